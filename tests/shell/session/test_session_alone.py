"""The session (autosave, resume, kept games, the quit guard's decision) without a window.

A stand-in play area acts as a game's play area does for the session: it emits ``changed``
after a move and ``replaced`` when another game is put on it, and gives its transcript.
The transcripts are real Knaster ones, so the session reads them through the registry as
the app does. No widget is made: the session answers through signals and return values.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from knaster_qt.games import GameEntry
from knaster_qt.shell.registry import default_game
from knaster_qt.shell.session.keeper import FoundGame
from knaster_qt.shell.session.session import Session
from knaster_qt.storage.autosave import Autosave

ROUND_1 = "knaster 1\nsheet A\nplayer Cleo\nroll 7\nCleo write c3\n"
ROUND_2 = ROUND_1 + "roll 8\nCleo write c4\n"
ROUND_3 = ROUND_2 + "roll 6\nCleo write c2\n"


class StandInPlay(QObject):
    """What the session uses of a play area (knaster_qt.play_area.PlayArea), and no widget."""

    changed = Signal()
    replaced = Signal()
    finished = Signal()

    def __init__(self, text: str = "knaster 1\nsheet A\nplayer Cleo\n") -> None:
        super().__init__()
        self.text = text
        self._game = object()
        self.unwritable = ""  # a note the transcript cannot hold: autosave_text raises

    def act(self, text: str) -> None:
        """A move: the game goes on to ``text``."""
        self.text = text
        self.changed.emit()

    def load(self, text: str | bytes, source: str, *, resumed: bool = False) -> None:
        self.text = text.decode("utf-8") if isinstance(text, bytes) else text
        self._game = object()
        self.replaced.emit()

    def transcript(self) -> str:
        return self.text

    def autosave_text(self) -> str | None:
        if self.unwritable:
            raise ValueError(self.unwritable)
        return self.text

    @property
    def game(self) -> object:
        return self._game

    @property
    def rounds(self) -> int:
        return self.text.count("\nroll ")

    @property
    def has_moves(self) -> bool:
        return self.rounds > 0

    @property
    def is_over(self) -> bool:
        return False


class Window:
    """The two things the session asks of its window, noted."""

    def __init__(self) -> None:
        self.shown: list[GameEntry] = []
        self.saved = False  # the game on screen is in a file since its last change

    def show_game(self, entry: GameEntry) -> None:
        self.shown.append(entry)


def make_session(folder: Path, play: StandInPlay, window: Window | None = None) -> Session:
    window = window or Window()
    return Session(
        play, show_game=window.show_game, saved_in_file=lambda: window.saved, folder=folder
    )


def kept_files(folder: Path) -> list[Path]:
    kept = folder / "kept"
    return sorted(kept.iterdir()) if kept.exists() else []


def test_the_session_module_loads_no_widgets() -> None:
    code = (
        "import sys, knaster_qt.shell.session.session\n"
        "assert 'PySide6.QtWidgets' not in sys.modules, 'QtWidgets loaded'\n"
        "assert 'PySide6.QtGui' not in sys.modules, 'QtGui loaded'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_move_is_autosaved_at_once(tmp_path: Path) -> None:
    play = StandInPlay()
    session = make_session(tmp_path, play)
    play.act(ROUND_1)
    session.keeper.wait_until_durable()
    assert session.keeper.autosave.path.read_text(encoding="utf-8") == ROUND_1
    play.act(ROUND_2)
    assert session.keeper.autosave.path.read_text(encoding="utf-8") == ROUND_2


def test_an_unfinished_game_is_offered_and_resumed(tmp_path: Path) -> None:
    Autosave(tmp_path).save(ROUND_2)
    play, window = StandInPlay(), Window()
    session = make_session(tmp_path, play, window)
    offered: list[FoundGame] = []
    session.resumeOffered.connect(offered.append)
    session.startup()
    (found,) = offered
    assert found.entry is default_game() and found.summary["rounds"] == 2
    assert session.answer_resume(found, resume=True) is None
    assert window.shown == [found.entry]  # its play area first, then the game on it
    assert play.text == ROUND_2
    assert kept_files(tmp_path) == []


def test_a_declined_game_is_kept_in_a_file_of_its_own(tmp_path: Path) -> None:
    Autosave(tmp_path).save(ROUND_1)
    play, window = StandInPlay(), Window()
    session = make_session(tmp_path, play, window)
    offered: list[FoundGame] = []
    kept_changes: list[bool] = []
    session.resumeOffered.connect(offered.append)
    session.keptChanged.connect(lambda: kept_changes.append(True))
    assert not session.has_kept_games()
    session.startup()
    name = session.answer_resume(offered[0], resume=False)
    (kept,) = kept_files(tmp_path)
    assert name == kept.name and kept.name.endswith("_declined.knaster")
    assert kept.read_text(encoding="utf-8") == ROUND_1
    assert kept_changes == [True] and session.has_kept_games()
    assert window.shown == []  # the game on screen stays


def test_no_offer_without_an_unfinished_game(tmp_path: Path) -> None:
    session = make_session(tmp_path, StandInPlay())
    offered: list[FoundGame] = []
    session.resumeOffered.connect(offered.append)
    session.startup()
    assert offered == []


def test_quitting_is_guarded_only_while_the_game_is_on_no_disk(tmp_path: Path) -> None:
    play, window = StandInPlay(), Window()
    session = make_session(tmp_path, play, window)
    problems: list[tuple[str, bool]] = []
    session.problem.connect(lambda text, first: problems.append((text, first)))
    play.act(ROUND_1)
    assert not session.at_risk()  # autosaved
    play.unwritable = "a note no transcript holds"
    play.act(ROUND_2)
    assert session.in_memory and session.at_risk()
    assert "a note no transcript holds" in session.unsaved_reason
    window.saved = True  # Save As… wrote it
    assert not session.at_risk()
    play.act(ROUND_3)
    # One dialog per session: the first problem says so, the next ones do not.
    assert [first for _text, first in problems] == [True, False]
    play.unwritable = ""
    window.saved = False
    play.act(ROUND_3 + "roll 9\nCleo write c5\n")
    assert not session.in_memory and not session.at_risk()


def test_an_unfinished_game_must_be_kept_before_it_is_replaced(tmp_path: Path) -> None:
    play = StandInPlay()
    session = make_session(tmp_path, play)
    assert not session.must_ask_before_replacing()  # no roll yet: nothing to lose
    play.act(ROUND_2)
    assert session.must_ask_before_replacing()
    game = play.game
    kept = session.keep_abandoned()
    assert kept.name.endswith("_abandoned.knaster") and kept.read_text(encoding="utf-8") == ROUND_2
    assert session.is_current(game)
    play.load(ROUND_1, "file")
    assert not session.is_current(game)


def test_a_recovered_game_abandoned_again_is_kept_once(tmp_path: Path) -> None:
    play = StandInPlay()
    session = make_session(tmp_path, play)
    play.act(ROUND_1)
    first = session.keep_abandoned()
    play.load(first.read_bytes(), str(first))  # Recovered Games: Open
    session.reopened(first)
    play.act(ROUND_2)
    second = session.keep_abandoned()
    assert kept_files(tmp_path) == [second]  # one entry, with the game as it was left
    assert second.read_text(encoding="utf-8") == ROUND_2


def test_a_kept_game_stays_when_another_game_was_abandoned(tmp_path: Path) -> None:
    play = StandInPlay()
    session = make_session(tmp_path, play)
    play.act(ROUND_1)
    first = session.keep_abandoned()
    play.load(first.read_bytes(), str(first))
    session.reopened(first)
    play.load(ROUND_3, "another file")  # Open: another game replaced the recovered one
    second = session.keep_abandoned()
    assert kept_files(tmp_path) == sorted([first, second])
