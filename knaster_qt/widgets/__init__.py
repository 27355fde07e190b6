"""Qt widgets several games may use: the dice panel (with real dice entry), the banner label."""
