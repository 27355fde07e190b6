"""The dialog before printing or exporting: which sheets (this game's or blank ones) and how.

It knows a game through a :class:`~knaster_qt.printable.SheetSource`: the game's blank sheets
and, when a game is on the table, its players' sheets. A play area may give its own
(``PlayArea.print_source``: Knaster's names its sides and starts on the side in play); any
other game's comes from its entry's print_blank hook and its play area's printed sheets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import (
    QDialog,
    QWidget,
)

from knaster_qt.games import GameEntry
from knaster_qt.play_area import PlayArea
from knaster_qt.printable import Printable, SheetSource
from knaster_qt.shell.printing.page_layout import paper_size_mm
from knaster_qt.shell.printing.ui_print_options_dialog import Ui_PrintOptionsDialog
from knaster_qt.texts import translated

Sheet = Printable


@dataclass(frozen=True)
class PrintJob:
    """What to print: the sheets and how to lay them out (paper None: the printer's own)."""

    pictures: tuple[Sheet, ...]
    per_page: int
    cut_marks: bool
    paper_mm: tuple[float, float] | None
    title: str

    @property
    def pages(self) -> int:
        return -(-len(self.pictures) // self.per_page)


def entry_source(
    entry: GameEntry,
    players: Sequence[str] = (),
    finished: Callable[[Sequence[int] | None], Sequence[Sheet]] | None = None,
    mix_label: str = "",
) -> SheetSource:
    """Any game's blank sheets through its entry's print_blank hook: its sheet sides, after
    them (or alone, for a game without sides) the hook's own choice (sheet None)."""
    blank = entry.load_print_blank()
    sides = tuple((side.key, translated(side.label).replace("&", "")) for side in entry.sheet_sides)
    return SheetSource(
        name=entry.name,
        # The print_blank hook's own mix of sheets (Exact Hit: one of each letter).
        sheets=(
            (
                None,
                mix_label or QCoreApplication.translate("PrintOptionsDialog", "The game's choice"),
            ),
            *sides,
        ),
        blank=blank,
        players=tuple(players),
        finished=finished,
        sheet_label=QCoreApplication.translate("PrintOptionsDialog", "&Sheet:"),
    )


def source_for(entry: GameEntry, play: PlayArea) -> SheetSource | None:
    """What the dialog can print of the game on the window: its play area's own source
    (``PlayArea.print_source``), else its blank sheets by its entry's print_blank hook and
    its players' sheets from its play area (``PlayArea.printed_sheets``); None when the
    game has no sheets to print."""
    own = play.print_source()
    if own is not None:
        return own
    if not entry.print_blank:
        return None
    if not play.started or play.printed_sheets(None) is None:
        return entry_source(entry)

    def finished(players: Sequence[int] | None) -> Sequence[Sheet]:
        return play.printed_sheets(players) or ()

    return entry_source(entry, play.players(), finished)


def default_paper() -> str:
    """Letter where people use it (the US system of measurement), A4 elsewhere."""
    if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return "letter"
    return "a4"


class PrintOptionsDialog(QDialog):
    """Choose blank sheets or the game's sheets, sheets per page, cut marks (and paper for PDF)."""

    def __init__(
        self,
        source: SheetSource,
        parent: QWidget | None = None,
        choose_paper: bool = False,
    ) -> None:
        """``source``: what can be printed of the game (see ``source_for``)."""
        super().__init__(parent)
        self.ui = Ui_PrintOptionsDialog()
        self.ui.setupUi(self)
        ui = self.ui
        self.source = source
        self.choose_paper = choose_paper
        has_game = self.source.finished is not None
        ui.gameRadio.setEnabled(has_game)
        ui.playerCombo.addItem(self.tr("All players"), None)
        for index, name in enumerate(self.source.players):
            ui.playerCombo.addItem(name, index)
        for key, label in self.source.sheets:
            ui.sideCombo.addItem(label, key)
        self._set_sheet_label()
        ui.sideCombo.setCurrentIndex(max(0, ui.sideCombo.findData(self.source.current_sheet)))
        for count in (1, 2, 4):
            ui.perPageCombo.addItem(self.tr("%n sheet(s) per page", "", count), count)
        ui.paperCombo.addItem(self.tr("A4"), "a4")
        ui.paperCombo.addItem(self.tr("Letter"), "letter")  # the US paper size
        ui.paperCombo.setCurrentIndex(ui.paperCombo.findData(default_paper()))
        ui.optionsForm.setRowVisible(ui.paperCombo, choose_paper)  # a printer brings its own paper
        ui.buttonBox.accepted.connect(self.accept)
        ui.buttonBox.rejected.connect(self.reject)
        ui.gameRadio.toggled.connect(self._what_changed)
        (ui.gameRadio if has_game else ui.blankRadio).setChecked(True)
        self._what_changed()

    def _set_sheet_label(self) -> None:
        if self.source.sheet_label:
            self.ui.sideLabel.setText(self.source.sheet_label)

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language) while the dialog is open: every text again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._set_sheet_label()
            self.ui.playerCombo.setItemText(0, self.tr("All players"))
            for index, count in enumerate((1, 2, 4)):
                self.ui.perPageCombo.setItemText(index, self.tr("%n sheet(s) per page", "", count))
            self.ui.paperCombo.setItemText(0, self.tr("A4"))
            self.ui.paperCombo.setItemText(1, self.tr("Letter"))
        super().changeEvent(event)

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
        source = self.source
        if self.ui.gameRadio.isChecked() and source.finished is not None:
            player = self.ui.playerCombo.currentData()
            players = None if player is None else [int(player)]
            pictures = source.finished(players)
            names = source.players if players is None else [source.players[p] for p in players]
            title = self.tr("{0}: {1}").format(source.name, ", ".join(names))
        else:
            sheet = self.ui.sideCombo.currentData()
            pictures = source.blank(self.ui.countSpin.value(), sheet)
            title = self.tr("{0}: blank sheets, {1}").format(
                source.name, self.ui.sideCombo.currentText()
            )
        return PrintJob(tuple(pictures), per_page, self.ui.cutMarksCheck.isChecked(), paper, title)
