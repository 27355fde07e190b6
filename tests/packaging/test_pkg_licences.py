"""The installers carry the licence texts of the app and of what they bundle (Qt, PySide6,
shiboken6, python-zeroconf, ifaddr, ICU, the Comic Neue font, Python, PyInstaller's
bootloader): in the bundle's resources (what Help > About > Licences shows) and, in the .deb,
in /usr/share/doc/knaster-qt."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest
from pkg_helpers import ROOT, load_script, pyproject_version
from test_pkg_spec import _run_spec

from knaster_qt.shell.licences import COMPONENTS, HOMEPAGE, licence_files


def metadata_files(name: str) -> list[Path]:
    """The files of the installed distribution ``name`` (its dist-info's licence among them)."""
    from importlib.metadata import distribution

    dist = distribution(name)
    return [Path(str(dist.locate_file(file))) for file in dist.files or []]


build_packages = load_script("packaging/linux/build_packages.py")

# A phrase of each published text (the files are copied whole from Debian's common-licenses,
# Python's own LICENSE and the font's OFL.txt), and the last words of the long ones.
PUBLISHED = {
    "LGPL-3.0.txt": ("GNU LESSER GENERAL PUBLIC LICENSE", "Version 3, 29 June 2007"),
    "GPL-3.0.txt": (
        "GNU GENERAL PUBLIC LICENSE",
        "Version 3, 29 June 2007",
        "END OF TERMS AND CONDITIONS",
    ),
    "GPL-2.0.txt": (
        "GNU GENERAL PUBLIC LICENSE",
        "Version 2, June 1991",
        "END OF TERMS AND CONDITIONS",
    ),
    "Python-PSF-2.0.txt": ("PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",),
    "ICU-Unicode.txt": ("Unicode, Inc.", "Permission is hereby granted"),
    "Knaster-Qt-MIT.txt": ("MIT License", "Permission is hereby granted"),
    "OFL.txt": ("SIL OPEN FONT LICENSE Version 1.1",),
    # the wheels' own licence files, whole: zeroconf's names its authors before the LGPL
    "zeroconf-LGPL-2.1.txt": (
        "python-zeroconf is distributed under the GNU Lesser General Public",
        "GNU LESSER GENERAL PUBLIC LICENSE",
        "Version 2.1, February 1999",
        "END OF TERMS AND CONDITIONS",
    ),
    "ifaddr-MIT.txt": ("Copyright (c) 2014 Stefan C. Mueller", "Permission is hereby granted"),
}


def test_every_licence_text_is_in_resources_and_is_the_published_text() -> None:
    files = licence_files()
    assert {parts[-1] for parts in files} == set(PUBLISHED)
    for parts in files:
        text = ROOT.joinpath("resources", *parts).read_text(encoding="utf-8")
        for phrase in PUBLISHED[parts[-1]]:
            assert phrase in text, (parts, phrase)
    lgpl = (ROOT / "resources" / "licenses" / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert len(lgpl) > 7000  # the whole text, not a summary
    own = (ROOT / "resources" / "licenses" / "Knaster-Qt-MIT.txt").read_text(encoding="utf-8")
    assert own == (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_list_names_qt_pyside_font_and_python_with_their_licences() -> None:
    by_name = {component.name: component for component in COMPONENTS}
    assert (
        "LGPL" in by_name["Qt 6"].licence and "LGPL" in by_name["PySide6 (Qt for Python)"].licence
    )
    assert ("licenses", "LGPL-3.0.txt") in by_name["Qt 6"].texts
    assert ("licenses", "GPL-3.0.txt") in by_name["Qt 6"].texts
    qt_sources = {url for _what, url in by_name["Qt 6"].sources}
    assert {"https://download.qt.io/official_releases/", "https://code.qt.io/"} <= qt_sources
    assert "OFL" in by_name["Comic Neue"].licence
    assert "PSF" in by_name["Python"].licence
    assert "LGPL" in by_name["shiboken6"].licence
    assert "LGPL-2.1-or-later" in by_name["python-zeroconf"].licence
    assert "MIT" in by_name["ifaddr"].licence


def test_the_network_libraries_licences_are_those_their_installed_wheels_declare() -> None:
    """zeroconf and ifaddr: the licence named and shipped is the one in the wheel's metadata."""
    from importlib.metadata import metadata

    assert metadata("zeroconf")["License-Expression"] == "LGPL-2.1-or-later"
    assert metadata("ifaddr")["License"] == "MIT"
    for name, shipped in (("zeroconf", "zeroconf-LGPL-2.1.txt"), ("ifaddr", "ifaddr-MIT.txt")):
        files = metadata_files(name)
        (licence,) = [f for f in files if f.name in ("COPYING", "LICENSE.txt")]
        text = (ROOT / "resources" / "licenses" / shipped).read_text(encoding="utf-8")
        assert licence.read_text(encoding="utf-8") == text, name


def test_the_bundle_carries_the_licence_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    namespace, calls = _run_spec(monkeypatch)
    datas = calls["Analysis"][0].kwargs["datas"]
    assert (str(ROOT / "resources"), "resources") in datas  # resources/licenses and fonts/OFL.txt
    for parts in licence_files():
        dest = str(Path("resources", *parts))
        assert namespace["_translation_kept"](dest) and namespace["_plugin_kept"](dest), dest


@pytest.mark.linux_only
def test_the_deb_puts_the_licence_texts_into_its_doc_folder(tmp_path: Path) -> None:
    bundle = tmp_path / "knaster-qt"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copy2("/bin/ls", bundle / "knaster-qt")
    root = tmp_path / "root"
    build_packages.stage_deb_tree(bundle, root, pyproject_version())
    doc = root / "usr" / "share" / "doc" / "knaster-qt" / "licenses"
    for name in (
        "LGPL-3.0.txt",
        "GPL-3.0.txt",
        "GPL-2.0.txt",
        "Python-PSF-2.0.txt",
        "ICU-Unicode.txt",
        "Knaster-Qt-MIT.txt",
        "zeroconf-LGPL-2.1.txt",
        "ifaddr-MIT.txt",
    ):
        assert (doc / name).read_bytes() == (ROOT / "resources" / "licenses" / name).read_bytes()
    font = (ROOT / "resources" / "fonts" / "OFL.txt").read_bytes()
    assert (doc / "ComicNeue-OFL-1.1.txt").read_bytes() == font
    copyright_file = (root / "usr" / "share" / "doc" / "knaster-qt" / "copyright").read_text(
        encoding="utf-8"
    )
    for licence in (
        "License: MIT",
        "License: LGPL-3.0-only",
        "License: OFL-1.1",
        "License: PSF-2.0",
        "License: LGPL-2.1-or-later",
    ):
        assert licence in copyright_file


def test_the_about_box_links_the_home_the_packages_name() -> None:
    with open(ROOT / "pyproject.toml", "rb") as file:
        assert tomllib.load(file)["project"]["urls"]["Homepage"] == HOMEPAGE
    metainfo = (
        ROOT / "packaging" / "linux" / "io.github.knasterqt.KnasterQt.metainfo.xml"
    ).read_text(encoding="utf-8")
    assert f'<url type="homepage">{HOMEPAGE}</url>' in metainfo
