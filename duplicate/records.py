"""Records and exports of a duplicate session: game record, results, game sheet.

- The **game record** is a JSON object holding the settings and the active action log of a
  session. Because a session *is* the replay of its log, re-creating a session from the
  record (``session_from_record``) replays every action and gives back exactly the same
  turns, racks, master moves, entries, decisions and standings. A ``summary`` (per turn rack,
  master move and score) is kept for people and other programs, and is checked after the
  replay so that a record which no longer replays the same way is refused, not trusted.
- ``prepared_turns`` takes the racks of a game so that a new session can play them again
  (``RackSource.PREPARED``: clubs in several places play the same game).
- Results: a CSV table and the form the French ranking program reads
  (``"table","name","totalScore"`` lines).
- The game sheet, as data, as a plain-text table like Eliot's history and as a printable,
  self-contained HTML page. Rack marks follow Eliot: ``old+new`` (leftover, then the tiles
  drawn), a leading ``-`` for a rack drawn after a rejection, ``?`` for a blank; in words a
  lowercase letter is a blank.
"""

from __future__ import annotations

import csv
import html
import io
import json
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from duplicate import inputs
from duplicate.actions import Draw as DrawAction
from duplicate.actions import BAD_FIELD, parse_action
from duplicate.bag import Draw
from duplicate.edition import Edition, load_edition
from duplicate.errors import QT_TRANSLATE_NOOP, DuplicateError, Message
from duplicate.inputs import InputError, at
from duplicate.lexicon import Lexicon
from duplicate.notation import format_reference
from duplicate.session import PreparedTurn, Session, SessionError, SessionSettings, lexicon_for
from duplicate.session_settings import check_settings_json, rack_tiles
from duplicate.storage import SIDE_SUFFIXES
from duplicate.standings import compute_standings

RECORD_FORMAT = "duplicate-scrabble game record"
RECORD_VERSION = 1


class RecordError(DuplicateError):
    """A game record that cannot be read, is of another program or version, or does not replay."""


# -- small helpers --------------------------------------------------------------------------


def draw_mark(draw: Draw, edition: Edition) -> str:
    """A turn's rack in Eliot's notation: ``-RACK`` after a rejection, ``old+new``, or the tiles alone."""
    leftover, new = edition.tiles_text(draw.leftover), edition.tiles_text(draw.new)
    if draw.rejected:
        return f"-{leftover}{new}"
    if leftover and new:
        return f"{leftover}+{new}"
    return leftover or new


def _percent(value: float) -> str:
    return f"{value:.2f}"


@dataclass(frozen=True)
class SheetLabels:
    """The words of the printed game sheet, in English by default.

    The app passes its translations (the engine knows no language machinery): every text
    is a whole phrase, ``{0}`` placeholders where a value goes; ``number`` writes a
    percentage figure and ``date`` the creation date the language's way.
    """

    title: str = "Duplicate game"
    edition: str = "Edition"
    word_list: str = "Word list"
    rule_set: str = "Rule set"
    created: str = "Created"
    turns_played: str = "Turns played"
    top_total: str = "Top total"
    game_over: str = "Game over"
    not_played: str = "Not played"
    turn_n: str = "turn {0}"
    game_sheet: str = "Game sheet"
    standings: str = "Standings"
    sheet_headers: tuple[str, ...] = ("Turn", "Rack", "Solution", "Ref", "Points", "Bingo", "Total")
    standing_headers: tuple[str, ...] = (
        "Rank", "Table", "Name", "Total", "Deviation", "%", "Solos", "Warnings", "Penalties")
    legend: str = ("Rack: tiles kept + tiles drawn; a leading - marks a rack drawn again after a rejected one; "
                   "? is a blank. Solution: a lowercase letter is a blank. * marks a bingo.")
    language: str = "en"
    number: Callable[[float], str] = _percent
    date: Callable[[str], str] = str
    edition_name: Callable[[Edition], str] = lambda edition: f"{edition.english_name} ({edition.name})"


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


def _align(headers: Sequence[str], rows: Sequence[Sequence[str]], right: Sequence[bool]) -> list[str]:
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
    table = _align(
        [h.upper() for h in labels.sheet_headers] if labels else ["N", "RACK", "SOLUTION", "REF", "PTS", "BONUS", "TOTAL"],
        [
            [str(r.turn), r.rack, r.word, r.reference, str(r.points), "*" if r.bingo else "", str(r.top_total)]
            for r in rows
        ],
        [True, True, False, True, True, False, True],
    )
    if labels is not None:
        details = [f"{label}: {value}" for label, value in _sheet_info(session, labels, end_reason) if value]
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
    percent: float  # of the sum of the tops, 2 decimals


