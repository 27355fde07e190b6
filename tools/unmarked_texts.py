"""Find user-visible texts that are not marked for translation.

An AST scan of Python modules: a str literal, an f-string, or a literal's ``.format()`` /
``%`` / ``+`` given directly to a Qt text setter or constructor (``setText``,
``setWindowTitle``, ``QLabel(...)``, ``QMessageBox(...)``, ``addItem``, a file dialog's
caption and filter, ...) or to the play area's ``say``/``hover`` is reported, unless it
is wrapped in ``tr``/``translate`` (whose result may be formatted). Literals without a
letter ("", " · ", "&{0} {1}", "<b>") are not texts.

    python tools/unmarked_texts.py [PATH ...]     (default: the shell's and the games' folders)

tests/shell/test_marked_texts.py runs it in `make test`.
"""

from __future__ import annotations

import ast
import os
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Methods whose every positional text argument is shown to the person.
TEXT_METHODS = frozenset(
    {
        "setText",
        "setWindowTitle",
        "setToolTip",
        "setStatusTip",
        "setWhatsThis",
        "setPlaceholderText",
        "setTitle",
        "showMessage",
        "addAction",
        "addMenu",
        "setInformativeText",
        "setDetailedText",
        "setTabText",
        "setItemText",
        "setAccessibleName",
        "setAccessibleDescription",
        "setLabelText",
        "drawText",
        "emit",  # a signal carrying a sentence to show
        "setHorizontalHeaderLabels",
        "setVerticalHeaderLabels",
        "addItems",
        # the play area's Frame and the shell's own message helpers
        "say",
        "hover",
        "show_error",
        "_show_error",
        "_show_message",
        "_show_hover",
        "warning_box",
    }
)
# Classes whose constructor's text arguments are shown.
TEXT_CLASSES = frozenset(
    {
        "QAction",
        "QLabel",
        "QPushButton",
        "QToolButton",
        "QCheckBox",
        "QRadioButton",
        "QGroupBox",
        "QMessageBox",
        "QMenu",
        "QTableWidgetItem",
        "QListWidgetItem",
    }
)
# Static helpers of QMessageBox: everything after the parent.
MESSAGE_BOX_FUNCTIONS = frozenset({"information", "warning", "critical", "question", "about"})
# QFileDialog's static dialogs: (parent, caption, directory, filter, ...).
FILE_DIALOG_FUNCTIONS = frozenset(
    {"getOpenFileName", "getOpenFileNames", "getSaveFileName", "getExistingDirectory"}
)
FILE_DIALOG_TEXT_POSITIONS = (1, 3)
FILE_DIALOG_TEXT_KEYWORDS = frozenset({"caption", "filter"})
# Methods with one text argument among others: (name, its position).
TEXT_POSITIONS = {"addItem": 0, "insertItem": 1, "addButton": 0, "addTab": 1, "insertTab": 2}
TRANSLATORS = frozenset({"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP"})


@dataclass(frozen=True)
class Finding:
    path: str  # relative to the project
    line: int
    call: str  # the setter or class the text goes to
    text: str  # the literal as written (shortened)

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.call}({self.text}) is not marked for translation"


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _has_letter(text: str) -> bool:
    """Whether ``text`` has words (HTML tags alone, "<b>", are none)."""
    return any(character.isalpha() for character in re.sub(r"<[^<>]*>", "", text))


