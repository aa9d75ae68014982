"""*Session -> Phones...*: the arbiter turns the phones' service on or off for the session.

The dialog holds the settings (port, players joining unannounced and the PIN they need,
telling phones whether their move is valid before the reveal) and, while the service runs,
the join address (and the PIN, where new players may join) in large type, the table cards
to print, and a warning while someone is guessing codes. ``info_layout`` is where more about
a running service goes (a QR code, a button for the projector): add widgets there and
refresh them from ``serviceChanged``.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
    QMessageBox, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from duplicate.base.errors import DuplicateError
from duplicate.session.phones import random_pin, valid_pin
from duplicate.session.session import Session
from ui.phones.cards import ask_cards_path, issue_cards
from ui.phones.qr import JoinPanel
from ui.phones.service import DEFAULT_PORT, PhoneService, PhoneSettings
from ui.widgets.engine_text import message_text
from ui.widgets import questions
from ui.widgets.preferences import stored_bool, stored_int


class PhonesDialog(QDialog):
    """Start, show or stop the phones' service of ``session``; ``service`` is the running one."""

    #: The service started or stopped (the new one, or None).
    serviceChanged = Signal(object)
    #: Listen on 127.0.0.1 only (no phone can join): for tests and demonstrations on one computer.
    local_only = False

    def __init__(self, session: Session, service: PhoneService | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Phones"))
        self.session = session
        self.service = service
        stored = QSettings()

        self.port_box = QSpinBox(minimum=1024, maximum=65535)
        self.port_box.setValue(stored_int(stored, "phones/port", DEFAULT_PORT))
        self.pin_edit = QLineEdit(random_pin())
        self.pin_edit.setValidator(QRegularExpressionValidator(r"[0-9]{4,6}", self.pin_edit))
        self.pin_edit.setMaxLength(6)
        new_pin = QPushButton(self.tr("New PIN"))
        new_pin.clicked.connect(lambda: self.pin_edit.setText(random_pin()))
        pin_row = QHBoxLayout()
        pin_row.addWidget(self.pin_edit, 1)
        pin_row.addWidget(new_pin)
        self.allow_new_box = QCheckBox(self.tr("Players may join with a table number the session does not have yet"))
        self.allow_new_box.setChecked(stored_bool(stored, "phones/allow_new", False))
        self.allow_new_box.toggled.connect(self._allow_new_toggled)
        self.new_pin_button = new_pin
        self.feedback_box = QCheckBox(self.tr("Tell phones before the reveal whether their move is valid, and its score"))
        self.feedback_box.setChecked(stored_bool(stored, "phones/feedback", False))

        self.settings_box = QGroupBox(self.tr("Settings"))
        form = QFormLayout(self.settings_box)
        form.addRow(self.tr("Port:"), self.port_box)
        form.addRow(self.allow_new_box)
        form.addRow(self.tr("PIN for new players (4 to 6 digits):"), pin_row)
        form.addRow(self.feedback_box)
        cards_note = QLabel(self.tr("Announced players join with their table's card: print the cards once the "
                                    "service runs, or from Players for one table."))
        cards_note.setTextFormat(Qt.TextFormat.PlainText)
        cards_note.setWordWrap(True)
        form.addRow(cards_note)
        self._allow_new_toggled(self.allow_new_box.isChecked())

        self.info_box = QGroupBox(self.tr("Players join at"))
        self.info_layout = QVBoxLayout(self.info_box)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.address_label = QLabel()
        self.pin_label = QLabel()
        for label in (self.address_label, self.pin_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setFont(big)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.info_layout.addWidget(label)
        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setWordWrap(True)
        self.info_layout.addWidget(self.status_label)
        self.guessing_label = QLabel()
        self.guessing_label.setTextFormat(Qt.TextFormat.PlainText)
        self.guessing_label.setWordWrap(True)
        warning = self.guessing_label.palette()
        warning.setColor(QPalette.ColorRole.WindowText, QColor("#b00020"))
        self.guessing_label.setPalette(warning)
        self.info_layout.addWidget(self.guessing_label)
        self.cards_button = QPushButton(self.tr("Print table cards…"))
        self.cards_button.setToolTip(self.tr("A card per table with its QR code and its own code, as a PDF to print"))
        self.cards_button.clicked.connect(self.print_cards)
        self.info_layout.addWidget(self.cards_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.join_panel = JoinPanel(self)
        self.info_layout.addWidget(self.join_panel)

        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.toggle)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.ActionRole)

        layout = QVBoxLayout(self)
        layout.addWidget(self.settings_box)
        layout.addWidget(self.info_box)
        layout.addWidget(buttons)
        self.refresh()

    def settings(self) -> PhoneSettings:
        return PhoneSettings(port=self.port_box.value(), pin=self.pin_edit.text(),
                             allow_new=self.allow_new_box.isChecked(), feedback=self.feedback_box.isChecked(),
                             local_only=self.local_only)

    def toggle(self) -> None:
        if self.service is not None:
            self.stop()
        else:
            self.start()

    def start(self) -> PhoneService | None:
        settings = self.settings()
        if not valid_pin(settings.pin):
            questions.warn(self, self.tr("Phones"), self.tr("The PIN must have 4 to 6 digits."))
            return None
        service = PhoneService(self.session, settings, self.parent())
        try:
            service.start()
        except DuplicateError as exc:
            service.deleteLater()
            questions.warn(self, self.tr("Phones"), self.tr("The service could not start: {0}").format(message_text(exc)))
            return None
        stored = QSettings()
        stored.setValue("phones/port", settings.port)
        stored.setValue("phones/allow_new", settings.allow_new)
        stored.setValue("phones/feedback", settings.feedback)
        self.service = service
        service.activity.connect(self.refresh)
        service.guessing.connect(self.refresh)
        self.refresh()
        self.serviceChanged.emit(service)
        return service

    def stop(self) -> None:
        if self.service is None:
            return
        self.service.stop()
        self.service.deleteLater()
        self.service = None
        self.refresh()
        self.serviceChanged.emit(None)

    def _allow_new_toggled(self, on: bool) -> None:
        """The PIN is only for new players: it means nothing when they may not join."""
        self.pin_edit.setEnabled(on)
        self.new_pin_button.setEnabled(on)

    def print_cards(self) -> bool:
        """Issue and save the table cards (a PDF): for every playing table, or only those without
        one; a table's earlier card stops working. True if saved."""
        if self.service is None:
            return False
        session = self.session
        turn = session.current_turn.number if session.current_turn else len(session.turns) + 1
        tables = [t for t, p in sorted(session.players.items()) if p.left is None or p.left > turn]
        if not tables:
            questions.inform(self, self.tr("Table cards"), self.tr("The session has no players yet: add them "
                                                                          "first (Players), then print their cards."))
            return False
        without = [t for t in tables if t not in session.table_cards]
        if len(without) < len(tables):
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Table cards"),
                              self.tr("%n table(s) already have a card. New cards for every table make the "
                                      "printed ones stop working.", "", len(tables) - len(without)),
                              parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            only_new = box.addButton(self.tr("Cards for the %n table(s) without one", "", len(without)),
                                     QMessageBox.ButtonRole.AcceptRole)
            every = box.addButton(self.tr("New cards for every table"), QMessageBox.ButtonRole.DestructiveRole)
            box.addButton(QMessageBox.StandardButton.Cancel)
            only_new.setEnabled(bool(without))
            box.exec()
            if box.clickedButton() not in (only_new, every):
                return False
            tables = without if box.clickedButton() is only_new else tables
        path = ask_cards_path(self, tables)
        if path is None:
            return False
        try:
            issue_cards(self.service, tables, path)
        except DuplicateError as exc:
            questions.warn(self, self.tr("Table cards"), message_text(exc))
            return False
        questions.inform(self, self.tr("Table cards"),
                         self.tr("The cards of %n table(s) are in {0}: print it and cut along the dashed lines.",
                                 "", len(tables)).format(path))
        return True

    def refresh(self) -> None:
        running = self.service is not None
        self.settings_box.setEnabled(not running)
        self.info_box.setVisible(running)
        self.start_button.setText(self.tr("Stop the service") if running else self.tr("Start the service"))
        if self.service is None:
            return
        settings = self.service.settings
        self.pin_edit.setText(settings.pin)
        self.address_label.setText("\n".join(self.service.join_urls()))
        self.join_panel.set_join(self.service.join_urls()[0] + ("#pin" if settings.allow_new else ""))
        self.pin_label.setText(self.tr("PIN for new players: {0}").format(settings.pin) if settings.allow_new
                               else self.tr("Players join with their table cards"))
        wrong, refused = self.service.guessing_now()
        self.guessing_label.setVisible(self.service.guessing_alarm())
        self.guessing_label.setText(self.tr("Someone is guessing codes: {0} wrong in the last minute, {1} refused "
                                            "unchecked. No table can be taken without its card.").format(wrong, refused))
        joined = len(self.session.phone_tokens)
        connected = len(self.service.connected_tables())
        self.status_label.setText(
            self.tr("%n phone(s) joined", "", joined) + "\n" + self.tr("%n phone(s) connected now", "", connected)
        )
        self.adjustSize()
