"""The training history and its statistics: what a player's games say about their play.

Every game of the training folder is listed from its stored summary (no word list loaded,
nothing replayed). A game counts as finished only when it reached its end; a game the
player ended early is shown as such and left out of the averages unless asked for. The
statistics of a game (tops found, bingos found / missed / found but not the top, points
lost by kind) and over games (average percentage and progress per edition) are computed
here from the turn results, so the window only shows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from duplicate.session.actions import Commit, End
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError
from duplicate.records.sheet import CsvStyle, csv_text
from duplicate.rules.premiums import missed_premium
from duplicate.session.session import FORMAT, SessionSettings
from duplicate.storage.session_file import FILE_SUFFIX, SessionStore
from duplicate.training.game import OPTIONS_KEY, SUMMARY_KEY, TrainingOptions, TrainingSummary, TurnResult

@dataclass(frozen=True)
class HistoryItem:
    """One game of the training folder, read from its file without the word list."""

    path: Path
    summary: TrainingSummary
    started: str = ""  # the training option of the same name: orders games of the same second

    @property
    def finished(self) -> bool:
        """Played to its end (a game ended early is not finished, though no longer resumable)."""
        return self.summary.completed

    @property
    def ended_early(self) -> bool:
        return self.summary.ended_early

    @property
    def resumable(self) -> bool:
        return not self.summary.finished


def _summary_from_log(settings: dict[str, Any], actions: Iterable[Any]) -> TrainingSummary:
    """A summary for a file that has none stored (e.g. an older game): turns and tops only."""
    data = SessionSettings.from_dict(settings)
    commits: dict[int, int] = {}
    ended = False
    reason: str | None = None
    for action in actions:
        if action.undone:
            continue
        if action.kind == "commit":
            commit = Commit.from_payload(action.payload)
            commits[commit.turn] = commit.score
        elif action.kind == "end":
            ended, reason = True, End.from_payload(action.payload).reason
    options = TrainingOptions.stored(settings.get(OPTIONS_KEY))
    return TrainingSummary(
        created=data.created, edition=data.edition, lexicon=data.lexicon.name, rules=data.rules.name,
        turns=len(commits), total=0, top_total=sum(commits.values()), percent=0.0, finished=ended,
        end_reason=reason, source=options.source, seconds_per_move=options.seconds_per_move,
    )


def read_history_item(path: str | Path) -> HistoryItem | None:
    """The summary of one training file; None for a file that is no training game or unreadable."""
    path = Path(path)
    try:
        store = SessionStore.open(path, read_only=True)
    except DuplicateError:
        return None
    try:
        settings = store.settings()
        if settings.get("format") != FORMAT or OPTIONS_KEY not in settings:
            return None
        try:
            summary = TrainingSummary.from_dict(settings[SUMMARY_KEY])
        except (KeyError, DuplicateError):  # none stored (an older game) or damaged: from the log
            summary = _summary_from_log(settings, store.actions())
    except (DuplicateError, KeyError, TypeError, ValueError, OverflowError, RecursionError):
        return None
    finally:
        store.close()
    return HistoryItem(path, summary, TrainingOptions.stored(settings.get(OPTIONS_KEY)).started)


def training_history(folder: str | Path) -> list[HistoryItem]:
    """Every training game in the folder, oldest first (by creation date, then file name)."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    items = [item for path in sorted(folder.glob(f"*{FILE_SUFFIX}")) if (item := read_history_item(path))]
    return sorted(items, key=lambda item: (item.summary.created, item.started, item.path.name))


def progress_points(history: Sequence[HistoryItem]) -> list[tuple[str, float]]:
    """(date, percentage) of each game played to its end with at least one turn, oldest first."""
    return [(i.summary.created, i.summary.percent) for i in history if i.summary.completed and i.summary.turns > 0]


# -- statistics ----------------------------------------------------------------------------------

#: Kinds of points lost in a turn: a turn's loss is split among them, and they add up to it.
LOST_BINGO = "missed_bingo"  # the turn had a bingo, the player played another legal move: its whole loss
LOST_PREMIUM = "missed_premium"  # premium squares (letter and word) the top used better
LOST_OTHER = "other"  # the rest of a legal move's loss
LOST_INVALID = "invalid_move"  # a move that is not legal (a phony, misplaced, not on the rack): the top
LOST_NO_MOVE = "no_move"  # no move handed in (passed, or the time ran out on an empty board): the top
LOST_PENALTY = "warning_penalty"  # points taken off for warnings beyond the tolerated ones
LOSS_KINDS = (LOST_BINGO, LOST_PREMIUM, LOST_OTHER, LOST_INVALID, LOST_NO_MOVE, LOST_PENALTY)


