"""The one exception family of the engine: every error has a stable code and a human message."""

from __future__ import annotations


class DuplicateError(Exception):
    """Base of all engine errors. ``code`` is stable (for programs), ``message`` is for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}


class MoveError(DuplicateError):
    """A move that cannot be played (or read); ``code`` is one of rules.MOVE_ERROR_CODES."""


class SessionError(DuplicateError):
    """An action that is not allowed now, names something that does not exist, or is damaged."""


class WriteAccessError(DuplicateError):
    """The session can be read but not written here: another window holds it, or the file,
    folder or disk is read-only. The app offers to open it read-only instead."""
