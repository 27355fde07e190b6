"""The version shown by the CLI and the package is the one in pyproject.toml."""

from __future__ import annotations

import pytest
from pkg_helpers import pyproject_version

import knaster_qt
from knaster_qt.cli import main


def test_package_version_is_pyprojects() -> None:
    assert knaster_qt.__version__ == pyproject_version()


def test_cli_version_flag_prints_pyprojects_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"knaster-qt {pyproject_version()}"
