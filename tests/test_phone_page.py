"""The phone page (resources/web) in a real browser engine against the real phones' service.

QtWebEngine (Chromium) runs offscreen at a phone's size (390x844) and the test taps the
page's elements with mouse events at their places on the screen, as a thumb would; the
service (ui/phones/service.py) listens on 127.0.0.1 for a real session file. One browser
serves the whole module; each test has its own session and service (its own address, so its
own stored token).

Set PHONE_PAGE_SHOTS=<folder> to save the documentation's screenshots of the page (docs/phones.md) while it runs.
"""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import replace
from pathlib import Path

import pytest

os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")  # root in containers
QtWebEngineCore = pytest.importorskip("PySide6.QtWebEngineCore")
QtWebEngineWidgets = pytest.importorskip("PySide6.QtWebEngineWidgets")

from PySide6.QtCore import QCoreApplication, QEventLoop, QPoint, Qt, QUrl  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from duplicate.rules.board import PREMIUMS  # noqa: E402
from duplicate.rules.notation import format_move  # noqa: E402
from duplicate.rules.presets import load_preset  # noqa: E402
from duplicate.session.phones import card_matches, issue_card  # noqa: E402
from duplicate.session.session import Phase, RackSource, Session, SessionSettings  # noqa: E402
from session_helpers import FakeClock, edition, lexicon  # noqa: E402
from test_phones import TESTS_LIMITS  # noqa: E402
from ui.phones.service import PhoneService, PhoneSettings  # noqa: E402
from ui.phones.texts import texts_script  # noqa: E402
from ui.widgets.language import LANGUAGES  # noqa: E402

PIN = "4821"
WEB = Path(__file__).resolve().parents[1] / "resources" / "web"
SHOTS = os.environ.get("PHONE_PAGE_SHOTS")


def pump(ms: int = 20) -> None:
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, ms)


class Browser:
    """A 390x844 page in its own in-memory profile, driven by JavaScript and mouse taps."""

    def __init__(self) -> None:
        self.profile = QtWebEngineCore.QWebEngineProfile()  # off the record: nothing on disk
        self.page = QtWebEngineCore.QWebEnginePage(self.profile)
        self.view = QtWebEngineWidgets.QWebEngineView()
        self.view.setPage(self.page)
        self.view.resize(390, 844)
        self.view.show()
        self.loaded = False
        self.page.loadFinished.connect(self._loaded)

    def _loaded(self, ok: bool) -> None:
        self.loaded = ok

    def open(self, url: str) -> None:
        self.loaded = False
        self.view.load(QUrl(url))
        self.wait_for(lambda: self.loaded, "the page to load")

    def reload(self) -> None:
        self.loaded = False
        self.view.reload()
        self.wait_for(lambda: self.loaded, "the page to reload")

    def js(self, expression: str):
        """The value of a JavaScript expression (through JSON: arrays come back as lists)."""
        box: dict = {}
        self.page.runJavaScript(f"JSON.stringify([({expression})])", 0, lambda value: box.setdefault("value", value))
        self.wait_for(lambda: "value" in box, f"the script {expression[:60]!r}")
        return json.loads(box["value"])[0]

    def wait_for(self, condition, what: str, timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}")
            pump()

    def wait_js(self, script: str, what: str = "", timeout: float = 15.0) -> None:
        self.wait_for(lambda: bool(self.js(script)), what or script, timeout)

    def text(self, selector: str) -> str:
        return self.js(f"document.querySelector({json.dumps(selector)}).textContent")

    def visible(self, selector: str) -> bool:
        return self.js(f"(function(e){{return !!e && e.offsetParent !== null && !e.hidden}})"
                       f"(document.querySelector({json.dumps(selector)}))")

    def tap(self, selector: str) -> None:
        """A tap where the element is on screen (scrolled into view first), as a thumb would."""
        where = self.js(
            f"(function(){{var e=document.querySelector({json.dumps(selector)}); if(!e) return null;"
            "e.scrollIntoView({block:'nearest', inline:'nearest'}); var r=e.getBoundingClientRect();"
            "return [r.left + r.width / 2, r.top + r.height / 2];})()"
        )
        assert isinstance(where, list), f"no element {selector}: {where!r}"
        taps = self.js("window.__taps === undefined ? (window.__taps = 0, document.addEventListener('click',"
                       " function () { window.__taps++; }, true), 0) : window.__taps")
        target = self.view.focusProxy() or self.view
        point = QPoint(round(where[0]), round(where[1]))
        QTest.mouseMove(target, point)
        pump(20)
        # a new press position and time each tap: two taps on one square are two taps, not a
        # double click (Qt would merge them)
        for attempt in range(3):
            QTest.mouseClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point,
                             QApplication.doubleClickInterval() + 10)
            # the page has handled the tap before the test looks at it; the first input
            # after a page load is sometimes dropped by the offscreen engine: tap again then
            try:
                self.wait_js(f"window.__taps > {taps}", f"the tap on {selector}", timeout=2)
                return
            except AssertionError:
                if attempt == 2:
                    raise

    def type(self, selector: str, text: str) -> None:
        self.tap(selector)
        self.wait_js(f"document.activeElement === document.querySelector({json.dumps(selector)})",
                     f"{selector} to take the focus")
        QTest.keyClicks(self.view.focusProxy() or self.view, text)
        self.wait_js(f"document.querySelector({json.dumps(selector)}).value === {json.dumps(text)}",
                     f"{text!r} in {selector}")

    def shot(self, name: str) -> None:
        if SHOTS:  # the engine paints a little after the page changes
            deadline = time.monotonic() + 1.0
            while time.monotonic() < deadline:
                pump(50)
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            self.view.grab().save(str(Path(SHOTS) / name))

    def close(self) -> None:
        self.view.close()
        self.view.setPage(None)
        self.page.deleteLater()
        self.view.deleteLater()
        pump(100)
        self.profile.deleteLater()
        pump(100)


