"""The bundled data is found from the source checkout and from an installed wheel; the wheel
has the compiled search walk when a C compiler is there, and installs and searches with the
pure-Python walk when there is none."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

from duplicate.rules.edition import edition_codes, load_edition
from duplicate.base.resources import resource_path, resource_root

REPO = Path(__file__).resolve().parents[1]
EXPECTED_CODES = ["de", "en", "fr", "nb", "nl"]


def test_resources_from_the_source_checkout():
    assert resource_root() == REPO / "resources"
    assert resource_path("editions", "fr.toml") == REPO / "resources" / "editions" / "fr.toml"
    assert edition_codes() == EXPECTED_CODES


PROBE = """
import json, sys, sysconfig
import duplicate
from duplicate.rules.edition import edition_codes, load_edition
from duplicate.base.resources import resource_root
from duplicate.words.search import WALKS
assert duplicate.Session.__name__ == "Session" and "top" in duplicate.__all__  # the exports' stub is shipped
editions = {code: load_edition(code).tile_total for code in edition_codes()}
print(json.dumps({
    "root": str(resource_root()),
    "package": duplicate.__file__,
    "purelib": sysconfig.get_paths()["purelib"],
    "editions": editions,
    "prefix": sys.prefix,
    "walks": sorted(WALKS),
}))
"""


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "PIP_", "VIRTUAL_ENV"))}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def _build_wheel(source: Path, wheels: Path, env: dict[str, str], cwd: Path, terminal: bool) -> str:
    """``pip wheel`` as a user runs it: in a session of its own (no controlling terminal, so
    nothing reaches the terminal running the tests), or with ``terminal`` in a pseudo-terminal
    of its own, as in a user's terminal window; what it printed."""
    command = [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-w", str(wheels)]
    if not terminal:
        build = subprocess.run(command, capture_output=True, text=True, env=env, cwd=cwd, timeout=300,
                               start_new_session=True)
        assert build.returncode == 0, build.stdout + build.stderr
        return build.stdout + build.stderr
    pid, fd = os.forkpty()
    if pid == 0:  # the child: its terminal is the pseudo-terminal
        try:
            os.chdir(cwd)
            os.execve(sys.executable, command, env)
        finally:
            os._exit(127)
    output = bytearray()
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # EIO: the child has gone, and the terminal with it
            break
        if not chunk:
            break
        output += chunk
    os.close(fd)
    _, status = os.waitpid(pid, 0)
    text = output.decode("utf-8", "replace")
    assert os.waitstatus_to_exitcode(status) == 0, text
    return text


def _install_wheel(tmp_path: Path, extra_env: dict[str, str] | None = None, terminal: bool = False) -> tuple[Path, str]:
    """Build the wheel the way pip builds it for users, install it in a new venv; its python
    and what the build printed."""
    # Build from a copy, so that the checkout gets no build/ folder (nor brings one in).
    source = tmp_path / "src"
    shutil.copytree(
        REPO,
        source,
        ignore=shutil.ignore_patterns(
            ".git", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache", "tests", "bench",
            ".venv", "*.so", "*.pyd", "_search.c",
        ),
    )
    wheels = tmp_path / "wheels"
    env = _clean_env()
    env.update(extra_env or {})
    # in an isolated environment with the setuptools and Cython that pyproject.toml asks for
    printed = _build_wheel(source, wheels, env, tmp_path, terminal)
    (wheel,) = wheels.glob("duplicate_scrabble-*.whl")
    shipped = zipfile.ZipFile(wheel).namelist()
    unused = [name for name in shipped if name.endswith((".c", ".pyx", ".h"))]
    assert not unused, f"the wheel ships sources it does not use: {unused}"

    target = tmp_path / "venv"
    venv.EnvBuilder(system_site_packages=False, with_pip=False).create(target)
    python = target / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", str(wheel)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300,
    )
    assert install.returncode == 0, install.stdout + install.stderr
    return python, printed


def test_resources_from_an_installed_wheel(tmp_path):
    python, printed = _install_wheel(tmp_path)
    target = python.parents[1]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    run = subprocess.run(
        [str(python), "-c", PROBE], capture_output=True, text=True, env=_clean_env(), cwd=elsewhere, timeout=120
    )
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    purelib = Path(data["purelib"]).resolve()
    assert purelib.is_relative_to(target.resolve())
    assert Path(data["package"]).resolve().is_relative_to(purelib), "imported the checkout, not the wheel"
    root = Path(data["root"]).resolve()
    assert root.is_relative_to(purelib), root
    assert not root.is_relative_to(REPO)
    assert sorted(data["editions"]) == EXPECTED_CODES
    assert data["editions"] == {code: load_edition(code).tile_total for code in EXPECTED_CODES}
    if shutil.which(os.environ.get("CC", "cc")):
        assert data["walks"] == ["compiled", "pure"], "a C compiler is here: the wheel should have the compiled walk"
        assert "not built" not in printed


