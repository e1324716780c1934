"""The presses that reach an entry and enter given values (issue 34).

One plan, two uses: ``python -m host_sim icetowers entry`` and ``golems
entry`` write it as a settings file and a button script (host_sim.script's
format: ``press`` a tap, ``hold S``), and the model of people
(host_sim.people) presses the same gestures with people's pauses, late
presses and hold lengths.  A plan is a list of steps: ``TAP``, ``HOLD``
(the short hold that enters what is shown), ``UNDO``, or ``("wait", S)``.

The entry rule they rely on (docs/rules-interpretations.md, "Entries"): a
tap only changes what is shown, the short hold enters it.  IceTowers' pips
are entered in tens then ones (31: 3 taps, hold, 1 tap, hold); Golem
Battle's lives lost per golem (1: a tap and a hold).
"""

TAP, HOLD, UNDO = "tap", "hold", "undo"
HOLD_S = 1.0                # the script's short hold (0.7-2 s enters)
UNDO_S = 3.0                # the script's undo hold (2-4 s)
MARK = "# entry"            # the script's first line of the entry
PIPS_PER_SET = 30           # gamemaster.icetowers.referee.PIPS_PER_SET
START_LIVES = 3             # gamemaster.golems.common.START_LIVES


def script_line(step):
    """A plan step as a script line."""
    if step == TAP:
        return "press"
    if step == HOLD:
        return "hold %.1f" % HOLD_S
    if step == UNDO:
        return "hold %.1f" % UNDO_S
    return "wait %g" % step[1]


def script_seconds(steps):
    """Virtual seconds a script's steps take (host_sim.script: a press is
    120 ms down, a hold its length, each followed by 100 ms released)."""
    from host_sim.script import PRESS_SECONDS, RELEASE_SECONDS
    t = 0.0
    for step in steps:
        if step == TAP:
            t += PRESS_SECONDS + RELEASE_SECONDS
        elif step in (HOLD, UNDO):
            t += (HOLD_S if step == HOLD else UNDO_S) + RELEASE_SECONDS
        else:
            t += step[1]
    return t


def script(title, setup, entry):
    """The script's text: the steps that reach the entry, ``# entry``, the
    entry's steps (no wait but what a gesture needs)."""
    lines = ["# " + title] + [script_line(s) for s in setup] + [MARK]
    lines += [script_line(s) for s in entry]
    return "\n".join(lines) + "\n"


# -- IceTowers: the pips ---------------------------------------------------------

DEFAULT_COLOURS = ("red", "yellow", "green", "blue")    # ICETOWERS_COLOURS' default


def icetowers_settings(players, seed=1, colours=None):
    """settings.toml keys for a normal game of ``players`` players, one set
    each: ``colours`` their colours in turn (names of the pyramids' range,
    gamemaster.icetowers.rules.RANGE; default the classic four), which the
    referee scores in that order (ICETOWERS_COLOURS)."""
    colours = list(colours or DEFAULT_COLOURS[:players])
    return {"GM_GAME": "icetowers", "GM_BOOT": "play", "GM_SEED": seed,
            "ICETOWERS_PLAYERS": players, "ICETOWERS_VARIANT": "normal",
            "ICETOWERS_COLOURS": " ".join(colours)}


def colour_names(text, players):
    """"purple,black" (names apart by commas, spaces or dashes, as
    ICETOWERS_COLOURS takes them) -> ["purple", "black"]; ValueError with
    what is wrong: a name not of the range, one named twice, or not one a
    player."""
    from gamemaster.icetowers.rules import RANGE
    names = text.replace(",", " ").replace("-", " ").lower().split()
    for n in names:
        if n not in RANGE:
            raise ValueError("%r is no pyramid colour (%s)" % (n, ", ".join(RANGE)))
        if names.count(n) > 1:
            raise ValueError("%s is named twice" % n)
    if len(names) != players:
        raise ValueError("must name one colour a player (%d), got %d" % (players, len(names)))
    return names


def icetowers_to_end():
    """From power-on to the end screen: 3-2-1-GO, the call menu walked to
    END (DROP, LOOP, END) and END called with the short hold."""
    return [("wait", 1.0), TAP, ("wait", 3.5), TAP, TAP, TAP, HOLD, ("wait", 0.5)]


def icetowers_pips(totals):
    """From the end screen: a tap opens the count, then each colour's pips,
    the tens (a tap each) and the hold, the ones and the hold."""
    steps = [TAP]
    for t in totals:
        steps += [TAP] * (t // 10) + [HOLD] + [TAP] * (t % 10) + [HOLD]
    return steps


# -- Golem Battle: the lives lost in a round ---------------------------------------

def golems_settings(players, seed=1):
    return {"GM_GAME": "golems", "GM_BOOT": "play", "GM_SEED": seed,
            "GOLEMS_PLAYERS": players, "GOLEMS_VARIANT": "standard",
            "GOLEMS_PROGRAM_SECONDS": 0}


def golems_to_lives():
    """From power-on (GM_BOOT "play": round 1's bonus dice rolling) to the
    first lives entry: the dice settle, then a tap each for the
    programming, rows 1 to 4 and the lives."""
    return [("wait", 2.0)] + [TAP] * 6


def golems_lives(lost):
    """Each golem standing's lives lost: a tap each, then the hold."""
    steps = []
    for n in lost:
        steps += [TAP] * n + [HOLD]
    return steps


# -- the tools' files --------------------------------------------------------------

def add_command(sub, help_text, flag, flag_help):
    """The ``entry`` subcommand of a game's tool: ``flag`` (the values),
    --settings-out, --script-out, --seed."""
    from host_sim.cli_common import seed_option
    e = sub.add_parser("entry", help=help_text)
    e.add_argument(flag, required=True, help=flag_help)
    e.add_argument("--settings-out", required=True, help="the settings.toml to write")
    e.add_argument("--script-out", required=True, help="the button script to write")
    seed_option(e, help="GM_SEED (default 1)")
    return e


def write(args, settings, title, setup, entry):
    """Write the settings file and the script; the line the command prints."""
    from host_sim.runner import compose_settings
    with open(args.settings_out, "w", encoding="utf-8") as f:
        f.write(compose_settings("", settings))
    with open(args.script_out, "w", encoding="utf-8") as f:
        f.write(script(title, setup, entry))
    return ("%s, %s; run: python -m host_sim run --headless --settings %s --script %s "
            "--record RECORD" % (args.script_out, summary(entry), args.settings_out,
                                 args.script_out))


def numbers(text, lo, hi, count=(2, 4)):
    """"31,28,33,27" -> [31, 28, 33, 27]; ValueError with what is wrong."""
    try:
        values = [int(part) for part in text.split(",")]
    except ValueError:
        raise ValueError("must be %d to %d whole numbers separated by commas, got %r"
                         % (count[0], count[1], text))
    if not count[0] <= len(values) <= count[1]:
        raise ValueError("must be %d to %d numbers (one per player), got %d"
                         % (count[0], count[1], len(values)))
    for v in values:
        if not lo <= v <= hi:
            raise ValueError("each must be %d..%d, got %d" % (lo, hi, v))
    return values


def summary(entry):
    """'38 presses (29 taps, 9 holds), 16.6 s of pressing'"""
    taps = entry.count(TAP)
    holds = entry.count(HOLD) + entry.count(UNDO)
    return "%d presses (%d taps, %d holds), %.1f s of pressing" % (
        taps + holds, taps, holds, script_seconds(entry))
