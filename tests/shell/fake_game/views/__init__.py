"""Coin Toss's widgets: the play area (views/play_area.py), the tosses view reading its
model (views/tosses_view.py) and the replay window (views/replay.py). The entry's hooks
name the two the shell makes."""

from __future__ import annotations

from tests.shell.fake_game.views.play_area import CoinTossPlayArea
from tests.shell.fake_game.views.replay import CoinTossReplay

__all__ = ["CoinTossPlayArea", "CoinTossReplay"]
