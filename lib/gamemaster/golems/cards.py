"""The cards of Golem Battle and programs built from them.

A *program* is a tuple of 4 slots, top to bottom (one slot per row).  A slot
is one of:

* an action, an int ``0..7`` (``FORWARD`` ... ``TAKE``);
* a repeat, ``("rep", n, action)`` with ``n`` 2 or 3: the bonus card "Повтор
  n" with one action card laid on it;
* a condition, ``("if", kind, then, else_)`` with ``kind`` ``ENEMY`` ("Есть
  противник?") or ``ATTACKED`` ("Нападение?") and two branches, each an action
  or (autonomous golems only: "Повтор внутри Условия, но не наоборот") a
  repeat.

Slots are plain tuples/ints so programs hash, compare and pack into
snapshots without any class machinery (MicroPython has no dataclasses).
"""

# The program's length and the die's faces live in ``options``: the device's
# physical games roll the die and count the rows without loading the cards.
from gamemaster.golems.options import (  # noqa: F401 - cards.FACE_* etc. for its users
    DIE_FACES, FACE_BLANK, FACE_CONDITION, FACE_REPEAT2, FACE_REPEAT3, FACE_SIGNS,
    SLOTS,
)
from gamemaster.golems.mistake import Mistake

FACE_NAMES = ("no bonus", "Condition", "Repeat 2", "Repeat 3")     # (the device's: words_master)

FORWARD = 0
BACK = 1
TURN_LEFT = 2
TURN_RIGHT = 3
STAND = 4
STRIKE = 5
DEFEND = 6
TAKE = 7
ACTIONS = 8

# The text format's letters (X = strike, as in "F F X D"), in action order.
LETTERS = "FBLRSXDT"
NAMES = ("forward", "back", "turn left", "turn right", "stand", "strike",
         "defend", "take")
# Cards per player (section 3 of the rules): 18 in all.
COUNTS = (3, 3, 2, 2, 3, 2, 2, 1)

# Actions resolved in the first half of a row ("Действия движения"); turns
# never leave the field so they always succeed, but they belong here: a
# golem turns before anybody strikes.
MOVES = (FORWARD, BACK, TURN_LEFT, TURN_RIGHT)

REP = "rep"
IF = "if"
ENEMY = "enemy"        # "Есть противник?": a golem or a barrel ahead
ATTACKED = "attacked"  # "Нападение?": an opponent strikes this golem

# The four bonus cards each player owns, one of each.
BONUS_ENEMY = "enemy?"
BONUS_ATTACKED = "attacked?"
BONUS_REPEAT2 = "repeat2"
BONUS_REPEAT3 = "repeat3"
BONUS_CARDS = (BONUS_ENEMY, BONUS_ATTACKED, BONUS_REPEAT2, BONUS_REPEAT3)


def is_move(action):
    return action in MOVES


def repeat(n, action):
    return (REP, n, action)


def cond(kind, then, else_):
    return (IF, kind, then, else_)


def slot_actions(slot):
    """The action cards a slot holds (a condition holds both branches)."""
    if isinstance(slot, int):
        return (slot,)
    if slot[0] == REP:
        return (slot[2],)
    return slot_actions(slot[2]) + slot_actions(slot[3])


def slot_bonuses(slot):
    """The bonus cards a slot uses, outermost first."""
    if isinstance(slot, int):
        return ()
    if slot[0] == REP:
        return (BONUS_REPEAT2 if slot[1] == 2 else BONUS_REPEAT3,)
    own = BONUS_ENEMY if slot[1] == ENEMY else BONUS_ATTACKED
    return (own,) + slot_bonuses(slot[2]) + slot_bonuses(slot[3])


def check_program(program, allowed_bonuses=BONUS_CARDS, max_bonuses=4, nesting=True):
    """Raise ValueError unless ``program`` can be laid out with one player's
    cards under the given bonus rules (a ``mistake.Mistake``, words_mistake's
    ids, for too many cards; a shape no file can give is a plain one).

    ``allowed_bonuses`` are the bonus cards this round permits (the die face
    in the standard game, none for beginners, all four for autonomous
    golems); ``max_bonuses`` is 1 when a die roll grants the bonus;
    ``nesting`` allows a repeat inside a condition.
    """
    if len(program) != SLOTS:
        raise ValueError("a program has %d slots, got %d" % (SLOTS, len(program)))
    used = [0] * ACTIONS
    bonuses = []
    for i in range(SLOTS):
        slot = program[i]
        _check_shape(slot, i + 1, nesting, False)
        for a in slot_actions(slot):
            used[a] += 1
        for b in slot_bonuses(slot):
            name = (57 + BONUS_CARDS.index(b),)          # enemy .. repeat3
            if b in bonuses:
                raise Mistake(53, i + 1, name)              # twice
            if b not in allowed_bonuses:
                raise Mistake(54, i + 1, name)              # not_now
            bonuses.append(b)
    if len(bonuses) > max_bonuses:
        raise Mistake(55, len(bonuses), max_bonuses)        # bonuses
    for a in range(ACTIONS):
        if used[a] > COUNTS[a]:
            raise Mistake(56, used[a], (61 + a,), COUNTS[a])    # too_many: forward .. take


def _check_shape(slot, index, nesting, in_condition):
    if isinstance(slot, int):
        if not 0 <= slot < ACTIONS:
            raise ValueError("slot %d: no action %r" % (index, slot))
        return
    if not isinstance(slot, tuple) or not slot:
        raise ValueError("slot %d: not a card: %r" % (index, slot))
    if slot[0] == REP:
        if len(slot) != 3 or slot[1] not in (2, 3) or not isinstance(slot[2], int):
            raise ValueError("slot %d: a repeat is (rep, 2|3, action)" % index)
        if in_condition and not nesting:
            raise ValueError("slot %d: a repeat inside a condition is only for autonomous golems"
                             % index)
        _check_shape(slot[2], index, nesting, in_condition)
        return
    if slot[0] == IF:
        if len(slot) != 4 or slot[1] not in (ENEMY, ATTACKED):
            raise ValueError("slot %d: a condition is (if, enemy|attacked, then, else)" % index)
        if in_condition:
            raise ValueError("slot %d: a condition cannot hold a condition" % index)
        _check_shape(slot[2], index, nesting, True)
        _check_shape(slot[3], index, nesting, True)
        return
    raise ValueError("slot %d: not a card: %r" % (index, slot))


def bonuses_for_face(face):
    """Bonus cards a die face unlocks for this round (see scenarios.DIE_FACES)."""
    if face == FACE_CONDITION:
        return (BONUS_ENEMY, BONUS_ATTACKED)
    if face == FACE_REPEAT2:
        return (BONUS_REPEAT2,)
    if face == FACE_REPEAT3:
        return (BONUS_REPEAT3,)
    return ()
