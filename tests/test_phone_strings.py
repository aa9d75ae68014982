"""The phone page's texts (ui/phones/texts.py, translated in the app's catalogue, context
``phone``; served as texts.js): every language has every text of English, with the same
placeholders and plural forms, and the page asks only for texts that exist, with the
placeholders they need. Read from the catalogue and the script's source: no browser needed."""

from __future__ import annotations

import html.parser
import json
import re
from pathlib import Path

import pytest

from ui.phones.texts import TEXTS, page_texts, texts_script

WEB = Path(__file__).resolve().parents[1] / "resources" / "web"
SCRIPT = (WEB / "phone.js").read_text(encoding="utf-8")
LANGUAGES = ("nl", "fr", "de", "nb")
STRINGS = {code: page_texts(code) for code in ("en", *LANGUAGES)}


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))


def test_the_script_writes_no_table_of_words_and_texts_js_has_every_language():
    """phone.js has no dictionary of its own any more; texts.js carries the catalogue's."""
    assert "var STRINGS = {" not in SCRIPT and "hand_in:" not in SCRIPT
    served = texts_script({"en": "English", "fr": "Français"}).decode("utf-8")
    assert served.startswith("window.PHONE_TEXTS = ") and served.endswith(";\n")
    data = json.loads(served[len("window.PHONE_TEXTS = "):-2])
    assert data["names"] == {"en": "English", "fr": "Français"}
    assert data["texts"]["fr"]["hand_in"] == STRINGS["fr"]["hand_in"] != STRINGS["en"]["hand_in"]
    assert len(data["texts"]["en"]) == len(TEXTS) > 60


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_has_every_text_with_the_same_placeholders(code):
    english, other = STRINGS["en"], STRINGS[code]
    assert sorted(set(english) - set(other)) == [], f"{code} lacks these texts"
    assert sorted(set(other) - set(english)) == [], f"{code} has texts English does not"
    for key, source in english.items():
        text = other[key]
        assert type(text) is type(source), f"{code}.{key}: plural forms in one language and not the other"
        forms = text if isinstance(text, list) else [text]
        sources = source if isinstance(source, list) else [source]
        assert len(forms) == len(sources)
        for form in forms:
            assert form.strip(), f"{code}.{key} is empty"
            assert placeholders(form) == placeholders(sources[0]), f"{code}.{key}: {form!r}"
        if isinstance(source, list):
            assert all("%n" in form for form in forms), f"{code}.{key}: plural forms say their count %n"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_translations_are_not_left_in_english(code):
    # the premium squares' labels are symbols, the app board's own (Dutch writes 2L and 3W too:
    # letter, woord), held to the board's by test_translations
    same = [key for key, text in STRINGS[code].items()
            if text == STRINGS["en"][key] and not key.startswith("prem_")]
    # a few words are the same in the clubs' languages (Top, Zoom, Score; the table's line)
    assert len(same) <= 6, f"{code}: {same}"


def test_the_page_asks_only_for_texts_that_exist_and_fills_their_placeholders():
    english = STRINGS["en"]
    used = set()
    for key, args in re.findall(r"\bt\('(\w+)',\s*\{([^}]*)\}", SCRIPT):
        used.add(key)
        assert key in english, key
        given = set(re.findall(r"(\w+)\s*:", args))
        source = english[key][0] if isinstance(english[key], list) else english[key]
        assert placeholders(source) <= given, f"t('{key}') leaves {placeholders(source) - given} unfilled"
    for key in re.findall(r"\bt\('(\w+)'\)", SCRIPT):
        used.add(key)
        assert key in english, key
        assert not placeholders(english[key] if isinstance(english[key], str) else english[key][0]), key
    page = (WEB / "index.html").read_text(encoding="utf-8")
    for key in re.findall(r'data-t[pa]?="(\w+)"', page):
        used.add(key)
        assert key in english and not placeholders(english[key]), key
    # texts chosen by a phase or an error code of the service
    phases = {k for k in english if k.startswith("phase_")}
    assert phases == {f"phase_{p}" for p in ("awaiting_draw", "drawn", "running", "paused", "expired", "over", "revealed")}
    from ui.phones.service import STATUS
    errors = {k[len("err_"):] for k in english if k.startswith("err_")}
    assert errors <= set(STATUS), errors - set(STATUS)
    unused = set(english) - used - phases - {f"err_{e}" for e in errors}
    assert unused == set(), f"texts no code shows: {unused}"


class Text(html.parser.HTMLParser):
    """The text and the human-readable attributes of a page, outside its <title>."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self.in_title = False

    def handle_starttag(self, tag, attrs):
        self.in_title = tag == "title"
        self.words += [f"{tag}[{name}]={value}" for name, value in attrs
                       if name in ("placeholder", "aria-label", "title", "alt", "value") and value]

    def handle_endtag(self, tag):
        self.in_title = False

    def handle_data(self, data):
        if not self.in_title and data.strip() and data.strip() != "--:--":
            self.words.append(data.strip())


def test_the_page_writes_no_words_of_its_own_in_the_markup():
    reader = Text()
    reader.feed((WEB / "index.html").read_text(encoding="utf-8"))
    assert reader.words == []
