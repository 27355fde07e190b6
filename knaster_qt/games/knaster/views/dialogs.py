"""Knaster's dialogs: the result (rating, or the ranking of several players)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidgetItem,
    QWidget,
)

from knaster_qt.games import join_words
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import LINE_NAMES, describe_line
from knaster_qt.games.knaster.core.rating import solo_rating
from knaster_qt.games.knaster.models.table_round import end_notice
from knaster_qt.games.knaster.views.ui_result_dialog import Ui_ResultDialog
from knaster_qt.texts import translated
from knaster_qt.widgets.tones import Look, tone

__all__ = ["ResultDialog", "rating_text"]


def rating_text(total: int) -> str:
    """The rulebook's words for a solo total, in the app's language."""
    rating = solo_rating(total)
    if rating == "good":
        return QCoreApplication.translate(
            "KnasterResult", "Good: the rulebook calls a solo score above 50 good."
        )
    if rating == "excellent":
        return QCoreApplication.translate(
            "KnasterResult", "Excellent! The rulebook calls a solo score above 80 excellent."
        )
    if rating == "spectacular":
        return QCoreApplication.translate(
            "KnasterResult", "Spectacular!! Above 100 is the rulebook's best solo rating."
        )
    return QCoreApplication.translate(
        "KnasterResult", "Try again: the rulebook calls a solo score above 50 good."
    )


class ResultDialog(QDialog):
    """The end of a game: for one player the score and the rulebook's rating; for several a
    table that ranks everyone (ties share a rank) and highlights the winners. Offers a new game.

    Its texts follow a language change while it is open (``changeEvent``)."""

    def __init__(
        self, game: Game, player: int = 0, parent: QWidget | None = None, notice: str = ""
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_ResultDialog()
        self.ui.setupUi(self)
        self._game, self._player = game, player
        # The notice is said again from the game after a language change (it is the table's
        # end notice); a caller's other text stays as given.
        self._notice_given = notice
        self.new_game_button: QPushButton = self.ui.buttonBox.addButton(
            "", QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.new_game_button.setDefault(True)
        self.ui.breakdownBox.setVisible(len(game.players) == 1)
        self.ui.ratingLabel.setVisible(len(game.players) == 1)
        self.ui.resultsTable.setVisible(len(game.players) > 1)
        self._fill_texts()
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._fill_texts()
        super().changeEvent(event)

    def _fill_texts(self) -> None:
        game, player = self._game, self._player
        score = game.score(player)
        lines = ", ".join(
            self.tr("{line}: {points}").format(
                line=translated(describe_line(line)), points=game.layout.line_points[line]
            )
            for line in score.scored_lines
        )
        self.ui.headlineLabel.setText(
            "<h2>{}</h2>".format(self.tr("Game over: %n point(s)", "", score.total))
        )
        self.ui.linesValue.setText(str(score.line_points))
        self.ui.linesDetail.setText("<small>{}</small>".format(lines or self.tr("no line scored")))
        self.ui.circlesValue.setText(str(score.circles))
        self.ui.totalValue.setText(f"<b>{score.total}</b>")
        notice = self._notice_given
        if notice and end_notice(game):
            notice = end_notice(game)
        self.ui.endLabel.setText(notice)
        self.ui.endLabel.setVisible(bool(notice))
        if len(game.players) == 1:
            self.ui.ratingLabel.setText(f"<b>{rating_text(score.total)}</b>")
        else:
            self._fill_table(game)
        self.new_game_button.setText(self.tr("&New Game"))

    def rows(self) -> list[list[str]]:
        """The table as text, row by row (rank, player, lines, circles, total)."""
        table = self.ui.resultsTable
        return [
            [_text(table.item(row, column)) for column in range(table.columnCount())]
            for row in range(table.rowCount())
        ]

    def _fill_table(self, game: Game) -> None:
        ranks = game.ranks()
        winners = set(game.winners())
        order = sorted(range(len(game.players)), key=lambda seat: (ranks[seat], seat))
        best = game.score(order[0]).total
        names = [game.players[seat] for seat in sorted(winners)]
        if len(names) == 1:
            headline = self.tr("{player} wins with %n point(s)!", "", best).format(player=names[0])
        else:
            #: {players}: the winners' names joined, "Ann and Bob"
            headline = self.tr("{players} share the win with %n point(s)!", "", best).format(
                players=translated(join_words(names))
            )
        self.ui.headlineLabel.setText(f"<h2>{headline}</h2>")
        table = self.ui.resultsTable
        table.setRowCount(len(order))
        bold = QFont(self.font())
        bold.setBold(True)
        winner = tone(Look.OVER, self.palette())  # gold rows, in the desktop's scheme
        for row, seat in enumerate(order):
            score = game.score(seat)
            scored = ", ".join(LINE_NAMES[line] for line in score.scored_lines)
            cells = [
                str(ranks[seat]),
                game.players[seat],
                f"{score.line_points}" + (f" ({scored})" if scored else ""),
                str(score.circles),
                str(score.total),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1 and column != 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat in winners:
                    item.setBackground(QColor(winner.background))
                    item.setForeground(QColor(winner.text))
                    item.setFont(bold)
                    item.setToolTip(self.tr("Winner"))
                table.setItem(row, column, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        rows_height = sum(table.rowHeight(row) for row in range(table.rowCount()))
        frame = 2 * table.frameWidth()
        table.setFixedHeight(min(rows_height + header.sizeHint().height() + frame, 480))


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""
