"""Every ordinary way of installing the app speaks all six languages.

The wheel and the sdist are built from the checkout's files as a clone has them (what git
tracks, nothing a `make` left behind) with PyPA's `build`, the way a packager or pip does;
each is installed with plain pip into a fresh venv that sees neither the checkout nor the
developer's .venv. Then, as a user of that install: `knaster-qt print` prints a pad in each
language with its rulebook's words and says nothing on stderr, Edit > Language turns the
window's menus, and no English text with a plural shows "(s)".
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import unicodedata
import venv
from pathlib import Path

import pytest
from pkg_helpers import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.requires_tools("pdftotext", "git"),
]

# Each language's pad must carry its rulebook's names of the combinations.
PAD_WORDS = {
    "en": ("Three of a kind", "Straight"),
    "de": ("Drilling", "Vierling", "Straße"),
    "pt": ("Tripla", "Quadra", "Rua"),
    "fr": ("brelan", "carré", "suite"),
    "nl": ("Drie gelijke", "Straat"),
    "cs": ("Trojice", "Postupka"),
}

# Run inside the installed venv: the main window, Edit > Language > each language, and every
# plural text of the English catalogue said for 1 and for 2.
WINDOW_PROBE = r"""
import json, sys, xml.etree.ElementTree as ET
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
app = QApplication([])
from knaster_qt.assets import resource_path
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.main_window import MainWindow
assert TRANSLATIONS.use("en")
window = MainWindow()
window.show()
titles = {}
for language in json.loads(sys.argv[1]):
    window.language_menu.action(language).trigger()
    app.processEvents()
    titles[language] = window.ui.menuGame.title()
window.language_menu.action("en").trigger()
app.processEvents()
plurals = []
english = ET.parse(resource_path("translations", "knaster_qt_en.ts"))
for context in english.iter("context"):
    for message in context.iter("message"):
        if message.get("numerus") == "yes":
            for count in (1, 2):
                plurals.append(QCoreApplication.translate(
                    context.findtext("name"), message.findtext("source"), None, count))
print(json.dumps({"titles": titles, "plurals": plurals}))
"""


def _clone_files(target: Path) -> None:
    """The files a fresh clone of this checkout has (tracked, or new and not ignored)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode("utf-8")
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


@pytest.fixture(scope="module")
def distributions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    work = tmp_path_factory.mktemp("dists")
    source = work / "clone"
    _clone_files(source)
    assert not list(source.rglob("*.pyc"))
    # `build` makes the sdist, then the wheel from that sdist (as pip would from PyPI).
    built = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(work / "out"), str(source)],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    log = built.stdout + built.stderr
    assert "would be ignored" not in log and "BuildBackendWarning" not in log, log
    (wheel,) = (work / "out").glob("knaster_qt-*.whl")
    (sdist,) = (work / "out").glob("knaster_qt-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


def _environment(home: Path) -> dict[str, str]:
    """A user's environment: no PYTHON* variables, a fresh home and data folder, offscreen."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env.update(
        HOME=str(home),
        KNASTER_QT_DATA_DIR=str(home / "data"),
        XDG_CONFIG_HOME=str(home / ".config"),
        QT_QPA_PLATFORM="offscreen",
        LANGUAGE="en",
    )
    return env


@pytest.fixture(scope="module", params=["wheel", "sdist"])
def installed(
    request: pytest.FixtureRequest,
    distributions: dict[str, Path],
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[Path, dict[str, str]]:
    """A fresh venv with the wheel or the sdist installed by plain pip."""
    folder = tmp_path_factory.mktemp(f"venv-{request.param}")
    venv.create(folder / "venv", with_pip=True)
    python = folder / "venv" / "bin" / "python"
    env = _environment(folder / "home")
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", str(distributions[request.param])],
        capture_output=True,
        text=True,
        env=env,
        cwd=folder,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return folder / "venv" / "bin", env


@pytest.mark.parametrize("language", sorted(PAD_WORDS))
def test_the_installed_print_command_prints_a_pad_in_each_language(
    installed: tuple[Path, dict[str, str]], tmp_path: Path, language: str
) -> None:
    bin_folder, env = installed
    pad = tmp_path / f"pad-{language}.pdf"
    printed = subprocess.run(
        [str(bin_folder / "knaster-qt-cli"), "print", "--game", "knaster", "--language",
         language, "--blank", "1", "-o", str(pad)],
        capture_output=True, text=True, env=env, cwd=tmp_path,
    )  # fmt: skip
    assert printed.returncode == 0, printed.stderr
    assert printed.stderr == ""  # no "the translation 'de' was not found", no warning
    text = subprocess.run(
        ["pdftotext", "-layout", str(pad), "-"], capture_output=True, text=True, check=True
    ).stdout
    text = unicodedata.normalize("NFKC", text).casefold()
    for word in PAD_WORDS[language]:
        assert word.casefold() in text, f"{word!r} is not on the {language} pad"


def test_the_installed_app_switches_language_and_says_english_plurals_whole(
    installed: tuple[Path, dict[str, str]], tmp_path: Path
) -> None:
    bin_folder, env = installed
    languages = ["pt", "de", "fr", "nl", "cs"]
    probe = subprocess.run(
        [str(bin_folder / "python"), "-c", WINDOW_PROBE, json.dumps(languages)],
        capture_output=True, text=True, env=env, cwd=tmp_path,
    )  # fmt: skip
    assert probe.returncode == 0, probe.stderr
    found = json.loads(probe.stdout)
    titles = found["titles"]
    assert len(set(titles.values())) == len(languages)  # five different words for "Game"
    assert "&Game" not in titles.values() and "Game" not in titles.values()
    assert len(found["plurals"]) >= 20
    for text in found["plurals"]:
        assert "(s)" not in text, text
