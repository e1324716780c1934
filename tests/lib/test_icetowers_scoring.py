"""IceTowers' pip count at a real table, with one button: a simulated table
of towers and players who see only the screen.

The players of the model count a colour's towers first (TABLE_COUNT_MS +
TOWER_MS a tower of that colour), then enter the number: a tap per ten
(TAP_MS between taps), the short hold (HOLD_MS, a finger up REACT_MS after
it while the screen's new step is read), a tap per one, the hold.  The
figures in docs/rules-interpretations.md (IceTowers on the device) come from
test_a_four_player_table_of_about_thirty_pips_each; the firmware's own
figures (the issue's 31/28/33/27 in the simulator, and people's pauses and
late presses) from host_sim.people and the bench.
"""

from gamemaster.icetowers.engine import IceTowers
from gamemaster.icetowers.referee import IceTowersReferee, NAMES
from gamemaster.icetowers.rules import piece
from gamemaster.icetowers.tabletext import parse
from gamemaster.settings import Settings

TABLE_COUNT_MS = 1500      # to find a colour's towers
TOWER_MS = 800             # to add up one tower's pips
TAP_MS = 300
HOLD_MS = 1000             # the short hold that enters (0.7-2 s)
REACT_MS = 500

# A four-player table as the rules bots left it (icetowers.sim, seed 1):
# Red 33, Yellow 32, Green 28, Blue 27, about 30 pips each, 120 in all
TABLE = """
green2 blue2 red2 yellow1 yellow1
blue3 green2 red2 yellow2 red1
yellow3 red1 green1 blue1 red1
red3 blue3 green1 yellow1 red1
blue3 red3 yellow3 green3 blue1 blue1
yellow3 green3 red2 blue2 yellow2
red2 green2 blue2 yellow2 blue2
green2 yellow2 blue2 red1
blue3 green3 red3 green1
yellow3 green3 red3 blue1 green1
yellow2 yellow1
red3 green3 green1
yellow3 red2 green2 blue1 yellow1
blue3
"""


def referee(players, text=""):
    # A game ended with END (the call menu on END, the short hold), on its
    # end screen.  -> (referee, now)
    g = IceTowersReferee(Settings.from_toml("ICETOWERS_PLAYERS = %d\n%s" % (players, text)), 1)
    g.start(0)
    g.press(0)
    now = tick_to(g, 0, 3000)
    for t in (now + 1000, now + 1100, now + 1200):      # the call menu on END
        g.press(t)
    g.hold_entry(now + 2200, 2)
    return g, tick_to(g, now + 2200, now + 3300)


def tick_to(g, now, end, step=100):
    while now < end:
        now = min(end, now + step)
        g.tick(now)
    return now


def shown(g, now):
    # (colour, count, what a tap adds) as the screen says them: "Pips: Red",
    # "17", "tens: tap +10 each"
    v = g.view(now)
    if v.phase != "score":
        return None
    return v.title[6:], int(v.art[1]), int(v.lines[0].split("+")[1].split()[0])


