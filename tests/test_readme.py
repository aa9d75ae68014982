"""The README's set-up commands are the ones CI runs, and the files it shows exist."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ci_installs_and_tests_as_the_readme_says() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'pip install -e ".[test]" && QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest' in readme
    assert "pip install . && .venv/bin/duplicate-scrabble" in readme
    assert re.search(r'pip install --quiet -e "\.\[test\]"', ci)
    assert "QT_QPA_PLATFORM=offscreen" in ci and "-m pytest" in ci


def test_readme_images_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert images, "the README shows the app"
    for image in images:
        assert (ROOT / image).is_file(), image
