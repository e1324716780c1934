# A mistake in a drive file (a field or a program: ``textfmt``'s parser,
# ``cards.check_program``, ``Field.battle_problem``, ``drive.load_battle``)
# as a message: a tuple (id, argument, ...) of ``words_mistake_<lang>.py``,
# worded in the language in use only when it is shown (docs/architecture.md,
# "Languages").  An argument is an int, a str shown as it is (a file's name,
# what the file holds, as typed), a message, or a list of messages (", ").
# A file that is not text is the text reader's message ("text", ...:
# gamemaster.textfile, its words words_problems_<lang>.py).
# Loaded with the battle's readers, or by the setup screen for a moment to
# word a refused battle: a board holds its words only then.

from gamemaster import registry


class Mistake(ValueError):
    def __init__(self, *msg):
        super().__init__(msg)
        self.msg = msg

    def __str__(self):
        return text(self.msg)


def text(msg):
    # ``msg`` in the language in use (a str: a reader's own line, as it is)
    return _word(msg, registry.words("gamemaster.golems.words_mistake"))


def _word(msg, w):
    if isinstance(msg, list):
        return ", ".join(_word(m, w) for m in msg)
    if not isinstance(msg, tuple):
        return msg
    if msg[0] == "text":
        # a file that is not text: the text reader's (gamemaster.textfile)
        w = registry.words("gamemaster.words_problems")
        return w[msg[1]] % msg[2:]
    return w[msg[0]] % tuple(_word(a, w) for a in msg[1:])
