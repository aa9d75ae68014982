"""GCG as Macondo and Quackle read it, for the tests of our GCG files.

Written here from reading their readers (Macondo's ``gcgio/gcg.go``, Quackle's
``quackleio/gcgio.cpp``), not copied from them; what each one holds a file to:

Macondo (line by line, each line must match one of its line kinds or be empty):
- ``#character-encoding`` only as the first line (UTF-8, else ISO 8859-1 is assumed);
- ``#player1``/``#player2`` NICK FULL NAME, no other number, the two nicknames different,
  and exactly two players defined before the first move, pass, exchange or rack line
  ("wrong number of players defined"); every other pragma but ``#note`` before the first
  event; ``#note`` before any event is dropped;
- a move ``>NICK: RACK POSITION TILES +SCORE TOTAL``, a pass ``>NICK: RACK - +0 TOTAL``; the
  nickname must be a player's; the player on turn is the one the line names;
- the tiles come from the distribution named by ``#tile-distribution``, else guessed from
  the ``#lexicon`` name's beginning, else English; each rack is set from the tiles not on
  the board (the racks are thrown back in first), a played tile must be on the rack (a
  lowercase letter is a blank, ``?``), a ``.`` plays through a tile on the board.

Quackle: ``#player`` lines give the players in order; the move lines are given to the
players in turn (the nickname on the line is not read for that), so a file whose lines do
not alternate gives one player's moves to the other; ``-`` alone is a pass; a move's score
is computed again (a different written score becomes a score addition); ``#lexicon`` and
``#tile-distribution`` are not read (the alphabet follows the lexicon chosen in Quackle).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

#: The tile sets Macondo names, by our edition (its ``data/letterdistributions``).
DISTRIBUTIONS = {"english": "en", "french": "fr", "german": "de", "dutch": "nl", "norwegian": "nb"}
#: Macondo's guesses of a tile set from a lexicon name's beginning (``ProbableLetterDistributionName``).
LEXICON_PREFIXES = {"nwl": "english", "nswl": "english", "twl": "english", "owl": "english", "csw": "english",
                    "america": "english", "cel": "english", "ecwl": "english", "osps": "polish", "nsf": "norwegian",
                    "fra": "french", "rd": "german", "deutsch": "german", "cgl": "german", "dsw": "dutch"}

_PLAYER = re.compile(r"^#player(\d)\s+(\S+)\s+(.+)$")
_MOVE = re.compile(r"^>(\S+):\s+(\S+)\s+(\w+)\s+(\S+)\s+\+(\d+)\s+(\d+)$")
_PASS = re.compile(r"^>(\S+):\s+(\S+)\s+-\s+\+0\s+(\d+)$")
_PRAGMA = re.compile(r"^#(title|description|id|rack1|rack2|note|lexicon|game-type|tile-set|game-board|board-layout|"
                     r"tile-distribution|incomplete|tile)(?:\s+(.*))?$")


class Refused(Exception):
    """What the reader says of a file it refuses."""


@dataclass
class Event:
    nick: str
    rack: str
    position: str | None  # None: a pass
    tiles: str = ""
    score: int = 0
    total: int = 0


@dataclass
class GcgGame:
    players: list[tuple[str, str]] = field(default_factory=list)  # (nickname, full name)
    pragmas: dict[str, str] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)

    @property
    def distribution(self) -> str:
        """The tile set Macondo plays the file with."""
        if "tile-distribution" in self.pragmas:
            return self.pragmas["tile-distribution"]
        lexicon = self.pragmas.get("lexicon", "").lower()
        return next((d for p, d in LEXICON_PREFIXES.items() if lexicon.startswith(p)), "english")


def read_as_macondo(text: str) -> GcgGame:
    """The file read under Macondo's rules (see the module docstring); Refused if it refuses it."""
    game = GcgGame()
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line:
            continue
        if line.startswith("#character-encoding"):
            if number != 1:
                raise Refused("encoding line must be first line in file if present")
            if line.split()[1].lower() not in ("utf-8", "utf8"):
                raise Refused("unhandled character encoding")
            continue
        player = _PLAYER.match(line)
        if player:
            if game.events:
                raise Refused("non-note pragmata should appear before event lines")
            if player[1] not in ("1", "2"):
                raise Refused("player number not supported")
            if any(nick == player[2] for nick, _ in game.players):
                raise Refused("two players with same nickname not supported")
            game.players.append((player[2], player[3]))
            continue
        pragma = _PRAGMA.match(line)
        if pragma:
            if pragma[1] != "note" and game.events:
                raise Refused("non-note pragmata should appear before event lines")
            game.pragmas[pragma[1]] = (pragma[2] or "").strip()
            continue
        move, passed = _MOVE.match(line), _PASS.match(line)
        if not (move or passed):
            raise Refused(f"no match found for line '{line}'")
        if len(game.players) != 2:
            raise Refused("wrong number of players defined")
        nick = (passed or move)[1]  # type: ignore[index]
        if nick not in {n for n, _ in game.players}:
            raise Refused("player does not exist")
        if passed:
            game.events.append(Event(nick, passed[2], None, total=int(passed[3])))
        else:
            assert move is not None
            game.events.append(Event(nick, move[2], move[3], move[4], int(move[5]), int(move[6])))
    return game


def quackle_players(game: GcgGame) -> list[str]:
    """The nickname Quackle gives each event line to: the players in turn."""
    order = [nick for nick, _ in game.players]
    return [order[n % len(order)] for n in range(len(game.events))]


def check_tiles(game: GcgGame, tiles: Counter[str]) -> None:
    """Each rack is drawn from the tiles not on the board, each tile played comes from the
    rack (a lowercase letter is a blank), as Macondo sets racks and plays moves."""
    on_board: Counter[str] = Counter()
    for event in game.events:
        unseen = tiles - on_board
        rack = Counter(event.rack)
        if rack - unseen:
            raise Refused(f"unable to set rack {event.rack}: {sorted((rack - unseen).elements())} not in the bag")
        if event.position is None:
            continue
        laid = Counter("?" if t.islower() else t for t in event.tiles if t != ".")
        if laid - rack:
            raise Refused(f"tiles {event.tiles} are not on the rack {event.rack}")
        on_board += laid
