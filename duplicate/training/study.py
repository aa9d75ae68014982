"""The words a player missed, to study: cards gathered from the games, asked again and again.

From every training game of the folder (random racks and club games replayed at home), each
turn whose top the player did not find alone gives a card "find the top" (the top found
after a hint counts as missed: the word was not found alone), and each turn where the
player scored less than the second-best score gives a card "find the sub-top". A card keeps
everything it needs without the game: the board and rack before the turn (a CGP line), the
score asked for and every move of that score (so any tied word is right), what the player
played. Cards live in the study file (``duplicate.storage.study_store``) and survive the
games' files.

Cards also come from the word lists themselves (``WordCard``): any search of the word tool
(``duplicate.words.word_tool``), say the 500 likeliest racks of seven letters that make a
bingo, becomes cards "find every word of these letters" or "find the hooks of this word",
ordered by the probability of drawing them from a full bag of the edition.

A card never shows its answer before it is given: it says which game and turn it comes
from, and the score to find, not the move played. A move the player handed in that turn is
not an answer by itself: typing the word they played, when it scores the points elsewhere,
asks for its square; typing the top on a card that asks for the sub-top says so and asks
again (neither is judged).

The schedule is the Leitner system, in the player's calendar days: a new card is due at
once; a right answer moves it up a box, to be asked again 1, 2, 4, 8 then 16 days later
(from local midnight of that day, wherever the player then is: a card answered on Saturday
at 21:00 in Paris with a gap of one day is due on Sunday from 00:00, summer time or not); a
right answer in the last box means the word is learned. A wrong answer puts it back in the
first box, due again at once (in a round it comes back at the end, once); found then, it is
asked again the next day. The player may count an answer judged wrong right (a typo), and
may spread a backlog over the coming days (at most so many cards due a day). Every answer
is saved, with the new schedule, before the round says whether it was right.

Why Leitner's boxes and not a fitted memory model (FSRS, its ``fsrs`` library is well kept):
the answers here are right or wrong, never graded, which leaves FSRS little to fit; its
intervals are instants with learning steps in minutes, where a player plans in days; the
boxes are what the page shows and what a player of Zyzzyva's cardbox knows ("box 3, back in
4 days"), and a card can be learned and leave the round. The schedule is one function
(``next_schedule``): a fitted one can replace it without touching the file, which keeps the
answers it would learn from.

The engine decides everything here (which turns give cards, whether an answer is right, when
a card is due, the progress per word list, the exports); the window only shows it.
"""

from __future__ import annotations

import json
from collections import Counter, deque
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta, timezone, tzinfo
from pathlib import Path
from typing import Annotated, Callable, Iterable, Sequence, Union

from duplicate.base import inputs
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError
from duplicate.base.inputs import OPTIONAL, Bounds, InputError
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
from duplicate.words.word_tool import WordTool, ways

#: Days before a card in box 1, 2, ... is asked again after a right answer took it there.
LEITNER_DAYS = (1, 2, 4, 8, 16)
#: The box of a learned card (a right answer in the last box): never due again.
LEARNED = len(LEITNER_DAYS) + 1
#: What a card asks for.
TOP = "top"
SUB_TOP = "sub_top"
LEVELS = (TOP, SUB_TOP)
#: Cards in a round, at most (the most overdue first), unless the player chooses another size.
ROUND_SIZE = 20
#: The sizes a player may choose for a round, and for the cards due a day when a backlog is spread.
ROUND_SIZES = (5, 500)
#: Cards due a day when a backlog is spread (and when cards found in a word list are added).
PER_DAY = 50
#: What a word card asks: every word of its letters, or every hook of its word.
ANAGRAMS = "anagrams"
HOOKS = "hooks"
WORD_KINDS = (ANAGRAMS, HOOKS)
#: Verdicts: judged (saved), or asked again without a judgement (not saved).
RIGHT = "right"
WRONG = "wrong"
IS_THE_TOP = "is_the_top"  # the top typed on a card that asks for the sub-top
GIVE_THE_SQUARE = "give_the_square"  # the word the player played that turn, alone: its square is asked
ASKED_AGAIN = (IS_THE_TOP, GIVE_THE_SQUARE)


