"""One app per data folder: a second start brings the running window to the front and ends;
a lock left by a killed app does not block the next start. Real processes, real SIGKILL."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from knaster_qt.shell.single_instance import LOCK_NAME, SingleInstance, server_name

ROOT = Path(__file__).resolve().parents[3]

pytestmark = [
    pytest.mark.posix_only,  # SIGKILL
    pytest.mark.qt_log_ignore(r"This plugin does not support"),
]


def app_env(folder: Path) -> dict[str, str]:
    return dict(
        os.environ,
        KNASTER_QT_DATA_DIR=str(folder),
        QT_QPA_PLATFORM="offscreen",
        KNASTER_QT_NO_ANIMATION="1",
        PYTHONPATH=str(ROOT),
    )


def start_app(folder: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "knaster_qt"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=app_env(folder),
    )


def wait_for_lock(folder: Path, process: subprocess.Popen[str]) -> None:
    """Until ``process`` holds the data folder's lock (QLockFile writes its pid first)."""
    lock = folder / LOCK_NAME
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()
        try:
            if lock.read_text(encoding="utf-8").split("\n")[0] == str(process.pid):
                return
        except OSError:
            pass
        time.sleep(0.05)
    raise AssertionError("the app did not take the data folder's lock in 30 s")


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=10)


def test_a_second_start_raises_the_running_window_and_ends(
    open_window, data_dir: Path, qtbot
) -> None:
    """The running app (this test's window) gets the request; the second process ends at once."""
    instance = SingleInstance(data_dir)
    assert instance.acquire()
    window, _ = open_window()
    instance.raiseRequested.connect(window.bring_to_front)  # as knaster_qt.shell.app wires it
    window.showMinimized()
    requests: list[bool] = []
    instance.raiseRequested.connect(lambda: requests.append(True))
    second = start_app(data_dir)
    try:
        started = time.monotonic()
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=20000)
        took = time.monotonic() - started
        out, err = second.communicate(timeout=10)
    finally:
        if second.poll() is None:
            second.kill()
            second.communicate()
        instance.release()
    assert second.returncode == 0, err
    assert "already running; its window was brought to the front" in out
    assert requests == [True]
    assert not window.isMinimized() and window.isVisible()
    assert "started again" in window.statusBar().currentMessage()
    assert took < 15  # it ends as soon as it was answered (Python and Qt start in ~2 s)


def test_a_second_start_before_the_first_listens_waits_for_its_answer(
    open_window, data_dir: Path, qtbot
) -> None:
    """The app takes the lock before its window and listens after its first paint: a second
    start in between is not told "does not answer" but brought to the window once it listens."""
    instance = SingleInstance(data_dir)
    assert instance.take_lock()
    window, _ = open_window()
    instance.raiseRequested.connect(window.bring_to_front)
    second = start_app(data_dir)
    try:
        qtbot.wait(400)  # the second start is trying to connect by now (or soon)
        assert second.poll() is None  # it waits: nobody listens yet
        instance.listen()
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=20000)
        out, err = second.communicate(timeout=10)
    finally:
        if second.poll() is None:
            second.kill()
            second.communicate()
        instance.release()
    assert second.returncode == 0, err
    assert "already running; its window was brought to the front" in out
    assert "started again" in window.statusBar().currentMessage()


def test_two_real_processes_and_a_killed_first_one(data_dir: Path, processes) -> None:
    first = start_app(data_dir)
    processes.append(first)
    wait_for_lock(data_dir, first)
    second = start_app(data_dir)
    processes.append(second)
    out, err = second.communicate(timeout=30)  # it must end by itself, promptly
    assert second.returncode == 0, err
    assert "its window was brought to the front" in out  # the first one answered it
    assert first.poll() is None  # and goes on

    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    assert (data_dir / LOCK_NAME).exists()  # the killed app's lock is left behind
    third = start_app(data_dir)
    processes.append(third)
    wait_for_lock(data_dir, third)  # the stale lock did not block it: it runs, it holds the lock
    fourth = start_app(data_dir)
    processes.append(fourth)
    out, err = fourth.communicate(timeout=30)
    assert fourth.returncode == 0 and "brought to the front" in out, err
    assert third.poll() is None


def test_a_running_app_that_does_not_answer_is_named_and_not_joined(
    data_dir: Path, processes
) -> None:
    """The lock is held (here by this test process) but nobody answers on the socket."""
    from PySide6.QtCore import QLockFile

    data_dir.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(data_dir / LOCK_NAME))
    assert lock.tryLock(0)
    try:
        second = start_app(data_dir)
        processes.append(second)
        assert second.stderr is not None
        started = time.monotonic()
        line = second.stderr.readline()  # then it shows the same in a message box
        assert "already running with the data folder" in line and "does not answer" in line
        assert time.monotonic() - started < 20
        assert not (data_dir / "autosave.knaster").exists()
    finally:
        lock.unlock()


def test_a_killed_apps_lock_whose_pid_now_names_another_live_process_does_not_block(
    data_dir: Path, processes
) -> None:
    """The pid in a killed app's lock is reused by another live process of the same program
    (another python3): QLockFile calls the lock held, yet nobody has it open any more, so the
    next start takes it over and runs; a start after that is brought to it as always."""
    first = start_app(data_dir)
    processes.append(first)
    wait_for_lock(data_dir, first)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    lock = data_dir / LOCK_NAME
    left = lock.read_text(encoding="utf-8").split("\n")  # pid, program, host, machine, boot
    # A real, unrelated, live process of the same program now has some pid: the lock names it.
    other = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(120)"], stdout=subprocess.PIPE, text=True
    )
    try:
        if Path("/proc/self/exe").exists():  # Linux: the same program name as the app's
            assert Path(f"/proc/{other.pid}/exe").resolve() == Path("/proc/self/exe").resolve()
        lock.write_text("\n".join([str(other.pid), *left[1:]]), encoding="utf-8")
        second = start_app(data_dir)
        processes.append(second)
        # It starts (before: "does not answer", for as long as `other` lived).
        wait_for_lock(data_dir, second)
        assert other.poll() is None  # the other process lives on, untouched
        third = start_app(data_dir)
        processes.append(third)
        out, err = third.communicate(timeout=30)
        assert third.returncode == 0 and "brought to the front" in out, err
        assert second.poll() is None
    finally:
        other.kill()
        other.communicate()


def test_an_empty_lock_is_taken_over_only_once_it_is_old(data_dir: Path) -> None:
    """QLockFile creates its file, locks it, then writes it: an empty file that nobody holds
    may be another start taking the lock this very moment (left alone), or one left by a
    start killed in between (taken over once it is a few seconds old)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    lock = data_dir / LOCK_NAME
    lock.write_bytes(b"")
    assert not SingleInstance(data_dir).take_lock()
    assert lock.read_bytes() == b""
    an_hour_ago = time.time() - 3600
    os.utime(lock, (an_hour_ago, an_hour_ago))
    instance = SingleInstance(data_dir)
    try:
        assert instance.take_lock()
        assert lock.read_text(encoding="utf-8").split("\n")[0] == str(os.getpid())
    finally:
        instance.release()


def test_the_socket_is_named_by_the_sha256_of_the_folder_as_before(tmp_path: Path) -> None:
    """Qt computes the name (hashlib would load OpenSSL before the first paint); it stays the
    one earlier versions used, so a start still finds a running copy of another version."""
    folder = tmp_path / "Zürich data"
    folder.mkdir()
    expected = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:20]
    assert server_name(folder) == f"knaster-qt-{expected}"
    assert server_name(folder / ".." / folder.name) == f"knaster-qt-{expected}"
