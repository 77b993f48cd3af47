"""Every refusal a network seat's channel can raise at the table is said in words."""

from __future__ import annotations

import re
from pathlib import Path

from rummy_desktop.ui.table.reasons import TEXTS

CLIENT = Path(__file__).resolve().parents[2] / "rummy_desktop" / "net" / "client.py"


def test_the_remote_channels_refusals_have_texts():
    codes = set(re.findall(r'IllegalAction\("(\w+)"', CLIENT.read_text(encoding="utf-8")))
    codes |= set(re.findall(r'IllegalAction\("(\w+)" if', CLIENT.read_text(encoding="utf-8")))
    assert {"no_answer", "host_closing"} <= codes
    assert codes <= set(TEXTS), codes - set(TEXTS)
