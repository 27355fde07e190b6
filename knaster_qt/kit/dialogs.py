"""A game's dialog made from a Designer form that says its texts again in a new language."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QWidget


class Form(Protocol):
    """What pyside6-uic makes of a ui/*.ui file."""

    def setupUi(self, widget: Any) -> None: ...

    def retranslateUi(self, widget: Any) -> None: ...


class TranslatedDialog(QDialog):
    """A dialog of ``form`` (kept as ``ui``; a subclass declares its type): on Edit > Language
    the form's texts (``ui.retranslateUi``) and then the dialog's own (``retranslate``) are
    said again."""

    ui: Form

    def __init__(self, form: Form, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = form
        form.setupUi(self)

    def retranslate(self) -> None:
        """Set the texts the dialog writes itself (not the form's) in the app's language."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self.retranslate()
        super().changeEvent(event)
