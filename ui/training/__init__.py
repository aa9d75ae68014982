"""Solo training: one player against the top, in its own window.

The training window and its home page, the game page (its play panel and its results
panel), the dialogs (start options, end-of-game summary, history, a turn in the room), the
study page (the words missed, cards found in word lists), the word tools page, the training
board and rack, and the placement model of a tentative move.

May import: the engine (``duplicate``, in particular ``duplicate.training``), Qt and
``ui.widgets``. Never imports ``ui.arbiter`` or ``ui.phones``.
"""
