"""A mirrored screen shows nothing of the turn's answers (issue 37, item 1).

A teacher projects the arbiter's own window: the class sees every text of it. During the
turn the test walks the whole window as the room would read it (every label, button,
field, table cell and header, tooltip, accessible name and value, menu entry, the status
line) and then uses every action: each menu entry, each button, the keys (F8, F2,
Delete, Enter), a double-click on each entry, the slip typed over a stored entry, a phone's
move arriving over a typed slip. Every message box, question and dialog those open is read
too. Not one of them may show a word of the turn's moves or the score of an entry or of
the top (they are worked out by hand below: 24, 22, 18, and the school's words).

The one rule they all follow is ``duplicate/session/disclosure.py``; once time is up
everything shows again, and the question the phone's move raised is asked then.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from duplicate.records.sheet import results_csv
from duplicate.session.disclosure import ANSWERS_HIDDEN, SHOW_ALL, described, disclosure
from duplicate.session.actions import BulkEnter, Enter, Master
from duplicate.session.session import Phase
from ui.main_window import MainWindow
from ui.widgets import questions
from ui_support import dialogs, isolated_settings, press_key, type_line  # noqa: F401 - fixtures

from test_classroom_app import SCHOOL_WORDS, class_window

#: Every word of the school's list (a move word may show nowhere) ...
WORDS = [w for w in SCHOOL_WORDS.split() if len(w) > 1]
#: ... and the points of the entries and of the top: QAT 24 (the top), QI 22, AX 18.
SCORES = ("24", "22", "18")
FORBIDDEN = re.compile(r"\b(?:" + "|".join(WORDS + list(SCORES)) + r")\b")


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    texts = []
    root = QModelIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:  # a list model (its column count is private): one column
        columns = 1
    for column in range(columns):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            texts.append(str(model.headerData(column, Qt.Orientation.Horizontal, role) or ""))
        for row in range(model.rowCount(root)):
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.EditRole,
                         Qt.ItemDataRole.AccessibleTextRole):
                texts.append(str(model.data(index, role) or ""))
    return texts


def _menu_texts(menu: QMenu, where: str) -> list[tuple[str, str]]:
    menu.aboutToShow.emit()  # menus filled on showing (the hints, the screens)
    found = []
    for action in menu.actions():
        found += [(f"{where} > {action.text()}", t) for t in (action.text(), action.toolTip(), action.statusTip())]
        if action.menu() is not None:
            found += _menu_texts(action.menu(), f"{where} > {action.text()}")
    return found


def window_texts(top: QWidget) -> list[tuple[str, str]]:
    """(where, text) for everything a person reads in ``top`` (shown widgets only: the
    top list's model exists behind the note that hides it), menus included."""
    found: list[tuple[str, str]] = [("title", top.windowTitle())]
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisibleTo(top) and widget is not top:
            continue
        where = type(widget).__name__ + (f" {widget.objectName()}" if widget.objectName() else "")
        texts = [widget.toolTip(), widget.statusTip(), widget.whatsThis(), widget.accessibleName(),
                 widget.accessibleDescription()]
        interface = QAccessible.queryAccessibleInterface(widget)
        if interface is not None:
            texts += [interface.text(QAccessible.Text.Name), interface.text(QAccessible.Text.Value),
                      interface.text(QAccessible.Text.Description)]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit):  # as shown (a masked field shows dots)
            texts += [widget.displayText(), widget.placeholderText()]
        if isinstance(widget, QAbstractSpinBox):
            texts.append(widget.text())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, (QTextEdit, QPlainTextEdit)):
            texts.append(widget.toPlainText())
        if isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count())] + [widget.tabToolTip(i)
                                                                         for i in range(widget.count())]
        if isinstance(widget, QAbstractItemView):
            texts += _model_texts(widget)
        if callable(getattr(widget, "menu", None)) and widget.menu() is not None:  # a tool button's menu
            found += _menu_texts(widget.menu(), where)
        found += [(where, t) for t in texts if t]
    if hasattr(top, "menuBar"):
        for action in top.menuBar().actions():
            if action.menu() is not None:
                found += _menu_texts(action.menu(), action.text())
    if hasattr(top, "statusBar"):
        found.append(("status bar", top.statusBar().currentMessage()))
    return found


def leaks(found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(where, text) for where, text in found if FORBIDDEN.search(text)]


