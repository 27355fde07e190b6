"""SheetPicture: plain data saying everything the sheet painter draws (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from knaster_qt.games.knaster.core.game import Game, PlayerScore
    from knaster_qt.games.knaster.core.layout import SheetLayout

_EMPTY_GRID: tuple[int, ...] = (0,) * 25


@dataclass(frozen=True)
class SheetPicture:
    """One sheet as it should look: the pen marks, the score and the screen overlays.

    Cells are 0..24 and lines 0..11 as in the core. The overlays are for the
    screen only (hover, focus, hints, highlights, animations); printing leaves them
    empty, so a printed sheet shows only what is written on it.
    Immutable; ``dataclasses.replace(picture, values=...)`` makes a changed copy.
    """

    layout: SheetLayout
    values: tuple[int, ...] = _EMPTY_GRID  # 25 numbers, 0 = empty
    circled: frozenset[int] = frozenset()
    scored_lines: frozenset[int] = frozenset()
    score: PlayerScore | None = None  # None leaves the score box empty
    header: str = ""  # printed finished sheets: "Ann · 29 Nov 2026 · 87 points · rank 1"
    hover_cell: int | None = None
    hover_write: int | None = None  # a number shown faintly in hover_cell (write preview)
    hover_circle: bool = False  # a faint circle in hover_cell (circle preview)
    focus_cell: int | None = None  # keyboard focus frame
    target_cells: frozenset[int] = frozenset()  # cells a click may act on now
    bonus_lines: frozenset[int] = frozenset()  # lines whose bonus circles are due
    active_bonus_line: int | None = None  # the due line being handled now
    hint_cell: int | None = None
    hint_line: int | None = None
    plain_lines: frozenset[int] = frozenset()  # just completed without a combination
    legend_rows: frozenset[int] = frozenset()  # legend rows (0..5) of the due combinations
    active_legend_row: int | None = None  # the combination of the line asking now
    pulse: float = 0.0  # 0..1: the white field asking for circles breathes (animation)
    field_sweeps: tuple[tuple[int, float], ...] = ()  # (scored line, 0..1 of its circle drawn)
    total_circle: float = 0.0  # 0..1 of the circle around the total drawn (game over)
    dimmed: bool = False  # not the active player's sheet
    coordinates: bool = False  # a to e and 1 to 5 at the grid's edge (render/coordinates.py)

    def __post_init__(self) -> None:
        if len(self.values) != 25:
            raise ValueError(f"a sheet has 25 cells, not {len(self.values)}")

    @classmethod
    def blank(cls, layout: SheetLayout, **overlays: Any) -> SheetPicture:
        """An unused sheet of this layout, as torn off the pad."""
        return cls(layout=layout, **overlays)

    @classmethod
    def from_game(cls, game: Game, player: int, **overlays: Any) -> SheetPicture:
        """The sheet of one player of a game; overlays (hover_cell=..., header=...) as keywords.

        The score box stays empty until the player has written a number.
        """
        sheet = game.sheets[player]
        score = game.score(player)
        return cls(
            layout=game.layout,
            values=tuple(sheet.values),
            circled=frozenset(cell for cell in range(25) if sheet.circled >> cell & 1),
            scored_lines=frozenset(line for line in range(12) if sheet.scored >> line & 1),
            score=score if score.filled else None,
            **overlays,
        )
