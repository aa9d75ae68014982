"""The painted views: geometry, clicks, coordinate labels, timer text, and screenshots.

Screenshots go to ``tests/output/`` (git-ignored) so that a person can look at the board,
rack and timer in both themes; each is also checked for what it shows (the colours of the
squares, tiles and states, sampled from the picture).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage

from duplicate.rules.board import SIZE
from duplicate.rules.cgp import parse_cgp
from duplicate.rules.edition import BLANK, BLANK_FLAG, load_edition
from duplicate.rules.notation import format_square
from ui.widgets.board_view import BoardView
from ui.widgets.rack_view import RackView
from ui.widgets.theme import LIGHT, PROJECTOR, Theme
from ui.widgets.timer_view import TimerView, format_remaining

OUTPUT = Path(__file__).resolve().parent / "output"

# French, European coordinates: KIWIS at H4, blanks in CoQUE and hALOS (the last master move).
FRENCH_CGP = "15/15/15/15/15/15/6Z8/3KIWIS7/6N8/6CoQUE4/10N4/10V4/10O4/8hALOS2/15 AEIRST/ 210/0 0"
FRENCH_LAST_MOVE = ((13, 8), (13, 9), (13, 11), (13, 12))
# English, GCG coordinates: QUEEN at 8D, blanks in HaNDY and YoGA; AZURE is the last move.
ENGLISH_CGP = "15/15/15/15/15/7H7/7a7/3QUEEN7/7D7/7YoGA4/10Z4/10U4/10R4/10E4/15 AEIRST/ 180/0 0"
ENGLISH_LAST_MOVE = ((10, 10), (11, 10), (12, 10), (13, 10))


@pytest.fixture(scope="module")
def fr():
    return load_edition("fr")


@pytest.fixture(scope="module")
def en():
    return load_edition("en")


@pytest.fixture(scope="module")
def output() -> Path:
    OUTPUT.mkdir(exist_ok=True)
    return OUTPUT


def board_view(qtbot, edition, cgp: str, highlight=(), theme: Theme = LIGHT, size=(600, 600)) -> BoardView:
    view = BoardView(theme=theme)
    qtbot.addWidget(view)
    view.set_edition(edition)
    view.set_board(parse_cgp(cgp, edition).position.board, highlight)
    view.resize(*size)
    return view


@pytest.mark.parametrize("size", [(500, 500), (1000, 1000), (900, 520), (430, 800)])
def test_square_at_and_square_rect_round_trip(qtbot, fr, size):
    view = board_view(qtbot, fr, FRENCH_CGP, size=size)
    side = None
    for row in range(SIZE):
        for col in range(SIZE):
            rect = view.square_rect(row, col)
            side = side or rect.width()
            assert rect.width() == pytest.approx(side) and rect.height() == pytest.approx(side)
            assert view.square_at(rect.center()) == (row, col)
            # Near the corners, still inside: the cells tile the grid with no dead gaps.
            assert view.square_at(rect.topLeft() + QPointF(0.5, 0.5)) == (row, col)
            assert view.square_at(rect.bottomRight() - QPointF(0.5, 0.5)) == (row, col)
            assert view.rect().toRectF().contains(rect)
    # The board stays square and centred, with room for the coordinates.
    grid_left, grid_top = view.square_rect(0, 0).topLeft().toTuple()
    grid_right, grid_bottom = view.square_rect(SIZE - 1, SIZE - 1).bottomRight().toTuple()
    assert grid_left > 0 and grid_top > 0
    assert grid_left + grid_right == pytest.approx(size[0])
    assert grid_top + grid_bottom == pytest.approx(size[1])
    assert view.square_at(QPointF(1, 1)) is None
    assert view.square_at(QPointF(size[0] - 1, size[1] - 1)) is None


def test_click_emits_the_square(qtbot, fr):
    view = board_view(qtbot, fr, FRENCH_CGP)
    view.show()
    for row, col in ((0, 0), (7, 3), (14, 14), (13, 9)):
        with qtbot.waitSignal(view.squareClicked, timeout=1000) as blocker:
            qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.square_rect(row, col).center().toPoint())
        assert blocker.args == [row, col]
    with qtbot.assertNotEmitted(view.squareClicked):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
        qtbot.mouseClick(view, Qt.MouseButton.RightButton, pos=view.square_rect(7, 7).center().toPoint())


def test_coordinate_labels_follow_the_convention(qtbot, fr, en):
    view = BoardView()
    qtbot.addWidget(view)
    view.set_edition(fr)
    assert [view.row_label(i) for i in (0, 7, 14)] == ["A", "H", "O"]
    assert [view.col_label(i) for i in (0, 7, 14)] == ["1", "8", "15"]
    european = [(view.row_label(r), view.col_label(c)) for r in range(SIZE) for c in range(SIZE)]
    view.set_edition(en)
    assert [view.row_label(i) for i in (0, 7, 14)] == ["1", "8", "15"]
    assert [view.col_label(i) for i in (0, 7, 14)] == ["A", "H", "O"]
    # The labels name squares the way the notation does.
    for edition in (fr, en):
        view.set_edition(edition)
        for r in range(SIZE):
            for c in range(SIZE):
                name = format_square(r, c, edition.convention)
                assert name in (view.row_label(r) + view.col_label(c), view.col_label(c) + view.row_label(r))
    assert european != [(view.row_label(r), view.col_label(c)) for r in range(SIZE) for c in range(SIZE)]


def test_board_sizing_hints(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    assert view.hasHeightForWidth() and view.heightForWidth(700) == 700
    assert view.sizeHint().width() == 600 and view.minimumSizeHint().width() == 300


@pytest.mark.parametrize(
    ("remaining", "text"),
    [(180, "3:00"), (179.2, "3:00"), (150.0, "2:30"), (150.0000001, "2:30"), (59.5, "1:00"),
     (9.01, "0:10"), (0.4, "0:01"), (0, "0:00"), (-3, "0:00"), (600, "10:00")],
)
def test_timer_text(qtbot, remaining, text):
    assert format_remaining(remaining) == text
    view = TimerView()
    qtbot.addWidget(view)
    view.set_time(remaining, 180, "running")
    assert view.text() == text


def test_timer_states_change_colour_and_caption(qtbot):
    view = TimerView()
    qtbot.addWidget(view)
    colours = {}
    for state, called in (("running", False), ("running", True), ("paused", False), ("expired", False)):
        view.set_time(20, 180, state, called)
        colours[state, called] = view.colour().name()
    assert len(set(colours.values())) == 4
    view.set_time(20, 180, "paused")
    assert view.caption()
    view.set_time(20, 180, "running")
    assert view.caption() == ""
    # after the "write now" call its chime has a visible twin, not only the colour
    view.set_time(20, 180, "running", True)
    assert view.caption() == "Write now"
    with pytest.raises(ValueError):
        view.set_time(20, 180, "stopped")


def test_rack_shows_old_plus_new(qtbot, fr):
    view = RackView()
    qtbot.addWidget(view)
    view.set_edition(fr)
    code = fr.letter_code
    view.set_rack([code("A"), code("E")], [code("R"), code("S"), code("T"), BLANK, code("K")])
    assert view.text() == "AE+RST?K"
    assert view.message() == ""
    view.set_rack([], [code(c) for c in "UUUIIIO"], rejected=True)
    assert view.text() == "UUUIIIO" and view.message()
    view.set_message("Fin de partie")
    assert view.message() == "Fin de partie"
    view.set_rack([code("A")], [code("B")])
    assert view.message() == ""  # a new rack clears the old notice
    assert view.hasHeightForWidth() and view.heightForWidth(800) > view.heightForWidth(400)


# -- screenshots: saved for a person to look at, and checked for what they show ----------------------


def _close(colour: QColor, expected: str, tolerance: int = 24) -> bool:
    wanted = QColor(expected)
    return all(abs(a - b) <= tolerance for a, b in ((colour.red(), wanted.red()), (colour.green(), wanted.green()),
                                                     (colour.blue(), wanted.blue())))


def _square_colour(image: QImage, view: BoardView, row: int, col: int) -> QColor:
    """The face of a square, sampled away from its letter, value and premium label."""
    rect = view.square_rect(row, col)
    return image.pixelColor(QPoint(int(rect.left() + rect.width() * 0.22), int(rect.top() + rect.height() * 0.22)))


def _pixels_near(image: QImage, colour: str, tolerance: int = 24) -> int:
    small = image.scaled(image.width() // 2, image.height() // 2)  # every other pixel: enough to count
    return sum(_close(small.pixelColor(x, y), colour, tolerance)
               for y in range(small.height()) for x in range(small.width()))


@pytest.mark.parametrize("theme", [LIGHT, PROJECTOR], ids=lambda t: t.name)
@pytest.mark.parametrize("side", [500, 1000])
def test_board_screenshots(qtbot, fr, en, output, theme, side):
    """The squares are painted as the theme says: premiums, tiles, a blank, the last master
    move, a valid and a refused preview; in French and English coordinates."""
    view = board_view(qtbot, fr, FRENCH_CGP, FRENCH_LAST_MOVE, theme, (side, side))
    code = fr.letter_code
    view.set_preview([(3, 11, code("F")), (4, 11, code("A")), (5, 11, code("X"))], valid=True)
    view.set_cursor(2, 3, across=True)
    image = view.grab().toImage()
    assert image.save(str(output / f"board_fr_{theme.name}_{side}.png"))
    seen = {
        (0, 0): theme.triple_word, (1, 1): theme.double_word, (0, 3): theme.double_letter,
        (1, 5): theme.triple_letter, (0, 1): theme.plain,
        (7, 3): theme.tile_face, (6, 6): theme.tile_face,  # KIWIS, and the Z above it
        (9, 7): theme.blank_face,  # the blank of CoQUE
        (13, 10): theme.tile_face,  # hALOS's L, on the board before the last move
        (3, 11): theme.preview_face, (5, 11): theme.preview_face,
    }
    seen.update({square: theme.highlight_face for square in FRENCH_LAST_MOVE[1:]})  # (its first is a blank)
    for (row, col), colour in seen.items():
        assert _close(_square_colour(image, view, row, col), colour), (row, col, colour)

    view.set_preview([(8, 2, code("J")), (8, 3, code("E") | BLANK_FLAG)], valid=False)
    view.set_cursor(1, 13, across=False)
    view.set_edition(en)
    view.set_board(parse_cgp(ENGLISH_CGP, en).position.board, ENGLISH_LAST_MOVE)
    image = view.grab().toImage()
    assert image.save(str(output / f"board_en_{theme.name}_{side}.png"))
    for square in ENGLISH_LAST_MOVE:
        assert _close(_square_colour(image, view, *square), theme.highlight_face), square
    assert _close(_square_colour(image, view, 8, 2), theme.preview_invalid_face)  # (8, 3): a blank, paler
    assert _close(_square_colour(image, view, 7, 3), theme.tile_face)  # QUEEN
    assert _close(_square_colour(image, view, 0, 0), theme.triple_word)
    assert [view.row_label(0), view.col_label(0)] == ["1", "A"]


def test_board_screenshot_wide_empty(qtbot, fr, output):
    """A wide space: the board stays square, centred, with the background on both sides."""
    view = BoardView()
    qtbot.addWidget(view)
    view.set_edition(fr)
    view.resize(900, 420)
    image = view.grab().toImage()
    assert image.save(str(output / "board_empty_wide.png"))
    first, last = view.square_rect(0, 0), view.square_rect(SIZE - 1, SIZE - 1)
    assert last.bottom() <= 420 and first.left() > 200 and 900 - last.right() == pytest.approx(first.left(), abs=2)
    assert _close(image.pixelColor(20, 210), LIGHT.background) and _close(image.pixelColor(880, 210), LIGHT.background)
    assert _close(_square_colour(image, view, 7, 7), LIGHT.double_word)  # the centre, empty
    assert _close(_square_colour(image, view, 0, 0), LIGHT.triple_word)


def _tiles_across(image: QImage, theme: Theme) -> list[float]:
    """The tiles a line across the rack's upper part crosses, left to right: each one's mean
    lightness (the '+' and gaps are background or narrow)."""
    def painted(y: int) -> int:
        return sum(not _close(image.pixelColor(x, y), theme.background, 12) for x in range(0, image.width(), 4))

    top = next(y for y in range(image.height()) if painted(y) > image.width() // 16)
    y = top + 4  # above the letters, below the tiles' rounded corners
    runs: list[list[QColor]] = [[]]
    for x in range(image.width()):
        colour = image.pixelColor(x, y)
        if _close(colour, theme.background, 12):
            runs.append([])
        else:
            runs[-1].append(colour)
    tiles = [run for run in runs if len(run) > 12]
    return [sum(c.lightnessF() for c in run) / len(run) for run in tiles]


@pytest.mark.parametrize("theme", [LIGHT, PROJECTOR], ids=lambda t: t.name)
def test_rack_screenshots(qtbot, fr, en, output, theme):
    """Seven tiles: the two kept from the last turn on a darker face than the five new, the
    blank's face the lightest; the refused draw's message; a short rack of three."""
    view = RackView(theme=theme)
    qtbot.addWidget(view)
    view.set_edition(fr)
    code = fr.letter_code
    view.set_rack([code("E"), code("K")], [code("W"), code("A"), BLANK, code("S"), code("Z")])
    view.resize(520, view.heightForWidth(520))
    image = view.grab().toImage()
    assert image.save(str(output / f"rack_{theme.name}_old_new.png"))
    tiles = _tiles_across(image, theme)
    assert len(tiles) == 7, tiles
    old, new, blank = tiles[:2], tiles[2:4] + tiles[5:], tiles[4]
    assert max(old) < min(new) < blank, tiles
    view.set_rack([], [code(c) for c in "UUIIOAE"], rejected=True)
    image = view.grab().toImage()
    assert image.save(str(output / f"rack_{theme.name}_rejected.png"))
    refused = _tiles_across(image, theme)
    assert len(refused) == 7 and min(refused) > max(old), refused
    assert view.message() and _pixels_near(image, theme.message, 40) > 0
    view.resize(300, 140)
    view.set_rack([code(c) for c in "ABC"], [])
    image = view.grab().toImage()
    assert image.save(str(output / f"rack_{theme.name}_short.png"))
    short = _tiles_across(image, theme)
    assert len(short) == 3 and max(short) < min(new), short


@pytest.mark.parametrize("theme", [LIGHT, PROJECTOR], ids=lambda t: t.name)
def test_timer_screenshots(qtbot, output, theme):
    """Each state is painted in its own colour (the digits and the bar), and in no other state's."""
    view = TimerView(theme=theme)
    qtbot.addWidget(view)
    state_colours = {theme.timer_normal, theme.timer_called, theme.timer_expired, theme.timer_paused}
    for state, remaining, called, size in (
        ("idle", 180, False, (240, 110)),
        ("running", 134.3, False, (240, 110)),
        ("running", 24.6, True, (480, 220)),
        ("paused", 71.0, False, (240, 110)),
        ("expired", 0, True, (240, 110)),
    ):
        view.resize(*size)
        view.set_time(remaining, 180, state, called)
        name = f"timer_{theme.name}_{state}{'_called' if called else ''}.png"
        image = view.grab().toImage()
        assert image.save(str(output / name))
        painted = view.colour().name()
        assert _pixels_near(image, painted, 16) > 40, (state, painted)
        for other in state_colours - {painted}:
            if QColor(other).name() != painted:
                assert _pixels_near(image, other, 8) < 10, (state, other)
