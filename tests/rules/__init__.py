"""Acceptance tests for RULES.md §2 and §3 (the worked examples), run on the real engine."""
