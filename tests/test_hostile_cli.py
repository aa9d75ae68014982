"""The command line under hostile input: no traceback, no stopped batch, limits stated at once.

Real processes (``python -m duplicate``) where the point is what a user sees: the exit
status, stderr, and one answer line per batch line.
"""

from __future__ import annotations

import io
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from duplicate.cli import MAX_PLAYERS, main
from duplicate.base.inputs import MAX_JSON_DEPTH, MAX_LINE_BYTES

from disk_helpers import fill, small_disk

REPO = Path(__file__).resolve().parents[1]
EMPTY = "/".join(["15"] * 15)
QUEENAB = f"{EMPTY} QUEENAB/ 0/0 0"
GOOD = json.dumps({"cgp": QUEENAB, "move": "8D QUEEN"})
#: A user's UTF-8 locale (strict decoding), unlike the C locale's forgiving one.
STRICT_ENV = {**os.environ, "PYTHONIOENCODING": "utf-8:strict", "PYTHONPATH": str(REPO)}


def run(args: list[str | bytes], stdin: bytes = b"", timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "duplicate", *args], input=stdin, capture_output=True,
                          cwd=REPO, env=STRICT_ENV, timeout=timeout)


def answers(result: subprocess.CompletedProcess) -> list[dict]:
    return [json.loads(line) for line in result.stdout.decode("utf-8").splitlines()]


def assert_clean(result: subprocess.CompletedProcess) -> None:
    assert b"Traceback" not in result.stderr, result.stderr.decode("utf-8", "replace")
    assert result.returncode in (0, 1, 2), result.returncode


def test_batch_goes_on_after_every_kind_of_bad_line():
    lines = [
        b"[" * 100_000,  # deeper than any parser
        b"[" * (MAX_JSON_DEPTH + 1) + b"]" * (MAX_JSON_DEPTH + 1),
        b'{"cgp": "' + QUEENAB.encode() + b'", "move": "8D QUEEN", "n": ' + b"9" * 5000 + b"}",
        b'{"cgp": "' + EMPTY.encode() + b' QUEENAB/ 0/' + b"9" * 5000 + b' 0", "move": "8D QUEEN"}',
        b'{"cgp": "\xff\xfe", "move": "8D QUEEN"}',
        json.dumps({"cgp": QUEENAB, "move": "8D " + "A" * 1_000_000}).encode(),
        json.dumps({"cgp": QUEENAB, "move": "8D " + "A" * 5000}).encode(),
        b'{"cgp": NaN, "move": Infinity}',
        b"[1, 2]",
        GOOD.encode(),
    ]
    started = time.monotonic()
    result = run(["score", "--edition", "en", "--no-lexicon", "--batch"], b"\n".join(lines) + b"\n")
    assert time.monotonic() - started < 20  # refused at once, not after seconds of work per line
    assert_clean(result)
    assert result.returncode == 1
    out = answers(result)
    assert len(out) == len(lines)
    assert out[-1]["score"] == 48, "the batch must go on to its last line"
    errors = [o["error"]["message"] for o in out[:-1]]
    assert "100000" in errors[0] and "100000" in errors[5]  # the line limit is stated
    assert f"at most {MAX_JSON_DEPTH}" in errors[1]
    assert "5000 digits" in errors[2]
    assert "at most 9 digits" in errors[3]
    assert "not UTF-8" in errors[4]
    assert "at most 200" in errors[6]


def test_arguments_that_are_not_utf8_or_too_long():
    result = run([b"score", b"--edition", b"en", b"--no-lexicon", QUEENAB.encode(), b"8D Q\xffUEEN"])
    assert_clean(result)
    assert result.returncode == 2 and b"argument 6 is not UTF-8" in result.stderr
    result = run(["score", "--edition", "en", "--no-lexicon", QUEENAB, "8D " + "E" * (MAX_LINE_BYTES + 1)])
    assert_clean(result)
    assert result.returncode == 2 and f"{MAX_LINE_BYTES:,}".encode() in result.stderr  # grouped, as the app writes it


