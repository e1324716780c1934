import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "lib"))   # mpcompat


import pytest  # noqa: E402

from tests import random_order  # noqa: E402


# The random order and the per-test isolation of the on-device packages'
# modules: tests/random_order.py
def pytest_addoption(parser):
    random_order.addoption(parser)


def pytest_configure(config):
    try:
        config._gm_order_seed = random_order.seed_of(config)
    except ValueError as e:
        raise pytest.UsageError(str(e))


@pytest.hookimpl(optionalhook=True)            # pytest-xdist's controller
def pytest_configure_node(node):
    node.workerinput["gm_order_seed"] = node.config._gm_order_seed


def pytest_report_header(config):
    return random_order.describe(config._gm_order_seed)


@pytest.hookimpl(trylast=True)
def pytest_sessionstart(session):
    # printed even under -q (the header is not), once, by the controller
    config = session.config
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None and not hasattr(config, "workerinput") and config.option.verbose < 0:
        reporter.write_line(random_order.describe(config._gm_order_seed))


def pytest_terminal_summary(terminalreporter, config):
    if not hasattr(config, "workerinput"):
        terminalreporter.write_line(random_order.describe(config._gm_order_seed))


@pytest.fixture(autouse=True)
def _own_modules_as_collection_left_them():
    state = random_order.own_state()
    yield
    random_order.restore(state)


# A gate that reads a measured record (tools/records.py, tests/gates/_tools.py
# record_figures) runs each check on the record in make test and on a fresh
# measurement in make test-slow
@pytest.fixture(params=["record", pytest.param("fresh", marks=pytest.mark.slow)])
def record_source(request):
    return request.param


# Test groups that spend their time waiting on real time, not computing: the
# web page's tests (tests/web/test_page.py and test_page_colours.py,
# test_page_games.py, test_page_phone.py) hold the button for seconds.
WAITING_GROUPS = ("web-games", "web-page", "web-phone")


@pytest.hookimpl(tryfirst=True, optionalhook=True)      # optional: pytest -p no:xdist
def pytest_xdist_auto_num_workers(config):
    """``-n auto``: one test process per core, plus one per waiting group, so
    the CPU-bound tests keep every core busy while the browser's holds run
    out (111 s -> 80-100 s on 2 cores, docs/performance.md).  The page's input events carry their own
    time stamps (web/browser.py), so a busy core cannot stretch a tap into a
    hold.  PYTEST_XDIST_AUTO_NUM_WORKERS still overrides."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:          # macOS
        cores = os.cpu_count() or 1
    return cores + len(WAITING_GROUPS)


def _schedule_rank(item):
    # the waiting groups first, so each gets its own worker from the start
    # (with --no-loadscope-reorder the workers take work in this order); the
    # other groups next (the bundle build, the shared VM runs), then the rest
    m = item.get_closest_marker("xdist_group")
    name = (m.args[0] if m.args else m.kwargs.get("name")) if m is not None else None
    if name in WAITING_GROUPS:
        return WAITING_GROUPS.index(name)
    return len(WAITING_GROUPS) + (0 if m is not None else 1)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """``make test`` runs ``--dist loadgroup``: tests marked ``xdist_group``
    share one worker (the bundle build, the MicroPython runs the gates share).
    pytest-xdist marks them by suffixing the node id, which pytest 9.2 ignores
    (pytest-dev/pytest-xdist#1386): the groups then split silently and the
    bundle builds race.  Stop at collection instead.  The random order
    (tests/random_order.py) comes first; the sort below is stable."""
    random_order.shuffle(config._gm_order_seed, items)
    if not getattr(config.option, "loadgroup", False):
        return
    items.sort(key=_schedule_rank)
    for item in items:
        if item.get_closest_marker("xdist_group") is not None and "@" not in item.nodeid:
            raise pytest.UsageError(
                "xdist_group is not honoured by this pytest/pytest-xdist pair "
                "(pytest-dev/pytest-xdist#1386): install requirements-dev.txt's pins")
