"""The session page when nothing can be saved: a banner saying why, and every control that
would change the session disabled, with a tooltip giving the reason.

Two cases: the file was opened read-only (another window holds it, or it cannot be written
here), or a save was just refused because the file, its folder or its disk became
unwritable while the session was open (``SessionController.write_blocked``). Looking,
printing, exporting, *Save as*, the projector and browsing past turns stay available.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ui.widgets.controller import SessionController

BANNER_STYLE = "background: #fff3cd; color: #5c3c00; border: 1px solid #e0b000; padding: 6px;"


class ReadOnlyBanner(QWidget):
    """Says why nothing can be changed; when the disk refused a save, offers to try again."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("readOnlyBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # paint the banner's background
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # never takes the board's room
        self.setStyleSheet(f"#readOnlyBanner {{ {BANNER_STYLE} }}")
        self.label = QLabel()
        self.label.setWordWrap(True)
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        self.retry_button = QPushButton(self.tr("Try saving again"))
        self.retry_button.setToolTip(self.tr("When the disk can be written again, actions are saved again"))
        self.retry_button.clicked.connect(controller.retry_writing)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.retry_button)

    def reason(self) -> str:
        """Why nothing can be changed now ("" when the session can be written)."""
        if self.controller.session.read_only:
            return self.tr("Read-only: this session is open read-only (another window holds it, or the file cannot "
                           "be written here). You can look, print and export; File > Save as makes a copy you can "
                           "continue in.")
        if self.controller.write_blocked:
            return self.tr("Read-only: the session file can no longer be written (its disk or folder became "
                           "read-only). Nothing was lost. Use File > Save as to continue in a writable place, or "
                           "try saving again once the disk is writable.")
        return ""

    def refresh(self) -> None:
        text = self.reason()
        self.label.setText(text)
        self.retry_button.setVisible(self.controller.write_blocked and not self.controller.session.read_only)
        self.setVisible(bool(text))


class ReadOnlyGuard:
    """Disables the writing controls of a page while its session cannot be saved, each with
    the reason as its tooltip, and gives them back (and their own tooltips) afterwards."""

    def __init__(self, banner: ReadOnlyBanner, controls: list[QWidget]) -> None:
        self.banner = banner
        self.controls = controls
        self._tooltips = {id(w): w.toolTip() for w in controls}

    def apply(self) -> None:
        """Call after the page's own refresh (which enables controls by phase)."""
        self.banner.refresh()
        if self.banner.controller.writable:
            for widget in self.controls:
                widget.setToolTip(self._tooltips[id(widget)])
            return
        why = QCoreApplication.translate("ReadOnlyBanner", "Nothing can be changed: the session is read-only")
        for widget in self.controls:
            widget.setEnabled(False)
            widget.setToolTip(why)


def page_controls(page) -> list[QWidget]:
    """Every control of the arbiter's session page that changes the session."""
    entry = page.entry
    rulings = entry.decisions
    return [
        page.draw_button, page.timer_button, page.stop_button, page.reveal_button, page.master_button,
        page.give_button, entry.table_edit, entry.move_edit, entry.store_button, entry.no_move_button,
        entry.release_button, rulings.accept_button, rulings.warning_button, rulings.unwarn_button,
        rulings.penalty_button, rulings.delete_button, rulings.top_all_button, rulings.none_all_button,
    ]


__all__ = ["ReadOnlyBanner", "ReadOnlyGuard", "page_controls"]
