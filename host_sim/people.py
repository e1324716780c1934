"""A model of the people at a table entering values on the device (issue 34).

The device's entries (IceTowers' pips and calls, Golem Battle's lives and
tie, Flipop's picker, the menu) are made by people who pause to count,
recount and talk, look up late, and hold the button as long as their thumb
does.  :class:`Person` presses like them, on the real firmware in the
headless simulator (``Simulator(screen=False)``: every view published, none
drawn; idle time skipped), and every flow below (``FLOWS``, one list per
registered game) plays a seeded random table and says what it meant to enter
and what the device took.

What a person does between two gestures:

* a pause of 0.1-8 s (half of them under 0.6 s, one in seven over 3 s): a
  finger is up at least 0.1 s (host_sim.script's release);
* or (``late``, one gesture in four) the press lands 0-0.4 s after the next
  change of the screen, as when somebody decided on what they saw and the
  screen moved on under their thumb (a clock's second, a countdown, the
  last gesture's answer);
* the gesture itself lasts any length its zone takes (gamemaster.gestures,
  with the keypad's 20 ms scan kept clear of the edges): a tap 0.05-0.66 s,
  the short hold that enters 0.74-1.96 s, the undo hold 2.04-3.96 s;
* now and then (``slips``, 4 % of the entry's gestures where the flow says
  a slip changes what is shown) a wrong tap or an early hold, seen and taken
  back with the undo hold before the gesture meant.

``run_flow(flow, tables, seed)`` plays ``tables`` tables and returns the
wrong ones; tests/firmware/test_entries_people.py gates every flow (a small
seeded sample in ``make test``, 1,000 tables a flow under ``slow``) and
``python -m host_sim bench`` records ``entry_wrong_per_1000``.
"""

import contextlib
import io
import random

from host_sim import entry_plans as plans
from host_sim.entry_plans import HOLD, TAP, UNDO

TAP_S = (0.05, 0.66)
HOLD_S = (0.74, 1.96)
UNDO_S = (2.04, 3.96)
MENU_S = 4.3               # the hold that opens (and leaves) the menu
GAP_S = 0.1                # a finger up between two presses, at least
PAUSE_S = 8.0              # the longest pause between two gestures
LATE_S = 0.4               # a press lands this long after the screen changed, at most


