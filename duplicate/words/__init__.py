"""Word lists and the move search.

- ``lexicon``: reading a word list (bundled or the user's), its identity and its cache;
- ``dawg``: the word automaton in flat arrays;
- ``word_tool``: what a list holds, as a player asks it (anagrams, 7+1 and 8-1, patterns,
  hooks, a rack's probability), read from the automaton through its published layout;
- ``search``: every legal move of a position, the top, ranked lists (``walk``: its hot loop in
  pure Python);
- ``_search.pyx``: the whole search compiled, and the GADDAG it walks (optional, built with
  Cython; ``_search.pyi`` types it).

May import: ``duplicate.rules``, ``duplicate.base``.
"""
