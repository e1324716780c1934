"""The flash-wear figures the bench and the wear gate read: host_sim.wear
on every registered game and profile with wear figures, summarised.  A
module of its own so that bench/records/flash_wear.json (tools/records.py)
is keyed by the files this measurement reads, not by the whole bench."""

from host_sim import wear


def measure():
    """Both GM_SAVES modes on the nRF52840's pages and the ESP32-S3's NVS:
    {"worst": ... (nRF52840), "per_profile": {profile: {game: {mode: figures}}},
    "lasting_play_lost_s": {profile: {game: s}}, "lost_worst": ...}."""
    figures, worst = wear.measure()
    lasting = {name: {game: modes["lasting"]["lasting_play_lost_s"] for game, modes in games.items()}
               for name, games in figures.items()}
    age = max((s, name, game) for name, games in lasting.items() for game, s in games.items())
    lost = max((fig["games_lost_per_1000_h"], name, game, mode) for name, games in figures.items()
               for game, modes in games.items() for mode, fig in modes.items())
    return {"worst": {"hours_to_rated": worst[0], "profile": worst[1], "game": worst[2]},
            "nrf52840_profiles": [name for name, _ in wear.page_erase_profiles()],
            "per_profile": figures, "lasting_play_lost_s": lasting,
            "lasting_worst": {"s": age[0], "profile": age[1], "game": age[2]},
            "lost_worst": {"games_per_1000_h": lost[0], "profile": lost[1], "game": lost[2],
                           "mode": lost[3]},
            "safe_mode_resets_per_hour": wear.SAFE_MODE_RESETS_PER_HOUR}
