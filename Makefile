# Set-up is automatic: `make run` and `make test` create .venv when needed.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: venv run test bench clean

venv: $(STAMP)

$(STAMP): pyproject.toml plugins/example-house-rule/pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(BIN)/python -m pip install --quiet -e plugins/example-house-rule
	touch $(STAMP)

run: venv
	$(BIN)/rummy-desktop

test: venv
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

bench: venv
	$(BIN)/python bench/simulate_speed.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache
