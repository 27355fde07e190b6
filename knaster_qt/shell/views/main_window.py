"""The main window: the shell's frame (menus, toolbar, status bar, files) around a game's play area.

The frame is ``ui/main_window.ui``: the menus and the toolbar are defined there once for
every game. The middle is the play area of the game being played (``self.play``, a
:class:`knaster_qt.play_area.PlayArea` made through the game's entry); the window knows
the game through that interface and its ``GameEntry`` only. Dialogs open without blocking
(``open()``), so the game can be driven the same way by a person and by a test.

It is made in two steps. The frame and the play area's widgets need only Qt and the
game's painter; ``bind_game`` then loads the rules engine (``PlayArea.start``) and the
saved-games machinery. At start-up the app shows the first step and binds the game
right after the first paint (``knaster_qt.shell.app``); made with ``bind_game=True``
(the default: tests, tools) the window is complete at once. For the same reason the
methods import the dialogs, files and printing they open where they open them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QIcon, QStatusTipEvent
from PySide6.QtWidgets import QWidget

from knaster_qt.assets import resource_path
from knaster_qt.games import GameEntry, GameFileError
from knaster_qt.play_area import Frame, PlayArea
from knaster_qt.shell import registry, settings
from knaster_qt.shell.views.game_window import GameWindow
from knaster_qt.shell.views.language_menu import LanguageMenu
from knaster_qt.shell.views.ui_main_window import Ui_MainWindow
from knaster_qt.texts import key_text, translated, with_key
from knaster_qt.widgets.dice_panel import die_icon

if TYPE_CHECKING:  # the saved games and the dialogs come with bind_game or when first shown
    from collections.abc import Callable

    from PySide6.QtWidgets import QMessageBox

    from knaster_qt.seats import Setup
    from knaster_qt.shell.views.about_dialog import AboutDialog
    from knaster_qt.shell.views.new_game_dialog import NewGameDialog
    from knaster_qt.shell.views.persistence import Persistence
    from knaster_qt.shell.views.print_actions import PrintActions

# The window icon's PNGs in resources/icons/png (tools/make_icons.py).
_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# The toolbar's icons: the desktop's icon theme where it has one (most Linux desktops), else
# the app's own (Windows and macOS have no freedesktop theme; nor have bare desktops).
_TOOLBAR_ICONS = (  # (action, freedesktop icon name, the app's own in resources/icons/toolbar)
    ("actionNew", "document-new", "new"),
    ("actionOpen", "document-open", "open"),
    ("actionSave", "document-save", "save"),
    ("actionUndo", "edit-undo", "undo"),
    ("actionRules", "help-contents", "rules"),
    ("actionHint", "dialog-information", "hint"),
)
# The PNG sizes of each own icon (tools/make_icons.py renders them from NAME.svg).
_OWN_ICON_SIZES = (16, 24, 32, 48)


def own_icon(name: str) -> QIcon:
    """The app's own toolbar icon ``name``, in every size it ships (crisp up to 2x)."""
    icon = QIcon()
    folder = resource_path("icons", "toolbar")
    for size in _OWN_ICON_SIZES:
        icon.addFile(str(folder / f"{name}-{size}.png"), QSize(size, size))
    return icon


def toolbar_icon(theme_name: str, own_name: str) -> QIcon:
    """The theme's icon ``theme_name``, or the app's own ``own_name``."""
    return QIcon.fromTheme(theme_name, own_icon(own_name))


