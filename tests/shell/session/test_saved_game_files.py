"""Saved games can be found again (issue 25.2): Save As adds the game's own extension to a
name without one, kept games of every game carry their game's extension, and a game resumed
after a restart saves again to the file it was saved to, without asking."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.shell import registry
from knaster_qt.shell.views.main_window import MainWindow

from .conftest import click_button

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def choose_save(monkeypatch, path: Path) -> list[str]:
    """The Save dialog answers ``path`` as typed; the filters it was offered are noted."""
    offered: list[str] = []

    def chooser(_parent, _title, _start, filters, *_args, **_kwargs):
        offered.append(filters)
        return str(path), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(chooser))
    return offered


def shown(qtbot, header: str) -> MainWindow:
    entry = registry.game_of_header(header)
    window = MainWindow(entry=entry)
    qtbot.addWidget(window)
    window.resize(1180, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # shortcuts (Ctrl+S) reach only the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


@pytest.mark.parametrize(
    ("header", "suffix"),
    [("knaster", ".knaster"), ("exact-hit", ".exact-hit"), ("loop-tiles", ".loop-tiles")],
)
def test_save_as_adds_the_games_own_extension_to_a_bare_name(
    qtbot, monkeypatch, tmp_path, header: str, suffix: str
) -> None:
    window = shown(qtbot, header)
    offered = choose_save(monkeypatch, tmp_path / "mp3")
    window.ui.actionSaveAs.trigger()
    saved = tmp_path / f"mp3{suffix}"
    assert saved.is_file() and not (tmp_path / "mp3").exists()
    assert f"*{suffix}" in offered[0]  # Open's filter shows it
    assert window.file_path == saved
    assert window.windowTitle().startswith(f"mp3{suffix}")


def test_a_name_with_an_extension_open_shows_is_kept(qtbot, monkeypatch, tmp_path) -> None:
    window = shown(qtbot, "knaster")
    for name in ("notes.txt", "round.knaster"):
        choose_save(monkeypatch, tmp_path / name)
        window.ui.actionSaveAs.trigger()
        assert window.file_path == tmp_path / name and (tmp_path / name).is_file()
    choose_save(monkeypatch, tmp_path / "v1.2")  # not an extension Open shows
    window.ui.actionSaveAs.trigger()
    assert window.file_path == tmp_path / "v1.2.knaster"


def test_the_added_extension_does_not_replace_a_file_without_asking(
    qtbot, monkeypatch, tmp_path
) -> None:
    window = shown(qtbot, "knaster")
    existing = tmp_path / "mp3.knaster"
    existing.write_text("keep me", encoding="utf-8")
    asked: list[str] = []

    def answer(_parent, _title, text, *_args, **_kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    choose_save(monkeypatch, tmp_path / "mp3")
    window.ui.actionSaveAs.trigger()
    assert asked == ["mp3.knaster already exists. Replace it?"]
    assert existing.read_text(encoding="utf-8") == "keep me" and window.file_path is None


def test_an_abandoned_exact_hit_game_is_kept_with_its_own_extension(qtbot, data_dir: Path) -> None:
    window = shown(qtbot, "exact-hit")
    window.play.controller.throw()
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    qtbot.keyClick(dialog.name_edit(0), Qt.Key.Key_Return)
    click_button(window.persistence.abandon_box, "Abandon")
    (kept,) = (data_dir / "kept").iterdir()
    assert kept.name.endswith("_abandoned.exact-hit")
    listed = window.persistence.show_recovered_games().model.games
    assert [game.path for game in listed] == [kept] and listed[0].game == "Exact Hit"


def test_a_declined_loop_tiles_game_is_kept_with_its_own_extension(qtbot, data_dir: Path) -> None:
    first = shown(qtbot, "loop-tiles")
    controller = first.play.controller
    if controller.rack_owner is None:
        controller.hand_over()
    for slot in range(len(controller.game.racks[controller.game.current])):
        controller.hold(slot)
        if controller.fits():
            assert controller.place(min(controller.fits()))
            break
    controller.end_turn()
    first.close()  # the app closes on a game under way (autosaved)
    window = shown(qtbot, "knaster")
    window.persistence.startup()
    box = window.persistence.resume_box
    click_button(box, "New Game")
    (kept,) = (data_dir / "kept").iterdir()
    assert kept.name.endswith("_declined.loop-tiles")


def test_a_resumed_game_saves_to_its_file_without_asking(
    open_window, qtbot, monkeypatch, tmp_path
) -> None:
    window, player = open_window(totals=[7, 8, 9])
    player.roll()
    player.click_cell(cell_index("a1"))
    choose_save(monkeypatch, tmp_path / "evening")
    window.ui.actionSaveAs.trigger()
    path = tmp_path / "evening.knaster"
    player.roll()
    player.click_cell(cell_index("b1"))
    window.close()  # the app closes; the autosave holds the game and where it was saved

    def no_dialog(*_args, **_kwargs):
        raise AssertionError("Save asked where to save")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(no_dialog))
    again, _ = open_window()
    again.persistence.startup()
    click_button(again.persistence.resume_box, "Resume")
    assert again.file_path == path
    assert again.windowTitle().startswith("evening.knaster")
    assert again.isWindowModified()  # b1 was written after the save
    qtbot.keyClick(again, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "Player write b1" in path.read_text(encoding="utf-8")
    assert not again.isWindowModified()
