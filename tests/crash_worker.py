"""The process that the crash test kills: it reopens a session file and performs a planned,
deterministic sequence of arbiter actions, printing ``ACK <n>`` (flushed) after action ``n``
has returned.

    python crash_worker.py SESSION_FILE PLAN_JSON START

``PLAN_JSON`` holds a list of operations ``[method, arg, ...]`` (a final dict argument is
passed as keywords); ``START`` is the number of operations already in the file.
"""

from __future__ import annotations

import json
import sys
from typing import Any


def run_op(session: Any, op: list) -> None:
    """Perform one planned operation on a session."""
    name, *args = op
    kwargs = args.pop() if args and isinstance(args[-1], dict) else {}
    getattr(session, name)(*args, **kwargs)


def main(argv: list[str]) -> int:
    from duplicate.session.session import Session

    path, plan_path, start = argv[1], argv[2], int(argv[3])
    with open(plan_path, encoding="utf-8") as handle:
        plan = json.load(handle)
    session = Session.open(path)
    print("READY", flush=True)
    for index in range(start, len(plan)):
        run_op(session, plan[index])
        print(f"ACK {index + 1}", flush=True)
    print("DONE", flush=True)
    session.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
