# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'join_dialog.ui'
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
    QFormLayout, QLabel, QLineEdit, QListWidget,
    QListWidgetItem, QPushButton, QSizePolicy, QSpinBox,
    QVBoxLayout, QWidget)

class Ui_JoinDialog(object):
    def setupUi(self, JoinDialog):
        if not JoinDialog.objectName():
            JoinDialog.setObjectName(u"JoinDialog")
        self.mainLayout = QVBoxLayout(JoinDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.gamesCaption = QLabel(JoinDialog)
        self.gamesCaption.setObjectName(u"gamesCaption")

        self.mainLayout.addWidget(self.gamesCaption)

        self.gameList = QListWidget(JoinDialog)
        self.gameList.setObjectName(u"gameList")

        self.mainLayout.addWidget(self.gameList)

        self.discoveryLabel = QLabel(JoinDialog)
        self.discoveryLabel.setObjectName(u"discoveryLabel")
        self.discoveryLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.discoveryLabel)

        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.addressCaption = QLabel(JoinDialog)
        self.addressCaption.setObjectName(u"addressCaption")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.addressCaption)

        self.addressEdit = QLineEdit(JoinDialog)
        self.addressEdit.setObjectName(u"addressEdit")
        self.addressEdit.setPlaceholderText(u"192.168.1.20")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.addressEdit)

        self.portCaption = QLabel(JoinDialog)
        self.portCaption.setObjectName(u"portCaption")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.portCaption)

        self.portBox = QSpinBox(JoinDialog)
        self.portBox.setObjectName(u"portBox")
        self.portBox.setMinimum(1)
        self.portBox.setMaximum(65535)
        self.portBox.setValue(5080)

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.portBox)

        self.codeCaption = QLabel(JoinDialog)
        self.codeCaption.setObjectName(u"codeCaption")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.codeCaption)

        self.codeEdit = QLineEdit(JoinDialog)
        self.codeEdit.setObjectName(u"codeEdit")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.codeEdit)


        self.mainLayout.addLayout(self.formLayout)

        self.connectButton = QPushButton(JoinDialog)
        self.connectButton.setObjectName(u"connectButton")

        self.mainLayout.addWidget(self.connectButton)

        self.statusLabel = QLabel(JoinDialog)
        self.statusLabel.setObjectName(u"statusLabel")
        self.statusLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.statusLabel)

        self.seatList = QListWidget(JoinDialog)
        self.seatList.setObjectName(u"seatList")

        self.mainLayout.addWidget(self.seatList)

        self.buttonBox = QDialogButtonBox(JoinDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.gamesCaption.setBuddy(self.gameList)
        self.addressCaption.setBuddy(self.addressEdit)
        self.portCaption.setBuddy(self.portBox)
        self.codeCaption.setBuddy(self.codeEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(JoinDialog)

        QMetaObject.connectSlotsByName(JoinDialog)
    # setupUi

    def retranslateUi(self, JoinDialog):
        JoinDialog.setWindowTitle(QCoreApplication.translate("JoinDialog", u"Join Network Game", None))
        self.gamesCaption.setText(QCoreApplication.translate("JoinDialog", u"&Games on this network:", None))
        self.discoveryLabel.setText(QCoreApplication.translate("JoinDialog", u"Looking for games on this network\u2026", None))
        self.addressCaption.setText(QCoreApplication.translate("JoinDialog", u"&Address:", None))
        self.portCaption.setText(QCoreApplication.translate("JoinDialog", u"&Port:", None))
        self.codeCaption.setText(QCoreApplication.translate("JoinDialog", u"Join c&ode:", None))
        self.connectButton.setText(QCoreApplication.translate("JoinDialog", u"&Connect", None))
        self.statusLabel.setText(QCoreApplication.translate("JoinDialog", u"Ask the host for the address, port and join code.", None))
    # retranslateUi

