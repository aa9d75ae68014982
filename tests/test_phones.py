"""The phones' submission service over real sockets on 127.0.0.1: joining with a table's card
or (for a new table) the PIN, reading the state, handing in, the refusals (codes, lock-out,
late, wrong turn, big or broken bodies, too many requests), pushing news by long polling,
the page's files, and phones reconnecting after the app restarts. The attacks of a hostile
player are in test_phones_hostile.py."""

from __future__ import annotations

import json

import pytest

from duplicate.session.phones import card_matches, issue_card, token_hash
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session, SessionSettings
from phone_client import Phone, raw_exchange, request, run_off_loop
from session_helpers import FakeClock, lexicon, move_text
from ui.phones.http import MAX_BODY, Limits
from ui.phones.service import PhoneService, PhoneSettings

#: The tests' client opens a connection per request (browsers keep theirs): more new connections
#: from 127.0.0.1 than the service allows a device. test_phones_hostile.py keeps the real limits.
TESTS_LIMITS = Limits(new_per_address=100_000)

PIN = "4821"


class Room:
    """A session with two players, its phone service on 127.0.0.1, and clocks the test moves."""

    def __init__(self, path, qapp, rules=None, limits: Limits | None = TESTS_LIMITS, **settings) -> None:
        self.limits = limits
        self.path = path
        self.game_clock = FakeClock()
        self.service_clock = FakeClock()
        self.session = Session.create(path,
                                      SessionSettings("en", lexicon("en").identity, rules or load_preset("fisf"),
                                                      seed=7),
                                      lexicon("en"), players=[(1, "Ann"), (2, "Bob")], clock=self.game_clock)
        #: The codes on the tables' cards, as the arbiter printed them.
        self.cards = {table: issue_card(self.session, table) for table in (1, 2)}
        self.start_service(**settings)

    def start_service(self, **settings) -> None:
        options = {"port": 0, "pin": PIN, "local_only": True, **settings}
        self.service = PhoneService(self.session, PhoneSettings(**options), clock=self.service_clock,
                                    limits=self.limits)
        self.port = self.service.start()

    def phone(self, address: str = "127.0.0.1") -> Phone:
        phone = Phone(self.port, address)
        original = phone.call

        def call(*args, **kw):  # a phone asks at most about twice a second, like the page
            self.service_clock.advance(0.5)
            return original(*args, **kw)

        phone.call = call  # type: ignore[method-assign]
        return phone

    def draw_and_start(self):
        self.session.draw()
        self.session.start_timer()
        return self.session.current_turn

    def top_text(self) -> str:
        return move_text(self.session.default_master(), self.session.edition)

    def close(self) -> None:
        if self.service.running:
            self.service.stop()
        self.session.close()


@pytest.fixture
def room(tmp_path, qapp):
    room = Room(tmp_path / "game.duplicate", qapp)
    yield room
    room.close()


def joined(room: Room, table: int = 1) -> Phone:
    phone = room.phone()
    assert phone.join_card(table, room.cards[table]).status == 200
    return phone


# -- joining -----------------------------------------------------------------------------------


def test_join_gives_a_token_for_the_table_and_stores_only_its_hash(room):
    phone = room.phone()
    answer = phone.join_card(1, room.cards[1].lower())  # typed in any case
    assert answer.status == 200
    data = answer.json()
    assert data["table"] == 1 and data["name"] == "Ann" and data["card"] is None
    assert len(data["token"]) == 32 and int(data["token"], 16) >= 0  # 128 bits in hexadecimal
    assert room.session.phone_tokens == {1: token_hash(data["token"])}
    stored = json.dumps(room.session.action_log())
    assert data["token"] not in stored and token_hash(data["token"]) in stored
    for code in room.cards.values():  # the cards' codes are stored salted and hashed, never as printed
        assert code not in stored


def test_wrong_codes_are_refused_and_five_lock_the_address_out_for_a_minute(room):
    phone = room.phone()
    wrong = "22222" + ("3" if room.cards[1][-1] != "3" else "4")
    for _ in range(5):
        answer = phone.join_card(1, wrong)
        assert (answer.status, answer.code) == (403, "bad_code")
    answer = phone.join_card(1, room.cards[1])  # even the right code waits now
    assert (answer.status, answer.code) == (429, "locked_out")
    assert int(answer.headers["retry-after"]) > 50
    room.service_clock.advance(61)
    assert phone.join_card(1, room.cards[1]).status == 200
    assert room.session.phone_tokens.keys() == {1}


