# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'knaster_rules_window.ui'
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
    QPushButton, QSizePolicy, QStackedWidget, QVBoxLayout,
    QWidget)

class Ui_KnasterRulesWindow(object):
    def setupUi(self, KnasterRulesWindow):
        if not KnasterRulesWindow.objectName():
            KnasterRulesWindow.setObjectName(u"KnasterRulesWindow")
        KnasterRulesWindow.resize(980, 700)
        KnasterRulesWindow.setSizeGripEnabled(True)
        self.mainLayout = QVBoxLayout(KnasterRulesWindow)
        self.mainLayout.setObjectName(u"mainLayout")
        self.middleLayout = QHBoxLayout()
        self.middleLayout.setObjectName(u"middleLayout")
        self.chapterList = QListWidget(KnasterRulesWindow)
        self.chapterList.setObjectName(u"chapterList")
        self.chapterList.setMinimumSize(QSize(220, 0))
        self.chapterList.setMaximumSize(QSize(300, 16777215))
        self.chapterList.setSpacing(3)

        self.middleLayout.addWidget(self.chapterList)

        self.pages = QStackedWidget(KnasterRulesWindow)
        self.pages.setObjectName(u"pages")

        self.middleLayout.addWidget(self.pages)

        self.middleLayout.setStretch(1, 1)

        self.mainLayout.addLayout(self.middleLayout)

        self.bottomLayout = QHBoxLayout()
        self.bottomLayout.setObjectName(u"bottomLayout")
        self.positionLabel = QLabel(KnasterRulesWindow)
        self.positionLabel.setObjectName(u"positionLabel")

        self.bottomLayout.addWidget(self.positionLabel)

        self.backButton = QPushButton(KnasterRulesWindow)
        self.backButton.setObjectName(u"backButton")
        self.backButton.setAutoDefault(False)

        self.bottomLayout.addWidget(self.backButton)

        self.nextButton = QPushButton(KnasterRulesWindow)
        self.nextButton.setObjectName(u"nextButton")
        self.nextButton.setAutoDefault(False)

        self.bottomLayout.addWidget(self.nextButton)

        self.buttonBox = QDialogButtonBox(KnasterRulesWindow)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.bottomLayout.addWidget(self.buttonBox)

        self.bottomLayout.setStretch(0, 1)

        self.mainLayout.addLayout(self.bottomLayout)


        self.retranslateUi(KnasterRulesWindow)

        QMetaObject.connectSlotsByName(KnasterRulesWindow)
    # setupUi

    def retranslateUi(self, KnasterRulesWindow):
        KnasterRulesWindow.setWindowTitle(QCoreApplication.translate("KnasterRulesWindow", u"Knaster Rules", None))
#if QT_CONFIG(accessibility)
        self.chapterList.setAccessibleName(QCoreApplication.translate("KnasterRulesWindow", u"Chapters", None))
#endif // QT_CONFIG(accessibility)
        self.backButton.setText(QCoreApplication.translate("KnasterRulesWindow", u"< &Back", None))
#if QT_CONFIG(tooltip)
        self.backButton.setToolTip(QCoreApplication.translate("KnasterRulesWindow", u"The chapter before ({key})", None))
#endif // QT_CONFIG(tooltip)
        self.nextButton.setText(QCoreApplication.translate("KnasterRulesWindow", u"&Next >", None))
#if QT_CONFIG(tooltip)
        self.nextButton.setToolTip(QCoreApplication.translate("KnasterRulesWindow", u"The next chapter ({key})", None))
#endif // QT_CONFIG(tooltip)
    # retranslateUi

