from gamemaster.app import App
from gamemaster.gestures import MENU_MS, UNDO_MS
from gamemaster.settings import Settings
from gamemaster.snapshot import SnapshotError
from gamemaster.ticks import ticks_add
from gamemaster.view_host import key as view_key

from mpcompat import forget, raises


class Table:
    """Drives an App the way the firmware does: edges + ticks every 20 ms."""

    def __init__(self, text='GM_BOOT = "play"\nGM_SEED = 3\n', now=0, saved=None):
        self.app = App(Settings.from_toml(text))
        self.now = now
        self.app.boot(now, saved)

    def wait(self, ms):
        end = ticks_add(self.now, ms)
        while self.now != end:
            step = 20 if ((end - self.now) % (1 << 29)) >= 20 else (end - self.now) % (1 << 29)
            self.now = ticks_add(self.now, step)
            self.app.tick(self.now)

    def hold(self, ms):
        self.app.button(True, self.now)
        self.wait(ms)
        self.app.button(False, self.now)
        self.wait(100)

    def press(self):
        self.hold(100)

    def view(self):
        return self.app.view(self.now)


def test_a_press_is_shown_at_once_and_its_tap_lands_at_the_release():
    t = Table()
    t.wait(5000)
    before = t.view()
    stamp = t.app.stamp(t.now)
    t.app.button(True, t.now)         # the tick that reads the press event
    t.app.tick(t.now)
    assert t.app.stamp(t.now) != stamp
    v = t.view()
    assert v.hint == "release: next" and v.hint != before.hint
    assert v.ring[0] == "hold" and v.ring[1] > 0 and v.ring[3] == before.ring
    t.wait(120)
    t.app.button(False, t.now)        # the tick that reads the release event
    t.app.tick(t.now)
    v = t.view()
    assert v.fact("turn") == 2 and v.ring[0] != "hold"


def test_a_tap_that_clears_a_settings_problem_does_only_that():
    # a long message covers the game below the title: the tap that clears it
    # must not play a turn nobody saw; a short notice (undo) does not hold a tap
    t = Table('GM_BOOT = "play"\nGM_SEED = 3\nGM_TURN_SECONDS = 9999\nGM_SOUND = maybe\n')
    assert t.view().fact("turn") == 1 and "GM_TURN_SECONDS" in t.view().hint
    t.press()
    v = t.view()
    assert v.fact("turn") == 1 and "GM_SOUND" in v.hint
    t.wait(4200)                      # the second one read by time
    assert t.view().hint != v.hint
    t.press()
    assert t.view().fact("turn") == 2
    t.hold(UNDO_MS + 200)
    assert "undone" in t.view().hint
    t.press()                         # clears "undone" and plays the turn
    assert t.view().fact("turn") == 2


def test_press_advances_and_undo_takes_it_back():
    t = Table()
    assert t.view().fact("turn") == 1
    first = t.view().art[1]
    t.wait(5000)
    t.press()
    assert t.view().fact("turn") == 2
    t.hold(UNDO_MS + 200)
    v = t.view()
    assert v.fact("turn") == 1 and v.art[1] == first and v.phase == "turn"
    assert "undone" in v.hint
    # the clock resumes from where it was at the press, not from 60
    assert 54 <= v.seconds_left <= 55


def test_pause_stops_the_clock():
    t = Table()
    t.wait(10000)
    t.hold(1000)
    assert t.view().phase == "paused"
    s = t.view().seconds_left
    t.wait(120000)
    assert t.view().seconds_left == s
    t.press()                     # a tap resumes
    v = t.view()
    assert v.phase == "turn" and v.seconds_left == s


def test_menu_opens_while_held_and_changes_turn_length():
    t = Table()
    t.app.button(True, t.now)
    t.wait(MENU_MS + 100)
    assert t.view().phase == "menu"
    t.app.button(False, t.now)
    t.wait(100)
    assert t.view().phase == "menu"
    items = [i[2] for i in t.app.menu.items(t.app)]
    for _ in range(items.index("Turn length")):
        t.press()
    assert t.view().title == "Turn length" and t.view().art[1] == "60 s"
    t.hold(1000)                  # choose: 60 -> 90
    assert t.app.settings.get("GM_TURN_SECONDS") == 90
    t.hold(1000)                  # 90 -> 120 by mistake
    t.hold(UNDO_MS + 100)         # undo: the state before the last gesture
    assert t.view().phase == "menu" and t.app.settings.get("GM_TURN_SECONDS") == 90
    t.wait(600000)                # the menu stays open however long nobody touches it
    assert t.view().phase == "menu" and t.view().title == "Turn length"
    t.hold(MENU_MS + 100)         # leave the menu
    assert t.view().phase == "turn"
    t.press()
    assert t.view().seconds_left == 90


