<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Rummy Desktop</source>
        <translation>À propos de Rummy Desktop</translation>
    </message>
    <message>
        <source>A card table for the Rummy family: Rummy, Rummy Multiplayer, Rummy 500 and the Manipulation family, each rule set a plugin.</source>
        <translation>Une table de cartes pour la famille du rami : Rami, Rami multijoueur, Rami 500 et la famille Manipulation, chaque règle étant un module.</translation>
    </message>
    <message>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Licence : GPL-3.0 ou ultérieure.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>BuyOffer</name>
    <message>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>Buy the discard</source>
        <translation>Acheter la défausse</translation>
    </message>
    <message numerus="yes">
        <source>Take {card} with %n penalty card(s) from the stock</source>
        <translation>
            <numerusform>Prendre {card} avec %n carte de pénalité de la pioche</numerusform>
            <numerusform>Prendre {card} avec %n cartes de pénalité de la pioche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buy(s) left this round</source>
        <translation>
            <numerusform>%n achat restant dans cette manche</numerusform>
            <numerusform>%n achats restants dans cette manche</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} drew from the stock: buy {card} out of turn (Buy, or click the pile) or let it go (Pass)? {price}.</source>
        <translation>{who} a pioché : acheter {card} hors de votre tour (Acheter, ou cliquez sur la défausse) ou le laisser passer (Passer) ? {price}.</translation>
    </message>
    <message>
        <source>Hint: buy {card}: it helps your hand.</source>
        <translation>Conseil : achetez {card} : elle aide votre main.</translation>
    </message>
    <message>
        <source>Hint: pass: {card} is not worth a penalty card to you.</source>
        <translation>Conseil : passez : {card} ne vaut pas une carte de pénalité pour vous.</translation>
    </message>
</context>
<context>
    <name>CodeWatch</name>
    <message>
        <source>So many wrong codes were tried that this code no longer opens the table. The players at the table play on; for a newcomer, make a new code.</source>
        <translation>Tant de codes erronés ont été essayés que ce code n&apos;ouvre plus la table. Les joueurs déjà à table continuent&#xa0;; pour un nouveau venu, créez un nouveau code.</translation>
    </message>
    <message>
        <source>in the last minute</source>
        <translation>dans la dernière minute</translation>
    </message>
    <message>
        <source>in the last hour</source>
        <translation>dans la dernière heure</translation>
    </message>
    <message>
        <source>{codes} from {addresses} {when}</source>
        <translation>{codes} depuis {addresses} {when}</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s)</source>
        <translation>
            <numerusform>%n code erroné</numerusform>
            <numerusform>%n codes erronés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n address(es)</source>
        <translation>
            <numerusform>%n adresse</numerusform>
            <numerusform>%n adresses</numerusform>
        </translation>
    </message>
    <message>
        <source>New &amp;code</source>
        <translation>No&amp;uveau code</translation>
    </message>
    <message>
        <source>Make a new join code: the one shown opens the table no more. The players at the table play on.</source>
        <translation>Créer un nouveau code pour rejoindre la table&#xa0;: celui qui est affiché ne l&apos;ouvre plus. Les joueurs déjà à table continuent.</translation>
    </message>
</context>
<context>
    <name>CopyFlow</name>
    <message>
        <source>Your turn goes on: the cards you placed are back on the table.</source>
        <translation>Votre tour continue : les cartes que vous aviez posées sont de retour sur la table.</translation>
    </message>
    <message>
        <source>The group outlined in red is not valid: {why}.</source>
        <translation>Le groupe entouré de rouge n&apos;est pas valide : {why}.</translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>À vous : piochez une carte.</translation>
    </message>
    <message>
        <source>Your turn: finish the table and press Done, or Withdraw (+3).</source>
        <translation>À vous : terminez la table et cliquez sur Terminé, ou sur Abandonner (+3).</translation>
    </message>
    <message>
        <source>Your turn: drag cards to the table and press Done, or Draw.</source>
        <translation>À vous : faites glisser des cartes sur la table et cliquez sur Terminé, ou sur Piocher.</translation>
    </message>
    <message>
        <source>Your turn: drag cards to the table and press Done, or Pass.</source>
        <translation>À vous : faites glisser des cartes sur la table et cliquez sur Terminé, ou sur Passer.</translation>
    </message>
    <message>
        <source>The group outlined in red is not valid yet: {why}.</source>
        <translation>Le groupe entouré de rouge n&apos;est pas encore valide : {why}.</translation>
    </message>
    <message numerus="yes">
        <source>The %n groups outlined in red are not valid yet.</source>
        <translation>
            <numerusform>Le groupe entouré de rouge n&apos;est pas encore valide.</numerusform>
            <numerusform>Les %n groupes entourés de rouge ne sont pas encore valides.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every group is valid: draw a card, then press Done to play.</source>
        <translation>Tous les groupes sont valides : piochez une carte, puis cliquez sur Terminé pour jouer.</translation>
    </message>
    <message>
        <source>Every group is valid: press Done to play, or Knock to end the round.</source>
        <translation>Tous les groupes sont valides : cliquez sur Terminé pour jouer, ou sur Frapper pour finir la manche.</translation>
    </message>
    <message>
        <source>Every group is valid: press Done to play.</source>
        <translation>Tous les groupes sont valides : cliquez sur Terminé pour jouer.</translation>
    </message>
    <message>
        <source>No play found: press Withdraw (+3) twice to end your turn.</source>
        <translation>Aucun coup trouvé : cliquez deux fois sur Abandonner (+3) pour finir votre tour.</translation>
    </message>
    <message>
        <source>No play found: pass.</source>
        <translation>Aucun coup trouvé : passez.</translation>
    </message>
    <message numerus="yes">
        <source>No play found: draw (you take %n card(s)).</source>
        <translation>
            <numerusform>Aucun coup trouvé : piochez (vous prenez %n carte).</numerusform>
            <numerusform>Aucun coup trouvé : piochez (vous prenez %n cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>No play found: draw a card.</source>
        <translation>Aucun coup trouvé : piochez une carte.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: draw (you take %n card(s)).</source>
        <translation>
            <numerusform>Indice : piochez (vous prenez %n carte).</numerusform>
            <numerusform>Indice : piochez (vous prenez %n cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock.</source>
        <translation>Indice : piochez une carte.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Indice : passez.</translation>
    </message>
    <message>
        <source>Show me: press Enter, or click Pass, to pass.</source>
        <translation>Montrez-moi : appuyez sur Entrée, ou cliquez sur Passer, pour passer.</translation>
    </message>
    <message>
        <source>You must meld if you can.</source>
        <translation>Vous devez poser si vous le pouvez.</translation>
    </message>
    <message>
        <source>You must meld if you can. Press {button} again to go on anyway.</source>
        <translation>Vous devez poser si vous le pouvez. Cliquez encore sur {button} pour continuer quand même.</translation>
    </message>
    <message>
        <source>Cancelled: the joker needs a card.</source>
        <translation>Annulé : le joker doit représenter une carte.</translation>
    </message>
    <message>
        <source>The table is back as it was.</source>
        <translation>La table est revenue comme avant.</translation>
    </message>
</context>
<context>
    <name>CopyHinting</name>
    <message>
        <source>Hint: {steps}; then play {cards}: the table ends as {layout}.</source>
        <translation>Indice : {steps} ; puis jouez {cards} : la table finit ainsi : {layout}.</translation>
    </message>
    <message>
        <source>Hint: {steps}: the table ends as {layout}.</source>
        <translation>Indice : {steps} : la table finit ainsi : {layout}.</translation>
    </message>
    <message>
        <source>Hint: play {cards} as a new group.</source>
        <translation>Indice : jouez {cards} en un nouveau groupe.</translation>
    </message>
    <message>
        <source>Hint: play {cards} as new groups: {layout}.</source>
        <translation>Indice : jouez {cards} en nouveaux groupes : {layout}.</translation>
    </message>
    <message>
        <source>Hint: play {cards}, no rearrangement needed: {layout}.</source>
        <translation>Indice : jouez {cards}, sans réorganiser : {layout}.</translation>
    </message>
    <message>
        <source>Hint: play {cards}; the table must be rearranged: {layout}.</source>
        <translation>Indice : jouez {cards} ; il faut réorganiser la table : {layout}.</translation>
    </message>
    <message>
        <source>Show me: {cards} back to your hand: it cannot join a group this turn.</source>
        <translation>Montrez-moi : {cards} revient dans votre main : elle ne peut entrer dans aucun groupe à ce tour.</translation>
    </message>
    <message>
        <source>Show me: {cards} back to your hand: the best play does without it.</source>
        <translation>Montrez-moi : {cards} revient dans votre main : le meilleur jeu se passe d&apos;elle.</translation>
    </message>
    <message>
        <source>Show me: {cards} back to your hand.</source>
        <translation>Montrez-moi : {cards} revient dans votre main.</translation>
    </message>
    <message>
        <source>Show me: {cards} back among the loose cards.</source>
        <translation>Montrez-moi : {cards} revient parmi les cartes isolées.</translation>
    </message>
    <message>
        <source>Show me: {cards} moved.</source>
        <translation>Montrez-moi : {cards} déplacée.</translation>
    </message>
    <message>
        <source>Show me: {cards} into a new group, to make {group}.</source>
        <translation>Montrez-moi : {cards} dans un nouveau groupe, pour faire {group}.</translation>
    </message>
    <message>
        <source>Show me: {cards} into a group, to make {group}.</source>
        <translation>Montrez-moi : {cards} dans un groupe, pour faire {group}.</translation>
    </message>
    <message>
        <source>The hinted play is on the table: press Knock to play it and end the round, or Undo to take it back.</source>
        <translation>Le coup indiqué est sur la table : cliquez sur Frapper pour le jouer et finir la manche, ou sur Annuler pour le reprendre.</translation>
    </message>
    <message>
        <source>The hinted play is on the table: press Done to play it, or Undo to take it back.</source>
        <translation>Le coup indiqué est sur la table : cliquez sur Terminé pour le jouer, ou sur Annuler pour le reprendre.</translation>
    </message>
    <message>
        <source>{done} As hinted: {steps}.</source>
        <translation>{done} Comme indiqué : {steps}.</translation>
    </message>
</context>
<context>
    <name>DrawDiscardFlow</name>
    <message>
        <source>Your turn: take the card turned up (click the discard pile), or press Pass.</source>
        <translation>À vous&#xa0;: prenez la carte retournée (cliquez sur la défausse), ou appuyez sur Passer.</translation>
    </message>
    <message>
        <source>Your turn: click the stock, or a card of the pile to take it (and those above it).</source>
        <translation>À vous : cliquez sur la pioche, ou sur une carte de la défausse pour la prendre (avec celles au-dessus).</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>À vous : cliquez sur la pioche ou sur la défausse pour piocher.</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw.</source>
        <translation>À vous : cliquez sur la pioche pour piocher.</translation>
    </message>
    <message>
        <source>Your turn: the stock is empty, click the discard pile to take its card.</source>
        <translation>À vous : la pioche est vide, cliquez sur la défausse pour en prendre la carte.</translation>
    </message>
    <message>
        <source>Meld {card}, which you dug, now: drag it to the table with cards of your hand.</source>
        <translation>Posez maintenant {card}, que vous avez creusée : faites-la glisser sur la table avec des cartes de votre main.</translation>
    </message>
    <message>
        <source>Drop a card on the pile to discard it, or select it and press Knock.</source>
        <translation>Posez une carte sur la défausse pour la défausser, ou sélectionnez-la et appuyez sur Frapper.</translation>
    </message>
    <message>
        <source>Drag cards to the table to meld or lay off; drop one on the pile to discard.</source>
        <translation>Faites glisser des cartes sur la table pour poser ou ajouter ; déposez-en une sur la défausse pour défausser.</translation>
    </message>
    <message>
        <source>Drag cards to the table to meld; drop one on the pile to discard.</source>
        <translation>Faites glisser des cartes sur la table pour poser ; déposez-en une sur la défausse pour défausser.</translation>
    </message>
    <message>
        <source>No play found: draw a card.</source>
        <translation>Aucun coup trouvé : piochez une carte.</translation>
    </message>
    <message>
        <source>No meld or lay-off found: discard a card.</source>
        <translation>Aucune combinaison ni ajout possible : défaussez une carte.</translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock.</source>
        <translation>Indice : piochez une carte.</translation>
    </message>
    <message>
        <source>Hint: pass: the card turned up does not help your hand.</source>
        <translation>Indice&#xa0;: passez, la carte retournée n&apos;aide pas votre main.</translation>
    </message>
    <message>
        <source>Show me: press Enter, or click Pass, to let {card} go.</source>
        <translation>Montrez-moi : appuyez sur Entrée, ou cliquez sur Passer, pour laisser passer {card}.</translation>
    </message>
    <message>
        <source>Show me: click Pass to let the card turned up go.</source>
        <translation>Montrez-moi : cliquez sur Passer pour laisser la carte retournée.</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Défaussez une carte à la fois.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
</context>
<context>
    <name>DropRow</name>
    <message numerus="yes">
        <source>{name} is reconnecting: %n s left.</source>
        <translation>
            <numerusform>{name} se reconnecte : encore %n seconde.</numerusform>
            <numerusform>{name} se reconnecte : encore %n secondes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wait %n s more</source>
        <translation>
            <numerusform>Attendre encore %n seconde</numerusform>
            <numerusform>Attendre encore %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer plays now</source>
        <translation>L&apos;ordinateur joue maintenant</translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <source>You drew {cards}</source>
        <translation>Vous avez pioché {cards}</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n card(s)</source>
        <translation>
            <numerusform>Vous avez pioché %n carte</numerusform>
            <numerusform>Vous avez pioché %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} drew %n card(s)</source>
        <translation>
            <numerusform>{who} a pioché %n carte</numerusform>
            <numerusform>{who} a pioché %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew a card</source>
        <translation>Vous avez pioché une carte</translation>
    </message>
    <message>
        <source>{who} drew a card</source>
        <translation>{who} a pioché une carte</translation>
    </message>
    <message>
        <source>You bought {card}</source>
        <translation>Vous avez acheté {card}</translation>
    </message>
    <message>
        <source>{who} bought {card}</source>
        <translation>{who} a acheté {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Vous avez pris {card} dans la défausse</translation>
    </message>
    <message>
        <source>{who} took {card} from the pile</source>
        <translation>{who} a pris {card} dans la défausse</translation>
    </message>
    <message>
        <source>You dug {card} from the pile</source>
        <translation>Vous avez creusé jusqu&apos;à {card} dans la défausse</translation>
    </message>
    <message>
        <source>{who} dug {card} from the pile</source>
        <translation>{who} a creusé jusqu&apos;à {card} dans la défausse</translation>
    </message>
    <message>
        <source>You melded {cards}</source>
        <translation>Vous avez posé {cards}</translation>
    </message>
    <message>
        <source>{who} melded {cards}</source>
        <translation>{who} a posé {cards}</translation>
    </message>
    <message>
        <source>You laid off {card}</source>
        <translation>Vous avez ajouté {card}</translation>
    </message>
    <message>
        <source>{who} laid off {card}</source>
        <translation>{who} a ajouté {card}</translation>
    </message>
    <message>
        <source>You swapped {card} for a joker</source>
        <translation>Vous avez échangé {card} contre un joker</translation>
    </message>
    <message>
        <source>{who} swapped {card} for a joker</source>
        <translation>{who} a échangé {card} contre un joker</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Vous avez défaussé {card}</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} a défaussé {card}</translation>
    </message>
    <message numerus="yes">
        <source>You played %n card(s)</source>
        <translation>
            <numerusform>Vous avez joué %n carte</numerusform>
            <numerusform>Vous avez joué %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} played %n card(s)</source>
        <translation>
            <numerusform>{who} a joué %n carte</numerusform>
            <numerusform>{who} a joué %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{played}: {cards}</source>
        <translation>{played} : {cards}</translation>
    </message>
    <message>
        <source>You let {card} go</source>
        <translation>Vous avez laissé passer {card}</translation>
    </message>
    <message>
        <source>{who} let {card} go</source>
        <translation>{who} a laissé passer {card}</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Vous avez passé</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <translation>{who} a passé</translation>
    </message>
    <message numerus="yes">
        <source>You withdrew and drew %n card(s)</source>
        <translation>
            <numerusform>Vous avez abandonné et pioché %n carte</numerusform>
            <numerusform>Vous avez abandonné et pioché %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew and drew %n card(s)</source>
        <translation>
            <numerusform>{who} a abandonné et pioché %n carte</numerusform>
            <numerusform>{who} a abandonné et pioché %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Vous avez frappé</translation>
    </message>
    <message>
        <source>{who} knocked</source>
        <translation>{who} a frappé</translation>
    </message>
    <message>
        <source>The stock is empty: one more turn each</source>
        <translation>La pioche est vide : encore un tour chacun</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock</source>
        <translation>La défausse a été mélangée en une nouvelle pioche</translation>
    </message>
    <message>
        <source>Round {n} is over</source>
        <translation>La manche {n} est terminée</translation>
    </message>
    <message>
        <source>Round {n}: you play first</source>
        <translation>Manche {n} : vous jouez en premier</translation>
    </message>
    <message>
        <source>Round {n}: {who} plays first</source>
        <translation>Manche {n} : {who} joue en premier</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
