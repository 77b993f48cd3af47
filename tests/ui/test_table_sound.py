"""The table's sounds: synthesized by the program, each move's sound and the player's turn,
a refusal; the volume and the mute; no audio device: the player is muted and Settings says
why (the suite runs so, RUMMY_DESKTOP_AUDIO=none); the real playback path through
miniaudio's silent device."""

from __future__ import annotations

import array

import pytest
from PySide6.QtCore import Qt
from table_support import drive

from rummy_desktop.ui.sound import RATE, SOUNDS, SoundPlayer, player, synthesize


@pytest.mark.parametrize("name", SOUNDS)
def test_each_sound_is_short_loud_enough_and_ends_in_silence(name):
    samples = synthesize(name)
    assert isinstance(samples, array.array) and samples.typecode == "h"
    assert 0.08 * RATE <= len(samples) <= 0.8 * RATE
    peak = max(abs(v) for v in samples)
    assert 6000 < peak < 32767  # heard, never clipped
    assert abs(samples[-1]) < 200  # no click at the end


def test_no_audio_device_mutes_the_player_and_settings_say_why(qtbot):
    from rummy_desktop.storage.settings import Settings
    from rummy_desktop.ui.dialogs import SettingsDialog

    sounds = player()
    assert sounds.ready.wait(10)
    assert sounds.unavailable == "no_device" and not sounds.audible
    sounds.play("draw")  # nothing happens, nothing fails
    assert sounds._queue.empty()
    dlg = SettingsDialog(Settings(sound_volume=35, sound_muted=True))
    qtbot.addWidget(dlg)
    assert dlg.volume.value() == 35 and dlg.mute.isChecked()
    assert "there is no audio device" in dlg.sound_note.text()
    dlg.volume.setValue(80)
    dlg.mute.setChecked(False)
    assert (dlg.current().sound_volume, dlg.current().sound_muted) == (80, False)


def test_sounds_play_through_a_device_mixed(qtbot):
    """miniaudio's silent device: the same path as a real one (the device opened on the
    player's thread, the sounds mixed into it as it asks)."""
    import miniaudio

    sounds = SoundPlayer(backends=[miniaudio.Backend.NULL])
    try:
        assert sounds.ready.wait(10) and sounds.unavailable is None
        sounds.configure(50, False)
        sounds.play("draw")
        sounds.play("turn")
        qtbot.waitUntil(lambda: sounds.played == ["draw", "turn"] and not sounds._playing, timeout=10000)
        sounds.configure(50, True)
        sounds.play("meld")  # muted
        sounds.configure(0, False)
        sounds.play("meld")  # no volume
        qtbot.wait(50)
        assert sounds.played == ["draw", "turn"]
        with pytest.raises(ValueError):
            sounds.play("applause")
    finally:
        sounds.close()


class Recorder:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        assert name in SOUNDS
        self.played.append(name)

    def configure(self, volume, muted) -> None:
        self.volume, self.muted = volume, muted


def test_the_table_sounds_each_move_the_turn_and_a_refusal(qtbot, catalog, tmp_path, monkeypatch):
    from rummy_desktop.core.actions import Discard, Draw
    from rummy_desktop.storage.settings import Settings

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=2, seed=12)
    w = d.table
    w.sounds = rec = Recorder()
    w.apply_settings(Settings(animation_speed=0, sound_volume=40, sound_muted=True))
    assert (rec.volume, rec.muted) == (40, True)
    d.wait_my_turn()
    rec.played.clear()
    d.focus_table()
    d.key(Qt.Key_Z, Qt.ControlModifier)  # Rummy has no undo: refused
    assert rec.played == ["refusal"]
    if d.view().phase == "draw":
        d.click("stock")
        assert d.last_action() == Draw()
        assert rec.played[-1] == "draw"
    card = d.view().hand[0]
    d.drag(card, to="discard")
    assert d.last_action() == Discard(card=card)
    assert rec.played[-1] in ("discard", "round_end")
    qtbot.waitUntil(lambda: d.my_turn() or d.view().phase in ("over", "between_rounds"), timeout=20000)
    if d.my_turn():
        assert rec.played[-1] == "turn" and rec.played[-2] in ("discard", "meld")  # the other's move, then the bell
