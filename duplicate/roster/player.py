"""A roster entry as a value, and how the roster finds one by a few typed letters."""

from __future__ import annotations

import unicodedata
import uuid
from dataclasses import dataclass

import re

#: The identity the roster gives a player (and reads back from a CSV file): a UUID's text, in
#: lower case; session files take it as any identifier (duplicate.base.inputs.ROSTER_ID).
IDENTITY_PATTERN = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
#: The longest name, licence, category or club kept (a name on a sheet, a licence number).
NAME_LIMIT = 80
FIELD_LIMIT = 80


def new_identity() -> str:
    """A new stable identity: random, so two clubs' rosters never give the same one."""
    return str(uuid.uuid4())


def folded(text: str) -> str:
    """``text`` as searched: case and accents ignored (``Hélène`` is found by ``hele``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@dataclass(frozen=True)
class RosterPlayer:
    """One person of the roster. ``revision`` counts the edits: an edit made from an older
    copy than the file's is refused rather than overwriting another window's edit."""

    identity: str
    name: str
    licence: str = ""
    category: str = ""
    club: str = ""
    active: bool = True
    last_table: int | None = None
    revision: int = 1

    def matches(self, query: str) -> bool:
        """Whether every word of ``query`` is in the name, the licence, the category or the club."""
        haystack = folded(" ".join((self.name, self.licence, self.category, self.club)))
        return all(word in haystack for word in folded(query).split())


__all__ = ["FIELD_LIMIT", "IDENTITY_PATTERN", "NAME_LIMIT", "RosterPlayer", "folded", "new_identity"]