def test_a_menu_changes_code_goes_with_the_menu_and_its_record_stays():
    # gamemaster.settings_change is loaded by the menu's first change and
    # dropped when the menu closes (a game played after a change does not
    # hold it); the changes' NVM record (settings_record), loaded by the
    # first save with a change, stays
    import sys
    forget("gamemaster.settings_change", "gamemaster.settings_record")
    t, shown = menu_value("pipes", "Sound")
    t.hold(1000)                  # choose: on -> off
    assert shown == "on" and "gamemaster.settings_change" in sys.modules
    t.hold(MENU_MS + 100)         # leave the menu
    assert t.view().phase == "ready" and t.app.settings.get("GM_SOUND") is False
    assert "gamemaster.settings_change" not in sys.modules
    assert t.app.take_save(t.now) is not None
    assert "gamemaster.settings_record" in sys.modules


def menu_value(game, label):
    # the big value the menu shows for the entry ``label`` of ``game``
    t = Table('GM_GAME = "%s"\nGM_SEED = 3\n' % game)
    t.app.button(True, t.now)
    t.wait(MENU_MS + 100)
    t.app.button(False, t.now)
    t.wait(100)
    items = [i[2] for i in t.app.menu.items(t.app)]
    for _ in range(items.index(label)):
        t.press()
    assert t.view().title == label
    return t, t.view().art[1]


def test_a_time_setting_at_0_reads_no_limit_in_every_game():
    # Golem Battle's "Program time" in seconds and IceTowers' "Time limit" in
    # minutes mean the same by 0, so the menu says it the same way
    assert menu_value("golems", "Program time")[1] == "no limit"
    t, shown = menu_value("icetowers", "Time limit")
    assert shown == "no limit"
    t.hold(1000)                  # choose: 0 -> 5
    assert t.app.settings.get("ICETOWERS_LIMIT_MINUTES") == 5
    assert t.view().art[1] == "5 min"


def test_a_choice_reads_as_words_not_its_settings_toml_value():
    # issue 36: the menu showed "stop_at_1", settings.toml's spelling
    t, shown = menu_value("golems", "Energy end")
    assert shown == "stop at 1"
    t.hold(1000)                  # change: spend_all
    assert t.app.settings.get("GOLEMS_ENERGY_RULE") == "spend_all" and t.view().art[1] == "spend all"
    assert menu_value("pipes", "After power cut")[1] == "exact"


def test_an_increment_of_0_reads_0_s_not_no_limit():
    # Flipop's increment of 0 adds nothing: "no limit" would say the opposite
    Table('GM_GAME = "flipop"\nGM_SEED = 3\n')            # Flipop's rows in use
    from gamemaster.menu_value import value_text
    assert value_text("FLIPOP_INCREMENT", 0) == "0 s"
    assert value_text("FLIPOP_INCREMENT", 5) == "5 s"
    assert value_text("GM_TURN_SECONDS", 0) == "no limit"


def test_menu_new_game():
    t = Table()
    for _ in range(5):
        t.press()
    t.app.button(True, t.now)
    t.wait(MENU_MS + 100)
    t.app.button(False, t.now)
    t.wait(100)
    t.press()                     # -> "New game"
    t.hold(1000)
    v = t.view()
    assert v.phase == "ready" and v.fact("turn") == 0


def test_snapshot_resume_exact_and_corrupt_is_fresh_start():
    t = Table()
    for _ in range(14):
        t.press()
    t.wait(12345)
    data = t.app.snapshot(t.now)
    before = t.view()
    r = Table('GM_SEED = 3\n', now=999, saved=data)
    after = r.view()
    assert (after.phase, after.fact("turn"), after.fact("water_round"), after.art[1]) == \
           (before.phase, before.fact("turn"), before.fact("water_round"), before.art[1])
    assert after.seconds_left == before.seconds_left
    bad = bytearray(data)
    bad[9] ^= 1
    f = Table('GM_SEED = 3\n', saved=bytes(bad))
    assert f.view().phase == "ready"
    assert "corrupt" in f.view().hint
    with raises(SnapshotError):
        App(Settings()).restore(b"junk", 0)


