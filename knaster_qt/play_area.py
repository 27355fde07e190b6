"""The one interface between the shell's main window and the game played in it.

The shell (``knaster_qt/shell``) owns the window's frame: menus, toolbar, status bar, the
files (New, Open, Save, autosave, recovered games, records), statistics, settings,
printing and replay. The middle of the window is the game's **play area**: a
:class:`PlayArea` subclass that the game's entry names (``GameEntry.play_area``, a
``LazyHook`` typed by ``PlayAreaHook``) and that the shell makes with a :class:`Frame` and
the last :class:`~knaster_qt.seats.Setup`. The shell knows nothing else of the game: it calls the
methods below and listens to the four signals; the play area never imports the shell.

    area = KnasterPlayArea(frame, setup)     # widgets only: shown before the engine loads
    window.setCentralWidget(area.widget())
    area.start()                             # the engine: a new game of ``setup``
    area.changed.connect(autosave)           # ... and so on (knaster_qt/shell/views/main_window.py)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Signal

if TYPE_CHECKING:  # a Change comes with the game's controller, after the first paint
    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QWidget

    from knaster_qt.change import Change
    from knaster_qt.printable import Printable, SheetSource
    from knaster_qt.seats import Seat, Setup


@dataclass(frozen=True)
class Frame:
    """What the shell's window lends the play area. The actions are the shell's menu items
    (defined once, in ui/main_window.ui): the play area connects, enables and hides them."""

    window: QMainWindow  # parent of the game's dialogs
    # Game > Roll the Dice (R) in the game's words (GameEntry.dice_action); the window hides
    # it for a game without dice, a game with dice may hide it too (real dice at the table).
    roll: QAction
    hint: QAction  # Game > Hint (H); a game without hints hides it
    undo: QAction  # Edit > Undo (Ctrl+Z); the play area enables it
    say: Callable[[str], None]  # the status bar's lasting message
    hover: Callable[[str], None]  # a passing message ("" = back to the lasting one)
    new_game: Callable[[], None]  # Game > New Game… (a result dialog's button may ask for it)
    # Run ``replace`` once the game on the area may be replaced: an unfinished game only when
    # the person agrees, and kept first (as New Game does); the default replaces at once.
    confirm_replace: Callable[[Callable[[], None]], None] = lambda replace: replace()
    # Help > First Game Guide; hidden unless the play area has a guide (and shows it).
    guide: QAction | None = None


@dataclass(frozen=True)
class Preferences:
    """The settings a play area follows, given again whenever the person changes them."""

    hints: bool = True  # may the Hint action be used
    animation: bool = True  # dice, sheet and computer players animate (Edit > Animations)
    animation_speed: int = 100  # percent of the normal speed
    coordinates: bool = True  # Knaster's sheet shows a to e and 1 to 5 at the grid's edge


class Replay(Protocol):
    """A game's replay window (``GameEntry.replay`` makes it, the shell shows it)."""

    def set_transcript(self, text: str | bytes, source: str, title: str = "") -> None:
        """Replay ``text``; raises a GameFileError subclass if it cannot be replayed."""

    def show(self) -> None: ...

    def raise_(self) -> None: ...


