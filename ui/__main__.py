"""``python -m ui``: start the desktop application."""

from ui.app import main

raise SystemExit(main())
