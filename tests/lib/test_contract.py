"""The game contract (gamemaster.game) and its shared clock: what every
game gets for free and what the registry checks.  Runs on MicroPython."""

from gamemaster import registry
from gamemaster.app import App
from gamemaster.clock import Clock
from gamemaster.game import Game
from gamemaster.game_check import check, missing_hooks
from gamemaster.settings import Settings
from gamemaster.settings_rows import CORE
from gamemaster.settings_rows import find
from gamemaster.ticks import TICKS_PERIOD
from gamemaster.view import View


def test_every_registered_game_meets_the_contract_and_names_are_unique():
    ids = [g[0] for g in registry.games()]
    tags = [g[2] for g in registry.games()]
    assert len(set(ids)) == len(ids) and len(set(tags)) == len(tags)
    for line in registry.games():
        cls = registry.game_class(line[0])
        assert check(cls, line) == []
        # its menu's keys (its schema's MENU) each have a row with menu values and a label
        for key in (registry._load(line[5], "MENU") if line[5] else ()):
            assert find(key)[0][4] is not None and find(key)[0][5], key
        for name in sorted(cls.CUES):
            notes = cls.CUES[name]                 # Hz, ms pairs, flat
            assert notes and len(notes) % 2 == 0, (name, notes)
            for i in range(0, len(notes), 2):
                freq, ms = notes[i], notes[i + 1]
                assert 0 <= freq < 5000 and 0 < ms <= 1000


def test_the_check_names_what_a_game_lacks():
    class Half(Game):
        ID = "half"
        TITLE = "Half"
        SNAPSHOT_TAG = 7

        def start(self, now, skip_ready=False):
            pass

        def view(self, now):
            return View(self.ID, "x")

    assert missing_hooks(Half) == ["press", "snapshot", "restore"]
    assert check(Half, ("half", "Half", 8, "", "", None)) == [
        "missing press", "missing snapshot", "missing restore",
        "SNAPSHOT_TAG 7 differs from the registry's 8"]
    assert missing_hooks(Game) == ["start", "press", "view", "snapshot", "restore", "ID", "TITLE",
                                   "SNAPSHOT_TAG"]


def test_settings_choices_and_rows_come_from_the_registry():
    game = [row for row in CORE if row[0] == "GM_GAME"][0]
    assert game[3] == registry.ids() and game[2] == registry.games()[0][0]
    s = Settings.from_toml('GOLEMS_FIELD = 5\nPIPES_DRAW = "bag"\n')
    assert s.get("PIPES_DRAW") == "bag" and s.get("GOLEMS_FIELD") == 4
    assert len(s.errors) == 1 and "GOLEMS_FIELD" in s.errors[0] and "4 or 6" in s.errors[0]


def test_a_countdown_shows_whole_seconds_and_wakes_exactly_when_they_change():
    c = Clock()
    start = TICKS_PERIOD - 2500                 # across the tick wrap
    c.reset(start, 10000)
    assert c.shown(start) == 10 and c.wake_in(start) == 1000
    now = (start + 1) % TICKS_PERIOD
    assert c.shown(now) == 10 and c.wake_in(now) == 999
    now = (start + 1000) % TICKS_PERIOD
    assert c.shown(now) == 9 and c.wake_in(now) == 1000
    assert c.wake_in(now, half=True) == 500
    now = (start + 9999) % TICKS_PERIOD
    assert c.shown(now) == 1 and not c.expired(now) and c.wake_in(now) == 1
    now = (start + 10000) % TICKS_PERIOD
    assert c.shown(now) == 0 and c.expired(now) and c.wake_in(now) == -1


def test_a_stopped_clock_keeps_its_time_and_banks_take_increments():
    c = Clock()
    c.reset(0, 60000)
    c.stop(20000)                                # 40 s left, frozen
    assert c.left(90000) == 40000 and c.wake_in(90000) == -1
    c.add(5000)                                  # a Fischer increment
    c.start(100000)
    assert c.left(100000) == 45000 and c.left(101000) == 44000
    up = Clock()                                 # count-up (limit 0)
    up.reset(0, 0)
    assert up.shown(2500) == 2 and up.left(2500) == 0 and not up.expired(10 ** 6)
    assert up.wake_in(2500) == 500


