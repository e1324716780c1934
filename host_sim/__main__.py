"""``python -m host_sim [COMMAND ...]`` - one entry point for the host tools.

With no command it opens the simulator window (``run``).  Each command lives
in its own module with a ``main(argv) -> int`` function, imported only when
used so that e.g. ``pipes flow`` does not need pygame.
"""

import os
import sys

# The shared logic lives in lib/ (what goes into the board's lib/ folder);
# every host tool imports it, so put it on the path once, here.
LIB = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)

COMMANDS = {
    "run": ("host_sim.runner", "the simulator (window, or --headless with a script)"),
    "pipes": ("host_sim.cli_pipes", "Pipes tools: flow, boards, simulate"),
    "golems": ("host_sim.cli_golems", "Golem Battle tools: battle, solve"),
    "flipop": ("host_sim.cli_flipop", "Flipop tools: play against the engine, selfplay statistics"),
    "icetowers": ("host_sim.cli_icetowers", "IceTowers tools: simulate, score"),
    "bench": ("host_sim.bench", "benchmarks -> bench/results.json"),
    "bundle": ("host_sim.bundle", "build dist/*-cp9.zip and -cp10.zip drive images"),
    "deploy": ("host_sim.deploy", "copy the bundle onto a mounted CIRCUITPY drive"),
}


def usage():
    lines = ["usage: python -m host_sim [COMMAND] [ARGS...]", "", "commands:"]
    width = max(len(name) for name in COMMANDS)
    for name in sorted(COMMANDS):
        lines.append("  %-*s  %s" % (width, name, COMMANDS[name][1]))
    lines.append("")
    lines.append("with no command: python -m host_sim run (the simulator window)")
    return "\n".join(lines)


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help", "help"):
        print(usage())
        return 0
    if not argv or argv[0].startswith("-"):
        argv.insert(0, "run")
    name = argv[0]
    if name not in COMMANDS:
        print("python -m host_sim: unknown command %r (commands: %s; see --help)"
              % (name, ", ".join(sorted(COMMANDS))), file=sys.stderr)
        return 2
    import importlib
    from host_sim.cli_common import InputError
    module = importlib.import_module(COMMANDS[name][0])
    try:
        return module.main(argv[1:]) or 0
    except InputError as e:
        # a file that cannot be read as text (host_sim.cli_common.read_text)
        print(str(e), file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader went away (``... | head``): stop quietly, as a shell tool does
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as e:
        # a file the command writes: no such folder, no permission, disk full
        print("python -m host_sim %s: %s%s" % (name, e.strerror or e,
                                               ": %s" % e.filename if e.filename else ""),
              file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
