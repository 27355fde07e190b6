"""The fixed colours of the pad and of the pen: the sheet ignores the desktop's theme."""

from __future__ import annotations

from PySide6.QtGui import QColor


class SheetColors:
    """Named colours; one shared instance, COLORS."""

    paper: QColor = QColor("#fdfcf7")  # off-white paper
    green: QColor = QColor("#a9d48c")  # the grid's cells
    green_target: QColor = QColor("#c3e4ab")  # cells a click may act on now
    green_hover: QColor = QColor("#d9f0c8")
    green_dark: QColor = QColor("#2f6b22")  # borders and printed text
    field: QColor = QColor("#ffffff")  # white fields
    print_text: QColor = QColor("#30352d")
    coordinates: QColor = QColor("#8fb083")  # a1..e5 at the grid's edge on screen: pale
    ink: QColor = QColor(22, 45, 140)  # blue ballpoint pen (opaque: PDFs keep strokes as strokes)
    ink_preview: QColor = QColor(22, 45, 140, 95)  # hover preview of a write or a circle
    bonus: QColor = QColor("#ffc53d")  # the line that asks for its bonus circles now
    bonus_frame: QColor = QColor("#d9822b")  # its cells' frames and its white field's frame
    bonus_waiting: QColor = QColor("#efe9c4")  # due lines whose turn comes later: quieter
    plain_line: QColor = QColor("#cdd5c6")  # just completed without a combination: no bonus
    scored_glow: QColor = QColor("#fff1b8")  # a white field whose circle is being drawn
    hint_fill: QColor = QColor("#f9d2b1")
    hint_frame: QColor = QColor("#c2410c")
    focus: QColor = QColor("#111827")  # keyboard focus frame
    dim_veil: QColor = QColor(253, 252, 247, 120)  # laid over a sheet that is not to play


COLORS = SheetColors()
