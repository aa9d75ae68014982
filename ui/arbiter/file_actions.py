"""The File menu's work on the open session: a copy of the file, the printed game sheet and
the exports (results CSV, the ranking program's file, the game record, PDF).

The contents come from the engine (``duplicate.records``); this module only asks where to
write and reports what happened.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from duplicate.base.errors import DuplicateError
from duplicate.session.session import Session
from duplicate.storage.session_file import FILE_SUFFIX
from ui.widgets.engine_text import csv_headers, csv_style, end_reason_text, message_text, sheet_labels


class SessionFiles(QObject):
    """Save a copy of, print and export the session ``session()`` returns (None: no session)."""

    statusMessage = Signal(str)  # what was written
    failed = Signal(str)  # a message for the arbiter

    def __init__(self, parent: QWidget, session: Callable[[], Session | None]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session

    def save_as(self) -> None:
        session = self._session()
        if session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self._parent, self.tr("Save a copy of the session"), str(session.store.path),
            self.tr("Duplicate sessions (*{0})").format(FILE_SUFFIX),
        )
        if not path:
            return
        if not path.endswith(FILE_SUFFIX):
            path += FILE_SUFFIX
        try:
            session.store.backup(path)
        except DuplicateError as exc:
            self.failed.emit(message_text(exc))
            return
        self.statusMessage.emit(self.tr("Saved a copy as {0}").format(path))

    def _save_text(self, session: Session, title: str, suffix: str, filter_text: str, content: str) -> None:
        base = Path(session.store.path).with_suffix(suffix)
        path, _ = QFileDialog.getSaveFileName(self._parent, title, str(base), filter_text)
        if not path:
            return
        try:
            Path(path).write_text(content, encoding="utf-8")
        except OSError as exc:
            self.failed.emit(self.tr("Could not write {0}: {1}").format(path, exc.strerror or exc))
            return
        self.statusMessage.emit(self.tr("Written {0}").format(path))

    def export_csv(self) -> None:
        from duplicate.base.spreadsheet import spreadsheet_file
        from duplicate.records.sheet import results_csv

        session = self._session()
        if session is not None:
            style = csv_style()
            self._save_text(session, self.tr("Export results"), ".csv",
                            self.tr("CSV files, separator {0}, decimal mark {1} (*.csv)").format(
                                style.delimiter, style.decimal),
                            spreadsheet_file(results_csv(session, csv_headers(), style)))

    def export_ranking(self) -> None:
        from duplicate.records.sheet import ranking_program_csv

        session = self._session()
        if session is not None:
            self._save_text(session, self.tr("Export for the ranking program"), ".txt",
                            self.tr("Text files (*.txt *.csv)"), ranking_program_csv(session))

    def export_record(self) -> None:
        from duplicate.records.game_record import game_record

        session = self._session()
        if session is not None:
            record = json.dumps(game_record(session), ensure_ascii=False, indent=1)
            self._save_text(session, self.tr("Export the game record"), ".json", self.tr("Game records (*.json)"), record)

    def export_gcg(self) -> None:
        from duplicate.records.gcg import game_gcg

        session = self._session()
        if session is not None:
            self._save_text(session, self.tr("Export the master moves as GCG"), ".gcg",
                            self.tr("GCG files (*.gcg)"), game_gcg(session, sheet_labels()))

    def print_sheet(self) -> None:
        from ui.widgets.printing import fitted_sheet_html, print_html

        session = self._session()
        if session is not None:
            print_html(self._parent, fitted_sheet_html(session, sheet_labels(), end_reason_text))

    def print_player_sheets(self) -> None:
        from duplicate.records.bulletins import player_sheets_html
        from ui.widgets.printing import print_html

        session = self._session()
        if session is not None:
            print_html(self._parent, player_sheets_html(session, sheet_labels()))

    def export_player_sheets(self) -> None:
        """Every player's sheet, one to a page, in one PDF file."""
        from duplicate.records.bulletins import player_sheets_html
        from ui.widgets.printing import save_pdf

        session = self._session()
        if session is None:
            return
        base = Path(session.store.path).with_name(Path(session.store.path).stem + " - " + self.tr("players") + ".pdf")
        path, _ = QFileDialog.getSaveFileName(self._parent, self.tr("Export the player sheets as PDF"), str(base),
                                              self.tr("PDF files (*.pdf)"))
        if path:
            save_pdf(player_sheets_html(session, sheet_labels()), path)
            self.statusMessage.emit(self.tr("Written {0}").format(path))

    def export_pdf(self) -> None:
        from ui.widgets.printing import save_sheet_pdf

        session = self._session()
        if session is None:
            return
        base = Path(session.store.path).with_suffix(".pdf")
        path, _ = QFileDialog.getSaveFileName(self._parent, self.tr("Export as PDF"), str(base),
                                              self.tr("PDF files (*.pdf)"))
        if path:
            save_sheet_pdf(session, sheet_labels(), path, end_reason_text)
            self.statusMessage.emit(self.tr("Written {0}").format(path))


__all__ = ["SessionFiles"]
