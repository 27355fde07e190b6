"""The measure of printed words (printed_text.py) and the fit (knaster_qt/text_fit.py) itself:
a word past its frame, against a line, cut off or too small is seen; a long label is set
smaller within the floor, then on two lines, and always inside its box."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from knaster_qt.kit.fonts import (
    TEXT_SCALE,
    TEXT_UNITS_PER_MM,
    draw_fitted_mm,
    draw_text_mm,
    sheet_font,
)
from knaster_qt.text_fit import FLOOR, fit_text
from tests.shell.printing.printed_text import misfits, record

FRAME = QRectF(5, 5, 30, 10)


@dataclass(frozen=True)
class OneWord:
    """A Printable: a frame split by a column's line, a word in the left column, drawn
    plainly (as the pads drew their words) or fitted (as they do now)."""

    text: str
    em: float
    fitted: bool
    right: bool = False  # aligned at the right: up to the column's line

    @property
    def size_mm(self) -> tuple[float, float]:
        return (40.0, 20.0)

    def paint(self, painter: QPainter, target: QRectF) -> None:
        del target  # drawn at its natural size
        painter.drawRect(FRAME)
        painter.drawLine(QPointF(20, 5), QPointF(20, 15))
        side = Qt.AlignmentFlag.AlignRight if self.right else Qt.AlignmentFlag.AlignLeft
        flags = side | Qt.AlignmentFlag.AlignVCenter
        if self.fitted:
            box = QRectF(5, 5, 15, 10)
            draw_fitted_mm(painter, TEXT_SCALE, box, self.text, self.em, flags, True, 0.6)
        else:
            painter.setFont(sheet_font(self.em, True))
            draw_text_mm(painter, TEXT_SCALE, QRectF(6, 5, 14, 10), self.text, flags)


def _found(text: str, em: float, fitted: bool, right: bool = False) -> list[str]:
    return misfits(record(OneWord(text, em, fitted, right)))


def test_a_word_that_fits_is_not_reported(qapp) -> None:
    assert _found("ok", 3.0, fitted=False) == []


@pytest.mark.parametrize(
    ("text", "em", "complaint"),
    [
        ("far too long a label", 3.0, "is cut off"),  # Qt cuts it at its box
        ("Summe!", 3.0, "touches the line"),  # against the column's line
        ("tiny", 1.5, "under 2.0"),  # shrunk below a readable size
    ],
)
def test_a_word_past_or_against_its_box_is_reported(
    qapp, text: str, em: float, complaint: str
) -> None:
    found = _found(text, em, fitted=False, right=text == "Summe")
    assert any(complaint in said for said in found)


@pytest.mark.parametrize("text", ["Summe!", "far too long a label", "exacte treffers"])
def test_a_fitted_word_is_inside_its_box_with_a_margin(qapp, text: str) -> None:
    assert _found(text, 3.0, fitted=True) == []
    assert _found(text, 3.0, fitted=True, right=True) == []


def test_a_long_label_shrinks_within_the_floor_then_takes_two_lines(qapp) -> None:
    box = QRectF(0, 0, 19, 6.5)  # Exact Hit's bonus table heading
    short = fit_text("exact hits", box, 2.6, sheet_font, TEXT_UNITS_PER_MM, bold=True)
    assert short.lines == ("exact hits",) and short.size == 2.6
    long = fit_text("acertos exatos", box, 2.6, sheet_font, TEXT_UNITS_PER_MM, bold=True)
    assert long.lines == ("acertos", "exatos")
    assert long.size >= FLOOR