def test_a_table_is_joined_with_its_card_which_takes_it_from_the_phone_that_held_it(room):
    first = joined(room, 1)
    intruder = room.phone("127.0.0.2").join(PIN, 1, "Eve")  # the room's PIN opens no announced table
    assert (intruder.status, intruder.code) == (403, "card_required")
    other_card = room.phone("127.0.0.3").join_card(1, room.cards[2])  # another table's card neither
    assert (other_card.status, other_card.code) == (403, "bad_code")
    second = room.phone("127.0.0.4")
    assert second.join_card(1, room.cards[1]).status == 200  # the player changed phone: the card says so
    assert first.state().status == 401  # the old phone's token no longer works
    assert second.state().status == 200
    room.service.release(1)  # the arbiter may still free the table
    assert second.state().status == 401


def test_an_unknown_table_is_refused_unless_the_arbiter_lets_players_join(room, tmp_path):
    answer = room.phone().join(PIN, 12, "Marie")
    assert (answer.status, answer.code) == (404, "unknown_table")
    assert 12 not in room.session.players
    room.service.stop()
    room.start_service(allow_new=True)
    answer = room.phone().join(PIN, 12, "Marie")
    assert answer.status == 200 and answer.json()["name"] == "Marie"
    assert room.session.players[12].name == "Marie"
    card = answer.json()["card"]  # the new table's code: to join again from another phone
    assert card_matches(room.session.table_cards[12], card)
    assert room.phone("127.0.0.2").join_card(12, card).status == 200
    nameless = room.phone().join(PIN, 13, "   ")
    assert (nameless.status, nameless.code) == (400, "bad_name")


def test_a_name_with_markup_stays_plain_text(room):
    room.service.stop()
    room.start_service(allow_new=True)
    name = "<script>alert(1)</script>"
    phone = room.phone()
    assert phone.join(PIN, 7, name).status == 200
    assert room.session.players[7].name == name  # kept as typed, never interpreted
    answer = phone.state()
    assert answer.headers["content-type"].startswith("application/json")
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.json()["name"] == name
    page = room.phone().call("GET", "/")
    assert "script-src 'self'" in page.headers["content-security-policy"]


# -- reading the state ------------------------------------------------------------------------------


def test_state_shows_the_turn_rack_board_and_time_but_no_one_elses_move(room):
    ann, bob = joined(room, 1), joined(room, 2)
    before = ann.state().json()
    assert before["phase"] == "awaiting_draw" and before["turn"] == 0 and before["my_entry"] is None
    turn = room.draw_and_start()
    room.game_clock.advance(30)
    state = ann.state().json()
    assert state["turn"] == 1 and state["phase"] == "running"
    assert state["ms_left"] == 150_000
    letters = "".join(t["letter"] for t in state["rack"]["leftover"] + state["rack"]["new"])
    assert letters == room.session.tiles_text(turn.rack.tiles)
    assert state["board"].startswith("15/15/15")
    assert state["edition"]["code"] == "en" and state["edition"]["convention"] == "gcg"
    assert state["table"] == 1 and state["name"] == "Ann"
    text = room.top_text()
    assert ann.move(1, text).status == 200
    assert bob.state().json()["my_entry"] is None
    assert text not in bob.state().body.decode()
    assert ann.state().json()["my_entry"]["move"] == text


def test_state_needs_a_token(room):
    answer = room.phone().state()
    assert (answer.status, answer.code) == (401, "bad_token")


def test_after_the_reveal_the_phone_reads_its_result(room):
    ann, bob = joined(room, 1), joined(room, 2)
    room.draw_and_start()
    master = room.session.default_master()
    text = room.top_text()
    assert ann.move(1, text).status == 200
    room.session.stop_timer()
    room.session.commit()
    state = ann.state().json()
    assert state["phase"] == "revealed"
    assert state["reveal"]["top"] == master.points
    assert state["reveal"]["my_score"] == master.points and state["reveal"]["deviation"] == 0
    assert state["reveal"]["rank"] == 1
    missing = bob.state().json()["reveal"]
    assert missing["my_score"] == 0 and missing["deviation"] == -master.points
    assert state["last_master"]["move"] == text and state["reveal"]["master"] == text


