"""The running phones' service on the arbiter's screens.

The entries table learns which tables have a phone connected; the projector shows the join
screen when the arbiter asks for it in the Phones dialog, and (as an option) "handed in: 12
of 18" while the clock runs: counts only, never who. The main window owns one of these per
open session and hands it the service when the arbiter starts or stops it.
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QObject, QSettings

from ui.arbiter.entry_panel import EntryPanel
from ui.arbiter.phone_entries import phone_entries
from ui.arbiter.projector import ProjectorWindow
from ui.phones.qr import JoinPanel
from ui.phones.service import PhoneService
from ui.widgets.controller import SessionController
from ui.widgets.preferences import stored_bool


class PhoneScreens(QObject):
    """Keeps the entries table and the projector in step with the phones' service."""

    def __init__(self, controller: SessionController, entry_panel: EntryPanel,
                 projector: Callable[[bool], ProjectorWindow | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.entry_panel = entry_panel
        self.projector = projector  # projector(True) opens the window if it is not open yet
        self.service: PhoneService | None = None
        self._trouble: tuple[str, float] = ("", 0.0)  # the last failure to save told to the arbiter, and when
        self.count_on_projector = stored_bool(QSettings(), "phones/projector_count", False)
        controller.changed.connect(self.refresh_projector)

    def set_service(self, service: PhoneService | None) -> None:
        if self.service is not None:
            try:
                self.service.activity.disconnect(self._on_activity)
                self.service.guessing.disconnect(self._on_guessing)
                self.service.saveFailed.disconnect(self._on_save_failed)
            except (RuntimeError, TypeError):
                pass  # already gone with its dialog
        self.service = service
        counter = self.entry_panel.phones_counter
        if service is not None:
            service.activity.connect(self._on_activity)
            service.guessing.connect(self._on_guessing)
            service.saveFailed.connect(self._on_save_failed)
            self.entry_panel.set_connected_phones(lambda: set(service.connected_tables()))
            counter.set_guessing(lambda: service.guessing_now() if service.guessing_alarm() else None)
        else:
            self.entry_panel.set_connected_phones(None)
            counter.set_guessing(None)
            self.project_join(False)
        self.refresh_projector()

    def attach(self, panel: JoinPanel) -> None:
        """Follow a Phones dialog's projector button and option."""
        panel.projectorRequested.connect(self.project_join)
        panel.handedInToggled.connect(self.show_handed_in)
        panel.project_button.setChecked(self._showing_join())

    def project_join(self, show: bool) -> None:
        if not show:
            window = self.projector(False)
            if window is not None:
                window.hide_join()
            return
        if self.service is None:
            return
        window = self.projector(True)
        assert window is not None
        settings = self.service.settings
        if settings.allow_new:  # the projector's code opens the form for new players, with the PIN
            window.show_join(self.service.join_urls()[0] + "#pin", settings.pin)
        else:  # the players join with their tables' cards: the projector shows no PIN
            window.show_join(self.service.join_urls()[0], None)
        window.show()
        window.raise_()

    def show_handed_in(self, on: bool) -> None:
        self.count_on_projector = on
        self.refresh_projector()

    def handed_in(self) -> tuple[int, int]:
        """(phone moves handed in this turn, tables a phone holds)."""
        session = self.controller.session
        return len(phone_entries(session.current_turn)), len(session.phone_tokens)

    def _showing_join(self) -> bool:
        window = self.projector(False)
        return window is not None and window.showing_join()

    def _on_activity(self) -> None:
        self.entry_panel.model.phone_column_changed()
        self.entry_panel.phones_counter.refresh()

    def _on_guessing(self, wrong: int, refused: int) -> None:
        self.entry_panel.phones_counter.refresh()

    def _on_save_failed(self, reason: str) -> None:
        """A phone's move or join could not be saved: the arbiter is told why (the phone was told
        to call the arbiter), once a minute for the same reason, not once per phone."""
        last, when = self._trouble
        if reason != last or time.monotonic() - when > 60:
            self._trouble = (reason, time.monotonic())
            self.controller.failed.emit(reason)

    def refresh_projector(self, kind: str = "") -> None:
        window = self.projector(False)
        if window is not None:
            window.set_handed_in(self.handed_in() if self.service is not None and self.count_on_projector else None)
