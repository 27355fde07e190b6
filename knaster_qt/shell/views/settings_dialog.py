"""Edit > Settings…: default sheet side and end rule, hints, dice animation and speed, default players.

The dialog shows what ``knaster_qt.shell.settings`` holds and writes it back only on OK;
player names are checked like the transcript checks them (one word, unique).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QTableWidgetItem,
    QWidget,
)

from knaster_qt.games.knaster.core.game import EndRule
from knaster_qt.games.knaster.core.players import MAX_PLAYERS, name_problem
from knaster_qt.games.knaster.core.setup import BOT_LEVELS, GameSetup, Seat
from knaster_qt.shell import settings
from knaster_qt.shell.views.ui_settings_dialog import Ui_SettingsDialog

SIDE_TEXTS = {"A": "A (the front of the pad)", "B": "B (the back, mirrored)"}
END_RULE_TEXTS = {
    EndRule.EXTRA_ROUND: "One more round after a sheet is full (rulebook)",
    EndRule.QUICK_END: "The round that fills a sheet is the last (quick end)",
}
KIND_TEXTS = {"human": "Person", "computer": "Computer"}  # the Kind column's choices
NAME, KIND, LEVEL = range(3)


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_SettingsDialog()
        self.ui.setupUi(self)
        for side, text in SIDE_TEXTS.items():
            self.ui.sideCombo.addItem(text, side)
        for rule, text in END_RULE_TEXTS.items():
            self.ui.endRuleCombo.addItem(text, rule.value)
        self.ui.speedSlider.setRange(*settings.ANIMATION_SPEEDS)
        self.ui.speedSlider.valueChanged.connect(
            lambda value: self.ui.speedValue.setText(f"{value} %")
        )
        self.ui.animationCheck.toggled.connect(self.ui.speedSlider.setEnabled)
        self.ui.addPlayerButton.clicked.connect(lambda: self.add_player(Seat(self._new_name())))
        self.ui.removePlayerButton.clicked.connect(self.remove_player)
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)
        restore = self.ui.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        setup = settings.game_setup()  # the one setup the New game dialog also uses
        self.show_values(
            setup,
            settings.hints_available(),
            settings.animation_enabled(),
            settings.animation_speed(),
        )

    def show_values(self, setup: GameSetup, hints: bool, animation: bool, speed: int) -> None:
        """Show the players, side and end rule of ``setup`` and the screen settings."""
        ui = self.ui
        ui.sideCombo.setCurrentIndex(max(0, ui.sideCombo.findData(setup.layout)))
        ui.endRuleCombo.setCurrentIndex(max(0, ui.endRuleCombo.findData(setup.end_rule.value)))
        self.ui.hintsCheck.setChecked(hints)
        self.ui.animationCheck.setChecked(animation)
        self.ui.speedSlider.setEnabled(animation)
        self.ui.speedSlider.setValue(speed)
        self.ui.speedValue.setText(f"{speed} %")
        self.ui.playersTable.setRowCount(0)
        for seat in setup.seats:
            self.add_player(seat)
        self.ui.problemLabel.clear()

    def restore_defaults(self) -> None:
        self.show_values(GameSetup(), True, True, settings.DEFAULT_ANIMATION_SPEED)

    # --- the players table ----------------------------------------------------------------

    def add_player(self, seat: Seat) -> None:
        table = self.ui.playersTable
        if table.rowCount() >= MAX_PLAYERS:
            self.ui.problemLabel.setText(f"A game has at most {MAX_PLAYERS} players.")
            return
        row = table.rowCount()
        table.insertRow(row)
        table.setItem(row, NAME, QTableWidgetItem(seat.name))
        kind = QComboBox(table)
        for value, text in KIND_TEXTS.items():
            kind.addItem(text, value)
        kind.setCurrentIndex(max(0, kind.findData("computer" if seat.is_computer else "human")))
        level = QComboBox(table)
        for value in BOT_LEVELS:
            level.addItem(value.capitalize(), value)
        level.setCurrentIndex(max(0, level.findData(seat.level or "medium")))
        level.setEnabled(seat.is_computer)
        kind.currentIndexChanged.connect(
            lambda _index, k=kind, lv=level: lv.setEnabled(k.currentData() == "computer")
        )
        table.setCellWidget(row, KIND, kind)
        table.setCellWidget(row, LEVEL, level)
        table.setCurrentCell(row, NAME)
        self.ui.removePlayerButton.setEnabled(table.rowCount() > 1)

    def remove_player(self) -> None:
        table = self.ui.playersTable
        if table.rowCount() <= 1:
            return
        row = table.currentRow() if table.currentRow() >= 0 else table.rowCount() - 1
        table.removeRow(row)
        self.ui.removePlayerButton.setEnabled(table.rowCount() > 1)

    def players(self) -> list[Seat]:
        table = self.ui.playersTable
        result = []
        for row in range(table.rowCount()):
            item = table.item(row, NAME)
            name = item.text().strip() if item is not None else ""
            kind_box = table.cellWidget(row, KIND)
            level_box = table.cellWidget(row, LEVEL)
            assert isinstance(kind_box, QComboBox) and isinstance(level_box, QComboBox)
            computer = kind_box.currentData() == "computer"
            result.append(Seat(name, str(level_box.currentData()) if computer else None))
        return result

    def _new_name(self) -> str:
        taken = {player.name for player in self.players()}
        number = len(taken) + 1
        while f"Player{number}" in taken:
            number += 1
        return f"Player{number}"

    # --- OK ---------------------------------------------------------------------------------

    def problem(self) -> str | None:
        """What keeps the settings from being stored, or None."""
        seen: set[str] = set()
        for seat, player in enumerate(self.players(), start=1):
            why = name_problem(player.name)
            if why:
                return f"Player {seat}: {why}."
            if player.name in seen:
                return f"Player {seat}: {player.name} is already in the list."
            seen.add(player.name)
        return None

    def game_setup(self) -> GameSetup:
        """The players, side and end rule shown, with the stored setup's choice of dice."""
        return replace(
            settings.game_setup(),
            seats=tuple(self.players()),
            layout=str(self.ui.sideCombo.currentData()),
            end_rule=EndRule(str(self.ui.endRuleCombo.currentData())),
        )

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.ui.problemLabel.setText(problem)
            return
        settings.set_game_setup(self.game_setup())
        settings.set_hints_available(self.ui.hintsCheck.isChecked())
        settings.set_animation_enabled(self.ui.animationCheck.isChecked())
        settings.set_animation_speed(self.ui.speedSlider.value())
        super().accept()
