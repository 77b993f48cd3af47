"""House rule: in basic Rummy, the cards of a set must have different suits."""

from rummy_desktop.core.variant import Choice, OptionSpec
from rummy_desktop.plugins import hookimpl

OPTION = OptionSpec(
    key="set_suits",
    label="Suits in sets",
    description="Whether the cards of a set may share a suit (two decks).",
    choices=(
        Choice(value="any", label="Any suits", description="Twins may share a set."),
        Choice(value="distinct", label="Different suits", description="Every card of a set has its own suit."),
    ),
    default="any",
)


@hookimpl
def rummy_register_house_rules(registry):
    if registry.get("rummy") is not None:
        registry.add_option("rummy", OPTION)


@hookimpl
def rummy_adjust_rules(rules):
    if rules.variant == "rummy" and rules.options.get("set_suits") == "distinct":
        return {"distinct_suits": True}
    return None
