"""Word lists and the move search.

- ``lexicon``: reading a word list (bundled or the user's), its identity and its cache;
- ``dawg``: the word automaton in flat arrays;
- ``search``: every legal move of a position, the top, ranked lists;
- ``walk`` and ``_walk.pyx``: the search's hot loop, in pure Python and compiled.

May import: ``duplicate.rules``, ``duplicate.base``.
"""
