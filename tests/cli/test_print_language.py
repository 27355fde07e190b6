"""``knaster-qt print`` speaks the player's language: ``--language CODE``, else the language
saved by Edit > Language, else the system's, else English; as the user runs it (a separate
process, no display), read back from the PDF by pdftotext.

The words are the rulebooks' names in resources/translations (Portuguese: Tripla, Quadra,
Quíntupla, 2 duplas, Rua; German: Drilling, Vierling, Fünfling, Straße).
"""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu

from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.games.knaster.render.samples import play_sample_game
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.language_menu import LanguageMenu
from tests.shell.printing.cli_tools import ROOT, run_knaster
from tests.shell.printing.pdf_tools import pdf_text

pytestmark = pytest.mark.requires_tools("pdftotext")

ENGLISH_LEGEND = ("Three of a kind", "Four of a kind", "Five of a kind", "Two pairs", "Straight")
PORTUGUESE_LEGEND = ("Tripla", "Quadra", "Quíntupla", "2 duplas", "Full House", "Rua")
GERMAN_LEGEND = ("Drilling", "Vierling", "Fünfling", "Zwei Paare", "Straße")


def english_machine(tmp_path: Path) -> dict[str, str]:
    """An English system where the app never saved anything: the C locale, no LANGUAGE, and
    the user's settings file (``$XDG_CONFIG_HOME/Knaster Qt/Knaster Qt.ini``) in an empty
    folder, not the tests' private data folder."""
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    return {
        "LC_ALL": "C.UTF-8",  # the C locale; plain "C" makes Qt warn that it is not UTF-8
        "LANG": "C.UTF-8",
        "LANGUAGE": "",
        "XDG_CONFIG_HOME": str(config),
        "KNASTER_QT_DATA_DIR": "",
    }


def text_of(pdf: Path) -> str:
    """The PDF's words on one line (pdftotext writes the ligature "fi" as one character)."""
    return " ".join(unicodedata.normalize("NFKC", pdf_text(pdf)).split())


