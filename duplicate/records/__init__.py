"""What a session leaves behind: the game record, the game sheet, results, prepared games.

- ``game_record``: a session as JSON, and a session rebuilt from one;
- ``sheet``: the game sheet and the results (text, HTML, CSV, the ranking program's file);
- ``gcg``: the master moves as a GCG file (Quackle, Macondo, the online sites);
- ``bulletins``: one sheet per player, to hand out;
- ``generate``: prepared games made to order;
- ``evenings``: one evening's results as a season sees them, read without writing the file;
- ``season``: a club's season, the standings over many evenings and each player's progress;
- ``merge``: a simultaneous game played by many clubs, ranked together;
- ``season_sheet``: the season's printouts (standings, a merge, a player's progress).

May import: ``duplicate.session`` and every layer below it.
"""
