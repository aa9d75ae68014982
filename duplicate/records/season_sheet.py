"""The season's printouts: standings, a merge of simultaneous games, each player's progress.

Each comes as CSV (the results CSV's conventions: ``;`` and decimal commas for a language
that writes ``82,61``, a name that a spreadsheet would read as a formula starting with
``'``), as aligned text (the command line) and as a printable HTML page (the command line's
``--html``, the app's PDF through Qt's text document). The words are ``SeasonLabels``,
English by default, in another language through ``duplicate.translations.season_labels``.
"""

from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass
from typing import Callable, Sequence

from duplicate.base.errors import QT_TRANSLATE_NOOP, Message
from duplicate.records.merge import Merge, short_identity
from duplicate.records.season import RULE_NAMES, Progress, SeasonRule, SeasonStandings
from duplicate.records.sheet import SHEET_CSS, CsvStyle, aligned_lines, html_cell, html_table, sheet_name, spreadsheet_text


def _decimal(value: float) -> str:
    return f"{value:.2f}"


@dataclass(frozen=True)
class SeasonLabels:
    """The season sheets' words; ``{0}`` placeholders where a value goes."""

    season: str = QT_TRANSLATE_NOOP("records", "Season standings")
    rule: str = QT_TRANSLATE_NOOP("records", "Rule")
    best_of: str = QT_TRANSLATE_NOOP("records", "the best {0} evenings of each player")
    evenings_title: str = QT_TRANSLATE_NOOP("records", "Evenings")
    ties: str = QT_TRANSLATE_NOOP(
        "records", "Equal figures share a rank (ex aequo); the next rank is skipped. With the best evenings rule, "
                   "a player with fewer evenings than counted is ranked after those who have them all.")
    season_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Rank"), QT_TRANSLATE_NOOP("records", "Name"),
        QT_TRANSLATE_NOOP("records", "Evenings"), QT_TRANSLATE_NOOP("records", "Counted"),
        QT_TRANSLATE_NOOP("records", "Score"), QT_TRANSLATE_NOOP("records", "Deviation"),
        QT_TRANSLATE_NOOP("records", "Average %"), QT_TRANSLATE_NOOP("records", "Best %"))
    evening_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Date"), QT_TRANSLATE_NOOP("records", "Evening"),
        QT_TRANSLATE_NOOP("records", "Players"), QT_TRANSLATE_NOOP("records", "Turns"),
        QT_TRANSLATE_NOOP("records", "Top total"))
    merge: str = QT_TRANSLATE_NOOP("records", "Simultaneous game")
    identity: str = QT_TRANSLATE_NOOP("records", "Game identity")
    clubs: str = QT_TRANSLATE_NOOP("records", "Clubs")
    clubs_line: str = QT_TRANSLATE_NOOP("records", "{0} ({1} players)")
    merge_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Rank"), QT_TRANSLATE_NOOP("records", "Name"),
        QT_TRANSLATE_NOOP("records", "Club"), QT_TRANSLATE_NOOP("records", "Table"),
        QT_TRANSLATE_NOOP("records", "Total"), QT_TRANSLATE_NOOP("records", "Deviation"),
        QT_TRANSLATE_NOOP("records", "%"))
    turns_and_top: str = QT_TRANSLATE_NOOP("records", "{0} turns, top total {1}")
    progress: str = QT_TRANSLATE_NOOP("records", "Progress of {0}")
    class_list: str = QT_TRANSLATE_NOOP("records", "The class's progress")
    progress_summary: str = QT_TRANSLATE_NOOP(
        "records", "{0} evenings; best {1}, average {2}; bingos found {3}, missed {4}.")
    progress_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Date"), QT_TRANSLATE_NOOP("records", "Evening"),
        QT_TRANSLATE_NOOP("records", "% of the top"), QT_TRANSLATE_NOOP("records", "Deviation"),
        QT_TRANSLATE_NOOP("records", "Rank"))
    worst_title: str = QT_TRANSLATE_NOOP("records", "The turns where most was lost")
    worst_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Evening"), QT_TRANSLATE_NOOP("records", "Turn"),
        QT_TRANSLATE_NOOP("records", "Lost"), QT_TRANSLATE_NOOP("records", "Move"),
        QT_TRANSLATE_NOOP("records", "Master move"))
    nothing_played: str = QT_TRANSLATE_NOOP("records", "no move")
    class_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Name"), QT_TRANSLATE_NOOP("records", "Evenings"),
        QT_TRANSLATE_NOOP("records", "% evening by evening"), QT_TRANSLATE_NOOP("records", "Average %"),
        QT_TRANSLATE_NOOP("records", "Best %"), QT_TRANSLATE_NOOP("records", "Bingos found"),
        QT_TRANSLATE_NOOP("records", "Bingos missed"))
    language: str = "en"
    number: Callable[[float], str] = _decimal
    say: Callable[[Message], str] = lambda message: message.text


