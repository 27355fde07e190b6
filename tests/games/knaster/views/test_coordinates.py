"""Knaster's sheet shows its coordinates on screen (issue 25.5): light letters a to e under the
columns and numbers 1 to 5 beside the rows, so that "e1" in a message is found on the sheet;
a setting in Edit > Settings…, on by default; printed pads stay as the published pad."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter, QTransform

from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.render.coordinates import COLUMN_LETTERS_MM, ROW_NUMBERS_MM
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.sheet_painter import paint_sheet, render_sheet_image
from knaster_qt.shell import settings
from tests.shell.session.test_settings_at_once import open_settings_from_the_edit_menu, tick_and_ok

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

WIDTH = 900  # pixels across the sheet: 6 per millimetre


def _pale_pixels(image: QImage, rect_mm, px_per_mm: float) -> int:
    """Pixels of the coordinates' pale ink in ``rect_mm`` of a sheet drawn at the origin."""
    box = QRect(
        round(rect_mm.x() * px_per_mm),
        round(rect_mm.y() * px_per_mm),
        round(rect_mm.width() * px_per_mm),
        round(rect_mm.height() * px_per_mm),
    )
    paper = COLORS.paper.rgb()
    found = 0
    for x in range(box.left(), box.right()):
        for y in range(box.top(), box.bottom()):
            if image.pixel(x, y) != paper:
                found += 1
    return found


@pytest.mark.parametrize("vector", [False, True], ids=["screen", "vector"])
def test_the_painter_draws_the_coordinates_only_when_asked(qapp, vector: bool) -> None:
    layout = load_layout("A")
    scale = WIDTH / 150.0
    for shown in (False, True):
        picture = SheetPicture.blank(layout, coordinates=shown)
        if vector:  # a rotation by nothing is no raster placement: the printer's way
            image = QImage(WIDTH, round(105 * scale), QImage.Format.Format_ARGB32)
            image.fill(COLORS.paper)
            painter = QPainter(image)
            painter.setWorldTransform(QTransform().rotate(0.001))
            paint_sheet(painter, image.rect().toRectF(), picture)
            painter.end()
        else:
            image = render_sheet_image(picture, WIDTH)
        rows = _pale_pixels(image, ROW_NUMBERS_MM, scale)
        columns = _pale_pixels(image, COLUMN_LETTERS_MM.adjusted(0, 0, 0, -0.4), scale)
        if shown:
            assert rows > 40 and columns > 40, (rows, columns)
        else:
            assert rows == 0 and columns == 0, (rows, columns)


def test_on_by_default_switched_off_in_settings_and_never_printed(make_window, qtbot) -> None:
    window, player = make_window([7])
    view = window.play.ui.sheetView
    assert settings.coordinates_shown() and view.picture().coordinates
    player.roll()
    player.click_cell(0)  # a1: the sheet is played, so Print offers it as played
    source = window.play.print_source()
    printed = [*source.blank(1, None), *source.finished(None)]
    assert printed and not any(sheet.picture.coordinates for sheet in printed)

    before = view.grab().toImage()
    dialog = open_settings_from_the_edit_menu(window, qtbot)
    assert dialog.ui.coordinatesCheck.isChecked()
    tick_and_ok(qtbot, dialog, dialog.ui.coordinatesCheck)
    assert not settings.coordinates_shown()
    assert not view.picture().coordinates
    without = view.grab().toImage()
    assert without != before  # the letters and numbers are gone at once

    dialog = open_settings_from_the_edit_menu(window, qtbot)
    tick_and_ok(qtbot, dialog, dialog.ui.coordinatesCheck)
    assert view.picture().coordinates and view.grab().toImage() != without


def test_the_letters_are_where_the_messages_point(make_window) -> None:
    """'a' under the first column and '1' beside the first row: a1 is the top-left cell."""
    window, _player = make_window()
    view = window.play.ui.sheetView
    a1 = view.cell_rect(0)
    e5 = view.cell_rect(24)
    transform = view.sheet_transform()
    rows = transform.mapRect(ROW_NUMBERS_MM)
    columns = transform.mapRect(COLUMN_LETTERS_MM)
    assert rows.right() < a1.left() and rows.top() <= a1.top() + 1
    assert columns.top() > e5.bottom() and columns.left() <= a1.left() + 1
