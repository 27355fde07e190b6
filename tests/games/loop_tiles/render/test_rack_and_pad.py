"""The rack painter (five slots, hidden racks, the drag picture) and the score pad painter."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from knaster_qt.games.loop_tiles.core.material import Tile
from knaster_qt.games.loop_tiles.render.pad_painter import pad_size_mm, paint_pad
from knaster_qt.games.loop_tiles.render.picture import PadPicture, RackPicture, TurnRecord
from knaster_qt.games.loop_tiles.render.rack_painter import (
    paint_rack,
    rack_slots,
    slot_at,
    tile_pixmap,
)
from tests.games.loop_tiles.render.svg import svg_of, texts

RACK = RackPicture(tiles=(Tile(0, "NS", 1), Tile(1, "EW", 6), None, Tile(2, "NESW", 8), None))


def test_the_rack_shows_its_tiles_values_in_five_slots(qapp: QApplication) -> None:
    slots: list[object] = []
    svg = svg_of(lambda p, r: slots.extend(paint_rack(p, r, RACK)), 600, 130)
    assert len(slots) == 5
    assert Counter(texts(svg)) == Counter({"1": 1, "6": 1, "8": 1})
    assert rack_slots(QRectF(0, 0, 600, 130), 5) == slots


def test_a_hidden_rack_shows_only_the_backs(qapp: QApplication) -> None:
    hidden = RackPicture(tiles=RACK.tiles, hidden=True)
    assert texts(svg_of(lambda p, r: paint_rack(p, r, hidden), 600, 130)) == []
    image = QImage(600, 130, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    slots = paint_rack(painter, QRectF(0, 0, 600, 130), hidden)
    painter.end()
    first = slots[0]
    back = image.pixelColor(QPointF(first.x + first.w * 0.2, first.y + first.h * 0.5).toPoint())
    assert back.green() > back.red() + 20  # the blue-green back, not the cream face


def test_the_slot_under_a_point_is_the_painted_one(qapp: QApplication) -> None:
    target = QRectF(10, 20, 500, 120)
    slots = rack_slots(target, 5)
    for index, rect in enumerate(slots):
        assert slot_at(target, 5, QPointF(rect.x + 1, rect.y + rect.h - 1)) == index
    between = (slots[1].x + slots[0].right) / 2
    assert slot_at(target, 5, QPointF(between, slots[0].y + 5)) is None
    assert slot_at(target, 5, QPointF(12, 22)) is None  # the bar's padding


def test_the_drag_picture_is_one_tile_at_the_asked_size(qapp: QApplication) -> None:
    pixmap = tile_pixmap(Tile(0, "NE", 3), 80, 2.0)
    assert (pixmap.width(), pixmap.height()) == (160, 160)
    assert pixmap.devicePixelRatio() == 2.0
    image = pixmap.toImage()
    assert image.pixelColor(0, 0).alpha() == 0  # transparent round the rounded face
    assert image.pixelColor(80, 120).alpha() == 255


def test_a_blank_pad_prints_every_turn_number_and_a_total_line(qapp: QApplication) -> None:
    pad = PadPicture.blank(4, 30)
    width, height = pad_size_mm(4, 30)
    written = texts(svg_of(lambda p, r: paint_pad(p, r, pad), round(width), round(height)))
    assert [str(turn) for turn in range(1, 31)] == written[written.index("1") :][:30]
    assert {"Loop Tiles", "turn", "total"} <= set(written)
    assert len(written) == 30 + 4  # no figures written


def test_a_filled_pad_shows_names_points_exchanges_and_totals(qapp: QApplication) -> None:
    turns = [TurnRecord(0, 28), TurnRecord(1, 0, exchanged=True), TurnRecord(0, 9)]
    pad = PadPicture.from_turns(("Ann", "Bob"), turns, winners=frozenset({0}), header="done")
    written = texts(svg_of(lambda p, r: paint_pad(p, r, pad), 300, 400))
    assert {"Ann", "Bob", "28", "9", "ex", "37", "done"} <= set(written)
    assert written.count("0") == 2  # Bob's exchange and his total


def test_rack_and_pad_paint_into_a_pdf_without_a_warning(
    qapp: QApplication, tmp_path: Path
) -> None:
    writer = QPdfWriter(str(tmp_path / "rack.pdf"))
    painter = QPainter(writer)
    slots = paint_rack(painter, QRectF(0, 0, 5000, 1200), replace(RACK, selected=1))
    paint_pad(painter, QRectF(0, 1500, 3000, 5000), PadPicture.blank(2, 13))
    painter.end()
    assert len(slots) == 5
    assert (tmp_path / "rack.pdf").read_bytes().startswith(b"%PDF")