</context>
<context>
    <name>FinalStandingsDialog</name>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partie se termine à égalité.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous avez gagné !</translation>
    </message>
    <message>
        <source>{name} wins.</source>
        <translation>{name} a gagné.</translation>
    </message>
    <message>
        <source>You share the win with {names}.</source>
        <translation>Vous partagez la victoire avec {names}.</translation>
    </message>
    <message>
        <source>{names} share the win.</source>
        <translation>{names} partagent la victoire.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points from rounds</source>
        <translation>Points des manches</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (vous)</translation>
    </message>
    <message>
        <source>The lowest total is best.</source>
        <translation>Le total le plus bas est le meilleur.</translation>
    </message>
    <message>
        <source>The highest total is best.</source>
        <translation>Le total le plus haut est le meilleur.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Back to the start screen</source>
        <translation>&amp;Retour à l&apos;écran d&apos;accueil</translation>
    </message>
    <message>
        <source>&amp;Look at the table</source>
        <translation>&amp;Regarder la table</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <source>Selected: {cards}</source>
        <translation>Sélectionnées : {cards}</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, sélectionnée</translation>
    </message>
    <message>
        <source>{card}, just drawn</source>
        <translation>{card}, carte tout juste piochée</translation>
    </message>
    <message>
        <source>{card}, played since your last move</source>
        <translation>{card}, carte jouée depuis votre dernier coup</translation>
    </message>
    <message>
        <source>Your hand: {card}</source>
        <translation>Votre main : {card}</translation>
    </message>
    <message>
        <source>Your hand (empty)</source>
        <translation>Votre main (vide)</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Pioche : %n carte</numerusform>
            <numerusform>Pioche : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Défausse : {card}</translation>
    </message>
    <message>
        <source>Discard pile (empty)</source>
        <translation>Défausse (vide)</translation>
    </message>
    <message>
        <source>Loose card: {card}</source>
        <translation>Carte isolée : {card}</translation>
    </message>
    <message>
        <source>Group {n}: {card}</source>
        <translation>Groupe {n} : {card}</translation>
    </message>
    <message>
        <source>{place}, not valid: {why}</source>
        <translation>{place}, non valide : {why}</translation>
    </message>
    <message>
        <source>Picked up {cards}: move to a place and press Enter (Esc cancels).</source>
        <translation>Vous tenez {cards} : allez à un emplacement et appuyez sur Entrée (Échap annule).</translation>
    </message>
