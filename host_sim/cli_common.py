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
* :func:`out_file` / :func:`out_dir` mark an argument naming a file or a
  folder the command writes: before the command starts, a path it could
  not write (a folder where a file belongs, no permission, a device that
  refuses writes such as /dev/full, a disk with no room) is one line, exit
  status 2; a write that fails later (the disk fills up) ends the command
  the same way (``python -m host_sim``'s handler; the simulator stops its
  firmware at once).  tests/host/test_cli_outputs.py finds them.
* An empty value (``--settings ''``) is a mistake on the command line.

Exit statuses of every command (README, "Host tools"): 0 done; 1 a mistake
inside a file the command read, or a simulated run that failed; 2 a mistake
on the command line or a file that cannot be read as text; 3 ``golems
solve`` found no program, or ``run`` found no screen for its window.
"""

import argparse
import os
import shutil

from gamemaster import textfile

MAX_FILE_BYTES = 256 * 1024     # the largest text file a tool reads (a set of 100 boards: ~40 KB)
MIN_FREE_BYTES = 64 * 1024      # a disk with less room is full for an output
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


def _nearest_folder(path):
    # the closest existing folder at or above ``path``'s parent
    parent = os.path.dirname(os.path.abspath(path))
    while not os.path.exists(parent):
        parent = os.path.dirname(parent)
    return parent


def _room(folder, path):
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        return None
    if free < MIN_FREE_BYTES:
        return "%s: no space left on its disk (%d bytes free)" % (path, free)
    return None


def output_problem(path, folder=False):
    """Why ``path`` cannot be written as a file (``folder``: a folder the
    command fills), in one line, or None.  Touches nothing but ``path``
    itself: an existing file is opened for appending and written nothing
    (a device such as /dev/full refuses even that), a new one is created
    and removed; a folder gets a file made and removed inside it."""
    if path == "":
        return "an empty path"
    if os.path.isdir(path):
        if not folder:
            return "%s is a folder, not a file" % path
        try:
            fd = os.open(os.path.join(path, ".gm-write-check"), os.O_WRONLY | os.O_CREAT, 0o666)
            os.close(fd)
            os.remove(os.path.join(path, ".gm-write-check"))
        except OSError as e:
            return "cannot write in %s (%s)" % (path, e.strerror or e)
        return _room(path, path)
    if os.path.lexists(path):
        if folder:
            return "%s is a file, not a folder" % path
        try:
            fd = os.open(path, os.O_WRONLY | os.O_APPEND)
            try:
                os.write(fd, b"")
            finally:
                os.close(fd)
        except OSError as e:
            return "cannot write %s (%s)" % (path, e.strerror or e)
        return _room(os.path.dirname(os.path.abspath(path)), path) if os.path.isfile(path) else None
    above = _nearest_folder(path)
    if not os.path.isdir(above):
        return "%s: %s is a file, not a folder" % (path, above)
    if above == os.path.dirname(os.path.abspath(path)) and not folder:
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            os.remove(path)
        except OSError as e:
            return "cannot write %s (%s)" % (path, e.strerror or e)
    elif not os.access(above, os.W_OK | os.X_OK):
        return "cannot write in %s (permission denied)" % above
    return _room(above, path)


def out_file(path):
    """argparse ``type`` of an argument naming a file the command writes."""
    problem = output_problem(path)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return path


def out_dir(path):
    """argparse ``type`` of an argument naming a folder the command writes into."""
    problem = output_problem(path, folder=True)
    if problem:
        raise argparse.ArgumentTypeError(problem)
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

    def parse_known_args(self, args=None, namespace=None):
        # an empty value ("--settings ''", "--out=") is a mistake, not "unset"
        import sys
        words = list(sys.argv[1:] if args is None else args)
        for i, word in enumerate(words):
            if word == "" or (word.startswith("--") and word.endswith("=")):
                opt = word[:-1] if word else (words[i - 1] if i and words[i - 1].startswith("-")
                                               else "a positional argument")
                self.error("argument %s: an empty value" % opt)
        return super().parse_known_args(words, namespace)

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
