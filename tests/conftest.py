"""Test-wide setup: Qt draws offscreen unless KNASTER_TEST_DISPLAY asks for a real screen."""

from __future__ import annotations

import os

if not os.environ.get("KNASTER_TEST_DISPLAY"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("KNASTER_QT_NO_ANIMATION", "1")
