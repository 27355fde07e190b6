"""The controller's status sentences about rolling, passes made for people and undo.

Every sentence is said in the app's language (context "KnasterStatus" of the .ts files);
the rules core's own reasons come in as ``Words`` and are translated with ``texts.translated``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from knaster_qt.texts import translated


def roll_first(real_dice: bool) -> str:
    """A click before the first roll of a game: 'Roll the dice first: press R'."""
    if real_dice:
        return QCoreApplication.translate(
            "KnasterStatus",
            "Enter the roll of the real dice first: type the sum or click it, then confirm",
        )
    return QCoreApplication.translate("KnasterStatus", "Roll the dice first: press R")


def roll_to_start(real_dice: bool) -> str:
    if real_dice:
        return QCoreApplication.translate(
            "KnasterStatus",
            "Enter the roll of the real dice to start: type the sum or click it, then confirm.",
        )
    return QCoreApplication.translate("KnasterStatus", "Roll the dice to start: press R.")


def roll_once_more(real_dice: bool) -> str:
    """An opened game whose last roll everyone has played."""
    if real_dice:
        return QCoreApplication.translate(
            "KnasterStatus",
            "Enter the roll of the real dice again: type the sum or click it, then confirm.",
        )
    return QCoreApplication.translate("KnasterStatus", "Roll the dice again: press R.")


def played_the_roll(name: str, roll: int, several_players: bool) -> str:
    """Why a cell cannot be used after the player's move: 'You have played the 9'."""
    if several_players:
        return QCoreApplication.translate("KnasterStatus", "{player} has played the {roll}").format(
            player=name, roll=roll
        )
    return QCoreApplication.translate("KnasterStatus", "You have played the {roll}").format(
        roll=roll
    )


def then_roll_again(reason: str, real_dice: bool) -> str:
    """Why a click does nothing, when the next step is the next roll."""
    if real_dice:
        text = QCoreApplication.translate("KnasterStatus", "{reason}: enter the next roll")
    else:
        text = QCoreApplication.translate("KnasterStatus", "{reason}: press R to roll again")
    return text.format(reason=translated(reason))


def next_roll(real_dice: bool) -> str:
    """The end of the sentence about an action that finished the player's turn."""
    if real_dice:
        return QCoreApplication.translate("KnasterStatus", "Enter the next roll.")
    return QCoreApplication.translate("KnasterStatus", "Roll again: press R.")


def someone_else_rolls(name: str, remote: bool) -> str:
    """The next roll is not the screen's to make: a computer player rolls by itself, or a
    player on another computer rolls there (said as the banner says it)."""
    if remote:
        #: {player}: who rolls next, on their own computer (a network game)
        text = QCoreApplication.translate(
            "KnasterStatus", "Next roll: {player} rolls on another computer."
        )
    else:
        #: {player}: the computer player who rolls next, nobody presses R
        text = QCoreApplication.translate("KnasterStatus", "Next roll: {player} rolls by itself.")
    return text.format(player=name)


def forced_pass(name: str, roll: int | None, several_players: bool) -> str:
    """The pass made for a player with nothing to write or circle (said with the next prompt)."""
    if several_players:
        return QCoreApplication.translate(
            "KnasterStatus",
            "{player} has no empty cell and no {roll} left to circle, so {player} passes.",
        ).format(player=name, roll=roll)
    return QCoreApplication.translate(
        "KnasterStatus",
        "You rolled {roll}: no empty cell and no {roll} left to circle, so you pass.",
    ).format(roll=roll)


def undone(name: str, several_players: bool) -> str:
    if several_players:
        return QCoreApplication.translate("KnasterStatus", "Undone. {player} plays again.").format(
            player=name
        )
    return QCoreApplication.translate("KnasterStatus", "Undone.")


def game_is_final() -> str:
    return QCoreApplication.translate(
        "KnasterStatus", "The game is over: its result is final, there is nothing to undo."
    )


def meant_for_another(meant_for: str, now: str) -> str:
    """A click (or key) aimed at one person's turn arrived when the turn had passed on."""
    return QCoreApplication.translate(
        "KnasterStatus",
        "Now it is {now}'s turn: the click or key meant for {meant_for} changed nothing.",
    ).format(now=now, meant_for=meant_for)
