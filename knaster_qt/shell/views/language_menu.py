"""Edit > Language: the languages the app speaks, switched at once (no restart).

The first entry follows the system's language (the default); the others name each
language in its own words, so a player finds theirs whatever the app speaks now.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from knaster_qt.languages import LANGUAGES
from knaster_qt.shell import settings
from knaster_qt.shell.i18n import TRANSLATIONS, system_language

SYSTEM = ""  # the stored choice that follows the system


class LanguageMenu(QObject):
    """Fills ``menu`` with one checkable action per language and applies the choice."""

    def __init__(self, menu: QMenu) -> None:
        super().__init__(menu)
        self._menu = menu
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        self._system = self._add(SYSTEM, "")
        menu.addSeparator()
        self._actions = {code: self._add(code, name) for code, name in LANGUAGES.items()}
        self.retranslate()
        self._check(settings.language())

    def _add(self, code: str, name: str) -> QAction:
        # Each name's first letter is its key (E, P, D, F, N, Č: no two alike, none is S).
        action = QAction(f"&{name}" if name else "", self._menu)
        action.setCheckable(True)
        action.setData(code)
        action.triggered.connect(lambda _checked=False, chosen=code: self.choose(chosen))
        self._group.addAction(action)
        self._menu.addAction(action)
        return action

    def choose(self, code: str) -> None:
        """Speak ``code`` ("" = the system's language) from now on, and remember it."""
        settings.set_language(code)
        TRANSLATIONS.use(code or system_language())
        self._check(code)

    def retranslate(self) -> None:
        own_name = LANGUAGES[system_language()]
        self._system.setText(self.tr("&System Language ({0})").format(own_name))

    def _check(self, code: str) -> None:
        (self._actions.get(code) or self._system).setChecked(True)

    def action(self, code: str) -> QAction:
        """The menu's entry of ``code`` ("" for the system's language)."""
        return self._actions[code] if code else self._system
