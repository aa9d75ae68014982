"""The README's set-up commands are the ones CI runs, and the files it shows exist."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
INSTALL_AND_START = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/duplicate-scrabble"
INSTALL_AND_TEST = ('python3 -m venv .venv && .venv/bin/pip install -e ".[test]" && '
                    "QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -n auto")


def _blocks(text: str) -> list[tuple[str, str]]:
    """The fenced code blocks of a Markdown text: (info string, body)."""
    return re.findall(r"(?ms)^```(\S*)\n(.*?)^```", text)


def test_ci_installs_and_tests_as_the_readme_says() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [body.strip() for info, body in _blocks(readme) if info == "sh"]
    assert commands == [INSTALL_AND_START, INSTALL_AND_TEST], "two commands: install and start; install and test"
    assert re.search(r'pip install --quiet -e "\.\[test\]"', ci)
    assert "QT_QPA_PLATFORM=offscreen" in ci and "-m pytest -n auto" in ci
    # on the oldest Python we support and on the newest the machine has
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["requires-python"]
    assert requires == ">=3.11" and "find_python 3.11" in ci
    assert re.search(r'install_and_test "\$oldest"', ci) and re.search(r'install_and_test "\$newest"', ci)


def test_windows_runs_the_same_three_steps() -> None:
    """The Windows lines make the same venv, install the same thing and start the same program."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (windows,) = [body for info, body in _blocks(readme) if info == "bat"]
    steps = [step.replace("python3 -m venv", "py -m venv").replace(".venv/bin/", ".venv\\Scripts\\")
             for step in INSTALL_AND_START.split(" && ")]
    assert windows.strip().splitlines() == steps


def test_readme_says_what_the_install_downloads() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert re.search(r"PySide6[^.]*about\s+250\s+MB", readme)


def test_readme_images_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert images, "the README shows the app"
    for image in images:
        assert (ROOT / image).is_file(), image
