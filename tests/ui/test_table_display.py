"""The table's display: layout at 1024x640, hints, card pixmaps, reasons in words, settings,
hand order, accessible names, animated computer turns."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QPushButton

sys.path.insert(0, os.path.dirname(__file__))

from table_support import cards, drive, rig

from rummy_desktop.ai.moves import greedy_split
from rummy_desktop.core.groups import GROUP_REASONS
from rummy_desktop.core.reasons import REASONS
from rummy_desktop.core.table_check import Table

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def fill_table(game, hand_sizes=(14, 4, 4, 4, 4)) -> None:
    """A full Manipulation table: hands cut down, every card that can be is in a group."""
    st = game.state
    spare = list(st.stock)
    for s, h in enumerate(st.hands):
        keep = hand_sizes[s % len(hand_sizes)]
        while len(h) > keep:
            spare.append(h.pop())
        while len(h) < keep and spare:
            h.append(spare.pop())
    groups = greedy_split(spare, game.round_rules.meld)
    used = {c for g in groups for c in g}
    st.table = Table([list(g) for g in groups], {}, [])
    st.stock = [c for c in spare if c not in used]


def rects_overlap(a: QRectF, b: QRectF) -> bool:
    return a.intersected(b).width() > 0.5 and a.intersected(b).height() > 0.5


@pytest.mark.parametrize("variant,players", [("manipulation", 5), ("rummy-500", 5), ("tahiti", 5)])
def test_nothing_overlaps_or_leaves_the_view_at_1024x640(qtbot, catalog, monkeypatch, tmp_path, variant, players):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, variant, players=players, seed=4, size=(1024, 640))
    if variant == "manipulation":
        fill_table(session.game)
    elif variant == "rummy-500":
        st = session.game.state
        st.discard = st.stock[:30] + st.discard  # a long spread pile
        st.stock = st.stock[30:]
    d.redeal_shown()
    d.wait_still()
    geo = d.layout()
    view = geo.view
    assert geo.ok, "the layout did not fit"
    if variant == "manipulation":
        assert len(d.groups()) >= 15
    h = geo.card_h
    for card, r in geo.cards.items():
        assert view.contains(r), (card, r, view)
    zones = list(geo.groups) + [geo.stock]
    xs, ys = [p.x() for p in geo.hand_cards], [p.y() for p in geo.hand_cards]
    hand_cards = QRectF(min(xs), min(ys) - h * 0.2, max(xs) - min(xs) + geo.card_w, h * 1.2)
    zones.append(hand_cards)
    if geo.new_slot is not None:
        zones.append(geo.new_slot)
    if geo.discard is not None:
        zones.append(geo.discard)
    if geo.loose is not None:
        zones.append(geo.loose)
    zones += geo.seats
    for i, a in enumerate(zones):
        assert view.contains(a.adjusted(3, 3, -3, -3)), a
        for b in zones[i + 1:]:
            assert not rects_overlap(a.adjusted(2, 2, -2, -2), b.adjusted(2, 2, -2, -2)), (a, b)


def loose_clash(geo) -> list:
    """What of Tahiti's loose cards (the cards, their dotted frame, its caption) meets a
    group, the new group's slot or a card of the hand (``geo``: the table's layout)."""
    own = [geo.card_bounds[c] for c in geo.loose_cards] + [geo.loose_frame, geo.loose_caption]
    others = list(geo.groups) + ([geo.new_slot] if geo.new_slot is not None else [])
    others += [geo.card_bounds[c] for c in geo.hand_order]
    return [(a, b) for a in own for b in others if a.intersects(b)]


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_spread_discard_piles_caption_stays_on_the_table(qtbot, catalog, monkeypatch, tmp_path, code):
    """Rummy 500's spread pile says how to take from it ("click a card to take it or dig")
    where that fits on the table; where it does not (French in large print at the smallest
    window) it says its count and the rest is in its tooltip, never cut by the table's edge."""
    from app_support import ensure_qm

    from rummy_desktop.ui.i18n import Translations

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    ensure_qm()
    translations = Translations()
    translations.apply(code)
    try:
        d, _ = drive(qtbot, catalog, "rummy-500", players=4, seed=7, size=(1024, 640), large_print=True)
        w = d.table
        d.wait_my_turn()
        long = translations.app.translate("Table", "Discard pile ({n}): click a card to take it or dig")
        from rummy_desktop.storage import window_state

        window_state.state()["log_splitter"] = [570, 230]  # the player widened the move log
        w.splitter.setSizes([570, 230])
        for size, whole in (((1024, 640), True), ((800, 530), code == "en")):
            w.resize(*size)
            qtbot.waitUntil(d.laid_out)
            text, right, tip = d.pile_caption()
            assert right <= d.view_width(), (size, text)
            assert (text.startswith(long.split("{n}")[0]) and text.endswith(long.split("{n}")[1])) \
                == whole, (size, text)
            assert (tip == "") == whole
            if not whole:
                assert long.split("{n}")[1] in tip
    finally:
        translations.apply("en")


