"""A computer player's level as the views name it ("computer, easy"), in the app's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_word(level: str) -> str:
    """'easy', 'medium', 'strong' translated (another level, a test aid, as it is)."""
    if level == "easy":
        return QCoreApplication.translate("KnasterLevels", "easy", "a computer player's level")
    if level == "medium":
        return QCoreApplication.translate("KnasterLevels", "medium", "a computer player's level")
    if level == "strong":
        return QCoreApplication.translate("KnasterLevels", "strong", "a computer player's level")
    return level
