"""Typed session actions: every stored kind reads back exactly what it wrote and refuses
anything else, naming the field; a session file whose actions were changed by hand (a field
renamed or mistyped, a flipped byte) is refused on opening and on undo/redo, naming the
action number; a file of the previous format (no checksums) still opens, unchanged."""

from __future__ import annotations

import hashlib
import json
import math
import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from duplicate.session.actions import ACTION_TYPES, BulkEnter, Decide, Enter, Hint, parse_action
from duplicate.base.errors import DuplicateError, SessionError
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.storage.session_file import SessionStore, StorageError
from file_formats import as_format_1, as_format_2, forge_chain
from session_helpers import FakeClock, lexicon, move_text, state_summary

# -- every kind: a valid payload and the type of each field, written out here ---------------

#: One valid stored payload per kind, and each field's type ("?" = may be null; "[int]" = a
#: list of whole numbers; "opt int" = may be left out, never null; "op"/"source" = fixed words;
#: "table" = a whole number up to 9999; an "int" is at most 10**12 either way).
KINDS: dict[str, tuple[dict, dict[str, str]]] = {
    "add_player": ({"table": 3, "name": "Team Blue", "roster_id": "r-9", "members": ["Emma", "Noah"]},
                   {"table": "table", "name": "str", "roster_id": "opt roster_id", "members": "opt [str]"}),
    "rename_player": ({"table": 3, "name": "Anne", "members": []},
                      {"table": "table", "name": "str", "members": "opt [str]"}),
    "leave": ({"table": 3}, {"table": "table"}),
    "change_table": ({"table": 3, "new_table": 12}, {"table": "table", "new_table": "table"}),
    "draw": ({"turn": 2, "leftover": "AE", "new": "RSTLN", "rejected": ["AEIOUYE"], "source": "random"},
             {"turn": "int", "leftover": "str", "new": "str", "rejected": "[str]", "source": "source"}),
    "timer": ({"turn": 1, "op": "pause", "remaining": 95.25, "wall": 1700000000.5},
              {"turn": "int", "op": "op", "remaining": "float", "wall": "float"}),
    "enter": ({"turn": 1, "table": 3, "text": "8H QUEEN", "written_score": 48, "source": "phone", "at_ms": 61500},
              {"turn": "int", "table": "table", "text": "str?", "written_score": "int?", "source": "opt entry_source",
               "at_ms": "opt int"}),
    "phone_join": ({"table": 3, "token_sha256": "ab" * 32}, {"table": "table", "token_sha256": "str"}),
    "phone_release": ({"table": 3}, {"table": "table"}),
    "table_card": ({"table": 3, "code_scrypt": "scrypt$" + "0f" * 16 + "$" + "a1" * 32},
                   {"table": "table", "code_scrypt": "str"}),
    "bulk_enter": ({"turn": 1, "tables": [1, 2, 5], "text": None},
                   {"turn": "int", "tables": "[table]", "text": "str?"}),
    "clear": ({"turn": 1, "table": 3}, {"turn": "int", "table": "table"}),
    "decide": ({"turn": 1, "table": 3, "accept_word": True, "warnings": 1, "penalty": 10},
               {"turn": "int", "table": "table", "accept_word": "opt bool", "warnings": "opt int",
                "penalty": "opt int"}),
    "master": ({"turn": 1, "move": "8H QUEEN", "flags": ["not a top"]},
               {"turn": "int", "move": "str", "flags": "[str]"}),
    "commit": ({"turn": 1, "move": "8H QUEEN", "score": 48}, {"turn": "int", "move": "str", "score": "int"}),
    "hint": ({"turn": 1, "kind": "word", "answer": "QUEEN"}, {"turn": "int", "kind": "str", "answer": "str"}),
    "room_hint": ({"turn": 2, "hint": "row", "value": "8"}, {"turn": "int", "hint": "hint_kind", "value": "str"}),
    "end": ({"turn": 9, "reason": "the bag is empty"}, {"turn": "int", "reason": "str"}),
}

