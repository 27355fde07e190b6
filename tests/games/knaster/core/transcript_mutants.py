"""Mutated transcripts for fuzzing the loader, and the check of one run (no pytest in here).

    from transcript_mutants import fuzz
    figures = fuzz(mutants=100_000, seed=1)      # benchmarks/fuzz_transcripts.py does this

The corpus is every transcript under tests/data/transcripts (valid, invalid, the app's)
plus games the computer players play here (1 to 12 players, both sides, both end rules).
Each mutant is one of them with 1 to 6 damages (mostly 1 or 2): bytes flipped, inserted, cut out or
doubled; lines deleted, doubled, swapped, moved, taken from another transcript or made
up from the format's words; words replaced by troublemakers (huge numbers, signs,
letters of other alphabets, names one character too long); blanks, CR, BOM, NUL bytes;
lines repeated thousands of times, very long lines.

The loader may return a Game (which must write out and read back to the same text) or
raise TranscriptError (its line inside the file or right after it, its message one
printable line). Anything else is a crash; taking longer than the time limit is a hang.
Everything is seeded: the same seed gives the same mutants and the same figures.
"""

from __future__ import annotations

import random
import signal
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from knaster_qt.games.knaster.core.errors import TranscriptError
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.transcript import (
    load_transcript,
    parse_transcript,
    write_transcript,
)
from knaster_qt.input_files import MAX_TRANSCRIPT_BYTES

DATA = Path(__file__).resolve().parents[3] / "data" / "transcripts"

FORMAT_WORDS = (
    *("knaster", "1", "2", "sheet", "A", "B", "player", "Ann", "Bob", "Player", "roll"),
    *("write", "circle", "pass", "bonus", "end", "rule", "extra-round", "quick-end", "meta"),
    *("7", "12", "2", "3", "4", "6", "0", "1", "13", "c3", "a1", "e5", "b2", "r1", "r5"),
    *("ca", "ce", "d1", "d2", "C3", "R1", "#", "bot", "strong", "date"),
)
TROUBLE_WORDS = (
    "9" * 30,
    "-1",
    "+7",
    "07",
    "0x7",
    "7.0",
    "１２",  # fullwidth digits
    "٣",  # an Arabic-Indic three
    "z9",
    "f1",
    "a0",
    "a6",
    "r0",
    "r6",
    "cf",
    "d3",
    "A" * 25,
    "Ännä",
    "名前",
    "\u200b",
    "\x00",
    "\x0b",
    "\x1b[31m",
    "\ud7ff",
    "\U0010ffff",
    "𝟕",
    "roll",
    "knaster",
    "",
)
DAMAGES = (1, 1, 1, 2, 2, 3, 4, 6)  # how many damages a mutant gets: mostly few, to get deep
INTERESTING_BYTES = b"\x00\x09\x0a\x0d\x20\x23\x7f\x80\xbf\xc0\xc3\xe2\xef\xf0\xf4\xf8\xff"


class Hang(BaseException):
    """Raised by the alarm when one input takes longer than the time limit (a BaseException:
    no ``except Exception`` in the loader can swallow it)."""


@dataclass
class Figures:
    """What one fuzz run found."""

    mutants: int = 0
    games: int = 0  # inputs that loaded as a Game (and wrote back the same)
    errors: int = 0  # inputs refused with a TranscriptError
    crashes: list[tuple[str, bytes]] = field(default_factory=list)  # (what, input)
    hangs: list[bytes] = field(default_factory=list)
    via_file: int = 0  # of them also loaded from a file through load_transcript
    slowest_ms: float = 0.0
    slowest_size: int = 0
    largest: int = 0  # bytes of the largest mutant
    seconds: float = 0.0
    messages: Counter[str] = field(default_factory=Counter)  # by their first two words

    def summary(self) -> str:
        rate = self.mutants / self.seconds if self.seconds else 0.0
        return (
            f"mutants {self.mutants}  games {self.games}  transcript errors {self.errors}  "
            f"crashes {len(self.crashes)}  hangs {len(self.hangs)}  "
            f"distinct messages {len(self.messages)}  via file {self.via_file}  "
            f"slowest {self.slowest_ms:.1f} ms ({self.slowest_size} bytes)  "
            f"largest {self.largest} bytes  time {self.seconds:.0f} s  mutants/s {rate:.0f}"
        )


