"""What vulture reports as unused and stays, and why: the dead-code review of issue 43.

    vulture duplicate ui tools bench tests setup.py tools/vulture_whitelist.py --min-confidence 60

reports only Qt's overrides (methods Qt calls by name: ``paintEvent``, ``rowCount``...) and the
parameters callbacks' signatures require. Each name
below is used by name elsewhere or kept on purpose; the dead code that was found is gone
(``ListProgress.studying``, ``RosterPicker.taken_tables``, ``cli.simulated_session_file`` moved
to bench/).
"""

# (vulture counts a name as used when it is read: each line reads one, through a stand-in ``_``.)
_ = object()

# Column numbers named in order by unpacking a range: every column is named, those the code
# does not index by name included, so that the table's layout reads in one line.
_.SCORE, _.TURN, _.JOINED, _.LEFT, _.ACTIVE  # noqa: B018

# The exit handler that frees the accessibility bridge's interfaces (registered with atexit).
_._release_all  # noqa: B018

# The board's reading square: the getter beside set_reading_square, for the accessibility
# work of issue 37 (its branch reads it).
_.reading_square  # noqa: B018

# Disclosure.hiding: the one rule of what a mirrored screen may show, read by the arbiter's
# models in issue 37's branch.
_.hiding  # noqa: B018

# Qt's standard buttons, listed only so that the translation files carry them (Norwegian).
_.QT_STANDARD_BUTTONS  # noqa: B018

# Methods the framework calls by name: PEP 562's module __getattr__ and __dir__, Qt's
# overrides (camelCase) and asyncio's protocol callbacks.
_.__getattr__, _.__dir__, _.filterAcceptsRow, _.expandingDirections  # noqa: B018
_.connection_made, _.get_buffer, _.buffer_updated, _.eof_received, _.pause_writing, _.resume_writing  # noqa: B018
_.connection_lost  # noqa: B018
