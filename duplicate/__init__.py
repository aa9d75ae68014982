"""Duplicate Scrabble engine: the rules, word lists and move search, sessions and their files,
records and training. A pure, typed library (no Qt) that the Qt app and the command line both
build on.

The folders are its layers, each building only on those below it (checked by the import
contracts in pyproject.toml):

- ``base``: errors and messages, the strict reader of outside data, resources, signals;
- ``rules``: editions, board, notation, CGP, scoring, move checking, rule sets, the draw;
- ``words``: word lists, the word automaton and the move search;
- ``storage``: the session file, its lock, read-only opening, safe writes;
- ``session``: the session, its actions and state, standings, timer, phones;
- ``records``: the game record, the game sheet and results, prepared games;
- ``training``: one player against the top, reviews, the history;
- at the top, ``cli`` (the ``duplicate`` command) and ``translations`` (its language).

The names a script needs are re-exported here:

>>> from duplicate import load_edition, parse_cgp, check_move
>>> english = load_edition("english",)
>>> position = parse_cgp("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 QUEENAB/ 0/0 0", english).position
>>> check_move(position, "8D QUEEN", lexicon=None).points
48
"""

from __future__ import annotations

import ast
import importlib
from functools import cache
from importlib import resources
from typing import Any

from duplicate.base.version import VERSION

__version__ = VERSION


@cache
def _exports() -> dict[str, str]:
    """Each name re-exported here and the module it lives in, read from the stub beside this file
    (``__init__.pyi``: the one list, which type checkers read too). The names are imported on
    first use, so that ``python -m duplicate`` and the ``duplicate`` command
    (``duplicate.__main__``) start without loading the whole engine first, and can answer a
    Ctrl+C while it loads."""
    stub = resources.files(__name__).joinpath("__init__.pyi").read_text(encoding="utf-8")
    return {alias.asname or alias.name: node.module
            for node in ast.parse(stub).body if isinstance(node, ast.ImportFrom) and node.module
            for alias in node.names if alias.name != "VERSION"}


def __getattr__(name: str) -> Any:
    if name == "__all__":  # ``from duplicate import *``
        return sorted(["__version__", *_exports()])
    module = _exports().get(name)
    if module is None:
        raise AttributeError(f"module 'duplicate' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_exports()})
