# What the game-master does when the device plays the golems itself
# (autonomous golems from the board's drive): read the battle, play a row
# with the rules engine, decide the battle, and the battle's part of the
# snapshot.  Loaded with the engine at the battle's first use
# (``common.module``): a physical game, where the players move the golems,
# never loads it.

from gamemaster.golems import common
from gamemaster.golems.common import module
from gamemaster.snapshot import SnapshotError


def load(m):
    # the battle on the drive into the master (``m.load_error`` says why not)
    try:
        loaded = module("drive").load_battle(m.files, m.options)
    except ValueError as e:
        m.load_error = str(e)
        loaded = None
    # the readers are done: the battle needs the engine, not them
    common.forget("drive", "textfmt")
    if loaded is None:
        common.forget("field")     # refused: the game by hand needs no field
        return
    m.field, m.programs = loaded
    m.size = m.field.size
    m.players = len(m.field.golems)


def _decide(m, energy=None):
    engine = module("engine")
    return engine.decide(m.field, engine.siege_attacker(m.field), m.options, energy)


def next_row(m):
    # the row played on the field; the engine's one decision (castle,
    # knock-out), as in `golems battle`: the row that decided it stays on
    # screen until a tap
    engine = module("engine")
    m.reports = tuple(engine.play_row(m.field, m.programs, m.row - 1, m.options))
    lost = 0
    for r in m.reports:
        lost += r.lost
    m.changed("hit" if lost else "row")
    if _decide(m) is not None:
        m.phase = common.FINAL_ROW
        m.changed("game_over")


def row_view(m, v):
    # a row on the rows' screen (``view_rows``: a physical game's needs none
    # of this): the field, what each golem did with the lives it has left,
    # and on the row that ended the battle why
    engine = module("engine")
    golems = m.field.golems
    v.art = ("golems", m.field.picture())
    v.lines = tuple(engine.format_report(golems[i], m.reports[i], True) + " [%d]" % golems[i].lives
                    for i in range(len(m.reports)))
    if m.phase == common.FINAL_ROW:
        # (``reason`` goes with the rows' module: ``master._drop_part``)
        v.lines = v.lines + (module("reason").line(m),)
        v.hint = "press: result"


def over(m):
    # True when the battle ends with the round just played (energy down)
    return _decide(m, m.energy) is not None


def result(m):
    engine = module("engine")
    return engine.outcome(m.field, engine.siege_attacker(m.field))


def end_reason(m):
    engine = module("engine")
    return engine.end_reason(m.field, engine.siege_attacker(m.field))


def pack(m, out):
    # the field, the programs and the row's reports, after the master's bytes
    packing = module("packing")
    packing.pack_field(m.field, out)
    for p in m.programs:
        packing.pack_program(p, out)
    out.append(len(m.reports))
    for r in m.reports:
        out.extend(r.pack())


def unpack(m, rest):
    # the battle's part of a snapshot (``pack``), into the master
    packing, engine = module("packing"), module("engine")
    field, at = packing.unpack_field(rest, 0)
    programs = []
    for _ in field.golems:
        p, at = packing.unpack_program(rest, at)
        programs.append(p)
    n = rest[at]
    at += 1
    reports = []
    for _ in range(n):
        reports.append(engine.Report.unpack(rest, at))
        at += engine.Report.SIZE
    if at != len(rest):
        raise SnapshotError("golems snapshot: %d extra bytes" % (len(rest) - at))
    m.field, m.programs, m.reports = field, programs, tuple(reports)
    m.size = field.size
