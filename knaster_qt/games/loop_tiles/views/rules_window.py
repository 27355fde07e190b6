"""Help > Rules for Loop Tiles: the rules in short, every paragraph translated."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from knaster_qt.games.loop_tiles.views.ui_loop_tiles_rules import Ui_LoopTilesRules
from knaster_qt.kit.dialogs import TranslatedDialog
from knaster_qt.texts import UNDO_KEYS, key_text, modifier_text


class LoopTilesRules(TranslatedDialog):
    ui: Ui_LoopTilesRules

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Ui_LoopTilesRules(), parent)
        self.text = self.ui.text
        self.ui.buttons.rejected.connect(self.close)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Loop Tiles — Rules"))
        paragraphs = [
            self.tr("# Loop Tiles"),
            self.tr("A tile game for 2 to 4 players; in the app you can also practise alone."),
            self.tr(
                "Tiles with winding lines and a value 1–8 are laid on a 13×13 board so that "
                "their lines connect. Each player has a rack of 5 tiles; the game starts "
                "from one tile on the centre square."
            ),
            self.tr("## A turn"),
            self.tr(
                "Place up to three tiles from your rack, one after another, then end the "
                "turn; your rack is refilled from the bag. Tiles are never rotated."
            ),
            self.tr(
                "A tile may go on an empty square beside a tile when every shared edge "
                "joins line to line or blank to blank, at least one line is continued, and "
                "no line runs off the board."
            ),
            self.tr(
                "The tiles of one turn need not touch each other. You may end your turn "
                "after fewer tiles, or none, even when another tile would fit."
            ),
            self.tr(
                "Exchange: a player who has placed no tile this turn and none of whose tiles "
                "fits anywhere may return the whole rack to the bag instead; the bag is "
                "shuffled and they draw as many tiles (some may be their own again). That "
                "ends the turn and scores 0. After placing a tile, no exchange is allowed in "
                "that turn."
            ),
            self.tr("## Scoring"),
            self.tr(
                "A tile scores its value times the square's bonus (x2 … x6), plus the "
                "values of the tiles its lines join, tiles placed earlier in the same turn "
                "included."
            ),
            self.tr("## The end"),
            self.tr(
                "The game ends when the bag is empty and nobody can place, or when a whole "
                "round passes without a tile. The highest total wins; players with the "
                "same total share the place."
            ),
            self.tr(
                "Variant: each player plays a fixed number of turns — 13 with 2 players, 9 "
                "with 3, 7 with 4 — and only that ends the game. Before it starts, 4 tiles "
                "(2 players) or 2 tiles (3 players) are set aside unseen."
            ),
            self.tr("## In the app"),
            self.tr(
                "Drag a tile from your rack to the board, or click it and then a square: "
                "the squares where it fits light up and show its points. {undo} takes the "
                "last tile of the turn back. {ctrl}+wheel zooms, the middle button pans."
            ).format(
                undo=key_text(UNDO_KEYS), ctrl=modifier_text(Qt.KeyboardModifier.ControlModifier)
            ),
            self.tr(
                "End turn finishes your turn. Exchange tiles can be clicked when you are "
                "stuck: nothing placed this turn and none of your tiles fits."
            ),
        ]
        self.text.setMarkdown("\n\n".join(paragraphs))


def show_rules(parent: QWidget) -> LoopTilesRules:
    """The entry's rules window hook: a new rules window on ``parent`` (not yet shown)."""
    return LoopTilesRules(parent)
