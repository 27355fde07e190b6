"""Real dice at the table: when the entry below the dice asks for values, and where they go.

The people throw real dice and type the values: the throw, the thrower's rethrow (asked
when they press Throw again) and a computer thrower's rethrow. This keeps that flow out of
the play area, which only lays the entry out and wires it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from knaster_qt.games.exact_hit.models.controller import Phase

if TYPE_CHECKING:
    from knaster_qt.games.exact_hit.models.controller import ExactHitController
    from knaster_qt.games.exact_hit.views.real_dice_entry import RealDiceEntry


class RealDiceFlow(QObject):
    def __init__(self, controller: ExactHitController, entry: RealDiceEntry) -> None:
        super().__init__(entry)
        self.controller, self.entry = controller, entry
        self._rethrow_entry = False  # the thrower's rethrow is being entered
        entry.entered.connect(self._entered)

    def ask_rethrow(self) -> None:
        """Throw again with real dice: the entry asks for the dice not showing 1."""
        self.entry.ask(self.controller.game.dice)
        self.entry.setVisible(True)
        self.entry.boxes[0].setFocus()
        self._rethrow_entry = True

    def show(self) -> None:
        """The entry shown while values are wanted, and asking for the right ones."""
        controller = self.controller
        phase = controller.phase
        wanted = controller.real_dice and (
            phase is Phase.THROW or controller.computer_rethrow_asked or self._rethrow_entry
        )
        if wanted and not self.entry.isVisible():
            self.entry.ask(controller.game.dice if phase is Phase.RETHROW else None)
        self.entry.setVisible(wanted)

    def _entered(self, values: tuple[int, ...]) -> None:
        controller = self.controller
        dice = (values[0], values[1], values[2], values[3], values[4], values[5])
        if controller.phase is Phase.THROW:
            controller.enter_throw(dice)
        elif controller.computer_rethrow_asked:
            controller.enter_computer_rethrow(dice)
        elif self._rethrow_entry:
            self._rethrow_entry = False
            controller.rethrow(dice)