#: A percentage drawn as a bar of one character, eight heights (a class list's sparklines).
BARS = "▁▂▃▄▅▆▇█"


def sparkline(percents: Sequence[float]) -> str:
    """Percentages of the top as a line of bars, 0 % the lowest, 100 % the highest."""
    return "".join(BARS[min(len(BARS) - 1, max(0, int(p / 100 * len(BARS))))] for p in percents)


def rule_text(standings: SeasonStandings, words: SeasonLabels) -> str:
    """The rule in words: its name, and how many evenings count."""
    name = words.say(Message("season_rule", RULE_NAMES[standings.rule]))
    return name if standings.best is None else f"{name}, {words.best_of.format(standings.best)}"


def _value(standings: SeasonStandings, value: float, number: Callable[[float], str]) -> str:
    return number(value) if standings.rule is SeasonRule.PERCENT else str(int(value))


def season_cells(standings: SeasonStandings, words: SeasonLabels, table: bool = False) -> list[list[str]]:
    """The standings' rows as text cells (``table``: the name cut for print)."""
    return [[str(r.rank), sheet_name(r.name) if table else r.name, str(r.evenings), str(r.counted),
             _value(standings, r.value, words.number), str(r.deviation), words.number(r.average_percent),
             words.number(r.best_percent)] for r in standings.rows]


def season_csv(standings: SeasonStandings, words: SeasonLabels = SeasonLabels(), style: CsvStyle = CsvStyle()) -> str:
    """The season standings as CSV (``rank,name,evenings,counted,score,deviation,...``)."""
    plain = SeasonLabels(number=lambda v: _decimal(v).replace(".", style.decimal))
    rows = [[spreadsheet_text(c) if i == 1 else c for i, c in enumerate(cells)]
            for cells in season_cells(standings, plain)]
    return _csv([h.lower() for h in words.season_headers], rows, style)


def _csv(headers: Sequence[str], rows: Sequence[Sequence[str]], style: CsvStyle) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=style.delimiter, lineterminator="\n")
    writer.writerow(list(headers))
    writer.writerows(rows)
    return buffer.getvalue()


def season_text(standings: SeasonStandings, words: SeasonLabels = SeasonLabels()) -> str:
    """The season standings as an aligned text table, under the rule and the evenings counted."""
    lines = [words.season, f"{words.rule}: {rule_text(standings, words)}", ""]
    lines += aligned_lines([h.upper() for h in words.season_headers], season_cells(standings, words),
                    [True, False, True, True, True, True, True, True])
    return "\n".join(lines) + "\n"


def _page(title: str, body: str, words_language: str, css: str = "") -> str:
    return f"""<!DOCTYPE html>
<html lang="{html.escape(words_language)}">
<head>
<meta charset="utf-8">
<title>{html.escape(title)}</title>
<style>{SHEET_CSS}{css}</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
{body}
</body>
</html>
"""


def _rows_html(cells: Sequence[Sequence[str]], name_columns: Sequence[int] = (1,)) -> list[str]:
    return ["<tr>" + "".join(html_cell(c, "name" if i in name_columns else "num") for i, c in enumerate(row))
            + "</tr>" for row in cells]


def season_html(standings: SeasonStandings, words: SeasonLabels = SeasonLabels(), title: str = "",
                date: Callable[[str], str] = str) -> str:
    """The season standings as a printable page: the rule, the evenings, the standings."""
    evenings = [[date(e.day.isoformat()) if e.day else "", e.title, str(len(e.players)), str(e.turns),
                 str(e.top_total)] for e in standings.evenings]
    body = (f"<p><b>{html.escape(words.rule)}:</b> {html.escape(rule_text(standings, words))}</p>\n"
            f"{html_table(words.season_headers, _rows_html(season_cells(standings, words, table=True)))}\n"
            f'<p class="legend">{html.escape(words.ties)}</p>\n'
            f"<h2>{html.escape(words.evenings_title)}</h2>\n"
            f"{html_table(words.evening_headers, _rows_html(evenings, (0, 1)))}")
    return _page(title or words.season, body, words.language)


# -- a merge of simultaneous games -------------------------------------------------------------


def merge_cells(merge: Merge, words: SeasonLabels, table: bool = False) -> list[list[str]]:
    return [[str(r.rank), sheet_name(r.name) if table else r.name, r.club, str(r.table), str(r.total),
             str(r.deviation), words.number(r.percent)] for r in merge.rows]


def merge_csv(merge: Merge, words: SeasonLabels = SeasonLabels(), style: CsvStyle = CsvStyle()) -> str:
    plain = SeasonLabels(number=lambda v: _decimal(v).replace(".", style.decimal))
    rows = [[spreadsheet_text(c) if i in (1, 2) else c for i, c in enumerate(cells)]
            for cells in merge_cells(merge, plain)]
    return _csv([h.lower() for h in words.merge_headers], rows, style)


