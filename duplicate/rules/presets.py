"""Rule sets of a duplicate session: presets are data files, every field can be changed.

A rule set says how racks are drawn (the vowel/consonant rule per turn), when the game ends,
the time per turn and its calls, solos, warnings and penalties, and whether the first move
must be horizontal. Presets live in ``resources/presets/*.toml``.
"""

from __future__ import annotations

import tomllib
from dataclasses import asdict, dataclass, fields
from typing import Any

from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message
from duplicate.base.resources import resource_path
from duplicate.rules.checking import MoveRules


class RuleSetError(DuplicateError):
    """A preset or rule-set description with a wrong or missing field."""


@dataclass(frozen=True)
class DrawRule:
    """From this rule's turns on (up to ``until_turn``; 0 = to the end): the minimum
    vowels and consonants of a rack (a blank counts as both)."""

    vowels: int
    consonants: int
    until_turn: int = 0


#: The bundled presets' names and descriptions (resources/presets/*.toml), listed so that the
#: translation files have them (tests/test_translations.py fails when a preset is not here):
#: a rule set's name and description are said in the reader's language when they are these.
PRESET_TEXTS = (
    QT_TRANSLATE_NOOP("engine", "Class"),
    QT_TRANSLATE_NOOP("engine", "A class of pupils: points only, 5 minutes a turn, hints from the teacher, teams at a "
                                "table; 2 vowels + 2 consonants for turns 1-15."),
    QT_TRANSLATE_NOOP("engine", "FISF"),
    QT_TRANSLATE_NOOP("engine", "Flemish"),
    QT_TRANSLATE_NOOP("engine", "Home"),
    QT_TRANSLATE_NOOP("engine", "Federation rules: 2 vowels + 2 consonants for turns 1-15, then 1 + 1; first move "
                                "horizontal; solos from 16 players; 3 warnings tolerated."),
    QT_TRANSLATE_NOOP("engine", "Flemish federation: draw rule as FISF, the game ends when fewer than 7 letters or "
                                "no vowel remain."),
    QT_TRANSLATE_NOOP("engine", "Free play at home or in class: no draw rule, no solos, no penalties or warnings."),
)


def rules_label(name: str) -> Message:
    """A rule set's name as a message: a bundled preset's is translated where it is shown
    ("Flemish" is "Vlaams" in Dutch); a club's own name is said as written."""
    return Message("rule_set", name)


