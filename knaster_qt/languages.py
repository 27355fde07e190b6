"""The languages the app speaks, and which of them it speaks on this machine (no Qt).

Edit > Language (``knaster_qt/shell``) and ``knaster-qt print --language`` both choose
from :data:`LANGUAGES`; the command line lists them in its ``--help`` without loading Qt,
so they live here, below everything. The Qt side (catalogues, the system's preferred
languages) is ``knaster_qt/shell/i18n.py``.
"""

from __future__ import annotations

from collections.abc import Iterable

SOURCE_LANGUAGE = "en"  # the texts in the code are English
# Each language's own name for itself (what its speakers look for in a menu), in menu order.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt": "Português",
    "de": "Deutsch",
    "fr": "Français",
    "nl": "Nederlands",
    "cs": "Čeština",
}


def first_spoken(tags: Iterable[str]) -> str:
    """The first of ``tags`` ("de-AT", "pt_BR", "cs") whose language the app speaks; else English."""
    for tag in tags:
        code = tag.replace("_", "-").split("-", 1)[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(saved: str, system_tags: Iterable[str]) -> str:
    """The language the app speaks: the one saved by Edit > Language if the app speaks it
    ("" means "the system's language"), else the system's first that it speaks, else English."""
    return saved if saved in LANGUAGES else first_spoken(system_tags)
