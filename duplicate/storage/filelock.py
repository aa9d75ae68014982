"""One writer per session file: an operating-system lock that dies with its process.

The writer holds an exclusive lock on a small side file, ``NAME-lock`` beside ``NAME`` (like
SQLite's own ``-wal`` and ``-shm``), for as long as the session is open; the file says who
holds it (process number, computer, since when) so a second opener can be told. The lock is
``flock`` (``msvcrt.locking`` on Windows): the system drops it when the process ends, even
by ``kill -9`` or a power cut, so a crash never leaves a stale lock; the side file that may
remain is harmless (nobody holds its lock) and is taken over by the next opener.

The lock is on a side file rather than on the database itself because SQLite uses POSIX
record locks on the database, and any other descriptor of that file, once closed, would
silently release SQLite's locks in this process (and ``flock`` is emulated with record locks
on some network file systems).
"""

from __future__ import annotations

import json
import os
import socket
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from duplicate.base.errors import WriteAccessError

LOCK_SUFFIX = "-lock"


class LockedError(WriteAccessError):
    """The session is open for writing elsewhere; ``holder`` says where (when known)."""

    def __init__(self, path: Path, holder: Holder | None) -> None:
        if holder is None:
            super().__init__("locked", "This session is open in another program or computer. It can be opened read-only.")
        elif holder.pid == os.getpid() and holder.host == socket.gethostname():
            super().__init__("locked", "This session is open in another window of this program. It can be opened read-only.")
        elif holder.host == socket.gethostname():
            super().__init__("locked", "This session is open in another window (process {pid} on this computer). "
                             "It can be opened read-only.", pid=str(holder.pid))  # an identifier: no digit grouping
        else:
            super().__init__("locked", "This session is open in another window (process {pid} on the computer {host}). "
                             "It can be opened read-only.", pid=str(holder.pid), host=holder.host)
        self.path = path
        self.holder = holder


@dataclass(frozen=True)
class Holder:
    """Who holds the lock, as written in the lock file."""

    pid: int
    host: str
    since: str = ""

    def describe(self) -> str:
        if self.pid == os.getpid() and self.host == socket.gethostname():
            return "another window of this program"
        if self.host == socket.gethostname():
            return f"another window (process {self.pid} on this computer)"
        return f"another window (process {self.pid} on the computer {self.host})"


class LocksRefused(OSError):
    """The file system refuses locks (ENOLCK, EOPNOTSUPP, EINVAL ... as some network shares)."""


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + LOCK_SUFFIX)


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover - tested on Windows only
        import msvcrt

        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        raise LocksRefused(exc.errno, exc.strerror) from None
    return True


def _try_again(fd: int, seconds: float = 0.5) -> bool:
    """Wait a little: a reader checking for a writer holds the lock for an instant."""
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(0.05)
        if _try_lock(fd):
            return True
    return False


def _read_holder(fd: int) -> Holder | None:
    try:
        os.lseek(fd, 1, os.SEEK_SET)  # byte 0 is the one Windows locks
        data = json.loads(os.read(fd, 4096).decode("utf-8"))
        pid, host = data["pid"], data["host"]
        if isinstance(pid, int) and isinstance(host, str):
            return Holder(pid, host, str(data.get("since", "")))
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def holder_of(path: Path) -> Holder | None:
    """Who holds the session's writer lock now, or None when nobody does (never takes it)."""
    try:
        fd = os.open(lock_path(path), os.O_RDWR)
    except OSError:
        return None  # no lock file (or not even readable): no writer on this computer's view
    try:
        if _try_lock(fd):
            return None  # nobody held it; ours is released by closing below
        return _read_holder(fd) or Holder(0, "?")
    except LocksRefused:  # where locks are refused no writer can hold one: nobody writes
        return None
    finally:
        os.close(fd)


def _open_lock_file(lock_file: Path) -> tuple[int, bool]:
    """The lock file's descriptor, and whether this call created it."""
    try:
        return os.open(lock_file, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o666), True
    except FileExistsError:
        return os.open(lock_file, os.O_RDWR | os.O_CREAT, 0o666), False


def _remove_if_same(lock_file: Path, fd: int) -> None:
    try:
        if os.path.samestat(os.fstat(fd), os.stat(lock_file)):
            lock_file.unlink()
    except OSError:
        pass


class WriterLock:
    """The held lock of one session file; ``release`` (or process end) frees it."""

    def __init__(self, path: Path, fd: int, lock_file: Path) -> None:
        self.path = path
        self._fd: int | None = fd
        self._lock_file = lock_file

    @classmethod
    def acquire(cls, path: str | Path) -> WriterLock:
        """Take the lock or raise LockedError naming the holder; OSError if it cannot be made."""
        path = Path(path)
        lock_file = lock_path(path)
        for _ in range(10):  # another opener may remove the file between our open and lock
            fd, created = _open_lock_file(lock_file)
            try:
                if not _try_lock(fd) and not _try_again(fd):
                    raise LockedError(path, _read_holder(fd))
                if os.path.samestat(os.fstat(fd), os.stat(lock_file)):
                    info = {"pid": os.getpid(), "host": socket.gethostname(),
                            "since": datetime.now(timezone.utc).isoformat(timespec="seconds")}
                    os.ftruncate(fd, 1)
                    os.lseek(fd, 1, os.SEEK_SET)
                    os.write(fd, json.dumps(info).encode("utf-8"))
                    return cls(path, fd, lock_file)
            except FileNotFoundError:
                pass  # removed by the previous holder after we opened it: try again
            except BaseException:
                if created:  # a lock refused (ENOLCK on some shares) or a full disk: leave nothing behind
                    _remove_if_same(lock_file, fd)
                os.close(fd)
                raise
            os.close(fd)
        raise LockedError(path, None)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Remove the lock file (while still holding it, so no opener can be fooled) and unlock."""
        if self._fd is None:
            return
        try:
            self._lock_file.unlink(missing_ok=True)
        except OSError:
            pass
        os.close(self._fd)
        self._fd = None


__all__ = ["Holder", "LOCK_SUFFIX", "LockedError", "LocksRefused", "WriterLock", "holder_of", "lock_path"]
