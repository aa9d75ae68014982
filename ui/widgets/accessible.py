"""What a screen reader hears from the painted views (board, rack, timer).

Qt gives a plain ``QWidget`` a name and a description but no value, and a painted view has no
child widgets to read. A view that defines ``accessible_value()`` (and may set the class
attribute ``accessible_role``) gets, through the factory installed here, an accessibility
interface whose Value is that text: the square under the board's cursor, the rack's
letters, the time left. ``announce`` tells assistive technology that the value changed;
the views call it when something worth hearing happens, never on every repaint or tick.
"""

from __future__ import annotations

import atexit
import sys
import weakref

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleValueChangeEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget


class PaintedAccessible(QAccessibleWidget):
    """A painted view as assistive technology sees it: its role, name and value."""

    def __init__(self, widget: QWidget, role: QAccessible.Role) -> None:
        super().__init__(widget, role)
        self._view = weakref.ref(widget)  # the interface must not keep its widget alive

    def text(self, kind: QAccessible.Text) -> str:
        view = self._view()
        if kind == QAccessible.Text.Value:
            return str(view.accessible_value()) if view is not None else ""  # type: ignore[attr-defined]
        return super().text(kind)


#: The interfaces handed to Qt, kept alive here: Qt's accessibility cache holds them and
#: deletes them when their widget goes, so Python must neither free them before (a dangling
#: pointer in the cache) nor after (a double delete). Each is let go, and its Python side
#: invalidated, when its widget is destroyed; at exit all are invalidated, Qt frees them.
_interfaces: dict[int, PaintedAccessible] = {}


def _forget(key: int) -> None:
    interface = _interfaces.pop(key, None)
    if interface is not None and shiboken6.isValid(interface):
        shiboken6.invalidate(interface)


@atexit.register
def _release_all() -> None:
    for key in list(_interfaces):
        _forget(key)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if not isinstance(obj, QWidget) or not hasattr(obj, "accessible_value"):
        return None
    role = getattr(obj, "accessible_role", QAccessible.Role.Graphic)
    interface = PaintedAccessible(obj, role)
    handle = id(interface)
    _interfaces[handle] = interface
    obj.destroyed.connect(lambda *_args, handle=handle: _forget(handle))
    return interface


_installed: list[bool] = []


def install() -> None:
    """Install the factory once per process (each painted view calls it when built).

    Not in a process that has loaded QtWebEngine: with a Python accessibility factory
    installed, PySide6 (6.11) crashes as soon as a web view takes the focus (its Quick item
    reaches the factory and cannot be wrapped), and a factory cannot be removed again. The
    app has no web view; the test run loads one for the phone page, and checks the values in
    a process of their own (tests/test_accessibility.py)."""
    if "PySide6.QtWebEngineCore" in sys.modules:
        return
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
