"""``python -m host_sim pipes flow|boards|simulate`` - Pipes host tools.

* ``flow BOARD.txt``: the water's path on a drawn board, as JSON.
* ``boards --count N --seed S --out FILE.pdf``: a fair set of printable
  boards (``--format svg|png`` too; several pages become FILE-1.svg ...).
* ``simulate --players P --games G --seed S [--bot NAME]``: whole games
  played by bots, with statistics (``--json FILE`` keeps them).

Board-set options (``--rows --cols --walls --near-walls --actions R,C,T``)
are shared by ``boards`` and ``simulate`` so that what was simulated is what
gets printed.
"""

import argparse
import json
import os
import sys

from gamemaster.prng import Rng
from gamemaster.pipes import elements as el
from gamemaster.pipes.board import ACTION_NAMES
from gamemaster.pipes.boardtext import parse, format_board, BoardTextError
from gamemaster.pipes.flow import run_flow, REASONS
from gamemaster.pipes.generator import BoardSpec, generate_set, misfit, sized
from gamemaster.pipes.match import Match, Rules
from gamemaster.pipes.bots import make_bot, BOTS
from host_sim.cli_common import InputError, Parser, in_file, int_range, out_file, read_text, seed_option
from host_sim.progress import Progress

DEFAULT = BoardSpec()


ACTIONS_MAX = 6     # icons printed beside a board: more would run off the page


def _actions(text):
    parts = text.split(",")
    if len(parts) != 3 or not all(p.strip().isdigit() and int(p) <= ACTIONS_MAX for p in parts):
        raise argparse.ArgumentTypeError("must be ROTATIONS,CROSSINGS,TELEPORTS, each 0..%d "
                                         "(e.g. 3,2,1), got %r" % (ACTIONS_MAX, text))
    return tuple(int(p) for p in parts)


_actions.range = (0, ACTIONS_MAX)       # each count (tests/host/test_cli_inputs.py)


def _add_spec_options(p):
    p.add_argument("--rows", type=int_range(4, 20), default=DEFAULT.rows)
    p.add_argument("--cols", type=int_range(4, 20), default=DEFAULT.cols)
    p.add_argument("--walls", type=int_range(0, 400),
                   help="walls in all (default: a tenth of the fields, %d on %dx%d)"
                   % (DEFAULT.walls, DEFAULT.rows, DEFAULT.cols))
    p.add_argument("--near-walls", type=int_range(0, 400),
                   help="of those, walls at Chebyshev distance 2..3 from the valve (default: a "
                        "fifth, %d of %d; all of them on boards up to 7x7, which have no field "
                        "farther)" % (DEFAULT.near_walls, DEFAULT.walls))
    p.add_argument("--actions", type=_actions, default=DEFAULT.allowance,
                   help="special-action allowance ROTATIONS,CROSSINGS,TELEPORTS")


def _spec(args):
    """The board spec the options give, the defaults scaled to the board;
    ValueError saying which option to change when the walls do not fit."""
    spec = sized(args.rows, args.cols, args.walls, args.near_walls, args.actions)
    why = misfit(spec, "--walls", "--near-walls")
    if why:
        raise ValueError(why)
    return spec


# -- flow ------------------------------------------------------------------------

def split_boards(text):
    """A file written by ``boards --text`` holds a whole set: boards are
    separated by blank lines.  Returns the board texts (one for a plain
    board file), each keeping its own lines."""
    parts, cur = [], []
    for line in text.split("\n"):
        if not line.strip():
            if any(x.strip() and not x.startswith(";") for x in cur):
                parts.append("\n".join(cur) + "\n")
                cur = []
            continue
        cur.append(line)
    if any(x.strip() and not x.startswith(";") for x in cur):
        parts.append("\n".join(cur) + "\n")
    return parts or [text]


def cmd_flow(args):
    try:
        texts = split_boards(read_text(args.board))
        if len(texts) > 1 and args.number is None:
            print("%s holds %d boards (a set from `boards --text`): choose one with --board N"
                  % (args.board, len(texts)), file=sys.stderr)
            return 2
        n = args.number or 1
        if not 1 <= n <= len(texts):
            print("%s: --board must be 1..%d" % (args.board, len(texts)), file=sys.stderr)
            return 2
        board = parse(texts[n - 1])
    except InputError as e:
        print(e, file=sys.stderr)
        return 2
    except BoardTextError as e:
        print("%s: %s" % (args.board, e), file=sys.stderr)
        return 1                      # a mistake inside the file (README, exit statuses)
    filled, rnd, reason = run_flow(board)
    print(json.dumps({"filled": filled, "end": {"round": rnd, "reason": reason}}))
    return 0


# -- boards ----------------------------------------------------------------------

