# What runs once, at boot: settings.toml read, the board's profile chosen,
# the hardware the profile describes brought up.  main.Device drops this
# module once the board is up, so none of its code stays in the heap
# (tools/mpvm/firmware_ram.py measures it).

import board

from gmfw import telemetry


def load_settings():
    from gamemaster.settings import Settings
    try:
        with open("settings.toml", "rb") as f:
            text = f.read(Settings.FILE_MAX + 1)      # more: "too large", defaults
    except OSError:
        text = None
    return Settings.from_toml(text)


# Modules a game imports while it is played and keeps (its view, its
# snapshot, a picture that says RESIDENT), by game id: load_code compiles
# them right after the game's module, not at the first frame, save or
# picture beside the display (tests/firmware/test_heap_check.py: each is one
# its game's module imports, or a resident picture its views show).
KEPT = {"pipes": ("gamemaster.pipes.master_view", "gamemaster.pipes.master_snapshot"),
        "golems": ("gmfw.art_rolls",),
        "flipop": ("gamemaster.flipop.master_snapshot",),
        "icetowers": ("gamemaster.icetowers.referee_view", "gmfw.art_rolls")}


def load_code(settings, profile):
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
    game_id = settings.get("GM_GAME")
    short = None
    try:
        module = registry.module(game_id)
    except ValueError:
        module = None
    if module is not None:
        short = heap.short(module, "pictures")
    if module is not None and short is None:
        __import__(module)
        # then what it imports in play and keeps
        for name in KEPT.get(game_id, ()):
            if heap.short(name) is None:
                __import__(name)
    import gamemaster.app  # noqa: F401 - compiled now, used by Device
    if profile["display"]["kind"] != "none":
        import gmfw.screen  # noqa: F401
    return short


def load_profile(settings):
    import boards
    try:
        try:
            chosen = boards.select(board.board_id, settings.get("GM_BOARD"))
        except ValueError as e:
            settings.errors.append(str(e))
            chosen = boards.select(board.board_id)
        # NVM writes of GM_SAVES = "lasting", paced to the flash's endurance
        chosen[1]["save_gap_ms"] = boards.save_gap_ms(chosen[1])
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
    hw.keys = keypad.Keys((_pin(b["pin"]),), value_when_pressed=b["value_when_pressed"],
                          pull=b.get("pull", True))


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
