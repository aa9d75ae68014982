"""What a screen reader hears from the painted views (board, rack, timer), through the
platform's bridge (AT-SPI on Linux, UI Automation on Windows, NSAccessibility on macOS).

Qt gives a plain ``QWidget`` a name and a description but no value and no text, and a painted
view has no child widgets to read: AT-SPI saw the board as ``filler "Board"``, the timer as
``unknown "Time left"``, with nothing to read in them. A view that defines
``accessible_value()`` (and may set the class attribute ``accessible_role``) gets, through
the factory installed here, an accessibility interface that is also a **text interface**
(the text is that value: the square under the board's cursor, the rack's letters, the time
left), and, when the view also defines ``accessible_number()`` (the timer: seconds left of
the turn's), a **value interface**. The bridges export both: AT-SPI's ``Text`` and
``Value``, UIA's Text and RangeValue patterns.

Three ways a change reaches the user, each used where it is heard best:

- ``text_changed`` when the view's text changed (the board's cursor moved): a text update
  event, and the view's accessible description follows the text, so a screen reader that
  speaks the focused object's new description (Orca 43 does) says the new square;
- ``announce`` for what is worth hearing wherever the focus is (the call, a pause, time up,
  a new rack, the reveal): an announcement event (Qt 6.8 and later; AT-SPI's
  ``object:announcement``, UIA's notification), and a value change event for a view with
  a value;
- never on every repaint or every second.
"""

from __future__ import annotations

import atexit
import sys
import weakref

import shiboken6
from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleInterface,
    QAccessibleTextInterface,
    QAccessibleTextUpdateEvent,
    QAccessibleValueChangeEvent,
    QAccessibleValueInterface,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

try:  # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: the value change event alone
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]


def _no_interface() -> shiboken6.VoidPtr:
    return shiboken6.VoidPtr(0)


class PaintedAccessible(QAccessibleWidget, QAccessibleTextInterface, QAccessibleValueInterface):
    """A painted view as assistive technology sees it: its role, name, text and value.

    One Python object serves the three C++ interfaces (shiboken gives each base its own C++
    part); ``interface_cast`` hands Qt the part it asks for, which is how the bridge learns
    that the view has a text and a value."""

    def __init__(self, widget: QWidget, role: QAccessible.Role) -> None:
        QAccessibleWidget.__init__(self, widget, role)
        QAccessibleTextInterface.__init__(self)
        QAccessibleValueInterface.__init__(self)
        self._view = weakref.ref(widget)  # the interface must not keep its widget alive

    def _value(self) -> str:
        view = self._view()
        return str(view.accessible_value()) if view is not None else ""  # type: ignore[attr-defined]

    def _number(self) -> float | None:
        view = self._view()
        number = getattr(view, "accessible_number", None)
        return None if number is None else float(number()[0])

    def interface_cast(self, kind: QAccessible.InterfaceType):  # type: ignore[override]
        parts = shiboken6.getCppPointer(self)  # this object's C++ parts, one per base, in order
        if kind == QAccessible.InterfaceType.TextInterface:
            return shiboken6.VoidPtr(parts[1])
        if kind == QAccessible.InterfaceType.ValueInterface:
            return shiboken6.VoidPtr(parts[2]) if self._number() is not None else _no_interface()
        base = QAccessibleWidget.interface_cast(self, kind)
        return _no_interface() if base is None else base  # None would not convert back to C++

    # -- QAccessibleInterface (the Value text) and QAccessibleTextInterface ----------------

    def text(self, *args):  # type: ignore[override]
        if len(args) == 1:  # QAccessibleInterface.text(kind)
            if args[0] == QAccessible.Text.Value:
                return self._value()
            return QAccessibleWidget.text(self, args[0])
        start, end = args  # QAccessibleTextInterface.text(start, end)
        value = self._value()
        return value[max(0, start):len(value) if end < 0 else end]

    def characterCount(self) -> int:  # noqa: N802 - Qt override
        return len(self._value())

    def cursorPosition(self) -> int:  # noqa: N802 - Qt override
        return 0

    def setCursorPosition(self, position: int) -> None:  # noqa: N802 - Qt override
        pass

    def selectionCount(self) -> int:  # noqa: N802 - Qt override
        return 0

    def selection(self, index: int):  # type: ignore[override]
        return 0, 0

    def addSelection(self, start: int, end: int) -> None:  # noqa: N802 - Qt override
        pass

    def removeSelection(self, index: int) -> None:  # noqa: N802 - Qt override
        pass

    def setSelection(self, index: int, start: int, end: int) -> None:  # noqa: N802 - Qt override
        pass

    def characterRect(self, offset: int) -> QRect:  # noqa: N802 - Qt override
        return QRect()

    def offsetAtPoint(self, point) -> int:  # noqa: N802 - Qt override
        return -1

    def scrollToSubstring(self, start: int, end: int) -> None:  # noqa: N802 - Qt override
        pass

    def attributes(self, offset: int):  # type: ignore[override]
        return "", 0, len(self._value())

    def textAtOffset(self, offset: int, boundary):  # type: ignore[override]  # noqa: N802
        value = self._value()  # one line of text: any unit at any offset is the whole of it
        return value, 0, len(value)

    def textBeforeOffset(self, offset: int, boundary):  # type: ignore[override]  # noqa: N802
        return "", -1, -1

    def textAfterOffset(self, offset: int, boundary):  # type: ignore[override]  # noqa: N802
        return "", -1, -1

    # -- QAccessibleValueInterface (the timer: seconds left of the turn's) -----------------

    def currentValue(self) -> float:  # noqa: N802 - Qt override
        return self._number() or 0.0

    def setCurrentValue(self, value) -> None:  # noqa: N802 - Qt override
        pass  # read only

    def minimumValue(self) -> float:  # noqa: N802 - Qt override
        return 0.0

    def maximumValue(self) -> float:  # noqa: N802 - Qt override
        view = self._view()
        number = getattr(view, "accessible_number", None)
        return float(number()[1]) if number is not None else 0.0

    def minimumStepSize(self) -> float:  # noqa: N802 - Qt override
        return 1.0


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
    role = getattr(obj, "accessible_role", QAccessible.Role.StaticText)
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


def _active() -> bool:
    """Whether anything listens (a screen reader, or the bridge kept on): events cost nothing otherwise."""
    return QAccessible.isActive()


def text_changed(widget: QWidget, old: str) -> None:
    """The view's text changed from ``old`` (the board's cursor moved): a text update event,
    and the description follows it (what a screen reader speaks of the focused object)."""
    value = getattr(widget, "accessible_value", None)
    if value is None:
        return
    new = str(value())
    widget.setAccessibleDescription(new)  # Qt sends the description change itself
    if _active() and _installed:
        QAccessible.updateAccessibility(QAccessibleTextUpdateEvent(widget, 0, old, new))


def announce(widget: QWidget, message: str | None = None, assertive: bool = False) -> None:
    """Say ``message`` (by default the view's text) wherever the focus is: the call, a pause,
    time up, a new rack, the reveal. ``assertive`` interrupts what is being read (time up)."""
    value = getattr(widget, "accessible_value", None)
    text = message if message is not None else (str(value()) if value is not None else "")
    if not text or not _active():
        return
    if value is not None and hasattr(widget, "accessible_number") and _installed:
        QAccessible.updateAccessibility(QAccessibleValueChangeEvent(widget, text))
    if QAccessibleAnnouncementEvent is not None:
        event = QAccessibleAnnouncementEvent(widget, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)


__all__ = ["PaintedAccessible", "announce", "install", "text_changed"]
