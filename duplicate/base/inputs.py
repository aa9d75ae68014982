"""Input from outside the program: stated size limits and strict readers with JSON paths.

Everything that arrives from a user, a script or a file (command-line arguments, batch lines
on stdin, game records, stored settings) passes through here, so that bad input of any shape
gives one clear error naming the limit or the field, never a traceback, a hang or a silent
conversion. A whole-number field refuses ``1e999``, ``Infinity``, ``"1"``, ``1.9`` and
``true`` alike; errors name the JSON path of the field (``turns[3].rack``).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, BinaryIO, Iterator, TextIO

from duplicate.base.errors import DuplicateError, Message

#: Longest batch line or command-line argument read (a CGP is about 250 characters).
MAX_LINE_BYTES = 100_000
#: Deepest JSON nesting read (a game record needs 4 levels).
MAX_JSON_DEPTH = 32
#: Most digits of a number in JSON (a seed has 19 at most).
MAX_NUMBER_DIGITS = 30
#: Longest text a JSON text field may hold (names, titles, moves).
MAX_TEXT = 10_000


class InputError(DuplicateError):
    """Input that is too large, not UTF-8, not JSON, or of the wrong shape."""

    def __init__(self, template: str | Message, code: str = "malformed_input", /, **values: object) -> None:
        super().__init__(code, template, **values)


# -- lines and arguments -------------------------------------------------------------------------


def argument_name(number: int) -> Message:
    """How an error names the command line's argument ``number`` (translated with it)."""
    return Message("argument_name", "argument {number}", number=number)


def line_name(number: int) -> Message:
    """How an error names input line ``number`` (translated with it)."""
    return Message("line_name", "line {number}", number=number)


def check_text(text: str, what: Message, limit: int = MAX_LINE_BYTES) -> str:
    """``text`` when it is valid Unicode (no undecodable bytes) and at most ``limit`` characters;
    ``what`` names it in the error (``argument_name(3)``, ``line_name(12)``)."""
    if len(text) > limit:
        raise InputError("{what} has {count} characters; at most {limit} are read",
            what=what, count=len(text), limit=limit)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:  # bytes that were not UTF-8, smuggled in as surrogates
        raise InputError("{what} is not UTF-8 text (character {start} cannot be decoded)",
            what=what, start=exc.start + 1) from None
    return text


_PLAYER_LINE = re.compile(r"^(\d+)\s*[;,\t ]\s*(.+)$")


def parse_players(text: str) -> list[tuple[int, str]]:
    """One player a line: ``12 Marie Dupont``, ``12; Marie Dupont``, ``12,Marie`` or just a
    name (numbered after the highest table so far), sorted by table. Raises InputError naming
    the bad line: a table used twice or a table numbered 0."""
    players: list[tuple[int, str]] = []
    used: set[int] = set()
    pending: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line:
            continue
        match = _PLAYER_LINE.match(line)
        if match:
            table = int(match.group(1))
            if table in used:
                raise InputError("line {line}: table {table} is used twice", "table_used_twice",
                    line=number, table=table)
            if table <= 0:
                raise InputError("line {line}: table numbers start at 1", "table_zero", line=number)
            used.add(table)
            players.append((table, match.group(2).strip().strip('"')))
        else:
            pending.append(line.strip('"'))
    next_table = max(used, default=0) + 1
    for name in pending:
        while next_table in used:
            next_table += 1
        players.append((next_table, name))
        used.add(next_table)
    return sorted(players)


def _ends_line(line: str | bytes) -> bool:
    return line.endswith("\n") if isinstance(line, str) else line.endswith(b"\n")


