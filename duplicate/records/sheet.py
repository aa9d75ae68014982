"""The game sheet and the results: what a club prints, posts and sends its ranking program.

- The game sheet, as data (``sheet_rows``), as a plain-text table like Eliot's history and as
  a printable, self-contained HTML page. Rack marks follow Eliot: ``old+new`` (leftover, then
  the tiles drawn), a leading ``-`` for a rack drawn after a rejection, ``?`` for a blank; in
  words a lowercase letter is a blank.
- Results: a CSV table and the form the French ranking program reads
  (``"table","name","totalScore"`` lines).
"""

from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Callable, Iterable, Sequence

from duplicate.base.errors import QT_TRANSLATE_NOOP, Message
from duplicate.base.percentage import Exact, percent_text
from duplicate.base.spreadsheet import spreadsheet_text
from duplicate.rules.bag import Draw
from duplicate.rules.edition import Edition
from duplicate.rules.board import PREMIUMS, SIZE, square
from duplicate.rules.notation import col_label, format_reference, row_label
from duplicate.session.session import RackSource, Session
from duplicate.session.standings import STANDING_COLUMNS, compute_standings, standing_columns
from duplicate.words.lexicon import lexicon_label

# -- small helpers --------------------------------------------------------------------------


def draw_mark(draw: Draw, edition: Edition) -> str:
    """A turn's rack in Eliot's notation: ``-RACK`` after a rejection, ``old+new``, or the tiles alone."""
    leftover, new = edition.tiles_text(draw.leftover), edition.tiles_text(draw.new)
    if draw.rejected:
        return f"-{leftover}{new}"
    if leftover and new:
        return f"{leftover}+{new}"
    return leftover or new


def _percent(value: Exact) -> str:
    return percent_text(value, 2)


