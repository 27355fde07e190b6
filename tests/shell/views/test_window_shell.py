"""The main window's two steps: the shell painted before the engine loads, then bind_game.

At start-up the app shows the shell and binds the game right after the first paint;
the shell must look exactly like the new game that arrives, and do nothing harmful
if something is clicked in between.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QIcon, QImage
from PySide6.QtWidgets import QStyle

from knaster_qt.shell.app import _after_first_paint
from knaster_qt.shell.views.main_window import MainWindow, toolbar_icon

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
    view = window.ui.sheetView
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(12).center().toPoint())
    qtbot.keyClick(view, Qt.Key.Key_R)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    for action in (window.ui.actionRoll, window.ui.actionUndo, window.ui.actionSave):
        action.trigger()
    assert not window.game_bound
    window.bind_game()
    assert window.controller.game.rounds == 0  # nothing above reached the game
    assert window.controller.game.sheets[0].values == [0] * 25
    qtbot.mouseClick(window.ui.dicePanel.roll_button, Qt.MouseButton.LeftButton)
    assert window.controller.game.rounds == 1


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
    window.ui.sheetView.installEventFilter(notes)
    _after_first_paint(window.ui.sheetView, window.bind_game)
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
    assert toolbar_icon("document-new", QStyle.StandardPixmap.SP_FileIcon).name() == "document-new"
    missing = toolbar_icon("no-such-icon", QStyle.StandardPixmap.SP_FileIcon)  # the style's
    assert missing.name() == "" and not missing.pixmap(24, 24).isNull()
