"""``python -m host_sim deploy CIRCUITPY=/path`` (or ``--drive PATH``): put
the bundle onto a mounted CircuitPython drive.

Why it works the way it does:

* A CircuitPython board restarts ``code.py`` whenever a file on its drive
  changes.  Files are written only when their bytes differ, and ``code.py``
  is written last, so the board restarts once, with every library already
  in place, instead of crashing on a half-copied one.
* The drive must have ``boot_out.txt`` (CircuitPython writes it at every
  boot): a folder without one is refused, so a typo cannot spray files into
  a home directory.  Its first line gives the CircuitPython version, which
  picks the cp9 or cp10 image; its ``Board ID`` line is checked against the
  profiles in ``boards/``.
* ``settings.toml`` belongs to the user (Wi-Fi keys, their game choices):
  it is never overwritten.  The generated example always lands as
  ``settings.toml.example`` and becomes ``settings.toml`` only when the
  drive has none.
* Each file is written to a temporary name, flushed to the device and then
  renamed, so a pulled cable leaves either the old file or the new one.
* Free space is checked before the first write.
* Nothing lands outside the drive: a bundle entry with an absolute path, a
  ``..``, a backslash or a link, and a drive folder that is a link leading
  out of the drive, are refused before anything is written, and
  ``--clean`` removes files only inside the drive's own folders of ours.
  A bundle that is not a zip (empty, text, over ``MAX_BUNDLE_BYTES``) is one
  line, exit status 2; files are read with a size bound.
"""

import io
import os
import re
import stat
import sys
import zipfile

from host_sim import bundle

CODE = "code.py"
SETTINGS = "settings.toml"
SETTINGS_EXAMPLE = "settings.toml.example"


MAX_BUNDLE_BYTES = 16 * 1024 * 1024       # a bundle zip is ~0.3 MB
MAX_IMAGE_BYTES = 32 * 1024 * 1024        # what its files may unpack to (a CIRCUITPY is 2-4 MB)
MAX_IMAGE_FILES = 5000


class DeployError(Exception):
    """A reason not to touch the drive, worded for the person running deploy."""


class BundleFileError(DeployError):
    """The --bundle file is not a bundle zip at all (exit status 2)."""


def read_boot_out(drive):
    """(CircuitPython major version, board_id or None) from the drive's boot_out.txt."""
    if not os.path.isdir(drive):
        raise DeployError("%s is not a folder: give the path where the CIRCUITPY drive is mounted" % drive)
    path = os.path.join(drive, "boot_out.txt")
    if not os.path.isfile(path):
        raise DeployError("%s has no boot_out.txt, so it is not a CircuitPython drive (CIRCUITPY); "
                          "nothing was written. Plug the board in, wait for the CIRCUITPY drive "
                          "and pass its mount point." % drive)
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read(4096)                 # a few lines; never a whole device
    match = re.search(r"CircuitPython (\d+)\.(\d+)", text)
    if not match:
        raise DeployError("%s does not say which CircuitPython version runs (expected a first line "
                          "like 'Adafruit CircuitPython 9.2.1 on ...')" % path)
    board = re.search(r"^Board ID:\s*(\S+)", text, re.M)
    return int(match.group(1)), (board.group(1) if board else None)


def _entry_problem(name, info):
    # why a zip entry could land outside the drive, or None
    if "\\" in name or ":" in name or name.startswith("/"):
        return "an absolute or Windows path"
    if any(part in ("", ".", "..") for part in name.rstrip("/").split("/")):
        return "a '..', '.' or empty path part"
    if stat.S_ISLNK(info.external_attr >> 16):
        return "a link"
    return None


