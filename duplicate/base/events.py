"""A minimal observer: plain Python models announce changes, views subscribe (no Qt here)."""

from __future__ import annotations

from typing import Any, Callable

Listener = Callable[..., Any]


class Signal:
    """Listeners are called in the order they connected, with the emitted arguments."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def connect(self, listener: Listener) -> None:
        if listener not in self._listeners:
            self._listeners.append(listener)

    def disconnect(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def emit(self, *args: Any) -> None:
        for listener in list(self._listeners):
            listener(*args)
