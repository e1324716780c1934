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


def test_every_cue_note_plays_within_one_percent(monkeypatch):
    monkeypatch.setitem(sys.modules, "audiocore", types.SimpleNamespace(RawSample=audio.RawSample))
    from gmfw import sound
    voice = sound.PwmAudioVoice.__new__(sound.PwmAudioVoice)
    voice.held = None
    from gamemaster import registry
    freqs = set()
    for game_id in registry.ids():              # every registered game's cues
        cues = registry.game_class(game_id).CUES
        freqs |= {f for name in cues for f, _ in cues[name] if f}
    freqs = sorted(freqs)
    assert 1200 in freqs and 988 in freqs
    for f in freqs:
        played = voice._sample(f).info()["hz"]
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