def corpus(seed: int = 0) -> list[bytes]:
    """Every stored transcript and a few played here (long ones: 12 players, full games)."""
    from knaster_qt.games.knaster.core.bots.selfplay import play_game

    files = sorted(DATA.glob("*/*.txt")) + sorted(DATA.glob("*/*.knaster"))
    texts = [path.read_bytes() for path in files]
    for players, sheet, rule in (
        (1, "A", EndRule.EXTRA_ROUND),
        (2, "B", EndRule.QUICK_END),
        (4, "A", EndRule.EXTRA_ROUND),
        (12, "B", EndRule.EXTRA_ROUND),
        (12, "A", EndRule.QUICK_END),
    ):
        game = play_game(["greedy"] * players, seed + players, sheet, rule)
        texts.append(write_transcript(game).encode("utf-8"))
    return texts


def _mutate(rng: random.Random, data: bytes, texts: list[bytes]) -> bytes:
    """One damage of a kind picked at random."""
    kind = rng.randrange(16)
    lines = data.split(b"\n")
    if kind == 0 and data:  # flip some bits of a byte (mostly staying ASCII, to get further)
        at = rng.randrange(len(data))
        bits = rng.randrange(1, 128) if rng.random() < 0.8 else rng.randrange(128, 256)
        return data[:at] + bytes([data[at] ^ bits]) + data[at + 1 :]
    if kind == 1:  # an interesting byte in
        at = rng.randrange(len(data) + 1)
        return data[:at] + bytes([rng.choice(INTERESTING_BYTES)]) + data[at:]
    if kind == 2 and data:  # a stretch cut out
        at = rng.randrange(len(data))
        return data[:at] + data[at + rng.randrange(1, 40) :]
    if kind == 3 and data:  # a stretch doubled
        at = rng.randrange(len(data))
        return data[: at + 30] + data[at:]
    if kind == 4:  # cut off
        return data[: rng.randrange(len(data) + 1)]
    if kind == 5 and lines:  # a line deleted
        del lines[rng.randrange(len(lines))]
    elif kind == 6 and lines:  # a line doubled
        at = rng.randrange(len(lines))
        lines.insert(at, lines[at])
    elif kind == 7 and len(lines) > 1:  # two lines swapped
        a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[a], lines[b] = lines[b], lines[a]
    elif kind == 8 and lines:  # a line moved
        line = lines.pop(rng.randrange(len(lines)))
        lines.insert(rng.randrange(len(lines) + 1), line)
    elif kind == 9:  # a line from another transcript
        other = rng.choice(texts).split(b"\n")
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(other))
    elif kind == 10:  # a statement made of the format's words
        words = [rng.choice(FORMAT_WORDS) for _ in range(rng.randrange(1, 6))]
        lines.insert(rng.randrange(len(lines) + 1), " ".join(words).encode("utf-8"))
    elif kind == 11 and lines:  # a word replaced by a troublemaker or a format word
        at = rng.randrange(len(lines))
        words = lines[at].split(b" ")
        pool = TROUBLE_WORDS if rng.random() < 0.6 else FORMAT_WORDS
        words[rng.randrange(len(words))] = rng.choice(pool).encode("utf-8", "surrogatepass")
        lines[at] = b" ".join(words)
    elif kind == 12 and lines:  # blanks: tabs, many spaces, a CR, a comment
        at = rng.randrange(len(lines))
        extra = rng.choice([b"\t", b"   ", b"\r", b" # note", b"#", b"\r\r", b"\t\r"])
        spot = rng.randrange(len(lines[at]) + 1)
        lines[at] = lines[at][:spot] + extra + lines[at][spot:]
    elif kind == 13:  # line ends: all CRLF, a BOM, a missing last LF
        choice = rng.randrange(3)
        if choice == 0:
            return data.replace(b"\n", b"\r\n")
        if choice == 1:
            return b"\xef\xbb\xbf" + data
        return data.rstrip(b"\n")
    elif kind == 14 and lines:  # one line many times over (long inputs)
        at = rng.randrange(len(lines))
        times = rng.choice([50, 500, 5000])
        lines[at : at + 1] = [lines[at]] * min(times, MAX_TRANSCRIPT_BYTES // (len(lines[at]) + 1))
    elif kind == 15:  # a very long line
        piece = rng.choice([b"a", b"7 ", b"#", b" ", b"\xc3\xa4", b"c3 "])
        lines.insert(rng.randrange(len(lines) + 1), piece * rng.choice([1000, 100_000]))
    return b"\n".join(lines)


def mutants(count: int, seed: int, texts: list[bytes]) -> Iterator[bytes]:
    """``count`` mutants of the corpus, the same ones for the same seed."""
    rng = random.Random(seed)
    for _ in range(count):
        data = rng.choice(texts)
        for _ in range(rng.choice(DAMAGES)):
            data = _mutate(rng, data, texts)[:MAX_TRANSCRIPT_BYTES]  # more is never read
        yield data


def check_one(data: bytes) -> str | None:
    """Load ``data``; None when the loader kept its promise, else what went wrong."""
    try:
        game = parse_transcript(data, "<fuzz>")
    except TranscriptError as error:
        lines = data.count(b"\n") + 1
        if not 1 <= error.line <= lines + 1:
            return f"TranscriptError at line {error.line} of a {lines}-line input"
        if not error.message or not error.message.isprintable():
            return f"TranscriptError message not one printable line: {error.message!r}"
        return "error:" + " ".join(error.message.split()[:2])
    if not isinstance(game, Game):
        return f"returned {type(game).__name__}, not a Game"
    text = write_transcript(game)
    if write_transcript(parse_transcript(text)) != text:
        return "a loaded game does not write back the same"
    return None


def fuzz(
    mutants_wanted: int,
    seed: int = 1,
    time_limit: float = 5.0,
    via_file_every: int = 100,
    folder: Path | None = None,
    progress: Callable[[Figures], None] | None = None,
) -> Figures:
    """Run the loader over ``mutants_wanted`` seeded mutants; the figures (crashes, hangs...)."""
    figures = Figures()
    texts = corpus(seed)

    def alarm(_signum: int, _frame: object) -> None:
        raise Hang

    # The alarm stops an input that runs too long (POSIX); where there is none (Windows),
    # an input is still counted as a hang once it returns after the limit.
    alarms = hasattr(signal, "setitimer")
    previous = signal.signal(signal.SIGALRM, alarm) if alarms else None
    start = time.perf_counter()
    try:
        for index, data in enumerate(mutants(mutants_wanted, seed, texts)):
            figures.mutants += 1
            figures.largest = max(figures.largest, len(data))
            began = time.perf_counter()
            if alarms:
                signal.setitimer(signal.ITIMER_REAL, time_limit)
            try:
                outcome = check_one(data)
            except Hang:
                figures.hangs.append(data)
                continue
            except Exception as error:  # anything but a TranscriptError is a crash
                figures.crashes.append((f"{type(error).__name__}: {error}"[:300], data))
                continue
            finally:
                if alarms:
                    signal.setitimer(signal.ITIMER_REAL, 0)
            took = (time.perf_counter() - began) * 1000
            if took > time_limit * 1000:
                figures.hangs.append(data)
                continue
            if took > figures.slowest_ms:
                figures.slowest_ms, figures.slowest_size = took, len(data)
            if outcome is None:
                figures.games += 1
            elif outcome.startswith("error:"):
                figures.errors += 1
                figures.messages[outcome] += 1
            else:
                figures.crashes.append((outcome, data))
            if folder is not None and via_file_every and index % via_file_every == 0:
                _check_via_file(folder, data, outcome, figures)
            if progress is not None and figures.mutants % 10_000 == 0:
                progress(figures)
    finally:
        if alarms:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
        figures.seconds = time.perf_counter() - start
    return figures


def _check_via_file(folder: Path, data: bytes, outcome: str | None, figures: Figures) -> None:
    """The same input from a file through load_transcript: the same outcome, the file untouched."""
    path = folder / "mutant.knaster"
    path.write_bytes(data)
    try:
        game = load_transcript(path)
        again: str | None = None if isinstance(game, Game) else "not a game"
    except TranscriptError as error:
        again = "error:" + " ".join(error.message.split()[:2])
    except Exception as error:
        again = f"{type(error).__name__}: {error}"
    figures.via_file += 1
    if again != outcome or path.read_bytes() != data:
        figures.crashes.append((f"from a file: {again}, in memory: {outcome}", data))
