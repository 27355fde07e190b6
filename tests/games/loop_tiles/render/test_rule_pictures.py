"""The rules window's pictures say what the rules core says: the points in their badges are
the core's, the refused tiles are refused by the core for the edge crossed out, and each is
drawn (tiles, not an empty board) by the board's painter."""

from __future__ import annotations

from knaster_qt.games.loop_tiles.core.material import square_name
from knaster_qt.games.loop_tiles.core.placement import placement_problem
from knaster_qt.games.loop_tiles.render import rule_pictures
from knaster_qt.games.loop_tiles.render.palette import COLORS
from tests.games.loop_tiles.core.notation import play, position

SIDES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def test_the_rulebook_turn_scores_what_its_badges_say(qapp) -> None:
    picture = rule_pictures.rulebook_turn()
    game = position("G7=NESW7 H7=EW6 I7=SW5 G8=NE3 H8=EW4", "ES2 NSW3 NS2", "NS1")
    turn = [square for square in picture.scored]  # in the order they were placed
    moves = " ".join(f"{picture.tiles[square]}@{square_name(square)}" for square in turn)
    assert play(game, moves) == [picture.scored[square] for square in turn] == [9, 12, 7]
    assert dict(game.placed).keys() == dict(picture.tiles).keys()
    assert sum(picture.scored.values()) == 28


def test_a_joined_line_scores_its_badge(qapp) -> None:
    picture = rule_pictures.joined_line()
    ((square, points),) = picture.scored.items()
    game = position("G7=NESW7", str(picture.tiles[square]), "NS1")
    assert play(game, f"{picture.tiles[square]}@{square_name(square)}") == [points] == [9]


def test_the_refused_tiles_are_refused_by_the_core_for_the_edge_crossed_out(qapp) -> None:
    for make, reason in (
        (rule_pictures.blocked_line, "would block a line from the {side}"),
        (rule_pictures.border_square, "off the board's {side} edge"),
    ):
        picture = make()
        assert picture.refused is not None
        square, tile, edge = picture.refused
        board = position(" ".join(f"{square_name(s)}={t}" for s, t in picture.tiles.items()))
        problem = placement_problem(board.board, board.placed, tile, square)
        assert problem is not None and reason.format(side=SIDES[edge]) in problem


def test_each_picture_shows_drawn_tiles(qapp) -> None:
    for make in (
        rule_pictures.joined_line,
        rule_pictures.blocked_line,
        rule_pictures.border_square,
        rule_pictures.rulebook_turn,
    ):
        picture = make()
        image = rule_pictures.rule_image(picture, 40)
        assert image.width() == len(picture.columns) * 40 + 12 or picture.columns.start == 0
        # A tile's face colour where a tile lies: drawn by the tile painter.
        square = next(iter(picture.tiles))
        column = square[0] - picture.columns.start
        row = square[1] - picture.rows.start
        band = 40 * 0.55 if picture.columns.start == 0 else 0
        x = round(6 + band + column * 40 + 30)
        y = round(6 + row * 40 + 12)
        assert image.pixelColor(x, y).name() == COLORS.tile_face.name()
