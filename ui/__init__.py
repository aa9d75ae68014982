"""The Qt desktop app: the arbiter's screen, the projector, solo training, and what they share.

The app is in rooms named after the screens (``docs/architecture.md`` has the map):

- ``ui.widgets``: what every screen paints and shares (board, rack and timer views, theme,
  sounds, printing, form pieces, loading dialogs, the shortcuts dialog, the session
  controller). It imports only the engine (``duplicate``) and Qt.
- ``ui.arbiter``: the arbiter's session page, entry panel, table models, new-session dialog
  and projector window.
- ``ui.training``: solo training (its window, game page, dialogs, board and rack, placement).
- ``ui.phones``: the phone submission service and page (to come).
- ``ui.main_window`` and ``ui.app``: the start page and the switching between screens; the
  only modules that import more than one screen.

Screens import ``ui.widgets`` and the engine. The arbiter and training never import each
other; the phones' service feeds the arbiter's session, so ``ui.arbiter`` may show
``ui.phones`` but not the reverse. No room imports the main window. Like the engine's rule
that it never imports Qt, these rules are checked by ``tests/test_architecture.py``.
"""
