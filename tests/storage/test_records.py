"""The records database: storing games, statistics, CSV, and surviving bad files."""

from __future__ import annotations

import csv
import shutil
import sqlite3
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from knaster_qt.games.knaster.entry import GAME as KNASTER
from knaster_qt.storage.records import (
    SCHEMA_VERSION,
    GameRecord,
    PlayerRecord,
    RecordsDatabase,
)

START = datetime(2026, 11, 1, 20, 0, 0)
DATA = Path(__file__).resolve().parents[1] / "data" / "records"


def solo(total: int, day: int = 0, name: str = "Ann") -> GameRecord:
    return GameRecord(
        finished_at=START + timedelta(days=day),
        sheet="A",
        end_rule="extra-round",
        rounds=28,
        players=(PlayerRecord(name, "human", None, total - 10, 10, total, 1),),
        transcript=f"knaster 1\nsheet A\nplayer {name}\n",
    )


def duel(ann: int, bot: int, day: int = 0) -> GameRecord:
    ranks = (1 if ann >= bot else 2, 1 if bot >= ann else 2)
    return GameRecord(
        finished_at=START + timedelta(days=day),
        sheet="B",
        end_rule="quick-end",
        rounds=25,
        players=(
            PlayerRecord("Ann", "human", None, ann - 5, 5, ann, ranks[0]),
            PlayerRecord("Robo", "computer", "strong", bot - 5, 5, bot, ranks[1]),
        ),
        transcript="knaster 1\nsheet B\nplayer Ann\nplayer Robo\n",
    )


@pytest.fixture
def db(tmp_path: Path) -> Iterator[RecordsDatabase]:
    database = RecordsDatabase.open(tmp_path / "records.sqlite")
    yield database
    database.close()


def test_a_new_database_has_the_current_schema_and_no_warning(tmp_path: Path) -> None:
    path = tmp_path / "data" / "records.sqlite"
    db = RecordsDatabase.open(path)
    assert db.warning is None and db.path == path and db.game_count() == 0
    db.close()
    version = sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION


def test_games_round_trip_with_their_players(db: RecordsDatabase) -> None:
    db.add_game(solo(77, day=1))
    game_id = db.add_game(duel(60, 72, day=2))
    newest = db.games()[0]
    assert newest.id == game_id
    assert newest.players[1] == PlayerRecord("Robo", "computer", "strong", 67, 5, 72, 1)
    assert newest.finished_at == START + timedelta(days=2)
    assert db.game_count() == 2


def test_solo_high_scores_ignore_multiplayer_games(db: RecordsDatabase) -> None:
    db.add_games([solo(40), solo(95, 1), duel(110, 20), solo(81, 2, name="Bob")])
    scores = [(h.name, h.total) for h in db.solo_high_scores()]
    assert scores == [("Ann", 95), ("Bob", 81), ("Ann", 40)]


def test_player_statistics(db: RecordsDatabase) -> None:
    db.add_games([solo(40), solo(80, 1), duel(70, 70, 2), duel(50, 90, 3)])
    stats = {s.name: s for s in db.player_stats()}
    assert stats["Ann"].games == 4 and stats["Ann"].best == 80
    assert stats["Ann"].average == pytest.approx((40 + 80 + 70 + 50) / 4)
    assert stats["Ann"].wins == 1  # the shared win; solo games are not wins
    assert stats["Ann"].solo_games == 2 and stats["Ann"].games_with_others == 2
    assert stats["Robo"].wins == 2 and stats["Robo"].games == 2 and stats["Robo"].solo_games == 0


@pytest.mark.parametrize(
    ("totals", "expected"),
    [
        ([50, 51, 80, 81, 100, 101, 115], {"good": 2, "excellent": 2, "spectacular": 2}),
        ([10, 20], {"good": 0, "excellent": 0, "spectacular": 0}),
    ],
)
def test_rating_counts_use_the_rulebook_scale(
    db: RecordsDatabase, totals: list[int], expected: dict[str, int]
) -> None:
    db.add_games(solo(total, day) for day, total in enumerate(totals))
    assert db.solo_rating_counts(KNASTER.ratings) == expected


