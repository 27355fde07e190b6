"""Help > Rules for Knaster: the rules step by step, chapter by chapter, with example sheets.

A list of chapters on the left, the chapter on the right (its text and a small sheet
drawn by the game's painter), Back and Next below. The example sheets are real games
played through the core (``render/rule_examples.py``). Every text goes through Qt's
translation (one translated string per paragraph); a new language rebuilds the pages.

Keys: the chapter list takes the arrows, Alt+Left and Alt+Right (or Alt+B and Alt+N) go
back and on from anywhere, Escape closes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QLabel, QScrollArea, QVBoxLayout, QWidget

from knaster_qt.games.knaster.core.combinations import Combination
from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.core.notation import describe_line, line_index
from knaster_qt.games.knaster.render import rule_examples as examples
from knaster_qt.games.knaster.render.legend import legend_row_of
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.views.sheet_figure import SheetFigure
from knaster_qt.games.knaster.views.ui_knaster_rules_window import Ui_KnasterRulesWindow
from knaster_qt.texts import UNDO_KEYS, key_text, translated, with_key


@dataclass
class Chapter:
    """One page: a title, its paragraphs (rich text), an example sheet and its caption."""

    title: str
    paragraphs: list[str]
    picture: SheetPicture | None = None
    caption: str = ""


def example_picture(example: examples.RuleExample, **overlays: Any) -> SheetPicture:
    """The example's sheet after its last move (the core's game), with screen overlays."""
    return SheetPicture.from_game(example.game(), 0, **overlays)


def _combination_marks(combination: Combination, line: str) -> dict[str, Any]:
    """The overlays that point out a line and its combination in the legend."""
    row = legend_row_of(combination)
    return {
        "legend_rows": frozenset() if row is None else frozenset({row}),
        "active_legend_row": row,
        "hint_line": line_index(line),
    }


class RulesWindow(QDialog):
    """Knaster's rules in chapters; ``figures`` holds each chapter's example sheet (or None)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The frame of ui/knaster_rules_window.ui (compiled by `make ui`); the pages are made here.
        self.ui = Ui_KnasterRulesWindow()
        self.ui.setupUi(self)
        self._name_keys()
        self.chapter_list = self.ui.chapterList
        self._least_list_width = self.chapter_list.minimumWidth()  # the .ui's, in any language
        self.pages = self.ui.pages
        self.back_button = self.ui.backButton
        self.next_button = self.ui.nextButton
        self.position_label = self.ui.positionLabel
        self.buttons = self.ui.buttonBox
        self.buttons.rejected.connect(self.reject)
        self.figures: list[SheetFigure | None] = []
        self.texts: list[list[QLabel]] = []  # each page's title, paragraphs and caption
        self.chapter_list.currentRowChanged.connect(self._show_page)
        self.back_button.clicked.connect(self.go_back)
        self.next_button.clicked.connect(self.go_next)
        for keys, slot in (("Alt+Left", self.go_back), ("Alt+Right", self.go_next)):
            QShortcut(QKeySequence(keys), self, slot)
        self._fill()
        self.chapter_list.setCurrentRow(0)
        self.chapter_list.setFocus()

    def _name_keys(self) -> None:
        """Back's and Next's tooltips name their keys as the platform does in the language."""
        for button, keys in ((self.ui.backButton, "Alt+Left"), (self.ui.nextButton, "Alt+Right")):
            button.setToolTip(with_key(button.toolTip(), keys))

    # --- navigation ---------------------------------------------------------------------

    @property
    def current(self) -> int:
        return self.pages.currentIndex()

    def go_back(self) -> None:
        if self.current > 0:
            self.chapter_list.setCurrentRow(self.current - 1)

    def go_next(self) -> None:
        if self.current < self.pages.count() - 1:
            self.chapter_list.setCurrentRow(self.current + 1)

    def _show_page(self, row: int) -> None:
        if row < 0:
            return
        self.pages.setCurrentIndex(row)
        count = self.pages.count()
        self.back_button.setEnabled(row > 0)
        self.next_button.setEnabled(row < count - 1)
        self.position_label.setText(
            self.tr("Chapter {number} of {count}").format(number=row + 1, count=count)
        )

    # --- building ---------------------------------------------------------------------------

    def _fill(self) -> None:
        """(Re)build every page in the current language; the chapter shown stays."""
        shown = max(self.current, 0)
        chapters = self.chapters()
        self.chapter_list.blockSignals(True)
        self.chapter_list.clear()
        while (page := self.pages.widget(0)) is not None:
            self.pages.removeWidget(page)
            page.deleteLater()
        self.figures, self.texts = [], []
        for number, chapter in enumerate(chapters, start=1):
            self.chapter_list.addItem(f"{number}. {chapter.title}")
            self.pages.addWidget(self._page(chapter))
        self.chapter_list.blockSignals(False)
        self._fit_chapter_list()
        self.chapter_list.setCurrentRow(shown)
        self._show_page(shown)

    def _fit_chapter_list(self) -> None:
        """The chapter list as wide as its longest title in this language and font, so no
        title needs sideways scrolling (French titles run longer than the .ui's 300 px);
        past a third of the window a title wraps instead."""
        widest = self.chapter_list.sizeHintForColumn(0)
        frame = 2 * self.chapter_list.frameWidth() + self.chapter_list.spacing() * 2 + 4
        limit = max(self._least_list_width, self.width() // 3)
        self.chapter_list.setWordWrap(True)
        self.chapter_list.setMinimumWidth(max(self._least_list_width, min(widest + frame, limit)))
        self.chapter_list.setMaximumWidth(limit)

    def _page(self, chapter: Chapter) -> QScrollArea:
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(16, 8, 16, 8)
        title = QLabel(f"<h2>{chapter.title}</h2>", content)
        labels = [title]
        layout.addWidget(title)
        for paragraph in chapter.paragraphs:
            label = QLabel(paragraph, content)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            labels.append(label)
            layout.addWidget(label)
        figure = None
        if chapter.picture is not None:
            figure = SheetFigure(chapter.picture, content)
            figure.setAccessibleName(chapter.caption)
            layout.addWidget(figure)
            caption = QLabel(f"<i>{chapter.caption}</i>", content)
            caption.setWordWrap(True)
            caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            labels.append(caption)
            layout.addWidget(caption)
        layout.addStretch(1)
        self.figures.append(figure)
        self.texts.append(labels)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(content)
        return scroll

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._name_keys()
            self._fill()
        super().changeEvent(event)

    # --- the chapters ---------------------------------------------------------------------

    def chapters(self) -> list[Chapter]:
        return [
            self._sheet_chapter(),
            self._round_chapter(),
            self._combination_chapter(),
            self._full_house_chapter(),
            self._scored_line_chapter(),
            self._end_chapter(),
            self._app_chapter(),
        ]

    def _sheet_chapter(self) -> Chapter:
        return Chapter(
            self.tr("Your sheet"),
            [
                self.tr(
                    "Knaster is a dice game for 1 to 12 players. Everybody has a sheet like "
                    "this one: a green grid of 5 × 5 empty cells. The columns are called a to "
                    "e, the rows 1 to 5, so the top left cell is a1."
                ),
                self.tr(
                    "The grid has 12 <b>lines</b>: 5 rows, 5 columns and 2 diagonals. Each "
                    "line ends in a <b>white field</b> with its points: on side A the rows "
                    "pay 9, 8, 7, 6, 5 from the top, the columns 9, 8, 7, 6, 5 from the left "
                    "and each diagonal 10."
                ),
                self.tr(
                    "Side B of the pad is the mirror image: there the rows pay 5, 6, 7, 8, 9 "
                    "from the top and the columns 5, 6, 7, 8, 9 from the left. You choose the "
                    "side in New Game."
                ),
                self.tr(
                    "On the left, the <b>legend</b> lists the six combinations and how many "
                    "bonus circles each earns. Below it, the <b>score box</b> adds up your "
                    "points at the end."
                ),
            ],
            SheetPicture.blank(load_layout("A")),
            self.tr("A new sheet, side A."),
        )

    def _round_chapter(self) -> Chapter:
        return Chapter(
            self.tr("A round: roll, then write or circle"),
            [
                self.tr(
                    "Two dice are rolled and everybody uses their <b>sum</b> (2 to 12), all "
                    "at the same time. In the app you roll with the Roll button or the R key."
                ),
                self.tr(
                    "Then everybody does exactly one thing: <b>write</b> the sum into any "
                    "empty cell, or <b>circle</b> one cell that already holds that number "
                    "and is not circled yet (only one, even if several cells hold it)."
                ),
                self.tr(
                    "You may always write while an empty cell is left, even if you could "
                    "circle. Only when your grid is full and no uncircled cell holds the "
                    "number do you pass."
                ),
            ],
            example_picture(examples.WRITE_AND_CIRCLE),
            self.tr(
                "A 7 was written in c3, then a 5 in b2 and a 9 in d4. When 7 came again, "
                "the 7 in c3 was circled."
            ),
        )

    def _combination_chapter(self) -> Chapter:
        return Chapter(
            self.tr("Full lines and bonus circles"),
            [
                self.tr(
                    "When a write puts the fifth number into a line, look at its five "
                    "numbers (their order and the circles do not matter). If they form a "
                    "combination of the legend, you <b>must at once circle</b> that many "
                    "uncircled cells of that line, any of them. Later is too late."
                ),
                self.tr(
                    "Three of a kind and two pairs give 1 circle; four of a kind and a full "
                    "house 2; five of a kind and a straight (five numbers in a row) 3. One "
                    "pair only, or five different numbers not in a row, give nothing."
                ),
                self.tr(
                    "If fewer uncircled cells are left in the line, circle all that are "
                    "left. One write can complete 2, 3 or even 4 lines at once: then you "
                    "handle them one after the other, <b>in the order you choose</b>. A "
                    "line's uncircled cells are counted when its turn comes, so circles "
                    "made for the first line can leave fewer for the next."
                ),
            ],
            example_picture(examples.STRAIGHT, **_combination_marks(Combination.STRAIGHT, "d1")),
            self.tr(
                "7, 10, 8, 6 and 9 in the diagonal from a1 to e5 make a straight: three "
                "bonus circles in that diagonal, here a1, c3 and e5."
            ),
        )

    def _full_house_chapter(self) -> Chapter:
        return Chapter(
            self.tr("A full house"),
            [
                self.tr(
                    "A full house is three equal numbers and two other equal numbers, in "
                    "any order. The legend says it earns 2 bonus circles."
                ),
                self.tr(
                    "You choose which cells of the line to circle. A good choice keeps "
                    "numbers uncircled that you expect to roll again, because you can "
                    "circle them later with a roll."
                ),
            ],
            example_picture(
                examples.FULL_HOUSE, **_combination_marks(Combination.FULL_HOUSE, "r2")
            ),
            self.tr("Row 2 holds 5, 5, 7, 5, 7: a full house. Two of its cells were circled."),
        )

    def _scored_line_chapter(self) -> Chapter:
        return Chapter(
            self.tr("A fully circled line scores"),
            [
                self.tr(
                    "When all five cells of a line hold numbers and <b>all five are "
                    "circled</b>, you earn the points of the line's white field: circle the "
                    "white field. Bonus circles and circles by rolls count alike."
                ),
                self.tr("One circle can finish several lines at once. A line scores only once."),
            ],
            example_picture(examples.SCORED_LINE),
            self.tr(
                "Row 4 (4, 9, 4, 9, 4) was a full house: two bonus circles. Rolls of 4, 9 "
                "and 4 circled the other three, so its white field's 6 points count."
            ),
        )

    def _end_chapter(self) -> Chapter:
        game = examples.FINAL_COUNT.game()
        score = game.score(0)
        lines = ", ".join(
            self.tr("{line}: {points}").format(
                line=self._line_words(line), points=game.layout.line_points[line]
            )
            for line in score.scored_lines
        )
        return Chapter(
            self.tr("The end of the game and the count"),
            [
                self.tr(
                    "When, after a round, a player's grid is full, <b>one more round</b> is "
                    "played. Then the game ends."
                ),
                self.tr(
                    "A house rule, Quick end in New Game, leaves out that extra round: the "
                    "game then ends with the round in which the first grid fills."
                ),
                self.tr(
                    "Your score is the points of your circled white fields plus <b>1 point "
                    "for every circled cell</b>. The highest score wins; equal highest "
                    "scores share the win. In a solo game above 50 is good, above 80 "
                    "excellent and above 100 spectacular."
                ),
                self.tr("This sheet scored these lines: {lines}.").format(lines=lines),
                self.tr(
                    "<b>{lines} + {circles} = {total}</b>: {lines} points for the white "
                    "fields and {circles} circled cells make {total} points."
                ).format(lines=score.line_points, circles=score.circles, total=score.total),
            ],
            example_picture(examples.FINAL_COUNT, total_circle=1.0),
            self.tr("A finished sheet, the rulebook's example: {total} points.").format(
                total=score.total
            ),
        )

    def _app_chapter(self) -> Chapter:
        return Chapter(
            self.tr("Playing in the app"),
            [
                self.tr(
                    "Point at a cell: the sheet shows faintly what a click would do, and "
                    "the status bar says it. Click to write or circle; a click that is not "
                    "allowed changes nothing, and the status bar says why."
                ),
                self.tr(
                    "When one write completes several lines with a bonus, click the white "
                    "field of the line you want to handle first (or one of its cells that "
                    "is in none of the other lines), then circle its bonus cells."
                ),
                self.tr(
                    "With the keyboard: the arrow keys move the frame on the sheet, {enter} "
                    "or {space} writes or circles, R rolls, {undo} takes back your last step "
                    "of this roll and H shows a hint; H again or {enter} plays it."
                ).format(
                    enter=key_text("Enter"), space=key_text("Space"), undo=key_text(UNDO_KEYS)
                ),
                self.tr(
                    "Tips: 7 is the most common sum, then 6 and 8; 2 and 12 are rare. The "
                    "centre cell belongs to four lines. Circles make a large part of a good "
                    "score, so balance writing new numbers and circling old ones."
                ),
                self.tr("Help > First Game Guide plays a short game with you, step by step."),
            ],
        )

    def _line_words(self, line: int) -> str:
        """A line in words, translated, as the game's messages say it: 'row 3', 'column c',
        'the diagonal from the top left'."""
        return translated(describe_line(line))


def show_rules(parent: QWidget) -> RulesWindow:
    """The game entry's rules window hook: a new rules window on ``parent`` (not yet shown)."""
    return RulesWindow(parent)
