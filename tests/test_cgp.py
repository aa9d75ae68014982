"""CGP, the one-line position format: round trips and every malformed case."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import EDITION_CODES, rack
from duplicate.rules.board import Board, Position, Rack
from duplicate.rules.cgp import CGP, CGPError, format_cgp, parse_cgp, position_from_cgp, position_to_cgp
from duplicate.rules.edition import BLANK, BLANK_FLAG, load_edition
from duplicate.base.errors import DuplicateError

EMPTY_ROWS = "/".join(["15"] * 15)
QUEENAB = f"{EMPTY_ROWS} QUEENAB/ 0/0 0"
EDITIONS = {code: load_edition(code) for code in EDITION_CODES}


def test_queenab_example(english):
    cgp = parse_cgp(QUEENAB, english)
    assert cgp.position.board.is_empty
    assert Counter(cgp.position.rack.format(english)) == Counter("QUEENAB")
    assert cgp.opponent_rack == Rack()
    assert cgp.scores == (0, 0)
    assert cgp.zero_turns == 0
    assert dict(cgp.opcodes) == {}
    assert position_from_cgp(QUEENAB, english) == cgp.position


def test_queenab_formats_canonically(english):
    # Racks are written in the edition's order (alphabetical), blanks last.
    text = format_cgp(parse_cgp(QUEENAB, english).position)
    assert text == f"{EMPTY_ROWS} ABEENQU/ 0/0 0"
    assert position_to_cgp(parse_cgp(text, english).position) == text


def test_board_rows_blanks_and_opcodes(english):
    rows = ["15"] * 15
    rows[7] = "3QUEEn7"  # row 8: Q at D8, blank n at H8
    rows[0] = "T13E"
    text = "/".join(rows) + " AB?/XY 12/-7 3 lex NWL20; note hello world;"
    cgp = parse_cgp(text, english)
    board = cgp.position.board
    assert board.at(7, 3) == english.letter_code("Q")
    assert board.at(7, 7) == english.letter_code("N") | BLANK_FLAG
    assert board.at(0, 0) == english.letter_code("T") and board.at(0, 14) == english.letter_code("E")
    assert board.tile_count() == 7
    assert cgp.position.rack == rack(english, "AB?")
    assert cgp.opponent_rack == rack(english, "XY")
    assert cgp.scores == (12, -7)
    assert cgp.zero_turns == 3
    assert dict(cgp.opcodes) == {"lex": "NWL20", "note": "hello world"}
    again = parse_cgp(cgp.format(), english)
    assert again == cgp


# --- round trips ---------------------------------------------------------------------------


@st.composite
def cgps(draw):
    edition = EDITIONS[draw(st.sampled_from(EDITION_CODES))]
    bag = [code for code, count in enumerate(edition.counts) for _ in range(count)]
    bag = draw(st.permutations(bag))
    on_board = draw(st.integers(0, 60))
    squares = draw(st.lists(st.integers(0, 224), min_size=on_board, max_size=on_board, unique=True))
    values = [0] * 225
    for index, tile in zip(squares, bag):
        if tile == BLANK:  # a blank on the board shows the letter it stands for
            tile = draw(st.integers(1, edition.size)) | BLANK_FLAG
        values[index] = tile
    rest = bag[len(squares):]
    own = draw(st.integers(0, 7))
    other = draw(st.integers(0, 7))
    position = Position(edition, Board(tuple(values)), Rack.of(rest[:own]))
    opponent = Rack.of(rest[own : own + other])
    scores = (draw(st.integers(-500, 2000)), draw(st.integers(-500, 2000)))
    zero = draw(st.integers(0, 10))
    opcodes = draw(st.dictionaries(st.sampled_from(["lex", "bdn", "tmr"]), st.sampled_from(["", "NWL20", "x y"])))
    return CGP(position, opponent, scores, zero, opcodes)


@settings(max_examples=150)
@given(cgps())
def test_round_trip(cgp):
    edition = cgp.position.edition
    text = cgp.format()
    parsed = parse_cgp(text, edition)
    assert parsed.position == cgp.position
    assert parsed.opponent_rack == cgp.opponent_rack
    assert parsed.scores == cgp.scores
    assert parsed.zero_turns == cgp.zero_turns
    assert dict(parsed.opcodes) == dict(cgp.opcodes)
    assert parsed.format() == text


@given(cgps())
def test_format_board_shape(cgp):
    """Independent check of the board text: 15 rows, each covering 15 squares."""
    board_text = cgp.format().split(" ")[0]
    rows = board_text.split("/")
    assert len(rows) == 15
    for r, row in enumerate(rows):
        width, digits = 0, ""
        for ch in row + "|":
            if ch.isdigit():
                digits += ch
                continue
            width += int(digits or 0)
            digits = ""
            if ch != "|":
                width += 1
        assert width == 15, row
        assert sum(1 for ch in row if ch.isalpha()) == sum(1 for c in range(15) if cgp.position.board.at(r, c))


# --- malformed -----------------------------------------------------------------------------


def _rows(**changed: str) -> str:
    rows = ["15"] * 15
    for key, value in changed.items():
        rows[int(key[1:]) - 1] = value
    return "/".join(rows)


@pytest.mark.parametrize(
    "text, fragments",
    [
        ("/".join(["15"] * 14) + " QUEENAB/ 0/0 0", ["14 rows"]),
        ("/".join(["15"] * 16) + " QUEENAB/ 0/0 0", ["16 rows"]),
        (_rows(r3="14") + " QUEENAB/ 0/0 0", ["row 3", "14 squares"]),
        (_rows(r3="3Q12") + " QUEENAB/ 0/0 0", ["row 3", "16 squares"]),
        (_rows(r3="16") + " QUEENAB/ 0/0 0", ["row 3", "16 empty squares"]),
        (_rows(r15="QUEEN11") + " AB/ 0/0 0", ["row 15", "16 squares"]),
        (_rows(r15="99999999999999999") + " AB/ 0/0 0", ["row 15", "do not fit"]),
        (_rows(r2="7Ñ7") + " QUEENAB/ 0/0 0", ["row 2", "'Ñ'", "English"]),
        (_rows(r2="7?7") + " QUEENAB/ 0/0 0", ["row 2", "'?'"]),
        (_rows(r2="7[]7") + " QUEENAB/ 0/0 0", ["row 2"]),
        (f"{EMPTY_ROWS} QUEEN1/ 0/0 0", ["rack", "number"]),
        (f"{EMPTY_ROWS} QUE#N/ 0/0 0", ["'#'"]),
        (f"{EMPTY_ROWS} QUEENAB 0/0 0", ["racks", "'/'"]),
        (f"{EMPTY_ROWS} QU/EE/N 0/0 0", ["racks", "'/'"]),
        (f"{EMPTY_ROWS} queen/ 0/0 0", ["lowercase", "'?'"]),
        (f"{EMPTY_ROWS} QUEENABS/ 0/0 0", ["8 tiles", "at most 7"]),
        (f"{EMPTY_ROWS} A/QUEENABS 0/0 0", ["opponent", "8 tiles", "at most 7"]),
        (f"{EMPTY_ROWS} ???/ 0/0 0", ["3 tiles blank", "only 2"]),
        (f"{EMPTY_ROWS} QA/Q 0/0 0", ["2 tiles Q", "only 1"]),
        (_rows(r8="3QQ10") + " AB/ 0/0 0", ["2 tiles Q", "only 1"]),
        (_rows(r8="3Q11") + " Q/ 0/0 0", ["2 tiles Q", "only 1"]),
        (_rows(r8="3zz10") + " ?/ 0/0 0", ["3 tiles blank", "only 2"]),  # board blanks count
        (_rows(r1="ZZ13") + " AB/ 0/0 0", ["2 tiles Z"]),
        (f"{EMPTY_ROWS} QUEENAB/ 0-0 0", ["scores", "'0-0'"]),
        (f"{EMPTY_ROWS} QUEENAB/ a/0 0", ["scores"]),
        (f"{EMPTY_ROWS} QUEENAB/ 0/0/0 0", ["scores"]),
        (f"{EMPTY_ROWS} QUEENAB/ 1.5/0 0", ["scores"]),
        (f"{EMPTY_ROWS} QUEENAB/ 0/0 x", ["scoreless", "'x'"]),
        (f"{EMPTY_ROWS} QUEENAB/ 0/0 -1", ["scoreless"]),
        (f"{EMPTY_ROWS} QUEENAB/ 0/0 ²", ["scoreless"]),
        (f"{EMPTY_ROWS} QUEENAB/ 0/0", ["four fields", "3"]),
        (f"{EMPTY_ROWS} QUEENAB/", ["four fields", "2"]),
        (EMPTY_ROWS, ["four fields", "1"]),
        ("", ["four fields", "0"]),
    ],
)
def test_malformed(text, fragments, english):
    with pytest.raises(CGPError) as info:
        parse_cgp(text, english)
    error = info.value
    assert isinstance(error, DuplicateError)
    assert error.code == "malformed_cgp"
    for fragment in fragments:
        assert fragment in error.message, (fragment, error.message)


def test_edition_matters(norwegian, english):
    text = _rows(r8="7Å7") + " ÆØ/ 0/0 0"
    pos = parse_cgp(text, norwegian).position
    assert pos.board.at(7, 7) == norwegian.letter_code("Å")
    with pytest.raises(CGPError):
        parse_cgp(text, english)
    # Norwegian has no Q; English has one.
    with pytest.raises(CGPError) as info:
        parse_cgp(f"{EMPTY_ROWS} Q/ 0/0 0", norwegian)
    assert "Norwegian" in info.value.message


@settings(max_examples=200)
@given(st.text(alphabet="15/ ?QUEENABqz0-;[]²x\t", max_size=80))
def test_garbage_cgp_raises_only_cgp_errors(text):
    english = EDITIONS["en"]
    try:
        parse_cgp(text, english)
    except CGPError:
        pass


@pytest.mark.parametrize(
    "text, french",
    [
        (_rows(r3="16") + " QUEENAB/ 0/0 0", "ligne 3 ('16')\u00a0: 16 cases vides ne tiennent pas dans une ligne de 15"),
        (_rows(r2="7Ñ7") + " QUEENAB/ 0/0 0", "ligne 2 '7Ñ7'\u00a0: 'Ñ' n'est pas une lettre de l'édition en anglais"),
        (f"{EMPTY_ROWS} QUE#N/ 0/0 0", "le tirage 'QUE#N'\u00a0: '#' n'est pas une lettre de l'édition en anglais"),
        (f"{EMPTY_ROWS} QUEENABS/ 0/0 0", "le tirage 'QUEENABS' a 8 lettres\u00a0; un tirage en contient au plus 7"),
        (f"{EMPTY_ROWS} A/QUEENABS 0/0 0",
         "le tirage de l'adversaire 'QUEENABS' a 8 lettres\u00a0; un tirage en contient au plus 7"),
    ],
)
def test_malformed_positions_say_row_and_rack_in_the_language(text, french, english):
    """Row and rack are whole sentences (no English word as a value): the French is all French."""
    from duplicate.translations import say

    with pytest.raises(CGPError) as info:
        parse_cgp(text, english)
    assert say(info.value.notice, "fr") == french
