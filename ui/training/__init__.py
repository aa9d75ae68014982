"""Solo training: one player against the top, in its own window.

- ``window``: the training window and its home page; ``game_page``: a game's turns (play,
  results, review), with ``review_bar``, ``play_panel``, ``hint_card``, ``game_so_far``,
  ``results_panel``, ``board_before``, ``ranked_list``, ``breakdown`` (a score by premium
  square) and ``room_dialog`` (a turn of a replayed club game in the room);
- ``dialogs``: start options, the end-of-game summary; ``history``: the history and its
  statistics; ``study_page``: the words missed, studied as cards; ``word_tools``: questions to a word list; ``printable``: a game's
  summary on one A4 page;
- ``views``: the training board and rack; ``placement``: the tentative move (no widgets);
  ``style``: how the training screens look.

May import: the engine (``duplicate``, in particular ``duplicate.training``), Qt and
``ui.widgets``. Never imports ``ui.arbiter`` or ``ui.phones``.
"""