#: Values each field type must refuse (1e999 is how JSON spells an infinite float).
BAD = {
    "int": [True, False, 1.0, 1.5, "1", float("inf"), float("nan"), json.loads("1e999"), None, [1], {}, 10**13,
            -(10**13)],
    "table": [True, 1.0, "1", float("nan"), None, [1], {}, 10_000, 10**29],
    "str": [1, 1.5, True, None, ["a"], {}],
    "float": [True, "1.5", float("inf"), float("-inf"), float("nan"), None, [1.0]],
    "bool": [1, 0, "true", None, 1.0],
    "int?": [True, 1.0, "1", float("nan"), json.loads("1e999"), [], {}, 10**29],
    "str?": [1, True, [], {}],
    "[int]": ["123", 1, None, [True], [1.0], ["1"], [1, None], {}],
    "[table]": ["123", 1, None, [True], [1.0], ["1"], [1, None], {}, [1, 10_000]],
    "[str]": ["ABC", 1, None, [1], [None], ["A", 2], {}],
    "op": ["begin", "", 1, None, True],
    "source": ["bag", "", 1, None],
    "entry_source": ["tablet", "", 1, None, True],
    "hint_kind": ["answer", "", 1, None, True, ["row"]],
    "roster_id": ["", " r-9", "r 9", "r-9\n", "x" * 65, "-r9", 9, None, True, ["r-9"]],
}


def _bad_values(field_type: str) -> list:
    if field_type.startswith("opt "):
        return BAD[field_type[4:]]  # None included: an optional field is left out, never null
    return BAD[field_type]


def test_every_stored_kind_has_a_class_and_a_sample() -> None:
    assert set(KINDS) == set(ACTION_TYPES)
    for kind, cls in ACTION_TYPES.items():
        assert cls.kind == kind


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_sample_round_trips_through_json(kind: str) -> None:
    payload, _ = KINDS[kind]
    action = parse_action(kind, json.loads(json.dumps(payload)))
    assert type(action) is ACTION_TYPES[kind]
    assert action.to_payload() == payload
    assert type(action).from_payload(action.to_payload()) == action


CASES = [(kind, key, value) for kind, (_, types) in KINDS.items() for key, t in types.items()
         for value in _bad_values(t)]


@pytest.mark.parametrize("kind,key,value", CASES, ids=[f"{k}-{f}-{v!r}" for k, f, v in CASES])
def test_mistyped_field_is_refused_naming_it(kind: str, key: str, value) -> None:
    payload = {**KINDS[kind][0], key: value}
    with pytest.raises(SessionError) as caught:
        parse_action(kind, payload)
    assert caught.value.code == "bad_action"
    assert f"'{key}'" in caught.value.message, caught.value.message


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_missing_and_extra_fields_are_refused(kind: str) -> None:
    payload, types = KINDS[kind]
    for key, field_type in types.items():
        short = {k: v for k, v in payload.items() if k != key}
        if field_type.startswith("opt "):
            assert key not in parse_action(kind, short).to_payload()
            continue
        with pytest.raises(SessionError, match=f"'{key}' is missing"):
            parse_action(kind, short)
    with pytest.raises(SessionError, match="'colour' is unknown"):
        parse_action(kind, {**payload, "colour": "blue"})
    for not_an_object in ([], "text", None, 3):
        with pytest.raises(SessionError, match="not an object"):
            parse_action(kind, not_an_object)


def test_unknown_kind() -> None:
    with pytest.raises(SessionError, match="unknown action 'teleport'"):
        parse_action("teleport", {})


def test_payload_keys_are_the_stored_names() -> None:
    assert Hint(2, "word", "QUEEN").to_payload() == {"turn": 2, "kind": "word", "answer": "QUEEN"}
    assert Decide(1, 4, warnings=2).to_payload() == {"turn": 1, "table": 4, "warnings": 2}
    assert Enter(1, 4, None, None).to_payload() == {"turn": 1, "table": 4, "text": None, "written_score": None}


