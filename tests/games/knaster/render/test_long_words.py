"""A long translation of a printed word is set smaller until it fits its box, as a well-made
pad would print it: whole (Qt would cut a word off at its box's edge), and clear of the legend's
circles."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from knaster_qt.games.knaster.core.combinations import Combination
from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.legend import legend_name
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.sheet_painter import paint_sheet
from knaster_qt.kit.fonts import TEXT_UNITS_PER_MM, draw_fitted_mm
from knaster_qt.shell import i18n
from knaster_qt.shell.i18n import TRANSLATIONS

LONG = "Zahlenfolge ohne Lücke"  # about three times "Straight": 39 mm at the legend's 2.9 mm
PX_PER_MM = 12


@pytest.fixture
def long_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A catalogue whose legend says 'Straight' in far more words than the row has room for."""
    (tmp_path / "knaster_qt_de.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">'
        "<context><name>KnasterSheet</name><message><source>Straight</source>"
        "<comment>legend of the printed sheet: a combination</comment>"
        f"<translation>{LONG}</translation></message></context></TS>",
        encoding="utf-8",
    )
    subprocess.run(
        [
            sys.executable,
            "-c",
            "from PySide6.scripts.pyside_tool import lrelease; lrelease()",
            "-silent",
            str(tmp_path / "knaster_qt_de.ts"),
        ],
        check=True,
    )
    english = i18n.translation_file("en")
    monkeypatch.setattr(
        i18n,
        "translation_file",
        lambda language: str(tmp_path / "knaster_qt_de.qm") if language == "de" else english,
    )
    assert TRANSLATIONS.use("de")
    yield
    TRANSLATIONS.use("en")


def _ink(image: QImage, area: QRect) -> list[tuple[int, int]]:
    paper = image.pixelColor(1, 1)
    return [
        (x, y)
        for y in range(area.top(), area.bottom() + 1)
        for x in range(area.left(), area.right() + 1)
        if abs(image.pixelColor(x, y).lightness() - paper.lightness()) > 60
    ]


def test_a_long_word_is_drawn_inside_its_box(qapp) -> None:
    image = QImage(600, 120, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scale = QTransform.fromScale(PX_PER_MM, PX_PER_MM)
    text_base = QTransform.fromScale(1 / TEXT_UNITS_PER_MM, 1 / TEXT_UNITS_PER_MM) * scale
    box = QRectF(2, 2, 30, 5)  # millimetres: the long word needs 39 at 2.9 mm
    painter.setPen(QColor("black"))
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    draw_fitted_mm(painter, text_base, box, LONG, 2.9, left, bold=True)
    painter.end()
    inside = scale.mapRect(box).toAlignedRect()
    ink = _ink(image, image.rect())
    assert ink, "the word is drawn"
    assert all(inside.adjusted(-1, -1, 1, 1).contains(x, y) for x, y in ink)
    # Whole: a word cut off at the box's edge would have ink up to that edge.
    assert max(x for x, _y in ink) < inside.right() - 3


def _sheet_image() -> QImage:
    width = round(geo.SHEET_WIDTH_MM * PX_PER_MM)
    height = round(geo.SHEET_HEIGHT_MM * PX_PER_MM)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_sheet(painter, QRectF(0, 0, width, height), SheetPicture.blank(load_layout("A")))
    painter.end()
    return image


@pytest.mark.usefixtures("long_words")
def test_a_long_legend_name_keeps_clear_of_the_circles(qapp) -> None:
    assert legend_name(Combination.STRAIGHT) == LONG
    image = _sheet_image()
    TRANSLATIONS.use("en")
    english = _sheet_image()
    row = geo.legend_row_rect_mm(5)  # the straight: its name, then three circles at the right
    circles_left = row.right - 1.3 - 3 * (2.7 + 0.8)
    # Right of the name's box, the row holds the circles only: the same pixels as in English.
    circles = QRect(
        round(circles_left * PX_PER_MM),
        round(row.y * PX_PER_MM),
        round((row.right - circles_left) * PX_PER_MM) - 2,
        round(row.h * PX_PER_MM),
    )
    differing = [
        (x, y)
        for y in range(circles.top(), circles.bottom() + 1)
        for x in range(circles.left(), circles.right() + 1)
        if image.pixel(x, y) != english.pixel(x, y)
    ]
    assert not differing
    # Left of them the long name is there, whole: it ends before its box does.
    name_right = circles_left - 0.5
    name = QRect(
        round((row.x + 1.5) * PX_PER_MM),
        round(row.y * PX_PER_MM) + 2,
        round((name_right - row.x - 1.5) * PX_PER_MM),
        round(row.h / 2 * PX_PER_MM),
    )
    ink = _ink(image, name)
    assert ink
    assert max(x for x, _y in ink) < name.right() - 3
