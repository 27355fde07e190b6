# One command to run the app, one to run the tests; each sets up .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
DIST_STAMP := $(VENV)/.dist-stamp

.PHONY: run test lint setup dist clean ui translations lupdate

run: $(STAMP) translations
	$(BIN)/knaster-qt

test: $(STAMP) translations
	$(BIN)/lint-imports
	$(BIN)/python -m pytest
	$(BIN)/ruff check knaster_qt tests benchmarks
	$(BIN)/mypy
	$(BIN)/vulture

lint: $(STAMP)
	$(BIN)/lint-imports
	$(BIN)/ruff check knaster_qt tests benchmarks
	$(BIN)/ruff format --check knaster_qt tests benchmarks
	$(BIN)/mypy
	$(BIN)/vulture

setup: $(STAMP)

# After editing a .ui file in Qt Designer: `make ui` compiles each ui/<name>.ui with
# pyside6-uic into the module beside the view that uses it (committed, never edited by
# hand; tests/shell/views/test_compiled_ui.py fails when one is out of date).
UI_MODULES := \
	knaster_qt/shell/printing/ui_print_options_dialog.py \
	knaster_qt/shell/views/ui_about_dialog.py \
	knaster_qt/shell/views/ui_licences_dialog.py \
	knaster_qt/shell/views/ui_main_window.py \
	knaster_qt/shell/views/ui_new_game_dialog.py \
	knaster_qt/shell/views/ui_recovered_games.py \
	knaster_qt/games/knaster/views/ui_knaster_rules_window.py \
	knaster_qt/games/knaster/views/ui_knaster_play_area.py \
	knaster_qt/games/knaster/views/ui_replay_window.py \
	knaster_qt/games/knaster/views/ui_result_dialog.py \
	knaster_qt/games/loop_tiles/views/ui_loop_tiles_replay.py \
	knaster_qt/games/loop_tiles/views/ui_loop_tiles_rules.py \
	knaster_qt/games/exact_hit/views/ui_exact_hit_result_dialog.py \
	knaster_qt/games/exact_hit/views/ui_exact_hit_replay_window.py \
	knaster_qt/games/exact_hit/views/ui_exact_hit_rules.py \
	knaster_qt/shell/views/ui_rules_dialog.py \
	knaster_qt/shell/views/ui_settings_dialog.py \
	knaster_qt/shell/views/ui_statistics_window.py

ui: $(UI_MODULES)

knaster_qt/shell/views/ui_%.py: ui/%.ui | $(STAMP)
	$(BIN)/pyside6-uic $< -o $@
knaster_qt/shell/printing/ui_%.py: ui/%.ui | $(STAMP)
	$(BIN)/pyside6-uic $< -o $@
knaster_qt/games/knaster/views/ui_%.py: ui/%.ui | $(STAMP)
	$(BIN)/pyside6-uic $< -o $@
knaster_qt/games/loop_tiles/views/ui_%.py: ui/%.ui | $(STAMP)
	$(BIN)/pyside6-uic $< -o $@
knaster_qt/games/exact_hit/views/ui_%.py: ui/%.ui | $(STAMP)
	$(BIN)/pyside6-uic $< -o $@

# The app's languages: resources/translations/knaster_qt_<lang>.ts are the sources
# (translators edit them, e.g. in Qt Linguist); `make translations` compiles them into the
# .qm files the app loads (build products, not committed). After changing texts in the
# code or a .ui file, `make lupdate` brings every .ts up to date with the sources
# (tests/shell/test_translations.py fails while one is out of date or unfinished).
translations: $(STAMP)
	$(BIN)/python tools/build_translations.py

lupdate: $(STAMP)
	$(BIN)/python tools/update_translations.py

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

# The one-folder bundle (dist/knaster-qt), the portable .tar.gz and the .deb; see packaging/.
dist: $(DIST_STAMP) translations
	rm -rf dist/knaster-qt dist/knaster-qt_*.deb dist/knaster-qt-*.tar.gz build/pyinstaller
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/knaster-qt.spec
	$(BIN)/python packaging/linux/build_packages.py --bundle dist/knaster-qt --out dist

$(DIST_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,dev,dist]'
	touch $(DIST_STAMP)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