def test_constructing_a_mistyped_action_fails_at_once() -> None:
    with pytest.raises(SessionError, match="'written_score'"):
        Enter(1, 2, "8H QUEEN", "48")  # type: ignore[arg-type]
    with pytest.raises(SessionError, match="'table'"):
        Enter(1, True, "8H QUEEN", 48)  # type: ignore[arg-type]


# -- property tests ----------------------------------------------------------------------------

_STRATEGIES = {
    "int": st.integers(min_value=-(10**12), max_value=10**12),
    "table": st.integers(min_value=-(10**12), max_value=9999),
    "str": st.text(max_size=12),
    "float": st.floats(allow_nan=False, allow_infinity=False),
    "bool": st.booleans(),
    "op": st.sampled_from(["start", "pause", "resume", "stop"]),
    "source": st.sampled_from(["random", "own", "prepared"]),
    "entry_source": st.sampled_from(["slip", "phone"]),
    "hint_kind": st.sampled_from(["worth", "letter", "row", "column", "bingo", "blank", "tiles", "length"]),
    "roster_id": st.from_regex(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,63}", fullmatch=True),
}


def _strategy(field_type: str):
    if field_type.endswith("?"):
        return st.none() | _STRATEGIES[field_type[:-1]]
    if field_type.startswith("["):
        return st.lists(_STRATEGIES[field_type[1:-1]], max_size=5)
    return _STRATEGIES[field_type]


@st.composite
def payloads(draw):
    kind = draw(st.sampled_from(sorted(KINDS)))
    payload = {}
    for key, field_type in KINDS[kind][1].items():
        if field_type.startswith("opt "):
            if draw(st.booleans()):
                payload[key] = draw(_strategy(field_type[4:]))
        else:
            payload[key] = draw(_strategy(field_type))
    return kind, payload


@settings(max_examples=300, deadline=None)
@given(payloads())
def test_any_valid_payload_round_trips(case) -> None:
    kind, payload = case
    stored = json.loads(json.dumps(payload))
    action = parse_action(kind, stored)
    assert action.to_payload() == stored
    assert parse_action(kind, action.to_payload()) == action


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(KINDS)), st.data())
def test_damaged_payloads_give_a_clear_error_or_a_valid_action(kind: str, data) -> None:
    payload = dict(KINDS[kind][0])
    for key in data.draw(st.lists(st.sampled_from([*payload, "x"]), max_size=3)):
        if data.draw(st.booleans()):
            payload.pop(key, None)
        else:
            payload[key] = data.draw(_json)
    try:
        action = parse_action(kind, payload)
    except SessionError as exc:
        assert exc.code == "bad_action" and "the field" in exc.message or "not an object" in exc.message
    else:  # accepted: then every field had its exact type, and it reads back the same
        assert action.to_payload() == {k: v for k, v in payload.items()}
        for value in action.to_payload().values():
            assert not isinstance(value, float) or math.isfinite(value)


# -- real session files edited by hand ---------------------------------------------------------