@dataclass(frozen=True)
class SheetLabels:
    """The words of the printed game sheet, in English by default.

    ``duplicate.translations.sheet_labels(code)`` gives them in another language (the app and
    the command line alike): every text is a whole phrase, ``{0}`` placeholders where a value
    goes; ``number`` writes a percentage figure and ``date`` the creation date the language's
    way, ``say`` an engine text.
    """

    title: str = QT_TRANSLATE_NOOP("records", "Duplicate game")
    edition: str = QT_TRANSLATE_NOOP("records", "Edition")
    word_list: str = QT_TRANSLATE_NOOP("records", "Word list")
    rule_set: str = QT_TRANSLATE_NOOP("records", "Rule set")
    created: str = QT_TRANSLATE_NOOP("records", "Created")
    turns_played: str = QT_TRANSLATE_NOOP("records", "Turns played")
    top_total: str = QT_TRANSLATE_NOOP("records", "Top total")
    game_over: str = QT_TRANSLATE_NOOP("records", "Game over")
    not_played: str = QT_TRANSLATE_NOOP("records", "Not played")
    identity: str = QT_TRANSLATE_NOOP("records", "Game identity")
    turn_n: str = QT_TRANSLATE_NOOP("records", "turn {0}")
    game_sheet: str = QT_TRANSLATE_NOOP("records", "Game sheet")
    standings: str = QT_TRANSLATE_NOOP("records", "Standings")
    board_after: str = QT_TRANSLATE_NOOP("records", "The board after turn {0}")
    #: A player's sheet (bulletin): its title, summary and columns.
    player_sheet: str = QT_TRANSLATE_NOOP("records", "{0}, table {1}")
    player_summary: str = QT_TRANSLATE_NOOP(
        "records", "Rank {0} of {1}. Total {2} of {3} ({4} %), deviation {5}; solos {6}, warnings {7}, penalties {8}.")
    #: A player's summary when the rules show points only (a class).
    player_summary_points: str = QT_TRANSLATE_NOOP("records", "Rank {0} of {1}. Total {2} points.")
    #: A rank shared with other players (``{0}``: the rank), in a player's summary.
    shared_rank: str = QT_TRANSLATE_NOOP("records", "{0} (tied)")
    player_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Turn"), QT_TRANSLATE_NOOP("records", "Move"),
        QT_TRANSLATE_NOOP("records", "Points"), QT_TRANSLATE_NOOP("records", "Top"),
        QT_TRANSLATE_NOOP("records", "Master move"), QT_TRANSLATE_NOOP("records", "Deviation"),
        QT_TRANSLATE_NOOP("records", "Notes"))
    no_move: str = QT_TRANSLATE_NOOP("records", "no move")
    nothing_handed_in: str = QT_TRANSLATE_NOOP("records", "nothing handed in")
    not_playing: str = QT_TRANSLATE_NOOP("records", "not playing")
    invalid: str = QT_TRANSLATE_NOOP("records", "{0} (invalid)")
    solo_note: str = QT_TRANSLATE_NOOP("records", "solo +{0}")
    warnings_note: str = QT_TRANSLATE_NOOP("records", "warnings: {0}")
    penalty_note: str = QT_TRANSLATE_NOOP("records", "penalty −{0}")
    board_legend: str = QT_TRANSLATE_NOOP(
        "records", "In bold: the last move. A lowercase letter is a blank. Coloured squares: dark red triple word, "
                   "pink double word, dark blue triple letter, light blue double letter.")
    sheet_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Turn"), QT_TRANSLATE_NOOP("records", "Rack"),
        QT_TRANSLATE_NOOP("records", "Solution"), QT_TRANSLATE_NOOP("records", "Ref"),
        QT_TRANSLATE_NOOP("records", "Points"), QT_TRANSLATE_NOOP("records", "Bingo"),
        QT_TRANSLATE_NOOP("records", "Total"))
    standing_headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("records", "Rank"), QT_TRANSLATE_NOOP("records", "Table"),
        QT_TRANSLATE_NOOP("records", "Name"), QT_TRANSLATE_NOOP("records", "Total"),
        QT_TRANSLATE_NOOP("records", "Deviation"), QT_TRANSLATE_NOOP("records", "%"),
        QT_TRANSLATE_NOOP("records", "Solos"), QT_TRANSLATE_NOOP("records", "Warnings"),
        QT_TRANSLATE_NOOP("records", "Penalties"))
    #: A detail of the sheet: its label, then its value (French puts a space before the colon).
    detail: str = QT_TRANSLATE_NOOP("records", "{0}: {1}")
    legend: str = QT_TRANSLATE_NOOP(
        "records", "Rack: tiles kept + tiles drawn; a leading - marks a rack drawn again after a rejected one; "
                   "? is a blank. Solution: a lowercase letter is a blank. * marks a bingo.")
    #: The GCG file's two players (the room, handed each rack, and the master line) and its
    #: description: the edition, the rule set and the word list (``duplicate.records.gcg``).
    gcg_room: str = QT_TRANSLATE_NOOP("records", "The room (every player gets this rack)")
    gcg_top: str = QT_TRANSLATE_NOOP("records", "Master moves")
    gcg_description: str = QT_TRANSLATE_NOOP(
        "records", "Duplicate game, {0} edition and tiles, rule set {1}, word list {2}: each turn the room gets the "
                   "rack and passes, then the master move is played")
    language: str = "en"
    number: Callable[[Exact], str] = _percent
    date: Callable[[str], str] = str
    edition_name: Callable[[Edition], str] = lambda edition: f"{edition.english_name} ({edition.name})"
    #: An engine text (a word list's or rule set's name) in the sheet's language.
    say: Callable[[Message], str] = lambda message: message.text


def edition_with_own_name(said: str, own: str, pattern: str = "{0} ({1})") -> str:
    """An edition's name in the reader's language (``said``) then in its own where they differ
    (``Allemand (Deutsch)``; ``Français`` alone in French); ``pattern`` is the translated
    ``{0} ({1})``. The app and the command line both name editions this way."""
    said = said[:1].upper() + said[1:]
    return own if said.casefold() == own.casefold() else pattern.format(said, own)


