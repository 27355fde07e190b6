"""knaster_qt.shell.settings (typed QSettings, kept in the test's private folder) and Edit > Settings…."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox

from knaster_qt.games.knaster.core.game import EndRule
from knaster_qt.games.knaster.core.setup import BOT_LEVELS, Seat
from knaster_qt.seats import Setup
from knaster_qt.shell import settings
from tests.clicks import click_button

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def tick(qtbot, box: QCheckBox) -> None:
    """Click the box's label, as a person does (a wide check box's middle can be empty space)."""
    click_button(qtbot, box)


def test_the_settings_live_in_the_private_data_folder(data_dir) -> None:
    settings.set_default_side("B")
    stored = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    assert stored.value("game/side") == "B"


def test_defaults_and_round_trips(data_dir, qapp) -> None:
    assert settings.default_side() == "A"
    # one person, "Player", side A, extra round
    assert settings.game_setup() == Setup(sheet="A", end_rule=EndRule.EXTRA_ROUND.value)
    assert settings.game_setup().end_rule == EndRule.EXTRA_ROUND.value
    assert settings.animation_enabled() and settings.hints_available()
    assert settings.animation_speed() == 100
    assert settings.game_setup().seats == (Seat("Player"),)
    settings.set_animation_enabled(False)
    settings.set_animation_speed(1000)  # kept within the slider's range
    settings.set_hints_available(False)
    seats = (Seat("Ann"), Seat("Robo", "strong"))
    settings.set_game_setup(Setup(seats=seats, sheet="B", end_rule=EndRule.QUICK_END.value))
    assert settings.game_setup() == Setup(seats=seats, sheet="B", end_rule=EndRule.QUICK_END.value)
    assert not settings.animation_enabled() and not settings.hints_available()
    assert settings.animation_speed() == settings.ANIMATION_SPEEDS[1]
    # The stored format stays as it was: an array of name, kind and level; the rule as written.
    stored = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    assert stored.value("game/endRule") == "quick-end"
    assert [stored.value(f"players/{n}/{key}") for n in (1, 2) for key in ("name", "kind")] == [
        "Ann",
        "human",
        "Robo",
        "computer",
    ]
    with pytest.raises(ValueError, match="unknown sheet side"):
        settings.set_default_side("C")


def test_bad_stored_values_fall_back_to_the_defaults(data_dir, qapp) -> None:
    stored = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    stored.setValue("game/side", "Z")
    stored.setValue("dice/speed", "fast")
    stored.setValue("game/endRule", 7)
    stored.sync()
    assert settings.default_side() == "A"
    assert settings.animation_speed() == settings.DEFAULT_ANIMATION_SPEED
    assert settings.game_setup().end_rule == EndRule.EXTRA_ROUND.value


def test_the_dialog_stores_what_the_person_chose(open_window, qtbot) -> None:
    window, _ = open_window()
    window.persistence.settings_action.trigger()
    dialog = window.persistence.settings_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    dialog.ui.sideCombo.setCurrentIndex(1)
    dialog.ui.endRuleCombo.setCurrentIndex(1)
    tick(qtbot, dialog.ui.hintsCheck)
    tick(qtbot, dialog.ui.animationCheck)
    assert not dialog.ui.speedSlider.isEnabled()
    qtbot.mouseClick(dialog.ui.addPlayerButton, Qt.MouseButton.LeftButton)
    table = dialog.ui.playersTable
    table.item(1, 0).setText("Robo")
    kind = table.cellWidget(1, 1)
    level = table.cellWidget(1, 2)
    assert isinstance(kind, QComboBox) and isinstance(level, QComboBox)
    assert not level.isEnabled()
    kind.setCurrentIndex(kind.findData("computer"))
    assert level.isEnabled()
    level.setCurrentIndex(level.findData("easy"))
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert not dialog.isVisible()
    setup = settings.game_setup()
    assert setup.sheet == "B" and setup.end_rule == EndRule.QUICK_END.value
    assert not settings.hints_available() and not settings.animation_enabled()
    assert setup.seats == (Seat("Player"), Seat("Robo", "easy"))
    assert (
        not window.ui.actionAnimateDice.isChecked()
        and not window.play.ui.dicePanel.animation_enabled
    )


def test_a_bad_player_name_keeps_the_dialog_open_and_stores_nothing(open_window, qtbot) -> None:
    window, _ = open_window()
    dialog = window.persistence.show_settings()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.ui.addPlayerButton, Qt.MouseButton.LeftButton)
    dialog.ui.playersTable.item(1, 0).setText("Player")
    dialog.ui.sideCombo.setCurrentIndex(1)
    ok = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.ui.problemLabel.text() == "Player 2: Player is already in the list."
    dialog.ui.playersTable.item(1, 0).setText("two words")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert "contains a space" in dialog.ui.problemLabel.text()
    assert settings.default_side() == "A"
    qtbot.mouseClick(dialog.ui.removePlayerButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and settings.default_side() == "B"


def test_restore_defaults_and_cancel(open_window, qtbot) -> None:
    settings.set_default_side("B")
    window, _ = open_window()
    dialog = window.persistence.show_settings()
    qtbot.waitExposed(dialog)
    assert dialog.ui.sideCombo.currentData() == "B"
    restore = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    qtbot.mouseClick(restore, Qt.MouseButton.LeftButton)
    assert dialog.ui.sideCombo.currentData() == "A" and dialog.ui.playersTable.rowCount() == 1
    cancel = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Cancel)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert settings.default_side() == "B"


def test_the_animation_menu_item_is_remembered(open_window) -> None:
    window, _ = open_window()
    window.ui.actionAnimateDice.trigger()  # what a click on Edit > Animate Dice does
    assert settings.animation_enabled() == window.ui.actionAnimateDice.isChecked()


def test_the_animation_speed_sets_the_dice_frame_interval(open_window, qtbot) -> None:
    from PySide6.QtCore import QTimer

    window, _ = open_window()
    frames = window.play.ui.dicePanel.findChild(
        QTimer, "", Qt.FindChildOption.FindDirectChildrenOnly
    )
    normal = frames.interval()
    dialog = window.persistence.show_settings()
    qtbot.waitExposed(dialog)
    dialog.ui.speedSlider.setFocus()
    qtbot.keyClick(dialog.ui.speedSlider, Qt.Key.Key_End)  # the fastest
    assert dialog.ui.speedValue.text() == "200 %"
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert settings.animation_speed() == 200
    assert frames.interval() == round(normal / 2)


def test_settings_and_their_dialog_speak_the_cores_terms(open_window, qtbot) -> None:
    """One definition of players, computer levels and end rules: the core's."""
    assert not hasattr(settings, "PlayerSetup") and not hasattr(settings, "END_RULES")
    window, _ = open_window()
    dialog = window.persistence.show_settings()
    qtbot.waitExposed(dialog)
    rules = dialog.ui.endRuleCombo
    assert [rules.itemData(n) for n in range(rules.count())] == [rule.value for rule in EndRule]
    qtbot.mouseClick(dialog.ui.addPlayerButton, Qt.MouseButton.LeftButton)
    levels = dialog.ui.playersTable.cellWidget(1, 2)
    assert isinstance(levels, QComboBox)
    assert tuple(levels.itemData(n) for n in range(levels.count())) == BOT_LEVELS
    assert dialog.players() == [Seat("Player"), Seat("Player2")]
