"""Help > First Game Guide: a short solo game with a callout pointing at each step, followed
by real clicks and keys, skipped with Escape, and shown by itself on the app's first start."""

from __future__ import annotations

import itertools
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QMessageBox

from knaster_qt.games.knaster.core.actions import Circle, Write
from knaster_qt.games.knaster.core.game import ActionEvent
from knaster_qt.games.knaster.core.notation import cell_index, line_index
from knaster_qt.games.knaster.views.first_game_guide import FirstGameGuide, Stage
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.main_window import MainWindow
from tests.shell.catalogues import compile_ts, install_catalogue, pseudo_ts
from tests.shell.views.test_pseudo_translation import cut_off, is_pseudo
from tools.update_translations import FOLDER

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

ROOT = Path(__file__).resolve().parents[3]


def start_from_menu(window: MainWindow, qtbot) -> FirstGameGuide:
    items = window.ui.menuHelp.actions()
    assert items.index(window.ui.actionGuide) == items.index(window.ui.actionRules) + 1
    assert window.ui.actionGuide.text() == "First Game &Guide"
    window.ui.actionGuide.trigger()
    guide = window.play.guide
    assert guide is not None and guide.active
    qtbot.waitUntil(guide.bubble.isVisible)
    return guide


def rect_of(window: MainWindow, widget) -> QRectF:
    return QRectF(widget.geometry().translated(widget.parentWidget().mapTo(window, QPoint(0, 0))))


def points_at(guide: FirstGameGuide, rect: QRectF) -> bool:
    """The ring is around ``rect`` and the bubble does not cover it."""
    bubble = QRectF(guide.bubble.geometry())
    return guide.overlay.target == rect and not bubble.intersects(rect)


def cell_rect(window: MainWindow, cell: int) -> QRectF:
    view = window.play.ui.sheetView
    return view.cell_rect(cell).translated(view.mapTo(window, QPoint(0, 0)).toPointF())


