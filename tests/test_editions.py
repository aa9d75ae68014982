"""Editions against rules section 2 (tile sets), section 3 (conventions) and section 4 (vowels)."""

from __future__ import annotations

import re

import pytest

from duplicate.rules.edition import BLANK, Convention, EditionError, edition_codes, load_edition, parse_edition
from duplicate.base.errors import DuplicateError

# Rules section 2, copied by hand (not generated from the TOML files): counts x value.
RULES_TABLE = """
| Dutch | 102 | E18 N10 A6 O6 I4 | D5 R5 S5 T5 | G3 K3 L3 M3 B2 P2 | U3 F2 H2 J2 V2 Z2 | C2 W2 | | X1 Y1 | Q1 |
| French | 102 | A9 E15 I8 L5 N6 O6 R6 S6 T6 U6 | D3 G2 M3 | B2 C2 P2 | F2 H2 V2 | | | J1 Q1 | K1 W1 X1 Y1 Z1 |
| German | 102 | A5 D4 E15 I6 N9 R6 S7 T6 U6 | G3 H4 L3 O3 | B2 M4 W1 Z1 | C2 F2 K2 P1 | | J1 V1 Ä1 Ü1 | X1 Ö1 | Q1 Y1 |
| English | 100 | A9 E12 I9 L4 N6 O8 R6 S4 T6 U4 | D4 G3 | B2 C2 M2 P2 | F2 H2 V2 W2 Y2 | K1 | | J1 X1 | Q1 Z1 |
| Norwegian | 100 | A7 D5 E9 I5 L5 N6 R6 S6 T6 | F4 G4 K4 M3 O4 | H3 | B3 J2 P2 U3 V3 Å2 | Ø2 | Y1 Æ1 | W1 | C1 |
"""
VALUE_COLUMNS = (1, 2, 3, 4, 5, 6, 8, 10)
CODES = {"Dutch": "nl", "French": "fr", "German": "de", "English": "en", "Norwegian": "nb"}
# Face value totals (sum of count x value), worked out by hand from the table above.
FACE_TOTALS = {"nl": 230, "fr": 197, "de": 202, "en": 187, "nb": 202}


def _table() -> dict[str, tuple[int, dict[str, tuple[int, int]]]]:
    out = {}
    for line in RULES_TABLE.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        name, total, groups = cells[0], int(cells[1]), cells[2:]
        assert len(groups) == len(VALUE_COLUMNS)
        tiles = {}
        for value, group in zip(VALUE_COLUMNS, groups):
            for item in group.split():
                match = re.fullmatch(r"(\D+)(\d+)", item)
                assert match, item
                tiles[match.group(1)] = (int(match.group(2)), value)
        out[CODES[name]] = (total, tiles)
    return out


TABLE = _table()


def test_the_five_editions_of_the_rules_are_bundled():
    assert set(TABLE) <= set(edition_codes())


@pytest.mark.parametrize("code", sorted(TABLE))
def test_tile_set_matches_rules_table(code, editions):
    edition = editions[code]
    total, tiles = TABLE[code]
    got = {edition.letters[i]: (edition.counts[i], edition.values[i]) for i in range(1, edition.size + 1)}
    assert got == tiles
    assert edition.blanks == 2
    assert edition.letters[BLANK] == "?" and edition.counts[BLANK] == 2 and edition.values[BLANK] == 0
    assert edition.tile_total == total
    assert edition.face_total == FACE_TOTALS[code]


def test_totals_named_in_the_brief(dutch, english):
    assert (dutch.tile_total, dutch.face_total) == (102, 230)
    assert (english.tile_total, english.face_total) == (100, 187)


@pytest.mark.parametrize("code", sorted(TABLE))
def test_letter_codes_round_trip(code, editions):
    edition = editions[code]
    for letter in TABLE[code][1]:
        assert edition.letters[edition.letter_code(letter)] == letter
    with pytest.raises(KeyError):
        edition.letter_code("?")