# -- handing in ------------------------------------------------------------------------------------


def test_a_move_is_saved_before_it_is_acknowledged_and_the_last_one_counts(room):
    ann = joined(room)
    room.draw_and_start()
    room.game_clock.advance(61.5)
    top = room.top_text()
    first = ann.move(1, "A1 NOTAWORD", 12)
    assert first.status == 200
    data = first.json()
    assert data["received"] is True and data["turn"] == 1 and data["move"] == "A1 NOTAWORD"
    assert data["at_ms"] == 61_500
    assert "valid" not in data  # no feedback before the reveal unless the session allows it
    with Session.open(room.path, lexicon("en"), read_only=True) as reopened:  # another reader: it is there
        entry = reopened.turn(1).entries[1]
        assert (entry.text, entry.written_score, entry.source, entry.at_ms) == ("A1 NOTAWORD", 12, "phone", 61_500)
    room.game_clock.advance(10)
    assert ann.move(1, top).status == 200
    entry = room.session.current_turn.entries[1]
    assert entry.text == top and entry.valid and entry.source == "phone"
    moves = [p["text"] for kind, p in room.session.action_log() if kind == "enter"]
    assert moves == ["A1 NOTAWORD", top]  # each change is logged


def test_feedback_before_the_reveal_is_a_session_option(room):
    room.service.stop()
    room.start_service(feedback=True)
    ann = joined(room)
    room.draw_and_start()
    top = room.session.default_master()
    answer = ann.move(1, room.top_text()).json()
    assert answer["valid"] is True and answer["points"] == top.points
    assert ann.state().json()["my_entry"]["points"] == top.points
    assert ann.move(1, "A1 QQQ").json()["valid"] is False


def test_a_late_move_gets_the_grace_then_is_refused(room):
    ann = joined(room)
    room.draw_and_start()
    top = room.top_text()
    room.game_clock.advance(181)  # one second after the time is up: within the 2 s grace
    assert room.session.phase is Phase.EXPIRED
    assert ann.move(1, top).status == 200
    room.game_clock.advance(1.5)
    late = ann.move(1, "A1 NOTAWORD")  # a change of mind after the grace
    assert (late.status, late.code) == (409, "time_up")
    room.session.commit()
    after = ann.move(1, "A1 NOTAWORD")
    assert (after.status, after.code) == (409, "time_up")
    assert room.session.turn(1).entries[1].text == top


def test_a_move_sent_again_after_a_lost_receipt_gets_the_same_receipt(room):
    """On a slow or lossy network the move arrives but its receipt does not, and the page sends
    it again, perhaps after the time is up or the reveal: the same receipt, nothing stored twice."""
    ann = joined(room)
    room.draw_and_start()
    top = room.top_text()
    room.game_clock.advance(170)
    first = ann.move(1, top, 24).json()
    enters = lambda: [p for kind, p in room.session.action_log() if kind == "enter"]  # noqa: E731
    assert len(enters()) == 1
    room.game_clock.advance(30)  # past the time and its grace
    again = ann.move(1, top, 24)
    assert again.status == 200 and again.json() == first
    room.session.commit()
    after_reveal = ann.move(1, top, 24)
    assert after_reveal.status == 200 and after_reveal.json()["at_ms"] == first["at_ms"] == 170_000
    assert len(enters()) == 1
    other_score = ann.move(1, top, 25)  # not the same hand-in: judged as new, so refused late
    assert (other_score.status, other_score.code) == (409, "time_up")


def test_a_move_for_another_turn_is_refused(room):
    ann = joined(room)
    room.draw_and_start()
    for turn in (2, 0):
        answer = ann.move(turn, room.top_text())
        assert (answer.status, answer.code) == (409, "wrong_turn")
    assert room.session.current_turn.entries == {}


def test_the_preset_may_require_the_written_score(tmp_path, qapp):
    room = Room(tmp_path / "score.duplicate", qapp, rules=load_preset("fisf").with_changes(phone_score_required=True))
    try:
        ann = joined(room)
        room.draw_and_start()
        answer = ann.move(1, room.top_text())
        assert (answer.status, answer.code) == (400, "score_required")
        assert ann.move(1, room.top_text(), 20).status == 200
    finally:
        room.close()


