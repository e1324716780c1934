"""``python -m host_sim icetowers simulate|score|entry`` - IceTowers host tools.

* ``simulate --players P --games G --seed S [--strategies a,b,..] [--gus]
  [--double] [--rule NAME=VALUE ...] [--json FILE]``: real-time bot games
  (gamemaster.icetowers.sim); prints the win rate of each strategy and the
  games' lengths in simulated seconds and actions.  Strategies are dealt to
  the seats in turn and rotated by one seat every game, so no strategy keeps
  the same seat.  A shared win counts as 1/k win for each of the k winners.
* ``score FILE [--players N] [--gus] [--double] [--json]``: scores a table
  written as text (docs/icetowers-formats.md) and ranks the sides by their
  colours (red, red+green, gus); an impossible table is reported with its
  line and column and exit status 1.
* ``entry --totals 31,28,33,27 --settings-out S --script-out P``: a
  settings file and a button script that start a game of as many players,
  end it and enter those pips on the device (host_sim.entry_plans); run
  them with ``python -m host_sim run --headless --settings S --script P``.
"""

import argparse
import json
import sys

from gamemaster.icetowers.engine import END_NAMES, format_tower
from gamemaster.icetowers.rules import (
    Rules, GUS, STANDARD, GHOST, DOUBLE, VARIANT_NAMES,
)
from gamemaster.icetowers.sim import Sim, STRATEGIES
from gamemaster.icetowers.tabletext import parse, TableTextError
from gamemaster.prng import Rng
from host_sim.cli_common import (InputError, Parser, in_file, int_range, out_file, read_text,
                                 seed_option)
from host_sim.progress import Progress


def _rule(text):
    if "=" not in text:
        raise argparse.ArgumentTypeError("expected NAME=VALUE, e.g. cap_same_size=false")
    name, val = text.split("=", 1)
    name = name.strip().replace("-", "_")
    if name not in Rules.NAMES:
        raise argparse.ArgumentTypeError("unknown rule %r (known: %s)" % (name, ", ".join(Rules.NAMES)))
    low = val.strip().lower()
    if low in ("true", "yes", "1", "on"):
        v = True
    elif low in ("false", "no", "0", "off"):
        v = False
    else:
        try:
            v = int(low)
        except ValueError:
            raise argparse.ArgumentTypeError("%s: expected true/false or a number" % name)
    if name in ("hand_limit", "loop_limit") and isinstance(v, bool):
        v = int(v)
    return name, v


def _rules(pairs):
    return Rules(**dict(pairs or []))


def _variant(args):
    if args.gus and args.double:
        raise ValueError("--gus and --double are two different two-player variants")
    if args.gus:
        return GHOST
    if args.double:
        return DOUBLE
    return STANDARD


def _median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def _dist(xs):
    return {"mean": round(sum(xs) / len(xs), 2), "median": _median(xs), "min": min(xs),
            "max": max(xs)}


def simulate(players, games, seed, strategies, variant=STANDARD, rules=None, progress=None):
    """Play ``games`` games; returns the statistics as a JSON-able dict.
    ``progress(n)`` is called after each game (host_sim.progress)."""
    rng = Rng(seed)
    seats = {s: 0 for s in strategies}
    wins = {s: 0.0 for s in strategies}
    gus_wins = 0.0
    seconds, actions, fumbles, ends = [], [], 0, {}
    deadlocks = 0
    margins = []
    for k in range(games):
        gseed = rng.next32()
        names = [strategies[(i + k) % len(strategies)] for i in range(players)]
        sim = Sim(players, names, gseed, variant, rules).run()
        g = sim.game
        seconds.append(sim.now / 1000.0)
        actions.append(sim.applied)
        fumbles += sim.fumbles
        name = sim.end_name()
        ends[name] = ends.get(name, 0) + 1
        deadlocks += 1 if g.deadlock else 0
        for n in names:
            seats[n] += 1
        w = sim.winners()
        for who in w:
            if who == GUS:
                gus_wins += 1.0 / len(w)
            else:
                wins[names[who]] += 1.0 / len(w)
        sc = sorted([s for _, s in g.competitors()], reverse=True)
        margins.append(sc[0] - sc[1])
        if progress is not None:
            progress(k + 1)
    out = {
        "games": games, "players": players, "seed": seed, "variant": VARIANT_NAMES[variant],
        "strategies": strategies, "rules": (rules or Rules()).describe(),
        "win_rate": {s: round(wins[s] / seats[s], 3) if seats[s] else None for s in strategies},
        "wins": {s: round(wins[s], 2) for s in strategies},
        "seats": seats,
        "seconds": _dist(seconds), "actions": _dist(actions),
        "fumbles_per_game": round(fumbles / games, 2),
        "ends": {k: ends[k] for k in sorted(ends)},
        "deadlocks": deadlocks,
        "winning_margin": _dist(margins),
    }
    if variant == GHOST:
        out["gus_wins"] = round(gus_wins, 2)
    return out


