"""The club's season (issue 26, items 3-4): evenings read from real session files, the
standings under each rule, ties, dates, a player's progress, and the command line.

Every evening is a real session file played through the session's commands
(tests/season_helpers.play_evening); the expected figures are worked out here from the tops
stored in the files (read with sqlite3 alone) and the players' patterns, never by the code
under test.
"""

from __future__ import annotations

import hashlib
import io
import os
from datetime import date
from pathlib import Path

import pytest

from duplicate import cli
from duplicate.records.evenings import EveningError, normalised_name, player_key, read_evening, read_evenings
from duplicate.records.season import (SeasonError, SeasonRule, class_progress, club_season, in_season,
                                      player_progress, season_standings)
from duplicate.records.season_sheet import class_html, progress_html, season_csv, season_html, sparkline
from duplicate.session.session import Session
from tests.season_helpers import competition_ranks, expected_evening, play_evening, stored_tops
from tests.session_helpers import lexicon

#: Three evenings of a small club. Anne and Bert play alike on the first two evenings (a tie),
#: Chloé misses the third, "  dan  " is Dan typed carelessly, Hélène and Helene are two people.
EVENINGS = [
    ("2025-09-12", 11, [("Anne", "TT-T"), ("Bert", "TT-T"), ("Chloé", "T---"), ("Dan", "-T--"),
                        ("Hélène", "T-T-")]),
    ("2025-10-03", 12, [("Anne", "T-TT"), ("Bert", "T-TT"), ("Chloé", "TTTT"), ("  dan  ", "--T-"),
                        ("Helene", "TT--")]),
    ("2026-01-09", 13, [("Anne", "TTT-"), ("Bert", "-TTT"), ("DAN", "T--T"), ("Hélène", "----")]),
]


@pytest.fixture(scope="module")
def season_files(tmp_path_factory) -> list[tuple[Path, list]]:
    folder = tmp_path_factory.mktemp("season")
    made = []
    with pytest.MonkeyPatch.context() as monkeypatch:
        for day, seed, players in EVENINGS:
            path = play_evening(folder / f"{day}.duplicate", players, day=day, seed=seed, monkeypatch=monkeypatch)
            made.append((path, players))
    return made


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _by_person(season_files) -> dict[str, list[tuple[str, tuple[int, int, float, int], int]]]:
    """Each person's evenings worked out by hand: (day, (total, deviation, percent, rank), players)."""
    people: dict[str, list] = {}
    for (path, players), (day, _, _) in zip(season_files, EVENINGS):
        figures = expected_evening(path, players)
        for name, _ in players:
            people.setdefault(" ".join(name.split()).casefold(), []).append((day, figures[name], len(players)))
    return people


def test_an_evening_is_read_with_the_figures_worked_out_by_hand(season_files) -> None:
    path, players = season_files[0]
    before = _digest(path)
    evening = read_evening(path)
    expected = expected_evening(path, players)
    assert evening.top_total == sum(stored_tops(path)) and evening.turns == 4
    assert evening.day == date(2025, 9, 12) and evening.club == path.stem
    got = {p.name: (p.total, p.deviation, p.percent, p.rank) for p in evening.players}
    assert got == expected
    assert got["Anne"] == got["Bert"] and got["Anne"][3] == 1  # a tie shares the first rank
    assert _digest(path) == before  # a reader never writes
    assert not list(path.parent.glob("*-wal")) and not list(path.parent.glob("*.lock"))


def test_names_gather_evenings_by_case_and_spacing_but_keep_accents(season_files) -> None:
    assert normalised_name("  Marie   DUPONT ") == "marie dupont"
    assert player_key("Hélène", None) != player_key("Helene", None)
    evenings = read_evenings([p for p, _ in season_files])
    standings = season_standings(evenings, SeasonRule.PERCENT)
    rows = {row.key: row for row in standings.rows}
    assert rows["name:dan"].evenings == 3  # "Dan", "  dan  ", "DAN"
    assert rows["name:hélène"].evenings == 2 and rows["name:helene"].evenings == 1


def test_best_evenings_rule_matches_the_hand_count(season_files) -> None:
    evenings = read_evenings([p for p, _ in season_files])
    standings = season_standings(evenings, SeasonRule.BEST, best=2)
    people = _by_person(season_files)
    # by hand: each person's two best deviations; fewer evenings counted ranks after
    values = {}
    for person, nights in people.items():
        deviations = sorted((figures[1] for _, figures, _ in nights), reverse=True)[:2]
        values[person] = (len(deviations), sum(deviations))
    ranks = competition_ranks(values)
    got = {row.name.casefold().strip(): (row.counted, row.value, row.rank) for row in standings.rows}
    # the name shown is the one of the player's last evening
    got = {" ".join(k.split()): v for k, v in got.items()}
    assert got == {person: (*values[person], ranks[person]) for person in values}
    assert [row.rank for row in standings.rows] == sorted(row.rank for row in standings.rows)


