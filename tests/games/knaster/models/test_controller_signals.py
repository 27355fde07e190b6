"""The controller is the only emitter of its signals, and the models it uses do not know it.

Whose turn it is and what undo takes back are rules (core/turns.py); the Qt
objects beside the controller (the table, the bonus picking) hold state the
controller gives them, so nothing but the controller announces its changes.
"""

from __future__ import annotations

import ast
from pathlib import Path

import knaster_qt
from knaster_qt.games.knaster.core.actions import Bonus
from knaster_qt.games.knaster.core.notation import cell_index, line_index
from knaster_qt.games.knaster.models import bonus_picking, table_round
from knaster_qt.games.knaster.models import controller as controller_module
from knaster_qt.games.knaster.models.bonus_picking import BonusPicking
from tests.games.knaster.core.notation import cells, table_game

PACKAGE = Path(knaster_qt.__file__).resolve().parent
CONTROLLER = Path(controller_module.__file__).resolve()


def controller_signals() -> set[str]:
    tree = ast.parse(CONTROLLER.read_text(encoding="utf-8"))
    cls = next(
        node
        for node in tree.body
        if isinstance(node, ast.ClassDef) and node.name == "KnasterController"
    )
    return {
        target.id
        for node in cls.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Call)
        and getattr(node.value.func, "id", None) == "Signal"
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def emits_of_others(path: Path, names: set[str]) -> list[str]:
    """Calls ``<something>.<signal>.emit(...)`` where something is not ``self``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        signal = node.func.value
        if node.func.attr != "emit" or not isinstance(signal, ast.Attribute):
            continue
        owner = signal.value
        if signal.attr in names and not (isinstance(owner, ast.Name) and owner.id == "self"):
            found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {ast.unparse(node.func)}")
    return found


def test_only_the_controller_emits_its_signals() -> None:
    names = controller_signals()
    assert {"changed", "finished", "message", "rolled"} <= names
    offenders = [
        found
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.resolve() != CONTROLLER
        for found in emits_of_others(path, names)
    ]
    assert offenders == []


def imported_names(path: Path) -> set[str]:
    """Every module and name imported, under TYPE_CHECKING too ('package.module.Name')."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_the_table_and_the_bonus_picking_do_not_know_the_controller() -> None:
    for module in (table_round, bonus_picking):
        path = Path(module.__file__)
        assert controller_module.__name__ not in imported_names(path), module.__name__
        assert "KnasterController" not in path.read_text(encoding="utf-8"), module.__name__


def test_bonus_picking_takes_the_game_and_the_player() -> None:
    """Each player of one game picks with a BonusPicking of their own: no controller needed."""
    game = table_game(
        "Ann Bob",
        "7: Ann write a1, Bob write a2 / 7: Bob write b2, Ann write b1 / 7: Ann write c1, "
        "Bob write c2 / 7: Bob write d2, Ann write d1 / 7: Ann write e1",
    )  # Ann's five 7s in row 1: 3 bonus circles due
    ann, bob = BonusPicking(), BonusPicking()
    ann.reset(game, 0)
    bob.reset(game, 1)
    assert ann.line == line_index("r1") and bob.line is None
    assert bob.choose_line(game, 1, line_index("r1")) == ""  # Bob owes nothing
    assert ann.pick(game, 0, cell_index("b1"), line_index("r1")) is None
    assert ann.cells_left(game, 0) == 2 and cell_index("b1") not in ann.pickable_cells(game, 0)
    assert ann.take_back(game, 0) == "Took back the circle in b1."
    for cell in ("a1", "c1"):
        assert ann.pick(game, 0, cell_index(cell), line_index("r1")) is None
    bonus = ann.pick(game, 0, cell_index("e1"), line_index("r1"))
    assert bonus == Bonus(line_index("r1"), cells("a1 c1 e1"))
    game.apply(0, bonus)  # legal: the core agrees with what was picked
    ann.follow_the_core(game, 0)
    assert ann.line is None and ann.prompt(game, 0) == ""
