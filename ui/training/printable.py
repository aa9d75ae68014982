"""A training game's summary on paper: one A4 page (where it fits) with the game's details,
its figures, every turn (your move, the top, the deviation, hints, warnings and, for a club's
game replayed at home, your rank among the players who were there) and what the turns say.

The figures are the engine's (``duplicate.training``: the summary, the statistics, the
ranks in the room); the page is the game sheet's (``duplicate.records.sheet``: its style and
tables), printed by ``ui.widgets.printing``.
"""

from __future__ import annotations

import html
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from duplicate.records.sheet import SHEET_CSS, html_cell, html_table
from duplicate.training.game import TrainingSummary
from duplicate.training.stats import play_stats
from ui.training.dialogs import play_stats_text, summary_heading, turn_move_text, warning_text
from ui.training.style import local_date, signed
from ui.widgets.language import current_language, format_percent

# The summary's own additions to the sheet's style: its figures in large type.
SUMMARY_CSS = """
p.figures { font-size: 12pt; margin: 0.4em 0; }
p.details { color: #333; margin: 0.2em 0 0.5em; }
p.stats { margin: 0.5em 0 0.2em; }
tr.lost td { background: #fbe3df; }
table.grid { font-size: 8.5pt; }
"""


def summary_html(summary: TrainingSummary, details: Sequence[str],
                 ranks: Sequence[tuple[int, int] | None] = ()) -> str:
    """The printable page of ``summary`` (``details``: the game's details as the summary
    dialog says them; ``ranks``: the rank among the room after each turn,
    ``duplicate.training.game.room_ranks``; empty for a game without a room)."""
    title = QCoreApplication.translate("printable", "Solo training: {0}").format(summary_heading(summary))
    details = list(details)
    if summary.created:
        details.insert(0, local_date(summary.created))
    figures = QCoreApplication.translate("printable", "Your total <b>{0}</b> · sum of the tops <b>{1}</b> · deviation <b>{2}</b> · <b>{3}</b> of the tops").format(
        summary.total, summary.top_total, html.escape(signed(summary.deviation)), html.escape(format_percent(summary.exact_percent)))
    # the hints' and warnings' columns only when the game has some: the page stays readable
    with_hints = any(r.hints for r in summary.results)
    with_warnings = any(r.warnings or r.penalty for r in summary.results)
    with_room = any(rank is not None for rank in ranks)
    headers = [QCoreApplication.translate("printable", "Turn"), QCoreApplication.translate("printable", "Rack"),
               QCoreApplication.translate("printable", "Your move"), QCoreApplication.translate("printable", "Points"),
               QCoreApplication.translate("printable", "Top"), QCoreApplication.translate("printable", "Top points"),
               QCoreApplication.translate("printable", "Deviation")]
    if with_hints:
        headers.append(QCoreApplication.translate("printable", "Hints"))
    if with_warnings:
        headers.append(QCoreApplication.translate("printable", "Warnings"))
    if with_room:
        headers.append(QCoreApplication.translate("printable", "Rank in the room"))
    worst = {r.turn for r in summary.lost_most(3)}
    rows = []
    for index, result in enumerate(summary.results):
        cells = [html_cell(result.turn, "num"), html_cell(result.rack, "rack"), html_cell(turn_move_text(result), "word"),
                 html_cell(result.score, "num"), html_cell(result.top_move, "word"), html_cell(result.top, "num"),
                 html_cell(signed(result.deviation), "num")]
        if with_hints:
            cells.append(html_cell(len(result.hints) or "", "num"))
        if with_warnings:
            cells.append(html_cell(warning_text(result.warnings, result.penalty), "num"))
        if with_room:
            rank = ranks[index] if index < len(ranks) else None
            cells.append(html_cell(QCoreApplication.translate("printable", "{0} of {1}").format(*rank)
                                   if rank is not None else "", "num"))
        lost = ' class="lost"' if result.turn in worst else ""
        rows.append(f"<tr{lost}>{''.join(cells)}</tr>")
    lost_most = summary.lost_most(3)
    if lost_most:
        lost_text = QCoreApplication.translate("SummaryDialog", "Turns lost most: {0}").format(", ".join(
            QCoreApplication.translate("SummaryDialog", "turn {0} ({1})").format(r.turn, signed(r.deviation))
            for r in lost_most))
    elif summary.results:
        lost_text = QCoreApplication.translate("SummaryDialog", "Every top found: a perfect game!")
    else:
        lost_text = ""
    legend = QCoreApplication.translate("printable", "Rack: tiles kept + tiles drawn, ? a blank; in a word a lowercase letter is a blank. "
                 "The turns lost most are shaded.")
    return f"""<!DOCTYPE html>
<html lang="{html.escape(current_language())}">
<head>
<meta charset="utf-8">
<title>{html.escape(title)}</title>
<style>{SHEET_CSS}{SUMMARY_CSS}</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
<p class="details">{html.escape(" · ".join(details))}</p>
<p class="figures">{figures}</p>
{html_table(headers, rows)}
<p class="legend">{html.escape(legend)}</p>
<p class="stats"><b>{html.escape(lost_text)}</b></p>
<p class="stats">{play_stats_text(play_stats(summary.results))}</p>
</body>
</html>
"""


__all__ = ["summary_html"]
