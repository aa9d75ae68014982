"""Stored entries keep their meaning (issue 11): a session stores what a typed move meant,
and replays every stored move with one fixed reading, the standard notation (lowercase is
always a blank), which is also how it reads every move given to it (issue 20).

The app reads a word typed entirely in lowercase as capitals (Caps Lock), and turns it into
the standard notation before the session stores it; files written before that reading existed
store such words meaning blanks. Both must replay as they were first judged, or the standings
of an old file change silently.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from duplicate.rules.checking import read_typed_move
from duplicate.rules.notation import canonical_move_text, format_tokens, parse_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.session.standings import compute_standings
from session_helpers import FakeClock, edition, lexicon, move_text, state_summary


def _session(path, players: int = 3) -> Session:
    return Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=5),
                          lexicon("en"), players=[(t, f"Player {t}") for t in range(1, players + 1)],
                          clock=FakeClock())


def _plain_move(session: Session):
    """A top-list move using no blank and placing at least three tiles (more than any rack's
    blanks: read as blanks, it cannot be played)."""
    return next(m for m in session.ranked_moves(limit=200)
                if m.move.blanks_used == 0 and len(m.move.placed) >= 3)


def _drawn(path) -> tuple[Session, object, str]:
    """A new session with turn 1 drawn, a plain top-list move and its text in capitals."""
    session = _session(path)
    session.draw()
    move = _plain_move(session)
    return session, move, move_text(move, session.edition)


def _scores(session: Session) -> dict[int, int]:
    return {row.table: row.total for row in compute_standings(session).rows}


def test_an_entry_stored_lowercase_by_an_earlier_version_still_means_blanks(tmp_path):
    path = tmp_path / "old.duplicate"
    session, move, capitals = _drawn(path)
    ref, word = capitals.split()
    # what an earlier version stored for "ay"-style typing: the text as typed, lowercase =
    # blanks; written through the storage layer as that version did (no canonical text)
    session.store.append("enter", {"turn": 1, "table": 1, "text": f"{ref} {word.lower()}",
                                   "written_score": None}, drop_redo=False)
    session.enter_move(2, capitals)
    session.close()
    reopened = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    entries = reopened.turn(1).entries
    assert not entries[1].valid and entries[1].outcome.code == "not_on_rack"  # blanks the rack lacks
    assert entries[2].valid and entries[2].outcome.points == move.points
    reopened.commit()
    scores = _scores(reopened)
    assert scores[1] == 0 and scores[2] == move.points
    reopened.close()


def _typed(session: Session, text: str) -> str:
    """What the app stores for a move typed in its entry field."""
    position = session.current_turn.position(session.edition)
    return read_typed_move(position, text, session.lexicon, session.rules.move_rules).text


def test_a_move_typed_in_lowercase_is_stored_as_capitals_and_replays_the_same(tmp_path):
    path = tmp_path / "new.duplicate"
    session, move, capitals = _drawn(path)
    ref, word = capitals.split()
    session.enter_move(1, _typed(session, f"{ref.lower()} {word.lower()}"))  # Caps Lock off: read as capitals
    session.enter_move(2, _typed(session, f"{word.lower()} {ref}"))  # the word first
    assert session.turn(1).entries[1].valid and session.turn(1).entries[1].outcome.points == move.points
    stored = [a.payload["text"] for a in session.store.actions() if a.kind == "enter"]
    assert stored == [capitals, capitals]
    session.commit()
    before = state_summary(session)
    session.close()
    reopened = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert state_summary(reopened) == before
    assert _scores(reopened)[1] == move.points
    reopened.close()


def test_the_session_reads_the_standard_notation(tmp_path):
    """Given to the session itself (a script, a phone), a word all in lowercase is a word of
    blanks, stored in parentheses so that it reads the same typed in the app."""
    session, _move, capitals = _drawn(tmp_path / "standard.duplicate")
    ref, word = capitals.split()
    entry = session.enter_move(1, f"{ref} {word.lower()}")
    assert not entry.valid and entry.outcome.code == "not_on_rack"  # more blanks than the rack has
    assert entry.text == f"{ref} ({word.lower()})"
    assert session.store.actions()[-1].payload["text"] == entry.text
    session.close()


def test_bulk_entries_are_stored_canonically_too(tmp_path):
    session, _move, capitals = _drawn(tmp_path / "bulk.duplicate")
    ref, word = capitals.split()
    session.enter_for_tables([1, 2], f" {ref.lower()}  {word} ")
    assert session.store.actions()[-1].payload["text"] == capitals
    session.enter_for_tables([1, 2], capitals.lower())  # the standard notation: blanks
    assert session.store.actions()[-1].payload["text"] == f"{ref} ({word.lower()})"
    session.close()


LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@settings(max_examples=300, deadline=None)
@given(word=st.text(alphabet=LETTERS + LETTERS.lower() + ".?()", min_size=1, max_size=15),
       ref=st.sampled_from(["H4", "4H", "A1", "15O", "h8", "8h"]), word_first=st.booleans())
def test_the_stored_text_reads_under_the_stored_reading_as_the_typed_text_did(word, ref, word_first):
    ed = edition("en")
    typed = f"{word} {ref}" if word_first else f"{ref} {word}"
    for reading in (True, False):  # typed in the app, or given in the standard notation
        try:
            meant = parse_move(typed, ed, typed=reading)
        except Exception:  # noqa: BLE001 - any refusal of the reader: the text is kept as typed
            assert canonical_move_text(typed, ed, typed=reading) == typed.strip()  # unreadable: kept as it is
            continue
        stored = canonical_move_text(typed, ed, typed=reading)
        assert parse_move(stored, ed) == meant
        assert parse_move(stored, ed, typed=True) == meant  # and typed again, it means the same


def test_words_of_blanks_only_keep_their_parentheses():
    ed = edition("en")
    rng = random.Random(3)
    for _ in range(50):
        tokens = parse_move("H4 (" + "".join(rng.choice(LETTERS) for _ in range(rng.randint(2, 7))) + ")", ed).tokens
        stored = canonical_move_text("H4 " + format_tokens(tokens, ed), ed)
        assert "(" in stored and parse_move(stored, ed).tokens == tokens
