"""References and words as players write them (rules section 3)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import EDITION_CODES, position
from duplicate.rules.board import Direction, Move
from duplicate.rules.edition import BLANK_FLAG, Convention, load_edition
from duplicate.base.errors import DuplicateError, MoveError
from duplicate.rules.notation import THROUGH, MoveText, NotationError, Reference, format_move, format_reference, format_square, format_tokens, parse_move, parse_reference, parse_word
from duplicate.rules.checking import check_move

EU, GCG = Convention.EUROPEAN, Convention.GCG
ACROSS, DOWN = Direction.ACROSS, Direction.DOWN
EDITIONS = {code: load_edition(code) for code in EDITION_CODES}

# --- references ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, convention, row, col, direction",
    [
        # European: row letter, column number; letter first = across.
        ("H4", EU, 7, 3, ACROSS),
        ("4H", EU, 7, 3, DOWN),
        ("H8", EU, 7, 7, ACROSS),
        ("A1", EU, 0, 0, ACROSS),
        ("O15", EU, 14, 14, ACROSS),
        ("15O", EU, 14, 14, DOWN),
        ("11D", EU, 3, 10, DOWN),
        ("J6", EU, 9, 5, ACROSS),
        # GCG: column letter, row number; number first = across.
        ("8D", GCG, 7, 3, ACROSS),
        ("D8", GCG, 7, 3, DOWN),
        ("H8", GCG, 7, 7, DOWN),  # the same string runs the other way in GCG
        ("1A", GCG, 0, 0, ACROSS),
        ("15O", GCG, 14, 14, ACROSS),
        ("O15", GCG, 14, 14, DOWN),
        ("12K", GCG, 11, 10, ACROSS),
    ],
)
def test_parse_reference(text, convention, row, col, direction):
    assert parse_reference(text, convention) == Reference(row, col, direction)


@pytest.mark.parametrize("text", ["h4", " H4 ", "H 4", "h\t4", " 4 h", "4h"])
def test_reference_case_and_space_tolerant(text):
    expected = Reference(7, 3, ACROSS if text.strip()[0].isalpha() else DOWN)
    assert parse_reference(text, EU) == expected


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("P4", "row P"),  # rows A..O
        ("Z1", "row Z"),
        ("H16", "column 16"),
        ("H0", "column 0"),
        ("16H", "column 16"),
        ("H", "not a reference"),
        ("44", "not a reference"),
        ("HH", "not a reference"),
        ("H4H", "not a reference"),
        ("H123", "not a reference"),
        ("", "not a reference"),
    ],
)
def test_bad_reference_european(text, fragment):
    with pytest.raises(NotationError) as info:
        parse_reference(text, EU)
    assert info.value.code == "malformed_reference"
    assert fragment in info.value.message


@pytest.mark.parametrize(
    "text, fragment",
    [("8P", "column P"), ("P8", "column P"), ("16A", "row 16"), ("A0", "row 0")],
)
def test_bad_reference_gcg(text, fragment):
    with pytest.raises(NotationError) as info:
        parse_reference(text, GCG)
    assert info.value.code == "malformed_reference"
    assert fragment in info.value.message


@pytest.mark.parametrize(
    "row, col, direction, convention, text",
    [
        (7, 3, ACROSS, EU, "H4"),
        (7, 3, DOWN, EU, "4H"),
        (7, 3, ACROSS, GCG, "8D"),
        (7, 3, DOWN, GCG, "D8"),
        (14, 0, ACROSS, EU, "O1"),
        (14, 0, ACROSS, GCG, "15A"),
        (0, 14, DOWN, EU, "15A"),
        (0, 14, DOWN, GCG, "O1"),
    ],
)
def test_format_reference(row, col, direction, convention, text):
    assert format_reference(row, col, direction, convention) == text
    assert Reference(row, col, direction).format(convention) == text


def test_format_square():
    assert format_square(7, 3, EU) == "H4"
    assert format_square(7, 3, GCG) == "D8"
    assert format_square(0, 14, EU) == "A15"
    assert format_square(0, 14, GCG) == "O1"


# --- words ---------------------------------------------------------------------------------


def _codes(edition, text):
    """Expected tokens, written independently of the parser: uppercase tile, lowercase blank."""
    out = []
    for ch in text:
        if ch == ".":
            out.append(THROUGH)
        else:
            code = edition.letter_code(ch.upper())
            out.append(code | BLANK_FLAG if ch.islower() else code)
    return tuple(out)


@pytest.mark.parametrize(
    "code, typed, meaning",
    [
        ("fr", "FABAcEE", "FABAcEE"),
        ("fr", "fabace(e)", "FABACEe"),  # parentheses: case is ignored
        ("en", "w(o)rd", "WoRD"),
        ("en", "W(O)RD", "WoRD"),
        ("en", "(Q)UEEN", "qUEEN"),
        ("en", "QU(EE)N", "QUeeN"),
        ("en", "Q.EEN", "Q.EEN"),
        ("en", "..EEN", "..EEN"),
        ("en", "  QUEEN ", "QUEEN"),
        ("fr", "ÉTÉ", "ETE"),
        ("fr", "été", "ETE"),  # all lowercase (Caps Lock off): read as capitals
        ("fr", "éTé", "eTe"),  # mixed case: a lowercase letter is a blank
        ("fr", "h(e)llo", "HeLLO"),
        ("fr", "fabace?e", "FABACEe"),  # "?" marks the next letter as a blank
        ("fr", "?Fabacee", "fABACEE"),
        ("en", "quee?n", "QUEEn"),
        ("de", "STRAßE", "STRASSE"),
        ("de", "ÄRGER", "ÄRGER"),
        ("nl", "AUTO'S", "AUTOS"),
        ("nb", "BÅT", "BÅT"),
        ("nb", "båt", "BÅT"),
        ("nb", "bÅt", "bÅt"),
    ],
)
def test_parse_word(code, typed, meaning):
    """How a word typed in the app reads (a word all in lowercase reads as capitals); the
    standard notation reads the same but for those words, whose lowercase letters are blanks."""
    edition = EDITIONS[code]
    assert parse_word(typed, edition, typed=True) == _codes(edition, meaning)
    all_lowercase = typed.strip() != typed.strip().upper() and typed == typed.lower() and not set("()?") & set(typed)
    standard = typed.strip() if all_lowercase else meaning
    assert parse_word(typed, edition) == _codes(edition, edition.fold(standard) if all_lowercase else standard)


@pytest.mark.parametrize(
    "typed, fragment",
    [
        ("", "missing"),
        ("   ", "missing"),
        ("QU EEN", "no spaces"),
        ("QU1EN", "1"),
        ("QUEEN!", "!"),
        ("W(OR", "not closed"),
        ("WO)R", "')' without '('"),
        ("W((O))R", "nested"),
        ("W(.)R", "'.'"),
        ("()", "no letters"),
        ("ÞU", "Þ"),
        ("QUEEN?", "followed by"),
        ("Q??UEEN", "one letter"),
        ("(Q?U)EEN", "one letter"),
    ],
)
def test_bad_word(typed, fragment, english):
    with pytest.raises(NotationError) as info:
        parse_word(typed, english)
    assert info.value.code == "malformed_word"
    assert fragment in info.value.message


@pytest.mark.parametrize("typed", ["ﬀA", "Aŉ", "ﬁ"])
def test_characters_with_a_long_capital_are_refused_cleanly(typed, english):
    # "ﬀ".upper() is "FF": two characters for one; it is no tile and must say so.
    with pytest.raises(NotationError) as info:
        parse_word(typed, english)
    assert info.value.code == "malformed_word"


def test_norwegian_letters_are_no_english_tiles(english):
    with pytest.raises(NotationError) as info:
        parse_word("BØR", english)
    assert "Ø" in info.value.message


# --- moves ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["H4 FABAcEE", "FABAcEE H4", "  h4   FABAcEE  ", "H 4 FABAcEE", "FABAcEE  h4", "H4FABAcEE"],
)
def test_parse_move_both_orders(text, french):
    expected = MoveText(Reference(7, 3, ACROSS), _codes(french, "FABAcEE"))
    assert parse_move(text, french) == expected


def test_parse_move_down_and_gcg(french, english):
    assert parse_move("4H FIXEE", french) == MoveText(Reference(7, 3, DOWN), _codes(french, "FIXEE"))
    assert parse_move("8D QUEEN", english) == MoveText(Reference(7, 3, ACROSS), _codes(english, "QUEEN"))
    assert parse_move("QUEEN D8", english) == MoveText(Reference(7, 3, DOWN), _codes(english, "QUEEN"))
    # An explicit convention overrides the edition's.
    assert parse_move("8D QUEEN", french, GCG).reference == Reference(7, 3, ACROSS)
    assert parse_move("8D QUEEN", english, EU).reference == Reference(3, 7, DOWN)


@pytest.mark.parametrize(
    "text, code",
    [
        ("", "malformed_reference"),
        ("   ", "malformed_reference"),
        ("FABACEE", "malformed_reference"),
        ("H4", "malformed_reference"),
        ("Z4 FABACEE", "malformed_reference"),
        ("H99 FABACEE", "malformed_reference"),
        ("FABACEE Z4", "malformed_reference"),
        ("H4 FAB ACEE", "malformed_word"),
        ("H4 FAB4CEE", "malformed_word"),
        ("H4 (FAB", "malformed_word"),
    ],
)
def test_bad_moves(text, code, french):
    with pytest.raises(NotationError) as info:
        parse_move(text, french)
    assert info.value.code == code
    assert info.value.message


def test_format_move(french, english):
    move = Move(7, 3, ACROSS, _codes(french, "FABAcEE"), ())
    assert format_move(move, french) == "H4 FABAcEE"
    assert format_move(move, french, GCG) == "8D FABAcEE"
    down = Move(7, 3, DOWN, _codes(english, "QUEEN"), ())
    assert format_move(down, english) == "D8 QUEEN"


def test_format_move_writes_the_whole_word(english):
    # QUEEN on the board; QUEENS adds only the S, but the canonical text is the whole word.
    pos = position(english, "S", (7, 3, "across", "QUEEN"))
    scored = check_move(pos, "8D .....S", lexicon=None)
    assert format_move(scored.move, english) == "8D QUEENS"
    assert format_tokens(parse_word("Q.EEn", english), english) == "Q.EEn"


# --- properties ----------------------------------------------------------------------------

squares = st.integers(min_value=0, max_value=14)
directions = st.sampled_from([ACROSS, DOWN])
conventions = st.sampled_from([EU, GCG])


@given(squares, squares, directions, conventions, st.data())
def test_reference_round_trip(row, col, direction, convention, data):
    text = format_reference(row, col, direction, convention)
    assert parse_reference(text, convention) == Reference(row, col, direction)
    # Any case and spacing reads the same.
    letters = [ch.lower() if data.draw(st.booleans()) else ch for ch in text]
    spaced = data.draw(st.sampled_from(["", " ", "\t"])).join(letters)
    assert parse_reference(f" {spaced} ", convention) == Reference(row, col, direction)


@st.composite
def tokens_for(draw, edition, min_size=1, through=True):
    tile = st.tuples(st.integers(1, edition.size), st.booleans()).map(
        lambda t: t[0] | BLANK_FLAG if t[1] else t[0]
    )
    token = st.one_of(tile, st.just(THROUGH)) if through else tile
    tokens = draw(st.lists(token, min_size=min_size, max_size=15))
    if all(t == THROUGH for t in tokens):
        tokens[0] = draw(tile)
    return tuple(tokens)


@given(st.sampled_from(EDITION_CODES), st.data())
def test_word_round_trip(code, data):
    edition = EDITIONS[code]
    tokens = data.draw(tokens_for(edition))
    text = format_tokens(tokens, edition)
    assert parse_word(text, edition) == tokens


@given(st.sampled_from(EDITION_CODES), squares, squares, directions, st.booleans(), st.data())
def test_move_round_trip(code, row, col, direction, word_first, data):
    edition = EDITIONS[code]
    tokens = data.draw(tokens_for(edition, min_size=2))
    reference = Reference(row, col, direction)
    ref_text = reference.format(edition.convention)
    word_text = format_tokens(tokens, edition)
    text = f"{word_text} {ref_text}" if word_first else f"{ref_text} {word_text}"
    assert parse_move(text, edition) == MoveText(reference, tokens)


@given(st.sampled_from(EDITION_CODES), st.data())
def test_format_move_round_trip(code, data):
    """A laid-out move's canonical text reads back as the same reference and letters."""
    edition = EDITIONS[code]
    tokens = data.draw(tokens_for(edition, min_size=2, through=False))
    direction = data.draw(directions)
    row = data.draw(st.integers(0, 14 if direction is ACROSS else 15 - len(tokens)))
    col = data.draw(st.integers(0, 15 - len(tokens) if direction is ACROSS else 14))
    move = Move(row, col, direction, tokens, ())
    parsed = parse_move(format_move(move, edition), edition)
    assert parsed == MoveText(Reference(row, col, direction), tokens)


