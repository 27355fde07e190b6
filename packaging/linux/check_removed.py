"""After ``dpkg -r knaster-qt``: check that nothing the package installed is left behind.

    dpkg -L knaster-qt > files.txt; dpkg -r knaster-qt; python3 check_removed.py files.txt

Every file and symlink in the list must be gone, and so must the folders only this
package owns (/opt/knaster-qt, /usr/share/doc/knaster-qt). Folders shared with other
packages (/usr/share/icons/hicolor/48x48/apps, ...) may stay. Standard library only.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

OWN_FOLDERS = ("/opt/knaster-qt", "/usr/share/doc/knaster-qt")


def leftovers(installed: list[str]) -> list[str]:
    """Paths from ``dpkg -L`` output that still exist but should not."""
    left = [
        path
        for path in installed
        if path not in ("", "/.") and os.path.lexists(path) and not Path(path).is_dir()
    ]
    left += [folder for folder in OWN_FOLDERS if os.path.lexists(folder)]
    return left


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    installed = Path(argv[1]).read_text(encoding="utf-8").splitlines()
    if len(installed) < 10:
        print(f"check_removed: {argv[1]} lists only {len(installed)} paths", file=sys.stderr)
        return 1
    left = leftovers(installed)
    if left:
        print("check_removed: still there after dpkg -r:\n  " + "\n  ".join(left), file=sys.stderr)
        return 1
    print(f"check_removed: ok, all {len(installed)} installed paths are gone or shared folders")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
