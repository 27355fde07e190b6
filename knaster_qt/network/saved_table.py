"""A hosted table on disk, so the host's app can die and the game go on.

The file holds the record and what the seats need to rejoin: the join code, each remote
seat's secret and the number of moves received from it. It is written atomically after
every accepted move, before the host answers it (``Host(on_change=…)``), so a client
never sees a move the file lacks, and a move the file lacks was never acknowledged: a
client resends it when it rejoins. Resuming reads it back with :func:`load_table`, and
where the host listened with :func:`saved_listening` (the players' apps knock there again).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from knaster_qt.kit.core.table_rules import TableRules
from knaster_qt.network.table import Table
from knaster_qt.network.wire import PROTOCOL, VERSION
from knaster_qt.storage.atomic import atomic_write_text

_KIND = f"{PROTOCOL} table"


class OtherGame(ValueError):
    """The file holds a hosted table of another game than the one asked for."""


def save_table(table: Table, path: Path | str, listening: tuple[str, int] | None = None) -> None:
    """Write ``table`` atomically; ``listening``: the address and port the host listens on."""
    state: dict[str, Any] = {
        "kind": _KIND,
        "version": VERSION,
        "game": table.rules.header,
        "code": table.code,
        "seats": {
            seat.name: {"secret": seat.secret, "moves": seat.moves} for seat in table.seats.values()
        },
        "transcript": table.transcript,
    }
    if listening is not None:
        state["address"], state["port"] = listening
    atomic_write_text(path, json.dumps(state, ensure_ascii=False, indent=1) + "\n")


def load_table(rules: TableRules, path: Path | str) -> Table:
    """The table saved at ``path``; ValueError with a plain reason if it cannot be used."""
    try:
        state = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise ValueError(f"the hosted game cannot be read: {error}") from None
    if not isinstance(state, dict) or state.get("kind") != _KIND:
        raise ValueError("the file is not a hosted game")
    if state.get("version") != VERSION or state.get("game") != rules.header:
        raise OtherGame(f"the file is a hosted game of another kind ({state.get('game')!r})")
    seats, code, transcript = state.get("seats"), state.get("code"), state.get("transcript")
    if not isinstance(seats, dict) or not isinstance(code, str) or not isinstance(transcript, str):
        raise ValueError("the hosted game's file is damaged")
    table = Table(rules, transcript, list(seats), code=code)
    for name, saved in seats.items():
        if not (
            isinstance(saved, dict)
            and isinstance(saved.get("secret"), str)
            and type(saved.get("moves")) is int
            and saved["moves"] >= 0
        ):
            raise ValueError(f"the hosted game's seat {name!r} is damaged")
        table.seats[name].secret = saved["secret"]
        table.seats[name].moves = saved["moves"]
    return table


def saved_listening(path: Path | str) -> tuple[str, int] | None:
    """The address and port the host of the table saved at ``path`` listened on, if known."""
    try:
        state = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(state, dict):
        return None
    address, port = state.get("address"), state.get("port")
    if not isinstance(address, str) or type(port) is not int or not 0 < port < 65536:
        return None
    return address, port
