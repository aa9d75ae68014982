"""A duplicate session: the arbiter's commands, their log, the state it builds, the standings.

- ``session``: the ``Session`` facade the app and the command line use;
- ``actions``: every command as a typed action, stored in the session file and replayed;
- ``state``: the state the actions build, and every question asked of it;
- ``settings``: what a session is played with, fixed when it is created;
- ``history``: undo and redo, the marks in the file that take an action back or bring it back;
- ``turn_search``: the move search on a session's turns (tops, the default master move), cached per position;
- ``snapshots``: the state after each turn, so undo and redo replay one turn;
- ``standings``: the standings, computed from the committed turns;
- ``timer``: the turn's deadline on a monotonic clock;
- ``phones``: what the session knows of players' phones;
- ``names``: the one check of a new player's name (and of a team's members);
- ``room_hints``: the facts about a turn's top a teacher may show the room;
- ``disclosure``: what the arbiter's screen may show while the players still look.

May import: ``duplicate.storage``, ``duplicate.words``, ``duplicate.rules``,
``duplicate.base``.
"""
