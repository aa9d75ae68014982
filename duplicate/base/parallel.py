"""Spreading independent jobs (positions to search, games to play) over processes.

One search is never split: a search takes milliseconds with the compiled walk, far less than
handing its parts to other processes would cost. Whole positions and whole games are
independent, so ``ordered_map`` hands them to worker processes and gives the results back
in the order of the input, whatever the number of processes: the output never depends on
``jobs``.

Each worker builds its own state once (``factory(*args)``, e.g. loading the word list
from the cache: milliseconds) and keeps it for every job it gets.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Callable, Iterable, Iterator, TypeVar, TypeVarTuple

T = TypeVar("T")
R = TypeVar("R")
Args = TypeVarTuple("Args")

#: The job function of this worker process (set once by ``_start_worker``).
_worker_job: list[Callable[[Any], Any]] = []


def default_jobs() -> int:
    """The number of processes to use when not told: the cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _start_worker(factory: Callable[[*Args], Callable[[Any], Any]], args: tuple[*Args], parent: int) -> None:
    _die_with(parent)
    _worker_job.append(factory(*args))


def _die_with(parent: int) -> None:
    """Ask the system to end this worker when its parent ends, however it ends (SIGTERM,
    kill -9: Linux's PR_SET_PDEATHSIG); elsewhere the pool's own pipes end it later."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent ended before the request was made
        os._exit(1)


def _run_job(item: Any) -> Any:
    return _worker_job[0](item)


def ordered_map(
    factory: Callable[[*Args], Callable[[T], R]],
    args: tuple[*Args],
    items: Iterable[T],
    jobs: int,
) -> Iterator[R]:
    """``factory(*args)(item)`` for each item, in order, on up to ``jobs`` processes (at most
    one per core). A worker ends with this process, even one killed.

    With one job, or a single item, everything runs in this process (no pool is started).
    Items are read as they are needed (a few per process are in flight), so a stream of
    input lines gives results as it goes, and stopping early wastes little. ``factory``
    and the items must be picklable; an exception in a job is raised here, at its turn.
    """
    jobs = min(jobs, default_jobs())  # more processes than cores only wait for each other
    iterator = iter(items)
    first = next(iterator, _END)
    if first is _END:
        return
    second = next(iterator, _END) if jobs > 1 else _END
    if second is _END:
        job = factory(*args)
        yield job(first)
        for item in iterator:
            yield job(item)
        return
    context = multiprocessing.get_context("spawn" if _has_threads() else None)
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_start_worker,
                             initargs=(factory, args, os.getpid())) as pool:
        pending: deque[Future[R]] = deque([pool.submit(_run_job, first), pool.submit(_run_job, second)])
        window = 4 * jobs
        try:
            for item in iterator:
                while len(pending) >= window:
                    yield pending.popleft().result()
                pending.append(pool.submit(_run_job, item))
            while pending:
                yield pending.popleft().result()
        finally:
            for future in pending:
                future.cancel()


def _has_threads() -> bool:
    """Forking a process that runs other threads (a GUI, a search) can copy a held lock: spawn then.

    Qt starts threads of its own that Python does not count, so a loaded Qt counts as threads.
    """
    import threading

    return threading.active_count() > 1 or "PySide6.QtCore" in sys.modules


_END: Any = object()