class MainWindow(GameWindow):
    """One game on screen (``entry``, ``play``) inside the frame every game shares."""

    # Made by bind_game (the window's second step).
    print_actions: PrintActions
    persistence: Persistence

    def __init__(
        self,
        game: object | None = None,
        dice_source: object | None = None,
        parent: QWidget | None = None,
        *,
        bind_game: bool = True,
        entry: GameEntry | None = None,
    ) -> None:
        """``game``: the game's own object to play (tests, tools), None = a new game of the
        last setup; ``entry``: which game (None = the first registered, or ``game``'s)."""
        super().__init__(parent)
        # The menus, actions and toolbar of ui/main_window.ui (compiled by `make ui`).
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.file_path: Path | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.message_box: QMessageBox | None = None
        self.rules_dialog: QWidget | None = None  # the game's rules window or RulesDialog
        self.about_dialog: AboutDialog | None = None
        self._last_message = ""
        self.language_menu = LanguageMenu(self.ui.menuLanguage)
        self._set_icons()
        self._fit_to_screen()
        self.entry = entry if entry is not None else registry.default_game()
        self.play = self._make_play_area(self.entry, settings.game_setup(self.entry))
        self._update_title()
        if bind_game:
            self.bind_game(game, dice_source)

    @property
    def game_bound(self) -> bool:
        """Whether bind_game has attached the engine (the menus and the sheet act)."""
        return self.play.started

    def bind_game(self, game: object | None = None, dice_source: object | None = None) -> None:
        """Start the play area's engine with ``game`` (None: a new game of the last setup) and
        install the saved-games machinery, once."""
        if self.game_bound:
            raise RuntimeError("the window already has its game; use start_game to replace it")
        from knaster_qt.shell.network.network_menu import NetworkMenu
        from knaster_qt.shell.views.persistence import install_persistence

        self._connect()
        self.print_actions = self._connect_print_actions()
        self.network = NetworkMenu(self, self)  # Game > Host / Join Network Game…
        # autosave, Open Recent, Replay, Statistics; it listens to the play area from now on
        self.persistence = install_persistence(self)
        self.network.follow(self.persistence.session)  # a hosted game resumed: hosted again
        self.play.start(game, dice_source)
        self.setWindowModified(False)

    # --- public actions (menus, toolbar and tests use the same) -------------------------

    def new_game(self) -> None:
        """Ask which game, who plays and how (the New Game dialog), then start that game."""
        from knaster_qt.shell.views.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self, game=self.entry)
        # An unfinished game on screen is only replaced when the player says so (and kept).
        dialog.accepted.connect(
            lambda: self.persistence.confirm_abandon(
                lambda: self.start_new(dialog.game(), dialog.setup())
            )
        )
        self.new_game_dialog = dialog
        dialog.open()

    def start_new(self, entry: GameEntry, setup: Setup) -> None:
        """Replace the game on the window by a new game of ``entry`` (New Game)."""
        self.file_path = None
        self.show_game(entry)
        self.play.new_game(setup)

    def start_game(self, game: object) -> None:
        """Replace the game on the window by the game's own object (the resume question, tests)."""
        self.file_path = None
        self.play.set_game(game)

    def show_game(self, entry: GameEntry) -> None:
        """Make ``entry``'s play area the window's middle (nothing changes if it already is)."""
        if entry == self.entry and self.play.started:
            return
        old = self.play
        self.entry = entry
        # The last game's sentence ("Roll the dice to start: press R.") is not this game's:
        # a hover's end would bring it back (``_show_hover``) under a game without dice.
        self._last_message = ""
        self.statusBar().clearMessage()
        self.play = self._make_play_area(entry, settings.game_setup(entry))
        old.close()
        for action in old.game_actions():
            self.ui.menuGame.removeAction(action)
        old.widget().deleteLater()
        old.deleteLater()
        self.play.start()
        self.persistence.attach(self.play, entry)
        self._update_title()
        self.rules_dialog = None  # the next Help > Rules shows this game's rules

    def open_file(self, path: Path | str, *, recovered: bool = False) -> bool:
        """Load a transcript; one that does not check is reported and the game stays as it was.

        The first word of the file names its game (any registered game opens). An
        unfinished game on screen is replaced only once the player agrees (it is kept
        first, see Persistence.confirm_abandon); True means the file was read. A
        ``recovered`` game (Game > Recovered Games) opens untitled: saving asks for a
        name and never writes over the kept copy.
        """
        from knaster_qt.shell.views.game_files import read_game

        path = Path(path)
        read = read_game(path, self.entry)
        if isinstance(read, str):
            self.show_error(self.tr("Cannot open game"), read)
            return False
        entry, text = read
        self.persistence.confirm_abandon(lambda: self._show_opened(entry, text, path, recovered))
        return True

    def _show_opened(self, entry: GameEntry, text: bytes, path: Path, recovered: bool) -> None:
        previous = self.entry
        self.show_game(entry)
        try:
            self.play.load(text, str(path))
        except GameFileError as error:  # checked when read; a file changed since is reported
            self.show_game(previous)
            self.show_error(
                self.tr("Cannot open game"),
                self.tr("{0}, line {1}: {2}").format(path.name, error.line, error.message),
            )
            return
        self.file_path = None if recovered else path
        if recovered:  # abandoned again, it replaces its kept file (kept once, not twice)
            self.persistence.session.reopened(path)
        self.setWindowModified(False)
        self._update_title()
        if not recovered:
            self.fileChanged.emit(path)
        opened = self.tr("Opened {0}.").format(path.name)
        words = (opened, self.play.status_text(), self.statusBar().currentMessage())
        self._show_message(" ".join(word for word in words if word))

    def resumed_in_file(self, path: Path) -> None:
        """The game just resumed was saved to (or opened from) ``path`` before the app closed:
        it is that file's game again, so Ctrl+S saves there without asking; "*" in the title
        if moves were made since that file was written."""
        self.file_path = path
        try:
            same = path.read_text(encoding="utf-8") == self.play.transcript()
        except (OSError, UnicodeDecodeError, ValueError):
            same = False
        self.setWindowModified(not same)
        self._update_title()

    def save_file(self, path: Path | str) -> bool:
        """Write the transcript atomically: the old file stays whole if anything fails."""
        from knaster_qt.shell.views.game_files import save_text

        path = Path(path)
        try:
            text = self.play.transcript()
        except ValueError as error:  # a note that a transcript cannot hold
            self.show_error(self.tr("Cannot save game"), str(error))
            return False
        problem = save_text(text, path)
        if problem is not None:
            self.show_error(self.tr("Cannot save game"), problem)
            return False
        self.file_path = path
        self.setWindowModified(False)
        self._update_title()
        self.fileChanged.emit(path)
        self.statusBar().showMessage(self.tr("Saved {0}.").format(path.name))
        return True

    def bring_to_front(self) -> None:
        """The app was started again on the same data folder: show this window instead."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        self.statusBar().showMessage(
            self.tr(
                "Knaster Qt was started again: this window is the one playing "
                "(one per data folder)."
            )
        )

    def show_error(self, title: str, text: str) -> None:
        """A warning that does not block the event loop (kept in ``message_box``)."""
        from knaster_qt.shell.views.window_boxes import warning_box

        box = warning_box(self, title, text)
        self.message_box = box
        box.open()

    # --- the play area ---------------------------------------------------------------------

    def _make_play_area(self, entry: GameEntry, setup: Setup) -> PlayArea:
        frame = Frame(
            window=self,
            roll=self.ui.actionRoll,
            hint=self.ui.actionHint,
            undo=self.ui.actionUndo,
            say=self._show_message,
            hover=self._show_hover,
            new_game=self.new_game,
            confirm_replace=self._confirm_replace,
            guide=self.ui.actionGuide,
        )
        self.ui.actionGuide.setVisible(False)  # a game with a guide shows it
        # No dice, no dice action: hidden, it is neither in the menu nor on the toolbar, and
        # its key (R) does nothing. A game with dice may still hide it (real dice).
        self.ui.actionRoll.setVisible(entry.has_dice)
        if entry.play_area is None:
            raise ValueError(f"{entry.name} has no play area")
        area: PlayArea = entry.play_area(frame, setup)
        self.setCentralWidget(area.widget())
        # The game's own actions join the Game menu after Roll and Hint while it is shown.
        menu = self.ui.menuGame
        actions = menu.actions()
        after_hint = actions[actions.index(self.ui.actionHint) + 1]
        for action in area.game_actions():
            menu.insertAction(after_hint, action)
        area.modified.connect(lambda: self.setWindowModified(True))
        area.replaced.connect(self._game_replaced)
        self._show_game_words(entry)
        return area

    def _confirm_replace(self, replace: Callable[[], None]) -> None:
        """A play area replaces its game by itself (Knaster's guide): as New Game does, an
        unfinished game is kept first, and the new game is untitled."""

        def replaced() -> None:
            self.file_path = None
            replace()
            self._update_title()

        self.persistence.confirm_abandon(replaced)

    def _game_replaced(self) -> None:
        self.setWindowModified(False)
        self._update_title()

    # --- wiring ------------------------------------------------------------------------------

    def _connect(self) -> None:
        self.ui.actionNew.triggered.connect(self.new_game)
        self.ui.actionOpen.triggered.connect(self._ask_open)
        self.ui.actionSave.triggered.connect(self._save)
        self.ui.actionSaveAs.triggered.connect(self._ask_save_as)
        self.ui.actionQuit.triggered.connect(self.close)
        self.ui.actionRules.triggered.connect(self._show_rules)
        self.ui.actionAbout.triggered.connect(self._show_about)

    def _set_icons(self) -> None:
        for action, theme_name, own_name in _TOOLBAR_ICONS:
            getattr(self.ui, action).setIcon(toolbar_icon(theme_name, own_name))
        self.ui.actionRoll.setIcon(die_icon(5))  # every game's dice action
        # The PNGs need no SVG plugin (bundles may leave it out).
        icon = QIcon()
        folder = resource_path("icons", "png")
        for size in _ICON_SIZES:
            png = folder / f"knaster-qt-{size}.png"
            if png.exists():  # with the size given, Qt reads the image only when used
                icon.addFile(str(png), QSize(size, size))
        if not icon.isNull():
            self.setWindowIcon(icon)

    def _connect_print_actions(self) -> PrintActions:
        """Game > Print…, Print Preview…, Export PDF…"""
        from knaster_qt.shell.views.print_actions import PrintActions

        actions = (self.ui.actionPrint, self.ui.actionPrintPreview, self.ui.actionExportPdf)
        return PrintActions(self, actions, lambda: (self.entry, self.play))

    def _fit_to_screen(self) -> None:
        """The designed size (1280 x 800), or less on a small screen."""
        available = self.screen().availableGeometry()
        self.resize(
            min(self.width(), int(available.width() * 0.92)),
            min(self.height(), int(available.height() * 0.9)),
        )

    def _show_message(self, text: str) -> None:
        self._last_message = text
        self.statusBar().showMessage(text)

    def _show_hover(self, text: str) -> None:
        self.statusBar().showMessage(text or self._last_message)

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language): every text of the window is set again at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)  # the .ui's words: the game's replace some of them
            self._show_game_words(self.entry)
            self.language_menu.retranslate()
            # The status line was said in the old language: it goes, and the game says where
            # it stands in the new one (Knaster's sheet does, when its own event comes).
            self._show_message("")
            self.play.retranslate()
            if self.game_bound:
                self.persistence.retranslate()
            self._update_title()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        """A menu item's or toolbar button's status tip goes when the pointer leaves it; the
        game's lasting sentence then comes back (as after a hover on the play area)."""
        if isinstance(event, QStatusTipEvent):
            self._show_hover(event.tip())
            return True
        return super().event(event)

    def _update_title(self) -> None:
        # The file's name as it is; "untitled" is the name of a game not saved yet.
        name = self.file_path.name if self.file_path else self.tr("untitled")
        self.setWindowTitle(self.tr("{0}[*] — {1}").format(name, self.entry.name))

    def _show_game_words(self, entry: GameEntry) -> None:
        """The frame's actions in the words of the game on screen (its entry): the dice
        action ("Throw the Dice" in Exact Hit), Hint's and Undo's tooltips, what Edit >
        Animations does, and the Rules button naming the game."""
        ui, name = self.ui, entry.name.replace("&", "")
        # The .ui's tooltips say "({key})": the action's own key, as the platform names it in
        # the language ("Strg+N" in German).
        for action in (ui.actionNew, ui.actionOpen, ui.actionSave):
            action.setToolTip(with_key(action.toolTip(), action.shortcut()))
        dice = entry.dice_action
        ui.actionRoll.setText(translated(dice.text))
        ui.actionRoll.setIconText(translated(dice.icon_text))
        ui.actionRoll.setToolTip(translated(dice.tip))
        ui.actionRoll.setStatusTip(translated(dice.status_tip))
        ui.actionHint.setToolTip(translated(entry.hint_tip))
        ui.actionUndo.setToolTip(translated(entry.undo_tip, key=key_text(ui.actionUndo.shortcut())))
        animation = translated(entry.animation_help)
        ui.actionAnimateDice.setStatusTip(
            #: Edit > Animations' status tip: the game on screen and what its animations are
            self.tr("{game}: {what}").format(game=name, what=animation) if animation else ""
        )
        ui.actionRules.setToolTip(self.tr("How to play {0} (F1)").format(name))

    def _ask_open(self) -> None:
        from knaster_qt.shell.views.game_files import ask_open_path

        path = ask_open_path(self)
        if path:
            self.open_file(path)

    def _save(self) -> None:
        if self.file_path is None:
            self._ask_save_as()
        else:
            self.save_file(self.file_path)

    def _ask_save_as(self) -> None:
        self.save_as()

    def save_as(self) -> bool:
        """Game > Save As…: ask where, then save there; False if cancelled or not written."""
        from knaster_qt.shell.views.game_files import ask_save_path

        suggested = self.file_path.name if self.file_path else f"game{self.entry.file_suffix}"
        path = ask_save_path(self, suggested, self.entry.file_suffix)
        return bool(path) and self.save_file(path)

    def _show_rules(self) -> None:
        if self.rules_dialog is None:
            from knaster_qt.shell.views.rules_dialog import RulesDialog

            entry = self.entry  # its own rules window, or its rules text
            self.rules_dialog = (
                entry.rules_window(self) if entry.rules_window else RulesDialog(entry, self)
            )
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def offer_first_game_guide(self) -> None:
        """The app's very first start on its data folder (app.main, after the resume question;
        once, remembered in the settings): the game's greeting (Knaster's first-game guide).
        A start that asks to resume an unfinished game is no first game."""
        if settings.first_guide_shown():
            return
        settings.set_first_guide_shown()
        box = self.persistence.resume_box
        if box is None or not box.isVisible():
            self.play.first_start()

    def _show_about(self) -> None:
        from knaster_qt.shell.views.about_dialog import AboutDialog

        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self)
        self.about_dialog.show()
        self.about_dialog.raise_()
