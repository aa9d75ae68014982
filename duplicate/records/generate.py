"""Prepared games made to order: play seeded games with the top as master move, keep those
that match what the club asked for, and write each as a game record.

A game is played by a real session (``Session``: the rack rules of the rule set, the default
top as master move, no players), kept in memory (nothing is written for a game played), so
its record replays exactly like any other: the app's *New session -> prepared game* reads
it with ``records.prepared_turns``, and ``records.session_from_record`` replays it move by
move. Only the games kept are written, each whole and once (``write_game``).

What a game is judged on (``GameFigures``):

- ``bingos``: turns whose master move places all seven tiles;
- ``top_total``: the sum of the master moves' scores;
- ``unused_blanks``: turns whose master move leaves a blank on the rack (a blank drawn and
  kept rather than played).

Seeds are tried in order from the first one, and the games kept are the first matching
ones in seed order: the same options always give the same games, whatever the number of
processes.
"""

from __future__ import annotations

import itertools
from collections import deque
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from duplicate.rules.bag import NO_MOVE
from duplicate.words.dawg import Cancelled
from duplicate.rules.edition import BLANK, load_edition
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message
from duplicate.words.lexicon import Lexicon, load_lexicon
from duplicate.base.parallel import ordered_map
from duplicate.records.game_record import game_record, save_record
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings


class GenerateError(DuplicateError):
    """A request for games that cannot be met (bad bounds, a folder that cannot be written)."""


#: A filter's bound below 0, one sentence per bound.
_NEGATIVE_BOUND = {
    "min_bingos": QT_TRANSLATE_NOOP("engine", "min bingos must be 0 or more, not {value}"),
    "max_bingos": QT_TRANSLATE_NOOP("engine", "max bingos must be 0 or more, not {value}"),
    "min_total": QT_TRANSLATE_NOOP("engine", "min total must be 0 or more, not {value}"),
    "max_total": QT_TRANSLATE_NOOP("engine", "max total must be 0 or more, not {value}"),
    "max_unused_blanks": QT_TRANSLATE_NOOP("engine", "max unused blanks must be 0 or more, not {value}"),
}


@dataclass(frozen=True)
class GameFilter:
    """What a kept game must satisfy; None: no bound."""

    min_bingos: int | None = None
    max_bingos: int | None = None
    min_total: int | None = None
    max_total: int | None = None
    max_unused_blanks: int | None = None

    def __post_init__(self) -> None:
        for name, value in asdict(self).items():
            if value is not None and value < 0:
                raise GenerateError("bad_filter", _NEGATIVE_BOUND[name], value=value)
        if self.min_bingos is not None and self.max_bingos is not None and self.min_bingos > self.max_bingos:
            raise GenerateError("bad_filter", "the minimum bingos ({low}) is above the maximum ({high})",
                                low=self.min_bingos, high=self.max_bingos)
        if self.min_total is not None and self.max_total is not None and self.min_total > self.max_total:
            raise GenerateError("bad_filter", "the minimum top total ({low}) is above the maximum ({high})",
                                low=self.min_total, high=self.max_total)

    @property
    def accepts_every_game(self) -> bool:
        """No bound at all: every game played is kept."""
        return all(value is None for value in asdict(self).values())

    def accepts(self, figures: GameFigures) -> bool:
        def within(value: int, low: int | None, high: int | None) -> bool:
            return (low is None or value >= low) and (high is None or value <= high)

        return (
            within(figures.bingos, self.min_bingos, self.max_bingos)
            and within(figures.top_total, self.min_total, self.max_total)
            and within(figures.unused_blanks, None, self.max_unused_blanks)
        )


@dataclass(frozen=True)
class GameFigures:
    """What a played game is judged on (see the module docstring)."""

    seed: int
    turns: int
    bingos: int
    top_total: int
    unused_blanks: int

    def summary(self) -> Message:
        """One game in a line (``seed 4: 23 turns, ...``), said in the reader's language."""
        return Message("game_figures", "seed {seed}: %n turn(s), bingos: {bingos}, top total {top_total}, "
                                       "turns with a blank kept: {unused_blanks}", seed=str(self.seed), n=self.turns,
                       bingos=self.bingos, top_total=self.top_total, unused_blanks=self.unused_blanks)


@dataclass(frozen=True)
class PlayedGame:
    """A game played: what it is judged on, and its record when it was kept (None when the
    filter refused it: a game thrown away is never recorded)."""

    figures: GameFigures
    record: dict[str, Any] | None


@dataclass(frozen=True)
class GameRequest:
    """Everything a worker needs to play games (picklable: sent to worker processes)."""

    edition: str
    preset: str = "fisf"
    lexicon_path: str | None = None
    cache_dir: str | None = None
    title: str = "Generated game, seed {seed}"  # each game's stored title (the app's is in its language)


