"""What a person sees in a window, measured: cut texts, unreadable texts, blurred sheets.

The checks of tests/screens/test_scale_and_scheme.py, run inside a program whose screen has
another device pixel ratio or a dark colour scheme (tests/screens/window_report.py); they
compare sizes and colours, never a font's exact metrics, so they hold on any machine.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QFrame,
    QLabel,
    QLineEdit,
    QWidget,
)

# WCAG 2's contrast ratio for text: 4.5 for body text, 3 for large (bold 14 pt) text. The
# window's texts must reach the body text's ratio; 3 is allowed for disabled texts only.
READABLE = 4.5


def name_of(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QLabel | QAbstractButton | QLineEdit) else ""
    name = widget.objectName() or type(widget).__name__
    return f"{name} {text[:40]!r}" if text else name


def shown(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` is on screen in ``window``: visible, with a size, not scrolled away
    (a scroll area's content is judged by what the area itself shows)."""
    if not widget.isVisible() or widget.width() <= 0 or widget.height() <= 0:
        return False
    return widget.window() is window


def _in_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def needed_size(widget: QWidget) -> QSize:
    """The room ``widget``'s text needs: a wrapped label's height for its width, else the
    size hint (text, margins and, for buttons, the style's frame)."""
    if isinstance(widget, QLabel) and widget.wordWrap():
        return QSize(1, widget.heightForWidth(widget.width()))
    return widget.sizeHint()


def texts_shown(window: QWidget) -> list[QLabel | QAbstractButton]:
    """The labels and buttons with a text that ``window`` shows."""
    return [
        widget
        for widget in [window, *window.findChildren(QWidget)]
        if isinstance(widget, QLabel | QAbstractButton) and widget.text() and shown(widget, window)
    ]


def clipped_texts(window: QWidget) -> list[str]:
    """The labels and buttons of ``window`` whose text needs more room than they have."""
    found = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not isinstance(widget, QLabel | QAbstractButton) or not shown(widget, window):
            continue
        if not widget.text() or (isinstance(widget, QLabel) and widget.textFormat() == 1):
            continue  # rich text labels lay out their own lines
        if isinstance(widget, QLabel) and widget.text().startswith("<"):
            continue
        need = needed_size(widget)
        if need.width() > widget.width() or need.height() > widget.height():
            found.append(
                f"{name_of(widget)} needs {need.width()}x{need.height()},"
                f" has {widget.width()}x{widget.height()}"
            )
    return found


def cut_off(window: QWidget) -> list[str]:
    """The labels and buttons that reach beyond ``window``'s edge (outside a scroll area,
    which shows the rest when scrolled)."""
    found = []
    for widget in texts_shown(window):
        if _in_scroll_area(widget):
            continue
        place = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
        if not window.rect().contains(place):
            found.append(f"{name_of(widget)} at {place.getRect()} beyond {window.size().toTuple()}")
    return found


def blurred_icons(window: QWidget) -> list[str]:
    """The icons and pictures of ``window`` that have fewer pixels than the screen shows
    them with (Qt enlarges them: blurred): a button's icon at its size times the ratio, a
    label's picture at the screen's ratio."""
    found = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not shown(widget, window):
            continue
        ratio = widget.devicePixelRatioF()
        if isinstance(widget, QAbstractButton) and not widget.icon().isNull():
            size = widget.iconSize()
            pixmap = widget.icon().pixmap(size, ratio)
            need = QSize(round(size.width() * ratio), round(size.height() * ratio))
            if pixmap.width() < need.width() - 1 and pixmap.height() < need.height() - 1:
                found.append(f"{name_of(widget)}: {pixmap.size().toTuple()} for {need.toTuple()}")
        elif isinstance(widget, QLabel) and not widget.pixmap().isNull():
            pixmap = widget.pixmap()
            if pixmap.devicePixelRatio() < ratio - 0.01:
                found.append(f"{name_of(widget)}: a picture for ratio {pixmap.devicePixelRatio()}")
    return found


