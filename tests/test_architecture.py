"""The layout keeps its shape: who may import whom, and that the wheel lists every package.

The rules are import contracts in ``pyproject.toml`` ([tool.importlinter], checked by
import-linter, which reads every import statement of the source, those inside functions
included). These tests run them on the real tree, and on a copy of it with one violation
planted per contract, so that each contract is shown to be able to fail.
"""

from __future__ import annotations

import ast
import os
import re
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


# -- the map of the code: every module named where a newcomer looks -----------------------------------

ARCHITECTURE = REPO / "docs" / "architecture.md"
#: The bullet of docs/architecture.md that describes the modules at a package's top level.
TOP_LEVEL_BULLETS = {"duplicate": "At the top", "ui": "Top level"}


def layer_modules(root: Path = REPO) -> dict[str, list[str]]:
    """Each layer (a package: ``duplicate/storage``, ``ui``) and its modules' file names
    (``session_file.py``, ``_search.pyx``); ``__init__`` and ``__main__`` are the package's own."""
    layers: dict[str, list[str]] = {}
    for init in sorted([*(root / "duplicate").rglob("__init__.py"), *(root / "ui").rglob("__init__.py")]):
        folder = init.parent
        names = sorted(p.name for p in [*folder.glob("*.py"), *folder.glob("*.pyx")]
                       if p.stem not in ("__init__", "__main__"))
        layers[folder.relative_to(root).as_posix()] = names
    return layers


def architecture_bullets(root: Path = REPO) -> dict[str, str]:
    """The text of each top-level bullet of docs/architecture.md that describes a layer, by the
    layer's folder: ``- **`storage/`**`` is ``duplicate/storage``, ``- **`ui/arbiter/`**`` is
    ``ui/arbiter``, ``- **At the top**`` and ``- **Top level**`` the packages' own modules."""
    text = (root / ARCHITECTURE.relative_to(REPO)).read_text(encoding="utf-8")
    bullets: dict[str, str] = {}
    package = "duplicate"
    for block in re.split(r"\n(?=- \*\*|## )", text):
        if block.startswith("## "):
            package = "ui" if block.startswith("## The app") else "duplicate" if "engine" in block[:40] else package
            continue
        head = re.match(r"- \*\*(?:`([\w/]+)/`|([^*]+))\*\*", block)
        if head is None:
            continue
        if head.group(1):
            folder = head.group(1) if head.group(1).startswith("ui/") else f"duplicate/{head.group(1)}"
            bullets[folder] = block
        elif head.group(2) == TOP_LEVEL_BULLETS[package]:
            bullets[package] = block
    return bullets


def unnamed_modules(root: Path = REPO) -> list[str]:
    """What to add where, one line per place a module is not named."""
    bullets = architecture_bullets(root)
    missing: list[str] = []
    for layer, names in layer_modules(root).items():
        init = root / layer / "__init__.py"
        docstring = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        bullet_name = f"- **`{layer.removeprefix('duplicate/')}/`**" if layer not in TOP_LEVEL_BULLETS \
            else f"- **{TOP_LEVEL_BULLETS[layer]}**"
        for name in names:
            stem = name.removesuffix(".py")
            if layer not in bullets:
                missing.append(f"docs/architecture.md has no bullet `{bullet_name}` for {layer}/: add one naming "
                               f"`{name}` with a few words on what it holds")
            elif not re.search(rf"`(?:[\w/]+/)?{re.escape(name)}`", bullets[layer]):
                missing.append(f"docs/architecture.md: in the bullet `{bullet_name}`, add `{name}` (what it holds, "
                               f"in a few words)")
            if not re.search(rf"``{re.escape(stem)}(?:\.pyx?)?``|``{re.escape(name)}``", docstring):
                missing.append(f"{layer}/__init__.py: add ``{stem}`` to its docstring's list of modules "
                               f"(- ``{stem}``: what it holds)")
    return missing


def test_every_module_is_in_the_architecture_page_and_its_layer_s_docstring():
    """A new module is named twice, where a newcomer looks for it: in its folder's bullet of
    docs/architecture.md (as `name.py`) and in its package's ``__init__.py`` docstring (as
    ``name``), each with a few words on what it holds."""
    missing = unnamed_modules()
    assert not missing, "modules not named where the layout is described:\n" + "\n".join(missing)


def test_a_new_module_is_asked_for_by_name_in_both_places(tree_copy, tmp_path):
    root = tmp_path / "tree"
    shutil.copytree(tree_copy, root)
    (root / "docs").mkdir()
    shutil.copy(ARCHITECTURE, root / "docs" / "architecture.md")
    assert unnamed_modules(root) == []
    (root / "duplicate" / "session" / "tiebreak.py").write_text('"""Ties in the standings."""\n', encoding="utf-8")
    (root / "ui" / "kiosk.py").write_text('"""A kiosk mode."""\n', encoding="utf-8")
    assert unnamed_modules(root) == [
        "docs/architecture.md: in the bullet `- **`session/`**`, add `tiebreak.py` (what it holds, in a few words)",
        "duplicate/session/__init__.py: add ``tiebreak`` to its docstring's list of modules "
        "(- ``tiebreak``: what it holds)",
        "docs/architecture.md: in the bullet `- **Top level**`, add `kiosk.py` (what it holds, in a few words)",
        "ui/__init__.py: add ``kiosk`` to its docstring's list of modules (- ``kiosk``: what it holds)",
    ]


def test_the_engine_s_exports_are_listed_once_and_each_one_is_there():
    """``duplicate/__init__.pyi`` lists the names ``duplicate`` re-exports (type checkers read
    it); the package imports each one from there on first use, and nothing else lists them."""
    import duplicate

    stub = (REPO / "duplicate" / "__init__.pyi").read_text(encoding="utf-8")
    listed = [alias.asname for node in ast.parse(stub).body if isinstance(node, ast.ImportFrom)
              for alias in node.names]
    assert len(listed) == len(set(listed)) and "Session" in listed and "top" in listed
    assert sorted(duplicate.__all__) == sorted([*listed, "__version__"]) and duplicate.__version__
    for name in listed:
        assert getattr(duplicate, name) is not None, name
    module = ast.parse((REPO / "duplicate" / "__init__.py").read_text(encoding="utf-8"))
    code = ast.unparse(module.body[1:])  # (its docstring shows a script using a few)
    assert not [name for name in listed if name != "__version__" and re.search(rf"\b{name}\b", code)], \
        "duplicate/__init__.py names an export: the stub is the one list"
    with pytest.raises(AttributeError):
        duplicate.no_such_name  # noqa: B018 - the attribute lookup is the test