</context>
<context>
    <name>Hinting</name>
    <message>
        <source>Hint: every group is valid and no other card of your hand can be played: press Done.</source>
        <translation>Indice : tous les groupes sont valides et aucune autre carte de votre main ne peut être jouée : cliquez sur Terminé.</translation>
    </message>
    <message>
        <source>Hint: {steps}. {rest}</source>
        <translation>Indice : {steps}. {rest}</translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock.</source>
        <translation>Indice : piochez une carte.</translation>
    </message>
    <message>
        <source>Hint: take {card} from the discard pile and meld it at once with {cards}.</source>
        <translation>Indice : prenez {card} dans la défausse et posez-la aussitôt avec {cards}.</translation>
    </message>
    <message>
        <source>Hint: dig {card} out of the discard pile (you take the cards above it too) and meld it at once with {cards}.</source>
        <translation>Indice : allez chercher {card} dans la défausse (vous prenez aussi les cartes au-dessus) et posez-la aussitôt avec {cards}.</translation>
    </message>
    <message>
        <source>Hint: take {card} from the discard pile and lay it off at once on {group}.</source>
        <translation>Indice : prenez {card} dans la défausse et ajoutez-la aussitôt à {group}.</translation>
    </message>
    <message>
        <source>Hint: dig {card} out of the discard pile (you take the cards above it too) and lay it off at once on {group}.</source>
        <translation>Indice : allez chercher {card} dans la défausse (vous prenez aussi les cartes au-dessus) et ajoutez-la aussitôt à {group}.</translation>
    </message>
    <message>
        <source>This step asks for no move: read it and press Next.</source>
        <translation>Cette étape ne demande aucun coup : lisez-la et cliquez sur Suivant.</translation>
    </message>
    <message>
        <source>Hint: discard {card} and knock.</source>
        <translation>Indice&#xa0;: défaussez {card} et frappez.</translation>
    </message>
    <message>
        <source>Hint: press Withdraw (+3) twice: the table goes back as it was, you draw three cards and your turn ends.</source>
        <translation>Indice : cliquez deux fois sur Abandonner (+3) : la table revient comme elle était, vous piochez trois cartes et votre tour se termine.</translation>
    </message>
    <message>
        <source>Hint: dig {card} out of the discard pile (you take the cards above it too).</source>
        <translation>Indice : allez chercher {card} dans la défausse (vous prenez aussi les cartes au-dessus).</translation>
    </message>
    <message>
        <source>Hint: take {card} from the discard pile.</source>
        <translation>Indice : prenez {card} dans la défausse.</translation>
    </message>
    <message>
        <source>Hint: meld {cards}.</source>
        <translation>Indice : posez {cards}.</translation>
    </message>
    <message>
        <source>Hint: put {card} in the place of the joker of {group}, and take the joker.</source>
        <translation>Indice : mettez {card} à la place du joker de {group}, et prenez le joker.</translation>
    </message>
    <message>
        <source>Hint: lay {card} off on {group}.</source>
        <translation>Indice : ajoutez {card} à {group}.</translation>
    </message>
    <message>
        <source>Hint: you can play {cards}.</source>
        <translation>Indice : vous pouvez jouer {cards}.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the steps of a hint</comment>
        <translation> ; </translation>
    </message>
    <message>
        <source>take {card} back: it cannot join a group this turn</source>
        <translation>reprenez {card} : elle ne peut entrer dans aucun groupe à ce tour</translation>
    </message>
    <message>
        <source>take {card} back: the best play does without it</source>
        <translation>reprenez {card} : le meilleur jeu se passe d&apos;elle</translation>
    </message>
    <message>
        <source>move {cards} to {group}</source>
        <translation>déplacez {cards} vers {group}</translation>
    </message>
    <message>
        <source>keep {cards} where they are</source>
        <translation>laissez {cards} où elles sont</translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card} and knock: %n point(s) of deadwood left.</source>
        <translation>
            <numerusform>Indice : défaussez {card} et frappez : il vous reste %n point de cartes isolées.</numerusform>
            <numerusform>Indice : défaussez {card} et frappez : il vous reste %n points de cartes isolées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock: {card} on the discard pile would help your hand, but over the rest of the round drawing did better.</source>
        <translation>Indice : piochez une carte : {card} sur la défausse aiderait votre main, mais sur le reste de la manche, piocher a fait mieux.</translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock: {card} on the discard pile does not help your hand.</source>
        <translation>Indice : piochez une carte : {card} sur la défausse n&apos;aide pas votre main.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: take {card} from the discard pile: with it, %n card(s) you have not seen would complete a meld.</source>
        <translation>
            <numerusform>Indice : prenez {card} dans la défausse : avec elle, %n carte que vous n&apos;avez pas vue compléterait une combinaison.</numerusform>
            <numerusform>Indice : prenez {card} dans la défausse : avec elle, %n cartes que vous n&apos;avez pas vues compléteraient une combinaison.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: discard {card}, not {kept}: the next player could play {kept} at once.</source>
        <translation>Indice : défaussez {card}, pas {kept} : le joueur suivant pourrait jouer {kept} aussitôt.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: a player has only %n card(s) left, so get rid of points.</source>
        <translation>
            <numerusform>Indice : défaussez {card} : un joueur n&apos;a plus que %n carte, débarrassez-vous des points.</numerusform>
            <numerusform>Indice : défaussez {card} : un joueur n&apos;a plus que %n cartes, débarrassez-vous des points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand; over the rest of the round it scored best of the cards you may throw away (%n point(s)).</source>
        <translation>
            <numerusform>Indice : défaussez {card} : aucune carte que vous n&apos;avez pas vue ne compléterait une combinaison avec votre main ; sur le reste de la manche, c&apos;est la carte à jeter qui a fait le mieux (%n point).</numerusform>
            <numerusform>Indice : défaussez {card} : aucune carte que vous n&apos;avez pas vue ne compléterait une combinaison avec votre main ; sur le reste de la manche, c&apos;est la carte à jeter qui a fait le mieux (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand, and {card} is the costliest card the next player cannot play at once (%n point(s)).</source>
        <translation>
            <numerusform>Indice : défaussez {card} : aucune carte que vous n&apos;avez pas vue ne compléterait une combinaison avec votre main, et {card} est la carte la plus chère que le joueur suivant ne peut pas jouer aussitôt (%n point).</numerusform>
            <numerusform>Indice : défaussez {card} : aucune carte que vous n&apos;avez pas vue ne compléterait une combinaison avec votre main, et {card} est la carte la plus chère que le joueur suivant ne peut pas jouer aussitôt (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand, so throw away the costliest card (%n point(s)).</source>
        <translation>
            <numerusform>Indice : défaussez {card} : aucune carte que vous n&apos;avez pas vue ne compléterait une combinaison avec votre main, alors jetez la carte la plus chère (%n point).</numerusform>
            <numerusform>Indice : défaussez {card} : aucune carte que vous n&apos;avez pas vue ne compléterait une combinaison avec votre main, alors jetez la carte la plus chère (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: it keeps the most chances to meld (%n card(s) you have not seen would complete a meld with the cards you keep).</source>
        <translation>
            <numerusform>Indice : défaussez {card} : c&apos;est ce qui garde le plus de chances de poser (%n carte que vous n&apos;avez pas vue compléterait une combinaison avec les cartes gardées).</numerusform>
            <numerusform>Indice : défaussez {card} : c&apos;est ce qui garde le plus de chances de poser (%n cartes que vous n&apos;avez pas vues compléteraient une combinaison avec les cartes gardées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: %n card(s) you have not seen would still complete a meld with the cards you keep.</source>
        <translation>
            <numerusform>Indice : défaussez {card} : %n carte que vous n&apos;avez pas vue compléterait encore une combinaison avec les cartes gardées.</numerusform>
            <numerusform>Indice : défaussez {card} : %n cartes que vous n&apos;avez pas vues compléteraient encore une combinaison avec les cartes gardées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show me: press Enter, or click the stock, to draw.</source>
        <translation>Montrez-moi : appuyez sur Entrée, ou cliquez sur la pioche, pour piocher.</translation>
    </message>
    <message>
        <source>Show me: press Enter, or click Buy, to buy {card}.</source>
        <translation>Montrez-moi : appuyez sur Entrée, ou cliquez sur Acheter, pour acheter {card}.</translation>
    </message>
    <message>
        <source>Show me: {card} selected: press Knock to discard it and knock; Esc puts it back.</source>
        <translation>Montrez-moi : {card} est sélectionnée : cliquez sur Frapper pour la défausser et frapper ; Échap la remet en place.</translation>
    </message>
    <message>
        <source>Show me: press Enter, or click {card} on the discard pile, to take it.</source>
        <translation>Montrez-moi : appuyez sur Entrée, ou cliquez sur {card} dans la défausse, pour la prendre.</translation>
    </message>
    <message>
        <source>Show me: {cards} picked up: press Enter, or click the discard pile, to discard it; Esc puts it back.</source>
        <translation>Montrez-moi : vous tenez {cards} : appuyez sur Entrée, ou cliquez sur la défausse, pour la défausser ; Échap la remet en place.</translation>
    </message>
    <message>
        <source>Show me: {cards} picked up: press Enter, or click Lay your goal, to lay it; Esc puts them back.</source>
        <translation>Montrez-moi : vous tenez {cards} : appuyez sur Entrée, ou cliquez sur Posez votre objectif, pour le poser ; Échap les remet en place.</translation>
    </message>
    <message>
        <source>Show me: {cards} picked up: press Enter, or click New meld, to meld them; Esc puts them back.</source>
        <translation>Montrez-moi : vous tenez {cards} : appuyez sur Entrée, ou cliquez sur Nouvelle combinaison, pour les poser ; Échap les remet en place.</translation>
    </message>
    <message>
        <source>Show me: {cards} picked up: press Enter, or click the group outlined, to play it; Esc puts it back.</source>
        <translation>Montrez-moi : vous tenez {cards} : appuyez sur Entrée, ou cliquez sur le groupe entouré, pour la jouer ; Échap la remet en place.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Every rule set</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>shared the win</source>
        <translation>victoire partagée</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>gagnée par {names}</translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Supprimer la partie&#xa0;?</translation>
    </message>
    <message>
        <source>Delete this game from the history? It cannot be reviewed afterwards.</source>
        <translation>Supprimer cette partie de l&apos;historique&#xa0;? Elle ne pourra plus être analysée.</translation>
    </message>
    <message>
        <source>The game could not be deleted: {error}</source>
        <translation>La partie n&apos;a pas pu être supprimée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exporter l&apos;enregistrement de la partie</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Enregistrements de parties (*.json)</translation>
    </message>
    <message>
        <source>The record could not be written: {error}</source>
        <translation>L&apos;enregistrement n&apos;a pas pu être écrit&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Ouvrir l&apos;enregistrement d&apos;une partie</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Your finished games, newest first. Review one to replay it turn by turn against the best play.</source>
        <translation>Vos parties terminées, les plus récentes d&apos;abord. Analysez-en une pour la rejouer tour par tour face au meilleur jeu.</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Your accuracy</source>
        <translation>Votre précision</translation>
    </message>
    <message>
        <source>Kept games</source>
        <translation>Parties conservées</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>&amp;Open a file…</source>
        <translation>&amp;Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>HostGameDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>{name} (you, the host)</source>
        <translation>{name} (vous, l&apos;hôte)</translation>
    </message>
    <message>
        <source>You, the host</source>
        <translation>Vous, l&apos;hôte</translation>
    </message>
    <message>
        <source>Open: a network player</source>
        <translation>Libre : un joueur en réseau</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>the other players see it at the table</source>
        <translation>les autres joueurs le voient à la table</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>&amp;Nom de la table :</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Table de {name}</translation>
    </message>
    <message>
        <source>Rummy Desktop</source>
        <translation>Rummy Desktop</translation>
    </message>
    <message>
        <source>Join co&amp;de:</source>
        <translation>Co&amp;de pour rejoindre&#xa0;:</translation>
    </message>
    <message>
        <source>six random digits</source>
        <translation>six chiffres au hasard</translation>
    </message>
    <message>
        <source>Players type it to join. Leave it empty for six random digits: a code of your own should be as hard to guess.</source>
        <translation>Les joueurs le saisissent pour rejoindre la table. Laissez-le vide pour six chiffres au hasard&#xa0;: un code de votre choix doit être aussi difficile à deviner.</translation>
    </message>
    <message>
        <source>A join code has at least {n} letters, digits or “-”: a shorter one could be guessed.</source>
        <translation>Un code pour rejoindre a au moins {n} lettres, chiffres ou «&#xa0;-&#xa0;»&#xa0;: un code plus court pourrait être deviné.</translation>
    </message>
    <message>
        <source>&amp;Turn clock:</source>
        <translation>&amp;Temps par tour&#xa0;:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds a turn</source>
        <translation>
            <numerusform>%n seconde par tour</numerusform>
            <numerusform>%n secondes par tour</numerusform>
        </translation>
    </message>
    <message>
        <source>When a player&apos;s time is up, the computer plays that turn for them.</source>
        <translation>Quand le temps d&apos;un joueur est écoulé, l&apos;ordinateur joue ce tour à sa place.</translation>
    </message>
    <message>
        <source>Computer for a player who drops out or runs out of time:</source>
        <translation>Ordinateur pour un joueur déconnecté ou à court de temps&#xa0;:</translation>
    </message>
    <message>
        <source>Players join from their computers on this network with the code shown next. Leave at least one seat open.</source>
        <translation>Les joueurs rejoignent la table depuis leur ordinateur sur ce réseau, avec le code affiché ensuite. Laissez au moins une place libre.</translation>
    </message>
</context>
<context>
    <name>HostLobby</name>
    <message>
        <source>Removed: {name} ({address}); that computer cannot come back with the code.</source>
        <translation>Renvoyé&#xa0;: {name} ({address})&#xa0;; cet ordinateur ne peut plus revenir avec le code.</translation>
    </message>
    <message>
        <source>Let back in</source>
        <translation>Laisser revenir</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)…</source>
        <translation>
            <numerusform>En attente de %n joueur…</numerusform>
            <numerusform>En attente de %n joueurs…</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here: click Start.</source>
        <translation>Tout le monde est là : cliquez sur Commencer.</translation>
    </message>
    <message>
        <source>Network table: {name}</source>
        <translation>Table en réseau : {name}</translation>
    </message>
    <message>
        <source>Players join with this code:</source>
        <translation>Les joueurs rejoignent la table avec ce code :</translation>
    </message>
    <message>
        <source>This computer&apos;s address: {addresses}</source>
        <translation>Adresse de cet ordinateur : {addresses}</translation>
    </message>
    <message>
        <source>Players on this network also find the table in their list.</source>
        <translation>Les joueurs de ce réseau trouvent aussi la table dans leur liste.</translation>
    </message>
    <message>
        <source>The table cannot be found automatically (its port is taken): players type the address.</source>
        <translation>La table ne peut pas être trouvée automatiquement (son port est occupé) : les joueurs saisissent l&apos;adresse.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Computer plays this seat</source>
        <translation>L&apos;ordinateur joue à cette place</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Renvoyer</translation>
    </message>
    <message>
        <source>Send this player away: the seat is open again, and that computer cannot come back unless you let it.</source>
        <translation>Renvoyer ce joueur&#xa0;: la place est de nouveau libre, et cet ordinateur ne peut pas revenir sans votre accord.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>{table} ({address})</source>
        <translation>{table} ({address})</translation>
    </message>
    <message>
        <source>Table at {address}</source>
        <translation>Table sur {address}</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>autre version</translation>
    </message>
    <message>
        <source>your seat</source>
        <translation>votre place</translation>
    </message>
    <message>
        <source>The host keeps your seat: click Join to take it back.</source>
        <translation>L&apos;hôte garde votre place : cliquez sur Rejoindre pour la reprendre.</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Recherche de tables sur ce réseau…</translation>
    </message>
    <message>
        <source>No table found. Type the host&apos;s address, as its lobby shows it.</source>
        <translation>Aucune table trouvée. Saisissez l&apos;adresse de l&apos;hôte, telle que sa salle d&apos;attente l&apos;affiche.</translation>
    </message>
    <message>
        <source>{table}: {why}</source>
        <translation>{table} : {why}</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, like 192.168.1.20 or 192.168.1.20:{port}.</source>
        <translation>Saisissez l&apos;adresse de l&apos;hôte, par exemple 192.168.1.20 ou 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>Saisissez votre nom : les autres joueurs le voient à la table.</translation>
    </message>
    <message>
        <source>Type the code the host&apos;s screen shows (letters, digits and -).</source>
        <translation>Saisissez le code affiché sur l&apos;écran de l&apos;hôte (lettres, chiffres et -).</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connexion à {address}…</translation>
    </message>
    <message>
        <source>You watch {table} ({variant}).</source>
        <translation>Vous regardez {table} ({variant}).</translation>
    </message>
    <message>
        <source>You sit at seat {n} of {table} ({variant}).</source>
        <translation>Vous êtes à la place {n} de {table} ({variant}).</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>En attente du début de la partie par l&apos;hôte…</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tables sur ce réseau :</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Places libres</translation>
    </message>
    <message>
        <source>&amp;Address (and port):</source>
        <translation>&amp;Adresse (et port) :</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:{port}</source>
        <translation>par exemple 192.168.1.20:{port}</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Code :</translation>
    </message>
    <message>
        <source>shown on the host&apos;s screen</source>
        <translation>affiché sur l&apos;écran de l&apos;hôte</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>Re&amp;garder</translation>
    </message>
    <message>
        <source>Watch the table without a seat: you see what every player sees, never a hand, and you can chat.</source>
        <translation>Regarder la table sans y prendre place&#xa0;: vous voyez ce que voit chaque joueur, jamais une main, et vous pouvez discuter.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Move the focus between your hand, the groups on the table, the new-group place, the stock and the discard pile</source>
        <translation>Déplacer le focus entre votre main, les groupes de la table, l&apos;emplacement de nouveau groupe, la pioche et la défausse</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Haut, Bas</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>Leave the table for the buttons under it, and come back</source>
        <translation>Quitter la table pour les boutons en dessous, puis y revenir</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <source>Move along the cards of the hand, group or pile under the focus</source>
        <translation>Parcourir les cartes de la main, du groupe ou du tas qui a le focus</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Select or unselect the card under the focus</source>
        <translation>Sélectionner ou désélectionner la carte qui a le focus</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Pick up the selected cards (or the card under the focus); with cards picked up, drop them where the focus is: on a group, on the new-group place or on the discard pile. On the stock it draws, on the discard pile it takes the card</source>
        <translation>Prendre les cartes sélectionnées (ou la carte qui a le focus) ; avec des cartes prises, les poser là où est le focus : sur un groupe, sur l&apos;emplacement de nouveau groupe ou sur la défausse. Sur la pioche, pioche ; sur la défausse, prend la carte</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Put the picked-up cards back and clear the selection</source>
        <translation>Reposer les cartes prises et effacer la sélection</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>The turn&apos;s main button: Draw, Pass or Knock</source>
        <translation>Le bouton principal du tour : Piocher, Passer ou Frapper</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Entrée</translation>
    </message>
    <message>
        <source>Done: play the rearranged table</source>
        <translation>Terminé : jouer la table réorganisée</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo (Withdraw (+3) where the rule set asks for it)</source>
        <translation>Annuler (Abandonner (+3) quand la règle le demande)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>S, R</source>
        <translation>S, R</translation>
    </message>
    <message>
        <source>Sort the hand by suit, by rank</source>
        <translation>Trier la main par couleur, par rang</translation>
    </message>
    <message>
        <source>Keyboard play</source>
        <translation>Jouer au clavier</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Every action can be played with the keyboard as well as with the mouse.</source>
        <translation>Chaque action se joue au clavier aussi bien qu&apos;à la souris.</translation>
    </message>
    <message>
        <source>The buttons under the table take the focus with Tab and act with Space. Every control has a name that screen readers announce.</source>
        <translation>Les boutons sous la table prennent le focus avec Tab et agissent avec Espace. Chaque commande a un nom que les lecteurs d&apos;écran annoncent.</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Droite</translation>
    </message>
    <message>
        <source>Next step (a step you only read)</source>
        <translation>Étape suivante (une étape à lire)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Gauche</translation>
    </message>
    <message>
        <source>Back to the previous step</source>
        <translation>Revenir à l&apos;étape précédente</translation>
    </message>
    <message>
        <source>Alt+Home</source>
        <translation>Alt+Début</translation>
    </message>
    <message>
        <source>Restart the lesson</source>
        <translation>Recommencer la leçon</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>In a lesson</source>
        <translation>Dans une leçon</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the previous step (Alt+Left)</source>
        <translation>Revenir à l&apos;étape précédente (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Start the lesson again (Alt+Home)</source>
        <translation>Recommencer la leçon (Alt+Début)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Go on to the next step (Alt+Right)</source>
        <translation>Passer à l&apos;étape suivante (Alt+Droite)</translation>
    </message>
    <message>
        <source>Play this game now</source>
        <translation>Jouer à ce jeu maintenant</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Leave the lesson (Esc)</source>
        <translation>Quitter la leçon (Échap)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Put the table back as it was at the start of this step</source>
        <translation>Remettre la table comme au début de cette étape</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Leave the lesson?</source>
        <translation>Quitter la leçon&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the lesson? Next time it starts again from its first step.</source>
        <translation>Quitter la leçon&#xa0;? La prochaine fois, elle reprendra à sa première étape.</translation>
    </message>
    <message>
        <source>This step asks for no move: read it, then press Next (Alt+Right).</source>
        <translation>Cette étape ne demande aucun coup : lisez-la, puis cliquez sur Suivant (Alt+Droite).</translation>
    </message>
    <message>
        <source>Round scores: {scores}</source>
        <translation>Points de la manche : {scores}</translation>
    </message>
    <message>
        <source>Lesson finished</source>
        <translation>Leçon terminée</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Étape {n} sur {total}</translation>
    </message>
    <message>
        <source>Watch the other players&apos; moves.</source>
        <translation>Regardez les coups des autres joueurs.</translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message>
        <source>Learn by playing</source>
        <translation>Apprendre en jouant</translation>
    </message>
    <message>
        <source>A guided lesson in the real game teaches each rule set step by step.</source>
        <translation>Une leçon guidée dans le vrai jeu enseigne chaque règle pas à pas.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Commencer la leçon</translation>
    </message>
    <message>
        <source>Draw-and-discard games</source>
        <translation>Jeux de pioche et défausse</translation>
    </message>
    <message>
        <source>Manipulation games</source>
        <translation>Jeux de manipulation</translation>
    </message>
    <message>
        <source>✓ finished</source>
        <translation>✓ terminée</translation>
    </message>
    <message numerus="yes">
        <source>{game}, %n step(s): {summary}</source>
        <translation>
            <numerusform>{game}, %n étape : {summary}</numerusform>
            <numerusform>{game}, %n étapes : {summary}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Resume the interrupted game</source>
        <translation>&amp;Reprendre la partie interrompue</translation>
    </message>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Héberger une partie en réseau…</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>Re&amp;joindre une partie en réseau…</translation>
    </message>
    <message>
        <source>Resume the net&amp;work game</source>
        <translation>Reprendre la partie en rés&amp;eau</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Feuille de score</translation>
    </message>
    <message>
        <source>H&amp;istory…</source>
        <translation>H&amp;istorique…</translation>
    </message>
    <message>
        <source>&amp;Open a game record…</source>
        <translation>&amp;Ouvrir l&apos;enregistrement d&apos;une partie…</translation>
    </message>
    <message>
        <source>&amp;Back to the start screen</source>
        <translation>&amp;Retour à l&apos;écran d&apos;accueil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Pa&amp;ramètres…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de cette partie</translation>
    </message>
    <message>
        <source>&amp;Learn by playing…</source>
        <translation>&amp;Apprendre en jouant…</translation>
    </message>
    <message>
        <source>&amp;Keyboard play</source>
        <translation>Jouer au &amp;clavier</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>&amp;Plugins…</translation>
    </message>
    <message>
        <source>&amp;About Rummy Desktop</source>
        <translation>À &amp;propos de Rummy Desktop</translation>
    </message>
    <message>
        <source>The window&apos;s size and place could not be read</source>
        <translation>La taille et la position de la fenêtre n&apos;ont pas pu être lues</translation>
    </message>
    <message>
        <source>The window takes its usual size.</source>
        <translation>La fenêtre reprend sa taille habituelle.</translation>
    </message>
    <message>
        <source>Your settings could not be read</source>
        <translation>Impossible de lire vos paramètres</translation>
    </message>
    <message>
        <source>Rummy Desktop goes on with the default settings.</source>
        <translation>Rummy Desktop continue avec les paramètres par défaut.</translation>
    </message>
    <message>
        <source>Your statistics could not be read</source>
        <translation>Impossible de lire vos statistiques</translation>
    </message>
    <message>
        <source>Counting starts again from zero.</source>
        <translation>Le décompte repart de zéro.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Impossible d&apos;enregistrer les statistiques : {error}</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <translation>Impossible d&apos;enregistrer les paramètres : {error}</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded</source>
        <translation>Certains plugins n&apos;ont pas pu être chargés</translation>
    </message>
    <message>
        <source>Rummy Desktop goes on without them: {names}.</source>
        <translation>Rummy Desktop continue sans eux : {names}.</translation>
    </message>
    <message>
        <source>A plugin failed</source>
        <translation>Un plugin a échoué</translation>
    </message>
    <message>
        <source>The plugin {name} failed, so Rummy Desktop has switched it off until it starts again. A game in progress keeps its rules; the next game is set up without the plugin. Help ▸ Plugins lists the failure.</source>
        <translation>Le plugin {name} a échoué, Rummy Desktop l&apos;a donc désactivé jusqu&apos;à son prochain démarrage. Une partie en cours garde ses règles&#xa0;; la prochaine partie est préparée sans le plugin. Aide ▸ Plugins indique l&apos;échec.</translation>
    </message>
    <message>
        <source>A kept game could not be read</source>
        <translation>Une partie conservée n&apos;a pas pu être lue</translation>
    </message>
    <message>
        <source>{file} was kept by a newer version of Rummy Desktop.</source>
        <translation>{file} a été conservé par une version plus récente de Rummy Desktop.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Ouvrir l&apos;enregistrement d&apos;une partie</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Enregistrements de parties (*.json)</translation>
    </message>
    <message>
        <source>The game record could not be opened</source>
        <translation>L&apos;enregistrement de la partie n&apos;a pas pu être ouvert</translation>
    </message>
    <message>
        <source>{file} was kept by a newer version of Rummy Desktop. Update the program to review it.</source>
        <translation>{file} a été conservé par une version plus récente de Rummy Desktop. Mettez le programme à jour pour l&apos;analyser.</translation>
    </message>
    <message>
        <source>The other games of the history are not affected.</source>
        <translation>Les autres parties de l&apos;historique ne sont pas touchées.</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file} : {problem}</translation>
    </message>
    <message>
        <source>The review could not be kept</source>
        <translation>L&apos;analyse n&apos;a pas pu être conservée</translation>
    </message>
    <message>
        <source>Review: {game}</source>
        <translation>Analyse&#xa0;: {game}</translation>
    </message>
    <message>
        <source>The file was set aside, not deleted, in {folder}.</source>
        <translation>Le fichier a été mis de côté, pas supprimé, dans {folder}.</translation>
    </message>
    <message>
        <source>Leave the network game?</source>
        <translation>Quitter la partie en réseau ?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new game? The game in progress will be replaced.</source>
        <translation>Commencer une nouvelle partie ? La partie en cours sera remplacée.</translation>
    </message>
    <message>
        <source>Start a new game? The interrupted game will be replaced.</source>
        <translation>Commencer une nouvelle partie ? La partie interrompue sera remplacée.</translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <source>{name} is played by {n} players, not {asked}.</source>
        <translation>{name} se joue à {n} joueurs, pas à {asked}.</translation>
    </message>
    <message>
        <source>{name} is played by {low} to {high} players, not {asked}.</source>
        <translation>{name} se joue de {low} à {high} joueurs, pas à {asked}.</translation>
    </message>
    <message>
        <source>No rule set called “{id}” is installed (installed: {ids}).</source>
        <translation>Aucunes règles nommées «&#xa0;{id}&#xa0;» ne sont installées (installées&#xa0;: {ids}).</translation>
    </message>
    <message>
        <source>No computer level called “{id}” is installed (installed: {ids}).</source>
        <translation>Aucun niveau de l&apos;ordinateur nommé «&#xa0;{id}&#xa0;» n&apos;est installé (installés&#xa0;: {ids}).</translation>
    </message>
    <message>
        <source>The interrupted game could not be read</source>
        <translation>Impossible de lire la partie interrompue</translation>
    </message>
    <message>
        <source>The new game is saved in its place.</source>
        <translation>La nouvelle partie est enregistrée à sa place.</translation>
    </message>
    <message>
        <source>This game has computer players at a level that is no longer installed: {missing}.</source>
        <translation>Cette partie a des joueurs ordinateur d&apos;un niveau qui n&apos;est plus installé : {missing}.</translation>
    </message>
    <message>
        <source>Resume the game with the level “{level}” in its place?</source>
        <translation>Reprendre la partie avec le niveau «&#xa0;{level}&#xa0;» à sa place ?</translation>
    </message>
    <message>
        <source>Resume with “{level}”</source>
        <translation>Reprendre avec «&#xa0;{level}&#xa0;»</translation>
    </message>
    <message>
        <source>Close the table? The players are disconnected; the game is kept, and Resume the network game opens the table again.</source>
        <translation>Fermer la table ? Les joueurs sont déconnectés ; la partie est conservée, et Reprendre la partie en réseau rouvre la table.</translation>
    </message>
    <message>
        <source>Leave the table? The computer plays your seat; you can rejoin with the same code.</source>
        <translation>Quitter la table ? L&apos;ordinateur joue à votre place ; vous pouvez revenir avec le même code.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>La partie n&apos;a pas pu être enregistrée : {error}</translation>
    </message>
    <message>
        <source>Close Rummy Desktop?</source>
        <translation>Fermer Rummy Desktop ?</translation>
    </message>
    <message>
        <source>Close anyway?</source>
        <translation>Fermer quand même ?</translation>
    </message>
    <message>
        <source>kept as {name}</source>
        <translation>conservé sous le nom {name}</translation>
    </message>
    <message>
        <source>it could not be moved aside: {error}</source>
        <translation>il n&apos;a pas pu être mis de côté : {error}</translation>
    </message>
    <message>
        <source>The interrupted game could not be resumed</source>
        <translation>Impossible de reprendre la partie interrompue</translation>
    </message>
    <message>
        <source>You can start a new game.</source>
        <translation>Vous pouvez commencer une nouvelle partie.</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>Host a new table? The interrupted network game will be replaced.</source>
        <translation>Héberger une nouvelle table ? La partie en réseau interrompue sera remplacée.</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>La table n&apos;a pas pu être ouverte</translation>
    </message>
    <message>
        <source>The network game could not be resumed</source>
        <translation>La partie en réseau n&apos;a pas pu être reprise</translation>
    </message>
    <message>
        <source>You can host a new table.</source>
        <translation>Vous pouvez héberger une nouvelle table.</translation>
    </message>
    <message>
        <source>The game could not be kept in the history: {error}</source>
        <translation>La partie n&apos;a pas pu être conservée dans l&apos;historique&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message>
        <source>Moves this round</source>
        <translation>Coups de cette manche</translation>
    </message>
    <message>
        <source>What each player did this round, the newest last</source>
        <translation>Ce que chaque joueur a fait dans cette manche, le plus récent en dernier</translation>
    </message>
    <message>
        <source>laid down {group}</source>
        <translation>nouveau groupe {group}</translation>
    </message>
    <message>
        <source>put {cards} into a new group {group}</source>
        <translation>{cards} dans un nouveau groupe {group}</translation>
    </message>
    <message>
        <source>put {cards} into {group}</source>
        <translation>{cards} dans {group}</translation>
    </message>
    <message>
        <source>moved the loose {cards} into {target}</source>
        <translation>{cards} des cartes isolées vers {target}</translation>
    </message>
    <message>
        <source>moved your {cards} from {source} into {target}</source>
        <translation>{cards} (à vous) de {source} vers {target}</translation>
    </message>
    <message>
        <source>moved {cards} from {source} into {target}</source>
        <translation>{cards} de {source} vers {target}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <source>Round {n}: you play first</source>
        <translation>Manche {n} : vous jouez en premier</translation>
    </message>
    <message>
        <source>Round {n}: {who} plays first</source>
        <translation>Manche {n} : {who} joue en premier</translation>
    </message>
    <message>
        <source>{who} drew {cards}</source>
        <comment>you</comment>
        <translation>{who} avez pioché {cards}</translation>
    </message>
    <message>
        <source>{who} drew {cards}</source>
        <translation>{who} a pioché {cards}</translation>
    </message>
    <message>
        <source>{who} drew a card</source>
        <comment>you</comment>
        <translation>{who} avez pioché une carte</translation>
    </message>
    <message>
        <source>{who} drew a card</source>
        <translation>{who} a pioché une carte</translation>
    </message>
    <message numerus="yes">
        <source>{who} drew %n cards</source>
        <comment>you</comment>
        <translation>
            <numerusform>{who} avez pioché %n carte</numerusform>
            <numerusform>{who} avez pioché %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} drew %n cards</source>
        <translation>
            <numerusform>{who} a pioché %n carte</numerusform>
            <numerusform>{who} a pioché %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} bought {card} out of turn</source>
        <comment>you</comment>
        <translation>{who} avez acheté {card} hors de votre tour</translation>
    </message>
    <message>
        <source>{who} bought {card} out of turn</source>
        <translation>{who} a acheté {card} hors de son tour</translation>
    </message>
    <message>
        <source>{who} took {card} from the discard pile</source>
        <comment>you</comment>
        <translation>{who} avez pris {card} dans la défausse</translation>
    </message>
    <message>
        <source>{who} took {card} from the discard pile</source>
        <translation>{who} a pris {card} dans la défausse</translation>
    </message>
    <message>
        <source>{who} dug {card} out of the discard pile, with {cards}</source>
        <comment>you</comment>
        <translation>{who} avez creusé jusqu&apos;à {card} dans la défausse, avec {cards}</translation>
    </message>
    <message>
        <source>{who} dug {card} out of the discard pile, with {cards}</source>
        <translation>{who} a creusé jusqu&apos;à {card} dans la défausse, avec {cards}</translation>
    </message>
    <message>
        <source>{who} melded {group}</source>
        <comment>you</comment>
        <translation>{who} avez posé {group}</translation>
    </message>
    <message>
        <source>{who} melded {group}</source>
        <translation>{who} a posé {group}</translation>
    </message>
    <message>
        <source>{who} laid off {card} on {group}</source>
        <comment>you</comment>
        <translation>{who} avez ajouté {card} à {group}</translation>
    </message>
    <message>
        <source>{who} laid off {card} on {group}</source>
        <translation>{who} a ajouté {card} à {group}</translation>
    </message>
    <message>
        <source>{who} put {card} in the place of the joker in {group} and took the joker</source>
        <comment>you</comment>
        <translation>{who} avez mis {card} à la place du joker dans {group} et pris le joker</translation>
    </message>
    <message>
        <source>{who} put {card} in the place of the joker in {group} and took the joker</source>
        <translation>{who} a mis {card} à la place du joker dans {group} et a pris le joker</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <comment>you</comment>
        <translation>{who} avez défaussé {card}</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} a défaussé {card}</translation>
    </message>
    <message>
        <source>{who} played:</source>
        <comment>you</comment>
        <translation>{who} avez joué :</translation>
    </message>
    <message>
        <source>{who} played:</source>
        <translation>{who} a joué :</translation>
    </message>
    <message>
        <source>{who} withdrew (+3) and drew {cards}</source>
        <comment>you</comment>
        <translation>{who} avez abandonné (+3) et pioché {cards}</translation>
    </message>
    <message>
        <source>{who} withdrew (+3) and drew {cards}</source>
        <translation>{who} a abandonné (+3) et pioché {cards}</translation>
    </message>
    <message>
        <source>{who} withdrew (+3); the stock is empty</source>
        <comment>you</comment>
        <translation>{who} avez abandonné (+3) ; la pioche est vide</translation>
    </message>
    <message>
        <source>{who} withdrew (+3); the stock is empty</source>
        <translation>{who} a abandonné (+3) ; la pioche est vide</translation>
    </message>
    <message>
        <source>{who} withdrew (+3) and drew a card</source>
        <comment>you</comment>
        <translation>{who} avez abandonné (+3) et pioché une carte</translation>
    </message>
    <message>
        <source>{who} withdrew (+3) and drew a card</source>
        <translation>{who} a abandonné (+3) et pioché une carte</translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew (+3) and drew %n cards</source>
        <comment>you</comment>
        <translation>
            <numerusform>{who} avez abandonné (+3) et pioché %n carte</numerusform>
            <numerusform>{who} avez abandonné (+3) et pioché %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew (+3) and drew %n cards</source>
        <translation>
            <numerusform>{who} a abandonné (+3) et pioché %n carte</numerusform>
            <numerusform>{who} a abandonné (+3) et pioché %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} let {card} go</source>
        <comment>several</comment>
        <translation>
            <numerusform>{who} a laissé passer {card}</numerusform>
            <numerusform>{who} ont laissé passer {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} let {card} go</source>
        <comment>you</comment>
        <translation>{who} avez laissé passer {card}</translation>
    </message>
    <message>
        <source>{who} let {card} go</source>
        <translation>{who} a laissé passer {card}</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <comment>you</comment>
        <translation>{who} avez passé</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <translation>{who} a passé</translation>
    </message>
    <message>
        <source>{who} knocked</source>
        <comment>you</comment>
        <translation>{who} avez frappé</translation>
    </message>
    <message>
        <source>{who} knocked</source>
        <translation>{who} a frappé</translation>
    </message>
    <message>
        <source>The stock is empty: one more turn each</source>
        <translation>La pioche est vide : encore un tour chacun</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock</source>
        <translation>La défausse a été mélangée en une nouvelle pioche</translation>
    </message>
    <message>
        <source>{who} went out: round {n} is over</source>
        <comment>you</comment>
        <translation>{who} n&apos;avez plus de cartes : la manche {n} est terminée</translation>
    </message>
    <message>
        <source>{who} went out: round {n} is over</source>
        <translation>{who} n&apos;a plus de cartes : la manche {n} est terminée</translation>
    </message>
    <message>
        <source>Round {n} is over</source>
        <translation>La manche {n} est terminée</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Check the address and port, that the host&apos;s firewall lets Rummy Desktop in, and that both computers are on the same network.</source>
        <translation>Vérifiez l&apos;adresse et le port, que le pare-feu de l&apos;hôte laisse passer Rummy Desktop, et que les deux ordinateurs sont sur le même réseau.</translation>
    </message>
    <message>
        <source>The host left: the connection is closed.</source>
        <translation>L&apos;hôte est parti : la connexion est fermée.</translation>
    </message>
    <message>
        <source>The host runs Rummy Desktop {host_program} (network protocol {host_protocol}); this computer runs {client_program} (protocol {client_protocol}). Update the older one.</source>
        <translation>L&apos;hôte utilise Rummy Desktop {host_program} (protocole réseau {host_protocol}) ; cet ordinateur utilise {client_program} (protocole {client_protocol}). Mettez à jour le plus ancien.</translation>
    </message>
    <message>
        <source>This computer does not know the choice “{value}” of the house rule “{option}” the host plays {variant} with: install the same plugins as the host.</source>
        <translation>Cet ordinateur ne connaît pas le choix « {value} » de la règle maison « {option} » avec laquelle l&apos;hôte joue à {variant} : installez les mêmes extensions que l&apos;hôte.</translation>
    </message>
    <message>
        <source>This computer lacks the house rule “{option}” the host plays {variant} with: install the same plugins as the host.</source>
        <translation>Il manque à cet ordinateur la règle maison « {option} » avec laquelle l&apos;hôte joue à {variant} : installez les mêmes extensions que l&apos;hôte.</translation>
    </message>
    <message>
        <source>This computer does not have the rule set “{name}” the host plays: install its plugin.</source>
        <translation>Cet ordinateur n&apos;a pas les règles « {name} » auxquelles joue l&apos;hôte : installez son extension.</translation>
    </message>
    <message>
        <source>This computer&apos;s plugins give other rules for {variant} than the host&apos;s: install the same versions as the host.</source>
        <translation>Les extensions de cet ordinateur donnent d&apos;autres règles pour {variant} que celles de l&apos;hôte : installez les mêmes versions que l&apos;hôte.</translation>
    </message>
    <message>
        <source>Wrong code.</source>
        <translation>Code erroné.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a few minutes, then try again.</source>
        <translation>Trop de codes erronés depuis cet ordinateur : attendez quelques minutes, puis réessayez.</translation>
    </message>
    <message>
        <source>So many wrong codes were tried at this table that its code no longer opens it: ask the host for the new code.</source>
        <translation>Tant de codes erronés ont été essayés à cette table que son code ne l&apos;ouvre plus&#xa0;: demandez le nouveau code à l&apos;hôte.</translation>
    </message>
    <message>
        <source>This seat is in use from another computer: its player is still connected.</source>
        <translation>Cette place est occupée depuis un autre ordinateur&#xa0;: son joueur est toujours connecté.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another computer (with this seat&apos;s key).</source>
        <translation>Votre place a été reprise depuis un autre ordinateur (avec la clé de cette place).</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>L&apos;hôte vous a retiré de la table.</translation>
    </message>
    <message>
        <source>Enough people are watching this table already.</source>
        <translation>Assez de personnes regardent déjà cette table.</translation>
    </message>
    <message>
        <source>A message did not arrive as it was sent (changed on the way?): the connection is closed.</source>
        <translation>Un message n&apos;est pas arrivé tel qu&apos;il a été envoyé (modifié en route&#xa0;?)&#xa0;: la connexion est fermée.</translation>
    </message>
    <message>
        <source>Too many connections from this computer.</source>
        <translation>Trop de connexions depuis cet ordinateur.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>La table est complète.</translation>
    </message>
    <message>
        <source>The game has already started: only its players can come back in.</source>
        <translation>La partie a déjà commencé : seuls ses joueurs peuvent revenir.</translation>
    </message>
    <message>
        <source>The host does not know this seat&apos;s key any more: join with the code.</source>
        <translation>L&apos;hôte ne connaît plus la clé de cette place : rejoignez la table avec le code.</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>Trop de messages à la fois : attendez un instant.</translation>
    </message>
    <message>
        <source>This computer has not joined the table yet.</source>
        <translation>Cet ordinateur n&apos;a pas encore rejoint la table.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>L&apos;hôte n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>The host could not be reached ({detail}).</source>
        <translation>L&apos;hôte est injoignable ({detail}).</translation>
    </message>
    <message>
        <source>The host stopped answering.</source>
        <translation>L&apos;hôte ne répond plus.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>The host and this computer did not understand each other ({problem}).</source>
        <translation>L&apos;hôte et cet ordinateur ne se sont pas compris ({problem}).</translation>
    </message>
    <message>
        <source>Open: waiting for a player</source>
        <translation>Libre : en attente d&apos;un joueur</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur : {level}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>{name} (the host)</source>
        <translation>{name} (l&apos;hôte)</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (vous)</translation>
    </message>
    <message>
        <source>played by the computer ({level})</source>
        <translation>joué par l&apos;ordinateur ({level})</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Regardent&#xa0;: {names}</translation>
    </message>
</context>
<context>
    <name>NetworkBar</name>
    <message numerus="yes">
        <source>Not sent: a chat line holds at most %n characters.</source>
        <translation>
            <numerusform>Non envoyé : une ligne de discussion compte au plus %n caractère.</numerusform>
            <numerusform>Non envoyé : une ligne de discussion compte au plus %n caractères.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sent: there is no connection to the host.</source>
        <translation>Non envoyé : il n&apos;y a pas de connexion avec l&apos;hôte.</translation>
    </message>
    <message numerus="yes">
        <source>Not sent: too many lines at once; wait %n s.</source>
        <translation>
            <numerusform>Non envoyé : trop de lignes à la fois ; attendez %n s.</numerusform>
            <numerusform>Non envoyé : trop de lignes à la fois ; attendez %n s.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name} : {text}</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>La connexion à l&apos;hôte est perdue.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: {why}</source>
        <translation>La connexion à l&apos;hôte est perdue : {why}</translation>
    </message>
    <message>
        <source>Reconnecting… (attempt {n})</source>
        <translation>Reconnexion… (essai {n})</translation>
    </message>
    <message>
        <source>Re&amp;join</source>
        <translation>Re&amp;venir</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Dites quelque chose à la table…</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Ligne de discussion</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>What the players say at the table appears here.</source>
        <translation>Ce que disent les joueurs à la table s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Code {code} · {addresses}</source>
        <translation>Code {code} · {addresses}</translation>
    </message>
    <message>
        <source>Code {code} · {address}</source>
        <translation>Code {code} · {address}</translation>
    </message>
