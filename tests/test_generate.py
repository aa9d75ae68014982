"""``duplicate generate`` (prepared games to order) and ``--jobs`` (the same output on any
number of processes), on the real French list and the FISF rules."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from duplicate.cli import main
from duplicate.records.generate import GameFilter, GamePlayer, GameRequest, GenerateError, generate_games, play_master_game, write_game
from duplicate.records.game_record import game_record, prepared_turns, read_record, session_from_record
from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.records.sheet import sheet_rows
from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import RackSource, Session, SessionSettings

EMPTY = "/".join(["15"] * 15)


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    status = main(argv, io.StringIO(stdin), out)
    return status, out.getvalue()


@pytest.fixture(scope="module")
def french_games(tmp_path_factory) -> tuple[Path, list[str], dict]:
    """Three French games with a top total of at least 900 and at least 3 bingos, seeds from 1."""
    folder = tmp_path_factory.mktemp("games")
    argv = ["generate", "--edition", "fr", "--preset", "fisf", "--games", "3", "--min-total", "900",
            "--min-bingos", "3", "--max-unused-blanks", "2", "--out", str(folder), "--quiet", "--jobs", "1"]
    status, out = run(argv)
    assert status == 0
    return folder, out.splitlines(), {"min_total": 900, "min_bingos": 3, "max_unused_blanks": 2}


def _figures(session: Session) -> tuple[int, int]:
    rows = sheet_rows(session)
    return sum(1 for r in rows if r.bingo), sum(r.points for r in rows)


def test_generate_writes_the_games_asked_for_and_honours_the_bounds(french_games, tmp_path, french):
    folder, lines, bounds = french_games
    files = sorted(folder.glob("*.json"))
    assert len(files) == 3 == len(lines)
    assert sorted(line.split(":")[0] for line in lines) == [f.name for f in files]
    for file in files:
        with session_from_record(read_record(file), tmp_path / f"{file.stem}.duplicate") as replayed:
            bingos, total = _figures(replayed)
        assert bingos >= bounds["min_bingos"] and total >= bounds["min_total"]
        assert f"bingos: {bingos}, top total {total}" in next(line for line in lines if line.startswith(file.name))


def test_generate_skips_exactly_the_games_outside_the_bounds(french_games):
    folder, _, bounds = french_games
    kept = sorted(int(f.stem.rsplit("seed", 1)[1]) for f in folder.glob("*.json"))
    bounds_filter = GameFilter(min_bingos=bounds["min_bingos"], min_total=bounds["min_total"],
                               max_unused_blanks=bounds["max_unused_blanks"])
    player = GamePlayer(GameRequest("fr", "fisf"))
    for seed in range(1, kept[-1] + 1):
        figures = player(seed).figures
        assert bounds_filter.accepts(figures) == (seed in kept), figures


def test_a_generated_game_replays_as_a_prepared_game(french_games, tmp_path, french):
    folder, _, _ = french_games
    record = read_record(next(iter(sorted(folder.glob("*.json")))))
    prepared = prepared_turns(record)
    with Session.create(tmp_path / "club.duplicate",
                        SessionSettings(french.code, load_lexicon(french).identity, load_preset("fisf"),
                                        seed=12345, rack_source=RackSource.PREPARED, prepared=prepared),
                        load_lexicon(french)) as session:
        while session.draw() is not None:
            if len(session.tops()) == 0:
                break
            session.commit()
        replayed = [{"rack": r.rack, "master": r.move, "score": r.points} for r in sheet_rows(session)]
    recorded = [{k: t[k] for k in ("rack", "master", "score")} for t in record["summary"]["turns"]]
    assert replayed == recorded


def test_generate_refuses_impossible_requests(tmp_path, capsys):
    assert run(["generate", "--edition", "fr", "--out", str(tmp_path), "--min-bingos", "9", "--max-bingos", "6"])[0] == 2
    assert "above the maximum" in capsys.readouterr().err
    assert run(["generate", "--edition", "fr", "--out", str(tmp_path), "--games", "0"])[0] == 2
    assert run(["generate", "--edition", "fr", "--out", str(tmp_path), "--jobs", "0"])[0] == 2
    # a bound no game meets: the seeds run out, nothing is written, exit 1
    status, out = run(["generate", "--edition", "fr", "--out", str(tmp_path / "none"), "--games", "1",
                       "--tries", "2", "--min-total", "5000", "--quiet", "--jobs", "1"])
    assert status == 1 and out == "" and not (tmp_path / "none").exists()
    assert "only 0 of the 1 games" in capsys.readouterr().err
    with pytest.raises(GenerateError):
        GameFilter(max_unused_blanks=-1)


def _stable(record: dict) -> dict:
    record = json.loads(json.dumps(record))
    record.pop("exported")
    record["settings"].pop("created")
    return record


def test_generate_gives_the_same_games_on_two_processes(french_games, tmp_path):
    folder, lines, _ = french_games
    argv = ["generate", "--edition", "fr", "--preset", "fisf", "--games", "3", "--min-total", "900",
            "--min-bingos", "3", "--max-unused-blanks", "2", "--out", str(tmp_path), "--quiet", "--jobs", "2"]
    status, out = run(argv)
    assert status == 0 and out.splitlines() == lines
    for file in folder.glob("*.json"):
        assert _stable(read_record(tmp_path / file.name)) == _stable(read_record(file))


def test_top_batch_is_the_same_on_two_processes():
    racks = ["ESARTIN", "WAQUXYZ", "??ABCDE", "EEEEEEE", "KIWIFOX"]
    stdin = "".join(f"{EMPTY} {rack}/ 0/0 0\n" for rack in racks) + "not a position\n"
    one = run(["top", "--edition", "fr", "--limit", "5", "--jobs", "1"], stdin)
    two = run(["top", "--edition", "fr", "--limit", "5", "--jobs", "2"], stdin)
    assert one == two
    assert one[0] == 1  # the bad line is refused, in its place
    results = [json.loads(line) for line in one[1].splitlines()]
    assert len(results) == len(racks) + 1 and "error" in results[-1]
    assert all(r["top_score"] > 0 for r in results[:-1] if r["moves"])


def test_simulate_batch_is_the_same_on_two_processes():
    argv = ["simulate", "--edition", "fr", "--seed", "4", "--games", "2", "--players", "2"]
    one = run(argv + ["--jobs", "1"])
    two = run(argv + ["--jobs", "2"])
    assert one == two and one[0] == 0
    assert one[1].count("Simulated game, seed") == 2
    alone = run(["simulate", "--edition", "fr", "--seed", "5", "--players", "2"])
    assert alone[1] in one[1]  # the second game is seed 5's, as when played alone


def test_info_names_the_walk(monkeypatch):
    status, out = run(["info"])
    assert status == 0 and "search walk: " in out
    from duplicate.words.search import WALKS

    monkeypatch.setenv("DUPLICATE_PURE_SEARCH", "1")
    why = "forced by DUPLICATE_PURE_SEARCH" if "compiled" in WALKS else "the compiled extension is not installed"
    assert f"search walk: pure Python ({why})" in run(["info"])[1]


@pytest.mark.parametrize("bound, french", [("min_bingos", "le minimum de scrabbles"),
                                            ("max_unused_blanks", "le maximum de jokers gardés")])
def test_a_negative_bound_is_one_sentence_in_the_language(bound, french) -> None:
    from duplicate.translations import say

    with pytest.raises(GenerateError) as caught:
        GameFilter(**{bound: -2})
    assert caught.value.message == f"{bound.replace('_', ' ')} must be 0 or more, not -2"
    assert say(caught.value.notice, "fr") == f"{french} doit être 0 ou plus, et non -2"


def test_a_kept_games_line_is_said_in_the_language(tmp_path: Path, monkeypatch) -> None:
    """``generate``'s line per game (and the app's list of games) is a Message: French with --language fr."""
    out = io.StringIO()
    status = main(["--language", "fr", "generate", "--edition", "fr", "--games", "1", "--seed", "3",
                   "--out", str(tmp_path), "--jobs", "1", "--quiet"], io.StringIO(), out)
    assert status == 0
    line = out.getvalue().splitlines()[0]
    assert ": graine 3\u00a0: " in line and " coups, scrabbles\u00a0: " in line and ", total des tops " in line


def test_a_game_played_in_memory_is_the_game_played_in_a_file(tmp_path, monkeypatch):
    """``duplicate generate`` plays its games in memory: nothing is written for a game played,
    and its record is the record of the same game played in a session file."""
    monkeypatch.chdir(tmp_path)
    french = load_lexicon(load_edition("fr"))
    rules = load_preset("fisf")
    settings = SessionSettings("fr", french.identity, rules, seed=7, title="seed 7")
    in_memory = Session.create_in_memory(settings, french)
    in_file = Session.create(tmp_path / "seed7.duplicate", settings, french)
    try:
        assert in_memory.store.in_memory and not in_file.store.in_memory and not in_memory.read_only
        assert play_master_game(in_memory) == play_master_game(in_file)
        assert _stable(game_record(in_memory)) == _stable(game_record(in_file))
        assert all(p.name.startswith("seed7.duplicate") for p in tmp_path.iterdir())  # only the file's own
    finally:
        in_memory.close()
        in_file.close()


def test_only_the_games_kept_are_recorded(tmp_path):
    bounds = GameFilter(min_bingos=5)
    player = GamePlayer(GameRequest("fr", "fisf"), game_filter=bounds)
    games = [player(seed) for seed in range(1, 9)]
    assert all((game.record is not None) == bounds.accepts(game.figures) for game in games)
    assert any(game.record is None for game in games) and any(game.record is not None for game in games)
    refused = next(game for game in games if game.record is None)
    with pytest.raises(ValueError):
        write_game(refused, GameRequest("fr", "fisf"), tmp_path / "never-written")
    assert not (tmp_path / "never-written").exists()


# -- the fast path of generate (issue 27 item 5) plays the very games of the checked path ------


@pytest.mark.parametrize("edition", ["fr", "en"])
def test_generated_games_are_the_games_of_the_fully_checked_session(edition, tmp_path):
    """A game generate plays in memory (the search's own top trusted as master move, the
    checks a dry run just made skipped on the real run, the rows kept out of the database)
    is the game of the normal path: played afresh with the same seed in a session file, and
    its record replayed action by action into another file, every master move checked from
    its text, the racks, master moves and scores are the same, turn by turn."""
    player = GamePlayer(GameRequest(edition, "fisf"))
    blanks_played = 0
    for seed in range(1, 5):
        game = player(seed)
        assert game.record is not None
        settings = SessionSettings(edition, player.lexicon.identity, player.rules, seed=seed,
                                   title=f"Generated game, seed {seed}")
        in_file = Session.create(tmp_path / f"{edition}{seed}.duplicate", settings, player.lexicon)
        replayed = session_from_record(game.record, tmp_path / f"{edition}{seed}-replayed.duplicate", player.lexicon)
        try:
            assert play_master_game(in_file) == game.figures
            expected = [(r.turn, r.rack, r.move, r.points) for r in sheet_rows(in_file)]
            assert [(t["turn"], t["rack"], t["master"], t["score"]) for t in game.record["summary"]["turns"]] == expected
            assert [(r.turn, r.rack, r.move, r.points) for r in sheet_rows(replayed)] == expected
            assert _stable(game_record(in_file)) == _stable(game.record) == _stable(game_record(replayed))
            blanks_played += sum(t.committed.move.blanks_used for t in in_file.committed_turns if t.committed)
        finally:
            in_file.close()
            replayed.close()
    assert blanks_played > 0  # the games put blanks on the board: the blank tops are compared too


def test_only_a_scratch_game_takes_the_search_s_top_unchecked(monkeypatch, tmp_path):
    """A session file checks its default master move again from its text at every reveal
    (``check_move``); a game played in memory trusts the search's own top and checks none,
    while a master move the arbiter types is checked in both."""
    from duplicate.session import state

    checked: list[str] = []
    real_check = state.check_move

    def counting(position, text, *args, **kwargs):
        checked.append(text)
        return real_check(position, text, *args, **kwargs)

    monkeypatch.setattr(state, "check_move", counting)
    french = load_lexicon(load_edition("fr"))
    settings = SessionSettings("fr", french.identity, load_preset("fisf"), seed=3)
    for session, reveals_checked in ((Session.create(tmp_path / "club.duplicate", settings, french), True),
                                     (Session.create_in_memory(settings, french), False)):
        try:
            checked.clear()
            session.draw()
            master = session.commit()
            assert checked == ([format_move(master.move, session.edition)] if reveals_checked else [])
            session.draw()
            text = format_move(session.tops()[-1].move, session.edition)
            checked.clear()
            session.choose_master(text)
            assert checked == [text]  # a typed master move: checked whatever the session
        finally:
            session.close()


def test_a_run_without_bounds_plays_only_the_games_asked_for(tmp_path):
    """With no bound every game is kept, so the first ``wanted`` seeds are the games: no more
    are tried (nor played ahead by the worker processes and thrown away)."""
    progress = []
    games = list(generate_games(GameRequest("fr", "fisf"), 3, GameFilter(), jobs=1, progress=progress.append))
    assert [g.figures.seed for g in games] == [1, 2, 3]
    assert [(p.played, p.tries) for p in progress] == [(1, 3), (2, 3), (3, 3)]
    bounded = []
    list(generate_games(GameRequest("fr", "fisf"), 1, GameFilter(min_bingos=0), jobs=1, progress=bounded.append))
    assert bounded[-1].tries == 50  # a bound, even one every game meets: the default tries


def test_a_game_played_in_memory_copied_to_a_file_opens_with_its_whole_log(tmp_path):
    """An in-memory session writes its log rows into its database only when it is copied:
    the copy holds them all, chained, and opens (every link checked) as the same game."""
    french = load_lexicon(load_edition("fr"))
    settings = SessionSettings("fr", french.identity, load_preset("fisf"), seed=11)
    with Session.create_in_memory(settings, french) as session:
        session.draw()
        session.commit()
        session.store.backup(tmp_path / "first.duplicate")
        figures = play_master_game(session)
        session.store.backup(tmp_path / "whole.duplicate")
        for name, actions in (("first.duplicate", session.action_log()[:2]), ("whole.duplicate", session.action_log())):
            with Session.open(tmp_path / name, french, read_only=True) as copy:
                assert copy.action_log() == actions
        with Session.open(tmp_path / "whole.duplicate", french, read_only=True) as whole:
            assert [t.committed for t in whole.committed_turns] == [
                t.committed for t in session.committed_turns]
            assert figures.turns == len(whole.committed_turns)
