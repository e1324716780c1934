# What the page says for Golem Battle (web/py/speech).  The bonus roll is an
# animation: its frames are not said, its result is (the lines).  A row of
# a battle the device plays (engine.format_report's short form, with the
# lives left: "Red: then 3(F) ok/clash/ok -1 [2]") is said in words by SAY:
# the card by its name, a repeat's count, each step's result, the lives
# lost and left, the barrel dropped.  ROW holds the words: a language's
# golems_<lang>.py has its own (the cards as the Russian rules print them).

ART = {}

WORDS = {
    "Red ...": "",
    "Blue ...": "",
    "Green ...": "",
    "Yellow ...": "",
}

QUIET = ("roll",)
# a phase's big text in a phrase ({} is the text)
ART_PHRASE = {"lives": "{} lives"}
COUNTDOWN = ()
COUNT_UP = {}

ROW = {
    # the action cards, in cards.LETTERS' order (F B L R S X D T)
    "cards": ("forward", "back", "turn left", "turn right", "stand", "strike", "defend", "take"),
    "branch": "%s",                     # a condition's branch ("then", "else") before its card
    "repeat": "%s %s times",            # a repeat's card, its count (2 or 3)
    "lost": "loses %s",                 # "-1": lives lost in the row
    "barrel": "the barrel",             # "o" after the report's word for a barrel dropped
    "lives": "lives left: %s",          # "[2]"
}
LETTERS = "FBLRSXDT"                    # (gamemaster.golems.cards.LETTERS)


def _act(t, row):
    # "F", "3(F)": an action card or a repeat of one, in words, else None
    if len(t) == 1 and t in LETTERS:
        return row["cards"][LETTERS.index(t)]
    if len(t) == 4 and t[0].isdigit() and t[1] == "(" and t[3] == ")" and t[2] in LETTERS:
        return row["repeat"] % (row["cards"][LETTERS.index(t[2])], t[0])
    return None


def report(piece, row):
    """A golem's row report in the words of ``row`` (a ROW), or None when
    ``piece`` is none ("Name: ... [lives]")."""
    toks = piece.split()
    last = toks[-1] if toks else ""
    if len(toks) < 2 or not toks[0].endswith(":") or not (last[:1] == "[" and last[-1:] == "]"
                                                         and last[1:-1].isdigit()):
        return None
    out = toks[0]
    state = 0           # 0: before the card, 1: its results next, 2: after them
    for i in range(1, len(toks) - 1):
        t = toks[i]
        act = _act(t, row) if state == 0 else None
        if act:
            out += " " + act
            state = 1
        elif state == 0 and _act(toks[i + 1], row):
            out += " " + row["branch"] % t                  # a condition's answer
        elif state == 1:
            out += ": " + "; ".join(t.split("/"))      # each step's result
            state = 2
        elif t[:1] == "-" and t[1:].isdigit():
            out += "; " + row["lost"] % t[1:]
        elif t == "o":
            out += " " + row["barrel"]
        else:
            out += ("; " if state == 2 else " ") + t      # the barrel's verb; a branch, "out"
    return out + "; " + row["lives"] % last[1:-1]


def SAY(piece):
    return report(piece, ROW)
