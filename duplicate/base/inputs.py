"""The one strict reader of input from outside the program: stated size limits, exact types,
and errors that say where and what.

Everything that arrives from a user, a script or a file passes through here: command-line
arguments and batch lines, game records and prepared games, a session file's settings and
stored actions, the training history, phones' request bodies. Bad input of any shape gives
one clear error naming the limit or the value, never a traceback, a hang or a silent
conversion: a whole-number field refuses ``1e999``, ``Infinity``, ``"1"``, ``1.9`` and
``true`` alike. An error about a value is an ``InputError`` ``{path}: {problem}``: the JSON
path of the value (``turns[3].rack``) and what is wrong with it, in one vocabulary for every
reader (``problem_error``); its code is ``malformed_input``.

Values are read one at a time (``whole_number``, ``text``, ``mapping``, ...) or a whole JSON
object at once into the frozen dataclass that describes it (``read``, driven by its type
hints; ``to_json`` writes it back).
"""

from __future__ import annotations

import collections.abc
import dataclasses
import json
import math
import re
import tomllib
import types
import typing
from dataclasses import dataclass
from enum import Enum
from functools import cache
from types import MappingProxyType
from typing import Annotated, Any, BinaryIO, Callable, Iterable, Iterator, Literal, Mapping, TextIO, TypeVar

from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message

T = TypeVar("T")

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

    @property
    def path(self) -> str | None:
        """The JSON path of the value refused (None: the error is not about one value)."""
        path = self.notice.args.get("path")
        return path if self.notice.template == AT_PATH and isinstance(path, str) else None

    @property
    def problem(self) -> Message | None:
        """What is wrong with the value at ``path`` (None: the error is not about one value)."""
        problem = self.notice.args.get("problem")
        return problem if self.notice.template == AT_PATH and isinstance(problem, Message) else None

    def to_json(self) -> dict[str, str]:
        """Code and message, and the JSON path of the value refused when there is one."""
        data = super().to_json()
        if self.path is not None:
            data["path"] = self.path
        return data


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


def parse_players(text: str, taken: Iterable[int] = ()) -> list[tuple[int, str]]:
    """One player a line: ``12 Marie Dupont``, ``12; Marie Dupont``, ``12,Marie`` or just a
    name (numbered after the highest table so far, ``taken`` ones included), sorted by table.
    Raises InputError naming the bad line: a table used twice (or ``taken``: the players ticked
    in the roster hold those) or a table numbered 0."""
    players: list[tuple[int, str]] = []
    held = frozenset(taken)
    used: set[int] = set(held)
    pending: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line:
            continue
        match = _PLAYER_LINE.match(line)
        if match:
            table = int(match.group(1))
            if table in held:
                raise InputError("line {line}: table {table} is taken by a player ticked in the roster",
                    "table_used_twice", line=number, table=table)
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


# -- TOML files (editions, presets) ------------------------------------------------------------------
#
# A TOML file is read as the JSON-like data tomllib gives, checked by the same readers; an error
# names the file and, where the text shows it, the line of the value refused.

#: An error in a data file, and where: the file, the line of the value, what is wrong with it.
IN_FILE_AT_LINE = QT_TRANSLATE_NOOP("engine", "{source}, line {line}: {error}")
#: An error in a data file whose line is not known (a key that is missing from it).
IN_FILE = QT_TRANSLATE_NOOP("engine", "{source}: {error}")

_TOML_AT = re.compile(r"\(at line (\d+), column (\d+)\)")


class TomlError(InputError):
    """A text that is not TOML; ``line`` is where tomllib stopped (None: not said)."""

    line: int | None = None


