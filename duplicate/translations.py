"""Every word a person reads, in their language, from the one catalogue: the ``.ts`` files.

The app's translation files (``resources/translations/duplicate_<code>.ts``, Qt's XML, kept in
the repository and installed with the package) are the only source of words. The app's
widgets read them compiled (``.qm``, through Qt's translators); everything else reads them
here, without Qt: the engine's messages (context ``engine``, see ``duplicate/base/errors.py``)
wherever they are shown (the app's message boxes and tables, the command line, ``serve``,
the phones' refusals), the game sheet's words (``records``), the phone page's texts
(``phone``, served by the phone service). So a text is translated once, and the app, the
command line, the sheets and the phones say the same thing.

Numbers, dates and plural forms follow CLDR through Babel (the same data as Qt's QLocale):
``1 234,5`` in French, ``1.234,5`` in German, ``01.12.2026`` in Norwegian; French counts 0
and 1 as singular. The app's own number and date formats come from here too
(``ui.widgets.language``), so a figure reads the same on every screen and sheet.

The language is ``--language`` if given, else the first of ``LANGUAGE`` (a colon list),
``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that names one of them, else English.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from datetime import date, datetime
from functools import cache
from typing import TYPE_CHECKING, Any

from babel import Locale
from babel.dates import format_date as _babel_date
from babel.numbers import format_decimal as _babel_decimal
from babel.numbers import get_decimal_symbol as _babel_decimal_symbol

from duplicate.base.percentage import Exact, rounded
from duplicate.base.errors import CONTEXT, QT_TRANSLATE_NOOP, Message, Value, fill, plural_english
from duplicate.base.resources import resource_path

if TYPE_CHECKING:
    from duplicate.records.season_sheet import SeasonLabels
    from duplicate.records.sheet import CsvStyle, SheetLabels

ENGLISH = "en"


@cache
def languages() -> frozenset[str]:
    """The languages the translation files give (a new ``.ts`` is a new language), and English."""
    found = {p.stem.removeprefix("duplicate_") for p in resource_path("translations").glob("duplicate_*.ts")}
    return frozenset(found | {ENGLISH})


def language_code(name: str | None) -> str | None:
    """``fr_BE.UTF-8`` -> ``fr``; Norwegian (``no``, ``nn``) -> ``nb``; None if not spoken here."""
    if not name:
        return None
    code = name.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    code = "nb" if code in ("no", "nn") else code
    return code if code in languages() else None


def user_language(asked: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``asked`` (``--language``), else the environment's, else English."""
    if asked:
        return language_code(asked) or ENGLISH
    env = environ if environ is not None else os.environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for name in env.get(variable, "").split(":"):
            if name in ("C", "POSIX"):
                return ENGLISH
            code = language_code(name)
            if code is not None:
                return code
    return ENGLISH


@cache
def contexts(code: str) -> dict[str, dict[str, tuple[str, ...]]]:
    """Every finished translation of ``code``'s file: context -> source -> forms."""
    path = resource_path("translations") / f"duplicate_{code}.ts"
    found: dict[str, dict[str, tuple[str, ...]]] = {}
    if not path.exists():
        return found
    for element in ET.parse(path).getroot().iter("context"):
        texts = found.setdefault(element.findtext("name") or "", {})
        for message in element.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = tuple(f.text or "" for f in translation.findall("numerusform")) or (translation.text or "",)
            if all(form.strip() for form in forms):
                texts[message.findtext("source") or ""] = forms
    return found


def catalogue(code: str, context: str = CONTEXT) -> dict[str, tuple[str, ...]]:
    """The finished translations of one context (the engine's templates by default) in
    ``code``: source -> forms (one form, or the plural forms of a text with ``%n``). English,
    the source language, has only its plural forms."""
    return contexts(code).get(context, {})


@cache
def _locale(code: str) -> Locale:
    return Locale.parse("nb_NO" if code == "nb" else code)


def plural_index(code: str, n: int) -> int:
    """Which of a text's plural forms says ``n`` (CLDR's rule: French counts 0 and 1 as
    singular, the others only 1). The ``.ts`` forms of the app's languages are Qt's two,
    singular then plural; tests/test_translations.py checks that Qt picks the same."""
    return 0 if _locale(code).plural_form(abs(n)) == "one" else 1


def translate(context: str, source: str, code: str, n: int | None = None) -> str:
    """A text of ``context`` in ``code``, as Qt's ``QCoreApplication.translate`` gives it in
    the app (the source when untranslated); ``n`` picks a plural form and fills ``%n``."""
    forms = catalogue(code, context).get(source)
    if forms is None:
        text = source if n is None else plural_english(source, n)
    else:
        text = forms[min(plural_index(code, n), len(forms) - 1)] if n is not None else forms[0]
    return text.replace("%n", number(n, code)) if n is not None else text


def say(message: Message, code: str) -> str:
    """``message`` in the language ``code`` (its English text when untranslated): its template
    translated, its values filled in, numbers in the language's format, the plural form of
    its count. A translation naming a value the message lacks falls back to English."""
    count = message.count
    text = translate(CONTEXT, message.template, code, count)
    values = {name: _value(value, code) for name, value in message.values}
    if any(f"{{{name}}}" in text and name not in values for name in _placeholders(text)):
        text = message.template if count is None else plural_english(message.template, count)
    return fill(text, values)


def _placeholders(text: str) -> list[str]:
    import re

    return re.findall(r"\{(\w+)\}", text)


