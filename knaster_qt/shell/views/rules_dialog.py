"""Help > Rules: a game's rules in plain words, from the Markdown file its entry names."""

from __future__ import annotations

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
        self.setWindowTitle(self.tr("{game} Rules").format(game=game.name))
        path = resource_path(*game.rules_help)
        try:
            self.ui.browser.setMarkdown(path.read_text(encoding="utf-8"))
        except OSError as error:
            self.ui.browser.setPlainText(f"The rules text could not be read: {error}")
        self.ui.buttonBox.rejected.connect(self.reject)
