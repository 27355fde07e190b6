"""The computer players, one class per level; each decides a whole turn at once.

A decision is the placements to make in order (then the turn ends) or the exchange
of a stuck player. Every player decides from a :class:`PlayerView` only (what its
seat can see), so no level ever knows another rack or the bag's order.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from knaster_qt.games.loop_tiles.core.bots.layout import Layout, mask_of
from knaster_qt.games.loop_tiles.core.bots.planning import (
    Placement,
    Plan,
    all_plans,
    best_plan,
    best_points,
)
from knaster_qt.games.loop_tiles.core.bots.view import PlayerView
from knaster_qt.games.loop_tiles.core.game import MAX_TILES_PER_TURN, RACK_SIZE, Game
from knaster_qt.games.loop_tiles.core.material import Tile


@dataclass(frozen=True)
class Decision:
    """Place these tiles in this order and end the turn, or (``exchange``) swap the rack."""

    placements: tuple[Placement, ...] = ()
    exchange: bool = False


def _nothing_fits(view: PlayerView) -> Decision:
    """Exchange when the rules allow it and it can bring something (a fresh turn, a
    rack to swap, tiles in the bag); otherwise end the turn."""
    if view.room == MAX_TILES_PER_TURN and view.rack and view.bag_count:
        return Decision(exchange=True)
    return Decision()


class RandomBot:
    """Any plan that places at least one tile, chosen uniformly; exchanges when stuck."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Decision:
        return self.decide(PlayerView.of(game, player))

    def decide(self, view: PlayerView) -> Decision:
        layout = Layout(view.board, view.placed)
        plans = [plan for plan in all_plans(layout, view.rack, view.room) if plan.placements]
        if not plans:
            return _nothing_fits(view)
        return Decision(self._rng.choice(plans).placements)


class EasyBot:
    """A beginner: one tile at a time, each where it scores most (it does not plan
    a sequence), often a worse one; it stops early now and then."""

    SLIP = 0.3  # the chance to take a random fitting placement instead of the best
    STOP = 0.25  # after each tile, the chance to end the turn there

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Decision:
        return self.decide(PlayerView.of(game, player))

    def decide(self, view: PlayerView) -> Decision:
        layout = Layout(view.board, view.placed)
        rack = list(view.rack)
        placements: list[Placement] = []
        while len(placements) < view.room:
            singles = [plan for plan in all_plans(layout, rack, 1) if plan.placements]
            if not singles:
                break
            if self._rng.random() < self.SLIP:
                plan = self._rng.choice(singles)
            else:
                plan = max(singles, key=lambda plan: plan.points)
            tile, square = plan.placements[0]
            layout.place(layout.index(square), mask_of(tile.ends), tile.value)
            rack.remove(tile)
            placements.append((tile, square))
            if self._rng.random() < self.STOP:
                break
        if not placements:
            return _nothing_fits(view)
        return Decision(tuple(placements))


class GreedyBot:
    """The plain greedy player: the plan of up to three tiles that scores most this turn.

    Its play is a function of the position alone; ``seed`` is accepted only for the
    uniform interface.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, game: Game, player: int) -> Decision:
        return self.decide(PlayerView.of(game, player))

    def decide(self, view: PlayerView) -> Decision:
        plan = best_plan(Layout(view.board, view.placed), view.rack, view.room)
        if not plan.placements:
            return _nothing_fits(view)
        return Decision(plan.placements)


@dataclass(frozen=True)
class Weights:
    """How the medium and strong players value what a plan leaves behind."""

    keep: float = 2.0  # per point of value above the unseen tiles' mean, for a kept tile
    danger: float = 1.0  # times the points the next player is expected to score after us


class Evaluator:
    """Judges plans by their points, the tiles they keep and (strong) the reply they allow."""

    def __init__(self, view: PlayerView, weights: Weights) -> None:
        self.view = view
        self.weights = weights
        values = [tile.value for tile in view.unseen]
        self.mean_value = sum(values) / len(values) if values else 0.0
        # Tiles still to come into play (the unseen and what we keep): a square none of
        # them fits is dead, and a board with only dead squares ends the game.
        self.unseen_masks = {mask_of(tile.ends) for tile in view.unseen}

    def keep_value(self, plan: Plan) -> float:
        """Kept high tiles are worth more than what the bag would bring instead (they can
        wait for a bonus square), kept low ones less; nothing on the last turn."""
        view = self.view
        if view.turns_left == 1 or (view.bag_count == 0 and len(view.unseen) <= RACK_SIZE):
            return 0.0
        kept = list(view.rack)
        for tile in plan.tiles:
            kept.remove(tile)
        return self.weights.keep * sum(tile.value - self.mean_value for tile in kept)

    def closes(self, layout: Layout, plan: Plan) -> bool:
        """Whether after ``plan`` no tile still to come fits anywhere: the game ends."""
        kept = list(self.view.rack)
        for tile in plan.tiles:
            kept.remove(tile)
        masks = self.unseen_masks | {mask_of(tile.ends) for tile in kept}
        return not any(spot.fits(mask) for spot in layout.spots.values() for mask in masks)

    def final_margin(self, plan: Plan) -> float:
        """Our lead over the best other player once this plan's points are in."""
        view = self.view
        mine = view.scores[view.player] + plan.points
        others = [score for seat, score in enumerate(view.scores) if seat != view.player]
        return mine - max(others, default=0)


ENDS_GAME = 1000.0  # closing the board when ahead beats any points; when behind, avoid it


