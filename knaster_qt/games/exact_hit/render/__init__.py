"""Exact Hit's painter: one function draws a sheet, on screen, in images and on paper.

- ``picture``: ``SheetPicture``, plain data (no Qt) saying everything the painter draws:
  ``SheetPicture.from_game(game, player, **overlays)`` or ``SheetPicture.blank(letter)``.
- ``geometry``: where everything sits on the sheet, in millimetres (no Qt), and hit
  testing: ``field_at_mm(x, y) -> (row, position)``, ``score_at_mm``.
- ``sheet_painter``: ``paint_sheet(painter, target, picture)`` (returns the millimetre
  transform it used), ``field_at`` / ``field_colour_at`` (a point of the painted target to
  (row, position) or (row, colour): what a widget's click means) and ``render_sheet_image``.
- ``printed_sheet`` (what is printed on the sheet), ``ink`` (overlays and the pen),
  ``printed_cache`` (the printed part as images on raster devices), ``palette``,
  ``symbols`` (each colour's symbol, for the dice too), ``fonts``, ``pen``.
- ``printing``: ``PrintableSheet`` and the game's print hooks ``print_blank`` and
  ``print_finished``.
"""
