"""The phone page for a screen reader, a keyboard and small fingers (issue 28 item 11), in a real
browser engine (QtWebEngine, offscreen) against the real phones' service.

The board is a grid of rows whose squares are named as a player says them; one square takes
Tab and the arrow keys move between them; the slip has a real label; every control is at
least 24 CSS pixels (WCAG 2.2, 2.5.8) on a 360-pixel phone, and the board's squares are once
zoomed in (the first tap zooms); the premium squares carry their label beside their colour,
with the colours' contrast measured from the page's computed styles.
"""

from __future__ import annotations


import pytest

from test_phone_page import Room, browser, join, pump, rack_tile, square  # noqa: F401 - fixtures
from wcag import contrast

from duplicate.rules.board import PREMIUMS
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


@pytest.fixture
def english_room(tmp_path):
    room = Room(tmp_path / "en.duplicate", code="en")
    yield room
    room.close()


def in_turn(browser, room, rack: str = "QUEENA?") -> None:
    room.start_turn(rack)
    join(browser, room, 1)
    browser.wait_js("!document.getElementById('game-view').hidden && document.querySelectorAll('#rack .rt').length === 7",
                    "the game view with the rack")


def label(browser, row: int, col: int) -> str:
    return browser.js(f"document.querySelector(\"{square(row, col)}\").getAttribute('aria-label')")


def test_the_board_is_a_grid_of_rows_of_named_squares_one_of_which_takes_tab(browser, english_room):
    in_turn(browser, english_room)
    shape = browser.js(
        "(function(){var g=document.getElementById('board');var rows=g.querySelectorAll(':scope > [role=row]');"
        "return [g.getAttribute('role'), g.getAttribute('aria-label'), rows.length,"
        " Array.prototype.map.call(rows, function(r){return r.children.length;}),"
        " g.querySelectorAll('[role=gridcell]').length, g.querySelectorAll('[role=columnheader]').length,"
        " g.querySelectorAll('[role=rowheader]').length,"
        " g.querySelectorAll('[role=gridcell][tabindex=\"0\"]').length,"
        " Array.prototype.filter.call(g.querySelectorAll('[role=gridcell]'), function(c){"
        "   return !c.getAttribute('aria-label');}).length];})()")
    assert shape == ["grid", "Board", 16, [16] * 16, 225, 16, 15, 1, 0]
    # English convention (GCG): columns are letters, rows numbers; H8 is the centre
    assert label(browser, 7, 7) == "H8, double word, centre star, empty"
    assert label(browser, 0, 0) == "3W, A1, triple word, empty"  # it starts with what it shows
    assert label(browser, 5, 1) == "3L, B6, triple letter, empty"
    assert label(browser, 7, 6) == "G8, empty"


def test_every_square_is_named_from_what_it_shows_and_the_game_has_a_level_one_heading(browser, english_room):
    """axe-core's label-content-name-mismatch (WCAG 2.5.3): a square showing "3W" was named
    "A1, triple word, empty"; and the game view had no h1."""
    in_turn(browser, english_room)
    mismatched = browser.js(
        "Array.prototype.filter.call(document.querySelectorAll('#board [role=gridcell]'), function(c){"
        " var shown = c.textContent.replace(/\\s+/g, '');"
        " var name = (c.getAttribute('aria-label') || '').replace(/[\\s,]+/g, '');"
        " return shown && shown !== '\u2605' && name.indexOf(shown) !== 0;}).length")
    assert mismatched == 0
    headings = browser.js(
        "Array.prototype.map.call(document.querySelectorAll('#game-view h1'), function(h){return h.textContent;})")
    assert headings == ["Duplicate Scrabble"] or (len(headings) == 1 and headings[0])


def test_the_keyboard_moves_on_the_board_chooses_a_square_and_places_rack_tiles(browser, english_room):
    in_turn(browser, english_room)
    browser.js(f"document.querySelector(\"{square(7, 7)}\").focus()")
    view = browser.view.focusProxy() or browser.view
    browser.wait_js(f"document.activeElement === document.querySelector(\"{square(7, 7)}\")", "the centre to take focus")
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Up)
    browser.wait_js(f"document.activeElement === document.querySelector(\"{square(6, 5)}\")", "the focus on F7")
    assert browser.js("document.activeElement.getAttribute('aria-label')") == "F7, empty"
    assert browser.js(f"document.querySelector(\"{square(6, 5)}\").tabIndex") == 0
    assert browser.js(f"document.querySelector(\"{square(7, 7)}\").tabIndex") == -1
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Return)  # choose F8: the slip starts there, across
    browser.wait_js("document.getElementById('slip').value === '8F '", "the slip to start at 8F")
    for key in (Qt.Key.Key_Q, Qt.Key.Key_U):  # letters place the rack's tiles
        QTest.keyClick(view, key)
    browser.wait_js("document.getElementById('slip').value === '8F QU'", "QU on the slip")
    assert browser.js("document.querySelectorAll('#board .sq.placed').length") == 2
    assert label(browser, 7, 5) == "F8, Q, 10 points, being placed"
    QTest.keyClick(view, Qt.Key.Key_Backspace)
    browser.wait_js("document.getElementById('slip').value === '8F Q'", "the U taken back")
    # the rack's tiles say their letter and value
    assert browser.js(f"document.querySelector(\"{rack_tile(browser, 'E')}\").getAttribute('aria-label')") == "E, 1 point"


