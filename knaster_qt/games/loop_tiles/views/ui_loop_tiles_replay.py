# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'loop_tiles_replay.ui'
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
    QPushButton, QSizePolicy, QSlider, QSpacerItem,
    QVBoxLayout, QWidget)

class Ui_LoopTilesReplay(object):
    def setupUi(self, LoopTilesReplay):
        if not LoopTilesReplay.objectName():
            LoopTilesReplay.setObjectName(u"LoopTilesReplay")
        LoopTilesReplay.resize(900, 640)
        self.column = QVBoxLayout(LoopTilesReplay)
        self.column.setObjectName(u"column")
        self.row = QHBoxLayout()
        self.row.setObjectName(u"row")
        self.boardHolder = QWidget(LoopTilesReplay)
        self.boardHolder.setObjectName(u"boardHolder")
        self.boardLayout = QVBoxLayout(self.boardHolder)
        self.boardLayout.setObjectName(u"boardLayout")
        self.boardLayout.setContentsMargins(0, 0, 0, 0)

        self.row.addWidget(self.boardHolder)

        self.padHolder = QWidget(LoopTilesReplay)
        self.padHolder.setObjectName(u"padHolder")
        self.padLayout = QVBoxLayout(self.padHolder)
        self.padLayout.setObjectName(u"padLayout")
        self.padLayout.setContentsMargins(0, 0, 0, 0)

        self.row.addWidget(self.padHolder)

        self.row.setStretch(0, 3)
        self.row.setStretch(1, 1)

        self.column.addLayout(self.row)

        self.slider = QSlider(LoopTilesReplay)
        self.slider.setObjectName(u"slider")
        self.slider.setOrientation(Qt.Orientation.Horizontal)

        self.column.addWidget(self.slider)

        self.stepLabel = QLabel(LoopTilesReplay)
        self.stepLabel.setObjectName(u"stepLabel")

        self.column.addWidget(self.stepLabel)

        self.buttons = QHBoxLayout()
        self.buttons.setObjectName(u"buttons")
        self.startButton = QPushButton(LoopTilesReplay)
        self.startButton.setObjectName(u"startButton")

        self.buttons.addWidget(self.startButton)

        self.backButton = QPushButton(LoopTilesReplay)
        self.backButton.setObjectName(u"backButton")

        self.buttons.addWidget(self.backButton)

        self.forwardButton = QPushButton(LoopTilesReplay)
        self.forwardButton.setObjectName(u"forwardButton")

        self.buttons.addWidget(self.forwardButton)

        self.endButton = QPushButton(LoopTilesReplay)
        self.endButton.setObjectName(u"endButton")

        self.buttons.addWidget(self.endButton)

        self.buttonsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttons.addItem(self.buttonsSpacer)

        self.openButton = QPushButton(LoopTilesReplay)
        self.openButton.setObjectName(u"openButton")

        self.buttons.addWidget(self.openButton)

        self.closeButton = QPushButton(LoopTilesReplay)
        self.closeButton.setObjectName(u"closeButton")

        self.buttons.addWidget(self.closeButton)


        self.column.addLayout(self.buttons)


        self.retranslateUi(LoopTilesReplay)

        QMetaObject.connectSlotsByName(LoopTilesReplay)
    # setupUi

    def retranslateUi(self, LoopTilesReplay):
        LoopTilesReplay.setWindowTitle(QCoreApplication.translate("LoopTilesReplay", u"Replay", None))
        self.startButton.setText(QCoreApplication.translate("LoopTilesReplay", u"|\u25c0 Start", None))
        self.backButton.setText(QCoreApplication.translate("LoopTilesReplay", u"\u25c0 Back", None))
        self.forwardButton.setText(QCoreApplication.translate("LoopTilesReplay", u"Forward \u25b6", None))
        self.endButton.setText(QCoreApplication.translate("LoopTilesReplay", u"End \u25b6|", None))
        self.openButton.setText(QCoreApplication.translate("LoopTilesReplay", u"&Open Game\u2026", None))
        self.closeButton.setText(QCoreApplication.translate("LoopTilesReplay", u"&Close", None))
    # retranslateUi

