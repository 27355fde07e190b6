"""Coin Toss has no Qt models yet: its only state is the core's list of tosses."""