def test_huge_numbers_in_arguments():
    big = "9" * 5000
    result = run(["score", "--edition", "en", "--no-lexicon", f"{EMPTY} QUEENAB/ {big}/0 0", "8D QUEEN"])
    assert_clean(result)
    assert result.returncode == 1 and "at most 9 digits" in answers(result)[0]["error"]["message"]
    result = run(["score", "--edition", "en", "--no-lexicon", f"{'1' * 5000}/15/15/15/15/15/15/15/15/15/15/15/15/15/15"
                  " QUEENAB/ 0/0 0", "8D QUEEN"])
    assert_clean(result)
    assert result.returncode == 1 and "do not fit" in answers(result)[0]["error"]["message"]
    result = run(["simulate", "--edition", "en", "--seed", big])
    assert_clean(result)
    assert result.returncode == 2


def test_unbounded_sizes_refused_at_once_with_the_limit():
    started = time.monotonic()
    result = run(["simulate", "--edition", "en", "--players", "1000000000"])
    assert time.monotonic() - started < 10
    assert_clean(result)
    assert result.returncode == 2 and f"{MAX_PLAYERS:,}".encode() in result.stderr
    result = run(["top", "--edition", "en", "--limit", "1000000000", QUEENAB])
    assert_clean(result)
    assert result.returncode == 2 and b"--limit" in result.stderr


def test_closed_stdout_exits_quietly():
    positions = [QUEENAB] * 6
    process = subprocess.Popen([sys.executable, "-m", "duplicate", "top", "--edition", "en", *positions],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO, env=STRICT_ENV)
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()  # like ``| head -1``
    error = process.stderr.read()
    status = process.wait(timeout=120)
    assert json.loads(first)["top_score"] == 48
    assert error == b"", error.decode("utf-8", "replace")
    assert status in (0, 1)


def test_invalid_utf8_on_stdin_of_top():
    result = run(["top", "--edition", "en", "--limit", "1"], b"\xff\xfe\xfd\n" + QUEENAB.encode() + b"\n")
    assert_clean(result)
    out = answers(result)
    assert "not UTF-8" in out[0]["error"]["message"] and out[1]["top_score"] == 48


# -- exports: whole or not at all -------------------------------------------------------------------


def test_exports_never_written_to_a_device(tmp_path):
    for option in ("--html", "--record"):
        result = run(["simulate", "--edition", "en", "--players", "2", "--seed", "3", option, "/dev/full"])
        assert_clean(result)
        assert result.returncode == 1 and b"not a regular file" in result.stderr
    assert not list(Path("/dev").glob(".full.*"))


def test_full_disk_leaves_no_partial_export(tmp_path):
    session = tmp_path / "game.duplicate"
    result = run(["simulate", "--edition", "en", "--players", "30", "--seed", "4", "--save", str(session)])
    assert result.returncode == 0, result.stderr
    with small_disk(tmp_path / "disk", "64k") as disk:
        kept = disk / "results.csv"
        kept.write_text("the old results\n", encoding="utf-8")
        fill(disk, leave=2048)
        for option, name in (("--html", "sheet.html"), ("--csv", "results.csv"), ("--record", "game.json")):
            result = run(["sheet", str(session), option, str(disk / name)])
            assert_clean(result)
            assert result.returncode == 1 and b"the disk is full" in result.stderr, result.stderr
        assert kept.read_text(encoding="utf-8") == "the old results\n"
        assert sorted(p.name for p in disk.iterdir()) == ["filler", "results.csv"]  # no partial files


# -- fuzz: every batch line answered ------------------------------------------------------------------

_CGP_PARTS = st.sampled_from([EMPTY, "15/" * 14 + "1", "9" * 60, "[" * 50, "QUEEN", "", "?"])
_TEXT = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["8D QUEEN", "H8 QUEEN", "8D Q(U)EEN", "8D .....", "(((", "8D " + "A" * 300, "ZZ99 X"]),
)
_NUMBER = st.one_of(st.integers(-10**12, 10**12), st.sampled_from(["9" * 5000, "1e999", "-0", "007"]))
_VALUE = st.recursive(
    st.one_of(st.none(), st.booleans(), st.floats(allow_nan=True), _TEXT, st.integers()),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)),
    max_leaves=8,
)


@st.composite
def cgp_texts(draw) -> str:
    board = draw(_CGP_PARTS)
    racks = draw(st.sampled_from(["QUEENAB/", "???????/", "QUEENABCD/", "Q/Q/Q", "ÆØÅ/", ""]))
    scores = draw(_NUMBER)
    return f"{board} {racks} {scores}/0 {draw(_NUMBER)} {draw(st.text(max_size=8))}"


