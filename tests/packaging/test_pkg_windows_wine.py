"""packaging/windows/build_wine.py (`make windows`): the Windows installer built, installed and
started under Wine. The whole run takes minutes and needs Wine, so the suite checks what can
be checked without it: what the script installs, how it maps paths, the ICU stand-in, and
that its Wine workarounds stay out of the product."""

from __future__ import annotations

import subprocess
import tomllib
from pathlib import Path, PureWindowsPath

import pytest
from pkg_helpers import ROOT, load_script

build_wine = load_script("packaging/windows/build_wine.py")

# What Qt 6.11's Qt6Core.dll imports from icuuc.dll (x86_64-w64-mingw32-objdump -p).
QT_ICU_IMPORTS = {
    "ucnv_open",
    "ucnv_close",
    "UCNV_FROM_U_CALLBACK_SUBSTITUTE",
    "UCNV_TO_U_CALLBACK_SUBSTITUTE",
    "ucnv_reset",
    "ucnv_getMaxCharSize",
    "ucnv_getName",
    "ucnv_getToUCallBack",
    "ucnv_getFromUCallBack",
    "ucnv_setToUCallBack",
    "ucnv_setFromUCallBack",
    "ucnv_cbToUWriteUChars",
    "ucnv_toUnicode",
    "ucnv_cbFromUWriteUChars",
    "ucnv_toUCountPending",
    "ucnv_fromUCountPending",
    "ucnv_getStandardName",
    "ucnv_getAvailableName",
    "ucnv_countAvailable",
    "ucnv_fromUnicode",
}

OBJDUMP_SAMPLE = """
\tDLL Name: KERNEL32.dll
\tvma:            Hint/Ord Member-Name Bound-To
\t0026c5a8        1234  CreateFileW

\tDLL Name: icuuc.dll
\tvma:            Hint/Ord Member-Name Bound-To
\t0026d0b0           0  ucnv_open
\t0026d0b8           0  UCNV_TO_U_CALLBACK_SUBSTITUTE

\tDLL Name: MSVCP140.dll
\t0026d1b0          77  ?_Xlength_error@std@@YAXPEBD@Z
"""


def test_the_windows_python_gets_what_pyproject_asks_for() -> None:
    with open(ROOT / "pyproject.toml", "rb") as pyproject:
        project = tomllib.load(pyproject)["project"]
    wanted = build_wine.windows_requirements()
    assert set(project["dependencies"]) <= set(wanted)  # the same Qt the Linux build takes
    assert set(project["optional-dependencies"]["dist"]) <= set(wanted)
    # PyInstaller's Windows-only dependencies, which pip's markers hide on Linux
    assert {"pefile", "pywin32-ctypes"} <= set(wanted)


def test_the_icu_stand_in_exports_every_function_qt_imports() -> None:
    assert build_wine.stub_functions() >= QT_ICU_IMPORTS


def test_the_icu_imports_are_read_from_the_import_table(monkeypatch, tmp_path: Path) -> None:
    def objdump(command, **kwargs):
        return subprocess.CompletedProcess(command, 0, OBJDUMP_SAMPLE, "")

    monkeypatch.setattr(build_wine.subprocess, "run", objdump)
    found = build_wine.icu_imports(tmp_path / "Qt6Core.dll")
    assert found == ["ucnv_open", "UCNV_TO_U_CALLBACK_SUBSTITUTE"]


def test_paths_are_mapped_between_linux_and_the_wine_prefix(tmp_path: Path) -> None:
    wine = build_wine.Wine(tmp_path / "prefix")
    assert wine.windows(Path("/work/x/setup.exe")) == "Z:\\work\\x\\setup.exe"
    installed = wine.unix(PureWindowsPath(r"C:\Program Files\Knaster Qt\knaster-qt.exe"))
    assert installed == tmp_path / "prefix" / "drive_c" / "Program Files" / "Knaster Qt" / (
        "knaster-qt.exe"
    )
    assert wine.env["WINEPREFIX"] == str(tmp_path / "prefix")
    assert not any(name.startswith("QT_") for name in wine.env)


@pytest.mark.parametrize(
    "relative",
    [
        "packaging/knaster-qt.spec",
        "packaging/launcher.py",
        "packaging/windows/knaster-qt.iss",
        "packaging/windows/build_installer.ps1",
    ],
)
def test_the_wine_workarounds_stay_out_of_the_product(relative: str) -> None:
    """A real Windows build uses the same spec and .iss, untouched by what Wine lacks."""
    text = (ROOT / relative).read_text(encoding="utf-8")
    for workaround in ("_wmi", "CopyFile2", "icuuc", "ALLUSERS"):
        assert workaround not in text, (relative, workaround)


def test_make_windows_runs_the_script_on_the_projects_own_iss() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    target = makefile.split("\nwindows:\n", 1)[1].split("\n\n", 1)[0]
    assert "packaging/windows/build_wine.py" in target
    iss = (ROOT / "packaging" / "windows" / "knaster-qt.iss").read_text(encoding="utf-8")
    assert "#ifndef Bundle" in iss  # the script passes /DBundle= and /O for its own folders
    script = (ROOT / "packaging" / "windows" / "build_wine.py").read_text(encoding="utf-8")
    assert '"/ALLUSERS"' in script and "smoke_test.py" in script and '"--cli"' in script
