"""Game > Statistics…: solo high scores, each player's games, rating counts, the score chart, CSV export.

Everything comes from the records database through table models; the games
table loads a page at a time, so the window opens quickly with thousands of games.
Double-clicking a game asks for its replay (``replayRequested``). With games of more
than one kind (several games registered, or records of another), a "Game:" choice shows
one game's records at a time; with one, nothing shows it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QTime,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QWidget,
)

from knaster_qt.games import GameEntry, computer_label
from knaster_qt.shell import registry
from knaster_qt.shell.views.file_places import remember_choice, start_path
from knaster_qt.shell.views.statistics_models import RecordsTableModel, Row, solo_games
from knaster_qt.shell.views.ui_statistics_window import Ui_StatisticsWindow
from knaster_qt.storage.atomic import StorageError
from knaster_qt.storage.records import GameRecord, RecordsDatabase
from knaster_qt.texts import Said, translated

HIGH_SCORES_SHOWN = 100
# A solo game has no opponent: it is counted apart and never as a win.
# The tables' columns, in English here and translated when shown (StatisticsWindow.tr).
PLAYER_COLUMNS = (
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Player")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Games")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Solo games")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "With others")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Wins")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Average")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Best")),
)
HIGH_SCORE_COLUMNS = (
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Points")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Player")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Sheet")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Date")),
)
GAME_COLUMNS = (
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Date")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Sheet")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "End")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Rounds")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Winner")),
    str(QT_TRANSLATE_NOOP("StatisticsWindow", "Players and points")),
)
# The chart's choices: everyone's solo games, every result of every game, or one player's.
CHART_SOLO, CHART_ALL, CHART_PLAYER = "solo", "all", "player:"
CHART_BAND = 10  # points per bar
_KIND_WORDS = {"human": "", "computer": str(QT_TRANSLATE_NOOP("StatisticsWindow", "computer"))}


def _tr(text: str) -> str:
    return QCoreApplication.translate("StatisticsWindow", text)


def when(moment: datetime) -> str:
    """A game's date and time as the language writes them (short: the tables are narrow)."""
    stamp = QDateTime(
        QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute)
    )
    return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)


def day(moment: datetime) -> str:
    """A game's date as the language writes it."""
    date = QDate(moment.year, moment.month, moment.day)
    return QLocale().toString(date, QLocale.FormatType.ShortFormat)


def _players_text(record: GameRecord) -> str:
    """``Ann 60 · Robo (Computer: strong) 80``: a computer player's level in the words New
    Game offers it, not the transcript's "strong"."""
    parts = []
    for player in record.players:
        if player.kind == "computer" and player.level:
            detail = translated(computer_label(player.level))
        else:
            detail = _tr(_KIND_WORDS[player.kind]) if player.kind in _KIND_WORDS else player.kind
        parts.append(f"{player.name}{f' ({detail})' if detail else ''} {player.total}")
    return " · ".join(parts)


def _winners_text(record: GameRecord) -> str:
    """The winners' names; none for a solo game, which has no opponent to beat."""
    if len(record.players) < 2:
        return ""
    return ", ".join(player.name for player in record.players if player.rank == 1)


def _end_text(record: GameRecord) -> str:
    """How the game ended in its game's words ("Quick end"), as New Game offered it; the
    record's own word for an end rule the game no longer offers."""
    entry = registry.game_of_header(record.game)
    for choice in entry.end_rules if entry is not None else ():
        if choice.key == record.end_rule:
            return translated(choice.label).replace("&", "")
    return record.end_rule


def _scale_text(scale: tuple[tuple[int, str], ...], counts: dict[str, int]) -> str:
    """``good (51–80) <b>3</b>, ..., spectacular (over 100) <b>1</b>`` from a game's ratings."""
    parts = []
    upper: int | None = None
    for lowest, word in scale:  # best first
        band = (
            QCoreApplication.translate("StatisticsWindow", "over {0}").format(lowest - 1)
            if upper is None
            else QCoreApplication.translate("StatisticsWindow", "{0}–{1}").format(lowest, upper - 1)
        )
        parts.append(f"{translated(word)} ({band}) <b>{counts.get(word, 0)}</b>")
        upper = lowest
    return ", ".join(reversed(parts))


