# engram: `make run` and `make test` each set up everything they need on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint typecheck unit smoke demo bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	@# the distribution was called "engram" before 0.2.0 ("engramdb" since): drop a stale one first
	$(BIN)/pip uninstall --quiet --yes engram 2>/dev/null || true
	$(BIN)/pip install --quiet -e '.[embed,dev,server,mcp,postgres]'
	touch $(STAMP)

HOST ?= 127.0.0.1
PORT ?= 8765

# The journal at http://$(HOST):$(PORT)/, API docs at /docs and MCP at /mcp, over the default store.
run: $(STAMP)
	$(BIN)/engram serve --host $(HOST) --port $(PORT)

# The guided terminal tour (on a fresh throwaway database).
demo: $(STAMP)
	$(BIN)/engram demo

test: $(STAMP) lint typecheck unit

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP)
	$(BIN)/pytest -q

# Build the wheel and sdist, install the wheel into a fresh virtualenv and run it offline (CI does too).
smoke: $(STAMP)
	$(BIN)/python tests/packaging/wheel_smoke.py

bench: $(STAMP)
	$(BIN)/engram bench write

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache dist
