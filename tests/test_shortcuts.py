"""Every keyboard shortcut of the arbiter's window is listed (F1) and no two actions share one."""

from __future__ import annotations

from ui.main_window import MainWindow
from ui.widgets.help import ShortcutsDialog
from ui_support import isolated_settings  # noqa: F401 - fixtures


def test_shortcuts_are_listed_and_unique(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    rows = window.shortcut_list()
    keys = [k for k, _ in rows]
    for needed in ("Ctrl+D", "F5", "F6", "F9", "F4", "Ctrl+Z", "Ctrl+Shift+Z", "F10", "F11", "Ctrl+G", "F1"):
        assert any(needed == k or k.startswith(needed + " ") for k in keys), needed
    menu_keys = [k for k, _ in rows if not k.startswith(("Enter", "Esc", "Delete", "Double", "F11 /"))]
    assert len(menu_keys) == len(set(menu_keys)), "two actions share a shortcut"
    dialog = ShortcutsDialog(rows, window)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == len(rows)
