"""The engine package ``duplicate/`` is pure Python: it never imports Qt."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "duplicate"
QT_PREFIXES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2", "shiboken2")

PROBE = f"""
import importlib, pkgutil, sys
import duplicate
imported, skipped = [], []
for info in pkgutil.walk_packages(duplicate.__path__, "duplicate."):
    if info.name == "duplicate.__main__":
        continue  # running it starts the command line
    try:
        importlib.import_module(info.name)
    except ImportError as exc:  # a module being written elsewhere may need what is not there yet
        if "Qt" in str(exc) or "PySide" in str(exc) or "shiboken" in str(exc):
            raise
        skipped.append(info.name)
        continue
    imported.append(info.name)
qt = sorted(m for m in sys.modules if m.startswith({QT_PREFIXES!r}))
print("IMPORTED", " ".join(imported))
print("SKIPPED", " ".join(skipped))
print("QT", " ".join(qt))
"""


def test_importing_every_engine_module_loads_no_qt():
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120, cwd=PACKAGE.parent
    )
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" ", 1) if " " in line else (line, "") for line in result.stdout.splitlines())
    imported = set(lines["IMPORTED"].split())
    # Every module of the engine was imported, none skipped.
    on_disk = {
        ".".join(("duplicate", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
        for path in PACKAGE.rglob("*.py") if path.name not in ("__main__.py", "__init__.py")
    }
    assert on_disk - imported == set()
    assert lines["SKIPPED"].strip() == ""
    assert lines["QT"].strip() == "", f"Qt modules loaded: {lines['QT']}"


def test_sources_do_not_mention_qt_imports():
    pattern = re.compile(r"^\s*(import|from)\s+(PySide\d|shiboken\d|PyQt\d)\b", re.M)
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if pattern.search(text) or "import PySide6" in text or "from PySide6" in text:
            offenders.append(path.name)
        if re.search(r"""import_module\(\s*["'](PySide|shiboken|PyQt)""", text) or "__import__(\"PySide" in text:
            offenders.append(path.name)
    assert offenders == []
    assert any(PACKAGE.rglob("*.py"))
