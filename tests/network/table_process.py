"""A host or a joining player as a process of its own, for the tests with real processes.

    python -m tests.network.table_process host GAME STATE PORT REMOTE[,REMOTE...] [COMPUTER=LEVEL...]
    python -m tests.network.table_process join GAME PORT CODE SEAT LEVEL SECRET_FILE OUT [PACE]

The host resumes from STATE when it exists (as the app resumes its autosave), else starts
a new game of the named players, and saves STATE after every change; it prints
"PORT CODE" when it listens, plays its computer seats, and quits a moment after the game
ends. A joining player plays its seat as a computer player of LEVEL (Loop Tiles: the
host's hint), keeps its secret in SECRET_FILE (a restarted process takes its seat back),
waits PACE seconds before each move, and writes the lines it was shown at the end to OUT.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QHostAddress

from knaster_qt.games.exact_hit.core.network import ExactHitTable
from knaster_qt.games.knaster.core.network import KnasterTable
from knaster_qt.games.loop_tiles.core.network import LoopTilesTable
from knaster_qt.games.loop_tiles.core.transcript_record import Transcript
from knaster_qt.games.loop_tiles.core.transcript_writer import write as write_loop_tiles
from knaster_qt.kit.core.table_rules import Refusal, TableRules
from knaster_qt.network.host import Host
from knaster_qt.network.saved_table import load_table, save_table
from knaster_qt.network.table import Table
from knaster_qt.shell.network.host_server import HostServer
from knaster_qt.shell.network.table_client import TableClient
from knaster_qt.storage.atomic import atomic_write_text

RULES: dict[str, TableRules] = {
    "knaster": KnasterTable(),
    "exact-hit": ExactHitTable(),
    "loop-tiles": LoopTilesTable(),
}


def header(game: str, names: list[str]) -> str:
    if game == "knaster":
        return "knaster 1\nsheet A\n" + "".join(f"player {name}\n" for name in names)
    if game == "exact-hit":
        return "exact-hit 1\n" + "".join(
            f"player {name} {letter}\n" for name, letter in zip(names, "ABCDEF", strict=False)
        )
    return write_loop_tiles(Transcript.new(names, random.SystemRandom().randrange(2**31)))


def host(game: str, state: str, port: int, remote: list[str], computers: dict[str, str]) -> int:
    app = QCoreApplication(sys.argv[:1])
    rules = RULES[game]
    if Path(state).exists():
        table = load_table(rules, state)
    else:
        table = Table(rules, header(game, [*remote, *computers]), remote)
        save_table(table, state)
    protocol = Host(table, on_change=lambda: save_table(table, state))
    server = HostServer(protocol)
    server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port)
    print(port, table.code, flush=True)

    def play_computers() -> None:
        for seat in table.waiting_for():
            if seat in computers:
                statements = rules.computer_move(table.game, seat, computers[seat], 1)
                if statements:
                    table.host_move(seat, statements)
                    save_table(table, state)
                    server.announce()
        if table.is_over():
            QTimer.singleShot(1500, app.quit)

    server.table_changed.connect(play_computers)
    QTimer.singleShot(0, play_computers)
    return app.exec()


def join(
    game: str, port: int, code: str, seat: str, level: str, secret_file: str, out: str, pace: float
) -> int:
    app = QCoreApplication(sys.argv[:1])
    rules = RULES[game]
    client = TableClient()
    latest: dict[str, list[str]] = {"lines": [], "waiting": []}
    acted_on: list[list[str] | None] = [None]  # the lines of the last move sent or asked for

    def welcomed(_seat: str) -> None:
        atomic_write_text(secret_file, client.secret or "")

    def shown(lines: list[str], waiting: list[str], away: list[str], over: bool) -> None:
        if over:
            Path(out).write_text("\n".join(lines) + "\n", encoding="utf-8")
            app.quit()
            return
        latest["lines"], latest["waiting"] = list(lines), list(waiting)
        QTimer.singleShot(int(pace * 1000), act)

    def act() -> None:
        """Move on the table as it stands now, once per state, when this seat may act."""
        lines = latest["lines"]
        if seat not in latest["waiting"] or lines == acted_on[0] or client.awaiting_answer:
            return
        acted_on[0] = lines
        if game == "loop-tiles":
            client.ask_hint()  # a Loop Tiles seat sees only its own rack: the host advises
            return
        statements = rules.computer_move(rules.replay("\n".join(lines) + "\n"), seat, level, 2)
        if statements:
            client.send_move(list(statements))

    def hinted(statements: list[str]) -> None:
        if statements:
            client.send_move(statements)

    def refused(reason: str) -> None:
        acted_on[0] = None  # look again at the table as it stands (the next one says more)
        print("refused:", reason, file=sys.stderr, flush=True)
        QTimer.singleShot(300, act)  # not at once: the host bounds each connection's rate

    client.welcomed.connect(welcomed)
    client.table_received.connect(shown)
    client.hint_received.connect(hinted)
    client.welcomed.connect(lambda _seat: QTimer.singleShot(0, act))
    client.refused.connect(refused)
    client.closed.connect(lambda reason: (print("closed:", reason, file=sys.stderr), app.exit(3)))
    secret = Path(secret_file).read_text() if Path(secret_file).exists() else None
    client.connect_to("127.0.0.1", port, code, seat=seat, secret=secret or None)
    return app.exec()


def main(argv: list[str]) -> int:
    if argv[0] == "host":
        game, state, port, remote, *rest = argv[1:]
        computers = dict(item.split("=", 1) for item in rest)
        return host(game, state, int(port), remote.split(","), computers)
    game, port, code, seat, level, secret_file, out, *pace = argv[1:]
    return join(game, int(port), code, seat, level, secret_file, out, float(pace[0]) if pace else 0)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Refusal as refusal:
        print("refused:", refusal, file=sys.stderr)
        sys.exit(2)
