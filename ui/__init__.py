"""The Qt desktop app: the arbiter's screen, the projector, moves from phones, solo training,
and what they share.

The app is in rooms named after the screens (``docs/architecture.md`` has the map):

- ``ui.widgets``: what every screen paints and shares (board, rack and timer views, theme,
  sounds, printing, form pieces, loading dialogs, the shortcuts dialog, the session
  controller). It imports only the engine (``duplicate``) and Qt.
- ``ui.arbiter``: the arbiter's session page, entry panel, table models, new-session dialog
  and projector window.
- ``ui.training``: solo training (its window, game page, dialogs, board and rack, placement).
- ``ui.phones``: moves handed in from phones: the HTTP service on the event loop and its
  JSON API (``docs/phones-api.md``), the Phones dialog, the join QR code, and the unattended
  game (``duplicate-scrabble serve``); the page itself is ``resources/web/``.
- at the top, the only modules that import more than one screen: ``app`` (the
  ``duplicate-scrabble`` command, ``--help`` lists its options), ``main_window`` (switching
  between the start page and the screens), ``main_menus`` (the menus and shortcuts),
  ``start_page``, ``platform_check`` (on Linux, the system libraries Qt's X11 plugin needs,
  checked before Qt loads it) and ``self_test`` (``--self-test``: one round played through
  the window, the packaged app's smoke test).

Screens import ``ui.widgets`` and the engine. The arbiter and training never import each
other; the phones' service feeds the arbiter's session, so ``ui.arbiter`` may show
``ui.phones`` but not the reverse. No room imports the main window. Like the engine's rule
that it never imports Qt, these rules are import contracts in ``pyproject.toml``, checked by
``tests/test_architecture.py``.
"""
