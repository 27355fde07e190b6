"""Adding a game is adding its package and one line in knaster_qt/shell/registry.py.

tests/shell/fake_game is such a package (Coin Toss, four layers and an entry); each test
registers it the way the registry line does and looks at what the shell shows.
"""

from __future__ import annotations

import difflib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QFileDialog

from knaster_qt.games.knaster.entry import GAME as KNASTER
from knaster_qt.shell import registry
from knaster_qt.shell.views.main_window import MainWindow
from tests.shell.fake_game.entry import GAME as COIN_TOSS

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture
def with_coin_toss(monkeypatch: pytest.MonkeyPatch) -> None:
    # What the new game's line in registry.py does (the last test adds that line for real).
    monkeypatch.setattr(registry, "GAMES", (KNASTER, COIN_TOSS))


def filters_offered(qtbot, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The file filters Game > Open… and Game > Save As… offer, chosen through the menu."""
    offered: list[str] = []

    def chooser(_parent, _caption="", _directory="", filters="", *_args, **_kwargs):
        offered.append(filters)
        return "", ""  # the person cancels

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(chooser))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(chooser))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.ui.actionOpen.trigger()
    window.ui.actionSaveAs.trigger()
    return offered


@pytest.mark.usefixtures("with_coin_toss")
def test_the_shell_offers_the_files_of_every_registered_game(qtbot, monkeypatch) -> None:
    both = "Knaster games (*.knaster *.txt);;Coin Toss games (*.cointoss *.txt);;All files (*)"
    assert filters_offered(qtbot, monkeypatch) == [both, both]


def test_without_the_line_the_shell_knows_knaster_only(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(registry, "GAMES", (KNASTER,))  # as if only Knaster's line were there
    only = "Knaster games (*.knaster *.txt);;All files (*)"
    assert registry.games() == (KNASTER,)
    assert filters_offered(qtbot, monkeypatch) == [only, only]


@pytest.mark.usefixtures("with_coin_toss")
def test_a_registered_games_painter_is_loaded_when_first_used() -> None:
    code = (
        "import sys; from tests.shell.fake_game.entry import GAME;"
        "print('tests.shell.fake_game.render' in sys.modules, 'PySide6' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.split() == ["False", "False"], result.stderr
    (coin_toss,) = [game for game in registry.games() if game.name == "Coin Toss"]
    image = QImage(40, 20, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    coin_toss.load_painter()(painter, QRectF(0, 0, 40, 20), ["heads", "tails"])
    painter.end()
    assert image.pixelColor(10, 10) != QColor("white")  # the heads circle is filled
    assert image.pixelColor(30, 10) == QColor("white")  # the tails circle is not


def test_every_registered_game_names_the_hooks_the_window_needs() -> None:
    """A game registered in the shell plays in the window: its play area, its records'
    reader and its replay window load (a game without them belongs in cli/games.py only)."""
    from knaster_qt.games import load_hook
    from knaster_qt.play_area import PlayArea

    for game in (*registry.games(), COIN_TOSS):  # the real registry's games and the toy one
        assert issubclass(load_hook(game.play_area), PlayArea), game.name
        assert callable(game.load_record()), game.name
        assert callable(load_hook(game.replay)), game.name
        assert callable(game.load_name_problem()), game.name


def test_knasters_entry_names_its_painter_and_rules() -> None:
    from knaster_qt.assets import resource_path
    from knaster_qt.games.knaster.render.sheet_painter import paint_sheet

    assert KNASTER.load_painter() is paint_sheet
    assert resource_path(*KNASTER.rules_help).is_file()
    assert [side.key for side in KNASTER.sheet_sides] == ["A", "B"]


@pytest.mark.usefixtures("with_coin_toss")
def test_a_saved_game_of_another_registered_game_opens_as_that_game(
    qtbot, monkeypatch, tmp_path
) -> None:
    path = tmp_path / "toss.cointoss"
    path.write_text("cointoss 1\nplayer Ann\ntoss Ann heads\n", encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_args, **_kwargs: (str(path), ""))
    )
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.ui.actionOpen.trigger()
    assert window.message_box is None
    assert window.entry == COIN_TOSS and window.play.game.guesses == ["heads"]
    assert window.windowTitle() == "toss.cointoss[*] — Coin Toss"
    # A file whose first word no registered game claims is read as the game on screen.
    path.write_text("dice 1\nplayer Ann\n", encoding="utf-8")
    window.ui.actionOpen.trigger()
    box = window.message_box
    assert box is not None and box.isVisible()
    assert box.text() == "toss.cointoss, line 1: a Coin Toss transcript begins with 'cointoss 1'"
    assert window.play.game.guesses == ["heads"]  # the game stays


def test_the_new_game_dialog_takes_its_choices_from_the_games_entry(qtbot, monkeypatch) -> None:
    from knaster_qt.shell.views.new_game_dialog import NewGameDialog, kinds

    monkeypatch.setattr(registry, "GAMES", (KNASTER,))
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert [dialog.ui.sideA.text(), dialog.ui.sideB.text()] == [
        side.label for side in KNASTER.sheet_sides
    ]
    assert [dialog.ui.extraRound.text(), dialog.ui.quickEnd.text()] == [
        rule.label for rule in KNASTER.end_rules
    ]
    assert [label for label, level in kinds(KNASTER) if level] == [
        level.label for level in KNASTER.bot_levels
    ]
    dialog.ui.sideB.click()
    dialog.ui.quickEnd.click()
    setup = dialog.setup()
    assert (setup.sheet, setup.end_rule) == ("B", KNASTER.end_rules[1].key)
    assert not dialog.ui.gameCombo.isVisibleTo(dialog)  # one game registered: no choice


def test_adding_a_game_is_its_package_and_one_registry_line(tmp_path) -> None:
    """A copy of the app gets Coin Toss as knaster_qt/games/coin_toss and one line in the
    registry: the import contracts hold without another change, and the shell lists it."""
    root = Path(__file__).resolve().parents[2]
    app = tmp_path / "app"
    ignore = shutil.ignore_patterns("__pycache__")
    for folder in ("knaster_qt", "resources", "ui"):
        shutil.copytree(root / folder, app / folder, ignore=ignore)
    shutil.copy2(root / "pyproject.toml", app / "pyproject.toml")
    game = app / "knaster_qt" / "games" / "coin_toss"
    shutil.copytree(Path(__file__).parent / "fake_game", game, ignore=ignore)
    for module in game.rglob("*.py"):  # its own imports, now inside the package
        text = module.read_text(encoding="utf-8")
        text = text.replace("tests.shell.fake_game", "knaster_qt.games.coin_toss")
        module.write_text(text, encoding="utf-8")
    registry_file = app / "knaster_qt" / "shell" / "registry.py"
    before = registry_file.read_text(encoding="utf-8").splitlines()
    after = [*before]
    after.insert(before.index('    _entry("knaster"),') + 1, '    _entry("coin_toss"),')
    registry_file.write_text("\n".join(after) + "\n", encoding="utf-8")
    added = [line for line in difflib.ndiff(before, after) if line.startswith(("+ ", "- "))]
    assert added == ['+     _entry("coin_toss"),']

    env = {**os.environ, "PYTHONPATH": str(app)}
    contracts = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from importlinter.cli import lint_imports;"
            "sys.exit(lint_imports(no_cache=True, no_logo=True))",
        ],
        cwd=app,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert contracts.returncode == 0, contracts.stdout + contracts.stderr
    assert "Contracts: 5 kept, 0 broken." in contracts.stdout
    listed = subprocess.run(
        [
            sys.executable,
            "-c",
            "from knaster_qt.shell import registry;"
            "print([game.name for game in registry.games()]); print(registry.transcript_filter())",
        ],
        cwd=app,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    names, filters = listed.stdout.splitlines()
    # Coin Toss comes right after Knaster, the games registered on main after it.
    assert names.startswith("['Knaster', 'Coin Toss'"), listed.stderr
    assert filters.startswith(
        "Knaster games (*.knaster *.txt);;Coin Toss games (*.cointoss *.txt);;"
    )
    assert filters.endswith(";;All files (*)")


def test_every_registered_game_has_rules_to_show() -> None:
    """Help > Rules: a game's own rules window, or its rules text, which must exist."""
    from knaster_qt.assets import resource_path
    from knaster_qt.games import load_hook

    for game in registry.games():
        if game.rules_window:
            assert callable(load_hook(game.rules_window)), game.name
        else:
            assert game.rules_help and resource_path(*game.rules_help).is_file(), game.name
