"""Widgets: the sheet view, the dice panel, the main window and its dialogs."""
