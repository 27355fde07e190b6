"""A pseudo-translation (every text accented and about 40 % longer) cuts off no text in any
window or dialog of the shell: each label's, button's and group box's width is at least what
its text needs. The catalogue is made from the .ts files at test time and compiled with
pyside6-lrelease; the app switches to it through Edit > Language, as a person would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace  # mightBeRichText lives there
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QGroupBox,
    QLabel,
    QTabBar,
    QToolBar,
    QWidget,
)

from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.session.keeper import FoundGame
from tests.shell.catalogues import compile_ts, install_catalogue, pseudo, pseudo_ts
from tools.update_translations import FOLDER

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


@pytest.fixture
def pseudo_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pseudo-translation as the app's German: Edit > Language > Deutsch shows it."""
    ts = tmp_path / "knaster_qt_de.ts"
    ts.write_text(pseudo_ts(FOLDER / "knaster_qt_de.ts"), encoding="utf-8")
    install_catalogue(monkeypatch, "de", compile_ts(ts))
    yield
    TRANSLATIONS.use("en")


def visible_text(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def needed_and_given(widget: QWidget) -> tuple[int, int] | None:
    """How wide the widget's text needs it to be and how wide it is (None: nothing to check)."""
    if isinstance(widget, QLabel):
        if widget.wordWrap() or not widget.text() or not widget.pixmap().isNull():
            return None  # a wrapped label grows downwards: nothing is cut
        margins = widget.contentsMargins()
        given = widget.width() - margins.left() - margins.right() - 2 * widget.margin()
        if widget.textFormat() == Qt.TextFormat.PlainText or not QtGuiNamespace.mightBeRichText(
            widget.text()
        ):
            lines = visible_text(widget.text()).splitlines() or [""]
            needed = max(widget.fontMetrics().horizontalAdvance(line) for line in lines)
        else:
            document = QTextDocument()
            document.setDefaultFont(widget.font())
            document.setHtml(widget.text())
            document.setDocumentMargin(0)
            needed = int(document.idealWidth())
        return needed, given
    if isinstance(widget, QAbstractButton):
        if not widget.text() or isinstance(widget.parentWidget(), QToolBar | QTabBar):
            return None  # a toolbar moves what does not fit into its extension menu
        return widget.sizeHint().width(), widget.width()
    if isinstance(widget, QGroupBox) and widget.title():
        needed = widget.fontMetrics().horizontalAdvance(visible_text(widget.title()))
        return needed, widget.width() - 8  # the frame's rounded corners
    return None


def cut_off(window: QWidget) -> Iterator[str]:
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible() or widget.window() is not window:
            continue  # hidden, or in a dialog of its own (checked as that dialog)
        check = needed_and_given(widget)
        if check is not None and check[0] > check[1] + 1:
            text = getattr(widget, "text", getattr(widget, "title", lambda: ""))()
            yield (
                f"{window.objectName() or type(window).__name__}: {type(widget).__name__} "
                f"{widget.objectName()!r} {text!r} needs {check[0]} px, has {check[1]}"
            )


def is_pseudo(text: str) -> bool:
    return text.endswith("~") or "~<" in text or "~ " in text


@pytest.mark.usefixtures("pseudo_language")
def test_no_text_is_cut_off_in_any_window_or_dialog(make_window, qtbot) -> None:
    window, player = make_window([7])
    player.roll()  # a round begun: New Game asks before abandoning it
    window.language_menu.action("de").trigger()  # Edit > Language > (the pseudo-language)
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == pseudo("&Game"))
    QApplication.processEvents()

    persistence = window.persistence
    window.new_game()
    persistence.show_settings()
    persistence.show_statistics()
    replay = persistence.show_replay()
    window.ui.actionAbout.trigger()
    licences = window.about_dialog.show_licences()
    window.ui.actionRules.trigger()
    window.print_actions.print_sheets()  # its options first
    window.show_error(window.tr("Cannot open game"), "game.knaster, line 3: not a roll")
    error_box = window.message_box
    persistence.confirm_abandon(lambda: None)  # "Abandon the game in round 1?"
    summary = {"rounds": 3, "sheet": "A", "players": [{"name": "Ann", "total": 12}]}
    persistence._ask_resume(FoundGame(window.entry, b"", summary))
    persistence.quit_guard.ask()  # "Quit Knaster Qt?"

    windows: list[QWidget] = [
        window,
        window.new_game_dialog,
        persistence.settings_dialog,
        persistence.statistics_window,
        replay,
        window.about_dialog,
        licences,
        window.rules_dialog,
        window.print_actions.options_dialog,
        error_box,
        persistence.abandon_box,
        persistence.resume_box,
        persistence.quit_guard.box,
    ]
    for shown in windows:
        assert shown is not None
        shown.show()
        qtbot.waitExposed(shown)
    QApplication.processEvents()

    # The pseudo-language is on screen (the check would prove nothing in English).
    assert is_pseudo(window.new_game_dialog.ui.addButton.text())
    assert is_pseudo(persistence.settings_dialog.windowTitle())
    assert is_pseudo(persistence.abandon_box.text())
    # Statistics: every tab's page in turn.
    problems = []
    statistics = persistence.statistics_window
    for index in range(statistics.ui.tabs.count()):
        statistics.ui.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        problems += cut_off(statistics)
    for shown in windows:
        problems += cut_off(shown)
    checked = sum(
        needed_and_given(widget) is not None
        for shown in windows
        for widget in shown.findChildren(QWidget)
        if widget.isVisible()
    )
    assert checked > 100  # labels, buttons and boxes of every window were measured
    assert not problems, "texts cut off:\n" + "\n".join(dict.fromkeys(problems))


def test_the_check_sees_a_text_that_does_not_fit(qtbot) -> None:
    """The measure itself: a label and a button squeezed below their text's width are found."""
    box = QWidget()
    qtbot.addWidget(box)
    label = QLabel(pseudo("Number of sheets:"), box)
    button = QCheckBox(pseudo("&Cut marks"), box)
    wrapped = QLabel(pseudo("A long sentence that wraps in its label"), box)
    wrapped.setWordWrap(True)
    for widget in (label, button, wrapped):
        widget.resize(40, 30)
    box.show()
    qtbot.waitExposed(box)
    assert len(list(cut_off(box))) == 2
    label.resize(label.sizeHint())
    button.resize(button.sizeHint())
    assert list(cut_off(box)) == []
