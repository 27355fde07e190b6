"""Printed finished sheets: the header is whole on the rendered page, solo sheets say the rating,
and cut marks stay where printers can print. Checked on pixels (pdftoppm), not only in the text."""

from __future__ import annotations

import datetime
import unicodedata
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.players import MAX_NAME_LENGTH
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.printed import finished_pictures
from knaster_qt.games.knaster.render.samples import play_sample_game
from knaster_qt.shell.printing.output import export_pdf
from knaster_qt.shell.printing.page_layout import PageLayout, page_layout, paper_size_mm
from tests.shell.printing.knaster_sheets import KNASTER_SHEET_MM, printed
from tests.shell.printing.pdf_tools import page_image, pdf_text

DPI = 200
PX_PER_MM = DPI / 25.4
DAY = datetime.date(2026, 11, 29)
# 1, 8, 16 and the longest allowed number of characters; W and M are the widest letters.
NAMES = ("W", "Benjamin", "Maximilian-Wolff", "WMWMWMWMWMWMWMWMWMWMWMWM")
INK = 60  # a grey level differing by more than this from the blank page counts as ink
PRINTABLE_INSET_MM = 5.0  # printers print from 5 mm inside the paper's edge
EDGE_MM = 0.4  # text cut off at its box's edge would reach the edge itself


def ink_box(image: QImage, threshold: int) -> tuple[int, int, int, int] | None:
    """The bounding box (left, top, right, bottom) of pixels brighter than ``threshold``."""
    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    table = bytes(1 if value > threshold else 0 for value in range(256))
    left = top = right = bottom = None
    for y in range(gray.height()):
        row = bytes(gray.constScanLine(y))[: gray.width()].translate(table)
        first = row.find(1)
        if first < 0:
            continue
        last = row.rfind(1)
        top = y if top is None else top
        bottom = y
        left = first if left is None else min(left, first)
        right = last if right is None else max(right, last)
    if left is None or top is None or right is None or bottom is None:
        return None
    return left, top, right, bottom


def difference(a: QImage, b: QImage) -> QImage:
    """Per pixel |a - b|: black where the two pages agree."""
    out = a.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(out)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(QPoint(0, 0), b.convertToFormat(QImage.Format.Format_RGB32))
    painter.end()
    return out


