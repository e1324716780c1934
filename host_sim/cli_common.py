"""What every host-tool command shares: how it reads a text file, how it
checks its options, and how a mistake is reported.

* :func:`read_text` is the one reader of the text files the tools take
  (boards, fields, programs, tables, scripts, settings.toml): it reads the
  bytes and hands them to ``gamemaster.textfile.decode``, the same reader the
  firmware uses for settings.toml and its drive files.  UTF-8 with or without
  a byte-order mark, CRLF or LF; anything else raises :class:`InputError`,
  one line naming the file and what is wrong (missing, a folder, binary,
  not UTF-8 at byte offset N, too large).
* :class:`Parser` is ``argparse.ArgumentParser`` whose mistakes are one line
  (``PROG: argument --games: must be an integer 1..100000, got -1``), exit
  status 2, instead of the usage block.
* :func:`int_range` / :func:`float_range` are the option types: every numeric
  option has a range, and a value outside it is one line naming the option
  and the range.  :data:`SEED` is the range of every ``--seed``.
* :func:`in_file` marks an argument that names a text file to read (the
  command reads it with :func:`read_text`); tests/host/test_cli_inputs.py
  finds every such argument and numeric option in the argparse tree.

Exit statuses of every command (README, "Host tools"): 0 done; 1 a mistake
inside a file the command read, or a simulated run that failed; 2 a mistake
on the command line or a file that cannot be read as text; 3 ``golems
solve`` found no program, or ``run`` found no screen for its window.
"""

import argparse

from gamemaster import textfile

MAX_FILE_BYTES = 256 * 1024     # the largest text file a tool reads (a set of 100 boards: ~40 KB)
SEED = (0, 2 ** 32 - 1)         # every --seed (the project's PRNG takes 32 bits)

EXIT_OK, EXIT_FILE_MISTAKE, EXIT_USAGE, EXIT_NOT_FOUND = 0, 1, 2, 3


class InputError(Exception):
    """A file the command cannot read as text: one line, exit status 2."""


def read_text(path, limit=MAX_FILE_BYTES):
    """The text of the file ``path`` ("\\n" line ends, no byte-order mark)."""
    try:
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise InputError("%s: no such file" % path) from None
    except IsADirectoryError:
        raise InputError("%s: a folder, not a file" % path) from None
    except OSError as e:
        raise InputError("%s: cannot read (%s)" % (path, e.strerror or e)) from None
    try:
        return textfile.decode(data, path, limit)
    except ValueError as e:
        raise InputError(str(e)) from None


def in_file(path):
    """argparse ``type`` of an argument naming a text file to read."""
    return path


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose mistakes are one line, exit status 2, and
    whose --help gives every ranged option's range."""

    def __init__(self, *args, **kwargs):
        # descriptions taken from docstrings: their ``code`` marks are
        # reStructuredText, not what a terminal should show
        if kwargs.get("description"):
            kwargs["description"] = kwargs["description"].replace("``", "")
        super().__init__(*args, **kwargs)

    def add_argument(self, *args, **kwargs):
        action = super().add_argument(*args, **kwargs)
        span = getattr(action.type, "range", None)
        if span is not None and action.help != argparse.SUPPRESS and \
                "%s..%s" % span not in (action.help or ""):
            action.help = (action.help + " " if action.help else "") + "(%s..%s)" % span
        return action

    def error(self, message):
        self.exit(EXIT_USAGE, "%s: %s (see --help)\n" % (self.prog, message))


def _ranged(kind, convert, lo, hi):
    def parse(text):
        try:
            value = convert(text)
        except (ValueError, OverflowError):
            raise argparse.ArgumentTypeError("must be %s %s..%s, got %r" % (kind, lo, hi, text))
        if value != value or not lo <= value <= hi:       # (NaN too)
            raise argparse.ArgumentTypeError("must be %s %s..%s, got %s" % (kind, lo, hi, text))
        return value
    parse.range = (lo, hi)
    parse.__name__ = "%s %s..%s" % (kind, lo, hi)
    return parse


def int_range(lo, hi):
    """argparse ``type``: an integer lo..hi."""
    return _ranged("an integer", int, lo, hi)


def float_range(lo, hi):
    """argparse ``type``: a number lo..hi."""
    return _ranged("a number", float, lo, hi)


def seed_option(p, default=1, help=None):
    p.add_argument("--seed", type=int_range(*SEED), default=default,
                   help=help or "the seed, %d..%d (default %s)" % (SEED[0], SEED[1], default))
