"""The ``duplicate`` command line: scripting access to the engine, JSON in and out.

``score`` and ``top`` read and write JSON; ``simulate`` and ``sheet`` print a game sheet and
standings as text for people (and can write HTML, CSV and JSON exports); ``generate`` writes
prepared games to order; ``info`` says which search walk (compiled or pure) is in use.
``words`` asks a word list (anagrams, 7+1, 8-1, patterns, hooks: ``duplicate.words.word_tool``).
``top``, ``simulate`` and ``generate`` spread their positions or games over processes
(``--jobs``); the output is the same whatever the number.

Exit status: 0 when every input was handled, 1 when some input was refused (its error is
printed as JSON and the batch goes on; for ``simulate`` and ``sheet``: a file that cannot
be read or written; also when stdout was closed early, as by ``| head -1``), 2 for a usage
error. No input of any shape or size shows a traceback: sizes have stated limits
(``duplicate.inputs``), and an unforeseen fault is one ``internal_error`` line.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Container, Iterable, TextIO

from duplicate.rules.bag import NO_MOVE
from duplicate.rules.cgp import parse_cgp
from duplicate.rules.edition import Edition, load_edition
from duplicate.base.errors import DuplicateError, Message
from duplicate.base.inputs import InputError, argument_name, check_text, describe, input_lines, line_name, loads, read
from duplicate.base.spreadsheet import spreadsheet_file
from duplicate.rules.notation import format_reference
from duplicate.rules.checking import ScoredMove, check_move
from duplicate.translations import ENGLISH, say, user_language

if TYPE_CHECKING:
    from datetime import date
    from pathlib import Path

    from duplicate.records.evenings import Evening

    from duplicate.words.lexicon import Lexicon
    from duplicate.rules.presets import RuleSet
    from duplicate.session.session import Session

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2
#: Most simulated players (a club evening has a few hundred at most).
MAX_PLAYERS = 2000
#: Most moves ``top`` lists per position.
MAX_LIMIT = 10_000


class UsageError(Exception):
    """Wrong use of the command: message for stderr (an engine Message, said in the user's
    language), exit status 2."""

    def __init__(self, template: str | Message, /, **values: object) -> None:
        self.notice = template if isinstance(template, Message) else Message("usage", template, **values)
        super().__init__(self.notice.text)


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
        raise UsageError(exc.notice) from None


def _load_lexicon(edition: Edition, path: str | None, notices: bool = True, language: str = "en") -> Lexicon:
    """The edition's word list or the one at ``path``; a bad list is a usage error.

    Its notices go to stderr once: workers, which load it again, pass ``notices=False``.
    """
    from duplicate.words.lexicon import load_lexicon

    try:
        lexicon = load_lexicon(edition, path)
    except DuplicateError as exc:
        raise UsageError(exc.notice) from None
    for notice in lexicon.notices if notices else ():
        print(f"duplicate: {say(notice, language)}", file=sys.stderr)
    return lexicon


def _lexicon(args: argparse.Namespace, edition: Edition) -> Container[str] | None:
    return None if args.no_lexicon else _load_lexicon(edition, args.lexicon, language=args.language)


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


def _request(line: str, number: int) -> dict[str, Any]:
    """The JSON object of batch line ``number``; an InputError naming the line otherwise."""
    try:
        request = loads(line)
    except InputError as exc:
        raise InputError("{line} is not a JSON object ({reason})", line=line_name(number), reason=exc.notice) from None
    if type(request) is not dict:
        raise InputError("{line} is not a JSON object ({reason})", line=line_name(number), reason=describe(request))
    return request


@dataclass(frozen=True)
class ScoreRequest:
    """A line of ``duplicate score --batch``: a position and a move (other keys are passed over)."""

    cgp: str
    move: str


def _batch(lines: TextIO, handle: Callable[[dict[str, Any]], dict[str, Any]], out: TextIO) -> int:
    status = EXIT_OK
    for number, line in input_lines(lines):
        if isinstance(line, InputError):
            result = {"error": line.to_json()}
        elif not line.strip():
            continue
        else:
            try:
                request = _request(line, number)
            except InputError as exc:
                result = {"error": exc.to_json()}
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
        line = read(ScoreRequest, request, "", unknown="ignore")
        return _score_one(edition, lexicon, line.cgp, line.move)

    return _batch(stdin, handle, out)


def _top_answer(edition: Edition, lexicon: Lexicon, rules: Any, limit: int, line: str) -> dict[str, Any]:
    """The JSON answer of ``duplicate top`` for one CGP line."""
    from duplicate.words.search import best

    position = parse_cgp(line, edition).position
    ranked = best(position, lexicon, max(limit, 1), rules)
    tops = ranked.tops()
    shown = tops if len(tops) >= limit else ranked[:limit]
    return {
        "top_score": ranked.points(0) if len(ranked) else None,
        "moves": [scored_move_json(m, edition, breakdown=False) for m in shown],
    }


def _top_worker(edition_name: str, lexicon_path: str | None, limit: int,
                first_move_horizontal: bool) -> Callable[[tuple[str, Any]], dict[str, Any]]:
    """The job of a ``duplicate top`` worker: its own word list, then one input per call
    (``("line", text)``, or ``("error", json)`` for a line refused on reading)."""
    from functools import partial

    from duplicate.rules.checking import MoveRules

    edition = _edition(edition_name)
    lexicon = _load_lexicon(edition, lexicon_path, notices=False)
    answer = partial(_top_answer, edition, lexicon, MoveRules(first_move_horizontal=first_move_horizontal), limit)

    def job(item: tuple[str, Any]) -> dict[str, Any]:
        kind, value = item
        return {"error": value} if kind == "error" else _answer(answer, value)

    return job


def _jobs(args: argparse.Namespace) -> int:
    from duplicate.base.parallel import default_jobs

    if args.jobs is None:
        return default_jobs()
    if args.jobs < 1:
        raise UsageError("--jobs must be 1 or more")
    return int(args.jobs)


def cmd_top(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from duplicate.base.parallel import ordered_map

    if not 0 <= args.limit <= MAX_LIMIT:
        raise UsageError("--limit must be from 0 to {limit}", limit=MAX_LIMIT)
    jobs = _jobs(args)
    # loaded here first: a bad edition or list is a usage error before any worker starts
    _load_lexicon(_edition(args.edition), args.lexicon, language=args.language)
    numbered: Iterable[tuple[int, str | InputError]] = enumerate(args.cgp, 1) if args.cgp else input_lines(stdin)
    items = (("error", line.to_json()) if isinstance(line, InputError) else ("line", line)
             for _, line in numbered if isinstance(line, InputError) or line.strip())
    worker_args = (args.edition, args.lexicon, args.limit, args.first_move_horizontal)
    status = EXIT_OK
    for result in ordered_map(_top_worker, worker_args, items, jobs):
        if "error" in result:
            status = EXIT_REFUSED
        _dump(result, out)
    return status


#: Simulated players' choices per turn: (the top, a random move of the best 50, no move).
SIMULATED_CHOICES = (("top", 0.35), ("random", 0.55), ("none", 0.10))
SIMULATED_RANKED = 50


def _preset(name: str) -> RuleSet:
    from duplicate.rules.presets import load_preset

    try:
        return load_preset(name)
    except DuplicateError as exc:
        raise UsageError(exc.notice) from None


def _write_output(path: str, text: str) -> None:
    """Write an export whole or not at all; a path that cannot be written is refused (exit 1)."""
    from duplicate.storage.safe_write import replace_file

    replace_file(path, text)


def simulate_game(session: Session, seed: int) -> None:
    """Play the session to its end like an arbiter with simulated players.

    Per turn: draw (the game ends when no rack can be drawn or no move is possible), start
    and stop the timer, enter each active player's choice (the top, a random move among the
    best ones, or no move, with the fixed odds of SIMULATED_CHOICES, from a generator seeded
    by ``seed`` only, so a seed always plays the same game), then commit the default top.
    """
    import random

    from duplicate.rules.notation import format_move

    rng = random.Random(f"simulate/{seed}")
    kinds = [kind for kind, _ in SIMULATED_CHOICES]
    weights = [weight for _, weight in SIMULATED_CHOICES]
    while True:
        turn = session.draw()
        if turn is None:
            return
        ranked = session.ranked_moves(SIMULATED_RANKED)
        if not session.tops():
            session.end_game(NO_MOVE)
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


def _print_sheet(session: Session, out: TextIO, language: str = ENGLISH) -> None:
    """The game sheet and the standings as text, in ``language`` (English: Eliot's layout)."""
    from duplicate.records.sheet import sheet_text, standings_text
    from duplicate.translations import end_reason_text, sheet_labels

    labels = None if language == ENGLISH else sheet_labels(language)
    out.write(sheet_text(session, labels, lambda reason: end_reason_text(reason, language)))
    out.write("\n")
    out.write(standings_text(session, labels))
    out.flush()


def _write_exports(session: Session, args: argparse.Namespace) -> None:
    """The exports asked for, in the command's language (the sheet's words, its dates and
    numbers, the CSV's headings), as the app writes them in its own."""
    from duplicate.records import game_record, gcg, sheet
    from duplicate.translations import csv_headers, csv_style, end_reason_text, sheet_labels

    language = getattr(args, "language", ENGLISH)
    if getattr(args, "html", None):
        _write_output(args.html, sheet.sheet_html(session, sheet_labels(language),
                                                  lambda reason: end_reason_text(reason, language)))
    if getattr(args, "csv", None):
        _write_output(args.csv, spreadsheet_file(sheet.results_csv(session, csv_headers(language), csv_style(language))))
    if getattr(args, "ranking", None):
        _write_output(args.ranking, sheet.ranking_program_csv(session))
    if getattr(args, "record", None):
        game_record.write_record(session, args.record)
    if getattr(args, "gcg", None):
        _write_output(args.gcg, gcg.game_gcg(session, sheet_labels(language)))


def _play_simulation(path: Path, edition: Edition, lexicon: Lexicon, rules: RuleSet, lexicon_path: str | None,
                     players: int, seed: int, language: str = ENGLISH) -> Session:
    """A new session file at ``path`` with simulated players, played to its end (left open);
    its title and players' names in ``language``, as the sheet that prints them."""
    from pathlib import Path

    from duplicate.session.session import Session, SessionSettings

    settings = SessionSettings(edition.code, lexicon.identity, rules, seed=seed,
                               lexicon_path=str(Path(lexicon_path).resolve()) if lexicon_path else None,
                               title=say(Message("simulated_title", "Simulated game, seed {seed}", seed=str(seed)),
                                         language))
    session = Session.create(path, settings, lexicon,
                             players=[(t, say(Message("player_name", "Player {table}", table=str(t)), language))
                                      for t in range(1, players + 1)])
    try:
        simulate_game(session, seed)
    except BaseException:
        session.close()
        raise
    return session


def _simulated_sheet(edition_name: str, lexicon_path: str | None, preset: str, players: int, language: str,
                     seed: int) -> str:
    """Play one simulated game in a scratch file and return its sheet and standings (text)."""
    import io
    import tempfile
    from pathlib import Path

    edition = _edition(edition_name)
    lexicon = _load_lexicon(edition, lexicon_path, notices=False)
    with tempfile.TemporaryDirectory(prefix="duplicate-") as folder:
        with _play_simulation(Path(folder) / "simulated.duplicate", edition, lexicon, _preset(preset),
                              lexicon_path, players, seed, language) as session:
            text = io.StringIO()
            _print_sheet(session, text, language)
            return text.getvalue()


def _simulation_worker(edition_name: str, lexicon_path: str | None, preset: str,
                       players: int, language: str) -> Callable[[int], str]:
    from functools import partial

    return partial(_simulated_sheet, edition_name, lexicon_path, preset, players, language)


def cmd_simulate(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    import tempfile
    from pathlib import Path

    from duplicate.base.parallel import ordered_map

    edition = _edition(args.edition)
    rules = _preset(args.preset)
    if not 0 <= args.players <= MAX_PLAYERS:
        raise UsageError("--players must be from 0 to {most}", most=MAX_PLAYERS)
    if args.games < 1:
        raise UsageError("--games must be 1 or more")
    jobs = _jobs(args)
    lexicon = _load_lexicon(edition, args.lexicon, language=args.language)
    if args.games > 1:
        if args.save or args.html or args.record:
            raise UsageError("--save, --html and --record are for one game: leave them out with --games")
        seeds = range(args.seed, args.seed + args.games)
        worker_args = (args.edition, args.lexicon, args.preset, args.players, args.language)
        for number, sheet in enumerate(ordered_map(_simulation_worker, worker_args, seeds, jobs)):
            if number:
                out.write("\n")
            out.write(sheet)
            out.flush()
        return EXIT_OK
    with tempfile.TemporaryDirectory(prefix="duplicate-") as folder:
        path = Path(args.save) if args.save else Path(folder) / "simulated.duplicate"
        with _play_simulation(path, edition, lexicon, rules, args.lexicon, args.players, args.seed,
                              args.language) as session:
            _print_sheet(session, out, args.language)
            _write_exports(session, args)
    return EXIT_OK


def cmd_sheet(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from duplicate.session.session import Session

    with Session.open(args.session, read_only=True) as session:  # a reader never writes
        _print_sheet(session, out, args.language)
        _write_exports(session, args)
    return EXIT_OK


def cmd_generate(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from pathlib import Path

    from duplicate.records.generate import GameFilter, GameRequest, Progress, generate_games, written_games

    edition = _edition(args.edition)
    _preset(args.preset)
    jobs = _jobs(args)
    if args.games < 1:
        raise UsageError("--games must be 1 or more")
    if args.tries is not None and args.tries < args.games:
        raise UsageError("--tries must be at least --games")
    try:
        game_filter = GameFilter(args.min_bingos, args.max_bingos, args.min_total, args.max_total,
                                 args.max_unused_blanks)
    except DuplicateError as exc:
        raise UsageError(exc.notice) from None
    lexicon = _load_lexicon(edition, args.lexicon, language=args.language)
    request = GameRequest(edition.code, args.preset.strip().lower(), args.lexicon)
    folder = Path(args.out)
    show = _progress_bar(sys.stderr) if not args.quiet else None

    def progress(p: Progress) -> None:
        if show is not None:
            show(p.played / p.tries if p.kept < p.wanted else 1.0,
                 f"{p.kept}/{p.wanted} kept, {p.played} played")

    kept = 0
    games = generate_games(request, args.games, game_filter, first_seed=args.seed, tries=args.tries,
                           jobs=jobs, lexicon=lexicon, progress=progress)
    for game, path in written_games(games, request, folder):
        kept += 1
        if show is not None:
            show(None, "")
        out.write(f"{path.name}: {say(game.figures.summary(), args.language)}\n")
        out.flush()
    if show is not None:
        show(None, "")
    if kept < args.games:
        few = Message("too_few_games", "only {kept} of the {wanted} games asked for matched in the seeds tried; "
                      "widen the bounds or give more --tries", kept=kept, wanted=args.games)
        print(f"duplicate generate: {say(few, args.language)}", file=sys.stderr)
        return EXIT_REFUSED
    return EXIT_OK


def _progress_bar(stream: TextIO) -> Callable[[float | None, str], None]:
    """A one-line progress bar (redrawn in place on a terminal); ``None`` clears the line."""
    interactive = stream.isatty()
    last = [""]

    def show(fraction: float | None, text: str) -> None:
        if fraction is None:
            if interactive and last[0]:
                stream.write("\r" + " " * len(last[0]) + "\r")
                stream.flush()
            last[0] = ""
            return
        filled = int(30 * max(0.0, min(1.0, fraction)))
        line = f"[{'#' * filled}{'.' * (30 - filled)}] {text}"
        if interactive:
            stream.write("\r" + line.ljust(len(last[0])))
        elif line[:32] != last[0][:32] or fraction >= 1.0:  # a log gets a line per step of the bar
            stream.write(line + "\n")
        else:
            return
        stream.flush()
        last[0] = line

    return show


def _day(text: str | None, option: str) -> date | None:
    """A date given as ``YYYY-MM-DD``; a UsageError naming the option when it is not one."""
    from datetime import date

    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise UsageError("{option} wants a date written YYYY-MM-DD, not {value}", option=option, value=text) from None


def _season_evenings(args: argparse.Namespace) -> list[Evening]:
    """The evenings of the files given, within the dates asked (read-only)."""
    from duplicate.records.evenings import read_evenings
    from duplicate.records.season import club_season, in_season

    first, last = _day(args.date_from, "--from"), _day(args.date_to, "--to")
    if args.season is not None:
        if first or last:
            raise UsageError("give either --season or --from and --to")
        if not 1900 <= args.season <= 9998:
            raise UsageError("--season wants the year the season starts, such as 2025")
        first, last = club_season(args.season)
    evenings = in_season(read_evenings(args.files, _jobs(args)), first, last)
    if not evenings:
        raise UsageError("no evening of the files given was played in the dates asked")
    return evenings


def cmd_season(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from duplicate.records import season_sheet
    from duplicate.records.evenings import normalised_name, player_key
    from duplicate.records.season import SeasonRule, class_progress, player_progress, season_standings
    from duplicate.translations import csv_style, season_labels

    evenings = _season_evenings(args)
    words = season_labels(args.language)
    if args.player is not None:
        wanted = {player_key(args.player, None), f"roster:{args.player}"}
        keys = [p.key for e in evenings for p in e.players if p.key in wanted]
        if not keys:
            raise UsageError("no player named {name} in the evenings chosen", name=normalised_name(args.player))
        progress = player_progress(evenings, keys[0])
        out.write(season_sheet.progress_text(progress, words))
        if args.html:
            _write_output(args.html, season_sheet.progress_html(progress, words))
        return EXIT_OK
    standings = season_standings(evenings, SeasonRule(args.rule), args.best, args.language)
    out.write(season_sheet.season_text(standings, words))
    if args.csv:
        _write_output(args.csv, spreadsheet_file(season_sheet.season_csv(standings, words, csv_style(args.language))))
    if args.html:
        _write_output(args.html, season_sheet.season_html(standings, words))
    if args.class_html:
        _write_output(args.class_html, season_sheet.class_html(class_progress(evenings, args.language), words))
    return EXIT_OK


def cmd_merge(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from duplicate.records import season_sheet
    from duplicate.records.merge import merge_sessions
    from duplicate.translations import csv_style, season_labels

    merged = merge_sessions(args.files, _jobs(args), language=args.language)
    words = season_labels(args.language)
    out.write(season_sheet.merge_text(merged, words))
    if args.csv:
        _write_output(args.csv, spreadsheet_file(season_sheet.merge_csv(merged, words, csv_style(args.language))))
    if args.html:
        _write_output(args.html, season_sheet.merge_html(merged, words))
    return EXIT_OK


def cmd_identity(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from duplicate.records.merge import read_identity, short_identity

    status = EXIT_OK
    for path in args.files:
        try:
            identity = read_identity(path)
        except DuplicateError as exc:
            print(f"duplicate identity: {say(exc.notice, args.language)}", file=sys.stderr)
            status = EXIT_REFUSED
            continue
        out.write(f"{short_identity(identity)}  {identity}  {path}\n")
    return status


#: The questions of ``duplicate words`` (the word tool, ``duplicate.words.word_tool``).
WORD_QUESTIONS = ("anagrams", "plus-one", "minus-one", "pattern", "containing", "starting", "ending", "hooks")


def cmd_words(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """Ask the word list: the words one a line, sorted for the edition's readers (a group's
    letter first for 7+1 and 8-1; before and after for hooks), and on stderr how many; or
    JSON with ``--json``, in the list's order."""
    from duplicate.base.collation import sorted_for
    from duplicate.words.word_tool import Found, WordTool

    if args.limit < 0:
        raise UsageError("--limit must be 0 (every word) or more")
    edition = _edition(args.edition)
    tool = WordTool(_load_lexicon(edition, args.lexicon, language=args.language))
    limit = args.limit or None
    question, text = args.question, args.letters
    if question == "hooks":
        hooks = tool.hooks(text)
        if args.json:
            _dump({"word": hooks.word, "valid": hooks.valid, "front": list(hooks.front), "back": list(hooks.back),
                   "words": list(hooks.words)}, out)
            return EXIT_OK
        none = say(Message("words_none", "none"), args.language)
        out.write(say(Message("words_hooks", "{word}: before {front} · after {back}", word=hooks.word,
                              front=" ".join(hooks.front) or none, back=" ".join(hooks.back) or none),
                      args.language) + "\n")
        for word in sorted_for(hooks.words, edition.code):
            out.write(word + "\n")
        return EXIT_OK
    if question in ("plus-one", "minus-one"):
        groups = tool.plus_one(text) if question == "plus-one" else tool.minus_one(text)
        if args.json:
            _dump({"groups": [{"letter": letter, "words": list(words)} for letter, words in groups]}, out)
            return EXIT_OK
        sign = "+" if question == "plus-one" else "-"
        for letter, words in groups:
            out.write(f"{sign}{letter}: {' '.join(sorted_for(words, edition.code))}\n")
        count = sum(len(words) for _, words in groups)
        print(say(Message("words_count", "%n word(s)", n=count), args.language), file=sys.stderr)
        return EXIT_OK
    found: Found
    if question == "anagrams":
        found = tool.anagrams(text, shorter=args.shorter, limit=limit)
    else:
        found = {"pattern": tool.matching, "containing": tool.containing, "starting": tool.starting,
                 "ending": tool.ending}[question](text, limit)
    if args.json:
        _dump({"words": list(found.words), "complete": found.complete}, out)
        return EXIT_OK
    listed = list(found.words) if args.shorter else sorted_for(found.words, edition.code)
    for word in listed:
        out.write(word + "\n")
    if found.complete:
        print(say(Message("words_count", "%n word(s)", n=len(listed)), args.language), file=sys.stderr)
    else:
        print(say(Message("words_more", "more than %n words: the first ones are listed (--limit 0 lists them all)",
                          n=len(listed)), args.language), file=sys.stderr)
    return EXIT_OK


def cmd_info(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    out.write(info_text(args.language))
    return EXIT_OK


def info_text(language: str = ENGLISH) -> str:
    """What this installation is: version, Python, which search walk runs, cores, cache folder
    (in ``language``; the names of programs, walks and folders stay as they are)."""
    import platform

    from duplicate.base.version import VERSION
    from duplicate.words.lexicon import user_cache_dir
    from duplicate.base.parallel import default_jobs
    from duplicate.words.search import PURE_SEARCH_VARIABLE, WALKS, walk_in_use

    lines = (
        Message("info_walk", "search walk: {walk}", walk=walk_in_use()),
        Message("info_walks", "walks installed: {walks} (set {variable}=1 to force the pure one)",
                walks=", ".join(sorted(WALKS)), variable=PURE_SEARCH_VARIABLE),
        Message("info_jobs", "cores used by --jobs: {cores}", cores=str(default_jobs())),
        Message("info_cache", "word-list cache: {folder}", folder=str(user_cache_dir())),
    )
    return (
        f"duplicate-scrabble {VERSION}\n"
        f"Python {platform.python_version()} ({platform.python_implementation()}, {sys.platform})\n"
        + "".join(f"{say(line, language)}\n" for line in lines)
    )


def _edition_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--edition", required=True, help="dutch|english|french|german|norwegian (or nl|en|fr|de|nb)")
    parser.add_argument("--lexicon", metavar="PATH", help="word list file instead of the edition's own")


def _version_text() -> str:
    from duplicate.base.version import VERSION
    from duplicate.words.search import default_walk

    return f"duplicate-scrabble {VERSION} (search walk: {default_walk()})"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="duplicate",
        description="Duplicate Scrabble engine: score and check moves (JSON output), simulate games "
        "and print game sheets (text).",
    )
    parser.add_argument("--version", action="version", version=_version_text())
    parser.add_argument("--language", metavar="CODE",
                        help="language of the messages for people: nl, fr, de, nb or en (default: from LANGUAGE, "
                             "LC_ALL, LC_MESSAGES or LANG); JSON output stays English, with codes")
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
    _jobs_argument(top, "positions")
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
    simulate.add_argument("--games", type=int, default=1,
                          help="play this many games, seeds SEED, SEED+1, ... (sheets one after another; default 1)")
    _jobs_argument(simulate, "games")
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
    sheet.add_argument("--gcg", metavar="PATH", help="write the master moves as a GCG file (Quackle, Macondo)")
    sheet.set_defaults(handler=cmd_sheet)
    generate = sub.add_parser(
        "generate",
        help="make prepared games to order",
        description="Play seeded games (seeds SEED, SEED+1, ...) with the top as master move and keep "
        "the first ones that match the bounds, each written to the --out folder as a game record "
        "that the app replays as a prepared game. One line per game kept (stdout), progress on stderr. "
        "A turn with a blank kept is a turn whose master move leaves a blank on the rack.",
    )
    _edition_arguments(generate)
    generate.add_argument("--preset", default="fisf", help="rule set: fisf|flemish|home (default fisf)")
    generate.add_argument("--games", type=int, default=10, help="how many games to write (default 10)")
    generate.add_argument("--out", required=True, metavar="FOLDER", help="folder for the game records (created)")
    generate.add_argument("--seed", type=int, default=1, help="first seed tried (default 1)")
    generate.add_argument("--tries", type=int, help="the most games to play (default 50 per game asked for)")
    generate.add_argument("--min-bingos", type=int, metavar="N", help="at least N bingos")
    generate.add_argument("--max-bingos", type=int, metavar="N", help="at most N bingos")
    generate.add_argument("--min-total", type=int, metavar="POINTS", help="top total at least POINTS")
    generate.add_argument("--max-total", type=int, metavar="POINTS", help="top total at most POINTS")
    generate.add_argument("--max-unused-blanks", type=int, metavar="N",
                          help="at most N turns whose master move keeps a blank on the rack")
    generate.add_argument("--quiet", action="store_true", help="no progress bar")
    _jobs_argument(generate, "games")
    generate.set_defaults(handler=cmd_generate)
    season = sub.add_parser(
        "season", help="rank a season of club evenings",
        description="Read session files (never written) and print the season standings under a rule: "
        "best (total deviation over each player's N best evenings, --best N), percent (average "
        "percentage of the top) or points (points by rank per evening: the last of n players 1, the "
        "first n). Equal figures share a rank. With --player, print that player's progress instead.")
    season.add_argument("files", nargs="+", metavar="FILE", help="session files (.duplicate)")
    season.add_argument("--rule", choices=("best", "percent", "points"), default="best",
                        help="how the season is ranked (default best)")
    season.add_argument("--best", type=int, metavar="N", help="count each player's N best evenings "
                        "(needed by the best rule; all evenings by default for the others)")
    season.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD", help="first day of the season")
    season.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD", help="last day of the season")
    season.add_argument("--season", type=int, metavar="YEAR",
                        help="the club season starting in September of YEAR and ending in June")
    season.add_argument("--player", metavar="NAME", help="print this player's progress (a name or a roster id)")
    season.add_argument("--csv", metavar="PATH", help="also write the standings as CSV")
    season.add_argument("--html", metavar="PATH", help="also write the printable standings (or progress) as HTML")
    season.add_argument("--class-html", metavar="PATH", help="also write every player's progress on one page (HTML)")
    _jobs_argument(season, "files")
    season.set_defaults(handler=cmd_season)
    merge = sub.add_parser(
        "merge", help="rank the players of a simultaneous game played in several clubs",
        description="Read the clubs' session files of one prepared game (never written) and rank all "
        "their players together, each with their club. A file of another game (its identity differs), "
        "whose turns were changed after the draw, or that cannot be read is refused, named.")
    merge.add_argument("files", nargs="+", metavar="FILE", help="the clubs' session files")
    merge.add_argument("--csv", metavar="PATH", help="also write the ranking as CSV")
    merge.add_argument("--html", metavar="PATH", help="also write the printable ranking as HTML")
    _jobs_argument(merge, "files")
    merge.set_defaults(handler=cmd_merge)
    identity = sub.add_parser(
        "identity", help="print the game identity of session files or game records",
        description="Print each file's game identity: the hash of its racks and settings that clubs "
        "playing the same prepared game share (short form, full form, file).")
    identity.add_argument("files", nargs="+", metavar="FILE", help="session files or game records (.json)")
    identity.set_defaults(handler=cmd_identity)
    words = sub.add_parser(
        "words", help="ask a word list: anagrams, 7+1, 8-1, patterns, hooks",
        description="Ask the edition's word list (or --lexicon): anagrams of a rack (? a blank; --shorter: "
        "every word it makes), plus-one (7+1: the words of the rack and one more letter), minus-one (8-1), "
        "pattern (? or . one letter, * any letters), containing, starting, ending, hooks (the letters that "
        "make a word before and after a word). Words one a line; --json for JSON.")
    _edition_arguments(words)
    words.add_argument("question", choices=WORD_QUESTIONS, help="what to ask")
    words.add_argument("letters", help="the rack, the pattern, the letters or the word")
    words.add_argument("--shorter", action="store_true", help="anagrams: also the shorter words, longest first")
    words.add_argument("--limit", type=int, default=1000, metavar="N",
                       help="list at most N words (default 1000; 0: every word)")
    words.add_argument("--json", action="store_true", help="write JSON, in the list's order")
    words.set_defaults(handler=cmd_words)
    info = sub.add_parser("info", help="show the version, the search walk in use and the cache folder",
                          description="Show what this installation is: version, Python, which search walk "
                          "(compiled or pure Python) is in use, cores, word-list cache folder.")
    info.set_defaults(handler=cmd_info)
    return parser


def _jobs_argument(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--jobs", type=int, metavar="N",
                        help=f"spread the {what} over N processes (default: the number of cores)")


_OUTPUT_CLOSED = Message("output_closed", "cannot write the output: the standard output is closed")


def _quiet_stdout() -> None:
    """After stdout was closed by the reader: send what is left nowhere, without an error."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _asked_language(argv: list[str]) -> str | None:
    """``--language CODE`` (or ``--language=CODE``) among the arguments, before they are parsed."""
    for index, argument in enumerate(argv):
        if argument == "--language" and index + 1 < len(argv):
            return argv[index + 1]
        if argument.startswith("--language="):
            return argument.split("=", 1)[1]
    return None


def main(argv: list[str] | None = None, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    """The ``duplicate`` command: 0 done, 1 refused, 2 a usage error, 130 interrupted (Ctrl+C)."""
    # a closed standard input reads as empty; a closed standard output is refused below
    stdin = stdin or sys.stdin or io.StringIO()
    argv = sys.argv[1:] if argv is None else argv
    try:
        for number, argument in enumerate(argv, start=1):
            check_text(argument, argument_name(number))
    except InputError as exc:
        print(f"duplicate: {say(exc.notice, user_language(_asked_language(argv)))}", file=sys.stderr)
        return EXIT_USAGE
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    args.language = user_language(args.language)
    out = out or sys.stdout
    if out is None:
        print(f"duplicate {args.command}: {say(_OUTPUT_CLOSED, args.language)}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        status = int(args.handler(args, stdin, out))
        out.flush()  # a full or unwritable output is said here, not at the interpreter's exit
        return status
    except UsageError as exc:
        print(f"duplicate {args.command}: {say(exc.notice, args.language)}", file=sys.stderr)
        return EXIT_USAGE
    except DuplicateError as exc:
        print(f"duplicate {args.command}: {say(exc.notice, args.language)}", file=sys.stderr)
        return EXIT_REFUSED
    except BrokenPipeError:  # the reader stopped (``| head -1``): nothing more to say
        _quiet_stdout()
        return EXIT_REFUSED
    except OSError as exc:
        if exc.filename is None:  # the output cannot be written (a full disk, /dev/full, a read-only descriptor)
            _quiet_stdout()
            problem = Message("output_failed", "cannot write the output: {detail}", detail=exc.strerror or str(exc))
        else:
            problem = Message("file_failed", "cannot use {path}: {detail}", path=exc.filename,
                              detail=exc.strerror or str(exc))
        print(f"duplicate {args.command}: {say(problem, args.language)}", file=sys.stderr)
        return EXIT_REFUSED
    except KeyboardInterrupt:
        return 130
    except (RecursionError, MemoryError, ValueError, TypeError, OverflowError) as exc:
        print(f"duplicate {args.command}: internal error ({type(exc).__name__}: {exc}); please report it",
              file=sys.stderr)
        return EXIT_REFUSED
