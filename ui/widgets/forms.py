"""Form pieces shared by the session and training windows: file choosers, the edition and
preset boxes, the word list field, menu entries."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QFileDialog, QHBoxLayout, QLineEdit, QMenu, QPushButton, QWidget

from duplicate.rules.edition import edition_codes, load_edition
from duplicate.rules.presets import load_preset, preset_names
from duplicate.storage.session_file import FILE_SUFFIX
from ui.widgets.engine_text import edition_name, rules_name
from ui.widgets.language import current_language


def choose_word_list(parent: QWidget) -> str | None:
    """A word list file (plain text, optionally gzipped), or None."""
    path, _ = QFileDialog.getOpenFileName(parent, QCoreApplication.translate("forms", "Word list"), "", QCoreApplication.translate("forms", "Word lists (*.txt *.gz);;All files (*)"))
    return path or None


def choose_game_to_replay(parent: QWidget, title: str) -> str | None:
    """A session file or JSON game record whose racks are replayed, or None."""
    path, _ = QFileDialog.getOpenFileName(
        parent, title, "", QCoreApplication.translate("forms", "Sessions and game records (*{0} *.json);;All files (*)").format(FILE_SUFFIX)
    )
    return path or None


def edition_box() -> QComboBox:
    """The editions, named in the app's language and in their own; data = edition code."""
    box = QComboBox()
    for code in edition_codes():
        box.addItem(edition_name(load_edition(code)), code)
    return box


def default_edition() -> str:
    """The edition of the app's language (a Dutch user plays the Dutch edition), else English:
    the choice of a dialog that has none remembered."""
    code = current_language()
    return code if code in edition_codes() else "en"


def preset_box(for_a_room: bool = True) -> QComboBox:
    """The rule presets; data = preset file name. Alone (``for_a_room`` false) a class's
    preset means nothing (points only, hints for the room, teams) and is left out."""
    box = QComboBox()
    for name in preset_names():
        preset = load_preset(name)
        if for_a_room or not (preset.points_only or preset.room_hints):
            box.addItem(rules_name(preset), name)
    return box


def word_list_row(parent: QWidget) -> tuple[QLineEdit, QHBoxLayout]:
    """A word list field (empty = the bundled list) with its Choose… button."""
    edit = QLineEdit()
    edit.setPlaceholderText(QCoreApplication.translate("forms", "the edition's bundled word list"))
    button = QPushButton(QCoreApplication.translate("forms", "Choose…"))

    def choose() -> None:
        path = choose_word_list(parent)
        if path:
            edit.setText(path)

    button.clicked.connect(choose)
    row = QHBoxLayout()
    row.addWidget(edit, 1)
    row.addWidget(button)
    return edit, row


def menu_action(window: QWidget, menu: QMenu, text: str, slot, shortcut=None) -> QAction:
    """A menu entry with a shortcut that works in its own window only (each window has keys
    of its own: arbiter, projector, training)."""
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action
