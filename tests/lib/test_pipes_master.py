from gamemaster.pipes import elements
from gamemaster.pipes.master import PipesMaster
from gamemaster.settings import Settings
from gamemaster.ticks import TICKS_PERIOD, ticks_add
from gamemaster.view_host import key as view_key


def make(text="", seed=7):
    return PipesMaster(Settings.from_toml(text), seed)


def run_ms(g, now, ms, step=100):
    end = ticks_add(now, ms)
    while now != end:
        now = ticks_add(now, min(step, (end - now) % TICKS_PERIOD))
        g.tick(now)
    return now


def test_twelve_turns_then_water_interleaved():
    g = make()
    now = 0
    g.start(now, skip_ready=True)
    seen = []
    for _ in range(12 + 2 * 5):
        v = g.view(now)
        seen.append((v.phase, v.fact("turn"), v.fact("water_round")))
        now = run_ms(g, now, 2000)
        g.press(now)
    assert seen[0] == ("turn", 1, 0)
    assert seen[11] == ("turn", 12, 0)
    assert seen[12] == ("water", 12, 1)
    assert seen[13] == ("turn", 13, 1)
    assert seen[14] == ("water", 13, 2)
    assert [s[0] for s in seen[12:]] == ["water", "turn"] * 5


def test_a_turn_says_when_the_water_comes_not_a_game_length():
    # "turn 3 of 12" read as a 12-turn game; turn 12 is when the water
    # rounds start (the rules, section 4), and turns go on after it
    g = make()
    now = 0
    g.start(now, skip_ready=True)
    lines = {}
    for _ in range(12 + 2):
        v = g.view(now)
        if v.phase == "turn":
            lines[v.fact("turn")] = v.lines
        now = run_ms(g, now, 1000)
        g.press(now)
    assert lines[3] == lines[12] == ("water after turn 12",)
    assert lines[13] == ("after water round 1",)
    r = make("PIPES_WATER_AFTER = 5\n")
    r.start(0)
    assert r.view(0).lines[1] == "water after turn 5"      # the ready screen, the same words


def test_ready_screen_then_turn_one():
    g = make()
    g.start(0)
    assert g.view(0).phase == "ready"
    g.press(10)
    v = g.view(10)
    assert v.phase == "turn" and v.fact("turn") == 1 and v.seconds_left == 60
    assert v.art[1] in elements.NAMES


def test_timeout_waits_for_press():
    g = make("GM_TURN_SECONDS = 30\n")
    g.start(0, skip_ready=True)
    now = run_ms(g, 0, 20500)
    v = g.view(now)
    assert v.seconds_left == 10 and v.warning
    now = run_ms(g, now, 9400)
    assert g.view(now).phase == "turn"
    now = run_ms(g, now, 200)
    v = g.view(now)
    assert v.phase == "timeout" and v.seconds_left == 0
    now = run_ms(g, now, 600000)
    assert g.view(now).phase == "timeout"      # waits for the button
    g.press(now)
    assert g.view(now).fact("turn") == 2


def test_untimed_turns():
    g = make("GM_TURN_SECONDS = 0\n")
    g.start(0, skip_ready=True)
    now = run_ms(g, 0, 3600000, step=10000)
    v = g.view(now)
    assert v.phase == "turn" and v.seconds_left is None


def test_countdown_across_tick_wrap():
    g = make()
    start = TICKS_PERIOD - 30000
    g.start(start, skip_ready=True)
    now = run_ms(g, start, 45000)
    assert g.view(now).seconds_left == 15
    now = run_ms(g, now, 15000)
    assert g.view(now).phase == "timeout"


def test_same_seed_same_elements_and_bag_mode():
    def seq(text, seed):
        g = make(text, seed)
        g.start(0, skip_ready=True)
        out = []
        for _ in range(21):
            out.append(g.element)
            g.press(0)
            if g.phase == "water":
                g.press(0)
        return out
    assert seq("", 5) == seq("", 5)
    assert seq("", 5) != seq("", 6)
    bag = seq('PIPES_DRAW = "bag"\n', 9)
    for k in range(3):
        assert sorted(bag[7 * k:7 * k + 7]) == list(range(7))
    weighted = seq('PIPES_DRAW = "weighted"\nPIPES_WEIGHTS = "0,0,0,0,1,0,3"\n', 9)
    assert set(weighted) <= {4, 6}


def test_snapshot_restore_exact():
    g = make('PIPES_DRAW = "bag"\n', seed=11)
    g.start(0, skip_ready=True)
    now = 0
    for _ in range(15):
        g.press(now)
    now = run_ms(g, now, 17300)
    data = g.snapshot(now)
    assert len(data) < 40
    h = make('PIPES_DRAW = "bag"\n', seed=1)
    h.restore(data, 5000)
    assert view_key(h.view(5000)) == view_key(g.view(now))
    for _ in range(20):
        g.press(now)
        h.press(5000)
        assert h.element == g.element and h.phase == g.phase and h.water_round == g.water_round


def test_restore_restart_turn():
    g = make()
    g.start(0, skip_ready=True)
    now = run_ms(g, 0, 40000)
    h = make()
    h.restore(g.snapshot(now), 0, restart_turn=True)
    assert h.view(0).seconds_left == 60


def test_stamp_changes_when_view_changes():
    g = make()
    g.start(0, skip_ready=True)
    last_stamp = g.stamp(0)
    last_key = view_key(g.view(0))
    now = 0
    for _ in range(700):
        now += 100
        g.tick(now)
        s = g.stamp(now)
        k = view_key(g.view(now))
        if k != last_key:
            assert s != last_stamp, now
        last_stamp, last_key = s, k


def test_wake_in_is_never_later_than_the_next_stamp_change():
    # By hand: a 60 s turn started at 0 has left = 60000 - now.  The warning
    # starts when 10 s are shown (left <= 10000); stamp() then also flips the
    # blink when left % 1000 drops below 500 and when it wraps (1000 -> 999).
    # At now = 50000 (left exactly 10000, shown 10, blink "off"): the blink
    # turns on 1 ms later, so wake_in is 1, not the half-second grid's 500.
    # At 50001 (left 9999, r = 999): next flip when r drops to 499, 500 ms.
    # At 49000 (left 11000, shown 11, no blink yet): shown = ceil(left/1000)
    # stays 11 down to left 10001 and becomes 10 at left 10000: 1000 ms.
    g = make()
    g.start(0, skip_ready=True)
    assert g.wake_in(49000) == 1000
    assert g.wake_in(50000) == 1
    assert g.wake_in(50001) == 500
    assert g.wake_in(50500) == 1                 # left 9500: blink off in 1 ms
    # and in general: stepping 1 ms at a time, the stamp never changes
    # before the time wake_in gave (checked over the warning's last 3 s)
    now = 57000
    due = ticks_add(now, g.wake_in(now))
    stamp = g.stamp(now)
    while now < 60000:
        now += 1
        if g.stamp(now) != stamp:
            assert now >= due, (now, due)
            stamp = g.stamp(now)
        if now >= due:
            w = g.wake_in(now)
            if w < 0:
                break
            due = ticks_add(now, w)
