"""Text cells a spreadsheet shows as text: the one guard against formulas in a CSV the program writes."""

from __future__ import annotations

#: What a spreadsheet reads as the start of a formula (or, for tab and CR, a new cell or row).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_text(text: str) -> str:
    """A text cell a spreadsheet shows as text: one that would start a formula (a player named
    ``=HYPERLINK(...)``, ``+SUM(1+1)``, ``@cmd``) gets a leading ``'``, as spreadsheets write it."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def text_of_cell(cell: str) -> str:
    """What ``spreadsheet_text`` wrote, read back: the ``'`` before a formula's first character taken off."""
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(FORMULA_STARTS) else cell


__all__ = ["FORMULA_STARTS", "spreadsheet_text", "text_of_cell"]