def load_image(zip_path):
    """{drive path: bytes} from a bundle zip (its one top folder stripped).
    Every entry is checked before any is used: BundleFileError for a file
    that is no bundle zip, DeployError for an entry that could land
    outside the drive."""
    try:
        size = os.path.getsize(zip_path)
        regular = os.path.isfile(zip_path)
    except OSError as e:
        raise BundleFileError("%s: cannot read (%s)" % (zip_path, e.strerror or e)) from None
    if not regular:
        raise BundleFileError("%s is not a file" % zip_path)
    if size == 0:
        raise BundleFileError("%s is empty, not a bundle zip" % zip_path)
    if size > MAX_BUNDLE_BYTES:
        raise BundleFileError("%s is too large for a bundle (%d bytes, at most %d)"
                              % (zip_path, size, MAX_BUNDLE_BYTES))
    files = {}
    try:
        with zipfile.ZipFile(zip_path) as zf:
            infos = zf.infolist()
            if len(infos) > MAX_IMAGE_FILES or sum(i.file_size for i in infos) > MAX_IMAGE_BYTES:
                raise BundleFileError("%s unpacks to more than a drive holds (%d files, %d bytes)"
                                      % (zip_path, len(infos), sum(i.file_size for i in infos)))
            for info in infos:
                problem = _entry_problem(info.filename, info)
                if problem:
                    raise DeployError("%s: entry %r is %s, which could land outside the drive; "
                                      "nothing was written" % (zip_path, info.filename, problem))
            for info in infos:
                name = info.filename
                if name.endswith("/"):
                    continue
                top, _, rest = name.partition("/")
                if not rest:
                    raise DeployError("%s: %s is not inside the bundle's top folder" % (zip_path, name))
                files[rest] = zf.read(info)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError, ValueError) as e:
        raise BundleFileError("%s is not a bundle zip (%s)" % (zip_path, e)) from None
    if CODE not in files:
        raise DeployError("%s has no code.py: not a bundle built by python -m host_sim bundle" % zip_path)
    return files


def plan_actions(image, drive):
    """Ordered list of (action, drive path, bytes or None, reason).

    action is "write", "same" (already identical), "keep" (never touched) or
    "remove" (an old .py the image's .mpy replaces: it would shadow it).
    """
    actions = []
    for path in sorted(image):
        if path == CODE:
            continue
        data = image[path]
        if path == SETTINGS_EXAMPLE:
            actions.append(_compare(drive, SETTINGS_EXAMPLE, data, "settings example"))
            if os.path.exists(os.path.join(drive, SETTINGS)):
                actions.append(("keep", SETTINGS, None, "yours: never overwritten"))
            else:
                actions.append(("write", SETTINGS, data, "none on the drive yet: the example"))
            continue
        actions.append(_compare(drive, path, data, ""))
        if path.endswith(".mpy") and os.path.exists(os.path.join(drive, *(path[:-4] + ".py").split("/"))):
            # a .py beside it would be imported instead (CircuitPython tries .py first)
            actions.append(("remove", path[:-4] + ".py", None, "the .mpy replaces it"))
    actions.append(_compare(drive, CODE, image[CODE], "last, so the board restarts once"))
    return actions


def _compare(drive, path, data, reason):
    target = os.path.join(drive, *path.split("/"))
    try:
        if os.path.isfile(target):
            with open(target, "rb") as f:
                if f.read(len(data) + 1) == data:
                    return ("same", path, data, reason)
    except OSError:
        pass
    return ("write", path, data, reason)


def _inside(drive, path):
    """True when ``path`` (on the drive) resolves inside the drive: no link
    on the way leads out of it."""
    root = os.path.realpath(drive)
    target = os.path.realpath(os.path.join(drive, *path.split("/")))
    return target == root or target.startswith(root + os.sep)


def stale_files(image, drive):
    """Files inside our own folders on the drive that the bundle no longer
    has.  A folder of ours that is a link, or leads out of the drive, is
    not looked into (os.walk does not follow links below it)."""
    owned = sorted({path.split("/")[0] + "/" for path in image if path.count("/") and not path.startswith("lib/")}
                   | {"lib/gamemaster/"})
    stale = []
    for prefix in owned:
        top = os.path.join(drive, *prefix.strip("/").split("/"))
        if os.path.islink(top) or not _inside(drive, prefix.strip("/")):
            continue
        for dirpath, _, filenames in os.walk(top):
            for name in filenames:
                rel = os.path.relpath(os.path.join(dirpath, name), drive).replace(os.sep, "/")
                if rel not in image and _inside(drive, rel.rsplit("/", 1)[0]):
                    stale.append(rel)
    return sorted(stale)


def write_file(drive, path, data):
    target = os.path.join(drive, *path.split("/"))
    os.makedirs(os.path.dirname(target), exist_ok=True)
    tmp = target + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, target)


