"""The painter draws the pad: green cells, ink numbers, pen circles, fixed colours, exact hit tests."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QPicture, QTransform
from PySide6.QtWidgets import QApplication, QWidget

from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.core.notation import cell_index, line_index
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.samples import play_sample_game
from knaster_qt.games.knaster.render.sheet_painter import (
    cell_at,
    paint_sheet,
    render_sheet_image,
    sheet_transform,
    white_field_at,
)
from knaster_qt.kit.fonts import handwriting_family

BLANK = SheetPicture.blank(load_layout("A"))
C3, A1, E5 = cell_index("c3"), cell_index("a1"), cell_index("e5")


def paint(picture: SheetPicture, width: int = 600, height: int = 420) -> tuple[QImage, QTransform]:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    transform = paint_sheet(painter, QRectF(0, 0, width, height), picture)
    painter.end()
    return image, transform


def is_ink(color: QColor) -> bool:
    return color.blue() > color.red() + 40 and color.blue() > color.green() + 15


def close(a: QColor, b: QColor, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def pixels_in(image: QImage, transform: QTransform, rect: geo.RectMM) -> list[QColor]:
    area = transform.mapRect(QRectF(rect.x, rect.y, rect.w, rect.h)).toRect()
    return [
        image.pixelColor(x, y)
        for y in range(area.top() + 2, area.bottom() - 1)
        for x in range(area.left() + 2, area.right() - 1)
    ]


def ring_hits(image: QImage, transform: QTransform, centre_mm: QPointF, radius_mm: float) -> int:
    """On how many of 36 rays from the centre ink lies near the given radius."""
    hits = 0
    for step in range(36):
        angle = step * math.tau / 36
        for factor in (0.82, 0.88, 0.94, 1.0, 1.06, 1.12):
            point = transform.map(
                QPointF(
                    centre_mm.x() + radius_mm * factor * math.cos(angle),
                    centre_mm.y() + radius_mm * factor * math.sin(angle),
                )
            )
            if is_ink(image.pixelColor(round(point.x()), round(point.y()))):
                hits += 1
                break
    return hits


def cell_centre(cell: int) -> QPointF:
    rect = geo.cell_rect_mm(cell)
    return QPointF(rect.x + rect.w / 2, rect.y + rect.h / 2)


def field_centre(line: int) -> QPointF:
    rect = geo.white_field_rect_mm(line)
    return QPointF(rect.x + rect.w / 2, rect.y + rect.h / 2)


def differing_fraction(a: QImage, b: QImage, threshold: int = 48, step: int = 2) -> float:
    assert a.size() == b.size()
    differing = total = 0
    for y in range(0, a.height(), step):
        for x in range(0, a.width(), step):
            total += 1
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            if (
                max(
                    abs(ca.red() - cb.red()),
                    abs(ca.green() - cb.green()),
                    abs(ca.blue() - cb.blue()),
                )
                > threshold
            ):
                differing += 1
    return differing / total


def test_the_bundled_handwriting_font_is_loaded(qapp: QApplication) -> None:
    assert handwriting_family() == "Comic Neue"


def test_blank_cells_are_green_and_white_fields_white(qapp: QApplication) -> None:
    image, transform = paint(BLANK)
    for cell in range(25):
        point = transform.map(cell_centre(cell)).toPoint()
        assert close(image.pixelColor(point), COLORS.green), cell
    for line in range(12):
        rect = geo.white_field_rect_mm(line)
        corner = transform.map(QPointF(rect.x + 1.5, rect.y + 1.5)).toPoint()  # beside the points
        assert close(image.pixelColor(corner), COLORS.field), line
    assert not any(
        is_ink(color)
        for cell in range(25)
        for color in pixels_in(image, transform, geo.cell_rect_mm(cell))
    )


def test_a_written_number_puts_ink_in_its_cell_only(qapp: QApplication) -> None:
    values = [0] * 25
    values[C3] = 12
    image, transform = paint(replace(BLANK, values=tuple(values)))
    ink = [
        sum(map(is_ink, pixels_in(image, transform, geo.cell_rect_mm(cell)))) for cell in range(25)
    ]
    assert ink[C3] > 40
    assert sum(ink) == ink[C3]
    assert ring_hits(image, transform, cell_centre(C3), geo.CELL_MM * 0.39) <= 4  # not circled


def test_a_circled_cell_has_a_pen_circle_around_its_number(qapp: QApplication) -> None:
    values = [0] * 25
    values[C3] = values[E5] = 7
    picture = replace(BLANK, values=tuple(values), circled=frozenset({C3}))
    image, transform = paint(picture)
    assert ring_hits(image, transform, cell_centre(C3), geo.CELL_MM * 0.39) >= 32
    assert ring_hits(image, transform, cell_centre(E5), geo.CELL_MM * 0.39) <= 4


def test_a_scored_white_field_is_circled(qapp: QApplication) -> None:
    game = play_sample_game(6)
    picture = SheetPicture.from_game(game, 0)
    image, transform = paint(picture)
    d1, r1 = line_index("d1"), line_index("r1")
    assert d1 in picture.scored_lines and r1 not in picture.scored_lines
    assert ring_hits(image, transform, field_centre(d1), 5.0) >= 30
    assert ring_hits(image, transform, field_centre(r1), 5.0) <= 4


def test_the_score_box_shows_the_score_in_ink(qapp: QApplication) -> None:
    image, transform = paint(SheetPicture.from_game(play_sample_game(6), 0))
    blank_image, _ = paint(BLANK)
    for rect in geo.score_field_rects_mm():
        assert sum(map(is_ink, pixels_in(image, transform, rect))) > 10
        assert sum(map(is_ink, pixels_in(blank_image, transform, rect))) == 0


def test_hover_previews_are_faint_and_only_in_the_hovered_cell(qapp: QApplication) -> None:
    image, transform = paint(replace(BLANK, hover_cell=A1, hover_write=8, hover_circle=True))
    plain, _ = paint(BLANK)
    changed = [
        cell
        for cell in range(25)
        if pixels_in(image, transform, geo.cell_rect_mm(cell))
        != pixels_in(plain, transform, geo.cell_rect_mm(cell))
    ]
    assert changed == [A1]
    colors = pixels_in(image, transform, geo.cell_rect_mm(A1))
    darkest = min(colors, key=lambda color: color.lightness())
    assert (
        60 < darkest.lightness() < COLORS.green_hover.lightness() - 30
    )  # a preview, lighter than ink
    assert not any(is_ink(color) for color in colors)


def test_overlays_highlight_lines_focus_and_dim(qapp: QApplication) -> None:
    plain, transform = paint(BLANK)
    row3 = line_index("r3")
    highlighted, _ = paint(replace(BLANK, bonus_lines=frozenset({row3}), focus_cell=A1))
    centre = transform.map(cell_centre(cell_index("b3"))).toPoint()
    assert close(highlighted.pixelColor(centre), COLORS.bonus)
    assert close(plain.pixelColor(centre), COLORS.green)
    a1 = geo.cell_rect_mm(A1)
    frame = [
        transform.map(QPointF(a1.x + 1.0 + dx, a1.y + a1.h / 2)).toPoint()
        for dx in (-0.2, 0.0, 0.2)
    ]
    assert min(highlighted.pixelColor(point).lightness() for point in frame) < 80  # the focus frame
    assert min(plain.pixelColor(point).lightness() for point in frame) > 150
    dimmed, _ = paint(replace(BLANK, dimmed=True))
    assert dimmed.pixelColor(centre).lightness() > plain.pixelColor(centre).lightness() + 15


def test_colours_do_not_follow_a_dark_desktop_palette(qapp: QApplication) -> None:
    picture = SheetPicture.from_game(play_sample_game(6), 0, hover_cell=3, focus_cell=4)
    before, _ = paint(picture)
    saved = qapp.palette()
    dark = QPalette()
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button):
        dark.setColor(role, QColor("#202020"))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        dark.setColor(role, QColor("#f0f0f0"))
    qapp.setPalette(dark)
    try:
        after, _ = paint(picture)

        class Sheet(QWidget):
            def paintEvent(self, event: object) -> None:
                painter = QPainter(self)
                paint_sheet(painter, QRectF(self.rect()), picture)
                painter.end()

        widget = Sheet()
        widget.resize(600, 420)
        grabbed = widget.grab().toImage()
    finally:
        qapp.setPalette(saved)
    assert after == before
    transform = sheet_transform(QRectF(0, 0, 600, 420))
    point = transform.map(cell_centre(cell_index("a5"))).toPoint()
    assert close(grabbed.pixelColor(point), before.pixelColor(point))
    assert close(grabbed.pixelColor(2, 2), COLORS.paper)  # the sheet fills the widget's width


def test_cached_screen_painting_matches_vector_painting(qapp: QApplication) -> None:
    """The image cache for screens must look like the vector drawing printers get."""
    picture = SheetPicture.from_game(
        play_sample_game(6),
        0,
        header="Ann · 69 points · rank 1",
        hover_cell=1,
        hover_circle=True,
        bonus_lines=frozenset({2}),
        active_bonus_line=2,
    )
    screen, _ = paint(picture, 700, 490)
    recording = QPicture()  # a QPicture records vector commands: the printer's path
    recorder = QPainter(recording)
    paint_sheet(recorder, QRectF(0, 0, 700, 490), picture)
    recorder.end()
    replayed = QImage(700, 490, QImage.Format.Format_ARGB32_Premultiplied)
    replayed.fill(Qt.GlobalColor.black)
    painter = QPainter(replayed)
    painter.drawPicture(0, 0, recording)
    painter.end()
    assert differing_fraction(screen, replayed) < 0.01


@pytest.mark.parametrize("ratio", [1.0, 1.5, 2.0])
def test_hidpi_images_have_more_pixels_and_the_same_picture(
    qapp: QApplication, ratio: float
) -> None:
    values = [0] * 25
    values[C3] = 9
    image = render_sheet_image(replace(BLANK, values=tuple(values)), 500, ratio)
    assert image.width() == round(500 * ratio) and image.devicePixelRatio() == ratio
    transform = sheet_transform(QRectF(0, 0, image.width(), image.height()))
    assert close(image.pixelColor(transform.map(cell_centre(A1)).toPoint()), COLORS.green)
    assert sum(map(is_ink, pixels_in(image, transform, geo.cell_rect_mm(C3)))) > 25 * ratio * ratio


@pytest.mark.parametrize(
    "target",
    [
        QRectF(0, 0, 600, 420),
        QRectF(0, 0, 1920, 1080),
        QRectF(0, 0, 300, 900),
        QRectF(13.5, 7.25, 451, 97),
        QRectF(0, 0, 2000, 1400),
    ],
)
def test_cell_at_and_white_field_at_invert_the_painted_transform(
    qapp: QApplication, target: QRectF
) -> None:
    image = QImage(
        math.ceil(target.right()) + 5,
        math.ceil(target.bottom()) + 5,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    painter = QPainter(image)
    painted = paint_sheet(painter, target, BLANK)
    painter.end()
    for transform in (painted, sheet_transform(target)):
        sheet = transform.mapRect(QRectF(0, 0, geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM))
        assert target.adjusted(-1, -1, 1, 1).contains(sheet)
        assert math.isclose(
            sheet.width() / sheet.height(), geo.SHEET_WIDTH_MM / geo.SHEET_HEIGHT_MM, rel_tol=1e-9
        )
        for cell in range(25):
            rect = geo.cell_rect_mm(cell)
            for fx, fy in ((0.5, 0.5), (0.1, 0.1), (0.9, 0.9), (0.1, 0.9)):
                point = transform.map(QPointF(rect.x + fx * rect.w, rect.y + fy * rect.h))
                assert cell_at(transform, point) == cell
                assert white_field_at(transform, point) is None
        for line in range(12):
            point = transform.map(field_centre(line))
            assert white_field_at(transform, point) == line
            assert cell_at(transform, point) is None
    assert cell_at(painted, QPointF(target.x() + 1, target.y() + 1)) is None
    assert (
        abs(painted.dx() - sheet_transform(target).dx()) <= 1
        and abs(painted.dy() - sheet_transform(target).dy()) <= 1
    )


@pytest.mark.parametrize("size", [(0, 0), (0, 300), (1, 1), (3, 2)])
def test_tiny_and_empty_targets_paint_without_complaint(
    qapp: QApplication, size: tuple[int, int]
) -> None:
    image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    transform = paint_sheet(
        painter, QRectF(0, 0, *size), SheetPicture.from_game(play_sample_game(6), 0)
    )
    painter.end()
    sheet = transform.mapRect(QRectF(0, 0, geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM))
    assert sheet.width() <= size[0] + 1e-9 and sheet.height() <= size[1] + 1e-9
