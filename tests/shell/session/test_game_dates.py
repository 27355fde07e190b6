"""A game's transcript says when it was started (``meta date``, ``meta time``): printed later,
its finished sheets show the day it was played; old transcripts without the date still work."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.transcript import parse_transcript
from knaster_qt.games.knaster.render.printed import finished_pictures

from .conftest import play_to_the_end, quick_solo

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

PLAYED = datetime.datetime(2025, 3, 14, 9, 5, 30)


def test_the_first_roll_writes_the_date_and_time_into_the_autosave(
    open_window, data_dir: Path
) -> None:
    _window, player = open_window(totals=[7, 8])
    before = datetime.datetime.now().replace(second=0, microsecond=0)
    player.roll()
    text = (data_dir / "autosave.knaster").read_text(encoding="utf-8")
    lines = text.splitlines()
    date_lines = [line for line in lines if line.startswith("meta date ")]
    time_lines = [line for line in lines if line.startswith("meta time ")]
    assert len(date_lines) == 1 and len(time_lines) == 1
    stamped = datetime.datetime.fromisoformat(f"{date_lines[0][10:]} {time_lines[0][10:]}")
    assert before <= stamped <= datetime.datetime.now()
    assert lines.index(date_lines[0]) < lines.index("roll 6 1")  # a header statement
    player.click_cell(0)
    player.roll()  # later rolls do not stamp it again
    again = (data_dir / "autosave.knaster").read_text(encoding="utf-8")
    assert again.count("meta date ") == 1 and again.count("meta time ") == 1


def test_a_game_printed_later_shows_the_day_it_was_played(open_window, tmp_path: Path) -> None:
    window, player = open_window(quick_solo("Ann"), totals=[7] * 100)
    window.play.controller.clock = lambda: PLAYED  # the day it is played; printed today
    play_to_the_end(window, player)
    path = tmp_path / "played.knaster"
    assert window.save_file(path)
    text = path.read_text(encoding="utf-8")
    assert "meta date 2025-03-14\nmeta time 09:05\n" in text
    (header,) = [picture.header for picture in finished_pictures(parse_transcript(text))]
    assert "14 Mar 2025" in header


def test_an_old_transcript_without_a_date_still_opens_and_prints(open_window, tmp_path) -> None:
    old = tmp_path / "old.knaster"
    old.write_text("knaster 1\nsheet A\nplayer Ann\nroll 7\nAnn write c3\n", encoding="utf-8")
    window, _ = open_window()
    assert window.open_file(old)
    (header,) = [picture.header for picture in finished_pictures(window.play.controller.game)]
    today = datetime.date.today()
    assert f"{today.day} {today:%b %Y}" in header
    assert [key for key, _ in window.play.controller.game.meta] == []  # opening adds nothing
