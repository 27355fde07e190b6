"""Test-wide setup: Qt draws offscreen unless KNASTER_TEST_DISPLAY asks for a real screen."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

# Property tests explore the same examples on every run, so CI cannot turn red by luck;
# HYPOTHESIS_PROFILE=explore searches new examples (and keeps failures in .hypothesis/).
settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

if not os.environ.get("KNASTER_TEST_DISPLAY"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("KNASTER_QT_NO_ANIMATION", "1")


@pytest.fixture(autouse=True)
def private_data_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Autosave, records and settings of every test go to a fresh folder, never the user's."""
    monkeypatch.setenv("KNASTER_QT_DATA_DIR", str(tmp_path_factory.mktemp("knaster-data")))
