"""The turn timer: a deadline on a monotonic clock, so the display never drifts.

The timer never counts ticks: it keeps the deadline (while running) or the time left
(while paused) and computes what to show from the clock each time it is asked. Tests
inject a fake clock.
"""

from __future__ import annotations

import time
from enum import Enum
from typing import Callable

Clock = Callable[[], float]


class TimerState(Enum):
    IDLE = "idle"
    RUNNING = "running"
    PAUSED = "paused"
    EXPIRED = "expired"


class TurnTimer:
    """Counts ``duration`` seconds down; ``calls`` are elapsed times to announce (2'30)."""

    def __init__(self, duration: float, calls: tuple[int, ...] = (), clock: Clock = time.monotonic) -> None:
        self.duration = float(duration)
        self.calls = tuple(c for c in calls if 0 < c < duration)
        self.clock = clock
        self._deadline: float | None = None
        self._left = float(duration)
        self._announced: set[int] = set()
        self._paused = False
        self._stopped_at: float | None = None  # when the time was ended by hand

    @property
    def state(self) -> TimerState:
        if self.remaining() <= 0:
            return TimerState.EXPIRED
        if self._deadline is not None:
            return TimerState.RUNNING
        return TimerState.PAUSED if self._paused else TimerState.IDLE

    def remaining(self) -> float:
        if self._deadline is None:
            return max(0.0, self._left)
        return max(0.0, self._deadline - self.clock())

    def overdue(self) -> float:
        """Seconds since the time ran out (0 while time is left): late hand-ins get a grace."""
        if self.remaining() > 0:
            return 0.0
        if self._deadline is not None:
            return max(0.0, self.clock() - self._deadline)
        if self._stopped_at is None:
            return 0.0
        return max(0.0, self.clock() - self._stopped_at)

    def elapsed(self) -> float:
        return self.duration - self.remaining()

    def start(self) -> None:
        self._deadline = self.clock() + self._left

    def pause(self) -> None:
        self._left = self.remaining()
        self._deadline = None
        self._paused = True

    def resume(self) -> None:
        self.start()

    def set_remaining(self, seconds: float, running: bool) -> None:
        """Restore a timer (after reopening a session): ``seconds`` left, running or paused."""
        self._left = max(0.0, min(self.duration, seconds))
        self._paused = not running  # restored from a pause or a stop, never "not started"
        self._deadline = self.clock() + self._left if running else None
        self._stopped_at = self.clock() if self._left <= 0 and not running else None
        self._announced = {c for c in self.calls if c <= self.duration - self._left}

    def due_calls(self) -> list[int]:
        """Calls whose moment has come since last asked (each reported once)."""
        elapsed = self.elapsed()
        due = [c for c in self.calls if c <= elapsed and c not in self._announced]
        self._announced.update(due)
        return due
