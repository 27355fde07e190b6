"""Game > Statistics…: a game finished on screen shows up; tables, rating counts, chart, paging, CSV."""

from __future__ import annotations

import csv
from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.shell.views.statistics_window import when
from knaster_qt.storage.records import GameRecord, PlayerRecord

from .conftest import play_to_the_end, quick_solo

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

START = datetime(2026, 1, 5, 19, 30)


def solo(total: int, day: int, name: str = "Ann") -> GameRecord:
    return GameRecord(
        START + timedelta(days=day),
        "A",
        "extra-round",
        30,
        (PlayerRecord(name, "human", None, total - 20, 20, total, 1),),
        f"knaster 1\nsheet A\nplayer {name}\n",
    )


def duel(ann: int, robo: int, day: int) -> GameRecord:
    return GameRecord(
        START + timedelta(days=day),
        "B",
        "quick-end",
        25,
        (
            PlayerRecord("Ann", "human", None, ann - 5, 5, ann, 1 if ann >= robo else 2),
            PlayerRecord("Robo", "computer", "strong", robo - 5, 5, robo, 1 if robo >= ann else 2),
        ),
        "knaster 1\nsheet B\nplayer Ann\nplayer Robo\nmeta bot Robo strong\n",
    )


def cells(model, row: int) -> list[str]:
    return [model.data(model.index(row, column)) for column in range(model.columnCount())]


def test_a_game_finished_on_screen_is_shown_in_the_statistics(open_window, qtbot) -> None:
    window, player = open_window(quick_solo("Ann"), totals=[8] * 200)
    play_to_the_end(window, player)
    total = window.play.controller.game.score(0).total
    window.persistence.statistics_action.trigger()
    stats = window.persistence.statistics_window
    assert stats is not None and stats.isVisible()
    assert cells(stats.high_scores_model, 0)[:3] == [str(total), "Ann", "A"]
    # One solo game, which is no win (nobody to beat).
    assert cells(stats.players_model, 0) == ["Ann", "1", "1", "0", "0", f"{total:.1f}", str(total)]
    assert stats.games_model.rowCount() == 1
    assert "<b>1</b> finished game stored" in stats.ui.summaryLabel.text()
    assert sum(1 for rect in stats.ui.chart.bar_rects() if rect.height() > 0) == 1

    window.start_game(quick_solo("Ann"))  # the open window follows the next finished game
    play_to_the_end(window, player)
    assert stats.games_model.rowCount() == 2


def test_tables_counts_and_chart_from_stored_games(open_window, qtbot) -> None:
    window, _ = open_window()
    records = window.persistence.keeper.records()
    records.add_games(
        [solo(45, 0), solo(75, 1), solo(95, 2), solo(121, 3, "Bea"), solo(57, 4), duel(60, 80, 5)]
    )
    stats = window.persistence.show_statistics()
    assert [cells(stats.high_scores_model, r)[0] for r in range(5)] == [
        "121",
        "95",
        "75",
        "57",
        "45",
    ]
    # Ann: 4 solo games and a lost duel, so no win; Bea: 1 game.
    assert cells(stats.players_model, 0) == ["Ann", "5", "4", "1", "0", "66.4", "95"]
    text = stats.ui.summaryLabel.text()
    assert "good (51–80) <b>2</b>" in text and "excellent (81–100) <b>1</b>" in text
    assert "spectacular (over 100) <b>1</b>" in text and "<b>121</b> points (Bea" in text
    newest = cells(stats.games_model, 0)
    # The date as the language writes it (English: 1/10/26 7:30 PM).
    # The end in words, as New Game offers it (not the transcript's "quick-end").
    assert newest[:4] == [when(datetime(2026, 1, 10, 19, 30)), "B", "Quick end", "25"]
    assert newest[4:] == ["Robo", "Ann 60 · Robo (Computer: strong) 80"]
    assert cells(stats.games_model, 1)[2:5] == [
        "Extra round (rulebook)",
        "30",
        "",
    ]  # solo: no winner
    # Bands of 10 from the first with a result, 40, to 120: 45, 57, 75, 95, 121 (solo only)
    # fall into 5 of its 9 bars.
    heights = [rect.height() for rect in stats.ui.chart.bar_rects()]
    assert len(heights) == 9 and sum(h > 0 for h in heights) == 5

    stats.ui.gamesTable.doubleClicked.emit(stats.games_model.index(0, 0))
    replay = window.persistence.replay_window
    assert replay is not None and replay.isVisible()
    assert [caption for caption, _ in replay.ui.sheetsView.pictures] == [
        "Ann · 0 points",
        "Robo · 0 points",
    ]


def test_the_games_table_loads_a_page_at_a_time(open_window, qtbot) -> None:
    window, _ = open_window()
    window.persistence.keeper.records().add_games(solo(50 + day % 30, day) for day in range(250))
    stats = window.persistence.show_statistics()
    model = stats.games_model
    assert model.rowCount() == 100
    stats.ui.tabs.setCurrentWidget(stats.ui.gamesTab)
    qtbot.waitExposed(stats)
    table = stats.ui.gamesTable
    for _ in range(3):
        table.scrollToBottom()
        qtbot.wait(10)
    assert model.rowCount() == 250
    assert cells(model, 249)[0] == when(START)  # the oldest comes last


