"""Seeded damages of valid Exact Hit transcripts, and the harness that feeds them to a loader.

Used small by ``test_transcript_mutants.py`` and large by
``benchmarks/fuzz_exact_hit_transcripts.py`` (docs/RELIABILITY.md). The valid transcripts
are the documented example, a perfect solo game and games of 1, 2, 4 and 6 players played
with seeded random choices (rethrows, keeps and take-backs included). Each mutant gets 1 to
4 damages; the loader must return a game that writes back equal, or raise TranscriptError
with its line in the file and a one-line message. Anything else is a crash; an input that
takes longer than the time limit is a hang (SIGALRM where there is one).
"""

from __future__ import annotations

import random
import re
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from knaster_qt.games.exact_hit.core.actions import Cross, Keep, Rethrow, Throw, Write
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.transcript import TranscriptError, load, parse, write
from knaster_qt.input_files import MAX_TRANSCRIPT_BYTES

from .transcripts import perfect_solo, text

DOC = Path(__file__).resolve().parents[4] / "docs" / "exact-hit-transcript.md"
WORDS = [
    "exact-hit", "1", "player", "meta", "throw", "rethrow", "keep", "end", "write", "cross",
    "Ann", "Bob", "Cleo", "black", "blue", "yellow", "red", "green", "white", "A", "F", "G",
]  # fmt: skip
TROUBLE = [
    "0", "7", "-1", "+3", "06", "6.0", "9" * 30, "３", "٣", "\x00", "\x1b[31m", "\u200b",
    "\ufeff", "\r", "#", "x" * 25, "Ёлка", "名前", "\t", "  ",
]  # fmt: skip


def _example() -> str:
    match = re.search(r"## An example.*?```\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert match is not None
    return match.group(1)


def played(players: int, seed: int) -> str:
    """A game of ``players`` with seeded random choices, to the end."""
    choices = random.Random(seed)
    game = Game(players, seed=seed, names=["Ann", "Bob", "Zoë", "名前", "x_1", "end-2"][:players])
    game.meta = [("date", "2026-12-01"), ("bot", "Bob strong")]
    while not game.game_over:
        game.apply(game.thrower, Throw())
        pick = choices.random()
        if pick < 0.3:
            game.apply(game.thrower, Rethrow())
        elif pick < 0.4:
            game.apply(game.thrower, Keep())
        for player in choices.sample(range(players), players):
            options = [a for a in game.legal_actions(player) if isinstance(a, Write | Cross)]
            game.apply(player, choices.choice(options))
            if not game.game_over and player in game.acted and choices.random() < 0.1:
                game.undo(player)
                game.apply(player, choices.choice(options))
    return write(game)


def bases() -> list[str]:
    return [_example(), text(*perfect_solo())] + [
        played(n, seed) for n, seed in [(1, 1), (2, 2), (4, 3), (6, 4)]
    ]


def mutate(source: str, rng: random.Random) -> bytes:
    """One mutant of ``source``: 1 to 4 damages of lines, words, numbers or bytes."""
    lines = source.split("\n")
    for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
        at = rng.randrange(len(lines))
        kind = rng.randrange(10)
        if kind == 0 and len(lines) > 1:
            del lines[at]
        elif kind == 1:
            lines.insert(at, lines[rng.randrange(len(lines))])  # doubled or moved up
        elif kind == 2:
            other = rng.randrange(len(lines))
            lines[at], lines[other] = lines[other], lines[at]
        elif kind == 3:
            lines.insert(at, " ".join(rng.choices(WORDS + TROUBLE, k=rng.randint(1, 8))))
        elif kind == 4:
            numbers = list(re.finditer(r"\d+", lines[at]))
            if numbers:
                found = rng.choice(numbers)
                value = rng.choice([str(rng.randint(0, 9)), *TROUBLE[:9]])
                lines[at] = lines[at][: found.start()] + value + lines[at][found.end() :]
        elif kind == 5:
            words = lines[at].split(" ")
            words[rng.randrange(len(words))] = rng.choice(WORDS + TROUBLE)
            lines[at] = " ".join(words)
        elif kind == 6:
            lines = lines[:at]  # cut off
        elif kind == 7:
            lines[at] = lines[at].replace(" ", rng.choice(["\t", "   ", " \r ", " # "]), 1)
        elif kind == 8:
            # Repeated, but never far past the 1 MiB the reader takes at most.
            most = 1 + MAX_TRANSCRIPT_BYTES // (len(lines[at]) + 1)
            lines[at : at + 1] = [lines[at]] * min(rng.choice([2, 50, 5000]), most)
        else:
            lines[at] = lines[at] + rng.choice(["x", " 1", "\u200b"]) * rng.choice([1, 100_000])
        if not lines:
            lines = [""]
    data = "\n".join(lines).encode("utf-8")
    if rng.random() < 0.5:
        data = data.replace(b"\n", b"\r\n") if rng.random() < 0.2 else data
    if rng.random() < 0.3:
        at = rng.randrange(len(data) + 1)
        junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 6)))
        data = data[:at] + junk + data[at + rng.randint(0, 3) :]
    if rng.random() < 0.05:
        data = b"\xef\xbb\xbf" + data
    return data[:MAX_TRANSCRIPT_BYTES]


