"""Computer players. Each decides from its seat's view only (no Qt)."""

#: The computer player a new seat gets unless the player picks another.
DEFAULT_LEVEL = "standard"


def default_level(names: list[str]) -> str:
    """:data:`DEFAULT_LEVEL` when it is installed, else the first computer player."""
    return DEFAULT_LEVEL if DEFAULT_LEVEL in names else names[0]
