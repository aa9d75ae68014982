"""The arbiter's evening, third pass (issue 40): the projector's pages follow the space they
have, the correcting turn's lines are that turn's, tables from the roster are numbered 1..n,
the club's sheet is one printed page when it fits, the GCG file is one other programs read,
and the words agree with what they count."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from duplicate.rules.edition import load_edition
from duplicate.rules.notation import format_move
from duplicate.words.lexicon import load_lexicon
from ui_support import isolated_settings, answers, press_key, open_arbiter, draw_rack  # noqa: F401 - fixtures


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon(load_edition("fr"))


def _play_turn(window, session, tied: int = 0) -> None:
    """Draw, then every table a move: the first ``tied`` tables the top, the others spread."""
    ranked = window.controller.ranked()
    edition = session.edition
    tables = sorted(session.players)
    for index, table in enumerate(tables):
        move = ranked[0] if index < tied else ranked[min(len(ranked) - 1, 1 + index % 9)]
        assert window.controller.attempt(lambda t=table, m=move: session.enter_move(t, format_move(m.move, edition)))


def _projector(qtbot, window, size: tuple[int, int]):
    press_key(qtbot, window, Qt.Key.Key_F10)
    projector = window.projector
    qtbot.waitUntil(projector.isVisible)
    projector.resize(*size)
    qtbot.wait(50)
    return projector


def _shots():
    from pathlib import Path

    folder = Path(__file__).parent / "output"
    folder.mkdir(exist_ok=True)
    return folder


def _page_sizes(qtbot, projector) -> list[int]:
    """The number of players on each page, turning them until the first comes round again."""
    board = projector.standings
    projector.page_timer.setInterval(20)
    sizes: list[int] = []
    notes: list[str] = []
    while not notes or board.note != notes[0]:
        notes.append(board.note)
        sizes.append(len(board.rows))
        if not board.note:
            break
        before = board.text()
        qtbot.waitUntil(lambda before=before: board.text() != before, timeout=2000)
    return sizes


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_projector_pages_follow_the_space_after_a_reveal(qtbot, tmp_path, lexicon, answers, size) -> None:
    players = [(t, f"Joueur {t:02d}") for t in range(1, 26)]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    projector = _projector(qtbot, window, size)  # open during the turn, then the reveal
    draw_rack(qtbot, window)
    _play_turn(window, session)
    press_key(qtbot, window, Qt.Key.Key_F9)
    qtbot.wait(50)
    board = projector.standings
    fit = board.rows_that_fit(note=True)
    # the column has room for a dozen rows and more, and each page holds what the space holds
    assert fit >= 12
    sizes = _page_sizes(qtbot, projector)
    assert sum(sizes) == 25 and all(s <= fit for s in sizes)
    assert all(s >= fit - 3 for s in sizes[:-1])  # only the ends of ties make a page shorter
    # a resize: the pages follow at once, smaller then bigger again
    projector.resize(size[0] // 2, size[1] // 2)
    qtbot.wait(50)
    small = board.rows_that_fit(note=True)
    assert 0 < len(board.rows) <= small
    projector.resize(*size)
    qtbot.wait(50)
    assert board.rows_that_fit(note=True) == fit
    sizes = _page_sizes(qtbot, projector)
    assert sum(sizes) == 25 and max(sizes) >= fit - 3 and all(s <= fit for s in sizes)
    # the next turn is drawn: the rack and the timer come back and the pages get smaller
    draw_rack(qtbot, window)
    qtbot.wait(50)
    assert 0 < len(board.rows) <= board.rows_that_fit(note=True)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_running_turn_pages_keep_a_tie_together(qtbot, tmp_path, lexicon, answers, size) -> None:
    players = [(t, f"Joueur {t:02d}") for t in range(1, 27)]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    projector = _projector(qtbot, window, size)
    draw_rack(qtbot, window)
    ranked = window.controller.ranked()
    edition = session.edition
    scores = sorted({m.points for m in ranked}, reverse=True)
    by_points = {p: next(m for m in ranked if m.points == p) for p in scores}
    # three tops, then nine players tied on 4th place, the others one a score
    plan = {t: scores[0] for t in (1, 2, 3)} | {t: scores[1] for t in range(4, 13)}
    plan |= {t: scores[min(len(scores) - 1, 2 + (t - 13) // 2)] for t in range(13, 27)}
    for table, points in plan.items():
        move = format_move(by_points[points].move, edition)
        assert window.controller.attempt(lambda t=table, m=move: session.enter_move(t, m))
    press_key(qtbot, window, Qt.Key.Key_F9)
    draw_rack(qtbot, window)
    press_key(qtbot, window, Qt.Key.Key_F5)  # the clock runs: the rack and the timer share the column
    qtbot.wait(50)
    board = projector.standings
    assert projector.rack.isVisible() and projector.timer.isVisible()
    projector.grab().save(str(_shots() / f"projector-running-{size[0]}.png"))
    fit = board.rows_that_fit(note=True)
    assert fit >= 9  # a tie of nine fits on a running turn's page
    shown: list[list[str]] = []
    # the pages are turned here, one at a time, as the timer turns them (a fast timer could
    # turn two between looks on a loaded machine)
    projector.page_timer.stop()
    notes: list[str] = []
    while not notes or board.note != notes[0]:
        notes.append(board.note)
        shown.append([row[1] for row in board.rows])
        assert len(board.rows) <= board.rows_that_fit(note=True)
        projector.next_page()
        assert len(notes) <= len(players)
    assert sorted(name for page in shown for name in page) == sorted(name for _t, name in players)
    tie = {f"Joueur {t:02d}" for t in range(4, 13)}
    assert any(tie <= set(page) for page in shown)


# -- tables from the roster: 1..n without gaps ------------------------------------------------


def _members(count: int, last_tables: bool = True):
    from duplicate.roster.player import RosterPlayer

    return [RosterPlayer(f"00000000-0000-4000-8000-{n:012d}", f"Membre {n}", last_table=n if last_tables else None)
            for n in range(1, count + 1)]


def test_tables_are_numbered_without_gaps_unless_the_club_has_fixed_tables() -> None:
    from duplicate.roster.tables import numbered, renumbering, seat

    members = _members(26)
    present = [m for m in members if m.last_table not in (1, 8)]  # two members stay at home
    tables = seat(present)
    assert sorted(tables.values()) == list(range(1, 25))
    moved = renumbering({m.identity: m.last_table for m in present}, tables)
    # the two last tables fill the gaps; everyone else keeps their usual table
    assert [(m.old, m.new) for m in moved] == [(25, 1), (26, 8)]
    assert sorted(seat(present, fixed=True).values()) == [t for t in range(1, 27) if t not in (1, 8)]
    # a table chosen by hand is kept, whatever it is; the others fill 1..n around it
    by_hand = {m.identity: m.last_table for m in present} | {present[0].identity: 40}
    again = numbered(by_hand, keep=[present[0].identity])
    assert again[present[0].identity] == 40 and sorted(again.values()) == [*range(1, 24), 40]
    # tables held by others (typed guests) count in n and are never given
    assert sorted(numbered({"a": 5, "b": 9}, held=[1, 2]).values()) == [3, 4]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_ticking_the_roster_numbers_tables_without_gaps_and_says_who_moved(qtbot, tmp_path, language) -> None:
    """All 26 members ticked, the two absent ones unticked: tables 1-24, and the dialog says
    which two players moved to fill tables 1 and 8; with fixed tables nobody moves."""
    from PySide6.QtCore import QSettings

    from duplicate.roster.store import Roster
    from ui.arbiter.new_session import NewSessionDialog
    from ui.arbiter.roster_place import roster_path
    from ui.widgets.language import install_language

    path = roster_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with Roster.open(path, ["Senior"]) as roster:
        members = [roster.add(f"Membre {n:02d}") for n in range(1, 27)]
        roster.remember_tables({m.identity: n for n, m in enumerate(members, start=1)})
    install_language(language)
    try:
        QSettings().setValue("roster/fixed_tables", False)
        dialog = NewSessionDialog()
        qtbot.addWidget(dialog)
        picker = dialog.roster_picker
        picker.all_button.click()
        assert [t for t, *_ in picker.chosen()] == list(range(1, 27))
        model = picker.model
        for absent in ("Membre 01", "Membre 08"):
            row = next(r for r in range(model.rowCount()) if model.player_at(r).name == absent)
            model.setData(model.index(row, model.PRESENT), Qt.CheckState.Unchecked.value, Qt.ItemDataRole.CheckStateRole)
        tables = {name: table for table, name, _ in picker.chosen()}
        assert sorted(tables.values()) == list(range(1, 25))
        assert tables["Membre 26"] == 1 and tables["Membre 25"] == 8  # the last tables fill the gaps
        assert tables["Membre 02"] == 2 and tables["Membre 24"] == 24  # the others keep their tables
        said = picker.moved_label.text()
        assert picker.moved_label.isVisibleTo(dialog)
        if language == "en":
            assert "1 player moved" in said and "Membre 25: table 25 → 8" in said
        else:
            assert "1 joueur déplacé" in said and "Membre 25\u00a0: table 25 → 8" in said
        # fixed tables: everyone back at their usual table, the gaps left
        picker.fixed_box.setChecked(True)
        assert sorted(t for t, *_ in picker.chosen()) == [t for t in range(1, 27) if t not in (1, 8)]
        assert QSettings().value("roster/fixed_tables") in (True, "true")
        dialog.done(0)
    finally:
        install_language("en")


# -- GCG that Macondo and Quackle read ------------------------------------------------------


def _simulated(tmp_path, edition: str, seed: int = 3):
    import io

    from duplicate.cli import main
    from duplicate.session.session import Session

    saved = tmp_path / f"{edition}.duplicate"
    assert main(["simulate", "--edition", edition, "--seed", str(seed), "--players", "2", "--save", str(saved)],
                out=io.StringIO()) == 0
    return Session.open(saved, read_only=True)


@pytest.mark.parametrize("code", ["fr", "en", "de", "nl", "nb"])
def test_a_whole_game_as_gcg_reads_in_macondo_and_quackle_alike(tmp_path, code) -> None:
    from collections import Counter

    from duplicate.records.gcg import game_gcg
    from gcg_readers import DISTRIBUTIONS, check_tiles, quackle_players, read_as_macondo
    from session_helpers import board_from_gcg, board_letters

    session = _simulated(tmp_path, code)
    try:
        text = game_gcg(session)
        game = read_as_macondo(text)  # two players, pragmas first, every line one Macondo reads
        assert [nick for nick, _ in game.players] == ["Room", "Top"]
        edition = session.edition
        # the tiles Macondo plays it with are the edition's (not English tiles for a French game)
        assert DISTRIBUTIONS[game.distribution] == code
        tiles = Counter({("?" if i == 0 else edition.letters[i]): n for i, n in enumerate(edition.counts)})
        check_tiles(game, tiles)
        # Quackle gives the lines to the players in turn: the same players as the lines name
        assert quackle_players(game) == [event.nick for event in game.events]
        tops = [e for e in game.events if e.nick == "Top"]
        assert [e.score for e in tops] == [t.committed.points for t in session.committed_turns]
        assert tops[-1].total == sum(t.committed.points for t in session.committed_turns)
        assert all(e.position is None and e.total == 0 for e in game.events if e.nick == "Room")
        assert board_from_gcg(text, edition) == board_letters(session.board, edition)
        assert len(session.committed_turns) >= 15  # a whole game, to the end of the bag
    finally:
        session.close()


def test_the_gcg_file_names_a_lexicon_they_know_and_says_the_rest_in_the_users_language(tmp_path) -> None:
    from duplicate.records.gcg import game_gcg, known_lexicon
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Session, SessionSettings
    from duplicate.translations import sheet_labels
    from gcg_readers import read_as_macondo

    english = load_lexicon(load_edition("en"))
    french = load_lexicon(load_edition("fr"))
    assert known_lexicon("CSW21", english.edition) == "CSW21" and known_lexicon("nwl2023", english.edition) == "NWL2023"
    assert known_lexicon("FRA20", french.edition) == "FRA20" and known_lexicon("CSW21", french.edition) is None
    assert known_lexicon("French default (fr)", french.edition) is None
    # the bundled French list: no lexicon name Macondo would read as English tiles, but the tile set
    session = _simulated(tmp_path, "fr")
    try:
        text = game_gcg(session, sheet_labels("fr"))
        game = read_as_macondo(text)
        assert "lexicon" not in game.pragmas and game.pragmas["tile-distribution"] == "french"
        description = game.pragmas["description"]
        assert description.startswith("Partie duplicate") and "FISF" in description and "(fr)" in description
        assert dict(game.players)["Top"] == "Coups maîtres"
    finally:
        session.close()
    # an official list loaded under its own name: the name they know
    path = tmp_path / "csw.duplicate"
    named = SessionSettings("en", english.identity.__class__("CSW21", english.identity.sha256), load_preset("home"))
    with Session.create(path, named, english, players=[(1, "Ann")]) as session:
        session.draw()
        session.commit()
        assert read_as_macondo(game_gcg(session)).pragmas["lexicon"] == "CSW21"
        assert "#tile-distribution" not in game_gcg(session)  # English: Macondo's default tiles


# -- names sorted as people sort them ----------------------------------------------------------

NAMES = ["Zoé", "Élodie", "Øystein", "Åse", "IJsbrand", "Straße", "Ingrid", "Stras"]
ORDER = {"fr": ["Åse", "Élodie", "IJsbrand", "Ingrid", "Øystein", "Stras", "Straße", "Zoé"],
         "nb": ["Élodie", "IJsbrand", "Ingrid", "Stras", "Straße", "Zoé", "Øystein", "Åse"]}


@pytest.mark.parametrize("language", ["fr", "nb"])
def test_tied_players_and_the_roster_are_in_the_readers_alphabetical_order(qtbot, tmp_path, lexicon, language) -> None:
    from duplicate.records.sheet import sheet_html
    from duplicate.roster.store import Roster
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Session, SessionSettings
    from duplicate.session.standings import compute_standings
    from duplicate.translations import sheet_labels
    from ui.arbiter.roster_picker import RosterPickModel

    players = [(t, name) for t, name in enumerate(NAMES, start=1)]
    with Session.create(tmp_path / "s.duplicate", SessionSettings("fr", lexicon.identity, load_preset("fisf"),
                                                                  seed=11), lexicon, players=players) as session:
        session.draw()
        session.enter_for_remaining(False)  # nobody hands anything in: all tied, 0 points
        session.commit()
        rows = compute_standings(session, language=language).rows
        assert {r.rank for r in rows} == {1} and [r.name for r in rows] == ORDER[language]
        assert [r.name for r in compute_standings(session).rows] == NAMES  # by table without a reader
        page = sheet_html(session, sheet_labels(language))
        assert sorted(NAMES, key=page.index) == ORDER[language]  # the printed sheet too
    with Roster.open(tmp_path / "roster.sqlite", ["Senior"]) as roster:
        for name in NAMES:
            roster.add(name)
        from ui.widgets.language import install_language

        install_language(language)
        try:
            model = RosterPickModel(roster)
            assert [model.player_at(r).name for r in range(model.rowCount())] == ORDER[language]
        finally:
            install_language("en")


# -- the club's sheet on one A4 page --------------------------------------------------------------


def _pdf_texts(path) -> list[str]:
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    document.load(str(path))
    texts = [document.getAllText(page).text() for page in range(document.pageCount())]
    document.close()
    return texts


@pytest.mark.parametrize("players", [10, 25, 40])
def test_the_club_sheet_is_one_a4_page(qtbot, tmp_path, players) -> None:
    import io

    from duplicate.cli import main
    from duplicate.records.sheet import sheet_name
    from duplicate.session.session import Session
    from duplicate.session.standings import compute_standings
    from duplicate.translations import sheet_labels
    from ui.widgets.printing import save_sheet_pdf

    saved = tmp_path / "evening.duplicate"
    assert main(["simulate", "--edition", "fr", "--seed", "5", "--players", str(players), "--save", str(saved)],
                out=io.StringIO()) == 0
    with Session.open(saved, read_only=True) as session:
        assert len(session.committed_turns) >= 19  # a whole evening
        pdf = tmp_path / "sheet.pdf"
        save_sheet_pdf(session, sheet_labels("fr"), str(pdf))
        pages = _pdf_texts(pdf)
        assert len(pages) == 1
        text = pages[0]
        for row in compute_standings(session, language="fr").rows:  # every player, on one line
            assert f"{row.rank} {row.table} {sheet_name(row.name)} {row.total} " in text
        last = session.committed_turns[-1]
        assert f"La grille après le coup {last.number}" in text  # the board on the same page
        assert "Feuille de partie" in text
        from PySide6.QtGui import QImage
        from PySide6.QtPdf import QPdfDocument
        from PySide6.QtCore import QSize

        document = QPdfDocument()
        document.load(str(pdf))
        image: QImage = document.render(0, QSize(1240, 1754))
        image.save(str(_shots() / f"sheet-{players}.png"))
        document.close()


# -- correcting a past turn: every line under the board is that turn's ---------------------------


def test_correcting_a_past_turn_every_line_under_the_board_is_that_turns(qtbot, tmp_path, lexicon, answers) -> None:
    from duplicate.session.standings import cell_for  # noqa: F401 - the entries as the window reads them

    players = [(t, f"Joueur {t}") for t in range(1, 7)]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    page, entry = window.page, window.page.entry
    draw_rack(qtbot, window)
    top = format_move(window.controller.ranked()[0].move, session.edition)
    for table in (1, 2, 3, 4):  # tables 5 and 6 hand nothing in on turn 1
        assert window.controller.attempt(lambda t=table: session.enter_move(t, top))
    press_key(qtbot, window, Qt.Key.Key_F9)
    for _turn in (2, 3):
        draw_rack(qtbot, window)
        if _turn == 2:
            assert window.controller.attempt(lambda: session.enter_for_remaining(True))
            press_key(qtbot, window, Qt.Key.Key_F9)
    assert len(session.turns) == 3
    missing = entry.decisions.missing_label
    bag_now = page.bag_label.text()
    assert missing.text() == "Missing entries: 6 (tables 1–6)"
    entry.turn_box.setValue(1)  # correcting turn 1 during turn 3
    first = session.turn(1)
    counts = session.bag_counts(1)
    assert counts != session.bag_counts()  # turn 1's bag held more tiles than turn 3's
    assert page.bag_label.text().startswith(f"Turn 1: Bag: {counts.tiles} tiles")
    assert page.bag_label.text() != "Turn 1: " + bag_now
    assert missing.text() == "Missing entries: 2 (tables 5, 6)"
    assert not entry.decisions.top_all_button.isEnabled()  # the bulk entries act on the turn in play
    assert page.rack.text() == _rack(first, session)
    assert "turn 1" in page.past_board_label.text() and page.board.board == first.board
    window.resize(1366, 768)
    qtbot.wait(30)
    page.grab().save(str(_shots() / "correcting-turn-1.png"))
    entry.turn_box.setValue(3)  # back to the turn in play: its lines again
    assert page.bag_label.text() == bag_now and missing.text() == "Missing entries: 6 (tables 1–6)"
    assert entry.decisions.top_all_button.isEnabled()


def _rack(turn, session) -> str:
    from ui.widgets.rack_view import RackView

    view = RackView()
    view.set_edition(session.edition)
    view.set_rack(turn.draw.leftover, turn.draw.new, bool(turn.draw.rejected))
    return view.text()


# -- words that agree with what they count ------------------------------------------------------


def test_a_one_player_page_says_its_place_not_a_range(qtbot, tmp_path, lexicon, answers, monkeypatch) -> None:
    from ui.arbiter.standings_board import StandingsBoard

    players = [(1, "Ann"), (2, "Bob"), (3, "Cy")]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    projector = _projector(qtbot, window, (1366, 768))
    draw_rack(qtbot, window)
    ranked = window.controller.ranked()
    points = sorted({m.points for m in ranked}, reverse=True)
    for table, score in zip((1, 2, 3), points):  # three different totals: no tie
        move = format_move(next(m for m in ranked if m.points == score).move, session.edition)
        assert window.controller.attempt(lambda t=table, m=move: session.enter_move(t, m))
    monkeypatch.setattr(StandingsBoard, "rows_that_fit", lambda self, note: 2)  # a column for two rows
    press_key(qtbot, window, Qt.Key.Key_F9)
    board = projector.standings
    assert board.note == "1–2 of 3 (page 1/2)"
    projector.next_page()
    assert board.note == "3 of 3 (page 2/2)" and len(board.rows) == 1  # never "3–3 of 3"


def test_a_shared_rank_says_ex_aequo_on_the_player_sheets(tmp_path, lexicon) -> None:
    from duplicate.records.bulletins import player_sheets_html
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Session, SessionSettings
    from duplicate.translations import sheet_labels

    players = [(t, f"Joueur {t}") for t in range(1, 6)]
    with Session.create(tmp_path / "s.duplicate", SessionSettings("fr", lexicon.identity, load_preset("fisf"),
                                                                  seed=11), lexicon, players=players) as session:
        session.draw()
        ranked = session.ranked_moves()
        top = format_move(ranked[0].move, session.edition)
        session.enter_for_tables([1, 2, 3], top)  # a three-way tie for first place
        session.enter_move(4, format_move(next(m for m in ranked if m.points < ranked[0].points).move, session.edition))
        session.commit()
        page = player_sheets_html(session, sheet_labels("fr"))
        assert page.count("Rang 1 ex aequo sur 5.") == 3
        assert "Rang 4 sur 5." in page and "Rang 5 sur 5." in page  # ranks of their own: no ex aequo
        assert "Rank 1 (tied) of 5." in player_sheets_html(session)


#: Pronouns that give a person a gender, by language (the arbiter's messages name players).
GENDERED = {"fr": r"\b(il|elle|lui)\b", "de": r"\b(er|ihn|ihm)\b", "nl": r"\b(hij|hem|zij)\b",
            "nb": r"\b(han|ham|hun|henne)\b"}


@pytest.mark.parametrize("code", sorted(GENDERED))
def test_messages_about_a_player_use_neutral_wording(code) -> None:
    """A message about a player says nothing of their gender (Zoé is not "il"): neutral words
    rather than a pronoun, in every message of the arbiter's windows."""
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    root = ET.parse(Path(__file__).parents[1] / "resources" / "translations" / f"duplicate_{code}.ts").getroot()
    contexts = {"PlayersDialog", "RosterPicker", "RosterLatecomers", "SessionPage", "NewSessionDialog", "EntryPanel",
                "Decisions", "ProjectorWindow"}
    found = []
    for context in root.iter("context"):
        if context.findtext("name") not in contexts:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            texts = [translation.text or ""] + [f.text or "" for f in translation.iter("numerusform")]
            if re.search(r"\b(they|them|their|player|players)\b", source):
                found += [(source, t) for t in texts if re.search(GENDERED[code], t)]
    assert found == []
