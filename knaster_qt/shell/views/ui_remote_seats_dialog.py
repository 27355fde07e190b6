# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'remote_seats_dialog.ui'
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
    QLabel, QSizePolicy, QVBoxLayout, QWidget)

class Ui_RemoteSeatsDialog(object):
    def setupUi(self, RemoteSeatsDialog):
        if not RemoteSeatsDialog.objectName():
            RemoteSeatsDialog.setObjectName(u"RemoteSeatsDialog")
        self.mainLayout = QVBoxLayout(RemoteSeatsDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.questionLabel = QLabel(RemoteSeatsDialog)
        self.questionLabel.setObjectName(u"questionLabel")

        self.mainLayout.addWidget(self.questionLabel)

        self.seatLayout = QVBoxLayout()
        self.seatLayout.setObjectName(u"seatLayout")

        self.mainLayout.addLayout(self.seatLayout)

        self.buttonBox = QDialogButtonBox(RemoteSeatsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)


        self.retranslateUi(RemoteSeatsDialog)

        QMetaObject.connectSlotsByName(RemoteSeatsDialog)
    # setupUi

    def retranslateUi(self, RemoteSeatsDialog):
        RemoteSeatsDialog.setWindowTitle(QCoreApplication.translate("RemoteSeatsDialog", u"Host Network Game", None))
        self.questionLabel.setText(QCoreApplication.translate("RemoteSeatsDialog", u"Who plays on another computer?", None))
    # retranslateUi

