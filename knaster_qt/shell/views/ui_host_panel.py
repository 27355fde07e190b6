# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'host_panel.ui'
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
from PySide6.QtWidgets import (QApplication, QDialog, QFormLayout, QLabel,
    QListWidget, QListWidgetItem, QPushButton, QSizePolicy,
    QVBoxLayout, QWidget)

class Ui_HostPanel(object):
    def setupUi(self, HostPanel):
        if not HostPanel.objectName():
            HostPanel.setObjectName(u"HostPanel")
        self.mainLayout = QVBoxLayout(HostPanel)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.addressCaption = QLabel(HostPanel)
        self.addressCaption.setObjectName(u"addressCaption")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.addressCaption)

        self.addressLabel = QLabel(HostPanel)
        self.addressLabel.setObjectName(u"addressLabel")
        self.addressLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.addressLabel)

        self.portCaption = QLabel(HostPanel)
        self.portCaption.setObjectName(u"portCaption")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.portCaption)

        self.portLabel = QLabel(HostPanel)
        self.portLabel.setObjectName(u"portLabel")
        self.portLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.portLabel)

        self.codeCaption = QLabel(HostPanel)
        self.codeCaption.setObjectName(u"codeCaption")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.codeCaption)

        self.codeLabel = QLabel(HostPanel)
        self.codeLabel.setObjectName(u"codeLabel")
        self.codeLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.codeLabel)


        self.mainLayout.addLayout(self.formLayout)

        self.seatsCaption = QLabel(HostPanel)
        self.seatsCaption.setObjectName(u"seatsCaption")

        self.mainLayout.addWidget(self.seatsCaption)

        self.seatList = QListWidget(HostPanel)
        self.seatList.setObjectName(u"seatList")

        self.mainLayout.addWidget(self.seatList)

        self.stopButton = QPushButton(HostPanel)
        self.stopButton.setObjectName(u"stopButton")

        self.mainLayout.addWidget(self.stopButton)


        self.retranslateUi(HostPanel)

        QMetaObject.connectSlotsByName(HostPanel)
    # setupUi

    def retranslateUi(self, HostPanel):
        HostPanel.setWindowTitle(QCoreApplication.translate("HostPanel", u"Hosted Network Game", None))
        self.addressCaption.setText(QCoreApplication.translate("HostPanel", u"Address:", None))
        self.portCaption.setText(QCoreApplication.translate("HostPanel", u"Port:", None))
        self.codeCaption.setText(QCoreApplication.translate("HostPanel", u"Join code:", None))
        self.seatsCaption.setText(QCoreApplication.translate("HostPanel", u"Players on other computers:", None))
        self.stopButton.setText(QCoreApplication.translate("HostPanel", u"Stop Hosting", None))
    # retranslateUi

