"""The records database: every finished game, for statistics, high scores and CSV export.

SQLite in the user's data folder. The schema has a version (``PRAGMA user_version``)
and a list of migrations, so later versions of the app can change it without losing
anyone's records. A file that is not a readable database is moved aside (kept for
the user) and a fresh one is started, as is one whose ``PRAGMA quick_check`` finds
damaged pages, and one whose tables are not the ones its schema version has (a table
dropped, a column missing: the pages are sound, yet no game could be stored in it); a
folder that cannot be written falls back to a database in memory.
Both come with a warning the app shows. Every SQLite failure comes out as
StorageError with plain words, for reading as for writing.
"""

from __future__ import annotations

import csv
import functools
import io
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from knaster_qt.storage.atomic import StorageError, atomic_write_text

# Each entry brings the schema from version (index) to version (index + 1).
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished_at TEXT NOT NULL,
        sheet TEXT NOT NULL,
        end_rule TEXT NOT NULL,
        rounds INTEGER NOT NULL,
        player_count INTEGER NOT NULL,
        transcript TEXT NOT NULL
    );
    CREATE TABLE game_players (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
        level TEXT,
        line_points INTEGER NOT NULL,
        circles INTEGER NOT NULL,
        total INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX game_players_name ON game_players(name);
    CREATE INDEX games_player_count ON games(player_count);
    """,
    # 2: the Statistics window pages through games newest first and lists the best solo
    # totals; with 10,000 games both would otherwise sort the whole table each time.
    """
    CREATE INDEX games_newest ON games(finished_at DESC, id DESC);
    CREATE INDEX game_players_total ON game_players(total DESC);
    """,
    # 3: the app hosts several games; each record names its game by its transcripts' first
    # word ("knaster"). Older records are named from their own transcripts.
    """
    ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT '';
    UPDATE games SET game = substr(ltrim(transcript), 1,
        instr(replace(replace(replace(ltrim(transcript), char(13), ' '), char(10), ' '),
              char(9), ' ') || ' ', ' ') - 1);
    CREATE INDEX games_game ON games(game, finished_at DESC, id DESC);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

# How long a write waits for another program's lock on the file before it gives up (seconds).
# Python's default, 5 s, would freeze the window that long at the end of a game; the game is
# kept as a pending record instead and stored later.
BUSY_TIMEOUT = 0.25


@dataclass(frozen=True)
class PlayerRecord:
    name: str
    kind: str  # "human" or "computer"
    level: str | None
    line_points: int
    circles: int
    total: int
    rank: int


@dataclass(frozen=True)
class GameRecord:
    """One finished game of any hosted game. ``game`` is the game's transcript header
    ("knaster"); left empty it is read from the transcript's first word."""

    finished_at: datetime
    sheet: str  # the game's own words for its sheet and end rule ("" where it has none)
    end_rule: str
    rounds: int
    players: tuple[PlayerRecord, ...]
    transcript: str
    id: int | None = None
    game: str = field(default="")

    def __post_init__(self) -> None:
        if not self.game:
            object.__setattr__(self, "game", header_word(self.transcript))


def header_word(transcript: str) -> str:
    """The first word of a transcript: the name of its game ("knaster")."""
    words = transcript.split(maxsplit=1)
    return words[0] if words else ""


@dataclass(frozen=True)
class PlayerStats:
    """One player name's games. A solo game has no opponent, so it is never a win:
    ``wins`` counts only games with others (a shared first place is a win)."""

    name: str
    games: int
    wins: int
    average: float
    best: int
    solo_games: int = 0

    @property
    def games_with_others(self) -> int:
        return self.games - self.solo_games


@dataclass(frozen=True)
class HighScore:
    finished_at: datetime
    name: str
    total: int
    sheet: str
    game_id: int


class RecordsDatabase:
    """Open with ``RecordsDatabase.open(path)``; see the module docstring for bad files."""

    def __init__(self, connection: sqlite3.Connection, path: Path | None, warning: str | None):
        self._db = connection
        self.path = path  # None when the records live only in memory
        self.warning = warning

    @property
    def on_disk(self) -> bool:
        """Whether a stored game survives the app (False: the records live in memory)."""
        return self.path is not None

    @classmethod
    def open(cls, path: Path | str) -> RecordsDatabase:
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            return cls(_connect_and_migrate(path), path, None)
        except _NewerSchema as error:
            return cls._in_memory(
                f"{path} was written by a newer Knaster Qt ({error}); "
                "records of this session are kept in memory only"
            )
        except sqlite3.DatabaseError as error:
            if not _is_corruption(error) or not path.exists():
                return cls._in_memory(
                    f"cannot open the records at {path} ({error}); "
                    "records of this session are kept in memory only"
                )
            try:
                aside = _move_aside(path)
            except OSError as third:
                return cls._in_memory(
                    f"the records at {path} are damaged and could not be set aside "
                    f"({third.strerror}); records of this session are kept in memory only"
                )
            try:
                connection = _connect_and_migrate(path)
            except (sqlite3.DatabaseError, OSError) as second:
                return cls._in_memory(
                    f"the records at {path} were damaged and a new file could "
                    f"not be made ({second}); records are kept in memory only"
                )
            return cls(
                connection,
                path,
                f"The records file was damaged and has been set aside "
                f"as {aside.name}; a new one was started.",
            )
        except OSError as error:
            return cls._in_memory(
                f"cannot write the records folder {path.parent} ({error.strerror}); "
                "records of this session are kept in memory only"
            )

    @classmethod
    def _in_memory(cls, warning: str) -> RecordsDatabase:
        connection = sqlite3.connect(":memory:")
        _migrate(connection)
        return cls(connection, None, warning)

    def close(self) -> None:
        self._db.close()

    # --- writing -------------------------------------------------------------

    def add_game(self, record: GameRecord, *, once: bool = False) -> int:
        """Store a finished game; returns its id. A failure is reported, never half-stored.

        With ``once``, a game already stored (the same transcript: it holds the date
        and time the game started and every roll) is not stored again. For pending
        records: one whose file could not be removed after it was stored, or a finished
        autosave whose clearing failed, comes back at the next start. A rare path, so
        the scan without an index does not matter.
        """
        try:
            with self._db:
                if once:
                    row = self._db.execute(
                        "SELECT id FROM games WHERE transcript = ?", (record.transcript,)
                    ).fetchone()
                    if row is not None:
                        return int(row[0])
                return self._insert(record)
        except sqlite3.Error as error:
            raise StorageError(f"the game could not be added to the records ({error})") from error

    def add_games(self, records: Iterable[GameRecord]) -> None:
        """Store many games in one transaction (imports, benchmarks): all of them or none."""
        try:
            with self._db:
                for record in records:
                    self._insert(record)
        except sqlite3.Error as error:
            raise StorageError(f"the games could not be added to the records ({error})") from error

    def _insert(self, record: GameRecord) -> int:
        cursor = self._db.execute(
            "INSERT INTO games (finished_at, sheet, end_rule, rounds, player_count, transcript,"
            " game) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                record.finished_at.isoformat(timespec="seconds"),
                record.sheet,
                record.end_rule,
                record.rounds,
                len(record.players),
                record.transcript,
                record.game,
            ),
        )
        game_id = int(cursor.lastrowid or 0)
        self._db.executemany(
            "INSERT INTO game_players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    seat,
                    p.name,
                    p.kind,
                    p.level,
                    p.line_points,
                    p.circles,
                    p.total,
                    p.rank,
                )
                for seat, p in enumerate(record.players)
            ],
        )
        return game_id

    # --- reading -------------------------------------------------------------

    def _read(self, query: str, params: Iterable[object] = ()) -> list[Any]:
        """All rows of a query; a locked or damaged file raises StorageError in plain words."""
        try:
            return self._db.execute(query, tuple(params)).fetchall()
        except sqlite3.Error as error:
            raise StorageError(f"the records could not be read ({error})") from error

    def game_names(self) -> list[str]:
        """The games (transcript headers) the records hold, most played first."""
        rows = self._read("SELECT game FROM games GROUP BY game ORDER BY COUNT(*) DESC, game")
        return [str(row[0]) for row in rows]

    def game_count(self, game: str | None = None) -> int:
        """How many games are recorded (of ``game`` only, if given; as for every query below)."""
        where, params = _of_game(game, "WHERE")
        return int(self._read(f"SELECT COUNT(*) FROM games g {where}", params)[0][0])

    def solo_high_scores(self, limit: int = 10, game: str | None = None) -> list[HighScore]:
        where, params = _of_game(game, "AND")
        rows = self._read(
            "SELECT g.finished_at, p.name, p.total, g.sheet, g.id FROM games g"
            f" JOIN game_players p ON p.game_id = g.id WHERE g.player_count = 1 {where}"
            " ORDER BY p.total DESC, g.finished_at ASC LIMIT ?",
            (*params, limit),
        )
        return [HighScore(datetime.fromisoformat(r[0]), r[1], r[2], r[3], r[4]) for r in rows]

    def player_stats(self, game: str | None = None) -> list[PlayerStats]:
        """Games, wins (games with others only; shared wins count), average and best total,
        and solo games, per player name."""
        where, params = _of_game(game, "WHERE")
        rows = self._read(
            "SELECT p.name, COUNT(*), SUM(p.rank = 1 AND g.player_count > 1), AVG(p.total),"
            " MAX(p.total), SUM(g.player_count = 1)"
            f" FROM game_players p JOIN games g ON g.id = p.game_id {where}"
            " GROUP BY p.name ORDER BY COUNT(*) DESC, p.name",
            params,
        )
        return [PlayerStats(r[0], r[1], int(r[2]), float(r[3]), r[4], int(r[5])) for r in rows]

    def solo_rating_counts(
        self, ratings: Iterable[tuple[int, str]], game: str | None = None
    ) -> dict[str, int]:
        """How many solo games reached each band of a game's scale (``ratings``: (lowest total,
        word), best first, as a game's entry gives them; bands do not overlap)."""
        counts = {}
        upper = None
        where, of_game = _of_game(game, "AND")
        for lowest, rating in ratings:
            query = (
                "SELECT COUNT(*) FROM game_players p JOIN games g ON g.id = p.game_id"
                f" WHERE g.player_count = 1 {where} AND p.total >= ?"
            )
            params: tuple[object, ...] = (*of_game, lowest)
            if upper is not None:
                query += " AND p.total < ?"
                params = (*params, upper)
            counts[rating] = int(self._read(query, params)[0][0])
            upper = lowest
        return counts

    def score_distribution(
        self,
        width: int = 10,
        solo_only: bool = True,
        player: str | None = None,
        game: str | None = None,
    ) -> list[tuple[int, int]]:
        """(lowest score of the bucket, number of results) for every bucket from 0 to the best.

        A result is one player's total in one game: solo games only, or every game;
        only ``player``'s results if a name is given.
        """
        query = "SELECT p.total / ? AS bucket, COUNT(*) FROM game_players p JOIN games g ON g.id = p.game_id"
        conditions = []
        params: list[object] = [width]
        if solo_only:
            conditions.append("g.player_count = 1")
        if player is not None:
            conditions.append("p.name = ?")
            params.append(player)
        if game is not None:
            conditions.append("g.game = ?")
            params.append(game)
        if conditions:
            query += " WHERE " + " AND ".join(conditions)
        query += " GROUP BY bucket ORDER BY bucket"
        rows = dict(self._read(query, params))
        if not rows:
            return []
        return [(bucket * width, rows.get(bucket, 0)) for bucket in range(max(rows) + 1)]

    def games(
        self,
        limit: int = 100,
        offset: int = 0,
        with_transcripts: bool = True,
        player: str | None = None,
        game: str | None = None,
    ) -> list[GameRecord]:
        """The most recent games first (only ``player``'s, if given), with their players.

        Two queries per page. Without transcripts (a list on screen) each record's
        transcript is ""; read one with ``transcript(game_id)`` when it is needed.
        """
        transcript = "transcript" if with_transcripts else "''"
        conditions = []
        params: tuple[object, ...] = ()
        if player is not None:
            conditions.append("id IN (SELECT game_id FROM game_players WHERE name = ?)")
            params = (player,)
        if game is not None:
            conditions.append("game = ?")
            params = (*params, game)
        where = " WHERE " + " AND ".join(conditions) if conditions else ""
        rows = self._read(
            f"SELECT id, finished_at, sheet, end_rule, rounds, {transcript}, game FROM games"
            f"{where} ORDER BY finished_at DESC, id DESC LIMIT ? OFFSET ?",
            (*params, limit, offset),
        )
        if not rows:
            return []
        players: dict[int, list[PlayerRecord]] = {row[0]: [] for row in rows}
        marks = ", ".join("?" * len(rows))
        for game_id, *fields in self._read(
            "SELECT game_id, name, kind, level, line_points, circles, total, rank"
            f" FROM game_players WHERE game_id IN ({marks}) ORDER BY game_id, seat",
            list(players),
        ):
            players[game_id].append(PlayerRecord(*fields))
        return [
            GameRecord(
                datetime.fromisoformat(finished_at),
                sheet,
                end_rule,
                rounds,
                tuple(players[game_id]),
                text,
                game_id,
                game=name,
            )
            for game_id, finished_at, sheet, end_rule, rounds, text, name in rows
        ]

    def transcript(self, game_id: int) -> str | None:
        rows = self._read("SELECT transcript FROM games WHERE id = ?", (game_id,))
        return str(rows[0][0]) if rows else None

    def export_csv(self, path: Path | str) -> int:
        """Write one row per player per game; returns the number of rows. Atomic."""
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(
            [
                "game",
                "finished_at",
                "sheet",
                "end_rule",
                "rounds",
                "players",
                "seat",
                "name",
                "kind",
                "level",
                "line_points",
                "circles",
                "total",
                "rank",
                "game_name",
            ]
        )
        rows = self._read(
            "SELECT g.id, g.finished_at, g.sheet, g.end_rule, g.rounds, g.player_count, p.seat + 1,"
            " p.name, p.kind, COALESCE(p.level, ''), p.line_points, p.circles, p.total, p.rank,"
            " g.game FROM games g JOIN game_players p ON p.game_id = g.id ORDER BY g.id, p.seat"
        )
        writer.writerows(rows)
        atomic_write_text(path, buffer.getvalue())
        return len(rows)


