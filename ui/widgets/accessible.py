"""What a screen reader hears from the painted views (board, rack, timer).

Qt gives a plain ``QWidget`` a name and a description but no value, and a painted view has no
child widgets to read. A view that defines ``accessible_value()`` (and may set the class
attribute ``accessible_role``) gets, through the factory installed here, an accessibility
interface whose Value is that text: the square under the board's cursor, the rack's
letters, the time left. ``announce`` tells assistive technology that the value changed;
the views call it when something worth hearing happens, never on every repaint or tick.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleValueChangeEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget


class PaintedAccessible(QAccessibleWidget):
    """A painted view as assistive technology sees it: its role, name and value."""

    def __init__(self, widget: QWidget, role: QAccessible.Role) -> None:
        super().__init__(widget, role)
        self._view = widget

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Value:
            return str(self._view.accessible_value())  # type: ignore[attr-defined]
        return super().text(kind)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if not isinstance(obj, QWidget) or not hasattr(obj, "accessible_value"):
        return None
    role = getattr(obj, "accessible_role", QAccessible.Role.Graphic)
    interface = PaintedAccessible(obj, role)
    # the widget keeps the Python side alive as long as Qt's cache keeps the interface
    obj.__dict__["_accessible_interface"] = interface
    return interface


_installed: list[bool] = []


def install() -> None:
    """Install the factory once per process (each painted view calls it when built)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


def announce(widget: QWidget) -> None:
    """Tell assistive technology the view's value changed (it reads the new one out)."""
    value = getattr(widget, "accessible_value", None)
    if value is None:
        return
    QAccessible.updateAccessibility(QAccessibleValueChangeEvent(widget, value()))


__all__ = ["PaintedAccessible", "announce", "install"]
