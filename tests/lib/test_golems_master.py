"""The device game-master for Golem Battle: a whole standard game paced by
presses, the clock, the tie-break, the autonomous battle from drive files,
and exact compact snapshots.  Runs on MicroPython."""

from mpcompat import raises

from gamemaster.golems import cards, drive
from gamemaster.golems import options as rules
from gamemaster.golems.master import GolemsMaster
from gamemaster.golems.options import FACE_SIGNS
from gamemaster.snapshot import SnapshotError
from gamemaster.view_host import key as view_key
from gamemaster.golems.common import PARTS, VIEWS, forget

# the parts a game loads on demand and drops again (tests of what is held
# start with none of them, whatever an earlier test or an import left)
ON_DEMAND = VIEWS + PARTS + ("begin", "fresh", "restore", "restore_clock", "options_check")


class Settings:
    def __init__(self, **values):
        self.values = values

    def get(self, key):
        return self.values.get(key)


def make(seed=5, files=None, **values):
    m = GolemsMaster(Settings(**values), seed, files=files)
    m.start(0)
    return m


def snap_equal(a, b, now):
    va, vb = a.view(now), b.view(now)
    return a.snapshot(now) == b.snapshot(now) and view_key(va) == view_key(vb) and va.cue_id == vb.cue_id


def copy_of(m, now):
    other = GolemsMaster(Settings(), 99, files=None)
    other.restore(m.snapshot(now), now)
    return other


def asked(v):
    # the lives entry: whose losses (the title) and how many so far (big)
    return "%s %s" % (v.title.split(" ")[0], v.art[1])


def wait_out(m, now):
    # Every player's lives entered with the short hold, nobody having lost
    # a life (the siege's castle: no); returns the time.
    while m.phase == "lives":
        now += 1000
        assert m.hold_entry(now) and m.hold_entry(now, 2)
    return now


def step(m, now):
    # One press, or (lives entry) the holds: how a table with no hits plays on.
    if m.phase == "lives":
        return wait_out(m, now)
    m.press(now)
    return now


def tap_new_game(m, now):
    # A tap on the result: a new game, set up at the next tick, once the
    # result's code has gone (``view_end.press``), its screen at the one
    # after (the result's frame stays on: the stamp does not move); True
    # when it started.
    if not (m.press(now) and m.phase == "game_over" and not m.tick(now)):
        return False
    shown = m.view(now)
    return m.tick(now + 20) and m.phase == "setup" and m.view(now + 20) is shown \
        and m.wake_in(now + 20) == 0 and m.tick(now + 40) and m.view(now + 40).phase == "setup"


def test_identity():
    assert GolemsMaster.ID == "golems" and GolemsMaster.SNAPSHOT_TAG == 2
    assert GolemsMaster.TITLE == "Golem Battle"


def test_whole_standard_game_paced_by_presses():
    m = make(GOLEMS_PLAYERS=3, GOLEMS_VARIANT="standard")
    now = 0
    v = m.view(now)
    assert v.phase == "setup" and v.art[0] == "golems"
    assert len(v.art[1][2]) == 3                      # three golems to place
    energies = []
    cue_ids = [v.cue_id]
    presses = 0
    while m.phase != "game_over":
        m.press(now)
        presses += 1
        now += 300
        m.tick(now)
        v = m.view(now)
        cue_ids.append(v.cue_id)
        if v.phase == "roll":
            assert v.cue == "roll"
            now += 2000
            assert m.tick(now)                     # the die stops
            v = m.view(now)
            assert len(v.lines) == 3 and v.lines[0].startswith("Red: ")
            assert v.art[0] == "rolls" and v.art[1][1][0] == (0, 80, 255)
        if v.phase == "execute":
            assert v.title.endswith("row %d" % m.row) and v.art[1] == "Row %d" % m.row
            assert v.ring == ("energy", m.energy, 10, v.ring[3])
        if v.phase == "lives":
            assert asked(v) == "Red 0" and v.seconds_left is None and m.lives[0] == 3
            now = wait_out(m, now)
            assert not m.tick(now + 3600000)         # nothing moves by itself
            v = m.view(now)
            cue_ids.append(v.cue_id)
        if v.phase == "round_end":
            energies.append(m.energy)
            assert v.lines[1] == "Red 3  Blue 3  Yellow 3"
        assert presses < 200
    # rounds at energy 10..2, the marker moved to 9..2, then 1 ends the game
    assert energies == [9, 8, 7, 6, 5, 4, 3, 2]
    assert m.round == 9 and m.energy == 1
    # start, then per round: roll->program, program->row 1, rows 2..4, row 4->lives,
    # (the lives entered with holds), end->next roll (7); the 9th round's
    # lives go straight to game over
    assert presses == 1 + 9 * 7 - 1
    assert cue_ids == sorted(cue_ids)
    v = m.view(now)
    # nobody lost a life: a three-way tie, the rules' recharge or draw
    assert v.art[1] == "Tie" and v.lines[0] == "Energy out"
    assert v.lines[-1] == "take: energy back to 5"
    # tie: the hold takes the recharge shown: 5 energy, the marker moved
    # there, and play on
    assert m.hold_entry(now, 2)
    assert m.energy == 5 and m.phase == "round_end"
    assert m.press(now)
    assert m.phase == "roll" and m.round == 10


def test_rolls_come_from_the_die_faces_and_follow_the_seed():
    seen = []
    for seed in range(30):
        m = make(seed=seed, GOLEMS_PLAYERS=4)
        m.press(0)
        for c in range(4):
            assert m.rolls[c] in cards.DIE_FACES
            if m.rolls[c] not in seen:
                seen.append(m.rolls[c])
    assert sorted(seen) == [0, 1, 2, 3]
    a = make(seed=3)
    b = make(seed=3)
    a.press(0)
    b.press(0)
    assert a.rolls == b.rolls


def test_beginners_have_no_roll_and_a_4x4_field():
    m = make(GOLEMS_VARIANT="beginner", GOLEMS_FIELD=6)
    assert m.size == 4
    m.press(0)
    assert m.phase == "program"


def test_programming_clock_counts_down_and_times_out():
    m = make(GOLEMS_PROGRAM_SECONDS=30)
    m.press(0)           # roll
    m.press(10)          # stop the die
    m.press(20)          # program
    v = m.view(20)
    assert v.phase == "program" and v.seconds_left == 30 and v.clock_total == 30
    assert not m.tick(100) and m.stamp(100) == m.stamp(20)     # same whole second
    assert m.stamp(1100) != m.stamp(100)           # the next second shows
    assert m.wake_in(1100) == 1000 - 80            # and the firmware may sleep till the next
    assert m.view(1100).seconds_left == 29
    m.tick(21000)
    v = m.view(21000)
    assert v.warning and v.seconds_left <= 10
    cue = v.cue_id
    assert m.tick(30100)
    v = m.view(30100)
    assert v.art[1] == "Time!" and v.cue == "timeout" and v.cue_id == cue + 1
    assert not m.tick(40000)
    m.press(40000)
    assert m.phase == "execute" and m.row == 1


def test_pause_is_free_because_time_only_moves_with_ticks():
    m = make(GOLEMS_PROGRAM_SECONDS=10)
    m.press(0)
    m.press(0)
    m.press(0)
    m.tick(4000)
    snap = m.snapshot(4000)
    other = GolemsMaster(Settings(), 1)
    other.restore(snap, 900000)                    # much later on the game clock
    assert other.view(900000).seconds_left == 6
    other.tick(905000)
    assert other.view(905000).seconds_left == 1


