"""Colours and fonts of the painted views, in one place so a window can switch look at once.

The arbiter's main window uses ``LIGHT``; the projector window uses ``PROJECTOR``, a
high-contrast dark look meant to be read from the back of a club room. Colours are
``#RRGGBB`` / ``#AARRGGBB`` strings (hashable, printable), turned into ``QColor`` when painting.

Every text and shape meets WCAG 2.2 AA on its ground (4.5:1 for text, 3:1 for shapes;
tests/test_accessibility.py works the ratios out): premium labels, timer colours, and the
premium fills that sit side by side (double letter / double word, triple letter / triple word,
double word / triple word). Each theme has a colour-blind-safe twin (``SAFE``, built on the
Okabe-Ito palette: blue against vermillion, never red against green) chosen in the View menu;
the painted views take the twin of their theme through ``chosen``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QFont

#: The preference (QSettings key) that asks for the colour-blind-safe palette.
SAFE_PALETTE_KEY = "view/colour_blind_safe"


@dataclass(frozen=True)
class Theme:
    """Everything the board, rack and timer views paint with."""

    name: str
    background: str
    #: Plain text on the background (the rack's "+", captions).
    foreground: str
    #: Border around the grid; also shows through the thin gaps between squares.
    board_frame: str
    grid: str
    plain: str
    double_letter: str
    triple_letter: str
    double_word: str
    triple_word: str
    #: Premium labels on pale squares (DL, DW) and on dark squares (TL, TW).
    premium_label: str
    premium_label_on_dark: str
    tile_face: str
    tile_edge: str
    tile_text: str
    #: A blank: paler face and the letter in another colour, never a value.
    blank_face: str
    blank_text: str
    #: Rack tiles kept from the previous turn, so that "old+new" reads at a glance.
    leftover_face: str
    #: Last master move: outline and face tint of its new tiles.
    highlight: str
    highlight_face: str
    #: Tentative tiles while a move is typed (valid / not valid).
    preview_face: str
    preview_invalid_face: str
    cursor: str
    #: Row and column labels, painted on the board frame.
    coordinate: str
    message: str
    timer_normal: str
    timer_called: str
    timer_expired: str
    timer_paused: str
    timer_track: str
    #: Family for all text ("" = the application font); bold letters on tiles.
    font_family: str = ""
    #: Size of the coordinate labels relative to a square (bigger on the projector).
    coordinate_scale: float = 0.36

    def color(self, field: str) -> QColor:
        """The named colour as a ``QColor`` (``theme.color("tile_face")``)."""
        return QColor(getattr(self, field))

    def label_on(self, fill: str) -> QColor:
        """The premium label colour that reads best on ``fill`` (the one with more contrast)."""
        ground = QColor(fill)
        light, dark = QColor(self.premium_label_on_dark), QColor(self.premium_label)
        return light if contrast(light, ground) >= contrast(dark, ground) else dark

    def font(self, pixel_size: float, bold: bool = False) -> QFont:
        """A font of the theme family sized in pixels, so text scales with the widget."""
        font = QFont(self.font_family) if self.font_family else QFont()
        font.setPixelSize(max(1, round(pixel_size)))
        font.setBold(bold)
        return font


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of a colour (0 black .. 1 white)."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 .. 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


LIGHT = Theme(
    name="light",
    background="#F3F0E8",
    foreground="#1F2933",
    board_frame="#24584A",
    grid="#F7F4EC",
    plain="#D5DEC8",
    double_letter="#A9D6F0",
    triple_letter="#3572BE",
    double_word="#C2456A",
    triple_word="#4A0A12",
    premium_label="#24343F",
    premium_label_on_dark="#FFFFFF",
    tile_face="#F5E3B3",
    tile_edge="#A88B55",
    tile_text="#241B12",
    blank_face="#FCF8EE",
    blank_text="#1C5FB8",
    leftover_face="#E2D3AC",
    highlight="#E8590C",
    highlight_face="#FFE38A",
    preview_face="#A8E6A3",
    preview_invalid_face="#EE6C64",
    cursor="#1C5FB8",
    coordinate="#E4EEE6",
    message="#B3261E",
    timer_normal="#1F2933",
    timer_called="#A64A00",
    timer_expired="#B91C1C",
    timer_paused="#5F6B7A",
    timer_track="#D9DED9",
)

PROJECTOR = Theme(
    name="projector",
    background="#07090D",
    foreground="#F4F7FB",
    board_frame="#151C27",
    grid="#07090D",
    plain="#1E2937",
    double_letter="#8CC8F0",
    triple_letter="#2A55B8",
    double_word="#F4A6BD",
    triple_word="#B3261E",
    premium_label="#07090D",
    premium_label_on_dark="#F4F7FB",
    tile_face="#FFF1C9",
    tile_edge="#D9C28A",
    tile_text="#0E0E0E",
    blank_face="#FFFFFF",
    blank_text="#0B57C9",
    leftover_face="#E3D3A5",
    highlight="#FFB000",
    highlight_face="#FFE066",
    preview_face="#8CF08A",
    preview_invalid_face="#FF6B60",
    cursor="#4FC3F7",
    coordinate="#F4F7FB",
    message="#FF8A80",
    timer_normal="#F5F7FA",
    timer_called="#FF9F1C",
    timer_expired="#FF4D4D",
    timer_paused="#8A94A6",
    timer_track="#2A3342",
    coordinate_scale=0.46,
)

#: The colour-blind-safe twins (Okabe-Ito hues: sky blue, blue, vermillion, orange; what
#: green and red told apart, blue and orange now tell): premiums, preview, highlight, timer.
LIGHT_SAFE = replace(
    LIGHT,
    name="light-safe",
    double_letter="#CDEBFB",
    triple_letter="#0072B2",
    double_word="#D55E00",
    triple_word="#3D1500",
    premium_label="#1A1A1A",
    highlight="#D55E00",
    highlight_face="#F0E442",
    preview_face="#8FD0F5",
    preview_invalid_face="#E69F00",
    cursor="#000000",  # the triple letter's blue was the cursor's too (1.00:1): black reads on every light square
    timer_called="#8A4B00",
    timer_expired="#A33B00",
)

PROJECTOR_SAFE = replace(
    PROJECTOR,
    name="projector-safe",
    double_letter="#9AD3F5",
    triple_letter="#0068A8",
    double_word="#F5C46B",
    triple_word="#A33B00",
    highlight="#E69F00",
    highlight_face="#F0E442",
    preview_face="#8FD0F5",
    preview_invalid_face="#E69F00",
    cursor="#56B4E9",
    timer_called="#E69F00",
    timer_expired="#F07B3F",
)

#: Each theme and its colour-blind-safe twin, both ways round.
SAFE = {LIGHT.name: LIGHT_SAFE, PROJECTOR.name: PROJECTOR_SAFE}
STANDARD = {LIGHT_SAFE.name: LIGHT, PROJECTOR_SAFE.name: PROJECTOR}


def safe_palette_chosen() -> bool:
    """Whether the user asked for the colour-blind-safe palette (View menu)."""
    value = QSettings().value(SAFE_PALETTE_KEY, False, type=bool)
    return value if isinstance(value, bool) else False


def chosen(theme: Theme, safe: bool | None = None) -> Theme:
    """``theme`` or its colour-blind-safe twin, as ``safe`` (default: the preference) says."""
    if safe is None:
        safe = safe_palette_chosen()
    if safe:
        return SAFE.get(theme.name, theme)
    return STANDARD.get(theme.name, theme)
