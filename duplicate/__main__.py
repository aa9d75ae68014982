"""``python -m duplicate`` and the ``duplicate`` command.

A Ctrl+C ends the command quietly with status 130, never with a traceback, whenever it
comes: while the command line is still loading (its first fraction of a second), while its
arguments are read, or while it works (``duplicate.cli.main`` says 130 as well when it is
called from Python with Python's own handler).
"""

from __future__ import annotations

import signal
import sys


def _interrupted(signum: int, frame: object) -> None:
    raise SystemExit(130)  # unwinds like KeyboardInterrupt (clean-ups run), without a traceback


def run() -> int:
    """Load the command line, then run it (``duplicate.cli.main``)."""
    if sys.platform != "win32":
        signal.signal(signal.SIGINT, _interrupted)
    from duplicate.cli import main

    return main()


if __name__ == "__main__":
    raise SystemExit(run())
