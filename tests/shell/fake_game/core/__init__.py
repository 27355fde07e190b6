"""Coin Toss rules: guess the side; no Qt."""

from __future__ import annotations

SIDES = ("heads", "tails")


def score(guesses: list[str], tosses: list[str]) -> int:
    """One point per right guess."""
    return sum(guess == toss for guess, toss in zip(guesses, tosses, strict=True))
