"""Keeping the player's data safe: atomic file writes, the autosave slot, the records database."""
