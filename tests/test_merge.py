"""Simultaneous games across clubs (issue 26, item 5): the game identity, the merge of the
clubs' session files, and every refusal: another game, turns changed after the draw (a rack
typed, a turn undone and drawn again with other letters), fewer turns, a damaged or tampered
file, a file given twice; the command line and the game record's identity.

Each club's evening is a real session file of the prepared game, played through the session's
commands; the expected ranking is worked out from the tops stored in the files (sqlite3) and
the players' patterns (tests/season_helpers).
"""

from __future__ import annotations

import io
import json
import sqlite3

import pytest

from duplicate import cli
from duplicate.records.game_record import prepared_turns, write_record
from duplicate.records.merge import MergeError, merge_sessions, read_identity, short_identity
from duplicate.rules.bag import draw_rack
from duplicate.rules.notation import format_move
from duplicate.session.session import Session
from tests.season_helpers import competition_ranks, expected_evening, play_evening
from tests.session_helpers import lexicon

CLUBS = {
    "Lille": [("Anne", "TTTT"), ("Bert", "T-TT")],
    "Lyon": [("Chloé", "TT-T"), ("Dan", "----"), ("Émile", "T-TT")],
    "": [("Fanny", "-TTT")],  # no club name: the file's name stands for it
}


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    """The origin club's evening (random racks) and the prepared game taken from it."""
    folder = tmp_path_factory.mktemp("merge")
    with pytest.MonkeyPatch.context() as monkeypatch:
        origin = play_evening(folder / "origin.duplicate", [("Origin", "TTTT")], seed=21, club="Origin",
                              monkeypatch=monkeypatch)
    with Session.open(origin, lexicon("fr"), read_only=True) as session:
        racks = prepared_turns(session)
        write_record(session, folder / "game.json")
    return folder, origin, racks


@pytest.fixture(scope="module")
def club_files(game):
    folder, _, racks = game
    made = []
    with pytest.MonkeyPatch.context() as monkeypatch:
        for number, (club, players) in enumerate(CLUBS.items(), start=1):
            path = folder / f"club-{number}.duplicate"
            play_evening(path, players, club=club, prepared=racks, monkeypatch=monkeypatch)
            made.append((path, club, players))
    return made


def test_clubs_are_ranked_together_as_worked_out_by_hand(club_files) -> None:
    merged = merge_sessions([p for p, _, _ in club_files])
    expected = {}
    for path, club, players in club_files:
        for name, (total, deviation, percent, _) in expected_evening(path, players).items():
            expected[name] = (club or path.name.removesuffix(".duplicate"), total, deviation, percent)
    ranks = competition_ranks({name: (figures[1],) for name, figures in expected.items()})
    got = {r.name: (r.club, r.total, r.deviation, r.percent, r.rank) for r in merged.rows}
    assert got == {name: (*figures, ranks[name]) for name, figures in expected.items()}
    # Anne played every top: first; Bert, Émile and Fanny tie or not as the tops say
    assert merged.rows[0].name == "Anne" and merged.rows[0].rank == 1
    assert [c[0] for c in merged.clubs] == ["Lille", "Lyon", "club-3"]
    assert merged.turns == 4


def test_every_club_file_shares_the_origin_games_identity(game, club_files) -> None:
    folder, origin, _ = game
    identities = {read_identity(p) for p, _, _ in club_files}
    assert identities == {read_identity(origin)} == {read_identity(folder / "game.json")}
    identity = identities.pop()
    assert len(identity) == 64 and short_identity(identity) == "-".join(
        [identity[:4].upper(), identity[4:8].upper(), identity[8:12].upper()])


def test_the_origin_club_merges_with_the_clubs_that_replayed_its_game(game, club_files) -> None:
    _, origin, _ = game
    merged = merge_sessions([origin, *(p for p, _, _ in club_files)])
    assert {r.club for r in merged.rows} == {"Origin", "Lille", "Lyon", "club-3"}


def test_another_game_is_refused_naming_the_file(tmp_path, monkeypatch, club_files) -> None:
    other = play_evening(tmp_path / "elsewhere.duplicate", [("Gil", "TTTT")], seed=22, monkeypatch=monkeypatch)
    with pytest.raises(MergeError) as caught:
        merge_sessions([club_files[0][0], other])
    assert "elsewhere.duplicate" in caught.value.message and "another game" in caught.value.message


def _finish(session: Session) -> None:
    while True:
        turn = session.draw()
        if turn is None:
            break
        top = session.default_master()
        session.enter_move(1, format_move(top.move, session.edition), top.points)
        session.commit()


def test_a_typed_rack_is_a_changed_turn(tmp_path, monkeypatch, game, club_files) -> None:
    _, _, racks = game
    path = tmp_path / "typed.duplicate"
    play_evening(path, [("Hugo", "T")], prepared=racks, turns=1, monkeypatch=monkeypatch)
    with Session.open(path, lexicon("fr")) as session:
        session.undo()  # the end of the game
        session.set_rack(racks[1].rack)  # the very letters, typed: no longer the prepared draw
    with pytest.raises(MergeError) as caught:
        merge_sessions([club_files[0][0], path])
    assert "typed.duplicate" in caught.value.message and "changed after the draw" in caught.value.message


