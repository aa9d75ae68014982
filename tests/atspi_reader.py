"""A screen reader's view of the arbiter's window through AT-SPI, for
tests/test_accessibility_bridge.py.

Run by Debian's own Python (``/usr/bin/python3``, where ``python3-pyatspi`` is installed),
inside the D-Bus session the test starts: ``atspi_reader.py PYTHON`` starts the app
(tests/atspi_app.py) with the project's ``PYTHON`` under that bus, waits until it is on the
accessibility bus, then sends it one command after another. After each one it reads the
board, the rack and the timer as a screen reader does (role, interfaces, Text, Value,
description) and keeps every event a screen reader listens to (announcements, value,
description and text changes, focus). It prints one line, ``RESULT`` and the JSON of it all.
This file never imports the project (pyatspi lives in Debian's Python, not the project's).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

STEPS = ["draw", "start", "call", "pause", "resume", "expire", "reveal", "board", "quit"]
NAMES = {"board": "Board", "rack": "Rack", "timer": "Time left"}
EVENTS = ["object:announcement", "object:property-change:accessible-value",
          "object:property-change:accessible-description", "object:text-changed", "focus:"]


def find(root, name: str, depth: int = 0):
    """The first object named ``name`` under ``root`` (tables' cells are not walked)."""
    if depth > 40:
        return None
    try:
        if root.name == name and root.getRoleName() != "page tab":
            return root
        if root.getRole() in (pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE):
            return None
        count = root.childCount
    except Exception:  # noqa: BLE001 - an object gone from the bus meanwhile (GLib or D-Bus errors)
        return None
    for i in range(count):
        try:
            child = root.getChildAtIndex(i)
        except Exception:  # noqa: BLE001 - an object gone from the bus meanwhile
            continue
        if child is not None:
            found = find(child, name, depth + 1)
            if found is not None:
                return found
    return None


def read(obj) -> dict:
    """What a screen reader can read of ``obj``."""
    out = {"role": obj.getRoleName(), "name": obj.name, "description": obj.description,
           "interfaces": sorted(obj.get_interfaces())}
    if "Text" in out["interfaces"]:
        out["text"] = obj.queryText().getText(0, -1)
    if "Value" in out["interfaces"]:
        value = obj.queryValue()
        out["value"] = [value.currentValue, value.minimumValue, value.maximumValue]
    return out


def main() -> int:
    python = sys.argv[1]
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    app = subprocess.Popen([python, os.path.join(os.path.dirname(os.path.abspath(__file__)), "atspi_app.py")],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
    assert app.stdout is not None and app.stdin is not None
    if app.stdout.readline().strip() != "ready":
        print("RESULT" + json.dumps({"error": "the app did not start"}))
        return 1
    desktop = pyatspi.Registry.getDesktop(0)
    target = None
    deadline = time.monotonic() + 60
    while target is None and time.monotonic() < deadline:
        for i in range(desktop.childCount):
            child = desktop.getChildAtIndex(i)
            if child is not None and find(child, "Board") is not None:
                target = child
        if target is None:
            time.sleep(0.2)
    if target is None:
        print("RESULT" + json.dumps({"error": "the app never reached the accessibility bus"}))
        app.kill()
        return 1
    objects = {key: find(target, name) for key, name in NAMES.items()}
    result: dict = {"toolkit": target.get_toolkit_name(), "steps": {}, "events": []}
    result["start"] = {key: read(obj) for key, obj in objects.items()}
    names = {key: obj.name for key, obj in objects.items()}

    def heard(event) -> None:
        source = event.source
        try:
            name, role = source.name, source.getRoleName()
        except Exception:  # noqa: BLE001 - an object gone from the bus meanwhile
            name, role = "?", "?"
        result["events"].append({"step": step[0], "type": event.type, "source": name, "role": role,
                                 "data": event.any_data if isinstance(event.any_data, str) else str(event.any_data),
                                 "detail1": event.detail1})

    pyatspi.Registry.registerEventListener(heard, *EVENTS)
    loop = GLib.MainLoop()
    step = ["start"]

    def next_step(index: int) -> bool:
        if index > 0:
            result["steps"][STEPS[index - 1]] = {key: read(obj) for key, obj in objects.items()
                                                 if STEPS[index - 1] != "quit"}
        if index == len(STEPS):
            loop.quit()
            return False
        step[0] = STEPS[index]
        app.stdin.write(STEPS[index] + "\n")
        app.stdin.flush()
        answer = app.stdout.readline().strip()
        if answer != f"ok {STEPS[index]}":
            result["error"] = f"step {STEPS[index]}: {answer!r}"
            loop.quit()
            return False
        GLib.timeout_add(1000, next_step, index + 1)  # the events of the step arrive meanwhile
        return False

    GLib.timeout_add(300, next_step, 0)
    GLib.timeout_add(120_000, loop.quit)  # never hangs
    loop.run()
    result["names"] = names
    try:
        app.wait(timeout=20)
    except subprocess.TimeoutExpired:
        app.kill()
    print("RESULT" + json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
