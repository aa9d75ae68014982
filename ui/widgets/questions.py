"""Message boxes, their text always plain text, and questions whose safe answer is the default.

QMessageBox's own ``question``/``warning``/``information``/``critical`` guess whether a text is
rich text (``Qt.mightBeRichText``), so a player named ``<h1>Bob</h1>`` or
``<img src=x onerror=...>`` in a question became a heading or a broken image: every box of
the app goes through ``message_box`` instead. ``ask`` is a question with two named answers
("Back to entry" / "Reveal"), the safe one the default, so Enter and Esc never do the risky
thing. Callers use these through the module (``questions.ask(...)``): tests answer them the
way they answer message boxes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

Button = QMessageBox.StandardButton
ICONS = {"question": QMessageBox.Icon.Question, "warning": QMessageBox.Icon.Warning,
         "information": QMessageBox.Icon.Information, "critical": QMessageBox.Icon.Critical}


def message_box(parent: QWidget | None, kind: str, title: str, text: str, buttons: Button = Button.Ok,
                default: Button = Button.NoButton) -> Button:
    """Show ``text`` as plain text with the icon of ``kind`` (``ICONS``); the button pressed."""
    box = QMessageBox(ICONS[kind], title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if default != Button.NoButton:
        box.setDefaultButton(default)
    box.exec()
    clicked = box.clickedButton()
    answer = box.standardButton(clicked) if clicked is not None else Button.NoButton
    box.deleteLater()
    return answer


def yes_no(parent: QWidget | None, title: str, text: str) -> bool:
    """A yes-or-no question; True for yes."""
    return message_box(parent, "question", title, text, Button.Yes | Button.No, Button.Yes) == Button.Yes


def warn(parent: QWidget | None, title: str, text: str) -> None:
    message_box(parent, "warning", title, text)


def inform(parent: QWidget | None, title: str, text: str) -> None:
    message_box(parent, "information", title, text)


def critical(parent: QWidget | None, title: str, text: str) -> None:
    message_box(parent, "critical", title, text)


def ask(parent: QWidget | None, title: str, text: str, go: str, stay: str, go_key: QKeySequence | None = None) -> bool:
    """True when the arbiter chooses ``go``; Enter and Esc choose ``stay``. ``go_key`` (the key
    that asked, such as F9 for Reveal) chooses ``go`` from the keyboard without Tab: pressed
    again it confirms, and the button says so ("Reveal (F9)")."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if go_key is not None and not go_key.isEmpty():
        go = f"{go} ({go_key.toString(QKeySequence.SequenceFormat.NativeText)})"
    go_button = box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
    if go_key is not None and not go_key.isEmpty():
        go_button.setShortcut(go_key)
    stay_button = box.addButton(stay, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay_button)
    box.setEscapeButton(stay_button)
    box.exec()
    return box.clickedButton() is go_button


__all__ = ["ask", "critical", "inform", "message_box", "warn", "yes_no"]
