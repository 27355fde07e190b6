"""Where a printed sheet's words land, measured with the fonts the painter really uses.

A :class:`RecordingPainter` is the painter a sheet is printed with, on a vector device (as a
PDF or a printer is): every word it draws and every line, frame and shape it draws is noted
in the sheet's millimetres. :func:`misfits` then lists each word that is not inside its box
with a margin: one that crosses or comes closer than the margin to a line or a frame's edge
(runs past its box, or is squeezed against its border), overlaps another word, or is set
smaller than a printed word may be (squeezed by shrinking).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPicture, QTransform

CLEARANCE_MM = 0.5  # the least room between a word's ink and a line or another word
SMALLEST_MM = 2.0  # the least em of a printed word (about 5.7 pt)


@dataclass(frozen=True)
class Word:
    text: str
    ink: QRectF  # millimetres on the sheet
    size_mm: float  # the font's em
    box: QRectF | None  # the rectangle it was drawn into, where Qt cuts it off (None: not)


@dataclass(frozen=True)
class Shape:
    rect: QRectF  # millimetres on the sheet: a frame, filled box, circle or drawn path
    kind: str


class RecordingPainter(QPainter):
    """A QPainter that notes what it draws (the painters call it from Python)."""

    def __init__(self, device: QPicture, mm_to_device: QTransform) -> None:
        super().__init__(device)
        self._to_mm, _ok = mm_to_device.inverted()
        self.words: list[Word] = []
        self.shapes: list[Shape] = []
        self.lines: list[QLineF] = []

    def _world_to_mm(self) -> QTransform:
        return self.worldTransform() * self._to_mm

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        if len(args) == 3 and isinstance(args[0], QRectF):
            rect, flags, text = args
            assert isinstance(flags, (int, Qt.AlignmentFlag)) and isinstance(text, str)
            self._note_text(rect, Qt.AlignmentFlag(int(flags)), text)
        else:  # a point and a text: its baseline starts there
            point, text = args[0], args[-1]
            assert isinstance(point, QPointF) and isinstance(text, str)
            metrics = QFontMetricsF(self.font())
            rect = QRectF(point.x(), point.y() - metrics.ascent(), 1e6, metrics.height())
            self._note_text(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
        super().drawText(*args)  # type: ignore[call-overload]

    def _note_text(self, rect: QRectF, flags: Qt.AlignmentFlag, text: str) -> None:
        if not text.strip():
            return
        metrics = QFontMetricsF(self.font())
        lines = text.split("\n")
        block = metrics.height() * len(lines) + metrics.leading() * (len(lines) - 1)
        if flags & Qt.AlignmentFlag.AlignTop:
            top = rect.top()
        elif flags & Qt.AlignmentFlag.AlignBottom:
            top = rect.bottom() - block
        else:
            top = rect.top() + (rect.height() - block) / 2
        to_mm = self._world_to_mm()
        size = self.font().pixelSize() * abs(to_mm.determinant()) ** 0.5
        for index, line in enumerate(lines):
            if not line.strip():
                continue
            advance = metrics.horizontalAdvance(line)
            if flags & Qt.AlignmentFlag.AlignRight:
                left = rect.right() - advance
            elif flags & Qt.AlignmentFlag.AlignHCenter:
                left = rect.left() + (rect.width() - advance) / 2
            else:
                left = rect.left()
            baseline = top + index * metrics.lineSpacing() + metrics.ascent()
            ink = metrics.tightBoundingRect(line).translated(left, baseline)
            clipped = not flags & Qt.TextFlag.TextDontClip.value
            box = to_mm.mapRect(rect) if clipped else None
            self.words.append(Word(line, to_mm.mapRect(ink), size, box))

    def _note_shape(self, rect: QRectF, kind: str) -> None:
        self.shapes.append(Shape(self._world_to_mm().mapRect(rect), kind))

    def drawRect(self, *args: object) -> None:  # type: ignore[override]
        if isinstance(args[0], QRectF):
            self._note_shape(args[0], "rect")
        super().drawRect(*args)  # type: ignore[call-overload]

    def drawRoundedRect(self, *args: object) -> None:  # type: ignore[override]
        if isinstance(args[0], QRectF):
            self._note_shape(args[0], "rect")
        super().drawRoundedRect(*args)  # type: ignore[call-overload]

    def drawEllipse(self, *args: object) -> None:  # type: ignore[override]
        if isinstance(args[0], QRectF):
            self._note_shape(args[0], "ellipse")
        elif isinstance(args[0], QPointF):
            centre, rx, ry = args[0], float(args[1]), float(args[2])  # type: ignore[arg-type]
            self._note_shape(QRectF(centre.x() - rx, centre.y() - ry, 2 * rx, 2 * ry), "ellipse")
        super().drawEllipse(*args)  # type: ignore[call-overload]

    def drawPath(self, path: QPainterPath) -> None:  # type: ignore[override]
        self._note_shape(path.boundingRect(), "path")
        super().drawPath(path)

    def fillRect(self, *args: object) -> None:  # type: ignore[override]
        if isinstance(args[0], QRectF):
            self._note_shape(args[0], "rect")
        super().fillRect(*args)  # type: ignore[call-overload]

    def drawLine(self, *args: object) -> None:  # type: ignore[override]
        if len(args) == 2 and isinstance(args[0], QPointF):
            line = QLineF(args[0], args[1])  # type: ignore[arg-type]
        elif isinstance(args[0], QLineF):
            line = args[0]
        else:
            line = QLineF(*args)  # type: ignore[arg-type]
        self.lines.append(self._world_to_mm().map(line))
        super().drawLine(*args)  # type: ignore[call-overload]


def record(sheet: object) -> RecordingPainter:
    """Print one Printable (knaster_qt.printable) at its natural size and note what it drew."""
    width, height = sheet.size_mm  # type: ignore[attr-defined]
    picture = QPicture()
    painter = RecordingPainter(picture, QTransform())
    try:
        sheet.paint(painter, QRectF(0, 0, width, height))  # type: ignore[attr-defined]
    finally:
        painter.end()
    return painter


def _edges(rect: QRectF) -> list[QLineF]:
    return [
        QLineF(rect.topLeft(), rect.topRight()),
        QLineF(rect.topRight(), rect.bottomRight()),
        QLineF(rect.bottomRight(), rect.bottomLeft()),
        QLineF(rect.bottomLeft(), rect.topLeft()),
    ]


def _crosses(area: QRectF, line: QLineF) -> bool:
    """Whether a (straight, axis-parallel or slanted) line passes through ``area``."""
    if area.contains(line.p1()) or area.contains(line.p2()):
        return True
    return any(
        edge.intersects(line)[0] == QLineF.IntersectionType.BoundedIntersection
        for edge in _edges(area)
    )


def misfits(painter: RecordingPainter) -> list[str]:
    """Every word that is not inside its box with a margin, said in a line each."""
    found: list[str] = []
    m = CLEARANCE_MM
    for word in painter.words:
        room = word.ink.adjusted(-m, -m, m, m)
        if word.size_mm < SMALLEST_MM - 1e-6:
            found.append(f"{word.text!r} is set at {word.size_mm:.2f} mm, under {SMALLEST_MM}")
        if word.box is not None and not word.box.adjusted(-0.05, -0.05, 0.05, 0.05).contains(
            word.ink
        ):
            found.append(f"{word.text!r} at {_mm(word.ink)} is cut off by its box {_mm(word.box)}")
        for line in painter.lines:
            if _crosses(room, line):
                found.append(f"{word.text!r} at {_mm(word.ink)} touches the line {_line(line)}")
        for shape in painter.shapes:
            inside = shape.rect.contains(room)
            apart = not shape.rect.intersects(room)
            if not (inside or apart):
                found.append(
                    f"{word.text!r} at {_mm(word.ink)} runs over the {shape.kind} {_mm(shape.rect)}"
                )
        for other in painter.words:
            if other is not word and other.ink.intersects(word.ink):
                found.append(f"{word.text!r} overlaps {other.text!r}")
    return found


def _mm(rect: QRectF) -> str:
    return f"({rect.left():.1f}, {rect.top():.1f})-({rect.right():.1f}, {rect.bottom():.1f})"


def _line(line: QLineF) -> str:
    return f"({line.x1():.1f}, {line.y1():.1f})-({line.x2():.1f}, {line.y2():.1f})"
