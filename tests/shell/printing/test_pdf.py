"""PDFs of blank and finished sheets: pages, paper, real text, and the same look as on screen."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.render.printed import blank_pictures, finished_pictures
from knaster_qt.games.knaster.render.samples import play_sample_game
from knaster_qt.games.knaster.render.sheet_painter import render_sheet_image
from knaster_qt.shell.printing.document import PrintError
from knaster_qt.shell.printing.output import export_pdf
from knaster_qt.shell.printing.page_layout import page_layout, paper_size_mm
from tests.shell.printing.knaster_sheets import KNASTER_SHEET_MM
from tests.shell.printing.knaster_sheets import printed as as_printed
from tests.shell.printing.pdf_tools import (
    differing_fraction,
    page_count,
    page_image,
    page_size_mm,
    pdf_text,
    sheet_from_page,
)

# Poppler and Qt antialias edges and hint text differently. A pixel counts as
# different when a colour channel differs by more than 64 of 255; at most 2.5% of
# the sheet's pixels may (measured: 0.6-1.4%). A finished sheet against a blank
# one differs in more than 5%, so a missing number, circle or field shows.
PIXEL_THRESHOLD = 64
MAX_DIFFERING = 0.025
DIFFERENT_SHEETS = 0.04
COMPARE_WIDTH = 450


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(
    ("per_page", "sheets", "pages"), [(1, 3, 3), (2, 5, 3), (4, 9, 3), (4, 8, 2)]
)
def test_page_count_and_paper_size(
    qapp: QApplication, tmp_path: Path, paper: str, per_page: int, sheets: int, pages: int
) -> None:
    path = tmp_path / "pad.pdf"
    export_pdf(
        path,
        as_printed(blank_pictures(load_layout("A"), sheets)),
        paper_size_mm(paper),
        per_page,
        cut_marks=True,
    )
    assert page_count(path) == pages
    width, height = page_size_mm(path)
    expected_width, expected_height = paper_size_mm(paper)
    assert width == pytest.approx(expected_width, abs=0.5)
    assert height == pytest.approx(expected_height, abs=0.5)


def test_a_blank_pad_has_real_text_with_the_line_points(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "pad-b.pdf"
    export_pdf(path, as_printed(blank_pictures(load_layout("B"), 4)), paper_size_mm("a4"), 4)
    text = pdf_text(path)
    assert text.count("KNASTER") == 4
    assert text.count("Side B (mirrored)") == 4
    assert "Full house" in text and "4-9-4-4-9" in text
    words = text.split()
    for points in ("5", "6", "7", "8", "9", "10"):
        assert words.count(points) >= 4, points  # on every sheet of side B


def test_finished_sheets_carry_name_date_total_rank_and_numbers(
    qapp: QApplication, tmp_path: Path
) -> None:
    game = play_sample_game(6, players=("Ann", "Bob"))
    path = tmp_path / "game.pdf"
    pictures = finished_pictures(game, date=datetime.date(2026, 11, 29))
    export_pdf(path, as_printed(pictures), paper_size_mm("a4"), 1)
    assert page_count(path) == 2
    text = pdf_text(path)
    ann, bob = game.score(0).total, game.score(1).total
    ranks = game.ranks()
    assert f"Ann · 29 Nov 2026 · {ann} points · rank {ranks[0]}" in text
    assert f"Bob · 29 Nov 2026 · {bob} points · rank {ranks[1]}" in text
    score = game.score(0)
    assert f"{score.line_points} + {score.circles} = {score.total}" in " ".join(text.split())


def test_only_one_players_sheet(qapp: QApplication, tmp_path: Path) -> None:
    game = play_sample_game(6, players=("Ann", "Bob"))
    path = tmp_path / "bob.pdf"
    export_pdf(path, as_printed(finished_pictures(game, [1])), paper_size_mm("letter"), 1)
    assert page_count(path) == 1
    assert "Bob ·" in pdf_text(path) and "Ann" not in pdf_text(path)


@pytest.mark.parametrize("kind", ["blank", "finished"])
@pytest.mark.parametrize("per_page", [1, 4])
def test_the_printed_sheet_looks_like_the_screen(
    qapp: QApplication, tmp_path: Path, kind: str, per_page: int
) -> None:
    if kind == "blank":
        picture = blank_pictures(load_layout("A"), 1)[0]
    else:
        picture = finished_pictures(play_sample_game(6), date=datetime.date(2026, 11, 29))[0]
    path = tmp_path / "sheet.pdf"
    paper = paper_size_mm("a4")
    export_pdf(path, as_printed([picture] * per_page), paper, per_page)
    dpi = 150
    slot = page_layout(*paper, per_page, KNASTER_SHEET_MM).slots[-1]
    screen = render_sheet_image(picture, COMPARE_WIDTH)
    printed = sheet_from_page(
        page_image(path, 1, dpi, tmp_path), slot, dpi, screen.width(), screen.height()
    )
    assert differing_fraction(printed, screen, PIXEL_THRESHOLD) < MAX_DIFFERING
    # The comparison can fail: the blank sheet against the finished one differs a lot.
    other = (
        blank_pictures(load_layout("A"), 1)[0]
        if kind == "finished"
        else finished_pictures(play_sample_game(6))[0]
    )
    assert (
        differing_fraction(printed, render_sheet_image(other, COMPARE_WIDTH), PIXEL_THRESHOLD)
        > DIFFERENT_SHEETS
    )


def test_an_unwritable_path_gives_a_clear_message_and_no_file(
    qapp: QApplication, tmp_path: Path
) -> None:
    blocker = tmp_path / "plain-file"
    blocker.write_text("not a folder")
    pictures = blank_pictures(load_layout("A"), 2)
    with pytest.raises(PrintError, match="plain-file"):
        export_pdf(blocker / "pad.pdf", as_printed(pictures), paper_size_mm("a4"), 2)
    with pytest.raises(PrintError, match="does not exist"):
        export_pdf(tmp_path / "missing" / "pad.pdf", as_printed(pictures), paper_size_mm("a4"), 2)
    with pytest.raises(PrintError, match="is a folder"):
        export_pdf(tmp_path, as_printed(pictures), paper_size_mm("a4"), 2)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["plain-file"]


def test_an_existing_file_is_replaced_whole(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "pad.pdf"
    path.write_bytes(b"old")
    size = export_pdf(path, as_printed(blank_pictures(load_layout("A"), 1)), paper_size_mm("a4"), 1)
    assert path.stat().st_size == size and path.read_bytes().startswith(b"%PDF")
    assert [p.name for p in tmp_path.iterdir()] == ["pad.pdf"]


def test_the_header_date_comes_from_the_transcript_when_it_has_one(qapp: QApplication) -> None:
    game = play_sample_game(6)
    game.meta.append(("date", "2025-07-14"))
    assert finished_pictures(game)[0].header.startswith("Ann · 14 Jul 2025 · ")
    game.meta[-1] = ("date", "last summer")
    today = datetime.date.today()
    assert finished_pictures(game)[0].header.startswith(f"Ann · {today.day} {today:%b %Y} · ")
