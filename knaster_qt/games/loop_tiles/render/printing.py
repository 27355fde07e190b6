"""What Loop Tiles prints: blank score pads, and a finished game's score sheet with its board.

These are the game's print hooks (see knaster_qt/games/printable.py): each returns
Printables, sheets that know their size on paper and draw themselves with the same
painters as the screen; the shell and ``knaster-qt print`` put them on pages.

The blank pad: by default 4 player columns × 20 turn rows, 101 × 156 mm, so that
four fit an A4 or Letter page (the command's default for blank sheets) with rows
still 5 mm high to write in (5.3 mm on A4, 4.95 mm on Letter). Four columns serve every game (2–4 players; solo uses
one); 20 rows hold a whole game as it is usually played: placing two or three tiles
a turn, 2 players take about 14 turns each, 3 players 10, 4 players 7 (the
fixed-turns variant: 13, 9, 7). A slower game goes on in a second pad. ``sheet`` asks
for another pad: "3" (3 columns × 20 rows) or "1x30" (one column of 30 rows: solo
practice, about 25 turns).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter

from knaster_qt.games import join_words
from knaster_qt.games.loop_tiles.core.material import Board, Square, Tile, standard_board
from knaster_qt.games.loop_tiles.core.transcript import Done, Exchange, Transcript, load
from knaster_qt.games.loop_tiles.render.board_painter import paint_board
from knaster_qt.games.loop_tiles.render.fonts import draw_fitted, draw_text, text_width
from knaster_qt.games.loop_tiles.render.geometry import board_mm
from knaster_qt.games.loop_tiles.render.pad_painter import pad_size_mm, paint_pad
from knaster_qt.games.loop_tiles.render.palette import COLORS
from knaster_qt.games.loop_tiles.render.picture import BoardPicture, PadPicture
from knaster_qt.kit.sheet_header import SEPARATOR, in_progress_text, points_text, rank_text
from knaster_qt.texts import translated

BLANK_PLAYERS = 4
BLANK_TURNS = 20
MAX_PLAYERS = 4
MAX_TURNS = 60  # a taller pad would print its rows too small to write in

# The finished sheet: landscape, the board at the left, the pad at the right.
FINISHED_WIDTH_MM = 277.0
FINISHED_HEIGHT_MM = 190.0
_MARGIN = 8.0
_HEADER = 12.0


def blank_pad_shape(sheet: str | None) -> tuple[int, int]:
    """(players, turns) of the blank pad ``sheet`` names: None, "3" or "1x30"."""
    if sheet is None:
        return BLANK_PLAYERS, BLANK_TURNS
    players_text, _, turns_text = sheet.strip().lower().partition("x")
    try:
        players = int(players_text)
        turns = int(turns_text) if turns_text else BLANK_TURNS
    except ValueError:
        players = turns = 0
    if not 1 <= players <= MAX_PLAYERS or not 1 <= turns <= MAX_TURNS:
        raise ValueError(
            f"'{sheet}' is not a Loop Tiles pad: give players 1-{MAX_PLAYERS}, "
            f"optionally x turns 1-{MAX_TURNS} (like 4 or 1x30)"
        )
    return players, turns


@dataclass(frozen=True)
class PadSheet:
    """A score pad on its own (blank, or filled from a game): a Printable."""

    picture: PadPicture

    @property
    def size_mm(self) -> tuple[float, float]:
        return pad_size_mm(self.picture.players, len(self.picture.cells), self.picture.titled)

    def paint(self, painter: QPainter, target: QRectF) -> None:
        paint_pad(painter, target, self.picture)


@dataclass(frozen=True)
class FinishedSheet:
    """A finished game on one landscape sheet: title, the final board and the filled pad."""

    pad: PadPicture  # untitled: the sheet has the title and the header
    tiles: Mapping[Square, Tile]
    header: str = ""
    board: Board = field(default_factory=standard_board)
    title: str = "Loop Tiles"

    @property
    def size_mm(self) -> tuple[float, float]:
        return FINISHED_WIDTH_MM, FINISHED_HEIGHT_MM

    def paint(self, painter: QPainter, target: QRectF) -> None:
        width, height = self.size_mm
        scale = min(target.width() / width, target.height() / height)
        if scale <= 0:
            return
        painter.save()
        try:
            painter.translate(
                target.x() + (target.width() - width * scale) / 2,
                target.y() + (target.height() - height * scale) / 2,
            )
            painter.scale(scale, scale)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(COLORS.paper))
            painter.drawRect(QRectF(0, 0, width, height))
            # Clear of the board below: the title's descender ("p") stays above its frame.
            title = QRectF(_MARGIN, 2.5, width - 2 * _MARGIN, _HEADER - 3.5)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            draw_text(painter, title, self.title, 5.6, COLORS.pad_ink, bold=True, flags=flags)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            # Right of the title, never over it: a long header is set smaller or on two lines.
            beside = title.adjusted(text_width(self.title, 5.6, bold=True) + 6.0, 0, 0, 0)
            draw_fitted(painter, beside, self.header, 3.8, COLORS.pad_ink, flags=right, margin=0)
            # The board as large as leaves the pad its natural width (its words at their
            # printed size: four players' columns are 78 mm), else as the height allows.
            pad_width, _pad_height = pad_size_mm(
                self.pad.players, len(self.pad.cells), self.pad.titled
            )
            side = min(
                height - _HEADER - _MARGIN,
                board_mm(self.board.size) * 1.25,
                width - 2 * _MARGIN - 6.0 - pad_width,
            )
            board_area = QRectF(_MARGIN, _HEADER, side, side)
            paint_board(painter, board_area, BoardPicture(board=self.board, tiles=self.tiles))
            left = board_area.right() + 6.0
            pad_area = QRectF(left, _HEADER, width - _MARGIN - left, side)
            paint_pad(painter, pad_area, self.pad)
        finally:
            painter.restore()


def print_blank(count: int, sheet: str | None) -> list[PadSheet]:
    """The print hook: ``count`` blank score pads (``sheet`` as in :func:`blank_pad_shape`)."""
    if count < 1:
        raise ValueError(f"the number of pads must be at least 1, not {count}")
    players, turns = blank_pad_shape(sheet)
    return [PadSheet(PadPicture.blank(players, turns))] * count


def finished_header(names: Sequence[str], totals: Sequence[int], over: bool) -> str:
    """'Ann 124 · Bob 98 · Ann wins' (ties: 'Ann and Bob win'; unfinished: 'game in progress'),
    in the app's language."""
    scores = SEPARATOR.join(f"{name} {total}" for name, total in zip(names, totals, strict=True))
    if not over:
        return SEPARATOR.join([scores, in_progress_text()])
    if len(names) == 1:
        return SEPARATOR.join([names[0], points_text(totals[0])])
    best = max(totals)
    winners = [name for name, total in zip(names, totals, strict=True) if total == best]
    if len(winners) == 1:
        #: A finished Loop Tiles sheet's header names the winner: "Ann wins"
        won = QCoreApplication.translate("LoopTilesSheet", "{player} wins").format(
            player=winners[0]
        )
    else:
        #: A finished Loop Tiles sheet's header names the players who share the win
        won = QCoreApplication.translate("LoopTilesSheet", "{players} win").format(
            players=translated(join_words(winners))
        )
    return SEPARATOR.join([scores, won])


