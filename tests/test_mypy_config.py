"""mypy (strict) checks the whole package; only the modules pyside6-uic generates are left
out, and exactly those (`make test` and `make lint` run mypy with this configuration)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_is_strict_on_the_whole_package_but_the_generated_modules() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["knaster_qt"]
    assert config["strict"] is True
    generated = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in (ROOT / "knaster_qt").rglob("ui_*.py")
        if "Form generated from reading UI file" in path.read_text(encoding="utf-8")
    }
    assert len(generated) >= 6
    excluded = re.compile(config["exclude"][0])
    for path in (ROOT / "knaster_qt").rglob("*.py"):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        assert bool(excluded.search(path.relative_to(ROOT).as_posix())) == (module in generated)
    assert set(config["untyped_calls_exclude"]) == generated
    (override,) = config["overrides"]
    assert set(override["module"]) == generated and override["ignore_errors"] is True
