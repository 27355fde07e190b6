"""Builds the SheetPicture of the playable sheet on screen from the models and the controller."""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games.knaster.core.notation import SIZE
from knaster_qt.games.knaster.models.clicks import ClickKind, ClickPreview
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.grid_model import GridModel, GridRole
from knaster_qt.games.knaster.models.line_model import LineModel, LineRole
from knaster_qt.games.knaster.render.legend import legend_row_of
from knaster_qt.games.knaster.render.picture import SheetPicture


@dataclass(frozen=True)
class ViewMarks:
    """What only the view knows: the pointer, the keyboard focus, the hint, the flash, the title."""

    hover_cell: int | None
    focus_cell: int | None
    hint_cell: int | None
    hint_line: int | None
    flash_lines: frozenset[int]  # lines just completed or scored
    header: str
    field_sweeps: tuple[tuple[int, float], ...] = ()  # white-field circles being drawn
    total_circle: float = 0.0  # how much of the finished game's total circle is drawn
    pulse: float = 0.0  # the asking white field's breath


def screen_picture(
    controller: KnasterController, grid: GridModel, lines: LineModel, marks: ViewMarks
) -> SheetPicture:
    """Everything the painter draws for the controller's player now."""
    values, circled, targets = [], set(), set()
    for cell in range(SIZE * SIZE):
        index = grid.cell_index(cell)
        values.append(int(grid.data(index, GridRole.VALUE)))  # type: ignore[call-overload]
        if grid.data(index, GridRole.CIRCLED) or grid.data(index, GridRole.BONUS_PICKED):
            circled.add(cell)
        if any(
            grid.data(index, role)
            for role in (GridRole.CAN_CIRCLE, GridRole.BONUS_PICKABLE, GridRole.CAN_WRITE)
        ):
            targets.add(cell)
    scored, due, active = set(), set(), None
    plain, legend_rows, active_row = set(), set(), None
    for line in range(lines.rowCount()):
        index = lines.line_index(line)
        combination = lines.data(index, LineRole.COMBINATION)
        row = None if combination is None else legend_row_of(combination)  # type: ignore[arg-type]
        if lines.data(index, LineRole.SCORED):
            scored.add(line)
        elif line in marks.flash_lines and row is None:
            plain.add(line)  # judged just now: no combination, nothing to circle
        if lines.data(index, LineRole.BONUS_DUE):
            due.add(line)
            if row is not None:
                legend_rows.add(row)
        if lines.data(index, LineRole.ACTIVE_BONUS):
            active, active_row = line, row
    hover_write, hover_circle = None, False
    if marks.hover_cell is not None:
        preview = grid.data(grid.cell_index(marks.hover_cell), GridRole.PREVIEW)
        assert isinstance(preview, ClickPreview)
        if preview.kind is ClickKind.WRITE:
            hover_write = preview.value
        hover_circle = preview.kind is ClickKind.BONUS_PICK or preview.kind is ClickKind.CIRCLE
    game = controller.game
    score = game.score(controller.player)
    return SheetPicture(
        layout=game.layout,
        values=tuple(values),
        circled=frozenset(circled),
        scored_lines=frozenset(scored),
        score=score if score.filled else None,
        hover_cell=marks.hover_cell,
        hover_write=hover_write,
        hover_circle=hover_circle,
        focus_cell=marks.focus_cell,
        target_cells=frozenset(targets),
        bonus_lines=frozenset(due),
        active_bonus_line=active,
        hint_cell=marks.hint_cell,
        hint_line=marks.hint_line,
        plain_lines=frozenset(plain),
        legend_rows=frozenset(legend_rows),
        active_legend_row=active_row,
        pulse=marks.pulse if due else 0.0,
        field_sweeps=marks.field_sweeps,
        total_circle=marks.total_circle if game.game_over else 0.0,
        header=marks.header,
    )
