"""The app's language: which one, loading its translations, and the locale's number formats.

The language follows the system locale unless Preferences -> Language chose one (kept in
QSettings under ``language``). It is installed once, at start, before any window is built:
a change in Preferences takes effect at the next start. Two translators are loaded: the
app's own (``resources/translations/duplicate_<code>.qm``, compiled from the ``.ts`` files
by ``tools/update_translations.py``) and Qt's (``qtbase_<code>.qm`` from PySide6), so the
standard dialogs and buttons speak the same language. ``QLocale.setDefault`` makes the
number and date formats follow the chosen language too.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from duplicate import translations
from duplicate.base.percentage import Exact
from duplicate.base.resources import resource_path

SOURCE_LANGUAGE = "en"
# Code -> the language's own name (shown as is in every language, so anyone finds theirs).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch",
    "nb": "Norsk bokmål",
}
SETTINGS_KEY = "language"

# Qt ships no Norwegian bokmål translation of its own (qtbase_nb.qm): the standard buttons of
# message boxes and dialogs are listed here so that the app's files translate them (for the
# other languages they say what Qt's own files say).
QT_STANDARD_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"), QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"), QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"), QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"), QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"), QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"), QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"), QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"), QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"), QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
)


def translations_folder() -> Path:
    return resource_path("translations")


def qm_path(code: str) -> Path:
    return translations_folder() / f"duplicate_{code}.qm"


def system_language() -> str:
    """The first of the system's preferred languages that the app speaks, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        code = "nb" if code in ("no", "nn") else code  # Norwegian: bokmål is what we have
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(settings: QSettings | None = None) -> str:
    """The language Preferences chose, or '' to follow the system."""
    value = str((settings or QSettings()).value(SETTINGS_KEY, "") or "")
    return value if value in LANGUAGES else ""


def choose_language(code: str, settings: QSettings | None = None) -> None:
    """Remember the language for the next start ('' = follow the system)."""
    if code and code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    (settings or QSettings()).setValue(SETTINGS_KEY, code)


def effective_language(settings: QSettings | None = None) -> str:
    return chosen_language(settings) or system_language()


_installed: list[QTranslator] = []


def current_language() -> str:
    """The language the app speaks now (installed by ``install_language``; English before)."""
    code = QLocale().name().split("_")[0]
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def install_language(code: str) -> str:
    """Load the translators of ``code`` into the running application; returns the code used.

    Earlier ones are removed first, so tests can switch languages; windows built before
    keep their texts (the app installs the language once, before building any).
    """
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QCoreApplication")
    code = code if code in LANGUAGES else SOURCE_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    locale = QLocale(code)
    QLocale.setDefault(locale)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    # English is the source language: its file holds only the plural forms ("1 turn", "2 turns")
    names = ((f"qtbase_{code}", qt_folder),) if code != SOURCE_LANGUAGE else ()
    for name, folder in (*names, (f"duplicate_{code}", str(translations_folder()))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    return code


def format_number(value: Exact, decimals: int = 0) -> str:
    """A number with the language's separators (``90,87`` in French, ``3.600`` in German): the
    command line's and the sheets' format (``duplicate.translations``, CLDR)."""
    return translations.number(value, current_language(), decimals)


def format_percent(value: Exact, decimals: int = 1) -> str:
    """A percentage the language's way: ``90.9%`` in English, ``90,9 %`` in French, rounded once
    from the exact value (``duplicate.base.percentage.rounded``)."""
    return translations.percent(value, current_language(), decimals)


def format_datetime(moment: datetime) -> str:
    """A date and time in the language's short format (local time)."""
    return translations.short_datetime(moment, current_language())


def format_date(moment: datetime) -> str:
    """A date in the language's short format."""
    return translations.short_date(moment, current_language())


__all__ = [
    "LANGUAGES", "SOURCE_LANGUAGE", "choose_language", "chosen_language", "current_language", "effective_language", "format_date",
    "format_datetime", "format_number", "format_percent", "install_language", "qm_path", "system_language",
]