class Hang(Exception):
    pass


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    if not hasattr(signal, "setitimer"):  # no SIGALRM (Windows): the run is only timed
        yield
        return

    def stop(_signal: int, _frame: object) -> None:
        raise Hang

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@dataclass
class Figures:
    mutants: int = 0
    games: int = 0
    refused: int = 0
    crashes: list[tuple[str, bytes]] = field(default_factory=list)
    hangs: list[bytes] = field(default_factory=list)
    messages: set[str] = field(default_factory=set)
    from_files: int = 0
    slowest: tuple[float, int] = (0.0, 0)  # seconds, bytes
    largest: int = 0

    def summary(self) -> str:
        seconds, size = self.slowest
        return (
            f"{self.mutants:,} mutants: {self.games:,} games, {self.refused:,} refused, "
            f"{len(self.crashes)} crashes, {len(self.hangs)} hangs, "
            f"{len(self.messages):,} distinct messages, {self.from_files:,} also from files, "
            f"slowest {seconds * 1000:.1f} ms ({size:,} bytes), largest {self.largest:,} bytes"
        )


def outcome(loader: Callable[[bytes], Game], data: bytes) -> str:
    """``game`` or the error's line and message; AssertionError or another exception else."""
    try:
        game = loader(data)
    except TranscriptError as error:
        assert 1 <= error.line <= data.count(b"\n") + 2, f"line {error.line} is outside the file"
        assert error.message.isprintable(), f"not one printable line: {error.message!r}"
        return f"{error.line}: {error.message}"
    assert parse(write(game)) == game, "the game does not write back the same"
    return "game"


def _from_file(path: Path) -> Callable[[bytes], Game]:
    """A loader that reads the file at ``path`` (which holds the same bytes) instead."""
    return lambda _data: load(path)


def fuzz(
    mutants: int,
    seed: int,
    seconds: float,
    file_every: int,
    folder: Path,
    loader: Callable[[bytes], Game] = parse,
    progress: Callable[[Figures], None] | None = None,
) -> Figures:
    rng = random.Random(seed)
    sources = bases()
    figures = Figures()
    for number in range(mutants):
        data = mutate(rng.choice(sources), rng)
        figures.mutants += 1
        figures.largest = max(figures.largest, len(data))
        started = time.perf_counter()
        try:
            with time_limit(seconds):
                result = outcome(loader, data)
        except Hang:
            figures.hangs.append(data)
            continue
        except Exception as error:  # a crash: anything but a game or a clean refusal
            figures.crashes.append((f"{type(error).__name__}: {error}"[:200], data))
            continue
        took = time.perf_counter() - started
        if took > figures.slowest[0]:
            figures.slowest = (took, len(data))
        if result == "game":
            figures.games += 1
        else:
            figures.refused += 1
            figures.messages.add(result.split(": ", 1)[1])
        if file_every and number % file_every == 0:
            path = folder / f"mutant-{number}.exact-hit"
            path.write_bytes(data)
            try:
                from_file = outcome(_from_file(path), data)
            except Exception as error:
                figures.crashes.append(
                    (f"from a file: {type(error).__name__}: {error}"[:200], data)
                )
                continue
            if from_file != result or path.read_bytes() != data:
                figures.crashes.append(("a file gave another outcome or was changed", data))
            figures.from_files += 1
        if progress is not None and figures.mutants % 10_000 == 0:
            progress(figures)
    return figures
