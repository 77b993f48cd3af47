"""The working-copy turn at the table (the Manipulation family: a turn structure with
``working_copy``): on the seat's turn the player rearranges a private copy of the table
(:class:`~rummy_desktop.session.working_copy.WorkingCopy`) and nothing reaches the engine
until Done, which submits one ``Commit``; Undo puts the copy back, Withdraw (+3) where the
rules have it, Draw or Pass when nothing is played, the mandatory-meld reminder. A turn left
unfinished is kept with a saved game and put back when it is resumed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rummy_desktop.core.actions import Commit, Draw, IllegalAction, Pass, Withdraw
from rummy_desktop.session.working_copy import EditRefused, WorkingCopy
from rummy_desktop.session.working_copy import Target as CopyTarget
from rummy_desktop.solver.lp import load as load_native_search

from . import joker_prompt
from .cardscene import DISCARD, HAND, STOCK, TableState, Target
from .copy_hinting import CopyHinting
from .flow import Controls, SeatFlow
from .reasons import reason_text, why_text

if TYPE_CHECKING:
    from rummy_desktop.session.seat_channel import SeatChannel

    from .widget import TableWidget


class CopyFlow(SeatFlow):
    """A seat of a game played on a working copy of the table (see the module docstring)."""

    hinting_class = CopyHinting  # the hint from the copy as the player left it; Show me builds on it

    def __init__(self, table: TableWidget, channel: SeatChannel, seat: int, lesson: Any = None,
                 own_channel: bool = False) -> None:
        load_native_search()  # the exact search's native module, before the table shows
        super().__init__(table, channel, seat, lesson, own_channel)
        self.wc: WorkingCopy | None = None

    # -- the copy follows the game ---------------------------------------------------------

    def _follow_view(self) -> None:
        """On the seat's turn the working copy follows the view; else there is none."""
        v = self.view
        if self.my_turn():
            if self.wc is None:
                self.wc = WorkingCopy(v)
                self._restore_turn()
            else:
                self.wc.rebase(v)
        else:
            self.wc = None

    def _restore_turn(self) -> None:
        """Put back the turn the player left unfinished (cards placed but not confirmed
        with Done) when the game was saved; say so, or say why it could not be."""
        kept, self._kept_turn = self._kept_turn, None
        if kept is None or self.wc is None:
            return
        try:
            self.wc.restore(kept.working_copy)
        except EditRefused as e:
            self._opening_note = reason_text(e.code, e.params)
            return
        if kept.marks_cleared:
            self.log.acted()
            self._acted = True
        if self.wc.changed:
            self._opening_note = self.tr("Your turn goes on: the cards you placed are back on the table.")

    def _turn_kept(self) -> dict | None:
        wc = self.wc
        if wc is not None and (wc.changed or wc.touched or self._acted):
            return {"working_copy": wc.snapshot(), "marks_cleared": self._acted}
        return None

    # -- what the widget shows -------------------------------------------------------------

    def controls(self) -> Controls:
        v = self.view
        mine = self.my_turn()
        acts = set(v.open_actions)
        wc = self.wc
        if wc is not None and "commit" in acts and wc.knock_offered():
            primary = "knock"
        elif "draw" in acts:
            primary = "draw"
        elif "pass" in acts:
            primary = "pass"
        else:
            primary = "draw"
        reason = ""
        if primary == "knock":
            enabled = mine
        else:
            enabled = mine and primary in acts
            if primary == "draw" and wc is not None and not wc.draw_allowed:
                enabled, reason = False, "draw_disabled_touched"
        if wc is not None and wc.undo_is_withdraw:
            undo, undo_enabled = ("withdraw_armed" if wc.withdraw_armed else "withdraw"), mine
        else:
            undo, undo_enabled = "undo", bool(mine and wc is not None and wc.changed)
        return Controls(primary=primary, primary_enabled=bool(enabled), primary_reason=reason, working_copy=True,
                        done_enabled=bool(mine and wc is not None and "commit" in acts and wc.placed),
                        undo=undo, undo_enabled=bool(undo_enabled), deadwood=self.deadwood(None))

    def table_state(self, hand: list[int], seats: list) -> TableState:
        v = self.view
        wc = self.wc
        if wc is None:
            return self.shown_state(hand, seats, [list(g) for g in v.table], list(v.loose), dict(v.declared))
        st = self.shown_state(hand, seats, [list(g) for g in wc.groups], list(wc.loose),
                              {**v.declared, **wc.declarations})
        st.invalid = set(wc.invalid_groups())
        st.placed = set(wc.placed)
        return st

    def new_slot(self) -> str:
        return "group" if self.wc is not None and self.my_turn() else ""

    def selects_on_table(self) -> bool:
        return self.wc is not None and self.my_turn()

    def hand_shown(self, order: list[int]) -> list[int]:
        """Without the cards placed on the table this turn (the copy's hand)."""
        if self.wc is None:
            return super().hand_shown(order)
        held = set(self.wc.hand)
        return [c for c in order if c in held]

    def _draggable_here(self, card: int) -> bool:
        """Any card of the working copy on the seat's turn."""
        if self.wc is not None:
            return self.my_turn()
        return super()._draggable_here(card)

    def table_problems(self) -> dict[int, str]:
        wc = self.wc
        if wc is None:
            return {}
        return {i: reason_text(wc.group_problem(i) or "") for i in wc.invalid_groups()}

    def _refusal_shown(self, e: IllegalAction) -> bool:
        """A refusal about one group of the working copy (Done): outline the group on the
        table and say why, pointing at it rather than at a number nobody sees."""
        gi = e.params.get("group")
        if self.wc is None or e.code not in ("invalid_group", "two_jokers") or not isinstance(gi, int):
            return False
        why = e.params.get("why", "") if e.code == "invalid_group" else "too_many_jokers"
        self.table.scene.mark_invalid(set(self.wc.invalid_groups()) | {gi}, {**self.table_problems(), gi: reason_text(why)})
        self.table.show_status("⚠ " + self.tr("The group outlined in red is not valid: {why}.").format(why=why_text(why)))
        self.table.sounds.play("refusal")
        return True

    def _prompt_mine(self, v: Any) -> str:
        acts = set(v.open_actions)
        if acts == {"draw"}:
            return self.tr("Your turn: draw a card.")
        if self.wc is not None and self.wc.undo_is_withdraw:
            return self.tr("Your turn: finish the table and press Done, or Withdraw (+3).")
        if "draw" in acts:
            return self.tr("Your turn: drag cards to the table and press Done, or Draw.")
        return self.tr("Your turn: drag cards to the table and press Done, or Pass.")

    def _copy_status(self) -> str:
        """What the working copy allows now, in words that match the enabled buttons."""
        wc = self.wc
        invalid = wc.invalid_groups()
        if len(invalid) == 1:
            return self.tr("The group outlined in red is not valid yet: {why}.").format(
                why=why_text(wc.group_problem(invalid[0]) or ""))
        if invalid:
            return self.tr("The %n groups outlined in red are not valid yet.", "", len(invalid))
        if not wc.placed:
            return reason_text("no_hand_card") if wc.changed else ""
        if "commit" not in self.view.open_actions:  # Carousel: the turn starts with a draw
            return self.tr("Every group is valid: draw a card, then press Done to play.")
        if wc.knock_offered():
            return self.tr("Every group is valid: press Done to play, or Knock to end the round.")
        return self.tr("Every group is valid: press Done to play.")

    # -- the hint's words ------------------------------------------------------------------

    def no_play_text(self) -> str:
        v = self.view
        acts = set(v.open_actions)
        if self.wc is not None and not self.wc.draw_allowed:
            return self.tr("No play found: press Withdraw (+3) twice to end your turn.")
        if "draw" not in acts and "pass" in acts:
            return self.tr("No play found: pass.")
        if v.rules is not None and v.rules.structure.cards_drawn(v.rules) > 1:
            return self.tr("No play found: draw (you take %n card(s)).", "", min(2, v.stock_count))
        return self.tr("No play found: draw a card.")

    def draw_hint_text(self) -> str:
        rules = self.view.rules
        if rules is not None and rules.structure.cards_drawn(rules) > 1:
            return self.tr("Hint: draw (you take %n card(s)).", "", min(2, self.view.stock_count))
        return self.tr("Hint: draw a card from the stock.")

    def pass_hint_text(self) -> str:
        return self.tr("Hint: pass.")

    def offer_pass(self, view: Any) -> tuple[tuple, str, str]:
        return (STOCK, None), STOCK, self.tr("Show me: press Enter, or click Pass, to pass.")

    # -- the player's gestures -------------------------------------------------------------

    def press_primary(self) -> None:
        controls = self.table.controls
        if not self.my_turn() or self.busy() or not controls.primary_enabled:
            return
        if controls.primary == "knock":
            self.press_done(knock=True)
            return
        action = Pass() if controls.primary == "pass" else Draw()
        wc = self.wc
        if wc is not None and wc.reminder_due() and self.channel.reminds():
            view = self.view
            lesson = self.hinting.lesson_hint()
            if lesson is not None and lesson.actions[0].type == "commit":
                self.run_job("reminder", lambda: lesson)  # a lesson reminds of its step's move
            else:
                hinting = self.hinting
                self.run_job("reminder", lambda: hinting.reminder(view))
            return
        if wc is not None:
            wc.disarm()
        self.submit(action)

    def _job_answered(self, kind: str, result: Any, error: Any) -> None:
        """The mandatory-meld reminder's search: a play is shown (press again to go on
        anyway), or the draw (the pass) is made."""
        wc = self.wc
        if kind != "reminder" or wc is None or not self.my_turn():
            return
        action = Pass() if self.table.controls.primary == "pass" else Draw()
        if error is None and wc.press_draw(result is not None) == "remind":
            self.show_hint(result)
            if self.hinting.in_lesson():  # a lesson does not go on anyway: it waits for the step's move
                remind = self.tr("You must meld if you can.")
            else:
                remind = self.tr("You must meld if you can. Press {button} again to go on anyway.").format(
                    button=self.table.btn_primary.text())
            self.table.show_status(self.table.status_text + " " + remind)
            return
        self.submit(action)
        self.table.update_buttons()

    def press_done(self, knock: bool = False) -> None:
        wc = self.wc
        if wc is None or not self.my_turn() or self.busy():
            return
        self.hinting.stop()
        wc.disarm()
        asked: list[int] = []  # the jokers given a face for this Done: asked again if it fails
        for _ in range(16):
            try:
                wc.check()
                break
            except IllegalAction as e:
                if e.code == "joker_declaration_needed":
                    card = e.params["card"]
                    try:
                        choices = self.faces_accepted(card, e.params.get("choices", []), lambda face: Commit(
                            table=tuple(tuple(g) for g in wc.table_for_commit()),
                            jokers={**wc.declarations, card: face}, knock=knock))
                    except IllegalAction as refused:  # the house rules refuse it, whatever the joker is
                        wc.forget(asked)
                        self.table.show_refusal(refused.code, refused.params)
                        self.table.update_buttons()
                        return
                    face = choices[0] if len(choices) == 1 else joker_prompt.ask_joker_face(self.table, card, choices)
                    if face is None:
                        wc.forget(asked)
                        self.table.show_status(self.tr("Cancelled: the joker needs a card."))
                        return
                    wc.declare(e.params["card"], face)
                    asked.append(e.params["card"])
                    continue
                wc.forget(asked)
                if not self._refusal_shown(e):
                    self.table.show_refusal(e.code, e.params)
                self.table.update_buttons()
                return
        if not self.submit(wc.commit(knock=knock)):
            wc.forget(asked)

    def press_undo(self) -> None:
        wc = self.wc
        if wc is None or not self.my_turn() or self.busy():
            return
        self.hinting.stop()
        what = wc.press_undo()
        if what == "withdraw":
            self.submit(Withdraw())
            return
        if what == "arm":
            self.table.show_refusal("withdraw_confirm")
            self.table.update_buttons()
            return
        self.table.put_down()
        self.log.acted()
        self._acted = True
        self.table.show_status(self.tr("The table is back as it was."))
        self.table.refresh(animate=True)

    def stock_clicked(self) -> None:
        if not self.my_turn() or self.busy():
            return
        if self.table.controls.primary in ("draw", "pass"):
            self.press_primary()

    def _drop_here(self, cards: list[int], target: Target) -> bool:
        wc = self.wc
        if wc is None:
            return False
        if target.kind in (DISCARD, STOCK):
            self.table.show_refusal("drop_nowhere")
            return False
        try:
            wc.move(cards, CopyTarget(target.kind, target.index, target.at))
        except EditRefused as e:
            self.table.show_refusal(e.code, e.params)
            return False
        if target.kind == HAND:
            self.table.move_in_order(cards, target.at)
        self.table.held = []
        self.table.scene.selection -= set(cards)
        self.log.acted()  # the marks of the last turns have served
        self._acted = True
        self.table.show_status(self._copy_status())
        self.table.refresh(animate=True)
        return True
