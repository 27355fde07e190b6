"""Clicking a button where a person clicks it, whatever the font makes of its size.

A radio button or check box is often far wider than its label (a layout stretches it), and
Qt takes a click only on its indicator or on its label's text (QAbstractButton.hitButton):
the middle of the widget, where QTest clicks by default, can be empty space that does
nothing. A person clicks the label: `click_button` clicks the middle of the label's text as
the style lays it out (SE_RadioButtonContents / SE_CheckBoxContents), or the indicator of a
button without text, and the middle of any other button (its face).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
)

_LEFT = Qt.MouseButton.LeftButton


def label_point(button: QAbstractButton) -> QPoint:
    """Where a person clicks ``button``: the middle of a radio button's or check box's
    label text (its indicator when it has none), else the middle of the button's face."""
    if isinstance(button, QRadioButton):
        contents, indicator = (
            QStyle.SubElement.SE_RadioButtonContents,
            QStyle.SubElement.SE_RadioButtonIndicator,
        )
    elif isinstance(button, QCheckBox):
        contents, indicator = (
            QStyle.SubElement.SE_CheckBoxContents,
            QStyle.SubElement.SE_CheckBoxIndicator,
        )
    else:
        return button.rect().center()
    option = QStyleOptionButton()
    button.initStyleOption(option)
    style = button.style()
    text = _shown_text(button.text())
    if not text:
        return style.subElementRect(indicator, option, button).center()
    room = style.subElementRect(contents, option, button)
    label = style.itemTextRect(
        button.fontMetrics(),
        room,
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
        button.isEnabled(),
        text,
    )
    return label.center()


def click_button(qtbot, button: QAbstractButton) -> None:
    """Click ``button`` with the left mouse button where a person would (label_point)."""
    qtbot.mouseClick(button, _LEFT, pos=label_point(button))


def _shown_text(text: str) -> str:
    """The text as drawn: a mnemonic's '&' is not shown ('&&' is a shown '&')."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def click_list_item(qtbot, view: QListWidget, item: QListWidgetItem) -> None:
    """Click ``item``'s text in ``view`` (the middle of its row), as a person picks it."""
    view.scrollToItem(item)
    qtbot.mouseClick(view.viewport(), _LEFT, pos=view.visualItemRect(item).center())
