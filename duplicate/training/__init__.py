"""One player against the top: a training game, its review, its history.

- ``game``: a training game as a few session actions, and its summary;
- ``review``: a played turn's ranked list, "what would I have scored?", exercises;
- ``room``: the players of a club game replayed at home (their moves, who found the top, the
  room's average), and the player's rank among them;
- ``stats``: the history of a player's games and its statistics;
- ``study``: the study cards (missed tops and sub-tops, cards from word-list searches), their
  schedule in the player's calendar days, the rounds and exports.

May import: ``duplicate.records`` and every layer below it.
"""
