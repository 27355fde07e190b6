"""The painter draws the printed sheet: each field's colour, number and symbol, the pen, the letter."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QTransform

from knaster_qt.games.exact_hit.core.actions import Throw
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import COLOURS, FIELDS, ROWS, SHEET_LETTERS
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.ink import NUMBER_MM, SCORE_MM
from knaster_qt.games.exact_hit.render.palette import COLORS, DICE_FILLS, ON_FILL
from knaster_qt.games.exact_hit.render.picture import SheetPicture
from knaster_qt.games.exact_hit.render.printed_sheet import PRINTED_NUMBER_MM, header_lines
from knaster_qt.games.exact_hit.render.sheet_painter import (
    paint_sheet,
    render_sheet_image,
    sheet_transform,
)
from knaster_qt.games.exact_hit.render.symbols import symbol_path
from knaster_qt.kit.fonts import TEXT_UNITS_PER_MM, sheet_font
from tests.games.exact_hit.core.notation import play_round

PX_PER_MM = 12


def paint(picture: SheetPicture, width: int, height: int, target: QRectF) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    paint_sheet(painter, target, picture)
    painter.end()
    return image


def big(picture: SheetPicture) -> tuple[QImage, QTransform]:
    width, height = round(geo.SHEET_WIDTH_MM * PX_PER_MM), round(geo.SHEET_HEIGHT_MM * PX_PER_MM)
    target = QRectF(0, 0, width, height)
    return paint(picture, width, height, target), sheet_transform(target)


def pixel(image: QImage, transform: QTransform, x_mm: float, y_mm: float) -> QColor:
    point = transform.map(QPointF(x_mm, y_mm))
    return image.pixelColor(int(point.x()), int(point.y()))


def near(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def is_ink(colour: QColor) -> bool:
    return colour.blue() > colour.red() + 40 and colour.blue() > colour.green() + 25


def luma(colour: QColor) -> float:
    return (0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()) / 255


# --- colours and symbols ---------------------------------------------------------------


def test_the_six_colours_stay_apart_in_greyscale() -> None:
    lightness = sorted(luma(colour) for colour in DICE_FILLS)
    assert all(b - a >= 0.12 for a, b in itertools.pairwise(lightness)), lightness


def test_what_is_printed_on_a_colour_contrasts_with_it() -> None:
    for fill, on_fill in zip(DICE_FILLS, ON_FILL, strict=True):
        assert abs(luma(fill) - luma(on_fill)) >= 0.45


def symbol_probes(colour: int, rect: QRectF) -> list[tuple[QPointF, bool]]:
    """Points over a symbol's square and a little around it, each inside the symbol (True)
    or outside (False); points too near the symbol's edge for a clean pixel are left out."""
    path = symbol_path(colour, rect)
    side = rect.width()
    margin = side * 0.07
    result = []
    for i, j in itertools.product(range(11), repeat=2):
        point = QPointF(rect.x() + side * (-0.15 + 0.13 * i), rect.y() + side * (-0.15 + 0.13 * j))
        around = [
            path.contains(point + QPointF(dx, dy))
            for dx, dy in itertools.product((-margin, 0.0, margin), repeat=2)
        ]
        if all(around) or not any(around):
            result.append((point, around[4]))  # the middle one: the point itself
    return result


def test_the_six_symbols_are_different_shapes() -> None:
    square = QRectF(0, 0, 10, 10)
    masks = []
    for colour in range(len(COLOURS)):
        path = symbol_path(colour, square)
        mask = tuple(
            path.contains(QPointF(0.5 + i, 0.5 + j))
            for i, j in itertools.product(range(10), repeat=2)
        )
        assert any(mask) and not all(mask)
        masks.append(mask)
    for a, b in itertools.combinations(masks, 2):
        assert sum(x != y for x, y in zip(a, b, strict=True)) >= 6


