"""Remembered choices read back from the settings file as their types; a damaged value (the
INI file is text anyone may edit) falls back to its default instead of breaking the window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from session_helpers import lexicon
from ui.widgets.preferences import stored_bool, stored_int, stored_paths
from ui_support import dialogs, isolated_settings  # noqa: F401 - fixtures


def _settings_file(tmp_path: Path, text: str) -> None:
    """The app's settings as a user left them (the folder ``isolated_settings`` points Qt to)."""
    path = tmp_path / "settings" / "duplicate-scrabble-tests" / "tests.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_values_saved_as_text_are_read_as_their_types(tmp_path):
    _settings_file(tmp_path, "[phones]\nport=9000\nfeedback=true\n[General]\nrecent=/a/one.duplicate\n")
    settings = QSettings()
    assert stored_int(settings, "phones/port", 8765) == 9000
    assert stored_bool(settings, "phones/feedback", False) is True
    assert stored_paths(settings, "recent") == ["/a/one.duplicate"]  # one path comes back as text
    settings.setValue("recent", ["/a/one.duplicate", "/b/two.duplicate"])
    assert stored_paths(settings, "recent") == ["/a/one.duplicate", "/b/two.duplicate"]
    assert stored_int(settings, "missing", 7) == 7 and stored_paths(settings, "missing") == []


def test_damaged_values_fall_back_to_their_defaults(tmp_path):
    _settings_file(tmp_path, "[phones]\nport=eighty\n[new]\nseconds=3 minutes\n")
    settings = QSettings()
    assert stored_int(settings, "phones/port", 8765) == 8765
    assert stored_int(settings, "new/seconds", 180) == 180
    settings.setValue("recent", 5)  # a number where the list of files goes
    assert stored_paths(settings, "recent") == []


def test_the_phones_dialog_opens_on_a_damaged_port(qtbot, tmp_path, dialogs):
    from ui.phones.dialog import PhonesDialog
    from ui.phones.service import DEFAULT_PORT

    _settings_file(tmp_path, "[phones]\nport=eighty\nallow_new=true\n")
    with Session.create(tmp_path / "club.duplicate", SessionSettings("en", lexicon("en").identity,
                                                                     load_preset("fisf"), seed=3), lexicon("en")) as session:
        dialog = PhonesDialog(session, None)
        qtbot.addWidget(dialog)
        assert dialog.port_box.value() == DEFAULT_PORT
        assert dialog.allow_new_box.isChecked()  # the sound values are still read


def test_the_new_session_and_training_dialogs_open_on_damaged_times(qtbot, tmp_path):
    from ui.arbiter.new_session import NewSessionDialog
    from ui.training.dialogs import TrainingStartDialog

    _settings_file(tmp_path, "[new]\nseconds=3 minutes\n[training]\nseconds=slow\n")
    new = NewSessionDialog()
    qtbot.addWidget(new)
    assert new.seconds_box.value() == load_preset(new.preset_box.currentData()).seconds_per_turn
    training = TrainingStartDialog()
    qtbot.addWidget(training)
    assert training.time_group.checkedId() == 180
