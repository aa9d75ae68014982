"""The words a player missed, to study: cards gathered from the games, asked again and again.

From every training game of the folder (random racks and club games replayed at home), each
turn whose top the player did not find alone gives a card "find the top" (the top found
after a hint counts as missed: the word was not found alone), and each turn where the
player scored less than the second-best score gives a card "find the sub-top". A card keeps
everything it needs without the game: the board and rack before the turn (a CGP line), the
score asked for and every move of that score (so any tied word is right), what the player
played. Cards live in the study file (``duplicate.storage.study_store``) and survive the
games' files.

The schedule is the Leitner system: a new card is due at once; a right answer moves it up a
box, to be asked again after 1, 2, 4, 8 then 16 days; a right answer in the last box means
the word is learned. A wrong answer puts it back in the first box, due again at once (in a
round it comes back at the end, once); found then, it is asked again the next day. Every answer is saved, with the new schedule, before
the round says whether it was right.

The engine decides everything here (which turns give cards, whether an answer is right, when
a card is due, the progress per word list, the exports); the window only shows it.
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Annotated, Callable, Sequence

from duplicate.base import inputs
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError
from duplicate.base.inputs import Bounds, InputError
from duplicate.records.sheet import CsvStyle, csv_text
from duplicate.rules.board import Board, Rack
from duplicate.rules.cgp import format_cgp, position_from_cgp
from duplicate.rules.checking import lay_out
from duplicate.rules.edition import Edition, load_edition
from duplicate.rules.notation import format_move
from duplicate.session.session import Session
from duplicate.storage.study_store import STUDY_FILE, StoredCard, StoredSchedule, StudyStore
from duplicate.training.game import RANK_DEPTH, TurnResult
from duplicate.training.stats import HistoryItem, training_history

#: Days before a card in box 1, 2, ... is asked again after a right answer took it there.
LEITNER_DAYS = (1, 2, 4, 8, 16)
#: The box of a learned card (a right answer in the last box): never due again.
LEARNED = len(LEITNER_DAYS) + 1
#: What a card asks for.
TOP = "top"
SUB_TOP = "sub_top"
LEVELS = (TOP, SUB_TOP)
#: Cards in a round, at most (the most overdue first).
ROUND_SIZE = 20


def study_path(folder: str | Path) -> Path:
    """The study file of a training folder."""
    return Path(folder) / STUDY_FILE


def _iso(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


def _moment(text: str) -> datetime | None:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


# -- cards -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class StudyCard:
    """One missed top or sub-top: the position before the turn and the score to find."""

    game: str  # the training file's name
    turn: Annotated[int, Bounds(1)]
    level: str  # TOP or SUB_TOP
    edition: str
    lexicon: str
    position: str  # CGP: the board before the turn and its rack
    rack: str  # the rack as the game showed it (``old+new``)
    points: Annotated[int, Bounds(0)]
    answers: tuple[str, ...]  # every move of that score (``H4 WORD``), master order
    played: str = ""  # what the player handed in ("" for nothing)
    played_points: Annotated[int, Bounds(0)] = 0
    date: str = ""  # when the game was created (ISO)
    title: str = ""  # the game's source, when it replayed one (a club's evening)

    @property
    def key(self) -> str:
        return f"{self.game}#{self.turn}#{self.level}"

    @property
    def words(self) -> tuple[str, ...]:
        """The answers' words, each once, in master order, in capitals (where the blank goes
        is the moves' business: ``answers``)."""
        seen: dict[str, None] = {}
        for answer in self.answers:
            seen.setdefault(answer.partition(" ")[2].upper(), None)
        return tuple(seen)

    def to_json(self) -> str:
        return json.dumps(inputs.to_json(self), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> StudyCard:
        """A stored card, read strictly (InputError names the bad field)."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise InputError("a study card is not JSON") from None
        card = inputs.read(cls, data, "card", unknown="ignore")
        if card.level not in LEVELS or not card.answers:
            raise InputError("a study card asks for no known score (level {level})", level=card.level)
        return card

    def board_and_rack(self) -> tuple[Edition, Board, Rack]:
        """The edition, the board before the turn and the rack (CGPError when damaged)."""
        edition = load_edition(self.edition)
        position = position_from_cgp(self.position, edition)
        return edition, position.board, position.rack

    def answer_tiles(self, index: int = 0) -> tuple[tuple[int, int, int], ...]:
        """The new tiles ``(row, col, value)`` of answer ``index`` on the board before the
        turn, to show it there (nothing when it cannot be laid out)."""
        edition = load_edition(self.edition)
        move = lay_out(position_from_cgp(self.position, edition), self.answers[index])
        return move.placed if move is not None else ()


def _found_alone(result: TurnResult, points: int) -> bool:
    """Whether the player's move reached ``points`` (the top's: without a hint)."""
    return result.status == "move" and result.score >= points


def missed_cards(session: Session, results: Sequence[TurnResult], title: str = "") -> list[StudyCard]:
    """The cards of some played turns of a training game: its tops and sub-tops the player
    did not find (``results``: the turns' results, from the game's summary)."""
    cards: list[StudyCard] = []
    edition = session.edition
    name = Path(session.store.path).name
    for result in results:
        moves = session.ranked_moves(RANK_DEPTH, turn_number=result.turn)
        if not moves:
            continue
        # the sub-top is the best move of another word than the top's (the top's word
        # elsewhere on the board teaches nothing new)
        top_words = {m.move.word for m in moves if m.points == moves[0].points}
        others = [m for m in moves if m.move.word not in top_words]
        levels = [(TOP, moves[0].points, [m for m in moves if m.points == moves[0].points])]
        if others:
            levels.append((SUB_TOP, others[0].points, [m for m in others if m.points == others[0].points]))
        turn = session.turn(result.turn)
        position = format_cgp(turn.position(edition))
        for level, points, level_moves in levels:
            missed = not _found_alone(result, points) or (level == TOP and bool(result.hints))
            if not missed or points <= 0:
                continue
            answers = tuple(dict.fromkeys(format_move(m.move, edition) for m in level_moves))
            cards.append(StudyCard(
                game=name, turn=result.turn, level=level, edition=edition.code,
                lexicon=session.settings.lexicon.name, position=position, rack=result.rack, points=points,
                answers=answers, played=result.move or "", played_points=result.score if result.status == "move" else 0,
                date=session.settings.created, title=title,
            ))
    return cards


# -- answers ---------------------------------------------------------------------------------------


def _plain(text: str, edition: Edition) -> str:
    return "".join(edition.fold(text).upper().split())


def is_right(card: StudyCard, typed: str) -> bool:
    """Whether ``typed`` finds the card's score: one of its words (``FABACEE``, accents and
    case as the player likes), or one of its moves with its square (``H4 FABAcEE``)."""
    edition = load_edition(card.edition)
    typed = typed.strip()
    if not typed:
        return False
    reference, _, word = typed.partition(" ")
    if word.strip():
        wanted = (reference.upper(), _plain(word, edition))
        return any((ref.upper(), _plain(w, edition)) == wanted
                   for ref, _, w in (answer.partition(" ") for answer in card.answers))
    return _plain(typed, edition) in {_plain(w, edition) for w in card.words}


def next_schedule(schedule: StoredSchedule, right: bool, now: datetime) -> StoredSchedule:
    """The Leitner step: a right answer moves the card up a box (due after that box's days;
    learned after the last box), a wrong one back to box 1, due at once; found after a miss,
    the card stays in box 1 (due the next day), as a new card found."""
    if right:
        # a card missed then found (in the same round, or later) starts again like a new one
        missed = schedule.box == 1 and schedule.due == schedule.last and schedule.wrong > 0
        box = 1 if missed else min(schedule.box + 1, LEARNED)
        due = "" if box == LEARNED else _iso(now + timedelta(days=LEITNER_DAYS[box - 1]))
        return StoredSchedule(box, due, schedule.right + 1, schedule.wrong, _iso(now))
    return StoredSchedule(1, _iso(now), schedule.right, schedule.wrong + 1, _iso(now))


def is_due(schedule: StoredSchedule, now: datetime) -> bool:
    """A new card, or one whose day has come (a learned card never is)."""
    if schedule.box == 0:
        return True
    if schedule.box >= LEARNED:
        return False
    due = _moment(schedule.due)
    return due is None or due <= now


# -- the deck --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ListProgress:
    """The cards of one word list: how many, new (never asked), due now, learned."""

    lexicon: str
    edition: str
    cards: int
    new: int
    due: int  # due now, new ones included
    learned: int


@dataclass(frozen=True)
class AnswerResult:
    """An answer judged, saved with the card's new schedule before it is shown."""

    card: StudyCard
    typed: str
    right: bool
    schedule: StoredSchedule