def play_master_game(session: Session) -> GameFigures:
    """Play a fresh session to its end with the default top as master move each turn."""
    unused_blanks = 0
    while True:
        turn = session.draw()
        if turn is None:
            break
        tops = session.tops()
        if len(tops) == 0:
            session.end_game(NO_MOVE)
            break
        master = session.commit()
        if BLANK in turn.draw.rack and master.move.blanks_used < list(turn.draw.rack).count(BLANK):
            unused_blanks += 1
    masters = [turn.committed for turn in session.committed_turns if turn.committed is not None]
    return GameFigures(  # the game sheet's figures (``sheet_rows``), without laying out its rows
        seed=session.settings.seed,
        turns=len(masters),
        bingos=sum(1 for master in masters if master.score.bingo),
        top_total=sum(master.points for master in masters),
        unused_blanks=unused_blanks,
    )


class GamePlayer:
    """Plays one seeded game per call (the word list loaded once), in memory: a game is only
    written when it is kept (``write_game``, whole, once)."""

    def __init__(self, request: GameRequest, lexicon: Lexicon | None = None,
                 game_filter: GameFilter | None = None) -> None:
        self.request = request
        self.game_filter = game_filter or GameFilter()
        self.edition = load_edition(request.edition)
        self.rules = load_preset(request.preset)
        cache = Path(request.cache_dir) if request.cache_dir else None
        self.lexicon = lexicon or load_lexicon(self.edition, request.lexicon_path, cache_dir=cache)

    def __call__(self, seed: int) -> PlayedGame:
        lexicon_path = str(Path(self.request.lexicon_path).resolve()) if self.request.lexicon_path else None
        settings = SessionSettings(self.edition.code, self.lexicon.identity, self.rules, seed=seed,
                                   lexicon_path=lexicon_path, title=self.request.title.replace("{seed}", str(seed)))
        with Session.create_in_memory(settings, self.lexicon) as session:
            figures = play_master_game(session)
            record = game_record(session) if self.game_filter.accepts(figures) else None
        return PlayedGame(figures, record)


    def play_all(self, seeds: tuple[int, ...]) -> list[PlayedGame]:
        """The games of ``seeds``, in order (a worker process gets a few at a time)."""
        return [self(seed) for seed in seeds]


def _player(request: GameRequest, game_filter: GameFilter) -> Callable[[tuple[int, ...]], list[PlayedGame]]:
    return GamePlayer(request, game_filter=game_filter).play_all


#: Games a worker process plays per job: enough to make handing a job over cost little, few
#: enough that progress, cancelling and the first games kept come soon.
GAMES_PER_JOB = 4


@dataclass(frozen=True)
class Progress:
    played: int
    kept: int
    wanted: int
    tries: int


def seeds_to_try(wanted: int, tries: int | None, game_filter: GameFilter) -> int:
    """How many seeds ``generate_games`` may try: ``tries`` (default 50 per game wanted), and
    only ``wanted`` when the filter keeps every game (no game is played for nothing, even in
    worker processes that run ahead)."""
    tries = 50 * wanted if tries is None else tries
    if tries < wanted:
        raise GenerateError("bad_count", "{tries} tries cannot give {wanted} games",
            tries=tries, wanted=wanted)
    return wanted if game_filter.accepts_every_game else tries


