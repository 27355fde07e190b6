"""``knaster-qt check/simulate/print`` find the game and call its entry's hooks.

Through the real entry point (``knaster_qt.cli.main``) and real processes
(``python -m knaster_qt``): the transcript's first word names its game, ``--game`` names it
otherwise, each game's player range, levels and options are its own, a hook a game has not
written yet is said in one line, and Dice Sum (tests/cli/fake_game.py), added to the
command's list of games by one line, checks, simulates and prints with no change to the
command.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from knaster_qt.cli import games as cli_games
from knaster_qt.cli import main
from knaster_qt.games import resolve_hook
from tests.shell.printing.pdf_tools import page_count, page_size_mm, pdf_text

ROOT = Path(__file__).resolve().parents[2]
KNASTER_GAME = ROOT / "tests" / "data" / "transcripts" / "valid"
FORMATS = "'knaster 1', 'exact-hit 1' or 'loop-tiles 1'"


@pytest.fixture
def dice_sum(monkeypatch: pytest.MonkeyPatch) -> None:
    """Dice Sum in the command's list: the one line a new game adds."""
    monkeypatch.setattr(cli_games, "PACKAGES", [*cli_games.PACKAGES, "tests.cli.fake_game:GAME"])


@pytest.fixture
def bare_dice_sum(monkeypatch: pytest.MonkeyPatch) -> None:
    """Dice Sum listed before any of its hooks is written."""
    monkeypatch.setattr(cli_games, "PACKAGES", [*cli_games.PACKAGES, "tests.cli.fake_game:BARE"])


@pytest.fixture(autouse=True)
def _one_application(qapp: object) -> None:
    """The tests' QApplication exists first: ``print`` then draws with it, as in the app."""


