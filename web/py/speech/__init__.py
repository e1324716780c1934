# What the page's live region says: a View turned into words for a screen
# reader, once per change (the page's side only: a board has no screen
# reader).  The mechanics are here; every word is data, in words.py (what
# every game shares: the button's zones, the clock, units and signs) and in
# one module per game, so a translation changes those files only: in a
# language other than English (gamemaster.registry.LANG, GM_LANG) its
# words_<lang>.py and <game>_<lang>.py, with the plural rule of its clock's
# words (a game without its own <game>_<lang>.py says its English, as its
# screen shows English: docs/architecture.md, "Languages").  A game's
# module holds: ART (a picture's payload -> words: Pipes' elements), WORDS
# (a screen text, whole or a piece, -> words), ART_PHRASE (a phase's big
# text in a phrase: "2" -> "2 lives"), QUIET (phases whose big text is an
# animation's frames), COUNTDOWN (phases whose big digits are a count the
# screen's words explain), COUNT_UP (phase -> the fact that is a clock
# counting up), and where its screens show notation SAY (a piece of a line
# -> its words, or None: Flipop's moves, Golem Battle's row reports,
# IceTowers' sides).
#
# Rules (docs/architecture.md, "The web page"):
# * what changed is said, in words: a new screen (game or phase) says its
#   title, picture, lines and hint; on the same screen only the parts that
#   changed, and of a line only its pieces that did (a Pipes turn says its
#   number and element, a Flipop move whose turn it is and the move's
#   number, an IceTowers call its word); a picture the title says
#   already ("Row 1" under "Round 1: row 1") is not said twice;
# * no code names and no symbols: a picture is said through its game's ART
#   words, a text the game's WORDS replace whole or piece by piece, a game's
#   notation its SAY puts in words ("W b1-b2 g a1": "White moves b1 to b2;
#   turns gate a1"), pieces of symbols only ("<>", "...") are dropped,
#   "DROP" is said "Drop", "red/blue" "red and blue";
# * a running clock is never in the main text (a piece with m:ss is dropped);
#   it is said on its own at the marks of words.clock_mark: every minute
#   above one, every 10 s in the last minute, and at 5 s;
# * an animation (a phase in the game's QUIET) says its result, not its
#   frames: its big text is not said;
# * while the button is held only the zone a release would give is said
#   (pause, undo, menu), once per zone; a tap's press says nothing, so a tap
#   gives the one announcement of what it changed.

from gamemaster import registry
from speech import words as english

_modules = {}


def _module(name):
    # speech.<name>, or None when there is none (a game without its own
    # words); a miss is not kept: on the page a game's words come with its
    # archive (web/build.py), which may be on its way
    if name not in _modules:
        try:
            _modules[name] = __import__("speech." + name, None, None, ("WORDS",))
        except ImportError:
            return None
    return _modules[name]


def _shared():
    # what every game shares, in the language in use
    lang = registry.LANG
    return english if lang == "en" else (_module("words_" + lang) or english)


def _data(game):
    # a game's words in the language in use, else its English, else the shared ones
    lang = registry.LANG
    d = _module(game + "_" + lang) if lang != "en" else None
    return d or _module(game) or _shared()


def _clock_in(piece):
    # "5:00", "0:07": a clock reading (digits, a colon, two digits)
    n = len(piece)
    for i in range(1, n - 2):
        if piece[i] == ":" and piece[i - 1].isdigit() and piece[i + 1].isdigit() and piece[i + 2].isdigit():
            return True
    return False


def _has_word(token):
    # a letter or a digit in it (MicroPython's isalpha() knows ASCII only: a
    # letter beyond it, ż or ж, is one too)
    for c in token:
        if c.isalpha() or c.isdigit() or c > "\x7f":
            return True
    return False


def _has_letter(token):
    # a letter in it (as _has_word: beyond ASCII too)
    for c in token:
        if c.isalpha() or c > "\x7f":
            return True
    return False


def _tokens(toks, words):
    # each token in words; a unit after a number (a sign before it or not)
    # in the number's form ("1 s:" is "1 second:", "+5 s" "plus 5 seconds")
    for i, t in enumerate(toks):
        bare = t.rstrip(":,;.!?")
        n = toks[i - 1] if i else ""
        if n[:1] in words.SIGNS:
            n = n[1:]                   # "+5 s"
        if n.isdigit() and bare in words.UNITS:
            yield _unit(int(n), bare, words) + t[len(bare):]
        else:
            yield _token(t, words)


def _unit(n, unit, words):
    # a unit after the number n, in the form n takes ("1 s": "second")
    forms = getattr(words, "UNIT_FORMS", {}).get(unit)
    return forms[words.form(n)] if forms else words.UNITS[unit]


def _token(t, words):
    # one token in words: units and signs from words.py (``words``: the
    # language's), NxM, words/words, CAPITALS; a mark after it ("s:") kept
    end = len(t)
    while end > 1 and t[end - 1] in ":,;.!?":
        end -= 1
    if end < len(t):
        w = _token(t[:end], words)
        return w + t[end:] if w else ""
    if t in words.TOKENS:
        return words.TOKENS[t]
    head = t[:1]
    if head in words.SIGNS and len(t) > 1:
        return words.SIGNS[head] + " " + _token(t[1:], words)
    tail = t[-1:]
    if tail in words.UNITS and t[:-1].isdigit():
        return t[:-1] + " " + _unit(int(t[:-1]), tail, words)
    x = t.find("x")
    if 0 < x < len(t) - 1 and t[:x].isdigit() and t[x + 1:].isdigit():
        return t[:x] + " " + words.BY + " " + t[x + 1:]
    parts = t.split("/")
    if len(parts) > 1 and all(_has_letter(p) for p in parts):
        return (" " + words.SLASH + " ").join(_token(p, words) for p in parts)   # "red/blue"
    letters = [c for c in t if c.isalpha()]
    if len(letters) > 1 and t.upper() == t:
        return t[0] + t[1:].lower()     # "DROP" said as a word, not spelled
    return t if _has_word(t) else ""


