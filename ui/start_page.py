"""The first page of the main window: new session, open, recover the last one, recent
sessions, and the way to solo training."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget


class StartPage(QWidget):
    newRequested = Signal()
    openRequested = Signal()
    recentRequested = Signal(str)
    recoverRequested = Signal()
    trainingRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(self.tr("Duplicate Scrabble"))
        font = title.font()
        font.setPointSize(font.pointSize() * 2)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(self.tr("Run a duplicate session: draw, time, enter everyone's moves, reveal the top."))
        self.new_button = QPushButton(self.tr("New session… (Ctrl+N)"))
        self.new_button.clicked.connect(self.newRequested)
        self.open_button = QPushButton(self.tr("Open a session… (Ctrl+O)"))
        self.open_button.clicked.connect(self.openRequested)
        self.recover_button = QPushButton()
        self.recover_button.clicked.connect(self.recoverRequested)
        self.training_button = QPushButton(self.tr("Training… (Ctrl+T)"))
        self.training_button.clicked.connect(self.trainingRequested)
        self.recent_list = QListWidget()
        self.recent_list.itemActivated.connect(lambda item: self.recentRequested.emit(item.data(Qt.ItemDataRole.UserRole)))
        buttons = QVBoxLayout()
        for button in (self.new_button, self.open_button, self.recover_button, self.training_button):
            button.setMinimumHeight(40)
            buttons.addWidget(button)
        buttons.addStretch(1)
        recent = QVBoxLayout()
        recent.addWidget(QLabel(self.tr("Recent sessions")))
        recent.addWidget(self.recent_list, 1)
        body = QHBoxLayout()
        body.addLayout(buttons, 1)
        body.addLayout(recent, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(20)
        layout.addLayout(body, 1)

    def show_recent(self, paths: list[str], recover: str | None) -> None:
        self.recent_list.clear()
        for path in paths:
            item = QListWidgetItem(f"{Path(path).stem}    —    {path}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent_list.addItem(item)
        self.recover_button.setVisible(bool(recover))
        if recover:
            self.recover_button.setText(self.tr("Recover the last session ({0})").format(Path(recover).name))


__all__ = ["StartPage"]