def test_average_percent_rule_matches_the_hand_count(season_files) -> None:
    evenings = read_evenings([p for p, _ in season_files])
    standings = season_standings(evenings, SeasonRule.PERCENT)
    people = _by_person(season_files)
    values = {person: round(sum(f[2] for _, f, _ in nights) / len(nights), 2) for person, nights in people.items()}
    ranks = competition_ranks({k: (v,) for k, v in values.items()})
    got = {" ".join(row.name.casefold().split()): (row.value, row.rank) for row in standings.rows}
    assert got == {person: (values[person], ranks[person]) for person in values}


def test_points_by_rank_rule_matches_the_hand_count_with_ties(season_files) -> None:
    evenings = read_evenings([p for p, _ in season_files])
    standings = season_standings(evenings, SeasonRule.POINTS)
    people = _by_person(season_files)
    # n players: rank r earns n - r + 1; Anne and Bert tie on the first evening and share its points
    values = {person: sum(players - figures[3] + 1 for _, figures, players in nights)
              for person, nights in people.items()}
    ranks = competition_ranks({k: (v,) for k, v in values.items()})
    got = {" ".join(row.name.casefold().split()): (row.value, row.rank) for row in standings.rows}
    assert got == {person: (values[person], ranks[person]) for person in values}
    first = evenings[0]
    anne = next(p for p in first.players if p.name == "Anne")
    bert = next(p for p in first.players if p.name == "Bert")
    assert anne.rank == bert.rank == 1


def test_a_tie_in_the_season_shares_the_rank_and_skips_the_next(tmp_path, monkeypatch) -> None:
    # two evenings where Yann and Zoé swap places: equal points over the season
    one = play_evening(tmp_path / "a.duplicate", [("Yann", "TT"), ("Zoé", "T-"), ("Xavier", "--")],
                       day="2025-11-01", monkeypatch=monkeypatch)
    two = play_evening(tmp_path / "b.duplicate", [("Yann", "T-"), ("Zoé", "TT"), ("Xavier", "--")],
                       day="2025-11-08", monkeypatch=monkeypatch)
    standings = season_standings(read_evenings([one, two]), SeasonRule.POINTS)
    assert [(r.name, r.rank, r.value) for r in standings.rows] == [("Yann", 1, 5), ("Zoé", 1, 5), ("Xavier", 3, 2)]


def test_roster_identity_gathers_a_player_renamed_between_evenings(tmp_path, monkeypatch) -> None:
    one = play_evening(tmp_path / "a.duplicate", [("Marie Dupont", "TT", "r-17"), ("Paul", "T-")],
                       day="2025-11-01", monkeypatch=monkeypatch)
    two = play_evening(tmp_path / "b.duplicate", [("Marie Dupont-Lefort", "T-", "r-17"), ("Paul", "TT")],
                       day="2025-11-08", monkeypatch=monkeypatch)
    with Session.open(two, lexicon("fr"), read_only=True) as session:
        assert session.players[1].roster_id == "r-17"  # the field survives the strict reader and a replay
    standings = season_standings(read_evenings([one, two]), SeasonRule.PERCENT)
    marie = next(r for r in standings.rows if r.key == "roster:r-17")
    assert marie.evenings == 2 and marie.name == "Marie Dupont-Lefort"


def test_the_club_season_runs_from_september_to_june_and_dates_choose_the_evenings(season_files) -> None:
    assert club_season(2025) == (date(2025, 9, 1), date(2026, 6, 30))
    assert club_season(2025, 1, 12) == (date(2025, 1, 1), date(2025, 12, 31))
    evenings = read_evenings([p for p, _ in season_files])
    assert [e.day for e in in_season(evenings, *club_season(2025))] == [date(2025, 9, 12), date(2025, 10, 3),
                                                                          date(2026, 1, 9)]
    assert [e.day for e in in_season(evenings, *club_season(2024))] == []
    autumn = in_season(evenings, date(2025, 10, 1), date(2025, 12, 31))
    assert [e.day for e in autumn] == [date(2025, 10, 3)]


def test_bad_requests_are_refused_with_words(season_files) -> None:
    evenings = read_evenings([p for p, _ in season_files])
    with pytest.raises(SeasonError, match="needs their number"):
        season_standings(evenings, SeasonRule.BEST)
    with pytest.raises(SeasonError, match="1 or more"):
        season_standings(evenings, SeasonRule.POINTS, best=0)
    with pytest.raises(SeasonError, match="no evening"):
        season_standings([], SeasonRule.PERCENT)


def test_a_damaged_file_is_refused_naming_it(tmp_path, season_files) -> None:
    bad = tmp_path / "broken evening.duplicate"
    bad.write_bytes(b"SQLite format 3\x00" + os.urandom(3000))
    with pytest.raises(EveningError) as caught:
        read_evenings([season_files[0][0], bad])
    assert "broken evening.duplicate" in caught.value.message


