"""Game > Replay…: roll by roll on every sheet, with the buttons and the keys; files that do not check."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.transcript import parse_transcript, write_transcript

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

GAME = (
    "knaster 1\nsheet B\nplayer Ann\nplayer Bob\n"
    "roll 7\nAnn write c3\nBob write a1\n"
    "roll 3 4\nBob circle a1\nAnn write d4\n"
    "roll 7\nAnn circle c3\n"
)


def values(window, seat: int) -> dict[str, int]:
    """The numbers on one player's sheet as the replay draws it."""
    picture = window.ui.sheetsView.pictures[seat][1]
    return {f"{'abcde'[i % 5]}{i // 5 + 1}": v for i, v in enumerate(picture.values) if v}


def circled(window, seat: int) -> set[int]:
    return set(window.ui.sheetsView.pictures[seat][1].circled)


def test_stepping_with_buttons_shows_every_players_sheet_after_each_roll(
    open_window, qtbot
) -> None:
    window, _ = open_window(parse_transcript(GAME))
    window.persistence.replay_action.trigger()
    replay = window.persistence.replay_window
    assert replay is not None and replay.isVisible()
    assert [caption for caption, _ in replay.ui.sheetsView.pictures] == [
        "Ann · 1 point",
        "Bob · 1 point",
    ]
    assert replay.position == 3  # it opens at the game as it stands
    assert replay.step.describe() == "Roll 3: 7 — Ann circle c3"
    assert not replay.ui.forwardButton.isEnabled()

    qtbot.mouseClick(replay.ui.startButton, Qt.MouseButton.LeftButton)
    assert replay.position == 0 and values(replay, 0) == {} and values(replay, 1) == {}
    assert not replay.ui.backButton.isEnabled()
    qtbot.mouseClick(replay.ui.forwardButton, Qt.MouseButton.LeftButton)
    assert values(replay, 0) == {"c3": 7} and values(replay, 1) == {"a1": 7}
    framed = [picture.hint_cell for _caption, picture in replay.ui.sheetsView.pictures]
    assert framed == [cell_index("c3"), cell_index("a1")]  # what each player did on this roll
    assert "Roll 1: 7 — Ann write c3; Bob write a1" in replay.ui.positionLabel.text()
    qtbot.mouseClick(replay.ui.forwardButton, Qt.MouseButton.LeftButton)
    assert values(replay, 0) == {"c3": 7, "d4": 7} and circled(replay, 1) == {cell_index("a1")}
    qtbot.mouseClick(replay.ui.backButton, Qt.MouseButton.LeftButton)
    assert replay.position == 1 and circled(replay, 1) == set()
    qtbot.mouseClick(replay.ui.endButton, Qt.MouseButton.LeftButton)
    assert replay.position == 3 and circled(replay, 0) == {cell_index("c3")}
    assert write_transcript(window.play.controller.game) == GAME  # the game played is untouched


def test_keys_step_the_replay_and_the_list_follows(open_window, qtbot) -> None:
    window, _ = open_window(parse_transcript(GAME))
    replay = window.persistence.show_replay()
    qtbot.waitExposed(replay)
    replay.activateWindow()
    qtbot.waitUntil(replay.isActiveWindow)
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.position == 0
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.position == 2 and replay.ui.stepList.currentIndex().row() == 2
    qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert replay.position == 1
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert replay.position == 3
    replay.ui.stepList.setCurrentIndex(replay.step_model.index(0, 0))  # picking a roll in the list
    assert replay.position == 0


def test_replay_of_a_game_played_on_screen_follows_the_clicks(open_window) -> None:
    window, player = open_window(totals=[5, 6, 7])
    player.roll()
    player.click_cell(cell_index("b2"))
    player.roll()
    player.click_cell(cell_index("e5"))
    replay = window.persistence.show_replay()
    assert len(replay.steps) == 3
    replay.to_start()
    replay.forward()
    assert values(replay, 0) == {"b2": 5}
    player.roll()  # the replay shows a copy: playing on does not change it
    player.click_cell(cell_index("a1"))
    assert len(replay.steps) == 3 and replay.steps[-1].game.rounds == 2
    assert window.play.controller.game.rounds == 3


def test_a_file_opened_in_the_replay_window(open_window, monkeypatch, tmp_path) -> None:
    window, _ = open_window()
    path = tmp_path / "old.knaster"
    path.write_text(GAME, encoding="utf-8")
    replay = window.persistence.show_replay()
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *args, **kwargs: (str(path), ""))
    )
    replay.ui.openButton.click()
    assert len(replay.steps) == 4 and "old.knaster" in replay.windowTitle()
    assert window.play.controller.game.rounds == 0

    bad = tmp_path / "bad.knaster"
    bad.write_text(GAME + "Bob pass\n", encoding="utf-8")
    assert replay.open_file(bad) is False
    assert replay.message_box is not None
    assert replay.message_box.text().startswith("bad.knaster, line 13: ")
    assert len(replay.steps) == 4  # the replay shown stays
