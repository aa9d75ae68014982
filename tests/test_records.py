"""Game records, prepared games, results exports, the game sheet, and the simulate/sheet commands."""

from __future__ import annotations

import copy
import csv
import io
import json
import os
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from duplicate.cli import main, simulate_game
from duplicate.rules.edition import Edition
from duplicate.base.errors import DuplicateError
from duplicate.words.lexicon import Lexicon, load_lexicon
from duplicate.rules.notation import format_move
from duplicate.records.game_record import RECORD_VERSION, RecordError, game_record, prepared_turns, read_record, session_from_record, write_record
from duplicate.records.sheet import SheetRow, ranking_program_csv, results_csv, results_rows, sheet_html, sheet_rows, sheet_text, standings_text
from duplicate.rules.presets import load_preset
from duplicate.session.session import RackSource, Session, SessionSettings
from duplicate.session.standings import compute_standings

REPO = Path(__file__).resolve().parents[1]


# -- helpers and fixtures -------------------------------------------------------------------


def _text(move, edition: Edition) -> str:
    return format_move(move.move, edition)


@pytest.fixture(scope="module")
def dutch_lexicon(dutch) -> Lexicon:
    return load_lexicon(dutch)


def play_with_arbiter(session: Session, seed: int) -> None:
    """A whole game with much of what an arbiter does: every kind of entry, rulings, an undo,
    a non-top master move, a rename, a late and a leaving player, a corrected past turn."""
    rng = random.Random(seed)
    edition = session.edition
    while True:
        turn = session.draw()
        if turn is None:
            break
        ranked = session.ranked_moves(20)
        if not session.tops():
            session.end_game("no move is possible")
            break
        n = turn.number
        session.start_timer()
        session.stop_timer()
        for player in session.active_players(n):
            r = rng.random()
            if r < 0.3:
                session.enter_move(player.table, _text(ranked[0], edition), ranked[0].points)
            elif r < 0.85:
                move = rng.choice(ranked)
                wrong = 1 if r > 0.8 else 0  # a wrong written score: a warning under FISF rules
                session.enter_move(player.table, _text(move, edition), move.points + wrong)
            elif r < 0.93:
                session.enter_move(player.table, "H8 QQQQ")  # illegal: scores 0
            else:
                session.enter_no_move(player.table)
        if n == 2:
            session.decide(1, warnings=1)
            session.decide(2, penalty=5)
        if n == 3:
            session.enter_move(1, "A1 ZZ")
            session.undo()  # undone: must not be in the record
            session.choose_master(_text(ranked[-1], edition))  # not a top
        if n == 4:
            session.rename_player(2, 'Anne "A" de Vries, jr')
        if n == 5:
            session.add_player(9, "Late <Comer>")
            session.enter_no_move(9)
        if n == 6:
            session.remove_player(3)
            session.clear_entry(1)
            session.enter_for_remaining(master_for_all=True)
        session.commit()
        if n == 8:
            session.enter_no_move(2, turn=1)  # a past turn corrected


@pytest.fixture(scope="module")
def arbitrated(tmp_path_factory, dutch, dutch_lexicon) -> Session:
    path = tmp_path_factory.mktemp("arbitrated") / "game.duplicate"
    session = Session.create(path,
                             SessionSettings(dutch.code, dutch_lexicon.identity, load_preset("fisf"), seed=5,
                                             title="Club night"),
                             dutch_lexicon, players=[(1, "Marie"), (2, "Anne"), (3, "Piet")])
    play_with_arbiter(session, seed=11)
    yield session
    session.close()


@pytest.fixture(scope="module")
def top_game(tmp_path_factory, dutch, dutch_lexicon) -> Session:
    """Dutch, FISF, seed 1, the default top committed every turn (turn 12's rack is redrawn)."""
    path = tmp_path_factory.mktemp("top") / "game.duplicate"
    session = Session.create(path, SessionSettings(dutch.code, dutch_lexicon.identity, load_preset("fisf"), seed=1),
                             dutch_lexicon)
    while session.draw() is not None:
        if not session.tops():
            session.end_game("no move is possible")
            break
        session.commit()
    yield session
    session.close()


