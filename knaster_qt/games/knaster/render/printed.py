"""Knaster's sheets as the shell prints them: Printables, and the print hooks of its entry.

A :class:`PrintedSheet` is a SheetPicture with its size on paper, drawn by the same painter
as the screen. ``blank_sheets`` and ``finished_sheets`` are the ``print_blank`` and
``print_finished`` hooks (knaster_qt.games.PrintBlankHook, PrintFinishedHook).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from knaster_qt.games.knaster.core.errors import LayoutError
from knaster_qt.games.knaster.core.layout import SheetLayout, available_layouts, load_layout
from knaster_qt.games.knaster.core.rating import solo_rating
from knaster_qt.games.knaster.core.transcript import load_transcript
from knaster_qt.games.knaster.render.geometry import SHEET_HEIGHT_MM, SHEET_WIDTH_MM
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.sheet_painter import paint_sheet
from knaster_qt.kit import sheet_header as words
from knaster_qt.kit.core.transcript_text import meta_date
from knaster_qt.printable import SheetSource

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from knaster_qt.games.knaster.core.game import Game

DEFAULT_SIDE = "A"


@dataclass(frozen=True)
class PrintedSheet:
    """One Knaster sheet to print (a knaster_qt.printable.Printable)."""

    picture: SheetPicture

    @property
    def size_mm(self) -> tuple[float, float]:
        return SHEET_WIDTH_MM, SHEET_HEIGHT_MM

    def paint(self, painter: QPainter, target: QRectF) -> None:
        paint_sheet(painter, target, self.picture)


def blank_sheets(count: int, sheet: str | None) -> list[PrintedSheet]:
    """``count`` unused sheets of side ``sheet`` (None: side A); ValueError for another side."""
    try:
        layout = load_layout(DEFAULT_SIDE if sheet is None else sheet)
    except LayoutError as error:
        raise ValueError(str(error)) from None
    return [PrintedSheet(SheetPicture.blank(layout))] * count


def finished_sheets(path: str, player: str | None) -> list[PrintedSheet]:
    """The sheets of a transcript's game as played, one player's or (None) everyone's.

    A bad transcript raises its TranscriptError (a GameFileError); an unknown player
    LookupError naming the players there are.
    """
    game = load_transcript(path)
    if player is None:
        players: list[int] = list(range(len(game.players)))
    elif player in game.players:
        players = [game.players.index(player)]
    else:
        raise LookupError(
            f"there is no player called {player} in {path} (players: {', '.join(game.players)})"
        )
    return [PrintedSheet(picture) for picture in finished_pictures(game, players)]


def blank_pictures(layout: SheetLayout, count: int) -> list[SheetPicture]:
    """``count`` unused sheets of ``layout`` (at least one)."""
    if count < 1:
        raise ValueError(f"the number of sheets must be at least 1, not {count}")
    return [SheetPicture.blank(layout)] * count


def knaster_source(game: Game | None) -> SheetSource:
    """What Game > Print offers for Knaster: sides A and B by their layouts' names (the side
    in play first) and, once something is written, the players' sheets as played."""
    layouts = available_layouts()

    def blank(count: int, side: str | None) -> list[PrintedSheet]:
        return [PrintedSheet(p) for p in blank_pictures(layouts[side or DEFAULT_SIDE], count)]

    sides = tuple((key, layout.name) for key, layout in layouts.items())
    if game is None:
        return SheetSource("Knaster", sides, blank)
    table = game

    def finished(players: Sequence[int] | None) -> list[PrintedSheet]:
        return [PrintedSheet(picture) for picture in finished_pictures(table, players)]

    played = any(sheet.filled for sheet in game.sheets)
    return SheetSource(
        name="Knaster",
        sheets=sides,
        blank=blank,
        players=tuple(game.players),
        finished=finished if played else None,
        current_sheet=game.layout.id,
    )


def finished_pictures(
    game: Game, players: Sequence[int] | None = None, date: datetime.date | None = None
) -> list[SheetPicture]:
    """The sheets of a game as played, each headed 'name · date · total points · rank N'.

    A solo sheet gives the rulebook's rating instead of the rank. The date is
    ``date``, else the transcript's ``meta date YYYY-MM-DD``, else today.
    """
    day = date or meta_date(game.meta) or datetime.date.today()
    chosen = range(len(game.players)) if players is None else players
    return [
        SheetPicture.from_game(game, player, header=finished_header(game, player, day))
        for player in chosen
    ]


def finished_header(game: Game, player: int, day: datetime.date) -> str:
    """'Ann · 29 Nov 2026 · 87 points · rank 1'; solo '… · 87 points · excellent'.

    In the app's language: the kit's header words (the date through QLocale), the rating
    Knaster's own.
    """
    total = game.score(player).total
    parts = [game.players[player], words.date_text(day), words.points_text(total)]
    if len(game.players) > 1:
        parts.append(words.rank_text(game.ranks()[player]))
    elif game.game_over:
        parts.append(_rating_word(total))
    if not game.game_over:
        parts.append(words.in_progress_text())
    return words.SEPARATOR.join(parts)


def _rating_word(total: int) -> str:
    """The rulebook's word for a solo total, as printed in the header."""
    rating = solo_rating(total)
    if rating == "spectacular":
        return QCoreApplication.translate("KnasterSheet", "spectacular", "a solo total over 100")
    if rating == "excellent":
        return QCoreApplication.translate("KnasterSheet", "excellent", "a solo total over 80")
    if rating == "good":
        return QCoreApplication.translate("KnasterSheet", "good", "a solo total over 50")
    return QCoreApplication.translate("KnasterSheet", "below good (50 or less)")
