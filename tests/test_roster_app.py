"""The roster in the app: a session started from the roster in the real new-session dialog, a
latecomer from the roster in the Players dialog, the Roster window's edits, merges and CSV, two
windows editing at once, and a damaged roster that never stops the app."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from duplicate.roster.player import RosterPlayer
from duplicate.roster.store import FILE_NAME, Roster
from duplicate.session.session import Session
from ui.arbiter.new_session import NewSessionDialog
from ui.arbiter.players import PlayersDialog
from ui.arbiter.roster_picker import RosterPickModel
from ui.arbiter.roster_window import RosterWindow
from ui.main_window import MainWindow
from ui.widgets.controller import SessionController
from session_helpers import FakeClock, lexicon
from ui_support import answers, dialogs, isolated_settings  # noqa: F401 - fixtures

NAMES = ["Marie Dupont", "Jean Martin", "Zoé Leroy", "Paul Roux", "Hélène Girard", "Luc Bernard", "Anne Petit",
         "Claude Moreau", "Sophie Laurent", "Henri Simon", "Julie Michel", "Marc Lefebvre", "Nadia Garcia",
         "Pierre David", "Louise Bertrand", "Yves Robert", "Odile Richard", "Bruno Durand", "Emma Dubois",
         "Noah Thomas", "Inès Fournier", "Gaston Morel", "Rose Mercier", "Victor Blanc", "Alice Guerin",
         "Jacques Faure", "Lucie André", "Olivier Rousseau", "Camille Vincent", "Robert Muller"]


def roster_file() -> Path:
    """The roster the app uses (the test's own, see ui_support.isolated_settings)."""
    from ui.arbiter.roster_place import roster_path

    path = roster_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture
def club() -> dict[str, RosterPlayer]:
    """A roster of 30 players, the first ten with last evening's tables 1-10 in reverse order."""
    with Roster.open(roster_file(), ["Junior", "Senior"]) as roster:
        players = {name: roster.add(name, club="Leeds" if n % 2 else "York") for n, name in enumerate(NAMES)}
        roster.remember_tables({players[name].identity: 10 - n for n, name in enumerate(NAMES[:10])})
        return {name: roster.player(p.identity) for name, p in players.items()}


def new_dialog(qtbot, path: Path, fixed: bool = False) -> NewSessionDialog:
    """The new-session dialog (``fixed``: for a club whose members keep their usual tables)."""
    QSettings().setValue("roster/fixed_tables", fixed)
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    dialog.edition_box.setCurrentIndex(dialog.edition_box.findData("en"))
    dialog.file_edit.setText(str(path))
    return dialog


def tick(dialog: NewSessionDialog, name: str) -> None:
    """Tick ``name`` as the arbiter does: search, then click the row's box."""
    picker = dialog.roster_picker
    picker.search_edit.setText(name)
    assert picker.model.rowCount() == 1, name
    index = picker.model.index(0, RosterPickModel.PRESENT)
    assert picker.model.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    picker.search_edit.clear()


def test_a_session_starts_from_players_ticked_in_a_roster_of_thirty(qtbot, tmp_path, club, dialogs):
    dialog = new_dialog(qtbot, tmp_path / "evening.duplicate", fixed=True)
    picker = dialog.roster_picker
    assert picker.model.rowCount() == 30
    picker.search_edit.setText("leroy")
    assert [picker.model.player_at(r).name for r in range(picker.model.rowCount())] == ["Zoé Leroy"]
    for name in ("Zoé Leroy", "Marie Dupont", "Robert Muller", "Noah Thomas", "Jean Martin"):
        tick(dialog, name)
    assert picker.count_label.text() == "5 players ticked"
    dialog._accept()
    assert dialog.choice is not None and dialogs == []
    # last evening: Marie 10, Jean 9, Zoé 8; Robert and Noah had none, so they take 1 and 2
    expected = [(1, "Robert Muller"), (2, "Noah Thomas"), (8, "Zoé Leroy"), (9, "Jean Martin"), (10, "Marie Dupont")]
    assert [(table, name) for table, name, *_ in dialog.choice.players] == expected
    window = MainWindow(clock=FakeClock())
    qtbot.addWidget(window)
    session = window.create_session(dialog.choice)
    assert session is not None
    assert {p.table: (p.name, p.roster_id) for p in session.players.values()} == {
        table: (name, club[name].identity) for table, name in expected}
    with Roster.open(roster_file()) as roster:  # tonight's tables are offered next time
        assert roster.player(club["Robert Muller"].identity).last_table == 1
        assert roster.player(club["Noah Thomas"].identity).last_table == 2
    window.close_session()


def test_a_teachers_class_is_a_category_ticked_at_once(qtbot, tmp_path, dialogs):
    with Roster.open(roster_file()) as roster:
        pupils = [roster.add(name, category="Class 5B") for name in ("Emma", "Noah", "Liam")]
        roster.add("Olivia", category="Class 6A")
        roster.set_active(roster.add("Left School", category="Class 5B"), False)
    dialog = new_dialog(qtbot, tmp_path / "lesson.duplicate")
    picker = dialog.roster_picker
    picker.search_edit.setText("5b")
    qtbot.mouseClick(picker.all_button, Qt.MouseButton.LeftButton)
    assert picker.chosen() == [(1, "Emma", pupils[0].identity), (2, "Liam", pupils[2].identity),
                               (3, "Noah", pupils[1].identity)]
    picker.search_edit.setText("liam")
    qtbot.mouseClick(picker.none_button, Qt.MouseButton.LeftButton)
    assert [name for _, name, _ in picker.chosen()] == ["Emma", "Noah"]


def test_tables_of_last_evening_are_kept_and_a_clash_takes_the_lowest_free_one(qtbot, tmp_path, club):
    with Roster.open(roster_file()) as roster:
        roster.remember_tables({club["Paul Roux"].identity: 9})  # Jean Martin sat at 9 too
    dialog = new_dialog(qtbot, tmp_path / "evening.duplicate", fixed=True)
    tick(dialog, "Jean Martin")
    tick(dialog, "Paul Roux")
    tick(dialog, "Hélène Girard")  # 6 last time
    assert dialog.roster_picker.chosen() == [(1, "Paul Roux", club["Paul Roux"].identity),
                                              (6, "Hélène Girard", club["Hélène Girard"].identity),
                                              (9, "Jean Martin", club["Jean Martin"].identity)]
    model = dialog.roster_picker.model
    model.set_query("Paul")
    table = model.index(0, RosterPickModel.TABLE)
    assert not model.setData(table, 6)  # Hélène's
    assert model.setData(table, 12)
    assert dialog.roster_picker.chosen()[-1] == (12, "Paul Roux", club["Paul Roux"].identity)


def test_a_name_typed_on_the_spot_joins_the_roster_once_confirmed(qtbot, tmp_path, club, answers):
    asked, replies = answers
    dialog = new_dialog(qtbot, tmp_path / "evening.duplicate", fixed=True)
    picker = dialog.roster_picker
    qtbot.keyClicks(picker.new_edit, "Nora Newcomer")
    replies.append(QMessageBox.StandardButton.No)
    qtbot.mouseClick(picker.new_button, Qt.MouseButton.LeftButton)
    assert asked[-1] == "Add Nora Newcomer to the club's roster? They are ticked as present tonight."
    assert picker.chosen() == []
    with Roster.open(roster_file()) as roster:
        assert roster.find_by_name("Nora Newcomer") is None
    qtbot.mouseClick(picker.new_button, Qt.MouseButton.LeftButton)  # Yes this time
    with Roster.open(roster_file()) as roster:
        nora = roster.find_by_name("Nora Newcomer")
    assert nora is not None and picker.chosen() == [(1, "Nora Newcomer", nora.identity)]
    # names typed in the list below: one the roster knows is linked, the others added once confirmed
    tick(dialog, "Marie Dupont")  # table 10
    dialog.players_edit.setPlainText("Jean Martin\n20 Guest One\nGuest Two")
    dialog._accept()
    assert asked[-1] == "Add these players to the club's roster?\nGuest One, Guest Two"
    players = {table: (name, roster_id) for table, name, roster_id in dialog.choice.players}
    assert players[1] == ("Nora Newcomer", nora.identity)
    assert players[10] == ("Marie Dupont", club["Marie Dupont"].identity)
    assert players[21] == ("Jean Martin", club["Jean Martin"].identity)  # numbered after every table so far
    with Roster.open(roster_file()) as roster:
        guest_one, guest_two = roster.find_by_name("Guest One"), roster.find_by_name("Guest Two")
        assert players[20] == ("Guest One", guest_one.identity) and guest_one.last_table == 20
        assert players[22] == ("Guest Two", guest_two.identity)
        assert len(roster.players()) == 33


def test_names_typed_stay_out_of_the_roster_when_the_arbiter_says_no(qtbot, tmp_path, club, answers):
    asked, replies = answers
    dialog = new_dialog(qtbot, tmp_path / "evening.duplicate")
    dialog.players_edit.setPlainText("3 Visitor")
    replies.append(QMessageBox.StandardButton.No)
    dialog._accept()
    assert dialog.choice.players == ((3, "Visitor"),)
    with Roster.open(roster_file()) as roster:
        assert len(roster.players()) == 30


def test_a_typed_table_that_a_ticked_player_holds_is_refused(qtbot, tmp_path, club, dialogs):
    dialog = new_dialog(qtbot, tmp_path / "evening.duplicate", fixed=True)
    tick(dialog, "Marie Dupont")  # table 10
    dialog.players_edit.setPlainText("10 Someone")
    dialog._accept()
    assert dialog.choice is None
    assert dialogs[-1] == ("warning", "line 1: table 10 is taken by a player ticked in the roster")


def _session(tmp_path: Path, players) -> Session:
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import SessionSettings

    settings = SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=3)
    return Session.create(tmp_path / "evening.duplicate", settings, lexicon("en"), players=players, clock=FakeClock())


