"""The autosave's note of bonus circles picked (picks_note): written while picking, read on Resume,
ignored when it does not fit the game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from knaster_qt.games.knaster.core.notation import cell_index, line_index
from knaster_qt.games.knaster.models.picks_note import PickedBonus, read_note, without_note

from .conftest import click_button

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

MID_BONUS = "knaster 1\nsheet A\nplayer Player\n" + "".join(
    f"roll 9\nPlayer write {cell}\n" for cell in ("a2", "b2", "c2", "d2", "e2")
)


def unhovered(picture):
    """The sheet as painted, the mouse pointer's hover aside."""
    return replace(picture, hover_cell=None, hover_write=None, hover_circle=False)


def test_the_note_reads_back_and_anything_else_is_ignored() -> None:
    picked = PickedBonus("Ann", line_index("r2"), (cell_index("a2"), cell_index("c2")))
    text = MID_BONUS + picked.note() + "\n"
    assert picked.note() == "# knaster-qt picked Ann r2 a2 c2"
    assert read_note(text) == picked and without_note(text) == MID_BONUS
    assert read_note(MID_BONUS) is None and without_note(MID_BONUS) == MID_BONUS
    for bad in ("r9 a2", "r2 a2 a2", "r2 z9", "", "r2 a2 # more"):
        assert read_note(f"{MID_BONUS}# knaster-qt picked Ann {bad}\n") is None, bad
    assert read_note(f"# knaster-qt picked Ann r2 a2\n{MID_BONUS}") is None  # only the last line


def test_picks_are_autosaved_and_resumed(open_window, data_dir, qtbot) -> None:
    autosave = data_dir / "autosave.knaster"
    autosave.write_text(MID_BONUS, encoding="utf-8")
    window, player = open_window()
    window.persistence.startup()
    click_button(window.persistence.resume_box, "Resume")
    player.click_cell(cell_index("b2"))  # 1 of 3 circles
    banner = window.play.ui.bannerLabel.text()
    assert autosave.read_text(encoding="utf-8") == MID_BONUS + "# knaster-qt picked Player r2 b2\n"
    player.click_cell(cell_index("d2"))
    assert autosave.read_text(encoding="utf-8").endswith("picked Player r2 b2 d2\n")
    window.ui.actionUndo.trigger()  # takes back d2: the note follows
    assert autosave.read_text(encoding="utf-8").endswith("picked Player r2 b2\n")

    later, _ = open_window()
    later.persistence.startup()
    click_button(later.persistence.resume_box, "Resume")
    assert later.play.controller.bonus_picked == (cell_index("b2"),)
    assert later.play.ui.bannerLabel.text() == banner and later.play.ui.bannerLabel.isVisible()
    assert unhovered(later.play.ui.sheetView.picture()) == unhovered(
        window.play.ui.sheetView.picture()
    )
    assert autosave.read_text(encoding="utf-8").endswith("picked Player r2 b2\n")


@pytest.mark.parametrize(
    "note",
    [
        "# knaster-qt picked Bob r2 b2",
        "# knaster-qt picked Player r1 a1",
        "# knaster-qt picked Player r2 a2 b2 c2",
    ],
)
def test_a_note_that_does_not_fit_the_game_resumes_without_picks(
    open_window, data_dir, note: str
) -> None:
    (data_dir / "autosave.knaster").write_text(f"{MID_BONUS}{note}\n", encoding="utf-8")
    window, _ = open_window()
    window.persistence.startup()
    click_button(window.persistence.resume_box, "Resume")
    assert window.play.controller.bonus_picked == ()
    assert window.play.ui.bannerLabel.text() == "Five of a kind in row 2: circle 3 numbers."
