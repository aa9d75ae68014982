"""``duplicate-scrabble --self-test SESSIONFILE``: one round played through the window, to check an install.

What a packaged app needs at run time is only known once it runs: Qt's plugins, the word
lists and translations among the bundled data, the compiled search, SQLite, the worker
threads. This check drives the real main window through the same menu actions an arbiter
uses: it opens the session file, draws (Turn > Draw the rack), waits for the move search,
starts the timer, types the top for every player in the entry panel, ends the time, reveals
(Turn > Reveal the top) and closes the session (File > Close session); it then reads the file
back with the engine and checks that the round is in it. One line a step on standard output;
the status is 0 when every step passed, 1 (and the reason) when one did not.

CI runs it on the packaged app, offscreen (``tools/build_app.py --smoke-test``). The file
gains a turn: use a copy of a real session, or a new one.
"""

from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Callable, TextIO

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from duplicate.rules.notation import format_move
from duplicate.session.session import Phase, Session

if TYPE_CHECKING:
    from ui.main_window import MainWindow

#: How long the move search of the round may take (a cold word-list cache is built first).
SEARCH_SECONDS = 300


class SelfTestFailed(Exception):
    """A step did not do what it should; the message says which and what was seen."""


class DialogWatch:
    """A modal dialog would wait for a person who is not there: each one is noted and closed,
    and the step that raised it fails, saying the dialog's words."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(100)
        self.timer.timeout.connect(self._close_dialog)
        self.timer.start()

    def _close_dialog(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            return
        words = [dialog.windowTitle()] + [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        self.seen.append(": ".join(w for w in words if w))
        dialog.close()

    def check(self, step: str) -> None:
        if self.seen:
            raise SelfTestFailed(f"{step}: a dialog stopped the round ({'; '.join(self.seen)})")


def wait_until(condition: Callable[[], bool], seconds: float, what: str) -> None:
    """Run the event loop until ``condition`` holds (the search runs on a worker thread)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise SelfTestFailed(f"{what}: not done after {seconds:.0f} s")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def play_one_round(window: MainWindow, path: Path, out: TextIO) -> None:
    """The round, step by step; raises SelfTestFailed at the first step that fails."""

    def say(line: str) -> None:
        out.write(f"self-test: {line}\n")
        out.flush()

    watch = DialogWatch()
    opened = window.open_path(str(path))
    watch.check(f"open {path}")
    if opened is None or window.controller is None or window.page is None:
        raise SelfTestFailed(f"open {path}: the session did not open")
    session = window.controller.session
    if session.read_only:
        raise SelfTestFailed(f"open {path}: opened read-only (is another program holding it?)")
    played = len(session.committed_turns)
    say(f"opened {path.name}: {len(session.players)} players, turns played: {played}")
    from duplicate.words.search import walk_in_use

    say(f"search: {walk_in_use()}")
    if session.phase is not Phase.AWAITING_DRAW:
        raise SelfTestFailed(f"the session is not waiting for a draw (phase {session.phase.name})")

    menus, entry = window.menus, window.page.entry
    menus.draw_action.trigger()
    watch.check("Draw the rack")
    turn = session.current_turn
    if turn is None or session.phase is not Phase.DRAWN:
        raise SelfTestFailed("Draw the rack: no rack was drawn")
    say(f"turn {turn.number}: drew {session.tiles_text(turn.rack.tiles)}")

    controller = window.controller
    wait_until(lambda: controller.ranked() is not None, SEARCH_SECONDS, "the move search")
    tops = session.tops()
    if not tops:
        raise SelfTestFailed("the move search found no move")
    top = tops[0]
    top_text = format_move(top.move, session.edition)
    say(f"the top: {top_text}, {top.points} points")

    menus.timer_action.trigger()
    watch.check("Start the timer")
    if session.phase is not Phase.RUNNING:
        raise SelfTestFailed("Start the timer: the timer did not start")
    for player in session.active_players(turn.number):
        entry.table_edit.setText(str(player.table))
        entry.move_edit.setText(top_text)
        entry.store()
        watch.check(f"the move of table {player.table}")
    if session.missing_entries():
        raise SelfTestFailed(f"the entry panel left tables without a move: {session.missing_entries()}")
    say(f"entered the top for {len(turn.entries)} tables")

    menus.stop_action.trigger()
    menus.reveal_action.trigger()
    watch.check("Reveal the top")
    if len(session.committed_turns) != played + 1:
        raise SelfTestFailed("Reveal the top: the turn was not revealed")
    say("revealed")

    menus.close_action.trigger()
    watch.check("Close session")
    watch.timer.stop()
    if window.controller is not None:
        raise SelfTestFailed("Close session: the session is still open")
    with Session.open(path, read_only=True) as saved:
        committed = saved.committed_turns
        if len(committed) != played + 1 or committed[-1].committed is None:
            raise SelfTestFailed(f"the file holds {len(committed)} played turns, not {played + 1}")
        if committed[-1].committed.points != top.points:
            raise SelfTestFailed("the file's master move is not the top revealed")
    say(f"saved: the file holds the round (turns played: {played + 1})")


def run(window: MainWindow, path: Path, out: TextIO | None = None) -> int:
    """The self-test's status: 0 when the round was played and saved, else 1 (said on stderr).
    Started without a console (Windows' windowed program), the lines go to
    ``SESSIONFILE.self-test.txt`` beside the file."""
    if out is None and sys.stdout is None:
        with open(path.parent / f"{path.name}.self-test.txt", "w", encoding="utf-8") as log:
            return run(window, path, log)
    try:
        play_one_round(window, path, out or sys.stdout)
    except SelfTestFailed as failed:
        print(f"self-test failed: {failed}", file=out or sys.stderr)
        return 1
    except Exception:  # noqa: BLE001 - whatever broke, the check says so and fails
        print("self-test failed:\n" + traceback.format_exc(), file=out or sys.stderr)
        return 1
    return 0
