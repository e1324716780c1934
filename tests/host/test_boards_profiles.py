"""Every board profile checked against CircuitPython's own board definitions.

The pin names in ``boards/*.py`` are only ever resolved on the real board,
so a typo would surface as an AttributeError on someone's desk.  The
``circuitpython-stubs`` package (pinned in requirements-dev.txt) ships
``board_definitions/<board_id>/__init__.pyi`` generated from CircuitPython's
source for every board; each line there names a pin and, in a comment, the
MCU pin behind it.  Pins are compared by that MCU pin, because boards give
one pin several names (on the CPB ``SPEAKER``, ``AUDIO``, ``D12`` and ``A0``
are all P0_26) and two roles on one pin is the mistake worth catching.
"""

import copy
import importlib.util
import json
import os
import re
import subprocess
import sys

import pytest

import boards
from boards.wiring import wire

HOST_PROFILE = "host_sim"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REAL_PROFILES = [name for name in boards.PROFILE_MODULES if name != HOST_PROFILE]

_PIN_LINE = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*): microcontroller\.Pin\s*#\s*(\S+)", re.M)
_BOARD_ID = re.compile(r"^ - board_id: (\S+)$", re.M)
_HAS_DISPLAY = re.compile(r"^DISPLAY: ", re.M)


def _definitions_dir():
    spec = importlib.util.find_spec("board_definitions")
    assert spec is not None, "circuitpython-stubs is not installed (pip install -r requirements-dev.txt)"
    return list(spec.submodule_search_locations)[0]


def _definition(board_id):
    """{"pins": {name: mcu_pin}, "display": bool} from the board's stub file,
    or None when CircuitPython has no board with that id."""
    path = os.path.join(_definitions_dir(), board_id, "__init__.pyi")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        text = f.read()
    declared = _BOARD_ID.search(text)
    assert declared and declared.group(1) == board_id, "%s declares board_id %r" % (path, declared)
    return {"pins": dict(_PIN_LINE.findall(text)), "display": bool(_HAS_DISPLAY.search(text))}


def _roles(profile):
    """(role, pin name) for every pin the profile makes the firmware touch."""
    roles = [("ring.pin", profile["ring"]["pin"]), ("button.pin", profile["button"]["pin"])]
    speaker = profile.get("speaker")
    if speaker:
        roles.append(("speaker.pin", speaker["pin"]))
        if speaker.get("enable"):
            roles.append(("speaker.enable", speaker["enable"]))
    for pin in profile["display"].get("pins", ()):
        roles.append(("display.pins", pin))
    return roles


def _shared_pins(roles, physical):
    """Pairs of roles that land on the same physical pin."""
    seen = {}
    clashes = []
    for role, name in roles:
        key = physical[name]
        if key is None:          # Blinka pins with no id (bus pins) cannot clash by id
            continue
        if key in seen:
            clashes.append("%s=%s and %s=%s are both %s" % (seen[key][0], seen[key][1], role, name, key))
        else:
            seen[key] = (role, name)
    return clashes


def test_stubs_know_the_three_boards_by_name():
    # A sanity check that the parser reads the files the way this test assumes.
    cpb = _definition("circuitplayground_bluefruit")
    assert cpb["pins"]["SPEAKER"] == cpb["pins"]["D12"] == "P0_26"
    assert _definition("no_such_board") is None


@pytest.mark.parametrize("name", REAL_PROFILES)
def test_real_profile_matches_circuitpython_board_definition(name):
    profile = boards.all_profiles()[list(boards.PROFILE_MODULES).index(name)][1]
    for board_id in profile["board_ids"]:
        definition = _definition(board_id)
        assert definition is not None, (
            "boards/%s.py: board_id %r is not a CircuitPython board (no board_definitions/%s)"
            % (name, board_id, board_id))
        pins = definition["pins"]
        roles = _roles(profile)
        missing = ["%s=%r" % (role, pin) for role, pin in roles if pin not in pins]
        assert not missing, "boards/%s.py: not pins of board %s: %s" % (name, board_id, ", ".join(missing))
        assert not _shared_pins(roles, pins), "boards/%s.py: %s" % (name, "; ".join(_shared_pins(roles, pins)))
        kind = profile["display"]["kind"]
        if kind == "builtin":
            assert definition["display"], "boards/%s.py: %s has no board.DISPLAY" % (name, board_id)
            # the panel's own pins are taken by board.DISPLAY
            tft = {mcu for pin, mcu in pins.items() if pin.startswith("TFT_")}
            clash = [pin for _, pin in roles if pins[pin] in tft]
            assert not clash, "boards/%s.py: %s drive the built-in display" % (name, clash)
        if kind == "tft_gizmo":
            assert not definition["display"], "a board with its own display would not need the Gizmo"
            assert profile["display"].get("pins"), "tft_gizmo profiles must list the Gizmo's pads"


