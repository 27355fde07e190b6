"""The painter draws the highlights the picture asks for: legend rows, asking and waiting lines,
circles being drawn; and printed sheets of a finished game carry none of them."""

from __future__ import annotations

import datetime
from dataclasses import replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPicture
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.core.notation import line_index
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.printed import finished_pictures
from knaster_qt.games.knaster.render.samples import play_sample_game
from knaster_qt.games.knaster.render.sheet_painter import (
    paint_sheet,
    render_sheet_image,
    sheet_transform,
)

BLANK = SheetPicture.blank(load_layout("A"))
WIDTH = 600


def share(image: QImage, rect_mm: geo.RectMM, color: QColor, tolerance: int = 10) -> float:
    transform = sheet_transform(QRectF(0, 0, image.width(), image.height()))
    area = transform.mapRect(QRectF(*rect_mm)).toAlignedRect().intersected(image.rect())
    hits = total = 0
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            pixel = image.pixelColor(x, y)
            total += 1
            hits += all(
                abs(a - b) <= tolerance
                for a, b in zip(pixel.getRgb()[:3], color.getRgb()[:3], strict=True)
            )
    return hits / total


def vector(picture: SheetPicture, width: int, height: int) -> QImage:
    """The picture as printers get it (recorded vector commands), replayed onto an image."""
    recording = QPicture()
    recorder = QPainter(recording)
    paint_sheet(recorder, QRectF(0, 0, width, height), picture)
    recorder.end()
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(COLORS.paper)
    painter = QPainter(image)
    painter.drawPicture(0, 0, recording)
    painter.end()
    return image


def test_legend_rows_light_up_on_screen_and_in_vector_drawing(qapp: QApplication) -> None:
    picture = replace(BLANK, legend_rows=frozenset({1, 4}), active_legend_row=4)
    screen = render_sheet_image(picture, WIDTH)
    drawn = vector(picture, screen.width(), screen.height())
    for image in (screen, drawn):
        assert share(image, geo.legend_row_rect_mm(4), COLORS.bonus) > 0.5
        assert share(image, geo.legend_row_rect_mm(1), COLORS.bonus_waiting) > 0.5
        for row in (0, 2, 3, 5):
            assert share(image, geo.legend_row_rect_mm(row), COLORS.bonus) == 0
            assert share(image, geo.legend_row_rect_mm(row), COLORS.bonus_waiting) == 0
    plain = render_sheet_image(BLANK, WIDTH)
    assert share(plain, geo.legend_row_rect_mm(4), COLORS.bonus) == 0


def test_the_asking_line_differs_from_waiting_and_plain_lines(qapp: QApplication) -> None:
    r1, r3, r5 = line_index("r1"), line_index("r3"), line_index("r5")
    picture = replace(
        BLANK, bonus_lines=frozenset({r1, r3}), active_bonus_line=r1, plain_lines=frozenset({r5})
    )
    image = render_sheet_image(picture, WIDTH)
    fills = {
        line: max(
            (COLORS.bonus, COLORS.bonus_waiting, COLORS.plain_line, COLORS.green),
            key=lambda color: share(image, geo.cell_rect_mm(line * 5 + 2), color),
        ).name()
        for line in (r1, r3, r5)
    }
    assert fills == {
        r1: COLORS.bonus.name(),
        r3: COLORS.bonus_waiting.name(),
        r5: COLORS.plain_line.name(),
    }
    field = geo.white_field_rect_mm(r1)
    frame = geo.RectMM(field.x - 0.6, field.y - 0.6, field.w + 1.2, field.h + 1.2)
    assert share(image, frame, COLORS.bonus_frame, 30) > 0.05  # the asking field is framed
    assert share(image, geo.white_field_rect_mm(r3), COLORS.bonus_frame, 30) == 0


def test_a_white_field_circle_being_drawn_has_less_ink_than_the_whole_one(
    qapp: QApplication,
) -> None:
    line = line_index("cb")
    scored = replace(BLANK, scored_lines=frozenset({line}))
    field = geo.white_field_rect_mm(line)
    around = geo.RectMM(field.x - 1.5, field.y - 1.5, field.w + 3, field.h + 3)
    inks = [
        share(
            render_sheet_image(replace(scored, field_sweeps=((line, f),)), WIDTH),
            around,
            COLORS.ink,
            60,
        )
        for f in (0.2, 0.6, 1.0)
    ]
    assert 0 < inks[0] < inks[1] < inks[2], inks


def test_printed_finished_sheets_carry_no_screen_highlights(qapp: QApplication) -> None:
    game = play_sample_game(6, players=("Ann", "Bob"))
    for picture in finished_pictures(game, date=datetime.date(2026, 11, 29)):
        assert picture.bonus_lines == frozenset() and picture.active_bonus_line is None
        assert picture.plain_lines == frozenset() and picture.legend_rows == frozenset()
        assert picture.active_legend_row is None and picture.field_sweeps == ()
        assert picture.total_circle == 0.0 and picture.pulse == 0.0
        assert picture.scored_lines  # the sample game scored lines: their circles are ink
