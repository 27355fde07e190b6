"""Start-up time: process start to the first painted sheet, against a bare PySide6 window.

    .venv/bin/python benchmarks/startup.py [--runs 9] [--platform offscreen|xcb] [--no-write]

Each run starts a fresh Python process. The bare baseline creates a QApplication
and shows an empty QWidget; the app run calls ``knaster_qt.app.main`` exactly as
the ``knaster-qt`` command does. Both report the moment their first paint event
finishes; the time counts from just before the process is spawned. Baseline and
app runs alternate so that a busy machine slows both alike. The medians go into
the ``startup`` section of docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PERFORMANCE = ROOT / "docs" / "PERFORMANCE.md"
GOAL_RATIO = 1.5

BARE = """
import sys, time
from PySide6.QtWidgets import QApplication, QWidget

class Window(QWidget):
    def paintEvent(self, event):
        super().paintEvent(event)
        print(time.time(), flush=True)
        QApplication.instance().quit()

app = QApplication(sys.argv[:1])
window = Window()
window.resize(1180, 760)
window.show()
app.exec()
"""

APP = """
import sys, time
from knaster_qt.views import sheet_view

original = sheet_view.SheetView.paintEvent

def first_paint(self, event):
    original(self, event)
    print(time.time(), flush=True)
    from PySide6.QtWidgets import QApplication
    QApplication.instance().quit()

sheet_view.SheetView.paintEvent = first_paint
from knaster_qt.app import main
main([])
"""


def time_once(code: str, env: dict[str, str]) -> float:
    """Seconds from spawning ``python -c code`` to the time it prints at its first paint."""
    start = time.time()
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    if result.returncode != 0 or not result.stdout.strip():
        raise RuntimeError(f"start-up run failed:\n{result.stderr}")
    return float(result.stdout.split()[0]) - start


def measure(runs: int, env: dict[str, str]) -> tuple[list[float], list[float]]:
    time_once(BARE, env)  # warm the file cache for both
    time_once(APP, env)
    bare, app = [], []
    for _ in range(runs):
        bare.append(time_once(BARE, env))
        app.append(time_once(APP, env))
    return bare, app


BARE_PART = "PySide6.QtWidgets (the bare window too)"
OTHER_PART = "other (interpreter start-up)"
GROUPS = (
    "knaster_qt.core",
    "knaster_qt.render",
    "knaster_qt.models",
    "knaster_qt.views",
    "knaster_qt.app",
    "knaster_qt",
)


def import_breakdown(env: dict[str, str], runs: int = 3) -> dict[str, float]:
    """Milliseconds of import time per part of the app: the fastest of a few runs per part."""
    samples = [_import_times(env) for _ in range(runs)]
    return {group: min(sample[group] for sample in samples) for group in samples[0]}


def _import_times(env: dict[str, str]) -> dict[str, float]:
    """One ``python -X importtime`` run: time per part, counting what each part pulls in.

    PySide6's widgets are imported first (the bare window pays for them too); any
    module first imported by a part of the app (a standard library module, a Qt
    submodule) counts for that part.
    """
    code = "import PySide6.QtWidgets; import knaster_qt.app, knaster_qt.views.main_window"
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    entries = []  # (depth, module, own milliseconds), children before their parent
    for line in result.stderr.splitlines():
        parts = line.split("|")
        own_us = parts[0].split(":")[-1].strip() if len(parts) == 3 else ""
        if not (parts[0].startswith("import time:") and own_us.isdigit()):
            continue
        depth = (len(parts[2]) - len(parts[2].lstrip()) - 1) // 2
        entries.append((depth, parts[2].strip(), int(own_us) / 1000))
    totals = dict.fromkeys((BARE_PART, *GROUPS, OTHER_PART), 0.0)
    parents: list[tuple[int, str]] = []  # walking backwards, parents come first
    for depth, name, own_ms in reversed(entries):
        while parents and parents[-1][0] >= depth:
            parents.pop()
        group = next((g for g in GROUPS if name == g or name.startswith(g + ".")), None)
        if group is None:
            group = parents[-1][1] if parents else OTHER_PART
            if not parents and name.startswith(("PySide6", "shiboken6", "shibokensupport")):
                group = BARE_PART
        parents.append((depth, group))
        totals[group] += own_ms
    return totals


def write_section(text: str) -> None:
    content = PERFORMANCE.read_text(encoding="utf-8")
    pattern = re.compile(r"(<!-- startup:begin -->\n).*?(<!-- startup:end -->)", re.DOTALL)
    if not pattern.search(content):
        raise SystemExit(f"{PERFORMANCE} has no startup markers")
    PERFORMANCE.write_text(pattern.sub(lambda m: m[1] + text + m[2], content), encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args()
    env = {**os.environ, "QT_QPA_PLATFORM": args.platform, "KNASTER_QT_NO_ANIMATION": "1"}
    bare, app = measure(args.runs, env)
    imports = import_breakdown(env)
    bare_ms, app_ms = statistics.median(bare) * 1000, statistics.median(app) * 1000
    ratio = app_ms / bare_ms
    verdict = "meets" if ratio <= GOAL_RATIO else "misses"
    import PySide6

    text = (
        "Process start to the first painted sheet (`benchmarks/startup.py`, "
        f"{args.runs} alternating runs each, Qt platform `{args.platform}`, "
        f"Python {platform.python_version()}, PySide6 {PySide6.__version__}):\n\n"
        "| | median | fastest | slowest |\n|---|---|---|---|\n"
        f"| bare PySide6 window | {bare_ms:.0f} ms | {min(bare) * 1000:.0f} ms "
        f"| {max(bare) * 1000:.0f} ms |\n"
        f"| Knaster Qt main window with the sheet | {app_ms:.0f} ms "
        f"| {min(app) * 1000:.0f} ms | {max(app) * 1000:.0f} ms |\n\n"
        f"Ratio {ratio:.2f}x the bare window; it {verdict} the goal of at most {GOAL_RATIO}x.\n\n"
        "Where the import time goes (`python -X importtime`, the fastest of 3 runs; a part "
        "counts the modules it imports first, e.g. `knaster_qt` is the package's `__init__` "
        "with `importlib.metadata`; importtime itself adds overhead):\n\n"
        "| part | import time |\n|---|---|\n"
        + "".join(f"| `{name}` | {ms:.0f} ms |\n" for name, ms in imports.items())
    )
    print(text)
    if not args.no_write:
        write_section(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
