"""The app's translations: complete for the current code, compiled, and used.

``pyside6-lupdate`` extracts the texts of ``ui/`` into a temporary file; every one must
have a finished translation in each language. The committed ``.qm`` files must be what
``pyside6-lrelease`` makes of the committed ``.ts`` (compared by content: a checkout
resets file times). The engine's words (game sheet, CSV headings, end reasons) come from
the app in its language, and numbers and percentages follow the language's habits.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from duplicate.rules.bag import end_reason
from duplicate.rules.edition import load_edition
from duplicate.records.sheet import SheetLabels, results_csv, sheet_html
from duplicate.rules.presets import load_preset
from ui.widgets.language import (
    LANGUAGES, choose_language, chosen_language, effective_language, format_number, format_percent,
    install_language, system_language,
)
from ui_support import dialogs, isolated_settings  # noqa: F401 - fixtures

REPO = Path(__file__).resolve().parents[1]
TRANSLATED = ("de", "fr", "nb", "nl")


def _tool():
    spec = importlib.util.spec_from_file_location("update_translations", REPO / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["update_translations"] = module
    spec.loader.exec_module(module)
    return module


tool = _tool()


@pytest.fixture
def language(request, qapp):
    install_language(request.param)
    yield request.param
    install_language("en")


def test_every_text_of_the_code_is_translated_in_every_language():
    gaps = tool.gaps(list(TRANSLATED))
    report = "\n".join(str(g) for g in gaps)
    assert not gaps, f"{len(gaps)} text(s) to translate (python tools/update_translations.py):\n{report}"


def test_each_language_has_its_files():
    assert sorted(tool.languages()) == sorted([*TRANSLATED, *tool.PLURAL_ONLY])
    assert sorted(set(LANGUAGES) - {"en"}) == sorted(TRANSLATED)
    for code in TRANSLATED:
        text = tool.ts_path(code).read_text(encoding="utf-8")
        assert f'language="{code}"' in text
        assert "<!-- Terms:" in text  # where the federation words come from


def test_committed_qm_files_say_what_their_ts_says():
    """Each committed .qm gives every finished translation of its .ts (compared by content:
    a git checkout resets file times)."""
    problems = [line for code in tool.languages() for line in tool.stale(tool.ts_path(code), tool.qm_path(code))]
    assert problems == [], "python tools/update_translations.py --release-only:\n" + "\n".join(problems[:20])


def test_a_ts_edited_after_its_qm_is_seen(tmp_path):
    ts = tmp_path / "duplicate_fr.ts"
    text = tool.ts_path("fr").read_text(encoding="utf-8")
    assert "<translation>&amp;Fichier</translation>" in text
    ts.write_text(text.replace("<translation>&amp;Fichier</translation>", "<translation>&amp;Dossier</translation>"),
                  encoding="utf-8")
    problems = tool.stale(ts, tool.qm_path("fr"))
    assert len(problems) == 1 and "&File" in problems[0]
    assert tool.stale(ts, tmp_path / "absent.qm") == ["absent.qm is missing or unreadable"]


def _fields(text: str) -> Counter:
    return Counter(re.findall(r"\{\d+(?::[^}]*)?\}|%n", text))


def test_translations_keep_placeholders_and_accelerators():
    problems = []
    for code in TRANSLATED:
        for (context, source, _), message in tool.messages(tool.ts_path(code)).items():
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            for form in forms:
                if _fields(form) != _fields(source):
                    problems.append(f"{code} [{context}] {source!r} -> {form!r}: placeholders differ")
                if "&" in source.replace("&nbsp;", "").replace("&&", "") and "&" not in form.replace("&nbsp;", ""):
                    problems.append(f"{code} [{context}] {source!r} -> {form!r}: the menu key (&) is lost")
    assert problems == []


def test_every_text_with_a_count_has_plural_forms():
    """A text with %n read by lupdate without its count (a translate() call it does not
    understand) gets one form for every count: "1 connectés". Each such text must be numerus."""
    single = [f"[{context}] {source!r}" for (context, source, _), message in tool.messages(tool.ts_path("fr")).items()
              if "%n" in source and message.get("numerus") != "yes"]
    assert single == [], "write these as self.tr(text, '', n) so lupdate sees the count"


def test_texts_translated_ahead_fill_new_messages(tmp_path):
    """--memory: a text translated before its code landed is filled in, in any context."""
    ts = tmp_path / "duplicate_fr.ts"
    ts.write_text('''<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context><name>A</name>
<message><source>Release phone</source><translation type="unfinished"></translation></message>
<message><source>Unknown</source><translation type="unfinished"></translation></message>
</context>
<context><name>B</name>
<message><source>Release phone</source><translation type="unfinished"></translation></message>
</context>
</TS>
''', encoding="utf-8")
    memory = tmp_path / "memory"
    memory.mkdir()
    (memory / "duplicate_fr.ts").write_text('''<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="fr"><context><name>Other</name>
<message><source>Release phone</source><translation>Libérer le téléphone</translation></message>
</context></TS>
''', encoding="utf-8")
    assert tool.fill_from_memory(ts, memory / "duplicate_fr.ts") == 2
    filled = tool.messages(ts)
    assert tool.finished(filled[("A", "Release phone", "")]) and tool.finished(filled[("B", "Release phone", "")])
    assert not tool.finished(filled[("A", "Unknown", "")])


def test_update_script_checks_from_the_command_line():
    done = subprocess.run([sys.executable, str(REPO / "tools" / "update_translations.py"), "--check"],
                          capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "every text is translated" in done.stdout


# -- the language choice ------------------------------------------------------------------------


def test_preferences_choice_overrides_the_system(qapp):
    settings = QSettings()
    assert chosen_language(settings) == ""
    assert effective_language(settings) == system_language()
    choose_language("nb", settings)
    assert chosen_language(settings) == "nb" and effective_language(settings) == "nb"
    choose_language("", settings)
    assert effective_language(settings) == system_language()
    with pytest.raises(ValueError):
        choose_language("xx", settings)


def test_the_language_menu_remembers_the_choice(qtbot, dialogs):
    from ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    menu = window.menus.language_menu
    menu.actions["de"].trigger()
    assert chosen_language() == "de"
    assert dialogs and dialogs[-1][0] == "information"  # says it applies at the next start
    assert "next start" in dialogs[-1][1]
    assert menu.actions["de"].isChecked()
    first = menu.menu.actions()[0]  # said in the menu too, before choosing
    assert "next start" in first.text() and not first.isEnabled()


@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_installed_language_translates_app_and_qt_texts(language):
    assert QCoreApplication.translate("MainWindow", "&File") == "&Fichier"
    # Qt's own translation (standard buttons) is loaded too
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"


# -- numbers, percentages, plurals ----------------------------------------------------------------


@pytest.mark.parametrize("language, percent, number", [
    ("en", "90.87%", "12.5"),
    ("fr", "90,87\u00a0%", "12,5"),
    ("de", "90,87\u00a0%", "12,5"),
    ("nl", "90,87%", "12,5"),
    ("nb", "90,87\u00a0%", "12,5"),
], indirect=["language"])
def test_numbers_follow_the_language(language, percent, number):
    assert format_percent(90.87, 2) == percent
    assert format_number(12.5, 1) == number
    assert format_number(-3) == "-3" or format_number(-3) == "\u22123"


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_english_says_1_turn_and_2_turns(language):
    """English is the source language, but its counts need their plural forms too."""
    gaps = tool.gaps(list(tool.PLURAL_ONLY))
    assert not gaps, [str(g) for g in gaps]
    ask = "%n player(s) have no entry: Table {0}. Reveal with no move for them?"
    assert QCoreApplication.translate("SessionPage", ask, "", 1).startswith("1 player has no entry")
    assert QCoreApplication.translate("SessionPage", ask, "", 3).startswith("3 players have no entry")
    assert QCoreApplication.translate("TrainingGamePage", "%n tile(s) in the bag", "", 1) == "1 tile in the bag"


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_plural_forms(language):
    assert QCoreApplication.translate("TrainingGamePage", "%n tile(s) in the bag", "", 1) == "1 Stein im Beutel"
    assert QCoreApplication.translate("TrainingGamePage", "%n tile(s) in the bag", "", 95) == "95 Steine im Beutel"


@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_the_phones_counter_has_plural_forms(language, qtbot):
    """The counter once went through a translate() call lupdate read without its count: French
    showed "1 connectés"."""
    text = "phones: %n connected, {0} handed in"
    assert QCoreApplication.translate("PhonesCounter", text, "", 1).startswith("téléphones\u00a0: 1 connecté,")
    assert QCoreApplication.translate("PhonesCounter", text, "", 2).startswith("téléphones\u00a0: 2 connectés,")


# -- the engine's words, from the app -----------------------------------------------------------


FR = load_edition("fr")


def _pool(text: str) -> Counter:
    return Counter(FR.letter_code(ch) if ch != "?" else 0 for ch in text)


@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_every_end_reason_of_the_engine_is_translated(language):
    from ui.widgets.engine_text import end_reason_text

    flemish, fisf = load_preset("flemish"), load_preset("fisf")
    reasons = [
        end_reason(Counter(), 5, FR, fisf),
        end_reason(_pool("ABCDEF"), 3, FR, flemish),
        end_reason(_pool("BCDFGHJKLM"), 3, FR, flemish),
        end_reason(_pool("BCDFGHJKL"), 16, FR, fisf),
    ]
    assert all(reasons)
    for reason in (r.text for r in reasons):  # as the session file stores them
        shown = end_reason_text(reason)
        assert shown != reason, f"end reason not recognised: {reason!r}"
        assert all(n in shown for n in re.findall(r"\d+", reason)), (reason, shown)


def test_sheet_labels_cover_every_default():
    """The app's label set fills every field the engine has (none stays English by mistake)."""
    from ui.widgets.engine_text import sheet_labels

    install_language("de")
    try:
        labels = sheet_labels()
    finally:
        install_language("en")
    english = SheetLabels()
    same = [name for name in SheetLabels.__dataclass_fields__
            if name not in ("number", "date", "detail") and getattr(labels, name) == getattr(english, name)]
    assert same == []


