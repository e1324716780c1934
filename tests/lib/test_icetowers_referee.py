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


def test_call_menu_cycles_on_taps_and_takes_the_shown_call_after_two_quiet_seconds():
    g = started()
    g.press(10000)
    assert (g.phase, g.view(10000).fact("call")) == ("call", "DROP")
    g.press(11000)
    g.press(12000)
    g.press(12500)
    assert g.view(12500).fact("call") == "back"
    g.press(13000)                            # wraps round to DROP
    assert g.view(13000).fact("call") == "DROP"
    g.tick(14999)                              # 1999 ms quiet: still choosing
    assert g.phase == "call"
    g.tick(15000)
    assert g.phase == "drop" and g.drops == 0       # counted once it runs out
    # the game clock never stopped: GO at 3000, so 12 s at 15000
    assert g.view(15000).fact("elapsed") == 12


def test_back_returns_to_play_without_a_call():
    g = started()
    for t in (5000, 5100, 5200, 5300):         # DROP, LOOP, END, back
        g.press(t)
    run_to(g, 5300, 7300)
    assert g.phase == "play" and g.drops == 0 and g.loops == 0


def test_drop_counts_down_then_everybody_drops_and_the_game_ends_as_the_rules_say():
    # "Kiedy gracze kończą grę trzymając w dłoni piramidki ...": the deadlock
    # is at the end of the game; the put-down pyramids score as lone towers
    g = started("ICETOWERS_DROP_SECONDS = 3\n")
    g.press(10000)
    run_to(g, 10000, 12000)
    assert g.view(12000).lines[2] == "then the game ends"
    run_to(g, 12000, 15999)
    assert g.phase == "drop" and g.view(15999).art[1] == "DROP!"
    g.tick(16000)
    v = g.view(16000)
    assert (v.phase, v.art[1], v.fact("elapsed"), g.drops) == ("end", "DROP", 13, 1)
    assert v.lines[:2] == ("deadlock: all held pieces down", "each counts as a lone tower")
    assert g.view(30000).fact("elapsed") == 13     # the game clock stopped
    assert g.snapshot(16000)[4] == 3               # the reason, kept across a power cut
    h = make()
    h.restore(g.snapshot(16000), 0)
    assert h.view(0).art[1] == "DROP"
    g.press(20000)
    assert g.phase == "score"


def test_drop_then_play_on_is_a_setting():
    g = started('ICETOWERS_DROP_SECONDS = 3\nICETOWERS_DROP_THEN = "play"\n')
    g.press(10000)
    run_to(g, 10000, 12000)                    # DROP taken at 12000; timer (3+1) s
    assert g.phase == "drop"
    seen = []
    for t in (12000, 13000, 14000, 15000, 15999):
        g.tick(t)
        seen.append(g.view(t).art[1])
    assert seen == ["3", "2", "1", "DROP!", "DROP!"]
    assert g.cue == "drop"
    g.tick(16000)
    assert g.phase == "play" and g.view(16000).fact("elapsed") == 13


def test_a_drop_called_by_mistake_is_cancelled_by_a_tap():
    g = started()
    g.press(4000)
    run_to(g, 4000, 6000)
    assert g.phase == "drop"
    assert g.press(6500) is True
    assert g.phase == "play"


def test_a_cancelled_drop_is_not_counted_one_that_runs_out_is_once_after_undo_or_resume():
    # docs/rules-interpretations.md: a drop counts when its countdown runs
    # out; a tap during it cancels the call ("tap: cancel the call")
    text = 'ICETOWERS_DROP_SECONDS = 3\nICETOWERS_DROP_THEN = "play"\n'
    g = started(text)
    g.press(10000)
    run_to(g, 10000, 12000)                    # DROP taken at 12000, "3" shown
    assert (g.phase, g.view(12500).art[1]) == ("drop", "3")
    before_tap = g.snapshot(12500)             # what undo restores
    g.press(12500)
    assert g.phase == "play" and g.view(12500).lines[0] == "0 drops, 0 loops"
    # undo the cancelling tap: the drop runs out, counted once
    h = make(text)
    h.restore(before_tap, 12500)
    run_to(h, 12500, 17000)
    assert h.phase == "play" and h.view(17000).lines[0] == "1 drop, 0 loops"
    # a power cut during the countdown: it starts again, still counted once
    h = make(text)
    h.restore(before_tap, 1000, restart_turn=True)
    run_to(h, 1000, 6000)
    assert h.phase == "play" and h.drops == 1
    # the same game calls DROP again and lets it run out
    g.press(20000)
    run_to(g, 20000, 22000)
    run_to(g, 22000, 26000)
    assert g.phase == "play" and g.view(26000).lines[0] == "1 drop, 0 loops"
    # a LOOP call counts when taken: the tap that follows is the rules' way
    # out of a loop ("somebody changed"), not a cancel
    g.press(30000)
    g.press(30100)
    run_to(g, 30100, 32100)
    g.press(33000)
    assert g.phase == "play" and g.view(33000).lines[0] == "1 drop, 1 loop"


