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
