"""Coin Toss's models layer: the controller (the only way the widgets act on the game), the
item model the tosses view reads, and the presenter that says the banner. Qt, no widgets."""
