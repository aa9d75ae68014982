"""The packaged app for teachers: one download, no Python to install (PyInstaller).

    python tools/build_app.py [--dist DIR]                 the bundle and its archive
    python tools/build_app.py --smoke-test [--dist DIR]    the built bundle plays a round, offscreen

Run it with the Python of an environment where the project and ``tools/app-requirements.txt``
are installed (``pip install . -r tools/app-requirements.txt``; an editable install builds the
compiled search in place, and the bundle takes it). The same script runs on Linux (CI here),
Windows and macOS (the hosted runners of ``.github/workflows/wheels.yml``); it makes:

- ``DIR/duplicate-scrabble/``: the app's folder (the program ``duplicate-scrabble``, or
  ``duplicate-scrabble.exe``, and ``_internal/`` with Python, Qt, the word lists and the
  translations); on macOS, ``DIR/Duplicate Scrabble.app``;
- ``DIR/duplicate-scrabble-VERSION-SYSTEM-MACHINE.tar.gz`` (Linux) or ``.zip`` (Windows,
  macOS): the one download.

Why PyInstaller and not Briefcase: docs/packaging.md. ``--smoke-test`` creates a session file
with the engine of this Python, and runs the bundle's ``--self-test`` on it (ui/self_test.py):
it starts offscreen, opens the file, plays a round through the window, saves and quits; the
smoke test passes when the status is 0 and the file holds the round.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
NAME = "duplicate-scrabble"
#: Qt modules the app never imports: left out of the bundle (a third of PySide6's size). The
#: app's own imports (ui/, QtCharts for the season, QtMultimedia for the chimes, QtPrintSupport)
#: are what PyInstaller follows; these come along only through PySide6's hooks or tests.
NOT_USED = [
    "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.QtWebEngineQuick", "PySide6.QtWebChannel",
    "PySide6.QtQuick", "PySide6.QtQuick3D", "PySide6.QtQuickWidgets", "PySide6.QtQml", "PySide6.Qt3DCore",
    "PySide6.QtDesigner", "PySide6.QtTest", "PySide6.QtPdf", "PySide6.QtPdfWidgets", "PySide6.QtBluetooth",
    "PySide6.QtSql", "PySide6.QtSensors", "PySide6.QtSerialPort", "PySide6.QtLocation", "PySide6.QtPositioning",
    "tkinter", "pytest", "hypothesis", "mypy", "Cython",
]


def system_name() -> str:
    return {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)


def version() -> str:
    from duplicate.base.version import VERSION

    return VERSION


def build(dist: Path) -> Path:
    """PyInstaller on ui/app.py's entry, then the archive; the archive's path."""
    import PyInstaller.__main__

    import duplicate
    from duplicate.base.resources import resource_root
    from duplicate.words.search import WALKS

    if "compiled" not in WALKS:
        raise SystemExit("the compiled search is not built in this environment: the bundle would search "
                         "5 to 30 times slower (pip install needs a C compiler; `duplicate info` says)")
    work = Path(tempfile.mkdtemp(prefix="build-app-"))
    entry = work / "duplicate_scrabble_app.py"
    # multiprocessing's workers (games generated on every core) start the bundle's program
    # again on Windows and macOS: freeze_support() makes them workers, not windows
    entry.write_text("import multiprocessing\n"
                     "from ui.app import main\n"
                     "if __name__ == '__main__':\n"
                     "    multiprocessing.freeze_support()\n"
                     "    raise SystemExit(main())\n", encoding="utf-8")
    arguments = [
        str(entry), "--name", NAME, "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work / "build"), "--specpath", str(work),
        # the packages as this Python imports them (an editable checkout, or site-packages)
        "--paths", str(Path(duplicate.__file__).resolve().parents[1]),
        # the bundled data, where duplicate.base.resources finds it beside the packages
        "--add-data", f"{resource_root()}{os.pathsep}resources",
        # the one list of the engine's exports, read at run time (duplicate/__init__.py)
        "--add-data", f"{Path(duplicate.__file__).with_suffix('.pyi')}{os.pathsep}duplicate",
        # modules imported by name at run time (duplicate/__init__.py's exports, the CLI's commands)
        "--collect-submodules", "duplicate", "--collect-submodules", "ui",
        # data files of libraries that PyInstaller's hooks do not know (pyuca's collation table)
        "--collect-data", "pyuca",
        "--windowed",  # no console window on Windows; an .app on macOS
    ]
    if sys.platform == "darwin":
        arguments += ["--osx-bundle-identifier", "org.duplicate-scrabble.app"]
    for module in NOT_USED:
        arguments += ["--exclude-module", module]
    PyInstaller.__main__.run(arguments)
    shutil.rmtree(work, ignore_errors=True)

    archive = dist / f"{NAME}-{version()}-{system_name()}-{platform.machine().lower()}"
    if sys.platform == "darwin":  # ditto keeps the .app's symbolic links and signatures
        app = dist / f"{NAME}.app"
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(app), f"{archive}.zip"], check=True)
        made = Path(f"{archive}.zip")
    else:
        made = Path(shutil.make_archive(str(archive), "gztar" if sys.platform.startswith("linux") else "zip",
                                        root_dir=dist, base_dir=NAME))
    folder = bundle_folder(dist)
    unpacked = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())
    print(f"{made.name}: {made.stat().st_size / 1e6:.0f} MB to download, {unpacked / 1e6:.0f} MB unpacked")
    return made


def bundle_folder(dist: Path) -> Path:
    return dist / f"{NAME}.app" if sys.platform == "darwin" else dist / NAME


def program(dist: Path) -> Path:
    if sys.platform == "darwin":
        return dist / f"{NAME}.app" / "Contents" / "MacOS" / NAME
    return dist / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def smoke_test(dist: Path) -> None:
    """The bundle, started offscreen away from the checkout, plays a round of a new session file."""
    from duplicate import Session, SessionSettings, load_edition, load_lexicon, load_preset

    place = Path(tempfile.mkdtemp(prefix="smoke-"))
    path = place / "club.duplicate"
    edition = load_edition("fr")
    lexicon = load_lexicon(edition)
    settings = SessionSettings(edition.code, lexicon.identity, load_preset("fisf"), seed=7, title="Smoke test")
    with Session.create(path, settings, lexicon, players=[(1, "Marie"), (2, "Jean"), (3, "Zoé")]):
        pass
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith(("PYTHON", "VIRTUAL_ENV", "DUPLICATE_"))}
    environment.update(QT_QPA_PLATFORM="offscreen", HOME=str(place), XDG_CONFIG_HOME=str(place / "config"),
                       APPDATA=str(place / "config"), DUPLICATE_SCRABBLE_CACHE=str(place / "cache"))
    run = subprocess.run([str(program(dist)), "--self-test", str(path)], cwd=place, env=environment,
                         capture_output=True, text=True, timeout=900)
    log = path.parent / f"{path.name}.self-test.txt"  # a windowed program's lines (no console)
    said = run.stdout or (log.read_text(encoding="utf-8", errors="replace") if log.exists() else "")
    print(said, end="")
    if run.returncode != 0:
        print(run.stderr, file=sys.stderr)
        raise SystemExit(f"smoke test: the packaged app's self-test ended with status {run.returncode}")
    with Session.open(path, read_only=True) as saved:
        if len(saved.committed_turns) != 1:
            raise SystemExit(f"smoke test: the file holds {len(saved.committed_turns)} played turns, not 1")
    if "search: compiled" not in said:
        raise SystemExit("smoke test: the packaged app does not search with the compiled walk")
    print("smoke test: the packaged app played and saved a round, and quit with status 0")
    shutil.rmtree(place, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=REPO / "dist" / "app", help="where the bundle goes")
    parser.add_argument("--smoke-test", action="store_true", help="run the built bundle's self-test offscreen")
    args = parser.parse_args()
    dist = args.dist.resolve()
    if args.smoke_test:
        smoke_test(dist)
    else:
        build(dist)


if __name__ == "__main__":
    main()