@pytest.fixture(scope="module")
def browser(qapp):
    browser = Browser()
    yield browser
    browser.close()


class Room:
    """A French session with the arbiter's own racks and two players; its service on 127.0.0.1."""

    def __init__(self, path: Path, allow_new: bool = False, rules=None, code: str = "fr") -> None:
        self.clock = FakeClock()
        self.session = Session.create(path,
                                      SessionSettings(edition(code).code, lexicon(code).identity,
                                                      rules or load_preset("fisf"), seed=3, rack_source=RackSource.OWN),
                                      lexicon(code), players=[(1, "Anne"), (2, "Bruno")], clock=self.clock)
        #: The codes on the tables' cards, as the arbiter printed them.
        self.cards = {table: issue_card(self.session, table) for table in (1, 2)}
        self.settings = PhoneSettings(port=0, pin=PIN, local_only=True, allow_new=allow_new)
        self.service = PhoneService(self.session, self.settings, limits=TESTS_LIMITS)
        self.port = self.service.start()
        self.url = f"http://127.0.0.1:{self.port}/"

    def restart_service(self) -> None:
        """The app's service again on the same port (as after a restart of the app)."""
        self.service = PhoneService(self.session, replace(self.settings, port=self.port), limits=TESTS_LIMITS)
        assert self.service.start() == self.port

    def start_turn(self, rack: str) -> None:
        self.session.set_rack(rack)
        self.session.start_timer()

    def close(self) -> None:
        self.service.stop()
        self.session.close()


@pytest.fixture
def room(tmp_path):
    room = Room(tmp_path / "club.duplicate")
    yield room
    room.close()


def join(browser: Browser, room: Room, table: int, pin: str = PIN, name: str = "", shot: str = "",
         code: str | None = None) -> None:
    """Type the table's number and the code on its card; with a ``name``, join a new table with
    the room's PIN instead."""
    browser.open(room.url)
    browser.wait_js("!document.getElementById('join-view').hidden", "the join form")
    browser.type("#join-table", str(table))
    if name:
        browser.tap("#mode-button")
        browser.wait_js("!document.getElementById('pin-fields').hidden", "the PIN's fields")
        browser.type("#join-pin", pin)
        browser.js(f"document.getElementById('join-name').value = {json.dumps(name)}")
    else:
        browser.type("#join-code", code or room.cards[table])
    if shot:
        browser.shot(shot)
    browser.tap("#join-button")


def rack_tile(browser: Browser, letter: str) -> str:
    """The selector of an unused rack tile showing ``letter``."""
    index = browser.js(
        "(function(){var b=document.querySelectorAll('#rack .rt');for(var i=0;i<b.length;i++){"
        f"if(b[i].firstChild.nodeValue==={json.dumps(letter)} && b[i].className.indexOf('used')<0) return i;}}"
        "return null;})()"
    )
    assert index is not None, f"no unused {letter} on the rack"
    return f"#rack .rt[data-index='{index}']"


def square(row: int, col: int) -> str:
    return f"#board .sq[data-row='{row}'][data-col='{col}']"


# -- the whole turn of one player ---------------------------------------------------------------