NOTATION_ALPHABET = "AHOQZahoqzéÉßﬀŉÅø?.()'-_ 0123456789\t"


def _only_engine_errors(call):
    try:
        call()
    except (NotationError, MoveError) as error:
        assert isinstance(error, DuplicateError)
        assert error.code and error.message
    # Any other exception propagates and fails the test.


@settings(max_examples=300)
@given(st.sampled_from(EDITION_CODES), st.one_of(st.text(), st.text(alphabet=NOTATION_ALPHABET)))
def test_garbage_never_crashes(code, text):
    edition = EDITIONS[code]
    _only_engine_errors(lambda: parse_move(text, edition))
    _only_engine_errors(lambda: parse_word(text, edition))
    _only_engine_errors(lambda: parse_reference(text, edition.convention))


@settings(max_examples=200)
@given(st.one_of(st.text(), st.text(alphabet=NOTATION_ALPHABET)))
def test_garbage_moves_never_crash_the_checker(text):
    english = EDITIONS["en"]
    pos = position(english, "QUEENS?", (7, 3, "across", "QUEEN"))
    _only_engine_errors(lambda: check_move(pos, "8D " + text, lexicon=None))
    _only_engine_errors(lambda: check_move(pos, text, lexicon=None))


def test_too_many_blanks_names_the_count_and_the_capitals_reading(french):
    """A move typed with lowercase letters where the rack has no blank says how many blanks
    it asks for and how it reads in capitals (the arbiter's Caps Lock question)."""
    from duplicate.rules.bag import parse_rack_text
    from duplicate.rules.board import Board, Position, Rack
    from duplicate.rules.checking import read_typed_move, try_move

    position = Position(french, Board(), Rack(tuple(parse_rack_text("DELUTEA", french))))
    error = try_move(position, "H4 DeLUTe", None)
    assert getattr(error, "code", "") == "not_on_rack"
    assert "asks for 2 blanks" in error.message and "has none" in error.message
    assert "in capitals it reads H4 DELUTE" in error.message
    assert read_typed_move(position, "h4 delute", None).outcome.points == 18  # typed in the app
    assert try_move(position, "h4 delute", None).code == "not_on_rack"  # the standard notation: 6 blanks


