"""The user's files: folders, settings, saved games, statistics (no Qt)."""
