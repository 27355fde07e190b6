"""Saying the rules cores' words in the app's language (the Qt side of ``games.Words``).

A core says why a move is illegal or what bonus is due as a ``Words`` (``knaster_qt/games``):
a str holding the English sentence plus the template it was made from, marked with
``QT_TRANSLATE_NOOP`` so the .ts files have it. :func:`translated` looks the template up
in the installed catalogues (``QCoreApplication.translate``) and fills it with its params,
each translated the same way; a plain str is said as it is (a player's name, a number).
A word with forms (``Words.inflected``) is said as a :class:`Said`: the word, and its forms
for a template's ``{slot:form}`` (the Qt side's own ``self.tr(...).format(...)`` too).

This module sits in the helpers' layer, below the games, so it knows a Words by its shape
(``context``, ``template``, ``params``) instead of importing it.
"""

from __future__ import annotations

import re
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

_FORM = re.compile(r"\{(\w*):[A-Za-z_]+\}")  # a slot that takes a form: {line:in}


@runtime_checkable
class Translatable(Protocol):
    """A core's sentence: ``knaster_qt.games.Words``."""

    context: str
    template: str
    params: dict[str, object]
    forms: dict[str, Translatable]


class Said(str):
    """A word said in the app's language, with its other forms: a template's ``{line:in}``
    takes the form "in", ``{line:In}`` the same starting with a capital, ``{line}`` the word."""

    forms: dict[str, str]

    def __new__(cls, text: str, forms: dict[str, str]) -> Said:
        said = super().__new__(cls, text)
        said.forms = forms
        return said

    def __format__(self, spec: str) -> str:
        form = self.forms.get(spec[:1].lower() + spec[1:]) if spec else None
        if form is None:  # the word itself, or a spec of str's own (which may raise ValueError)
            return format(str(self), spec)
        return form[:1].upper() + form[1:] if spec[:1].isupper() else form


def translated(text: object, **said: str) -> str:
    """``text`` in the app's language: a core's Words translated (params too), else str().
    ``said`` fills placeholders the caller knows as they are (a key: ``key=key_text(...)``).
    A Words with forms comes back as a :class:`Said` (a str) that keeps them translated."""
    if not isinstance(text, str) or not isinstance(text, Translatable):
        return str(text)
    template = QCoreApplication.translate(text.context, text.template)
    params = {key: translated(value) for key, value in text.params.items()} | said
    # A translation with a broken placeholder says the English; one that asks a form of a
    # word without it ({line:of} of a plain "r3") says the word itself.
    sentence = str(text)
    for candidate in (template, _FORM.sub(r"{\1}", template), text.template):
        try:
            sentence = candidate.format(**params)
            break
        except (KeyError, IndexError, ValueError):
            continue
    if not text.forms:
        return sentence
    return Said(sentence, {name: translated(form) for name, form in text.forms.items()})


def capitalized(text: object) -> str:
    """``text`` translated, starting with a capital letter (a core's words begin in lower
    case so that they fit inside a longer sentence)."""
    said = translated(text)
    return said[:1].upper() + said[1:]


# Edit > Undo's key (ui/main_window.ui), for the texts of the games that name it.
UNDO_KEYS = "Ctrl+Z"


def key_text(keys: str | QKeySequence) -> str:
    """``keys`` (a QKeySequence, or Qt's portable form: "Ctrl+Z") as the platform names them
    in the app's language: "Strg+Z" in German, "Échap" for Escape in French, "⌘Z" on macOS.
    Qt's own catalogue (qtbase_<lang>.qm, installed with the app's) holds the key names, so
    a text naming a key says it through this, never as a fixed "Ctrl+Z" in a translation."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def modifier_text(modifier: Qt.KeyboardModifier) -> str:
    """A modifier key alone ("Strg" in German: the Ctrl of a Ctrl+wheel), named as
    :func:`key_text` names it in a combination, without the "+" that joins it to a key."""
    return (
        QKeySequence(modifier.value)
        .toString(QKeySequence.SequenceFormat.NativeText)
        .removesuffix("+")
    )


def with_key(text: str, keys: str | QKeySequence) -> str:
    """``text`` with its "{key}" filled by :func:`key_text` (a tooltip of a .ui file names
    its key so; Qt Designer has no way to fill it)."""
    return text.replace("{key}", key_text(keys))
