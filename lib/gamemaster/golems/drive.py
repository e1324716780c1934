"""Autonomous golems from files on the board's drive.

The firmware reads ``golems/field.txt`` and ``golems/p1.txt`` ..
``golems/p4.txt`` (p1 = red, p2 = blue, p3 = yellow, p4 = green) and hands
their texts here, so this module stays pure: no ``open()``, no file system.
"""

from gamemaster.golems import cards
from gamemaster.golems.mistake import Mistake
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
    ValueError naming the file on any mistake: a ``mistake.Mistake``, worded
    when shown, for a mistake in a file (a file that is not text: the text
    reader's own ValueError).  ``options`` (``engine.Options``): its
    ``box_tokens`` refuses fields the box cannot lay out."""
    field_text = texts.get(FIELD_FILE)
    if field_text is None:
        return None
    try:
        field = parse_field(field_text, options is not None and options.box_tokens)
    except Mistake as e:
        raise Mistake(0, FIELD_FILE, e.msg)             # file
    why = field.battle_problem()
    if why:
        raise Mistake(0, FIELD_FILE, why)
    programs = []
    for g in field.golems:
        name = PROGRAM_FILES[g.colour]
        text = texts.get(name)
        if text is None:
            raise Mistake(0, name, (2, (3 + g.colour,)))     # missing: red .. green
        try:
            program = parse_program(text)
            check_autonomous(program)
        except Mistake as e:
            raise Mistake(0, name, e.msg)
        programs.append(program)
    return field, programs
