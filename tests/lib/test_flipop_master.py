# The Flipop game-master (lib/gamemaster/flipop/master.py): the two-player
# clock and play against the device, worked out by hand from the rules of
# the state machine; also runs on the MicroPython VM.

from mpcompat import raises

from gamemaster.snapshot import SnapshotError
from gamemaster.flipop import board as B
from gamemaster.flipop.master import FlipopMaster
from gamemaster.flipop.position import Position
from gamemaster.ring import render
from gamemaster.settings import Settings


def make(text="", seed=7):
    return FlipopMaster(Settings.from_toml(text), seed)


def run(g, now, until, step=50):
    while now < until:
        now = min(until, now + step)
        g.tick(now)
    return now


def secs(g, now):
    v = g.view(now)
    return v.fact("white_s"), v.fact("black_s")


BANK = 'FLIPOP_MODE = "bank"\nFLIPOP_SECONDS = 60\nFLIPOP_INCREMENT = 5\n'


def test_bank_clock_with_fischer_increment_until_the_flag_falls():
    g = make(BANK)
    g.start(0)
    assert g.phase == "ready" and secs(g, 0) == (60, 60)
    g.press(0)                               # White's clock starts
    now = run(g, 0, 10000)
    assert secs(g, now) == (50, 60) and g.view(now).title == "White to move"
    g.press(now)                             # White moved: 50 + 5 = 55 s, Black runs
    assert secs(g, now) == (55, 60) and g.view(now).fact("side") == "black"
    now = run(g, now, 30000)                 # Black used 20 s: 40 s, + 5 = 45 s
    g.press(now)
    assert secs(g, now) == (55, 45) and g.view(now).fact("move") == 2
    now = run(g, now, 30000 + 54999)         # White's 55 s: 1 ms left at 84.999 s
    assert g.phase == "turn" and secs(g, now) == (1, 45)
    v = g.view(now)
    assert v.warning and v.seconds_left == 1
    now = run(g, now, 85000, step=1)
    assert g.phase == "flag" and g.cue == "flag" and g.save_due(now)
    v = g.view(now)
    assert v.title == "White: time!" and v.seconds_left == 0 and v.lines[0] == "White lost on time"
    now = run(g, now, 200000)                # the clock stays down
    assert g.phase == "flag" and secs(g, now) == (0, 45)
    g.press(now)                             # a new game
    assert g.phase == "ready" and secs(g, now) == (60, 60) and g.moves == 0


def test_per_move_clock_gives_each_move_the_full_time_and_no_increment():
    g = make('FLIPOP_MODE = "move"\nFLIPOP_SECONDS = 20\nFLIPOP_INCREMENT = 5\n')
    g.start(0, skip_ready=True)              # GM_BOOT = play: White's move runs at once
    assert g.phase == "turn"
    now = run(g, 0, 15000)
    assert g.view(now).seconds_left == 5
    g.press(now)
    assert g.view(now).seconds_left == 20 and g.view(now).fact("side") == "black"
    g.press(run(g, now, now + 1000))
    assert g.view(now + 1000).seconds_left == 20      # not 20 + 5: no increment per move
    now = run(g, now + 1000, now + 1000 + 20000, step=100)
    assert g.phase == "flag" and g.view(now).fact("side") == "white"


def test_clock_ring_is_split_into_the_two_banks():
    g = make(BANK)
    g.start(0)
    g.press(0)
    now = run(g, 0, 30000)                   # White has used half of 60 s
    ring = render(g.view(now).ring, 12)
    # first half (12 -> 6 o'clock) White: 3 of 6 pixels lit in its colour;
    # second half Black: all 6 lit, dimmed (not to move)
    assert ring[:3] == [(230, 230, 230)] * 3 and ring[3:6] == [(6, 6, 6)] * 3
    assert ring[6:] == [(10, 16, 60)] * 6


