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

TEXT_PX = 15  # the banner's type
ROLL_FONT_PX = 19  # Knaster's roll in the banner, the largest type in it
PADDING = 6  # inside the border, above and below

# (background, border, text) by situation; orange = a person's turn.
STYLES: dict[str, tuple[str, str, str]] = {
    "turn": ("#fff3c4", "#d9822b", "#3d2f00"),
    "thinking": ("#dbeafe", "#2563eb", "#1e3a8a"),
    "wait": ("#eef2f7", "#94a3b8", "#1f2937"),
    "over": ("#f7e27c", "#d9822b", "#3d2f00"),
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
        self._style()

    def show_turn(self, text: str, kind: Kind = "turn", *, rich: bool = False) -> None:
        """Say ``text`` in the colours of ``kind``; ``rich``: it is rich text (names in bold,
        escaped), else plain (a name may hold "<")."""
        if kind != self.kind:
            self.kind = kind
            self._style()
        self.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        self.setText(text)

    def _style(self) -> None:
        background, border, ink = STYLES[self.kind]
        self.setStyleSheet(
            f"QLabel {{ background: {background}; color: {ink}; border: 2px solid {border};"
            " border-radius: 6px; padding: 4px; }"
        )
