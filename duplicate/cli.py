"""The ``duplicate`` command line: scripting access to the engine, JSON in and out.

``score`` and ``top`` read and write JSON; ``simulate`` and ``sheet`` print a game sheet and
standings as text for people (and can write HTML, CSV and JSON exports).

Exit status: 0 when every input was handled, 1 when some input was refused (its error is
printed as JSON and the batch goes on; for ``simulate`` and ``sheet``: a file that cannot
be read or written; also when stdout was closed early, as by ``| head -1``), 2 for a usage
error. No input of any shape or size shows a traceback: sizes have stated limits
(``duplicate.inputs``), and an unforeseen fault is one ``internal_error`` line.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, Callable, Container, Iterable, TextIO

from duplicate.cgp import parse_cgp
from duplicate.edition import Edition, load_edition
from duplicate.errors import DuplicateError
from duplicate.inputs import InputError, check_text, input_lines, loads
from duplicate.notation import format_reference
from duplicate.rules import ScoredMove, check_move

if TYPE_CHECKING:
    from duplicate.lexicon import Lexicon
    from duplicate.ruleset import RuleSet
    from duplicate.session import Session

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2
#: Most simulated players (a club evening has a few hundred at most).
MAX_PLAYERS = 2000
#: Most moves ``top`` lists per position.
MAX_LIMIT = 10_000


class UsageError(Exception):
    """Wrong use of the command: message for stderr, exit status 2."""


def _dump(obj: Any, out: TextIO) -> None:
    out.write(json.dumps(obj, ensure_ascii=False) + "\n")
    out.flush()


def scored_move_json(scored: ScoredMove, edition: Edition, breakdown: bool = True) -> dict[str, Any]:
    """The JSON form of a scored move shared by ``score`` and ``top``.

    ``placed`` lists the new tiles as ``[row, column, letter]``, 0-based from the top-left
    corner, lowercase for a blank; ``word`` is the whole word, lowercase for blanks.
    """
    move = scored.move
    ref = format_reference(move.row, move.col, move.direction, edition.convention)
    result: dict[str, Any] = {
        "move": f"{ref} {move.word_text(edition)}",
        "ref": ref,
        "word": move.word_text(edition),
        "score": scored.points,
        "bingo": scored.score.bingo,
    }
    if breakdown:
        result["words"] = [{"word": w.word.upper(), "score": w.score} for w in scored.score.words]
    result["placed"] = [[r, c, edition.letter_name(v)] for r, c, v in move.placed]
    return result


def _error_json(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


def _edition(name: str) -> Edition:
    try:
        return load_edition(name)
    except DuplicateError as exc:
        raise UsageError(exc.message) from None


def _load_lexicon(edition: Edition, path: str | None) -> Lexicon:
    """The edition's word list or the one at ``path``; a bad list is a usage error."""
    from duplicate.lexicon import load_lexicon

    try:
        lexicon = load_lexicon(edition, path)
    except DuplicateError as exc:
        raise UsageError(exc.message) from None
    for notice in lexicon.notices:
        print(f"duplicate: {notice}", file=sys.stderr)
    return lexicon


def _lexicon(args: argparse.Namespace, edition: Edition) -> Container[str] | None:
    return None if args.no_lexicon else _load_lexicon(edition, args.lexicon)


def _score_one(edition: Edition, lexicon: Container[str] | None, cgp: str, move: str) -> dict[str, Any]:
    try:
        position = parse_cgp(cgp, edition).position
        return scored_move_json(check_move(position, move, lexicon), edition)
    except DuplicateError as exc:
        return {"error": exc.to_json()}


def _answer(handle: Callable[[Any], dict[str, Any]], request: Any) -> dict[str, Any]:
    """The handler's result; any error of one input is that input's error line."""
    try:
        return handle(request)
    except DuplicateError as exc:
        return {"error": exc.to_json()}
    except (RecursionError, MemoryError, ValueError, TypeError, OverflowError) as exc:
        return _error_json("internal_error", f"this input could not be handled ({type(exc).__name__}: {exc})")


def _batch(lines: TextIO, handle: Callable[[dict[str, Any]], dict[str, Any]], out: TextIO) -> int:
    status = EXIT_OK
    for number, line in input_lines(lines):
        if isinstance(line, InputError):
            result = {"error": line.to_json()}
        elif not line.strip():
            continue
        else:
            try:
                request = loads(line)
                if not isinstance(request, dict):
                    raise InputError("not a JSON object")
            except InputError as exc:
                result = _error_json("malformed_input", f"line {number} is not a JSON object ({exc.message})")
            else:
                result = _answer(handle, request)
        if "error" in result:
            status = EXIT_REFUSED
        _dump(result, out)
    return status


