"""A game cut into its rolls for the replay: the position after each roll and what happened in it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from knaster_qt.games.knaster.core.actions import Circle, Write
from knaster_qt.games.knaster.core.game import ActionEvent, Game, RollEvent


@dataclass(frozen=True)
class ReplayStep:
    """The position once every player has acted on roll ``number`` (0: before the first roll)."""

    number: int
    game: Game
    total: int | None  # the roll's sum; None for step 0
    dice: tuple[int, int] | None
    actions: tuple[str, ...]  # "Ann write c3", "Ann bonus r3 a3 e3", ... in the order played
    used: tuple[tuple[int, int], ...] = ()  # (player, cell) written or circled on this roll

    def describe(self) -> str:
        if self.total is None:
            return QCoreApplication.translate("KnasterReplay", "Before the first roll")
        if self.actions:
            done = "; ".join(self.actions)  # the transcript's notation: "Ann write c3"
        else:
            done = QCoreApplication.translate("KnasterReplay", "nobody acted yet")
        #: A step of the replay: the roll's number, its sum and what the players did
        return QCoreApplication.translate(
            "KnasterReplay", "Roll {number}: {total} — {done}"
        ).format(number=self.number, total=self.total, done=done)


def replay_steps(game: Game) -> list[ReplayStep]:
    """Replay ``game``'s history through the rules from an empty sheet, one step per roll.

    The last step is the position as it stands (a roll still in progress included).
    """
    replayed = Game(list(game.players), layout=game.layout.id, end_rule=game.end_rule)
    replayed.meta = list(game.meta)
    steps = [ReplayStep(0, replayed.clone(), None, None, ())]
    number = 0
    total: int | None = None
    dice: tuple[int, int] | None = None
    actions: list[str] = []
    used: list[tuple[int, int]] = []
    for event in game.history:
        if isinstance(event, RollEvent):
            if number:
                steps.append(
                    ReplayStep(number, replayed.clone(), total, dice, tuple(actions), tuple(used))
                )
            number += 1
            total, dice, actions, used = event.total, event.dice, [], []
            if event.dice is not None:
                replayed.roll(dice=event.dice)
            else:
                replayed.roll(event.total)
        elif isinstance(event, ActionEvent):
            replayed.apply(event.player, event.action)
            actions.append(f"{game.players[event.player]} {event.action}")
            if isinstance(event.action, Write | Circle):
                used.append((event.player, event.action.cell))
    if number:
        steps.append(ReplayStep(number, replayed.clone(), total, dice, tuple(actions), tuple(used)))
    return steps
