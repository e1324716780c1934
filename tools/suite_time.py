"""``python -m tools.suite_time [TARGET...]`` (``make test-time``): how long
``make test`` (and, named, ``make test-orders`` and ``make test-slow``)
takes, measured, into bench/results.json's ``details.make_test`` (and
``details.make_test_orders``, ``details.make_test_slow``).

It runs each target in the repository as a developer runs it (the venv and
node_modules already set up) and writes the wall time of the whole command,
the CPU time of everything it ran (every test process and their children:
VMs, browsers), the tests passed, the cores, the load average before
and after and the CPU other processes used meanwhile (``others_cpu_s``, from
/proc/stat): the machine's other work stretches the wall time, so the figure
says how quiet the machine was (docs/performance.md, "`make test`").
README.md's figures are these (tests/host/test_docs_figures.py).  A failing
run writes nothing; ``--log FILE`` keeps the runs' output there (e.g. with
``PYTEST_ADDOPTS=--durations=30``).  The full bench (``python -m host_sim
bench``) keeps the figures as it keeps the web page's.
"""

import os
import re
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUIET_LOAD = 1.5
# the targets timed, each into details.<key>
TARGETS = {"test": "make_test", "test-orders": "make_test_orders", "test-slow": "make_test_slow"}


def cores():
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:          # macOS
        return os.cpu_count() or 1


def _cpu():
    c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return c.ru_utime + c.ru_stime


def _machine_busy_s():
    # CPU seconds every process on the machine has used (Linux's /proc/stat),
    # or None elsewhere: less the run's own, what other work took meanwhile
    try:
        with open("/proc/stat") as f:
            fields = f.readline().split()
    except OSError:
        return None
    if not fields or fields[0] != "cpu":
        return None
    user, nice, system, idle, iowait, irq, softirq, steal = (int(x) for x in fields[1:9])
    return (user + nice + system + irq + softirq + steal) / float(os.sysconf("SC_CLK_TCK"))


def measure(command=("make", "test"), log=None):
    """{wall_s, cpu_s, tests, cores, load_before, load_after, others_cpu_s,
    seed, command} (tests: every pytest run's passed tests, summed;
    others_cpu_s: the CPU other processes on the machine used meanwhile, None
    where the system does not say); RuntimeError when the run fails.  ``log``: a file object the run's output is written to."""
    before = [round(x, 2) for x in os.getloadavg()]
    busy = _machine_busy_s()
    cpu, t = _cpu(), time.monotonic()
    proc = subprocess.run(list(command), cwd=ROOT, capture_output=True, text=True)
    wall = time.monotonic() - t
    cpu = _cpu() - cpu
    if busy is not None:
        # the other work's CPU while it ran (not the run's own; 0 on a quiet machine)
        busy = round(max(0.0, _machine_busy_s() - busy - cpu), 1)
    after = [round(x, 2) for x in os.getloadavg()]
    out = proc.stdout + proc.stderr
    if log is not None:
        log.write("$ %s\n%s\n" % (" ".join(command), out))
        log.flush()
    # a summary line per pytest run ("1101 passed, 3 skipped in 80.1s")
    passed = re.findall(r"^=*\s*(\d+) passed\b", out, re.M)
    seed = re.findall(r"--order-seed=(\d+)", out)
    if proc.returncode != 0 or not passed or re.search(r"\d+ (failed|errors?)\b", out):
        tail = "\n".join(out.strip().splitlines()[-15:])
        raise RuntimeError("%s failed (exit %d):\n%s" % (" ".join(command), proc.returncode, tail))
    return {"wall_s": round(wall, 1), "cpu_s": round(cpu, 1), "tests": sum(map(int, passed)),
            "cores": cores(), "load_before": before, "load_after": after, "others_cpu_s": busy,
            "seed": int(seed[-1]) if seed else None, "command": " ".join(command)}


def main(argv=None):
    import argparse
    from host_sim import bench
    p = argparse.ArgumentParser(prog="python -m tools.suite_time", description=__doc__.split("\n")[0])
    p.add_argument("targets", nargs="*", default=["test"], metavar="TARGET",
                   help="make targets to time, in this order (%s; default test)" % ", ".join(TARGETS))
    p.add_argument("--out", default=bench.DEFAULT_OUT, help="results file (default bench/results.json)")
    p.add_argument("--log", help="write the runs' output to this file")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    bad = [t for t in args.targets if t not in TARGETS]
    if bad:
        print("suite_time: not a test target: %s (there are: %s)" % (", ".join(bad), ", ".join(TARGETS)),
              file=sys.stderr)
        return 2
    results = bench.read_results(args.out)
    if results is None or "details" not in results:
        print("suite_time: %s is not a bench results file (python -m host_sim bench writes it)" % args.out,
              file=sys.stderr)
        return 2
    log = open(args.log, "w", encoding="utf-8") if args.log else None
    try:
        for target in args.targets:
            load = os.getloadavg()[0]
            if load > QUIET_LOAD:
                print("suite_time: the load average is %.2f (over %.1f): the machine is busy, the time "
                      "will be longer than on a quiet one" % (load, QUIET_LOAD), file=sys.stderr)
            try:
                fig = measure(("make", target), log)
            except RuntimeError as e:
                print("suite_time: %s" % e, file=sys.stderr)
                return 1
            # read again: another target's figure, or the bench, may have written it meanwhile
            results = bench.read_results(args.out) or results
            results["details"][TARGETS[target]] = fig
            bench.write_results(args.out, results)
            print("make %s: %.1f s wall, %.1f s of CPU, %d tests, %d cores, load average %.2f before, "
                  "%.2f after, other work's CPU meanwhile %s s" % (
                      target, fig["wall_s"], fig["cpu_s"], fig["tests"], fig["cores"],
                      fig["load_before"][0], fig["load_after"][0], fig["others_cpu_s"]), flush=True)
            print("written: %s" % args.out)
    finally:
        if log is not None:
            log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
