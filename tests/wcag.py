"""WCAG 2.2 relative luminance and contrast ratio, written here from the standard's formulas
(https://www.w3.org/TR/WCAG22/#dfn-relative-luminance), independent of the app's code."""

from __future__ import annotations


def luminance(colour: str) -> float:
    """Relative luminance of ``#rrggbb`` (0 for black, 1 for white)."""
    value = colour.lstrip("#")
    channels = [int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """Contrast ratio of two ``#rrggbb`` colours, from 1 (same) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
