# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'exact_hit_replay_window.ui'
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
from PySide6.QtWidgets import (QApplication, QDialog, QGridLayout, QHBoxLayout,
    QLabel, QPushButton, QSizePolicy, QSlider,
    QVBoxLayout, QWidget)

class Ui_ExactHitReplayWindow(object):
    def setupUi(self, ExactHitReplayWindow):
        if not ExactHitReplayWindow.objectName():
            ExactHitReplayWindow.setObjectName(u"ExactHitReplayWindow")
        ExactHitReplayWindow.resize(900, 620)
        self.mainLayout = QVBoxLayout(ExactHitReplayWindow)
        self.mainLayout.setObjectName(u"mainLayout")
        self.sheetsBox = QWidget(ExactHitReplayWindow)
        self.sheetsBox.setObjectName(u"sheetsBox")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        sizePolicy.setHorizontalStretch(0)
        sizePolicy.setVerticalStretch(1)
        sizePolicy.setHeightForWidth(self.sheetsBox.sizePolicy().hasHeightForWidth())
        self.sheetsBox.setSizePolicy(sizePolicy)
        self.grid = QGridLayout(self.sheetsBox)
        self.grid.setObjectName(u"grid")

        self.mainLayout.addWidget(self.sheetsBox)

        self.stepLabel = QLabel(ExactHitReplayWindow)
        self.stepLabel.setObjectName(u"stepLabel")

        self.mainLayout.addWidget(self.stepLabel)

        self.buttons = QHBoxLayout()
        self.buttons.setObjectName(u"buttons")
        self.backButton = QPushButton(ExactHitReplayWindow)
        self.backButton.setObjectName(u"backButton")

        self.buttons.addWidget(self.backButton)

        self.slider = QSlider(ExactHitReplayWindow)
        self.slider.setObjectName(u"slider")
        self.slider.setOrientation(Qt.Horizontal)

        self.buttons.addWidget(self.slider)

        self.nextButton = QPushButton(ExactHitReplayWindow)
        self.nextButton.setObjectName(u"nextButton")

        self.buttons.addWidget(self.nextButton)

        self.openButton = QPushButton(ExactHitReplayWindow)
        self.openButton.setObjectName(u"openButton")

        self.buttons.addWidget(self.openButton)


        self.mainLayout.addLayout(self.buttons)


        self.retranslateUi(ExactHitReplayWindow)

        QMetaObject.connectSlotsByName(ExactHitReplayWindow)
    # setupUi

    def retranslateUi(self, ExactHitReplayWindow):
        ExactHitReplayWindow.setWindowTitle(QCoreApplication.translate("ExactHitReplayWindow", u"Replay", None))
        self.backButton.setText(QCoreApplication.translate("ExactHitReplayWindow", u"&Back", None))
#if QT_CONFIG(accessibility)
        self.slider.setAccessibleName(QCoreApplication.translate("ExactHitReplayWindow", u"step", None))
#endif // QT_CONFIG(accessibility)
        self.nextButton.setText(QCoreApplication.translate("ExactHitReplayWindow", u"&Next", None))
        self.openButton.setText(QCoreApplication.translate("ExactHitReplayWindow", u"&Open\u2026", None))
    # retranslateUi

