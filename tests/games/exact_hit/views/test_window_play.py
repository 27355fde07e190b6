"""Exact Hit played through the real main window by clicks and keys, as a person plays it.

A whole solo game and a 3-player hot-seat game (one seat a computer) are played to the end
with the dice, the fields, the rethrow, Done and forced crosses; the result table's totals
are those `knaster-qt check` gives for the transcript saved by Game > Save As.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from knaster_qt.cli import main as cli_main
from knaster_qt.games.exact_hit.core.transcript import parse
from knaster_qt.games.exact_hit.entry import GAME as EXACT_HIT
from knaster_qt.games.exact_hit.models.controller import Phase
from knaster_qt.games.exact_hit.views.replay_window import ReplayWindow
from knaster_qt.shell.views.main_window import MainWindow

from .window_play import (
    choose_exact_hit,
    click,
    click_field,
    field_of,
    fitting_colours,
    play_turn_by_clicks,
    scripted_dice,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def save_as(window: MainWindow, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(path), ""))
    )
    window.ui.actionSaveAs.trigger()
    assert path.exists()


def checked(path: Path, capsys) -> dict:
    capsys.readouterr()
    assert cli_main(["check", str(path)]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_solo_game_is_played_by_clicks_to_the_end_and_checks(
    qtbot, monkeypatch, tmp_path, capsys
) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window, people=1)
    controller = area.controller
    controller.dice_source = scripted_dice(7)
    assert not area.strip_scroll.isVisible()  # solo: no other sheets
    turns, crosses, rethrows = 0, 0, 0
    while not area.is_over:
        assert controller.phase is Phase.THROW and area.throw_button.isVisible()
        if turns % 2:
            click(qtbot, area.throw_button)
        else:
            window.ui.actionRoll.trigger()  # Game > Throw (R)
        assert controller.phase is Phase.RETHROW
        assert area.rethrow_button.isVisible() and area.keep_button.isVisible()
        ones = {c for c in range(6) if controller.game.dice[c] == 1}
        assert {d.colour for d in area.dice_row.dice if d.locked} == ones  # 1s shown locked
        if turns % 3 == 1:
            before = controller.game.dice
            click(qtbot, area.rethrow_button)
            rethrows += 1
            assert controller.game.rethrown
            assert all(controller.game.dice[c] == 1 for c in range(6) if before[c] == 1)
        elif turns % 3 == 2:
            click(qtbot, area.keep_button)
            assert controller.game.kept
        if play_turn_by_clicks(qtbot, area, turns) == "cross":
            crosses += 1
        turns += 1
        assert turns < 60
    assert crosses >= 2 and rethrows >= 3
    dialog = area.result_dialog
    assert dialog is not None and dialog.isVisible()
    shown = dialog.shown_totals()
    assert dialog.table.item(0, 0).text() == "1"
    assert dialog.rating.isVisible() and "points or more" in dialog.rating.text()  # its band
    saved = tmp_path / "solo.exact-hit"
    save_as(window, monkeypatch, saved)
    summary = checked(saved, capsys)
    assert summary["status"] == "finished"
    assert shown == {p["name"]: p["total"] for p in summary["players"]}
    assert summary["players"][0]["crosses"] >= crosses  # Done with nothing written crossed
    # The finished game reached the records.
    (record,) = window.persistence.keeper.records().games(game="exact-hit")
    assert record.players[0].total == shown["Player"]
    # Game > Print… offers the sheet as played (the painter's, without the screen's marks).
    assert area.players() == ("Player",)
    (printed,) = area.printed_sheets(None)
    assert printed.size_mm == (150.0, 105.0)
    assert printed.picture.total == shown["Player"] and printed.picture.current_row is None
    # Opened again, the finished game is shown as it ended: no new result, no new record.
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(saved), ""))
    )
    window.ui.actionOpen.trigger()
    qtbot.waitUntil(lambda: window.play.is_over)
    assert window.play.result_dialog is None
    assert len(window.persistence.keeper.records().games(game="exact-hit")) == 1
    # Game > Replay…: Exact Hit's own window steps through the game to its end.
    replay = window.persistence.show_replay()
    assert isinstance(replay, ReplayWindow)
    steps = len(area.game.history)
    assert replay.slider.maximum() == steps and replay.slider.value() == steps
    assert replay.sheets[0][0].text() == f"Player · sheet A · {shown['Player']} points"
    click(qtbot, replay.back_button)
    assert replay.step_label.text().startswith(f"Step {steps - 1} of {steps}: ")
    replay.slider.setValue(0)
    assert replay.sheets[0][0].text() == "Player · sheet A · 0 points"
    assert not replay.back_button.isEnabled()
    # Game > Statistics keeps Exact Hit apart.
    statistics = window.persistence.show_statistics()
    qtbot.waitExposed(statistics)
    statistics.gameChoice.setCurrentIndex(statistics.gameChoice.findData("exact-hit"))
    assert "<b>1</b> finished game stored" in statistics.ui.summaryLabel.text()
    assert statistics.games_model.rowCount() == 1
    statistics.close()


def test_three_players_hot_seat_with_a_computer_by_clicks(
    qtbot, monkeypatch, tmp_path, capsys
) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window, people=2, computers=("easy",), sheets=("C", "", "A"))
    controller = area.controller
    controller.dice_source = scripted_dice(3)
    game = controller.game
    assert game.letters == ("C", "B", "A")  # chosen, dealt, chosen
    assert [card.isVisible() for card in area.cards] == [True] * 3
    turns = 0
    while not area.is_over:
        qtbot.waitUntil(lambda: area.is_over or controller.person_to_act)
        if area.is_over:
            break
        actor = controller.actor
        assert area.sheet_view.shown_player() == actor  # the sheet of whoever plays now
        assert game.names[actor] in area.turn_label.text() or game.players == 1
        if controller.phase is Phase.THROW:
            click(qtbot, area.throw_button)
            continue
        if controller.phase is Phase.RETHROW and turns % 4 == 1:
            click(qtbot, area.rethrow_button)
        play_turn_by_clicks(qtbot, area, turns)
        turns += 1
        assert turns < 200
    dialog = area.result_dialog
    assert dialog is not None
    shown = dialog.shown_totals()
    totals = sorted(shown.values(), reverse=True)
    ranks = [int(dialog.table.item(line, 0).text()) for line in range(3)]
    assert ranks == [1 + totals.index(total) for total in totals]  # ties share a rank
    saved = tmp_path / "table.exact-hit"
    save_as(window, monkeypatch, saved)
    summary = checked(saved, capsys)
    assert shown == {p["name"]: p["total"] for p in summary["players"]}
    assert "meta bot Computer1 easy" in saved.read_text(encoding="utf-8")


def test_dice_written_in_a_turn_are_taken_back_one_by_one(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    controller = area.controller
    controller.dice_source = lambda old: (1, 1, 1, 1, 1, 1)  # everything fits
    window.activateWindow()  # the shortcuts (Ctrl+Z) reach only the active window
    qtbot.waitUntil(window.isActiveWindow)
    window.ui.actionRoll.trigger()
    for colour in (0, 3):
        click_field(qtbot, area, *field_of(controller.game, 0, colour))
    assert controller.pending == [0, 3]
    assert window.ui.actionUndo.isEnabled()
    # Edit > Undo is the one way back: no button of the play area offers it a second time.
    buttons = [button.text() for button in area.widget().findChildren(QPushButton)]
    assert not any("back" in text.lower() for text in buttons), buttons
    row, position = field_of(controller.game, 0, 3)
    assert area.sheet_view.picture().fields[row][position] == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Edit > Undo
    assert controller.pending == [0]
    assert area.sheet_view.picture().fields[row][position] is None
    window.ui.actionUndo.trigger()  # Edit > Undo (the toolbar's Undo is the same action)
    assert controller.pending == [] and not window.ui.actionUndo.isEnabled()
    assert controller.game.history[-1].action.__class__.__name__ == "Keep"
    click_field(qtbot, area, *field_of(controller.game, 0, 5))
    click(qtbot, area.done_button)
    assert controller.game.marks[0].fields[0][field_of(controller.game, 0, 5)[1]] == 1


def test_hover_explains_and_a_wrong_field_is_refused_with_the_reason(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    controller = area.controller
    controller.dice_source = lambda old: (6, 6, 6, 6, 6, 6)
    click(qtbot, area.throw_button)
    sheet = controller.game.marks[0].sheet
    black = sheet.position_of(0, 0)  # row 1's black field; its number is below 6 or 6
    number = sheet.numbers[0][black]
    view = area.sheet_view
    qtbot.mouseMove(view, view.field_rect((0, black)).center().toPoint())
    message = window.statusBar().currentMessage()
    if number < 6:
        assert message.startswith(f"The black die shows 6, more than its field's {number}")
    else:
        assert message == "Write the black 6 here: an exact hit (bonus 0 → 1)."
    click_field(qtbot, area, 2, 0)  # not the current row
    assert window.statusBar().currentMessage() == "Write into your current row, row 1."
    click(qtbot, area.dice_row.dice[0])
    other = sheet.position_of(0, 1)
    click_field(qtbot, area, 0, other)
    if number >= 6:
        assert "The black die goes into the black field" in window.statusBar().currentMessage()


def test_an_unfinished_game_is_resumed_after_the_app_is_closed(qtbot) -> None:
    first = shown_window(qtbot)
    area = choose_exact_hit(qtbot, first, people=2)
    controller = area.controller
    controller.dice_source = lambda old: (1, 2, 3, 4, 5, 6)
    click(qtbot, area.throw_button)
    click(qtbot, area.keep_button)
    colour = fitting_colours(area)[0]
    click_field(qtbot, area, *field_of(controller.game, 0, colour))
    assert controller.pending == [colour]
    autosave = Path(os.environ["KNASTER_QT_DATA_DIR"]) / "autosave.knaster"
    first.persistence.keeper.wait_until_durable()
    assert autosave.read_text(encoding="utf-8").startswith("exact-hit 1")
    expected = parse(area.transcript())
    first.close()

    second = MainWindow()
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    second.persistence.startup()
    box = second.persistence.resume_box
    assert box is not None and box.text().startswith("An unfinished game of Exact Hit was kept")
    resume = next(
        b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole
    )
    click(qtbot, resume)
    assert second.entry == EXACT_HIT
    resumed = second.play.controller
    assert resumed.game == expected
    assert resumed.pending == [colour]  # the die written before closing is still written
    click(qtbot, second.play.done_button)
    assert 0 in resumed.game.acted


def test_the_new_game_dialog_offers_exact_hit_with_a_sheet_per_player(qtbot) -> None:
    window = shown_window(qtbot)
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    combo = dialog.ui.gameCombo
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Knaster",
        "Exact Hit",
        "Loop Tiles",
    ]
    assert dialog.ui.playerTable.columnCount() == 2
    combo.setCurrentIndex(1)
    assert dialog.ui.playerTable.columnCount() == 3
    click(qtbot, dialog.ui.addButton)
    levels = [dialog.kind_box(0).itemText(i) for i in range(dialog.kind_box(0).count())]
    assert levels == ["Person", "Computer: easy", "Computer: medium", "Computer: strong"]
    for row in (0, 1):
        box = dialog.sheet_box(row)
        box.setCurrentIndex(box.findData("D"))
    assert dialog.ui.problemLabel.text() == "Two players have sheet D."
    assert not dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok).isEnabled()
    dialog.sheet_box(1).setCurrentIndex(dialog.sheet_box(1).findData("F"))
    for _ in range(5):
        click(qtbot, dialog.ui.addButton)
    assert len(dialog.setup().seats) == 6 and not dialog.ui.addButton.isEnabled()
    combo.setCurrentIndex(0)  # Knaster: one side for everyone again
    assert dialog.ui.playerTable.columnCount() == 2 and dialog.ui.sideBox.isVisible()
