"""Knaster at a hosted table: which statements a seat may send, and the host's dice.

After a roll every player writes at once, each on their own sheet, so any seat still to
act may send its statements in any order; a write that completes lines is sent with its
bonus statements as one move (the transcript wants them before anyone else's action).
The roll is drawn by the host when the seat whose turn it is to roll asks for it.
Everything in a Knaster game is public: every seat sees the whole record.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from knaster_qt.games.knaster.core.bots import make_bot
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.transcript_replay import parse_transcript
from knaster_qt.games.knaster.core.turns import next_roller
from knaster_qt.kit.core.table_rules import Refusal, SeatStatements


class KnasterTable(SeatStatements):
    """Knaster's rules as the referee asks them (knaster_qt/kit/core/table_rules.py)."""

    header = "knaster"
    player_words = frozenset({"write", "circle", "bonus", "pass"})
    requests = frozenset({"roll"})
    refusal = "a seat sends only its own write, circle, bonus or pass, or asks to roll"
    read = staticmethod(parse_transcript)

    def to_act(self, game: object) -> Sequence[str]:
        game = _game(game)
        acting = game.players_to_act()
        if acting:  # after a roll: everyone still to write, at once
            return tuple(game.players[player] for player in acting)
        return (game.players[next_roller(game)],)  # then the next roller

    def request(self, game: object, seat: str, word: str, chance: random.Random) -> str:
        roller = _game(game).players[next_roller(_game(game))]
        if seat != roller:
            raise Refusal(f"{roller} rolls next")
        return f"roll {chance.randint(1, 6)} {chance.randint(1, 6)}"

    def computer_move(self, game: object, seat: str, level: str, seed: int) -> Sequence[str]:
        game = _game(game)
        player = game.players.index(seat)
        if game.game_over:
            return ()
        if not game.players_to_act():
            return ("roll",) if next_roller(game) == player else ()
        ahead = game.clone()  # the write and its bonus circles, sent as one move
        bot = make_bot(level, seed)
        statements: list[str] = []
        while player in ahead.players_to_act():
            action = bot.choose(ahead, player)
            ahead.apply(player, action)
            statements.append(f"{seat} {action}")
        return tuple(statements)


def _game(game: object) -> Game:
    assert isinstance(game, Game)
    return game
