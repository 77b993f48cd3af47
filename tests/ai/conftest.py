import pytest


@pytest.fixture(autouse=True)
def _one_world_per_search(monkeypatch):
    """The Expert's search samples one world per decision in these tests: whole games go
    through the search's every step (dealing, playing forward, scoring) in a few seconds,
    and no decision depends on the clock. Its strength is measured by
    bench/ai_tournament.py; tests that look at the search itself set their own count."""
    monkeypatch.setattr("rummy_desktop.ai.levels.SEARCH_WORLDS", 1)
    monkeypatch.setattr("rummy_desktop.ai.levels.MANIPULATION_SEARCH_WORLDS", 1)
