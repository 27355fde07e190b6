# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'knaster_play_area.ui'
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
from PySide6.QtWidgets import (QApplication, QFrame, QGroupBox, QHBoxLayout,
    QLabel, QScrollArea, QSizePolicy, QSpacerItem,
    QVBoxLayout, QWidget)

from knaster_qt.games.knaster.views.player_strip import PlayerStrip
from knaster_qt.games.knaster.views.sheet_view import SheetView
from knaster_qt.widgets.banner_label import BannerLabel
from knaster_qt.widgets.dice_panel import DicePanel
from knaster_qt.widgets.turn_banner import TurnBanner

class Ui_PlayArea(object):
    def setupUi(self, PlayArea):
        if not PlayArea.objectName():
            PlayArea.setObjectName(u"PlayArea")
        self.centralLayout = QHBoxLayout(PlayArea)
        self.centralLayout.setSpacing(8)
        self.centralLayout.setObjectName(u"centralLayout")
        self.centralLayout.setContentsMargins(6, 6, 6, 6)
        self.sheetColumn = QVBoxLayout()
        self.sheetColumn.setSpacing(4)
        self.sheetColumn.setObjectName(u"sheetColumn")
        self.bannerArea = QWidget(PlayArea)
        self.bannerArea.setObjectName(u"bannerArea")
        self.bannerLayout = QVBoxLayout(self.bannerArea)
        self.bannerLayout.setSpacing(4)
        self.bannerLayout.setObjectName(u"bannerLayout")
        self.bannerLayout.setContentsMargins(0, 0, 0, 0)
        self.turnLabel = TurnBanner(self.bannerArea)
        self.turnLabel.setObjectName(u"turnLabel")
        self.turnLabel.setVisible(False)

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

        self.sheetView = SheetView(PlayArea)
        self.sheetView.setObjectName(u"sheetView")

        self.sheetColumn.addWidget(self.sheetView)

        self.sheetColumn.setStretch(1, 1)

        self.centralLayout.addLayout(self.sheetColumn)

        self.sidePanel = QWidget(PlayArea)
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

        self.retranslateUi(PlayArea)

        QMetaObject.connectSlotsByName(PlayArea)
    # setupUi

    def retranslateUi(self, PlayArea):
#if QT_CONFIG(accessibility)
        self.turnLabel.setAccessibleName(QCoreApplication.translate("PlayArea", u"whose turn", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.noticeLabel.setAccessibleName(QCoreApplication.translate("PlayArea", u"end of the game", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.bannerLabel.setAccessibleName(QCoreApplication.translate("PlayArea", u"bonus prompt", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.hintLabel.setAccessibleName(QCoreApplication.translate("PlayArea", u"hint", None))
#endif // QT_CONFIG(accessibility)
        self.diceBox.setTitle(QCoreApplication.translate("PlayArea", u"Dice", None))
        self.scoreBox.setTitle(QCoreApplication.translate("PlayArea", u"Score", None))
#if QT_CONFIG(accessibility)
        self.playersScroll.setAccessibleName(QCoreApplication.translate("PlayArea", u"players", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