def _print_stats(st):
    print("%d games, %d players (%s), seed %d, strategies %s" % (
        st["games"], st["players"], st["variant"], st["seed"], ",".join(st["strategies"])))
    print("rules: %s" % st["rules"])
    print("%-10s %6s %8s %9s" % ("strategy", "seats", "wins", "win rate"))
    for s in st["strategies"]:
        rate = st["win_rate"][s]
        print("%-10s %6d %8.2f %8.1f%%" % (s, st["seats"][s], st["wins"][s],
                                          100 * rate if rate is not None else 0.0))
    if "gus_wins" in st:
        print("%-10s %6s %8.2f %8.1f%%" % ("gus", "-", st["gus_wins"],
                                          100.0 * st["gus_wins"] / st["games"]))
    for key, unit in (("seconds", "simulated s"), ("actions", "actions")):
        d = st[key]
        print("game length %-12s mean %7.1f  median %7.1f  min %6.1f  max %6.1f" % (
            unit, d["mean"], d["median"], d["min"], d["max"]))
    print("ends: %s; deadlocks (held pyramids put down): %d; fumbles per game: %.2f" % (
        ", ".join("%s %d" % kv for kv in st["ends"].items()), st["deadlocks"],
        st["fumbles_per_game"]))
    d = st["winning_margin"]
    print("winning margin (pips)    mean %7.1f  median %7.1f  min %6d  max %6d" % (
        d["mean"], d["median"], d["min"], d["max"]))