def light_boxes(window: QWidget) -> list[str]:
    """In a dark window, the boxes a style sheet fills with a light colour (a banner, a
    callout that keeps its light-scheme colours and glares)."""
    if window.palette().color(QPalette.ColorRole.Window).lightness() >= 128:
        return []  # a light window: light boxes belong in it
    found = []
    for widget in window.findChildren(QFrame):  # QLabel is a QFrame
        if not shown(widget, window) or not widget.styleSheet():
            continue
        widget.ensurePolished()
        fill = widget.palette().color(widget.backgroundRole())
        if "background" in widget.styleSheet() and fill.lightness() > 160:
            found.append(f"{name_of(widget)}: {fill.name()} in a dark window")
    return found


def luminance(color: QColor) -> float:
    """WCAG 2's relative luminance of an opaque colour."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(color.redF())
        + 0.7152 * linear(color.greenF())
        + 0.0722 * linear(color.blueF())
    )


def contrast(first: QColor, second: QColor) -> float:
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _background(widget: QWidget) -> QColor:
    """The colour behind ``widget``'s text: its own fill, else the nearest filled parent's."""
    current: QWidget | None = widget
    while current is not None:
        palette = current.palette()
        if current.autoFillBackground() or current.isWindow() or current.styleSheet():
            return palette.color(current.backgroundRole())
        current = current.parentWidget()
    return widget.palette().color(QPalette.ColorRole.Window)


def unreadable_texts(window: QWidget) -> list[str]:
    """The enabled labels and text fields of ``window`` whose text colour is too close to
    their background (a style sheet's colours are in the palette once it is polished)."""
    found = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, QLabel | QLineEdit) or not widget.text():
            continue
        if not shown(widget, window) or not widget.isEnabled():
            continue
        widget.ensurePolished()
        if isinstance(widget, QLineEdit):  # typed text on the field's own base
            ink = widget.palette().color(QPalette.ColorRole.Text)
            paper = widget.palette().color(QPalette.ColorRole.Base)
        else:
            ink = widget.palette().color(widget.foregroundRole())
            paper = _background(widget)
        ratio = contrast(ink, paper)
        if ratio < READABLE:
            found.append(f"{name_of(widget)}: {ink.name()} on {paper.name()} ({ratio:.1f}:1)")
    return found


def main_colour(image: QImage, area: QRect | None = None) -> QColor:
    """The colour most pixels of ``image`` (within ``area``, device pixels) have."""
    area = image.rect() if area is None else area
    step = max(1, min(area.width(), area.height()) // 60)
    counts: Counter[int] = Counter(
        image.pixel(x, y)
        for y in range(area.top(), area.bottom() + 1, step)
        for x in range(area.left(), area.right() + 1, step)
    )
    return QColor.fromRgb(counts.most_common(1)[0][0])


def _grey_bytes(image: QImage) -> tuple[bytes, int, int]:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    width, height = grey.width(), grey.height()
    line = grey.bytesPerLine()
    data = bytes(grey.constBits())
    return b"".join(data[y * line : y * line + width] for y in range(height)), width, height


def _resized(image: QImage, width: int, height: int) -> QImage:
    return image.scaled(
        width,
        height,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def drawn_smaller(image: QImage, factor: float) -> QImage:
    """``image`` as it looks when drawn ``factor`` times smaller and then enlarged to its size
    (what a sheet drawn in logical pixels on a screen of ratio ``factor`` looks like)."""
    plain = image.copy()
    plain.setDevicePixelRatio(1.0)
    small = _resized(plain, round(plain.width() / factor), round(plain.height() / factor))
    return _resized(small, plain.width(), plain.height())


def fine_detail(image: QImage, factor: float) -> float:
    """How much of ``image``'s detail is finer than ``factor`` pixels: the mean difference
    (0-255) to ``drawn_smaller(image, factor)``. An image that was drawn smaller and enlarged
    (blurred) loses little by that; one drawn at its full size loses its fine lines' edges."""
    first, _, _ = _grey_bytes(image)
    second, _, _ = _grey_bytes(drawn_smaller(image, factor))
    return sum(abs(a - b) for a, b in zip(first, second, strict=True)) / len(first)
