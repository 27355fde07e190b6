"""Entry script of the frozen app: the same as the ``knaster-qt`` command."""

from __future__ import annotations

import sys

from knaster_qt.cli import main

if __name__ == "__main__":
    sys.exit(main())