def losses(result: TurnResult) -> dict[str, int]:
    """The points a turn lost against the top, by kind (every kind of ``LOSS_KINDS``); they
    add up to the turn's deviation (its penalty included).

    An invalid move or no move loses the whole top under its own kind: it says nothing about
    bingos or premium squares. For a legal move, a missed bingo takes the whole loss;
    otherwise the missed premium is the part of the loss the top took from premium squares
    beyond what the player's move took from them (``duplicate.premiums.missed_premium``,
    letter and word premiums alike) and the rest is "other". A summary stored before premium
    points were kept gives the whole loss to the premium when the top used a word premium
    and the player's move none. Points taken off for warnings are their own kind.
    """
    lost = dict.fromkeys(LOSS_KINDS, 0)
    lost[LOST_PENALTY] = result.penalty
    loss = -result.move_deviation
    if loss <= 0:
        return lost
    if result.status == "invalid":
        lost[LOST_INVALID] = loss
    elif result.status != "move":
        lost[LOST_NO_MOVE] = loss
    elif result.bingo_possible and not result.played_bingo:
        lost[LOST_BINGO] = loss
    else:
        if result.top_premium_points is not None and result.played_premium_points is not None:
            premium = missed_premium(loss, result.top_premium_points, result.played_premium_points)
        else:
            premium = loss if result.top_premium and not result.played_premium else 0
        lost[LOST_PREMIUM], lost[LOST_OTHER] = premium, loss - premium
    return lost


@dataclass(frozen=True)
class PlayStats:
    """What a set of turns (one game, or many) says about the play."""

    turns: int = 0
    tops_found: int = 0  # found without a hint
    tops_with_hints: int = 0  # found after asking at least one hint in the turn
    bingos_possible: int = 0  # turns where a bingo could be played
    bingos_found: int = 0
    bingos_missed: int = 0
    bingos_not_top: int = 0  # a bingo played, but not the top
    warnings: int = 0
    lost: tuple[tuple[str, int], ...] = ()  # (kind, points lost), every kind of LOSS_KINDS

    def lost_by(self, kind: str) -> int:
        return dict(self.lost).get(kind, 0)


def play_stats(results: Iterable[TurnResult]) -> PlayStats:
    """The statistics of some turns (turns whose flags are unknown count only as turns)."""
    results = list(results)
    lost = dict.fromkeys(LOSS_KINDS, 0)
    for result in results:
        for kind, points in losses(result).items():
            lost[kind] += points
    return PlayStats(
        turns=len(results),
        tops_found=sum(1 for r in results if r.top_found and not r.hints),
        tops_with_hints=sum(1 for r in results if r.top_found and r.hints),
        bingos_possible=sum(1 for r in results if r.bingo_possible),
        bingos_found=sum(1 for r in results if r.played_bingo),
        bingos_missed=sum(1 for r in results if r.bingo_possible and not r.played_bingo),
        bingos_not_top=sum(1 for r in results if r.played_bingo and r.move_deviation < 0),
        warnings=sum(r.warnings for r in results),
        lost=tuple(lost.items()),
    )


#: The conditions a game was played under (``HistoryFilter.conditions``): in practice the
#: live check tells validity and score for free, and hints may be asked; as in a competition
#: neither. Their percentages are not comparable.
PRACTICE = "practice"
COMPETITION = "competition"


@dataclass(frozen=True)
class HistoryFilter:
    """Which games the statistics look at; empty strings mean any."""

    edition: str = ""
    lexicon: str = ""
    rules: str = ""
    include_ended_early: bool = False
    conditions: str = ""  # PRACTICE, COMPETITION, or "" for both

    def accepts(self, item: HistoryItem) -> bool:
        s = item.summary
        return ((not self.edition or s.edition == self.edition)
                and (not self.lexicon or s.lexicon == self.lexicon)
                and (not self.rules or s.rules == self.rules)
                and (not self.conditions or self.conditions == (COMPETITION if s.tournament else PRACTICE)))

    def counts(self, item: HistoryItem) -> bool:
        """Whether a listed game counts in the averages: finished with a turn played, and
        played to its end unless games ended early are included."""
        s = item.summary
        return self.accepts(item) and s.finished and s.turns > 0 and (self.include_ended_early or s.completed)


