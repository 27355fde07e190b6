"""Coin Toss has no widgets of its own: the shell's frame shows its painter's sheet."""
