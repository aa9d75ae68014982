"""The club's roster (duplicate.roster): real roster files, the CSV reader, merges, two writers,
and session files that keep each player's roster identity without needing the roster."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import pytest

from duplicate.base.errors import DuplicateError
from duplicate.rules.presets import load_preset
from duplicate.roster.csv_file import COLUMNS, CsvImportError, export_csv, import_csv, read_csv
from duplicate.roster.player import RosterPlayer
from duplicate.roster.store import Roster, RosterChanged, RosterError
from duplicate.roster.tables import seat, table_for
from duplicate.session.session import Session, SessionError, SessionSettings
from duplicate.storage.session_file import SessionStore
from session_helpers import FakeClock, lexicon

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def roster(tmp_path):
    with Roster.open(tmp_path / "roster.sqlite", ["Junior", "Senior", "Veteran"]) as opened:
        yield opened


def test_a_new_roster_keeps_its_players_from_one_opening_to_the_next(tmp_path):
    path = tmp_path / "roster.sqlite"
    with Roster.open(path, ["Junior", "Senior"]) as roster:
        marie = roster.add("  Marie   Dupont ", "FR-1234", "Senior", "Club de Lyon")
        roster.add("Jean Martin", category="Veteran")  # a category not yet in the list joins it
    with Roster.open(path, ["ignored: the roster exists"]) as again:
        names = [p.name for p in again.players()]
        assert names == ["Jean Martin", "Marie Dupont"]
        assert again.player(marie.identity) == marie
        assert uuid.UUID(marie.identity).version == 4
        assert again.categories() == ("Junior", "Senior", "Veteran")
        assert not path.with_name("roster.sqlite-journal").exists()


def test_names_are_checked_as_players_names_are(roster):
    with pytest.raises(DuplicateError) as refused:
        roster.add("Ann\u202eevil")  # a bidirectional override would reorder the name on screen
    assert refused.value.code == "bad_name"
    with pytest.raises(DuplicateError):
        roster.add("   ")
    assert roster.players() == ()


def test_search_ignores_case_and_accents_and_finds_the_club_and_licence(roster):
    roster.add("Hélène Müller", "NO-77", club="Bergen")
    roster.add("Helmut Kohl", club="Oslo")
    assert [p.name for p in roster.search("hele")] == ["Hélène Müller"]
    assert [p.name for p in roster.search("MULLER berg")] == ["Hélène Müller"]
    assert [p.name for p in roster.search("oslo")] == ["Helmut Kohl"]
    assert [p.name for p in roster.search("no-77")] == ["Hélène Müller"]
    assert len(roster.search("hel")) == 2


def test_deactivated_players_stay_but_leave_the_active_list(roster):
    ann = roster.add("Ann")
    roster.add("Bob")
    roster.set_active(ann, False)
    assert [p.name for p in roster.players(active_only=True)] == ["Bob"]
    assert [p.name for p in roster.players()] == ["Ann", "Bob"]


def test_an_edit_from_a_stale_copy_is_refused_and_the_other_edit_kept(tmp_path):
    path = tmp_path / "roster.sqlite"
    first, second = Roster.open(path), Roster.open(path)
    try:
        ann = first.add("Ann")
        seen_by_second = second.player(ann.identity)
        first.update(RosterPlayer(ann.identity, "Ann Smith", revision=ann.revision))
        with pytest.raises(RosterChanged) as refused:
            second.update(RosterPlayer(seen_by_second.identity, "Anne", club="Leeds", revision=seen_by_second.revision))
        assert "another window" in str(refused.value)
        assert second.player(ann.identity).name == "Ann Smith"  # the first window's edit is not lost
        fresh = second.player(ann.identity)
        second.update(RosterPlayer(fresh.identity, fresh.name, club="Leeds", revision=fresh.revision))
        assert first.player(ann.identity).club == "Leeds"
    finally:
        first.close()
        second.close()


def test_merge_keeps_both_identities_and_fills_in_what_the_kept_entry_lacks(roster):
    marie = roster.add("Marie Dupont", club="Lyon")
    twice = roster.add("Marie DUPONT", "FR-1234", "Senior")
    older = roster.add("M. Dupont")
    roster.merge(twice, older)  # an earlier merge: its alias must follow
    merged = roster.merge(marie, roster.player(twice.identity))
    assert [p.name for p in roster.players()] == ["Marie Dupont"]
    assert (merged.licence, merged.category, merged.club) == ("FR-1234", "Senior", "Lyon")
    for identity in (marie.identity, twice.identity, older.identity):
        assert roster.resolve(identity) == marie.identity
        assert roster.player(identity).name == "Marie Dupont"
    assert set(roster.aliases(marie.identity)) == {twice.identity, older.identity}
    assert roster.resolve(str(uuid.uuid4())) is None
    with pytest.raises(RosterChanged):
        roster.update(RosterPlayer(twice.identity, "Gone", revision=twice.revision + 1))
    with pytest.raises(RosterError):
        roster.merge(merged, merged)


def test_tables_are_kept_from_last_evening_where_possible(roster):
    ann, bob, cy, dee = (roster.add(name) for name in ("Ann", "Bob", "Cy", "Dee"))
    roster.remember_tables({ann.identity: 4, bob.identity: 2, cy.identity: 2})
    ann, bob, cy, dee = (roster.player(p.identity) for p in (ann, bob, cy, dee))
    assert (ann.last_table, bob.last_table, cy.last_table, dee.last_table) == (4, 2, 2, None)
    # Bob and Cy both sat at 2: the first keeps it, the other gets the lowest free table
    assert seat([ann, bob, cy, dee]) == {ann.identity: 4, bob.identity: 2, cy.identity: 1, dee.identity: 3}
    assert seat([cy, dee], taken=[2]) == {cy.identity: 1, dee.identity: 3}
    assert table_for(ann, taken=[1, 2], fixed=True) == 4  # fixed tables: the usual one, gaps or not
    assert table_for(ann, taken=[1, 2]) == 3 and table_for(ann, taken=[1, 2, 3]) == 4  # else no gap
    assert table_for(ann, taken=[4, 1]) == 2
    assert ann.revision == 1  # remembering a table is not an edit another window could lose


def test_a_merged_away_identity_still_remembers_a_table(roster):
    ann, twice = roster.add("Ann"), roster.add("Ann B")
    roster.merge(ann, twice)
    roster.remember_tables({twice.identity: 9})
    assert roster.player(ann.identity).last_table == 9


# -- CSV --------------------------------------------------------------------------------------


def test_export_then_import_into_another_roster_keeps_every_identity(roster, tmp_path):
    ann = roster.add("Ann, \"the Ace\"", "L1", "Junior", "Leeds")
    bob = roster.add("Bob")
    roster.set_active(bob, False)
    out = tmp_path / "club.csv"
    assert export_csv(roster, out) == 2
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")  # the byte-order mark a spreadsheet needs for accents
    assert out.read_text(encoding="utf-8-sig").splitlines()[0] == ",".join(COLUMNS)
    with Roster.open(tmp_path / "elsewhere.sqlite") as other:
        assert import_csv(other, out) == (2, 0)
        assert other.player(ann.identity).name == "Ann, \"the Ace\""
        assert other.player(ann.identity).licence == "L1"
        assert other.player(bob.identity).active is False
        assert import_csv(other, out) == (0, 2)  # the same file again: the same people, updated
        assert len(other.players()) == 2


def test_a_name_a_spreadsheet_would_read_as_a_formula_is_written_as_text_and_read_back(roster, tmp_path):
    hostile = ["=HYPERLINK(\"http://x\";\"y\")", "+SUM(1+1)", "-2+3", "@cmd"]
    for name in hostile:
        roster.add(name, club="=1+1")
    out = tmp_path / "club.csv"
    export_csv(roster, out)
    lines = out.read_text(encoding="utf-8-sig").splitlines()[1:]
    assert all(",'" in line and not any(cell.startswith(("=", "+", "-", "@")) for cell in line.split(","))
               for line in lines)
    with Roster.open(tmp_path / "other.sqlite") as other:
        import_csv(other, out)
        assert sorted(p.name for p in other.players()) == sorted(hostile)
        assert {p.club for p in other.players()} == {"=1+1"}


def test_a_spreadsheet_csv_with_semicolons_and_a_bom_is_read(roster):
    data = "\ufeffName;Club;Category;Licence;Active\nZoé Leroy;Lyon;Junior;;oui\nPaul Roux;;;123;non\n".encode()
    players = read_csv(data)
    assert [(p.name, p.club, p.category, p.licence, p.active) for p in players] == [
        ("Zoé Leroy", "Lyon", "Junior", "", True), ("Paul Roux", "", "", "123", False)]
    roster.import_players(players)
    roster.import_players(read_csv("name,licence,club\nPaul R.,123,Nice\n".encode()))  # the licence finds Paul
    assert [(p.name, p.club) for p in roster.players()] == [("Paul R.", "Nice"), ("Zoé Leroy", "Lyon")]


def test_bad_rows_are_each_named_and_nothing_is_imported(roster, tmp_path):
    roster.add("Already here")
    known = str(uuid.uuid4())
    bad = textwrap.dedent(f"""\
        name,licence,active,id
        Ann,1,yes,
        ,2,yes,
        Bob,1,yes,
        Cy,3,maybe,
        Dee,4,no,not-a-uuid
        Eve,5
        Fay,6,yes,{known}
        Gil,7,yes,{known}
        """)
    path = tmp_path / "bad.csv"
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(CsvImportError) as refused:
        import_csv(roster, path)
    lines = [problem.text for problem in refused.value.problems]
    assert lines == [
        "line 3: a player needs a name",
        "line 4: the same licence number as line 2",
        "line 5: \"active\" is yes or no, not \"maybe\"",
        "line 6: the id \"not-a-uuid\" is not a roster identity (a UUID)",
        "line 7: it has 2 cells where the first line names 4",
        "line 9: the same id as line 8",
    ]
    assert "6 lines" in str(refused.value)
    assert [p.name for p in roster.players()] == ["Already here"]


@pytest.mark.parametrize("data, code", [
    (b"", "csv_empty"),
    ("name,colour\nAnn,red\n".encode(), "csv_refused"),
    ("licence,club\n1,Leeds\n".encode(), "csv_refused"),
    ("name\nZo\xe9\n".encode("latin-1"), "csv_not_utf8"),
    (b"name\n" + b"x\n" * 4_000_000, "csv_too_large"),
])
def test_a_file_that_is_no_roster_csv_gets_a_clear_error(data, code):
    with pytest.raises(RosterError) as refused:
        read_csv(data)
    assert refused.value.code == code


def test_an_import_that_fails_midway_in_the_file_changes_nothing(roster):
    from duplicate.roster.store import MAX_CATEGORIES

    roster.add("Ann", "L1")
    roster.set_categories([f"Group {n}" for n in range(MAX_CATEGORIES - 1)])
    rows = read_csv("name,licence,category\nBob,L2,New one\nCy,L3,\nDee,L4,Another new one\n".encode())
    with pytest.raises(RosterError) as refused:  # the third row's category is one too many
        roster.import_players(rows)
    assert refused.value.code == "too_many_categories"
    assert [p.name for p in roster.players()] == ["Ann"]
    assert "New one" not in roster.categories()


# -- the file -----------------------------------------------------------------------------------


@pytest.mark.parametrize("content", [b"this is a text file, not a roster\n" * 20, b""])
def test_a_file_that_is_not_a_roster_gets_a_clear_error_and_is_not_changed(tmp_path, content):
    path = tmp_path / "roster.sqlite"
    path.write_bytes(content)
    with pytest.raises(RosterError) as refused:
        Roster.open(path)
    assert str(path) in str(refused.value)
    assert path.read_bytes() == content


def test_a_damaged_roster_gets_a_clear_error(tmp_path):
    path = tmp_path / "roster.sqlite"
    with Roster.open(path) as roster:
        for n in range(300):
            roster.add(f"Player {n}", club="x" * 60)
    data = bytearray(path.read_bytes())
    for page in range(1, len(data) // 4096):  # every page's header, past the schema's first page
        data[page * 4096: page * 4096 + 12] = b"\x55" * 12
    path.write_bytes(bytes(data))
    with pytest.raises(RosterError) as refused:
        Roster.open(path).players()
    assert refused.value.code == "damaged_roster"


def test_a_session_file_is_not_a_roster(tmp_path):
    SessionStore.create(tmp_path / "evening.duplicate", {"edition": "en"}).close()
    with pytest.raises(RosterError) as refused:
        Roster.open(tmp_path / "evening.duplicate")
    assert refused.value.code == "not_a_roster"


def test_a_roster_from_a_newer_version_is_refused(tmp_path):
    path = tmp_path / "roster.sqlite"
    Roster.open(path).close()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version=99")
    with pytest.raises(RosterError) as refused:
        Roster.open(path)
    assert refused.value.code == "newer_roster"


def test_creating_in_a_missing_folder_says_so(tmp_path):
    with pytest.raises(RosterError) as refused:
        Roster.open(tmp_path / "no such stick" / "roster.sqlite")
    assert "does not exist" in str(refused.value)
    assert not (tmp_path / "no such stick").exists()


def test_a_roster_replaced_while_open_is_not_written(tmp_path):
    path = tmp_path / "roster.sqlite"
    roster = Roster.open(path)
    try:
        roster.add("Ann")
        other = tmp_path / "other.sqlite"
        Roster.open(other).close()
        path.write_bytes(other.read_bytes())  # copied over the open file (same inode)
        with pytest.raises(RosterError) as refused:
            roster.add("Bob")
        assert refused.value.code == "roster_replaced"
    finally:
        roster.close()


# -- two writers ----------------------------------------------------------------------------------

WRITER = """
import sys
from duplicate.roster.store import Roster
roster = Roster.open(sys.argv[1], wait_seconds=30)
for n in range(int(sys.argv[3])):
    roster.add(f"{sys.argv[2]} {n}")