def test_join_place_a_move_with_a_blank_by_taps_hand_in_reload_and_see_the_reveal(browser, room):
    room.start_turn("DELUTE?")
    room.clock.advance(19.2)  # the player joins 19 s into the turn
    join(browser, room, 1, shot="phone-join.png")
    browser.wait_js("!document.getElementById('game-view').hidden && document.querySelectorAll('#rack .rt').length === 7",
                    "the game view with the rack")
    assert browser.text("#turn-line") == "Turn 1"
    assert "Anne" in browser.text("#who-line")
    assert browser.visible("#join-view") is False
    # the time left is the server's figure (3:00 in FISF rules, less 19 s; the session's clock
    # stands still in this test), counted down by the page since it came
    assert browser.text("#clock") in ("2:41", "2:40")

    # the centre row H, column 4: tap (the board zooms in for the thumb), tap again turns the
    # direction, once more back across
    browser.tap(square(7, 3))
    assert browser.js("document.getElementById('board-scroll').className") == "zoomed"
    assert browser.js("document.getElementById('slip').value") == "H4 "
    browser.tap(square(7, 3))
    assert browser.js("document.getElementById('slip').value") == "4H "
    browser.tap(square(7, 3))
    assert browser.js("document.getElementById('slip').value") == "H4 "
    for letter in "DELUTE":
        browser.tap(rack_tile(browser, letter))
    browser.tap(rack_tile(browser, "?"))
    browser.wait_js("!document.getElementById('blank-picker').hidden", "the blank's letter question")
    browser.tap("#blank-letters button[data-letter='S']")
    assert browser.js("document.getElementById('slip').value") == "H4 DELUTEs"
    assert browser.js("document.querySelectorAll('#rack .rt.used').length") == 7
    assert browser.js(f"document.querySelector(\"{square(7, 9)}\").className").count("blank") == 1
    browser.shot("phone-move-placed.png")

    browser.tap("#send-button")
    browser.wait_js("document.getElementById('send-status').textContent.indexOf('Received') === 0", "the receipt")
    entry = room.session.current_turn.entries[1]
    assert (entry.text, entry.source) == ("H4 DELUTEs", "phone")
    # the time left when the move arrived: the page's countdown from the server's 2:41
    receipt = browser.text("#send-status")
    assert re.fullmatch("Received 2:(4[01]|3[0-9]) \u2713 H4 DELUTEs", receipt), receipt
    browser.shot("phone-received.png")

    browser.reload()
    browser.wait_js("document.getElementById('send-status').textContent.indexOf('Received') === 0",
                    "the receipt after the reload")
    assert browser.text("#send-status") == receipt
    assert browser.visible("#join-view") is False
    assert browser.js("document.getElementById('slip').value") == "H4 DELUTEs"

    room.session.stop_timer()
    room.session.commit()
    browser.wait_js("!document.getElementById('reveal').hidden", "the reveal")
    turn = room.session.turns[0]
    reveal = browser.js("Array.prototype.map.call(document.querySelectorAll('#reveal dd'), function(d){return d.textContent})")
    labels = browser.js("Array.prototype.map.call(document.querySelectorAll('#reveal dt'), function(d){return d.textContent})")
    shown = dict(zip(labels, reveal))
    top = turn.committed.points
    mine = entry.outcome.points
    assert shown["Top"] == str(top)
    assert shown["Your score"] == str(mine)
    deviation = mine - top  # written as the projector writes it: +5, 0, −12
    assert shown["Deviation this turn"] == ("\u2212" if deviation < 0 else "+" if deviation > 0 else "") + str(abs(deviation))
    assert shown["Master move"] == f"for {top} points, at {format_move(turn.committed.move, room.session.edition).replace(' ', ', ', 1)}"
    assert shown["Your move"] == "H4 DELUTEs"
    assert shown["Your rank"].endswith("of 2")
    # the master move is on the board, highlighted
    assert browser.js("document.querySelectorAll('#board .sq.tile.last').length") == len(turn.committed.move.placed)
    browser.shot("phone-revealed.png")


def test_a_slip_typed_on_the_keyboard_shows_on_the_board_and_carries_the_score_the_rules_ask(browser, tmp_path):
    room = Room(tmp_path / "scored.duplicate", rules=replace(load_preset("fisf"), phone_score_required=True))
    try:
        room.start_turn("DELUTE?")
        join(browser, room, 1)
        browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
        assert browser.visible("#score")
        browser.type("#slip", "H4 DELUTEs")
        placed = browser.js("Array.prototype.map.call(document.querySelectorAll('#board .sq.placed'),"
                            " function (e) { return e.getAttribute('data-col') + e.firstChild.nodeValue; })")
        assert placed == ["3D", "4E", "5L", "6U", "7T", "8E", "9S"]
        assert browser.js("document.querySelectorAll('#board .sq.placed.blank').length") == 1
        assert browser.js("document.querySelectorAll('#rack .rt.used').length") == 7
        browser.tap("#send-button")
        assert browser.text("#send-status") == "Write the score of your move."
        assert 1 not in room.session.current_turn.entries
        browser.type("#score", "68")
        browser.tap("#send-button")
        browser.wait_js("document.getElementById('send-status').className === 'ok'", "the receipt")
        entry = room.session.current_turn.entries[1]
        assert (entry.text, entry.written_score) == ("H4 DELUTEs", 68)
    finally:
        room.close()


