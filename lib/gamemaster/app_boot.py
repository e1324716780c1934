# The app's start after power-on and its restore from a snapshot
# (gamemaster.app: ``App.boot``, ``App.restore``): code a board runs at boot
# and after an error only, so the app loads it for the call and drops it.

from gamemaster import registry
from gamemaster.binary import Reader
from gamemaster.snapshot import SnapshotError, unframe


def boot(app, now, saved=None):
    mode = app.settings.get("GM_BOOT")
    if mode == "play":
        app.new_game(now, skip_ready=True)
        return "new game"
    if saved is not None:
        try:
            restored = restore(app, saved, now, apply_game=(mode == "resume"))
        except SnapshotError as e:
            app.notices.append(str(e) + ": new game")
        else:
            if restored:
                app.notices.append("resumed %s" % app.where())
                return "resumed"
    app.new_game(now)
    return "new game"


def restore(app, data, now, apply_game=True):
    # the snapshot App.snapshot wrote: the game's tag, the menu's changes,
    # paused or not, the game's own bytes
    payload = unframe(data)
    r = Reader(payload)
    tag = r.u8()
    overrides = r.blob()
    paused = r.u8()
    data = r.blob()
    r.done()
    game = None
    if apply_game and tag:
        gid = registry.id_for_tag(tag)
        if gid is None:
            raise SnapshotError("snapshot of an unknown game (%d)" % tag)
        game = registry.create(gid, app.settings, 1, app.files)
        try:
            app.settings.decode_overrides(overrides)
            restart = app.settings.get("GM_RESUME") == "restart_turn"
            game.restore(data, now, restart_turn=restart)
        except (IndexError, ValueError, KeyError) as e:
            raise SnapshotError("saved game unreadable (%s)" % e)
    else:
        app.settings.decode_overrides(overrides)
    if game is None:
        return False
    app.game = game
    app._take_game_notices()
    app.offset = 0
    app.paused = bool(paused)
    app.paused_at = now
    app.undo_stack = []
    app._touch()
    app._save_now = False
    return True
