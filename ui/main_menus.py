"""The main window's menus and shortcuts: File, Edit, Session, Turn, View and Help.

Each entry calls the main window (sessions, projector, training), its session page (draw,
timer, reveal) or its ``SessionFiles`` (copy, print, exports); ``update()`` enables the
entries that need an open session. The key list of the help dialog is built here too, from
the menus themselves, so it cannot drift from them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from duplicate.session.disclosure import SHOW_ALL
from duplicate.session.session import Session
from ui.arbiter.session_page import SessionPage
from ui.widgets.engine_text import message_text
from ui.widgets.forms import menu_action
from ui.widgets.help import ShortcutsDialog, menu_shortcuts
from ui.widgets.language_menu import LanguageMenu
from ui.widgets.palette_menu import add_palette_action

if TYPE_CHECKING:
    from ui.main_window import MainWindow


class MainMenus:
    """The menu bar of a ``MainWindow`` and the actions in it."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        w = window
        files = window.files

        def page(act: Callable[[SessionPage], object]) -> Callable[[], None]:
            """A menu slot doing ``act`` on the session page, when a session is open."""
            def run() -> None:
                if w.page is not None:
                    act(w.page)
            return run

        def tab(index: int) -> Callable[[], None]:
            return page(lambda session_page: session_page.tabs.setCurrentIndex(index))

        bar = window.menuBar()
        file = bar.addMenu(QCoreApplication.translate("MainWindow", "&File"))
        self._add(file, QCoreApplication.translate("MainWindow", "&New session…"), w.new_session, QKeySequence.StandardKey.New)
        self._add(file, QCoreApplication.translate("MainWindow", "&Open session…"), w.open_dialog, QKeySequence.StandardKey.Open)
        self._add(file, QCoreApplication.translate("MainWindow", "Solo &training…"), w.open_training, "Ctrl+T")
        self._add(file, QCoreApplication.translate("MainWindow", "Clu&b roster…"), w.show_roster)
        self._add(file, QCoreApplication.translate("MainWindow", "Club s&eason…"), w.open_season)
        self._add(file, QCoreApplication.translate("MainWindow", "&Merge a simultaneous game…"), lambda: w.open_season(2))
        self.save_as_action = self._add(file, QCoreApplication.translate("MainWindow", "Save &as…"), files.save_as, "Ctrl+Shift+S")
        file.addSeparator()
        self.print_sheet_action = self._add(file, QCoreApplication.translate("MainWindow", "&Print game sheet…"), files.print_sheet,
                                            QKeySequence.StandardKey.Print)
        self.pdf_action = self._add(file, QCoreApplication.translate("MainWindow", "Export game sheet as P&DF…"), files.export_pdf)
        self.print_players_action = self._add(file, QCoreApplication.translate("MainWindow", "Print p&layer sheets…"),
                                              files.print_player_sheets)
        self.players_pdf_action = self._add(file, QCoreApplication.translate("MainWindow", "Export player sheets as PD&F…"),
                                            files.export_player_sheets)
        self.csv_action = self._add(file, QCoreApplication.translate("MainWindow", "Export results as &CSV…"), files.export_csv, "Ctrl+E")
        self.ranking_action = self._add(file, QCoreApplication.translate("MainWindow", "Export for the &ranking program…"), files.export_ranking)
        self.record_action = self._add(file, QCoreApplication.translate("MainWindow", "Export game &record (JSON)…"), files.export_record)
        self.gcg_action = self._add(file, QCoreApplication.translate("MainWindow", "Export master moves as &GCG…"), files.export_gcg)
        file.addSeparator()
        self.close_action = self._add(file, QCoreApplication.translate("MainWindow", "&Close session"), w.close_session, "Ctrl+W")
        self._add(file, QCoreApplication.translate("MainWindow", "&Quit"), w.close, QKeySequence.StandardKey.Quit)

        edit = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
        self.undo_action = self._add(edit, QCoreApplication.translate("MainWindow", "&Undo"), w.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._add(edit, QCoreApplication.translate("MainWindow", "&Redo"), w.redo, "Ctrl+Shift+Z")

        session_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Session"))
        self.phones_action = self._add(session_menu, QCoreApplication.translate("MainWindow", "&Phones…"), w.show_phones)

        turn = bar.addMenu(QCoreApplication.translate("MainWindow", "&Turn"))
        self.draw_action = self._add(turn, QCoreApplication.translate("MainWindow", "&Draw the rack"), page(SessionPage.draw), "Ctrl+D")
        self.timer_action = self._add(turn, QCoreApplication.translate("MainWindow", "Start / pause the &timer"), page(SessionPage.toggle_timer), "F5")
        self.stop_action = self._add(turn, QCoreApplication.translate("MainWindow", "&End the time"), page(SessionPage.stop_timer), "F6")
        self.reveal_action = self._add(turn, QCoreApplication.translate("MainWindow", "&Reveal the top"), page(SessionPage.reveal), "F9")
        turn.addSeparator()
        self.entry_action = self._add(turn, QCoreApplication.translate("MainWindow", "Enter a &move"), w.focus_entry, "Ctrl+L")
        self.filter_action = self._add(turn, QCoreApplication.translate("MainWindow", "&Filter the top list"), w.focus_filter, "Ctrl+F")
        self.players_action = self._add(turn, QCoreApplication.translate("MainWindow", "&Players (latecomers, names, tables)…"), page(SessionPage.show_players), "F7")
        self.give_action = self._add(turn, QCoreApplication.translate("MainWindow", "&Give a move to several tables…"), page(SessionPage.give_move), "F8")
        turn.addSeparator()
        self.end_now_action = self._add(turn, QCoreApplication.translate("MainWindow", "End the game &now…"),
                                        page(SessionPage.end_now))

        view = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
        self.projector_action = self._add(view, QCoreApplication.translate("MainWindow", "&Projector window"), w.toggle_projector, "F10")
        self.screens_menu = view.addMenu(QCoreApplication.translate("MainWindow", "Projector on &screen"))
        self.screens_menu.aboutToShow.connect(self._fill_screens)
        self.full_action = self._add(view, QCoreApplication.translate("MainWindow", "Projector &full screen"), w.projector_full_screen, "F11")
        self.grid_action = self._add(view, QCoreApplication.translate("MainWindow", "Per-turn &grid"), page(SessionPage.show_grid), "Ctrl+G")
        self.standings_action = self._add(view, QCoreApplication.translate("MainWindow", "&Standings"), tab(1), "Ctrl+2")
        self.toplist_action = self._add(view, QCoreApplication.translate("MainWindow", "&Top list"), tab(0), "Ctrl+1")
        view.addSeparator()
        self.mirrored_action = self._add(
            view, QCoreApplication.translate("MainWindow", "&Mirrored screen: hide the moves until time is up"),
            self._toggle_mirrored)
        self.mirrored_action.setCheckable(True)

        preferences = bar.addMenu(QCoreApplication.translate("MainWindow", "&Preferences"))
        self.language_menu = LanguageMenu(preferences, window)
        self.palette_action = add_palette_action(preferences, window)

        help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self._add(help_menu, QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"), self.show_shortcuts, "F1")

        self.session_actions = [
            self.save_as_action, self.print_sheet_action, self.pdf_action, self.print_players_action,
            self.players_pdf_action, self.csv_action, self.ranking_action,
            self.record_action, self.gcg_action, self.close_action, self.draw_action, self.timer_action, self.stop_action,
            self.reveal_action, self.entry_action, self.filter_action, self.players_action, self.give_action,
            self.projector_action, self.full_action, self.grid_action, self.standings_action, self.toplist_action,
            self.phones_action, self.end_now_action, self.mirrored_action,
        ]
        #: What changes the session: disabled while it is read-only.
        self.writing_actions = [self.draw_action, self.timer_action, self.stop_action, self.reveal_action,
                                self.entry_action, self.players_action, self.give_action, self.phones_action,
                                self.end_now_action]

    def _toggle_mirrored(self) -> None:
        """The arbiter says whether the room sees this window (remembered by the page)."""
        if self.window.page is not None:
            self.window.page.set_mirrored(self.mirrored_action.isChecked())

    def _add(self, menu, text: str, slot, shortcut=None) -> QAction:
        return menu_action(self.window, menu, text, slot, shortcut)

    def update(self, session: Session | None, writable: bool = True) -> None:
        """Enable what the open session (or its absence) allows; a session that cannot be
        saved (read-only) keeps only what reads it."""
        has = session is not None
        for action in self.session_actions:
            action.setEnabled(has and (writable or action not in self.writing_actions))
        self.end_now_action.setEnabled(has and writable and session is not None and session.end_reason is None)
        page = self.window.page
        self.mirrored_action.setChecked(page is not None and page.mirrored)
        # a mirrored screen during the turn: what would show a move is inert, keys included,
        # and Undo names the table, never the move (duplicate/session/disclosure.py)
        shown = page.disclosure() if page is not None else SHOW_ALL
        for action in (self.give_action, self.filter_action):
            action.setEnabled(action.isEnabled() and shown.top_list)
        undo_action = session.undo_text(shown) if session is not None and writable else None
        redo_action = session.redo_text(shown) if session is not None and writable else None
        undo = message_text(undo_action) if undo_action is not None else None
        redo = message_text(redo_action) if redo_action is not None else None
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)
        self.undo_action.setText(QCoreApplication.translate("MainWindow", "&Undo: {0}").format(undo) if undo else QCoreApplication.translate("MainWindow", "&Undo"))
        self.redo_action.setText(QCoreApplication.translate("MainWindow", "&Redo: {0}").format(redo) if redo else QCoreApplication.translate("MainWindow", "&Redo"))

    def shortcut_list(self) -> list[tuple[str, str]]:
        """(keys, what) for every menu action with a shortcut, for the help dialog."""
        rows = menu_shortcuts(self.window.menuBar())
        rows += [
            (QCoreApplication.translate("MainWindow", "Enter (table field)"), QCoreApplication.translate("MainWindow", "Go to the move field")),
            (QCoreApplication.translate("MainWindow", "Enter (move field)"), QCoreApplication.translate("MainWindow", "Store the move")),
            ("F4", QCoreApplication.translate("MainWindow", "No move for the typed or selected table")),
            (QCoreApplication.translate("MainWindow", "Esc (move field)"), QCoreApplication.translate("MainWindow", "Clear the move, back to the table field")),
            (QCoreApplication.translate("MainWindow", "Esc (table field)"), QCoreApplication.translate("MainWindow", "Back to the turn in play from a past turn")),
            (QCoreApplication.translate("MainWindow", "Delete (entries)"), QCoreApplication.translate("MainWindow", "Delete the selected entry")),
            (QCoreApplication.translate("MainWindow", "F2 / Double-click (entries)"), QCoreApplication.translate("MainWindow", "Edit the selected entry")),
            (QCoreApplication.translate("MainWindow", "Double-click (top list)"), QCoreApplication.translate("MainWindow", "Make that move the master move")),
            (QCoreApplication.translate("MainWindow", "F11 / Esc (projector)"), QCoreApplication.translate("MainWindow", "Full screen on / off")),
        ]
        return rows

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self.shortcut_list(), self.window).exec()

    def _fill_screens(self) -> None:
        self.screens_menu.clear()
        for screen in QGuiApplication.screens():
            geometry = screen.geometry()
            action = self.screens_menu.addAction(f"{screen.name()} ({geometry.width()}×{geometry.height()})")
            action.triggered.connect(lambda _checked=False, s=screen: self.window.projector_to(s))


__all__ = ["MainMenus"]
