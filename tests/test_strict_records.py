"""Game records and prepared games read strictly: every bad field named by its JSON path.

Records are edited the way a person or a buggy program would (a number as text, a float, a
boolean, ``1e999``, ``Infinity``, a huge integer, deep nesting) and every loader must refuse
them with a RecordError naming the field, never an OverflowError or TypeError.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from duplicate.base.errors import DuplicateError
from duplicate.words.lexicon import load_lexicon
from duplicate.records.game_record import RecordError, game_record, prepared_turns, read_record, session_from_record
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.training.game import TrainingSummary, prepared_game
from duplicate.training.stats import read_history_item

BAD_WHOLE_NUMBERS = ["1e999", "Infinity", "-Infinity", "NaN", '"1"', "1.9", "true", "null", "[1]"]


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> dict:
    from duplicate.rules.edition import load_edition

    edition = load_edition("en")
    lexicon = load_lexicon(edition)
    path = tmp_path_factory.mktemp("record") / "game.duplicate"
    with Session.create(path, SessionSettings(edition.code, lexicon.identity, load_preset("fisf"), seed=8),
                        lexicon, players=[(1, "Ann"), (2, "Bob")]) as session:
        for _ in range(4):
            if session.draw() is None:
                break
            session.enter_move(1, "H4 " + "X", None)  # any text: a refused entry is recorded too
            session.commit()
        return json.loads(json.dumps(game_record(session)))


def _with(record: dict, path: list, raw: str) -> str:
    """The record as JSON text with the value at ``path`` replaced by the raw JSON ``raw``."""
    marker = "__REPLACED_VALUE__"
    edited = copy.deepcopy(record)
    target = edited
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = marker
    return json.dumps(edited).replace(f'"{marker}"', raw)


def _first_action(record: dict, kind: str) -> int:
    return next(i for i, a in enumerate(record["actions"]) if a["kind"] == kind)


def _load_everywhere(text: str, tmp_path: Path) -> list[DuplicateError]:
    """Read the record text with every loader; each must refuse it with an engine error."""
    file = tmp_path / "edited.json"
    file.write_text(text, encoding="utf-8")
    errors = []
    for load in (
        lambda: prepared_turns(read_record(file)),
        lambda: prepared_game(file),
        lambda: session_from_record(read_record(file), tmp_path / "new.duplicate").close(),
    ):
        with pytest.raises(DuplicateError) as info:
            load()
        errors.append(info.value)
        assert not (tmp_path / "new.duplicate").exists()
    return errors


@pytest.mark.parametrize("raw", BAD_WHOLE_NUMBERS)
def test_settings_seed_must_be_a_whole_number(record, tmp_path, raw):
    for error in _load_everywhere(_with(record, ["settings", "seed"], raw), tmp_path):
        assert "settings.seed" in error.message, error.message


@pytest.mark.parametrize("raw", BAD_WHOLE_NUMBERS)
def test_draw_turn_must_be_a_whole_number(record, tmp_path, raw):
    index = _first_action(record, "draw")
    text = _with(record, ["actions", index, "payload", "turn"], raw)
    file = tmp_path / "edited.json"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError) as info:
        prepared_turns(read_record(file))
    assert f"actions[{index}].payload.turn" in info.value.message


@pytest.mark.parametrize("raw", BAD_WHOLE_NUMBERS[:-1])
def test_summary_score_must_be_a_whole_number(record, tmp_path, raw):
    text = _with(record, ["summary", "turns", 0, "score"], raw)
    file = tmp_path / "edited.json"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError) as info:
        session_from_record(read_record(file), tmp_path / "new.duplicate")
    assert "summary.turns[0].score" in info.value.message


def test_racks_that_are_not_of_the_edition(record, tmp_path):
    index = _first_action(record, "draw")
    for raw in ('"ÆØÅ"', '"QQQQ"', '"ABCDEFGHIJ"', "7", '"' + "A" * 5000 + '"'):
        with pytest.raises(RecordError) as info:
            prepared_turns(json.loads(_with(record, ["actions", index, "payload", "new"], raw)))
        assert f"actions[{index}].payload.new" in info.value.message, info.value.message
    edited = copy.deepcopy(record)
    edited["settings"]["rack_source"] = "prepared"
    edited["settings"]["prepared"] = [{"rack": "EEE", "rejected": []}, {"rack": "QQ", "rejected": []}]
    with pytest.raises(RecordError) as info:
        prepared_turns(edited)
    assert "settings.prepared[1].rack: not a rack of this edition" in info.value.message


def test_huge_and_deep_json_files(tmp_path):
    for text in ('{"version": ' + "9" * 5000 + "}", "[" * 100_000, '{"a": ' * 50 + "1" + "}" * 50):
        file = tmp_path / "bad.json"
        file.write_text(text, encoding="utf-8")
        with pytest.raises(RecordError) as info:
            read_record(file)
        assert "at most" in info.value.message


def test_random_edits_never_escape(record, tmp_path):
    """Seeded edits of fields anywhere in the record: refused cleanly (RecordError) or read whole."""
    rng = random.Random(97)
    replacements = BAD_WHOLE_NUMBERS + ['""', '"x"', "{}", "[]", "-1", "0", "99999999999999999999", '"ÿ"']
    paths: list[list] = []

    def walk(value, path):
        paths.append(path)
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, path + [key])
        elif isinstance(value, list):
            for index, item in enumerate(value[:3]):
                walk(item, path + [index])

    walk(record, [])
    paths = [p for p in paths if p]
    target = tmp_path / "replayed.duplicate"
    for number in range(400):
        edited = json.loads(_with(record, rng.choice(paths), rng.choice(replacements)))
        try:
            turns = prepared_turns(edited)
        except RecordError as exc:
            assert exc.message
        else:
            assert all(isinstance(t.rack, str) for t in turns)
        if number % 8 == 0:
            try:
                session_from_record(edited, target).close()
            except RecordError as exc:
                assert exc.message and not target.exists()
            target.unlink(missing_ok=True)


def test_damaged_training_summary_is_read_from_the_log(tmp_path):
    from duplicate.rules.edition import load_edition
    from duplicate.training.game import SUMMARY_KEY, create_training, next_turn, submit

    edition = load_edition("en")
    session = create_training(tmp_path,
                              SessionSettings(edition.code, load_lexicon(edition).identity, load_preset("fisf"),
                                              seed=3),
                              load_lexicon(edition))
    next_turn(session)
    submit(session, None)
    path = session.store.path
    stored = session.store.settings()[SUMMARY_KEY]
    with pytest.raises(DuplicateError, match="cannot be saved"):  # the store never writes what JSON cannot hold
        session.store.set_setting(SUMMARY_KEY, {**stored, "turns": float("inf")})
    for bad in ("3", 2.5, True):
        session.store.set_setting(SUMMARY_KEY, {**stored, "turns": bad})
        with pytest.raises(DuplicateError, match=f"{SUMMARY_KEY}.turns"):
            TrainingSummary.from_dict(session.store.settings()[SUMMARY_KEY])
        item = read_history_item(path)
        assert item is not None and item.summary.turns == 1  # from the log instead
    session.close()


@pytest.mark.parametrize("path,raw,where", [
    (["summary", "standings", 0, "total"], "99999", "summary.standings[0].total"),
    (["summary", "standings", 1, "name"], '"Someone else"', "summary.standings[1].name"),
    (["summary", "top_total"], "99999", "summary.top_total"),
    (["summary", "turns", 0, "bingo"], "true", "summary.turns[0].bingo"),
])
def test_a_summary_the_game_does_not_give_is_refused(record, tmp_path, path, raw, where):
    """On main the summary's standings, total and bingos were never compared with the replay
    (``total=99999`` accepted)."""
    text = _with(record, path, raw)
    file = tmp_path / "edited.json"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError) as info:
        session_from_record(read_record(file), tmp_path / "new.duplicate")
    assert info.value.code == "summary_mismatch" and info.value.message.startswith(where), info.value.message
    assert not (tmp_path / "new.duplicate").exists()
    file.write_text(json.dumps(record), encoding="utf-8")
    session_from_record(read_record(file), tmp_path / "new.duplicate").close()  # the record as written replays