class PlayArea(QObject):
    """A game on the main window. Subclasses implement every method that raises here."""

    changed = Signal()  # something the autosave must write now (a move, a roll, a pick)
    modified = Signal()  # the game now differs from its saved file (the title's "*")
    replaced = Signal()  # another game is on the area (new, opened, resumed): redraw everything
    finished = Signal()  # the game has just ended: the shell records it (and may show a result)

    def __init__(self, frame: Frame, setup: Setup) -> None:
        """Build the widgets showing what a new game of ``setup`` shows; load no engine yet."""
        super().__init__(frame.window)
        self.frame = frame
        self._action_links: list[QMetaObject.Connection] = []

    def connect_action(self, action: QAction, slot: Callable[[], object]) -> None:
        """Connect one of the frame's actions; ``close`` disconnects it again (the actions
        stay with the window when another game's area replaces this one)."""
        self._action_links.append(action.triggered.connect(lambda _checked=False: slot()))

    # --- the widget and its game --------------------------------------------------------

    def widget(self) -> QWidget:
        """The middle of the main window (made in ``__init__``, one for the area's life)."""
        raise NotImplementedError

    def start(self, game: object | None = None, dice: object | None = None) -> None:
        """Load the engine, once: play ``game`` (the game's own object, for tests and tools) or
        a new game of the setup given to ``__init__``; ``dice`` is a test's dice source."""
        raise NotImplementedError

    @property
    def started(self) -> bool:
        """Whether ``start`` has run (the menus act only then)."""
        raise NotImplementedError

    def new_game(self, setup: Setup) -> None:
        """Replace the game by a new one of ``setup`` (checked by the New Game dialog)."""
        raise NotImplementedError

    def set_game(self, game: object) -> None:
        """Replace the game by ``game``, the game's own object (tests and tools make them)."""
        raise NotImplementedError

    def load(self, text: str | bytes, source: str, *, resumed: bool = False) -> None:
        """Replace the game by the transcript ``text`` (from ``source``, a path or "autosave").

        Raises a GameFileError subclass, leaving the game as it was, when the transcript
        cannot be played. ``resumed``: the text is the autosave, with the notes that
        ``autosave_text`` adds; put the game back exactly as it was left.
        """
        raise NotImplementedError

    # --- what the shell keeps and shows ----------------------------------------------------

    def transcript(self) -> str:
        """The game's transcript (Save, records); ValueError if it cannot be written down."""
        raise NotImplementedError

    def autosave_text(self) -> str | None:
        """What the autosave keeps now (the transcript and any notes of a gesture under way),
        or None when this moment must not be saved (the rules are midway through a step)."""
        raise NotImplementedError

    @property
    def game(self) -> object:
        """The game object on the area; only its identity matters to the shell."""
        raise NotImplementedError

    @property
    def rounds(self) -> int:
        """The rounds begun (the shell's words: "Abandon the game in round N?")."""
        raise NotImplementedError

    @property
    def has_moves(self) -> bool:
        """Whether anything was played that starting again would lose."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def game_actions(self) -> list[QAction]:
        """The game's own menu items (made once, in ``__init__``; parent them to the area):
        the shell shows them in the Game menu after Roll and Hint while the area is shown."""
        return []

    def first_start(self) -> None:
        """The app's very first start on this data folder (once, after the resume question was
        not needed): the game may greet a new player, e.g. with a guide."""

    def players(self) -> tuple[str, ...]:
        """The players' names in seat order (Print offers each one's sheet)."""
        return ()

    def printed_sheets(self, players: Sequence[int] | None) -> Sequence[Printable] | None:
        """The sheets of the game on screen as played, of ``players`` (None: everyone's), to
        print; None while there is nothing of this game to print (blank sheets come from
        the entry's print_blank hook)."""
        return None

    def print_source(self) -> SheetSource | None:
        """What the print dialog offers for this game, when the game wants its own (names
        for its sides, the side in play chosen first); None: the shell makes it from the
        entry's print_blank hook, ``players`` and ``printed_sheets``."""
        return None

    def status_text(self) -> str:
        """One line for the status bar after a game was opened (e.g. "3 players.")."""
        return ""

    # --- settings and gestures ---------------------------------------------------------------

    def apply_preferences(self, preferences: Preferences) -> None:
        """Follow the settings (called at start and whenever they change)."""

    def retranslate(self) -> None:
        """A new language (Edit > Language): set every text of the area again."""

    def close(self) -> None:
        """The area leaves the window (another game replaces it): stop timers and dialogs.
        Subclasses that override it call this too."""
        for link in self._action_links:
            QObject.disconnect(link)
        self._action_links.clear()


class GameController(Protocol):
    """What every game's controller offers its play area (knaster_qt/change.py names the
    report): the same signals under the same names in every game."""

    @property
    def changed(self) -> SignalInstance: ...  # (Change): what one gesture changed

    @property
    def finished(self) -> SignalInstance: ...  # (): the game has just ended

    @property
    def replaced(self) -> SignalInstance: ...  # (): another game is in place

    @property
    def message(self) -> SignalInstance: ...  # (str): a sentence for the status bar

    @property
    def game(self) -> object: ...

    @property
    def rounds(self) -> int: ...

    @property
    def has_moves(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...


class Guide(Protocol):
    """A game's first-game guide (knaster_qt/kit/guide.py's GameGuide, with its ``start``)."""

    @property
    def active(self) -> bool: ...

    def start(self) -> None: ...

    def skip(self) -> None: ...


class GamePlayArea(PlayArea):
    """What every game's play area does the same way, once: the game, its rounds, whether it
    has moves or is over (its controller's), and the controller's signals wired to the
    area's and the frame's: a Change redraws what it names (``show_change``), marks the
    game modified when its record changed and asks the autosave when it saves; ``replaced``
    shows the new game whole (``show_game``) and tells the shell; ``finished`` tells the
    shell (which records the game), then the game shows its result (``show_result``).
    Also the steps of Help > First Game Guide (``start_guide``, the game's guide made by
    ``make_guide``) and of a network game (``play_remotely``), each game giving its own part.

    A subclass keeps the middle of the window as ``self._widget`` (made in ``__init__``), the
    setup it was given as ``self.setup`` and its controller as ``self.controller`` (made by
    ``start``), and calls ``wire`` once with it.
    """

    _widget: QWidget
    setup: Setup
    guide: Guide | None = None  # the first-game guide while it runs (``run_guide`` makes it)

    def widget(self) -> QWidget:
        return self._widget

    @property
    def started(self) -> bool:
        return getattr(self, "controller", None) is not None

    def played(self) -> GameController:
        """The game's controller (``start`` made it)."""
        controller: GameController | None = getattr(self, "controller", None)
        if controller is None:
            raise RuntimeError("start() first")
        return controller

    @property
    def game(self) -> object:
        return self.played().game

    @property
    def rounds(self) -> int:
        return self.played().rounds

    @property
    def has_moves(self) -> bool:
        return self.played().has_moves

    @property
    def is_over(self) -> bool:
        return self.played().is_over

    def wire(self, controller: GameController) -> None:
        """Connect the controller's shared signals (once, when ``start`` made it)."""
        controller.message.connect(self.frame.say)
        controller.changed.connect(self._changed)
        controller.replaced.connect(self._replaced)
        controller.finished.connect(self._finished)

    def _changed(self, change: Change) -> None:
        self.show_change(change)
        if change.recorded:
            self.modified.emit()
        if change.saves:
            self.changed.emit()

    def _replaced(self) -> None:
        self.show_game()
        self.replaced.emit()

    def _finished(self) -> None:
        self.finished.emit()
        self.show_result()

    def ended_elsewhere(self) -> None:
        """A network game's record, loaded here, brought the game's end (the last move was
        made on another computer): recorded and shown here as an end played here."""
        self._finished()

    def close(self) -> None:
        self.skip_guide()
        super().close()

    # --- the first-game guide, for a game that has one -------------------------------------

    def offer_guide(self) -> None:
        """Show Help > First Game Guide and connect it to ``start_guide`` (in ``__init__``)."""
        if self.frame.guide is not None:
            self.frame.guide.setVisible(True)
            self.connect_action(self.frame.guide, self.start_guide)

    def start_guide(self) -> None:
        """Help > First Game Guide: the guide on a short solo game, a callout at each step;
        the game on the area serves when it can (``guide_needs_new_game``). A game under way
        is replaced only as New Game replaces it (asked, and kept)."""
        if not self.started:
            return
        self.skip_guide()
        if not self.guide_needs_new_game():
            self.run_guide()
            return
        play_guide_game = self.guide_game(self.guide_seat())

        def replace() -> None:
            play_guide_game()
            self.run_guide()

        self.frame.confirm_replace(replace)

    def guide_seat(self) -> Seat:
        """Who plays the guide's solo game: the one person of the setup (and their sheet),
        else "Player" in the app's language (the shell's name for a new seat,
        knaster_qt/shell/setups.py)."""
        from knaster_qt.seats import Seat

        people = [seat for seat in self.setup.seats if seat.level is None]
        if len(people) == 1:
            return people[0]
        return Seat(QCoreApplication.translate("Seats", "Player"))

    def run_guide(self) -> None:
        """Start the game's guide on the game on the area, the keys on ``guide_focus``."""
        guide = self.make_guide()
        self.guide = guide
        guide.start()
        self.guide_focus().setFocus()

    def skip_guide(self) -> None:
        if self.guide is not None and self.guide.active:
            self.guide.skip()

    def guide_needs_new_game(self) -> bool:
        """Whether the guide needs a solo game of its own instead of the game on the area."""
        raise NotImplementedError

    def guide_game(self, seat: Seat) -> Callable[[], None]:
        """Make the guide's solo game for ``seat``; return what puts it on the area (called
        once the game under way may be replaced)."""
        raise NotImplementedError

    def make_guide(self) -> Guide:
        """The game's guide with its targets on the window, not started yet."""
        raise NotImplementedError

    def guide_focus(self) -> QWidget:
        """The widget that has the keys while the guide runs."""
        raise NotImplementedError

    # --- what each game shows in its own way ---------------------------------------------

    def show_change(self, change: Change) -> None:
        """Redraw what ``change`` names."""

    def show_game(self) -> None:
        """Another game is in place (new, opened, resumed): show it whole."""

    def show_result(self) -> None:
        """The game has just ended (the shell has recorded it): show its result."""


class _SeatsElsewhere(Protocol):
    """What NetworkSeats asks of the play area it is mixed into."""

    @property
    def game(self) -> object: ...

    def set_game(self, game: object) -> None: ...

    def seat_names(self) -> Sequence[str]:
        """The names of the seats of the game on the area, in seat order."""
        ...

    def seat_remotely(self, remote: frozenset[int], ask_dice: Callable[[str], None] | None) -> None:
        """The controller plays no seat of ``remote`` here and asks for the dice with
        ``ask_dice`` (None: draws them here); see ``NetworkSeats.play_remotely``."""
        ...


class NetworkSeats:
    """The part of a play area for a game that can be played on several computers (Knaster,
    Exact Hit, Loop Tiles: ``class KnasterPlayArea(GamePlayArea, NetworkSeats)``). The game
    supplies ``seat_names`` and ``seat_remotely`` (and ``play_complete``, the shell's
    NetworkPlayable); a game without it (Coin Toss) is simply not offered for a network game."""

    def play_remotely(
        self: _SeatsElsewhere,
        remote: frozenset[str],
        ask_dice: Callable[[str], None] | None,
        *,
        refresh: bool = True,
    ) -> None:
        """A network game (knaster_qt/shell/network/playing.py): the seats named ``remote`` are
        played on other computers, never here (``seat_remotely``); ``ask_dice`` (a joining
        player's screen) asks the host for the dice (a roll, a throw or rethrow) instead of
        drawing them here. Kept for the games loaded after."""
        names = self.seat_names()
        self.seat_remotely(frozenset(i for i, name in enumerate(names) if name in remote), ask_dice)
        if refresh:  # not while another game replaces this one
            self.set_game(self.game)  # who plays here now, shown afresh
