"""Adding a game is adding its package and one line in knaster_qt/shell/registry.py.

tests/shell/fake_game is such a package (Coin Toss, four layers and an entry); each test
registers it the way the registry line does and looks at what the shell shows.
"""

from __future__ import annotations

import dataclasses
import difflib
import inspect
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QFileDialog

from knaster_qt.games import GameEntry, LazyHook, resolve_hook
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


def _protocols() -> dict[str, type]:
    """Each GameEntry hook field and the Protocol it is declared against."""
    from knaster_qt import hooks

    return {
        "painter": hooks.PaintSheetHook,
        "check": hooks.CheckHook,
        "simulate": hooks.SimulateHook,
        "print_blank": hooks.PrintBlankHook,
        "print_finished": hooks.PrintFinishedHook,
        "rules_window": hooks.RulesWindowHook,
        "play_area": hooks.PlayAreaHook,
        "record": hooks.RecordHook,
        "replay": hooks.ReplayHook,
        "name_problem": hooks.NameProblemHook,
    }


def _union(annotation: object) -> set[str]:
    """The members of an annotation's top-level union, as written ("str | None": str, None)."""
    if annotation is inspect.Parameter.empty:  # not annotated: takes anything
        return {"Any"}
    if isinstance(annotation, str):  # the usual case: `from __future__ import annotations`
        text = annotation
    elif isinstance(annotation, type):
        text = annotation.__name__
    else:  # str | None and typing's forms, evaluated
        text = str(annotation).replace("typing.", "")
    members: set[str] = set()
    depth, member = 0, ""
    for char in str(text):
        depth += (char in "[(") - (char in "])")
        if char == "|" and depth == 0:
            members.add(member.strip())
            member = ""
        else:
            member += char
    return {*members, member.strip()} - {""}


def hook_problems(game: GameEntry) -> list[str]:
    """What is wrong with a game's hooks: each must resolve (its module imports, the name is
    there) and take what its Protocol's ``__call__`` passes, as inspect.signature sees it
    (the same positional parameters, each accepting the Protocol's type, the others with
    defaults). mypy strict checks the same statically for the app's own entries."""
    problems = []
    for field, protocol in _protocols().items():
        hook = getattr(game, field)
        if hook is None:
            continue
        try:
            target = resolve_hook(hook)
            own = list(inspect.signature(target).parameters.values())
        except (ImportError, AttributeError, TypeError, ValueError) as error:
            problems.append(f"{game.name}.{field}: does not resolve: {error}")
            continue
        wanted = list(inspect.signature(protocol.__call__).parameters.values())[1:]  # self
        positional = [p for p in own if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        takes_more = any(p.kind == p.VAR_POSITIONAL for p in own)
        if len(positional) < len(wanted) and not takes_more:
            problems.append(f"{game.name}.{field}: takes {len(positional)} of {len(wanted)}")
            continue
        for want, have in zip(wanted, positional, strict=False):
            accepted = _union(have.annotation)
            if "Any" in accepted | _union(want.annotation):
                continue
            if not _union(want.annotation) <= accepted:
                problems.append(
                    f"{game.name}.{field}: {have.name}: {have.annotation} for {want.annotation}"
                )
        extra = [*positional[len(wanted) :], *(p for p in own if p.kind == p.KEYWORD_ONLY)]
        if any(p.default is p.empty for p in extra):
            problems.append(f"{game.name}.{field}: needs more than {len(wanted)} arguments")
    return problems


def test_every_hook_of_every_game_resolves_and_matches_its_protocol() -> None:
    """A game registered in the shell (or the command) plays in the window and the command:
    every hook it names loads and takes what its Protocol says; and the window's own hooks
    are there (a game without them belongs in cli/games.py only)."""
    from knaster_qt.cli.games import games as command_games
    from knaster_qt.play_area import PlayArea

    every = {game.name: game for game in (*registry.games(), *command_games(), COIN_TOSS)}
    assert [problem for game in every.values() for problem in hook_problems(game)] == []
    for game in (*registry.games(), COIN_TOSS):
        assert game.play_area and game.record and game.replay, game.name
        assert issubclass(resolve_hook(game.play_area), PlayArea), game.name  # type: ignore[arg-type]


def test_a_wrong_hook_is_found() -> None:
    """The check above can fail: hooks taking too little, the wrong type, or not resolving."""

    def check(path: int) -> dict[str, object]:
        return {"path": path}

    def record(text: str) -> dict[str, object]:
        return {"text": text}

    def name_problem(name: str, strict: bool) -> str | None:
        return None if strict else name

    wrong = dataclasses.replace(
        COIN_TOSS,
        check=check,
        record=record,
        name_problem=name_problem,
        replay=LazyHook("tests.shell.no_such_game").Replay,
    )
    assert hook_problems(wrong) == [
        "Coin Toss.check: path: int for str",
        "Coin Toss.record: takes 1 of 2",
        "Coin Toss.replay: does not resolve: No module named 'tests.shell.no_such_game'",
        "Coin Toss.name_problem: needs more than 1 arguments",
    ]


def test_knasters_entry_names_its_painter_and_rules() -> None:
    from knaster_qt.assets import resource_path
    from knaster_qt.games.knaster.render.sheet_painter import paint_sheet

    assert resolve_hook(KNASTER.load_painter()) is paint_sheet
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

    for game in registry.games():
        if game.rules_window:
            assert callable(resolve_hook(game.rules_window)), game.name
        else:
            assert game.rules_help and resource_path(*game.rules_help).is_file(), game.name
