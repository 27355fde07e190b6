"""Closing the window while the game lives only in memory asks first, and offers Save As.

The red "Game not saved" mark means the autosave could not be written (a
read-only or full disk): quitting then would lose the game without a word. The
question opens with open(), never exec(), so a test answers it like a person.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox


class QuitGuard(QObject):
    """Watches a window's close events; asks when ``at_risk()`` says the game would be lost.

    ``reason()`` says why the game is not saved (shown with the question) and
    ``save_as()`` is the window's Game > Save As… (False when nothing was saved).
    """

    def __init__(
        self,
        window: QWidget,
        at_risk: Callable[[], bool],
        reason: Callable[[], str],
        save_as: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self.window = window
        self._at_risk = at_risk
        self._reason = reason
        self._save_as = save_as
        self.box: QMessageBox | None = None  # the question, while it is asked
        self._leaving = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.window
            and event.type() == QEvent.Type.Close
            and not self._leaving
            and self._at_risk()
        ):
            event.ignore()  # the window stays; the answer decides
            self.ask()
            return True
        return False

    def ask(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        if self.box is not None and self.box.isVisible():
            self.box.raise_()
            return
        reason = self._reason()
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Quit Knaster Qt?"),
            self.tr("The game is not saved: it is kept only in memory, and quitting now loses it."),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        if reason:
            box.setInformativeText(self.tr("Why: %s") % reason)
        save = box.addButton(self.tr("&Save As…"), QMessageBox.ButtonRole.AcceptRole)
        leave = box.addButton(self.tr("&Quit Anyway"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)
        box.setEscapeButton(cancel)
        box.finished.connect(lambda _result: self._answered(box.clickedButton(), save, leave))
        self.box = box
        box.open()

    def _answered(self, clicked: object, save: object, leave: object) -> None:
        self.box = None
        if clicked is save:
            if not self._save_as():
                return  # cancelled, or the error is on screen: the window stays
        elif clicked is not leave:
            return  # Cancel (or Esc): nothing happens
        self._leaving = True
        self.window.close()
