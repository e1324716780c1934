# The app's start of a game, its start after power-on and its restore from
# a snapshot (gamemaster.app: ``App.new_game``, ``App.boot``,
# ``App.restore``): code a board runs at boot, after an error and at the
# menu's "new game" only, so the app loads it for the call and drops it.

from gamemaster import registry
from gamemaster.snapshot import SnapshotError, payload_of


def new_game(app, now, game_id=None, skip_ready=False, seed=None):
    game_id = game_id or app.settings.get("GM_GAME")
    if seed is None:
        # GM_SEED, else the board's entropy, else 1
        seed = app.settings.get("GM_SEED")
        if not seed:
            seed = 1 if app.entropy is None else (app.entropy() & 0x7FFFFFFF or 1)
    try:
        app.game = registry.create(game_id, app.settings, seed, app.files)
    except TypeError as e:
        # a game that breaks the contract: say which hook it lacks, and
        # let the table play the first registered game instead
        first = registry.games()[0][0]
        if game_id == first:
            raise
        app.notices.append(str(e))
        app.game = registry.create(first, app.settings, seed, app.files)
    app.offset = 0
    app.paused = False
    app.undo_stack = []
    app.game.start(app.game_now(now), skip_ready)
    _take_notices(app)
    app._touch(save=True)


def _take_notices(app):
    # what the game asked the players to read (Game.tell), after the
    # settings' own problems, on the same notice screen
    told = getattr(app.game, "notices", None)
    if told:
        app.notices.extend(told)
        del told[:]


def boot(app, now, saved=None):
    mode = app.settings.get("GM_BOOT")
    if mode == "play" and record(saved)[0] != 0:
        new_game(app, now, skip_ready=True)
        return "new game"
    if saved is not None:
        try:
            restored = restore(app, saved, now, apply_game=(mode == "resume"))
        except SnapshotError as e:
            app.notices.append(str(e) + registry.words("gamemaster.words_notices")[1])     # new_game
        else:
            if restored:
                app.notices.append(registry.words("gamemaster.words_notices")[0] % app.where())   # resumed
                return "resumed"
    new_game(app, now)
    return "new game"


def record(saved):
    # (the game's tag, the menu's changes) of a good saved record, or
    # (None, b"").  Tag 0 is the menu's switch to a game this boot had not
    # loaded (App.snapshot(switch=True)): every GM_BOOT starts that game
    # new, with the changes; the firmware reads it before any game's code
    # (gmfw/boot.py), to compile that game first.
    payload = payload_of(saved) if saved is not None else None
    if not payload:
        return None, b""
    try:
        return payload[0], _blob(payload, 1)[0]
    except SnapshotError:
        return None, b""


def _blob(payload, at):
    # The bytes at ``at`` after their u16 length (App.snapshot), and where
    # the next field starts.
    end = at + 2
    if end <= len(payload):
        end += payload[at] | (payload[at + 1] << 8)
    if end > len(payload):
        raise SnapshotError("snapshot payload too short")
    return bytes(payload[at + 2:end]), end


def restore(app, data, now, apply_game=True):
    # the snapshot App.snapshot wrote: the game's tag, the menu's changes,
    # paused or not, the game's own bytes; the reader that says why a
    # record is refused is loaded for this only
    from gamemaster.snapshot_read import unframe
    try:
        payload = unframe(data)
    finally:
        registry._drop("gamemaster.snapshot_read")
    overrides, at = _blob(payload, 1)
    tag = payload[0]
    data, end = _blob(payload, at + 1)
    paused = payload[at]
    if end != len(payload):
        raise SnapshotError("snapshot payload has %d extra bytes" % (len(payload) - end))
    game = None
    if apply_game and tag:
        gid = registry.id_for_tag(tag)
        if gid is None:
            raise SnapshotError(registry.words("gamemaster.words_notices")[12] % tag)  # unknown_game
        game = registry.create(gid, app.settings, 1, app.files)
        try:
            app.settings.decode_overrides(overrides)
            restart = app.settings.get("GM_RESUME") == "restart_turn"
            game.restore(data, now, restart_turn=restart)
        except (IndexError, ValueError, KeyError) as e:
            raise SnapshotError(registry.words("gamemaster.words_notices")[11] % e)    # unreadable
    else:
        app.settings.decode_overrides(overrides)
    if game is None:
        return False
    app.game = game
    _take_notices(app)
    app.offset = 0
    app.paused = bool(paused)
    app.paused_at = now
    app.undo_stack = []
    app._touch()
    app._save_now = False
    return True
