"""Started without HOME, the app keeps its data and settings in the user's home folder all
the same (the password database's, as Python's ``expanduser`` finds it), never under
/.local/share and /.config; without any home folder, next to the working folder.

Real processes started with HOME removed from their environment (and no XDG_* folders, no
KNASTER_QT_DATA_DIR). So that no test writes into the real home folder, the password
database answers with this test's folder: in a private mount namespace where one can be
made (root), else by the child process's own ``pwd.getpwuid``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from knaster_qt.shell.single_instance import LOCK_NAME
from tests.platform_needs import unmet

ROOT = Path(__file__).resolve().parents[3]
APP_FOLDER = Path(".local", "share", "Knaster Qt", "Knaster Qt")
SETTINGS = Path(".config", "Knaster Qt", "Knaster Qt.ini")
# What Qt takes for the home folder without HOME: the file system's root.
WRONG = (Path("/.local"), Path("/.config"))

pytestmark = pytest.mark.posix_only

# The app, as `python -m knaster_qt` starts it, with the password database's home folder of
# this user answered by the first argument ("-": this user has no entry at all).
CHILD = """
import pwd, sys
home = sys.argv.pop(1)
real = pwd.getpwuid
def getpwuid(uid):
    if home == "-":
        raise KeyError(uid)
    entry = real(uid)
    return pwd.struct_passwd((*entry[:5], home, entry[6]))
pwd.getpwuid = getpwuid
from knaster_qt.cli import main
sys.exit(main())
"""


def no_home_env() -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key != "HOME" and not key.startswith(("XDG_", "KNASTER_QT_"))
    }
    env.update(QT_QPA_PLATFORM="offscreen", KNASTER_QT_NO_ANIMATION="1", PYTHONPATH=str(ROOT))
    return env


def wrong_places() -> dict[Path, list[str]]:
    """What is under /.local and /.config (normally nothing: they do not exist)."""
    return {path: sorted(str(p) for p in path.rglob("*")) for path in WRONG if path.exists()}


@pytest.fixture
def started() -> Iterator[list[subprocess.Popen[str]]]:
    processes: list[subprocess.Popen[str]] = []
    yield processes
    for process in processes:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=10)


def run_until(process: subprocess.Popen[str], *paths: Path) -> None:
    """Until every one of ``paths`` exists (the app wrote it), then end the app; nothing
    may appear under /.local or /.config meanwhile."""
    before = wrong_places()
    deadline = time.monotonic() + 30
    while not all(path.exists() for path in paths):
        assert process.poll() is None, process.communicate()
        assert wrong_places() == before, "written under / instead of the home folder"
        assert time.monotonic() < deadline, f"not written in 30 s: {paths}"
        time.sleep(0.05)
    process.kill()
    process.communicate(timeout=10)


def test_without_home_the_data_and_settings_go_to_the_users_home_folder(
    tmp_path: Path, started
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    before = wrong_places()
    process = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(home)],
        cwd=tmp_path,
        env=no_home_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    started.append(process)
    run_until(process, home / APP_FOLDER / LOCK_NAME, home / SETTINGS)
    assert wrong_places() == before
    assert not (tmp_path / "knaster-qt-data").exists()


def test_without_any_home_folder_the_data_and_settings_stay_next_to_the_working_folder(
    tmp_path: Path, started
) -> None:
    """No HOME and no entry in the password database (a container's bare user id)."""
    before = wrong_places()
    process = subprocess.Popen(
        [sys.executable, "-c", CHILD, "-"],
        cwd=tmp_path,
        env=no_home_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    started.append(process)
    fallback = tmp_path / "knaster-qt-data"
    run_until(process, fallback / LOCK_NAME, fallback / "settings.ini")
    assert wrong_places() == before


@pytest.mark.linux_only
@pytest.mark.requires_root
@pytest.mark.requires_tools("unshare")
def test_without_home_the_real_password_database_is_asked(tmp_path: Path, started) -> None:
    """The plain `python -m knaster_qt`, in a mount namespace whose /etc/passwd gives this
    user the test's home folder: nothing in the app is replaced. (Where root or unshare is
    missing it skips; on Linux CI it fails instead, like every test that needs them.)"""
    probe = subprocess.run(["unshare", "-m", "true"], capture_output=True, text=True, check=False)
    if probe.returncode != 0:
        unmet(f"unshare -m cannot make a mount namespace here: {probe.stderr.strip()}")
    home = tmp_path / "home"
    home.mkdir()
    passwd = tmp_path / "passwd"
    uid = os.getuid()
    lines = Path("/etc/passwd").read_text(encoding="utf-8").splitlines()
    passwd.write_text(
        "\n".join(
            ":".join([*fields[:5], str(home), *fields[6:]])
            if len(fields := line.split(":")) >= 7 and fields[2] == str(uid)
            else line
            for line in lines
        )
        + "\n",
        encoding="utf-8",
    )
    before = wrong_places()
    script = 'mount --bind "$0" /etc/passwd && exec "$@"'
    process = subprocess.Popen(
        ["unshare", "-m", "sh", "-c", script, str(passwd), sys.executable, "-m", "knaster_qt"],
        cwd=tmp_path,
        env=no_home_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    started.append(process)
    run_until(process, home / APP_FOLDER / LOCK_NAME, home / SETTINGS)
    assert wrong_places() == before
