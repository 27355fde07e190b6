"""The sheet's short animations: a scored line's white-field circle and the total's circle being
drawn, and the white field that asks for bonus circles breathing. Off with Settings' animations.

Each animation only moves a number from 0 to 1 that the sheet's picture carries
(SheetPicture.field_sweeps, total_circle, pulse); the one painter draws from it.
With animations off the numbers are at their end at once: circles appear whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from knaster_qt.games.knaster.render.marks import PULSE_STEPS

if TYPE_CHECKING:  # made when first run (see SheetAnimations): not before the first paint
    from PySide6.QtCore import QEasingCurve, QVariantAnimation

SWEEP_MS = 650  # a pen circling a white field
TOTAL_MS = 900  # the circle around the final total
PULSE_MS = 1400  # one breath of the asking white field's frame


class SheetAnimations(QObject):
    """Runs the sheet's animations; ``changed`` asks the view to repaint.

    Each animation (``sweep``, ``total``, ``pulse``) is made the first time it is run or
    asked for: the sheet is made, and painted, before the app's first paint, and Qt's
    animation classes cost PySide6 their enums (about 7 M instructions) when first named.
    Until then the animation is not running, and the picture shows what is drawn whole.
    """

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = True
        self._sweep_lines: frozenset[int] = frozenset()
        self._made: dict[str, QVariantAnimation] = {}
        self._pulse_step = 0

    @property
    def sweep(self) -> QVariantAnimation:
        """A pen circling the white fields of the lines just scored."""
        return self._animation("sweep")

    @property
    def total(self) -> QVariantAnimation:
        """The circle around the final total."""
        return self._animation("total")

    @property
    def pulse(self) -> QVariantAnimation:
        """The asking white field's frame breathing (runs until the prompt goes)."""
        return self._animation("pulse")

    def _animation(self, name: str) -> QVariantAnimation:
        animation = self._made.get(name)
        if animation is None:
            animation = self._made[name] = self._make(name)
        return animation

    def _make(self, name: str) -> QVariantAnimation:
        from PySide6.QtCore import QEasingCurve

        if name == "sweep":
            sweep = self._new(SWEEP_MS, QEasingCurve.Type.InOutSine)
            sweep.finished.connect(self._sweep_finished)
            return sweep
        if name == "total":
            return self._new(TOTAL_MS, QEasingCurve.Type.InOutSine)
        pulse = self._new(PULSE_MS, QEasingCurve.Type.Linear, repaint=False)
        pulse.valueChanged.connect(self._pulse_changed)
        pulse.setKeyValueAt(0.5, 1.0)
        pulse.setEndValue(0.0)
        pulse.setLoopCount(-1)
        return pulse

    def _new(
        self, duration: int, easing: QEasingCurve.Type, repaint: bool = True
    ) -> QVariantAnimation:
        from PySide6.QtCore import QVariantAnimation

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(easing)
        if repaint:
            animation.valueChanged.connect(lambda _value: self.changed.emit())
        return animation

    def _running(self, name: str) -> QVariantAnimation | None:
        """The animation ``name`` if it is running now (one never made is not)."""
        animation = self._made.get(name)
        if animation is not None and animation.state() == animation.State.Running:
            return animation
        return None

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
            for animation in self._made.values():
                animation.stop()
            self._sweep_lines = frozenset()
            self.changed.emit()

    def forget_sheet(self) -> None:
        """Another sheet (the turn passed, a new game): what was being drawn belonged to the old one."""
        for name in ("sweep", "total"):
            if name in self._made:
                self._made[name].stop()
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
        running = self._running("pulse") is not None
        if asking and self._enabled and not running:
            self.pulse.start()
        elif not asking and running:
            self.pulse.stop()

    # --- what the picture shows now ---------------------------------------------------

    def field_sweeps(self) -> tuple[tuple[int, float], ...]:
        sweep = self._running("sweep")
        if sweep is None:
            return ()
        fraction = float(sweep.currentValue())
        return tuple((line, fraction) for line in sorted(self._sweep_lines))

    def total_fraction(self) -> float:
        """How much of the total's circle is drawn (1 once the animation is over or off)."""
        total = self._running("total")
        return 1.0 if total is None else float(total.currentValue())

    def pulse_value(self) -> float:
        pulse = self._running("pulse")
        return 0.0 if pulse is None else float(pulse.currentValue())

    def _sweep_finished(self) -> None:
        self._sweep_lines = frozenset()
        self.changed.emit()