def unmarked(node: ast.expr) -> bool:
    """Whether ``node`` is (or is built from) a literal text not passed through tr/translate."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and _has_letter(node.value)
    if isinstance(node, ast.JoinedStr):  # an f-string: its literal parts are the text
        return any(
            isinstance(part, ast.Constant) and _has_letter(str(part.value)) for part in node.values
        )
    if isinstance(node, ast.Call):
        name = _name(node.func)
        if name in TRANSLATORS:
            return False
        if name in ("format", "join", "replace", "strip", "upper", "capitalize") and isinstance(
            node.func, ast.Attribute
        ):
            return unmarked(node.func.value) or (
                name == "format" and any(unmarked(arg) for arg in node.args)
            )
        return False
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
        return unmarked(node.left) or (isinstance(node.op, ast.Add) and unmarked(node.right))
    if isinstance(node, ast.IfExp):
        return unmarked(node.body) or unmarked(node.orelse)
    if isinstance(node, ast.List | ast.Tuple):
        return any(unmarked(element) for element in node.elts)
    return False


def _texts_of_call(node: ast.Call) -> Iterator[ast.expr]:
    """The arguments of ``node`` that a person reads, if it is a text setter or constructor."""
    name = _name(node.func)
    if name in TEXT_METHODS and isinstance(node.func, ast.Attribute | ast.Name):
        yield from node.args
        yield from (keyword.value for keyword in node.keywords if keyword.arg == "text")
    elif name in TEXT_POSITIONS and isinstance(node.func, ast.Attribute):
        if TEXT_POSITIONS[name] < len(node.args):
            yield node.args[TEXT_POSITIONS[name]]
    elif name in TEXT_CLASSES:
        yield from node.args
        yield from (keyword.value for keyword in node.keywords if keyword.arg in ("text", "title"))
    elif name in MESSAGE_BOX_FUNCTIONS and _name_of_owner(node) == "QMessageBox":
        yield from node.args[1:]
    elif name in FILE_DIALOG_FUNCTIONS:
        yield from (node.args[i] for i in FILE_DIALOG_TEXT_POSITIONS if i < len(node.args))
        yield from (
            keyword.value for keyword in node.keywords if keyword.arg in FILE_DIALOG_TEXT_KEYWORDS
        )


def _name_of_owner(node: ast.Call) -> str:
    func = node.func
    return _name(func.value) if isinstance(func, ast.Attribute) else ""


# Where each marking call has its text: pyside6-lupdate extracts it only when it is a literal
# there, and only from these names (not from an alias such as ``_tr = ...`` or a helper).
TEXT_ARGUMENT = {"tr": 0, "translate": 1, "QT_TR_NOOP": 0, "QT_TRANSLATE_NOOP": 1}
# The one place that translates texts marked elsewhere, whatever they are (a core's Words).
RUNTIME_TRANSLATOR = "knaster_qt/texts.py"


def unseen_by_lupdate(node: ast.Call, marks_texts: bool, path: str) -> bool:
    """Whether ``node`` is meant to translate but lupdate cannot extract its text.

    A bare ``translate("...")`` (an alias) is never extracted. ``self.tr(name)`` or
    ``QCoreApplication.translate(context, name)`` of a variable is right only where the
    module marks its texts with ``QT_TRANSLATE_NOOP`` (translated later by name); a
    helper ``def _tr(text): return QCoreApplication.translate("X", text)`` elsewhere hides
    every text passed to it from lupdate.
    """
    name = _name(node.func)
    if name not in TEXT_ARGUMENT or path == RUNTIME_TRANSLATOR:
        return False
    if name == "translate":
        owner = _name_of_owner(node)
        if isinstance(node.func, ast.Name):
            return True  # an alias: lupdate knows only QCoreApplication.translate
        if owner not in ("QCoreApplication", "QApplication", "QGuiApplication"):
            return False  # QPainter.translate and the like: not about texts
    elif name == "tr" and not isinstance(node.func, ast.Attribute):
        return True
    position = TEXT_ARGUMENT[name]
    if position >= len(node.args):
        return False
    text = node.args[position]
    if isinstance(text, ast.Constant) and isinstance(text.value, str):
        return False
    return not (marks_texts and name in ("tr", "translate"))


def scan_source(source: str, path: str) -> list[Finding]:
    """The unmarked texts of one module's source."""
    findings = []
    tree = ast.parse(source, filename=path)
    marks_texts = any(
        isinstance(node, ast.Call) and _name(node.func) in ("QT_TRANSLATE_NOOP", "QT_TR_NOOP")
        for node in ast.walk(tree)
    )
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        if unseen_by_lupdate(node, marks_texts, path):
            findings.append(
                Finding(
                    path,
                    node.lineno,
                    _name(node.func),
                    ast.unparse(node)[:70] + " (lupdate cannot read it)",
                )
            )
        for argument in _texts_of_call(node):
            if unmarked(argument):
                text = ast.unparse(argument)
                findings.append(
                    Finding(
                        path,
                        argument.lineno,
                        _name(node.func),
                        text if len(text) <= 70 else text[:67] + "...",
                    )
                )
    return findings


def modules(paths: Iterable[Path]) -> Iterator[Path]:
    """The Python modules under ``paths`` (files or folders), without the compiled .ui ones
    (their texts are the .ui files', which lupdate reads)."""
    for path in paths:
        candidates = [path] if path.is_file() else sorted(path.rglob("*.py"))
        for module in candidates:
            if not module.name.startswith("ui_"):
                yield module


def scan(paths: Iterable[Path]) -> list[Finding]:
    findings: list[Finding] = []
    for module in modules(paths):
        path = module.resolve()
        # Named from the project's root (or, for another checkout, from where it runs).
        relative = (
            path.relative_to(ROOT).as_posix()
            if path.is_relative_to(ROOT)
            else os.path.relpath(path)
        )
        findings.extend(scan_source(module.read_text(encoding="utf-8"), relative))
    return findings


# What a person reads comes from these (the command line, knaster_qt/cli, may stay English).
CHECKED = ("knaster_qt/shell", "knaster_qt/play_area.py", "knaster_qt/widgets", "knaster_qt/games")


def main(argv: list[str]) -> int:
    paths = [Path(arg) for arg in argv] or [ROOT / folder for folder in CHECKED]
    findings = scan(paths)
    for finding in findings:
        print(finding)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
