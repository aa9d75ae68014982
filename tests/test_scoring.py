"""Scoring against the worked examples and rules of section 1.

Squares are named here as in the rules' premium list: row letter A..O from the top, then
column number 1..15 (``A4`` is the top row, fourth column). Moves are written in each
edition's own notation: European for German and Dutch, GCG (number first = across) for English.
"""

from __future__ import annotations

import pytest

from conftest import board_with, position, rack
from duplicate.rules.board import LETTER_MULTIPLIERS, WORD_MULTIPLIERS, Board, Direction, Move, Position
from duplicate.rules.edition import BLANK_FLAG
from duplicate.rules.checking import check_move
from duplicate.rules.scoring import Score, WordScore, score_move

# Rules section 1, copied by hand.
TW = "A1 A8 A15 H1 H15 O1 O8 O15"
DW = "B2 C3 D4 E5 K11 L12 M13 N14 B14 C13 D12 E11 K5 L4 M3 N2 H8"
TL = "B6 B10 F2 F6 F10 F14 J2 J6 J10 J14 N6 N10"
DL = "A4 A12 C7 C9 D1 D8 D15 G3 G7 G9 G13 H4 H12 I3 I7 I9 I13 L1 L8 L15 M7 M9 O4 O12"


def sq(label: str) -> tuple[int, int]:
    """``A4`` -> (0, 3): rules-style label to 0-based (row, col)."""
    return ord(label[0]) - ord("A"), int(label[1:]) - 1


def test_premium_layout_matches_rules():
    expected = {}
    for labels, letter, word in ((TW, 1, 3), (DW, 1, 2), (TL, 3, 1), (DL, 2, 1)):
        for label in labels.split():
            row, col = sq(label)
            assert (row, col) not in expected, label
            expected[(row, col)] = (letter, word)
    assert (len(TW.split()), len(DW.split()), len(TL.split()), len(DL.split())) == (8, 17, 12, 24)
    for row in range(15):
        for col in range(15):
            index = row * 15 + col
            got = (LETTER_MULTIPLIERS[index], WORD_MULTIPLIERS[index])
            assert got == expected.get((row, col), (1, 1)), (row, col)


def _across(label: str, word: str) -> tuple[int, int, str, str]:
    row, col = sq(label)
    return row, col, "across", word


def _down(label: str, word: str) -> tuple[int, int, str, str]:
    row, col = sq(label)
    return row, col, "down", word


# --- the worked examples -------------------------------------------------------------------


def test_german_rucken_first_move(german):
    # First move over the star, first tile R on H4 (light blue = double letter).
    pos = position(german, "RUCKENS")
    scored = check_move(pos, "H4 RUCKEN", lexicon=None)
    assert scored.move.squares()[0] == sq("H4")
    assert scored.points == (2 + 1 + 4 + 4 + 1 + 1) * 2 == 26
    assert not scored.score.bingo


def test_english_queen_plain(english):
    # Q U E E on E6..E9 (no premiums), through an N already on E10: 10+1+1+1+1.
    pos = position(english, "QUEEABC", _down("D10", "AN"))
    scored = check_move(pos, "5F QUEEN", lexicon=None)
    assert scored.points == 14
    assert scored.score.words == (WordScore("QUEEN", 14, True),)


def test_english_queen_q_on_double_letter(english):
    # Q on G3 (DL), U E E on G4..G6, N already on G7 (a DL, but not new).
    pos = position(english, "QUEEXYZ", _down("F7", "AN"))
    assert check_move(pos, "7C QUEEN", lexicon=None).points == 24


def test_english_queen_q_on_double_word(english):
    # Q on E5 (DW), U E E on E6..E8 (plain), N already on E9 (with an O below it).
    pos = position(english, "QUEEXYZ", _down("E9", "NO"))
    assert check_move(pos, "5E QUEEN", lexicon=None).points == 28


def test_english_queen_q_on_triple_word(english):
    # Q on A8 (TW), U E E on A9..A11, N already on A12 (a DL, but not new).
    pos = position(english, "QUEEXYZ", _down("A12", "NO"))
    assert check_move(pos, "1H QUEEN", lexicon=None).points == 42


