# One command to run the app, one to run the tests; each sets up .venv first: `make run`
# with what playing needs (PySide6) and nothing more, `make test` adds the test and lint tools.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.run-stamp
STAMP := $(VENV)/.installed-stamp
DIST_STAMP := $(VENV)/.dist-stamp
# pip's and setuptools' progress and warnings go to this log; it is shown only if a step fails.
PIP_LOG := $(VENV)/pip.log
# (The extras are named through variables: a comma written inside $(call ...) splits it.)
TEST_TOOLS := '.[test,dev]'
DIST_TOOLS := '.[test,dev,dist]'
quietly = $(1) > $(PIP_LOG) 2>&1 || { cat $(PIP_LOG); echo "(this output is in $(PIP_LOG))"; exit 1; }

.PHONY: run test test-fonts lint setup dist windows clean ui translations lupdate

run: $(RUN_STAMP)
	@$(BIN)/python tools/build_translations.py
	@$(BIN)/knaster-qt

# The committed .qm files are tested, not rebuilt, here: a stale one fails the suite.
test: $(STAMP)
	$(BIN)/lint-imports
	$(BIN)/python -m pytest
	$(BIN)/ruff check knaster_qt tests benchmarks
	$(BIN)/mypy
	$(BIN)/vulture

# The tests of what the user sees (windows, dialogs, sheets, printing) once more with another
# default font than the machine's: `make test-fonts` runs them with Noto Sans (the default of
# many desktops: Debian's fonts-noto-core), `make test-fonts TEST_FONT=liberation` with
# Liberation Sans (fonts-liberation); tests/system_font.py explains KNASTER_TEST_FONT.
# The machine's own font configuration is not changed. .ci/run runs it after `make test`.
TEST_FONT ?= noto
GUI_TESTS := tests/shell/views tests/games/knaster/views tests/games/exact_hit/views \
	tests/games/loop_tiles/views tests/e2e tests/shell/printing tests/games/knaster/render \
	tests/games/exact_hit/render tests/games/loop_tiles/render tests/screens

test-fonts: $(STAMP)
	KNASTER_TEST_FONT=$(TEST_FONT) $(BIN)/python -m pytest --durations=5 $(GUI_TESTS)

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
	knaster_qt/shell/views/ui_host_panel.py \
	knaster_qt/shell/views/ui_join_dialog.py \
	knaster_qt/shell/views/ui_remote_seats_dialog.py \
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
# .qm files the app loads, committed beside them so that every install carries them
# (tests/shell/test_compiled_translations.py fails while one is stale). After changing texts
# in the code or a .ui file, `make lupdate` brings every .ts up to date with the sources
# (tests/shell/test_translations.py fails while one is out of date or unfinished).
translations: $(RUN_STAMP)
	$(BIN)/python tools/build_translations.py

lupdate: $(STAMP)
	$(BIN)/python tools/update_translations.py

$(RUN_STAMP): pyproject.toml
	@echo "Setting up $(VENV) with what playing needs (once; details in $(PIP_LOG))..."
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(call quietly,$(BIN)/python -m pip install --upgrade pip)
	@$(call quietly,$(BIN)/python -m pip install -e .)
	@touch $(RUN_STAMP)

$(STAMP): $(RUN_STAMP)
	@echo "Adding the test and lint tools to $(VENV) (once; details in $(PIP_LOG))..."
	@$(call quietly,$(BIN)/python -m pip install -e $(TEST_TOOLS))
	@touch $(STAMP)

# The one-folder bundle (dist/knaster-qt), the portable .tar.gz and the .deb; see packaging/.
dist: $(DIST_STAMP) translations
	rm -rf dist/knaster-qt dist/knaster-qt_*.deb dist/knaster-qt-*.tar.gz build/pyinstaller
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/knaster-qt.spec
	$(BIN)/python packaging/linux/build_packages.py --bundle dist/knaster-qt --out dist

# The Windows installer, built on Linux under Wine: the one-folder bundle, the Inno Setup
# installer (dist/knaster-qt-VERSION-windows-x64-setup.exe), a silent install, the installed
# program's smoke test, a screenshot (build/windows/screenshot.png) and the uninstall.
# packaging/windows/build_wine.py names the Debian packages it needs and the Wine
# workarounds it applies; downloads and the Wine prefix stay outside the repository.
windows:
	$(PYTHON) packaging/windows/build_wine.py

$(DIST_STAMP): $(STAMP)
	@$(call quietly,$(BIN)/python -m pip install -e $(DIST_TOOLS))
	@touch $(DIST_STAMP)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