def test_the_player_sees_when_the_arbiter_enters_their_slip(browser, room):
    room.start_turn("DELUTE?")
    join(browser, room, 2)
    browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
    room.session.enter_move(2, "H4 DELUTE")  # a paper slip typed by the arbiter
    browser.wait_js("document.getElementById('send-status').textContent !== ''", "the news")
    assert browser.text("#send-status") == "The arbiter entered your slip: H4 DELUTE"


def test_a_move_handed_in_while_the_service_is_down_is_sent_again_until_received(browser, room):
    room.start_turn("DELUTE?")
    join(browser, room, 1)
    browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
    room.service.stop()  # the Wi-Fi drops, or the arbiter's app restarts
    browser.type("#slip", "H4 DELUTEs")
    browser.tap("#send-button")
    browser.wait_js("document.getElementById('send-status').textContent.indexOf('Not sent yet') === 0", "a retry")
    assert 1 not in room.session.current_turn.entries
    room.restart_service()
    browser.wait_js("document.getElementById('send-status').className === 'ok'", "the receipt", timeout=20)
    assert browser.text("#send-status").endswith("\u2713 H4 DELUTEs")
    assert room.session.current_turn.entries[1].text == "H4 DELUTEs"


def test_the_slip_is_written_in_the_english_convention(browser, tmp_path):
    room = Room(tmp_path / "english.duplicate", code="en")
    try:
        room.start_turn("RETAINS")
        join(browser, room, 1)
        browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
        browser.tap(square(7, 3))  # row 8, column D: across is written 8D, down D8
        assert browser.js("document.getElementById('slip').value") == "8D "
        browser.tap(square(7, 3))
        assert browser.js("document.getElementById('slip').value") == "D8 "
        assert browser.js("Array.prototype.map.call(document.querySelectorAll('#board .sq.label.top'),"
                          " function (e) { return e.textContent; }).join('')") == "ABCDEFGHIJKLMNO"
    finally:
        room.close()


# -- what goes wrong --------------------------------------------------------------------------------


def test_a_wrong_code_is_refused_and_the_form_stays(browser, room):
    room.start_turn("DELUTE?")
    join(browser, room, 2, code="22222" + ("3" if room.cards[2][-1] != "3" else "4"))
    browser.wait_js("document.getElementById('join-error').textContent !== ''", "the error")
    assert browser.text("#join-error") == "Could not join: That is not the code of the card of table 2: check both."
    assert browser.visible("#game-view") is False
    assert 2 not in room.session.phone_tokens


def test_a_wrong_pin_is_refused_and_the_form_stays(browser, tmp_path):
    room = Room(tmp_path / "open.duplicate", allow_new=True)
    try:
        join(browser, room, 9, pin="1111", name="Chloé")
        browser.wait_js("document.getElementById('join-error').textContent !== ''", "the error")
        assert browser.text("#join-error") == "Wrong PIN."
        assert browser.visible("#game-view") is False and 9 not in room.session.players
    finally:
        room.close()


def test_a_scanned_card_joins_its_table_at_once_and_leaves_no_code_in_the_address(browser, room):
    room.start_turn("DELUTE?")
    browser.open(f"{room.url}#t=2&c={room.cards[2]}")  # what the card's QR code holds
    browser.wait_js("!document.getElementById('game-view').hidden && document.querySelectorAll('#rack .rt').length === 7",
                    "the game view")
    assert browser.text("#who-line") == "Table 2 \u00b7 Bruno"
    assert browser.js("window.location.hash") == "" and room.cards[2] not in browser.js("window.location.href")
    assert 2 in room.session.phone_tokens and browser.visible("#my-card") is False


def test_a_new_player_joins_with_the_pin_and_is_given_the_code_of_the_table(browser, tmp_path):
    room = Room(tmp_path / "open.duplicate", allow_new=True)
    try:
        browser.open(room.url + "#pin")  # the projector's code: the form for new players
        browser.wait_js("!document.getElementById('pin-fields').hidden", "the PIN's fields")
        assert browser.js("document.getElementById('card-fields').hidden") is True
        browser.type("#join-table", "9")
        browser.type("#join-pin", PIN)
        browser.type("#join-name", "Chloe")
        browser.shot("phone-join-pin.png")
        browser.tap("#join-button")
        browser.wait_js("!document.getElementById('my-card').hidden", "the table's code")
        text = browser.text("#my-card")
        code = re.search(r"Code of table 9: ([2-9A-Z]{6})\. Keep it", text).group(1)
        assert card_matches(room.session.table_cards[9], code)
        browser.reload()  # the phone keeps it
        browser.wait_js("document.getElementById('my-card').textContent.indexOf('" + code + "') >= 0", "the code again")
    finally:
        room.close()


