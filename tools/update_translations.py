"""Bring resources/translations/knaster_qt_<lang>.ts up to date with the texts in the code.

pyside6-lupdate reads every text marked for translation (``self.tr``,
``QCoreApplication.translate`` in the package, every text of the ``ui/*.ui`` files) and
adds the new ones to each language's .ts as unfinished; texts no longer in the code are
dropped (``-no-obsolete``). English, the language of the code, keeps only the texts with
plural forms ("%n point(s)" → "1 point" / "2 points"). No source locations are written,
so moving code does not change the .ts files.

    python tools/update_translations.py [--into FOLDER]

``--into`` writes updated copies elsewhere (the test compares them with the committed files).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "pt", "de", "fr", "nl", "cs")  # as knaster_qt/shell/i18n.py LANGUAGES


def sources() -> list[str]:
    """The package's Python modules and the .ui files (not the modules made from them)."""
    modules = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "knaster_qt").rglob("*.py"))
        if not path.name.startswith("ui_")
    ]
    return modules + [str(path.relative_to(ROOT)) for path in sorted((ROOT / "ui").glob("*.ui"))]


def lupdate() -> list[str]:
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lupdate; lupdate()"]


def update(folder: Path) -> list[Path]:
    """Update (or create) the .ts of every language in ``folder``; returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for language in LANGUAGES:
        target = folder / f"knaster_qt_{language}.ts"
        if folder != FOLDER and (FOLDER / target.name).exists():
            shutil.copyfile(FOLDER / target.name, target)
        options = ["-no-obsolete", "-locations", "none", "-target-language", language]
        if language == SOURCE_LANGUAGE:
            options.append("-pluralonly")
        subprocess.run(
            [*lupdate(), "-silent", *options, *sources(), "-ts", str(target)],
            check=True,
            cwd=ROOT,
        )
        if language == SOURCE_LANGUAGE:
            fill_english_plurals(target)
        written.append(target)
    return written


def fill_english_plurals(path: Path) -> None:
    """Give English plurals their two forms from the source: "%n point(s)" is "%n point" for
    one and "%n points" otherwise. An irregular plural ("%n die(s)") is left for a person."""
    tree = ET.parse(path)
    changed = False
    for message in tree.iter("message"):
        translation = message.find("translation")
        source = message.findtext("source", "")
        if translation is None or translation.get("type") != "unfinished" or "(s)" not in source:
            continue
        forms = translation.findall("numerusform")
        if len(forms) != 2:
            continue
        forms[0].text = source.replace("(s)", "")
        forms[1].text = source.replace("(s)", "s")
        del translation.attrib["type"]
        changed = True
    if changed:
        tree.write(path, encoding="utf-8", xml_declaration=True)
        # lupdate writes the file once more in its own layout, so the next run changes nothing.
        subprocess.run(
            [
                *lupdate(),
                "-silent",
                "-no-obsolete",
                "-locations",
                "none",
                "-pluralonly",
                "-target-language",
                SOURCE_LANGUAGE,
                *sources(),
                "-ts",
                str(path),
            ],
            check=True,
            cwd=ROOT,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--into", type=Path, default=FOLDER, help="write the .ts files here")
    args = parser.parse_args()
    for path in update(args.into.resolve()):
        print(f"updated {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
