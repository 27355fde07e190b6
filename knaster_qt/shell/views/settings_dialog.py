"""Edit > Settings…: hints, animation and speed; the game's default side, end rule and players.

The dialog shows what ``knaster_qt.shell.settings`` holds and writes it back only on OK;
the setup part is the game on screen's (its entry gives the sides, rules and levels),
player names are checked by the game's own rule (``GameEntry.name_problem``) and unique.
Hints and animations are for every game; a note under each says what they are in the game
on screen (``GameEntry.hints_help``, ``animation_help``).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QTableWidgetItem,
    QWidget,
)

from knaster_qt.games import GameEntry
from knaster_qt.seats import Seat, Setup
from knaster_qt.shell import registry, settings
from knaster_qt.shell.setups import new_seat_name
from knaster_qt.shell.views.ui_settings_dialog import Ui_SettingsDialog
from knaster_qt.texts import translated
from knaster_qt.widgets.tones import follow_scheme, warning_style

KIND_TEXTS = {  # the Kind column's choices
    "human": str(QT_TRANSLATE_NOOP("SettingsDialog", "Person")),
    "computer": str(QT_TRANSLATE_NOOP("SettingsDialog", "Computer")),
}
NAME, KIND, LEVEL = range(3)


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game: GameEntry | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_SettingsDialog()
        self.ui.setupUi(self)
        problem = self.ui.problemLabel
        follow_scheme(problem, lambda: problem.setStyleSheet(warning_style()))
        self.game = game or registry.default_game()
        self._set_title()
        self._show_notes()
        for side in self.game.sheet_sides:
            self.ui.sideCombo.addItem(translated(side.label).replace("&", ""), side.key)
        for rule in self.game.end_rules:
            self.ui.endRuleCombo.addItem(translated(rule.label).replace("&", ""), rule.key)
        # Only a choice is shown: no side for a game whose players each have their own sheet.
        no_side = self.game.sheet_per_seat or len(self.game.sheet_sides) < 2
        for widget in (self.ui.sideLabel, self.ui.sideCombo):
            widget.setVisible(not no_side)
        for widget in (self.ui.endRuleLabel, self.ui.endRuleCombo):
            widget.setVisible(len(self.game.end_rules) > 1)
        # Exact Hit has neither choice: no empty box.
        self.ui.newGameBox.setVisible(not no_side or len(self.game.end_rules) > 1)
        self.ui.speedSlider.setRange(*settings.ANIMATION_SPEEDS)
        self.ui.speedSlider.valueChanged.connect(self._show_speed)
        self.ui.animationCheck.toggled.connect(self.ui.speedSlider.setEnabled)
        self.ui.addPlayerButton.clicked.connect(lambda: self.add_player(Seat(self._new_name())))
        self.ui.removePlayerButton.clicked.connect(self.remove_player)
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)
        restore = self.ui.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        setup = settings.game_setup(self.game)  # the setup the New Game dialog also uses
        self.show_values(
            setup,
            settings.hints_available(),
            settings.animation_enabled(),
            settings.animation_speed(),
            settings.coordinates_shown(),
        )

    def show_values(
        self, setup: Setup, hints: bool, animation: bool, speed: int, coordinates: bool = True
    ) -> None:
        """Show the players, side and end rule of ``setup`` and the screen settings."""
        ui = self.ui
        ui.sideCombo.setCurrentIndex(max(0, ui.sideCombo.findData(setup.sheet)))
        ui.endRuleCombo.setCurrentIndex(max(0, ui.endRuleCombo.findData(setup.end_rule)))
        self.ui.hintsCheck.setChecked(hints)
        self.ui.animationCheck.setChecked(animation)
        self.ui.speedSlider.setEnabled(animation)
        self.ui.speedSlider.setValue(speed)
        self._show_speed(speed)
        self.ui.coordinatesCheck.setChecked(coordinates)
        self.ui.playersTable.setRowCount(0)
        for seat in setup.seats:
            self.add_player(seat)
        self.ui.problemLabel.clear()

    def _set_title(self) -> None:
        self.setWindowTitle(self.tr("Settings — {0}").format(self.game.name.replace("&", "")))

    def _show_notes(self) -> None:
        """What hints and animations are in the game on screen ("Exact Hit: which dice ...")."""
        name = self.game.name.replace("&", "")
        for note, words in (
            (self.ui.hintsNote, self.game.hints_help),
            (self.ui.animationNote, self.game.animation_help),
        ):
            #: A note under a setting for every game: what it is in the game on screen
            note.setText(self.tr("{game}: {what}").format(game=name, what=translated(words)))
            note.setVisible(bool(words))

    def _show_speed(self, speed: int) -> None:
        # Percent of the normal speed ("200 %"); the number in the language's digits.
        self.ui.speedValue.setText(self.tr("{0} %").format(QLocale().toString(speed)))

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language) while the dialog is open: every text again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._set_title()
            self._show_notes()
            self._show_speed(self.ui.speedSlider.value())
            self._retranslate_choices()
        super().changeEvent(event)

    def _retranslate_choices(self) -> None:
        for index, side in enumerate(self.game.sheet_sides):
            self.ui.sideCombo.setItemText(index, translated(side.label).replace("&", ""))
        for index, rule in enumerate(self.game.end_rules):
            self.ui.endRuleCombo.setItemText(index, translated(rule.label).replace("&", ""))
        table = self.ui.playersTable
        for row in range(table.rowCount()):
            kind, level = table.cellWidget(row, KIND), table.cellWidget(row, LEVEL)
            assert isinstance(kind, QComboBox) and isinstance(level, QComboBox)
            for index, text in enumerate(KIND_TEXTS.values()):
                kind.setItemText(index, self.tr(text))
            for index, choice in enumerate(self.game.bot_levels):
                level.setItemText(index, translated(choice.label).replace("&", ""))

    def restore_defaults(self) -> None:
        self.show_values(
            settings.first_setup(self.game), True, True, settings.DEFAULT_ANIMATION_SPEED
        )

    # --- the players table ----------------------------------------------------------------

    def add_player(self, seat: Seat) -> None:
        table = self.ui.playersTable
        most = self.game.max_players
        if table.rowCount() >= most:
            self.ui.problemLabel.setText(self.tr("A game has at most {0} players.").format(most))
            return
        row = table.rowCount()
        table.insertRow(row)
        table.setItem(row, NAME, QTableWidgetItem(seat.name))
        kind = QComboBox(table)
        for value, text in KIND_TEXTS.items():
            kind.addItem(self.tr(text), value)
        kind.setCurrentIndex(max(0, kind.findData("computer" if seat.is_computer else "human")))
        level = QComboBox(table)
        levels = [choice.key for choice in self.game.bot_levels]
        for choice in self.game.bot_levels:
            level.addItem(translated(choice.label).replace("&", ""), choice.key)
        middle = levels[len(levels) // 2] if levels else ""
        level.setCurrentIndex(max(0, level.findData(seat.level or middle)))
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
        return new_seat_name(False, taken, first=len(taken) + 1)

    # --- OK ---------------------------------------------------------------------------------

    def problem(self) -> str | None:
        """What keeps the settings from being stored, or None."""
        name_problem = self.game.load_name_problem()
        seen: set[str] = set()
        for seat, player in enumerate(self.players(), start=1):
            why = name_problem(player.name)
            if why:
                return self.tr("Player {0}: {1}.").format(seat, translated(why))
            if player.name in seen:
                return self.tr("Player {0}: {1} is already in the list.").format(seat, player.name)
            seen.add(player.name)
        return None

    def game_setup(self) -> Setup:
        """The players, side and end rule shown, with the stored setup's choice of dice (and
        of each player's sheet, in a game where every player has their own)."""
        stored = settings.game_setup(self.game)
        sheets = {seat.name: seat.sheet for seat in stored.seats}
        return replace(
            stored,
            seats=tuple(replace(seat, sheet=sheets.get(seat.name, "")) for seat in self.players()),
            sheet=str(self.ui.sideCombo.currentData() or ""),
            end_rule=str(self.ui.endRuleCombo.currentData() or ""),
        )

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.ui.problemLabel.setText(problem)
            return
        settings.set_game_setup(self.game_setup(), self.game)
        settings.set_hints_available(self.ui.hintsCheck.isChecked())
        settings.set_animation_enabled(self.ui.animationCheck.isChecked())
        settings.set_animation_speed(self.ui.speedSlider.value())
        settings.set_coordinates_shown(self.ui.coordinatesCheck.isChecked())
        super().accept()
