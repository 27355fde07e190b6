"""Exact Hit's printables and print hooks: blank sheets A-F, finished sheets with headers, PDF."""

from __future__ import annotations

import datetime
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QMarginsF, QRectF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

from knaster_qt.games import GameFileError
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import SHEET_LETTERS
from knaster_qt.games.exact_hit.core.transcript import write
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.picture import SheetPicture
from knaster_qt.games.exact_hit.render.printing import (
    finished_header,
    finished_sheets,
    player_index,
    print_blank,
    print_finished,
)
from knaster_qt.printable import Printable
from tests.games.exact_hit.core.notation import play_round

DAY = datetime.date(2026, 12, 1)


@pytest.mark.parametrize(
    ("count", "sheet", "letters"),
    [
        (6, None, "ABCDEF"),
        (1, None, "A"),
        (8, None, "ABCDEFAB"),
        (3, "C", "CCC"),
        (2, "f", "FF"),
    ],
)
def test_print_blank_gives_the_letters_asked_for(
    count: int, sheet: str | None, letters: str
) -> None:
    sheets = print_blank(count, sheet)
    assert "".join(printable.picture.letter for printable in sheets) == letters
    for printable in sheets:
        assert printable.size_mm == (geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)
        assert printable.picture.fields == ((None,) * 6,) * 5
        assert printable.picture.header == ""


@pytest.mark.parametrize(
    ("count", "sheet", "message"),
    [(0, None, "at least 1, not 0"), (2, "G", "no sheet 'G'; the sheets are A to F")],
)
def test_print_blank_refuses_what_cannot_be_printed(
    count: int, sheet: str | None, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        print_blank(count, sheet)


def three_player_game(finish: bool) -> Game:
    game = Game(3, names=["Ann", "Bob", "Cid"])
    # Sheet A row 1: black 3 ...; B: blue 3 ...; C: yellow 3, red 1, ...
    play_round(game, "3 3 3 1 6 6", "write k", "write b", "write y r")
    if finish:
        for _ in range(5 * 6):
            play_round(game, "6 6 6 6 6 6", "cross", "cross", "cross")
            if game.game_over:
                break
    return game


@pytest.mark.parametrize(
    ("finish", "player", "header"),
    [
        (True, 0, "Ann · 1 Dec 2026 · 4 points · rank 2"),
        (True, 1, "Bob · 1 Dec 2026 · 4 points · rank 2"),
        (True, 2, "Cid · 1 Dec 2026 · 7 points · rank 1"),
        (False, 2, "Cid · 1 Dec 2026 · 7 points · rank 1 · game in progress"),
    ],
)
def test_a_finished_sheets_header_names_player_day_points_and_rank(
    finish: bool, player: int, header: str
) -> None:
    game = three_player_game(finish)
    assert finished_header(game, player, DAY) == header


def test_a_solo_header_has_no_rank() -> None:
    game = Game(1, names=["Ann"])
    play_round(game, "1 6 6 6 6 6", "write k")
    assert finished_header(game, 0, DAY) == "Ann · 1 Dec 2026 · 1 point · game in progress"


def test_finished_sheets_carry_each_players_picture() -> None:
    game = three_player_game(finish=True)
    sheets = finished_sheets(game, day=DAY)
    assert [sheet.picture.letter for sheet in sheets] == ["A", "B", "C"]
    assert [sheet.picture.total for sheet in sheets] == game.totals() == [4, 4, 7]
    assert sheets[2].picture.row_scores[0] == 3 + 1 + 3  # yellow 3 and red 1: two exact hits
    only = finished_sheets(game, players=[1], day=DAY)
    assert [sheet.picture.header for sheet in only] == [sheets[1].picture.header]


def saved(tmp_path: Path, game: Game, date: str | None = "2026-11-29") -> str:
    if date is not None:
        game.meta.append(("date", date))
    path = tmp_path / "game.exact-hit"
    path.write_text(write(game), encoding="utf-8")
    return str(path)


def test_print_finished_reads_the_transcript_and_dates_the_sheets(tmp_path: Path) -> None:
    game = three_player_game(finish=True)
    sheets = print_finished(saved(tmp_path, game), None)
    assert [sheet.picture.header for sheet in sheets] == [
        "Ann · 29 Nov 2026 · 4 points · rank 2",
        "Bob · 29 Nov 2026 · 4 points · rank 2",
        "Cid · 29 Nov 2026 · 7 points · rank 1",
    ]
    pictures = [sheet.picture for sheet in sheets]
    assert pictures == [
        replace(SheetPicture.from_game(game, player), header=picture.header)
        for player, picture in enumerate(pictures)
    ]
    (one,) = print_finished(saved(tmp_path, game), "cid")
    assert one.picture.letter == "C"


def test_print_finished_without_a_date_uses_today(tmp_path: Path) -> None:
    (sheet,) = print_finished(saved(tmp_path, three_player_game(False), date=None), "Ann")
    today = datetime.date.today()
    assert f"· {today.day} {today:%b %Y} ·" in sheet.picture.header


def test_print_finished_refuses_an_unknown_player_and_a_broken_file(tmp_path: Path) -> None:
    path = saved(tmp_path, three_player_game(True))
    with pytest.raises(LookupError, match="there is no player called Eve"):
        print_finished(path, "Eve")
    broken = tmp_path / "broken.exact-hit"
    broken.write_text("exact-hit 1\nplayer Ann A\nthrow 7 1 1 1 1 1\n", encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        print_finished(str(broken), None)
    assert caught.value.line == 3


def test_players_are_found_by_name() -> None:
    names = ["Ann", "Bob", "ann"]
    assert player_index(names, "ann") == 2
    assert player_index(names, "BOB") == 1
    with pytest.raises(LookupError, match="there is no player called Eve"):
        player_index(names, "Eve")


def write_pdf(path: Path, sheets: list[Printable]) -> None:
    """One sheet per A6 landscape page, each filling its page."""
    writer = QPdfWriter(str(path))
    writer.setResolution(1200)
    width, height = sheets[0].size_mm
    writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize.Unit.Millimeter))
    writer.setPageOrientation(QPageLayout.Orientation.Portrait)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    painter = QPainter(writer)
    try:
        for index, sheet in enumerate(sheets):
            if index:
                writer.newPage()
            sheet.paint(painter, QRectF(0, 0, writer.width(), writer.height()))
    finally:
        painter.end()


