"""The dialog before printing or exporting: which sheets (this game's or blank ones) and how."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QDialog,
    QWidget,
)

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.layout import available_layouts
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.shell.printing.document import blank_pictures, finished_pictures
from knaster_qt.shell.printing.page_layout import paper_size_mm
from knaster_qt.shell.printing.ui_print_options_dialog import Ui_PrintOptionsDialog


@dataclass(frozen=True)
class PrintJob:
    """What to print: the sheets and how to lay them out (paper None: the printer's own)."""

    pictures: tuple[SheetPicture, ...]
    per_page: int
    cut_marks: bool
    paper_mm: tuple[float, float] | None
    title: str

    @property
    def pages(self) -> int:
        return -(-len(self.pictures) // self.per_page)


def default_paper() -> str:
    """Letter where people use it (the US system of measurement), A4 elsewhere."""
    if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return "letter"
    return "a4"


class PrintOptionsDialog(QDialog):
    """Choose blank sheets or the game's sheets, sheets per page, cut marks (and paper for PDF)."""

    def __init__(
        self, game: Game | None, parent: QWidget | None = None, choose_paper: bool = False
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_PrintOptionsDialog()
        self.ui.setupUi(self)
        ui = self.ui
        self.game = game
        self.choose_paper = choose_paper
        has_game = game is not None and any(sheet.filled for sheet in game.sheets)
        ui.gameRadio.setEnabled(has_game)
        ui.playerCombo.addItem("All players", None)
        for index, name in enumerate(game.players if game is not None else ()):
            ui.playerCombo.addItem(name, index)
        for layout in available_layouts().values():
            ui.sideCombo.addItem(layout.name, layout.id)
        if game is not None:
            ui.sideCombo.setCurrentIndex(max(0, ui.sideCombo.findData(game.layout.id)))
        for count in (1, 2, 4):
            ui.perPageCombo.addItem(f"{count} sheet{'s' if count > 1 else ''} per page", count)
        ui.paperCombo.addItem("A4", "a4")
        ui.paperCombo.addItem("Letter", "letter")
        ui.paperCombo.setCurrentIndex(ui.paperCombo.findData(default_paper()))
        ui.optionsForm.setRowVisible(ui.paperCombo, choose_paper)  # a printer brings its own paper
        ui.buttonBox.accepted.connect(self.accept)
        ui.buttonBox.rejected.connect(self.reject)
        ui.gameRadio.toggled.connect(self._what_changed)
        (ui.gameRadio if has_game else ui.blankRadio).setChecked(True)
        self._what_changed()

    def _what_changed(self) -> None:
        ui = self.ui
        printing_game = ui.gameRadio.isChecked()
        ui.playerCombo.setEnabled(printing_game)
        ui.sideCombo.setEnabled(not printing_game)
        ui.countSpin.setEnabled(not printing_game)
        # A kept game reads best one sheet to a page; a pad is cut from four to a page.
        ui.perPageCombo.setCurrentIndex(ui.perPageCombo.findData(1 if printing_game else 4))

    def job(self) -> PrintJob:
        """The sheets and layout chosen now."""
        per_page = int(self.ui.perPageCombo.currentData())
        paper = paper_size_mm(self.ui.paperCombo.currentData()) if self.choose_paper else None
        if self.ui.gameRadio.isChecked() and self.game is not None:
            player = self.ui.playerCombo.currentData()
            players = None if player is None else [int(player)]
            pictures = finished_pictures(self.game, players)
            names = (
                self.game.players if players is None else [self.game.players[p] for p in players]
            )
            title = f"Knaster: {', '.join(names)}"
        else:
            layout = available_layouts()[self.ui.sideCombo.currentData()]
            pictures = blank_pictures(layout, self.ui.countSpin.value())
            title = f"Knaster: blank sheets, {layout.name}"
        return PrintJob(tuple(pictures), per_page, self.ui.cutMarksCheck.isChecked(), paper, title)
