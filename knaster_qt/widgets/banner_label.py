"""A banner's label in a place of fixed size: a text too long for it is set smaller.

The banners above the sheet have a fixed height (views/window_layout.py), so that the
sheet never moves. When the end notice, the bonus prompt and the hint share the row
in a small window, a long text would be cut off; this label shrinks its type instead,
down to a size that is still read easily.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

SMALLEST_PX = 10  # the type never gets smaller than this


class BannerLabel(QLabel):
    """A word-wrapped label whose font shrinks until its text fits its fixed size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bold = False
        self.base_px: int | None = None  # the type's size when the text fits (None: the window's)

    def set_bold(self, bold: bool) -> None:
        """The banner's type is bold (set here, not in a style sheet, so that it can shrink)."""
        self._bold = bold
        self._fit()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        parent = self.parentWidget()
        font = QFont(parent.font() if parent is not None else self.font())
        font.setBold(self._bold)
        if self.base_px is not None:
            font.setPixelSize(self.base_px)
        self.setFont(font)  # the window's type (or base_px), when the text fits
        if not self.text() or self.width() <= 0:
            return
        size = QFontInfo(font).pixelSize()
        while self.heightForWidth(self.width()) > self.height() and size > SMALLEST_PX:
            size -= 1
            font.setPixelSize(size)
            self.setFont(font)
