"""The .deb tree puts every file where the brief and the freedesktop specs want it."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pkg_helpers import APP_ID, load_script, pyproject_version

# A .deb is built on Linux from ELF files, with readelf and dpkg-deb.
pytestmark = [pytest.mark.linux_only, pytest.mark.requires_tools("readelf", "dpkg-deb")]

build_packages = load_script("packaging/linux/build_packages.py")
make_icons = load_script("tools/make_icons.py")


@pytest.fixture
def fake_bundle(tmp_path: Path) -> Path:
    """A bundle folder shaped like PyInstaller's, with a real program and ELF library."""
    bundle = tmp_path / "knaster-qt"
    (bundle / "_internal").mkdir(parents=True)
    # /bin/ls is a real ELF program with system libraries, like the bootloader.
    shutil.copy2("/bin/ls", bundle / "knaster-qt")
    (bundle / "_internal" / "base_library.zip").write_bytes(b"zip")
    return bundle


def test_deb_tree_layout(fake_bundle: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    build_packages.stage_deb_tree(fake_bundle, root, pyproject_version())
    program = root / "opt" / "knaster-qt" / "knaster-qt"
    assert program.is_file() and os.access(program, os.X_OK)
    link = root / "usr" / "bin" / "knaster-qt"
    assert link.is_symlink() and os.readlink(link) == "/opt/knaster-qt/knaster-qt"
    share = root / "usr" / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    metainfo = (share / "metainfo" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert f'<release version="{pyproject_version()}"' in metainfo
    for size in make_icons.PNG_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "doc" / "knaster-qt" / "copyright").is_file()
    data = root / "opt" / "knaster-qt" / "_internal" / "base_library.zip"
    assert data.stat().st_mode & 0o777 == 0o644


def test_depends_names_the_packages_of_directly_linked_system_libraries(fake_bundle: Path) -> None:
    depends = build_packages.depends_line(fake_bundle)
    assert depends.startswith("libc6 (>= 2.")
    needed = build_packages.direct_needs(fake_bundle / "knaster-qt")
    owners = {
        build_packages.owning_package(path) for path in build_packages.system_libraries(fake_bundle)
    }
    assert owners, "ls links to system libraries"
    named = {part.split(" ")[0] for part in depends.split(", ")}
    assert owners - {"libc6"} <= named
    assert "libdbus-1-3" in named  # QtDBus dlopens it
    assert len(needed) >= len(owners)


def test_control_file(fake_bundle: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    build_packages.stage_deb_tree(fake_bundle, root, pyproject_version())
    build_packages.write_control(root, pyproject_version(), "libc6 (>= 2.28)")
    control = (root / "DEBIAN" / "control").read_text(encoding="utf-8")
    assert f"Version: {pyproject_version()}\n" in control
    assert "Package: knaster-qt\n" in control
    assert "Depends: libc6 (>= 2.28)\n" in control
    assert re.search(r"@[A-Z_]+@", control) is None
    result = subprocess.run(
        ["dpkg-deb", "--root-owner-group", "--build", str(root), str(tmp_path / "x.deb")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(tmp_path / "x.deb")], capture_output=True, text=True, check=True
    ).stdout
    assert "./usr/bin/knaster-qt -> /opt/knaster-qt/knaster-qt" in listing
