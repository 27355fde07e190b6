"""Paint into an SVG document, to read back the text a painter wrote (labels, numbers)."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QIODevice, QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator


def svg_of(paint: Callable[[QPainter, QRectF], object], width: int, height: int) -> str:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(width, height))
    generator.setViewBox(QRectF(0, 0, width, height))
    painter = QPainter(generator)
    paint(painter, QRectF(0, 0, width, height))
    painter.end()
    return bytes(buffer.data().data()).decode("utf-8")


def texts(svg: str) -> list[str]:
    """Every piece of text in the document, in order."""
    return [text.strip() for text in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
