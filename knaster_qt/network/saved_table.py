"""A hosted table on disk, so the host's app can die and the game go on.

The file holds the record and what the seats need to rejoin: the join code, each remote
seat's secret and the number of moves received from it. It is written atomically after
every accepted move, before the host answers it (``Host(on_change=…)``), so a client
never sees a move the file lacks, and a move the file lacks was never acknowledged: a
client resends it when it rejoins. Resuming reads it back with :func:`load_table`.
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


def save_table(table: Table, path: Path | str) -> None:
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
        raise ValueError(f"the file is a hosted game of another kind ({state.get('game')!r})")
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
