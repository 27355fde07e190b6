"""The controller's status sentences about rolling, passes made for people and undo."""

from __future__ import annotations


def _roll_first(real_dice: bool) -> str:
    return "Enter the roll of the real dice" if real_dice else "Roll the dice"


def _roll_key(real_dice: bool) -> str:
    return "type the sum or click it, then confirm" if real_dice else "press R"


def roll_first(real_dice: bool) -> str:
    """A click before the first roll of a game: 'Roll the dice first: press R'."""
    return f"{_roll_first(real_dice)} first: {_roll_key(real_dice)}"


def roll_to_start(real_dice: bool) -> str:
    return f"{_roll_first(real_dice)} to start: {_roll_key(real_dice)}."


def roll_once_more(real_dice: bool) -> str:
    """An opened game whose last roll everyone has played."""
    return f"{_roll_first(real_dice)} again: {_roll_key(real_dice)}."


def played_the_roll(name: str, roll: int, several_players: bool) -> str:
    """Why a cell cannot be used after the player's move: 'You have played the 9'."""
    return f"{name} has played the {roll}" if several_players else f"You have played the {roll}"


def then_roll_again(reason: str, real_dice: bool) -> str:
    """Why a click does nothing, when the next step is the next roll."""
    again = "enter the next roll" if real_dice else "press R to roll again"
    return f"{reason}: {again}"


def next_roll(real_dice: bool) -> str:
    """The end of the sentence about an action that finished the player's turn."""
    return "Enter the next roll." if real_dice else "Roll again: press R."


def forced_pass(name: str, roll: int | None, several_players: bool) -> str:
    """The pass made for a player with nothing to write or circle (said with the next prompt)."""
    nothing = f"no empty cell and no {roll} left to circle"
    if several_players:
        return f"{name} has {nothing}, so {name} passes."
    return f"You rolled {roll}: {nothing}, so you pass."


def undone(name: str, several_players: bool) -> str:
    again = f" {name} plays again." if several_players else ""
    return f"Undone.{again}"


def game_is_final() -> str:
    return "The game is over: its result is final, there is nothing to undo."


def meant_for_another(meant_for: str, now: str) -> str:
    """A click (or key) aimed at one person's turn arrived when the turn had passed on."""
    return f"Now it is {now}'s turn: the click or key meant for {meant_for} changed nothing."
