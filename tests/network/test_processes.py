"""Whole network games between real processes on the loopback interface, and real kills.

A host and two joining players, each its own process (tests/network/table_process.py),
play a whole game of each of the three games; ``check`` on the host's record gives the
result every player was shown. Then the same with a player killed with SIGKILL in the
middle of the game and started again (it takes its seat back with its kept secret), and
with the host killed and started again from its saved table (the players reconnect by
themselves): the game goes on to its end, no move lost and none applied twice.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from knaster_qt.games.exact_hit.core.transcript import check as check_exact_hit
from knaster_qt.games.knaster.core.transcript import check_transcript as check_knaster
from knaster_qt.games.loop_tiles.core.transcript import check as check_loop_tiles

ROOT = Path(__file__).resolve().parents[2]
CHECKS = {"knaster": check_knaster, "exact-hit": check_exact_hit, "loop-tiles": check_loop_tiles}
TIMEOUT = 90


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def python(*args: str, stdout: int | None = subprocess.DEVNULL) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "tests.network.table_process", *args],
        cwd=ROOT,
        env=env,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
    )


class Game:
    """A hosted game in processes: the host (Ann and Bob join; Cid is its computer)."""

    def __init__(self, game: str, folder: Path) -> None:
        self.game, self.folder, self.port = game, folder, free_port()
        self.state = folder / "table.json"
        self.host = self.start_host()
        self.players: dict[str, subprocess.Popen[str]] = {}

    def start_host(self) -> subprocess.Popen[str]:
        host = python(
            "host",
            self.game,
            str(self.state),
            str(self.port),
            "Ann,Bob",
            "Cid=medium",
            stdout=subprocess.PIPE,
        )
        assert host.stdout is not None
        port, self.code = host.stdout.readline().split()
        assert int(port) == self.port
        return host

    def start_player(self, seat: str, level: str, pace: float = 0.0) -> None:
        self.players[seat] = python(
            "join",
            self.game,
            str(self.port),
            self.code,
            seat,
            level,
            str(self.folder / f"{seat}.secret"),
            str(self.folder / f"{seat}.shown"),
            str(pace),
        )

    def record(self) -> dict[str, object]:
        return json.loads(self.state.read_text(encoding="utf-8"))  # type: ignore[no-any-return]

    def moves_of(self, seat: str) -> int:
        seats = self.record()["seats"]
        assert isinstance(seats, dict)
        return int(seats[seat]["moves"])

    def wait_for(self, condition: object, what: str) -> None:
        deadline = time.monotonic() + TIMEOUT
        while not condition():  # type: ignore[operator]
            assert time.monotonic() < deadline, f"timed out waiting for {what}"
            time.sleep(0.05)

    def finish(self) -> dict[str, Any]:
        """Wait for the end; the host's record checked, compared with what each player saw."""
        for seat, player in self.players.items():
            assert player.wait(TIMEOUT) == 0, seat
        assert self.host.wait(TIMEOUT) == 0
        transcript = self.folder / "hosted.transcript"
        transcript.write_text(str(self.record()["transcript"]), encoding="utf-8")
        summary = CHECKS[self.game](str(transcript))
        assert summary["status"] == "finished"
        totals = [player["total"] for player in summary["players"]]
        for seat in self.players:
            shown = self.folder / f"{seat}.shown"
            if self.game == "loop-tiles":  # a seat's view: its own rack and the points
                assert shown.read_text().splitlines()[-1] == " ".join(["scores", *map(str, totals)])
            else:
                assert CHECKS[self.game](str(shown)) == summary
        return summary

    def stop(self) -> None:
        for process in [self.host, *self.players.values()]:
            if process.poll() is None:
                process.kill()
            process.communicate()  # closes its pipes


@pytest.mark.parametrize("game", ["knaster", "exact-hit", "loop-tiles"])
def test_a_host_and_two_players_each_a_process_play_a_whole_game(game: str, tmp_path: Path) -> None:
    hosted = Game(game, tmp_path)
    try:
        hosted.start_player("Ann", "easy")
        hosted.start_player("Bob", "strong")
        hosted.finish()
    finally:
        hosted.stop()


def test_a_player_killed_mid_game_takes_the_seat_back_and_the_game_ends_right(
    tmp_path: Path,
) -> None:
    hosted = Game("knaster", tmp_path)
    try:
        hosted.start_player("Ann", "easy", pace=0.02)
        hosted.start_player("Bob", "medium", pace=0.02)
        hosted.wait_for(lambda: hosted.moves_of("Bob") >= 5, "Bob's fifth move")
        os.kill(hosted.players["Bob"].pid, signal.SIGKILL)
        hosted.players["Bob"].communicate()
        before = hosted.moves_of("Bob")
        time.sleep(0.3)  # the others play on as far as the rules allow without Bob
        assert hosted.moves_of("Bob") == before
        hosted.start_player("Bob", "medium", pace=0.02)  # the same secret file: his seat
        summary = hosted.finish()
        assert [player["name"] for player in summary["players"]] == ["Ann", "Bob", "Cid"]
    finally:
        hosted.stop()


def test_the_host_killed_mid_game_resumes_from_its_saved_table_and_the_players_rejoin(
    tmp_path: Path,
) -> None:
    hosted = Game("exact-hit", tmp_path)
    try:
        hosted.start_player("Ann", "easy", pace=0.02)
        hosted.start_player("Bob", "medium", pace=0.02)
        hosted.wait_for(lambda: hosted.moves_of("Ann") >= 6, "Ann's sixth move")
        os.kill(hosted.host.pid, signal.SIGKILL)
        hosted.host.communicate()
        saved = hosted.record()
        time.sleep(0.5)  # the players try to reconnect meanwhile
        hosted.host = hosted.start_host()  # the same port, from its saved table
        summary = hosted.finish()
        assert str(hosted.record()["transcript"]).startswith(str(saved["transcript"]))
        assert summary["status"] == "finished"
    finally:
        hosted.stop()
