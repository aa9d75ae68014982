"""The club's roster: the players a club (or a class) keeps from one evening to the next.

- ``player``: a roster entry as a value (name, licence, category, club, active, last table)
  and its stable identity (a UUID string that session files keep as ``Player.roster_id``);
- ``store``: the roster file, one small SQLite database with one writer at a time and every
  edit saved before it is acknowledged (``Roster``);
- ``csv_file``: the roster as CSV, written for a spreadsheet and read back by a strict reader;
- ``tables``: tonight's table numbers, each player at last evening's table where it is free.

The roster never reads or writes a session file: a session keeps each player's name and
roster identity itself, so it stays complete on a computer without the roster.

May import: ``duplicate.storage``, ``duplicate.base`` and the one check of a player's name
(``duplicate.session.names``), nothing else of a session.
"""
