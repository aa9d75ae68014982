"""A question with two named answers ("Back to entry" / "Reveal"), the safe one the default,
so Enter and Esc never do the risky thing. Callers use ``questions.ask`` through the module
(tests answer it the way they answer message boxes)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget | None, title: str, text: str, go: str, stay: str) -> bool:
    """True when the arbiter chooses ``go``; Enter and Esc choose ``stay``."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    go_button = box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
    stay_button = box.addButton(stay, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay_button)
    box.setEscapeButton(stay_button)
    box.exec()
    return box.clickedButton() is go_button
