"""Playing Loop Tiles through the real main window: New Game, drags and clicks (test helpers)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox

from knaster_qt.games.loop_tiles.core.material import Square
from knaster_qt.games.loop_tiles.views.play_area import LoopTilesPlayArea
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button

LEFT = Qt.MouseButton.LeftButton


def click(qtbot, widget, pos: QPoint | None = None, button=LEFT) -> None:
    if pos is None and button == LEFT and isinstance(widget, QAbstractButton):
        click_button(qtbot, widget)  # where a person clicks: a radio button's label
    elif pos is None:
        qtbot.mouseClick(widget, button)
    else:
        qtbot.mouseClick(widget, button, pos=pos)


def shown_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1200, 820)
    window.show()
    qtbot.waitExposed(window)
    window.persistence.startup()
    return window


def new_loop_tiles_game(
    qtbot, window: MainWindow, seats: list[tuple[str, str | None]], *, fixed: bool = False
) -> LoopTilesPlayArea:
    """Game > New Game…: Loop Tiles with these seats (name, level or None for a person)."""
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText("Loop Tiles"))
    assert not dialog.ui.diceBox.isVisible() and not dialog.ui.sideBox.isVisible()
    assert [dialog.ui.extraRound.text(), dialog.ui.quickEnd.text()] == [
        "&Open (rulebook)",
        "&Fixed turns",
    ]
    click(qtbot, dialog.ui.quickEnd if fixed else dialog.ui.extraRound)
    while dialog.ui.playerTable.rowCount() > 1:
        dialog.select_row(dialog.ui.playerTable.rowCount() - 1)
        click(qtbot, dialog.ui.removeButton)
    for row, (name, level) in enumerate(seats):
        if row > 0:
            click(qtbot, dialog.ui.addComputerButton if level else dialog.ui.addButton)
        edit = dialog.name_edit(row)
        edit.selectAll()
        qtbot.keyClicks(edit, name)
        if level:
            box = dialog.kind_box(row)
            box.setCurrentIndex(box.findText(f"Computer: {level}"))
            assert box.currentText() == f"Computer: {level}"
    click(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    area = window.play
    assert isinstance(area, LoopTilesPlayArea)
    qtbot.waitUntil(lambda: area.rack.isVisible() or area.handover_button.isVisible())
    return area


def square_point_in(widget, area: LoopTilesPlayArea, square: Square) -> QPoint:
    """Where ``square`` is drawn, in ``widget``'s coordinates."""
    return widget.mapFromGlobal(area.board.mapToGlobal(area.board.square_centre(square)))


def drag(qtbot, area: LoopTilesPlayArea, slot: int, square: Square) -> None:
    """Press on a rack tile, move across to the square, release there."""
    rack = area.rack
    start = rack.slot_centre(slot)
    qtbot.mousePress(rack, LEFT, pos=start)
    qtbot.mouseMove(rack, start + QPoint(12, -12))
    qtbot.mouseMove(rack, square_point_in(rack, area, square))
    qtbot.mouseRelease(rack, LEFT, pos=square_point_in(rack, area, square))


def click_place(qtbot, area: LoopTilesPlayArea, slot: int, square: Square) -> None:
    """Click a rack tile, then the square."""
    click(qtbot, area.rack, area.rack.slot_centre(slot))
    click(qtbot, area.board, area.board.square_centre(square))
