"""The layout keeps its shape: who may import whom, and that the wheel lists every package.

The rules are import contracts in ``pyproject.toml`` ([tool.importlinter], checked by
import-linter, which reads every import statement of the source, those inside functions
included). These tests run them on the real tree, and on a copy of it with one violation
planted per contract, so that each contract is shown to be able to fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    """import-linter on the packages under ``root``, with the contracts of its pyproject.toml."""
    environment = dict(os.environ, PYTHONPATH=str(root))
    return subprocess.run(
        [sys.executable, "-c", "from importlinter.cli import lint_imports_command; lint_imports_command()",
         "--config", str(root / "pyproject.toml"), "--no-cache"],
        cwd=root, env=environment, capture_output=True, text=True, timeout=300,
    )


def contract_names() -> dict[str, str]:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    return {contract["id"]: contract["name"] for contract in config["tool"]["importlinter"]["contracts"]}


def test_the_import_contracts_hold():
    result = lint_imports(REPO)
    assert result.returncode == 0, result.stdout + result.stderr
    for name in contract_names().values():
        assert f"{name} KEPT" in result.stdout


#: One planted import per rule: (file, the import added to it, the contract it breaks).
PLANTED = [
    ("duplicate/rules/board.py", "import duplicate.session.session", "engine-layers"),
    ("duplicate/base/errors.py", "from duplicate.rules import board", "engine-layers"),
    ("duplicate/words/search.py", "from duplicate.records import sheet", "engine-layers"),
    ("duplicate/session/timer.py", "from duplicate.training import game", "engine-layers"),
    ("duplicate/storage/filelock.py", "from duplicate.rules.edition import Edition", "storage-knows-no-game"),
    ("duplicate/words/walk.py", "def late():\n    import PySide6.QtCore", "engine-without-qt"),
    ("duplicate/base/events.py", "from ui.widgets import theme", "engine-without-qt"),
    ("duplicate/roster/tables.py", "from duplicate.session.state import Player", "roster-knows-no-game"),
    ("duplicate/session/state.py", "from duplicate.roster import store", "engine-layers"),
    ("ui/widgets/theme.py", "from ui.arbiter import models", "app-rooms"),
    ("ui/training/style.py", "from ui.phones import qr", "app-rooms"),
    ("ui/phones/qr.py", "from ui import main_window", "app-rooms"),
    ("ui/arbiter/models.py", "from ui.training import style", "arbiter-without-training"),
]


@pytest.fixture(scope="module")
def tree_copy(tmp_path_factory) -> Path:
    """The packages and pyproject.toml, copied once; each test plants in a copy of this."""
    root = tmp_path_factory.mktemp("tree")
    for package in ("duplicate", "ui"):
        shutil.copytree(REPO / package, root / package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c", "*.pyx"))
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    return root


@pytest.mark.parametrize("relative, planted, contract", PLANTED, ids=[f"{p[0]}:{p[2]}" for p in PLANTED])
def test_each_contract_fails_on_a_planted_violation(tree_copy, tmp_path, relative, planted, contract):
    root = tmp_path / "tree"
    shutil.copytree(tree_copy, root)
    target = root / relative
    target.write_text(target.read_text(encoding="utf-8") + "\n\n" + planted + "\n", encoding="utf-8")
    result = lint_imports(root)
    assert result.returncode != 0, result.stdout
    assert f"{contract_names()[contract]} BROKEN" in result.stdout


# -- packaging ----------------------------------------------------------------------------------------


def test_every_package_is_listed_for_the_wheel():
    """setuptools ships only the packages pyproject.toml lists: a new room must be added there."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {module_name(init) for path in ("duplicate", "ui") for init in (REPO / path).rglob("__init__.py")}
    assert {"duplicate", "duplicate.session", "ui", "ui.widgets", "ui.arbiter", "ui.training", "ui.phones"} <= on_disk
    assert on_disk - listed == set()
