from gamemaster.settings import Settings
from gamemaster.settings_record import FORMAT, key_id
from gamemaster.settings_rows import all_rows
from gamemaster.settings_doc import example_toml
from gamemaster.settings_toml import parse_toml

from mpcompat import forget, raises


def errors_for(text):
    return Settings.from_toml(text).errors


def test_defaults_and_good_values():
    s = Settings.from_toml('GM_TURN_SECONDS = 90\nGM_SOUND = false\nPIPES_DRAW = "bag"\n'
                           '# comment\n\nGM_BRIGHTNESS = 0x20\n')
    assert s.errors == []
    assert s.get("GM_TURN_SECONDS") == 90
    assert s.get("GM_SOUND") is False
    assert s.get("PIPES_DRAW") == "bag"
    assert s.get("GM_BRIGHTNESS") == 32
    assert Settings.from_toml(None).get("GM_TURN_SECONDS") == 60


def test_bad_values_table():
    # (text, key named in the message, resulting value)
    table = (
        ('GM_TURN_SECONDS = "sixty"', "GM_TURN_SECONDS", 60),
        ("GM_TURN_SECONDS = 100000", "GM_TURN_SECONDS", 60),
        ("GM_TURN_SECONDS = -5", "GM_TURN_SECONDS", 60),
        ("GM_SOUND = 7", "GM_SOUND", True),
        ('PIPES_DRAW = "random"', "PIPES_DRAW", "uniform"),
        ('PIPES_WEIGHTS = "1,2,3"', "PIPES_WEIGHTS", "1,1,1,1,1,1,1"),
        ('PIPES_WEIGHTS = "0,0,0,0,0,0,0"', "PIPES_WEIGHTS", "1,1,1,1,1,1,1"),
        ("GOLEMS_FIELD = 5", "GOLEMS_FIELD", 4),
        ("GM_TURN_SECONDS = 12abc", "GM_TURN_SECONDS", 60),
        ('GM_GAME = "chess', "GM_GAME", "pipes"),
        ("GM_BRIGHTNESS =", "GM_BRIGHTNESS", 30),
    )
    for text, key, value in table:
        s = Settings.from_toml(text + "\n")
        assert len(s.errors) == 1, (text, s.errors)
        assert key in s.errors[0], (text, s.errors)
        assert "line 1" in s.errors[0]
        assert s.get(key) == value, (text, s.get(key))


def test_unknown_key_and_garbage_lines():
    errs = errors_for("COLOUR = 3\nthis is not toml\n[section]\nGM_TURN_SECONDS = 30\n")
    assert "unknown key COLOUR" in errs[0]
    assert "line 2" in errs[1] and "KEY = value" in errs[1]
    assert "line 3" in errs[2]
    assert Settings.from_toml("[x]\nGM_TURN_SECONDS = 30\n").get("GM_TURN_SECONDS") == 30
    # CircuitPython's own keys are not ours to complain about
    assert errors_for('CIRCUITPY_WIFI_SSID = "x"\n') == []


def test_binary_and_empty():
    s = Settings.from_toml(b"\x00\xff\xfe garbage \x00")
    assert s.get("GM_TURN_SECONDS") == 60 and len(s.errors) == 1
    s = Settings.from_toml(b"\xc3\x28 = 1")
    assert s.get("GM_TURN_SECONDS") == 60 and len(s.errors) == 1
    assert Settings.from_toml("").errors == []


def test_parse_strings_with_escapes_and_comments():
    pairs, problems = parse_toml('A = "x \\"y\\" # not a comment" # comment\nB = 5 # five\n')
    assert problems == []
    assert pairs == [(1, "A", 'x "y" # not a comment'), (2, "B", 5)]


def test_literal_strings_in_single_quotes_are_toml_too():
    # FLIPOP_MODE = 'versus' is valid TOML: it was refused as not a "string"
    pairs, problems = parse_toml("A = 'versus' # c\nB = 'C:\\path'\nC = 'open\nD = 'x' y\n")
    assert pairs == [(1, "A", "versus"), (2, "B", "C:\\path")]
    # a problem is its words' index and arguments, said in the file's language
    assert [line for line, _, _ in problems] == [3, 4]
    assert Settings.from_toml("C = 'open\nD = 'x' y\n").errors == [
        "settings.toml line 1: C: string has no closing quote",
        "settings.toml line 2: D: unexpected text after the closing quote"]
    s = Settings.from_toml("GM_GAME = 'flipop'\n")
    assert s.errors == [] and s.get("GM_GAME") == "flipop"


def test_menu_cycle_and_overrides_roundtrip():
    s = Settings.from_toml("GM_TURN_SECONDS = 60\n")
    assert s.cycle("GM_TURN_SECONDS") == 90
    assert s.cycle("GM_SOUND") is False
    data = s.encode_overrides()
    t = Settings.from_toml(None)
    t.decode_overrides(data)
    assert t.get("GM_TURN_SECONDS") == 90 and t.get("GM_SOUND") is False
    t.decode_overrides(b"\xff\x01\x03\x63\x12")  # stale entries are skipped
    assert t.get("GM_TURN_SECONDS") == 90
    with raises(ValueError):
        s.set("GM_TURN_SECONDS", 9999)