class StatisticsWindow(QDialog):
    """Reads the records when opened and when ``refresh()`` is called (a game was added)."""

    replayRequested = Signal(str, str)  # a stored game's transcript and its origin ("game 7")

    def __init__(self, records: RecordsDatabase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_StatisticsWindow()
        self.ui.setupUi(self)
        self.records = records
        self.gameChoice = self._add_game_choice()
        self.message_box: QMessageBox | None = None
        self.read_error: str | None = None  # why the records could not be read, if they could not
        self.high_scores_model = RecordsTableModel(
            self._headers(HIGH_SCORE_COLUMNS), self._guarded(self._high_score_rows), self
        )
        self.players_model = RecordsTableModel(
            self._headers(PLAYER_COLUMNS), self._guarded(self._player_rows), self
        )
        self.games_model = RecordsTableModel(
            self._headers(GAME_COLUMNS), self._guarded(self._game_rows), self
        )
        for table, model in (
            (self.ui.highScoresTable, self.high_scores_model),
            (self.ui.playersTable, self.players_model),
            (self.ui.gamesTable, self.games_model),
        ):
            table.setModel(model)
            table.verticalHeader().setVisible(False)
            table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
            header = table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setResizeContentsPrecision(40)  # columns sized by the first rows, not all
            header.setMinimumSectionSize(64)
            # Only the games' long "players and points" column takes the spare width.
            header.setStretchLastSection(table is self.ui.gamesTable)
        self.ui.gamesTable.doubleClicked.connect(self._replay_row)
        self.ui.playersTable.doubleClicked.connect(self._show_games_of_row)
        self._fill_game_choice()
        self.gameChoice.currentIndexChanged.connect(lambda _index: self.refresh())
        self._fill_player_filter()
        self.ui.playerFilter.currentIndexChanged.connect(lambda _index: self.games_model.reload())
        self.chartChoice = self._add_chart_choice()
        self._fill_chart_choice()
        self.chartChoice.currentIndexChanged.connect(lambda _index: self._fill_chart())
        self.ui.exportButton.clicked.connect(self._ask_export)
        self.ui.closeButton.clicked.connect(self.close)
        self.setModal(False)
        self._fill_overview()

    def _headers(self, columns: tuple[str, ...]) -> list[str]:
        return [self.tr(column) for column in columns]

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language) while the window is open: every text again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self.gameLabel.setText(self.tr("Ga&me:"))
            self.gameChoice.setAccessibleName(self.tr("whose records are shown"))
            self.chartLabel.setText(self.tr("Cha&rt of:"))
            self.chartChoice.setAccessibleName(self.tr("whose games the chart shows"))
            for model, columns in (
                (self.high_scores_model, HIGH_SCORE_COLUMNS),
                (self.players_model, PLAYER_COLUMNS),
                (self.games_model, GAME_COLUMNS),
            ):
                model.set_headers(self._headers(columns))
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        """Read everything again (a finished game was just stored)."""
        if self.read_error is not None:
            self.ui.statusLabel.setText("")
        self.read_error = None
        self._fill_game_choice()
        for model in (self.high_scores_model, self.players_model, self.games_model):
            model.reload()
        entry = self._entry()  # a game with one way to end (Exact Hit) has no End column
        self.ui.gamesTable.setColumnHidden(
            GAME_COLUMNS.index("End"), entry is not None and not entry.end_rules
        )
        self._fill_player_filter()
        self._fill_chart_choice()
        self._fill_overview()

    def show_games_of(self, name: str | None) -> None:
        """The Games tab with only ``name``'s games (None: everyone's)."""
        index = self.ui.playerFilter.findData(name) if name is not None else 0
        self.ui.playerFilter.setCurrentIndex(max(0, index))
        self.ui.tabs.setCurrentWidget(self.ui.gamesTab)

    # --- pages of rows ------------------------------------------------------------------

    def _guarded(self, rows: Callable[[int, int], list[Row]]) -> Callable[[int, int], list[Row]]:
        """``rows``, but records that cannot be read (locked, damaged) give none and a message."""

        def page(offset: int, size: int) -> list[Row]:
            try:
                return rows(offset, size)
            except StorageError as error:
                self._cannot_read(str(error))
                return []

        return page

    def _cannot_read(self, error: str) -> None:
        """Say it once per reading (several tables fail together), in the window and a dialog."""
        sentence = error[:1].upper() + error[1:] + "."  # "The records could not be read (...)."
        self.ui.statusLabel.setText(sentence)
        if self.read_error is not None:
            return
        self.read_error = error
        # Opened once the window is on screen (the first reading happens before it is
        # shown), so the dialog comes on top of it.
        QTimer.singleShot(
            0,
            self,
            lambda: self._show_error(
                self.tr("Cannot read the records"),
                self.tr(
                    "{0} Nothing was changed; try again later "
                    "(another program may be using the file)."
                ).format(sentence),
            ),
        )

    def _high_score_rows(self, offset: int, _size: int) -> list[Row]:
        if offset:
            return []
        return [
            (score.total, score.name, score.sheet, when(score.finished_at))
            for score in self.records.solo_high_scores(HIGH_SCORES_SHOWN, self.game)
        ]

    def _player_rows(self, offset: int, _size: int) -> list[Row]:
        if offset:
            return []
        return [
            (
                stats.name,
                stats.games,
                stats.solo_games,
                stats.games_with_others,
                stats.wins,
                stats.average,
                stats.best,
            )
            for stats in self.records.player_stats(self.game)
        ]

    def _game_rows(self, offset: int, size: int) -> list[Row]:
        # The record itself rides along after the shown columns, for the replay.
        return [
            (
                when(record.finished_at),
                record.sheet,
                _end_text(record),
                record.rounds,
                _winners_text(record),
                _players_text(record),
                record,
            )
            for record in self.records.games(
                limit=size,
                offset=offset,
                with_transcripts=False,
                player=self._chosen_player(),
                game=self.game,
            )
        ]

    # --- which game -------------------------------------------------------------------------

    @property
    def game(self) -> str:
        """The game whose records are shown: its transcript header ("knaster")."""
        return str(self.gameChoice.currentData() or registry.default_game().transcript_header)

    def _entry(self) -> GameEntry | None:
        return registry.game_of_header(self.game)

    def _add_game_choice(self) -> QComboBox:
        """The "Game:" selector above the tabs (hidden while there is one game to show)."""
        row = QHBoxLayout()
        label = QLabel(self.tr("Ga&me:"), self)
        choice = QComboBox(self)
        choice.setObjectName("gameChoice")
        choice.setAccessibleName(self.tr("whose records are shown"))
        choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        label.setBuddy(choice)
        row.addWidget(label)
        row.addWidget(choice)
        row.addStretch(1)
        self.gameLabel = label
        self.ui.mainLayout.insertLayout(0, row)  # above the tabs (ui/statistics_window.ui)
        return choice

    def _fill_game_choice(self) -> None:
        """Every registered game, then games the records hold that none registered reads."""
        chosen = self.gameChoice.currentData()
        names = {game.transcript_header: game.name for game in registry.games()}
        try:
            for header in self.records.game_names():
                names.setdefault(header, header)
        except StorageError:
            pass  # the tables say it
        self.gameChoice.blockSignals(True)
        self.gameChoice.clear()
        for header, name in names.items():
            self.gameChoice.addItem(name, header)
        self.gameChoice.setCurrentIndex(max(0, self.gameChoice.findData(chosen)))
        self.gameChoice.blockSignals(False)
        several = len(names) > 1
        shown = names.get(self.game, self.game).replace("&", "")
        self.setWindowTitle(self.tr("Statistics — {0}").format(shown))
        self.gameChoice.setVisible(several)
        self.gameLabel.setVisible(several)

    def _chosen_player(self) -> str | None:
        data = self.ui.playerFilter.currentData()
        return str(data) if data is not None else None

    def _fill_player_filter(self) -> None:
        chosen = self._chosen_player()
        self.ui.playerFilter.blockSignals(True)  # one reload after, not one per item
        self.ui.playerFilter.clear()
        self.ui.playerFilter.addItem(self.tr("everyone"), None)
        for row in range(self.players_model.rowCount()):
            name = self.players_model.row(row)[0]
            self.ui.playerFilter.addItem(name, name)
        self.ui.playerFilter.setCurrentIndex(max(0, self.ui.playerFilter.findData(chosen)))
        self.ui.playerFilter.blockSignals(False)

    def _add_chart_choice(self) -> QComboBox:
        """The chart's "Show:" selector, in a row above the chart."""
        row = QHBoxLayout()
        label = QLabel(self.tr("Cha&rt of:"), self)
        self.chartLabel = label
        choice = QComboBox(self)
        choice.setObjectName("chartChoice")
        choice.setAccessibleName(self.tr("whose games the chart shows"))
        choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        label.setBuddy(choice)
        row.addWidget(label)
        row.addWidget(choice)
        row.addStretch(1)
        layout = self.ui.overviewLayout  # the chart's own column (ui/statistics_window.ui)
        layout.insertLayout(layout.indexOf(self.ui.chart), row)
        return choice

    def _fill_chart_choice(self) -> None:
        chosen = self.chartChoice.currentData() or CHART_SOLO
        self.chartChoice.blockSignals(True)  # one chart after, not one per item
        self.chartChoice.clear()
        self.chartChoice.addItem(self.tr("Solo games (everyone)"), CHART_SOLO)
        self.chartChoice.addItem(self.tr("All players, every game"), CHART_ALL)
        for row in range(self.players_model.rowCount()):
            name = str(self.players_model.row(row)[0])
            self.chartChoice.addItem(self.tr("{0}: every game").format(name), CHART_PLAYER + name)
        self.chartChoice.setCurrentIndex(max(0, self.chartChoice.findData(chosen)))
        self.chartChoice.blockSignals(False)

    def _chart_query(self) -> tuple[bool, str | None, str]:
        """(solo games only, whose results or None, what a bar counts) for the chosen chart."""
        chosen = str(self.chartChoice.currentData() or CHART_SOLO)
        # What a bar counts, said in the chart: "number of solo games", "No solo games yet.";
        # each also as it follows "number" ({0:of}: Czech "počet her pro jednoho").
        if chosen == CHART_ALL:
            every = self.tr("results (every player, every game)")
            #: What the chart's bars count, after "number" (Czech genitive: "výsledků (...)")
            return (
                False,
                None,
                Said(every, {"of": self.tr("of results (every player, every game)")}),
            )
        if chosen.startswith(CHART_PLAYER):
            name = chosen.removeprefix(CHART_PLAYER)
            games = self.tr("games of {0}").format(name)
            #: What the chart's bars count, after "number" (Czech genitive: "her hráče Ann")
            return False, name, Said(games, {"of": self.tr("of games of {0}").format(name)})
        return True, None, solo_games()

    def _fill_chart(self) -> None:
        solo_only, player, counted = self._chart_query()
        try:
            buckets = self.records.score_distribution(CHART_BAND, solo_only, player, self.game)
        except StorageError as error:
            self.ui.chart.set_buckets([], CHART_BAND, counted)
            self._cannot_read(str(error))
            return
        self.ui.chart.set_buckets(buckets, CHART_BAND, counted)

    def _show_games_of_row(self, index: QModelIndex) -> None:
        self.show_games_of(str(self.players_model.row(index.row())[0]))

    def _fill_overview(self) -> None:
        try:
            count = self.records.game_count(self.game)
            entry = self._entry()
            scale = entry.ratings if entry is not None else ()
            ratings = self.records.solo_rating_counts(scale, self.game)
            best = self.records.solo_high_scores(1, self.game)
        except StorageError as error:
            self.ui.summaryLabel.setText("")
            self.ui.chart.set_buckets([], CHART_BAND)
            self._cannot_read(str(error))
            return
        locale = QLocale()
        best_text = (
            self.tr("Best solo game: <b>{0}</b> points ({1}, {2}).").format(
                locale.toString(best[0].total),
                best[0].name,
                day(best[0].finished_at),
            )
            if best
            else self.tr("No solo game finished yet.")
        )
        scale_text = ""
        if scale:
            scale_text = "<br>" + self.tr("Solo results by rating: {0}.").format(
                _scale_text(scale, ratings)
            )
        self.ui.summaryLabel.setText(
            self.tr("<b>%Ln</b> finished game(s) stored.", "", count) + " " + best_text + scale_text
        )
        self._fill_chart()
        if self.records.path is None:
            self.ui.statusLabel.setText(
                self.tr("The records are kept in memory only this session.")
            )

    # --- actions -------------------------------------------------------------------------

    def export_csv(self, path: Path | str) -> bool:
        """Write every stored game (one row per player) to ``path``; a failure is shown."""
        path = Path(path)
        try:
            rows = self.records.export_csv(path)
        except StorageError as error:
            self._show_error(self.tr("Cannot export records"), str(error))
            return False
        self.ui.statusLabel.setText(
            self.tr("Exported %n row(s) to {0}.", "", rows).format(path.name)
        )
        return True

    def _ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Records"),
            start_path("knaster-records.csv"),  # a file name: not translated
            self.tr("CSV files (*.csv)"),
        )
        remember_choice(path)
        if path:
            if not path.lower().endswith(".csv"):
                path += ".csv"
            self.export_csv(path)

    def _replay_row(self, index: QModelIndex) -> None:
        record = self.games_model.row(index.row())[-1]
        try:
            text = self.records.transcript(record.id) or ""
        except StorageError as error:
            self._show_error(
                self.tr("Cannot replay game"),
                self.tr("The game could not be read ({0}).").format(error),
            )
            return
        self.replayRequested.emit(text, self.tr("game {0}").format(record.id))

    def _show_error(self, title: str, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        self.message_box = box
        box.open()