@pytest.mark.parametrize("code", ["en", "pt_BR", "fr"])
def test_tahitis_loose_cards_keep_clear_of_the_groups(qtbot, catalog, monkeypatch, tmp_path, code):
    """Tahiti's loose cards stay in their column, clear of the groups, on a fresh table and
    on a full one (smaller cards), at usual sizes; the caption under them too, in the
    languages where it is longest ("Cartes isolées", "Cartas avulsas")."""
    from app_support import ensure_qm

    from rummy_desktop.ui.i18n import Translations

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    ensure_qm()
    translations = Translations()
    translations.apply(code)
    try:
        d, session = drive(qtbot, catalog, "tahiti", players=2, seed=4, size=(1024, 640))
        d.wait_my_turn()
        for full in (False, True):
            if full:  # 21 groups (runs cut into threes), the loose cards still there
                st = session.game.state
                loose = list(st.table.loose)
                fill_table(session.game, (5, 5))
                groups = [g[i:i + 3] for g in st.table.groups for i in range(0, len(g) - len(g) % 3, 3)]
                groups = [g for g in groups if len(g) == 3][:21]
                st.stock += [c for g in st.table.groups for c in g if not any(c in kept for kept in groups)]
                st.table = Table(groups, {}, loose)
                d.redeal_shown()
                assert len(d.groups()) == 21 and len(d.loose()) == 4
            for size in ((1024, 640), (800, 600), (1280, 800)):
                d.table.resize(*size)
                qtbot.waitUntil(d.laid_out)
                geo = d.layout()
                assert geo.ok and geo.loose_frame is not None
                assert geo.loose_caption_text == translations.app.translate("Table", "Loose cards")
                assert loose_clash(geo) == [], (full, size, geo.card_w)
    finally:
        translations.apply("en")


def test_layout_follows_the_window_size(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=2, seed=4, size=(800, 500))
    small = d.card_width()
    d.table.resize(1600, 1000)
    qtbot.waitUntil(lambda: d.card_width() > small)
    assert d.layout().ok


def test_hint_display_the_whole_move_its_groups_and_where_it_goes(qtbot, catalog, monkeypatch, tmp_path):
    """Every card of the move outlined and named, the groups it changes outlined, the New
    group slot when it makes a group, and the layout the table ends in (issue 33)."""
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    d.wait_my_turn()
    rig(d, "9C 9D 2S", ["9S 10S JS QS", "4H 5H 6H"])
    used = []
    d.table.hintUsed.connect(lambda: used.append(1))
    assert d.enabled("hint") and not d.enabled("show")
    d.key(Qt.Key_H)
    qtbot.waitUntil(lambda: bool(used), timeout=10000)
    nine_c, nine_d = cards("9C 9D")
    assert d.hinted_cards() == {nine_c, nine_d}
    assert d.card_outlined(nine_c) and d.card_outlined(nine_d)
    assert d.hinted()[1:] == ({0}, {"new"})
    assert d.outline_colour(("group", 0)) == "#ffb300"
    assert d.outline_colour("new") == "#ffb300"
    text = d.status()
    assert "9♣ 9♦" in text and "rearranged" in text and "[9♣ 9♦ 9♠]" in text and "[10♠ J♠ Q♠]" in text
    assert d.enabled("show")
    # any change clears it
    d.drag(nine_c, to="new")
    assert d.hinted() == (set(), set(), set())
    assert not d.enabled("show")
    # nothing to play
    rig(d, "2S 7D", ["4H 5H 6H"])
    d.press("hint")
    qtbot.waitUntil(lambda: "No play found" in d.status(), timeout=10000)
    assert not d.hinted_cards() and d.enabled("show")  # Show me makes the draw


def test_real_move_search_hint(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "shanghai", players=2, seed=9)
    d.wait_my_turn()
    used = []
    d.table.hintUsed.connect(lambda: used.append(1))
    d.press("hint")
    qtbot.waitUntil(lambda: bool(used), timeout=20000)
    text = d.status()
    assert text.startswith("Hint") or text.startswith("No play found")


