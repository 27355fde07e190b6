"""Every printed pad fits in every language: each word inside its box with a margin.

The sheets are printed as ``knaster-qt print`` and File > Print do (each game's print hook,
painted on a vector device) in each of the six languages, and every word is measured with
the font the painter really sets (tests/shell/printing/printed_text.py): none may run past
its box or come closer than half a millimetre to a line or frame, overlap another word, be
cut off, or be shrunk below 2 mm. The painters print in the system's sans font, so each
sheet is printed twice: in the bundled Comic Neue (the same on every machine, and wide) and
in the font the painter picks on this machine (DejaVu, Noto, Liberation, Arial, Helvetica).
"""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from types import ModuleType

import pytest
from PySide6.QtGui import QFontDatabase

from knaster_qt.assets import resource_path
from knaster_qt.games.exact_hit.core.game import Game as ExactHitGame
from knaster_qt.games.exact_hit.render.printing import finished_sheets as exact_hit_finished
from knaster_qt.games.knaster.render.printed import PrintedSheet, finished_pictures
from knaster_qt.games.knaster.render.samples import play_sample_game
from knaster_qt.games.loop_tiles.render import printing as loop_tiles_printing
from knaster_qt.games.loop_tiles.render.samples import play_sample_transcript
from knaster_qt.kit import fonts
from knaster_qt.languages import LANGUAGES
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.registry import games
from tests.games.exact_hit.core.notation import play_round
from tests.shell.printing.printed_text import misfits, record

DAY = datetime.date(2026, 12, 1)
LONG_NAMES = ("Alexandrina", "Bartholomew", "Constantine", "Maximiliane")
# As long as a Loop Tiles name may be (24 characters, one word with - or _ or none).
LONGEST_NAMES = (
    "Maximiliane-von-Habsburg",
    "Bartholomew_Featherstone",
    "Constantinopolitanissimo",
    "Wilhelmina-Montgomerysen",
)
# Each game's blank sheets, as Game > Print and `knaster-qt print --sheet` offer them.
BLANK_SHEETS = {
    "Knaster": ("A", "B"),
    "Exact Hit": ("A", "B", "C", "D", "E", "F"),
    "Loop Tiles": (None, "1x30"),
}
# Where each painter asks for its print font (the families it sets on its QFont).
_PRINT_FAMILIES: tuple[tuple[ModuleType, str, str], ...] = (
    (fonts, "print_families", "sheet_font"),  # the kit's: every game's
)


def _clear_font_caches() -> None:
    for module, families, font in _PRINT_FAMILIES:
        getattr(module, families).cache_clear()
        getattr(module, font).cache_clear()


def _bundled_family() -> str:
    font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", "ComicNeue-Bold.otf")))
    QFontDatabase.addApplicationFont(str(resource_path("fonts", "ComicNeue-Regular.otf")))
    assert font_id >= 0
    return QFontDatabase.applicationFontFamilies(font_id)[0]


@pytest.fixture(params=["bundled font", "this system's print font"])
def print_font(
    request: pytest.FixtureRequest, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> Iterator[str]:
    """The painters' print font: the bundled Comic Neue, or the one they choose here."""
    _clear_font_caches()
    if request.param == "bundled font":
        family = _bundled_family()
        for module, families, _font in _PRINT_FAMILIES:
            monkeypatch.setattr(module, families, lambda family=family: (family,))
    else:
        family = fonts.print_families()[0]
    yield family
    monkeypatch.undo()
    _clear_font_caches()


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    assert TRANSLATIONS.use(request.param)
    yield request.param
    TRANSLATIONS.use("en")


def _said(found: list[str]) -> str:
    return "\n".join(sorted(set(found)))


@pytest.mark.parametrize("game", list(BLANK_SHEETS))
def test_every_word_of_a_blank_pad_fits_its_box(game: str, language: str, print_font: str) -> None:
    (entry,) = [entry for entry in games() if entry.name == game]
    found = []
    for sheet in BLANK_SHEETS[game]:
        (printable,) = entry.load_print_blank()(1, sheet)
        found += [f"sheet {sheet}: {misfit}" for misfit in misfits(record(printable))]
    assert not found, f"{game} in {language}, {print_font}:\n{_said(found)}"


def _exact_hit_game() -> ExactHitGame:
    game = ExactHitGame(3, names=["Ann", "Bob", "Cid"])
    play_round(game, "3 3 3 1 6 6", "write k", "write b", "write y r")
    while not game.game_over:
        play_round(game, "6 6 6 6 6 6", "cross", "cross", "cross")
    return game


def test_every_printed_word_of_a_finished_sheet_fits_its_box(
    language: str, print_font: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A finished sheet's header and print (the pen's marks and Loop Tiles' board, where
    tiles cover the printed squares, are play, not print: the board is left out)."""
    monkeypatch.setattr(loop_tiles_printing, "paint_board", lambda *_args: None)
    sheets = {
        "Knaster": PrintedSheet(finished_pictures(play_sample_game(), date=DAY)[0]),
        "Exact Hit": exact_hit_finished(_exact_hit_game(), day=DAY)[2],
        "Loop Tiles": loop_tiles_printing.transcript_sheet(play_sample_transcript()),
        "Loop Tiles, four long names": loop_tiles_printing.transcript_sheet(
            play_sample_transcript(LONG_NAMES)
        ),
        "Loop Tiles, four names of 24 characters": loop_tiles_printing.transcript_sheet(
            play_sample_transcript(LONGEST_NAMES)
        ),
    }
    found = [
        f"{game}: {misfit}" for game, sheet in sheets.items() for misfit in misfits(record(sheet))
    ]
    assert not found, f"in {language}, {print_font}:\n{_said(found)}"
