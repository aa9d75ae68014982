"""The layout keeps its shape: who may import whom, how big a file or a class may grow, and
that the wheel lists every package.

Imports are read from the source with ``ast`` (nothing is run), so a rule is checked even in
a module that cannot be imported here, and imports inside functions count too.
"""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
MAX_FILE_LINES = 700
MAX_CLASS_LINES = 400
QT_PACKAGES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2", "shiboken2")
SCREENS = ("ui.arbiter", "ui.training", "ui.phones")
#: The main window and the app: they connect the screens, so no room imports them.
TOP = ("ui.main_window", "ui.main_menus", "ui.start_page", "ui.app")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports (absolute names; relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module_name(path).rsplit(".", 1)[0] if path.name != "__init__.py" else module_name(path)
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            names.add(stem)
            # ``from ui import training`` imports the module ui.training
            names.update(f"{stem}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module", "__import__",
        ):
            if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                names.add(node.args[0].value)
    return names


def sources(*folders: str) -> list[Path]:
    return sorted(path for folder in folders for path in (REPO / folder).rglob("*.py"))


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def offenders(folder: str, forbidden: tuple[str, ...]) -> list[str]:
    found = []
    for path in sources(folder):
        for name in sorted(imported_modules(path)):
            if any(within(name, package) for package in forbidden):
                found.append(f"{path.relative_to(REPO)} imports {name}")
    return found


# -- import rules -----------------------------------------------------------------------------------


def test_the_engine_imports_neither_qt_nor_the_app():
    assert sources("duplicate")
    assert offenders("duplicate", QT_PACKAGES + ("ui",)) == []


def test_shared_widgets_import_no_screen():
    assert sources("ui/widgets")
    assert offenders("ui/widgets", SCREENS + TOP) == []


#: What each screen must not import. The arbiter and training never know each other; the
#: phones' service feeds the arbiter's session, so the arbiter may show it, not the reverse.
SCREEN_RULES = {
    "ui.arbiter": ("ui.training",),
    "ui.training": ("ui.arbiter", "ui.phones"),
    "ui.phones": ("ui.arbiter", "ui.training"),
}


@pytest.mark.parametrize("screen", sorted(SCREEN_RULES))
def test_screens_do_not_import_each_other(screen):
    assert (REPO / screen.replace(".", "/") / "__init__.py").exists()
    assert offenders(screen.replace(".", "/"), SCREEN_RULES[screen] + TOP) == []


def test_the_import_reader_sees_every_form_of_import(tmp_path, monkeypatch):
    """The rules above can fail: the reader finds plain, from, relative and late imports."""
    package = tmp_path / "ui" / "widgets"
    package.mkdir(parents=True)
    probe = package / "probe.py"
    probe.write_text(
        "import PySide6.QtCore\n"
        "from ui.arbiter import session_page\n"
        "from ..training.window import TrainingWindow\n"
        "def late():\n"
        "    from ui import phones\n"
        "    import importlib; importlib.import_module('duplicate.session')\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(sys.modules[__name__], "REPO", tmp_path)
    names = imported_modules(probe)
    assert {"PySide6.QtCore", "ui.arbiter.session_page", "ui.training.window", "ui.phones",
            "duplicate.session"} <= names
    found = offenders("ui/widgets", SCREENS)
    assert all(any(f" imports {screen}" in line for line in found) for screen in SCREENS), found
    assert not any("duplicate" in line.split(" imports ")[1] for line in found)


# -- sizes --------------------------------------------------------------------------------------------

def _size_cases() -> list:
    cases = []
    for path in sources("duplicate", "ui"):
        name = str(path.relative_to(REPO))
        cases.append(pytest.param(path, id=name))
    return cases


@pytest.mark.parametrize("path", _size_cases())
def test_no_file_or_class_is_too_big(path):
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    assert lines <= MAX_FILE_LINES, f"{path.name}: {lines} lines (at most {MAX_FILE_LINES})"
    big = [
        f"{node.name}: {node.end_lineno - node.lineno + 1} lines"
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES
    ]
    assert big == [], f"{path.name}: classes over {MAX_CLASS_LINES} lines: {big}"


# -- packaging ----------------------------------------------------------------------------------------


def test_every_package_is_listed_for_the_wheel():
    """setuptools ships only the packages pyproject.toml lists: a new room must be added there."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {module_name(init) for init in sources("duplicate", "ui") if init.name == "__init__.py"}
    assert {"duplicate", "ui", "ui.widgets", "ui.arbiter", "ui.training", "ui.phones"} <= on_disk
    assert on_disk - listed == set()
