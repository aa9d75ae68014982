"""The engine's words in the app's language: game sheet labels, CSV headings, end reasons.

The engine (``duplicate/``) never imports Qt: its errors and notices are a code, an English
template and values (``duplicate.base.errors.Message``); ``message_text`` says them in the
app's language with ``duplicate.translations``, the reader of the one catalogue that the
command line, ``serve`` and the phone service use too (the widgets' own texts come from the
same ``.ts`` files compiled for Qt).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from duplicate import translations
from duplicate.rules.bag import end_reason_message
from duplicate.rules.board import BINGO_BONUS
from duplicate.rules.edition import Edition
from duplicate.base.errors import Message
from duplicate.records.sheet import CsvStyle, SheetLabels, edition_with_own_name
from duplicate.rules.presets import RuleSet
from duplicate.rules.scoring import Score
from ui.widgets.language import current_language


def sheet_labels() -> SheetLabels:
    """The game sheet's words and number/date formats in the app's language: the command
    line's very labels (``duplicate.translations.sheet_labels``), so a printed sheet and
    ``duplicate sheet --html`` say the same."""
    return translations.sheet_labels(current_language())


def csv_headers() -> tuple[str, ...]:
    """The results CSV's headings (table, name, total, deviation, percent, rank)."""
    return translations.csv_headers(current_language())


def records_text(text: str) -> str:
    """A text of the exports and sheets (context ``records``: a CSV heading, a state) in the
    app's language."""
    return translations.translate("records", text, current_language())


def csv_style() -> CsvStyle:
    """How the app's language's spreadsheets read CSV (``;`` and ``82,61`` in French)."""
    return translations.csv_style(current_language())


def edition_name(edition: Edition) -> str:
    """An edition's name in the app's language, with its own name where that differs
    (``French (Français)`` in English, ``Allemand (Deutsch)`` in French, ``Français`` in French)."""
    return edition_with_own_name(message_text(edition.label), edition.name,
                                 translations.translate("editions", translations.EDITION_PATTERN, current_language()))


def end_reason_text(reason: str) -> str:
    """Why the game ended, in the app's language (the session file keeps it in English; a
    reason of no known template, e.g. typed by an arbiter, is shown as stored)."""
    message = end_reason_message(reason)
    return reason if message is None else message_text(message)


def message_text(message: object, language: str | None = None) -> str:
    """An engine error or notice (``DuplicateError``, ``Message``) in the app's language (or in
    ``language``, e.g. a phone's): its template translated (context ``engine``), its values
    filled in, numbers in the language's format, the plural form of its count. The command
    line says them with the same function (``duplicate.translations.say``). A plain text is
    shown as it is. Every message box and status line that shows an engine error goes
    through here."""
    notice = getattr(message, "notice", message)
    if isinstance(notice, Message):
        return translations.say(notice, language or current_language())
    return str(getattr(message, "message", message) or "")


def preset_description(rules: RuleSet) -> str:
    """A rule set's description in the app's language (as written if it is not a bundled one)."""
    return message_text(rules.description_label) if rules.description else ""


def rules_name(rules: RuleSet) -> str:
    """A rule set's name in the app's language (a bundled preset's translated)."""
    return message_text(rules.label)


def score_text(score: Score) -> str:
    """How a move's points add up (``HALEE 24 + bingo 50 = 74``), with the language's word
    for a bingo (French clubs say scrabble)."""
    parts = [f"{w.word} {w.score}" for w in score.words]
    if score.bingo:
        parts.append(QCoreApplication.translate("records", "bingo {0}").format(BINGO_BONUS))
    return " + ".join(parts) + f" = {score.total}"


__all__ = [
    "csv_headers", "edition_name", "end_reason_text", "message_text", "preset_description", "rules_name",
    "score_text", "sheet_labels",
]
