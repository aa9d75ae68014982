"""*New session -> prepared game -> Generate...*: prepared games made to order.

The dialog gathers the bounds (bingos, top total, turns with a blank kept), then the engine
(``duplicate.generate.GenerationRun``) plays and writes the games off the GUI thread, on
every core; the dialog polls its state on a timer (progress bar, the games kept so far) and
Cancel stops it after the game under way. The arbiter picks one of the games written and it
becomes the new session's prepared game.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from duplicate.base.errors import DuplicateError
from duplicate.records.generate import GameFilter, GameRequest, GenerationRun
from duplicate.base.parallel import default_jobs
from ui.widgets.engine_text import message_text
from ui.widgets.worker_gc import track_worker
from ui.widgets import questions

POLL_MS = 100
#: The spin boxes' "no bound" value (shown as "any").
ANY = -1


def _bound_box(maximum: int, value: int = ANY) -> QSpinBox:
    box = QSpinBox()
    box.setRange(ANY, maximum)
    box.setSpecialValueText(QCoreApplication.translate("GenerateGamesDialog", "any"))
    box.setValue(value)
    return box


def _bound(box: QSpinBox) -> int | None:
    return None if box.value() == ANY else box.value()


class GenerateGamesDialog(QDialog):
    """Generate prepared games for ``edition``/``preset`` (and a word list file, if any)."""

    def __init__(self, edition: str, preset: str, lexicon_path: str | None, folder: Path,
                 parent: QWidget | None = None, jobs: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Generate prepared games"))
        #: the games' stored title, in the user's language ({seed} is the game's seed)
        self.request = GameRequest(edition, preset, lexicon_path, title=self.tr("Generated game, seed {seed}"))
        self.jobs = jobs or default_jobs()
        self.chosen: Path | None = None
        self.run: GenerationRun | None = None

        self.games_box = QSpinBox()
        self.games_box.setRange(1, 1000)
        self.games_box.setValue(10)
        self.min_bingos = _bound_box(30)
        self.max_bingos = _bound_box(30)
        self.min_total = _bound_box(5000)
        self.max_total = _bound_box(5000)
        self.max_unused_blanks = _bound_box(30)
        self.max_unused_blanks.setToolTip(self.tr("Turns whose master move keeps a blank on the rack"))
        self.seed_box = QSpinBox()
        self.seed_box.setRange(1, 1_000_000_000)
        self.folder_edit = QLineEdit(str(folder))
        folder_button = QPushButton(self.tr("Choose…"))
        folder_button.clicked.connect(self._choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(folder_button)

        def pair(low: QSpinBox, high: QSpinBox) -> QHBoxLayout:
            row = QHBoxLayout()
            row.addWidget(QLabel(self.tr("from")))
            row.addWidget(low, 1)
            row.addWidget(QLabel(self.tr("to")))
            row.addWidget(high, 1)
            return row

        form = QFormLayout()
        form.addRow(self.tr("Games to write"), self.games_box)
        form.addRow(self.tr("Bingos"), pair(self.min_bingos, self.max_bingos))
        form.addRow(self.tr("Top total"), pair(self.min_total, self.max_total))
        form.addRow(self.tr("Turns with a blank kept, at most"), self.max_unused_blanks)
        form.addRow(self.tr("First seed"), self.seed_box)
        form.addRow(self.tr("Folder"), folder_row)

        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.status = QLabel(self.tr("{0} edition, {1} rules; games are played on {2} cores.").format(
            edition, preset, self.jobs))
        self.status.setWordWrap(True)
        self.games_list = QListWidget()
        self.games_list.itemDoubleClicked.connect(lambda *_: self._use())
        self.games_list.currentRowChanged.connect(lambda *_: self._update_buttons())

        self.buttons = QDialogButtonBox()
        self.generate_button = self.buttons.addButton(self.tr("Generate"), QDialogButtonBox.ButtonRole.ActionRole)
        self.use_button = self.buttons.addButton(self.tr("Use this game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.generate_button.clicked.connect(self.start)
        self.use_button.clicked.connect(self._use)
        self.cancel_button.clicked.connect(self._cancel)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.games_list, 1)
        layout.addWidget(self.buttons)

        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)
        self._update_buttons()
        self.resize(640, 560)

    # -- the run ----------------------------------------------------------------------------------

    def start(self) -> None:
        try:
            game_filter = GameFilter(_bound(self.min_bingos), _bound(self.max_bingos), _bound(self.min_total),
                                     _bound(self.max_total), _bound(self.max_unused_blanks))
        except DuplicateError as exc:
            questions.warn(self, self.windowTitle(), message_text(exc))
            return
        folder = Path(self.folder_edit.text().strip() or ".")
        self.games_list.clear()
        self.run = GenerationRun(self.request, self.games_box.value(), game_filter, folder,
                                 first_seed=self.seed_box.value(), jobs=self.jobs)
        track_worker(self.run.alive)
        self.run.start()
        self.timer.start()
        self._poll()

    def _poll(self) -> None:
        if self.run is None:
            return
        state = self.run.state()
        for path, figures in state.written[self.games_list.count():]:
            item = QListWidgetItem(f"{path.name} — {message_text(figures.summary())}")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.games_list.addItem(item)
            if self.games_list.currentRow() < 0:
                self.games_list.setCurrentRow(0)
        p = state.progress
        done = 1.0 if state.finished else max(p.kept / p.wanted, p.played / p.tries)
        self.progress.setValue(int(1000 * done))
        text = self.tr("{0} of {1} games kept, {2} played").format(p.kept, p.wanted, p.played)
        if state.finished:
            self.timer.stop()
            if state.error:
                text = self.tr("Stopped: {0}").format(message_text(state.error))
            elif state.cancelled:
                text += self.tr(" — cancelled")
            elif p.kept < p.wanted:
                text += self.tr(" — no more seeds to try: widen the bounds")
            else:
                text += self.tr(" — done")
        elif state.cancelled:
            text += self.tr(" — cancelling…")
        self.status.setText(text)
        self._update_buttons()

    @property
    def running(self) -> bool:
        return self.run is not None and not self.run.state().finished

    def _update_buttons(self) -> None:
        running = self.running
        self.generate_button.setEnabled(not running)
        self.use_button.setEnabled(self.games_list.currentItem() is not None)
        self.cancel_button.setText(self.tr("Stop") if running else self.tr("Close"))

    def _cancel(self) -> None:
        if self.running:
            assert self.run is not None
            self.run.cancel()
            self._poll()
        else:
            self.reject()

    def _use(self) -> None:
        item = self.games_list.currentItem()
        if item is None:
            return
        self.chosen = Path(item.data(Qt.ItemDataRole.UserRole))
        self._stop_and_wait()
        self.accept()

    def _stop_and_wait(self) -> None:
        if self.run is not None:
            self.run.cancel()
            self.run.wait()
        self.timer.stop()

    def reject(self) -> None:
        self._stop_and_wait()
        super().reject()

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder for the games"), self.folder_edit.text())
        if folder:
            self.folder_edit.setText(folder)
