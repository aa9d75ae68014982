"""The "new session" dialog: edition, word list, rules, players and where racks come from.

It only gathers choices (remembered in QSettings); creating the session, loading the word
list and checking everything is the engine's work, done by the main window.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from duplicate.base.errors import DuplicateError
from duplicate.base.inputs import InputError, parse_players
from duplicate.rules.presets import RuleSet, load_preset
from duplicate.base.errors import SessionError
from duplicate.roster.player import RosterPlayer, new_identity
from duplicate.session.names import read_team
from duplicate.session.session import RackSource, SeatedPlayer
from duplicate.storage.session_file import FILE_SUFFIX
from ui.widgets.engine_text import message_text, preset_description
from ui.widgets.forms import choose_game_to_replay, default_edition, edition_box, preset_box, word_list_row
from ui.widgets.board_view import font_scale
from ui.widgets.preferences import stored_bool, stored_int
from ui.arbiter.roster_picker import RosterPicker
from ui.arbiter.roster_place import open_roster
from ui.widgets import questions


@dataclass(frozen=True)
class NewSessionChoice:
    path: Path
    edition: str
    lexicon_path: str | None
    rules: RuleSet
    players: tuple[SeatedPlayer, ...]  # (table, name) or (table, name, roster identity)
    rack_source: RackSource
    seed: int | None
    prepared_file: str | None
    title: str


def default_session_folder() -> Path:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home()) / "Duplicate sessions"


class NewSessionDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New duplicate session"))
        self.settings = QSettings()
        self.choice: NewSessionChoice | None = None

        self.title_edit = QLineEdit()
        self.title_edit.setPlaceholderText(self.tr("e.g. Club night, 3 December"))
        self.edition_box = edition_box()
        self.lexicon_edit, lexicon_row = word_list_row(self)

        self.preset_box = preset_box()
        self.preset_box.currentIndexChanged.connect(self._load_preset_fields)
        self.preset_note = QLabel()
        self.preset_note.setWordWrap(True)
        self.seconds_box = QSpinBox()
        self.seconds_box.setRange(10, 3600)
        self.seconds_box.setSuffix(self.tr(" s"))
        self.call_box = QSpinBox()
        self.call_box.setRange(0, 3600)
        self.call_box.setSuffix(self.tr(" s"))
        self.call_box.setToolTip(self.tr("How long before the end of the turn \"write now\" is called (0: no call)"))
        self.horizontal_box = QCheckBox(self.tr("First move must be horizontal"))
        self.solo_box = QSpinBox()
        self.solo_box.setRange(0, 100)
        self.solo_min_box = QSpinBox()
        self.solo_min_box.setRange(0, 1000)
        self.warnings_box = QSpinBox()
        self.warnings_box.setRange(0, 100)
        self.warning_cost_box = QSpinBox()
        self.warning_cost_box.setRange(0, 100)
        self.penalty_box = QSpinBox()
        self.penalty_box.setRange(0, 100)
        self.wrong_score_box = QCheckBox(self.tr("A wrong written score is a warning"))
        self.late_box = QComboBox()
        self.late_box.addItem(self.tr("From the turn they join"), "joined")
        self.late_box.addItem(self.tr("From turn 1 (missed turns score 0)"), "start")
        self.late_box.setToolTip(self.tr("Which tops a latecomer's deviation counts"))
        self.ask_reveal_box = QCheckBox(self.tr("Ask before revealing when players have no entry"))

        rules_group = QGroupBox(self.tr("Rules"))
        rules_form = QFormLayout(rules_group)
        rules_form.addRow(self.tr("Preset"), self.preset_box)
        rules_form.addRow(self.preset_note)
        rules_form.addRow(self.tr("Time per turn"), self.seconds_box)
        rules_form.addRow(self.tr("\"Write now\" before the end"), self.call_box)
        rules_form.addRow(self.horizontal_box)
        rules_form.addRow(self.tr("Solo bonus"), self.solo_box)
        rules_form.addRow(self.tr("Solos from (players)"), self.solo_min_box)
        rules_form.addRow(self.tr("Warnings tolerated"), self.warnings_box)
        rules_form.addRow(self.tr("Cost of a further warning"), self.warning_cost_box)
        rules_form.addRow(self.tr("Penalty points"), self.penalty_box)
        rules_form.addRow(self.wrong_score_box)
        rules_form.addRow(self.tr("Latecomer's deviation"), self.late_box)
        rules_form.addRow(self.ask_reveal_box)

        self.players_edit = QPlainTextEdit()
        self.players_edit.setPlaceholderText(self.tr("One player a line: table number and name (\"12 Marie Dupont\"), or just names"))
        self.random_button = QRadioButton(self.tr("Random draws, seed:"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.players_edit.setAccessibleName(self.tr("Players"))
        self.own_button = QRadioButton(self.tr("Own letters (type each rack)"))
        self.prepared_button = QRadioButton(self.tr("Prepared game file:"))
        self.prepared_edit = QLineEdit()
        self.prepared_edit.setAccessibleName(self.tr("Prepared game file"))
        prepared_choose = QPushButton(self.tr("Choose…"))
        prepared_choose.clicked.connect(self._choose_prepared)
        self.generate_button = QPushButton(self.tr("Generate…"))
        self.generate_button.setToolTip(self.tr("Make prepared games to order: bingos, top total, blanks kept"))
        self.generate_button.clicked.connect(self._generate_prepared)
        self.random_button.setChecked(True)
        source_group = QGroupBox(self.tr("Racks"))
        source_layout = QVBoxLayout(source_group)
        row = QHBoxLayout()
        row.addWidget(self.random_button)
        row.addWidget(self.seed_edit, 1)
        source_layout.addLayout(row)
        source_layout.addWidget(self.own_button)
        source_layout.addWidget(self.prepared_button)
        # the file on a line of its own: the choice's label is long in some languages, and the
        # path must stay readable in all of them
        # (and its buttons under it: the group sits beside the rules, in the narrower column)
        indent = self.style().pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth) + 8
        row = QHBoxLayout()
        row.addSpacing(indent)
        row.addWidget(self.prepared_edit, 1)
        source_layout.addLayout(row)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(prepared_choose)
        row.addWidget(self.generate_button)
        source_layout.addLayout(row)
        self.prepared_edit.setMinimumWidth(200)

        self.file_edit = QLineEdit()
        self.file_edit.setAccessibleName(self.tr("Session file"))
        file_button = QPushButton(self.tr("Choose…"))
        file_button.clicked.connect(self._choose_file)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file_edit, 1)
        file_row.addWidget(file_button)

        form = QFormLayout()
        form.addRow(self.tr("Title"), self.title_edit)
        form.addRow(self.tr("Edition"), self.edition_box)
        form.addRow(self.tr("Word list"), lexicon_row)
        form.addRow(self.tr("Save as"), file_row)
        left_column = QWidget()
        left = QVBoxLayout(left_column)
        left.setContentsMargins(0, 0, 0, 0)
        left.addLayout(form)
        left.addWidget(self._players_group(), 1)  # the roster's list takes the height left over
        left.addWidget(self._class_widgets())
        right_column = QWidget()
        right = QVBoxLayout(right_column)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(rules_group)
        right.addWidget(source_group)  # beside the rules: the players' list takes the left's height
        right.addStretch(1)
        # with a large font (16 points) the rules and racks scroll rather than push the dialog
        # past a 1366x768 screen
        right_scroll = QScrollArea()
        right_scroll.setWidget(right_column)
        right_scroll.setWidgetResizable(True)
        right_scroll.setFrameShape(QFrame.Shape.NoFrame)
        right_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a very large font (24 points, 200 %): one column, the whole of it scrolling, so the
        # dialog fits a 1366x768 screen; else the rules and racks beside the players
        very_large = font_scale(self) > 1.9
        if not very_large:
            right_scroll.setMinimumWidth(right_column.sizeHint().width()
                                         + right_scroll.verticalScrollBar().sizeHint().width())
        body = QVBoxLayout() if very_large else QHBoxLayout()
        if very_large:
            right_scroll.takeWidget()
            right_scroll.deleteLater()
            whole = QWidget()
            column = QVBoxLayout(whole)
            column.addWidget(left_column)
            column.addWidget(right_column)
            right_scroll = QScrollArea()
            right_scroll.setWidget(whole)
            right_scroll.setWidgetResizable(True)
            right_scroll.setFrameShape(QFrame.Shape.NoFrame)
            right_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            body.addWidget(right_scroll, 1)
        else:
            body.addWidget(left_column, 3)  # the roster's list on the left, the rules and the racks on the right
            body.addWidget(right_scroll, 2)
        #: The dialog's two columns, left to right (Tab goes down the first, then the second).
        self.columns = (left_column, right_scroll)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create session"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(buttons)

        self._restore()
        self.preset_box.currentIndexChanged.connect(self._apply_class_mode)
        self._apply_class_mode()
        self.resize(1120, 640)  # the paths readable in every language, within a 1366x768 laptop

    # -- players: the roster and the names typed ---------------------------------------------

    def _players_group(self) -> QGroupBox:
        """The players of the evening: ticked in the club's roster, and any others typed below."""
        self.roster, problem = open_roster()
        self.roster_picker = RosterPicker(self.roster, problem)
        group = QGroupBox(self.tr("Players"))
        layout = QVBoxLayout(group)
        layout.addWidget(self.roster_picker, 3)
        others = QLabel(self.tr("Others tonight (one a line: table and name, or just a name):"))
        others.setWordWrap(True)
        layout.addWidget(others)
        layout.addWidget(self.players_edit, 1)
        self.players_edit.setMinimumHeight(48)
        self.players_edit.setMaximumHeight(90)
        return group

    def _players(self) -> list[SeatedPlayer] | None:
        """The roster's ticks and the names typed, at their tables; a name typed that the roster
        does not know is added to it when the arbiter agrees. None (after saying why) if wrong."""
        ticked = self.roster_picker.chosen()
        try:
            typed = parse_players(self.players_edit.toPlainText(), taken={table for table, *_ in ticked})
        except InputError as exc:
            questions.warn(self, self.tr("Players"), message_text(exc))
            return None
        players: list[SeatedPlayer] = list(ticked)
        ticked_ids = {identity for *_, identity in ticked}
        unknown: list[tuple[int, str]] = []
        teams = self.class_mode() and self.teams_box.isChecked()
        for table, line in typed:
            try:  # in a class with teams, "Team Blue: Emma, Noah" is a team (the engine's reading)
                name, members = read_team(line) if teams else (line, ())
            except (InputError, SessionError) as exc:
                questions.warn(self, self.tr("Players"), message_text(exc))
                return None
            if members:  # a team is tonight's, not the roster's
                players.append((table, name, None, members))
                continue
            known = self.roster.find_by_name(name) if self.roster is not None else None
            if known is not None and known.identity not in ticked_ids:
                players.append((table, known.name, known.identity))
                ticked_ids.add(known.identity)
            else:
                unknown.append((table, name))
        if unknown and self.roster is not None and questions.yes_no(
                self, self.tr("Club roster"), self.tr("Add these players to the club's roster?\n{0}").format(
                    ", ".join(name for _, name in unknown))):
            entries = [RosterPlayer(new_identity(), name) for _, name in unknown]
            try:
                self.roster.import_players(entries)
            except DuplicateError as exc:
                questions.warn(self, self.tr("Club roster"), message_text(exc))
                return None
            players += [(table, entry.name, entry.identity) for (table, _), entry in zip(unknown, entries)]
            self.roster.remember_tables({entry.identity: table for (table, _), entry in zip(unknown, entries)})
        else:
            players += unknown
        return sorted(players, key=lambda player: player[0])

    def done(self, result: int) -> None:
        super().done(result)
        if self.roster is not None:
            self.roster.close()
            self.roster = None

    # -- preferences ------------------------------------------------------------------------

    def _restore(self) -> None:
        s = self.settings
        index = self.edition_box.findData(s.value("new/edition", default_edition()))
        self.edition_box.setCurrentIndex(max(0, index))
        index = self.preset_box.findData(s.value("new/preset", "fisf"))
        self.preset_box.setCurrentIndex(max(0, index))
        self._load_preset_fields()
        self.seconds_box.setValue(stored_int(s, "new/seconds", self.seconds_box.value()))
        self.players_edit.setPlainText(str(s.value("new/players", "")))
        stamp = datetime.now().strftime("%Y-%m-%d %H.%M")
        name = self.tr("Session {0}").format(stamp)  # the file name offered, in the user's language
        self.file_edit.setText(str(default_session_folder() / f"{name}{FILE_SUFFIX}"))

    def _save(self) -> None:
        s = self.settings
        if self.class_mode():
            self._save_class_choices()
        else:
            s.setValue("new/edition", self.edition_box.currentData())
        s.setValue("new/preset", self.preset_box.currentData())
        s.setValue("new/seconds", self.seconds_box.value())
        s.setValue("new/players", self.players_edit.toPlainText())

    def _load_preset_fields(self) -> None:
        preset = load_preset(self.preset_box.currentData() or "fisf")
        self.preset_note.setText(preset_description(preset))
        self.seconds_box.setValue(preset.seconds_per_turn)
        self.call_box.setValue(preset.calls_before_end[0] if preset.calls_before_end else 0)
        self.horizontal_box.setChecked(preset.first_move_horizontal)
        self.solo_box.setValue(preset.solo_bonus)
        self.solo_min_box.setValue(preset.solo_min_players)
        self.warnings_box.setValue(preset.warnings_tolerated)
        self.warning_cost_box.setValue(preset.warning_cost)
        self.penalty_box.setValue(preset.penalty_points)
        self.wrong_score_box.setChecked(preset.wrong_score_warning)
        self.late_box.setCurrentIndex(max(0, self.late_box.findData(preset.late_deviation)))
        self.ask_reveal_box.setChecked(preset.ask_reveal_missing)

    # -- choosers -------------------------------------------------------------------------------

    def _choose_prepared(self) -> None:
        path = choose_game_to_replay(self, self.tr("Prepared game"))
        if path:
            self.prepared_edit.setText(path)
            self.prepared_button.setChecked(True)

    def _generate_prepared(self) -> None:
        from ui.arbiter.generate_dialog import GenerateGamesDialog

        dialog = GenerateGamesDialog(
            str(self.edition_box.currentData()), str(self.preset_box.currentData() or "fisf"),
            self.lexicon_edit.text().strip() or None, default_session_folder() / "Prepared games", self,
        )
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            self.prepared_edit.setText(str(dialog.chosen))
            self.prepared_button.setChecked(True)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the session as"), self.file_edit.text(),
            self.tr("Duplicate sessions (*{0})").format(FILE_SUFFIX),
        )
        if path:
            if not path.endswith(FILE_SUFFIX):
                path += FILE_SUFFIX
            self.file_edit.setText(path)

    # -- result ---------------------------------------------------------------------------------

    def rules(self) -> RuleSet:
        preset = load_preset(self.preset_box.currentData() or "fisf")
        call = self.call_box.value()
        return preset.with_changes(
            seconds_per_turn=self.seconds_box.value(),
            calls_before_end=[call] if 0 < call < self.seconds_box.value() else [],
            first_move_horizontal=self.horizontal_box.isChecked(),
            solo_bonus=self.solo_box.value(),
            solo_min_players=self.solo_min_box.value(),
            warnings_tolerated=self.warnings_box.value(),
            warning_cost=self.warning_cost_box.value(),
            penalty_points=self.penalty_box.value(),
            wrong_score_warning=self.wrong_score_box.isChecked(),
            late_deviation=self.late_box.currentData(),
            ask_reveal_missing=self.ask_reveal_box.isChecked(),
        )

    def _accept(self) -> None:
        seed_text = self.seed_edit.text().strip()
        if self.random_button.isChecked() and seed_text and not seed_text.isdigit():
            questions.warn(self, self.tr("Seed"), self.tr("The seed is a whole number (or empty for a random one)."))
            return
        path = Path(self.file_edit.text().strip())
        if not path.name:
            questions.warn(self, self.tr("Save as"), self.tr("Choose where to save the session."))
            return
        if path.suffix != FILE_SUFFIX:
            path = path.with_name(path.name + FILE_SUFFIX)
        if path.exists():
            questions.warn(self, self.tr("Save as"), self.tr("{0} already exists: choose another name.").format(path))
            return
        source = RackSource.RANDOM
        prepared = None
        if self.own_button.isChecked():
            source = RackSource.OWN
        elif self.prepared_button.isChecked():
            source = RackSource.PREPARED
            prepared = self.prepared_edit.text().strip()
            if not prepared:
                questions.warn(self, self.tr("Prepared game"), self.tr("Choose the prepared game file."))
                return
        try:
            rules = self.rules()
        except Exception as exc:  # noqa: BLE001 - a RuleSetError message for the arbiter
            questions.warn(self, self.tr("Rules"), message_text(exc))
            return
        players = self._players()  # last: it may add names to the roster
        if players is None:
            return
        self.choice = NewSessionChoice(
            path=path,
            edition=str(self.edition_box.currentData()),
            lexicon_path=self.lexicon_edit.text().strip() or None,
            rules=rules,
            players=tuple(players),
            rack_source=source,
            seed=int(seed_text) if seed_text else None,
            prepared_file=prepared,
            title=self.title_edit.text().strip(),
        )
        self._save()
        self.roster_picker.remember_tables()
        self.accept()

    # -- a class: the preset's own defaults and teams ----------------------------------------

    def _class_widgets(self) -> QWidget:
        """Team play, shown for a class: several pupils share a table under a team's name."""
        self.teams_box = QCheckBox(self.tr("Teams: pupils share a table, one team a line (\"Team Blue: Emma, Noah\")"))
        self.teams_box.setToolTip(self.tr("Two to four pupils a team; the sheet and the standings name them"))
        return self.teams_box

    def class_mode(self) -> bool:
        """Whether the chosen preset is for a class (points only)."""
        return load_preset(self.preset_box.currentData() or "fisf").points_only

    def _class_key(self, name: str) -> str:
        return f"new/class/{name}"

    def _apply_class_mode(self) -> None:
        """A class's defaults follow the user's language (the edition of the app's language),
        the school's word list for that edition is the one used last time, teams are offered."""
        on = self.class_mode()
        self.teams_box.setVisible(on)
        if not on:
            return
        s = self.settings
        index = self.edition_box.findData(s.value(self._class_key("edition"), default_edition()))
        self.edition_box.setCurrentIndex(max(0, index))
        self.lexicon_edit.setText(str(s.value(self._class_key(f"word_list/{self.edition_box.currentData()}"), "")))
        self.teams_box.setChecked(stored_bool(s, self._class_key("teams"), True))
        self.players_edit.setPlaceholderText(self.tr("One pupil or team a line: \"Team Blue: Emma, Noah\" or \"Liam\""))

    def _save_class_choices(self) -> None:
        s = self.settings
        edition = self.edition_box.currentData()
        s.setValue(self._class_key("edition"), edition)
        s.setValue(self._class_key(f"word_list/{edition}"), self.lexicon_edit.text().strip())
        s.setValue(self._class_key("teams"), self.teams_box.isChecked())
