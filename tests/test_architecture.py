"""Every game's rules core stays free of Qt: a plain library its models and widgets wrap; what
the games share lives once, in the kit (knaster_qt/kit), not again in a game."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "knaster_qt"
CORES = sorted(PACKAGE.glob("games/*/core"))
KIT = PACKAGE / "kit"
# The kit's functions a game once had its own copy of; with every class the kit defines,
# a game may use them but must not define them again.
KIT_FUNCTIONS = frozenset(
    {
        "decode_text",
        "split_lines",
        "statement_text",
        "statement_words",
        "sheet_font",
        "print_families",
        "handwriting_families",
        "fit_transform",
        "to_mm",
        "qrect",
        "render_image",
        "announce_focus",
        "json_object",
        "foreign_character",
        "first_names_problem",
        "meta_date",
        "text_width_mm",
        "fitting_size",
        "paint_paper",
        "stroke_pen_path",
        "raster_world",
        "sheet_image",
        "sheet_raster",
        "changed_roles",
        "read_only_flags",
        "with_role_names",
        "check_summary",
    }
)
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
    files = sorted(path for core in [*CORES, KIT / "core"] for path in core.rglob("*.py"))
    assert files, "no game has a core package"
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in files
        for name in _imported_modules(path)
        if name.split(".")[0] in QT_MODULES
    ]
    assert offenders == []


def test_importing_the_cores_loads_no_qt() -> None:
    cores = ", ".join(
        [*(f"knaster_qt.games.{core.parent.name}.core" for core in CORES), "knaster_qt.kit.core"]
    )
    code = (
        f"import sys, {cores}, knaster_qt.cli;"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def _defined(path: Path) -> set[tuple[str, str]]:
    """The classes and functions a module defines, at any depth: ("class", name), ("def", name)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: set[tuple[str, str]] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            found.add(("class", node.name))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found.add(("def", node.name))
    return found


def test_no_game_defines_again_what_the_kit_provides() -> None:
    kit_classes = {
        name for path in KIT.rglob("*.py") for kind, name in _defined(path) if kind == "class"
    }
    assert {"RectMM", "PaintedPart", "PaintedTable", "RoleRows"} <= kit_classes
    kit_functions = {
        name for path in KIT.rglob("*.py") for kind, name in _defined(path) if kind == "def"
    }
    assert kit_functions >= KIT_FUNCTIONS, "the kit lost a function this test names"
    offenders = [
        f"{path.relative_to(PACKAGE)} defines {kind} {name} (use knaster_qt.kit's)"
        for path in sorted((PACKAGE / "games").rglob("*.py"))
        for kind, name in sorted(_defined(path))
        if (kind == "class" and name in kit_classes) or (kind == "def" and name in KIT_FUNCTIONS)
    ]
    assert offenders == []


def test_every_games_item_models_say_their_changes_through_the_kits_row_models() -> None:
    """A game's item model recomputes and signals through knaster_qt/kit/row_models.py
    (RoleRows; a model whose rows come and go compares them with changed_roles), so no game
    writes its own comparison of old and new rows again (docs/GAME-INTERFACE.md, RoleRows)."""
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in sorted((PACKAGE / "games").rglob("*.py"))
        if "dataChanged.emit" in (text := path.read_text(encoding="utf-8"))
        and "changed_roles(" not in text
    ]
    assert offenders == []