def test_a_latecomer_comes_from_the_roster(qtbot, tmp_path, club, dialogs):
    QSettings().setValue("roster/fixed_tables", True)  # the club keeps its members at their tables
    session = _session(tmp_path, [(1, "Marie Dupont", club["Marie Dupont"].identity), (2, "Guest")])
    controller = SessionController(session)
    dialog = PlayersDialog(controller)
    qtbot.addWidget(dialog)
    search = dialog.roster_search
    assert search.list.count() == 29  # Marie plays already
    qtbot.keyClicks(search.search_edit, "hele")
    assert [search.list.item(i).text() for i in range(search.list.count())] == ["Hélène Girard (York)"]
    search.list.setCurrentRow(0)
    assert dialog.name_edit.text() == "Hélène Girard"
    assert dialog.table_box.value() == 6  # her table of last evening is free
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert session.players[6].name == "Hélène Girard"
    assert session.players[6].roster_id == club["Hélène Girard"].identity
    assert dialogs == []
    assert search.list.count() == 28
    # a latecomer typed by hand: the one of that name in the roster, else a new entry once confirmed
    dialog.table_box.setValue(7)
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Luc Bernard")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert session.players[7].roster_id == club["Luc Bernard"].identity
    dialog.table_box.setValue(8)
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Late Lara")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialogs[-1] == ("question", "Add Late Lara to the club's roster too?")
    with Roster.open(roster_file()) as roster:
        lara = roster.find_by_name("Late Lara")
        assert lara is not None and session.players[8].roster_id == lara.identity and lara.last_table == 8
    dialog.done(0)
    dialog.show()  # the arbiter's window keeps the dialog: shown again, it searches the roster again
    assert search.list.count() == 27  # 31 in the roster (Lara added), 4 of them playing
    dialog.done(0)
    controller.stop()
    session.close()