class Room:
    """Everything the room could read: the window at each step, and every box and dialog."""

    def __init__(self, window: MainWindow, monkeypatch) -> None:
        self.window = window
        self.seen: list[tuple[str, str]] = []
        window.statusBar().messageChanged.connect(lambda text: self.seen.append(("status bar", text)))

        def box(kind):
            def answer(parent, title, text, *args, **kwargs):
                self.seen.append((f"{kind} box", f"{title}: {text}"))
                return QMessageBox.StandardButton.No
            return answer

        for kind in ("question", "warning", "critical", "information"):
            monkeypatch.setattr(QMessageBox, kind, box(kind))
        monkeypatch.setattr(questions, "message_box", lambda parent, kind, title, text, *a, **k: box(kind)(
            parent, title, text))

        def ask(parent, title, text, go, stay, go_key=None):
            self.seen.append(("question", f"{title}: {text} [{go} / {stay}]"))
            return False  # the safe answer: nothing changes

        monkeypatch.setattr(questions, "ask", ask)

        def get_text(parent, title, label, *args, **kwargs):
            self.seen.append(("input dialog", f"{title}: {label}"))
            return "", False

        monkeypatch.setattr(QInputDialog, "getText", get_text)
        monkeypatch.setattr(QInputDialog, "getInt", lambda parent, title, label, *a, **k: (
            self.seen.append(("input dialog", f"{title}: {label}")) or (0, False)))
        for name in ("getSaveFileName", "getOpenFileName"):
            monkeypatch.setattr(QFileDialog, name, lambda *a, **k: ("", ""))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: "")

        def exec_dialog(dialog, *args):
            self.seen.extend(window_texts(dialog))
            return QDialog.DialogCode.Rejected

        monkeypatch.setattr(QDialog, "exec", exec_dialog)
        monkeypatch.setattr(QPrintDialog, "exec", exec_dialog)
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self.seen.append(
            ("message box", box.text() + " " + " ".join(b.text() for b in box.buttons()))) or 0)

    def look(self) -> None:
        """The window as it is now, and every other window or box on screen."""
        self.seen.extend(window_texts(self.window))
        for top in QApplication.topLevelWidgets():
            if top is not self.window and top.isVisible() and top is not getattr(self.window, "projector", None):
                self.seen.extend((f"{type(top).__name__}: {w}", t) for w, t in window_texts(top))


@pytest.fixture
def mirrored_turn(qtbot, tmp_path: Path, monkeypatch):
    """A class round on a mirrored screen, the clock running, three entries made: QAT (the
    top, 24) typed for table 1, QI (22) for table 2, AX (18, written 18) typed for table 3
    and then QAT handed in from table 3's phone over it."""
    QSettings().setValue("view/mirrored", True)
    window, session, _ = class_window(qtbot, tmp_path, monkeypatch)
    page = window.page
    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    press_key(qtbot, window, Qt.Key.Key_F5)
    assert session.phase is Phase.RUNNING and page.mirrored
    assert session.tops()[0].points == 24
    type_line(qtbot, page.entry.table_edit, "1")
    type_line(qtbot, page.entry.move_edit, "8G QAT")
    type_line(qtbot, page.entry.table_edit, "2")
    type_line(qtbot, page.entry.move_edit, "8h qi")
    type_line(qtbot, page.entry.table_edit, "3")
    type_line(qtbot, page.entry.move_edit, "8H AX 18")
    assert {t: (e.text, e.outcome.points) for t, e in session.current_turn.entries.items()} == {
        1: ("8G QAT", 24), 2: ("8H QI", 22), 3: ("8H AX", 18)}
    session.enter_move(3, "8G QAT", source="phone", at_ms=60_000)  # the phone's move, over the slip
    return window, session


