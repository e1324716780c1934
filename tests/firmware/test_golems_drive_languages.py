"""Issue 39: a mistake in Golem Battle's drive files is shown in the table's
language.  The real firmware in the simulator boots with a bad
``golems/*.txt`` and, as a player mends one file and saves the next mistake
(CircuitPython's auto-reload runs code.py again), shows each kind of mistake
on the setup screen: in Polish, Czech and Russian (words_mistake_<lang>.py,
worded when shown), with the file, line and column, whole on both screen
sizes, on the language's own font build and on the English build (its
letters spelt plainly, gmfw/glyphs.py)."""

import os
import shutil
import sys
import tempfile

import pytest

from gamemaster import letters, registry
from gamemaster.golems import drive, mistake
from host_sim.runner import Simulator

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_screen_sizes import check_screen, lang_walks, no_firmware_errors  # noqa: E402

FIELD = ". . . .\nR> B^ . .\n. . . .\n. . . .\n"
SIEGE3 = ".  .  .  .\n.  c  c  .\nR^ cB^ Y^ .\n.  .  .  .\n"
# each kind of mistake: (what it is, its files: golems/NAME -> text)
MISTAKES = (
    ("a row too long", {"field.txt": ". . . .\nR> B^ . . .\n. . . .\n. . . .\n"}),
    ("a golem without its facing", {"field.txt": ". . . .\nR> Bx . .\n. . . .\n. . . .\n"}),
    ("a setting after the grid", {"field.txt": FIELD + "size 4\n"}),
    ("more water than the box has", {"field.txt": "~ ~ ~ ~\nR> ~ B< ~\n~ . . .\n. . . .\n"}),
    ("one golem", {"field.txt": ". . . .\nR> . . .\n. . . .\n. . . .\n"}),
    ("a siege of three", {"field.txt": SIEGE3, "p1.txt": "S S S D", "p2.txt": "S S S D",
                          "p3.txt": "S S S D"}),
    ("a program file missing", {"field.txt": FIELD, "p1.txt": "S S S D"}),
    ("a card that is none", {"field.txt": FIELD, "p1.txt": "F F Q S", "p2.txt": "S S S D"}),
    ("a condition in a condition", {"field.txt": FIELD, "p1.txt": "S S S D",
                                    "p2.txt": "E?(E?(F,F),X) F F F"}),
    ("too many cards", {"field.txt": FIELD, "p1.txt": "F F F F", "p2.txt": "S S S D"}),
    ("a bonus card twice", {"field.txt": FIELD, "p1.txt": "2(F) 2(B) S S", "p2.txt": "S S S D"}),
    ("an empty program", {"field.txt": FIELD, "p1.txt": "; nothing yet\n", "p2.txt": "S S S D"}),
    ("two program lines", {"field.txt": FIELD, "p1.txt": "S S S D\nF F X D\n", "p2.txt": "S S S D"}),
)
SETTINGS = {"GOLEMS_VARIANT": "autonomous", "GOLEMS_BOX_TOKENS": True}


def said(files, lang, whole=False):
    """The mistake's line in ``lang`` as the logic words it (``whole``: and
    its message)."""
    texts = dict(("golems/" + k, v) for k, v in files.items())
    keep = registry.LANG
    registry.LANG = lang
    try:
        drive.load_battle(texts, _Options())
    except mistake.Mistake as e:
        return (mistake.text(e.msg), e.msg) if whole else mistake.text(e.msg)
    finally:
        registry.LANG = keep
    raise AssertionError("no mistake in %r" % files)


class _Options:
    box_tokens = True


def spelt(text, lang, build):
    # as the board shows it: the letters its font lacks spelt plainly
    lacks = "".join(c for c in letters.LETTERS[lang] if c not in letters.BUILDS[build])
    return "".join(letters.spell(c, lacks) if c in lacks else c for c in text)


ENGLISH = ("expected", "found", "column", "missing", "slot ", "bonus card", "a battle", "siege",
           "cells", "golem letter", "tokens", "a program", "cards used")


def test_every_kind_of_mistake_is_worded_in_each_language_with_its_place():
    for what, files in MISTAKES:
        english, msg = said(files, "en", True)
        name = msg[1]
        assert english.startswith(name + ": ") and name.startswith("golems/"), (what, english)
        for lang in ("pl", "cs", "ru"):
            text = said(files, lang)
            assert text.startswith(name + ": ") and text != english, (what, lang, text)
            assert not any(w in text for w in ENGLISH), (what, lang, text)
            if msg[2][0] == 1:                      # parse: the line and the column
                assert " %d, " % msg[2][1] in text and " %d: " % msg[2][2] in text, (what, text)
                found = msg[2][4]
                if isinstance(found, str):          # what the file holds, as typed
                    assert text.endswith(found), (what, lang, text)


@pytest.mark.parametrize("size,lang,build", lang_walks())        # (make test: a sample of them)
def test_each_drive_file_mistake_shows_whole_in_the_language_on_the_device(size, lang, build):
    drive_dir = tempfile.mkdtemp(prefix="gm-mistakes-")
    os.makedirs(os.path.join(drive_dir, "golems"))
    first = MISTAKES[0][1]
    for name, text in first.items():
        with open(os.path.join(drive_dir, "golems", name), "w", encoding="utf-8") as f:
            f.write(text)
    extra = dict(SETTINGS, GM_LANG=lang)
    try:
        with Simulator(game="golems", seed=5, display_size=size, drive=drive_dir, boot_mode="new",
                       extra_settings=extra, font_build=build) as sim:
            shown_build = sim.font_build
            before = {}
            for what, files in MISTAKES:
                # the player mends the last mistake and saves this one: every
                # program file the last had and this has not goes
                for name in before:
                    if name not in files:
                        os.remove(os.path.join(drive_dir, "golems", name))
                for name, text in sorted(files.items()):
                    if before.get(name) != text:
                        sim.save_to_drive("golems/" + name, text)
                        sim.wait(0.3)
                before = dict(files)
                sim.wait(2.5)
                view = sim.telemetry()["view"] or {}
                want = spelt(said(files, lang), lang, shown_build)
                assert view.get("phase") == "setup" and view.get("lines"), (what, view)
                assert view["lines"][0] == want, (what, lang, shown_build, view["lines"])
                check_screen(sim, "golems drive mistake %r in %s on %s" % (what, lang, shown_build))
            no_firmware_errors(sim)
    finally:
        shutil.rmtree(drive_dir, ignore_errors=True)
