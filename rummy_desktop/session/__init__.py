"""Games in progress: seats, the turn loop, saves and replays (no Qt)."""