def test_english_queen_q_on_double_letter_word_on_triple(english):
    # Q on A4 (DL), U already on A5 (with a T below), E E new on A6 A7, N on A8 (TW): (20+4) x 3.
    pos = position(english, "QEENXYZ", _down("A5", "UT"))
    scored = check_move(pos, "1D QUEEN", lexicon=None)
    assert scored.points == 72
    assert scored.score.words == (WordScore("QUEEN", 72, True),)


def test_triple_word_counts_in_the_cross_word_too(english):
    # As above but all five tiles new, connected by OX under A8: the N on the TW makes NOX,
    # which is tripled as well: (1+1+8) x 3 = 30.
    pos = position(english, "QUEENXY", _down("B8", "OX"))
    scored = check_move(pos, "1D QUEEN", lexicon=None)
    assert scored.score.words == (WordScore("QUEEN", 72, True), WordScore("NOX", 30, False))
    assert scored.points == 102


def test_english_queen_72_and_qi_93(english):
    # QUEEN on A4..A8: Q on A4 (DL), N on A8 (TW) -> (20+4) x 3 = 72. The Q also makes QI down
    # with an I already on B4 (no premium) -> 20 + 1 = 21. Total 93.
    pos = position(english, "QUEENXY", _across("B3", "AI"))
    scored = check_move(pos, "1D QUEEN", lexicon=None)
    assert scored.points == 93
    assert scored.score.words == (WordScore("QUEEN", 72, True), WordScore("QI", 21, False))
    assert not scored.score.bingo
    assert scored.score.explain() == "QUEEN 72 + QI 21 = 93"


def test_cross_word_on_a_plain_square(english):
    # QUEEN on A4..A8 again, connected by AT under the E on A6: EAT down scores 1+1+1.
    pos = position(english, "QUEENXY", _down("B6", "AT"))
    scored = check_move(pos, "1D QUEEN", lexicon=None)
    assert scored.points == 72 + 3


def test_english_dragons_bingo(english):
    # All seven tiles, G on F6 (TL), the rest on plain squares: 2+1+1+6+1+1+1 = 13, +50 = 63.
    row, col = sq("F3")
    word = tuple(english.letter_code(ch) for ch in "DRAGONS")
    move = Move(row, col, Direction.ACROSS, word, tuple((row, col + i, v) for i, v in enumerate(word)))
    assert (row, col + 3) == sq("F6")
    score = score_move(Board(), move, english)
    assert score.total == 63
    assert score.bingo
    assert score.words == (WordScore("DRAGONS", 13, True),)
    assert score.explain() == "DRAGONS 13 + bingo 50 = 63"


def test_english_dragons_bingo_on_a_real_board(english):
    # The same move connected by an A above its S (AT on E9..E10): AS down adds 1 + 1.
    pos = position(english, "DRAGONS", _across("E9", "AT"))
    scored = check_move(pos, "6C DRAGONS", lexicon=None)
    assert scored.points == 63 + 2
    assert scored.score.bingo
    assert scored.score.words == (WordScore("DRAGONS", 13, True), WordScore("AS", 2, False))


def test_dutch_x_on_triple_letter_in_double_word_word(dutch):
    # RELAX down column 2 from B2: R on B2 (DW), X on F2 (TL), L already on D2.
    board_words = [_across("D2", "LA")]
    pos = position(dutch, "REAX???", *board_words)
    scored = check_move(pos, "2B RELAX", lexicon=None)
    others = 2 + 1 + 3 + 1  # R E L A
    assert scored.points == (others + 8 * 3) * 2 == 62
    # The X alone is worth 48: the same word with a blank x scores 48 less.
    with_blank = check_move(pos, "2B RELAx", lexicon=None)
    assert scored.points - with_blank.points == 48


# --- the scoring rules ---------------------------------------------------------------------


def test_blank_is_zero_but_its_word_premium_applies(english):
    pos = position(english, "QUEEN??")
    # Blank n on the star H8 (DW): (20 + 1 + 1 + 1 + 0) x 2.
    assert check_move(pos, "8D QUEEn", lexicon=None).points == 46
    # Blank q on D8 (DL): 0 on a letter premium too; the star still doubles: (0+4) x 2.
    assert check_move(pos, "8D qUEEN", lexicon=None).points == 8


