"""The New Game dialog: which game (when several are registered), players (names checked as
typed), sheet side, end rule, dice; each game's last setup is remembered.

Everything it offers comes from the chosen game's entry (knaster_qt/games/__init__.py):
its sides, end rules, computer levels, player limits and name rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHeaderView,
    QLineEdit,
    QRadioButton,
    QTableWidgetItem,
    QWidget,
)

from knaster_qt.games import Choice, GameEntry
from knaster_qt.seats import Seat, Setup
from knaster_qt.shell import registry, settings
from knaster_qt.shell.setups import new_seat_name, setup_problems
from knaster_qt.shell.views.ui_new_game_dialog import Ui_NewGameDialog
from knaster_qt.texts import translated
from knaster_qt.widgets.tones import Look, follow_scheme, tone, warning_style

# Room to type in a name field, past any game's limit (its name rule then says what is wrong).
NAME_FIELD_LENGTH = 32


def _refused_style() -> str:
    """A name field the dialog refuses: red, in the desktop's light or dark scheme."""
    look = tone(Look.REFUSED)
    return (
        f"QLineEdit {{ background: {look.background}; color: {look.text};"
        f" border: 1px solid {look.border}; }}"
    )


def kinds(game: GameEntry) -> tuple[tuple[str, str | None], ...]:
    """The "Plays as" choices: a person, or a computer player of each of the game's levels."""
    person = QCoreApplication.translate("NewGameDialog", "Person")
    return ((person, None), *((translated(level.label), level.key) for level in game.bot_levels))


def last_setup(game: GameEntry | None = None) -> Setup:
    """The setup of the game's last new game: the settings' stored setup."""
    return settings.game_setup(game)


def remember_setup(setup: Setup, game: GameEntry | None = None) -> None:
    """Keep ``setup`` for the game's next New Game, the next start and the Settings dialog."""
    settings.set_game_setup(setup, game)


