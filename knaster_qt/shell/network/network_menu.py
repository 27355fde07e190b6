"""Game > Host Network Game… and Game > Join Network Game… on the main window.

Hosting: New Game's dialog chooses the game and its seats, a second question which people
play on another computer; the game starts on the window and a panel shows the address, port
and join code and who has joined. Joining: the host's address, port and code, a free seat,
then the host's game on the window with only that seat played here. In both, a line in the
status bar says who the table is waiting for and who is away.

A hosted game the app was serving when it closed or died comes back hosted when the player
resumes it at the next start (the Resume question): the table saved next to the autosave,
on the same port if it is free, the joining players' apps reconnecting by themselves.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from knaster_qt.shell.network.reasons import translated_reason
from knaster_qt.shell.registry import game_of_header

if TYPE_CHECKING:  # the sockets and dialogs load when first used (not at start-up)
    from knaster_qt.games import GameEntry
    from knaster_qt.play_area import PlayArea
    from knaster_qt.seats import Setup
    from knaster_qt.shell.network.dialogs import HostPanel, JoinDialog
    from knaster_qt.shell.network.discovery import Browser
    from knaster_qt.shell.network.hosting import HostedGame
    from knaster_qt.shell.network.playing import RecordSync
    from knaster_qt.shell.network.table_client import TableClient
    from knaster_qt.shell.session.keeper import FoundGame
    from knaster_qt.shell.session.session import Session


class Window(Protocol):
    """What the main window (knaster_qt/shell/views/main_window.py) lends the network game."""

    ui: Any  # its menus: the Game menu and its New Game action
    entry: GameEntry
    play: PlayArea
    persistence: Any  # confirm_abandon(replace): an unfinished game is kept first
    file_path: Any

    def start_new(self, entry: GameEntry, setup: Setup) -> None: ...

    def show_game(self, entry: GameEntry) -> None: ...

    def show_error(self, title: str, text: str) -> None: ...

    def statusBar(self) -> QStatusBar: ...


def table_line(waiting: list[str], away: list[str]) -> str:
    """The status bar's note of a network game: who it waits for, who is away."""
    parts = []
    if waiting:
        parts.append(
            QCoreApplication.translate("Network", "Waiting for: {players}").format(
                players=", ".join(waiting)
            )
        )
    if away:
        parts.append(
            QCoreApplication.translate("Network", "Away: {players}").format(players=", ".join(away))
        )
    return " · ".join(parts)