def test_table_lists_accept_spaces_and_commas_and_refuse_the_rest() -> None:
    from duplicate.rules.notation import parse_tables

    assert parse_tables(" 4, 7 21;4 ") == (4, 7, 21)
    for bad, fragment in (("4, x", "'x'"), ("", "no table"), ("0", "'0'"), ("4.5", "'4.5'")):
        with pytest.raises(NotationError, match=fragment):
            parse_tables(bad)


def test_the_standard_notation_reads_a_word_of_blanks_only_as_blanks_and_typing_reads_it_as_capitals():
    """Eliot and other programs write a word of two blanks as ``ay``; Caps Lock off types ``ay``
    for AY. The standard reading keeps lowercase-is-blank, the typed one reads capitals."""
    french = load_edition("fr")
    standard = parse_move("H8 ay", french).tokens
    typed = parse_move("H8 ay", french, typed=True).tokens
    assert all(token & BLANK_FLAG for token in standard)
    assert not any(token & BLANK_FLAG for token in typed)
    assert [token & ~BLANK_FLAG for token in standard] == list(typed)
    # mixed case and explicit marks read the same either way
    for text in ("H4 FABAcEE", "H4 fabace(e)", "H4 fabace?e"):
        assert parse_move(text, french, typed=True) == parse_move(text, french)