def test_the_players_dialog_without_a_roster_types_latecomers_as_before(qtbot, tmp_path, dialogs):
    session = _session(tmp_path, [(1, "Ann")])
    controller = SessionController(session)
    dialog = PlayersDialog(controller)
    qtbot.addWidget(dialog)
    assert "No club roster yet" in dialog.roster_search.problem_label.text()
    dialog.table_box.setValue(2)
    qtbot.keyClicks(dialog.name_edit, "Bob")
    dialog.add()
    assert (session.players[2].name, session.players[2].roster_id) == ("Bob", None)
    assert dialogs == [] and not roster_file().exists()  # nothing asked, no roster made
    controller.stop()
    session.close()


# -- the Roster window ---------------------------------------------------------------------------


def roster_window(qtbot) -> RosterWindow:
    window = RosterWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_roster_window_adds_edits_deactivates_and_searches(qtbot, dialogs):
    window = roster_window(qtbot)
    qtbot.keyClicks(window.name_edit, "<b>Ann</b> Smith")
    qtbot.keyClicks(window.licence_edit, "L-1")
    window.category_box.setCurrentText("Junior")
    qtbot.mouseClick(window.add_button, Qt.MouseButton.LeftButton)
    assert window.status_label.textFormat() == Qt.TextFormat.PlainText
    assert window.status_label.text() == "<b>Ann</b> Smith added to the roster."
    window.clear_form()
    qtbot.keyClicks(window.name_edit, "Bob")
    qtbot.mouseClick(window.add_button, Qt.MouseButton.LeftButton)
    assert window.model.rowCount() == 2
    window.view.selectRow(window.model.row_of(window.model.roster.find_by_name("Bob").identity))
    window.club_edit.setText("York")
    window.active_box.setChecked(False)
    qtbot.mouseClick(window.save_button, Qt.MouseButton.LeftButton)
    window.inactive_box.setChecked(False)
    assert [window.model.player_at(r).name for r in range(window.model.rowCount())] == ["<b>Ann</b> Smith"]
    window.search_edit.setText("york")
    assert window.model.rowCount() == 0
    window.inactive_box.setChecked(True)
    assert window.model.player_at(0).name == "Bob"
    window.done(0)
    with Roster.open(roster_file()) as roster:
        bob = roster.find_by_name("Bob")
        assert (bob.club, bob.active) == ("York", False)
        assert roster.find_by_name("<b>Ann</b> Smith").category == "Junior"
    assert dialogs == []