class Person:
    """Presses on ``sim`` (host_sim.runner.Simulator) as people do, from ``rng``."""

    def __init__(self, sim, rng, late=0.25, slips=0.04):
        self.sim = sim
        self.rng = rng
        self.late = late
        self.slips = slips
        self.presses = 0            # gestures made (slips and their undos too)
        self.slipped = 0
        self._start = 0             # virtual ms a pause began
        self.changes = 0            # frames seen
        self.changed_at = 0         # virtual ms of the last one
        self._stop = False          # hand control back at the next frame
        self._late = None           # the last pause's landing after a change, ms
        # every gesture: (kind, s of pause before it (after the finger's
        # GAP_S up, and any watch for the screen), s held, ms after the
        # screen changed when it landed late, else None)
        self.log = []
        sim.recorder.listeners.append(self._row)

    def _row(self, row):
        # (on the firmware's thread, in its time.sleep: the machine parks
        # at the end of this sleep when asked to stop at a change)
        self.changes += 1
        self.changed_at = row["t_ms"]
        if self._stop:
            self._stop = False
            self.sim.machine.stop_at_sleep = True

    def _until_change(self, limit_ms):
        # run until the screen changes or ``limit_ms``, in one hand-over
        self._stop = True
        self.sim.run_until_ms(limit_ms)
        self._stop = False

    def view(self):
        tele = self.sim.telemetry()
        return (tele or {}).get("view") or {}

    def now_ms(self):
        return self.sim.machine.now_us // 1000

    def _wait(self, seconds):
        if seconds > 0:
            self.sim.wait(seconds)

    def _before(self):
        # What happens between the last gesture and the next: a pause, or a
        # press that lands just after the screen changed.  Returns the
        # virtual ms at which the next press goes down.
        r = self.rng
        self._late = None
        start = self._start = self.now_ms()
        if r.random() < self.late:
            seen = self.changes
            self._until_change(start + int(r.uniform(0, PAUSE_S) * 1000))
            if self.changes == seen:
                return self.now_ms()
            land = max(self.now_ms(), self.changed_at + int(r.uniform(0, LATE_S) * 1000))
            self._late = land - self.changed_at
            return land
        u = r.random()
        return start + int(1000 * (r.uniform(0, 0.5) if u < 0.5 else r.uniform(0.5, 3.0)
                                   if u < 6 / 7.0 else r.uniform(3.0, PAUSE_S)))

    def press(self, seconds, at_ms=None):
        """At virtual ``at_ms`` (None: now), down ``seconds``, up, and up
        GAP_S more, in one hand-over to the firmware (no model: a script's
        press)."""
        at = max(0, at_ms - self.now_ms()) if at_ms is not None else 0
        self.sim.machine.schedule_raw([(at, True), (at + int(seconds * 1000), False)])
        self.sim.wait(at / 1000.0 + seconds + GAP_S)
        self.presses += 1

    def _do(self, kind, at_ms):
        length = self.rng.uniform(*{TAP: TAP_S, HOLD: HOLD_S, UNDO: UNDO_S}[kind])
        self.log.append((kind, (at_ms - self._start) / 1000.0, length, self._late))
        self.press(length, at_ms)

    def gesture(self, kind, slip=()):
        """The pause (or a late landing), perhaps a slip out of ``slip``
        (TAP, HOLD: gestures that change what is shown here) seen and
        undone, then ``kind``."""
        if slip and self.rng.random() < self.slips:
            self._do(self.rng.choice(slip), self._before())
            self.slipped += 1
            self._do(UNDO, self._before())
        self._do(kind, self._before())

    def tap(self, slip=()):
        self.gesture(TAP, slip)

    def hold(self, slip=()):
        self.gesture(HOLD, slip)

    def undo(self):
        self.gesture(UNDO)

    def menu(self):
        """The 4-second hold: the menu opens (or, open, closes)."""
        at = self._before()
        self.log.append(("menu", (at - self._start) / 1000.0, MENU_S, self._late))
        self.press(MENU_S, at)

    def steps(self, steps):
        """A plan's steps as a script plays them (no pauses but its waits):
        what reaches an entry, which nobody measures."""
        for step in steps:
            if step in (TAP, HOLD, UNDO):
                self.press({TAP: 0.12, HOLD: plans.HOLD_S, UNDO: plans.UNDO_S}[step])
            else:
                self._wait(step[1])

    def quick(self, kind=TAP):
        """One gesture at a script's pace (a table going through what it
        knows by heart: rows, dice)."""
        self.steps([kind])

    def watch(self, done, limit_s=120.0):
        """Watch the screen until ``done(view)`` (a phase the time runs out:
        a countdown, the device thinking); the view."""
        end = self.now_ms() + int(limit_s * 1000)
        v = self.view()
        while not done(v):
            if self.now_ms() >= end:
                raise AssertionError("waited %g s for the screen, still %r" % (limit_s, v))
            self._until_change(end)
            v = self.view()
        return v


def _phase(*phases):
    return lambda v: v.get("phase") in phases


# -- the flows: one random table each; play(person) -> (meant, taken) ----------------

class Table:
    """A flow's table: the game and settings, and how it is played."""

    def __init__(self, game, settings, play):
        self.game = game
        self.settings = settings
        self.play = play


def _titles(p, phase):
    # the titles of ``phase``'s screens from now on, as each is first shown:
    # whose pips or lives the entry asked ("Pips: Purple", "Blue lost",
    # "Yellow in the castle?")
    seen = []
    p.sim.recorder.listeners.append(
        lambda row: row.get("phase") == phase and row.get("title") not in seen
        and seen.append(row.get("title")))
    return seen


