"""One-off, re-runnable: move the package into the shell/games layout (issue 14).

    python3 tools/move_to_shell_and_games.py          # in a clean work tree at the repo root

It `git mv`s the modules and their tests, then rewrites every reference to the old module
names (imports, patch targets, paths in strings and docs). Running it again on the moved
tree changes nothing. Kept in tools/ so that a branch made before the move can be brought
along: run it on that branch, then rebase (docs/ARCHITECTURE.md lists the layout).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
K = "knaster_qt"
G = "knaster_qt.games.knaster"
S = "knaster_qt.shell"

# Old module or package -> new one (dotted). Packages map their children unless a child
# is listed on its own.
PACKAGES = {
    f"{K}.core": f"{G}.core",
    f"{K}.models": f"{G}.models",
    f"{K}.render": f"{G}.render",
    f"{K}.printing": f"{S}.printing",
}
MODULES = {
    f"{K}.core.assets": f"{K}.assets",
    f"{K}.models.knaster_controller": f"{G}.models.controller",
    f"{K}.models.knaster_clicks": f"{G}.models.clicks",
    f"{K}.models.knaster_prompts": f"{G}.models.prompts",
    f"{K}.app": f"{S}.app",
    f"{K}.settings": f"{S}.settings",
    f"{K}.single_instance": f"{S}.single_instance",
    f"{K}.licences": f"{S}.licences",
    f"{K}.session.data_dir": f"{S}.data_dir",
    f"{K}.session.persistence": f"{S}.views.persistence",
    f"{K}.session.quit_guard": f"{S}.views.quit_guard",
}
for name in ("keeper", "finished_games", "game_records", "picks_note", "replay"):
    MODULES[f"{K}.session.{name}"] = f"{S}.session.{name}"
MODULES[f"{K}.session"] = f"{S}.session"  # the package (its __init__)
GAME_VIEWS = {"sheet_view", "screen_picture", "sheet_animations", "sheet_hover", "ui_result_dialog"}
for path in sorted((ROOT / K / "views").glob("*.py")) if (ROOT / K / "views").is_dir() else []:
    name = path.stem
    if name == "__init__":
        continue
    if name in GAME_VIEWS:
        MODULES[f"{K}.views.{name}"] = f"{G}.views.{name}"
    elif name == "knaster_dialogs":
        MODULES[f"{K}.views.{name}"] = f"{G}.views.dialogs"
    else:
        MODULES[f"{K}.views.{name}"] = f"{S}.views.{name}"
MODULES[f"{K}.views"] = f"{S}.views"

# Test folders: tests mirror the package.
TEST_DIRS = {
    "tests.core": "tests.games.knaster.core",
    "tests.models": "tests.games.knaster.models",
    "tests.render": "tests.games.knaster.render",
    "tests.views": "tests.shell.views",
    "tests.session": "tests.shell.session",
    "tests.printing": "tests.shell.printing",
}
NEW_INITS = [
    f"{K}/shell/__init__.py",
    f"{K}/games/__init__.py",
    f"{K}/games/knaster/__init__.py",
    f"{K}/games/knaster/views/__init__.py",
    "tests/games/__init__.py",
    "tests/games/knaster/__init__.py",
    "tests/shell/__init__.py",
]
INIT_TEXT = {
    f"{K}/shell/__init__.py": '"""The shell: the window frame, dice, players, files, records, settings; hosts the games."""\n',
    f"{K}/games/__init__.py": '"""The games the shell hosts, one package each with the same four layers."""\n',
    f"{K}/games/knaster/__init__.py": '"""Knaster: core (rules, no Qt), models (Qt), render (the painter), views (widgets)."""\n',
    f"{K}/games/knaster/views/__init__.py": '"""The Knaster sheet on screen: the view, its hover, animations and dialogs."""\n',
}


def module_map() -> dict[str, str]:
    """Every old module (dotted) that exists now, with its new name."""
    found: dict[str, str] = {}
    for path in (ROOT / K).rglob("*.py"):
        parts = list(path.with_suffix("").relative_to(ROOT).parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        name = ".".join(parts)
        new = rename(name)
        if new != name:
            found[name] = new
    return found


def rename(name: str) -> str:
    """The new dotted name of ``name`` (a module, a package or something inside one)."""
    parts = name.split(".")
    for cut in range(len(parts), 1, -1):
        head = ".".join(parts[:cut])
        tail = parts[cut:]
        if head in MODULES:
            return ".".join([MODULES[head], *tail])
        if head in PACKAGES:
            return ".".join([PACKAGES[head], *tail])
    return name


def rename_test(name: str) -> str:
    parts = name.split(".")
    for cut in range(len(parts), 1, -1):
        head = ".".join(parts[:cut])
        if head in TEST_DIRS:
            return ".".join([TEST_DIRS[head], *parts[cut:]])
    return name


def git(*args: str) -> None:
    subprocess.run(["git", *args], cwd=ROOT, check=True)


def move_files(mapping: dict[str, str]) -> list[tuple[Path, int]]:
    """git mv every module and test folder; returns moved test files with their extra depth."""
    for old, new in sorted(mapping.items()):
        src = ROOT / Path(*old.split("."))
        src = src / "__init__.py" if src.is_dir() else src.with_suffix(".py")
        dst = ROOT / Path(*new.split("."))
        dst = dst / "__init__.py" if src.name == "__init__.py" else dst.with_suffix(".py")
        if not src.exists():
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        git("mv", str(src.relative_to(ROOT)), str(dst.relative_to(ROOT)))
    moved_tests: list[tuple[Path, int]] = []
    for old, new in TEST_DIRS.items():
        src = ROOT / Path(*old.split("."))
        if not src.is_dir():
            continue
        dst = ROOT / Path(*new.split("."))
        dst.parent.mkdir(parents=True, exist_ok=True)
        git("mv", str(src.relative_to(ROOT)), str(dst.relative_to(ROOT)))
        extra = len(new.split(".")) - len(old.split("."))
        moved_tests += [(path, extra) for path in dst.rglob("*.py")]
    for init in NEW_INITS:
        path = ROOT / init
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(INIT_TEXT.get(init, ""), encoding="utf-8")
            git("add", init)
    # folders the move emptied (only __pycache__ left)
    for old in [*PACKAGES, f"{K}.views", f"{K}.session", *TEST_DIRS]:
        folder = ROOT / Path(*old.split("."))
        if folder.is_dir() and not any(p.suffix == ".py" for p in folder.rglob("*")):
            subprocess.run(["rm", "-rf", str(folder)], check=True)
    return moved_tests


DOTTED = re.compile(r"(?<![\w.])(knaster_qt(?:\.\w+)+)")
SLASHED = re.compile(r"(?<![\w/])(knaster_qt(?:/\w+)+)(\.py)?")
TESTS_DOTTED = re.compile(r"(?<![\w.])(tests(?:\.\w+)+)")
TESTS_SLASHED = re.compile(r"(?<![\w/])(tests(?:/\w+)+)")
FROM_IMPORT = re.compile(
    r"^([ \t]*)from (knaster_qt(?:\.\w+)*) import (\w+(?: as \w+)?(?:, \w+(?: as \w+)?)*)([ \t]*(?:#.*)?)$",
    re.MULTILINE,
)


def modules_now() -> set[str]:
    names = set()
    for path in (ROOT / K).rglob("*.py"):
        parts = list(path.with_suffix("").relative_to(ROOT).parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.add(".".join(parts))
    return names


def rewrite_text(text: str, old_modules: set[str]) -> str:
    def from_import(match: re.Match[str]) -> str:
        """``from PACKAGE import module, ...``: each module to its new package (one line each
        new package; a renamed module keeps its old name as an alias so the code still reads)."""
        indent, package, names, rest = match.groups()
        lines: dict[str, list[str]] = {}
        changed = False
        for item in names.split(", "):
            name, _, alias = item.partition(" as ")
            full = f"{package}.{name}"
            new = rename(full) if full in old_modules else full
            new_package, _, new_name = new.rpartition(".")
            if new != full:
                changed = True
            shown = alias or (name if new_name != name else "")
            lines.setdefault(new_package, []).append(
                f"{new_name} as {shown}" if shown and shown != new_name else new_name
            )
        if not changed:
            return match.group(0)
        out = [f"{indent}from {where} import {', '.join(items)}" for where, items in lines.items()]
        out[0] += rest
        return "\n".join(out)

    text = FROM_IMPORT.sub(from_import, text)
    text = DOTTED.sub(lambda m: rename(m.group(1)), text)

    def slashed(match: re.Match[str]) -> str:
        dotted = match.group(1).replace("/", ".")
        new = rename(dotted)
        if new == dotted:
            return match.group(0)
        return new.replace(".", "/") + (match.group(2) or "")

    text = SLASHED.sub(slashed, text)
    text = TESTS_DOTTED.sub(lambda m: rename_test(m.group(1)), text)
    text = TESTS_SLASHED.sub(
        lambda m: rename_test(m.group(1).replace("/", ".")).replace(".", "/"), text
    )
    return text


def fix_depth(path: Path, extra: int) -> None:
    """A test moved ``extra`` folders deeper: its paths up to tests/ and the root grow."""
    text = path.read_text(encoding="utf-8")

    def ups(match: re.Match[str]) -> str:
        base, chain = match.group(1), match.group(2)
        count = (
            chain.count(".parent") if not chain.startswith(".parents[") else int(chain[9:-1]) + 1
        )
        if count == 1:  # the test's own folder: it moved along
            return match.group(0)
        return f"{base}.parents[{count - 1 + extra}]"

    text = re.sub(
        r"(Path\(__file__\)\.resolve\(\)|PROBE|DRIVER)((?:\.parent)+(?![\w\[])|\.parents\[\d+\])",
        ups,
        text,
    )
    path.write_text(text, encoding="utf-8")


SPECIAL = [
    # one import line naming modules that now live in two packages
    (
        "benchmarks/startup.py",
        "from knaster_qt.shell.views import main_window, sheet_view  # what app.main imports next",
        "from knaster_qt.games.knaster.views import sheet_view  # what app.main imports next\n"
        "from knaster_qt.shell.views import main_window",
    ),
    # the generated modules now live in two folders: one make rule each
    (
        "Makefile",
        "knaster_qt/shell/views/ui_%.py: ui/%.ui | $(STAMP)\n\t$(BIN)/pyside6-uic $< -o $@\n",
        "knaster_qt/shell/views/ui_%.py: ui/%.ui | $(STAMP)\n\t$(BIN)/pyside6-uic $< -o $@\n"
        "knaster_qt/games/knaster/views/ui_%.py: ui/%.ui | $(STAMP)\n\t$(BIN)/pyside6-uic $< -o $@\n",
    ),
    (
        "tests/e2e/conftest.py",
        '.parent.parent / "views" / "conftest.py"',
        '.parent.parent / "shell" / "views" / "conftest.py"',
    ),
    # the session tests drive the window with the views' fixtures: still one folder up
    (
        "tests/shell/session/conftest.py",
        'Path(__file__).resolve().parents[2] / "views" / "conftest.py"',
        'Path(__file__).resolve().parent.parent / "views" / "conftest.py"',
    ),
    (
        "tools/compile_ui.py",
        'ROOT / "knaster_qt" / "views" / "ui_main_window.py"',
        'ROOT / "knaster_qt" / "shell" / "views" / "ui_main_window.py"',
    ),
    (
        "benchmarks/crash_test.py",
        'str(ROOT / "tests" / "session")',
        'str(ROOT / "tests" / "shell" / "session")',
    ),
    (
        "benchmarks/fuzz_transcripts.py",
        'str(ROOT / "tests" / "core")',
        'str(ROOT / "tests" / "games" / "knaster" / "core")',
    ),
]


def list_packages() -> None:
    """pyproject's explicit package list (setuptools cannot discover resources/ and ui/,
    which live outside the package folder): every folder with an __init__.py."""
    path = ROOT / "pyproject.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index("packages = [\n")
    end = text.index("]\n", start) + 2
    found = sorted(
        ".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / K).rglob("__init__.py")
    )
    body = "".join(f'    "{name}",\n' for name in [*found, f"{K}.resources", f"{K}.ui"])
    text = text[:start] + "packages = [\n" + body + "]\n" + text[end:]
    text = text.replace(
        'files = ["knaster_qt/games/knaster/core"]',
        'files = ["knaster_qt/games/knaster/core", "knaster_qt/assets.py"]',
    )
    path.write_text(text, encoding="utf-8")


def drop_old_reexport() -> None:
    """The Knaster dialogs re-exported the shell's NewGameDialog for its old importers."""
    path = ROOT / K / "games" / "knaster" / "views" / "dialogs.py"
    if not path.exists():
        return
    text = path.read_text(encoding="utf-8")
    text = text.replace(
        "from knaster_qt.shell.views.new_game_dialog import NewGameDialog  # its old home: imports keep working\n",
        "",
    ).replace(
        '__all__ = ["NewGameDialog", "ResultDialog", "RulesDialog", "rating_text"]',
        '__all__ = ["ResultDialog", "RulesDialog", "rating_text"]',
    )
    path.write_text(text, encoding="utf-8")
    window = ROOT / K / "shell" / "views" / "main_window.py"
    text = window.read_text(encoding="utf-8")
    text = text.replace(
        "from knaster_qt.games.knaster.views.dialogs import NewGameDialog, ResultDialog, RulesDialog",
        "from knaster_qt.games.knaster.views.dialogs import ResultDialog, RulesDialog\n"
        "    from knaster_qt.shell.views.new_game_dialog import NewGameDialog",
    ).replace(
        "from knaster_qt.games.knaster.views.dialogs import NewGameDialog\n",
        "from knaster_qt.shell.views.new_game_dialog import NewGameDialog\n",
    )
    window.write_text(text, encoding="utf-8")


