"""The rules of Exact Hit as a plain library: no Qt, nothing of the app but ``assets``.

- ``sheets``: the six printed sheets A–F, loaded from ``resources/exact-hit/sheets.json``
  and checked at load (``SheetError``).
- ``marks``: one player's sheet in play: what each field holds, the current row, row scores.
- ``scoring``: the exact-hit bonus triangle and a row's score.
- ``actions``: the actions (``Throw``, ``Rethrow``, ``Write``, ``Cross``) and the
  ``ActionReport`` that says what one applied action changed.
- ``game``: ``Game``: the round, its throw and single rethrow, who has acted, the end and
  the totals; ``apply`` refuses every illegal action with ``IllegalActionError`` (the game
  unchanged) and ``why_illegal`` / ``legal_actions`` ask without acting.
"""