def deploy(drive, zip_path=None, cp=None, dry_run=False, clean=False, dist_dir=None, out=None):
    """Copy the bundle onto ``drive``; returns the list of actions taken (or planned)."""
    out = out or io.StringIO()
    version, board_id = read_boot_out(drive)
    cp = cp or version
    if cp not in bundle.TARGETS:
        raise DeployError("the drive runs CircuitPython %d; bundles exist for %s"
                          % (version, ", ".join("%d.x" % t for t in bundle.TARGETS)))
    if zip_path is None:
        dist_dir = dist_dir or os.path.join(bundle.ROOT, "dist")
        zip_path = os.path.join(dist_dir, "%s-cp%d.zip" % (bundle.NAME, cp))
        if not os.path.exists(zip_path):
            print("building %s first" % zip_path, file=out)
            bundle.build(dist_dir=dist_dir, targets=(cp,), log=lambda line: print(line, file=out))
    image = load_image(zip_path)
    if board_id:
        known = bundle.supported_boards()
        if board_id not in known:
            print("note: no profile for Board ID %s; the firmware will ask for GM_BOARD in settings.toml"
                  % board_id, file=out)
        else:
            print("board %s -> profile boards/%s.py" % (board_id, known[board_id]), file=out)
    else:
        print("note: boot_out.txt names no Board ID; the firmware picks its profile from the "
              "board at boot (GM_BOARD in settings.toml names one)", file=out)
    actions = plan_actions(image, drive)
    outside = [path for action, path, _, _ in actions if action in ("write", "remove")
               and not _inside(drive, path)]
    if outside:
        raise DeployError("%s on %s leads out of the drive through a link; nothing was written"
                          % (outside[0], drive))
    removed = set(path for action, path, _, _ in actions if action == "remove")
    stale = [p for p in stale_files(image, drive) if p not in removed] if clean or dry_run else []
    needed = sum(len(data) for action, _, data, _ in actions if action == "write")
    free = _free_bytes(drive)
    print("%s CircuitPython %d.x image %s onto %s (%d bytes to write, %d free)"
          % ("would copy" if dry_run else "copying", cp, os.path.basename(zip_path), drive, needed, free),
          file=out)
    if needed > free:
        raise DeployError("not enough room on %s: %d bytes to write, %d free; delete old files "
                          "(e.g. unused libraries in lib/) and try again" % (drive, needed, free))
    for action, path, data, reason in actions:
        note = (" (%s)" % reason) if reason else ""
        if action == "write":
            print("%s %s, %d bytes%s" % ("would write" if dry_run else "write", path, len(data), note), file=out)
            if not dry_run:
                write_file(drive, path, data)
        elif action == "remove":
            print("%s %s (%s)" % ("would remove" if dry_run else "remove", path, reason), file=out)
            if not dry_run:
                os.remove(os.path.join(drive, *path.split("/")))
        elif action == "keep":
            print("keep %s%s" % (path, note), file=out)
        elif dry_run:
            print("same %s" % path, file=out)
    for path in stale:
        if clean and not dry_run:
            os.remove(os.path.join(drive, *path.split("/")))
            print("remove %s (no longer in the bundle)" % path, file=out)
        else:
            print("%s %s (no longer in the bundle%s)" % ("would remove" if clean else "stale",
                                                          path, "" if clean else "; --clean removes it"),
                  file=out)
    if not dry_run:
        changed = sum(1 for a in actions if a[0] == "write")
        print("done: %d files written, %d unchanged" % (changed, sum(1 for a in actions if a[0] == "same")),
              file=out)
    return actions


def _free_bytes(drive):
    import shutil
    return shutil.disk_usage(drive).free


def build_parser():
    from host_sim.cli_common import Parser
    parser = Parser(prog="python -m host_sim deploy",
                    description="copy the bundle onto a mounted CIRCUITPY drive")
    parser.add_argument("--drive", help="mount point of the CIRCUITPY drive (or CIRCUITPY=PATH)")
    parser.add_argument("--dry-run", action="store_true", help="list what would be done, write nothing")
    parser.add_argument("--bundle", help="zip to deploy (default: dist/<name>-cp<N>.zip, built if missing)")
    parser.add_argument("--cp", type=int, choices=bundle.TARGETS,
                        help="CircuitPython major version to deploy for (default: from boot_out.txt)")
    parser.add_argument("--clean", action="store_true",
                        help="remove files in our own folders that the bundle no longer has")
    return parser


def main(argv):
    positional = [a for a in argv if a.startswith("CIRCUITPY=")]
    rest = [a for a in argv if not a.startswith("CIRCUITPY=")]
    args = build_parser().parse_args(rest)
    # --drive, a CIRCUITPY=PATH argument, or CIRCUITPY in the environment
    drive = args.drive or (positional[-1].split("=", 1)[1] if positional else None) \
        or os.environ.get("CIRCUITPY")
    if not drive:
        print("deploy: error: say where the drive is: CIRCUITPY=/media/you/CIRCUITPY or --drive PATH",
              file=sys.stderr)
        return 2
    try:
        deploy(drive, zip_path=args.bundle, cp=args.cp, dry_run=args.dry_run, clean=args.clean,
               out=sys.stdout)
    except (DeployError, bundle.BundleError) as exc:
        print("deploy: error: %s" % exc, file=sys.stderr)
        return 2 if isinstance(exc, BundleFileError) else 1
    return 0
