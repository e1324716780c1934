"""``python -m host_sim flipop ...``: Flipop host tools.

* ``play``: you against the engine in the terminal (text board; type a move
  by its index or in notation, e.g. ``c1-c2`` or ``b2-c2-c1``; ``q`` quits;
  a refused move is told why, e.g. "no gate between a1 and a2");
* ``selfplay``: engine-against-engine games per rules interpretation:
  first-player wins, second-player wins, draws, mean and longest game, how
  the games ended (``--all-rules`` sweeps every combination); ``--levels A,B``
  pits level A against level B instead (colours alternated): A's score.

Rules flags (both commands): ``--chain perp|any|straight``, ``--last-gate
free|gate``, ``--reverse first|chain|off``, ``--end stuck|exit|quiet``,
``--exit-depth N``, ``--quiet N``, ``--max-plies N``; their meaning:
docs/rules-interpretations.md, part 4.  Exit status: 0 done, 2 bad command
line.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LIB = os.path.join(os.path.dirname(HERE), "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)

from gamemaster.flipop import ai  # noqa: E402
from gamemaster.flipop import board as B  # noqa: E402
from gamemaster.flipop import textin  # noqa: E402
from gamemaster.flipop.moves import _reverses, gated, step_dir, turn  # noqa: E402
from gamemaster.flipop.position import Position  # noqa: E402
from gamemaster.prng import Rng  # noqa: E402
from host_sim.cli_common import SEED, Parser, int_range  # noqa: E402

BALL = {0: "W", 1: "B"}
# why a game ended, short: Position.result()'s reasons 0-5 (position.py)
REASONS = ("all off", "no move", "no exit", "quiet", "move cap", "both stuck")


def format_board(pos):
    """The board as text: rank 5 on top; ``|`` and ``---`` are the gates
    (a ball passes only through them), ``+`` the anchors; an empty exit
    shows ``^`` (White's, on rank 5) or ``v`` (Black's, on rank 1)."""
    lines = ["   a   b   c   d   e"]
    for y in range(4, -1, -1):
        row = "%d " % (y + 1)
        for x in range(5):
            h = y * 5 + x
            if pos.w >> h & 1:
                c = "W"
            elif pos.b >> h & 1:
                c = "B"
            elif B.EXIT_MASK[0] >> h & 1:
                c = "^"
            elif B.EXIT_MASK[1] >> h & 1:
                c = "v"
            else:
                c = "."
            row += " %s " % c
            if x < 4:
                row += "|" if gated(pos.g0, pos.g1, h, B.E) else " "
        lines.append(row.rstrip())
        if y > 0:
            sep = "  "
            for x in range(5):
                sep += "---" if gated(pos.g0, pos.g1, y * 5 + x, B.S) else "   "
                if x < 4:
                    sep += "+"
            lines.append(sep.rstrip())
    return "\n".join(lines)


LEGEND = ("W, B: the balls; ^: an empty exit of White's (rank 5), v: of Black's (rank 1); "
          "| and ---: gates, a ball passes only through them; +: where gates turn")


def why_illegal(pos, text):
    """Why ``text`` is not a legal move here, in one line."""
    moves = pos.legal_moves()
    t = text.strip().lower().replace("-", "").replace("x", "").replace(" ", "")
    try:
        if not t or len(t) % 2:
            raise ValueError
        path = [textin.parse_hole(t[i:i + 2]) for i in range(0, len(t), 2)]
    except ValueError:
        return "not a move: an index 0-%d, holes such as c1-c2 (a chain: b2-c2-c1), or pass" % (
            len(moves) - 1)
    if moves == [()]:
        return "you cannot move: type pass"
    name = B.hole_name
    side = ("White", "Black")[pos.side]
    own = pos.w if pos.side == 0 else pos.b
    if len(path) < 2:
        return "a move is a path of two holes at least, e.g. c1-c2"
    if not own >> path[0] & 1:
        return "%s has no %s ball" % (name(path[0]), side.lower())
    occ = pos.w | pos.b
    g0, g1 = pos.g0, pos.g1
    r = pos.rules
    prev = -1
    for k in range(len(path) - 1):
        h, n = path[k], path[k + 1]
        d = step_dir(h, n)
        if abs(h % 5 - n % 5) + abs(h // 5 - n // 5) != 1:
            return "%s and %s are not neighbours" % (name(h), name(n))
        if k > 0:
            if r.chain == B.CHAIN_PERP and (d - prev) % 2 == 0:
                return "the ball struck in %s must go off at right angles" % name(h)
            if r.chain == B.CHAIN_STRAIGHT and d != prev:
                return "the ball struck in %s must go straight on" % name(h)
            if r.chain == B.CHAIN_ANY and (d - prev) % 4 == 2:
                return "the ball struck in %s may not go straight back" % name(h)
        last = k == len(path) - 2
        if not gated(g0, g1, h, d) and not (last and k > 0 and not r.last_gate):
            return "no gate between %s and %s" % (name(h), name(n))
        if n in path[1:k + 1]:
            return "the ball in %s has moved in this chain already" % name(n)
        if last and occ >> n & 1 and n != path[0]:
            return "%s is taken: the ball there moves on (continue the path)" % name(n)
        if not last and not occ >> n & 1:
            return "%s is empty: the move ends there" % name(n)
        g0, g1 = turn(g0, g1, h, d)
        prev = d
    if pos.last and r.reverse != B.REV_OFF and _reverses(tuple(path), pos.last, r.reverse):
        return "no-reverse: it moves a ball of the last move (%s) straight back" % "-".join(
            name(h) for h in pos.last)
    return "not a legal move here"


def add_rules_flags(p):
    # each flag is one of docs/rules-interpretations.md part 4's settings
    r = B.Rules()
    p.add_argument("--chain", choices=B.CHAIN_NAMES, default=B.CHAIN_NAMES[r.chain],
                   help="where a struck ball may go: at right angles, any way but back, "
                        "straight on (default %(default)s)")
    p.add_argument("--last-gate", choices=("free", "gate"),
                   default="gate" if r.last_gate else "free",
                   help="whether the last ball of a chain needs a gate too (default %(default)s)")
    p.add_argument("--reverse", choices=B.REV_NAMES, default=B.REV_NAMES[r.reverse],
                   help="what the no-reverse rule forbids: undoing the last move's first ball, "
                        "any ball of its chain, or nothing (default %(default)s)")
    p.add_argument("--end", choices=B.END_NAMES, default=B.END_NAMES[r.end],
                   help="when a game ends besides all five off: a side cannot move, no ball "
                        "can reach an exit, or too long without a ball off (default %(default)s)")
    p.add_argument("--exit-depth", type=int_range(1, 6), default=r.exit_depth, metavar="MOVES",
                   help="--end exit: moves within which a ball must be able to get out "
                        "(default %(default)s)")
    p.add_argument("--quiet", type=int_range(1, 1000), default=r.quiet_limit, metavar="PLIES",
                   help="--end quiet: plies without a ball off that end the game "
                        "(default %(default)s)")
    p.add_argument("--max-plies", type=int_range(0, 10000), default=r.max_plies, metavar="PLIES",
                   help="a hard cap on every game, 0 = none (default %(default)s)")


def rules_from(args, chain=None, last_gate=None, reverse=None, end=None):
    return B.Rules(
        chain=B.CHAIN_NAMES.index(args.chain) if chain is None else chain,
        last_gate=(args.last_gate == "gate") if last_gate is None else last_gate,
        reverse=B.REV_NAMES.index(args.reverse) if reverse is None else reverse,
        end=B.END_NAMES.index(args.end) if end is None else end,
        exit_depth=args.exit_depth, quiet_limit=args.quiet, max_plies=args.max_plies)


def _result_text(pos):
    winner, reason = pos.result()
    who = "draw" if winner == B.DRAW else ("White wins" if winner == B.WHITE else "Black wins")
    return "%s (%s; on the board W %d, B %d; %d moves)" % (
        who, REASONS[reason], B.FULL - pos.off(0), B.FULL - pos.off(1), pos.ply)


def cmd_play(args, out, inp):
    rules = rules_from(args)
    rng = Rng(args.seed)
    human = 0 if args.side == "white" else 1
    pos = Position(rules)
    out.write("Flipop, rules %s; you play %s (W starts on rank 1)\n"
              % (textin.rules_key(rules), "White" if human == 0 else "Black"))
    out.write("White moves first (the rules do not say; as in chess). %s\n" % LEGEND)
    while pos.result() is None:
        out.write("\n" + format_board(pos) + "\n")
        moves = pos.legal_moves()
        if pos.side != human:
            move = ai.choose(pos, args.level, rng)
            out.write("engine: %s\n" % pos.describe(move))
            pos = pos.apply(move)
            continue
        for i in range(len(moves)):
            out.write("  %2d  %s\n" % (i, pos.describe(moves[i])))
        out.write("(a number or a move as listed, holes such as c1-c2, or quit; "
                  "g: the holes whose gates turn)\n")
        while True:
            out.write("your move> ")
            out.flush()
            line = inp.readline()
            if not line:
                out.write("\nend of input\n")
                return 0
            line = line.strip()
            if line in ("q", "quit"):
                out.write("bye\n")
                return 0
            move = textin.find(pos, line) if line else None
            for m in moves:
                # the move as the list above writes it ("W b1-b2 g b1")
                if move is None and pos.describe(m).lower() == line.lower():
                    move = m
            if move is not None:
                break
            out.write("not a legal move: %r: %s\n" % (line, why_illegal(pos, line)))
        out.write("you: %s\n" % pos.describe(move))
        pos = pos.apply(move)
    out.write("\n" + format_board(pos) + "\n")
    out.write("result: %s\n" % _result_text(pos))
    return 0


def selfplay(rules, games, seed, level):
    """Statistics of ``games`` engine games: a dict of counts and lengths."""
    st = {"first": 0, "second": 0, "draw": 0, "plies": [], "reasons": {}}
    for g in range(games):
        rng = Rng(seed + g)
        pos = Position(rules)
        while pos.result() is None:
            pos = pos.apply(ai.choose(pos, level, rng))
        winner, reason = pos.result()
        key = "draw" if winner == B.DRAW else ("first" if winner == B.WHITE else "second")
        st[key] += 1
        st["plies"].append(pos.ply)
        name = REASONS[reason]
        st["reasons"][name] = st["reasons"].get(name, 0) + 1
    return st


def selfplay_levels(rules, games, seed, upper, lower, clock=None):
    """``games`` games of level ``upper`` against level ``lower``, colours
    alternated (game g: ``upper`` plays White when g is even), seeded per
    game.  Returns the upper level's wins, draws and losses, the games'
    lengths and each level's think time in seconds (``clock``: a seconds
    function, for the mean time per move; the command uses CPU time, which a
    busy machine does not inflate)."""
    st = {"win": 0, "draw": 0, "loss": 0, "plies": [], "reasons": {},
          "time": {upper: 0.0, lower: 0.0}, "moves": {upper: 0, lower: 0}}
    for g in range(games):
        rng = Rng(seed + g)
        levels = (upper, lower) if g % 2 == 0 else (lower, upper)
        pos = Position(rules)
        while pos.result() is None:
            level = levels[pos.side]
            t0 = clock() if clock else 0.0
            move = ai.choose(pos, level, rng)
            if clock:
                st["time"][level] += clock() - t0
            st["moves"][level] += 1
            pos = pos.apply(move)
        winner, reason = pos.result()
        if winner == B.DRAW:
            st["draw"] += 1
        else:
            st["win" if (winner == B.WHITE) == (g % 2 == 0) else "loss"] += 1
        st["plies"].append(pos.ply)
        name = REASONS[reason]
        st["reasons"][name] = st["reasons"].get(name, 0) + 1
    return st


def format_levels(rules, upper, lower, st):
    games = st["win"] + st["draw"] + st["loss"]
    score = (st["win"] + 0.5 * st["draw"]) * 100.0 / games
    plies = st["plies"]
    reasons = ", ".join("%s %d" % (k, st["reasons"][k]) for k in sorted(st["reasons"]))
    ms = ["level %d %.1f ms CPU" % (lv, 1000.0 * st["time"][lv] / max(1, st["moves"][lv]))
          for lv in (upper, lower)]
    return ("%s level %d vs %d: %.1f %% (won %d, drew %d, lost %d of %d)  mean %.1f plies  "
            "ends: %s  per move: %s" % (textin.rules_key(rules), upper, lower, score, st["win"],
                                         st["draw"], st["loss"], games,
                                         sum(plies) / float(len(plies)), reasons, ", ".join(ms)))


def format_stats(rules, st):
    plies = st["plies"]
    reasons = ", ".join("%s %d" % (k, st["reasons"][k]) for k in sorted(st["reasons"]))
    return "%-26s first %3d  second %3d  draw %3d  mean %6.1f  max %4d  ends: %s" % (
        textin.rules_key(rules), st["first"], st["second"], st["draw"],
        sum(plies) / float(len(plies)), max(plies), reasons)


def cmd_selfplay(args, out):
    if args.all_rules:
        combos = [rules_from(args, c, g, r, e) for c in range(3) for g in (False, True)
                  for r in range(3) for e in range(3)]
    else:
        combos = [rules_from(args)]
    if args.levels:
        upper, lower = args.levels
        out.write("selfplay: %d games each, seed %d, level %d against level %d, colours "
                  "alternated (score: win 1, draw 1/2)\n" % (args.games, args.seed, upper, lower))
        import time
        for rules in combos:
            st = selfplay_levels(rules, args.games, args.seed, upper, lower, time.process_time)
            out.write(format_levels(rules, upper, lower, st) + "\n")
            out.flush()
        return 0
    out.write("selfplay: %d games each, seed %d, level %d (first = White)\n"
              % (args.games, args.seed, args.level))
    for rules in combos:
        out.write(format_stats(rules, selfplay(rules, args.games, args.seed, args.level)) + "\n")
        out.flush()
    return 0


def _levels(text):
    parts = text.split(",")
    if len(parts) != 2 or not all(p.strip() in ("1", "2", "3", "4") for p in parts):
        raise argparse.ArgumentTypeError("two levels 1-4, e.g. 2,1 (got %r)" % text)
    return int(parts[0]), int(parts[1])


def build_parser():
    ap = Parser(prog="python -m host_sim flipop",
                description="Flipop tools (docs/rules-interpretations.md, 4)")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="you against the engine in the terminal")
    add_rules_flags(p)
    p.add_argument("--seed", type=int_range(*SEED), default=1, help="the engine's seed (default 1)")
    p.add_argument("--level", type=int, default=2, choices=(1, 2, 3, 4),
                   help="the engine's strength: its search budget, 60 to 6000 positions; "
                        "the device plays 2 (default 2)")
    p.add_argument("--side", choices=("white", "black"), default="white",
                   help="your colour; white moves first (default white)")
    s = sub.add_parser("selfplay", help="engine games, statistics per interpretation")
    add_rules_flags(s)
    s.add_argument("--games", type=int_range(1, 100000), default=20,
                   help="games per rules setting (default 20)")
    s.add_argument("--seed", type=int_range(*SEED), default=1, help="the first game's seed (default 1)")
    s.add_argument("--level", type=int, default=1, choices=(1, 2, 3, 4),
                   help="both engines' strength (default 1)")
    s.add_argument("--levels", type=_levels, metavar="A,B",
                   help="level A against level B (1-4), colours alternated: A's score")
    s.add_argument("--all-rules", action="store_true",
                   help="every chain x last-gate x reverse x end combination")
    return ap


def main(argv=None, out=None, inp=None):
    out = out or sys.stdout
    inp = inp or sys.stdin
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    if args.command == "play":
        return cmd_play(args, out, inp)
    return cmd_selfplay(args, out)


if __name__ == "__main__":
    sys.exit(main())