@dataclass(frozen=True)
class EditionStats:
    edition: str
    games: int
    average: Fraction  # percentage of the tops, averaged over the games, exactly
    best: Fraction
    progress: tuple[tuple[str, float], ...]  # (date, percentage) of each game, oldest first


@dataclass(frozen=True)
class HistoryStats:
    listed: tuple[HistoryItem, ...]  # the games the filter accepts, finished or not, oldest first
    counted: tuple[HistoryItem, ...]  # the games in the averages
    editions: tuple[EditionStats, ...]
    play: PlayStats

    @property
    def average(self) -> Fraction | None:
        """The average percentage of the games counted, exactly (None: no game counted)."""
        return mean_percent(self.counted)


def mean_percent(items: Sequence[HistoryItem]) -> Fraction | None:
    """The average of the games' exact percentages (None for no game): shown rounded once."""
    percents = [i.summary.exact_percent for i in items]
    return sum(percents, Fraction(0)) / len(percents) if percents else None


def history_stats(history: Sequence[HistoryItem], wanted: HistoryFilter = HistoryFilter()) -> HistoryStats:
    """The statistics of the games ``wanted`` picks, per edition and over all their turns."""
    listed = tuple(i for i in history if wanted.accepts(i))
    counted = tuple(i for i in listed if wanted.counts(i))
    editions = []
    for edition in sorted({i.summary.edition for i in counted}):
        games = [i for i in counted if i.summary.edition == edition]
        percents = [i.summary.exact_percent for i in games]
        editions.append(EditionStats(edition, len(games), sum(percents, Fraction(0)) / len(percents), max(percents),
                                     tuple((i.summary.created, i.summary.percent) for i in games)))
    play = play_stats(r for i in counted for r in i.summary.results)
    return HistoryStats(listed, counted, tuple(editions), play)


def choices(history: Sequence[HistoryItem]) -> dict[str, list[str]]:
    """The editions, word lists and presets the history holds (the filters' choices)."""
    return {
        "edition": sorted({i.summary.edition for i in history}),
        "lexicon": sorted({i.summary.lexicon for i in history}),
        "rules": sorted({i.summary.rules for i in history}),
    }


# -- the history as a spreadsheet ------------------------------------------------------------

#: The history CSV's columns (context ``records``: the app gives them in its language).
HISTORY_HEADERS = (
    QT_TRANSLATE_NOOP("records", "date"), QT_TRANSLATE_NOOP("records", "edition"),
    QT_TRANSLATE_NOOP("records", "word list"), QT_TRANSLATE_NOOP("records", "rules"),
    QT_TRANSLATE_NOOP("records", "conditions"), QT_TRANSLATE_NOOP("records", "seconds per move"),
    QT_TRANSLATE_NOOP("records", "racks of"), QT_TRANSLATE_NOOP("records", "state"),
    QT_TRANSLATE_NOOP("records", "counted"), QT_TRANSLATE_NOOP("records", "turns"),
    QT_TRANSLATE_NOOP("records", "total"), QT_TRANSLATE_NOOP("records", "sum of the tops"),
    QT_TRANSLATE_NOOP("records", "deviation"), QT_TRANSLATE_NOOP("records", "percent"),
    QT_TRANSLATE_NOOP("records", "hints"), QT_TRANSLATE_NOOP("records", "tops found without a hint"),
    QT_TRANSLATE_NOOP("records", "tops found with hints"), QT_TRANSLATE_NOOP("records", "bingos possible"),
    QT_TRANSLATE_NOOP("records", "bingos found"), QT_TRANSLATE_NOOP("records", "bingos missed"),
    QT_TRANSLATE_NOOP("records", "warnings"), QT_TRANSLATE_NOOP("records", "lost on missed bingos"),
    QT_TRANSLATE_NOOP("records", "lost on premium squares"), QT_TRANSLATE_NOOP("records", "lost elsewhere"),
    QT_TRANSLATE_NOOP("records", "lost on invalid moves"), QT_TRANSLATE_NOOP("records", "lost with no move"),
    QT_TRANSLATE_NOOP("records", "taken off for warnings"), QT_TRANSLATE_NOOP("records", "rank in the room"),
    QT_TRANSLATE_NOOP("records", "players in the room"),
)
FINISHED, ENDED_EARLY, IN_PROGRESS = "finished", "ended_early", "in_progress"
STATE_NAMES = ((FINISHED, QT_TRANSLATE_NOOP("records", "finished")),
               (ENDED_EARLY, QT_TRANSLATE_NOOP("records", "ended early")),
               (IN_PROGRESS, QT_TRANSLATE_NOOP("records", "in progress")))
