"""Loop Tiles' Qt models: the controller between the window and the rules core."""
