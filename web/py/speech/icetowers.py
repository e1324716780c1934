# What the page says for IceTowers (web/py/speech).  The play clock counts
# up (the big text while playing): said each minute, never in the main
# text; the 3-2-1 counts are said through their screens' words.  The sides
# ("Red+Green v Yellow+Blue", "Red, Yellow + Gus (White)": referee_view)
# are said in words by SAY: a team's colours joined by "and", the match,
# Gus's colour; TEAMS holds the words, a language's icetowers_<lang>.py its
# own (keyed by its screen's word between the teams: words_ready, double).

ART = {}

WORDS = {
    "DROP > LOOP > END > back": "Calls: drop, loop, end, back",
    "tap: 3-2-1-GO": "tap: three, two, one, go",
}

QUIET = ()
ART_PHRASE = {}
COUNTDOWN = ("countdown", "drop")
COUNT_UP = {"play": "elapsed"}

TEAMS = {
    "vs": "v",                          # the screen's word between the two teams
    "match": "%s against %s",           # the two teams
    "and": "and",                       # a team's colours; the players and Gus
    "as": "as %s",                      # Gus's colour ("(White)"; with a comma first: after his name)
}


def teams(piece, t):
    """A piece naming IceTowers' sides in the words of ``t`` (a TEAMS), or
    None when it names none with symbols."""
    toks = piece.split()
    out = []
    found = False
    i = 0
    while i < len(toks):
        x = toks[i]
        if "+" in x[1:-1]:
            x = (" " + t["and"] + " ").join(x.split("+"))
            found = True
        elif x == "+":
            x = t["and"]
            found = True
        elif len(x) > 2 and x[0] == "(" and x[-1] == ")":
            x = t["as"] % x[1:-1]
            found = True
            if x[:1] == "," and out:
                out[-1] += x                # (", цвет Белый")
                i += 1
                continue
        elif x == t["vs"] and out and i + 1 < len(toks) and "+" in toks[i + 1]:
            right = (" " + t["and"] + " ").join(toks[i + 1].split("+"))
            x = t["match"] % (out.pop(), right)
            i += 1
        out.append(x)
        i += 1
    return " ".join(out) if found else None


def SAY(piece):
    return teams(piece, TEAMS)
