"""Screen readers hear the sheet: each cell, white field and the score have an accessible name
and value, read through Qt's accessibility (QAccessible), as an assistive tool reads them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_NAMES, cell_index


def _parts(view) -> dict[str, str]:
    """Every child of the sheet's accessible interface: name -> value."""
    sheet = QAccessible.queryAccessibleInterface(view)
    assert sheet is not None and sheet.role() == QAccessible.Role.Table
    parts = {}
    for index in range(sheet.childCount()):
        child = sheet.child(index)
        parts[child.text(QAccessible.Text.Name)] = child.text(QAccessible.Text.Value)
    return parts


def test_a_written_and_circled_cell_reads_c3_7_circled(make_window) -> None:
    window, player = make_window([7, 7, 4])
    view = window.play.ui.sheetView
    player.roll()
    player.click_cell(cell_index("c3"))  # write 7
    assert _parts(view)["c3"] == "7"
    player.roll()
    player.click_cell(cell_index("c3"))  # circle it
    player.roll()
    player.click_cell(cell_index("a1"))  # write 4
    parts = _parts(view)
    assert parts["c3"] == "7, circled"
    assert parts["a1"] == "4"
    assert parts["e5"] == "empty"
    assert set(CELL_NAMES) <= set(parts)
    assert parts["row 1 field"] == f"{window.play.controller.game.layout.points('r1')} points"
    assert parts["score"] == "1 point: 0 for lines, 1 circle"


def test_every_white_field_has_a_name_and_its_points(make_window) -> None:
    window, _player = make_window([])
    parts = _parts(window.play.ui.sheetView)
    layout = window.play.controller.game.layout
    titles = {"r": "row", "c": "column"}
    diagonals = {"d1": "the diagonal from the top left", "d2": "the diagonal from the top right"}
    for line in LINE_NAMES:
        title = diagonals.get(line) or f"{titles[line[0]]} {line[1:]}"
        assert parts[f"{title} field"] == f"{layout.points(line)} points"
    assert parts["score"] == "empty"


def test_the_cells_rectangles_are_where_they_are_painted(make_window) -> None:
    window, _player = make_window([])
    view = window.play.ui.sheetView
    sheet = QAccessible.queryAccessibleInterface(view)
    for cell in (0, 12, 24):
        rect = sheet.child(cell).rect()
        expected = view.cell_rect(cell).toAlignedRect()
        assert rect.size() == expected.size()
        assert rect.topLeft() == view.mapToGlobal(expected.topLeft())
        assert (
            sheet.childAt(rect.center().x(), rect.center().y()).text(QAccessible.Text.Name)
            == CELL_NAMES[cell]
        )


def test_the_keyboard_frame_is_the_focused_child(make_window, qtbot) -> None:
    window, player = make_window([5])
    view = window.play.ui.sheetView
    view.setFocus()
    player.roll()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the frame goes from c3 to d3
    sheet = QAccessible.queryAccessibleInterface(view)
    focused = sheet.focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name) == "d3"
    assert focused.state().focused
