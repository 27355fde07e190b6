"""The print hooks: blank pads and a finished game's sheet, drawn into PDFs."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QMarginsF, QRectF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from knaster_qt.games import GameFileError
from knaster_qt.games.loop_tiles.core.transcript import load, write
from knaster_qt.games.loop_tiles.render.printing import (
    FinishedSheet,
    PadSheet,
    blank_pad_shape,
    print_blank,
    print_finished,
)
from knaster_qt.games.loop_tiles.render.samples import play_sample_transcript
from knaster_qt.printable import Printable
from tests.games.loop_tiles.render.svg import svg_of, texts


def pdf_of(sheets: Sequence[Printable], path: Path) -> bytes:
    """Each sheet on a page of its own size, as the shell's layout would scale it."""
    writer = QPdfWriter(str(path))
    painter: QPainter | None = None
    for index, sheet in enumerate(sheets):
        width, height = sheet.size_mm
        writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize.Unit.Millimeter))
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
        if painter is None:
            painter = QPainter(writer)
        elif index:
            writer.newPage()
        units = writer.logicalDpiX() / 25.4
        sheet.paint(painter, QRectF(0, 0, width * units, height * units))
    assert painter is not None
    painter.end()
    return path.read_bytes()


@pytest.fixture
def finished_game(tmp_path: Path) -> Path:
    transcript = play_sample_transcript(("Ann", "Bob", "Cid"), seed=11)
    assert transcript.game.over
    path = tmp_path / "game.txt"
    path.write_text(write(transcript), encoding="utf-8")
    return path


def test_blank_pads_default_to_four_players_and_twenty_turns(qapp: QApplication) -> None:
    sheets = print_blank(3, None)
    assert len(sheets) == 3 and all(isinstance(sheet, PadSheet) for sheet in sheets)
    assert sheets[0].picture.players == 4 and len(sheets[0].picture.cells) == 20
    width, height = sheets[0].size_mm
    # Four on a page of A4 or Letter (8 mm margins, 6 mm gaps) still have 5 mm rows.
    for paper_width, paper_height in ((210.0, 297.0), (215.9, 279.4)):
        scale = min((paper_width - 22) / 2 / width, (paper_height - 22) / 2 / height)
        assert round(scale * 6.0, 1) >= 4.9


def test_blank_pads_for_a_number_of_players_and_turns(qapp: QApplication) -> None:
    assert blank_pad_shape("2x13") == (2, 13)
    assert blank_pad_shape(" 3 ") == (3, 20)
    assert blank_pad_shape("1x30") == (1, 30)
    (sheet,) = print_blank(1, "2X13")
    assert (sheet.picture.players, len(sheet.picture.cells)) == (2, 13)
    for bad in ("5", "0", "x", "2x0", "2x61", "four", ""):
        with pytest.raises(ValueError, match="not a Loop Tiles pad"):
            print_blank(1, bad)
    with pytest.raises(ValueError, match="at least 1"):
        print_blank(0, None)


def test_blank_pads_print_into_a_pdf(qapp: QApplication, tmp_path: Path) -> None:
    data = pdf_of(print_blank(2, None), tmp_path / "pads.pdf")
    assert data.startswith(b"%PDF")
    assert re.search(rb"/Count 2\b", data)  # two pages


def test_a_finished_game_prints_its_pad_and_its_board(
    qapp: QApplication, finished_game: Path, tmp_path: Path
) -> None:
    (sheet,) = print_finished(str(finished_game), None)
    assert isinstance(sheet, FinishedSheet)
    assert sheet.size_mm == (277.0, 190.0)
    transcript = load(str(finished_game))
    assert sheet.tiles == transcript.game.placed
    assert sheet.pad.totals == tuple(transcript.game.scores)
    written = texts(svg_of(sheet.paint, 1108, 760))
    for name, total in zip(transcript.names, transcript.game.scores, strict=True):
        assert name in written and str(total) in written
    best = max(transcript.game.scores)
    winner = transcript.names[transcript.game.scores.index(best)]
    assert any(text.endswith(f"{winner} wins") for text in written)
    assert "x6" in written or len(transcript.game.placed) > 76  # the board is on the sheet
    assert pdf_of([sheet], tmp_path / "game.pdf").startswith(b"%PDF")


def test_a_finished_game_printed_for_one_player_shades_and_heads_theirs(
    qapp: QApplication, finished_game: Path
) -> None:
    (sheet,) = print_finished(str(finished_game), "Bob")
    assert sheet.pad.highlight == 1
    assert sheet.header.startswith("Bob · ") and " · rank " in sheet.header
    with pytest.raises(LookupError, match="there is no player called Dora"):
        print_finished(str(finished_game), "Dora")


def test_a_game_in_progress_prints_with_its_running_turn(
    qapp: QApplication, tmp_path: Path
) -> None:
    transcript = play_sample_transcript(("Ann", "Bob"), seed=4, turns=5)
    path = tmp_path / "running.txt"
    path.write_text(write(transcript), encoding="utf-8")
    (sheet,) = print_finished(str(path), None)
    assert sheet.header.endswith("game in progress")
    assert sheet.pad.winners == frozenset()
    assert sheet.pad.totals == tuple(transcript.game.scores)


def test_a_bad_transcript_is_a_game_file_error(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("loop-tiles 1\nplayer Ann\nAnn place 99 G8\n", encoding="utf-8")
    with pytest.raises(GameFileError):
        print_finished(str(path), None)
    with pytest.raises(GameFileError):
        print_finished(str(tmp_path / "missing.txt"), None)


@pytest.fixture
def german() -> object:
    """The app speaks German (its shipped catalogue), as after Edit > Language > Deutsch."""
    from knaster_qt.shell.i18n import TRANSLATIONS

    assert TRANSLATIONS.use("de")
    yield None
    TRANSLATIONS.use("en")


@pytest.mark.usefixtures("german")
def test_a_finished_sheets_headers_speak_the_apps_language() -> None:
    """The winner's line and a player's sheet in German (they stayed English in every language)."""
    from knaster_qt.games.loop_tiles.render.printing import finished_header, player_header

    assert finished_header(["Ann", "Bob"], [124, 98], over=True) == "Ann 124 · Bob 98 · Ann gewinnt"
    assert finished_header(["Ann", "Bob"], [9, 9], over=True).endswith("Ann und Bob gewinnen")
    assert player_header(["Ann", "Bob"], [124, 98], 1, over=False).startswith("Bob · 98 Punkte · ")
    assert "rank" not in player_header(["Ann", "Bob"], [124, 98], 1, over=False)
