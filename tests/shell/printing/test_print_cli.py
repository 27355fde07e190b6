"""``knaster-qt print`` on the command line, without a display: PDFs, errors, exit statuses."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.games.knaster.render.samples import play_sample_game
from tests.shell.printing.cli_tools import ROOT, run_knaster
from tests.shell.printing.pdf_tools import page_count, page_size_mm, pdf_text

INVALID = ROOT / "tests" / "data" / "transcripts" / "invalid"


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.knaster"
    path.write_text(
        write_transcript(play_sample_game(6, players=("Ann", "Bob", "Cleo"))), encoding="utf-8"
    )
    return path


def test_blank_pad_to_pdf_without_a_display(tmp_path: Path) -> None:
    result = run_knaster(
        [
            "print",
            "--blank",
            "10",
            "--side",
            "B",
            "--per-page",
            "4",
            "--paper",
            "letter",
            "--cut-marks",
            "-o",
            "pad.pdf",
        ],
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("wrote pad.pdf: 10 sheets on 3 pages")
    assert result.stderr == ""
    pdf = tmp_path / "pad.pdf"
    assert page_count(pdf) == 3
    assert page_size_mm(pdf) == pytest.approx((215.9, 279.4), abs=0.5)
    assert pdf_text(pdf).count("Side B (mirrored)") == 10


def test_defaults_are_side_a_four_per_page_on_a4(tmp_path: Path) -> None:
    result = run_knaster(["print", "--blank", "5", "-o", "pad.pdf"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert page_count(tmp_path / "pad.pdf") == 2
    assert page_size_mm(tmp_path / "pad.pdf") == pytest.approx((210, 297), abs=0.5)
    assert pdf_text(tmp_path / "pad.pdf").count("Side A (classic)") == 5


def test_all_players_or_one_from_a_transcript(tmp_path: Path, game_file: Path) -> None:
    result = run_knaster(
        ["print", "--transcript", str(game_file), "--all", "-o", "all.pdf"], tmp_path
    )
    assert result.returncode == 0, result.stderr
    text = pdf_text(tmp_path / "all.pdf")
    assert page_count(tmp_path / "all.pdf") == 3
    for name in ("Ann", "Bob", "Cleo"):
        assert f"{name} · " in text
    result = run_knaster(
        [
            "print",
            "--transcript",
            str(game_file),
            "--player",
            "Cleo",
            "--per-page",
            "2",
            "-o",
            "cleo.pdf",
        ],
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    text = pdf_text(tmp_path / "cleo.pdf")
    assert page_count(tmp_path / "cleo.pdf") == 1
    assert "Cleo · " in text and "Ann" not in text


@pytest.mark.parametrize(
    "name", ["acting_twice.txt", "bonus_too_many_cells.txt", "action_unknown_cell.txt"]
)
def test_a_transcript_that_does_not_check_gives_the_check_message(
    tmp_path: Path, name: str
) -> None:
    transcript = tmp_path / name
    shutil.copy(INVALID / name, transcript)
    checked = run_knaster(["check", name], tmp_path)
    printed = run_knaster(["print", "--transcript", name, "--all", "-o", "out.pdf"], tmp_path)
    assert checked.returncode == printed.returncode == 2
    assert printed.stderr == checked.stderr
    assert printed.stderr.startswith(f"{name}:") and ": error: " in printed.stderr
    assert not (tmp_path / "out.pdf").exists()


def test_unknown_player_and_bad_arguments_are_explained(tmp_path: Path, game_file: Path) -> None:
    result = run_knaster(
        ["print", "--transcript", str(game_file), "--player", "Dora", "-o", "x.pdf"], tmp_path
    )
    assert result.returncode == 2
    assert "there is no player called Dora" in result.stderr and "Ann, Bob, Cleo" in result.stderr
    result = run_knaster(["print", "--transcript", str(game_file), "-o", "x.pdf"], tmp_path)
    assert result.returncode == 2 and "--player NAME or --all" in result.stderr
    result = run_knaster(["print", "--blank", "0", "-o", "x.pdf"], tmp_path)
    assert result.returncode == 2 and "--blank takes 1 to" in result.stderr
    result = run_knaster(["print", "--blank", "2", "--side", "C", "-o", "x.pdf"], tmp_path)
    assert result.returncode == 2 and "unknown sheet 'C'" in result.stderr
    assert sorted(path.name for path in tmp_path.iterdir()) == ["game.knaster"]


@pytest.mark.linux_only  # CUPS_SERVER empties CUPS's list; Windows and macOS list printers otherwise
def test_no_printer_installed_fails_clearly_with_status_2(tmp_path: Path) -> None:
    # A CUPS server that does not exist: the print system knows no printer at all.
    result = run_knaster(
        ["print", "--blank", "4"], tmp_path, CUPS_SERVER=str(tmp_path / "no-cups.sock")
    )
    assert result.returncode == 2
    assert (
        result.stderr
        == "knaster-qt print: no printer is installed; write a PDF instead (-o FILE.pdf, or Export PDF in the app)\n"
    )


def test_an_unwritable_folder_leaves_nothing_behind(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("x")
    result = run_knaster(["print", "--blank", "4", "-o", "a-file/pad.pdf"], tmp_path)
    assert result.returncode == 2 and "a-file/pad.pdf" in result.stderr
    result = run_knaster(["print", "--blank", "4", "-o", "no-such-folder/pad.pdf"], tmp_path)
    assert result.returncode == 2 and "does not exist" in result.stderr
    assert sorted(path.name for path in tmp_path.iterdir()) == ["a-file"]


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A 16 KB file system: too small for a PDF of ten sheets (needs root, as CI runs)."""
    mount_point = tmp_path / "tiny"
    mount_point.mkdir()
    subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(mount_point)], check=True
    )
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", str(mount_point)], check=True)


@pytest.mark.requires_root
def test_a_full_disk_gives_a_clear_message_and_no_partial_file(
    tmp_path: Path, tiny_disk: Path
) -> None:
    (tiny_disk / "old.pdf").write_bytes(b"%PDF old")
    result = run_knaster(["print", "--blank", "10", "-o", str(tiny_disk / "old.pdf")], tmp_path)
    assert result.returncode == 2
    assert "the disk is full" in result.stderr
    assert os.listdir(tiny_disk) == ["old.pdf"]
    assert (tiny_disk / "old.pdf").read_bytes() == b"%PDF old"
