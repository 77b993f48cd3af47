"""The meld judge, with a property test against an independent simple reference."""

from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.core.groups import ACE_MODES, MeldRules, joker_options, judge_faces, run_positions


def F(text):
    from rummy_desktop.core.cards import parse_face

    return [parse_face(t) for t in text.split()]


def reference_valid(faces, ace_mode, distinct=True):
    """Straight from RULES.md §1.4-1.5: a set is 3-4 cards of one rank (different suits);
    a run is 3-13 cards of one suit on contiguous positions in 1..14, never holding both 1
    and 14, an ace taking 1 or 14 as its mode allows."""
    n = len(faces)
    if n < 3:
        return False
    ranks = [f % 13 + 1 for f in faces]
    suits = [f // 13 for f in faces]
    if len(set(ranks)) == 1:
        return n <= 4 and (not distinct or len(set(suits)) == n)
    if len(set(suits)) != 1 or n > 13:
        return False
    ace_places = {"low": [1], "high": [14], "high-or-low": [1, 14]}[ace_mode]
    choices = [[r] if r != 1 else ace_places for r in ranks]

    def rec(i, used):
        if i == n:
            return max(used) - min(used) + 1 == n and not (1 in used and 14 in used)
        return any(p not in used and rec(i + 1, used | {p}) for p in choices[i])

    return rec(0, frozenset())


faces_lists = st.lists(st.integers(0, 51), min_size=0, max_size=14)
runs = st.builds(
    lambda suit, lo, n: [suit * 13 + ((p - 1) % 13) for p in range(lo, lo + n)],
    st.integers(0, 3), st.integers(1, 12), st.integers(2, 6),
)


@settings(max_examples=600, deadline=None)
@given(st.one_of(faces_lists, runs), st.sampled_from(ACE_MODES), st.booleans())
def test_judge_agrees_with_reference(faces, mode, distinct):
    rules = MeldRules(ace_mode=mode, distinct_suits=distinct)
    assert (judge_faces(faces, rules) in ("set", "run")) == reference_valid(faces, mode, distinct)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=1, max_size=5), st.integers(1, 2), st.sampled_from(ACE_MODES))
def test_joker_options_are_exactly_the_valid_declarations(known, k, mode):
    rules = MeldRules(ace_mode=mode)
    got = set(joker_options(known, k, rules))
    import itertools

    want = {combo for combo in itertools.product(range(52), repeat=k) if reference_valid(known + list(combo), mode)}
    assert got == want


def test_cross_game_verdicts_by_ace_mode():
    low, high, both = (MeldRules(ace_mode=m) for m in ("low", "high", "high-or-low"))
    assert judge_faces(F("QH KH AH"), high) == "run" and judge_faces(F("QH KH AH"), low) == "run_ace"
    assert judge_faces(F("AH 2H 3H"), low) == "run" and judge_faces(F("AH 2H 3H"), high) == "run_ace"
    for r in (low, high, both):
        assert judge_faces(F("KH AH 2H"), r) not in ("set", "run")
    assert judge_faces(F("7C 7D 7D"), both) == "set_repeated_suit"
    assert judge_faces(F("7C 7D 7D"), MeldRules(distinct_suits=False)) == "set"
    assert judge_faces(F("7C 7D 7H 7S 7C"), MeldRules(distinct_suits=False)) == "set_too_large"
    longer = MeldRules(distinct_suits=False, set_max=6)  # two decks' twins (Contract Rummy's sets)
    assert judge_faces(F("7C 7D 7H 7S 7C"), longer) == "set" and judge_faces(F("7C 7D 7H 7S 7C 7D 7H"), longer) == "set_too_large"
    assert joker_options(F("7C 7D 7H 7S 7C"), 1, longer) and not joker_options(F("7C 7D 7H 7S"), 1, MeldRules(distinct_suits=False))
    assert judge_faces(F("5S 6S"), both) == "too_few_cards"
    assert judge_faces(F("4S 5S 6D"), both) == "mixed"


def test_run_positions_place_the_ace():
    both = MeldRules()
    assert run_positions(F("AH 2H 3H"), both) == [1, 2, 3]
    assert run_positions(F("QH KH AH"), both) == [12, 13, 14]


def test_fourteen_card_run_with_both_aces_is_invalid():
    faces = F("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
    assert judge_faces(faces, MeldRules()) not in ("set", "run")


def test_a_natural_group_sorted_again_is_sorted_under_its_own_rules():
    """sort_group remembers natural groups' display order: by their cards and the ace mode,
    so a group sorted under one ace mode is sorted afresh under another, and the list it
    returns is the caller's own (changing it changes nothing remembered)."""
    from rummy_desktop.core.table_check import _sort_group, sort_group

    qka = F("AS QS KS")  # ace high: Q K A; ace low: not a run, sorted as cards
    a23 = F("3H AH 2H")
    for mode in ("high", "low", "high-or-low", "high"):
        meld = MeldRules(ace_mode=mode)
        for group in (qka, a23, F("7D 7C 7S")):
            first = sort_group(group, {}, meld)
            assert first == _sort_group(list(group), {}, meld)
            first.append(99)
            assert sort_group(group, {}, meld) == _sort_group(list(group), {}, meld)
    assert sort_group(qka, {}, MeldRules(ace_mode="high")) == F("QS KS AS")
    assert sort_group(a23, {}, MeldRules(ace_mode="low")) == F("AH 2H 3H")
