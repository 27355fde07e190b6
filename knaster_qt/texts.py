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

from PySide6.QtCore import QCoreApplication


@runtime_checkable
class Translatable(Protocol):
    """A core's sentence: ``knaster_qt.games.Words``."""

    context: str
    template: str
    params: dict[str, object]


def translated(text: object) -> str:
    """``text`` in the app's language: a core's Words translated (params too), else str()."""
    if not isinstance(text, str) or not isinstance(text, Translatable):
        return str(text)
    template = QCoreApplication.translate(text.context, text.template)
    params = {key: translated(value) for key, value in text.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
        return text.template.format(**params)


def capitalized(text: object) -> str:
    """``text`` translated, starting with a capital letter (a core's words begin in lower
    case so that they fit inside a longer sentence)."""
    said = translated(text)
    return said[:1].upper() + said[1:]
