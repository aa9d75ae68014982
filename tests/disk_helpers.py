"""Real small and read-only file systems for tests of disk faults (tmpfs mounts; needs root).

A test that needs one is skipped, with the reason, where mounting is not allowed.
"""

from __future__ import annotations

import os
import subprocess
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

import pytest


def _mount(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["mount", *args], capture_output=True, text=True, timeout=30)


@contextmanager
def small_disk(folder: Path, size: str = "256k") -> Iterator[Path]:
    """A tmpfs of ``size`` mounted on ``folder`` (created); unmounted afterwards."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        pytest.skip("a small file system needs root to mount (tmpfs)")
    result = _mount("-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder))
    if result.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {result.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30)


def fill(folder: Path, leave: int = 0) -> None:
    """Fill the file system of ``folder`` until at most ``leave`` bytes are free."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        block = b"\0" * 4096
        size = 0
        while True:
            try:
                size += os.write(fd, block)
            except OSError:
                break
        if leave:
            os.ftruncate(fd, max(0, size - leave))
    finally:
        os.close(fd)


def make_read_only(folder: Path) -> None:
    """Remount the tmpfs on ``folder`` read-only (even root cannot write there then)."""
    result = _mount("-o", "remount,ro", str(folder))
    if result.returncode != 0:
        pytest.skip(f"cannot remount read-only: {result.stderr.strip()}")


@contextmanager
def read_only_folder(folder: Path, files: dict[str, bytes] | None = None) -> Iterator[Path]:
    """A read-only file system on ``folder`` holding ``files``."""
    with small_disk(folder, "4m"):
        for name, data in (files or {}).items():
            (folder / name).write_bytes(data)
        make_read_only(folder)
        yield folder


def _mounted(folder: Path) -> bool:
    target = str(folder.resolve())
    with open("/proc/self/mountinfo", encoding="utf-8") as info:
        return any(line.split()[4] == target for line in info)


@contextmanager
def turns_read_only(folder: Path) -> Iterator[Callable[[], None]]:
    """``folder`` bind-mounted on itself; calling the function yielded makes it read-only
    under the open session, as a disk that turns read-only midway (a USB stick's switch, a
    share remounted read-only, a disk error). Unmounted afterwards, whatever happens.

    A busy mount (the session's open files) cannot be remounted read-only in place, so the
    bind is then detached lazily and a read-only bind put in its place: files already open
    stay open, but no new file (SQLite's journal) can be made there."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        pytest.skip("a read-only remount needs root (mount --bind)")
    result = _mount("--bind", str(folder), str(folder))
    if result.returncode != 0:
        pytest.skip(f"cannot bind-mount a folder here: {result.stderr.strip()}")

    def make_read_only() -> None:
        if _mount("-o", "remount,ro,bind", str(folder)).returncode == 0:
            return
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30)
        again = _mount("--bind", "-o", "ro", str(folder), str(folder))
        if again.returncode != 0:
            pytest.skip(f"cannot remount the folder read-only: {again.stderr.strip()}")

    try:
        yield make_read_only
    finally:
        for _ in range(3):
            if not _mounted(folder):
                break
            subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30)
