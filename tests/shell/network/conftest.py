"""The network windows' tests: the host listens on this computer only (they need no network)."""

from __future__ import annotations

import pytest
from PySide6.QtNetwork import QHostAddress

from knaster_qt.shell.network import hosting


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The host listens on this computer only (the tests need no network)."""
    monkeypatch.setattr(
        hosting, "local_address", lambda: QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    )