def test_a_blank_knaster_pad_in_portuguese(tmp_path: Path) -> None:
    result = run_knaster(
        ["print", "--blank", "4", "--language", "pt", "-o", "pad.pdf"],
        tmp_path,
        **english_machine(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.startswith("wrote pad.pdf: 4 sheets on 1 page")  # still English
    text = text_of(tmp_path / "pad.pdf")
    for word in PORTUGUESE_LEGEND:
        assert text.count(word) == 4, word
    assert "Lado A (clássico)" in text
    for word in ENGLISH_LEGEND:
        assert word not in text


def test_a_finished_knaster_game_in_portuguese(tmp_path: Path) -> None:
    game = play_sample_game(6, players=("Ann", "Bob"))
    (tmp_path / "game.knaster").write_text(write_transcript(game), encoding="utf-8")
    result = run_knaster(
        ["print", "--transcript", "game.knaster", "--all", "--language", "PT", "-o", "game.pdf"],
        tmp_path,
        **english_machine(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    text = text_of(tmp_path / "game.pdf")
    for player in range(2):  # the header: "Ann · 1 dez 2026 · 97 pontos · 1.º lugar"
        assert f"· {game.score(player).total} pontos · " in text
    assert "lugar" in text and "Tripla" in text
    assert "points" not in text and "rank" not in text


def test_a_blank_exact_hit_sheet_in_portuguese(tmp_path: Path) -> None:
    result = run_knaster(
        [
            *("print", "--game", "exact-hit", "--blank", "1", "--sheet", "C"),
            *("--language", "pt", "-o", "c.pdf"),
        ],
        tmp_path,
        **english_machine(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    text = text_of(tmp_path / "c.pdf")
    # "acertos exatos" is printed on two lines (the bonus table's heading is narrow).
    for word in ("nome", "preto", "azul", "acertos", "exatos", "bónus", "folha"):
        assert word in text, word
    for word in ("name", "black", "exact hits", "bonus", "sheet"):
        assert word not in text.split(), word


@pytest.fixture
def language_menu(qapp: object) -> object:
    """The app's Edit > Language menu (its choice is saved in the tests' private settings,
    which the command started by the test reads too)."""
    menu = QMenu()
    yield LanguageMenu(menu)
    TRANSLATIONS.use("en")  # the menu switched this process too
    menu.deleteLater()


def test_the_language_chosen_in_the_app_prints_from_the_command_line(
    tmp_path: Path, language_menu: LanguageMenu
) -> None:
    language_menu.action("de").trigger()  # as a click on Edit > Language > Deutsch
    result = run_knaster(["print", "--blank", "2", "-o", "block.pdf"], tmp_path)
    assert result.returncode == 0, result.stderr
    text = text_of(tmp_path / "block.pdf")
    for word in GERMAN_LEGEND:
        assert text.count(word) == 2, word
    assert "Three of a kind" not in text

    # --language wins over the saved choice.
    result = run_knaster(["print", "--blank", "2", "--language", "en", "-o", "pad.pdf"], tmp_path)
    assert result.returncode == 0, result.stderr
    english = text_of(tmp_path / "pad.pdf")
    assert "Three of a kind" in english and "Drilling" not in english

    # Back to the system's language (English here): so is the command line.
    language_menu.action("").trigger()
    result = run_knaster(["print", "--blank", "2", "-o", "system.pdf"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Three of a kind" in text_of(tmp_path / "system.pdf")


def test_the_language_saved_in_the_users_settings_file_prints_a_loop_tiles_pad(
    tmp_path: Path,
) -> None:
    machine = english_machine(tmp_path)
    env = {key: value for key, value in os.environ.items() if key != "KNASTER_QT_DATA_DIR"}
    env.update(machine, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    # What Edit > Language > Português saves, where the app saves it for this user.
    save = "from knaster_qt.shell import settings; settings.set_language('pt')"
    subprocess.run([sys.executable, "-c", save], env=env, check=True, timeout=60)
    assert (tmp_path / "config" / "Knaster Qt" / "Knaster Qt.ini").is_file()

    result = run_knaster(
        ["print", "--game", "loop-tiles", "--blank", "2", "-o", "pad.pdf"], tmp_path, **machine
    )
    assert result.returncode == 0, result.stderr
    words = text_of(tmp_path / "pad.pdf").split()
    assert words.count("pontuação") == 2 and "turno" in words  # "folha de pontuação", "turno"
    assert "turn" not in words and "pad" not in words


def test_without_a_saved_language_the_system_language_prints(tmp_path: Path) -> None:
    machine = {**english_machine(tmp_path), "LANGUAGE": "de"}  # a German desktop
    result = run_knaster(["print", "--blank", "1", "-o", "block.pdf"], tmp_path, **machine)
    assert result.returncode == 0, result.stderr
    text = text_of(tmp_path / "block.pdf")
    assert "Drilling" in text and "Three of a kind" not in text


def test_an_english_machine_without_settings_prints_english(tmp_path: Path) -> None:
    result = run_knaster(
        ["print", "--blank", "1", "-o", "pad.pdf"], tmp_path, **english_machine(tmp_path)
    )
    assert result.returncode == 0, result.stderr
    text = text_of(tmp_path / "pad.pdf")
    for word in ENGLISH_LEGEND:
        assert word in text, word
    assert "Side A (classic)" in text
    assert not any(word in text for word in PORTUGUESE_LEGEND + GERMAN_LEGEND)


def test_an_unknown_language_is_refused_with_the_codes(tmp_path: Path) -> None:
    result = run_knaster(
        ["print", "--blank", "1", "--language", "klingon", "-o", "pad.pdf"],
        tmp_path,
        **english_machine(tmp_path),
    )
    assert result.returncode == 2
    assert result.stderr == (
        "knaster-qt print: there is no language 'klingon' (languages: en, pt, de, fr, nl, cs)\n"
    )
    assert result.stdout == ""
    assert not (tmp_path / "pad.pdf").exists()


def test_the_help_names_the_option_and_the_codes(tmp_path: Path) -> None:
    result = run_knaster(["print", "--help"], tmp_path)
    assert result.returncode == 0
    help_text = " ".join(result.stdout.split())
    assert "--language CODE" in help_text
    assert "the language of the printed sheets: en, pt, de, fr, nl, cs" in help_text
    assert "Edit > Language" in help_text
