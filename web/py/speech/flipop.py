# What the page says for Flipop (web/py/speech).  The time banks are the
# running clock: said at its marks, never in the main text.  A move's
# notation (Position.describe: "W b1-b2 g a1", the chooser's "2/5 ...", the
# player's "you: b1-b2") is said in words by SAY: the side, each hole "to"
# the next, a ball leaving the board, the gates turned; the hole names stay
# (a screen reader says "b1" well).  NOTATION holds the words: a language's
# flipop_<lang>.py has its own, keyed by its screen's letters and gates'
# word (lib/gamemaster/flipop/words_view_versus_<lang>.py, entries 25, 26).

ART = {}

WORDS = {
    "Thinking...": "Thinking",
}

QUIET = ()
ART_PHRASE = {}
COUNTDOWN = ()
COUNT_UP = {}

NOTATION = {
    "sides": {"W": ("White", "White moves"), "B": ("Black", "Black moves")},   # alone, before a move
    "gate_word": "g",                   # the screen's word before the gates
    "count": "%s of %s:",               # the chooser's "2/5"
    "from": "%s",                       # a move's first hole
    "to": " to ",                       # before each next hole
    "off": " and off the board",        # after a hole where a ball left the board ("x")
    "gate": "turns gate %s",
    "gates": "turns gates %s",
    "and": " and ",                     # between gates
    "twice": "%s twice",                # a gate the move turns twice ("g a1,a1")
    "times": "%s %d times",             # three times or more
}


def _hole(t, files="abcde", ranks="12345"):
    # "b2" (a hole; a gate with files "abcd", ranks "1234")
    return len(t) == 2 and t[0] in files and t[1] in ranks


def _path(t):
    # "b1-b2", "b4-c5x": two holes or more, "x" after one a ball left by
    parts = t.split("-")
    for p in parts:
        if not _hole(p[:2]) or p[2:] not in ("", "x"):
            return False
    return len(parts) > 1


def _path_words(t, n):
    holes = t.split("-")
    out = n["from"] % holes[0]
    for k in range(1, len(holes)):
        h = holes[k]
        out += n["to"] + h[:2]
        if h[2:]:
            out += n["off"]
            if k < len(holes) - 1:      # the chain goes on from there
                out += "; " + n["from"] % h[:2]
    return out


def _gate_list(gates, n):
    # "a1", "a1 and b2"; a gate the move turns more than once with its count
    names = []
    for g in gates:
        if g not in names:
            names.append(g)
    said = []
    for g in names:
        k = gates.count(g)
        said.append(g if k == 1 else n["twice"] % g if k == 2 else n["times"] % (g, k))
    return len(names), n["and"].join(said)


def notation(piece, n):
    """A piece of a Flipop line in the words of ``n`` (a NOTATION), or None
    when it holds neither a move nor a side's letter."""
    toks = piece.split()
    out = []
    found = False
    i = 0
    while i < len(toks):
        t = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else ""
        count = t.split("/")
        gates = nxt.split(",")
        if len(count) == 2 and count[0].isdigit() and count[1].isdigit():
            t = n["count"] % (count[0], count[1])
        elif t in n["sides"]:
            t = n["sides"][t][1 if _path(nxt) else 0]
            found = True
        elif _path(t):
            t = _path_words(t, n)
            found = True
        elif t == n["gate_word"] and out and all(_hole(g, "abcd", "1234") for g in gates):
            out[-1] += ";"              # the gates in a clause of their own
            k, said = _gate_list(gates, n)
            t = n["gate" if k == 1 else "gates"] % said
            i += 1
        out.append(t)
        i += 1
    return " ".join(out) if found else None


def SAY(piece):
    return notation(piece, NOTATION)