def _merge_head(merge: Merge, words: SeasonLabels) -> list[str]:
    return [f"{words.identity}: {short_identity(merge.identity)}",
            words.turns_and_top.format(merge.turns, merge.top_total),
            f"{words.clubs}: " + ", ".join(words.clubs_line.format(club, players) for club, _, players in merge.clubs)]


def merge_text(merge: Merge, words: SeasonLabels = SeasonLabels()) -> str:
    lines = [words.merge, *_merge_head(merge, words), ""]
    lines += aligned_lines([h.upper() for h in words.merge_headers], merge_cells(merge, words),
                    [True, False, False, True, True, True, True])
    return "\n".join(lines) + "\n"


def merge_html(merge: Merge, words: SeasonLabels = SeasonLabels()) -> str:
    head = "".join(f"<p>{html.escape(line)}</p>\n" for line in _merge_head(merge, words))
    return _page(words.merge, head + html_table(words.merge_headers, _rows_html(merge_cells(merge, words, True),
                                                                                  (1, 2))), words.language)


# -- progress ------------------------------------------------------------------------------


def progress_summary(progress: Progress, words: SeasonLabels, percent: Callable[[float], str]) -> str:
    return words.progress_summary.format(len(progress.points), percent(progress.best_percent),
                                         percent(progress.average_percent), progress.bingos_found,
                                         progress.bingos_missed)


def progress_html(progress: Progress, words: SeasonLabels = SeasonLabels(), chart: str | None = None,
                  date: Callable[[str], str] = str, percent: Callable[[float], str] = lambda v: f"{v:.2f} %") -> str:
    """A player's progress as a printable page: the summary, the chart (``chart``: the name of an
    image the printer is given; else a bar per evening), each evening, the costliest turns."""
    evenings = [[date(p.evening.day.isoformat()) if p.evening.day else "", p.evening.title,
                 words.number(p.percent), str(p.deviation), f"{p.rank}/{p.players}"] for p in progress.points]
    if chart is not None:
        picture = f'<p><img src="{html.escape(chart)}" width="640"></p>'
    else:
        bars = [f'<tr><td class="name">{html.escape(p.evening.label)}</td><td width="400">'
                f'<table cellspacing="0" width="{max(1, round(p.percent))}%"><tr><td bgcolor="#4a7bb7">&nbsp;</td>'
                f'</tr></table></td><td class="num">{html.escape(words.number(p.percent))}</td></tr>'
                for p in progress.points]
        picture = '<table class="info" cellspacing="0">' + "".join(bars) + "</table>"
    worst = [[w.evening, str(w.turn), str(w.lost), w.played or words.nothing_played, w.top] for w in progress.worst]
    body = (f"<p>{html.escape(progress_summary(progress, words, percent))}</p>\n{picture}\n"
            f"{html_table(words.progress_headers, _rows_html(evenings, (0, 1)))}\n"
            f"<h2>{html.escape(words.worst_title)}</h2>\n"
            f"{html_table(words.worst_headers, _rows_html(worst, (0, 3, 4)))}")
    return _page(words.progress.format(progress.name), body, words.language)


def class_html(everyone: Sequence[Progress], words: SeasonLabels = SeasonLabels(), title: str = "") -> str:
    """A teacher's class list on one page: each pupil's evenings as a line of bars, their
    average and best, the bingos found and missed."""
    rows = [[sheet_name(p.name), str(len(p.points)), sparkline([q.percent for q in p.points]),
             words.number(p.average_percent), words.number(p.best_percent), str(p.bingos_found),
             str(p.bingos_missed)] for p in everyone]
    # the headings may wrap: seven columns of a whole class fit the width of the page
    return _page(title or words.class_list, html_table(words.class_headers, _rows_html(rows, (0, 2))), words.language,
                 "th { white-space: normal; }\n")


def progress_text(progress: Progress, words: SeasonLabels = SeasonLabels()) -> str:
    """A player's progress as text (the command line)."""
    lines = [words.progress.format(progress.name), progress_summary(progress, words, words.number), ""]
    lines += aligned_lines([h.upper() for h in words.progress_headers],
                    [[p.evening.day.isoformat() if p.evening.day else "", p.evening.title, words.number(p.percent),
                      str(p.deviation), f"{p.rank}/{p.players}"] for p in progress.points],
                    [False, False, True, True, True])
    lines += ["", words.worst_title, ""]
    lines += aligned_lines([h.upper() for h in words.worst_headers],
                    [[w.evening, str(w.turn), str(w.lost), w.played or words.nothing_played, w.top]
                     for w in progress.worst], [False, True, True, False, False])
    return "\n".join(lines) + "\n"


__all__ = ["SeasonLabels", "class_html", "merge_csv", "merge_html", "merge_text", "progress_html", "progress_text",
           "rule_text", "season_csv", "season_html", "season_text", "sparkline"]
