"""Each turn structure's controller adds every hook of TurnController to SeatFlow's base; a
controller class that lacks one is refused when it is defined, not when a player first
presses the button it would answer."""

from __future__ import annotations

import pytest

from rummy_desktop.ui.table.copy_flow import CopyFlow
from rummy_desktop.ui.table.draw_discard import DrawDiscardFlow
from rummy_desktop.ui.table.flow import HOOKS, SeatFlow


def test_both_controllers_add_every_hook_and_one_that_lacks_any_is_refused():
    assert {"controls", "press_primary", "_drop_here", "offer_pass"} <= set(HOOKS)
    for controller in (DrawDiscardFlow, CopyFlow):
        assert all(n in vars(controller) for n in HOOKS), controller
    with pytest.raises(TypeError, match="lacks what a turn controller adds: .*press_primary"):
        type("Half", (SeatFlow,), {n: lambda self: None for n in HOOKS if n != "press_primary"})
