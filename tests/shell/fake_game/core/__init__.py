"""Coin Toss rules: each player in turn guesses a side, the coin falls; no Qt.

The rules core of the example game (docs/GAME-INTERFACE.md, "How to add a game"): plain
Python that the controller, the shell's ``check`` and the records all read, and that a test
plays without a window. One point per right guess; the game ends after the rule's number of
tosses. The coin falls heads and tails in turn (heads first), so a test knows every result.
Its transcript (``cointoss 1``) is a header line, ``player NAME [LEVEL]`` lines, an optional
``rule RULE`` line and one ``toss NAME GUESS`` line per toss.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from knaster_qt.games import GameFileError
from knaster_qt.input_files import read_input_file

# The kit's core reads transcript text the way every game's transcripts are written (UTF-8,
# BOM, LF or CRLF, '#' comments), raising the game's own error: no game decodes text itself.
from knaster_qt.kit.core.transcript_text import decode_text, split_lines, statement_words

SIDES = ("heads", "tails")
RULES = {"ten-tosses": 10, "four-tosses": 4}
HEADER = "cointoss 1"


class CoinTossError(GameFileError):
    """A Coin Toss transcript that cannot be read (the shell and ``check`` report any
    GameFileError the same way: ``FILE:LINE: error: MESSAGE``)."""


def score(guesses: list[str], tosses: list[str]) -> int:
    """One point per right guess."""
    return sum(guess == toss for guess, toss in zip(guesses, tosses, strict=True))


def toss(number: int) -> str:
    """The side the coin shows at toss ``number`` (0-based): known ahead, for the tests."""
    return SIDES[number % 2]


@dataclass
class CoinToss:
    players: tuple[str, ...]
    levels: dict[str, str] = field(default_factory=dict)  # computer players' levels
    rule: str = "ten-tosses"
    guesses: list[str] = field(default_factory=list)

    @property
    def tosses(self) -> list[str]:
        return [toss(number) for number in range(len(self.guesses))]

    @property
    def length(self) -> int:
        """How many tosses the game has (its rule): the item model's rows."""
        return RULES[self.rule]

    @property
    def over(self) -> bool:
        return len(self.guesses) >= self.length

    @property
    def to_play(self) -> int:
        return len(self.guesses) % len(self.players)

    def player_of(self, number: int) -> int:
        """The seat that guesses at toss ``number``."""
        return number % len(self.players)

    def guess(self, side: str) -> bool:
        """The player to play guesses ``side``; True if the coin showed it. The core, not a
        widget, decides what is legal: a guess after the end is refused here."""
        if self.over or side not in SIDES:
            raise ValueError(f"no guess of {side!r} now")
        self.guesses.append(side)
        return self.tosses[-1] == side

    def undo(self) -> None:
        if self.guesses:
            self.guesses.pop()

    def total(self, player: int) -> int:
        mine = range(player, len(self.guesses), len(self.players))
        return score([self.guesses[n] for n in mine], [self.tosses[n] for n in mine])

    def transcript(self) -> str:
        lines = [HEADER]
        for name in self.players:
            level = self.levels.get(name)
            lines.append(f"player {name} {level}" if level else f"player {name}")
        lines.append(f"rule {self.rule}")
        for number, side in enumerate(self.guesses):
            lines.append(f"toss {self.players[self.player_of(number)]} {side}")
        return "\n".join(lines) + "\n"


def parse(text: str | bytes, source: str = "<transcript>") -> CoinToss:
    """The game of a transcript; CoinTossError at the first line that is wrong."""
    lines = split_lines(decode_text(text, CoinTossError))
    if not lines or lines[0].strip() != HEADER:
        raise CoinTossError(f"a Coin Toss transcript begins with '{HEADER}'", 1)
    players: list[str] = []
    levels: dict[str, str] = {}
    game: CoinToss | None = None
    rule = "ten-tosses"
    for number, line in enumerate(lines[1:], start=2):
        words = statement_words(line, number, CoinTossError)
        if not words:
            continue
        if words[0] == "player" and game is None and len(words) in (2, 3):
            players.append(words[1])
            if len(words) == 3:
                levels[words[1]] = words[2]
        elif words[0] == "rule" and game is None and len(words) == 2 and words[1] in RULES:
            rule = words[1]
        elif words[0] == "toss" and len(words) == 3 and players:
            game = game or CoinToss(tuple(players), levels, rule)
            if words[1] != game.players[game.to_play] or game.over or words[2] not in SIDES:
                raise CoinTossError(f"this toss is not {words[1]}'s to guess", number)
            game.guess(words[2])
        else:
            raise CoinTossError(f"cannot read {line.strip()!r}", number)
    if not players:
        raise CoinTossError("a game needs a player", len(lines) + 1)
    return game or CoinToss(tuple(players), levels, rule)


def record(text: str | bytes, source: str) -> dict[str, Any]:
    """What the shell's records keep of a transcript (GameEntry.record)."""
    game = parse(text, source)
    return {
        "status": "finished" if game.over else "in_progress",
        "sheet": "",
        "end_rule": game.rule,
        "rounds": len(game.guesses),
        "players": [
            {"name": name, "level": game.levels.get(name), "total": game.total(seat)}
            for seat, name in enumerate(game.players)
        ],
    }


def check(path: str) -> dict[str, Any]:
    """The check summary of a transcript file (GameEntry.check)."""
    try:
        data = read_input_file(Path(path))
    except OSError as error:
        raise CoinTossError(f"cannot read the file: {error}", 1) from error
    summary = record(data, path)
    best = max(player["total"] for player in summary["players"])
    summary["winners"] = [p["name"] for p in summary["players"] if p["total"] == best]
    return summary
