"""Qt objects in garbage cycles are freed on the GUI thread, never in a worker that happens to
trigger the collector (a crash seen with the move search running)."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject

from ui.widgets.worker_gc import collect_now, track_worker


class Tracked(QObject):
    """A Qt object that notes the thread its Python side was freed in."""

    freed_in: list[str] = []

    def __del__(self) -> None:
        Tracked.freed_in.append(threading.current_thread().name)


def _garbage_cycle_with_a_qt_object() -> None:
    holder: dict = {"object": Tracked()}
    holder["self"] = holder  # a cycle: only the cyclic collector frees it


def _allocate_a_lot() -> None:
    for _ in range(200_000):
        cycle: list = []
        cycle.append(cycle)


def _run_worker(guarded: bool, qtbot) -> list[str]:
    Tracked.freed_in = []
    gc.collect()
    _garbage_cycle_with_a_qt_object()
    worker = threading.Thread(target=_allocate_a_lot, name="worker")
    if guarded:
        track_worker(worker.is_alive)
    worker.start()
    if guarded:
        assert not gc.isenabled()  # nothing collects in the worker while it runs
    worker.join()
    if guarded:
        qtbot.waitUntil(lambda: gc.isenabled(), timeout=3000)  # the GUI thread's tick ended the guard
    collect_now()
    gc.collect()
    return Tracked.freed_in


def test_a_tracked_worker_never_frees_qt_objects(qtbot):
    assert gc.isenabled()
    freed = _run_worker(True, qtbot)
    assert freed == [threading.main_thread().name]
    assert gc.isenabled()


def test_an_untracked_worker_would_free_them_in_its_own_thread(qtbot):
    """The danger the guard is for: without it the worker's allocations collect the cycle."""
    assert _run_worker(False, qtbot) == ["worker"]
