"""The e2e tests drive the window with the same fixtures as tests/shell/views (loaded from there)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "knaster_views_driving",
    Path(__file__).resolve().parent.parent / "shell" / "views" / "conftest.py",
)
assert _spec is not None and _spec.loader is not None
_driving = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_driving)

make_window = _driving.make_window
make_table = _driving.make_table