def test_loop_a_tap_means_somebody_changed_else_the_game_ends_and_the_clock_stops():
    g = started("ICETOWERS_LOOP_SECONDS = 10\n")
    g.press(5000)
    g.press(5100)                              # LOOP
    run_to(g, 5100, 7100)
    assert g.phase == "loop" and g.view(7100).seconds_left == 10
    g.press(9000)                              # somebody changed
    assert g.phase == "play"
    g.press(20000)
    g.press(20100)
    run_to(g, 20100, 22100)                    # loop call again, from 22100
    assert g.phase == "loop" and g.loops == 2
    run_to(g, 22100, 32099)
    assert g.phase == "loop" and g.view(32099).seconds_left == 1
    g.tick(32100)
    v = g.view(32100)
    assert (v.phase, v.art[1]) == ("end", "LOOP")
    assert "set the looped towers aside" in v.lines[0]
    # GO at 3000, ended at 32100: 29.1 s -> 29, and it stays there
    assert v.fact("elapsed") == 29 and g.view(90000).fact("elapsed") == 29


def test_end_call_and_time_limit():
    g = started()
    for t in (5000, 5100, 5200):               # END
        g.press(t)
    run_to(g, 5200, 7200)
    assert (g.phase, g.view(7200).art[1]) == ("end", "END")
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


def enter(g, now, n):
    # Enter one colour's n pips as a table does, reading only the screen:
    # tap while the step shown ("tap: +10") still fits, else wait for the
    # next step; tap on "done" once the count is right.  -> (now, presses)
    presses = 0
    last, since = None, now
    while True:
        v = g.view(now)
        line = v.lines[0]
        assert v.art[1] == "%d" % g.scores[g.slot]
        step = int(line[6:]) if line.startswith("tap: +") else 0
        if step != last:
            last, since = step, now            # a new step: seen a reaction later
        left = n - int(v.art[1])
        if now - since >= 300 and ((step and step <= left) or (not step and left == 0)):
            g.press(now)
            presses += 1
            now += 300
            if not step:
                return now, presses
        else:
            now = run_to(g, now, now + 100)


def score(g, now, pips):
    # From the end screen: every colour's pips entered as above.
    g.press(now)
    for n in pips:
        now = enter(g, now, n)[0]
    return now


def ended(text):
    g = started(text)
    for t in (5000, 5100, 5200):
        g.press(t)
    return g, run_to(g, 5200, 7200)


