# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'new_game_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QComboBox,
    QDialog, QDialogButtonBox, QGroupBox, QHBoxLayout,
    QHeaderView, QLabel, QPushButton, QRadioButton,
    QSizePolicy, QSpacerItem, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget)

class Ui_NewGameDialog(object):
    def setupUi(self, NewGameDialog):
        if not NewGameDialog.objectName():
            NewGameDialog.setObjectName(u"NewGameDialog")
        NewGameDialog.resize(620, 540)
        NewGameDialog.setModal(True)
        self.layout = QVBoxLayout(NewGameDialog)
        self.layout.setObjectName(u"layout")
        self.gameRow = QHBoxLayout()
        self.gameRow.setObjectName(u"gameRow")
        self.gameLabel = QLabel(NewGameDialog)
        self.gameLabel.setObjectName(u"gameLabel")

        self.gameRow.addWidget(self.gameLabel)

        self.gameCombo = QComboBox(NewGameDialog)
        self.gameCombo.setObjectName(u"gameCombo")

        self.gameRow.addWidget(self.gameCombo)

        self.gameSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.gameRow.addItem(self.gameSpacer)


        self.layout.addLayout(self.gameRow)

        self.introLabel = QLabel(NewGameDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.layout.addWidget(self.introLabel)

        self.playersBox = QGroupBox(NewGameDialog)
        self.playersBox.setObjectName(u"playersBox")
        self.playersLayout = QHBoxLayout(self.playersBox)
        self.playersLayout.setObjectName(u"playersLayout")
        self.playerTable = QTableWidget(self.playersBox)
        if (self.playerTable.columnCount() < 2):
            self.playerTable.setColumnCount(2)
        __qtablewidgetitem = QTableWidgetItem()
        self.playerTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.playerTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        self.playerTable.setObjectName(u"playerTable")
        self.playerTable.setMinimumSize(QSize(380, 220))
        self.playerTable.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.playerTable.setSelectionMode(QAbstractItemView.SingleSelection)
        self.playerTable.setColumnCount(2)
        self.playerTable.horizontalHeader().setStretchLastSection(True)

        self.playersLayout.addWidget(self.playerTable)

        self.playerButtons = QVBoxLayout()
        self.playerButtons.setObjectName(u"playerButtons")
        self.addButton = QPushButton(self.playersBox)
        self.addButton.setObjectName(u"addButton")

        self.playerButtons.addWidget(self.addButton)

        self.addComputerButton = QPushButton(self.playersBox)
        self.addComputerButton.setObjectName(u"addComputerButton")

        self.playerButtons.addWidget(self.addComputerButton)

        self.removeButton = QPushButton(self.playersBox)
        self.removeButton.setObjectName(u"removeButton")

        self.playerButtons.addWidget(self.removeButton)

        self.upButton = QPushButton(self.playersBox)
        self.upButton.setObjectName(u"upButton")

        self.playerButtons.addWidget(self.upButton)

        self.downButton = QPushButton(self.playersBox)
        self.downButton.setObjectName(u"downButton")

        self.playerButtons.addWidget(self.downButton)

        self.buttonSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.playerButtons.addItem(self.buttonSpacer)


        self.playersLayout.addLayout(self.playerButtons)


        self.layout.addWidget(self.playersBox)

        self.problemLabel = QLabel(NewGameDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)

        self.layout.addWidget(self.problemLabel)

        self.optionsRow = QHBoxLayout()
        self.optionsRow.setObjectName(u"optionsRow")
        self.sideBox = QGroupBox(NewGameDialog)
        self.sideBox.setObjectName(u"sideBox")
        self.sideLayout = QVBoxLayout(self.sideBox)
        self.sideLayout.setObjectName(u"sideLayout")
        self.sideA = QRadioButton(self.sideBox)
        self.sideA.setObjectName(u"sideA")
        self.sideA.setChecked(True)

        self.sideLayout.addWidget(self.sideA)

        self.sideB = QRadioButton(self.sideBox)
        self.sideB.setObjectName(u"sideB")

        self.sideLayout.addWidget(self.sideB)


        self.optionsRow.addWidget(self.sideBox)

        self.endBox = QGroupBox(NewGameDialog)
        self.endBox.setObjectName(u"endBox")
        self.endLayout = QVBoxLayout(self.endBox)
        self.endLayout.setObjectName(u"endLayout")
        self.extraRound = QRadioButton(self.endBox)
        self.extraRound.setObjectName(u"extraRound")
        self.extraRound.setChecked(True)

        self.endLayout.addWidget(self.extraRound)

        self.quickEnd = QRadioButton(self.endBox)
        self.quickEnd.setObjectName(u"quickEnd")

        self.endLayout.addWidget(self.quickEnd)


        self.optionsRow.addWidget(self.endBox)

        self.diceBox = QGroupBox(NewGameDialog)
        self.diceBox.setObjectName(u"diceBox")
        self.diceLayout = QVBoxLayout(self.diceBox)
        self.diceLayout.setObjectName(u"diceLayout")
        self.appDice = QRadioButton(self.diceBox)
        self.appDice.setObjectName(u"appDice")
        self.appDice.setChecked(True)

        self.diceLayout.addWidget(self.appDice)

        self.realDice = QRadioButton(self.diceBox)
        self.realDice.setObjectName(u"realDice")

        self.diceLayout.addWidget(self.realDice)


        self.optionsRow.addWidget(self.diceBox)


        self.layout.addLayout(self.optionsRow)

        self.buttonBox = QDialogButtonBox(NewGameDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.gameLabel.setBuddy(self.gameCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(NewGameDialog)

        QMetaObject.connectSlotsByName(NewGameDialog)
    # setupUi

    def retranslateUi(self, NewGameDialog):
        NewGameDialog.setWindowTitle(QCoreApplication.translate("NewGameDialog", u"New Game", None))
        self.gameLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Game:", None))
#if QT_CONFIG(accessibility)
        self.gameCombo.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"which game", None))
#endif // QT_CONFIG(accessibility)
        self.introLabel.setText(QCoreApplication.translate("NewGameDialog", u"Who plays? 1 to 12 players, each a person at this screen or a computer player. Everyone plays the same roll, in this order; the roller moves on each round.", None))
        self.playersBox.setTitle(QCoreApplication.translate("NewGameDialog", u"Players", None))
        ___qtablewidgetitem = self.playerTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("NewGameDialog", u"Name", None))
        ___qtablewidgetitem1 = self.playerTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("NewGameDialog", u"Plays as", None))
