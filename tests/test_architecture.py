"""Every game's rules core stays free of Qt: a plain library its models and widgets wrap."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "knaster_qt"
CORES = sorted(PACKAGE.glob("games/*/core"))
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_every_game_has_a_core() -> None:
    assert [core.parent.name for core in CORES] == sorted(
        folder.name
        for folder in (PACKAGE / "games").iterdir()
        if (folder / "__init__.py").is_file()
    )


def test_no_module_under_a_core_imports_qt() -> None:
    files = sorted(path for core in CORES for path in core.rglob("*.py"))
    assert files, "no game has a core package"
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in files
        for name in _imported_modules(path)
        if name.split(".")[0] in QT_MODULES
    ]
    assert offenders == []


def test_importing_the_cores_loads_no_qt() -> None:
    cores = ", ".join(f"knaster_qt.games.{core.parent.name}.core" for core in CORES)
    code = (
        f"import sys, {cores}, knaster_qt.cli;"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
