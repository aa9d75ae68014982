"""What a session is played with, fixed when it is created: edition, word list, rules, racks.

The settings are stored once in the session file (``SessionSettings.to_dict``) and read back
when it is opened; ``lexicon_for`` finds the word list they name and checks that it is the
very list the session was played with.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from duplicate.base import inputs
from duplicate.rules.bag import parse_rack_text
from duplicate.rules.board import RACK_SIZE
from duplicate.rules.edition import BLANK, Edition, load_edition
from duplicate.base.errors import DuplicateError, Message, SessionError
from duplicate.base.inputs import InputError, at, problem_error
from duplicate.words.lexicon import Lexicon, LexiconError, LexiconId, load_lexicon
from duplicate.rules.presets import RuleSet, read_rule_set, rule_set_from_dict

FORMAT = "duplicate-scrabble session"


class RackSource(Enum):
    RANDOM = "random"  # seeded draws from the bag
    OWN = "own"  # the arbiter types each rack
    PREPARED = "prepared"  # the racks of an earlier game, replayed


@dataclass(frozen=True)
class PreparedTurn:
    """One turn of a prepared game: the rack played and the racks rejected before it."""

    rack: str
    rejected: tuple[str, ...] = ()


def new_seed() -> int:
    """A fresh seed for a session's random draws."""
    return random.SystemRandom().randrange(1, 1_000_000_000)