@pytest.fixture(scope="module")
def session_file(tmp_path_factory) -> tuple[Path, dict]:
    """A closed session whose log holds every kind of action, and a summary of its state."""
    path = tmp_path_factory.mktemp("actions") / "every-kind.duplicate"
    rules = load_preset("fisf").with_changes(room_hints=True)
    session = Session.create(path, SessionSettings("en", lexicon("en").identity, rules, seed=11),
                             lexicon("en"), players=[(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Di"),
                                                     (5, "Team Blue", None, ("Emma", "Noah"))],
                             clock=FakeClock())
    session.rename_player(4, "Dee")
    session.draw()
    session.start_timer()
    session.pause_timer()
    session.resume_timer()
    moves = session.ranked_moves(limit=10)
    session.enter_move(1, move_text(moves[0], session.edition), written_score=moves[0].points)
    session.enter_move(2, move_text(moves[-1], session.edition), written_score=moves[-1].points + 1)
    session.enter_no_move(3)
    session.clear_entry(3)
    session.issue_card(4, "scrypt$" + "0f" * 16 + "$" + "a1" * 32)
    session.join_phone(4, "cd" * 32)
    session.enter_move(4, move_text(moves[1], session.edition), turn=1, source="phone", at_ms=1500)
    session.release_phone(4)
    session.decide(2, warnings=1, penalty=5)
    session.enter_for_remaining(master_for_all=False)
    session.record_hint("word", "a hint")
    session.show_room_hint("worth")
    session.stop_timer()
    session.choose_master(move_text(moves[0], session.edition))
    session.commit()
    session.change_table(2, 12)
    session.remove_player(4)
    session.draw()
    session.enter_move(1, move_text(session.ranked_moves(limit=1)[0], session.edition), written_score=7)
    session.commit()
    session.end_game("enough for tonight")
    kinds = {a.kind for a in session.store.actions()}
    summary = state_summary(session)
    session.close()
    assert kinds == set(ACTION_TYPES), "the sample game must store every kind"
    return path, summary


def _copy(session_file, tmp_path: Path) -> Path:
    target = tmp_path / "edited.duplicate"
    shutil.copyfile(session_file[0], target)
    return target


def _rows(path: Path, kind: str) -> list[tuple[int, dict]]:
    db = sqlite3.connect(path)
    rows = [(seq, json.loads(p)) for seq, p in db.execute("SELECT seq, payload FROM actions WHERE kind = ? "
                                                         "ORDER BY seq", (kind,))]
    db.close()
    return rows


def _store_payload(path: Path, seq: int, text: str, *, rechain: bool = True) -> None:
    """Write a payload by hand; with ``rechain`` the whole chain is recomputed after it (a
    forger's consistent edit, which only the strict reading of the action can refuse)."""
    db = sqlite3.connect(path)
    db.execute("UPDATE actions SET payload = ? WHERE seq = ?", (text, seq))
    db.commit()
    db.close()
    if rechain:
        forge_chain(path)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _refused(path: Path, *fragments: str) -> DuplicateError:
    digest = _digest(path)
    with pytest.raises(DuplicateError) as caught:
        Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    for fragment in fragments:
        assert fragment in caught.value.message, caught.value.message
    assert _digest(path) == digest, "a refused file was written to"
    return caught.value


def test_every_stored_payload_reads_back_exactly(session_file) -> None:
    store = SessionStore.open(session_file[0])
    try:
        for action in store.actions():
            assert parse_action(action.kind, action.payload).to_payload() == action.payload
    finally:
        store.close()


def test_enter_with_text_renamed_is_refused(session_file, tmp_path) -> None:
    path = _copy(session_file, tmp_path)
    seq, payload = _rows(path, "enter")[0]
    payload["txt"] = payload.pop("text")
    _store_payload(path, seq, json.dumps(payload))
    error = _refused(path, f"action {seq} (enter)", "'text'")
    assert error.code == "corrupt"


@pytest.mark.parametrize("kind,key,value", [
    ("enter", "written_score", "48"),
    ("enter", "table", 1.0),
    ("add_player", "table", 2.0),
    ("commit", "score", True),
    ("draw", "rejected", "AEIOUYE"),
    ("timer", "remaining", None),
    ("decide", "warnings", None),
])
def test_mistyped_stored_field_is_refused(session_file, tmp_path, kind, key, value) -> None:
    path = _copy(session_file, tmp_path)
    seq, payload = _rows(path, kind)[0]
    payload[key] = value
    _store_payload(path, seq, json.dumps(payload))
    _refused(path, f"action {seq} ({kind})", f"'{key}'")


def test_flipped_byte_is_caught_by_the_chain(session_file, tmp_path) -> None:
    """A changed written score still reads as a valid action: only the chain can catch it."""
    path = _copy(session_file, tmp_path)
    seq, payload = next((s, p) for s, p in _rows(path, "enter") if p["written_score"] is not None)
    db = sqlite3.connect(path)
    text = db.execute("SELECT payload FROM actions WHERE seq = ?", (seq,)).fetchone()[0]
    db.close()
    digit = str(payload["written_score"])[-1]
    flipped = text.replace(f'"written_score":{payload["written_score"]}',
                           f'"written_score":{str(payload["written_score"])[:-1]}{chr(ord(digit) ^ 1)}')
    assert flipped != text
    parse_action("enter", json.loads(flipped))  # still a well-formed action
    (tmp_path / "earlier").mkdir()
    earlier = _copy(session_file, tmp_path / "earlier")
    _store_payload(path, seq, flipped, rechain=False)
    error = _refused(path, f"row {seq} of its log (enter)", "changed outside this program")
    assert isinstance(error, StorageError) and error.code == "chain_broken"
    as_format_2(earlier)  # the same edit in a file of format 2: its CRC catches it
    _store_payload(earlier, seq, flipped, rechain=False)
    _refused(earlier, f"action {seq} (enter)", "checksum")


def test_missing_checksum_is_refused(session_file, tmp_path) -> None:
    path = _copy(session_file, tmp_path)
    as_format_2(path)
    seq = _rows(path, "commit")[0][0]
    db = sqlite3.connect(path)
    db.execute("PRAGMA writable_schema = ON")  # crc is NOT NULL: only a damaged file lacks one
    db.execute("UPDATE sqlite_master SET sql = replace(sql, 'crc INTEGER NOT NULL', 'crc INTEGER') "
               "WHERE name = 'actions'")
    db.commit()
    db.close()
    db = sqlite3.connect(path)
    db.execute("UPDATE actions SET crc = NULL WHERE seq = ?", (seq,))
    db.commit()
    db.close()
    _refused(path, f"action {seq} (commit)", "checksum")


def test_damaged_undone_action_is_refused_on_open_and_on_redo(session_file, tmp_path) -> None:
    path = _copy(session_file, tmp_path)
    with Session.open(path, lexicon=lexicon("en"), clock=FakeClock()) as session:
        assert session.undo() == "end"
        before = state_summary(session)
        seq, payload = _rows(path, "end")[0]
        del payload["reason"]
        _store_payload(path, seq, json.dumps(payload))  # another program edits the open file (and rechains it)
        rows = _digest(path)
        with pytest.raises(StorageError, match="changed by another program") as caught:
            session.redo()
        assert caught.value.code == "file_changed"
        assert state_summary(session) == before, "a refused redo leaves the state as it was"
        assert _digest(path) == rows, "nothing was written to the changed file"
    _refused(path, f"action {seq} (end)", "'reason' is missing")


# -- the previous file format --------------------------------------------------------------------


@pytest.mark.parametrize("rewrite,version", [(as_format_1, 1), (as_format_2, 2)])
def test_earlier_format_opens_unchanged_and_is_chained_when_opened_for_writing(session_file, tmp_path,
                                                                               rewrite, version) -> None:
    path = _copy(session_file, tmp_path)
    rewrite(path)
    digest = _digest(path)
    session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock(), read_only=True)
    assert state_summary(session) == session_file[1]
    assert session.store.version == version
    session.close()
    assert _digest(path) == digest, "reading a file of an earlier format must not write to it"

    session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert session.store.version == version and state_summary(session) == session_file[1]
    session.close()
    assert _digest(path) == digest, "opening for writing writes nothing before the first action"

    session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert session.undo() == "end" and session.store.version == 3  # converted by this first write
    session.close()
    session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert session.can_redo  # the undone action's mark, chained
    session.redo()
    session.add_player(9, "Late")
    session.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 3
    assert {r[0] for r in db.execute("SELECT name FROM sqlite_master")} == {"settings", "actions", "chain",
                                                                            "sqlite_autoindex_settings_1"}
    db.close()
    reopened = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert reopened.player(9).name == "Late"
    reopened.close()
    seq, payload = _rows(path, "commit")[0]
    _store_payload(path, seq, json.dumps({**payload, "score": payload["score"] + 1}), rechain=False)
    _refused(path, f"row {seq} of its log (commit)")


