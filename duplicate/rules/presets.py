"""Rule sets of a duplicate session: presets are data files, every field can be changed.

A rule set says how racks are drawn (the vowel/consonant rule per turn), when the game ends,
the time per turn and its calls, solos, warnings and penalties, and whether the first move
must be horizontal. Presets live in ``resources/presets/*.toml``.
"""

from __future__ import annotations

import typing
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Annotated, Any, Literal

from duplicate.base import inputs
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message
from duplicate.base.inputs import OPTIONAL, Bounds, InputError, at, problem_error
from duplicate.base.resources import resource_path
from duplicate.rules.checking import MoveRules


class RuleSetError(DuplicateError):
    """A preset or rule-set description with a wrong or missing field."""


def _optional(default: Any) -> Any:
    """A field whose key a preset file or stored rules may leave out (then ``default``)."""
    return field(default=default, metadata=OPTIONAL)


#: A count of tiles of a rack (a rack holds 7).
Tiles = Annotated[int, Bounds(0, 7)]


@dataclass(frozen=True)
class DrawRule:
    """From this rule's turns on (up to ``until_turn``; 0 = to the end): the minimum
    vowels and consonants of a rack (a blank counts as both)."""

    vowels: Tiles
    consonants: Tiles
    until_turn: Annotated[int, Bounds(0, 1000)] = _optional(0)


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
    description: str = _optional("")
    draw_rule: tuple[DrawRule, ...] = _optional(())
    first_move_horizontal: bool = _optional(False)
    seconds_per_turn: Annotated[int, Bounds(10, 3600)] = _optional(180)
    #: Seconds before the end of the turn at which "write now" is called (FISF: 30 s before
    #: the end of 3 minutes), whatever the turn's length.
    calls_before_end: tuple[Annotated[int, Bounds(1, 3600)], ...] = _optional((30,))
    solo_bonus: Annotated[int, Bounds(0, 1000)] = _optional(0)
    solo_min_players: Annotated[int, Bounds(0, 10000)] = _optional(0)
    warnings_tolerated: Annotated[int, Bounds(0, 1000)] = _optional(0)
    warning_cost: Annotated[int, Bounds(0, 1000)] = _optional(0)
    penalty_points: Annotated[int, Bounds(0, 1000)] = _optional(0)
    wrong_score_warning: bool = _optional(False)
    end_below_tiles: Annotated[int, Bounds(0, 100)] = _optional(0)
    end_without_vowel: bool = _optional(False)
    both_letters: str = _optional("")
    #: A latecomer's deviation: "joined" counts the tops from the turn they joined;
    #: "start" counts every top from turn 1 (the turns they missed score 0).
    late_deviation: Literal["joined", "start"] = _optional("joined")
    #: Revealing while players have no entry for the turn asks first.
    ask_reveal_missing: bool = _optional(True)
    #: Phones: seconds after the time is up during which a phone's move is still taken.
    phone_grace_seconds: Annotated[int, Bounds(0, 60)] = _optional(2)
    #: Phones: a move handed in from a phone must carry the player's written score.
    phone_score_required: bool = _optional(False)
    #: Points only (a class): the standings, the sheet and the projector show each player's
    #: points and rank, never a deviation, percentage, solos, warnings or penalties.
    points_only: bool = _optional(False)
    #: The arbiter may show the room hints about the turn's top (a class round).
    room_hints: bool = _optional(False)

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
        """These rules with some fields changed, checked as a preset file's are."""
        return rule_set_from_dict({**self.to_dict(), **inputs.to_json_value(changes)})

    def to_dict(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self)}  # plain values (asdict copies each one)
        data["draw_rule"] = [asdict(r) for r in self.draw_rule]
        data["calls_before_end"] = list(self.calls_before_end)
        return data


LATE_DEVIATION_CHOICES: tuple[str, ...] = typing.get_args(typing.get_type_hints(RuleSet)["late_deviation"])
#: Most "write now" calls a turn may have.
MAX_CALLS = 20

#: Where rules not read from a file come from, in an error about them ("the rules: ...").
RULES_SOURCE = Message("rules_source", "the rules")

