"""Exact Hit's window in detail: hints, real dice, the keyboard, what a screen reader hears,
the computer players' pace, the rules window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.games.exact_hit.models.controller import Phase
from knaster_qt.games.exact_hit.views.rules_window import ExactHitRulesWindow
from knaster_qt.play_area import Preferences

from .window_play import choose_exact_hit, click, click_field, field_of, shown_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def test_the_hint_says_what_the_strong_player_would_do(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    area.controller.dice_source = lambda old: (3, 1, 4, 2, 6, 5)  # row 1 of every sheet A
    assert not window.ui.actionHint.isEnabled()  # nothing to decide before the throw
    click(qtbot, area.throw_button)
    assert window.ui.actionHint.isEnabled()
    window.ui.actionHint.trigger()  # Game > Hint
    assert area.hint_label.isVisible()
    text = area.hint_label.text()
    # Six exact hits: the best row there is; keep and write them all.
    assert text == (
        "Hint: Keep the dice. Write black 3, blue 1, yellow 4, red 2, green 6 and white 5."
        " Expected row score: 42.0."
    )
    assert window.statusBar().currentMessage() == text
    area.apply_preferences(Preferences(hints=False))  # Edit > Settings: no hints
    assert not window.ui.actionHint.isEnabled()


def test_real_dice_are_entered_by_colour_and_the_rethrow_keeps_the_ones(qtbot) -> None:
    window = shown_window(qtbot)
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText("Exact Hit"))
    dialog.ui.realDice.setFocus()
    qtbot.keyClick(dialog.ui.realDice, Qt.Key.Key_Space)  # the radio button by the keyboard
    assert dialog.setup().real_dice
    click(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.play.widget().isVisible())
    area = window.play
    entry = area.real_entry
    assert entry.isVisible() and not area.throw_button.isVisible()
    assert not window.ui.actionRoll.isVisible()  # no app dice to roll
    for box, value in zip(entry.boxes, (1, 5, 1, 6, 6, 2), strict=True):
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, str(value))
    click(qtbot, entry.enter_button)
    controller = area.controller
    assert controller.game.dice == (1, 5, 1, 6, 6, 2)
    assert controller.phase is Phase.RETHROW and not entry.isVisible()
    click(qtbot, area.rethrow_button)
    assert entry.isVisible()
    assert [box.isEnabled() for box in entry.boxes] == [False, True, False, True, True, True]
    entry.boxes[1].setValue(3)
    click(qtbot, entry.enter_button)
    assert controller.game.dice == (1, 3, 1, 6, 6, 2) and controller.game.rethrown
    assert "rethrow 1 3 1 6 6 2" in area.transcript()


def test_a_turn_is_played_with_the_keyboard(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    controller = area.controller
    controller.dice_source = lambda old: (1, 1, 1, 1, 1, 1)
    click(qtbot, area.throw_button)
    view = area.sheet_view
    view.setFocus()
    assert view.focus_field == (0, 0)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # writes the die of the framed field's colour
    colour = controller.game.marks[0].sheet.colours[0][1]
    assert controller.pending == [colour]
    die = area.dice_row.dice[(colour + 1) % 6]
    die.setFocus()
    qtbot.keyClick(die, Qt.Key.Key_Space)  # a die by the keyboard: then its field
    assert controller.selected == die.colour
    view.focus_field = field_of(controller.game, 0, die.colour)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert controller.pending == [colour, die.colour]
    area.done_button.setFocus()
    qtbot.keyClick(area.done_button, Qt.Key.Key_Space)
    assert 0 in controller.game.acted or controller.game.round == 2


def test_a_screen_reader_hears_each_field_and_score(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    area.controller.dice_source = lambda old: (3, 1, 4, 2, 6, 5)
    click(qtbot, area.throw_button)
    sheet = area.controller.game.marks[0].sheet
    black = sheet.position_of(0, 0)
    click(qtbot, area.dice_row.dice[0])
    view = area.sheet_view
    qtbot.mouseClick(
        view, Qt.MouseButton.LeftButton, pos=view.field_rect((0, black)).center().toPoint()
    )
    sheet_access = QAccessible.queryAccessibleInterface(view)
    assert sheet_access.childCount() == 30 + 5 + 1
    field = sheet_access.child(black)
    assert field.text(QAccessible.Text.Name) == "row 1, black field, up to 3"
    assert field.text(QAccessible.Text.Value) == "3, exact hit"
    assert sheet_access.child(6).text(QAccessible.Text.Value) == "empty"
    assert sheet_access.child(30).text(QAccessible.Text.Name) == "row 1 score"
    assert sheet_access.child(35).text(QAccessible.Text.Name) == "total"
    assert area.dice_row.dice[1].accessibleName() == "blue die showing 1"


def test_computer_players_take_their_time_when_animations_are_on(qtbot, monkeypatch) -> None:
    monkeypatch.setenv("KNASTER_QT_NO_ANIMATION", "0")
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window, people=1, computers=("medium",))
    area.apply_preferences(Preferences(animation=True, animation_speed=400))
    controller = area.controller
    assert controller.pace_ms == 175  # 700 ms at four times the speed
    controller.dice_source = lambda old: (2, 2, 2, 2, 2, 2)
    click(qtbot, area.throw_button)
    click(qtbot, area.keep_button)
    click(qtbot, area.done_button)  # Player crosses; now the computer player's turn
    assert controller.busy and area.turn_label.text() == "Round 1 · Computer1 is playing…"
    assert not area.done_button.isVisible()
    # Round 2: the computer throws, decides and writes, one paced step at a time.
    qtbot.waitUntil(lambda: controller.person_to_act, timeout=5000)
    assert controller.game.round == 2 and controller.game.dice is not None
    area.apply_preferences(Preferences(animation=False))
    assert controller.pace_ms == 0


def test_help_rules_shows_exact_hits_own_rules(qtbot) -> None:
    window = shown_window(qtbot)
    choose_exact_hit(qtbot, window)
    window.ui.actionRules.trigger()
    rules = window.rules_dialog
    assert isinstance(rules, ExactHitRulesWindow) and rules.isVisible()
    text = rules.ui.browser.toPlainText()
    assert "exact hit" in text and "21 for six" in text


def test_the_sheets_chosen_are_remembered_through_the_settings(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window, people=2, sheets=("E", "B"))
    assert area.game.letters == ("E", "B")
    window.persistence.show_settings()  # Edit > Settings… of Exact Hit, then OK
    settings = window.persistence.settings_dialog
    qtbot.waitExposed(settings)
    # Exact Hit has neither one sheet side for the table nor end rules to choose.
    assert not settings.ui.sideCombo.isVisible() and not settings.ui.endRuleCombo.isVisible()
    settings.accept()
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    assert [dialog.sheet_box(row).currentData() for row in (0, 1)] == ["E", "B"]


def test_with_real_dice_the_people_throw_for_a_computer_player(qtbot) -> None:
    window = shown_window(qtbot)
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText("Exact Hit"))
    click(qtbot, dialog.ui.addComputerButton)  # Computer1 (medium) throws in round 2
    dialog.ui.realDice.setFocus()
    qtbot.keyClick(dialog.ui.realDice, Qt.Key.Key_Space)
    click(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.play.widget().isVisible())
    area = window.play
    controller = area.controller
    entry = area.real_entry
    for box in entry.boxes:
        box.setValue(6)
    click(qtbot, entry.enter_button)  # round 1: Player's throw
    click(qtbot, area.keep_button)
    click(qtbot, area.done_button)  # Player crosses; Computer1 answers by itself
    qtbot.waitUntil(lambda: controller.phase is Phase.THROW and controller.game.round == 2)
    assert area.turn_label.text() == (
        "Round 2 · Computer1 throws: roll the real dice for them and enter the values."
    )
    assert entry.isVisible() and controller.is_computer(controller.actor)
    for box, value in zip(entry.boxes, (6, 6, 6, 6, 6, 6), strict=True):
        box.setValue(value)
    click(qtbot, entry.enter_button)  # nothing good: medium throws again, the people roll
    qtbot.waitUntil(lambda: controller.computer_rethrow_asked)
    assert entry.isVisible() and area.turn_label.text().startswith(
        "Round 2 · Computer1 throws again"
    )
    entry.boxes[0].setValue(3)
    click(qtbot, entry.enter_button)
    qtbot.waitUntil(lambda: controller.person_to_act)
    assert controller.game.rethrown and controller.game.dice[0] == 3


def test_the_dice_tumble_when_animations_are_on_and_the_ones_stay_still(qtbot, monkeypatch) -> None:
    monkeypatch.setenv("KNASTER_QT_NO_ANIMATION", "0")
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    area.apply_preferences(Preferences(animation=True, animation_speed=200))
    controller = area.controller
    controller.dice_source = lambda old: (1, 5, 1, 6, 6, 2) if old is None else (1, 4, 1, 3, 2, 2)
    click(qtbot, area.throw_button)
    assert area.dice_row.rolling
    qtbot.waitUntil(lambda: not area.dice_row.rolling)
    assert [die.value for die in area.dice_row.dice] == [1, 5, 1, 6, 6, 2]
    click(qtbot, area.rethrow_button)
    assert area.dice_row.rolling
    for _frame in range(4):  # while the others tumble, the dice showing 1 stay still
        qtbot.wait(area.dice_row.frame_ms)
        assert area.dice_row.dice[0].value == 1 and area.dice_row.dice[2].value == 1
    qtbot.waitUntil(lambda: not area.dice_row.rolling)
    assert [die.value for die in area.dice_row.dice] == [1, 4, 1, 3, 2, 2]


def test_the_status_bar_drops_a_sentence_once_its_step_is_over(qtbot) -> None:
    """ "Wrote the black 3 … press Done" goes with Done, and a hint goes with the throw it
    was given for: the status bar never tells the player to do what no longer applies."""
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window, computers=("easy",))
    area.controller.dice_source = lambda old: (3, 1, 4, 2, 6, 5)  # row 1 of every sheet A
    area.controller.pace_ms = 0
    click(qtbot, area.throw_button)
    window.ui.actionHint.trigger()
    assert window.statusBar().currentMessage().startswith("Hint: Keep the dice.")
    click(qtbot, area.keep_button)
    assert window.statusBar().currentMessage() == ""
    click(qtbot, area.dice_row.dice[0])  # the black die, then its field
    click_field(qtbot, area, *field_of(area.controller.game, 0, 0))
    said = window.statusBar().currentMessage()
    assert said == "Wrote the black 3. Write more, take it back (Ctrl+Z) or press Done."
    click(qtbot, area.done_button)  # Computer1 answers, throws round 2; Player answers
    qtbot.waitUntil(lambda: area.controller.game.rounds == 2 and area.controller.can_answer())
    assert "Computer1" not in area.turn_label.text()
    assert window.statusBar().currentMessage() == ""


def test_the_other_players_cards_show_their_whole_line_in_the_smallest_window(qtbot) -> None:
    """ "▶ Computer1 (computer) · sheet B · 8 points" wraps in a narrow card instead of ending
    in "8 po"."""
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window, computers=("easy",))
    window.resize(window.minimumSize())
    area.controller.pace_ms = 60_000  # the computer's turn lasts while the cards are looked at
    click(qtbot, area.throw_button)
    click(qtbot, area.keep_button)
    click(qtbot, area.done_button)  # Player crosses; the ▶ moves to Computer1's card
    card = area.cards[1]
    assert card.label.text().startswith("▶ <b>Computer1 (computer)</b> · sheet B · ")
    label = card.label
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    assert label.minimumSizeHint().width() <= label.width(), label.text()


def test_the_sheet_keeps_its_size_when_a_hint_comes_and_goes(qtbot) -> None:
    """The hint bar's place is kept: Game > Hint and the next throw move nothing on screen."""
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    area.controller.dice_source = lambda old: (3, 1, 4, 2, 6, 5)
    click(qtbot, area.throw_button)
    qtbot.wait(50)
    before = area.sheet_view.geometry()
    window.ui.actionHint.trigger()
    assert area.hint_label.isVisible()
    qtbot.wait(50)
    assert area.sheet_view.geometry() == before
    click(qtbot, area.keep_button)  # the hint goes with the step it was for
    qtbot.wait(50)
    assert not area.hint_label.isVisible()
    assert area.sheet_view.geometry() == before
