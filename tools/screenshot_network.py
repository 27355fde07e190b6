"""Take the README's screenshots of a network game: the host's window with its panel, the
Join dialog listing the game it found, and the joining player's window after a round.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshot_network.py [FOLDER] [--game G]

Two windows of the app in this one process play over the loopback interface (the games are
announced there too, so nothing leaves this computer): Ann hosts Knaster (or ``--game``)
for herself, Bob on another computer and Cid, a computer player; Bob joins through the
list. Writes ``network-host.png``, ``network-join.png`` and ``network-client.png`` into
FOLDER (``docs/images``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from tempfile import TemporaryDirectory

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "docs" / "images")
    parser.add_argument("--game", default="Knaster", choices=["Knaster", "Exact Hit"])
    return parser.parse_args()


def main() -> None:
    options = arguments()
    with TemporaryDirectory() as data:
        os.environ["KNASTER_QT_DATA_DIR"] = data  # no autosave of the user's is touched
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        take(options.folder, options.game)


def wait_until(app: object, condition: object, seconds: float = 20.0) -> None:
    import time

    from PySide6.QtWidgets import QApplication

    assert isinstance(app, QApplication) and callable(condition)
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the screenshot's game did not get there")
        app.processEvents()
        time.sleep(0.01)


def take(folder: Path, game: str) -> None:
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from knaster_qt.shell.network import hosting
    from knaster_qt.shell.views.main_window import MainWindow

    hosting.local_address = lambda: QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    app = QApplication.instance() or QApplication(sys.argv)
    host = MainWindow()
    host.resize(1180, 760)
    host.show()

    # Game > Host Network Game…: Ann and Bob, and Cid a computer player; Bob elsewhere.
    host.network.host_action.trigger()
    dialog = host.network.host_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText(game))
    while len(dialog.setup().seats) > 2:
        dialog.select_row(2)
        dialog.ui.removeButton.click()
    while len(dialog.setup().seats) < 2:
        dialog.ui.addButton.click()
    dialog.ui.addComputerButton.click()
    for row, name in enumerate(["Ann", "Bob", "Cid"]):
        edit = dialog.name_edit(row)
        edit.selectAll()
        QTest.keyClicks(edit, name)  # as typed: the dialog follows its edits
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    seats = host.network.host_dialog
    seats.boxes["Bob"].click()
    seats.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    panel = host.network.panel
    port, code = int(panel.port_label.text()), panel.code_label.text()

    # Game > Join Network Game… on Bob's computer: the list finds Ann's game.
    client = MainWindow()
    client.resize(1180, 760)
    client.show()
    client.network.join_action.trigger()
    join = client.network.join_dialog
    join.show()

    def found() -> object:
        for row in range(join.game_list.count()):
            if join.game_list.item(row).text().endswith(f":{port}"):
                return join.game_list.item(row)
        return None

    wait_until(app, found)
    item = found()
    join.game_list.setCurrentItem(item)
    join.game_list.itemClicked.emit(item)
    join.code_edit.setText(code)
    app.processEvents()
    folder.mkdir(parents=True, exist_ok=True)
    join.grab().save(str(folder / "network-join.png"))
    join.connect_button.click()
    wait_until(app, lambda: join.seat_list.count() == 1)
    join.take_button.click()
    wait_until(app, lambda: client.network.sync is not None)

    # A round: Ann rolls at her screen, everyone writes; Bob on his.
    play_a_round(app, host, client, game)
    wait_until(app, lambda: panel.seat_list.count() > 0)
    app.processEvents()
    host.grab().save(str(folder / "network-host.png"))
    panel.grab().save(str(folder / "network-panel.png"))
    client.grab().save(str(folder / "network-client.png"))
    client.network.stop()
    host.network.stop()


def play_a_round(app: object, host: object, client: object, game: str) -> None:
    from knaster_qt.shell.views.main_window import MainWindow

    assert isinstance(host, MainWindow) and isinstance(client, MainWindow)
    lines = lambda window: window.play.transcript().splitlines()  # noqa: E731
    if game == "Knaster":
        host.play.ui.dicePanel.roll_button.click()
        wait_until(app, lambda: any(line.startswith("roll") for line in lines(client)))
        controller = client.play.controller
        wait_until(app, lambda: bool(controller.target_cells()))
        cell = min(controller.target_cells())
        view = client.play.ui.sheetView
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.mouseClick(
            view, Qt.MouseButton.LeftButton, pos=view.cell_rect(cell).center().toPoint()
        )
        wait_until(app, lambda: any(line.startswith("Bob write") for line in lines(host)))
    else:
        host.play.throw_button.click()
        wait_until(app, host.play.keep_button.isEnabled)
        host.play.keep_button.click()
        wait_until(app, lambda: lines(client)[-1] == "keep")
        wait_until(app, client.play.done_button.isEnabled)
        client.play.done_button.click()
        wait_until(app, lambda: "Bob cross" in lines(host))
    wait_until(app, lambda: lines(client) == lines(host))
    for _ in range(50):  # the computer player's write, and the dice settling
        app.processEvents()  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()
