# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'statistics_window.ui'
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
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QComboBox, QDialog,
    QHBoxLayout, QHeaderView, QLabel, QPushButton,
    QSizePolicy, QSpacerItem, QTabWidget, QTableView,
    QVBoxLayout, QWidget)

from knaster_qt.shell.views.statistics_models import ScoreChart

class Ui_StatisticsWindow(object):
    def setupUi(self, StatisticsWindow):
        if not StatisticsWindow.objectName():
            StatisticsWindow.setObjectName(u"StatisticsWindow")
        StatisticsWindow.resize(820, 560)
        self.mainLayout = QVBoxLayout(StatisticsWindow)
        self.mainLayout.setObjectName(u"mainLayout")
        self.tabs = QTabWidget(StatisticsWindow)
        self.tabs.setObjectName(u"tabs")
        self.overviewTab = QWidget()
        self.overviewTab.setObjectName(u"overviewTab")
        self.overviewLayout = QVBoxLayout(self.overviewTab)
        self.overviewLayout.setObjectName(u"overviewLayout")
        self.summaryLabel = QLabel(self.overviewTab)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.overviewLayout.addWidget(self.summaryLabel)

        self.chart = ScoreChart(self.overviewTab)
        self.chart.setObjectName(u"chart")

        self.overviewLayout.addWidget(self.chart)

        self.tabs.addTab(self.overviewTab, "")
        self.highScoresTab = QWidget()
        self.highScoresTab.setObjectName(u"highScoresTab")
        self.highScoresLayout = QVBoxLayout(self.highScoresTab)
        self.highScoresLayout.setObjectName(u"highScoresLayout")
        self.highScoresTable = QTableView(self.highScoresTab)
        self.highScoresTable.setObjectName(u"highScoresTable")
        self.highScoresTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.highScoresTable.setSelectionBehavior(QAbstractItemView.SelectRows)

        self.highScoresLayout.addWidget(self.highScoresTable)

        self.tabs.addTab(self.highScoresTab, "")
        self.playersTab = QWidget()
        self.playersTab.setObjectName(u"playersTab")
        self.playersLayout = QVBoxLayout(self.playersTab)
        self.playersLayout.setObjectName(u"playersLayout")
        self.playersTable = QTableView(self.playersTab)
        self.playersTable.setObjectName(u"playersTable")
        self.playersTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.playersTable.setSelectionBehavior(QAbstractItemView.SelectRows)

        self.playersLayout.addWidget(self.playersTable)

        self.tabs.addTab(self.playersTab, "")
        self.gamesTab = QWidget()
        self.gamesTab.setObjectName(u"gamesTab")
        self.gamesLayout = QVBoxLayout(self.gamesTab)
        self.gamesLayout.setObjectName(u"gamesLayout")
        self.filterRow = QHBoxLayout()
        self.filterRow.setObjectName(u"filterRow")
        self.playerFilterLabel = QLabel(self.gamesTab)
        self.playerFilterLabel.setObjectName(u"playerFilterLabel")

        self.filterRow.addWidget(self.playerFilterLabel)

        self.playerFilter = QComboBox(self.gamesTab)
        self.playerFilter.setObjectName(u"playerFilter")
        self.playerFilter.setSizeAdjustPolicy(QComboBox.AdjustToContents)

        self.filterRow.addWidget(self.playerFilter)

        self.filterSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.filterRow.addItem(self.filterSpacer)


        self.gamesLayout.addLayout(self.filterRow)

        self.gamesTable = QTableView(self.gamesTab)
        self.gamesTable.setObjectName(u"gamesTable")
        self.gamesTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.gamesTable.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.gamesTable.setSelectionMode(QAbstractItemView.SingleSelection)

        self.gamesLayout.addWidget(self.gamesTable)

        self.tabs.addTab(self.gamesTab, "")

        self.mainLayout.addWidget(self.tabs)

        self.buttonRow = QHBoxLayout()
        self.buttonRow.setObjectName(u"buttonRow")
        self.statusLabel = QLabel(StatisticsWindow)
        self.statusLabel.setObjectName(u"statusLabel")

        self.buttonRow.addWidget(self.statusLabel)

        self.buttonSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttonRow.addItem(self.buttonSpacer)

        self.exportButton = QPushButton(StatisticsWindow)
        self.exportButton.setObjectName(u"exportButton")

        self.buttonRow.addWidget(self.exportButton)

        self.closeButton = QPushButton(StatisticsWindow)
        self.closeButton.setObjectName(u"closeButton")

        self.buttonRow.addWidget(self.closeButton)


        self.mainLayout.addLayout(self.buttonRow)

#if QT_CONFIG(shortcut)
        self.playerFilterLabel.setBuddy(self.playerFilter)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(StatisticsWindow)

        QMetaObject.connectSlotsByName(StatisticsWindow)
    # setupUi

    def retranslateUi(self, StatisticsWindow):
        StatisticsWindow.setWindowTitle(QCoreApplication.translate("StatisticsWindow", u"Statistics \u2014 Knaster", None))
        self.tabs.setTabText(self.tabs.indexOf(self.overviewTab), QCoreApplication.translate("StatisticsWindow", u"&Overview", None))
#if QT_CONFIG(accessibility)
        self.highScoresTable.setAccessibleName(QCoreApplication.translate("StatisticsWindow", u"solo high scores", None))
#endif // QT_CONFIG(accessibility)
        self.tabs.setTabText(self.tabs.indexOf(self.highScoresTab), QCoreApplication.translate("StatisticsWindow", u"Solo &High Scores", None))
#if QT_CONFIG(tooltip)
        self.playersTable.setToolTip(QCoreApplication.translate("StatisticsWindow", u"Double-click a player to list their games", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.playersTable.setAccessibleName(QCoreApplication.translate("StatisticsWindow", u"players", None))
#endif // QT_CONFIG(accessibility)
        self.tabs.setTabText(self.tabs.indexOf(self.playersTab), QCoreApplication.translate("StatisticsWindow", u"&Players", None))
        self.playerFilterLabel.setText(QCoreApplication.translate("StatisticsWindow", u"Games o&f:", None))
#if QT_CONFIG(tooltip)
        self.gamesTable.setToolTip(QCoreApplication.translate("StatisticsWindow", u"Double-click a game to replay it", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.gamesTable.setAccessibleName(QCoreApplication.translate("StatisticsWindow", u"games", None))
#endif // QT_CONFIG(accessibility)
        self.tabs.setTabText(self.tabs.indexOf(self.gamesTab), QCoreApplication.translate("StatisticsWindow", u"&Games", None))
        self.exportButton.setText(QCoreApplication.translate("StatisticsWindow", u"&Export CSV\u2026", None))
#if QT_CONFIG(tooltip)
        self.exportButton.setToolTip(QCoreApplication.translate("StatisticsWindow", u"Every stored game, one row per player, as a CSV file for a spreadsheet", None))
#endif // QT_CONFIG(tooltip)
        self.closeButton.setText(QCoreApplication.translate("StatisticsWindow", u"&Close", None))
    # retranslateUi