def test_the_slip_and_the_score_have_real_labels_and_the_clock_is_a_timer(browser, english_room):
    in_turn(browser, english_room)
    labels = browser.js("['slip','score'].map(function(id){var e=document.getElementById(id);"
                        "return e.labels.length ? e.labels[0].textContent : null;})")
    assert labels == ["Your move (reference and word)", "Score"]
    assert browser.js("[document.getElementById('clock').getAttribute('role'),"
                      " document.getElementById('clock').getAttribute('aria-label')]") == ["timer", "Time left"]


#: Every visible control's size (buttons, links, fields, rack tiles), the board's squares apart.
SIZES = ("(function(){var out=[];var all=document.querySelectorAll('button, a, input, [tabindex]');"
         "for(var i=0;i<all.length;i++){var e=all[i];if(e.offsetParent===null||e.closest('#board'))continue;"
         "var r=e.getBoundingClientRect();out.push([e.id||e.className||e.tagName, r.width, r.height]);}return out;})()")
SQUARE = ("(function(){var r=document.querySelector(\"" + square(7, 3) + "\").getBoundingClientRect();"
          "return [r.width, r.height];})()")


def test_every_control_is_at_least_24_pixels_on_a_360_pixel_phone_and_the_squares_once_zoomed(browser, english_room):
    browser.view.resize(360, 640)
    try:
        in_turn(browser, english_room)
        pump(100)
        small = [(what, round(w), round(h)) for what, w, h in browser.js(SIZES) if w < 24 or h < 24]
        assert small == []
        width, _ = browser.js(SQUARE)
        assert width < 24  # the whole board on a small phone: a tap zooms in first
        browser.tap(square(7, 3))
        assert browser.js("document.getElementById('board-scroll').className") == "zoomed"
        width, height = browser.js(SQUARE)
        assert width >= 24 and height >= 24, (width, height)
        # the keyboard reaches the zoom button too (it is a real button)
        assert browser.js("document.getElementById('zoom-button').tagName") == "BUTTON"
    finally:
        browser.view.resize(390, 844)


def rgb(css: str) -> str:
    """``#rrggbb`` of a computed ``rgb(r, g, b)``."""
    parts = [int(p) for p in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    return "#" + "".join(f"{p:02x}" for p in parts)


def test_the_premium_squares_show_their_label_in_colours_far_enough_apart(browser, english_room):
    in_turn(browser, english_room)
    premiums = [i for i, kind in enumerate("".join(PREMIUMS)) if kind != "."]
    shown = browser.js("Array.prototype.map.call(document.querySelectorAll('#board .sq .prem'), function(p){"
                       "return [+p.parentNode.getAttribute('data-row'), +p.parentNode.getAttribute('data-col'), p.textContent];})")
    centre = 7 * 15 + 7
    assert sorted(r * 15 + c for r, c, _ in shown) == sorted(set(premiums) - {centre})
    assert {text for *_, text in shown} == {"2L", "3L", "2W", "3W"}
    colours = {}
    for kind, (row, col) in {"d": (0, 3), "t": (1, 5), "D": (1, 1), "T": (0, 0)}.items():
        style = browser.js(
            f"(function(){{var c=document.querySelector(\"{square(row, col)}\");var p=c.querySelector('.prem');"
            "return [getComputedStyle(c).backgroundColor, getComputedStyle(p).color];})()")
        colours[kind] = (rgb(style[0]), rgb(style[1]))
    for kind, (fill, text) in colours.items():
        assert contrast(fill, text) >= 4.5, (kind, fill, text)
    for a, b in (("d", "D"), ("t", "T"), ("D", "T"), ("d", "t")):
        assert contrast(colours[a][0], colours[b][0]) >= 3.0, (a, b, colours[a][0], colours[b][0])
