# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'replay_window.ui'
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
from PySide6.QtWidgets import (QApplication, QDialog, QHBoxLayout, QLabel,
    QListView, QPushButton, QSizePolicy, QSpacerItem,
    QSplitter, QVBoxLayout, QWidget)

from knaster_qt.games.knaster.views.replay_sheets import ReplaySheets

class Ui_ReplayWindow(object):
    def setupUi(self, ReplayWindow):
        if not ReplayWindow.objectName():
            ReplayWindow.setObjectName(u"ReplayWindow")
        ReplayWindow.resize(980, 620)
        self.mainLayout = QVBoxLayout(ReplayWindow)
        self.mainLayout.setObjectName(u"mainLayout")
        self.positionLabel = QLabel(ReplayWindow)
        self.positionLabel.setObjectName(u"positionLabel")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        sizePolicy.setHorizontalStretch(0)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.positionLabel.sizePolicy().hasHeightForWidth())
        self.positionLabel.setSizePolicy(sizePolicy)
        self.positionLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.positionLabel)

        self.splitter = QSplitter(ReplayWindow)
        self.splitter.setObjectName(u"splitter")
        self.splitter.setOrientation(Qt.Horizontal)
        self.sheetsView = ReplaySheets(self.splitter)
        self.sheetsView.setObjectName(u"sheetsView")
        self.splitter.addWidget(self.sheetsView)
        self.stepList = QListView(self.splitter)
        self.stepList.setObjectName(u"stepList")
        self.splitter.addWidget(self.stepList)

        self.mainLayout.addWidget(self.splitter)

        self.buttonRow = QHBoxLayout()
        self.buttonRow.setObjectName(u"buttonRow")
        self.startButton = QPushButton(ReplayWindow)
        self.startButton.setObjectName(u"startButton")

        self.buttonRow.addWidget(self.startButton)

        self.backButton = QPushButton(ReplayWindow)
        self.backButton.setObjectName(u"backButton")

        self.buttonRow.addWidget(self.backButton)

        self.forwardButton = QPushButton(ReplayWindow)
        self.forwardButton.setObjectName(u"forwardButton")

        self.buttonRow.addWidget(self.forwardButton)

        self.endButton = QPushButton(ReplayWindow)
        self.endButton.setObjectName(u"endButton")

        self.buttonRow.addWidget(self.endButton)

        self.buttonSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttonRow.addItem(self.buttonSpacer)

        self.openButton = QPushButton(ReplayWindow)
        self.openButton.setObjectName(u"openButton")

        self.buttonRow.addWidget(self.openButton)

        self.closeButton = QPushButton(ReplayWindow)
        self.closeButton.setObjectName(u"closeButton")

        self.buttonRow.addWidget(self.closeButton)


        self.mainLayout.addLayout(self.buttonRow)

        self.mainLayout.setStretch(1, 1)

        self.retranslateUi(ReplayWindow)

        QMetaObject.connectSlotsByName(ReplayWindow)
    # setupUi

    def retranslateUi(self, ReplayWindow):
        ReplayWindow.setWindowTitle(QCoreApplication.translate("ReplayWindow", u"Replay \u2014 Knaster", None))
        self.positionLabel.setText(QCoreApplication.translate("ReplayWindow", u"Before the first roll", None))
#if QT_CONFIG(accessibility)
        self.stepList.setAccessibleName(QCoreApplication.translate("ReplayWindow", u"rolls of the game", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.stepList.setToolTip(QCoreApplication.translate("ReplayWindow", u"Every roll of the game; pick one to see the sheets after it", None))
#endif // QT_CONFIG(tooltip)
        self.startButton.setText(QCoreApplication.translate("ReplayWindow", u"|\u25c0 Start", None))
#if QT_CONFIG(tooltip)
        self.startButton.setToolTip(QCoreApplication.translate("ReplayWindow", u"Before the first roll ({key})", None))
#endif // QT_CONFIG(tooltip)
        self.backButton.setText(QCoreApplication.translate("ReplayWindow", u"\u25c0 Back", None))
#if QT_CONFIG(tooltip)
        self.backButton.setToolTip(QCoreApplication.translate("ReplayWindow", u"One roll back ({key})", None))
#endif // QT_CONFIG(tooltip)
        self.forwardButton.setText(QCoreApplication.translate("ReplayWindow", u"Forward \u25b6", None))
#if QT_CONFIG(tooltip)
        self.forwardButton.setToolTip(QCoreApplication.translate("ReplayWindow", u"One roll forward ({key})", None))
#endif // QT_CONFIG(tooltip)
        self.endButton.setText(QCoreApplication.translate("ReplayWindow", u"End \u25b6|", None))
#if QT_CONFIG(tooltip)
        self.endButton.setToolTip(QCoreApplication.translate("ReplayWindow", u"The last roll ({key})", None))
#endif // QT_CONFIG(tooltip)
        self.openButton.setText(QCoreApplication.translate("ReplayWindow", u"&Open Game\u2026", None))
#if QT_CONFIG(tooltip)
        self.openButton.setToolTip(QCoreApplication.translate("ReplayWindow", u"Replay a saved game; the game being played stays as it is", None))
#endif // QT_CONFIG(tooltip)
        self.closeButton.setText(QCoreApplication.translate("ReplayWindow", u"&Close", None))
    # retranslateUi

