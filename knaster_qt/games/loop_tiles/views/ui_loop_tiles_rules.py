# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'loop_tiles_rules.ui'
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
    QSizePolicy, QTextBrowser, QVBoxLayout, QWidget)

class Ui_LoopTilesRules(object):
    def setupUi(self, LoopTilesRules):
        if not LoopTilesRules.objectName():
            LoopTilesRules.setObjectName(u"LoopTilesRules")
        LoopTilesRules.resize(560, 560)
        self.column = QVBoxLayout(LoopTilesRules)
        self.column.setObjectName(u"column")
        self.text = QTextBrowser(LoopTilesRules)
        self.text.setObjectName(u"text")

        self.column.addWidget(self.text)

        self.buttons = QDialogButtonBox(LoopTilesRules)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)

        self.column.addWidget(self.buttons)


        self.retranslateUi(LoopTilesRules)

        QMetaObject.connectSlotsByName(LoopTilesRules)
    # setupUi

    def retranslateUi(self, LoopTilesRules):
        LoopTilesRules.setWindowTitle(QCoreApplication.translate("LoopTilesRules", u"Loop Tiles \u2014 Rules", None))
    # retranslateUi