def _of_game(game: str | None, keyword: str) -> tuple[str, tuple[object, ...]]:
    """The SQL condition (after WHERE or AND) choosing one game's records (``g`` = games)."""
    if game is None:
        return "", ()
    return f"{keyword} g.game = ?", (game,)


class _NewerSchema(Exception):
    pass


class _DamagedSchema(sqlite3.DatabaseError):
    """Sound pages, wrong tables: damage all the same (``_is_corruption``), set aside."""


def _connect_and_migrate(path: Path) -> sqlite3.Connection:
    """The records at ``path``, checked, brought to this version's schema and checked again."""
    connection = _connect(path)
    try:
        _migrate(connection)
        _check_schema(connection)
    except BaseException:
        connection.close()  # the file may be set aside next: nothing may hold it open
        raise
    return connection


def _columns(connection: sqlite3.Connection) -> dict[str, tuple[str, ...]]:
    """Every table of the database with its columns, in order."""
    tables = connection.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    return {
        str(name): tuple(
            str(row[0])
            for row in connection.execute("SELECT name FROM pragma_table_info(?)", (name,))
        )
        for (name,) in tables
    }


@functools.cache
def _expected_columns() -> dict[str, tuple[str, ...]]:
    """The tables and columns that this version's migrations make (games are stored by
    position: the columns' order matters too)."""
    connection = sqlite3.connect(":memory:")
    try:
        _migrate(connection)
        return _columns(connection)
    finally:
        connection.close()