def test_an_earlier_file_failing_its_checksum_is_refused_before_any_write(session_file, tmp_path) -> None:
    path = _copy(session_file, tmp_path)
    as_format_2(path)
    seq, payload = _rows(path, "commit")[0]
    _store_payload(path, seq, json.dumps({**payload, "score": payload["score"] + 1}), rechain=False)
    _refused(path, f"action {seq} (commit)", "checksum")  # for writing: nothing converted


def test_format_1_file_is_read_as_strictly(session_file, tmp_path) -> None:
    path = _copy(session_file, tmp_path)
    as_format_1(path)
    seq, payload = _rows(path, "enter")[0]
    del payload["text"]
    db = sqlite3.connect(path)
    db.execute("UPDATE actions SET payload = ? WHERE seq = ?", (json.dumps(payload), seq))
    db.commit()
    db.close()
    _refused(path, f"action {seq} (enter)", "'text' is missing")


def test_lists_are_kept_as_tuples() -> None:
    action = BulkEnter(1, [2, 3], None)  # type: ignore[arg-type]
    assert action.tables == (2, 3) and hash(action) == hash(BulkEnter(1, (2, 3), None))
    assert action.to_payload()["tables"] == [2, 3]


@pytest.mark.parametrize(
    "kind, payload, french",
    [
        ("leave", {}, "données erronées\u00a0: le champ 'table' manque"),
        ("leave", {"tabel": 3}, "données erronées\u00a0: le champ 'table' manque (les données contiennent à sa place le champ inconnu 'tabel')"),
        ("leave", {"table": 3, "colour": "blue"}, "données erronées\u00a0: le champ 'colour' est inconnu"),
        ("leave", {"table": "3"}, "données erronées\u00a0: le champ 'table' doit être un nombre entier, et non \"3\""),
        ("draw", {**KINDS["draw"][0], "rejected": [1]},
         "données erronées\u00a0: le champ 'rejected' doit être une liste dont chaque élément est du texte, et non [1]"),
        ("enter", {**KINDS["enter"][0], "source": None},
         "données erronées\u00a0: le champ 'source' doit être l'une des valeurs \"slip\", \"phone\", et non null"),
    ],
)
def test_a_damaged_action_is_described_in_the_language(kind, payload, french) -> None:
    """The field's problem and its type are nested messages: the French has no English word."""
    from duplicate.translations import say

    with pytest.raises(SessionError) as caught:
        parse_action(kind, payload)
    assert say(caught.value.notice, "fr") == french