def test_the_apps_snapshot_reads_back_without_the_packer_and_a_bad_payload_is_refused():
    # App.snapshot writes its fields itself (the game's tag, the menu's
    # changes, paused or not, the game's bytes) and gamemaster.app_boot reads
    # them back: Pipes, Flipop and IceTowers play without gamemaster.binary
    import sys
    from gamemaster.snapshot import frame
    for name in ("gamemaster.app", "gamemaster.app_boot", "gamemaster.binary"):
        sys.modules.pop(name, None)
    from gamemaster.app import App as Fresh
    app = Fresh(Settings.from_toml('GM_BOOT = "play"\nGM_SEED = 3\n'))
    app.boot(0)
    app.press(100)
    app.settings.set("GM_TURN_SECONDS", 90)
    app._pause(200)
    data = app.snapshot(300)
    back = Fresh(Settings.from_toml('GM_SEED = 3\n'))
    assert back.restore(data, 0)
    assert back.paused and back.settings.get("GM_TURN_SECONDS") == 90
    assert back.game.snapshot(0) == app.game.snapshot(app.game_now(300))
    assert "gamemaster.binary" not in sys.modules
    payload = data[5:-2]
    for bad, why in ((payload[:4], "too short"), (payload + b"x", "1 extra bytes"),
                     (payload[:1], "too short")):
        try:
            back.restore(frame(bad), 0)
        except SnapshotError as e:
            assert why in str(e), (bad, e)
        else:
            raise AssertionError(bad)


def test_saves_at_boundaries_not_every_tick():
    t = Table('GM_BOOT = "play"\nGM_CHECKPOINT_SECONDS = 20\n')
    saves = 0
    for _ in range(60 * 50):
        t.now = ticks_add(t.now, 20)
        t.app.tick(t.now)
        if t.app.take_save(t.now) is not None:
            saves += 1
    # boot save, two checkpoints (40 s, 20 s left), the timeout
    assert saves == 4, saves