def test_every_reason_code_has_a_translatable_text():
    from rummy_desktop.ui.table.reasons import TEXTS, reason_text

    missing = (set(REASONS) | set(GROUP_REASONS)) - set(TEXTS)
    assert not missing
    assert reason_text("invalid_group", {"group": 0, "why": "run_gap"}) == \
        "Group 1 is not valid: the ranks of a run must follow one another."
    assert "7♥" in reason_text("not_in_hand", {"card": 32})


def test_card_pixmaps_cached_per_size_dpr_and_colours(qapp):
    from rummy_desktop.ui.table.cards import CardPixmaps

    px = CardPixmaps()
    a = px.face(5, 60, 1.0)
    assert px.face(5, 60, 1.0) is a and px.face(57, 60, 1.0) is a  # twins look alike
    b = px.face(5, 60, 2.0)
    assert b is not a and b.width() == 120 and b.devicePixelRatio() == 2.0
    px.configure(True, "red")
    assert px.face(5, 60, 1.0) is not a
    assert px.back_pixmap(60, 1.0).height() == 84
    j = px.face(104, 60, 1.0, declared=30)
    assert j is not px.face(104, 60, 1.0)
    img = px.face(26 + 6, 90, 1.0).toImage()  # 7 of hearts, four colours: red ink somewhere
    reds = sum(1 for x in range(0, 90, 3) for y in range(0, 126, 3)
               if img.pixelColor(x, y).red() > 150 and img.pixelColor(x, y).green() < 80)
    assert reds > 10
    clubs = px.face(6, 90, 1.0).toImage()
    greens = sum(1 for x in range(0, 90, 3) for y in range(0, 126, 3)
                 if clubs.pixelColor(x, y).green() > 100 and clubs.pixelColor(x, y).red() < 60)
    assert greens > 10


