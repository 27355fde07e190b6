"""Translation catalogues made by a test: a .ts written here, compiled with pyside6-lrelease,
and put where the app looks for a language's catalogue (``i18n.translation_file``)."""

from __future__ import annotations

import math
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

from knaster_qt.shell import i18n

Translations = Mapping[tuple[str, str], str]  # (context, English) -> the language's text


def ts_text(language: str, translations: Translations) -> str:
    """A .ts file holding ``translations``, finished."""
    contexts: dict[str, list[str]] = {}
    for (context, source), text in translations.items():
        contexts.setdefault(context, []).append(
            f"<message><source>{escape(source)}</source>"
            f"<translation>{escape(text)}</translation></message>"
        )
    body = "".join(
        f"<context><name>{escape(name)}</name>{''.join(messages)}</context>"
        for name, messages in contexts.items()
    )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        f'<TS version="2.1" language="{language}">{body}</TS>\n'
    )


def compile_ts(ts: Path) -> Path:
    """``ts`` compiled by pyside6-lrelease into the .qm beside it."""
    subprocess.run(
        [
            sys.executable,
            "-c",
            "from PySide6.scripts.pyside_tool import lrelease; lrelease()",
            "-silent",
            str(ts),
        ],
        check=True,
    )
    return ts.with_suffix(".qm")


def install_catalogue(
    monkeypatch: pytest.MonkeyPatch, language: str, qm: Path, keep: Iterable[str] = ("en",)
) -> None:
    """The app finds ``qm`` as ``language``'s catalogue (the languages in ``keep`` as built)."""
    real = i18n.translation_file
    kept = {code: real(code) for code in keep}
    monkeypatch.setattr(
        i18n,
        "translation_file",
        lambda code: str(qm) if code == language else kept.get(code, real(code)),
    )


# --- a pseudo-translation: every text accented and about 40 % longer ----------------------

_ACCENTED = str.maketrans(
    "aceginorsuyzACEGINORSUYZ",
    "àçéĝïñöŕšüýžÀÇÉĜÏÑÖŔŠÜÝŽ",
)
# What must stay as it is: placeholders ({0}, {name}, %n, %Ln, %1), HTML tags and entities.
_KEPT = re.compile(r"\{[^{}]*\}|%L?n|%\d|<[^<>]*>|&[a-zA-Z]+;|&#\d+;")


def pseudo(text: str) -> str:
    """``text`` accented and padded with "~" to about 140 % of its visible length; the
    placeholders, tags and the "&" of a mnemonic stay ("&Game" -> "&Ĝàmé~~~")."""
    parts, last = [], 0
    for kept in _KEPT.finditer(text):
        parts.append(text[last : kept.start()].translate(_ACCENTED))
        parts.append(kept.group())
        last = kept.end()
    parts.append(text[last:].translate(_ACCENTED))
    visible = len(_KEPT.sub("", text).replace("&", ""))
    return "".join(parts) + "~" * (math.ceil(visible * 0.4) + 1) if visible else text


def pseudo_ts(source: Path, language: str = "de") -> str:
    """A finished .ts of ``language`` with the pseudo-translation of every text of ``source``
    (a .ts of the app: all its messages, finished or not; plurals in each form)."""
    tree = ET.parse(source)
    root = tree.getroot()
    root.set("language", language)
    for message in root.iter("message"):
        text = pseudo(message.findtext("source", ""))
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        if forms:
            for form in forms:
                form.text = text
        else:
            translation.text = text
    return ET.tostring(root, encoding="unicode")