@pytest.mark.parametrize("letter", SHEET_LETTERS)
def test_every_field_shows_its_colour_and_symbol(qapp: object, letter: str) -> None:
    picture = SheetPicture.blank(letter)
    image, transform = big(picture)
    for row, position in itertools.product(range(ROWS), range(FIELDS)):
        colour = picture.colours[row][position]
        strip = geo.strip_rect_mm(row, position)
        # The strip's colour, below the printed number and beside the symbol.
        assert near(pixel(image, transform, strip.x + 0.5, strip.y + 6.4), DICE_FILLS[colour])
        symbol = QRectF(strip.x + 0.8, strip.y + 6.9, 3.4, 3.4)
        checked = symbol_probes(colour, symbol)
        assert sum(inside for _, inside in checked) >= 3 and sum(not i for _, i in checked) >= 3
        for point, inside in checked:
            expected = ON_FILL[colour] if inside else DICE_FILLS[colour]
            found = pixel(image, transform, point.x(), point.y())
            assert near(found, expected, 40), (letter, row, position, point, found.name())
        # The writing area is paper-white: the pen's blue stands out on every colour.
        writing = geo.writing_rect_mm(row, position)
        assert near(pixel(image, transform, writing.x + 2, writing.y + 2), COLORS.writing)


def test_the_colour_key_shows_each_colour_with_its_symbol(qapp: object) -> None:
    image, transform = big(SheetPicture.blank("A"))
    for colour in range(len(COLOURS)):
        entry = geo.key_entry_rect_mm(colour)
        centre_x = entry.x + entry.w / 2
        assert near(pixel(image, transform, centre_x - 3.0, entry.y + 1.4), DICE_FILLS[colour])
        symbol_centre = pixel(image, transform, centre_x, entry.y + 0.9 + 3.0)
        ring = COLOURS[colour] == "white"  # a ring is hollow: its centre is the fill
        assert near(symbol_centre, DICE_FILLS[colour] if ring else ON_FILL[colour], 40)


def printed_number_pixels(image: QImage, transform: QTransform, row: int, position: int) -> int:
    strip = geo.strip_rect_mm(row, position)
    area = transform.mapRect(QRectF(strip.x, strip.y + 0.3, strip.w, 5.6)).toRect()
    return sum(
        not near(image.pixelColor(x, y), image.pixelColor(area.left() + 1, area.bottom()), 60)
        for x in range(area.left() + 2, area.right() - 1)
        for y in range(area.top() + 1, area.bottom())
    )


def test_the_printed_numbers_are_drawn_and_differ(qapp: object) -> None:
    image, transform = big(SheetPicture.blank("A"))
    # Sheet A row 1 prints 3 1 4 2 6 5: every strip has ink of its number; a 1 has the least.
    counts = [printed_number_pixels(image, transform, 0, position) for position in range(FIELDS)]
    assert all(count > 20 for count in counts)
    assert counts.index(min(counts)) == 1


# --- the pen ----------------------------------------------------------------------------


def played() -> Game:
    game = Game(1)
    play_round(game, "2 6 6 6 6 6", "write k")  # black 2 under a printed 3
    play_round(game, "6 6 6 6 6 6", "cross")  # blue (position 1) crossed
    play_round(game, "6 6 4 2 1 5", "write y r g w")  # 4x 2x 1 5x
    return game


def ink_in(image: QImage, transform: QTransform, rect: geo.RectMM) -> int:
    area = transform.mapRect(QRectF(rect.x, rect.y, rect.w, rect.h)).toRect()
    return sum(
        is_ink(image.pixelColor(x, y))
        for x in range(area.left() + 1, area.right())
        for y in range(area.top() + 1, area.bottom())
    )


def inner(rect: geo.RectMM) -> geo.RectMM:
    """The white of a writing area, inside the field's coloured edge."""
    return geo.RectMM(rect.x + 0.3, rect.y + 1.0, rect.w - 1.3, rect.h - 2.0)


def test_values_exact_hits_crosses_and_scores_are_written_in_ink(qapp: object) -> None:
    picture = SheetPicture.from_game(played(), 0)
    image, transform = big(picture)
    blank, _ = big(SheetPicture.blank("A"))
    for position in range(FIELDS):
        writing = inner(geo.writing_rect_mm(0, position))
        mark = geo.exact_mark_rect_mm(0, position)
        assert ink_in(image, transform, writing) > 200, position
        assert ink_in(blank, transform, writing) == 0
        has_x = ink_in(image, transform, mark) > 8
        assert has_x == ((0, position) in picture.exact_hits or position == 1), position
    # The cross runs through the middle of its writing area; a value leaves the corners.
    crossed = geo.writing_rect_mm(0, 1)
    centre = geo.RectMM(crossed.x + crossed.w / 2 - 0.6, crossed.y + crossed.h / 2 - 0.6, 1.2, 1.2)
    assert ink_in(image, transform, centre) > 10
    assert ink_in(image, transform, geo.score_rect_mm(0)) > 100  # 20
    assert ink_in(image, transform, geo.score_rect_mm(1)) == 0
    assert ink_in(image, transform, geo.total_rect_mm()) == 0  # the game goes on


