"""Help > Rules: a game's rules in plain words, from the Markdown file its entry names."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from knaster_qt.assets import resource_path
from knaster_qt.games import GameEntry


class RulesDialog(QDialog):
    """The rules of ``game`` (its ``rules_help`` under resources/), with a Close button."""

    def __init__(self, game: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("{game} Rules").format(game=game.name))
        self.resize(640, 700)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        path = resource_path(*game.rules_help)
        try:
            self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        except OSError as error:
            self.browser.setPlainText(f"The rules text could not be read: {error}")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
