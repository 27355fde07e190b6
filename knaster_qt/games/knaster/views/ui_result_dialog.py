# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'result_dialog.ui'
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
    QDialogButtonBox, QFormLayout, QGroupBox, QHeaderView,
    QLabel, QSizePolicy, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget)

class Ui_ResultDialog(object):
    def setupUi(self, ResultDialog):
        if not ResultDialog.objectName():
            ResultDialog.setObjectName(u"ResultDialog")
        ResultDialog.setMinimumSize(QSize(440, 0))
        ResultDialog.setModal(True)
        self.layout = QVBoxLayout(ResultDialog)
        self.layout.setSpacing(10)
        self.layout.setObjectName(u"layout")
        self.headlineLabel = QLabel(ResultDialog)
        self.headlineLabel.setObjectName(u"headlineLabel")
        self.headlineLabel.setAlignment(Qt.AlignCenter)

        self.layout.addWidget(self.headlineLabel)

        self.endLabel = QLabel(ResultDialog)
        self.endLabel.setObjectName(u"endLabel")
        self.endLabel.setAlignment(Qt.AlignCenter)
        self.endLabel.setWordWrap(True)

        self.layout.addWidget(self.endLabel)

        self.resultsTable = QTableWidget(ResultDialog)
        if (self.resultsTable.columnCount() < 5):
            self.resultsTable.setColumnCount(5)
        __qtablewidgetitem = QTableWidgetItem()
        self.resultsTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.resultsTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        __qtablewidgetitem2 = QTableWidgetItem()
        self.resultsTable.setHorizontalHeaderItem(2, __qtablewidgetitem2)
        __qtablewidgetitem3 = QTableWidgetItem()
        self.resultsTable.setHorizontalHeaderItem(3, __qtablewidgetitem3)
        __qtablewidgetitem4 = QTableWidgetItem()
        self.resultsTable.setHorizontalHeaderItem(4, __qtablewidgetitem4)
        self.resultsTable.setObjectName(u"resultsTable")
        self.resultsTable.setVisible(False)
        self.resultsTable.setMinimumSize(QSize(560, 0))
        self.resultsTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.resultsTable.setSelectionMode(QAbstractItemView.NoSelection)
        self.resultsTable.setFocusPolicy(Qt.NoFocus)
        self.resultsTable.setColumnCount(5)
        self.resultsTable.horizontalHeader().setStretchLastSection(False)
        self.resultsTable.verticalHeader().setVisible(False)

        self.layout.addWidget(self.resultsTable)

        self.breakdownBox = QGroupBox(ResultDialog)
        self.breakdownBox.setObjectName(u"breakdownBox")
        self.breakdown = QFormLayout(self.breakdownBox)
        self.breakdown.setObjectName(u"breakdown")
        self.breakdown.setLabelAlignment(Qt.AlignRight|Qt.AlignVCenter)
        self.linesCaption = QLabel(self.breakdownBox)
        self.linesCaption.setObjectName(u"linesCaption")

        self.breakdown.setWidget(0, QFormLayout.ItemRole.LabelRole, self.linesCaption)

        self.linesValue = QLabel(self.breakdownBox)
        self.linesValue.setObjectName(u"linesValue")

        self.breakdown.setWidget(0, QFormLayout.ItemRole.FieldRole, self.linesValue)

        self.linesDetail = QLabel(self.breakdownBox)
        self.linesDetail.setObjectName(u"linesDetail")
        self.linesDetail.setWordWrap(True)

        self.breakdown.setWidget(1, QFormLayout.ItemRole.FieldRole, self.linesDetail)

        self.circlesCaption = QLabel(self.breakdownBox)
        self.circlesCaption.setObjectName(u"circlesCaption")

        self.breakdown.setWidget(2, QFormLayout.ItemRole.LabelRole, self.circlesCaption)

        self.circlesValue = QLabel(self.breakdownBox)
        self.circlesValue.setObjectName(u"circlesValue")

        self.breakdown.setWidget(2, QFormLayout.ItemRole.FieldRole, self.circlesValue)

        self.totalCaption = QLabel(self.breakdownBox)
        self.totalCaption.setObjectName(u"totalCaption")

        self.breakdown.setWidget(3, QFormLayout.ItemRole.LabelRole, self.totalCaption)

        self.totalValue = QLabel(self.breakdownBox)
        self.totalValue.setObjectName(u"totalValue")

        self.breakdown.setWidget(3, QFormLayout.ItemRole.FieldRole, self.totalValue)


        self.layout.addWidget(self.breakdownBox)

        self.ratingLabel = QLabel(ResultDialog)
        self.ratingLabel.setObjectName(u"ratingLabel")
        self.ratingLabel.setAlignment(Qt.AlignCenter)
        self.ratingLabel.setWordWrap(True)

        self.layout.addWidget(self.ratingLabel)

        self.buttonBox = QDialogButtonBox(ResultDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.layout.addWidget(self.buttonBox)


        self.retranslateUi(ResultDialog)

        QMetaObject.connectSlotsByName(ResultDialog)
    # setupUi

    def retranslateUi(self, ResultDialog):
        ResultDialog.setWindowTitle(QCoreApplication.translate("ResultDialog", u"Game Over", None))
        ___qtablewidgetitem = self.resultsTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("ResultDialog", u"Rank", None))
        ___qtablewidgetitem1 = self.resultsTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("ResultDialog", u"Player", None))
        ___qtablewidgetitem2 = self.resultsTable.horizontalHeaderItem(2)
        ___qtablewidgetitem2.setText(QCoreApplication.translate("ResultDialog", u"Lines", None))
        ___qtablewidgetitem3 = self.resultsTable.horizontalHeaderItem(3)
        ___qtablewidgetitem3.setText(QCoreApplication.translate("ResultDialog", u"Circles", None))
        ___qtablewidgetitem4 = self.resultsTable.horizontalHeaderItem(4)
        ___qtablewidgetitem4.setText(QCoreApplication.translate("ResultDialog", u"Total", None))
#if QT_CONFIG(accessibility)
        self.resultsTable.setAccessibleName(QCoreApplication.translate("ResultDialog", u"results", None))
#endif // QT_CONFIG(accessibility)
        self.breakdownBox.setTitle(QCoreApplication.translate("ResultDialog", u"Score", None))
        self.linesCaption.setText(QCoreApplication.translate("ResultDialog", u"White fields of scored lines:", None))
        self.circlesCaption.setText(QCoreApplication.translate("ResultDialog", u"Circled numbers:", None))
        self.totalCaption.setText(QCoreApplication.translate("ResultDialog", u"Total:", None))
    # retranslateUi

