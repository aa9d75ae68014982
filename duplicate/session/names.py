"""Players' names as text any screen, sheet or export can show: the one check of a new name.

A name is Unicode text shown as plain text everywhere; what it may hold is decided by the
characters' general categories, not by a list of scripts. Letters, marks, digits,
punctuation, symbols and spaces of every script pass, and so do the invisible characters
that names in real scripts and emoji need: the zero-width joiner of emoji sequences
(``👩‍💻``), the zero-width non-joiner of Persian and Indic names, the soft hyphen, and the
tag characters of subdivision flags. Refused: control characters, the bidirectional
controls that reorder what follows (an override can make ``Ann`` read as another name),
other invisible format characters, private-use characters, surrogates left unpaired by a
broken encoding, and noncharacters. Runs of spaces (tabs and line breaks included) become one
space.
"""

from __future__ import annotations

import unicodedata

from duplicate.base.errors import SessionError

#: Invisible (format) characters that names and emoji need.
ALLOWED_FORMAT = frozenset({
    "\u00ad",  # soft hyphen
    "\u200c",  # zero-width non-joiner (Persian, Indic scripts)
    "\u200d",  # zero-width joiner (emoji sequences, Indic conjuncts)
}) | frozenset(chr(c) for c in range(0xE0020, 0xE0080))  # tags: subdivision flags 🏴󠁧󠁢󠁳󠁣󠁴󠁿
#: Categories never in a name: controls, private use, surrogates (format characters: see above).
REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Co"})
#: Categories that show nothing by themselves: a name needs one character of another kind.
INVISIBLE_CATEGORIES = frozenset({"Mn", "Me", "Cf", "Zs", "Zl", "Zp"})


def _noncharacter(code: int) -> bool:
    return 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE


def refused_character(text: str) -> str | None:
    """The first character of ``text`` a name may not hold, if any."""
    for c in text:
        category = unicodedata.category(c)
        if category in REFUSED_CATEGORIES or (category == "Cf" and c not in ALLOWED_FORMAT) \
                or _noncharacter(ord(c)):
            return c
    return None


def check_name(name: str, limit: int | None = None) -> str:
    """``name`` as stored: NFC, spaces folded; a SessionError ``bad_name`` saying what is wrong."""
    text = " ".join(name.split())  # tabs and line breaks too
    bad = refused_character(text)
    if bad is not None:
        raise SessionError("bad_name", "the name holds a character that cannot be shown ({character})",
                           character=f"U+{ord(bad):04X}")
    text = unicodedata.normalize("NFC", text)
    if all(unicodedata.category(c) in INVISIBLE_CATEGORIES for c in text):
        raise SessionError("bad_name", "a player needs a name")
    if limit is not None and len(text) > limit:
        raise SessionError("bad_name", "a name has at most {name_limit} characters", name_limit=limit)
    return text


#: How many pupils a team holds: two or three share a table in a class, four at most.
TEAM_SIZE = (2, 4)
#: Between a team's name and its members, and between the members, as typed and shown.
TEAM_MARK, MEMBER_MARK = ":", ","
#: The longest member's name (a pupil's first name, maybe with an initial).
MEMBER_LIMIT = 60


def check_members(members: tuple[str, ...] | None) -> tuple[str, ...]:
    """A team's members as stored (each checked as a name, ``check_name``); ``None`` or ``()``
    is one player, not a team; a SessionError ``bad_team`` for too few or too many, or twice
    the same pupil."""
    if not members:
        return ()
    low, high = TEAM_SIZE
    if not low <= len(members) <= high:
        raise SessionError("bad_team", "a team has {low} to {high} members, not {count}",
                           low=low, high=high, count=len(members))
    checked = tuple(check_name(m, MEMBER_LIMIT) for m in members)
    if any(MEMBER_MARK in m or TEAM_MARK in m for m in checked):
        raise SessionError("bad_team", "a member's name cannot hold '{mark}'", mark=f"{TEAM_MARK} {MEMBER_MARK}")
    if len({m.casefold() for m in checked}) != len(checked):
        raise SessionError("bad_team", "a team names the same member twice")
    return checked


def read_team(text: str) -> tuple[str, tuple[str, ...]]:
    """A team as a teacher types it, ``Team Blue: Emma, Noah``: its name and members (checked);
    a line without ``:`` is one player's name, with no members."""
    name, mark, rest = text.partition(TEAM_MARK)
    if not mark:
        return check_name(text), ()
    members = tuple(m.strip() for m in rest.split(MEMBER_MARK) if m.strip())
    return check_name(name), check_members(members)


def team_label(name: str, members: tuple[str, ...]) -> str:
    """A player's name as shown with the team's members: ``Team Blue: Emma, Noah``."""
    return f"{name}{TEAM_MARK} {(MEMBER_MARK + ' ').join(members)}" if members else name


__all__ = ["ALLOWED_FORMAT", "MEMBER_LIMIT", "TEAM_SIZE", "check_members", "check_name", "read_team",
           "refused_character", "team_label"]
