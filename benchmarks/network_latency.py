"""How fast a move reaches the other players, and what a hosted game costs its host.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/network_latency.py [--seats 12]

A host process (tests/network/table_process.py) serves a Knaster game on the loopback
interface; this process joins every seat with its own TableClient (one TCP connection
each) and plays the whole game with computer players. For every move it measures the time
from sending it on one client to the moment another client has the table that shows it
(received and decoded: what a window would then paint). The baseline, in the same run,
is a bare round trip of one small line over a loopback TCP connection to an echo thread.

Reported: the move-to-display latency (median, 90th percentile, maximum) with 2 and with
``--seats`` seats, the bare round trip, and the host's CPU time per move (from
/proc/PID/stat, Linux) with the most seats.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from knaster_qt.games.knaster.core.network import KnasterTable  # noqa: E402
from knaster_qt.shell.network.table_client import TableClient  # noqa: E402

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def bare_round_trip(count: int = 300) -> list[float]:
    """Seconds for one small line to go to an echo thread and back, over loopback TCP."""
    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]

    def echo() -> None:
        connection, _ = server.accept()
        with connection:
            while data := connection.recv(4096):
                connection.sendall(data)

    thread = threading.Thread(target=echo, daemon=True)
    thread.start()
    times = []
    with socket.create_connection(("127.0.0.1", port)) as client:
        client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        for _ in range(count):
            start = time.perf_counter()
            client.sendall(b'{"type":"leave"}\n')
            client.recv(4096)
            times.append(time.perf_counter() - start)
    server.close()
    return times


def play(seats: int) -> tuple[list[float], float, int]:
    """One whole game with ``seats`` joined seats: latencies, host CPU seconds, moves."""
    names = NAMES[:seats]
    folder = tempfile.mkdtemp()
    port = free_port()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    host = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.network.table_process",
            "host",
            "knaster",
            f"{folder}/table.json",
            str(port),
            ",".join(names),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert host.stdout is not None
    code = host.stdout.readline().split()[1]
    rules = KnasterTable()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    sent: dict[int, float] = {}  # the record's length after a move -> when it was sent
    latencies: list[float] = []
    clients: dict[str, TableClient] = {}
    seen_length: dict[str, int] = {}
    acted: dict[str, int] = {}
    latest: dict[str, tuple[list[str], list[str]]] = {}
    done = [0]

    def shown(seat: str, lines: list[str], waiting: list[str], over: bool) -> None:
        now = time.perf_counter()
        if len(lines) > seen_length.get(seat, 0):
            for length, when in sent.items():  # the first other seat to see a move
                if seen_length.get(seat, 0) < length <= len(lines) and when >= 0:
                    latencies.append(now - when)
                    sent[length] = -1.0
            seen_length[seat] = len(lines)
        if over:
            done[0] += 1
            if done[0] == len(names):
                app.quit()
            return
        latest[seat] = (list(lines), list(waiting))
        act(seat)

    def act(seat: str) -> None:
        """Move on the table as this seat last saw it, once per state, one move at a time."""
        lines, waiting = latest[seat]
        client = clients[seat]
        if seat not in waiting or acted.get(seat) == len(lines) or client.awaiting_answer:
            return
        acted[seat] = len(lines)
        statements = rules.computer_move(rules.replay("\n".join(lines) + "\n"), seat, "easy", 1)
        if statements:
            sent[len(lines) + len(statements)] = time.perf_counter()
            seen_length[seat] = len(lines) + len(statements)  # the mover's own screen
            client.send_move(list(statements))

    def refused(seat: str) -> None:  # a move on a table that had moved on: look again
        acted.pop(seat, None)
        act(seat)

    for name in names:
        client = TableClient()
        client.table_received.connect(
            lambda lines, waiting, away, over, name=name: shown(name, lines, waiting, over)
        )
        client.refused.connect(lambda _reason, name=name: refused(name))
        clients[name] = client
        client.connect_to("127.0.0.1", port, code, seat=name)
    QTimer.singleShot(300_000, app.quit)
    cpu_before = cpu_seconds(host.pid)
    app.exec()
    cpu = cpu_seconds(host.pid) - cpu_before
    moves = sum(1 for when in sent.values() if when < 0)
    host.wait(30)
    return latencies, cpu, moves


def describe(label: str, times: list[float]) -> str:
    ms = sorted(value * 1000 for value in times)
    tenth = ms[int(len(ms) * 0.9)]
    return (
        f"{label}: median {statistics.median(ms):.2f} ms, 90% {tenth:.2f} ms, "
        f"max {ms[-1]:.2f} ms ({len(ms)} moves)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", type=int, default=12)
    seats = parser.parse_args().seats
    print(describe("bare loopback round trip (baseline)", bare_round_trip()))
    two, _, _ = play(2)
    print(describe("move to another player's table, 2 seats", two))
    many, cpu, moves = play(seats)
    print(describe(f"move to another player's table, {seats} seats", many))
    print(
        f"host CPU with {seats} seats: {cpu:.2f} s for {moves} moves, "
        f"{cpu / max(moves, 1) * 1000:.1f} ms a move"
    )


if __name__ == "__main__":
    main()
