"""Files on disk: the session file and everything that keeps it safe.

- ``session_file``: one SQLite file holding a session's settings and its log of actions,
  each action saved before it is acknowledged (``SessionStore``);
- ``filelock``: one writer per file, an operating-system lock that dies with its process;
- ``read_only_connection``: reading a session file without changing a byte of it;
- ``safe_write``: exports written whole or not at all;
- ``study_store``: the study deck's file, the words a player missed and when each is asked again.

The storage knows rows and bytes, not the game: it may import ``duplicate.base`` only.
"""
