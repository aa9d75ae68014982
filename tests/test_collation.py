"""Names sorted as readers of each language sort them (duplicate/base/collation.py)."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from duplicate.base.collation import sort_key, sorted_for

# The app's languages; the examples are what a club's member list in that country shows.
FRENCH = ["adam", "Anders", "Élodie", "Émile", "Eric", "Œdipe", "Zoé"]
NORWEGIAN = ["Anders", "Ulla", "Übel", "Yngve", "Zoe", "Ærlig", "Ärlig", "Örjan", "Øystein", "Åse", "Aasen"]
GERMAN = ["Strasse", "Straße", "Strasser", "Strauss", "Zoë"]
DUTCH = ["ijs", "IJsselmeer", "Ijzer", "Ivo", "Jan"]


def shuffled(names: list[str]) -> list[str]:
    """The names in an order code points would not put right: reversed, capitals first."""
    return sorted(names, key=lambda name: (not name[:1].isupper(), name), reverse=True)


def test_french_accented_capitals_sort_with_their_letter_not_after_z() -> None:
    assert sorted(FRENCH) != FRENCH  # code points put Élodie and Émile after Zoé
    assert sorted_for(shuffled(FRENCH), "fr") == FRENCH


def test_norwegian_puts_ae_o_slash_and_a_ring_after_z_and_reads_aa_as_a_ring() -> None:
    assert sorted_for(shuffled(NORWEGIAN), "nb") == NORWEGIAN
    # the same names in French: Æ, Ø and Å are accented A, O, A there
    french = sorted_for(NORWEGIAN, "fr")
    assert french.index("Anders") < french.index("Åse") < french.index("Øystein") < french.index("Zoe")


def test_norwegian_tailoring_is_for_norwegian_only() -> None:
    for code in ("nb", "no", "nb_NO", "nn-NO"):
        assert sort_key("Øystein", code) > sort_key("Zoe", code)
    for code in ("en", "fr", "de", "nl"):
        assert sort_key("Øystein", code) < sort_key("Zoe", code)


def test_german_sharp_s_reads_as_double_s() -> None:
    assert sorted_for(shuffled(GERMAN), "de") == GERMAN


def test_dutch_ij_sorts_as_i_then_j_as_cldr_does() -> None:
    assert sorted_for(shuffled(DUTCH), "nl") == DUTCH


def test_a_key_callback_sorts_records_by_their_name() -> None:
    rows = [(3, "Zoé"), (1, "Élodie"), (2, "eric")]
    assert [table for table, _ in sorted_for(rows, "fr", key=lambda row: row[1])] == [1, 2, 3]


def test_texts_equal_to_the_algorithm_still_sort_the_same_on_every_machine() -> None:
    composed, decomposed = "Zoé", unicodedata.normalize("NFD", "Zoé")
    assert sort_key(composed, "fr") != sort_key(decomposed, "fr")
    assert sorted_for([composed, decomposed], "fr") == sorted_for([decomposed, composed], "fr")


NAME_LETTERS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8)
ACCENTS = st.sampled_from(["\u0301", "\u0300", "\u0302", "\u0308", "\u0327"])


@given(NAME_LETTERS, NAME_LETTERS, ACCENTS, st.sampled_from(["en", "fr", "de", "nl"]))
def test_an_accent_or_a_capital_never_outweighs_a_different_letter(one: str, other: str, accent: str,
                                                                   language: str) -> None:
    if one == other:
        return
    dressed = unicodedata.normalize("NFC", one[0].upper() + accent + one[1:])
    expected = sort_key(one, language) < sort_key(other, language)
    assert (sort_key(dressed, language) < sort_key(other, language)) == expected or other.startswith(one)


@given(st.lists(st.text(max_size=12), max_size=12), st.sampled_from(["en", "fr", "de", "nl", "nb"]))
def test_any_text_sorts_without_error_and_keeps_every_item(names: list[str], language: str) -> None:
    result = sorted_for(names, language)
    assert sorted(result) == sorted(names)
    assert sorted_for(list(reversed(names)), language) == result
