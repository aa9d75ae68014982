"""The arbiter window, the projector and the training window in each language of the app.

Each screen is built after the language is installed (as the app does at start), driven
to a revealed turn, and checked for a few visible strings in that language and for texts
that do not fit at laptop size (1366x768): a button narrower than its text, a window or
dialog that needs more than 1366 pixels.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.notation import format_move, format_reference
from duplicate.session.session import Phase
from ui.arbiter.new_session import NewSessionDialog
from ui.main_window import MainWindow
from ui.training.dialogs import TrainingChoice, TrainingStartDialog
from ui.training.window import TrainingWindow
from ui.widgets.language import install_language
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

OUTPUT = Path(__file__).resolve().parent / "output"
LAPTOP = (1366, 768)

# What each language must show: (main window menu, session page button, projector after a
# reveal, training window button). Written here by hand, not read from the .ts files.
EXPECTED = {
    "fr": ("Fichier", "Annoncer (F9)", "Coup 1\u00a0: pour {points} points, en {ref}, {word}", "Jouer ce coup (Entrée)"),
    "de": ("Datei", "Bekanntgeben (F9)", "Runde 1: {word} auf {ref} für {points} Punkte", "Diesen Zug spielen (Eingabe)"),
    "nl": ("Bestand", "Bekendmaken (F9)", "Beurt 1: {word} op {ref}, voor {points} punten", "Deze zet spelen (Enter)"),
    "nb": ("Fil", "Vis toppen (F9)", "Runde 1: {word} på {ref} for {points} poeng", "Spill dette legget (Enter)"),
}


@pytest.fixture(scope="module")
def french_lexicon():
    return load_lexicon(load_edition("fr"))


@pytest.fixture
def language(request, qapp):
    code = request.param
    install_language(code)
    yield code
    install_language("en")


def _visible(widget: QWidget, kind):
    return [w for w in widget.findChildren(kind) if w.isVisible()]


def _cut_texts(window: QWidget) -> list[str]:
    """Buttons whose text needs more room than they have, and unwrapped labels cut short."""
    cut = []
    for button in _visible(window, QAbstractButton):
        if button.text() and button.sizeHint().width() > button.width():
            cut.append(f"button {button.text()!r}: needs {button.sizeHint().width()} px, has {button.width()}")
    for label in _visible(window, QLabel):
        if label.text() and not label.wordWrap() and label.minimumSizeHint().width() > label.width() + 1:
            cut.append(f"label {label.text()[:60]!r}: needs {label.minimumSizeHint().width()} px, has {label.width()}")
    return cut


def _at_laptop_size(qtbot, window: QWidget) -> None:
    assert window.minimumSizeHint().width() <= LAPTOP[0], f"{type(window).__name__} needs more than 1366 px"
    window.resize(*LAPTOP)
    qtbot.wait(30)
    QApplication.processEvents()


def _shot(widget: QWidget, name: str) -> None:
    OUTPUT.mkdir(exist_ok=True)
    assert widget.grab().save(str(OUTPUT / f"i18n_{name}.png"))


@pytest.mark.parametrize("language", list(EXPECTED), indirect=True)
def test_arbiter_and_projector_speak_the_language(qtbot, tmp_path, french_lexicon, language):
    menu_word, reveal_button, announcement, _ = EXPECTED[language]
    clock = FakeClock()
    window = MainWindow(clock=clock)
    qtbot.addWidget(window)
    window.show()

    dialog = NewSessionDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.sizeHint().width() <= LAPTOP[0]
    assert _cut_texts(dialog) == []
    dialog.edition_box.setCurrentIndex(dialog.edition_box.findData("fr"))
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("fisf"))
    dialog.players_edit.setPlainText("1 Marie Dupont\n2 Jean Martin")
    dialog.random_button.setChecked(True)
    dialog.seed_edit.setText("7")
    dialog.file_edit.setText(str(tmp_path / "club.duplicate"))
    dialog._accept()
    session = window.create_session(dialog.choice)
    page = window.page
    window.toggle_projector()
    projector = window.projector
    qtbot.addWidget(projector)

    assert menu_word in [a.text().replace("&", "") for a in window.menuBar().actions()]
    page.draw()
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    page.toggle_timer()
    clock.now += 10_000
    qtbot.waitUntil(lambda: session.phase is Phase.EXPIRED, timeout=3000)
    top = session.tops()[0]
    edition = session.edition
    window.controller.attempt(lambda: session.enter_move(1, format_move(top.move, edition), top.points))
    assert reveal_button in [b.text() for b in _visible(window, QAbstractButton)]
    page.reveal()
    assert session.turns[0].committed is not None

    ref = format_reference(top.move.row, top.move.col, top.move.direction, edition.convention)
    expected = announcement.format(points=top.points, ref=ref, word=top.move.word_text(edition))
    assert expected in projector.top_label.text()

    _at_laptop_size(qtbot, window)
    assert _cut_texts(window) == []
    projector.resize(*LAPTOP)
    qtbot.wait(30)
    assert _cut_texts(projector) == []
    if language in ("fr", "de"):
        window.resize(1920, 1080)
        projector.resize(1920, 1080)
        qtbot.wait(30)
        _shot(window, f"arbiter_{language}")
        _shot(projector, f"projector_{language}")
    window.close_session()


@pytest.mark.parametrize("language", list(EXPECTED), indirect=True)
def test_training_window_speaks_the_language(qtbot, tmp_path, french_lexicon, language):
    play_button = EXPECTED[language][3]
    window = TrainingWindow(folder=tmp_path / "training", clock=FakeClock())
    qtbot.addWidget(window)
    window.show()
    start = TrainingStartDialog(window)
    qtbot.addWidget(start)
    start.show()
    assert start.sizeHint().width() <= LAPTOP[0]
    assert _cut_texts(start) == []
    start.close()

    session = window.start_game(TrainingChoice("fr", None, "fisf", 0, 7, None, "Me"))
    assert session is not None
    assert play_button in [b.text() for b in _visible(window, QAbstractButton)]
    _at_laptop_size(qtbot, window)
    assert _cut_texts(window) == []
    if language == "nl":
        _shot(window, "training_nl")


def test_the_cut_text_check_sees_a_cut_button(qtbot):
    """The layout check above would see a button too narrow for its (German) text."""
    from PySide6.QtWidgets import QHBoxLayout, QPushButton

    window = QWidget()
    qtbot.addWidget(window)
    layout = QHBoxLayout(window)
    button = QPushButton("Bänkchen ziehen (Strg+D)")
    button.setMaximumWidth(40)
    layout.addWidget(button)
    window.show()
    qtbot.waitExposed(window)
    assert any("Bänkchen" in problem for problem in _cut_texts(window))
    button.setMaximumWidth(1000)
    window.resize(600, 100)
    qtbot.wait(20)
    assert _cut_texts(window) == []
