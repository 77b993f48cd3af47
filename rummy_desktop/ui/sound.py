"""The table's sounds: a card drawn, a card discarded, a meld, a refusal, the player's turn,
the end of a round.

The sounds are the program's own: synthesized here, a few milliseconds each the first time
(noise shaped into a card's slide and tap, sine tones into chimes), under the program's
licence (GPL-3.0-or-later). They play through miniaudio (the ``miniaudio`` package: one
small wheel with the C library inside, MIT licence, no system library to install; Qt's own
sound module comes only with the large PySide6-Addons wheel). Its device is opened on a
thread of this module, never on the UI thread, and closed again when nothing has played
for a while.

With no audio device on the system (or miniaudio unusable), the player is muted and says
why (:attr:`SoundPlayer.unavailable`); nothing else changes.
"""

from __future__ import annotations

import array
import math
import os
import queue
import random
import threading
from collections.abc import Callable

RATE = 44100
_NO_DEVICE = ("none",)  # the backends of a player that finds no device (RUMMY_DESKTOP_AUDIO=none)
SOUNDS = ("draw", "discard", "meld", "refusal", "turn", "round_end")
#: ALSA's and miniaudio's stand-ins for "no device" (samples discarded)
NULL_DEVICES = ("Discard all samples", "NULL Playback Device")
IDLE_CLOSE_S = 3.0  # the device is closed after this long without a sound
BUFFER_MS = 40


def _envelope(n: int, attack: int, decay: float) -> list[float]:
    return [min(1.0, i / max(1, attack)) * math.exp(-decay * i / RATE) for i in range(n)]