def cmd_boards(args):
    from host_sim import pipes_print

    try:
        spec = _spec(args)
        boards = generate_set(spec, args.count, args.seed)
    except ValueError as e:
        print("pipes boards: %s" % e, file=sys.stderr)
        return 2
    fmt = args.format or os.path.splitext(args.out)[1].lstrip(".").lower() or "pdf"
    if fmt not in ("pdf", "svg", "png"):
        print("pipes boards: unknown format %r (pdf, svg, png)" % fmt, file=sys.stderr)
        return 2
    for out in (args.out, args.text):
        folder = os.path.dirname(out) if out else ""
        if folder and not os.path.isdir(folder):
            print("pipes boards: no folder %s for %s (create it first)" % (folder, out), file=sys.stderr)
            return 2
    # the words in --lang; beyond English, a font that has their letters
    font = None
    if args.lang != "en" and fmt != "svg":
        font = pipes_print.unicode_font()
        if isinstance(font, str):
            print("pipes boards --lang %s: %s" % (args.lang, font), file=sys.stderr)
            return 2
    w = pipes_print.words(args.lang)
    pages = [pipes_print.board_page(boards[i], i + 1, len(boards), args.seed, spec.text(), w)
             for i in range(len(boards))]
    written = []
    if fmt == "pdf":
        pipes_print.write_pdf(pages, args.out, title="Pipes boards" if font is None else w[0], font=font)
        written.append(args.out)
    else:
        stem, ext = os.path.splitext(args.out)
        for i in range(len(pages)):
            path = args.out if len(pages) == 1 else "%s-%d%s" % (stem, i + 1, ext or "." + fmt)
            if fmt == "svg":
                with open(path, "w", encoding="utf-8") as f:
                    f.write(pipes_print.svg_text(pages[i], args.lang != "en"))
            else:
                pipes_print.write_png(pages[i], path, args.dpi, font)
            written.append(path)
    if args.text:
        with open(args.text, "w", encoding="utf-8") as f:
            for i in range(len(boards)):
                f.write(format_board(boards[i], ["board %d of %d, set seed %d, %s"
                                                 % (i + 1, len(boards), args.seed, spec.text())]))
                f.write("\n")
        written.append(args.text)
    for path in written:
        print(path)
    return 0


# -- simulate --------------------------------------------------------------------

def _median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def _dist(xs):
    return {"mean": round(sum(xs) / len(xs), 2), "median": _median(xs),
            "min": min(xs), "max": max(xs)}


def simulate(players, games, seed, bot_names, spec, rules, progress=None):
    """Play ``games`` games; returns the statistics as a JSON-able dict.
    ``progress(n)`` is called after each game (host_sim.progress)."""
    rng = Rng(seed)
    turns, rounds, nwinners, filled = [], [], [], []
    seat_wins = [0] * players
    bot_wins = {}
    causes = {}
    placed = [0] * el.COUNT
    passes = 0
    used = [0, 0, 0]
    recross = 0
    illegal = 0
    for game_no in range(games):
        gseed = rng.next32()
        boards = generate_set(spec, players, gseed)
        names = [bot_names[i % len(bot_names)] for i in range(players)]
        m = Match(boards, [make_bot(n) for n in names], gseed, rules, record=False).run()
        turns.append(m.turn)
        rounds.append(m.round)
        nwinners.append(len(m.winners))
        for w in m.winners:
            seat_wins[w] += 1
            bot_wins[names[w]] = bot_wins.get(names[w], 0) + 1.0 / len(m.winners)
        for p in m.players:
            if p.out:
                causes[REASONS[p.out]] = causes.get(REASONS[p.out], 0) + 1
            else:
                causes["still running (winner)"] = causes.get("still running (winner)", 0) + 1
            for e in range(el.COUNT):
                placed[e] += p.placed[e]
            passes += p.passes
            for k in range(3):
                used[k] += p.used[k]
            recross += p.recrossings
            illegal += p.illegal
            filled.append(p.water.filled)
        if progress is not None:
            progress(game_no + 1)
    seats = games * players
    allowance = spec.allowance
    return {
        "games": games, "players": players, "seed": seed, "bots": bot_names,
        "board": spec.text(),
        "rules": {"water_after_turn": rules.water_after_turn,
                  "crossing_cascade": rules.crossing_cascade,
                  "same_round_ties": rules.same_round_ties},
        "turns": _dist(turns), "water_rounds": _dist(rounds),
        "fields_filled_per_player": _dist(filled),
        "winners_per_game": {str(k): nwinners.count(k) for k in sorted(set(nwinners))},
        "wins_by_seat": seat_wins,
        "wins_by_bot": {k: round(bot_wins[k], 1) for k in sorted(bot_wins)},
        "eliminations_by_cause": {k: causes[k] for k in sorted(causes)},
        "elements_placed": {el.NAMES[e]: placed[e] for e in range(el.COUNT)},
        "passes": passes,
        "moves_per_seat": round((sum(placed) + passes) / seats, 2),
        "special_actions_used_per_seat": {
            ACTION_NAMES[k]: round(used[k] / seats, 2) for k in range(3)},
        "special_actions_used_share": {
            ACTION_NAMES[k]: (round(used[k] / (seats * allowance[k]), 3) if allowance[k] else None)
            for k in range(3)},
        "second_crossing_passes_per_seat": round(recross / seats, 3),
        "illegal_moves": illegal,
    }


