"""The words a Knaster play area shows beside its sheet: the banner, the round, the score, the title.

Widget-free (a QObject at most): given the controller it says the texts and emits them; the
play area only puts them on its labels, and the sheet view paints the title it is given. The
texts keep the translation contexts they had in the widgets that used to build them
(``KnasterPlayArea`` and ``SheetView``), so the catalogues' messages stay where they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from knaster_qt.games.knaster.render.marks import side_label

if TYPE_CHECKING:
    from knaster_qt.change import Change
    from knaster_qt.games.knaster.core.layout import SheetLayout
    from knaster_qt.games.knaster.models.controller import KnasterController


def no_roll_text(layout: SheetLayout) -> str:
    """Beside the dice before the first roll (also before the engine is started)."""
    #: Beside the dice before the first roll; {side}: "Side A (classic)"
    text = QCoreApplication.translate("KnasterPlayArea", "No roll yet · {side}")
    return text.format(side=side_label(layout))


def score_text(name: str, line_points: int, circles: int, total: int) -> str:
    """The score box beside the sheet, headed by the player's name when there are several."""
    heading = f"<b>{name}</b><br>" if name else ""
    #: The score box beside a solo sheet: the white fields' points, the circles, the total
    score = QCoreApplication.translate(
        "KnasterPlayArea", "White fields: {lines}<br>Circles: {circles}<br><b>Total: {total}</b>"
    )
    return heading + score.format(lines=line_points, circles=circles, total=total)


class KnasterPresenter(QObject):
    """Says the banner, round, score and sheet-title texts of one controller's game.

    ``shown`` is the player whose sheet is on screen and whether it is shown read-only
    (another player's); the play area passes on what the sheet view shows.
    """

    bannerChanged = Signal(str)  # the bonus prompt; "" hides the banner
    roundChanged = Signal(str)  # beside the dice: "Round 3", "No roll yet · Side A (classic)"
    scoreChanged = Signal(str)  # the score box (rich text)
    titleChanged = Signal(str)  # the line across the top of the sheet; "" for none

    def __init__(self, controller: KnasterController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._shown: int | None = None  # another player's sheet, read-only
        self._said = self._texts()  # what the play area shows first (show_game says it all)
        controller.changed.connect(self.refresh)
        controller.replaced.connect(self.refresh)
        controller.playerChanged.connect(self.refresh)

    @property
    def shown_player(self) -> int:
        return self._controller.player if self._shown is None else self._shown

    def show_player(self, player: int | None) -> None:
        """The sheet view now shows ``player``'s sheet read-only (None: the playable one)."""
        self._shown = None if player == self._controller.player else player
        self.refresh()

    def refresh(self, _change: Change | object = None, *, again: bool = False) -> None:
        """Say every text whose words changed (``again``: all of them, e.g. in a new language)."""
        texts = self._texts()
        signals = {"round": self.roundChanged, "score": self.scoreChanged}
        signals.update(title=self.titleChanged, banner=self.bannerChanged)
        for name, text in texts.items():
            if again or self._said[name] != text:
                signals[name].emit(text)
        self._said = texts

    def _texts(self) -> dict[str, str]:
        texts = {"round": self.round_text(), "score": self.score_text(), "title": self.title()}
        texts["banner"] = self.banner()
        return texts

    # --- the texts ------------------------------------------------------------------------

    def banner(self) -> str:
        """The bonus prompt of the player at the screen ("Circle 3 cells in row 1 …"); "" for none."""
        controller = self._controller
        return controller.bonus.prompt(controller.game, controller.player)

    def round_text(self) -> str:
        game = self._controller.game
        if game.rounds == 0:
            return no_roll_text(game.layout)
        if game.is_final_round:
            text = QCoreApplication.translate("KnasterPlayArea", "Round {round} · last round")
        else:
            text = QCoreApplication.translate("KnasterPlayArea", "Round {round}")
        return text.format(round=game.rounds)

    def score_text(self) -> str:
        game = self._controller.game
        shown = self.shown_player
        score = game.score(shown)
        name = game.players[shown] if len(game.players) > 1 else ""
        return score_text(name, score.line_points, score.circles, score.total)

    def title(self) -> str:
        """The line across the top of the sheet: whose sheet it is and, on their turn, the roll."""
        controller = self._controller
        read_only = self._shown is not None
        game = controller.game
        if len(game.players) < 2 and not read_only:
            return ""
        name = game.players[self.shown_player]
        if read_only:
            #: The title over another player's sheet, shown but not played
            return QCoreApplication.translate("SheetView", "{player}'s sheet · look only").format(
                player=name
            )
        if controller.is_my_turn() and game.current_roll is not None:
            #: The title over the sheet of the player whose turn it is, and the sum rolled
            text = QCoreApplication.translate("SheetView", "{player}'s turn · roll {roll}")
            return text.format(player=name, roll=game.current_roll)
        return QCoreApplication.translate("SheetView", "{player}'s sheet").format(player=name)
