"""The board painter: bonus labels, tiles whose lines join at the edge middles, overlays."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from knaster_qt.games.loop_tiles.core.material import Tile, parse_square, standard_board
from knaster_qt.games.loop_tiles.render.board_painter import (
    paint_board,
    paint_board_background,
    render_board_image,
    square_at_point,
)
from knaster_qt.games.loop_tiles.render.geometry import BoardGeometry, board_mm
from knaster_qt.games.loop_tiles.render.picture import BoardPicture, bonus_label
from knaster_qt.games.loop_tiles.render.raster_cache import RASTER_CACHE
from knaster_qt.games.loop_tiles.render.samples import play_sample_game
from knaster_qt.games.loop_tiles.render.tiles import EDGE_MIDDLE, paint_tile
from knaster_qt.kit.paint import qrect
from tests.games.loop_tiles.render.svg import svg_of, texts

KINDS = ("NS", "EW", "NE", "ES", "SW", "NW", "NES", "ESW", "NSW", "NEW", "NESW")
G7, H7 = parse_square("G7"), parse_square("H7")


def is_ink(color: QColor) -> bool:
    """The lines' dark blue (or its lighter middle), never the tile's cream face."""
    return color.alpha() > 200 and color.blue() - color.red() > 40


def paint_image(
    picture: BoardPicture, width: int = 700, height: int = 700, ratio: float = 1.0
) -> tuple[QImage, BoardGeometry]:
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    geometry = paint_board(painter, QRectF(0, 0, width, height), picture)
    painter.end()
    return image, geometry


@pytest.mark.parametrize("ends", KINDS)
def test_a_tiles_lines_reach_exactly_the_middles_of_its_line_edges(
    qapp: QApplication, ends: str
) -> None:
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_tile(painter, QRectF(0, 0, 200, 200), Tile(0, ends, 5))
    painter.end()
    for edge, (x, y) in EDGE_MIDDLE.items():
        # Just inside the edge, at its middle: the line, or the blank face.
        px = min(max(round(x * 2), 1), 198)
        py = min(max(round(y * 2), 1), 198)
        inside = QPointF(
            px + (4 if edge == "W" else -4 if edge == "E" else 0),
            py + (4 if edge == "N" else -4 if edge == "S" else 0),
        )
        color = image.pixelColor(inside.toPoint())
        assert is_ink(color) == (edge in ends), (ends, edge, color.name())
        # A little off the middle along the edge, there is never a line.
        aside = inside + (QPointF(30, 0) if edge in "NS" else QPointF(0, 30))
        assert not is_ink(image.pixelColor(aside.toPoint()))


def test_joined_tiles_lines_meet_across_the_shared_edge_on_the_board(qapp: QApplication) -> None:
    board = standard_board()
    tiles = {G7: Tile(0, "EW", 3), H7: Tile(1, "SW", 4), parse_square("G8"): Tile(2, "EW", 1)}
    picture = BoardPicture(board=board, tiles=tiles)
    for ratio in (1.0, 2.0):  # cached tiles on whole device pixels, at two pixel densities
        image, geometry = paint_image(picture, ratio=ratio)
        shared = geometry.square_rect(H7)
        middle = QPointF(shared.x, shared.y + shared.h / 2) * ratio
        assert is_ink(image.pixelColor(middle.toPoint()))  # G7's E joins H7's W
        blank = geometry.square_rect(parse_square("G8"))  # G7's S side faces G8's N: no lines
        top_middle = QPointF(blank.x + blank.w / 2, blank.y) * ratio
        assert not is_ink(image.pixelColor(top_middle.toPoint()))


def test_a_new_games_board_shows_every_bonus_label_and_no_other_numbers(
    qapp: QApplication,
) -> None:
    board = standard_board()
    svg = svg_of(lambda p, r: paint_board(p, r, BoardPicture(board=board)), 600, 600)
    written = Counter(texts(svg))
    expected = Counter(bonus_label(m) for m in board.multipliers.values())
    assert {label: written[label] for label in expected} == expected
    assert expected == {"x2": 8, "x3": 12, "x4": 8, "x5": 4, "x6": 4}
    # The coordinates: every letter A-M and number 1-13, above and below, left and right.
    assert all(written[letter] == 2 for letter in "ABCDEFGHIJKLM")
    assert all(written[str(number)] == 2 for number in range(1, 14))


def test_a_tile_shows_its_value_in_its_lower_left_corner(qapp: QApplication) -> None:
    corner = parse_square("A1")  # x6; a tile there scores 6 times its value
    picture = BoardPicture(tiles={corner: Tile(0, "ES", 8)})
    written = Counter(texts(svg_of(lambda p, r: paint_board(p, r, picture), 600, 600)))
    assert written["8"] == 2 + 1  # row 8's numbers left and right, and the value
    image, geometry = paint_image(picture)
    rect = geometry.square_rect(corner)
    value_area = [
        image.pixelColor(QPointF(rect.x + fx * rect.w, rect.y + fy * rect.h).toPoint())
        for fx in (0.12, 0.15, 0.18, 0.21, 0.24)
        for fy in (0.72, 0.76, 0.80, 0.84, 0.88)
    ]
    assert any(color.red() > color.blue() + 60 for color in value_area)  # the value's red


def test_the_board_paints_into_a_pdf_and_images_without_a_warning(
    qapp: QApplication, tmp_path: Path
) -> None:
    game, _ = play_sample_game(players=2, seed=5, turns=14)
    picture = BoardPicture.from_game(game, hover=(0, 0), hover_points=9, last_turn=frozenset({G7}))
    path = tmp_path / "board.pdf"
    writer = QPdfWriter(str(path))
    painter = QPainter(writer)
    geometry = paint_board(painter, QRectF(0, 0, 3000, 3000), picture)
    painter.end()
    assert path.read_bytes().startswith(b"%PDF")
    assert geometry.square_rect(G7).w == pytest.approx(3000 / board_mm(13) * 10)
    image = render_board_image(picture, 500, 300, 1.5)
    assert image.width() == 750 and image.devicePixelRatio() == 1.5


def test_the_returned_geometry_finds_the_squares_the_user_sees(qapp: QApplication) -> None:
    tile = Tile(0, "NS", 2)
    picture = BoardPicture(tiles={G7: tile})
    image, geometry = paint_image(picture, 900, 640, ratio=1.25)
    rect = geometry.square_rect(G7)
    centre = QPointF(rect.x + rect.w / 2, rect.y + rect.h / 2)
    assert square_at_point(geometry, centre) == G7
    # The N line of the tile at the top middle of the square the geometry names.
    top = QPointF(rect.x + rect.w / 2, rect.y + 2) * 1.25
    assert is_ink(image.pixelColor(top.toPoint()))
    assert square_at_point(geometry, QPointF(1, 1)) is None


def test_overlays_light_fitting_squares_mark_turns_and_show_the_hovered_points(
    qapp: QApplication,
) -> None:
    plain = BoardPicture(tiles={G7: Tile(0, "EW", 3)})
    fit, mine, theirs = parse_square("C3"), H7, G7
    marked = replace(
        plain,
        tiles={G7: Tile(0, "EW", 3), H7: Tile(1, "EW", 4)},
        fits=frozenset({fit}),
        this_turn=frozenset({mine}),
        last_turn=frozenset({theirs}),
        hover=parse_square("I7"),
        hover_tile=Tile(2, "EW", 5),
        hover_points=12,
    )
    before, geometry = paint_image(plain)
    after, _ = paint_image(marked)

    def at(square: tuple[int, int], fx: float, fy: float, image: QImage) -> QColor:
        rect = geometry.square_rect(square)
        return image.pixelColor(QPointF(rect.x + fx * rect.w, rect.y + fy * rect.h).toPoint())

    lit, unlit = at(fit, 0.5, 0.5, after), at(fit, 0.5, 0.5, before)
    assert lit.green() > lit.red() and lit != unlit
    frame = at(mine, 0.3, 0.045, after)  # the frame of a tile placed this turn
    assert frame.red() > 200 and frame.blue() < 80
    ear = at(theirs, 0.88, 0.12, after)  # last turn's dog-ear
    assert ear.blue() > ear.green() + 40
    svg = svg_of(lambda p, r: paint_board(p, r, marked), 700, 700)
    assert "+12" in texts(svg)
    assert "5" in texts(svg)  # the held tile shown faintly on the hovered square


def test_the_cache_keeps_one_image_per_tile_and_size(qapp: QApplication) -> None:
    RASTER_CACHE.clear()
    tile = Tile(0, "NE", 3)
    first = RASTER_CACHE.tile(tile, 64)
    assert RASTER_CACHE.tile(Tile(9, "NE", 3), 64) is first  # same look, same image
    assert RASTER_CACHE.tile(tile, 65) is not first
    assert first.width() == 64


@pytest.mark.parametrize("size", [(0, 0), (1, 1), (40, 900), (30000, 20)])
def test_tiny_and_odd_targets_paint_without_a_warning(
    qapp: QApplication, size: tuple[int, int]
) -> None:
    picture = BoardPicture(tiles={G7: Tile(0, "NESW", 4)}, hover=G7, hover_points=3)
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    geometry = paint_board(painter, QRectF(0, 0, *size), picture)
    painter.end()
    # As large as fits the shorter side, but never under a pixel a square (13 + 2 for the band).
    assert geometry.square >= 1
    assert geometry.board_rect.w <= max(min(size), 15)


def test_a_turned_painter_draws_the_same_board_as_vectors(qapp: QApplication) -> None:
    """Printed sheets may be turned a quarter on the page: no cached pixels then."""
    picture = BoardPicture(tiles={G7: Tile(0, "NS", 2)})
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.translate(400, 0)
    painter.rotate(90)
    geometry = paint_board(painter, QRectF(0, 0, 400, 400), picture)
    painter.end()
    rect = geometry.square_rect(G7)
    # G7's N line, turned a quarter clockwise, ends at the middle of the square's right side.
    x, y = 400 - (rect.y + 2), rect.x + rect.w / 2
    assert is_ink(image.pixelColor(QPointF(x, y).toPoint()))


def test_the_cached_board_looks_exactly_like_the_board_drawn_directly(
    qapp: QApplication,
) -> None:
    """The cache only saves time: its images are the vector drawing at the same pixels."""
    game, _ = play_sample_game(players=2, seed=9, turns=8)
    picture = BoardPicture(board=game.board, tiles=dict(game.placed))
    RASTER_CACHE.clear()
    cached, geometry = paint_image(picture, 720, 700)
    direct = QImage(cached.size(), QImage.Format.Format_ARGB32)
    direct.fill(Qt.GlobalColor.white)
    painter = QPainter(direct)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    paint_board_background(painter, geometry, picture.board)
    for square, tile in picture.tiles.items():
        paint_tile(painter, qrect(geometry.square_rect(square)), tile)
    painter.end()
    assert geometry.square == int(geometry.square)

    def apart(x: int, y: int) -> int:
        a, b = cached.pixelColor(x, y), direct.pixelColor(x, y)
        return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))

    # Blending an image rounds a colour channel by a step or two at antialiased edges.
    worst = max(apart(x, y) for y in range(0, 700, 3) for x in range(0, 720, 3))
    assert worst <= 4
