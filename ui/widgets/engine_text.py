"""The engine's words in the app's language: game sheet labels, CSV headings, end reasons.

The engine (``duplicate/``) never imports Qt, so it writes English and takes translated
labels from its caller; this module builds them with ``QCoreApplication.translate`` (so
``tools/update_translations.py`` extracts them) and rewords the end reasons the engine
stores in English in the session file.
"""

from __future__ import annotations

import re
from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from duplicate.board import BINGO_BONUS
from duplicate.records import SheetLabels
from duplicate.ruleset import RuleSet
from duplicate.scoring import Score
from ui.widgets.language import format_date, format_number


def sheet_labels() -> SheetLabels:
    """The game sheet's words and number/date formats in the current language."""
    return SheetLabels(
        title=QCoreApplication.translate("records", "Duplicate game"),
        edition=QCoreApplication.translate("records", "Edition"),
        word_list=QCoreApplication.translate("records", "Word list"),
        rule_set=QCoreApplication.translate("records", "Rule set"),
        created=QCoreApplication.translate("records", "Created"),
        turns_played=QCoreApplication.translate("records", "Turns played"),
        top_total=QCoreApplication.translate("records", "Top total"),
        game_over=QCoreApplication.translate("records", "Game over"),
        not_played=QCoreApplication.translate("records", "Not played"),
        turn_n=QCoreApplication.translate("records", "turn {0}"),
        game_sheet=QCoreApplication.translate("records", "Game sheet"),
        standings=QCoreApplication.translate("records", "Standings"),
        sheet_headers=(QCoreApplication.translate("records", "Turn"), QCoreApplication.translate("records", "Rack"), QCoreApplication.translate("records", "Solution"), QCoreApplication.translate("records", "Ref"),
                       QCoreApplication.translate("records", "Points"), QCoreApplication.translate("records", "Bingo"), QCoreApplication.translate("records", "Total")),
        standing_headers=(QCoreApplication.translate("records", "Rank"), QCoreApplication.translate("records", "Table"), QCoreApplication.translate("records", "Name"), QCoreApplication.translate("records", "Total"),
                          QCoreApplication.translate("records", "Deviation"), QCoreApplication.translate("records", "%"), QCoreApplication.translate("records", "Solos"),
                          QCoreApplication.translate("records", "Warnings"), QCoreApplication.translate("records", "Penalties")),
        legend=QCoreApplication.translate("records", "Rack: tiles kept + tiles drawn; a leading - marks a rack drawn again after a rejected "
                            "one; ? is a blank. Solution: a lowercase letter is a blank. * marks a bingo."),
        language=QLocale().name().split("_")[0],
        number=lambda value: format_number(value, 2),
        date=_date,
    )


def csv_headers() -> tuple[str, ...]:
    """The results CSV's headings (table, name, total, deviation, percent, rank)."""
    return (QCoreApplication.translate("records", "table"), QCoreApplication.translate("records", "name"), QCoreApplication.translate("records", "total"), QCoreApplication.translate("records", "deviation"),
            QCoreApplication.translate("records", "percent"), QCoreApplication.translate("records", "rank"))


def _date(iso: str) -> str:
    try:
        return format_date(datetime.fromisoformat(iso))
    except ValueError:
        return iso


_REASONS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"no tiles are left"), "none"),
    (re.compile(r"only (\d+) tiles are left \(the game ends below (\d+)\)"), "below"),
    (re.compile(r"no vowel is left"), "vowel"),
    (re.compile(r"no rack with at least (\d+) vowels? and (\d+) consonants? can be formed from the (\d+) tiles? left"),
     "rack"),
]


def end_reason_text(reason: str) -> str:
    """Why the game ended, in the app's language (an unknown reason is shown as stored)."""
    for pattern, kind in _REASONS:
        found = pattern.fullmatch(reason.strip())
        if found is None:
            continue
        n = [int(g) for g in found.groups()]
        if kind == "none":
            return QCoreApplication.translate("records", "no tiles are left")
        if kind == "below":
            return QCoreApplication.translate("records", "only %n tile(s) left (the game ends below {0})", "", n[0]).format(n[1])
        if kind == "vowel":
            return QCoreApplication.translate("records", "no vowel is left")
        return QCoreApplication.translate("records", "no rack with {0} vowel(s) and {1} consonant(s) can be formed from the %n tile(s) left",
                 "", n[2]).format(n[0], n[1])
    return reason


