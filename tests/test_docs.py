"""The documentation shows what the program really does (README.md and docs/*.md).

Every ``console`` block is run: its ``$`` lines in a fresh folder with a shell, and what they
print is compared with the lines shown under them (``...`` stands for text left out). Every
``pycon`` block is run as a doctest. The error messages the text quotes are made by the
program here. Links between the pages lead to files and headings that exist. So an example
cannot go stale: a change of output fails here until the page shows the new one.
"""

from __future__ import annotations

import doctest
import json
import os
import re
import stat
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


@dataclass(frozen=True)
class Block:
    page: Path
    line: int  # of the opening fence, 1-based
    info: str
    body: str

    @property
    def name(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def blocks(info: str) -> list[Block]:
    """The fenced blocks of every page whose info string is ``info``."""
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for match in re.finditer(r"(?ms)^( *)```(\S*)\n(.*?)^\1```", text):
            if match.group(2) == info:
                indent = len(match.group(1))
                body = "".join(line[indent:] for line in match.group(3).splitlines(keepends=True))
                found.append(Block(page, text.count("\n", 0, match.start()) + 1, info, body))
    return found


def steps(body: str) -> list[tuple[str, str]]:
    """A console block as (command, expected output): ``$ `` starts a command (a line ending
    in a backslash goes on), the lines up to the next command are its output."""
    result: list[tuple[str, list[str]]] = []
    lines = body.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith("$ "):
            assert result, f"output before any command: {line!r}"
            result[-1][1].append(line)
            i += 1
            continue
        command = line[2:]
        while command.endswith("\\"):
            i += 1
            command = command[:-1] + "\n" + lines[i]
        result.append((command, []))
        i += 1
    return [(command, "\n".join(output)) for command, output in result]


def matches(expected: str, actual: str) -> bool:
    """``actual`` is ``expected``, where each ``...`` stands for any text (lines compared
    without their trailing spaces)."""
    def tidy(text: str) -> str:
        return "\n".join(line.rstrip() for line in text.rstrip("\n").splitlines())

    pattern = ".*?".join(re.escape(part) for part in tidy(expected).split("..."))
    return re.fullmatch(pattern, tidy(actual), re.S) is not None


@pytest.fixture(scope="module")
def shell_env(tmp_path_factory) -> dict[str, str]:
    """The shell the examples run in: ``duplicate`` is this checkout run by this Python, in
    the C locale (English), the word-list cache shared with the other tests."""
    bin_dir = tmp_path_factory.mktemp("bin")
    for name, module in (("duplicate", "duplicate"),):
        script = bin_dir / name
        script.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m {module} "$@"\n', encoding="utf-8")
        script.chmod(script.stat().st_mode | stat.S_IXUSR)
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}", LANG="C.UTF-8", PYTHONPATH=str(ROOT))
    return env


CONSOLE = blocks("console")


def test_the_docs_show_console_examples() -> None:
    pages = {block.page.name for block in CONSOLE}
    assert "command-line.md" in pages, "the command line's page shows what its commands print"


@pytest.mark.skipif(os.name == "nt", reason="the examples are POSIX shell lines")
@pytest.mark.parametrize("block", CONSOLE, ids=[block.name for block in CONSOLE])
def test_console_examples_print_what_the_docs_show(block: Block, shell_env, tmp_path) -> None:
    for command, expected in steps(block.body):
        run = subprocess.run(["bash", "-o", "pipefail", "-c", command], capture_output=True, text=True,
                             encoding="utf-8", cwd=tmp_path, env=shell_env, timeout=300)
        assert "Traceback" not in run.stderr, run.stderr
        assert matches(expected, run.stdout), (
            f"{block.name}: `{command}` printed\n{run.stdout}\nbut the page shows\n{expected}\n{run.stderr}")


PYCON = blocks("pycon")


