"""New session -> prepared game -> Generate...: the dialog runs the engine off the GUI thread,
shows progress, can be stopped, and the game picked becomes the session's prepared game."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from duplicate.records.game_record import prepared_turns, read_record
from duplicate.session.session import RackSource
from ui.arbiter import generate_dialog
from ui.arbiter.generate_dialog import GenerateGamesDialog
from ui.arbiter.new_session import NewSessionDialog
from ui.main_window import MainWindow
from ui_support import dialogs, isolated_settings  # noqa: F401 - fixtures

SHOTS = Path(os.environ.get("DUPLICATE_SHOTS", Path(__file__).resolve().parent / "output"))


def _wait_finished(qtbot, dialog: GenerateGamesDialog, timeout: int = 60_000) -> None:
    qtbot.waitUntil(lambda: dialog.run is not None and dialog.run.state().finished and not dialog.timer.isActive(),
                    timeout=timeout)


def test_generate_writes_games_and_the_one_picked_is_used(qtbot, tmp_path: Path) -> None:
    dialog = GenerateGamesDialog("fr", "fisf", None, tmp_path / "games", jobs=1)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games_box.setValue(2)
    dialog.min_total.setValue(900)
    dialog.generate_button.click()
    # the click returned while the games are still being played (off the GUI thread)
    assert not dialog.generate_button.isEnabled() and dialog.cancel_button.text() == "Stop"
    _wait_finished(qtbot, dialog)
    assert dialog.games_list.count() == 2 and dialog.progress.value() == 1000
    assert "2 of 2 games kept" in dialog.status.text() and "done" in dialog.status.text()
    for row in range(2):
        record = read_record(dialog.games_list.item(row).data(0x0100))
        assert record["summary"]["top_total"] >= 900
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(SHOTS / "generate_dialog_done.png"))
    dialog.games_list.setCurrentRow(1)
    dialog.use_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen == Path(dialog.games_list.item(1).data(0x0100)) and dialog.chosen.exists()


def test_stop_ends_the_run_early(qtbot, tmp_path: Path) -> None:
    dialog = GenerateGamesDialog("fr", "fisf", None, tmp_path / "games", jobs=1)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games_box.setValue(200)
    dialog.generate_button.click()
    qtbot.waitUntil(lambda: dialog.run.state().progress.played >= 1, timeout=30_000)
    dialog.cancel_button.click()  # "Stop" while running
    _wait_finished(qtbot, dialog)
    state = dialog.run.state()
    assert state.cancelled and state.progress.played < 200
    assert "cancelled" in dialog.status.text()
    assert dialog.generate_button.isEnabled() and dialog.cancel_button.text() == "Close"
    assert len(list((tmp_path / "games").glob("*.json"))) == dialog.games_list.count() == state.progress.kept


def test_bad_bounds_are_refused_with_a_message(qtbot, tmp_path: Path, dialogs) -> None:
    dialog = GenerateGamesDialog("fr", "fisf", None, tmp_path / "games", jobs=1)
    qtbot.addWidget(dialog)
    dialog.min_bingos.setValue(9)
    dialog.max_bingos.setValue(6)
    dialog.generate_button.click()
    assert dialog.run is None
    assert dialogs and "above the maximum" in dialogs[-1][1]


def test_new_session_dialog_takes_the_generated_game(qtbot, tmp_path: Path, monkeypatch) -> None:
    class Unattended(GenerateGamesDialog):
        """The real dialog, with its modal loop replaced by what an arbiter does in it."""

        def exec(self) -> int:
            assert (self.request.edition, self.request.preset) == ("fr", "fisf")
            self.folder_edit.setText(str(tmp_path / "games"))
            self.jobs = 1
            self.games_box.setValue(1)
            self.start()
            _wait_finished(qtbot, self)
            self.games_list.setCurrentRow(0)
            self._use()
            return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(generate_dialog, "GenerateGamesDialog", Unattended)
    window = MainWindow()
    qtbot.addWidget(window)
    dialog = NewSessionDialog(window)
    qtbot.addWidget(dialog)
    dialog.edition_box.setCurrentIndex(dialog.edition_box.findData("fr"))
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("fisf"))
    for width, height in ((1366, 768), (1920, 1080)):
        dialog.resize(min(width, 1000), min(height, 700))
        SHOTS.mkdir(parents=True, exist_ok=True)
        assert dialog.grab().save(str(SHOTS / f"new_session_generate_{width}x{height}.png"))
    dialog.generate_button.click()
    assert dialog.prepared_button.isChecked()
    chosen = Path(dialog.prepared_edit.text())
    assert chosen.parent == tmp_path / "games" and chosen.exists()
    dialog.file_edit.setText(str(tmp_path / "club.duplicate"))
    dialog._accept()
    assert dialog.choice is not None and dialog.choice.rack_source is RackSource.PREPARED
    session = window.create_session(dialog.choice)
    assert session is not None
    first = session.draw()
    assert first is not None
    assert session.tiles_text(first.draw.rack) == prepared_turns(read_record(chosen))[0].rack


@pytest.mark.parametrize("value, expected", [(-1, None), (0, 0), (7, 7)])
def test_any_means_no_bound(qtbot, value: int, expected) -> None:
    box = generate_dialog._bound_box(30, value)
    assert generate_dialog._bound(box) == expected
    if value == -1:
        assert box.text() == "any"
