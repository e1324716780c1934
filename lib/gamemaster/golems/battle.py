# What the game-master does when the device plays the golems itself
# (autonomous golems from the board's drive): read the battle, play a row
# with the rules engine, decide the battle, and the battle's part of the
# snapshot.  Loaded with the engine at the battle's first use
# (``common.module``): a physical game, where the players move the golems,
# never loads it.

from gamemaster import registry
from gamemaster.golems import common, master
from gamemaster.golems.common import module
from gamemaster.golems.options import SLOTS
from gamemaster.snapshot import SnapshotError


def load(m):
    # the battle on the drive into the master (``m.load_error`` says why not)
    try:
        loaded = module("drive").load_battle(m.files, m.options)
    except ValueError as e:
        # a mistake in a file as its message (worded on the setup screen in
        # the language in use: ``mistake``), a file that is not text as the
        # text reader's (gamemaster.textfile), worded there too
        m.load_error = getattr(e, "msg", None) or str(e)
        loaded = None
    # the readers are done: the battle needs the engine, not them
    common.forget("drive", "textfmt")
    if loaded is None:
        common.forget("field", "mistake")     # refused: the game by hand needs no field
        return
    m.field, m.programs = loaded
    m.size = m.field.size
    seat(m)


def seat(m):
    # the battle's golems are the seats, a siege's storming golem first
    m.players = len(m.field.golems)
    m.seats = tuple(g.colour for g in m.field.golems)
    if module("engine").siege_attacker(m.field) == m.seats[1]:
        m.seats = (m.seats[1], m.seats[0])


def _decide(m, energy=None):
    engine = module("engine")
    return engine.decide(m.field, engine.siege_attacker(m.field), m.options, energy)


def next_row(m):
    # the row played on the field; the engine's one decision (castle,
    # knock-out), as in `golems battle`: the row that decided it stays on
    # screen until a tap
    engine = module("engine")
    m.reports = tuple(engine.play_row(m.field, m.programs, m.row - 1, m.options))
    m.page = 0
    lost = 0
    for r in m.reports:
        lost += r.lost
    m.changed("hit" if lost else "row")
    if _decide(m) is not None:
        m.phase = common.FINAL_ROW
        m.changed("game_over")


# A row's report on screen, beside or under the field: every screen gives
# at least ROWS rows of COLS characters there (the 240x135 screen's right
# column is 23 wide, the 240x240 screen has 6 rows under the field:
# gmfw.screen_build.layout; tests/firmware/test_screen_sizes.py checks it),
# so the lines are cut into pages of at most ROWS rows, wrapped at COLS as
# the screen wraps them (gmfw.screen.wrap: between words), and a tap turns
# the page before the next row: no line is ever cut off.
COLS = 23
ROWS = 6


def _rows(line):
    # the rows ``line`` takes wrapped at COLS
    n, used = 1, 0
    for word in line.split():
        if used and used + 1 + len(word) > COLS:
            n += 1
            used = 0
        used += len(word) + (1 if used else 0)
        while used > COLS:          # a word longer than a row is cut
            n += 1
            used -= COLS
    return n


def _lines(m):
    # what each golem did with the lives it has left, and on the row that
    # ended the battle why
    engine = module("engine")
    golems = m.field.golems
    words = master.WORDS[2:6] + WORDS       # the colours, then the reports' words
    lines = [engine.format_report(golems[i], m.reports[i], True, words) + " [%d]" % golems[i].lives
             for i in range(len(m.reports))]
    if m.phase == common.FINAL_ROW:
        # (``reason`` goes with the rows' module: ``master._drop_part``)
        lines.append(module("reason").line(m))
    return lines


def pages(m):
    # the row's lines in pages of at most ROWS rows, whole lines
    out, page, rows = [], [], 0
    for line in _lines(m):
        k = _rows(line)
        if page and rows + k > ROWS:
            out.append(page)
            page, rows = [], 0
        page.append(line)
        rows += k
    out.append(page)
    return out


def press(m, now):
    # a tap on a battle's row (``rows.press``): the row's next page, the
    # result after the row that ended the battle, the next row, or the
    # round's end (the energy down: the battle's end, or the next round)
    if m.page + 1 < len(pages(m)):
        m.page += 1
    elif m.phase == common.FINAL_ROW:
        m._to(common.GAME_OVER, now)
    elif m.row < SLOTS:
        m.row += 1
        next_row(m)
    else:
        m.energy -= 1
        if over(m):
            m._to(common.GAME_OVER, now)
        else:
            m.phase = common.ROUND_END
            m.changed("round")
    return True


def row_view(m, v):
    # a row on the rows' screen (``view_rows``: a physical game's needs none
    # of this): the field and a page of the row's report
    v.art = ("golems", m.field.picture())
    p = pages(m)
    v.lines = tuple(p[min(m.page, len(p) - 1)])
    w = module("view_rows").WORDS       # (the rows' screen's, loaded: it calls this)
    if m.page + 1 < len(p):
        v.hint = w[9] % (m.page + 2, len(p))    # page_hint
    elif m.phase == common.FINAL_ROW:
        v.hint = w[10]                  # result_hint


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


# the reports' words in the language in use (docs/architecture.md,
# "Languages"; engine.format_report), held with the battle
WORDS = registry.words("gamemaster.golems.words_battle")
