"""``knaster-qt print --transcript``: a finished Knaster sheet's header says "97 points", as the README shows."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.games.knaster.render.samples import play_sample_game
from tests.shell.printing.cli_tools import run_knaster
from tests.shell.printing.pdf_tools import pdf_text


def test_the_printed_header_of_a_finished_game_says_points_not_point_s(tmp_path: Path) -> None:
    game = play_sample_game(6, players=("Ann", "Bob"))
    (tmp_path / "game.knaster").write_text(write_transcript(game), encoding="utf-8")
    result = run_knaster(
        ["print", "--transcript", "game.knaster", "--all", "-o", "sheets.pdf"], tmp_path
    )
    assert result.returncode == 0, result.stderr
    text = " ".join(unicodedata.normalize("NFKC", pdf_text(tmp_path / "sheets.pdf")).split())
    for player in range(2):
        assert f"· {game.score(player).total} points · rank" in text
    assert "point(s)" not in text
