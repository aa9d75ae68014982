"""The arbiter's screen: running a duplicate session in the room.

- ``session_page``: the screen of a running session (board, rack, timer, top list, standings,
  per-turn grid);
- ``entry_panel``: where every player's move is typed; ``decisions``: rulings on an entry and
  bulk entries; ``models``: the Qt table models over the session's state;
- ``read_only_page``: the banner and disabled controls while nothing can be saved;
- ``players``: latecomers, names, table numbers; ``new_session``: the new-session dialog, with
  ``roster_picker`` (tonight's players ticked from the club's roster) and
  ``generate_dialog`` (prepared games made to order);
- ``roster_window``: the club's roster; ``roster_place``: where the roster is kept;
- ``projector``: the room's window, with ``standings_board`` (its standings, row by row);
- ``file_actions``: the file's copy, printing and exports;
- ``phone_entries`` and ``phone_link``: the phones on the entries table and the projector.

May import: the engine (``duplicate``), Qt, ``ui.widgets`` and ``ui.phones`` (to show the
phones' submissions). Never imports ``ui.training`` (the arbiter and training do not know
each other; ``ui.main_window`` connects them).
"""
