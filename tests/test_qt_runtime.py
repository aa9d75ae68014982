"""The installed Qt binding must not corrupt the interpreter: PySide6 6.12.0 dropped a
reference to None on every Qt call that returns nothing (processEvents, QRectF.setWidth,
...), which aborts Python 3.11 after a few repaints (pyproject.toml excludes that version;
this catches a regression)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QRectF


def test_process_events_keeps_none_alive(qapp) -> None:
    if sys.version_info >= (3, 12):  # None is immortal there: the count is meaningless
        return
    before = sys.getrefcount(None)
    rect = QRectF()
    for _ in range(500):
        QCoreApplication.processEvents()
        rect.setWidth(3.0)
    assert sys.getrefcount(None) >= before - 50
