"""Test-wide setup: Qt draws offscreen unless KNASTER_TEST_DISPLAY asks for a real screen."""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import settings

from tests.platform_needs import check_markers
from tests.system_font import ENV as TEST_FONT_ENV
from tests.system_font import use_chosen_font

# Property tests explore the same examples on every run, so CI cannot turn red by luck;
# HYPOTHESIS_PROFILE=explore searches new examples (and keeps failures in .hypothesis/).
settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

if not os.environ.get("KNASTER_TEST_DISPLAY"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if sys.platform == "win32":
        # Offscreen on Windows reads fonts from a folder, by default Qt's own lib/fonts,
        # which the wheels do not ship (a "Cannot find font directory" warning): use Windows'.
        windows = os.environ.get("WINDIR", r"C:\Windows")
        os.environ.setdefault("QT_QPA_FONTDIR", os.path.join(windows, "Fonts"))
    elif sys.platform == "darwin":
        # Offscreen's theme asks for the family "Sans Serif", which macOS does not have;
        # Qt then warns once that it searched the aliases. The app's own families are
        # checked directly (tests/games/knaster/render/test_fonts.py), so this warning can go.
        rules = os.environ.get("QT_LOGGING_RULES", "")
        os.environ["QT_LOGGING_RULES"] = ";".join(
            filter(None, [rules, "qt.qpa.fonts.warning=false"])
        )
# KNASTER_TEST_FONT=noto (dejavu, liberation): the machine's default font is another for this
# run (tests/system_font.py); set before Qt starts.
TEST_FONT = use_chosen_font()
os.environ.setdefault("KNASTER_QT_NO_ANIMATION", "1")
# The app and `knaster-qt print` speak the system's language when none is saved; the tests
# (and the processes they start) see an English system whatever the developer's machine
# speaks. Qt reads LANGUAGE first on Linux; a test that wants another sets its own.
os.environ["LANGUAGE"] = "en"

# The .qm files the app loads are committed beside their .ts sources (tools/
# build_translations.py); tests/shell/test_compiled_translations.py fails while one is stale,
# so nothing here compiles them: the tests see what a clone, a wheel or an sdist carries.


@pytest.fixture(autouse=True, scope="session")
def english_catalogue(qapp: object) -> None:
    """The app speaks English in tests, as it does on an English system: its English
    catalogue (the plural forms: "1 point", "2 points") is installed, as app.main does."""
    from knaster_qt.shell.i18n import TRANSLATIONS

    assert TRANSLATIONS.use("en")


@pytest.fixture(autouse=True, scope="session")
def chosen_default_font(qapp: object) -> None:
    """Under KNASTER_TEST_FONT the widgets really use that family (it is installed and
    fontconfig chose it), so a run never passes on another font than the one it names."""
    if TEST_FONT is None:
        return
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    used = QFontInfo(QApplication.font()).family()
    if used != TEST_FONT:
        pytest.exit(f"{TEST_FONT_ENV} asks for {TEST_FONT}, but Qt uses {used}: is it installed?")


@pytest.fixture(autouse=True)
def private_data_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Autosave, records and settings of every test go to a fresh folder, never the user's."""
    monkeypatch.setenv("KNASTER_QT_DATA_DIR", str(tmp_path_factory.mktemp("knaster-data")))


@pytest.fixture(autouse=True)
def pointer_out_of_the_way(qapp: object) -> None:
    """Every test starts with the pointer far from any window, as a person's hand is before
    they reach for the mouse: a test that hovered a cell cannot light it up in the next
    one's window (a hover highlight, a status tip)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QCursor

    QCursor.setPos(QPoint(9000, 9000))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """posix_only, linux_only, requires_root and requires_tools (tests/platform_needs.py)."""
    check_markers(item)