@dataclass(frozen=True)
class GatherProblem:
    """A game whose turns could not be read (its word list is missing, the file is damaged):
    it is tried again next time."""

    game: str
    error: DuplicateError


class StudyDeck:
    """The study file of a training folder: its cards, their schedules, the answers."""

    def __init__(self, store: StudyStore) -> None:
        self.store = store
        self.skipped = 0  # stored cards that could not be read (damaged), left out

    @classmethod
    def open(cls, folder: str | Path) -> StudyDeck:
        return cls(StudyStore.open(study_path(folder)))

    def close(self) -> None:
        self.store.close()

    def cards(self, lexicon: str = "") -> list[StudyCard]:
        """Every readable card (of one word list when ``lexicon`` is given), oldest first."""
        cards, skipped = [], 0
        for stored in self.store.cards():
            if lexicon and stored.lexicon != lexicon:
                continue
            try:
                cards.append(StudyCard.from_json(stored.data))
            except InputError:
                skipped += 1
        self.skipped = skipped
        return cards

    def schedule(self, card: StudyCard) -> StoredSchedule:
        return self.store.schedules().get(card.key, StoredSchedule())

    def due(self, now: datetime, lexicon: str = "", limit: int | None = ROUND_SIZE) -> list[StudyCard]:
        """The cards to ask now: the most overdue first, then the new ones in game order."""
        schedules = self.store.schedules()
        due = []
        for index, card in enumerate(self.cards(lexicon)):
            schedule = schedules.get(card.key, StoredSchedule())
            if is_due(schedule, now):
                due.append(((0, schedule.due, index) if schedule.box else (1, "", index), card))
        due.sort(key=lambda pair: pair[0])
        chosen = [card for _, card in due]
        return chosen if limit is None else chosen[:limit]

    def progress(self, now: datetime) -> tuple[ListProgress, ...]:
        """Per word list: cards, new, due now, learned (word lists in name order)."""
        schedules = self.store.schedules()
        lists: dict[str, list[StudyCard]] = {}
        for card in self.cards():
            lists.setdefault(card.lexicon, []).append(card)
        result = []
        for lexicon in sorted(lists):
            cards = lists[lexicon]
            states = [schedules.get(c.key, StoredSchedule()) for c in cards]
            result.append(ListProgress(
                lexicon, cards[0].edition, len(cards), sum(1 for s in states if s.box == 0),
                sum(1 for s in states if is_due(s, now)), sum(1 for s in states if s.box >= LEARNED)))
        return tuple(result)

    def answer(self, card: StudyCard, typed: str, now: datetime) -> AnswerResult:
        """Judge ``typed`` and save it with the card's new schedule (then, and only then, the
        result is returned for the window to show)."""
        right = is_right(card, typed)
        schedule = next_schedule(self.schedule(card), right, now)
        self.store.record_answer(card.key, _iso(now), typed.strip(), right, schedule)
        return AnswerResult(card, typed.strip(), right, schedule)

    # -- gathering ---------------------------------------------------------------------------------

    def gather(self, folder: str | Path, open_game: Callable[[Path], Session],
               progress: Callable[[int, int], None] | None = None,
               cancel: Callable[[], bool] | None = None) -> tuple[int, list[GatherProblem]]:
        """Add the cards of every game's turns not read yet (the history's summaries tell
        which turns were missed; only a game with such turns is opened, read-only, with
        ``open_game``). Returns the cards added and the games that could not be read."""
        added, problems = 0, []
        known = self.store.games()
        history = training_history(folder)
        for index, item in enumerate(history):
            if cancel is not None and cancel():
                break
            if progress is not None:
                progress(index, len(history))
            try:
                added += self._gather_game(item, known.get(item.path.name), open_game)
            except DuplicateError as exc:
                problems.append(GatherProblem(item.path.name, exc))
        return added, problems

    def _gather_game(self, item: HistoryItem, known: tuple[str, int] | None,
                     open_game: Callable[[Path], Session]) -> int:
        summary = item.summary
        started, read = known if known is not None and known[0] == item.started else (item.started, 0)
        fresh = [r for r in summary.results if r.turn > read]
        if not fresh:
            return 0
        # a top found without a hint leaves nothing to study (the sub-top scores less)
        wanted = [r for r in fresh if r.hints or not _found_alone(r, r.top)]
        cards: list[StudyCard] = []
        if wanted:
            session = open_game(item.path)
            try:
                cards = missed_cards(session, wanted, summary.source)
            finally:
                session.close()
        return self.store.add_game(item.path.name, started, max(r.turn for r in fresh),
                                   [StoredCard(c.key, c.lexicon, c.to_json()) for c in cards])