def study_path(folder: str | Path) -> Path:
    """The study file of a training folder."""
    return Path(folder) / STUDY_FILE


def _iso(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


def local_day(now: datetime, zone: tzinfo | None = None) -> date:
    """The player's calendar day at the instant ``now`` (in ``zone``; None: the system's time
    zone at that instant, so a laptop taken from Paris to Auckland counts Auckland's days)."""
    return now.astimezone(zone).date()


def _day(text: str) -> date | None:
    """A stored due day (None when empty or unreadable)."""
    try:
        return date.fromisoformat(text[:10]) if text else None
    except ValueError:
        return None


def _last_day(schedule: StoredSchedule, zone: tzinfo | None) -> date | None:
    try:
        moment = datetime.fromisoformat(schedule.last)
    except ValueError:
        return None
    return local_day(moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc), zone)


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
    #: the top's moves, on a card that asks for the sub-top (to say so when one is typed)
    tops: tuple[str, ...] = field(default=(), metadata=OPTIONAL)

    @property
    def key(self) -> str:
        return f"{self.game}#{self.turn}#{self.level}"

    @property
    def kind(self) -> str:
        return self.level

    @property
    def rack_text(self) -> str:
        """The rack as the study list writes it: the tiles, ``old+new``; a rack drawn again
        (``-`` in the game sheet's notation) is just its tiles, which a spreadsheet does not
        read as a formula."""
        return self.rack.removeprefix("-")

    @property
    def played_word(self) -> str:
        """The word of the legal move the player handed in (capitals, "" for none)."""
        reference, _, word = self.played.partition(" ")
        return word.upper() if word.strip() and self.played_points > 0 else ""

    @property
    def played_is_answer(self) -> bool:
        """The player's own move scores the points asked (a top found after a hint)."""
        return bool(self.played) and self.played in self.answers

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


