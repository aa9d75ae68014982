"""Rule sets: the presets say what the rules document says (section 4), every field is
checked, and a rule set can be changed field by field."""

from __future__ import annotations

from pathlib import Path

import pytest

from duplicate.rules.bag import satisfies
from duplicate.rules.presets import (DrawRule, RuleSet, RuleSetError, load_preset, preset_names, read_preset_file,
                                     rule_set_from_dict)
from duplicate.session.session import RackSource, Session, SessionSettings
from session_helpers import FakeClock, edition, lexicon


def test_preset_names() -> None:
    assert preset_names() == ["class", "fisf", "flemish", "home"]
    assert load_preset("FISF") == load_preset("fisf") == load_preset(" Fisf ")
    with pytest.raises(RuleSetError) as caught:
        load_preset("scrabble-deluxe")
    assert caught.value.code == "unknown_preset"
    assert "scrabble-deluxe" in caught.value.message and "class, fisf, flemish, home" in caught.value.message


def test_fisf_preset_matches_the_rules_document() -> None:
    fisf = load_preset("fisf")
    assert fisf.name == "FISF"
    assert fisf.first_move_horizontal is True
    assert fisf.seconds_per_turn == 180 and fisf.calls_before_end == (30,) and fisf.call_times() == (150,)
    assert (fisf.solo_bonus, fisf.solo_min_players) == (10, 16)
    assert (fisf.warnings_tolerated, fisf.warning_cost, fisf.penalty_points) == (3, 5, 5)
    assert fisf.wrong_score_warning is True
    assert fisf.end_below_tiles == 0 and fisf.end_without_vowel is False
    assert [fisf.minimum(t) for t in (1, 2, 15)] == [(2, 2)] * 3
    assert [fisf.minimum(t) for t in (16, 17, 40)] == [(1, 1)] * 3
    assert fisf.move_rules.first_move_horizontal is True


def test_flemish_and_home_presets() -> None:
    flemish = load_preset("flemish")
    assert flemish.end_below_tiles == 7 and flemish.end_without_vowel is True
    assert flemish.minimum(15) == (2, 2) and flemish.minimum(16) == (1, 1)
    assert flemish.wrong_score_warning is False
    home = load_preset("home")
    assert home.draw_rule == () and all(home.minimum(t) == (0, 0) for t in (1, 15, 16, 30))
    assert home.solo_bonus == 0 and home.warning_cost == 0 and home.penalty_points == 0


def test_minimum_per_draw_rule() -> None:
    rules = rule_set_from_dict({"name": "Steps", "draw_rule": [
        {"vowels": 3, "consonants": 3, "until_turn": 2},
        {"vowels": 2, "consonants": 1, "until_turn": 5},
        {"vowels": 1, "consonants": 1, "until_turn": 8},
    ]})
    assert [rules.minimum(t) for t in range(1, 11)] == (
        [(3, 3)] * 2 + [(2, 1)] * 3 + [(1, 1)] * 3 + [(0, 0)] * 2)
    assert rules.draw_rule[0] == DrawRule(3, 3, 2)


def test_with_changes_gives_a_new_checked_rule_set() -> None:
    fisf = load_preset("fisf")
    quick = fisf.with_changes(seconds_per_turn=60, calls_before_end=[10, 30, 30], solo_min_players=4)
    assert quick.seconds_per_turn == 60 and quick.calls_before_end == (30, 10) and quick.solo_min_players == 4
    assert quick.call_times() == (30, 50)
    assert fisf.seconds_per_turn == 180 and fisf.solo_min_players == 16  # unchanged
    assert quick.draw_rule == fisf.draw_rule and quick.name == fisf.name
    assert fisf.with_changes(both_letters="w").both_letters == "W"
    with pytest.raises(RuleSetError, match="seconds_per_turn"):
        fisf.with_changes(seconds_per_turn=5)
    with pytest.raises(RuleSetError, match="bogus"):
        fisf.with_changes(bogus=1)


@pytest.mark.parametrize("name", ["fisf", "flemish", "home"])
def test_round_trip_through_plain_data(name: str) -> None:
    rules = load_preset(name)
    assert rule_set_from_dict(rules.to_dict()) == rules
    assert isinstance(rules.to_dict()["draw_rule"], list)


GOOD = {"name": "Club"}


