"""The Club season window under pytest-qt (issue 26, items 3-5): real session files read off
the GUI thread, the standings table, the rule and dates changing them, the progress chart,
the PDF and CSV exports, the merge of clubs' files and its refusal of a damaged file.

Set DUPLICATE_SEASON_SHOTS to a folder to keep screenshots of the tabs.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtCharts")

from PySide6.QtCore import QDate

from tests.season_helpers import expected_evening, play_evening
from tests.test_merge import CLUBS
from tests.test_season import EVENINGS


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("season-window")
    made = []
    with pytest.MonkeyPatch.context() as monkeypatch:
        for day, seed, players in EVENINGS:
            made.append((play_evening(folder / f"{day}.duplicate", players, day=day, seed=seed,
                                      monkeypatch=monkeypatch), players))
        origin = play_evening(folder / "origin.duplicate", [("Origin", "TTTT")], seed=21, club="Origin",
                              monkeypatch=monkeypatch)
        from duplicate.records.game_record import prepared_turns
        from duplicate.session.session import Session
        from tests.session_helpers import lexicon

        session = Session.open(origin, lexicon("fr"), read_only=True)
        racks = prepared_turns(session)
        session.close()
        clubs = [play_evening(folder / f"club-{n}.duplicate", players, club=club, prepared=racks,
                              monkeypatch=monkeypatch) for n, (club, players) in enumerate(CLUBS.items(), start=1)]
    return folder, made, clubs


def _shot(widget, name: str) -> None:
    folder = os.environ.get("DUPLICATE_SEASON_SHOTS")
    if folder:
        widget.grab().save(str(Path(folder) / f"{name}.png"))


@pytest.fixture
def window(qtbot):
    from ui.season.window import SeasonWindow

    shown = SeasonWindow()
    qtbot.addWidget(shown)
    shown.resize(1366, 768)
    shown.show()
    yield shown
    shown.wait_for_work()


def test_the_season_table_shows_the_hand_worked_standings(window, files, qtbot) -> None:
    folder, made, _ = files
    window.add_files([str(p) for p, _ in made])
    qtbot.waitUntil(lambda: window.standings is not None, timeout=30_000)
    # the percent rule: each person's average percentage, worked out from the stored tops
    window.rule.setCurrentIndex(window.rule.findData("percent"))
    people: dict[str, list[float]] = {}
    for path, players in made:
        for name, figures in expected_evening(path, players).items():
            people.setdefault(" ".join(name.split()).casefold(), []).append(figures[2])
    rows = window.season_model.rows()
    assert len(rows) == len(people) == 6
    shown = {" ".join(r[1].split()).casefold(): r[4] for r in rows}
    assert shown == {name: f"{round(sum(v) / len(v), 2):.2f}" for name, v in people.items()}
    # the dates: the autumn of 2025 only holds two evenings
    window.period.setCurrentIndex(window.period.findData("range"))
    window.first_day.setDate(QDate(2025, 9, 1))
    window.last_day.setDate(QDate(2025, 12, 31))
    assert window.standings is not None and len(window.standings.evenings) == 2
    assert all(int(r[2]) <= 2 for r in window.season_model.rows())
    window.period.setCurrentIndex(window.period.findData("season"))
    window.season_year.setValue(2024)
    assert window.standings is None and window.season_model.rowCount() == 0
    assert "No evening" in window.season_note.text()
    window.season_year.setValue(2025)
    window.rule.setCurrentIndex(window.rule.findData("best"))
    window.best.setValue(2)
    assert window.standings.best == 2
    _shot(window, "season-standings")


def test_exports_write_a_pdf_and_the_languages_csv(window, files, qtbot, tmp_path) -> None:
    _, made, _ = files
    window.add_files([str(p) for p, _ in made])
    qtbot.waitUntil(lambda: window.standings is not None, timeout=30_000)
    pdf, csv = tmp_path / "season.pdf", tmp_path / "season.csv"
    window.write_season_pdf(str(pdf))
    window.write_season_csv(str(csv))
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 2000
    lines = csv.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + 6 and lines[0].startswith("\ufeffrank,name")  # a spreadsheet reads accents as UTF-8


def test_the_progress_chart_draws_a_players_evenings(window, files, qtbot, tmp_path) -> None:
    _, made, _ = files
    window.add_files([str(p) for p, _ in made])
    qtbot.waitUntil(lambda: window.standings is not None, timeout=30_000)
    window.tabs.setCurrentIndex(1)
    window.player.setCurrentIndex(window.player.findData("name:anne"))
    expected = [expected_evening(path, players)["Anne"][2] for path, players in made]
    points = [window.chart.percents.at(i).y() for i in range(window.chart.percents.count())]
    assert points == expected
    assert window.chart.best.at(0).y() == max(expected)
    assert window.chart.average.at(0).y() == round(sum(expected) / 3, 2)
    no_moves = sum(dict((p[0], p[1]) for p in players)["Anne"].count("-") for _, players in made)
    assert window.worst_model.rowCount() == min(5, no_moves) == 3  # each "no move" loses the whole top
    pdf, class_pdf = tmp_path / "anne.pdf", tmp_path / "class.pdf"
    window.write_progress_pdf(str(pdf))
    window.write_class_pdf(str(class_pdf))
    assert pdf.read_bytes().startswith(b"%PDF") and class_pdf.read_bytes().startswith(b"%PDF")
    _shot(window, "season-progress")


def test_the_merge_tab_ranks_clubs_and_names_a_refused_file(window, files, qtbot, tmp_path) -> None:
    _, _, clubs = files
    window.tabs.setCurrentIndex(2)
    window.add_club_files([str(p) for p in clubs])
    qtbot.waitUntil(lambda: window.merge is not None, timeout=30_000)
    rows = window.merge_model.rows()
    assert len(rows) == 6 and {r[2] for r in rows} == {"Lille", "Lyon", "club-3"}
    assert window.merge_exports[0].isEnabled()
    window.write_merge_csv(str(tmp_path / "merged.csv"))
    window.write_merge_pdf(str(tmp_path / "merged.pdf"))
    assert len((tmp_path / "merged.csv").read_text(encoding="utf-8").splitlines()) == 1 + 6
    assert (tmp_path / "merged.pdf").read_bytes().startswith(b"%PDF")
    _shot(window, "season-merge")
    junk = tmp_path / "broken club.duplicate"
    junk.write_bytes(b"\x00" * 500)
    window.add_club_files([str(junk)])
    qtbot.waitUntil(lambda: window.merge is None and "Not merged" in window.merge_note.text(), timeout=30_000)
    assert "broken club.duplicate" in window.merge_note.text()
    assert window.merge_model.rowCount() == 0 and not window.merge_exports[0].isEnabled()
