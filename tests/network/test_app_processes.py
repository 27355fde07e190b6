"""Whole network games whose host is the real app, each player its own process, and real kills.

The host is the app's window in a process of its own (tests/network/app_process.py: started
as the ``knaster-qt`` command starts it, with its own data folder, driven through Game > Host
Network Game… and its dialogs; Cid is its computer player). Ann and Bob join from headless
processes (tests/network/table_process.py) and play their seats as computer players. At the
end the host's app saves the game with Game > Save As…, and ``knaster-qt check`` on that file
gives what every player was shown. Then the host's app killed with SIGKILL mid-game and
started again (Resume: the game comes back hosted on the same port, the players reconnect by
themselves), and a player killed and started again (it takes its seat back with its secret).
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from knaster_qt.shell.network.hosting import HOSTED_TABLE_NAME
from knaster_qt.shell.network.playing import bare
from tests.network.test_processes import ROOT, TIMEOUT, python

# SIGKILL, and the processes' pipes, as the other process tests.
pytestmark = pytest.mark.posix_only

GAMES = {
    "knaster": ("Knaster", ".knaster"),
    "exact-hit": ("Exact Hit", ".exact-hit"),
    "loop-tiles": ("Loop Tiles", ".loop-tiles"),
}


def check(path: Path) -> dict[str, Any]:
    """``knaster-qt check FILE``, as a person runs it: its JSON summary."""
    done = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def statements(path: Path | str) -> list[str]:
    """A transcript's statements, without the comments the app writes for a reader."""
    return statements_of(Path(path).read_text(encoding="utf-8"))


def statements_of(text: str) -> list[str]:
    return bare(text.splitlines())  # as the app compares records


class AppHostedGame:
    """The app hosting GAME for Ann and Bob (on other computers) and Cid (its computer)."""

    def __init__(self, game: str, folder: Path) -> None:
        self.game, self.folder = game, folder
        self.data = folder / "data"
        self.data.mkdir()
        # The first start's guide would greet a person; this app is driven by a script.
        (self.data / "settings.ini").write_text("[help]\nfirst_guide_shown=true\n")
        name, suffix = GAMES[game]
        self.saved = folder / f"hosted{suffix}"
        self.host = self.start_app("host", name)
        self.players: dict[str, subprocess.Popen[str]] = {}

    def start_app(self, *args: str) -> subprocess.Popen[str]:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            PYTHONPATH=str(ROOT),
            KNASTER_QT_DATA_DIR=str(self.data),
        )
        app = subprocess.Popen(
            [sys.executable, "-m", "tests.network.app_process", *args, str(self.saved)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert app.stdout is not None
        ready, _, _ = select.select([app.stdout], [], [], TIMEOUT)  # the panel, or nothing
        line = app.stdout.readline() if ready else ""
        if not line:
            app.kill()
            raise AssertionError(f"the app hosts no game: {app.communicate()[1][-2000:]}")
        address, port, code = line.split()
        assert address == "127.0.0.1"  # the players are on this computer
        self.port, self.code = int(port), code
        return app

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

    def table(self) -> dict[str, Any]:
        """The hosted table the app keeps next to its autosave."""
        path = self.data / HOSTED_TABLE_NAME
        for _ in range(20):  # replaced atomically: there, or a moment later
            if path.exists():
                return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
            time.sleep(0.01)
        return {"seats": {}, "transcript": ""}

    def moves_of(self, seat: str) -> int:
        return int(self.table()["seats"].get(seat, {}).get("moves", 0))

    def wait_for(self, condition: Any, what: str) -> None:
        deadline = time.monotonic() + TIMEOUT
        while not condition():
            assert time.monotonic() < deadline, f"timed out waiting for {what}"
            time.sleep(0.05)

    def finish(self) -> tuple[dict[str, Any], list[str]]:
        """Wait for the end; ``check`` on the app's saved game, as every player was shown it."""
        for seat, player in self.players.items():
            assert player.wait(TIMEOUT) == 0, seat
        assert self.host.wait(TIMEOUT) == 0
        assert self.host.stdout is not None and self.host.stdout.read().split() == ["SAVED"]
        summary = check(self.saved)
        assert summary["status"] == "finished"
        record = statements(self.saved)
        totals = [str(player["total"]) for player in summary["players"]]
        for seat in self.players:
            shown = self.folder / f"{seat}.shown"
            if self.game == "loop-tiles":  # a seat's view: its own rack and everyone's points
                assert shown.read_text().splitlines()[-1] == " ".join(["scores", *totals])
                continue
            assert check(shown) == summary
            assert statements(shown) == record  # move by move
        return summary, record

    def stop(self) -> None:
        for process in [self.host, *self.players.values()]:
            if process.poll() is None:
                process.kill()
            process.communicate()  # closes its pipes


@pytest.mark.parametrize("game", ["knaster", "exact-hit", "loop-tiles"])
def test_the_app_hosts_a_whole_game_for_two_players_each_a_process(
    game: str, tmp_path: Path
) -> None:
    hosted = AppHostedGame(game, tmp_path)
    try:
        hosted.start_player("Ann", "easy")
        hosted.start_player("Bob", "strong")
        summary, _record = hosted.finish()
        assert [player["name"] for player in summary["players"]] == ["Ann", "Bob", "Cid"]
        assert not (hosted.data / HOSTED_TABLE_NAME).exists()  # over: nothing to resume
    finally:
        hosted.stop()


@pytest.mark.parametrize("game", ["knaster", "exact-hit", "loop-tiles"])
def test_the_host_app_killed_mid_game_resumes_hosted_and_the_players_reconnect(
    game: str, tmp_path: Path
) -> None:
    hosted = AppHostedGame(game, tmp_path)
    try:
        port, code = hosted.port, hosted.code
        hosted.start_player("Ann", "easy", pace=0.02)
        hosted.start_player("Bob", "medium", pace=0.02)
        hosted.wait_for(lambda: hosted.moves_of("Ann") >= 5, "Ann's fifth move")
        os.kill(hosted.host.pid, signal.SIGKILL)
        hosted.host.communicate()
        before = hosted.table()
        time.sleep(0.3)  # the players knock in vain meanwhile
        hosted.host = hosted.start_app("resume")  # Resume at the question
        assert (hosted.port, hosted.code) == (port, code)  # the same port, the same code
        _summary, record = hosted.finish()
        # Its statements: a Loop Tiles record's comments ("# the start tile …") are a reader's.
        lines = statements_of(str(before["transcript"]))
        # Nothing lost: the record goes on from the table the killed app had saved. Nothing
        # applied twice: every screen shows the same record move by move (finish), and the
        # rules (check) take each seat's writes once a round.
        assert record[: len(lines)] == lines and len(record) > len(lines)
    finally:
        hosted.stop()


def test_a_player_killed_mid_round_takes_the_seat_back_at_the_app(tmp_path: Path) -> None:
    hosted = AppHostedGame("exact-hit", tmp_path)
    try:
        hosted.start_player("Ann", "easy", pace=0.02)
        hosted.start_player("Bob", "medium", pace=0.02)
        hosted.wait_for(lambda: hosted.moves_of("Bob") >= 4, "Bob's fourth move")
        os.kill(hosted.players["Bob"].pid, signal.SIGKILL)
        hosted.players["Bob"].communicate()
        before = hosted.moves_of("Bob")
        time.sleep(0.3)  # the others play on as far as the rules allow without Bob
        assert hosted.moves_of("Bob") == before
        hosted.start_player("Bob", "medium", pace=0.02)  # the same secret file: his seat
        hosted.finish()
    finally:
        hosted.stop()
