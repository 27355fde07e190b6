"""Exact Hit's painter: one function draws a sheet, on screen, in images and on paper.

- ``picture``: ``SheetPicture``, plain data (no Qt) saying everything the painter draws.
- ``geometry``: where everything sits on the sheet, in millimetres, and hit testing (no Qt).
- ``sheet_painter``: ``paint_sheet(painter, target, picture)``, ``field_at`` (a point in
  the painted target to (row, position)) and ``render_sheet_image``.
- ``symbols``: each colour's fill and the small symbol that tells it without colour vision.
- ``printing``: the sheets as ``Printable`` s and the two print hooks of the game.
"""
