"""IceTowers real-time simulation: reaction times, actions re-checked when
they land, strategies' choices on small tables worked out by hand, and
determinism.  Runs on MicroPython."""

from gamemaster.icetowers.engine import IceTowers, CAP, MINE, SPLIT, TABLE, END_ALL_PASSED
from gamemaster.icetowers.rules import Rules, RED, YELLOW, piece
from gamemaster.icetowers.sim import Sim, choose, reaction, value, RT_MIN, RT_SPREAD
from gamemaster.prng import Rng


def table(towers, players=2):
    g = IceTowers(players, rules=Rules(), empty=True)
    letters = {"r": RED, "y": YELLOW}
    ids = [g.add_tower([piece(letters[w[0]], int(w[1])) for w in t.split()]) for t in towers]
    return g, ids


def test_reaction_times_are_triangular_between_700_and_1900_ms():
    rng = Rng(1)
    seen = [reaction(rng) for _ in range(2000)]
    assert min(seen) >= RT_MIN and max(seen) <= RT_MIN + 2 * RT_SPREAD
    # two uniform draws: the middle third (1100..1500) holds 5/9 of the mass
    # (1 - 2 * (1/3)^2 / ... = 1 - 2 * 2/9); allow sampling noise
    middle = len([t for t in seen if 1100 <= t <= 1500])
    assert 1000 < middle < 1250, middle


def test_an_action_overtaken_by_a_faster_player_fumbles():
    # r3 r2 b1 and b3.  Red plans to mine r2 onto b3 (lands at 1000 ms);
    # yellow plans to split the r3|r2 pair (lands at 1200 ms).  Red is first:
    # the tower becomes r3 b1, the pair is gone, yellow's split fumbles.
    # (b2 b2 keeps the game going: red may split that pair.)
    g, (t, u, v) = table(["r3 r2 y1", "y3", "y2 y2"])
    sim = Sim(2, ["big"], 1, game=g, record=True)
    sim.plan = [(MINE, RED, 2, t, 1, u), (SPLIT, YELLOW, 2, t, 1, TABLE)]
    sim.due = [1000, 1200]
    sim.step()
    assert sim.now == 1000 and sim.applied == 1
    assert g.player_scores() == [5, 8]
    before = sim.fumbles
    while sim.now < 1200 and sim.step():
        pass
    assert sim.fumbles == before + 1
    assert any(" P1 fumble split" in line for line in sim.lines)


def test_equal_times_go_to_the_lower_seat():
    g, (r1, b1, t) = table(["r1", "y1", "y3 y3"])
    sim = Sim(2, ["big"], 1, game=g, record=True)
    sim.plan = [(CAP, RED, 1, r1, 0, t), (CAP, YELLOW, 1, b1, 0, t)]
    sim.due = [900, 900]
    sim.step()
    sim.step()
    assert [x for x in sim.lines if x.startswith("900 P") and " cap " in x] == [
        "900 P0 cap red1 #1>#3", "900 P1 cap yellow1 #2>#3"]


def test_greedy_bots_take_the_richest_tower_and_big_prefers_large_pyramids():
    # Red has r1 and r3 free; yellow has the tower b3 b3 (6 pips) and a lone
    # b3 (3).  Value = red's gain - yellow's gain (two players: k = 1):
    # * r1 on b3 b3: red -1 (its lone r1) + 7, yellow -6: 6 + 6 = 12; yellow has
    #   no free pyramid <= 1 to cap it back: no risk.
    # * r3 on the lone b3: red -3 + 6, yellow -3: 6; after it yellow has nothing
    #   free (the lone b3 is what was capped): no risk.
    # * r3 on b3 b3: 12, but yellow's lone b3 could cap it back: minus half
    #   of red's gain of 6 = 9.
    # "big" adds 2*(size-2): r3 on b3 b3 = 11, r1 on it = 10, r3 on b3 = 8:
    # big plays r3 on b3 b3.
    g, (r1, r3, t, u) = table(["r1", "r3", "y3 y3", "y3"])
    # ("splitter" adds nothing to a cap: the plain values)
    assert value(g, 0, (CAP, RED, 1, r1, 0, t), "splitter") == 12
    assert value(g, 0, (CAP, RED, 3, r3, 0, u), "splitter") == 6
    assert value(g, 0, (CAP, RED, 3, r3, 0, t), "splitter") == 9
    assert value(g, 0, (CAP, RED, 3, r3, 0, t), "big") == 11
    assert value(g, 0, (CAP, RED, 1, r1, 0, t), "big") == 10
    assert choose(g, 0, "big", Rng(1)) == (CAP, RED, 3, r3, 0, t)
    # without the "big" bonus, r1 on b3 b3 (12) is the best move
    assert choose(g, 0, "splitter", Rng(1)) == (CAP, RED, 1, r1, 0, t)