def render_pages(pictures: list, per_page: int, folder: Path, name: str) -> list[QImage]:
    path = folder / f"{name}.pdf"
    export_pdf(path, printed(pictures), paper_size_mm("a4"), per_page)
    pages = -(-len(pictures) // per_page)
    return [page_image(path, page, DPI, folder) for page in range(1, pages + 1)]


def header_box_px(layout: PageLayout, slot_index: int) -> tuple[float, float, float, float]:
    slot = layout.slots[slot_index]
    assert not slot.turned  # two sheets per A4 page stand upright
    rect = geo.header_rect_mm()
    scale = slot.scale
    return (
        (slot.x + rect.x * scale) * PX_PER_MM,
        (slot.y + rect.y * scale) * PX_PER_MM,
        (slot.x + rect.right * scale) * PX_PER_MM,
        (slot.y + rect.bottom * scale) * PX_PER_MM,
    )


def test_names_of_1_8_16_and_24_characters_print_whole_inside_the_header_box(
    qapp: QApplication, tmp_path: Path
) -> None:
    assert len(NAMES[-1]) == MAX_NAME_LENGTH
    assert [len(name) for name in NAMES] == [1, 8, 16, 24]
    game = play_sample_game(6, players=NAMES)
    pictures = finished_pictures(game, date=DAY)
    headed = render_pages(pictures, 2, tmp_path, "headed")
    bare = render_pages([replace(p, header="") for p in pictures], 2, tmp_path, "bare")
    layout = page_layout(*paper_size_mm("a4"), 2, KNASTER_SHEET_MM)
    margin = EDGE_MM * layout.slots[0].scale * PX_PER_MM
    for player, name in enumerate(NAMES):
        page, slot = divmod(player, 2)
        ink = ink_box_in(difference(headed[page], bare[page]), slot, layout)
        left, top, right, bottom = header_box_px(layout, slot)
        # Inside the box and clear of its edges: nothing was cut off at them.
        assert left + margin <= ink[0] and ink[2] <= right - margin, (name, ink, (left, right))
        assert top + margin <= ink[1] and ink[3] <= bottom - margin, (name, ink, (top, bottom))
    # NFKC: the print font sets "ff" as one ligature glyph, which pdftotext gives as U+FB00.
    text = " ".join(unicodedata.normalize("NFKC", pdf_text(tmp_path / "headed.pdf")).split())
    ranks = game.ranks()
    for player, name in enumerate(NAMES):
        assert name in text.split(), name
        total = game.score(player).total
        assert f"29 Nov 2026 · {total} points · rank {ranks[player]}" in text, name


def ink_box_in(diff: QImage, slot_index: int, layout: PageLayout) -> tuple[int, int, int, int]:
    """The ink box of the difference within one slot's sheet, in page pixels."""
    slot = layout.slots[slot_index]
    x, y = round(slot.x * PX_PER_MM), round(slot.y * PX_PER_MM)
    width, height = round(slot.width * PX_PER_MM), round(slot.height * PX_PER_MM)
    box = ink_box(diff.copy(x, y, width, height), INK)
    assert box is not None, "no header printed"
    return box[0] + x, box[1] + y, box[2] + x, box[3] + y


def _solo_game(total_target: str) -> Game:
    """A finished solo game with a score in the rating band asked for (seeded sample games)."""
    for seed in range(200):
        game = play_sample_game(seed, players=("Benjamin",))
        total = game.score(0).total
        band = "good" if 51 <= total <= 80 else "low" if total <= 50 else "high"
        if band == total_target:
            return game
    raise AssertionError(f"no sample game scores {total_target}")


@pytest.mark.parametrize(("band", "rating"), [("good", "good"), ("low", "below good")])
def test_a_solo_sheet_gives_the_rating_not_a_rank(
    qapp: QApplication, tmp_path: Path, band: str, rating: str
) -> None:
    game = _solo_game(band)
    total = game.score(0).total
    path = tmp_path / "solo.pdf"
    export_pdf(path, printed(finished_pictures(game, date=DAY)), paper_size_mm("a4"), 1)
    text = " ".join(pdf_text(path).split())
    assert f"29 Nov 2026 · {total} points · {rating}" in text
    assert "rank" not in text


def _dark_pixels_outside_slots(page: QImage, layout: PageLayout) -> list[tuple[int, int]]:
    """Pixels that are not blank paper outside every sheet (the cut marks), page pixels."""
    gray = page.convertToFormat(QImage.Format.Format_Grayscale8)
    # Mask the sheets (and half a millimetre around them for antialiasing) with white.
    painter = QPainter(gray)
    for slot in layout.slots:
        painter.fillRect(
            round((slot.x - 0.5) * PX_PER_MM),
            round((slot.y - 0.5) * PX_PER_MM),
            round((slot.width + 1.0) * PX_PER_MM),
            round((slot.height + 1.0) * PX_PER_MM),
            QColor("white"),
        )
    painter.end()
    table = bytes(1 if value < 200 else 0 for value in range(256))
    dark = []
    for y in range(gray.height()):
        row = bytes(gray.constScanLine(y))[: gray.width()].translate(table)
        x = row.find(1)
        while x >= 0:
            dark.append((x, y))
            x = row.find(1, x + 1)
    return dark


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", [1, 2, 4])
def test_cut_marks_stay_five_millimetres_inside_the_paper(
    qapp: QApplication, tmp_path: Path, paper: str, per_page: int
) -> None:
    game = play_sample_game(6, players=("Ann", "Bob", "Cyd", "Dan"))
    path = tmp_path / "marks.pdf"
    size = paper_size_mm(paper)
    export_pdf(
        path, printed(finished_pictures(game, date=DAY)[:per_page]), size, per_page, cut_marks=True
    )
    page = page_image(path, 1, DPI, tmp_path)
    layout = page_layout(*size, per_page, KNASTER_SHEET_MM)
    dark = _dark_pixels_outside_slots(page, layout)
    assert dark, "no cut marks on the page"
    inset = PRINTABLE_INSET_MM * PX_PER_MM - 1  # one pixel for antialiasing
    width, height = page.width(), page.height()
    for x, y in dark:
        assert inset <= x <= width - 1 - inset and inset <= y <= height - 1 - inset, (x, y)
    # Every mark the layout promises is on the page: its middle is dark.
    found = set(dark)
    for x1, y1, x2, y2 in layout.cut_marks():
        middle_x, middle_y = (x1 + x2) / 2 * PX_PER_MM, (y1 + y2) / 2 * PX_PER_MM
        near = {
            (round(middle_x) + dx, round(middle_y) + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
        }
        assert near & found, (x1, y1, x2, y2)