def test_a_damaged_file_reads_naturally_in_french_and_german(session_file, tmp_path) -> None:
    """Whole sentences as a club's arbiter reads them when a session file is damaged: the nested
    field problem and field type fit the sentence (German "ist aber eine Liste", not "nicht ein
    ...", a list's elements said as such in both)."""
    from duplicate.translations import say

    path = _copy(session_file, tmp_path)
    seq, payload = _rows(path, "enter")[0]
    payload["txt"] = payload.pop("text")
    _store_payload(path, seq, json.dumps(payload))
    french = say(_refused(path).notice, "fr")
    assert french == (f"l'action {seq} (enter) ne peut pas être rejouée\u00a0: données erronées\u00a0: le champ 'text' manque "
                      "(les données contiennent à sa place le champ inconnu 'txt')"), french

    (tmp_path / "second").mkdir()
    path = _copy(session_file, tmp_path / "second")
    seq, payload = _rows(path, "draw")[0]
    payload["rejected"] = [1]
    _store_payload(path, seq, json.dumps(payload))
    german = say(_refused(path).notice, "de")
    assert german == (f"Aktion {seq} (draw) kann nicht nachgespielt werden: fehlerhafte Daten: das Feld 'rejected' "
                      "muss eine Liste (jedes Element: Text) sein, ist aber [1]"), german