# -- the game sheet -------------------------------------------------------------------------


@dataclass(frozen=True)
class SheetRow:
    """One played turn of the game sheet."""

    turn: int
    rack: str  # ``old+new``; ``-RACK`` when the rack was drawn after a rejection
    word: str  # the master move's whole word, lowercase for blanks
    reference: str  # in the edition's convention
    points: int
    bingo: bool
    top_total: int  # running sum of the master moves' points
    rejected: tuple[str, ...] = ()  # the racks put back before this one, in order

    @property
    def move(self) -> str:
        return f"{self.reference} {self.word}"


def sheet_rows(session: Session) -> list[SheetRow]:
    """The committed turns in order (a drawn turn without a master move is not on the sheet)."""
    edition = session.edition
    rows: list[SheetRow] = []
    total = 0
    for turn in session.committed_turns:
        committed = turn.committed
        assert committed is not None
        move = committed.move
        total += committed.points
        rows.append(
            SheetRow(
                turn=turn.number,
                rack=draw_mark(turn.draw, edition),
                word=move.word_text(edition),
                reference=format_reference(move.row, move.col, move.direction, edition.convention),
                points=committed.points,
                bingo=committed.score.bingo,
                top_total=total,
                rejected=tuple(edition.tiles_text(r) for r in turn.draw.rejected),
            )
        )
    return rows


def _unplayed_turn(session: Session) -> str | None:
    """The rack of a last turn that was drawn but never committed (e.g. no move possible)."""
    if session.turns and session.turns[-1].committed is None:
        turn = session.turns[-1]
        return f"{turn.number}: {draw_mark(turn.draw, session.edition)}"
    return None


def aligned_lines(headers: Sequence[str], rows: Sequence[Sequence[str]], right: Sequence[bool]) -> list[str]:
    """A plain-text table: ``|`` between columns, ``=`` under the header, widths to fit."""
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]

    def line(cells: Sequence[str], centre: bool = False) -> str:
        parts = []
        for cell, width, is_right in zip(cells, widths, right):
            if centre:
                parts.append(cell.center(width))
            else:
                parts.append(cell.rjust(width) if is_right else cell.ljust(width))
        return " " + " | ".join(parts).rstrip()

    rule = "=" + "=|=".join("=" * w for w in widths) + "="
    return [line(headers, centre=True), rule] + [line(r) for r in rows]


def _header_lines(session: Session) -> list[str]:
    settings = session.settings
    lines = []
    if settings.title:
        lines.append(settings.title)
    lines.append(
        f"{session.edition.english_name} edition, word list {settings.lexicon.name}, rules {session.rules.name}"
    )
    return lines


def sheet_text(session: Session, labels: SheetLabels | None = None, end_reason: Callable[[str], str] = str) -> str:
    """The game sheet as an aligned plain-text table (Eliot's history layout, plus the total).

    With ``labels`` (another language's words, see ``duplicate.translations.sheet_labels``)
    the details and headings are the printed sheet's, in that language.
    """
    rows = sheet_rows(session)
    table = aligned_lines(
        [h.upper() for h in labels.sheet_headers] if labels else ["N", "RACK", "SOLUTION", "REF", "PTS", "BONUS", "TOTAL"],
        [
            [str(r.turn), r.rack, r.word, r.reference, str(r.points), "*" if r.bingo else "", str(r.top_total)]
            for r in rows
        ],
        [True, True, False, True, True, False, True],
    )
    if labels is not None:
        details = [labels.detail.format(label, value) for label, value in _sheet_info(session, labels, end_reason) if value]
        return "\n".join([session.settings.title or labels.title, *details, "", *table]) + "\n"
    lines = _header_lines(session) + [""] + table
    if not rows:
        lines.append(" (no turn played yet)")
    unplayed = _unplayed_turn(session)
    if unplayed is not None:
        lines.append(f" Turn {unplayed} (not played)")
    if session.end_reason is not None:
        lines.append(f"Game over: {session.end_reason}.")
    return "\n".join(lines) + "\n"