def clean(text, table, words=None, say=None):
    # A screen text -> words: whole in the game's WORDS, else piece by piece
    # (pieces split at ", ", two spaces, " > " and " / "), a piece with a
    # clock dropped, a piece the game's SAY puts in words (its notation:
    # Flipop's moves), symbols dropped, tokens through _token (``words``:
    # the shared words of the language in use).
    words = words or _shared()
    text = text.strip()
    if not text:
        return ""
    if text in table:
        return table[text]
    if text in words.WORDS:
        return words.WORDS[text]
    pieces = []
    for sep in (" > ", " / "):
        text = text.replace(sep, ", ")
    for piece in text.replace("  ", ", ").split(", "):
        piece = piece.strip()
        if not piece or _clock_in(piece):
            continue
        said = say(piece) if say else None
        if said is not None:
            pass
        elif piece in table:
            said = table[piece]
        elif piece in words.WORDS:
            said = words.WORDS[piece]
        else:
            said = " ".join(w for w in _tokens(piece.split(), words) if w)
        if said:
            pieces.append(said)
    return ", ".join(pieces)


def _words(text):
    return [w.strip(":,;.!?").lower() for w in text.split()]


def _within(part, others):
    # ``part``'s words, in a row, among one of ``others``' words
    want = _words(part)
    n = len(want)
    for o in others:
        have = _words(o)
        for i in range(len(have) - n + 1):
            if have[i:i + n] == want:
                return True
    return False


def join(parts):
    # sentences: a part that ends in its own mark ("Go!") takes no full stop
    out = ""
    for p in parts:
        if out:
            out += " " if out[-1] in ".!?:" else ". "
        out += p
    return out


class Speech:
    def __init__(self):
        self.screen = None        # (game, phase) of the parts below
        self.parts = ()           # what the screen says, part by part
        self.zone = None          # the hold's zone last said
        self.mark = None          # the clock's last mark said
        self.clock_s = None       # and its last reading

    def parts_of(self, v):
        d = _data(v.game)
        w = _shared()
        table = d.WORDS
        say = getattr(d, "SAY", None)       # a game's notation in words (Flipop's moves)
        out = [clean(v.title, table, w)]
        kind, payload = v.art if v.art is not None else ("text", "")
        quiet = v.phase in d.QUIET
        lines = [clean(line, table, w, say) for line in (v.lines or ())]
        if kind == "text":
            art = "" if quiet or payload.isdigit() and v.phase in d.COUNTDOWN else clean(payload, table, w)
            if art and v.phase in d.ART_PHRASE and payload.isdigit():     # (a number: not "NO")
                art = d.ART_PHRASE[v.phase].replace("{}", art)     # "2" -> "2 lives"
            if art and _within(art, [out[0]] + lines):
                art = ""                 # said already ("Row 1" under "Round 1: row 1")
        else:
            art = d.ART.get(kind, {}).get(payload, "") if isinstance(payload, str) else ""
        out.append(art)
        out.extend(lines)
        out.append(clean(v.hint, table, w))
        return [p for p in out if p]

    def say(self, v, zone=None):
        """The words to say for view ``v`` ("" when nothing new); ``zone``:
        the gesture a release would give while the button is held
        (gamemaster.gestures: "tap", "pause", "undo", "menu"), else None."""
        ring = v.ring or ("off",)
        if ring[0] == "hold":
            # the button is down: only a new zone past a tap's (its hint says
            # what a release does there: pause, undo, change, the menu)
            if zone == self.zone:
                return ""
            self.zone = zone
            w = _shared()
            if zone is None or zone == w.TAP_ZONE:
                return ""
            return clean(v.hint, w.ZONES, w)
        self.zone = None
        screen = (v.game, v.phase)
        parts = self.parts_of(v)
        clock = self.clock(v, screen == self.screen)
        if screen != self.screen:
            said = parts
        else:
            # of a part that changed, the pieces that did ("move 2" of
            # "move 2, bank 300 seconds plus 5 seconds")
            old = self.parts
            had = set()
            for p in old:
                had.update(p.split(", "))
            said = []
            for p in parts:
                if p not in old:
                    new = [x for x in p.split(", ") if x not in had]
                    said.append(", ".join(new) if new else p)
        self.screen = screen
        self.parts = parts
        if clock:
            said.append(clock)
        return join(said)

    def clock(self, v, same_screen):
        # the clock's words at a mark it just reached on this screen
        d = _data(v.game)
        up = d.COUNT_UP.get(v.phase)
        if up is not None:
            s = v.fact(up)
            total = None
        else:
            s = v.seconds_left
            total = v.clock_total
        w = _shared()
        if s is None or (total is not None and total < w.CLOCK_SHORTEST):
            self.mark = self.clock_s = None
            return ""
        mark = english.clock_mark(s, up is not None)
        last = self.clock_s
        self.clock_s = s
        # a new screen's clock, or one set back (a new turn's, the other
        # player's bank) is not a mark reached
        if not same_screen or last is None or (s < last if up is not None else s > last):
            self.mark = mark
            return ""
        if mark is None or mark == self.mark:
            return ""
        self.mark = mark
        return english.clock_words(mark, up is not None, w)