def player_header(names: Sequence[str], totals: Sequence[int], player: int, over: bool) -> str:
    """'Ann · 124 points · rank 1' for the sheet printed for one player, in the app's language."""
    total = totals[player]
    parts = [names[player], points_text(total)]
    if len(names) > 1:
        parts.append(rank_text(1 + sum(1 for other in totals if other > total)))
    if not over:
        parts.append(in_progress_text())
    return SEPARATOR.join(parts)


def finished_sheet(
    names: Sequence[str],
    columns: Sequence[Sequence[int]],
    tiles: Mapping[Square, Tile],
    *,
    exchanges: frozenset[tuple[int, int]] = frozenset(),
    over: bool = True,
    player: int | None = None,
    board: Board | None = None,
) -> FinishedSheet:
    """The sheet of a game: the pad from each player's turn points, the board's tiles.

    With ``player`` the sheet is that player's: their column is shaded and the header
    gives their points and rank; else the header gives everyone's and the winner.
    """
    totals = PadPicture.from_columns(names, columns, exchanges).totals
    best = max(totals)
    header = (
        finished_header(names, totals, over)
        if player is None
        else player_header(names, totals, player, over)
    )
    winners = (
        frozenset(p for p, total in enumerate(totals) if total == best) if over else frozenset()
    )
    pad = PadPicture.from_columns(
        names, columns, exchanges, highlight=player, winners=winners, titled=False
    )
    return FinishedSheet(pad, dict(tiles), header, board or standard_board())


def transcript_sheet(transcript: Transcript, player: int | None = None) -> FinishedSheet:
    """The finished (or unfinished) sheet of a recorded game: pad, header and final board."""
    names = transcript.names
    columns = [transcript.turn_scores(seat) for seat in range(len(names))]
    exchanges: set[tuple[int, int]] = set()
    turns_ended = [0] * len(names)
    for action in transcript.actions:
        if isinstance(action, Exchange):
            exchanges.add((turns_ended[action.player], action.player))
        if isinstance(action, (Done, Exchange)):
            turns_ended[action.player] += 1
    game = transcript.game
    return finished_sheet(
        names,
        columns,
        game.placed,
        exchanges=frozenset(exchanges),
        over=game.over,
        player=player,
        board=game.board,
    )


def print_finished(path: str, player: str | None) -> list[FinishedSheet]:
    """The print hook: the score sheet of the game in the transcript at ``path`` with its board.

    One sheet holds every player's column; ``player`` (a name) shades theirs and heads
    the sheet with their points and rank. Raises TranscriptError (a GameFileError) for a
    bad transcript and LookupError for a name that is not a player of the game.
    """
    transcript = load(path)
    seat = None
    if player is not None:
        if player not in transcript.names:
            players = ", ".join(transcript.names)
            raise LookupError(f"there is no player called {player} in this game ({players})")
        seat = transcript.names.index(player)
    return [transcript_sheet(transcript, seat)]
