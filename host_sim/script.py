"""Button scripts for headless runs.

One command per line::

    wait SECONDS    let SECONDS (a decimal number) of virtual time pass
    press           a tap: button down, 120 ms, up (then 100 ms released)
    hold SECONDS    button down, SECONDS, up (then 100 ms released)
    reset           cut the power (RAM lost, NVM kept) and boot again

Blank lines and ``#`` comments are ignored.  Errors name the line and what
was expected, and the whole script is checked before anything runs.
"""

import math

PRESS_SECONDS = 0.120
RELEASE_SECONDS = 0.100
COMMANDS = ("wait", "press", "hold", "reset")


class ScriptError(ValueError):
    pass


class Command:
    def __init__(self, name, seconds, line):
        self.name = name
        self.seconds = seconds
        self.line = line

    def __repr__(self):
        return "Command(%r, %r, line=%d)" % (self.name, self.seconds, self.line)

    def __eq__(self, other):
        return (isinstance(other, Command) and (self.name, self.seconds, self.line)
                == (other.name, other.seconds, other.line))


def _seconds(word, where, name):
    try:
        value = float(word)
    except ValueError:
        raise ScriptError("%s: '%s' needs a number of seconds, got %r" % (where, name, word))
    if not math.isfinite(value) or value < 0:
        raise ScriptError("%s: '%s' needs a finite number of seconds >= 0, got %r"
                          % (where, name, word))
    return value


def parse(text, source="script"):
    """Commands from a script's text (a str or a list of lines)."""
    lines = text.splitlines() if isinstance(text, str) else list(text)
    commands = []
    for number, raw in enumerate(lines, 1):
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        where = "%s line %d" % (source, number)
        words = content.split()
        name = words[0].lower()
        args = words[1:]
        if name not in COMMANDS:
            raise ScriptError("%s: unknown command %r (expected one of: %s)"
                              % (where, words[0], ", ".join(COMMANDS)))
        if name in ("wait", "hold"):
            if len(args) != 1:
                raise ScriptError("%s: '%s' takes exactly one argument (seconds), got %d"
                                  % (where, name, len(args)))
            commands.append(Command(name, _seconds(args[0], where, name), number))
        else:
            if args:
                raise ScriptError("%s: '%s' takes no arguments, got %r"
                                  % (where, name, " ".join(args)))
            commands.append(Command(name, PRESS_SECONDS if name == "press" else 0.0, number))
    return commands


def load(path):
    """Commands of the script file ``path``; host_sim.cli_common.InputError
    when it cannot be read as text."""
    from host_sim.cli_common import read_text
    return parse(read_text(path), source=path)


def duration(commands):
    """Virtual seconds a script spans (resets take no time)."""
    return sum(c.seconds for c in commands)
