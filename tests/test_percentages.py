"""Issue 41, item 3: one rounding of every percentage, from the exact value.

177 of 182 is 97.2527...%: the standings rounded it to 97.25 and the screen to 97.2 (half
even). Each expected figure here is recomputed independently, with ``decimal`` at 60 digits
and its own half-up rounding, never with the engine's function; the three cases of the issue
(97.3, 82.4, 83.9) and a true tie at two decimals (613 of 800 = 76.625%: 76.63) go through
every place a training player or an arbiter reads one.
"""

from __future__ import annotations

import csv
import io
from decimal import ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from duplicate import translations
from duplicate.base.percentage import percent_text, percentage, rounded
from duplicate.records.sheet import DECIMAL_COMMA, CsvStyle
from duplicate.training.game import TrainingSummary
from duplicate.training.stats import HistoryFilter, HistoryItem, history_csv, history_stats

#: (part, whole, one decimal, two decimals): the issue's three cases and a tie at two decimals
CASES = [(177, 182, "97.3", "97.25"), (350, 425, "82.4", "82.35"), (617, 735, "83.9", "83.95"),
         (613, 800, "76.6", "76.63")]


def _independent(part: int, whole: int, decimals: int) -> str:
    """100 * part / whole with 60 significant digits, then rounded half up once."""
    with localcontext() as context:
        context.prec = 60
        exact = Decimal(100 * part) / Decimal(whole)
        return str(exact.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP))


@pytest.mark.parametrize(("part", "whole", "one", "two"), CASES)
def test_the_issue_cases_round_once_from_the_exact_value(part, whole, one, two):
    assert _independent(part, whole, 1) == one and _independent(part, whole, 2) == two
    assert str(rounded(percentage(part, whole), 1)) == one
    assert str(rounded(percentage(part, whole), 2)) == two
    # the float of the exact value (what a summary keeps in its file) rounds the same way
    assert str(rounded(float(percentage(part, whole)), 1)) == one


@given(st.integers(min_value=0, max_value=5000), st.integers(min_value=1, max_value=5000),
       st.integers(min_value=0, max_value=3))
def test_any_percentage_rounds_as_an_independent_recomputation(part, whole, decimals):
    assert str(rounded(percentage(part, whole), decimals)) == _independent(part, whole, decimals)


@pytest.mark.parametrize(("code", "pattern"), [("en", "{0}%"), ("fr", "{0}\u202f%"), ("de", "{0}\u00a0%"),
                                               ("nl", "{0}%"), ("nb", "{0}\u00a0%")])
def test_every_language_shows_the_percentage_rounded_once(code, pattern):
    mark = "." if code == "en" else ","
    for part, whole, one, _ in CASES:
        shown = translations.percent(percentage(part, whole), code)
        assert shown.replace("\u202f", " ").replace("\u00a0", " ") == \
            pattern.format(one.replace(".", mark)).replace("\u202f", " ").replace("\u00a0", " ")


def _item(part: int, whole: int, tmp_path) -> HistoryItem:
    summary = TrainingSummary(created="2026-12-01T20:00:00+00:00", edition="fr", lexicon="ODS", rules="FISF",
                              turns=20, total=part, top_total=whole, percent=float(percentage(part, whole)),
                              finished=True)
    return HistoryItem(tmp_path / f"{part}.duplicate", summary)


@pytest.mark.parametrize("style", [CsvStyle(), DECIMAL_COMMA])
def test_the_history_csv_writes_two_decimals_rounded_once(tmp_path, style):
    history = [_item(part, whole, tmp_path) for part, whole, _, _ in CASES]
    rows = list(csv.reader(io.StringIO(history_csv(history, style=style)), delimiter=style.delimiter))
    column = rows[0].index("percent")
    assert [row[column] for row in rows[1:]] == [two.replace(".", style.decimal) for *_, two in CASES]
    # the average of the games: the exact percentages averaged, then rounded once
    average = history_stats(history, HistoryFilter()).average
    assert average == sum((Fraction(100 * p, w) for p, w, _, _ in CASES), Fraction(0)) / len(CASES)
    assert percent_text(average, 2) == _independent(average.numerator, 100 * average.denominator, 2)


def test_the_sheet_numbers_round_once(tmp_path):
    labels = translations.sheet_labels("fr")
    for part, whole, _, two in CASES:
        assert labels.number(percentage(part, whole)) == two.replace(".", ",")


@pytest.mark.parametrize(("part", "whole", "one", "two"), CASES[:3])
def test_a_summary_kept_rounded_by_an_older_version_shows_the_exact_value(qtbot, part, whole, one, two):
    """A file written before this change keeps ``percent`` rounded to two decimals (97.25);
    the screen reads the totals, so it shows 97.3, not 97.2."""
    from ui.training.dialogs import SummaryDialog

    summary = TrainingSummary("2026-12-01T20:00:00+00:00", "fr", "ODS", "FISF", 20, part, whole, float(two), True)
    dialog = SummaryDialog(summary)
    qtbot.addWidget(dialog)
    shown = dialog.percent_figure.findChild(type(dialog.lost_label), "value").text()
    assert shown == f"{one}%"
