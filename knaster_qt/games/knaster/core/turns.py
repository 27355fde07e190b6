"""Turns at the table as rules: who acts next, who rolls next, what undo takes back, automatic steps.

After a roll every player acts once, in seating order starting with the roller;
a player who owes bonus circles handles them before anyone else acts, and a
player whose step was taken back by an undo plays next (``preferred``). Two
steps leave no choice, so they are made for the player: a pass when no write
and no circle is possible, and the bonus of a completed line whose cells are all
circled already (an empty bonus). Undo takes back a person's own last chosen
step of this roll together with the automatic steps that followed it.

These are plain functions of a Game: they return what to do or what changed
(the core's ActionReports), and the Qt controller shows it.
"""

from __future__ import annotations

from collections.abc import Collection

from knaster_qt.games.knaster.core.actions import PASS, Action, Bonus, Pass
from knaster_qt.games.knaster.core.game import ActionReport, Game
from knaster_qt.games.knaster.core.game_types import ActionEvent, RollEvent

# --- who rolls ------------------------------------------------------------------


def roller(game: Game) -> int:
    """Who rolled the current round (the first player before the first roll)."""
    return (game.rounds - 1) % len(game.players) if game.rounds else 0


def next_roller(game: Game) -> int:
    """Who rolls the next round: the roll goes round the table."""
    return game.rounds % len(game.players)


def seating_order(game: Game) -> list[int]:
    """This round's order of play, starting with the roller."""
    count = len(game.players)
    first = roller(game)
    return [(first + step) % count for step in range(count)]


# --- who acts -------------------------------------------------------------------


def next_to_act(game: Game, preferred: int | None = None) -> int | None:
    """The player who acts now on the current roll, or None when everyone has.

    Bonus circles come before anything anyone else does; then ``preferred`` (whose
    step an undo took back); then the seating order from the roller.
    """
    waiting = game.players_to_act()
    if not waiting:
        return None
    owing = [player for player in waiting if game.pending_bonus(player)]
    if owing:
        return owing[0]
    if preferred in waiting:
        return preferred
    return next(player for player in seating_order(game) if player in waiting)


# --- automatic steps ------------------------------------------------------------


def is_automatic(action: Action | None) -> bool:
    """A step that the rules leave no choice about: a pass, or a bonus with no circle."""
    return isinstance(action, Pass) or (isinstance(action, Bonus) and not action.cells)


def empty_bonus(game: Game, player: int) -> Bonus | None:
    """The first bonus ``player`` owes for a line with no uncircled cell left, or None."""
    for line, _circles in game.pending_bonus(player):
        if game.bonus_required(player, line) == 0:
            return Bonus(line, ())
    return None


def must_pass(game: Game, player: int) -> bool:
    """``player`` has not acted on this roll and has no empty cell and no matching number."""
    if player not in game.players_to_act() or game.pending_bonus(player):
        return False
    return game.legal_actions(player) == [PASS]


def automatic_step(game: Game, player: int) -> Action | None:
    """The step made for ``player`` now (an empty bonus, else a forced pass), or None."""
    bonus = empty_bonus(game, player)
    if bonus is not None:
        return bonus
    return PASS if must_pass(game, player) else None


# --- undo -----------------------------------------------------------------------


def last_action(game: Game, player: int) -> Action | None:
    """``player``'s latest action since the roll, or None."""
    for event in reversed(game.history):
        if isinstance(event, RollEvent):
            return None
        if event.player == player:
            return event.action
    return None


def someone_else_acted_last(game: Game, player: int) -> bool:
    """The latest action in the game is another player's."""
    last = game.history[-1] if game.history else None
    return isinstance(last, ActionEvent) and last.player != player


def can_take_back(game: Game, player: int) -> bool:
    """``player`` has a step of this roll that undo may take back (a pass is never one)."""
    if not game.can_undo(player):
        return False
    return not isinstance(last_action(game, player), Pass)


def undo_target(game: Game, player: int, computers: Collection[int] = ()) -> int | None:
    """Whose step an undo by ``player`` takes back: their own, else the last person who acted.

    A computer player's steps are never taken back; nor is anyone else's while
    ``player`` owes bonus circles.
    """
    if player not in computers and can_take_back(game, player):
        return player
    if game.pending_bonus(player):
        return None
    for event in reversed(game.history):
        if isinstance(event, RollEvent):
            return None
        if event.player not in computers and can_take_back(game, event.player):
            return event.player
    return None


def take_back(game: Game, player: int) -> list[ActionReport]:
    """Undo ``player``'s last chosen step of this roll; the reports of every undone action.

    The automatic steps after it (empty bonuses) go back with it. Once someone
    else has acted after ``player``, the whole move goes back (the write with its
    bonuses): a bonus must follow its write directly in the game's record.
    """
    whole_move = someone_else_acted_last(game, player)
    reports: list[ActionReport] = []
    while game.can_undo(player):
        undone = last_action(game, player)
        reports.append(game.undo(player))
        if not is_automatic(undone) and not (whole_move and isinstance(undone, Bonus)):
            break
    return reports