def generate_games(
    request: GameRequest,
    wanted: int,
    game_filter: GameFilter,
    *,
    first_seed: int = 1,
    tries: int | None = None,
    jobs: int = 1,
    lexicon: Lexicon | None = None,
    progress: Callable[[Progress], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Iterator[PlayedGame]:
    """Yield the first ``wanted`` games (in seed order from ``first_seed``) that ``game_filter``
    accepts, trying at most ``tries`` seeds (default: 50 per game wanted).

    ``progress`` is called after every game played; ``cancel`` is polled as often and stops
    the work (raising ``Cancelled``). With ``jobs`` > 1 games are played in worker
    processes (``lexicon`` is then loaded by each worker; it is used in this process only).
    """
    if wanted < 1:
        raise GenerateError("bad_count", "the number of games must be 1 or more, not {wanted}", wanted=wanted)
    tries = seeds_to_try(wanted, tries, game_filter)
    seeds = range(first_seed, first_seed + tries)
    if jobs > 1:
        chunks = (tuple(seeds[i : i + GAMES_PER_JOB]) for i in range(0, len(seeds), GAMES_PER_JOB))
        batches: Iterator[list[PlayedGame]] = ordered_map(_player, (request, game_filter), chunks, jobs)
        games: Iterator[PlayedGame] = itertools.chain.from_iterable(batches)
    else:
        player = GamePlayer(request, lexicon, game_filter)
        batches = iter(())
        games = (player(seed) for seed in seeds)
    kept = played = 0
    try:
        for game in games:
            played += 1
            if game.record is not None:
                kept += 1
                yield game
            if progress is not None:
                progress(Progress(played, kept, wanted, tries))
            if kept == wanted:
                return
            if cancel is not None and cancel():
                raise Cancelled("generating games was cancelled")
    finally:
        for started in (batches, games):  # the worker processes stop now, not when collected
            close = getattr(started, "close", None)
            if close is not None:
                close()


def write_game(game: PlayedGame, request: GameRequest, folder: Path) -> Path:
    """Write the kept game's record into ``folder`` as ``<edition>-<preset>-seed<seed>.json``."""
    if game.record is None:
        raise ValueError("a game the filter refused has no record to write")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise GenerateError("write_failed", "cannot create the folder {folder}: {value}",
            folder=folder, value=exc.strerror or exc) from None
    path = folder / f"{request.edition}-{request.preset}-seed{game.figures.seed}.json"
    save_record(game.record, path)
    return path


#: Kept games written at once: a write waits on the disk (its flush) most of its time, and
#: the games go on being played meanwhile.
WRITERS = 4


def written_games(games: Iterable[PlayedGame], request: GameRequest, folder: Path) -> Iterator[tuple[PlayedGame, Path]]:
    """Each game of ``games`` with the file ``write_game`` wrote for it, in order, once that
    file is written (whole and flushed); up to ``WRITERS`` files are written at a time, so a
    slow disk does not hold up the games. A write that fails raises here, at its game; when
    ``games`` stops with an error (``Cancelled``), the games being written come first."""
    from concurrent.futures import Future, ThreadPoolExecutor

    iterator = iter(games)
    pending: deque[tuple[PlayedGame, Future[Path]]] = deque()
    with ThreadPoolExecutor(WRITERS, thread_name_prefix="write-game") as writers:
        try:
            while True:
                stopped: Exception | None = None
                try:
                    game = next(iterator, None)
                except Exception as exc:  # noqa: BLE001 - raised again below, once the writes are reported
                    game, stopped = None, exc
                if game is None:
                    while pending:
                        done, future = pending.popleft()
                        yield done, future.result()
                    if stopped is not None:
                        raise stopped
                    return
                pending.append((game, writers.submit(write_game, game, request, folder)))
                while pending and (len(pending) >= WRITERS or pending[0][1].done()):
                    done, future = pending.popleft()
                    yield done, future.result()
        finally:
            for _, future in pending:
                future.cancel()
            close = getattr(iterator, "close", None)
            if close is not None:  # the worker processes stop now, not when collected
                close()


class GenerationRun:
    """``generate_games`` and ``write_game`` in a background thread, for a window to poll.

    No callback ever runs in the caller's thread and nothing here knows of Qt: the window
    reads ``state()`` on its own timer, and ``cancel()`` stops the run after the game under
    way. Every game kept is written before it is reported.
    """

    def __init__(self, request: GameRequest, wanted: int, game_filter: GameFilter, folder: Path, *,
                 first_seed: int = 1, tries: int | None = None, jobs: int = 1) -> None:
        import threading

        self._lock = threading.Lock()
        self._stop = threading.Event()
        try:
            planned = seeds_to_try(wanted, tries, game_filter)
        except GenerateError:
            planned = wanted  # the run says what is wrong as it starts
        self._progress = Progress(0, 0, wanted, max(planned, 1))
        self._written: list[tuple[Path, GameFigures]] = []
        self._error: Message | str | None = None
        self._finished = False
        self._thread = threading.Thread(
            target=self._run, args=(request, wanted, game_filter, folder, first_seed, tries, jobs),
            name="generate-games", daemon=True,
        )

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self._stop.set()

    def alive(self) -> bool:
        """Whether the run's thread is still working (ended, or not started yet: False)."""
        return self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> bool:
        """Whether the run has ended (waiting up to ``timeout`` seconds)."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def state(self) -> RunState:
        with self._lock:
            return RunState(self._progress, tuple(self._written), self._error, self._finished,
                            self._stop.is_set())

    def _run(self, request: GameRequest, wanted: int, game_filter: GameFilter, folder: Path, first_seed: int,
             tries: int | None, jobs: int) -> None:
        def progress(p: Progress) -> None:
            with self._lock:
                self._progress = p

        try:
            games = generate_games(request, wanted, game_filter, first_seed=first_seed, tries=tries, jobs=jobs,
                                   progress=progress, cancel=self._stop.is_set)
            for game, path in written_games(games, request, folder):
                with self._lock:
                    self._written.append((path, game.figures))
        except Cancelled:
            pass
        except DuplicateError as exc:
            with self._lock:
                self._error = exc.notice  # said in the app's language by the dialog
        except Exception as exc:  # noqa: BLE001 - shown to the user, never lost
            with self._lock:
                self._error = f"{type(exc).__name__}: {exc}"
        finally:
            with self._lock:
                self._finished = True


@dataclass(frozen=True)
class RunState:
    progress: Progress
    written: tuple[tuple[Path, GameFigures], ...]
    error: Message | str | None  # the engine's reason (a Message) or an unexpected failure
    finished: bool
    cancelled: bool
