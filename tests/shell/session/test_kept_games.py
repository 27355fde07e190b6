"""An unfinished game is never thrown away: New Game, Open, Open Recent and Recovered Games ask
first ("Abandon the game in round N?") and keep it in a file of its own; kept games never
overwrite each other, and Game > Recovered Games… lists them and opens them again."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.transcript import parse_transcript, write_transcript
from knaster_qt.shell import settings
from knaster_qt.shell.views.statistics_window import when
from knaster_qt.storage.kept import keep_game, kept_games

from .conftest import click_button, play_to_the_end, quick_solo
from .recovered import click_row, open_recovered, rows

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

TWO_PLAYERS = "knaster 1\nsheet B\nplayer Ann\nplayer Bob\nroll 7\nBob write c3\n"
ROUND_2 = "knaster 1\nsheet A\nplayer Player\nroll 7\nPlayer write c3\nroll 8\nPlayer write c4\n"


def play_rounds(player, cells: tuple[str, ...]) -> None:
    for cell in cells:
        player.roll()
        player.click_cell(cell_index(cell))


def new_game_from_the_menu(window, qtbot) -> None:
    """Game > New Game… and OK in the dialog, as a click does."""
    window.ui.menuGame.setActiveAction(window.ui.actionNew)
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def kept_files(data_dir: Path) -> list[Path]:
    folder = data_dir / "kept"
    return sorted(folder.iterdir()) if folder.exists() else []


def open_kept_game(window, qtbot, row: int) -> None:
    """Game > Recovered Games…, a click on the row and Open."""
    recovered = open_recovered(window, qtbot)
    click_row(qtbot, recovered, row)
    qtbot.mouseClick(recovered.ui.openButton, Qt.MouseButton.LeftButton)
    assert not recovered.isVisible()


def test_new_game_asks_and_keep_playing_changes_nothing(open_window, data_dir, qtbot) -> None:
    window, player = open_window(totals=[7, 8, 9])
    play_rounds(player, ("a1", "b1", "c1"))
    before = write_transcript(window.play.controller.game)
    new_game_from_the_menu(window, qtbot)
    box = window.persistence.abandon_box
    assert box is not None and box.isVisible()
    assert box.text() == "Abandon the game in round 3?"
    click_button(box, "Keep Playing")
    qtbot.waitUntil(lambda: not box.isVisible())
    assert write_transcript(window.play.controller.game) == before
    assert kept_files(data_dir) == []
    assert (data_dir / "autosave.knaster").read_text(encoding="utf-8") == before


def test_new_game_abandoned_keeps_the_old_game_and_recovered_games_opens_it(
    open_window, data_dir, qtbot
) -> None:
    window, player = open_window(totals=[7, 8, 9, 7, 8])
    assert not window.ui.actionRecovered.isEnabled()  # nothing kept yet
    play_rounds(player, ("a1", "b1", "c1", "d1"))
    old = write_transcript(window.play.controller.game)
    new_game_from_the_menu(window, qtbot)
    box = window.persistence.abandon_box
    assert box.text() == "Abandon the game in round 4?"
    click_button(box, "Abandon")
    assert window.play.controller.game.rounds == 0
    (kept,) = kept_files(data_dir)
    assert kept.name.endswith("_abandoned.knaster") and kept.read_text(encoding="utf-8") == old
    assert kept.name in window.statusBar().currentMessage()
    assert not (data_dir / "autosave.knaster").exists()  # the new game has no roll yet

    recovered = open_recovered(window, qtbot)
    stamp = datetime.datetime.strptime(kept.name[:19], "%Y-%m-%d_%H-%M-%S")
    # QLocale's date
    assert rows(recovered) == [(when(stamp), "Knaster", "4", "Player", "abandoned")]
    click_row(qtbot, recovered, 0)
    qtbot.keyClick(recovered.ui.gamesTable, Qt.Key.Key_Return)  # Open: the new game has no roll
    assert not recovered.isVisible()
    assert window.persistence.abandon_box is box  # no new question
    assert write_transcript(window.play.controller.game) == old
    assert window.file_path is None  # Save asks for a name: the kept copy is never written over
    assert "untitled" in window.windowTitle()
    player.roll()  # it goes on, autosaved as usual
    assert parse_transcript((data_dir / "autosave.knaster").read_bytes()).rounds == 5
    assert kept.read_text(encoding="utf-8") == old


def test_a_recovered_game_abandoned_again_is_kept_once(open_window, data_dir, qtbot) -> None:
    """Reopened from Recovered Games, played on and abandoned again: one entry, not two."""
    window, player = open_window(totals=[7, 8, 9])
    play_rounds(player, ("a1", "b1"))
    new_game_from_the_menu(window, qtbot)
    click_button(window.persistence.abandon_box, "Abandon")
    (first,) = kept_files(data_dir)
    open_kept_game(window, qtbot, 0)  # the new game has no roll: no question
    play_rounds(player, ("c1",))
    played_on = write_transcript(window.play.controller.game)
    new_game_from_the_menu(window, qtbot)
    click_button(window.persistence.abandon_box, "Abandon")
    (second,) = kept_files(data_dir)
    assert second != first and second.read_text(encoding="utf-8") == played_on
    assert rows(open_recovered(window, qtbot))[0][2] == "3"  # its rounds, listed once


def test_open_and_open_recent_ask_before_replacing_an_unfinished_game(
    open_window, data_dir, qtbot, monkeypatch, tmp_path
) -> None:
    window, player = open_window(totals=[7, 8])
    play_rounds(player, ("a1", "b1"))
    old = write_transcript(window.play.controller.game)
    other = tmp_path / "two.knaster"
    other.write_text(TWO_PLAYERS, encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *args, **kwargs: (str(other), ""))
    )
    window.ui.actionOpen.trigger()
    box = window.persistence.abandon_box
    assert box.isVisible() and box.text() == "Abandon the game in round 2?"
    click_button(box, "Keep Playing")
    assert write_transcript(window.play.controller.game) == old
    assert kept_files(data_dir) == []

    settings.add_recent_file(str(other))
    window.persistence.recent_menu.aboutToShow.emit()
    window.persistence.recent_menu.actions()[0].trigger()  # Open Recent > two.knaster
    box = window.persistence.abandon_box
    assert box.text() == "Abandon the game in round 2?"
    click_button(box, "Abandon")
    assert write_transcript(window.play.controller.game) == TWO_PLAYERS
    (kept,) = kept_files(data_dir)
    assert kept.read_text(encoding="utf-8") == old

    # A recovered game replaces an unfinished one only after the same question.
    open_kept_game(window, qtbot, 0)
    box = window.persistence.abandon_box
    assert box.text() == "Abandon the game in round 1?"
    click_button(box, "Abandon")
    assert write_transcript(window.play.controller.game) == old
    assert len(kept_files(data_dir)) == 2


def test_a_finished_game_or_one_without_rolls_is_replaced_without_a_question(
    open_window, data_dir, qtbot
) -> None:
    window, player = open_window(quick_solo("Ann"), totals=[7] * 100)
    new_game_from_the_menu(window, qtbot)
    assert window.persistence.abandon_box is None
    window.start_game(quick_solo("Ann"))
    play_to_the_end(window, player)
    window.play.result_dialog.reject()
    new_game_from_the_menu(window, qtbot)
    assert window.persistence.abandon_box is None
    assert window.play.controller.game.rounds == 0
    assert kept_files(data_dir) == []


def test_a_game_that_cannot_be_kept_stays_on_screen(open_window, data_dir, qtbot) -> None:
    window, player = open_window(totals=[7, 8])
    play_rounds(player, ("a1", "b1"))
    old = write_transcript(window.play.controller.game)
    (data_dir / "kept").write_text("a file where the folder should be")
    new_game_from_the_menu(window, qtbot)
    click_button(window.persistence.abandon_box, "Abandon")
    assert write_transcript(window.play.controller.game) == old
    error = window.message_box
    assert error is not None and error.isVisible()
    assert "could not be kept" in error.text() and "stays on screen" in error.text()


def test_every_declined_or_unreadable_autosave_gets_its_own_file(
    open_window, data_dir, qtbot
) -> None:
    """The second decline no longer replaces the first (autosave-declined.knaster did)."""
    autosave = data_dir / "autosave.knaster"
    autosave.write_text(ROUND_2, encoding="utf-8")
    first, _ = open_window()
    first.persistence.startup()
    click_button(first.persistence.resume_box, "New Game")
    second_game = TWO_PLAYERS
    autosave.write_text(second_game, encoding="utf-8")
    second, _ = open_window()
    second.persistence.startup()
    click_button(second.persistence.resume_box, "New Game")
    assert f"kept as {kept_games(data_dir)[0].path.name}" in second.statusBar().currentMessage()
    autosave.write_text(ROUND_2 + "Player circle z9\n", encoding="utf-8")
    third, _ = open_window()
    third.persistence.startup()
    assert "could not be read" in third.persistence.message_box.text()

    files = kept_files(data_dir)
    assert len(files) == 3
    contents = sorted(path.read_text(encoding="utf-8") for path in files)
    assert contents == sorted([ROUND_2, second_game, ROUND_2 + "Player circle z9\n"])
    third.persistence.message_box.accept()
    listed = sorted(row[1:] for row in rows(open_recovered(third, qtbot)))
    assert listed == [
        ("Knaster", "1", "Ann, Bob", "not resumed"),
        ("Knaster", "2", "Player", "not resumed"),
        ("Knaster", "—", "cannot be read", "unreadable"),
    ]


def test_kept_files_of_the_same_second_get_a_counter_and_are_never_overwritten(
    tmp_path: Path,
) -> None:
    when = datetime.datetime(2026, 12, 1, 14, 5, 9)
    paths = [keep_game(tmp_path, f"game {n}".encode(), "abandoned", when) for n in range(3)]
    assert [path.name for path in paths] == [
        "2026-12-01_14-05-09_abandoned.knaster",
        "2026-12-01_14-05-09-2_abandoned.knaster",
        "2026-12-01_14-05-09-3_abandoned.knaster",
    ]
    assert [path.read_text() for path in paths] == ["game 0", "game 1", "game 2"]
    (tmp_path / "kept" / "2026-12-01_14-05-10_declined.knaster").write_bytes(b"")  # a reservation
    listed = kept_games(tmp_path)  # newest first; an empty reservation left by a crash is skipped
    assert [kept.path for kept in listed] == paths[::-1]
