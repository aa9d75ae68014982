"""Duplicate Scrabble engine: the rules, word lists and move search, sessions and their files,
records and training. A pure, typed library (no Qt) that the Qt app and the command line both
build on.

The folders are its layers, each building only on those below it (checked by the import
contracts in pyproject.toml):

- ``base``: errors and messages, the strict reader of outside data, resources, signals;
- ``rules``: editions, board, notation, CGP, scoring, move checking, rule sets, the draw;
- ``words``: word lists, the word automaton and the move search;
- ``storage``: the session file, its lock, read-only opening, safe writes;
- ``session``: the session, its actions and state, standings, timer, phones;
- ``records``: the game record, the game sheet and results, prepared games;
- ``training``: one player against the top, reviews, the history;
- at the top, ``cli`` (the ``duplicate`` command) and ``translations`` (its language).

The names a script needs are re-exported here:

>>> from duplicate import load_edition, parse_cgp, check_move
>>> english = load_edition("english",)
>>> position = parse_cgp("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 QUEENAB/ 0/0 0", english).position
>>> check_move(position, "8D QUEEN", lexicon=None).points
48
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from duplicate.base.version import VERSION as __version__

#: Where each name re-exported here lives. They are imported on first use, so that
#: ``python -m duplicate`` and the ``duplicate`` command (``duplicate.__main__``) start without
#: loading the whole engine first, and can answer a Ctrl+C while it loads.
_WHERE = {
    "duplicate.base.errors": ("DuplicateError", "Message", "MoveError"),
    "duplicate.records.game_record": ("game_record", "read_record", "session_from_record", "write_record"),
    "duplicate.rules.board": ("Board", "Direction", "Move", "Position", "Rack"),
    "duplicate.rules.cgp": ("CGP", "CGPError", "format_cgp", "parse_cgp"),
    "duplicate.rules.checking": ("MoveRules", "ScoredMove", "check_move", "judge", "move_from_placements", "try_move"),
    "duplicate.rules.edition": ("Convention", "Edition", "EditionError", "edition_codes", "load_edition"),
    "duplicate.rules.notation": ("NotationError", "format_move", "parse_move", "parse_reference"),
    "duplicate.rules.presets": ("RuleSet", "load_preset", "preset_names"),
    "duplicate.rules.scoring": ("Score", "WordScore", "score_move"),
    "duplicate.session.session": ("Session",),
    "duplicate.session.settings": ("RackSource", "SessionSettings"),
    "duplicate.session.standings": ("Standings", "compute_standings"),
    "duplicate.words.lexicon": ("Lexicon", "load_lexicon"),
    "duplicate.words.search": ("RankedMoves", "all_moves", "best", "top"),
}
_EXPORTS = {name: module for module, names in _WHERE.items() for name in names}

if TYPE_CHECKING:
    from duplicate.base.errors import DuplicateError, Message, MoveError
    from duplicate.records.game_record import game_record, read_record, session_from_record, write_record
    from duplicate.rules.board import Board, Direction, Move, Position, Rack
    from duplicate.rules.cgp import CGP, CGPError, format_cgp, parse_cgp
    from duplicate.rules.checking import MoveRules, ScoredMove, check_move, judge, move_from_placements, try_move
    from duplicate.rules.edition import Convention, Edition, EditionError, edition_codes, load_edition
    from duplicate.rules.notation import NotationError, format_move, parse_move, parse_reference
    from duplicate.rules.presets import RuleSet, load_preset, preset_names
    from duplicate.rules.scoring import Score, WordScore, score_move
    from duplicate.session.session import Session
    from duplicate.session.settings import RackSource, SessionSettings
    from duplicate.session.standings import Standings, compute_standings
    from duplicate.words.lexicon import Lexicon, load_lexicon
    from duplicate.words.search import RankedMoves, all_moves, best, top


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'duplicate' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "Board",
    "CGP",
    "CGPError",
    "Convention",
    "Direction",
    "DuplicateError",
    "Edition",
    "EditionError",
    "Lexicon",
    "Message",
    "Move",
    "MoveError",
    "MoveRules",
    "NotationError",
    "Position",
    "Rack",
    "RackSource",
    "RankedMoves",
    "RuleSet",
    "Score",
    "ScoredMove",
    "Session",
    "SessionSettings",
    "Standings",
    "WordScore",
    "__version__",
    "all_moves",
    "best",
    "check_move",
    "compute_standings",
    "edition_codes",
    "format_cgp",
    "format_move",
    "game_record",
    "judge",
    "load_edition",
    "load_lexicon",
    "load_preset",
    "move_from_placements",
    "parse_cgp",
    "parse_move",
    "parse_reference",
    "preset_names",
    "read_record",
    "score_move",
    "session_from_record",
    "top",
    "try_move",
    "write_record",
]