def test_manual_hand_order_survives_later_turns(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    d.wait_my_turn()
    order = d.hand()
    last = order[-1]
    d.drag(last, to=("card", order[0]))
    manual = d.hand()
    assert manual[0] == last and d.table.sort_mode == "manual"
    d.click("stock")  # draw (the turn goes on in Manipulation)
    d.wait_my_turn()
    now = d.hand()
    assert [c for c in now if c in manual] == manual  # the old cards keep their order
    d.press("Sort by rank")
    ranks = [c % 13 for c in d.hand() if c < 104]
    ranks = [14 if r == 0 else r for r in ranks]  # aces high in Manipulation
    assert ranks == sorted(ranks)
    d.press("Sort by suit")
    suits = [(c % 52) // 13 for c in d.hand() if c < 104]
    assert suits == sorted(suits)


def test_buttons_have_accessible_names_and_retranslate(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "machiavelli", players=2, seed=3)
    w = d.table
    for b in w.findChildren(QPushButton):
        assert b.accessibleName(), b.text()
    assert d.table_view().accessibleName() == "Card table"
    w.retranslate()
    assert d.text("done") == "Done" and d.text("undo") == "Undo"
    assert d.text("primary") in ("Draw", "Pass")


def test_tab_leaves_the_table_for_the_buttons_and_comes_back(qtbot, catalog, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QApplication

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", players=2, seed=3, hand_sort="manual")
    w = d.table
    d.wait_my_turn()
    view = d.table_view()
    d.focus_table()
    d.focus_hand(0)
    # the arrows still walk the table: up from the hand, the new group, the group, the piles
    for kind in ("new", "group", "stock"):
        d.key(Qt.Key_Up)
        assert view.hasFocus() and d.focused()[0] == kind
    assert d.focus_ring_shown()
    # Tab goes along the buttons shown and enabled, in the order they are shown, to the move
    # log, then back
    row = [d.button(name) for name in ("primary", "done", "undo", "hint", "continue", "end", "sort_suit", "sort_rank")]
    row = [b for b in row if b.isVisible() and b.isEnabled()]
    assert d.button("primary") in row and d.button("sort_rank") in row
    visited = []
    for _ in range(len(row) + 2):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        visited.append(QApplication.focusWidget())
    assert visited == row + [d.log_list(), view]
    assert d.focused()[0] == "stock"  # the table's own focus is where it was
    # Shift+Tab goes the other way round
    qtbot.keyClick(view, Qt.Key_Backtab, Qt.ShiftModifier)
    assert d.log_list().hasFocus()
    qtbot.keyClick(d.log_list(), Qt.Key_Backtab, Qt.ShiftModifier)
    assert d.button("sort_rank").hasFocus()
    assert not d.focus_ring_shown()  # no focus ring while a button has the focus
    qtbot.keyClick(d.button("sort_rank"), Qt.Key_Backtab, Qt.ShiftModifier)
    assert d.button("sort_suit").hasFocus()
    # Space presses the focused button
    qtbot.keyClick(d.button("sort_suit"), Qt.Key_Space)
    assert w.sort_mode == "suit"
    suits = [(c % 52) // 13 for c in d.hand() if c < 104]
    assert suits == sorted(suits)
    qtbot.keyClick(d.button("sort_suit"), Qt.Key_Tab)
    qtbot.keyClick(d.button("sort_rank"), Qt.Key_Tab)
    qtbot.keyClick(d.log_list(), Qt.Key_Tab)
    assert view.hasFocus() and d.focus_ring_shown()


def test_long_status_keeps_its_end_in_view(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=4, seed=3, size=(800, 600))
    w = d.table
    prompt = d.prompt() or "Your turn"
    long = " · ".join(f"Bot {i} took 7♥ from the pile · Bot {i} melded 7♥ 7♣ 7♠" for i in range(1, 4))
    w.show_status(f"{long} · {prompt}")
    line = d.status_line()
    assert line.text() == f"{long} · {prompt}"  # whole, for screen readers and the tool tip
    assert line.toolTip() == line.text() and line.accessibleDescription() == line.text()
    shown = line.shown_text()
    assert shown.startswith("…") and shown.endswith(prompt) and len(shown) < len(line.text())
    assert line.fontMetrics().horizontalAdvance(shown) <= line.contentsRect().width()
    w.show_status(prompt)
    assert line.shown_text() == prompt


def test_apply_settings_four_colours_and_speed(qtbot, catalog, monkeypatch, tmp_path):
    from rummy_desktop.storage.settings import Settings

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=2, seed=3)
    d.table.apply_settings(Settings(deck_colours="four", card_back="green", animation_speed=2.0, hand_sort="rank"))
    assert d.deck_look() == (True, "green")
    assert d.animation_speed() == 2.0 and d.move_ms() == 130
    d.table.apply_settings(Settings(animation_speed=0))
    assert d.move_ms() == 0


def test_computer_turns_animate_and_input_waits(qtbot, catalog, monkeypatch, tmp_path):

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=3, seed=12, speed=0.5)
    moves = []

    def watch():
        if session.game.to_act != d.seat or moves:
            moves.append(d.animating())

    d.watch_layouts(monkeypatch, watch)
    d.wait_my_turn()
    d.wait_still()
    log = d.moves_played()
    d.click("stock")  # draw: the card flies in
    assert d.moves_played() == log + 1 and d.animating()
    card = d.view().hand[0]
    d.hurry()  # (as the drag's press does: the point it starts from is where the card lands)
    d.drag(card, to="discard")
    assert d.moves_played() == log + 2  # input never waits for an animation
    d.wait_still()
    from rummy_desktop.storage.settings import Settings

    d.table.apply_settings(Settings(animation_speed=4.0))
    qtbot.waitUntil(lambda: d.moves_played() >= log + 4, timeout=20000)  # the computers moved
    assert any(moves), "computer moves did not animate"
    d.wait_my_turn()


TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context><name>TableWidget</name>
<message><source>Done</source><translation>Pronto</translation></message>
<message><source>Undo</source><translation>Desfazer</translation></message>
<message><source>Draw</source><translation>Comprar</translation></message>
<message><source>Hint</source><translation>Dica</translation></message>
<message><source>New group</source><translation>Novo grupo</translation></message>
</context>
<context><name>Reasons</name>
<message><source>Draw a card first.</source><translation>Compre uma carta primeiro.</translation></message>
</context>
<context><name>Table</name>
<message><source>Stock: {n}</source><translation>Monte: {n}</translation></message>
</context>
</TS>
"""


def test_language_switch_retranslates_buttons_and_reasons(qtbot, catalog, monkeypatch, tmp_path):
    import shutil
    import subprocess

    from PySide6.QtCore import QCoreApplication, QTranslator

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    lrelease = shutil.which("pyside6-lrelease") or os.path.join(os.path.dirname(sys.executable), "pyside6-lrelease")
    ts = tmp_path / "t.ts"
    ts.write_text(TS, encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "t.qm")], check=True, capture_output=True)
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    w = d.table
    d.wait_my_turn()
    translator = QTranslator()
    assert translator.load(str(tmp_path / "t.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        w.retranslate()
        assert (d.text("done"), d.text("undo"), d.text("primary"), d.text("hint")) == (
            "Pronto", "Desfazer", "Comprar", "Dica")
        assert d.new_group_caption() == "Novo grupo"
        assert d.stock_caption().startswith("Monte: ")
        w.show_refusal("must_draw_first")
        assert "Compre uma carta primeiro." in d.status()
    finally:
        QCoreApplication.removeTranslator(translator)
    w.retranslate()
    assert d.text("done") == "Done"