#if QT_CONFIG(accessibility)
        self.playerTable.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"players", None))
#endif // QT_CONFIG(accessibility)
        self.addButton.setText(QCoreApplication.translate("NewGameDialog", u"Add &Person", None))
#if QT_CONFIG(tooltip)
        self.addButton.setToolTip(QCoreApplication.translate("NewGameDialog", u"Add a person who plays at this screen", None))
#endif // QT_CONFIG(tooltip)
        self.addComputerButton.setText(QCoreApplication.translate("NewGameDialog", u"Add &Computer", None))
#if QT_CONFIG(tooltip)
        self.addComputerButton.setToolTip(QCoreApplication.translate("NewGameDialog", u"Add a computer player (choose its level in the list)", None))
#endif // QT_CONFIG(tooltip)
        self.removeButton.setText(QCoreApplication.translate("NewGameDialog", u"&Remove", None))
#if QT_CONFIG(tooltip)
        self.removeButton.setToolTip(QCoreApplication.translate("NewGameDialog", u"Remove the selected player", None))
#endif // QT_CONFIG(tooltip)
        self.upButton.setText(QCoreApplication.translate("NewGameDialog", u"Move &Up", None))
#if QT_CONFIG(tooltip)
        self.upButton.setToolTip(QCoreApplication.translate("NewGameDialog", u"The selected player sits one place earlier", None))
#endif // QT_CONFIG(tooltip)
        self.downButton.setText(QCoreApplication.translate("NewGameDialog", u"Move &Down", None))
#if QT_CONFIG(tooltip)
        self.downButton.setToolTip(QCoreApplication.translate("NewGameDialog", u"The selected player sits one place later", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.problemLabel.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"what is wrong with the players", None))
#endif // QT_CONFIG(accessibility)
        self.sideBox.setTitle(QCoreApplication.translate("NewGameDialog", u"Sheet side", None))
        self.sideA.setText(QCoreApplication.translate("NewGameDialog", u"Side &A (classic)", None))
#if QT_CONFIG(tooltip)
        self.sideA.setToolTip(QCoreApplication.translate("NewGameDialog", u"Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left", None))
#endif // QT_CONFIG(tooltip)
        self.sideB.setText(QCoreApplication.translate("NewGameDialog", u"Side &B (mirrored)", None))
#if QT_CONFIG(tooltip)
        self.sideB.setToolTip(QCoreApplication.translate("NewGameDialog", u"Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left", None))
#endif // QT_CONFIG(tooltip)
        self.endBox.setTitle(QCoreApplication.translate("NewGameDialog", u"End of the game", None))
        self.extraRound.setText(QCoreApplication.translate("NewGameDialog", u"&Extra round (rulebook)", None))
#if QT_CONFIG(tooltip)
        self.extraRound.setToolTip(QCoreApplication.translate("NewGameDialog", u"When a grid is full, exactly one more roll is played", None))
#endif // QT_CONFIG(tooltip)
        self.quickEnd.setText(QCoreApplication.translate("NewGameDialog", u"&Quick end", None))
#if QT_CONFIG(tooltip)
        self.quickEnd.setToolTip(QCoreApplication.translate("NewGameDialog", u"The game ends with the round in which a grid fills", None))
#endif // QT_CONFIG(tooltip)
        self.diceBox.setTitle(QCoreApplication.translate("NewGameDialog", u"Dice", None))
        self.appDice.setText(QCoreApplication.translate("NewGameDialog", u"The app r&olls", None))
        self.realDice.setText(QCoreApplication.translate("NewGameDialog", u"Rea&l dice", None))
#if QT_CONFIG(tooltip)
        self.realDice.setToolTip(QCoreApplication.translate("NewGameDialog", u"You roll real dice at the table and enter the sum", None))
#endif // QT_CONFIG(tooltip)
    # retranslateUi

