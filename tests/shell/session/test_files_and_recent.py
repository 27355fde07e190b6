"""Save and Open round trip, Game > Open Recent (kept in QSettings), a file that does not check."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.shell import settings

from .conftest import click_button

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

TWO_PLAYERS = "knaster 1\nsheet B\nplayer Ann\nplayer Bob\nroll 7\nBob write c3\n"


def choose_file(monkeypatch, method: str, path) -> None:
    monkeypatch.setattr(QFileDialog, method, staticmethod(lambda *args, **kwargs: (str(path), "")))


def recent_texts(window) -> list[str]:
    menu = window.persistence.recent_menu
    menu.aboutToShow.emit()  # what opening the submenu does
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_save_then_open_gives_the_same_game_and_both_files_are_recent(
    open_window, monkeypatch, tmp_path
) -> None:
    window, player = open_window(totals=[7, 8, 8])
    for cell in ("a1", "b1", "c1"):
        player.roll()
        player.click_cell(cell_index(cell))
    saved = write_transcript(window.play.controller.game)
    path = tmp_path / "first.knaster"
    choose_file(monkeypatch, "getSaveFileName", path)
    window.ui.actionSaveAs.trigger()
    assert path.read_text(encoding="utf-8") == saved

    other = tmp_path / "two.knaster"
    other.write_text(TWO_PLAYERS, encoding="utf-8")
    choose_file(monkeypatch, "getOpenFileName", other)
    window.ui.actionOpen.trigger()
    click_button(window.persistence.abandon_box, "Abandon")  # the game in round 3 is kept
    assert write_transcript(window.play.controller.game) == TWO_PLAYERS
    assert settings.recent_files() == [str(other.resolve()), str(path.resolve())]
    assert recent_texts(window) == ["&1 two.knaster", "&2 first.knaster", "&Clear List"]

    first = window.persistence.recent_menu.actions()[1]
    first.trigger()  # Open Recent > first.knaster
    click_button(window.persistence.abandon_box, "Abandon")
    assert write_transcript(window.play.controller.game) == saved
    assert window.file_path == path.resolve()
    assert settings.recent_files()[0] == str(path.resolve())


def test_the_recent_list_is_remembered_by_the_next_window(open_window, tmp_path) -> None:
    window, _ = open_window()
    path = tmp_path / "kept.knaster"
    path.write_text(TWO_PLAYERS, encoding="utf-8")
    assert window.open_file(path)
    later, _ = open_window()
    assert recent_texts(later) == ["&1 kept.knaster", "&Clear List"]
    assert later.persistence.recent_menu.isEnabled()
    later.persistence.recent_menu.actions()[-1].trigger()  # Clear List
    assert recent_texts(later) == [] and not later.persistence.recent_menu.isEnabled()


def test_a_recent_file_that_is_gone_is_reported_and_dropped(open_window, tmp_path) -> None:
    window, player = open_window(totals=[7])
    player.roll()
    game = window.play.controller.game
    path = tmp_path / "gone.knaster"
    path.write_text(TWO_PLAYERS, encoding="utf-8")
    settings.add_recent_file(str(path))
    path.unlink()
    recent_texts(window)
    window.persistence.recent_menu.actions()[0].trigger()
    assert window.message_box is not None and "no longer exists" in window.message_box.text()
    assert window.play.controller.game is game
    assert settings.recent_files() == []


def test_opening_a_file_that_does_not_check_shows_its_line_and_keeps_the_game(
    open_window, monkeypatch, tmp_path, data_dir
) -> None:
    window, player = open_window(totals=[7])
    player.roll()
    player.click_cell(cell_index("c3"))
    before = write_transcript(window.play.controller.game)
    bad = tmp_path / "bad.knaster"
    bad.write_text(TWO_PLAYERS + "Ann circle c3\n", encoding="utf-8")
    choose_file(monkeypatch, "getOpenFileName", bad)
    window.ui.actionOpen.trigger()
    box = window.message_box
    assert box is not None and box.isVisible()
    assert box.text().startswith("bad.knaster, line 7: ")
    assert write_transcript(window.play.controller.game) == before
    assert (data_dir / "autosave.knaster").read_text(encoding="utf-8") == before
    assert settings.recent_files() == []  # only files that opened are remembered