def test_the_end_of_the_game_is_shown_with_the_final_rank_and_the_page_stops_asking(browser, room):
    room.start_turn("DELUTE?")
    join(browser, room, 1)
    browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
    room.session.enter_move(2, "H4 DELUTE")
    room.session.stop_timer()
    room.session.commit()
    room.session.end_game("the planned number of turns was played")
    browser.wait_js("!document.getElementById('final').hidden", "the end of the game")
    assert browser.text("#phase-line") == "The game is over"
    final = browser.js("Array.prototype.map.call(document.querySelectorAll('#final dt, #final dd'),"
                       " function(d){return d.textContent})")
    assert final == ["Final rank", "2 of 2", "Final total", "0", "Deviation in the game", "\u2212" + str(
        room.session.turns[0].committed.points)]
    asked = []
    original = room.service._state
    room.service._state = lambda request, reply: (asked.append(1), original(request, reply))[1]
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        pump(50)
    assert asked == []  # nothing more will come: the page has stopped asking
    browser.view.resize(360, 640)
    try:
        browser.shot("phone-over.png")
    finally:
        browser.view.resize(390, 844)


def test_a_move_sent_after_the_time_is_up_is_refused_and_the_player_told(browser, room):
    room.start_turn("DELUTE?")
    join(browser, room, 2)
    browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
    browser.tap(square(7, 7))
    for letter in "DE":
        browser.tap(rack_tile(browser, letter))
    assert browser.js("document.getElementById('slip').value") == "H8 DE"
    # the bell rang and the grace is over, and the phone taps "Hand in" before it hears of it
    room.session.stop_timer()
    room.clock.advance(room.session.rules.phone_grace_seconds + 1)
    browser.js("document.getElementById('send-button').click()")
    browser.wait_js("document.getElementById('send-status').className === 'bad'", "the refusal")
    assert browser.text("#send-status").startswith("Too late")
    assert 2 not in room.session.turns[0].entries
    assert room.session.phase is Phase.EXPIRED
    browser.wait_js("document.getElementById('send-button').disabled", "the page to close the turn")


def test_a_name_with_markup_is_shown_as_text(browser, tmp_path):
    room = Room(tmp_path / "open.duplicate", allow_new=True)
    try:
        room.start_turn("DELUTE?")
        name = '<img src=x onerror="window.hacked=1">'
        join(browser, room, 7, name=name)
        browser.wait_js("document.getElementById('who-line').textContent !== ''", "the player's line")
        assert room.session.players[7].name == name
        assert browser.text("#who-line") == f"Table 7 \u00b7 {name}"
        assert browser.js("document.querySelectorAll('img').length") == 0
        assert browser.js("typeof window.hacked") == "undefined"
    finally:
        room.close()


# -- the page's files -------------------------------------------------------------------------------


def test_the_page_is_small_and_needs_nothing_from_outside():
    files = [p for p in WEB.rglob("*") if p.is_file()]
    assert sum(p.stat().st_size for p in files) < 150 * 1024
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert "http://" not in text.replace("http://www.w3.org", "") and "https://" not in text, path
        assert "import " not in text or path.suffix != ".js", path  # no modules: no bundler needed
    html = (WEB / "index.html").read_text(encoding="utf-8")
    assert "<script>" not in html and " on" + "click=" not in html  # the service's CSP forbids inline code


def test_the_page_draws_the_engine_premium_layout():
    script = (WEB / "phone.js").read_text(encoding="utf-8")
    start = script.index("var LAYOUT = [")
    rows = json.loads(script[start + len("var LAYOUT = "):script.index("];", start) + 1].replace("'", '"'))
    assert "".join(rows) == "".join(PREMIUMS)


# -- the phone's language -----------------------------------------------------------------------------


class Languages:
    """The browser's languages (the Accept-Language it sends and navigator.languages) for a while."""

    def __init__(self, browser: Browser, accept: str) -> None:
        self.profile, self.accept = browser.profile, accept

    def __enter__(self) -> None:
        self.before = self.profile.httpAcceptLanguage()
        self.profile.setHttpAcceptLanguage(self.accept)

    def __exit__(self, *exc) -> None:
        self.profile.setHttpAcceptLanguage(self.before)


def copy_page(folder: Path) -> None:
    """The page's files in ``folder``, with texts.js as the service makes it from the catalogue."""
    for source in WEB.iterdir():
        (folder / source.name).write_bytes(source.read_bytes())
    (folder / "texts.js").write_bytes(texts_script(LANGUAGES))


def texts(browser: Browser, selector: str) -> list[str]:
    return browser.js(f"Array.prototype.map.call(document.querySelectorAll({json.dumps(selector)}),"
                      " function (e) { return e.textContent; })")


