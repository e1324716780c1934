# The live region's words on the MicroPython VM (the page's own VM): each
# (language, game, screen text) put in words by web/py/speech as the page
# does it (tests/web/test_speech_notation.py compares them with CPython's).
# Runs in the VM (tools/mpvm "step" mode), so: no pytest, no dict order.
from gamemaster import registry

import speech


class SpeechScenario:
    def __init__(self, args):
        self.cases = args["cases"]
        self.out = []

    def step(self):
        for lang, game, text in self.cases:
            registry.LANG = lang
            d = speech._data(game)
            self.out.append(speech.clean(text, d.WORDS, speech._shared(), getattr(d, "SAY", None)))
        registry.LANG = "en"
        return False

    def result(self):
        return "\n".join(self.out)


def make(args):
    return SpeechScenario(args)
