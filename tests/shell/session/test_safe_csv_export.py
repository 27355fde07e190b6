"""Statistics > Export CSV… goes through the app's one file writer: symlinks and FIFOs."""

from __future__ import annotations

import os
import stat

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def test_export_csv_into_a_symlink_and_onto_a_fifo(open_window, monkeypatch, tmp_path, qtbot):
    window, _ = open_window()
    stats = window.persistence.show_statistics()
    real = tmp_path / "all-records.csv"
    link = tmp_path / "records.csv"
    link.symlink_to(real.name)
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    for chosen in (link, fifo):
        monkeypatch.setattr(
            QFileDialog, "getSaveFileName", staticmethod(lambda *a, c=chosen, **k: (str(c), ""))
        )
        qtbot.mouseClick(stats.ui.exportButton, Qt.MouseButton.LeftButton)
    assert link.is_symlink() and real.read_text().startswith("game,finished_at,")
    assert stats.message_box is not None and stats.message_box.isVisible()
    assert "named pipe (FIFO), not a regular file" in stats.message_box.text()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "all-records.csv",
        "pipe.csv",
        "records.csv",
    ]
