"""``view(seat).rounds``: every finished round, the same for every seat, matching the
``round_ended`` events."""

from rummy_desktop.core.actions import ContinueGame


def test_rounds_list_every_finished_round_with_running_totals(catalog):
    game = catalog.new_game("shanghai", {"mandatory_meld": "trust"}, 3, 9)
    players = {s: catalog.player("greedy").factory(s, 7 + s) for s in range(3)}
    assert game.view(0).rounds == ()
    ended = []
    for _ in range(20000):
        if game.state.phase == "between_rounds":
            if len(ended) == 3:
                break
            game.apply(0, ContinueGame())
            continue
        seat = game.to_act
        events = game.apply(seat, players[seat].choose(game.view(seat)))
        ended += [dict(e.data) for e in events if e.kind == "round_ended"]
    assert len(ended) == 3
    rounds = game.view(1).rounds
    assert rounds == game.view(0).rounds == game.view(None).rounds  # public: the same for everyone
    assert [r["round"] for r in rounds] == [1, 2, 3]
    running = [0, 0, 0]
    for r, ev in zip(rounds, ended):
        assert r["scores"] == ev["scores"] and r["winners"] == ev["winners"] and r["ending"] == ev["ending"]
        running = [t + p for t, p in zip(running, r["scores"])]
        assert r["totals"] == running == ev["totals"]
    assert list(game.view(0).totals) == rounds[-1]["totals"]
    assert game.view(0).last_round["round"] == 3
    assert "hands" not in rounds[0]  # the cards left are in last_round only


def test_the_rounds_kept_between_views_follow_the_history(catalog):
    """The views keep the rounds already summed up while the history begins with them: a
    round added, a round rolled back (a refused action's checkpoint) or replaced, each
    gives what a summary from nothing gives."""
    from dataclasses import replace

    from rummy_desktop.core.view import _history

    def fresh(game):
        kept = game.__dict__.pop("_history_cache", None)
        out = _history(game)
        if kept is not None:
            game._history_cache = kept
        return out

    game = catalog.new_game("rummy", {}, 2, 3)
    players = [catalog.player("greedy").create(s, 5 + s, None) for s in range(2)]
    while len(game.state.history) < 3 and not game.over:
        seat = game.to_act
        game.apply(seat, players[seat].choose(game.view(seat)))
        assert game.view(0).rounds == fresh(game)[1]
    st = game.state
    whole = st.history
    st.history = whole[:1]  # rolled back to the first round's end
    assert game.view(0).rounds == fresh(game)[1] and len(game.view(0).rounds) == 1
    st.history = whole[:1] + [replace(whole[2], number=2)]  # another second round
    assert game.view(0).rounds == fresh(game)[1] and game.view(0).rounds[1]["totals"] == whole[2].totals
    st.history = whole
    assert game.view(1).rounds == fresh(game)[1] and len(game.view(1).rounds) == 3
