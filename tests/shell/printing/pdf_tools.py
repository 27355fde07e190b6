"""Helpers for the printing tests: poppler's pdfinfo, pdftotext and pdftoppm, and image comparison."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QTransform

from knaster_qt.shell.printing.page_layout import SheetSlot
from tests.platform_needs import need_tools

POINTS_PER_MM = 72 / 25.4


def poppler(arguments: list[str]) -> subprocess.CompletedProcess[str]:
    """Run a poppler tool; without poppler the test skips (fails on Linux CI)."""
    need_tools(arguments[0])
    return subprocess.run(arguments, check=True, capture_output=True, text=True)


def pdf_info(path: Path) -> dict[str, str]:
    output = poppler(["pdfinfo", str(path)]).stdout
    return {
        key.strip(): value.strip()
        for key, _, value in (line.partition(":") for line in output.splitlines())
    }


def page_count(path: Path) -> int:
    return int(pdf_info(path)["Pages"])


def page_size_mm(path: Path) -> tuple[float, float]:
    """Every page's size must be the same; returns it in millimetres."""
    output = poppler(["pdfinfo", "-f", "1", "-l", "9999", str(path)]).stdout
    sizes = set(re.findall(r"Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts", output))
    assert len(sizes) == 1, sizes
    width, height = sizes.pop()
    return float(width) / POINTS_PER_MM, float(height) / POINTS_PER_MM


def pdf_text(path: Path) -> str:
    return poppler(["pdftotext", "-layout", str(path), "-"]).stdout


def page_image(path: Path, page: int, dpi: int, folder: Path) -> QImage:
    prefix = folder / f"page-{page}"
    poppler(
        [
            "pdftoppm",
            "-r",
            str(dpi),
            "-png",
            "-f",
            str(page),
            "-l",
            str(page),
            "-singlefile",
            str(path),
            str(prefix),
        ]
    )
    image = QImage(str(prefix.with_suffix(".png")))
    assert not image.isNull()
    return image


def sheet_from_page(page: QImage, slot: SheetSlot, dpi: int, width: int, height: int) -> QImage:
    """The sheet in a slot of a rendered page, turned upright and scaled to width x height."""
    px = dpi / 25.4
    area = QRect(
        round(slot.x * px), round(slot.y * px), round(slot.width * px), round(slot.height * px)
    )
    sheet = page.copy(area)
    if slot.turned:  # printed a quarter turn clockwise: turn it back
        sheet = sheet.transformed(QTransform().rotate(-90))
    scaled = sheet.scaled(
        width,
        height,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    return scaled.convertToFormat(QImage.Format.Format_RGB32)


def differing_fraction(a: QImage, b: QImage, threshold: int) -> float:
    """The share of pixels where some colour channel differs by more than ``threshold``."""
    assert a.size() == b.size()
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    differing = 0
    for y in range(a.height()):
        row_a = bytes(a.constScanLine(y))[: a.width() * 4]
        row_b = bytes(b.constScanLine(y))[: b.width() * 4]
        for x in range(0, len(row_a), 4):
            if max(abs(row_a[x + c] - row_b[x + c]) for c in range(3)) > threshold:
                differing += 1
    return differing / (a.width() * a.height())
