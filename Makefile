# answersim — `make demo` sets everything up and evaluates the example dataset; `make test` runs the suite.
# Both are idempotent: a second run reuses the virtual environment.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip
# The CPU build of PyTorch must be installed before anything that depends on torch; a bare
# `torch` requirement would pull a multi-GB CUDA build. Set TORCH_INDEX_URL (for example
# https://download.pytorch.org/whl/cpu) on machines whose package index has no CPU wheel.
TORCH_VERSION ?= 2.13.0
TORCH_INDEX_URL ?=
TORCH_PIP_ARGS := $(if $(TORCH_INDEX_URL),--index-url $(TORCH_INDEX_URL),)
PY_DIRS := $(wildcard src tests benchmarks scripts)

.PHONY: demo test lint format bench clean

demo: $(VENV)/.installed
	$(BIN)/answersim eval examples/qa.jsonl --metric answer --metric cosine

test: $(VENV)/.installed-test
	$(BIN)/ruff check $(PY_DIRS)
	$(BIN)/ruff format --check $(PY_DIRS)
	$(BIN)/python -m pytest -m "slow or not slow"  # CI: the slow checks of the documented figures too

lint: $(VENV)/.installed-test
	$(BIN)/ruff check --fix $(PY_DIRS)
	$(BIN)/ruff format $(PY_DIRS)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.torch: | $(BIN)/python
	$(PIP) install $(TORCH_PIP_ARGS) "torch==$(TORCH_VERSION)"
	touch $@

$(VENV)/.installed: pyproject.toml $(VENV)/.torch
	$(PIP) install -e . "torch==$(TORCH_VERSION)"
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(PIP) install -e ".[all]" "torch==$(TORCH_VERSION)"
	touch $@

# answersim vs the peers (Haystack, ragas, bert_score, sentence-transformers; installed into .venv-bench)
# the streaming memory/throughput check and fp32 vs int8 MatMul on this CPU; each prints a markdown table
# (the first two also write benchmarks/results/*.md)
bench: $(VENV)/.installed
	$(BIN)/python benchmarks/peers.py
	$(BIN)/python benchmarks/streaming.py
	$(BIN)/python benchmarks/int8_kernels.py

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .ruff_cache