def results_rows(session: Session) -> list[ResultRow]:
    """One row per player in rank order (equal totals share a rank, then table order)."""
    return [
        ResultRow(r.rank, r.table, r.name, r.total, r.deviation, r.percent)
        for r in compute_standings(session).rows
    ]


CSV_HEADERS = ("table", "name", "total", "deviation", "percent", "rank")


def results_csv(session: Session, headers: Sequence[str] = CSV_HEADERS) -> str:
    """CSV with the header ``table,name,total,deviation,percent,rank`` (or the app's translated
    ``headers``, same order); fields quoted as needed. Figures stay machine-readable."""
    if len(headers) != len(CSV_HEADERS):
        raise ValueError(f"results_csv needs {len(CSV_HEADERS)} headers")
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(list(headers))
    for r in results_rows(session):
        writer.writerow([r.table, r.name, r.total, r.deviation, _percent(r.percent), r.rank])
    return buffer.getvalue()


def ranking_program_csv(session: Session) -> str:
    """The French ranking program's form: ``"table","name","totalScore"`` per player, no header."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, quoting=csv.QUOTE_ALL, lineterminator="\n")
    for r in results_rows(session):
        writer.writerow([r.table, r.name, r.total])
    return buffer.getvalue()


_STANDING_HEADERS = ["RANK", "TABLE", "NAME", "TOTAL", "DEVIATION", "%", "SOLOS", "WARNINGS", "PENALTIES"]


def _standing_cells(session: Session, number: Callable[[float], str] = _percent) -> list[list[str]]:
    return [
        [str(r.rank), str(r.table), r.name, str(r.total), str(r.deviation), number(r.percent),
         str(r.solos), str(r.warnings), str(r.penalties)]
        for r in compute_standings(session).rows
    ]


def standings_text(session: Session, labels: SheetLabels | None = None) -> str:
    """The standings as an aligned plain-text table, after the sum of the tops (with
    ``labels``: under the printed sheet's heading and column names, in their language)."""
    right = [True, True, False, True, True, True, True, True, True]
    if labels is not None:
        headers = [h.upper() for h in labels.standing_headers]
        return "\n".join([labels.standings, "", *_align(headers, _standing_cells(session, labels.number), right)]) + "\n"
    standings = compute_standings(session)
    turns = f"{standings.turns} turn" + ("" if standings.turns == 1 else "s")
    lines = [f"Top total: {standings.top_total} in {turns}", ""]
    cells = _standing_cells(session)
    lines += _align(_STANDING_HEADERS, cells, right)
    if not cells:
        lines.append(" (no players)")
    return "\n".join(lines) + "\n"


# -- printable HTML -------------------------------------------------------------------------

_CSS = """
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11pt; margin: 1.5em; color: #000; }
h1 { font-size: 16pt; margin: 0 0 0.3em; }
h2 { font-size: 13pt; margin: 1.2em 0 0.4em; }
table { border-collapse: collapse; }
th, td { border: 1px solid #555; padding: 0.15em 0.5em; }
th { background: #e8e8e8; }
td.num { text-align: right; }
td.rack, td.word { font-family: "DejaVu Sans Mono", "Courier New", monospace; }
dl.info { display: grid; grid-template-columns: max-content auto; gap: 0.1em 1em; margin: 0; }
dl.info dt { font-weight: bold; }
dl.info dd { margin: 0; }
p.legend { font-size: 9pt; color: #333; }
tr { page-break-inside: avoid; }
@page { size: A4; margin: 1.5cm; }
@media print { body { margin: 0; } }
"""


def _cell(text: object, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f"<td{attr}>{html.escape(str(text))}</td>"


def _html_table(headers: Sequence[str], rows: Iterable[str]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "\n".join(rows)
    return f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>"


def _sheet_info(session: Session, words: SheetLabels, end_reason: Callable[[str], str]) -> list[tuple[str, str]]:
    """The game sheet's details (label, value), for the printed sheet and the translated text."""
    settings = session.settings
    standings = compute_standings(session)
    info = [
        (words.edition, words.edition_name(session.edition)),
        (words.word_list, settings.lexicon.name),
        (words.rule_set, session.rules.name),
        (words.created, words.date(settings.created) if settings.created else ""),
        (words.turns_played, str(standings.turns)),
        (words.top_total, str(standings.top_total)),
    ]
    if session.end_reason is not None:
        info.append((words.game_over, end_reason(session.end_reason)))
    unplayed = _unplayed_turn(session)
    if unplayed is not None:
        info.append((words.not_played, words.turn_n.format(unplayed)))
    return info


def sheet_html(session: Session, labels: SheetLabels | None = None,
               end_reason: Callable[[str], str] = str) -> str:
    """A complete, self-contained, printable HTML page: details, the game sheet, the standings.

    ``labels`` (English by default) and ``end_reason`` (rewording the stored reason) let
    the app print the sheet in its language.
    """
    words = labels or SheetLabels()
    settings = session.settings
    title = settings.title or words.title
    info = _sheet_info(session, words, end_reason)
    info_html = "\n".join(
        f"<dt>{html.escape(k)}</dt><dd>{html.escape(v)}</dd>" for k, v in info if v
    )
    sheet = [
        "<tr>" + _cell(r.turn, "num") + _cell(r.rack, "rack") + _cell(r.word, "word")
        + _cell(r.reference) + _cell(r.points, "num") + _cell("*" if r.bingo else "")
        + _cell(r.top_total, "num") + "</tr>"
        for r in sheet_rows(session)
    ]
    results = [
        "<tr>" + "".join(_cell(c, "" if i == 2 else "num") for i, c in enumerate(cells)) + "</tr>"
        for cells in _standing_cells(session, words.number)
    ]
    return f"""<!DOCTYPE html>
<html lang="{html.escape(words.language)}">
<head>
<meta charset="utf-8">
<title>{html.escape(title)}</title>
<style>{_CSS}</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
<dl class="info">
{info_html}
</dl>
<h2>{html.escape(words.game_sheet)}</h2>
{_html_table(words.sheet_headers, sheet)}
<p class="legend">{html.escape(words.legend)}</p>
<h2>{html.escape(words.standings)}</h2>
{_html_table(words.standing_headers, results)}
</body>
</html>
"""


# -- the game record ------------------------------------------------------------------------


def game_record(session: Session) -> dict[str, Any]:
    """The JSON-serialisable record of a session: settings, active action log and a summary."""
    from duplicate import __version__

    standings = compute_standings(session)
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "program": f"duplicate-scrabble {__version__}",
        "exported": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "settings": session.settings.to_dict(),
        "actions": [{"kind": kind, "payload": payload} for kind, payload in session.action_log()],
        "summary": {
            "turns": [
                {"turn": r.turn, "rack": r.rack, "master": r.move, "score": r.points, "bingo": r.bingo}
                for r in sheet_rows(session)
            ],
            "top_total": standings.top_total,
            "end_reason": session.end_reason,
            "standings": [
                {"rank": r.rank, "table": r.table, "name": r.name, "total": r.total}
                for r in standings.rows
            ],
        },
    }


def write_record(session: Session, path: str | Path) -> None:
    """Write the game record as UTF-8 JSON, whole or not at all (``safe_write.replace_file``)."""
    save_record(game_record(session), path)


def save_record(record: dict[str, Any], path: str | Path) -> None:
    """Write a game record (from ``game_record``) as ``write_record`` does."""
    from duplicate.safe_write import WriteError, replace_file

    text = json.dumps(record, ensure_ascii=False, indent=1) + "\n"
    try:
        replace_file(path, text)
    except WriteError as exc:
        raise RecordError(exc.code, exc.notice) from None


def read_record(path: str | Path) -> dict[str, Any]:
    """Read a record file; only its JSON syntax is checked here (the rest on use)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError("not_found", "{path} does not exist", path=path) from None
    except UnicodeDecodeError:
        raise RecordError("not_a_record", "{path} is not a game record (not UTF-8 text)", path=path) from None
    except OSError as exc:
        raise RecordError("unreadable", "cannot read {path}: {value}", path=path, value=exc.strerror or exc) from None
    except MemoryError:
        raise RecordError("not_a_record", "{path} is too large to be a game record", path=path) from None
    try:
        record = inputs.loads(text)
    except InputError as exc:
        raise RecordError("not_a_record", "{path} is not a game record ({reason})",
            path=path, reason=exc.notice) from None
    _check_header(record)
    return record


def _check_header(record: Any) -> None:
    if not isinstance(record, dict):
        raise RecordError("not_a_record", "a game record is a JSON object; this is not one")
    if record.get("format") != RECORD_FORMAT:
        raise RecordError("not_a_record", "this is not a duplicate game record (format {get})",
            get=repr(record.get('format')))
    version = record.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("corrupt", "version: the game record has no valid version number ({found})",
            found=inputs.describe(version))
    if version > RECORD_VERSION:
        raise RecordError("newer_version", "the game record was written by a newer version of this program (record version {version}, this version reads up to {record_version}); please update",
            version=version, record_version=RECORD_VERSION)


def _corrupt(exc: DuplicateError, settings: bool = False) -> RecordError:
    if settings:
        return RecordError("corrupt", "the game record's settings are damaged: {reason}", reason=exc.notice)
    return RecordError("corrupt", "the game record is damaged: {reason}", reason=exc.notice)


def _record_actions(record: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    try:
        actions = inputs.array(inputs.member(record, "actions", ""), "actions")
        result = []
        for index, action in enumerate(actions):
            where = at("actions", index)
            action = inputs.mapping(action, where)
            kind = inputs.text(inputs.member(action, "kind", where), at(where, "kind"), 40)
            payload = inputs.mapping(inputs.member(action, "payload", where), at(where, "payload"))
            result.append((kind, payload))
    except InputError as exc:
        raise _corrupt(exc) from None
    return result


#: A game record's word list errors speak of the game, not the session.
_GAME_WORDING = {
    "the session was played with the word list {name}: {reason}":
        QT_TRANSLATE_NOOP("engine", "the game was played with the word list {name}: {reason}"),
    "the session was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...":
        QT_TRANSLATE_NOOP("engine", "the game was played with the word list {name} (SHA-256 {sha256}...), but the "
                                    "list found has SHA-256 {found}..."),
}


def _payload_problem(where: str, exc: DuplicateError) -> InputError:
    """An action's field error with its JSON path: ``actions[2].payload.turn: must be ...``."""
    values = dict(exc.values)
    if exc.template == BAD_FIELD:
        return InputError("{where}: {problem}", where=at(where, str(values["name"])), problem=values["problem"])
    return InputError("{where}: {reason}", where=where, reason=exc.notice)


def record_settings(record: dict[str, Any]) -> SessionSettings:
    """The settings of a game record, every field checked (errors name the field)."""
    try:
        data = inputs.member(record, "settings", "")
        check_settings_json(data, "settings")
        return SessionSettings.from_dict(data)
    except DuplicateError as exc:
        raise _corrupt(exc, settings=True) from None


def _summary_turns(record: dict[str, Any]) -> list[dict[str, Any]] | None:
    summary = record.get("summary")
    if summary is None:
        return None
    try:
        summary = inputs.mapping(summary, "summary")
        turns = inputs.array(inputs.member(summary, "turns", "summary"), "summary.turns")
        for index, turn in enumerate(turns):
            where = at("summary.turns", index)
            turn = inputs.mapping(turn, where)
            inputs.whole_number(inputs.member(turn, "turn", where), at(where, "turn"), 1, 10_000)
            inputs.text(inputs.member(turn, "rack", where), at(where, "rack"), 100)
            inputs.text(inputs.member(turn, "master", where), at(where, "master"), 200)
            inputs.whole_number(inputs.member(turn, "score", where), at(where, "score"), 0, 100_000)
            if "bingo" in turn:
                inputs.boolean(turn["bingo"], at(where, "bingo"))
        if "top_total" in summary:
            inputs.whole_number(summary["top_total"], "summary.top_total", 0, 10_000_000)
        inputs.optional_text(summary.get("end_reason"), "summary.end_reason", 1000)
    except InputError as exc:
        raise _corrupt(exc) from None
    return turns


def session_from_record(
    record: dict[str, Any],
    path: str | Path,
    lexicon: Lexicon | None = None,
    cache_dir: Path | None = None,
) -> Session:
    """Create a new session file at ``path`` that replays the record's game exactly.

    The word list is loaded like ``Session.open`` does (unless given) and must have the
    SHA-256 the record names: another list could make recorded moves illegal or score them
    differently. Every action is replayed and saved like an arbiter's; if one cannot be, the
    new file is removed and the error says which action failed.
    """
    _check_header(record)
    settings = record_settings(record)
    actions = _record_actions(record)
    summary = _summary_turns(record)
    edition = load_edition(settings.edition)
    try:
        lexicon = lexicon_for(settings, lexicon, cache_dir)
    except SessionError as exc:
        template = _GAME_WORDING.get(exc.template)
        raise RecordError(exc.code, exc.notice if template is None else Message(exc.code, template, **dict(exc.values))) from None
    session = Session.create(
        path,
        edition,
        lexicon,
        settings.rules,
        lexicon_path=settings.lexicon_path,
        seed=settings.seed,
        rack_source=settings.rack_source,
        prepared=settings.prepared,
        title=settings.title,
    )
    try:
        for number, (kind, payload) in enumerate(actions, start=1):
            try:
                session.replay_action(kind, payload)
            except DuplicateError as exc:
                raise RecordError("does_not_replay", "action {number} ({kind}) of the game record cannot be replayed: {reason}",
                    number=number, kind=kind, reason=exc.notice) from None
            except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
                raise RecordError("corrupt", "actions[{number}] ({kind}): action {number2} of the game record is damaged ({reason})",
                    number=number - 1, kind=kind, number2=number, reason=exc) from None
        if summary is not None:
            _check_summary(session, summary)
    except BaseException:
        session.close()
        _remove_session_file(Path(path))
        raise
    return session


def _check_summary(session: Session, summary: list[dict[str, Any]]) -> None:
    """The replayed game must give the turns the record lists (else the replay is not exact)."""
    replayed = [
        {"turn": r.turn, "rack": r.rack, "master": r.move, "score": r.points} for r in sheet_rows(session)
    ]
    recorded = [{k: t.get(k) for k in ("turn", "rack", "master", "score")} for t in summary]
    if replayed != recorded:
        first = next(i for i in range(max(len(replayed), len(recorded)))
                     if i >= len(replayed) or i >= len(recorded) or replayed[i] != recorded[i])
        want = recorded[first] if first < len(recorded) else "no such turn"
        got = replayed[first] if first < len(replayed) else "no such turn"
        raise RecordError("summary_mismatch", "replaying the game record does not give the turns it lists (turn {first}: recorded {want}, replayed {got})",
            first=first + 1, want=want, got=got)


def _remove_session_file(path: Path) -> None:
    for candidate in (path, *(path.with_name(path.name + suffix) for suffix in SIDE_SUFFIXES)):
        try:
            candidate.unlink(missing_ok=True)
        except OSError:
            pass


# -- prepared games -------------------------------------------------------------------------


def prepared_turns(record_or_session: dict[str, Any] | Session) -> tuple[PreparedTurn, ...]:
    """The racks of each committed turn (and the racks rejected before them), in order."""
    if isinstance(record_or_session, Session):
        session = record_or_session
        return tuple(
            PreparedTurn(
                session.edition.tiles_text(turn.draw.rack),
                tuple(session.edition.tiles_text(r) for r in turn.draw.rejected),
            )
            for turn in session.committed_turns
        )
    _check_header(record_or_session)
    edition = load_edition(record_settings(record_or_session).edition)

    def canonical(value: Any, path: str) -> str:
        # read the racks as a session replaying the draw does, so both sources agree exactly
        return edition.tiles_text(rack_tiles(value, path, edition))

    draws: dict[int, PreparedTurn] = {}
    committed: set[int] = set()
    try:
        for index, (kind, payload) in enumerate(_record_actions(record_or_session)):
            if kind not in ("draw", "commit"):
                continue
            where = at(at("actions", index), "payload")
            try:
                action = parse_action(kind, payload)  # the one strict reader of stored actions
            except DuplicateError as exc:
                raise _payload_problem(where, exc) from None
            if isinstance(action, DrawAction):
                rack = canonical(action.leftover, at(where, "leftover")) + canonical(action.new, at(where, "new"))
                rack_tiles(rack, at(where, "new"), edition)  # the whole rack fits too
                draws[action.turn] = PreparedTurn(
                    rack, tuple(canonical(r, at(at(where, "rejected"), i)) for i, r in enumerate(action.rejected))
                )
            else:
                committed.add(action.turn)
    except InputError as exc:
        raise _corrupt(exc) from None
    missing = sorted(committed - set(draws))
    if missing:
        raise RecordError("corrupt", "the game record commits turn {missing} but has no rack for it",
            missing=missing[0])
    return tuple(draws[n] for n in sorted(committed))


__all__ = [
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "RecordError",
    "CSV_HEADERS",
    "ResultRow",
    "SheetLabels",
    "SheetRow",
    "draw_mark",
    "game_record",
    "prepared_turns",
    "record_settings",
    "ranking_program_csv",
    "read_record",
    "results_csv",
    "results_rows",
    "save_record",
    "session_from_record",
    "sheet_html",
    "sheet_rows",
    "sheet_text",
    "standings_text",
    "write_record",
]
