"""The frozen program's entry script hands child processes the user's library path."""

from __future__ import annotations

import os
import sys

import pytest
from pkg_helpers import load_script

launcher = load_script("packaging/launcher.py")


def test_frozen_app_gives_children_the_users_library_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/knaster-qt/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/home/user/lib")
    launcher.restore_library_path()
    assert os.environ["LD_LIBRARY_PATH"] == "/home/user/lib"
    assert "LD_LIBRARY_PATH_ORIG" not in os.environ


def test_frozen_app_drops_the_bundle_path_the_user_never_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/knaster-qt/_internal")
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG", raising=False)
    launcher.restore_library_path()
    assert "LD_LIBRARY_PATH" not in os.environ


def test_running_from_source_leaves_the_environment_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/somewhere")
    launcher.restore_library_path()
    assert os.environ["LD_LIBRARY_PATH"] == "/somewhere"


def test_only_a_multiprocessing_worker_runs_freeze_support(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import multiprocessing

    calls: list[bool] = []
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: calls.append(True))
    monkeypatch.setattr(sys, "argv", ["knaster-qt", "--smoke-test"])
    launcher.run_multiprocessing_worker()
    assert calls == []
    monkeypatch.setattr(sys, "argv", ["knaster-qt", "--multiprocessing-fork", "tracker_fd=5"])
    launcher.run_multiprocessing_worker()
    assert calls == [True]
