"""Exact Hit at a hosted table: which statements a seat may send, and the host's dice.

The thrower's seat asks for the throw and decides the rethrow (or keeps); the host draws
the dice. After the throw every player writes at once. Everything is public.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from knaster_qt.games.exact_hit.core.bots.levels import make_bot
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.transcript_read import parse
from knaster_qt.games.exact_hit.core.transcript_write import statement_of
from knaster_qt.kit.core.table_rules import Refusal

_PLAYER_WORDS = frozenset({"write", "cross"})
_DICE = 6


class ExactHitTable:
    """Exact Hit's rules as the referee asks them (knaster_qt/kit/core/table_rules.py)."""

    header = "exact-hit"

    def replay(self, text: str) -> Game:
        return parse(text)

    def seats(self, game: object) -> Sequence[str]:
        return _game(game).names

    def waiting_for(self, game: object) -> Sequence[str]:
        game = _game(game)
        if game.game_over:
            return ()
        if game.dice is None:
            return (game.names[game.thrower],)
        return tuple(name for seat, name in enumerate(game.names) if seat not in game.acted)

    def is_over(self, game: object) -> bool:
        return _game(game).game_over

    def statement(
        self, game: object, seat: str, words: Sequence[str], chance: random.Random
    ) -> str:
        game = _game(game)
        thrower = game.names[game.thrower]
        if list(words) in (["throw"], ["rethrow"], ["keep"]):
            if seat != thrower:
                raise Refusal(f"only {thrower}, who throws this round, decides the dice")
            if words[0] == "keep":
                return "keep"
            if words[0] == "throw":
                values = [chance.randint(1, 6) for _ in range(_DICE)]
            else:  # a die that showed 1 stays 1 (the rules); the replay refuses a rethrow too many
                shown = list(game.dice) if game.dice is not None else [0] * _DICE
                values = [1 if value == 1 else chance.randint(1, 6) for value in shown]
            return " ".join([words[0], *map(str, values)])
        if len(words) >= 2 and words[0] == seat and words[1] in _PLAYER_WORDS:
            return " ".join(words)
        raise Refusal("a seat sends only its own write or cross, or the thrower's decisions")

    def view(self, text: str, game: object, seat: str | None) -> Sequence[str]:
        return text.splitlines()

    def computer_move(self, game: object, seat: str, level: str, seed: int) -> Sequence[str]:
        game = _game(game)
        player = game.names.index(seat)
        if game.game_over:
            return ()
        thrower = player == game.thrower
        if game.dice is None:
            return ("throw",) if thrower else ()
        bot = make_bot(level, seed)
        if thrower and not (game.rethrown or game.kept or game.acted):
            return ("rethrow",) if bot.rethrow(game, player) else ("keep",)
        if player in game.acted:
            return ()
        return (statement_of(seat, bot.choose(game, player), game.dice),)


def _game(game: object) -> Game:
    assert isinstance(game, Game)
    return game
