"""How the main window shares its room: the sheet, the banners' fixed place, the side panel.

Players aim at cells, so the sheet's place and size follow the window's size and
nothing else: the banners above it get a fixed height, reserved for their largest
content, and the side panel (dice, score, the players' cards) a width computed
from the window's size only. The sheet takes the height the window offers and the
width that height allows; the side panel gets the rest: at the default size two
columns of cards large enough to read every number, in a small window one
column (more players scroll), never so much that the sheet's legend gets small.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QWidget

from knaster_qt.games.knaster.render.geometry import SHEET_HEIGHT_MM, SHEET_WIDTH_MM

SIDE_MIN = 180  # the dice, the Roll button and one column of cards still fit
SIDE_MAX_SOLO = 280  # a solo game's dice and score: more width would only be empty
SCORE_BOX_SIDE = 240  # a narrower side panel (a small window) leaves the score to the sheet
CARD_MAX = 230  # a card wider than this adds no readability, only takes the sheet's room
CARD_MIN_TWO_COLUMNS = 150  # narrower cards go in one column (their digits stay readable)
CARD_PREFERRED = 195  # digits of 11-12 px; the sheet gives up some width for this much
SHEET_KEEPS = 800  # ... as long as the sheet view keeps this width (cells of 75 px and more)
SCROLL_BAR_RESERVE = 14  # room kept for the cards' scroll bar, so it never re-flows them
SHEET_MARGIN = 12  # the sheet view's margin around the paper (its shadow)
CARD_SPACING = 6

PROMPT_LINES = 2  # the bonus prompt, the end notice and the hint wrap to two lines at most


@dataclass(frozen=True)
class SideLayout:
    """The side panel's width and how its cards are laid out."""

    width: int
    columns: int  # of players' cards
    card_width: int


def side_layout(
    central_width: int, central_height: int, banner_height: int, cards: bool
) -> SideLayout:
    """The side panel for a central area of the given size (margins included)."""
    inner_width = central_width - 2 * 6 - 8  # the central layout's margins and spacing
    sheet_height = central_height - 2 * 6 - banner_height - 4 - 2 * SHEET_MARGIN
    sheet_width = max(0, sheet_height) * SHEET_WIDTH_MM / SHEET_HEIGHT_MM + 2 * SHEET_MARGIN
    most = 2 * CARD_MAX + CARD_SPACING + SCROLL_BAR_RESERVE if cards else SIDE_MAX_SOLO
    wanted = inner_width - sheet_width  # the sheet as large as the height allows
    if cards:
        preferred = 2 * CARD_PREFERRED + CARD_SPACING + SCROLL_BAR_RESERVE
        wanted = max(wanted, min(preferred, inner_width - SHEET_KEEPS))
    width = int(min(max(wanted, SIDE_MIN), most))
    room = width - SCROLL_BAR_RESERVE
    columns = 2 if cards and (room - CARD_SPACING) // 2 >= CARD_MIN_TWO_COLUMNS else 1
    card_width = min(CARD_MAX, (room - CARD_SPACING * (columns - 1)) // columns)
    return SideLayout(width, columns, card_width)


def prompt_row_height(font: QFont) -> int:
    """The row of the bonus prompt, the end notice and the hint: two bold lines each."""
    bold = QFont(font)
    bold.setBold(True)
    return PROMPT_LINES * QFontMetrics(bold).lineSpacing() + 2 * 5 + 2 * 2 + 6


class WindowArranger(QObject):
    """Sizes the banner area and the side panel whenever the central widget is resized."""

    def __init__(
        self,
        central: QWidget,
        banner_area: QWidget,
        turn_label: QWidget,
        prompt_labels: Sequence[QWidget],
        side_panel: QWidget,
        score_box: QWidget,
        arrange_cards: Callable[[int, int], None],
    ) -> None:
        super().__init__(central)
        self._central = central
        self._banner_area = banner_area
        self._side_panel = side_panel
        self._score_box = score_box
        self._arrange_cards = arrange_cards  # (columns, card width) -> None
        self.several_players = False
        self.layout = SideLayout(SIDE_MAX_SOLO, 1, SIDE_MIN)
        self._turn_height = turn_label.minimumHeight()  # the TurnBanner's own, fixed
        self._prompt_height = prompt_row_height(central.font())
        for label in prompt_labels:  # they fill the row, whatever they say
            label.setFixedHeight(self._prompt_height)
        central.installEventFilter(self)
        self.arrange()

    def banner_height(self) -> int:
        """The banner area's fixed height: the turn banner (several players) and the prompt row."""
        turn = self._turn_height + 4 if self.several_players else 0
        return turn + self._prompt_height

    def set_several_players(self, several: bool) -> None:
        """A new game: the turn banner is there with several players (a solo game has none)."""
        if several != self.several_players:
            self.several_players = several
            self.arrange()

    def arrange(self) -> None:
        central = self._central
        banner = self.banner_height()
        self._banner_area.setFixedHeight(banner)
        layout = side_layout(central.width(), central.height(), banner, self.several_players)
        self.layout = layout
        self._side_panel.setFixedWidth(layout.width)
        # The score box repeats the sheet's own; with several players the cards give the
        # scores, and in a small window the dice need its room.
        self._score_box.setVisible(not self.several_players and layout.width >= SCORE_BOX_SIDE)
        self._arrange_cards(layout.columns, layout.card_width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._central and event.type() == QEvent.Type.Resize:
            self.arrange()
        return False