def test_invest_puts_big_pyramids_low_and_caps_its_own_towers_with_the_smallest():
    # "Na początku umieszczaj na dnie wieży duży element, a z czasem jeżeli
    # nakryjesz wieżę najmniejszą piramidką, będzie ona zablokowana."
    # Same table as above: invest keeps r1 (-2 for a small pyramid on a tower
    # without red: 10) and starts a tower on the lone y3 with r3 (+3: 9 -> 6 + 3);
    # r3 on y3 y3 stays 9; so it plays r1 only where red is invested.
    g, (r1, r3, t, u) = table(["r1", "r3", "y3 y3", "y3"])
    assert value(g, 0, (CAP, RED, 1, r1, 0, t), "invest") == 10
    assert value(g, 0, (CAP, RED, 3, r3, 0, u), "invest") == 9
    assert value(g, 0, (CAP, RED, 3, r3, 0, t), "invest") == 9
    # a tower standing on red's r3, capped by yellow's y2: r1 on it gains
    # red -1 + 6, yellow -5: 10 (no yellow pyramid free to cap back), + 4 = 14
    g, (r1, t, y3) = table(["r1", "r3 y2", "y3 y3"])
    assert value(g, 0, (CAP, RED, 1, r1, 0, t), "invest") == 14
    assert choose(g, 0, "invest", Rng(1)) == (CAP, RED, 1, r1, 0, t)


def test_limit_avoids_capping_where_the_opponent_could_mine():
    # Yellow has three pyramids in T = b3 b2 b1 (6 pips, top b1) and a lone
    # U = b3.  Capping T with r1: red -1 + 7, yellow -6: 12, but then yellow
    # could mine two of them: limit subtracts 2*(3-1) = 4 -> 8.  Capping U
    # with r1: red -1 + 4, yellow -3: 6 (one yellow pyramid there: no penalty).
    g, (r1, t, u) = table(["r1", "y3 y2 y1", "y3"])
    assert value(g, 0, (CAP, RED, 1, r1, 0, t), "limit") == 8
    assert value(g, 0, (CAP, RED, 1, r1, 0, u), "limit") == 6


def test_a_bot_with_nothing_to_gain_holds_its_small_pyramid_then_passes():
    # Yellow holds b1.  Red's only free pyramid is r1; the only tower is red's
    # own r3 r3 (capping it gains nothing) and yellow's held b1 could cap r1.
    # So red picks r1 up; then, holding it, red passes.
    g, (r1, t, b1) = table(["r1", "r3 r3", "y1"])
    g.apply(1, (4, YELLOW, 1, b1, 0, TABLE))
    a = choose(g, 0, "big", Rng(1))
    assert a == (4, RED, 1, r1, 0, TABLE)
    g.apply(0, a)
    assert choose(g, 0, "big", Rng(1)) is None


def test_the_same_seed_gives_the_same_game():
    # The first dozen events (whole games run stepped in the same-game
    # gate: this VM frees garbage only between calls).
    def first(seed, n=12):
        sim = Sim(2, ["big", "splitter"], seed)
        for _ in range(n):
            sim.step()
        return (sim.digest, sim.now, sim.applied)
    a = first(5)
    assert a == first(5)
    assert a != first(6)
    assert a[1] > 0 and a[2] > 0
