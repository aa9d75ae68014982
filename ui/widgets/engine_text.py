"""The engine's words in the app's language: game sheet labels, CSV headings, end reasons.

The engine (``duplicate/``) never imports Qt: its errors and notices are a code, an English
template and values (``duplicate.errors.Message``); ``message_text`` says them in the app's
language. Labels the engine takes from its caller (game sheet, CSV headings) are built here
with ``QCoreApplication.translate`` so that ``tools/update_translations.py`` extracts them.
"""

from __future__ import annotations

import re
from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from duplicate.rules.bag import end_reason_message
from duplicate.rules.board import BINGO_BONUS
from duplicate.rules.edition import Edition
from duplicate.base.errors import CONTEXT, Message, fill, plural_english
from duplicate.records.sheet import SheetLabels, edition_with_own_name
from duplicate.rules.presets import RuleSet
from duplicate.rules.scoring import Score
from ui.widgets.language import format_date, format_number, translator_for


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
        edition_name=edition_name,
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


def edition_name(edition: Edition) -> str:
    """An edition's name in the app's language, with its own name where that differs
    (``French (Français)`` in English, ``Allemand (Deutsch)`` in French, ``Français`` in French)."""
    return edition_with_own_name(message_text(edition.label), edition.name, QCoreApplication.translate(
        "editions", "{0} ({1})", "an edition's name in the app's language, then in its own"))


def end_reason_text(reason: str) -> str:
    """Why the game ended, in the app's language (the session file keeps it in English; a
    reason of no known template, e.g. typed by an arbiter, is shown as stored)."""
    message = end_reason_message(reason)
    return reason if message is None else message_text(message)


def message_text(message: object, language: str | None = None) -> str:
    """An engine error or notice (``DuplicateError``, ``Message``) in the app's language (or in
    ``language``, e.g. a phone's): its template translated (context ``engine``), its values
    filled in, numbers in the locale's format, the plural form of its count. A plain text is
    shown as it is. Every message box and status line that shows an engine error goes through
    here."""
    notice = getattr(message, "notice", message)
    if isinstance(notice, Message):
        return _translated(notice, _Speaker(language))
    return str(getattr(message, "message", message) or "")


class _Speaker:
    """Looks templates up in the app's language (installed translators) or in another one."""

    def __init__(self, language: str | None) -> None:
        self.reader = translator_for(language) if language else None
        self.language = language
        self.locale = QLocale(language) if language else QLocale()

    def template(self, template: str, count: int | None) -> str:
        n = -1 if count is None else count
        if self.language is None:
            return QCoreApplication.translate(CONTEXT, template, None, n)
        found = self.reader.translate(CONTEXT, template, None, n) if self.reader is not None else ""
        if not found:
            found = template if count is None else plural_english(template, count)
        return found.replace("%n", str(count)) if count is not None else found

    def number(self, value: float, decimals: int = 0) -> str:
        return self.locale.toString(float(value), "f", decimals) if decimals else self.locale.toString(int(round(value)))


def _translated(message: Message, speaker: _Speaker) -> str:
    count = message.count
    text = speaker.template(message.template, count)
    values = {name: _value_text(value, speaker) for name, value in message.values}
    if set(re.findall(r"\{(\w+)\}", text)) - set(values):  # a translation naming a wrong value
        text = message.template if count is None else plural_english(message.template, count)
    return fill(text, values)


def _value_text(value: object, speaker: _Speaker) -> str:
    if isinstance(value, Message):
        return _translated(value, speaker)
    if isinstance(value, tuple):
        return ", ".join(_value_text(v, speaker) for v in value)
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int):
        return speaker.number(value)
    if isinstance(value, float):
        return speaker.number(value, 2)
    return str(value)


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


__all__ = [
    "PRESET_DESCRIPTIONS", "csv_headers", "edition_name", "end_reason_text", "message_text", "preset_description",
    "score_text", "sheet_labels",
]
