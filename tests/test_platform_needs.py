"""Tests that need a tool or a right skip where it is missing, except on Linux CI, where they fail."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import platform_needs
from tests.platform_needs import PACKAGES, check_markers, need_tools, tmpfs


class FakeItem:
    """Just the marker lookups of a pytest.Item."""

    def __init__(self, *marks: pytest.MarkDecorator) -> None:
        self.marks = [mark.mark for mark in marks]

    def get_closest_marker(self, name: str) -> pytest.Mark | None:
        return next(self.iter_markers(name), None)

    def iter_markers(self, name: str) -> Iterator[pytest.Mark]:
        return (mark for mark in self.marks if mark.name == name)


@pytest.fixture
def linux(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.setattr(platform_needs, "LINUX", True)
    monkeypatch.setattr(platform_needs, "POSIX", True)
    return monkeypatch


def test_a_missing_tool_skips_with_its_package_off_ci(linux: pytest.MonkeyPatch) -> None:
    linux.delenv("CI", raising=False)
    linux.setattr(platform_needs.shutil, "which", lambda name: None)
    with pytest.raises(pytest.skip.Exception, match=r"needs pdftoppm .*install poppler-utils"):
        need_tools("pdftoppm")
    item = FakeItem(pytest.mark.requires_tools("lpadmin"))
    with pytest.raises(pytest.skip.Exception, match="needs lpadmin"):
        check_markers(item)  # type: ignore[arg-type]


def test_on_linux_ci_a_missing_tool_fails_instead(linux: pytest.MonkeyPatch) -> None:
    linux.setenv("CI", "true")
    item = FakeItem(pytest.mark.requires_tools("sh", "no-such-tool-x"))
    with pytest.raises(pytest.fail.Exception, match="on Linux CI every test must run"):
        check_markers(item)  # type: ignore[arg-type]


def test_on_linux_ci_missing_root_fails(linux: pytest.MonkeyPatch) -> None:
    linux.setenv("CI", "true")
    linux.setattr(platform_needs.os, "geteuid", lambda: 1000, raising=False)
    with pytest.raises(pytest.fail.Exception, match="needs root"):
        check_markers(FakeItem(pytest.mark.requires_root))  # type: ignore[arg-type]


def test_windows_and_macos_skip_what_they_cannot_run_even_on_ci(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CI", "true")
    monkeypatch.setattr(platform_needs, "LINUX", False)
    monkeypatch.setattr(platform_needs, "POSIX", False)
    for mark, reason in [
        (pytest.mark.posix_only, "not on Windows"),
        (pytest.mark.linux_only, "needs Linux"),
        (pytest.mark.requires_root, "needs root on Linux"),
        (pytest.mark.requires_tools("lpadmin-not-here"), "lpadmin-not-here"),
    ]:
        with pytest.raises(pytest.skip.Exception, match=reason):
            check_markers(FakeItem(mark))  # type: ignore[arg-type]


@pytest.mark.parametrize("tool", sorted(PACKAGES))
def test_every_tool_the_suite_uses_is_installed_on_linux_ci(tool: str) -> None:
    """In .ci/run (CI set, Linux) this fails for a tool .ci/run forgot to install."""
    need_tools(tool)


def test_the_shared_tmpfs_is_a_real_full_disk_and_is_unmounted_afterwards(tmp_path: Path) -> None:
    folder = tmp_path / "disk"
    folder.mkdir()
    with tmpfs(folder, "size=16k") as disk:
        assert os.path.ismount(disk)
        with pytest.raises(OSError) as full, (disk / "big").open("wb") as stream:
            stream.write(b"x" * 65536)
            stream.flush()
        assert full.value.errno == errno.ENOSPC
    assert not os.path.ismount(folder)