</context>
<context>
    <name>NetworkPlurals</name>
    <message numerus="yes">
        <source>Too many wrong codes were tried at this table: try again in %n s.</source>
        <translation>
            <numerusform>Trop de codes erronés ont été essayés à cette table&#xa0;: réessayez dans %n s.</numerusform>
            <numerusform>Trop de codes erronés ont été essayés à cette table&#xa0;: réessayez dans %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reconnecting… %n s left</source>
        <translation>
            <numerusform>reconnexion… encore %n s</numerusform>
            <numerusform>reconnexion… encore %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Rule set</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>This rule set has no options.</source>
        <translation>Ces règles n&apos;ont pas d&apos;options.</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label} :</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Number of players ({low}–{high}):</source>
        <translation>&amp;Nombre de joueurs ({low}–{high}) :</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Place {n} :</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>{name} (you, at the bottom of the table)</source>
        <translation>{name} (vous, en bas de la table)</translation>
    </message>
    <message>
        <source>You, at the bottom of the table</source>
        <translation>Vous, en bas de la table</translation>
    </message>
    <message>
        <source>Human (takes turns at this screen)</source>
        <translation>Humain (joue à tour de rôle sur cet écran)</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur : {level}</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Voir les rè&amp;gles</translation>
    </message>
    <message>
        <source>The rules of {name}, with the options chosen here</source>
        <translation>Les règles de {name}, avec les options choisies ici</translation>
    </message>
