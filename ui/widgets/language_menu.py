"""Preferences -> Language: a menu to choose the app's language (used from the next start)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ui.widgets.language import LANGUAGES, choose_language, chosen_language
from ui.widgets import questions


class LanguageMenu:
    """The Language submenu of ``parent_menu``: 'System language' and one entry per language."""

    def __init__(self, parent_menu: QMenu, window: QWidget) -> None:
        self.window = window
        self.menu = parent_menu.addMenu(QCoreApplication.translate("LanguageMenu", "&Language"))
        # said before choosing, not only after: the windows open now keep their language
        note = self.menu.addAction(QCoreApplication.translate("LanguageMenu", "Takes effect at the next start of the app"))
        note.setEnabled(False)
        self.menu.addSeparator()
        self.group = QActionGroup(self.menu)
        current = chosen_language()
        self.actions: dict[str, QAction] = {}
        entries = [("", QCoreApplication.translate("LanguageMenu", "System language"))] + list(LANGUAGES.items())
        for code, name in entries:
            action = self.menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            self.group.addAction(action)
            action.triggered.connect(lambda _checked=False, c=code: self.choose(c))
            self.actions[code] = action

    def choose(self, code: str) -> None:
        if code == chosen_language():
            return
        choose_language(code)
        questions.inform(
            self.window, QCoreApplication.translate("LanguageMenu", "Language"),
            QCoreApplication.translate("LanguageMenu", "The new language is used from the next start of the app."))


__all__ = ["LanguageMenu"]
