"""Issue 41, item 2: days as people live them. A study card is due on a day of the player's
calendar, from local midnight, whatever the time it was answered, the daylight-saving switch
in between or the time zone the player is in when asked.

Every clock here is fixed (an aware ``datetime`` in a named zone); the expected days are
written out by hand from the calendar (the switches of 2026: Europe on 29 March and 25
October, New Zealand on 5 April and 27 September), never computed by the code under test.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from duplicate.storage.study_store import APPLICATION_ID, StudyStore
from duplicate.training import study
from duplicate.training.study import StudyDeck, WordCard

PARIS = ZoneInfo("Europe/Paris")
OSLO = ZoneInfo("Europe/Oslo")
AUCKLAND = ZoneInfo("Pacific/Auckland")


def _cards(count: int) -> list[WordCard]:
    return [WordCard(study.ANAGRAMS, "fr", "ODS", f"{'A' * (index + 2)}", (f"W{index}",)) for index in range(count)]


def _deck(tmp_path, zone, count: int = 1) -> StudyDeck:
    deck = StudyDeck.open(tmp_path, zone)
    deck.add_word_cards(_cards(count), datetime(2026, 1, 1, 12, tzinfo=timezone.utc), per_day=1000)
    return deck


def _due(deck: StudyDeck, moment: datetime) -> int:
    return len(deck.due(moment, limit=None))


def test_seventeen_cards_answered_at_nine_in_paris_are_due_the_next_morning_across_the_spring_switch(tmp_path):
    deck = _deck(tmp_path, PARIS, 17)
    evening = datetime(2026, 3, 28, 21, 0, tzinfo=PARIS)  # Saturday; summer time starts at 02:00
    for card in deck.due(evening, limit=None):
        assert deck.answer(card, card.answers[0], evening).right
    assert {deck.schedule(c).due for c in deck.cards()} == {"2026-03-29"}
    assert _due(deck, datetime(2026, 3, 28, 23, 59, 59, tzinfo=PARIS)) == 0
    assert _due(deck, datetime(2026, 3, 29, 0, 0, tzinfo=PARIS)) == 17  # local midnight, an hour before the switch
    # the case: 0 of 17 were due at 08:00 the next day (24 hours had not passed)
    assert _due(deck, datetime(2026, 3, 29, 8, 0, tzinfo=PARIS)) == 17
    deck.close()


def test_the_boxes_follow_the_calendar_in_oslo_across_the_autumn_switch(tmp_path):
    deck = _deck(tmp_path, OSLO)
    card = deck.cards()[0]
    answered = datetime(2026, 10, 20, 21, 30, tzinfo=OSLO)
    # box 1 (1 day), 2 (2 days), 3 (4 days, over the night of 25 October), 4 (8), 5 (16): by hand
    expected = ["2026-10-21", "2026-10-23", "2026-10-27", "2026-11-04", "2026-11-20"]
    for day in expected:
        result = deck.answer(card, card.answers[0], answered)
        assert result.right and result.schedule.due == day
        year, month, date_ = (int(part) for part in day.split("-"))
        assert _due(deck, datetime(year, month, date_, tzinfo=OSLO) - timedelta(seconds=1)) == 0
        assert _due(deck, datetime(year, month, date_, tzinfo=OSLO)) == 1
        answered = datetime(year, month, date_, 21, 30, tzinfo=OSLO)
    assert deck.answer(card, card.answers[0], answered).schedule.box == study.LEARNED
    deck.close()


def test_a_wrong_answer_late_in_the_evening_is_due_again_that_day_and_found_the_next(tmp_path):
    deck = _deck(tmp_path, AUCKLAND)
    card = deck.cards()[0]
    late = datetime(2026, 4, 4, 23, 30, tzinfo=AUCKLAND)  # the last night of New Zealand's summer time
    wrong = deck.answer(card, "NOPE", late)
    assert not wrong.right and wrong.schedule.due == "2026-04-04" and _due(deck, late) == 1
    found = deck.answer(card, card.answers[0], late + timedelta(minutes=40))  # 00:10, the next day
    assert found.schedule.box == 1 and found.schedule.due == "2026-04-06"  # found after a miss: box 1 again
    assert _due(deck, datetime(2026, 4, 5, 23, 59, tzinfo=AUCKLAND)) == 0
    assert _due(deck, datetime(2026, 4, 6, 0, 0, tzinfo=AUCKLAND)) == 1
    deck.close()


def test_a_card_answered_in_paris_is_due_from_midnight_in_auckland_and_its_day_stays(tmp_path):
    deck = _deck(tmp_path, PARIS)
    card = deck.cards()[0]
    deck.answer(card, card.answers[0], datetime(2026, 4, 3, 21, 0, tzinfo=PARIS))
    assert deck.schedule(card).due == "2026-04-04"
    deck.close()
    abroad = StudyDeck.open(tmp_path, AUCKLAND)  # the player flew to Auckland
    midnight = datetime(2026, 4, 4, 0, 0, tzinfo=AUCKLAND)  # 13:00 on 3 April in Paris
    assert _due(abroad, midnight - timedelta(seconds=1)) == 0 and _due(abroad, midnight) == 1
    assert abroad.schedule(card).due == "2026-04-04"  # nothing rewritten by the move
    abroad.close()
    home = StudyDeck.open(tmp_path, PARIS)
    assert _due(home, midnight) == 0  # in Paris it is still 3 April
    home.close()


@pytest.mark.parametrize(("zone", "instant", "day"), [
    (PARIS, "2026-03-29T20:00:00+00:00", "2026-03-29"),  # 22:00 in Paris, summer time
    (PARIS, "2026-03-29T23:30:00+00:00", "2026-03-30"),  # 01:30 in Paris the next day
    (AUCKLAND, "2026-03-29T20:00:00+00:00", "2026-03-30"),  # 09:00 the next morning in Auckland
    (OSLO, "2026-10-24T23:30:00+00:00", "2026-10-25"),
])
def test_a_study_file_of_the_first_format_gets_its_due_instants_as_local_days(tmp_path, zone, instant, day):
    path = tmp_path / "study.sqlite"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE cards (key TEXT PRIMARY KEY, lexicon TEXT NOT NULL, data TEXT NOT NULL);
        CREATE TABLE schedule (key TEXT PRIMARY KEY, box INTEGER NOT NULL, due TEXT NOT NULL,
                               right INTEGER NOT NULL, wrong INTEGER NOT NULL, last TEXT NOT NULL);
        CREATE TABLE answers (id INTEGER PRIMARY KEY, key TEXT NOT NULL, at TEXT NOT NULL, text TEXT NOT NULL,
                              correct INTEGER NOT NULL);
        CREATE TABLE games (game TEXT PRIMARY KEY, started TEXT NOT NULL, turns INTEGER NOT NULL);
        PRAGMA user_version = 1;""")
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    card = _cards(1)[0]
    db.execute("INSERT INTO cards VALUES (?, ?, ?)", (card.key, card.lexicon, card.to_json()))
    db.execute("INSERT INTO schedule VALUES (?, 2, ?, 1, 0, ?)", (card.key, instant, instant))
    db.execute("INSERT INTO schedule VALUES ('new', 0, '', 0, 0, '')")
    db.execute("INSERT INTO answers (key, at, text, correct) VALUES (?, ?, 'W0', 1)", (card.key, instant))
    db.commit()
    db.close()
    store = StudyStore.open(path, zone)
    assert store.schedules()[card.key].due == day and store.schedules()["new"].due == ""
    assert store.answers() == [(card.key, instant, "W0", True)] and store.overruled() == []
    store.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    db.close()
