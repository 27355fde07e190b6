"""The rules core must stay free of Qt: it is a plain library the UI wraps."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "knaster_qt" / "core"
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


def test_no_module_under_core_imports_qt() -> None:
    files = sorted(CORE.rglob("*.py"))
    assert files, "the core package has no modules"
    offenders = [
        f"{path.relative_to(CORE)} imports {name}"
        for path in files
        for name in _imported_modules(path)
        if name.split(".")[0] in QT_MODULES
    ]
    assert offenders == []


def test_importing_the_core_loads_no_qt() -> None:
    code = (
        "import sys, knaster_qt.core, knaster_qt.cli;"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
