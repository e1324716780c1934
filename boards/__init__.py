"""Hardware profiles: one module per supported board, picked by ``board.board_id``.

A profile is a plain dict (``PROFILE``) so it can be validated with clear
messages and read on any VM.  Keys:

``name``        human name of the hardware combination
``board_ids``   tuple of CircuitPython ``board.board_id`` values it applies to
``display``     dict: ``kind`` ("builtin": use ``board.DISPLAY``; "tft_gizmo":
                the Circuit Playground TFT Gizmo; "none"), ``width``, ``height``,
                optional ``rotation`` (0/90/180/270), optional ``pins`` (the pins an
                add-on display occupies, so the profile check can prove no other
                role uses them), optional ``labels``: how text
                is drawn, "display_text" (the default: adafruit_display_text's
                ``label.Label``) or "one_bitmap" (``gmfw/textlabel.py``: a
                TileGrid a line over the font's glyph bitmap, the same pixels
                in ~22 KB less heap, for the nRF52840 boards)
``ring``        dict: ``pin`` (name on ``board``), ``count``, ``order`` ("GRB",
                "RGB", "GRBW"...), optional ``builtin`` (True: the board's own
                pixels, whose count ``GM_RING_PIXELS`` cannot change),
                ``first`` (index of the pixel at 12 o'clock), ``clockwise`` (True when indices increase clockwise), ``max_brightness``,
                optional ``angles_deg`` (documentation: each pixel's real angle),
                optional ``driver``: "neopixel" (the default: the bundle's
                ``neopixel.NeoPixel``) or "pixelbuf" (``gmfw.ringout.Pixels``: the
                same ``adafruit_pixelbuf`` subclass without neopixel.py's ~4 KB
                of heap, for the nRF52840 boards)
``button``      dict: ``pin``, ``value_when_pressed`` (bool), ``pull`` (bool: use
                the internal pull resistor)
``speaker``     None, or dict: ``pin`` (audio out), optional ``enable`` (pin
                driven high to power the amplifier), ``kind`` ("pwm_audio" or "tone")
``watchdog``    True: ``microcontroller.watchdog`` in RESET mode; "raise": in RAISE
                mode (nRF52840, see gmfw/hardware.py); False: not used
``nvm_bytes``   size of ``microcontroller.nvm`` per the board's port
``nvm_wear``    optional: the flash wear of NVM writes (``save_gap_ms``;
                docs/reliability.md, "Flash wear")
``device_battles`` optional, default True: False when the board's heap cannot
                hold a Golem Battle the device plays itself (the rules engine
                running autonomous golems from the drive: ~130 KB of heap,
                docs/performance.md); the game then says so when it starts
                and on its setup screen, and the players run the battle by hand
``free_pins``   optional: the pads left free for an external big button and
                ring (``GM_BUTTON_PIN``, ``GM_RING_PIN``; boards/wiring.py), from
                the board's CircuitPython definition less what the board and the
                profile use (tests/host/test_boards_profiles.py checks them)
``notes``       wiring / product notes (shown in docs)

Pin values are *names* of attributes of the ``board`` module ("D5", "NEOPIXEL").

The nRF52840 boards (``clue``, ``cpb_tft_gizmo``) give the whole firmware an
80 KB budget (docs/performance.md, "RAM of the whole firmware on the nRF52840
boards").  So their profiles say:

* ``display.labels`` "one_bitmap": adafruit_display_text's ``label.Label`` (a
  112-byte TileGrid per glyph, 9.8 KB of package code) would put Pipes and
  Golem Battle over that budget.  Same pixels, tested against the library.
* ``ring.driver`` "pixelbuf": neopixel.py compiled on the board holds ~4 KB
  (its code and the names it interns) for what ``gmfw.ringout.Pixels`` does
  in a few lines on the same ``adafruit_pixelbuf`` (tested equal on the
  simulator's data line).
* ``device_battles`` False: a Golem Battle the device plays itself
  (autonomous golems read from the drive) peaks at ~130 KB of heap; the game
  says so when it starts and on its setup screen, and the golems are moved
  by hand.
"""

# GM_SAVES = "lasting" paces NVM writes so a profile's flash (nvm_wear)
# reaches its rated erases after this many hours of play, not before
# (docs/reliability.md: 1,000 hours is the goal, the rest is margin); and
# on a port whose write, cut, loses the whole NVM (the ESP32-S3:
# nvm_wear's loss_window_ms) every mode writes seldom enough that a table
# loses at most one game in this many hours, with CUTS_PER_HOUR power cuts
# an hour at random instants of play
PLAY_HOURS = 1250
CUTS_PER_HOUR = 1


