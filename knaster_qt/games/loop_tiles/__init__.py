"""Loop Tiles, the line-connecting tile game: so far only its rules core (no Qt)."""
