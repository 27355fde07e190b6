"""The main window: menus, toolbar, the sheet, the players' strip, the dice panel, the banners.

The window is built from ``ui/main_window.ui``; it wires widgets to the Knaster
controller and shows dialogs without blocking (``open()``), so the game can be
driven the same way by a person and by a test.

It is made in two steps. The shell (menus, toolbar, the blank sheet, the dice
panel) needs only Qt, the painter and the sheet layouts; ``bind_game`` then loads
the rules engine, the models and the saved-games machinery and attaches them. At
start-up the app shows the shell first and binds the game right after the first
paint (``knaster_qt.shell.app``), so the sheet is on screen sooner; the shell shows
exactly what a new game shows, so nothing moves when the game arrives. Made with
``bind_game=True`` (the default: tests, tools) the window is complete at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QWidget,
)

from knaster_qt.assets import resource_path
from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.models.turn_sentences import roll_to_start
from knaster_qt.shell import settings
from knaster_qt.shell.views.dice_panel import die_icon
from knaster_qt.shell.views.game_window import GameWindow
from knaster_qt.shell.views.language_menu import LanguageMenu
from knaster_qt.shell.views.ui_main_window import Ui_MainWindow
from knaster_qt.shell.views.window_layout import WindowArranger

if TYPE_CHECKING:  # the engine and models come with bind_game, the dialogs when first shown
    from PySide6.QtWidgets import QMessageBox

    from knaster_qt.games.knaster.core.game import Game
    from knaster_qt.games.knaster.models.controller import DiceSource, KnasterController
    from knaster_qt.games.knaster.models.grid_model import GridModel
    from knaster_qt.games.knaster.models.line_model import LineModel
    from knaster_qt.games.knaster.views.dialogs import ResultDialog
    from knaster_qt.shell.views.about_dialog import AboutDialog
    from knaster_qt.shell.views.new_game_dialog import NewGameDialog
    from knaster_qt.shell.views.persistence import Persistence
    from knaster_qt.shell.views.print_actions import PrintActions
    from knaster_qt.shell.views.table_display import TableDisplay

_BANNER_STYLE = (
    "QLabel { background: #fff3c4; color: #3d2f00; border: 1px solid #d9a82b;"
    " border-radius: 5px; padding: 4px; }"  # bold: BannerLabel.set_bold (its type may shrink)
)
_HINT_STYLE = (
    "QLabel { background: #e8f0fe; color: #1e3a8a; border: 1px solid #2563eb;"
    " border-radius: 5px; padding: 4px; }"
)


# The window icon's PNGs in resources/icons/png (tools/make_icons.py).
_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# The toolbar's icons: the desktop's icon theme where it has one, else the style's own.
_TOOLBAR_ICONS = (  # (action, freedesktop icon name, the style's icon)
    ("actionNew", "document-new", QStyle.StandardPixmap.SP_FileIcon),
    ("actionOpen", "document-open", QStyle.StandardPixmap.SP_DialogOpenButton),
    ("actionSave", "document-save", QStyle.StandardPixmap.SP_DialogSaveButton),
    ("actionUndo", "edit-undo", QStyle.StandardPixmap.SP_ArrowLeft),
    ("actionRules", "help-contents", QStyle.StandardPixmap.SP_MessageBoxQuestion),
    ("actionHint", "dialog-information", QStyle.StandardPixmap.SP_MessageBoxInformation),
)


def toolbar_icon(theme_name: str, style_icon: QStyle.StandardPixmap) -> QIcon:
    """The theme's icon ``theme_name``, or the application style's ``style_icon``."""
    return QIcon.fromTheme(theme_name, QApplication.style().standardIcon(style_icon))


class MainWindow(GameWindow):
    """A game of Knaster on screen: the sheet of the person whose turn it is, everyone's small
    sheets in the strip below, computer players moving by themselves."""

    # Made by bind_game (the window's second step).
    controller: KnasterController
    grid_model: GridModel
    line_model: LineModel
    table_display: TableDisplay
    print_actions: PrintActions
    persistence: Persistence

    def __init__(
        self,
        game: Game | None = None,
        dice_source: DiceSource | None = None,
        parent: QWidget | None = None,
        *,
        bind_game: bool = True,
    ) -> None:
        super().__init__(parent)
        # The widgets, menus and actions of ui/main_window.ui (compiled by `make ui`).
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.ui.bannerLabel.setStyleSheet(_BANNER_STYLE)
        self.ui.bannerLabel.set_bold(True)
        self.ui.hintLabel.setStyleSheet(_HINT_STYLE)
        # The banners' place and the side panel's width follow the window's size only.
        self.arranger = WindowArranger(
            self.ui.centralWidget,
            self.ui.bannerArea,
            self.ui.turnLabel,
            (self.ui.noticeLabel, self.ui.bannerLabel, self.ui.hintLabel),
            self.ui.sidePanel,
            self.ui.scoreBox,
            self.ui.playerStrip.arrange,
        )
        self.file_path: Path | None = None
        self.result_dialog: ResultDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.message_box: QMessageBox | None = None
        self.rules_dialog: QWidget | None = None  # the game's rules window or RulesDialog
        self.about_dialog: AboutDialog | None = None
        self._last_message = ""
        self.language_menu = LanguageMenu(self.ui.menuLanguage)
        self._set_icons()
        self._fit_to_screen()
        self._show_new_game()
        self.ui.sheetView.setFocus()
        if bind_game:
            self.bind_game(game, dice_source)

    @property
    def game_bound(self) -> bool:
        """Whether bind_game has attached the engine (the menus and the sheet act)."""
        return hasattr(self, "controller")

    def bind_game(self, game: Game | None = None, dice_source: DiceSource | None = None) -> None:
        """Load the engine and attach ``game`` to the shell, once. None: a new game of the
        last setup (the players, side and end rule of the last new game; at first a solo game)."""
        if self.game_bound:
            raise RuntimeError("the window already has its game; use start_game to replace it")
        if game is None:
            game = settings.game_setup().make_game()
        from knaster_qt.games.knaster.models.controller import KnasterController
        from knaster_qt.games.knaster.models.grid_model import GridModel
        from knaster_qt.games.knaster.models.line_model import LineModel
        from knaster_qt.shell.views.persistence import install_persistence
        from knaster_qt.shell.views.table_display import TableDisplay

        self.controller = KnasterController(game, dice_source=dice_source, parent=self)
        # The models follow the sheet being played (player None): it changes with the turn.
        self.grid_model = GridModel(self.controller, None, self)
        self.line_model = LineModel(self.controller, None, self)
        self.ui.sheetView.bind(self.controller, self.grid_model, self.line_model)
        self._connect()
        self.table_display = TableDisplay(self)  # turn banner, strip, end notice, hints
        self.ui.actionAnimateDice.setChecked(self.ui.dicePanel.animation_enabled)
        self.ui.sheetView.animations.set_enabled(self.ui.dicePanel.animation_enabled)
        self.print_actions = self._connect_print_actions()
        # autosave, Open Recent, Replay, Statistics; new settings reach the hints at once
        self.persistence = install_persistence(self, self.table_display.refresh_settings)
        self._game_replaced()
        self.controller.new_game(self.controller.game)

    # --- public actions (menus, toolbar and tests use the same) -------------------------

    def new_game(self) -> None:
        """Ask who plays and how (the New game dialog), then start that game."""
        from knaster_qt.shell.views.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self)
        # An unfinished game on screen is only replaced when the player says so (and kept).
        dialog.accepted.connect(
            lambda: self.persistence.confirm_abandon(lambda: self.start_game(dialog.make_game()))
        )
        self.new_game_dialog = dialog
        dialog.open()

    def start_game(self, game: Game) -> None:
        """Replace the game on the window (New game, the resume question, tests)."""
        self.file_path = None
        self.controller.new_game(game)

    def open_file(self, path: Path | str, *, recovered: bool = False) -> bool:
        """Load a transcript; one that does not check is reported and the game stays as it was.

        An unfinished game on screen is replaced only once the player agrees (it is
        kept first, see Persistence.confirm_abandon); True means the file was read.
        A ``recovered`` game (Game > Recovered Games) opens untitled: saving asks
        for a name and never writes over the kept copy.
        """
        from knaster_qt.shell.views.game_files import load_game

        path = Path(path)
        game = load_game(path)
        if isinstance(game, str):
            self.show_error("Cannot open game", game)
            return False
        self.persistence.confirm_abandon(lambda: self._show_opened(game, path, recovered))
        return True

    def _show_opened(self, game: Game, path: Path, recovered: bool) -> None:
        self.controller.new_game(game)
        self.file_path = None if recovered else path
        self._update_title()
        if not recovered:
            self.fileChanged.emit(path)
        note = f" {len(game.players)} players." if len(game.players) > 1 else ""
        self._show_message(f"Opened {path.name}.{note} {self.statusBar().currentMessage()}".strip())

    def save_file(self, path: Path | str) -> bool:
        """Write the transcript atomically: the old file stays whole if anything fails."""
        from knaster_qt.shell.views.game_files import save_game

        path = Path(path)
        error = save_game(self.controller.game, path)
        if error is not None:
            self.show_error("Cannot save game", error)
            return False
        self.file_path = path
        self.setWindowModified(False)
        self._update_title()
        self.fileChanged.emit(path)
        self.statusBar().showMessage(f"Saved {path.name}.")
        return True

    def bring_to_front(self) -> None:
        """The app was started again on the same data folder: show this window instead."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        self.statusBar().showMessage(
            "Knaster Qt was started again: this window is the one playing (one per data folder)."
        )

    def show_error(self, title: str, text: str) -> None:
        """A warning that does not block the event loop (kept in ``message_box``)."""
        from knaster_qt.shell.views.window_boxes import warning_box

        box = warning_box(self, title, text)
        self.message_box = box
        box.open()

    # --- wiring ------------------------------------------------------------------------------

    def _connect(self) -> None:
        controller = self.controller
        self.ui.actionNew.triggered.connect(self.new_game)
        self.ui.actionOpen.triggered.connect(self._ask_open)
        self.ui.actionSave.triggered.connect(self._save)
        self.ui.actionSaveAs.triggered.connect(self._ask_save_as)
        self.ui.actionQuit.triggered.connect(self.close)
        self.ui.actionRoll.triggered.connect(lambda: controller.roll())  # not roll(checked)
        self.ui.actionUndo.triggered.connect(controller.undo)
        self.ui.actionRules.triggered.connect(self._show_rules)
        self.ui.actionAbout.triggered.connect(self._show_about)
        self.ui.actionAnimateDice.toggled.connect(self._set_animation)
        self.ui.dicePanel.rollRequested.connect(lambda: controller.roll())
        self.ui.sheetView.hoverMessage.connect(self._show_hover)
        controller.message.connect(self._show_message)
        controller.bannerChanged.connect(self._show_banner)
        controller.stateChanged.connect(self._update_state)
        controller.rolled.connect(self._rolled)
        controller.actionApplied.connect(lambda _report: self.setWindowModified(True))
        controller.gameReplaced.connect(self._game_replaced)
        controller.gameFinished.connect(self._game_finished)

    def _set_icons(self) -> None:
        for action, theme_name, style_icon in _TOOLBAR_ICONS:
            getattr(self.ui, action).setIcon(toolbar_icon(theme_name, style_icon))
        self.ui.actionRoll.setIcon(die_icon(5))
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
        return PrintActions(self, actions, lambda: self.controller.game)

    def _fit_to_screen(self) -> None:
        """The designed size (1280 x 800), or less on a small screen."""
        available = self.screen().availableGeometry()
        self.resize(
            min(self.width(), int(available.width() * 0.92)),
            min(self.height(), int(available.height() * 0.9)),
        )

    def _update_state(self) -> None:
        controller = self.controller
        can_roll = controller.can_roll()
        self.ui.actionRoll.setEnabled(can_roll and not controller.real_dice)
        self.ui.actionRoll.setVisible(not controller.real_dice)
        self.ui.dicePanel.set_can_roll(can_roll, game_over=controller.game.game_over)
        self.ui.actionUndo.setEnabled(controller.can_undo())
        game = controller.game
        shown = self.ui.sheetView.shown_player
        score = game.score(shown)
        name = game.players[shown] if len(game.players) > 1 else ""
        self._show_score(name, score.line_points, score.circles, score.total)

    def _show_score(self, name: str, line_points: int, circles: int, total: int) -> None:
        heading = f"<b>{name}</b><br>" if name else ""
        self.ui.scoreDetail.setText(
            f"{heading}White fields: {line_points}<br>Circles: {circles}<br><b>Total: {total}</b>"
        )

    def _show_new_game(self) -> None:
        """What a new solo game shows, before the engine is bound (see the module's text)."""
        # The side of the last setup, which bind_game's new game will use.
        self.ui.sheetView.unbound_layout = settings.default_side()
        side = load_layout(self.ui.sheetView.unbound_layout).name
        self.ui.dicePanel.show_state(None, None, f"No roll yet · {side}")
        self.ui.dicePanel.set_can_roll(True)
        self.ui.dicePanel.set_roller_text("")
        self.ui.actionUndo.setEnabled(False)
        self.ui.actionHint.setEnabled(False)
        self._show_score("", 0, 0, 0)
        self._show_banner("")
        self.ui.turnLabel.setVisible(False)
        self.ui.noticeLabel.setVisible(False)
        self.ui.hintLabel.setVisible(False)
        self._show_players(False)  # a solo game has no players' cards
        self._update_title()
        self._show_message(roll_to_start(real_dice=False))

    def _rolled(self, total: int) -> None:
        game = self.controller.game
        self.ui.dicePanel.show_roll(game.current_dice, total, self._round_text())

    def _show_players(self, several: bool) -> None:
        """Several players: the turn banner and everyone's card; solo: the score box."""
        self.arranger.set_several_players(several)
        self.ui.playersScroll.setVisible(several)

    def _game_replaced(self) -> None:
        game = self.controller.game
        self._show_players(len(game.players) > 1)
        self.ui.dicePanel.show_state(game.current_dice, game.current_roll, self._round_text())
        self.setWindowModified(False)
        self._update_title()
        self._update_state()

    def _round_text(self) -> str:
        game = self.controller.game
        if game.rounds == 0:
            return f"No roll yet · {game.layout.name}"
        last = " · last round" if game.is_final_round else ""
        return f"Round {game.rounds}{last}"

    def _game_finished(self) -> None:
        from knaster_qt.games.knaster.views.dialogs import ResultDialog

        controller = self.controller
        notice = controller.table.notice
        dialog = ResultDialog(controller.game, controller.player, self, notice=notice)
        dialog.accepted.connect(self.new_game)
        self.result_dialog = dialog
        dialog.open()

    def _show_message(self, text: str) -> None:
        self._last_message = text
        self.statusBar().showMessage(text)

    def _show_hover(self, text: str) -> None:
        self.statusBar().showMessage(text or self._last_message)

    def _show_banner(self, text: str) -> None:
        self.ui.bannerLabel.setText(text)
        self.show_prompts()

    def show_prompts(self) -> None:
        """Show the end notice, the bonus prompt and the hint that have a text. The three share
        a row of fixed height: with the notice and the prompt there, the hint stays in the
        status bar (and its frame on the sheet), so that no text gets too small to read."""
        notice, banner, hint = self.ui.noticeLabel, self.ui.bannerLabel, self.ui.hintLabel
        notice.setVisible(bool(notice.text()))
        banner.setVisible(bool(banner.text()))
        hint.setVisible(bool(hint.text()) and not (notice.text() and banner.text()))

    def _set_animation(self, enabled: bool) -> None:
        self.ui.dicePanel.animation_enabled = enabled
        self.controller.table.animated = enabled  # computer players' pause before each move
        self.ui.sheetView.animations.set_enabled(enabled)  # circles drawn, the asking field

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language): every text of the window is set again at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self.language_menu.retranslate()
            if self.game_bound:
                self._update_title()
                self._update_state()
        super().changeEvent(event)

    def _update_title(self) -> None:
        name = self.file_path.name if self.file_path else "untitled"
        self.setWindowTitle(f"{name}[*] — Knaster")

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

        path = ask_save_path(self, self.file_path.name if self.file_path else "game.knaster")
        return bool(path) and self.save_file(path)

    def _show_rules(self) -> None:
        if self.rules_dialog is None:
            from knaster_qt.games import load_hook
            from knaster_qt.shell.registry import default_game
            from knaster_qt.shell.views.rules_dialog import RulesDialog

            entry = default_game()  # its own rules window, or its rules text
            self.rules_dialog = (
                load_hook(entry.rules_window)(self)
                if entry.rules_window
                else RulesDialog(entry, self)
            )
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def _show_about(self) -> None:
        from knaster_qt.shell.views.about_dialog import AboutDialog

        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self)
        self.about_dialog.show()
        self.about_dialog.raise_()
