"""Sheet layouts (side A, side B, ...): the points printed in each line's white field.

Layouts are JSON data files under ``resources/sheets/`` so that a new variant of
the pad needs no code; a file that is not a valid layout raises LayoutError.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from knaster_qt.assets import resource_path
from knaster_qt.games.knaster.core.errors import LayoutError
from knaster_qt.games.knaster.core.notation import LINE_NAMES
from knaster_qt.kit.core.data_file import json_object

LAYOUT_FORMAT = "knaster-sheet 1"
DEFAULT_LAYOUT = "A"  # a new game's sheet side unless one is chosen


@dataclass(frozen=True)
class SheetLayout:
    """One side of the pad: its id (as in transcripts), a display name, points per line."""

    id: str
    name: str
    line_points: tuple[int, ...]  # indexed like LINE_NAMES

    @property
    def max_line_points(self) -> int:
        return sum(self.line_points)

    def points(self, line_name: str) -> int:
        return self.line_points[LINE_NAMES.index(line_name)]


def parse_layout(text: str, source: str = "<layout>") -> SheetLayout:
    """Build a layout from the JSON text of a layout file, checking every field."""
    data = json_object(text, source, LAYOUT_FORMAT, LayoutError, "a layout is a JSON object")
    layout_id = data.get("id")
    if not isinstance(layout_id, str) or not layout_id or not layout_id.isalnum():
        raise LayoutError(f"{source}: 'id' must be a short word of letters and digits")
    name = data.get("name", f"Side {layout_id}")
    if not isinstance(name, str) or not name.strip():
        raise LayoutError(f"{source}: 'name' must be a non-empty text")
    points = data.get("line_points")
    if not isinstance(points, dict):
        raise LayoutError(f"{source}: 'line_points' must map each line to its points")
    missing = [line for line in LINE_NAMES if line not in points]
    if missing:
        raise LayoutError(f"{source}: 'line_points' has no points for {', '.join(missing)}")
    unknown = sorted(set(points) - set(LINE_NAMES))
    if unknown:
        raise LayoutError(f"{source}: 'line_points' names unknown lines {', '.join(unknown)}")
    for line in LINE_NAMES:
        value = points[line]
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 99:
            raise LayoutError(f"{source}: points of {line} must be a whole number 0..99")
    return SheetLayout(layout_id, name, tuple(points[line] for line in LINE_NAMES))


def load_layout_file(path: Path) -> SheetLayout:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise LayoutError(f"{path}: cannot read layout ({error})") from None
    layout = parse_layout(text, str(path))
    if layout.id != path.stem:
        raise LayoutError(f"{path}: id '{layout.id}' does not match the file name")
    return layout


@cache
def available_layouts() -> dict[str, SheetLayout]:
    """Every shipped layout by id, in file-name order (A, B, ...)."""
    folder = resource_path("sheets")
    layouts = {}
    for path in sorted(folder.glob("*.json")):
        layout = load_layout_file(path)
        layouts[layout.id] = layout
    if not layouts:
        raise LayoutError(f"no sheet layouts found in {folder}")
    return layouts


def load_layout(layout_id: str) -> SheetLayout:
    """The shipped layout with this id (case-sensitive, as in transcripts)."""
    layouts = available_layouts()
    try:
        return layouts[layout_id]
    except KeyError:
        known = ", ".join(layouts)
        raise LayoutError(f"unknown sheet '{layout_id}' (known: {known})") from None
