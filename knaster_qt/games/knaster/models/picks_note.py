"""The autosave's note of bonus circles picked but not yet given: a trailing comment line.

A bonus reaches the game (and the transcript) only once all its circles are
picked; the transcript format has no statement for half a bonus. So the autosave
ends with one comment line of a fixed form while circles are being picked::

    # knaster-qt picked Ann r2 a2 c2     (Ann picked a2 and c2 for row 2's bonus)
    # knaster-qt picked Ann d1           (Ann chose d1 among several lines, nothing picked yet)

Why a comment and not a second file: the note is written in the same atomic
rename as the transcript it belongs to, so the two can never disagree after a
crash; and ``#`` starts a comment in the format, so ``knaster-qt check`` and every
other reader accept the file as it is. Only the app's resume reads the note, and
only from the file's last line; anything that does not fit the form exactly is
ignored (the game then resumes without the picks, as before).
"""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_NAMES

PREFIX = "# knaster-qt picked"
_CELLS = {name: index for index, name in enumerate(CELL_NAMES)}
_LINES = {name: index for index, name in enumerate(LINE_NAMES)}


@dataclass(frozen=True)
class PickedBonus:
    """``player`` is handling ``line``'s bonus and has picked ``cells`` (maybe none yet)."""

    player: str
    line: int
    cells: tuple[int, ...]

    def note(self) -> str:
        """The comment line, without its line break."""
        words = [PREFIX, self.player, LINE_NAMES[self.line], *(CELL_NAMES[c] for c in self.cells)]
        return " ".join(words)


def read_note(text: str) -> PickedBonus | None:
    """The picks noted on the last line of ``text``, or None (no note, or not of the form)."""
    lines = text.rstrip("\r\n").rsplit("\n", 1)
    last = lines[-1].rstrip("\r")
    if not last.startswith(PREFIX + " "):
        return None
    words = last[len(PREFIX) :].split()
    if len(words) < 2 or words[1] not in _LINES:
        return None
    cells = words[2:]
    if any(cell not in _CELLS for cell in cells) or len(set(cells)) != len(cells):
        return None
    return PickedBonus(words[0], _LINES[words[1]], tuple(_CELLS[cell] for cell in cells))


def without_note(text: str) -> str:
    """``text`` without a trailing note (the transcript as the game wrote it)."""
    if read_note(text) is None:
        return text
    body = text.rstrip("\r\n").rsplit("\n", 1)
    return body[0] + "\n" if len(body) == 2 else ""