def test_checkpoints_come_every_n_shown_seconds_and_restore_can_restart():
    c = Clock()
    c.reset(0, 60000)
    due = [t for t in range(0, 61000, 1000) if c.checkpoint_due(t, 15)]
    assert due == [15000, 30000, 45000, 60000]
    d = Clock()
    d.restore(500, 60000, 45000, run=True)
    assert d.left(500) == 15000
    d.restore(500, 60000, 45000, run=True, restart=True)
    assert d.left(500) == 60000
    d.finish(600)
    assert d.left(700) == 0 and not d.running


def test_saves_come_only_when_a_game_asks_not_on_every_visible_change():
    g = Game(None, 1)
    assert not g.save_due(0)
    g.changed("x")
    assert g.changes == 1 and g.cue == "x" and g.cue_id == 1 and not g.save_due(0)
    g.changed(save=True)
    assert g.save_due(0) and not g.save_due(0)


class _TickOnly(Game):
    # A real-time game that only says "changed" through tick()'s answer.
    ID = "tickonly"
    TITLE = "Tick only"
    SNAPSHOT_TAG = 200

    def start(self, now, skip_ready=False):
        self.t = now

    def press(self, now):
        return False

    def tick(self, now):
        second = now // 1000
        if second != self.t // 1000:
            self.t = now
            return True
        return False

    def view(self, now):
        v = View(self.ID, "run")
        v.text("%d" % (self.t // 1000))
        return v

    def snapshot(self, now):
        return b""

    def restore(self, data, now, restart_turn=False):
        pass


def test_the_app_redraws_a_game_whose_tick_says_it_changed():
    app = App(Settings.from_toml(None))
    app.game = _TickOnly(app.settings, 1)
    app.game.start(0)
    stamps = []
    for now in range(0, 3000, 20):
        app.tick(now)
        stamps.append(app.stamp(now))
    assert len(set(stamps)) == 3                 # 0 s, then a new frame at 1 s and at 2 s
    assert app.view(2500).art == ("text", "2")


def test_the_app_wakes_for_notices_the_menu_and_the_game_and_sleeps_when_paused():
    app = App(Settings.from_toml('GM_BOOT = "play"\nGM_SEED = 3\nGM_TURN_SECONDS = 60\n'))
    app.boot(0)
    app.tick(0)
    assert app.wake_in(0) == 1000                # the turn's next second
    app.tick(400)
    assert app.wake_in(400) == 600
    app.button(True, 500)
    assert app.wake_in(520) == 0                 # a press is being decided
    app.button(False, 1500)                      # held 1 s: pause
    app.tick(1600)
    assert app.paused and app.wake_in(1600) == -1
    app.notices.append("hello")
    app.tick(1700)
    assert app.wake_in(1700) == 4000             # the notice expires


class _Teller(_TickOnly):
    # tells the players something when it starts and when it is restored
    ID = "teller"
    TITLE = "Teller"
    SNAPSHOT_TAG = 201

    def start(self, now, skip_ready=False):
        _TickOnly.start(self, now, skip_ready)
        self.tell("started")

    def restore(self, data, now, restart_turn=False):
        self.t = now
        self.tell("restored")


def test_what_a_game_tells_the_app_shows_once_after_the_settings_problems():
    saved_games = registry.GAMES
    registry.GAMES = registry.games() + (("teller", "Teller", 201, __name__, "_Teller", None),)
    try:
        settings = Settings()
        settings.errors.append("a settings problem")
        app = App(settings)
        app.new_game(0, "teller")
        assert app.notices == ["a settings problem", "started"]
        assert app.game.notices == []               # taken: shown once
        app.tick(0)
        assert app.view(0).hint == "a settings problem"
        app.tick(60000)                             # each notice times out in turn
        app.tick(120000)
        assert app.notices == [] and app.view(120000).hint != "started"
        again = App(Settings())
        assert again.restore(app.snapshot(120000), 0) is True
        assert again.notices == ["restored"]
    finally:
        registry.GAMES = saved_games