def test_only_the_game_in_use_holds_its_rows_and_other_games_keep_their_values():
    from gamemaster import settings
    s = Settings.from_toml('GM_GAME = "pipes"\nGOLEMS_PLAYERS = 3\nGOLEMS_FIELD = 5\n')
    # another registered game's key is checked and kept, not "unknown"
    assert len(s.errors) == 1 and "GOLEMS_FIELD must be" in s.errors[0], s.errors
    s.use_game("pipes")
    assert "PIPES_DRAW" in settings._DEFAULTS and "GOLEMS_PLAYERS" not in settings._DEFAULTS
    assert s.get("GOLEMS_PLAYERS") == 3 and s.get("GOLEMS_VARIANT") == "standard"
    # a menu change of Golem Battle survives a switch to Pipes and NVM
    s.use_game("golems")
    assert "GOLEMS_PLAYERS" in settings._DEFAULTS and "PIPES_DRAW" not in settings._DEFAULTS
    assert s.cycle("GOLEMS_VARIANT") == "autonomous"
    s.set("GM_TURN_SECONDS", 90)
    whole = s.encode_overrides()
    s.use_game("pipes")
    assert s.encode_overrides() == whole and "GOLEMS_VARIANT" not in s.overrides
    t = Settings.from_toml(None)
    t.use_game("pipes")
    t.decode_overrides(whole)
    assert t.get("GM_TURN_SECONDS") == 90 and t.encode_overrides() == whole
    t.use_game("golems")
    assert t.get("GOLEMS_VARIANT") == "autonomous" and t.held == {}
    # each change under its key's id, in id order, after the format byte
    pairs = sorted([(key_id("GM_TURN_SECONDS"), 3), (key_id("GOLEMS_VARIANT"), 2)])
    assert whole == bytes([FORMAT] + [b for kid, j in pairs for b in (kid >> 8, kid & 0xFF, j)])


def test_every_key_has_its_own_id():
    ids = [key_id(row[0]) for row in all_rows()]
    assert len(set(ids)) == len(ids)


def test_a_stored_change_stays_with_its_key_when_rows_are_added():
    # what made row positions unfit: a release that adds a core row (or a
    # game's) moved every later row; a change kept by id is not moved
    import sys
    from gamemaster import registry, settings_rows
    s = Settings.from_toml(None)
    s.use_game("golems")
    s.cycle("GOLEMS_VARIANT")
    data = s.encode_overrides()
    # the next release's rows: a core row first (settings_rows kept loaded,
    # with its CORE changed, while the record is read back)
    rows = sys.modules["gamemaster.settings_rows"] = settings_rows
    core = rows.CORE
    rows.CORE = (("GM_NEW_ROW", "bool", False, None, (False, True), "New", ""),) + core
    drop = registry._drop
    registry._drop = lambda name: None if name == "gamemaster.settings_rows" else drop(name)
    try:
        t = Settings.from_toml(None)
        t.use_game("pipes")
        t.use_game("golems")
        t.decode_overrides(data)
        assert t.get("GOLEMS_VARIANT") == "autonomous" and t.get("GM_NEW_ROW") is False
    finally:
        registry._drop = drop
        rows.CORE = core
        sys.modules.pop("gamemaster.settings_rows", None)


def test_a_record_of_row_positions_is_not_read():
    s = Settings.from_toml(None)
    s.decode_overrides(bytes([3, 3]))       # the older format: GM_TURN_SECONDS, 90 s
    assert s.overrides == {} and s.get("GM_TURN_SECONDS") == 60


def test_example_mentions_every_key():
    text = example_toml()
    for row in all_rows():
        assert row[0] in text
    # the example itself parses, and uncommenting its values gives no errors
    uncommented = "\n".join(line[2:] for line in text.split("\n")
                            if line.startswith("# ") and line[2:].split(" = ")[0].isupper())
    assert Settings.from_toml(uncommented).errors == []


def test_a_key_set_twice_is_reported_and_the_last_value_wins():
    s = Settings.from_toml("GM_TURN_SECONDS = 30\nGM_SOUND = false\nGM_TURN_SECONDS = 90\n")
    assert s.get("GM_TURN_SECONDS") == 90
    assert len(s.errors) == 1
    assert "line 3" in s.errors[0] and "GM_TURN_SECONDS" in s.errors[0] and "line 1" in s.errors[0]


