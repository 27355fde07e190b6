"""The callout of every game's first-game guide: a bubble of a few words with Next and Skip,
a ring around what it points at and a line from the bubble to the ring; and ``GameGuide``,
what every game's guide does alike around it: following the game's controller from stage to
stage, starting, ending, saying its step again in place.

A game's guide (Knaster's ``views/first_game_guide.py``, Loop Tiles' and Exact Hit's
``views/guide.py``) decides what to say and where to point, following its controller; the
callout only shows it on the window, keeps it in place when the window changes its size, and
says when the person clicked Next or skipped (the Skip button or Escape). It only points:
clicks pass through the ring to the game, whose controller decides what is legal.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, cast

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPainterPath, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from knaster_qt.texts import key_text
from knaster_qt.widgets.tones import Look, follow_scheme, tone

if TYPE_CHECKING:
    from knaster_qt.change import Change
    from knaster_qt.kit.row_models import Followed


class TargetsOnWindow(Protocol):
    """What a guide points at: at least the window that shows the game (a game's guide
    names its widgets beside it)."""

    @property
    def window(self) -> QWidget: ...


Stage = TypeVar("Stage", bound=enum.Enum)  # a game's guide's stages
# The game's controller, a Followed (its changed and replaced signals). The bound says QObject
# only: mypy checks a type argument against a protocol before it knows that a controller's
# ``changed = Signal(...)`` gives a SignalInstance on an instance.
Controller = TypeVar("Controller", bound=QObject)
Targets = TypeVar("Targets", bound=TargetsOnWindow)

_RING = QColor("#e8590c")


class GuideBubble(QFrame):
    """The callout: a few words, Next and Skip; drawn as a bubble beside what it points at."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guideBubble")
        follow_scheme(self, self._style)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.next_button = QPushButton(self)
        self.skip_button = QPushButton(self)
        for button in (self.next_button, self.skip_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the game its keys
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.setFixedWidth(270)

    def _style(self) -> None:
        """The bubble in the desktop's scheme: pale orange with dark text, or the reverse."""
        look = tone(Look.GUIDE)
        self.setStyleSheet(
            f"QFrame#guideBubble {{ background: {look.background}; border: 2px solid"
            f" {look.border}; border-radius: 8px; }} QLabel {{ color: {look.text};"
            " background: transparent; }"
        )


class GuideOverlay(QWidget):
    """A ring around the thing pointed at and a line from the bubble to it; clicks pass."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.target = QRectF()
        self.tail_from = QPointF()

    def ring(self) -> QRectF:
        return self.target.adjusted(-4, -4, 4, 4)

    def tail(self) -> list[QPointF]:
        """The line from the bubble to the ring, in two straight pieces: first across to the
        ring's nearer edge line, then along it to the ring. On a sheet it so runs along a
        grid line between rows or columns, never through the numbers written in the cells."""
        ring, start = self.ring(), self.tail_from
        if ring.left() <= start.x() <= ring.right():  # above or below: along a column's edge
            x = ring.left() if start.x() - ring.left() < ring.right() - start.x() else ring.right()
            turn = QPointF(x, start.y())
        else:  # beside it: along the edge line of the ring's row
            y = ring.top() if start.y() - ring.top() < ring.bottom() - start.y() else ring.bottom()
            turn = QPointF(start.x(), y)
        return [start, turn, nearest_point(ring, turn)]

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.target.isEmpty():
            return
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(_RING, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.ring(), 6, 6)
            start, *rest = self.tail()
            path = QPainterPath(start)
            for point in rest:
                path.lineTo(point)
            painter.drawPath(path)
            painter.setBrush(_RING)
            painter.drawEllipse(rest[-1], 4, 4)
        finally:
            painter.end()


class GuideCallout(QObject):
    """The bubble and the ring of a guide on ``window``, until ``close``.

    ``show`` puts the words beside the target; ``nextClicked`` and ``skipped`` say what the
    person did; ``refresh`` (given by the guide) is asked again when the window changes its
    size or its language, so the guide says its step again in place.
    """

    nextClicked = Signal()
    skipped = Signal()  # the Skip button or Escape

    def __init__(self, window: QWidget, refresh: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self._refresh = refresh
        self.overlay = GuideOverlay(window)
        self.bubble = GuideBubble(window)
        self.bubble.next_button.clicked.connect(self.nextClicked)
        self.bubble.skip_button.clicked.connect(self.skipped)
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window, self.skipped.emit)
        self._escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self.open = True
        window.installEventFilter(self)  # follow the window's size and language
        self.overlay.show()
        self.bubble.show()

    def show(
        self,
        text: str,
        target: QRectF,
        *,
        waiting: bool,
        last: bool = False,
        keep_free: Sequence[QRectF] = (),
    ) -> None:
        """Say ``text`` beside ``target`` (window coordinates). ``waiting``: the guide waits
        for the person's move (no Next button); ``last``: Next says Finish. ``keep_free``:
        larger areas round the target the bubble should rather not cover, widest first (it
        takes the first it can stand beside)."""
        bubble = self.bubble
        bubble.text.setText(text)
        bubble.next_button.setVisible(not waiting)
        # The buttons' words keep the context of Knaster's guide, where they were first
        # written, so the catalogues keep their translations (lupdate reads it in each call).
        bubble.next_button.setText(
            QCoreApplication.translate("FirstGameGuide", "&Finish")
            if last
            else QCoreApplication.translate("FirstGameGuide", "&Next")
        )
        bubble.skip_button.setText(QCoreApplication.translate("FirstGameGuide", "&Skip guide"))
        bubble.skip_button.setToolTip(
            QCoreApplication.translate(
                "FirstGameGuide", "End the guide and play on ({key})"
            ).format(key=key_text("Escape"))
        )
        self._place(target, [*keep_free, target])

    def close(self) -> None:
        self.open = False
        self.overlay.hide()
        self.bubble.hide()
        self._escape.setEnabled(False)
        self.window.removeEventFilter(self)

    def _place(self, target: QRectF, tiers: Sequence[QRectF]) -> None:
        """The bubble beside the target (right, below, left or above, inside the window),
        beside the widest of ``tiers`` that leaves room; the overlay draws the ring around
        the target and the tail to it."""
        bubble = self.bubble
        bubble.adjustSize()
        size = bubble.size()
        area = QRectF(self.window.rect()).adjusted(8, 8, -8, -8)
        chosen = None
        for avoid in tiers:
            chosen = _beside(target, avoid.united(target), QSizeF(size), area)
            if chosen is not None:
                break
        if chosen is None:  # a tiny window: at the target's bottom right
            corner = target.bottomRight() - QPointF(size.width(), size.height())
            chosen = _clamp(QRectF(corner, QSizeF(size)), area)
        bubble.move(chosen.topLeft().toPoint())
        self.overlay.setGeometry(self.window.rect())
        self.overlay.target = target
        self.overlay.tail_from = nearest_point(chosen, target.center())
        self.overlay.raise_()
        bubble.raise_()
        self.overlay.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A new size moves the callout; a new language (Edit > Language) rewords it.
        again = event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.LayoutRequest,
            QEvent.Type.LanguageChange,
        )
        if watched is self.window and again and self.open:
            self._refresh()
        return False


def nearest_point(rect: QRectF, point: QPointF) -> QPointF:
    """The point of ``rect`` nearest to ``point``."""
    return QPointF(
        min(max(point.x(), rect.left()), rect.right()),
        min(max(point.y(), rect.top()), rect.bottom()),
    )


def _beside(target: QRectF, avoid: QRectF, size: QSizeF, area: QRectF) -> QRectF | None:
    """A place for a bubble of ``size`` right of, below, left of or above ``avoid``, level with
    ``target`` and inside ``area``; None if each of them would cover ``avoid``."""
    gap = 24.0
    middle_y = target.center().y() - size.height() / 2
    middle_x = target.center().x() - size.width() / 2
    for spot in (
        QPointF(avoid.right() + gap, middle_y),
        QPointF(middle_x, avoid.bottom() + gap),
        QPointF(avoid.left() - gap - size.width(), middle_y),
        QPointF(middle_x, avoid.top() - gap - size.height()),
    ):
        rect = _clamp(QRectF(spot, size), area)
        if not rect.intersects(avoid):
            return rect
    return None


def _clamp(rect: QRectF, area: QRectF) -> QRectF:
    x = min(max(rect.x(), area.left()), area.right() - rect.width())
    y = min(max(rect.y(), area.top()), area.bottom() - rect.height())
    return QRectF(x, y, rect.width(), rect.height())


@dataclass(frozen=True)
class GuideStep:
    """What a guide says at one step: ``text`` beside ``target`` (window coordinates), and
    the larger areas round the target the bubble should rather not cover, widest first
    (``GuideCallout.show``'s ``keep_free``)."""

    text: str
    target: QRectF
    keep_free: Sequence[QRectF] = ()


class GameGuide(QObject, Generic[Stage, Controller, Targets]):
    """What every game's first-game guide does alike: it follows the game's ``controller``
    through its stages, pointing at ``targets`` on ``targets.window``, with its callout on
    the window (made by ``open_callout``, closed by ``close``), Next and Skip (the button or
    Escape) wired to ``next`` and ``skip``, the step said again in place when the window
    changes (``show``), and where a widget, or a rectangle of one, lies on the window.

    A game's guide names its ``stages``: an enum listing them in the order the guide goes
    through them, the first (at ``start``) first, then the last step (its Next says Finish),
    then the one the guide has ended at (``end``); and the ``explaining`` ones, which only
    explain (Next moves on; at the others the guide waits for the person's move). Another
    game on the controller (``replaced``) ends the guide: it has nothing to point at any
    more. A game's guide says only its steps: what each Change means for its stage
    (``follow``), where Next leads (``next``) and what it says where (``current_step``).
    """

    finished = Signal(bool)  # True: followed to the end; False: skipped
    stages: type[Stage]  # in order: the first, ..., the last step, ended
    explaining: Collection[Stage]  # the stages Next moves on from

    def __init__(self, controller: Controller, targets: Targets) -> None:
        super().__init__(targets.window)
        self.controller = controller
        self.targets = targets
        self.window = targets.window
        self.callout: GuideCallout | None = None  # made by open_callout
        order = list(self.stages)  # the first, ..., the last step, ended
        self._first, self._last, self._over = order[0], order[-2], order[-1]
        self.stage = self._first
        self._followed = cast("Followed", controller)
        self._followed.changed.connect(self._changed)
        self._followed.replaced.connect(self._replaced)

    @property
    def active(self) -> bool:
        return self.stage is not self._over

    @property
    def bubble(self) -> GuideBubble:
        assert self.callout is not None, "start() first"
        return self.callout.bubble

    @property
    def overlay(self) -> GuideOverlay:
        assert self.callout is not None, "start() first"
        return self.callout.overlay

    def start(self) -> None:
        """Begin on the game now on the controller (a new game: see the game's
        ``needs_new_game``)."""
        self.stage = self._first
        self.open_callout()
        self.show()

    def open_callout(self) -> None:
        self.callout = GuideCallout(self.window, self._refresh)
        self.callout.nextClicked.connect(self.next)
        self.callout.skipped.connect(self.skip)

    def next(self) -> None:
        """The Next button (Finish on the last step)."""
        raise NotImplementedError

    def follow(self, change: Change) -> None:
        """The game changed (the guide runs): move on, or say the step again."""
        raise NotImplementedError

    def current_step(self) -> GuideStep:
        """What to say at the stage the guide is at, and where to point."""
        raise NotImplementedError

    def show(self) -> None:
        """Say the step the guide is at and point at its target."""
        step = self.current_step()
        assert self.callout is not None, "start() first"
        self.callout.show(
            step.text,
            step.target,
            waiting=self.stage not in self.explaining,
            last=self.stage is self._last,
            keep_free=step.keep_free,
        )

    def _go(self, stage: Stage) -> None:
        self.stage = stage
        self.show()

    def skip(self) -> None:
        if self.active:
            self.end(False)

    def end(self, completed: bool) -> None:
        """The guide ends (``completed``: followed to its last step): it stops following its
        controller, and its callout goes."""
        self.stage = self._over
        self._followed.changed.disconnect(self._changed)
        self._followed.replaced.disconnect(self._replaced)
        self.close(completed)

    def close(self, completed: bool) -> None:
        """The callout goes; ``finished`` says how."""
        if self.callout is not None:
            self.callout.close()
        self.finished.emit(completed)

    def _changed(self, change: Change) -> None:
        if self.active:
            self.follow(change)

    def _replaced(self) -> None:
        if self.active:
            self.end(False)  # another game is in place: the guide has nothing to point at

    def _refresh(self) -> None:
        if self.active:
            self.show()

    def rect_of(self, widget: QWidget) -> QRectF:
        """``widget``'s rectangle in the window's coordinates."""
        corner = widget.mapTo(self.window, QPoint(0, 0))
        return QRectF(QRect(corner, widget.size()))

    def rect_on(self, widget: QWidget, rect: QRectF) -> QRectF:
        """``rect``, given in ``widget``'s coordinates (a cell, a square, a slot), in the
        window's."""
        return rect.translated(QPointF(widget.mapTo(self.window, QPoint(0, 0))))