def entries_of(session: Session) -> list[dict]:
    """Every turn's entries and rulings, in plain values."""
    result = []
    for turn in session.turns:
        entries = {}
        for table, e in sorted(turn.entries.items()):
            outcome = e.outcome.points if e.valid else getattr(e.outcome, "code", None)
            entries[table] = (e.text, e.written_score, e.valid, outcome)
        result.append({"entries": entries, "decisions": dict(sorted(turn.decisions.items())),
                       "draw": turn.draw, "master": turn.master, "committed": turn.committed,
                       "flags": turn.master_flags})
    return result


# -- the JSON game record -------------------------------------------------------------------


def test_arbitrated_game_is_varied(arbitrated):
    """The round trip below is only worth something if the game exercises all of this."""
    turns = arbitrated.committed_turns
    assert len(turns) >= 15 and arbitrated.end_reason
    assert any(t.master_flags for t in turns)  # a master move that is not a top
    cells = [c for row in compute_standings(arbitrated).rows for c in row.cells]
    assert {"move", "invalid", "no_move", "absent"} <= {c.status for c in cells}
    assert any(c.warnings for c in cells) and any(c.penalty for c in cells)
    assert all(kind != "enter" or p.get("text") != "A1 ZZ" for kind, p in arbitrated.action_log())


def test_record_round_trip_is_exact(arbitrated, tmp_path, dutch_lexicon):
    record = json.loads(json.dumps(game_record(arbitrated)))  # through JSON text, as on disk
    assert record["format"] == "duplicate-scrabble game record" and record["version"] == RECORD_VERSION
    copy_path = tmp_path / "copy.duplicate"
    with session_from_record(record, copy_path, lexicon=dutch_lexicon) as replayed:
        assert sheet_rows(replayed) == sheet_rows(arbitrated)
        assert compute_standings(replayed) == compute_standings(arbitrated)
        assert entries_of(replayed) == entries_of(arbitrated)
        assert replayed.players == arbitrated.players
        assert replayed.end_reason == arbitrated.end_reason
        assert replayed.action_log() == arbitrated.action_log()
        assert replayed.settings.seed == arbitrated.settings.seed and replayed.settings.title == "Club night"
    with Session.open(copy_path, lexicon=dutch_lexicon) as reopened:  # the new file holds it all
        assert sheet_rows(reopened) == sheet_rows(arbitrated)
        assert compute_standings(reopened) == compute_standings(arbitrated)


def test_record_file_loads_word_list_itself(arbitrated, tmp_path):
    path = tmp_path / "game.json"
    write_record(arbitrated, path)
    with session_from_record(read_record(path), tmp_path / "copy.duplicate") as replayed:  # bundled list, checked
        assert standings_text(replayed) == standings_text(arbitrated)
        assert sheet_text(replayed) == sheet_text(arbitrated)


def test_record_summary_lists_the_turns(arbitrated):
    summary = game_record(arbitrated)["summary"]
    turns = arbitrated.committed_turns
    assert [t["turn"] for t in summary["turns"]] == [t.number for t in turns]
    assert [t["score"] for t in summary["turns"]] == [t.committed.points for t in turns]
    assert summary["top_total"] == sum(t.committed.points for t in turns)
    assert summary["end_reason"] == arbitrated.end_reason


@pytest.fixture(scope="module")
def small_record(arbitrated) -> dict:
    return json.loads(json.dumps(game_record(arbitrated)))


def _refused(record, path: Path, code: str, lexicon=None) -> RecordError:
    with pytest.raises(RecordError) as info:
        session_from_record(record, path, lexicon=lexicon)
    assert info.value.code == code, info.value.message
    assert not path.exists(), "a refused record must leave no session file"
    return info.value


