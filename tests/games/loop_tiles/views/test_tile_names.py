"""A refused drop names the tile as players see it, by its printed value ("the 3 tile"),
never by the transcript's notation ("NE3"), in English and in the other languages' words
(German "des Plättchens 2", Czech "od dlaždice 2")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject

from knaster_qt.games.loop_tiles.core.material import square_name
from knaster_qt.games.loop_tiles.core.transcript import Transcript
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.texts import translated
from tests.games.loop_tiles.core.notation import position, sq, tile_on_rack
from tests.games.loop_tiles.models.test_models import first_fit


@pytest.fixture
def back_to_english():
    yield
    TRANSLATIONS.use("en")


def test_a_refused_drop_names_the_tile_by_its_value(qapp) -> None:
    parent = QObject()
    controller = LoopTilesController(Transcript.new(["Ann"], 3), (None,), parent)
    said: list[str] = []
    controller.message.connect(said.append)
    game = controller.game
    above_start = sq("G6")  # beside the start tile: a refusal names the tile
    slot, tile = next(
        (slot, tile)
        for slot, tile in enumerate(game.racks[0])
        if game.why_illegal(tile, above_start) is not None
    )
    assert not controller.place(above_start, slot)
    assert said[-1].startswith("That tile cannot go there: ")
    assert f"the {tile.value} tile" in said[-1] and str(tile) not in said[-1]
    slot, square = first_fit(controller)
    placed = game.racks[0][slot]
    controller.place(square, slot)
    controller.take_back()  # Edit > Undo says which tile came back
    assert said[-1] == f"The {placed.value} tile is back on your rack from {square_name(square)}."


@pytest.mark.usefixtures("back_to_english")
@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("de", "die Linie des Plättchens 2 nach Westen"),
        ("cs", "od dlaždice 2"),
        ("fr", "de la tuile 2"),
        ("nl", "van de tegel 2"),
        ("pt", "da ficha 2"),
    ],
)
def test_the_tile_s_name_takes_each_language_s_form(qapp, language: str, said: str) -> None:
    game = position("G7=NS1", "EW2 NS8", "NSW4")
    problem = game.why_illegal(tile_on_rack(game, "EW2"), sq("H7"))
    assert problem == "the line to the west of the 2 tile runs into a blank side at H7"
    assert TRANSLATIONS.use(language)
    assert said in translated(problem)
