"""No user-visible text of the shell is left unmarked for translation: an AST scan of its
modules (tools/unmarked_texts.py) finds every literal or f-string given straight to a Qt
text setter or constructor, a message box, a file dialog or the play area's say/hover."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.unmarked_texts import ROOT, Finding, scan, scan_source

# The folders checked: the shell and every game (the command line may stay English).
FOLDERS = ("knaster_qt/shell", "knaster_qt/play_area.py", "knaster_qt/widgets", "knaster_qt/games")

# Texts that must stay as they are in every language, each with its reason:
# (module, the literal as written in the call).
EXEMPT: set[tuple[str, str]] = set()


def test_every_text_of_the_shell_and_the_games_is_marked_for_translation() -> None:
    findings = [
        finding
        for finding in scan(ROOT / folder for folder in FOLDERS)
        if (finding.path, finding.text) not in EXEMPT
    ]
    assert not findings, "unmarked texts (wrap them in self.tr):\n" + "\n".join(
        str(finding) for finding in findings
    )


def test_the_folders_checked_exist() -> None:
    for folder in FOLDERS:
        assert (ROOT / folder).exists(), folder


UNMARKED = """
class Window(QMainWindow):
    def build(self, name):
        self.setWindowTitle("Knaster")
        self.statusBar().showMessage(f"Saved {name}.")
        QMessageBox.warning(self, self.tr("Cannot save"), "The disk is full.")
        self.ui.label.setText("Round {0}".format(3))
        button = QPushButton("&Roll", self)
        path, _ = QFileDialog.getSaveFileName(self, "Save Game", "", "Knaster games (*.knaster)")
        self.frame.say("Your turn.")
        self.combo.addItem("everyone", None)
        self.box.setToolTip("Best: " + str(3))
"""

MARKED = """
class Window(QMainWindow):
    def build(self, name, count):
        self.setWindowTitle(self.tr("Knaster"))
        self.statusBar().showMessage(self.tr("Saved {0}.").format(name))
        QMessageBox.warning(self, self.tr("Cannot save"), self.tr("The disk is full."))
        self.ui.label.setText(QCoreApplication.translate("Sheet", "Round {0}").format(3))
        self.ui.count.setText(self.tr("%n game(s)", "", count))
        self.ui.sum.setText(str(count))
        self.ui.title.setText(f"<b>{self.tr('Total')}</b>")
        self.ui.empty.setText("")
        self.ui.dash.setText("–")
        self.combo.addItem(self.tr("everyone"), None)
        self.menu.addAction(f"&{count} {name}")
"""


def test_the_scan_finds_each_kind_of_unmarked_text() -> None:
    found = scan_source(UNMARKED, "example.py")
    assert sorted((finding.line, finding.call) for finding in found) == [
        (4, "setWindowTitle"),
        (5, "showMessage"),
        (6, "warning"),
        (7, "setText"),
        (8, "QPushButton"),
        (9, "getSaveFileName"),
        (9, "getSaveFileName"),
        (10, "say"),
        (11, "addItem"),
        (12, "setToolTip"),
    ]
    assert str(found[0]) == "example.py:4: setWindowTitle('Knaster') is not marked for translation"


def test_marked_texts_numbers_and_names_pass() -> None:
    assert scan_source(MARKED, "example.py") == []


def test_a_text_left_unmarked_in_a_real_module_fails_the_check(tmp_path: Path) -> None:
    """The check as it runs on the shell, on a copy of a module with one text unmarked."""
    module = ROOT / "knaster_qt/shell/views/persistence.py"
    source = module.read_text(encoding="utf-8")
    marked = 'self.tr("The game is autosaved again.")'
    assert marked in source
    broken = source.replace(marked, '"The game is autosaved again."')
    assert scan_source(source, "persistence.py") == []
    assert scan_source(broken, "persistence.py") == [
        Finding(
            "persistence.py",
            next(
                number
                for number, line in enumerate(broken.splitlines(), start=1)
                if '"The game is autosaved again."' in line
            ),
            "showMessage",
            "'The game is autosaved again.'",
        )
    ]


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_compiled_ui_modules_are_left_to_lupdate(folder: str) -> None:
    """Their texts are the .ui files' (pyside6-lupdate reads those): no need to scan them."""
    from tools.unmarked_texts import modules

    assert not any(path.name.startswith("ui_") for path in modules([ROOT / folder]))


HIDDEN_FROM_LUPDATE = """
from PySide6.QtCore import QCoreApplication

def _tr(text):
    return QCoreApplication.translate("About", text)

def translate(text):
    return QCoreApplication.translate("registry", text)

title = _tr("About Knaster Qt")
files = translate("All files (*)")
"""

MARKED_AND_TRANSLATED_LATER = """
from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

REASONS = {"abandoned": QT_TRANSLATE_NOOP("Persistence", "abandoned")}

def reason(key):
    return QCoreApplication.translate("Persistence", REASONS[key])

def moved(painter, x):
    painter.translate(x, 0)
"""


def test_texts_behind_an_alias_are_found_because_lupdate_cannot_see_them() -> None:
    """`_tr(text)` and a bare `translate(...)` hide every text from pyside6-lupdate: they
    were never in the .ts files (Help > About stayed English in every language)."""
    found = scan_source(HIDDEN_FROM_LUPDATE, "example.py")
    assert sorted((finding.line, finding.call) for finding in found) == [
        (5, "translate"),
        (8, "translate"),
        (11, "translate"),
    ]
    assert all("lupdate cannot read it" in finding.text for finding in found)


def test_translating_texts_marked_with_the_noop_marker_by_name_passes() -> None:
    assert scan_source(MARKED_AND_TRANSLATED_LATER, "example.py") == []