class StudyRound:
    """One sitting: the due cards asked in turn; a card answered wrong comes back once at
    the end of the round."""

    def __init__(self, deck: StudyDeck, now: datetime, lexicon: str = "", size: int = ROUND_SIZE) -> None:
        self.deck = deck
        self.queue: deque[StudyCard] = deque(deck.due(now, lexicon, size))
        self.asked = len(self.queue)
        self.right = 0
        self.wrong = 0
        self.results: list[AnswerResult] = []
        self._again: set[str] = set()

    @property
    def current(self) -> StudyCard | None:
        return self.queue[0] if self.queue else None

    @property
    def done(self) -> bool:
        return not self.queue

    def answer(self, typed: str, now: datetime) -> AnswerResult:
        """Judge and save the answer to the current card (empty: "I do not know")."""
        card = self.queue.popleft()
        result = self.deck.answer(card, typed, now)
        self.results.append(result)
        if result.right:
            self.right += 1
        else:
            self.wrong += 1
            if card.key not in self._again:
                self._again.add(card.key)
                self.queue.append(card)
        return result


# -- exports ---------------------------------------------------------------------------------------

#: The study list's columns (CSV), translated by the app (context ``records``).
STUDY_HEADERS = (
    QT_TRANSLATE_NOOP("records", "word list"), QT_TRANSLATE_NOOP("records", "rack"),
    QT_TRANSLATE_NOOP("records", "asked"), QT_TRANSLATE_NOOP("records", "points"),
    QT_TRANSLATE_NOOP("records", "words"), QT_TRANSLATE_NOOP("records", "moves"),
    QT_TRANSLATE_NOOP("records", "your move"), QT_TRANSLATE_NOOP("records", "your points"),
    QT_TRANSLATE_NOOP("records", "game"), QT_TRANSLATE_NOOP("records", "turn"),
    QT_TRANSLATE_NOOP("records", "box"), QT_TRANSLATE_NOOP("records", "due"),
)
LEVEL_NAMES = {TOP: QT_TRANSLATE_NOOP("records", "top"), SUB_TOP: QT_TRANSLATE_NOOP("records", "sub-top")}
LEARNED_NAME = QT_TRANSLATE_NOOP("records", "learned")


