"""Load a Qt Designer file from ``ui/`` into an existing widget, with the app's own widget classes.

QUiLoader normally creates a new top-level widget; here the top-level of the .ui
file becomes ``base`` itself (a QMainWindow or QDialog subclass), and every named
child becomes an attribute of ``base``, so classes keep their own methods.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QFile, QIODevice
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QWidget

from knaster_qt.core.assets import ui_path


class _IntoBaseLoader(QUiLoader):
    def __init__(self, base: QWidget, custom: dict[str, type[QWidget]]) -> None:
        super().__init__(base)
        self._base = base
        self._custom = custom

    def createWidget(
        self, class_name: str, parent: QWidget | None = None, name: str = ""
    ) -> QWidget:
        if parent is None:
            return self._base
        if class_name in self._custom:
            widget = self._custom[class_name](parent)
        else:
            widget = super().createWidget(class_name, parent, name)
        if name:
            widget.setObjectName(name)
            setattr(self._base, name, widget)
        return widget


def load_ui(name: str, base: QWidget, custom: dict[str, type[QWidget]] | None = None) -> None:
    """Build ``base`` from ``ui/<name>``; ``custom`` maps promoted class names to classes."""
    loader = _new_loader(base, custom or {})
    file = QFile(str(ui_path(name)))
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise OSError(f"cannot read the interface file {ui_path(name)}: {file.errorString()}")
    try:
        loaded = loader.load(file, None)
    finally:
        file.close()
    if loaded is None:
        raise RuntimeError(f"{ui_path(name)}: {loader.errorString()}")
    # Actions and layouts are not widgets: find them by name afterwards.
    from PySide6.QtGui import QAction

    for action in base.findChildren(QAction):
        if action.objectName():
            setattr(base, action.objectName(), action)


def _new_loader(base: QWidget, custom: dict[str, type[QWidget]]) -> _IntoBaseLoader:
    """A loader without Qt Designer plugins: our own classes come from ``custom``.

    QUiLoader's constructor loads every plugin in ``<library path>/designer`` (PySide6
    ships QtQuick and WebEngine ones); that costs ~8 ms of start-up for widgets the .ui
    files never use. So the library paths are empty while it is made, then restored.
    """
    library_paths = QCoreApplication.libraryPaths()
    QCoreApplication.setLibraryPaths([])
    try:
        return _IntoBaseLoader(base, custom)
    finally:
        QCoreApplication.setLibraryPaths(library_paths)
