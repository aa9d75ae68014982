"""Where the club's roster is kept: the user's data folder, or a folder the arbiter chose (a USB
stick the club carries from one computer to the next), remembered in the preferences.

The roster is opened only when a window needs it, so a roster that is missing, damaged or on a
stick left at home never stops the app from starting: the window says why and offers another folder.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from duplicate.base.errors import DuplicateError
from duplicate.roster.store import FILE_NAME, Roster
from ui.widgets.engine_text import message_text

FOLDER_KEY = "roster/folder"


def default_folder() -> Path:
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(data or Path.home() / ".duplicate-scrabble")


def roster_folder() -> Path:
    """The folder the arbiter chose for the roster, else the user's data folder."""
    chosen = QSettings().value(FOLDER_KEY, "")
    return Path(str(chosen)) if chosen else default_folder()


def set_roster_folder(folder: Path | None) -> None:
    """Keep the roster in ``folder`` from now on (None or the user's data folder: the default)."""
    if folder is None or folder == default_folder():
        QSettings().remove(FOLDER_KEY)
    else:
        QSettings().setValue(FOLDER_KEY, str(folder))


def roster_path() -> Path:
    return roster_folder() / FILE_NAME


def default_categories() -> list[str]:
    """The categories a new roster starts with, in the arbiter's language (an editable list)."""
    return [QCoreApplication.translate("Roster", "Junior"), QCoreApplication.translate("Roster", "Senior"),
            QCoreApplication.translate("Roster", "Veteran")]


def open_roster(create: bool = True) -> tuple[Roster | None, str]:
    """The roster, or None and why it cannot be opened (in the user's language); without
    ``create``, None and no reason when the club has no roster yet."""
    folder = roster_folder()
    if not create and not (folder / FILE_NAME).exists():
        return None, ""
    try:
        if folder == default_folder():
            folder.mkdir(parents=True, exist_ok=True)  # a chosen folder (a stick) is never made up
        return Roster.open(folder / FILE_NAME, default_categories()), ""
    except DuplicateError as exc:
        return None, message_text(exc)
    except OSError as exc:
        return None, QCoreApplication.translate("Roster", "The roster cannot be opened: {0}").format(
            exc.strerror or str(exc))
