"""The games the shell hosts, and the one description through which the shell knows them.

Each game is a package here with the same four layers: ``core/`` (its rules, no Qt),
``models/`` (Qt models and the controller), ``render/`` (its painter) and ``views/`` (its
widgets), plus ``entry.py`` whose ``GAME`` is a :class:`GameEntry`. The shell lists the
games in ``knaster_qt/shell/registry.py`` (one line each) and reads nothing else of them
directly. This module imports no Qt and no game: importing a game's core stays Qt-free.

An entry's hooks (check, simulate, print, the play area, ...) are typed: each is declared
against a Protocol of ``knaster_qt/hooks.py`` (read by type checkers and tests only) and is
usually a :class:`LazyHook`, whose module is imported at its first call: the one place where
the app's start stays lazy (docs/GAME-INTERFACE.md).

It also holds the cores' words (:class:`Words`, :func:`QT_TRANSLATE_NOOP`): the sentences a
core says to players (why a move is illegal, what bonus is due), English as plain strings and
translatable by the Qt side (``knaster_qt/texts.py``) without any Qt in the core.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar, cast

from knaster_qt.kit.core.names import MAX_NAME_LENGTH, foreign_character

if TYPE_CHECKING:  # the hooks' Protocols, for type checkers (and tests) only: knaster_qt/hooks.py
    from knaster_qt.hooks import (
        CheckHook,
        NameProblemHook,
        PaintSheetHook,
        PlayAreaHook,
        PrintBlankHook,
        PrintFinishedHook,
        RecordHook,
        ReplayHook,
        RulesWindowHook,
        SimulateHook,
        TableRulesHook,
    )


class Words(str):
    """A sentence of a rules core: its English text, and how to say it in another language.

    The str value is the English sentence, so the command line, the transcripts' errors and
    every comparison with a plain string see nothing new. It also keeps the ``template``
    (marked with :func:`QT_TRANSLATE_NOOP`, so ``pyside6-lupdate`` puts it into the .ts
    files), its translation ``context`` and the ``params`` it was filled with; params may be
    Words themselves ("row 3", a combination's name, a list joined with "and"), translated in
    turn. ``knaster_qt.texts.translated`` (Qt side) says a Words in the app's language.

        QT_TRANSLATE_NOOP("KnasterRules", "{cell} already holds {value}").format(cell=..., value=7)

    Plurals: a core picks one template per case instead of building grammar ("circle 1 number
    {line:in}" / "circle {count} numbers {line:in}"). Counts a core says are small (bonus
    circles 1 to 3), so two templates serve every language: Czech's "2-4" form is the one
    of the plural template, and a count that could reach 5 needs a third template chosen by
    the core (``count >= 5``) or is said without a counted noun. Counted words of the Qt
    side use ``self.tr("%n point(s)", "", n)`` in a QObject.

    Forms: a word that goes into other sentences (a line's name, a combination, a colour)
    carries its other grammatical forms (:meth:`inflected`), each a phrase of its own marked
    for translation: "row 3" also says "in row 3", "of row 3" and "for row 3", so Czech can
    say "v řádku 3", "řádku 3", "za úhlopříčku d1". A template picks a slot's form with a
    format spec, ``{line:in}``, in the English source or only in one language's translation
    (German "{line} {combination:with}", Dutch "De {0:Die} ..."); a spec written with a
    capital (``{0:Die}``) starts the form with one. :data:`FORMS` names the forms there are.
    """

    context: str
    template: str
    params: dict[str, object]
    forms: dict[str, Words]

    def __new__(
        cls,
        text: str,
        context: str,
        template: str,
        params: dict[str, object],
        forms: dict[str, Words] | None = None,
    ) -> Words:
        words = super().__new__(cls, text)
        words.context = context
        words.template = template
        words.params = params
        words.forms = forms or {}
        return words

    def format(self, *args: object, **params: object) -> Words:
        """The template filled with named ``params``: English now, translatable later
        (its forms filled with the same params)."""
        if args:
            raise TypeError("Words take named placeholders only: {name}")
        forms = {name: form.format(**params) for name, form in self.forms.items()}
        return Words(self.template.format(**params), self.context, self.template, params, forms)

    def inflected(self, forms: Mapping[str, Words]) -> Words:
        """This word with its other forms (``{"in": QT_TRANSLATE_NOOP(..., "in row {number}")}``),
        which a sentence's template picks as ``{line:in}``; each name is one of FORMS."""
        unknown = set(forms) - set(FORMS)
        if unknown:
            raise ValueError(f"unknown forms {sorted(unknown)}; the forms are {sorted(FORMS)}")
        return Words(str(self), self.context, self.template, self.params, dict(forms))

    def __format__(self, spec: str) -> str:
        """The English of ``{slot:form}`` (the Qt side says it translated: texts.Said)."""
        form = self.forms.get(spec[:1].lower() + spec[1:]) if spec else None
        if form is None:
            return format(str(self), spec)
        return form[:1].upper() + form[1:] if spec[:1].isupper() else str(form)

    def __reduce__(self) -> tuple[Any, ...]:  # pickles (multiprocessing) keep the words
        return (Words, (str(self), self.context, self.template, self.params, self.forms))


# The forms a word may carry (Words.inflected), each an English phrase of its own that every
# language says as that slot needs it. A template picks one with {slot:form}.
FORMS = {
    "in": "a place with its preposition: 'in row 3' (Czech 'v řádku 3', 've sloupci c')",
    "of": "whose: 'of row 3' (the bonus of row 3; Czech genitive 'řádku 3')",
    "for": "what for: 'for row 3' (the bonus for row 3; Czech 'za úhlopříčku d1')",
    "with": "what a line holds: 'with two pairs' (German 'mit zwei Paaren')",
    "die": "a colour's die after 'the': 'black die' (Dutch 'zwarte dobbelsteen', Czech 'černá kostka')",
    "field": "a colour's field after 'the': 'black field' (Dutch 'zwarte vak', Czech 'černé pole')",
    "from": "where a line comes from: 'from the north' (Czech 'od severu')",
    "edge": "the board's edge on a side: 'north edge' (Czech 'severní okraj')",
}


def QT_TRANSLATE_NOOP(context: str, text: str) -> Words:
    """Mark ``text`` for translation in ``context`` without translating it (no Qt here).

    ``pyside6-lupdate`` extracts the calls by this exact name (with literal arguments) into
    the .ts files; a ``#:`` comment on the line before is a comment for the translators.
    """
    return Words(text, context, text, {})


def computer_label(level: str) -> Words:
    """'Computer: easy': a computer player's level as New Game and Settings offer it."""
    if level == "easy":
        return QT_TRANSLATE_NOOP("Games", "Computer: easy")
    if level == "medium":
        return QT_TRANSLATE_NOOP("Games", "Computer: medium")
    if level == "strong":
        return QT_TRANSLATE_NOOP("Games", "Computer: strong")
    return QT_TRANSLATE_NOOP("Games", "Computer: {level}").format(level=level)


def computer_choices(levels: tuple[str, ...]) -> tuple[Choice, ...]:
    """A game's computer levels as its entry offers them (``GameEntry.bot_levels``)."""
    return tuple(Choice(level, computer_label(level)) for level in levels)


def join_words(items: Sequence[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy': a list in the language's words. A list of
    words that all have a form has it too, each item in that form: {lines:of} is "of row 3
    and of column c"."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    joined = _joined(items)
    forms = [item.forms if isinstance(item, Words) else {} for item in items]
    common = [name for name in forms[0] if all(name in other for other in forms[1:])]
    if not common:
        return joined
    return joined.inflected({name: _joined([form[name] for form in forms]) for name in common})


def _joined(items: Sequence[str]) -> Words:
    """Two or more items as a list (join_words without the forms)."""
    if len(items) == 2:
        #: Two items of a list, e.g. two player names or two lines: "Ann and Bob"
        pair = QT_TRANSLATE_NOOP("Rules", "{first} and {last}")
        return pair.format(first=items[0], last=items[1])
    #: The start of a list of three or more: "Ann, Bob and Cy" is "Ann" + ", " + "Bob and Cy"
    more = QT_TRANSLATE_NOOP("Rules", "{first}, {rest}")
    return more.format(first=items[0], rest=_joined(items[1:]))


H = TypeVar("H")


class LazyHook:
    """A hook named by where it lives, imported at its first call: the app's start stays lazy.

    ``lazy_modules(__package__, "core", "views")`` gives a game's layers as LazyHooks; an
    attribute of one is the LazyHook of that name in it (a module or what the module
    holds), so an entry names a hook as plainly as an import would:

        if TYPE_CHECKING:  # mypy reads the real modules: each hook is checked against its field
            import knaster_qt.games.knaster.core.records
            from knaster_qt.games.knaster import core
        else:
            (core,) = lazy_modules(__package__, "core")

        GAME = GameEntry(..., record=core.records.record, ...)

    Under ``TYPE_CHECKING`` the names are the real modules, so mypy strict checks every
    implementation against the hook's Protocol (``GameEntry``'s field types); at run time
    they cost a small object each and import nothing until the hook is called.
    """

    __slots__ = ("_module", "_names", "_target")

    def __init__(self, module: str, names: tuple[str, ...] = ()) -> None:
        self._module = module  # a module to import (a game's layer)
        self._names = names  # the attributes (or submodules) under it, in order
        self._target: Callable[..., Any] | None = None

    def __getattr__(self, name: str) -> LazyHook:
        if name.startswith("_"):  # Python's own questions (copy, inspect): not a hook's name
            raise AttributeError(name)
        return LazyHook(self._module, (*self._names, name))

    def resolve(self) -> Callable[..., Any]:
        """The implementation, its module imported now (once)."""
        if self._target is None:
            found: Any = import_module(self._module)
            for name in self._names:
                if hasattr(found, name):
                    found = getattr(found, name)
                elif isinstance(found, ModuleType):  # a submodule not imported yet
                    found = import_module(f"{found.__name__}.{name}")
                else:
                    raise AttributeError(f"{self} has no {name}")
            self._target = found
        return self._target

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.resolve()(*args, **kwargs)

    def __repr__(self) -> str:
        return f"LazyHook({'.'.join((self._module, *self._names))})"


if TYPE_CHECKING:  # for mypy the games' package itself, so it checks every hook named through it
    import knaster_qt.games

    lazy = knaster_qt.games
else:  # at run time a hook named through it imports its module at its first call
    lazy = LazyHook(__name__)


def resolve_hook(hook: H) -> H:
    """The implementation behind a hook (a LazyHook's, its module imported now; any other
    callable is its own implementation)."""
    if isinstance(hook, LazyHook):
        return cast(H, hook.resolve())
    return hook


class GameFileError(Exception):
    """A game's transcript that cannot be read or breaks its format or rules.

    Every game's transcript errors derive from it, so the shell and ``knaster-qt check``
    report any game's file the same way: ``FILE:LINE: error: MESSAGE``. ``line`` is the
    1-based line of the first problem (the line after the last for something missing at
    the end).
    """

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.message = message
        self.line = line

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


def transcript_name_problem(name: str, keywords: Collection[str]) -> Words | None:
    """Why ``name`` cannot be a player's name in a game whose transcripts start their
    statements with ``keywords``, or None. Every game's names are one word of letters, digits,
    ``_`` or ``-`` (knaster_qt.kit.core.names), at most MAX_NAME_LENGTH characters, so a
    transcript can say them; a game's ``name_problem`` hook passes its own keywords."""
    if not name:
        return QT_TRANSLATE_NOOP("Rules", "a player needs a name")
    if len(name) > MAX_NAME_LENGTH:
        long = QT_TRANSLATE_NOOP("Rules", "'{name}' is longer than {most} characters")
        return long.format(name=name, most=MAX_NAME_LENGTH)
    char = foreign_character(name)
    if char is not None:
        if char.isspace():
            space = QT_TRANSLATE_NOOP(
                "Rules", "'{name}' contains a space; use letters, digits, _ or -"
            )
            return space.format(name=name)
        #: {char}: the character that may not be in a name
        other = QT_TRANSLATE_NOOP(
            "Rules", "'{name}' contains '{char}'; use letters, digits, _ or -"
        )
        return other.format(name=name, char=char)
    if name in keywords:
        keyword = QT_TRANSLATE_NOOP(
            "Rules", "'{name}' is a keyword of the transcript and cannot be a name"
        )
        return keyword.format(name=name)
    return None


def _plain_name_problem(name: str) -> str | None:
    return "a player needs a name" if not name.strip() else None


@dataclass(frozen=True)
class Choice:
    """One value of a new-game option: ``key`` is stored (settings, transcripts), ``label`` shown."""

    key: str
    label: str
    tip: str = ""  # a tooltip saying more


@dataclass(frozen=True)
class ActionWords:
    """One of the main window's actions in a game's own words (Game > Roll the Dice is
    "Throw the Dice" in Exact Hit). Each is a Words: the shell says it translated."""

    text: str  # the menu item, with its mnemonic: "&Throw the Dice"
    icon_text: str  # the toolbar button: "Throw"
    tip: str  # the tooltip, with the key: "Throw the six dice (R)"
    status_tip: str = ""  # the status bar while the pointer is on the menu item or button


# The main window's words where a game gives none of its own (GameEntry's defaults).
ROLL_THE_DICE = ActionWords(
    QT_TRANSLATE_NOOP("Games", "&Roll the Dice"),
    #: The dice action's toolbar button
    QT_TRANSLATE_NOOP("Games", "Roll"),
    QT_TRANSLATE_NOOP("Games", "Roll the dice (R)"),
    QT_TRANSLATE_NOOP("Games", "Roll the dice for this round."),
)
HINT_TIP = QT_TRANSLATE_NOOP("Games", "What the strong computer player would do in your place (H)")
UNDO_TIP = QT_TRANSLATE_NOOP("Games", "Take back your last step ({key})")


@dataclass(frozen=True)
class GameOption:
    """An option of ``knaster-qt simulate`` for one game: ``--end-rule quick-end``.

    ``choices`` empty: any value, which the game's simulate hook checks (ValueError).
    """

    name: str  # the option without its dashes: "end-rule"
    default: str
    help: str
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameEntry:
    """What the shell needs to know of a game, and nothing more."""

    name: str  # shown in menus, dialogs and file filters: "Knaster"
    transcript_header: str  # the first word of its transcripts: "knaster"
    file_suffix: str  # of its saved games: ".knaster"
    sheet_sides: tuple[Choice, ...]  # the sides of its printed sheet (pad) a game may use
    end_rules: tuple[Choice, ...]  # how a game may end (a new-game option)
    bot_levels: tuple[Choice, ...]  # the computer players it offers, weakest first
    max_players: int
    rules_help: tuple[
        str, ...
    ]  # its rules in Markdown: a path under resources/ (() with rules_window)
    # The hooks: each typed by its Protocol (knaster_qt/hooks.py), usually a LazyHook (imported
    # when first called); None while a game has none yet.
    painter: PaintSheetHook | None  # draws one sheet with a QPainter
    check: CheckHook | None  # the `knaster-qt check` summary; raises GameFileError
    ratings: tuple[
        tuple[int, str], ...
    ] = ()  # a solo total's words: (lowest total, word), best first
    simulate: SimulateHook | None = None
    print_blank: PrintBlankHook | None = None
    print_finished: PrintFinishedHook | None = None
    min_players: int = 1
    # The levels `simulate --bot` accepts (its weak reference players too); () = bot_levels.
    simulate_levels: tuple[str, ...] = ()
    simulate_default_level: str = ""  # "" = the middle of simulate_levels()
    simulate_options: tuple[GameOption, ...] = ()
    # Help > Rules: the game's own rules window (views layer); None shows the ``rules_help``
    # text instead.
    rules_window: RulesWindowHook | None = None
    # The main window's hooks (docs/ARCHITECTURE.md, "The play area"): the game on the main
    # window (views layer; knaster_qt/play_area.py says what it must do).
    play_area: PlayAreaHook | None = None
    # A network game's referee (Qt-free, core/network.py); None: the game is not hosted.
    table_rules: TableRulesHook | None = None
    # What the records keep of a transcript (load_record says what). Qt-free (core).
    record: RecordHook | None = None
    # The game's replay window (views layer); its ask_open is the shell's Open dialog.
    replay: ReplayHook | None = None
    name_problem: NameProblemHook | None = None  # None: any name that is not blank
    has_dice: bool = False  # played with dice: New Game offers real dice at the table
    how_players_play: str = ""  # New Game's sentence after "Who plays? 1 to 12 players, ..."
    # One printed sheet shows every player (a score pad): printing a transcript needs no
    # --player/--all, it prints that sheet.
    one_sheet_for_all: bool = False
    # Each player has their own sheet, a different one of ``sheet_sides`` (New Game asks it
    # per seat: Seat.sheet; "" = dealt), instead of one side for the whole table.
    sheet_per_seat: bool = False
    # The window's words in this game (Words, translated when shown; docs/GAME-INTERFACE.md).
    # Game > Roll the Dice (R): its menu item, toolbar button, tooltip and status tip; the
    # window hides the action for a game without dice (``has_dice`` False).
    dice_action: ActionWords = ROLL_THE_DICE
    hint_tip: str = HINT_TIP  # the Hint action's tooltip (key H)
    undo_tip: str = UNDO_TIP  # the Undo action's tooltip; {key}: its key ("Ctrl+Z")
    # Settings and Edit > Animations: what the hints and the animations are in this game, said
    # after its name ("Exact Hit: which dice to write ..."); "" says nothing more.
    hints_help: str = ""
    animation_help: str = ""
    # Help > About: whose game it is, said after its name ("Knaster: a game by ..."); "" = none.
    credit: str = ""

    def load_painter(self) -> PaintSheetHook:
        """The painter (see PaintSheetHook); ValueError while the game has none."""
        return _hook(self.painter, self.name, "painter")

    def load_check(self) -> CheckHook:
        """The transcript checker (see CheckHook); ValueError while the game has none."""
        return _hook(self.check, self.name, "check")

    def load_simulate(self) -> SimulateHook:
        """One whole game of computer players (see SimulateHook)."""
        return _hook(self.simulate, self.name, "simulate")

    def load_print_blank(self) -> PrintBlankHook:
        """Blank sheets to print (see PrintBlankHook); its module (Qt) is imported when called."""
        return _hook(self.print_blank, self.name, "print_blank")

    def load_print_finished(self) -> PrintFinishedHook:
        """A transcript's sheets to print (see PrintFinishedHook); Qt imported when called."""
        return _hook(self.print_finished, self.name, "print_finished")

    def levels_to_simulate(self) -> tuple[str, ...]:
        """The levels ``simulate --bot`` takes for this game, weakest first."""
        return self.simulate_levels or tuple(level.key for level in self.bot_levels)

    def default_simulate_level(self) -> str:
        levels = self.levels_to_simulate()
        return self.simulate_default_level or (levels[len(levels) // 2] if levels else "")

    def load_record(self) -> RecordHook:
        """The game's ``record``: what the records keep of a transcript (GameFileError if bad).

        ``{"status": "finished" | "in_progress", "sheet": str, "end_rule": str, "rounds": int,
        "players": [{"name": str, "level": str | None, "total": int, ...}]}``; a player's
        ``line_points`` and ``circles`` are kept where a game has them. None = a person.
        """
        return _hook(self.record, self.name, "record")

    def load_name_problem(self) -> NameProblemHook:
        """Why a player cannot be called so in this game (None: the name is fine)."""
        return self.name_problem or _plain_name_problem

    def file_filter(self) -> str:
        """Its entry in a file dialog's filter: ``Knaster games (*.knaster *.txt)``."""
        return f"{self.name} games (*{self.file_suffix} *.txt)"


def _hook(hook: H | None, game: str, name: str) -> H:
    if hook is None:
        raise ValueError(f"{game} has no {name} hook yet")
    return hook
