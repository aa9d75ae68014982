"""Keyboard focus for every window: a visible 2-pixel focus frame, and the Tab order in the
order the controls sit on the screen.

Qt's Fusion style marks a focused button with a 1-pixel line that is hard to see from a
projector or with low vision. ``FocusFrameStyle``, the app's style, draws a 2-pixel frame in
the palette's highlight colour on whatever has the focus (buttons, fields, boxes, tabs,
table cells; the board paints its own ring); ``install`` sets it once.

``screen_order`` lists the controls Tab can reach in reading order (row by row, left to
right, one column after another), and ``follow_screen`` sets the Tab order to it: a window
built in another order than it is laid out still tabs as it reads.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

#: The width of the focus frame, in pixels (WCAG 2.4.13 asks 2 CSS pixels and 3:1).
FRAME_WIDTH = 2


class FocusFrameStyle(QProxyStyle):
    """The app's style with a 2-pixel focus frame in the highlight colour, drawn over what
    the style draws for a focused button, field, box, tab or table cell."""

    def _frame(self, option: QStyleOption, painter: QPainter) -> None:
        if not option.state & QStyle.StateFlag.State_HasFocus:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        pen = QPen(QColor(option.palette.highlight().color()), FRAME_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = FRAME_WIDTH // 2
        painter.drawRect(QRect(option.rect).adjusted(half, half, -half, -half))
        painter.restore()

    def drawPrimitive(self, element, option, painter, widget=None) -> None:  # noqa: N802 - Qt override
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            self._frame(option, painter)  # check boxes, radio buttons, tabs, table cells
            return
        super().drawPrimitive(element, option, painter, widget)
        if element == QStyle.PrimitiveElement.PE_FrameLineEdit:
            self._frame(option, painter)

    def drawControl(self, element, option, painter, widget=None) -> None:  # noqa: N802 - Qt override
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_PushButtonBevel:
            self._frame(option, painter)

    def drawComplexControl(self, control, option, painter, widget=None) -> None:  # noqa: N802 - Qt override
        super().drawComplexControl(control, option, painter, widget)
        if control in (QStyle.ComplexControl.CC_SpinBox, QStyle.ComplexControl.CC_ComboBox,
                       QStyle.ComplexControl.CC_ToolButton):
            self._frame(option, painter)


#: The style installed, kept alive here for as long as the application uses it.
_installed: list[FocusFrameStyle] = []


def install(app: QCoreApplication | None = None) -> None:
    """The 2-pixel focus frame for the whole app (once; each window calls it when built)."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if not isinstance(app, QApplication) or _installed or isinstance(app.style(), FocusFrameStyle):
        return
    style = FocusFrameStyle(app.style().name())
    _installed.append(style)
    app.setStyle(style)


def tab_reachable(widget: QWidget, top: QWidget) -> bool:
    """Whether Tab stops on ``widget`` in ``top`` as it is now."""
    return (widget.isVisibleTo(top) and widget.isEnabled() and widget.focusProxy() is None
            and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus))


def tab_chain(top: QWidget) -> list[QWidget]:
    """The controls Tab visits in ``top``, in order, from its first one."""
    chain: list[QWidget] = []
    widget = top.nextInFocusChain()
    seen = set()
    while widget is not None and widget is not top and id(widget) not in seen:
        seen.add(id(widget))
        if top.isAncestorOf(widget) and tab_reachable(widget, top):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def screen_order(widgets: Iterable[QWidget], columns: Sequence[QWidget] = ()) -> list[QWidget]:
    """``widgets`` in reading order: column by column (``columns``, left to right; the rest
    after), and in a column row by row (widgets whose heights overlap share a row), left to
    right in a row."""
    def column(widget: QWidget) -> int:
        return next((i for i, c in enumerate(columns) if c is widget or c.isAncestorOf(widget)), len(columns))

    def rect(widget: QWidget) -> QRect:
        return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())

    widgets = list(widgets)
    # a control that holds others (a scroll area) comes just before the first of them, and
    # does not make a row of its own height
    holders = [w for w in widgets if any(w is not o and w.isAncestorOf(o) for o in widgets)]
    ordered: list[QWidget] = []
    groups: dict[int, list[QWidget]] = {}
    for widget in widgets:
        if widget not in holders:
            groups.setdefault(column(widget), []).append(widget)
    for index in sorted(groups):
        pending = sorted(groups[index], key=lambda w: (rect(w).top(), rect(w).left()))
        while pending:
            row = [pending.pop(0)]
            bottom = rect(row[0]).bottom()
            while pending and rect(pending[0]).top() < bottom - 2:  # overlaps the row: in it
                bottom = max(bottom, rect(pending[0]).bottom())
                row.append(pending.pop(0))
            ordered += sorted(row, key=lambda w: rect(w).left())
    for holder in sorted(holders, key=lambda w: -len([o for o in widgets if w.isAncestorOf(o)])):
        first = next((i for i, w in enumerate(ordered) if holder.isAncestorOf(w)), len(ordered))
        ordered.insert(first, holder)
    return ordered


def follow_screen(widgets: Sequence[QWidget]) -> None:
    """Tab goes through ``widgets`` in this order."""
    for first, second in zip(widgets, widgets[1:]):
        QWidget.setTabOrder(first, second)


__all__ = ["FRAME_WIDTH", "FocusFrameStyle", "follow_screen", "install", "screen_order", "tab_chain",
           "tab_reachable"]