def cmd_score(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    edition = _edition(args.edition)
    if args.batch == bool(args.cgp is not None):
        raise UsageError("give either --batch or a CGP position and a MOVE")
    if not args.batch and args.move is None:
        raise UsageError("give the MOVE to score after the CGP position, like \"8D QUEEN\"")
    lexicon = _lexicon(args, edition)
    if not args.batch:
        result = _score_one(edition, lexicon, args.cgp, args.move)
        _dump(result, out)
        return EXIT_REFUSED if "error" in result else EXIT_OK

    def handle(request: dict[str, Any]) -> dict[str, Any]:
        cgp, move = request.get("cgp"), request.get("move")
        if not isinstance(cgp, str) or not isinstance(move, str):
            return _error_json("malformed_input", "each line needs the strings \"cgp\" and \"move\"")
        return _score_one(edition, lexicon, cgp, move)

    return _batch(stdin, handle, out)


def cmd_top(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from duplicate.rules import MoveRules
    from duplicate.search import best

    edition = _edition(args.edition)
    if not 0 <= args.limit <= MAX_LIMIT:
        raise UsageError(f"--limit must be from 0 to {MAX_LIMIT}")
    lexicon = _load_lexicon(edition, args.lexicon)
    rules = MoveRules(first_move_horizontal=args.first_move_horizontal)
    lines: Iterable[tuple[int, str | InputError]] = enumerate(args.cgp, 1) if args.cgp else input_lines(stdin)

    def handle(line: str) -> dict[str, Any]:
        position = parse_cgp(line, edition).position
        ranked = best(position, lexicon, max(args.limit, 1), rules)
        tops = [m for m in ranked if m.points == ranked[0].points]
        shown = tops if len(tops) >= args.limit else ranked[: args.limit]
        return {
            "top_score": ranked[0].points if ranked else None,
            "moves": [scored_move_json(m, edition, breakdown=False) for m in shown],
        }

    status = EXIT_OK
    for _, line in lines:
        if isinstance(line, InputError):
            result = {"error": line.to_json()}
        elif not line.strip():
            continue
        else:
            result = _answer(handle, line)
        if "error" in result:
            status = EXIT_REFUSED
        _dump(result, out)
    return status


#: Simulated players' choices per turn: (the top, a random move of the best 50, no move).
SIMULATED_CHOICES = (("top", 0.35), ("random", 0.55), ("none", 0.10))
SIMULATED_RANKED = 50


def _preset(name: str) -> RuleSet:
    from duplicate.ruleset import load_preset

    try:
        return load_preset(name)
    except DuplicateError as exc:
        raise UsageError(exc.message) from None


def _write_output(path: str, text: str) -> None:
    """Write an export whole or not at all; a path that cannot be written is refused (exit 1)."""
    from duplicate.safe_write import replace_file

    replace_file(path, text)


def simulate_game(session: Session, seed: int) -> None:
    """Play the session to its end like an arbiter with simulated players.

    Per turn: draw (the game ends when no rack can be drawn or no move is possible), start
    and stop the timer, enter each active player's choice (the top, a random move among the
    best ones, or no move, with the fixed odds of SIMULATED_CHOICES, from a generator seeded
    by ``seed`` only, so a seed always plays the same game), then commit the default top.
    """
    import random

    from duplicate.notation import format_move

    rng = random.Random(f"simulate/{seed}")
    kinds = [kind for kind, _ in SIMULATED_CHOICES]
    weights = [weight for _, weight in SIMULATED_CHOICES]
    while True:
        turn = session.draw()
        if turn is None:
            return
        ranked = session.ranked_moves(SIMULATED_RANKED)
        if not session.tops():
            session.end_game("no move is possible")
            return
        session.start_timer()
        session.stop_timer()
        top = session.default_master()
        assert top is not None
        for player in session.active_players(turn.number):
            kind = rng.choices(kinds, weights)[0]
            if kind == "none":
                session.enter_no_move(player.table)
                continue
            chosen = top if kind == "top" else rng.choice(ranked)
            session.enter_move(player.table, format_move(chosen.move, session.edition), chosen.points)
        session.commit()


def _print_sheet(session: Session, out: TextIO) -> None:
    from duplicate.records import sheet_text, standings_text

    out.write(sheet_text(session))
    out.write("\n")
    out.write(standings_text(session))
    out.flush()


def _write_exports(session: Session, args: argparse.Namespace) -> None:
    from duplicate import records

    if getattr(args, "html", None):
        _write_output(args.html, records.sheet_html(session))
    if getattr(args, "csv", None):
        _write_output(args.csv, records.results_csv(session))
    if getattr(args, "ranking", None):
        _write_output(args.ranking, records.ranking_program_csv(session))
    if getattr(args, "record", None):
        records.write_record(session, args.record)


def cmd_simulate(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    import tempfile
    from pathlib import Path

    from duplicate.session import Session

    edition = _edition(args.edition)
    rules = _preset(args.preset)
    if not 0 <= args.players <= MAX_PLAYERS:
        raise UsageError(f"--players must be from 0 to {MAX_PLAYERS}")
    lexicon = _load_lexicon(edition, args.lexicon)
    players = [(table, f"Player {table}") for table in range(1, args.players + 1)]
    title = f"Simulated game, seed {args.seed}"
    with tempfile.TemporaryDirectory(prefix="duplicate-") as folder:
        path = Path(args.save) if args.save else Path(folder) / "simulated.duplicate"
        lexicon_path = str(Path(args.lexicon).resolve()) if args.lexicon else None  # reopened from anywhere
        session = Session.create(path, edition, lexicon, rules, lexicon_path=lexicon_path, seed=args.seed,
                                 players=players, title=title)
        try:
            simulate_game(session, args.seed)
            _print_sheet(session, out)
            _write_exports(session, args)
        finally:
            session.close()
    return EXIT_OK


def cmd_sheet(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from duplicate.session import Session

    session = Session.open(args.session)
    try:
        _print_sheet(session, out)
        _write_exports(session, args)
    finally:
        session.close()
    return EXIT_OK


def _edition_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--edition", required=True, help="dutch|english|french|german|norwegian (or nl|en|fr|de|nb)")
    parser.add_argument("--lexicon", metavar="PATH", help="word list file instead of the edition's own")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="duplicate",
        description="Duplicate Scrabble engine: score and check moves (JSON output), simulate games "
        "and print game sheets (text).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    score = sub.add_parser(
        "score",
        help="score and check a move",
        description="Score a move on a CGP position. With --batch, read JSON lines "
        '{"cgp": "...", "move": "..."} from stdin and write one JSON line per input.',
    )
    _edition_arguments(score)
    score.add_argument("--no-lexicon", action="store_true", help="accept any word (no word list check)")
    score.add_argument("--batch", action="store_true", help="read JSON lines from stdin")
    score.add_argument("cgp", nargs="?", metavar="CGP", help="the position")
    score.add_argument("move", nargs="?", metavar="MOVE", help='the move in the edition\'s notation, e.g. "H4 FABAcEE"')
    score.set_defaults(handler=cmd_score)
    top = sub.add_parser(
        "top",
        help="find the top moves of positions",
        description="For each CGP position (from the arguments, or one per line from stdin) print "
        "one JSON line: the top score and the moves best first (all tied tops, then more up to --limit).",
    )
    _edition_arguments(top)
    top.add_argument("--limit", type=int, default=10, help="how many moves to list (tied tops always all; default 10)")
    top.add_argument("--first-move-horizontal", action="store_true", help="the first move may not be vertical")
    top.add_argument("cgp", nargs="*", metavar="CGP", help="positions (default: read lines from stdin)")
    top.set_defaults(handler=cmd_top)
    simulate = sub.add_parser(
        "simulate",
        help="play a whole simulated duplicate game",
        description="Play a duplicate game with seeded racks and the top as master move each turn; "
        "simulated players pick the top, a random good move or nothing. Prints the game sheet "
        "and the standings (text). The same options always play the same game.",
    )
    _edition_arguments(simulate)
    simulate.add_argument("--preset", default="fisf", help="rule set: fisf|flemish|home (default fisf)")
    simulate.add_argument("--seed", type=int, default=1, help="seed of the racks and of the players' choices (default 1)")
    simulate.add_argument("--players", type=int, default=4, help="how many simulated players (default 4)")
    simulate.add_argument("--save", metavar="PATH", help="keep the session file here (a new file)")
    simulate.add_argument("--html", metavar="PATH", help="also write the printable game sheet and standings (HTML)")
    simulate.add_argument("--record", metavar="PATH", help="also write the game record (JSON)")
    simulate.set_defaults(handler=cmd_simulate)
    sheet = sub.add_parser(
        "sheet",
        help="print a saved session's game sheet and standings",
        description="Print the game sheet and the standings of a session file (text); optionally "
        "export them.",
    )
    sheet.add_argument("session", metavar="SESSIONFILE", help="a saved session file")
    sheet.add_argument("--html", metavar="PATH", help="write the printable game sheet and standings (HTML)")
    sheet.add_argument("--csv", metavar="PATH", help="write the results (CSV: table,name,total,deviation,percent,rank)")
    sheet.add_argument("--ranking", metavar="PATH", help='write the ranking program\'s form ("table","name","totalScore")')
    sheet.add_argument("--record", metavar="PATH", help="write the game record (JSON)")
    sheet.set_defaults(handler=cmd_sheet)
    return parser


def _quiet_stdout() -> None:
    """After stdout was closed by the reader: send what is left nowhere, without an error."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: list[str] | None = None, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    argv = sys.argv[1:] if argv is None else argv
    try:
        for number, argument in enumerate(argv, start=1):
            check_text(argument, f"argument {number}")
    except InputError as exc:
        print(f"duplicate: {exc.message}", file=sys.stderr)
        return EXIT_USAGE
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        return int(args.handler(args, stdin, out))
    except UsageError as exc:
        print(f"duplicate {args.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except DuplicateError as exc:
        print(f"duplicate {args.command}: {exc.message}", file=sys.stderr)
        return EXIT_REFUSED
    except BrokenPipeError:  # the reader stopped (``| head -1``): nothing more to say
        _quiet_stdout()
        return EXIT_REFUSED
    except KeyboardInterrupt:
        return 130
    except (RecursionError, MemoryError, ValueError, TypeError, OverflowError) as exc:
        print(f"duplicate {args.command}: internal error ({type(exc).__name__}: {exc}); please report it",
              file=sys.stderr)
        return EXIT_REFUSED
