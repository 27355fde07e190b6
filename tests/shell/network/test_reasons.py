"""The host's reasons in the player's language: every reason the host can say is known to the
app (knaster_qt/shell/network/reasons.py), and a German player sees it in German."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from knaster_qt.network.host import cannot_save
from knaster_qt.shell.network.reasons import is_known, translated_reason
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button
from tests.shell.network.test_network_game_windows import (
    host_ann_and_bob,
    join_as_bob,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

ROOT = Path(__file__).resolve().parents[3]
HOST_SIDE = [
    ROOT / "knaster_qt" / "network" / "table.py",
    ROOT / "knaster_qt" / "network" / "host.py",
    ROOT / "knaster_qt" / "network" / "wire.py",
    ROOT / "knaster_qt" / "kit" / "core" / "table_rules.py",
    *sorted((ROOT / "knaster_qt" / "games").glob("*/core/network.py")),
]
# Where a reason is the first argument, or the second (after the connection).
FIRST, SECOND = {"Refusal", "WireError"}, {"_refused", "_bye", "_drop"}


def _sample(node: ast.expr) -> str | None:
    """The reason ``node`` says, a name or number standing for each slot; None if it only
    passes another reason on (``str(error)``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) else "Ann" for part in node.values
        )
    if isinstance(node, ast.Subscript):  # a reason cut to the protocol's length
        return _sample(node.value)
    return None


def reasons_said(path: Path) -> Iterator[str]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        argument: ast.expr | None = None
        if isinstance(node, ast.Call) and node.args:
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name in FIRST:
                argument = node.args[0]
            elif name in SECOND and len(node.args) > 1:
                argument = node.args[1]
        elif isinstance(node, ast.Assign) and any(
            getattr(target, "id", None) == "refusal" for target in node.targets
        ):
            argument = node.value  # a game's table rules: its refusal
        said = _sample(argument) if argument is not None else None
        if said is not None:
            yield said


def test_every_reason_the_host_can_say_is_known_to_the_app() -> None:
    said = [reason for path in HOST_SIDE for reason in reasons_said(path)]
    assert len(said) > 30 and "wrong join code" in said and "Ann rolls next" in said
    said.append(cannot_save(OSError(28, "No space left on device")))  # made in a function
    assert [reason for reason in said if not is_known(reason)] == []


def test_a_reason_with_a_name_or_number_keeps_it_in_the_translation(qtbot) -> None:
    window = shown_window(qtbot)
    window.language_menu.action("de").trigger()
    try:
        assert translated_reason("move 4 arrived before move 3") != ("move 4 arrived before move 3")
        assert "4" in translated_reason("move 4 arrived before move 3")
        assert "Ann" in translated_reason("Ann rolls next")
        assert translated_reason("the host cannot save the game (disk full); try again").count(
            "disk full"
        )
        assert translated_reason("a rules sentence it does not know") == (
            "a rules sentence it does not know"
        )
    finally:
        window.language_menu.action("en").trigger()


def german(window: MainWindow) -> None:
    window.language_menu.action("de").trigger()  # Edit > Language > Deutsch


def test_a_german_player_with_a_wrong_join_code_is_told_in_german(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    client = shown_window(qtbot)
    german(client)
    try:
        wrong = QCoreApplication.translate("HostReason", "wrong join code")
        assert wrong != "wrong join code"  # the German catalogue has it
        client.network.join_action.trigger()
        dialog = client.network.join_dialog
        qtbot.keyClicks(dialog.address_edit, "127.0.0.1")
        dialog.port_box.selectAll()
        qtbot.keyClicks(dialog.port_box, host.network.panel.port_label.text())
        qtbot.keyClicks(dialog.code_edit, "AAAAAA")
        click_button(qtbot, dialog.connect_button)
        qtbot.waitUntil(lambda: dialog.status_label.text() == wrong)
    finally:
        client.language_menu.action("en").trigger()


def test_a_german_player_sees_the_hosts_refusal_of_a_move_in_german(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    german(client)
    try:
        # Bob's app asks for the first roll, as one racing Ann's roll would: Ann rolls first.
        client.network.client.send_move(["roll"])
        said = QCoreApplication.translate("HostReason", "{roller} rolls next")
        assert said != "{roller} rolls next"  # the German catalogue has it
        expected = QCoreApplication.translate(
            "Network", "The host refused the move: {reason}."
        ).format(reason=said.format(roller="Ann"))
        assert "Ann" in expected and "refused" not in expected
        qtbot.waitUntil(lambda: client.statusBar().currentMessage() == expected)
    finally:
        client.language_menu.action("en").trigger()