SEARCH_PROBE = """
import json, sys
from duplicate.rules.cgp import parse_cgp
from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import Lexicon
from duplicate.words.search import WALKS, walk_in_use, top
english = load_edition("en")
lexicon = Lexicon.from_words(english, sys.argv[1].split(","))
position = parse_cgp(sys.argv[2], english).position
print(json.dumps({"walks": sorted(WALKS), "in_use": walk_in_use(),
                  "tops": [[m.move.row, m.move.col, m.move.direction.value, list(m.move.word), m.points]
                           for m in top(position, lexicon)]}))
"""


def test_installs_and_searches_without_a_c_compiler(tmp_path):
    """CC=false: the extension fails to build, the install says so in one line on the user's
    terminal (pip shows nothing else of a build that succeeds) and goes on; the pure walk
    searches."""
    from duplicate.rules.cgp import parse_cgp
    from duplicate.words.lexicon import Lexicon
    from duplicate.words.search import top

    terminal = hasattr(os, "forkpty")
    python, printed = _install_wheel(tmp_path, {"CC": "false", "CXX": "false"}, terminal=terminal)
    said = [line for line in printed.splitlines() if "compiled search" in line]
    if terminal:  # (without a pseudo-terminal to run pip in, pip keeps the line to itself)
        assert len(said) == 1, printed
        assert "not built" in said[0] and "pure-Python walk" in said[0]
    assert "Traceback" not in printed and "error:" not in printed.lower(), printed
    words = ["QUEEN", "QUEENS", "EN", "NE", "BANE", "BEAN", "ANE", "NAB"]
    cgp = "/".join(["15"] * 15) + " QUEENAB/ 0/0 0"
    run = subprocess.run([str(python), "-c", SEARCH_PROBE, ",".join(words), cgp], capture_output=True, text=True,
                         env=_clean_env(), cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["walks"] == ["pure"]
    assert data["in_use"] == "pure Python (the compiled extension is not installed)"
    english = load_edition("en")
    expected = top(parse_cgp(cgp, english).position, Lexicon.from_words(english, words), walk="pure")
    assert data["tops"] == [[m.move.row, m.move.col, m.move.direction.value, list(m.move.word), m.points]
                            for m in expected]
    assert data["tops"] and data["tops"][0][4] > 0


USER_SCRIPT = """
from duplicate.rules.edition import load_edition
from duplicate.words.search import WALKS

code: int = load_edition("en").code  # a str: the engine's types reach the user's checker
walk_names: list[str] = sorted(WALKS)
"""


def test_the_wheel_carries_the_engine_s_types(tmp_path):
    """PEP 561: a script type-checked against the installed wheel sees the engine's types
    (``py.typed``), and the compiled search's stub is there even when it was not built."""
    python, _printed = _install_wheel(tmp_path, {"CC": "false", "CXX": "false"})
    script = tmp_path / "script.py"
    script.write_text(USER_SCRIPT, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--python-executable", str(python), str(script)],
        capture_output=True, text=True, env=_clean_env(), cwd=tmp_path, timeout=300,
    )
    assert run.returncode == 1, run.stdout + run.stderr
    errors = [line for line in run.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1 and 'expression has type "str", variable has type "int"' in errors[0], run.stdout
    where = subprocess.run([str(python), "-c", "import duplicate.words, pathlib; print(pathlib.Path(duplicate.words.__file__).parent)"],
                           capture_output=True, text=True, env=_clean_env(), cwd=tmp_path, timeout=120)
    assert (Path(where.stdout.strip()) / "_search.pyi").is_file(), where.stdout + where.stderr


def test_the_sdist_asks_for_cython_only_without_the_generated_c(tmp_path, monkeypatch):
    """tools/build_backend.py: a checkout needs Cython to make the search's C; an unpacked sdist
    (PKG-INFO at its root) has that C, and its build asks for no Cython."""
    sys.path.insert(0, str(REPO / "tools"))
    try:
        import build_backend
    finally:
        sys.path.remove(str(REPO / "tools"))
    monkeypatch.chdir(tmp_path)
    asked = [build_backend.get_requires_for_build_wheel, build_backend.get_requires_for_build_editable,
             build_backend.get_requires_for_build_sdist]
    assert all(build_backend.CYTHON in hook() for hook in asked)  # a checkout: no C yet
    (tmp_path / "duplicate" / "words").mkdir(parents=True)
    (tmp_path / "duplicate" / "words" / "_search.c").write_text("/* generated */", encoding="utf-8")
    assert all(build_backend.CYTHON in hook() for hook in asked)  # a stale C in a checkout is not trusted
    (tmp_path / "PKG-INFO").write_text("Metadata-Version: 2.4\n", encoding="utf-8")
    assert not any(build_backend.CYTHON in hook() for hook in asked)