@dataclass(frozen=True)
class RuleSet:
    """A session's rules, as a preset file or the arbiter's choices set them. The switches that
    decide which moves are legal are also given apart, as ``move_rules`` (``checking.MoveRules``),
    to the move check and the search."""

    name: str
    description: str = ""
    draw_rule: tuple[DrawRule, ...] = ()
    first_move_horizontal: bool = False
    seconds_per_turn: int = 180
    #: Seconds before the end of the turn at which "write now" is called (FISF: 30 s before
    #: the end of 3 minutes), whatever the turn's length.
    calls_before_end: tuple[int, ...] = (30,)
    solo_bonus: int = 0
    solo_min_players: int = 0
    warnings_tolerated: int = 0
    warning_cost: int = 0
    penalty_points: int = 0
    wrong_score_warning: bool = False
    end_below_tiles: int = 0
    end_without_vowel: bool = False
    both_letters: str = ""
    #: A latecomer's deviation: "joined" counts the tops from the turn they joined;
    #: "start" counts every top from turn 1 (the turns they missed score 0).
    late_deviation: str = "joined"
    #: Revealing while players have no entry for the turn asks first.
    ask_reveal_missing: bool = True
    #: Phones: seconds after the time is up during which a phone's move is still taken.
    phone_grace_seconds: int = 2
    #: Phones: a move handed in from a phone must carry the player's written score.
    phone_score_required: bool = False
    #: Points only (a class): the standings, the sheet and the projector show each player's
    #: points and rank, never a deviation, percentage, solos, warnings or penalties.
    points_only: bool = False
    #: The arbiter may show the room hints about the turn's top (a class round).
    room_hints: bool = False

    @property
    def label(self) -> Message:
        """The rule set's name, said in the reader's language (see ``rules_label``)."""
        return rules_label(self.name)

    @property
    def description_label(self) -> Message:
        """The description, said in the reader's language when it is a bundled preset's."""
        return Message("rule_set_description", self.description)

    @property
    def move_rules(self) -> MoveRules:
        """What the move check and the search need of these rules."""
        return MoveRules(first_move_horizontal=self.first_move_horizontal)

    def call_times(self) -> tuple[int, ...]:
        """The "write now" calls as seconds elapsed in a turn of ``seconds_per_turn`` (what the
        turn's timer counts); a call longer before the end than the turn itself is dropped."""
        return tuple(sorted(self.seconds_per_turn - before for before in self.calls_before_end
                            if 0 < before < self.seconds_per_turn))

    def minimum(self, turn: int) -> tuple[int, int]:
        """Minimum (vowels, consonants) of the rack of ``turn`` (1-based)."""
        for rule in self.draw_rule:
            if rule.until_turn == 0 or turn <= rule.until_turn:
                return rule.vowels, rule.consonants
        return 0, 0

    def with_changes(self, **changes: Any) -> RuleSet:
        return rule_set_from_dict({**self.to_dict(), **changes})

    def to_dict(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self)}  # plain values (asdict copies each one)
        data["draw_rule"] = [asdict(r) for r in self.draw_rule]
        data["calls_before_end"] = list(self.calls_before_end)
        return data


_INT_FIELDS = {
    "seconds_per_turn": (10, 3600),
    "solo_bonus": (0, 1000),
    "solo_min_players": (0, 10000),
    "warnings_tolerated": (0, 1000),
    "warning_cost": (0, 1000),
    "penalty_points": (0, 1000),
    "end_below_tiles": (0, 100),
    "phone_grace_seconds": (0, 60),
}
_BOOL_FIELDS = ("first_move_horizontal", "wrong_score_warning", "end_without_vowel", "phone_score_required",
                "ask_reveal_missing", "points_only", "room_hints")
LATE_DEVIATION_CHOICES = ("joined", "start")


#: Where rules not read from a file come from, in an error about them ("the rules: ...").
RULES_SOURCE = Message("rules_source", "the rules")


