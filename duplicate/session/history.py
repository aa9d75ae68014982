"""Undo and redo over a session's log: which stored action each would take back or bring
back, what it did in words, and the mark that does it in the file.

The log is the one truth: undoing marks an action undone in the file, redoing clears the
mark, and the session rebuilds its state by replaying the active actions (from the latest
snapshot that still holds, duplicate.session.snapshots). A phone's entry and the timer's
actions are not the arbiter's to undo (``actions.is_undoable``).
"""

from __future__ import annotations

from typing import Callable

from duplicate.base.errors import Message
from duplicate.session.actions import Action, is_undoable
from duplicate.session.disclosure import SHOW_ALL, Disclosure, described
from duplicate.session.snapshots import Snapshots
from duplicate.storage.session_file import SessionStore, StoredAction


class History:
    """The undo and redo of one session file. ``read`` gives the typed action of a stored
    row (read strictly, once), for the words of the Undo and Redo menus."""

    def __init__(self, store: SessionStore, snapshots: Snapshots, read: Callable[[StoredAction], Action]) -> None:
        self.store = store
        self.snapshots = snapshots
        self._read = read

    def last_undoable(self) -> StoredAction | None:
        """The action Undo would take back: the last active one the arbiter may undo."""
        return next((a for a in reversed(self.store.actions()) if not a.undone and is_undoable(a.kind, a.payload)),
                    None)

    def next_redo(self) -> StoredAction | None:
        """The action Redo would bring back: the last one undone."""
        stack = self.store.redo_stack()
        if not stack:
            return None
        return next((a for a in self.store.actions() if a.seq == stack[-1]), None)

    @property
    def can_undo(self) -> bool:
        return self.last_undoable() is not None

    @property
    def can_redo(self) -> bool:
        return bool(self.store.redo_stack())

    def undo_text(self, shown: Disclosure = SHOW_ALL) -> Message | None:
        """What Undo would undo, in a few words as ``shown`` allows (None when there is nothing)."""
        last = self.last_undoable()
        return described(self._read(last), shown) if last is not None else None

    def redo_text(self, shown: Disclosure = SHOW_ALL) -> Message | None:
        """What Redo would redo, in a few words as ``shown`` allows (None when there is nothing)."""
        stored = self.next_redo()
        return described(self._read(stored), shown) if stored is not None else None

    def mark(self, entry: StoredAction, undone: bool) -> None:
        """Mark ``entry`` undone (or active again) in the file, and drop the snapshots that
        covered it: they no longer hold."""
        self.store.set_undone(entry.seq, undone)
        self.snapshots.forget_from(entry.seq)


__all__ = ["History"]
