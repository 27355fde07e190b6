"""Compile resources/translations/*.ts into the .qm files the app loads (pyside6-lrelease).

The .qm files are committed beside their .ts sources, as the ``ui_*.py`` modules are
beside the .ui files: every way of installing the app (a wheel, an sdist, ``pipx``, a
plain ``pip install .``) then carries all six languages without a build step of its own,
and no build backend needs PySide6 to make a wheel. lrelease writes the same bytes for the
same .ts, so ``tests/shell/test_compiled_translations.py`` checks that each committed .qm
is exactly what its .ts compiles to (after editing a .ts without this, that test fails).

Run it after changing a .ts (``make translations``; ``make run`` does it too). A .qm is
rewritten only when its content changes, so a fresh clone's files are left alone. File
times are not trusted: a merge or checkout that brings a .ts can leave the .qm beside it
newer and still stale.

    python tools/build_translations.py [--check]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "translations"


def lrelease() -> list[str]:
    """The command of PySide6's lrelease, from the Python running this."""
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


def compiled(source: Path) -> bytes:
    """What lrelease makes of ``source`` now."""
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / source.with_suffix(".qm").name
        subprocess.run([*lrelease(), "-silent", str(source), "-qm", str(target)], check=True)
        return target.read_bytes()


def stale(folder: Path = FOLDER) -> list[Path]:
    """The .qm files that are missing or differ from what their .ts compiles to."""
    return [
        source.with_suffix(".qm")
        for source in sorted(folder.glob("*.ts"))
        if not source.with_suffix(".qm").is_file()
        or source.with_suffix(".qm").read_bytes() != compiled(source)
    ]


def build(folder: Path = FOLDER) -> list[Path]:
    """Compile each .ts whose .qm is missing or out of date; returns the .qm files written."""
    written = []
    for source in sorted(folder.glob("*.ts")):
        target = source.with_suffix(".qm")
        content = compiled(source)
        if target.is_file() and target.read_bytes() == content:
            continue
        target.write_bytes(content)
        written.append(target)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="write nothing; fail if a .qm is out of date"
    )
    args = parser.parse_args()
    if args.check:
        outdated = stale()
        for path in outdated:
            print(f"out of date: {path.relative_to(FOLDER.parent.parent)}", file=sys.stderr)
        return 1 if outdated else 0
    for path in build():
        print(f"wrote {path.relative_to(FOLDER.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
