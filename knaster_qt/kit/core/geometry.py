"""Rectangles in millimetres (or any painter unit), without Qt: what a game's geometry returns."""

from __future__ import annotations

from typing import NamedTuple


class RectMM(NamedTuple):
    """A rectangle in millimetres: left, top, width, height."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h