def test_merging_two_entries_in_the_window_keeps_both_identities(qtbot, tmp_path, dialogs):
    with Roster.open(roster_file()) as roster:
        marie = roster.add("Marie Dupont", club="Lyon")
        twice = roster.add("Marie DUPONT", "FR-9")
    session = _session(tmp_path, [(1, "Marie DUPONT", twice.identity)])  # an evening under the second entry
    session.close()
    window = roster_window(qtbot)
    selection = window.view.selectionModel()
    for player in (marie, twice):
        selection.select(window.model.index(window.model.row_of(player.identity), 0),
                         selection.SelectionFlag.Select | selection.SelectionFlag.Rows)
    assert window.merge_button.isEnabled()
    kept, other = sorted((marie, twice), key=lambda p: window.model.row_of(p.identity))  # the first row is kept
    qtbot.mouseClick(window.merge_button, Qt.MouseButton.LeftButton)
    assert dialogs[-1] == ("question", f"Merge \"{other.name}\" into \"{kept.name}\"? One player is left, named "
                           f"\"{kept.name}\"; the sessions played under either stay this person's. This cannot "
                           "be undone.")
    assert window.model.rowCount() == 1
    with Session.open(tmp_path / "evening.duplicate", lexicon("en"), read_only=True) as reopened:
        stored = reopened.players[1].roster_id
    with Roster.open(roster_file()) as roster:
        person = roster.player(stored)  # the past evening maps to the merged person
        assert (person.identity, person.name, person.licence, person.club) == (kept.identity, kept.name, "FR-9",
                                                                               "Lyon")
        assert roster.aliases(kept.identity) == (other.identity,)
    window.done(0)


