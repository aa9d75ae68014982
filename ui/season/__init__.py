"""The club's season: the season standings, each player's progress and the merge of a
simultaneous game played in several clubs (issue 26). The figures are the engine's
(duplicate.records.season, duplicate.records.merge); these windows only show them.

- ``window``: the Club season window (standings, progress, simultaneous games);
- ``chart``: a player's percentage of the top, evening by evening (QtCharts);
- ``models``: its tables.
"""
