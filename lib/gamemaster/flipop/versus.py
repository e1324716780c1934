# Flipop's versus mode (master.py draws its states): the human plays the
# physical board against the device, which keeps the position.  Loaded when
# a versus game starts, so the clock mode never compiles or holds it; the
# master calls these functions with itself (g) as the first argument.  Its
# snapshots' part is at the end.

import struct

from gamemaster.snapshot import SnapshotError
from gamemaster.ticks import ticks_diff
from gamemaster.flipop import board as B
from gamemaster.flipop.master import BANK_CLOCK, CHOOSE, MAX_MS, OVER, SHOW, THINK, left_ms

PICK_STEPS = 12           # the pick countdown's bar and ring steps
# Written where they are used (each name is one more interned string on a
# board that compiles the .py): a pass is shown 2500 ms, then taken; the
# search runs 20 nodes per tick, the exit search 4 positions.


def rules_from(settings):
    # FLIPOP_RULES "chain/last/reverse/end" (textin.rules_key()'s form); an
    # empty part keeps the engine's default, and so does one that names
    # nothing, which is kept in r.bad (the ready screen names it)
    data = settings.get("FLIPOP_RULES").lower().split("/")
    r = B.Rules()
    names = (B.CHAIN_NAMES, ("free", "gate"), B.REV_NAMES, B.END_NAMES)
    r.bad = []
    for i in range(max(4, len(data))):
        p = data[i].strip() if i < len(data) else ""
        k = names[i].index(p) if i < 4 and p in names[i] else -1
        if k >= 0:
            # the part's index in its names is the rule's value (last_gate: "gate")
            setattr(r, ("chain", "last_gate", "reverse", "end")[i], k == 1 if i == 1 else k)
        elif p:
            r.bad.append(p)
    return r


def start(g):
    from gamemaster.flipop.position import Position
    s = g.settings
    g.human = 1 if s.get("FLIPOP_HUMAN") == "black" else 0
    g.level = s.get("FLIPOP_LEVEL")
    g.pick_ms = s.get("FLIPOP_PICK") * 1000 or 2500      # (0: passes only)
    rules = rules_from(s)
    if rules.bad:
        g.tell("settings.toml FLIPOP_RULES: %s unknown; its default used" % "/".join(rules.bad))
    if rules.chain == B.CHAIN_STRAIGHT and rules.end == B.END_EXIT:
        # no ball can get out in 4 moves from the start: over at once
        g.tell("FLIPOP_RULES: straight chains need end quiet or stuck")
    g.pos = Position(rules)


def press(g, now):
    # a tap in show (the device's move is made) or choose (the next move)
    if g.phase == SHOW:
        play(g, now, g.move)
        return True
    if g.phase == CHOOSE:
        g.index = (g.index + 1) % len(moves_offered(g))
        g.armed = g.settings.get("FLIPOP_PICK") > 0      # a timed take too
        g.pick_start = now
        g.changed("next")
        return True
    return False                # think: the device is busy


def tick(g, now):
    p = g.phase
    if p == THINK:
        # the exit check or the search, a chunk per tick
        job = g.job
        if g._judge is not None:
            for _ in range(4):
                try:
                    next(job)
                except StopIteration:
                    g.pos.exits = g._judge[0]
                    next_turn(g, now)
                    return True
            return False
        if job.step():
            return False
        g.move = job.best
        g.job = None
        g.phase = SHOW
        g.pick_start = now
        g.changed("mine", save=True)
        return True
    if p == CHOOSE:
        c = g.clocks[g.human] if g.timed else None
        if g.timed and c.expired(now):
            c.stop(now)
            g.flagged = True
            g.phase = OVER
            g.changed("flag", save=True)
            return True
        if g.armed and ticks_diff(now, g.pick_start) >= g.pick_ms:
            play(g, now, moves_offered(g)[g.index], "take")
            return True
        if g.timed:
            s = c.shown(now)
            if s == g._second:
                return False
            g._second = s
            return True
    if p == SHOW and not g.move and ticks_diff(now, g.pick_start) >= 2500:
        play(g, now, g.move)            # the device passes: nothing to make
        return True
    return False


