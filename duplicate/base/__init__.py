"""The base layer: what every other layer of the engine uses, and nothing of the game.

- ``errors``: the engine's words for people, as a code, an English template and values
  (``DuplicateError``, ``Message``), so the app and the command line say them in the user's
  language;
- ``inputs``: the one strict reader of data from outside (files, lines, arguments, request
  bodies), with stated size limits and errors that name the JSON path;
- ``events``: a plain-Python signal, so models announce changes without Qt;
- ``resources``: where the bundled data files are, in a checkout or an installed wheel;
- ``parallel``: independent jobs spread over processes;
- ``percentage``: percentages kept exact and rounded once, half up, wherever one is shown or
  written;
- ``spreadsheet``: text cells of the CSV files the program writes, never read as formulas;
- ``collation``: names and words in the order readers of a language expect (the Unicode
  Collation Algorithm with the language's tailoring), for every list shown or printed;
- ``version``: the program's version.

May import: the standard library only (and pyuca, the collation's table).
"""
