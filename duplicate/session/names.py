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


__all__ = ["ALLOWED_FORMAT", "check_name", "refused_character"]
