"""Printing through a real CUPS queue (cups-pdf): the job comes out as a PDF in ~/PDF/.

.ci/run installs cups and printer-driver-cups-pdf. The tests start cupsd if it is not
running, add a print queue of their own (a unique name, removed afterwards) and print
to it by name, or make it the default for the printing process only (LPDEST, which CUPS
reads before the system's default). The machine's default printer is never changed.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.games.knaster.render.samples import play_sample_game
from tests.shell.printing.cli_tools import run_knaster
from tests.shell.printing.pdf_tools import (
    differing_fraction,
    page_count,
    page_image,
    page_size_mm,
    pdf_info,
)

# The queue's driver comes from Debian's printer-driver-cups-pdf; adding a queue needs root.
pytestmark = [
    pytest.mark.linux_only,
    pytest.mark.requires_root,
    pytest.mark.requires_tools("cupsd", "lpadmin", "lpstat", "pdfinfo"),
]

PPD = "/usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd"


def output_folder() -> Path:
    """cups-pdf's "Out ${HOME}/PDF": the home of the job's user in the password database."""
    import pwd  # POSIX only; the module is collected on Windows too

    return Path(pwd.getpwuid(os.getuid()).pw_dir) / "PDF"


def _succeeds(command: list[str]) -> bool:
    return subprocess.run(command, capture_output=True).returncode == 0


def system_default() -> str:
    return subprocess.run(["lpstat", "-d"], capture_output=True, text=True).stdout.strip()


@contextlib.contextmanager
def own_queue() -> Iterator[str]:
    """A cups-pdf queue of this test run only: it is removed again afterwards."""
    if subprocess.run(["pgrep", "-x", "cupsd"], capture_output=True).returncode != 0:
        subprocess.run(["cupsd"], check=True)
    deadline = time.monotonic() + 20
    while (
        "scheduler is running"
        not in subprocess.run(["lpstat", "-r"], capture_output=True, text=True).stdout
    ):
        assert time.monotonic() < deadline, "cupsd did not start"
        time.sleep(0.2)
    name = f"KnasterTest-{os.getpid()}-{uuid.uuid4().hex[:8]}"  # runs may share one cupsd
    subprocess.run(
        ["lpadmin", "-p", name, "-E", "-v", "cups-pdf:/", "-P", PPD],
        check=True,
        capture_output=True,
    )
    try:
        yield name
    finally:
        subprocess.run(["lpadmin", "-x", name], check=True, capture_output=True)


@pytest.fixture(scope="module")
def queue() -> Iterator[str]:
    with own_queue() as name:
        yield name


@pytest.fixture
def new_pdfs() -> Iterator[list[Path]]:
    """The PDFs cups-pdf writes during the test (waited for by wait_for_pdf)."""
    output_folder().mkdir(exist_ok=True)
    found: list[Path] = []
    yield found
    for path in found:
        path.unlink(missing_ok=True)


def wait_for_pdf(found: list[Path], known: set[Path], queue: str, timeout: float = 90) -> Path:
    """The PDF of the job just sent, once CUPS has finished the job and the file is whole."""
    deadline = time.monotonic() + timeout
    output = output_folder()
    while time.monotonic() < deadline:
        pending = subprocess.run(["lpstat", "-o", queue], capture_output=True, text=True).stdout
        fresh = sorted(
            set(output.glob("*.pdf")) - known - set(found), key=lambda p: p.stat().st_mtime
        )
        if fresh and not pending.strip() and _succeeds(["pdfinfo", str(fresh[-1])]):
            found.append(fresh[-1])
            return fresh[-1]
        time.sleep(0.3)
    raise AssertionError(f"no whole PDF arrived in {output} within {timeout:.0f} s")


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
    """The user's default printer (LPDEST), which is not the machine's default."""
    machine_default = system_default()
    known = set(output_folder().glob("*.pdf"))
    result = run_knaster(["print", "--blank", "6", "--per-page", "4"], tmp_path, LPDEST=queue)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"sent 6 sheets on 2 pages to {queue}"
    printed = wait_for_pdf(new_pdfs, known, queue)
    assert page_count(printed) == 2
    args = ["print", "--blank", "6", "--per-page", "4"]
    assert_printed_job(printed, "Knaster: 6 blank sheets", args, tmp_path)
    assert system_default() == machine_default
    assert queue not in machine_default


def test_a_finished_sheet_on_a_named_printer(
    tmp_path: Path, queue: str, new_pdfs: list[Path]
) -> None:
    game_file = tmp_path / "game.knaster"
    game_file.write_text(
        write_transcript(play_sample_game(6, players=("Ann", "Bob"))), encoding="utf-8"
    )
    known = set(output_folder().glob("*.pdf"))
    result = run_knaster(
        ["print", "--transcript", str(game_file), "--player", "Bob", "--printer", queue], tmp_path
    )
    assert result.returncode == 0, result.stderr
    printed = wait_for_pdf(new_pdfs, known, queue)
    assert page_count(printed) == 1
    args = ["print", "--transcript", str(game_file), "--player", "Bob"]
    assert_printed_job(printed, "Knaster: Bob", args, tmp_path)


def test_an_unknown_printer_is_named_in_the_message(tmp_path: Path, queue: str) -> None:
    result = run_knaster(["print", "--blank", "1", "--printer", "NoSuchPrinter"], tmp_path)
    assert result.returncode == 2
    assert "there is no printer called NoSuchPrinter" in result.stderr and queue in result.stderr


def test_the_tests_queue_is_removed_and_the_default_printer_never_changes() -> None:
    before = system_default()
    with own_queue() as name:
        assert _succeeds(["lpstat", "-p", name])
        assert system_default() == before and name not in before
    assert not _succeeds(["lpstat", "-p", name])
    assert system_default() == before
