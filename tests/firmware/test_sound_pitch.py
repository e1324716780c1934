"""Every cue's notes play at their written pitch (issue 13 item 6).

The speaker boards loop an 8 kHz ``audiocore.RawSample``; the simulator's
RawSample (host_sim.hw.audio) measures the pitch from the buffer's zero
crossings, i.e. what the speaker would actually play.  A one-cycle buffer
rounds to a whole number of samples: 1200 Hz (tick) and 988 Hz (warn) both
came out at 1000 Hz.
"""

import os
import sys
import types

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "firmware"))

from host_sim.hw import audio  # noqa: E402


class _Out:
    # audiopwmio.PWMAudioOut as far as the voice uses it
    def __init__(self):
        self.playing = None
        self.made = []

    def play(self, sample, loop=False):
        assert loop
        self.playing = sample
        if sample not in self.made:
            self.made.append(sample)

    def stop(self):
        self.playing = None


def test_only_the_playing_notes_sample_is_held(monkeypatch):
    # a sample per pitch held all game cost ~2 KB of the nRF52840 boards' heap
    monkeypatch.setitem(sys.modules, "audiocore", types.SimpleNamespace(RawSample=audio.RawSample))
    from gmfw import sound
    voice = sound.PwmAudioVoice.__new__(sound.PwmAudioVoice)
    voice.out = _Out()
    voice._freq = voice._sample = None
    for f in (660, 988, 660, 660):
        voice.play(f)
    assert [k for k, v in vars(voice).items() if isinstance(v, audio.RawSample)] == ["_sample"]
    assert abs(voice.out.playing.info()["hz"] - 660) <= 6.6
    assert len(voice.out.made) == 3          # a new pitch makes its sample; the same one again does not


def test_every_cue_note_plays_within_one_percent(monkeypatch):
    monkeypatch.setitem(sys.modules, "audiocore", types.SimpleNamespace(RawSample=audio.RawSample))
    from gmfw import sound
    voice = sound.PwmAudioVoice.__new__(sound.PwmAudioVoice)
    voice.out = _Out()
    voice._freq = voice._sample = None
    from gamemaster import registry
    freqs = set()
    for game_id in registry.ids():              # every registered game's cues
        cues = registry.game_class(game_id).CUES
        freqs |= {f for name in cues for f in cues[name][::2] if f}
    freqs = sorted(freqs)
    assert 1200 in freqs and 988 in freqs
    for f in freqs:
        voice.play(f)
        played = voice.out.playing.info()["hz"]
        assert abs(played - f) * 100 <= f, (f, played)
    # by hand: 1200 Hz = 3 cycles in 20 samples (3 * 8000 / 20 = 1200 exactly)
    assert sound.tone_cycles(1200) == (3, 20)


def test_raw_sample_takes_8_and_16_bit_buffers_only_as_in_c():
    # shared-bindings/audiocore/RawSample.c: typecode h, H, b, B (or a
    # bytearray); a float or 32-bit array raises on a board and so here
    import array

    import pytest
    for code in ("f", "i", "l", "d"):
        with pytest.raises(ValueError, match="sample_source buffer"):
            audio.RawSample(array.array(code, [0, 1]))
    for buf in (array.array("h", [0, 100]), array.array("B", [0, 200]), bytearray(4), b"\x00\x80"):
        audio.RawSample(buf, sample_rate=8000)


def test_pipes_and_icetowers_never_ask_for_two_tones_within_one_percent():
    # Two notes within 1 % of each other sound the same: a game asks for
    # one pitch (a speaker board makes a new pitch's sample as it starts,
    # gmfw/sound.py).  (Golem Battle and Flipop still ask for 659 and 660 Hz.)
    from gamemaster import registry
    for game_id in ("pipes", "icetowers"):
        cues = registry.game_class(game_id).CUES
        freqs = sorted({f for name in cues for f in cues[name][::2] if f})
        for a, b in zip(freqs, freqs[1:]):
            assert (b - a) * 100 > a, (game_id, a, b)