@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_game_sheet_and_csv_in_the_language(language, tmp_path):
    from duplicate.words.lexicon import load_lexicon
    from ui.widgets.engine_text import csv_headers, end_reason_text, sheet_labels

    session = _played_session(tmp_path, load_lexicon(FR))
    page = sheet_html(session, sheet_labels(), end_reason_text)
    assert '<html lang="fr">' in page
    for word in ("Feuille de partie", "Classement", "Tirage", "Négatif", "Avertissements"):
        assert word in page
    assert re.search(r'<td class="num">100,00</td>', page)  # Marie's percentage, the French way
    assert re.search(r'<td class="num">0,00</td>', page)
    csv_text = results_csv(session, csv_headers())
    assert csv_text.splitlines()[0] == "table,nom,total,négatif,pourcentage,rang"
    assert "." in csv_text.splitlines()[1]  # figures stay machine-readable


def _played_session(tmp_path, lexicon):
    """A real session file with two players and one revealed turn (player 2 handed in nothing)."""
    from duplicate.rules.notation import format_move
    from duplicate.session.session import Session, SessionSettings

    session = Session.create(tmp_path / "sheet.duplicate",
                             SessionSettings(FR.code, lexicon.identity, load_preset("fisf"), seed=7), lexicon,
                             players=[(1, "Marie"), (2, "Jean")])
    session.draw()
    top = session.tops()[0]
    session.enter_move(1, format_move(top.move, FR), top.points)
    session.commit()
    return session


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_move_refusals_of_the_engine_are_translated(language):
    """Real refusals from the engine's move checker come out in German, values kept."""
    from duplicate.rules.board import Position, Rack
    from duplicate.rules.checking import MoveRules, try_move
    from ui.widgets.engine_text import message_text

    de = load_edition("de")
    position = Position(de, rack=Rack.of(de.letter_code(ch) for ch in "HAUSTER"))
    words = {"HAUS"}
    refusals = [
        try_move(position, "A1 HAUS", words),            # not on the centre square
        try_move(position, "H8 HAUSX", words),           # X is not on the rack
        try_move(position, "H8 TERAS", words),           # not in the word list
        try_move(position, "8H HAUS", words, MoveRules(first_move_horizontal=True)),  # vertical first move
        try_move(position, "H8 H", words),               # one letter
        try_move(position, "H14 HAUS", words),           # runs off the board
    ]
    for refusal in refusals:
        assert not hasattr(refusal, "points"), refusal
        shown = message_text(refusal)
        assert shown != refusal.message, f"not translated: {refusal.message!r}"
        for value in re.findall(r"\b[A-O]?\d+[A-O]?\b|\b[A-Z]{2,}\b", refusal.message):
            assert value in shown, (refusal.message, shown)