def test_score_distribution_has_every_bucket_up_to_the_best(db: RecordsDatabase) -> None:
    db.add_games([solo(5), solo(7, 1), solo(31, 2)])
    assert db.score_distribution(width=10) == [(0, 2), (10, 0), (20, 0), (30, 1)]


def test_csv_export_has_one_row_per_player(db: RecordsDatabase, tmp_path: Path) -> None:
    db.add_games([solo(60), duel(70, 65, 1)])
    out = tmp_path / "records.csv"
    assert db.export_csv(out) == 3
    with out.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert [(r["name"], r["total"], r["kind"], r["level"]) for r in rows] == [
        ("Ann", "60", "human", ""),
        ("Ann", "70", "human", ""),
        ("Robo", "65", "computer", "strong"),
    ]


def test_a_damaged_file_is_moved_aside_and_a_new_one_started(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite"
    path.write_bytes(b"this is not a database, it is a shopping list\n" * 200)
    db = RecordsDatabase.open(path)
    assert db.warning is not None and "damaged" in db.warning
    kept = list(tmp_path.glob("records.sqlite.damaged-*"))
    assert len(kept) == 1
    assert kept[0].read_bytes().startswith(b"this is not a database")
    db.add_game(solo(50))
    assert db.game_count() == 1 and db.path == path


@pytest.mark.parametrize(
    "damage",
    [
        "DROP TABLE game_players",
        "ALTER TABLE game_players DROP COLUMN circles",
        "DROP TABLE games",
    ],
)
def test_tables_damaged_with_sound_pages_are_set_aside(tmp_path: Path, damage: str) -> None:
    """A dropped table or column leaves every page sound (``PRAGMA quick_check``: ok), yet no
    game could be stored: the file is set aside as a damaged one is, a new one started."""
    path = tmp_path / "records.sqlite"
    db = RecordsDatabase.open(path)
    db.add_games(solo(t, t) for t in range(5))
    db.close()
    with sqlite3.connect(path) as damaging:
        damaging.execute("PRAGMA foreign_keys = OFF")
        damaging.execute(damage)
        assert damaging.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    damaged = path.read_bytes()
    earlier = tmp_path / "records.sqlite.damaged-20260101-120000"
    earlier.write_bytes(b"set aside before")

    reopened = RecordsDatabase.open(path)
    assert reopened.warning is not None and "damaged" in reopened.warning
    [aside] = set(tmp_path.glob("records.sqlite.damaged-*")) - {earlier}
    assert aside.name in reopened.warning
    assert aside.read_bytes() == damaged and earlier.read_bytes() == b"set aside before"
    assert reopened.path == path and reopened.game_count() == 0
    reopened.add_game(solo(70))
    assert reopened.game_count() == 1


def test_an_older_file_missing_a_table_is_set_aside_not_kept_in_memory(tmp_path: Path) -> None:
    """Version 1 without game_players: the next migration cannot run on it."""
    from knaster_qt.storage.records import MIGRATIONS

    path = tmp_path / "records.sqlite"
    with sqlite3.connect(path) as old:
        old.executescript(MIGRATIONS[0] + "PRAGMA user_version = 1; DROP TABLE game_players;")
    db = RecordsDatabase.open(path)
    assert db.path == path and db.warning is not None and "set aside" in db.warning
    assert len(list(tmp_path.glob("records.sqlite.damaged-*"))) == 1
    db.add_game(solo(60))
    assert db.game_count() == 1


def test_a_truncated_database_is_recovered(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite"
    db = RecordsDatabase.open(path)
    db.add_games(solo(t, t) for t in range(40))
    db.close()
    data = path.read_bytes()
    path.write_bytes(data[:100] + b"\xff" * 50 + data[150:])  # wreck the header
    recovered = RecordsDatabase.open(path)
    assert recovered.warning is not None
    assert recovered.game_count() == 0


def test_an_unusable_path_keeps_records_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the data folder should be")
    db = RecordsDatabase.open(blocker / "records.sqlite")
    assert db.path is None and db.warning is not None and "memory" in db.warning
    db.add_game(solo(60))
    assert db.game_count() == 1
    assert blocker.read_text() == "a file where the data folder should be"


def test_a_newer_schema_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite"
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    connection.commit()
    connection.close()
    db = RecordsDatabase.open(path)
    assert db.path is None and db.warning is not None and "newer" in db.warning
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 5


def test_a_version_1_database_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    from knaster_qt.storage.records import MIGRATIONS

    path = tmp_path / "records.sqlite"
    old = sqlite3.connect(path)
    old.executescript(f"BEGIN; {MIGRATIONS[0]} PRAGMA user_version = 1; COMMIT;")
    old.execute(
        "INSERT INTO games VALUES (7, '2025-05-01T10:00:00', 'A', 'extra-round', 30, 1, 'knaster 1')"
    )
    old.execute("INSERT INTO game_players VALUES (7, 0, 'Ann', 'human', NULL, 60, 12, 72, 1)")
    old.commit()
    old.close()
    db = RecordsDatabase.open(path)
    assert db.warning is None
    assert [(g.id, g.players[0].total, g.game) for g in db.games()] == [(7, 72, "knaster")]
    assert db.transcript(7) == "knaster 1"
    db.close()
    with sqlite3.connect(path) as check:
        assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        indexes = {
            row[0] for row in check.execute("SELECT name FROM sqlite_master WHERE type = 'index'")
        }
    assert {"games_newest", "game_players_total"} <= indexes


def test_games_without_transcripts_for_lists(db: RecordsDatabase) -> None:
    db.add_games([solo(40, 0), duel(50, 60, 1)])
    listed = db.games(with_transcripts=False)
    assert [g.transcript for g in listed] == ["", ""]
    assert [len(g.players) for g in listed] == [2, 1]  # newest first, players in seat order
    assert db.transcript(listed[0].id or 0) == duel(50, 60).transcript
    assert db.transcript(999) is None


def test_records_of_schema_2_get_their_game_from_their_transcripts(tmp_path: Path) -> None:
    # schema-2.sqlite was written by the app before it hosted several games (two games).
    path = tmp_path / "records.sqlite"
    shutil.copy(DATA / "schema-2.sqlite", path)
    db = RecordsDatabase.open(path)
    assert db.warning is None
    assert [(record.game, record.sheet) for record in db.games()] == [
        ("knaster", "B"),
        ("knaster", "A"),
    ]
    assert db.game_names() == ["knaster"]
    assert db.game_count("knaster") == 2
    assert db.solo_high_scores(game="knaster")[0].total == 72
    db.add_game(
        GameRecord(
            START, "", "", 3, (PlayerRecord("Ann", "human", None, 0, 0, 9, 1),), "cointoss 1\n"
        )
    )
    db.close()
    again = RecordsDatabase.open(path)
    assert again.game_names() == ["knaster", "cointoss"]
    assert [record.game for record in again.games(game="cointoss")] == ["cointoss"]
    assert again.game_count() == 3


def test_every_query_can_keep_to_one_game(db: RecordsDatabase) -> None:
    db.add_games([solo(90), duel(40, 50, day=1)])
    db.add_game(
        GameRecord(
            START + timedelta(days=2),
            "",
            "",
            3,
            (PlayerRecord("Ann", "human", None, 0, 0, 120, 1),),
            "cointoss 1\nplayer Ann\n",
        )
    )
    assert db.game_count("knaster") == 2 and db.game_count("cointoss") == 1
    assert [score.total for score in db.solo_high_scores(game="knaster")] == [90]
    assert [score.total for score in db.solo_high_scores(game="cointoss")] == [120]
    assert db.solo_rating_counts(KNASTER.ratings, "knaster")["excellent"] == 1
    assert db.solo_rating_counts(KNASTER.ratings, "knaster")["spectacular"] == 0
    assert [stats.games for stats in db.player_stats("cointoss")] == [1]
    assert db.score_distribution(100, True, None, "cointoss") == [(0, 0), (100, 1)]
    assert [record.game for record in db.games(player="Ann")] == ["cointoss", "knaster", "knaster"]
    assert [record.game for record in db.games(player="Ann", game="knaster")] == ["knaster"] * 2
