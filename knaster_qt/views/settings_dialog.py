"""Edit > Settings…: default sheet side and end rule, hints, dice animation and speed, default players.

The dialog shows what ``knaster_qt.settings`` holds and writes it back only on OK;
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

from knaster_qt import settings
from knaster_qt.core.game import EndRule
from knaster_qt.core.players import MAX_PLAYERS, name_problem
from knaster_qt.core.setup import GameSetup, Seat
from knaster_qt.settings import BOT_LEVELS, PlayerSetup
from knaster_qt.views.ui_settings_dialog import Ui_SettingsDialog

SIDE_TEXTS = {"A": "A (the front of the pad)", "B": "B (the back, mirrored)"}
END_RULE_TEXTS = {
    "extra-round": "One more round after a sheet is full (rulebook)",
    "quick-end": "The round that fills a sheet is the last (quick end)",
}
KIND_TEXTS = {"human": "Person", "computer": "Computer"}
NAME, KIND, LEVEL = range(3)


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_SettingsDialog()
        self.ui.setupUi(self)
        for side, text in SIDE_TEXTS.items():
            self.ui.sideCombo.addItem(text, side)
        for rule, text in END_RULE_TEXTS.items():
            self.ui.endRuleCombo.addItem(text, rule)
        self.ui.speedSlider.setRange(*settings.ANIMATION_SPEEDS)
        self.ui.speedSlider.valueChanged.connect(
            lambda value: self.ui.speedValue.setText(f"{value} %")
        )
        self.ui.animationCheck.toggled.connect(self.ui.speedSlider.setEnabled)
        self.ui.addPlayerButton.clicked.connect(
            lambda: self.add_player(PlayerSetup(self._new_name()))
        )
        self.ui.removePlayerButton.clicked.connect(self.remove_player)
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)
        restore = self.ui.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        setup = settings.game_setup()  # the one setup the New game dialog also uses
        self.show_values(
            setup.layout,
            setup.end_rule.value,
            settings.hints_available(),
            settings.animation_enabled(),
            settings.animation_speed(),
            [
                PlayerSetup(seat.name, "computer" if seat.level else "human", seat.level)
                for seat in setup.seats
            ],
        )

    def show_values(
        self,
        side: str,
        end_rule: str,
        hints: bool,
        animation: bool,
        speed: int,
        players: list[PlayerSetup],
    ) -> None:
        self.ui.sideCombo.setCurrentIndex(max(0, self.ui.sideCombo.findData(side)))
        self.ui.endRuleCombo.setCurrentIndex(max(0, self.ui.endRuleCombo.findData(end_rule)))
        self.ui.hintsCheck.setChecked(hints)
        self.ui.animationCheck.setChecked(animation)
        self.ui.speedSlider.setEnabled(animation)
        self.ui.speedSlider.setValue(speed)
        self.ui.speedValue.setText(f"{speed} %")
        self.ui.playersTable.setRowCount(0)
        for player in players:
            self.add_player(player)
        self.ui.problemLabel.clear()

    def restore_defaults(self) -> None:
        self.show_values(
            "A",
            "extra-round",
            True,
            True,
            settings.DEFAULT_ANIMATION_SPEED,
            [PlayerSetup("Player")],
        )

    # --- the players table ----------------------------------------------------------------

    def add_player(self, player: PlayerSetup) -> None:
        table = self.ui.playersTable
        if table.rowCount() >= MAX_PLAYERS:
            self.ui.problemLabel.setText(f"A game has at most {MAX_PLAYERS} players.")
            return
        row = table.rowCount()
        table.insertRow(row)
        table.setItem(row, NAME, QTableWidgetItem(player.name))
        kind = QComboBox(table)
        for value, text in KIND_TEXTS.items():
            kind.addItem(text, value)
        kind.setCurrentIndex(max(0, kind.findData(player.kind)))
        level = QComboBox(table)
        for value in BOT_LEVELS:
            level.addItem(value.capitalize(), value)
        level.setCurrentIndex(max(0, level.findData(player.level or "medium")))
        level.setEnabled(player.kind == "computer")
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

    def players(self) -> list[PlayerSetup]:
        table = self.ui.playersTable
        result = []
        for row in range(table.rowCount()):
            item = table.item(row, NAME)
            name = item.text().strip() if item is not None else ""
            kind_box = table.cellWidget(row, KIND)
            level_box = table.cellWidget(row, LEVEL)
            assert isinstance(kind_box, QComboBox) and isinstance(level_box, QComboBox)
            kind = str(kind_box.currentData())
            level = str(level_box.currentData()) if kind == "computer" else None
            result.append(PlayerSetup(name, kind, level))
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
            seats=tuple(Seat(player.name, player.level) for player in self.players()),
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
