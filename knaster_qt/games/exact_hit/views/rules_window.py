"""Help > Rules for Exact Hit: the rules in short, every paragraph translated."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QWidget

from knaster_qt.games.exact_hit.views.ui_exact_hit_rules import Ui_ExactHitRulesWindow
from knaster_qt.kit.dialogs import TranslatedDialog
from knaster_qt.texts import UNDO_KEYS, key_text


class ExactHitRulesWindow(TranslatedDialog):
    """The rules of Exact Hit (specs/exact-hit-rules.md in short), with a Close button."""

    ui: Ui_ExactHitRulesWindow

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Ui_ExactHitRulesWindow(), parent)
        self.ui.buttonBox.rejected.connect(self.reject)
        self.retranslate()

    def paragraphs(self) -> list[tuple[str, str]]:
        """(heading, paragraph) pairs; a heading of "" continues the section."""
        return [
            (
                self.tr("Exact Hit"),
                self.tr(
                    "A dice game for 1 to 6 players with six dice of six colours — black, blue,"
                    " yellow, red, green and white — and six different sheets A to F. Each sheet"
                    " has five rows of six coloured fields; every field has a printed number"
                    " from 1 to 6, and each row holds every colour once. Each player plays"
                    " on a different sheet."
                ),
            ),
            (
                self.tr("A round"),
                self.tr(
                    "The thrower throws all six dice. Once, they may throw again: every die not"
                    " showing 1 is thrown again, the dice showing 1 stay. Then every player, the"
                    " thrower too, answers the same dice on their current row, the topmost row"
                    " that is not finished. The thrower moves on each round."
                ),
            ),
            (
                "",
                self.tr(
                    "Only the thrower decides whether to throw again, and does so before"
                    " anyone writes; the new dice then count for everybody. No die can be"
                    " kept except those showing 1."
                ),
            ),
            (
                "",
                self.tr(
                    "A die of a colour showing a value may be written into the empty field of"
                    " that colour in the current row if the value is at most the field's"
                    " number. Equal is an exact hit, marked with a small x. Write any of the"
                    " dice that fit, each at most once."
                ),
            ),
            (
                "",
                self.tr(
                    "A player who writes nothing — because nothing fits, or by choice — must"
                    " cross out the leftmost empty field of the current row. A row is never"
                    " written into past its end: when a write finishes the row, the other dice"
                    " of that round are lost to that player."
                ),
            ),
            (
                self.tr("Scoring"),
                self.tr(
                    "A finished row scores the sum of the values written into it (a cross"
                    " counts 0) plus a bonus for its exact hits: 1 for one, 3 for two, 6 for"
                    " three, 10 for four, 15 for five and 21 for six."
                ),
            ),
            (
                self.tr("The end"),
                self.tr(
                    "The game ends after the round in which a player finishes the fifth row."
                    " Everyone else then scores their unfinished row as it stands; rows not"
                    " begun score 0. The highest total wins; ties share the win."
                ),
            ),
            (
                self.tr("In the app"),
                self.tr(
                    "Throw (R), then Throw again or Keep. Click a die and then its field, or"
                    " click a field: the die of its colour is written if it fits. Hover a field"
                    " to read what a click would do. Undo ({undo}) takes back the last die of"
                    " your turn; Done ends it, and with nothing written Done crosses the"
                    " leftmost empty field. Hint (H) shows what the strong computer player"
                    " would do; H again or {enter} does it. Each colour also has a symbol:"
                    " black ●, blue ▲, yellow ★, red ■, green ◆, white ○."
                ).format(undo=key_text(UNDO_KEYS), enter=key_text("Enter")),
            ),
        ]

    def retranslate(self) -> None:
        html = []
        for heading, text in self.paragraphs():
            if heading:
                html.append(f"<h2>{escape(heading)}</h2>")
            html.append(f"<p>{escape(text)}</p>")
        self.ui.browser.setHtml("".join(html))


def show_rules(parent: QWidget) -> QWidget:
    """The GameEntry.rules_window hook: Exact Hit's rules window."""
    return ExactHitRulesWindow(parent)
