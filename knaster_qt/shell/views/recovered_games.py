"""Game > Recovered Games…: the kept games (``<data folder>/kept/``), opened again or deleted.

The games the app kept when the player abandoned or did not resume them are listed
newest first. Open (double-click, Enter) plays one on in the main window
(``openRequested``); Delete (the button, the Delete key) and "Delete Older Than 30 Days"
move the chosen ones to the system trash once the player has confirmed, naming how many
and which. A file the trash cannot take is deleted for good only after a second question
that says so. Files already gone, a read-only folder or any other failure are reported
file by file; the other files are not touched. Dialogs open with open(), never exec().
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHeaderView,
    QMessageBox,
    QSizePolicy,
    QSpacerItem,
    QWidget,
)

from knaster_qt.shell.registry import describe_kept, file_suffixes
from knaster_qt.shell.session.kept_removal import Removal, Result, delete_for_good, move_to_trash
from knaster_qt.shell.views.kept_games_model import PLAYERS_COLUMN, KeptGamesModel, describe
from knaster_qt.shell.views.ui_recovered_games import Ui_RecoveredGamesWindow
from knaster_qt.storage.kept import KeptGame, kept_folder, kept_games
from knaster_qt.texts import with_key

OLD_DAYS = 30  # "Delete Older Than 30 Days" (the button's text says the number too)
LISTED = 10  # games named one by one in a question or report; the others are counted
MAX_BOX_WIDTH = 720  # pixels: a question wider than this wraps its lines after all


class RecoveredGamesWindow(QDialog):
    """Reads the kept folder when shown and after each deletion (``refresh``)."""

    openRequested = Signal(Path)  # play this kept game on in the main window
    keptChanged = Signal()  # kept files were deleted

    def __init__(
        self,
        data_folder: Path,
        parent: QWidget | None = None,
        now: Callable[[], datetime.datetime] = datetime.datetime.now,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_RecoveredGamesWindow()
        self.ui.setupUi(self)
        self.data_folder = data_folder
        self._now = now
        self.confirm_box: QMessageBox | None = None  # the last question asked
        self.message_box: QMessageBox | None = None  # the last report of a problem
        self.model = KeptGamesModel(self)
        table = self.ui.gamesTable
        table.setModel(self.model)
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The players' names take the spare width (the reason is one short word).
        header.setSectionResizeMode(PLAYERS_COLUMN, QHeaderView.ResizeMode.Stretch)
        table.doubleClicked.connect(lambda _index: self.open_selected())
        table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.ui.openButton.clicked.connect(self.open_selected)
        self.ui.openButton.setDefault(True)  # Enter opens the chosen game
        self.ui.deleteButton.clicked.connect(self.ask_delete)
        self.ui.deleteOldButton.clicked.connect(self.ask_delete_old)
        self.ui.closeButton.clicked.connect(self.close)
        self.delete_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self)
        self.delete_shortcut.activated.connect(self.ask_delete)
        self._name_keys()
        self.setModal(False)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language) while the window is open: every text again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._name_keys()
            self.refresh()
        super().changeEvent(event)

    def _name_keys(self) -> None:
        """Delete's tooltip names the key as the platform does in the language ("Entf")."""
        button = self.ui.deleteButton
        button.setToolTip(with_key(button.toolTip(), self.delete_shortcut.key()))

    # --- the list -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the kept folder again; the games still there stay selected."""
        chosen = {game.path for game in self.selected_games()}
        self.model.set_games(kept_games(self.data_folder, describe_kept, file_suffixes()))
        self._select(lambda game: game.path in chosen)
        self.ui.statusLabel.setText(self._empty_note())
        self._update_buttons()

    def _empty_note(self) -> str:
        return "" if self.model.games else self.tr("No games are kept.")

    def selected_games(self) -> list[KeptGame]:
        """The chosen games, newest first."""
        rows = sorted(index.row() for index in self.ui.gamesTable.selectionModel().selectedRows())
        return [self.model.games[row] for row in rows]

    def old_games(self) -> list[KeptGame]:
        now = self._now()
        return [game for game in self.model.games if game.older_than(OLD_DAYS, now)]

    def _select(self, chosen: Callable[[KeptGame], bool]) -> None:
        selection = QItemSelection()
        for row, game in enumerate(self.model.games):
            if chosen(game):
                selection.select(self.model.index(row, 0), self.model.index(row, 0))
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.ui.gamesTable.selectionModel().select(selection, flags)

    def _update_buttons(self) -> None:
        chosen = len(self.selected_games())
        self.ui.openButton.setEnabled(chosen == 1)
        self.ui.deleteButton.setEnabled(chosen > 0)
        self.ui.deleteOldButton.setEnabled(bool(self.old_games()))

    # --- open -----------------------------------------------------------------------------

    def open_selected(self) -> None:
        chosen = self.selected_games()
        if len(chosen) != 1:
            return
        self.close()  # the main window may ask first ("Abandon the game in round 3?")
        self.openRequested.emit(chosen[0].path)

    # --- delete ---------------------------------------------------------------------------

    def ask_delete_old(self) -> None:
        """Choose every game kept more than 30 days ago (shown selected) and ask to delete them."""
        now = self._now()
        self._select(lambda game: game.older_than(OLD_DAYS, now))
        self.ask_delete()

    def ask_delete(self) -> None:
        """Ask before the chosen games go to the trash, naming each."""
        chosen = self.selected_games()
        if not chosen:
            return
        count = len(chosen)
        box = self._question(
            self.tr("Delete %n kept game(s)?", "", count),
            self._named(chosen)
            + "\n\n"
            + self.tr("They go to the trash, from where they can still be restored.", "", count),
        )
        delete = box.addButton(self.tr("&Delete"), QMessageBox.ButtonRole.DestructiveRole)
        self._add_cancel(box)
        box.finished.connect(
            lambda _result: self._delete(chosen) if box.clickedButton() is delete else None
        )
        box.open()

    def _delete(self, chosen: list[KeptGame]) -> None:
        removals = [move_to_trash(game.path) for game in chosen]
        homeless = [
            game
            for game, done in zip(chosen, removals, strict=True)
            if done.result is Result.NO_TRASH
        ]
        if not homeless:
            self._report(chosen, removals)
            return
        # The trash cannot take these (no trash here, or none for this disk): say so, ask again.
        count = len(homeless)
        box = self._question(
            self.tr("The trash cannot take %n kept game(s). Delete them for good?", "", count),
            self._named(homeless)
            + "\n\n"
            + self.tr("They cannot be restored afterwards.", "", count),
        )
        for_good = box.addButton(
            self.tr("Delete for &Good"), QMessageBox.ButtonRole.DestructiveRole
        )
        self._add_cancel(box)

        def answered(_result: int) -> None:
            if box.clickedButton() is for_good:
                done = {game.path: delete_for_good(game.path) for game in homeless}
                self._report(chosen, [done.get(removal.path, removal) for removal in removals])
            else:
                self._report(chosen, removals)

        box.finished.connect(answered)
        box.open()

    def _question(self, text: str, details: str) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete Kept Games"),
            text,
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setInformativeText(details)
        _fit_lines(box, details)
        self.confirm_box = box
        return box

    def _add_cancel(self, box: QMessageBox) -> None:
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)  # Enter keeps the games: deleting takes a choice
        box.setEscapeButton(cancel)

    def _named(self, games: list[KeptGame], why: Callable[[KeptGame], str] | None = None) -> str:
        """One line per game (``• Knaster · 12/1/26 2:05 PM · round 23 · Ann, Bob``)."""
        lines = []
        for game in games[:LISTED]:
            line = describe(game)
            if why is not None:  # "Knaster · … · Ann, Bob: the folder … is read-only"
                line = self.tr("{0}: {1}").format(line, why(game))
            lines.append(f"• {line}")
        if len(games) > LISTED:
            lines.append(self.tr("… and %n more", "", len(games) - LISTED))
        return "\n".join(lines)

    # --- what happened --------------------------------------------------------------------

    def _report(self, chosen: list[KeptGame], removals: list[Removal]) -> None:
        """The list again, a sentence of what was done, and a dialog for what was not."""
        result = {removal.path: removal for removal in removals}
        by_result: dict[Result, list[KeptGame]] = {}
        for game in chosen:
            by_result.setdefault(result[game.path].result, []).append(game)
        self.refresh()
        self.keptChanged.emit()
        done = self._done_sentence(by_result)
        self.ui.statusLabel.setText(" ".join(filter(None, [done, self._empty_note()])))
        failed = by_result.get(Result.READ_ONLY, []) + by_result.get(Result.FAILED, [])
        gone = by_result.get(Result.GONE, [])
        if not failed and not gone:
            return
        parts = []
        if failed:
            parts.append(self.tr("%n kept game(s) could not be deleted:", "", len(failed)))
            parts.append(self._named(failed, lambda game: self._why(result[game.path])))
        if gone:
            parts.append(
                self.tr(
                    "%n kept game(s) had already been removed by another program:", "", len(gone)
                )
            )
            parts.append(self._named(gone))
        box = QMessageBox(
            QMessageBox.Icon.Warning if failed else QMessageBox.Icon.Information,
            self.tr("Kept Games"),
            "\n\n".join(parts),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setInformativeText(" ".join(filter(None, [done, self.tr("Nothing else was changed.")])))
        _fit_lines(box, box.text())
        self.message_box = box
        box.open()

    def _done_sentence(self, by_result: dict[Result, list[KeptGame]]) -> str:
        sentences = []
        trashed = len(by_result.get(Result.TRASHED, []))
        if trashed:
            sentences.append(self.tr("%n kept game(s) moved to the trash.", "", trashed))
        deleted = len(by_result.get(Result.DELETED, []))
        if deleted:
            sentences.append(self.tr("%n kept game(s) deleted for good.", "", deleted))
        left = len(by_result.get(Result.NO_TRASH, []))
        if left:
            sentences.append(self.tr("%n kept game(s) left as they were.", "", left))
        return " ".join(sentences)

    def _why(self, removal: Removal) -> str:
        if removal.result is Result.READ_ONLY:
            return self.tr("the folder {0} is read-only or may not be changed").format(
                kept_folder(self.data_folder)
            )
        return removal.detail


def _fit_lines(box: QMessageBox, text: str) -> None:
    """Make ``box`` wide enough for each line of ``text`` (one game a line), up to a limit.

    A message box sizes itself by its short question and wraps longer lines, which
    breaks a game's line in the middle; an invisible spacer as wide as the longest line
    (the public way to widen one) keeps each game on one line.
    """
    longest = max(
        (box.fontMetrics().horizontalAdvance(line) for line in text.splitlines()), default=0
    )
    layout = box.layout()
    if isinstance(layout, QGridLayout):
        width = min(longest + box.fontMetrics().averageCharWidth() * 4, MAX_BOX_WIDTH)
        spacer = QSpacerItem(width, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)
        layout.addItem(spacer, layout.rowCount(), 0, 1, layout.columnCount())
