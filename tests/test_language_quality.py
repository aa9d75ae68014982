"""Each translated language reads as the clubs write it (issue 24): no English on any window,
the command line or an export; one name per concept, the glossary's
(resources/translations/glossary.csv); no two entries of one menu with the same accelerator.
The phone page's checks (its texts and its width on a 360-pixel screen) are in
tests/test_phone_page.py, where its browser is."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QApplication, QComboBox, QGroupBox, QLabel, QLineEdit, QTabBar,
    QWidget,
)

from duplicate.rules.notation import format_move
from duplicate.session.session import Phase
from duplicate.translations import contexts
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.edition import load_edition
from language_checks import (
    GLOSSARY, TRANSLATED, english_words, glossary, glossary_problems, shared_accelerators,
)
from ui.arbiter.new_session import NewSessionDialog
from ui.arbiter.players import PlayersDialog
from ui.arbiter.session_page import GridDialog
from ui.main_window import MainWindow
from ui.training.dialogs import TrainingChoice, TrainingStartDialog
from ui.training.window import TrainingWindow
from ui.widgets.help import ShortcutsDialog
from ui.widgets.language import install_language
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

REPO = Path(__file__).resolve().parents[1]
SHOTS = os.environ.get("LANGUAGE_SHOTS")  # a folder: save each window seen, to look at


def _shot(widget: QWidget, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        QApplication.processEvents()
        widget.grab().save(str(Path(SHOTS) / f"{name}.png"))


@pytest.fixture
def language(request, qapp):
    install_language(request.param)
    yield request.param
    install_language("en")


@pytest.fixture(scope="module")
def french_lexicon():
    return load_lexicon(load_edition("fr"))


# -- the catalogue ------------------------------------------------------------------------------


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_translation_reads_as_english(code):
    left = [(context, source, forms) for context, texts in contexts(code).items() for source, forms in texts.items()
            if english_words(" ".join(forms), code)]
    assert left == []


def test_the_english_check_sees_english():
    assert english_words("Annuler : reveal turn 3: B7 EMBRELAT", "fr") == ["reveal", "turn"]
    assert english_words("Standaardreglement: Flemish", "nl") == []  # a name: the glossary test's business
    assert english_words("not on the rack OEELAHO: Q", "de") == ["not", "on", "the", "rack"]
    assert english_words("Tapez le code PIN affiché par l’arbitre et votre numéro de table.", "fr") == []
    assert english_words("Het bord zoals het vóór de beurt was", "nl") == []  # Dutch "was"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_translations_follow_the_glossary(code):
    """A text whose English names a concept of the glossary says it with the language's word,
    and none says it with a word the glossary replaced."""
    assert glossary_problems(code, contexts(code)) == []


def test_the_glossary_check_sees_a_second_name():
    planted = {"MainWindow": {"&Session": ("&Séance",), "Master move": ("Coup de la partie pour",),
                              "Draw the rack": ("Faire le tirage",)}}
    problems = glossary_problems("fr", planted)
    assert any("'séance'" in p for p in problems) and any("'&Session'" in p and "'partie'" in p for p in problems)
    assert any("'Master move'" in p and "coup maître" in p for p in problems)
    assert not any("Draw the rack" in p for p in problems)


def test_every_concept_of_the_glossary_has_its_words_and_sources():
    rows = glossary()
    with GLOSSARY.open(encoding="utf-8", newline="") as handle:
        assert csv.DictReader(handle).fieldnames[:7] == ["concept", "en", "en_not", "fr", "nl", "de", "nb"]
    assert len(rows) >= 20
    for row in rows:
        assert row["concept"] and row["en"], row
        assert all(row[code].strip() for code in TRANSLATED), row["concept"]
    assert all(code + ":" in " ".join(r["source"] for r in rows) for code in TRANSLATED)


def test_the_accelerator_check_sees_a_clash():
    assert shared_accelerators(["&Fin", "&Filtrer", "Annoncer", "A&ttribuer", "&Annuler"]) == ["'&Fin' and '&Filtrer' share &f"]
    assert shared_accelerators(["&Fichier", "Fi&n && suite"]) == []


# -- the windows --------------------------------------------------------------------------------


def _menu_clashes(window: QWidget) -> list[str]:
    found = []
    bar = window.menuBar()
    found += shared_accelerators([a.text() for a in bar.actions()])
    menus = [a.menu() for a in bar.actions() if a.menu() is not None]
    while menus:
        menu = menus.pop()
        menu.aboutToShow.emit()  # menus filled when opened (recent files, languages)
        actions = [a for a in menu.actions() if not a.isSeparator()]
        found += [f"{menu.title()}: {clash}" for clash in shared_accelerators([a.text() for a in actions])]
        menus += [a.menu() for a in actions if a.menu() is not None]
    return found


def _menu_texts(window: QWidget) -> list[str]:
    texts = []
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    texts += [a.text() for a in window.menuBar().actions()]
    while menus:
        menu = menus.pop()
        for action in menu.actions():
            texts += [action.text(), action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""]
            if action.menu() is not None:
                menus.append(action.menu())
    return texts


def visible_texts(widget: QWidget) -> list[str]:
    """What a person reads on ``widget``: labels, buttons, titles, tabs, fields' hints, the
    current choice of a list, every cell and heading of a table, tool tips."""
    texts = [widget.windowTitle()]
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisible():
            continue
        texts.append(child.toolTip())
        if isinstance(child, QLabel):
            texts.append(child.text())
        elif isinstance(child, QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QTabBar):
            texts += [child.tabText(i) for i in range(child.count())]
        elif isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        elif isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            try:
                columns = model.columnCount(QModelIndex())
            except TypeError:  # a list model: one column
                columns = 1
            for column in range(columns):
                texts.append(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
                for row in range(min(model.rowCount(QModelIndex()), 40)):
                    texts += [str(model.data(model.index(row, column)) or ""),
                              str(model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole) or "")]
    return texts


def _english(texts: list[str], code: str) -> list[tuple[str, list[str]]]:
    return [(text, english_words(text, code)) for text in dict.fromkeys(texts) if text and english_words(text, code)]


@pytest.mark.parametrize("language", TRANSLATED, indirect=True)
def test_the_arbiters_windows_show_no_english_and_menus_no_shared_letter(qtbot, tmp_path, french_lexicon, language,
                                                                          dialogs):
    """A session run to its first reveal with a valid and an invalid move: the main window,
    its menus (Undo names the last action), the standings' and entries' reasons, the
    projector, and the dialogs of the session, in the language."""
    clock = FakeClock()
    window = MainWindow(clock=clock)
    qtbot.addWidget(window)
    window.show()
    dialog = NewSessionDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    seen = visible_texts(dialog)
    _shot(dialog, f"{language}-new-session")
    dialog.edition_box.setCurrentIndex(dialog.edition_box.findData("fr"))
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("flemish"))
    dialog.players_edit.setPlainText("1 Marie Dupont\n2 Jean Martin\n3 Luc")
    dialog.random_button.setChecked(True)
    dialog.seed_edit.setText("7")
    dialog.file_edit.setText(str(tmp_path / "club.duplicate"))
    dialog._accept()
    session = window.create_session(dialog.choice)
    window.toggle_projector()
    qtbot.addWidget(window.projector)
    page = window.page
    page.draw()
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    page.toggle_timer()
    clock.now += 10_000
    qtbot.waitUntil(lambda: session.phase is Phase.EXPIRED, timeout=3000)
    window.resize(1366, 768)
    qtbot.wait(30)
    _shot(window, f"{language}-arbiter-missing-1366x768")
    seen += visible_texts(window)  # every entry missing
    missing = window.page.entry.decisions.missing_label
    assert "1–" in missing.text() and missing.height() >= missing.heightForWidth(missing.width())  # whole at 1366x768
    top = session.tops()[0]
    window.controller.attempt(lambda: session.enter_move(1, format_move(top.move, session.edition), top.points))
    window.controller.attempt(lambda: session.enter_move(2, "H8 QQQ", 12))  # invalid: its reason is shown
    window.controller.attempt(lambda: session.enter_move(3, "H4 XXXXXXX"))
    window.menus.update(session)
    window.resize(1366, 768)
    qtbot.wait(30)
    _shot(window, f"{language}-arbiter-entries-1366x768")
    seen += visible_texts(window) + _menu_texts(window)  # Undo names the last entry
    page.reveal()
    window.menus.update(session)
    window.resize(1366, 768)
    qtbot.wait(30)
    seen += visible_texts(window) + _menu_texts(window) + visible_texts(window.projector)
    seen += [window.statusBar().currentMessage()]
    _shot(window, f"{language}-arbiter-revealed-1366x768")
    window.projector.resize(1366, 768)
    qtbot.wait(30)
    _shot(window.projector, f"{language}-projector-1366x768")
    window.undo()
    seen += [window.statusBar().currentMessage()]  # "Undone: ..."
    window.redo()
    seen += [window.statusBar().currentMessage()]
    for other in (PlayersDialog(window.controller, window), GridDialog(window.controller, window),
                  ShortcutsDialog(window.menus.shortcut_list(), window)):
        qtbot.addWidget(other)
        other.show()
        _shot(other, f"{language}-{type(other).__name__}")
        seen += visible_texts(other)
        other.close()
    seen += [text for _kind, text in dialogs]
    assert _english(seen, language) == []
    assert _menu_clashes(window) == []
    window.close_session()


@pytest.mark.parametrize("language", TRANSLATED, indirect=True)
def test_the_training_window_shows_no_english_and_menus_no_shared_letter(qtbot, tmp_path, french_lexicon, language):
    window = TrainingWindow(folder=tmp_path / "training", clock=FakeClock())
    qtbot.addWidget(window)
    window.show()
    seen = visible_texts(window)
    start = TrainingStartDialog(window)
    qtbot.addWidget(start)
    start.show()
    _shot(start, f"{language}-training-start")
    seen += visible_texts(start)
    start.close()
    session = window.start_game(TrainingChoice("fr", None, "flemish", 0, 7, None, "Me"))
    assert session is not None
    window.resize(1366, 768)
    qtbot.wait(30)
    _shot(window, f"{language}-training-1366x768")
    seen += visible_texts(window) + _menu_texts(window)
    assert _english(seen, language) == []
    assert _menu_clashes(window) == []


# -- the command line and the exports -------------------------------------------------------------


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_command_line_and_its_exports_show_no_english(code, tmp_path):
    """A simulated game's sheet and standings, its HTML sheet and CSV, an error, and ``info``."""
    env = {**os.environ, "LANGUAGE": code, "PYTHONPATH": str(REPO)}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "duplicate", *args], capture_output=True, text=True, env=env,
                              cwd=tmp_path, timeout=600)

    game = run("simulate", "--edition", "fr", "--preset", "flemish", "--players", "2", "--seed", "3",
               "--save", "game.duplicate")
    assert game.returncode == 0, game.stderr
    sheet = run("sheet", "game.duplicate", "--html", "sheet.html", "--csv", "results.csv")
    assert sheet.returncode == 0, sheet.stderr
    error = run("score", "--edition", "klingon", "--no-lexicon", "H4 A")
    info = run("info")
    said = [game.stdout, sheet.stdout, (tmp_path / "sheet.html").read_text(encoding="utf-8"),
            (tmp_path / "results.csv").read_text(encoding="utf-8-sig"), error.stderr, info.stdout]
    lines = [line for text in said for line in text.splitlines()
             if not line.startswith(("duplicate-scrabble ", "Python ", "<style", "body {", "h1 {", "h2 {", "table {", "table.",
                                     "th, td", "th {", "td.", "dl.", "p.legend", "tr {", "@page", "@media"))]
    assert _english(lines, code) == [], "\n".join(map(str, _english(lines, code)))


# -- the edition of the user's language ------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", *TRANSLATED], indirect=True)
def test_new_session_and_training_dialogs_preselect_the_edition_of_the_language(qtbot, language):
    """Nothing remembered yet (isolated settings): a Dutch arbiter or player starts on the Dutch
    edition, an English one on the English; a remembered choice still wins."""
    from PySide6.QtCore import QSettings

    session_dialog, training_dialog = NewSessionDialog(), TrainingStartDialog()
    qtbot.addWidget(session_dialog)
    qtbot.addWidget(training_dialog)
    assert session_dialog.edition_box.currentData() == training_dialog.edition_box.currentData() == language
    QSettings().setValue("new/edition", "de" if language != "de" else "fr")
    remembered = NewSessionDialog()
    qtbot.addWidget(remembered)
    assert remembered.edition_box.currentData() == ("de" if language != "de" else "fr")
