"""Write one benchmark's figures into its own section of docs/PERFORMANCE.md."""

from __future__ import annotations

import re
from pathlib import Path

PERFORMANCE = Path(__file__).resolve().parent.parent / "docs" / "PERFORMANCE.md"


def write_section(section: str, text: str) -> None:
    """Replace what stands between ``<!-- SECTION:begin -->`` and ``<!-- SECTION:end -->``.

    Only that section changes, so benchmarks run by different people at different
    times never overwrite each other's figures; the file is replaced atomically.
    """
    document = PERFORMANCE.read_text(encoding="utf-8")
    pattern = re.compile(rf"(<!-- {section}:begin -->\n).*?(<!-- {section}:end -->)", re.DOTALL)
    if not pattern.search(document):
        raise SystemExit(f"{PERFORMANCE}: no <!-- {section}:begin/end --> markers")
    updated = pattern.sub(lambda match: match[1] + text + match[2], document)
    temporary = PERFORMANCE.with_suffix(f".md.{section}.tmp")
    temporary.write_text(updated, encoding="utf-8")
    temporary.replace(PERFORMANCE)