@pytest.mark.parametrize("block", PYCON, ids=[block.name for block in PYCON])
def test_python_examples_run_as_shown(block: Block, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    test = doctest.DocTestParser().get_doctest(block.body, {}, block.name, str(block.page), block.line)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0, f"{block.name}: see the doctest report above"


def test_sh_blocks_hold_commands_only() -> None:
    """Output shown in a ``sh`` block would not be checked: it belongs in a ``console`` block."""
    programs = ("python", "python3", "duplicate", "duplicate-scrabble", "pyside6-linguist", "QT_QPA_PLATFORM=",
                ".venv/bin/", "py ")
    for block in blocks("sh"):
        continued = False
        for line in block.body.splitlines():
            assert continued or not line.strip() or line.startswith(programs), f"{block.name}: {line!r}"
            continued = line.rstrip().endswith("\\")


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"\s", "-", re.sub(r"[^\w\s-]", "", text))


def _anchors(page: Path) -> set[str]:
    text = re.sub(r"(?ms)^ *```.*?^ *```", "", page.read_text(encoding="utf-8"))
    return {_slug(heading) for heading in re.findall(r"(?m)^#+ (.+)$", text)}


def test_links_between_the_pages_lead_somewhere() -> None:
    checked = 0
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        targets = re.findall(r"\]\(([^)\s]+)\)", text) + re.findall(r'<img src="([^"]+)"', text)
        for target in targets:
            if re.match(r"[a-z]+:", target):  # https:, mailto:
                continue
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            assert file.exists(), f"{page.name}: {target}"
            if anchor:
                assert anchor in _anchors(file), f"{page.name}: no heading #{anchor} in {file.name}"
            checked += 1
    assert checked > 20


def test_every_page_of_the_docs_is_reachable_from_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    linked = {Path(target.partition("#")[0]).name for target in re.findall(r"\]\((docs/[^)\s]+)\)", readme)}
    assert {page.name for page in PAGES[1:]} <= linked


# -- messages quoted in the text ------------------------------------------------------------------


def _docs(name: str) -> str:
    return re.sub(r"\s+", " ", (ROOT / "docs" / name).read_text(encoding="utf-8"))


def test_the_quoted_game_record_error_is_the_programs(tmp_path) -> None:
    from duplicate.records.game_record import game_record, read_record, session_from_record
    from duplicate.base.errors import DuplicateError
    from session_helpers import FakeClock, lexicon
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Session, SessionSettings

    session = Session.create(tmp_path / "game.duplicate",
                             SessionSettings("en", lexicon("en").identity, load_preset("home"), seed=2),
                             lexicon("en"), players=[(1, "Ann")], clock=FakeClock())
    for _ in range(4):
        session.draw()
        session.commit()
    record = game_record(session)
    session.close()
    record["summary"]["turns"][3]["score"] = "12"
    (tmp_path / "edited.json").write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(DuplicateError) as refused:
        session_from_record(read_record(tmp_path / "edited.json"), tmp_path / "new.duplicate")
    said = re.search(r'summary\.turns\[3\]\.score: [^;)]*"12"', refused.value.message)
    assert said, refused.value.message
    assert f"`{said.group(0)}`" in _docs("command-line.md")


HOLDER = "import sys; from duplicate.storage.filelock import WriterLock; lock = WriterLock.acquire(sys.argv[1]); " \
         "print('held', flush=True); sys.stdin.readline(); lock.release()"


def test_the_quoted_lock_and_read_only_messages_are_the_programs(tmp_path) -> None:
    """docs/arbiter.md quotes what a second window is told, and what a read-only session says
    to every change: here they are made by a real second process and a read-only session."""
    from duplicate.base.errors import DuplicateError
    from duplicate.storage.filelock import LockedError
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Session, SessionSettings
    from session_helpers import FakeClock, lexicon

    path = tmp_path / "club.duplicate"
    Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("home"), seed=2), lexicon("en"),
                   players=[(1, "Ann")], clock=FakeClock()).close()
    other = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "held"
        with pytest.raises(LockedError) as held:
            Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    finally:
        other.communicate("\n", timeout=30)
    told = held.value.message.split(". ")[0].replace(str(other.pid), "1234")
    text = _docs("arbiter.md")
    assert f"*\"{told}\"*" in text, told
    session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock(), read_only=True)
    with pytest.raises(DuplicateError) as refused:
        session.draw()
    session.close()
    quoted = re.search(r'refused with "([^"]+)"', text)
    assert quoted and quoted.group(1) in refused.value.message
