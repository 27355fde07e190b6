"""Coin Toss's replay window (GameEntry.replay): the tosses of a transcript, as a list."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from tests.shell.fake_game.core import parse


class CoinTossReplay(QDialog):
    def __init__(self, parent: QWidget | None, ask_open: Callable[[QWidget], str]) -> None:
        super().__init__(parent)
        self.ask_open = ask_open
        self.label = QLabel(self)
        QVBoxLayout(self).addWidget(self.label)

    def set_transcript(self, text: str | bytes, source: str, title: str = "") -> None:
        game = parse(text, source)
        self.label.setText(" ".join(game.tosses))
        self.setWindowTitle(f"Replay of {title or source}")
