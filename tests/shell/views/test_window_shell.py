"""The main window's two steps: the shell painted before the engine loads, then bind_game.

At start-up the app shows the shell and binds the game right after the first paint;
the shell must look exactly like the new game that arrives, and do nothing harmful
if something is clicked in between.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QIcon, QImage

from knaster_qt.assets import resource_path
from knaster_qt.shell.app import _after_first_paint
from knaster_qt.shell.views.main_window import MainWindow, toolbar_icon

ROOT = Path(__file__).resolve().parents[3]

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def window_image(window: MainWindow) -> QImage:
    return window.grab().toImage()


def test_the_shell_looks_exactly_like_the_new_game_it_becomes(qtbot) -> None:
    window = MainWindow(bind_game=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(10)  # the layouts settle (posted events), as before the app's first frame
    assert not window.game_bound
    shell = window_image(window)
    shell_status = window.statusBar().currentMessage()
    shell_title = window.windowTitle()
    window.bind_game()
    assert window.game_bound
    qtbot.wait(10)
    bound = window_image(window)
    assert window.statusBar().currentMessage() == shell_status == "Roll the dice to start: press R."
    assert window.windowTitle() == shell_title
    assert bound.size() == shell.size()
    differing = sum(
        1
        for y in range(0, bound.height(), 2)
        for x in range(0, bound.width(), 2)
        if bound.pixel(x, y) != shell.pixel(x, y)
    )
    assert differing == 0, f"{differing} sampled pixels change when the game is bound"


def test_the_shell_ignores_clicks_keys_and_menus_until_the_game_is_bound(qtbot) -> None:
    window = MainWindow(bind_game=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    view = window.play.ui.sheetView
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(12).center().toPoint())
    qtbot.keyClick(view, Qt.Key.Key_R)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    for action in (window.ui.actionRoll, window.ui.actionUndo, window.ui.actionSave):
        action.trigger()
    assert not window.game_bound
    window.bind_game()
    assert window.play.controller.game.rounds == 0  # nothing above reached the game
    assert window.play.controller.game.sheets[0].values == [0] * 25
    qtbot.mouseClick(window.play.ui.dicePanel.roll_button, Qt.MouseButton.LeftButton)
    assert window.play.controller.game.rounds == 1


def test_a_window_binds_its_game_only_once(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    with pytest.raises(RuntimeError, match="already has its game"):
        window.bind_game()


def test_the_game_is_bound_right_after_the_first_paint(qtbot) -> None:
    window = MainWindow(bind_game=False)
    qtbot.addWidget(window)
    bound_at_paint: list[bool] = []

    class PaintNotes(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                bound_at_paint.append(window.game_bound)
            return False

    notes = PaintNotes(window)
    window.play.ui.sheetView.installEventFilter(notes)
    _after_first_paint(window.play.ui.sheetView, window.bind_game)
    window.show()
    qtbot.waitUntil(lambda: window.game_bound, timeout=3000)
    assert bound_at_paint and bound_at_paint[0] is False


def test_the_toolbar_has_an_icon_for_every_action(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    sizes = {size.width() for size in window.windowIcon().availableSizes()}
    assert sizes == {16, 24, 32, 48, 64, 128, 256, 512}  # every PNG of resources/icons/png
    for action in window.ui.toolBar.actions():
        if not action.isSeparator():
            assert not action.icon().isNull(), action.objectName()
            assert not action.icon().pixmap(24, 24).isNull(), action.objectName()


@pytest.fixture
def icon_themes(tmp_path) -> Iterator[None]:
    """An icon theme "desk" (as a desktop's) in a folder of its own, with document-new;
    Qt's theme settings are restored afterwards."""
    for theme in ("desk",):
        folder = tmp_path / theme / "32x32" / "actions"
        folder.mkdir(parents=True)
        (tmp_path / theme / "index.theme").write_text(
            f"[Icon Theme]\nName={theme}\nDirectories=32x32/actions\n\n"
            "[32x32/actions]\nSize=32\nType=Fixed\n",
            encoding="utf-8",
        )
        image = QImage(32, 32, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.red)
        assert image.save(str(folder / "document-new.png"))
    name, paths = QIcon.themeName(), QIcon.themeSearchPaths()
    QIcon.setThemeSearchPaths([str(tmp_path)])
    try:
        yield
    finally:
        QIcon.setThemeSearchPaths(paths)
        QIcon.setThemeName(name)


@pytest.mark.usefixtures("icon_themes")
def test_toolbar_icons_come_from_the_desktops_icon_theme(qtbot) -> None:
    QIcon.setThemeName("desk")
    assert toolbar_icon("document-new", "new").name() == "document-new"
    missing = toolbar_icon("no-such-icon", "new")  # the app's own
    assert missing.name() == "" and not missing.pixmap(24, 24).isNull()


@pytest.fixture
def no_icon_theme() -> Iterator[None]:
    """No freedesktop icon theme at all, as on Windows and macOS; Qt's settings restored after."""
    saved = (
        QIcon.themeName(),
        QIcon.themeSearchPaths(),
        QIcon.fallbackThemeName(),
        QIcon.fallbackSearchPaths(),
    )
    QIcon.setThemeSearchPaths([])
    QIcon.setFallbackSearchPaths([])
    QIcon.setThemeName("")
    QIcon.setFallbackThemeName("")
    try:
        yield
    finally:
        QIcon.setThemeName(saved[0])
        QIcon.setThemeSearchPaths(saved[1])
        QIcon.setFallbackThemeName(saved[2])
        QIcon.setFallbackSearchPaths(saved[3])


def same_picture(first: QImage, second: QImage) -> bool:
    format_ = QImage.Format.Format_ARGB32_Premultiplied
    return first.convertToFormat(format_) == second.convertToFormat(format_)


@pytest.mark.usefixtures("no_icon_theme")
def test_without_an_icon_theme_the_toolbar_shows_the_apps_own_icons(qtbot) -> None:
    """Windows and macOS have no freedesktop theme: every toolbar button still has a picture,
    and Hint, Rules, New, Open, Save and Undo show the app's own, sharp at 1x and 2x."""
    window = MainWindow()
    qtbot.addWidget(window)
    for action in window.ui.toolBar.actions():
        if not action.isSeparator():
            assert not action.icon().pixmap(QSize(24, 24), 1.0).isNull(), action.objectName()
    own = {
        "actionHint": "hint",
        "actionRules": "rules",
        "actionNew": "new",
        "actionOpen": "open",
        "actionSave": "save",
        "actionUndo": "undo",
    }
    for action_name, icon_name in own.items():
        icon = getattr(window.ui, action_name).icon()
        for ratio, size in ((1.0, 24), (2.0, 48)):
            shown = icon.pixmap(QSize(24, 24), ratio).toImage()
            drawn = QImage(str(resource_path("icons", "toolbar", f"{icon_name}-{size}.png")))
            assert shown.size() == QSize(size, size), (action_name, ratio)
            assert same_picture(shown, drawn), (action_name, ratio)


# The real app in a fresh process: which of the game's modules are loaded when the sheet
# is first painted, and which once the game is bound; and whether PySide6 had made every
# widget class of QtWidgets by the first paint (QWizard stands for them: the window has none).
FIRST_PAINT_PROBE = """
import json, sys
from PySide6 import QtWidgets
from knaster_qt.games.knaster.views import sheet_view
from knaster_qt.shell import app
from knaster_qt.shell.views import main_window

loaded = {}
original_paint = sheet_view.SheetView.paintEvent
original_bind = main_window.MainWindow.bind_game

def modules():
    return sorted(name for name in sys.modules if name.startswith("knaster_qt."))

def paint(self, event):
    loaded.setdefault("painted", modules())
    loaded.setdefault("every widget class", "QWizard" in vars(QtWidgets))
    original_paint(self, event)

def bind(self, *args, **kwargs):
    original_bind(self, *args, **kwargs)
    loaded["bound"] = modules()
    print(json.dumps(loaded), flush=True)

sheet_view.SheetView.paintEvent = paint
main_window.MainWindow.bind_game = bind
START
"""

RULES_ENGINE = (
    "knaster_qt.games.knaster.core.game",
    "knaster_qt.games.knaster.core.legality",
    "knaster_qt.games.knaster.core.setup",
    "knaster_qt.games.knaster.core.turns",
    "knaster_qt.games.knaster.models.controller",
)


@pytest.mark.parametrize(
    "start",
    [
        "app.main([], smoke_test=True)",
        # The knaster-qt command, which builds its subcommands' parsers only for a subcommand.
        "import knaster_qt.cli; knaster_qt.cli.main(['--smoke-test'])",
    ],
    ids=["app", "command"],
)
def test_the_shell_paints_the_sheet_from_its_layout_without_the_rules_engine(
    tmp_path: Path, start: str
) -> None:
    """Layers: the first paint needs the shell, the painter and the sheet layouts; the rules
    engine and the game's models are loaded by bind_game (after that paint)."""
    loaded = first_paint_probe(tmp_path, start)
    assert "knaster_qt.games.knaster.core.layout" in loaded["painted"]
    assert [name for name in RULES_ENGINE if name in loaded["painted"]] == []
    assert [name for name in RULES_ENGINE if name not in loaded["bound"]] == []


def test_the_first_paint_never_takes_hold_of_a_widget_qt_made(tmp_path: Path) -> None:
    """The first Python handle on a widget that Qt made itself (a scroll area's viewport,
    a widget's parent) makes PySide6 create every widget class of QtWidgets with all of
    their enums: some 70 M instructions of start-up before the first paint (docs/PERFORMANCE.md).
    The shell's widgets reach such widgets only once the game is bound."""
    loaded = first_paint_probe(tmp_path, "app.main([], smoke_test=True)")
    assert loaded["every widget class"] is False


def first_paint_probe(tmp_path: Path, start: str) -> dict[str, Any]:
    """FIRST_PAINT_PROBE's findings for the app started by ``start`` in a fresh process."""
    env = dict(
        os.environ,
        KNASTER_QT_DATA_DIR=str(tmp_path),
        QT_QPA_PLATFORM="offscreen",
        KNASTER_QT_NO_ANIMATION="1",
        PYTHONPATH=str(ROOT),
    )
    result = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT_PROBE.replace("START", start)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    loaded: dict[str, Any] = json.loads(result.stdout.splitlines()[0])
    return loaded
