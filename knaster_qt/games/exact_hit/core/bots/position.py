"""One player's current row as the bots see it: filled positions, exact hits, the dice."""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games.exact_hit.core.actions import Cross, Write
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import FIELDS


@dataclass(frozen=True)
class RowView:
    """The current row of ``player`` with this round's dice put on its fields."""

    row: int
    numbers: tuple[int, ...]  # printed number per position
    colours: tuple[int, ...]  # die (colour index) per position
    mask: int  # filled positions (a number or a cross)
    hits: int  # exact hits so far
    values: tuple[int, ...]  # this round's die value per position

    def fits(self, position: int) -> bool:
        """The die of this empty field may be written into it."""
        return not self.mask >> position & 1 and self.values[position] <= self.numbers[position]

    def fitting(self) -> list[int]:
        return [position for position in range(FIELDS) if self.fits(position)]

    def action(self, positions: int) -> Write | Cross:
        """The action writing the dice of these positions (a mask); 0 is the cross."""
        if not positions:
            return Cross()
        return Write(
            frozenset(
                self.colours[position] for position in range(FIELDS) if positions >> position & 1
            )
        )


def row_view(game: Game, player: int) -> RowView:
    """The row ``player`` works on now; ValueError when there is nothing to decide."""
    marks = game.marks[player]
    row = marks.current_row
    if game.game_over or game.dice is None or row is None or player in game.acted:
        raise ValueError(f"player {player + 1} has nothing to decide now")
    colours = marks.sheet.colours[row]
    return RowView(
        row=row,
        numbers=marks.sheet.numbers[row],
        colours=colours,
        mask=sum(
            1 << position for position in range(FIELDS) if marks.fields[row][position] is not None
        ),
        hits=marks.exact_hits(row),
        values=tuple(game.dice[colour] for colour in colours),
    )
