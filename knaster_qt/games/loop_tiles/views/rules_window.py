"""Help > Rules for Loop Tiles: the rules in short, every paragraph translated, illustrated with
parts of the board drawn by the game's own painter (render/rule_pictures.py): a line joined,
a blocked line, a border square and the rulebook's turn of 9 + 12 + 7 = 28."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QWidget

from knaster_qt.games.loop_tiles.render import rule_pictures
from knaster_qt.games.loop_tiles.views.ui_loop_tiles_rules import Ui_LoopTilesRules
from knaster_qt.kit.dialogs import TranslatedDialog
from knaster_qt.texts import UNDO_KEYS, key_text, modifier_text

# The pictures by the names the text gives them, and how each is made.
PICTURES: dict[str, Callable[[], rule_pictures.RulePicture]] = {
    "joined.png": rule_pictures.joined_line,
    "blocked.png": rule_pictures.blocked_line,
    "border.png": rule_pictures.border_square,
    "rulebook-turn.png": rule_pictures.rulebook_turn,
}
SQUARE_PX = 44  # a square of the pictures, in logical pixels


def _picture(name: str, caption: str) -> str:
    """A picture and its caption, as Markdown paragraphs (the caption is its alt text too)."""
    return f"![{caption}]({name})\n\n*{caption}*"


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
            _picture(
                "joined.png",
                self.tr(
                    "A line joined: the 2 tile continues a line of the start tile and scores "
                    "2 + 7 = 9."
                ),
            ),
            _picture(
                "blocked.png",
                self.tr(
                    "A blocked line: the 3 tile may not go above the start tile, whose line "
                    "would end at its blank side."
                ),
            ),
            _picture(
                "border.png",
                self.tr(
                    "A border square: the 7 tile may not go on A7, where its line would run "
                    "off the board."
                ),
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
            _picture(
                "rulebook-turn.png",
                self.tr(
                    "The rulebook's turn: the 2 joined to the 7 scores 9; the 3 joined to the "
                    "4 and the 5 scores 12; the 2 on a x2 square joined to the 3 placed just "
                    "before scores 2 × 2 + 3 = 7. The turn scores 9 + 12 + 7 = 28."
                ),
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
        self._add_pictures()

    def _add_pictures(self) -> None:
        """The pictures the text names (setMarkdown clears a document's resources: after it),
        drawn for the screen's pixel ratio."""
        document = self.text.document()
        ratio = self.devicePixelRatioF()
        for name, picture in PICTURES.items():
            image = rule_pictures.rule_image(picture(), SQUARE_PX, ratio)
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        document.markContentsDirty(0, document.characterCount())


def show_rules(parent: QWidget) -> LoopTilesRules:
    """The entry's rules window hook: a new rules window on ``parent`` (not yet shown)."""
    return LoopTilesRules(parent)