def test_snapshot_restore_is_exact_in_every_phase_and_small():
    # One check per phase (and one mid-countdown) keeps this light enough for
    # a 256 KiB MicroPython heap, which collects garbage only between tests.
    m = make(GOLEMS_PLAYERS=4, GOLEMS_PROGRAM_SECONDS=45, GOLEMS_VARIANT="siege")
    now = 0
    checked = []
    biggest = 0
    while m.phase != "game_over" or "game_over" not in checked:
        key = m.phase + ("-timed" if m.phase == "program" and m.clock.left(now) < 45000 else "")
        if key not in checked:
            checked.append(key)
            # the same settings: a tap on the result starts a new game from them
            other = GolemsMaster(m.settings, 99)
            other.restore(m.snapshot(now), now)
            assert snap_equal(m, other, now)
            biggest = max(biggest, len(m.snapshot(now)))
            m.press(now)
            other.press(now)
            assert snap_equal(m, other, now)
            if key == "game_over":
                break
            if m.phase == "lives":      # mid-entry, after a life was lost
                other = copy_of(m, now + 1500)
                assert snap_equal(m, other, now + 1500)
                assert other.hold_entry(now + 4500, 2) and m.hold_entry(now + 4500, 2)
                assert snap_equal(m, other, now + 4500)
                now += 4500
        elif m.phase == "lives":
            now = wait_out(m, now)
        else:
            m.press(now)
        now += 700
        m.tick(now)
    assert sorted(checked) == ["execute", "game_over", "lives", "program-timed", "roll",
                               "round_end", "setup"]
    assert biggest < 40
    with raises(SnapshotError):
        GolemsMaster(Settings(), 1).restore(b"\x09", 0)
    with raises(SnapshotError):
        GolemsMaster(Settings(), 1).restore(m.snapshot(now)[:-3], 0)


def test_siege_is_two_players_on_6x6_and_shows_the_castle():
    m = make(GOLEMS_VARIANT="siege", GOLEMS_PLAYERS=4)
    assert m.players == 2 and m.size == 6
    v = m.view(0)
    kinds = [o[0] for o in v.art[1][1]]
    assert kinds.count("~") == 5 and "c" in kinds and kinds.count("t") == 2
    # the goal and a key to the field's colours
    assert v.lines == ("Castle under siege", "Red: end a row in the castle, Blue: hold out",
                       "teal water, slate castle, purple passage, brown barrel")
    now = 0
    while m.phase != "game_over":
        now = step(m, now + 1)
    # energy out, nobody took the castle: Blue held it
    assert m.result() == ("win", 1) and m.view(now).art[1] == "Blue"
    assert not m.can_recharge() and tap_new_game(m, now)


FIELD = """\
. . . .
R> . B< .
. . . .
. . . .
"""


def battle_files(red, blue, field=FIELD):
    return {drive.FIELD_FILE: field, "golems/p1.txt": red, "golems/p2.txt": blue}


def test_autonomous_battle_from_drive_files_plays_row_by_row():
    files = battle_files("F X S S ; red closes in and strikes", "S S S D")
    m = make(GOLEMS_VARIANT="autonomous", files=files)
    assert m.battle()
    v = m.view(0)
    assert "programs from the drive" in v.lines
    m.press(0)                                     # row 1 played at once
    v = m.view(0)
    assert v.phase == "execute" and v.art[0] == "golems"
    assert v.art[1][2][0][:4] == (0, 1, 1, 1)          # red moved next to blue
    assert v.lines[0].startswith("Red: F ok")
    m.press(0)
    v = m.view(0)
    assert v.cue == "hit" and v.art[1][2][1][4] == 2 and v.lines[1] == "Blue: S ok -1 [2]"
    for _ in range(2 + 1):                         # rows 3, 4, end of round
        m.press(0)
    assert m.phase == "round_end" and m.energy == 9
    presses = 0
    while m.phase != "game_over":
        m.press(0)
        presses += 1
    # blue loses a life every round: knocked out in round 3, row 2
    assert m.round == 3 and m.row == 2
    v = m.view(0)
    assert v.art[1] == "Red" and v.ring == ("fill", (255, 0, 0))
    assert tap_new_game(m, 0) and m.battle()       # the drive's battle again


class SmallBoardFiles(dict):
    """A drive on a board whose profile says no device battles (the nRF52840
    boards: boards/__init__.py ``device_battles``)."""
    battles = False


def test_a_board_without_the_ram_for_battles_says_so_and_plays_by_hand():
    files = SmallBoardFiles(battle_files("F X S S", "S S S D"))
    m = make(GOLEMS_VARIANT="autonomous", files=files)
    assert not m.battle()                          # no battle: the engine is never loaded
    v = m.view(0)
    assert v.lines == ("no device battles here: too little RAM", "Move the golems by hand:")
    assert v.hint == "press: play by hand"      # no file to mend: the RAM is what is short
    # and tells the app, which shows it on the notice screen (Game.tell)
    assert m.notices == ["golems/field.txt: this board has too little RAM for battles the "
                         "device plays; move the golems by hand"]
    m.press(0)                                     # the autonomous variant by hand: programming
    assert m.view(0).phase in ("program", "roll"), m.view(0).phase
    # without programs on the drive there is nothing to refuse: no message
    m = make(GOLEMS_VARIANT="autonomous", files=SmallBoardFiles())
    assert m.load_error == "" and m.notices == []


def test_a_refused_battle_s_setup_screen_comes_back_after_a_power_cut():
    # the setup screen saved (a power cut before the first press) comes
    # back as it was: the refusal's line, not a picture of corners the
    # drive's battle does not have (nor the field's code to draw it)
    files = SmallBoardFiles(battle_files("F X S S", "S S S D"))
    m = make(GOLEMS_VARIANT="autonomous", files=files)
    before = m.view(0)
    back = GolemsMaster(Settings(GOLEMS_VARIANT="autonomous"), 1, files=files)
    back.restore(m.snapshot(0), 0)
    v = back.view(0)
    assert v.phase == "setup" and v.art is None and v.lines == before.lines
    assert "no device battles here: too little RAM" in v.lines and back.notices == []
    back.press(0)                                  # and is played by hand as before
    assert back.view(0).phase == "program"


