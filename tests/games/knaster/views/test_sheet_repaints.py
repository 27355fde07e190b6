"""The sheet repaints what its models say changed, not the whole pad after every click."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.render.geometry import legend_rect_mm, title_rect_mm


class PaintedRegion(QObject):
    """The union of the regions the watched widget was asked to paint."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.region = QRegion()
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.region = self.region.united(event.region())
        return False


def settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(50)


def test_writing_a_number_repaints_the_grid_and_score_box_but_not_the_title_or_legend(
    make_window, qtbot
) -> None:
    window, player = make_window([7, 8])
    view = window.play.ui.sheetView
    player.roll()
    qtbot.waitUntil(lambda: not window.play.ui.dicePanel.animating)
    settle(qtbot)
    painted = PaintedRegion(view)
    player.click_cell(cell_index("c3"))
    settle(qtbot)
    assert painted.region.contains(view.cell_rect(cell_index("c3")).center().toPoint())
    transform = view.sheet_transform()
    for untouched in (legend_rect_mm(), title_rect_mm()):
        centre = transform.mapRect(QRectF(*untouched)).center().toPoint()
        assert not painted.region.contains(centre), untouched


def test_moving_the_pointer_to_another_cell_repaints_those_two_cells_only(
    make_window, qtbot
) -> None:
    window, player = make_window([7])
    view = window.play.ui.sheetView
    player.roll()
    qtbot.waitUntil(lambda: not window.play.ui.dicePanel.animating)
    player.hover(player.point_of_cell(cell_index("a1")))
    settle(qtbot)
    painted = PaintedRegion(view)
    player.hover(player.point_of_cell(cell_index("b1")))
    settle(qtbot)
    a1, b1 = (view.cell_rect(cell_index(name)).toAlignedRect() for name in ("a1", "b1"))
    assert painted.region.contains(a1.center()) and painted.region.contains(b1.center())
    far = view.cell_rect(cell_index("e5")).center().toPoint()
    assert not painted.region.contains(far)
