"""The engine's words in the app's language: game sheet labels, CSV headings, end reasons.

The engine (``duplicate/``) never imports Qt, so it writes English and takes translated
labels from its caller; this module builds them with ``QCoreApplication.translate`` (so
``tools/update_translations.py`` extracts them) and rewords the end reasons the engine
stores in English in the session file.
"""

from __future__ import annotations

import re
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QLocale

from duplicate.records import SheetLabels
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


__all__ = ["csv_headers", "end_reason_text", "sheet_labels"]
