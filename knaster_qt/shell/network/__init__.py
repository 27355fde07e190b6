"""Qt's sockets for a hosted game: they move bytes; knaster_qt.network decides everything."""