def test_the_whole_window_shows_no_move_word_and_no_score_during_a_mirrored_turn(qtbot, mirrored_turn,
                                                                                 monkeypatch) -> None:
    window, session = mirrored_turn
    page = window.page
    room = Room(window, monkeypatch)
    room.look()
    assert page.entry.move_edit.text() == ""  # the slip left the field once entered

    # the keys and the mouse on the entries: F8, F2, Delete, a double-click on each row, Enter
    table = page.entry.table_view
    for row in range(page.entry.model.rowCount()):
        table.selectRow(row)
        table.setFocus()
        for key in (Qt.Key.Key_F8, Qt.Key.Key_F2, Qt.Key.Key_Delete):
            press_key(qtbot, table, key)
            room.look()
        index = page.entry.model.index(row, page.entry.model.MOVE)
        table.doubleClicked.emit(index)
        room.look()
    assert page.entry.move_edit.text() == ""  # nothing loaded for the room to read
    # a slip typed again over a stored entry: the question names no move
    type_line(qtbot, page.entry.table_edit, "2")
    qtbot.keyClicks(page.entry.move_edit, "8G TAX")
    room.look()  # the slip being typed: legal, its points not shown
    qtbot.keyClick(page.entry.move_edit, Qt.Key.Key_Return)
    room.look()
    assert page.entry.move_edit.text() == ""

    # every button of the page (the turn's own controls excepted: they end the turn)
    turn_controls = {page.draw_button, page.timer_button, page.stop_button, page.reveal_button}
    for button in page.findChildren(QAbstractButton):
        if (button.isVisibleTo(window) and button.isEnabled() and button not in turn_controls
                and getattr(button, "menu", lambda: None)() is None):
            button.click()
            room.look()
    # every menu entry, except those that leave the turn or the window
    leaving = {window.menus.stop_action, window.menus.reveal_action, window.menus.timer_action,
               window.menus.close_action, window.menus.draw_action, window.menus.mirrored_action,
               window.menus.undo_action, window.menus.redo_action}
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        menu.aboutToShow.emit()
        for action in menu.actions():
            if action.menu() is None and action.isEnabled() and action not in leaving and \
                    "Quit" not in action.text() and "Language" not in action.text():
                action.trigger()
                room.look()
                for top in QApplication.topLevelWidgets():  # windows the action opened
                    if top is not window and top.isVisible() and isinstance(top, (QDialog, QMessageBox)):
                        top.close()
    # disabled entries stay inert, their keys too
    assert not window.menus.give_action.isEnabled() and not page.give_button.isEnabled()
    page.give_move()
    press_key(qtbot, window, Qt.Key.Key_F8)
    room.look()
    # undo and redo say which table, never the move
    assert window.menus.undo_action.text().startswith("&Undo")
    window.menus.undo_action.trigger()
    room.look()
    window.menus.redo_action.trigger()
    room.look()
    assert session.current_turn.entries[1].text == "8G QAT"  # the walk changed nothing else
    assert session.phase is Phase.RUNNING

    found = leaks(room.seen)
    assert found == [], "\n".join(f"{where}: {text!r}" for where, text in found[:40])
    # the walk did read the window: the names, the entries, the queued phone question's mark
    texts = " ".join(text for _, text in room.seen)
    assert "Team Blue: Emma, Noah" in texts and "handed in" in texts
    assert "slip and phone: asked when time is up" in texts
    assert "table 3's entry" in texts or "table 2's entry" in texts  # the Undo menu's words


def test_when_time_is_up_everything_shows_and_the_phone_question_is_asked(qtbot, mirrored_turn, monkeypatch) -> None:
    window, session = mirrored_turn
    page = window.page
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: asked.append(box.text()))
    model = page.entry.model
    points = model.KEYS.index("points")
    assert model.data(model.index(model.row_of_table(1), points)) == "—"
    press_key(qtbot, window, Qt.Key.Key_F6)  # time is up
    assert session.phase is Phase.EXPIRED
    assert model.data(model.index(model.row_of_table(1), points)) == 24
    assert model.data(model.index(model.row_of_table(1), model.MOVE)) == "8G QAT"
    assert asked == ["Table 3 (Olivia) handed in 8G QAT from their phone; you had typed 8H AX. Which move counts?"]
    assert window.menus.undo_action.text() == "&Undo: enter 8H AX for table 3"  # named again
    assert window.menus.give_action.isEnabled()


def test_the_rule_words_undo_without_the_move_and_hides_scores_only_while_players_look() -> None:
    enter = Enter(1, 6, "8H AHEM", None)
    assert described(enter).text == "enter 8H AHEM for table 6"
    hidden = described(enter, ANSWERS_HIDDEN)
    assert hidden.text == "enter table 6's entry" and "AHEM" not in hidden.text
    assert "AHEM" not in described(BulkEnter(1, (2, 3), "8H AHEM"), ANSWERS_HIDDEN).text
    assert "AHEM" not in described(Master(1, "8H AHEM", ()), ANSWERS_HIDDEN).text
    for phase in (Phase.DRAWN, Phase.RUNNING, Phase.PAUSED):
        assert disclosure(phase, True) == ANSWERS_HIDDEN and not ANSWERS_HIDDEN.scores
        assert disclosure(phase, False) == SHOW_ALL
    for phase in (Phase.AWAITING_DRAW, Phase.EXPIRED, Phase.OVER):
        assert disclosure(phase, True) == SHOW_ALL


def test_the_class_results_csv_is_points_only_and_names_a_team_with_its_members(qtbot, mirrored_turn,
                                                                                monkeypatch) -> None:
    window, session = mirrored_turn
    press_key(qtbot, window, Qt.Key.Key_F6)
    session.commit()
    lines = results_csv(session).splitlines()
    assert lines[0] == "table,name,total,rank"
    assert '1,"Team Blue: Emma, Noah",24,1' in lines and "deviation" not in lines[0]
