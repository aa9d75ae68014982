"""The keyboard in every window (issue 37, item 3): Tab goes through the controls in the
order they sit on the screen (row by row, left to right, column after column), every
button is reachable by Tab, and the focus shows as a 2-pixel frame.

The order is read from Qt's focus chain as Tab walks it (``ui.widgets.focus.tab_chain``) and
compared with the controls sorted by their place on the screen at 1366x768.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QAbstractButton, QWidget

from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from ui.widgets.focus import screen_order, tab_chain, tab_reachable
from ui_support import FakeClock, dialogs, draw_rack, isolated_settings, open_arbiter  # noqa: F401 - fixtures


@pytest.fixture(scope="module")
def french_lexicon():
    return load_lexicon(load_edition("fr"))


def describe(widgets: list[QWidget]) -> list[str]:
    return [f"{type(w).__name__}:{getattr(w, 'text', lambda: '')() or w.accessibleName() or w.objectName()}"
            for w in widgets]


def check_window(top: QWidget, columns=()) -> None:
    """Tab's order is the screen's, and no visible button is left out of it."""
    chain = tab_chain(top)
    assert chain, type(top).__name__
    expected = screen_order(chain, columns)
    if describe(chain) != describe(expected):
        print("CHAIN", type(top).__name__, describe(chain), "\nEXPECTED", describe(expected), flush=True)
    assert describe(chain) == describe(expected), type(top).__name__
    left_out = [b for b in top.findChildren(QAbstractButton)
                if shiboken6.isValid(b) and b.isVisibleTo(top) and b.isEnabled() and not tab_reachable(b, top)
                and b.parent() is not None and "qt_" not in b.objectName()]
    if left_out:
        print("LEFT OUT", type(top).__name__, describe(left_out), flush=True)
    assert describe(left_out) == [], type(top).__name__


def show(qtbot, widget: QWidget) -> QWidget:
    if widget.parent() is None:
        qtbot.addWidget(widget)  # (a dialog of a window goes with it)
    widget.resize(min(1366, widget.sizeHint().width()), min(768, widget.sizeHint().height()))
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_the_new_session_dialog_tabs_down_one_column_then_the_other(qtbot) -> None:
    from ui.arbiter.new_session import NewSessionDialog

    dialog = show(qtbot, NewSessionDialog())
    check_window(dialog, columns=dialog.columns)


# (a new-session dialog opened after an arbiter's window in the same test process crashes in
# QTableView's timer at teardown: checked first)
def test_the_arbiters_window_and_its_dialogs_tab_in_screen_order(qtbot, tmp_path, french_lexicon) -> None:
    from ui.widgets.help import ShortcutsDialog

    window, session = open_arbiter(qtbot, tmp_path, french_lexicon, clock=FakeClock())
    window.resize(1366, 768)
    draw_rack(qtbot, window)
    qtbot.wait(50)
    page = window.page
    # the arbiter's column first (where the work is), then the board's
    check_window(page, columns=(page._splitter.widget(1), page._left))
    chain = tab_chain(page)
    assert chain[0] is page.timer_button and chain[-1] is page.grid_button  # (Draw is greyed)
    assert chain.index(page.timer_button) < chain.index(page.stop_button) < chain.index(page.reveal_button) \
        < chain.index(page.entry.table_edit) < chain.index(page.entry.move_edit) < chain.index(page.top_filter)
    for dialog in (ShortcutsDialog(window.shortcut_list(), window),):
        show(qtbot, dialog)
        check_window(dialog, columns=getattr(dialog, "columns", ()))
        dialog.close()
    window.close_session()


def test_the_training_window_tabs_through_every_button(qtbot, tmp_path) -> None:
    from ui.training.dialogs import TrainingChoice, TrainingStartDialog
    from ui.training.window import TrainingWindow

    window = TrainingWindow(folder=tmp_path / "training", clock=FakeClock())
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    start = show(qtbot, TrainingStartDialog(window))
    check_window(start)
    start.close()
    assert window.start_game(TrainingChoice("en", None, "fisf", 0, 7, None, "Me")) is not None
    page = window.page
    qtbot.waitUntil(lambda: page.play.rack.isVisible(), timeout=10_000)
    qtbot.wait(50)
    chain = tab_chain(window)
    for button in (page.play.shuffle_button, page.play.sort_button, page.play.pass_button):
        assert button in chain, button.text()
    check_window(page, columns=(page.board,))


#: In a process of its own: the app installs its style before its first widget (ui/app.py),
#: which a test run that made widgets already cannot do.
FRAME_PROBE = r"""
import json
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
app = QApplication([])
from ui.widgets import focus
focus.install(app)
dialog = QDialog()
first, second = QPushButton("First", dialog), QPushButton("Second", dialog)
first.move(20, 20)
second.move(20, 80)
dialog.resize(200, 140)
dialog.show()
second.setFocus()
app.processEvents()
image = dialog.grab().toImage()
highlight = dialog.palette().highlight().color()


def runs(button):
    # along a vertical line through the button's middle: the runs of the frame's colour
    x, found, run = button.geometry().center().x(), [], 0
    for y in range(button.geometry().top() - 6, button.geometry().bottom() + 6):
        if QColor(image.pixel(x, y)) == highlight:
            run += 1
        elif run:
            found.append(run)
            run = 0
    return found + ([run] if run else [])


print("RESULT" + json.dumps({"focused": runs(second), "other": runs(first), "has_focus": second.hasFocus()}))
"""


def test_the_focus_shows_as_a_two_pixel_frame() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", FRAME_PROBE], capture_output=True, text=True, env=env, timeout=120,
                          cwd=Path(__file__).resolve().parents[1])
    line = next((out for out in done.stdout.splitlines() if out.startswith("RESULT")), None)
    assert line is not None, done.stderr[-3000:]
    result = json.loads(line[len("RESULT"):])
    # the focused button: the frame's colour twice, 2 pixels thick, above and below; the other: none
    assert result["has_focus"] and result["focused"] == [2, 2] and result["other"] == []
