"""Rows of what the simulated board showed, one per changed frame.

The firmware publishes its state in ``gmfw.telemetry`` (``frame`` counter,
``view`` dict, ``errors``, ``boot_count``); the recorder reads it at every
``time.sleep`` entry, i.e. right after the loop iteration that drew the frame.
A row is written when the telemetry frame counter, the ring as sent to the
LEDs, or the boot changed.  Reading is a couple of attribute lookups when
nothing changed, because the loop runs it hundreds of thousands of times.
"""

import json
import os
import sys

# Every row has these; a game's own facts (View.info: Pipes' turn and water
# round, Golem Battle's round...) follow under their own names.
VIEW_KEYS = ("game", "phase", "title", "art", "big", "seconds_left", "lines", "hint", "cue",
             "warning")


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return repr(value)


class Recorder:
    def __init__(self, out_path=None, frames_dir=None, keep=True, telemetry="gmfw.telemetry"):
        self.rows = [] if keep else None
        self.count = 0
        self.telemetry_name = telemetry
        # line-buffered: rows can be followed live (tail -f, the window tests)
        if out_path and os.path.dirname(os.path.abspath(out_path)):
            os.makedirs(os.path.dirname(os.path.abspath(out_path)), exist_ok=True)
        self._out = open(out_path, "w", buffering=1) if out_path else None
        self.out_path = out_path
        self._base = os.path.dirname(os.path.abspath(out_path)) if out_path else os.getcwd()
        self.frames_dir = os.path.abspath(frames_dir) if frames_dir else None
        if self.frames_dir:
            os.makedirs(self.frames_dir, exist_ok=True)
        self._last_key = None
        self._audio_seen = 0
        self._display = None
        self._display_pixels = 0
        self._display_areas = 0
        self._display_ms = 0.0
        self.listeners = []

    def close(self):
        if self._out is not None:
            out, self._out = self._out, None
            try:
                out.close()
            except OSError:               # what it could not write was reported already
                pass

    def telemetry(self):
        return sys.modules.get(self.telemetry_name)

    def on_sleep(self, machine):
        tele = sys.modules.get(self.telemetry_name)
        key = (machine.boot.number, getattr(tele, "frame", None), machine.ring_version)
        if key != self._last_key:
            self._last_key = key
            self.emit(machine, tele)

    def emit(self, machine, tele):
        boot = machine.boot
        view = getattr(tele, "view", None) or {}
        row = {"t_ms": machine.now_ms, "ticks_ms": machine.ticks_ms(), "boot": boot.number,
               "boot_count": getattr(tele, "boot_count", None),
               "tele_frame": getattr(tele, "frame", None)}
        if not isinstance(view, dict):
            view = {}
        for k in VIEW_KEYS:
            row[k] = _plain(view.get(k))
        for k in sorted(view):
            if k not in row:
                row[k] = _plain(view[k])
        row["errors"] = _plain(list(getattr(tele, "errors", None) or []))
        ring = machine.leds.get(machine.ring_pin)
        row["ring"] = [list(px) for px in ring] if ring is not None else None
        new_audio = machine.audio_log[self._audio_seen:]
        self._audio_seen = len(machine.audio_log)
        row["cues"] = [_cue(entry) for entry in new_audio
                       if entry["event"] in ("play", "synth_press")]
        display = boot.display
        if display is not None:
            if display is not self._display:
                self._display, self._display_pixels, self._display_ms = display, 0, 0.0
                self._display_areas = 0
            row["refresh_pixels"] = display.pixels_total - self._display_pixels
            row["refresh_areas"] = display.areas_total - self._display_areas
            row["refresh_ms"] = round(display.refresh_ms_total - self._display_ms, 3)
            self._display_pixels = display.pixels_total
            self._display_areas = display.areas_total
            self._display_ms = display.refresh_ms_total
        else:
            row["refresh_pixels"] = 0
            row["refresh_areas"] = 0
            row["refresh_ms"] = 0.0
        self.count += 1
        if self.frames_dir and display is not None:
            # every frame is saved: compose each refresh's areas as it
            # happens rather than the whole scene per frame
            display.eager = True
            path = os.path.join(self.frames_dir, "frame-%06d.png" % self.count)
            try:
                display.save_png(path)
            except OSError as e:          # a full disk: the run stops (Machine.host_failed)
                raise OSError(e.errno, e.strerror, path) from None
            row["frame"] = os.path.relpath(path, self._base)
        if self.rows is not None:
            self.rows.append(row)
        if self._out is not None:
            try:
                self._out.write(json.dumps(row, sort_keys=True) + "\n")
            except OSError as e:          # a full disk: the run stops (Machine.host_failed)
                raise OSError(e.errno, e.strerror, self.out_path) from None
        for listener in self.listeners:
            listener(row)


def _cue(entry):
    """A started sound: when, pitch, and length (a looped sample plays until
    stopped, so its length is unknown when it starts)."""
    cue = {"t_ms": entry["t_ms"]}
    for k in ("hz", "loop", "synth"):
        if k in entry:
            cue[k] = entry[k]
    if not entry.get("loop") and "ms" in entry:
        cue["ms"] = entry["ms"]
    return cue