def icetowers_score(rng):
    # 2-4 players (normal; two players also gus and double) with the
    # pyramids the table owns (any distinct colours of the range,
    # ICETOWERS_COLOURS; Gus's white is his), each set's pips 0-45, entered
    # in tens and ones after END is called, each under its colour's name
    from gamemaster.icetowers.rules import RANGE
    variant = rng.choice(("normal",) * 4 + ("gus", "double"))
    players = 2 if variant != "normal" else rng.choice((2, 3, 4))
    sets = {"gus": 2, "double": 4}.get(variant, players)
    names = rng.sample([c for c in RANGE if variant != "gus" or c != "white"], sets)
    totals = [rng.randint(0, 45) for _ in range(sets + (variant == "gus"))]
    shown = [n.capitalize() for n in names] + (["Gus"] if variant == "gus" else [])

    def play(p):
        titles = _titles(p, "score")                # the colours asked
        p.steps(plans.icetowers_to_end())
        p.tap()                                     # the end screen: count the pips
        for t in totals:
            for _ in range(t // 10):
                p.tap(slip=(TAP, HOLD))             # +10 (a slip: +10 more, or the ones early)
            p.hold(slip=(TAP,))                     # on to the ones
            for _ in range(t % 10):
                p.tap(slip=(TAP, HOLD))             # +1 (a slip: the count entered early)
            p.hold(slip=(TAP,))                     # entered: the next colour
        v = p.view()
        taken = list(v.get("scores") or ()) if v.get("phase") == "result" else v
        return (totals, shown), (taken, [t[len("Pips: "):] for t in titles])

    return Table("icetowers", {"ICETOWERS_PLAYERS": players, "ICETOWERS_VARIANT": variant,
                               "ICETOWERS_COLOURS": " ".join(names)}, play)


CALL_INDEX = {"drop": 0, "loop": 1, "end": 2, "back": 3}


def icetowers_calls(rng):
    # calls during play, each taken with the hold: back, DROP / LOOP / END
    # withdrawn with the hold, a DROP or LOOP that runs out; the last one may
    # end the game
    drop_then = rng.choice(("end", "play"))
    middle = ["back", "drop-withdrawn", "loop-changed", "end-withdrawn"]
    if drop_then == "play":
        middle.append("drop-runs")
    last = ["end", "loop-runs", None] + (["drop-runs"] if drop_then == "end" else [])
    actions = [rng.choice(middle) for _ in range(rng.randint(0, 3))] + [rng.choice(last)]
    actions = [a for a in actions if a]
    # (countdowns long enough for a person to withdraw them after a stray
    # tap and two of the model's longest pauses)
    drop_s, loop_s = rng.randint(20, 30), rng.randint(20, 30)
    settings = {"ICETOWERS_PLAYERS": rng.choice((2, 3, 4)), "ICETOWERS_DROP_THEN": drop_then,
                "ICETOWERS_DROP_SECONDS": drop_s, "ICETOWERS_LOOP_SECONDS": loop_s}

    def meant():
        drops = loops = 0
        end = None
        for a in actions:
            drops += a == "drop-runs"
            loops += a in ("loop-changed", "loop-runs")
            if a == "end":
                end = "END"
            elif a == "loop-runs":
                end = "LOOP"
            elif a == "drop-runs" and drop_then == "end":
                end = "DROP"
        return ("end" if end else "play", end, drops, loops)

    def play(p):
        p.steps([("wait", 1.0), TAP, ("wait", 3.5)])   # 3-2-1-GO: play
        for a in actions:
            p.tap()                                     # the call menu, on DROP
            call = a.split("-")[0]
            for _ in range(CALL_INDEX[call]):
                p.tap(slip=(TAP, HOLD))                 # the next call
            p.hold(slip=(TAP, HOLD))                    # the call shown taken
            if a.endswith("-runs"):
                if rng.random() < 0.5:
                    p.tap()                             # a tap in the countdown: nothing
                p.watch(_phase("play", "end"), drop_s + loop_s + 5)
            elif a != "back" and a != "end":
                if a != "end-withdrawn" and rng.random() < 0.5:
                    p.tap()                             # a tap in the countdown: nothing
                p.hold()                                # withdrawn (LOOP: somebody changed)
        v = p.view()
        big = v.get("big") if v.get("phase") == "end" else None
        return meant(), (v.get("phase"), big, v.get("drops"), v.get("loops"))

    return Table("icetowers", settings, play)


def _lost(rng, left):
    # lives a golem with ``left`` lives lost in a round: mostly 0 or 1
    u = rng.random()
    return min(left, 0 if u < 0.5 else 1 if u < 0.8 else 2 if u < 0.95 else 3)


GOLEM_NAMES = ("Red", "Blue", "Yellow", "Green")    # gamemaster.golems.options.COLOUR_NAMES


def golems_lives(rng):
    # 2-4 golems (standard or beginner; the siege: any two golems,
    # GOLEMS_SIEGE, and the castle), up to three rounds' lives entered,
    # each checked as the device took it, and whose lives it asked
    variant = rng.choice(("standard", "standard", "beginner", "siege"))
    players = 2 if variant == "siege" else rng.choice((2, 3, 4))
    seats = list(range(players))
    settings = {"GOLEMS_PLAYERS": players, "GOLEMS_VARIANT": variant, "GOLEMS_PROGRAM_SECONDS": 0}
    if variant == "siege":
        seats = rng.sample(range(4), 2)                # (storming, holding)
        settings["GOLEMS_SIEGE"] = "/".join(GOLEM_NAMES[c].lower() for c in seats)
    names = [GOLEM_NAMES[c] for c in seats]

    def play(p):
        lives = [3] * players
        meant, taken = [], []
        p.steps([("wait", 2.0)])
        for _ in range(3):
            for _ in range(12):
                if p.view().get("phase") == "lives":
                    break
                p.quick()                               # dice, programming, rows
            asked = _titles(p, "lives")
            lost = []
            for c in range(players):
                n = _lost(rng, lives[c]) if lives[c] else 0
                lost.append(n)
                if not lives[c]:
                    continue                            # out: not asked
                for i in range(n):
                    p.tap(slip=(TAP, HOLD))             # one more (a slip: one too many, or early)
                p.hold(slip=(TAP,) if n < lives[c] else ())
            castle = variant == "siege" and rng.random() < 0.15
            if variant == "siege":
                if castle:
                    p.tap(slip=(TAP, HOLD))             # "Red in the castle?" YES
                p.hold(slip=(TAP,))
            v = p.view()
            meant.append((lost, castle, ["%s lost" % names[c] for c in range(players) if lives[c]]
                          + (["%s in the castle?" % names[0]] if variant == "siege" else [])))
            taken.append((list(v.get("lives_lost") or ()),
                          v.get("title") == "Winner" and v.get("big") == names[0] and castle,
                          asked[:]))
            for c in range(players):
                lives[c] -= lost[c]
            if v.get("phase") != "round_end":
                break
            p.quick()                                   # the next round
        return meant, taken

    return Table("golems", settings, play)


def golems_tie(rng):
    # At energy out the golems with most lives tie: all of them, or (3-4
    # golems) those left with 3 when the others lost a life in round 1.  The
    # table takes the recharge or the draw with the tie's entry; a recharge
    # is the tied golems' only (the others are out), so the next round's
    # lives entry asks the tied golems alone
    players = rng.choice((2, 3, 4))
    recharge = rng.randint(2, 10)
    choice = rng.choice(("recharge", "draw"))
    down = sorted(rng.sample(range(players), rng.randint(0, players - 2)))
    tied = [c for c in range(players) if c not in down]
    after = [_lost(rng, 3) if c in tied else 0 for c in range(players)]
    settings = {"GOLEMS_PLAYERS": players, "GOLEMS_VARIANT": "standard",
                "GOLEMS_PROGRAM_SECONDS": 0, "GOLEMS_RECHARGE": recharge}

    def play(p):
        p.steps([("wait", 2.0)])
        first = True
        for _ in range(200):
            v = p.view()
            if v.get("phase") == "game_over":
                break
            if v.get("phase") != "lives":
                p.quick()                               # dice, programming, rows, next round
                continue
            for c in range(players):                    # none lost; round 1: ``down`` one each
                if first and c in down:
                    p.quick()
                p.quick(HOLD)
            first = False
        if choice == "draw":
            p.tap(slip=(TAP, HOLD))                     # the other choice: the draw
        p.hold(slip=(TAP,))                             # taken
        v = p.view()
        if v.get("phase") != "round_end":
            return choice, v.get("phase") == "game_over" and v.get("big") == "Draw" and "draw"
        if v.get("energy") != recharge:
            return choice, ("energy", v.get("energy"))
        # the recharged round: its lives entry asks the tied golems alone
        for _ in range(12):
            if p.view().get("phase") == "lives":
                break
            p.quick()
        asked = _titles(p, "lives")
        for c in tied:
            for i in range(after[c]):
                p.tap(slip=(TAP, HOLD))
            p.hold(slip=(TAP,) if after[c] < 3 else ())
        v = p.view()
        return ((choice, after, ["%s lost" % GOLEM_NAMES[c] for c in tied]),
                ("recharge", list(v.get("lives_lost") or ()), asked[:]))

    return Table("golems", settings, play)


def _holes(shown):
    # "W b2-c2x-c1 g a1" -> "b2-c2-c1": the path's holes, as "you: ..." says them
    return shown.split()[1].replace("x", "")


def flipop_picker(rng):
    # you against the device (level 1), with or without your bank: on each
    # of 2-4 turns the k-th move offered (mostly one of the first few) taken
    # with the hold; the device's move made with a tap
    mode = rng.choice(("versus", "vs-clock"))
    settings = {"FLIPOP_MODE": mode, "FLIPOP_HUMAN": rng.choice(("white", "black")),
                "FLIPOP_LEVEL": 1, "FLIPOP_SECONDS": 900, "FLIPOP_INCREMENT": 5,
                "FLIPOP_PICK": 0}
    turns = rng.randint(2, 4)

    def play(p):
        meant, taken = [], []
        p.steps([("wait", 1.0)])                        # (GM_BOOT "play": no ready screen)
        while len(meant) < turns:
            v = p.watch(_phase("choose", "show", "over"))
            if v["phase"] == "over":
                break
            if v["phase"] == "show":
                p.tap()                                 # the device's move made
                p.watch(lambda v: v.get("phase") != "show")
                continue
            if v.get("title") == "You pass":
                p.watch(_phase("think", "show", "over"))
                continue
            n = int(v["lines"][0].split()[0])           # "7 moves: tap to see the best first"
            k = min(n - 1, int(rng.expovariate(0.5)))
            for i in range(k + 1):
                p.tap(slip=(TAP, HOLD) if i else (TAP,))
            v = p.view()
            meant.append((k + 1, v.get("shown") and _holes(v["shown"])))
            shown_k = int(v["lines"][0].split("/")[0])
            p.hold(slip=(TAP,))                         # taken
            v = p.watch(_phase("think", "show", "over"))
            you = [line[5:] for line in v.get("lines", ()) if line.startswith("you: ")]
            taken.append((shown_k, you[0] if you else v.get("phase") == "over" and meant[-1][1]))
        return meant, taken

    return Table("flipop", settings, play)


def menu_changes(game):
    """[(key, label, [value texts in the menu's cycle from the default])]
    of the menu entries the flow may change while ``game`` is played."""
    from gamemaster import registry, settings_rows
    from gamemaster.menu_value import value_text
    from gamemaster.settings_change import menu_values
    line = [g for g in registry.games() if g[0] == game][0]
    keys = list(registry._load(line[5], "MENU")) if line[5] else []
    out = []
    for key in keys + ["GM_SOUND", "GM_BRIGHTNESS", "GM_RESUME"]:
        row = settings_rows.row_of(key)

        class _S:
            def get(self, k):
                return row[2]
        values = list(menu_values(_S(), key, row))
        start = values.index(row[2]) if row[2] in values else -1
        cycle = [values[(start + 1 + i) % len(values)] for i in range(len(values))]
        out.append((key, row[5], [value_text(key, v, row) for v in cycle]))
    return out


def menu(rng):
    # any game: the menu opened, one or two of its entries changed to a
    # value some holds away, the cursor moved with taps, the menu left
    from gamemaster import registry
    game = rng.choice(registry.ids())
    choices = menu_changes(game)
    picks = rng.sample(choices, rng.randint(1, 2))
    want = {label: rng.randrange(len(cycle)) for key, label, cycle in picks}

    def play(p):
        seen = {}
        p.sim.recorder.listeners.append(
            lambda row: row.get("phase") == "menu" and seen.__setitem__(row.get("title"),
                                                                         row.get("big")))
        p.steps([("wait", 2.0)])
        p.menu()
        for key, label, cycle in picks:
            for _ in range(30):
                if p.view().get("title") == label:
                    break
                p.tap()                                 # the next entry
            for _ in range(want[label] + 1):
                p.hold()                                # the next value
        p.menu()                                        # the 4-second hold: leave
        meant = {label: cycle[want[label]] for key, label, cycle in picks}
        return meant, {label: seen.get(label) for label in meant}

    return Table(None, {"GM_GAME": game}, play)


# one list per registered game (tests/firmware/test_entries_people.py checks
# that every game has its line): the flows of its entries, by name; the
# menu's is the app's, played on every game
FLOWS = {
    "pipes": (),        # a tap only goes on: nothing is entered
    "golems": (("golems.lives", golems_lives), ("golems.tie", golems_tie)),
    "flipop": (("flipop.picker", flipop_picker),),
    "icetowers": (("icetowers.score", icetowers_score), ("icetowers.calls", icetowers_calls)),
}
APP_FLOWS = (("menu", menu),)


def all_flows():
    out = []
    for game in sorted(FLOWS):
        out.extend(FLOWS[game])
    return out + list(APP_FLOWS)


def run_table(flow, seed, person=None, **sim):
    """One table of ``flow`` from ``seed``: (meant, taken, person).
    ``sim``: more Simulator arguments (a ``lib_dir`` to try)."""
    from host_sim.runner import Simulator
    rng = random.Random(seed)
    table = flow(rng)
    settings = dict(table.settings)
    if table.game is None:
        settings["GM_BOOT"] = "play"
    # (the firmware's boot line, "game-master ready", once a table: not printed)
    with contextlib.redirect_stdout(io.StringIO()), \
            Simulator(game=table.game, seed=seed & 0x7FFFFFFF, keep_records=False,
                      screen=False, extra_settings=settings, **sim) as s:
        p = Person(s, rng, **(person or {}))
        try:
            meant, taken = table.play(p)
        except AssertionError as e:          # the screen never showed what was awaited
            return "a table", str(e), p
    return meant, taken, p


def run_flow(flow, tables, seed=1, person=None, **sim):
    """``tables`` tables of ``flow``: [(seed, meant, taken)] of the wrong ones,
    and the gestures pressed in all."""
    wrong = []
    presses = 0
    for i in range(tables):
        s = seed * 100003 + i
        meant, taken, p = run_table(flow, s, person, **sim)
        presses += p.presses
        if meant != taken:
            wrong.append((s, meant, taken))
    return wrong, presses
