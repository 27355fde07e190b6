"""The checks of the scale and scheme runs find what they look for (each can fail)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tests.screens.looks import (
    clipped_texts,
    cut_off,
    drawn_smaller,
    fine_detail,
    unreadable_texts,
)


def window_with(qtbot, *widgets: QWidget) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    for widget in widgets:
        layout.addWidget(widget)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_label_narrower_than_its_text_is_cut(qtbot) -> None:
    fits = QLabel("Roll")
    squeezed = QLabel("Player and Computer share the win with 0 points")
    squeezed.setObjectName("squeezed")
    squeezed.setFixedWidth(squeezed.sizeHint().width() // 2)
    button = QPushButton("Exchange tiles")
    button.setObjectName("narrow")
    button.setFixedWidth(button.fontMetrics().horizontalAdvance("Exchange") // 2)
    window = window_with(qtbot, fits, squeezed, button)
    found = clipped_texts(window)
    assert [line.split()[0] for line in found] == ["squeezed", "narrow"]


def test_a_wrapped_label_too_low_for_its_lines_is_cut(qtbot) -> None:
    label = QLabel("A long sentence that wraps over several lines in a narrow label. " * 3)
    label.setWordWrap(True)
    label.setFixedSize(120, label.fontMetrics().height())
    assert clipped_texts(window_with(qtbot, label))


def test_a_label_beyond_the_window_is_cut(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(100, 40)
    label = QLabel("far out", window)
    label.setGeometry(80, 0, 100, 30)
    window.show()
    qtbot.waitExposed(window)
    assert cut_off(window)


def test_grey_on_grey_is_unreadable_and_a_style_sheet_counts(qtbot) -> None:
    pale = QLabel("pale")
    pale.setObjectName("pale")
    pale.setStyleSheet("QLabel { color: #8a8a8a; background: #9a9a9a; }")
    plain = QLabel("plain")
    boxed = QLabel("boxed")
    boxed.setStyleSheet("QLabel { color: #3d2f00; background: #fff3c4; }")
    found = unreadable_texts(window_with(qtbot, pale, plain, boxed))
    assert [line.split()[0] for line in found] == ["pale"]


def sheet_like(width: int, height: int) -> QImage:
    """Thin lines and text on paper, drawn at the image's own size."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#fdfcf7"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#2d6a2d"), 1.0))
    for step in range(0, width, 9):
        painter.drawLine(step, 0, step, height)
    painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, "KNASTER 10 9 8")
    painter.end()
    return image


def test_a_sheet_drawn_smaller_and_enlarged_has_less_fine_detail(qapp) -> None:
    crisp = sheet_like(400, 200)
    blurred = drawn_smaller(crisp, 2.0)
    assert fine_detail(crisp, 2.0) > 1.5 * fine_detail(blurred, 2.0)
