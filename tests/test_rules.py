"""Move checking: one case per error code of rules.MOVE_ERROR_CODES, and board-style input."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pytest

from conftest import position
from duplicate.rules.board import Direction, Position
from duplicate.rules.edition import BLANK_FLAG, load_edition
from duplicate.base.errors import DuplicateError, MoveError
from duplicate.rules.notation import NotationError
from duplicate.rules.checking import MOVE_ERROR_CODES, MoveRules, ScoredMove, check_move, judge, move_from_placements, try_move

EN = load_edition("en")
FR = load_edition("fr")


def tile(letter: str, edition=EN) -> int:
    code = edition.letter_code(letter.upper())
    return code | BLANK_FLAG if letter.islower() else code


def _queen_board(rack_text: str) -> Position:
    """English position with QUEEN on 8D..8H (GCG: row 8 from column D)."""
    return position(EN, rack_text, (7, 3, "across", "QUEEN"))


def _placements(*tiles: tuple[int, int, str]) -> list[tuple[int, int, int]]:
    return [(r, c, tile(ch)) for r, c, ch in tiles]


@dataclass(frozen=True)
class Case:
    code: str
    run: Callable[[], object]
    fragments: tuple[str, ...] = ()


def _check(pos: Position, text: str, lexicon=None, rules: MoveRules = MoveRules()):
    return lambda: check_move(pos, text, lexicon, rules)


def _place(pos: Position, *tiles: tuple[int, int, str]):
    return lambda: judge(pos, move_from_placements(pos.board, _placements(*tiles), pos.edition), None)


CASES: dict[str, Case] = {
    "malformed_reference": Case("malformed_reference", _check(position(EN, "QUEEN"), "P8 QUEEN"), ("column P",)),
    "malformed_reference_french": Case("malformed_reference", _check(position(FR, "QUEEN"), "H16 QUEEN"), ("16",)),
    "malformed_word": Case("malformed_word", _check(position(EN, "QUEEN"), "8D QU3EN"), ("3",)),
    "too_short": Case("too_short", _check(position(EN, "QUEEN"), "8H Q")),
    "too_short_placed": Case("too_short", _place(position(EN, "QUEEN"), (7, 7, "Q"))),
    "off_board": Case("off_board", _check(position(EN, "QUEEN"), "8L QUEEN"), ("5 letters", "4 squares", "L8")),
    "off_board_down": Case("off_board", _check(position(FR, "QUEEN"), "8L QUEEN"), ("5 letters", "4 squares")),
    "off_board_placed": Case("off_board", _place(position(EN, "Q"), (7, 15, "Q"))),
    "letter_mismatch": Case("letter_mismatch", _check(_queen_board("AX"), "D7 AX"), ("D8", "Q", "X")),
    "letter_mismatch_dot": Case("letter_mismatch", _check(_queen_board("AX"), "9D .X"), ("D9", "empty")),
    "word_extends": Case("word_extends", _check(_queen_board("S"), "8E UEENS"), ("D8", "Q")),
    "word_extends_after": Case("word_extends", _check(_queen_board("Q"), "8C QQ"), ("E8", "U")),
    "occupied": Case("occupied", _place(_queen_board("S"), (7, 3, "S")), ("D8",)),
    "occupied_twice": Case("occupied", _place(_queen_board("SS"), (8, 3, "S"), (8, 3, "A"))),
    "not_in_line": Case("not_in_line", _place(_queen_board("AB"), (8, 3, "A"), (9, 4, "B"))),
    "gap": Case("gap", _place(_queen_board("AB"), (8, 3, "A"), (8, 5, "B")), ("E9",)),
    "no_tile_placed": Case("no_tile_placed", _check(_queen_board("S"), "8D QUEEN")),
    "no_tile_placed_dots": Case("no_tile_placed", _check(_queen_board("S"), "8D ....."), ()),
    "no_tile_placed_board": Case("no_tile_placed", _place(_queen_board("S"))),
    "not_on_rack": Case("not_on_rack", _check(position(EN, "QUEENAB"), "8D QUEENS"), ("ABEENQU", "S")),
    "not_on_rack_many": Case("not_on_rack", _check(position(EN, "QUEENAB"), "8D QUIZZES"), ("I", "S", "Z x2")),
    "not_on_rack_blank": Case("not_on_rack", _check(position(EN, "QUEENAB"), "8D QUEENs"), ("a blank",)),
    "not_on_rack_hint": Case("not_on_rack", _check(position(EN, "QUEEN?"), "8D QUEENS"), ("S", "lowercase")),
    "first_move_not_centre": Case("first_move_not_centre", _check(position(EN, "QUEEN"), "1A QUEEN"), ("H8",)),
    "first_move_not_centre_placed": Case("first_move_not_centre", _place(position(EN, "QI"), (0, 0, "Q"), (0, 1, "I"))),
    "first_move_vertical": Case(
        "first_move_vertical", _check(position(EN, "QUEEN"), "H4 QUEEN", rules=MoveRules(first_move_horizontal=True))
    ),
    "not_connected": Case("not_connected", _check(_queen_board("AB"), "1A AB")),
    "not_in_lexicon": Case(
        "not_in_lexicon", _check(_queen_board("AB"), "9D AB", lexicon={"QUEEN", "AB"}), ("QA", "UB")
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_error_case(name):
    case = CASES[name]
    with pytest.raises(MoveError) as info:
        case.run()
    assert info.value.code == case.code
    assert info.value.code in MOVE_ERROR_CODES
    for fragment in case.fragments:
        assert fragment in info.value.message, (fragment, info.value.message)


def test_every_error_code_is_exercised():
    raised = set()
    for case in CASES.values():
        try:
            case.run()
        except MoveError as error:
            raised.add(error.code)
    assert raised == set(MOVE_ERROR_CODES)
    assert len(MOVE_ERROR_CODES) == len(set(MOVE_ERROR_CODES))


def test_notation_errors_are_move_errors():
    with pytest.raises(NotationError) as info:
        check_move(position(EN, "QUEEN"), "QUEEN", None)
    assert isinstance(info.value, MoveError) and isinstance(info.value, DuplicateError)


def test_not_in_lexicon_names_only_unknown_words():
    pos = _queen_board("AB")
    with pytest.raises(MoveError) as info:
        check_move(pos, "9D AB", {"QUEEN", "AB", "QA"})
    assert info.value.message.split(":")[-1].strip() == "UB"


def test_lexicon_holds_plain_uppercase_words():
    # A blank is looked up as the letter it stands for.
    pos = position(EN, "QUEE?")
    scored = check_move(pos, "8D QUEEn", {"QUEEN"})
    assert scored.points == 46


def test_legal_moves_pass_the_same_checks():
    first = position(EN, "QUEEN")
    assert check_move(first, "H4 QUEEN", None).points == 48  # vertical first move is allowed by default
    assert check_move(first, "8D QUEEN", None, MoveRules(first_move_horizontal=True)).points == 48
    pos = _queen_board("AB")
    assert check_move(pos, "9D AB", {"QUEEN", "AB", "QA", "UB"}).points > 0


def test_first_move_needs_two_letters_through_the_centre():
    assert check_move(position(EN, "QI"), "8G QI", None).points == 22  # (10 + 1) x 2
    assert check_move(position(EN, "QI"), "8H QI", None).points == 22


def test_try_move_returns_the_error():
    pos = position(EN, "QUEEN")
    error = try_move(pos, "1A QUEEN", None)
    assert isinstance(error, MoveError) and error.code == "first_move_not_centre"
    ok = try_move(pos, "8D QUEEN", None)
    assert isinstance(ok, ScoredMove) and ok.points == 48


def test_error_json():
    error = try_move(position(EN, "QUEEN"), "1A QUEEN", None)
    assert error.to_json() == {"code": "first_move_not_centre", "message": error.message}


# --- board-style input ---------------------------------------------------------------------


def test_placements_equal_the_written_move():
    pos = position(EN, "QUEENAB")
    placed = _placements((7, 7, "N"), (7, 3, "Q"), (7, 5, "E"), (7, 4, "U"), (7, 6, "E"))
    move = move_from_placements(pos.board, placed, EN)
    assert move == check_move(pos, "8D QUEEN", None).move
    assert judge(pos, move, None).points == 48


def test_placements_down():
    pos = position(EN, "QUEENAB")
    move = move_from_placements(pos.board, _placements((3, 7, "Q"), (4, 7, "U"), (5, 7, "E"), (6, 7, "E"), (7, 7, "N")), EN)
    assert (move.row, move.col, move.direction) == (3, 7, Direction.DOWN)
    assert move == check_move(pos, "H4 QUEEN", None).move


def test_placements_extend_through_board_tiles():
    pos = _queen_board("SX")
    move = move_from_placements(pos.board, _placements((7, 8, "S")), EN)
    assert (move.row, move.col, move.direction) == (7, 3, Direction.ACROSS)
    assert move.word == tuple(tile(ch) for ch in "QUEENS")
    assert move.placed == ((7, 8, tile("S")),)
    # A tile before and after a board word: the whole line is the word.
    move = move_from_placements(pos.board, _placements((7, 2, "S"), (7, 8, "S")), EN)
    assert move.word == tuple(tile(ch) for ch in "SQUEENS")


def test_single_placement_picks_the_direction_of_its_neighbours():
    pos = _queen_board("A")
    # A under the Q: the only neighbour is above, so the word runs down: QA.
    move = move_from_placements(pos.board, _placements((8, 3, "A")), EN)
    assert move.direction is Direction.DOWN
    assert (move.row, move.col) == (7, 3)
    assert move.word == (tile("Q"), tile("A"))
    assert judge(pos, move, None).points == 10 + 1


def test_placements_with_a_blank():
    pos = position(EN, "QUEE?")
    move = move_from_placements(pos.board, _placements((7, 3, "Q"), (7, 4, "U"), (7, 5, "E"), (7, 6, "E"), (7, 7, "n")), EN)
    assert judge(pos, move, None).points == 46


def test_placements_gap_filled_by_a_board_tile_is_fine():
    pos = _queen_board("AB")
    # A on C8 and B on I8, QUEEN between them on the board: one unbroken line.
    move = move_from_placements(pos.board, _placements((7, 2, "A"), (7, 8, "B")), EN)
    assert move.word == tuple(tile(ch) for ch in "AQUEENB")
