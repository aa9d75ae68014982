"""Text cells a spreadsheet shows as text: the one guard against formulas in a CSV the program writes."""

from __future__ import annotations

#: What a spreadsheet reads as the start of a formula (or, for tab and CR, a new cell or row).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_text(text: str) -> str:
    """A text cell a spreadsheet shows as text: one that would start a formula (a player named
    ``=HYPERLINK(...)``, ``+SUM(1+1)``, ``@cmd``) gets a leading ``'``, as spreadsheets write it."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def spreadsheet_file(text: str) -> str:
    """A CSV file's whole text as written for spreadsheets: UTF-8 led by its byte-order mark,
    without which Excel reads the file in the system's code page ("ChloÃ©" for "Chloé").
    Every CSV meant to be opened in a spreadsheet is written through here, from the app and
    the command line alike (not the ranking program's file, which that program reads)."""
    return "\ufeff" + text


def text_of_cell(cell: str) -> str:
    """What ``spreadsheet_text`` wrote, read back: the ``'`` before a formula's first character taken off."""
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(FORMULA_STARTS) else cell


__all__ = ["FORMULA_STARTS", "spreadsheet_file", "spreadsheet_text", "text_of_cell"]
