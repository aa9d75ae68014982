"""Colours and fonts of the painted views, in one place so a window can switch look at once.

The arbiter's main window uses ``LIGHT``; the projector window uses ``PROJECTOR``, a
high-contrast dark look meant to be read from the back of a club room. Colours are
``#RRGGBB`` / ``#AARRGGBB`` strings (hashable, printable), turned into ``QColor`` when painting.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QFont


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

    def font(self, pixel_size: float, bold: bool = False) -> QFont:
        """A font of the theme family sized in pixels, so text scales with the widget."""
        font = QFont(self.font_family) if self.font_family else QFont()
        font.setPixelSize(max(1, round(pixel_size)))
        font.setBold(bold)
        return font


LIGHT = Theme(
    name="light",
    background="#F3F0E8",
    foreground="#1F2933",
    board_frame="#24584A",
    grid="#F7F4EC",
    plain="#D5DEC8",
    double_letter="#A7D3EC",
    triple_letter="#2F7CC0",
    double_word="#F3B5B0",
    triple_word="#D2382F",
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
    timer_called="#E07B00",
    timer_expired="#D62828",
    timer_paused="#7B8794",
    timer_track="#D9DED9",
)

PROJECTOR = Theme(
    name="projector",
    background="#07090D",
    foreground="#F4F7FB",
    board_frame="#151C27",
    grid="#07090D",
    plain="#1E2937",
    double_letter="#3A8CC4",
    triple_letter="#2140A0",
    double_word="#A8456A",
    triple_word="#C4261D",
    premium_label="#F4F7FB",
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
