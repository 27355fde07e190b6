"""Every Qt Designer file in ui/ has its module compiled by a plain `pyside6-uic`, committed
and up to date: the module equals what uic makes of the .ui file now (after an edit of a .ui
file without `make ui`, this fails), `make ui` builds each one, and nothing builds a window
from a .ui file at run time (no QUiLoader)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
UI_FILES = sorted((ROOT / "ui").glob("*.ui"))
# The one line of uic's output that names uic's own version: a newer PySide6 on another
# machine writes another number there and the same code.
_UIC_VERSION = re.compile(r"^## Created by: Qt User Interface Compiler version .*$", re.M)


def uic() -> str:
    beside = Path(sys.executable).with_name("pyside6-uic")
    return str(beside) if beside.exists() else "pyside6-uic"


def compiled_modules() -> dict[str, list[Path]]:
    """The generated modules in the package, by the .ui file their header names."""
    found: dict[str, list[Path]] = {}
    for module in (ROOT / "knaster_qt").rglob("ui_*.py"):
        header = re.search(
            r"^## Form generated from reading UI file '([^']+)'",
            module.read_text(encoding="utf-8"),
            re.M,
        )
        if header:
            found.setdefault(header.group(1), []).append(module)
    return found


def test_every_designer_file_has_one_compiled_module() -> None:
    modules = compiled_modules()
    assert len(UI_FILES) >= 6
    assert sorted(modules) == [path.name for path in UI_FILES]
    for name, paths in modules.items():
        assert len(paths) == 1, f"{name} is compiled into {paths}"
        assert paths[0].name == f"ui_{Path(name).stem}.py"


@pytest.mark.parametrize("ui_file", UI_FILES, ids=lambda path: path.name)
def test_the_compiled_module_is_what_uic_makes_of_the_designer_file(
    ui_file: Path, tmp_path: Path
) -> None:
    (committed,) = compiled_modules()[ui_file.name]
    fresh = tmp_path / committed.name
    subprocess.run([uic(), str(ui_file), "-o", str(fresh)], check=True)
    expected = _UIC_VERSION.sub("", fresh.read_text(encoding="utf-8"))
    actual = _UIC_VERSION.sub("", committed.read_text(encoding="utf-8"))
    assert actual == expected, f"{committed.relative_to(ROOT)} is out of date: run `make ui`"


@pytest.mark.requires_tools("make")
def test_make_ui_compiles_every_module() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    listed = re.search(r"^UI_MODULES :=((?:.*\\\n)*.*)$", makefile, re.M)
    assert listed is not None
    names = set(listed.group(1).replace("\\", " ").split())
    expected = {str(paths[0].relative_to(ROOT)) for paths in compiled_modules().values()}
    assert names == expected
    dry_run = subprocess.run(
        ["make", "-n", "-B", "ui"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    for ui_file in UI_FILES:
        module = f"ui_{ui_file.stem}.py"
        assert re.search(rf"pyside6-uic ui/{ui_file.name} -o \S*/{module}$", dry_run, re.M)


def test_no_window_is_built_from_a_designer_file_at_run_time() -> None:
    for module in (ROOT / "knaster_qt").rglob("*.py"):
        text = module.read_text(encoding="utf-8")
        assert "QUiLoader" not in text and "QtUiTools" not in text, module


def test_every_window_and_dialog_class_is_built_from_its_designer_file() -> None:
    """Each QDialog and QMainWindow subclass sets itself up from a compiled .ui file
    (``self.ui = Ui_X(); self.ui.setupUi(self)``), not widget by widget in code."""
    import ast

    built_in_code = []
    for module in (ROOT / "knaster_qt").rglob("*.py"):
        if module.name.startswith("ui_"):
            continue
        tree = ast.parse(module.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            bases = {getattr(base, "id", "") for base in getattr(node, "bases", [])}
            if not isinstance(node, ast.ClassDef) or not bases & {
                "QDialog",
                "QMainWindow",
                "TranslatedDialog",
            }:
                continue
            source = ast.unparse(node)
            if node.name == "GameWindow":  # the main window's interface; MainWindow builds it
                continue
            if node.name == "TranslatedDialog":  # the kit's base: sets up the form it is given
                assert "form.setupUi(self)" in source
                continue
            own_form = r"self\.ui = Ui_\w+\(\)\s+self\.ui\.setupUi\(self\)"
            given_form = r"super\(\)\.__init__\(Ui_\w+\(\)"  # a TranslatedDialog's form
            if not re.search(own_form, source) and not re.search(given_form, source):
                built_in_code.append(f"{module.relative_to(ROOT)}:{node.name}")
    assert built_in_code == []
