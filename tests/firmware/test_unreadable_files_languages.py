"""Issue 39: a file the board cannot read as text (too large, binary data, not
UTF-8: gamemaster.textfile) is named in the table's language.  The real
firmware in the simulator:

- a Golem Battle drive file (golems/field.txt) in the language in use
  (GM_LANG), on the setup screen, as a player saves each bad file in turn
  (CircuitPython's auto-reload runs code.py again);
- settings.toml, whose own GM_LANG cannot be read: in the language chosen in
  the menu before (the NVM record, read after the file), else English
  (docs/architecture.md, "Languages"), as the boot's first notice.

Each line whole on screen (check_screen), at 240x135 at least."""

import os
import sys

import pytest

from host_sim.runner import Simulator

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_golems_drive_languages import SETTINGS, spelt  # noqa: E402
from test_languages import to_last_menu_entry  # noqa: E402
from test_screen_sizes import check_screen, lang_walks, no_firmware_errors  # noqa: E402

SMALL = (240, 135)
FIELD = b". . . .\nR> B^ . .\n. . . .\n. . . .\n"
FIELD_MAX = 4096            # gmfw.hardware.DriveFiles.MAX_BYTES
TOML_MAX = 16384            # gamemaster.settings.Settings.FILE_MAX
# each problem: (its name, a golems/field.txt, a settings.toml)
PROBLEMS = (
    ("too_large", FIELD + b"; " + b"." * FIELD_MAX, b'GM_GAME = "pipes"\n#' + b"." * TOML_MAX),
    ("zero_byte", FIELD[:12] + b"\x00" + FIELD[12:], b'GM_GAME = "pipes"\n\x00\n'),
    ("not_utf8", "; pole zażółć\n".encode("cp1250") + FIELD,
     '# Język: polski\nGM_LANG = "pl"\n'.encode("cp1250")),
)
# the line each problem is, as each language writes it: a file's name, what
# is wrong, the numbers; settings.toml's with "using defaults" after it
SAID = {
    "pl": {"too_large": "%s: za duży (ponad %d bajtów)",
           "zero_byte": "%s: dane binarne, nie tekst (bajt zerowy na pozycji %d)",
           "not_utf8": "%s: to nie tekst UTF-8 (bajt 0x%02x na pozycji %d)",
           "defaults": "; używam domyślnych"},
    "cs": {"too_large": "%s: příliš velký (více než %d bajtů)",
           "zero_byte": "%s: binární data, ne text (nulový bajt na pozici %d)",
           "not_utf8": "%s: není text v UTF-8 (bajt 0x%02x na pozici %d)",
           "defaults": "; použity výchozí hodnoty"},
    "ru": {"too_large": "%s: слишком большой (больше %d байт)",
           "zero_byte": "%s: двоичные данные, не текст (нулевой байт на позиции %d)",
           "not_utf8": "%s: не текст UTF-8 (байт 0x%02x на позиции %d)",
           "defaults": "; используются значения по умолчанию"},
    "en": {"too_large": "%s: too large (more than %d bytes)",
           "zero_byte": "%s: binary data, not text (a zero byte at offset %d)",
           "not_utf8": "%s: not UTF-8 text (byte 0x%02x at offset %d)",
           "defaults": "; using defaults"},
}


def line(lang, problem, name, data, limit):
    """What is wrong with ``data`` (the file ``name``) in ``lang``, found
    here from the bytes themselves (not by the reader under test)."""
    if len(data) > limit:
        return SAID[lang]["too_large"] % (name, limit)
    if b"\x00" in data:
        return SAID[lang]["zero_byte"] % (name, data.index(b"\x00"))
    at = next(i for i, b in enumerate(data) if b >= 0x80)      # (cp1250's first letter past ASCII)
    assert problem == "not_utf8"
    return SAID[lang]["not_utf8"] % (name, data[at], at)


