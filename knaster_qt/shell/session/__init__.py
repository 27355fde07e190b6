"""What keeps a session's games: autosave and resume, recent files, records, and their menu actions."""