</context>
<context>
    <name>PluginSwitches</name>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Installed plugins: checked ones are used</source>
        <translation>Plugins installés&#xa0;: ceux qui sont cochés sont utilisés</translation>
    </message>
    <message>
        <source>Untick a plugin to leave it out. Changes apply the next time Rummy Desktop starts. The program&apos;s own rule sets and computer players are always on.</source>
        <translation>Décochez un plugin pour l&apos;écarter. Les changements s&apos;appliquent au prochain démarrage de Rummy Desktop. Les règles et les joueurs ordinateur du programme lui-même restent toujours actifs.</translation>
    </message>
    <message>
        <source>No other plugin is installed: the program&apos;s own rule sets and computer players are always on.</source>
        <translation>Aucun autre plugin n&apos;est installé&#xa0;: les règles et les joueurs ordinateur du programme lui-même restent toujours actifs.</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Rule sets</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>{option} ({rule_set})</source>
        <translation>{option} ({rule_set})</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Translations</source>
        <translation>Traductions</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Rule sets, house rules, computer players and lessons come from plugins: installed Python distributions. The guide for writing one is docs/plugins.md.</source>
        <translation>Les règles, règles maison, joueurs de l&apos;ordinateur et leçons viennent de plugins : des distributions Python installées. Le guide pour en écrire un est docs/plugins.md.</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Ajoute</translation>
    </message>
    <message>
        <source>(not installed)</source>
        <translation>(non installé)</translation>
    </message>
    <message>
        <source>{what}: {names}</source>
        <translation>{what} : {names}</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Écarté</translation>
    </message>
    <message>
        <source>Failed during play</source>
        <translation>Échec en cours de partie</translation>
    </message>
    <message>
        <source>Switched off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Settings ▸ Plugins, or --disable-plugin</source>
        <translation>Paramètres ▸ Plugins, ou --disable-plugin</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Non utilisé</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>These plugins could not be used, or failed and are switched off until Rummy Desktop starts again; it goes on without them:</source>
        <translation>Ces plugins n&apos;ont pas pu être utilisés, ou ont échoué et sont désactivés jusqu&apos;au prochain démarrage de Rummy Desktop&#xa0;; il continue sans eux&#xa0;:</translation>
    </message>
    <message>
        <source>Every installed plugin loaded. Notes:</source>
        <translation>Tous les plugins installés sont chargés. Remarques&#xa0;:</translation>
    </message>
    <message>
        <source>Every installed plugin loaded.</source>
        <translation>Tous les plugins installés sont chargés.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Cette place n&apos;existe pas à cette table.</translation>
    </message>
    <message>
        <source>That is not a well-formed move.</source>
        <translation>Ce coup est mal formé.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Ce n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <source>This game does not allow that.</source>
        <translation>Ces règles ne le permettent pas.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>{card} is used twice.</source>
        <translation>{card} est utilisée deux fois.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>La pioche est vide.</translation>
    </message>
    <message>
        <source>You can pass only when the stock is empty.</source>
        <translation>Vous ne pouvez passer que lorsque la pioche est vide.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Piochez d&apos;abord une carte.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard.</source>
        <translation>La pioche est vide : prenez la défausse.</translation>
    </message>
    <message>
        <source>There is no group {group} on the table.</source>
        <translation>Il n&apos;y a pas de groupe {group} sur la table.</translation>
    </message>
    <message>
        <source>That is the top card: take it instead of digging.</source>
        <translation>C&apos;est la carte du dessus : prenez-la au lieu de creuser.</translation>
    </message>
    <message>
        <source>{card} is not in the discard pile.</source>
        <translation>{card} n&apos;est pas dans la défausse.</translation>
    </message>
    <message>
        <source>You could not meld {card} at once, so you cannot dig it.</source>
        <translation>Vous ne pourriez pas poser {card} aussitôt : vous ne pouvez donc pas creuser jusqu&apos;à elle.</translation>
    </message>
    <message>
        <source>Meld {card}, which you dug, first.</source>
        <translation>Posez d&apos;abord {card}, que vous avez creusée.</translation>
    </message>
    <message>
        <source>You cannot discard {card}: you took it from the pile this turn.</source>
        <translation>Vous ne pouvez pas défausser {card} : vous l&apos;avez prise dans la défausse à ce tour.</translation>
    </message>
    <message>
        <source>You would be left holding only {card}, which you cannot discard this turn.</source>
        <translation>Il ne vous resterait que {card}, que vous ne pouvez pas défausser à ce tour.</translation>
    </message>
    <message>
        <source>That is not a valid meld: {why}.</source>
        <translation>Cette combinaison n&apos;est pas valide : {why}.</translation>
    </message>
    <message>
        <source>{card} does not fit that meld: {why}.</source>
        <translation>{card} ne va pas dans cette combinaison : {why}.</translation>
    </message>
    <message>
        <source>Say which card the joker is: {choices}.</source>
        <translation>Dites quelle carte est le joker : {choices}.</translation>
    </message>
    <message>
        <source>The joker cannot be {face} here.</source>
        <translation>Ici, le joker ne peut pas être {face}.</translation>
    </message>
    <message>
        <source>No joker in that meld stands for {card}.</source>
        <translation>Aucun joker de cette combinaison ne représente {card}.</translation>
    </message>
    <message>
        <source>Jokers cannot be swapped in this game.</source>
        <translation>Dans ces règles, on n&apos;échange pas les jokers.</translation>
    </message>
    <message>
        <source>Add at least one card from your hand.</source>
        <translation>Ajoutez au moins une carte de votre main.</translation>
    </message>
    <message>
        <source>{card} was on the table and must stay there.</source>
        <translation>{card} était sur la table et doit y rester.</translation>
    </message>
    <message>
        <source>{card} is neither on the table nor in your hand.</source>
        <translation>{card} n&apos;est ni sur la table ni dans votre main.</translation>
    </message>
    <message>
        <source>{card} cannot stand alone on the table.</source>
        <translation>{card} ne peut pas rester seule sur la table.</translation>
    </message>
    <message>
        <source>Group {group} is not valid: {why}.</source>
        <translation>Le groupe {group} n&apos;est pas valide : {why}.</translation>
    </message>
    <message>
        <source>Group {group} holds more than one joker.</source>
        <translation>Le groupe {group} contient plus d&apos;un joker.</translation>
    </message>
    <message>
        <source>The joker keeps {face} until a real {face} is on the table.</source>
        <translation>Le joker reste {face} tant qu&apos;un vrai {face} n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <source>The joker must stay with a card that was beside it until a real {face} is on the table.</source>
        <translation>Le joker doit rester avec une carte qui était à côté de lui tant qu&apos;un vrai {face} n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <source>A group with a joker cannot be rearranged: only cards from your hand may join it.</source>
        <translation>Un groupe avec un joker ne peut pas être réorganisé : seules des cartes de votre main peuvent le rejoindre.</translation>
    </message>
    <message>
        <source>To free the joker standing for {face}, play a real {face} from your hand.</source>
        <translation>Pour libérer le joker qui représente {face}, jouez un vrai {face} de votre main.</translation>
    </message>
    <message>
        <source>Your first meld needs a run of three cards of one suit from your hand (no joker).</source>
        <translation>Votre première pose demande une suite de trois cartes d&apos;une couleur, de votre main (sans joker).</translation>
    </message>
    <message>
        <source>You can knock only after a meld that leaves you 1 to {limit} points in hand.</source>
        <translation>Vous ne pouvez frapper qu&apos;après une pose qui vous laisse de 1 à {limit} points en main.</translation>
    </message>
    <message>
        <source>No knocking in the final turns.</source>
        <translation>On ne frappe pas pendant les derniers tours.</translation>
    </message>
    <message>
        <source>Lay this round&apos;s goal first, all in one move: {goal}.</source>
        <translation>Posez d&apos;abord l&apos;objectif de cette manche, en un seul coup&#xa0;: {goal}.</translation>
    </message>
    <message>
        <source>Those melds are not this round&apos;s goal: {goal}.</source>
        <translation>Ces combinaisons ne sont pas l&apos;objectif de cette manche&#xa0;: {goal}.</translation>
    </message>
    <message>
        <source>You have laid your goal: now you may only lay off.</source>
        <translation>Vous avez posé votre objectif&#xa0;: vous ne pouvez plus qu&apos;ajouter des cartes aux combinaisons.</translation>
    </message>
    <message>
        <source>Your deadwood after discarding {card} would count {deadwood}: you may knock with {limit} or fewer.</source>
        <translation>Vos cartes isolées vaudraient {deadwood} après la défausse de {card}&#xa0;: on frappe avec {limit} ou moins.</translation>
    </message>
    <message>
        <source>In this game melds stay in your hand until someone knocks.</source>
        <translation>Dans ce jeu, les combinaisons restent en main jusqu&apos;à ce que quelqu&apos;un frappe.</translation>
    </message>
    <message>
        <source>You may lay off only on your own melds.</source>
        <translation>Vous ne pouvez ajouter des cartes qu&apos;à vos propres combinaisons.</translation>
    </message>
    <message>
        <source>This game has no laying off.</source>
        <translation>Dans ce jeu, on n&apos;ajoute pas de cartes aux combinaisons.</translation>
    </message>
    <message>
        <source>Take the card turned up, or pass.</source>
        <translation>Prenez la carte retournée, ou passez.</translation>
    </message>
    <message>
        <source>You have touched the table: play it with Done or withdraw (+3).</source>
        <translation>Vous avez touché la table : jouez-la avec Terminé ou abandonnez (+3).</translation>
    </message>
    <message>
        <source>This table does not use Withdraw (+3).</source>
        <translation>Cette table n&apos;utilise pas Abandonner (+3).</translation>
    </message>
    <message>
        <source>You have drawn three cards already.</source>
        <translation>Vous avez déjà pioché trois cartes.</translation>
    </message>
    <message>
        <source>No drawing in the final turns.</source>
        <translation>On ne pioche pas pendant les derniers tours.</translation>
    </message>
    <message>
        <source>The round is over: continue or end the game.</source>
        <translation>La manche est terminée : continuez ou terminez la partie.</translation>
    </message>
    <message>
        <source>Only the host decides this.</source>
        <translation>Seul le joueur qui invite en décide.</translation>
    </message>
    <message>
        <source>The plugin {plugin} failed, so this move was not played ({error}). It is switched off until Rummy Desktop starts again: the next game is set up without it.</source>
        <translation>Le plugin {plugin} a échoué, ce coup n&apos;a donc pas été joué ({error}). Il est désactivé jusqu&apos;au prochain démarrage de Rummy Desktop&#xa0;: la prochaine partie est préparée sans lui.</translation>
    </message>
    <message>
        <source>{explanation}</source>
        <translation>{explanation}</translation>
    </message>
    <message>
        <source>In this step the joker is the {face}, not the {chosen}: play the same cards again and choose {face} when the table asks which card the joker is.</source>
        <translation>Dans cette étape, le joker vaut {face}, pas {chosen}&#xa0;: rejouez les mêmes cartes et choisissez {face} quand la table demande quelle carte est le joker.</translation>
    </message>
    <message>
        <source>Read this step, then click Next.</source>
        <translation>Lisez cette étape, puis cliquez sur Suivant.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La leçon est terminée.</translation>
    </message>
    <message>
        <source>a group needs at least 3 cards</source>
        <translation>un groupe demande au moins 3 cartes</translation>
    </message>
    <message>
        <source>a group needs at least one natural card</source>
        <translation>un groupe demande au moins une carte naturelle</translation>
    </message>
    <message>
        <source>too many jokers in one group</source>
        <translation>trop de jokers dans un groupe</translation>
    </message>
    <message>
        <source>a set holds at most 4 cards</source>
        <translation>un brelan compte au plus 4 cartes</translation>
    </message>
    <message>
        <source>the cards of a set must all have different suits</source>
        <translation>les cartes d&apos;un brelan doivent toutes être de couleurs différentes</translation>
    </message>
    <message>
        <source>a run cannot hold the same rank twice</source>
        <translation>une suite ne peut pas contenir deux fois le même rang</translation>
    </message>
    <message>
        <source>the ranks of a run must follow one another</source>
        <translation>les rangs d&apos;une suite doivent se suivre</translation>
    </message>
    <message>
        <source>the ace cannot take that place in a run in this game</source>
        <translation>dans ces règles, l&apos;As ne peut pas prendre cette place dans une suite</translation>
    </message>
    <message>
        <source>a run holds at most 13 cards</source>
        <translation>une suite compte au plus 13 cartes</translation>
    </message>
    <message>
        <source>neither a set (one rank) nor a run (one suit)</source>
        <translation>ni un brelan (un rang) ni une suite (une couleur)</translation>
    </message>
    <message>
        <source>a joker on the table needs a declared card</source>
        <translation>un joker sur la table doit avoir une carte déclarée</translation>
    </message>
    <message>
        <source>no card the joker could stand for makes this group valid</source>
        <translation>aucune carte que le joker pourrait représenter ne rend ce groupe valide</translation>
    </message>
    <message>
        <source>A card on the table can never go back to a hand.</source>
        <translation>Une carte de la table ne peut jamais revenir dans une main.</translation>
    </message>
    <message>
        <source>Only a card that was loose at the start of the turn can stand alone.</source>
        <translation>Seule une carte isolée au début du tour peut rester seule.</translation>
    </message>
    <message>
        <source>Cards cannot be put there.</source>
        <translation>On ne peut pas poser de cartes ici.</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Déposez la carte sur votre main pour la piocher.</translation>
    </message>
    <message>
        <source>There is no undo in this game: a meld, a lay-off or a discard is played the moment you make it, as at a real table.</source>
        <translation>Pas d&apos;annulation dans ce jeu : une combinaison posée, une carte ajoutée ou une défausse compte dès que vous la jouez, comme à une vraie table.</translation>
    </message>
    <message>
        <source>The cards you had placed before the game was saved could not be put back: they are in your hand again.</source>
        <translation>Les cartes que vous aviez posées avant l&apos;enregistrement de la partie n&apos;ont pas pu être remises : elles sont revenues dans votre main.</translation>
    </message>
    <message>
        <source>Part of the saved table could not be read (the cards you had placed, the order of your hand): the table is as at the start of your turn.</source>
        <translation>Une partie de la table enregistrée n&apos;a pas pu être lue (les cartes que vous aviez posées, l&apos;ordre de votre main) : la table est comme au début de votre tour.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>Press Withdraw (+3) again to put everything back and draw three cards.</source>
        <translation>Cliquez encore sur Abandonner (+3) pour tout remettre comme avant et piocher trois cartes.</translation>
    </message>
    <message>
        <source>To take the joker, put a real {face} from your hand in its place.</source>
        <translation>Pour prendre le joker, mettez à sa place un vrai {face} de votre main.</translation>
    </message>
    <message>
        <source>Drag the joker to your hand to swap it for your {face}.</source>
        <translation>Faites glisser le joker dans votre main pour l&apos;échanger contre votre {face}.</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space).</source>
        <translation>Sélectionnez d&apos;abord des cartes (cliquez dessus ou appuyez sur Espace).</translation>
    </message>
    <message>
        <source>You have touched the table: press Done or Withdraw (+3).</source>
        <translation>Vous avez touché la table : cliquez sur Terminé ou sur Abandonner (+3).</translation>
    </message>
    <message>
        <source>The host did not answer in time: your move was not played.</source>
        <translation>L&apos;hôte n&apos;a pas répondu à temps : votre coup n&apos;a pas été joué.</translation>
    </message>
    <message>
        <source>The connection to the host is closed.</source>
        <translation>La connexion avec l&apos;hôte est fermée.</translation>
    </message>
    <message>
        <source>Too many moves at once: wait a moment.</source>
        <translation>Trop de coups à la fois : attendez un instant.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
