"""A printed word fitted to its box in any language and any font, measured, never cut off.

The pads print short words (a heading, a caption, a row's name) in boxes sized for
English. A translation may be longer, and each system has its own print font, so the fit
is measured with the font the painter really uses: the word keeps its size if it fits the
box less a margin (it never touches the box's border); else it is set smaller, but not
below a floor (about 5 pt, and four fifths of its size); else it is broken onto two lines
at a space, as large as those fit. Only a word that fits none of these is set smaller
still, whole: the catalogue's translation is then too long for its box.

Sizes are the painter's units (millimetres on a pad); ``font_for(size, bold)`` gives the
painter's font, whose metrics are ``units`` times finer (the pads draw text in a finer
coordinate system, see knaster_qt/kit/fonts.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

FontFor = Callable[[float, bool], QFont]
MARGIN = 0.6  # between a word's ink and its box's border
FLOOR = 2.0  # a printed word is not set smaller than this (2 mm: about 5.7 pt) to fit
SHRINK = 0.8  # nor below this share of its own size before it is broken onto two lines
_STEP = 0.05  # the fonts are pixel-sized at 20 units a millimetre: 0.05 mm steps
_SAFETY = 0.97  # printers and PDF viewers may set text a little wider than Qt measures


@dataclass(frozen=True)
class Fit:
    """How a word is set: its lines (one or two) and its size."""

    lines: tuple[str, ...]
    size: float


def _width(metrics: QFontMetricsF, line: str) -> float:
    """The room a line takes: its advance, or its ink where that reaches further."""
    ink = metrics.tightBoundingRect(line)
    return max(metrics.horizontalAdvance(line), ink.right() - min(0.0, ink.left()))


def _ink_height(metrics: QFontMetricsF, lines: tuple[str, ...]) -> float:
    """Height the lines take, from the first one's ink top to the last one's ink bottom."""
    first = metrics.tightBoundingRect(lines[0])
    last = metrics.tightBoundingRect(lines[-1])
    between = metrics.height() * (len(lines) - 1)
    return between + last.bottom() - first.top()


def _fits(
    lines: tuple[str, ...],
    size: float,
    width: float,
    height: float,
    font: FontFor,
    bold: bool,
    units: float,
) -> bool:
    metrics = QFontMetricsF(font(size, bold))
    if max(_width(metrics, line) for line in lines) / units > width * _SAFETY:
        return False
    block = metrics.height() * len(lines) if len(lines) > 1 else 0.0
    return max(block, _ink_height(metrics, lines)) / units <= height


def _two_lines(text: str) -> list[tuple[str, ...]]:
    """Every way to break ``text`` at one space, the most even first."""
    words = text.split(" ")
    splits = [(" ".join(words[:index]), " ".join(words[index:])) for index in range(1, len(words))]
    return sorted(splits, key=lambda pair: abs(len(pair[0]) - len(pair[1])))


def _sizes(largest: float, smallest: float) -> list[float]:
    sizes = []
    size = largest
    while size >= smallest - 1e-9:
        sizes.append(round(size, 2))
        size -= _STEP
    return sizes


@lru_cache(maxsize=1024)
def _fit(
    text: str,
    width: float,
    height: float,
    largest: float,
    font: FontFor,
    bold: bool,
    units: float,
    key: str,
) -> Fit:
    del key  # part of the cache's key only: the font family the sizes were measured in
    floor = min(largest, max(FLOOR, largest * SHRINK))
    one = (text,)
    for size in _sizes(largest, floor):
        if _fits(one, size, width, height, font, bold, units):
            return Fit(one, size)
    splits = _two_lines(text)
    for size in _sizes(largest, 0.5):
        if size < floor and _fits(one, size, width, height, font, bold, units):
            return Fit(one, size)  # too long for its box: whole, smaller than the floor
        for lines in splits:
            if _fits(lines, size, width, height, font, bold, units):
                return Fit(lines, size)
    return Fit(one, 0.5)


def fit_text(
    text: str,
    box: QRectF,
    largest: float,
    font: FontFor,
    units: float,
    *,
    bold: bool = False,
    margin: float = MARGIN,
) -> Fit:
    """How ``text`` fits ``box`` (less ``margin`` all round) at ``largest`` or smaller."""
    width = box.width() - 2 * margin
    height = box.height() - 2 * margin
    key = "|".join(font(largest, bold).families())
    return _fit(text, width, height, largest, font, bold, units, key)


def fitted_lines(
    fit: Fit,
    box: QRectF,
    font: FontFor,
    units: float,
    *,
    bold: bool = False,
    margin: float = MARGIN,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> list[tuple[QRectF, str]]:
    """Where each line of ``fit`` is drawn (a rectangle in ``box``'s units), one block in the
    box, aligned by ``flags``; draw each with ``flags`` and Qt.TextDontClip (it was measured)."""
    inner = box.adjusted(margin, margin, -margin, -margin)
    if len(fit.lines) == 1:
        if flags & (Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignBottom):
            return [(inner, fit.lines[0])]
        # Centred in the whole box's height, as an unfitted word is.
        return [(QRectF(inner.x(), box.y(), inner.width(), box.height()), fit.lines[0])]
    line_height = QFontMetricsF(font(fit.size, bold)).height() / units
    block = line_height * len(fit.lines)
    if flags & Qt.AlignmentFlag.AlignTop:
        top = inner.top()
    elif flags & Qt.AlignmentFlag.AlignBottom:
        top = inner.bottom() - block
    else:
        top = inner.center().y() - block / 2
    return [
        (QRectF(inner.x(), top + index * line_height, inner.width(), line_height), line)
        for index, line in enumerate(fit.lines)
    ]
