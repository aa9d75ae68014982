"""The arbiter's screen: running a duplicate session in the room.

The session page (board, rack, timer, top list, standings, per-turn grid), the entry panel
where every player's move is typed, the Qt table models over the session's state, the
new-session dialog and the projector window.

May import: the engine (``duplicate``), Qt, ``ui.widgets`` and ``ui.phones`` (to show the
phones' submissions). Never imports ``ui.training`` (the arbiter and training do not know
each other; ``ui.main_window`` connects them).
"""
