"""Exact Hit on the main window: the play area, its sheet and dice widgets, the result and
the replay windows."""
