"""``python -m host_sim golems ...``: Golem Battle host tools.

* ``battle FIELD PROGRAM... [--rounds N]``: autonomous golems, round by round;
* ``solve FIELD [--goal bring-barrel] [--slots N] [--hand CARDS --all-cards]
  [--require repeat|condition]``: a shortest program for the puzzle, under the
  puzzle conditions the rules list;
* ``entry --lost 1,0,2,0 --settings-out S --script-out P``: a settings file
  and a button script that start a game of as many golems and enter the
  lives each lost in round 1 on the device (host_sim.entry_plans).

File formats: docs/golems-formats.md.  Exit status: 0 done, 1 a file has a
mistake (the message names file, line and column), 2 bad command line or a
file that cannot be read as text (host_sim.cli_common),
3 ``solve`` found no program.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LIB = os.path.join(os.path.dirname(HERE), "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)

from gamemaster.golems import drive, engine, mistake, solver, textfmt  # noqa: E402
from gamemaster.golems.field import BARREL, COLOUR_NAMES  # noqa: E402
from host_sim.cli_common import InputError, Parser, in_file, int_range, read_text  # noqa: E402


class FileMistake(Exception):
    pass


def _dashes(value):
    # settings.toml writes GOLEMS_ATTACKED = "this_row"; the flags say this-row
    return value.replace("_", "-")


def _read(path):
    return read_text(path)


def _load_field(path, options):
    try:
        return textfmt.parse_field(_read(path), options.box_tokens)
    except ValueError as e:
        raise FileMistake("%s: %s" % (path, e))


def _load_program(path):
    try:
        program = textfmt.parse_program(_read(path))
        drive.check_autonomous(program)
        return program
    except ValueError as e:
        raise FileMistake("%s: %s" % (path, e))


def _options(args):
    return engine.Options(moves=args.moves, attacked=args.attacked.replace("-", "_"),
                          energy_rule=args.energy_rule.replace("-", "_"),
                          box_tokens=args.box_tokens)


def _indent(text, pad="    "):
    return "\n".join(pad + line for line in text.rstrip("\n").split("\n"))


def cmd_battle(args, out):
    options = _options(args)
    field = _load_field(args.field, options)
    why = field.battle_problem()
    if why:
        raise FileMistake("%s: %s" % (args.field, mistake.text(why)))
    if len(args.programs) != len(field.golems):
        raise FileMistake("%s: %d golems on the field (%s) but %d program files"
                          % (args.field, len(field.golems),
                             " ".join(COLOUR_NAMES[g.colour] for g in field.golems),
                             len(args.programs)))
    programs = [_load_program(p) for p in args.programs]
    siege = engine.siege_attacker(field)
    battle = engine.Battle(field, programs, options, energy=args.energy,
                           max_rounds=args.rounds, siege=siege)
    for g, p in zip(field.golems, programs):
        out.write("%-6s %s\n" % (COLOUR_NAMES[g.colour], textfmt.format_program(p)))
    out.write("start:\n%s\n" % _indent(textfmt.format_field(field, False)))
    recharges = args.recharges
    while True:
        while not battle.over():
            out.write("round %d (energy %d)\n" % (battle.round + 1, battle.energy))
            rows = battle.play_round()
            for k in range(len(rows)):
                out.write("  row %d: %s\n" % (k + 1, textfmt.format_row(field, rows[k])))
            out.write(_indent(textfmt.format_field(field, False)) + "\n")
            out.write("  lives: %s\n" % ", ".join(
                "%s %d" % (COLOUR_NAMES[g.colour], g.lives) for g in field.golems))
        res = battle.result()
        if res[0] != "tie" or not recharges or battle.stopped():
            break
        # the rules' tie-break: the golems tied with most lives play on
        recharges -= 1
        battle.recharge()
        out.write("tie (%s): recharged to energy %d; %s\n" % (
            ", ".join(COLOUR_NAMES[c] for c in res[1]), battle.energy, _benched(battle)))
    text = textfmt.format_result(res, battle.captured)
    if battle.stopped():
        out.write("stopped after %d round(s) (--rounds); standing now:\n" % battle.round)
    elif battle.ended is not None:
        text += " (round %d, row %d%s)" % (battle.ended[0], battle.ended[1], {
            engine.CASTLE_TAKEN: "", engine.KNOCKOUT: ", knock-out",
            engine.ENERGY_OUT: ", energy out"}[engine.end_reason(field, siege)])
    out.write("result: %s\n" % text)
    if battle.benched:
        out.write("%s\n" % _benched(battle))
    if res[0] == "tie":
        out.write("the rules offer a draw or a recharge (energy set to %d)\n"
                  % battle.options.recharge)
    return 0


def _benched(battle):
    # the golems a recharge left out, most lives first
    return "out at a recharge: %s" % ", ".join(
        "%s %d" % (COLOUR_NAMES[g.colour], g.lives) for g in battle.benched)


def cmd_solve(args, out):
    options = _options(args)
    field = _load_field(args.field, options)
    if len(field.golems) != 1:
        raise FileMistake("%s: the puzzle needs exactly one golem, found %d"
                          % (args.field, len(field.golems)))
    if BARREL not in field.cells:
        raise FileMistake("%s: the puzzle needs a barrel (o) on the field" % args.field)
    try:
        hand = solver.parse_hand(args.hand) if args.hand is not None else None
        puzzle = solver.Puzzle(args.max_slots, args.bonus, args.slots, hand, args.all_cards,
                               args.require or (), options)
    except ValueError as e:
        sys.stderr.write("golems solve: %s\n" % e)
        return 2
    slots, why = solver.bring_barrel(field, puzzle=puzzle)
    if slots is None:
        if why == "impossible":
            out.write("no program brings a barrel back to the start on this field"
                      " under these conditions\n")
        else:
            out.write("no program of up to %d slots; try --max-slots\n" % puzzle.max_slots)
        return 3
    rounds = solver.as_rounds(slots)
    out.write("%s: %d slots, %d round(s)\n" % ("exactly" if args.slots else "shortest",
                                               len(slots), len(rounds)))
    for i in range(len(rounds)):
        out.write("round %d: %s\n" % (i + 1, textfmt.format_program(rounds[i])))
    if len(slots) % 4:
        out.write("(the barrel is home after slot %d: the rest is never played)\n"
                  % len(slots))
    return 0


def build_parser():
    ap = Parser(prog="python -m host_sim golems",
                description="Golem Battle tools (formats: docs/golems-formats.md)")
    sub = ap.add_subparsers(dest="command", required=True)

    def rules(p):
        p.add_argument("--moves", choices=("relative", "absolute"), default="relative",
                       help="move cards relative to the facing (default) or Up/Down/Left/Right")
        p.add_argument("--attacked", choices=("this-row", "last-row"), default="this-row", type=_dashes,
                       help="what 'Attacked?' looks at")
        p.add_argument("--energy-rule", choices=("stop-at-1", "spend-all"), default="stop-at-1", type=_dashes,
                       help="the game ends when energy reaches 1 (9 rounds) or 0 (10 rounds)")
        p.add_argument("--box-tokens", action="store_true",
                       help="refuse fields needing more tokens than the box has "
                            "(10 barrels, 5 water, 6 walls)")

    b = sub.add_parser("battle", help="autonomous golems: FIELD and one PROGRAM per golem "
                                      "(red, blue, yellow, green order)")
    b.add_argument("field", type=in_file)
    b.add_argument("programs", nargs="+", metavar="PROGRAM", type=in_file)
    b.add_argument("--rounds", type=int_range(1, 1000), default=None,
                   help="stop after at most N rounds (the energy track may end it sooner)")
    b.add_argument("--energy", type=int_range(1, 99), default=10, help="starting energy (10)")
    b.add_argument("--recharges", type=int_range(0, 99), default=0,
                   help="a tie at energy out recharges the tied golems (the others are out), "
                        "at most N times (default 0: the tie is the result)")
    rules(b)
    s = sub.add_parser("solve", help="find a shortest program for a puzzle")
    s.add_argument("field", type=in_file)
    s.add_argument("--goal", choices=("bring-barrel",), default="bring-barrel",
                   help="the puzzle: take the barrel and bring it back to the golem's start "
                        "point (the only one so far)")
    s.add_argument("--max-slots", type=int_range(1, 40), default=16)
    s.add_argument("--bonus", action="store_true", help="allow Repeat cards (once each a round)")
    s.add_argument("--slots", type=int_range(1, 40), default=None,
                   help="exactly N slots: the barrel arrives with the N-th")
    s.add_argument("--hand", default=None,
                   help="the cards for the whole puzzle, e.g. 'F F L T 2 E' "
                        "(F B L R S X D T; 2 3 Repeat, E A Enemy?/Attacked?)")
    s.add_argument("--all-cards", action="store_true", help="use every card of --hand")
    s.add_argument("--require", action="append", choices=solver.REQUIREMENTS,
                   help="the program must use a Repeat / a Condition card (repeatable flag)")
    rules(s)
    from host_sim.entry_plans import add_command
    add_command(sub, "a settings file and a button script that enter the lives each golem "
                "lost in round 1 on the device", "--lost", "the lives each golem lost (red, "
                "blue, yellow, green), 0..3, e.g. 1,0,2,0: as many players")
    return ap


def cmd_entry(args, out):
    from host_sim import entry_plans as plans
    try:
        lost = plans.numbers(args.lost, 0, plans.START_LIVES)
    except ValueError as e:
        sys.stderr.write("python -m host_sim golems entry: --lost %s\n" % e)
        return 2
    out.write(plans.write(args, plans.golems_settings(len(lost), args.seed),
                          "Golem Battle, %d golems: the lives lost in round 1 (%s) entered "
                          "(python -m host_sim golems entry)" % (len(lost), ", ".join(map(str, lost))),
                          plans.golems_to_lives(), plans.golems_lives(lost)) + "\n")
    return 0


def main(argv, out=None):
    out = out or sys.stdout
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    try:
        if args.command == "battle":
            return cmd_battle(args, out)
        if args.command == "entry":
            return cmd_entry(args, out)
        return cmd_solve(args, out)
    except FileMistake as e:
        sys.stderr.write("%s\n" % e)          # it names the file, as the other tools' do
        return 1
    except InputError as e:
        sys.stderr.write("%s\n" % e)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
