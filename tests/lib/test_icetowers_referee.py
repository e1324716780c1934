from gamemaster.snapshot import SnapshotError
from gamemaster.icetowers.referee import IceTowersReferee
from gamemaster.settings import Settings
from gamemaster.view_host import key as view_key
from mpcompat import forget, raises


def make(text=""):
    return IceTowersReferee(Settings.from_toml(text), 3)


def run_to(g, now, end, step=100):
    # Tick like the firmware loop does, in small steps up to ``end``.
    while now < end:
        now = min(end, now + step)
        g.tick(now)
    return now


def started(text=""):
    # A game in play: tap at 0, countdown 3 s, GO at 3000.
    g = make(text)
    g.start(0)
    g.press(0)
    run_to(g, 0, 3000)
    assert g.phase == "play"
    return g


def test_countdown_three_two_one_go_then_the_clock_counts_up_from_go():
    g = make()
    g.start(0)
    v = g.view(0)
    assert (v.phase, v.hint) == ("ready", "tap: 3-2-1-GO")
    # the ready screen: one tile per player in the pyramids' colours
    assert v.art == ("rolls", (((230, 0, 0), "1"), ((230, 180, 0), "2")))
    g.press(0)
    # 3000 ms countdown shown rounded up: 0..999 ms "3", 1000.. "2", 2000.. "1"
    shown = []
    for t in (0, 999, 1000, 1999, 2000, 2999):
        g.tick(t)
        shown.append(g.view(t).art[1])
    assert shown == ["3", "3", "2", "2", "1", "1"]
    assert g.press(2500) is False          # nothing to do before GO
    g.tick(3000)
    v = g.view(3000)
    assert (v.phase, v.art[1], g.cue) == ("play", "GO!", "go")
    # the game clock started at 3000: 65 s later it shows 1:05
    run_to(g, 3000, 68000, step=1000)
    v = g.view(68000)
    assert v.art[1] == "1:05" and v.fact("elapsed") == 65
    # the ring: one lap per minute; minute 1 (2nd) in Yellow over dimmed Red, 5 of 60 lit
    assert v.ring == ("count", 5, 60, (230, 180, 0), (230 // 6, 0, 0))


def call(g, now, name, step=100):
    # Open the call menu (a tap in play), tap to ``name`` and take it with
    # the short hold: the referee's entry rule.  -> the time after
    g.press(now)
    for _ in range(("DROP", "LOOP", "END", "back").index(name)):
        now += step
        g.press(now)
    now += 1000
    assert g.hold_entry(now) and g.hold_entry(now, 2)
    return now


def test_call_menu_cycles_on_taps_and_the_hold_takes_the_call_shown():
    g = started()
    g.press(10000)
    v = g.view(10000)
    assert (g.phase, v.fact("call"), v.art[1]) == ("call", "DROP", "DROP")
    assert v.lines == ("tap: the next call", "hold 1 s: call DROP")
    assert g.hold_entry(10000, 1) == ("show LOOP", "call DROP")
    g.press(11000)
    g.press(12000)
    g.press(12500)
    assert g.view(12500).fact("call") == "back"
    assert g.hold_entry(12500, 1) == ("show DROP", "back to play")
    g.press(13000)                            # wraps round to DROP
    assert g.view(13000).fact("call") == "DROP"
    run_to(g, 13000, 73000, step=1000)         # a minute without a touch: still choosing
    assert g.phase == "call" and g.view(73000).fact("call") == "DROP"
    assert g.hold_entry(73000, 2)
    assert g.phase == "drop" and g.drops == 0       # counted once it runs out
    # the game clock never stopped: GO at 3000, so 70 s at 73000
    assert g.view(73000).fact("elapsed") == 70


def test_back_returns_to_play_without_a_call():
    g = started()
    now = call(g, 5000, "back")
    assert g.phase == "play" and g.drops == 0 and g.loops == 0
    assert g.hold_entry(now) is None          # play: the short hold pauses


def test_drop_counts_down_then_everybody_drops_and_the_game_ends_as_the_rules_say():
    # "Kiedy gracze kończą grę trzymając w dłoni piramidki ...": the deadlock
    # is at the end of the game; the put-down pyramids score as lone towers
    g = started("ICETOWERS_DROP_SECONDS = 3\n")
    now = call(g, 10000, "DROP")               # DROP taken at 11000
    assert g.view(now).lines[2] == "then the game ends"
    run_to(g, now, now + 3999)
    assert g.phase == "drop" and g.view(now + 3999).art[1] == "DROP!"
    g.tick(now + 4000)
    v = g.view(now + 4000)
    assert (v.phase, v.art[1], v.fact("elapsed"), g.drops) == ("end", "DROP", 12, 1)
    assert v.lines[:2] == ("deadlock: all held pieces down", "each counts as a lone tower")
    assert g.view(30000).fact("elapsed") == 12     # the game clock stopped
    assert g.snapshot(15000)[4] == 3               # the reason, kept across a power cut
    h = make()
    h.restore(g.snapshot(15000), 0)
    assert h.view(0).art[1] == "DROP"
    assert g.hold_entry(20000) is None             # a drop's end is not withdrawn
    g.press(20000)
    assert g.phase == "score"


def test_drop_then_play_on_is_a_setting():
    g = started('ICETOWERS_DROP_SECONDS = 3\nICETOWERS_DROP_THEN = "play"\n')
    now = call(g, 10000, "DROP")               # DROP taken at 11000; timer (3+1) s
    assert g.phase == "drop"
    seen = []
    for t in (0, 1000, 2000, 3000, 3999):
        g.tick(now + t)
        seen.append(g.view(now + t).art[1])
    assert seen == ["3", "2", "1", "DROP!", "DROP!"]
    assert g.cue == "drop"
    g.tick(now + 4000)
    assert g.phase == "play" and g.view(now + 4000).fact("elapsed") == 12


def test_a_drop_called_by_mistake_is_withdrawn_by_the_hold_never_by_a_tap():
    g = started()
    now = call(g, 4000, "DROP")
    run_to(g, now, now + 1000)
    assert g.phase == "drop" and g.view(now + 1000).hint == "hold 1 s: withdraw the call"
    # a tap meant for play, in the countdown: nothing (not even caught up
    # with time: a gesture acts on the screen shown)
    before = g.snapshot(now + 1000)
    assert g.press(now + 1000) is False and g.snapshot(now + 1000) == before
    assert g.hold_entry(now + 1000, 1) == ("nothing", "withdraw DROP")
    assert g.hold_entry(now + 1500, 2) and g.phase == "play" and g.drops == 0


def test_a_withdrawn_drop_is_not_counted_one_that_runs_out_is_once_after_undo_or_resume():
    # docs/rules-interpretations.md: a drop counts when its countdown runs
    # out; the hold during it withdraws the call
    text = 'ICETOWERS_DROP_SECONDS = 3\nICETOWERS_DROP_THEN = "play"\n'
    g = started(text)
    now = call(g, 10000, "DROP")               # DROP taken at 11000, "3" shown
    assert (g.phase, g.view(now + 500).art[1]) == ("drop", "3")
    before = g.snapshot(now + 500)             # what undo restores
    g.hold_entry(now + 500, 2)
    assert g.phase == "play" and g.view(now + 500).lines[0] == "0 drops, 0 loops"
    # undo the withdrawing hold: the drop runs out, counted once
    h = make(text)
    h.restore(before, 12500)
    run_to(h, 12500, 17000)
    assert h.phase == "play" and h.view(17000).lines[0] == "1 drop, 0 loops"
    # a power cut during the countdown: it starts again, still counted once
    h = make(text)
    h.restore(before, 1000, restart_turn=True)
    run_to(h, 1000, 6000)
    assert h.phase == "play" and h.drops == 1
    # the same game calls DROP again and lets it run out
    now = call(g, 20000, "DROP")
    run_to(g, now, now + 4000)
    assert g.phase == "play" and g.view(now + 4000).lines[0] == "1 drop, 0 loops"
    # a LOOP call counts when taken: the hold that follows is the rules' way
    # out of a loop ("somebody changed"), not a withdrawal
    now = call(g, 30000, "LOOP")
    assert g.press(now + 500) is False and g.phase == "loop"
    assert g.hold_entry(now + 500, 1) == ("nothing", "somebody changed")
    g.hold_entry(now + 1000, 2)
    assert g.phase == "play" and g.view(now + 1000).lines[0] == "1 drop, 1 loop"


def test_loop_the_hold_means_somebody_changed_else_the_game_ends_and_the_clock_stops():
    g = started("ICETOWERS_LOOP_SECONDS = 10\n")
    now = call(g, 5000, "LOOP")                # taken at 6100
    assert g.phase == "loop" and g.view(now).seconds_left == 10
    assert g.view(now).hint == "hold 1 s: somebody changed"
    g.hold_entry(now + 2000, 2)                        # somebody changed
    assert g.phase == "play"
    now = call(g, 20000, "LOOP")               # the loop call again, from 21100
    assert g.phase == "loop" and g.loops == 2
    run_to(g, now, now + 9999)
    assert g.phase == "loop" and g.view(now + 9999).seconds_left == 1
    g.tick(now + 10000)
    v = g.view(now + 10000)
    assert (v.phase, v.art[1]) == ("end", "LOOP")
    assert "set the looped towers aside" in v.lines[0]
    # GO at 3000, ended at 31100: 28.1 s -> 28, and it stays there
    assert v.fact("elapsed") == 28 and g.view(90000).fact("elapsed") == 28
    assert g.hold_entry(90000) is None         # a loop that ran out is not withdrawn


def test_end_called_is_withdrawn_by_the_hold_and_the_time_limit_is_final():
    g = started()
    now = call(g, 5000, "END")                 # END taken at 6200
    v = g.view(now)
    assert (g.phase, v.art[1], v.fact("elapsed")) == ("end", "END", 3)
    assert v.hint == "tap: pips  hold 1 s: withdraw"
    assert g.hold_entry(now, 1) == ("count the pips", "withdraw END")
    assert g.view(now + 9000).fact("elapsed") == 3      # stopped
    g.hold_entry(now + 9000, 2)                        # withdrawn: play on, the clock from 3 s
    assert g.phase == "play" and g.view(now + 10000).fact("elapsed") == 4
    g = started("ICETOWERS_LIMIT_MINUTES = 1\n")
    v = g.view(3000)
    assert (v.seconds_left, v.clock_total) == (60, 60)
    run_to(g, 3000, 62999)
    assert g.phase == "play" and g.view(62999).seconds_left == 1
    # the limit runs out during a call too: the game ends, by time
    g.press(62999)
    g.tick(63000)
    v = g.view(63000)
    assert (v.phase, v.art[1], v.fact("elapsed")) == ("end", "TIME", 60)
    assert g.hold_entry(63000) is None and v.hint == "tap: count the pips"


def enter(g, now, n):
    # One colour's n pips as the screen asks: the tens (a tap each), the
    # hold, the ones, the hold.  -> (now, presses)
    presses = 0
    for k in range(n // 10):
        assert g.press(now)
        now += 300
        presses += 1
    assert g.hold_entry(now, 2)
    now += 1000
    for k in range(n % 10):
        assert g.press(now)
        now += 300
        presses += 1
    assert g.hold_entry(now, 2)
    return now + 1000, presses + 2


def score(g, now, pips):
    # From the end screen: every colour's pips entered as above.
    g.press(now)
    for n in pips:
        now = enter(g, now, n)[0]
    return now


def ended(text):
    g = started(text)
    return g, call(g, 5000, "END") + 1000


def test_scoring_three_players_tens_then_ones_and_the_winner():
    g, now = ended("ICETOWERS_PLAYERS = 3\n")
    g.press(now)
    v = g.view(now)
    assert (v.phase, v.title, v.art[1]) == ("score", "Pips: Red", "0")
    assert v.lines == ("tens: tap +10 each", "hold 1 s: ones next")
    assert v.hint == "tap: +10   hold 1 s: ones"
    assert g.hold_entry(now, 1) == ("+10", "on to the ones")
    # 17 for Red: a tap on the tens, the hold, seven on the ones, the hold;
    # time alone changes nothing (a minute's pause to recount)
    g.press(now + 300)
    now = run_to(g, now + 300, now + 60300, step=1000)
    assert (g.view(now).art[1], g.step) == ("10", 0)
    g.hold_entry(now, 2)
    v = g.view(now)
    assert v.lines == ("ones: tap +1 each", "hold 1 s: enter 10") and v.fact("step") == 1
    for k in range(7):
        g.press(now + 300 * k)
    now = run_to(g, now, now + 60000, step=1000)
    v = g.view(now)
    assert v.art[1] == "17" and v.lines[1] == "hold 1 s: enter 17" and g.slot == 0
    assert g.hold_entry(now, 1) == ("+1", "Red 17, Yellow next")
    g.hold_entry(now, 2)
    v = g.view(now)
    assert (g.slot, v.title, v.art[1], v.lines[2]) == (1, "Pips: Yellow", "0", "Red 17")
    g, now = ended("ICETOWERS_PLAYERS = 3\n")
    now = score(g, now, (7, 0, 29))
    v = g.view(now)
    assert v.phase == "result" and v.fact("scores") == (7, 0, 29)
    assert v.title == "Green wins"
    assert v.art == ("rolls", (((230, 0, 0), "7"), ((230, 180, 0), "0"), ((0, 190, 40), "29")))
    assert v.lines == ("Red 7  Yellow 0", "Green 29")
    assert v.ring == ("players", ((0, 190, 40),))


def test_a_four_player_table_costs_37_presses_and_any_slip_two():
    # 31, 28, 33, 27: 6 + 12 + 8 + 11 presses (issue 34: at most 40)
    g, now = ended("ICETOWERS_PLAYERS = 4\n")
    g.press(now)
    total = 0
    for n in (31, 28, 33, 27):
        now, presses = enter(g, now, n)
        total += presses
    assert total == 37 and list(g.scores) == [31, 28, 33, 27] and g.phase == "result"
    # a slip (a tap too many, a hold too early) is one undo (the app's: the
    # snapshot before it), and the gesture meant: at most 2 presses
    g, now = ended("ICETOWERS_PLAYERS = 2\n")
    g.press(now)
    g.press(now)                                    # 10
    for slip in ("tap", "hold"):
        before = g.snapshot(now)
        g.press(now) if slip == "tap" else g.hold_entry(now, 2)
        assert g.snapshot(now) != before
        g.restore(before, now + 3000)               # the undo hold
        assert g.snapshot(now + 3000) == before and g.view(now + 3000).art[1] == "10"


def test_a_tie_is_shown_as_a_tie():
    g, now = ended("ICETOWERS_PLAYERS = 4\n")
    now = score(g, now, (5, 8, 8, 2))
    v = g.view(now)
    assert v.title == "Tie: Yellow, Green"
    assert v.ring == ("players", ((230, 180, 0), (0, 190, 40)))


def test_double_players_sum_their_two_colours():
    # player 1 = Red + Green, player 2 = Yellow + Blue: 4+6 = 10 against 3+5 = 8
    g, now = ended('ICETOWERS_VARIANT = "double"\nICETOWERS_PLAYERS = 4\n')
    assert g.players == 2
    now = score(g, now, (4, 3, 6, 5))
    v = g.view(now)
    # one tile per player, in the player's first colour
    assert v.title == "Red+Green wins"
    assert v.art == ("rolls", (((230, 0, 0), "10"), ((230, 180, 0), "8")))
    assert v.lines == ("Red+Green 10  Yellow+Blue 8",)
    assert g.totals() == [10, 8]


def test_gus_is_scored_and_can_win():
    g, now = ended('ICETOWERS_VARIANT = "gus"\n')
    now = score(g, now, (3, 4, 6))
    v = g.view(now)
    assert v.fact("scores") == (3, 4, 6)
    assert (v.title, v.lines) == ("Gus wins", ("Red 3  Yellow 4", "Gus 6"))
    assert v.art[1][2] == ((200, 200, 200), "6")
    g.start(now)
    assert [t[1] for t in g.view(now).art[1]] == ["1", "2", "G"]


def test_pips_stop_at_the_whole_table():
    # 2 players: 2 sets of 5 trios of 1+2+3 pips = 60 pips at most per colour
    g, now = ended("")
    g.press(now)
    for _ in range(6):
        now += 100
        assert g.press(now) is True
    assert g.press(now + 100) is False and g.scores[0] == 60
    g.hold_entry(now + 200, 2)
    assert g.press(now + 300) is False and g.scores[0] == 60


def test_result_tap_starts_a_new_game_with_the_settings_of_now():
    g, now = ended("")
    now = score(g, now, (1, 1))
    g.settings.set("ICETOWERS_PLAYERS", 4)
    g.press(now)
    assert g.phase == "ready" and len(g.scores) == 4 and g.view(now).fact("elapsed") == 0


def twin(g, now, restart=False):
    g.tick(now)                                # the app ticks before it saves
    h = make()
    h.restore(g.snapshot(now), now, restart_turn=restart)
    return h


def same_future(g, h, now, ms):
    # Both play on identically: same views, same snapshots.
    for t in range(now, now + ms, 250):
        g.tick(t)
        h.tick(t)
        assert view_key(g.view(t)) == view_key(h.view(t)), t
    assert g.snapshot(now + ms) == h.snapshot(now + ms)


def test_snapshots_are_exact_in_every_phase():
    # undo (and a power cut) bring back exactly the state before the last
    # gesture: the call menu as it was, the pips and their step
    g = make("ICETOWERS_LIMIT_MINUTES = 5\nICETOWERS_PLAYERS = 3\n")
    g.start(0)
    h = twin(g, 0)
    same_future(g, h, 0, 500)
    g.press(500)                               # countdown
    same_future(g, twin(g, 1700), 1700, 1000)
    same_future(g, twin(g, 10000), 10000, 2000)     # play with a limit
    g.press(12000)
    g.press(12100)                             # the call menu on LOOP
    h = twin(g, 12700)
    assert (h.phase, h.view(12700).fact("call"), h.view(12700).fact("elapsed")) == ("call", "LOOP", 2)
    same_future(g, h, 12700, 2000)
    g.press(14700)
    g.press(14800)
    g.press(14900)                             # DROP
    g.hold_entry(15000, 2)
    assert g.phase == "drop"
    same_future(g, twin(g, 15000), 15000, 1500)
    g.hold_entry(17000, 2)                             # withdrawn
    now = call(g, 17100, "END")
    assert g.phase == "end"
    same_future(g, twin(g, now), now, 500)
    g.press(21000)
    g.press(21500)                             # Red +10
    g.hold_entry(21600, 2)                             # the ones
    g.press(21700)                             # 11
    h = twin(g, 22000)
    assert len(g.snapshot(22000)) == 29 + 3     # header (the sets' colours: 2) + a byte a colour
    assert (h.slot, h.step, h.scores) == (0, 1, bytearray((11, 0, 0)))
    same_future(g, h, 22000, 60000)
    assert g.slot == 0 and g.scores == bytearray((11, 0, 0))


def test_power_cut_resume_keeps_the_game_clock_and_restarts_only_the_phase_timer():
    g = started("ICETOWERS_LOOP_SECONDS = 20\n")
    now = call(g, 41100, "LOOP")               # the loop from 42200
    data = g.snapshot(now + 8000)              # 8 s into the loop, 47.2 s played
    h = make("ICETOWERS_LOOP_SECONDS = 20\n")
    h.restore(data, 1000, restart_turn=True)   # the board boots at ticks 1000
    v = h.view(1000)
    assert (v.phase, v.seconds_left, v.fact("elapsed")) == ("loop", 20, 47)
    h = make()
    h.restore(data, 1000)                      # exact: 12 s of loop left
    assert h.view(1000).seconds_left == 12
    h.tick(13000)
    assert h.phase == "end" and h.view(13000).fact("elapsed") == 59


def test_bad_snapshots_are_refused():
    g = started()
    good = g.snapshot(5000)
    for bad in (good[:10], good + b"\x00", b"\x09" + good[1:], good[:1] + b"\x05" + good[2:],
                good[:-1] + b"\xff"):
        with raises(SnapshotError):
            make().restore(bad, 0)


def saves(g, start, end):
    # The game seconds at which the app would save by itself.
    out = []
    for t in range(start, end, 500):
        g.tick(t)
        if g.save_due(t):
            out.append(g.elapsed_s(t))
    return out


def test_the_running_clock_is_saved_every_checkpoint_of_game_seconds_since_the_last_save():
    # GM_CHECKPOINT_SECONDS = 15 (default): a cut takes back at most 15 s of
    # the clock, as every game's.  GO at 3000 saves (game second 0); then
    # 15, 30, 45, 60; a tap at game second 70 is saved by the app, so the
    # next checkpoint is at 85, not 75.  The call taken (DROP at 72) and the
    # drop ending in play (76) save nothing.
    g = make('ICETOWERS_DROP_THEN = "play"\n')
    g.start(0)
    g.press(0)
    assert saves(g, 0, 73000) == [0, 15, 30, 45, 60]
    g.press(73000)
    assert saves(g, 73000, 104000) == [85, 100]


def test_small_texts_one_clock_on_the_loop_screen_one_drop_and_an_end_call():
    g = started('ICETOWERS_DROP_THEN = "play"\n')
    now = call(g, 5000, "DROP")
    run_to(g, now, now + 5000)                 # the drop ran out: play on
    assert g.view(now + 5000).lines[0] == "1 drop, 0 loops"
    now = call(g, now + 6000, "LOOP")
    v = g.view(now)
    # the big word is the loop's clock, so the screen draws no second "0:10"
    assert (v.phase, v.art[1], v.seconds_left) == ("loop", "0:10", 10)
    g.hold_entry(now + 1000, 2)
    assert g.view(now + 1000).lines[0] == "1 drop, 1 loop"
    now = call(g, now + 5000, "END")           # END called: moves may be left
    assert g.view(now).lines[0] == "END called"


def test_a_board_holds_the_screens_of_the_phase_on_show_and_reads_a_snapshot_only_to_restore():
    # each part (referee_view.PARTS) is loaded when its phase is shown and
    # dropped when another one is; the snapshot's reader only while it reads
    import sys
    from gamemaster.icetowers import referee_view
    parts = ("view_play", "view_calls", "view_end", "view_score")
    forget(*["gamemaster.icetowers." + p for p in parts + ("referee_restore",)])

    def held():
        return [p for p in parts if "gamemaster.icetowers." + p in sys.modules]

    g = started("ICETOWERS_DROP_SECONDS = 3\n")
    seen = []
    for t, move in ((3000, None), (4000, "press"), (6000, "enter"), (6500, None),
                    (11000, None), (11100, "press"), (13300, "press"), (14000, "enter"),
                    (16100, "press")):
        if move == "press":
            g.press(t)
        elif move:
            g.hold_entry(t, 2)
        run_to(g, t - 100, t)
        g.view(t)
        seen.append((g.phase, tuple(held())))
    assert seen == [("play", ("view_play",)), ("call", ("view_calls",)), ("drop", ("view_calls",)),
                    ("drop", ("view_calls",)), ("end", ("view_end",)),
                    ("score", ("view_score",)), ("score", ("view_score",)),
                    ("score", ("view_score",)), ("score", ("view_score",))]
    assert referee_view.shown == "view_score"
    h = make()
    h.restore(g.snapshot(16100), 0)
    assert "gamemaster.icetowers.referee_restore" not in sys.modules
    assert h.view(0).phase == "score"
    while g.phase == "score":         # each colour's tens and ones entered
        g.hold_entry(t, 2)
        t += 1000
    assert g.view(t).phase == "result" and held() == []


# -- issue 36 -----------------------------------------------------------------
def test_the_end_says_what_the_rules_say_of_pieces_still_in_hand():
    # "obaj gracze są zobowiązani do odłożenia swoich piramidek na stół.
    # Punkty za nie zostają naliczone jak za typowe wieże jednoelementowe":
    # whatever ended the game, held pieces go down and score as lone towers
    hand = "held pieces go down, each a lone tower"
    g, now = ended("")                                   # END called
    assert g.view(now).lines == ("END called", hand, "take the towers you cap")
    g = started("ICETOWERS_LIMIT_MINUTES = 1\n")       # the time limit
    now = run_to(g, 3000, 63000, step=500)
    assert g.view(now).lines == ("time limit reached", hand, "take the towers you cap")
    g = started("ICETOWERS_LOOP_SECONDS = 3\n")        # a loop nobody broke
    now = run_to(g, call(g, 5000, "LOOP"), 12000)
    assert g.view(now).lines == ("set the looped towers aside", hand,
                                 "then take the towers you cap")
    g = started()                                      # the deadlock's own words
    now = run_to(g, call(g, 5000, "DROP"), 20000)
    assert g.view(now).lines[:2] == ("deadlock: all held pieces down", "each counts as a lone tower")


def test_the_tables_colours_are_settings_on_every_screen_and_in_the_snapshot():
    # issue 36: a table plays with the pyramids it owns.  Purple, black and
    # orange for three players: the ready screen's tiles and names, the ring,
    # the scoring and the result in those colours; a snapshot keeps them
    from gamemaster.icetowers.referee import NAMES, rgb
    text = 'ICETOWERS_PLAYERS = 3\nICETOWERS_COLOURS = "purple black orange red"\n'
    purple, black, orange = (rgb(NAMES.index(n)) for n in ("Purple", "Black", "Orange"))
    g = make(text)
    g.start(0)
    v = g.view(0)
    assert v.art == ("rolls", ((purple, "1"), (black, "2"), (orange, "3")))
    assert v.lines[0] == "3 players: Purple, Black, Orange"
    assert v.ring == ("players", (purple, black, orange))
    assert g.notices == []
    g, now = ended(text)
    g.press(now)
    v = g.view(now)
    assert v.title == "Pips: Purple" and v.accent == purple
    h = twin(g, now)
    assert h.palette == g.palette and view_key(h.view(now)) == view_key(v)
    g, now = ended(text)
    now = score(g, now, (4, 9, 2))
    v = g.view(now)
    assert v.title == "Black wins" and v.lines == ("Purple 4  Black 9", "Orange 2")
    assert v.art == ("rolls", ((purple, "4"), (black, "9"), (orange, "2")))
    # every colour of the range, named and drawn, any player's
    assert NAMES == ("Red", "Yellow", "Green", "Blue", "White", "Black", "Purple", "Orange",
                     "Cyan", "Clear") and len(set(rgb(c) for c in range(len(NAMES)))) == len(NAMES)
    for name in NAMES:
        g = make('ICETOWERS_COLOURS = "%s, %s"\n' % ("yellow" if name == "Red" else "red",
                                                     name.lower()))
        g.start(0)
        assert g.view(0).lines[0].endswith(", " + name) and g.notices == []
    # the double game: player 1's two sets are colours 1 and 3
    g = make('ICETOWERS_VARIANT = "double"\nICETOWERS_COLOURS = "cyan yellow clear blue"\n')
    g.start(0)
    assert g.view(0).lines[0] == "Cyan+Clear v Yellow+Blue"


def test_two_sets_on_one_colour_are_told_and_the_later_one_takes_a_free_colour():
    g = make('ICETOWERS_COLOURS = "green green"\n')
    g.start(0)
    assert g.notices == ["ICETOWERS_COLOURS: Green is player 1's already; Red used"]
    assert g.view(0).lines[0] == "2 players: Green, Red"
    # Gus plays white: a player set to white takes another colour
    g = make('ICETOWERS_VARIANT = "gus"\nICETOWERS_COLOURS = "white yellow"\n')
    g.start(0)
    assert g.notices == ["ICETOWERS_COLOURS: White is Gus's already; Red used"]
    assert g.view(0).lines[0] == "Red, Yellow + Gus (White)"
    # a name that is no colour: told, with the range
    g = make('ICETOWERS_COLOURS = "red pink"\n')
    g.start(0)
    assert g.notices == ["ICETOWERS_COLOURS: pink is no pyramid colour (red, yellow, green, "
                         "blue, white, black, purple, orange, cyan, clear); Yellow used"]
    # colours 3 and 4 of a two-player game are not in it: no clash; fewer
    # names than sets keep the defaults for the rest
    g = make('ICETOWERS_COLOURS = "black purple red red"\n')
    g.start(0)
    assert g.notices == [] and g.view(0).lines[0] == "2 players: Black, Purple"
    g = make('ICETOWERS_PLAYERS = 3\nICETOWERS_COLOURS = "cyan"\n')
    g.start(0)
    assert g.notices == [] and g.view(0).lines[0] == "3 players: Cyan, Yellow, Green"
    # a snapshot naming one colour twice is refused
    g = started()
    data = bytearray(g.snapshot(4000))
    data[27] = 0x00                                   # sets 0 and 1 both red
    with raises(SnapshotError):
        make().restore(bytes(data), 4000)
