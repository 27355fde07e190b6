# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'licences_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QBrush, QColor, QConicalGradient, QCursor,
    QFont, QFontDatabase, QGradient, QIcon,
    QImage, QKeySequence, QLinearGradient, QPainter,
    QPalette, QPixmap, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDialogButtonBox,
    QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
    QSizePolicy, QTextBrowser, QVBoxLayout, QWidget)

class Ui_LicencesDialog(object):
    def setupUi(self, LicencesDialog):
        if not LicencesDialog.objectName():
            LicencesDialog.setObjectName(u"LicencesDialog")
        LicencesDialog.resize(860, 600)
        self.mainLayout = QVBoxLayout(LicencesDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(LicencesDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.partsLayout = QHBoxLayout()
        self.partsLayout.setObjectName(u"partsLayout")
        self.components = QListWidget(LicencesDialog)
        self.components.setObjectName(u"components")
        self.components.setMaximumSize(QSize(220, 16777215))

        self.partsLayout.addWidget(self.components)

        self.browser = QTextBrowser(LicencesDialog)
        self.browser.setObjectName(u"browser")
        self.browser.setOpenExternalLinks(True)

        self.partsLayout.addWidget(self.browser)

        self.partsLayout.setStretch(1, 1)

        self.mainLayout.addLayout(self.partsLayout)

        self.buttonBox = QDialogButtonBox(LicencesDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.mainLayout.addWidget(self.buttonBox)

        self.mainLayout.setStretch(1, 1)

        self.retranslateUi(LicencesDialog)

        QMetaObject.connectSlotsByName(LicencesDialog)
    # setupUi

    def retranslateUi(self, LicencesDialog):
        LicencesDialog.setWindowTitle(QCoreApplication.translate("LicencesDialog", u"Licences", None))
        self.introLabel.setText(QCoreApplication.translate("LicencesDialog", u"Knaster Qt and the parts its installers carry, with their licences. Choose a part to read its licence in full.", None))
#if QT_CONFIG(accessibility)
        self.components.setAccessibleName(QCoreApplication.translate("LicencesDialog", u"parts of Knaster Qt", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

