"""RAM of the whole firmware in a language other than English, on both
nRF52840 boards: tools/mpvm/firmware_ram.py's runs with ``GM_LANG`` in
their settings.toml and the board's ``terminalio.FONT`` holding one
CircuitPython build's glyphs (the stand-in's EXTRA: gamemaster.letters.BUILDS;
by default the build of the language, as a user would flash it, and
``--build en_US`` for a board that kept the English one: every letter spelt
plainly, gmfw/glyphs.py).  The figures are firmware_ram's (its docstring).

    python -m tools.mpvm.firmware_ram_lang --table [--lang pl,cs,ru] [--runs pipes,pipes_change]
                                            [--build en_US]

Phase 1 of issue 39 translates Pipes and the core: its runs are the
default (docs/architecture.md, "Languages"); a game translated later adds
its runs to RUNS below (phase 2: Flipop's three, IceTowers', Golem Battle's,
and menu_switch).  tests/gates/test_firmware_ram_lang.py holds them
to the budget.
"""

import os
import shutil
import sys
import tempfile

from tools.mpvm import firmware_ram

LANGS = ("pl", "cs", "ru")
RUNS = ("pipes", "pipes_change",
        "icetowers",
        "flipop_clock", "flipop_versus", "flipop_vs_clock",     # Flipop
        "golems", "golems_setup", "no_battle",          # Golem Battle (issue 39 phase 2)
        "menu_switch",                                  # the menu's switches of mode and game
        )
# the runs measured in Russian on the English build too (every letter spelt
# in Latin: the longest words, the largest table of spellings); not
# golems_setup: its first press reads the font's notice there, and its
# five presses no longer reach a row (86,285 / 86,499 B, measured).  There
# the notice takes each boot's first press, so a run's later presses land
# elsewhere (menu_switch's Flipop pauses once): another path, measured as
# such
ON_EN_US = ("pipes",
            "icetowers",                                    # IceTowers
            "flipop_clock", "flipop_versus", "flipop_vs_clock",     # Flipop
            "golems", "no_battle",                          # Golem Battle
            "menu_switch",                                  # the menu's switches
            )
_STANDINS = os.path.join(firmware_ram.ROOT, "tools", "mpvm", "standins")


def _letters():
    lib = os.path.join(firmware_ram.ROOT, "lib")
    if lib not in sys.path:
        sys.path.insert(0, lib)
    from gamemaster import letters
    return letters


def standins(build):
    """A copy of the stand-ins whose terminalio.FONT has ``build``'s glyphs
    (a temporary folder: the caller removes it)."""
    folder = tempfile.mkdtemp(prefix="gm-standins-%s-" % build)
    shutil.copytree(_STANDINS, folder, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("__pycache__"))
    set_font(folder, build)
    return folder


def set_font(folder, build):
    """The stand-ins in ``folder`` (a copy) with ``build``'s glyphs in
    terminalio.FONT (tools/mpvm/cpvm.py's soak in a language too)."""
    extra = _letters().BUILDS[build]
    path = os.path.join(folder, "terminalio.py")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if '\nEXTRA = ""\n' not in text:
        raise RuntimeError("tools/mpvm/standins/terminalio.py no longer says EXTRA = \"\"")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace('\nEXTRA = ""\n', "\nEXTRA = %r\n" % extra))


def measure(langs=LANGS, runs=RUNS, boards=firmware_ram.PROFILES, build=None, resume=True):
    """{board: {run_lang: figures}} (firmware_ram.measure's), each run with
    GM_LANG = lang on the font of ``build`` (None: the language's own)."""
    out = {}
    real_mounts = firmware_ram.mounts
    try:
        for lang in langs:
            font = build or _letters().BUILD_FOR[lang]
            folder = standins(font)

            def mounts(*args, **kw):
                ms, tmp = real_mounts(*args, **kw)
                return tuple((folder if vm == "/standins" else host, vm) for host, vm in ms), tmp

            firmware_ram.mounts = mounts
            firmware_ram.BASELINE.clear()          # the stand-ins' own bytes, with this font
            try:
                for name in runs:
                    key = "%s_%s" % (name, lang) + ("" if font == _letters().BUILD_FOR[lang]
                                                    else "_on_" + font)
                    run = dict(firmware_ram.RUNS[name])
                    run["settings"] = run.get("settings", "") + 'GM_LANG = "%s"\n' % lang
                    firmware_ram.RUNS[key] = run
                    try:
                        for board in boards:
                            out.setdefault(board, {}).update(
                                firmware_ram.measure_one(key, board, resume))
                        if len(boards) == 2:
                            # the VM collector's guesses, as firmware_ram.measure
                            # (firmware_ram.AGAIN): boards far apart, the higher
                            # measured again with its heap laid out otherwise
                            firmware_ram._again(out, (key,), boards, resume, False)
                    finally:
                        del firmware_ram.RUNS[key]
            finally:
                shutil.rmtree(folder, ignore_errors=True)
    finally:
        firmware_ram.mounts = real_mounts
        firmware_ram.BASELINE.clear()
    return out


def record():
    """What bench/records/firmware_ram_lang.json holds (tools/records.py,
    ``make records``): {board: {run_lang: figures}}, every run of RUNS in
    every language on its own build, and ON_EN_US's in Russian on the
    English build.  tests/gates/test_firmware_ram_lang.py reads it while
    none of the files it depends on has changed (make test), and measures
    afresh in make test-slow."""
    out = measure()
    for board, runs in measure(("ru",), ON_EN_US, build="en_US").items():
        out.setdefault(board, {}).update(runs)
    return out


def main(argv):
    import argparse
    p = argparse.ArgumentParser(prog="python -m tools.mpvm.firmware_ram_lang",
                                description="RAM of the whole firmware in a language (nRF52840 boards)")
    p.add_argument("--table", action="store_true", help="a text table, not JSON")
    p.add_argument("--lang", default=",".join(LANGS), help="languages, comma-separated (pl,cs,ru)")
    p.add_argument("--runs", default=",".join(RUNS), help="firmware_ram.RUNS' names (pipes,pipes_change)")
    p.add_argument("--build", choices=sorted(_letters().BUILDS),
                   help="the CircuitPython build's font (default: each language's own)")
    args = p.parse_args(argv)
    langs = [x for x in args.lang.split(",") if x]
    runs = [x for x in args.runs.split(",") if x]
    bad = [x for x in langs if x not in LANGS] + [x for x in runs if x not in firmware_ram.RUNS]
    if bad:
        print("python -m tools.mpvm.firmware_ram_lang: unknown %s" % ", ".join(bad), file=sys.stderr)
        return 2
    figs = measure(langs, runs, build=args.build)
    if args.table:
        print(firmware_ram.table(figs))
    else:
        import json
        print(json.dumps(figs, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