roster.close()
"""


def test_two_programs_adding_at_once_lose_no_entry(tmp_path):
    path = tmp_path / "roster.sqlite"
    Roster.open(path).close()
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), who, "40"], cwd=REPO)
               for who in ("North", "South")]
    assert [w.wait(timeout=120) for w in writers] == [0, 0]
    with Roster.open(path) as roster:
        names = {p.name for p in roster.players()}
    assert names == {f"{who} {n}" for who in ("North", "South") for n in range(40)}


HOLDER = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
db.execute("UPDATE players SET name = 'Held' WHERE 0")
print("holding", flush=True)
sys.stdin.readline()
db.execute("COMMIT")
"""


def test_a_second_writer_is_refused_with_a_message_while_another_program_writes(tmp_path):
    path = tmp_path / "roster.sqlite"
    with Roster.open(path) as roster:
        ann = roster.add("Ann")
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        with Roster.open(path, wait_seconds=0.3) as roster:
            assert [p.name for p in roster.players()] == ["Ann"]  # reading goes on
            with pytest.raises(RosterError) as refused:
                roster.update(RosterPlayer(ann.identity, "Ann Smith", revision=ann.revision))
            assert refused.value.code == "roster_busy"
            assert "another window" in str(refused.value)
    finally:
        holder.communicate("\n", timeout=30)
    with Roster.open(path) as roster:
        assert roster.player(ann.identity).name == "Ann"
        roster.update(RosterPlayer(ann.identity, "Ann Smith", revision=ann.revision))  # once free, it writes
        assert roster.player(ann.identity).name == "Ann Smith"