@pytest.mark.parametrize(
    "code, vowels",
    [("fr", "AEIOUY"), ("en", "AEIOUY"), ("nl", "AEIOUY"), ("de", "AEIOUYÄÖÜ"), ("nb", "AEIOUYÆØÅ")],
)
def test_vowels_and_consonants(code, vowels, editions):
    edition = editions[code]
    assert edition.is_vowel(BLANK) and edition.is_consonant(BLANK)
    for letter in TABLE[code][1]:
        c = edition.letter_code(letter)
        assert edition.is_vowel(c) == (letter in vowels), letter
        assert edition.is_consonant(c) == (letter not in vowels or letter == "Y" and code != "nb"), letter


def test_y_is_both_in_french(french):
    y = french.letter_code("Y")
    assert french.is_vowel(y) and french.is_consonant(y)
    k = french.letter_code("K")
    assert not french.is_vowel(k) and french.is_consonant(k)
    a = french.letter_code("A")
    assert french.is_vowel(a) and not french.is_consonant(a)


def test_y_membership_is_configurable():
    base = _minimal_toml(vowels='"AE"', both='""')
    plain = parse_edition(base)
    assert not plain.is_vowel(plain.letter_code("Y")) and plain.is_consonant(plain.letter_code("Y"))
    as_vowel = parse_edition(_minimal_toml(vowels='"AEY"', both='""'))
    y = as_vowel.letter_code("Y")
    assert as_vowel.is_vowel(y) and not as_vowel.is_consonant(y)
    both = parse_edition(_minimal_toml(vowels='"AE"', both='"Y"'))
    y = both.letter_code("Y")
    assert both.is_vowel(y) and both.is_consonant(y)


@pytest.mark.parametrize(
    "code, convention",
    [("nl", Convention.EUROPEAN), ("fr", Convention.EUROPEAN), ("de", Convention.EUROPEAN),
     ("nb", Convention.EUROPEAN), ("en", Convention.GCG)],
)
def test_conventions(code, convention, editions):
    assert editions[code].convention is convention


@pytest.mark.parametrize(
    "name, code",
    [
        ("nl", "nl"), ("Dutch", "nl"), ("nederlands", "nl"),
        ("fr", "fr"), ("French", "fr"), ("français", "fr"), ("  FRANCAIS ", "fr"),
        ("de", "de"), ("german", "de"), ("Deutsch", "de"),
        ("en", "en"), ("ENGLISH", "en"),
        ("nb", "nb"), ("Norwegian", "nb"), ("bokmål", "nb"), ("norsk", "nb"),
    ],
)
def test_lookup_by_code_name_alias(name, code):
    assert load_edition(name).code == code


def test_unknown_edition_names_the_known_ones():
    with pytest.raises(EditionError) as info:
        load_edition("klingon")
    assert info.value.code == "unknown_edition"
    assert "klingon" in info.value.message
    for code in TABLE:
        assert code in info.value.message
    assert isinstance(info.value, DuplicateError)


# --- broken edition files -------------------------------------------------------------------


_DEFAULT_TILES = '"A" = [5, 1]\n"E" = [5, 1]\n"Y" = [1, 10]\n"K" = [1, 5]'


def _minimal_toml(tiles: str = _DEFAULT_TILES, **fields: str) -> str:
    """A small valid edition; ``fields`` override top-level keys with raw TOML values."""
    values = {
        "code": '"xx"',
        "name": '"Test"',
        "coordinates": '"european"',
        "blanks": "2",
        "vowels": '"AE"',
        "both": '""',
    }
    values.update(fields)
    head = "\n".join(f"{key} = {value}" for key, value in values.items())
    return f"{head}\n[tiles]\n{tiles}\n"


def test_minimal_edition_parses():
    edition = parse_edition(_minimal_toml(), "mini.toml")
    assert edition.letters == ("?", "A", "E", "Y", "K")
    assert edition.counts == (2, 5, 5, 1, 1)
    assert edition.values == (0, 1, 1, 10, 5)
    assert edition.convention is Convention.EUROPEAN