@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_how_a_score_adds_up_says_scrabble_in_french(language):
    from duplicate.rules.board import Position, Rack
    from duplicate.rules.checking import try_move
    from ui.widgets.engine_text import score_text

    fr = FR
    position = Position(fr, rack=Rack.of(fr.letter_code(ch) for ch in "DELUTES"))
    scored = try_move(position, "H8 DELUTES", {"DELUTES"})
    assert scored.score.bingo
    shown = score_text(scored.score)
    assert "scrabble 50" in shown and "bingo" not in shown
    assert shown.replace("scrabble", "bingo") == scored.score.explain()  # the same sum, worded in French


def test_every_bundled_preset_name_and_description_is_listed_for_translation():
    from duplicate.rules.presets import PRESET_TEXTS, load_preset, preset_names

    missing = [(name, text) for name in preset_names() for text in (load_preset(name).name, load_preset(name).description)
               if text not in PRESET_TEXTS]
    assert missing == [], "add them to PRESET_TEXTS in duplicate/rules/presets.py"


@pytest.mark.parametrize("language", ["nl"], indirect=True)
def test_preset_names_and_descriptions_in_the_language(language, qtbot):
    """A Flemish club reads its rules' name in Dutch, in the chooser and on the sheet."""
    from duplicate.rules.presets import load_preset
    from duplicate.translations import say
    from ui.widgets.engine_text import preset_description, rules_name
    from ui.widgets.forms import preset_box

    assert preset_description(load_preset("flemish")).startswith("Vlaamse federatie")
    assert rules_name(load_preset("flemish")) == say(load_preset("flemish").label, "nl") == "Vlaams"
    box = preset_box()
    assert {box.itemText(i) for i in range(box.count())} == {"FISF", "Vlaams", "Thuis", "Klas"}
    alone = preset_box(for_a_room=False)  # training alone: no class preset
    assert {alone.itemText(i) for i in range(alone.count())} == {"FISF", "Vlaams", "Thuis"}


