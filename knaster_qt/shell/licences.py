"""What the installers ship besides the app itself, under which licence, and where the sources are.

Help > About > Licences… shows this list with the full licence texts; the texts live in
resources/licenses/ (the font's in resources/fonts/), which the PyInstaller bundle, the
wheel and the .deb (also in /usr/share/doc/knaster-qt/licenses/) all carry.
"""

from __future__ import annotations

from dataclasses import dataclass

APP_NAME = "Knaster Qt"  # a name: never translated
HOMEPAGE = "https://github.com/knasterqt/knaster-qt"  # pyproject.toml's [project.urls]
APP_LICENCE = "MIT"  # pyproject.toml's license


@dataclass(frozen=True)
class Component:
    """One part of the installers: what it is, its licence, the texts, where its sources are."""

    name: str
    role: str
    licence: str
    texts: tuple[tuple[str, ...], ...]  # resource paths of the licence texts to show
    sources: tuple[tuple[str, str], ...] = ()  # (what, URL)
    version_of: str = ""  # what to ask for the version shipped: "qt", "pyside6", ...


_LGPL = (("licenses", "LGPL-3.0.txt"), ("licenses", "GPL-3.0.txt"))

COMPONENTS: tuple[Component, ...] = (
    Component(
        "Knaster Qt",
        "this app",
        "MIT License",
        (("licenses", "Knaster-Qt-MIT.txt"),),
        (("Source code", HOMEPAGE),),
        version_of="app",
    ),
    Component(
        "Qt 6",
        "the libraries that draw the windows, print and read the fonts (Qt Core, Gui, "
        "Widgets, PrintSupport, DBus, Svg and their plugins and translations), unmodified "
        "as the PySide6 wheels ship them; they are shared libraries in the app's folder, "
        "which you may replace with your own build",
        "GNU Lesser General Public License v3 (LGPL-3.0), which adds its permissions to "
        "the GNU General Public License v3 (both texts below)",
        _LGPL,
        (
            ("Qt source packages", "https://download.qt.io/official_releases/"),
            ("Qt source repositories", "https://code.qt.io/"),
        ),
        version_of="qt",
    ),
    Component(
        "PySide6 (Qt for Python)",
        "the Python bindings of Qt",
        "GNU Lesser General Public License v3 (LGPL-3.0)",
        _LGPL,
        (
            ("Source packages on PyPI", "https://pypi.org/project/PySide6/#files"),
            ("Source repository", "https://code.qt.io/cgit/pyside/pyside-setup.git/"),
            ("Qt for Python releases", "https://download.qt.io/official_releases/QtForPython/"),
        ),
        version_of="pyside6",
    ),
    Component(
        "shiboken6",
        "the runtime module of the PySide6 bindings",
        "GNU Lesser General Public License v3 (LGPL-3.0)",
        _LGPL,
        (
            ("Source packages on PyPI", "https://pypi.org/project/shiboken6/#files"),
            ("Source repository", "https://code.qt.io/cgit/pyside/pyside-setup.git/"),
        ),
        version_of="shiboken6",
    ),
    Component(
        "python-zeroconf",
        "finds the games hosted on your network (DNS-SD over multicast DNS), unmodified "
        "as its wheel ships it; its compiled modules are files in the app's folder, which "
        "you may replace with your own build",
        "GNU Lesser General Public License v2.1 or later (LGPL-2.1-or-later)",
        (("licenses", "zeroconf-LGPL-2.1.txt"),),
        (
            ("Source packages on PyPI", "https://pypi.org/project/zeroconf/#files"),
            ("Source repository", "https://github.com/python-zeroconf/python-zeroconf"),
        ),
        version_of="zeroconf",
    ),
    Component(
        "ifaddr",
        "lists the network interfaces for python-zeroconf",
        "MIT License",
        (("licenses", "ifaddr-MIT.txt"),),
        (("Source repository", "https://github.com/pydron/ifaddr"),),
    ),
    Component(
        "ICU",
        "Unicode support that Qt uses (the Linux installers carry its libraries)",
        "Unicode License (MIT style)",
        (("licenses", "ICU-Unicode.txt"),),
        (("Source repository", "https://github.com/unicode-org/icu"),),
    ),
    Component(
        "Comic Neue",
        "the handwriting font of the sheet (by Craig Rozynski, Hrant Papazian and Brandon Schoech)",
        "SIL Open Font License 1.1 (OFL-1.1)",
        (("fonts", "OFL.txt"),),
        (("Source", "https://github.com/crozynski/comicneue"),),
    ),
    Component(
        "Python",
        "the interpreter and its standard library, carried by the installers",
        "Python Software Foundation License Version 2 (PSF-2.0), with the licences of the "
        "parts it includes (all in the text below)",
        (("licenses", "Python-PSF-2.0.txt"),),
        (("Source", "https://www.python.org/downloads/source/"),),
        version_of="python",
    ),
    Component(
        "PyInstaller bootloader",
        "the small program that starts the installed app",
        "GNU General Public License v2 or later, with PyInstaller's exception that allows "
        "shipping it with any program",
        (("licenses", "GPL-2.0.txt"),),
        (
            (
                "Licence and exception",
                "https://github.com/pyinstaller/pyinstaller/blob/develop/COPYING.txt",
            ),
            ("Source repository", "https://github.com/pyinstaller/pyinstaller"),
        ),
    ),
)


def licence_files() -> list[tuple[str, ...]]:
    """Every licence text the list names, once each (resource paths), in order."""
    return list(dict.fromkeys(text for component in COMPONENTS for text in component.texts))
