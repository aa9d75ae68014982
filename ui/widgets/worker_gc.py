"""Python's cyclic garbage collection only on the GUI thread while worker threads compute.

A worker thread that allocates a lot (the move search, a word-list build) triggers Python's
cyclic collector in that thread. When such a collection frees a cycle that holds a Qt object
(a closed dialog, a widget's lambda), the object is destroyed outside the GUI thread, which Qt
does not allow: the app can crash at a random moment (seen in the test suite, with a search
running). So while any tracked worker is alive, automatic collection is off and a timer of
the GUI thread collects the young generation instead; when the last worker ends, automatic
collection is on again.
"""

from __future__ import annotations

import gc
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread collects while workers run (the young generation only: cheap).
COLLECT_INTERVAL_MS = 100


class _Guard(QObject):
    """The workers alive now, and the GUI-thread timer that collects for them."""

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())
        self._alive: list[Callable[[], bool]] = []
        self._reenable = False
        self._timer = QTimer(self)
        self._timer.setInterval(COLLECT_INTERVAL_MS)
        self._timer.timeout.connect(self.tick)

    def track(self, alive: Callable[[], bool]) -> None:
        if not self._alive:
            self._reenable = gc.isenabled()
            gc.disable()
            self._timer.start()
        self._alive.append(alive)

    def tick(self) -> None:
        self._alive = [alive for alive in self._alive if _still_alive(alive)]
        gc.collect(0)
        if not self._alive:
            self._timer.stop()
            if self._reenable:
                gc.enable()


def _still_alive(alive: Callable[[], bool]) -> bool:
    try:
        return bool(alive())
    except RuntimeError:  # a QThread whose C++ object is gone has ended
        return False


_guard: _Guard | None = None


def track_worker(alive: Callable[[], bool]) -> None:
    """Keep automatic collection off until ``alive()`` is false (call on the GUI thread,
    before the worker starts): ``track_worker(thread.is_alive)`` or ``(qthread.isRunning)``."""
    global _guard
    if _guard is None:
        _guard = _Guard()
    _guard.track(alive)


def collect_now() -> None:
    """Let the guard look at its workers at once (a GUI-thread loop that waits for one)."""
    if _guard is not None:
        _guard.tick()