@pytest.mark.parametrize("language", ["nb"], indirect=True)
def test_standard_buttons_in_norwegian_though_qt_has_no_bokmal_file(language, qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Yes | QDialogButtonBox.StandardButton.No
                           | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert sorted(b.text() for b in box.buttons()) == ["&Ja", "&Nei", "Avbryt"]


def test_menu_bar_keys_are_unique_in_every_language(qtbot):
    """Alt+letter opens one menu of the bar, in each language."""
    from ui.main_window import MainWindow

    clashes = []
    for code in ("en", *TRANSLATED):
        install_language(code)
        try:
            window = MainWindow()
            qtbot.addWidget(window)
            titles = [a.text() for a in window.menuBar().actions()]
            keys = [m.group(1).lower() for m in (re.search(r"&(\w)", t) for t in titles) if m]
            if len(keys) != len(titles) or len(set(keys)) != len(keys):
                clashes.append(f"{code}: {titles}")
        finally:
            install_language("en")
    assert clashes == []


def test_no_text_hides_from_lupdate():
    """``pyside6-lupdate`` reads ``self.tr("…")`` and ``QCoreApplication.translate("context", "…")``
    literally: a helper wrapping them (``def tr(text)``) or ``SomeClass.tr("…")`` files the text
    under no context or the wrong one, so it is 'translated' in the .ts and English on screen."""
    import ast

    offenders = []
    for path in sorted((REPO / "ui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.Lambda)) and getattr(node, "name", "") in {"tr", "_tr", "_t"}:
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno} defines {node.name}()")
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "tr"
                    and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self")):
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno} calls {ast.unparse(node.func)}()")
    assert not offenders, offenders


@pytest.mark.parametrize("language", ["en", "fr", "de", "nl", "nb"], indirect=True)
def test_the_phone_page_names_the_premium_squares_as_the_app_board_does(language):
    """One name per concept in each language: the phone's board labels its premium squares, and
    names them for a screen reader, as the app's board does (Dutch phones said DL where the
    projector said 2L)."""
    from ui.phones.texts import page_texts
    from ui.widgets.board_view import premium_label, premium_name

    texts = page_texts(language)
    for kind, key in (("d", "dl"), ("t", "tl"), ("D", "dw"), ("T", "tw")):
        assert texts[f"prem_{key}"] == premium_label(kind), (language, kind)
        assert texts[f"name_{key}"] == premium_name(kind), (language, kind)