@pytest.mark.parametrize("size,lang,build", lang_walks())        # (make test: a sample of them)
def test_a_drive_file_that_is_not_text_is_named_in_the_language_on_the_device(
        tmp_path, size, lang, build):
    drive = tmp_path / "drive"
    (drive / "golems").mkdir(parents=True)
    (drive / "golems" / "field.txt").write_bytes(FIELD)
    with Simulator(game="golems", seed=5, display_size=size, drive=str(drive), boot_mode="new",
                   extra_settings=dict(SETTINGS, GM_LANG=lang), font_build=build) as sim:
        sim.wait(1)
        for problem, field, _toml in PROBLEMS:
            sim.save_to_drive("golems/field.txt", field)
            sim.wait(2.5)
            view = sim.telemetry()["view"] or {}
            want = spelt(line(lang, problem, "golems/field.txt", field, FIELD_MAX), lang,
                         sim.font_build)
            assert view.get("phase") == "setup" and view.get("lines"), (problem, view)
            assert view["lines"][0] == want, (problem, lang, sim.font_build, view["lines"])
            check_screen(sim, "golems/field.txt %s in %s on %s" % (problem, lang, sim.font_build))
        no_firmware_errors(sim)


def first_notice(sim, want):
    """Wait for the boot's notice ``want`` (the hint) and check the screen
    while it shows; the hints seen when it never does."""
    seen = []
    for _ in range(40):
        sim.wait(0.25)
        hint = (sim.telemetry()["view"] or {}).get("hint")
        if hint == want:
            check_screen(sim, "the notice %r" % want)
            return None
        seen.append(hint)
    return seen


@pytest.mark.parametrize("lang,holds", [("pl", 1), ("cs", 2), ("ru", 3)])
def test_an_unreadable_settings_file_is_named_in_english_whatever_the_menu_chose(
        tmp_path, lang, holds):
    # (docs/architecture.md, "Languages": wording it in the menu's language
    # at boot cost the CLUE 6 KB; the line is English, the file named)
    drive = tmp_path / "drive"
    drive.mkdir()
    nvm = str(tmp_path / "nvm.bin")
    (drive / "settings.toml").write_bytes(b'GM_GAME = "pipes"\nGM_SEED = 3\n')
    # the players choose the language in the menu: the NVM record keeps it
    with Simulator(drive=str(drive), nvm_file=nvm, display_size=SMALL, font_build=lang) as sim:
        sim.wait(1)
        to_last_menu_entry(sim)
        for _ in range(holds):                  # English -> Polski -> Čeština -> Русский
            sim.hold(1.2)
            sim.wait(0.5)
        sim.wait(3)
    # the file is then spoilt each way; the board is switched on again
    for problem, _field, toml in PROBLEMS:
        (drive / "settings.toml").write_bytes(toml)
        with Simulator(drive=str(drive), nvm_file=nvm, display_size=SMALL, font_build=lang) as sim:
            want = line("en", problem, "settings.toml", toml, TOML_MAX) + SAID["en"]["defaults"]
            seen = first_notice(sim, want)
            assert seen is None, (problem, lang, want, seen)
            no_firmware_errors(sim)
        assert (drive / "settings.toml").read_bytes() == toml         # left as it was


def test_an_unreadable_settings_file_without_a_language_chosen_is_named_in_english(tmp_path):
    # the file's own GM_LANG (here Polish, in a Windows editor's cp1250) is
    # what cannot be read, and nothing else on the board says a language
    drive = tmp_path / "drive"
    drive.mkdir()
    _problem, _field, toml = PROBLEMS[2]
    (drive / "settings.toml").write_bytes(toml)
    with Simulator(drive=str(drive), nvm_file=str(tmp_path / "nvm.bin"), display_size=SMALL) as sim:
        want = line("en", "not_utf8", "settings.toml", toml, TOML_MAX) + SAID["en"]["defaults"]
        seen = first_notice(sim, want)
        assert seen is None, (want, seen)