def test_clock_warning_cues_in_the_last_seconds():
    g = make(BANK)                           # GM_WARN_SECONDS = 10
    g.start(0)
    g.press(0)
    now = run(g, 0, 49000)                   # 11 s left: no warning yet
    assert not g.view(now).warning
    now = run(g, now, 50001)                 # 10 s shown: "warn", then "tick" each second
    assert g.view(now).warning and g.cue == "warn"
    now = run(g, now, 51001)
    assert g.cue == "tick"


def test_clock_snapshot_restores_exactly_and_resume_choices():
    g = make('FLIPOP_MODE = "move"\nFLIPOP_SECONDS = 30\n')
    g.start(0)
    g.press(0)
    now = run(g, 0, 12000)                   # White: 18 s left
    data = g.snapshot(now)
    assert len(data) == 28
    h = make('FLIPOP_MODE = "move"\nFLIPOP_SECONDS = 30\n', seed=1)
    h.restore(data, 500000)                  # as saved: 18 s left, running
    assert h.phase == "turn" and h.view(500000).seconds_left == 18
    assert h.snapshot(500000) == data
    assert h.view(505000).seconds_left == 13
    r = make('FLIPOP_MODE = "move"\nFLIPOP_SECONDS = 30\n', seed=1)
    r.restore(data, 0, restart_turn=True)    # GM_RESUME = restart_turn: the move's full time
    assert r.view(0).seconds_left == 30
    b = make(BANK)
    b.start(0)
    b.press(0)
    data = b.snapshot(run(b, 0, 12000))
    r = make(BANK, seed=1)
    r.restore(data, 0, restart_turn=True)    # a bank is never refilled
    assert r.view(0).seconds_left == 48
    with raises(SnapshotError):
        r.restore(data[:-1], 0)


# the quiet end rule: no exit check between moves, so a move is chosen at once
VS = 'FLIPOP_MODE = "versus"\nFLIPOP_RULES = "perp/free/chain/quiet"\n'


def finish_thinking(g, now):
    ticks = 0
    while g.phase == "think":
        assert g.wake_in(now) == 0           # asked again at once: no sleeping
        now += 10
        g.tick(now)
        ticks += 1
    return now, ticks


def test_choosing_a_move_by_taps_and_the_hold():
    g = make(VS)
    g.start(0)
    g.press(0)
    # The start: White's 3 moves (the pinwheel: gates b1, c1, d1 point W, so
    # b1-b2, c1-c2, d1-d2 pass a gate; a1-a2 needs a1 pointing W, it points N)
    v = g.view(0)
    assert g.phase == "choose" and v.lines[0] == "3 moves: tap to see the best first"
    assert g.wake_in(0) == -1                # nothing is shown: no countdown
    # before the first tap the balls that can move are marked: b1, c1, d1
    assert v.art[1][7] == (1 << 1) | (1 << 2) | (1 << 3) and v.art[1][4] == ()
    g.press(0)
    assert g.view(0).lines[0] == "1/3 W b1-b2 g b1"
    g.press(1000)
    assert g.view(1000).lines[0] == "2/3 W c1-c2 g c1"
    v = g.view(1000)
    # the board before the move, the path c1 (2) -> c2 (7), gate c1 (anchor 2)
    # turned, no countdown bar (FLIPOP_PICK 0: time takes nothing)
    assert v.art == ("flipop", (0x1F, 0x1F << 20, 45308, 38308, (2, 7), (2,), 0, 0, 0))
    assert v.lines[1] == "hold 1 s: take it" and v.hint == "tap: next  hold 1 s: take"
    assert g.hold_entry(1000, 1) == ("next", "take")
    now = run(g, 1000, 600000, step=1000)    # ten minutes' thought: nothing taken
    assert g.phase == "choose" and g.index == 1 and g.wake_in(now) == -1
    assert g.hold_entry(now, 2)                      # the hold: c1-c2 is taken
    assert g.phase == "think" and g.pos.w == 0x1F - (1 << 2) + (1 << 7) and g.moves == 1
    assert g.pos.side == 1 and g.save_due(now) and g.cue == "take"
    # the move taken is shown while the device answers it
    assert g.view(now).lines[-1] == "you: c1-c2" and g.hold_entry(now) is None


