"""Open every window of the three games as a person does and report how they look, as JSON.

    python -m tests.screens.window_report REPORT.json [--scheme light|dark|system] [--shots DIR]

Run as a program of its own because a screen's device pixel ratio is fixed when Qt starts:
tests/screens/desktops.py sets QT_SCALE_FACTOR (with the rounding policy PassThrough, so
1.25 stays 1.25), the screen and the desktop, and starts this. ``--scheme dark`` gives the
app the palette Qt itself makes when a desktop says "dark" (Qt's Fusion dark palette, what
GNOME's colour-scheme setting turns into), before any window exists, as at a real start;
``system`` leaves it to the desktop (the platform theme); ``light`` is offscreen's own.

For each game: Game > New Game… (the dialog with a name given twice, then right, then OK
with a computer player added; Exact Hit with real dice), the main window after a roll with a
hint, Help > Rules, Game > Statistics, Edit > Settings, Game > Replay and the result; before
that, a solo game's Help > First Game Guide; with Knaster, also Help > About. Each window:
texts cut (needing more room than they have, or reaching beyond the window), texts too pale
for their background, icons with fewer pixels than the screen shows; each game's sheet: the
device pixel ratio of what is drawn, how much detail it has at that ratio (against the same
picture drawn at ratio 1 and enlarged), and its paper colour against the window's.
``--shots`` saves a picture of each window.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from tests.screens.looks import (
    blurred_icons,
    clipped_texts,
    cut_off,
    drawn_smaller,
    fine_detail,
    light_boxes,
    main_colour,
    texts_shown,
    unreadable_texts,
)

# Qt's own Fusion palette for a dark desktop (Qt 6.11, QT_QPA_PLATFORMTHEME=gnome with the
# colour scheme dark): active group, then what the disabled group changes.
DARK = {
    "WindowText": "#f0f0f0",
    "Button": "#323232",
    "Light": "#4b4b4b",
    "Midlight": "#2a2a2a",
    "Dark": "#212121",
    "Mid": "#262626",
    "Text": "#f0f0f0",
    "BrightText": "#4b4b4b",
    "ButtonText": "#f0f0f0",
    "Base": "#242424",
    "Window": "#323232",
    "Shadow": "#191919",
    "Highlight": "#308cc6",
    "HighlightedText": "#f0f0f0",
    "Link": "#308cc6",
    "LinkVisited": "#ff00ff",
    "AlternateBase": "#2b2b2b",
    "ToolTipBase": "#ffffdc",
    "ToolTipText": "#000000",
    "PlaceholderText": "#80f0f0f0",
    "Accent": "#308cc6",
}
DARK_DISABLED = {
    "WindowText": "#828282",
    "Dark": "#bebebe",
    "Text": "#828282",
    "ButtonText": "#828282",
    "Base": "#323232",
    "Shadow": "#252525",
    "Highlight": "#919191",
    "Accent": "#919191",
}


def dark_palette() -> QPalette:
    palette = QPalette()
    for group, colours in (
        (QPalette.ColorGroup.All, DARK),
        (QPalette.ColorGroup.Disabled, DARK_DISABLED),
    ):
        for role, name in colours.items():
            palette.setColor(group, QPalette.ColorRole[role], QColor.fromString(name))
    return palette


def settle(app: QApplication) -> None:
    """What the event loop does between two gestures: events, then widgets deleted later
    (processEvents alone leaves those, e.g. the cards of the game New Game replaced)."""
    for _ in range(10):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


SHOTS: list[Path] = []  # the folder for a picture of each window, when asked for


def look_at(window: QWidget, name: str = "") -> dict[str, Any]:
    if SHOTS and name:
        window.grab().save(str(SHOTS[0] / f"{name}.png"))
    return {
        "texts": len(texts_shown(window)),
        "clipped": clipped_texts(window) + cut_off(window),
        "unreadable": unreadable_texts(window) + light_boxes(window),
        "blurred": blurred_icons(window),
    }


def sheet_report(sheet: QWidget, window: QWidget) -> dict[str, Any]:
    """What the sheet ``sheet`` shows: its ratio, its detail, its paper and the window's."""
    picture = sheet.grab()
    ratio = picture.devicePixelRatio()
    image = picture.toImage()
    whole = window.grab().toImage()
    middle = QRect(image.width() // 4, image.height() // 4, image.width() // 2, image.height() // 2)
    paper = main_colour(image, middle)
    return {
        "ratio": picture.devicePixelRatio(),
        "screen_ratio": sheet.devicePixelRatioF(),
        "size": [image.width(), image.height()],
        "logical": [sheet.width(), sheet.height()],
        "detail": fine_detail(image, ratio),
        "blurred_detail": fine_detail(drawn_smaller(image, ratio), ratio),
        "paper": paper.name(),
        "paper_lightness": paper.lightness(),
        "window_lightness": window.palette().color(QPalette.ColorRole.Window).lightness(),
        # the band above the status bar, left of the middle: the window's own background
        "window_pixels": main_colour(
            whole, QRect(0, whole.height() - 4, whole.width() // 3, 3)
        ).lightness(),
    }


def solo_game(app: QApplication, window: Any, game_name: str) -> None:
    """Game > New Game…: the game chosen, its one player as the dialog offers it, OK."""
    window.ui.actionNew.trigger()
    settle(app)
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText(game_name))
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    settle(app)


def new_game(
    app: QApplication, window: Any, game_name: str, game_key: str, report: dict[str, Any]
) -> None:
    """Game > New Game…: the game chosen, a computer player added, OK."""
    window.ui.actionNew.trigger()
    settle(app)
    dialog = window.new_game_dialog
    combo = dialog.ui.gameCombo
    combo.setCurrentIndex(combo.findText(game_name))
    dialog.ui.addComputerButton.click()
    settle(app)
    # The second player named as the first: the dialog shows what is wrong, in red.
    first, second = dialog.name_edit(0), dialog.name_edit(1)
    second.selectAll()
    QTest.keyClicks(second, first.text())
    settle(app)
    report["new game, a name twice"] = look_at(dialog, f"{game_key}-new-game-refused")
    second.selectAll()
    QTest.keyClicks(second, "Robo")
    settle(app)
    if game_key == "exact-hit":  # real dice at the table: the six colours' boxes to fill
        dialog.ui.realDice.click()
        settle(app)
    report["new game"] = look_at(dialog, f"{game_key}-new-game")
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    settle(app)


def sheet_of(play: Any) -> QWidget:
    for name in ("sheet_view", "board"):
        if hasattr(play, name):
            return getattr(play, name)  # type: ignore[no-any-return]
    return play.ui.sheetView  # type: ignore[no-any-return]


def run() -> dict[str, Any]:
    from knaster_qt.shell import registry
    from knaster_qt.shell.views.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    reports: dict[str, Any] = {}
    for entry in registry.games():
        game_name = entry.name.replace("&", "")
        game_key = game_name.lower().replace(" ", "-")
        report: dict[str, Any] = {}
        window = MainWindow()
        window.resize(1180, 780)
        window.show()
        settle(app)
        window.persistence.startup()
        solo_game(app, window, game_name)
        if window.ui.actionGuide.isVisible():  # Help > First Game Guide: its first callout
            window.ui.actionGuide.trigger()
            settle(app)
            report["first game guide"] = look_at(window, f"{game_key}-guide")
            QTest.keyClick(window, Qt.Key.Key_Escape)  # skips the guide
            settle(app)
        new_game(app, window, game_name, game_key, report)
        play = window.play
        if window.ui.actionRoll.isEnabled():
            window.ui.actionRoll.trigger()
            settle(app)
        if window.ui.actionHint.isEnabled():  # the hint box shown too
            window.ui.actionHint.trigger()
            settle(app)
        report["main window"] = look_at(window, f"{game_key}-main-window")
        report["sheet"] = sheet_report(sheet_of(play), window)
        window.ui.actionRules.trigger()
        settle(app)
        report["rules"] = look_at(window.rules_dialog, f"{game_key}-rules")
        window.rules_dialog.close()
        window.ui.actionStatistics.trigger()
        settle(app)
        report["statistics"] = look_at(
            window.persistence.statistics_window, f"{game_key}-statistics"
        )
        window.persistence.statistics_window.close()
        window.ui.actionSettings.trigger()
        settle(app)
        report["settings"] = look_at(window.persistence.settings_dialog, f"{game_key}-settings")
        window.persistence.settings_dialog.reject()
        if game_key == "knaster":  # the app's own window, once
            window.ui.actionAbout.trigger()
            settle(app)
            report["about"] = look_at(window.about_dialog, "about")
            window.about_dialog.close()
        window.ui.actionReplay.trigger()  # Game > Replay…: the game on screen
        settle(app)
        replay = window.persistence.replay_window
        report["replay"] = look_at(replay, f"{game_key}-replay")
        replay.close()
        if hasattr(play, "result_dialog"):
            play.show_result()
            settle(app)
            report["result"] = look_at(play.result_dialog, f"{game_key}-result")
            play.result_dialog.close()
        reports[game_name] = report
        window.setWindowModified(False)
        window.hide()
        settle(app)
    return reports


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("report", type=Path)
    # "system": the desktop's own, as the platform theme reports it (tests/screens/desktops.py)
    parser.add_argument("--scheme", choices=("light", "dark", "system"), default="light")
    parser.add_argument("--shots", type=Path)
    options = parser.parse_args()
    if options.shots is not None:
        options.shots.mkdir(parents=True, exist_ok=True)
        SHOTS.append(options.shots)
    app = QApplication(sys.argv[:1])
    if options.scheme == "dark":
        app.setPalette(dark_palette())
    from knaster_qt.shell.i18n import TRANSLATIONS

    TRANSLATIONS.use("en")
    result = {
        "ratio": QGuiApplication.primaryScreen().devicePixelRatio(),
        "color_scheme": app.styleHints().colorScheme().name,
        "games": run(),
    }
    options.report.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
