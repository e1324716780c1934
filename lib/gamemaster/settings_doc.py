"""Settings documentation: what each key means, and the commented
``settings.toml`` example shipped in the bundle.  Host-side only: the board
never imports this, so the descriptions cost it no RAM."""

from gamemaster.settings_board import ROWS as BOARD
from gamemaster.settings_rows import CORE, schema_rows

DESCRIPTIONS = (
    ('GM_GAME',
     'game to start'),
    ('GM_BOOT',
     'at power-on: resume the saved game, start a new one at its ready screen, or go straight into play (IceTowers, real-time, still waits at its ready screen)'),
    ('GM_SEED',
     'PRNG seed for the next new game; 0 = a fresh seed from the clock'),
    ('GM_TURN_SECONDS',
     'length of a turn in seconds; 0 = no time limit'),
    ('GM_WARN_SECONDS',
     'warning (amber ring, ticking) in the last seconds of a turn'),
    ('GM_SOUND',
     'beeps on boards with a speaker'),
    ('GM_BRIGHTNESS',
     'ring brightness in percent'),
    ('GM_BOARD',
     'force a board profile by its module name in boards/ (empty = by board_id)'),
    ('GM_RING_PIXELS',
     "the external ring's pixel count (0 = the profile's); a board whose ring is its own pixels (the CPB) "
     'takes it with GM_RING_PIN only'),
    ('GM_RING_PIN',
     'an external NeoPixel ring\'s data pin, a free pad of the board ("" = the profile\'s ring; CPB with '
     'the TFT Gizmo: "A1" or "A2"; docs/hardware.md)'),
    ('GM_BUTTON_PIN',
     'an external big button, wired from a free pad to GND ("" = the profile\'s button; e.g. "A2" on the '
     'CPB with the TFT Gizmo, "D1" on the CLUE); a pin that is taken or missing is named on screen'),
    ('GM_RESUME',
     'after a power cut: resume the turn clock where it was saved, or restart the turn'),
    ('GM_CHECKPOINT_SECONDS',
     'save progress inside a turn this often (0 = only at phase boundaries); each save is a flash erase'),
    ('GM_SAVES',
     'when saves reach flash: "lasting" paces them to the board\'s flash endurance (CLUE, CPB: at most one '
     'write each 225 s, so a power cut can take back up to 225 s of play; the flash lasts 1,000+ hours of play); '
     '"every_press" writes each at once (exact resume; the nRF52840 boards wear their NVM out in ~90 hours of '
     'play). The ESP32-S3 writes at most one each 135 s either way (a cut inside its write erases the NVM). '
     'Boards without wear figures always write at once'),
    ('GM_LANG',
     'the language of every word on the screen and the page: "en" English, "pl" Polish, "cs" Czech, "ru" '
     'Russian (every game, the menu, the notices and the settings messages). A '
     'board shows the letters its CircuitPython build has: install the build of that language (docs/hardware.md)'),
)


def _game_docs():
    """Every registered game's descriptions, from its schema module."""
    from gamemaster import registry
    out = []
    for line in registry.games():
        if line[5]:
            out.extend(__import__(line[5] + "_doc", None, None, ("DOCS",)).DOCS)
    return tuple(out)


def every_row():
    """Every key's row: the core's, the board's (gamemaster.settings_board),
    then each game's in the table's order."""
    return CORE + BOARD + tuple(schema_rows())


def description(key):
    for k, text in DESCRIPTIONS + _game_docs():
        if k == key:
            return text
    return ""


def example_toml():
    """The commented settings.toml example shipped in the bundle (generated
    from the schema so documentation and code never drift)."""
    lines = ["# settings.toml for the game-master appliance.",
             "# Values: \"strings\", integers, true/false.  A bad value is reported on",
             "# screen and replaced by its default; nothing is lost.", ""]
    for row in every_row():
        key, kind, default, spec = row[0], row[1], row[2], row[3]
        desc = description(key)
        if kind == "int":
            rng = " (%d..%d)" % (spec[0], spec[1])
            if len(spec) > 2:
                rng = " (" + " | ".join("%d" % v for v in spec[2]) + ")"
        elif kind == "choice":
            rng = " (" + " | ".join(spec) + ")"
        else:
            rng = ""
        lines.append("# %s%s" % (desc, rng))
        if isinstance(default, bool):
            val = "true" if default else "false"
        elif isinstance(default, int):
            val = str(default)
        else:
            val = '"%s"' % default
        lines.append("# %s = %s" % (key, val))
        lines.append("")
    return "\n".join(lines)