def _leaves(value, path=""):
    """Every leaf of a JSON value with its JSON path (``actions[3].payload.table``)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaves(item, f"{path}[{index}]")
    else:
        yield path


def _set_leaf(record, path: str, value) -> None:
    *parents, last = re.findall(r"[^.\[\]]+|\[\d+\]", path)
    for part in parents:
        record = record[int(part[1:-1])] if part.startswith("[") else record[part]
    record[int(last[1:-1]) if last.startswith("[") else last] = value


def _enclosing(path: str) -> list[str]:
    """``path`` and the paths of the values that hold it, the record itself left out."""
    paths = [path]
    while (outer := re.match(r"(.+)(\[\d+\]|\.[^.\[\]]+)$", paths[-1])) is not None:
        paths.append(outer.group(1))
    return paths


def test_every_refusal_of_a_damaged_record_says_where(small_record, tmp_path, dutch_lexicon):
    """Issue 21, item 9: a damaged record's error names the JSON path of what is wrong (the
    value itself, the action or object that holds it) or, when the damage only shows in the
    replayed game, the summary's figure that the game contradicts. Leaves drawn at random,
    each set to values of the wrong kind or out of range."""
    paths = list(_leaves(small_record))
    refused = 0
    for path in random.Random(21).sample(paths, 30):
        for value in ("x", -1, None, 10**30):
            record = copy.deepcopy(small_record)
            _set_leaf(record, path, value)
            try:
                session_from_record(record, tmp_path / "new.duplicate", lexicon=dutch_lexicon).close()
            except RecordError as error:
                refused += 1
                named = [p for p in _enclosing(path) if p in error.message] or re.findall(r"summary\.\S+:", error.message)
                assert named, (path, value, error.message)
            (tmp_path / "new.duplicate").unlink(missing_ok=True)
    assert refused > 60  # most damage is refused (what is accepted: wall times, bag counts kept for people)


def test_record_errors(small_record, tmp_path, dutch_lexicon):
    path = tmp_path / "new.duplicate"
    _refused([1, 2, 3], path, "not_a_record")
    _refused("text", path, "not_a_record")
    _refused({**small_record, "format": "eliot save"}, path, "not_a_record")
    _refused({k: v for k, v in small_record.items() if k != "format"}, path, "not_a_record")
    error = _refused({**small_record, "version": RECORD_VERSION + 1}, path, "newer_version")
    assert "newer version" in error.message
    _refused({**small_record, "version": "1"}, path, "corrupt")
    _refused({k: v for k, v in small_record.items() if k != "settings"}, path, "corrupt")
    _refused({**small_record, "actions": {"kind": "draw"}}, path, "corrupt")
    _refused({**small_record, "actions": [["draw", {}]]}, path, "corrupt")


def test_record_lexicon_mismatch(small_record, tmp_path, dutch, dutch_lexicon):
    changed = copy.deepcopy(small_record)
    changed["settings"]["lexicon"]["sha256"] = "0" * 64
    error = _refused(changed, tmp_path / "a.duplicate", "lexicon_mismatch")  # the bundled list, loaded
    assert "SHA-256" in error.message
    other = Lexicon.from_words(dutch, ["GEWED", "BASET"], name="tiny")
    _refused(small_record, tmp_path / "b.duplicate", "lexicon_mismatch", lexicon=other)


def test_record_that_does_not_replay(small_record, tmp_path):
    changed = copy.deepcopy(small_record)
    commit = next(a for a in changed["actions"] if a["kind"] == "commit")
    commit["payload"]["move"] = "A1 QQ"
    error = _refused(changed, tmp_path / "a.duplicate", "does_not_replay")
    assert "commit" in error.message
    changed = copy.deepcopy(small_record)
    changed["actions"].insert(3, {"kind": "explode", "payload": {}})
    _refused(changed, tmp_path / "b.duplicate", "does_not_replay")
    changed = copy.deepcopy(small_record)
    changed["summary"]["turns"][4]["score"] += 1  # the record says what the replay must give
    error = _refused(changed, tmp_path / "c.duplicate", "summary_mismatch")
    assert "turn 5" in error.message


def test_damaged_records_never_crash(small_record, tmp_path, dutch_lexicon):
    """Any value of the first actions replaced by a wrong type: a clear error or a replay, never a crash."""
    rng = random.Random(3)
    short = copy.deepcopy(small_record)
    cut = next(i for i, a in enumerate(short["actions"]) if a["kind"] == "commit" and a["payload"]["turn"] == 2)
    short["actions"] = short["actions"][: cut + 1]
    del short["summary"]
    targets = [(a, key) for a in short["actions"] for key in a["payload"]]
    targets += [(short["settings"], key) for key in ("edition", "lexicon", "rules", "seed", "rack_source")]
    for number, (holder, key) in enumerate(rng.sample(targets, 40)):
        damaged = copy.deepcopy(short)
        index = short["actions"].index(holder) if holder in short["actions"] else None
        target = damaged["actions"][index]["payload"] if index is not None else damaged["settings"]
        target[key] = rng.choice([None, "x", [], {}, -1, 10**30, 1.5, True])
        path = tmp_path / f"{number}.duplicate"
        try:
            session_from_record(damaged, path, lexicon=dutch_lexicon).close()
        except DuplicateError as exc:
            assert exc.message and not path.exists()


def test_read_record_errors(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(RecordError, match="not JSON"):
        read_record(bad)
    bad.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError):
        read_record(bad)
    bad.write_text("[]", encoding="utf-8")
    with pytest.raises(RecordError, match="JSON object"):
        read_record(bad)
    with pytest.raises(RecordError, match="does not exist"):
        read_record(tmp_path / "missing.json")


# -- prepared games -------------------------------------------------------------------------


def test_prepared_turns_of_session_and_record_agree(top_game):
    from_session = prepared_turns(top_game)
    assert from_session == prepared_turns(json.loads(json.dumps(game_record(top_game))))
    assert len(from_session) == len(top_game.committed_turns)
    for prepared, turn in zip(from_session, top_game.committed_turns):
        letters = Counter(prepared.rack)
        assert sum(letters.values()) == len(turn.draw.rack)
        assert len(prepared.rejected) == len(turn.draw.rejected)
    assert any(p.rejected for p in from_session), "seed 1 has a redrawn rack (turn 12)"


def test_prepared_game_replays_racks_and_tops(top_game, tmp_path, dutch, dutch_lexicon):
    prepared = prepared_turns(top_game)
    with Session.create(tmp_path / "replay.duplicate",
                        SessionSettings(dutch.code, dutch_lexicon.identity, load_preset("fisf"), seed=999,
                                        rack_source=RackSource.PREPARED, prepared=prepared),
                        dutch_lexicon) as session:
        while session.draw() is not None:
            session.commit()
        assert session.end_reason == "the prepared game has no more racks"
        original = top_game.committed_turns
        assert [t.draw for t in session.committed_turns] == [t.draw for t in original]
        assert [t.committed for t in session.committed_turns] == [t.committed for t in original]
        assert sheet_rows(session) == sheet_rows(top_game)


def test_prepared_turns_bad_record(small_record):
    for actions in ([{"kind": "commit", "payload": {"turn": 1}}],
                    [{"kind": "draw", "payload": {"turn": 1, "leftover": 3, "new": "ABC"}}],
                    [{"kind": "draw", "payload": {"turn": 1, "leftover": "", "new": "AB%"}}],
                    [{"kind": "draw", "payload": {"turn": "one", "leftover": "", "new": "ABC"}}]):
        with pytest.raises(RecordError):
            prepared_turns({**small_record, "actions": actions})
    with pytest.raises(RecordError):
        prepared_turns({"format": "duplicate-scrabble game record", "version": 1, "actions": []})  # no settings


# -- a small hand-made game: results, sheet marks, HTML -------------------------------------

NAMES = {1: "Dupont, Marie", 2: 'Jean "Jojo" Martin', 3: "Zoé <i>&</i>", 4: "Lee"}


@pytest.fixture
def hand_game(tmp_path, english) -> Session:
    """English, home rules, own letters, a five-word list; every score is worked out by hand.

    Board: GCG notation (row number first = across). QUEEN at 8D: Q on D8 (double letter)
    and N on the star (double word): (20 + 1 + 1 + 1 + 1) x 2 = 48.
    """
    lexicon = Lexicon.from_words(english, ["QUEEN", "AB", "BE", "NIH"], name="five words")
    session = Session.create(tmp_path / "hand.duplicate",
                             SessionSettings(english.code, lexicon.identity, load_preset("home"),
                                             rack_source=RackSource.OWN, title="Hand <made>"),
                             lexicon, players=sorted(NAMES.items()))
    # turn 1, rack QUEENAB: 1 QUEEN 48; 2 AB at 8G, B on the star: (1 + 3) x 2 = 8; 3, 4 nothing
    session.set_rack("QUEENAB")
    session.enter_move(1, "8D QUEEN")
    session.enter_move(2, "8G AB")
    session.enter_no_move(3)
    session.enter_no_move(4)
    session.choose_master("8D QUEEN")
    session.commit()
    # turn 2, leftover AB + CDEFG: B above the E of G8, on G7 (double letter): 6 + 1 = 7;
    # B on F7 (no premium): 3 + 1 = 4; 3 plays a word not in the list: 0
    session.set_rack("AB+CDEFG")
    session.enter_move(1, "G7 BE")
    session.enter_move(2, "F7 BE")
    session.enter_move(3, "G7 BA")
    session.enter_no_move(4)
    session.choose_master("G7 BE")
    session.commit()
    # turn 3: the leftover ACDEFG goes back (the typed rack lacks it): a redraw.
    # NIH down from the N on H8: 1 + 1 + 4 = 6 (no premium)
    session.set_rack("HIJKLMN")
    session.enter_move(1, "H8 NIH")
    session.enter_no_move(2)
    session.enter_move(3, "H8 NIH")
    session.enter_move(4, "H8 NIH")
    session.choose_master("H8 NIH")
    session.commit()
    yield session
    session.close()


def test_hand_game_sheet_rows(hand_game):
    assert sheet_rows(hand_game) == [
        SheetRow(1, "QUEENAB", "QUEEN", "8D", 48, False, 48),
        SheetRow(2, "AB+CDEFG", "BE", "G7", 7, False, 55),
        SheetRow(3, "-HIJKLMN", "NIH", "H8", 6, False, 61, ("ACDEFG",)),
    ]


def test_results_csv_exact(hand_game):
    # totals by hand: 1: 48+7+6 = 61; 2: 8+4+0 = 12; 3: 0+0+6 = 6; 4: 0+0+6 = 6; tops 61
    assert results_csv(hand_game) == (
        "table,name,total,deviation,percent,rank\n"
        '1,"Dupont, Marie",61,0,100.00,1\n'
        '2,"Jean ""Jojo"" Martin",12,-49,19.67,2\n'
        "3,Zoé <i>&</i>,6,-55,9.84,3\n"
        "4,Lee,6,-55,9.84,3\n"
    )
    parsed = list(csv.reader(io.StringIO(results_csv(hand_game))))
    assert [row[1] for row in parsed[1:]] == [NAMES[t] for t in (1, 2, 3, 4)]
    assert [r.rank for r in results_rows(hand_game)] == [1, 2, 3, 3]


def test_ranking_program_csv_exact(hand_game):
    assert ranking_program_csv(hand_game) == (
        '"1","Dupont, Marie","61"\n'
        '"2","Jean ""Jojo"" Martin","12"\n'
        '"3","Zoé <i>&</i>","6"\n'
        '"4","Lee","6"\n'
    )


def test_sheet_text_marks_and_end(hand_game):
    text = sheet_text(hand_game)
    lines = text.splitlines()
    turn_lines = [line for line in lines if re.match(r"^\s*\d+ \|", line)]
    assert len(turn_lines) == 3
    cells = [[c.strip() for c in line.split("|")] for line in turn_lines]
    assert cells[1] == ["2", "AB+CDEFG", "BE", "G7", "7", "", "55"]
    assert cells[2] == ["3", "-HIJKLMN", "NIH", "H8", "6", "", "61"]
    assert len({line.index("|") for line in turn_lines}) == 1  # aligned
    assert "Game over" not in text
    hand_game.set_rack("JKLMNAE")  # NIH kept JKLMN
    hand_game.end_game("no move is possible")
    text = sheet_text(hand_game)
    assert "Game over: no move is possible." in text
    assert "Turn 4: JKLMN+AE (not played)" in text


def test_standings_text(hand_game):
    text = standings_text(hand_game)
    assert text.startswith("Top total: 61 in 3 turns\n")
    rows = [[c.strip() for c in line.split("|")] for line in text.splitlines()[4:]]
    assert rows[0] == ["1", "1", "Dupont, Marie", "61", "0", "100.00", "0", "0", "0"]
    assert rows[3] == ["3", "4", "Lee", "6", "-55", "9.84", "0", "0", "0"]


def test_sheet_html_escapes_and_lists_every_turn(hand_game):
    page = sheet_html(hand_game)
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<i>&</i>" not in page and "Zoé &lt;i&gt;&amp;&lt;/i&gt;" in page
    assert "Jean &quot;Jojo&quot; Martin" in page
    assert "<title>Hand &lt;made&gt;</title>" in page
    assert "five words" in page and "Home" in page and "English" in page
    for rack in ("QUEENAB", "AB+CDEFG", "-HIJKLMN"):
        assert f'<td class="rack">{rack}</td>' in page
    sheet_part = page.split("<h2>Game sheet</h2>")[1].split('<table class="board"')[0]  # the board is beside it
    assert sheet_part.count("<tr>") == 1 + 3
    standings_part = page.split("<h2>Standings</h2>")[1].split("<h2")[0]  # (the board follows)
    assert standings_part.count("<tr>") == 1 + 4
    assert "http" not in page.replace('lang="en"', "")  # self-contained: nothing to fetch


def test_simulated_sheet_bingos_and_totals(top_game):
    rows = sheet_rows(top_game)
    running = 0
    for row, turn in zip(rows, top_game.committed_turns, strict=True):
        running += turn.committed.points
        assert row.top_total == running
        assert row.bingo == (len(turn.committed.move.placed) == 7)
        assert row.rack.startswith("-") == bool(turn.draw.rejected)
        assert Counter(row.rack.lstrip("-").replace("+", "")) == Counter(
            "?" if t == 0 else top_game.edition.letters[t] for t in turn.draw.rack)
    assert any(r.bingo for r in rows)
    assert rows[11].rack.startswith("-")  # turn 12's redraw
    lines = [line for line in sheet_text(top_game).splitlines() if re.match(r"^\s*\d+ \|", line)]
    assert [line.split("|")[5].strip() == "*" for line in lines] == [r.bingo for r in rows]


# -- the command line -----------------------------------------------------------------------


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "duplicate", *args], capture_output=True, text=True,
                          encoding="utf-8", cwd=REPO, timeout=120, env=env)


def sheet_numbers(text: str) -> tuple[int, int]:
    """(turns on the sheet, the last running top total) read from the printed table."""
    sheet = text.split("\nTop total:")[0]  # the standings table follows
    lines = [line for line in sheet.splitlines() if re.match(r"^\s*\d+ \|", line)]
    return len(lines), int(lines[-1].split("|")[-1])


def test_simulate_dutch_seed_1_and_sheet(tmp_path):
    saved = tmp_path / "game.duplicate"
    result = run("simulate", "--edition", "dutch", "--seed", "1", "--save", str(saved))
    assert result.returncode == 0, result.stderr
    turns, total = sheet_numbers(result.stdout)
    assert turns >= 15 and "Game over" in result.stdout
    shown = run("sheet", str(saved))
    assert shown.returncode == 0, shown.stderr
    assert sheet_numbers(shown.stdout) == (turns, total)
    assert shown.stdout == result.stdout
    with Session.open(saved) as session:
        assert len(session.committed_turns) == turns
        assert sum(t.committed.points for t in session.committed_turns) == total
        assert len(session.players) == 4 and session.end_reason


def test_simulate_every_edition(tmp_path_factory):
    """Each edition plays to the end (word lists built into a fresh cache, in parallel)."""
    env = {**os.environ, "DUPLICATE_SCRABBLE_CACHE": str(tmp_path_factory.mktemp("cache"))}
    processes = {
        code: subprocess.Popen([sys.executable, "-m", "duplicate", "simulate", "--edition", code,
                                "--players", str(players), "--seed", "2"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8",
                               cwd=REPO, env=env)
        for code, players in (("en", 1), ("fr", 2), ("de", 3), ("nl", 2), ("nb", 1))
    }
    for code, process in processes.items():
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, f"{code}: {err}"
        turns, total = sheet_numbers(out)
        assert turns >= 10 and total > 300 and "Game over" in out, code
        assert len(re.findall(r"Player \d", out)) == {"en": 1, "fr": 2, "de": 3, "nl": 2, "nb": 1}[code]


def test_simulate_is_deterministic_and_exports(tmp_path):
    first, second, other = io.StringIO(), io.StringIO(), io.StringIO()
    html_path, record_path = tmp_path / "sheet.html", tmp_path / "game.json"
    assert main(["simulate", "--edition", "nl", "--seed", "4", "--players", "2", "--html", str(html_path),
                 "--record", str(record_path)], out=first) == 0
    assert main(["simulate", "--edition", "nl", "--seed", "4", "--players", "2"], out=second) == 0
    assert main(["simulate", "--edition", "nl", "--seed", "5", "--players", "2"], out=other) == 0
    assert first.getvalue() == second.getvalue() != other.getvalue()
    assert "Player 2" in html_path.read_text(encoding="utf-8")
    with session_from_record(read_record(record_path), tmp_path / "copy.duplicate") as replayed:
        assert sheet_text(replayed) + "\n" + standings_text(replayed) == first.getvalue()


def test_sheet_exports(tmp_path):
    saved = tmp_path / "game.duplicate"
    assert main(["simulate", "--edition", "nl", "--seed", "3", "--players", "3", "--save", str(saved)],
                out=io.StringIO()) == 0
    paths = {name: tmp_path / name for name in ("s.html", "r.csv", "k.csv", "g.json", "g.gcg")}
    assert main(["sheet", str(saved), "--html", str(paths["s.html"]), "--csv", str(paths["r.csv"]),
                 "--ranking", str(paths["k.csv"]), "--record", str(paths["g.json"]), "--gcg", str(paths["g.gcg"])],
                out=io.StringIO()) == 0
    from session_helpers import board_from_gcg, board_letters

    with Session.open(saved, read_only=True) as replayed:  # the GCG file's moves build the session's master board
        assert board_from_gcg(paths["g.gcg"].read_text(encoding="utf-8"), replayed.edition) == board_letters(
            replayed.board, replayed.edition)
    # for a spreadsheet, with the byte-order mark; for the ranking program, without
    assert paths["r.csv"].read_text(encoding="utf-8").startswith("\ufefftable,name,total,deviation,percent,rank\n")
    assert not paths["k.csv"].read_bytes().startswith(b"\xef\xbb\xbf")
    assert len(paths["k.csv"].read_text(encoding="utf-8").splitlines()) == 3
    assert all(re.fullmatch(r'"\d+","Player \d","\d+"', line)
               for line in paths["k.csv"].read_text(encoding="utf-8").splitlines())
    assert "<table " in paths["s.html"].read_text(encoding="utf-8")
    assert read_record(paths["g.json"])["settings"]["seed"] == 3


def test_cli_errors(tmp_path, capsys):
    assert main(["sheet", str(tmp_path / "missing.duplicate")]) == 1
    assert "does not exist" in capsys.readouterr().err
    junk = tmp_path / "junk.duplicate"
    junk.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    assert main(["sheet", str(junk)]) == 1
    assert "junk.duplicate" in capsys.readouterr().err
    saved = tmp_path / "game.duplicate"
    saved.write_text("taken", encoding="utf-8")
    assert main(["simulate", "--edition", "nl", "--save", str(saved)], out=io.StringIO()) == 1
    assert "already exists" in capsys.readouterr().err
    assert main(["simulate", "--edition", "klingon"]) == 2
    assert main(["simulate", "--edition", "nl", "--preset", "nope"]) == 2
    assert "known presets" in capsys.readouterr().err
    assert main(["simulate", "--edition", "nl", "--players", "-1"]) == 2
    assert main(["simulate", "--edition", "nl", "--players", "0", "--html", str(tmp_path / "no" / "x.html")],
                out=io.StringIO()) == 1
    assert "cannot write" in capsys.readouterr().err


def test_simulate_game_function_uses_the_timer_and_ends(tmp_path, dutch, dutch_lexicon):
    with Session.create(tmp_path / "g.duplicate",
                        SessionSettings(dutch.code, dutch_lexicon.identity, load_preset("flemish"), seed=8),
                        dutch_lexicon, players=[(1, "A"), (2, "B")]) as session:
        simulate_game(session, 8)
        kinds = Counter(kind for kind, _ in session.action_log())
        assert kinds["timer"] == 2 * kinds["commit"] and kinds["end"] == 1
        assert all(set(t.entries) == {1, 2} for t in session.committed_turns)


def test_results_csv_with_decimal_commas_for_the_languages_that_write_them(hand_game):
    from duplicate.records.sheet import DECIMAL_COMMA, CsvStyle
    from duplicate.translations import csv_style

    assert results_csv(hand_game, style=DECIMAL_COMMA) == (
        "table;name;total;deviation;percent;rank\n"
        "1;Dupont, Marie;61;0;100,00;1\n"
        '2;"Jean ""Jojo"" Martin";12;-49;19,67;2\n'
        "3;Zoé <i>&</i>;6;-55;9,84;3\n"
        "4;Lee;6;-55;9,84;3\n"
    )
    assert {code: csv_style(code) for code in ("en", "fr", "de", "nl", "nb")} == {
        "en": CsvStyle(), "fr": DECIMAL_COMMA, "de": DECIMAL_COMMA, "nl": DECIMAL_COMMA, "nb": DECIMAL_COMMA}


def test_game_gcg_writes_the_master_moves_as_gcg_does(hand_game):
    """Worked out by hand from the game above: GCG squares (number first = across), the
    letters played through as ``.``, the racks as drawn, the running total of the tops."""
    from duplicate.records.gcg import game_gcg

    lines = game_gcg(hand_game).splitlines()
    assert lines[:3] == ["#character-encoding UTF-8", "#player1 Room The room (every player gets this rack)",
                         "#player2 Top Master moves"]
    assert "#title Hand <made>" in lines and not any(line.startswith("#lexicon") for line in lines)  # unknown list
    assert [line for line in lines if line.startswith(">")] == [
        ">Room: QUEENAB - +0 0",  # the room gets the rack and passes, then the master move is played
        ">Top: QUEENAB 8D QUEEN +48 48",
        ">Room: ABCDEFG - +0 0",
        ">Top: ABCDEFG G7 B. +7 55",  # down from G7: B laid, the E of QUEEN already there
        ">Room: HIJKLMN - +0 0",
        ">Top: HIJKLMN H8 .IH +6 61",  # down from the N on H8
    ]


def test_game_gcg_keeps_the_blanks_lowercase_and_names_squares_its_way_in_every_edition(tmp_path):
    from duplicate.records.gcg import game_gcg
    from duplicate.rules.edition import load_edition
    from duplicate.words.lexicon import load_lexicon

    french = load_lexicon(load_edition("fr"))
    session = Session.create(tmp_path / "fr.duplicate",
                             SessionSettings("fr", french.identity, load_preset("fisf"), rack_source=RackSource.OWN),
                             french, players=[(1, "Ann")])
    session.set_rack("?EIAPEN")
    session.choose_master("H2 EmPENAI")  # European H2: row H, from column 2, across
    points = session.commit().points
    assert game_gcg(session).splitlines()[-1] == f">Top: ?EIAPEN 8B EmPENAI +{points} {points}"  # GCG: row 8, column B
    session.close()


@pytest.mark.parametrize("name, shown", [
    ("Jean Martin", "Jean Martin"),
    ("Marie-Christine Anne-Sophie de la Tour d'Auvergne-Lauraguais", "Marie-Christine Anne…"),  # at a word
    ("Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft", "Wolfeschlegelsteinhausenber…"),
    ("Jean-Baptiste de la Fontaine", "Jean-Baptiste de la Fontaine"),  # 28: whole
])
def test_the_printed_sheet_cuts_a_long_name_at_a_word(name, shown):
    from duplicate.records.sheet import SHEET_NAME_LENGTH, sheet_name

    assert sheet_name(name) == shown and len(sheet_name(name)) <= SHEET_NAME_LENGTH


def test_the_sheet_draws_the_final_board_with_its_coordinates(hand_game):
    """QUEEN across from 8D, BE down from G7 through its E, NIH down from the N on H8 (by
    hand, above): the grid read back from the HTML, row by row."""
    import re as _re

    page = sheet_html(hand_game)
    board = page.split('<table class="board"')[1].split("</table>")[0]
    rows = _re.findall(r"<tr>(.*?)</tr>", board)
    header = _re.findall(r"<th>(.*?)</th>", rows[0])
    assert header[1:] == list("ABCDEFGHIJKLMNO")  # English: columns are letters
    grid = {}
    for line in rows[1:]:
        label = _re.match(r"<th>(\d+)</th>", line).group(1)
        cells = _re.findall(r"<td[^>]*>(.*?)</td>", line)
        assert len(cells) == 15
        grid[label] = ["" if c == "&nbsp;" else c for c in cells]
    assert [c for c in grid["8"] if c] == ["Q", "U", "E", "E", "N"] and grid["8"][3] == "Q"
    assert grid["7"][6] == "B" and grid["9"][7] == "<b>I</b>" and grid["10"][7] == "<b>H</b>"
    assert grid["8"][7] == "N"  # played through, not laid by the last move: not bold
    assert sum(bool(c) for row in grid.values() for c in row) == 5 + 1 + 2
    assert "The board after turn 3" in page
    # the board beside the game sheet, the standings under both (one A4 page when it fits)
    assert page.index("<h2>Game sheet</h2>") < page.index("The board after turn 3") < page.index("<h2>Standings</h2>")