def run(capfd: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capfd.readouterr()
    return status, out, err


def write(path: Path, text: str) -> Path:
    path.write_bytes(text.encode("utf-8"))
    return path


# --- check ---------------------------------------------------------------------------------


def test_check_reads_each_game_by_the_first_word_after_bom_comments_and_blank_lines(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    exact_hit = write(
        tmp_path / "table.txt", "\ufeff# a game\n\n   # still nothing\nexact-hit 1\nplayer Ann A\n"
    )
    status, out, err = run(capfd, "check", str(exact_hit))
    assert (status, err) == (0, "")
    summary = json.loads(out)
    assert summary["status"] == "in_progress" and summary["players"][0]["sheet"] == "A"
    knaster = sorted(KNASTER_GAME.glob("*.txt"))[0]
    status, out, err = run(capfd, "check", str(knaster))
    assert (status, err) == (0, "") and "line_points" in out
    loop_tiles = write(tmp_path / "pad.txt", "loop-tiles 1\nplayer Ann\nplayer Bob\n")
    status, out, err = run(capfd, "check", str(loop_tiles))
    # Loop Tiles' own reader answered: its message, at its line.
    assert (status, out) == (2, "")
    assert err.startswith(f"{loop_tiles}:4: error: ") and "bag" in err


def test_an_unknown_first_word_names_the_known_formats(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "g.txt", "# my game\n\ndice-sum 1   # not listed\nAnn 4\n")
    status, out, err = run(capfd, "check", str(path))
    assert (status, out) == (2, "")
    assert err == f"{path}:3: error: a transcript starts with {FORMATS}, not 'dice-sum 1'\n"


@pytest.mark.usefixtures("dice_sum")
def test_a_new_game_is_checked_with_no_change_to_the_command(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "g.dice-sum", "dice-sum 1\nAnn 4\nBob 6\nAnn 3\nend\n")
    status, out, err = run(capfd, "check", str(path))
    assert (status, err) == (0, "")
    assert json.loads(out) == {
        "status": "finished",
        "rounds": 2,
        "players": [{"name": "Ann", "total": 7}, {"name": "Bob", "total": 6}],
        "winners": ["Ann"],
    }
    bad = write(tmp_path / "bad.dice-sum", "dice-sum 1\nAnn 4\nBob lots\n")
    status, out, err = run(capfd, "check", str(bad))
    assert (status, out, err) == (2, "", f"{bad}:3: error: 'Bob lots' is not NAME POINTS\n")
    unknown = write(tmp_path / "x.txt", "dice 1\n")
    _status, _out, err = run(capfd, "check", str(unknown))
    assert "'knaster 1', 'exact-hit 1', 'loop-tiles 1' or 'dice-sum 1'" in err


@pytest.mark.usefixtures("bare_dice_sum")
def test_a_game_without_a_checker_says_so(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "g.dice-sum", "dice-sum 1\nAnn 4\n")
    assert run(capfd, "check", str(path)) == (
        2,
        "",
        "knaster-qt check: Dice Sum transcripts cannot be checked yet\n",
    )


# --- simulate ------------------------------------------------------------------------------


@pytest.mark.usefixtures("dice_sum")
def test_a_new_game_is_simulated_with_its_own_levels_players_and_options(
    capfd: pytest.CaptureFixture[str],
) -> None:
    # Seeds 3, 4, 5 with 2 lazy players and bonus 5: 3+2+5, 4+2+5, 5+2+5.
    args = ["simulate", "--game", "dice-sum", "--players", "2", "--games", "3", "--seed", "3"]
    status, out, err = run(capfd, *args, "--bot", "lazy", "--bonus", "5")
    assert (status, err) == (0, "")
    assert out.startswith("mean 11.0  median 11  min 10  max 12  stdev 0.8  games/s ")
    # Its default level is the middle of its two (keen: 10 more), its option's default 0.
    status, out, err = run(capfd, *args)
    assert out.startswith("mean 16.0  median 16  min 15  max 17  ")
    assert run(capfd, "simulate", "--game", "dice-sum", "--players", "1")[1:] == (
        "",
        "knaster-qt simulate: error: --players must be 2 to 3, not 1 (Dice Sum)\n",
    )
    status, out, err = run(capfd, *args, "--bot", "greedy")
    assert (status, out) == (2, "")
    assert (
        err == "knaster-qt simulate: error: Dice Sum has no level 'greedy' (levels: lazy, keen)\n"
    )
    # Without --players a game has its fewest players: Dice Sum two.
    status, out, err = run(capfd, "simulate", "--game", "dice-sum", "--games", "1", "--bot", "lazy")
    assert (status, err) == (0, "") and out.startswith("mean 2.0  ")
    status, out, err = run(capfd, *args, "--end-rule", "quick-end")
    assert (status, out) == (2, "")
    assert err == "knaster-qt simulate: error: --end-rule is not an option of Dice Sum\n"
    # Knaster does not take Dice Sum's option either, and keeps its own 1 to 12 players.
    status, out, err = run(capfd, "simulate", "--games", "1", "--bonus", "5")
    assert err == "knaster-qt simulate: error: --bonus is not an option of Knaster\n"
    status, out, err = run(capfd, "simulate", "--games", "1", "--players", "12", "--bot", "random")
    assert status == 0 and out.startswith("mean "), err


@pytest.mark.usefixtures("bare_dice_sum")
def test_a_game_without_computer_players_says_so(capfd: pytest.CaptureFixture[str]) -> None:
    assert run(capfd, "simulate", "--game", "dice-sum", "--players", "2") == (
        2,
        "",
        "knaster-qt simulate: Dice Sum has no computer players yet\n",
    )


def test_knasters_options_are_checked_by_its_hook(capfd: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capfd, "simulate", "--games", "2", "--sheet", "B", "--bot", "easy")
    assert status == 0 and out.startswith("mean "), err
    assert run(capfd, "simulate", "--games", "2", "--sheet", "Z") == (
        2,
        "",
        "knaster-qt simulate: error: unknown sheet 'Z' (known: A, B)\n",
    )


# --- print ---------------------------------------------------------------------------------


@pytest.mark.usefixtures("dice_sum")
def test_a_new_game_prints_blank_and_finished_sheets_with_no_change_to_the_command(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    pad = tmp_path / "pad.pdf"
    status, out, err = run(
        capfd, "print", "--game", "dice-sum", "--blank", "5", "--sheet", "lined", "-o", str(pad)
    )
    assert (status, err) == (0, "")
    assert out.startswith(f"wrote {pad}: 5 sheets on 2 pages (")
    assert page_count(pad) == 2 and pdf_text(pad).count("blank lined") == 5
    game = write(tmp_path / "g.dice-sum", "dice-sum 1\nAnn 4\nBob 6\nend\n")
    sheets = tmp_path / "sheets.pdf"
    status, out, err = run(
        capfd, "print", "--transcript", str(game), "--all", "--paper", "letter", "-o", str(sheets)
    )
    assert (status, err) == (0, "")
    assert page_count(sheets) == 2 and page_size_mm(sheets) == pytest.approx((215.9, 279.4), 0.01)
    assert "Ann 4" in pdf_text(sheets) and "Bob 6" in pdf_text(sheets)
    bob = tmp_path / "bob.pdf"
    status, out, err = run(
        capfd, "print", "--transcript", str(game), "--player", "Bob", "-o", str(bob)
    )
    assert status == 0 and "Bob 6" in pdf_text(bob) and "Ann" not in pdf_text(bob)
    status, out, err = run(
        capfd, "print", "--transcript", str(game), "--player", "Cid", "-o", str(bob)
    )
    assert (status, err) == (2, f"knaster-qt print: there is no player called Cid in {game}\n")
    status, out, err = run(
        capfd, "print", "--game", "dice-sum", "--blank", "1", "--sheet", "dotted", "-o", str(pad)
    )
    assert err == "knaster-qt print: there is no Dice Sum sheet 'dotted' (plain, lined)\n"
    status, out, err = run(
        capfd, "print", "--game", "dice-sum", "--blank", "1", "--side", "A", "-o", str(pad)
    )
    assert err == "knaster-qt print: --side is Knaster's; Dice Sum takes --sheet\n"


@pytest.mark.usefixtures("dice_sum")
def test_print_finds_the_transcripts_game_and_refuses_another_one(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    game = write(tmp_path / "g.txt", "dice-sum 1\nAnn 4\n")
    out_pdf = tmp_path / "x.pdf"
    status, _out, err = run(
        capfd, "print", "--game", "knaster", "--transcript", str(game), "--all", "-o", str(out_pdf)
    )
    assert (status, err) == (2, f"knaster-qt print: {game} is a Dice Sum transcript, not Knaster\n")
    unknown = write(tmp_path / "u.txt", "\nyahtzee 1\n")
    status, _out, err = run(
        capfd, "print", "--transcript", str(unknown), "--all", "-o", str(out_pdf)
    )
    assert (status, err) == (
        2,
        f"{unknown}:2: error: a transcript starts with "
        "'knaster 1', 'exact-hit 1', 'loop-tiles 1' or 'dice-sum 1', "
        "not 'yahtzee 1'\n",
    )
    status, _out, err = run(capfd, "print", "--game", "chess", "--blank", "1", "-o", str(out_pdf))
    assert err == (
        "knaster-qt print: there is no game 'chess' (games: knaster, exact-hit, loop-tiles, "
        "dice-sum)\n"
    )
    assert not out_pdf.exists()


@pytest.mark.usefixtures("bare_dice_sum")
def test_a_game_without_print_hooks_says_so(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    game = write(tmp_path / "g.txt", "dice-sum 1\nAnn 4\n")
    pdf = str(tmp_path / "x.pdf")
    assert run(capfd, "print", "--game", "dice-sum", "--blank", "2", "-o", pdf)[2] == (
        "knaster-qt print: Dice Sum cannot print blank sheets yet\n"
    )
    assert run(capfd, "print", "--transcript", str(game), "--all", "-o", pdf)[2] == (
        "knaster-qt print: Dice Sum cannot print a game's sheets yet\n"
    )


def test_knasters_side_is_its_sheet(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    for option in ("--side", "--sheet"):
        pdf = tmp_path / f"pad{option}.pdf"
        status, _out, err = run(capfd, "print", "--blank", "2", option, "B", "-o", str(pdf))
        assert (status, err) == (0, "") and page_count(pdf) == 1
    status, _out, err = run(capfd, "print", "--blank", "2", "--sheet", "C", "-o", str(pdf))
    assert (status, err) == (2, "knaster-qt print: unknown sheet 'C' (known: A, B)\n")


# --- real processes --------------------------------------------------------------------------


def knaster(*args: str, cwd: Path, code: str | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m knaster_qt ARGS``, or with ``code`` run first (a game added to the list)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    if code is None:
        command = [sys.executable, "-m", "knaster_qt", *args]
    else:
        start = f"{code}; from knaster_qt.cli import main; raise SystemExit(main({list(args)!r}))"
        command = [sys.executable, "-c", start]
    return subprocess.run(command, capture_output=True, text=True, cwd=cwd, env=env, timeout=120)


def test_the_command_dispatches_in_a_real_process(tmp_path: Path) -> None:
    write(tmp_path / "g.exact-hit", "exact-hit 1\nplayer Ann A\nplayer Bob B\n")
    result = knaster("check", "g.exact-hit", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["winners"] == ["Ann", "Bob"]
    write(tmp_path / "bad.txt", "exact-hat 1\n")
    result = knaster("check", "bad.txt", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (2, "")
    assert (
        result.stderr
        == f"bad.txt:1: error: a transcript starts with {FORMATS}, not 'exact-hat 1'\n"
    )
    result = knaster("simulate", "--help", cwd=tmp_path)
    assert "--game {knaster,exact-hit,loop-tiles}" in result.stdout
    result = knaster("print", "--game", "exact-hit", "--blank", "6", "-o", "six.pdf", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert page_count(tmp_path / "six.pdf") == 2


def test_a_new_game_works_in_a_real_process(tmp_path: Path) -> None:
    add = "import knaster_qt.cli.games as g; g.PACKAGES.append('tests.cli.fake_game:GAME')"
    result = knaster(
        "simulate", "--game", "dice-sum", "--players", "3", "--games", "2", cwd=tmp_path, code=add
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("mean 13.5  median 13.5  min 13  max 14  ")


# --- the list itself ---------------------------------------------------------------------------


def test_every_listed_game_names_hooks_that_exist() -> None:
    """Each entry of the command's list loads, and each hook it names is a function there."""
    listed = cli_games.games()
    assert [game.transcript_header for game in listed][:3] == ["knaster", "exact-hit", "loop-tiles"]
    assert len({game.transcript_header for game in listed}) == len(listed)
    for game in listed:
        assert 1 <= game.min_players <= game.max_players, game.name
        for hook in (game.check, game.simulate, game.print_blank, game.print_finished):
            if hook is not None:
                assert callable(resolve_hook(hook)), f"{game.name}: {hook}"
        if game.simulate:
            assert game.default_simulate_level() in game.levels_to_simulate(), game.name
