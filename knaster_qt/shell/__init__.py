"""The shell: the window frame, dice, players, files, records, settings; hosts the games."""
