"""The New game dialog: players (names checked as typed), sheet side, end rule, dice; remembered."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QWidget,
)

from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.players import MAX_NAME_LENGTH, name_problem
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.shell import settings
from knaster_qt.shell.registry import default_game
from knaster_qt.shell.views.ui_new_game_dialog import Ui_NewGameDialog

# The "Plays as" choices: a person, or a computer player of each level.
KINDS: tuple[tuple[str, str | None], ...] = (
    ("Person", None),
    *((level.label, level.key) for level in default_game().bot_levels),
)
_BAD_NAME_STYLE = "QLineEdit { background: #fde2e2; border: 1px solid #b91c1c; }"


def last_setup() -> GameSetup:
    """The setup of the last new game: the settings' one stored setup."""
    return settings.game_setup()


def remember_setup(setup: GameSetup) -> None:
    """Keep ``setup`` for the next New game, the next start and the Settings dialog."""
    settings.set_game_setup(setup)


class NewGameDialog(QDialog):
    """Asks who plays and how; ``setup()`` and ``make_game()`` give the answer."""

    def __init__(self, parent: QWidget | None = None, setup: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_NewGameDialog()
        self.ui.setupUi(self)
        self._seats: list[Seat] = []
        table = self.ui.playerTable
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.itemSelectionChanged.connect(self._update_buttons)
        self.ui.addButton.clicked.connect(lambda: self.add_player(None))
        self.ui.addComputerButton.clicked.connect(lambda: self.add_player("medium"))
        self.ui.removeButton.clicked.connect(self.remove_player)
        self.ui.upButton.clicked.connect(lambda: self.move_player(-1))
        self.ui.downButton.clicked.connect(lambda: self.move_player(1))
        self.ui.buttonBox.accepted.connect(self._accept_if_valid)
        self.ui.buttonBox.rejected.connect(self.reject)
        # The game's sides and end rules, in the order of the dialog's radio buttons.
        game = default_game()
        self._sides = dict(
            zip(
                (side.key for side in game.sheet_sides), (self.ui.sideA, self.ui.sideB), strict=True
            )
        )
        self._ends = dict(
            zip(
                (rule.key for rule in game.end_rules),
                (self.ui.extraRound, self.ui.quickEnd),
                strict=True,
            )
        )
        for choice, button in zip(
            (*game.sheet_sides, *game.end_rules),
            (*self._sides.values(), *self._ends.values()),
            strict=True,
        ):
            button.setText(choice.label)
        self.load_setup(setup if setup is not None else last_setup())

    # --- the answer -----------------------------------------------------------------------

    @property
    def layout_id(self) -> str:
        return next(key for key, button in self._sides.items() if button.isChecked())

    def setup(self) -> GameSetup:
        return GameSetup(
            seats=tuple(self._seats),
            layout=self.layout_id,
            end_rule=EndRule(next(key for key, button in self._ends.items() if button.isChecked())),
            real_dice=self.ui.realDice.isChecked(),
        )

    def make_game(self) -> Game:
        return self.setup().make_game()

    def problems(self) -> list[str]:
        return self.setup().problems()

    def load_setup(self, setup: GameSetup) -> None:
        self._seats = list(setup.seats)
        self._sides[setup.layout].setChecked(True)
        self._ends[setup.end_rule.value].setChecked(True)
        (self.ui.realDice if setup.real_dice else self.ui.appDice).setChecked(True)
        self._rebuild(select=0)

    # --- editing the list -------------------------------------------------------------------

    def name_edit(self, row: int) -> QLineEdit:
        widget = self.ui.playerTable.cellWidget(row, 0)
        assert isinstance(widget, QLineEdit)
        return widget

    def kind_box(self, row: int) -> QComboBox:
        widget = self.ui.playerTable.cellWidget(row, 1)
        assert isinstance(widget, QComboBox)
        return widget

    def selected_row(self) -> int:
        rows = self.ui.playerTable.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def select_row(self, row: int) -> None:
        if 0 <= row < len(self._seats):
            self.ui.playerTable.selectRow(row)
        self._update_buttons()

    def add_player(self, level: str | None) -> None:
        if len(self._seats) >= default_game().max_players:
            return
        stem = "Computer" if level else "Player"
        taken = {seat.name for seat in self._seats}
        number = next(n for n in range(1, 100) if f"{stem}{n}" not in taken)
        self._seats.append(Seat(f"{stem}{number}", level))
        self._rebuild(select=len(self._seats) - 1)
        edit = self.name_edit(len(self._seats) - 1)
        edit.setFocus()
        edit.selectAll()

    def remove_player(self) -> None:
        row = self.selected_row()
        if row < 0 or len(self._seats) <= 1:
            return
        del self._seats[row]
        self._rebuild(select=min(row, len(self._seats) - 1))

    def move_player(self, step: int) -> None:
        row = self.selected_row()
        other = row + step
        if row < 0 or not 0 <= other < len(self._seats):
            return
        self._seats[row], self._seats[other] = self._seats[other], self._seats[row]
        self._rebuild(select=other)

    # --- internals ----------------------------------------------------------------------------

    def _rebuild(self, select: int) -> None:
        table = self.ui.playerTable
        table.setRowCount(len(self._seats))
        for row, seat in enumerate(self._seats):
            edit = QLineEdit(seat.name, table)
            edit.setMaxLength(MAX_NAME_LENGTH + 8)  # room to type past the limit and be told
            edit.setAccessibleName(f"name of player {row + 1}")
            edit.textEdited.connect(lambda text, row=row: self._rename(row, text))
            edit.installEventFilter(self)
            box = QComboBox(table)
            for label, _level in KINDS:
                box.addItem(label)
            box.setCurrentIndex(next(i for i, (_, lvl) in enumerate(KINDS) if lvl == seat.level))
            box.setAccessibleName(f"player {row + 1} plays as")
            box.currentIndexChanged.connect(lambda index, row=row: self._set_kind(row, index))
            box.installEventFilter(self)
            table.setCellWidget(row, 0, edit)
            table.setCellWidget(row, 1, box)
        self.select_row(select)
        self._validate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Editing a row's name or kind selects that row (for Remove and Move).
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress):
            for row in range(self.ui.playerTable.rowCount()):
                if watched in (
                    self.ui.playerTable.cellWidget(row, 0),
                    self.ui.playerTable.cellWidget(row, 1),
                ):
                    if row != self.selected_row():
                        self.select_row(row)
                    break
        return super().eventFilter(watched, event)

    def _rename(self, row: int, text: str) -> None:
        self._seats[row] = Seat(text.strip(), self._seats[row].level)
        self._validate()

    def _set_kind(self, row: int, index: int) -> None:
        self._seats[row] = Seat(self._seats[row].name, KINDS[index][1])
        self._validate()

    def _validate(self) -> None:
        """Mark each bad or repeated name and say what is wrong; OK only for a valid setup."""
        counts: dict[str, int] = {}
        for seat in self._seats:
            counts[seat.name] = counts.get(seat.name, 0) + 1
        for row, seat in enumerate(self._seats):
            problem = name_problem(seat.name)
            if problem is None and counts[seat.name] > 1:
                problem = f"two players are called {seat.name}"
            edit = self.name_edit(row)
            edit.setStyleSheet(_BAD_NAME_STYLE if problem else "")
            edit.setToolTip(problem[:1].upper() + problem[1:] if problem else "")
        problems = self.problems()
        text = problems[0] if problems else ""
        self.ui.problemLabel.setText(text[:1].upper() + text[1:] + ("." if text else ""))
        self.ui.problemLabel.setVisible(bool(problems))
        self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)
        self._update_buttons()

    def _update_buttons(self) -> None:
        row, count = self.selected_row(), len(self._seats)
        self.ui.addButton.setEnabled(count < default_game().max_players)
        self.ui.addComputerButton.setEnabled(count < default_game().max_players)
        self.ui.removeButton.setEnabled(row >= 0 and count > 1)
        self.ui.upButton.setEnabled(row > 0)
        self.ui.downButton.setEnabled(0 <= row < count - 1)

    def _accept_if_valid(self) -> None:
        if self.problems():
            return
        remember_setup(self.setup())
        self.accept()