</context>
<context>
    <name>Retry</name>
    <message>
        <source>the search ended unexpectedly</source>
        <translation>la recherche s&apos;est arrêtée de façon inattendue</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>The same position, to try another move</source>
        <translation>La même position, pour essayer un autre coup</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Erreur suivante</translation>
    </message>
    <message>
        <source>The next decision the review marked inaccuracy or worse</source>
        <translation>La décision suivante que l&apos;analyse a marquée imprécision ou pire</translation>
    </message>
    <message>
        <source>Back to review</source>
        <translation>Retour à l&apos;analyse</translation>
    </message>
    <message>
        <source>The review, at this move</source>
        <translation>L&apos;analyse, à ce coup</translation>
    </message>
    <message>
        <source>Mistake {n} of {total}</source>
        <translation>Erreur {n} sur {total}</translation>
    </message>
    <message>
        <source>Move {n}: you played {action} ({label}).</source>
        <translation>Coup {n}&#xa0;: vous avez joué {action} ({label}).</translation>
    </message>
    <message>
        <source>Find a better move, on the table as you would play it.</source>
        <translation>Trouvez un meilleur coup, sur la table, comme vous le joueriez.</translation>
    </message>
    <message>
        <source>You asked for a hint: this try will not count as found on your own.</source>
        <translation>Vous avez demandé un indice&#xa0;: cet essai ne comptera pas comme trouvé seul.</translation>
    </message>
    <message>
        <source>Your move could not be judged: {problem}</source>
        <translation>Votre coup n&apos;a pas pu être jugé&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>You played {action}. Judging it…</source>
        <translation>Vous avez joué {action}. Jugement en cours…</translation>
    </message>
    <message>
        <source>That was the last marked decision.</source>
        <translation>C&apos;était la dernière décision marquée.</translation>
    </message>
    <message>
        <source>You played {action} with a hint: as good as the best move. Try again to find it on your own.</source>
        <translation>Vous avez joué {action} avec un indice&#xa0;: aussi bon que le meilleur coup. Réessayez pour le trouver seul.</translation>
    </message>
    <message>
        <source>You played {action}: as good as the best move.</source>
        <translation>Vous avez joué {action}&#xa0;: aussi bon que le meilleur coup.</translation>
    </message>
    <message>
        <source>You played {action} ({label}). The best move was {best}.</source>
        <translation>Vous avez joué {action} ({label}). Le meilleur coup était {best}.</translation>
    </message>
    <message>
        <source>(You had asked for a hint.)</source>
        <translation>(Vous aviez demandé un indice.)</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Coups de la partie</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position dans la partie</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>La donne (Début)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Un coup en arrière (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>Un coup en avant (→)</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>La fin de la partie (Fin)</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Montrer toutes les mains</translation>
    </message>
    <message>
        <source>The other players&apos; cards at this point</source>
        <translation>Les cartes des autres joueurs à ce moment</translation>
    </message>
    <message>
        <source>A network player&apos;s record holds only their own cards</source>
        <translation>L&apos;enregistrement d&apos;un joueur en réseau ne contient que ses propres cartes</translation>
    </message>
    <message>
        <source>Show the best play</source>
        <translation>Montrer le meilleur jeu</translation>
    </message>
    <message>
        <source>The table as the best play would have left it, the groups it changes outlined</source>
        <translation>La table telle que le meilleur jeu l&apos;aurait laissée, les groupes qu&apos;il modifie entourés</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>A new game from this point against computer players</source>
        <translation>Une nouvelle partie à partir de ce moment contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Play again, on the table, a decision marked inaccuracy or worse</source>
        <translation>Rejouer sur la table une décision marquée imprécision ou pire</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Costliest:</source>
        <translation>Les plus coûteux&#xa0;:</translation>
    </message>
    <message>
        <source>Expected result over the game</source>
        <translation>Résultat attendu au fil de la partie</translation>
    </message>
    <message>
        <source>Each point is one of your decisions: the round result it was expected to bring (the draw-and-discard games), or your lead in cards still to place (the Manipulation family). Click one to go there.</source>
        <translation>Chaque point est une de vos décisions&#xa0;: le résultat de la manche qu&apos;elle devait apporter (jeux de pioche et défausse), ou votre avance en cartes restant à poser (famille Manipulation). Cliquez sur un point pour y aller.</translation>
    </message>
    <message>
        <source>This game cannot be replayed: {problem}</source>
        <translation>Cette partie ne peut pas être rejouée&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>the analysis ended unexpectedly</source>
        <translation>l&apos;analyse s&apos;est arrêtée de façon inattendue</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>L&apos;analyse s&apos;est arrêtée&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Loading the game…</source>
        <translation>Chargement de la partie…</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) judged</source>
        <translation>
            <numerusform>%n décision jugée</numerusform>
            <numerusform>%n décisions jugées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) looked at</source>
        <translation>
            <numerusform>%n coup examiné</numerusform>
            <numerusform>%n coups examinés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n restant</numerusform>
            <numerusform>%n restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <extracomment>Rows of the move list worded at a time (a long game&apos;s list fills in a few turns of the event loop, so that no turn keeps the window waiting).</extracomment>
        <translation>Coup {n} sur {total}</translation>
    </message>
    <message>
        <source>Your move: {action} ({label})</source>
        <translation>Votre coup&#xa0;: {action} ({label})</translation>
    </message>
    <message>
        <source>Best move: {action}</source>
        <translation>Le meilleur coup&#xa0;: {action}</translation>
    </message>
    <message>
        <source>Best move: yours</source>
        <translation>Le meilleur coup&#xa0;: le vôtre</translation>
    </message>
    <message>
        <source>The deal. Step through the game with ← and →.</source>
        <translation>La donne. Parcourez la partie avec ← et →.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{s} point(s)</source>
        <translation>
            <numerusform>{s} point</numerusform>
            <numerusform>{s} points</numerusform>
        </translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Forcé</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>net</translation>
    </message>
    <message>
        <source>close</source>
        <translation>serré</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piocher une carte</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>prendre {card}</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>prendre la défausse</translation>
    </message>
    <message>
        <source>dig for {card}</source>
        <translation>creuser jusqu&apos;à {card}</translation>
    </message>
    <message>
        <source>meld {cards}</source>
        <translation>poser {cards}</translation>
    </message>
    <message>
        <source>lay off {card}</source>
        <translation>ajouter {card}</translation>
    </message>
    <message>
        <source>swap {card} for the joker</source>
        <translation>échanger {card} contre le joker</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>défausser {card}</translation>
    </message>
    <message>
        <source>play no card</source>
        <translation>ne poser aucune carte</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>poser {cards}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>se retirer</translation>
    </message>
    <message numerus="yes">
        <source>You placed %n card(s); the best play placed {possible}.</source>
        <translation>
            <numerusform>Vous avez posé %n carte&#xa0;; le meilleur jeu en posait {possible}.</numerusform>
            <numerusform>Vous avez posé %n cartes&#xa0;; le meilleur jeu en posait {possible}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your play placed cards worth {placed} points; the best play placed {possible}.</source>
        <translation>Votre jeu a posé des cartes valant {placed} points&#xa0;; le meilleur jeu en posait {possible}.</translation>
    </message>
    <message>
        <source>The best play: {layout}.</source>
        <translation>Le meilleur jeu : {layout}.</translation>
    </message>
    <message>
        <source>Taking {card} was better: it gives {outs} chances to meld, against {before}.</source>
        <translation>Prendre {card} était mieux&#xa0;: cela donne {outs} chances de poser, contre {before}.</translation>
    </message>
    <message>
        <source>Taking {card} was better: it makes a meld at once with {cards}.</source>
        <translation>Prendre {card} était mieux : elle forme tout de suite une combinaison avec {cards}.</translation>
    </message>
    <message>
        <source>Digging for {card} was better: it makes a meld at once with {cards}.</source>
        <translation>Creuser jusqu&apos;à {card} était mieux : elle forme tout de suite une combinaison avec {cards}.</translation>
    </message>
    <message>
        <source>Taking {card} was better: it goes at once on {group}.</source>
        <translation>Prendre {card} était mieux : elle s&apos;ajoute tout de suite à {group}.</translation>
    </message>
    <message>
        <source>Digging for {card} was better: it goes at once on {group}.</source>
        <translation>Creuser jusqu&apos;à {card} était mieux : elle s&apos;ajoute tout de suite à {group}.</translation>
    </message>
    <message>
        <source>Taking {card} was better than a card from the stock.</source>
        <translation>Prendre {card} valait mieux qu&apos;une carte de la pioche.</translation>
    </message>
    <message>
        <source>Drawing from the stock was better than taking {card}, though {card} would have helped your hand.</source>
        <translation>Piocher valait mieux que prendre {card}, même si {card} aurait aidé votre main.</translation>
    </message>
    <message>
        <source>{card} did not help: drawing from the stock was better.</source>
        <translation>{card} n&apos;aidait pas&#xa0;: piocher une carte était mieux.</translation>
    </message>
    <message>
        <source>Every seat: {accuracies}</source>
        <translation>Chaque place : {accuracies}</translation>
    </message>
    <message>
        <source>Digging for {card} was better.</source>
        <translation>Creuser jusqu&apos;à {card} était mieux.</translation>
    </message>
    <message>
        <source>Letting {card} go was better.</source>
        <translation>Laisser passer {card} était mieux.</translation>
    </message>
    <message>
        <source>Playing {cards} first was better.</source>
        <translation>Poser d&apos;abord {cards} était mieux.</translation>
    </message>
    <message>
        <source>Playing {cards} was better.</source>
        <translation>Jouer {cards} était mieux.</translation>
    </message>
    <message>
        <source>{card} lets the next player play at once.</source>
        <translation>{card} permet au joueur suivant de jouer aussitôt.</translation>
    </message>
    <message>
        <source>Discarding {card} was better: the next player could play {kept} at once.</source>
        <translation>Défausser {card} était mieux : le joueur suivant pourrait jouer {kept} tout de suite.</translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better: a player has only %n card(s) left, so get rid of points.</source>
        <translation>
            <numerusform>Défausser {card} était mieux : un joueur n&apos;a plus que %n carte, débarrassez-vous des points.</numerusform>
            <numerusform>Défausser {card} était mieux : un joueur n&apos;a plus que %n cartes, débarrassez-vous des points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discarding {card} kept {outs} chances to meld; discarding {taken} kept {taken_outs}.</source>
        <translation>Défausser {card} gardait {outs} chances de poser ; défausser {taken} en gardait {taken_outs}.</translation>
    </message>
    <message>
        <source>Discarding {card} was better: it keeps {outs} chances to meld.</source>
        <translation>Défausser {card} était mieux : cela garde {outs} chances de poser.</translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better: no card would complete a meld with your hand, and it costs %n point(s).</source>
        <translation>
            <numerusform>Défausser {card} était mieux : aucune carte ne compléterait une combinaison avec votre main, et elle coûte %n point.</numerusform>
            <numerusform>Défausser {card} était mieux : aucune carte ne compléterait une combinaison avec votre main, et elle coûte %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knocking with {card} was better: %n point(s) of deadwood left.</source>
        <translation>
            <numerusform>Frapper avec {card} était mieux : il restait %n point de cartes isolées.</numerusform>
            <numerusform>Frapper avec {card} était mieux : il restait %n points de cartes isolées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discarding {card} left {outs} chances to meld; discarding {best} kept {best_outs}.</source>
        <translation>Défausser {card} laissait {outs} chances de poser&#xa0;; défausser {best} en gardait {best_outs}.</translation>
    </message>
    <message>
        <source>{card} can no longer make a meld: it was the card to throw away.</source>
        <translation>{card} ne peut plus former de combinaison&#xa0;: c&apos;était la carte à jeter.</translation>
    </message>
    <message>
        <source>{best} was the card to throw away.</source>
        <translation>{best} était la carte à jeter.</translation>
    </message>
    <message>
        <source>The best move found.</source>
        <translation>Le meilleur coup trouvé.</translation>
    </message>
    <message>
        <source>The only legal move: left out of the accuracy.</source>
        <translation>Le seul coup permis : laissé hors de la précision.</translation>
    </message>
    <message>
        <source>Another move was expected to score better.</source>
        <translation>Un autre coup devait rapporter davantage.</translation>
    </message>
    <message>
        <source>Expected loss: {loss} points.</source>
        <translation>Perte attendue&#xa0;: {loss} points.</translation>
    </message>
    <message>
        <source>No decision judged yet.</source>
        <translation>Aucune décision jugée pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy {accuracy} over %n decision(s)</source>
        <translation>
            <numerusform>Précision {accuracy} sur %n décision</numerusform>
            <numerusform>Précision {accuracy} sur %n décisions</numerusform>
        </translation>
    </message>
    <message>
        <source>move {n} ({label})</source>
        <translation>coup {n} ({label})</translation>
    </message>
</context>
<context>
    <name>RoundGoal</name>
    <message>
        <source>Lay your goal ({goal}): select all its cards and drop them on the table together; or drop a card on the pile to discard.</source>
        <translation>Posez votre objectif ({goal}) : sélectionnez toutes ses cartes et déposez-les ensemble sur la table ; ou déposez une carte sur la défausse pour défausser.</translation>
    </message>
    <message>
        <source>Hint: lay your goal at once: {melds}.</source>
        <translation>Conseil : posez votre objectif d&apos;un coup : {melds}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The plugin of this rule set supplies no rules page.</source>
        <translation>Le plugin de ces règles ne fournit pas de page de règles.</translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation>Cette partie n&apos;a pas d&apos;options.</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option} : {value}</translation>
    </message>
    <message>
        <source>Options of this game: {options}</source>
        <translation>Options de cette partie : {options}</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Règles : {name}</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules of {name}</source>
        <translation>Règles de {name}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank: jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank: king</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <source>No round has ended yet</source>
        <translation>Aucune manche n&apos;est encore terminée</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <source>Count in hand</source>
        <translation>Points en main</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Points de la manche</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (vous)</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Cartes isolées</translation>
    </message>
    <message>
        <source>{name} (out of the game)</source>
        <translation>{name} (hors jeu)</translation>
    </message>
    <message>
        <source>The lowest total is best.</source>
        <translation>Le total le plus bas est le meilleur.</translation>
    </message>
    <message>
        <source>The highest total is best.</source>
        <translation>Le total le plus haut est le meilleur.</translation>
    </message>
    <message>
        <source>Round by round: the points of each round, and in brackets the total so far.</source>
        <translation>Manche par manche : les points de chaque manche et, entre parenthèses, le total jusque-là.</translation>
    </message>
    <message>
        <source>The totals include the bonuses given at the end of the game.</source>
        <translation>Les totaux comprennent les bonus accordés à la fin de la partie.</translation>
    </message>
    <message>
        <source>Play another round, or end the game with these totals?</source>
        <translation>Jouer une autre manche, ou terminer la partie avec ces totaux ?</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>&amp;End game</source>
        <translation>&amp;Terminer la partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Final standings</source>
        <translation>Classement &amp;final</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>Manche &amp;suivante</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Manche par manche</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message numerus="yes">
        <source>Round {n}, {name}: {points} point(s), total {total}</source>
        <translation>
            <numerusform>Manche {n}, {name} : {points} point, total {total}</numerusform>
            <numerusform>Manche {n}, {name} : {points} points, total {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>undercut</source>
        <comment>a round of the score sheet</comment>
        <translation>contre</translation>
    </message>
    <message>
        <source>knock</source>
        <comment>a round of the score sheet</comment>
        <translation>frappe</translation>
    </message>
    <message>
        <source>gin</source>
        <comment>a round of the score sheet</comment>
        <translation>gin</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} est sorti.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Vous avez vidé votre main.</translation>
    </message>
    <message>
        <source>You went gin: no deadwood.</source>
        <translation>Vous avez fait gin&#xa0;: aucune carte isolée.</translation>
    </message>
    <message>
        <source>{name} went gin: no deadwood.</source>
        <translation>{name} a fait gin&#xa0;: aucune carte isolée.</translation>
    </message>
    <message>
        <source>You knocked and were undercut.</source>
        <translation>Vous avez frappé et avez été contré.</translation>
    </message>
    <message>
        <source>{name} knocked and was undercut.</source>
        <translation>{name} a frappé et a été contré.</translation>
    </message>
    <message>
        <source>{name} knocked.</source>
        <translation>{name} a frappé.</translation>
    </message>
    <message>
        <source>You knocked.</source>
        <translation>Vous avez frappé.</translation>
    </message>
    <message>
        <source>The round is blocked: everyone passed in a row.</source>
        <translation>La manche est bloquée : tout le monde a passé à la suite.</translation>
    </message>
    <message>
        <source>The stock ran out.</source>
        <translation>La pioche est épuisée.</translation>
    </message>
    <message>
        <source>Round won by {names}.</source>
        <translation>Manche gagnée par {names}.</translation>
    </message>
    <message>
        <source>Nobody won the round.</source>
        <translation>Personne n&apos;a gagné la manche.</translation>
    </message>