def _value(value: Value, code: str) -> str:
    if isinstance(value, Message):
        return say(value, code)
    if isinstance(value, tuple):
        return ", ".join(_value(v, code) for v in value)
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int):
        return number(value, code)
    if isinstance(value, float):
        return number(value, code, 2)
    return str(value)


# -- numbers and dates, CLDR's way -------------------------------------------------------------


def number(value: Exact, code: str, decimals: int = 0) -> str:
    """A number the language's way: ``3 600`` (French, a narrow no-break space), ``3.600``
    (German), ``90,87`` with ``decimals=2``; rounded once, half up, from the exact value
    (``duplicate.base.percentage.rounded``: 97.2527... is ``97,3``)."""
    pattern = "#,##0" + ("." + "0" * decimals if decimals > 0 else "")
    try:
        return str(_babel_decimal(rounded(value, decimals), format=pattern, locale=_locale(code),
                                  decimal_quantization=True))
    except (ArithmeticError, ValueError, OverflowError):  # past what CLDR's formatting holds (infinity, NaN)
        return str(value)


#: A percentage: the translator writes the language's spacing (``{0} %`` in French).
PERCENT_PATTERN = QT_TRANSLATE_NOOP("formats", "{0}%")


def percent(value: Exact, code: str, decimals: int = 1) -> str:
    """A percentage the language's way (``90.9%``, ``90,9 %``): the spacing before ``%`` is
    the translator's (context ``formats``)."""
    return translate("formats", PERCENT_PATTERN, code).format(number(value, code, decimals))


def short_date(moment: date | datetime, code: str) -> str:
    """A date in the language's short format (``12/1/26``, ``01/12/2026``, ``01.12.26``)."""
    day = moment.astimezone() if isinstance(moment, datetime) and moment.tzinfo else moment
    return str(_babel_date(day if isinstance(day, date) else day, "short", locale=_locale(code)))


def short_datetime(moment: datetime, code: str) -> str:
    """A date and time in the language's short format (local time)."""
    stamp = moment.astimezone() if moment.tzinfo else moment
    return f"{short_date(stamp, code)} {stamp.strftime('%H:%M')}"


def iso_date_text(iso: str, code: str) -> str:
    """A stored ISO date or timestamp written the language's way (as stored if unreadable)."""
    try:
        return short_date(datetime.fromisoformat(iso), code)
    except ValueError:
        return iso


# -- the game sheet --------------------------------------------------------------------------

#: The sheet's pattern for an edition named in the reader's language then in its own.
EDITION_PATTERN = QT_TRANSLATE_NOOP("editions", "{0} ({1})")


def _translated_words(labels: type, code: str) -> dict[str, Any]:
    """The words of a labels dataclass (its text and tuple-of-text fields, context ``records``)
    in ``code``; mypy cannot match the values to the fields they go to by name, hence Any."""
    from dataclasses import fields

    english = labels()
    words: dict[str, Any] = {}
    for spec in fields(labels):
        value = getattr(english, spec.name)
        if isinstance(value, str) and spec.name != "language":
            words[spec.name] = translate("records", value, code)
        elif isinstance(value, tuple):
            words[spec.name] = tuple(translate("records", v, code) for v in value)
    return words


def sheet_labels(code: str) -> SheetLabels:
    """The game sheet's words in ``code`` (context ``records``), with its numbers, dates,
    edition names and engine texts (word-list and rule-set names) the language's way: the
    app's printed sheet and the command line's are made from the same labels."""
    from duplicate.records.sheet import SheetLabels, edition_with_own_name

    pattern = translate("editions", EDITION_PATTERN, code)
    return SheetLabels(
        **_translated_words(SheetLabels, code),
        language=code,
        number=lambda value: number(value, code, 2),
        edition_name=lambda edition: edition_with_own_name(say(edition.label, code), edition.name, pattern),
        date=lambda iso: iso_date_text(iso, code),
        say=lambda message: say(message, code),
    )


def season_labels(code: str) -> SeasonLabels:
    """The season sheets' words in ``code`` (context ``records``), numbers the language's way."""
    from duplicate.records.season_sheet import SeasonLabels

    return SeasonLabels(**_translated_words(SeasonLabels, code), language=code,
                        number=lambda value: number(value, code, 2), say=lambda message: say(message, code))


def csv_headers(code: str) -> tuple[str, ...]:
    """The results CSV's headings in ``code`` (table, name, total, deviation, percent, rank)."""
    from duplicate.records.sheet import CSV_HEADERS

    return tuple(translate("records", text, code) for text in CSV_HEADERS)


def csv_style(code: str) -> CsvStyle:
    """How a spreadsheet in ``code`` reads CSV: ``;`` and decimal commas where the language
    writes ``82,61`` (CLDR's decimal symbol), else commas and decimal points."""
    from duplicate.records.sheet import DECIMAL_COMMA, CsvStyle

    return DECIMAL_COMMA if _babel_decimal_symbol(_locale(code)) == "," else CsvStyle()


def end_reason_text(reason: str, code: str) -> str:
    """Why a game ended, in ``code`` (a session file keeps it in English; a reason of no
    known template, e.g. typed by an arbiter, is said as stored)."""
    from duplicate.rules.bag import end_reason_message

    message = end_reason_message(reason)
    return reason if message is None else say(message, code)


__all__ = ["ENGLISH", "catalogue", "contexts", "csv_headers", "end_reason_text", "iso_date_text", "language_code", "languages", "number", "percent",
           "plural_index", "say", "season_labels", "sheet_labels", "short_date", "short_datetime", "translate", "user_language"]
