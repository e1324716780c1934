"""Autonomous golems from files on the board's drive.

The firmware reads ``golems/field.txt`` and ``golems/p1.txt`` ..
``golems/p4.txt`` (p1 = red, p2 = blue, p3 = yellow, p4 = green) and hands
their texts here, so this module stays pure: no ``open()``, no file system.
"""

from gamemaster.golems import cards
from gamemaster.golems.field import COLOUR_NAMES
from gamemaster.golems.options import FIELD_FILE
from gamemaster.golems.textfmt import parse_field, parse_program

PROGRAM_FILES = ("golems/p1.txt", "golems/p2.txt", "golems/p3.txt", "golems/p4.txt")


def check_autonomous(program):
    """Autonomous golems may use all four bonus cards once each, and a
    repeat inside a condition ("но не наоборот": the parser already refuses a
    condition inside a repeat)."""
    cards.check_program(program, cards.BONUS_CARDS, 4, True)


def load_battle(texts, options=None):
    """(field, programs) from ``texts`` (anything with ``.get(name)`` giving
    the file's text or None); None when there is no field file.  Raises
    ValueError naming the file on any mistake.  ``options``
    (``engine.Options``): its ``box_tokens`` refuses fields the box cannot
    lay out."""
    field_text = texts.get(FIELD_FILE)
    if field_text is None:
        return None
    try:
        field = parse_field(field_text, options is not None and options.box_tokens)
    except ValueError as e:
        raise ValueError("%s: %s" % (FIELD_FILE, e))
    why = field.battle_problem()
    if why:
        raise ValueError("%s: %s" % (FIELD_FILE, why))
    programs = []
    for g in field.golems:
        name = PROGRAM_FILES[g.colour]
        text = texts.get(name)
        if text is None:
            raise ValueError("%s: missing (the field has a %s golem)"
                             % (name, COLOUR_NAMES[g.colour]))
        try:
            program = parse_program(text)
            check_autonomous(program)
        except ValueError as e:
            raise ValueError("%s: %s" % (name, e))
        programs.append(program)
    return field, programs
