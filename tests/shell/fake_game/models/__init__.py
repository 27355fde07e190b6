"""Coin Toss has no Qt models: its play area shows the core's few facts itself."""
