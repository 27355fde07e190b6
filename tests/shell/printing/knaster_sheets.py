"""Knaster's sheets for the print frame's tests: the frame prints Printables only, so the
tests hand it Knaster's SheetPictures through Knaster's own adapter, as its play area does."""

from __future__ import annotations

from collections.abc import Iterable

from knaster_qt.games.knaster.render.geometry import CELL_MM, SHEET_HEIGHT_MM, SHEET_WIDTH_MM
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.printed import PrintedSheet

KNASTER_SHEET_MM = (SHEET_WIDTH_MM, SHEET_HEIGHT_MM)
__all__ = ["CELL_MM", "KNASTER_SHEET_MM", "printed"]


def printed(pictures: Iterable[SheetPicture]) -> list[PrintedSheet]:
    return [PrintedSheet(picture) for picture in pictures]
