"""The translation files are the sources' twins: every text marked in the code is in each
language's .ts, nothing else is, and what a language has finished is compiled and loaded."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from knaster_qt.games import FORMS
from knaster_qt.languages import LANGUAGES, chosen_language
from knaster_qt.shell.i18n import TRANSLATIONS, system_language
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


def test_every_language_is_finished() -> None:
    """No .ts file has an unfinished entry: every text a user sees is in every language,
    each plural with the forms its language has (Czech three, the others two)."""
    forms = {"cs": 3}
    for path in sorted(FOLDER.glob("*.ts")):
        language = path.stem.rsplit("_", 1)[-1]
        for key, message in messages(path).items():
            translation = message.find("translation")
            assert translation.get("type") is None, f"{path.name}: unfinished {key}"
            if message.get("numerus") == "yes":
                texts = [form.text for form in translation.findall("numerusform")]
                assert len(texts) == forms.get(language, 2), f"{path.name}: {key}"
                assert all(texts), f"{path.name}: an empty plural form of {key}"
            else:
                assert translation.text, f"{path.name}: empty translation of {key}"


_SLOT = re.compile(r"\{([A-Za-z_0-9]*)(?::([A-Za-z_]+))?\}|%L?n")


def _placeholders(text: str) -> list[str]:
    """The slots of ``text`` as the code fills them: "{line:in}" is the slot "{line}"."""
    slots = []
    for found in _SLOT.finditer(text):
        name, form = found.group(1), found.group(2)
        if form:
            assert form[:1].lower() + form[1:] in FORMS, f"there is no form {form}: {text!r}"
        slots.append(found.group() if name is None else f"{{{name}}}")
    return slots


def test_translations_keep_every_placeholder_and_one_mnemonic() -> None:
    """{0}, {name} and %n are filled in by the code: a translation that loses or renames one
    would show a raw brace or crash .format(); a menu text keeps its & mnemonic. A slot may
    take another form of its word ({line:in}, {0:Die}): one that words have (FORMS)."""
    for path in sorted(FOLDER.glob("*.ts")):
        for key, message in messages(path).items():
            source = key[1]
            translation = message.find("translation")
            texts = [form.text or "" for form in translation.findall("numerusform")] or [
                translation.text or ""
            ]
            for text in texts:
                wanted = sorted(set(_placeholders(source)))
                if message.get("numerus") == "yes" and path.stem.endswith(("_cs", "_en")):
                    # A form for exactly one may say the number in words ("jeden bod").
                    wanted = [p for p in wanted if not p.endswith("n")]
                    got = [p for p in sorted(set(_placeholders(text))) if not p.endswith("n")]
                else:
                    got = sorted(set(_placeholders(text)))
                assert got == wanted, f"{path.name}: {key} -> {text!r}"
                if re.search(r"&[^&\s]", source) and not source.startswith("<"):
                    assert re.search(r"&[^&\s]", text), f"{path.name}: no mnemonic in {text!r}"


def test_a_form_is_asked_only_of_a_word_that_has_forms() -> None:
    """{line:in} in a translation needs a word with forms in that slot, or .format() fails:
    the English source asks a form there, or the translators' comment (from the code's
    ``#:``) names the slot's forms ("forms: {line:in} ...") where the code passes such a word."""
    for path in sorted(FOLDER.glob("*.ts")):
        for key, message in messages(path).items():
            source = key[1]
            offered = message.findtext("extracomment", "")
            translation = message.find("translation")
            texts = [form.text or "" for form in translation.findall("numerusform")] or [
                translation.text or ""
            ]
            for text in texts:
                for found in _SLOT.finditer(text):
                    slot, form = found.group(1), found.group(2)
                    if not form or re.search(rf"\{{{slot}:[A-Za-z_]+\}}", source):
                        continue
                    assert f"{{{slot}:" in offered, (
                        f"{path.name}: {key[:2]} asks {{{slot}:{form}}}, but the code says"
                        " nothing of forms for that slot (a #: comment naming them)"
                    )


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


def test_the_saved_language_wins_over_the_systems() -> None:
    """What the app starts in and ``knaster-qt print`` prints in (``preferred_language``)."""
    assert chosen_language("nl", ["de-AT"]) == "nl"
    assert chosen_language("", ["de-AT"]) == "de"  # "" is Edit > Language > System Language
    assert chosen_language("xx", ["fr-CA"]) == "fr"  # a damaged setting: as if none were saved
    assert chosen_language("", ["C"]) == "en"


def test_an_unknown_language_falls_back_to_english() -> None:
    assert TRANSLATIONS.use("xx") is True  # not offered: English, which always loads
    assert TRANSLATIONS.language == "en"
    assert QLocale().language() in (QLocale.Language.English, QLocale.system().language())