def test_a_french_phone_gets_the_page_in_french_with_the_clubs_words(browser, room):
    room.start_turn("DELUTE?")
    with Languages(browser, "fr-FR,fr;q=0.9,en;q=0.5"):
        browser.open(room.url)
        browser.wait_js("!document.getElementById('join-view').hidden", "the join form")
        assert browser.js("document.documentElement.lang") == "fr"
        assert browser.text("#join-view h1") == "Scrabble duplicate"
        assert texts(browser, "#join-form label") == ["Num\u00e9ro de table", "Code de votre carte de table",
                                                      "Code PIN de la partie", "Votre nom"]
        assert browser.text("#mode-button") == ("Pas de carte\u00a0? Rejoindre en nouveau joueur avec le code PIN"
                                                " de la salle")
        assert browser.text("#join-button") == "Rejoindre"
        assert browser.js("document.title") == "Scrabble duplicate"
        join(browser, room, 1)
        browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
        browser.shot("phone-fr-running.png")
        assert browser.text("#turn-line") == "Coup 1"
        assert browser.text("#who-line") == "Table 1 \u00b7 Anne"
        assert browser.text("#phase-line") == "Cherchez votre solution"
        assert browser.text("#send-button") == "Rendre"
        assert browser.js("document.getElementById('slip').placeholder") == "H4 MOT"
        assert browser.js("document.getElementById('rack').getAttribute('aria-label')") == "Tirage"
        browser.js("document.getElementById('send-button').click()")  # nothing placed yet
        assert browser.text("#send-status") == "\u00c9crivez ou posez d\u2019abord une solution (comme H4 MOT)."
        browser.type("#slip", "H4 DELUTEs")
        browser.tap("#send-button")
        browser.wait_js("document.getElementById('send-status').className === 'ok'", "the receipt")
        assert re.fullmatch("Re\u00e7u [23]:[0-5][0-9] \u2713 H4 DELUTEs", browser.text("#send-status"))
        assert browser.text("#send-button") == "Rendre \u00e0 nouveau"

        room.session.stop_timer()
        room.session.commit()
        browser.wait_js("!document.getElementById('reveal').hidden", "the reveal")
        shown = dict(zip(texts(browser, "#reveal dt"), texts(browser, "#reveal dd")))
        top = room.session.turns[0].committed
        master = format_move(top.move, room.session.edition).split(" ", 1)
        assert browser.text("#reveal h2") == "R\u00e9sultat du coup"
        # the announcement of the French clubs: "pour 18 points, en H4, DÉLUTE"
        assert shown["Coup ma\u00eetre"] == f"pour {top.points} points, en {master[0]}, {master[1]}"
        assert shown["Votre coup"] == "H4 DELUTEs"
        assert set(shown) == {"Coup ma\u00eetre", "Votre coup", "Votre score", "Top", "N\u00e9gatif du coup",
                              "N\u00e9gatif de la partie", "Votre total", "Votre rang"}
        assert shown["Votre rang"].endswith(" sur 2")
        assert browser.text("#phase-line") == "Le coup est annonc\u00e9"
        points = room.session.turns[0].entries[1].outcome.points
        assert browser.text("#send-status").endswith(f" \u00b7 valable, {points} points")
        browser.shot("phone-fr-revealed.png")


def test_the_address_can_force_german_over_the_phones_language(browser, room):
    room.start_turn("DELUTE?")
    with Languages(browser, "fr-FR,fr"):
        browser.open(room.url + "?lang=de")
        browser.wait_js("!document.getElementById('join-view').hidden", "the join form")
        assert browser.js("document.documentElement.lang") == "de"
        assert browser.text("#join-button") == "Beitreten"
        assert texts(browser, "#join-form label")[:2] == ["Tischnummer", "Code Ihrer Tischkarte"]
        # a table the session does not have: the service's error in German, by its code
        browser.tap("#mode-button")
        browser.wait_js("!document.getElementById('pin-fields').hidden", "the PIN's fields")
        browser.type("#join-table", "99")
        browser.type("#join-pin", PIN)
        browser.type("#join-name", "Kai")
        browser.tap("#join-button")
        browser.wait_js("document.getElementById('join-error').textContent !== ''", "the error")
        assert browser.text("#join-error") == ("Beitritt fehlgeschlagen: In dieser Partie gibt es keinen Tisch 99:"
                                               " Fragen Sie die Spielleitung.")
        # the choice stays on this phone: the plain address (the QR code's) is German too
        join(browser, room, 2)
        browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
        assert browser.js("document.documentElement.lang") == "de"
        assert browser.text("#turn-line") == "Runde 1"
        assert browser.text("#who-line") == "Tisch 2 \u00b7 Bruno"
        assert browser.text("#phase-line") == "Suchen Sie Ihren Zug"
        assert (browser.text("#send-button"), browser.text("#clear-button")) == ("Abgeben", "L\u00f6schen")
        assert browser.js("document.getElementById('rack').getAttribute('aria-label')") == "B\u00e4nkchen"
        # and the language choice on the join screen brings English back
        browser.js("localStorage.removeItem('duplicate-scrabble.phone')")
        browser.open(room.url + "?lang=en")
        browser.wait_js("!document.getElementById('join-view').hidden", "the join form")
        assert texts(browser, "#languages [data-lang]") == list(LANGUAGES.values())  # the app's, in its order
        assert browser.js("document.querySelector('#languages a[data-lang=\"nb\"]').getAttribute('href')") == "?lang=nb"
        assert browser.text("#join-button") == "Join"
        browser.js("localStorage.removeItem('duplicate-scrabble.lang')")