def save_gap_ms(profile, saves="lasting"):
    # ms between NVM writes: for "lasting", nvm_wear's erase_units (the
    # NVM's), rated_cycles (of each), erases_per_write (spread evenly by the
    # slot alternation; model "page": the page a write touches, "nvs":
    # ESP32's blob) over PLAY_HOURS; for any mode at least PLAY_HOURS x
    # CUTS_PER_HOUR x loss_window_ms (a cut in that window of a write loses
    # the game: one in PLAY_HOURS hours); 0 without nvm_wear (every save at
    # once)
    wear = profile.get("nvm_wear")
    if not wear:
        return 0
    loss = int(PLAY_HOURS * CUTS_PER_HOUR * wear.get("loss_window_ms", 0))
    if saves != "lasting":
        return loss
    return max(loss, int(3600000 * PLAY_HOURS * wear["erases_per_write"]
                         // (wear["erase_units"] * wear["rated_cycles"])))


PROFILE_MODULES = ("cpb_tft_gizmo", "feather_esp32s3_tft", "clue", "host_sim")

# board_id -> profile module, so a board loads its own profile only (the
# others' names and notes would stay interned in its heap); checked against
# every profile's board_ids by tests/host/test_boards_profiles.py
BY_BOARD_ID = {"clue_nrf52840_express": "clue", "circuitplayground_bluefruit": "cpb_tft_gizmo",
               "adafruit_feather_esp32s3_tft": "feather_esp32s3_tft", "OS_AGNOSTIC_BOARD": "host_sim"}


class ProfileError(ValueError):
    pass


def _load(module_name):
    module = __import__("boards." + module_name, None, None, ("PROFILE",))
    profile = getattr(module, "PROFILE", None)
    if profile is None:
        raise ProfileError("boards/%s.py has no PROFILE dict" % module_name)
    validate(profile, "boards/%s.py" % module_name)
    return profile


def validate(profile, where="profile"):
    """Raise ProfileError naming the file and key when a profile is malformed."""
    if not isinstance(profile, dict):
        raise ProfileError("%s: PROFILE must be a dict" % where)
    for key in ("name", "board_ids", "display", "ring", "button"):       # the required keys
        if key not in profile:
            raise ProfileError("%s: missing key %r" % (where, key))
    ids = profile["board_ids"]
    if not isinstance(ids, tuple) or not ids:
        raise ProfileError("%s: board_ids must be a non-empty tuple" % where)
    disp = profile["display"]
    if not isinstance(disp, dict) or disp.get("kind") not in ("builtin", "tft_gizmo", "none"):
        raise ProfileError("%s: display.kind must be builtin, tft_gizmo or none" % where)
    if disp.get("kind") != "none":
        for k in ("width", "height"):
            v = disp.get(k)
            if not isinstance(v, int) or not 32 <= v <= 1024:
                raise ProfileError("%s: display.%s must be an int 32..1024" % (where, k))
        if disp.get("labels", "display_text") not in ("display_text", "one_bitmap"):
            raise ProfileError("%s: display.labels must be display_text or one_bitmap" % where)
    ring = profile["ring"]
    if not isinstance(ring, dict) or not isinstance(ring.get("pin"), str):
        raise ProfileError("%s: ring.pin must be a pin name string" % where)
    count = ring.get("count")
    if not isinstance(count, int) or not 1 <= count <= 64:
        raise ProfileError("%s: ring.count must be an int 1..64" % where)
    if ring.get("driver", "neopixel") not in ("neopixel", "pixelbuf"):
        raise ProfileError("%s: ring.driver must be neopixel or pixelbuf" % where)
    first = ring.get("first", 0)
    if not isinstance(first, int) or not 0 <= first < count:
        raise ProfileError("%s: ring.first must be an int 0..count-1" % where)
    button = profile["button"]
    if not isinstance(button, dict) or not isinstance(button.get("pin"), str):
        raise ProfileError("%s: button.pin must be a pin name string" % where)
    if not isinstance(button.get("value_when_pressed"), bool):
        raise ProfileError("%s: button.value_when_pressed must be True or False" % where)
    speaker = profile.get("speaker")
    if speaker is not None and (not isinstance(speaker, dict) or not isinstance(speaker.get("pin"), str)):
        raise ProfileError("%s: speaker must be None or a dict with a pin name" % where)
    if speaker is not None and speaker.get("kind", "pwm_audio") not in ("pwm_audio", "tone"):
        raise ProfileError("%s: speaker.kind must be pwm_audio or tone" % where)
    wear = profile.get("nvm_wear")
    if wear is not None and not (isinstance(wear, dict) and all(
            isinstance(wear.get(k), (int, float)) and wear.get(k) > 0
            for k in ("erase_units", "rated_cycles", "erases_per_write"))):
        raise ProfileError("%s: nvm_wear needs positive erase_units, rated_cycles, erases_per_write"
                           % where)
    if wear is not None and not (isinstance(wear.get("loss_window_ms", 0), (int, float))
                                 and wear.get("loss_window_ms", 0) >= 0):
        raise ProfileError("%s: nvm_wear.loss_window_ms must be a number >= 0" % where)
    if wear is not None and wear.get("model", "page") not in ("page", "nvs"):
        raise ProfileError("%s: nvm_wear.model must be page or nvs" % where)
    if not isinstance(profile.get("device_battles", True), bool):
        raise ProfileError("%s: device_battles must be True or False" % where)
    return profile


def all_profiles():
    """(module name, profile) for every profile, in a stable order."""
    return [(name, _load(name)) for name in PROFILE_MODULES]


def select(board_id, override=None):
    """The profile for this board.  ``override`` (a profile module name from
    settings.toml ``GM_BOARD``) wins when given; unknown names raise
    ProfileError with the list of valid ones."""
    if override:
        if override not in PROFILE_MODULES:
            raise ProfileError("GM_BOARD=%r is not a profile; known: %s"
                               % (override, ", ".join(PROFILE_MODULES)))
        return override, _load(override)
    name = BY_BOARD_ID.get(board_id)
    if name is not None:
        profile = _load(name)
        if board_id in profile["board_ids"]:
            return name, profile
    for name in PROFILE_MODULES:
        profile = _load(name)
        if board_id in profile["board_ids"]:
            return name, profile
    raise ProfileError("no profile for board_id %r; set GM_BOARD in settings.toml to one of: %s"
                       % (board_id, ", ".join(PROFILE_MODULES)))