def compile_ui() -> None:
    """Compile every generated module again from its .ui file (their imports moved)."""
    uic = Path(sys.executable).with_name("pyside6-uic")
    for module in (ROOT / K).rglob("ui_*.py"):
        text = module.read_text(encoding="utf-8")
        source = re.search(r"^## Form generated from reading UI file '([^']+)'", text, re.M)
        if source:
            ui_file = ROOT / "ui" / source.group(1)
            subprocess.run([str(uic), str(ui_file), "-o", str(module)], cwd=ROOT, check=True)


def tidy() -> None:
    """Sort the rewritten imports (ruff's isort) and wrap lines that grew."""
    ruff = [sys.executable, "-m", "ruff"]
    folders = ["knaster_qt", "tests", "benchmarks", "tools"]
    subprocess.run([*ruff, "check", "--fix", "--select", "I", "--quiet", *folders], cwd=ROOT)
    changed = subprocess.run(
        ["git", "diff", "--name-only", "HEAD", "--", "*.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    changed = [
        name for name in changed if (ROOT / name).exists() and not name.startswith("packaging")
    ]
    if changed:
        subprocess.run([*ruff, "format", "--quiet", *changed], cwd=ROOT)


def main() -> int:
    if subprocess.run(["git", "diff", "--quiet", "HEAD"], cwd=ROOT).returncode:
        print("the work tree has changes: commit them first", file=sys.stderr)
        return 1
    old_modules = set(module_map()) | modules_now()
    moved_tests = move_files(module_map())
    for path, extra in moved_tests:
        fix_depth(path, extra)
    targets = [
        *ROOT.joinpath(K).rglob("*.py"),
        *ROOT.joinpath("tests").rglob("*.py"),
        *ROOT.joinpath("benchmarks").rglob("*.py"),
        *ROOT.joinpath("tools").rglob("*.py"),
        *ROOT.joinpath("packaging").rglob("*.py"),
        *ROOT.joinpath("docs").rglob("*.md"),
        *ROOT.joinpath("ui").glob("*.ui"),  # promoted widgets name their module's path
        ROOT / "packaging" / "knaster-qt.spec",
        ROOT / "pyproject.toml",
        ROOT / "Makefile",
        ROOT / "README.md",
        ROOT / ".ci" / "run",
    ]
    me = Path(__file__).resolve()
    for path in targets:
        if path.resolve() == me or not path.exists():
            continue
        text = path.read_text(encoding="utf-8")
        new = rewrite_text(text, old_modules)
        if new != text:
            path.write_text(new, encoding="utf-8")
    for name, old, new in SPECIAL:
        path = ROOT / name
        if not path.exists():
            continue
        text = path.read_text(encoding="utf-8")
        if old in text:
            path.write_text(text.replace(old, new), encoding="utf-8")
    list_packages()
    drop_old_reexport()
    assets = ROOT / K / "assets.py"  # one folder up from core/: the package folder is its own
    assets.write_text(
        assets.read_text(encoding="utf-8").replace(
            "_PACKAGE_DIR = Path(__file__).resolve().parent.parent",
            "_PACKAGE_DIR = Path(__file__).resolve().parent",
        ),
        encoding="utf-8",
    )
    subprocess.run(["git", "add", "-A", K, "tests"], cwd=ROOT, check=True)
    compile_ui()
    tidy()
    return 0


if __name__ == "__main__":
    sys.exit(main())
