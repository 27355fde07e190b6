"""Start a built Knaster Qt with --smoke-test and fail on a bad exit or unexpected stderr.

    python3 packaging/smoke_test.py [--cli] dist/knaster-qt/knaster-qt
    python3 packaging/smoke_test.py --desktop-file /usr/share/applications/APP_ID.desktop
    python3 packaging/smoke_test.py --desktop-file FILE --screenshot docs/images/installed.png

``--cli`` first checks the headless side: ``--version`` says pyproject.toml's version
and ``print --blank 1 -o FILE.pdf`` writes a PDF (bundled fonts and sheet layouts).
The second form runs the desktop entry's Exec line, as a menu would. The third starts
the app without the smoke flag, waits for its window, saves a picture of it (needs
xdotool and ImageMagick's ``import``) and closes it. The app runs on the system's own
Qt platform plugin, as a user's would: windows on Windows, cocoa on macOS, xcb on Linux
(under xvfb-run in CI); only on Linux without DISPLAY does it fall back to offscreen.
Standard library only.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Mapping
from pathlib import Path

# stderr lines that are not the app's fault; each needs a reason. Anything else, a Qt
# warning, a Python traceback, a missing plugin or library, fails the test.
HARMLESS_STDERR: tuple[re.Pattern[str], ...] = ()
FIELD_CODE = re.compile(r"^%[fFuUick]$")


def exec_command(desktop_file: Path) -> list[str]:
    """The desktop entry's Exec line as an argument list, without %f-style field codes."""
    in_entry = False
    for raw in desktop_file.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line.startswith("["):
            in_entry = line == "[Desktop Entry]"
        elif in_entry and line.startswith("Exec="):
            return [word for word in shlex.split(line[5:]) if not FIELD_CODE.match(word)]
    raise SystemExit(f"smoke_test: {desktop_file} has no Exec line in [Desktop Entry]")


def native_platform(system: str, environ: Mapping[str, str]) -> str:
    """The Qt platform plugin a user's start loads on ``system`` (a sys.platform value).

    Not offscreen on Windows and macOS: it never loads the native plugin (the thing to
    test), and on Windows it warns that Qt's own font folder is missing.
    """
    if system == "win32":
        return "windows"
    if system == "darwin":
        return "cocoa"
    return "xcb" if environ.get("DISPLAY") else "offscreen"


def headless_platform(system: str, environ: Mapping[str, str]) -> str:
    """The plugin for the CLI checks: offscreen on Linux (no display needed), else native."""
    return "offscreen" if system.startswith("linux") else native_platform(system, environ)


def clean_environment(home: Path) -> dict[str, str]:
    """A fresh home and runtime folder, so the run neither reads nor leaves user data."""
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700)
    env = {key: value for key, value in os.environ.items() if not key.startswith("QT_")}
    env.update(
        HOME=str(home),
        XDG_RUNTIME_DIR=str(runtime),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_STATE_HOME=str(home / ".local" / "state"),
        XDG_CACHE_HOME=str(home / ".cache"),
        QT_QPA_PLATFORM=native_platform(sys.platform, os.environ),
    )
    return env


def unexpected_lines(stderr: str) -> list[str]:
    return [
        line
        for line in stderr.splitlines()
        if line.strip() and not any(pattern.match(line) for pattern in HARMLESS_STDERR)
    ]


def run_smoke_test(command: list[str], timeout: float) -> int:
    with tempfile.TemporaryDirectory(prefix="knaster-smoke-") as home:
        started = time.monotonic()
        try:
            result = subprocess.run(
                [*command, "--smoke-test"],
                env=clean_environment(Path(home)),
                capture_output=True,
                text=True,
                timeout=timeout,
                stdin=subprocess.DEVNULL,
            )
        except subprocess.TimeoutExpired:
            print(f"smoke_test: {command} did not quit within {timeout:.0f} s", file=sys.stderr)
            return 1
        except FileNotFoundError:
            print(f"smoke_test: cannot start {command[0]}", file=sys.stderr)
            return 1
        elapsed = time.monotonic() - started
    bad = unexpected_lines(result.stderr)
    if result.returncode != 0 or bad:
        print(f"smoke_test: FAILED {shlex.join(command)} exit {result.returncode}", file=sys.stderr)
        for line in result.stderr.splitlines():
            print(f"  stderr: {line}", file=sys.stderr)
        return 1
    print(f"smoke_test: ok, {shlex.join(command)} --smoke-test exited 0 after {elapsed:.1f} s")
    return 0