def toml_document(text: str) -> dict[str, Any]:
    """The data of a TOML text; a TomlError with the line tomllib names."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = _TOML_AT.search(str(exc))
        error = TomlError("not valid TOML ({reason})", "malformed_toml", reason=_TOML_AT.sub("", str(exc)).strip())
        error.line = int(found.group(1)) if found else None
        raise error from None


def located(error: InputError, source: str | Message, text: str) -> tuple[str, dict[str, Any]]:
    """The template and values of ``error`` said of the TOML file ``source`` whose ``text`` it
    read: ``{source}, line {line}: {error}`` where the line is known, else ``{source}: {error}``
    (raise the file's own error with them: ``EditionError("edition_invalid", template, **values)``)."""
    line = error.line if isinstance(error, TomlError) else toml_line(text, error.path or "")
    if line is None:
        return IN_FILE, {"source": source, "error": error.notice}
    return IN_FILE_AT_LINE, {"source": source, "line": line, "error": error.notice}


_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$")
_KEY = re.compile(r"""^\s*("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)\s*=""")
_PATH_PART = re.compile(r"""\.?([^.\[\]]+)|\[(\d+)\]""")


def toml_line(text: str, path: str) -> int | None:
    """The line of a TOML ``text`` where the value at the JSON ``path`` is written (``blanks``,
    ``tiles.A[0]``, ``draw_rule[1].vowels``): its key's line, else its table's header (a key
    missing from it); None when the text does not show it (a key missing at the top)."""
    whole: list[str | int] = [int(index) if index else key for key, index in _PATH_PART.findall(path)]
    parts = list(whole)
    while parts and isinstance(parts[-1], int):  # an item of a list: the line of the list's key
        parts.pop()
    if not parts:
        return None
    table: list[str | int] = []
    counts: dict[str, int] = {}
    header_line = None
    for number, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            name = header.group(2).strip().strip('"')
            if header.group(1) == "[[":
                counts[name] = counts.get(name, -1) + 1
                table = [name, counts[name]]
            else:
                table = [name]
            if table in (parts, whole):  # the path names the table itself ([tiles], [[draw_rule]] number 2)
                return number
            if table == parts[:-1]:
                header_line = number
            continue
        key = _KEY.match(line)
        if key and [*table, key.group(1).strip("\"'")] == parts:
            return number
    return header_line


# -- what is wrong, and where -------------------------------------------------------------------
#
# Every error about a value names where it is (its JSON path: ``turns[3].rack``, or a key of
# an action's payload) and what is wrong with it, in one vocabulary for every reader:
# ``{path}: {problem}``, the problem a nested Message ("must be a whole number, not '1'",
# "is missing", "is unknown", "must be from 1 to 9999, not 0", ...). A caller that frames the
# error in its own words (a stored action, a phone's request) keeps the path and the problem.

#: The sentence of every error about a value: where it is, and what is wrong with it.
AT_PATH = QT_TRANSLATE_NOOP("engine", "{path}: {problem}")


def problem_error(path: str, problem: Message) -> InputError:
    """The error saying what is wrong (``problem``) with the value at ``path``."""
    return InputError(AT_PATH, path=path, problem=problem)


def describe(value: Any) -> str | Message:
    """A short picture of a bad value for an error message, as JSON writes it (``"3"``,
    ``[1]``, ``null``, ``Infinity``): every value read is JSON; an object in words
    (translated with the message)."""
    if isinstance(value, dict):
        return Message("json_object", "an object")
    try:
        shown = json.dumps(list(value) if isinstance(value, tuple) else value, ensure_ascii=False)
    except (TypeError, ValueError):  # not JSON at all (a value built in the program)
        shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def at(path: str, key: str | int) -> str:
    """The JSON path of a member: ``turns[3]``, ``turns[3].rack``, ``settings``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


# The words of the problems (each a Message: translated inside the sentence that holds it).

def _not(what: Message, found: Any) -> Message:
    return Message("field_type", "must be {what}, not {found}", what=what, found=describe(found))


MISSING = Message("field_missing", "is missing")
UNKNOWN = Message("field_unknown", "is unknown")
WHOLE_NUMBER = Message("field_int", "a whole number")
FINITE_NUMBER = Message("field_number", "a finite number")
TEXT = Message("field_text", "text")
TRUE_OR_FALSE = Message("field_bool", "true or false")
A_LIST = Message("json_list", "a list")
AN_OBJECT = Message("json_object", "an object")


def _missing_beside(extra: str) -> Message:
    """A key missing where an unknown one stands: most likely the same key misspelt."""
    return Message("field_missing_unknown", "is missing (the object has the unknown field {extra})",
                   extra=repr(extra))


def _outside(value: int, low: int | None, high: int | None) -> Message:
    if low is not None and high is not None:
        return Message("out_of_range", "must be from {low} to {high}, not {value}", low=low, high=high, value=value)
    if low is not None:
        return Message("too_small", "must be at least {low}, not {value}", low=low, value=value)
    return Message("too_large", "must be at most {high}, not {value}", high=high, value=value)


def _too_long(count: int, limit: int) -> Message:
    return Message("too_long", "has {count} characters; at most {limit}", count=count, limit=limit)


# -- values, each checked where it stands ---------------------------------------------------------


def whole_number(value: Any, path: str, low: int | None = None, high: int | None = None) -> int:
    """An integer (never a bool, a float, text or ``1e999``) from ``low`` to ``high``."""
    if type(value) is not int:
        raise problem_error(path, _not(WHOLE_NUMBER, value))
    if (low is not None and value < low) or (high is not None and value > high):
        raise problem_error(path, _outside(value, low, high))
    return value


def text(value: Any, path: str, limit: int = MAX_TEXT) -> str:
    if type(value) is not str:
        raise problem_error(path, _not(TEXT, value))
    if len(value) > limit:
        raise problem_error(path, _too_long(len(value), limit))
    return value


def optional_text(value: Any, path: str, limit: int = MAX_TEXT) -> str | None:
    return None if value is None else text(value, path, limit)


def boolean(value: Any, path: str) -> bool:
    if type(value) is not bool:
        raise problem_error(path, _not(TRUE_OR_FALSE, value))
    return value


def array(value: Any, path: str) -> list[Any]:
    if type(value) is not list:
        raise problem_error(path, _not(A_LIST, value))
    return value


def mapping(value: Any, path: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise problem_error(path, _not(AN_OBJECT, value))
    return value


def member(data: dict[str, Any], key: str, path: str) -> Any:
    """``data[key]``; a missing key is an error naming its path."""
    if key not in data:
        raise problem_error(at(path, key), MISSING)
    return data[key]


def choice(value: Any, path: str, choices: Iterable[str]) -> str:
    """One of the texts ``choices``."""
    allowed = tuple(choices)
    if type(value) is not str or value not in allowed:
        raise problem_error(path, _not(_one_of(allowed), value))
    return value


def _one_of(choices: tuple[str, ...]) -> Message:
    return Message("field_choice", "one of {choices}", choices=", ".join(json.dumps(c) for c in choices))


# -- objects read from their dataclass -------------------------------------------------------------
#
# A frozen dataclass says how its JSON object is read: each field's type hint is checked
# exactly (``int``, ``float``, ``str``, ``bool``, ``X | None``, ``Literal[...]``, an Enum by
# its value, ``tuple[X, ...]`` and ``tuple[X, Y]`` from a JSON list, another dataclass from a
# JSON object), with bounds where the hint says ``Annotated[int, Bounds(1, 9999)]``. Every
# key is required unless its field is marked ``OPTIONAL`` (left out: the field's default),
# ``optional(value)`` (left out: ``value``) or ``LEFT_OUT_WHEN_NONE`` (left out for None,
# never null); ``stored_as("kind")`` reads a field from another key. Unknown keys are
# refused, or passed over with ``read(..., unknown="ignore")`` where a newer program may
# have added some. The reader of each class is worked out once (a replay reads thousands of
# actions) and builds the object without running its ``__init__`` (and ``__post_init__``)
# again: a class read this way holds what it reads, and its ``__post_init__`` only checks.

def optional(when_left_out: Any = dataclasses.MISSING) -> Mapping[str, Any]:
    """Field metadata: the key may be left out; the field is then ``when_left_out`` (by
    default the field's own default)."""
    if when_left_out is dataclasses.MISSING:
        return MappingProxyType({"optional": True})
    return MappingProxyType({"optional": True, "when_left_out": when_left_out})


#: Field metadata: the key may be left out (the field then takes its default).
OPTIONAL = optional()
#: Field metadata: the key is left out when the value is None, and never null.
LEFT_OUT_WHEN_NONE: Mapping[str, Any] = MappingProxyType({"optional": True, "not_null": True})


def stored_as(key: str) -> Mapping[str, Any]:
    """Field metadata: the field is stored under another key (``kind`` names an action)."""
    return MappingProxyType({"key": key})


@dataclass(frozen=True)
class Bounds:
    """``Annotated[int, Bounds(low, high)]``: a whole number from ``low`` to ``high`` (None: no bound)."""

    low: int | None = None
    high: int | None = None


#: A player's roster identity as a session file stores it: an identifier of 1 to 64 letters,
#: digits, ``-``, ``_``, ``.`` or ``:`` (the club's roster, duplicate.roster, gives UUIDs).
ROSTER_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$")


@dataclass(frozen=True)
class Matches:
    """``Annotated[str, Matches(pattern, what)]``: a text the whole ``pattern`` matches;
    ``what`` says in words what it must be (a roster identity)."""

    pattern: re.Pattern[str]
    what: Message


class _Refused(Exception):
    """A value refused deep inside an object: its problem, and the keys and indexes from it
    up to the value read (the path is only spelt out when a value is refused)."""

    def __init__(self, problem: Message) -> None:
        super().__init__()
        self.problem = problem
        self.trail: list[str | int] = []


@dataclass(frozen=True)
class _Reader:
    """How one type is read: ``read`` gives the value as the program keeps it (a JSON list
    as a tuple, an object as its dataclass, a text as its Enum member) or raises _Refused;
    ``what`` is the type in words; ``kind`` is the exact JSON type of a plain value (a list
    of them is checked at once)."""

    read: Callable[[Any], Any]
    what: Message
    kind: type | None = None
    nested: bool = False  # an object or a list: an error inside it is named by its path


def read(shape: type[T], value: Any, path: str, *, unknown: Literal["refuse", "ignore"] = "refuse") -> T:
    """The ``shape`` (a frozen dataclass) that the JSON object ``value`` holds, every field
    checked; an InputError names the first bad one by its JSON path under ``path``.
    ``unknown="ignore"`` passes over keys the classes do not know (a document a newer
    program may have added to), in ``value`` and every object in it."""
    try:
        reader = _object_reader(shape, unknown == "ignore")  # type: ignore[arg-type]  # a class is Hashable
        result: T = reader.read(value)
        return result
    except _Refused as refused:
        raise problem_error(_spelt(path, refused.trail), refused.problem) from None


def _spelt(path: str, trail: list[str | int]) -> str:
    for key in reversed(trail):
        path = at(path, key)
    return path


def check_fields(obj: Any) -> None:
    """Check a dataclass built in the program (not read) against its own field types, as
    strictly as it would be read back; an InputError names the bad field. A list given for
    a tuple field is kept as a tuple."""
    for spec in _fields(type(obj), False):  # type: ignore[arg-type]  # a class is Hashable
        value = getattr(obj, spec.attribute)
        if value is None and spec.not_null:
            continue  # left out
        try:
            checked = spec.read(_plain(value))
        except _Refused as refused:
            raise problem_error(_spelt(spec.key, refused.trail), refused.problem) from None
        if isinstance(value, list):
            object.__setattr__(obj, spec.attribute, checked)


def to_json(obj: Any) -> dict[str, Any]:
    """The JSON object ``read`` reads back as ``obj`` (tuples as lists, Enums by their value,
    fields ``LEFT_OUT_WHEN_NONE`` left out when None)."""
    data: dict[str, Any] = {}
    for spec in _fields(type(obj), False):  # type: ignore[arg-type]  # a class is Hashable
        value = getattr(obj, spec.attribute)
        if not (spec.not_null and value is None):
            data[spec.key] = _plain(value)
    return data


def to_json_value(value: Any) -> Any:
    """``value`` as JSON holds it: tuples as lists, Enums by their value, dataclasses as the
    objects ``read`` reads back (a rule set changed with ``DrawRule`` values, say)."""
    return _plain(value)


def _plain(value: Any) -> Any:
    if value is None or type(value) in _SCALARS:  # most fields: nothing to convert
        return value
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_json(value)
    return value


#: Plain JSON values, exactly of these types (a subclass, such as an Enum, is converted).
_SCALARS = frozenset({str, int, float, bool})


@dataclass(frozen=True)
class _Spec:
    attribute: str
    key: str  # its name in the JSON object
    read: Callable[[Any], Any]
    what: Message
    kind: type | None  # the exact JSON type of a plain value, checked in place
    optional: bool  # the key may be left out
    not_null: bool  # left out when None, never null
    default: Any  # what a left-out key gives (dataclasses.MISSING: none)
    factory: Any  # or the factory that makes it


@cache
def _fields(cls: type, ignore_unknown: bool) -> tuple[_Spec, ...]:
    hints = typing.get_type_hints(cls, include_extras=True)
    specs = []
    for f in dataclasses.fields(cls):
        if not f.init:  # the reader builds objects from their fields alone, __init__ not run
            raise TypeError(f"{cls.__name__}.{f.name}: a class read from JSON has no init=False field")
        hint, not_null = hints[f.name], bool(f.metadata.get("not_null"))
        if not_null and typing.get_origin(hint) in (typing.Union, types.UnionType):  # None is left out, never read
            hint = next(a for a in typing.get_args(hint) if a is not type(None))
        reader = _reader(hint, ignore_unknown)
        default, factory = f.default, f.default_factory
        if "when_left_out" in f.metadata:
            default, factory = f.metadata["when_left_out"], dataclasses.MISSING
        specs.append(_Spec(f.name, f.metadata.get("key", f.name), reader.read, reader.what, reader.kind,
                           bool(f.metadata.get("optional")), not_null, default, factory))
    return tuple(specs)


@cache
def _object_reader(cls: type, ignore_unknown: bool) -> _Reader:
    specs = _fields(cls, ignore_unknown)
    keys = frozenset(spec.key for spec in specs)
    required = frozenset(spec.key for spec in specs if not spec.optional)
    # what the loop below needs of each field, unpacked once: a replay reads thousands of objects
    plan = tuple((spec.key, spec.attribute, spec.kind, spec.read, spec.what, spec.not_null,
                  spec.default, spec.factory) for spec in specs)
    missing = dataclasses.MISSING

    def read_object(value: Any) -> Any:
        if type(value) is not dict:
            raise _Refused(_not(AN_OBJECT, value))
        present = value.keys()
        if not (ignore_unknown or present <= keys) or not required <= present:
            _refuse_keys(value, specs, keys, ignore_unknown)
        values: dict[str, Any] = {}
        key = ""
        try:
            for key, attribute, kind, read_field, what, not_null, default, factory in plan:
                if key not in value:
                    values[attribute] = factory() if default is missing else default
                    continue
                item = value[key]
                if kind is not None and type(item) is kind:  # a plain value of its type: nothing to convert
                    values[attribute] = item
                elif item is None and not_null:
                    raise _Refused(_not(what, item))
                else:
                    values[attribute] = read_field(item)
        except _Refused as refused:
            refused.trail.append(key)
            raise
        made: Any = object.__new__(cls)  # every field is checked: the checks of __init__ are not run again
        made.__dict__.update(values)
        return made

    return _Reader(read_object, AN_OBJECT, nested=True)


def _refuse_keys(value: dict[str, Any], specs: tuple[_Spec, ...], keys: frozenset[str], ignore_unknown: bool) -> None:
    """The first missing key (the unknown one beside it, if any), else the first unknown one."""
    extra = [] if ignore_unknown else sorted(str(k) for k in value.keys() - keys)
    for spec in specs:
        if spec.key not in value and not spec.optional:
            refused = _Refused(_missing_beside(extra[0]) if extra else MISSING)
            refused.trail.append(spec.key)
            raise refused
    if extra:
        refused = _Refused(UNKNOWN)
        refused.trail.append(extra[0])
        raise refused


@cache
def _reader(hint: Any, ignore_unknown: bool) -> _Reader:
    """The reader of one type hint (worked out once per hint)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is Annotated:
        return _annotated(args[0], args[1:], ignore_unknown)
    if hint in (int, str, bool):
        return _simple(hint, {int: WHOLE_NUMBER, str: TEXT, bool: TRUE_OR_FALSE}[hint])
    if hint is float:
        def read_float(value: Any) -> float:  # a whole number stays one: it is written back as read
            if type(value) not in (int, float) or not math.isfinite(value):
                raise _Refused(_not(FINITE_NUMBER, value))
            return value  # type: ignore[no-any-return]
        return _Reader(read_float, FINITE_NUMBER)
    if origin is Literal or (isinstance(hint, type) and issubclass(hint, Enum)):
        return _choices(hint, args)
    if origin in (typing.Union, types.UnionType):
        return _or_null(hint, args, ignore_unknown)
    if origin is tuple:
        return _sequence(args, ignore_unknown)
    if origin in (dict, Mapping, collections.abc.Mapping) and args[0] is str:
        return _table(_reader(args[1], ignore_unknown))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _object_reader(hint, ignore_unknown)
    raise TypeError(f"no reader for the type {hint!r}")


def _simple(kind: type, what: Message) -> _Reader:
    def read_simple(value: Any) -> Any:
        if type(value) is not kind:
            raise _Refused(_not(what, value))
        return value
    return _Reader(read_simple, what, kind)


def _choices(hint: Any, args: tuple[Any, ...]) -> _Reader:
    members: dict[str, Any] = {m.value: m for m in typing.cast(type[Enum], hint)} if isinstance(hint, type) else {
        a: a for a in args}
    what = _one_of(tuple(members))

    def read_choice(value: Any) -> Any:
        if type(value) is not str or value not in members:
            raise _Refused(_not(what, value))
        return members[value]
    return _Reader(read_choice, what)


def _or_null(hint: Any, args: tuple[Any, ...], ignore_unknown: bool) -> _Reader:
    others = [a for a in args if a is not type(None)]
    if len(others) != 1 or len(args) != 2:
        raise TypeError(f"no reader for the type {hint!r} (only X | None)")
    inner = _reader(others[0], ignore_unknown)
    what = Message("field_or_null", "{what} or null", what=inner.what)
    read_inner = inner.read

    def read_or_null(value: Any) -> Any:
        if value is None:
            return None
        try:
            return read_inner(value)
        except _Refused as refused:
            if not refused.trail and refused.problem.code == "field_type":  # the value's type: null would do too
                refused.problem = _not(what, value)
            raise
    return _Reader(read_or_null, what)


def _sequence(args: tuple[Any, ...], ignore_unknown: bool) -> _Reader:
    if len(args) == 2 and args[1] is Ellipsis:
        return _list(_reader(args[0], ignore_unknown))
    items = tuple(_reader(a, ignore_unknown) for a in args)
    what = Message("field_tuple", "a list of {count} items ({items})", count=len(items),
                   items=tuple(i.what for i in items))

    def read_tuple(value: Any) -> tuple[Any, ...]:
        if type(value) is not list or len(value) != len(items):
            raise _Refused(_not(what, value))
        result = []
        for index, (entry, item) in enumerate(zip(value, items)):
            try:
                result.append(item.read(entry))
            except _Refused as refused:
                refused.trail.append(index)
                raise
        return tuple(result)
    return _Reader(read_tuple, what, nested=True)


def _list(item: _Reader) -> _Reader:
    """A JSON list read as a tuple. A list of plain values holding a wrong one is itself
    wrong ("must be a list of text, not [1]"); a list of objects (or lists) names the wrong
    one by its index (``results[3]``, ``results[3].turn``)."""
    what = Message("field_list", "a list of {what}", what=item.what)
    kind, read_item, nested = item.kind, item.read, item.nested

    def read_list(value: Any) -> tuple[Any, ...]:
        if type(value) is not list:
            raise _Refused(_not(what, value))
        if kind is not None and all(type(v) is kind for v in value):
            return tuple(value)
        result = []
        for index, entry in enumerate(value):
            try:
                result.append(read_item(entry))
            except _Refused as refused:
                if not nested:
                    raise _Refused(_not(what, value)) from None
                refused.trail.append(index)
                raise
        return tuple(result)
    return _Reader(read_list, what, nested=True)


def _table(item: _Reader) -> _Reader:
    """A JSON object whose keys are free text (a TOML table: an edition's tiles by name), read
    as a read-only mapping in the order written; a wrong value is named by its key."""
    what = Message("field_table", "an object of {what}", what=item.what)
    read_item = item.read

    def read_table(value: Any) -> Mapping[str, Any]:
        if type(value) is not dict:
            raise _Refused(_not(what, value))
        result = {}
        for key, entry in value.items():
            try:
                result[key] = read_item(entry)
            except _Refused as refused:
                refused.trail.append(key)
                raise
        return MappingProxyType(result)
    return _Reader(read_table, what, nested=True)


def _annotated(hint: Any, marks: tuple[Any, ...], ignore_unknown: bool) -> _Reader:
    bounds = next((m for m in marks if isinstance(m, Bounds)), None)
    matches = next((m for m in marks if isinstance(m, Matches)), None)
    inner = _reader(hint, ignore_unknown)
    if matches is not None:
        read_text, pattern, what = inner.read, matches.pattern, matches.what

        def read_matching(value: Any) -> Any:
            value = read_text(value)
            if not pattern.fullmatch(value):
                raise _Refused(_not(what, value))
            return value
        return _Reader(read_matching, what)
    if bounds is None:
        return inner
    read_inner, low, high = inner.read, bounds.low, bounds.high

    def read_bounded(value: Any) -> Any:
        value = read_inner(value)
        if (low is not None and value < low) or (high is not None and value > high):
            raise _Refused(_outside(value, low, high))
        return value
    return _Reader(read_bounded, inner.what, nested=inner.nested)


__all__ = [
    "AT_PATH",
    "IN_FILE",
    "IN_FILE_AT_LINE",
    "Bounds",
    "InputError",
    "LEFT_OUT_WHEN_NONE",
    "TomlError",
    "MAX_JSON_DEPTH",
    "MAX_LINE_BYTES",
    "MAX_NUMBER_DIGITS",
    "MAX_TEXT",
    "Matches",
    "OPTIONAL",
    "ROSTER_ID",
    "argument_name",
    "array",
    "at",
    "boolean",
    "check_fields",
    "check_text",
    "choice",
    "describe",
    "input_lines",
    "line_name",
    "located",
    "loads",
    "mapping",
    "member",
    "optional",
    "optional_text",
    "parse_players",
    "problem_error",
    "read",
    "stored_as",
    "text",
    "to_json",
    "to_json_value",
    "toml_document",
    "toml_line",
    "whole_number",
]