# --- a move typed in the app: Caps Lock off, or the only legal reading -------------------------


@pytest.fixture(scope="module")
def french_words():
    from duplicate.words.lexicon import load_lexicon

    return load_lexicon(EDITIONS["fr"])


def test_a_word_typed_in_lowercase_takes_the_blank_reading_when_it_is_the_only_legal_one(french_words):
    """DELUTE on the board, a blank but no S on the rack: ``h4 delutes`` in capitals asks for
    an S; read with blanks (the standard notation) it adds a blank s, the one legal reading."""
    from duplicate.rules.checking import read_typed_move

    board = (7, 3, "across", "DELUTE")
    with_blank = position(EDITIONS["fr"], "AEIRT?B", board)
    read = read_typed_move(with_blank, "h4 delutes", french_words)
    assert read.read_as_blanks and read.text == "H4 DELUTEs"
    assert read.outcome.move.placed == ((7, 9, EDITIONS["fr"].letter_code("S") | BLANK_FLAG),)
    assert read.outcome.points == check_move(with_blank, "H4 DELUTEs", french_words).points
    # with an S on the rack the capitals reading is legal, and it keeps the blank
    with_s = position(EDITIONS["fr"], "AEIRS?B", board)
    read = read_typed_move(with_s, "h4 delutes", french_words)
    assert not read.read_as_blanks and read.text == "H4 DELUTES" and read.outcome.move.blanks_used == 0
    # mixed case is read as written, whatever is legal
    assert read_typed_move(with_blank, "H4 DELUTEs", french_words).text == "H4 DELUTEs"
    assert read_typed_move(with_blank, "H4 DELUTES", french_words).outcome.code == "not_on_rack"


