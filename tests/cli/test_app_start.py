"""``knaster-qt`` without a subcommand starts the app, passing Qt's own arguments on."""

from __future__ import annotations

import pytest

import knaster_qt.cli as cli
import knaster_qt.shell.app


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[tuple[list[str], bool]]:
    calls: list[tuple[list[str], bool]] = []

    def fake_app_main(argv: list[str], smoke_test: bool = False) -> int:
        calls.append((list(argv), smoke_test))
        return 0

    monkeypatch.setattr(knaster_qt.shell.app, "main", fake_app_main)
    return calls


def test_no_arguments_start_the_app(started: list[tuple[list[str], bool]]) -> None:
    assert cli.main([]) == 0
    assert started == [([], False)]


def test_the_smoke_test_flag_and_qt_arguments_still_reach_the_app(
    started: list[tuple[list[str], bool]],
) -> None:
    assert cli.main(["--smoke-test"]) == 0
    assert cli.main(["-reverse"]) == 0  # a Qt option (right-to-left layout)
    assert started == [([], True), (["-reverse"], False)]
