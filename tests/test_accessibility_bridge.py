"""The painted views as a screen reader on Linux reads them: through Qt's AT-SPI bridge, not
Qt's own API (issue 37, item 2).

The arbiter's window runs in a real X server (Xvfb) with Qt's xcb platform and the bridge on
(``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``), under a D-Bus session bus of its own; a reader in
Debian's Python reads it with pyatspi in another process (tests/atspi_reader.py), as Orca
would, while the app draws, starts the clock, passes the call, pauses, resumes, reaches time
up and reveals (tests/atspi_app.py).

Needs Debian's ``at-spi2-core``, ``python3-pyatspi``, ``dbus`` and ``xvfb`` (and the xcb
libraries Qt's platform plugin loads): ``.ci/run`` installs them; elsewhere the test is
skipped and says which is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
DEBIAN_PYTHON = "/usr/bin/python3"


def _missing() -> str | None:
    if not sys.platform.startswith("linux"):
        return "AT-SPI is Linux's bridge"
    for tool, package in (("Xvfb", "xvfb"), ("dbus-run-session", "dbus")):
        if shutil.which(tool) is None:
            return f"{tool} is missing (Debian package {package})"
    if not os.path.exists(DEBIAN_PYTHON) or subprocess.run(
            [DEBIAN_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode != 0:
        return "pyatspi is missing from Debian's Python (Debian packages python3-pyatspi, at-spi2-core)"
    return None


pytestmark = pytest.mark.skipif(_missing() is not None, reason=_missing() or "")


@pytest.fixture(scope="module")
def heard(tmp_path_factory) -> dict:
    """Everything the reader read and heard, as JSON (one run for the module's tests)."""
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as pipe:
            display = pipe.readline().strip()
        assert display, "Xvfb gave no display"
        env = {key: value for key, value in os.environ.items() if key not in ("DBUS_SESSION_BUS_ADDRESS",)}
        env.update({"DISPLAY": f":{display}", "PYTHONPATH": str(HERE.parent),
                    "XDG_RUNTIME_DIR": str(tmp_path_factory.mktemp("runtime"))})
        done = subprocess.run(["dbus-run-session", "--", DEBIAN_PYTHON, str(HERE / "atspi_reader.py"), sys.executable],
                              capture_output=True, text=True, env=env, timeout=300, cwd=HERE.parent)
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=30)
    line = next((out for out in done.stdout.splitlines() if out.startswith("RESULT")), None)
    if line is not None and "xcb" in done.stderr and "Could not load the Qt platform plugin" in done.stderr:
        pytest.skip("Qt's xcb platform plugin cannot load (Debian packages libxcb-cursor0 and the xcb libraries)")
    assert line is not None, done.stderr[-4000:]
    result = json.loads(line[len("RESULT"):])
    assert "error" not in result, (result.get("error"), done.stderr[-4000:])
    return result


def announced(heard: dict) -> list[str]:
    """Every announcement, in the order heard (an event may reach the reader during the
    next step: the order is what counts, not the step)."""
    return [e["data"] for e in heard["events"] if e["type"] == "object:announcement"]


def events(heard: dict, kind: str, source: str) -> list[dict]:
    return [e for e in heard["events"] if e["type"] == kind and e["source"] == source]


def test_board_rack_and_timer_have_roles_texts_and_a_value_on_the_bus(heard) -> None:
    start = heard["start"]
    assert heard["toolkit"] == "Qt"
    board, rack, timer = start["board"], start["rack"], start["timer"]
    # before: the board a "filler", the timer "unknown", no text, no value
    assert (board["role"], rack["role"], timer["role"]) == ("canvas", "label", "label")
    assert "Text" in board["interfaces"] and "Text" in rack["interfaces"] and "Text" in timer["interfaces"]
    assert board["text"] == "H8, double word, centre star, empty" == board["description"]
    assert rack["text"] == "no tiles"
    assert timer["text"] == "3:00" and timer["value"] == [180.0, 0.0, 180.0]
    drawn = heard["steps"]["draw"]
    assert drawn["rack"]["text"].count(" ") >= 6  # seven letters, said one by one


def test_the_call_a_pause_time_up_the_reveal_and_a_new_rack_are_announced(heard) -> None:
    rack = heard["steps"]["draw"]["rack"]["text"]
    said = announced(heard)
    assert said[:6] == [f"Rack: {rack}", "3:00", "0:30, Write now", "0:30, Paused", "0:30, Write now",
                        "0:00, Time is up"], said
    assert len(said) == 7 and said[6].startswith("Turn 1 revealed: ") and said[6].endswith(" points")
    # time up interrupts what is being read (assertive); the others wait their turn (polite)
    politeness = {e["data"]: e["detail1"] for e in events(heard, "object:announcement", "Time left")}
    assert politeness["0:00, Time is up"] != politeness["0:30, Write now"] == politeness["3:00"]
    # the clock's value follows (the bridge sends accessible-value: no "no ValueInterface" any more)
    assert len(events(heard, "object:property-change:accessible-value", "Time left")) == 5
    assert heard["steps"]["expire"]["timer"]["value"][0] == 0.0 or heard["steps"]["reveal"]["timer"]["value"][0] == 180
    assert heard["steps"]["call"]["timer"]["text"] == "0:30, Write now"


def test_the_board_says_the_square_under_its_cursor_as_it_moves(heard) -> None:
    board = heard["steps"]["board"]["board"]
    assert board["text"] == "F8, empty" == board["description"]
    focus = [e["source"] for e in heard["events"] if e["type"].startswith("focus") and e["step"] == "board"]
    assert focus and focus[-1] == "Board"  # Tab or a click gives it the focus, and the bridge says so
    inserted = [e["data"] for e in events(heard, "object:text-changed:insert", "Board")]
    assert inserted[-2:] == ["G8, empty", "F8, empty"]
    # each move of the cursor changes the description, which a screen reader speaks (Orca 43 does)
    assert len(events(heard, "object:property-change:accessible-description", "Board")) >= 2