def stamp(g, now):
    # what the choose screen shows changes with: the pick step, the bank
    n = 0
    if g.phase == CHOOSE:
        if g.armed:
            n = pick_step(g, now) + 1
        if g.timed:
            n |= g.clocks[g.human].shown(now) << 4
    return n


def wake_in(g, now):
    p = g.phase
    if p == THINK:
        return 0
    best = -1
    if p == CHOOSE and g.armed:
        e = ticks_diff(now, g.pick_start)
        # n: when the next step comes, ms
        n = ((pick_step(g, now) + 1) * g.pick_ms + PICK_STEPS - 1) // PICK_STEPS
        best = max(1, min(n, g.pick_ms) - e)
    if p == CHOOSE and g.timed:
        w = g.clocks[g.human].wake_in(now)
        best = w if best < 0 else min(best, w)
    if p == SHOW and not g.move:
        best = max(1, 2500 - ticks_diff(now, g.pick_start))
    return best


def moves_offered(g):
    # the human's legal moves in the picker's order (order() below)
    if g.offer is None:
        g.offer = order(g.pos)
    return g.offer


def order(pos):
    # The order in which the one-button picker offers the player's legal
    # moves: the opponent's own evaluation one move ahead (balls taken off
    # first, then progress towards the exits), best first; equal moves keep
    # the engine's stable order.  Cheap (one apply per legal move, no
    # search), so the order is ready when the player's turn starts.  Over
    # positions from selfplay games the move a level-3 search picks is
    # reached in 2.0 taps on average (tests/lib/test_flipop_picker.py
    # measures it).  The evaluation comes with the search (compiled at boot
    # with the versus mode, gmfw/boot.py MODE_KEPT; the mode chosen in the
    # menu, when the player's turn starts: next_turn).
    from gamemaster.flipop.ai import evaluate
    from gamemaster.flipop.moves import apply
    moves = pos.legal_moves()
    out = []
    for i in range(len(moves)):
        m = moves[i]
        v = 0
        if m:
            w, b, g0, g1 = apply(pos.w, pos.b, pos.g0, pos.g1, m)
            v = evaluate(w, b, pos.side)
        out.append((-v, i))
    out.sort()                  # (score, index): no reliance on a stable sort
    return [moves[r[1]] for r in out]


