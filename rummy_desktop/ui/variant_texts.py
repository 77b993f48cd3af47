"""The rule sets' and computer players' texts, marked for translation.

The plugins stay Qt-free and declare their names, descriptions, option labels and choice
labels in English. This module lists the built-in ones inside ``QT_TRANSLATE_NOOP`` so
``pyside6-lupdate`` collects them into the ``Variants`` context, and :func:`vtr`
translates any of them at run time. A third-party plugin translates its own texts with
plain dictionaries (:mod:`rummy_desktop.plugins.texts`): :func:`vtr` looks there for a text
our catalogue does not have (:func:`use_plugin_texts` names the catalogue's), and a text
nobody translated is shown as the plugin wrote it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

if TYPE_CHECKING:
    from rummy_desktop.plugins.texts import TextRegistry

CONTEXT = "Variants"

TEXTS = (
    # rummy
    QT_TRANSLATE_NOOP("Variants", 'Rummy'),
    QT_TRANSLATE_NOOP("Variants", 'The classic draw-and-discard game: make sets and runs, lay off on any meld, and be first to empty your hand. Penalty points; the last player under the ceiling wins, or play winner takes all.'),
    QT_TRANSLATE_NOOP("Variants", 'Scoring'),
    QT_TRANSLATE_NOOP("Variants", "Standard: penalty points, out at the ceiling. Winner takes all: the round winner collects everyone's penalties, doubled for a rummy."),
    QT_TRANSLATE_NOOP("Variants", 'Standard'),
    QT_TRANSLATE_NOOP("Variants", 'Winner takes all'),
    QT_TRANSLATE_NOOP("Variants", 'Aces'),
    QT_TRANSLATE_NOOP("Variants", 'Whether an ace may also end a run high (Q-K-A). Never both, never around.'),
    QT_TRANSLATE_NOOP("Variants", 'Low only'),
    QT_TRANSLATE_NOOP("Variants", 'High or low'),
    QT_TRANSLATE_NOOP("Variants", 'Jokers'),
    QT_TRANSLATE_NOOP("Variants", 'Add two wild jokers; a melded joker can be swapped for the card it stands for.'),
    QT_TRANSLATE_NOOP("Variants", 'Off'),
    QT_TRANSLATE_NOOP("Variants", 'On'),
    QT_TRANSLATE_NOOP("Variants", 'Points'),
    QT_TRANSLATE_NOOP("Variants", 'Standard: a player reaching this many penalty points is out of the game. Winner takes all: the first to reach it wins.'),
    QT_TRANSLATE_NOOP("Variants", '100 points'),
    QT_TRANSLATE_NOOP("Variants", '200 points'),
    # rummy-multiplayer
    QT_TRANSLATE_NOOP("Variants", 'Rummy Multiplayer'),
    QT_TRANSLATE_NOOP("Variants", 'Two to four players, one deck, aces low. Go out first to collect the cards left in the other hands, doubled for a rummy from hand. First to 100 wins.'),
    # rummy-500
    QT_TRANSLATE_NOOP("Variants", 'Rummy 500'),
    QT_TRANSLATE_NOOP("Variants", 'Every card you put on the table scores, every card left in your hand costs. Take the top discard, or dig deeper and meld the card at once. Play to 500.'),
    QT_TRANSLATE_NOOP("Variants", 'Play to'),
    QT_TRANSLATE_NOOP("Variants", 'The game ends when a total reaches this; the highest total wins.'),
    QT_TRANSLATE_NOOP("Variants", '250 points'),
    QT_TRANSLATE_NOOP("Variants", '500 points'),
    QT_TRANSLATE_NOOP("Variants", '1000 points'),
    QT_TRANSLATE_NOOP("Variants", 'Cards each (two players)'),
    QT_TRANSLATE_NOOP("Variants", 'How many cards each of two players is dealt.'),
    QT_TRANSLATE_NOOP("Variants", '7 cards'),
    QT_TRANSLATE_NOOP("Variants", '10 cards'),
    QT_TRANSLATE_NOOP("Variants", '13 cards'),
    QT_TRANSLATE_NOOP("Variants", 'Play with jokers: two with one deck, four with two.'),
    # manipulation
    QT_TRANSLATE_NOOP("Variants", 'Manipulation'),
    QT_TRANSLATE_NOOP("Variants", 'Rebuild the table to be first to empty your hand. Seven cards each, aces high; draw until you can meld. Penalty points; lowest total wins at the target.'),
    QT_TRANSLATE_NOOP("Variants", 'Mandatory meld'),
    QT_TRANSLATE_NOOP("Variants", "How 'you must meld if you can' is checked."),
    QT_TRANSLATE_NOOP("Variants", 'Remind, with hint'),
    QT_TRANSLATE_NOOP("Variants", 'Draw or Pass with a play in hand shows a hint first; press again to go on.'),
    QT_TRANSLATE_NOOP("Variants", 'Trust the player'),
    QT_TRANSLATE_NOOP("Variants", 'Draw and Pass act at once.'),
    QT_TRANSLATE_NOOP("Variants", 'The game ends when a total reaches this; the lowest total wins.'),
    QT_TRANSLATE_NOOP("Variants", '300 points'),
    # machiavelli
    QT_TRANSLATE_NOOP("Variants", 'Machiavelli'),
    QT_TRANSLATE_NOOP("Variants", 'Thirteen cards each, aces high or low. Each turn meld or draw one card. One round: first to empty the hand wins.'),
    QT_TRANSLATE_NOOP("Variants", 'Incomplete move'),
    QT_TRANSLATE_NOOP("Variants", 'What it costs to give up a rearrangement.'),
    QT_TRANSLATE_NOOP("Variants", 'Undo, no penalty'),
    QT_TRANSLATE_NOOP("Variants", 'Undo restores everything at no cost.'),
    QT_TRANSLATE_NOOP("Variants", 'Withdraw, draw 3'),
    QT_TRANSLATE_NOOP("Variants", 'Once the table is touched, Undo becomes Withdraw (+3): restore, draw three, end the turn.'),
    # shanghai
    QT_TRANSLATE_NOOP("Variants", 'Shanghai'),
    QT_TRANSLATE_NOOP("Variants", 'Ten cards each, dealt three, three, three and one; aces low; draw until you can meld. One point per card left; play as many rounds as you like.'),
    # guadalupe
    QT_TRANSLATE_NOOP("Variants", 'Guadalupe'),
    QT_TRANSLATE_NOOP("Variants", 'Five cards each, aces high or low. Meld and then draw one card, or draw two. One round: first to empty the hand wins.'),
    # carousel
    QT_TRANSLATE_NOOP("Variants", 'Carousel'),
    QT_TRANSLATE_NOOP("Variants", 'Ten cards each and jokers that move as the same card. Draw one, then meld or draw again, up to three. Knock with five points or fewer. Play to 150.'),
    QT_TRANSLATE_NOOP("Variants", 'Bonus for reaching the target'),
    QT_TRANSLATE_NOOP("Variants", 'Bonus for rounds won'),
    # vatican
    QT_TRANSLATE_NOOP("Variants", 'Vatican'),
    QT_TRANSLATE_NOOP("Variants", 'Thirteen cards each and two jokers. Open with a run of three from your hand; a joker stays beside its cards until the real card is on the table. One round: first to empty the hand wins.'),
    # tahiti
    QT_TRANSLATE_NOOP("Variants", 'Tahiti'),
    QT_TRANSLATE_NOOP("Variants", 'Five cards each, four loose cards on the table, four jokers. A group with a joker is frozen until the real card comes from a hand. One round; penalty points for the cards left.'),
    # computer players
    QT_TRANSLATE_NOOP("Variants", 'Random'),
    QT_TRANSLATE_NOOP("Variants", 'Picks uniformly among the legal moves it can list (for testing).'),
    QT_TRANSLATE_NOOP("Variants", 'Greedy'),
    QT_TRANSLATE_NOOP("Variants", 'Plays the most it can without rearranging; discards its worst card.'),
    QT_TRANSLATE_NOOP("Variants", "Beginner"),
    QT_TRANSLATE_NOOP("Variants", "Plays what it sees at a glance, with simple rearrangements; digs for a meld it sees."),
    QT_TRANSLATE_NOOP("Variants", "Standard"),
    QT_TRANSLATE_NOOP("Variants", "Searches for the play that places the most cards, rebuilding up to three groups of the table; keeps its pairs."),
    QT_TRANSLATE_NOOP("Variants", "Expert"),
    QT_TRANSLATE_NOOP("Variants", "Searches the whole table and plays for the score; remembers what the others pick up; throws its costliest cards when someone is about to go out; knocks with care."),
    QT_TRANSLATE_NOOP("Variants", "Hint"),
    QT_TRANSLATE_NOOP("Variants", "Plays what Hint and Show me suggest: the move the game review judges best."),
)

#: The built-in rule sets' names by id, for screens shown before the plugins are loaded.
NAMES = {
    'rummy': 'Rummy',
    'rummy-multiplayer': 'Rummy Multiplayer',
    'rummy-500': 'Rummy 500',
    'manipulation': 'Manipulation',
    'machiavelli': 'Machiavelli',
    'shanghai': 'Shanghai',
    'guadalupe': 'Guadalupe',
    'carousel': 'Carousel',
    'vatican': 'Vatican',
    'tahiti': 'Tahiti',
}


#: The built-in rule sets in the order of the rules book; others follow by name.
ORDER = tuple(NAMES)


def sorted_variants(catalog) -> list[Any]:
    """The installed rule sets as the lists show them: the built-ins in the rules book's order,
    then the others by name."""
    variants = list(catalog.variants.all())
    rank = {vid: i for i, vid in enumerate(ORDER)}
    return sorted(variants, key=lambda v: (rank.get(v.spec.id, len(rank)), v.spec.name))


_plugin_texts: TextRegistry | None = None


def use_plugin_texts(texts: TextRegistry | None) -> None:
    """The plugins' own translations (``Catalog.texts``) that :func:`vtr` falls back on."""
    global _plugin_texts
    _plugin_texts = texts


def plugin_texts() -> TextRegistry | None:
    return _plugin_texts


def current_language() -> str:
    """The language the program speaks now (``pt_BR``, ``fr_FR``, ``en_GB``)."""
    return QLocale().name()


def vtr(text: str) -> str:
    """``text`` (a plugin's English text) in the current language: our catalogue's
    translation (the built-in rule sets), else the plugin's own, else as written."""
    if not text:
        return text
    out = QCoreApplication.translate(CONTEXT, text)
    if out == text and _plugin_texts is not None:
        return _plugin_texts.translate(text, current_language())
    return out


def variant_name(variant_id: str) -> str:
    """A built-in rule set's translated name, or the id for an unknown one."""
    name = NAMES.get(variant_id)
    return vtr(name) if name else variant_id