@pytest.mark.parametrize(
    "changes,field",
    [
        ({"name": ""}, "name"),
        ({"name": 3}, "name"),
        ({"seconds_per_turn": 9}, "seconds_per_turn"),
        ({"seconds_per_turn": 3601}, "seconds_per_turn"),
        ({"seconds_per_turn": 120.5}, "seconds_per_turn"),
        ({"seconds_per_turn": "180"}, "seconds_per_turn"),
        ({"solo_bonus": -1}, "solo_bonus"),
        ({"solo_bonus": True}, "solo_bonus"),
        ({"solo_min_players": -2}, "solo_min_players"),
        ({"warnings_tolerated": None}, "warnings_tolerated"),
        ({"warning_cost": 1001}, "warning_cost"),
        ({"penalty_points": "5"}, "penalty_points"),
        ({"end_below_tiles": 101}, "end_below_tiles"),
        ({"first_move_horizontal": 1}, "first_move_horizontal"),
        ({"wrong_score_warning": "yes"}, "wrong_score_warning"),
        ({"end_without_vowel": None}, "end_without_vowel"),
        ({"both_letters": 7}, "both_letters"),
        ({"calls": 150}, "calls"),
        ({"calls": [150, -1]}, "calls"),
        ({"calls": [True]}, "calls"),
        ({"calls_before_end": 30}, "calls_before_end"),
        ({"calls_before_end": [30, 0]}, "calls_before_end"),
        ({"calls_before_end": [30.0]}, "calls_before_end"),
        ({"calls_before_end": [30], "calls": [150]}, "calls_before_end"),
        ({"points_only": "yes"}, "points_only"),
        ({"room_hints": 1}, "room_hints"),
        ({"draw_rule": [{"vowels": 2}]}, "draw_rule[0]"),
        ({"draw_rule": [{"vowels": 2, "consonants": 2}, {"vowels": "x", "consonants": 1}]}, "draw_rule[1]"),
        ({"draw_rule": [{"vowels": 5, "consonants": 3}]}, "draw_rule[0]"),
        ({"draw_rule": [{"vowels": -1, "consonants": 3}]}, "draw_rule[0]"),
        ({"draw_rule": [{"vowels": 1, "consonants": 1, "blanks": 1}]}, "draw_rule[0]"),
        ({"draw_rule": ["2+2"]}, "draw_rule[0]"),
        ({"draw_rule": [{"vowels": 2.7, "consonants": 1}]}, "draw_rule[0]"),
        ({"draw_rule": [{"vowels": True, "consonants": 1}]}, "draw_rule[0]"),
        ({"draw_rule": [{"vowels": "2", "consonants": 1}]}, "draw_rule[0]"),
        ({"draw_rule": [{"vowels": 1, "consonants": 1, "until_turn": -3}]}, "draw_rule[0]"),
        ({"draw_rule": 5}, "draw_rule"),
        ({"draw_rule": None}, "draw_rule"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_bad_fields_are_named(changes: dict, field: str) -> None:
    with pytest.raises(RuleSetError) as caught:
        rule_set_from_dict({**GOOD, **changes}, source="my rules")
    assert caught.value.code == "rules_invalid"
    assert field in caught.value.message and caught.value.message.startswith("my rules:")


def test_defaults_of_a_minimal_rule_set() -> None:
    rules = rule_set_from_dict({"name": " Minimal "})
    assert rules == RuleSet(name="Minimal")
    assert rules.seconds_per_turn == 180 and rules.call_times() == (150,) and rules.minimum(1) == (0, 0)


def test_both_letters_count_as_vowel_and_consonant() -> None:
    english = edition("en")
    rack = [english.letter_code(c) for c in "WBCDFGA"]  # one vowel
    fisf = load_preset("fisf")
    assert not satisfies(rack, 1, english, fisf)
    assert satisfies(rack, 1, english, fisf.with_changes(both_letters="W"))
    assert satisfies(rack, 16, english, fisf)  # 1 + 1 from turn 16


@pytest.mark.parametrize("preset,allowed", [("fisf", False), ("flemish", True), ("home", True)])
def test_first_move_horizontal(tmp_path, preset: str, allowed: bool) -> None:
    session = Session.create(tmp_path / "s.duplicate",
                             SessionSettings("en", lexicon("en").identity, load_preset(preset),
                                             rack_source=RackSource.OWN),
                             lexicon("en"), players=[(1, "Ann")], clock=FakeClock())
    session.set_rack("CATSDOG")
    across = session.enter_move(1, "8D COATS")
    assert across.valid and across.outcome.points == 20
    down = session.enter_move(1, "H4 COATS")  # column H, rows 4-8: covers the centre, downwards
    assert down.valid is allowed
    if not allowed:
        assert down.outcome.code == "first_move_vertical"
    else:
        assert down.outcome.points == 20  # C on H4, a double letter, as D8 across


def test_rules_are_kept_in_the_session_file(tmp_path) -> None:
    rules = load_preset("flemish").with_changes(seconds_per_turn=90, solo_min_players=3, both_letters="Y")
    path = tmp_path / "s.duplicate"
    Session.create(path, SessionSettings("nl", lexicon("nl").identity, rules), lexicon("nl"), clock=FakeClock()).close()
    reopened = Session.open(path, lexicon=lexicon("nl"), clock=FakeClock())
    assert reopened.rules == rules
    reopened.close()


@pytest.mark.parametrize("line, written, said", [
    (5, "seconds_per_turn = 5", "line 5: seconds_per_turn: must be from 10 to 3600, not 5"),
    (6, 'calls_before_end = ["30"]', "line 6: calls_before_end: must be a list of a whole number, not [\"30\"]"),
    (21, "vowels = 6", "line 19: draw_rule[0]: asks for 8 tiles; a rack holds 7"),
    (4, "first_move_horizontal = 1", "line 4: first_move_horizontal: must be true or false, not 1"),
    (3, "colour = 'red'", "line 3: colour: is unknown"),
])
def test_a_preset_file_s_error_names_its_line(tmp_path, line, written, said) -> None:
    """A club's preset file, read by the one strict reader: the file, the line and the value."""
    lines = (Path(__file__).parents[1] / "resources" / "presets" / "fisf.toml").read_text(encoding="utf-8").splitlines()
    lines[line - 1] = written
    path = tmp_path / "club.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(RuleSetError) as caught:
        read_preset_file(path)
    assert caught.value.code == "rules_invalid"
    assert caught.value.message == f"{path}, {said}"


def test_the_bundled_presets_are_read_by_the_same_reader() -> None:
    for name in preset_names():
        path = Path(__file__).parents[1] / "resources" / "presets" / f"{name}.toml"
        assert read_preset_file(path) == load_preset(name)