def _noise(n: int, seed: int, smooth: float) -> list[float]:
    """White noise through a one-pole low-pass (``smooth`` 0..1: more is duller)."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for _ in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    return out


def _tone(n: int, freq: float, start: int = 0) -> list[float]:
    return [math.sin(2 * math.pi * freq * (i + start) / RATE) for i in range(n)]


def synthesize(name: str) -> array.array:
    """The sound ``name`` as 16-bit mono samples at :data:`RATE`."""
    if name == "draw":  # a card slid off the stock: a soft rising swish
        n = int(RATE * 0.16)
        noise = _noise(n, 1, 0.8)
        env = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
        wave = [a * b * 0.55 for a, b in zip(noise, env)]
    elif name == "discard":  # a card laid down: a short tap with a dull thump
        n = int(RATE * 0.12)
        tap = _noise(n, 2, 0.3)
        env = _envelope(n, 40, 38.0)
        thump = _tone(n, 140)
        wave = [(0.6 * a + 0.35 * t) * e for a, t, e in zip(tap, thump, env)]
    elif name == "meld":  # cards on the table: two bright notes
        n1, n2 = int(RATE * 0.09), int(RATE * 0.22)
        first = [a * e * 0.45 for a, e in zip(_tone(n1, 784.0), _envelope(n1, 120, 18.0))]
        second = [a * e * 0.45 for a, e in zip(_tone(n2, 1046.5), _envelope(n2, 120, 14.0))]
        wave = first + second
    elif name == "refusal":  # not allowed: two low notes, falling
        n = int(RATE * 0.12)
        wave = []
        for freq in (330.0, 247.0):
            wave += [(0.6 * a + 0.06 * math.copysign(1, a)) * e * 0.6
                     for a, e in zip(_tone(n, freq), _envelope(n, 100, 12.0))]
    elif name == "turn":  # your turn: a soft bell
        n = int(RATE * 0.45)
        env = _envelope(n, 200, 7.0)
        wave = [(0.5 * a + 0.2 * b + 0.08 * c) * e for a, b, c, e in
                zip(_tone(n, 880.0), _tone(n, 1760.0), _tone(n, 2637.0), env)]
    elif name == "round_end":  # the round is over: a rising arpeggio
        wave = []
        for i, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
            n = int(RATE * (0.11 if i < 3 else 0.4))
            wave += [a * e * 0.42 for a, e in zip(_tone(n, freq), _envelope(n, 100, 9.0 if i == 3 else 16.0))]
    else:
        raise ValueError(f"no sound {name!r}")
    fade = min(len(wave), int(RATE * 0.004))  # no click at the end
    for i in range(fade):
        wave[-1 - i] *= i / fade
    return array.array("h", (max(-32767, min(32767, int(v * 32767))) for v in wave))


def find_device(backends=None) -> tuple[object | None, str, str]:
    """(the first real playback device's id, "", "") or (None, why there is none: "no_library",
    "no_audio_system" or "no_device", the detail)."""
    if backends is _NO_DEVICE:
        return None, "no_device", f"{AUDIO_ENV}=none"
    try:  # lazily: the audio library only when a sound is to play
        import miniaudio
    except ImportError as e:  # (a build without it)
        return None, "no_library", str(e)
    if backends is None:
        backends = [b for b in miniaudio.Backend if b not in (miniaudio.Backend.NULL, miniaudio.Backend.CUSTOM)]
    try:
        devices = miniaudio.Devices(backends=list(backends)).get_playbacks()
    except Exception as e:  # miniaudio's errors: no backend works here
        return None, "no_audio_system", str(e)
    real = [d for d in devices if not str(d.get("name", "")).startswith(NULL_DEVICES)]
    allow_null = any(b.name == "NULL" for b in backends)  # (the tests' silent device)
    chosen = real or (devices if allow_null else [])
    if not chosen:
        return None, "no_device", ", ".join(str(d.get("name", "")) for d in devices)
    return chosen[0]["id"], "", ""


class SoundPlayer:
    """Plays the table's sounds (see the module docstring). ``play`` never waits: it hands
    the sound to this player's thread, which mixes what is playing into one device."""

    def __init__(self, backends=None, on_state: Callable[[], None] | None = None) -> None:
        self.volume = 0.7  # 0..1
        self.muted = False
        self.backends = backends
        #: why there is no sound (None: not known yet, or fine): "no_library", "no_audio_system",
        #: "no_device" or "device_failed"; :attr:`detail` says more, as the system said it
        self.unavailable: str | None = None
        self.detail = ""
        self.ready = threading.Event()  # the device has been looked for
        self.played: list[str] = []  # the sounds the device started, newest last
        self._sounds: dict[str, array.array] = {}
        self._queue: queue.Queue = queue.Queue()
        self._playing: list[list] = []  # [samples, position, gain]
        self._lock = threading.Lock()
        self._on_state = on_state
        self._thread = threading.Thread(target=self._run, name="rummy-sound", daemon=True)
        self._thread.start()

    def configure(self, volume: int, muted: bool) -> None:
        """The settings' volume (0..100) and mute."""
        self.volume = max(0, min(100, int(volume))) / 100
        self.muted = bool(muted)

    @property
    def audible(self) -> bool:
        return not self.muted and self.volume > 0 and self.unavailable is None

    def play(self, name: str) -> None:
        if name not in SOUNDS:
            raise ValueError(f"no sound {name!r}")
        if self.muted or self.volume <= 0 or self.unavailable is not None:
            return
        self._queue.put(name)

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=2)

    # -- the sound thread ----------------------------------------------------------------

    def _run(self) -> None:
        device_id, why, self.detail = find_device(self.backends)
        self.unavailable = why or None
        self.ready.set()
        if self._on_state is not None:
            self._on_state()
        if device_id is None:
            return
        device = None
        while True:
            try:
                name = self._queue.get(timeout=IDLE_CLOSE_S)
            except queue.Empty:
                with self._lock:
                    idle = not self._playing
                if device is not None and idle:
                    device.close()
                    device = None
                continue
            if name is None:
                break
            samples = self._sounds.get(name)
            if samples is None:
                samples = self._sounds[name] = synthesize(name)
            gain = self.volume * self.volume  # heard as a loudness
            with self._lock:
                self._playing.append([samples, 0, gain])
            self.played.append(name)
            del self.played[:-50]
            if device is None:
                device = self._open(device_id)
                if device is None:
                    return
        if device is not None:
            device.close()

    def _open(self, device_id):
        import miniaudio  # lazily: the audio library only when a sound is to play

        try:
            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=RATE, buffersize_msec=BUFFER_MS, device_id=device_id,
                                              backends=self.backends, app_name="Rummy Desktop")
            mixer = self._mix()
            next(mixer)
            device.start(mixer)
        except Exception as e:  # the device went away: no sound from now on
            self.unavailable, self.detail = "device_failed", str(e)
            if self._on_state is not None:
                self._on_state()
            return None
        return device

    def _mix(self):
        """miniaudio's generator: each time, the frames it asks for, every sound under way
        mixed in."""
        frames = yield b""
        while True:
            out = array.array("h", bytes(2 * frames))
            with self._lock:
                for sound in self._playing:
                    samples, pos, gain = sound
                    n = min(frames, len(samples) - pos)
                    for i in range(n):
                        v = out[i] + int(samples[pos + i] * gain)
                        out[i] = 32767 if v > 32767 else -32767 if v < -32767 else v
                    sound[1] = pos + n
                self._playing = [s for s in self._playing if s[1] < len(s[0])]
            frames = yield out


#: RUMMY_DESKTOP_AUDIO=none: play nothing, as on a system without an audio device (the test
#: suite's default, so that it runs alike everywhere); =null: miniaudio's silent device
AUDIO_ENV = "RUMMY_DESKTOP_AUDIO"
_PLAYER: SoundPlayer | None = None


def player() -> SoundPlayer:
    """The program's one sound player (made on first use)."""
    global _PLAYER
    if _PLAYER is None:
        choice = os.environ.get(AUDIO_ENV, "")
        if choice == "null":
            import miniaudio  # lazily: the audio library only when a sound is to play

            _PLAYER = SoundPlayer(backends=[miniaudio.Backend.NULL])
        else:
            _PLAYER = SoundPlayer(backends=_NO_DEVICE if choice == "none" else None)
    return _PLAYER