def _broken(text: str) -> EditionError:
    with pytest.raises(EditionError) as info:
        parse_edition(text, "broken.toml")
    assert info.value.code == "edition_invalid"
    assert info.value.message.startswith("broken.toml")
    return info.value


@pytest.mark.parametrize("field", ["code", "name", "coordinates", "blanks", "vowels"])
def test_missing_field(field):
    text = "\n".join(line for line in _minimal_toml().splitlines() if not line.startswith(f"{field} ="))
    assert _broken(text).message == f"broken.toml: {field}: is missing"


def test_missing_tiles_table():
    text = _minimal_toml().split("[tiles]")[0]
    assert _broken(text).message == "broken.toml: tiles: is missing"


@pytest.mark.parametrize(
    "tiles, said",
    [
        ('"A" = [0, 1]\n"E" = [5, 1]', "line 8: tiles.A[0]: must be from 1 to 100, not 0"),  # count 0
        ('"A" = [-2, 1]\n"E" = [5, 1]', "line 8: tiles.A[0]: must be from 1 to 100, not -2"),
        ('"A" = [5, -1]\n"E" = [5, 1]', "line 8: tiles.A[1]: must be from 0 to 1000, not -1"),
        ('"A" = [5]\n"E" = [5, 1]', "line 8: tiles.A: must be a list of 2 items (a whole number, a whole number), not [5]"),
        ('"A" = ["five", 1]\n"E" = [5, 1]', 'line 8: tiles.A[0]: must be a whole number, not "five"'),
        ('"A" = [5, 1.5]\n"E" = [5, 1]', "line 8: tiles.A[1]: must be a whole number, not 1.5"),
        ('"A" = [true, 1]\n"E" = [5, 1]', "line 8: tiles.A[0]: must be a whole number, not true"),  # no count
        ('"E" = [5, 1]\n"a" = [5, 1]', "line 9: tiles.a: a tile's name is one or more capital letters, not 'a'"),
        ('"A1" = [5, 1]\n"E" = [5, 1]', "line 8: tiles.A1: a tile's name is one or more capital letters, not 'A1'"),
    ],
)
def test_bad_tile(tiles, said):
    """The line of the tile, its path, and what is wrong (the file's first 7 lines are the fields)."""
    assert _broken(_minimal_toml(tiles, vowels='"E"')).message == f"broken.toml, {said}"


def test_empty_tiles_table():
    assert _broken(_minimal_toml("")).message == "broken.toml, line 7: tiles: names no tile"


def test_unknown_vowel_letter():
    assert _broken(_minimal_toml(vowels='"AEO"')).message == \
        "broken.toml, line 5: vowels: names characters that are no tiles: O"


def test_unknown_both_letter():
    assert _broken(_minimal_toml(both='"W"')).message == "broken.toml, line 6: both: names characters that are no tiles: W"


def test_no_vowel():
    assert _broken(_minimal_toml(vowels='""')).message == "broken.toml, line 5: vowels: names no vowel"


@pytest.mark.parametrize("value", ['"diagonal"', '"European"', "1"])
def test_bad_coordinates(value):
    assert _broken(_minimal_toml(coordinates=value)).message.startswith(
        'broken.toml, line 3: coordinates: must be one of "european", "gcg", not ')


@pytest.mark.parametrize("value, said", [("-1", "must be from 0 to 10, not -1"), ("11", "must be from 0 to 10, not 11"),
                                          ('"two"', 'must be a whole number, not "two"'),
                                          ("true", "must be a whole number, not true")])
def test_bad_blanks(value, said):
    assert _broken(_minimal_toml(blanks=value)).message == f"broken.toml, line 4: blanks: {said}"


def test_not_toml():
    assert _broken("code = \n[tiles").message == "broken.toml, line 1: not valid TOML (Invalid value)"


def test_bad_fold_target():
    text = _minimal_toml() + '[fold]\n"Ä" = "AQ"\n'
    assert _broken(text).message == "broken.toml, line 13: fold.Ä: names characters that are no tiles: Q"


