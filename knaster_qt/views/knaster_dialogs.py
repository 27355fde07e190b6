"""Knaster's dialogs: New game (sheet side), the result with the rulebook's rating, the rules."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from knaster_qt.core.assets import resource_path
from knaster_qt.core.game import Game
from knaster_qt.core.notation import describe_line
from knaster_qt.core.rating import solo_rating
from knaster_qt.views.ui_loader import load_ui

_RATING_WORDS = {
    "good": "Good: the rulebook calls a solo score above 50 good.",
    "excellent": "Excellent! The rulebook calls a solo score above 80 excellent.",
    "spectacular": "Spectacular!! Above 100 is the rulebook's best solo rating.",
}


class NewGameDialog(QDialog):
    """Asks for the sheet side of a new solo game."""

    sideA: QRadioButton
    sideB: QRadioButton
    buttonBox: QDialogButtonBox

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        load_ui("new_game_dialog.ui", self)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)

    @property
    def layout_id(self) -> str:
        return "B" if self.sideB.isChecked() else "A"

    def make_game(self) -> Game:
        return Game(["Player"], layout=self.layout_id)


def rating_text(total: int) -> str:
    """The rulebook's words for a solo total."""
    rating = solo_rating(total)
    if rating is None:
        return "Try again: the rulebook calls a solo score above 50 good."
    return _RATING_WORDS[rating]


class ResultDialog(QDialog):
    """The final score broken down into lines and circles, the rating, and a New game button."""

    headlineLabel: QLabel
    linesValue: QLabel
    linesDetail: QLabel
    circlesValue: QLabel
    totalValue: QLabel
    ratingLabel: QLabel
    buttonBox: QDialogButtonBox

    def __init__(self, game: Game, player: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        load_ui("result_dialog.ui", self)
        score = game.score(player)
        lines = ", ".join(
            f"{describe_line(line)}: {game.layout.line_points[line]}" for line in score.scored_lines
        )
        self.headlineLabel.setText(f"<h2>Game over: {score.total} points</h2>")
        self.linesValue.setText(str(score.line_points))
        self.linesDetail.setText(f"<small>{lines or 'no line scored'}</small>")
        self.circlesValue.setText(str(score.circles))
        self.totalValue.setText(f"<b>{score.total}</b>")
        if len(game.players) == 1:
            self.ratingLabel.setText(f"<b>{rating_text(score.total)}</b>")
        self.new_game_button: QPushButton = self.buttonBox.addButton(
            "&New Game", QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.new_game_button.setDefault(True)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)


class RulesDialog(QDialog):
    """Help > Rules: the rules in plain words, from resources/help/rules.md."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Knaster Rules")
        self.resize(640, 700)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        path = resource_path("help", "rules.md")
        try:
            self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        except OSError as error:
            self.browser.setPlainText(f"The rules text could not be read: {error}")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
