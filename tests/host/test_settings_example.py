"""settings.toml.example in the repo is exactly what the schema generates
(the bundle ships the same text): editing one without the other fails."""

import os

from gamemaster.settings_doc import example_toml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_example_file_matches_the_schema():
    with open(os.path.join(ROOT, "settings.toml.example")) as f:
        assert f.read() == example_toml() + "\n", "settings.toml.example is stale: make settings-example"
