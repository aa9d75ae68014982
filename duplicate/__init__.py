"""Duplicate Scrabble engine: editions, board, notation, CGP, scoring, move checking.

A pure, typed library (no Qt): immutable values and plain functions that the Qt app and the
command line both build on.

>>> from duplicate import load_edition, parse_cgp, check_move
>>> english = load_edition("english")
>>> position = parse_cgp("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 QUEENAB/ 0/0 0", english).position
>>> check_move(position, "8D QUEEN", lexicon=None).points
48
"""

from duplicate.board import Board, Direction, Move, Position, Rack
from duplicate.cgp import CGP, CGPError, format_cgp, parse_cgp
from duplicate.edition import Convention, Edition, EditionError, edition_codes, load_edition
from duplicate.errors import DuplicateError, MoveError
from duplicate.notation import NotationError, format_move, parse_move, parse_reference
from duplicate.rules import MoveRules, ScoredMove, check_move, judge, move_from_placements, try_move
from duplicate.scoring import Score, WordScore, score_move

__version__ = "0.1.0"

__all__ = [
    "Board",
    "CGP",
    "CGPError",
    "Convention",
    "Direction",
    "DuplicateError",
    "Edition",
    "EditionError",
    "Move",
    "MoveError",
    "MoveRules",
    "NotationError",
    "Position",
    "Rack",
    "Score",
    "ScoredMove",
    "WordScore",
    "check_move",
    "edition_codes",
    "format_cgp",
    "format_move",
    "judge",
    "load_edition",
    "move_from_placements",
    "parse_cgp",
    "parse_move",
    "parse_reference",
    "score_move",
    "try_move",
]
