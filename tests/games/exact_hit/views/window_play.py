"""Helpers of the Exact Hit window tests: a shown main window, the New Game dialog, clicks."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox

from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.entry import GAME as EXACT_HIT
from knaster_qt.games.exact_hit.views.play_area import ExactHitPlayArea
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button


def click(qtbot, widget) -> None:
    if isinstance(widget, QAbstractButton):
        click_button(qtbot, widget)  # where a person clicks: a radio button's label
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def shown_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.persistence.startup()
    return window


def choose_exact_hit(
    qtbot, window: MainWindow, people: int = 1, computers: tuple[str, ...] = (), sheets=()
) -> ExactHitPlayArea:
    """Game > New Game…: Exact Hit, ``people`` persons then ``computers`` (their levels)."""
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    combo = dialog.ui.gameCombo
    combo.setCurrentIndex(combo.findText("Exact Hit"))
    assert dialog.windowTitle() == "New Game — Exact Hit"
    assert dialog.ui.diceBox.isVisible() and not dialog.ui.sideBox.isVisible()
    while len(dialog.setup().seats) > 1:
        dialog.select_row(1)
        click(qtbot, dialog.ui.removeButton)
    for _ in range(people - 1):
        click(qtbot, dialog.ui.addButton)
    for level in computers:
        click(qtbot, dialog.ui.addComputerButton)
        row = len(dialog.setup().seats) - 1
        box = dialog.kind_box(row)
        box.setCurrentIndex(box.findText(f"Computer: {level}"))
    for row, letter in enumerate(sheets):
        box = dialog.sheet_box(row)
        box.setCurrentIndex(box.findData(letter))
    click(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.entry == EXACT_HIT)
    area = window.play
    assert isinstance(area, ExactHitPlayArea)
    qtbot.waitUntil(area.widget().isVisible)  # a new central widget is shown by a queued event
    return area


def scripted_dice(seed: int):
    """A dice source for the controller: seeded throws; a rethrow keeps the dice showing 1."""
    rng = random.Random(seed)

    def source(old):
        return tuple(
            1 if old is not None and old[die] == 1 else rng.randint(1, 6) for die in range(6)
        )

    return source


def click_field(qtbot, area: ExactHitPlayArea, row: int, position: int) -> None:
    view = area.sheet_view
    point = view.field_rect((row, position)).center().toPoint()
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=point)


def fitting_colours(area: ExactHitPlayArea) -> list[int]:
    controller = area.controller
    return [c for c in range(6) if controller.why_not_write(c) is None]


def field_of(game: Game, player: int, colour: int) -> tuple[int, int]:
    marks = game.marks[player]
    row = marks.current_row
    assert row is not None
    return row, marks.sheet.position_of(row, colour)


def play_turn_by_clicks(qtbot, area: ExactHitPlayArea, turn: int) -> str:
    """One person's turn by clicks: some dice (die then field, or the field alone), or the
    cross when nothing fits or on every seventh turn; returns what was done."""
    controller = area.controller
    game = controller.game
    player = controller.actor
    fitting = fitting_colours(area)
    if turn % 7 == 3 or not fitting:
        assert area.done_button.text() == "&Done: cross out a field"
        click(qtbot, area.done_button)
        return "cross"
    for index, colour in enumerate(fitting):
        if controller.why_not_write(colour) is not None:
            continue  # the row filled up
        row, position = field_of(game, player, colour)
        if index % 2 == 0:
            click(qtbot, area.dice_row.dice[colour])
            assert controller.selected == colour
        click_field(qtbot, area, row, position)
        assert colour in controller.pending
    assert area.done_button.text() == "&Done"
    click(qtbot, area.done_button)
    return "write"
