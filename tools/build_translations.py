"""Compile resources/translations/*.ts into the .qm files the app loads (pyside6-lrelease).

Run by `make` before the app, the tests and the installers start, and by the tests'
conftest; a .qm newer than its .ts is left alone. The .qm files are build products (not
committed): the .ts files are the sources translators edit.

    python tools/build_translations.py [--force]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "translations"


def lrelease() -> list[str]:
    """The command of PySide6's lrelease, from the Python running this."""
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


def build(force: bool = False) -> list[Path]:
    """Compile each .ts whose .qm is missing or older; returns the .qm files written."""
    written = []
    for source in sorted(FOLDER.glob("*.ts")):
        target = source.with_suffix(".qm")
        if not force and target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        subprocess.run(
            [*lrelease(), "-silent", str(source), "-qm", str(target)],
            check=True,
        )
        written.append(target)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile every .ts again")
    args = parser.parse_args()
    for path in build(args.force):
        print(f"wrote {path.relative_to(FOLDER.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
