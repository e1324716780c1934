# View -> plain dict for the web page (JSON to app.js, and what the tests
# compare with CPython).  The one place on the page that knows the View's
# fields: when the View grows one generic ``art = (kind, payload)`` field,
# only the "art" lines here change.  Kept apart from webgm.py so CPython
# tests can load it without the displayio stand-ins.


def view_dict(v, game=None):
    art = getattr(v, "art", None)
    if art is None:
        art = (v.big_kind, v.big)
        if v.extra and v.extra[0] == "rolls":
            art = ("rolls", v.extra[1])
    # turn and water round: the View's, else (a View without them) the game's
    return {"game": v.game, "phase": v.phase, "title": v.title, "art": art,
            "seconds_left": v.seconds_left, "clock_total": v.clock_total,
            "warning": v.warning, "turn": getattr(v, "turn", getattr(game, "turn", 0)),
            "water_round": getattr(v, "water_round", getattr(game, "water_round", 0)),
            "lines": v.lines, "accent": v.accent, "background": v.background, "ring": v.ring,
            "cue": v.cue, "cue_id": v.cue_id, "hint": v.hint}