# -- standings and results ------------------------------------------------------------------


@dataclass(frozen=True)
class ResultRow:
    rank: int
    table: int
    name: str
    total: int
    deviation: int  # total less the sum of the tops (0 or negative)
    percent: Fraction  # of the sum of the tops, exactly (written rounded once, to 2 decimals)


def results_rows(session: Session, language: str | None = None) -> list[ResultRow]:
    """One row per player in rank order (equal totals share a rank, then table order, or
    alphabetical order for readers of ``language``)."""
    return [
        ResultRow(r.rank, r.table, r.name, r.total, r.deviation, r.exact_percent)
        for r in compute_standings(session, language=language).rows
    ]


CSV_HEADERS = (QT_TRANSLATE_NOOP("records", "table"), QT_TRANSLATE_NOOP("records", "name"),
               QT_TRANSLATE_NOOP("records", "total"), QT_TRANSLATE_NOOP("records", "deviation"),
               QT_TRANSLATE_NOOP("records", "percent"), QT_TRANSLATE_NOOP("records", "rank"))
@dataclass(frozen=True)
class CsvStyle:
    """How a CSV file separates its fields and writes decimals. A spreadsheet set to a
    language that writes ``82,61`` (French, German, Dutch, Norwegian) reads ``;`` between
    fields and decimal commas, and opens a comma-separated file in one column."""

    delimiter: str = ","
    decimal: str = "."


#: What spreadsheets expect where decimals are written with a comma.
DECIMAL_COMMA = CsvStyle(";", ",")


def csv_text(headers: Sequence[str], rows: Iterable[Sequence[object]], style: CsvStyle = CsvStyle()) -> str:
    """A CSV table in the spreadsheet convention ``style``: fields quoted as needed, a text
    that would start a formula made safe (``spreadsheet_text``), a decimal number written
    with two decimals (rounded once from the exact value) and the style's decimal mark; figures stay machine-readable. Every
    CSV the app writes for spreadsheets (the results, the training history, the study list)
    is written here."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=style.delimiter, lineterminator="\n")
    writer.writerow(list(headers))
    for row in rows:
        writer.writerow([spreadsheet_text(cell) if isinstance(cell, str)
                         else percent_text(cell, 2, style.decimal) if isinstance(cell, (float, Fraction, Decimal))
                         else cell for cell in row])
    return buffer.getvalue()


#: The results CSV's columns, as ``CSV_HEADERS`` names them, by their standings column.
_CSV_COLUMNS = ("table", "name", "total", "deviation", "percent", "rank")


def results_csv(session: Session, headers: Sequence[str] = CSV_HEADERS, style: CsvStyle = CsvStyle()) -> str:
    """CSV with the header ``table,name,total,deviation,percent,rank`` (or the app's translated
    ``headers``, same order); fields quoted as needed. Figures stay machine-readable: only
    the decimal mark and the separator follow ``style`` (``DECIMAL_COMMA``: ``82,61`` and ``;``).

    A points-only game (a class) writes the columns its standings show, ``table,name,total,rank``,
    and a team's name with its members (``Team Blue: Emma, Noah``)."""
    if len(headers) != len(CSV_HEADERS):
        raise ValueError(f"results_csv needs {len(CSV_HEADERS)} headers")
    shown = [i for i, column in enumerate(_CSV_COLUMNS) if column in standing_columns(session.rules)]
    rows = ([r.table, r.label, r.total, r.deviation, r.exact_percent, r.rank] for r in compute_standings(session).rows)
    return csv_text([headers[i] for i in shown], ([row[i] for i in shown] for row in rows), style)