def text_in(pdf: Path, page: int, rect: geo.RectMM) -> str:
    """The text pdftotext finds in a rectangle (millimetres) of one page."""
    dpi = 72 * 4
    scale = dpi / 25.4
    result = subprocess.run(
        [
            "pdftotext", "-r", str(dpi), "-f", str(page), "-l", str(page),
            "-x", str(round(rect.x * scale)), "-y", str(round(rect.y * scale)),
            "-W", str(round(rect.w * scale)), "-H", str(round(rect.h * scale)),
            str(pdf), "-",
        ],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return " ".join(result.stdout.split())


@pytest.mark.requires_tools("pdftotext")
def test_six_blank_sheets_in_a_pdf_carry_the_letters_a_to_f(qapp: object, tmp_path: Path) -> None:
    pdf = tmp_path / "sheets.pdf"
    sheets: list[Printable] = list(print_blank(6, None))  # what the shell knows of them
    write_pdf(pdf, sheets)
    for page, letter in enumerate(SHEET_LETTERS, start=1):
        assert text_in(pdf, page, geo.letter_rect_mm()) == f"sheet {letter}"
        assert text_in(pdf, page, geo.title_rect_mm()) == "EXACT HIT"
        assert text_in(pdf, page, geo.bonus_table_rect_mm()) == (
            "exact hits 0 1 2 3 4 5 6 bonus 0 1 3 6 10 15 21"
        )
        # Every sheet prints the same numbers: row 1 is 3 1 4 2 6 5.
        row = geo.row_rect_mm(0)
        assert text_in(pdf, page, row) == "1 3 1 4 2 6 5 ="


@pytest.mark.requires_tools("pdftotext")
def test_a_finished_sheet_in_a_pdf_shows_its_header_numbers_and_scores(
    qapp: object, tmp_path: Path
) -> None:
    game = three_player_game(finish=True)
    pdf = tmp_path / "finished.pdf"
    write_pdf(pdf, list(finished_sheets(game, players=[2], day=DAY)))
    assert text_in(pdf, 1, geo.header_rect_mm()) == "Cid · 1 Dec 2026 · 7 points · rank 1"
    assert text_in(pdf, 1, geo.score_rect_mm(0)) == "7"
    assert text_in(pdf, 1, geo.score_rect_mm(1)) == "0"  # crossed out: begun, worth 0
    assert text_in(pdf, 1, geo.total_rect_mm()) == "7"
    # Sheet C row 1: yellow 3 and red 1 written, both exact hits (the small x is a drawing).
    first, second = geo.writing_rect_mm(0, 0), geo.writing_rect_mm(0, 1)
    assert text_in(pdf, 1, first) == "3"
    assert text_in(pdf, 1, second) == "1"
    assert text_in(pdf, 1, geo.letter_rect_mm()) == "sheet C"


def test_the_games_entry_names_this_painter_and_these_print_hooks() -> None:
    from knaster_qt.games.exact_hit.entry import GAME
    from knaster_qt.games.exact_hit.render.sheet_painter import paint_sheet

    assert GAME.load_painter() is paint_sheet
    assert GAME.load_print_blank() is print_blank
    assert GAME.load_print_finished() is print_finished


@pytest.fixture
def german() -> object:
    """The app speaks German (its shipped catalogue), as after Edit > Language > Deutsch."""
    from knaster_qt.shell.i18n import TRANSLATIONS

    assert TRANSLATIONS.use("de")
    yield None
    TRANSLATIONS.use("en")


@pytest.mark.usefixtures("german")
def test_a_finished_sheets_header_speaks_the_apps_language() -> None:
    """Printed in German, the header says 'Punkte', 'Platz' and the German month, not the
    English words (they stayed English in every language)."""
    header = finished_header(three_player_game(finish=False), 2, DAY)
    assert header.startswith("Cid · 1. Dez. 2026 · 7 Punkte · ")
    for english in ("points", "rank", "game in progress", "Dec "):
        assert english not in header
