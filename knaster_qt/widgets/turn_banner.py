"""The turn banner of every game: whose turn and what to do, above the sheet or the board.

One widget for the three games, so that the banner is in the same place (on top of the
column of the sheet or board, as wide as it), of the same height and in the same style in
each. Its colours say the situation (``Kind``): a person's turn (orange), a computer player
acting (blue), waiting for a roll or a hand-over (grey), the game over (gold). Its height
is fixed, one line with the roll in large type: what is below it never moves when it
changes; a text too long for the width is set smaller (BannerLabel). A game's presenter
says the text and the kind; the play area only shows them (``show_turn``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QSizePolicy, QWidget

from knaster_qt.change import BannerKind as Kind
from knaster_qt.widgets.banner_label import BannerLabel
from knaster_qt.widgets.tones import Look, follow_scheme, tone

TEXT_PX = 15  # the banner's type
ROLL_FONT_PX = 19  # Knaster's roll in the banner, the largest type in it
PADDING = 6  # inside the border, above and below

# The colours by situation (knaster_qt/widgets/tones.py: light and dark); orange = a person's
# turn.
LOOKS: dict[str, Look] = {
    "turn": Look.TURN,
    "thinking": Look.THINKING,
    "wait": Look.WAIT,
    "over": Look.OVER,
}


def banner_height(font: QFont) -> int:
    """The banner's height: one line with the roll in large type, padding and border."""
    large = QFont(font)
    large.setPixelSize(ROLL_FONT_PX)
    large.setBold(True)
    return QFontMetrics(large).height() + 2 * PADDING + 2 * 2 + 2


class TurnBanner(BannerLabel):
    """The banner above a game's sheet or board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.base_px = TEXT_PX
        self.kind: Kind = "wait"
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # As wide as its column lets it be, never wider: a long text is set smaller instead.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(banner_height(self.font()))
        follow_scheme(self, self._style)  # again when the desktop turns dark or light

    def show_turn(self, text: str, kind: Kind = "turn", *, rich: bool = False) -> None:
        """Say ``text`` in the colours of ``kind``; ``rich``: it is rich text (names in bold,
        escaped), else plain (a name may hold "<")."""
        if kind != self.kind:
            self.kind = kind
            self._style()
        self.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        self.setText(text)

    def _style(self) -> None:
        self.setStyleSheet(tone(LOOKS[self.kind]).label_style(border_px=2, radius=6))
