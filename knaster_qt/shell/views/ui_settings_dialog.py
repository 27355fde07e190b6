# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'settings_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QCheckBox,
    QComboBox, QDialog, QDialogButtonBox, QFormLayout,
    QGroupBox, QHBoxLayout, QHeaderView, QLabel,
    QPushButton, QSizePolicy, QSlider, QSpacerItem,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_SettingsDialog(object):
    def setupUi(self, SettingsDialog):
        if not SettingsDialog.objectName():
            SettingsDialog.setObjectName(u"SettingsDialog")
        SettingsDialog.resize(520, 560)
        SettingsDialog.setModal(True)
        self.mainLayout = QVBoxLayout(SettingsDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.newGameBox = QGroupBox(SettingsDialog)
        self.newGameBox.setObjectName(u"newGameBox")
        self.newGameForm = QFormLayout(self.newGameBox)
        self.newGameForm.setObjectName(u"newGameForm")
        self.sideLabel = QLabel(self.newGameBox)
        self.sideLabel.setObjectName(u"sideLabel")

        self.newGameForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.sideLabel)

        self.sideCombo = QComboBox(self.newGameBox)
        self.sideCombo.setObjectName(u"sideCombo")

        self.newGameForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.sideCombo)

        self.endRuleLabel = QLabel(self.newGameBox)
        self.endRuleLabel.setObjectName(u"endRuleLabel")

        self.newGameForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.endRuleLabel)

        self.endRuleCombo = QComboBox(self.newGameBox)
        self.endRuleCombo.setObjectName(u"endRuleCombo")

        self.newGameForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.endRuleCombo)


        self.mainLayout.addWidget(self.newGameBox)

        self.diceBox = QGroupBox(SettingsDialog)
        self.diceBox.setObjectName(u"diceBox")
        self.diceForm = QFormLayout(self.diceBox)
        self.diceForm.setObjectName(u"diceForm")
        self.hintsCheck = QCheckBox(self.diceBox)
        self.hintsCheck.setObjectName(u"hintsCheck")

        self.diceForm.setWidget(0, QFormLayout.ItemRole.SpanningRole, self.hintsCheck)

        self.hintsNote = QLabel(self.diceBox)
        self.hintsNote.setObjectName(u"hintsNote")
        self.hintsNote.setWordWrap(True)
        self.hintsNote.setIndent(24)

        self.diceForm.setWidget(1, QFormLayout.ItemRole.SpanningRole, self.hintsNote)

        self.animationCheck = QCheckBox(self.diceBox)
        self.animationCheck.setObjectName(u"animationCheck")

        self.diceForm.setWidget(2, QFormLayout.ItemRole.SpanningRole, self.animationCheck)

        self.animationNote = QLabel(self.diceBox)
        self.animationNote.setObjectName(u"animationNote")
        self.animationNote.setWordWrap(True)
        self.animationNote.setIndent(24)

        self.diceForm.setWidget(3, QFormLayout.ItemRole.SpanningRole, self.animationNote)

        self.coordinatesCheck = QCheckBox(self.diceBox)
        self.coordinatesCheck.setObjectName(u"coordinatesCheck")

        self.diceForm.setWidget(5, QFormLayout.ItemRole.SpanningRole, self.coordinatesCheck)

        self.speedLabel = QLabel(self.diceBox)
        self.speedLabel.setObjectName(u"speedLabel")

        self.diceForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.speedLabel)

        self.speedRow = QHBoxLayout()
        self.speedRow.setObjectName(u"speedRow")
        self.speedSlider = QSlider(self.diceBox)
        self.speedSlider.setObjectName(u"speedSlider")
        self.speedSlider.setOrientation(Qt.Horizontal)
        self.speedSlider.setSingleStep(10)
        self.speedSlider.setPageStep(25)

        self.speedRow.addWidget(self.speedSlider)

        self.speedValue = QLabel(self.diceBox)
        self.speedValue.setObjectName(u"speedValue")
        self.speedValue.setMinimumSize(QSize(48, 0))

        self.speedRow.addWidget(self.speedValue)


        self.diceForm.setLayout(4, QFormLayout.ItemRole.FieldRole, self.speedRow)


        self.mainLayout.addWidget(self.diceBox)

        self.playersBox = QGroupBox(SettingsDialog)
        self.playersBox.setObjectName(u"playersBox")
        self.playersLayout = QVBoxLayout(self.playersBox)
        self.playersLayout.setObjectName(u"playersLayout")
        self.playersTable = QTableWidget(self.playersBox)
        if (self.playersTable.columnCount() < 3):
            self.playersTable.setColumnCount(3)
        __qtablewidgetitem = QTableWidgetItem()
        self.playersTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.playersTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        __qtablewidgetitem2 = QTableWidgetItem()
        self.playersTable.setHorizontalHeaderItem(2, __qtablewidgetitem2)
        self.playersTable.setObjectName(u"playersTable")
        self.playersTable.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.playersTable.setSelectionMode(QAbstractItemView.SingleSelection)
        self.playersTable.setColumnCount(3)
        self.playersTable.horizontalHeader().setStretchLastSection(True)
        self.playersTable.verticalHeader().setVisible(False)

        self.playersLayout.addWidget(self.playersTable)

        self.playerButtons = QHBoxLayout()
        self.playerButtons.setObjectName(u"playerButtons")
        self.addPlayerButton = QPushButton(self.playersBox)
        self.addPlayerButton.setObjectName(u"addPlayerButton")

        self.playerButtons.addWidget(self.addPlayerButton)

        self.removePlayerButton = QPushButton(self.playersBox)
        self.removePlayerButton.setObjectName(u"removePlayerButton")

        self.playerButtons.addWidget(self.removePlayerButton)

        self.playerSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.playerButtons.addItem(self.playerSpacer)


        self.playersLayout.addLayout(self.playerButtons)


        self.mainLayout.addWidget(self.playersBox)

        self.problemLabel = QLabel(SettingsDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.problemLabel)

        self.buttonBox = QDialogButtonBox(SettingsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok|QDialogButtonBox.RestoreDefaults)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.sideLabel.setBuddy(self.sideCombo)
        self.endRuleLabel.setBuddy(self.endRuleCombo)
        self.speedLabel.setBuddy(self.speedSlider)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(SettingsDialog)

        QMetaObject.connectSlotsByName(SettingsDialog)
    # setupUi

    def retranslateUi(self, SettingsDialog):
        SettingsDialog.setWindowTitle(QCoreApplication.translate("SettingsDialog", u"Settings \u2014 Knaster", None))
        self.newGameBox.setTitle(QCoreApplication.translate("SettingsDialog", u"For the next new game", None))
        self.sideLabel.setText(QCoreApplication.translate("SettingsDialog", u"Sheet &side:", None))
        self.endRuleLabel.setText(QCoreApplication.translate("SettingsDialog", u"&End of the game:", None))
        self.diceBox.setTitle(QCoreApplication.translate("SettingsDialog", u"While playing, in every game (applies at once)", None))
        self.hintsCheck.setText(QCoreApplication.translate("SettingsDialog", u"&Hints available: what the strong computer player would do in your place (H)", None))
        self.animationCheck.setText(QCoreApplication.translate("SettingsDialog", u"A&nimations", None))
        self.coordinatesCheck.setText(QCoreApplication.translate("SettingsDialog", u"&Coordinates on Knaster's sheet (a to e, 1 to 5)", None))
        self.speedLabel.setText(QCoreApplication.translate("SettingsDialog", u"Animation s&peed:", None))
        self.playersBox.setTitle(QCoreApplication.translate("SettingsDialog", u"Default players (for the next new game)", None))
        ___qtablewidgetitem = self.playersTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("SettingsDialog", u"Name", None))
        ___qtablewidgetitem1 = self.playersTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("SettingsDialog", u"Kind", None))
        ___qtablewidgetitem2 = self.playersTable.horizontalHeaderItem(2)
        ___qtablewidgetitem2.setText(QCoreApplication.translate("SettingsDialog", u"Level", None))
#if QT_CONFIG(accessibility)
        self.playersTable.setAccessibleName(QCoreApplication.translate("SettingsDialog", u"default players", None))
#endif // QT_CONFIG(accessibility)
        self.addPlayerButton.setText(QCoreApplication.translate("SettingsDialog", u"&Add Player", None))
        self.removePlayerButton.setText(QCoreApplication.translate("SettingsDialog", u"&Remove Player", None))
    # retranslateUi

