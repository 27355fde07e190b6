"""The sheet view's tests drive the whole window with tests/shell/views' fixtures (loaded from there)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "knaster_sheet_views_driving",
    Path(__file__).resolve().parents[3] / "shell" / "views" / "conftest.py",
)
assert _spec is not None and _spec.loader is not None
_driving = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_driving)

make_window = _driving.make_window
make_table = _driving.make_table
