"""knaster_qt/views/ui_main_window.py (compiled by tools/compile_ui.py) builds what
ui/main_window.ui says: the same named widgets, actions and layouts with the same
properties as QUiLoader reading the .ui file now. Fails after an edit of the .ui
without `make ui`."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLayout, QMainWindow, QWidget

from knaster_qt.views.banner_label import BannerLabel
from knaster_qt.views.dice_panel import DicePanel
from knaster_qt.views.player_strip import PlayerStrip
from knaster_qt.views.sheet_view import SheetView
from knaster_qt.views.ui_loader import load_ui
from knaster_qt.views.ui_main_window import Ui_MainWindow

_SIMPLE = (str, int, float, bool, QSize, QRect)


def described(root: QMainWindow) -> dict[str, dict[str, str]]:
    """Every named object under ``root``: its class, its parent and its simple properties."""
    objects: list[QObject] = [root, *root.findChildren(QObject)]
    result = {}
    for obj in objects:
        name = obj.objectName()
        if not name or not isinstance(obj, QWidget | QAction | QLayout):
            continue
        meta = obj.metaObject()
        properties = {
            "class": meta.className(),
            "parent": obj.parent().objectName() if obj.parent() else "",
        }
        for index in range(meta.propertyCount()):
            prop = meta.property(index)
            value = obj.property(prop.name())
            if isinstance(value, _SIMPLE) and prop.name() not in ("objectName",):
                properties[prop.name()] = repr(value)
        if isinstance(obj, QAction):
            properties["shortcut"] = obj.shortcut().toString()
        if isinstance(obj, QWidget):
            properties["actions"] = ",".join(a.objectName() for a in obj.actions())
        result[name] = properties
    return result


def test_the_compiled_window_matches_the_designer_file(qtbot) -> None:
    from_ui = QMainWindow()
    qtbot.addWidget(from_ui)
    load_ui(
        "main_window.ui",
        from_ui,
        {
            "SheetView": SheetView,
            "DicePanel": DicePanel,
            "PlayerStrip": PlayerStrip,
            "BannerLabel": BannerLabel,
        },
    )
    compiled = QMainWindow()
    qtbot.addWidget(compiled)
    Ui_MainWindow().setupUi(compiled)
    expected, actual = described(from_ui), described(compiled)
    assert len(expected) > 30
    assert actual.keys() == expected.keys()
    for name, properties in expected.items():
        assert actual[name] == properties, name
