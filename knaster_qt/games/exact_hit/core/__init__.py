"""The rules of Exact Hit as a plain library: no Qt, nothing of the app but shared helpers.

- ``sheets``: the six printed sheets A–F, loaded from ``resources/exact-hit/sheets.json``
  and checked at load (``SheetError``).
- ``marks``: one player's sheet in play: what each field holds, the current row, row scores.
- ``scoring``: the exact-hit bonus triangle and a row's score.
- ``actions``: the actions (``Throw``, ``Rethrow``, ``Keep``, ``Write``, ``Cross``), the
  ``Event`` of a game's history and the ``ActionReport`` that says what one action changed.
- ``players``: the rules for player names (what a transcript can hold).
- ``rating``: a solo score's rating, its bands in ``rating_bands`` (data made by
  tools/exact_hit_rating_bands.py from the best possible solo player's scores).
- ``game``: ``Game``: the players' names and sheets, the round, its throw and single
  rethrow, who has acted, the end and the totals, the history of every action; ``apply``
  refuses every illegal action with ``IllegalActionError`` (the game unchanged),
  ``why_illegal`` / ``legal_actions`` ask without acting, ``undo`` takes back a write or
  cross within the round.
- ``transcript``: the text format ``exact-hit 1`` (docs/exact-hit-transcript.md): ``parse``,
  ``write``, ``load``, ``summary`` and ``check`` (the ``knaster-qt check`` hook), with
  ``transcript_text`` / ``transcript_read`` / ``transcript_write`` doing the work.
"""
