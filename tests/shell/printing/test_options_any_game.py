"""The print options dialog for a game other than Knaster: its sheets come from its entry.

Exact Hit (its real print_blank hook) and Dice Sum (tests/cli/fake_game.py, a game the
app does not have) through the dialog's widgets, then onto PDF pages laid out by size.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from knaster_qt.games.exact_hit.entry import GAME as EXACT_HIT
from knaster_qt.shell.printing.options_dialog import PrintOptionsDialog, entry_source
from knaster_qt.shell.printing.output import pdf_bytes
from knaster_qt.shell.printing.page_layout import paper_size_mm
from tests.cli.fake_game import GAME as DICE_SUM
from tests.cli.fake_game import Card
from tests.clicks import click_button


def test_exact_hit_blank_sheets_one_of_each_or_one_letter(qtbot: QtBot) -> None:
    dialog = PrintOptionsDialog(entry_source(EXACT_HIT, mix_label="One of each"))
    qtbot.addWidget(dialog)
    ui = dialog.ui
    assert ui.blankRadio.isChecked() and not ui.gameRadio.isEnabled()
    assert ui.sideLabel.text() == "&Sheet:"
    labels = [ui.sideCombo.itemText(index) for index in range(ui.sideCombo.count())]
    assert labels == ["One of each", *(f"Sheet {letter}" for letter in "ABCDEF")]
    ui.countSpin.setValue(6)
    job = dialog.job()
    assert [sheet.picture.letter for sheet in job.pictures] == list("ABCDEF")
    assert job.pages == 2 and job.title == "Exact Hit: blank sheets, One of each"
    ui.sideCombo.setCurrentIndex(ui.sideCombo.findData("C"))
    ui.countSpin.setValue(3)
    job = dialog.job()
    assert [sheet.picture.letter for sheet in job.pictures] == ["C"] * 3
    pdf = pdf_bytes(job.pictures, paper_size_mm("a4"), job.per_page)
    assert pdf.startswith(b"%PDF")


# Showing a dialog offscreen: the plugin says it cannot pass on size hints (harmless).
@pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")
def test_a_game_the_app_does_not_have_prints_its_players_sheets(qtbot: QtBot) -> None:
    def finished(players: object) -> list[Card]:
        seats = [0, 1] if players is None else list(players)
        return [Card(f"{['Ann', 'Bob'][seat]} played") for seat in seats]

    source = entry_source(DICE_SUM, players=["Ann", "Bob"], finished=finished)
    dialog = PrintOptionsDialog(source, choose_paper=True)
    qtbot.addWidget(dialog)
    dialog.show()  # clicked where a person clicks: on the shown dialog's radio button labels
    qtbot.waitExposed(dialog)
    ui = dialog.ui
    assert ui.gameRadio.isChecked() and ui.perPageCombo.currentData() == 1
    ui.playerCombo.setCurrentIndex(ui.playerCombo.findText("Bob"))
    job = dialog.job()
    assert job.pictures == (Card("Bob played"),) and job.title == "Dice Sum: Bob"
    click_button(qtbot, ui.blankRadio)
    ui.sideCombo.setCurrentIndex(ui.sideCombo.findData("lined"))
    ui.countSpin.setValue(5)
    job = dialog.job()
    assert job.pictures == (Card("blank lined"),) * 5 and job.per_page == 4 and job.pages == 2
