# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'recovered_games.ui'
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
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QDialog, QHBoxLayout,
    QHeaderView, QLabel, QPushButton, QSizePolicy,
    QSpacerItem, QTableView, QVBoxLayout, QWidget)

class Ui_RecoveredGamesWindow(object):
    def setupUi(self, RecoveredGamesWindow):
        if not RecoveredGamesWindow.objectName():
            RecoveredGamesWindow.setObjectName(u"RecoveredGamesWindow")
        RecoveredGamesWindow.resize(760, 420)
        self.mainLayout = QVBoxLayout(RecoveredGamesWindow)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(RecoveredGamesWindow)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.gamesTable = QTableView(RecoveredGamesWindow)
        self.gamesTable.setObjectName(u"gamesTable")
        self.gamesTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.gamesTable.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self.gamesTable.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.gamesTable.setWordWrap(False)

        self.mainLayout.addWidget(self.gamesTable)

        self.statusLabel = QLabel(RecoveredGamesWindow)
        self.statusLabel.setObjectName(u"statusLabel")
        self.statusLabel.setWordWrap(True)
        self.statusLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.mainLayout.addWidget(self.statusLabel)

        self.buttonsLayout = QHBoxLayout()
        self.buttonsLayout.setObjectName(u"buttonsLayout")
        self.openButton = QPushButton(RecoveredGamesWindow)
        self.openButton.setObjectName(u"openButton")

        self.buttonsLayout.addWidget(self.openButton)

        self.deleteButton = QPushButton(RecoveredGamesWindow)
        self.deleteButton.setObjectName(u"deleteButton")

        self.buttonsLayout.addWidget(self.deleteButton)

        self.deleteOldButton = QPushButton(RecoveredGamesWindow)
        self.deleteOldButton.setObjectName(u"deleteOldButton")

        self.buttonsLayout.addWidget(self.deleteOldButton)

        self.buttonsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttonsLayout.addItem(self.buttonsSpacer)

        self.closeButton = QPushButton(RecoveredGamesWindow)
        self.closeButton.setObjectName(u"closeButton")

        self.buttonsLayout.addWidget(self.closeButton)


        self.mainLayout.addLayout(self.buttonsLayout)


        self.retranslateUi(RecoveredGamesWindow)

        QMetaObject.connectSlotsByName(RecoveredGamesWindow)
    # setupUi

    def retranslateUi(self, RecoveredGamesWindow):
        RecoveredGamesWindow.setWindowTitle(QCoreApplication.translate("RecoveredGamesWindow", u"Recovered Games", None))
        self.introLabel.setText(QCoreApplication.translate("RecoveredGamesWindow", u"Unfinished games you abandoned or did not resume, newest first. Open one to play on, or delete those you no longer need.", None))
#if QT_CONFIG(tooltip)
        self.gamesTable.setToolTip(QCoreApplication.translate("RecoveredGamesWindow", u"Double-click a game to play it on", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.gamesTable.setAccessibleName(QCoreApplication.translate("RecoveredGamesWindow", u"kept games", None))
#endif // QT_CONFIG(accessibility)
        self.openButton.setText(QCoreApplication.translate("RecoveredGamesWindow", u"&Open", None))
#if QT_CONFIG(tooltip)
        self.openButton.setToolTip(QCoreApplication.translate("RecoveredGamesWindow", u"Play the selected game on in the main window", None))
#endif // QT_CONFIG(tooltip)
        self.deleteButton.setText(QCoreApplication.translate("RecoveredGamesWindow", u"&Delete\u2026", None))
#if QT_CONFIG(tooltip)
        self.deleteButton.setToolTip(QCoreApplication.translate("RecoveredGamesWindow", u"Move the selected games to the trash ({key})", None))
#endif // QT_CONFIG(tooltip)
        self.deleteOldButton.setText(QCoreApplication.translate("RecoveredGamesWindow", u"Delete Older Than &30 Days\u2026", None))
#if QT_CONFIG(tooltip)
        self.deleteOldButton.setToolTip(QCoreApplication.translate("RecoveredGamesWindow", u"Select the games kept more than 30 days ago and move them to the trash", None))
#endif // QT_CONFIG(tooltip)
        self.closeButton.setText(QCoreApplication.translate("RecoveredGamesWindow", u"&Close", None))
    # retranslateUi

