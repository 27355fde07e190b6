# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'main_window.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QAction, QBrush, QColor, QConicalGradient,
    QCursor, QFont, QFontDatabase, QGradient,
    QIcon, QImage, QKeySequence, QLinearGradient,
    QPainter, QPalette, QPixmap, QRadialGradient,
    QTransform)
from PySide6.QtWidgets import (QApplication, QFrame, QGroupBox, QHBoxLayout,
    QLabel, QMainWindow, QMenu, QMenuBar,
    QScrollArea, QSizePolicy, QSpacerItem, QStatusBar,
    QToolBar, QVBoxLayout, QWidget)

from knaster_qt.views.banner_label import BannerLabel
from knaster_qt.views.dice_panel import DicePanel
from knaster_qt.views.player_strip import PlayerStrip
from knaster_qt.views.sheet_view import SheetView

class Ui_MainWindow(object):
    def setupUi(self, MainWindow):
        if not MainWindow.objectName():
            MainWindow.setObjectName(u"MainWindow")
        MainWindow.resize(1280, 800)
        MainWindow.setMinimumSize(QSize(800, 600))
        self.actionNew = QAction(MainWindow)
        self.actionNew.setObjectName(u"actionNew")
        self.actionOpen = QAction(MainWindow)
        self.actionOpen.setObjectName(u"actionOpen")
        self.actionSave = QAction(MainWindow)
        self.actionSave.setObjectName(u"actionSave")
        self.actionSaveAs = QAction(MainWindow)
        self.actionSaveAs.setObjectName(u"actionSaveAs")
        self.actionQuit = QAction(MainWindow)
        self.actionQuit.setObjectName(u"actionQuit")
        self.actionRoll = QAction(MainWindow)
        self.actionRoll.setObjectName(u"actionRoll")
        self.actionUndo = QAction(MainWindow)
        self.actionUndo.setObjectName(u"actionUndo")
        self.actionHint = QAction(MainWindow)
        self.actionHint.setObjectName(u"actionHint")
        self.actionAnimateDice = QAction(MainWindow)
        self.actionAnimateDice.setObjectName(u"actionAnimateDice")
        self.actionAnimateDice.setCheckable(True)
        self.actionAnimateDice.setChecked(True)
        self.actionRules = QAction(MainWindow)
        self.actionRules.setObjectName(u"actionRules")
        self.actionAbout = QAction(MainWindow)
        self.actionAbout.setObjectName(u"actionAbout")
        self.centralWidget = QWidget(MainWindow)
        self.centralWidget.setObjectName(u"centralWidget")
        self.centralLayout = QHBoxLayout(self.centralWidget)
        self.centralLayout.setSpacing(8)
        self.centralLayout.setObjectName(u"centralLayout")
        self.centralLayout.setContentsMargins(6, 6, 6, 6)
        self.sheetColumn = QVBoxLayout()
        self.sheetColumn.setSpacing(4)
        self.sheetColumn.setObjectName(u"sheetColumn")
        self.bannerArea = QWidget(self.centralWidget)
        self.bannerArea.setObjectName(u"bannerArea")
        self.bannerLayout = QVBoxLayout(self.bannerArea)
        self.bannerLayout.setSpacing(4)
        self.bannerLayout.setObjectName(u"bannerLayout")
        self.bannerLayout.setContentsMargins(0, 0, 0, 0)
        self.turnLabel = QLabel(self.bannerArea)
        self.turnLabel.setObjectName(u"turnLabel")
        self.turnLabel.setVisible(False)
        self.turnLabel.setWordWrap(True)
        self.turnLabel.setAlignment(Qt.AlignCenter)

        self.bannerLayout.addWidget(self.turnLabel)

        self.promptRow = QHBoxLayout()
        self.promptRow.setSpacing(6)
        self.promptRow.setObjectName(u"promptRow")
        self.noticeLabel = BannerLabel(self.bannerArea)
        self.noticeLabel.setObjectName(u"noticeLabel")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.noticeLabel.sizePolicy().hasHeightForWidth())
        self.noticeLabel.setSizePolicy(sizePolicy)
        self.noticeLabel.setVisible(False)
        self.noticeLabel.setWordWrap(True)
        self.noticeLabel.setAlignment(Qt.AlignCenter)

        self.promptRow.addWidget(self.noticeLabel)

        self.bannerLabel = BannerLabel(self.bannerArea)
        self.bannerLabel.setObjectName(u"bannerLabel")
        sizePolicy.setHeightForWidth(self.bannerLabel.sizePolicy().hasHeightForWidth())
        self.bannerLabel.setSizePolicy(sizePolicy)
        self.bannerLabel.setVisible(False)
        self.bannerLabel.setWordWrap(True)
        self.bannerLabel.setAlignment(Qt.AlignCenter)

        self.promptRow.addWidget(self.bannerLabel)

        self.hintLabel = BannerLabel(self.bannerArea)
        self.hintLabel.setObjectName(u"hintLabel")
        sizePolicy.setHeightForWidth(self.hintLabel.sizePolicy().hasHeightForWidth())
        self.hintLabel.setSizePolicy(sizePolicy)
        self.hintLabel.setVisible(False)
        self.hintLabel.setWordWrap(True)
        self.hintLabel.setAlignment(Qt.AlignCenter)

        self.promptRow.addWidget(self.hintLabel)

        self.promptRow.setStretch(0, 1)
        self.promptRow.setStretch(1, 1)
        self.promptRow.setStretch(2, 1)

        self.bannerLayout.addLayout(self.promptRow)

        self.bannerSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.bannerLayout.addItem(self.bannerSpacer)


        self.sheetColumn.addWidget(self.bannerArea)

        self.sheetView = SheetView(self.centralWidget)
        self.sheetView.setObjectName(u"sheetView")

        self.sheetColumn.addWidget(self.sheetView)

        self.sheetColumn.setStretch(1, 1)

        self.centralLayout.addLayout(self.sheetColumn)

        self.sidePanel = QWidget(self.centralWidget)
        self.sidePanel.setObjectName(u"sidePanel")
        self.sideColumn = QVBoxLayout(self.sidePanel)
        self.sideColumn.setObjectName(u"sideColumn")
        self.sideColumn.setContentsMargins(0, 0, 0, 0)
        self.diceBox = QGroupBox(self.sidePanel)
        self.diceBox.setObjectName(u"diceBox")
        self.diceBoxLayout = QVBoxLayout(self.diceBox)
        self.diceBoxLayout.setObjectName(u"diceBoxLayout")
        self.dicePanel = DicePanel(self.diceBox)
        self.dicePanel.setObjectName(u"dicePanel")

        self.diceBoxLayout.addWidget(self.dicePanel)


        self.sideColumn.addWidget(self.diceBox)

        self.scoreBox = QGroupBox(self.sidePanel)
        self.scoreBox.setObjectName(u"scoreBox")
        self.scoreBoxLayout = QVBoxLayout(self.scoreBox)
        self.scoreBoxLayout.setObjectName(u"scoreBoxLayout")
        self.scoreDetail = QLabel(self.scoreBox)
        self.scoreDetail.setObjectName(u"scoreDetail")
        self.scoreDetail.setWordWrap(True)

        self.scoreBoxLayout.addWidget(self.scoreDetail)


        self.sideColumn.addWidget(self.scoreBox)

        self.playersScroll = QScrollArea(self.sidePanel)
        self.playersScroll.setObjectName(u"playersScroll")
        self.playersScroll.setVisible(False)
        self.playersScroll.setFrameShape(QFrame.NoFrame)
        self.playersScroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.playersScroll.setWidgetResizable(True)
        self.playerStrip = PlayerStrip()
        self.playerStrip.setObjectName(u"playerStrip")
        self.playersScroll.setWidget(self.playerStrip)

        self.sideColumn.addWidget(self.playersScroll)

        self.sideSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.sideColumn.addItem(self.sideSpacer)

        self.sideColumn.setStretch(2, 1)

        self.centralLayout.addWidget(self.sidePanel)

        self.centralLayout.setStretch(0, 1)
        MainWindow.setCentralWidget(self.centralWidget)
        self.menubar = QMenuBar(MainWindow)
        self.menubar.setObjectName(u"menubar")
        self.menuGame = QMenu(self.menubar)
        self.menuGame.setObjectName(u"menuGame")
        self.menuEdit = QMenu(self.menubar)
        self.menuEdit.setObjectName(u"menuEdit")
        self.menuHelp = QMenu(self.menubar)
        self.menuHelp.setObjectName(u"menuHelp")
        MainWindow.setMenuBar(self.menubar)
        self.toolBar = QToolBar(MainWindow)
        self.toolBar.setObjectName(u"toolBar")
        self.toolBar.setMovable(False)
        self.toolBar.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        MainWindow.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolBar)
        self.statusbar = QStatusBar(MainWindow)
        self.statusbar.setObjectName(u"statusbar")
        MainWindow.setStatusBar(self.statusbar)

        self.menubar.addAction(self.menuGame.menuAction())
        self.menubar.addAction(self.menuEdit.menuAction())
        self.menubar.addAction(self.menuHelp.menuAction())
        self.menuGame.addAction(self.actionNew)
        self.menuGame.addAction(self.actionOpen)
        self.menuGame.addAction(self.actionSave)
        self.menuGame.addAction(self.actionSaveAs)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionRoll)
        self.menuGame.addAction(self.actionHint)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionQuit)
        self.menuEdit.addAction(self.actionUndo)
        self.menuEdit.addSeparator()
        self.menuEdit.addAction(self.actionAnimateDice)
        self.menuHelp.addAction(self.actionRules)
        self.menuHelp.addAction(self.actionAbout)
        self.toolBar.addAction(self.actionNew)
        self.toolBar.addAction(self.actionOpen)
        self.toolBar.addAction(self.actionSave)
        self.toolBar.addSeparator()
        self.toolBar.addAction(self.actionRoll)
        self.toolBar.addAction(self.actionUndo)
        self.toolBar.addAction(self.actionHint)
        self.toolBar.addSeparator()
        self.toolBar.addAction(self.actionRules)

        self.retranslateUi(MainWindow)

        QMetaObject.connectSlotsByName(MainWindow)
    # setupUi

    def retranslateUi(self, MainWindow):
        MainWindow.setWindowTitle(QCoreApplication.translate("MainWindow", u"Knaster", None))
        self.actionNew.setText(QCoreApplication.translate("MainWindow", u"&New Game\u2026", None))
        self.actionNew.setIconText(QCoreApplication.translate("MainWindow", u"New", None))