def test_bad_aliases():
    assert _broken('aliases = "french"\n' + _minimal_toml()).message == \
        'broken.toml, line 1: aliases: must be a list of text, not "french"'


def test_an_unknown_field_is_named_with_its_line():
    assert _broken(_minimal_toml(colour='"red"')).message == "broken.toml, line 7: colour: is unknown"


def test_the_errors_are_said_in_the_reader_s_language():
    """Each part is a template of the engine's catalogue: the frame, the path's problem, the value."""
    from duplicate.translations import say

    error = _broken(_minimal_toml(blanks="11"))
    assert error.notice.template == "{source}, line {line}: {error}"
    said = say(error.notice, "fr")
    assert said == "broken.toml, ligne 4\u00a0: blanks\u00a0: doit être entre 0 et 10, et non 11", said


def test_unreadable_edition_file(tmp_path):
    from duplicate.rules.edition import load_edition_file

    path = tmp_path / "xx.toml"
    path.write_bytes(b"\xff\xfe not utf-8 \xff")
    with pytest.raises(EditionError) as info:
        load_edition_file(path)
    assert str(path) in info.value.message
    with pytest.raises(EditionError):
        load_edition_file(tmp_path / "missing.toml")


# --- input folding -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "code, typed, folded",
    [
        ("fr", "ÉTÉ", "ETE"),
        ("fr", "été", "ete"),  # lowercase stays lowercase: blanks
        ("fr", "CÉSAR", "CESAR"),
        ("fr", "çà", "ca"),
        ("fr", "CŒUR", "COEUR"),
        ("de", "STRAßE", "STRASSE"),  # ß is written SS, not two blanks
        ("de", "STRAẞE", "STRASSE"),
        ("de", "ÄÖÜ", "ÄÖÜ"),  # tiles of their own
        ("de", "äÖ", "äÖ"),
        ("nl", "AUTO'S", "AUTOS"),
        ("nl", "MEE-ETEN", "MEEETEN"),
        ("nl", "ZO’N", "ZON"),
        ("nb", "BÅT", "BÅT"),  # Å is a Norwegian tile: not stripped to A
        ("nb", "blåbær", "blåbær"),
        ("nb", "ÄÖ", "ÆØ"),
        ("en", "CAFÉ", "CAFE"),
    ],
)
def test_fold(code, typed, folded, editions):
    assert editions[code].fold(typed) == folded


def test_fold_keeps_unknown_characters_for_the_caller(french):
    assert french.fold("A1") == "A1"


def test_a_stripped_accent_does_not_fold_where_it_is_a_tile(norwegian, french):
    # French has no Å tile: it folds to A; Norwegian keeps it.
    assert french.fold("Å") == "A"
    assert norwegian.fold("Å") == "Å"
    assert norwegian.tokenize("BÅT") == ["B", "Å", "T"]


@pytest.mark.parametrize("code", ["en", "fr", "nl", "de", "nb"])
def test_each_edition_shows_its_own_move_example_in_its_notation(code):
    """The move fields' hint: a word of the edition's own list, written in its notation (an
    English across move is 8D, not H4), played on an empty board for the points it says."""
    from duplicate.rules.board import Position, Rack
    from duplicate.rules.checking import ScoredMove, try_move
    from duplicate.words.lexicon import load_lexicon

    edition = load_edition(code)
    reference, word = edition.example.split()
    tiles = [0 if letter.islower() else edition.letter_code(letter) for letter in word]
    played = try_move(Position(edition, rack=Rack.of(tiles)), edition.example, load_lexicon(edition))
    assert isinstance(played, ScoredMove), played
    assert played.points == edition.example_points and played.move.direction.name == "ACROSS"
    assert sum(letter.islower() for letter in word) == 1  # the hint shows how a blank is written
    assert (reference[0].isdigit()) == (code == "en")
    examples = {load_edition(c).example for c in ("en", "fr", "nl", "de", "nb")}
    assert len(examples) == 5