def test_the_guide_followed_by_clicks_from_the_first_roll_to_the_score(make_window, qtbot) -> None:
    window, player = make_window()
    assert window.play.guide is None  # a window made by a test starts no guide by itself
    guide = start_from_menu(window, qtbot)
    controller, view = window.play.controller, window.play.ui.sheetView
    game = controller.game
    assert guide.stage is Stage.WELCOME and "Welcome to Knaster" in guide.bubble.text.text()
    qtbot.keyClick(view, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # Next's mnemonic
    qtbot.waitUntil(lambda: guide.stage is Stage.ROLL)  # (a mnemonic clicks with a short delay)

    # The roll: the callout points at the dice; the guide waits for the roll.
    assert guide.stage is Stage.ROLL and not guide.bubble.next_button.isVisible()
    assert points_at(guide, rect_of(window, window.play.ui.dicePanel))
    player.roll()
    assert game.current_roll == 7
    # Where to write: c3 lit on the sheet, the callout beside the sheet's grid.
    assert guide.stage is Stage.WRITE and view.hint == (cell_index("c3"), None)
    assert points_at(guide, cell_rect(window, cell_index("c3")))
    assert "You rolled 7" in guide.bubble.text.text()
    player.click_cell(cell_index("c3"))
    assert guide.stage is Stage.ROLL_AGAIN
    qtbot.keyClick(view, Qt.Key.Key_R)  # the keyboard rolls too
    # The same sum again: circle it.
    assert guide.stage is Stage.CIRCLE and view.hint == (cell_index("c3"), None)
    assert "circle" in guide.bubble.text.text()
    player.click_cell(cell_index("c3"))
    assert game.sheets[0].circled == 1 << cell_index("c3")

    # Row 3, cell by cell where the guide points: 6 b3, 8 d3, 5 a3, 9 e3 is a straight.
    for total, name in ((6, "b3"), (8, "d3"), (5, "a3"), (9, "e3")):
        assert guide.stage is Stage.FILL
        assert points_at(guide, rect_of(window, window.play.ui.dicePanel))
        player.roll()
        assert game.current_roll == total and view.hint == (cell_index(name), None)
        player.click_cell(cell_index(name))

    # The first bonus: the row lit, three circles to give.
    row = line_index("r3")
    assert guide.stage is Stage.BONUS and view.hint == (None, row)
    assert "bonus circles" in guide.bubble.text.text() and ": 3." in guide.bubble.text.text()
    for name in ("a3", "b3", "d3"):
        player.click_cell(cell_index(name))
    assert not game.pending_bonus(0)

    # One more roll brings the last uncircled number of the row: circle it and it scores.
    assert guide.stage is Stage.LAST
    player.roll()
    assert game.current_roll == 9 and view.hint == (cell_index("e3"), None)
    player.click_cell(cell_index("e3"))
    assert game.score(0).scored_lines == (row,)

    # The score: the callout at the score box, with the sum the sheet shows.
    assert guide.stage is Stage.SCORE
    assert points_at(guide, rect_of(window, window.play.ui.scoreBox))
    assert "white fields 7 + circles 5 = 12" in guide.bubble.text.text()
    qtbot.mouseClick(guide.bubble.next_button, Qt.MouseButton.LeftButton)
    assert not guide.active and not guide.bubble.isVisible() and not guide.overlay.isVisible()
    assert view.hint == (None, None)
    # Every move was the player's own click, in the core's record.
    moves = [event.action for event in game.history if isinstance(event, ActionEvent)]
    assert moves[:2] == [Write(cell_index("c3")), Circle(cell_index("c3"))]


def test_escape_skips_the_guide_midway_and_the_game_plays_on(make_window, qtbot) -> None:
    window, player = make_window([4])  # the test's dice come back once the guide is gone
    guide = start_from_menu(window, qtbot)
    qtbot.mouseClick(guide.bubble.next_button, Qt.MouseButton.LeftButton)
    player.roll()
    player.click_cell(cell_index("a1"))  # not where the guide points: the rules allow it
    assert guide.stage is Stage.ROLL_AGAIN
    qtbot.keyClick(window.play.ui.sheetView, Qt.Key.Key_Escape)
    assert not guide.active and not guide.bubble.isVisible()
    assert window.play.ui.sheetView.hint == (None, None)
    game = window.play.controller.game
    assert game.sheets[0].values[cell_index("a1")] == 7
    player.roll()
    assert game.current_roll == 4
    player.click_cell(cell_index("e5"))
    assert game.sheets[0].values[cell_index("e5")] == 4


def test_the_skip_button_and_a_game_under_way(make_window, qtbot) -> None:
    """From a game with rolls the guide asks first (as New Game does), then plays a new one."""
    window, player = make_window([3])
    player.roll()
    player.click_cell(cell_index("a1"))
    window.ui.actionGuide.trigger()
    box = window.persistence.abandon_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    abandon = next(b for b in box.buttons() if b.text() == "&Abandon")
    qtbot.mouseClick(abandon, Qt.MouseButton.LeftButton)
    guide = window.play.guide
    assert guide is not None and guide.active
    assert window.play.controller.game.rounds == 0 and len(window.play.controller.game.players) == 1
    qtbot.mouseClick(guide.bubble.skip_button, Qt.MouseButton.LeftButton)
    assert not guide.active and not guide.bubble.isVisible()


# Runs the app's real start (knaster_qt.shell.app.main) and reports whether the guide runs.
START = """
import itertools
import json
import math
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from knaster_qt.shell.app import main
from knaster_qt.shell.views.main_window import MainWindow

def report():
    app = QApplication.instance()
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    guide = window.play.guide
    boxes = [w.windowTitle() for w in app.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible()]
    seen.update(guide=guide is not None and guide.active,
                bubble=guide is not None and guide.bubble.isVisible(), boxes=boxes)
    app.quit()

app = QApplication([])
seen = {}
QTimer.singleShot(1500, report)
main([])
print(json.dumps(seen), flush=True)
"""


def start_app(data_dir: Path) -> dict:
    env = {
        **os.environ,
        "KNASTER_QT_DATA_DIR": str(data_dir),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }
    result = subprocess.run(
        [sys.executable, "-c", START],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def test_the_first_start_shows_the_guide_once(tmp_path: Path) -> None:
    first = start_app(tmp_path)
    assert first == {"guide": True, "bubble": True, "boxes": []}
    again = start_app(tmp_path)
    assert again == {"guide": False, "bubble": False, "boxes": []}


def test_a_first_start_with_an_unfinished_game_asks_to_resume_instead(tmp_path: Path) -> None:
    unfinished = "knaster 1\nsheet A\nplayer Player\nroll 7\nPlayer write c3\nroll 8\n"
    (tmp_path / "autosave.knaster").write_text(unfinished, encoding="utf-8")
    seen = start_app(tmp_path)
    assert seen == {"guide": False, "bubble": False, "boxes": ["Resume game?"]}


def test_a_first_start_on_a_table_of_several_players_starts_no_guide(tmp_path: Path) -> None:
    """Someone who set up a table before (settings from an older version) plays that table."""
    settings = "[players]\n1\\name=Ann\n1\\kind=human\n2\\name=Bob\n2\\kind=human\nsize=2\n"
    (tmp_path / "settings.ini").write_text(settings, encoding="utf-8")
    assert start_app(tmp_path)["guide"] is False


def test_the_guide_follows_a_player_who_plays_otherwise(make_window, qtbot) -> None:
    """It only points: another cell, a step taken back, a row that makes no combination."""
    window, player = make_window()
    guide = start_from_menu(window, qtbot)
    view, game = window.play.ui.sheetView, window.play.controller.game
    qtbot.keyClick(view, Qt.Key.Key_R)  # rolled without reading the welcome: on it goes
    assert guide.stage is Stage.WRITE and view.hint == (cell_index("c3"), None)
    player.click_cell(cell_index("a1"))  # not the lit c3
    assert guide.stage is Stage.ROLL_AGAIN
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # taken back
    assert game.sheets[0].values[cell_index("a1")] == 0
    assert "You rolled 7: write it" in guide.bubble.text.text()
    player.click_cell(cell_index("a1"))
    player.roll()
    assert guide.stage is Stage.CIRCLE and view.hint == (cell_index("a1"), None)
    player.click_cell(cell_index("a1"))  # circled where it was written
    # The 6 goes to e1 instead of b3; the guide lights the next free cell of its plan.
    assert guide.stage is Stage.FILL
    player.roll()
    player.click_cell(cell_index("e1"))
    for name in ("b3", "d3", "a3"):
        player.roll()
        assert view.hint == (cell_index(name), None)
        player.click_cell(cell_index(name))
    # The prepared rolls are used up without a bonus: the guide shows the score.
    assert not game.pending_bonus(0)
    assert guide.stage is Stage.SCORE
    assert "white fields 0 + circles 1 = 1" in guide.bubble.text.text()


@pytest.fixture
def pseudo_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The pseudo-translation (tests/shell/catalogues.py) as the app's German."""
    ts = tmp_path / "knaster_qt_de.ts"
    ts.write_text(pseudo_ts(FOLDER / "knaster_qt_de.ts"), encoding="utf-8")
    install_catalogue(monkeypatch, "de", compile_ts(ts))
    yield
    TRANSLATIONS.use("en")


@pytest.mark.usefixtures("pseudo_german")
def test_the_callout_cuts_no_longer_translation_off(make_window, qtbot) -> None:
    """The pseudo-translation (every text ~40 % longer, accented) fits the callout."""
    window, _player = make_window()
    window.language_menu.action("de").trigger()  # Edit > Language > (the pseudo-language)
    guide = start_from_menu(window, qtbot)
    for _step in range(2):  # the welcome (Next, Skip) and the roll (Skip)
        qtbot.waitUntil(lambda: is_pseudo(guide.bubble.skip_button.text()))
        assert is_pseudo(guide.bubble.text.text())
        assert list(cut_off(guide.bubble)) == []
        assert window.rect().contains(guide.bubble.geometry())
        guide.next()


def _passes_through(tail: list[QPointF], centre: QPointF, reach: float) -> bool:
    """Whether the broken line ``tail`` comes within ``reach`` of ``centre``."""
    for start, end in itertools.pairwise(tail):
        line = end - start
        length = QPointF.dotProduct(line, line)
        t = 0.0 if length == 0 else QPointF.dotProduct(centre - start, line) / length
        nearest = start + line * min(1.0, max(0.0, t))
        if math.dist((nearest.x(), nearest.y()), (centre.x(), centre.y())) < reach:
            return True
    return False


def test_the_callouts_line_runs_between_the_numbers_not_through_them(make_window, qtbot) -> None:
    """While the guide fills row 3 its line goes from the callout beside the sheet to the cell
    it points at: along the grid line above the row, not through the 6, 7 and 8 written."""
    window, player = make_window()
    guide = start_from_menu(window, qtbot)
    qtbot.mouseClick(guide.bubble.next_button, Qt.MouseButton.LeftButton)
    player.roll()
    player.click_cell(cell_index("c3"))
    player.roll()
    player.click_cell(cell_index("c3"))  # circled
    for total, name in ((6, "b3"), (8, "d3"), (5, "a3")):
        player.roll()
        assert guide.stage is Stage.FILL and window.play.controller.game.current_roll == total
        target = cell_index(name)
        assert points_at(guide, cell_rect(window, target))
        tail = guide.overlay.tail()
        assert len(tail) >= 2 and guide.overlay.ring().contains(tail[-1])
        for cell in range(25):
            rect = cell_rect(window, cell)
            if cell != target:
                assert not _passes_through(tail, rect.center(), rect.width() * 0.3), (name, cell)
        player.click_cell(target)