def rule_set_from_dict(data: dict[str, Any], source: str | Message = RULES_SOURCE) -> RuleSet:
    """Build a RuleSet from plain data, checking every field; unknown fields are an error.
    ``source`` names where they come from in an error (a file's path, a JSON path)."""
    known = {f.name for f in fields(RuleSet)} | {LEGACY_CALLS}
    unknown = sorted(set(data) - known)
    if unknown:
        raise RuleSetError("rules_invalid", "{source}: unknown field(s) {items}",
            source=source, items=', '.join(unknown))
    if not isinstance(data.get("name"), str) or not data["name"].strip():
        raise RuleSetError("rules_invalid", "{source}: a rule set needs a name", source=source)
    values: dict[str, Any] = {"name": data["name"].strip(), "description": str(data.get("description", ""))}
    for key, (low, high) in _INT_FIELDS.items():
        if key in data:
            value = data[key]
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise RuleSetError("rules_invalid", "{source}: '{key}' must be a whole number from {low} to {high}",
                    source=source, key=key, low=low, high=high)
            values[key] = value
    for key in _BOOL_FIELDS:
        if key in data:
            if not isinstance(data[key], bool):
                raise RuleSetError("rules_invalid", "{source}: '{key}' must be true or false",
                    source=source, key=key)
            values[key] = data[key]
    if "late_deviation" in data:
        if data["late_deviation"] not in LATE_DEVIATION_CHOICES:
            raise RuleSetError("rules_invalid", "{source}: 'late_deviation' must be one of {items}",
                source=source, items=', '.join(LATE_DEVIATION_CHOICES))
        values["late_deviation"] = data["late_deviation"]
    if "both_letters" in data:
        if not isinstance(data["both_letters"], str):
            raise RuleSetError("rules_invalid", "{source}: 'both_letters' must be a string of letters",
                source=source)
        values["both_letters"] = data["both_letters"].upper()
    values["calls_before_end"] = _calls_before_end(data, values.get("seconds_per_turn", 180), source)
    rules = []
    draw_rules = data.get("draw_rule", [])
    if not isinstance(draw_rules, (list, tuple)):
        raise RuleSetError("rules_invalid", "{source}: 'draw_rule' must be a list of rules", source=source)
    for i, item in enumerate(draw_rules, start=1):
        if isinstance(item, DrawRule):
            item = asdict(item)
        if not isinstance(item, dict) or set(item) - {"vowels", "consonants", "until_turn"}:
            raise RuleSetError("rules_invalid", "{source}: draw rule {i} must have vowels, consonants, until_turn",
                source=source, i=i)
        numbers = (item.get("vowels"), item.get("consonants"), item.get("until_turn", 0))
        counts = [n for n in numbers if isinstance(n, int) and not isinstance(n, bool) and n >= 0]
        if len(counts) != len(numbers):
            raise RuleSetError("rules_invalid", "{source}: draw rule {i} needs whole numbers (0 or more)",
                source=source, i=i)
        rule = DrawRule(*counts)
        if not (rule.vowels <= 7 and rule.consonants <= 7 and rule.vowels + rule.consonants <= 7):
            raise RuleSetError("rules_invalid", "{source}: draw rule {i} asks for more than 7 tiles",
                source=source, i=i)
        rules.append(rule)
    values["draw_rule"] = tuple(rules)
    return RuleSet(**values)


#: The field of rule sets written before the calls were counted from the end: "write now"
#: as seconds elapsed (``calls = [150]`` in a 180-second turn is 30 s before the end).
LEGACY_CALLS = "calls"


def _calls_before_end(data: dict[str, Any], seconds: int, source: str | Message) -> tuple[int, ...]:
    """The calls, in seconds before the end: ``calls_before_end``, or an older file's
    ``calls`` (seconds elapsed) read as the same moments of its turn; never both."""
    if LEGACY_CALLS in data and "calls_before_end" in data:
        raise RuleSetError("rules_invalid", "{source}: give 'calls_before_end' or the older 'calls', not both",
            source=source)
    key = LEGACY_CALLS if LEGACY_CALLS in data else "calls_before_end"
    calls = data.get(key, [30])
    if not isinstance(calls, (list, tuple)) or len(calls) > 20 or not all(
            isinstance(c, int) and not isinstance(c, bool) and 0 < c <= 3600 for c in calls):
        raise RuleSetError("rules_invalid", "{source}: '{key}' must be a list of seconds", source=source, key=key)
    if key == LEGACY_CALLS:
        calls = [seconds - c for c in calls if c < seconds]
    return tuple(sorted(set(calls), reverse=True))


def preset_names() -> list[str]:
    return sorted(p.stem for p in resource_path("presets").glob("*.toml"))


def load_preset(name: str) -> RuleSet:
    """A preset by file name (``fisf``, ``flemish``, ``home``) or by its ``name`` field."""
    key = name.strip().lower()
    for stem in preset_names():
        path = resource_path("presets", f"{stem}.toml")
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise RuleSetError("rules_invalid", "{path}: {reason}", path=path, reason=exc) from None
        if key in (stem, str(data.get("name", "")).lower()):
            return rule_set_from_dict(data, str(path))
    raise RuleSetError("unknown_preset", "unknown preset {name}; known presets: {items}",
        name=repr(name), items=', '.join(preset_names()))


__all__ = ["LATE_DEVIATION_CHOICES", "PRESET_TEXTS", "DrawRule", "RuleSet", "RuleSetError", "load_preset", "preset_names", "rule_set_from_dict",
           "rules_label"]