class MediumBot:
    """Greedy with judgement, no look-ahead: this turn's points plus the value of the
    tiles it keeps, and it closes the board (ending the game) only when in the lead."""

    def __init__(self, seed: int | None = None, weights: Weights | None = None) -> None:
        self.seed = seed
        self.weights = weights or Weights(keep=1.0, danger=0.0)

    def choose(self, game: Game, player: int) -> Decision:
        return self.decide(PlayerView.of(game, player))

    def decide(self, view: PlayerView) -> Decision:
        layout = Layout(view.board, view.placed)
        plans = all_plans(layout, view.rack, view.room)
        if len(plans) == 1 and view.room == MAX_TILES_PER_TURN:
            return _nothing_fits(view)
        evaluator = Evaluator(view, self.weights)
        best = max(plans, key=lambda plan: self._value(plan, layout, evaluator))
        return Decision(best.placements)

    def _value(self, plan: Plan, layout: Layout, evaluator: Evaluator) -> float:
        return judged_value(plan, layout, evaluator)


def judged_value(plan: Plan, layout: Layout, evaluator: Evaluator) -> float:
    """The medium player's judgement: points, the tiles kept, and the end of the game if
    the plan closes the board."""
    value = plan.points + evaluator.keep_value(plan)
    return value + _closing_value(plan, layout, evaluator)


def _closing_value(plan: Plan, layout: Layout, evaluator: Evaluator) -> float:
    """ENDS_GAME (plus the margin) for a plan that closes the board in the lead; minus
    that when it closes it behind; 0 when the game goes on."""
    _apply(layout, plan)
    closed = evaluator.closes(layout, plan) and evaluator.view.players > 1
    _undo(layout, plan)
    if not closed:
        return 0.0
    margin = evaluator.final_margin(plan)
    if margin > 0:
        return ENDS_GAME + margin
    return -ENDS_GAME + margin


def _apply(layout: Layout, plan: Plan) -> None:
    for tile, square in plan.placements:
        layout.place(layout.index(square), mask_of(tile.ends), tile.value)


def _undo(layout: Layout, plan: Plan) -> None:
    for _tile, square in reversed(plan.placements):
        layout.lift(layout.index(square))


class StrongBot:
    """Looks one reply ahead: of the plans the medium player's judgement ranks highest,
    the one that leaves the next player least, that player's best turn averaged over
    racks sampled from the tiles it cannot see (the same samples for every plan).

    Settings tuned in self-play against the greedy player (docs/PERFORMANCE.md).
    """

    def __init__(
        self,
        seed: int | None = None,
        candidates: int = 8,
        samples: int = 4,
        weights: Weights | None = None,
    ) -> None:
        self._rng = random.Random(seed)
        self.candidates = candidates
        self.samples = samples
        self.weights = weights or Weights()

    def choose(self, game: Game, player: int) -> Decision:
        return self.decide(PlayerView.of(game, player))

    def decide(self, view: PlayerView) -> Decision:
        layout = Layout(view.board, view.placed)
        plans = all_plans(layout, view.rack, view.room)
        if len(plans) == 1 and view.room == MAX_TILES_PER_TURN:
            return _nothing_fits(view)
        evaluator = Evaluator(view, self.weights)
        judged = sorted(
            ((judged_value(plan, layout, evaluator), plan) for plan in plans),
            key=lambda pair: pair[0],
            reverse=True,
        )[: self.candidates]
        racks = self._sample_racks(view)
        best, best_value = judged[0][1], float("-inf")
        for value, plan in judged:
            if racks and abs(value) < ENDS_GAME / 2:  # the game goes on: the reply counts
                value -= self.weights.danger * self._reply(plan, layout, racks)
                value -= ENDS_GAME * closing_risk(plan, layout, evaluator, racks)
            if value > best_value:
                best, best_value = plan, value
        return Decision(best.placements)

    def _sample_racks(self, view: PlayerView) -> list[list[Tile]]:
        last_turn = view.turns_left == 1 and view.player == view.players - 1
        if view.players == 1 or not view.unseen or last_turn:
            return []  # nobody replies
        size = min(RACK_SIZE, len(view.unseen))
        return [self._rng.sample(view.unseen, size) for _ in range(self.samples)]

    def _reply(self, plan: Plan, layout: Layout, racks: Sequence[list[Tile]]) -> float:
        """The next player's best turn after ``plan``, averaged over the sampled racks."""
        _apply(layout, plan)
        reply = sum(best_points(layout, rack, MAX_TILES_PER_TURN) for rack in racks)
        _undo(layout, plan)
        return reply / len(racks)


def closing_risk(
    plan: Plan, layout: Layout, evaluator: Evaluator, racks: Sequence[list[Tile]]
) -> float:
    """The share of the sampled racks with which the next player could close the board
    and so end the game in the lead (only a board with at most three open squares
    that a tile still to come fits can be closed in one turn)."""
    view = evaluator.view
    kept = list(view.rack)
    for tile in plan.tiles:
        kept.remove(tile)
    _apply(layout, plan)
    to_come = Counter(mask_of(tile.ends) for tile in (*view.unseen, *kept))
    live = [spot for spot in layout.spots.values() if any(spot.fits(m) for m in to_come)]
    share = 0.0
    if len(live) <= MAX_TILES_PER_TURN:
        mine = view.scores[view.player] + plan.points
        nxt = (view.player + 1) % view.players
        for rack in racks:
            for reply in all_plans(layout, rack, MAX_TILES_PER_TURN):
                if view.scores[nxt] + reply.points <= mine or not reply.placements:
                    continue
                left = to_come - Counter(mask_of(tile.ends) for tile in reply.tiles)
                _apply(layout, reply)
                closed = not any(spot.fits(m) for spot in layout.spots.values() for m in left)
                _undo(layout, reply)
                if closed:
                    share += 1 / len(racks)
                    break
    _undo(layout, plan)
    return share
