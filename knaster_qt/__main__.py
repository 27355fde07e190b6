"""``python -m knaster_qt`` is the same as the ``knaster-qt`` command."""

from __future__ import annotations

import sys

from knaster_qt.cli import main

sys.exit(main())
