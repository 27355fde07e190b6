"""The import graph: no cycles anywhere, and no Qt widgets where a module needs none.

Imports are read from the source (every ``import`` statement, also those under
``TYPE_CHECKING`` and inside functions), so a cycle that only type checkers or a late
import would walk is still one. The layer contracts are import-linter's (pyproject.toml,
``make test``); these are the two rules it cannot express.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from fnmatch import fnmatch
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "knaster_qt"

# Modules (fnmatch patterns) that run without a window: they and everything of the
# package they import must not import QtWidgets (QtCore's signals and QtGui are fine).
WIDGET_FREE = (
    "knaster_qt.games.*.core*",
    "knaster_qt.games.*.models*",
    "knaster_qt.storage*",
    "knaster_qt.shell.session*",
    "knaster_qt.shell.settings",
    "knaster_qt.shell.data_dir",
    "knaster_qt.shell.single_instance",
    "knaster_qt.cli.*",  # check, simulate, print (the package itself starts the window)
)
# An import under TYPE_CHECKING that no widget-free module follows at run time: GameEntry's
# hooks are typed by the Protocols of knaster_qt/hooks.py, which name Qt types (pyproject.toml's
# Qt-free contract ignores the same import; docs/ARCHITECTURE.md).
TYPES_ONLY = {("knaster_qt.games", "knaster_qt.hooks")}


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.with_suffix("").relative_to(PACKAGE.parent).parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _imported_names(module: str, path: Path) -> Iterator[str]:
    """Every dotted name an import statement of ``module`` names (relative ones resolved)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
                here = here[: len(here) - (node.level - 1)]
                base = ".".join([*here, *([node.module] if node.module else [])])
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def import_graph() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """(module -> package modules it imports, module -> names outside the package)."""
    modules = _modules()
    inside: dict[str, set[str]] = {name: set() for name in modules}
    outside: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for target in _imported_names(name, path):
            if target.split(".")[0] != "knaster_qt":
                outside[name].add(target)
                continue
            while target and target not in modules:
                target = target.rpartition(".")[0]
            # a package's __init__ importing its own submodules is not a cycle of design
            if target and target != name and not target.startswith(name + "."):
                inside[name].add(target)
    return inside, outside


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_package_has_no_import_cycle() -> None:
    inside, _ = import_graph()
    assert cycles(inside) == []


def test_the_cycle_finder_sees_a_cycle_made_only_for_type_checkers(tmp_path: Path) -> None:
    # Two modules that import each other, one of them only under TYPE_CHECKING.
    graph = {"a": {"b"}, "b": {"a"}, "c": {"a"}}
    assert cycles(graph) == [["a", "b"]]
    source = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from knaster_qt.b import B\n"
    (tmp_path / "a.py").write_text(source, encoding="utf-8")
    assert "knaster_qt.b" in set(_imported_names("knaster_qt.a", tmp_path / "a.py"))


def test_modules_without_a_window_import_no_widgets() -> None:
    inside, outside = import_graph()
    offenders = []
    for module in sorted(inside):
        if not any(fnmatch(module, pattern) for pattern in WIDGET_FREE):
            continue
        seen, todo = {module}, [module]
        while todo:
            current = todo.pop()
            if any(name.startswith("PySide6.QtWidgets") for name in outside[current]):
                offenders.append(f"{module} (through {current})")
                break
            for target in inside[current] - seen:
                if (current, target) in TYPES_ONLY:
                    continue
                seen.add(target)
                todo.append(target)
    assert offenders == []