# -- session files keep the roster identity ---------------------------------------------------


def _settings(code="en"):
    return SessionSettings(code, lexicon(code).identity, load_preset("fisf"), seed=5)


def test_a_session_keeps_each_players_roster_identity_and_opens_without_the_roster(tmp_path):
    roster_path = tmp_path / "club" / "roster.sqlite"
    roster_path.parent.mkdir()
    with Roster.open(roster_path) as roster:
        ann = roster.add("Ann")
    before = roster_path.read_bytes()
    path = tmp_path / "evening.duplicate"
    session = Session.create(path, _settings(), lexicon("en"), players=[(3, "Ann", ann.identity), (5, "Guest")],
                             clock=FakeClock())
    session.add_player(7, "Late Bob", str(uuid.UUID(int=7)))
    session.rename_player(3, "Ann Smith")
    session.change_table(3, 4)
    session.close()
    roster_path.unlink()  # another computer: no roster at all
    with Session.open(path, lexicon("en"), clock=FakeClock(), read_only=True) as reopened:
        players = reopened.players
        assert (players[4].name, players[4].roster_id) == ("Ann Smith", ann.identity)
        assert (players[5].name, players[5].roster_id) == ("Guest", None)
        assert players[7].roster_id == str(uuid.UUID(int=7))
    assert before  # the roster was never opened by the session


