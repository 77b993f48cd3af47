"""Computer players. Each decides from its seat's view only (no Qt)."""