#if QT_CONFIG(tooltip)
        self.actionNew.setToolTip(QCoreApplication.translate("MainWindow", u"Start a new game (Ctrl+N)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(shortcut)
        self.actionNew.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+N", None))
#endif // QT_CONFIG(shortcut)
        self.actionOpen.setText(QCoreApplication.translate("MainWindow", u"&Open\u2026", None))
        self.actionOpen.setIconText(QCoreApplication.translate("MainWindow", u"Open", None))
#if QT_CONFIG(tooltip)
        self.actionOpen.setToolTip(QCoreApplication.translate("MainWindow", u"Open a saved game (Ctrl+O)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(shortcut)
        self.actionOpen.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+O", None))
#endif // QT_CONFIG(shortcut)
        self.actionSave.setText(QCoreApplication.translate("MainWindow", u"&Save", None))
        self.actionSave.setIconText(QCoreApplication.translate("MainWindow", u"Save", None))
#if QT_CONFIG(tooltip)
        self.actionSave.setToolTip(QCoreApplication.translate("MainWindow", u"Save the game (Ctrl+S)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(shortcut)
        self.actionSave.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+S", None))
#endif // QT_CONFIG(shortcut)
        self.actionSaveAs.setText(QCoreApplication.translate("MainWindow", u"Save &As\u2026", None))
#if QT_CONFIG(shortcut)
        self.actionSaveAs.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+Shift+S", None))
#endif // QT_CONFIG(shortcut)
        self.actionQuit.setText(QCoreApplication.translate("MainWindow", u"&Quit", None))
#if QT_CONFIG(shortcut)
        self.actionQuit.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+Q", None))
#endif // QT_CONFIG(shortcut)
        self.actionRoll.setText(QCoreApplication.translate("MainWindow", u"&Roll the Dice", None))
        self.actionRoll.setIconText(QCoreApplication.translate("MainWindow", u"Roll", None))
#if QT_CONFIG(tooltip)
        self.actionRoll.setToolTip(QCoreApplication.translate("MainWindow", u"Roll both dice (R)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(shortcut)
        self.actionRoll.setShortcut(QCoreApplication.translate("MainWindow", u"R", None))
#endif // QT_CONFIG(shortcut)
        self.actionUndo.setText(QCoreApplication.translate("MainWindow", u"&Undo", None))
        self.actionUndo.setIconText(QCoreApplication.translate("MainWindow", u"Undo", None))
#if QT_CONFIG(tooltip)
        self.actionUndo.setToolTip(QCoreApplication.translate("MainWindow", u"Take back your last step of this roll (Ctrl+Z)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(shortcut)
        self.actionUndo.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+Z", None))
#endif // QT_CONFIG(shortcut)
        self.actionHint.setText(QCoreApplication.translate("MainWindow", u"&Hint", None))
        self.actionHint.setIconText(QCoreApplication.translate("MainWindow", u"Hint", None))
#if QT_CONFIG(tooltip)
        self.actionHint.setToolTip(QCoreApplication.translate("MainWindow", u"What the strong computer player would do in your place (H; H again makes that move)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(shortcut)
        self.actionHint.setShortcut(QCoreApplication.translate("MainWindow", u"H", None))
#endif // QT_CONFIG(shortcut)
        self.actionAnimateDice.setText(QCoreApplication.translate("MainWindow", u"&Animations (Dice, Sheet, Computer Players)", None))
        self.actionRules.setText(QCoreApplication.translate("MainWindow", u"&Rules", None))
#if QT_CONFIG(tooltip)
        self.actionRules.setToolTip(QCoreApplication.translate("MainWindow", u"How to play Knaster (F1)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(shortcut)
        self.actionRules.setShortcut(QCoreApplication.translate("MainWindow", u"F1", None))
#endif // QT_CONFIG(shortcut)
        self.actionAbout.setText(QCoreApplication.translate("MainWindow", u"&About Knaster Qt", None))
#if QT_CONFIG(accessibility)
        self.turnLabel.setAccessibleName(QCoreApplication.translate("MainWindow", u"whose turn", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.noticeLabel.setAccessibleName(QCoreApplication.translate("MainWindow", u"end of the game", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.bannerLabel.setAccessibleName(QCoreApplication.translate("MainWindow", u"bonus prompt", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.hintLabel.setAccessibleName(QCoreApplication.translate("MainWindow", u"hint", None))
#endif // QT_CONFIG(accessibility)
        self.diceBox.setTitle(QCoreApplication.translate("MainWindow", u"Dice", None))
        self.scoreBox.setTitle(QCoreApplication.translate("MainWindow", u"Score", None))
#if QT_CONFIG(accessibility)
        self.playersScroll.setAccessibleName(QCoreApplication.translate("MainWindow", u"players", None))
#endif // QT_CONFIG(accessibility)
        self.menuGame.setTitle(QCoreApplication.translate("MainWindow", u"&Game", None))
        self.menuEdit.setTitle(QCoreApplication.translate("MainWindow", u"&Edit", None))
        self.menuHelp.setTitle(QCoreApplication.translate("MainWindow", u"&Help", None))
        self.toolBar.setWindowTitle(QCoreApplication.translate("MainWindow", u"Toolbar", None))
    # retranslateUi

