# The external big button and ring settings.toml names (GM_BUTTON_PIN,
# GM_RING_PIN, GM_RING_PIXELS) put on a board's profile, each checked
# against the profile's free pads (``free_pins``).  Loaded at boot only when
# one of them is set (gmfw/boot.py), and dropped with the profiles: its
# messages are names a board would otherwise keep interned.  The simulator
# (host_sim.runner) and the wiring pictures (tools/draw_wiring.py) wire
# their boards with it too.


def wire(profile, button_pin, ring_pin, ring_pixels, pin_of):
    # Put the external big button and ring the settings name on the profile; its
    # button and ring dicts are replaced, not changed, and stay the profile's
    # own when a setting is refused.  ``GM_RING_PIN`` with ``GM_RING_PIXELS``:
    # the ring's data pin and pixel count; ``GM_BUTTON_PIN``: a momentary switch
    # from the pad to GND (internal pull-up, pressed reads False); each empty
    # or 0 when not set.  ``pin_of(name)``: the board's pin of that name or None
    # (pins are compared, so an alias of a free pad, D6 for the CPB's A1, is
    # that pad). Returns the problems, one line each, for the screen.
    free = profile.get("free_pins", ())
    names = ", ".join(free) or "none"
    ring = profile["ring"]
    # the pins in use, with what holds them
    held = [("the display", n) for n in profile["display"].get("pins", ())]
    speaker = profile.get("speaker") or {}
    held += [("the speaker", speaker[k]) for k in ("pin", "enable") if speaker.get(k)]
    if not button_pin:
        held.append(("the button", profile["button"]["pin"]))
    problems = []

    def check(key, name):
        if not name:
            return None
        pin = pin_of(name)
        why = None
        if pin is None:
            why = "no such pin on this board"
        else:
            for who, other in held:
                if pin_of(other) == pin:
                    why = "taken by " + who
                    break
            if why is None and not [f for f in free if pin_of(f) == pin]:
                why = "not a free pad here"
        if why is None:
            held.append((key, name))
            return name
        problems.append('%s = "%s": %s (free: %s)' % (key, name, why, names))
        return None

    pixels = ring_pixels
    pin = check("GM_RING_PIN", ring_pin)
    if pin and ring.get("builtin") and not pixels:
        problems.append('GM_RING_PIN = "%s" needs GM_RING_PIXELS, the ring\'s pixel count' % pin)
        pin = None
    if pin:
        ring = profile["ring"] = {"pin": pin, "count": ring["count"], "order": "GRB",
                                  "max_brightness": ring.get("max_brightness", 1.0),
                                  "driver": ring.get("driver", "neopixel")}
    else:
        held.append(("the ring", ring["pin"]))
    if pixels and not ring.get("builtin"):
        ring = profile["ring"] = dict(ring)
        ring["count"] = pixels
    elif pixels and not ring_pin:       # (a refused pin is said once)
        problems.append("GM_RING_PIXELS = %d: the ring is the board's own %d pixels; an external "
                        "ring needs GM_RING_PIN (free: %s)" % (pixels, ring["count"], names))
    button = check("GM_BUTTON_PIN", button_pin)
    if button:
        profile["button"] = {"pin": button, "value_when_pressed": False, "pull": True}
    return problems