def test_the_device_thinks_in_chunks_then_shows_its_move_until_made():
    g = make(VS, seed=3)
    g.start(0)
    g.press(0)
    g.press(0)                               # b1-b2 shown
    g.hold_entry(3000, 2)                            # taken
    now, ticks = finish_thinking(g, 3000)
    # level 2 = 300 nodes at 20 a tick: more than one tick, never one call
    assert ticks >= 3, ticks
    assert g.phase == "show" and g.move in g.pos.legal_moves()
    assert g.cue == "mine"
    shown = g.view(now).fact("shown")
    assert shown.startswith("B ") and g.view(now).lines[-1] == "you: b1-b2"
    assert g.press(now) is True              # made on the board
    assert g.phase == "choose" and g.pos.side == 0 and g.moves == 2


def test_the_search_is_the_same_after_a_snapshot_in_think():
    g = make(VS, seed=11)
    g.start(0)
    g.press(0)
    g.press(0)
    g.hold_entry(3000, 2)
    assert g.phase == "think"
    g.tick(3010)                              # part of the search done
    data = g.snapshot(3010)
    now, _ = finish_thinking(g, 3010)
    first = g.move
    h = make(VS, seed=1)
    h.restore(data, 0)                        # a power cut while thinking
    assert h.phase == "think"
    finish_thinking(h, 0)
    assert h.move == first


def test_undo_snapshots_are_exact_and_a_restored_choice_does_not_run():
    g = make(VS + "FLIPOP_PICK = 3\n", seed=5)
    g.start(0)
    g.press(0)
    g.press(0)
    g.press(100)                             # 2/3 shown, countdown running
    data = g.snapshot(100)
    h = make(VS + "FLIPOP_PICK = 3\n", seed=1)
    h.restore(data, 100)
    assert h.snapshot(100) == data and h.index == 1
    run(h, 100, 60000)                       # restored: no countdown, no move taken
    assert h.phase == "choose" and h.pos.side == 0
    g.tick(3100)                             # taken by time (FLIPOP_PICK)
    assert g.phase == "think" and g.view(3100).lines[-1] == "you: c1-c2"
    now, _ = finish_thinking(g, 3100)
    before = g.snapshot(now)                 # the app keeps this before a press
    g.press(now)
    g.restore(before, now)                   # undo: the device's move is shown again
    assert g.phase == "show" and g.snapshot(now) == before
    with raises(SnapshotError):
        g.restore(before[:12], now)


def test_human_black_the_device_opens():
    g = make(VS + 'FLIPOP_HUMAN = "black"\n')
    g.start(0)
    g.press(0)
    assert g.phase == "think" and g.pos.side == 0
    finish_thinking(g, 0)
    assert g.phase == "show" and g.view(0).fact("shown")[0] == "W"


def test_game_over_when_a_side_has_no_ball_left():
    g = make(VS)
    g.start(0)
    g.press(0)
    # Black has taken all five off (b = 0): Black wins at once ("all off")
    g.pos = Position(g.pos.rules, w=1, b=0)
    g.vs.next_turn(g, 0)
    v = g.view(0)
    assert g.phase == "over" and v.title == "Black wins" and v.lines[0] == "all five balls off"
    assert v.fact("winner") == "black"
    g.press(0)
    assert g.phase == "ready"


def test_exit_end_rule_check_is_stepped_too():
    g = make(VS + 'FLIPOP_RULES = "perp/free/chain/exit"\n')
    g.start(0)
    g.press(0)
    assert g.phase == "think"                # checking that a ball can still get out
    now, ticks = finish_thinking(g, 0)
    assert ticks >= 1 and g.phase == "choose" and g.pos.exits is True


