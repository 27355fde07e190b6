"""The table display is given what it shows and asks for the rest by signals: it works on the
play area's widgets and a controller with no play area around them."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.grid_model import GridModel
from knaster_qt.games.knaster.models.line_model import LineModel
from knaster_qt.games.knaster.views.table_display import TableDisplay
from knaster_qt.games.knaster.views.ui_knaster_play_area import Ui_PlayArea


def test_the_display_needs_no_play_area(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    ui = Ui_PlayArea()
    ui.setupUi(widget)
    controller = KnasterController(Game(["Ann", "Bob"]), dice_source=lambda: (3, 4), parent=widget)
    ui.sheetView.bind(
        controller, GridModel(controller, None, widget), LineModel(controller, None, widget)
    )
    hint_action = QAction(widget)
    display = TableDisplay(ui, controller, hint_action, hints=False, parent=widget)
    said: list[str] = []
    prompts: list[bool] = []
    display.statusMessage.connect(said.append)
    display.promptsChanged.connect(lambda: prompts.append(True))

    assert display.show_hint() is None
    assert said == ["Hints are switched off in the settings."]
    controller.roll()
    display.update()
    assert not hint_action.isEnabled()  # hints off: the Hint action too
    assert prompts  # the play area is asked to show its prompts again
    assert "Ann" in ui.turnLabel.text() or "Bob" in ui.turnLabel.text()

    display.refresh_settings(hints=True)  # Settings: hints on
    assert hint_action.isEnabled() == controller.is_my_turn()
    hint = display.show_hint()
    assert hint is not None and display.hint is hint
    assert ui.hintLabel.text().startswith("Hint: ")