def test_the_stored_action_leaves_out_a_missing_identity_and_an_old_file_opens(tmp_path):
    path = tmp_path / "evening.duplicate"
    session = Session.create(path, _settings(), lexicon("en"), players=[(1, "Ann"), (2, "Bob", str(uuid.UUID(int=2)))])
    session.close()
    with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as db:
        payloads = [json.loads(p) for (p,) in db.execute("SELECT payload FROM actions WHERE kind = 'add_player'")]
    assert payloads == [{"table": 1, "name": "Ann"}, {"table": 2, "name": "Bob", "roster_id": str(uuid.UUID(int=2))}]


@pytest.mark.parametrize("roster_id", ["", 12, None, "has space", "x" * 65, "-leading", "ann\u202eevil", "a\nb"])
def test_a_bad_roster_identity_is_refused(tmp_path, roster_id):
    from duplicate.session.actions import parse_action

    with pytest.raises(SessionError) as refused:
        parse_action("add_player", {"table": 1, "name": "Ann", "roster_id": roster_id})
    assert "roster_id" in str(refused.value)
    with Session.create(tmp_path / "x.duplicate", _settings(), lexicon("en")) as session:
        if isinstance(roster_id, str):
            with pytest.raises(SessionError):
                session.add_player(1, "Ann", roster_id)
            assert session.players == {}