def test_rules_come_from_the_settings():
    g = make(VS + 'FLIPOP_RULES = "straight/gate/off/stuck"\n')
    g.start(0)
    r = g.pos.rules
    assert (r.chain, r.last_gate, r.reverse, r.end) == (B.CHAIN_STRAIGHT, True, B.REV_OFF,
                                                        B.END_STUCK)
    # a part that names nothing keeps the engine's default (any/chain/exit)
    # and is named on screen, in one line
    g = make('FLIPOP_MODE = "versus"\nFLIPOP_RULES = "Any/xx"\n')
    g.start(0)
    r = g.pos.rules
    assert (r.chain, r.last_gate, r.reverse, r.end) == (B.CHAIN_ANY, False, B.REV_CHAIN,
                                                        B.END_EXIT)
    assert g.notices == ["settings.toml FLIPOP_RULES: xx unknown; its default used"]
    g = make('FLIPOP_MODE = "versus"\nFLIPOP_RULES = "any/free/chain/exits"\n')
    g.start(0)
    assert g.notices == ["settings.toml FLIPOP_RULES: exits unknown; its default used"]
    g = make('FLIPOP_MODE = "versus"\nFLIPOP_RULES = "perp/free/chain/exit/x"\n')
    g.start(0)
    assert g.notices == ["settings.toml FLIPOP_RULES: x unknown; its default used"]
    # straight chains under the exit end rule end every game at once: said
    g = make('FLIPOP_MODE = "versus"\nFLIPOP_RULES = "straight"\n')
    g.start(0)
    assert g.notices == ["FLIPOP_RULES: straight chains need end quiet or stuck"]


def test_ready_and_end_screens_state_the_rules_in_words():
    g = make('FLIPOP_MODE = "versus"\nFLIPOP_LEVEL = 3\nFLIPOP_HUMAN = "black"\n')
    g.start(0)
    v = g.view(0)
    assert v.title == "You: Black, level 3"
    assert v.lines == ("White moves first", "ends when no ball can exit in 4 moves",
                       "struck balls go off at right angles",
                       "a chain's last ball needs no gate",
                       "no ball of the last move may go back")
    g = make(VS + 'FLIPOP_RULES = "any/gate/off/quiet"\n')
    g.start(0)
    assert g.view(0).lines[1:] == ("ends after 60 moves without a ball off",
                                   "struck balls go any way but back",
                                   "a chain's last ball needs a gate",
                                   "a move may be undone at once")
    # the end: why, in words, and how the ball count decided it
    g.press(0)
    g.pos = Position(g.pos.rules, w=1, b=3, quiet=60)
    g.vs.next_turn(g, 0)
    v = g.view(0)
    assert g.phase == "over" and v.title == "White wins"
    assert v.lines[:2] == ("60 moves without a ball off", "fewer balls on the board wins")


def test_the_timed_take_is_a_setting_and_counts_down_in_seconds():
    # (no take while the button is down: the app does not tick the game
    # then, tests/lib/test_app.py)
    g = make(VS + 'FLIPOP_PICK = 5\n')
    g.start(0)
    g.press(0)
    g.press(1000)                            # 1/3 shown: taken 5 s later, not before
    v = g.view(1000)
    assert v.lines[1] == "taken in 5 s" and v.art[1][6] == 12
    assert g.view(3500).lines[1] == "taken in 3 s"
    run(g, 1000, 5999, step=1)
    assert g.phase == "choose"
    g.press(5999)                            # the next move: a full 5 s again
    run(g, 5999, 10998, step=1)
    assert g.phase == "choose" and g.index == 1
    g.tick(10999)
    assert g.phase != "choose" and g.moves == 1 and g.cue == "take"
    # the take is shown while the device answers it
    assert g.view(10999).lines[-1] == "you: c1-c2"


