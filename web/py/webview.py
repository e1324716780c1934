# View -> plain dict for the web page (JSON to app.js, and what the tests
# compare with CPython).  The one place on the page that knows the View's
# fields.  Kept apart from webgm.py so CPython tests can load it without the
# displayio stand-ins.


def view_dict(v):
    # art: (kind, payload), drawn by gmfw/art_<kind>.py ("text" by the
    # screen itself); info: the game's facts ((name, value), ...), with turn
    # and water round lifted out for the page's tests and figures
    return {"game": v.game, "phase": v.phase, "title": v.title,
            "art": v.art if v.art is not None else ("text", ""),
            "seconds_left": v.seconds_left, "clock_total": v.clock_total,
            "warning": v.warning, "lines": v.lines, "accent": v.accent,
            "background": v.background, "ring": v.ring, "cue": v.cue, "cue_id": v.cue_id,
            "hint": v.hint, "info": v.info,
            "turn": v.fact("turn", 0), "water_round": v.fact("water_round", 0)}
