"""What every screen paints and shares.

Board, rack and timer views and what screen readers read of them (``accessible``), the
focus frame and Tab order (``focus``), the colour themes, sounds, printing, form pieces (edition,
preset and word-list choosers, menu entries), the loading dialogs (a word list with progress,
a session file), the shortcuts dialog, and the session controller that bridges an engine
``Session`` to Qt signals (the arbiter's page and the training page both run on it).

May import: the engine (``duplicate``), Qt, and other ``ui.widgets`` modules. Never imports a
screen (``ui.arbiter``, ``ui.training``, ``ui.phones``) nor ``ui.main_window``: a piece
that only one screen uses belongs in that screen's room.
"""