def test_scoring_three_players_and_the_winner():
    g, now = ended("ICETOWERS_PLAYERS = 3\n")
    g.press(now)
    v = g.view(now)
    assert (v.phase, v.title, v.art[1]) == ("score", "Pips: Red", "0")
    assert v.lines[:2] == ("tap: +10", "[+10] +5 +1 done")
    # 17 for Red: +10, (2 s) +5, (2 s) +1 +1, (2 s) done
    g.press(now + 300)
    now = run_to(g, now + 300, now + 2299)
    assert g.view(now).lines[0] == "tap: +10"
    now = run_to(g, now, now + 1)
    assert g.view(now).lines == ("tap: +5", "+10 [+5] +1 done")
    g.press(now + 500)
    now = run_to(g, now + 500, now + 2500)
    assert g.view(now).lines[0] == "tap: +1"
    g.press(now + 300)
    g.press(now + 600)
    now = run_to(g, now + 600, now + 2600)
    v = g.view(now)
    assert v.art[1] == "17" and v.lines == ("tap: done, Yellow next", "+10 +5 +1 [done]")
    # time alone never moves the count to another colour: the steps go round
    now = run_to(g, now, now + 60000)
    assert (g.slot, g.scores[0]) == (0, 17)
    while g.view(now).lines[0] != "tap: done, Yellow next":
        now = run_to(g, now, now + 100)
    now = run_to(g, now, now + 300)            # a reaction after "done" showed
    g.press(now)
    v = g.view(now)
    assert (g.slot, v.title, v.art[1], v.lines[2]) == (1, "Pips: Yellow", "0", "Red 17")
    g, now = ended("ICETOWERS_PLAYERS = 3\n")
    now = score(g, now, (7, 0, 9))
    v = g.view(now)
    assert v.phase == "result" and v.fact("scores") == (7, 0, 9)
    assert v.title == "Green wins"
    assert v.art == ("rolls", (((230, 0, 0), "7"), ((230, 180, 0), "0"), ((0, 190, 40), "9")))
    assert v.lines == ("Red 7  Yellow 0", "Green 9")
    assert v.ring == ("players", ((0, 190, 40),))


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
    g = make("ICETOWERS_LIMIT_MINUTES = 5\nICETOWERS_PLAYERS = 3\n")
    g.start(0)
    h = twin(g, 0)
    same_future(g, h, 0, 500)
    g.press(500)                               # countdown
    same_future(g, twin(g, 1700), 1700, 1000)
    same_future(g, twin(g, 10000), 10000, 2000)     # play with a limit
    g.press(12000)
    # the call menu comes back as play: a call is never taken by itself
    # after an undo or a power cut
    h = twin(g, 12700)
    assert (h.phase, h.view(12700).fact("elapsed"), h.view(12700).art[1]) == ("play", 2, "0:02")
    run_to(g, 12700, 13500)
    run_to(g, 13500, 15000)
    assert g.phase == "drop"
    same_future(g, twin(g, 15000), 15000, 1500)
    for t in (17000, 17100, 17200, 17300):     # cancel the drop; call; LOOP; END
        g.press(t)
    run_to(g, 17300, 20000)
    assert g.phase == "end"
    same_future(g, twin(g, 20000), 20000, 500)
    g.press(21000)
    g.press(21500)                             # Red +10, its step from 21500
    h = twin(g, 22000)
    assert len(g.snapshot(22000)) == 29 + 3     # header (the sets' colours: 2) + a byte a colour
    # a scoring step comes back with its full time (2 s from the restore)
    assert h.view(22000).ring == g.view(21500).ring
    run_to(g, 22000, 23500)
    assert g.step == 1 and h.step == 0
    same_future(g, twin(g, 23500), 23500, 4000)
    assert g.slot == 0 and g.scores == bytearray((10, 0, 0))


def test_power_cut_resume_keeps_the_game_clock_and_restarts_only_the_phase_timer():
    g = started("ICETOWERS_LOOP_SECONDS = 20\n")
    g.press(40000)
    g.press(40100)
    run_to(g, 40100, 42100)                    # loop from 42100
    data = g.snapshot(50100)                   # 8 s into the loop, 47.1 s played
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
    g.press(5000)
    run_to(g, 5000, 7000)
    run_to(g, 7000, 12000)                      # the drop ran out: play on
    assert g.view(12000).lines[0] == "1 drop, 0 loops"
    g.press(13000)
    g.press(13100)
    run_to(g, 13100, 15100)
    v = g.view(15100)
    # the big word is the loop's clock, so the screen draws no second "0:10"
    assert (v.phase, v.art[1], v.seconds_left) == ("loop", "0:10", 10)
    g.press(16000)
    assert g.view(16000).lines[0] == "1 drop, 1 loop"
    for t in (20000, 20100, 20200):            # END called: moves may be left
        g.press(t)
    run_to(g, 20200, 22200)
    assert g.view(22200).lines[0] == "END called"


def test_a_board_holds_the_screens_of_the_phase_on_show_and_reads_a_snapshot_only_to_restore():
    # each part (referee_view.PARTS) is loaded when its phase is shown and
    # dropped when another one is; the snapshot's reader only while it reads
    import sys
    from gamemaster.icetowers import referee_view
    parts = ("view_play", "view_calls", "view_end", "view_score")
    forget(*["gamemaster.icetowers." + p for p in parts + ("referee_restore",)])
    GRACE = 300                       # a tap after the step's grace (referee.GRACE_MS)

    def held():
        return [p for p in parts if "gamemaster.icetowers." + p in sys.modules]

    g = started("ICETOWERS_DROP_SECONDS = 3\n")
    seen = []
    for t, tap in ((3000, False), (4000, True), (6000, False), (6500, False), (11000, False),
                   (11100, True), (13300, False), (14000, True), (16100, False)):
        if tap:
            g.press(t)
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
    while g.phase == "score":         # each step taken once, "done" to the next colour
        g.tick(t)
        g.press(t + GRACE)
        t += 4000
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
    g.press(5000)
    g.press(5100)
    now = run_to(g, 5100, 12000)
    assert g.view(now).lines == ("set the looped towers aside", hand,
                                 "then take the towers you cap")
    g = started()                                      # the deadlock's own words
    g.press(5000)
    now = run_to(g, 5000, 12000)
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