def _check_schema(connection: sqlite3.Connection) -> None:
    """Raise _DamagedSchema unless every table the app needs is there with its columns."""
    found = _columns(connection)
    for table, columns in _expected_columns().items():
        if table not in found:
            raise _DamagedSchema(f"the file is damaged: the table {table} is missing")
        if found[table] != columns:
            missing = [column for column in columns if column not in found[table]]
            said = f"lacks {', '.join(missing)}" if missing else "has other columns"
            raise _DamagedSchema(f"the file is damaged: the table {table} {said}")


def _connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        # A damaged header fails here with an exception; damaged pages only show in
        # the answer, one line per problem instead of the single line "ok".
        answer = connection.execute("PRAGMA quick_check").fetchall()
        if answer != [("ok",)]:
            first = str(answer[0][0]).splitlines()[-1] if answer else "no answer"
            raise sqlite3.DatabaseError(f"the file is damaged: {first}")
    except BaseException:
        connection.close()  # the file may be set aside next: nothing may hold it open
        raise
    return connection


def _migrate(connection: sqlite3.Connection) -> None:
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise _NewerSchema(f"schema {version}, this version knows {SCHEMA_VERSION}")
    for step in range(version, SCHEMA_VERSION):
        # One transaction per step: a crash mid-migration leaves the previous version.
        try:
            connection.executescript(
                f"BEGIN; {MIGRATIONS[step]} PRAGMA user_version = {step + 1}; COMMIT;"
            )
        except sqlite3.OperationalError as error:
            # The tables are not those of the file's version (one dropped, one there already).
            if str(error).startswith(("no such ", "duplicate column", "table ", "index ")):
                raise _DamagedSchema(f"the file is damaged: {error}") from error
            raise


def _is_corruption(error: sqlite3.DatabaseError) -> bool:
    text = str(error).lower()
    return (
        "not a database" in text
        or "malformed" in text
        or "corrupt" in text
        or (
            isinstance(error, sqlite3.DatabaseError)
            and not isinstance(error, sqlite3.OperationalError)
        )
    )


def _move_aside(path: Path) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while aside.exists():
        counter += 1
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
    path.replace(aside)
    for suffix in ("-journal", "-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.replace(aside.with_name(aside.name + suffix))
    return aside