@pytest.mark.parametrize("accept, expected", [("no", "nb"), ("nn-NO,en", "nb"), ("nb-NO", "nb"), ("nl-BE,fr", "nl"),
                                              ("de-AT", "de"), ("es-ES,pt", "en"), ("es-ES,fr-CA", "fr")])
def test_the_page_takes_the_first_language_of_the_phone_it_has(browser, tmp_path, accept, expected):
    page = (tmp_path / "index.html")  # the page's files, opened from disk, with the texts the service serves
    copy_page(tmp_path)
    with Languages(browser, accept):
        browser.open(QUrl.fromLocalFile(str(page)).toString())
        browser.js("localStorage.removeItem('duplicate-scrabble.lang')")  # no choice kept from another test
        browser.reload()
        browser.wait_js("document.getElementById('join-button').textContent !== ''", "the page's words")
        assert browser.js("[document.documentElement.lang, window.phoneText.lang]") == [expected, expected]


def test_counts_and_numbers_follow_the_language_with_and_without_intl(browser, tmp_path):
    """Plural forms by each language's rule, and numbers as Intl writes them; the page's own
    separators (for browsers without Intl) must write them the same way."""
    copy_page(tmp_path)
    url = QUrl.fromLocalFile(str(tmp_path / "index.html")).toString()
    probe = ("[phoneText.number(1234567), phoneText.number(-1234.5), phoneText.number(80),"
             " phoneText.t('check_valid', {n: 0}), phoneText.t('check_valid', {n: 1}), phoneText.t('check_valid', {n: 2})]")
    no_intl = QtWebEngineCore.QWebEngineScript()
    no_intl.setName("no-intl")
    no_intl.setSourceCode("try { delete window.Intl; } catch (e) {} window.Intl = undefined;")
    no_intl.setInjectionPoint(QtWebEngineCore.QWebEngineScript.InjectionPoint.DocumentCreation)
    no_intl.setWorldId(QtWebEngineCore.QWebEngineScript.ScriptWorldId.MainWorld)
    seen = {}
    for code in ("fr", "de", "nl", "nb", "en"):
        browser.open(f"{url}?lang={code}")
        browser.wait_js("window.phoneText !== undefined", "the page")
        assert browser.js("typeof Intl") == "object"
        seen[code] = browser.js(probe)
        browser.page.scripts().insert(no_intl)
        try:
            browser.open(f"{url}?lang={code}")
            browser.wait_js("window.phoneText !== undefined", "the page without Intl")
            assert browser.js("typeof Intl") == "undefined"
            assert browser.js(probe) == seen[code], code
        finally:
            browser.page.scripts().remove(no_intl)
    nnbsp, nbsp = "\u202f", "\u00a0"
    assert seen["fr"] == [f"1{nnbsp}234{nnbsp}567", f"-1{nnbsp}234,5", "80",
                          "valable, 0 point", "valable, 1 point", "valable, 2 points"]  # 0 is singular in French
    assert seen["de"][:3] == ["1.234.567", "-1.234,5", "80"]
    assert seen["de"][3:] == ["g\u00fcltig, 0 Punkte", "g\u00fcltig, 1 Punkt", "g\u00fcltig, 2 Punkte"]
    assert seen["nl"][3:] == ["geldig, 0 punten", "geldig, 1 punt", "geldig, 2 punten"]
    assert seen["nb"][:2] == [f"1{nbsp}234{nbsp}567", f"\u22121{nbsp}234,5"]
    assert seen["en"] == ["1,234,567", "-1,234.5", "80", "valid, 0 points", "valid, 1 point", "valid, 2 points"]


