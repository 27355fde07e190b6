"""Shared helpers of the packaging tests: load the scripts under packaging/ and tools/ by path."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.knasterqt.KnasterQt"


def load_script(relative: str) -> ModuleType:
    """Import a script by its path (``packaging`` would clash with the PyPI package of that name)."""
    path = ROOT / relative
    name = "knaster_script_" + path.stem
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def pyproject_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as pyproject:
        version: str = tomllib.load(pyproject)["project"]["version"]
    return version