def test_export_csv_button_writes_every_player_of_every_game(
    open_window, monkeypatch, tmp_path, qtbot
) -> None:
    window, _ = open_window()
    window.persistence.keeper.records().add_games([solo(70, 0), duel(60, 80, 1)])
    stats = window.persistence.show_statistics()
    target = tmp_path / "records"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(target), ""))
    )
    qtbot.mouseClick(stats.ui.exportButton, Qt.MouseButton.LeftButton)
    written = tmp_path / "records.csv"
    with written.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert [(row["name"], row["kind"], row["level"], row["total"]) for row in rows] == [
        ("Ann", "human", "", "70"),
        ("Ann", "human", "", "60"),
        ("Robo", "computer", "strong", "80"),
    ]
    assert stats.ui.statusLabel.text() == "Exported 3 rows to records.csv."


def test_a_failed_export_is_reported(open_window, tmp_path) -> None:
    window, _ = open_window()
    stats = window.persistence.show_statistics()
    assert stats.export_csv(tmp_path / "missing" / "r.csv") is False
    assert stats.message_box is not None and "does not exist" in stats.message_box.text()


def test_the_computer_players_of_a_finished_game_are_recorded_as_such(
    open_window, data_dir
) -> None:
    import sqlite3

    game = quick_solo("Ann")
    game.meta.append(("bot", "Ann strong"))  # a transcript line 'meta bot Ann strong'
    window, player = open_window(game, totals=[6] * 100)
    play_to_the_end(window, player)
    with sqlite3.connect(data_dir / "records.sqlite") as db:
        row = db.execute("SELECT name, kind, level FROM game_players").fetchone()
        transcript = db.execute("SELECT transcript FROM games").fetchone()[0]
    assert row == ("Ann", "computer", "strong")
    assert transcript == write_transcript(window.play.controller.game)
    assert "meta bot Ann strong\n" in transcript


def test_double_clicking_a_player_lists_their_games(open_window, qtbot) -> None:
    window, _ = open_window()
    window.persistence.keeper.records().add_games(
        [solo(70, 0), solo(80, 1, "Bea"), duel(60, 65, 2), solo(90, 3, "Bea")]
    )
    stats = window.persistence.show_statistics()
    assert stats.games_model.rowCount() == 4
    names = [cells(stats.players_model, row)[0] for row in range(stats.players_model.rowCount())]
    assert names == ["Ann", "Bea", "Robo"]
    stats.ui.playersTable.doubleClicked.emit(stats.players_model.index(1, 0))
    assert stats.ui.tabs.currentWidget() is stats.ui.gamesTab
    assert stats.ui.playerFilter.currentText() == "Bea"
    assert [cells(stats.games_model, r)[5] for r in range(stats.games_model.rowCount())] == [
        "Bea 90",
        "Bea 80",
    ]
    stats.ui.playerFilter.setCurrentIndex(stats.ui.playerFilter.findData("Robo"))
    assert stats.games_model.rowCount() == 1
    stats.show_games_of(None)
    assert stats.games_model.rowCount() == 4 and stats.ui.playerFilter.currentText() == "everyone"


@pytest.mark.parametrize(
    ("buckets", "ticks", "step", "bars"),
    [
        # Exact Hit's solo scores: 110 to 149, no bar for the empty 0 to 109.
        (
            [(low, 0) for low in range(0, 110, 10)] + [(110, 3), (120, 7), (130, 12), (140, 4)],
            [0, 5, 10, 15],
            10,
            4,
        ),
        # Knaster's: 10 to 109, one tall band.
        (
            [(0, 0), (10, 2), (20, 0), *((low, 3) for low in range(30, 110, 10))],
            [0, 1, 2, 3],
            10,
            10,
        ),
        ([(0, 1), (10, 0), (20, 130)], [0, 50, 100, 150], 10, 3),
        ([(low, 1) for low in range(0, 300, 10)], [0, 1], 50, 30),
    ],
)
def test_the_chart_axes_count_in_round_numbers_from_the_first_result(
    qtbot, buckets, ticks, step, bars
) -> None:
    from knaster_qt.shell.views.statistics_models import ScoreChart

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(560, 280)
    chart.set_buckets(buckets, 10)
    assert chart.count_ticks() == ticks  # up the side: 0 to the first round number above all
    assert chart.points_step() == step  # along the bottom: band edges at round numbers
    rects = chart.bar_rects()
    assert len(rects) == bars and rects[0].height() > 0  # from the first band with a result
    most = max(count for _low, count in buckets)
    tallest = max(rect.height() for rect in rects)
    full = chart._plot_area().height()
    assert tallest == pytest.approx(full * most / ticks[-1])
