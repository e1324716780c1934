"""``audiocore`` / ``audiopwmio`` (and a tiny ``synthio``) that record, not play.

Every start and stop lands in the Machine's ``audio_log`` as
``(t_ms, event)`` so tests and the recorder can see which sounds the firmware
started and when.  ``playing`` turns False when a non-looping sample's
duration has passed on the virtual clock.
"""

import array


def _samples(buffer):
    if isinstance(buffer, array.array):
        return list(buffer), buffer.typecode
    view = memoryview(buffer)
    return list(view.cast("B") if view.format not in ("b", "B", "h", "H") else view), view.format


def describe(buffer, sample_rate):
    """Length and a zero-crossing pitch estimate of a mono sample buffer."""
    values, fmt = _samples(buffer)
    if not values:
        return {"samples": 0, "rate": sample_rate, "ms": 0, "hz": 0}
    if fmt in ("H", "B"):
        mid = 0x8000 if fmt == "H" else 0x80
    else:
        mid = 0
    # Counted cyclically (last sample back to the first): firmware loops
    # one-period buffers to make a tone, and that wrap is a real crossing.
    crossings = 0
    above = values[-1] >= mid
    for v in values:
        now_above = v >= mid
        if now_above != above:
            crossings += 1
            above = now_above
    seconds = len(values) / float(sample_rate)
    hz = int(round(crossings / 2.0 / seconds)) if seconds else 0
    return {"samples": len(values), "rate": sample_rate,
            "ms": int(round(seconds * 1000)), "hz": hz}


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        if channel_count not in (1, 2):
            raise ValueError("channel_count must be 1 or 2")
        # shared-bindings/audiocore/RawSample.c: 8- or 16-bit samples only
        code = buffer.typecode if isinstance(buffer, array.array) else memoryview(buffer).format
        if code not in ("h", "H", "b", "B"):
            raise ValueError("sample_source buffer must be a bytearray or array of type "
                             "'h', 'H', 'b' or 'B'")
        self._buffer = buffer
        self.channel_count = channel_count
        self.sample_rate = sample_rate
        self._info = describe(buffer, sample_rate * channel_count)

    def info(self):
        return dict(self._info)

    def deinit(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


class WaveFile:
    """Reads the header only: enough for duration and logging."""

    def __init__(self, file, buffer=None):
        import wave
        if isinstance(file, str):
            file = open(file, "rb")
        with wave.open(file, "rb") as w:
            self.sample_rate = w.getframerate()
            self.channel_count = w.getnchannels()
            frames = w.getnframes()
        ms = int(round(frames * 1000.0 / self.sample_rate)) if self.sample_rate else 0
        self._info = {"samples": frames, "rate": self.sample_rate, "ms": ms, "hz": 0}

    def info(self):
        return dict(self._info)

    def deinit(self):
        pass


class PWMAudioOut:
    """Per-boot subclasses set ``_boot``."""

    _boot = None

    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        from host_sim.hw import pins
        self._pin = pins.pin_name(left_channel) or repr(left_channel)
        self._sample = None
        self._loop = False
        self._started_us = 0
        self._paused = False
        self._deinited = False
        self._log("open", {"pin": self._pin})

    def _log(self, kind, detail):
        machine = self._boot.machine
        if self._boot.alive:
            entry = {"t_ms": machine.now_us // 1000, "event": kind, "boot": self._boot.number}
            entry.update(detail)
            machine.audio_log.append(entry)

    def _check(self):
        if self._deinited:
            raise ValueError("Object has been deinitialized and can no longer be used. "
                             "Create a new object.")

    def play(self, sample, *, loop=False):
        self._check()
        self._sample = sample
        self._loop = bool(loop)
        self._paused = False
        self._started_us = self._boot.machine.now_us
        detail = sample.info() if hasattr(sample, "info") else {}
        detail["loop"] = self._loop
        self._log("play", detail)

    def stop(self):
        self._check()
        if self._sample is not None and self.playing:
            self._log("stop", {})
        self._sample = None

    @property
    def playing(self):
        self._check()
        if self._sample is None:
            return False
        if self._loop:
            return True
        ms = self._sample.info().get("ms", 0) if hasattr(self._sample, "info") else 0
        if ms is None:
            return True
        return self._boot.machine.now_us - self._started_us < ms * 1000

    @property
    def paused(self):
        return self._paused and self.playing

    def pause(self):
        self._check()
        self._paused = True

    def resume(self):
        self._check()
        self._paused = False

    def deinit(self):
        if not self._deinited:
            self._deinited = True
            self._sample = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


class Note:
    """``synthio.Note``: a frequency and little else."""

    def __init__(self, frequency, *, panning=0.0, waveform=None, envelope=None,
                 amplitude=1.0, bend=0.0, **_ignored):
        self.frequency = frequency
        self.amplitude = amplitude
        self.waveform = waveform
        self.envelope = envelope


class Synthesizer:
    """``synthio.Synthesizer``: logs note presses through the output playing it."""

    _boot = None

    def __init__(self, *, sample_rate=11025, channel_count=1, waveform=None, envelope=None):
        self.sample_rate = sample_rate
        self.pressed = ()

    def info(self):
        return {"synth": True, "ms": None}   # plays until stopped

    def press(self, notes=()):
        notes = _as_notes(notes)
        self.pressed = tuple(self.pressed) + tuple(n for n in notes if n not in self.pressed)
        self._log("press", notes)

    def release(self, notes=()):
        notes = _as_notes(notes)
        self.pressed = tuple(n for n in self.pressed if n not in notes)
        self._log("release", notes)

    def release_all(self):
        self._log("release", self.pressed)
        self.pressed = ()

    def release_then_press(self, release=(), press=()):
        self.release(release)
        self.press(press)

    def _log(self, kind, notes):
        machine = self._boot.machine
        if self._boot.alive:
            machine.audio_log.append({
                "t_ms": machine.now_us // 1000, "event": "synth_" + kind,
                "boot": self._boot.number,
                "hz": [n.frequency if isinstance(n, Note) else n for n in notes]})

    def deinit(self):
        pass


def _as_notes(notes):
    if isinstance(notes, (Note, int, float)):
        return (notes,)
    return tuple(notes)
