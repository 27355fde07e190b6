"""The fixed colours of the sheet: paper, print, pen and the six dice colours.

The dice colours are chosen to print well and to stay apart in greyscale too (a
black-and-white printer, or a player who does not see colours): their lightness runs
black 0.15, blue 0.30, red 0.44, green 0.60, yellow 0.82, white 1.0. Every colour
carries its symbol as well (``symbols``), so nothing depends on colour alone.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from knaster_qt.games.exact_hit.core.sheets import COLOURS


class SheetColors:
    """Named colours; one shared instance, COLORS."""

    paper: QColor = QColor("#fdfcf7")  # off-white paper, as Knaster's pad
    print_text: QColor = QColor("#2b2f36")  # printed text and frames
    frame: QColor = QColor("#5b6170")
    faint: QColor = QColor("#8a8f99")  # small captions
    writing: QColor = QColor("#ffffff")  # the writing area of a field
    ink: QColor = QColor(22, 45, 140)  # blue ballpoint pen, as on Knaster's sheet
    ink_preview: QColor = QColor(22, 45, 140, 95)  # hover preview of a write or a cross
    current_row: QColor = QColor("#ffe9a8")  # the band behind the row being filled
    current_frame: QColor = QColor("#d9822b")
    target: QColor = QColor("#e4f2d7")  # writing areas a click may fill now
    target_frame: QColor = QColor("#2f6b22")
    hover: QColor = QColor("#d3ecc0")
    focus: QColor = QColor("#111827")  # keyboard focus frame
    dim_veil: QColor = QColor(253, 252, 247, 120)  # laid over a sheet that is not to play


COLORS = SheetColors()

# The dice colours, in COLOURS order (black blue yellow red green white).
DICE_FILLS: tuple[QColor, ...] = (
    QColor("#262626"),  # black
    QColor("#1f4fa8"),  # blue
    QColor("#f5d547"),  # yellow
    QColor("#da4330"),  # red
    QColor("#62bd5c"),  # green
    QColor("#ffffff"),  # white: framed, it is the paper's colour
)
# What is printed on a fill (the field's number, the symbol): light on dark, dark on light.
ON_FILL: tuple[QColor, ...] = (
    QColor("#ffffff"),
    QColor("#ffffff"),
    QColor("#2b2f36"),
    QColor("#ffffff"),
    QColor("#0f260e"),
    QColor("#2b2f36"),
)
assert len(DICE_FILLS) == len(ON_FILL) == len(COLOURS)
