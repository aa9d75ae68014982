"""A duplicate game in GCG, the format Quackle, Macondo and the online sites read.

GCG is a two-player format, and its readers hold it to that: Macondo refuses a file without
its two ``#player`` lines before the first move ("wrong number of players defined"), and
Quackle gives the move lines to the players in turn, whatever nickname a line names. So a
duplicate game is written as two players taking turns: the room (``Room``), who is handed
each turn's rack and passes, then the master line (``Top``), who plays the master move with
that rack. Both readers then agree: the room's score stays 0, the top's is the running
total of the tops, and each position holds the rack the players had.

The pragmas are those both readers take: the character encoding first, then the players,
title, description (in the reader's language, with the word list and the tile set), a
``#lexicon`` only when the word list is one they know by name (CSW21, NWL2023, FRA20, RD28,
NSF23, ...; an unknown name would make Macondo guess English tiles), and Macondo's
``#tile-distribution`` for an edition other than English, which is what Macondo documents
for a list it does not know. Quackle ignores both: its alphabet follows the lexicon chosen
in its own settings. Squares are named GCG's way whatever the edition (number first =
across, ``8D``), the letters a move plays through are ``.``, a blank is a lowercase letter
in a word and ``?`` in a rack.
"""

from __future__ import annotations

import re

from duplicate.records.sheet import SheetLabels
from duplicate.rules.board import Direction, Move
from duplicate.rules.edition import Convention, Edition
from duplicate.rules.notation import format_reference
from duplicate.session.session import Session
from duplicate.words.lexicon import lexicon_label

#: The master line's nickname: the player whose moves are the tops.
NICKNAME = "Top"
#: The room's nickname: the other player, who is handed each turn's rack and passes.
ROOM = "Room"

#: Macondo's name of each edition's tile set (its ``#tile-distribution``; English is its default).
TILE_DISTRIBUTIONS = {"fr": "french", "de": "german", "nl": "dutch", "nb": "norwegian"}

#: The beginnings of the word lists' names that Macondo and Quackle know (Macondo guesses the
#: tiles from them; Quackle ships some), with the edition whose tiles they are played with.
KNOWN_LEXICONS = {"CSW": "en", "NWL": "en", "NSWL": "en", "TWL": "en", "OWL": "en", "CEL": "en", "ECWL": "en",
                  "SOWPODS": "en", "FRA": "fr", "ODS": "fr", "RD": "de", "NSF": "nb", "DSW": "nl"}
_KNOWN_NAME = re.compile(r"^(?P<prefix>[A-Z]+)(?P<version>\d*)$")


def known_lexicon(name: str, edition: Edition) -> str | None:
    """The word list's name as GCG readers know it (``CSW21``), when it is one they know for
    this edition's tiles; else None."""
    match = _KNOWN_NAME.match(name.strip().upper())
    if match is None or KNOWN_LEXICONS.get(match["prefix"]) != edition.code:
        return None
    return match[0]


def gcg_word(move: Move, edition: Edition) -> str:
    """The word as GCG writes it: the tiles the move lays, ``.`` for those already there."""
    dr, dc = (0, 1) if move.direction is Direction.ACROSS else (1, 0)
    laid = {(row, col): value for row, col, value in move.placed}
    squares = ((move.row + dr * i, move.col + dc * i) for i in range(len(move.word)))
    return "".join(edition.letter_name(laid[square]) if square in laid else "." for square in squares)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def game_gcg(session: Session, labels: SheetLabels | None = None) -> str:
    """The session's committed turns as a GCG file (its text, UTF-8 as its first line says),
    its players' full names and description in ``labels``' language (English by default)."""
    words = labels or SheetLabels()
    settings = session.settings
    edition = session.edition
    lines = ["#character-encoding UTF-8",
             f"#player1 {ROOM} {_one_line(words.gcg_room)}",
             f"#player2 {NICKNAME} {_one_line(words.gcg_top)}"]
    if settings.title:
        lines.append(f"#title {_one_line(settings.title)}")
    lines.append("#description " + _one_line(words.gcg_description.format(
        words.edition_name(edition), words.say(session.rules.label), words.say(lexicon_label(settings.lexicon.name)))))
    known = known_lexicon(settings.lexicon.name, edition)
    if known is not None:
        lines.append(f"#lexicon {known}")
    if edition.code in TILE_DISTRIBUTIONS:
        lines.append(f"#tile-distribution {TILE_DISTRIBUTIONS[edition.code]}")
    total = 0
    for turn in session.committed_turns:
        master = turn.committed
        assert master is not None  # committed_turns
        move = master.move
        total += master.points
        rack = edition.tiles_text(turn.draw.rack)
        reference = format_reference(move.row, move.col, move.direction, Convention.GCG)
        lines.append(f">{ROOM}: {rack} - +0 0")
        lines.append(f">{NICKNAME}: {rack} {reference} {gcg_word(move, edition)} +{master.points} {total}")
    return "\n".join(lines) + "\n"


__all__ = ["KNOWN_LEXICONS", "NICKNAME", "ROOM", "TILE_DISTRIBUTIONS", "game_gcg", "gcg_word", "known_lexicon"]