def test_a_word_typed_in_lowercase_takes_the_blanks_for_the_letters_the_rack_lacks(french_words):
    """An empty board, MADEI?? on an English rack: ``8b madeira`` cannot be laid in capitals
    (no R, one A) nor with every letter a blank; the blanks stand for R and an A, and of the
    two A the one that scores best is taken (each reading checked here by check_move)."""
    from duplicate.rules.checking import read_typed_move
    from duplicate.words.lexicon import load_lexicon

    english = EDITIONS["en"]
    words = load_lexicon(english)
    rack = position(english, "MADEI??")
    read = read_typed_move(rack, "8b madeira", words)
    readings = {text: check_move(rack, text, words).points for text in ("8B MaDEIrA", "8B MADEIra")}
    assert read.read_as_blanks and read.outcome.move.blanks_used == 2
    assert read.outcome.points == max(readings.values()) and readings[read.text] == read.outcome.points
    # one blank for two missing letters: no reading, the capitals one with its hint
    short = read_typed_move(position(english, "MADEI?S"), "8b madeira", words)
    assert not short.read_as_blanks and short.outcome.code == "not_on_rack"


def test_a_word_typed_in_lowercase_that_no_reading_makes_legal_says_how_to_type_a_blank(french_words):
    from duplicate.rules.checking import read_typed_move

    board = (7, 3, "across", "DELUTE")
    # two letters missing, one blank: neither reading is legal; the capitals one is kept, and
    # its message no longer says "a blank is written as a lowercase letter" to someone who
    # typed in lowercase
    read = read_typed_move(position(EDITIONS["fr"], "AEIRT?B", board), "4k sos", french_words)
    assert not read.read_as_blanks and read.text == "4K SOS"
    assert read.outcome.code == "not_on_rack"
    assert read.outcome.message == ("not on the rack ABEIRT?: O, S x2 (a word typed all in lowercase reads as "
                                    "capitals: type a blank as ?e or (e))")
    standard = check_move_error(position(EDITIONS["fr"], "AEIRT?B", board), "4K SOS", french_words)
    assert "a blank is written as a lowercase letter" in standard.message
    # without a blank on the rack there is nothing to say about blanks
    read = read_typed_move(position(EDITIONS["fr"], "AEIRTLB", board), "h4 delutes", french_words)
    assert read.outcome.message == "not on the rack ABEILRT: S"


def check_move_error(pos, text, words) -> MoveError:
    with pytest.raises(MoveError) as raised:
        check_move(pos, text, words)
    return raised.value