def pick_step(g, now):
    # steps of the pick countdown gone, 0..PICK_STEPS
    e = ticks_diff(now, g.pick_start)
    return min(PICK_STEPS, e * PICK_STEPS // g.pick_ms) if e > 0 else 0


def play(g, now, move, cue=None):
    if g.timed and g.pos.side == g.human:
        c = g.clocks[g.human]
        c.stop(now)
        c.add(g.inc)
    g.pos = g.pos.apply(move)
    g.moves += 1
    g.move = None
    g.index = -1
    g.armed = False
    g.offer = None
    next_turn(g, now, cue)


def next_turn(g, now, cue=None):
    # After a move (or at the start): check the end, then whose turn.
    # Under the exit end rule the check is a search, stepped in tick.
    pos = g.pos
    if pos.rules.end == B.END_EXIT and pos.exits is None:
        from gamemaster.flipop.moves import search
        g._judge = []
        g.job = search(pos, g._judge)
        g.phase = THINK
        g.changed(cue, save=True)
        return
    g._judge = None
    if pos.result() is not None:
        g.phase = OVER
        g.job = None
        g.changed("over", save=True)
    elif pos.side == g.human:
        g.phase = CHOOSE
        g.job = None
        g.offer = None
        # the human's turn starts (or is restored): their bank runs; a forced
        # pass is shown at once and taken after the pick delay
        if g.timed:
            g.clocks[g.human].start(now)
            g._second = -1
        # the search comes next: its modules compile now (unless boot did), in a
        # lighter tick than the search's first (on top of its state)
        from gamemaster.flipop import ai  # noqa: F401
        if moves_offered(g) == [()]:
            g.index = 0
            g.armed = True
            g.pick_start = now
        g.changed(cue or "turn", save=True)
    else:
        from gamemaster.flipop.ai import LEVEL_NODES, Searcher
        g.phase = THINK
        g.rng_mark = g.rng.state
        g.job = Searcher(pos, nodes=LEVEL_NODES[g.level], chunk=20, rng=g.rng)
        g.changed(cue, save=True)


# The versus mode's snapshots (master.py has the head, clock.py the
# clock mode's): the human's side, the move shown, the rng
# state, the device's move, the flags and the bank, then the position.
#
# Exact except for one thing on purpose: a restored "choose" has no timed
# take running (FLIPOP_PICK: it starts again at the next tap), so an undo
# or a power cut never takes a move by itself a few seconds later.

# "<BhIBBI": human side, move shown, rng state, device move length + 1,
# flags (1 timed, 2 flag fallen), the human's bank ms left


def pack_versus(g, now):
    state = g.rng_mark if (g.phase == THINK and g._judge is None) else g.rng.state
    # the device's move: its length + 1 (a pass is the empty path), 0 = none
    move = bytes(g.move) if g.phase == SHOW else b""
    k = len(move) + 1 if g.phase == SHOW else 0
    left = left_ms(g.clocks[g.human], now) if g.clocks else 0
    flags = (1 if g.timed else 0) | (2 if g.flagged else 0)
    return struct.pack("<BhIBBI", g.human, g.index, state, k, flags, left) + move + \
        g.pos.to_bytes()


def unpack_versus(g, data, now, phase):
    n = struct.calcsize("<BhIBBI")
    if len(data) < n:
        raise SnapshotError("bad Flipop snapshot length")
    human, index, state, k, flags, left = struct.unpack("<BhIBBI", data[:n])
    move = tuple(data[n:n + k - 1]) if k else ()
    from gamemaster.flipop.position import from_bytes
    try:
        pos = from_bytes(bytes(data[n + len(move):]), rules_from(g.settings))
    except ValueError as e:
        raise SnapshotError(str(e))
    if human > 1 or not state or (phase == SHOW) != (k > 0) or index < -1 or flags > 3 or \
            left > MAX_MS:
        raise SnapshotError("inconsistent Flipop snapshot")
    if phase in (SHOW, CHOOSE):
        # (the exit search left to play: a game resumed at boot checks this
        # deep in the Python stack, 2 KB on a board: tools/mpvm/cpvm.py)
        moves = pos.legal_moves(False)
        if (phase == SHOW and move not in moves) or index >= len(moves):
            raise SnapshotError("Flipop snapshot: the move is not legal here")
    g.phase = phase
    g.human = human
    g.pos = pos
    g.offer = None
    g.pick_start = now
    g.timed = bool(flags & 1)
    g.flagged = bool(flags & 2)
    limit = g.settings.get("FLIPOP_SECONDS") * 1000
    g.kind = BANK_CLOCK
    g.inc = g.settings.get("FLIPOP_INCREMENT") * 1000
    g.limit = max(limit, left)
    g.clocks = ()
    if g.timed:
        g.make_clocks()[human].restore(now, g.limit, g.limit - left, phase == CHOOSE)
    g.index = index if phase == CHOOSE else -1
    g.armed = False
    g.move = move if phase == SHOW else None
    g.rng.state = state
    g.rng_mark = state
    g.job = None
    g._judge = None
    g.level = g.settings.get("FLIPOP_LEVEL")
    g.pick_ms = g.settings.get("FLIPOP_PICK") * 1000 or 2500
    if phase == CHOOSE and moves_offered(g) == [()]:
        g.index = 0             # a forced pass: nothing to do on the board
        g.armed = True
