"""Find the shipped data files the same way from source, an installed wheel and a bundle."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def data_root() -> Path:
    """The folder holding ``resources/``.

    A PyInstaller bundle unpacks it beside its own files (``sys._MEIPASS``); a
    source checkout has it beside the package; an installed wheel carries it
    inside the package as ``knaster_qt/resources``.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None and (Path(bundle) / "resources").is_dir():
        return Path(bundle)
    source_tree = _PACKAGE_DIR.parent
    if (source_tree / "resources" / "sheets").is_dir():
        return source_tree
    return _PACKAGE_DIR


def resource_path(*parts: str) -> Path:
    """Path of a file under ``resources/``, e.g. ``resource_path("sheets", "A.json")``."""
    return data_root().joinpath("resources", *parts)
