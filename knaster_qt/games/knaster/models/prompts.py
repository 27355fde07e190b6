"""The sentences the Knaster controller shows: the bonus banner and what an action did."""

from __future__ import annotations

from collections.abc import Mapping

from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
from knaster_qt.games.knaster.core.combinations import Combination, classify
from knaster_qt.games.knaster.core.game import ActionReport, Game
from knaster_qt.games.knaster.core.notation import CELL_NAMES, describe_line
from knaster_qt.games.knaster.models.clicks import (
    a_number,
    choices_for_roll,
    combination_phrase,
    plural,
)


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
        made = " and ".join(phrases.values())
        return (
            f"{made}: choose the line to circle first (click its white field, "
            "or a cell only in that line)."
        )
    required = game.bonus_required(player, bonus_line)
    chosen = f" ({picked} chosen)" if picked else ""
    later = [phrases[other] for other, _ in due if other != bonus_line]
    then = f" Then: {', '.join(later)}." if later else ""
    return f"{phrases[bonus_line]}: circle {plural(required, 'number')}{chosen}.{then}"


def roll_prompt(game: Game, player: int, roller: str, several: bool) -> str:
    """What the person whose turn it is does with the roll, for the status bar."""
    total = game.current_roll
    if total is None:  # a player acts only on a roll: a caller's mistake, not the player's
        raise ValueError("roll_prompt needs a game with a roll on the table")
    final = " This is the last round." if game.is_final_round else ""
    can_write, circles = choices_for_roll(game, player)
    if can_write:
        what = f"click an empty cell to write {total}, or {a_number(total)} to circle it"
        if not several:
            what = f"click an empty cell to write it, or {a_number(total)} to circle it"
    else:  # a full grid in the last round: only circles are left
        whose = "your" if not several else f"{game.players[player]}'s"
        where = f" ({' or '.join(circles)})" if len(circles) <= 3 else ""
        what = f"{whose} grid is full, click {a_number(total)} to circle it{where}"
    if not several:
        return f"You rolled {total}: {what}.{final}"
    return f"{roller} rolled {total}. {game.players[player]}'s turn: {what}.{final}"


def after_action(
    game: Game, player: int, report: ActionReport, prompt: str, next_roll: str = ""
) -> str:
    """What an action did and what comes next (``next_roll``: how to roll), for the status bar."""
    parts: list[str] = []
    action = report.action
    if isinstance(action, Bonus):
        parts.append(f"Circled the bonus of {describe_line(action.line)}.")
    elif isinstance(action, Write):
        parts.append(f"Wrote {game.current_roll} in {CELL_NAMES[action.cell]}.")
    elif isinstance(action, Circle):
        parts.append(f"Circled the {game.current_roll} in {CELL_NAMES[action.cell]}.")
    for line in report.scored:
        points = game.layout.line_points[line]
        parts.append(f"{describe_line(line).capitalize()} scores {points} points!")
    if prompt:
        parts.append(prompt)
    elif game.game_over and len(game.players) == 1:
        parts.append(f"Game over: {game.score(player).total} points.")
    elif game.game_over:
        parts.append("Game over.")
    elif game.roll_blocker() is None:
        parts.append(next_roll or "Roll again: press R.")
    return " ".join(parts)