#: The field of rule sets written before the calls were counted from the end: "write now"
#: as seconds elapsed (``calls = [150]`` in a 180-second turn is 30 s before the end).
LEGACY_CALLS = "calls"


def read_rule_set(data: Any, path: str = "") -> RuleSet:
    """A RuleSet from plain data (a preset file's, stored settings', changes), every field read
    by the strict reader (``duplicate.base.inputs``) from RuleSet's own field types, then what
    the fields say together; an InputError names the value refused by its path under ``path``."""
    data = dict(inputs.mapping(data, path))
    legacy = data.pop(LEGACY_CALLS, None)
    if legacy is not None and "calls_before_end" in data:
        raise problem_error(at(path, LEGACY_CALLS), Message(
            "rules_calls_twice", "is the older form of calls_before_end: give one of them, not both"))
    rules = inputs.read(RuleSet, data, path)
    name = rules.name.strip()
    if not name:
        raise problem_error(at(path, "name"), Message("rules_no_name", "is empty: a rule set needs a name"))
    for index, rule in enumerate(rules.draw_rule):
        if rule.vowels + rule.consonants > 7:
            raise problem_error(at(at(path, "draw_rule"), index), Message(
                "rules_draw_too_many", "asks for {count} tiles; a rack holds 7", count=rule.vowels + rule.consonants))
    calls = rules.calls_before_end
    if legacy is not None:  # seconds elapsed, read as the same moments of the turn
        elapsed = inputs.read(_LegacyCalls, {"calls": legacy}, path).calls
        calls = tuple(rules.seconds_per_turn - c for c in elapsed if c < rules.seconds_per_turn)
    if len(calls) > MAX_CALLS:
        raise problem_error(at(path, "calls_before_end"), Message(
            "rules_too_many_calls", "has {count} calls; at most {limit}", count=len(calls), limit=MAX_CALLS))
    return replace(rules, name=name, both_letters=rules.both_letters.upper(),
                   calls_before_end=tuple(sorted(set(calls), reverse=True)))


@dataclass(frozen=True)
class _LegacyCalls:
    calls: tuple[Annotated[int, Bounds(1, 3600)], ...]


def rule_set_from_dict(data: dict[str, Any], source: str | Message = RULES_SOURCE) -> RuleSet:
    """``read_rule_set``, its error a RuleSetError that says where the rules come from:
    ``source`` (a file's path, a JSON path: ``{source}: {path}: {problem}``)."""
    try:
        return read_rule_set(data)
    except InputError as exc:
        raise RuleSetError("rules_invalid", inputs.IN_FILE, source=source, error=exc.notice) from None


def preset_names() -> list[str]:
    return sorted(p.stem for p in resource_path("presets").glob("*.toml"))


def read_preset_file(path: Path) -> RuleSet:
    """A preset file (TOML) read strictly; a RuleSetError names the file, the line and the
    value refused (``club.toml, line 5: seconds_per_turn: must be from 10 to 3600, not 5``)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RuleSetError("rules_invalid", "{path}: {reason}", path=path, reason=exc) from None
    try:
        return read_rule_set(inputs.toml_document(text))
    except InputError as exc:
        template, values = inputs.located(exc, str(path), text)
        raise RuleSetError("rules_invalid", template, **values) from None


def load_preset(name: str) -> RuleSet:
    """A preset by file name (``fisf``, ``flemish``, ``home``) or by its ``name`` field."""
    key = name.strip().lower()
    for stem in preset_names():
        rules = read_preset_file(resource_path("presets", f"{stem}.toml"))
        if key in (stem, rules.name.lower()):
            return rules
    raise RuleSetError("unknown_preset", "unknown preset {name}; known presets: {items}",
        name=repr(name), items=', '.join(preset_names()))


__all__ = ["LATE_DEVIATION_CHOICES", "PRESET_TEXTS", "DrawRule", "RuleSet", "RuleSetError", "load_preset", "preset_names",
           "read_preset_file", "read_rule_set", "rule_set_from_dict", "rules_label"]