def project_version() -> str:
    with open(Path(__file__).resolve().parent.parent / "pyproject.toml", "rb") as pyproject:
        version: str = tomllib.load(pyproject)["project"]["version"]
    return version


def run_cli_checks(command: list[str], timeout: float) -> int:
    """The headless side of the program: --version, and a PDF of a blank sheet (fonts, layouts)."""
    with tempfile.TemporaryDirectory(prefix="knaster-cli-") as home:
        env = clean_environment(Path(home))
        env["QT_QPA_PLATFORM"] = headless_platform(sys.platform, os.environ)
        pdf = Path(home) / "blank.pdf"
        checks = [
            ([*command, "--version"], f"knaster-qt {project_version()}"),
            ([*command, "print", "--blank", "1", "-o", str(pdf)], None),
        ]
        for arguments, expected in checks:
            result = subprocess.run(
                arguments, env=env, capture_output=True, text=True, timeout=timeout, check=False
            )
            output = result.stdout.strip()
            wrong = expected is not None and output != expected
            if result.returncode != 0 or unexpected_lines(result.stderr) or wrong:
                print(
                    f"smoke_test: FAILED {shlex.join(arguments)} exit {result.returncode}",
                    file=sys.stderr,
                )
                print(f"  stdout: {output!r}\n  stderr: {result.stderr!r}", file=sys.stderr)
                return 1
        if not pdf.is_file() or not pdf.read_bytes().startswith(b"%PDF"):
            print("smoke_test: FAILED print --blank wrote no PDF", file=sys.stderr)
            return 1
    print(f"smoke_test: ok, {shlex.join(command)} --version and print --blank work")
    return 0


def take_screenshot(command: list[str], out: Path, settle: float, timeout: float) -> int:
    """Start the app normally, wait for its window, save it as a PNG, then close the app."""
    if not os.environ.get("DISPLAY"):
        print("smoke_test: --screenshot needs a display (run it under xvfb-run)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="knaster-shot-") as home:
        app = subprocess.Popen(command, env=clean_environment(Path(home)), stdin=subprocess.DEVNULL)
        try:
            window = subprocess.run(
                ["xdotool", "search", "--sync", "--onlyvisible", "--name", "Knaster"],
                capture_output=True,
                text=True,
                timeout=timeout,
            ).stdout.split()
            if not window:
                print("smoke_test: no Knaster window appeared", file=sys.stderr)
                return 1
            time.sleep(settle)  # let the first paint and any start-up animation finish
            out.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(["import", "-window", window[0], str(out)], check=True, timeout=timeout)
        finally:
            app.terminate()
            try:
                app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
    print(f"smoke_test: saved {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="*", help="the program to start (and its arguments)")
    parser.add_argument("--desktop-file", type=Path, help="start the Exec line of this entry")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before giving up")
    parser.add_argument("--screenshot", type=Path, help="save a picture of the window instead")
    parser.add_argument(
        "--cli", action="store_true", help="also check --version and print --blank headless"
    )
    parser.add_argument(
        "--settle", type=float, default=3.0, help="seconds to wait before the picture"
    )
    args = parser.parse_args(argv)
    if bool(args.command) == bool(args.desktop_file):
        parser.error("give either a command or --desktop-file")
    command = exec_command(args.desktop_file) if args.desktop_file else args.command
    if args.screenshot:
        return take_screenshot(command, args.screenshot, args.settle, args.timeout)
    if args.cli and run_cli_checks(command, args.timeout) != 0:
        return 1
    return run_smoke_test(command, args.timeout)


if __name__ == "__main__":
    sys.exit(main())
