"""The committed icon files exist in every size, are valid containers and match the SVG source."""

from __future__ import annotations

import struct

import pytest
from pkg_helpers import ROOT, load_script
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

make_icons = load_script("tools/make_icons.py")
ICONS = ROOT / "resources" / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("size", make_icons.PNG_SIZES)
def test_png_sizes_desktops_use_are_committed(size: int) -> None:
    path = ICONS / "png" / make_icons.png_name(size)
    assert _png_size(path.read_bytes()) == (size, size)


def test_ico_holds_every_windows_size() -> None:
    data = (ICONS / "knaster-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sizes = []
    for index in range(count):
        width, height, *_, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        image = data[offset : offset + length]
        assert _png_size(image) == (width or 256, height or 256)
        sizes.append(width or 256)
    assert sizes == sorted(make_icons.ICO_SIZES)


def test_icns_holds_every_macos_element() -> None:
    data = (ICONS / "knaster-qt.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    position, found = 8, {}
    while position < len(data):
        element, length = (
            data[position : position + 4],
            struct.unpack(">I", data[position + 4 : position + 8])[0],
        )
        found[element] = _png_size(data[position + 8 : position + length])[0]
        position += length
    assert found == {element: size for element, size in make_icons.ICNS_TYPES}


def _share_differing(fresh: QImage, committed: QImage) -> float:
    """The share of pixels whose colour differs noticeably (renderers differ in the last bit)."""
    assert fresh.size() == committed.size()
    width, height = fresh.width(), fresh.height()
    differing = sum(
        1
        for y in range(height)
        for x in range(width)
        if max(
            abs(a - b)
            for a, b in zip(
                fresh.pixelColor(x, y).getRgb(), committed.pixelColor(x, y).getRgb(), strict=True
            )
        )
        > 40
    )
    return differing / (width * height)


def test_committed_pngs_match_a_fresh_rendering_of_the_svg(qapp: QApplication) -> None:
    """Catches an SVG edited without running tools/make_icons.py (qapp: render_png needs one)."""
    for size in (48, 256):
        fresh = QImage.fromData(make_icons.render_png(make_icons.SVG, size))
        committed = QImage(str(ICONS / "png" / make_icons.png_name(size)))
        assert _share_differing(fresh, committed) < 0.02, f"{size}px icon differs from the SVG"


TOOLBAR_SVGS = sorted(make_icons.TOOLBAR_DIR.glob("*.svg"))


@pytest.mark.parametrize("svg", TOOLBAR_SVGS, ids=[svg.stem for svg in TOOLBAR_SVGS])
def test_the_apps_own_toolbar_icons_are_committed_in_every_size(qapp: QApplication, svg) -> None:
    """Every toolbar/NAME.svg has its PNGs (the app loads those), drawn from the SVG as it is."""
    for size in make_icons.TOOLBAR_SIZES:
        committed = QImage(str(make_icons.toolbar_png(svg.stem, size)))
        assert committed.size() == QSize(size, size), (svg.name, size)
        fresh = QImage.fromData(make_icons.render_png(svg, size))
        assert _share_differing(fresh, committed) < 0.02, f"{svg.name} at {size}px"
