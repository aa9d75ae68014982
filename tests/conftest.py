"""Shared fixtures: the bundled editions by code, and small helpers to build positions."""

from __future__ import annotations

import gc
import sys

import pytest

from duplicate.rules.board import Board, Position, Rack
from duplicate.rules.edition import BLANK, BLANK_FLAG, Edition, load_edition

EDITION_CODES = ("de", "en", "fr", "nb", "nl")


def search_walks() -> list[str]:
    """The walks to test: each one built here, only the pure one when it is forced."""
    from duplicate.words.search import WALKS, default_walk

    return ["pure"] if default_walk() == "pure" else sorted(WALKS)


@pytest.fixture(scope="session", params=search_walks())
def walk(request) -> str:
    """The name of a search walk (tests pass it to ``top``, ``best``, ``all_moves``)."""
    return request.param


@pytest.fixture(scope="session")
def editions() -> dict[str, Edition]:
    return {code: load_edition(code) for code in EDITION_CODES}


@pytest.fixture(scope="session")
def english(editions) -> Edition:
    return editions["en"]


@pytest.fixture(scope="session")
def french(editions) -> Edition:
    return editions["fr"]


@pytest.fixture(scope="session")
def german(editions) -> Edition:
    return editions["de"]


@pytest.fixture(scope="session")
def dutch(editions) -> Edition:
    return editions["nl"]


@pytest.fixture(scope="session")
def norwegian(editions) -> Edition:
    return editions["nb"]


def rack(edition: Edition, text: str) -> Rack:
    """A rack from text like ``QUEEN?`` (``?`` is a blank)."""
    return Rack.of(BLANK if ch == "?" else edition.letter_code(ch) for ch in text)


def board_with(edition: Edition, *words: tuple[int, int, str, str]) -> Board:
    """A board with words laid directly, without any rule check: ``(row, col, 'across'|'down', WORD)``.

    Rows and columns are 0-based; a lowercase letter is a blank.
    """
    board = Board()
    for row, col, direction, word in words:
        dr, dc = (0, 1) if direction == "across" else (1, 0)
        tiles = []
        for i, ch in enumerate(word):
            r, c = row + i * dr, col + i * dc
            if board.at(r, c):
                continue
            code = edition.letter_code(ch.upper())
            tiles.append((r, c, code | BLANK_FLAG if ch.islower() else code))
        board = board.with_tiles(tiles)
    return board


def position(edition: Edition, rack_text: str = "", *words: tuple[int, int, str, str]) -> Position:
    return Position(edition, board_with(edition, *words), rack(edition, rack_text))


@pytest.fixture(autouse=True)
def _qt_garbage_freed_on_the_gui_thread():
    """After a test that ran Qt, free its garbage here, on the GUI thread.

    Otherwise a later test's worker thread (a search, a phone client) may trigger the cyclic
    collector and free an earlier test's Qt objects outside the GUI thread: a crash when
    their timers fire (the app guards its own workers: ui/widgets/worker_gc.py)."""
    yield
    widgets = sys.modules.get("PySide6.QtCore")
    if widgets is not None and widgets.QCoreApplication.instance() is not None:
        gc.collect()


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, in English as the app installs it at start (English's plural
    forms included: "1 hint", "2 hints"); tests of other languages restore it afterwards."""
    from ui.widgets.language import install_language

    install_language("en")
    return qapp
