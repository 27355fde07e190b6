"""The translation files are the sources' twins: every text marked in the code is in each
language's .ts, nothing else is, and what a language has finished is compiled and loaded."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from knaster_qt.shell.i18n import LANGUAGES, TRANSLATIONS, system_language
from tools.update_translations import FOLDER, update

Message = tuple[str, str, str]  # (context, source, comment)


def messages(path: Path) -> dict[Message, ET.Element]:
    found = {}
    for context in ET.parse(path).iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            key = (name, message.findtext("source", ""), message.findtext("comment", ""))
            found[key] = message
    return found


def test_every_language_has_a_translation_file() -> None:
    assert sorted(path.stem for path in FOLDER.glob("*.ts")) == sorted(
        f"knaster_qt_{code}" for code in LANGUAGES
    )


def test_the_translation_files_hold_exactly_the_texts_of_the_code(tmp_path: Path) -> None:
    """pyside6-lupdate over the sources changes nothing (run `make lupdate` if this fails)."""
    for updated in update(tmp_path):
        committed = messages(FOLDER / updated.name)
        fresh = messages(updated)
        new = sorted(set(fresh) - set(committed))
        gone = sorted(set(committed) - set(fresh))
        assert not new, f"{updated.name}: texts not yet in the file (make lupdate): {new[:5]}"
        assert not gone, f"{updated.name}: texts no longer in the code: {gone[:5]}"
        obsolete = [
            key
            for key, m in committed.items()
            if m.find("translation").get("type") in ("obsolete", "vanished")
        ]
        assert not obsolete, f"{updated.name}: obsolete entries {obsolete[:5]}"


def test_english_plurals_are_finished_and_counted() -> None:
    english = messages(FOLDER / "knaster_qt_en.ts")
    assert english, "the English catalogue holds the plural forms"
    for key, message in english.items():
        assert message.find("translation").get("type") != "unfinished", key
    assert TRANSLATIONS.language == "en"
    assert QCoreApplication.translate("_Counts", "%n point(s)", "", 1) == "1 point"
    assert QCoreApplication.translate("_Counts", "%n point(s)", "", 2) == "2 points"


def test_the_system_language_is_the_default() -> None:
    assert system_language(["de-AT", "en-US"]) == "de"
    assert system_language(["pt-BR"]) == "pt"
    assert system_language(["ja-JP", "cs-CZ"]) == "cs"
    assert system_language(["ja-JP"]) == "en"


def test_an_unknown_language_falls_back_to_english() -> None:
    assert TRANSLATIONS.use("xx") is True  # not offered: English, which always loads
    assert TRANSLATIONS.language == "en"
    assert QLocale().language() in (QLocale.Language.English, QLocale.system().language())
