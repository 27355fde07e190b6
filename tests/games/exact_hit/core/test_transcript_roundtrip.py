"""Random legal games, stopped anywhere, are written and read back equal (hypothesis).

Each game: 1–6 players with names of any alphabet and dealt sheet letters, maybe meta notes,
seeded dice, the thrower's rethrow or keep drawn, every player's write or cross drawn among
the legal ones in a drawn order (sometimes taken back and chosen again); it stops at the end or at a drawn statement. Then
``parse(write(game)) == game``, writing that again gives the same text, and the check's
totals are the sums of its row scores.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knaster_qt.games.exact_hit.core.actions import Cross, Keep, Rethrow, Throw, Write
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import ROWS, SHEET_LETTERS
from knaster_qt.games.exact_hit.core.transcript import parse, summary, write

GAMES = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
NAMES = ["Ann", "Bob", "Zoë", "名前", "Ёлка", "x_1", "end-2", "cross", "black", "7", "A" * 24]
META = st.lists(
    st.tuples(
        st.sampled_from(["date", "bot", "dice", "note"]),
        st.sampled_from(["", "2026-12-01", "Bob strong", "a  b\tc", "ünï"]),
    ),
    max_size=3,
)


def random_game(data: st.DataObject) -> Game:
    players = data.draw(st.integers(1, 6), label="players")
    names = data.draw(
        st.lists(st.sampled_from(NAMES), min_size=players, max_size=players, unique=True)
    )
    letters = data.draw(st.permutations(SHEET_LETTERS))[:players]
    game = Game(players, letters, seed=data.draw(st.integers(0, 2**32)), names=names)
    game.meta = data.draw(META)
    stop = data.draw(st.integers(0, 400), label="statements before stopping")
    steps = 0

    def more() -> bool:
        nonlocal steps
        steps += 1
        return steps <= stop and not game.game_over

    while more():
        game.apply(game.thrower, Throw())
        choice = data.draw(st.sampled_from(["none", "rethrow", "keep"]))
        if choice != "none" and more():
            game.apply(game.thrower, Rethrow() if choice == "rethrow" else Keep())
        for player in data.draw(st.permutations(range(players))):
            if not more():
                break
            options = [a for a in game.legal_actions(player) if isinstance(a, Write | Cross)]
            game.apply(player, data.draw(st.sampled_from(options)))
            if not game.game_over and player in game.acted and data.draw(st.booleans()):
                # Taken back and done again (maybe otherwise): the record keeps the last.
                game.undo(player)
                options = [a for a in game.legal_actions(player) if isinstance(a, Write | Cross)]
                game.apply(player, data.draw(st.sampled_from(options)))
    return game


@GAMES
@given(data=st.data())
def test_a_written_game_reads_back_equal_and_writes_the_same(data: st.DataObject) -> None:
    game = random_game(data)
    written = write(game)
    again = parse(written)
    assert again == game
    assert write(again) == written
    assert parse(written.encode("utf-8")) == game


@GAMES
@given(data=st.data())
def test_the_check_totals_are_the_sums_of_the_row_scores(data: st.DataObject) -> None:
    game = random_game(data)
    result = summary(parse(write(game)))
    assert result["status"] == ("finished" if game.game_over else "in_progress")
    assert result["rounds"] == sum(isinstance(event.action, Throw) for event in game.history)
    for player, marks in zip(result["players"], game.marks, strict=True):
        assert len(player["rows"]) == ROWS
        assert player["total"] == sum(player["rows"]) == marks.total
    best = max(player["total"] for player in result["players"])
    assert result["winners"] == [p["name"] for p in result["players"] if p["total"] == best]


@pytest.mark.parametrize(
    ("key", "value"),
    [("two words", "x"), ("", "x"), ("k#", "x"), ("k", "a # b"), ("k", " x"), ("k", "x\ny")],
)
def test_a_meta_note_that_would_not_read_back_is_refused(key: str, value: str) -> None:
    game = Game(1)
    game.meta.append((key, value))
    with pytest.raises(ValueError, match="meta"):
        write(game)
