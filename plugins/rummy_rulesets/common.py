"""Declarations the built-in rule sets share (as a third-party plugin could)."""

from rummy_desktop.core.variant import Choice, DeckRow, OptionSpec

DOUBLE_DECK = (DeckRow(players=(2, 5), decks=2),)

MANDATORY_MELD = OptionSpec(
    key="mandatory_meld",
    label="Mandatory meld",
    description="How 'you must meld if you can' is checked.",
    choices=(
        Choice(value="remind", label="Remind, with hint",
               description="Draw or Pass with a play in hand shows a hint first; press again to go on."),
        Choice(value="trust", label="Trust the player", description="Draw and Pass act at once."),
    ),
    default="remind",
)

INCOMPLETE_MOVE = OptionSpec(
    key="incomplete_move",
    label="Incomplete move",
    description="What it costs to give up a rearrangement.",
    choices=(
        Choice(value="undo", label="Undo, no penalty", description="Undo restores everything at no cost."),
        Choice(value="withdraw", label="Withdraw, draw 3",
               description="Once the table is touched, Undo becomes Withdraw (+3): restore, draw three, end the turn."),
    ),
    default="undo",
)