@dataclass(frozen=True)
class StudyWords:
    """The words of the exported list, English by default (the app gives them translated)."""

    headers: tuple[str, ...] = STUDY_HEADERS
    levels: tuple[tuple[str, str], ...] = tuple(LEVEL_NAMES.items())
    learned: str = LEARNED_NAME
    date: Callable[[str], str] = field(default=lambda iso: iso[:10])

    def level(self, level: str) -> str:
        return dict(self.levels).get(level, level)


def study_rows(deck: StudyDeck, words: StudyWords = StudyWords(), lexicon: str = "") -> list[list[object]]:
    """The study list's rows (the columns of ``STUDY_HEADERS``), by word list, game and turn."""
    schedules = deck.store.schedules()
    rows: list[list[object]] = []
    for card in sorted(deck.cards(lexicon), key=lambda c: (c.lexicon, c.date, c.game, c.turn, LEVELS.index(c.level))):
        schedule = schedules.get(card.key, StoredSchedule())
        due = words.learned if schedule.box >= LEARNED else words.date(schedule.due) if schedule.due else ""
        rows.append([card.lexicon, card.rack, words.level(card.level), card.points, " ".join(card.words),
                     " · ".join(card.answers), card.played, card.played_points, card.title or Path(card.game).stem, card.turn,
                     schedule.box, due])
    return rows


def study_csv(deck: StudyDeck, words: StudyWords = StudyWords(), style: CsvStyle = CsvStyle(),
              lexicon: str = "") -> str:
    """The study list as CSV (one row per card), in the spreadsheet convention ``style``."""
    return csv_text(words.headers, study_rows(deck, words, lexicon), style)


def study_text(deck: StudyDeck, words: StudyWords = StudyWords(), lexicon: str = "") -> str:
    """The study list as plain text: per word list, one line per card (rack, what is asked,
    the words, the moves), as a player prints or copies it."""
    lines: list[str] = []
    current = None
    for row in study_rows(deck, words, lexicon):
        if row[0] != current:
            current = row[0]
            lines += ([""] if lines else []) + [str(current), ""]
        lines.append(f"{row[1]:<10} {row[2]} {row[3]}: {row[4]}   ({row[5]})")
    return "\n".join(lines) + ("\n" if lines else "")


__all__ = [
    "AnswerResult",
    "GatherProblem",
    "LEARNED",
    "LEITNER_DAYS",
    "LEVELS",
    "ListProgress",
    "ROUND_SIZE",
    "STUDY_HEADERS",
    "SUB_TOP",
    "StudyCard",
    "StudyDeck",
    "StudyRound",
    "StudyWords",
    "TOP",
    "is_due",
    "is_right",
    "missed_cards",
    "next_schedule",
    "study_csv",
    "study_path",
    "study_rows",
    "study_text",
]
