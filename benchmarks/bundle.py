"""Installer figures: bundle and .deb size, frozen start-up against start-up from source.

    .venv/bin/python benchmarks/bundle.py [--runs 7] [--reuse] [--no-write]

Builds, with packaging/knaster-qt.spec, the app bundle, the same app without the Qt
filtering (to show what the filtering saves) and a bare PySide6 window bundled the same
way, then the .deb; ``--reuse`` measures dist/knaster-qt and dist/*.deb from ``make dist``
instead of building the app again. Start-up is the time from spawning the process to its
first window being mapped on the X display (watched by xev), for the frozen
program and for the same code run from source by .venv's Python; the four kinds of run
alternate so a busy machine slows them alike, and medians are reported. Without a
DISPLAY the script runs itself under xvfb-run. Writes the ``bundle`` section of
docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import ModuleType

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

ROOT = Path(__file__).resolve().parent.parent
SECTION = "bundle"
SPEC = ROOT / "packaging" / "knaster-qt.spec"
WORK = ROOT / "build" / "bundle-bench"
GOAL_BUNDLE_MB = 110
GOAL_DEB_MB = 45
GOAL_RATIO = 1.3

BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication(sys.argv[:1])
window = QLabel("A bare PySide6 window")
window.setWindowTitle("Bare PySide6 window")
window.resize(640, 400)
window.show()
if "--smoke-test" in sys.argv:
    QTimer.singleShot(500, app.quit)
sys.exit(app.exec())
"""


