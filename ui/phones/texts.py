"""The phone page's texts: English here, translated in the app's one catalogue (context
``phone`` of ``resources/translations/*.ts``), served to the page as ``/texts.js``.

``resources/web/phone.js`` shows every text by its key (``t('hand_in')``) and writes no word of
its own; the service sends the texts of every language the app speaks, so the page can follow
the phone's language and switch to another without asking again. A text with a count (``%n``)
comes as its plural forms, singular then plural, which the page picks with the phone
browser's CLDR rules (``Intl.PluralRules``): the same rules the app and the command line use.
"""

from __future__ import annotations

import json

from duplicate import translations
from duplicate.base.errors import QT_TRANSLATE_NOOP

CONTEXT = "phone"

#: Each text of the page by key (phone.js asks for them by key; tests/test_phone_strings.py
#: checks that it asks only for these and fills their placeholders).
TEXTS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("phone", "Duplicate Scrabble"),
    "join_hint": QT_TRANSLATE_NOOP("phone", "Scan your table card with the phone’s camera, or type your table number and the code on the card."),
    "pin": QT_TRANSLATE_NOOP("phone", "Session PIN"),
    "table": QT_TRANSLATE_NOOP("phone", "Table number"),
    "name": QT_TRANSLATE_NOOP("phone", "Your name"),
    "join": QT_TRANSLATE_NOOP("phone", "Join"),
    "joining": QT_TRANSLATE_NOOP("phone", "Joining…"),
    "languages": QT_TRANSLATE_NOOP("phone", "Language"),
    "zoom_in": QT_TRANSLATE_NOOP("phone", "Zoom"),
    "zoom_out": QT_TRANSLATE_NOOP("phone", "Whole board"),
    "back": QT_TRANSLATE_NOOP("phone", "⌫ Back"),
    "clear": QT_TRANSLATE_NOOP("phone", "Clear"),
    "hand_in": QT_TRANSLATE_NOOP("phone", "Hand in"),
    "hand_in_again": QT_TRANSLATE_NOOP("phone", "Hand in again"),
    "score": QT_TRANSLATE_NOOP("phone", "Score"),
    "slip_hint": QT_TRANSLATE_NOOP("phone", "H4 WORD"),
    "word": QT_TRANSLATE_NOOP("phone", "WORD"),
    "rack": QT_TRANSLATE_NOOP("phone", "Rack"),
    "leave": QT_TRANSLATE_NOOP("phone", "Leave this table"),
    "leave_confirm": QT_TRANSLATE_NOOP("phone", "Leave this table on this phone? You will need your table card (or its code) to join again."),
    "blank_question": QT_TRANSLATE_NOOP("phone", "Which letter is the blank?"),
    "cancel": QT_TRANSLATE_NOOP("phone", "Cancel"),
    "reveal_title": QT_TRANSLATE_NOOP("phone", "Result of the turn"),
    "turn": QT_TRANSLATE_NOOP("phone", "Turn {n}"),
    "who": QT_TRANSLATE_NOOP("phone", "Table {table} · {name}"),
    "who_no_name": QT_TRANSLATE_NOOP("phone", "Table {table}"),
    "phase_awaiting_draw": QT_TRANSLATE_NOOP("phone", "Waiting for the next rack"),
    "phase_drawn": QT_TRANSLATE_NOOP("phone", "New rack: the clock starts soon"),
    "phase_running": QT_TRANSLATE_NOOP("phone", "Find your move"),
    "phase_paused": QT_TRANSLATE_NOOP("phone", "The clock is paused"),
    "phase_expired": QT_TRANSLATE_NOOP("phone", "Time is up"),
    "phase_over": QT_TRANSLATE_NOOP("phone", "The game is over"),
    "phase_revealed": QT_TRANSLATE_NOOP("phone", "The turn is revealed"),
    "connection_lost": QT_TRANSLATE_NOOP("phone", "Connection lost: trying again…"),
    "need_square": QT_TRANSLATE_NOOP("phone", "First tap the square where your word starts."),
    "need_move": QT_TRANSLATE_NOOP("phone", "Write or place a move first (like {example})."),
    "need_score": QT_TRANSLATE_NOOP("phone", "Write the score of your move."),
    "sending": QT_TRANSLATE_NOOP("phone", "Sending {move}…"),
    "retrying": QT_TRANSLATE_NOOP("phone", "Not sent yet: trying again ({move})…"),
    "received": QT_TRANSLATE_NOOP("phone", "Received {time} ✓ {move}"),
    "received_no_time": QT_TRANSLATE_NOOP("phone", "Received ✓ {move}"),
    "changed_not_sent": QT_TRANSLATE_NOOP("phone", "Changed: hand in again to replace {move}"),
    "time_up": QT_TRANSLATE_NOOP("phone", "Too late: time was up. This move was not received."),
    "wrong_turn": QT_TRANSLATE_NOOP("phone", "That turn is over; this move was not received."),
    "not_received": QT_TRANSLATE_NOOP("phone", "Not received: {message}"),
    "bad_pin": QT_TRANSLATE_NOOP("phone", "Wrong PIN."),
    "join_failed": QT_TRANSLATE_NOOP("phone", "Could not join: {message}"),
    "join_missing": QT_TRANSLATE_NOOP("phone", "Type your table number and the code on its card."),
    "no_connection": QT_TRANSLATE_NOOP("phone", "No connection to the arbiter’s computer. Check the Wi-Fi and try again."),
    "err_bad_name": QT_TRANSLATE_NOOP("phone", "A new table needs your name (at most 40 characters, plain text)."),
    "err_bad_token": QT_TRANSLATE_NOOP("phone", "This phone is no longer at its table: join again."),
    "err_bad_table": QT_TRANSLATE_NOOP("phone", "The table number is a whole number from 1 to 9999."),
    "err_table_taken": QT_TRANSLATE_NOOP("phone", "Table {table} is held by another phone: ask the arbiter to release it."),
    "err_unknown_table": QT_TRANSLATE_NOOP("phone", "There is no table {table} in this game: ask the arbiter."),
    "err_locked_out": QT_TRANSLATE_NOOP("phone", "Too many wrong codes from this phone: wait a minute."),
    "err_score_required": QT_TRANSLATE_NOOP("phone", "Write your score with your move (the rules ask for it)."),
    "err_empty_move": QT_TRANSLATE_NOOP("phone", "The move is empty: write a reference and a word."),
    "err_not_playing": QT_TRANSLATE_NOOP("phone", "Your table does not play this turn."),
    "r_master": QT_TRANSLATE_NOOP("phone", "Master move"),
    "r_yours": QT_TRANSLATE_NOOP("phone", "Your move"),
    "r_your_score": QT_TRANSLATE_NOOP("phone", "Your score"),
    "r_top": QT_TRANSLATE_NOOP("phone", "Top"),
    "r_dev_turn": QT_TRANSLATE_NOOP("phone", "Deviation this turn"),
    "r_dev_game": QT_TRANSLATE_NOOP("phone", "Deviation in the game"),
    "r_total": QT_TRANSLATE_NOOP("phone", "Your total"),
    "r_rank": QT_TRANSLATE_NOOP("phone", "Your rank"),
    "r_rank_of": QT_TRANSLATE_NOOP("phone", "{rank} of {count}"),
    "r_none": QT_TRANSLATE_NOOP("phone", "no move"),
    "master_line": QT_TRANSLATE_NOOP("phone", "for %n point(s), at {ref}, {word}"),
    "arbiter_entered": QT_TRANSLATE_NOOP("phone", "The arbiter entered your slip: {move}"),
    "check_valid": QT_TRANSLATE_NOOP("phone", "valid, %n point(s)"),
    "check_invalid": QT_TRANSLATE_NOOP("phone", "not valid: {message}"),
    # table cards, new players with the PIN, the end of the game
    "join_hint_pin": QT_TRANSLATE_NOOP("phone", "New player: type the PIN the arbiter shows, a new table number and your name."),
    "card_code": QT_TRANSLATE_NOOP("phone", "Code on your table card"),
    "mode_pin": QT_TRANSLATE_NOOP("phone", "No card? Join as a new player with the room’s PIN"),
    "mode_card": QT_TRANSLATE_NOOP("phone", "I have a table card"),
    "join_missing_pin": QT_TRANSLATE_NOOP("phone", "Type the PIN, a table number and your name."),
    "my_card": QT_TRANSLATE_NOOP("phone", "Code of table {table}: {code}. Keep it to join again from another phone."),
    "err_bad_code": QT_TRANSLATE_NOOP("phone", "That is not the code of the card of table {table}: check both."),
    "err_card_required": QT_TRANSLATE_NOOP("phone", "Table {table} joins with the code on its card: ask the arbiter for it."),
    "err_guessing_limited": QT_TRANSLATE_NOOP("phone", "Too many wrong codes in the room just now: wait a minute and try again."),
    "err_rate_limited": QT_TRANSLATE_NOOP("phone", "Too many tries from this phone: wait a minute."),
    "err_save_failed": QT_TRANSLATE_NOOP("phone", "The arbiter’s computer could not save this: call the arbiter."),
    "err_internal": QT_TRANSLATE_NOOP("phone", "The arbiter’s computer could not answer: call the arbiter."),
    "over_title": QT_TRANSLATE_NOOP("phone", "The game is over"),
    "f_rank": QT_TRANSLATE_NOOP("phone", "Final rank"),
    "f_total": QT_TRANSLATE_NOOP("phone", "Final total"),
    "over_note": QT_TRANSLATE_NOOP("phone", "The game is over: this page asks for no more news."),
    # for screen readers and the second cue of the premium squares
    "board": QT_TRANSLATE_NOOP("phone", "Board"),
    "clock": QT_TRANSLATE_NOOP("phone", "Time left"),
    "slip_label": QT_TRANSLATE_NOOP("phone", "Your move (reference and word)"),
    "prem_dl": QT_TRANSLATE_NOOP("phone", "2L"),
    "prem_tl": QT_TRANSLATE_NOOP("phone", "3L"),
    "prem_dw": QT_TRANSLATE_NOOP("phone", "2W"),
    "prem_tw": QT_TRANSLATE_NOOP("phone", "3W"),
    "name_dl": QT_TRANSLATE_NOOP("phone", "double letter"),
    "name_tl": QT_TRANSLATE_NOOP("phone", "triple letter"),
    "name_dw": QT_TRANSLATE_NOOP("phone", "double word"),
    "name_tw": QT_TRANSLATE_NOOP("phone", "triple word"),
    "centre_star": QT_TRANSLATE_NOOP("phone", "centre star"),
    "empty": QT_TRANSLATE_NOOP("phone", "empty"),
    "tile_named": QT_TRANSLATE_NOOP("phone", "{letter}, %n point(s)"),
    "blank": QT_TRANSLATE_NOOP("phone", "blank"),
    "blank_as": QT_TRANSLATE_NOOP("phone", "blank as {letter}"),
    "being_placed": QT_TRANSLATE_NOOP("phone", "{tile}, being placed"),
    "last_move": QT_TRANSLATE_NOOP("phone", "last move"),
}


def page_texts(code: str) -> dict[str, str | list[str]]:
    """The page's texts in ``code``: each text, or a text with a count as its plural forms
    (``%n`` left for the page to fill); English where a text is not translated yet."""
    found = translations.catalogue(code, CONTEXT)
    texts: dict[str, str | list[str]] = {}
    for key, source in TEXTS.items():
        forms = found.get(source)
        if "%n" in source:
            english = [source.replace("(s)", ""), source.replace("(s)", "s")]
            texts[key] = list(forms) if forms else english
        else:
            texts[key] = forms[0] if forms else source
    return texts


def texts_script(languages: dict[str, str]) -> bytes:
    """``/texts.js``: every language's texts and each language's own name, for phone.js."""
    data = {"names": languages, "texts": {code: page_texts(code) for code in languages},
            # the counts below 100 said in the singular, for a browser without Intl.PluralRules
            "singular": {code: [n for n in range(100) if translations.plural_index(code, n) == 0]
                         for code in languages}}
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return f"window.PHONE_TEXTS = {payload};\n".encode("utf-8")


__all__ = ["CONTEXT", "TEXTS", "page_texts", "texts_script"]