def test_stamp_changes_with_every_view_change_pause_included():
    # a pause right after a frame must give a new stamp (folding app and
    # game state into one int once made PAUSED invisible)
    t = Table()
    last = [t.app.stamp(t.now), view_key(t.view())]

    def step(ms):
        for _ in range(ms // 20):
            t.now += 20
            t.app.tick(t.now)
            s = t.app.stamp(t.now)
            k = view_key(t.view())
            if k != last[1]:
                assert s != last[0], (ms, t.view().phase)
            last[0], last[1] = s, k

    for ms in (300, 900, 1200, 2500, 4300, 100, 100):
        t.app.button(True, t.now)
        step(ms)
        t.app.button(False, t.now)
        step(400)


def test_the_menus_code_is_loaded_while_it_is_open_in_two_modules():
    # gamemaster.menu (the entries, the gestures) and gamemaster.menu_view
    # (its frame): two compiles of half the heap, both dropped on close
    import sys
    forget("gamemaster.menu", "gamemaster.menu_view")
    t = Table()
    t.app.button(True, t.now)
    t.wait(MENU_MS + 100)
    t.app.button(False, t.now)
    t.wait(100)
    assert t.view().phase == "menu" and t.view().title == "Menu"
    assert "gamemaster.menu" in sys.modules and "gamemaster.menu_view" in sys.modules
    t.hold(UNDO_MS + 100)         # leave the menu
    assert t.view().phase == "turn"
    assert "gamemaster.menu" not in sys.modules and "gamemaster.menu_view" not in sys.modules


def test_the_menu_frame_after_the_hold_has_no_picture_and_the_menu_compiles_a_tick_later():
    # the game's picture is freed (its frame shows none) before the menu's
    # code compiles, one tick later, and its frame's code in the tick after
    # that: the picture and the compiles, or the two compiles, together were
    # the peak of several games on the nRF52840 boards
    import sys
    t = Table('GM_GAME = "pipes"\nGM_BOOT = "play"\nGM_SEED = 3\n')
    t.wait(200)
    assert t.view().art is not None                  # Pipes' element picture
    sys.modules.pop("gamemaster.menu", None)
    sys.modules.pop("gamemaster.menu_view", None)
    t.app.button(True, t.now)
    while t.view().phase != "menu":
        t.now = ticks_add(t.now, 20)
        t.app.tick(t.now)
    v = t.view()
    assert v.art is None and "gamemaster.menu" not in sys.modules
    t.now = ticks_add(t.now, 20)
    t.app.tick(t.now)
    assert "gamemaster.menu" in sys.modules and t.app.wake_in(t.now) == 0
    stamp = t.app.stamp(t.now)
    assert t.view().title == "menu" and "gamemaster.menu_view" not in sys.modules
    t.now = ticks_add(t.now, 20)
    t.app.tick(t.now)
    assert t.app.stamp(t.now) != stamp                # a new frame: the menu's own
    assert t.view().title != "menu" and "gamemaster.menu_view" in sys.modules
    t.app.button(False, t.now)
    t.wait(100)
    assert t.view().phase == "menu"                  # the hold's release is not a gesture


def test_a_tap_on_golem_battle_s_result_starts_a_new_game_and_undo_brings_it_back():
    # as on IceTowers' result and Flipop's flag: the result is no dead end
    t = Table('GM_BOOT = "play"\nGM_SEED = 3\nGM_GAME = "golems"\nGOLEMS_VARIANT = "beginner"\n')
    g = t.app.game
    while g.phase != "lives":
        t.press()
    for _ in range(3):
        t.press()                            # Red's three lives
    t.hold(1000)                             # entered; Blue lost none
    t.hold(1000)
    v = t.view()
    assert v.phase == "game_over" and v.art[1] == "Blue" and v.hint == "tap: new game"
    t.press()
    assert t.view().phase == "setup" and t.app.game.round == 0
    t.hold(UNDO_MS + 200)
    v = t.view()
    assert v.phase == "game_over" and v.art[1] == "Blue" and "undone" in v.hint


def _hint_while_held(t, ms):
    t.app.button(True, t.now)
    t.wait(ms)
    hint = t.view().hint
    t.app.button(False, t.now)
    t.wait(100)
    return hint


def test_a_held_buttons_hint_says_what_its_release_does_where_it_is():
    t = Table('GM_GAME = "pipes"\nGM_BOOT = "play"\nGM_SEED = 3\n')
    t.wait(200)
    assert _hint_while_held(t, 300) == "release: next"
    assert _hint_while_held(t, 1000) == "release: pause / resume"      # now paused
    assert t.app.paused
    assert _hint_while_held(t, 300) == "release: resume"               # a tap resumes
    assert not t.app.paused
    t.hold(MENU_MS + 100)                                            # the menu
    assert t.view().phase == "menu" and t.view().art[1] == "Resume"
    assert _hint_while_held(t, 1000) == "release: back to the game"
    t.hold(MENU_MS + 100)
    assert _hint_while_held(t, 300) == "release: next entry"         # on to "New game"
    assert t.view().art[1] == "New game"
    t.press()                                                        # on to "Game"
    assert _hint_while_held(t, 1000) == "release: change"            # changes it
    assert t.app.settings.get("GM_GAME") != "pipes"
    assert _hint_while_held(t, 2500) == "release: undo"              # takes it back
    assert t.app.settings.get("GM_GAME") == "pipes" and t.view().title == "Game"
    assert _hint_while_held(t, 2500) == "release: undo"              # the cursor too
    assert t.view().art[1] == "New game"
    t.hold(2500)
    assert t.view().art[1] == "Resume"
    assert _hint_while_held(t, 2500) == "release: leave the menu"    # nothing left to undo
    assert t.view().phase != "menu"


def test_a_new_game_that_needs_other_code_is_saved_for_the_next_boot_whatever_gm_boot_says():
    # The firmware says which new games need code its boot did not load
    # (gmfw.main.Device.needs_restart); the menu's "New game" for one only
    # sets ``switching`` (the firmware then saves and restarts the board),
    # and the record of the menu's changes under tag 0
    # (snapshot(switch=True)) starts that game, new, at the next boot in
    # every GM_BOOT mode (gmfw/boot.py reads it before any game's code)
    from gamemaster.app_boot import record
    t = Table()
    asked = []
    t.app.needs_restart = lambda s: asked.append(s.get("GM_GAME")) or s.get("GM_GAME") != "pipes"
    t.press()
    t.app.button(True, t.now)
    t.wait(MENU_MS + 100)
    t.app.button(False, t.now)
    t.wait(100)
    t.press()
    t.press()                     # -> "Game"
    t.hold(1000)                  # Pipes -> Golem Battle
    for _ in range(5):            # Sound, Brightness, After power cut, Resume, New game
        t.press()
    t.hold(1000)
    assert t.app.switching is True and asked == ["golems"]
    assert t.app.game.ID == "pipes"           # the game as it was until the board restarts
    data = t.app.snapshot(t.now, switch=True)
    assert record(data)[0] == 0 and record(t.app.snapshot(t.now))[0] == t.app.game.SNAPSHOT_TAG
    for mode in ("play", "resume", "new"):
        r = Table('GM_BOOT = "%s"\nGM_SEED = 3\n' % mode, saved=data)
        assert r.app.game.ID == "golems" and r.app.settings.get("GM_GAME") == "golems", mode
        assert r.app.switching is False and r.view().phase == "setup", (mode, r.view().phase)
    # a record of a game played: "play" still starts settings.toml's game
    played = Table(saved=t.app.snapshot(t.now))
    assert played.app.game.ID == "pipes"
    assert record(None) == (None, b"") == record(b"junk")


def test_a_timed_take_never_happens_while_the_button_is_down():
    # Flipop's FLIPOP_PICK: the game is not ticked while the button is down
    # on an entry, so an undo hold past the take's time undoes the tap
    t = Table('GM_GAME = "flipop"\nGM_BOOT = "play"\nGM_SEED = 3\n'
              'FLIPOP_MODE = "versus"\nFLIPOP_PICK = 3\n')
    g = t.app.game
    t.wait(1000)                                # (the exit rule's check)
    assert g.phase == "choose"
    t.press()
    t.press()                                   # move 2 shown, taken 3 s after the tap
    t.wait(2000)
    t.app.button(True, t.now)
    t.wait(2500)                                # held past the take's time
    assert g.phase == "choose" and g.index == 1 and g.moves == 0
    t.app.button(False, t.now)                  # released: the undo
    t.wait(100)
    assert g.phase == "choose" and g.index == 0 and not g.armed and g.moves == 0
    t.press()                                   # move 2 again: taken 3 s after
    t.wait(2900)
    assert g.moves == 0
    t.wait(200)
    assert g.moves == 1 and t.view().lines[-1] == "you: c1-c2"


def test_an_entry_s_hold_enters_what_is_shown_and_the_hints_say_so():
    # IceTowers' pips (the game's hold_entry): a tap changes what is shown,
    # the short hold enters it (not a pause) and the hint says what, undo
    # brings back the state before the last gesture
    t = Table('GM_GAME = "icetowers"\nGM_SEED = 3\nICETOWERS_PLAYERS = 2\n')
    g = t.app.game
    t.press()
    t.wait(3500)                                                   # GO
    assert _hint_while_held(t, 1000) == "release: pause / resume"  # play: no entry
    assert t.app.paused
    t.press()
    for _ in range(3):
        t.press()                                                  # the call menu on END
    assert _hint_while_held(t, 300) == "release: show back"
    assert _hint_while_held(t, 1000) == "release: back to play"
    assert g.phase == "play"                                       # "back" was taken
    for _ in range(3):
        t.press()
    t.hold(1000)                                                   # END called
    assert g.phase == "end" and not t.app.paused
    t.press()                                                      # the count
    assert _hint_while_held(t, 300) == "release: +10"
    t.app.button(True, t.now)
    t.wait(1000)
    v = t.view()
    assert v.hint == "release: on to the ones" and v.ring[0] == "hold"
    t.app.button(False, t.now)
    t.wait(100)
    assert g.step == 1 and not t.app.paused and list(g.scores) == [10, 0]
    t.hold(UNDO_MS + 200)                                          # undo: the tens again
    assert g.step == 0 and list(g.scores) == [10, 0] and "undone" in t.view().hint
    t.hold(1000)
    t.press()
    assert _hint_while_held(t, 1000) == "release: Red 11, Yellow next"
    assert g.slot == 1 and list(g.scores) == [11, 0]
