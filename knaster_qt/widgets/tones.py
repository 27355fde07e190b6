"""The window's own coloured parts in the desktop's light or dark colour scheme.

A sheet keeps its paper and ink whatever the desktop (it is the printed pad). What frames it
follows the desktop: the turn banner, the hint and notice boxes, the players' cards, the
first-game guide's callout, a name the New Game dialog refuses, the red warnings. In a dark scheme a banner is a deep amber with
light text rather than a pale yellow with dark text, so it neither glares in a dark window
nor loses its text. Which scheme is on is read from the palette the widget paints with
(what a GNOME, KDE or Windows dark setting turns into, and what a user's own theme sets),
not from a setting of the app. Every tone's text reaches WCAG's 4.5:1 against its background
and its accent 3:1, in both schemes (tests/widgets/test_tones.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget


@dataclass(frozen=True)
class Tone:
    """A coloured box: its fill, frame, text, and the accent of its small status words."""

    background: str
    border: str
    text: str
    accent: str

    def label_style(
        self, *, border_px: int = 1, radius: int = 5, padding: int = 4, extra: str = ""
    ) -> str:
        """A QLabel style sheet of this tone (``extra``: more declarations, e.g. a font)."""
        return (
            f"QLabel {{ background: {self.background}; color: {self.text};"
            f" border: {border_px}px solid {self.border}; border-radius: {radius}px;"
            f" padding: {padding}px;{' ' + extra if extra else ''} }}"
        )


class Look(Enum):
    """What a coloured part says; each has a tone per scheme."""

    BANNER = "banner"  # what the player is to do now (the banner above the sheet)
    TURN = "turn"  # a person's turn (orange: the turn banner, the card)
    THINKING = "thinking"  # a computer player about to move (blue)
    WAIT = "wait"  # someone else's turn (grey)
    OVER = "over"  # the game is over; the winners (gold)
    HINT = "hint"  # the strong computer player's advice (blue)
    REFUSED = "refused"  # an input the dialog refuses (a name): a red field
    GUIDE = "guide"  # the first-game guide's callout, and Loop Tiles' step box (orange)


_LIGHT = {
    Look.BANNER: Tone("#fff3c4", "#d9a82b", "#3d2f00", "#a35400"),
    Look.TURN: Tone("#fff3c4", "#d9822b", "#3d2f00", "#a35400"),
    Look.THINKING: Tone("#dbeafe", "#2563eb", "#1e3a8a", "#1d4ed8"),
    Look.WAIT: Tone("#eef2f7", "#94a3b8", "#1f2937", "#4b5563"),
    Look.OVER: Tone("#f7e27c", "#d9822b", "#3d2f00", "#7a5b00"),
    Look.HINT: Tone("#e8f0fe", "#2563eb", "#1e3a8a", "#1d4ed8"),
    Look.REFUSED: Tone("#fde2e2", "#b91c1c", "#1f1f1f", "#b91c1c"),
    Look.GUIDE: Tone("#fff8e6", "#e8590c", "#2b2100", "#c2410c"),
}
_DARK = {
    Look.BANNER: Tone("#4a3812", "#c9992e", "#ffeec2", "#ffb25e"),
    Look.TURN: Tone("#4a3812", "#e0913a", "#ffeec2", "#ffb25e"),
    Look.THINKING: Tone("#1b3153", "#60a5fa", "#dbeafe", "#93c5fd"),
    Look.WAIT: Tone("#2c333d", "#64748b", "#e5e7eb", "#b6bfcc"),
    Look.OVER: Tone("#54440f", "#e0a33a", "#fff3c4", "#ffd76a"),
    Look.HINT: Tone("#1c2d4f", "#3b82f6", "#dbe7ff", "#93c5fd"),
    Look.REFUSED: Tone("#4c1d1d", "#ef4444", "#fee2e2", "#fca5a5"),
    Look.GUIDE: Tone("#3d2814", "#f07b3f", "#ffe8cc", "#ffa366"),
}
# A warning written in the window's own colours (no box): red that reads on its background.
_WARNING = {False: "#a01818", True: "#ff8a80"}


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (default: the application's) is a dark scheme: light text on a
    darker window."""
    palette = QApplication.palette() if palette is None else palette
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return window.lightness() < text.lightness()


def tone(look: Look, palette: QPalette | None = None) -> Tone:
    """``look``'s colours in the scheme of ``palette`` (default: the application's)."""
    return (_DARK if is_dark(palette) else _LIGHT)[look]


def warning_color(palette: QPalette | None = None) -> QColor:
    return QColor(_WARNING[is_dark(palette)])


def warning_style(palette: QPalette | None = None, *, bold: bool = False) -> str:
    """A QLabel style sheet for a warning in red text."""
    weight = " font-weight: bold;" if bold else ""
    return f"QLabel {{ color: {_WARNING[is_dark(palette)]};{weight} }}"


class _SchemeWatcher(QObject):
    """Calls every widget's ``apply`` again when the application's palette changes (the
    desktop switched between light and dark while the app runs, or its theme changed the
    colours). A widget inside a window whose palette its style sheet set is told nothing
    itself, so the application's ``paletteChanged`` is heard, once for all: Qt 6 keeps that
    signal (deprecated in favour of ApplicationPaletteChange events, which would take an
    event filter on the application, called for every event of every widget)."""

    def __init__(self, app: QGuiApplication) -> None:
        super().__init__(app)
        self._styled: dict[int, tuple[QWidget, Callable[[], None]]] = {}
        app.paletteChanged.connect(self._restyle)

    def add(self, widget: QWidget, apply: Callable[[], None]) -> None:
        key = id(widget)
        self._styled[key] = (widget, apply)
        widget.destroyed.connect(lambda: self._styled.pop(key, None))

    def _restyle(self) -> None:
        for _widget, apply in list(self._styled.values()):
            apply()


_WATCHERS: list[_SchemeWatcher] = []  # one per application


def follow_scheme(widget: QWidget, apply: Callable[[], None]) -> None:
    """Run ``apply`` (which styles ``widget`` from its tones) now and after every change of
    the desktop's colour scheme, for as long as ``widget`` lives."""
    apply()
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return
    if not _WATCHERS or _WATCHERS[0].parent() is not app:
        _WATCHERS[:] = [_SchemeWatcher(app)]
    _WATCHERS[0].add(widget, apply)
