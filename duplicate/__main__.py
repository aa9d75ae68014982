"""``python -m duplicate``: the command line."""

from duplicate.cli import main

raise SystemExit(main())
