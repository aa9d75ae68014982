"""The engine's messages in the user's language without Qt, for the ``duplicate`` command.

The app's translation files (``resources/translations/duplicate_<code>.ts``, Qt's XML, kept
in the repository and installed with the package) are read directly: the ``engine`` context
holds every engine template (see ``duplicate/base/errors.py``). The same translations serve the app
(compiled to ``.qm`` for Qt) and the command line, so a text is translated once.

The language is ``--language`` if given, else the first of ``LANGUAGE`` (a colon list),
``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that names one of them, else English.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from duplicate.base.errors import CONTEXT, Message, Value, fill, plural_english
from duplicate.base.resources import resource_path

if TYPE_CHECKING:
    from duplicate.records.sheet import SheetLabels

ENGLISH = "en"


@cache
def languages() -> frozenset[str]:
    """The languages the translation files give (a new ``.ts`` is a new language), and English."""
    found = {p.stem.removeprefix("duplicate_") for p in resource_path("translations").glob("duplicate_*.ts")}
    return frozenset(found | {ENGLISH})


#: A decimal number's separator, by language (English: the point).
DECIMAL_COMMA = frozenset({"nl", "fr", "de", "nb"})


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
def catalogue(code: str, context: str = CONTEXT) -> dict[str, tuple[str, ...]]:
    """The finished translations of one context (the engine's templates by default) in
    ``code``: source -> forms (one form, or the plural forms of a text with ``%n``)."""
    path = resource_path("translations") / f"duplicate_{code}.ts"
    found: dict[str, tuple[str, ...]] = {}
    if code == ENGLISH or not path.exists():
        return found
    for element in ET.parse(path).getroot().iter("context"):
        if element.findtext("name") != context:
            continue
        for message in element.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = tuple(f.text or "" for f in translation.findall("numerusform")) or (translation.text or "",)
            if all(form.strip() for form in forms):
                found[message.findtext("source") or ""] = forms
    return found


def plural_index(code: str, n: int) -> int:
    """Which plural form: French counts 0 and 1 as singular; the others only 1 (CLDR)."""
    if code == "fr":
        return 0 if n < 2 else 1
    return 0 if n == 1 else 1


def say(message: Message, code: str) -> str:
    """``message`` in the language ``code`` (its English text when untranslated)."""
    count = message.count
    forms = catalogue(code).get(message.template)
    if forms is None:
        text = message.template if count is None else plural_english(message.template, count)
    else:
        text = forms[min(plural_index(code, count), len(forms) - 1)] if count is not None else forms[0]
        if count is not None:
            text = text.replace("%n", str(count))
    return fill(text, {name: _value(value, code) for name, value in message.values})


def _value(value: Value, code: str) -> str:
    if isinstance(value, Message):
        return say(value, code)
    if isinstance(value, tuple):
        return ", ".join(_value(v, code) for v in value)
    if isinstance(value, float):
        text = f"{value:.2f}"
        return text.replace(".", ",") if code in DECIMAL_COMMA else text
    return str(value)


def translate(context: str, source: str, code: str) -> str:
    """A text of the app's ``context`` (``records``, ``editions``) in ``code``, as Qt's
    ``QCoreApplication.translate`` gives it in the app (the source when untranslated)."""
    return catalogue(code, context).get(source, (source,))[0]


def sheet_labels(code: str) -> SheetLabels:
    """The game sheet's words in ``code``: the very ``records`` entries of the .ts file the app's
    ``ui.widgets.engine_text.sheet_labels()`` uses, so the printed sheet and the command line
    say the same. Percentages get the language's decimal separator; dates stay ISO
    (``2026-12-01``): the locale's date patterns are Qt's (CLDR) data, not read here."""
    from dataclasses import fields

    from duplicate.records.sheet import SheetLabels, edition_with_own_name

    english = SheetLabels()
    # each field's words, a text or a tuple of texts as the field is (mypy cannot match the
    # values to the fields they go to by name, hence Any)
    words: dict[str, Any] = {}
    for spec in fields(SheetLabels):
        value = getattr(english, spec.name)
        if isinstance(value, str) and spec.name != "language":
            words[spec.name] = translate("records", value, code)
        elif isinstance(value, tuple):
            words[spec.name] = tuple(translate("records", v, code) for v in value)
    pattern = translate("editions", "{0} ({1})", code)
    return SheetLabels(
        **words,
        language=code,
        number=lambda value: _value(float(value), code),
        edition_name=lambda edition: edition_with_own_name(say(edition.label, code), edition.name, pattern),
        date=lambda iso: iso[:10],
    )


__all__ = ["catalogue", "languages", "language_code", "plural_index", "say", "sheet_labels", "translate",
           "user_language"]
