"""How Loop Tiles looks: plain-data pictures and the painters of board, tiles, rack and pad (Qt)."""
