"""Writing an export file so that a failure never leaves an empty or partial file behind.

The text goes to a temporary file in the target's own folder (so the final rename stays on
one file system), is flushed to the disk, and only then replaces the target. Only a regular
file is ever replaced: a path that names a device (``/dev/full``), a folder or a pipe is
refused, since renaming over it would either fail late or swap a system file for ours.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from duplicate.base.errors import DuplicateError


class WriteError(DuplicateError):
    """An output file that cannot be written; the target is left as it was."""


def _why(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "it may not be written here (read-only folder or file)"
    return exc.strerror or str(exc)


def _followed(target: Path) -> Path:
    """The file a symbolic link points to (written in its place: the link stays), or ``target``
    itself when it is no link. A loop of links raises OSError ELOOP on every Python: the strict
    ``os.path.realpath`` stats the looping name. (``Path.resolve()`` is no help: up to 3.12 it
    raises RuntimeError on a loop, and from 3.13 it returns a path inside the loop, where the
    rename would replace a link with a file.) A link to a file that does not exist yet names
    the file to create."""
    if not target.is_symlink():
        return target
    try:
        return Path(os.path.realpath(target, strict=True))
    except FileNotFoundError:  # a dangling link (no loop: that is ELOOP): the file it names
        return Path(os.path.realpath(target))


def replace_file(path: str | Path, text: str | bytes) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends; or bytes as they are) to ``path`` all at once, or not at all."""
    try:
        target = _followed(Path(path))
        info = target.stat() if target.exists() else None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise WriteError("write_failed", "cannot write {path}: it is a loop of symbolic links",
                path=path) from None
        raise WriteError("write_failed", "cannot write {path}: {why}", path=path, why=_why(exc)) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "a device or special file"
        raise WriteError("write_failed", "cannot write {path}: it is {kind}, not a regular file",
            path=path, kind=kind)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    temporary = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666 if info is None else info.st_mode & 0o777)
    except OSError as exc:
        raise WriteError("write_failed", "cannot write {path}: {why}", path=path, why=_why(exc)) from None
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, target)
    except OSError as exc:
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass
        raise WriteError("write_failed", "cannot write {path}: {why}; nothing was changed",
            path=path, why=_why(exc)) from None


__all__ = ["WriteError", "replace_file"]
