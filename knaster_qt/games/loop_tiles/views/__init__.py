"""Loop Tiles on the main window: its play area, board, rack and score pad widgets."""
