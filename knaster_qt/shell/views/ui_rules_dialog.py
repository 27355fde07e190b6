# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'rules_dialog.ui'
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
    QSizePolicy, QTextBrowser, QVBoxLayout, QWidget)

class Ui_RulesDialog(object):
    def setupUi(self, RulesDialog):
        if not RulesDialog.objectName():
            RulesDialog.setObjectName(u"RulesDialog")
        RulesDialog.resize(640, 700)
        self.mainLayout = QVBoxLayout(RulesDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.browser = QTextBrowser(RulesDialog)
        self.browser.setObjectName(u"browser")
        self.browser.setOpenExternalLinks(True)

        self.mainLayout.addWidget(self.browser)

        self.buttonBox = QDialogButtonBox(RulesDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.mainLayout.addWidget(self.buttonBox)


        self.retranslateUi(RulesDialog)

        QMetaObject.connectSlotsByName(RulesDialog)
    # setupUi

    def retranslateUi(self, RulesDialog):
        RulesDialog.setWindowTitle(QCoreApplication.translate("RulesDialog", u"Rules", None))
    # retranslateUi

