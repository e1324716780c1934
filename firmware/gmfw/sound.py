# Sound cues as short tone sequences, played without blocking the loop.
#
# The tones come from the game being played (its ``CUES``, paired by
# App.cue_tones: ((Hz, ms), ...), 0 Hz = rest), so a new game brings its own
# sounds.
#
# Boards with a speaker get a looping sine sample per note, stopped when the
# note's time is up (checked every loop), so the countdown never stalls for a
# beep; a bare piezo (speaker kind "tone") gets gmfw/tone.py's square wave.
# Boards without one get nothing, silently.

import array
import math

from gamemaster.ticks import ticks_add, ticks_diff

SAMPLE_RATE = 8000


def tone_cycles(freq):
    # (cycles, samples) for a looping buffer that plays ``freq``: k whole
    # cycles in n samples plays k * SAMPLE_RATE / n Hz.  One cycle per buffer
    # rounds n to a whole number (8000 / 1200 = 6.67 -> 8 samples -> 1000 Hz,
    # and 988 -> 1000 Hz too); a few cycles in one buffer land within 0.5 %.
    best = None
    for k in range(1, 17):
        n = (k * SAMPLE_RATE * 2 + freq) // (2 * freq)
        if n < 4 * k or n < 8:            # at least 4 samples a cycle
            continue
        err = abs(k * SAMPLE_RATE - n * freq) * 1000 // (n * freq)
        if best is None or err < best[0]:
            best = (err, k, n)
        if err <= 2:
            break
    return best[1], best[2]


class PwmAudioVoice:
    # A speaker behind an amplifier: looping sine samples (CPB, CLUE).

    # Only the sample of the note playing is kept: a game plays up to nine
    # pitches, and a sample each held all game was ~2 KB of the nRF52840
    # boards' heap; making one takes a few hundred sines as a note starts.

    def __init__(self, pin):
        import audiopwmio
        self.out = audiopwmio.PWMAudioOut(pin)
        self._freq = None
        self._sample = None

    def play(self, freq):
        if freq != self._freq:
            import audiocore
            self.out.stop()
            self._sample = None             # the old one goes before the new is made
            k, n = tone_cycles(freq)
            # 8-bit samples: PWMAudioOut's DMA buffers are 4 bytes a byte of
            # the sample while it plays (ports/nordic/common-hal/audiopwmio/
            # PWMAudioOut.c play), so a note held ~0.6 KB as 16-bit samples
            # and ~0.3 KB as 8-bit; the PWM's ~11 bits at 8 kHz play a beep
            # no differently.  46/127: the volume 12000/32767 gave.
            buf = array.array("b", bytes(n))
            for i in range(n):
                buf[i] = int(math.sin(math.pi * 2 * k * i / n) * 46)
            self._sample = audiocore.RawSample(buf, sample_rate=SAMPLE_RATE)
            self._freq = freq
        self.out.play(self._sample, loop=True)

    def stop(self):
        self.out.stop()


class Sound:
    def __init__(self, audio, enable=None):
        self.audio = audio          # a voice (play(freq) / stop()) or None
        self.enable = enable        # DigitalInOut powering the amplifier
        self.enabled = True
        self.queue = []
        self.until = 0
        self.playing = False
        self.cue_id = None

    def cue(self, notes, cue_id, now):
        # Play ``notes`` once per new ``cue_id``.
        if cue_id == self.cue_id:
            return
        first = self.cue_id is None
        self.cue_id = cue_id
        if first or not notes or not self.enabled or self.audio is None:
            return
        if notes:
            self.queue = list(notes)
            self._next(now)

    def _next(self, now):
        if self.playing:
            self.audio.stop()
            self.playing = False
        if not self.queue:
            if self.enable is not None:
                self.enable.value = False
            return
        freq, ms = self.queue.pop(0)
        self.until = ticks_add(now, ms)
        if freq:
            if self.enable is not None:
                self.enable.value = True
            self.audio.play(freq)
            self.playing = True

    def service(self, now):
        if (self.playing or self.queue) and ticks_diff(now, self.until) >= 0:
            self._next(now)
