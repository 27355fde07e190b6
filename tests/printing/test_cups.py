"""Printing through a real CUPS queue (cups-pdf): the job comes out as a PDF in ~/PDF/.

.ci/run installs cups and printer-driver-cups-pdf; this test starts cupsd and
adds the KnasterPDF queue (as the default printer) when they are missing.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from knaster_qt.core.transcript import write_transcript
from knaster_qt.render.samples import play_sample_game
from tests.printing.cli_tools import run_knaster
from tests.printing.pdf_tools import (
    differing_fraction,
    page_count,
    page_image,
    page_size_mm,
    pdf_info,
)

QUEUE = "KnasterPDF"
PPD = "/usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd"
OUTPUT = Path.home() / "PDF"  # cups-pdf's "Out ${HOME}/PDF" for the job's user


def _succeeds(command: list[str]) -> bool:
    return subprocess.run(command, capture_output=True).returncode == 0


@pytest.fixture(scope="module")
def queue() -> str:
    if subprocess.run(["pgrep", "-x", "cupsd"], capture_output=True).returncode != 0:
        subprocess.run(["cupsd"], check=True)
    deadline = time.monotonic() + 20
    while (
        "scheduler is running"
        not in subprocess.run(["lpstat", "-r"], capture_output=True, text=True).stdout
    ):
        assert time.monotonic() < deadline, "cupsd did not start"
        time.sleep(0.2)
    if not _succeeds(["lpstat", "-p", QUEUE]):
        subprocess.run(
            ["lpadmin", "-p", QUEUE, "-E", "-v", "cups-pdf:/", "-P", PPD],
            check=True,
            capture_output=True,
        )
    if (
        "no system default"
        in subprocess.run(["lpstat", "-d"], capture_output=True, text=True).stdout
    ):
        subprocess.run(["lpadmin", "-d", QUEUE], check=True)
    return QUEUE


@pytest.fixture
def new_pdfs() -> Iterator[list[Path]]:
    """The PDFs cups-pdf writes during the test (waited for by wait_for_pdf)."""
    OUTPUT.mkdir(exist_ok=True)
    before = set(OUTPUT.glob("*.pdf"))
    found: list[Path] = []
    yield found
    for path in found:
        path.unlink(missing_ok=True)
    del before


def wait_for_pdf(found: list[Path], known: set[Path], timeout: float = 90) -> Path:
    """The PDF of the job just sent, once CUPS has finished the job and the file is whole."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pending = subprocess.run(["lpstat", "-o", QUEUE], capture_output=True, text=True).stdout
        fresh = sorted(
            set(OUTPUT.glob("*.pdf")) - known - set(found), key=lambda p: p.stat().st_mtime
        )
        if fresh and not pending.strip() and _succeeds(["pdfinfo", str(fresh[-1])]):
            found.append(fresh[-1])
            return fresh[-1]
        time.sleep(0.3)
    raise AssertionError(f"no whole PDF arrived in {OUTPUT} within {timeout:.0f} s")


def assert_printed_job(printed: Path, title: str, args: list[str], folder: Path) -> None:
    """cups-pdf re-distils the job through Ghostscript, so its text cannot be extracted and
    its pages sit a fraction of a millimetre off ours. Check the job's title, the pages,
    the paper, and that each page looks like the PDF export of the same job.
    """
    assert title in pdf_info(printed)["Title"]
    result = run_knaster([*args, "-o", "exported.pdf"], folder)
    assert result.returncode == 0, result.stderr
    exported = folder / "exported.pdf"
    assert page_count(printed) == page_count(exported)
    assert page_size_mm(printed) == pytest.approx(page_size_mm(exported), abs=1)
    (folder / "ours").mkdir(exist_ok=True)
    (folder / "theirs").mkdir(exist_ok=True)
    for page in range(1, page_count(exported) + 1):
        ours = page_image(exported, page, 20, folder / "ours")
        theirs = page_image(printed, page, 20, folder / "theirs")
        # Measured 7% for the same page (the small offset); an empty page differs in 26%.
        assert differing_fraction(ours, theirs, 64) < 0.12, f"page {page}"


def test_blank_sheets_on_the_default_printer(
    tmp_path: Path, queue: str, new_pdfs: list[Path]
) -> None:
    known = set(OUTPUT.glob("*.pdf"))
    result = run_knaster(["print", "--blank", "6", "--per-page", "4"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"sent 6 sheets on 2 pages to {queue}"
    printed = wait_for_pdf(new_pdfs, known)
    assert page_count(printed) == 2
    args = ["print", "--blank", "6", "--per-page", "4"]
    assert_printed_job(printed, "Knaster: 6 blank sheets", args, tmp_path)


def test_a_finished_sheet_on_a_named_printer(
    tmp_path: Path, queue: str, new_pdfs: list[Path]
) -> None:
    game_file = tmp_path / "game.knaster"
    game_file.write_text(
        write_transcript(play_sample_game(6, players=("Ann", "Bob"))), encoding="utf-8"
    )
    known = set(OUTPUT.glob("*.pdf"))
    result = run_knaster(
        ["print", "--transcript", str(game_file), "--player", "Bob", "--printer", queue], tmp_path
    )
    assert result.returncode == 0, result.stderr
    printed = wait_for_pdf(new_pdfs, known)
    assert page_count(printed) == 1
    args = ["print", "--transcript", str(game_file), "--player", "Bob"]
    assert_printed_job(printed, "Knaster: Bob", args, tmp_path)


def test_an_unknown_printer_is_named_in_the_message(tmp_path: Path, queue: str) -> None:
    result = run_knaster(["print", "--blank", "1", "--printer", "NoSuchPrinter"], tmp_path)
    assert result.returncode == 2
    assert "there is no printer called NoSuchPrinter" in result.stderr and queue in result.stderr