def test_the_total_is_written_when_set(qapp: object) -> None:
    picture = replace(SheetPicture.blank("A"), total=143)
    image, transform = big(picture)
    assert ink_in(image, transform, geo.total_rect_mm()) > 150


def test_the_sheet_letter_is_drawn_in_the_corner(qapp: object) -> None:
    images = {letter: big(SheetPicture.blank(letter))[0] for letter in "AF"}
    transform = big(SheetPicture.blank("A"))[1]
    letter_box = geo.letter_rect_mm()
    area = transform.mapRect(
        QRectF(letter_box.x, letter_box.y + 3.0, letter_box.w, letter_box.h - 3.0)
    ).toRect()
    light = [
        sum(
            luma(image.pixelColor(x, y)) > 0.8
            for x in range(area.left(), area.right())
            for y in range(area.top(), area.bottom())
        )
        for image in images.values()
    ]
    assert all(count > 300 for count in light)  # white letter on the dark box
    assert images["A"].copy(area) != images["F"].copy(area)


# --- overlays ---------------------------------------------------------------------------


def test_overlays_show_the_current_row_targets_hover_and_veil(qapp: object) -> None:
    game = Game(1)
    play_round(game, "2 6 6 6 6 6", "write k")
    game.apply(0, Throw((6, 6, 6, 6, 6, 6)))
    plain = SheetPicture.from_game(game, 0)
    image, transform = big(plain)
    gap = geo.row_rect_mm(0)
    between = (geo.ROWS_LEFT_MM - 0.9, gap.y + 1.0)
    assert near(pixel(image, transform, *between), COLORS.paper)
    shown = replace(
        plain,
        current_row=0,
        target_fields=frozenset({(0, 2)}),
        hover_field=(0, 4),
        hover_write=6,
    )
    image, _ = big(shown)
    assert near(pixel(image, transform, *between), COLORS.current_row)
    target = geo.writing_rect_mm(0, 2)
    assert near(pixel(image, transform, target.x + 2, target.y + 2), COLORS.target)
    hover = inner(geo.writing_rect_mm(0, 4))
    assert near(pixel(image, transform, hover.x + 1.5, hover.y + 1.2), COLORS.hover)
    # The preview is faint ink: lighter than the pen, and green 6 is an exact hit: its x too.
    assert ink_in(image, transform, hover) == 0
    area = transform.mapRect(QRectF(hover.x, hover.y, hover.w, hover.h)).toRect()
    preview = sum(
        not near(image.pixelColor(x, y), COLORS.hover, 30)
        for x in range(area.left() + 1, area.right())
        for y in range(area.top() + 1, area.bottom())
    )
    assert preview > 150
    # The forced cross's preview is a faint cross over the leftmost empty field.
    crossing, _ = big(replace(plain, hover_field=(0, 1), hover_cross=True))
    crossed = inner(geo.writing_rect_mm(0, 1))
    middle = geo.RectMM(crossed.x + crossed.w / 2 - 0.5, crossed.y + crossed.h / 2 - 0.5, 1.0, 1.0)
    area = transform.mapRect(QRectF(middle.x, middle.y, middle.w, middle.h)).toRect()
    assert any(
        not near(crossing.pixelColor(x, y), COLORS.hover, 30)
        for x in range(area.left(), area.right())
        for y in range(area.top(), area.bottom())
    )
    # The keyboard focus frame runs around the whole field, outside it.
    focused, _ = big(replace(plain, focus_field=(2, 3)))
    field = geo.field_rect_mm(2, 3)
    edge = [pixel(focused, transform, field.x + x, field.y - 0.6) for x in (1.0, 2.0, 3.0, 4.0)]
    assert any(near(colour, COLORS.focus, 40) for colour in edge)
    dimmed, _ = big(replace(plain, dimmed=True))
    strip = geo.strip_rect_mm(1, 0)
    assert luma(pixel(dimmed, transform, strip.x + 0.5, strip.y + 6.4)) > luma(
        pixel(image, transform, strip.x + 0.5, strip.y + 6.4)
    )


