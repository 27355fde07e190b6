"""The game kit: the parts every game is built from, written once, one layer below the games.

The games do not import each other (an import-linter contract), so what two of them need
alike lives here: the sheet transform, the sheet fonts, rendering a sheet to an image, the
accessible table of a painted widget, the translated form dialog, and in ``kit.core`` (no
Qt: rules cores use it) millimetre rectangles, the transcript text rules, players' names,
data files and the table of computer-player levels. (What every play area delegates to its
controller is ``GamePlayArea``, in knaster_qt/play_area.py.) The kit knows no game: a game
hands it what is its own (its error type, its sizes, its painter). docs/ARCHITECTURE.md,
"The game kit".
"""
