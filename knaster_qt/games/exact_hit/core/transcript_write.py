"""Write a Game as its canonical transcript text (docs/exact-hit-transcript.md).

The text is the header, then each round after a blank line: its throw, the rethrow or the
keep if there was one, and every player's write or cross in the order they acted; ``end``
when the game is over. Comments help a person reading it: who throws in which round, and
each row's score the moment it is finished. Reading the text back gives an equal game.
"""

from __future__ import annotations

from knaster_qt.games.exact_hit.core.actions import Action, Cross, Dice, Keep, Rethrow, Throw
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import COLOURS
from knaster_qt.games.exact_hit.core.transcript_read import FORMAT_VERSION, FORMAT_WORD
from knaster_qt.kit.core.transcript_text import BLANKS

_COMMENT_COLUMN = 32  # comments start here when the statement is shorter


def write(game: Game) -> str:
    """The canonical transcript of ``game``; ``parse`` turns it back into an equal game.

    ValueError for a ``meta`` note that could not be read back the same (a key that is not
    one word, a ``#`` or a line break, blanks at a value's ends).
    """
    lines = [f"{FORMAT_WORD} {FORMAT_VERSION}"]
    lines += [
        f"player {name} {letter}" for name, letter in zip(game.names, game.letters, strict=True)
    ]
    for key, value in game.meta:
        _check_meta_writable(key, value)
        lines.append(f"meta {key} {value}" if value else f"meta {key}")
    # Replayed on a fresh game, only to learn what to say in the comments.
    replay = Game(game.players, game.letters, names=game.names)
    for event in game.history:
        dice = replay.dice  # what a write takes its values from
        report = replay.apply(event.player, event.action)
        name = game.names[event.player]
        comment = ""
        if isinstance(event.action, Throw):
            lines.append("")
            comment = f"round {replay.round}: {name} throws"
        elif report.row_finished is not None:
            comment = f"{name}'s row {report.row_finished + 1} scores {report.row_score}"
        statement = statement_of(name, event.action, dice)
        lines.append(f"{statement.ljust(_COMMENT_COLUMN)} # {comment}" if comment else statement)
    if game.game_over:
        lines += ["", "end"]
    return "\n".join(lines) + "\n"


def statement_of(name: str, action: Action, dice: Dice | None) -> str:
    """One action as its statement: ``name`` is the player (throws are not signed), ``dice``
    the dice on the table, from which a write takes its values."""
    if isinstance(action, Throw | Rethrow):
        assert action.dice is not None, "a history's throws hold their dice"
        return f"{'throw' if isinstance(action, Throw) else 'rethrow'} {_dice_text(action.dice)}"
    if isinstance(action, Keep):
        return "keep"
    if isinstance(action, Cross):
        return f"{name} cross"
    assert dice is not None, "a write follows a throw"
    written = " ".join(f"{COLOURS[colour]} {dice[colour]}" for colour in sorted(action.colours))
    return f"{name} write {written}"


def _dice_text(dice: Dice) -> str:
    return " ".join(str(value) for value in dice)


def _check_meta_writable(key: str, value: str) -> None:
    """A meta statement must read back as the same (key, value): refuse what cannot."""
    if not key or BLANKS.search(key) or any(char in key for char in "#\r\n"):
        raise ValueError(f"meta key {key!r} is not one word without '#'")
    if any(char in value for char in "#\r\n") or value != value.strip(" \t"):
        raise ValueError(f"meta value {value!r} has '#', a line break or blanks at an end")
