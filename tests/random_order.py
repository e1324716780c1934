"""The suite runs in a random order, seeded, and no test sees what another
left behind in the on-device packages (tests/conftest.py wires both in).

Order: every run shuffles the test modules, and the tests inside each
module, by a seed it prints at the start and at the end ("test order:
--order-seed=N").  ``--order-seed=N`` (``make test SEED=N``) repeats an
order; ``--order-seed=keep`` keeps the files' order.  Under pytest-xdist
the controller draws the seed and hands it to every worker
(``pytest_configure_node``), so all workers collect the same order, as
xdist requires; ``--dist loadgroup``'s groups and the web page's waiting
groups are sorted to the front afterwards by tests/conftest.py with a
stable sort, so the shuffle survives inside them.

Isolation: the code a board runs (``gamemaster``, ``gmfw``, ``boards``)
loads modules for a moment and drops them (gamemaster.registry._drop),
and the tests check that it does, by looking in ``sys.modules``.  Such a
check must not depend on what an earlier test in the same process
imported, nor on a module global (``registry.GAMES``, the held settings'
``_DEFAULTS``) an earlier test changed.  So around every test
:func:`own_state` notes those packages' modules, their globals and the
contents of their dicts, lists and sets, and :func:`restore` puts all of
it back: a module the test loaded is forgotten (with its parent's
attribute), one it dropped comes back, a global it set is reset.  Every
test starts from the state collection left, whatever ran before it.
"""

import os
import sys
import zlib

OWN = ("gamemaster", "gmfw", "boards")        # the packages a board runs

KEEP = "keep"


def addoption(parser):
    parser.addoption(
        "--order-seed", action="store", default=None, metavar="N",
        help="seed of the tests' random order (default: a new one each run, printed; "
             "GM_ORDER_SEED too); 'keep': the files' order")


def seed_of(config):
    """The run's seed: a worker's from its controller, else the option,
    GM_ORDER_SEED, or a new one."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None and "gm_order_seed" in workerinput:
        return workerinput["gm_order_seed"]
    given = config.getoption("--order-seed") or os.environ.get("GM_ORDER_SEED", "")
    given = str(given).strip()
    if given == KEEP:
        return KEEP
    if given:
        try:
            return int(given)
        except ValueError:
            raise ValueError("--order-seed: an integer or 'keep', got %r" % given) from None
    return int.from_bytes(os.urandom(4), "big") % 1000000


def describe(seed):
    if seed == KEEP:
        return "test order: the files' order (--order-seed=keep)"
    return "test order: --order-seed=%d (make test SEED=%d repeats it)" % (seed, seed)


def _key(seed, text):
    return zlib.crc32(("%s::%s" % (seed, text)).encode("utf-8", "surrogatepass"))


def shuffle(seed, items):
    """Shuffle ``items`` in place: the modules in an order drawn from the
    seed, and the tests inside each module (a class's tests stay together,
    so class- and module-scoped fixtures are set up once)."""
    if seed == KEEP:
        return
    modules = {}
    order = []
    for item in items:
        path = str(getattr(item, "path", item.nodeid.split("::")[0]))
        if path not in modules:
            modules[path] = []
            order.append(path)
        modules[path].append(item)
    order.sort(key=lambda p: _key(seed, p))
    out = []
    for path in order:
        classes = {}
        class_order = []
        for item in modules[path]:
            cls = getattr(item, "cls", None)
            name = cls.__qualname__ if cls is not None else ""
            if name not in classes:
                classes[name] = []
                class_order.append(name)
            classes[name].append(item)
        class_order.sort(key=lambda n: _key(seed, path + "::" + n))
        for name in class_order:
            out.extend(sorted(classes[name], key=lambda i: _key(seed, i.nodeid)))
    items[:] = out


# -- isolation of the on-device packages' import state ----------------------

def _own(name):
    return name.partition(".")[0] in OWN


def _contents(value):
    if type(value) is dict:
        return dict(value)
    if type(value) in (list, bytearray):
        return value[:]
    if type(value) is set:
        return set(value)
    return None


def own_state():
    """{name: (module, its globals, {global: copy of a container's contents})}
    of every module of the on-device packages now loaded."""
    state = {}
    for name, module in list(sys.modules.items()):
        if not _own(name) or module is None:
            continue
        globs = dict(module.__dict__)
        held = {}
        for key, value in globs.items():
            copy = _contents(value)
            if copy is not None:
                held[key] = copy
        state[name] = (module, globs, held)
    return state


def restore(state):
    """Put the on-device packages back as :func:`own_state` found them."""
    for name, module in list(sys.modules.items()):
        if _own(name) and (name not in state or state[name][0] is not module):
            del sys.modules[name]
    for name, (module, globs, held) in state.items():
        sys.modules[name] = module
        now = module.__dict__
        if len(now) != len(globs) or any(now.get(k, now) is not v for k, v in globs.items()):
            now.clear()
            now.update(globs)
        for key, copy in held.items():
            value = globs[key]
            if type(value) is dict:
                if value != copy:
                    value.clear()
                    value.update(copy)
            elif type(value) is set:
                if value != copy:
                    value.clear()
                    value.update(copy)
            elif value != copy:
                value[:] = copy
