<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BuyOffer</name>
    <message numerus="yes">
        <source>Take {card} with %n penalty card(s) from the stock</source>
        <translation>
            <numerusform>Take {card} with %n penalty card from the stock</numerusform>
            <numerusform>Take {card} with %n penalty cards from the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buy(s) left this round</source>
        <translation>
            <numerusform>%n buy left this round</numerusform>
            <numerusform>%n buys left this round</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CodeWatch</name>
    <message numerus="yes">
        <source>%n wrong code(s)</source>
        <translation>
            <numerusform>%n wrong code</numerusform>
            <numerusform>%n wrong codes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n address(es)</source>
        <translation>
            <numerusform>%n address</numerusform>
            <numerusform>%n addresses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CopyFlow</name>
    <message numerus="yes">
        <source>The %n groups outlined in red are not valid yet.</source>
        <translation>
            <numerusform>The group outlined in red is not valid yet.</numerusform>
            <numerusform>The %n groups outlined in red are not valid yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No play found: draw (you take %n card(s)).</source>
        <translation>
            <numerusform>No play found: draw (you take %n card).</numerusform>
            <numerusform>No play found: draw (you take %n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: draw (you take %n card(s)).</source>
        <translation>
            <numerusform>Hint: draw (you take %n card).</numerusform>
            <numerusform>Hint: draw (you take %n cards).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DropRow</name>
    <message numerus="yes">
        <source>{name} is reconnecting: %n s left.</source>
        <translation>
            <numerusform>{name} is reconnecting: %n second left.</numerusform>
            <numerusform>{name} is reconnecting: %n seconds left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wait %n s more</source>
        <translation>
            <numerusform>Wait %n second more</numerusform>
            <numerusform>Wait %n seconds more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message numerus="yes">
        <source>You drew %n card(s)</source>
        <translation>
            <numerusform>You drew %n card</numerusform>
            <numerusform>You drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} drew %n card(s)</source>
        <translation>
            <numerusform>{who} drew %n card</numerusform>
            <numerusform>{who} drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %n card(s)</source>
        <translation>
            <numerusform>You played %n card</numerusform>
            <numerusform>You played %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} played %n card(s)</source>
        <translation>
            <numerusform>{who} played %n card</numerusform>
            <numerusform>{who} played %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You withdrew and drew %n card(s)</source>
        <translation>
            <numerusform>You withdrew and drew %n card</numerusform>
            <numerusform>You withdrew and drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew and drew %n card(s)</source>
        <translation>
            <numerusform>{who} withdrew and drew %n card</numerusform>
            <numerusform>{who} withdrew and drew %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hinting</name>
    <message numerus="yes">
        <source>Hint: discard {card} and knock: %n point(s) of deadwood left.</source>
        <translation>
            <numerusform>Hint: discard {card} and knock: %n point of deadwood left.</numerusform>
            <numerusform>Hint: discard {card} and knock: %n points of deadwood left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: take {card} from the discard pile: with it, %n card(s) you have not seen would complete a meld.</source>
        <translation>
            <numerusform>Hint: take {card} from the discard pile: with it, %n card you have not seen would complete a meld.</numerusform>
            <numerusform>Hint: take {card} from the discard pile: with it, %n cards you have not seen would complete a meld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: a player has only %n card(s) left, so get rid of points.</source>
        <translation>
            <numerusform>Hint: discard {card}: a player has only %n card left, so get rid of points.</numerusform>
            <numerusform>Hint: discard {card}: a player has only %n cards left, so get rid of points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand; over the rest of the round it scored best of the cards you may throw away (%n point(s)).</source>
        <translation>
            <numerusform>Hint: discard {card}: no card you have not seen would complete a meld with your hand; over the rest of the round it scored best of the cards you may throw away (%n point).</numerusform>
            <numerusform>Hint: discard {card}: no card you have not seen would complete a meld with your hand; over the rest of the round it scored best of the cards you may throw away (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand, and {card} is the costliest card the next player cannot play at once (%n point(s)).</source>
        <translation>
            <numerusform>Hint: discard {card}: no card you have not seen would complete a meld with your hand, and {card} is the costliest card the next player cannot play at once (%n point).</numerusform>
            <numerusform>Hint: discard {card}: no card you have not seen would complete a meld with your hand, and {card} is the costliest card the next player cannot play at once (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand, so throw away the costliest card (%n point(s)).</source>
        <translation>
            <numerusform>Hint: discard {card}: no card you have not seen would complete a meld with your hand, so throw away the costliest card (%n point).</numerusform>
            <numerusform>Hint: discard {card}: no card you have not seen would complete a meld with your hand, so throw away the costliest card (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: it keeps the most chances to meld (%n card(s) you have not seen would complete a meld with the cards you keep).</source>
        <translation>
            <numerusform>Hint: discard {card}: it keeps the most chances to meld (%n card you have not seen would complete a meld with the cards you keep).</numerusform>
            <numerusform>Hint: discard {card}: it keeps the most chances to meld (%n cards you have not seen would complete a meld with the cards you keep).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: %n card(s) you have not seen would still complete a meld with the cards you keep.</source>
        <translation>
            <numerusform>Hint: discard {card}: %n card you have not seen would still complete a meld with the cards you keep.</numerusform>
            <numerusform>Hint: discard {card}: %n cards you have not seen would still complete a meld with the cards you keep.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostGameDialog</name>
    <message numerus="yes">
        <source>%n seconds a turn</source>
        <translation>
            <numerusform>%n second a turn</numerusform>
            <numerusform>%n seconds a turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostLobby</name>
    <message numerus="yes">
        <source>Waiting for %n player(s)…</source>
        <translation>
            <numerusform>Waiting for %n player…</numerusform>
            <numerusform>Waiting for %n players…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message numerus="yes">
        <source>{game}, %n step(s): {summary}</source>
        <translation>
            <numerusform>{game}, %n step: {summary}</numerusform>
            <numerusform>{game}, %n steps: {summary}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message numerus="yes">
        <source>{who} drew %n cards</source>
        <comment>you</comment>
        <translation>
            <numerusform>{who} drew %n card</numerusform>
            <numerusform>{who} drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} drew %n cards</source>
        <translation>
            <numerusform>{who} drew %n card</numerusform>
            <numerusform>{who} drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew (+3) and drew %n cards</source>
        <comment>you</comment>
        <translation>
            <numerusform>{who} withdrew (+3) and drew %n card</numerusform>
            <numerusform>{who} withdrew (+3) and drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew (+3) and drew %n cards</source>
        <translation>
            <numerusform>{who} withdrew (+3) and drew %n card</numerusform>
            <numerusform>{who} withdrew (+3) and drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} let {card} go</source>
        <comment>several</comment>
        <translation>
            <numerusform>{who} let {card} go</numerusform>
            <numerusform>{who} let {card} go</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkBar</name>
    <message numerus="yes">
        <source>Not sent: a chat line holds at most %n characters.</source>
        <translation>
            <numerusform>Not sent: a chat line holds at most %n character.</numerusform>
            <numerusform>Not sent: a chat line holds at most %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not sent: too many lines at once; wait %n s.</source>
        <translation>
            <numerusform>Not sent: too many lines at once; wait %n s.</numerusform>
            <numerusform>Not sent: too many lines at once; wait %n s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkPlurals</name>
    <message numerus="yes">
        <source>Too many wrong codes were tried at this table: try again in %n s.</source>
        <translation>
            <numerusform>Too many wrong codes were tried at this table: try again in %n second.</numerusform>
            <numerusform>Too many wrong codes were tried at this table: try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reconnecting… %n s left</source>
        <translation>
            <numerusform>reconnecting… %n s left</numerusform>
            <numerusform>reconnecting… %n s left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message numerus="yes">
        <source>%n decision(s) judged</source>
        <translation>
            <numerusform>%n decision judged</numerusform>
            <numerusform>%n decisions judged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) looked at</source>
        <translation>
            <numerusform>%n move looked at</numerusform>
            <numerusform>%n moves looked at</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{s} point(s)</source>
        <translation>
            <numerusform>{s} point</numerusform>
            <numerusform>{s} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You placed %n card(s); the best play placed {possible}.</source>
        <translation>
            <numerusform>You placed %n card; the best play placed {possible}.</numerusform>
            <numerusform>You placed %n cards; the best play placed {possible}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better: a player has only %n card(s) left, so get rid of points.</source>
        <translation>
            <numerusform>Discarding {card} was better: a player has only %n card left, so get rid of points.</numerusform>
            <numerusform>Discarding {card} was better: a player has only %n cards left, so get rid of points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better: no card would complete a meld with your hand, and it costs %n point(s).</source>
        <translation>
            <numerusform>Discarding {card} was better: no card would complete a meld with your hand, and it costs %n point.</numerusform>
            <numerusform>Discarding {card} was better: no card would complete a meld with your hand, and it costs %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knocking with {card} was better: %n point(s) of deadwood left.</source>
        <translation>
            <numerusform>Knocking with {card} was better: %n point of deadwood left.</numerusform>
            <numerusform>Knocking with {card} was better: %n points of deadwood left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy {accuracy} over %n decision(s)</source>
        <translation>
            <numerusform>Accuracy {accuracy} over %n decision</numerusform>
            <numerusform>Accuracy {accuracy} over %n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message numerus="yes">
        <source>Round {n}, {name}: {points} point(s), total {total}</source>
        <translation>
            <numerusform>Round {n}, {name}: {points} point, total {total}</numerusform>
            <numerusform>Round {n}, {name}: {points} points, total {total}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{s} point(s)</source>
        <translation>
            <numerusform>{s} point</numerusform>
            <numerusform>{s} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reconnecting… %n s left</source>
        <translation>
            <numerusform>reconnecting… %n s left</numerusform>
            <numerusform>reconnecting… %n s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds left, after a picture in a narrow seat panel</comment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s left to play</source>
        <translation>
            <numerusform>%n second left to play</numerusform>
            <numerusform>%n seconds left to play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <source>%n deck(s) could not be offered: they are described badly.</source>
        <translation>
            <numerusform>%n deck could not be offered: it is described badly.</numerusform>
            <numerusform>%n decks could not be offered: they are described badly.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <source>{game} with {players}, %n move(s) played</source>
        <translation>
            <numerusform>{game} with {players}, %n move played</numerusform>
            <numerusform>{game} with {players}, %n moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Rummy family at one table: %n rule set(s), against the computer.</source>
        <translation>
            <numerusform>The Rummy family at one table: %n rule set, against the computer.</numerusform>
            <numerusform>The Rummy family at one table: %n rule sets, against the computer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message numerus="yes">
        <source>Deadwood after discarding {card}: %n point(s)</source>
        <translation>
            <numerusform>Deadwood after discarding {card}: %n point</numerusform>
            <numerusform>Deadwood after discarding {card}: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deadwood: %n point(s)</source>
        <translation>
            <numerusform>Deadwood: %n point</numerusform>
            <numerusform>Deadwood: %n points</numerusform>
        </translation>
    </message>
</context>
</TS>