def test_a_turn_undone_and_drawn_again_with_other_letters_is_refused(tmp_path, monkeypatch, game, club_files) -> None:
    _, _, racks = game
    path = tmp_path / "redrawn.duplicate"
    play_evening(path, [("Hugo", "TTTT")], prepared=racks, monkeypatch=monkeypatch)
    with Session.open(path, lexicon("fr")) as session:
        while session.undo() != "draw":  # back to before turn 4's draw
            pass
        assert len(session.turns) == 3
        leftover, bag = session.leftover(), session.bag()
        for seed in range(1, 50):
            other = draw_rack(leftover, bag, 4, session.edition, session.rules, seed)
            text = session.tiles_text(other.rack)
            if sorted(text) != sorted(racks[3].rack):
                break
        session.set_rack(text)
        top = session.default_master()
        session.enter_move(1, format_move(top.move, session.edition), top.points)
        session.commit()
    with pytest.raises(MergeError) as caught:
        merge_sessions([club_files[0][0], path])
    assert "redrawn.duplicate" in caught.value.message and "turn 4" in caught.value.message


def test_a_turn_undone_and_drawn_again_from_the_prepared_game_is_accepted(tmp_path, monkeypatch, game,
                                                                          club_files) -> None:
    _, _, racks = game
    path = tmp_path / "undone.duplicate"
    play_evening(path, [("Hugo", "TTTT")], prepared=racks, monkeypatch=monkeypatch)
    with Session.open(path, lexicon("fr")) as session:
        while session.undo() != "draw":
            pass
        _finish(session)
    merged = merge_sessions([club_files[0][0], path])
    assert any(r.name == "Hugo" for r in merged.rows)


def test_a_club_that_played_fewer_turns_is_refused(tmp_path, monkeypatch, game, club_files) -> None:
    _, _, racks = game
    short = play_evening(tmp_path / "short.duplicate", [("Ines", "TTT")], prepared=racks, monkeypatch=monkeypatch)
    with pytest.raises(MergeError) as caught:
        merge_sessions([club_files[0][0], short])
    assert "short.duplicate" in caught.value.message and "3 turns" in caught.value.message


def test_damaged_tampered_and_repeated_files_are_refused_naming_them(tmp_path, club_files) -> None:
    first = club_files[0][0]
    junk = tmp_path / "junk.duplicate"
    junk.write_bytes(b"\x00garbage" * 100)
    with pytest.raises(MergeError, match="junk.duplicate"):
        merge_sessions([first, junk])
    tampered = tmp_path / "tampered.duplicate"
    tampered.write_bytes(club_files[1][0].read_bytes())
    db = sqlite3.connect(tampered)
    seq, payload = db.execute("SELECT seq, payload FROM actions WHERE kind = 'draw' ORDER BY seq LIMIT 1").fetchone()
    data = json.loads(payload)
    data["new"] = data["new"][::-1]  # the same letters in another order: the hash chain still sees it
    db.execute("UPDATE actions SET payload = ? WHERE seq = ?", (json.dumps(data), seq))
    db.commit()
    db.close()
    with pytest.raises(MergeError, match="tampered.duplicate"):
        merge_sessions([first, tampered])
    with pytest.raises(MergeError, match="given twice"):
        merge_sessions([first, first])
    with pytest.raises(MergeError, match="no session file"):
        merge_sessions([])


def test_the_merge_reads_without_writing(club_files) -> None:
    before = {p: p.read_bytes() for p, _, _ in club_files}
    merge_sessions([p for p, _, _ in club_files])
    assert {p: p.read_bytes() for p, _, _ in club_files} == before


def test_two_processes_give_the_same_merge(club_files) -> None:
    paths = [p for p, _, _ in club_files]
    assert merge_sessions(paths, jobs=2) == merge_sessions(paths, jobs=1)


def test_the_command_line_merges_and_refuses_without_a_traceback(club_files, game, tmp_path, capsys) -> None:
    paths = [str(p) for p, _, _ in club_files]
    out = io.StringIO()
    csv_path = tmp_path / "merge.csv"
    assert cli.main(["--language", "fr", "merge", *paths, "--csv", str(csv_path)], out=out) == 0
    text = out.getvalue()
    assert "Lille" in text and "Lyon" in text and "club-3" in text
    lines = csv_path.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("\ufeff") and len(lines) == 1 + 6 and all(line.count(";") == 6 for line in lines)
    junk = tmp_path / "junk.duplicate"
    junk.write_text("nothing")
    assert cli.main(["merge", paths[0], str(junk)], out=io.StringIO()) == 1
    err = capsys.readouterr().err
    assert "junk.duplicate" in err and "Traceback" not in err
    out = io.StringIO()
    assert cli.main(["identity", paths[0], str(game[0] / "game.json")], out=out) == 0
    first, second = out.getvalue().splitlines()
    assert first.split()[0] == second.split()[0]


def test_a_row_swapped_for_one_another_file_holds_is_refused(tmp_path, club_files) -> None:
    """The files read together share their decoded and strictly read actions: a row of a
    tampered file made byte for byte like one the first file holds (so already read) is still
    checked against its own file's hash chain."""
    first = club_files[0][0]
    tampered = tmp_path / "swapped.duplicate"
    tampered.write_bytes(club_files[1][0].read_bytes())
    db = sqlite3.connect(tampered)
    seq, payload = db.execute("SELECT seq, payload FROM actions WHERE kind = 'enter' ORDER BY seq LIMIT 1").fetchone()
    with sqlite3.connect(first) as source:
        borrowed = source.execute("SELECT payload FROM actions WHERE kind = 'enter' AND payload != ? ORDER BY seq "
                                  "LIMIT 1", (payload,)).fetchone()[0]
    db.execute("UPDATE actions SET payload = ? WHERE seq = ?", (borrowed, seq))
    db.commit()
    db.close()
    with pytest.raises(MergeError, match="swapped.duplicate.*changed outside"):
        merge_sessions([first, tampered])
    merged = merge_sessions([first, club_files[1][0]])  # the same files untouched still merge
    assert len(merged.clubs) == 2
