"""Coin Toss rules: each player in turn guesses a side, the coin falls; no Qt.

One point per right guess; the game ends after the rule's number of tosses. The coin
falls heads and tails in turn (heads first), so a test knows every result. Its
transcript (``cointoss 1``) is a header line, ``player NAME [LEVEL]`` lines, an
optional ``rule RULE`` line and one ``toss NAME GUESS`` line per toss.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from knaster_qt.games import GameFileError
from knaster_qt.input_files import read_input_file

SIDES = ("heads", "tails")
RULES = {"ten-tosses": 10, "four-tosses": 4}
HEADER = "cointoss 1"


class CoinTossError(GameFileError):
    """A Coin Toss transcript that cannot be read."""


def score(guesses: list[str], tosses: list[str]) -> int:
    """One point per right guess."""
    return sum(guess == toss for guess, toss in zip(guesses, tosses, strict=True))


@dataclass
class CoinToss:
    players: tuple[str, ...]
    levels: dict[str, str] = field(default_factory=dict)  # computer players' levels
    rule: str = "ten-tosses"
    guesses: list[str] = field(default_factory=list)

    @property
    def tosses(self) -> list[str]:
        return [SIDES[number % 2] for number in range(len(self.guesses))]

    @property
    def over(self) -> bool:
        return len(self.guesses) >= RULES[self.rule]

    @property
    def to_play(self) -> int:
        return len(self.guesses) % len(self.players)

    def guess(self, side: str) -> bool:
        """The player to play guesses ``side``; True if the coin showed it."""
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
            lines.append(f"toss {self.players[number % len(self.players)]} {side}")
        return "\n".join(lines) + "\n"


def parse(text: str | bytes, source: str = "<transcript>") -> CoinToss:
    """The game of a transcript; CoinTossError at the first line that is wrong."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise CoinTossError("the file is not UTF-8 text", 1) from error
    lines = text.splitlines()
    if not lines or lines[0].strip() != HEADER:
        raise CoinTossError(f"a Coin Toss transcript begins with '{HEADER}'", 1)
    players: list[str] = []
    levels: dict[str, str] = {}
    game: CoinToss | None = None
    rule = "ten-tosses"
    for number, line in enumerate(lines[1:], start=2):
        words = line.split()
        if not words or words[0].startswith("#"):
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
