"""The one strict reader (duplicate.base.inputs): every malformed shape gives an InputError
naming the JSON path of the value at fault, in one vocabulary, never a traceback; what it
accepts it reads back exactly (``to_json``).

The documents are generated (hypothesis), then one value anywhere in them is replaced by
any JSON value: the error must point at that value (or into it), or the document must still
be one the class describes, read back unchanged.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from enum import Enum
from typing import Annotated, Any, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from duplicate.base import inputs
from duplicate.base.inputs import AT_PATH, LEFT_OUT_WHEN_NONE, OPTIONAL, Bounds, InputError, optional, stored_as
from duplicate.translations import say


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Leaf:
    name: str
    score: Annotated[int, Bounds(0, 100)]


@dataclass(frozen=True)
class Doc:
    turn: Annotated[int, Bounds(1)]
    ratio: float
    flag: bool
    colour: Colour
    kind_of: Literal["a", "b"] = field(metadata=stored_as("kind"))
    tags: tuple[str, ...]
    pair: tuple[str, int]
    leaves: tuple[Leaf, ...]
    note: str | None
    level: int = field(metadata=optional(3))  # left out: 3 (the field itself has no default)
    extra: int | None = field(default=None, metadata=LEFT_OUT_WHEN_NONE)
    title: str = field(default="", metadata=OPTIONAL)


_json = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**20), max_value=10**20) | st.floats()
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)

_leaf = st.fixed_dictionaries({"name": st.text(max_size=6), "score": st.integers(0, 100)})

#: Documents the class describes, as JSON writes them (every key Doc writes back).
documents = st.fixed_dictionaries(
    {
        "turn": st.integers(1, 10**6),
        "ratio": st.floats(allow_nan=False, allow_infinity=False) | st.integers(-1000, 1000),
        "flag": st.booleans(),
        "colour": st.sampled_from(["red", "blue"]),
        "kind": st.sampled_from(["a", "b"]),
        "tags": st.lists(st.text(max_size=4), max_size=3),
        "pair": st.tuples(st.text(max_size=4), st.integers(-5, 5)).map(list),
        "leaves": st.lists(_leaf, max_size=3),
        "note": st.none() | st.text(max_size=6),
        "title": st.text(max_size=6),
        "level": st.integers(-5, 5),
    },
    optional={"extra": st.integers(-5, 5)},
)


def _paths(value: Any, path: str = "doc") -> list[tuple[str, list[str | int]]]:
    """Every value inside ``value``: its JSON path and the keys leading to it."""
    found: list[tuple[str, list[str | int]]] = []

    def walk(item: Any, where: str, keys: list[str | int]) -> None:
        if keys:
            found.append((where, keys))
        if isinstance(item, dict):
            for key, inner in item.items():
                walk(inner, inputs.at(where, key), [*keys, key])
        elif isinstance(item, list):
            for index, inner in enumerate(item):
                walk(inner, inputs.at(where, index), [*keys, index])

    walk(value, path, [])
    return found


def _replace(value: Any, keys: list[str | int], new: Any) -> None:
    for key in keys[:-1]:
        value = value[key]
    value[keys[-1]] = new


def _assert_our_error(error: InputError) -> None:
    """Our code, a path and a problem, said in every language without a missing word."""
    assert error.code == "malformed_input"
    assert error.notice.template == AT_PATH and error.path is not None and error.problem is not None
    assert error.message == f"{error.path}: {error.problem.text}"
    for language in ("fr", "de", "nl", "nb"):
        said = say(error.notice, language)
        assert error.path in said and said.count("{") == error.message.count("{")  # no placeholder left


@settings(max_examples=300, deadline=None)
@given(documents)
def test_what_is_read_is_written_back_exactly(document):
    doc = inputs.read(Doc, document, "doc")
    assert inputs.to_json(doc) == document
    assert inputs.read(Doc, json.loads(json.dumps(inputs.to_json(doc))), "doc") == doc
    assert isinstance(doc.colour, Colour) and isinstance(doc.tags, tuple) and isinstance(doc.pair, tuple)


@settings(max_examples=1000, deadline=None)
@given(documents, st.data())
def test_a_value_replaced_anywhere_is_refused_at_its_path_or_read_back(document, data):
    where, keys = data.draw(st.sampled_from(_paths(document)))
    new = data.draw(_json)
    _replace(document, keys, new)
    try:
        doc = inputs.read(Doc, document, "doc")
    except InputError as error:
        _assert_our_error(error)
        expected = where
        if keys[0] == "tags":  # a list of plain values with a wrong one is a wrong list
            expected = "doc.tags"
        assert error.path == expected or error.path.startswith((expected + ".", expected + "[")), (where, error.message)
    else:  # accepted: the new value was one of its type, and everything reads back as it was
        assert inputs.to_json(doc) == document


@settings(max_examples=500, deadline=None)
@given(documents, st.data())
def test_missing_and_unknown_keys_are_named(document, data):
    key = data.draw(st.sampled_from(sorted(document)))
    value = document.pop(key)
    try:
        doc = inputs.read(Doc, document, "doc")
    except InputError as error:
        _assert_our_error(error)
        assert error.path == f"doc.{key}" and error.problem.code == "field_missing"
        assert key not in ("extra", "title", "level")
    else:
        assert key in ("extra", "title", "level")  # the keys that may be left out
        assert doc.level == (3 if key == "level" else document["level"])
    document[key] = value
    document["colr"] = "blue"
    with pytest.raises(InputError) as caught:
        inputs.read(Doc, document, "doc")
    _assert_our_error(caught.value)
    assert caught.value.path == "doc.colr" and caught.value.problem.code == "field_unknown"
    assert inputs.to_json(inputs.read(Doc, document, "doc", unknown="ignore")) == {
        k: v for k, v in document.items() if k != "colr"}


@settings(max_examples=500, deadline=None)
@given(_json)
def test_any_json_at_all_is_read_or_refused_with_our_error(value):
    try:
        inputs.read(Doc, value, "doc")
    except InputError as error:
        _assert_our_error(error)
        assert error.path == "doc" or error.path.startswith("doc.")


BAD_WHOLE_NUMBERS = [float("inf"), float("nan"), "1", 1.5, True, None, [1], {"a": 1}]


@pytest.mark.parametrize("value", BAD_WHOLE_NUMBERS)
def test_a_whole_number_is_nothing_else(value):
    for read in (lambda: inputs.whole_number(value, "turns[2].score"),
                 lambda: inputs.read(Leaf, {"name": "x", "score": value}, "turns[2]")):
        with pytest.raises(InputError) as caught:
            read()
        _assert_our_error(caught.value)
        assert caught.value.path == "turns[2].score"
        assert caught.value.problem.code == "field_type"


def test_the_words_of_each_problem():
    def message(value: Any) -> str:
        with pytest.raises(InputError) as caught:
            inputs.read(Doc, value, "doc")
        return caught.value.message

    good = {"turn": 1, "ratio": 0.5, "flag": True, "colour": "red", "kind": "a", "tags": [], "pair": ["x", 1],
            "leaves": [], "note": None}
    assert message({**good, "turn": 0}) == "doc.turn: must be at least 1, not 0"
    assert message({**good, "leaves": [{"name": "x", "score": 101}]}) == "doc.leaves[0].score: must be from 0 to 100, not 101"
    assert message({**good, "leaves": [3]}) == "doc.leaves[0]: must be an object, not 3"
    assert message({**good, "tags": ["a", 1]}) == 'doc.tags: must be a list of text, not ["a", 1]'
    assert message({**good, "pair": ["x"]}) == 'doc.pair: must be a list of 2 items (text, a whole number), not ["x"]'
    assert message({**good, "colour": "green"}) == 'doc.colour: must be one of "red", "blue", not "green"'
    assert message({**good, "note": 3}) == "doc.note: must be text or null, not 3"
    assert message({**good, "extra": None}) == "doc.extra: must be a whole number, not null"
    assert message({**good, "ratio": float("inf")}) == "doc.ratio: must be a finite number, not Infinity"
    assert message({k: v for k, v in good.items() if k != "flag"} | {"flg": True}) == (
        "doc.flag: is missing (the object has the unknown field 'flg')")
    assert message({**good, "x": 1}) == "doc.x: is unknown"
    assert message([good]) == 'doc: must be an object, not [{"turn": 1, "ratio": 0.5, "flag": tr...'


def test_a_dataclass_built_in_the_program_is_checked_as_it_would_be_read():
    leaf = Leaf("x", 5)
    inputs.check_fields(leaf)
    with pytest.raises(InputError) as caught:
        inputs.check_fields(Leaf("x", "5"))  # type: ignore[arg-type]
    assert caught.value.path == "score"


# -- the readers that use it ------------------------------------------------------------------


def test_a_stored_action_and_a_record_name_the_same_field():
    """A session file's action and a game record's say the same problem, each in its frame."""
    from duplicate.session.actions import Enter, parse_action

    payload = {"turn": 1, "table": "2", "text": None, "written_score": None}
    with pytest.raises(InputError) as caught:
        Enter.read(payload, "actions[4].payload")
    assert caught.value.message == 'actions[4].payload.table: must be a whole number, not "2"'
    with pytest.raises(Exception) as stored:
        parse_action("enter", payload)
    assert stored.value.message == 'bad data: the field \'table\' must be a whole number, not "2"'
    assert stored.value.notice.args["problem"] == caught.value.problem


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_training_summary_edited_anywhere_is_refused_at_its_path(data):
    from duplicate.training.game import SUMMARY_KEY, TrainingSummary, TurnResult

    result = TurnResult(1, "AB+CDEFG", "H8 CAB", "move", 12, 30, "H8 FACED", (("bingo", "no"),), False, False,
                        True, False, 0, 10, 2)
    summary = TrainingSummary("2024-01-01", "en", "TWL", "FISF", 1, 12, 30, 40.0, False, results=(result,))
    stored = json.loads(json.dumps(summary.to_dict()))
    where, keys = data.draw(st.sampled_from(_paths(stored, SUMMARY_KEY)))
    _replace(stored, keys, data.draw(_json))
    try:
        read = TrainingSummary.from_dict(stored)
    except InputError as error:
        _assert_our_error(error)
        assert error.path.startswith(where) or (where.startswith(error.path) and error.path.endswith(".hints"))
    else:
        assert read.to_dict() == stored or keys[0] == "version"


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["cgp", "move", "other"]), _json, max_size=3))
def test_a_batch_line_of_the_wrong_shape_names_its_field(request):
    from duplicate.cli import main

    out = io.StringIO()
    main(["score", "--edition", "en", "--no-lexicon", "--batch"], io.StringIO(json.dumps(request) + "\n"), out)
    answer = json.loads(out.getvalue())
    if not (isinstance(request.get("cgp"), str) and isinstance(request.get("move"), str)):
        assert answer["error"]["code"] == "malformed_input"
        assert answer["error"]["path"] in ("cgp", "move")
        assert answer["error"]["message"].startswith(answer["error"]["path"] + ": ")


@pytest.mark.parametrize("turn, move, score, field_name", [
    ("1", "H4 WORD", None, "turn"), (True, "H4 WORD", None, "turn"), (1, 7, None, "move"),
    (1, "H4 " + "A" * 100, None, "move"), (1, "H4 WORD", -3, "score"), (1, "H4 WORD", 10**6, "score"),
    (1, "H4 WORD", 2.5, "score"), (1, "H4 WORD", "12", "score"),
])
def test_a_phone_request_names_its_field(tmp_path, turn, move, score, field_name):
    from duplicate.rules.presets import load_preset
    from duplicate.session.phones import PhoneError, hand_in
    from duplicate.session.session import Session, SessionSettings
    from session_helpers import lexicon

    with Session.create(tmp_path / "p.duplicate", SessionSettings("en", lexicon("en").identity,
                                                                  load_preset("fisf"), seed=3),
                        lexicon("en"), players=[(1, "Ann")]) as session:
        session.draw()
        session.start_timer()
        with pytest.raises(PhoneError) as caught:
            hand_in(session, 1, turn, move, score)
        assert caught.value.code == "bad_request"
        assert caught.value.message.startswith(f"{field_name}: ")
        assert session.current_turn.entries == {}