@st.composite
def batch_lines(draw) -> bytes:
    shape = draw(st.integers(0, 6))
    if shape == 0:
        return json.dumps({"cgp": draw(cgp_texts()), "move": draw(_TEXT)}).encode("utf-8", "surrogatepass")
    if shape == 1:
        return json.dumps({"cgp": draw(_VALUE), "move": draw(_VALUE)}).encode("utf-8", "surrogatepass")
    if shape == 2:
        depth = draw(st.integers(1, 3000))
        return b"[" * depth + b"]" * draw(st.integers(0, depth))
    if shape == 3:
        return draw(st.binary(max_size=60)).replace(b"\n", b" ")
    if shape == 4:
        cgp = draw(cgp_texts()).encode("utf-8", "surrogatepass").replace(b'"', b"").replace(b"\n", b" ")
        return b'{"cgp": "' + cgp + b'", "move": 1}'  # one line: a raw newline would make two
    if shape == 5:
        return ('{"cgp": ' + str(draw(_NUMBER)) + ', "move": ' + str(draw(_NUMBER)) + "}").encode()
    return GOOD.encode()


def _expected_answers(lines: list[bytes]) -> int:
    """Every line that is not blank gets exactly one answer (an undecodable line is not blank)."""
    count = 0
    for line in lines:
        try:
            count += bool(line.decode("utf-8").strip())
        except UnicodeDecodeError:
            count += 1
    return count


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(batch_lines(), min_size=1, max_size=12))
def test_fuzz_batch_in_process(lines):
    """In-process (fast, many examples): no exception escapes, one answer per line."""
    text = b"\n".join(lines).decode("utf-8", "surrogateescape") + "\n"
    out = io.StringIO()
    status = main(["score", "--edition", "en", "--no-lexicon", "--batch"], io.StringIO(text), out)
    assert status in (0, 1)
    produced = out.getvalue().splitlines()
    assert len(produced) == _expected_answers(lines)
    for line in produced:
        json.loads(line)


def test_fuzz_batch_as_a_real_process():
    """Seeded shapes through a real process and real stdin bytes: no traceback, all answered."""
    rng = random.Random(11)
    lines: list[bytes] = []
    pieces = [
        GOOD.encode(), b"[" * 50_000, b"\xff" * 10, b"{}", b"null", b'{"cgp": 1e999, "move": -Infinity}',
        json.dumps({"cgp": f"{EMPTY} QUEENAB/ {'9' * 4400}/0 0", "move": "8D QUEEN"}).encode(),
        b"\xef\xbb\xbf" + GOOD.encode(), GOOD.encode()[:-1], b'{"cgp": "\\ud800", "move": "8D QUEEN"}',
    ]
    for _ in range(300):
        line = bytearray(rng.choice(pieces))
        for _ in range(rng.randint(0, 3)):  # flip, cut or repeat a piece of the line
            if not line:
                break
            at = rng.randrange(len(line))
            choice = rng.random()
            if choice < 0.4:
                line[at] = rng.randrange(256) if rng.random() < 0.5 else ord(rng.choice('[]{}",:0123456789'))
            elif choice < 0.7:
                del line[at:]
            else:
                line[at:at] = line[at:at + rng.randint(1, 20)] * rng.randint(1, 50)
        lines.append(bytes(line).replace(b"\n", b" ").replace(b"\r", b" "))
    for command in (["score", "--edition", "en", "--no-lexicon", "--batch"], ["top", "--edition", "en", "--limit", "1"]):
        chosen = lines if command[0] == "score" else lines[:40]
        result = run(command, b"\n".join(chosen) + b"\n", timeout=120)
        assert_clean(result)
        produced = result.stdout.decode("utf-8").splitlines()  # the output is always valid UTF-8
        assert len(produced) == _expected_answers(chosen)
        for line in produced:
            json.loads(line)


# -- the last tracebacks (issue 21, items 5 and 6) ----------------------------------------------------


