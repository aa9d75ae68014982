"""``python -m ui``: start the desktop application."""

from ui.app import main

if __name__ == "__main__":  # not when a worker process (games generated on every core) imports it
    raise SystemExit(main())
