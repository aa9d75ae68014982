"""A clear start on a bare Linux desktop: a library Qt's X11 plugin needs and cannot find is
named, with the packages to install, and the app exits with status 1 instead of Qt's abort."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ui.platform_check import LIBRARIES, chosen_platform, missing_libraries, missing_text, refusal, xcb_plugin

REPO = Path(__file__).resolve().parents[1]
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")


@pytest.mark.parametrize("argv, environ, platform", [
    (["app"], {}, "xcb"),
    (["app"], {"XDG_SESSION_TYPE": "x11", "DISPLAY": ":0"}, "xcb"),
    (["app"], {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "wayland"),
    (["app"], {"QT_QPA_PLATFORM": "offscreen"}, "offscreen"),
    (["app"], {"QT_QPA_PLATFORM": "xcb;wayland"}, "xcb"),
    (["app", "-platform", "offscreen"], {"QT_QPA_PLATFORM": "xcb"}, "offscreen"),
    (["app", "-platform", "vnc:size=800x600"], {}, "vnc"),
    (["app", "club.duplicate", "--platform=minimal"], {}, "minimal"),
])
def test_the_platform_qt_will_try_first(argv, environ, platform):
    assert chosen_platform(argv, environ) == platform


def test_the_message_names_the_libraries_and_each_distribution_s_packages():
    text = missing_text(["libxcb-icccm.so.4", "libxcb-keysyms.so.1"], "en")
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in text.splitlines()[0]
    assert "  Debian, Ubuntu: sudo apt install libxcb-icccm4 libxcb-keysyms1" in text.splitlines()
    assert "  Fedora: sudo dnf install xcb-util-keysyms xcb-util-wm" in text.splitlines()


def test_the_message_is_said_in_the_user_s_language():
    text = missing_text(["libxcb-icccm.so.4"], "fr")
    assert "libxcb-icccm.so.4" in text and "sudo apt install libxcb-icccm4" in text
    assert "cannot open its window" not in text and "Install them" not in text


@linux_only
def test_nothing_is_missing_here():
    plugin = xcb_plugin({})
    assert plugin is not None and plugin.is_file()
    assert missing_libraries(plugin) == []
    assert refusal(["app"], {"DISPLAY": ":0"}) is None
    assert refusal(["app"], {"QT_QPA_PLATFORM": "offscreen"}) is None


def _stand_in_plugin(folder: Path, library: bytes, stand_in: bytes) -> Path:
    """A copy of PySide6's xcb plugin that needs ``stand_in`` where the real one needs
    ``library``: a library this system does not have, as on a bare desktop. Its Qt libraries
    are found where the real plugin finds them (its RUNPATH is ``$ORIGIN/../../lib``)."""
    real = xcb_plugin({})
    assert real is not None
    plugins = folder / "plugins" / "platforms"
    plugins.mkdir(parents=True)
    (folder / "lib").symlink_to(real.parents[2] / "lib")
    data = real.read_bytes()
    assert len(library) == len(stand_in) and data.count(b"\0" + library + b"\0") == 1
    (plugins / "libqxcb.so").write_bytes(data.replace(b"\0" + library + b"\0", b"\0" + stand_in + b"\0"))
    return plugins


def _start_app(plugins: Path, environ: dict[str, str]) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "WAYLAND", "XDG_SESSION"))}
    env.update(QT_QPA_PLATFORM_PLUGIN_PATH=str(plugins), QT_QPA_PLATFORM="xcb", LANGUAGE="en", **environ)
    return subprocess.run([sys.executable, "-m", "ui"], capture_output=True, text=True, env=env, cwd=REPO,
                          timeout=120)


@linux_only
@pytest.mark.skipif(shutil.which("ldd") is None, reason="ldd names the missing libraries")
def test_a_missing_library_is_named_and_the_app_exits_with_1(tmp_path):
    plugins = _stand_in_plugin(tmp_path, b"libxcb-icccm.so.4", b"libxcb-icccm.so.9")
    result = _start_app(plugins, {"DISPLAY": ":99"})
    assert result.returncode == 1, (result.returncode, result.stderr)  # Qt aborts: -6
    lines = result.stderr.splitlines()
    assert "Qt's X11 plugin needs libraries this system does not have: libxcb-icccm.so.9." in lines[0]
    assert "apt-file search libxcb-icccm.so.9 (Debian, Ubuntu)" in result.stderr
    assert "Traceback" not in result.stderr and "qt.qpa" not in result.stderr and "Aborted" not in result.stderr


@linux_only
def test_no_screen_at_all_is_said_in_words(tmp_path):
    result = _start_app(xcb_plugin({}).parent, {"DISPLAY": ""})
    assert result.returncode == 1, (result.returncode, result.stderr)
    assert "there is no screen (DISPLAY is not set)" in result.stderr and "duplicate-scrabble serve" in result.stderr
    assert "Traceback" not in result.stderr and "qt.qpa" not in result.stderr


def _readme_install_line(distribution: str) -> set[str]:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    match = re.search(rf"^{distribution}.*?:\n+```\n(sudo (?:apt|dnf) install [^\n]+)\n```", readme, re.MULTILINE)
    assert match, f"the README has no install line for {distribution}"
    return set(match.group(1).split()[3:])


def test_the_readme_lists_the_packages_the_check_knows():
    assert _readme_install_line("Debian and Ubuntu") == {debian for debian, _ in LIBRARIES.values()}
    assert _readme_install_line("Fedora") == {fedora for _, fedora in LIBRARIES.values()}


@linux_only
@pytest.mark.skipif(shutil.which("dpkg") is None, reason="dpkg tells which Debian package has a library")
def test_the_debian_package_names_are_dpkg_s():
    """Each library found on this Debian system belongs to the package the table names."""
    plugin = xcb_plugin({})
    listed = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, check=True).stdout
    paths = dict(re.findall(r"^\s*(\S+) => (/\S+)", listed, re.MULTILINE))
    checked = 0
    for library, (debian, _fedora) in LIBRARIES.items():
        if library not in paths:
            continue
        owner = subprocess.run(["dpkg", "-S", os.path.realpath(paths[library])], capture_output=True, text=True)
        if owner.returncode != 0:
            owner = subprocess.run(["dpkg", "-S", paths[library]], capture_output=True, text=True)
        if owner.returncode == 0:
            assert owner.stdout.split(":")[0] == debian, (library, owner.stdout)
            checked += 1
    assert checked >= len(LIBRARIES) // 2
