"""KNASTER_TEST_FONT makes the chosen family the default font of one run (tests/system_font.py),
and leaves a request for a named family alone."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.system_font import fontconfig_file

ROOT = Path(__file__).resolve().parents[1]

# What a widget gets as its font, and what a request for a named family gets, in a fresh
# process (fontconfig reads its configuration once per process).
PROBE = """
import os, sys
sys.path.insert(0, os.getcwd())
from tests.system_font import use_chosen_font
print(use_chosen_font())
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication
app = QApplication(["probe", "-platform", "offscreen"])
print(QFontInfo(app.font()).family())
print(QFontInfo(QFont("DejaVu Sans Mono")).family())
"""


def probe(font: str) -> list[str]:
    env = {**os.environ, "KNASTER_TEST_FONT": font}
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()[-3:]


@pytest.mark.linux_only  # fontconfig
def test_the_chosen_family_is_the_default_font_of_the_run() -> None:
    # DejaVu Sans is what CI installs; on a machine whose default is another font (Noto
    # Sans, say) this shows the switch at work, on CI at least that it keeps the default.
    assert probe("dejavu") == ["DejaVu Sans", "DejaVu Sans", "DejaVu Sans Mono"]


def test_the_file_puts_the_family_first_for_sans_serif_then_reads_the_machines() -> None:
    text = fontconfig_file("Noto Sans", "/etc/fonts/fonts.conf")
    assert text.index("<string>Sans Serif</string>") < text.index("<include")
    assert text.count('mode="prepend_first" binding="strong"><string>Noto Sans</string>') == 2
    assert '<include ignore_missing="no">/etc/fonts/fonts.conf</include>' in text


def test_an_unknown_font_name_stops_the_run(monkeypatch) -> None:
    from tests.system_font import chosen_family

    monkeypatch.setenv("KNASTER_TEST_FONT", "comic")
    with pytest.raises(SystemExit, match="dejavu, liberation, noto"):
        chosen_family()
