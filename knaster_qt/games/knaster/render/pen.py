"""Pen marks that look drawn by hand: slightly irregular circles and a small tilt per number.

Each mark's irregularity comes from a fixed seed (the cell or line it belongs to),
so a sheet looks the same every time it is painted, on screen and on paper.
"""

from __future__ import annotations

import math
import random
from functools import cache

from PySide6.QtGui import QPainterPath

CIRCLE_POINTS = 72


@cache
def pen_circle(
    centre_x: float, centre_y: float, radius_x: float, radius_y: float, seed: int
) -> QPainterPath:
    """A closed-ish loop around a centre, as a hand circles a number: it overshoots its start.

    The radius wobbles a little and the loop ends slightly inside where it began,
    like a quick stroke of a pen. Coordinates are millimetres.
    """
    rng = random.Random(seed)
    start = rng.uniform(0.0, 2 * math.pi)
    overshoot = rng.uniform(0.3, 0.6)  # radians past a full turn
    tilt = rng.uniform(-0.25, 0.25)
    wobble_phase = rng.uniform(0.0, 2 * math.pi)
    wobble = rng.uniform(0.02, 0.045)
    sweep = 2 * math.pi + overshoot
    cos_tilt, sin_tilt = math.cos(tilt), math.sin(tilt)
    path = QPainterPath()
    for step in range(CIRCLE_POINTS + 1):
        fraction = step / CIRCLE_POINTS
        angle = start + sweep * fraction
        # The stroke drifts inwards as it closes, so the two ends do not meet exactly.
        scale = 1.04 + wobble * math.sin(2 * angle + wobble_phase) - 0.12 * fraction
        dx = radius_x * scale * math.cos(angle)
        dy = radius_y * scale * math.sin(angle)
        x = centre_x + dx * cos_tilt - dy * sin_tilt
        y = centre_y + dx * sin_tilt + dy * cos_tilt
        if step == 0:
            path.moveTo(x, y)
        else:
            path.lineTo(x, y)
    return path


@cache
def number_tilt(seed: int) -> tuple[float, float, float]:
    """(degrees of rotation, x offset mm, y offset mm) for a handwritten number."""
    rng = random.Random(seed * 7919 + 17)
    return rng.uniform(-5.0, 4.0), rng.uniform(-0.4, 0.4), rng.uniform(-0.35, 0.35)


@cache
def pen_circle_part(
    centre_x: float, centre_y: float, radius_x: float, radius_y: float, seed: int, steps: int
) -> QPainterPath:
    """The first ``steps`` of the CIRCLE_POINTS strokes of ``pen_circle``: the circle being drawn."""
    whole = pen_circle(centre_x, centre_y, radius_x, radius_y, seed)
    steps = min(max(steps, 1), CIRCLE_POINTS)
    path = QPainterPath()
    start = whole.elementAt(0)
    path.moveTo(start.x, start.y)
    for index in range(1, steps + 1):
        point = whole.elementAt(index)
        path.lineTo(point.x, point.y)
    return path