class NewGameDialog(QDialog):
    """Asks which game, who plays and how; ``game()`` and ``setup()`` give the answer."""

    def __init__(
        self,
        parent: QWidget | None = None,
        setup: Setup | None = None,
        game: GameEntry | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_NewGameDialog()
        self.ui.setupUi(self)
        problem = self.ui.problemLabel
        follow_scheme(problem, lambda: problem.setStyleSheet(warning_style(bold=True)))
        self._seats: list[Seat] = []
        self._game = game or registry.default_game()
        self._extra_buttons: list[QRadioButton] = []  # made for a game with more choices
        self._sides: dict[str, QRadioButton] = {}
        self._ends: dict[str, QRadioButton] = {}
        table = self.ui.playerTable
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.itemSelectionChanged.connect(self._update_buttons)
        self.ui.addButton.clicked.connect(lambda: self.add_player(None))
        self.ui.addComputerButton.clicked.connect(lambda: self.add_player(self._middle_level()))
        self.ui.removeButton.clicked.connect(self.remove_player)
        self.ui.upButton.clicked.connect(lambda: self.move_player(-1))
        self.ui.downButton.clicked.connect(lambda: self.move_player(1))
        self.ui.buttonBox.accepted.connect(self._accept_if_valid)
        self.ui.buttonBox.rejected.connect(self.reject)
        # The game chooser: only with a choice to make.
        games = registry.games()
        for entry in games:
            self.ui.gameCombo.addItem(entry.name.replace("&", ""), entry.transcript_header)
        self.ui.gameCombo.setCurrentIndex(
            max(0, self.ui.gameCombo.findData(self._game.transcript_header))
        )
        self.ui.gameLabel.setVisible(len(games) > 1)
        self.ui.gameCombo.setVisible(len(games) > 1)
        self.ui.gameCombo.currentIndexChanged.connect(self._game_chosen)
        self._show_game_options(self._game)
        self.load_setup(setup if setup is not None else last_setup(self._game))

    # --- the answer -----------------------------------------------------------------------

    def game(self) -> GameEntry:
        """The game chosen (the one on screen at first)."""
        return self._game

    @property
    def layout_id(self) -> str:
        return _checked(self._sides)

    def setup(self) -> Setup:
        return Setup(
            seats=tuple(self._seats),
            sheet=self.layout_id,
            end_rule=_checked(self._ends),
            real_dice=self._game.has_dice and self.ui.realDice.isChecked(),
        )

    def problems(self) -> list[str]:
        return setup_problems(self._game, self.setup())

    def load_setup(self, setup: Setup) -> None:
        self._seats = list(setup.seats)
        for choices, key in ((self._sides, setup.sheet), (self._ends, setup.end_rule)):
            if key in choices:
                choices[key].setChecked(True)
            elif choices:
                next(iter(choices.values())).setChecked(True)
        (self.ui.realDice if setup.real_dice else self.ui.appDice).setChecked(True)
        self._rebuild(select=0)

    # --- the game's options ------------------------------------------------------------------

    def _game_chosen(self, index: int) -> None:
        header = self.ui.gameCombo.itemData(index)
        game = registry.game_of_header(str(header))
        if game is None or game == self._game:
            return
        self._game = game
        self._show_game_options(game)
        self.load_setup(last_setup(game))

    def _show_game_options(self, game: GameEntry) -> None:
        """The chosen game's sides, end rules, dice and player limits."""
        for button in self._extra_buttons:
            button.deleteLater()
        self._extra_buttons.clear()
        self._sides = self._fill(self.ui.sideBox, (self.ui.sideA, self.ui.sideB), game.sheet_sides)
        self._ends = self._fill(
            self.ui.endBox, (self.ui.extraRound, self.ui.quickEnd), game.end_rules
        )
        self.ui.diceBox.setVisible(game.has_dice)
        if game.sheet_per_seat:  # each player's own sheet: a column of the players' table
            self.ui.sideBox.setVisible(False)
        table = self.ui.playerTable
        table.setColumnCount(3 if game.sheet_per_seat else 2)
        if game.sheet_per_seat:
            table.setHorizontalHeaderItem(2, QTableWidgetItem())
            table.horizontalHeader().setSectionResizeMode(
                2, QHeaderView.ResizeMode.ResizeToContents
            )
        self._show_texts(game)

    def _show_texts(self, game: GameEntry) -> None:
        """The texts made from the game's entry: the introduction, the title, the choices."""
        sheet_column = self.ui.playerTable.horizontalHeaderItem(2)
        if game.sheet_per_seat and sheet_column is not None:
            sheet_column.setText(self.tr("Sheet"))
        for choices, shown in ((game.sheet_sides, self._sides), (game.end_rules, self._ends)):
            for choice in choices:
                shown[choice.key].setText(translated(choice.label))
                shown[choice.key].setToolTip(translated(choice.tip))
        players = self.tr("{0} to {1} players").format(game.min_players, game.max_players)
        if game.max_players == 1:
            players = self.tr("1 player")
        intro = self.tr("Who plays? {0}, each a person at this screen or a computer player.")
        more = f" {translated(game.how_players_play)}" if game.how_players_play else ""
        self.ui.introLabel.setText(intro.format(players) + more)
        several = len(registry.games()) > 1
        self.setWindowTitle(
            self.tr("New Game — {0}").format(game.name) if several else self.tr("New Game")
        )

    def _fill(
        self, box: QGroupBox, buttons: tuple[QRadioButton, ...], choices: tuple[Choice, ...]
    ) -> dict[str, QRadioButton]:
        """One radio button per choice (the .ui file's, then new ones); none: the box hides."""
        shown: dict[str, QRadioButton] = {}
        layout = box.layout()
        assert layout is not None  # ui/new_game_dialog.ui: each box has its column
        for index, choice in enumerate(choices):
            if index < len(buttons):
                button = buttons[index]
            else:
                button = QRadioButton(box)
                layout.addWidget(button)
                self._extra_buttons.append(button)
            button.setText(translated(choice.label))
            button.setToolTip(translated(choice.tip))
            button.setVisible(True)
            shown[choice.key] = button
        for button in buttons[len(choices) :]:
            button.setVisible(False)
        box.setVisible(len(choices) > 1)  # one choice is no choice
        return shown

    def showEvent(self, event: QShowEvent) -> None:
        """The keyboard starts in the first player's name, selected: typing replaces it and
        Enter starts the game (in the Game box, typing a letter would choose another game)."""
        super().showEvent(event)
        if self._seats:
            edit = self.name_edit(0)
            edit.setFocus()
            edit.selectAll()

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language) while the dialog is open: every text again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._show_texts(self._game)
            self._rebuild(select=self.selected_row())
        super().changeEvent(event)

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
        if len(self._seats) >= self._game.max_players:
            return
        name = new_seat_name(level is not None, {seat.name for seat in self._seats})
        self._seats.append(Seat(name, level))
        self._rebuild(select=len(self._seats) - 1)
        edit = self.name_edit(len(self._seats) - 1)
        edit.setFocus()
        edit.selectAll()

    def _middle_level(self) -> str | None:
        levels = [level.key for level in self._game.bot_levels]
        return levels[len(levels) // 2] if levels else None

    def remove_player(self) -> None:
        row = self.selected_row()
        if row < 0 or len(self._seats) <= max(1, self._game.min_players):
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
            edit.setMaxLength(NAME_FIELD_LENGTH)
            edit.setAccessibleName(self.tr("name of player {0}").format(row + 1))
            edit.textEdited.connect(lambda text, row=row: self._rename(row, text))
            edit.installEventFilter(self)
            box = QComboBox(table)
            choices = kinds(self._game)
            for label, _level in choices:
                box.addItem(label)
            box.setCurrentIndex(
                next((i for i, (_, lvl) in enumerate(choices) if lvl == seat.level), 0)
            )
            box.setAccessibleName(self.tr("player {0} plays as").format(row + 1))
            box.currentIndexChanged.connect(lambda index, row=row: self._set_kind(row, index))
            box.installEventFilter(self)
            table.setCellWidget(row, 0, edit)
            table.setCellWidget(row, 1, box)
            if self._game.sheet_per_seat:
                table.setCellWidget(row, 2, self._sheet_box(row, seat))
        self.select_row(select)
        self._validate()

    def sheet_box(self, row: int) -> QComboBox:
        """The "Sheet" choice of a row (games whose players each have their own sheet)."""
        widget = self.ui.playerTable.cellWidget(row, 2)
        assert isinstance(widget, QComboBox)
        return widget

    def _sheet_box(self, row: int, seat: Seat) -> QComboBox:
        box = QComboBox(self.ui.playerTable)
        box.addItem(self.tr("Dealt"), "")
        for side in self._game.sheet_sides:
            box.addItem(translated(side.label).replace("&", ""), side.key)
        box.setCurrentIndex(max(0, box.findData(seat.sheet)))
        box.setAccessibleName(self.tr("sheet of player {0}").format(row + 1))
        box.setToolTip(self.tr("Dealt: the first sheet nobody has, in seat order"))
        box.currentIndexChanged.connect(
            lambda _index, row=row, box=box: self._set_sheet(row, str(box.currentData()))
        )
        box.installEventFilter(self)
        return box

    def _set_sheet(self, row: int, sheet: str) -> None:
        self._seats[row] = replace(self._seats[row], sheet=sheet)
        self._validate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Editing a row's name or kind selects that row (for Remove and Move).
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress):
            for row in range(self.ui.playerTable.rowCount()):
                if watched in (
                    self.ui.playerTable.cellWidget(row, 0),
                    self.ui.playerTable.cellWidget(row, 1),
                    self.ui.playerTable.cellWidget(row, 2),
                ):
                    if row != self.selected_row():
                        self.select_row(row)
                    break
        return super().eventFilter(watched, event)

    def _rename(self, row: int, text: str) -> None:
        self._seats[row] = replace(self._seats[row], name=text.strip())
        self._validate()

    def _set_kind(self, row: int, index: int) -> None:
        self._seats[row] = replace(self._seats[row], level=kinds(self._game)[index][1])
        self._validate()

    def _validate(self) -> None:
        """Mark each bad or repeated name and say what is wrong; OK only for a valid setup."""
        name_problem = self._game.load_name_problem()
        counts: dict[str, int] = {}
        for seat in self._seats:
            counts[seat.name] = counts.get(seat.name, 0) + 1
        for row, seat in enumerate(self._seats):
            problem = name_problem(seat.name)
            problem = None if problem is None else translated(problem)  # the game's Words
            if problem is None and counts[seat.name] > 1:
                problem = self.tr("two players are called {0}").format(seat.name)
            edit = self.name_edit(row)
            edit.setStyleSheet(_refused_style() if problem else "")
            edit.setToolTip(problem[:1].upper() + problem[1:] if problem else "")
        problems = self.problems()
        text = problems[0] if problems else ""
        self.ui.problemLabel.setText(text[:1].upper() + text[1:] + ("." if text else ""))
        self.ui.problemLabel.setVisible(bool(problems))
        self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)
        self._update_buttons()

    def _update_buttons(self) -> None:
        row, count = self.selected_row(), len(self._seats)
        self.ui.addButton.setEnabled(count < self._game.max_players)
        self.ui.addComputerButton.setEnabled(
            count < self._game.max_players and bool(self._game.bot_levels)
        )
        self.ui.removeButton.setEnabled(row >= 0 and count > max(1, self._game.min_players))
        self.ui.upButton.setEnabled(row > 0)
        self.ui.downButton.setEnabled(0 <= row < count - 1)

    def _accept_if_valid(self) -> None:
        if self.problems():
            return
        remember_setup(self.setup(), self._game)
        self.accept()


def _checked(buttons: Mapping[str, QAbstractButton]) -> str:
    """The key of the checked button ("" for a game without this choice)."""
    return next((key for key, button in buttons.items() if button.isChecked()), "")
