"""The result at the end of a game: every player's rows, total and rank (ties share)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidgetItem,
    QWidget,
)

from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.rating import band_start, solo_rating
from knaster_qt.games.exact_hit.core.sheets import ROWS
from knaster_qt.games.exact_hit.views.ui_exact_hit_result_dialog import Ui_ExactHitResultDialog


def ranks(totals: list[int]) -> list[int]:
    """Competition ranks: equal totals share a rank (1, 1, 3)."""
    return [1 + sum(other > total for other in totals) for total in totals]


class ResultDialog(QDialog):
    """The result table; its "New Game" button accepts (the play area opens New Game)."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_ExactHitResultDialog()
        self.ui.setupUi(self)
        totals = game.totals()
        places = ranks(totals)
        order = sorted(range(game.players), key=lambda p: (places[p], p))
        winners = [game.names[p] for p in game.winners()]
        if game.players == 1:
            text = self.tr("You scored {0} points.").format(totals[0])
        elif len(winners) == 1:
            text = self.tr("{0} wins with {1} points.").format(winners[0], max(totals))
        else:
            text = self.tr("{0} share the win with {1} points.").format(
                ", ".join(winners), max(totals)
            )
        self.ui.summaryLabel.setText(text)
        self.summary = self.ui.summaryLabel
        # A solo score's rating, as Knaster's result gives the rulebook's (core/rating.py).
        self.rating = QLabel(self)
        self.rating.setObjectName("ratingLabel")
        self.rating.setWordWrap(True)
        self.rating.setVisible(game.players == 1)
        if game.players == 1:
            self.rating.setText(f"<b>{self.rating_text(totals[0])}</b>")
        self.ui.mainLayout.insertWidget(1, self.rating)
        headers = [
            self.tr("Rank"),
            self.tr("Player"),
            self.tr("Sheet"),
            *(self.tr("Row {0}").format(row + 1) for row in range(ROWS)),
            self.tr("Total"),
        ]
        self.table = self.ui.table
        self.table.setRowCount(len(order))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for place, player in enumerate(order):
            marks = game.marks[player]
            cells = [
                str(places[player]),
                game.names[player],
                marks.sheet.letter,
                *(str(marks.row_score(row)) for row in range(ROWS)),
                str(totals[player]),
            ]
            for column, text in enumerate(cells):
                self.table.setItem(place, column, QTableWidgetItem(text))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        buttons = self.ui.buttonBox
        self.new_game_button = buttons.addButton(
            self.tr("&New Game…"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.resize(640, 160 + 30 * len(order))

    def rating_text(self, total: int) -> str:
        """The words for a solo ``total``: its band and where the bands come from."""
        rating = solo_rating(total)
        if rating == "spectacular":
            text = self.tr(
                "Spectacular!! {0} points or more: the best possible play reaches that in only "
                "1 game out of 10."
            )
        elif rating == "excellent":
            text = self.tr(
                "Excellent! {0} points or more: the best possible play reaches that in half "
                "its games."
            )
        elif rating == "good":
            text = self.tr(
                "Good: {0} points or more. The best possible play reaches that in 9 games out "
                "of 10."
            )
        else:
            return self.tr(
                "Try again: {0} points or more is good (the best possible play reaches that in "
                "9 games out of 10)."
            ).format(band_start("good"))
        return text.format(band_start(rating))

    def shown_totals(self) -> dict[str, int]:
        """Player -> the total the table shows (what a test compares with ``check``)."""
        return {
            self.cell(line, 1): int(self.cell(line, self.table.columnCount() - 1))
            for line in range(self.table.rowCount())
        }

    def cell(self, line: int, column: int) -> str:
        item = self.table.item(line, column)
        return item.text() if item is not None else ""
