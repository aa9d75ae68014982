"""One sheet per player (a "bulletin"), for the arbiter to hand out: for each turn the
player's move and points, the top and the master move, the deviation, their solos, warnings
and penalties; then their total, rank, percentage and deviation. Printable one player to a
page, all in one document; every figure is the standings' (``compute_standings``).
"""

from __future__ import annotations

import html
from collections import Counter

from duplicate.rules.notation import format_move
from duplicate.session.session import Session
from duplicate.session.standings import StandingRow, TurnCell, compute_standings, standing_columns
from duplicate.records.sheet import SHEET_CSS, SheetLabels, html_cell, html_table


#: Where the deviation is among a player's sheet's columns (``SheetLabels.player_headers``).
DEVIATION_COLUMN = 5


def _move_text(cell: TurnCell, words: SheetLabels) -> str:
    if cell.status == "absent":
        return words.not_playing
    if cell.status == "missing":
        return words.nothing_handed_in
    if cell.status == "no_move":
        return words.no_move
    if cell.status == "invalid":
        return words.invalid.format(cell.text or "")
    return cell.text or ""


def _notes(cell: TurnCell, words: SheetLabels) -> str:
    notes = []
    if cell.solo:
        notes.append(words.solo_note.format(cell.solo))
    if cell.warnings:
        notes.append(words.warnings_note.format(cell.warnings))
    if cell.penalty:
        notes.append(words.penalty_note.format(cell.penalty))
    return ", ".join(notes)


def player_sheet_body(session: Session, row: StandingRow, players: int, top_total: int,
                      words: SheetLabels, shared: bool = False) -> str:
    """One player's sheet: a heading, the turns' table, the summary line (``shared``: their
    rank is shared with other players, said so: "Rang 1 ex aequo sur 25")."""
    masters = {t.number: t.committed for t in session.committed_turns}
    points_only = "deviation" not in standing_columns(session.rules)  # a class: no deviation
    lines = []
    for cell in row.cells:
        master = masters.get(cell.turn)
        master_text = format_move(master.move, session.edition) if master is not None else ""
        deviation = "" if points_only else html_cell(cell.deviation, "num")
        lines.append(
            "<tr>" + html_cell(cell.turn, "num") + html_cell(_move_text(cell, words), "word")
            + html_cell(cell.score, "num") + html_cell(cell.top, "num") + html_cell(master_text, "word")
            + deviation + html_cell(_notes(cell, words)) + "</tr>")
    rank = words.shared_rank.format(row.rank) if shared else str(row.rank)
    if points_only:
        summary = words.player_summary_points.format(rank, players, row.total)
        headers = [h for i, h in enumerate(words.player_headers) if i != DEVIATION_COLUMN]
    else:
        summary = words.player_summary.format(rank, players, row.total, top_total, words.number(row.exact_percent),
                                              row.deviation, row.solos, row.warnings, row.penalties)
        headers = list(words.player_headers)
    title = session.settings.title or words.title
    return (f"<h1>{html.escape(words.player_sheet.format(row.label, row.table))}</h1>\n"
            f"<p>{html.escape(title)}</p>\n"
            f"{html_table(headers, lines)}\n"
            f'<p class="summary"><b>{html.escape(summary)}</b></p>')


def player_sheets_html(session: Session, labels: SheetLabels | None = None, tables: list[int] | None = None) -> str:
    """Every player's sheet (or those of ``tables``), in rank order, one to a page: a
    complete, self-contained, printable HTML page."""
    words = labels or SheetLabels()
    standings = compute_standings(session, language=words.language)
    rows = [r for r in standings.rows if tables is None or r.table in tables]
    shared = Counter(r.rank for r in standings.rows)
    bodies = [player_sheet_body(session, r, len(standings.rows), standings.top_total, words, shared[r.rank] > 1)
              for r in rows]
    bodies = [f'<div style="page-break-before: always">{body}</div>' if n else body for n, body in enumerate(bodies)]
    title = session.settings.title or words.title
    return f"""<!DOCTYPE html>
<html lang="{html.escape(words.language)}">
<head>
<meta charset="utf-8">
<title>{html.escape(title)}</title>
<style>{SHEET_CSS}
p.summary {{ font-size: 11pt; margin-top: 0.6em; }}</style>
</head>
<body>
{chr(10).join(bodies)}
</body>
</html>
"""


__all__ = ["player_sheet_body", "player_sheets_html"]
