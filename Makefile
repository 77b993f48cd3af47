# Set-up is automatic: `make run` creates .venv with the program when needed, `make test`
# adds the test tools to it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
comma := ,
# pip's words go to this log, shown only when a step fails; the terminal gets one line
SETUP_LOG := $(VENV)/setup.log
# one progress line, rewritten in place ("\r", the line cleared)
progress = printf '\r\033[KSetting up $(VENV): %s' "$(1)"
# a pip step, quiet: its output in the log, shown whole if it fails
pip = $(BIN)/python -m pip install --disable-pip-version-check $(1) >> $(SETUP_LOG) 2>&1 || \
	{ printf '\n'; cat $(SETUP_LOG) >&2; echo "Setting up $(VENV) failed: $(SETUP_LOG) has pip's words" >&2; exit 1; }

.PHONY: lint lint-fix venv test-venv translations update-translations docs run test wheel check-wheel flatpak bench bench-startup bench-table bench-ai bench-compare bench-peer bench-lan bench-lan-netns bench-review deb clean

venv: $(STAMP) translations

# Qt catalogues: the committed .ts files compiled to .qm (build output, git-ignored).
TS := $(wildcard translations/rummy_desktop_*.ts)
QM := $(TS:.ts=.qm)

translations: $(QM)

translations/%.qm: translations/%.ts | $(STAMP)
	@$(BIN)/pyside6-lrelease -silent $< -qm $@

# Collect the strings of the whole interface into the .ts files (then translate them).
# English is the source language: its catalogue holds only the plural forms ("%n card(s)").
update-translations: $(STAMP)
	$(BIN)/pyside6-lupdate -no-obsolete -locations none -extensions py rummy_desktop/ui -ts $(filter-out %_en.ts,$(TS))
	$(BIN)/pyside6-lupdate -no-obsolete -locations none -pluralonly -source-language en -target-language en \
		-extensions py rummy_desktop/ui -ts translations/rummy_desktop_en.ts

# The example plugins are distributions of their own, installed beside the program.
EXAMPLES := plugins/example-house-rule plugins/house-rules plugins/gin-rummy plugins/oklahoma-gin plugins/contract-rummy

# The program and its rule-set plugins, nothing else: what `make run` needs. One pip run
# installs the program and the example plugins (editable) with their dependencies; the
# editable builds use the venv's own setuptools (no isolated build environment, which would
# fetch PySide6 a second time: the build requirement pyproject.toml declares is for wheels),
# and nothing is compiled ahead (Python compiles and keeps each module at its first import:
# the libraries' tests and unused parts never are).
$(STAMP): pyproject.toml $(addsuffix /pyproject.toml,$(EXAMPLES))
	@$(call progress,the environment)
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@: > $(SETUP_LOG)
	@$(call progress,the build tools)
	@$(call pip,--quiet "setuptools>=77")
	@$(call progress,the program and its libraries: PySide6 (Qt)$(comma) OR-Tools$(comma) pydantic… (about 150 MB))
	@$(call pip,--quiet --no-compile --no-build-isolation -e . $(addprefix -e ,$(EXAMPLES)))
	@touch $(STAMP)
	@$(call progress,ready)
	@printf '\n'

# The test tools, for `make test` (and the benchmarks that run tests).
$(TEST_STAMP): $(STAMP)
	@$(call progress,the test tools: pytest$(comma) pytest-qt$(comma) pytest-xdist$(comma) hypothesis)
	@$(call pip,--quiet "setuptools>=77")  # (a .venv set up before the program's own step had it)
	@$(call pip,--quiet --no-build-isolation -e '.[test]')
	@touch $(TEST_STAMP)
	@$(call progress,test tools ready)
	@printf '\n'

test-venv: $(TEST_STAMP) translations

# docs/plugins.md: the plugin reference and the tutorial's files, from the code;
# docs/record.schema.json: the game records' schema
docs: $(STAMP)
	$(BIN)/python -m rummy_desktop.plugins.reference
	$(BIN)/python -m rummy_desktop.storage.records > docs/record.schema.json

run: venv
	$(BIN)/rummy-desktop

# Python keeps its compiled modules (__pycache__, git-ignored) even where the environment says
# not to: without them every test process and every program the tests start compiles the
# whole program again (pytest's collection takes 7 s instead of 2.4 s).
unexport PYTHONDONTWRITEBYTECODE

