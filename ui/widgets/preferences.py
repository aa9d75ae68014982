"""The app's remembered choices (``QSettings``), read back as the types they were saved as.

``QSettings.value`` gives back whatever the settings hold: on Linux an INI file where every
value is text, which anyone may edit. A value that does not read as its type counts as
missing, so a damaged preference falls back to its default instead of breaking the window
that reads it.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings


def stored_int(settings: QSettings, key: str, default: int) -> int:
    """A whole number (``default`` when absent or not a whole number)."""
    value = settings.value(key, default)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    try:
        return int(str(value))
    except ValueError:
        return default


def stored_bool(settings: QSettings, key: str, default: bool) -> bool:
    """A yes/no choice (Qt reads ``true``/``false`` and numbers)."""
    value = settings.value(key, default, type=bool)
    return value if isinstance(value, bool) else default


def stored_paths(settings: QSettings, key: str) -> list[str]:
    """A list of texts, such as file paths (an INI file gives a single one back as text)."""
    value = settings.value(key, [])
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)):
        return [str(item) for item in value]
    return []


__all__ = ["stored_bool", "stored_int", "stored_paths"]
