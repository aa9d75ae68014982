"""The game record: a session as JSON, to keep, send or play again.

- The **game record** is a JSON object holding the settings and the active action log of a
  session. Because a session *is* the replay of its log, re-creating a session from the
  record (``session_from_record``) replays every action and gives back exactly the same
  turns, racks, master moves, entries, decisions and standings. A ``summary`` (per turn rack,
  master move and score) is kept for people and other programs, and is checked after the
  replay so that a record which no longer replays the same way is refused, not trusted.
- ``prepared_turns`` takes the racks of a game so that a new session can play them again
  (``RackSource.PREPARED``: clubs in several places play the same game).
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from duplicate.base import inputs
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message, SessionError
from duplicate.base.inputs import InputError, at
from duplicate.records.sheet import sheet_rows
from duplicate.rules.edition import load_edition
from duplicate.session.actions import ACTION_TYPES, Commit
from duplicate.session.actions import Draw as DrawAction
from duplicate.session.session import Session
from duplicate.session.settings import PreparedTurn, SessionSettings, check_settings_json, lexicon_for, rack_tiles
from duplicate.session.standings import compute_standings
from duplicate.storage.session_file import SIDE_SUFFIXES
from duplicate.words.lexicon import Lexicon

RECORD_FORMAT = "duplicate-scrabble game record"
RECORD_VERSION = 1


class RecordError(DuplicateError):
    """A game record that cannot be read, is of another program or version, or does not replay."""


# -- the game record ------------------------------------------------------------------------


def game_record(session: Session) -> dict[str, Any]:
    """The JSON-serialisable record of a session: settings, active action log and a summary."""
    from duplicate.base.version import VERSION

    standings = compute_standings(session)
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "program": f"duplicate-scrabble {VERSION}",
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
    from duplicate.storage.safe_write import WriteError, replace_file

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
    return _check_header(record)


def _check_header(record: Any) -> dict[str, Any]:
    """``record`` if it is a game record this version reads; a RecordError saying why not."""
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
    return record


def _corrupt(exc: DuplicateError, settings: bool = False) -> RecordError:
    if settings:
        return RecordError("corrupt", "the game record's settings are damaged: {reason}", reason=exc.notice)
    return RecordError("corrupt", "the game record is damaged: {reason}", reason=exc.notice)


def _record_actions(record: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The record's actions, each payload of a known kind read strictly (errors name its
    JSON path: ``actions[2].payload.turn``); an unknown kind is left for the replay to refuse."""
    try:
        actions = inputs.array(inputs.member(record, "actions", ""), "actions")
        result = []
        for index, action in enumerate(actions):
            where = at("actions", index)
            action = inputs.mapping(action, where)
            kind = inputs.text(inputs.member(action, "kind", where), at(where, "kind"), 40)
            payload = inputs.mapping(inputs.member(action, "payload", where), at(where, "payload"))
            if kind in ACTION_TYPES:
                ACTION_TYPES[kind].read(payload, at(where, "payload"))
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


def record_settings(record: dict[str, Any]) -> SessionSettings:
    """The settings of a game record, every field checked (errors name the field)."""
    try:
        data = inputs.member(record, "settings", "")
        check_settings_json(data, "settings")
        return SessionSettings.from_dict(data)
    except DuplicateError as exc:
        raise _corrupt(exc, settings=True) from None


def record_top_total(record: dict[str, Any]) -> int | None:
    """The sum of the game's master moves as the record's summary gives it (None when it has
    none); the summary is read strictly, as a replay of the record reads it."""
    if _summary_turns(record) is None:
        return None
    top_total: int | None = record["summary"].get("top_total")
    return top_total


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
    try:
        lexicon = lexicon_for(settings, lexicon, cache_dir)
    except SessionError as exc:
        template = _GAME_WORDING.get(exc.template)
        raise RecordError(exc.code, exc.notice if template is None else Message(exc.code, template, **dict(exc.values))) from None
    session = Session.create(path, settings, lexicon)
    try:
        for number, (kind, payload) in enumerate(actions, start=1):
            try:
                session.replay_action(kind, payload)
            except DuplicateError as exc:
                raise RecordError("does_not_replay", "{path}: action {number} ({kind}) of the game record cannot be replayed: {reason}",
                    path=at("actions", number - 1), number=number, kind=kind, reason=exc.notice) from None
            except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
                raise RecordError("corrupt", "actions[{number}] ({kind}): action {number2} of the game record is damaged ({reason})",
                    number=number - 1, kind=kind, number2=number, reason=exc) from None
        if summary is not None:
            _check_summary(session, summary)
            _check_summary_figures(session, record["summary"])
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
        raise RecordError("summary_mismatch", "{path}: replaying the game record does not give the turns it lists (turn {first}: recorded {want}, replayed {got})",
            path=at("summary.turns", first), first=first + 1, want=want, got=got)


def _check_summary_figures(session: Session, summary: dict[str, Any]) -> None:
    """The summary's other figures (each turn's bingo, the tops' total, the standings), when
    given, must be the replayed game's: a record is refused rather than shown with figures
    its game does not give (a total of 99999)."""
    rows = sheet_rows(session)
    standings = compute_standings(session)
    try:
        for index, turn in enumerate(summary["turns"]):
            if "bingo" in turn and index < len(rows) and turn["bingo"] != rows[index].bingo:
                _figure_differs(at(at("summary.turns", index), "bingo"), turn["bingo"], rows[index].bingo)
        if "top_total" in summary and summary["top_total"] != standings.top_total:
            _figure_differs("summary.top_total", summary["top_total"], standings.top_total)
        if "standings" in summary:
            recorded = inputs.array(summary["standings"], "summary.standings")
            replayed = [{"rank": r.rank, "table": r.table, "name": r.name, "total": r.total} for r in standings.rows]
            for index in range(max(len(recorded), len(replayed))):
                where = at("summary.standings", index)
                if index >= len(recorded) or index >= len(replayed):
                    _figure_differs(where, recorded[index] if index < len(recorded) else None,
                                    replayed[index] if index < len(replayed) else None)
                row = inputs.mapping(recorded[index], where)
                for key, value in replayed[index].items():
                    if row.get(key) != value:
                        _figure_differs(at(where, key), row.get(key), value)
    except InputError as exc:
        raise _corrupt(exc) from None


def _figure_differs(path: str, recorded: Any, replayed: Any) -> None:
    raise RecordError("summary_mismatch", "{path}: the game record says {recorded}, its game gives {replayed}",
                      path=path, recorded=inputs.describe(recorded), replayed=inputs.describe(replayed))


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
            action = ACTION_TYPES[kind].read(payload, where)
            if isinstance(action, DrawAction):
                rack = canonical(action.leftover, at(where, "leftover")) + canonical(action.new, at(where, "new"))
                rack_tiles(rack, at(where, "new"), edition)  # the whole rack fits too
                draws[action.turn] = PreparedTurn(
                    rack, tuple(canonical(r, at(at(where, "rejected"), i)) for i, r in enumerate(action.rejected))
                )
            elif isinstance(action, Commit):
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
    "game_record",
    "prepared_turns",
    "record_settings",
    "read_record",
    "record_top_total",
    "save_record",
    "session_from_record",
    "write_record",
]