def _print_stats(st):
    print("%d games, %d players, bots %s, seed %d" % (st["games"], st["players"],
                                                      ",".join(st["bots"]), st["seed"]))
    print("boards: %s" % st["board"])
    for key in ("turns", "water_rounds", "fields_filled_per_player"):
        d = st[key]
        print("%-26s mean %6.2f  median %5s  min %3d  max %3d"
              % (key.replace("_", " "), d["mean"], d["median"], d["min"], d["max"]))
    print("winners per game:          %s" % ", ".join(
        "%s: %d" % kv for kv in st["winners_per_game"].items()))
    print("wins by seat:              %s" % st["wins_by_seat"])
    if len(st["wins_by_bot"]) > 1:
        print("wins by bot:               %s" % st["wins_by_bot"])
    print("eliminations by cause:     %s" % ", ".join(
        "%s: %d" % kv for kv in st["eliminations_by_cause"].items()))
    print("elements placed:           %s" % ", ".join(
        "%s: %d" % kv for kv in st["elements_placed"].items()))
    print("passes:                    %d   (moves per seat %.2f)" % (st["passes"],
                                                                     st["moves_per_seat"]))
    print("special actions per seat:  %s" % ", ".join(
        "%s %.2f" % kv for kv in st["special_actions_used_per_seat"].items()))
    print("share of allowance used:   %s" % ", ".join(
        "%s %s" % (k, "-" if v is None else "%.1f%%" % (100 * v))
        for k, v in st["special_actions_used_share"].items()))
    print("second crossing passes:    %.3f per seat" % st["second_crossing_passes_per_seat"])
    print("illegal moves refused:     %d" % st["illegal_moves"])


def cmd_simulate(args):
    names = args.bot.split(",")
    for n in names:
        try:
            make_bot(n)
        except ValueError as e:
            print("pipes simulate: %s" % e, file=sys.stderr)
            return 2
    if args.players < 1 or args.games < 1:
        print("pipes simulate: --players and --games must be at least 1", file=sys.stderr)
        return 2
    rules = Rules(args.water_after, not args.no_cascade, not args.no_round_ties)
    try:
        spec = _spec(args)
        with Progress("games", args.games) as shown:
            st = simulate(args.players, args.games, args.seed, names, spec, rules,
                          progress=shown)
    except ValueError as e:
        print("pipes simulate: %s" % e, file=sys.stderr)
        return 2
    _print_stats(st)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(st, f, indent=1, sort_keys=True)
    return 0


def build_parser():
    ap = Parser(prog="python -m host_sim pipes",
                description="Pipes tools: water flow, printable boards, bot games")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("flow", help="the water's path on a board file, as JSON")
    p.add_argument("board", type=in_file, help="a board text file (or a set written by `boards --text`)")
    p.add_argument("--board", dest="number", type=int_range(1, 10000), default=None,
                   help="which board of a set file (1-based)")
    p.set_defaults(func=cmd_flow)
    p = sub.add_parser("boards", help="print a fair set of boards (A4 PDF, SVG or PNG)")
    p.add_argument("--count", type=int_range(1, 200), default=4)
    seed_option(p)
    p.add_argument("--out", required=True, type=out_file)
    p.add_argument("--format", choices=("pdf", "svg", "png"))
    p.add_argument("--dpi", type=int_range(20, 600), default=150, help="PNG resolution")
    p.add_argument("--text", type=out_file, help="also write the boards in the board text format here")
    p.add_argument("--lang", choices=("en", "pl", "cs", "ru"), default="en",
                   help="the language of the boards' words: en, pl (Polish: Hydraulik), cs (Czech), "
                        "ru (Russian); beyond English drawn with DejaVu Sans (Debian's "
                        "fonts-dejavu-core)")
    _add_spec_options(p)
    p.set_defaults(func=cmd_boards)
    p = sub.add_parser("simulate", help="bot games and their statistics")
    p.add_argument("--players", type=int_range(1, 8), default=4)
    p.add_argument("--games", type=int_range(1, 1000000), default=100)
    seed_option(p)
    p.add_argument("--bot", default="planner",
                   help="bot name, or a comma list cycled over the seats (%s)"
                   % ", ".join(n for n, _ in BOTS))
    p.add_argument("--water-after", type=int_range(0, 1000), default=12, help="water starts after this turn")
    p.add_argument("--no-cascade", action="store_true",
                   help="extra fields do not trigger further extra fields")
    p.add_argument("--no-round-ties", action="store_true",
                   help="players out in the same round are not tied")
    p.add_argument("--json", type=out_file, help="write the statistics here")
    _add_spec_options(p)
    p.set_defaults(func=cmd_simulate)
    return ap


def main(argv):
    args = build_parser().parse_args(argv)
    return args.func(args)