def test_an_edit_in_one_window_is_not_lost_to_another_window(qtbot, dialogs):
    with Roster.open(roster_file()) as roster:
        ann = roster.add("Ann")
    first, second = roster_window(qtbot), roster_window(qtbot)
    for window in (first, second):
        window.view.selectRow(window.model.row_of(ann.identity))
    first.club_edit.setText("Leeds")
    first.save()
    second.name_edit.setText("Annie")
    assert second.save() is None
    assert dialogs[-1][0] == "warning" and "Ann was changed in another window meanwhile" in dialogs[-1][1]
    assert second.club_edit.text() == "Leeds"  # the form shows the other window's edit
    second.name_edit.setText("Annie")
    assert second.save() is not None  # made again on the fresh copy
    with Roster.open(roster_file()) as roster:
        assert (roster.player(ann.identity).name, roster.player(ann.identity).club) == ("Annie", "Leeds")
    first.done(0)
    second.done(0)


def test_a_csv_import_with_bad_lines_names_them_and_imports_nothing(qtbot, tmp_path, dialogs):
    window = roster_window(qtbot)
    bad = tmp_path / "club.csv"
    bad.write_text("name;active\nAnn;yes\nBob;perhaps\n;yes\n", encoding="utf-8")
    assert not window.import_file(str(bad))
    assert dialogs[-1] == ("warning", "nothing was imported: 2 lines of the file are wrong\n\n"
                                      "line 3: \"active\" is yes or no, not \"perhaps\"\nline 4: a player needs a name")
    assert window.model.rowCount() == 0
    good = tmp_path / "good.csv"
    good.write_text("name;club\nAnn;Leeds\nBob;York\n", encoding="utf-8")
    assert window.import_file(str(good))
    assert window.status_label.text() == "Imported: 2 new, 0 updated."
    out = tmp_path / "out.csv"
    assert window.export_file(str(out))
    assert [line.split(",")[1:] for line in out.read_text(encoding="utf-8-sig").splitlines()] == [
        ["name", "licence", "category", "club", "active"], ["Ann", "", "", "Leeds", "yes"], ["Bob", "", "", "York", "yes"]]
    window.done(0)


def test_a_damaged_roster_says_so_and_the_app_still_starts_and_runs_a_session(qtbot, tmp_path, dialogs):
    roster_file().write_bytes(b"not a roster at all" * 100)
    window = MainWindow(clock=FakeClock())
    qtbot.addWidget(window)
    window.show()
    roster = roster_window(qtbot)
    assert roster.problem_label.isVisible() and "is damaged or is not a roster file" in roster.problem_label.text()
    assert not roster.add_button.isEnabled()
    dialog = new_dialog(qtbot, tmp_path / "evening.duplicate")
    assert "is damaged or is not a roster file" in dialog.roster_picker.problem_label.text()
    dialog.players_edit.setPlainText("Ann\nBob")
    dialog._accept()
    assert dialog.choice.players == ((1, "Ann"), (2, "Bob"))
    assert window.create_session(dialog.choice) is not None
    assert roster_file().read_bytes() == b"not a roster at all" * 100
    # another folder (the club's stick) is remembered and used from then on
    stick = tmp_path / "stick"
    stick.mkdir()
    roster.use_folder(stick)
    assert not roster.problem_label.isVisible() and (stick / FILE_NAME).exists()
    assert QSettings().value("roster/folder") == str(stick)
    roster.done(0)
    window.close_session()


def test_the_file_menu_opens_the_roster_window(qtbot):
    window = MainWindow(clock=FakeClock())
    qtbot.addWidget(window)
    action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "Clu&b roster…")
    action.trigger()
    assert window.roster_window is not None and window.roster_window.isVisible()
    window.roster_window.done(0)
    action.trigger()  # closed and opened again: the same window, the roster read again
    assert window.roster_window.isVisible() and window.roster_window.model.roster is not None
    window.roster_window.done(0)


def test_a_session_file_opens_with_its_names_where_there_is_no_roster(qtbot, tmp_path, dialogs):
    identity = str(uuid.uuid4())
    session = _session(tmp_path, [(1, "Marie Dupont", identity)])
    session.close()
    assert not roster_file().exists()
    window = MainWindow(clock=FakeClock())
    qtbot.addWidget(window)
    window.show()
    opened = window.open_path(str(tmp_path / "evening.duplicate"))
    assert opened is not None and opened.players[1].name == "Marie Dupont" and opened.players[1].roster_id == identity
    assert not roster_file().exists()
    window.close_session()
