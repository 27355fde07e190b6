# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'exact_hit_result_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QDialog,
    QDialogButtonBox, QHeaderView, QLabel, QSizePolicy,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_ExactHitResultDialog(object):
    def setupUi(self, ExactHitResultDialog):
        if not ExactHitResultDialog.objectName():
            ExactHitResultDialog.setObjectName(u"ExactHitResultDialog")
        ExactHitResultDialog.resize(640, 260)
        self.mainLayout = QVBoxLayout(ExactHitResultDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.summaryLabel = QLabel(ExactHitResultDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.summaryLabel)

        self.table = QTableWidget(ExactHitResultDialog)
        self.table.setObjectName(u"table")
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)

        self.mainLayout.addWidget(self.table)

        self.buttonBox = QDialogButtonBox(ExactHitResultDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.mainLayout.addWidget(self.buttonBox)


        self.retranslateUi(ExactHitResultDialog)

        QMetaObject.connectSlotsByName(ExactHitResultDialog)
    # setupUi

    def retranslateUi(self, ExactHitResultDialog):
        ExactHitResultDialog.setWindowTitle(QCoreApplication.translate("ExactHitResultDialog", u"Exact Hit \u2014 Result", None))
#if QT_CONFIG(accessibility)
        self.table.setAccessibleName(QCoreApplication.translate("ExactHitResultDialog", u"result", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