def test_passes_are_shown_and_taken_without_a_tap():
    g = make(VS)
    g.start(0)
    g.press(0)
    # White: a1 alone behind closed gates (the corner has no gate): a pass;
    # Black (d5) can move, so the game goes on
    g.pos = Position(g.pos.rules, w=1, b=1 << 23)
    g.vs.next_turn(g, 0)
    v = g.view(0)
    # (FLIPOP_PICK 0: a pass, nothing to choose, goes on after 2.5 s)
    assert g.phase == "choose" and v.title == "You pass" and v.lines[1] == "taken in 3 s"
    assert g.wake_in(0) > 0
    run(g, 0, 3000, step=100)
    assert g.pos.side == 1 and g.moves == 1
    # the device (Black, e5 alone) cannot move, White (b1) can: shown, then
    # taken by itself
    g.pos = Position(g.pos.rules, w=1 << 1, b=1 << 24, side=1)
    g.vs.next_turn(g, 3000)
    now, _ = finish_thinking(g, 3000)
    v = g.view(now)
    assert g.phase == "show" and v.title == "I pass" and "make it" not in " ".join(v.lines)
    g2 = make(VS)
    g2.start(0)
    g2.press(0)
    g2.pos = Position(g2.pos.rules, w=1 << 1, b=1 << 24, side=1)
    g2.vs.next_turn(g2, 0)
    now, _ = finish_thinking(g2, 0)
    assert g2.phase == "show" and g2.wake_in(now) > 0
    run(g2, now, now + 2600, step=100)
    assert g2.phase == "choose" and g2.pos.side == 0


def test_versus_with_a_clock_the_players_bank_runs_while_choosing():
    g = make('FLIPOP_MODE = "vs-clock"\nFLIPOP_SECONDS = 10\nFLIPOP_INCREMENT = 2\n'
             'FLIPOP_RULES = "perp/free/chain/quiet"\n')
    g.start(0)
    assert g.view(0).lines[-1] == "your time 0:10, +2 s a move"
    g.press(0)
    assert g.phase == "choose" and g.view(0).fact("bank_s") == 10
    now = run(g, 0, 4000)
    assert g.view(now).fact("bank_s") == 6 and g.view(now).lines[2] == "your time 0:06"
    g.press(now)
    now = run(g, now, now + 3000, step=10)  # the hold: 3 s left, + 2 s
    g.hold_entry(now, 2)
    assert g.phase == "think" and g.clocks[0].left(now) == 5000
    data = g.snapshot(now)
    h = make('FLIPOP_MODE = "vs-clock"\nFLIPOP_SECONDS = 10\n', seed=1)
    h.restore(data, 0)
    assert h.timed and h.clocks[0].left(0) == 5000
    now, _ = finish_thinking(g, now)
    g.press(now)                             # the device's move made: White's bank runs
    now = run(g, now, now + 5000)
    v = g.view(now)
    assert g.phase == "over" and v.title == "Black wins" and v.lines[0] == "White lost on time"


# what only one mode needs (RAM on the nRF52840 boards: a board compiles
# every module it imports and keeps it)
VERSUS_ONLY = ("versus", "view_versus", "position", "moves",
               "ai", "alphabeta")
CLOCK_ONLY = ("clock", "view_clock")


def _loaded_after(play, names):
    # the modules of ``names`` that ``play()`` loads; the modules this
    # process had are put back afterwards (other tests hold their classes)
    import sys
    from gamemaster.flipop import master
    package = sys.modules["gamemaster.flipop"]
    saved = {}
    for n in names:
        full = "gamemaster.flipop." + n
        if full in sys.modules:
            saved[n] = sys.modules.pop(full)
            package.__dict__.pop(n, None)
    try:
        play()
        return [n for n in names if "gamemaster.flipop." + n in sys.modules]
    finally:
        for n in names:
            sys.modules.pop("gamemaster.flipop." + n, None)
            package.__dict__.pop(n, None)
        for n, module in saved.items():
            sys.modules["gamemaster.flipop." + n] = module
            setattr(package, n, module)
        assert master.FlipopMaster is FlipopMaster


def test_each_mode_loads_only_its_own_code():
    def clock_game():
        g = make(BANK)
        g.start(0)
        g.press(0)
        g.press(run(g, 0, 3000))
        g.restore(g.snapshot(4000), 4000)
        g.view(4000)

    def versus_game():
        g = make(VS)
        g.start(0)
        g.press(0)
        now, _ = finish_thinking(g, 0)
        g.press(now)
        now, _ = finish_thinking(g, now)
        g.restore(g.snapshot(now), now)
        g.view(now)

    assert _loaded_after(clock_game, VERSUS_ONLY) == []
    assert _loaded_after(versus_game, CLOCK_ONLY) == []
