"""Autosave after every action, resume offered on start (accepted or declined), nothing asked on close."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.transcript import parse_transcript, write_transcript

from .conftest import click_button, play_to_the_end, quick_solo

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

MID_BONUS = "knaster 1\nsheet A\nplayer Player\n" + "".join(
    f"roll 9\nPlayer write {cell}\n" for cell in ("a2", "b2", "c2", "d2", "e2")
)


def autosaved(data_dir: Path) -> str | None:
    path = data_dir / "autosave.knaster"
    return path.read_text(encoding="utf-8") if path.exists() else None


def test_every_action_is_autosaved_as_it_happens(open_window, data_dir) -> None:
    window, player = open_window(totals=[7, 7, 8])
    assert autosaved(data_dir) is None  # a new game with no roll has nothing to keep
    player.roll()
    assert autosaved(data_dir) == write_transcript(window.play.controller.game)
    assert autosaved(data_dir).endswith("roll 6 1\n")
    player.click_cell(cell_index("c3"))
    assert autosaved(data_dir).endswith("roll 6 1\nPlayer write c3\n")
    player.window.ui.actionUndo.trigger()
    assert autosaved(data_dir).endswith("roll 6 1\n")
    player.click_cell(cell_index("a1"))
    player.roll()
    player.click_cell(cell_index("b1"))
    text = autosaved(data_dir)
    assert text.endswith("Player write a1\nroll 6 1\nPlayer circle b1\n") or text.endswith(
        "Player write b1\n"
    )
    assert write_transcript(parse_transcript(text)) == text
    assert [p.name for p in data_dir.iterdir()] == ["autosave.knaster"]  # no temporary left


def test_a_new_game_replaces_the_autosave(open_window, data_dir) -> None:
    window, player = open_window(totals=[7])
    player.roll()
    assert autosaved(data_dir) is not None
    window.start_game(quick_solo())
    assert autosaved(data_dir) is None


def test_closing_the_window_asks_nothing_and_keeps_the_game(open_window, data_dir, qtbot) -> None:
    window, player = open_window(totals=[7, 8])
    player.roll()
    player.click_cell(cell_index("c3"))
    player.roll()
    assert window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert window.persistence.message_box is None and window.message_box is None
    assert parse_transcript(autosaved(data_dir)).rounds == 2


def test_a_finished_game_goes_to_the_records_and_the_autosave_is_cleared(
    open_window, data_dir
) -> None:
    window, player = open_window(quick_solo("Ann"), totals=[7] * 100)
    play_to_the_end(window, player)
    game = window.play.controller.game
    assert autosaved(data_dir) is None
    with sqlite3.connect(data_dir / "records.sqlite") as db:
        games = db.execute("SELECT sheet, end_rule, rounds, transcript FROM games").fetchall()
        players = db.execute("SELECT name, kind, level, total, rank FROM game_players").fetchall()
    assert games == [("A", "quick-end", game.rounds, write_transcript(game))]
    assert players == [("Ann", "human", None, game.score(0).total, 1)]


def test_resume_is_offered_on_start_and_continues_in_the_bonus(
    open_window, data_dir, qtbot
) -> None:
    (data_dir / "autosave.knaster").write_text(MID_BONUS, encoding="utf-8")
    window, player = open_window(totals=[9])
    assert window.play.controller.game.rounds == 0  # nothing is replaced before the answer
    window.persistence.startup()
    box = window.persistence.resume_box
    assert box is not None and box.isVisible()
    assert "round 5" in box.text()
    kept = parse_transcript(MID_BONUS)
    assert f"so far Player: {kept.score(0).total} points" in box.text()
    click_button(box, "Resume")
    qtbot.waitUntil(lambda: not box.isVisible())
    game = window.play.controller.game
    assert write_transcript(game) == MID_BONUS
    assert window.play.ui.bannerLabel.text() == "Five of a kind in row 2: circle 3 numbers."
    for cell in ("a2", "b2", "c2"):
        player.click_cell(cell_index(cell))
    assert game.sheets[0].circle_count() == 3
    assert autosaved(data_dir).endswith("Player bonus r2 a2 b2 c2\n")


def test_resume_declined_keeps_the_old_game_aside_and_starts_fresh(
    open_window, data_dir, qtbot
) -> None:
    (data_dir / "autosave.knaster").write_text(MID_BONUS, encoding="utf-8")
    window, player = open_window(totals=[4])
    window.persistence.startup()
    box = window.persistence.resume_box
    click_button(box, "New Game")
    qtbot.waitUntil(lambda: not box.isVisible())
    assert window.play.controller.game.rounds == 0
    assert autosaved(data_dir) is None
    (kept,) = (data_dir / "kept").iterdir()
    assert kept.name.endswith("_declined.knaster")
    assert kept.read_text(encoding="utf-8") == MID_BONUS
    assert kept.name in window.statusBar().currentMessage()
    player.roll()
    assert autosaved(data_dir).endswith("roll 3 1\n")

    second, _ = open_window()
    second.persistence.startup()
    assert second.persistence.resume_box is not None  # the game just rolled is offered ...
    click_button(second.persistence.resume_box, "Resume")
    assert second.play.controller.game.rounds == 1  # ... and not the declined one


def test_no_question_without_an_unfinished_game(open_window, data_dir) -> None:
    finished = quick_solo()
    (data_dir / "autosave.knaster").write_text("knaster 1\nsheet A\nplayer Player\n")
    window, _ = open_window(finished)
    window.persistence.startup()
    assert window.persistence.resume_box is None


def test_an_autosave_that_does_not_check_is_set_aside_with_a_message(open_window, data_dir) -> None:
    broken = MID_BONUS + "Player circle z9\n"
    (data_dir / "autosave.knaster").write_text(broken, encoding="utf-8")
    window, _ = open_window()
    window.persistence.startup()
    assert window.persistence.resume_box is None
    box = window.persistence.message_box
    assert box is not None and box.isVisible()
    (kept,) = (data_dir / "kept").iterdir()
    assert "line 14" in box.text() and kept.name in box.text()
    assert kept.name.endswith("_unreadable.knaster")
    assert kept.read_text(encoding="utf-8") == broken
    assert autosaved(data_dir) is None


def test_a_game_a_transcript_cannot_hold_is_reported_and_plays_on(open_window, data_dir) -> None:
    game = quick_solo()
    game.meta.append(("note", "a # in a note"))  # a transcript would read it as a comment
    window, player = open_window(game, totals=[7, 8])
    player.roll()
    box = window.persistence.message_box
    assert box is not None and "could not be autosaved" in box.text() and "meta" in box.text()
    box.accept()
    player.click_cell(cell_index("c3"))
    assert game.sheets[0].values[cell_index("c3")] == 7
    assert autosaved(data_dir) is None
    assert window.persistence.storage_label.isVisible()
