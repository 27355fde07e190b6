"""SheetPicture: plain data saying everything the Exact Hit sheet painter draws (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from knaster_qt.games.exact_hit.core.marks import CROSS, Mark
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS, sheet

if TYPE_CHECKING:
    from knaster_qt.games.exact_hit.core.game import Game

Field = tuple[int, int]  # (row 0-4, position 0-5 as printed)
_EMPTY: tuple[tuple[Mark, ...], ...] = ((None,) * FIELDS,) * ROWS
_NO_SCORES: tuple[int | None, ...] = (None,) * ROWS


@dataclass(frozen=True)
class SheetPicture:
    """One sheet as it should look: the printed sheet, the pen marks and the screen overlays.

    ``fields[row][position]`` is what the pen wrote there: None (empty), a die value 1-6
    or ``CROSS``; a value equal to the printed number is an exact hit and gets its small x.
    ``row_scores`` and ``total`` are what stands in the boxes (None: empty). The overlays
    are for the screen only; printing leaves them at their defaults, so a printed sheet
    shows only what is written on it. ``dataclasses.replace`` makes a changed copy.
    """

    letter: str  # A-F: the colours and the letter in the corner
    fields: tuple[tuple[Mark, ...], ...] = _EMPTY
    row_scores: tuple[int | None, ...] = _NO_SCORES
    total: int | None = None
    header: str = ""  # printed finished sheets: "Ann · 1 Dec 2026 · 87 points · rank 1"
    current_row: int | None = None  # the row being filled: its band is highlighted
    target_fields: frozenset[Field] = frozenset()  # fields a click may write now
    hover_field: Field | None = None
    hover_write: int | None = None  # a value shown faintly in hover_field (write preview)
    hover_cross: bool = False  # a faint cross in hover_field (the forced cross's preview)
    focus_field: Field | None = None  # keyboard focus frame
    dimmed: bool = False  # not the active player's sheet

    def __post_init__(self) -> None:
        sheet(self.letter)  # raises SheetError for a letter that is not A-F
        if len(self.fields) != ROWS or any(len(row) != FIELDS for row in self.fields):
            raise ValueError(f"a sheet has {ROWS} rows of {FIELDS} fields")
        if len(self.row_scores) != ROWS:
            raise ValueError(f"a sheet has {ROWS} score boxes, not {len(self.row_scores)}")

    @property
    def colours(self) -> tuple[tuple[int, ...], ...]:
        """[row][position] -> colour index (COLOURS order), as printed on this sheet."""
        return sheet(self.letter).colours

    @property
    def numbers(self) -> tuple[tuple[int, ...], ...]:
        """[row][position] -> the printed number 1-6."""
        return sheet(self.letter).numbers

    def is_exact_hit(self, row: int, position: int) -> bool:
        mark = self.fields[row][position]
        return isinstance(mark, int) and mark == self.numbers[row][position]

    @property
    def exact_hits(self) -> frozenset[Field]:
        return frozenset(
            (row, position)
            for row in range(ROWS)
            for position in range(FIELDS)
            if self.is_exact_hit(row, position)
        )

    @property
    def crosses(self) -> frozenset[Field]:
        return frozenset(
            (row, position)
            for row in range(ROWS)
            for position in range(FIELDS)
            if self.fields[row][position] is CROSS
        )

    @classmethod
    def blank(cls, letter: str, **overlays: Any) -> SheetPicture:
        """An unused sheet ``letter`` (A-F), as torn off the pad."""
        return cls(letter=letter, **overlays)

    @classmethod
    def from_game(cls, game: Game, player: int, **overlays: Any) -> SheetPicture:
        """The sheet of one player of a game; overlays (current_row=..., header=...) as keywords.

        A row's score box is filled the moment the row is finished; when the game is over,
        the rows the player had begun are scored too (the spec's end: the unfinished row
        counts its values and exact hits) and the total is written. Rows never begun stay
        empty (they score 0).
        """
        marks = game.marks[player]
        fields = tuple(tuple(row) for row in marks.fields)
        scores: list[int | None] = []
        for row in range(ROWS):
            begun = any(mark is not None for mark in fields[row])
            scored = marks.row_finished(row) or (game.game_over and begun)
            scores.append(marks.row_score(row) if scored else None)
        finished = game.game_over or marks.current_row is None
        return cls(
            letter=marks.sheet.letter,
            fields=fields,
            row_scores=tuple(scores),
            total=marks.total if finished else None,
            **overlays,
        )