def _simulator_board_pins():
    """{name: pin id} of ``board`` as the simulator presents it: Blinka's
    OS-agnostic board plus the pins ``host_sim.hw`` adds.  Read in a child
    process so the BLINKA_* variables and hooks do not leak into this one."""
    code = ("import json, sys\n"
            "sys.path.insert(0, %r)\n"
            "from host_sim.hw import prepare_host\n"
            "prepare_host()\n"
            "import board\n"
            "print(json.dumps({'board_id': board.board_id, 'pins': {n: getattr(board, n).id "
            "for n in dir(board) if hasattr(getattr(board, n), 'id')}}))\n" % ROOT)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_host_profile_matches_the_simulators_blinka_board():
    name, profile = boards.select("OS_AGNOSTIC_BOARD")
    assert name == HOST_PROFILE
    agnostic = _simulator_board_pins()
    assert agnostic["board_id"] in profile["board_ids"]
    pins = agnostic["pins"]
    roles = _roles(profile)
    missing = ["%s=%r" % (role, pin) for role, pin in roles if pin not in pins]
    assert not missing, "boards/host_sim.py: not pins of the simulator's board: %s" % ", ".join(missing)
    assert not _shared_pins(roles, pins), "boards/host_sim.py: %s" % "; ".join(_shared_pins(roles, pins))


def test_select_finds_every_real_board_by_its_id():
    for name in REAL_PROFILES:
        profile = boards.all_profiles()[list(boards.PROFILE_MODULES).index(name)][1]
        for board_id in profile["board_ids"]:
            assert boards.select(board_id)[0] == boards.BY_BOARD_ID[board_id]


def test_every_board_id_has_one_default_profile_and_a_second_one_is_chosen_by_gm_board():
    # a second profile for a board (docs/hardware.md, "Adding a board")
    # lists the same board id: BY_BOARD_ID names the one a board picks by
    # itself, GM_BOARD the other
    for name, profile in boards.all_profiles():
        for board_id in profile["board_ids"]:
            default = boards.BY_BOARD_ID.get(board_id)
            assert default is not None, "%s (boards/%s.py) is not in BY_BOARD_ID" % (board_id, name)
            assert board_id in dict(boards.all_profiles())[default]["board_ids"], (board_id, default)
            assert boards.select(board_id)[0] == default
            assert boards.select(board_id, name)[0] == name


def test_select_explains_unknown_board_and_override():
    with pytest.raises(boards.ProfileError, match="no profile for board_id 'pyboard'.*GM_BOARD"):
        boards.select("pyboard")
    with pytest.raises(boards.ProfileError, match="GM_BOARD='nope' is not a profile; known: cpb_tft_gizmo"):
        boards.select("clue_nrf52840_express", override="nope")
    assert boards.select("pyboard", override="clue")[0] == "clue"


def _good():
    return copy.deepcopy(dict(boards.all_profiles())["feather_esp32s3_tft"])


def _without(key):
    p = _good()
    del p[key]
    return p


def _with(path, value):
    p = _good()
    node = p
    keys = path.split(".")
    for k in keys[:-1]:
        node = node[k]
    node[keys[-1]] = value
    return p


MALFORMED = [
    ("not a dict", ["x"], "PROFILE must be a dict"),
    ("no name", _without("name"), "missing key 'name'"),
    ("no ring", _without("ring"), "missing key 'ring'"),
    ("board_ids list", _with("board_ids", ["a"]), "board_ids must be a non-empty tuple"),
    ("board_ids empty", _with("board_ids", ()), "board_ids must be a non-empty tuple"),
    ("display kind", _with("display.kind", "oled"), "display.kind must be builtin, tft_gizmo or none"),
    ("display width", _with("display.width", 10), "display.width must be an int 32..1024"),
    ("display height str", _with("display.height", "135"), "display.height must be an int 32..1024"),
    ("ring pin object", _with("ring.pin", 5), "ring.pin must be a pin name string"),
    ("ring count 0", _with("ring.count", 0), "ring.count must be an int 1..64"),
    ("ring count 65", _with("ring.count", 65), "ring.count must be an int 1..64"),
    ("ring first", _with("ring.first", 12), "ring.first must be an int 0..count-1"),
    ("button pin", _with("button.pin", None), "button.pin must be a pin name string"),
    ("button pressed int", _with("button.value_when_pressed", 0),
     "button.value_when_pressed must be True or False"),
    ("speaker no pin", _with("speaker", {"kind": "tone"}), "speaker must be None or a dict with a pin name"),
]


