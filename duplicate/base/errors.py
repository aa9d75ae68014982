"""The engine's words for people: errors and notices as a stable code, an English template and
its values, so the app (and the command line) can say them in the user's language.

``Message("occupied", "{square} is already occupied", square="H4")`` renders as English
with ``.text``; a translation looks the template up (context ``"engine"``) and fills in the same
values. A count shown with a plural form is the value ``n`` written ``%n`` in the template,
with ``(s)`` where English adds an s ("%n tile(s)"), as Qt's plural forms want.

Every template is a string literal at its call (``DuplicateError`` and its subclasses,
``Message``) or marked ``QT_TRANSLATE_NOOP("engine", ...)`` where it is kept in a constant;
``tools/update_translations.py`` collects them into the translation files and
``tests/test_engine_messages.py`` fails when one is not a literal or not translated.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import Any

#: The translation context of every engine template.
CONTEXT = "engine"

Value = Any  # int, str, float, bool, a tuple of those (a list, shown joined) or a Message


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Marks ``text`` as a template to translate (Qt-free: returns it unchanged)."""
    return text


def _plain(value: object) -> Value:
    """A value kept in a message: plain data (JSON-able), a nested Message, or its str."""
    if isinstance(value, Message) or value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (tuple, list)):
        return tuple(_plain(v) for v in value)
    if isinstance(value, PurePath):
        return str(value)
    return str(value)


def english_value(value: Value) -> str:
    if isinstance(value, Message):
        return value.text
    if isinstance(value, tuple):
        return ", ".join(english_value(v) for v in value)
    return str(value)


def plural_english(template: str, n: int) -> str:
    """``%n`` and ``(s)`` of a template in English (the source language's two forms)."""
    return template.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


def fill(template: str, values: Mapping[str, str]) -> str:
    """``template`` with its ``{name}`` placeholders replaced (no other brace is special)."""
    return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), template)


def parse_text(text: str, template: str, nested: tuple[str, ...] = ()) -> dict[str, Value] | None:
    """The values of ``text`` written from ``template`` (English), or None if it was not.

    For sentences stored in English (a session file's end reason): a number is read as an
    int, and a value written from one of the ``nested`` templates as that Message."""
    pattern = ""
    for piece in re.split(r"(\{\w+\}|%n)", template):
        if piece == "%n":
            pattern += r"(?P<n>\d+)"
        elif re.fullmatch(r"\{\w+\}", piece):
            pattern += f"(?P<{piece[1:-1]}>.+?)"
        else:
            pattern += re.escape(piece).replace(r"\(s\)", "s?")
    found = re.fullmatch(pattern, text, re.S)
    if found is None:
        return None
    values: dict[str, Value] = {}
    for name, value in found.groupdict().items():
        values[name] = int(value) if value.isdigit() else value
        for inner in nested:
            sub = parse_text(value, inner)
            if sub is not None:
                values[name] = Message(name, inner, **sub)
                break
    return values


@dataclass(frozen=True)
class Message:
    """A sentence of the engine: ``code`` (stable, for programs), ``template`` (English with
    ``{name}`` placeholders and ``%n`` for the count ``n``) and its ``values``."""

    code: str
    template: str
    values: tuple[tuple[str, Value], ...] = field(default=())

    def __init__(self, code: str, template: str, /, **values: object) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "template", template)
        object.__setattr__(self, "values", tuple((k, _plain(v)) for k, v in values.items()))

    @property
    def args(self) -> dict[str, Value]:
        """The values by name."""
        return dict(self.values)

    @property
    def count(self) -> int | None:
        """The value shown with a plural form (``%n``), if the template has one."""
        n = self.args.get("n")
        return n if "%n" in self.template and isinstance(n, int) else None

    @property
    def text(self) -> str:
        """The sentence in English."""
        template = self.template if self.count is None else plural_english(self.template, self.count)
        if not self.values:
            return template
        return fill(template, {k: english_value(v) for k, v in self.values})

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.text, "template": self.template,
                "values": {k: v.to_json() if isinstance(v, Message) else v for k, v in self.values}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        """A message back from ``to_json`` (a phone's state carries its refusal this way)."""
        values = {k: cls.from_json(v) if isinstance(v, Mapping) else tuple(v) if isinstance(v, list) else v
                  for k, v in dict(data.get("values") or {}).items()}
        return cls(str(data.get("code", "")), str(data.get("template", data.get("message", ""))), **values)

    def __str__(self) -> str:
        return self.text


class DuplicateError(Exception):
    """Base of all engine errors: ``code`` is stable (for programs), ``message`` is the English
    sentence for people, made of ``template`` and ``values`` (see ``Message``).

    ``DuplicateError(code, template, **values)``; a ``Message`` may stand for the template
    (an error that passes on another one's sentence)."""

    def __init__(self, code: str, template: str | Message, /, **values: object) -> None:
        notice = template if isinstance(template, Message) else Message(code, template, **values)
        super().__init__(notice.text)
        self.code = code
        self.notice = notice

    @property
    def message(self) -> str:
        return self.notice.text

    @property
    def template(self) -> str:
        return self.notice.template

    @property
    def values(self) -> tuple[tuple[str, Value], ...]:
        return self.notice.values

    def to_json(self) -> dict[str, str]:
        """The stable form for programs (the CLI's JSON): code and English message; the
        template and values are in ``notice.to_json()``."""
        return {"code": self.code, "message": self.message}

    def __reduce__(self) -> tuple[Any, ...]:  # survives pickling (worker processes)
        return (_rebuild, (type(self), self.code, self.notice, dict(self.__dict__)))


def _rebuild(cls: type[DuplicateError], code: str, notice: Message, state: dict[str, Any]) -> DuplicateError:
    error = Exception.__new__(cls)
    Exception.__init__(error, notice.text)
    error.__dict__.update(state)
    return error


class MoveError(DuplicateError):
    """A move that cannot be played (or read); ``code`` is one of rules.MOVE_ERROR_CODES."""


class SessionError(DuplicateError):
    """An action that is not allowed now, names something that does not exist, or is damaged."""


class WriteAccessError(DuplicateError):
    """The session can be read but not written here: another window holds it, or the file,
    folder or disk is read-only. The app offers to open it read-only instead."""
