"""The roster as CSV: written for a spreadsheet, read back by a strict reader.

The columns are named in the first line: ``id``, ``name``, ``licence``, ``category``, ``club``,
``active`` (only ``name`` is required; a spreadsheet may leave out the others or order them as it
likes). The separator is the one of the first line: a comma, a semicolon (spreadsheets in
French, German, Dutch and Norwegian) or a tab. A row with an ``id`` the roster knows (or a
licence number it knows) updates that entry; any other row is a new entry, keeping its ``id``
when it has one, so a roster moved to another computer keeps its identities.

A cell a spreadsheet would read as a formula (a name starting with ``=``, ``+``, ``-``, ``@``)
is written with a leading ``'``, which the reader takes off again.

The reader is strict: every bad line is named with what is wrong with it, and then nothing at
all is imported (``CsvImportError``), so a file is never half imported.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from duplicate.base.errors import DuplicateError, Message
from duplicate.base.spreadsheet import spreadsheet_file, spreadsheet_text, text_of_cell
from duplicate.roster.player import IDENTITY_PATTERN, RosterPlayer, new_identity
from duplicate.roster.store import Roster, RosterError, checked
from duplicate.storage.safe_write import replace_file

COLUMNS = ("id", "name", "licence", "category", "club", "active")
#: The largest CSV file read (a federation's list of 20,000 players is about 1.5 MB).
MAX_BYTES = 4_000_000
#: The most rows read, and the most problems listed before the reader stops.
MAX_ROWS = 20_000
MAX_PROBLEMS = 20
_YES = frozenset({"yes", "y", "true", "1", "x", "oui", "ja", "j"})
_NO = frozenset({"no", "n", "false", "0", "non", "nee", "nein", "nei"})


class CsvImportError(RosterError):
    """A CSV file refused: ``problems`` names each bad line; nothing was imported."""

    def __init__(self, problems: list[Message]) -> None:
        super().__init__("csv_refused", "nothing was imported: %n line(s) of the file are wrong", n=len(problems))
        self.problems = tuple(problems)


def roster_csv(players: tuple[RosterPlayer, ...]) -> str:
    """The roster's entries as CSV (comma-separated, with the column names first)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for p in players:
        writer.writerow((p.identity, *map(spreadsheet_text, (p.name, p.licence, p.category, p.club)),
                         "yes" if p.active else "no"))
    return out.getvalue()


def export_csv(roster: Roster, path: str | Path) -> int:
    """Write the whole roster to ``path`` (all at once or not at all); the number of entries."""
    players = roster.players()
    replace_file(path, spreadsheet_file(roster_csv(players)))
    return len(players)


def _line(number: int, problem: Message) -> Message:
    return Message("csv_line", "line {line}: {problem}", line=number, problem=problem)


def _separator(header: str) -> str:
    return max((",", ";", "\t"), key=header.count)


def read_csv(data: bytes) -> list[RosterPlayer]:
    """The entries a CSV file holds, every line checked; CsvImportError lists the bad lines."""
    if len(data) > MAX_BYTES:
        raise RosterError("csv_too_large", "the file has {count} bytes; a roster file has at most {limit}",
                          count=len(data), limit=MAX_BYTES)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RosterError("csv_not_utf8", "the file is not UTF-8 text (byte {position} cannot be read); "
                          "save it from the spreadsheet as \"CSV UTF-8\"", position=exc.start + 1) from None
    lines = text.splitlines()
    if not lines or not lines[0].strip():
        raise RosterError("csv_empty", "the file is empty: its first line names the columns ({columns})",
                          columns=", ".join(COLUMNS))
    try:
        rows = list(csv.reader(io.StringIO(text), delimiter=_separator(lines[0]), strict=True))
    except csv.Error as exc:
        raise RosterError("csv_unreadable", "the file is not CSV ({detail})", detail=str(exc)) from None
    header = [cell.strip().casefold() for cell in rows[0]]
    problems: list[Message] = []
    for column in header:
        if column not in COLUMNS:
            problems.append(_line(1, Message("csv_unknown_column", "the column \"{column}\" is unknown (the columns are "
                                             "{columns})", column=column, columns=", ".join(COLUMNS))))
        elif header.count(column) > 1:
            problems.append(_line(1, Message("csv_column_twice", "the column \"{column}\" is there twice",
                                             column=column)))
    if "name" not in header:
        problems.append(_line(1, Message("csv_no_name", "there is no column \"{column}\"", column="name")))
    if problems:
        raise CsvImportError(problems)
    if len(rows) - 1 > MAX_ROWS:
        raise RosterError("csv_too_long", "the file has {count} rows; at most {limit} are read",
                          count=len(rows) - 1, limit=MAX_ROWS)
    players: list[RosterPlayer] = []
    seen_ids: dict[str, int] = {}
    seen_licences: dict[str, int] = {}
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            problems.append(_line(number, Message("csv_cells", "it has %n cell(s) where the first line names "
                                                  "{columns}", n=len(row), columns=len(header))))
        else:
            player = _row_player(dict(zip(header, (text_of_cell(cell.strip()) for cell in row))), number, problems,
                                 seen_ids, seen_licences)
            if player is not None:
                players.append(player)
        if len(problems) >= MAX_PROBLEMS:
            break
    if problems:
        raise CsvImportError(problems)
    return players


def _row_player(cells: dict[str, str], number: int, problems: list[Message], seen_ids: dict[str, int],
                seen_licences: dict[str, int]) -> RosterPlayer | None:
    before = len(problems)
    identity = cells.get("id", "").lower()
    if identity:
        if not IDENTITY_PATTERN.fullmatch(identity):
            problems.append(_line(number, Message("csv_bad_id", "the id \"{id}\" is not a roster identity (a UUID)",
                                                  id=identity[:40])))
        elif identity in seen_ids:
            problems.append(_line(number, Message("csv_id_twice", "the same id as line {other}",
                                                  other=seen_ids[identity])))
        seen_ids.setdefault(identity, number)
    licence = cells.get("licence", "")
    if licence:
        if licence in seen_licences:
            problems.append(_line(number, Message("csv_licence_twice", "the same licence number as line {other}",
                                                  other=seen_licences[licence])))
        seen_licences.setdefault(licence, number)
    active_text = cells.get("active", "").casefold()
    if active_text and active_text not in _YES | _NO:
        problems.append(_line(number, Message("csv_bad_active", "\"{column}\" is {yes} or {no}, not \"{value}\"",
                                              column="active", yes="yes", no="no", value=active_text[:20])))
    valid = identity if IDENTITY_PATTERN.fullmatch(identity) else new_identity()  # a bad id is named above
    player = RosterPlayer(valid, cells["name"], licence, cells.get("category", ""), cells.get("club", ""),
                          active_text not in _NO)
    try:
        player = checked(player)  # the name as every player's name is checked, the fields bounded
    except DuplicateError as exc:
        problems.insert(before, _line(number, exc.notice))  # the name first, as the line reads
        return None
    return None if len(problems) > before else player


def import_csv(roster: Roster, path: str | Path) -> tuple[int, int]:
    """Every entry of the CSV file at ``path`` added or updated at once, or none: (added, updated)."""
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as exc:
        raise RosterError("csv_unreadable_file", "cannot read {path}: {detail}", path=path,
                          detail=exc.strerror or str(exc)) from None
    return roster.import_players(read_csv(data))


__all__ = ["COLUMNS", "CsvImportError", "export_csv", "import_csv", "read_csv", "roster_csv"]