def load_script(relative: str) -> ModuleType:
    path = ROOT / relative
    spec = importlib.util.spec_from_file_location("bench_" + path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def folder_bytes(folder: Path) -> int:
    """Apparent size of every file (symlinks counted as links, not followed)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir())


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB ({size / 2**20:.1f} MiB)"


def pyinstaller(name: str, dist: Path, env_extra: dict[str, str]) -> Path:
    env = {**os.environ, "KNASTER_QT_NAME": name, **env_extra}
    subprocess.run(
        [
            str(Path(sys.executable).with_name("pyinstaller")),
            "--noconfirm",
            "--log-level",
            "ERROR",
            "--distpath",
            str(dist),
            "--workpath",
            str(WORK / "work" / name),
            str(SPEC),
        ],
        check=True,
        env=env,
    )
    return dist / name


def seconds_to_window(command: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning ``command --smoke-test`` until its first window is mapped.

    One long-lived ``xev`` client watches the root window for MapNotify; polling with
    many short X clients made the shared development display refuse connections.
    """
    watcher = subprocess.Popen(
        ["xev", "-root", "-event", "substructure"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        bufsize=1,
    )
    mapped = threading.Event()
    moment: list[float] = []

    def watch() -> None:
        assert watcher.stdout is not None
        for line in watcher.stdout:
            if line.startswith("MapNotify") and not mapped.is_set():
                moment.append(time.perf_counter())
                mapped.set()

    reader = threading.Thread(target=watch, daemon=True)
    reader.start()
    time.sleep(0.5)  # xev has selected its events before the program starts
    with tempfile.TemporaryFile() as stderr:
        started = time.perf_counter()
        process = subprocess.Popen(
            [*command, "--smoke-test"],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
        code = process.wait(timeout=120)
        mapped.wait(timeout=2)
        watcher.terminate()
        watcher.wait(timeout=10)
        if code != 0 or not moment:
            seen = "mapped" if moment else "not mapped"
            stderr.seek(0)
            output = stderr.read().decode(errors="replace")[-2000:]
            raise SystemExit(f"bundle.py: {command} exited {code}, window {seen}\n{output}")
    return moment[0] - started


def measure(runs: int, commands: dict[str, list[str]]) -> dict[str, float]:
    smoke_test = load_script("packaging/smoke_test.py")
    times: dict[str, list[float]] = {key: [] for key in commands}
    for _ in range(runs):
        for key, command in commands.items():
            times[key].append(_one_start(smoke_test, command))
    return {key: statistics.median(values) for key, values in times.items()}


def _one_start(smoke_test: ModuleType, command: list[str]) -> float:
    # On the shared development machine the X display sometimes refuses a client
    # ("could not connect to display"), or a loaded machine starts xev too late to see
    # the window ("not mapped"); such a run is repeated, a second failure is real.
    for attempt in (1, 2):
        with tempfile.TemporaryDirectory(prefix="knaster-bench-") as home:
            env = smoke_test.clean_environment(Path(home))
            try:
                return seconds_to_window(command, env)
            except SystemExit as failure:
                flaky = ("could not connect to display", "window not mapped")
                if attempt == 2 or not any(text in str(failure) for text in flaky):
                    raise
                print(f"retrying after: {str(failure).splitlines()[0]}", file=sys.stderr)
    raise AssertionError("unreachable")


def write_section(text: str) -> None:
    perfdoc.write_section(SECTION, text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="start-ups of each kind")
    parser.add_argument("--reuse", action="store_true", help="measure make dist's app bundle")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        return subprocess.call(
            ["xvfb-run", "-a", "-n", "160", sys.executable, __file__, *sys.argv[1:]]
        )
    began = time.perf_counter()
    WORK.mkdir(parents=True, exist_ok=True)
    dist = WORK / "dist"
    bare_script = WORK / "bare_window.py"
    bare_script.write_text(BARE_WINDOW, encoding="utf-8")
    if args.reuse:
        app = ROOT / "dist" / "knaster-qt"
        (deb,) = (ROOT / "dist").glob("knaster-qt_*.deb")
    else:
        app = pyinstaller("knaster-qt", dist, {})
        build_packages = load_script("packaging/linux/build_packages.py")
        deb = build_packages.build_deb(app, dist, WORK / "deb", build_packages.project_version())
    unfiltered = pyinstaller("knaster-qt-full", dist, {"KNASTER_QT_FULL_QT": "1"})
    bare = pyinstaller("bare-pyside6", dist, {"KNASTER_QT_ENTRY": str(bare_script)})
    shutil.rmtree(WORK / "work", ignore_errors=True)

    python = str(Path(sys.executable))
    medians = measure(
        args.runs,
        {
            "app_source": [python, "-m", "knaster_qt"],
            "app_frozen": [str(app / "knaster-qt")],
            "bare_source": [python, str(bare_script)],
            "bare_frozen": [str(bare / "bare-pyside6")],
        },
    )
    sizes = {
        name: folder_bytes(path)
        for name, path in [("app", app), ("full", unfiltered), ("bare", bare)]
    }
    deb_size = deb.stat().st_size
    app_ratio = medians["app_frozen"] / medians["app_source"]
    bare_ratio = medians["bare_frozen"] / medians["bare_source"]
    verdict = {True: "met", False: "**missed**"}
    text = f"""\
One-folder PyInstaller bundles built with `packaging/knaster-qt.spec` (PyInstaller
one-folder, Linux {platform.machine()}); start-up is spawn to window mapped under Xvfb,
median of {args.runs} runs each, frozen and source runs alternating.

| | size on disk | start-up from source | frozen start-up | frozen / source |
|---|---|---|---|---|
| Knaster Qt bundle | {megabytes(sizes["app"])} | {medians["app_source"]:.2f} s | {medians["app_frozen"]:.2f} s | {app_ratio:.2f} |
| bare PySide6 window, same spec | {megabytes(sizes["bare"])} | {medians["bare_source"]:.2f} s | {medians["bare_frozen"]:.2f} s | {bare_ratio:.2f} |
| Knaster Qt without the Qt filtering | {megabytes(sizes["full"])} | | | |
| `.deb` (xz) | {megabytes(deb_size)} | | | |

Goals: bundle under {GOAL_BUNDLE_MB} MB ({verdict[sizes["app"] < GOAL_BUNDLE_MB * 1e6]}); `.deb` under {GOAL_DEB_MB} MB ({verdict[deb_size < GOAL_DEB_MB * 1e6]}); frozen start-up at most {GOAL_RATIO}x start-up from source ({verdict[app_ratio <= GOAL_RATIO]}).

The filtering in the spec (unused Qt plugins, libraries and translations, the QtNetwork and QtOpenGL bindings, system libraries left to the system) saves {(sizes["full"] - sizes["app"]) / 1e6:.0f} MB. The app adds {(sizes["app"] - sizes["bare"]) / 1e6:.1f} MB to a bare PySide6 window bundled the same way: most of both is Qt and its ICU data.

Measured with `.venv/bin/python benchmarks/bundle.py --runs {args.runs}{" --reuse" if args.reuse else ""}` ({(time.perf_counter() - began) / 60:.1f} minutes).
"""
    print(text)
    if not args.no_write:
        write_section(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
