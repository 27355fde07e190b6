"""Help > Rules: a game's rules in plain words, from the Markdown file its entry names."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QWidget

from knaster_qt.assets import resource_path
from knaster_qt.games import GameEntry
from knaster_qt.shell.views.ui_rules_dialog import Ui_RulesDialog


class RulesDialog(QDialog):
    """The rules of ``game`` (its ``rules_help`` under resources/), with a Close button."""

    def __init__(self, game: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_RulesDialog()
        self.ui.setupUi(self)
        self.game = game
        self._set_title()
        path = resource_path(*game.rules_help)
        try:
            self.ui.browser.setMarkdown(path.read_text(encoding="utf-8"))
        except OSError as error:
            self.ui.browser.setPlainText(
                self.tr("The rules text could not be read: {0}").format(error)
            )
        self.ui.buttonBox.rejected.connect(self.reject)

    def _set_title(self) -> None:
        self.setWindowTitle(self.tr("{game} Rules").format(game=self.game.name.replace("&", "")))

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language): the title and the button again (the rules
        text is the game's file, in its own language)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._set_title()
        super().changeEvent(event)
