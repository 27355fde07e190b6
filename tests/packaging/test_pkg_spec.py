"""The PyInstaller spec bundles resources/, ui/ and every app module, and filters Qt sensibly.

The spec is executed here with stand-ins for PyInstaller's build classes, so the test
reads what the real build would be given without running a 15-second build.
"""

from __future__ import annotations

import ast
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from pkg_helpers import ROOT

SPEC = ROOT / "packaging" / "knaster-qt.spec"


class _Recorder:
    """Stands in for Analysis/PYZ/EXE/COLLECT/BUNDLE and remembers its arguments."""

    calls: dict[str, list[_Recorder]]

    def __init__(self, kind: str, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.binaries: list[tuple[str, str, str]] = []
        self.datas: list[tuple[str, str, str]] = []
        self.pure: list[tuple[str, str, str]] = []
        self.scripts: list[tuple[str, str, str]] = []
        _Recorder.calls.setdefault(kind, []).append(self)


def _run_spec(monkeypatch: pytest.MonkeyPatch) -> tuple[dict[str, Any], dict[str, list[_Recorder]]]:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.copy_metadata = lambda name: [(f"/fake/{name}.dist-info", f"{name}.dist-info")]  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.delenv("KNASTER_QT_ENTRY", raising=False)
    monkeypatch.delenv("KNASTER_QT_NAME", raising=False)
    monkeypatch.delenv("KNASTER_QT_FULL_QT", raising=False)
    _Recorder.calls = {}
    namespace: dict[str, Any] = {"SPECPATH": str(SPEC.parent), "__file__": str(SPEC)}
    for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        namespace[kind] = lambda *a, _kind=kind, **k: _Recorder(_kind, *a, **k)
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return namespace, _Recorder.calls


def _app_module_names() -> set[str]:
    names = set()
    for path in (ROOT / "knaster_qt").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names - {"knaster_qt"}


def test_spec_bundles_resources_and_metadata_but_no_designer_files(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _, calls = _run_spec(monkeypatch)
    datas = calls["Analysis"][0].kwargs["datas"]
    assert (str(ROOT / "resources"), "resources") in datas
    assert not [target for _source, target in datas if target == "ui"]  # compiled, not read
    assert ("/fake/knaster-qt.dist-info", "knaster-qt.dist-info") in datas


def test_spec_imports_every_app_module(monkeypatch: pytest.MonkeyPatch) -> None:
    _, calls = _run_spec(monkeypatch)
    hidden = set(calls["Analysis"][0].kwargs["hiddenimports"])
    assert _app_module_names() - hidden == set()


def test_no_app_module_imports_a_qt_module_the_spec_excludes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    namespace, _ = _run_spec(monkeypatch)
    excluded = set(namespace["EXCLUDED_MODULES"])
    offenders = []
    for path in sorted((ROOT / "knaster_qt").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            offenders += [f"{path.name}: {name}" for name in names if name in excluded]
    assert offenders == []


def test_spec_reads_the_version_from_pyproject(monkeypatch: pytest.MonkeyPatch) -> None:
    from pkg_helpers import pyproject_version

    namespace, calls = _run_spec(monkeypatch)
    assert namespace["VERSION"] == pyproject_version()
    assert calls["COLLECT"][0].kwargs["name"] == "knaster-qt"


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
        ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ],
)
def test_plugin_filter(monkeypatch: pytest.MonkeyPatch, dest: str, kept: bool) -> None:
    namespace, _ = _run_spec(monkeypatch)
    assert namespace["_plugin_kept"](dest) is kept


def test_translation_filter_keeps_only_shipped_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    namespace, _ = _run_spec(monkeypatch)
    languages = namespace["QT_LANGUAGES"]
    assert "de" in languages
    for language in ("de", "fr", "ja", "pt_BR"):
        dest = str(Path("PySide6/Qt/translations") / f"qtbase_{language}.qm")
        expected = language in languages or language.split("_")[0] in languages
        assert namespace["_translation_kept"](dest) is expected
    assert namespace["_translation_kept"]("resources/translations/knaster_fr.qm")


def test_qts_own_catalogue_of_every_language_the_app_offers_is_bundled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """For each language of the Language menu, the first qtbase catalogue the app would load
    (knaster_qt.shell.i18n: pt has only qtbase_pt_BR in PySide6) survives the spec's filter."""
    from PySide6.QtCore import QLibraryInfo

    from knaster_qt.languages import LANGUAGES, SOURCE_LANGUAGE
    from knaster_qt.shell import i18n

    namespace, _ = _run_spec(monkeypatch)
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    shipped = {path.stem for path in qt_folder.glob("qtbase_*.qm")}
    for language in set(LANGUAGES) - {SOURCE_LANGUAGE}:
        candidates = i18n._QT_CATALOGUES.get(language, (f"qtbase_{language}",))
        found = [name for name in candidates if name in shipped]
        assert found, f"PySide6 has no Qt catalogue for {language}: {candidates}"
        dest = str(Path("PySide6/Qt/translations") / f"{found[0]}.qm")
        assert namespace["_translation_kept"](dest), f"the spec drops {dest}"
    dropped = str(Path("PySide6/Qt/translations") / "qtbase_ja.qm")
    assert not namespace["_translation_kept"](dropped)


def test_system_libraries_are_left_to_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    namespace, _ = _run_spec(monkeypatch)
    carried = namespace["_carried"]
    assert not carried("libstdc++.so.6")
    assert not carried("libfontconfig.so.1")
    assert not carried("libcups.so.2")
    assert carried("libxcb-cursor.so.0")
    assert carried("PySide6/Qt/lib/libQt6Core.so.6")
    assert carried("libicudata.so.73")


def test_windows_build_has_a_windowed_program_and_a_console_twin(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    _, calls = _run_spec(monkeypatch)
    programs = {exe.kwargs["name"]: exe.kwargs for exe in calls["EXE"]}
    assert programs["knaster-qt"]["console"] is False
    assert programs["knaster-qt-cli"]["console"] is True
    assert all(kwargs["icon"].endswith("knaster-qt.ico") for kwargs in programs.values())
    assert "BUNDLE" not in calls


def test_macos_build_makes_an_app_with_the_version_and_identifier(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pkg_helpers import APP_ID, pyproject_version

    monkeypatch.setattr(sys, "platform", "darwin")
    _, calls = _run_spec(monkeypatch)
    (bundle,) = calls["BUNDLE"]
    assert bundle.kwargs["name"] == "Knaster Qt.app"
    assert bundle.kwargs["bundle_identifier"] == APP_ID
    assert bundle.kwargs["icon"].endswith("knaster-qt.icns")
    assert bundle.kwargs["info_plist"]["CFBundleShortVersionString"] == pyproject_version()
    (program,) = calls["EXE"]
    assert program.kwargs["console"] is False
