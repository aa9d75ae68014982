"""The Preferences menu's "Colour-blind-safe colours": switch the painted views' palette.

The choice is remembered (``theme.SAFE_PALETTE_KEY``); every board, rack and timer already
shown (arbiter window, projector, training) repaints at once, and the ones built later take
it through ``theme.chosen``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ui.widgets.theme import SAFE_PALETTE_KEY, Theme, chosen, safe_palette_chosen


def switch_palette(safe: bool) -> None:
    """Remember the choice and repaint every painted view with its theme's twin."""
    QSettings().setValue(SAFE_PALETTE_KEY, safe)
    for widget in QApplication.allWidgets():
        theme = getattr(widget, "_theme", None)
        if isinstance(theme, Theme) and hasattr(widget, "set_theme"):
            widget.set_theme(chosen(theme, safe))


def add_palette_action(menu: QMenu, parent: QWidget) -> QAction:
    """A checkable menu entry for the colour-blind-safe palette, ticked as remembered."""
    action = QAction(QCoreApplication.translate("MainWindow", "&Colour-blind-safe colours"), parent)
    action.setCheckable(True)
    action.setChecked(safe_palette_chosen())
    action.setToolTip(QCoreApplication.translate(
        "MainWindow", "Board, rack and timer in colours told apart with any colour vision (blue and orange)"))
    action.toggled.connect(switch_palette)
    menu.addAction(action)
    return action


__all__ = ["add_palette_action", "switch_palette"]
