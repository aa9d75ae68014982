"""What a session is played with, fixed when it is created: edition, word list, rules, racks.

The settings are stored once in the session file (``SessionSettings.to_dict``) and read back
when it is opened; ``lexicon_for`` finds the word list they name and checks that it is the
very list the session was played with.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from duplicate.edition import load_edition
from duplicate.errors import SessionError
from duplicate.lexicon import Lexicon, LexiconError, LexiconId, load_lexicon
from duplicate.ruleset import RuleSet, rule_set_from_dict

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


@dataclass(frozen=True)
class SessionSettings:
    edition: str
    lexicon: LexiconId
    lexicon_path: str | None  # None: the edition's bundled list
    rules: RuleSet
    seed: int
    rack_source: RackSource
    prepared: tuple[PreparedTurn, ...] = ()
    title: str = ""
    created: str = ""

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
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SessionSettings:
        try:
            if data.get("format") != FORMAT:
                raise SessionError("not_a_session", "the file holds no duplicate session settings")
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
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SessionError("corrupt", f"the session settings are damaged ({exc})") from None


def lexicon_for(settings: SessionSettings, lexicon: Lexicon | None = None,
                cache_dir: Path | None = None) -> Lexicon:
    """The word list a session was played with: loaded unless given, and its SHA-256 checked."""
    if lexicon is None:
        edition = load_edition(settings.edition)
        try:
            lexicon = load_lexicon(edition, settings.lexicon_path, name=settings.lexicon.name, cache_dir=cache_dir)
        except LexiconError as exc:
            raise SessionError(
                "lexicon_missing", f"the session was played with the word list {settings.lexicon.name}: {exc.message}"
            ) from None
    if lexicon.identity.sha256 != settings.lexicon.sha256:
        raise SessionError(
            "lexicon_mismatch",
            f"the session was played with the word list {settings.lexicon.name} "
            f"(SHA-256 {settings.lexicon.sha256[:12]}...), but the list found has "
            f"SHA-256 {lexicon.identity.sha256[:12]}...",
        )
    return lexicon


__all__ = ["FORMAT", "PreparedTurn", "RackSource", "SessionSettings", "lexicon_for"]
