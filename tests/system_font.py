"""KNASTER_TEST_FONT: run the tests as on a machine whose default font is another one.

Desktops differ in their default sans-serif font (DejaVu Sans, Noto Sans, Liberation Sans, ...),
and so in the width and height of every label, button and card. `KNASTER_TEST_FONT=noto`
(or `dejavu`, `liberation`) makes that font the default for this test run only: a fontconfig
file made for the run puts the family first wherever a program asks for sans-serif, then
reads the machine's own configuration, and FONTCONFIG_FILE points Qt (and every process the
tests start) to it. The machine's configuration is not changed. `make test-fonts` runs the
GUI tests this way; the family must be installed (Debian: fonts-noto-core, fonts-liberation,
fonts-dejavu-core), else the run stops at once instead of testing another font.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

ENV = "KNASTER_TEST_FONT"
FAMILIES = {"dejavu": "DejaVu Sans", "noto": "Noto Sans", "liberation": "Liberation Sans"}
# What a program asks fontconfig for when it wants "the" sans-serif font: Qt's platform
# themes ask for "Sans Serif", others for the generic "sans-serif" (fontconfig compares
# families without case or spaces).
_GENERIC_NAMES = ("sans-serif", "Sans Serif")
_SYSTEM_CONFIG = "/etc/fonts/fonts.conf"


def chosen_family() -> str | None:
    """The family KNASTER_TEST_FONT names, or None when the machine's default stands."""
    key = os.environ.get(ENV, "").strip().lower()
    if not key:
        return None
    if key not in FAMILIES:
        raise SystemExit(f"{ENV}={key!r}: use one of {', '.join(sorted(FAMILIES))}")
    return FAMILIES[key]


def fontconfig_file(family: str, system_config: str) -> str:
    """A fonts.conf that puts `family` first for sans-serif, then reads `system_config`.

    The rules stand before the machine's configuration and test the family asked for
    (qual="first"), so they see the request as the program wrote it: a request for a named
    family ("DejaVu Sans Mono", the sheets' own fonts) is left alone, and the machine's own
    preferences for sans-serif come after the chosen family.
    """
    rules = "".join(
        f"""  <match target="pattern">
    <test qual="first" name="family"><string>{escape(generic)}</string></test>
    <edit name="family" mode="prepend_first" binding="strong"><string>{escape(family)}</string></edit>
  </match>
"""
        for generic in _GENERIC_NAMES
    )
    return f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
{rules}  <include ignore_missing="no">{escape(system_config)}</include>
</fontconfig>
"""


def use_chosen_font() -> str | None:
    """Point FONTCONFIG_FILE to a file that makes the chosen family the default; before Qt
    starts (fontconfig reads its configuration once). Returns the family, or None."""
    family = chosen_family()
    if family is None:
        return None
    system_config = os.environ.get("FONTCONFIG_FILE", _SYSTEM_CONFIG)
    folder = Path(tempfile.mkdtemp(prefix="knaster-test-font-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    path = folder / "fonts.conf"
    path.write_text(fontconfig_file(family, system_config), encoding="utf-8")
    os.environ["FONTCONFIG_FILE"] = str(path)
    return family
