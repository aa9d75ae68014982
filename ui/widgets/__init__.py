"""What every screen paints and shares.

- ``board_view``, ``rack_view``, ``timer_view``: the painted views; ``accessible``: what a
  screen reader hears from them; ``theme``: their colours and fonts; ``palette_menu``: the
  colour-blind-safe palette's menu entry; ``focus``: the 2-pixel focus frame and Tab in
  screen order;
- ``elided_label``, ``flow_layout``: a label that never widens its layout, a row of buttons
  that wraps; ``forms``: edition, preset and word-list choosers, menu entries;
- ``loading``: a word list with progress, a session file; ``help``: the shortcuts dialog;
  ``questions``: message boxes and questions;
- ``language``, ``language_menu``, ``engine_text``: the app's language and the engine's words
  in it; ``preferences``: remembered choices;
- ``sound``: the timer's chimes; ``printing``: printing and PDF export;
- ``controller``: the bridge from an engine ``Session`` to Qt signals (the arbiter's page and
  the training page both run on it), with ``worker_gc`` (the cycle collector kept on the GUI
  thread while workers compute).

May import: the engine (``duplicate``), Qt, and other ``ui.widgets`` modules. Never imports a
screen (``ui.arbiter``, ``ui.training``, ``ui.phones``) nor ``ui.main_window``: a piece
that only one screen uses belongs in that screen's room.
"""
