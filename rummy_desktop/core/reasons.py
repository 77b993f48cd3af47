"""Reason codes for refused actions, with English templates.

The engine refuses with a stable code and parameters; the command line prints
:func:`describe`, and the desktop table translates the same codes with ``tr()``.
Card parameters are card ids and are written in the card notation here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import card_name, face_name
from .groups import GROUP_REASONS

REASONS: dict[str, str] = {
    "game_over": "the game is over",
    "not_your_turn": "it is not your turn",
    "no_such_seat": "there is no such seat at this table",
    "malformed_action": "that is not a well-formed move",
    "not_now": "{action} is not possible now",
    "unknown_action": "this game has no {action}",
    "not_in_hand": "{card} is not in your hand",
    "card_repeated": "{card} is used twice",
    "stock_empty": "the stock is empty",
    "stock_not_empty": "you can pass only when the stock is empty",
    "discard_empty": "the discard pile is empty",
    "must_draw_first": "draw a card first",
    "must_take_discard": "the stock is empty: take the discard",
    "no_such_group": "there is no group {group} on the table",
    "dig_top_card": "that is the top card: take it instead of digging",
    "not_in_discard": "{card} is not in the discard pile",
    "dig_unplayable": "{card} could not be melded at once",
    "dig_obligation": "meld {card}, which you dug, first",
    "restricted_discard": "you cannot discard {card}, which you took from the pile this turn",
    "restricted_last_card": "you would be left holding only {card}, which you cannot discard this turn",
    "invalid_meld": "that is not a valid meld: {why}",
    "invalid_lay_off": "{card} does not fit that meld: {why}",
    "joker_declaration_needed": "say which card the joker {card} is: {choices}",
    "joker_bad_declaration": "the joker {card} cannot be {face} here",
    "no_joker_to_swap": "no joker in that meld stands for {card}",
    "swap_not_allowed": "jokers cannot be swapped in this game",
    "no_hand_card": "add at least one card from your hand",
    "table_card_missing": "{card} was on the table and must stay there",
    "foreign_card": "{card} is neither on the table nor in your hand",
    "card_left_alone": "{card} cannot stand alone on the table",
    "invalid_group": "group {group} is not valid: {why}",
    "two_jokers": "group {group} holds more than one joker",
    "joker_not_freed": "the joker {card} keeps {face} until a real {face} is on the table",
    "joker_must_stay": "the joker {card} must stay with a card that was beside it until a real {face} is on the table",
    "frozen_group": "a group with a joker cannot be rearranged: only cards from your hand may join it",
    "joker_not_freed_from_hand": "to free the joker standing for {face}, play a real {face} from your hand",
    "opening_run": "your first meld needs a run of three cards of one suit from your hand (no joker)",
    "knock_not_allowed": "you can knock only after a meld that leaves you 1 to {limit} points in hand",
    "knock_too_high": "your deadwood after discarding {card} would count {deadwood}: you may knock with {limit} or fewer",
    "melds_in_hand": "in this game melds stay in your hand until someone knocks",
    "lay_off_own": "you may lay off only on your own melds",
    "no_lay_off": "this game has no laying off",
    "upcard_offer": "take the card turned up, or pass",
    "knock_final_turns": "no knocking in the final turns",
    "goal_first": "lay this round's goal first, all in one move: {goal}",
    "goal_not_met": "those melds are not this round's goal: {goal}",
    "goal_laid": "you have laid your goal: now you may only lay off",
    "draw_after_touch": "you have touched the table: play it with Done or withdraw (+3)",
    "withdraw_not_allowed": "this table does not use Withdraw (+3)",
    "draw_limit": "you have drawn three cards already",
    "final_turn_no_draw": "no drawing in the final turns",
    "between_rounds": "the round is over: continue or end the game",
    "host_only": "only the host decides this",
    "plugin_error": "the plugin {plugin} failed, so this move was not played ({error})",
    # lessons (rummy_desktop.plugins.lesson_play)
    "lesson_other_move": "{explanation}",
    "lesson_joker_face": "in this step the joker is the {face}, not the {chosen}: play the same cards again "
                         "and choose {face} when the table asks which card the joker is",
    "lesson_read_first": "read this step, then click Next",
    "lesson_over": "the lesson is over",
}


def _fmt(key: str, value: Any) -> str:
    if key in ("card",) and isinstance(value, int):
        return card_name(value)
    if key in ("face", "chosen") and isinstance(value, int):
        return face_name(value)
    if key == "choices" and isinstance(value, (list, tuple)):
        return " or ".join(face_name(v) if isinstance(v, int) else str(v) for v in value)
    if key == "why" and isinstance(value, str):
        return GROUP_REASONS.get(value, value)
    if key == "group" and isinstance(value, int):
        return str(value + 1)
    return str(value)


def describe(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The English text of a reason code with its parameters."""
    return format_reason(REASONS.get(code) or GROUP_REASONS.get(code) or code, params)


def format_reason(template: str, params: Mapping[str, Any] | None = None) -> str:
    """A reason's text (``template``, a plugin's too) with its parameters, cards written
    in the card notation."""
    values = {k: _fmt(k, v) for k, v in (params or {}).items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError):
        return template