def cmd_simulate(args):
    names = [s.strip() for s in args.strategies.split(",") if s.strip()]
    for n in names:
        if n not in STRATEGIES:
            print("icetowers simulate: unknown strategy %r (known: %s)" % (n, ", ".join(STRATEGIES)),
                  file=sys.stderr)
            return 2
    if args.games < 1:
        print("icetowers simulate: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        variant = _variant(args)
        with Progress("games", args.games) as shown:
            st = simulate(args.players, args.games, args.seed, names, variant, _rules(args.rule),
                          progress=shown)
    except ValueError as e:
        print("icetowers simulate: %s" % e, file=sys.stderr)
        return 2
    _print_stats(st)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(st, f, indent=2, sort_keys=True)
    return 0


def score(g):
    """The scores of a table as a JSON-able dict."""
    # each set's colour as the table has them (tabletext: any colours of
    # the Looney Pyramids' range, Gus's white)
    colour = g.names
    towers = []
    for i in range(len(g.stacks)):
        t = g.stacks[i]
        single = len(t) == 1
        counts = not (single and not g.rules.singles_score)
        towers.append({"tower": format_tower(t, colour), "controller": colour[t[-1] >> 2],
                       "pips": sum(p & 3 for p in t) if counts else 0})
    cs = g.colour_scores()
    ps = g.player_scores()
    players = []
    for p in range(g.players):
        players.append({"player": p + 1, "colours": [colour[c] for c in g.own_colours(p)],
                        "score": ps[p]})
    comp = g.competitors()
    ranks = g.ranks()
    # sides by their colours, as the table was written and as the device
    # names them ("red", "red+green" in the double game, "gus")
    names = []
    for i in range(len(comp)):
        who = comp[i][0]
        names.append("gus" if who == GUS else "+".join(colour[c] for c in g.own_colours(who)))
    return {
        "players": g.players, "variant": VARIANT_NAMES[g.variant],
        "towers": towers,
        "colours": {colour[c]: cs[c] for c in g.colours},
        "scores": players,
        "ranking": [{"who": names[i], "score": comp[i][1], "rank": ranks[i]}
                    for i in range(len(comp))],
        "winners": [names[i] for i in range(len(comp)) if ranks[i] == 1],
    }


def _print_score(sc):
    print("%d players (%s)" % (sc["players"], sc["variant"]))
    for t in sc["towers"]:
        print("  %-40s %-7s %2d" % (t["tower"], t["controller"], t["pips"]))
    print("colours: %s" % ", ".join("%s %d" % (c, sc["colours"][c]) for c in sc["colours"]))
    for r in sorted(sc["ranking"], key=lambda r: r["rank"]):      # ties in seat order
        print("%d. %-11s %3d" % (r["rank"], r["who"], r["score"]))
    print("winner%s: %s" % ("s" if len(sc["winners"]) > 1 else "", ", ".join(sc["winners"])))


def cmd_score(args):
    try:
        text = read_text(args.file)
    except InputError as e:
        print(e, file=sys.stderr)
        return 2
    try:
        variant = _variant(args) if (args.gus or args.double) else None
        g = parse(text, _rules(args.rule), args.players, variant)
    except TableTextError as e:
        print("%s: %s" % (args.file, e), file=sys.stderr)
        return 1
    except ValueError as e:
        print("icetowers score: %s" % e, file=sys.stderr)
        return 2
    if not g.stacks:
        print("%s: no towers (an empty or comment-only file; docs/icetowers-formats.md)"
              % args.file, file=sys.stderr)
        return 1
    sc = score(g)
    if args.json:
        print(json.dumps(sc, indent=2, sort_keys=True))
    else:
        _print_score(sc)
    return 0


def build_parser():
    p = Parser(prog="python -m host_sim icetowers",
                description="IceTowers tools: simulate, score")
    sub = p.add_subparsers(dest="cmd")
    s = sub.add_parser("simulate", help="real-time bot games, win rates and game lengths")
    s.add_argument("--players", type=int_range(2, 4), default=2)
    s.add_argument("--games", type=int_range(1, 1000000), default=100)
    seed_option(s)
    s.add_argument("--strategies", default=",".join(STRATEGIES),
                   help="comma-separated, dealt to the seats in turn (%s)" % ", ".join(STRATEGIES))
    s.add_argument("--gus", action="store_true", help="two players and the ghost Gus")
    s.add_argument("--double", action="store_true", help="two players, two colours each")
    s.add_argument("--rule", type=_rule, action="append", metavar="NAME=VALUE",
                   help="change one rules setting (see docs/rules-interpretations.md part 5)")
    s.add_argument("--json", type=out_file, help="also write the statistics here")
    c = sub.add_parser("score", help="score a table written as text")
    c.add_argument("file", type=in_file,
                   help="the finished table: one tower per line, bottom first (e.g. red3 yellow1; "
                        "docs/icetowers-formats.md)")
    c.add_argument("--players", type=int, choices=(2, 3, 4),
                   help="how many played (default: the table's 'players:' line, else its colours)")
    c.add_argument("--gus", action="store_true", help="the ghost game: white (Gus) is scored too")
    c.add_argument("--double", action="store_true", help="two players, two colours each")
    c.add_argument("--rule", type=_rule, action="append", metavar="NAME=VALUE",
                   help="change one rules setting (see docs/rules-interpretations.md part 5)")
    c.add_argument("--json", action="store_true", help="print JSON")
    from host_sim.entry_plans import add_command
    e = add_command(sub, "a settings file and a button script that enter pips on the device",
                    "--totals", "each player's pips, in the order of --colours, e.g. "
                    "31,28,33,27: as many players")
    e.add_argument("--colours", default=None,
                   help="the players' colours in turn (ICETOWERS_COLOURS: any of the pyramids' "
                        "range, e.g. purple,black,orange; default red, yellow, green, blue)")
    return p


def cmd_entry(args):
    from host_sim import entry_plans as plans
    try:
        totals = plans.numbers(args.totals, 0, plans.PIPS_PER_SET * 4)
        for t in totals:
            if t > plans.PIPS_PER_SET * len(totals):
                raise ValueError("a colour has at most %d pips with %d players, got %d"
                                 % (plans.PIPS_PER_SET * len(totals), len(totals), t))
    except ValueError as e:
        print("python -m host_sim icetowers entry: --totals %s" % e, file=sys.stderr)
        return 2
    colours = None
    if args.colours is not None:
        try:
            colours = plans.colour_names(args.colours, len(totals))
        except ValueError as e:
            print("python -m host_sim icetowers entry: --colours %s" % e, file=sys.stderr)
            return 2
    print(plans.write(args, plans.icetowers_settings(len(totals), args.seed, colours),
                      "IceTowers, %d players: the pips %s entered (python -m host_sim icetowers "
                      "entry)" % (len(totals), ", ".join(map(str, totals))),
                      plans.icetowers_to_end(), plans.icetowers_pips(totals)))
    return 0


def main(argv):
    p = build_parser()
    args = p.parse_args(argv)
    if args.cmd == "simulate":
        return cmd_simulate(args)
    if args.cmd == "score":
        return cmd_score(args)
    if args.cmd == "entry":
        return cmd_entry(args)
    p.print_help()
    return 2