def input_lines(stream: TextIO | BinaryIO, limit: int = MAX_LINE_BYTES) -> Iterator[tuple[int, str | InputError]]:
    """Number each line of ``stream``: its text, or the error that refuses it.

    A line longer than ``limit`` is skipped to its end without being kept in memory; bytes
    that are not UTF-8 refuse their line only. A text stream with a binary ``buffer``
    (``sys.stdin``) is read as bytes, so no decoding error can stop the reading.
    """
    source = getattr(stream, "buffer", stream)
    number = 0
    while True:
        line = source.readline(limit + 1)
        if not line:
            return
        number += 1
        if len(line) > limit and not _ends_line(line):
            while line and not _ends_line(line):  # skip the rest of the line
                line = source.readline(65536)
            yield number, InputError("line {number} is longer than {limit} bytes; it was skipped",
                number=number, limit=limit)
            continue
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as exc:
                yield number, InputError("line {number} is not UTF-8 text (byte {start} cannot be decoded)",
                    number=number, start=exc.start + 1)
                continue
        try:
            yield number, check_text(line.rstrip("\r\n"), line_name(number), limit)
        except InputError as exc:
            yield number, exc


# -- JSON ------------------------------------------------------------------------------------------

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)


def _nesting(text: str) -> int:
    depth = deepest = 0
    for char in _STRINGS.sub("", text):
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number has {len(text.lstrip('-'))} digits; at most {MAX_NUMBER_DIGITS} are read")
    return int(text)


def loads(text: str | bytes, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Parse JSON with stated limits on nesting and number size; errors are InputError.

    ``Infinity``, ``NaN`` and ``1e999`` are read as floats (a number field refuses them
    with its path); big integers and deep nesting are refused before Python's own limits.
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise InputError("not UTF-8 text (byte {start} cannot be decoded)", start=exc.start + 1) from None
    if text.count("[") + text.count("{") > max_depth:  # else it cannot nest too deeply
        depth = _nesting(text)
        if depth > max_depth:
            raise InputError("JSON nested {depth} levels deep; at most {max_depth} are read",
                depth=depth, max_depth=max_depth)
    try:
        return json.loads(text, parse_int=_number)
    except RecursionError:
        raise InputError("JSON nested too deeply; at most {max_depth} levels are read", max_depth=max_depth) from None
    except ValueError as exc:
        raise InputError("not JSON ({reason})", reason=exc) from None


# -- typed fields with their JSON path -----------------------------------------------------------


def describe(value: Any) -> str | Message:
    """A short JSON-like picture of a bad value for an error message (an object or a list in
    words, translated with the message)."""
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, (dict, list)):
        return Message("json_object", "an object") if isinstance(value, dict) else Message("json_list", "a list")
    shown = json.dumps(value, ensure_ascii=False) if isinstance(value, str) else repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def at(path: str, key: str | int) -> str:
    """The JSON path of a member: ``turns[3]``, ``turns[3].rack``, ``settings``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def whole_number(value: Any, path: str, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError("{path}: must be a whole number, not {found}", path=path, found=describe(value))
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"from {low} to {high}" if low is not None and high is not None else (
            f"at least {low}" if low is not None else f"at most {high}")
        raise InputError("{path}: must be {bounds}, not {value}", path=path, bounds=bounds, value=value)
    return value


def text(value: Any, path: str, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise InputError("{path}: must be text, not {found}", path=path, found=describe(value))
    if len(value) > limit:
        raise InputError("{path}: has {count} characters; at most {limit}",
            path=path, count=len(value), limit=limit)
    return value


def optional_text(value: Any, path: str, limit: int = MAX_TEXT) -> str | None:
    return None if value is None else text(value, path, limit)


def boolean(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise InputError("{path}: must be true or false, not {found}", path=path, found=describe(value))
    return value


def array(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise InputError("{path}: must be a list, not {found}", path=path, found=describe(value))
    return value


def mapping(value: Any, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InputError("{path}: must be an object, not {found}", path=path, found=describe(value))
    return value


def member(data: dict[str, Any], key: str, path: str) -> Any:
    """``data[key]``; a missing key is an error naming its path."""
    if key not in data:
        raise InputError("{where}: missing", where=at(path, key))
    return data[key]


__all__ = [
    "InputError",
    "MAX_JSON_DEPTH",
    "MAX_LINE_BYTES",
    "MAX_NUMBER_DIGITS",
    "MAX_TEXT",
    "array",
    "at",
    "boolean",
    "argument_name",
    "check_text",
    "line_name",
    "parse_players",
    "describe",
    "input_lines",
    "loads",
    "mapping",
    "member",
    "optional_text",
    "text",
    "whole_number",
]