def test_a_utf8_byte_order_mark_is_not_part_of_the_first_key():
    # Windows editors (Notepad "UTF-8 with BOM") start the file with EF BB BF.
    # Issue 13: line 1 then failed as a bad key.  The mark is not content:
    # line 1's key must read as GM_TURN_SECONDS and take 90, with no error,
    # both from the bytes the firmware reads and from already-decoded text.
    body = "GM_TURN_SECONDS = 90\nGM_SOUND = false\n"
    for text in (b"\xef\xbb\xbf" + body.encode(), "\ufeff" + body):
        s = Settings.from_toml(text)
        assert s.errors == [], s.errors
        assert s.get("GM_TURN_SECONDS") == 90 and s.get("GM_SOUND") is False
    # CRLF line ends read as LF; a file over Settings.FILE_MAX is named, not read
    s = Settings.from_toml(b"\xef\xbb\xbf" + body.replace("\n", "\r\n").encode())
    assert s.errors == [] and s.get("GM_TURN_SECONDS") == 90
    s = Settings.from_toml(body.encode() + b"#" * Settings.FILE_MAX)
    assert s.errors == ["settings.toml: too large (more than %d bytes); using defaults"
                        % Settings.FILE_MAX] and s.get("GM_TURN_SECONDS") == 60
    # a mark anywhere else is still an error on its line (line 2 here)
    errs = errors_for(b"GM_SOUND = false\n\xef\xbb\xbfGM_TURN_SECONDS = 90\n")
    assert len(errs) == 1 and errs[0].startswith("settings.toml line 2"), errs


def test_a_menu_change_and_its_save_load_only_the_small_modules_they_need():
    # a change is made while the menu is open on the nRF52840 boards: it
    # compiles settings_change and settings_record (each ~1.5 KB to
    # compile), not the code that reads a record back (settings_restore)
    import sys
    s = Settings.from_toml(None)
    for name in ("settings_change", "settings_record", "settings_restore"):
        sys.modules.pop("gamemaster." + name, None)
    s.cycle("GM_SOUND")
    data = s.encode_overrides()
    assert "gamemaster.settings_change" in sys.modules and "gamemaster.settings_record" in sys.modules
    assert "gamemaster.settings_restore" not in sys.modules
    t = Settings.from_toml(None)
    t.decode_overrides(data)
    assert t.get("GM_SOUND") is False


def test_reading_the_changes_back_drops_its_code_after_the_call():
    # settings_restore runs at boot (a resumed game's menu changes) and when
    # a game is created with changes held: a board plays without its code
    import sys
    forget("gamemaster.settings_restore")
    s = Settings.from_toml(None)
    s.cycle("GM_SOUND")
    data = s.encode_overrides()
    t = Settings.from_toml(None)
    t.decode_overrides(data)
    assert t.get("GM_SOUND") is False and "gamemaster.settings_restore" not in sys.modules
    t.use_game("golems")               # a swap with a change held
    t.use_game("pipes")
    assert t.get("GM_SOUND") is False and "gamemaster.settings_restore" not in sys.modules


def test_every_game_s_keys_start_with_its_id_so_the_file_loads_only_the_games_it_names():
    # gamemaster.settings_file loads a game's rows only when the file names a
    # key of that game (its id in capitals and "_"): a game never named is
    # never compiled, and its names never interned, at boot
    from gamemaster import registry
    from gamemaster.settings_rows import schema_rows
    for g in registry.games():
        for row in schema_rows(g[0]):
            assert row[0].startswith(g[0].upper() + "_"), (g[0], row[0])
    asked = []
    real = registry._load

    def spy(path, name):
        asked.append(path)
        return real(path, name)
    registry._load = spy
    try:
        s = Settings.from_toml('GM_GAME = "flipop"\nFLIPOP_MODE = "versus"\nGM_SOUND = false\n'
                               'PIPES_NOPE = 1\nNOBODY_KEY = 2\n')
        plain = Settings.from_toml('GM_TURN_SECONDS = 90\n')
    finally:
        registry._load = real
    asked = [p for p in asked if p.endswith(".schema")]
    assert asked == ["gamemaster.flipop.schema", "gamemaster.pipes.schema"], asked
    assert s.get("FLIPOP_MODE") == "versus" and s.get("GM_SOUND") is False
    assert [e.split(": ", 1)[1] for e in s.errors] == ["unknown key PIPES_NOPE (ignored)",
                                                       "unknown key NOBODY_KEY (ignored)"], s.errors
    assert plain.errors == [] and plain.get("GM_TURN_SECONDS") == 90


def test_an_external_button_and_ring_s_keys_are_read_only_from_a_file_that_names_them():
    # GM_BUTTON_PIN and GM_RING_PIN (gamemaster.settings_board): checked as
    # any key, kept as the file's values (gmfw/boot.py reads them there), and
    # their rows compiled only when the file names a GM_ key not the core's
    from gamemaster import registry
    loads = []
    load = registry._load

    def counting(path, name):
        loads.append(path)
        return load(path, name)
    registry._load = counting
    try:
        plain = Settings.from_toml("GM_TURN_SECONDS = 30\nGM_RING_PIXELS = 24\n")
        assert plain.errors == [] and "gamemaster.settings_board" not in loads
        s = Settings.from_toml('GM_BUTTON_PIN = "A2"\nGM_RING_PIN = 7\nGM_NOPE = 1\n')
        assert loads.count("gamemaster.settings_board") == 1
    finally:
        registry._load = load
    assert s._values["GM_BUTTON_PIN"] == "A2" and s._values["GM_RING_PIN"] == ""
    assert s.errors == ["settings.toml line 2: GM_RING_PIN must be a string of at most 12 characters; "
                        "using ''", "settings.toml line 3: unknown key GM_NOPE (ignored)"]
