"""The work one click costs: signals, model recomputes, legality checks and previews per click.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/click_cost.py          # a table
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/click_cost.py --json   # for machines

Plays a fixed sequence of clicks in each game on a real main window (offscreen, animations
off, scripted dice), through the widgets' own click paths (QTest.mouseClick on the sheet at
a cell's centre, on the dice, on the buttons, on the rack and the board), and counts what
each click sets off until the event queue is empty:

- signals: every signal of the controller, the play area and the item models (connected
  through QMetaObject's methods of type Signal), by name;
- model recomputes: each time an item model recomputed its rows (Knaster's through the kit's
  RoleRows, the other games' models' ``_compute``), and
  the item-model emissions dataChanged (with the cells and roles it names), modelReset and
  layoutChanged;
- legality: calls of the rules core's check (Knaster ``Game.is_legal``/``why_illegal``/
  ``legal_actions``,
  Exact Hit ``Game.why_illegal``/``legal_actions``, Loop Tiles ``Game.why_illegal``/
  ``legal_placements``), wrapped with a counter for the run;
- previews: what a click would do, computed by the controller (Knaster ``preview``, Exact
  Hit ``why_not_write``, Loop Tiles ``preview``/``fits``).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("KNASTER_QT_NO_ANIMATION", "1")
os.environ["LANGUAGE"] = "en"
os.environ.setdefault("KNASTER_QT_DATA_DIR", tempfile.mkdtemp(prefix="click-cost-"))

from PySide6.QtCore import QAbstractItemModel, QMetaMethod, QObject, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

LEFT = Qt.MouseButton.LeftButton
_IGNORED = {"destroyed", "objectNameChanged"}


@dataclass
class Tally:
    """What one click set off."""

    signals: collections.Counter[str] = field(default_factory=collections.Counter)
    recomputes: int = 0  # item models recomputing their rows
    data_changed_cells: int = 0  # cells named by dataChanged emissions
    data_changed_roles: int = 0  # roles named by them (summed over emissions)
    resets: int = 0  # modelReset and layoutChanged emissions
    legality: int = 0
    previews: int = 0

    def row(self) -> dict[str, Any]:
        models = sum(
            n
            for name, n in self.signals.items()
            if name.endswith((".dataChanged", ".modelReset", ".layoutChanged"))
        )
        return {
            "signals": sum(self.signals.values()),
            "by_signal": dict(sorted(self.signals.items())),
            "model_emissions": models,
            "recomputes": self.recomputes,
            "dataChanged_cells": self.data_changed_cells,
            "dataChanged_roles": self.data_changed_roles,
            "resets": self.resets,
            "legality_checks": self.legality,
            "previews": self.previews,
        }


class Meter:
    """Counts into ``current`` while a click is measured (None: counting nothing)."""

    def __init__(self) -> None:
        self.current: Tally | None = None
        self._undo: list[Callable[[], None]] = []
        self._inside: collections.Counter[str] = collections.Counter()

    def add(self, what: str, n: int = 1) -> None:
        if self.current is not None:
            setattr(self.current, what, getattr(self.current, what) + n)

    def wrap(self, owner: type, name: str, what: str) -> None:
        """Count the calls of ``owner.name`` (a method) as ``what`` for the run."""
        original = owner.__dict__[name]

        def counted(*args: object, **kwargs: object) -> object:
            # Only the outermost call counts: is_legal asks why_illegal, one check in all.
            if not self._inside[what]:
                self.add(what)
            self._inside[what] += 1
            try:
                return original(*args, **kwargs)
            finally:
                self._inside[what] -= 1

        setattr(owner, name, counted)
        self._undo.append(lambda: setattr(owner, name, original))

    def restore(self) -> None:
        while self._undo:
            self._undo.pop()()

    def watch(self, obj: QObject, label: str) -> None:
        """Count every signal of ``obj`` (its QMetaObject's methods of type Signal)."""
        meta = obj.metaObject()
        seen: set[str] = set()
        for index in range(meta.methodCount()):
            method = meta.method(index)
            if method.methodType() != QMetaMethod.MethodType.Signal:
                continue
            name = bytes(method.name().data()).decode()
            if name in _IGNORED or name in seen:
                continue
            seen.add(name)
            signal = getattr(obj, name, None)
            if signal is None or not hasattr(signal, "connect"):
                continue
            key = f"{label}.{name}"
            if name == "dataChanged":
                signal.connect(
                    lambda top, bottom, roles=(), key=key: self._data(key, top, bottom, roles)
                )
            elif name in ("modelReset", "layoutChanged"):
                signal.connect(lambda *_a, key=key: self._reset(key))
            else:
                signal.connect(lambda *_a, key=key: self._signal(key))

    def _signal(self, key: str) -> None:
        if self.current is not None:
            self.current.signals[key] += 1

    def _data(self, key: str, top: Any, bottom: Any, roles: Any) -> None:
        if self.current is None:
            return
        self.current.signals[key] += 1
        rows = bottom.row() - top.row() + 1
        columns = bottom.column() - top.column() + 1
        self.current.data_changed_cells += rows * columns
        self.current.data_changed_roles += len(roles) if roles else 0

    def _reset(self, key: str) -> None:
        if self.current is not None:
            self.current.signals[key] += 1
            self.current.resets += 1

    @contextmanager
    def click(self, results: list[tuple[str, Tally]], name: str) -> Iterator[None]:
        tally = Tally()
        self.current = tally
        try:
            yield
            settle()
        finally:
            self.current = None
        results.append((name, tally))


def settle() -> None:
    """Let queued calls (a computer player's step, a queued repaint) run."""
    app = QApplication.instance()
    assert app is not None
    for _ in range(5):
        app.processEvents()


def watch_area(meter: Meter, area: Any) -> None:
    meter.watch(area.controller, "controller")
    meter.watch(area, "play_area")
    for number, model in enumerate(area.findChildren(QAbstractItemModel)):
        meter.watch(model, type(model).__name__ if number < 10 else f"model{number}")


def new_window(game: object, entry: object, dice: object = None) -> Any:
    from knaster_qt.shell.views.main_window import MainWindow

    window = MainWindow(game, dice_source=dice, entry=entry)
    window.resize(1180, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)
    settle()
    return window


def knaster(meter: Meter) -> list[tuple[str, Tally]]:
    from knaster_qt.games.knaster.core.game import Game
    from knaster_qt.games.knaster.core.notation import cell_index
    from knaster_qt.games.knaster.models.controller import KnasterController
    from knaster_qt.kit.row_models import RoleRows

    legality_owner = next(c for c in Game.__mro__ if "is_legal" in c.__dict__)
    meter.wrap(legality_owner, "is_legal", "legality")
    meter.wrap(legality_owner, "why_illegal", "legality")
    meter.wrap(legality_owner, "legal_actions", "legality")
    meter.wrap(KnasterController, "preview", "previews")
    meter.wrap(RoleRows, "refresh", "recomputes")
    meter.wrap(RoleRows, "end_reset", "recomputes")

    from knaster_qt.games.knaster.entry import GAME

    window = new_window(Game(["Player"], layout="A"), GAME, lambda: (3, 3))
    area = window.play
    view = area.ui.sheetView
    watch_area(meter, area)

    def roll() -> None:
        QTest.mouseClick(area.ui.dicePanel.roll_button, LEFT)

    def cell(name: str) -> None:
        QTest.mouseClick(view, LEFT, pos=view.cell_rect(cell_index(name)).center().toPoint())

    results: list[tuple[str, Tally]] = []
    for name in ("a1", "b1", "c1"):  # row 1: three 6s
        roll()
        cell(name)
    settle()
    with meter.click(results, "roll"):
        roll()
    with meter.click(results, "write a cell (d1)"):
        cell("d1")
    roll()
    settle()
    with meter.click(results, "write completing row 1 (e1)"):
        cell("e1")
    with meter.click(results, "bonus circle (a1)"):
        cell("a1")
    window.close()
    return results


def exact_hit(meter: Meter) -> list[tuple[str, Tally]]:
    import random

    from knaster_qt.games.exact_hit.core.game import Game
    from knaster_qt.games.exact_hit.models.controller import ExactHitController

    meter.wrap(Game, "why_illegal", "legality")
    meter.wrap(Game, "legal_actions", "legality")
    meter.wrap(ExactHitController, "why_not_write", "previews")
    from knaster_qt.games.exact_hit.models.dice_model import DiceModel
    from knaster_qt.games.exact_hit.models.players_model import PlayersModel
    from knaster_qt.games.exact_hit.models.sheet_model import SheetModel

    for model in (SheetModel, DiceModel, PlayersModel):  # each recomputes its rows whole
        meter.wrap(model, "_compute", "recomputes")
    rng = random.Random(4)

    def dice(old: object) -> tuple[int, ...]:
        return tuple(rng.randint(1, 6) for _ in range(6))

    from knaster_qt.games.exact_hit.entry import GAME

    window = new_window(Game(1, seed=4, names=["Ann"]), GAME, dice)
    area = window.play
    watch_area(meter, area)
    controller = area.controller
    results: list[tuple[str, Tally]] = []
    with meter.click(results, "throw"):
        QTest.mouseClick(area.throw_button, LEFT)
    with meter.click(results, "keep"):
        QTest.mouseClick(area.keep_button, LEFT)
    meter.current = None
    colour = next(c for c in range(6) if controller.why_not_write(c) is None)
    marks = controller.game.marks[controller.actor]
    row = marks.current_row
    point = area.sheet_view.field_rect((row, marks.sheet.position_of(row, colour))).center()
    with meter.click(results, "write a die (field)"):
        QTest.mouseClick(area.sheet_view, LEFT, pos=point.toPoint())
    with meter.click(results, "done"):
        QTest.mouseClick(area.done_button, LEFT)
    window.close()
    return results


def loop_tiles(meter: Meter) -> list[tuple[str, Tally]]:
    from knaster_qt.games.loop_tiles.core.game import Game
    from knaster_qt.games.loop_tiles.core.transcript import Transcript
    from knaster_qt.games.loop_tiles.models.controller import LoopTilesController

    meter.wrap(Game, "why_illegal", "legality")
    meter.wrap(Game, "legal_placements", "legality")
    meter.wrap(LoopTilesController, "preview", "previews")
    meter.wrap(LoopTilesController, "fits", "previews")
    from knaster_qt.games.loop_tiles.models.board_model import BoardModel
    from knaster_qt.games.loop_tiles.models.pad_model import PadModel
    from knaster_qt.games.loop_tiles.models.rack_model import RackModel

    for model in (BoardModel, RackModel, PadModel):  # each recomputes its cells in _compute
        meter.wrap(model, "_compute", "recomputes")

    from knaster_qt.games.loop_tiles.entry import GAME

    window = new_window(Transcript.new(["Ann"], 7), GAME)
    area = window.play
    watch_area(meter, area)
    controller = area.controller
    rack, board = area.rack, area.board
    results: list[tuple[str, Tally]] = []
    with meter.click(results, "take a tile (rack)"):
        QTest.mouseClick(rack, LEFT, pos=rack.slot_centre(0))
    meter.current = None
    square = min(controller.fits())
    with meter.click(results, "place it (board)"):
        QTest.mouseClick(board, LEFT, pos=board.square_centre(square))
    with meter.click(results, "end turn"):
        QTest.mouseClick(area.end_turn_button, LEFT)
    window.close()
    return results


def measure() -> dict[str, list[dict[str, Any]]]:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    del app
    out: dict[str, list[dict[str, Any]]] = {}
    for name, play in (("Knaster", knaster), ("Exact Hit", exact_hit), ("Loop Tiles", loop_tiles)):
        meter = Meter()
        try:
            out[name] = [{"click": click, **tally.row()} for click, tally in play(meter)]
        finally:
            meter.restore()
    return out


def table(figures: dict[str, list[dict[str, Any]]]) -> str:
    head = (
        "| game | click | signals | model emissions (cells/roles) | recomputes | "
        "legality checks | previews |"
    )
    lines = [head, "|---|---|---:|---:|---:|---:|---:|"]
    for game, rows in figures.items():
        for row in rows:
            lines.append(
                f"| {game} | {row['click']} | {row['signals']} | {row['model_emissions']} "
                f"({row['dataChanged_cells']}/{row['dataChanged_roles']}) | {row['recomputes']} | "
                f"{row['legality_checks']} | {row['previews']} |"
            )
    lines.append("")
    lines.append("Signals by name (per click):")
    for game, rows in figures.items():
        for row in rows:
            named = ", ".join(f"{name} {n}" for name, n in row["by_signal"].items())
            lines.append(f"- {game}, {row['click']}: {named or 'none'}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = measure()
    print(json.dumps(figures, indent=2) if args.json else table(figures))


if __name__ == "__main__":
    main()
