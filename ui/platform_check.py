"""Before Qt opens a window on Linux: are the system libraries of its X11 plugin there?

Qt draws on an X11 desktop through its ``xcb`` platform plugin
(``PySide6/Qt/plugins/platforms/libqxcb.so``), which needs some twenty libraries of the
system that a minimal desktop may lack. When one is missing, Qt prints that it "could not
load the Qt platform plugin", often names a library that is there (``xcb-cursor0``) and not
the one that is missing, and aborts the program (a core dump). So the app asks first, before
QApplication loads the plugin: the dynamic loader's answer (``ldd`` on the plugin: every
library it and Qt's own libraries need, and which cannot be found; where there is no ``ldd``,
each library of ``LIBRARIES`` is loaded in turn) names the missing ones, and the app says
which, with the packages to install on Debian and Ubuntu and on Fedora, and exits with status
1. The README lists the same packages (``tests/test_platform_check.py`` keeps them equal).

A desktop with no screen at all (``DISPLAY`` unset: a remote shell, a text console) is said in
words too. Other platforms (Wayland, ``-platform offscreen``, Windows, macOS) are not checked.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from duplicate.base.errors import QT_TRANSLATE_NOOP
from duplicate.translations import translate, user_language

# Every system library Qt's xcb plugin needs (directly or through Qt's own libraries), and the
# package that has it: (Debian and Ubuntu, Fedora). Read off ``ldd`` on the plugin of PySide6
# 6.11 and ``dpkg -S`` on Debian 12 (``tests/test_platform_check.py`` checks the Debian names
# against dpkg wherever it runs).
LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
}

#: Said on standard error before Qt starts, in the language of the environment (LANGUAGE, LANG:
#: the app's own choice of language is kept by Qt, not started yet); then the install commands.
CANNOT_START = QT_TRANSLATE_NOOP(
    "start", "Duplicate Scrabble cannot open its window: Qt's X11 plugin needs libraries this system does not "
             "have: {libraries}.")
INSTALL = QT_TRANSLATE_NOOP("start", "Install them, then start the program again:")
UNKNOWN_PACKAGE = QT_TRANSLATE_NOOP(
    "start", "The package that has {library} is not known here: {debian} (Debian, Ubuntu) or {fedora} (Fedora) "
             "names it.")
NO_DISPLAY = QT_TRANSLATE_NOOP(
    "start", "Duplicate Scrabble cannot open its window: there is no screen (DISPLAY is not set). Start it on "
             "the desktop, not from a remote shell or a text console; a game with phones and no window runs "
             "with: duplicate-scrabble serve")


def chosen_platform(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will try first: ``-platform NAME``, else ``QT_QPA_PLATFORM``, else
    Wayland in a Wayland session and xcb (X11) otherwise, as Qt 6 chooses on Linux."""
    for index, argument in enumerate(argv[1:], start=1):
        if argument in ("-platform", "--platform") and index + 1 < len(argv):
            return argv[index + 1].split(":")[0]
        if argument.startswith(("-platform=", "--platform=")):
            return argument.split("=", 1)[1].split(":")[0]
    named = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if named:
        return named
    return "wayland" if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY") else "xcb"


def xcb_plugin(environ: Mapping[str, str]) -> Path | None:
    """The xcb plugin Qt will load: from ``QT_QPA_PLATFORM_PLUGIN_PATH`` when set (as Qt does),
    else PySide6's own; None when there is none."""
    folders = [Path(folder) for folder in environ.get("QT_QPA_PLATFORM_PLUGIN_PATH", "").split(os.pathsep) if folder]
    try:
        from PySide6.QtCore import QLibraryInfo  # QtCore loads no platform plugin

        folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms")
    except ImportError:
        pass
    return next((folder / "libqxcb.so" for folder in folders if (folder / "libqxcb.so").is_file()), None)


def missing_libraries(plugin: Path) -> list[str]:
    """The libraries ``plugin`` needs that the dynamic loader cannot find, in its order."""
    ldd = shutil.which("ldd")
    if ldd is not None:
        try:
            found = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=60,
                                   env={**os.environ, "LC_ALL": "C"})
        except (OSError, subprocess.SubprocessError):
            found = None
        if found is not None and "=>" in found.stdout:
            return list(dict.fromkeys(re.findall(r"^\s*(\S+) => not found", found.stdout, re.MULTILINE)))
    return [name for name in LIBRARIES if not _loads(name)]


def _loads(library: str) -> bool:
    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def missing_text(missing: Sequence[str], language: str) -> str:
    """What to tell the user: the missing libraries, and the commands that install them."""
    debian = sorted({LIBRARIES[name][0] for name in missing if name in LIBRARIES})
    fedora = sorted({LIBRARIES[name][1] for name in missing if name in LIBRARIES})
    lines = [translate("start", CANNOT_START, language).format(libraries=", ".join(missing))]
    if debian:
        lines += [translate("start", INSTALL, language),
                  f"  Debian, Ubuntu: sudo apt install {' '.join(debian)}",
                  f"  Fedora: sudo dnf install {' '.join(fedora)}"]
    lines += [translate("start", UNKNOWN_PACKAGE, language).format(
                  library=name, debian=f"apt-file search {name}", fedora=f"dnf provides '*/{name}'")
              for name in missing if name not in LIBRARIES]
    return "\n".join(lines)


def refusal(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str | None:
    """Why Qt could not open a window here, in the user's language; None when nothing is
    known to be in the way (or on a system other than Linux)."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux") or chosen_platform(argv, env) != "xcb":
        return None
    language = user_language(environ=env)
    plugin = xcb_plugin(env)
    missing = missing_libraries(plugin) if plugin is not None else []
    if missing:
        return missing_text(missing, language)
    if not env.get("DISPLAY"):
        return translate("start", NO_DISPLAY, language)
    return None


def check_or_exit(argv: Sequence[str]) -> None:
    """Say why the window cannot open and exit with status 1, before Qt would abort."""
    reason = refusal(argv)
    if reason is not None:
        print(reason, file=sys.stderr)
        raise SystemExit(1)
