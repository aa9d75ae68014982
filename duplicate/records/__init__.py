"""What a session leaves behind: the game record, the game sheet, results, prepared games.

- ``game_record``: a session as JSON, and a session rebuilt from one;
- ``sheet``: the game sheet and the results (text, HTML, CSV, the ranking program's file);
- ``gcg``: the master moves as a GCG file (Quackle, Macondo, the online sites);
- ``bulletins``: one sheet per player, to hand out;
- ``generate``: prepared games made to order.

May import: ``duplicate.session`` and every layer below it.
"""
