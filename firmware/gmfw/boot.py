# What runs once, at boot: settings.toml read, the board's profile chosen,
# the hardware the profile describes brought up.  main.Device drops this
# module once the board is up, so none of its code stays in the heap
# (tools/mpvm/firmware_ram.py measures it).

import board

from gmfw import nvmstore, telemetry


def start(dev):
    """Boot ``dev`` (a main.Device): settings.toml, the profile, the code,
    the hardware, the app and the game resumed from NVM, then the screen,
    the ring and the sound; the watchdog armed last."""
    telemetry.boot_count += 1
    settings = dev.settings = load_settings()
    from gamemaster.registry import LANG
    if LANG != "en":
        # the language's letters in the font, while the heap holds little;
        # the build to install, if any, said first (gmfw.glyphs)
        from gmfw.glyphs import check
        check(settings.errors)
    dev.profile_name, profile = load_profile(settings)
    saved, problem, lost, game_id = read_saved(settings)
    # the game's code is compiled first: when the heap cannot take it even
    # then, the pictures stay off (one line says so, below) rather than the
    # game meeting a MemoryError
    short = load_code(settings, profile, game_id)
    # what this boot loaded, for a new game chosen in the menu
    # (main.Device.needs_restart): the game, and its mode's setting when
    # boot loads by mode
    mode = MODE_KEPT.get(game_id)
    dev.loaded = (game_id, mode and mode[:2], mode is not None and settings.get(mode[0]) in mode[1])
    dev.device_battles = profile.get("device_battles", True)
    hw = dev.hw = hardware(profile, settings)
    for e in telemetry.errors:
        settings.errors.append(e)
    # writes paced to the profile's flash and GM_SAVES (load_profile)
    gap = profile["save_gap_ms"]
    dev.store = nvmstore.Pacer(hw.nvm, gap)
    dev.problem = None         # the save problem on screen (shown once)
    dev.screen = None
    if short is not None:
        settings.errors.append(short)          # the app shows them first
    # the app and its game before the screen's groups and bitmaps: what
    # creating or resuming the game compiles has their heap too
    dev.app = dev._new_app()
    if problem and saved is None and settings.get("GM_BOOT") != "play":
        # in the language in use; a saved game's fault (a CRC, a length) as
        # the code says it, for whoever mends the board
        from gamemaster.registry import words
        w = words("gamemaster.words_notices")
        said = w[3] if lost else problem                                  # lost
        if problem.startswith("NVM unreadable ("):
            said = w[4] % problem[16:-1]                                  # nvm_unreadable
        dev.app.notices.append(said + w[1])                               # new_game
        if not lost:                     # a cut save is no fault of the board
            telemetry.record_error(problem)
    import supervisor
    now = supervisor.ticks_ms()
    from gamemaster import app_boot, registry
    try:
        # App.boot's own code, called here: two frames less of the Python
        # stack (2 KB on a board, 1.5 KB on CircuitPython 9), the deepest a
        # resumed game goes as it checks its position (tools/mpvm/cpvm.py)
        if app_boot.boot(dev.app, now, saved) == "resumed":
            resumed_line(dev.app.notices, problem, gap)
    except Exception as e:  # noqa: BLE001 - a snapshot must never stop the boot
        telemetry.record_error("resume failed: %s" % e)
        saved = None
        dev.app = dev._new_app()
        from gamemaster.registry import words
        dev.app.notices.append(words("gamemaster.words_notices")[5] % e)      # resume_failed
        dev.app.new_game(now)
    finally:
        registry._drop("gamemaster.app_boot")
        registry.forget_games()
    dev.last_saved = saved
    # the app holds them now (its notices): an app rebuilt after an error
    # (gmfw/rescue.py) does not show them again
    settings.errors = []
    if hw.display is not None:
        # the screen's making is code needed once: dropped once it is built
        from gamemaster.registry import _drop
        from gmfw import screen_build
        dev.screen = screen_build.build(hw.display, hw.width, hw.height,
                                        profile["display"].get("labels"))
        _drop("gmfw.screen_build")
    dev.ring = None
    if hw.pixels is not None:
        from gmfw.ringout import RingOut
        r = profile["ring"]
        dev.ring = RingOut(hw.pixels, hw.ring_count, r.get("first", 0) % hw.ring_count,
                           r.get("clockwise", True))
    from gmfw.sound import Sound
    dev.sound = Sound(hw.audio, hw.speaker_enable)
    if short is not None and dev.screen is not None:
        dev.screen.drop_art()
        telemetry.degraded = True
    dev.stamp = None
    dev.pending = None         # a new picture's frame, drawn next tick (main.Device.tick)
    dev.brightness = None
    dev.boot_ticks = now
    dev.healthy = False
    dev.failures = 0           # recoveries since the last clean tick
    # the loop ticks the game every frame (gamemaster.game: PACED)
    from gamemaster.game import Game
    Game.PACED = True
    arm_watchdog(hw)
    hw.profile = None          # the profile's dicts and notes: not needed in play
    from gmfw import heap
    f = heap.free()
    print("game-master ready:", dev.profile_name, "mem_free", "n/a" if f is None else f)
    # the heap check is loaded again only when a picture first shows
    # (main.Device._afford_picture): not held through play
    from gamemaster.registry import _drop
    _drop("gmfw.heap")