def test_blank_on_board_stays_zero(english):
    # The blank q already on the board is worth nothing when a later word uses it.
    pos = position(english, "S", _across("H4", "qUEEN"))
    scored = check_move(pos, "8D qUEENS", lexicon=None)
    assert scored.points == 0 + 1 + 1 + 1 + 1 + 1
    assert scored.score.words[0].word == "qUEENS"


def test_premiums_count_only_for_new_tiles(english):
    pos = position(english, "QUEENSA")
    first = check_move(pos, "8D QUEEN", lexicon=None)
    assert first.points == 48  # Q on D8 (DL) and N on the star: (20 + 4) x 2
    after = pos.play(first.move)
    # QUEENS: only the S is new, on a plain square; the DL and DW under Q and N are used up.
    assert check_move(after, "8D QUEENS", lexicon=None).points == 10 + 1 + 1 + 1 + 1 + 1


def test_cross_word_uses_the_new_tiles_word_premium(english):
    # One E on E5 (DW) makes EAT across (A T old) and BE down (B old): both doubled.
    pos = position(english, "E", _across("E6", "AT"), _across("D5", "B"))
    scored = check_move(pos, "5E EAT", lexicon=None)
    assert set(scored.score.words) == {WordScore("EAT", 6, True), WordScore("BE", 8, False)}
    assert scored.points == 14


@pytest.mark.parametrize(
    "label, word, rack_text, old, expected",
    [
        # A1..A8: TW at both ends -> x9; I already on A4 (the DL does not count). 7 new tiles.
        ("A1", "TRAINEES", "TRANEES", ("A4", "I"), 8 * 9 + 50),
        # E5..E12: E5 and E11 are DW -> x4; R already on E12.
        ("E5", "RETAINER", "RETAINE", ("E12", "R"), 8 * 4 + 50),
        # H1..H8: TW on H1 and DW on H8 -> x6; I already on H4.
        ("H1", "TRAINEES", "TRANEES", ("H4", "I"), 8 * 6 + 50),
    ],
)
def test_word_multipliers_multiply_and_bingo_comes_last(english, label, word, rack_text, old, expected):
    row, col = sq(old[0])
    board = board_with(english, (row, col, "down", old[1]))
    pos = Position(english, board, rack(english, rack_text))
    r, c = sq(label)
    text = f"{r + 1}{'ABCDEFGHIJKLMNO'[c]} {word}"  # GCG: number first = across
    scored = check_move(pos, text, lexicon=None)
    assert scored.points == expected
    assert scored.score.bingo


def test_six_tiles_is_no_bingo(english):
    pos = position(english, "QUEENSX")
    scored = check_move(pos, "8C QUEENS", lexicon=None)
    assert not scored.score.bingo
    # Q on C8 (plain), U on D8 (DL), S on H8 (the star): (10+2+1+1+1+1) x 2.
    assert scored.points == 32
    assert "bingo" not in scored.score.explain()


def test_score_breakdown_lists_main_word_first(english):
    pos = position(english, "QUEENXY", _across("B3", "AI"))
    score = check_move(pos, "1D QUEEN", lexicon=None).score
    assert isinstance(score, Score)
    assert [w.main for w in score.words] == [True, False]
    assert sum(w.score for w in score.words) == score.total


def test_score_move_on_the_board_without_new_tiles(english):
    """score_move scores against the board before the move; two words through one square."""
    board = board_with(english, _across("H7", "A"), _down("G8", "B"))
    # X on H8 makes AX across and BX down; X (8) on the star (DW) counts in both: 2 x (1+8) + 2 x (3+8).
    row, col = sq("H8")
    x = english.letter_code("X")
    move = Move(row, col - 1, Direction.ACROSS, (english.letter_code("A"), x), ((row, col, x),))
    score = score_move(board, move, english)
    assert score.total == 2 * (1 + 8) + 2 * (3 + 8)
    assert {w.word for w in score.words} == {"AX", "BX"}
    # Played as a blank x instead: 0 everywhere, premiums still double.
    blank_move = Move(row, col - 1, Direction.ACROSS, (english.letter_code("A"), x | BLANK_FLAG), ((row, col, x | BLANK_FLAG),))
    assert score_move(board, blank_move, english).total == 2 * 1 + 2 * 3
