"""``python -m duplicate`` and the ``duplicate`` command.

A Ctrl+C while the command line is still loading (its first fraction of a second) ends it
quietly with status 130, as one later does (``duplicate.cli.main``), never with a traceback.
"""

from __future__ import annotations

import signal
import sys


def _interrupted(signum: int, frame: object) -> None:
    raise SystemExit(130)


def run() -> int:
    """Load the command line, then run it (``duplicate.cli.main``)."""
    if sys.platform != "win32":
        signal.signal(signal.SIGINT, _interrupted)
    from duplicate.cli import main

    signal.signal(signal.SIGINT, signal.default_int_handler)
    return main()


if __name__ == "__main__":
    raise SystemExit(run())