def ranking_program_csv(session: Session) -> str:
    """The French ranking program's form: ``"table","name","totalScore"`` per player, no header
    (a name that a spreadsheet would read as a formula starts with ``'``: the file is opened in
    spreadsheets too)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, quoting=csv.QUOTE_ALL, lineterminator="\n")
    for r in results_rows(session):
        writer.writerow([r.table, spreadsheet_text(r.name), r.total])
    return buffer.getvalue()


_STANDING_HEADERS = ["RANK", "TABLE", "NAME", "TOTAL", "DEVIATION", "%", "SOLOS", "WARNINGS", "PENALTIES"]


def _standing_cells(session: Session, number: Callable[[Exact], str] = _percent,
                    language: str | None = None) -> list[list[str]]:
    """The standings' cells, the columns the rules show (a points-only class: rank, table,
    name and points); a team's name with its members."""
    shown = [STANDING_COLUMNS.index(c) for c in standing_columns(session.rules)]
    rows = [
        [str(r.rank), str(r.table), r.label, str(r.total), str(r.deviation), number(r.exact_percent),
         str(r.solos), str(r.warnings), str(r.penalties)]
        for r in compute_standings(session, language=language).rows
    ]
    return [[row[i] for i in shown] for row in rows]


def _standing_headers(session: Session, headers: Sequence[str]) -> list[str]:
    return [headers[STANDING_COLUMNS.index(c)] for c in standing_columns(session.rules)]


def standings_text(session: Session, labels: SheetLabels | None = None) -> str:
    """The standings as an aligned plain-text table, after the sum of the tops (with
    ``labels``: under the printed sheet's heading and column names, in their language)."""
    right = [column != "name" for column in standing_columns(session.rules)]
    if labels is not None:
        headers = [h.upper() for h in _standing_headers(session, labels.standing_headers)]
        return "\n".join([labels.standings, "", *aligned_lines(headers, _standing_cells(session, labels.number, labels.language), right)]) + "\n"
    standings = compute_standings(session)
    turns = f"{standings.turns} turn" + ("" if standings.turns == 1 else "s")
    lines = [f"Top total: {standings.top_total} in {turns}", ""]
    cells = _standing_cells(session)
    lines += aligned_lines(_standing_headers(session, _STANDING_HEADERS), cells, right)
    if not cells:
        lines.append(" (no players)")
    return "\n".join(lines) + "\n"


# -- printable HTML -------------------------------------------------------------------------

def sheet_css(scale: float = 1.0) -> str:
    """The printed sheets' style, its type ``scale`` times the usual size (a club's sheet is
    scaled down, to 0.7 at the least, when that puts it on one page)."""
    def pt(size: float) -> str:
        return f"{size * scale:.1f}pt"

    return (f"""
body {{ font-family: "DejaVu Sans", Arial, sans-serif; font-size: {pt(10)}; margin: 1.5em; color: #000; }}
h1 {{ font-size: {pt(15)}; margin: 0 0 0.2em; }}
h2 {{ font-size: {pt(12)}; margin: 0.8em 0 0.3em; }}
table {{ border-collapse: collapse; font-size: {pt(9)}; }}
p.legend {{ font-size: {pt(8)}; color: #333; margin: 0.2em 0; }}
table.board {{ font-family: "DejaVu Sans Mono", "Courier New", monospace; font-size: {pt(8)}; }}
""" + _SHEET_RULES)


_SHEET_RULES = """
table.grid { width: 100%; }
th, td { border: 1px solid #555; padding: 1px 3px; }
th { background: #e8e8e8; white-space: nowrap; }
td.num { text-align: right; white-space: nowrap; }
td.name { white-space: nowrap; }
td.rack, td.word { font-family: "DejaVu Sans Mono", "Courier New", monospace; white-space: nowrap; }
table.info th, table.info td { border: none; padding: 0 8px 0 0; background: none; text-align: left; }
table.board td { border: 1px solid #999; padding: 1px 4px; text-align: center; }
table.side, table.side td.side { border: none; padding: 0; }
table.board th { border: none; background: none; padding: 0 3px; font-weight: normal; color: #333; }
tr { page-break-inside: avoid; }
@page { size: A4; margin: 1.5cm; }
@media print { body { margin: 0; } }
"""
#: The printed sheets' style at its usual size.
SHEET_CSS = sheet_css()

