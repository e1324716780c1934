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
            assert boards.select(board_id)[0] == name


def test_no_board_id_claimed_twice():
    owners = {}
    for name, profile in boards.all_profiles():
        for board_id in profile["board_ids"]:
            assert board_id not in owners, "%s claimed by %s and %s" % (board_id, owners[board_id], name)
            owners[board_id] = name


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
    claimed = dict((bid, name) for name, profile in boards.all_profiles() for bid in profile["board_ids"])
    assert boards.BY_BOARD_ID == claimed
    for name in boards.PROFILE_MODULES:
        sys.modules.pop("boards." + name, None)
    got, _ = boards.select("clue_nrf52840_express")
    assert got == "clue"
    loaded = sorted(m for m in sys.modules if m.startswith("boards."))
    assert loaded == ["boards.clue"], loaded
