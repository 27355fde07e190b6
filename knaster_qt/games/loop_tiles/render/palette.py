"""The fixed colours of board, tiles and pad: they ignore the desktop's theme, like a real set.

The bonus colours run from light to dark and alternate warm and cool, and every bonus
square also carries its printed label ("x3"), so no one has to tell colours apart.
Printed colours are opaque (PDFs keep them as plain fills); the screen overlays may
be translucent.
"""

from __future__ import annotations

from PySide6.QtGui import QColor


class LoopColors:
    """Named colours; one shared instance, COLORS."""

    paper: QColor = QColor("#fdfcf7")
    frame: QColor = QColor("#25434b")  # the board's surround and the grooves between squares
    frame_text: QColor = QColor("#dfe9e4")  # column letters and row numbers
    square: QColor = QColor("#e9e3cf")  # a plain square
    centre: QColor = QColor("#b5452f")  # the start square's circle
    # multiplier → (fill, label); x2 and x4 light with dark labels, the others dark.
    bonus: dict[int, tuple[QColor, QColor]] = {  # noqa: RUF012 (read-only table)
        2: (QColor("#a9d6e5"), QColor("#17384a")),
        3: (QColor("#2f6fa8"), QColor("#ffffff")),
        4: (QColor("#f2b5c4"), QColor("#5a1b2b")),
        5: (QColor("#c23b48"), QColor("#ffffff")),
        6: (QColor("#4b2f73"), QColor("#f4d35e")),
    }
    tile_face: QColor = QColor("#fbf6e6")
    tile_edge: QColor = QColor("#9c8f6e")
    tile_shadow: QColor = QColor("#1a2f35")
    tile_back: QColor = QColor("#3d6570")  # a hidden rack tile
    tile_back_pattern: QColor = QColor("#5b8791")
    line: QColor = QColor("#163a5c")  # the tile's lines: dark blue ink
    line_light: QColor = QColor("#5f93bf")  # the highlight along a line
    value: QColor = QColor("#8a2a16")
    fit: QColor = QColor(88, 196, 92, 120)  # a square where the held tile fits
    fit_frame: QColor = QColor("#2e8b3a")
    hover_frame: QColor = QColor("#f0a202")
    points_fill: QColor = QColor("#f0a202")
    points_text: QColor = QColor("#1c1c1c")
    this_turn: QColor = QColor("#f0a202")  # frames of the tiles placed this turn
    last_turn: QColor = QColor("#8e44ad")  # marks of last turn's tiles
    selected: QColor = QColor("#f0a202")  # the rack tile held by a click
    slot: QColor = QColor("#d9d2bb")  # an empty rack slot
    dim_veil: QColor = QColor(253, 252, 247, 150)  # over a rack tile that fits nowhere
    pad_ink: QColor = QColor("#2b3a2f")  # the pad's print
    pad_rule: QColor = QColor("#8aa39a")
    pad_band: QColor = QColor("#e6efe9")  # every other turn row, and the heads
    pad_highlight: QColor = QColor("#fff1c2")  # a highlighted player's column
    pen: QColor = QColor(22, 45, 140)  # figures written on a filled pad


COLORS = LoopColors()