def test_the_setup_pictures_are_drawn_without_the_field_and_the_text_reader():
    # the setup screen of a physical game (corners, the siege) compiles
    # neither gamemaster.golems.field nor textfmt (~50 KB to compile on a
    # board), and holds the start layouts only while it draws them
    import sys
    cases = (("standard", 2, 4), ("standard", 3, 6), ("siege", 2, 6), ("beginner", 4, 4),
             ("standard", 4, 6))
    names = ["gamemaster.golems." + n for n in ("field", "textfmt", "layouts", "scenarios")]
    saved = dict((n, sys.modules.pop(n)) for n in names if n in sys.modules)
    try:
        arts = []
        for variant, players, size in cases:
            m = make(GOLEMS_VARIANT=variant, GOLEMS_PLAYERS=players, GOLEMS_FIELD=size)
            arts.append((m.view(0).art, m.players, m.size))
            assert names[0] not in sys.modules and names[1] not in sys.modules, variant
            assert names[2] not in sys.modules, variant      # the layouts: only while drawn
            assert names[3] not in sys.modules, variant      # nor the fields built from them
    finally:
        for n in names:
            sys.modules.pop(n, None)
        sys.modules.update(saved)
    from gamemaster.golems import scenarios
    for (variant, _, _), (art, players, size) in zip(cases, arts):
        field = scenarios.siege_field() if variant == "siege" else \
            scenarios.start_field(players, size)
        want = field.picture()
        if isinstance(art[1][1], str):
            # the siege's obstacles as one string of the cells, row by row
            n, cells = art[1][0], art[1][1]
            assert len(cells) == n * n and variant == "siege"
            art = (art[0], (n, tuple((cells[i], i // n, i % n) for i in range(n * n)
                                     if cells[i] != "."), art[1][2]))
        assert art == ("golems", want), (variant, players, size)


def test_autonomous_battle_snapshots_restore_exactly():
    files = battle_files("E?(X,L) F 2(F) X", "F E?(X,R) 3(F) A?(D,X)",
                         ".  .  .  Bv\n.  o  .  .\n.  .  #  .\nR^ .  .  .\n")
    m = make(GOLEMS_VARIANT="autonomous", files=files)
    sizes = []
    for step in range(60):
        check = step < 7 or m.phase == "game_over"     # a round's phases, and the end
        if check:
            other = copy_of(m, 0)
            assert snap_equal(m, other, 0)
            sizes.append(len(m.snapshot(0)))
            other.press(0)
        m.press(0)
        if check:
            assert snap_equal(m, other, 0)
        if m.phase == "game_over":
            other = copy_of(m, 0)
            assert snap_equal(m, other, 0)
            break
    assert m.phase == "game_over" and m.result() == ("win", 0)
    assert max(sizes) < 200


def test_autonomous_tie_offers_recharge():
    m = make(GOLEMS_VARIANT="autonomous", files=battle_files("S S D S", "S S D S"))
    while m.phase != "game_over":
        m.press(0)
    v = m.view(0)
    assert v.art[1] == "Tie" and m.can_recharge()
    m.hold_entry(0, 2)
    assert m.energy == 5 and m.phase == "round_end"
    m.press(0)
    assert m.phase == "execute"


def test_bad_drive_files_are_reported_and_the_device_paces_instead():
    m = make(GOLEMS_VARIANT="autonomous", files=battle_files("F F Q S", "S S D S"))
    assert not m.battle()
    v = m.view(0)
    assert "golems/p1.txt: line 1, column 5" in " ".join(v.lines)
    m.press(0)
    assert m.phase == "program"                     # program once, by hand
    for _ in range(4):
        m.press(0)
    m.press(0)
    assert m.phase == "lives"
    wait_out(m, 0)
    assert m.phase == "round_end"
    m.press(0)
    assert m.phase == "execute"                     # the program loops: no new programming
    with raises(ValueError, "golems/p2.txt: missing"):
        drive.load_battle({drive.FIELD_FILE: FIELD, "golems/p1.txt": "S S D S"})
    assert drive.load_battle({}) is None


def test_settings_fall_back_to_defaults():
    m = make()
    assert (m.players, m.variant, m.size, m.program_s) == (2, "standard", 4, 0)
    m = make(GOLEMS_VARIANT="nonsense", GOLEMS_PLAYERS=9)
    assert m.variant == "standard" and m.players == 4
    from gamemaster.golems.schema import MENU
    assert len(MENU) == 6 and MENU[2] == "GOLEMS_SIEGE"
    v = make(GOLEMS_VARIANT="standard").view(0)
    assert v.art[0] == "golems"


def test_programming_countdown_is_checkpointed_and_can_restart_after_a_cut():
    from gamemaster.golems.master import GolemsMaster
    from gamemaster.settings import Settings
    s = Settings.from_toml('GOLEMS_PROGRAM_SECONDS = 60\nGM_CHECKPOINT_SECONDS = 15\n')
    g = GolemsMaster(s, 3)
    g.start(0)
    now = 0
    while g.phase != "program":
        g.press(now)
        now += 2000
        g.tick(now)
    g.save_due(now)                         # the dice settling asked for one save
    saves = 0
    for _ in range(50):
        now += 1000
        g.tick(now)
        if g.save_due(now):
            saves += 1
    assert saves == 3                       # at 45, 30 and 15 s left
    data = g.snapshot(now)
    h = GolemsMaster(s, 1)
    h.restore(data, 0)
    assert h.clock.left(0) == g.clock.left(now) > 0
    r = GolemsMaster(s, 1)
    r.restore(data, 0, restart_turn=True)
    assert r.clock.left(0) == 60000 and not r.timed_out


def test_a_siege_from_drive_files_ends_when_red_reaches_the_castle():
    # Issue 15: Red 3(F) F F R walks up column 0, through the passage from
    # (0,0) to (0,3) and turns east (round 1); round 2, row 1: its first step
    # lands on castle floor (0,4), the next two bump into Blue at (0,5).
    # The device used to play on and show "Blue wins".
    from gamemaster.golems import engine, scenarios
    m = make(GOLEMS_VARIANT="autonomous",
             files=battle_files("3(F) F F R", "S D S D", scenarios.SIEGE_TEXT))
    v = m.view(0)
    assert v.phase == "setup" and v.lines == (
        "Autonomous golems", "Red: end a row in the castle, Blue: hold out",
        "programs from the drive", "teal water, slate castle, purple passage, brown barrel")
    while m.phase != "game_over":
        m.press(0)
    assert (m.round, m.row) == (2, 1) and m.result() == ("win", 0)
    assert engine.end_reason(m.field, engine.siege_attacker(m.field)) == engine.CASTLE_TAKEN
    v = m.view(0)
    assert v.art[1] == "Red" and not m.can_recharge()
    # the row shown before the end: every step of Red's repeat
    other = copy_of(m, 0)
    assert other.reports[0].steps == m.reports[0].steps == [0, 3, 3]   # ok, clash, clash


def test_the_row_lines_show_the_branch_a_condition_took():
    # Red (1,0) faces Blue (1,2) across an empty field: "Enemy?" is false,
    # so Red takes the else branch (F) and walks to (1,1).  Blue's
    # "Attacked?" sees no strike: else, S.
    m = make(GOLEMS_VARIANT="autonomous", files=battle_files("E?(X,F) S D S",
                                                             "A?(D,S) S D S"))
    m.press(0)
    v = m.view(0)
    assert v.lines == ("Red: else F ok [3]", "Blue: else S ok [3]")
    assert copy_of(m, 0).view(0).lines == v.lines             # kept by the snapshot


# -- issue 15, item 3: the row that ended a drive battle is shown first ------

def test_the_knockout_row_is_shown_before_the_result():
    # Same battle as test_autonomous_battle_from_drive_files_plays_row_by_row:
    # Blue loses a life in row 2 of every round, so row 2 of round 3 takes its
    # last one.  The device used to jump straight to "Red wins".
    m = make(GOLEMS_VARIANT="autonomous",
             files=battle_files("F X S S ; red closes in and strikes", "S S S D"))
    for _ in range(40):
        if m.phase in ("final_row", "game_over"):
            break
        m.press(0)
    assert m.phase == "final_row" and (m.round, m.row) == (3, 2)
    v = m.view(0)
    assert v.title == "Round 3: row 2" and v.art[0] == "golems"
    assert v.lines[1] == "Blue: S ok -1 [0]"
    assert v.lines[-1] == "Knocked out: Blue" and v.hint == "press: result"
    assert v.cue == "game_over"
    assert snap_equal(m, copy_of(m, 0), 0)           # a power cut keeps the row
    assert m.press(0)
    v = m.view(0)
    assert v.phase == "game_over" and v.art[1] == "Red"
    assert v.lines == ("Knocked out: Blue", "Red 3  Blue 0")


def test_the_castle_row_is_shown_before_the_result():
    # The siege of test_a_siege_from_drive_files_ends_when_red_reaches_the_castle:
    # round 2, row 1 puts Red on castle floor.
    from gamemaster.golems import scenarios
    m = make(GOLEMS_VARIANT="autonomous",
             files=battle_files("3(F) F F R", "S D S D", scenarios.SIEGE_TEXT))
    for _ in range(40):
        if m.phase in ("final_row", "game_over"):
            break
        m.press(0)
    assert m.phase == "final_row"
    v = m.view(0)
    assert (m.round, m.row) == (2, 1) and v.lines[-1] == "Red took the castle"
    m.press(0)
    assert m.view(0).art[1] == "Red"


# -- issue 15, item 5: the device keeps the lives of a physical game ---------

def to_lives(m, now=0):
    # From setup or a round's end to the round's lives entry: start/next round,
    # stop the die, program, rows 1..4, then row 4's press asks for the lives.
    for _ in range(12):
        if m.phase == "lives":
            return now
        m.press(now)
    raise AssertionError("no lives entry after row 4 (phase %s)" % m.phase)


def test_the_row_screen_says_conditions_come_after_the_moves():
    m = make()
    while m.phase != "execute":
        m.press(0)
    assert m.view(0).lines == ("1. Moves and turns", "2. Conditions, after the moves",
                               "3. Strike, defend, take")
    b = make(GOLEMS_VARIANT="beginner")          # no bonus cards, no conditions
    while b.phase != "execute":
        b.press(0)
    assert b.view(0).lines == ("1. Moves and turns", "2. Strike, defend, take")


def test_a_knockout_entered_as_lives_names_the_winner_at_once():
    m = make(GOLEMS_PLAYERS=3)
    now = to_lives(m)
    assert m.round == 1 and m.energy == 9
    v = m.view(now)
    assert asked(v) == "Red 0" and v.ring == ("energy", 3, 3, (255, 0, 0))
    assert v.lines == ("lives: 3, then 3 left",) and v.fact("lives_lost") == (0, 0, 0)
    assert not m.tick(now + 60000)           # a minute's talk: still Red
    assert m.hold_entry(now, 1) == ("one more", "Red lost 0")
    now += 60000
    m.hold_entry(now, 2)                             # Red lost nothing: Blue's turn
    assert asked(m.view(now)) == "Blue 0"
    for k in range(3):                       # three taps: Blue's three lives
        now += 1000
        m.press(now)
    v = m.view(now)
    assert m.lives[:3] == [3, 3, 3] and asked(v) == "Blue 3" and v.ring[1] == 0
    assert v.lines == ("lives: 3, then 0 left",)
    assert not m.tick(now + 30000)
    m.hold_entry(now, 2)                             # entered: Blue is out
    assert m.lives[:3] == [3, 0, 3] and asked(m.view(now)) == "Yellow 0"
    m.press(now)                              # Yellow loses one
    m.hold_entry(now + 1000, 2)
    now += 1000
    # two golems still stand: the game goes on
    v = m.view(now)
    assert m.phase == "round_end" and v.lines[1] == "Red 3  Blue 0  Yellow 2"
    assert v.fact("lives_lost") == (0, 3, 1)
    # the next round's die: a knocked-out Blue rolls no more
    m.press(now)
    assert m.phase == "roll" and m.rolls[1] == rules.FACE_BLANK
    assert m.view(now).lines[1] == "Blue out"            # tumbling
    m.press(now)
    v = m.view(now)
    # its tile says "out", not the blank face's "-" (no bonus) of a player in the game
    assert v.lines[1] == "Blue: out" and v.art[1][1][1] == "out" != FACE_SIGNS[rules.FACE_BLANK]
    now = to_lives(m, now)
    assert m.round == 2 and m.view(now).fact("lives_lost") == (0, 0, 0)
    m.hold_entry(now, 2)                              # Red: nothing
    assert asked(m.view(now)) == "Yellow 0"   # Blue is out: not asked
    m.press(now)
    m.press(now)
    assert not m.press(now)                   # Yellow had two: no more to lose
    m.hold_entry(now + 1000, 2)
    now += 1000
    # Yellow's last life: Red alone on the field wins in round 2 (energy 8)
    v = m.view(now)
    assert m.phase == "game_over" and m.energy == 8 and v.fact("lives_lost") == (0, 0, 2)
    assert v.art[1] == "Red" and v.lines == ("Knocked out: Blue, Yellow",
                                                  "Red 3  Blue 0  Yellow 0")
    assert not m.can_recharge() and m.hold_entry(now) is None and tap_new_game(m, now)


def test_energy_out_names_the_golem_with_most_lives_and_offers_no_recharge():
    # Before: "Energy out" and one tap recharged, whoever had more lives.
    m = make()
    now = to_lives(m)
    m.hold_entry(now, 2)                               # Red: nothing
    m.press(now)                               # Blue loses a life in round 1
    m.hold_entry(now, 2)
    while m.phase != "game_over":
        now = step(m, now + 1)
    assert m.round == 9 and m.result() == ("win", 0)
    v = m.view(now)
    assert v.art[1] == "Red" and v.lines == ("Energy out", "Red 3  Blue 2")
    assert v.hint == "tap: new game" and tap_new_game(m, now)


def test_a_tie_takes_the_choice_shown_with_the_hold():
    m = make(GOLEMS_RECHARGE=7)
    now = 0
    while m.phase != "game_over":
        now = step(m, now + 1)
    v = m.view(now)
    assert v.art[1] == "Tie" and v.seconds_left is None
    # the hold sets the energy to 7 (GOLEMS_RECHARGE), it does not add 7
    assert v.lines[-1] == "take: energy back to 7"
    assert v.hint == "tap: other choice  hold 1 s: take"
    assert m.hold_entry(now, 1) == ("show draw", "energy back to 7")
    assert not m.tick(now + 3600000)          # time takes nothing
    other = GolemsMaster(Settings(GOLEMS_RECHARGE=7), 99)    # the other choice
    other.restore(m.snapshot(now), now)
    assert m.press(now + 1000)                # a tap: the draw shown
    v = m.view(now + 1000)
    assert v.art[1] == "Tie" and v.lines[-1] == "take: draw" and m.phase == "game_over"
    assert m.hold_entry(now, 1) == ("show energy back to 7", "draw")
    assert snap_equal(m, copy_of(m, now + 1500), now + 1500)
    assert m.hold_entry(now + 2000, 2)
    v = m.view(now + 2000)
    assert v.art[1] == "Draw" and v.cue == "draw" and not m.can_recharge()
    assert m.hold_entry(now + 2000) is None
    assert snap_equal(m, copy_of(m, now + 7000), now + 7000)
    other.hold_entry(now + 2000, 2)
    # a screen tells the players to move the marker before the next round
    v = other.view(now + 2000)
    assert other.energy == 7 and other.phase == "round_end" and v.cue == "recharge"
    assert v.title == "Tie: recharged" and v.lines[0] == "Move the energy marker to 7"
    assert snap_equal(other, copy_of(other, now + 2000), now + 2000)
    other.press(now + 3000)
    assert other.round == 10 and other.phase == "roll"


def test_a_siege_asks_whether_red_took_the_castle():
    m = make(GOLEMS_VARIANT="siege")
    now = to_lives(m)
    m.hold_entry(now, 2)                               # Red
    m.hold_entry(now, 2)                               # Blue
    v = m.view(now)
    assert m.phase == "lives" and v.title == "Red in the castle?" and v.art[1] == "NO"
    m.press(now)                               # yes
    assert m.view(now).art[1] == "YES"
    assert m.hold_entry(now, 1) == ("change", "castle: YES")
    assert not m.tick(now + 60000)
    m.hold_entry(now + 60000, 2)
    now += 60000
    m.tick(now)
    v = m.view(now)
    assert m.phase == "game_over" and v.art[1] == "Red"
    assert v.lines[0] == "Red took the castle"


# -- issue 15, item 6: the contestable readings are settings -----------------

def test_energy_rule_setting_spend_all_plays_ten_rounds():
    for rule, rounds in (("stop_at_1", 9), ("spend_all", 10)):
        m = make(GOLEMS_ENERGY_RULE=rule)
        now = 0
        while m.phase != "game_over":
            now = step(m, now + 1)
        assert m.round == rounds and m.energy == 10 - rounds


def test_moves_setting_reads_cards_as_absolute():
    # Red at (1,0) faces east.  Relative: F walks east to (1,1).  Absolute:
    # F is "Up", so Red walks north to (0,0) and faces north.
    files = battle_files("F S S D", "S S D S")
    for moves, where in (("relative", (1, 1)), ("absolute", (0, 0))):
        m = make(GOLEMS_VARIANT="autonomous", GOLEMS_MOVES=moves, files=files)
        m.press(0)
        g = m.field.golems[0]
        assert (g.row, g.col) == where, moves


def test_attacked_setting_looks_at_this_row_or_the_last():
    # Row 1: Red walks to (1,1), next to Blue (1,2), who stands.  Row 2: Red
    # strikes (X).  Blue's "Attacked?": this_row sees the strike coming and
    # defends (3 lives); last_row asks whether Blue was struck in row 1 (no),
    # takes the else branch S (stand) and loses a life (2).
    files = battle_files("F X S S", "S A?(D,S) D S")
    for attacked, lives in (("this_row", 3), ("last_row", 2)):
        m = make(GOLEMS_VARIANT="autonomous", GOLEMS_ATTACKED=attacked, files=files)
        m.press(0)
        m.press(0)
        assert m.field.golems[1].lives == lives, attacked


def test_box_tokens_setting_refuses_a_field_the_box_cannot_lay_out():
    # six water tokens; the box has five
    field = "~ ~ ~ ~\nR> ~ B< ~\n~ . . .\n. . . .\n"
    files = battle_files("S S D S", "S S D S", field)
    assert make(GOLEMS_VARIANT="autonomous", files=files).battle()
    m = make(GOLEMS_VARIANT="autonomous", GOLEMS_BOX_TOKENS=True, files=files)
    assert not m.battle()
    shown = m.view(0).lines[0]
    assert "water" in shown and "golems/field.txt" in shown, shown


def test_a_bad_drive_file_is_reported_when_the_game_boots_straight_into_play():
    # GM_BOOT = "play" starts with skip_ready: a refused battle used to
    # become a game by hand without a word (a field with 11 barrels, say)
    bad = battle_files("F F Q S", "S S D S")
    m = GolemsMaster(Settings(GOLEMS_VARIANT="autonomous"), 5, files=bad)
    m.start(0, skip_ready=True)
    v = m.view(0)
    assert v.phase == "setup" and not m.battle()
    assert v.lines[0].startswith("golems/p1.txt: line 1, column 5")
    m.press(0)
    assert m.phase == "program"                     # then by hand, as from the setup
    good = battle_files("F X S S", "S S S D")
    m = GolemsMaster(Settings(GOLEMS_VARIANT="autonomous"), 5, files=good)
    m.start(0, skip_ready=True)
    assert m.battle() and m.phase == "execute"      # a good one still starts at once


def test_a_siege_field_with_a_third_golem_is_refused_with_one_line():
    # The rules' siege has two sides, one golem storming and one holding
    # the castle.  With a Yellow golem on the siege field the device used to
    # name a winner no rule gives (Blue with 1 life over Yellow with 3).
    from gamemaster.golems import scenarios
    siege = scenarios.SIEGE_TEXT.replace("R^  .   .", "R^  .   Y^", 1)
    assert siege != scenarios.SIEGE_TEXT
    files = battle_files("S S S D", "S S S D", siege)
    files["golems/p3.txt"] = "S S S D"
    m = make(GOLEMS_VARIANT="autonomous", files=files)
    assert not m.battle()
    assert m.view(0).lines[0] == ("golems/field.txt: a siege (castle floor c) is two golems, "
                                  "found Red, Blue, Yellow")


def test_any_two_golems_besiege_from_the_drive():
    # Issue 36: Yellow storming Blue's castle used to be a plain battle
    # (Yellow on the castle floor captured nothing).  The siege's goal is
    # on the setup screen, and Yellow at (3,4) below the gate takes the
    # castle in round 1, row 3 (X smashes the gate, F F over the bridge).
    from gamemaster.golems import scenarios
    text = scenarios.SIEGE_TEXT.replace("R^", ".").replace(
        ".   .   .   .   .   .\n.   .   .   .   .   .\n.", ".   .   .   .   Y^  .\n"
        ".   .   .   .   .   .\n.", 1)
    m = make(GOLEMS_VARIANT="autonomous", files={drive.FIELD_FILE: text, "golems/p2.txt": "S S S D",
                                                 "golems/p3.txt": "X F F S"})
    assert m.battle() and m.load_error == "" and m.seats == (2, 1)     # storming, holding
    assert m.view(0).lines[1] == "Yellow: end a row in the castle, Blue: hold out"
    now = 0
    while m.phase != "final_row":
        now = step(m, now + 100)
    assert (m.round, m.row) == (1, 3) and m.view(now).lines[-1] == "Yellow took the castle"
    m.press(now + 100)
    v = m.view(now + 100)
    assert m.result() == ("win", 2) and v.art[1] == "Yellow"


def test_the_start_code_is_held_only_while_a_game_is_made():
    # the settings' reading and a new game's state (``fresh``) and its
    # set-up (``begin``) are loaded when a game is made and dropped once it
    # has started or been restored: a board does not keep them in play
    # (refused drive battles included)
    import sys
    forget(*ON_DEMAND)
    names = ("gamemaster.golems.fresh", "gamemaster.golems.begin")
    m = GolemsMaster(Settings(GOLEMS_VARIANT="siege", GOLEMS_PROGRAM_SECONDS=30), 5)
    assert names[0] in sys.modules                 # the settings read by it
    m.start(0)
    assert not any(n in sys.modules for n in names) and (m.variant, m.players, m.program_s) == ("siege", 2, 30)
    m.press(0)
    back = copy_of(m, 100)
    assert not any(n in sys.modules for n in names) and back.variant == "siege" and snap_equal(m, back, 100)
    files = SmallBoardFiles(battle_files("F X S S", "S S S D"))
    refused = make(GOLEMS_VARIANT="autonomous", files=files)
    assert not any(n in sys.modules for n in names) and refused.load_error
    again = GolemsMaster(Settings(), 99, files=files)
    again.restore(refused.snapshot(0), 0)
    assert not any(n in sys.modules for n in names) and again.load_error == refused.load_error
    # the options' checks: loaded to make options (the engine's too), not held in play
    check = "gamemaster.golems.options_check"
    rules.Options(recharge=3)
    assert check in sys.modules
    m = make(GOLEMS_RECHARGE=3)
    assert m.options.recharge == 3 and check not in sys.modules


def test_the_setup_screen_s_code_goes_once_it_is_built():
    # the setup's screen changes only with a press, which leaves it, and the
    # field's picture compiles right after it on a board: its code is not
    # held beside the picture; a phase with a clock keeps its screen's code
    import sys
    forget(*ON_DEMAND)
    m = make(GOLEMS_VARIANT="siege")
    v = m.view(0)
    assert v.phase == "setup" and v.art[0] == "golems"
    assert "gamemaster.golems.view_setup" not in sys.modules
    assert m.view(0) is v                          # built once: nothing to rebuild it with
    m.press(0)
    assert m.view(0).phase == "roll" and "gamemaster.golems.view_roll" in sys.modules


def test_the_dice_s_screen_goes_once_the_faces_show():
    # the faces come with the rolls picture, the round's busiest moment on
    # a board: the screen's code is not held beside it, and the press that
    # leaves it is the master's
    import sys
    forget(*ON_DEMAND)
    name = "gamemaster.golems.view_roll"
    m = make(GOLEMS_VARIANT="standard", GOLEMS_PLAYERS=4)
    m.press(0)
    v = m.view(0)
    assert v.hint == "rolling..." and name in sys.modules          # the die tumbles
    assert m.tick(1200) and m.view(1200).art[0] == "rolls" and name not in sys.modules
    assert m.view(1300).art[0] == "rolls" and name not in sys.modules    # nothing to rebuild
    assert m.press(1300) and m.phase == "program" and name not in sys.modules
    assert m.view(1300).title == "Round 1: program"


def test_a_phase_s_moves_are_held_only_while_it_is_shown():
    # the master holds the state and the view; what a press and a clock do
    # in a phase comes with its screen and goes with it
    import sys
    g = "gamemaster.golems."
    names = ("rows", "lives", "ending", "reason", "outcome", "view_rows", "view_lives", "view_end")
    for name in names:
        sys.modules.pop(g + name, None)           # what other games' phases left
    m = make(GOLEMS_VARIANT="beginner")
    held = {}
    now = 0
    while m.phase != "game_over":
        held.setdefault(m.phase, set()).update(
            n[len(g):] for n in sys.modules if n.startswith(g) and n[len(g):] in (
                "rows", "lives", "ending", "reason", "outcome", "view_rows", "view_lives"))
        now = step(m, now)
        m.view(now)
    assert held["execute"] == {"rows", "view_rows"}
    assert held["lives"] == {"lives", "view_lives"}
    assert held["program"] == set() and held["round_end"] == set()
    assert not any(g + n in sys.modules for n in ("rows", "lives", "view_rows", "view_lives"))
    assert all(g + n in sys.modules for n in ("ending", "reason", "outcome", "view_end"))
    assert not hasattr(GolemsMaster, "_next_entry") and not hasattr(GolemsMaster, "_end_round")


def test_the_round_s_end_and_the_result_are_screens_of_their_own():
    # each compiles in a small heap on a board: between rounds only the
    # round's screen is held, at the end the result's, and why the battle
    # ended only with the result's screen
    import sys
    forget(*ON_DEMAND)
    g = "gamemaster.golems."
    for name in ("view_round", "view_end", "reason"):
        sys.modules.pop(g + name, None)           # what other games' screens left
    m = make(GOLEMS_VARIANT="beginner")
    now = 0
    while m.phase != "round_end":
        now = step(m, now)
    assert m.view(now).title == "Round 1 done"
    assert g + "view_round" in sys.modules and g + "view_end" not in sys.modules
    m.lives[1] = 0
    m.press(now)
    while m.phase != "game_over":
        now = step(m, now)
    v = m.view(now)
    assert v.lines[0] == "Knocked out: Blue" and v.art[1] == "Red"
    assert g + "view_end" in sys.modules and g + "view_round" not in sys.modules
    # who won and why: held with the result's screen, and gone with it
    assert g + "reason" in sys.modules
    assert tap_new_game(m, now)
    assert g + "reason" not in sys.modules and g + "view_end" not in sys.modules


def test_a_restore_holds_its_reading_only_while_it_reads():
    # the snapshot's reader is two modules (each compiles in a small heap on
    # a board: at boot, on undo), both dropped once the game is back
    import sys
    forget(*ON_DEMAND)
    m = make(GOLEMS_VARIANT="beginner", GOLEMS_PROGRAM_SECONDS=30)
    m.press(0)                                     # programming, its clock running
    back = copy_of(m, 2000)
    assert m.phase == "program" and snap_equal(m, back, 2000) and back.clock.running
    for name in ("restore", "restore_clock", "begin", "fresh"):
        assert "gamemaster.golems." + name not in sys.modules, name


def test_a_siege_the_energy_ends_says_blue_held_the_castle():
    m = make(GOLEMS_VARIANT="siege")
    now = 0
    while m.phase != "game_over":
        now = step(m, now)
    v = m.view(now)
    assert m.result() == ("win", 1) and v.art[1] == "Blue"
    assert v.lines == ("Energy out", "Blue held the castle")


# -- the end screens and the lives entry, as a table reads them -----------------

def test_a_tap_on_the_result_starts_a_new_game_as_in_the_other_games():
    # "Winner Blue" and a tie's "Draw" were dead ends (taps did nothing; only
    # the menu's New game got out): a tap starts a new game there, as on
    # IceTowers' result and Flipop's flag, and the hint says so
    forget(*ON_DEMAND)
    m = make(GOLEMS_VARIANT="beginner")
    now = 0
    while m.phase != "lives":
        now = step(m, now)
    for _ in range(3):
        m.press(now)                          # Red loses its three lives
    m.hold_entry(now, 2)
    now = wait_out(m, now + 1)
    v = m.view(now)
    assert m.phase == "game_over" and v.art[1] == "Blue" and v.hint == "tap: new game"
    before = m.snapshot(now)
    assert m.press(now + 1000)
    # the result's code goes at the tap, its screen stays for that tick
    # (nothing compiles then), and the set-up compiles at the next tick: a
    # board's heap holds the one or the other
    import sys
    assert "gamemaster.golems.view_end" not in sys.modules
    assert "gamemaster.golems.reason" not in sys.modules
    assert m.view(now + 1000) is v and m.snapshot(now + 1000) == before and m.wake_in(now + 1000) == 0
    assert "gamemaster.golems.view_end" not in sys.modules
    assert not m.press(now + 1000) and not m.tick(now + 1000)     # a second tap: nothing more
    assert "gamemaster.golems.begin" not in sys.modules
    # the set-up at the next tick (saved), the result's frame still on (its
    # stamp), the set-up's screen at the tick after: a board's heap holds
    # the set-up's compiles or the screen's
    assert m.tick(now + 1020) and m.save_due(now + 1020) and m.view(now + 1020) is v
    assert "gamemaster.golems.begin" not in sys.modules
    assert "gamemaster.golems.view_setup" not in sys.modules and m.wake_in(now + 1020) == 0
    assert m.snapshot(now + 1020) != before
    assert m.tick(now + 1040)
    v = m.view(now + 1040)
    assert m.phase == "setup" and m.round == 0 and m.energy == 10 and m.lives[:2] == [3, 3]
    assert v.phase == "setup" and v.title == "Golem Battle"
    # the app's undo restores the snapshot taken before the tap: the result
    back = copy_of(m, now)
    back.restore(before, now + 2000)
    v = back.view(now + 2000)
    assert back.phase == "game_over" and v.art[1] == "Blue" and back.lives[:2] == [0, 3]
    # a tie's draw (the wait ran out) likewise
    t = make(GOLEMS_VARIANT="beginner")
    now = 0
    while t.phase != "game_over":
        now = step(t, now + 1)
    assert t.can_recharge() and t.press(now + 5000) and t.hold_entry(now + 6000, 2)
    v = t.view(now + 6000)
    assert v.art[1] == "Draw" and v.hint == "tap: new game" and v.seconds_left is None
    assert tap_new_game(t, now + 7000) and t.energy == 10 and not t.drawn


def test_a_tie_says_what_a_tap_and_the_hold_do():
    m = make(GOLEMS_VARIANT="beginner")
    now = 0
    while m.phase != "game_over":
        now = step(m, now + 1)
    v = m.view(now)
    assert v.art[1] == "Tie" and v.hint == "tap: other choice  hold 1 s: take"
    assert v.lines == ("Energy out", "Red 3  Blue 3", "take: energy back to 5")


def test_a_golem_with_no_lives_left_loses_none_to_a_tap():
    # all its lives counted lost, a tap takes nothing more (nothing to undo)
    m = make(GOLEMS_PLAYERS=3)
    now = to_lives(m)
    assert m.view(now).hint == "tap: one more  hold 1 s: enter"
    for _ in range(3):
        assert m.press(now)
    v = m.view(now)
    assert m.lost[0] == 3 and v.art[1] == "3" and v.hint == "hold 1 s: enter"
    assert m.hold_entry(now, 1) == ("nothing", "Red lost 3")
    assert not m.press(now + 1000)
    assert m.hold_entry(now + 2000, 2) and m.lives[0] == 0 and asked(m.view(now + 3000)) == "Blue 0"


def test_the_castle_question_s_answer_is_the_big_word():
    m = make(GOLEMS_VARIANT="siege")
    now = to_lives(m)
    for _ in range(2):                          # Red's and Blue's lives: none lost
        now += 3000
        m.hold_entry(now, 2)
    v = m.view(now)
    assert m.phase == "lives" and v.title == "Red in the castle?" and v.art[1] == "NO"
    m.press(now)
    v = m.view(now)
    assert v.art[1] == "YES" and v.hint == "tap: change  hold 1 s: enter"


def test_on_a_paced_device_a_phase_comes_a_tick_after_the_press_that_enters_it():
    # On the device (Game.PACED: gmfw.main ticks the game every frame) a
    # press that enters a phase drops the last phase's module at once and
    # loads the new one at the next tick, the last frame on and a save
    # giving the state before meanwhile: on a board the new phase's code
    # compiled beside the last one's was a game's peak.
    import sys
    forget(*ON_DEMAND)
    g = "gamemaster.golems."
    m, twin = make(GOLEMS_VARIANT="beginner"), make(GOLEMS_VARIANT="beginner")
    now = 0
    while not (m.phase == "execute" and m.row == 4):
        now = step(m, now + 1)
        step(twin, now)
    m.PACED = True
    v = m.view(now)
    before = m.snapshot(now)            # as the app takes it before a press
    assert m.press(now) and m.phase == "lives"
    for name in ("view_rows", "rows", "view_lives", "lives"):
        assert g + name not in sys.modules, name
    assert m.view(now) is v and m.snapshot(now) == before and m.wake_in(now) == 0
    assert not m.tick(now) and g + "lives" not in sys.modules      # the press's own tick
    assert twin.press(now) and m.energy == twin.energy
    assert m.tick(now + 20) and m.save_due(now + 20) and g + "lives" in sys.modules
    assert m.view(now + 20).phase == "lives" and snap_equal(m, twin, now + 20)
    # a restore meanwhile (the app's undo) leaves no change half made
    assert m.press(now + 3000) and twin.press(now + 3000)
    m.restore(before, now + 3000)
    twin.restore(before, now + 3000)
    assert not m.tick(now + 3020) and snap_equal(m, twin, now + 3020)


# -- issue 36: any two golems besiege; a tie recharges the tied only --------
def test_a_physical_siege_with_other_golems_names_them_everywhere():
    # GOLEMS_SIEGE = "yellow/green": Yellow storms, Green holds the castle.
    m = make(GOLEMS_VARIANT="siege", GOLEMS_SIEGE="yellow/green")
    v = m.view(0)
    assert m.seats == (2, 3) and v.lines[1] == "Yellow: end a row in the castle, Green: hold out"
    assert sorted(g[0] for g in v.art[1][2]) == [2, 3]           # the picture's golems
    assert v.ring == ("players", (rules.COLOURS[2], rules.COLOURS[3]))
    now = to_lives(m)
    assert asked(m.view(now)) == "Yellow 0" and m.view(now).accent == rules.COLOURS[2]
    assert m.hold_entry(now, 1) == ("one more", "Yellow lost 0")
    now += 1000
    m.hold_entry(now, 2)
    assert asked(m.view(now)) == "Green 0" and m.view(now).accent == rules.COLOURS[3]
    now += 1000
    m.hold_entry(now, 2)
    v = m.view(now)
    assert v.title == "Yellow in the castle?" and v.art[1] == "NO"
    assert snap_equal(m, copy_of(m, now), now)               # the sides are in the snapshot
    m.press(now)
    assert m.view(now).ring == ("fill", rules.COLOURS[2])
    now += 1000
    m.hold_entry(now, 2)
    v = m.view(now)
    assert m.result() == ("win", 2) and v.art[1] == "Yellow" and v.lines[0] == "Yellow took the castle"
    # held out: the defender named
    m = make(GOLEMS_VARIANT="siege", GOLEMS_SIEGE="green/red")
    now = 0
    while m.phase != "game_over":
        now = step(m, now + 1)
    v = m.view(now)
    assert m.result() == ("win", 0) and v.lines == ("Energy out", "Red held the castle")
    # a pair naming one golem twice (not a value the settings allow) keeps Red v Blue
    assert make(GOLEMS_VARIANT="siege", GOLEMS_SIEGE="red/red").seats == (0, 1)


def test_a_tie_recharges_the_tied_golems_and_the_others_are_out():
    # Four players; in round 1 Yellow loses one life and Green two, then
    # nobody is hit: 3-3-2-1 at energy out is a tie of Red and Blue.  The
    # recharge ("Если Големы ... имеют равное число жизней ... зарядить
    # Големов") is theirs: Yellow and Green are out, roll no die, are not
    # asked for lives, and the next energy out is again Red against Blue.
    m = make(GOLEMS_PLAYERS=4)
    now = to_lives(m)
    for taps in (0, 0, 1, 2):                   # Red, Blue, Yellow, Green
        for _ in range(taps):
            m.press(now)
        now += 1000
        m.hold_entry(now, 2)
    assert m.lives == [3, 3, 2, 1] and m.phase == "round_end"
    while m.phase != "game_over":
        now = step(m, now + 1)
    assert m.result() == ("tie", (0, 1)) and m.can_recharge()
    assert m.hold_entry(now + 1000, 1) == ("show draw", "energy back to 5")
    m.hold_entry(now + 1000, 2)                 # the recharge shown first: taken
    v = m.view(now + 1000)
    assert m.phase == "round_end" and m.energy == 5 and m.benched == 0b1100
    assert v.lines == ("Move the energy marker to 5", "Red 3  Blue 3  Yellow out  Green out")
    assert snap_equal(m, copy_of(m, now + 1000), now + 1000)
    now += 2000
    m.press(now)                                  # the next round: the dice
    m.press(now)
    assert m.view(now).lines == ("Red: " + cards.FACE_NAMES[m.rolls[0]],
                                 "Blue: " + cards.FACE_NAMES[m.rolls[1]], "Yellow: out", "Green: out")
    now = to_lives(m, now)
    asked_now = []
    while m.phase == "lives":
        asked_now.append(asked(m.view(now)))
        now += 1000
        m.hold_entry(now, 2)
    assert asked_now == ["Red 0", "Blue 0"]       # the others are not asked
    while m.phase != "game_over":
        now = step(m, now + 1)
    v = m.view(now)
    assert m.round == 13 and m.result() == ("tie", (0, 1))
    assert v.lines == ("Energy out", "Red 3  Blue 3  Yellow out  Green out",
                       "take: energy back to 5")
    # Red loses a life in the recharged rounds: Red's win is Blue's
    # ... and a golem knocked out later is named, the benched are not
    m.hold_entry(now + 1000, 2)                   # recharge again
    now += 2000
    now = to_lives(m, now)
    for _ in range(3):
        m.press(now)                              # Red: three lives lost
    assert not m.press(now)                       # (a fourth: it has none left to lose)
    now += 1000
    m.hold_entry(now, 2)
    assert m.view(now).info[-1] == ("lives_lost", (3, 0, 0, 0))
    now += 1000
    m.hold_entry(now, 2)                          # Blue: none
    v = m.view(now)
    assert m.result() == ("win", 1) and v.lines[0] == "Knocked out: Red"


def test_a_drive_battle_tie_recharges_the_tied_golems_only():
    # The engine's hand-solved 3-3-2-1 (tests/lib/test_golems_engine.py) on
    # the device: nobody is hit in 9 rounds; the recharge leaves Red and Blue
    # on the field, Yellow and Green are gone.
    field = "lives Y 2\nlives G 1\nR> . . Bv\n. . . .\n. . . .\nY^ . . G<\n"
    files = {drive.FIELD_FILE: field, "golems/p1.txt": "S S D S", "golems/p2.txt": "S S D S",
             "golems/p3.txt": "S S D S", "golems/p4.txt": "S S D S"}
    m = make(GOLEMS_VARIANT="autonomous", files=files)
    now = 0
    while m.phase != "game_over":
        now = step(m, now + 1)
    assert m.round == 9 and m.result() == ("tie", (0, 1))
    m.hold_entry(now + 1000, 2)                   # the recharge (shown first) taken
    assert [g.colour for g in m.field.golems] == [0, 1] and len(m.programs) == 2
    assert m.players == 2 and m.seats == (0, 1) and m.energy == 5
    assert snap_equal(m, copy_of(m, now + 1000), now + 1000)
    m.press(now + 2000)
    m.press(now + 2100)                           # row 1
    assert len(m.view(now + 2100).lines) == 2


# Four golems, a row of long reports: Red's "Enemy?" sees the barrel and
# walks into it three times; the others walk into the water three times and
# are out, so row 1 ends the battle.
FOUR_LONG = {drive.FIELD_FILE: "o  ~  ~  ~\nR^ B^ Y^ G^\n.  .  .  .\n.  .  .  .\n",
             "golems/p1.txt": "E?(3(F),2(F)) S S D", "golems/p2.txt": "A?(2(F),3(F)) S S D",
             "golems/p3.txt": "A?(2(F),3(F)) S S D", "golems/p4.txt": "A?(2(F),3(F)) S S D"}


def test_a_row_report_longer_than_the_screen_is_shown_in_pages_a_tap_turns():
    # Each golem's line takes 3 rows at the 23 columns beside the field on
    # a 240x135 screen, the knock-out line 2: at most 6 rows a page (the
    # 240x240 screen's rows under the field), so 3 pages, every line whole
    # on one of them.
    from gamemaster.golems import battle
    m = make(GOLEMS_VARIANT="autonomous", files=FOUR_LONG)
    m.press(0)
    assert m.phase == "final_row" and m.page == 0
    seen = []
    hints = []
    for k in range(3):
        v = m.view(k)
        seen.extend(v.lines)
        hints.append(v.hint)
        assert sum(battle._rows(line) for line in v.lines) <= battle.ROWS
        assert v.title == "Round 1: row 1" and v.art[0] == "golems"
        if k == 1:
            assert snap_equal(m, copy_of(m, k), k)       # the page is in the snapshot
        m.press(k)
    assert seen == ["Red: then 3(F) blocked/blocked/blocked [3]",
                    "Blue: else 3(F) water/water/water -3 [0]",
                    "Yellow: else 3(F) water/water/water -3 [0]",
                    "Green: else 3(F) water/water/water -3 [0]",
                    "Knocked out: Blue, Yellow, Green"]
    assert hints == ["press: page 2 of 3", "press: page 3 of 3", "press: result"]
    assert m.phase == "game_over" and m.view(5).art[1] == "Red"
    # rows wrap as the screen wraps them: between words, at 23 columns
    assert [battle._rows(s) for s in seen] == [3, 3, 3, 3, 2]
    assert battle._rows("x" * 23) == 1 and battle._rows("x" * 24) == 2 and battle._rows("") == 1
    # a short row is one page, as before
    m = make(GOLEMS_VARIANT="autonomous", files=battle_files("F X S S", "S S S D"))
    m.press(0)
    v = m.view(0)
    assert len(battle.pages(m)) == 1 and v.hint == "press: next row"


# -- the snapshot, version 5: issue 34's and issue 36's fields in one ----------
def test_the_snapshot_keeps_the_entries_and_the_seats_and_refuses_older_versions():
    # Version 5 holds what issue 34 added (the lives lost in the round being
    # entered, the tie's choice shown) and what issue 36 added (the seats'
    # colours, the benched seats, a row report's page); each comes back
    # exactly, and a snapshot of an older version is refused (a board
    # updated over a saved game starts a new one with a line).
    def same(m, now, *fields):
        other = copy_of(m, now)
        assert snap_equal(m, other, now)
        for f in fields:
            assert getattr(other, f) == getattr(m, f), f
        return other
    m = make(GOLEMS_PLAYERS=4)
    assert m.snapshot(0)[0] == 5
    now = to_lives(m)
    for taps in (0, 0, 1, 2):                   # Red, Blue, Yellow, Green
        for _ in range(taps):
            m.press(now)
        if taps:                                # mid-entry: Yellow's one, Green's two shown
            assert same(m, now, "lost", "entry").lost[m.entry] == taps
        now += 1000
        m.hold_entry(now, 2)
    while m.phase != "game_over":
        now = step(m, now + 1)
    m.press(now)                                # the draw shown
    assert same(m, now, "pick").hold_entry(now, 1) == ("show energy back to 5", "draw")
    m.press(now)                                # the recharge shown again
    m.hold_entry(now, 2)
    other = same(m, now, "benched", "lives")
    assert other.benched == 0b1100 and other.view(now).lines[1] == \
        "Red 3  Blue 3  Yellow out  Green out"
    # a siege of Yellow against Green: the seats' colours
    m = make(GOLEMS_VARIANT="siege", GOLEMS_SIEGE="yellow/green")
    now = to_lives(m)
    m.press(now)                                # Yellow: one lost, shown
    other = same(m, now, "seats", "lost")
    assert other.seats == (2, 3) and other.view(now).title == "Yellow lost"
    # a battle's row report on its second page
    m = make(GOLEMS_VARIANT="autonomous", files=FOUR_LONG)
    m.press(0)
    m.press(1)
    assert same(m, 1, "page").page == 1
    # older versions, 3 and the two 4s, are refused
    data = m.snapshot(1)
    for version in (3, 4):
        with raises(SnapshotError):
            make().restore(bytes([version]) + data[1:], 1)