# The suite runs on every core (pytest-xdist; JOBS=1 for one process), two processes a core:
# the table's tests wait on timers and the network's on sockets, and a second process uses
# that time (on 2 cores: 4 processes take about 4 % less than 2). Each test has its own user
# folder and listens only on ports the system picks, so tests never meet.
JOBS ?= $(shell $(PYTHON) -c "import os; print(2 * (os.cpu_count() or 1))")
test: test-venv
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n $(JOBS) --dist worksteal

# ruff over the tree (pyproject.toml's [tool.ruff]: pycodestyle, pyflakes, import order,
# pyupgrade, bugbear) and mypy over the layers below the UI ([tool.mypy]). `make lint-fix`
# applies ruff's safe fixes, the import order among them, and rewrites docs/plugins.md, which
# quotes the tutorial's files.
lint: test-venv
	$(BIN)/ruff check --quiet .
	$(BIN)/mypy

lint-fix: test-venv
	-$(BIN)/ruff check --fix --quiet .
	$(BIN)/python -m rummy_desktop.plugins.reference
	$(BIN)/ruff check --quiet .

# Our move search against rummikub-solver on the same positions (installs it and cvxpy).
bench-compare: venv
	$(BIN)/python -m pip install --quiet -e '.[compare]'
	$(BIN)/python bench/compare_rummikub.py

# Our levels against an outside opponent: OpenSpiel's SimpleGinRummyBot in Gin Rummy, duplicate
# deals checked action by action in both engines (installs the `peer` extra, open_spiel, when
# missing). Options through PEER, e.g. make bench-peer PEER="--levels expert --deals 50".
PEER ?=
bench-peer: venv
	$(BIN)/python -c "import pyspiel" 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[peer]'
	$(BIN)/python bench/peer_openspiel.py $(PEER)

# The sdist and the wheel in dist/ (python -m build; setup.py compiles the catalogues into both).
wheel: venv
	$(BIN)/python -m pip install --quiet build
	$(BIN)/python -m build --outdir dist

# The wheel built, installed into a fresh venv and run from there (.ci/run does it after the tests).
check-wheel: venv
	$(BIN)/python -m pip install --quiet build
	installer/check-wheel.sh

# The Debian package: PyInstaller (the `installer` extra) builds the one-folder program,
# installer/build-deb.sh packages it into dist/.
deb: venv
	$(BIN)/python -m pip install --quiet -e '.[installer]'
	rm -rf dist/rummy-desktop
	PYTHON=$(BIN)/python installer/build-deb.sh

# The Flatpak on the KDE runtime (needs flatpak-builder and org.kde.Sdk//6.8 installed): the
# same one-folder program as `make deb`, built offline from a wheelhouse of build/flatpak-wheels.
flatpak: venv
	installer/flatpak/wheels.sh
	flatpak-builder --user --install --force-clean build/flatpak installer/flatpak/io.github.rummy_desktop.RummyDesktop.json

bench: venv
	$(BIN)/python bench/engine_goals.py
	$(BIN)/python bench/simulate_speed.py
	$(BIN)/python bench/solve_speed.py
	$(BIN)/python bench/search_speed.py
	$(BIN)/python bench/startup.py
	$(BIN)/python bench/table_stall.py --level all --seconds 10

# The real table between computer players at every level: the worst UI-thread stall.
bench-table: venv
	$(BIN)/python bench/table_stall.py --level all --seconds 10

bench-ai: venv
	$(BIN)/python bench/ai_decision_time.py
	$(BIN)/python bench/ai_tournament.py

bench-startup: venv
	$(BIN)/python bench/startup.py

# The game review: a whole 2-player Rummy game and a whole 4-player Rummy 500 game (seconds
# per decision, in all, the first verdict), the review page's worst UI-thread stall while it
# opens and while it analyses. Its trust: bench/review_stability.py (five seeds) and
# bench/review_levels.py (the levels' order), slower, run by hand.
bench-review: venv
	$(BIN)/python bench/review_speed.py

# LAN play on 127.0.0.1: 7 seats of Rummy 500 (round trips, the whole game, bytes, host memory).
bench-lan: test-venv
	$(BIN)/python bench/lan.py
	$(BIN)/python bench/lan_guard.py
	RUMMY_FUZZ_CASES=10000 QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider --durations=1 tests/net/test_lan_fuzz.py

# Discovery across a virtual bridge (Linux network namespaces; needs root; not in CI).
bench-lan-netns: venv
	$(BIN)/python bench/lan_netns.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache translations/*.qm