</context>
<context>
    <name>SeatControl</name>
    <message>
        <source>Give back to the player</source>
        <translation>Rendre au joueur</translation>
    </message>
    <message>
        <source>Computer plays for this player</source>
        <translation>L&apos;ordinateur joue pour ce joueur</translation>
    </message>
    <message>
        <source>A player&apos;s seat</source>
        <translation>La place d&apos;un joueur</translation>
    </message>
</context>
<context>
    <name>SeatFlow</name>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>La partie n&apos;a pas pu être enregistrée : {error}</translation>
    </message>
    <message>
        <source>The round is over: deal the next round or end the game.</source>
        <translation>La manche est terminée : distribuez la manche suivante ou terminez la partie.</translation>
    </message>
    <message>
        <source>Waiting for {who}…</source>
        <translation>En attente de {who}…</translation>
    </message>
    <message>
        <source>Cancelled: the joker needs a card.</source>
        <translation>Annulé : le joker doit représenter une carte.</translation>
    </message>
    <message>
        <source>The hint failed: {err}</source>
        <translation>L&apos;indice a échoué : {err}</translation>
    </message>
    <message>
        <source>{why} The game cannot go on past this move; Help ▸ Plugins lists the failure.</source>
        <translation>{why} La partie ne peut pas aller au-delà de ce coup&#xa0;; Aide ▸ Plugins indique l&apos;échec.</translation>
    </message>
    <message>
        <source>{who} tried an illegal move: {why}</source>
        <translation>{who} a tenté un coup interdit : {why}</translation>
    </message>
    <message>
        <source>A computer player failed: {err}</source>
        <translation>Un joueur de l&apos;ordinateur a échoué : {err}</translation>
    </message>
    <message>
        <source>{who}: the search failed ({why}); a simpler move was played instead.</source>
        <translation>{who} : la recherche a échoué ({why}) ; un coup plus simple a été joué à la place.</translation>
    </message>
    <message>
        <source>Select one card of your hand, then click the pile to discard it.</source>
        <translation>Sélectionnez une carte de votre main, puis cliquez sur la défausse pour la défausser.</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Ordinateur {n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>P{n}</source>
        <comment>short for Player {n}, in a narrow seat panel</comment>
        <extracomment>Where earlier versions filed the same names (their saves hold them translated).</extracomment>
        <translation>J{n}</translation>
    </message>
    <message>
        <source>C{n}</source>
        <comment>short for Computer {n}, in a narrow seat panel</comment>
        <translation>O{n}</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <source>Seat {n}:</source>
        <translation>Place {n} :</translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>out of the game</source>
        <extracomment>the rule sets whose seats score the cards they meld, shown as the round goes</extracomment>
        <translation>hors jeu</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{s} point(s)</source>
        <translation>
            <numerusform>{s} point</numerusform>
            <numerusform>{s} points</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message numerus="yes">
        <source>reconnecting… %n s left</source>
        <translation>
            <numerusform>reconnexion… encore %n s</numerusform>
            <numerusform>reconnexion… encore %n s</numerusform>
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
    <message>
        <source>left the table</source>
        <translation>a quitté la table</translation>
    </message>
    <message>
        <source>played by the computer</source>
        <translation>joué par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>computer</source>
        <comment>a seat played by the computer, after a picture in a narrow seat panel</comment>
        <translation>ordinateur</translation>
    </message>
    <message numerus="yes">
        <source>%n s left to play</source>
        <translation>
            <numerusform>encore %n seconde pour jouer</numerusform>
            <numerusform>encore %n secondes pour jouer</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} melded</source>
        <comment>Rummy 500: the points of the cards a seat has melded this round</comment>
        <translation>{n} posés</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off (instant)</source>
        <translation>Désactivée (instantané)</translation>
    </message>
    <message>
        <source>{factor}× normal</source>
        <translation>{factor}× la normale</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>&amp;Deck colours:</source>
        <translation>&amp;Couleurs du jeu :</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes :</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse des &amp;animations :</translation>
    </message>
    <message>
        <source>&amp;Hand order:</source>
        <translation>&amp;Ordre de la main :</translation>
    </message>
    <message>
        <source>&amp;Confirmations:</source>
        <translation>Con&amp;firmations :</translation>
    </message>
    <message>
        <source>Computer &amp;thinking time:</source>
        <translation>&amp;Temps de réflexion de l&apos;ordinateur :</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Cards and table</source>
        <translation>Cartes et table</translation>
    </message>
    <message>
        <source>Motion and sound</source>
        <translation>Mouvement et son</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Card dec&amp;k:</source>
        <translation>&amp;Jeu de cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Table &amp;background:</source>
        <translation>&amp;Fond de la table&#xa0;:</translation>
    </message>
    <message>
        <source>Large &amp;print:</source>
        <translation>&amp;Gros caractères&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Dealing:</source>
        <translation>&amp;Distribution&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Reduce motion:</source>
        <translation>&amp;Réduire les animations&#xa0;:</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Volume du son&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Mute:</source>
        <translation>&amp;Muet&#xa0;:</translation>
    </message>
    <message>
        <source>Games kept for &amp;review:</source>
        <translation>Parties conservées pour l&apos;&amp;analyse&#xa0;:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>Drawn (the program&apos;s own)</source>
        <translation>Dessiné (celui du programme)</translation>
    </message>
    <message>
        <source>The decks of KDE&apos;s and GNOME&apos;s card games installed on this computer are offered too (Debian: kdegames-card-data-kf5, aisleriot).</source>
        <translation>Les jeux de cartes des jeux de KDE et de GNOME installés sur cet ordinateur sont proposés aussi (Debian&#xa0;: kdegames-card-data-kf5, aisleriot).</translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s) could not be offered: they are described badly.</source>
        <translation>
            <numerusform>%n jeu de cartes n&apos;a pas pu être proposé&#xa0;: sa description est erronée.</numerusform>
            <numerusform>%n jeux de cartes n&apos;ont pas pu être proposés&#xa0;: leur description est erronée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck colours</source>
        <translation>Couleurs du jeu</translation>
    </message>
    <message>
        <source>Two colours: ♥ ♦ red, ♣ ♠ black</source>
        <translation>Deux couleurs : ♥ ♦ rouge, ♣ ♠ noir</translation>
    </message>
    <message>
        <source>Four colours: ♥ red, ♦ blue, ♣ green, ♠ black</source>
        <translation>Quatre couleurs : ♥ rouge, ♦ bleu, ♣ vert, ♠ noir</translation>
    </message>
    <message>
        <source>The drawn deck&apos;s colours, and those of the large corner indices of any deck</source>
        <translation>Les couleurs du jeu dessiné, et celles des gros index d&apos;angle de tout jeu</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>The drawn deck&apos;s back (another deck has its own)</source>
        <translation>Le dos du jeu dessiné (les autres jeux ont le leur)</translation>
    </message>
    <message>
        <source>Table background</source>
        <translation>Fond de la table</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Tapis bleu</translation>
    </message>
    <message>
        <source>Red felt</source>
        <translation>Tapis rouge</translation>
    </message>
    <message>
        <source>Grey felt</source>
        <translation>Tapis gris</translation>
    </message>
    <message>
        <source>Wooden table</source>
        <translation>Table en bois</translation>
    </message>
    <message>
        <source>Bigger card indices and texts, high-contrast faces</source>
        <translation>Index des cartes et textes plus grands, faces très contrastées</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Gros caractères</translation>
    </message>
    <message>
        <source>Deal the cards one at a time at the start of each round (a click ends it)</source>
        <translation>Distribuer les cartes une à une au début de chaque manche (un clic l&apos;arrête)</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>Cards go to their places at once; no deal, a still celebration</source>
        <translation>Les cartes vont tout de suite à leur place&#xa0;; pas de distribution, une célébration immobile</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Réduire les animations</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume du son</translation>
    </message>
    <message>
        <source>No sounds</source>
        <translation>Aucun son</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Muet</translation>
    </message>
    <message>
        <source>the sound library is missing</source>
        <translation>la bibliothèque de son manque</translation>
    </message>
    <message>
        <source>no audio system answers</source>
        <translation>aucun système audio ne répond</translation>
    </message>
    <message>
        <source>there is no audio device</source>
        <translation>il n&apos;y a pas de périphérique audio</translation>
    </message>
    <message>
        <source>the audio device could not be opened</source>
        <translation>le périphérique audio n&apos;a pas pu être ouvert</translation>
    </message>
    <message>
        <source>No sound can be played here: {why}. The table stays silent.</source>
        <translation>Aucun son ne peut être joué ici&#xa0;: {why}. La table reste silencieuse.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>Hand order</source>
        <translation>Ordre de la main</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Par couleur</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Par rang</translation>
    </message>
    <message>
        <source>Manual (drag cards in the hand)</source>
        <translation>Manuel (faites glisser les cartes dans la main)</translation>
    </message>
    <message>
        <source>Computer thinking time</source>
        <translation>Temps de réflexion de l&apos;ordinateur</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>The most the computer players, and the hint, take for one decision. Applies from their next decision.</source>
        <translation>Le temps maximal que prennent les joueurs ordinateur, et l&apos;indice, pour une décision. S&apos;applique dès leur prochaine décision.</translation>
    </message>
    <message>
        <source>Games kept for review</source>
        <translation>Parties conservées pour l&apos;analyse</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>The newest finished games are kept in Game ▸ History, to be reviewed; older ones are removed.</source>
        <translation>Les parties terminées les plus récentes sont conservées dans Partie ▸ Historique pour être analysées&#xa0;; les plus anciennes sont supprimées.</translation>
    </message>
    <message>
        <source>Ask before replacing a game in progress</source>
        <translation>Demander avant de remplacer une partie en cours</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>Confirmations</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>An interrupted game is waiting (its file may be damaged).</source>
        <translation>Une partie interrompue vous attend (son fichier est peut-être abîmé).</translation>
    </message>
    <message numerus="yes">
        <source>{game} with {players}, %n move(s) played</source>
        <translation>
            <numerusform>{game} avec {players}, %n coup joué</numerusform>
            <numerusform>{game} avec {players}, %n coups joués</numerusform>
        </translation>
    </message>
    <message>
        <source>No interrupted game.</source>
        <translation>Aucune partie interrompue.</translation>
    </message>
    <message>
        <source>Rummy Desktop</source>
        <translation>Rummy Desktop</translation>
    </message>
    <message numerus="yes">
        <source>The Rummy family at one table: %n rule set(s), against the computer.</source>
        <translation>
            <numerusform>La famille du rami à une seule table&#xa0;: %n règle, contre l&apos;ordinateur.</numerusform>
            <numerusform>La famille du rami à une seule table&#xa0;: %n règles, contre l&apos;ordinateur.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Rummy family at one table, against the computer.</source>
        <translation>La famille du rami à une seule table, contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Resume the interrupted game</source>
        <translation>Reprendre la partie interrompue</translation>
    </message>
    <message>
        <source>Resume the network game</source>
        <translation>Reprendre la partie en réseau</translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation>Héberger une partie en réseau…</translation>
    </message>
    <message>
        <source>Join a network game…</source>
        <translation>Rejoindre une partie en réseau…</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Apprendre en jouant</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{low} (lowest wins), {high} (highest wins)</source>
        <extracomment>Reviewed games shown per rule set (their accuracies, oldest first).</extracomment>
        <translation>{low} (le plus bas gagne), {high} (le plus haut gagne)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Statistics per rule set</source>
        <translation>Statistiques par règle</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Indices utilisés</translation>
    </message>
    <message>
        <source>Accuracy (latest reviews)</source>
        <translation>Précision (dernières analyses)</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Every column counts finished games only: a game left unfinished counts nowhere, nor do the hints asked in it. Best score is your best final total: the highest, or the lowest where the lowest total wins (by the rule set and its scoring option).</source>
        <translation>Chaque colonne ne compte que les parties terminées : une partie laissée en cours ne compte nulle part, ni les indices demandés pendant celle-ci. Le meilleur score est votre meilleur total final : le plus haut, ou le plus bas quand le total le plus bas gagne (selon les règles et leur option de décompte).</translation>
    </message>
    <message>
        <source>Accuracy: how close your decisions came to the best play (0 to 100) in your latest reviewed games, oldest first. Review a game from the History.</source>
        <translation>Précision&#xa0;: à quel point vos décisions se sont approchées du meilleur jeu (de 0 à 100) dans vos dernières parties analysées, les plus anciennes d&apos;abord. Analysez une partie depuis l&apos;Historique.</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>A</source>
        <comment>rank: ace</comment>
        <extracomment>large print: the darkest inks that keep their hue, on pure white</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank: jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank: king</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>JOKER</source>
        <comment>the word printed on a joker card</comment>
        <translation>JOKER</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Which card is the joker?</source>
        <translation>Quelle carte est le joker ?</translation>
    </message>
    <message>
        <source>The joker fits more than one card here. Which card does it stand for?</source>
        <translation>Ici, le joker convient à plus d&apos;une carte. Quelle carte représente-t-il ?</translation>
    </message>
    <message>
        <source>Joker as {card}</source>
        <translation>Joker comme {card}</translation>
    </message>
    <message>
        <source>Swap the joker?</source>
        <translation>Échanger le joker ?</translation>
    </message>
    <message>
        <source>The joker in this meld stands for {card}. Put your {card} in its place and take the joker into your hand, or add {card} to the meld?</source>
        <translation>Le joker de cette combinaison représente {card}. Mettre votre {card} à sa place et prendre le joker en main, ou ajouter {card} à la combinaison ?</translation>
    </message>
    <message>
        <source>&amp;Swap for the joker</source>
        <translation>É&amp;changer contre le joker</translation>
    </message>
    <message>
        <source>&amp;Add to the meld</source>
        <translation>&amp;Ajouter à la combinaison</translation>
    </message>
    <message>
        <source>Stock: {n}</source>
        <extracomment>the time between two cards of a deal, in card moves</extracomment>
        <translation>Pioche : {n}</translation>
    </message>
    <message>
        <source>Discard pile: {n}</source>
        <translation>Défausse : {n}</translation>
    </message>
    <message>
        <source>Discard pile ({n}): click a card to take it or dig</source>
        <translation>Défausse ({n}) : cliquez sur une carte pour la prendre ou creuser</translation>
    </message>
    <message>
        <source>Loose cards</source>
        <translation>Cartes isolées</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Dernier événement</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Done: play the rearranged table</source>
        <translation>Terminé : jouer la table réorganisée</translation>
    </message>
    <message>
        <source>Play the working copy (Ctrl+Enter)</source>
        <translation>Jouer la copie de travail (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Trier par couleur</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Trier votre main par couleur</translation>
    </message>
    <message>
        <source>Sort your hand by suit (S)</source>
        <translation>Trier votre main par couleur (S)</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Trier par rang</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Trier votre main par rang</translation>
    </message>
    <message>
        <source>Sort your hand by rank (R)</source>
        <translation>Trier votre main par rang (R)</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Distribuer la manche suivante</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>Terminer la partie maintenant</translation>
    </message>
    <message>
        <source>You won the game!</source>
        <translation>Vous avez gagné la partie&#xa0;!</translation>
    </message>
    <message>
        <source>You won the round!</source>
        <translation>Vous avez gagné la manche&#xa0;!</translation>
    </message>
    <message>
        <source>The card deck “{deck}” could not be read ({why}): the drawn deck is shown.</source>
        <translation>Le jeu de cartes «&#xa0;{deck}&#xa0;» n&apos;a pas pu être lu ({why})&#xa0;: le jeu dessiné est affiché.</translation>
    </message>
    <message>
        <source>New group</source>
        <extracomment>Narrower than this, the table keeps the whole width and the move log is hidden. the move log&apos;s share of the width until the player moves the split: a fifth, 160 to 300 px</extracomment>
        <translation>Nouveau groupe</translation>
    </message>
    <message>
        <source>New meld</source>
        <translation>Nouvelle combinaison</translation>
    </message>
    <message>
        <source>Lay your goal</source>
        <translation>Posez votre objectif</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Discard {card} and knock (D)</source>
        <translation>Défausser {card} et frapper (D)</translation>
    </message>
    <message>
        <source>Withdraw (+3)</source>
        <translation>Abandonner (+3)</translation>
    </message>
    <message>
        <source>Withdraw (+3)?</source>
        <comment>armed: press again to confirm</comment>
        <translation>Abandonner (+3) ?</translation>
    </message>
    <message>
        <source>Withdraw (+3): put everything back and draw three cards</source>
        <translation>Abandonner (+3) : tout remettre comme avant et piocher trois cartes</translation>
    </message>
    <message>
        <source>Press twice: put everything back, draw three cards, end the turn</source>
        <translation>Cliquez deux fois : tout remettre comme avant, piocher trois cartes, finir le tour</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo: put the table back as it was</source>
        <translation>Annuler : remettre la table comme avant</translation>
    </message>
    <message>
        <source>Put the table and your hand back as they were (Ctrl+Z)</source>
        <translation>Remettre la table et votre main comme avant (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Gauche / Droite</translation>
    </message>
    <message>
        <source>Move the focus along your hand, a pile or a group</source>
        <translation>Déplacer le focus le long de votre main, d&apos;un tas ou d&apos;un groupe</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Haut / Bas</translation>
    </message>
    <message>
        <source>Move the focus up or down the table as it is shown: the piles, each group, the new group, your hand</source>
        <translation>Déplacer le focus vers le haut ou le bas de la table, dans l&apos;ordre de l&apos;écran : les tas, chaque groupe, le nouveau groupe, votre main</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maj+Tab</translation>
    </message>
    <message>
        <source>Leave the table for the buttons under it, and come back</source>
        <translation>Quitter la table pour les boutons en dessous, puis y revenir</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Select or unselect the focused card</source>
        <translation>Sélectionner ou désélectionner la carte qui a le focus</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Pick up the selected cards (or the focused card); Enter again drops them on the focused place. On the stock or the pile: draw, take or dig</source>
        <translation>Prendre les cartes sélectionnées (ou la carte qui a le focus) ; Entrée à nouveau les pose à l&apos;emplacement qui a le focus. Sur la pioche ou la défausse : piocher, prendre ou creuser</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Put the picked-up cards back and clear the selection</source>
        <translation>Reposer les cartes prises et effacer la sélection</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Draw (Pass, Knock)</source>
        <translation>Piocher (Passer, Frapper)</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Entrée</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo, Withdraw (+3)</source>
        <translation>Annuler, Abandonner (+3)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Show me: make the hinted move, to confirm or take back</source>
        <translation>Montrez-moi : faire le coup indiqué, à confirmer ou à reprendre</translation>
    </message>
    <message>
        <source>S / R</source>
        <translation>S / R</translation>
    </message>
    <message>
        <source>Sort your hand by suit / by rank</source>
        <translation>Trier votre main par couleur / par rang</translation>
    </message>
    <message>
        <source>Shift+drag</source>
        <translation>Maj+glisser</translation>
    </message>
    <message>
        <source>Take a card with the rest of its group (split a group)</source>
        <translation>Prendre une carte avec le reste de son groupe (séparer un groupe)</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood after discarding {card}: %n point(s)</source>
        <translation>
            <numerusform>Cartes isolées après la défausse de {card}&#xa0;: %n point</numerusform>
            <numerusform>Cartes isolées après la défausse de {card}&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deadwood: %n point(s)</source>
        <translation>
            <numerusform>Cartes isolées&#xa0;: %n point</numerusform>
            <numerusform>Cartes isolées&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>knock ≤ {limit}</source>
        <translation>frappe ≤ {limit}</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>gin seulement</translation>
    </message>
    <message>
        <source>upcard {card}</source>
        <translation>carte retournée {card}</translation>
    </message>
    <message>
        <source>Show a move you can make: every card of it and where it goes (H)</source>
        <translation>Montrer un coup possible : chacune de ses cartes et où elle va (H)</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <source>Show me: make the hinted move on the table</source>
        <translation>Montrez-moi : faire le coup indiqué sur la table</translation>
    </message>
    <message>
        <source>Make the hinted move on the table, step by step, for you to confirm (M)</source>
        <translation>Faire le coup indiqué sur la table, pas à pas, pour que vous le confirmiez (M)</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Rummy</source>
        <translation>Rami</translation>
    </message>
    <message>
        <source>The classic draw-and-discard game: make sets and runs, lay off on any meld, and be first to empty your hand. Penalty points; the last player under the ceiling wins, or play winner takes all.</source>
        <translation>Le jeu classique où l&apos;on pioche et défausse : formez brelans et suites, ajoutez des cartes à toute combinaison et videz votre main le premier. Points de pénalité ; le dernier sous le plafond gagne, ou jouez le gagnant empoche tout.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Standard: penalty points, out at the ceiling. Winner takes all: the round winner collects everyone&apos;s penalties, doubled for a rummy.</source>
        <translation>Standard : points de pénalité, éliminé au plafond. Le gagnant empoche tout : le gagnant de la manche encaisse les pénalités de tous, doublées pour un rami.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Winner takes all</source>
        <translation>Le gagnant empoche tout</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Whether an ace may also end a run high (Q-K-A). Never both, never around.</source>
        <translation>Si un As peut aussi finir une suite en haut (D-R-A). Jamais les deux, jamais en faisant le tour.</translation>
    </message>
    <message>
        <source>Low only</source>
        <translation>Faible seulement</translation>
    </message>
    <message>
        <source>High or low</source>
        <translation>Fort ou faible</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Add two wild jokers; a melded joker can be swapped for the card it stands for.</source>
        <translation>Ajoutez deux jokers ; un joker posé peut être échangé contre la carte qu&apos;il représente.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Standard: a player reaching this many penalty points is out of the game. Winner takes all: the first to reach it wins.</source>
        <translation>Standard : un joueur qui atteint ces points de pénalité est éliminé. Le gagnant empoche tout : le premier à les atteindre gagne.</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 points</translation>
    </message>
    <message>
        <source>200 points</source>
        <translation>200 points</translation>
    </message>
    <message>
        <source>Rummy Multiplayer</source>
        <translation>Rami multijoueur</translation>
    </message>
    <message>
        <source>Two to four players, one deck, aces low. Go out first to collect the cards left in the other hands, doubled for a rummy from hand. First to 100 wins.</source>
        <translation>De deux à quatre joueurs, un jeu, As faible. Sortez le premier pour encaisser les cartes restées dans les autres mains, doublées pour un rami d&apos;un coup. Le premier à 100 gagne.</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>Rami 500</translation>
    </message>
    <message>
        <source>Every card you put on the table scores, every card left in your hand costs. Take the top discard, or dig deeper and meld the card at once. Play to 500.</source>
        <translation>Chaque carte posée sur la table rapporte, chaque carte restée en main coûte. Prenez la carte du dessus de la défausse, ou creusez plus profond et posez la carte aussitôt. On joue jusqu&apos;à 500.</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Jouer jusqu&apos;à</translation>
    </message>
    <message>
        <source>The game ends when a total reaches this; the highest total wins.</source>
        <translation>La partie s&apos;arrête quand un total atteint cette valeur ; le total le plus haut gagne.</translation>
    </message>
    <message>
        <source>250 points</source>
        <translation>250 points</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 points</translation>
    </message>
    <message>
        <source>1000 points</source>
        <translation>1000 points</translation>
    </message>
    <message>
        <source>Cards each (two players)</source>
        <translation>Cartes par joueur (à deux)</translation>
    </message>
    <message>
        <source>How many cards each of two players is dealt.</source>
        <translation>Combien de cartes reçoit chacun des deux joueurs.</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 cartes</translation>
    </message>
    <message>
        <source>10 cards</source>
        <translation>10 cartes</translation>
    </message>
    <message>
        <source>13 cards</source>
        <translation>13 cartes</translation>
    </message>
    <message>
        <source>Play with jokers: two with one deck, four with two.</source>
        <translation>Jouer avec des jokers : deux avec un jeu, quatre avec deux.</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Rebuild the table to be first to empty your hand. Seven cards each, aces high; draw until you can meld. Penalty points; lowest total wins at the target.</source>
        <translation>Réorganisez la table pour vider votre main le premier. Sept cartes chacun, As fort ; piochez jusqu&apos;à pouvoir poser. Points de pénalité ; à l&apos;objectif, le total le plus bas gagne.</translation>
    </message>
    <message>
        <source>Mandatory meld</source>
        <translation>Pose obligatoire</translation>
    </message>
    <message>
        <source>How &apos;you must meld if you can&apos; is checked.</source>
        <translation>Comment « vous devez poser si vous le pouvez » est vérifié.</translation>
    </message>
    <message>
        <source>Remind, with hint</source>
        <translation>Rappeler, avec un indice</translation>
    </message>
    <message>
        <source>Draw or Pass with a play in hand shows a hint first; press again to go on.</source>
        <translation>Piocher ou Passer alors que vous avez un coup montre d&apos;abord un indice ; cliquez encore pour continuer.</translation>
    </message>
    <message>
        <source>Trust the player</source>
        <translation>Faire confiance au joueur</translation>
    </message>
    <message>
        <source>Draw and Pass act at once.</source>
        <translation>Piocher et Passer agissent dès le premier clic.</translation>
    </message>
    <message>
        <source>The game ends when a total reaches this; the lowest total wins.</source>
        <translation>La partie s&apos;arrête quand un total atteint cette valeur ; le total le plus bas gagne.</translation>
    </message>
    <message>
        <source>300 points</source>
        <translation>300 points</translation>
    </message>
    <message>
        <source>Machiavelli</source>
        <translation>Machiavel</translation>
    </message>
    <message>
        <source>Thirteen cards each, aces high or low. Each turn meld or draw one card. One round: first to empty the hand wins.</source>
        <translation>Treize cartes chacun, As fort ou faible. À chaque tour, posez ou piochez une carte. Une seule manche : le premier à vider sa main gagne.</translation>
    </message>
    <message>
        <source>Incomplete move</source>
        <translation>Coup inachevé</translation>
    </message>
    <message>
        <source>What it costs to give up a rearrangement.</source>
        <translation>Ce que coûte l&apos;abandon d&apos;une réorganisation.</translation>
    </message>
    <message>
        <source>Undo, no penalty</source>
        <translation>Annuler, sans pénalité</translation>
    </message>
    <message>
        <source>Undo restores everything at no cost.</source>
        <translation>Annuler remet tout comme avant, sans frais.</translation>
    </message>
    <message>
        <source>Withdraw, draw 3</source>
        <translation>Reprendre, piocher 3</translation>
    </message>
    <message>
        <source>Once the table is touched, Undo becomes Withdraw (+3): restore, draw three, end the turn.</source>
        <translation>Dès que vous avez modifié la table, Annuler devient Abandonner (+3) : tout remettre, piocher trois cartes, finir le tour.</translation>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>Shanghai</translation>
    </message>
    <message>
        <source>Ten cards each, dealt three, three, three and one; aces low; draw until you can meld. One point per card left; play as many rounds as you like.</source>
        <translation>Dix cartes chacun, distribuées par trois, trois, trois et une ; As faible ; piochez jusqu&apos;à pouvoir poser. Un point par carte restante ; jouez autant de manches que vous voulez.</translation>
    </message>
    <message>
        <source>Guadalupe</source>
        <translation>Guadalupe</translation>
    </message>
    <message>
        <source>Five cards each, aces high or low. Meld and then draw one card, or draw two. One round: first to empty the hand wins.</source>
        <translation>Cinq cartes chacun, As fort ou faible. Posez puis piochez une carte, ou piochez-en deux. Une seule manche : le premier à vider sa main gagne.</translation>
    </message>
    <message>
        <source>Carousel</source>
        <translation>Carrousel</translation>
    </message>
    <message>
        <source>Ten cards each and jokers that move as the same card. Draw one, then meld or draw again, up to three. Knock with five points or fewer. Play to 150.</source>
        <translation>Dix cartes chacun et des jokers qui changent de groupe comme la même carte. Piochez-en une, puis posez ou piochez encore, jusqu&apos;à trois. Frappez avec cinq points ou moins. On joue jusqu&apos;à 150.</translation>
    </message>
    <message>
        <source>Bonus for reaching the target</source>
        <translation>Bonus pour avoir atteint l&apos;objectif</translation>
    </message>
    <message>
        <source>Bonus for rounds won</source>
        <translation>Bonus pour les manches gagnées</translation>
    </message>
    <message>
        <source>Vatican</source>
        <translation>Vatican</translation>
    </message>
    <message>
        <source>Thirteen cards each and two jokers. Open with a run of three from your hand; a joker stays beside its cards until the real card is on the table. One round: first to empty the hand wins.</source>
        <translation>Treize cartes chacun et deux jokers. Ouvrez avec une suite de trois de votre main ; un joker reste près de ses cartes tant que la vraie carte n&apos;est pas sur la table. Une seule manche : le premier à vider sa main gagne.</translation>
    </message>
    <message>
        <source>Tahiti</source>
        <translation>Tahiti</translation>
    </message>
    <message>
        <source>Five cards each, four loose cards on the table, four jokers. A group with a joker is frozen until the real card comes from a hand. One round; penalty points for the cards left.</source>
        <translation>Cinq cartes chacun, quatre cartes isolées sur la table, quatre jokers. Un groupe avec un joker est figé tant que la vraie carte ne vient pas d&apos;une main. Une seule manche ; points de pénalité pour les cartes restantes.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Picks uniformly among the legal moves it can list (for testing).</source>
        <translation>Choisit au hasard parmi les coups permis qu&apos;il sait énumérer (pour les tests).</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <source>Plays the most it can without rearranging; discards its worst card.</source>
        <translation>Joue le plus possible sans réorganiser ; défausse sa pire carte.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Plays what it sees at a glance, with simple rearrangements; digs for a meld it sees.</source>
        <translation>Joue ce qu&apos;il voit d&apos;un coup d&apos;œil, avec des réorganisations simples ; creuse pour une combinaison qu&apos;il voit.</translation>
    </message>
    <message>
        <source>Searches for the play that places the most cards, rebuilding up to three groups of the table; keeps its pairs.</source>
        <translation>Cherche le coup qui pose le plus de cartes, en réorganisant jusqu&apos;à trois groupes de la table ; garde ses paires.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Searches the whole table and plays for the score; remembers what the others pick up; throws its costliest cards when someone is about to go out; knocks with care.</source>
        <translation>Explore toute la table et joue pour les points ; retient ce que les autres ramassent ; se défait de ses cartes les plus chères quand quelqu&apos;un va finir ; frappe avec prudence.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Plays what Hint and Show me suggest: the move the game review judges best.</source>
        <translation>Joue ce que proposent Indice et Montrez-moi : le coup que la revue de partie juge le meilleur.</translation>
    </message>
</context>
<context>
    <name>WaitingSeat</name>
    <message>
        <source>Your seat at {table} is waiting:</source>
        <translation>Votre place à {table} vous attend&#xa0;:</translation>
    </message>
    <message>
        <source>Re&amp;join</source>
        <translation>Re&amp;venir</translation>
    </message>
    <message>
        <source>Rejoin {table}</source>
        <translation>Revenir à {table}</translation>
    </message>
</context>
</TS>
