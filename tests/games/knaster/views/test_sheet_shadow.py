"""On screen the pad lies on the window with a soft shadow to its lower right; the pad
itself covers the shadow (it is drawn only around the pad, see SheetView._paint_shadow)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor

from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.games.knaster.views.sheet_view import SheetView


def brightness(color: QColor) -> int:
    return color.red() + color.green() + color.blue()


@pytest.mark.parametrize("size", [(600, 420), (907, 668), (1333, 777), (500, 900)])
def test_the_pad_casts_a_shadow_to_its_lower_right_and_covers_it(qtbot, size) -> None:
    view = SheetView()
    qtbot.addWidget(view)
    view.resize(*size)
    image = view.grab().toImage()
    paper = view.sheet_rect()
    middle_x, middle_y = int(paper.center().x()), int(paper.center().y())
    background = image.pixelColor(1, 1)

    right_of = image.pixelColor(math.ceil(paper.right()) + 1, middle_y)
    below = image.pixelColor(middle_x, math.ceil(paper.bottom()) + 1)
    assert brightness(right_of) < brightness(background) - 6
    assert brightness(below) < brightness(background) - 6
    assert brightness(below) < brightness(image.pixelColor(middle_x, math.ceil(paper.bottom()) + 4))

    assert image.pixelColor(math.floor(paper.left()) - 2, middle_y) == background
    assert image.pixelColor(middle_x, math.floor(paper.top()) - 2) == background

    # The last whole pixels of the pad are paper, not shadow.
    for x, y in (
        (math.floor(paper.right()) - 1, middle_y),
        (middle_x, math.floor(paper.bottom()) - 1),
    ):
        edge = image.pixelColor(x, y)
        assert abs(brightness(edge) - brightness(COLORS.paper)) <= 6, (x, y, edge.name())
