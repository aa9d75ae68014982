"""An unattended game: ``duplicate-scrabble serve ...`` runs a whole game with no window.

Players join from their phones with the PIN (any new table number is welcome; the phone is
given its table's code, to join again from another phone), the program draws, runs the
timer, reveals when the time is up (or when every joined player has handed in), shows the
results for ``--pause`` seconds and goes on to the end of the game, which the phones see (the
phase ``over``, their final rank) for ``--pause`` seconds more before the program leaves. It
prints the join address and one line per turn. A saved game given again with ``--save`` goes
on where it stopped. A move that cannot be saved (a full disk) is refused to the phone, said
here once, and the game waits until saving works again.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from duplicate.rules.edition import load_edition
from duplicate.base.errors import DuplicateError, WriteAccessError
from duplicate.rules.bag import TURNS_PLAYED
from duplicate.words.lexicon import load_lexicon
from duplicate.session.phones import random_pin, valid_pin
from duplicate.rules.presets import load_preset
from duplicate.rules.notation import format_move
from duplicate.session.session import Phase, Session, SessionSettings
from duplicate.session.settings import new_seed
from duplicate.session.standings import compute_standings
from duplicate.translations import user_language
from ui.phones.service import DEFAULT_PORT, PhoneService, PhoneSettings
from ui.widgets.engine_text import message_text
from ui.widgets.controller import SessionController
from ui.widgets.language import install_language

TICK_MS = 200


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="duplicate-scrabble serve",
                                description="Run a duplicate game with no window: players hand in from their phones.")
    p.add_argument("--save", required=True, type=Path, help="the session file (created, or resumed if it exists)")
    p.add_argument("--edition", default="en", help="the edition's code (en, fr, de, nl, nb)")
    p.add_argument("--preset", default="home", help="the rules preset (fisf, flemish, home)")
    p.add_argument("--lexicon", default=None, help="a word list file instead of the edition's own")
    p.add_argument("--seed", type=int, default=None, help="seed of the draws (random if left out)")
    p.add_argument("--time", type=int, default=None, help="seconds per turn (the preset's if left out)")
    p.add_argument("--pin", default=None, help="the PIN phones must type (4-6 digits; random if left out)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="the port (the next free one if taken)")
    p.add_argument("--turns", type=int, default=None, help="stop after this many turns")
    p.add_argument("--pause", type=float, default=20.0, help="seconds the results stay up between turns")
    p.add_argument("--feedback", action="store_true", help="tell phones before the reveal if their move is valid")
    p.add_argument("--local-only", action="store_true", help="listen on 127.0.0.1 only (no other device can join)")
    p.add_argument("--language", default=None,
                   help="language of what it prints: nl, fr, de, nb or en (default: from LANGUAGE, LC_ALL, LANG)")
    return p


class UnattendedGame(QObject):
    """Drives a session turn by turn from a timer; the phone service does the rest."""

    def __init__(self, session: Session, service: PhoneService, turns: int | None, pause: float,
                 out: TextIO = sys.stdout) -> None:
        super().__init__()
        self.session = session
        self.service = service
        self.turns = turns
        self.pause = pause
        self.out = out
        self.controller = SessionController(session, self)  # searches the tops off the GUI thread
        self.controller.failed.connect(lambda message: self._say(QCoreApplication.translate("UnattendedGame", "error: {0}").format(message)))
        service.saveFailed.connect(self._save_failed)
        service.guessing.connect(self._guessing)
        self._revealed_at: float | None = None
        self._last_trouble = ""
        self._guessed = False
        self._timer = QTimer(self, interval=TICK_MS)
        self._timer.timeout.connect(self.step)

    def start(self) -> None:
        self._timer.start()
        self.step()

    def _say(self, line: str) -> None:
        print(line, file=self.out, flush=True)

    def step(self) -> None:
        try:
            self._step()
        except DuplicateError as exc:
            if exc.code == "write_failed" or isinstance(exc, WriteAccessError):
                self._save_failed(message_text(exc))  # tried again at the next step
                return
            self._say(QCoreApplication.translate("UnattendedGame", "error: {0}").format(message_text(exc)))
            self._finish()
        else:
            self._last_trouble = ""

    def _save_failed(self, reason: str) -> None:
        """Saving failed (a full disk, a file taken away): said once, tried again."""
        if reason != self._last_trouble:
            self._last_trouble = reason
            self._say(QCoreApplication.translate("UnattendedGame", "error: {0}; the game waits until it can save").format(reason))

    def _guessing(self, wrong: int, refused: int) -> None:
        """Someone is trying codes: said when it starts (and again if it starts again later)."""
        alarm = self.service.guessing_alarm()
        if alarm and not self._guessed:
            self._say(QCoreApplication.translate(
                "UnattendedGame", "someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked").format(
                wrong, refused))
        self._guessed = alarm

    def _step(self) -> None:
        session = self.session
        phase = session.phase
        if phase is Phase.OVER:
            self._finish()
        elif phase is Phase.AWAITING_DRAW:
            if self.turns is not None and len(session.turns) >= self.turns:
                session.end_game(TURNS_PLAYED)  # the phones see the game over, with their final rank
                self._finish()
            elif self._revealed_at is None or time.monotonic() - self._revealed_at >= self.pause:
                self._revealed_at = None
                if session.draw() is None:
                    self._finish()
        elif phase is Phase.DRAWN:
            session.start_timer()
            turn = session.current_turn
            assert turn is not None
            rack = f"{session.tiles_text(turn.draw.leftover)}+{session.tiles_text(turn.draw.new)}"
            self._say(QCoreApplication.translate("UnattendedGame", "turn {0}: rack {1}, {2} s").format(turn.number, rack, round(turn.timer.remaining())))
        elif phase is Phase.RUNNING:
            turn = session.current_turn
            assert turn is not None
            joined = [t for t in session.phone_tokens if session.players[t].active(turn.number)]
            if joined and all(t in turn.entries for t in joined):
                session.stop_timer()
        elif phase is Phase.EXPIRED:
            turn = session.current_turn
            assert turn is not None
            grace = session.rules.phone_grace_seconds
            if turn.timer.overdue() >= grace and self.controller.ranked() is not None:
                self._reveal()
        # PAUSED: nobody resumes an unattended game's timer but a restart (never paused here)

    def _reveal(self) -> None:
        session = self.session
        committed = session.commit()
        turn = session.turns[-1]
        handed = sum(1 for e in turn.entries.values() if e.source == "phone")
        standings = compute_standings(session)
        top = f"{format_move(committed.move, session.edition)} {committed.points}"
        playing = len(session.active_players(turn.number))
        if standings.rows:
            leader = standings.rows[0]
            line = QCoreApplication.translate("UnattendedGame", "turn {0}: top {1}; {2} of {3} handed in; leader {4} {5}").format(
                turn.number, top, handed, playing, leader.name, leader.total)
        else:
            line = QCoreApplication.translate("UnattendedGame", "turn {0}: top {1}; {2} of {3} handed in").format(turn.number, top, handed, playing)
        self._say(line)
        self._revealed_at = time.monotonic()

    def _finish(self) -> None:
        if not self._timer.isActive():
            return
        self._timer.stop()
        standings = compute_standings(self.session)
        turns = standings.turns  # a plain name: lupdate skips a plural call whose count is an attribute
        over = self.tr("game over after %n turn(s) (top total {0})", "", turns)
        self._say(over.format(standings.top_total))
        for row in standings.rows:
            self._say(QCoreApplication.translate("UnattendedGame", "{0:>3}. table {1} {2}: {3} ({4:+d})").format(row.rank, row.table, row.name, row.total,
                                                                     row.deviation))
        # keep answering phones (the game is over, their final rank) for one pause, then stop
        QTimer.singleShot(int(self.pause * 1000), QCoreApplication.quit)


def open_or_create(args: argparse.Namespace) -> Session:
    if args.save.exists():
        return Session.open(args.save)
    edition = load_edition(args.edition)
    lexicon = load_lexicon(edition, args.lexicon)
    rules = load_preset(args.preset)
    if args.time is not None:
        rules = rules.with_changes(seconds_per_turn=args.time)
    settings = SessionSettings(edition.code, lexicon.identity, rules, lexicon_path=args.lexicon,
                               seed=args.seed if args.seed is not None else new_seed(), title=f"{args.save.stem}")
    return Session.create(args.save, settings, lexicon)


def main(argv: list[str]) -> int:
    """``argv``: the arguments after ``serve``."""
    args = parser().parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication(["duplicate-scrabble"])
    # what it prints, in the language the command line speaks (the same rule as ``duplicate``)
    install_language(user_language(args.language))
    pin = args.pin or random_pin()
    if not valid_pin(pin):
        print(QCoreApplication.translate("UnattendedGame", "error: the PIN must have 4 to 6 digits"), file=sys.stderr)
        return 2
    try:
        session = open_or_create(args)
    except WriteAccessError as exc:  # held by another window, or a read-only file or disk
        print(QCoreApplication.translate("UnattendedGame", "error: {0}").format(message_text(exc)), file=sys.stderr)
        print(QCoreApplication.translate(
            "UnattendedGame", "The unattended game saves every move, so it needs the file for writing: close the "
            "other window, or give --save a copy (File > Save as) or a new name in a writable folder."),
            file=sys.stderr)
        return 1
    except DuplicateError as exc:
        print(QCoreApplication.translate("UnattendedGame", "error: {0}").format(message_text(exc)), file=sys.stderr)
        return 1
    settings = PhoneSettings(port=args.port, pin=pin, allow_new=True, feedback=args.feedback,
                             local_only=args.local_only)
    service = PhoneService(session, settings)
    try:
        service.start()
    except DuplicateError as exc:
        print(QCoreApplication.translate("UnattendedGame", "error: {0}").format(message_text(exc)), file=sys.stderr)
        session.close()
        return 1
    for url in service.join_urls():
        print(QCoreApplication.translate("UnattendedGame", "join: {0}  PIN {1}").format(url, pin), flush=True)
    game = UnattendedGame(session, service, args.turns, args.pause)
    signal.signal(signal.SIGINT, lambda *_: app.quit())
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    wake = QTimer(interval=250)  # lets Python run its signal handlers while Qt waits
    wake.timeout.connect(lambda: None)
    wake.start()
    game.start()
    code = app.exec()
    game.controller.stop()
    service.stop()
    session.close()
    print(QCoreApplication.translate("UnattendedGame", "saved: {0}").format(args.save), flush=True)
    return code
