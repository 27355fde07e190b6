# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'print_options_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QButtonGroup, QCheckBox,
    QComboBox, QDialog, QDialogButtonBox, QFormLayout,
    QLabel, QRadioButton, QSizePolicy, QSpinBox,
    QVBoxLayout, QWidget)

class Ui_PrintOptionsDialog(object):
    def setupUi(self, printOptionsDialog):
        if not printOptionsDialog.objectName():
            printOptionsDialog.setObjectName(u"printOptionsDialog")
        self.mainLayout = QVBoxLayout(printOptionsDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.gameRadio = QRadioButton(printOptionsDialog)
        self.whatGroup = QButtonGroup(printOptionsDialog)
        self.whatGroup.setObjectName(u"whatGroup")
        self.whatGroup.addButton(self.gameRadio)
        self.gameRadio.setObjectName(u"gameRadio")

        self.mainLayout.addWidget(self.gameRadio)

        self.blankRadio = QRadioButton(printOptionsDialog)
        self.whatGroup.addButton(self.blankRadio)
        self.blankRadio.setObjectName(u"blankRadio")

        self.mainLayout.addWidget(self.blankRadio)

        self.optionsForm = QFormLayout()
        self.optionsForm.setObjectName(u"optionsForm")
        self.playerLabel = QLabel(printOptionsDialog)
        self.playerLabel.setObjectName(u"playerLabel")

        self.optionsForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.playerLabel)

        self.playerCombo = QComboBox(printOptionsDialog)
        self.playerCombo.setObjectName(u"playerCombo")

        self.optionsForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.playerCombo)

        self.sideLabel = QLabel(printOptionsDialog)
        self.sideLabel.setObjectName(u"sideLabel")

        self.optionsForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.sideLabel)

        self.sideCombo = QComboBox(printOptionsDialog)
        self.sideCombo.setObjectName(u"sideCombo")

        self.optionsForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.sideCombo)

        self.countLabel = QLabel(printOptionsDialog)
        self.countLabel.setObjectName(u"countLabel")

        self.optionsForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.countLabel)

        self.countSpin = QSpinBox(printOptionsDialog)
        self.countSpin.setObjectName(u"countSpin")
        self.countSpin.setMinimum(1)
        self.countSpin.setMaximum(1000)
        self.countSpin.setValue(12)

        self.optionsForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.countSpin)

        self.perPageLabel = QLabel(printOptionsDialog)
        self.perPageLabel.setObjectName(u"perPageLabel")

        self.optionsForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.perPageLabel)

        self.perPageCombo = QComboBox(printOptionsDialog)
        self.perPageCombo.setObjectName(u"perPageCombo")

        self.optionsForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.perPageCombo)

        self.paperLabel = QLabel(printOptionsDialog)
        self.paperLabel.setObjectName(u"paperLabel")

        self.optionsForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.paperLabel)

        self.paperCombo = QComboBox(printOptionsDialog)
        self.paperCombo.setObjectName(u"paperCombo")

        self.optionsForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.paperCombo)

        self.cutMarksCheck = QCheckBox(printOptionsDialog)
        self.cutMarksCheck.setObjectName(u"cutMarksCheck")

        self.optionsForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.cutMarksCheck)


        self.mainLayout.addLayout(self.optionsForm)

        self.buttonBox = QDialogButtonBox(printOptionsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.playerLabel.setBuddy(self.playerCombo)
        self.sideLabel.setBuddy(self.sideCombo)
        self.countLabel.setBuddy(self.countSpin)
        self.perPageLabel.setBuddy(self.perPageCombo)
        self.paperLabel.setBuddy(self.paperCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(printOptionsDialog)

        QMetaObject.connectSlotsByName(printOptionsDialog)
    # setupUi

    def retranslateUi(self, printOptionsDialog):
        printOptionsDialog.setWindowTitle(QCoreApplication.translate("PrintOptionsDialog", u"Print Sheets", None))
        self.gameRadio.setText(QCoreApplication.translate("PrintOptionsDialog", u"Sheets of this &game", None))
        self.blankRadio.setText(QCoreApplication.translate("PrintOptionsDialog", u"&Blank sheets, to play on paper", None))
        self.playerLabel.setText(QCoreApplication.translate("PrintOptionsDialog", u"&Player:", None))
        self.sideLabel.setText(QCoreApplication.translate("PrintOptionsDialog", u"Sheet &side:", None))
        self.countLabel.setText(QCoreApplication.translate("PrintOptionsDialog", u"&Number of sheets:", None))
        self.perPageLabel.setText(QCoreApplication.translate("PrintOptionsDialog", u"&Layout:", None))
        self.paperLabel.setText(QCoreApplication.translate("PrintOptionsDialog", u"P&aper:", None))
        self.cutMarksCheck.setText(QCoreApplication.translate("PrintOptionsDialog", u"&Cut marks", None))
    # retranslateUi