CONDITION_NAMES = ((PRACTICE, QT_TRANSLATE_NOOP("records", "practice")),
                   (COMPETITION, QT_TRANSLATE_NOOP("records", "as in a competition")))
YES_NO = (QT_TRANSLATE_NOOP("records", "yes"), QT_TRANSLATE_NOOP("records", "no"))


@dataclass(frozen=True)
class HistoryWords:
    """The history CSV's words, English by default: headings, states, conditions, and how
    an edition, a word list and a rule set are named (the app passes them translated)."""

    headers: tuple[str, ...] = HISTORY_HEADERS
    states: tuple[tuple[str, str], ...] = STATE_NAMES
    conditions: tuple[tuple[str, str], ...] = CONDITION_NAMES
    yes_no: tuple[str, str] = YES_NO
    edition: Callable[[str], str] = str
    lexicon: Callable[[str], str] = str
    rules: Callable[[str], str] = str


def game_state(item: HistoryItem) -> str:
    return FINISHED if item.finished else ENDED_EARLY if item.ended_early else IN_PROGRESS


def _local_time(iso: str) -> str:
    """A stored creation date as a spreadsheet reads it (``2026-12-01 21:05``, local time)."""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    return (moment.astimezone() if moment.tzinfo else moment).strftime("%Y-%m-%d %H:%M")


def history_csv(history: Sequence[HistoryItem], wanted: HistoryFilter = HistoryFilter(),
                words: HistoryWords = HistoryWords(), style: CsvStyle = CsvStyle()) -> str:
    """The games ``wanted`` lists, oldest first, one row each: the history's figures and each
    game's statistics, in the spreadsheet convention ``style`` (``;`` and ``82,61`` in
    French), as the arbiter's results CSV (``duplicate.records.sheet.csv_text``)."""
    states, conditions = dict(words.states), dict(words.conditions)
    rows = []
    for item in history_stats(history, wanted).listed:
        s = item.summary
        play = play_stats(s.results)
        rows.append([
            _local_time(s.created), words.edition(s.edition), words.lexicon(s.lexicon), words.rules(s.rules),
            conditions[COMPETITION if s.tournament else PRACTICE], s.seconds_per_move, s.source,
            states[game_state(item)], words.yes_no[0 if wanted.counts(item) else 1], s.turns, s.total,
            s.top_total, s.deviation, s.exact_percent, s.hints_used, play.tops_found, play.tops_with_hints,
            play.bingos_possible, play.bingos_found, play.bingos_missed, play.warnings,
            *(play.lost_by(kind) for kind in LOSS_KINDS),
            # ranked among the room only as in a competition (a file of an older version may
            # keep a rank for a game played in practice)
            "" if s.room_rank is None or not s.tournament else s.room_rank,
            "" if s.room_size is None or not s.tournament else s.room_size,
        ])
    return csv_text(words.headers, rows, style)


__all__ = [
    "HISTORY_HEADERS",
    "HistoryWords",
    "history_csv",
    "game_state",
    "EditionStats",
    "HistoryFilter",
    "HistoryItem",
    "HistoryStats",
    "COMPETITION",
    "LOSS_KINDS",
    "LOST_BINGO",
    "LOST_INVALID",
    "LOST_NO_MOVE",
    "LOST_OTHER",
    "LOST_PENALTY",
    "LOST_PREMIUM",
    "PRACTICE",
    "PlayStats",
    "choices",
    "history_stats",
    "losses",
    "mean_percent",
    "play_stats",
    "progress_points",
    "read_history_item",
    "training_history",
]