def read_saved(settings):
    # The saved record (gmfw/nvmread.py), read before any game's code, and
    # the game this boot starts: the record's when the boot resumes it, else
    # GM_GAME with the record's menu changes applied, so a game or a mode
    # chosen in the menu (saved as the board restarted for it,
    # main.Device.restart) is the one load_code compiles first.
    # (bytes or None, a problem line or None, whether the problem is only a
    # save a power cut spoilt (nvmread.LOST), the game's id)
    saved = problem = None
    lost = False
    try:
        import microcontroller
        nvm = microcontroller.nvm
    except (ImportError, AttributeError):
        nvm = None
    if nvm is not None:
        from gamemaster.registry import _drop
        from gmfw import nvmread
        try:
            saved, problem = nvmread.read(nvm)
        except Exception as e:  # noqa: BLE001 - unreadable NVM: start fresh
            saved, problem = None, "NVM unreadable (%s)" % e
        lost = problem == nvmread.LOST
        _drop("gmfw.nvmread")
    from gamemaster import app_boot, registry
    mode = settings.get("GM_BOOT")
    tag, changes = app_boot.record(saved)
    if tag is not None and (mode != "play" or tag == 0):
        settings.decode_overrides(changes)
    game_id = settings.get("GM_GAME")
    if mode == "resume" and tag:
        game_id = registry.id_for_tag(tag) or game_id
    # its rows held (a changed mode of a game settings.toml does not name
    # waits among the held pairs until then)
    settings.use_game(game_id)
    return saved, problem, lost, game_id


