"""*Session -> Phones...*: the arbiter turns the phones' service on or off for the session.

The dialog holds the settings (port, PIN, players joining unannounced, telling phones
whether their move is valid before the reveal) and, while the service runs, the join
address and the PIN in large type. ``info_layout`` is where more about a running service
goes (a QR code, a button for the projector): add widgets there and refresh them from
``serviceChanged``.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
    QMessageBox, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from duplicate.base.errors import DuplicateError
from duplicate.session.phones import random_pin, valid_pin
from duplicate.session.session import Session
from ui.phones.qr import JoinPanel
from ui.phones.service import DEFAULT_PORT, PhoneService, PhoneSettings
from ui.widgets.engine_text import message_text
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
        self.feedback_box = QCheckBox(self.tr("Tell phones before the reveal whether their move is valid, and its score"))
        self.feedback_box.setChecked(stored_bool(stored, "phones/feedback", False))

        self.settings_box = QGroupBox(self.tr("Settings"))
        form = QFormLayout(self.settings_box)
        form.addRow(self.tr("Port:"), self.port_box)
        form.addRow(self.tr("PIN (4 to 6 digits):"), pin_row)
        form.addRow(self.allow_new_box)
        form.addRow(self.feedback_box)

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
            QMessageBox.warning(self, self.tr("Phones"), self.tr("The PIN must have 4 to 6 digits."))
            return None
        service = PhoneService(self.session, settings, self.parent())
        try:
            service.start()
        except DuplicateError as exc:
            service.deleteLater()
            QMessageBox.warning(self, self.tr("Phones"), self.tr("The service could not start: {0}").format(message_text(exc)))
            return None
        stored = QSettings()
        stored.setValue("phones/port", settings.port)
        stored.setValue("phones/allow_new", settings.allow_new)
        stored.setValue("phones/feedback", settings.feedback)
        self.service = service
        service.activity.connect(self.refresh)
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
        self.join_panel.set_join(self.service.join_urls()[0])
        self.pin_label.setText(self.tr("PIN: {0}").format(settings.pin))
        joined = len(self.session.phone_tokens)
        connected = len(self.service.connected_tables())
        self.status_label.setText(
            self.tr("%n phone(s) joined", "", joined) + "\n" + self.tr("%n phone(s) connected now", "", connected)
        )
        self.adjustSize()