def test_a_players_progress_lists_each_evening_bingos_and_costliest_turns(season_files) -> None:
    evenings = read_evenings([p for p, _ in season_files])
    people = _by_person(season_files)
    progress = player_progress(evenings, "name:anne")
    assert [p.percent for p in progress.points] == [f[2] for _, f, _ in people["anne"]]
    assert progress.best_percent == max(f[2] for _, f, _ in people["anne"])
    assert progress.average_percent == round(sum(f[2] for _, f, _ in people["anne"]) / 3, 2)
    # Anne's "no move" turns are her losses: each the whole top of that turn, the costliest first
    lost = []
    for (path, players), (_day, _, _) in zip(season_files, EVENINGS):
        pattern = dict((p[0], p[1]) for p in players)["Anne"]
        lost += [points for points, mark in zip(stored_tops(path), pattern) if mark == "-"]
    assert [w.lost for w in progress.worst] == sorted(lost, reverse=True)[:5]
    assert all(w.played is None for w in progress.worst)
    # playing the top every turn finds every bingo of the game and misses none
    chloe = player_progress(evenings, "name:chloé")
    second = chloe.points[1]
    assert second.percent == 100.0 and next(p for p in evenings[1].players if p.name == "Chloé").bingos_missed == 0
    everyone = class_progress(evenings)
    assert [p.name for p in everyone][:2] == ["Anne", "Bert"] and len(everyone) == 6


def test_printouts_hold_the_figures(season_files) -> None:
    evenings = read_evenings([p for p, _ in season_files])
    standings = season_standings(evenings, SeasonRule.PERCENT)
    page = season_html(standings)
    assert page.count("<tr>") == len(standings.rows) + len(evenings) + 2
    assert "average percentage of the top" in page
    from duplicate.records.sheet import DECIMAL_COMMA

    lines = season_csv(standings, style=DECIMAL_COMMA).splitlines()
    first = standings.rows[0]
    assert lines[0].split(";")[0] == "rank"
    assert lines[1].split(";")[4] == f"{first.value:.2f}".replace(".", ",")
    progress = player_progress(evenings, "name:anne")
    assert "Progress of Anne" in progress_html(progress)
    assert sparkline([0, 50, 100]) == "▁▅█"
    assert class_html(class_progress(evenings)).count("<tr>") == 7


def test_the_command_line_ranks_a_season(season_files, tmp_path) -> None:
    files = [str(p) for p, _ in season_files]
    out = io.StringIO()
    csv_path = tmp_path / "season.csv"
    assert cli.main(["--language", "fr", "season", *files, "--rule", "points", "--csv", str(csv_path)], out=out) == 0
    assert "Classement de la saison" in out.getvalue() or "Season" in out.getvalue()
    rows = csv_path.read_text(encoding="utf-8").splitlines()
    assert rows[0].startswith("\ufeff") and rows[0].count(";") == 7 and len(rows) == 1 + 6
    out = io.StringIO()
    assert cli.main(["season", *files, "--season", "2024"], out=out) == 2
    out = io.StringIO()
    assert cli.main(["season", *files, "--from", "2025-10-01", "--rule", "percent"], out=out) == 0
    text = out.getvalue()
    assert "Chloé" in text and "Helene" in text  # the autumn and winter evenings only
    out = io.StringIO()
    assert cli.main(["season", *files, "--player", "DAN"], out=out) == 0
    assert "Progress of DAN" in out.getvalue()


def test_the_command_line_refuses_a_bad_file_without_a_traceback(season_files, tmp_path, capsys) -> None:
    bad = tmp_path / "junk.duplicate"
    bad.write_text("not a session")
    status = cli.main(["season", str(season_files[0][0]), str(bad)], out=io.StringIO())
    err = capsys.readouterr().err
    assert status == 1 and "junk.duplicate" in err and "Traceback" not in err
    assert cli.main(["season", str(season_files[0][0]), "--from", "yesterday"], out=io.StringIO()) == 2
    assert "YYYY-MM-DD" in capsys.readouterr().err


def test_the_roster_identity_is_read_as_strictly_as_every_field() -> None:
    from duplicate.base.errors import SessionError
    from duplicate.session.actions import AddPlayer, parse_action

    assert parse_action("add_player", {"table": 3, "name": "Ana", "roster_id": "r-9"}) == AddPlayer(3, "Ana", "r-9")
    assert parse_action("add_player", {"table": 3, "name": "Ana"}).roster_id is None  # files made before it
    assert AddPlayer(3, "Ana").to_payload() == {"table": 3, "name": "Ana"}  # left out when none
    for bad in (17, None, ["r-9"]):
        with pytest.raises(SessionError, match="roster_id"):
            parse_action("add_player", {"table": 3, "name": "Ana", "roster_id": bad})


def test_a_prepared_sessions_sheet_shows_its_game_identity(tmp_path, monkeypatch, season_files) -> None:
    from duplicate.records.game_record import prepared_turns
    from duplicate.records.merge import read_identity, short_identity
    from duplicate.records.sheet import sheet_html

    origin = season_files[0][0]
    with Session.open(origin, lexicon("fr"), read_only=True) as session:
        racks = prepared_turns(session)
        assert "Game identity" not in sheet_html(session)  # a random draw is no prepared game
    club = play_evening(tmp_path / "club.duplicate", [("Ana", "TTTT")], prepared=racks, monkeypatch=monkeypatch)
    with Session.open(club, lexicon("fr"), read_only=True) as session:
        assert short_identity(read_identity(origin)) in sheet_html(session)