@pytest.mark.parametrize("raw, code", [
    (b"{not json", "bad_json"),
    (b"[1, 2]", "bad_json"),
    (b'{"turn": "one", "move": "H4 WORD"}', "bad_request"),
    (b'{"turn": 1}', "bad_request"),
    (b'{"turn": 1, "move": "H4 WORD", "score": -3}', "bad_request"),
    (b"\xff\xfe", "bad_json"),
])
def test_malformed_bodies_are_refused_with_400(room, raw, code):
    ann = joined(room)
    room.draw_and_start()
    answer = ann.call("POST", "/api/move", raw=raw)
    assert (answer.status, answer.code) == (400, code)
    assert room.session.current_turn.entries == {}


def test_a_body_over_4_kb_is_refused_before_it_is_read(room):
    ann = joined(room)
    room.draw_and_start()
    big = json.dumps({"turn": 1, "move": "H4 " + "A" * MAX_BODY}).encode()
    answer = ann.call("POST", "/api/move", raw=big)
    assert (answer.status, answer.code) == (413, "too_large")
    head = (f"POST /api/join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {10 * MAX_BODY}\r\n\r\n").encode()
    reply = run_off_loop(lambda: raw_exchange(room.port, head))  # the body is never sent
    assert reply.startswith(b"HTTP/1.1 413 ")
    assert room.session.current_turn.entries == {}


def test_too_many_requests_from_one_phone_get_429(room):
    ann = joined(room)
    port, token = room.port, ann.token

    def burst():
        return [request(port, "GET", "/api/state", token=token).status for _ in range(8)]

    statuses = run_off_loop(burst)  # the service's clock stands still: all in the same second
    assert statuses[:5] == [200] * 5 and 429 in statuses
    room.service_clock.advance(1.1)
    assert ann.state().status == 200


# -- news -----------------------------------------------------------------------------------------


def test_a_waiting_phone_hears_of_a_pause_the_reveal_and_a_new_rack_at_once(room):
    ann = joined(room)
    room.draw_and_start()
    version = ann.state().json()["version"]
    from PySide6.QtCore import QTimer

    QTimer.singleShot(300, room.session.pause_timer)
    answer = ann.state(since=version, wait=10)
    assert answer.json()["phase"] == "paused" and answer.json()["version"] != version

    def reveal():
        room.session.resume_timer()
        room.session.stop_timer()
        room.session.commit()

    QTimer.singleShot(300, reveal)
    revealed = ann.state(since=answer.json()["version"], wait=10).json()
    assert revealed["phase"] == "revealed" and revealed["reveal"]["top"] > 0
    QTimer.singleShot(300, room.session.draw)
    drawn = ann.state(since=revealed["version"], wait=10).json()
    assert drawn["phase"] == "drawn" and drawn["turn"] == 2 and drawn["reveal"] is None
    answer = ann.state(since=drawn["version"], wait=0)
    # nothing new: the answer comes when the wait is over, unchanged
    same = answer.json()["version"]
    room.service_clock.advance(5)
    quiet = ann.state(since=same, wait=0)
    assert quiet.json()["version"] == same


# -- the page --------------------------------------------------------------------------------------


def test_the_page_is_served_safely(room):
    phone = room.phone()
    page = phone.call("GET", "/")
    assert page.status == 200 and page.headers["content-type"] == "text/html; charset=utf-8"
    assert page.headers["cache-control"] == "no-cache"
    head = phone.call("HEAD", "/index.html")
    assert head.status == 200 and head.body == b"" and int(head.headers["content-length"]) == len(page.body)
    for path in ("/../pyproject.toml", "/%2e%2e/pyproject.toml", "/..%2fpyproject.toml", "/.hidden",
                 "/index.html/..", "/nothing.html", "/api/nothing", "/%00index.html"):
        answer = phone.call("GET", path)
        assert answer.status == 404, path
        assert b"duplicate-scrabble" not in answer.body
    assert phone.call("DELETE", "/api/state").status == 405
    raw = run_off_loop(lambda: raw_exchange(room.port, b"GET /../../pyproject.toml HTTP/1.1\r\nHost: x\r\n"
                                                         b"Connection: close\r\n\r\n"))
    assert raw.startswith(b"HTTP/1.1 404 ")


# -- restart ---------------------------------------------------------------------------------------


