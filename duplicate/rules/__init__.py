"""The rules of the game: editions, the board, the notation, scoring and the draw.

Immutable values and plain functions, true for any program that plays Scrabble:

- ``edition``: an edition's tiles, values and conventions (read from
  ``resources/editions/*.toml``);
- ``board``: the board, racks, moves and positions;
- ``notation``: moves as players write them (``H4 FABAcEE``, ``8D QUEEN``);
- ``cgp``: the one-line position format of crossword-game engines;
- ``scoring``: a move's score, explained;
- ``checking``: whether a submitted move is legal here, and its score (``check_move``); the
  switches of the rules that change which moves are legal (``MoveRules``), and how a move
  typed in the app is read (``read_typed_move``);
- ``presets``: a club's rule set (``RuleSet``: draw rule, timer, warnings, solos; its
  ``move_rules`` for the check and the search), presets read from ``resources/presets/*.toml``;
- ``bag``: drawing racks under the draw rule, and the end of the game;
- ``premiums``: what a move owes to the premium squares.

May import: ``duplicate.base``.
"""