def _move_errors() -> list[tuple[re.Pattern[str], str]]:
    """The engine's move refusals (duplicate/rules.py), each with its sentence in the language.

    The engine's message is matched whole, so its values (squares, letters, words) carry
    over; a message these patterns do not know is shown as the engine wrote it.
    """
    return [
        (re.compile(r"a word has at least two letters"), QCoreApplication.translate("errors", "a word has at least two letters")),
        (re.compile(r"every letter of the word is already on the board: no tile is placed"),
         QCoreApplication.translate("errors", "every letter of the word is already on the board: no tile is placed")),
        (re.compile(r"no tile is placed"), QCoreApplication.translate("errors", "no tile is placed")),
        (re.compile(r"(\S+) is already occupied"), QCoreApplication.translate("errors", "{0} is already occupied")),
        (re.compile(r"two tiles are on the same square"), QCoreApplication.translate("errors", "two tiles are on the same square")),
        (re.compile(r"the tiles must be in one row or one column"),
         QCoreApplication.translate("errors", "the tiles must be in one row or one column")),
        (re.compile(r"(\S+) is empty: the tiles must form one unbroken line"),
         QCoreApplication.translate("errors", "{0} is empty: the tiles must form one unbroken line")),
        (re.compile(r"the word has (\d+) letters but only (\d+) squares are left from (\S+) to the edge"),
         QCoreApplication.translate("errors", "the word has {0} letters but only {1} squares are left from {2} to the edge")),
        (re.compile(r"(\S+) holds (\S+), not (\S+)"), QCoreApplication.translate("errors", "{0} holds {1}, not {2}")),
        (re.compile(r"(\S+) is empty: '\.' stands for a tile already there"),
         QCoreApplication.translate("errors", "{0} is empty: '.' stands for a tile already there")),
        (re.compile(r"the word goes on: (\S+) holds (\S+); write the whole word"),
         QCoreApplication.translate("errors", "the word goes on: {0} holds {1}; write the whole word")),
        (re.compile(r"not on the rack (.+?): (.+) \(a blank is written as a lowercase letter\)"),
         QCoreApplication.translate("errors", "not on the rack {0}: {1} (a blank is written as a lowercase letter)")),
        (re.compile(r"not on the rack (.+?): (.+)"), QCoreApplication.translate("errors", "not on the rack {0}: {1}")),
        (re.compile(r"the first move must cover the centre square (\S+)"),
         QCoreApplication.translate("errors", "the first move must cover the centre square {0}")),
        (re.compile(r"the first move must be horizontal under these rules"),
         QCoreApplication.translate("errors", "the first move must be horizontal under these rules")),
        (re.compile(r"the move must touch a tile already on the board"),
         QCoreApplication.translate("errors", "the move must touch a tile already on the board")),
        (re.compile(r"not in the word list: (.+)"), QCoreApplication.translate("errors", "not in the word list: {0}")),
        (re.compile(r"the move is empty: write a reference and a word, like H4 WORD"),
         QCoreApplication.translate("errors", "the move is empty: write a reference and a word, like H4 WORD")),
        (re.compile(r"the word is missing"), QCoreApplication.translate("errors", "the word is missing")),
    ]


# The bundled presets' descriptions (resources/presets/*.toml), listed so that lupdate finds
# them; tests/test_translations.py fails when a preset file's description is not here.
PRESET_DESCRIPTIONS = (
    QT_TRANSLATE_NOOP("presets", "Federation rules: 2 vowels + 2 consonants for turns 1-15, then 1 + 1; first move "
                                 "horizontal; solos from 16 players; 3 warnings tolerated."),
    QT_TRANSLATE_NOOP("presets", "Flemish federation: draw rule as FISF, the game ends when fewer than 7 letters or "
                                 "no vowel remain."),
    QT_TRANSLATE_NOOP("presets", "Free play at home or in class: no draw rule, no solos, no penalties or warnings."),
)


def preset_description(rules: RuleSet) -> str:
    """A rule set's description in the app's language (as written if it is not a bundled one)."""
    return QCoreApplication.translate("presets", rules.description) if rules.description else ""


def score_text(score: Score) -> str:
    """How a move's points add up (``HALEE 24 + bingo 50 = 74``), with the language's word
    for a bingo (French clubs say scrabble)."""
    parts = [f"{w.word} {w.score}" for w in score.words]
    if score.bingo:
        parts.append(QCoreApplication.translate("records", "bingo {0}").format(BINGO_BONUS))
    return " + ".join(parts) + f" = {score.total}"


def error_text(error: object) -> str:
    """An engine error (a ``DuplicateError`` or its stored message) in the app's language."""
    message = str(getattr(error, "message", error) or "")
    for pattern, sentence in _move_errors():
        found = pattern.fullmatch(message)
        if found is not None:
            return sentence.format(*found.groups())
    return message


__all__ = [
    "PRESET_DESCRIPTIONS", "csv_headers", "end_reason_text", "error_text", "preset_description", "score_text",
    "sheet_labels",
]
