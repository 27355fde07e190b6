"""Hint (H) does the same in every game: H shows the hint, H again or Enter plays it.

A hint belongs to the moment it was given: once the game has moved on (a die written, a
tile held, another player's turn), H shows a new hint instead of playing an old one, and
Enter goes back to what it does in the game (the focused field, a button). The game says
where it stands (``position``, any value compared with ``==``), how to show a hint
(``show``: True when there was one to show) and how to play it (``play``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class HintKeys(QObject):
    """H and Enter on a play area's widget, for a hint the game shows and plays itself."""

    def __init__(
        self,
        widget: QWidget,
        show: Callable[[], bool],
        play: Callable[[], object],
        position: Callable[[], Hashable],
    ) -> None:
        super().__init__(widget)
        self._show = show
        self._play = play
        self._position = position
        self._given_at: Hashable | None = None  # where the game stood when the hint was shown
        self._given = False
        # Enter plays the hint only while one is shown for this moment (else the game's own).
        self._enter = QShortcut(widget)
        self._enter.setKeys([QKeySequence(key) for key in _ENTER_KEYS])
        self._enter.setContext(Qt.ShortcutContext.WindowShortcut)
        self._enter.setAutoRepeat(False)  # a held key plays once
        self._enter.activated.connect(self.play)
        self._enter.setEnabled(False)

    def shown(self) -> bool:
        """A hint is shown for the game as it stands now."""
        return self._given and self._position() == self._given_at

    def press(self) -> None:
        """The Hint action (H): show the hint, or play the one shown for this moment."""
        if self.shown():
            self.play()
        elif self._show():
            self._given, self._given_at = True, self._position()
        self.follow()

    def play(self) -> None:
        if self.shown():
            self.forget()
            self._play()
        self.follow()

    def forget(self) -> None:
        """No hint is shown any more (switched off, another game)."""
        self._given, self._given_at = False, None
        self._enter.setEnabled(False)

    def follow(self) -> None:
        """The game changed: Enter is the hint's only while the hint is still for this moment."""
        self._enter.setEnabled(self.shown())
