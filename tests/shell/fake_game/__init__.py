"""A tiny game with the four layers and an entry, "Coin Toss": the toy that shows adding a
game is a package and one registry line (tests/shell/test_registry.py, test_toy_game.py)."""