@dataclass(frozen=True)
class WordCard:
    """A card found in a word list: every word of some letters (``ANAGRAMS``: the question is
    the letters in the edition's order) or every word a letter before or after a word makes
    (``HOOKS``: the question is the word). ``answers`` are all the words asked for, in the
    list's order (none: the word takes no hook); ``rank`` its place in the search by
    probability (1: the likeliest); ``search`` the search it came from, as typed."""

    kind: str
    edition: str
    lexicon: str
    question: str
    answers: tuple[str, ...]
    rank: Annotated[int, Bounds(0)] = 0
    ways: Annotated[int, Bounds(0)] = 0  # draws of the question's tiles from a full bag (its probability)
    search: str = ""

    @property
    def key(self) -> str:
        return f"words#{self.kind}#{self.lexicon}#{self.question}"

    @property
    def words(self) -> tuple[str, ...]:
        return self.answers

    def to_json(self) -> str:
        return json.dumps(inputs.to_json(self), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_data(cls, data: object) -> WordCard:
        card = inputs.read(cls, data, "card", unknown="ignore")
        if card.kind not in WORD_KINDS or not card.question:
            raise InputError("a word card asks for no known thing (kind {kind})", kind=card.kind)
        return card


#: A card of the deck: a turn of a game, or found in a word list.
Card = Union[StudyCard, WordCard]


def card_from_json(text: str) -> Card:
    """A stored card of either kind, read strictly (InputError names the bad field)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise InputError("a study card is not JSON") from None
    if isinstance(data, dict) and data.get("kind") in WORD_KINDS:
        return WordCard.from_data(data)
    return StudyCard.from_json(text)


def word_cards(tool: WordTool, words: Iterable[str], kind: str, count: int, search: str = "") -> list[WordCard]:
    """Cards from the words a search found, the ``count`` likeliest first: ``ANAGRAMS``, one
    card per set of letters (every word of the list made of them: its question is the letters,
    the rack a player would draw), or ``HOOKS``, one card per word (its hooked words); ordered
    by how many draws of a full bag of the edition hold the letters (``word_tool.ways``: a
    blank may stand for any of them), then in the edition's alphabet."""
    if kind not in WORD_KINDS:
        raise ValueError(f"no card kind {kind!r}")
    edition = tool.edition
    questions: dict[tuple[int, ...], str] = {}
    for word in words:
        upper = word.upper()
        plain = edition.plain_tiles(upper)  # the tool's own words: a lookup per letter
        codes = tuple(plain) if plain is not None else tuple(c for c in tool.codes(upper) if c > 0)
        key = tuple(sorted(codes)) if kind == ANAGRAMS else codes
        if key not in questions:
            questions[key] = tool.text(key)
    likelihood = {key: ways(edition, key) for key in questions}
    ranked = sorted(questions.items(), key=lambda item: (-likelihood[item[0]], sorted(item[0]), item[0]))
    lexicon = tool.lexicon.identity.name
    cards = []
    for rank, (key, question) in enumerate(ranked[:max(0, count)], start=1):
        if kind == ANAGRAMS:
            answers = tool.anagrams(question, limit=None).words
        else:
            answers = tool.hooks(question).words
        cards.append(WordCard(kind, edition.code, lexicon, question, answers, rank, likelihood[key], search))
    return cards


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
        top_moves = tuple(dict.fromkeys(format_move(m.move, edition) for m in levels[0][2]))
        for level, points, level_moves in levels:
            missed = not _found_alone(result, points) or (level == TOP and bool(result.hints))
            if not missed or points <= 0:
                continue
            answers = tuple(dict.fromkeys(format_move(m.move, edition) for m in level_moves))
            cards.append(StudyCard(
                game=name, turn=result.turn, level=level, edition=edition.code,
                lexicon=session.settings.lexicon.name, position=position, rack=result.rack, points=points,
                answers=answers, played=result.move or "", played_points=result.score if result.status == "move" else 0,
                date=session.settings.created, title=title, tops=top_moves if level == SUB_TOP else (),
            ))
    return cards


# -- answers ---------------------------------------------------------------------------------------


def _plain(text: str, edition: Edition) -> str:
    return "".join(edition.fold(text).upper().split())


def _moves(answers: Iterable[str], edition: Edition) -> set[tuple[str, str]]:
    return {(ref.upper(), _plain(w, edition)) for ref, _, w in (answer.partition(" ") for answer in answers)}


def typed_words(card: WordCard, typed: str) -> tuple[str, ...]:
    """The words typed for a word card, each once, folded to the list's capitals: separated
    by spaces, commas or semicolons; ``-`` alone means none (a word that takes no hook)."""
    edition = load_edition(card.edition)
    parts = typed.replace(",", " ").replace(";", " ").split()
    return tuple(dict.fromkeys(_plain(part, edition) for part in parts if part != "-"))


def judge(card: Card, typed: str) -> str:
    """The verdict on ``typed``: ``RIGHT`` or ``WRONG``, or a reason to ask again unjudged.

    A card of a turn is found with one of its words (``FABACEE``, accents and case as the
    player likes) or one of its moves with its square (``H4 FABAcEE``); but the word the
    player played that turn, when it scores the points elsewhere, is the player's own play:
    its square is asked (``GIVE_THE_SQUARE``); the top on a card that asks for the sub-top is
    said to be the top (``IS_THE_TOP``). A word card is found with every one of its words and
    no other (``-`` for none)."""
    if isinstance(card, WordCard):
        if not typed.strip():
            return WRONG
        return RIGHT if set(typed_words(card, typed)) == {w.upper() for w in card.answers} else WRONG
    edition = load_edition(card.edition)
    typed = typed.strip()
    if not typed:
        return WRONG
    reference, _, word = typed.partition(" ")
    if word.strip():
        wanted = (reference.upper(), _plain(word, edition))
        if wanted in _moves(card.answers, edition):
            return RIGHT
        return IS_THE_TOP if card.level == SUB_TOP and wanted in _moves(card.tops, edition) else WRONG
    plain = _plain(typed, edition)
    if plain in {_plain(w, edition) for w in card.words}:
        own = card.played_word and plain == _plain(card.played_word, edition) and not card.played_is_answer
        return GIVE_THE_SQUARE if own else RIGHT
    top_words = {_plain(move.partition(" ")[2], edition) for move in card.tops}
    return IS_THE_TOP if card.level == SUB_TOP and plain in top_words else WRONG


def is_right(card: Card, typed: str) -> bool:
    """Whether ``typed`` finds the card (``judge`` says ``RIGHT``)."""
    return judge(card, typed) == RIGHT


def next_schedule(schedule: StoredSchedule, right: bool, now: datetime, zone: tzinfo | None = None) -> StoredSchedule:
    """The Leitner step, in the player's calendar days (``zone``; None: the system's): a right
    answer moves the card up a box, due that box's days after today (learned after the last
    box), a wrong one back to box 1, due today; found after a miss, the card stays in box 1
    (due tomorrow), as a new card found."""
    today = local_day(now, zone)
    if right:
        # a card missed then found (in the same round, or later) starts again like a new one
        last_day = _last_day(schedule, zone)
        due_day = _day(schedule.due)
        missed = (schedule.box == 1 and schedule.wrong > 0 and due_day is not None and last_day is not None
                  and due_day <= last_day)
        box = 1 if missed else min(schedule.box + 1, LEARNED)
        due = "" if box == LEARNED else (today + timedelta(days=LEITNER_DAYS[box - 1])).isoformat()
        return StoredSchedule(box, due, schedule.right + 1, schedule.wrong, _iso(now))
    return StoredSchedule(1, today.isoformat(), schedule.right, schedule.wrong + 1, _iso(now))


def is_due(schedule: StoredSchedule, today: date) -> bool:
    """A new card whose day has come (or that has none), or a card whose day has come (a
    learned card never is): due from the first moment of its day."""
    if schedule.box >= LEARNED:
        return False
    due = _day(schedule.due)
    return due is None or due <= today


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
    """An answer judged, saved with the card's new schedule before it is shown (``verdict``
    ``RIGHT`` or ``WRONG``); or not judged, the card asked again (``ASKED_AGAIN``: nothing
    saved, ``schedule`` is the card's as it was)."""

    card: Card
    typed: str
    right: bool
    schedule: StoredSchedule
    verdict: str = ""
    previous: StoredSchedule = StoredSchedule()  # the schedule before the answer
    answer_id: int = 0  # the answer's row in the file (0: not saved)
    overruled: bool = False  # judged wrong, counted right by the player

    @property
    def saved(self) -> bool:
        return self.verdict not in ASKED_AGAIN

    @property
    def missing(self) -> tuple[str, ...]:
        """A word card's words the answer did not give."""
        if not isinstance(self.card, WordCard):
            return ()
        given = set(typed_words(self.card, self.typed))
        return tuple(w for w in self.card.answers if w.upper() not in given)

    @property
    def extra(self) -> tuple[str, ...]:
        """The words typed for a word card that are not among its words."""
        if not isinstance(self.card, WordCard):
            return ()
        wanted = {w.upper() for w in self.card.answers}
        return tuple(w for w in typed_words(self.card, self.typed) if w not in wanted)


@dataclass(frozen=True)
class GatherProblem:
    """A game whose turns could not be read (its word list is missing, the file is damaged):
    it is tried again next time."""

    game: str
    error: DuplicateError


class StudyDeck:
    """The study file of a training folder: its cards, their schedules, the answers. Days are
    the player's calendar days in ``zone`` (None: the system's time zone)."""

    def __init__(self, store: StudyStore, zone: tzinfo | None = None) -> None:
        self.store = store
        self.zone = zone
        self.skipped = 0  # stored cards that could not be read (damaged), left out

    @classmethod
    def open(cls, folder: str | Path, zone: tzinfo | None = None) -> StudyDeck:
        return cls(StudyStore.open(study_path(folder), zone), zone)

    def close(self) -> None:
        self.store.close()

    def today(self, now: datetime) -> date:
        return local_day(now, self.zone)

    def cards(self, lexicon: str = "") -> list[Card]:
        """Every readable card (of one word list when ``lexicon`` is given), oldest first; a
        card asking for a sub-top knows its turn's top (kept with it, or, for a card written
        before it was, from its turn's top card or the player's move that was the top)."""
        cards: list[Card] = []
        skipped = 0
        for stored in self.store.cards():
            if lexicon and stored.lexicon != lexicon:
                continue
            try:
                cards.append(card_from_json(stored.data))
            except InputError:
                skipped += 1
        self.skipped = skipped
        return _with_tops(cards)

    def schedule(self, card: Card) -> StoredSchedule:
        return self.store.schedules().get(card.key, StoredSchedule())

    def due(self, now: datetime, lexicon: str = "", limit: int | None = ROUND_SIZE) -> list[Card]:
        """The cards to ask now: the most overdue first, then the new ones in their order
        (game order; a word list's search, likeliest first)."""
        schedules = self.store.schedules()
        today = self.today(now)
        due = []
        for index, card in enumerate(self.cards(lexicon)):
            schedule = schedules.get(card.key, StoredSchedule())
            if is_due(schedule, today):
                due.append(((0, schedule.due, index) if schedule.box else (1, schedule.due, index), card))
        due.sort(key=lambda pair: pair[0])
        chosen = [card for _, card in due]
        return chosen if limit is None else chosen[:limit]

    def progress(self, now: datetime) -> tuple[ListProgress, ...]:
        """Per word list: cards, new, due now, learned (word lists in name order)."""
        schedules = self.store.schedules()
        today = self.today(now)
        lists: dict[str, list[Card]] = {}
        for card in self.cards():
            lists.setdefault(card.lexicon, []).append(card)
        result = []
        for lexicon in sorted(lists):
            cards = lists[lexicon]
            states = [schedules.get(c.key, StoredSchedule()) for c in cards]
            result.append(ListProgress(
                lexicon, cards[0].edition, len(cards), sum(1 for s in states if s.box == 0),
                sum(1 for s in states if is_due(s, today)), sum(1 for s in states if s.box >= LEARNED)))
        return tuple(result)

    def answer(self, card: Card, typed: str, now: datetime) -> AnswerResult:
        """Judge ``typed`` and save it with the card's new schedule (then, and only then, the
        result is returned for the window to show). An answer asked again (``ASKED_AGAIN``)
        is not judged and nothing is saved."""
        verdict = judge(card, typed)
        previous = self.schedule(card)
        if verdict in ASKED_AGAIN:
            return AnswerResult(card, typed.strip(), False, previous, verdict, previous)
        right = verdict == RIGHT
        schedule = next_schedule(previous, right, now, self.zone)
        answer_id = self.store.record_answer(card.key, _iso(now), typed.strip(), right, schedule)
        return AnswerResult(card, typed.strip(), right, schedule, verdict, previous, answer_id)

    def overrule(self, result: AnswerResult, now: datetime) -> AnswerResult:
        """The player counts an answer judged wrong right (a typo, a word they know): saved
        as overruled, the card's schedule as after a right answer (from the one before)."""
        if result.right or not result.answer_id:
            return result
        schedule = next_schedule(result.previous, True, now, self.zone)
        self.store.overrule(result.answer_id, result.card.key, schedule)
        return replace(result, right=True, schedule=schedule, overruled=True)

    # -- days --------------------------------------------------------------------------------------

    def _load(self, schedules: dict[str, StoredSchedule], today: date, horizon: int) -> Counter[date]:
        """How many cards are due on each of the ``horizon`` days after today (learned ones not)."""
        load: Counter[date] = Counter()
        for schedule in schedules.values():
            day = _day(schedule.due)
            if schedule.box < LEARNED and day is not None and today < day <= today + timedelta(days=horizon):
                load[day] += 1
        return load

    def _spread_days(self, count: int, schedules: dict[str, StoredSchedule], today: date, per_day: int,
                     due_today: int) -> list[date]:
        """The days for ``count`` cards taken in order: today while fewer than ``per_day`` are
        due today, then each coming day while it has fewer than ``per_day``."""
        per_day = max(1, per_day)
        load = self._load(schedules, today, count // per_day + 2 + len(schedules) // per_day)
        load[today] = due_today
        days, day = [], today
        for _ in range(count):
            while load[day] >= per_day:
                day += timedelta(days=1)
            load[day] += 1
            days.append(day)
        return days

    def spread(self, now: datetime, per_day: int = PER_DAY, lexicon: str = "") -> int:
        """Spread the backlog: of the cards due now (of ``lexicon``, or all), the first
        ``per_day`` stay due today (the most overdue first), the others go to the coming days,
        each day filled up to ``per_day`` cards with what is due then already. Returns how many
        cards were given a later day."""
        schedules = self.store.schedules()
        today = self.today(now)
        due = self.due(now, lexicon, limit=None)
        days = self._spread_days(len(due), schedules, today, per_day, 0)
        moved = {card.key: replace(schedules.get(card.key, StoredSchedule()), due=day.isoformat())
                 for card, day in zip(due, days) if day > today}
        self.store.set_schedules(moved)
        return len(moved)

    def add_word_cards(self, cards: Sequence[WordCard], now: datetime, per_day: int = PER_DAY) -> int:
        """Add cards found in a word list, in their order (the likeliest first): as many as
        ``per_day`` allows are due today (counting the cards due already), the others on the
        coming days, each day up to ``per_day``. A card already in the deck is kept as it is.
        Returns the cards added."""
        known = {stored.key for stored in self.store.cards()}
        fresh = [card for card in dict((c.key, c) for c in cards).values() if card.key not in known]
        schedules = self.store.schedules()
        today = self.today(now)
        days = self._spread_days(len(fresh), schedules, today, per_day, len(self.due(now, limit=None)))
        return self.store.add_cards(
            [StoredCard(card.key, card.lexicon, card.to_json()) for card in fresh],
            {card.key: StoredSchedule(0, day.isoformat()) for card, day in zip(fresh, days)})

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
    """One sitting: the due cards asked in turn (``size`` at most); a card answered wrong
    comes back once at the end of the round."""

    def __init__(self, deck: StudyDeck, now: datetime, lexicon: str = "", size: int = ROUND_SIZE) -> None:
        self.deck = deck
        self.queue: deque[Card] = deque(deck.due(now, lexicon, max(1, size)))
        self.asked = len(self.queue)
        self.right = 0
        self.wrong = 0
        self.results: list[AnswerResult] = []
        self._again: set[str] = set()

    @property
    def current(self) -> Card | None:
        return self.queue[0] if self.queue else None

    @property
    def done(self) -> bool:
        return not self.queue

    def answer(self, typed: str, now: datetime) -> AnswerResult:
        """Judge and save the answer to the current card (empty: "I do not know"); an answer
        asked again (``ASKED_AGAIN``) leaves the card current, nothing saved."""
        card = self.queue[0]
        result = self.deck.answer(card, typed, now)
        if not result.saved:
            return result
        self.queue.popleft()
        self.results.append(result)
        if result.right:
            self.right += 1
        else:
            self.wrong += 1
            if card.key not in self._again:
                self._again.add(card.key)
                self.queue.append(card)
        return result

    def overrule(self, now: datetime) -> AnswerResult | None:
        """Count the last answer right (it was judged wrong): saved, and the card does not
        come back at the end of the round for it."""
        if not self.results or self.results[-1].right:
            return None
        last = self.results[-1]
        result = self.deck.overrule(last, now)
        self.results[-1] = result
        self.right += 1
        self.wrong -= 1
        key = last.card.key
        if key in self._again and self.queue and self.queue[-1].key == key:
            self.queue.pop()
            self._again.discard(key)
        return result


def _with_tops(cards: list[Card]) -> list[Card]:
    """Cards asking for a sub-top written before they kept their turn's top get it: from the
    turn's top card, or from the player's move when it was the top (it scored more)."""
    tops = {(c.game, c.turn): c.answers for c in cards if isinstance(c, StudyCard) and c.level == TOP}
    mended: list[Card] = []
    for card in cards:
        if isinstance(card, StudyCard) and card.level == SUB_TOP and not card.tops:
            known = tops.get((card.game, card.turn))
            if known is None and card.played and card.played_points > card.points:
                known = (card.played,)
            if known:
                card = replace(card, tops=known)
        mended.append(card)
    return mended


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
LEVEL_NAMES = {TOP: QT_TRANSLATE_NOOP("records", "top"), SUB_TOP: QT_TRANSLATE_NOOP("records", "sub-top"),
               ANAGRAMS: QT_TRANSLATE_NOOP("records", "anagrams"), HOOKS: QT_TRANSLATE_NOOP("records", "hooks")}
LEARNED_NAME = QT_TRANSLATE_NOOP("records", "learned")


@dataclass(frozen=True)
class StudyWords:
    """The words of the exported list, English by default (the app gives them translated)."""

    headers: tuple[str, ...] = STUDY_HEADERS
    levels: tuple[tuple[str, str], ...] = tuple(LEVEL_NAMES.items())
    learned: str = LEARNED_NAME
    date: Callable[[str], str] = field(default=lambda iso: iso[:10])
    #: a word list's name as the reader says it (the app: a bundled list's name translated)
    lexicon: Callable[[str], str] = str

    def level(self, level: str) -> str:
        return dict(self.levels).get(level, level)


def _order(card: Card) -> tuple[object, ...]:
    if isinstance(card, WordCard):
        return (card.lexicon, 1, card.search, card.rank, card.question)
    return (card.lexicon, 0, card.date, card.game, card.turn, LEVELS.index(card.level))


def study_rows(deck: StudyDeck, words: StudyWords = StudyWords(), lexicon: str = "") -> list[list[object]]:
    """The study list's rows (the columns of ``STUDY_HEADERS``), by word list, game and turn,
    then the cards found in the list, likeliest first (their question in the rack column,
    their search in the game column, their place in it in the turn column)."""
    schedules = deck.store.schedules()
    rows: list[list[object]] = []
    for card in sorted(deck.cards(lexicon), key=_order):
        schedule = schedules.get(card.key, StoredSchedule())
        due = words.learned if schedule.box >= LEARNED else words.date(schedule.due) if schedule.due else ""
        if isinstance(card, WordCard):
            rows.append([words.lexicon(card.lexicon), card.question, words.level(card.kind), "", " ".join(card.words),
                         "", "", "", card.search, card.rank, schedule.box, due])
            continue
        rows.append([words.lexicon(card.lexicon), card.rack_text, words.level(card.level), card.points,
                     " ".join(card.words), " · ".join(card.answers), card.played, card.played_points,
                     card.title or Path(card.game).stem, card.turn, schedule.box, due])
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
    "ANAGRAMS",
    "ASKED_AGAIN",
    "AnswerResult",
    "Card",
    "GIVE_THE_SQUARE",
    "HOOKS",
    "IS_THE_TOP",
    "PER_DAY",
    "RIGHT",
    "ROUND_SIZES",
    "WORD_KINDS",
    "WRONG",
    "WordCard",
    "card_from_json",
    "judge",
    "local_day",
    "typed_words",
    "word_cards",
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
