"""Saying the rules cores' words in the app's language (the Qt side of ``games.Words``).

A core says why a move is illegal or what bonus is due as a ``Words`` (``knaster_qt/games``):
a str holding the English sentence plus the template it was made from, marked with
``QT_TRANSLATE_NOOP`` so the .ts files have it. :func:`translated` looks the template up
in the installed catalogues (``QCoreApplication.translate``) and fills it with its params,
each translated the same way; a plain str is said as it is (a player's name, a number).

This module sits in the helpers' layer, below the games, so it knows a Words by its shape
(``context``, ``template``, ``params``) instead of importing it.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence


@runtime_checkable
class Translatable(Protocol):
    """A core's sentence: ``knaster_qt.games.Words``."""

    context: str
    template: str
    params: dict[str, object]


def translated(text: object, **said: str) -> str:
    """``text`` in the app's language: a core's Words translated (params too), else str().
    ``said`` fills placeholders the caller knows as they are (a key: ``key=key_text(...)``)."""
    if not isinstance(text, str) or not isinstance(text, Translatable):
        return str(text)
    template = QCoreApplication.translate(text.context, text.template)
    params = {key: translated(value) for key, value in text.params.items()} | said
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
        return text.template.format(**params)


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
