"""``knaster-qt print --game loop-tiles``: blank score pads and a game's sheet, as a user runs it."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from knaster_qt.games.loop_tiles.core.transcript import write
from knaster_qt.games.loop_tiles.render.samples import play_sample_transcript
from tests.shell.printing.cli_tools import run_knaster
from tests.shell.printing.pdf_tools import page_count, page_size_mm, pdf_text, poppler


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.loop-tiles"
    path.write_text(write(play_sample_transcript(("Ann", "Bob"), seed=7)), encoding="utf-8")
    return path


def test_ten_blank_pads_four_to_an_a4_page(tmp_path: Path) -> None:
    result = run_knaster(
        ["print", "--game", "loop-tiles", "--blank", "10", "-o", "pad.pdf"], tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("wrote pad.pdf: 10 sheets on 3 pages")
    assert result.stderr == ""
    pdf = tmp_path / "pad.pdf"
    assert page_count(pdf) == 3
    assert page_size_mm(pdf) == pytest.approx((210.0, 297.0), abs=0.5)
    text = pdf_text(pdf)
    assert text.count("Loop Tiles") == 10 and text.count("total") == 10
    assert "20" in text.split() and "21" not in text.split()  # 20 turn rows


def test_a_blank_pad_for_solo_practice(tmp_path: Path) -> None:
    result = run_knaster(
        ["print", "--game", "loop-tiles", "--blank", "1", "--sheet", "1x30", "-o", "solo.pdf"],
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "30" in pdf_text(tmp_path / "solo.pdf").split()


def test_a_pad_that_cannot_be_is_refused_plainly(tmp_path: Path) -> None:
    result = run_knaster(
        ["print", "--game", "loop-tiles", "--blank", "2", "--sheet", "9", "-o", "x.pdf"], tmp_path
    )
    assert result.returncode == 2
    assert "'9' is not a Loop Tiles pad" in result.stderr
    assert not (tmp_path / "x.pdf").exists()


def test_a_games_sheet_has_the_pad_the_totals_and_the_board(
    tmp_path: Path, game_file: Path
) -> None:
    result = run_knaster(
        [
            "print",
            "--game",
            "loop-tiles",
            "--transcript",
            str(game_file),
            "--all",
            "-o",
            "game.pdf",
        ],
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("wrote game.pdf: 1 sheet on 1 page")
    words = pdf_text(tmp_path / "game.pdf").split()
    transcript = play_sample_transcript(("Ann", "Bob"), seed=7)
    for total in transcript.game.scores:
        assert str(total) in words
    assert {"Ann", "Bob", "wins", "x6", "G"} <= set(words)  # header, pad and the board


def test_one_players_sheet_and_an_unknown_player(tmp_path: Path, game_file: Path) -> None:
    ok = run_knaster(
        ["print", "--transcript", str(game_file), "--player", "Bob", "-o", "b.pdf"], tmp_path
    )
    assert ok.returncode == 0, ok.stderr
    assert "rank" in pdf_text(tmp_path / "b.pdf").split()
    missing = run_knaster(
        ["print", "--transcript", str(game_file), "--player", "Dora", "-o", "d.pdf"], tmp_path
    )
    assert missing.returncode == 2
    assert "there is no player called Dora" in missing.stderr


def test_without_player_or_all_the_one_sheet_of_every_player_is_printed(
    tmp_path: Path, game_file: Path
) -> None:
    # One Loop Tiles sheet holds every player (its entry's one_sheet_for_all), so there is
    # no "whose sheet" to say; a Knaster transcript still asks (one sheet per player).
    result = run_knaster(["print", "--transcript", str(game_file), "-o", "game.pdf"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("wrote game.pdf: 1 sheet on 1 page")
    words = pdf_text(tmp_path / "game.pdf").split()
    assert {"Ann", "Bob", "wins"} <= set(words) and "rank" not in words


# Four names as long as a name may be (24 characters), one of them all wide letters.
LONGEST_NAMES = (
    "Maximiliane-von-Habsburg",
    "Bartholomew_Featherstone",
    "Constantinopolitanissimo",
    "WWWWWWWWWWWWWWWWWWWWWWWW",
)
_WORD = re.compile(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<')


def printed_words(pdf: Path) -> list[tuple[float, float, float, float, str]]:
    """Every word on the first page with its box (points), as poppler reads it."""
    output = poppler(["pdftotext", "-bbox", "-f", "1", "-l", "1", str(pdf), "-"]).stdout
    return [
        (float(a), float(b), float(c), float(d), text) for a, b, c, d, text in _WORD.findall(output)
    ]


@pytest.mark.parametrize("player", [None, "WWWWWWWWWWWWWWWWWWWWWWWW"])
def test_the_header_with_the_longest_names_stays_clear_of_the_title(
    tmp_path: Path, player: str | None
) -> None:
    """Four 24-character names: the header is set smaller or on two lines beside the title,
    never over it, over the board or past the sheet; nothing of it is left out."""
    transcript = play_sample_transcript(LONGEST_NAMES, seed=7)
    (tmp_path / "long.loop-tiles").write_text(write(transcript), encoding="utf-8")
    chosen = ["--player", player] if player else []
    result = run_knaster(
        [
            "print",
            "--game",
            "loop-tiles",
            "-o",
            "long.pdf",
            "--transcript",
            "long.loop-tiles",
            *chosen,
        ],
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    words = printed_words(tmp_path / "long.pdf")
    texts = [text for *_box, text in words]
    assert "Loop" in texts and "Tiles" in texts
    overlapping = [
        (first[4], second[4])
        for first, second in itertools.combinations(words, 2)
        if first[0] < second[2] - 0.3
        and second[0] < first[2] - 0.3
        and first[1] < second[3] - 0.3
        and second[1] < first[3] - 0.3
    ]
    assert overlapping == []  # the title, the header, the board's and the pad's words
    # Every name whole in the header (the pad's column heads break them onto two lines).
    if player is None:
        assert all(name in texts for name in LONGEST_NAMES)
        assert all(str(total) in texts for total in transcript.game.scores)
        assert "wins" in texts
    else:
        assert player in texts and "points" in texts and "rank" in texts
