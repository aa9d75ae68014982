"""Percentages kept exact until they are shown, then rounded once: the one rounding of every
percentage the program shows or writes (screens, sheets, exports, the command line).

A figure like 177 of 182 is 97.2527...%: rounded once it reads 97.3. Rounded first to two
decimals (97.25) and then to one, the half-even rule of the second rounding made it 97.2;
that is what happened when the standings kept a rounded percentage and each screen rounded it
again. So the engine keeps the exact value (``percentage``: a fraction) and every place that
writes one calls ``rounded``, which rounds half up (away from zero), as people round on paper
and as the federations' ranking sheets do: 613 of 800 is 76.625%, written 76.63.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

#: An exact value (a fraction, an integer, a decimal), or a float taken as its shortest
#: decimal writing (``0.35`` is 35/100, not the binary number just below it).
Exact = Fraction | Decimal | int | float


def percentage(part: int, whole: int) -> Fraction:
    """``part`` as a percentage of ``whole``, exactly (0 when ``whole`` is 0: nothing counted)."""
    return Fraction(100 * part, whole) if whole else Fraction(0)


def _exact(value: Exact) -> Fraction:
    if isinstance(value, float):
        return Fraction(repr(value))  # its shortest decimal writing: what the float stands for
    return Fraction(value)


def rounded(value: Exact, decimals: int = 1) -> Decimal:
    """``value`` rounded once to ``decimals`` places, half up (away from zero): 97.2527... gives
    97.3 and 83.9455... gives 83.9. The result has exactly ``decimals`` places (``82.40``)."""
    if decimals < 0:
        raise ValueError("decimals must be 0 or more")
    exact = _exact(value)
    quantum = Decimal(1).scaleb(-decimals)
    scaled = exact * 10**decimals
    whole, rest = divmod(abs(scaled.numerator), scaled.denominator)
    if 2 * rest >= scaled.denominator:
        whole += 1
    sign = -1 if scaled < 0 and whole else 1
    return (Decimal(sign * whole) * quantum).quantize(quantum, rounding=ROUND_HALF_UP)


def percent_text(value: Exact, decimals: int = 1, decimal_mark: str = ".") -> str:
    """A rounded percentage's figure as machine-readable text (``82.35``, or ``82,35`` with
    ``decimal_mark=","``): the figure of a CSV cell or a sheet, without the ``%``."""
    return str(rounded(value, decimals)).replace(".", decimal_mark)


__all__ = ["Exact", "percent_text", "percentage", "rounded"]
