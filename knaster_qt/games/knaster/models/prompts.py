"""The sentences the Knaster controller shows: the bonus banner and what an action did.

Said in the app's language (context "KnasterStatus"); asked again after a language change.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QObject

from knaster_qt.games import join_words
from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
from knaster_qt.games.knaster.core.combinations import Combination, classify
from knaster_qt.games.knaster.core.game import ActionReport, Game
from knaster_qt.games.knaster.core.notation import CELL_NAMES, describe_line
from knaster_qt.games.knaster.models.clicks import (
    a_number,
    choices_for_roll,
    combination_phrase,
    either_cell,
)
from knaster_qt.texts import capitalized, translated


class _Counts(QObject):
    """Counted words in each language's plural forms (lupdate extracts plurals only from a
    QObject's ``tr`` with a count; Czech has three forms)."""

    def numbers(self, count: int) -> str:
        #: The bonus circles to draw: "circle 2 numbers"
        return self.tr("circle %n number(s)", "", count)

    def more_numbers(self, count: int) -> str:
        #: {line:in}: where, "in row 3"
        return self.tr("Circle %n more number(s) {line:in}.", "", count)

    def points(self, count: int) -> str:
        return self.tr("{line} scores %n point(s)!", "", count)

    def game_over_points(self, count: int) -> str:
        return self.tr("Game over: %n point(s).", "", count)


def more_numbers(count: int, line: int) -> str:
    """'Circle 2 more numbers in row 3.'"""
    return _Counts().more_numbers(count).format(line=translated(describe_line(line)))


def combination_of(
    game: Game, player: int, line: int, known: Mapping[int, Combination]
) -> Combination:
    """What a completed line made: from the write's report, or judged again (an opened game)."""
    combination = known.get(line)
    if combination is None:
        combination = classify(game.sheets[player].line_numbers(line))
    return combination


def bonus_prompt(
    game: Game,
    player: int,
    known: Mapping[int, Combination],
    bonus_line: int | None,
    picked: int,
) -> str:
    """'Full house in row 3: circle 2 numbers.' or the request to choose a line; '' if none due."""
    due = game.pending_bonus(player)
    if not due:
        return ""
    phrases = {
        line: combination_phrase(combination_of(game, player, line, known).label, line)
        for line, _ in due
    }
    if bonus_line is None:
        made = translated(join_words(list(phrases.values())))
        #: {made}: what the roll completed, "Full house in row 3 and Straight in d1"
        return capitalized(
            QCoreApplication.translate(
                "KnasterStatus",
                "{made}: choose the line to circle first (click its white field,"
                " or a cell only in that line).",
            ).format(made=made)
        )
    required = game.bonus_required(player, bonus_line)
    later = [phrases[other] for other, _ in due if other != bonus_line]
    circle = _Counts().numbers(required)
    if picked:
        #: {circle}: "circle 2 numbers"; {picked}: how many of them the player has picked
        circle = QCoreApplication.translate("KnasterStatus", "{circle} ({picked} chosen)").format(
            circle=circle, picked=picked
        )
    #: {combination}: "Full house in row 3"; {circle}: "circle 2 numbers"
    text = capitalized(
        QCoreApplication.translate("KnasterStatus", "{combination}: {circle}.").format(
            combination=phrases[bonus_line], circle=circle
        )
    )
    if later:
        #: {text}: the bonus now; {later}: the other lines' bonus to circle after it
        text = QCoreApplication.translate("KnasterStatus", "{text} Then: {later}.").format(
            text=text, later=translated(join_words(later))
        )
    return text


def roll_prompt(game: Game, player: int, roller: str, several: bool) -> str:
    """What the person whose turn it is does with the roll, for the status bar."""
    total = game.current_roll
    if total is None:  # a player acts only on a roll: a caller's mistake, not the player's
        raise ValueError("roll_prompt needs a game with a roll on the table")
    can_write, circles = choices_for_roll(game, player)
    name = game.players[player]
    number = a_number(total)
    if can_write and not circles and several:  # no cell holds the roll uncircled
        what = QCoreApplication.translate(
            "KnasterStatus", "click an empty cell to write {roll}"
        ).format(roll=total)
    elif can_write and not circles:
        what = QCoreApplication.translate("KnasterStatus", "click an empty cell to write it")
    elif can_write and several:
        #: {number}: the roll with its article, "a 7"
        what = QCoreApplication.translate(
            "KnasterStatus", "click an empty cell to write {roll}, or {number} to circle it"
        ).format(roll=total, number=number)
    elif can_write:
        what = QCoreApplication.translate(
            "KnasterStatus", "click an empty cell to write it, or {number} to circle it"
        ).format(number=number)
    elif several:  # a full grid in the last round: only circles are left
        what = QCoreApplication.translate(
            "KnasterStatus", "{player}'s grid is full, click {number} to circle it"
        ).format(player=name, number=number)
    else:
        what = QCoreApplication.translate(
            "KnasterStatus", "your grid is full, click {number} to circle it"
        ).format(number=number)
    if not can_write and 0 < len(circles) <= 3:
        #: {what}: "click a 7 to circle it"; {cells}: where, "b3 or c4"
        what = QCoreApplication.translate("KnasterStatus", "{what} ({cells})").format(
            what=what, cells=either_cell(circles)
        )
    if not several:
        text = QCoreApplication.translate("KnasterStatus", "You rolled {roll}: {what}.").format(
            roll=total, what=what
        )
    else:
        #: {roller} rolled; it is {player}'s turn to use the roll; {what}: what to click
        text = QCoreApplication.translate(
            "KnasterStatus", "{roller} rolled {roll}. {player}'s turn: {what}."
        ).format(roller=roller, roll=total, player=name, what=what)
    if game.is_final_round:
        text = QCoreApplication.translate("KnasterStatus", "{text} This is the last round.").format(
            text=text
        )
    return text


def after_action(
    game: Game, player: int, report: ActionReport, prompt: str, next_roll: str = ""
) -> str:
    """What an action did and what comes next (``next_roll``: how to roll), for the status bar."""
    parts: list[str] = []
    action = report.action
    if isinstance(action, Bonus):
        parts.append(
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            QCoreApplication.translate("KnasterStatus", "Circled the bonus of {line}.").format(
                line=translated(describe_line(action.line))
            )
        )
    elif isinstance(action, Write):
        parts.append(
            QCoreApplication.translate("KnasterStatus", "Wrote {roll} in {cell}.").format(
                roll=game.current_roll, cell=CELL_NAMES[action.cell]
            )
        )
    elif isinstance(action, Circle):
        parts.append(
            QCoreApplication.translate("KnasterStatus", "Circled the {roll} in {cell}.").format(
                roll=game.current_roll, cell=CELL_NAMES[action.cell]
            )
        )
    for line in report.scored:
        points = game.layout.line_points[line]
        scores = _Counts().points(points)
        parts.append(capitalized(scores.format(line=translated(describe_line(line)))))
    if prompt:
        parts.append(prompt)
    elif game.game_over and len(game.players) == 1:
        parts.append(_Counts().game_over_points(game.score(player).total))
    elif game.game_over:
        parts.append(QCoreApplication.translate("KnasterStatus", "Game over."))
    elif game.roll_blocker() is None:
        parts.append(
            next_roll or QCoreApplication.translate("KnasterStatus", "Roll again: press R.")
        )
    return " ".join(parts)
