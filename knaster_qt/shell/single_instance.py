"""One running app per data folder: a second start brings the first one's window to the front.

Two copies of the app on one data folder would overwrite each other's autosave.
The first start takes a lock file in the data folder (QLockFile: a lock left by a
crashed or killed app is stale, its process being gone, and is taken over) and
listens on a local socket whose name is made from the folder's path. A second
start finds the lock taken, connects, sends ``raise`` and waits for ``raised``:
the first window comes to the front and the second start ends at once. If the
running app does not answer (it hangs), the second start says that the app is
already running and ends too.

The app takes the lock before it shows its window (a second start must show none) and
listens once its window is on screen (``take_lock``, then ``listen``); a second start
in between waits for the answer (``ask_running_to_raise`` tries again for a while).
QtNetwork (and QDeadlineTimer, QCryptographicHash) are imported by the methods that use the
socket, so that the window's first paint does not wait for them.

QLockFile judges a lock by the process id written in it: if that id now belongs to another
live process with the same program name (another ``python3.11``), it counts the lock as held
for as long as that process lives. The kernel knows better: QLockFile keeps its lock file
open with an ``flock`` (Windows: open without delete sharing) for as long as it holds it,
and the kernel drops that when the process ends, however it ends. So a lock that QLockFile
calls taken but that nobody has open any more is abandoned, and is taken over
(``_abandoned``).
"""

from __future__ import annotations

import os
import time
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLockFile, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "knaster-qt.lock"
# QLockFile creates its file, then locks it, then writes it: an empty file younger than this
# may be a start taking the lock this very moment, not an abandoned one.
_BEING_TAKEN_S = 5.0
_RAISE = b"raise\n"
_RAISED = b"raised\n"


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder (the same for every path spelling of it)."""
    try:
        resolved = str(folder.resolve())
    except OSError:
        resolved = str(folder.absolute())
    # Qt's SHA-256, the same digest as hashlib's: hashlib would load OpenSSL's library (about
    # 12 M instructions more, docs/PERFORMANCE.md). Named here, with the socket, as QtNetwork.
    from PySide6.QtCore import QCryptographicHash

    digest = QCryptographicHash.hash(resolved.encode("utf-8"), QCryptographicHash.Algorithm.Sha256)
    return "knaster-qt-" + digest.toHex().toStdString()[:20]


class SingleInstance(QObject):
    """The lock and the local server of the running app; ``raiseRequested`` when started again."""

    raiseRequested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None

    @cached_property
    def name(self) -> str:
        """The local socket's name (server_name), worked out when the socket is first used:
        after the window's first paint, or on a second start."""
        return server_name(self.folder)

    def acquire(self) -> bool:
        """Become the running app for this folder and answer later starts at once
        (``take_lock`` and ``listen``); False if another one is running."""
        if not self.take_lock():
            return False
        self.listen()
        return True

    def take_lock(self) -> bool:
        """Become the running app for this folder; False if another one is running.

        A folder that cannot hold a lock file (read-only, missing and not creatable)
        cannot be shared safely either way: the app then runs without the lock.
        """
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        path = self.folder / LOCK_NAME
        lock = QLockFile(str(path))
        lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
        taken = lock.tryLock(0)
        if not taken and lock.error() == QLockFile.LockError.LockFailedError and _abandoned(path):
            # Its process id now names another live process: nobody holds it (see above).
            taken = lock.tryLock(0)
        if not taken:
            # Held by a running app; no permission or another error: run without the lock.
            return lock.error() != QLockFile.LockError.LockFailedError
        self._lock = lock
        return True

    def listen(self) -> None:
        """Answer later starts on this folder (``raiseRequested``); only once the lock is ours."""
        from PySide6.QtNetwork import QLocalServer

        if self._lock is None or self._server is not None:
            return
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket file left by a killed app
        server.newConnection.connect(self._answer)
        if server.listen(self.name):
            self._server = server

    def ask_running_to_raise(self, timeout_ms: int = 3000) -> bool:
        """Ask the running app to bring its window to the front; True once it said it did.

        It may have taken the lock a moment ago and not be listening yet: try again
        until ``timeout_ms`` have passed.
        """
        from PySide6.QtCore import QDeadlineTimer  # a second start only, as QtNetwork
        from PySide6.QtNetwork import QLocalSocket

        deadline = QDeadlineTimer(timeout_ms)
        while not deadline.hasExpired():
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(min(500, max(1, deadline.remainingTime()))):
                socket.write(QByteArray(_RAISE))
                socket.flush()
                answer = b""
                while not deadline.hasExpired() and not answer.endswith(b"\n"):
                    if not socket.waitForReadyRead(max(1, deadline.remainingTime())):
                        break
                    answer += bytes(socket.readAll().data())
                socket.abort()
                return answer == _RAISED
            socket.abort()
            time.sleep(0.05)
        return False

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _answer(self) -> None:
        server = self._server
        if server is None:
            return
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        if bytes(socket.readLine().data()) == _RAISE:
            self.raiseRequested.emit()
            socket.write(QByteArray(_RAISED))
            socket.flush()
        socket.disconnectFromServer()


def _abandoned(path: Path) -> bool:
    """True if no process holds the lock file ``path`` any more (then it is removed, or
    already gone); False if one does, or if that cannot be known here."""
    if os.name == "nt":
        # A holder has it open without delete sharing: removing it fails while one lives.
        try:
            path.unlink()
        except FileNotFoundError:
            return True
        except OSError:
            return False
        return True
    import fcntl

    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return True  # released meanwhile: try again
    except OSError:
        return False
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            # Held by a live process, or no flock on this file system (some network ones):
            # then QLockFile's own judgement stands.
            return False
        opened = os.fstat(fd)
        if opened.st_size == 0 and time.time() - opened.st_mtime < _BEING_TAKEN_S:
            return False  # another start created it and is about to lock it
        try:
            if os.stat(path).st_ino != opened.st_ino:
                return False  # another start took it over already: a new file, held
            path.unlink()  # under our flock, as QLockFile removes a stale lock
        except FileNotFoundError:
            return True
        except OSError:
            return False
        return True
    finally:
        os.close(fd)
