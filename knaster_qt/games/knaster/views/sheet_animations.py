"""The sheet's short animations: a scored line's white-field circle and the total's circle being
drawn, and the white field that asks for bonus circles breathing. Off with Settings' animations.

Each animation only moves a number from 0 to 1 that the sheet's picture carries
(SheetPicture.field_sweeps, total_circle, pulse); the one painter draws from it.
With animations off the numbers are at their end at once: circles appear whole.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation, Signal

from knaster_qt.games.knaster.render.marks import PULSE_STEPS

SWEEP_MS = 650  # a pen circling a white field
TOTAL_MS = 900  # the circle around the final total
PULSE_MS = 1400  # one breath of the asking white field's frame


class SheetAnimations(QObject):
    """Runs the sheet's animations; ``changed`` asks the view to repaint."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = True
        self._sweep_lines: frozenset[int] = frozenset()
        self.sweep = self._animation(SWEEP_MS, QEasingCurve.Type.InOutSine)
        self.sweep.finished.connect(self._sweep_finished)
        self.total = self._animation(TOTAL_MS, QEasingCurve.Type.InOutSine)
        self.pulse = self._animation(PULSE_MS, QEasingCurve.Type.Linear, repaint=False)
        self.pulse.valueChanged.connect(self._pulse_changed)
        self._pulse_step = 0
        self.pulse.setKeyValueAt(0.5, 1.0)
        self.pulse.setEndValue(0.0)
        self.pulse.setLoopCount(-1)

    def _animation(
        self, duration: int, easing: QEasingCurve.Type, repaint: bool = True
    ) -> QVariantAnimation:
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(easing)
        if repaint:
            animation.valueChanged.connect(lambda _value: self.changed.emit())
        return animation

    def _pulse_changed(self, value: float) -> None:
        # The painter draws PULSE_STEPS frame widths: repaint only when the step changes,
        # not 60 times a second while a prompt waits for the player.
        step = round(float(value) * (PULSE_STEPS - 1))
        if step != self._pulse_step:
            self._pulse_step = step
            self.changed.emit()

    # --- settings -------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        """Animations off end the running ones: what they draw appears whole at once."""
        self._enabled = enabled
        if not enabled:
            for animation in (self.sweep, self.total, self.pulse):
                animation.stop()
            self._sweep_lines = frozenset()
            self.changed.emit()

    def forget_sheet(self) -> None:
        """Another sheet (the turn passed, a new game): what was being drawn belonged to the old one."""
        self.sweep.stop()
        self.total.stop()
        self._sweep_lines = frozenset()
        self.changed.emit()

    # --- starting -------------------------------------------------------------------

    def draw_field_circles(self, lines: frozenset[int]) -> None:
        """Lines were just scored: draw their white fields' circles (all at once)."""
        if not self._enabled or not lines:
            return
        self._sweep_lines = lines
        self.sweep.stop()
        self.sweep.start()

    def draw_total_circle(self) -> None:
        """The game is over: circle the total."""
        if self._enabled:
            self.total.stop()
            self.total.start()

    def breathe(self, asking: bool) -> None:
        """Keep the asking white field breathing while a line asks for circles."""
        running = self.pulse.state() == QVariantAnimation.State.Running
        if asking and self._enabled and not running:
            self.pulse.start()
        elif not asking and running:
            self.pulse.stop()

    # --- what the picture shows now ---------------------------------------------------

    def field_sweeps(self) -> tuple[tuple[int, float], ...]:
        if self.sweep.state() != QVariantAnimation.State.Running:
            return ()
        fraction = float(self.sweep.currentValue())
        return tuple((line, fraction) for line in sorted(self._sweep_lines))

    def total_fraction(self) -> float:
        """How much of the total's circle is drawn (1 once the animation is over or off)."""
        if self.total.state() == QVariantAnimation.State.Running:
            return float(self.total.currentValue())
        return 1.0

    def pulse_value(self) -> float:
        if self.pulse.state() != QVariantAnimation.State.Running:
            return 0.0
        return float(self.pulse.currentValue())

    def _sweep_finished(self) -> None:
        self._sweep_lines = frozenset()
        self.changed.emit()