def test_phones_keep_their_table_when_the_app_restarts(room):
    ann = joined(room)
    room.draw_and_start()
    room.close()
    room.session = Session.open(room.path, lexicon("en"), clock=room.game_clock)
    room.start_service()
    ann.port = room.port
    state = ann.state()
    assert state.status == 200 and state.json()["table"] == 1 and state.json()["turn"] == 1
    assert ann.move(1, room.top_text()).status == 200
    other = room.phone().join(PIN, 1)
    assert (other.status, other.code) == (403, "card_required")


# -- the arbiter's undo and a phone's entry ---------------------------------------------------------


def test_the_arbiters_undo_never_takes_back_a_phones_acknowledged_move(room):
    ann = joined(room, 1)
    session = room.session
    room.draw_and_start()
    top = room.top_text()
    session.enter_move(2, top)  # the arbiter's slip for Bob
    assert ann.move(1, top).status == 200  # then Ann's phone
    assert session.undo() == "enter"  # the arbiter's undo takes back the slip, not the phone's move
    assert set(session.current_turn.entries) == {1}
    session.redo()
    assert set(session.current_turn.entries) == {1, 2}
    while session.can_undo and session.turns:  # undo back to before the draw
        session.undo()
    assert session.turns == [] and session.phone_tokens == {1: token_hash(ann.token)}
    session.redo()  # the same draw again: the phone's move is back with it
    assert session.current_turn.entries[1].text == top and session.current_turn.entries[1].source == "phone"
    while session.turns:
        session.undo()
    session.draw()  # a new draw of turn 1: the old rack's phone move lapses
    assert session.current_turn.entries == {}
    with Session.open(room.path, lexicon("en"), read_only=True) as reopened:
        assert reopened.current_turn.entries == {} and reopened.phone_tokens.keys() == {1}


def test_a_waiting_phone_whose_table_is_released_is_told_to_join_again(room):
    ann = joined(room)
    version = ann.state().json()["version"]
    from PySide6.QtCore import QTimer

    QTimer.singleShot(300, lambda: room.service.release(1))
    answer = ann.state(since=version, wait=10)
    assert (answer.status, answer.code) == (401, "bad_token")


def test_a_waiting_phone_hears_that_the_time_ran_out_without_any_action(room):
    ann = joined(room)
    room.draw_and_start()
    version = ann.state().json()["version"]
    from PySide6.QtCore import QTimer

    QTimer.singleShot(300, lambda: room.game_clock.advance(200))  # the deadline passes: no action is recorded
    answer = ann.state(since=version, wait=10).json()
    assert answer["phase"] == "expired" and answer["ms_left"] == 0


def _error_in(room, head: str) -> dict:
    reply = run_off_loop(lambda: raw_exchange(room.port, head.encode()))
    return json.loads(reply.split(b"\r\n\r\n", 1)[1])["error"]


def test_the_services_own_refusals_come_in_the_pages_language(room):
    """The service's refusals are engine messages: English ``message`` and code for programs,
    ``values`` and ``text`` in the language the page asks for (Accept-Language)."""
    error = _error_in(room, "GET /api/nothing HTTP/1.1\r\nHost: x\r\nAccept-Language: fr-BE,fr;q=0.9\r\n"
                            "Connection: close\r\n\r\n")
    assert error["message"] == "there is no such address in the API"
    assert (error["code"], error["text"]) == ("not_found", "cette adresse n'existe pas dans l'API")
    error = _error_in(room, "DELETE /api/state HTTP/1.1\r\nHost: x\r\nAccept-Language: de\r\nConnection: close\r\n\r\n")
    assert error["text"] == "diese Adresse nimmt GET, HEAD-Anfragen an"
    room.service.stop()
    room.start_service(allow_new=True)
    body = b'{"pin": "0000", "table": 3, "name": "Kari"}'
    error = _error_in(room, f"POST /api/join HTTP/1.1\r\nHost: x\r\nAccept-Language: nb-NO\r\n"
                            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n{body.decode()}")
    assert (error["code"], error["text"]) == ("bad_pin", "feil PIN: spør spillelederen")
    # refused before the request is read: the code, the English and the values (the page's own
    # requests never get there)
    error = _error_in(room, f"POST /api/join HTTP/1.1\r\nHost: x\r\nContent-Length: {10 * MAX_BODY}\r\n\r\n")
    assert (error["code"], error["values"]) == ("too_large", {"most": MAX_BODY})
    assert error["message"] == f"a request body may hold at most {MAX_BODY} bytes"