def _shell(script: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """``script`` in sh, where ``$0`` is this Python (for redirections subprocess cannot make)."""
    return subprocess.run(["sh", "-c", script, sys.executable], capture_output=True, cwd=REPO, env=STRICT_ENV,
                          timeout=timeout)


def test_names_longer_than_the_system_allows(tmp_path):
    long = str(tmp_path / ("a" * 300))
    for args in (["sheet", long + ".duplicate"], ["top", "--edition", "en", "--lexicon", long, QUEENAB],
                 ["simulate", "--edition", "en", "--players", "2", "--seed", "3", "--html", long + ".html"]):
        result = run(args)
        assert_clean(result)
        # a word list the command cannot use is a usage error (2), as a missing one
        assert result.returncode == (2 if "--lexicon" in args else 1), result.returncode
        assert b"File name too long" in result.stderr, result.stderr


def test_a_loop_of_symbolic_links_as_export_target(tmp_path):
    (tmp_path / "one.html").symlink_to(tmp_path / "two.html")
    (tmp_path / "two.html").symlink_to(tmp_path / "one.html")
    result = run(["simulate", "--edition", "en", "--players", "2", "--seed", "3", "--html", str(tmp_path / "one.html")])
    assert_clean(result)
    assert result.returncode == 1 and b"loop of symbolic links" in result.stderr, result.stderr


@pytest.mark.parametrize("redirect,said", [(">&-", b"standard output is closed"),
                                           (">/dev/full", b"No space left on device"),
                                           ("1</dev/null", b"Bad file descriptor")],
                         ids=["closed", "full", "read-only"])
def test_an_output_that_cannot_be_written(redirect, said):
    result = _shell(f'"$0" -m duplicate info {redirect}')
    assert_clean(result)
    assert result.returncode == 1 and said in result.stderr, result.stderr


def test_a_closed_stdin_reads_as_empty():
    result = _shell('"$0" -m duplicate score --batch --edition en <&-')
    assert_clean(result)
    assert result.returncode == 0 and result.stdout == b""


def test_a_word_list_that_is_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "list.txt"
    os.mkfifo(fifo)
    result = run(["top", "--edition", "en", "--lexicon", str(fifo), QUEENAB], timeout=60)  # on main: blocks forever
    assert_clean(result)
    assert result.returncode == 2 and b"is not a word list file" in result.stderr, result.stderr


def _wait_until_python_catches_sigint(process: subprocess.Popen) -> None:
    """Until the interpreter has installed its SIGINT handler (Linux: the caught-signals mask
    in /proc); before that a Ctrl+C kills any Python program, ours or not."""
    status = Path(f"/proc/{process.pid}/status")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and process.poll() is None:
        try:
            caught = next(line for line in status.read_text().splitlines() if line.startswith("SigCgt:"))
        except (OSError, StopIteration):
            return  # not Linux, or the process has gone: the timing alone decides
        if int(caught.split()[1], 16) & (1 << (signal.SIGINT - 1)):
            return
        time.sleep(0.005)


def test_ctrl_c_while_the_command_loads_exits_130_quietly():
    """SIGINT while the engine is still being imported (on main a traceback and status 1):
    from the moment Python runs our first line, status 130 and nothing on stderr. The
    interpreter's own start-up (before any of our code) is left out: it is measured first."""
    start_up = 0.0
    for _ in range(3):  # the slowest of three: a loaded machine's start-ups vary
        started = time.monotonic()
        subprocess.run([sys.executable, "-c", "import duplicate.__main__"], check=True, cwd=REPO, env=STRICT_ENV)
        start_up = max(start_up, time.monotonic() - started)
    for extra in (0.0, 0.05, 0.15):
        process = subprocess.Popen([sys.executable, "-m", "duplicate", "info"], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, cwd=REPO, env=STRICT_ENV)
        _wait_until_python_catches_sigint(process)  # the interpreter's own start-up is over
        time.sleep(2 * start_up + extra)
        process.send_signal(signal.SIGINT)
        error = process.communicate(timeout=60)[1]
        assert b"Traceback" not in error, error.decode("utf-8", "replace")
        # 0: it had finished; -SIGINT: it had finished too, the signal came while the
        # interpreter was shutting down (its handlers already reset: a Python program's last
        # instants; before its handler was installed is excluded by the wait above)
        assert process.returncode in (0, 130, -signal.SIGINT), process.returncode
