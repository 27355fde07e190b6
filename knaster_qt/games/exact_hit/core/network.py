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
from knaster_qt.kit.core.table_rules import Refusal, SeatStatements

_DICE = 6


class ExactHitTable(SeatStatements):
    """Exact Hit's rules as the referee asks them (knaster_qt/kit/core/table_rules.py)."""

    header = "exact-hit"
    player_words = frozenset({"write", "cross"})
    requests = frozenset({"throw", "rethrow", "keep"})
    refusal = "a seat sends only its own write or cross, or the thrower's decisions"
    read = staticmethod(parse)

    def to_act(self, game: object) -> Sequence[str]:
        game = _game(game)
        if game.dice is None:  # the thrower throws
            return (game.names[game.thrower],)
        return tuple(name for seat, name in enumerate(game.names) if seat not in game.acted)

    def request(self, game: object, seat: str, word: str, chance: random.Random) -> str:
        game = _game(game)
        thrower = game.names[game.thrower]
        if seat != thrower:
            raise Refusal(f"only {thrower}, who throws this round, decides the dice")
        if word == "keep":
            return "keep"
        if word == "throw":
            values = [chance.randint(1, 6) for _ in range(_DICE)]
        else:  # a die that showed 1 stays 1 (the rules); the replay refuses a rethrow too many
            shown = list(game.dice) if game.dice is not None else [0] * _DICE
            values = [1 if value == 1 else chance.randint(1, 6) for value in shown]
        return " ".join([word, *map(str, values)])

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
