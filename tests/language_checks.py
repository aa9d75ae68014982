"""What makes a translated text wrong for a club, as functions the language tests share:
English left on a screen, a concept named otherwise than the glossary says, two entries of
one menu with the same accelerator letter. Each returns what it found (empty: fine)."""

from __future__ import annotations

import csv
import re
from pathlib import Path

GLOSSARY = Path(__file__).resolve().parents[1] / "resources" / "translations" / "glossary.csv"
TRANSLATED = ("fr", "nl", "de", "nb")

#: Words that are English and no word of the app's other languages' screens (checked against
#: every translation: tests/test_language_quality.py); ``SHARED`` lists the ones a language
#: also has (Dutch "is", Norwegian "for", French "table").
ENGLISH_WORDS = frozenset("""
the and with your you this that from have has are was were will would should which there their they what
when where who how why been into only also than them these those each every other after before while
turn turns move moves rack racks tile tiles player players word words game games session sessions seed
undo redo invalid enter reveal revealed default rules draw drawn deviation standings warning warnings
penalty penalties hint hints board blank blanks timer clock save file edit view help settings phone phones
arbiter latecomer master found missed played left bag yes cancel close quit print export not to of is
for or by it its be an at on off show hide back next previous click press type select choose delete add
remove start stop pause resume play ended over list time new open none all any some more less wrong right
""".split())
SHARED = {
    "fr": {"table", "points", "solo", "top", "pause", "score", "total", "bingo", "hint", "an", "on", "type"},
    "nl": {"is", "of", "open", "over", "top", "start", "stop", "score", "hint", "hints", "bingo", "in", "per", "an",
           "letters", "time", "was", "help", "delete"},
    "de": {"an", "start", "stop", "pause", "top", "bingo", "name", "total", "in", "hint", "so", "will", "war", "was"},
    "nb": {"for", "at", "be", "over", "start", "pause", "hint", "blank", "bingo", "time", "list", "man", "som",
           "open", "stop", "from", "an", "to", "type", "delete"},
}
#: Names, codes and marks that read the same in every language.
EVERYWHERE = {"duplicate", "scrabble", "fisf", "pin", "ok", "json", "csv", "pdf", "html", "utf", "sqlite", "gzip",
              "ctrl", "shift", "alt", "esc", "enter", "f1", "wi", "fi", "qr", "top"}


def english_words(text: str, code: str) -> list[str]:
    """The English words of ``text`` (a visible text in language ``code``)."""
    text = re.sub(r"<[^>]+>|&\w+;|\{\w*\}|%n|--[\w-]+|'\w+'|\w*_\w*|\b[\w.-]+\.(duplicate|json|csv|html|txt|gz)\b|\b\w+(?:\.\w+)+\b",
                  " ", text).replace("&", "")
    found = []
    for word in re.findall(r"[^\W\d_]+", text):
        lower = word.lower()
        if lower in ENGLISH_WORDS and lower not in SHARED.get(code, set()) and lower not in EVERYWHERE:
            found.append(word)
    return found


# -- the glossary --------------------------------------------------------------------------------


def glossary() -> list[dict[str, str]]:
    with GLOSSARY.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _forms(cell: str) -> list[str]:
    return [f.strip() for f in cell.split("/") if f.strip()]


def _clean(text: str) -> str:
    """A text without placeholders, option names, quoted keys and accelerator marks."""
    return re.sub(r"\{\w*\}|--[\w-]+|'\w+'|&(?=\w)", "", text)


def glossary_problems(code: str, texts: dict[str, dict[str, tuple[str, ...]]]) -> list[str]:
    """Where the translations ``texts`` (context -> source -> forms) of ``code`` leave the
    glossary: a text whose English names a concept without the language's word for it, or
    with one of the words the glossary replaced (two names for one concept)."""
    problems = []
    for row in glossary():
        english, wanted, avoided = row["en"].strip(), _forms(row[code]), _forms(row[f"avoid_{code}"])
        pattern = re.compile(rf"\b{re.escape(english)}(s|es)?\b", re.I)
        for context, sources in texts.items():
            for source, forms in sources.items():
                said = _clean(" ".join(forms))
                for word in avoided:
                    if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", said, re.I):
                        problems.append(f"[{context}] {source!r}: {word!r} for {row['concept']!r} ({said!r})")
                meant = _clean(source)
                for phrase in _forms(row["en_not"]):
                    meant = re.sub(re.escape(phrase), "", meant, flags=re.I)
                if wanted and pattern.search(meant) and not any(w.casefold() in said.casefold() for w in wanted):
                    problems.append(f"[{context}] {source!r}: not {wanted[0]!r} ({said!r})")
    return problems


# -- menus -------------------------------------------------------------------------------------


def accelerator(text: str) -> str | None:
    """The letter after a single '&' of a menu text (None: no accelerator)."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def shared_accelerators(texts: list[str]) -> list[str]:
    """The entries of one menu whose accelerator letter another entry has too."""
    seen: dict[str, str] = {}
    clashes = []
    for text in texts:
        key = accelerator(text)
        if key is None:
            continue
        if key in seen:
            clashes.append(f"{seen[key]!r} and {text!r} share &{key}")
        seen.setdefault(key, text)
    return clashes