class NetworkMenu(QObject):
    """The two actions and the network game under way (hosted or joined), if any."""

    def __init__(self, window: Window, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = window
        self.parent_widget = parent  # the window, as the dialogs' parent
        # Game > Host Network Game… and Join Network Game… (ui/main_window.ui)
        self.host_action: QAction = window.ui.actionHostNetwork
        self.join_action: QAction = window.ui.actionJoinNetwork
        self.host_action.triggered.connect(self.host)
        self.join_action.triggered.connect(self.join)
        # Game > Leave Network Game (enabled while a seat is taken) and Stop Hosting (in its
        # place while a game is hosted): two actions, so that each keeps its own words.
        self.leave_action: QAction = window.ui.actionLeaveNetwork
        self.stop_hosting_action: QAction = window.ui.actionStopHosting
        self.leave_action.triggered.connect(self.stop)
        self.stop_hosting_action.triggered.connect(self.stop)
        self.note = QLabel()
        window.statusBar().addPermanentWidget(self.note)
        self.hosted: HostedGame | None = None
        self.panel: HostPanel | None = None
        self.client: TableClient | None = None
        self.sync: RecordSync | None = None
        self.host_dialog: QObject | None = None  # the dialog open now (tests find it here)
        self.join_dialog: JoinDialog | None = None
        self.browser: Browser | None = None  # the games found, while Join… is open
        self.session: Session | None = None  # the window's, where the hosted table is kept
        self._lost = False  # the joined table's connection was lost and is being tried again

    def follow(self, session: Session) -> None:
        """Keep the hosted table in ``session``'s data folder, and host the game resumed at
        start again if it was hosted (the window calls this once its session exists)."""
        self.session = session
        session.resumeAnswered.connect(self._resume_answered)

    def _table_path(self) -> Path | None:
        from knaster_qt.shell.network.hosting import hosted_table_path

        return hosted_table_path(self.session.folder) if self.session is not None else None

    def _update_actions(self) -> None:
        hosting = self.hosted is not None
        self.stop_hosting_action.setVisible(hosting)
        self.leave_action.setVisible(not hosting)
        self.leave_action.setEnabled(self.client is not None)

    def say(self, text: str) -> None:
        """The status bar's lasting message, as the game's own sentences."""
        self.window.play.frame.say(text)

    # --- hosting ----------------------------------------------------------------------

    def host(self) -> None:
        from knaster_qt.shell.views.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.parent_widget, game=self.window.entry)
        dialog.accepted.connect(lambda: self._ask_remote(dialog.game(), dialog.setup()))
        self.host_dialog = dialog
        dialog.open()

    def _ask_remote(self, entry: GameEntry, setup: Setup) -> None:
        from knaster_qt.shell.network.dialogs import RemoteSeatsDialog

        dialog = RemoteSeatsDialog(self.parent_widget, setup)
        dialog.accepted.connect(
            lambda: self.window.persistence.confirm_abandon(
                lambda: self.start_hosting(entry, setup, dialog.remote())
            )
        )
        self.host_dialog = dialog
        dialog.open()

    def start_hosting(self, entry: GameEntry, setup: Setup, remote: frozenset[str]) -> None:
        """Start ``entry``'s new game of ``setup`` on the window and serve ``remote``'s seats."""
        from knaster_qt.shell.network import hosting
        from knaster_qt.shell.network.playing import can_play_networked

        self.stop()
        self.window.start_new(entry, setup)
        area = self.window.play
        rules = hosting.table_rules(entry.transcript_header)
        if rules is None or not can_play_networked(area):
            self.say(
                QCoreApplication.translate(
                    "Network", "{game} cannot be played over the network yet."
                ).format(game=entry.name)
            )
            return
        # The network's lists of games name the people playing at this screen.
        here = " ".join(s.name for s in setup.seats if not s.is_computer and s.name not in remote)
        try:
            hosted = hosting.HostedGame(
                area,
                rules,
                remote,
                hosting.local_address(),
                self.say,
                host=here,
                save_to=self._table_path(),
            )
        except OSError as error:
            self._cannot_host(error)
            return
        self._serve(hosted)

    def _cannot_host(self, error: OSError) -> None:
        self.say(
            QCoreApplication.translate("Network", "Cannot host the game: {reason}").format(
                reason=str(error)
            )
        )

    def _serve(self, hosted: HostedGame) -> None:
        """``hosted`` is the window's network game: its panel shows what to read out."""
        from knaster_qt.shell.network.dialogs import HostPanel

        self.hosted = hosted
        panel = HostPanel(self.parent_widget, hosted.address, hosted.port, hosted.code)
        panel.stop_button.clicked.connect(self.stop)
        hosted.seats_changed.connect(self._show_hosted)
        hosted.ended.connect(self._hosting_ended)
        self.panel = panel
        self._show_hosted()
        panel.show()
        self._update_actions()
        if hosted.discovery_problem:
            self.say(
                QCoreApplication.translate(
                    "Network",
                    "The game is not announced on the network ({reason}): tell your friends "
                    "the address and port.",
                ).format(reason=hosted.discovery_problem)
            )

    # --- hosting again after a restart ------------------------------------------------

    def _resume_answered(self, found: FoundGame, resumed: bool) -> None:
        path = self._table_path()
        if path is None or not path.exists():
            return
        if not resumed:  # New Game at the question: that game is no one's table any more
            with contextlib.suppress(OSError):
                path.unlink()
            return
        autosave = found.data.decode("utf-8", errors="replace")
        # Once the resume's own message is said: then this one, about the network game.
        QTimer.singleShot(0, self, lambda: self._host_again(path, autosave))

    def _host_again(self, path: Path, autosave: str) -> None:
        """The game just resumed was hosted when the app closed: host it again, from its table."""
        from knaster_qt.network.saved_table import saved_listening
        from knaster_qt.shell.network import hosting
        from knaster_qt.shell.network.playing import can_play_networked

        area = self.window.play
        rules = hosting.table_rules(self.window.entry.transcript_header)
        try:
            table = hosting.resumed_table(path, rules, autosave) if rules is not None else None
        except ValueError as error:
            self._table_damaged(path, str(error))
            return
        if table is None or not can_play_networked(area):
            with contextlib.suppress(OSError):  # an old table of another game
                path.unlink()
            return
        listening = saved_listening(path)
        address = hosting.listening_address(listening[0] if listening is not None else None)
        port = listening[1] if listening is not None else 0
        remote = frozenset(table.seats)
        try:
            hosted = hosting.HostedGame(
                area, table.rules, remote, address, self.say, table=table, port=port, save_to=path
            )
        except OSError as error:
            self._cannot_host(error)
            return
        self._serve(hosted)
        if port and hosted.port != port:
            said = QCoreApplication.translate(
                "Network",
                "Port {old} is taken now: the game is hosted again on port {port}. "
                "Tell the other players.",
            ).format(old=port, port=hosted.port)
        else:
            said = QCoreApplication.translate(
                "Network", "The game is hosted again: the other players rejoin by themselves."
            )
        self.say(said)

    def _table_damaged(self, path: Path, reason: str) -> None:
        """The hosted table cannot be read: the game goes on at this screen, the file is kept."""
        from knaster_qt.shell.network.hosting import DAMAGED_TABLE_NAME

        aside = path.with_name(DAMAGED_TABLE_NAME)
        with contextlib.suppress(OSError):
            path.replace(aside)
        #: {reason}: why, in English (the file's words)
        text = QCoreApplication.translate(
            "Network",
            "The network game could not be hosted again: its file cannot be used ({reason}). "
            "The game goes on at this screen only; the file was kept as {file}.",
        ).format(reason=reason, file=aside.name)
        self.window.show_error(
            QCoreApplication.translate("Network", "Cannot Host the Game Again"), text
        )

    def _show_hosted(self) -> None:
        if self.hosted is None or self.panel is None:
            return
        table = self.hosted.table
        self.panel.show_seats(table)
        self.note.setText(table_line(list(table.waiting_for()), list(table.away())))

    def _hosting_ended(self) -> None:
        self.hosted = None
        if self.panel is not None:
            self.panel.close()
            self.panel = None
        self.note.clear()
        self._update_actions()

    # --- joining ----------------------------------------------------------------------

    def join(self) -> None:
        from knaster_qt.shell.network import discovery, hosting
        from knaster_qt.shell.network.dialogs import JoinDialog
        from knaster_qt.shell.network.table_client import TableClient

        dialog = JoinDialog(self.parent_widget)
        self._close_browser()
        try:  # on the network a game here would be hosted on
            browser = discovery.Browser(hosting.local_address().toString(), self)
        except discovery.DiscoveryUnavailable as problem:
            dialog.discovery_unavailable(str(problem))
        else:
            browser.found.connect(dialog.show_game)
            browser.lost.connect(dialog.forget_game)
            self.browser = browser
        dialog.finished.connect(self._close_browser)
        client = TableClient(self)
        dialog.connect_button.clicked.connect(lambda: self._connect(dialog, client))
        client.seats_offered.connect(lambda _game, free: dialog.show_seats(free))
        client.refused.connect(dialog.show_reason)
        client.closed.connect(dialog.show_reason)
        dialog.accepted.connect(lambda: self._take_seat(dialog, client))
        dialog.rejected.connect(client.leave)
        self.join_dialog = dialog
        dialog.open()

    def _close_browser(self) -> None:
        if self.browser is not None:
            browser, self.browser = self.browser, None
            browser.close()

    def _connect(self, dialog: JoinDialog, client: TableClient) -> None:
        dialog.show_status(QCoreApplication.translate("Network", "Connecting…"))
        address, port = dialog.target()
        client.connect_to(address, port, dialog.code_edit.text())

    def _take_seat(self, dialog: JoinDialog, client: TableClient) -> None:
        seat = dialog.seat()
        if seat is None:
            return
        client.refused.disconnect(dialog.show_reason)
        client.closed.disconnect(dialog.show_reason)

        def take() -> None:
            self.stop()
            self.client = client
            client.table_received.connect(self._table_received)
            client.refused.connect(self._refused)
            client.closed.connect(self._closed)
            client.reconnecting.connect(self._reconnecting)
            client.welcomed.connect(self._welcomed)
            client.take_seat(seat)
            self._update_actions()

        self.window.persistence.confirm_abandon(take)

    def _reconnecting(self) -> None:
        self._lost = True
        self.say(QCoreApplication.translate("Network", "Connection lost; trying again…"))

    def _welcomed(self, _seat: str) -> None:
        if self._lost:  # e.g. the host's app was restarted and resumed the game
            self._lost = False
            self.say(QCoreApplication.translate("Network", "Connected to the host again."))

    def _table_received(
        self, lines: list[str], waiting: list[str], away: list[str], _over: bool
    ) -> None:
        from knaster_qt.shell.network.hosting import table_rules
        from knaster_qt.shell.network.playing import RecordSync, can_play_networked

        client = self.client
        if client is None or client.seat is None or not lines:
            return
        self.note.setText(table_line(waiting, away))
        if self.sync is not None:
            self.sync.record_changed(lines, answered=not client.awaiting_answer)
            return
        entry = game_of_header(lines[0])  # the first table after the welcome: the game
        rules = table_rules(lines[0].split()[0]) if lines[0].split() else None
        if entry is None or rules is None:
            self.say(
                QCoreApplication.translate("Network", "This app does not know the host's game.")
            )
            client.leave()
            return
        self.window.file_path = None
        self.window.show_game(entry)
        area: PlayArea = self.window.play
        if not can_play_networked(area):
            self.say(
                QCoreApplication.translate(
                    "Network", "{game} cannot be played over the network yet."
                ).format(game=entry.name)
            )
            client.leave()
            return
        area.load("\n".join(lines) + "\n", "network")
        seats = rules.seats(rules.replay("\n".join(lines) + "\n"))
        others = frozenset(seats) - {client.seat}
        sync = RecordSync(area, others, client.send_move, self.say, self._ask_dice)
        sync.replaced_elsewhere.connect(self.stop)
        self.sync = sync
        sync.local_change()  # e.g. a pass the rules made for this seat on loading

    def _ask_dice(self, word: str) -> None:
        if self.client is not None:
            self.client.send_move([word])

    def _refused(self, reason: str) -> None:
        if self.sync is not None:
            self.sync.refused(reason)
        else:
            self.say(translated_reason(reason))

    def _closed(self, reason: str) -> None:
        self.stop()  # first: the game, every seat played here again, says its turn; then why
        #: {reason}: why (the host's reason, in this language when the app knows it)
        self.say(
            QCoreApplication.translate("Network", "The network game has ended: {reason}").format(
                reason=translated_reason(reason)
            )
        )

    # --- either -----------------------------------------------------------------------

    def stop(self) -> None:
        """End the network game under way (the game itself stays on the window)."""
        if self.hosted is not None:
            hosted, self.hosted = self.hosted, None
            hosted.stop()
        if self.sync is not None:
            sync, self.sync = self.sync, None
            sync.stop()
        if self.client is not None:
            client, self.client = self.client, None
            client.leave()
        self.note.clear()
        self._update_actions()