@pytest.mark.parametrize("label,profile,message", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_validate_rejects_malformed_profile_naming_file_and_key(label, profile, message):
    with pytest.raises(boards.ProfileError) as err:
        boards.validate(profile, "boards/x.py")
    assert str(err.value) == "boards/x.py: " + message


def test_validate_accepts_every_shipped_profile_and_a_displayless_one():
    for name, profile in boards.all_profiles():
        assert boards.validate(profile, name) is profile
    headless = _with("display", {"kind": "none"})
    assert boards.validate(headless) is headless
    assert boards.validate(_with("speaker", None))["speaker"] is None


def test_a_board_loads_only_its_own_profile_and_the_map_agrees_with_every_profile():
    claimed = set(bid for name, profile in boards.all_profiles() for bid in profile["board_ids"])
    assert set(boards.BY_BOARD_ID) == claimed
    for bid, name in boards.BY_BOARD_ID.items():
        assert bid in dict(boards.all_profiles())[name]["board_ids"], (bid, name)
    for name in boards.PROFILE_MODULES + ("wiring",):
        sys.modules.pop("boards." + name, None)
    got, _ = boards.select("clue_nrf52840_express")
    assert got == "clue"
    loaded = sorted(m for m in sys.modules if m.startswith("boards."))
    assert loaded == ["boards.clue"], loaded


# -- the external big button and ring (GM_BUTTON_PIN, GM_RING_PIN, GM_RING_PIXELS) --

# a pad: a pin name printed on the board's edge (the others name what the
# board itself wires to the pin: BUTTON_A, LIGHT, TFT_CS, SPEAKER, LED...)
_PAD = re.compile(r"^(A\d+|D\d+|P\d+|RX|TX|SCK|MISO|MOSI|SCL|SDA)$")
# pads the board itself uses as a bus (board.c's display SPI, on-board I2C
# sensors): not free, though their names are pads'
_BOARD_BUSES = {"adafruit_feather_esp32s3_tft": ("SCK", "MOSI", "MISO", "SCL", "SDA"),
                "clue_nrf52840_express": ("SCL", "SDA"), "circuitplayground_bluefruit": ()}


def _expected_free(profile, pins, board_id):
    """The MCU pins of the board's pads that neither the board (its own
    parts and buses) nor the profile's display and speaker use."""
    onboard = set(mcu for n, mcu in pins.items() if not _PAD.match(n))
    onboard |= set(pins[n] for n in _BOARD_BUSES[board_id])
    taken = set(pins[p] for role, p in _roles(profile) if role.startswith(("display", "speaker")))
    return set(mcu for n, mcu in pins.items() if _PAD.match(n)) - onboard - taken


@pytest.mark.parametrize("name", REAL_PROFILES)
def test_free_pins_are_the_pads_neither_the_board_nor_the_profile_uses(name):
    profile = dict(boards.all_profiles())[name]
    for board_id in profile["board_ids"]:
        pins = _definition(board_id)["pins"]
        free = profile.get("free_pins", ())
        assert isinstance(free, tuple) and all(isinstance(p, str) for p in free), name
        missing = [p for p in free if p not in pins]
        assert not missing, "boards/%s.py: free_pins not pins of %s: %s" % (name, board_id, missing)
        got = set(pins[p] for p in free)
        assert len(got) == len(free), "boards/%s.py: free_pins name a pad twice" % name
        want = _expected_free(profile, pins, board_id)
        assert got == want, "boards/%s.py: free_pins %s, the board's free pads %s" % (
            name, sorted(got), sorted(want))


def _wired(name, board_id=None, **settings):
    profile = copy.deepcopy(dict(boards.all_profiles())[name])
    pins = _definition(board_id or profile["board_ids"][0])["pins"]
    values = {"GM_BUTTON_PIN": "", "GM_RING_PIN": "", "GM_RING_PIXELS": 0}
    values.update(settings)
    # pins compared as the board compares them: an alias is the same pin
    problems = wire(profile, values["GM_BUTTON_PIN"], values["GM_RING_PIN"], values["GM_RING_PIXELS"],
                    pins.get)
    return profile, problems


def test_the_cpb_takes_an_arcade_button_and_a_24_pixel_ring_on_the_pads_the_gizmo_leaves():
    p, problems = _wired("cpb_tft_gizmo", GM_BUTTON_PIN="A2", GM_RING_PIN="A1", GM_RING_PIXELS=24)
    assert problems == []
    assert p["button"] == {"pin": "A2", "value_when_pressed": False, "pull": True}
    assert (p["ring"]["pin"], p["ring"]["count"], p["ring"]["driver"]) == ("A1", 24, "pixelbuf")
    assert p["ring"]["max_brightness"] == 0.3 and not p["ring"].get("builtin")
    # D6 is A1's other name (pins.c): the same pad
    p, problems = _wired("cpb_tft_gizmo", GM_RING_PIN="D6", GM_RING_PIXELS=16)
    assert problems == [] and (p["ring"]["pin"], p["ring"]["count"]) == ("D6", 16)


def test_a_pin_that_is_taken_or_missing_is_one_line_and_the_profile_s_part_stays():
    own = dict(boards.all_profiles())["cpb_tft_gizmo"]
    cases = [
        (dict(GM_BUTTON_PIN="A3"), 'GM_BUTTON_PIN = "A3": taken by the display (free: A1, A2)'),
        (dict(GM_BUTTON_PIN="SCL"), 'GM_BUTTON_PIN = "SCL": taken by the display (free: A1, A2)'),
        (dict(GM_BUTTON_PIN="SPEAKER"), 'GM_BUTTON_PIN = "SPEAKER": taken by the speaker (free: A1, A2)'),
        (dict(GM_BUTTON_PIN="A9"), 'GM_BUTTON_PIN = "A9": not a free pad here (free: A1, A2)'),
        (dict(GM_BUTTON_PIN="A7"), 'GM_BUTTON_PIN = "A7": no such pin on this board (free: A1, A2)'),
        (dict(GM_RING_PIN="NEOPIXEL", GM_RING_PIXELS=24),
         'GM_RING_PIN = "NEOPIXEL": not a free pad here (free: A1, A2)'),
        (dict(GM_RING_PIN="A1"), 'GM_RING_PIN = "A1" needs GM_RING_PIXELS, the ring\'s pixel count'),
    ]
    for settings, line in cases:
        p, problems = _wired("cpb_tft_gizmo", **settings)
        assert line in problems, (settings, problems)
        assert all("\n" not in x for x in problems)
        if "GM_BUTTON_PIN" in settings:
            assert p["button"] == own["button"]
        else:
            assert p["ring"]["pin"] == "NEOPIXEL"
    # the button and the ring on one pad: the button is refused
    p, problems = _wired("cpb_tft_gizmo", GM_BUTTON_PIN="A1", GM_RING_PIN="A1", GM_RING_PIXELS=24)
    assert problems == ['GM_BUTTON_PIN = "A1": taken by GM_RING_PIN (free: A1, A2)']
    assert p["ring"]["pin"] == "A1" and p["button"] == own["button"]
    # 24 pixels on the CP's own ten: said, not driven
    p, problems = _wired("cpb_tft_gizmo", GM_RING_PIXELS=24)
    assert problems == ["GM_RING_PIXELS = 24: the ring is the board's own 10 pixels; an external "
                        "ring needs GM_RING_PIN (free: A1, A2)"]
    assert p["ring"]["count"] == 10


def test_the_clue_and_the_feather_move_their_external_ring_and_button():
    p, problems = _wired("clue", GM_BUTTON_PIN="D1", GM_RING_PIXELS=24)
    assert problems == [] and p["button"]["pin"] == "D1" and p["ring"]["pin"] == "D0"
    assert p["ring"]["count"] == 24 and p["ring"]["max_brightness"] == 0.2
    p, problems = _wired("clue", GM_BUTTON_PIN="D0")
    assert problems == ['GM_BUTTON_PIN = "D0": taken by the ring (free: D0, D1, D2, D3, D4, D6, '
                        'D7, D8, D9, D10, D12, D13, D14, D15, D16)']
    p, problems = _wired("clue", GM_BUTTON_PIN="D0", GM_RING_PIN="D2")      # the ring moves off
    assert problems == [] and (p["button"]["pin"], p["ring"]["pin"]) == ("D0", "D2")
    p, problems = _wired("clue", GM_RING_PIN="D5")       # button A
    assert problems[0].startswith('GM_RING_PIN = "D5": taken by the button')
    p, problems = _wired("feather_esp32s3_tft", GM_BUTTON_PIN="D10")
    assert problems[0].startswith('GM_BUTTON_PIN = "D10": taken by the speaker')
    p, problems = _wired("feather_esp32s3_tft", GM_BUTTON_PIN="A0", GM_RING_PIN="D6",
                         GM_RING_PIXELS=24)
    assert problems == [] and (p["button"]["pin"], p["ring"]["pin"], p["ring"]["count"]) == (
        "A0", "D6", 24)
