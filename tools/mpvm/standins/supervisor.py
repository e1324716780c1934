# supervisor: ticks_ms from the scenario's virtual clock; runtime is static.
NOW = [(1 << 29) - 60000]


def ticks_ms():
    return NOW[0]


class _Runtime:
    autoreload = True
    serial_connected = False


runtime = _Runtime()


def reload():
    raise RuntimeError("reload")