#: Table rows an A4 page holds under the sheet's title and details, with both headings.
ROWS_ON_A_PAGE = 48

#: Longest name the printed standings show whole; longer ones are cut at a word and marked
#: "…" (a name over a dozen lines would push the standings onto more pages).
SHEET_NAME_LENGTH = 28


def sheet_name(name: str, length: int = SHEET_NAME_LENGTH) -> str:
    """A player's name as the printed sheet shows it: whole when it fits ``length``
    characters, else cut at the last space or hyphen that keeps a good part, then "…"."""
    if len(name) <= length:
        return name
    head = name[:length - 1]
    cut = max(head.rfind(" "), head.rfind("-"))
    if cut >= length // 2:
        head = head[:cut]
    return head.rstrip(" -,") + "…"


def html_cell(text: object, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f"<td{attr}>{html.escape(str(text))}</td>"


def html_table(headers: Sequence[str], rows: Iterable[str]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "\n".join(rows)
    return (f'<table class="grid" width="100%" cellspacing="0">\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n'
            "</tbody>\n</table>")


def _info_table(info: Sequence[tuple[str, str]], per_row: int = 3) -> str:
    """The sheet's details, a few to a line (label in bold, then its value)."""
    pairs = [(k, v) for k, v in info if v]
    rows = []
    for start in range(0, len(pairs), per_row):
        cells = "".join(f"<th>{html.escape(k)}</th><td>{html.escape(v)}</td>" for k, v in pairs[start:start + per_row])
        rows.append(f"<tr>{cells}</tr>")
    return '<table class="info" cellspacing="0">\n' + "\n".join(rows) + "\n</table>"


#: The printed board's premium squares, as a real board colours them (lighter, for ink).
_PREMIUM_COLOURS = {"T": "#f19a93", "D": "#f8c9cd", "t": "#7fa9d9", "d": "#cbe1f4"}


def board_html(session: Session, words: SheetLabels, new_page: bool = False) -> str:
    """The master board as the federations' sheets draw it: the edition's coordinates round
    the grid, the tiles' letters (a blank's in lowercase), the last move in bold, the empty
    premium squares coloured (``new_page``: on a page of its own). Empty before the first turn."""
    last = session.last_master()
    if last is None or last.committed is None:
        return ""
    edition, convention = session.edition, session.edition.convention
    board = session.board
    latest = {(r, c) for r, c, _ in last.committed.move.placed}
    head = "<tr><th></th>" + "".join(f"<th>{col_label(c, convention)}</th>" for c in range(SIZE)) + "</tr>"
    rows = [head]
    for r in range(SIZE):
        cells = []
        for c in range(SIZE):
            value = board.at(r, c)
            if value:
                letter = html.escape(edition.letter_name(value))
                cells.append(f"<td><b>{letter}</b></td>" if (r, c) in latest else f"<td>{letter}</td>")
            else:
                colour = _PREMIUM_COLOURS.get(PREMIUMS[square(r, c)])
                cells.append(f'<td bgcolor="{colour}">&nbsp;</td>' if colour else "<td>&nbsp;</td>")
        rows.append(f"<tr><th>{row_label(r, convention)}</th>{''.join(cells)}</tr>")
    heading = ' style="page-break-before: always"' if new_page else ""
    return (f"<h2{heading}>{html.escape(words.board_after.format(last.number))}</h2>\n"
            '<table class="board" cellspacing="0">\n' + "\n".join(rows) + "\n</table>\n"
            f'<p class="legend">{html.escape(words.board_legend)}</p>')


def _name_length(session: Session) -> int:
    """How long a name the printed standings show whole: longer with teams' members, which
    fit when the sheet has only the points (a class)."""
    return SHEET_NAME_LENGTH * 2 if session.rules.points_only else SHEET_NAME_LENGTH


def _sheet_info(session: Session, words: SheetLabels, end_reason: Callable[[str], str]) -> list[tuple[str, str]]:
    """The game sheet's details (label, value), for the printed sheet and the translated text."""
    settings = session.settings
    standings = compute_standings(session)
    info = [
        (words.edition, words.edition_name(session.edition)),
        (words.word_list, words.say(lexicon_label(settings.lexicon.name))),
        (words.rule_set, words.say(session.rules.label)),
        (words.created, words.date(settings.created) if settings.created else ""),
        (words.turns_played, str(standings.turns)),
        (words.top_total, str(standings.top_total)),
    ]
    if session.end_reason is not None:
        info.append((words.game_over, end_reason(session.end_reason)))
    if settings.rack_source is RackSource.PREPARED:  # the clubs of a simultaneous game compare it
        from duplicate.records.merge import session_identity, short_identity

        info.append((words.identity, short_identity(session_identity(session))))
    unplayed = _unplayed_turn(session)
    if unplayed is not None:
        info.append((words.not_played, words.turn_n.format(unplayed)))
    return info


def sheet_html(session: Session, labels: SheetLabels | None = None,
               end_reason: Callable[[str], str] = str, scale: float = 1.0) -> str:
    """A complete, self-contained, printable HTML page: details, the game sheet with the final
    board beside it, then the standings: a club's evening on one A4 page whenever it fits.

    ``labels`` (English by default) and ``end_reason`` (rewording the stored reason) let
    the app print the sheet in its language; ``scale`` sizes its type (the app scales a sheet
    down when that puts it on one page, ``ui.widgets.printing.fitted_sheet_html``).
    """
    words = labels or SheetLabels()
    settings = session.settings
    title = settings.title or words.title
    info = _sheet_info(session, words, end_reason)
    sheet = [
        "<tr>" + html_cell(r.turn, "num") + html_cell(r.rack, "rack") + html_cell(r.word, "word")
        + html_cell(r.reference) + html_cell(r.points, "num") + html_cell("*" if r.bingo else "")
        + html_cell(r.top_total, "num") + "</tr>"
        for r in sheet_rows(session)
    ]
    results = [
        "<tr>" + "".join(html_cell(sheet_name(c, _name_length(session)), "name") if i == 2 else html_cell(c, "num")
                         for i, c in enumerate(cells))
        + "</tr>"
        for cells in _standing_cells(session, words.number, words.language)
    ]
    # the board beside the game sheet; the standings under them are never cut across pages:
    # when they cannot follow on the first page, they start the next one (where 60 fit)
    board = board_html(session, words)
    used = max(len(sheet) + 2, SIZE + 3 if board else 0) + len(results)
    standings_break = ' style="page-break-before: always"' if used > ROWS_ON_A_PAGE / scale else ""
    game = (f"<h2>{html.escape(words.game_sheet)}</h2>\n{html_table(words.sheet_headers, sheet)}\n"
            f'<p class="legend">{html.escape(words.legend)}</p>')
    if board:
        game = (f'<table class="side" width="100%" cellspacing="0"><tr><td class="side" valign="top">{game}</td>'
                f'<td class="side" width="12"></td><td class="side" valign="top">{board}</td></tr></table>')
    return f"""<!DOCTYPE html>
<html lang="{html.escape(words.language)}">
<head>
<meta charset="utf-8">
<title>{html.escape(title)}</title>
<style>{sheet_css(scale)}</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
{_info_table(info)}
{game}
<h2{standings_break}>{html.escape(words.standings)}</h2>
{html_table(_standing_headers(session, words.standing_headers), results)}
</body>
</html>
"""


__all__ = [
    "CSV_HEADERS",
    "ResultRow",
    "SheetLabels",
    "SheetRow",
    "board_html",
    "csv_text",
    "draw_mark",
    "ranking_program_csv",
    "results_csv",
    "spreadsheet_text",
    "results_rows",
    "sheet_html",
    "sheet_name",
    "sheet_rows",
    "sheet_text",
    "standings_text",
]
