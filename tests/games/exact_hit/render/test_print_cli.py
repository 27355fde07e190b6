"""``knaster-qt print --game exact-hit`` as a user runs it: a separate process writing a PDF."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from knaster_qt.games.exact_hit.core.transcript import parse
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.printing import finished_sheets
from knaster_qt.games.exact_hit.render.sheet_painter import render_sheet_image
from knaster_qt.shell.printing.page_layout import page_layout, paper_size_mm
from tests.shell.printing.cli_tools import ROOT, run_knaster
from tests.shell.printing.pdf_tools import (
    differing_fraction,
    page_count,
    page_image,
    page_size_mm,
    poppler,
    sheet_from_page,
)

pytestmark = pytest.mark.requires_tools("pdftotext", "pdftoppm", "pdfinfo")


def letters_in(pdf: Path) -> list[str]:
    """The sheet letters in the PDF's order: the word after each printed 'sheet'."""
    words = poppler(["pdftotext", "-raw", str(pdf), "-"]).stdout.split()
    return [words[index + 1] for index, word in enumerate(words) if word == "sheet"]


def example_transcript() -> str:
    """The example game of docs/exact-hit-transcript.md (Ann 86, Bob 36)."""
    document = (ROOT / "docs" / "exact-hit-transcript.md").read_text(encoding="utf-8")
    found = re.search(r"## An example.*?```\n(.*?)```", document, re.DOTALL)
    assert found is not None
    return found[1]


def test_six_blank_sheets_are_one_of_each_letter(tmp_path: Path) -> None:
    result = run_knaster(
        ["print", "--game", "exact-hit", "--blank", "6", "-o", "sheets.pdf"], tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("wrote sheets.pdf: 6 sheets on 2 pages (")
    pdf = tmp_path / "sheets.pdf"
    assert page_count(pdf) == 2  # 4 per page
    assert letters_in(pdf) == ["A", "B", "C", "D", "E", "F"]
    assert result.stderr == ""


def test_blank_sheets_of_one_letter(tmp_path: Path) -> None:
    result = run_knaster(
        ["print", "--game", "exact-hit", "--blank", "3", "--sheet", "C", "--per-page", "2",
         "--paper", "letter", "-o", "c.pdf"],
        tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    pdf = tmp_path / "c.pdf"
    assert page_count(pdf) == 2
    assert page_size_mm(pdf) == pytest.approx((215.9, 279.4), abs=0.5)
    assert letters_in(pdf) == ["C", "C", "C"]


def test_a_transcripts_sheets_print_as_the_screen_draws_them(
    qapp: QApplication, tmp_path: Path
) -> None:
    game_file = tmp_path / "game.exact-hit"
    game_file.write_text(example_transcript(), encoding="utf-8")
    result = run_knaster(
        ["print", "--transcript", "game.exact-hit", "--all", "-o", "all.pdf"], tmp_path
    )
    assert result.returncode == 0, result.stderr
    pdf = tmp_path / "all.pdf"
    assert page_count(pdf) == 2  # a finished sheet per page
    assert letters_in(pdf) == ["A", "C"]
    text = " ".join(poppler(["pdftotext", "-raw", str(pdf), "-"]).stdout.split())
    assert "Ann · 1 Dec 2026 · 86 points · rank 1" in text  # the transcript's meta date
    assert "Bob · 1 Dec 2026 · 36 points · rank 2" in text
    # Page 1 is Ann's sheet exactly as the painter draws it: her numbers, marks and scores.
    ann, bob = (sheet.picture for sheet in finished_sheets(parse(example_transcript())))
    assert ann.row_scores == (14, 12, 23, 22, 15) and ann.total == 86
    dpi = 150
    slot = page_layout(*paper_size_mm("a4"), 1, (geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)).slots[0]
    screen = render_sheet_image(ann, 450)
    printed = sheet_from_page(
        page_image(pdf, 1, dpi, tmp_path), slot, dpi, screen.width(), screen.height()
    )
    assert differing_fraction(printed, screen, 64) < 0.025
    assert differing_fraction(printed, render_sheet_image(bob, 450), 64) > 0.04


def test_one_players_sheet_and_the_problems_said_plainly(tmp_path: Path) -> None:
    (tmp_path / "game.exact-hit").write_text(example_transcript(), encoding="utf-8")
    result = run_knaster(
        ["print", "--transcript", "game.exact-hit", "--player", "bob", "-o", "bob.pdf"], tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert letters_in(tmp_path / "bob.pdf") == ["C"]
    unknown = run_knaster(
        ["print", "--transcript", "game.exact-hit", "--player", "Eve", "-o", "x.pdf"], tmp_path
    )
    assert unknown.returncode == 2
    assert (
        unknown.stderr
        == "knaster-qt print: there is no player called Eve (the players: Ann, Bob)\n"
    )
    (tmp_path / "broken.exact-hit").write_text(
        "exact-hit 1\nplayer Ann A\nthrow 7 1 1 1 1 1\n", encoding="utf-8"
    )
    broken = run_knaster(
        ["print", "--transcript", "broken.exact-hit", "--all", "-o", "x.pdf"], tmp_path
    )
    assert broken.returncode == 2
    assert broken.stderr.startswith("broken.exact-hit:3: error: ")
    letter = run_knaster(
        ["print", "--game", "exact-hit", "--blank", "2", "--sheet", "G", "-o", "x.pdf"], tmp_path
    )
    assert (letter.returncode, letter.stderr) == (
        2,
        "knaster-qt print: there is no sheet 'G'; the sheets are A to F\n",
    )
    assert not (tmp_path / "x.pdf").exists()
