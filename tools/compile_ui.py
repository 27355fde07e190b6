"""Compile ui/main_window.ui into knaster_qt/views/ui_main_window.py with pyside6-uic.

    .venv/bin/python tools/compile_ui.py        (also: make ui)

The main window is built at every start, before its first paint. Qt Designer's file
stays the source; building it through QUiLoader made PySide6 set up the Python enums
of every widget class it knows (about 130 of them, ~12 ms), the compiled module only
those of the classes the window uses. The module's imports are cut to the names it
uses, for the same reason (each imported Qt class sets up its enums).
tests/views/test_compiled_ui.py checks that the module builds the same widgets,
actions and properties as the .ui file loaded by QUiLoader.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILED = {"main_window.ui": ROOT / "knaster_qt" / "views" / "ui_main_window.py"}
HEADER = (
    "# Generated from ui/{ui} by tools/compile_ui.py (pyside6-uic, imports cut to the names\n"
    "# used). Do not edit: change the .ui file in Qt Designer and run `make ui`.\n"
)
_IMPORT = re.compile(r"^from (\S+) import \(?([^)]*?)\)?\n(?=\S|\n)", re.M | re.S)


def uic_command() -> list[str]:
    beside = Path(sys.executable).with_name("pyside6-uic")
    return [str(beside) if beside.exists() else "pyside6-uic"]


def compile_ui(ui_name: str) -> str:
    """The Python source of one .ui file, with unused imports removed."""
    generated = subprocess.run(
        [*uic_command(), "--generator", "python", str(ROOT / "ui" / ui_name)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return prune_imports(generated, ui_name)


def prune_imports(source: str, ui_name: str) -> str:
    lines = source.splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith(("from ", "import ")))
    body_start = next(i for i, line in enumerate(lines) if line.startswith("class "))
    imports, body = "".join(lines[start:body_start]), "".join(lines[body_start:])
    used = set(re.findall(r"\b[A-Za-z_]\w*\b", body))
    kept = []
    for module, names in _IMPORT.findall(imports):
        wanted = [name.strip() for name in names.replace("\n", " ").split(",") if name.strip()]
        wanted = [name for name in wanted if name in used]
        if wanted:
            kept.append(f"from {module} import {', '.join(wanted)}\n")
    header = HEADER.format(ui=ui_name)
    return header + "\n" + "".join(kept) + "\n\n" + body


def main() -> int:
    for ui_name, target in COMPILED.items():
        text = compile_ui(ui_name)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
            print(f"wrote {target.relative_to(ROOT)}")
        else:
            print(f"{target.relative_to(ROOT)} is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
