"""The dialog before printing or exporting: which sheets (this game's or blank ones) and how."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.layout import available_layouts
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.shell.printing.document import blank_pictures, finished_pictures
from knaster_qt.shell.printing.page_layout import paper_size_mm


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
        self.setObjectName("printOptionsDialog")
        self.setWindowTitle("Print Sheets")
        self.game = game
        self.choose_paper = choose_paper
        has_game = game is not None and any(sheet.filled for sheet in game.sheets)
        self.game_radio = QRadioButton("Sheets of this game")
        self.blank_radio = QRadioButton("Blank sheets, to play on paper")
        self._what = QButtonGroup(self)
        self._what.addButton(self.game_radio)
        self._what.addButton(self.blank_radio)
        self.game_radio.setEnabled(has_game)
        self.player_combo = QComboBox()
        self.player_combo.addItem("All players", None)
        for index, name in enumerate(game.players if game is not None else ()):
            self.player_combo.addItem(name, index)
        self.side_combo = QComboBox()
        for layout in available_layouts().values():
            self.side_combo.addItem(layout.name, layout.id)
        if game is not None:
            self.side_combo.setCurrentIndex(max(0, self.side_combo.findData(game.layout.id)))
        self.count_spin = QSpinBox()
        self.count_spin.setRange(1, 1000)
        self.count_spin.setValue(12)
        self.per_page_combo = QComboBox()
        for count in (1, 2, 4):
            self.per_page_combo.addItem(f"{count} sheet{'s' if count > 1 else ''} per page", count)
        self.paper_combo = QComboBox(self)
        self.paper_combo.addItem("A4", "a4")
        self.paper_combo.addItem("Letter", "letter")
        self.paper_combo.setCurrentIndex(self.paper_combo.findData(default_paper()))
        self.paper_combo.setVisible(choose_paper)  # a printer brings its own paper
        self.cut_marks_check = QCheckBox("Cut marks")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out(choose_paper)
        self.game_radio.toggled.connect(self._what_changed)
        (self.game_radio if has_game else self.blank_radio).setChecked(True)
        self._what_changed()

    def _lay_out(self, choose_paper: bool) -> None:
        form = QFormLayout()
        form.addRow("Player:", self.player_combo)
        form.addRow("Sheet side:", self.side_combo)
        form.addRow("Number of sheets:", self.count_spin)
        form.addRow("Layout:", self.per_page_combo)
        if choose_paper:
            form.addRow("Paper:", self.paper_combo)
        form.addRow("", self.cut_marks_check)
        layout = QVBoxLayout(self)
        layout.addWidget(self.game_radio)
        layout.addWidget(self.blank_radio)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def _what_changed(self) -> None:
        printing_game = self.game_radio.isChecked()
        self.player_combo.setEnabled(printing_game)
        self.side_combo.setEnabled(not printing_game)
        self.count_spin.setEnabled(not printing_game)
        # A kept game reads best one sheet to a page; a pad is cut from four to a page.
        self.per_page_combo.setCurrentIndex(self.per_page_combo.findData(1 if printing_game else 4))

    def job(self) -> PrintJob:
        """The sheets and layout chosen now."""
        per_page = int(self.per_page_combo.currentData())
        paper = paper_size_mm(self.paper_combo.currentData()) if self.choose_paper else None
        if self.game_radio.isChecked() and self.game is not None:
            player = self.player_combo.currentData()
            players = None if player is None else [int(player)]
            pictures = finished_pictures(self.game, players)
            names = (
                self.game.players if players is None else [self.game.players[p] for p in players]
            )
            title = f"Knaster: {', '.join(names)}"
        else:
            layout = available_layouts()[self.side_combo.currentData()]
            pictures = blank_pictures(layout, self.count_spin.value())
            title = f"Knaster: blank sheets, {layout.name}"
        return PrintJob(tuple(pictures), per_page, self.cut_marks_check.isChecked(), paper, title)
