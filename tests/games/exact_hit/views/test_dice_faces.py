"""The coloured dice read at a glance: no colour's symbol can be taken for a pip."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from knaster_qt.games.exact_hit.core.sheets import COLOURS
from knaster_qt.games.exact_hit.render.palette import DICE_FILLS
from knaster_qt.games.exact_hit.views.dice_row import paint_coloured_die

SIDE = 60  # pixels: the dice row's size on a small window
MARGIN = 2


def _face(colour: int, value: int) -> QImage:
    image = QImage(SIDE + 2 * MARGIN, SIDE + 2 * MARGIN, QImage.Format.Format_RGB32)
    image.fill(QColor("#eeeeee"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_coloured_die(painter, QRectF(MARGIN, MARGIN, SIDE, SIDE), colour, value)
    painter.end()
    return image


def _pixels(image: QImage) -> dict[tuple[int, int], int]:
    return {
        (x, y): image.pixel(x, y) & 0xFFFFFF
        for y in range(image.height())
        for x in range(image.width())
    }


def _far_from(colour: QColor, rgb: int, tolerance: int = 40) -> bool:
    red, green, blue = (rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF
    return (
        abs(red - colour.red()) + abs(green - colour.green()) + abs(blue - colour.blue())
        > tolerance
    )


@pytest.mark.parametrize("colour", range(len(COLOURS)), ids=COLOURS)
def test_every_pip_stands_clear_of_the_symbol_and_the_edge(qapp: object, colour: int) -> None:
    """Around each pip the blank die shows only its colour for 8 % of its side: the symbol
    (●, ▲, ★, ■, ◆, ○), its rule and the die's edge are all further away. (With the symbol
    in the top left corner, beside the top left pip, the black die's 2 read as a 3.)"""
    blank = _pixels(_face(colour, 0))
    marks = [point for point, rgb in blank.items() if _far_from(DICE_FILLS[colour], rgb)]
    symbol_and_edge = [
        (x, y)
        for x, y in marks
        if MARGIN <= x < MARGIN + SIDE and MARGIN <= y < MARGIN + SIDE  # on the die
    ]
    assert symbol_and_edge, "the blank die shows no symbol"
    clearance = 0.08 * SIDE
    for value in (5, 6):  # between them, every place a pip can have
        shown = _pixels(_face(colour, value))
        pips = [point for point, rgb in shown.items() if rgb != blank[point]]
        assert pips, f"{COLOURS[colour]} {value} shows no pips"
        nearest = min(
            math.dist(pip, mark)
            for pip in pips[:: max(1, len(pips) // 120)]
            for mark in symbol_and_edge
        )
        assert nearest >= clearance, (COLOURS[colour], value, nearest)
