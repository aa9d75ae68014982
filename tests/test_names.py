"""Players' names (issue 22, finding 8): checked by Unicode category, kept as plain text, and
harmless in the exports a club opens in a spreadsheet.

Names pass that real people and emoji need (an emoji sequence with zero-width joiners, a
Persian name with a zero-width non-joiner, a soft hyphen, a subdivision flag); controls, the
bidirectional overrides that reorder a name on screen, unpaired surrogates, private-use
characters and noncharacters are refused, from a phone and from the arbiter alike. The
results CSV and the ranking program's file put ``'`` before a name a spreadsheet would read
as a formula; the Players dialog's question shows a name as plain text."""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import given, strategies as st

from duplicate.base.errors import SessionError
from duplicate.cli import main
from duplicate.rules.presets import load_preset
from duplicate.session.names import check_name, refused_character
from duplicate.session.phones import PhoneError, clean_name
from duplicate.session.session import Session, SessionSettings
from session_helpers import lexicon

FLAG = "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"  # Scotland


@pytest.mark.parametrize("name", [
    "\U0001F469\u200d\U0001F4BB Ada",  # woman technologist: an emoji sequence with a ZWJ
    "\u0645\u0647\u0631\u200c\u0646\u0627\u0632",  # Mehrnaz, with a zero-width non-joiner
    "Marie-Chris\u00adtine",  # a soft hyphen
    f"{FLAG} Fiona",
    "\U0001F44B\U0001F3FD Sam",  # a skin tone modifier
    "Zo\u00eb", "\u674e\u5a1c", "\u0928\u093f\u0937\u094d\u0920\u093e",  # Zoë, Li Na, Nishtha (Devanagari)
    "<img src=x onerror=alert(1)>", "=HYPERLINK(\"http://x.example\",\"Win\")",  # kept as typed: plain text
])
def test_names_that_people_and_emoji_need_pass(name):
    assert check_name(name) == name
    assert clean_name(name) == name


@pytest.mark.parametrize("name, character", [
    ("Ann\u202eeB", "U+202E"),  # right-to-left override
    ("\u2066Bob\u2069", "U+2066"),  # an isolate
    ("Ann\u200f", "U+200F"),  # a right-to-left mark
    ("A\x07nn", "U+0007"), ("A\x00", "U+0000"), ("A\x1bn", "U+001B"),  # controls
    ("Ann\ud800", "U+D800"),  # an unpaired surrogate (from broken UTF-16)
    ("Ann\ue000", "U+E000"),  # private use
    ("Ann\ufffe", "U+FFFE"), ("Ann\ufdd0", "U+FDD0"),  # noncharacters
    ("Ann\u200b", "U+200B"), ("\ufeffAnn", "U+FEFF"),  # invisible: a zero-width space, a byte-order mark
])
def test_controls_bidi_overrides_and_broken_text_are_refused(name, character):
    with pytest.raises(SessionError) as refused:
        check_name(name)
    assert refused.value.code == "bad_name" and dict(refused.value.values)["character"] == character
    with pytest.raises(PhoneError):
        clean_name(name)


@pytest.mark.parametrize("name", ["", "   ", "\u00ad", "\u200d\u200c", "\u0301\u0302"])
def test_a_name_needs_something_to_see(name):
    with pytest.raises(SessionError, match="needs a name"):
        check_name(name)


def test_spaces_are_folded_and_text_composed():
    assert check_name("  Anne \n  Marie\t") == "Anne Marie"
    assert check_name("Zoe\u0308") == "Zo\u00eb"  # NFC


@given(st.text(max_size=30))
def test_a_name_either_passes_clean_or_is_refused_with_bad_name(text):
    try:
        name = check_name(text)
    except SessionError as exc:
        assert exc.code == "bad_name"
    else:
        assert refused_character(name) is None and name == name.strip() and "  " not in name


def test_the_arbiter_cannot_add_a_name_with_a_bidi_override_either(tmp_path):
    with Session.create(tmp_path / "s.duplicate", SessionSettings("en", lexicon("en").identity, load_preset("home"), seed=1), lexicon("en")) as session:
        with pytest.raises(SessionError):
            session.add_player(1, "Ann\u202eeB")
        session.add_player(1, "\U0001F469\u200d\U0001F4BB Ada")
        with pytest.raises(SessionError):
            session.rename_player(1, "Ada\x07")
        assert session.players[1].name == "\U0001F469\u200d\U0001F4BB Ada"


FORMULAS = ['=HYPERLINK("http://x.example","Win")', "+SUM(1+1)", "-2+3", "@cmd", "\tTab", "\rReturn"]


def test_the_exports_a_spreadsheet_opens_start_no_formula(tmp_path):
    """``duplicate sheet --csv`` and ``--ranking`` (the real command): a name that a spreadsheet
    would read as a formula gets a leading ``'``; figures stay figures, other names as they are."""
    path = tmp_path / "club.duplicate"
    players = [(n + 1, name) for n, name in enumerate(FORMULAS[:4])] + [(9, "Ann")]
    session = Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("home"), seed=1), lexicon("en"), players=players)
    session.add_player(10, "x")
    session.rename_player(10, "\tTab")  # folded to "Tab" by the name check: a tab never reaches the file
    session.draw()
    session.start_timer()
    session.stop_timer()
    session.commit()
    session.close()
    results, ranking = tmp_path / "results.csv", tmp_path / "ranking.csv"
    assert main(["sheet", str(path), "--csv", str(results), "--ranking", str(ranking)], out=io.StringIO()) == 0
    rows = list(csv.reader(results.open(encoding="utf-8")))
    names = {row[1] for row in rows[1:]}
    assert names == {"'" + f for f in FORMULAS[:4]} | {"Ann", "Tab"}
    assert all(int(row[3]) <= 0 for row in rows[1:])  # deviations: negative numbers, not text
    program = {row[1] for row in csv.reader(ranking.open(encoding="utf-8"))}
    assert program == names
    for text in (results.read_text(encoding="utf-8"), ranking.read_text(encoding="utf-8")):
        assert not any(line.startswith(("=", "+", "-", "@")) or ",=" in line or ',"=' in line
                       for line in text.splitlines())


def test_the_players_dialog_asks_about_a_name_in_plain_text(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from ui.arbiter.players import PlayersDialog
    from ui.widgets.controller import SessionController

    name = '<img src=x onerror="alert(1)"><h1>Bob</h1>'
    session = Session.create(tmp_path / "s.duplicate", SessionSettings("en", lexicon("en").identity, load_preset("home"), seed=1), lexicon("en"),
                             players=[(1, name)])
    shown = []

    def answer(box: QMessageBox) -> int:
        shown.append((box.textFormat(), box.text()))
        box.button(QMessageBox.StandardButton.No).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    controller = SessionController(session)
    dialog = PlayersDialog(controller)
    qtbot.addWidget(dialog)
    dialog.view.selectRow(0)
    dialog.leave()
    assert shown == [(Qt.TextFormat.PlainText, f"{name} (table 1) leaves: they play no more turns and stay in the "
                                                "standings. Go on?")]
    assert session.players[1].left is None  # "No"
    controller.stop()
    session.close()
