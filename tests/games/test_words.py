"""A rules core's Words: its English str for every caller, its template for the translators."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from knaster_qt.games import QT_TRANSLATE_NOOP, Words, join_words
from knaster_qt.games.knaster.core.actions import Circle, Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import describe_line


def test_words_are_their_english_sentence() -> None:
    words = QT_TRANSLATE_NOOP("KnasterRules", "{cell} already holds {value}").format(
        cell="c3", value=7
    )
    assert words == "c3 already holds 7"
    assert isinstance(words, str) and isinstance(words, Words)
    assert f"Oops: {words}" == "Oops: c3 already holds 7"
    assert words.context == "KnasterRules"
    assert words.template == "{cell} already holds {value}"
    assert words.params == {"cell": "c3", "value": 7}
    assert {words: 1}["c3 already holds 7"] == 1  # hashes as its str
    assert pickle.loads(pickle.dumps(words)).template == words.template


def test_words_take_named_placeholders_only() -> None:
    with pytest.raises(TypeError):
        QT_TRANSLATE_NOOP("Rules", "{0} and {1}").format("a", "b")


def test_the_cores_reasons_are_words_equal_to_the_old_sentences() -> None:
    game = Game(["Ann", "Bob"], seed=1)
    game.roll(7)
    game.apply(0, Write(12))
    reason = game.why_illegal(0, Circle(12))
    assert reason == "Ann has already acted on this roll of 7"
    assert isinstance(reason, Words)
    blocker = game.roll_blocker()
    assert blocker == "Bob has not acted on the 7 yet"
    assert isinstance(blocker, Words)
    assert describe_line(7) == "column c"
    assert describe_line(10) == "the diagonal from the top left"  # d1, as players see it


@given(st.lists(st.text(alphabet="abcxyz", min_size=1, max_size=4), max_size=6))
def test_a_list_is_joined_as_english_says_it(items: list[str]) -> None:
    expected = ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)
    assert join_words(items) == expected


def test_a_word_carries_its_forms_into_every_sentence_it_fills() -> None:
    """describe_line's "row 3" also says "in row 3", "of row 3" and "for row 3"; a template
    picks one as {line:in} ({line:In} with a capital), the English of the command line too."""
    line = describe_line(2)
    assert line == "row 3" and set(line.forms) == {"in", "of", "for"}
    assert line.forms["in"] == "in row 3" and line.forms["in"].template == "in row {number}"
    said = QT_TRANSLATE_NOOP("KnasterStatus", "{combination} {line:in}").format(
        combination="two pairs", line=line
    )
    assert said == "two pairs in row 3" and said.params["line"] is line
    assert f"{line:For}" == "For row 3" and f"{line}" == "row 3" and f"{line:>7}" == "  row 3"
    again = pickle.loads(pickle.dumps(line))
    assert again.forms["of"] == "of row 3" and again.forms["of"].context == "KnasterRules"


def test_a_word_has_only_the_forms_translators_know() -> None:
    with pytest.raises(ValueError, match="unknown forms"):
        QT_TRANSLATE_NOOP("Rules", "row").inflected({"dative": QT_TRANSLATE_NOOP("Rules", "x")})
