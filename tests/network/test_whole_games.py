"""Whole games of every game refereed by a table, every seat a computer on "another computer".

Each seat's move is what its computer player sends (dice and shuffles asked for, the host
drawing them); the host's record then checks with the game's own ``check`` as any saved
game, and every seat's view agrees with it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from knaster_qt.games.exact_hit.core.network import ExactHitTable
from knaster_qt.games.exact_hit.core.transcript import check as check_exact_hit
from knaster_qt.games.knaster.core.network import KnasterTable
from knaster_qt.games.knaster.core.transcript import check_transcript as check_knaster
from knaster_qt.games.loop_tiles.core.network import LoopTilesTable
from knaster_qt.games.loop_tiles.core.transcript import check as check_loop_tiles
from knaster_qt.games.loop_tiles.core.transcript_record import Transcript
from knaster_qt.games.loop_tiles.core.transcript_writer import write
from knaster_qt.kit.core.table_rules import TableRules
from knaster_qt.network.table import Table

NAMES = ("Ann", "Bob", "Cid")
Check = Callable[[str], dict[str, Any]]
GAMES: dict[str, tuple[TableRules, str, Check]] = {
    "knaster": (
        KnasterTable(),
        "knaster 1\nsheet A\n" + "".join(f"player {n}\n" for n in NAMES),
        check_knaster,
    ),
    "exact-hit": (
        ExactHitTable(),
        "exact-hit 1\n"
        + "".join(f"player {n} {letter}\n" for n, letter in zip(NAMES, "ABC", strict=True)),
        check_exact_hit,
    ),
    "loop-tiles": (LoopTilesTable(), "", check_loop_tiles),
}


def play_through(rules: TableRules, header: str, seed: int) -> Table:
    table = Table(rules, header, NAMES, code="ACDEFG", chance=random.Random(seed))
    secrets = {name: table.join("ACDEFG", name).secret for name in NAMES}
    levels = dict(zip(NAMES, ("easy", "medium", "strong"), strict=True))
    for _ in range(5000):
        if table.is_over():
            return table
        for seat in table.waiting_for():
            statements = rules.computer_move(table.game, seat, levels[seat], seed)
            if statements:
                table.move(seat, secrets[seat], table.seats[seat].moves, statements)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("key", GAMES)
def test_a_whole_game_at_a_table_checks_as_the_record_of_the_game(key: str, tmp_path: Path) -> None:
    rules, header, check = GAMES[key]
    if not header:  # Loop Tiles: a shuffled bag, as the app deals it
        header = "".join(line + "\n" for line in _loop_tiles_header(seed=7))
    table = play_through(rules, header, seed=7)
    path = tmp_path / "hosted"
    path.write_text(table.transcript, encoding="utf-8")
    summary = check(str(path))
    assert summary["status"] == "finished"
    totals = [player["total"] for player in summary["players"]]
    for seat in NAMES:  # what every seat was shown ends with the same result
        view = table.view(seat)
        if key == "loop-tiles":
            assert view[-1] == " ".join(["scores", *map(str, totals)])
            assert not any(line.startswith("bag ") for line in view)
        else:
            shown = tmp_path / seat
            shown.write_text("\n".join(view) + "\n", encoding="utf-8")
            assert check(str(shown)) == summary


def _loop_tiles_header(seed: int) -> list[str]:
    return write(Transcript.new(NAMES, seed)).splitlines()