# --- sizes and devices ------------------------------------------------------------------


@pytest.mark.parametrize(("width", "height"), [(150, 105), (320, 200), (90, 400), (1920, 1080)])
def test_the_sheet_stays_inside_its_target_at_any_size(
    qapp: object, width: int, height: int
) -> None:
    picture = SheetPicture.from_game(played(), 0, header="Ann · 1 Dec 2026 · 20 points")
    margin = 10
    image = paint(
        picture, width + 2 * margin, height + 2 * margin, QRectF(margin, margin, width, height)
    )
    outside = [
        image.pixelColor(x, y)
        for x in range(image.width())
        for y in range(image.height())
        if not (margin - 1 <= x <= margin + width and margin - 1 <= y <= margin + height)
    ]
    assert all(colour == QColor(Qt.GlobalColor.black) for colour in outside)
    sheet = sheet_transform(QRectF(margin, margin, width, height)).mapRect(
        QRectF(0, 0, geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)
    )
    assert sheet.width() == pytest.approx(width, abs=0.5) or sheet.height() == pytest.approx(
        height, abs=0.5
    )


def test_an_empty_target_draws_nothing(qapp: object) -> None:
    image = paint(SheetPicture.blank("A"), 50, 50, QRectF(10, 10, 0, 0))
    assert all(
        image.pixelColor(x, y) == QColor(Qt.GlobalColor.black) for x in range(50) for y in range(50)
    )


def test_the_painter_leaves_the_painters_state_as_it_was(qapp: object) -> None:
    image = QImage(300, 210, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.translate(3, 4)
    before = painter.worldTransform()
    paint_sheet(painter, QRectF(0, 0, 290, 200), SheetPicture.from_game(played(), 0))
    assert painter.worldTransform() == before
    painter.end()


def test_render_sheet_image_honours_the_device_pixel_ratio(qapp: object) -> None:
    image = render_sheet_image(SheetPicture.blank("B"), 300, device_pixel_ratio=2.0)
    assert (image.width(), image.height()) == (600, 420)
    assert image.devicePixelRatio() == 2.0


# --- text fits its boxes ----------------------------------------------------------------


def width_mm(text: str, size_mm: float, bold: bool = True, handwriting: bool = False) -> float:
    metrics = QFontMetricsF(sheet_font(size_mm, bold=bold, handwriting=handwriting))
    return metrics.horizontalAdvance(text) / TEXT_UNITS_PER_MM


def test_numbers_fit_their_boxes(qapp: object) -> None:
    strip = geo.strip_rect_mm(0, 0)
    assert max(width_mm(str(n), PRINTED_NUMBER_MM) for n in range(1, 7)) < strip.w - 0.6
    writing = geo.writing_rect_mm(0, 0)
    room = writing.w - (writing.right - geo.exact_mark_rect_mm(0, 0).x)  # left of the small x
    assert max(width_mm(str(n), NUMBER_MM, handwriting=True) for n in range(1, 7)) < room + 1.0
    # The highest row is 6 sixes with six exact hits: 57; the highest total 5 x 57 = 285.
    assert width_mm("57", SCORE_MM, handwriting=True) < geo.score_rect_mm(0).w - 2
    assert width_mm("285", SCORE_MM, handwriting=True) < geo.total_rect_mm().w - 2
    assert width_mm("21", 3.4) < geo.BONUS_CELL_WIDTH_MM - 1
    assert width_mm("total =", 3.4) < geo.total_label_rect_mm().w


@pytest.mark.parametrize(
    "header",
    [
        "Ann · 1 Dec 2026 · 87 points · rank 1",
        "Maximiliane Gutenberg-Ro · 28 Sep 2026 · 285 points · rank 6 · game in progress",
        "W" * 24 + " · 28 Sep 2026 · 100 points · rank 2",
    ],
)
def test_the_header_fits_its_box(qapp: object, header: str) -> None:
    box = geo.header_rect_mm()
    lines = header_lines(header, box.w, box.h)
    assert " ".join(text for text, _, _ in lines).replace("  ", " ") in (
        header,
        header.replace(" · ", " ", 1),
    )
    for text, size, bold in lines:
        assert width_mm(text, size, bold=bold) <= box.w
        assert size >= 1.4
    assert len(lines) * max(size for _, size, _ in lines) * 1.15 <= box.h