class Table:
    # The players: what they counted per colour, what they pressed and when.
    def __init__(self, g, now, counts, towers):
        self.g, self.now, self.counts, self.towers = g, now, counts, towers
        self.presses = 0

    def tap(self):
        assert self.g.press(self.now)
        self.presses += 1
        self.now = tick_to(self.g, self.now, self.now + TAP_MS)

    def hold(self):
        # the app enters at the release; the screen's new step is read after
        self.now = tick_to(self.g, self.now, self.now + HOLD_MS)
        assert self.g.hold_entry(self.now, 2)
        self.presses += 1
        self.now = tick_to(self.g, self.now, self.now + REACT_MS)

    def count_colour(self):
        colour = shown(self.g, self.now)[0]
        self.now = tick_to(self.g, self.now,
                           self.now + TABLE_COUNT_MS + TOWER_MS * self.towers[colour])

    def enter_colour(self):
        colour = shown(self.g, self.now)[0]
        want = self.counts[colour]
        for _ in range(want // 10):
            self.tap()
        self.hold()
        for _ in range(want % 10):
            self.tap()
        assert shown(self.g, self.now)[:2] == (colour, want)
        self.hold()

    def score(self):
        start = self.now
        self.tap()                 # the end screen: count the pips
        while self.g.phase == "score":
            self.count_colour()
            self.enter_colour()
        return self.presses, self.now - start


def counted(text, players):
    # The pips per colour name (as the screen writes it) and the towers each caps.
    table = parse(text, players=players)
    scores = table.colour_scores()
    towers = {}
    for t in table.stacks:
        name = NAMES[t[-1] >> 2]
        towers[name] = towers.get(name, 0) + 1
    return {NAMES[c]: scores[c] for c in table.colours}, towers


def test_the_model_table_is_about_thirty_pips_each():
    counts, towers = counted(TABLE, 4)
    assert counts == {"Red": 33, "Yellow": 32, "Green": 28, "Blue": 27}
    assert towers == {"Red": 4, "Yellow": 4, "Green": 3, "Blue": 3}


def test_a_four_player_table_of_about_thirty_pips_each():
    counts, towers = counted(TABLE, 4)
    g, now = referee(4)
    presses, ms = Table(g, now, counts, towers).score()
    assert g.phase == "result" and list(g.scores) == [33, 32, 28, 27]
    assert g.view(now + ms).title == "Red wins"
    # 33 = 3+1+3+1 presses (the tens, the hold, the ones, the hold), 32 =
    # 3+1+2+1, 28 = 2+1+8+1, 27 = 2+1+7+1, and the end screen's tap: 39
    assert presses == 39 and presses <= 40
    # counting included (1.5 s + 0.8 s a tower, per colour: 17.2 s): 38.5 s,
    # so 21.3 s of pressing (issue 34: at most 90 s)
    counting = 4 * TABLE_COUNT_MS + TOWER_MS * sum(towers.values())
    assert (ms, counting) == (38500, 17200) and ms - counting <= 90000
    print("4 players, 120 pips: %d presses, %.1f s (%.1f s pressing)"
          % (presses, ms / 1000, (ms - counting) / 1000))


def test_every_count_of_about_thirty_costs_at_most_thirteen_presses():
    # 25..35 pips in one colour: the tens, the hold, the ones, the hold
    worst = 0
    for n in range(25, 36):
        g, now = referee(2)
        t = Table(g, now, {"Red": n, "Yellow": 0}, {"Red": 1, "Yellow": 0})
        t.tap()
        t.enter_colour()
        assert g.scores[0] == n and g.slot == 1
        worst = max(worst, t.presses - 1)
    assert worst == 13      # 29: 2 + 1 + 9 + 1


def app_like(g):
    # The app's undo: the snapshot before every accepted gesture, restored on undo.
    stack = []

    def gesture(now, hold=False):
        before = g.snapshot(now)
        if g.hold_entry(now, 2) if hold else g.press(now):
            stack.append(before)

    def undo(now):
        g.restore(stack.pop(), now)
    return gesture, undo


def test_a_slip_is_fixed_with_at_most_two_presses():
    g, now = referee(2)
    gesture, undo = app_like(g)
    gesture(now)                           # the count opens
    gesture(now + 300)
    gesture(now + 600)                     # 20 ...
    gesture(now + 900)                     # ... 30 by mistake
    undo(now + 4000)                       # 1 press
    assert shown(g, now + 4000) == ("Red", 20, 10)
    # the ones too early ("on to the ones" at 20 for 30): undo, a tap: 2 presses
    gesture(now + 5000, hold=True)
    assert shown(g, now + 5000) == ("Red", 20, 1)
    undo(now + 8000)
    gesture(now + 9000)
    assert shown(g, now + 9000) == ("Red", 30, 10)
    gesture(now + 10000, hold=True)
    gesture(now + 10300)                   # 31
    # entered too early (Red has 32): undo, a tap: 2 presses, then the hold meant
    gesture(now + 11000, hold=True)
    assert shown(g, now + 11000) == ("Yellow", 0, 10) and g.scores[0] == 31
    undo(now + 14000)
    assert shown(g, now + 14000) == ("Red", 31, 1)
    gesture(now + 15000)
    gesture(now + 16000, hold=True)
    assert g.scores[0] == 32 and g.slot == 1
    # one tap too few: one tap, nothing to take back
    gesture(now + 17000)
    gesture(now + 18000, hold=True)
    gesture(now + 19000)
    gesture(now + 19300)
    assert shown(g, now + 19300) == ("Yellow", 12, 1)


def test_after_an_undo_the_count_stays_on_screen_and_in_its_colour():
    # the undo hold (2-4 s) runs on the game clock: neither during it nor
    # after it does the count leave the screen or move to another colour
    g, now = referee(2)
    gesture, undo = app_like(g)
    gesture(now)
    for k in range(1, 4):
        gesture(now + 300 * k)
    before = [shown(g, t) for t in range(now + 900, now + 4900, 100) if g.tick(t) or True]
    assert all(s[:2] == ("Red", 30) for s in before)
    undo(now + 4900)
    after = []
    for t in range(now + 4900, now + 20000, 100):
        g.tick(t)
        after.append(shown(g, t))
    assert all(s == ("Red", 20, 10) for s in after)


# another four-player table the bots left (seed 5), spread less evenly
TABLE_5 = """
red3 yellow2 green2 blue2 blue1
green3 blue2 red2 yellow2 blue2 blue2
yellow3 green1 yellow1
green3 red3 blue1 yellow1 red1
green3 yellow3 red3 blue1 green1
green3 yellow3 red3 blue1 red1
blue3 green3 yellow2 red2 red1
blue3 green2 yellow2 red2 yellow1
red3 yellow3 green1 blue1 yellow1
blue3 green2 yellow2 red2 yellow1
yellow3 red2 green2 blue2 red1
blue3 green2
green1 red1 green1
blue3
"""


def test_another_bot_played_table_scores_within_the_limits():
    # (the bots run on the host only: a whole game's garbage does not fit
    # the MicroPython VM's heap within one call, so the table is written here)
    counts, towers = counted(TABLE_5, 4)
    g, now = referee(4)
    presses, ms = Table(g, now, counts, towers).score()
    assert [g.scores[i] for i in range(4)] == [counts[n] for n in NAMES[:4]]
    assert presses <= 45 and ms <= 120000, (counts, presses, ms)


def test_the_ready_screen_waits_for_a_tap_even_with_gm_boot_play():
    # GM_BOOT = "play" skips the ready screen in turn games; a real-time game
    # starts when every player's hands are ready, so IceTowers waits
    g = IceTowersReferee(Settings.from_toml(""), 1)
    g.start(0, skip_ready=True)
    g.tick(10000)
    assert g.phase == "ready" and g.view(10000).hint == "tap: 3-2-1-GO"


def test_undo_after_a_loop_that_ended_by_mistake_returns_to_the_call_menu():
    # LOOP called, the countdown ran out though somebody had changed: undo
    # goes back to the call menu on LOOP (the state before the hold that
    # took it), where nothing is taken until the next hold
    g = IceTowersReferee(Settings.from_toml(""), 1)
    g.start(0)
    gesture, undo = app_like(g)
    gesture(0)
    now = tick_to(g, 0, 3000)
    gesture(10000)
    gesture(10300)                         # LOOP
    gesture(11300, hold=True)
    now = tick_to(g, 11300, 11300 + 10000 + 500)
    assert (g.phase, g.view(now).art[1]) == ("end", "LOOP")
    undo(now + 3000)
    assert (g.phase, g.view(now + 3000).fact("call")) == ("call", "LOOP")
    now = tick_to(g, now + 3000, now + 20000)
    assert g.phase == "call" and g.drops == 0 and g.loops == 0
    gesture(now, hold=True)
    assert g.phase == "loop" and g.loops == 1


def test_engine_and_referee_name_the_colours_alike():
    g = IceTowers(4, empty=True)
    g.add_tower([piece(1, 3)])
    assert [NAMES[c] for c in g.colours] == ["Red", "Yellow", "Green", "Blue"]
    assert g.colour_scores()[1] == 3
