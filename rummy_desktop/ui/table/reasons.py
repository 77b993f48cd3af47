"""Refusal reasons in the player's language, by reason code.

The engine refuses with a stable code and parameters (:mod:`rummy_desktop.core.reasons`);
this table gives each code a translatable text. It covers every code of
``core.reasons.REASONS`` and ``core.groups.GROUP_REASONS`` (a test holds it to that), plus
the table's own codes for edits of the working copy, and a network game's. A code a
plugin brings (``rummy_register_texts``: ``registry.add_reasons``) is shown in the plugin's
own translation, else in its English.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.reasons import describe
from rummy_desktop.session.working_copy import building_order

from ..variant_texts import current_language, plugin_texts
from .cards import rank_text

CONTEXT = "Reasons"

TEXTS: dict[str, str] = {
    # core.reasons.REASONS
    "game_over": QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "It is not your turn."),
    "no_such_seat": QT_TRANSLATE_NOOP("Reasons", "There is no such seat at this table."),
    "malformed_action": QT_TRANSLATE_NOOP("Reasons", "That is not a well-formed move."),
    "not_now": QT_TRANSLATE_NOOP("Reasons", "That is not possible now."),
    "unknown_action": QT_TRANSLATE_NOOP("Reasons", "This game does not allow that."),
    "not_in_hand": QT_TRANSLATE_NOOP("Reasons", "{card} is not in your hand."),
    "card_repeated": QT_TRANSLATE_NOOP("Reasons", "{card} is used twice."),
    "stock_empty": QT_TRANSLATE_NOOP("Reasons", "The stock is empty."),
    "stock_not_empty": QT_TRANSLATE_NOOP("Reasons", "You can pass only when the stock is empty."),
    "discard_empty": QT_TRANSLATE_NOOP("Reasons", "The discard pile is empty."),
    "must_draw_first": QT_TRANSLATE_NOOP("Reasons", "Draw a card first."),
    "must_take_discard": QT_TRANSLATE_NOOP("Reasons", "The stock is empty: take the discard."),
    "no_such_group": QT_TRANSLATE_NOOP("Reasons", "There is no group {group} on the table."),
    "dig_top_card": QT_TRANSLATE_NOOP("Reasons", "That is the top card: take it instead of digging."),
    "not_in_discard": QT_TRANSLATE_NOOP("Reasons", "{card} is not in the discard pile."),
    "dig_unplayable": QT_TRANSLATE_NOOP("Reasons", "You could not meld {card} at once, so you cannot dig it."),
    "dig_obligation": QT_TRANSLATE_NOOP("Reasons", "Meld {card}, which you dug, first."),
    "restricted_discard": QT_TRANSLATE_NOOP(
        "Reasons", "You cannot discard {card}: you took it from the pile this turn."),
    "restricted_last_card": QT_TRANSLATE_NOOP(
        "Reasons", "You would be left holding only {card}, which you cannot discard this turn."),
    "invalid_meld": QT_TRANSLATE_NOOP("Reasons", "That is not a valid meld: {why}."),
    "invalid_lay_off": QT_TRANSLATE_NOOP("Reasons", "{card} does not fit that meld: {why}."),
    "joker_declaration_needed": QT_TRANSLATE_NOOP("Reasons", "Say which card the joker is: {choices}."),
    "joker_bad_declaration": QT_TRANSLATE_NOOP("Reasons", "The joker cannot be {face} here."),
    "no_joker_to_swap": QT_TRANSLATE_NOOP("Reasons", "No joker in that meld stands for {card}."),
    "swap_not_allowed": QT_TRANSLATE_NOOP("Reasons", "Jokers cannot be swapped in this game."),
    "no_hand_card": QT_TRANSLATE_NOOP("Reasons", "Add at least one card from your hand."),
    "table_card_missing": QT_TRANSLATE_NOOP("Reasons", "{card} was on the table and must stay there."),
    "foreign_card": QT_TRANSLATE_NOOP("Reasons", "{card} is neither on the table nor in your hand."),
    "card_left_alone": QT_TRANSLATE_NOOP("Reasons", "{card} cannot stand alone on the table."),
    "invalid_group": QT_TRANSLATE_NOOP("Reasons", "Group {group} is not valid: {why}."),
    "two_jokers": QT_TRANSLATE_NOOP("Reasons", "Group {group} holds more than one joker."),
    "joker_not_freed": QT_TRANSLATE_NOOP(
        "Reasons", "The joker keeps {face} until a real {face} is on the table."),
    "joker_must_stay": QT_TRANSLATE_NOOP(
        "Reasons", "The joker must stay with a card that was beside it until a real {face} is on the table."),
    "frozen_group": QT_TRANSLATE_NOOP(
        "Reasons", "A group with a joker cannot be rearranged: only cards from your hand may join it."),
    "joker_not_freed_from_hand": QT_TRANSLATE_NOOP(
        "Reasons", "To free the joker standing for {face}, play a real {face} from your hand."),
    "opening_run": QT_TRANSLATE_NOOP(
        "Reasons", "Your first meld needs a run of three cards of one suit from your hand (no joker)."),
    "knock_not_allowed": QT_TRANSLATE_NOOP(
        "Reasons", "You can knock only after a meld that leaves you 1 to {limit} points in hand."),
    "knock_final_turns": QT_TRANSLATE_NOOP("Reasons", "No knocking in the final turns."),
    "goal_first": QT_TRANSLATE_NOOP("Reasons", "Lay this round's goal first, all in one move: {goal}."),
    "goal_not_met": QT_TRANSLATE_NOOP("Reasons", "Those melds are not this round's goal: {goal}."),
    "goal_laid": QT_TRANSLATE_NOOP("Reasons", "You have laid your goal: now you may only lay off."),
    "knock_too_high": QT_TRANSLATE_NOOP(
        "Reasons", "Your deadwood after discarding {card} would count {deadwood}: you may knock with {limit} or fewer."),
    "melds_in_hand": QT_TRANSLATE_NOOP("Reasons", "In this game melds stay in your hand until someone knocks."),
    "lay_off_own": QT_TRANSLATE_NOOP("Reasons", "You may lay off only on your own melds."),
    "no_lay_off": QT_TRANSLATE_NOOP("Reasons", "This game has no laying off."),
    "upcard_offer": QT_TRANSLATE_NOOP("Reasons", "Take the card turned up, or pass."),
    "draw_after_touch": QT_TRANSLATE_NOOP(
        "Reasons", "You have touched the table: play it with Done or withdraw (+3)."),
    "withdraw_not_allowed": QT_TRANSLATE_NOOP("Reasons", "This table does not use Withdraw (+3)."),
    "draw_limit": QT_TRANSLATE_NOOP("Reasons", "You have drawn three cards already."),
    "final_turn_no_draw": QT_TRANSLATE_NOOP("Reasons", "No drawing in the final turns."),
    "between_rounds": QT_TRANSLATE_NOOP("Reasons", "The round is over: continue or end the game."),
    "host_only": QT_TRANSLATE_NOOP("Reasons", "Only the host decides this."),
    "plugin_error": QT_TRANSLATE_NOOP(
        "Reasons", "The plugin {plugin} failed, so this move was not played ({error}). It is switched off until "
                   "Rummy Desktop starts again: the next game is set up without it."),
    "lesson_other_move": QT_TRANSLATE_NOOP("Reasons", "{explanation}"),
    "lesson_joker_face": QT_TRANSLATE_NOOP(
        "Reasons", "In this step the joker is the {face}, not the {chosen}: play the same cards again and "
                   "choose {face} when the table asks which card the joker is."),
    "lesson_read_first": QT_TRANSLATE_NOOP("Reasons", "Read this step, then click Next."),
    "lesson_over": QT_TRANSLATE_NOOP("Reasons", "The lesson is over."),
    # core.groups.GROUP_REASONS (also used as {why})
    "too_few_cards": QT_TRANSLATE_NOOP("Reasons", "a group needs at least 3 cards"),
    "no_natural": QT_TRANSLATE_NOOP("Reasons", "a group needs at least one natural card"),
    "too_many_jokers": QT_TRANSLATE_NOOP("Reasons", "too many jokers in one group"),
    "set_too_large": QT_TRANSLATE_NOOP("Reasons", "a set holds at most 4 cards"),
    "set_repeated_suit": QT_TRANSLATE_NOOP("Reasons", "the cards of a set must all have different suits"),
    "run_repeated_rank": QT_TRANSLATE_NOOP("Reasons", "a run cannot hold the same rank twice"),
    "run_gap": QT_TRANSLATE_NOOP("Reasons", "the ranks of a run must follow one another"),
    "run_ace": QT_TRANSLATE_NOOP("Reasons", "the ace cannot take that place in a run in this game"),
    "run_too_long": QT_TRANSLATE_NOOP("Reasons", "a run holds at most 13 cards"),
    "mixed": QT_TRANSLATE_NOOP("Reasons", "neither a set (one rank) nor a run (one suit)"),
    "joker_undeclared": QT_TRANSLATE_NOOP("Reasons", "a joker on the table needs a declared card"),
    "joker_no_fit": QT_TRANSLATE_NOOP("Reasons", "no card the joker could stand for makes this group valid"),
    # the table's own (edits of the working copy, drops)
    "table_to_hand": QT_TRANSLATE_NOOP("Reasons", "A card on the table can never go back to a hand."),
    "not_loose": QT_TRANSLATE_NOOP("Reasons", "Only a card that was loose at the start of the turn can stand alone."),
    "drop_nowhere": QT_TRANSLATE_NOOP("Reasons", "Cards cannot be put there."),
    "pile_to_hand": QT_TRANSLATE_NOOP("Reasons", "Drop the card on your hand to draw it."),
    "no_undo": QT_TRANSLATE_NOOP(
        "Reasons", "There is no undo in this game: a meld, a lay-off or a discard is played the moment "
                   "you make it, as at a real table."),
    "kept_copy_mismatch": QT_TRANSLATE_NOOP(
        "Reasons", "The cards you had placed before the game was saved could not be put back: they are in "
                   "your hand again."),
    "kept_table_damaged": QT_TRANSLATE_NOOP(
        "Reasons", "Part of the saved table could not be read (the cards you had placed, the order of your "
                   "hand): the table is as at the start of your turn."),
    "not_my_turn_drop": QT_TRANSLATE_NOOP("Reasons", "Wait for your turn."),
    "withdraw_confirm": QT_TRANSLATE_NOOP(
        "Reasons", "Press Withdraw (+3) again to put everything back and draw three cards."),
    "joker_swap_needs_card": QT_TRANSLATE_NOOP(
        "Reasons", "To take the joker, put a real {face} from your hand in its place."),
    "joker_swap_to_hand": QT_TRANSLATE_NOOP(
        "Reasons", "Drag the joker to your hand to swap it for your {face}."),
    "nothing_selected": QT_TRANSLATE_NOOP("Reasons", "Select cards first (click them or press Space)."),
    "draw_disabled_touched": QT_TRANSLATE_NOOP(
        "Reasons", "You have touched the table: press Done or Withdraw (+3)."),
    # a network game's (net.client.RemoteChannel)
    "no_answer": QT_TRANSLATE_NOOP("Reasons", "The host did not answer in time: your move was not played."),
    "host_closing": QT_TRANSLATE_NOOP("Reasons", "The connection to the host is closed."),
    "rate_limited": QT_TRANSLATE_NOOP("Reasons", "Too many moves at once: wait a moment."),
}


def card_text(card: int, declared: int | None = None) -> str:
    """A card for people: ``7♥``, ``Q♣``, ``Joker`` (``Joker (7♥)`` when declared)."""
    if card >= JOKER_BASE:
        word = QCoreApplication.translate("Table", "Joker")
        return word if declared is None else f"{word} ({face_text(declared)})"
    return face_text(card % 52)


def cards_text(cards, declared=None) -> str:
    """Cards for people, one after the other: ``7♥ 8♥ Joker (9♥)``."""
    declared = declared or {}
    return " ".join(card_text(c, declared.get(c)) for c in cards)


def group_text(cards, declared=None, rules=None) -> str:
    """A group in brackets, in the order the table shows it (a run by rank, the ace where
    it stands; a set by suit), a joker with the card it stands for: ``[4♠ Joker (5♠) 6♠]``."""
    declared = dict(declared or {})
    cards = list(cards)
    meld = getattr(rules, "meld", None)
    if meld is not None:
        try:
            cards = building_order(cards, {c: declared[c] for c in cards if c in declared}, meld)
        except (KeyError, ValueError):
            pass  # cards that make no group yet are named in the order given
    return "[" + " ".join(card_text(c, declared.get(c)) for c in cards) + "]"


def face_text(face: int) -> str:
    return rank_text(face % 13 + 1) + "♣♦♥♠"[face // 13]


def _fmt(key: str, value: Any) -> str:
    if key == "card" and isinstance(value, int):
        return card_text(value)
    if key in ("face", "chosen") and isinstance(value, int):
        return face_text(value)
    if key == "choices" and isinstance(value, (list, tuple)):
        return QCoreApplication.translate("Reasons", " or ").join(face_text(v) if isinstance(v, int) else str(v) for v in value)
    if key == "why" and isinstance(value, str):
        return QCoreApplication.translate(CONTEXT, TEXTS[value]) if value in TEXTS else value
    if key == "group" and isinstance(value, int):
        return str(value + 1)
    if key == "goal" and isinstance(value, str):  # a round's goal: its plugin's label, in the player's language
        texts = plugin_texts()
        return texts.translate(value, current_language()) if texts is not None else value
    return str(value)


def goal_label(label: str) -> str:
    """A round's goal by its label (``RoundGoal.label``), in the player's language."""
    return _fmt("goal", label)


def why_text(code: str) -> str:
    """A group reason (``core.groups.GROUP_REASONS``) as words to put inside a sentence."""
    return _fmt("why", code)


def reason_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The translated text of a refusal."""
    template = TEXTS.get(code)
    if template is not None:
        text = QCoreApplication.translate(CONTEXT, template)
    else:
        texts = plugin_texts()
        text = texts.reason(code, current_language()) if texts is not None else None
        if text is None:
            return describe(code, params)
    values = {k: _fmt(k, v) for k, v in (params or {}).items()}
    text = text.format_map(_Missing(values))
    return text[:1].upper() + text[1:]


class _Missing(dict):
    """Leaves ``{field}`` as written when a parameter is missing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
