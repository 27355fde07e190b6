"""Entering the sum of real dice: buttons 2-12 or keys, shown for confirmation before anyone plays."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from knaster_qt.texts import key_text

# The keys for the sums; 10-12 also by their two digits (1 then 0, 1 or 2).
_SUM_KEYS = {str(total): total for total in range(2, 10)} | {"0": 10, "-": 11, "=": 12}
KEY_SCHEME: str = QT_TRANSLATE_NOOP(  # type: ignore[assignment]  # English; shown through tr
    "RealDiceEntry",
    "Keys: 2 to 9; 0 for 10, - for 11, = for 12 (or type 10, 11, 12);"
    " {enter} confirms, {backspace} changes",
)


WIDE_COLUMNS, NARROW_COLUMNS = 6, 4  # sum buttons in a row
WIDE_ROW_PX = 6 * 44 + 5 * 3  # six buttons of 44 px and their spacing


class RealDiceEntry(QWidget):
    """The sum buttons, the proposed number with Confirm and Change, and the keys' scheme.

    The keys work wherever the focus is in the window, but only while a roll may be
    entered; ``entered`` carries a confirmed sum.
    """

    entered = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.real_dice = False
        self._can_roll = True
        self._game_over = False
        self.pending_total: int | None = None  # chosen, not yet confirmed
        self._typed = ""  # a "1" waiting for its second digit
        self._build()
        self._shortcuts = self._make_shortcuts()
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text in the language now chosen (at start and on Edit > Language)."""
        self.caption.setText(self.tr("Enter the sum of the real dice:"))
        for total, button in self.sum_buttons.items():
            button.setToolTip(self.tr("The dice show {0}").format(total))
        self.confirm_button.setText(self.tr("&Confirm"))
        enter, backspace = key_text("Enter"), key_text("Backspace")
        self.confirm_button.setToolTip(
            self.tr("Everyone plays this number ({key})").format(key=enter)
        )
        self.change_button.setText(self.tr("Ch&ange"))
        self.change_button.setToolTip(
            self.tr("Choose another number ({key})").format(key=backspace)
        )
        scheme = self.tr(KEY_SCHEME).format(enter=enter, backspace=backspace)
        self.keys_label.setText(f"<small>{scheme}</small>")
        self.setAccessibleName(self.tr("sum of the real dice"))
        self._update_real_box()

    def set_shown(self, shown: bool) -> None:
        """Real dice are used in this game (the box and its keys are there)."""
        self.real_dice = shown
        self.pending_total, self._typed = None, ""
        self._update_real_box()

    def set_active(self, active: bool, game_over: bool = False) -> None:
        """A roll may be entered now (everyone has played the last one); else the box says
        why not (the game is over, or someone has still to play)."""
        self._can_roll = active
        self._game_over = game_over
        if not active:
            self.pending_total, self._typed = None, ""
        self._update_real_box()

    def choose(self, total: int) -> None:
        """Propose ``total`` as the roll (a sum button or a key); Confirm applies it."""
        if not (self.real_dice and self._can_roll and 2 <= total <= 12):
            return
        self.pending_total, self._typed = total, ""
        self._update_real_box()
        self.confirm_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def confirm(self) -> None:
        total = self.pending_total
        if total is None or not self._can_roll:
            return
        self.pending_total = None
        self._update_real_box()
        self.entered.emit(total)

    def change(self) -> None:
        """Forget the proposed number: choose another."""
        self.pending_total, self._typed = None, ""
        self._update_real_box()

    def type_key(self, text: str) -> None:
        """A key typed for the sum: see KEY_SCHEME."""
        if self._typed == "1" and text in ("0", "1", "2"):
            self.choose(10 + int(text))
        elif text == "1":
            self._typed = "1"
            self.pending_total = None
            self._update_real_box()
        elif text in _SUM_KEYS:
            self.choose(_SUM_KEYS[text])

    def _build(self) -> None:
        box = self
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.caption = QLabel(box)
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        grid = QGridLayout()
        grid.setSpacing(3)
        self._sum_grid = grid
        self._sum_columns = 0
        self.sum_buttons: dict[int, QPushButton] = {}
        for total in range(2, 13):
            button = QPushButton(str(total), box)
            button.setObjectName(f"sumButton{total}")
            button.setMinimumSize(34, 30)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _checked=False, total=total: self.choose(total))
            self.sum_buttons[total] = button
        self._place_sum_buttons(NARROW_COLUMNS)
        layout.addLayout(grid)
        self.pending_label = QLabel("", box)
        self.pending_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pending_label.setWordWrap(True)
        layout.addWidget(self.pending_label)
        row = QHBoxLayout()
        self.confirm_button = QPushButton(box)
        self.confirm_button.clicked.connect(self.confirm)
        self.change_button = QPushButton(box)
        self.change_button.clicked.connect(self.change)
        row.addWidget(self.confirm_button)
        row.addWidget(self.change_button)
        layout.addLayout(row)
        self.keys_label = QLabel(box)
        self.keys_label.setWordWrap(True)
        layout.addWidget(self.keys_label)

    def _place_sum_buttons(self, columns: int) -> None:
        """The eleven sums in rows of ``columns`` buttons."""
        if columns == self._sum_columns:
            return
        self._sum_columns = columns
        for button in self.sum_buttons.values():
            self._sum_grid.removeWidget(button)
        for position, button in enumerate(self.sum_buttons.values()):
            self._sum_grid.addWidget(button, position // columns, position % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Two rows of six where they fit (the window's designed size): a row less leaves the
        # players' cards below the room to show four of them whole; three rows of four in a
        # narrow side panel. The width follows the window's size only, so this never flips
        # during a game.
        wide = event.size().width() >= WIDE_ROW_PX
        self._place_sum_buttons(WIDE_COLUMNS if wide else NARROW_COLUMNS)
        super().resizeEvent(event)

    def _make_shortcuts(self) -> list[QShortcut]:
        """Keys for the sum work wherever the focus is in the window, only while a roll is due."""
        shortcuts: list[QShortcut] = []

        def add(key: Qt.Key | str, slot: object) -> None:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            shortcuts.append(shortcut)

        for text in ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", "="):
            add(text, lambda text=text: self.type_key(text))
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            add(key, self.confirm)
        for key in (Qt.Key.Key_Backspace, Qt.Key.Key_Escape):
            add(key, self.change)
        return shortcuts

    def _update_real_box(self) -> None:
        active = self.real_dice and self._can_roll
        self.setVisible(self.real_dice)
        for shortcut in self._shortcuts:
            shortcut.setEnabled(active)
        for button in self.sum_buttons.values():
            button.setEnabled(active)
        pending = self.pending_total
        self.confirm_button.setEnabled(active and pending is not None)
        self.change_button.setEnabled(active and (pending is not None or bool(self._typed)))
        if not self.real_dice:
            return
        for total, button in self.sum_buttons.items():
            button.setDown(total == pending)
        if not active:
            self.pending_label.setText(
                self.tr("The game is over.")
                if self._game_over
                else self.tr("Wait until everyone has played.")
            )
        elif pending is not None:
            self.pending_label.setText(
                self.tr("<b>Roll: {0}</b> — Confirm or Change?").format(pending)
            )
        elif self._typed:
            self.pending_label.setText(self.tr("1… then 0, 1 or 2 for 10, 11, 12"))
        else:
            self.pending_label.setText(self.tr("Click the sum or type it."))
