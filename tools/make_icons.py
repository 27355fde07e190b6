"""Render the application icon SVG to the PNG sizes desktops use, plus Windows .ico and macOS .icns.

Run ``.venv/bin/python tools/make_icons.py`` after editing ``resources/icons/knaster-qt.svg``
or one of the toolbar icons ``resources/icons/toolbar/*.svg`` (the app's own, used where
the desktop's icon theme has none: Windows, macOS) and commit the results: builds then need
no SVG tools and the app no SVG plugin. Qt's own SVG renderer draws the
PNGs; the .ico and .icns containers are written here byte by byte (both simply hold PNG
images), so no image plugin or platform tool (iconutil, icotool) is needed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # knaster_qt from this checkout
ICON_DIR = ROOT / "resources" / "icons"
SVG = ICON_DIR / "knaster-qt.svg"
TOOLBAR_DIR = ICON_DIR / "toolbar"
# A toolbar icon is 24 px in Qt's styles; 16 for menus, 32/48 for 1.25x to 2x screens.
TOOLBAR_SIZES = (16, 24, 32, 48)
# The sizes freedesktop's hicolor theme, the Windows shell and the macOS Dock ask for.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element type -> pixel size (the @2x types hold the doubled size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def png_name(size: int) -> str:
    return f"knaster-qt-{size}.png"


def toolbar_png(name: str, size: int) -> Path:
    """Where the ``size`` px PNG of the toolbar icon ``name`` (``toolbar/NAME.svg``) lives."""
    return TOOLBAR_DIR / f"{name}-{size}.png"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent ``size`` x ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        # Kept in a module global so the application outlives this call.
        globals()["_app"] = QGuiApplication(["make_icons"])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes, PySide6 wants str
        raise SystemExit(f"make_icons: could not encode the {size}px PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries = b""
    images = b""
    for size, png in sorted(pngs.items()):
        # Width/height 0 means 256 in the directory entry.
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose elements are PNG images (the modern icns element types)."""
    body = b"".join(
        element + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for element, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write atomically; report whether the file changed (keeps git diffs honest)."""
    if path.exists() and path.read_bytes() == data:
        return False
    from knaster_qt.storage.atomic import atomic_write_bytes  # the app's one safe writer

    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, data)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=SVG, help="icon source (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=ICON_DIR, help="output folder")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    needed = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: render_png(args.svg, size) for size in sorted(needed)}
    outputs = {args.out / "png" / png_name(size): pngs[size] for size in PNG_SIZES}
    outputs[args.out / "knaster-qt.ico"] = ico_bytes({s: pngs[s] for s in ICO_SIZES})
    outputs[args.out / "knaster-qt.icns"] = icns_bytes(pngs)
    if args.svg == SVG:  # the toolbar's icons go with the app's own icon
        for svg in sorted(TOOLBAR_DIR.glob("*.svg")):
            for size in TOOLBAR_SIZES:
                outputs[toolbar_png(svg.stem, size)] = render_png(svg, size)
    for path, data in outputs.items():
        state = "written" if write_if_changed(path, data) else "unchanged"
        print(f"{state:9} {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
