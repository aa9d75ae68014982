"""The engine's messages by code, template and values (issue 14): every template is a literal the
translation files know, the English text is unchanged for the CLI, and the app shows real engine
errors in its language with their values in place."""

from __future__ import annotations

import ast
import importlib.util
import os
import pickle
import subprocess
import sys
import textwrap
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from duplicate.rules.bag import end_reason_message
from duplicate.rules.edition import EDITION_NAMES, load_edition
from duplicate.base.errors import DuplicateError, Message, MoveError, SessionError
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from session_helpers import lexicon
from ui.main_window import MainWindow
from ui.widgets.language import install_language
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

REPO = Path(__file__).resolve().parents[1]


def _update_script():
    spec = importlib.util.spec_from_file_location("update_translations", REPO / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("update_translations", module)
    spec.loader.exec_module(module)
    return module


UPDATE = _update_script()


# -- the catalogue ------------------------------------------------------------------------------


def test_every_engine_template_is_a_literal_at_its_call():
    """A template built at run time (f-string, +, %, .format) could not be translated: the
    values must be named arguments. Variables are allowed only for marked templates."""
    classes = UPDATE.engine_message_classes()
    built = []
    for path in [*sorted((REPO / "duplicate").glob("*.py")), *sorted((REPO / "ui").rglob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            argument = UPDATE.template_argument(node, classes)
            if isinstance(argument, (ast.JoinedStr, ast.BinOp)) or (
                    isinstance(argument, ast.Call) and not (isinstance(argument.func, ast.Name)
                                                            and argument.func.id in ("Message", "QT_TRANSLATE_NOOP"))):
                built.append(f"{path.name}:{node.lineno}: {ast.unparse(argument)[:80]}")
    assert built == []


def test_the_catalogue_finds_templates_and_the_check_sees_a_built_one(tmp_path, monkeypatch):
    """The collector finds literals, marked constants and error classes' own templates, and
    the literal check above flags an f-string (so both can fail)."""
    templates = UPDATE.engine_templates()
    for expected in ("{square} is already occupied", "cannot start the timer now: the session is {phase}",
                     "only %n tile(s) left (the game ends below {minimum})", "French",
                     "This session is open in another window of this program. It can be opened read-only."):
        assert expected in templates
    (tmp_path / "bad.py").write_text(textwrap.dedent('''
        class OddError(DuplicateError):
            pass
        def f(x):
            raise OddError("odd", f"{x} is odd")
        def g(x):
            raise OddError("even", "{x} is even", x=x)
        def h(x):
            raise errors.OddError("odder", f"{x} is odder")
    '''), encoding="utf-8")
    monkeypatch.setattr(UPDATE, "ENGINE", tmp_path)
    monkeypatch.setattr(UPDATE, "APP", tmp_path / "ui")
    assert UPDATE.engine_templates() == ["{x} is even"]
    tree = ast.parse((tmp_path / "bad.py").read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
    built = [c for c in calls if isinstance(UPDATE.template_argument(c, UPDATE.engine_message_classes()), ast.JoinedStr)]
    assert len(built) == 2  # ``OddError(...)`` and ``errors.OddError(...)`` alike


@pytest.mark.parametrize("code", ["nl", "fr", "de", "nb"])
def test_every_engine_template_is_translated(code):
    root = ET.parse(REPO / "resources" / "translations" / f"duplicate_{code}.ts").getroot()
    translated = set()
    for context in root.iter("context"):
        if context.findtext("name") == "engine":
            translated |= {m.findtext("source") for m in context.iter("message") if UPDATE.finished(m)}
    assert [t for t in UPDATE.engine_templates() if t not in translated] == []


def test_every_edition_name_is_an_engine_text():
    for path in (REPO / "resources" / "editions").glob("*.toml"):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        assert data.get("english_name", data["name"]) in EDITION_NAMES, path.name


# -- the values ---------------------------------------------------------------------------------


def test_english_text_template_and_values():
    error = SessionError("table_taken", "table {table} is taken by {name}", table=3, name="Ann")
    assert error.message == str(error) == "table 3 is taken by Ann"
    assert error.template == "table {table} is taken by {name}" and dict(error.values) == {"table": 3, "name": "Ann"}
    assert error.to_json() == {"code": "table_taken", "message": "table 3 is taken by Ann"}
    plain = MoveError("too_short", "a word has at least two letters")  # the old two-argument form
    assert plain.message == plain.template == "a word has at least two letters" and plain.values == ()
    few = Message("few", "only %n tile(s) left", n=1)
    assert few.text == "only 1 tile left" and Message("few", "only %n tile(s) left", n=3).text == "only 3 tiles left"
    nested = DuplicateError("wrapped", "cannot go on: {reason}", reason=few, where=Path("/tmp/x"), words=("AB", "CD"))
    assert nested.message == "cannot go on: only 1 tile left"
    assert nested.notice.to_json()["values"] == {"reason": few.to_json(), "where": "/tmp/x", "words": ["AB", "CD"]} or \
        nested.notice.to_json()["values"]["words"] == ("AB", "CD")
    again = pickle.loads(pickle.dumps(nested))  # errors cross to worker processes
    assert type(again) is DuplicateError and again.code == "wrapped" and again.notice == nested.notice


def test_braces_that_are_no_placeholder_stay():
    assert Message("x", "JSON {not a name} {n}", n=2).text == "JSON {not a name} 2"


# -- in the app, in each language ---------------------------------------------------------------

HOLDER = textwrap.dedent(
    """
    import sys
    from duplicate.storage.filelock import WriterLock
    lock = WriterLock.acquire(sys.argv[1])
    print("held", flush=True)
    sys.stdin.readline()
    lock.release()
    """
)

# Written by hand from the federations' words, not read from the .ts files.
EXPECTED = {
    "fr": ("il n'y a pas de ligne P\u00a0: les lignes vont de A à O",
           "impossible de lancer le chrono maintenant (état de la partie\u00a0: en attente du tirage)",
           "Cette partie est ouverte dans une autre fenêtre (processus {pid} sur cet ordinateur).",
           "{name} n'est pas un fichier texte (il contient des octets NUL)",
           "il ne reste que 5 lettres (la partie s'arrête sous 7)"),
    "de": ("es gibt keine Reihe P: die Reihen gehen von A bis O",
           "die Uhr kann jetzt nicht gestartet werden (Stand der Partie: Ziehung ausstehend)",
           "Diese Partie ist in einem anderen Fenster geöffnet (Prozess {pid} auf diesem Computer).",
           "{name} ist keine Textdatei (sie enthält NUL-Bytes)",
           "nur noch 5 Steine übrig (die Partie endet unter 7)"),
    "nl": ("er is geen rij P: de rijen gaan van A tot O",
           "de klok kan nu niet worden gestart (status van de partij: wacht op trekking)",
           "Deze partij is geopend in een ander venster (proces {pid} op deze computer).",
           "{name} is geen tekstbestand (het bevat NUL-bytes)",
           "nog maar 5 letters over (de partij eindigt onder 7)"),
    "nb": ("det finnes ingen rad P: radene går fra A til O",
           "kan ikke starte klokken nå (status for økten: venter på trekning)",
           "Denne økten er åpen i et annet vindu (prosess {pid} på denne datamaskinen).",
           "{name} er ikke en tekstfil (den inneholder NUL-byte)",
           "bare 5 brikker igjen (partiet slutter under 7)"),
}


@pytest.fixture
def language(request, qapp):
    install_language(request.param)
    yield request.param
    install_language("en")


def _read_offer(seen: list[str]) -> None:
    """Read the modal offer box's text as soon as it shows, then cancel it."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        seen.append(box.text())
        box.reject()

    QTimer.singleShot(0, look)


@pytest.mark.skipif(sys.platform == "win32", reason="the holder process is POSIX-only here")
@pytest.mark.parametrize("language", list(EXPECTED), indirect=True)
def test_real_engine_errors_are_shown_in_the_language(qtbot, tmp_path, dialogs, language):
    bad_reference, not_now, locked, binary, end = EXPECTED[language]
    window = MainWindow(clock=FakeClock())
    qtbot.addWidget(window)
    window.show()

    # A word list that is no text: the arbiter's message box, the file's name in place.
    word_list = tmp_path / "mots.txt"
    word_list.write_bytes(b"ABACA\x00\x00\x01ZZ\n" * 20)
    assert window._load_lexicon("fr", str(word_list)) is None
    assert ("critical", binary.format(name="mots")) in dialogs

    # A file held by a second, real process: the offer to open it read-only names that process.
    path = tmp_path / "club.duplicate"
    Session.create(path, SessionSettings("fr", lexicon("fr").identity, load_preset("fisf"), seed=3), lexicon("fr"),
                   players=[(1, "Marie"), (2, "Jean")]).close()
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)})
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        seen: list[str] = []
        _read_offer(seen)
        assert window.open_path(str(path)) is None
        assert seen and seen[0].startswith(locked.format(pid=holder.pid)), seen
    finally:
        holder.communicate("\n", timeout=30)

    # Now the file is free: an action not allowed now, and a move that cannot be read.
    session = window.open_path(str(path))
    assert session is not None
    dialogs.clear()
    window.controller.attempt(session.start_timer)
    assert ("warning", not_now) in dialogs and window.statusBar().currentMessage() == not_now
    window.page.draw()
    window.page.entry.move_edit.setText("P1 ABC")  # the entry panel's preview of a move it cannot read
    assert window.page.entry.preview_label.text() == "✗ " + bad_reference
    window.close_session()

    # An end reason stored in English in a session file is shown in the language.
    from ui.widgets.engine_text import end_reason_text

    assert end_reason_text("only 5 tiles are left (the game ends below 7)") == end
    assert end_reason_message("the club closed early") is None
    assert end_reason_text("the club closed early") == "the club closed early"


# Each edition as the new-session dialog lists it: the name in the app's language, then its own.
EDITION_CHOICES = {
    "fr": ("Français", "Allemand (Deutsch)", "Néerlandais (Nederlands)"),
    "de": ("Französisch (Français)", "Deutsch", "Norwegisch (Norsk bokmål)"),
    "nl": ("Frans (Français)", "Nederlands", "Engels (English)"),
    "nb": ("Fransk (Français)", "Tysk (Deutsch)", "Engelsk (English)"),
}


@pytest.mark.parametrize("language", list(EDITION_CHOICES), indirect=True)
def test_edition_names_follow_the_language(qtbot, tmp_path, language):
    from duplicate.records.sheet import sheet_html
    from ui.arbiter.new_session import NewSessionDialog
    from ui.training.style import edition_label
    from ui.widgets.engine_text import sheet_labels

    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    shown = [dialog.edition_box.itemText(i) for i in range(dialog.edition_box.count())]
    for name in EDITION_CHOICES[language]:
        assert name in shown
    assert edition_label("fr") == EDITION_CHOICES[language][0]  # training's history and summary
    with Session.create(tmp_path / "sheet.duplicate",
                        SessionSettings("fr", lexicon("fr").identity, load_preset("fisf"), seed=1),
                        lexicon("fr"), players=[(1, "Marie")]) as session:
        assert f"<td>{EDITION_CHOICES[language][0]}</td>" in sheet_html(session, sheet_labels())


@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_the_new_session_dialog_refuses_a_players_list_in_the_language(qtbot, tmp_path, dialogs, language):
    """parse_players is the engine's rule: its refusal (line and table as values) reaches the
    real dialog in French, and the dialog stays open with nothing created."""
    from PySide6.QtWidgets import QDialogButtonBox

    from ui.arbiter.new_session import NewSessionDialog

    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    dialog.file_edit.setText(str(tmp_path / "club"))
    dialog.players_edit.setPlainText("4 Marie\n\n0 Jean")
    create = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(create, Qt.MouseButton.LeftButton)
    dialog.players_edit.setPlainText("4 Marie\nLuc\n4 Jean")
    qtbot.mouseClick(create, Qt.MouseButton.LeftButton)
    assert dialogs == [("warning", "ligne 3\u00a0: les numéros de table commencent à 1"),
                       ("warning", "ligne 3\u00a0: la table 4 est utilisée deux fois")]
    assert dialog.choice is None and [p for p in tmp_path.iterdir() if p.name != "settings"] == []  # (the preferences: ui_support)


def test_the_command_line_names_an_argument_in_the_language():
    """The argument's name is a nested message, translated with the sentence around it."""
    env = {**os.environ, "LANGUAGE": "fr", "PYTHONPATH": str(REPO)}
    result = subprocess.run([sys.executable, "-m", "duplicate", "score", "--edition", "en", "--no-lexicon",
                             "x" * 100_001], capture_output=True, text=True, env=env, cwd=REPO)
    assert result.returncode == 2
    # numbers grouped the French way (a narrow no-break space), a no-break space before ';'
    assert "l'argument 5 a 100\u202f001 caractères\u00a0; au plus 100\u202f000 sont lus" in result.stderr


def test_a_bad_stored_value_is_described_in_the_language():
    """A JSON object or list shown as the bad value is a word of the sentence's language."""
    from duplicate.base import inputs
    from duplicate.translations import say

    with pytest.raises(inputs.InputError) as caught:
        inputs.whole_number({"a": 1}, "turns[2].score")
    assert caught.value.message == "turns[2].score: must be a whole number, not an object"
    assert say(caught.value.notice, "de") == "turns[2].score: muss eine ganze Zahl sein, ist aber ein Objekt"


@pytest.mark.parametrize("language", ["fr", "de", "nl", "nb"], indirect=True)
def test_the_command_line_reads_the_same_sheet_words_as_the_app(language):
    """The .ts reader (no Qt) gives the game sheet's words exactly as Qt's translator does in the
    app: the command line and the printed sheet say the same."""
    from dataclasses import fields

    from duplicate.records.sheet import SheetLabels
    from duplicate.translations import sheet_labels as read_labels
    from ui.widgets.engine_text import sheet_labels as app_labels

    cli, app = read_labels(language), app_labels()
    compared = [f.name for f in fields(SheetLabels) if isinstance(getattr(app, f.name), (str, tuple))]
    assert {n: getattr(cli, n) for n in compared} == {n: getattr(app, n) for n in compared}
    assert cli.standings != SheetLabels().standings  # translated, not English on both sides
    for code in ("fr", "de", "en"):
        edition = load_edition(code)
        assert cli.edition_name(edition) == app.edition_name(edition)
    assert cli.number(90.871) == app.number(90.871)
