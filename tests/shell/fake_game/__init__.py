"""A tiny game with the four layers, for tests/shell/test_registry.py: "Coin Toss"."""