@dataclass(frozen=True)
class SessionSettings:
    """Everything a session is created with: ``SessionSettings(edition.code,
    lexicon.identity, rules)`` plus the choices that differ from the defaults (a seed is
    drawn when none is given; ``created`` is stamped by ``Session.create``)."""

    edition: str
    lexicon: LexiconId
    rules: RuleSet
    seed: int = field(default_factory=new_seed)
    rack_source: RackSource = RackSource.RANDOM
    prepared: tuple[PreparedTurn, ...] = ()
    lexicon_path: str | None = None  # None: the edition's bundled list
    title: str = ""
    created: str = ""
    club: str = ""  # the club that plays it (a merge of simultaneous games says where each player came from)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "edition": self.edition,
            "lexicon": self.lexicon.to_json(),
            "lexicon_path": self.lexicon_path,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "rack_source": self.rack_source.value,
            "prepared": [{"rack": p.rack, "rejected": list(p.rejected)} for p in self.prepared],
            "title": self.title,
            "created": self.created,
            **({"club": self.club} if self.club else {}),  # left out when none: older files stay as they were
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SessionSettings:
        """Read stored settings as strictly as they are written (``check_settings_json``)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SessionError("not_a_session", "the file holds no duplicate session settings")
        try:
            check_settings_json(data)
        except InputError as exc:
            raise SessionError("corrupt", "the session settings are damaged: {reason}", reason=exc.notice) from None
        try:
            return cls(
                edition=str(data["edition"]),
                lexicon=LexiconId(str(data["lexicon"]["name"]), str(data["lexicon"]["sha256"])),
                lexicon_path=data.get("lexicon_path"),
                rules=rule_set_from_dict(data["rules"]),
                seed=int(data["seed"]),
                rack_source=RackSource(data["rack_source"]),
                prepared=tuple(
                    PreparedTurn(str(p["rack"]), tuple(str(r) for r in p.get("rejected", ())))
                    for p in data.get("prepared", ())
                ),
                title=str(data.get("title", "")),
                created=str(data.get("created", "")),
                club=str(data.get("club", "")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SessionError("corrupt", "the session settings are damaged ({reason})", reason=exc) from None


def rack_tiles(value: Any, path: str, edition: Edition, size: int = RACK_SIZE) -> list[int]:
    """The tiles of a rack written as text (``old+new``, ``?`` a blank), checked strictly."""
    rack = inputs.text(value, path, 100)
    try:
        tiles = parse_rack_text(rack, edition)
    except DuplicateError as exc:
        raise problem_error(path, Message("not_a_rack", "not a rack of this edition ({reason})",
                                          reason=exc.notice)) from None
    if len(tiles) > size:
        raise problem_error(path, Message("rack_too_long", "not a rack of this edition ({count} tiles, "
                                          "a rack holds {size})", count=len(tiles), size=size))
    for tile in set(tiles):
        if tiles.count(tile) > edition.counts[tile]:
            name = "blank" if tile == BLANK else edition.letters[tile]
            raise problem_error(path, Message("rack_too_many", "not a rack of this edition (the edition has only "
                                              "{count} {name})", count=edition.counts[tile], name=name))
    return tiles


def check_settings_json(data: Any, path: str = "settings") -> None:
    """Check every field of stored session settings strictly; InputError names the bad one."""
    data = inputs.mapping(data, path)
    if inputs.member(data, "format", path) != FORMAT:
        raise problem_error(at(path, "format"), Message("not_settings", "not duplicate session settings"))
    code = inputs.text(inputs.member(data, "edition", path), at(path, "edition"), 40)
    try:
        edition = load_edition(code)
    except DuplicateError as exc:
        raise problem_error(at(path, "edition"), exc.notice) from None
    where = at(path, "lexicon")
    lexicon = inputs.mapping(inputs.member(data, "lexicon", path), where)
    inputs.text(inputs.member(lexicon, "name", where), at(where, "name"), 1000)
    sha = inputs.text(inputs.member(lexicon, "sha256", where), at(where, "sha256"), 64)
    if len(sha) != 64 or sha.strip("0123456789abcdef"):
        raise problem_error(at(where, "sha256"),
                            Message("not_sha256", "not the SHA-256 of a word list (64 hexadecimal digits)"))
    inputs.optional_text(data.get("lexicon_path"), at(path, "lexicon_path"), 4096)
    read_rule_set(inputs.member(data, "rules", path), at(path, "rules"))
    inputs.whole_number(inputs.member(data, "seed", path), at(path, "seed"), -(2**63), 2**63 - 1)
    inputs.choice(inputs.member(data, "rack_source", path), at(path, "rack_source"), (s.value for s in RackSource))
    prepared = inputs.array(data.get("prepared", []), at(path, "prepared"))
    for index, turn in enumerate(prepared):
        where = at(at(path, "prepared"), index)
        turn = inputs.mapping(turn, where)
        rack_tiles(inputs.member(turn, "rack", where), at(where, "rack"), edition)
        for number, rejected in enumerate(inputs.array(turn.get("rejected", []), at(where, "rejected"))):
            rack_tiles(rejected, at(at(where, "rejected"), number), edition)
    inputs.text(data.get("title", ""), at(path, "title"), 1000)
    inputs.text(data.get("created", ""), at(path, "created"), 100)
    inputs.text(data.get("club", ""), at(path, "club"), 200)


def lexicon_for(settings: SessionSettings, lexicon: Lexicon | None = None,
                cache_dir: Path | None = None) -> Lexicon:
    """The word list a session was played with: loaded unless given, and its SHA-256 checked."""
    if lexicon is None:
        edition = load_edition(settings.edition)
        try:
            lexicon = load_lexicon(edition, settings.lexicon_path, name=settings.lexicon.name, cache_dir=cache_dir)
        except LexiconError as exc:
            raise SessionError("lexicon_missing", "the session was played with the word list {name}: {reason}",
                name=settings.lexicon.name, reason=exc.notice) from None
    if lexicon.identity.sha256 != settings.lexicon.sha256:
        raise SessionError("lexicon_mismatch", "the session was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...",
            name=settings.lexicon.name, sha256=settings.lexicon.sha256[:12], found=lexicon.identity.sha256[:12])
    return lexicon


__all__ = ["FORMAT", "PreparedTurn", "RackSource", "SessionSettings", "check_settings_json", "lexicon_for",
           "new_seed", "rack_tiles"]
