"""Game > Save/Open through the transcript format, a bad file, side B, resizing, dialogs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QFileDialog

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.transcript import load_transcript
from knaster_qt.games.knaster.models.line_model import LineRole
from knaster_qt.games.knaster.views.dialogs import rating_text
from tests.clicks import click_button

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


def choose_file(monkeypatch, method: str, path) -> None:
    """The file dialog answers with ``path`` as if the user had picked it."""
    monkeypatch.setattr(QFileDialog, method, staticmethod(lambda *args, **kwargs: (str(path), "")))


def test_save_then_open_restores_the_game_in_the_middle_of_a_bonus(
    make_window, monkeypatch, tmp_path
) -> None:
    window, player = make_window([9] * 5)
    for cell in ("a2", "b2", "c2", "d2", "e2"):
        player.roll()
        player.click_cell(cell_index(cell))
    player.click_cell(cell_index("b2"))  # one of 3 bonus circles picked (not yet applied)
    path = tmp_path / "game.knaster"
    choose_file(monkeypatch, "getSaveFileName", path)
    window.ui.actionSave.trigger()
    text = path.read_text(encoding="utf-8")
    assert text.startswith("knaster 1\nsheet A\nplayer Player\nmeta date ")
    assert text.rstrip().endswith("Player write e2")
    assert window.windowTitle().startswith("game.knaster")
    assert list(tmp_path.iterdir()) == [path]  # QSaveFile left no temporary file

    other, other_player = make_window()
    choose_file(monkeypatch, "getOpenFileName", path)
    other.ui.actionOpen.trigger()
    game = other.play.controller.game
    assert game.sheets[0].values == window.play.controller.game.sheets[0].values
    assert game.rounds == 5
    assert other.play.ui.bannerLabel.text() == "Five of a kind in row 2: circle 3 numbers."
    for cell in ("a2", "b2", "c2"):
        other_player.click_cell(cell_index(cell))
    assert game.sheets[0].circle_count() == 3
    assert other.play.ui.dicePanel.sum_label.text() == "9"


def test_a_file_that_does_not_check_is_reported_with_its_line_and_changes_nothing(
    make_window, monkeypatch, tmp_path
) -> None:
    window, player = make_window([7])
    player.roll()
    player.click_cell(cell_index("c3"))
    game = window.play.controller.game
    bad = tmp_path / "bad.knaster"
    bad.write_text("knaster 1\nsheet A\nplayer Ann\nroll 7\nAnn write c3\nAnn circle c3\n")
    choose_file(monkeypatch, "getOpenFileName", bad)
    window.ui.actionOpen.trigger()
    box = window.message_box
    assert box is not None and box.isVisible()
    assert box.text().startswith("bad.knaster, line 6: ")
    assert window.play.controller.game is game
    assert game.sheets[0].values[cell_index("c3")] == 7
    assert window.file_path is None


def test_saving_into_a_missing_folder_says_so_and_writes_nothing(make_window, tmp_path) -> None:
    window, _player = make_window()
    target = tmp_path / "missing" / "game.knaster"
    assert window.save_file(target) is False
    assert window.message_box is not None and str(target) in window.message_box.text()
    assert not target.parent.exists()


def test_saved_finished_game_checks_with_the_core(make_window, tmp_path) -> None:
    window, player = make_window([4, 4])
    player.roll()
    player.click_cell(cell_index("a1"))
    assert window.save_file(tmp_path / "g.knaster")
    loaded = load_transcript(tmp_path / "g.knaster")
    assert loaded.sheets[0].values[0] == 4


@pytest.mark.parametrize("size", [(520, 420), (900, 640), (1500, 700), (700, 1000), (1280, 900)])
def test_the_cell_under_a_point_stays_right_at_several_sizes(make_window, qtbot, size) -> None:
    window, player = make_window([6])
    window.resize(*size)
    qtbot.waitUntil(lambda: window.play.ui.sheetView.width() > 0)
    view = window.play.ui.sheetView
    paper = view.sheet_rect()
    assert paper.width() / paper.height() == pytest.approx(150 / 105, rel=1e-3)
    assert paper.width() <= view.width() and paper.height() <= view.height()
    for cell in range(25):
        rect = view.cell_rect(cell)
        assert rect.width() == pytest.approx(rect.height())
        for point in (
            rect.center(),
            rect.topLeft() + QPointF(1, 1),
            rect.bottomRight() - QPointF(1, 1),
        ):
            assert view.cell_at(point) == cell
    for line in range(12):
        field = view.white_field_rect(line)
        assert view.white_field_at(field.center()) == line
        assert view.cell_at(field.center()) is None
    player.roll()
    player.click_cell(cell_index("d4"))
    assert window.play.controller.game.sheets[0].values[cell_index("d4")] == 6


def test_side_b_from_the_new_game_dialog(make_window, qtbot) -> None:
    window, player = make_window([5])
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    click_button(qtbot, dialog.ui.sideB)
    dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok).click()
    game = window.play.controller.game
    assert game.layout.id == "B"
    lines = window.play.line_model
    points = [lines.data(lines.line_index(line), LineRole.POINTS) for line in range(12)]
    assert points == [5, 6, 7, 8, 9, 5, 6, 7, 8, 9, 10, 10]
    assert window.play.ui.sheetView.picture().layout.id == "B"
    assert "Side B" in window.play.ui.dicePanel.round_label.text()
    player.roll()
    player.click_cell(cell_index("a1"))
    assert game.sheets[0].values[0] == 5


def test_cancelling_the_new_game_dialog_keeps_the_game(make_window) -> None:
    window, _player = make_window()
    game = window.play.controller.game
    window.ui.actionNew.trigger()
    window.new_game_dialog.reject()
    assert window.play.controller.game is game


@pytest.mark.parametrize(
    ("total", "words"),
    [(50, "Try again"), (51, "Good"), (80, "Good"), (81, "Excellent"), (101, "Spectacular")],
)
def test_the_rulebooks_solo_rating(total: int, words: str) -> None:
    assert rating_text(total).startswith(words)


def test_the_window_has_the_game_icon_and_a_title_with_the_file(make_window, tmp_path) -> None:
    window, player = make_window([3])
    assert not window.windowIcon().isNull()
    assert window.windowTitle() == "untitled[*] — Knaster"
    player.roll()
    player.click_cell(0)
    assert window.isWindowModified()
    window.save_file(tmp_path / "mine.knaster")
    assert window.windowTitle() == "mine.knaster[*] — Knaster"
    assert not window.isWindowModified()