def resumed_line(notices, lost, gap):
    # The "resumed ..." notice (gamemaster.app_boot) says how far back the
    # save may be: with paced writes, up to the gap before the power went;
    # and when a write was cut (gmfw.nvmread.LOST), that the last save is
    # gone, so players can tap forward from what is shown.
    from gamemaster.registry import words
    line = notices[-1]
    words = words("gamemaster.words_notices")
    if gap:
        s = gap // 1000
        line += words[2] % (s // 60, s % 60)                # saved_up_to
    if lost:
        from gmfw.nvmread import LOST
        line = (words[3] if lost == LOST else lost) + "; " + line      # lost
    notices[-1] = line


def load_settings():
    from gamemaster.settings import Settings
    try:
        with open("settings.toml", "rb") as f:
            # the file's length, at most one byte more than FILE_MAX (more:
            # "too large", defaults): read(n) takes an n-byte buffer at once
            # (py/stream.c), and 16 KB in one block at boot came before the
            # game's compile on CircuitPython's own VM (tools/mpvm/cpvm.py)
            n = min(f.seek(0, 2), Settings.FILE_MAX + 1)
            f.seek(0)
            text = f.read(n)
    except OSError:
        text = None
    return Settings.from_toml(text)


# Modules a game imports while it is played and keeps (its view, its
# snapshot, a picture that says RESIDENT), by game id: load_code compiles
# them right after the game's module, not at the first frame, save or
# picture beside the display (tests/firmware/test_heap_check.py: each is one
# its game's module imports, or a resident picture its views show).
KEPT = {"pipes": ("gamemaster.pipes.master_view", "gamemaster.pipes.master_snapshot"),
        "icetowers": ("gamemaster.icetowers.referee_view", "gmfw.art_rolls")}
# ... and those one mode of a game keeps: game id -> (its setting, the values
# that choose the mode, the modules).  Flipop against the device: its moves,
# view, opponent and board picture (~17 KB of code the clock never loads,
# whose compiles would otherwise come at the first frame, beside the display).
# Golem Battle's dice (gmfw.art_rolls, 1 KB of code): only the variants
# that roll the bonus die (gamemaster.golems.master._begin_round; the
# default, "standard", is one); the beginners' and the autonomous golems'
# never show it.
MODE_KEPT = {"golems": ("GOLEMS_VARIANT", ("standard", "siege"), ("gmfw.art_rolls",)),
             "flipop": ("FLIPOP_MODE", ("versus", "vs-clock"),
                        ("gamemaster.flipop.versus", "gamemaster.flipop.moves",
                         "gamemaster.flipop.position", "gamemaster.flipop.view_versus",
                         "gamemaster.flipop.ai", "gmfw.art_flipop_marks",
                         "gmfw.art_flipop"))}


def load_code(settings, profile, game_id):
    # The largest compiles first, while the heap holds little more than
    # this boot: the game's module (what creating the game compiles) and
    # those it keeps in play, the app, the screen.  Compiling a module needs
    # several times the code it leaves (Golem Battle's master ~50 KB for 10 KB of code, the app 36 KB
    # for 6 KB: tools/mpvm/firmware_ram.py compile_need); compiled later,
    # that need would sit beside the display, the drivers and each other's
    # code.  When even now the heap cannot take the game's module, the line
    # to show is returned (main.Device turns the pictures off), else None.
    from gamemaster import registry
    from gmfw import heap
    short = None
    try:
        module = registry.module(game_id)
    except ValueError:
        module = None
    if module is not None:
        short = heap.short(module, True)
    if module is not None and short is None:
        __import__(module)
        # then what it imports in play and keeps
        _kept(KEPT.get(game_id, ()))
    import gamemaster.app  # noqa: F401 - compiled now, used by Device
    import gamemaster.app_boot  # noqa: F401 - the app's boot, then dropped
    if profile["display"]["kind"] != "none":
        import gmfw.screen  # noqa: F401
        import gmfw.screen_build  # noqa: F401 - builds the screen, then dropped
    # the game's mode's modules last (their compiles are smaller than the
    # app's and the screen's, the code they leave is the mode's)
    mode = MODE_KEPT.get(game_id)
    if module is not None and short is None and mode is not None and \
            settings.get(mode[0]) in mode[1]:
        _kept(mode[2])
    return short


def _kept(names):
    from gmfw import heap
    for name in names:
        if heap.short(name) is None:
            __import__(name)


def load_profile(settings):
    import boards
    try:
        try:
            chosen = boards.select(board.board_id, settings.get("GM_BOARD"))
        except ValueError as e:
            chosen = boards.select(board.board_id)
            settings.errors.append("settings.toml %s; using %s" % (e, chosen[0]))
        # NVM writes paced to the flash's endurance (GM_SAVES = "lasting")
        # and, where a cut write loses the game (ESP32-S3), to its risk
        chosen[1]["save_gap_ms"] = boards.save_gap_ms(chosen[1], settings.get("GM_SAVES"))
        # an external button and ring on free pads (GM_BUTTON_PIN and
        # GM_RING_PIN, settings.toml's values only: gamemaster.settings_board;
        # GM_RING_PIXELS; boards/wiring.py, loaded only then): a refused one
        # is a line on screen
        values = settings._values
        button, ring = values.get("GM_BUTTON_PIN"), values.get("GM_RING_PIN")
        pixels = settings.get("GM_RING_PIXELS")
        if button or ring or pixels:
            from boards.wiring import wire
            settings.errors.extend(wire(chosen[1], button, ring, pixels,
                                        lambda name: getattr(board, name, None)))
        return chosen
    finally:
        # the chosen profile is a plain dict; the profile modules (every one
        # select() looked at) and their checks are ~10 KB of bytecode a
        # board needs no more
        import sys
        for name in list(sys.modules):
            if name == "boards" or name.startswith("boards."):
                del sys.modules[name]


# Bring up the board described by the profile (gmfw.hardware.Hardware):
# display, ring, button, speaker, NVM.  Each part that fails is reported
# and left out, so a missing speaker or a wrong pin never stops the game.

def hardware(profile, settings):
    from gmfw.hardware import Hardware
    hw = Hardware()
    # the whole profile while boot brings the board up (start drops it
    # then): play needs only the ring's brightness cap
    hw.profile = profile
    hw.max_brightness = profile["ring"].get("max_brightness", 1.0)
    hw.width = profile["display"].get("width", 240)
    hw.height = profile["display"].get("height", 240)
    hw.ring_count = profile["ring"]["count"]        # with GM_RING_PIXELS (boards/wiring.py)
    bring_up(hw, settings)
    return hw


def bring_up(hw, settings):
    for part in (display, ring, button, speaker, nvm):
        try:
            part(hw, settings)
        except Exception as e:  # noqa: BLE001 - report and go on without it
            telemetry.record_error("%s: %s" % (part.__name__, e))
            print("hardware", part.__name__, "failed:", e)


def _pin(name):
    pin = getattr(board, name, None)
    if pin is None:
        raise ValueError("board has no pin %s" % name)
    return pin


def display(hw, settings):
    disp = hw.profile["display"]
    kind = disp["kind"]
    if kind == "none":
        return
    if kind == "tft_gizmo":
        hw.display = tft_gizmo(disp.get("rotation", 180))
    else:
        hw.display = board.DISPLAY
        if "rotation" in disp and hw.display.rotation != disp["rotation"]:
            hw.display.rotation = disp["rotation"]
    hw.display.auto_refresh = False
    hw.width = hw.display.width
    hw.height = hw.display.height


# The TFT Gizmo's ST7789 panel as adafruit_gizmo.tft_gizmo.TFT_Gizmo 1.3.27
# brings it up over adafruit_st7789.ST7789 2.1.5 (init sequence with BGR
# and inversion on, 240x240 from row 80, backlight on A3, the bus on RX TX
# SCL SDA): the same bytes and arguments (tests/firmware/test_sim_gizmo.py
# compares them with the libraries'), without the two library modules, whose
# code and names a CPB would hold for good (about 4 KB).  SWRESET 150 ms,
# SLPOUT 255 ms, COLMOD 16-bit 10 ms, MADCTL, NORON 10 ms, DISPON 255 ms,
# MADCTL BGR, INVON.
GIZMO_INIT = (b"\x01\x80\x96\x11\x80\xff\x3a\x81\x55\x0a\x36\x01\x08\x13\x80\x0a"
              b"\x29\x80\xff\x36\x01\xc0\x21\x00")


def tft_gizmo(rotation):
    import busdisplay
    import busio
    import displayio
    import fourwire
    # a reload keeps the last run's display: free its slot first
    displayio.release_displays()
    bus = fourwire.FourWire(busio.SPI(board.SCL, MOSI=board.SDA), command=board.TX,
                            chip_select=board.RX)
    return busdisplay.BusDisplay(bus, GIZMO_INIT, width=240, height=240, rowstart=80,
                                 backlight_pin=board.A3, rotation=rotation)


def ring(hw, settings):
    ring = hw.profile["ring"]
    pin = _pin(ring["pin"])
    order = ring.get("order", "GRB")
    if ring.get("driver", "neopixel") == "neopixel":
        import neopixel
        hw.pixels = neopixel.NeoPixel(pin, hw.ring_count, brightness=hw.brightness(settings),
                                      auto_write=False, pixel_order=order)
        return
    # "pixelbuf" (the nRF52840 boards): the pin as neopixel.NeoPixel (6.4.2)
    # sets it up, a digital output, and the board's NeoPixel power switched
    # on when the ring is the board's own NEOPIXEL (held in hw: released, it
    # would switch off)
    import digitalio
    from gmfw.ringout import Pixels
    if getattr(board, "NEOPIXEL", None) == pin:
        power = getattr(board, "NEOPIXEL_POWER_INVERTED", None)
        on = power is None
        power = power or getattr(board, "NEOPIXEL_POWER", None)
        if power:
            try:
                hw.pixel_power = digitalio.DigitalInOut(power)
                hw.pixel_power.switch_to_output(value=on)
            except ValueError:
                pass
    out = digitalio.DigitalInOut(pin)
    out.direction = digitalio.Direction.OUTPUT
    hw.pixels = Pixels(out, hw.ring_count, hw.brightness(settings), order)


def button(hw, settings):
    import keypad
    b = hw.profile["button"]
    # 16 events, not keypad's default 64: one button, read every loop tick
    # (a press and its release are 2 events, and even a tick that compiles
    # a module takes well under a second), and each event is 6 B of the
    # queue's ring buffer (shared-module/keypad/EventQueue.c): 288 B of heap
    # more for a queue that never fills; if it ever does, main.py resyncs
    # the button (keys.events.overflowed)
    hw.keys = keypad.Keys((_pin(b["pin"]),), value_when_pressed=b["value_when_pressed"],
                          pull=b.get("pull", True), max_events=16)


def speaker(hw, settings):
    speaker = hw.profile.get("speaker")
    if not speaker:
        return
    if speaker.get("enable"):
        import digitalio
        hw.speaker_enable = digitalio.DigitalInOut(_pin(speaker["enable"]))
        hw.speaker_enable.switch_to_output(value=False)
    if speaker.get("kind", "pwm_audio") == "tone":
        from gmfw.tone import ToneVoice as cls
    else:
        from gmfw.sound import PwmAudioVoice as cls
    hw.audio = cls(_pin(speaker["pin"]))


def nvm(hw, settings):
    import microcontroller
    hw.nvm = microcontroller.nvm


def arm_watchdog(hw, seconds=8):
    # Armed only after boot succeeded; fed once per whole loop tick.
    # The profile's ``watchdog`` is True (RESET mode: a hang resets the
    # board, which resumes from NVM) or "raise" (RAISE mode; main.run
    # turns the WatchDogTimeout into the same reset).  The nRF52840 boards
    # (CPB, CLUE) use "raise": there RESET mode can never be stopped, and
    # before CircuitPython pull request #11295 stopping the VM with it
    # armed (the auto-reload after a file is saved to the drive, Ctrl-C)
    # raised in the watchdog's cleanup and left the board in safe mode.
    # RAISE mode is stopped cleanly; it catches a hang in Python code,
    # not one inside a C call (see docs/hardware.md).
    mode = hw.profile.get("watchdog")
    if not mode:
        return
    try:
        import microcontroller
        from watchdog import WatchDogMode, WatchDogTimeout
        watchdog = microcontroller.watchdog
        watchdog.timeout = seconds
        watchdog.mode = WatchDogMode.RAISE if mode == "raise" else WatchDogMode.RESET
        hw.watchdog = watchdog
        hw.watchdog_timeout = WatchDogTimeout
    except Exception as e:  # noqa: BLE001 - a board without one plays on
        print("watchdog unavailable:", e)
