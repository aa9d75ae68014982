"""The names the app makes up and stores are in the user's language: a training game's title
and file name, its title when replayed ("racks of ..."), the end-of-game summary's statistics, a
generated game's title and the file a new session offers (here in French)."""

from __future__ import annotations

from pathlib import Path

from duplicate.records.game_record import read_record
from duplicate.training import game as training
from ui.arbiter.generate_dialog import GenerateGamesDialog
from ui.arbiter.new_session import NewSessionDialog
from ui.training.dialogs import SummaryDialog, TrainingChoice
from ui.widgets.language import install_language
from test_training_app import _window, fr, french_lexicon  # noqa: F401 - fixtures
from test_training_whatif import _choice, _play_by_reference
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

SHOTS = Path(__file__).resolve().parent / "output"  # screenshots to look at (not compared)
SHOTS.mkdir(exist_ok=True)


def test_the_names_the_app_makes_up_are_in_french(qtbot, tmp_path, french_lexicon):
    """A training game's stored title, shown as "racks of ..." when it is replayed, and a
    generated game's title are named in the user's language."""
    install_language("fr")
    try:
        window = _window(qtbot, tmp_path)
        first = window.start_game(_choice(seed=7))
        assert first.settings.title == "Entraînement"
        assert first.store.path.name.startswith("Entraînement 20"), first.store.path.name
        assert window.windowTitle().startswith("Entraînement 20")
        _play_by_reference(qtbot, window.page, first.tops()[0])  # a turn played: a game to replay
        summary = SummaryDialog(training.summarize(first))  # the end-of-game summary's statistics
        qtbot.addWidget(summary)
        assert ("Tops trouvés\u00a0: <b>1</b> sans indice, <b>0</b> avec indices (coups comptés\u00a0: <b>1</b>)."
                in summary.play_label.text())
        assert "Scrabbles trouvés" in summary.play_label.text() and "found" not in summary.play_label.text()
        path = str(first.store.path)
        window.close_game()
        replay = TrainingChoice("fr", None, "fisf", 0, None, path, "Moi")
        second = window.start_game(replay)
        shown = window.page.bag_label.text()
        assert "tirages de «\u00a0Entraînement\u00a0»" in shown and "Training" not in shown, shown
        assert second.settings.title == "Entraînement\u00a0: Entraînement"
        window.resize(1366, 768)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / "training_fr_replay_header_1366x768.png"))
        window.close_game()

        dialog = GenerateGamesDialog("fr", "fisf", None, tmp_path / "games", jobs=1)
        qtbot.addWidget(dialog)
        dialog.games_box.setValue(1)
        dialog.generate_button.click()
        qtbot.waitUntil(lambda: dialog.run is not None and dialog.run.state().finished
                        and not dialog.timer.isActive(), timeout=60_000)
        record = read_record(dialog.games_list.item(0).data(0x0100))
        assert record["settings"]["title"].startswith("Partie générée, graine "), record["settings"]

        new_session = NewSessionDialog()
        qtbot.addWidget(new_session)
        offered = Path(new_session.file_edit.text()).name  # the file the arbiter's new session offers
        assert offered.startswith("Partie 20") and offered.endswith(".duplicate"), offered
    finally:
        install_language("en")