def test_the_engines_refusal_is_shown_in_the_pages_language(browser, tmp_path):
    """A move the engine refuses (feedback on): the page asks in German (Accept-Language) and
    shows the engine's reason in German, its values in place; the JSON keeps the English
    message and carries the code and values."""
    room = Room(tmp_path / "feedback.duplicate")
    try:
        room.service.stop()
        room.settings = replace(room.settings, feedback=True)
        room.restart_service()
        room.start_turn("DELUTE?")
        with Languages(browser, "fr-FR,fr"):
            browser.open(room.url + "?lang=de")
            browser.wait_js("!document.getElementById('join-view').hidden", "the join form")
            join(browser, room, 2)
            browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
            browser.type("#slip", "H8 TD")
            browser.tap("#send-button")
            browser.wait_js("document.getElementById('send-status').textContent.indexOf('Wortliste') >= 0",
                            "the refusal's reason")
            assert "ung\u00fcltig: nicht in der Wortliste: TD" in browser.text("#send-status")
            state = room.service.state_for(2, "fr")["my_entry"]
            assert state["error"] == "not in the word list: TD"  # English, for programs
            assert state["reason"]["code"] == "not_in_lexicon" and state["reason"]["values"] == {"items": "TD"}
            assert state["error_text"] == "absent de la liste de mots\u00a0: TD"
            browser.js("localStorage.removeItem('duplicate-scrabble.lang')")
            browser.js("localStorage.removeItem('duplicate-scrabble.phone')")
    finally:
        room.close()


# -- every language on a small phone ---------------------------------------------------------------

#: What overflows a 360-pixel-wide page (the document, or a visible element past its right
#: edge), and the words a player reads on it (texts, placeholders, labels for screen readers).
OVERFLOW = ("(function(){var w=document.documentElement.clientWidth, out=[];"
            "if(document.documentElement.scrollWidth>w){out.push('page '+document.documentElement.scrollWidth);}"
            "var all=document.querySelectorAll('body *');for(var i=0;i<all.length;i++){var e=all[i];"
            "if(e.offsetParent===null||e.closest('#board-area'))continue;var r=e.getBoundingClientRect();"
            "if(r.width>0&&r.right>w+0.5){out.push((e.id||e.tagName)+' '+Math.round(r.right));}}return out;})()")
WORDS = ("(function(){var t=[document.body.innerText, document.title];var all=document.querySelectorAll('[placeholder],"
         "[aria-label]');for(var i=0;i<all.length;i++){if(all[i].offsetParent!==null){"
         "t.push(all[i].getAttribute('placeholder')||'');t.push(all[i].getAttribute('aria-label')||'');}}"
         "return t.join('\\n');})()")


@pytest.mark.parametrize("code", ["fr", "nl", "de", "nb", "en"])
def test_every_screen_fits_360_pixels_and_speaks_the_language(browser, tmp_path, code):
    """Join, the turn with a move handed in (the "hand in again" row), the reveal and the end of
    the game, on a 360x640 phone: nothing runs off the right edge, and no English is left in
    a translated language (the page's words come from the app's catalogue)."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    from language_checks import english_words

    room = Room(tmp_path / f"{code}.duplicate", code=code if code != "en" else "en")
    seen: dict[str, list[str]] = {}
    try:
        browser.view.resize(360, 640)
        browser.open(room.url + f"?lang={code}")
        browser.wait_js("!document.getElementById('join-view').hidden", "the join form")

        def look(screen: str) -> None:
            pump(100)
            assert browser.js(OVERFLOW) == [], f"{code} {screen}"
            words = browser.js(WORDS)
            seen[screen] = english_words(words, code) if code != "en" else []
            browser.shot(f"phone-360-{code}-{screen}.png")

        look("join")
        join(browser, room, 1)
        rack = {"fr": "DELUTE?", "en": "QUEENA?", "nl": "KWARTE?", "de": "ZWEIFE?", "nb": "BOKSTA?"}[code]
        room.start_turn(rack)
        browser.wait_js("document.querySelectorAll('#rack .rt').length === 7", "the rack")
        look("turn")
        move = {"fr": "H4 DELUTEs", "en": "8D QUEENAs", "nl": "H4 KWARTEl", "de": "H4 ZWEIFEl", "nb": "H4 BOKSTAv"}[code]
        browser.js(f"(function(e){{e.value={json.dumps(move)};e.dispatchEvent(new Event('input'));}})"
                   "(document.getElementById('slip'))")
        browser.tap("#send-button")
        browser.wait_js("document.getElementById('send-status').className === 'ok'"
                        " || document.getElementById('send-status').textContent.indexOf('\u2713') >= 0", "the receipt")
        browser.js("(function(e){e.value=e.value+' ';e.dispatchEvent(new Event('input'));})"
                   "(document.getElementById('slip'))")
        look("handed-in")
        room.session.stop_timer()
        room.session.commit()
        browser.wait_js("!document.getElementById('reveal').hidden", "the reveal")
        look("reveal")
        room.session.end_game("the arbiter ended the game")
        browser.wait_js("document.getElementById('phase-line').textContent !== ''", "the end")
        look("over")
    finally:
        browser.js("localStorage.clear()")
        browser.view.resize(390, 844)
        room.close()
    assert {screen: words for screen, words in seen.items() if words} == {}
