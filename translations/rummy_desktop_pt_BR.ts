<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Rummy Desktop</source>
        <translation>Sobre o Rummy Desktop</translation>
    </message>
    <message>
        <source>A card table for the Rummy family: Rummy, Rummy Multiplayer, Rummy 500 and the Manipulation family, each rule set a plugin.</source>
        <translation>Uma mesa de cartas para a família do Rummy: Rummy, Rummy Multijogador, Rummy 500 e a família Manipulação, cada regra um plugin.</translation>
    </message>
    <message>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Licença: GPL-3.0 ou posterior.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>BuyOffer</name>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Buy the discard</source>
        <translation>Comprar o descarte</translation>
    </message>
    <message numerus="yes">
        <source>Take {card} with %n penalty card(s) from the stock</source>
        <translation>
            <numerusform>Levar {card} com %n carta de multa do monte</numerusform>
            <numerusform>Levar {card} com %n cartas de multa do monte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buy(s) left this round</source>
        <translation>
            <numerusform>%n compra restante nesta rodada</numerusform>
            <numerusform>%n compras restantes nesta rodada</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} drew from the stock: buy {card} out of turn (Buy, or click the pile) or let it go (Pass)? {price}.</source>
        <translation>{who} comprou do monte: comprar {card} fora da vez (Comprar, ou clique no descarte) ou deixar passar (Passar)? {price}.</translation>
    </message>
    <message>
        <source>Hint: buy {card}: it helps your hand.</source>
        <translation>Dica: compre {card}: ela ajuda a sua mão.</translation>
    </message>
    <message>
        <source>Hint: pass: {card} is not worth a penalty card to you.</source>
        <translation>Dica: passe: {card} não vale uma carta de multa para você.</translation>
    </message>
</context>
<context>
    <name>CodeWatch</name>
    <message>
        <source>So many wrong codes were tried that this code no longer opens the table. The players at the table play on; for a newcomer, make a new code.</source>
        <translation>Tantos códigos errados foram tentados que este código não abre mais a mesa. Os jogadores que já estão na mesa continuam; para quem chegar agora, crie um novo código.</translation>
    </message>
    <message>
        <source>in the last minute</source>
        <translation>no último minuto</translation>
    </message>
    <message>
        <source>in the last hour</source>
        <translation>na última hora</translation>
    </message>
    <message>
        <source>{codes} from {addresses} {when}</source>
        <translation>{codes} de {addresses} {when}</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s)</source>
        <translation>
            <numerusform>%n código errado</numerusform>
            <numerusform>%n códigos errados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n address(es)</source>
        <translation>
            <numerusform>%n endereço</numerusform>
            <numerusform>%n endereços</numerusform>
        </translation>
    </message>
    <message>
        <source>New &amp;code</source>
        <translation>Novo có&amp;digo</translation>
    </message>
    <message>
        <source>Make a new join code: the one shown opens the table no more. The players at the table play on.</source>
        <translation>Criar um novo código para entrar na mesa: o que está na tela não a abre mais. Os jogadores que já estão na mesa continuam.</translation>
    </message>
</context>
<context>
    <name>CopyFlow</name>
    <message>
        <source>Your turn goes on: the cards you placed are back on the table.</source>
        <translation>Sua vez continua: as cartas que você colocou voltaram para a mesa.</translation>
    </message>
    <message>
        <source>The group outlined in red is not valid: {why}.</source>
        <translation>O grupo contornado em vermelho não é válido: {why}.</translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>Sua vez: compre uma carta.</translation>
    </message>
    <message>
        <source>Your turn: finish the table and press Done, or Withdraw (+3).</source>
        <translation>Sua vez: termine a mesa e clique em Pronto, ou em Desistir (+3).</translation>
    </message>
    <message>
        <source>Your turn: drag cards to the table and press Done, or Draw.</source>
        <translation>Sua vez: arraste cartas para a mesa e clique em Pronto, ou em Comprar.</translation>
    </message>
    <message>
        <source>Your turn: drag cards to the table and press Done, or Pass.</source>
        <translation>Sua vez: arraste cartas para a mesa e clique em Pronto, ou em Passar.</translation>
    </message>
    <message>
        <source>The group outlined in red is not valid yet: {why}.</source>
        <translation>O grupo contornado em vermelho ainda não é válido: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>The %n groups outlined in red are not valid yet.</source>
        <translation>
            <numerusform>O grupo contornado em vermelho ainda não é válido.</numerusform>
            <numerusform>Os %n grupos contornados em vermelho ainda não são válidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every group is valid: draw a card, then press Done to play.</source>
        <translation>Todos os grupos são válidos: compre uma carta e depois clique em Pronto para jogar.</translation>
    </message>
    <message>
        <source>Every group is valid: press Done to play, or Knock to end the round.</source>
        <translation>Todos os grupos são válidos: clique em Pronto para jogar, ou em Bater para encerrar a rodada.</translation>
    </message>
    <message>
        <source>Every group is valid: press Done to play.</source>
        <translation>Todos os grupos são válidos: clique em Pronto para jogar.</translation>
    </message>
    <message>
        <source>No play found: press Withdraw (+3) twice to end your turn.</source>
        <translation>Nenhuma jogada encontrada: clique duas vezes em Desistir (+3) para encerrar a vez.</translation>
    </message>
    <message>
        <source>No play found: pass.</source>
        <translation>Nenhuma jogada encontrada: passe a vez.</translation>
    </message>
    <message numerus="yes">
        <source>No play found: draw (you take %n card(s)).</source>
        <translation>
            <numerusform>Nenhuma jogada encontrada: compre (você pega %n carta).</numerusform>
            <numerusform>Nenhuma jogada encontrada: compre (você pega %n cartas).</numerusform>
        </translation>
    </message>
    <message>
        <source>No play found: draw a card.</source>
        <translation>Nenhuma jogada encontrada: compre uma carta.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: draw (you take %n card(s)).</source>
        <translation>
            <numerusform>Dica: compre (você pega %n carta).</numerusform>
            <numerusform>Dica: compre (você pega %n cartas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock.</source>
        <translation>Dica: compre uma carta do monte.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Dica: passe.</translation>
    </message>
    <message>
        <source>Show me: press Enter, or click Pass, to pass.</source>
        <translation>Mostre-me: tecle Enter, ou clique em Passar, para passar.</translation>
    </message>
    <message>
        <source>You must meld if you can.</source>
        <translation>Você deve baixar se puder.</translation>
    </message>
    <message>
        <source>You must meld if you can. Press {button} again to go on anyway.</source>
        <translation>Você deve baixar se puder. Clique em {button} de novo para seguir mesmo assim.</translation>
    </message>
    <message>
        <source>Cancelled: the joker needs a card.</source>
        <translation>Cancelado: o curinga precisa de uma carta.</translation>
    </message>
    <message>
        <source>The table is back as it was.</source>
        <translation>A mesa voltou a ser como era.</translation>
    </message>
</context>
<context>
    <name>CopyHinting</name>
    <message>
        <source>Hint: {steps}; then play {cards}: the table ends as {layout}.</source>
        <translation>Dica: {steps}; depois jogue {cards}: a mesa fica assim: {layout}.</translation>
    </message>
    <message>
        <source>Hint: {steps}: the table ends as {layout}.</source>
        <translation>Dica: {steps}: a mesa fica assim: {layout}.</translation>
    </message>
    <message>
        <source>Hint: play {cards} as a new group.</source>
        <translation>Dica: jogue {cards} como um grupo novo.</translation>
    </message>
    <message>
        <source>Hint: play {cards} as new groups: {layout}.</source>
        <translation>Dica: jogue {cards} como grupos novos: {layout}.</translation>
    </message>
    <message>
        <source>Hint: play {cards}, no rearrangement needed: {layout}.</source>
        <translation>Dica: jogue {cards}, sem reorganizar: {layout}.</translation>
    </message>
    <message>
        <source>Hint: play {cards}; the table must be rearranged: {layout}.</source>
        <translation>Dica: jogue {cards}; é preciso reorganizar a mesa: {layout}.</translation>
    </message>
    <message>
        <source>Show me: {cards} back to your hand: it cannot join a group this turn.</source>
        <translation>Mostre-me: {cards} volta para a sua mão: ela não entra em nenhum grupo nesta vez.</translation>
    </message>
    <message>
        <source>Show me: {cards} back to your hand: the best play does without it.</source>
        <translation>Mostre-me: {cards} volta para a sua mão: a melhor jogada não precisa dela.</translation>
    </message>
    <message>
        <source>Show me: {cards} back to your hand.</source>
        <translation>Mostre-me: {cards} volta para a sua mão.</translation>
    </message>
    <message>
        <source>Show me: {cards} back among the loose cards.</source>
        <translation>Mostre-me: {cards} volta para as cartas avulsas.</translation>
    </message>
    <message>
        <source>Show me: {cards} moved.</source>
        <translation>Mostre-me: {cards} movida.</translation>
    </message>
    <message>
        <source>Show me: {cards} into a new group, to make {group}.</source>
        <translation>Mostre-me: {cards} num grupo novo, para formar {group}.</translation>
    </message>
    <message>
        <source>Show me: {cards} into a group, to make {group}.</source>
        <translation>Mostre-me: {cards} num grupo, para formar {group}.</translation>
    </message>
    <message>
        <source>The hinted play is on the table: press Knock to play it and end the round, or Undo to take it back.</source>
        <translation>A jogada da dica está na mesa: clique em Bater para jogá-la e encerrar a rodada, ou em Desfazer para voltar atrás.</translation>
    </message>
    <message>
        <source>The hinted play is on the table: press Done to play it, or Undo to take it back.</source>
        <translation>A jogada da dica está na mesa: clique em Pronto para jogá-la, ou em Desfazer para voltar atrás.</translation>
    </message>
    <message>
        <source>{done} As hinted: {steps}.</source>
        <translation>{done} Como a dica disse: {steps}.</translation>
    </message>
</context>
<context>
    <name>DrawDiscardFlow</name>
    <message>
        <source>Your turn: take the card turned up (click the discard pile), or press Pass.</source>
        <translation>Sua vez: pegue a carta virada (clique no descarte) ou aperte Passar.</translation>
    </message>
    <message>
        <source>Your turn: click the stock, or a card of the pile to take it (and those above it).</source>
        <translation>Sua vez: clique no monte, ou numa carta do descarte para pegá-la (com as que estão acima dela).</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>Sua vez: clique no monte ou no descarte para comprar.</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw.</source>
        <translation>Sua vez: clique no monte para comprar.</translation>
    </message>
    <message>
        <source>Your turn: the stock is empty, click the discard pile to take its card.</source>
        <translation>Sua vez: o monte está vazio, clique no descarte para pegar a carta.</translation>
    </message>
    <message>
        <source>Meld {card}, which you dug, now: drag it to the table with cards of your hand.</source>
        <translation>Baixe agora {card}, que você escavou: arraste-a para a mesa com cartas da sua mão.</translation>
    </message>
    <message>
        <source>Drop a card on the pile to discard it, or select it and press Knock.</source>
        <translation>Solte uma carta no descarte para descartá-la, ou selecione-a e aperte Bater.</translation>
    </message>
    <message>
        <source>Drag cards to the table to meld or lay off; drop one on the pile to discard.</source>
        <translation>Arraste cartas para a mesa para baixar ou encostar; solte uma no descarte para descartar.</translation>
    </message>
    <message>
        <source>Drag cards to the table to meld; drop one on the pile to discard.</source>
        <translation>Arraste cartas para a mesa para baixar; solte uma no descarte para descartar.</translation>
    </message>
    <message>
        <source>No play found: draw a card.</source>
        <translation>Nenhuma jogada encontrada: compre uma carta.</translation>
    </message>
    <message>
        <source>No meld or lay-off found: discard a card.</source>
        <translation>Nenhuma combinação ou carta para encostar: descarte uma carta.</translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock.</source>
        <translation>Dica: compre uma carta do monte.</translation>
    </message>
    <message>
        <source>Hint: pass: the card turned up does not help your hand.</source>
        <translation>Dica: passe, a carta virada não ajuda a sua mão.</translation>
    </message>
    <message>
        <source>Show me: press Enter, or click Pass, to let {card} go.</source>
        <translation>Mostre-me: tecle Enter, ou clique em Passar, para deixar {card} passar.</translation>
    </message>
    <message>
        <source>Show me: click Pass to let the card turned up go.</source>
        <translation>Mostre-me: clique em Passar para deixar passar a carta virada.</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Descarte uma carta de cada vez.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
</context>
<context>
    <name>DropRow</name>
    <message numerus="yes">
        <source>{name} is reconnecting: %n s left.</source>
        <translation>
            <numerusform>{name} está reconectando: falta %n segundo.</numerusform>
            <numerusform>{name} está reconectando: faltam %n segundos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wait %n s more</source>
        <translation>
            <numerusform>Esperar mais %n segundo</numerusform>
            <numerusform>Esperar mais %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer plays now</source>
        <translation>O computador joga agora</translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <source>You drew {cards}</source>
        <translation>Você comprou {cards}</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n card(s)</source>
        <translation>
            <numerusform>Você comprou %n carta</numerusform>
            <numerusform>Você comprou %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} drew %n card(s)</source>
        <translation>
            <numerusform>{who} comprou %n carta</numerusform>
            <numerusform>{who} comprou %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew a card</source>
        <translation>Você comprou uma carta</translation>
    </message>
    <message>
        <source>{who} drew a card</source>
        <translation>{who} comprou uma carta</translation>
    </message>
    <message>
        <source>You bought {card}</source>
        <translation>Você comprou {card}</translation>
    </message>
    <message>
        <source>{who} bought {card}</source>
        <translation>{who} comprou {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Você pegou {card} do descarte</translation>
    </message>
    <message>
        <source>{who} took {card} from the pile</source>
        <translation>{who} pegou {card} do descarte</translation>
    </message>
    <message>
        <source>You dug {card} from the pile</source>
        <translation>Você escavou {card} do descarte</translation>
    </message>
    <message>
        <source>{who} dug {card} from the pile</source>
        <translation>{who} escavou {card} do descarte</translation>
    </message>
    <message>
        <source>You melded {cards}</source>
        <translation>Você baixou {cards}</translation>
    </message>
    <message>
        <source>{who} melded {cards}</source>
        <translation>{who} baixou {cards}</translation>
    </message>
    <message>
        <source>You laid off {card}</source>
        <translation>Você encostou {card}</translation>
    </message>
    <message>
        <source>{who} laid off {card}</source>
        <translation>{who} encostou {card}</translation>
    </message>
    <message>
        <source>You swapped {card} for a joker</source>
        <translation>Você trocou {card} por um curinga</translation>
    </message>
    <message>
        <source>{who} swapped {card} for a joker</source>
        <translation>{who} trocou {card} por um curinga</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Você descartou {card}</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} descartou {card}</translation>
    </message>
    <message numerus="yes">
        <source>You played %n card(s)</source>
        <translation>
            <numerusform>Você jogou %n carta</numerusform>
            <numerusform>Você jogou %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} played %n card(s)</source>
        <translation>
            <numerusform>{who} jogou %n carta</numerusform>
            <numerusform>{who} jogou %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{played}: {cards}</source>
        <translation>{played}: {cards}</translation>
    </message>
    <message>
        <source>You let {card} go</source>
        <translation>Você deixou passar {card}</translation>
    </message>
    <message>
        <source>{who} let {card} go</source>
        <translation>{who} deixou passar {card}</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Você passou</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <translation>{who} passou</translation>
    </message>
    <message numerus="yes">
        <source>You withdrew and drew %n card(s)</source>
        <translation>
            <numerusform>Você desistiu e comprou %n carta</numerusform>
            <numerusform>Você desistiu e comprou %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew and drew %n card(s)</source>
        <translation>
            <numerusform>{who} desistiu e comprou %n carta</numerusform>
            <numerusform>{who} desistiu e comprou %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Você bateu</translation>
    </message>
    <message>
        <source>{who} knocked</source>
        <translation>{who} bateu</translation>
    </message>
    <message>
        <source>The stock is empty: one more turn each</source>
        <translation>O monte acabou: mais uma vez para cada um</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock</source>
        <translation>O descarte foi embaralhado num monte novo</translation>
    </message>
    <message>
        <source>Round {n} is over</source>
        <translation>A rodada {n} terminou</translation>
    </message>
    <message>
        <source>Round {n}: you play first</source>
        <translation>Rodada {n}: você joga primeiro</translation>
    </message>
    <message>
        <source>Round {n}: {who} plays first</source>
        <translation>Rodada {n}: {who} joga primeiro</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>O jogo terminou</translation>
    </message>
</context>
<context>
    <name>FinalStandingsDialog</name>
    <message>
        <source>Final standings</source>
        <translation>Classificação final</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>O jogo terminou empatado.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>{name} wins.</source>
        <translation>{name} venceu.</translation>
    </message>
    <message>
        <source>You share the win with {names}.</source>
        <translation>Você divide a vitória com {names}.</translation>
    </message>
    <message>
        <source>{names} share the win.</source>
        <translation>{names} dividem a vitória.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Points from rounds</source>
        <translation>Pontos das rodadas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (você)</translation>
    </message>
    <message>
        <source>The lowest total is best.</source>
        <translation>O menor total é o melhor.</translation>
    </message>
    <message>
        <source>The highest total is best.</source>
        <translation>O maior total é o melhor.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>&amp;Back to the start screen</source>
        <translation>&amp;Voltar à tela inicial</translation>
    </message>
    <message>
        <source>&amp;Look at the table</source>
        <translation>&amp;Olhar a mesa</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <source>Selected: {cards}</source>
        <translation>Selecionadas: {cards}</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, selecionada</translation>
    </message>
    <message>
        <source>{card}, just drawn</source>
        <translation>{card}, carta recém-comprada</translation>
    </message>
    <message>
        <source>{card}, played since your last move</source>
        <translation>{card}, carta jogada desde a sua última jogada</translation>
    </message>
    <message>
        <source>Your hand: {card}</source>
        <translation>Sua mão: {card}</translation>
    </message>
    <message>
        <source>Your hand (empty)</source>
        <translation>Sua mão (vazia)</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n carta</numerusform>
            <numerusform>Monte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Descarte: {card}</translation>
    </message>
    <message>
        <source>Discard pile (empty)</source>
        <translation>Descarte (vazio)</translation>
    </message>
    <message>
        <source>Loose card: {card}</source>
        <translation>Carta avulsa: {card}</translation>
    </message>
    <message>
        <source>Group {n}: {card}</source>
        <translation>Grupo {n}: {card}</translation>
    </message>
    <message>
        <source>{place}, not valid: {why}</source>
        <translation>{place}, inválido: {why}</translation>
    </message>
    <message>
        <source>Picked up {cards}: move to a place and press Enter (Esc cancels).</source>
        <translation>Você pegou {cards}: vá até um lugar e tecle Enter (Esc cancela).</translation>
    </message>
</context>
<context>
    <name>Hinting</name>
    <message>
        <source>Hint: every group is valid and no other card of your hand can be played: press Done.</source>
        <translation>Dica: todos os grupos são válidos e nenhuma outra carta da sua mão pode ser jogada: clique em Pronto.</translation>
    </message>
    <message>
        <source>Hint: {steps}. {rest}</source>
        <translation>Dica: {steps}. {rest}</translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock.</source>
        <translation>Dica: compre uma carta do monte.</translation>
    </message>
    <message>
        <source>Hint: take {card} from the discard pile and meld it at once with {cards}.</source>
        <translation>Dica: pegue {card} do descarte e baixe-a na hora com {cards}.</translation>
    </message>
    <message>
        <source>Hint: dig {card} out of the discard pile (you take the cards above it too) and meld it at once with {cards}.</source>
        <translation>Dica: cave {card} no descarte (você leva também as cartas de cima) e baixe-a na hora com {cards}.</translation>
    </message>
    <message>
        <source>Hint: take {card} from the discard pile and lay it off at once on {group}.</source>
        <translation>Dica: pegue {card} do descarte e encoste-a na hora em {group}.</translation>
    </message>
    <message>
        <source>Hint: dig {card} out of the discard pile (you take the cards above it too) and lay it off at once on {group}.</source>
        <translation>Dica: cave {card} no descarte (você leva também as cartas de cima) e encoste-a na hora em {group}.</translation>
    </message>
    <message>
        <source>This step asks for no move: read it and press Next.</source>
        <translation>Este passo não pede nenhuma jogada: leia e clique em Próximo.</translation>
    </message>
    <message>
        <source>Hint: discard {card} and knock.</source>
        <translation>Dica: descarte {card} e bata.</translation>
    </message>
    <message>
        <source>Hint: press Withdraw (+3) twice: the table goes back as it was, you draw three cards and your turn ends.</source>
        <translation>Dica: clique duas vezes em Desistir (+3): a mesa volta como estava, você compra três cartas e a sua vez termina.</translation>
    </message>
    <message>
        <source>Hint: dig {card} out of the discard pile (you take the cards above it too).</source>
        <translation>Dica: cave {card} no descarte (você leva também as cartas de cima).</translation>
    </message>
    <message>
        <source>Hint: take {card} from the discard pile.</source>
        <translation>Dica: pegue {card} do descarte.</translation>
    </message>
    <message>
        <source>Hint: meld {cards}.</source>
        <translation>Dica: baixe {cards}.</translation>
    </message>
    <message>
        <source>Hint: put {card} in the place of the joker of {group}, and take the joker.</source>
        <translation>Dica: ponha {card} no lugar do curinga de {group} e pegue o curinga.</translation>
    </message>
    <message>
        <source>Hint: lay {card} off on {group}.</source>
        <translation>Dica: encoste {card} em {group}.</translation>
    </message>
    <message>
        <source>Hint: you can play {cards}.</source>
        <translation>Dica: você pode jogar {cards}.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the steps of a hint</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>take {card} back: it cannot join a group this turn</source>
        <translation>pegue {card} de volta: ela não entra em nenhum grupo nesta vez</translation>
    </message>
    <message>
        <source>take {card} back: the best play does without it</source>
        <translation>pegue {card} de volta: a melhor jogada não precisa dela</translation>
    </message>
    <message>
        <source>move {cards} to {group}</source>
        <translation>mova {cards} para {group}</translation>
    </message>
    <message>
        <source>keep {cards} where they are</source>
        <translation>deixe {cards} onde estão</translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card} and knock: %n point(s) of deadwood left.</source>
        <translation>
            <numerusform>Dica: descarte {card} e bata: sobra %n ponto em cartas soltas.</numerusform>
            <numerusform>Dica: descarte {card} e bata: sobram %n pontos em cartas soltas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock: {card} on the discard pile would help your hand, but over the rest of the round drawing did better.</source>
        <translation>Dica: compre uma carta do monte: {card} no descarte ajudaria sua mão, mas no resto da rodada comprar se saiu melhor.</translation>
    </message>
    <message>
        <source>Hint: draw a card from the stock: {card} on the discard pile does not help your hand.</source>
        <translation>Dica: compre uma carta do monte: {card} no descarte não ajuda a sua mão.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: take {card} from the discard pile: with it, %n card(s) you have not seen would complete a meld.</source>
        <translation>
            <numerusform>Dica: pegue {card} do descarte: com ela, %n carta que você ainda não viu completaria uma combinação.</numerusform>
            <numerusform>Dica: pegue {card} do descarte: com ela, %n cartas que você ainda não viu completariam uma combinação.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: discard {card}, not {kept}: the next player could play {kept} at once.</source>
        <translation>Dica: descarte {card}, não {kept}: o próximo jogador poderia jogar {kept} na hora.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: a player has only %n card(s) left, so get rid of points.</source>
        <translation>
            <numerusform>Dica: descarte {card}: um jogador tem só %n carta na mão, então livre-se de pontos.</numerusform>
            <numerusform>Dica: descarte {card}: um jogador tem só %n cartas na mão, então livre-se de pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand; over the rest of the round it scored best of the cards you may throw away (%n point(s)).</source>
        <translation>
            <numerusform>Dica: descarte {card}: nenhuma carta que você não viu completaria uma combinação com sua mão; no resto da rodada, é a carta a descartar que se saiu melhor (%n ponto).</numerusform>
            <numerusform>Dica: descarte {card}: nenhuma carta que você não viu completaria uma combinação com sua mão; no resto da rodada, é a carta a descartar que se saiu melhor (%n pontos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand, and {card} is the costliest card the next player cannot play at once (%n point(s)).</source>
        <translation>
            <numerusform>Dica: descarte {card}: nenhuma carta que você não viu completaria uma combinação com a sua mão, e {card} é a carta mais cara que o próximo jogador não pode jogar na hora (%n ponto).</numerusform>
            <numerusform>Dica: descarte {card}: nenhuma carta que você não viu completaria uma combinação com a sua mão, e {card} é a carta mais cara que o próximo jogador não pode jogar na hora (%n pontos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: no card you have not seen would complete a meld with your hand, so throw away the costliest card (%n point(s)).</source>
        <translation>
            <numerusform>Dica: descarte {card}: nenhuma carta que você não viu completaria uma combinação com a sua mão, então jogue fora a carta mais cara (%n ponto).</numerusform>
            <numerusform>Dica: descarte {card}: nenhuma carta que você não viu completaria uma combinação com a sua mão, então jogue fora a carta mais cara (%n pontos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: it keeps the most chances to meld (%n card(s) you have not seen would complete a meld with the cards you keep).</source>
        <translation>
            <numerusform>Dica: descarte {card}: é o que guarda mais chances de baixar (%n carta que você ainda não viu completaria uma combinação com as cartas que ficam).</numerusform>
            <numerusform>Dica: descarte {card}: é o que guarda mais chances de baixar (%n cartas que você ainda não viu completariam uma combinação com as cartas que ficam).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: discard {card}: %n card(s) you have not seen would still complete a meld with the cards you keep.</source>
        <translation>
            <numerusform>Dica: descarte {card}: %n carta que você ainda não viu ainda completaria uma combinação com as cartas que ficam.</numerusform>
            <numerusform>Dica: descarte {card}: %n cartas que você ainda não viu ainda completariam uma combinação com as cartas que ficam.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show me: press Enter, or click the stock, to draw.</source>
        <translation>Mostre-me: tecle Enter, ou clique no monte, para comprar.</translation>
    </message>
    <message>
        <source>Show me: press Enter, or click Buy, to buy {card}.</source>
        <translation>Mostre-me: tecle Enter, ou clique em Comprar, para comprar {card}.</translation>
    </message>
    <message>
        <source>Show me: {card} selected: press Knock to discard it and knock; Esc puts it back.</source>
        <translation>Mostre-me: {card} selecionada: clique em Bater para descartá-la e bater; Esc a devolve.</translation>
    </message>
    <message>
        <source>Show me: press Enter, or click {card} on the discard pile, to take it.</source>
        <translation>Mostre-me: tecle Enter, ou clique em {card} no descarte, para pegá-la.</translation>
    </message>
    <message>
        <source>Show me: {cards} picked up: press Enter, or click the discard pile, to discard it; Esc puts it back.</source>
        <translation>Mostre-me: você pegou {cards}: tecle Enter, ou clique no descarte, para descartá-la; Esc a devolve.</translation>
    </message>
    <message>
        <source>Show me: {cards} picked up: press Enter, or click Lay your goal, to lay it; Esc puts them back.</source>
        <translation>Mostre-me: você pegou {cards}: tecle Enter, ou clique em Baixe o seu objetivo, para baixá-lo; Esc as devolve.</translation>
    </message>
    <message>
        <source>Show me: {cards} picked up: press Enter, or click New meld, to meld them; Esc puts them back.</source>
        <translation>Mostre-me: você pegou {cards}: tecle Enter, ou clique em Nova combinação, para baixá-las; Esc as devolve.</translation>
    </message>
    <message>
        <source>Show me: {cards} picked up: press Enter, or click the group outlined, to play it; Esc puts it back.</source>
        <translation>Mostre-me: você pegou {cards}: tecle Enter, ou clique no grupo destacado, para jogá-la; Esc a devolve.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Every rule set</source>
        <translation>Todas as regras</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inacabada</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vitória</translation>
    </message>
    <message>
        <source>shared the win</source>
        <translation>vitória dividida</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>vitória de {names}</translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Excluir a partida?</translation>
    </message>
    <message>
        <source>Delete this game from the history? It cannot be reviewed afterwards.</source>
        <translation>Excluir esta partida do histórico? Ela não poderá mais ser analisada.</translation>
    </message>
    <message>
        <source>The game could not be deleted: {error}</source>
        <translation>Não foi possível excluir a partida: {error}</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exportar o registro da partida</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
    <message>
        <source>The record could not be written: {error}</source>
        <translation>Não foi possível gravar o registro: {error}</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Abrir o registro de uma partida</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Your finished games, newest first. Review one to replay it turn by turn against the best play.</source>
        <translation>Suas partidas terminadas, das mais recentes para as mais antigas. Analise uma para revê-la rodada a rodada comparada com a melhor jogada.</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Your accuracy</source>
        <translation>Sua precisão</translation>
    </message>
    <message>
        <source>Kept games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Analisar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>&amp;Open a file…</source>
        <translation>Abrir um arqui&amp;vo…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>HostGameDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Criar um jogo em rede</translation>
    </message>
    <message>
        <source>{name} (you, the host)</source>
        <translation>{name} (você, o anfitrião)</translation>
    </message>
    <message>
        <source>You, the host</source>
        <translation>Você, o anfitrião</translation>
    </message>
    <message>
        <source>Open: a network player</source>
        <translation>Livre: jogador da rede</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Abrir a mesa</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Mesa em rede</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
    </message>
    <message>
        <source>the other players see it at the table</source>
        <translation>os outros jogadores o veem na mesa</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>&amp;Nome da mesa:</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <source>Rummy Desktop</source>
        <translation>Rummy Desktop</translation>
    </message>
    <message>
        <source>Join co&amp;de:</source>
        <translation>Có&amp;digo para entrar:</translation>
    </message>
    <message>
        <source>six random digits</source>
        <translation>seis algarismos ao acaso</translation>
    </message>
    <message>
        <source>Players type it to join. Leave it empty for six random digits: a code of your own should be as hard to guess.</source>
        <translation>Os jogadores o digitam para entrar. Deixe vazio para seis algarismos ao acaso: um código escolhido por você deve ser igualmente difícil de adivinhar.</translation>
    </message>
    <message>
        <source>A join code has at least {n} letters, digits or “-”: a shorter one could be guessed.</source>
        <translation>Um código para entrar tem pelo menos {n} letras, algarismos ou “-”: um mais curto poderia ser adivinhado.</translation>
    </message>
    <message>
        <source>&amp;Turn clock:</source>
        <translation>&amp;Tempo por vez:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds a turn</source>
        <translation>
            <numerusform>%n segundo por vez</numerusform>
            <numerusform>%n segundos por vez</numerusform>
        </translation>
    </message>
    <message>
        <source>When a player&apos;s time is up, the computer plays that turn for them.</source>
        <translation>Quando o tempo de um jogador acaba, o computador joga essa vez por ele.</translation>
    </message>
    <message>
        <source>Computer for a player who drops out or runs out of time:</source>
        <translation>Computador para um jogador que cai ou fica sem tempo:</translation>
    </message>
    <message>
        <source>Players join from their computers on this network with the code shown next. Leave at least one seat open.</source>
        <translation>Os jogadores entram pelos computadores deles nesta rede, com o código mostrado a seguir. Deixe pelo menos um lugar livre.</translation>
    </message>
</context>
<context>
    <name>HostLobby</name>
    <message>
        <source>Removed: {name} ({address}); that computer cannot come back with the code.</source>
        <translation>Removido: {name} ({address}); esse computador não pode voltar com o código.</translation>
    </message>
    <message>
        <source>Let back in</source>
        <translation>Deixar voltar</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)…</source>
        <translation>
            <numerusform>Esperando %n jogador…</numerusform>
            <numerusform>Esperando %n jogadores…</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here: click Start.</source>
        <translation>Estão todos aqui: clique em Começar.</translation>
    </message>
    <message>
        <source>Network table: {name}</source>
        <translation>Mesa em rede: {name}</translation>
    </message>
    <message>
        <source>Players join with this code:</source>
        <translation>Os jogadores entram com este código:</translation>
    </message>
    <message>
        <source>This computer&apos;s address: {addresses}</source>
        <translation>Endereço deste computador: {addresses}</translation>
    </message>
    <message>
        <source>Players on this network also find the table in their list.</source>
        <translation>Os jogadores desta rede também encontram a mesa na lista deles.</translation>
    </message>
    <message>
        <source>The table cannot be found automatically (its port is taken): players type the address.</source>
        <translation>A mesa não pode ser encontrada automaticamente (a porta está ocupada): os jogadores digitam o endereço.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Computer plays this seat</source>
        <translation>O computador joga neste lugar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Send this player away: the seat is open again, and that computer cannot come back unless you let it.</source>
        <translation>Mandar este jogador embora: o lugar fica livre de novo, e esse computador não pode voltar sem a sua permissão.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Começar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
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
        <translation>Mesa em {address}</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>outra versão</translation>
    </message>
    <message>
        <source>your seat</source>
        <translation>seu lugar</translation>
    </message>
    <message>
        <source>The host keeps your seat: click Join to take it back.</source>
        <translation>O anfitrião guarda o seu lugar: clique em Entrar para voltar a ele.</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Procurando mesas nesta rede…</translation>
    </message>
    <message>
        <source>No table found. Type the host&apos;s address, as its lobby shows it.</source>
        <translation>Nenhuma mesa encontrada. Digite o endereço do anfitrião, como a sala de espera dele mostra.</translation>
    </message>
    <message>
        <source>{table}: {why}</source>
        <translation>{table}: {why}</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, like 192.168.1.20 or 192.168.1.20:{port}.</source>
        <translation>Digite o endereço do anfitrião, por exemplo 192.168.1.20 ou 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>Digite o seu nome: os outros jogadores o veem na mesa.</translation>
    </message>
    <message>
        <source>Type the code the host&apos;s screen shows (letters, digits and -).</source>
        <translation>Digite o código mostrado na tela do anfitrião (letras, algarismos e -).</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Conectando a {address}…</translation>
    </message>
    <message>
        <source>You watch {table} ({variant}).</source>
        <translation>Você assiste a {table} ({variant}).</translation>
    </message>
    <message>
        <source>You sit at seat {n} of {table} ({variant}).</source>
        <translation>Você está no lugar {n} da {table} ({variant}).</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Esperando o anfitrião começar o jogo…</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Entrar em um jogo em rede</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Mesas nesta rede:</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Lugares livres</translation>
    </message>
    <message>
        <source>&amp;Address (and port):</source>
        <translation>&amp;Endereço (e porta):</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:{port}</source>
        <translation>por exemplo 192.168.1.20:{port}</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Código:</translation>
    </message>
    <message>
        <source>shown on the host&apos;s screen</source>
        <translation>mostrado na tela do anfitrião</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Assistir</translation>
    </message>
    <message>
        <source>Watch the table without a seat: you see what every player sees, never a hand, and you can chat.</source>
        <translation>Assistir à mesa sem lugar: você vê o que todo jogador vê, nunca uma mão, e pode conversar.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Move the focus between your hand, the groups on the table, the new-group place, the stock and the discard pile</source>
        <translation>Mover o foco entre a sua mão, os grupos da mesa, o lugar de grupo novo, o monte e o descarte</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Cima, Baixo</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Leave the table for the buttons under it, and come back</source>
        <translation>Sair da mesa para os botões abaixo dela e voltar</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Esquerda, Direita</translation>
    </message>
    <message>
        <source>Move along the cards of the hand, group or pile under the focus</source>
        <translation>Percorrer as cartas da mão, do grupo ou da pilha com foco</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>Select or unselect the card under the focus</source>
        <translation>Selecionar ou desmarcar a carta com foco</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Pick up the selected cards (or the card under the focus); with cards picked up, drop them where the focus is: on a group, on the new-group place or on the discard pile. On the stock it draws, on the discard pile it takes the card</source>
        <translation>Pegar as cartas selecionadas (ou a carta com foco); com cartas na mão, soltá-las onde está o foco: num grupo, no lugar de grupo novo ou no descarte. No monte compra, no descarte pega a carta</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Put the picked-up cards back and clear the selection</source>
        <translation>Devolver as cartas pegas e limpar a seleção</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>The turn&apos;s main button: Draw, Pass or Knock</source>
        <translation>O botão principal da vez: Comprar, Passar ou Bater</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Done: play the rearranged table</source>
        <translation>Pronto: jogar a mesa reorganizada</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo (Withdraw (+3) where the rule set asks for it)</source>
        <translation>Desfazer (Desistir (+3) quando as regras pedem)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>S, R</source>
        <translation>S, R</translation>
    </message>
    <message>
        <source>Sort the hand by suit, by rank</source>
        <translation>Ordenar a mão por naipe, por valor</translation>
    </message>
    <message>
        <source>Keyboard play</source>
        <translation>Jogar pelo teclado</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Na mesa</translation>
    </message>
    <message>
        <source>Every action can be played with the keyboard as well as with the mouse.</source>
        <translation>Toda ação pode ser feita pelo teclado, assim como pelo mouse.</translation>
    </message>
    <message>
        <source>The buttons under the table take the focus with Tab and act with Space. Every control has a name that screen readers announce.</source>
        <translation>Os botões sob a mesa recebem o foco com Tab e agem com Espaço. Todo controle tem um nome que os leitores de tela anunciam.</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Direita</translation>
    </message>
    <message>
        <source>Next step (a step you only read)</source>
        <translation>Próximo passo (num passo só de leitura)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Esquerda</translation>
    </message>
    <message>
        <source>Back to the previous step</source>
        <translation>Voltar ao passo anterior</translation>
    </message>
    <message>
        <source>Alt+Home</source>
        <translation>Alt+Home</translation>
    </message>
    <message>
        <source>Restart the lesson</source>
        <translation>Recomeçar a lição</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Sair da lição</translation>
    </message>
    <message>
        <source>In a lesson</source>
        <translation>Numa lição</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Back to the previous step (Alt+Left)</source>
        <translation>Voltar ao passo anterior (Alt+Esquerda)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recomeçar</translation>
    </message>
    <message>
        <source>Start the lesson again (Alt+Home)</source>
        <translation>Começar a lição de novo (Alt+Home)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <source>Go on to the next step (Alt+Right)</source>
        <translation>Seguir para o próximo passo (Alt+Direita)</translation>
    </message>
    <message>
        <source>Play this game now</source>
        <translation>Jogar este jogo agora</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Leave the lesson (Esc)</source>
        <translation>Sair da lição (Esc)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Put the table back as it was at the start of this step</source>
        <translation>Deixar a mesa como estava no começo deste passo</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Leave the lesson?</source>
        <translation>Sair da lição?</translation>
    </message>
    <message>
        <source>Leave the lesson? Next time it starts again from its first step.</source>
        <translation>Sair da lição? Da próxima vez ela começa de novo pelo primeiro passo.</translation>
    </message>
    <message>
        <source>This step asks for no move: read it, then press Next (Alt+Right).</source>
        <translation>Este passo não pede nenhuma jogada: leia e clique em Próximo (Alt+Direita).</translation>
    </message>
    <message>
        <source>Round scores: {scores}</source>
        <translation>Pontos da rodada: {scores}</translation>
    </message>
    <message>
        <source>Lesson finished</source>
        <translation>Lição concluída</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} de {total}</translation>
    </message>
    <message>
        <source>Watch the other players&apos; moves.</source>
        <translation>Observe as jogadas dos outros jogadores.</translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message>
        <source>Learn by playing</source>
        <translation>Aprender jogando</translation>
    </message>
    <message>
        <source>A guided lesson in the real game teaches each rule set step by step.</source>
        <translation>Uma lição guiada no jogo de verdade ensina cada regra passo a passo.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Concluída</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Começar a lição</translation>
    </message>
    <message>
        <source>Draw-and-discard games</source>
        <translation>Jogos de comprar e descartar</translation>
    </message>
    <message>
        <source>Manipulation games</source>
        <translation>Jogos de manipulação</translation>
    </message>
    <message>
        <source>✓ finished</source>
        <translation>✓ concluída</translation>
    </message>
    <message numerus="yes">
        <source>{game}, %n step(s): {summary}</source>
        <translation>
            <numerusform>{game}, %n passo: {summary}</numerusform>
            <numerusform>{game}, %n passos: {summary}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>&amp;Resume the interrupted game</source>
        <translation>&amp;Retomar o jogo interrompido</translation>
    </message>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Criar um jogo em rede…</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Entrar em um jogo em rede…</translation>
    </message>
    <message>
        <source>Resume the net&amp;work game</source>
        <translation>Retomar o jogo em re&amp;de</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Placar</translation>
    </message>
    <message>
        <source>H&amp;istory…</source>
        <translation>H&amp;istórico…</translation>
    </message>
    <message>
        <source>&amp;Open a game record…</source>
        <translation>Abrir o &amp;registro de uma partida…</translation>
    </message>
    <message>
        <source>&amp;Back to the start screen</source>
        <translation>&amp;Voltar à tela inicial</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Es&amp;tatísticas</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regras deste jogo</translation>
    </message>
    <message>
        <source>&amp;Learn by playing…</source>
        <translation>&amp;Aprender jogando…</translation>
    </message>
    <message>
        <source>&amp;Keyboard play</source>
        <translation>Jogar pelo &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>&amp;Plugins…</translation>
    </message>
    <message>
        <source>&amp;About Rummy Desktop</source>
        <translation>&amp;Sobre o Rummy Desktop</translation>
    </message>
    <message>
        <source>The window&apos;s size and place could not be read</source>
        <translation>Não foi possível ler o tamanho e a posição da janela</translation>
    </message>
    <message>
        <source>The window takes its usual size.</source>
        <translation>A janela volta ao tamanho de sempre.</translation>
    </message>
    <message>
        <source>Your settings could not be read</source>
        <translation>Não foi possível ler as suas configurações</translation>
    </message>
    <message>
        <source>Rummy Desktop goes on with the default settings.</source>
        <translation>O Rummy Desktop continua com as configurações padrão.</translation>
    </message>
    <message>
        <source>Your statistics could not be read</source>
        <translation>Não foi possível ler as suas estatísticas</translation>
    </message>
    <message>
        <source>Counting starts again from zero.</source>
        <translation>A contagem recomeça do zero.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Não foi possível salvar as estatísticas: {error}</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <translation>Não foi possível salvar as configurações: {error}</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded</source>
        <translation>Alguns plugins não puderam ser carregados</translation>
    </message>
    <message>
        <source>Rummy Desktop goes on without them: {names}.</source>
        <translation>O Rummy Desktop continua sem eles: {names}.</translation>
    </message>
    <message>
        <source>A plugin failed</source>
        <translation>Um plugin falhou</translation>
    </message>
    <message>
        <source>The plugin {name} failed, so Rummy Desktop has switched it off until it starts again. A game in progress keeps its rules; the next game is set up without the plugin. Help ▸ Plugins lists the failure.</source>
        <translation>O plugin {name} falhou, então o Rummy Desktop o desligou até ser aberto de novo. Uma partida em andamento mantém as suas regras; a próxima partida é preparada sem o plugin. Ajuda ▸ Plugins mostra a falha.</translation>
    </message>
    <message>
        <source>A kept game could not be read</source>
        <translation>Não foi possível ler uma partida guardada</translation>
    </message>
    <message>
        <source>{file} was kept by a newer version of Rummy Desktop.</source>
        <translation>{file} foi guardado por uma versão mais nova do Rummy Desktop.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Abrir o registro de uma partida</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
    <message>
        <source>The game record could not be opened</source>
        <translation>Não foi possível abrir o registro da partida</translation>
    </message>
    <message>
        <source>{file} was kept by a newer version of Rummy Desktop. Update the program to review it.</source>
        <translation>{file} foi guardado por uma versão mais nova do Rummy Desktop. Atualize o programa para analisá-lo.</translation>
    </message>
    <message>
        <source>The other games of the history are not affected.</source>
        <translation>As outras partidas do histórico não foram afetadas.</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>The review could not be kept</source>
        <translation>Não foi possível guardar a análise</translation>
    </message>
    <message>
        <source>Review: {game}</source>
        <translation>Análise: {game}</translation>
    </message>
    <message>
        <source>The file was set aside, not deleted, in {folder}.</source>
        <translation>O arquivo foi deixado de lado, não apagado, em {folder}.</translation>
    </message>
    <message>
        <source>Leave the network game?</source>
        <translation>Sair do jogo em rede?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Start a new game? The game in progress will be replaced.</source>
        <translation>Começar um novo jogo? O jogo em andamento será substituído.</translation>
    </message>
    <message>
        <source>Start a new game? The interrupted game will be replaced.</source>
        <translation>Começar um novo jogo? O jogo interrompido será substituído.</translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation>Não foi possível começar o jogo</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Não foi possível salvar o jogo</translation>
    </message>
    <message>
        <source>{name} is played by {n} players, not {asked}.</source>
        <translation>{name} se joga com {n} jogadores, não {asked}.</translation>
    </message>
    <message>
        <source>{name} is played by {low} to {high} players, not {asked}.</source>
        <translation>{name} se joga com {low} a {high} jogadores, não {asked}.</translation>
    </message>
    <message>
        <source>No rule set called “{id}” is installed (installed: {ids}).</source>
        <translation>Nenhuma regra chamada “{id}” está instalada (instaladas: {ids}).</translation>
    </message>
    <message>
        <source>No computer level called “{id}” is installed (installed: {ids}).</source>
        <translation>Nenhum nível do computador chamado “{id}” está instalado (instalados: {ids}).</translation>
    </message>
    <message>
        <source>The interrupted game could not be read</source>
        <translation>Não foi possível ler o jogo interrompido</translation>
    </message>
    <message>
        <source>The new game is saved in its place.</source>
        <translation>O novo jogo é salvo no lugar dele.</translation>
    </message>
    <message>
        <source>This game has computer players at a level that is no longer installed: {missing}.</source>
        <translation>Este jogo tem jogadores do computador num nível que não está mais instalado: {missing}.</translation>
    </message>
    <message>
        <source>Resume the game with the level “{level}” in its place?</source>
        <translation>Retomar o jogo com o nível “{level}” no lugar dele?</translation>
    </message>
    <message>
        <source>Resume with “{level}”</source>
        <translation>Retomar com “{level}”</translation>
    </message>
    <message>
        <source>Close the table? The players are disconnected; the game is kept, and Resume the network game opens the table again.</source>
        <translation>Fechar a mesa? Os jogadores são desconectados; o jogo fica guardado, e Retomar o jogo em rede abre a mesa de novo.</translation>
    </message>
    <message>
        <source>Leave the table? The computer plays your seat; you can rejoin with the same code.</source>
        <translation>Sair da mesa? O computador joga no seu lugar; você pode voltar com o mesmo código.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>A partida não pôde ser salva: {error}</translation>
    </message>
    <message>
        <source>Close Rummy Desktop?</source>
        <translation>Fechar o Rummy Desktop?</translation>
    </message>
    <message>
        <source>Close anyway?</source>
        <translation>Fechar mesmo assim?</translation>
    </message>
    <message>
        <source>kept as {name}</source>
        <translation>guardado como {name}</translation>
    </message>
    <message>
        <source>it could not be moved aside: {error}</source>
        <translation>não foi possível colocá-lo de lado: {error}</translation>
    </message>
    <message>
        <source>The interrupted game could not be resumed</source>
        <translation>Não foi possível retomar o jogo interrompido</translation>
    </message>
    <message>
        <source>You can start a new game.</source>
        <translation>Você pode começar um novo jogo.</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Criar um jogo em rede</translation>
    </message>
    <message>
        <source>Host a new table? The interrupted network game will be replaced.</source>
        <translation>Criar uma nova mesa? O jogo em rede interrompido será substituído.</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>Não foi possível abrir a mesa</translation>
    </message>
    <message>
        <source>The network game could not be resumed</source>
        <translation>Não foi possível retomar o jogo em rede</translation>
    </message>
    <message>
        <source>You can host a new table.</source>
        <translation>Você pode criar uma nova mesa.</translation>
    </message>
    <message>
        <source>The game could not be kept in the history: {error}</source>
        <translation>Não foi possível guardar a partida no histórico: {error}</translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message>
        <source>Moves this round</source>
        <translation>Jogadas desta rodada</translation>
    </message>
    <message>
        <source>What each player did this round, the newest last</source>
        <translation>O que cada jogador fez nesta rodada, o mais recente por último</translation>
    </message>
    <message>
        <source>laid down {group}</source>
        <translation>baixou {group}</translation>
    </message>
    <message>
        <source>put {cards} into a new group {group}</source>
        <translation>colocou {cards} num grupo novo {group}</translation>
    </message>
    <message>
        <source>put {cards} into {group}</source>
        <translation>colocou {cards} em {group}</translation>
    </message>
    <message>
        <source>moved the loose {cards} into {target}</source>
        <translation>moveu {cards} das cartas avulsas para {target}</translation>
    </message>
    <message>
        <source>moved your {cards} from {source} into {target}</source>
        <translation>moveu {cards} (jogada sua) de {source} para {target}</translation>
    </message>
    <message>
        <source>moved {cards} from {source} into {target}</source>
        <translation>moveu {cards} de {source} para {target}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rodada {n}</translation>
    </message>
    <message>
        <source>Round {n}: you play first</source>
        <translation>Rodada {n}: você joga primeiro</translation>
    </message>
    <message>
        <source>Round {n}: {who} plays first</source>
        <translation>Rodada {n}: {who} joga primeiro</translation>
    </message>
    <message>
        <source>{who} drew {cards}</source>
        <comment>you</comment>
        <translation>{who} comprou {cards}</translation>
    </message>
    <message>
        <source>{who} drew {cards}</source>
        <translation>{who} comprou {cards}</translation>
    </message>
    <message>
        <source>{who} drew a card</source>
        <comment>you</comment>
        <translation>{who} comprou uma carta</translation>
    </message>
    <message>
        <source>{who} drew a card</source>
        <translation>{who} comprou uma carta</translation>
    </message>
    <message numerus="yes">
        <source>{who} drew %n cards</source>
        <comment>you</comment>
        <translation>
            <numerusform>{who} comprou %n carta</numerusform>
            <numerusform>{who} comprou %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} drew %n cards</source>
        <translation>
            <numerusform>{who} comprou %n carta</numerusform>
            <numerusform>{who} comprou %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} bought {card} out of turn</source>
        <comment>you</comment>
        <translation>{who} comprou {card} fora da vez</translation>
    </message>
    <message>
        <source>{who} bought {card} out of turn</source>
        <translation>{who} comprou {card} fora da vez</translation>
    </message>
    <message>
        <source>{who} took {card} from the discard pile</source>
        <comment>you</comment>
        <translation>{who} pegou {card} do descarte</translation>
    </message>
    <message>
        <source>{who} took {card} from the discard pile</source>
        <translation>{who} pegou {card} do descarte</translation>
    </message>
    <message>
        <source>{who} dug {card} out of the discard pile, with {cards}</source>
        <comment>you</comment>
        <translation>{who} escavou {card} do descarte, com {cards}</translation>
    </message>
    <message>
        <source>{who} dug {card} out of the discard pile, with {cards}</source>
        <translation>{who} escavou {card} do descarte, com {cards}</translation>
    </message>
    <message>
        <source>{who} melded {group}</source>
        <comment>you</comment>
        <translation>{who} baixou {group}</translation>
    </message>
    <message>
        <source>{who} melded {group}</source>
        <translation>{who} baixou {group}</translation>
    </message>
    <message>
        <source>{who} laid off {card} on {group}</source>
        <comment>you</comment>
        <translation>{who} encostou {card} em {group}</translation>
    </message>
    <message>
        <source>{who} laid off {card} on {group}</source>
        <translation>{who} encostou {card} em {group}</translation>
    </message>
    <message>
        <source>{who} put {card} in the place of the joker in {group} and took the joker</source>
        <comment>you</comment>
        <translation>{who} pôs {card} no lugar do curinga em {group} e pegou o curinga</translation>
    </message>
    <message>
        <source>{who} put {card} in the place of the joker in {group} and took the joker</source>
        <translation>{who} pôs {card} no lugar do curinga em {group} e pegou o curinga</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <comment>you</comment>
        <translation>{who} descartou {card}</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} descartou {card}</translation>
    </message>
    <message>
        <source>{who} played:</source>
        <comment>you</comment>
        <translation>{who} jogou:</translation>
    </message>
    <message>
        <source>{who} played:</source>
        <translation>{who} jogou:</translation>
    </message>
    <message>
        <source>{who} withdrew (+3) and drew {cards}</source>
        <comment>you</comment>
        <translation>{who} desistiu (+3) e comprou {cards}</translation>
    </message>
    <message>
        <source>{who} withdrew (+3) and drew {cards}</source>
        <translation>{who} desistiu (+3) e comprou {cards}</translation>
    </message>
    <message>
        <source>{who} withdrew (+3); the stock is empty</source>
        <comment>you</comment>
        <translation>{who} desistiu (+3); o monte acabou</translation>
    </message>
    <message>
        <source>{who} withdrew (+3); the stock is empty</source>
        <translation>{who} desistiu (+3); o monte acabou</translation>
    </message>
    <message>
        <source>{who} withdrew (+3) and drew a card</source>
        <comment>you</comment>
        <translation>{who} desistiu (+3) e comprou uma carta</translation>
    </message>
    <message>
        <source>{who} withdrew (+3) and drew a card</source>
        <translation>{who} desistiu (+3) e comprou uma carta</translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew (+3) and drew %n cards</source>
        <comment>you</comment>
        <translation>
            <numerusform>{who} desistiu (+3) e comprou %n carta</numerusform>
            <numerusform>{who} desistiu (+3) e comprou %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} withdrew (+3) and drew %n cards</source>
        <translation>
            <numerusform>{who} desistiu (+3) e comprou %n carta</numerusform>
            <numerusform>{who} desistiu (+3) e comprou %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} let {card} go</source>
        <comment>several</comment>
        <translation>
            <numerusform>{who} deixou passar {card}</numerusform>
            <numerusform>{who} deixaram passar {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} let {card} go</source>
        <comment>you</comment>
        <translation>{who} deixou passar {card}</translation>
    </message>
    <message>
        <source>{who} let {card} go</source>
        <translation>{who} deixou passar {card}</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <comment>you</comment>
        <translation>{who} passou</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <translation>{who} passou</translation>
    </message>
    <message>
        <source>{who} knocked</source>
        <comment>you</comment>
        <translation>{who} bateu</translation>
    </message>
    <message>
        <source>{who} knocked</source>
        <translation>{who} bateu</translation>
    </message>
    <message>
        <source>The stock is empty: one more turn each</source>
        <translation>O monte acabou: mais uma vez para cada um</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock</source>
        <translation>O descarte foi embaralhado num monte novo</translation>
    </message>
    <message>
        <source>{who} went out: round {n} is over</source>
        <comment>you</comment>
        <translation>{who} ficou sem cartas: a rodada {n} terminou</translation>
    </message>
    <message>
        <source>{who} went out: round {n} is over</source>
        <translation>{who} ficou sem cartas: a rodada {n} terminou</translation>
    </message>
    <message>
        <source>Round {n} is over</source>
        <translation>A rodada {n} terminou</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>O jogo terminou</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Check the address and port, that the host&apos;s firewall lets Rummy Desktop in, and that both computers are on the same network.</source>
        <translation>Confira o endereço e a porta, se o firewall do anfitrião deixa o Rummy Desktop passar e se os dois computadores estão na mesma rede.</translation>
    </message>
    <message>
        <source>The host left: the connection is closed.</source>
        <translation>O anfitrião saiu: a conexão foi fechada.</translation>
    </message>
    <message>
        <source>The host runs Rummy Desktop {host_program} (network protocol {host_protocol}); this computer runs {client_program} (protocol {client_protocol}). Update the older one.</source>
        <translation>O anfitrião usa o Rummy Desktop {host_program} (protocolo de rede {host_protocol}); este computador usa o {client_program} (protocolo {client_protocol}). Atualize o mais antigo.</translation>
    </message>
    <message>
        <source>This computer does not know the choice “{value}” of the house rule “{option}” the host plays {variant} with: install the same plugins as the host.</source>
        <translation>Este computador não conhece a escolha “{value}” da regra da casa “{option}” com que o anfitrião joga {variant}: instale os mesmos plugins do anfitrião.</translation>
    </message>
    <message>
        <source>This computer lacks the house rule “{option}” the host plays {variant} with: install the same plugins as the host.</source>
        <translation>Falta a este computador a regra da casa “{option}” com que o anfitrião joga {variant}: instale os mesmos plugins do anfitrião.</translation>
    </message>
    <message>
        <source>This computer does not have the rule set “{name}” the host plays: install its plugin.</source>
        <translation>Este computador não tem as regras “{name}” que o anfitrião joga: instale o plugin delas.</translation>
    </message>
    <message>
        <source>This computer&apos;s plugins give other rules for {variant} than the host&apos;s: install the same versions as the host.</source>
        <translation>Os plugins deste computador dão outras regras para {variant} que os do anfitrião: instale as mesmas versões do anfitrião.</translation>
    </message>
    <message>
        <source>Wrong code.</source>
        <translation>Código errado.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a few minutes, then try again.</source>
        <translation>Códigos errados demais deste computador: espere alguns minutos e tente de novo.</translation>
    </message>
    <message>
        <source>So many wrong codes were tried at this table that its code no longer opens it: ask the host for the new code.</source>
        <translation>Tantos códigos errados foram tentados nesta mesa que o código dela não a abre mais: peça o novo código ao anfitrião.</translation>
    </message>
    <message>
        <source>This seat is in use from another computer: its player is still connected.</source>
        <translation>Este lugar está em uso em outro computador: o jogador dele continua conectado.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another computer (with this seat&apos;s key).</source>
        <translation>Seu lugar foi retomado de outro computador (com a chave deste lugar).</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>O anfitrião tirou você da mesa.</translation>
    </message>
    <message>
        <source>Enough people are watching this table already.</source>
        <translation>Já tem gente demais assistindo a esta mesa.</translation>
    </message>
    <message>
        <source>A message did not arrive as it was sent (changed on the way?): the connection is closed.</source>
        <translation>Uma mensagem não chegou como foi enviada (alterada no caminho?): a conexão foi fechada.</translation>
    </message>
    <message>
        <source>Too many connections from this computer.</source>
        <translation>Conexões demais deste computador.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>A mesa está cheia.</translation>
    </message>
    <message>
        <source>The game has already started: only its players can come back in.</source>
        <translation>O jogo já começou: só os jogadores dele podem voltar.</translation>
    </message>
    <message>
        <source>The host does not know this seat&apos;s key any more: join with the code.</source>
        <translation>O anfitrião não conhece mais a chave deste lugar: entre com o código.</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>Mensagens demais de uma vez: espere um pouco.</translation>
    </message>
    <message>
        <source>This computer has not joined the table yet.</source>
        <translation>Este computador ainda não entrou na mesa.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>O anfitrião não respondeu a tempo.</translation>
    </message>
    <message>
        <source>The host could not be reached ({detail}).</source>
        <translation>Não foi possível alcançar o anfitrião ({detail}).</translation>
    </message>
    <message>
        <source>The host stopped answering.</source>
        <translation>O anfitrião parou de responder.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>O anfitrião fechou a mesa.</translation>
    </message>
    <message>
        <source>The host and this computer did not understand each other ({problem}).</source>
        <translation>O anfitrião e este computador não se entenderam ({problem}).</translation>
    </message>
    <message>
        <source>Open: waiting for a player</source>
        <translation>Livre: esperando um jogador</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computador: {level}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>{name} (the host)</source>
        <translation>{name} (anfitrião)</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (você)</translation>
    </message>
    <message>
        <source>played by the computer ({level})</source>
        <translation>jogado pelo computador ({level})</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Assistindo: {names}</translation>
    </message>
</context>
<context>
    <name>NetworkBar</name>
    <message numerus="yes">
        <source>Not sent: a chat line holds at most %n characters.</source>
        <translation>
            <numerusform>Não enviada: uma linha do bate-papo tem no máximo %n caractere.</numerusform>
            <numerusform>Não enviada: uma linha do bate-papo tem no máximo %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sent: there is no connection to the host.</source>
        <translation>Não enviada: não há conexão com o anfitrião.</translation>
    </message>
    <message numerus="yes">
        <source>Not sent: too many lines at once; wait %n s.</source>
        <translation>
            <numerusform>Não enviada: linhas demais de uma vez; espere %n s.</numerusform>
            <numerusform>Não enviada: linhas demais de uma vez; espere %n s.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>A conexão com o anfitrião caiu.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: {why}</source>
        <translation>A conexão com o anfitrião caiu: {why}</translation>
    </message>
    <message>
        <source>Reconnecting… (attempt {n})</source>
        <translation>Reconectando… (tentativa {n})</translation>
    </message>
    <message>
        <source>Re&amp;join</source>
        <translation>&amp;Voltar à mesa</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Diga algo para a mesa…</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Linha de conversa</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Conversa</translation>
    </message>
    <message>
        <source>What the players say at the table appears here.</source>
        <translation>O que os jogadores dizem na mesa aparece aqui.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Code {code} · {addresses}</source>
        <translation>Código {code} · {addresses}</translation>
    </message>
    <message>
        <source>Code {code} · {address}</source>
        <translation>Código {code} · {address}</translation>
    </message>
</context>
<context>
    <name>NetworkPlurals</name>
    <message numerus="yes">
        <source>Too many wrong codes were tried at this table: try again in %n s.</source>
        <translation>
            <numerusform>Muitos códigos errados foram tentados nesta mesa: tente de novo em %n s.</numerusform>
            <numerusform>Muitos códigos errados foram tentados nesta mesa: tente de novo em %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reconnecting… %n s left</source>
        <translation>
            <numerusform>reconectando… falta %n s</numerusform>
            <numerusform>reconectando… faltam %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Rule set</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>This rule set has no options.</source>
        <translation>Estas regras não têm opções.</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>&amp;Number of players ({low}–{high}):</source>
        <translation>&amp;Número de jogadores ({low}–{high}):</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jogadores</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Lugar {n}:</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>{name} (you, at the bottom of the table)</source>
        <translation>{name} (você, na parte de baixo da mesa)</translation>
    </message>
    <message>
        <source>You, at the bottom of the table</source>
        <translation>Você, na parte de baixo da mesa</translation>
    </message>
    <message>
        <source>Human (takes turns at this screen)</source>
        <translation>Pessoa (joga nesta mesma tela)</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computador: {level}</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Dar as cartas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Ver as re&amp;gras</translation>
    </message>
    <message>
        <source>The rules of {name}, with the options chosen here</source>
        <translation>As regras de {name}, com as opções escolhidas aqui</translation>
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
        <translation>Plugins instalados: os marcados são usados</translation>
    </message>
    <message>
        <source>Untick a plugin to leave it out. Changes apply the next time Rummy Desktop starts. The program&apos;s own rule sets and computer players are always on.</source>
        <translation>Desmarque um plugin para deixá-lo de fora. As mudanças valem na próxima vez que o Rummy Desktop abrir. As regras e os jogadores do computador do próprio programa estão sempre ligados.</translation>
    </message>
    <message>
        <source>No other plugin is installed: the program&apos;s own rule sets and computer players are always on.</source>
        <translation>Nenhum outro plugin está instalado: as regras e os jogadores do computador do próprio programa estão sempre ligados.</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Rule sets</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>{option} ({rule_set})</source>
        <translation>{option} ({rule_set})</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regras da casa</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Jogadores do computador</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>Translations</source>
        <translation>Traduções</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Rule sets, house rules, computer players and lessons come from plugins: installed Python distributions. The guide for writing one is docs/plugins.md.</source>
        <translation>Regras, regras da casa, jogadores do computador e lições vêm de plugins: distribuições Python instaladas. O guia para escrever um é docs/plugins.md.</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Acrescenta</translation>
    </message>
    <message>
        <source>(not installed)</source>
        <translation>(não instalado)</translation>
    </message>
    <message>
        <source>{what}: {names}</source>
        <translation>{what}: {names}</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Deixado de fora</translation>
    </message>
    <message>
        <source>Failed during play</source>
        <translation>Falhou durante a partida</translation>
    </message>
    <message>
        <source>Switched off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <source>Settings ▸ Plugins, or --disable-plugin</source>
        <translation>Configurações ▸ Plugins, ou --disable-plugin</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Não usado</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>What</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>These plugins could not be used, or failed and are switched off until Rummy Desktop starts again; it goes on without them:</source>
        <translation>Estes plugins não puderam ser usados, ou falharam e estão desligados até o Rummy Desktop ser aberto de novo; ele continua sem eles:</translation>
    </message>
    <message>
        <source>Every installed plugin loaded. Notes:</source>
        <translation>Todos os plugins instalados foram carregados. Observações:</translation>
    </message>
    <message>
        <source>Every installed plugin loaded.</source>
        <translation>Todos os plugins instalados foram carregados.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Não existe esse lugar nesta mesa.</translation>
    </message>
    <message>
        <source>That is not a well-formed move.</source>
        <translation>Essa jogada está malformada.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Isso não é possível agora.</translation>
    </message>
    <message>
        <source>This game does not allow that.</source>
        <translation>Estas regras não permitem isso.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} não está na sua mão.</translation>
    </message>
    <message>
        <source>{card} is used twice.</source>
        <translation>{card} foi usada duas vezes.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>O monte está vazio.</translation>
    </message>
    <message>
        <source>You can pass only when the stock is empty.</source>
        <translation>Você só pode passar com o monte vazio.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>O descarte está vazio.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Compre uma carta primeiro.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard.</source>
        <translation>O monte está vazio: pegue o descarte.</translation>
    </message>
    <message>
        <source>There is no group {group} on the table.</source>
        <translation>Não há grupo {group} na mesa.</translation>
    </message>
    <message>
        <source>That is the top card: take it instead of digging.</source>
        <translation>Essa é a carta do topo: pegue-a em vez de escavar.</translation>
    </message>
    <message>
        <source>{card} is not in the discard pile.</source>
        <translation>{card} não está no descarte.</translation>
    </message>
    <message>
        <source>You could not meld {card} at once, so you cannot dig it.</source>
        <translation>Você não poderia baixar {card} na hora, então não pode escavá-la.</translation>
    </message>
    <message>
        <source>Meld {card}, which you dug, first.</source>
        <translation>Baixe primeiro {card}, que você escavou.</translation>
    </message>
    <message>
        <source>You cannot discard {card}: you took it from the pile this turn.</source>
        <translation>Você não pode descartar {card}: você a pegou do descarte nesta vez.</translation>
    </message>
    <message>
        <source>You would be left holding only {card}, which you cannot discard this turn.</source>
        <translation>Você ficaria só com {card}, que não pode descartar nesta vez.</translation>
    </message>
    <message>
        <source>That is not a valid meld: {why}.</source>
        <translation>Essa combinação não é válida: {why}.</translation>
    </message>
    <message>
        <source>{card} does not fit that meld: {why}.</source>
        <translation>{card} não cabe nessa combinação: {why}.</translation>
    </message>
    <message>
        <source>Say which card the joker is: {choices}.</source>
        <translation>Diga que carta é o curinga: {choices}.</translation>
    </message>
    <message>
        <source>The joker cannot be {face} here.</source>
        <translation>Aqui o curinga não pode ser {face}.</translation>
    </message>
    <message>
        <source>No joker in that meld stands for {card}.</source>
        <translation>Nenhum curinga dessa combinação representa {card}.</translation>
    </message>
    <message>
        <source>Jokers cannot be swapped in this game.</source>
        <translation>Nestas regras não se trocam curingas.</translation>
    </message>
    <message>
        <source>Add at least one card from your hand.</source>
        <translation>Acrescente pelo menos uma carta da sua mão.</translation>
    </message>
    <message>
        <source>{card} was on the table and must stay there.</source>
        <translation>{card} estava na mesa e deve ficar lá.</translation>
    </message>
    <message>
        <source>{card} is neither on the table nor in your hand.</source>
        <translation>{card} não está nem na mesa nem na sua mão.</translation>
    </message>
    <message>
        <source>{card} cannot stand alone on the table.</source>
        <translation>{card} não pode ficar sozinha na mesa.</translation>
    </message>
    <message>
        <source>Group {group} is not valid: {why}.</source>
        <translation>O grupo {group} não é válido: {why}.</translation>
    </message>
    <message>
        <source>Group {group} holds more than one joker.</source>
        <translation>O grupo {group} tem mais de um curinga.</translation>
    </message>
    <message>
        <source>The joker keeps {face} until a real {face} is on the table.</source>
        <translation>O curinga continua sendo {face} até que um {face} verdadeiro esteja na mesa.</translation>
    </message>
    <message>
        <source>The joker must stay with a card that was beside it until a real {face} is on the table.</source>
        <translation>O curinga deve ficar com uma carta que estava ao lado dele até que um {face} verdadeiro esteja na mesa.</translation>
    </message>
    <message>
        <source>A group with a joker cannot be rearranged: only cards from your hand may join it.</source>
        <translation>Um grupo com curinga não pode ser reorganizado: só cartas da sua mão podem entrar nele.</translation>
    </message>
    <message>
        <source>To free the joker standing for {face}, play a real {face} from your hand.</source>
        <translation>Para liberar o curinga que representa {face}, jogue um {face} verdadeiro da sua mão.</translation>
    </message>
    <message>
        <source>Your first meld needs a run of three cards of one suit from your hand (no joker).</source>
        <translation>A sua primeira baixa precisa de uma sequência de três cartas de um naipe da sua mão (sem curinga).</translation>
    </message>
    <message>
        <source>You can knock only after a meld that leaves you 1 to {limit} points in hand.</source>
        <translation>Você só pode bater depois de uma baixa que deixe de 1 a {limit} pontos na sua mão.</translation>
    </message>
    <message>
        <source>No knocking in the final turns.</source>
        <translation>Ninguém bate nas últimas vezes.</translation>
    </message>
    <message>
        <source>Lay this round&apos;s goal first, all in one move: {goal}.</source>
        <translation>Baixe primeiro o objetivo desta rodada, tudo de uma vez: {goal}.</translation>
    </message>
    <message>
        <source>Those melds are not this round&apos;s goal: {goal}.</source>
        <translation>Esses jogos não são o objetivo desta rodada: {goal}.</translation>
    </message>
    <message>
        <source>You have laid your goal: now you may only lay off.</source>
        <translation>Você já baixou seu objetivo: agora só pode encostar cartas.</translation>
    </message>
    <message>
        <source>Your deadwood after discarding {card} would count {deadwood}: you may knock with {limit} or fewer.</source>
        <translation>Depois de descartar {card}, as suas cartas soltas valeriam {deadwood}: só se bate com {limit} ou menos.</translation>
    </message>
    <message>
        <source>In this game melds stay in your hand until someone knocks.</source>
        <translation>Neste jogo os jogos ficam na mão até alguém bater.</translation>
    </message>
    <message>
        <source>You may lay off only on your own melds.</source>
        <translation>Você só pode encostar cartas nos seus próprios jogos.</translation>
    </message>
    <message>
        <source>This game has no laying off.</source>
        <translation>Neste jogo não se encostam cartas.</translation>
    </message>
    <message>
        <source>Take the card turned up, or pass.</source>
        <translation>Pegue a carta virada ou passe.</translation>
    </message>
    <message>
        <source>You have touched the table: play it with Done or withdraw (+3).</source>
        <translation>Você mexeu na mesa: jogue com Pronto ou desista (+3).</translation>
    </message>
    <message>
        <source>This table does not use Withdraw (+3).</source>
        <translation>Esta mesa não usa Desistir (+3).</translation>
    </message>
    <message>
        <source>You have drawn three cards already.</source>
        <translation>Você já comprou três cartas.</translation>
    </message>
    <message>
        <source>No drawing in the final turns.</source>
        <translation>Ninguém compra nas últimas vezes.</translation>
    </message>
    <message>
        <source>The round is over: continue or end the game.</source>
        <translation>A rodada terminou: continue ou encerre o jogo.</translation>
    </message>
    <message>
        <source>Only the host decides this.</source>
        <translation>Só quem convida decide isso.</translation>
    </message>
    <message>
        <source>The plugin {plugin} failed, so this move was not played ({error}). It is switched off until Rummy Desktop starts again: the next game is set up without it.</source>
        <translation>O plugin {plugin} falhou, então esta jogada não foi feita ({error}). Ele fica desligado até o Rummy Desktop ser aberto de novo: a próxima partida é preparada sem ele.</translation>
    </message>
    <message>
        <source>{explanation}</source>
        <translation>{explanation}</translation>
    </message>
    <message>
        <source>In this step the joker is the {face}, not the {chosen}: play the same cards again and choose {face} when the table asks which card the joker is.</source>
        <translation>Neste passo o curinga vale {face}, não {chosen}: jogue as mesmas cartas de novo e escolha {face} quando a mesa perguntar que carta é o curinga.</translation>
    </message>
    <message>
        <source>Read this step, then click Next.</source>
        <translation>Leia este passo e clique em Próximo.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>A lição terminou.</translation>
    </message>
    <message>
        <source>a group needs at least 3 cards</source>
        <translation>um grupo precisa de pelo menos 3 cartas</translation>
    </message>
    <message>
        <source>a group needs at least one natural card</source>
        <translation>um grupo precisa de pelo menos uma carta natural</translation>
    </message>
    <message>
        <source>too many jokers in one group</source>
        <translation>curingas demais num grupo</translation>
    </message>
    <message>
        <source>a set holds at most 4 cards</source>
        <translation>uma trinca tem no máximo 4 cartas</translation>
    </message>
    <message>
        <source>the cards of a set must all have different suits</source>
        <translation>as cartas de uma trinca devem ser todas de naipes diferentes</translation>
    </message>
    <message>
        <source>a run cannot hold the same rank twice</source>
        <translation>uma sequência não pode ter o mesmo valor duas vezes</translation>
    </message>
    <message>
        <source>the ranks of a run must follow one another</source>
        <translation>os valores de uma sequência devem vir em ordem</translation>
    </message>
    <message>
        <source>the ace cannot take that place in a run in this game</source>
        <translation>nestas regras o Ás não pode ocupar esse lugar numa sequência</translation>
    </message>
    <message>
        <source>a run holds at most 13 cards</source>
        <translation>uma sequência tem no máximo 13 cartas</translation>
    </message>
    <message>
        <source>neither a set (one rank) nor a run (one suit)</source>
        <translation>nem trinca (um valor) nem sequência (um naipe)</translation>
    </message>
    <message>
        <source>a joker on the table needs a declared card</source>
        <translation>um curinga na mesa precisa de uma carta declarada</translation>
    </message>
    <message>
        <source>no card the joker could stand for makes this group valid</source>
        <translation>nenhuma carta que o curinga possa representar torna este grupo válido</translation>
    </message>
    <message>
        <source>A card on the table can never go back to a hand.</source>
        <translation>Uma carta da mesa nunca pode voltar para uma mão.</translation>
    </message>
    <message>
        <source>Only a card that was loose at the start of the turn can stand alone.</source>
        <translation>Só uma carta que estava avulsa no início da vez pode ficar sozinha.</translation>
    </message>
    <message>
        <source>Cards cannot be put there.</source>
        <translation>Não dá para pôr cartas aí.</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Solte a carta na sua mão para comprá-la.</translation>
    </message>
    <message>
        <source>There is no undo in this game: a meld, a lay-off or a discard is played the moment you make it, as at a real table.</source>
        <translation>Neste jogo não dá para desfazer: uma combinação baixada, uma carta encostada ou um descarte valem no momento em que você os faz, como numa mesa de verdade.</translation>
    </message>
    <message>
        <source>The cards you had placed before the game was saved could not be put back: they are in your hand again.</source>
        <translation>As cartas que você tinha colocado antes de o jogo ser salvo não puderam voltar para a mesa: elas estão de novo na sua mão.</translation>
    </message>
    <message>
        <source>Part of the saved table could not be read (the cards you had placed, the order of your hand): the table is as at the start of your turn.</source>
        <translation>Parte da mesa salva não pôde ser lida (as cartas que você tinha colocado, a ordem da sua mão): a mesa está como no começo da sua vez.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espere a sua vez.</translation>
    </message>
    <message>
        <source>Press Withdraw (+3) again to put everything back and draw three cards.</source>
        <translation>Clique de novo em Desistir (+3) para deixar tudo como estava e comprar três cartas.</translation>
    </message>
    <message>
        <source>To take the joker, put a real {face} from your hand in its place.</source>
        <translation>Para pegar o curinga, coloque no lugar dele um {face} de verdade da sua mão.</translation>
    </message>
    <message>
        <source>Drag the joker to your hand to swap it for your {face}.</source>
        <translation>Arraste o curinga para a sua mão para trocá-lo pelo seu {face}.</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space).</source>
        <translation>Selecione cartas primeiro (clique nelas ou tecle Espaço).</translation>
    </message>
    <message>
        <source>You have touched the table: press Done or Withdraw (+3).</source>
        <translation>Você mexeu na mesa: clique em Pronto ou em Desistir (+3).</translation>
    </message>
    <message>
        <source>The host did not answer in time: your move was not played.</source>
        <translation>O anfitrião não respondeu a tempo: sua jogada não foi feita.</translation>
    </message>
    <message>
        <source>The connection to the host is closed.</source>
        <translation>A conexão com o anfitrião foi encerrada.</translation>
    </message>
    <message>
        <source>Too many moves at once: wait a moment.</source>
        <translation>Jogadas demais de uma vez: espere um instante.</translation>
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
        <translation>a busca terminou de forma inesperada</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>The same position, to try another move</source>
        <translation>A mesma posição, para tentar outra jogada</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Próximo erro</translation>
    </message>
    <message>
        <source>The next decision the review marked inaccuracy or worse</source>
        <translation>A próxima decisão que a análise marcou como imprecisão ou pior</translation>
    </message>
    <message>
        <source>Back to review</source>
        <translation>Voltar à análise</translation>
    </message>
    <message>
        <source>The review, at this move</source>
        <translation>A análise, nesta jogada</translation>
    </message>
    <message>
        <source>Mistake {n} of {total}</source>
        <translation>Erro {n} de {total}</translation>
    </message>
    <message>
        <source>Move {n}: you played {action} ({label}).</source>
        <translation>Jogada {n}: você jogou {action} ({label}).</translation>
    </message>
    <message>
        <source>Find a better move, on the table as you would play it.</source>
        <translation>Encontre uma jogada melhor, na mesa, como você a jogaria.</translation>
    </message>
    <message>
        <source>You asked for a hint: this try will not count as found on your own.</source>
        <translation>Você pediu uma dica: esta tentativa não contará como achada sozinho.</translation>
    </message>
    <message>
        <source>Your move could not be judged: {problem}</source>
        <translation>Não foi possível julgar sua jogada: {problem}</translation>
    </message>
    <message>
        <source>You played {action}. Judging it…</source>
        <translation>Você jogou {action}. Julgando…</translation>
    </message>
    <message>
        <source>That was the last marked decision.</source>
        <translation>Essa era a última decisão marcada.</translation>
    </message>
    <message>
        <source>You played {action} with a hint: as good as the best move. Try again to find it on your own.</source>
        <translation>Você jogou {action} com uma dica: tão boa quanto a melhor jogada. Tente de novo para achá-la sozinho.</translation>
    </message>
    <message>
        <source>You played {action}: as good as the best move.</source>
        <translation>Você jogou {action}: tão boa quanto a melhor jogada.</translation>
    </message>
    <message>
        <source>You played {action} ({label}). The best move was {best}.</source>
        <translation>Você jogou {action} ({label}). A melhor jogada era {best}.</translation>
    </message>
    <message>
        <source>(You had asked for a hint.)</source>
        <translation>(Você tinha pedido uma dica.)</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Jogadas da partida</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Ponto da partida</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>A distribuição (Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Uma jogada para trás (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>Uma jogada para a frente (→)</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>O fim da partida (End)</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Mostrar todas as mãos</translation>
    </message>
    <message>
        <source>The other players&apos; cards at this point</source>
        <translation>As cartas dos outros jogadores neste ponto</translation>
    </message>
    <message>
        <source>A network player&apos;s record holds only their own cards</source>
        <translation>O registro de um jogador em rede só tem as cartas dele</translation>
    </message>
    <message>
        <source>Show the best play</source>
        <translation>Mostrar a melhor jogada</translation>
    </message>
    <message>
        <source>The table as the best play would have left it, the groups it changes outlined</source>
        <translation>A mesa como a melhor jogada a teria deixado, com os grupos que ela muda destacados</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nível do computador</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jogar daqui</translation>
    </message>
    <message>
        <source>A new game from this point against computer players</source>
        <translation>Uma nova partida a partir deste ponto contra o computador</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Play again, on the table, a decision marked inaccuracy or worse</source>
        <translation>Jogar de novo, na mesa, uma decisão marcada como imprecisão ou pior</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>Costliest:</source>
        <translation>As mais caras:</translation>
    </message>
    <message>
        <source>Expected result over the game</source>
        <translation>Resultado esperado ao longo da partida</translation>
    </message>
    <message>
        <source>Each point is one of your decisions: the round result it was expected to bring (the draw-and-discard games), or your lead in cards still to place (the Manipulation family). Click one to go there.</source>
        <translation>Cada ponto é uma das suas decisões: o resultado da rodada que se esperava dela (jogos de comprar e descartar), ou a sua vantagem em cartas ainda por baixar (família Manipulation). Clique em um ponto para ir até ele.</translation>
    </message>
    <message>
        <source>This game cannot be replayed: {problem}</source>
        <translation>Não é possível rever esta partida: {problem}</translation>
    </message>
    <message>
        <source>the analysis ended unexpectedly</source>
        <translation>a análise terminou de forma inesperada</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>A análise parou: {problem}</translation>
    </message>
    <message>
        <source>Loading the game…</source>
        <translation>Carregando a partida…</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analisar</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) judged</source>
        <translation>
            <numerusform>%n decisão avaliada</numerusform>
            <numerusform>%n decisões avaliadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) looked at</source>
        <translation>
            <numerusform>%n jogada examinada</numerusform>
            <numerusform>%n jogadas examinadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>falta %n</numerusform>
            <numerusform>faltam %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <extracomment>Rows of the move list worded at a time (a long game&apos;s list fills in a few turns of the event loop, so that no turn keeps the window waiting).</extracomment>
        <translation>Jogada {n} de {total}</translation>
    </message>
    <message>
        <source>Your move: {action} ({label})</source>
        <translation>Sua jogada: {action} ({label})</translation>
    </message>
    <message>
        <source>Best move: {action}</source>
        <translation>Melhor jogada: {action}</translation>
    </message>
    <message>
        <source>Best move: yours</source>
        <translation>Melhor jogada: a sua</translation>
    </message>
    <message>
        <source>The deal. Step through the game with ← and →.</source>
        <translation>A distribuição. Percorra a partida com ← e →.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{s} point(s)</source>
        <translation>
            <numerusform>{s} ponto</numerusform>
            <numerusform>{s} pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Boa</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisão</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Erro grave</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Forçada</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>clara</translation>
    </message>
    <message>
        <source>close</source>
        <translation>apertada</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>comprar do monte</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>pegar {card}</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>pegar o descarte</translation>
    </message>
    <message>
        <source>dig for {card}</source>
        <translation>escavar até {card}</translation>
    </message>
    <message>
        <source>meld {cards}</source>
        <translation>baixar {cards}</translation>
    </message>
    <message>
        <source>lay off {card}</source>
        <translation>encostar {card}</translation>
    </message>
    <message>
        <source>swap {card} for the joker</source>
        <translation>trocar {card} pelo curinga</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <source>play no card</source>
        <translation>não baixar nenhuma carta</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>baixar {cards}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passar</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>desistir</translation>
    </message>
    <message numerus="yes">
        <source>You placed %n card(s); the best play placed {possible}.</source>
        <translation>
            <numerusform>Você baixou %n carta; a melhor jogada baixava {possible}.</numerusform>
            <numerusform>Você baixou %n cartas; a melhor jogada baixava {possible}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your play placed cards worth {placed} points; the best play placed {possible}.</source>
        <translation>Sua jogada baixou cartas que valem {placed} pontos; a melhor jogada baixava {possible}.</translation>
    </message>
    <message>
        <source>The best play: {layout}.</source>
        <translation>A melhor jogada: {layout}.</translation>
    </message>
    <message>
        <source>Taking {card} was better: it gives {outs} chances to meld, against {before}.</source>
        <translation>Pegar {card} era melhor: dá {outs} chances de baixar, contra {before}.</translation>
    </message>
    <message>
        <source>Taking {card} was better: it makes a meld at once with {cards}.</source>
        <translation>Pegar {card} era melhor: forma na hora uma combinação com {cards}.</translation>
    </message>
    <message>
        <source>Digging for {card} was better: it makes a meld at once with {cards}.</source>
        <translation>Cavar até {card} era melhor: forma na hora uma combinação com {cards}.</translation>
    </message>
    <message>
        <source>Taking {card} was better: it goes at once on {group}.</source>
        <translation>Pegar {card} era melhor: ela entra na hora em {group}.</translation>
    </message>
    <message>
        <source>Digging for {card} was better: it goes at once on {group}.</source>
        <translation>Cavar até {card} era melhor: ela entra na hora em {group}.</translation>
    </message>
    <message>
        <source>Taking {card} was better than a card from the stock.</source>
        <translation>Pegar {card} era melhor do que uma carta do monte.</translation>
    </message>
    <message>
        <source>Drawing from the stock was better than taking {card}, though {card} would have helped your hand.</source>
        <translation>Comprar do monte era melhor do que pegar {card}, embora {card} fosse ajudar sua mão.</translation>
    </message>
    <message>
        <source>{card} did not help: drawing from the stock was better.</source>
        <translation>{card} não ajudava: comprar do monte era melhor.</translation>
    </message>
    <message>
        <source>Every seat: {accuracies}</source>
        <translation>Cada lugar: {accuracies}</translation>
    </message>
    <message>
        <source>Digging for {card} was better.</source>
        <translation>Escavar até {card} era melhor.</translation>
    </message>
    <message>
        <source>Letting {card} go was better.</source>
        <translation>Deixar passar {card} era melhor.</translation>
    </message>
    <message>
        <source>Playing {cards} first was better.</source>
        <translation>Baixar {cards} primeiro era melhor.</translation>
    </message>
    <message>
        <source>Playing {cards} was better.</source>
        <translation>Jogar {cards} era melhor.</translation>
    </message>
    <message>
        <source>{card} lets the next player play at once.</source>
        <translation>{card} deixa o próximo jogador jogar na hora.</translation>
    </message>
    <message>
        <source>Discarding {card} was better: the next player could play {kept} at once.</source>
        <translation>Descartar {card} era melhor: o próximo jogador poderia jogar {kept} na hora.</translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better: a player has only %n card(s) left, so get rid of points.</source>
        <translation>
            <numerusform>Descartar {card} era melhor: um jogador só tem %n carta, então livre-se de pontos.</numerusform>
            <numerusform>Descartar {card} era melhor: um jogador só tem %n cartas, então livre-se de pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discarding {card} kept {outs} chances to meld; discarding {taken} kept {taken_outs}.</source>
        <translation>Descartar {card} mantinha {outs} chances de baixar; descartar {taken} mantinha {taken_outs}.</translation>
    </message>
    <message>
        <source>Discarding {card} was better: it keeps {outs} chances to meld.</source>
        <translation>Descartar {card} era melhor: mantém {outs} chances de baixar.</translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better: no card would complete a meld with your hand, and it costs %n point(s).</source>
        <translation>
            <numerusform>Descartar {card} era melhor: nenhuma carta completaria uma combinação com sua mão, e ela custa %n ponto.</numerusform>
            <numerusform>Descartar {card} era melhor: nenhuma carta completaria uma combinação com sua mão, e ela custa %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knocking with {card} was better: %n point(s) of deadwood left.</source>
        <translation>
            <numerusform>Bater com {card} era melhor: sobrava %n ponto em cartas soltas.</numerusform>
            <numerusform>Bater com {card} era melhor: sobravam %n pontos em cartas soltas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discarding {card} left {outs} chances to meld; discarding {best} kept {best_outs}.</source>
        <translation>Descartar {card} deixou {outs} chances de baixar; descartar {best} mantinha {best_outs}.</translation>
    </message>
    <message>
        <source>{card} can no longer make a meld: it was the card to throw away.</source>
        <translation>{card} já não forma nenhum jogo: era a carta para descartar.</translation>
    </message>
    <message>
        <source>{best} was the card to throw away.</source>
        <translation>{best} era a carta para descartar.</translation>
    </message>
    <message>
        <source>The best move found.</source>
        <translation>A melhor jogada encontrada.</translation>
    </message>
    <message>
        <source>The only legal move: left out of the accuracy.</source>
        <translation>A única jogada permitida: fica fora da precisão.</translation>
    </message>
    <message>
        <source>Another move was expected to score better.</source>
        <translation>Outra jogada prometia mais pontos.</translation>
    </message>
    <message>
        <source>Expected loss: {loss} points.</source>
        <translation>Perda esperada: {loss} pontos.</translation>
    </message>
    <message>
        <source>No decision judged yet.</source>
        <translation>Nenhuma decisão avaliada ainda.</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy {accuracy} over %n decision(s)</source>
        <translation>
            <numerusform>Precisão {accuracy} em %n decisão</numerusform>
            <numerusform>Precisão {accuracy} em %n decisões</numerusform>
        </translation>
    </message>
    <message>
        <source>move {n} ({label})</source>
        <translation>jogada {n} ({label})</translation>
    </message>
</context>
<context>
    <name>RoundGoal</name>
    <message>
        <source>Lay your goal ({goal}): select all its cards and drop them on the table together; or drop a card on the pile to discard.</source>
        <translation>Baixe o seu objetivo ({goal}): selecione todas as cartas dele e solte-as juntas na mesa; ou solte uma carta no descarte para descartar.</translation>
    </message>
    <message>
        <source>Hint: lay your goal at once: {melds}.</source>
        <translation>Dica: baixe o seu objetivo de uma vez: {melds}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The plugin of this rule set supplies no rules page.</source>
        <translation>O plugin destas regras não traz uma página de regras.</translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation>Este jogo não tem opções.</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>Options of this game: {options}</source>
        <translation>Opções deste jogo: {options}</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Regras: {name}</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Rules of {name}</source>
        <translation>Regras de {name}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Joker</source>
        <translation>Curinga</translation>
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
        <translation>Placar</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rodada {n}</translation>
    </message>
    <message>
        <source>No round has ended yet</source>
        <translation>Nenhuma rodada terminou ainda</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartas na mão</translation>
    </message>
    <message>
        <source>Count in hand</source>
        <translation>Pontos na mão</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Pontos da rodada</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (você)</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Cartas soltas</translation>
    </message>
    <message>
        <source>{name} (out of the game)</source>
        <translation>{name} (fora do jogo)</translation>
    </message>
    <message>
        <source>The lowest total is best.</source>
        <translation>O menor total é o melhor.</translation>
    </message>
    <message>
        <source>The highest total is best.</source>
        <translation>O maior total é o melhor.</translation>
    </message>
    <message>
        <source>Round by round: the points of each round, and in brackets the total so far.</source>
        <translation>Rodada a rodada: os pontos de cada rodada e, entre parênteses, o total até ali.</translation>
    </message>
    <message>
        <source>The totals include the bonuses given at the end of the game.</source>
        <translation>Os totais incluem os bônus dados no fim do jogo.</translation>
    </message>
    <message>
        <source>Play another round, or end the game with these totals?</source>
        <translation>Jogar mais uma rodada ou encerrar o jogo com estes totais?</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;End game</source>
        <translation>&amp;Encerrar o jogo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>&amp;Final standings</source>
        <translation>Classificação &amp;final</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Próxima rodada</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Rodada a rodada</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message numerus="yes">
        <source>Round {n}, {name}: {points} point(s), total {total}</source>
        <translation>
            <numerusform>Rodada {n}, {name}: {points} ponto, total {total}</numerusform>
            <numerusform>Rodada {n}, {name}: {points} pontos, total {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>undercut</source>
        <comment>a round of the score sheet</comment>
        <translation>contragolpe</translation>
    </message>
    <message>
        <source>knock</source>
        <comment>a round of the score sheet</comment>
        <translation>batida</translation>
    </message>
    <message>
        <source>gin</source>
        <comment>a round of the score sheet</comment>
        <translation>gin</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} bateu e saiu.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Você bateu e saiu.</translation>
    </message>
    <message>
        <source>You went gin: no deadwood.</source>
        <translation>Você fez gin: nenhuma carta solta.</translation>
    </message>
    <message>
        <source>{name} went gin: no deadwood.</source>
        <translation>{name} fez gin: nenhuma carta solta.</translation>
    </message>
    <message>
        <source>You knocked and were undercut.</source>
        <translation>Você bateu e sofreu um contragolpe.</translation>
    </message>
    <message>
        <source>{name} knocked and was undercut.</source>
        <translation>{name} bateu e sofreu um contragolpe.</translation>
    </message>
    <message>
        <source>{name} knocked.</source>
        <translation>{name} bateu.</translation>
    </message>
    <message>
        <source>You knocked.</source>
        <translation>Você bateu.</translation>
    </message>
    <message>
        <source>The round is blocked: everyone passed in a row.</source>
        <translation>A rodada ficou bloqueada: todos passaram seguidos.</translation>
    </message>
    <message>
        <source>The stock ran out.</source>
        <translation>O monte acabou.</translation>
    </message>
    <message>
        <source>Round won by {names}.</source>
        <translation>Rodada vencida por {names}.</translation>
    </message>
    <message>
        <source>Nobody won the round.</source>
        <translation>Ninguém venceu a rodada.</translation>
    </message>
</context>
<context>
    <name>SeatControl</name>
    <message>
        <source>Give back to the player</source>
        <translation>Devolver ao jogador</translation>
    </message>
    <message>
        <source>Computer plays for this player</source>
        <translation>O computador joga por este jogador</translation>
    </message>
    <message>
        <source>A player&apos;s seat</source>
        <translation>O lugar de um jogador</translation>
    </message>
</context>
<context>
    <name>SeatFlow</name>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>A partida não pôde ser salva: {error}</translation>
    </message>
    <message>
        <source>The round is over: deal the next round or end the game.</source>
        <translation>A rodada terminou: dê as cartas da próxima rodada ou encerre o jogo.</translation>
    </message>
    <message>
        <source>Waiting for {who}…</source>
        <translation>Esperando {who}…</translation>
    </message>
    <message>
        <source>Cancelled: the joker needs a card.</source>
        <translation>Cancelado: o curinga precisa de uma carta.</translation>
    </message>
    <message>
        <source>The hint failed: {err}</source>
        <translation>A dica falhou: {err}</translation>
    </message>
    <message>
        <source>{why} The game cannot go on past this move; Help ▸ Plugins lists the failure.</source>
        <translation>{why} O jogo não pode passar desta jogada; Ajuda ▸ Plugins mostra a falha.</translation>
    </message>
    <message>
        <source>{who} tried an illegal move: {why}</source>
        <translation>{who} tentou uma jogada ilegal: {why}</translation>
    </message>
    <message>
        <source>A computer player failed: {err}</source>
        <translation>Um jogador do computador falhou: {err}</translation>
    </message>
    <message>
        <source>{who}: the search failed ({why}); a simpler move was played instead.</source>
        <translation>{who}: a busca falhou ({why}); foi feita uma jogada mais simples.</translation>
    </message>
    <message>
        <source>Select one card of your hand, then click the pile to discard it.</source>
        <translation>Selecione uma carta da sua mão e clique no descarte para descartá-la.</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computador {n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
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
        <translation>C{n}</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <source>Seat {n}:</source>
        <translation>Lugar {n}:</translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>out of the game</source>
        <extracomment>the rule sets whose seats score the cards they meld, shown as the round goes</extracomment>
        <translation>fora do jogo</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{s} point(s)</source>
        <translation>
            <numerusform>{s} ponto</numerusform>
            <numerusform>{s} pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconectando…</translation>
    </message>
    <message numerus="yes">
        <source>reconnecting… %n s left</source>
        <translation>
            <numerusform>reconectando… falta %n s</numerusform>
            <numerusform>reconectando… faltam %n s</numerusform>
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
        <translation>saiu da mesa</translation>
    </message>
    <message>
        <source>played by the computer</source>
        <translation>jogado pelo computador</translation>
    </message>
    <message>
        <source>computer</source>
        <comment>a seat played by the computer, after a picture in a narrow seat panel</comment>
        <translation>computador</translation>
    </message>
    <message numerus="yes">
        <source>%n s left to play</source>
        <translation>
            <numerusform>resta %n segundo para jogar</numerusform>
            <numerusform>restam %n segundos para jogar</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} melded</source>
        <comment>Rummy 500: the points of the cards a seat has melded this round</comment>
        <translation>{n} baixados</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off (instant)</source>
        <translation>Desligada (instantâneo)</translation>
    </message>
    <message>
        <source>{factor}× normal</source>
        <translation>{factor}× o normal</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Deck colours:</source>
        <translation>&amp;Cores do baralho:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso das cartas:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocidade das &amp;animações:</translation>
    </message>
    <message>
        <source>&amp;Hand order:</source>
        <translation>&amp;Ordem da mão:</translation>
    </message>
    <message>
        <source>&amp;Confirmations:</source>
        <translation>Con&amp;firmações:</translation>
    </message>
    <message>
        <source>Computer &amp;thinking time:</source>
        <translation>&amp;Tempo de reflexão do computador:</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Geral</translation>
    </message>
    <message>
        <source>Cards and table</source>
        <translation>Cartas e mesa</translation>
    </message>
    <message>
        <source>Motion and sound</source>
        <translation>Movimento e som</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Card dec&amp;k:</source>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <source>Table &amp;background:</source>
        <translation>&amp;Fundo da mesa:</translation>
    </message>
    <message>
        <source>Large &amp;print:</source>
        <translation>Letras &amp;grandes:</translation>
    </message>
    <message>
        <source>&amp;Dealing:</source>
        <translation>&amp;Distribuição:</translation>
    </message>
    <message>
        <source>&amp;Reduce motion:</source>
        <translation>&amp;Reduzir movimento:</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Volume do som:</translation>
    </message>
    <message>
        <source>&amp;Mute:</source>
        <translation>&amp;Mudo:</translation>
    </message>
    <message>
        <source>Games kept for &amp;review:</source>
        <translation>Partidas guardadas para &amp;análise:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Drawn (the program&apos;s own)</source>
        <translation>Desenhado (o do próprio programa)</translation>
    </message>
    <message>
        <source>The decks of KDE&apos;s and GNOME&apos;s card games installed on this computer are offered too (Debian: kdegames-card-data-kf5, aisleriot).</source>
        <translation>Os baralhos dos jogos de cartas do KDE e do GNOME instalados neste computador também aparecem aqui (Debian: kdegames-card-data-kf5, aisleriot).</translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s) could not be offered: they are described badly.</source>
        <translation>
            <numerusform>%n baralho não pôde ser oferecido: a descrição dele está errada.</numerusform>
            <numerusform>%n baralhos não puderam ser oferecidos: a descrição deles está errada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck colours</source>
        <translation>Cores do baralho</translation>
    </message>
    <message>
        <source>Two colours: ♥ ♦ red, ♣ ♠ black</source>
        <translation>Duas cores: ♥ ♦ vermelho, ♣ ♠ preto</translation>
    </message>
    <message>
        <source>Four colours: ♥ red, ♦ blue, ♣ green, ♠ black</source>
        <translation>Quatro cores: ♥ vermelho, ♦ azul, ♣ verde, ♠ preto</translation>
    </message>
    <message>
        <source>The drawn deck&apos;s colours, and those of the large corner indices of any deck</source>
        <translation>As cores do baralho desenhado e dos índices grandes nos cantos de qualquer baralho</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Verso das cartas</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>The drawn deck&apos;s back (another deck has its own)</source>
        <translation>O verso do baralho desenhado (os outros baralhos têm o seu próprio)</translation>
    </message>
    <message>
        <source>Table background</source>
        <translation>Fundo da mesa</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Feltro verde</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Feltro azul</translation>
    </message>
    <message>
        <source>Red felt</source>
        <translation>Feltro vermelho</translation>
    </message>
    <message>
        <source>Grey felt</source>
        <translation>Feltro cinza</translation>
    </message>
    <message>
        <source>Wooden table</source>
        <translation>Mesa de madeira</translation>
    </message>
    <message>
        <source>Bigger card indices and texts, high-contrast faces</source>
        <translation>Índices das cartas e textos maiores, faces em alto contraste</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Letras grandes</translation>
    </message>
    <message>
        <source>Deal the cards one at a time at the start of each round (a click ends it)</source>
        <translation>Distribuir as cartas uma a uma no começo de cada rodada (um clique encerra)</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>Cards go to their places at once; no deal, a still celebration</source>
        <translation>As cartas vão direto para o lugar; sem distribuição, comemoração parada</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Reduzir movimento</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume do som</translation>
    </message>
    <message>
        <source>No sounds</source>
        <translation>Sem sons</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Mudo</translation>
    </message>
    <message>
        <source>the sound library is missing</source>
        <translation>falta a biblioteca de som</translation>
    </message>
    <message>
        <source>no audio system answers</source>
        <translation>nenhum sistema de áudio responde</translation>
    </message>
    <message>
        <source>there is no audio device</source>
        <translation>não há dispositivo de áudio</translation>
    </message>
    <message>
        <source>the audio device could not be opened</source>
        <translation>não foi possível abrir o dispositivo de áudio</translation>
    </message>
    <message>
        <source>No sound can be played here: {why}. The table stays silent.</source>
        <translation>Nenhum som pode ser tocado aqui: {why}. A mesa fica em silêncio.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidade das animações</translation>
    </message>
    <message>
        <source>Hand order</source>
        <translation>Ordem da mão</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Por naipe</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Por valor</translation>
    </message>
    <message>
        <source>Manual (drag cards in the hand)</source>
        <translation>Manual (arraste as cartas na mão)</translation>
    </message>
    <message>
        <source>Computer thinking time</source>
        <translation>Tempo de reflexão do computador</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>The most the computer players, and the hint, take for one decision. Applies from their next decision.</source>
        <translation>O tempo máximo que os jogadores do computador, e a dica, levam para uma decisão. Vale a partir da próxima decisão.</translation>
    </message>
    <message>
        <source>Games kept for review</source>
        <translation>Partidas guardadas para análise</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>The newest finished games are kept in Game ▸ History, to be reviewed; older ones are removed.</source>
        <translation>As partidas terminadas mais recentes ficam em Jogo ▸ Histórico para serem analisadas; as mais antigas são apagadas.</translation>
    </message>
    <message>
        <source>Ask before replacing a game in progress</source>
        <translation>Perguntar antes de substituir um jogo em andamento</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>Confirmações</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>An interrupted game is waiting (its file may be damaged).</source>
        <translation>Um jogo interrompido está esperando (o arquivo pode estar danificado).</translation>
    </message>
    <message numerus="yes">
        <source>{game} with {players}, %n move(s) played</source>
        <translation>
            <numerusform>{game} com {players}, %n jogada feita</numerusform>
            <numerusform>{game} com {players}, %n jogadas feitas</numerusform>
        </translation>
    </message>
    <message>
        <source>No interrupted game.</source>
        <translation>Nenhum jogo interrompido.</translation>
    </message>
    <message>
        <source>Rummy Desktop</source>
        <translation>Rummy Desktop</translation>
    </message>
    <message numerus="yes">
        <source>The Rummy family at one table: %n rule set(s), against the computer.</source>
        <translation>
            <numerusform>A família do Rummy numa só mesa: %n regra, contra o computador.</numerusform>
            <numerusform>A família do Rummy numa só mesa: %n regras, contra o computador.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Rummy family at one table, against the computer.</source>
        <translation>A família do Rummy numa só mesa, contra o computador.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Novo jogo…</translation>
    </message>
    <message>
        <source>Resume the interrupted game</source>
        <translation>Retomar o jogo interrompido</translation>
    </message>
    <message>
        <source>Resume the network game</source>
        <translation>Retomar o jogo em rede</translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation>Hospedar uma partida em rede…</translation>
    </message>
    <message>
        <source>Join a network game…</source>
        <translation>Entrar numa partida em rede…</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Aprender jogando</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{low} (lowest wins), {high} (highest wins)</source>
        <extracomment>Reviewed games shown per rule set (their accuracies, oldest first).</extracomment>
        <translation>{low} (o menor vence), {high} (o maior vence)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Statistics per rule set</source>
        <translation>Estatísticas por regra</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jogados</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencidos</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Dicas usadas</translation>
    </message>
    <message>
        <source>Accuracy (latest reviews)</source>
        <translation>Precisão (últimas análises)</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Every column counts finished games only: a game left unfinished counts nowhere, nor do the hints asked in it. Best score is your best final total: the highest, or the lowest where the lowest total wins (by the rule set and its scoring option).</source>
        <translation>Todas as colunas contam só partidas terminadas: uma partida deixada pela metade não conta em lugar nenhum, nem as dicas pedidas nela. O melhor resultado é o seu melhor total final: o maior, ou o menor quando o menor total vence (conforme as regras e a opção de pontuação).</translation>
    </message>
    <message>
        <source>Accuracy: how close your decisions came to the best play (0 to 100) in your latest reviewed games, oldest first. Review a game from the History.</source>
        <translation>Precisão: o quanto as suas decisões chegaram perto da melhor jogada (de 0 a 100) nas suas últimas partidas analisadas, das mais antigas para as mais recentes. Analise uma partida pelo Histórico.</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Histórico…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
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
        <translation>CURINGA</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Curinga</translation>
    </message>
    <message>
        <source>Which card is the joker?</source>
        <translation>Que carta é o curinga?</translation>
    </message>
    <message>
        <source>The joker fits more than one card here. Which card does it stand for?</source>
        <translation>Aqui o curinga serve para mais de uma carta. Que carta ele representa?</translation>
    </message>
    <message>
        <source>Joker as {card}</source>
        <translation>Curinga como {card}</translation>
    </message>
    <message>
        <source>Swap the joker?</source>
        <translation>Trocar o curinga?</translation>
    </message>
    <message>
        <source>The joker in this meld stands for {card}. Put your {card} in its place and take the joker into your hand, or add {card} to the meld?</source>
        <translation>O curinga desta combinação representa {card}. Colocar o seu {card} no lugar dele e levar o curinga para a mão, ou acrescentar {card} à combinação?</translation>
    </message>
    <message>
        <source>&amp;Swap for the joker</source>
        <translation>&amp;Trocar pelo curinga</translation>
    </message>
    <message>
        <source>&amp;Add to the meld</source>
        <translation>&amp;Acrescentar à combinação</translation>
    </message>
    <message>
        <source>Stock: {n}</source>
        <extracomment>the time between two cards of a deal, in card moves</extracomment>
        <translation>Monte: {n}</translation>
    </message>
    <message>
        <source>Discard pile: {n}</source>
        <translation>Descarte: {n}</translation>
    </message>
    <message>
        <source>Discard pile ({n}): click a card to take it or dig</source>
        <translation>Descarte ({n}): clique numa carta para pegá-la ou escavar</translation>
    </message>
    <message>
        <source>Loose cards</source>
        <translation>Cartas avulsas</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de cartas</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Último acontecimento</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Done: play the rearranged table</source>
        <translation>Pronto: jogar a mesa reorganizada</translation>
    </message>
    <message>
        <source>Play the working copy (Ctrl+Enter)</source>
        <translation>Jogar a cópia de trabalho (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por naipe</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Ordenar a sua mão por naipe</translation>
    </message>
    <message>
        <source>Sort your hand by suit (S)</source>
        <translation>Ordenar a sua mão por naipe (S)</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordenar por valor</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Ordenar a sua mão por valor</translation>
    </message>
    <message>
        <source>Sort your hand by rank (R)</source>
        <translation>Ordenar a sua mão por valor (R)</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Próxima rodada</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Dar as cartas da próxima rodada</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Encerrar o jogo</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>Encerrar o jogo agora</translation>
    </message>
    <message>
        <source>You won the game!</source>
        <translation>Você ganhou a partida!</translation>
    </message>
    <message>
        <source>You won the round!</source>
        <translation>Você ganhou a rodada!</translation>
    </message>
    <message>
        <source>The card deck “{deck}” could not be read ({why}): the drawn deck is shown.</source>
        <translation>Não foi possível ler o baralho “{deck}” ({why}): o baralho desenhado é mostrado.</translation>
    </message>
    <message>
        <source>New group</source>
        <extracomment>Narrower than this, the table keeps the whole width and the move log is hidden. the move log&apos;s share of the width until the player moves the split: a fifth, 160 to 300 px</extracomment>
        <translation>Novo grupo</translation>
    </message>
    <message>
        <source>New meld</source>
        <translation>Nova combinação</translation>
    </message>
    <message>
        <source>Lay your goal</source>
        <translation>Baixe o seu objetivo</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bater</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Discard {card} and knock (D)</source>
        <translation>Descartar {card} e bater (D)</translation>
    </message>
    <message>
        <source>Withdraw (+3)</source>
        <translation>Desistir (+3)</translation>
    </message>
    <message>
        <source>Withdraw (+3)?</source>
        <comment>armed: press again to confirm</comment>
        <translation>Desistir (+3)?</translation>
    </message>
    <message>
        <source>Withdraw (+3): put everything back and draw three cards</source>
        <translation>Desistir (+3): deixar tudo como estava e comprar três cartas</translation>
    </message>
    <message>
        <source>Press twice: put everything back, draw three cards, end the turn</source>
        <translation>Clique duas vezes: deixa tudo como estava, compra três cartas e encerra a vez</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Undo: put the table back as it was</source>
        <translation>Desfazer: deixar a mesa como estava</translation>
    </message>
    <message>
        <source>Put the table and your hand back as they were (Ctrl+Z)</source>
        <translation>Deixar a mesa e a sua mão como estavam (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Esquerda / Direita</translation>
    </message>
    <message>
        <source>Move the focus along your hand, a pile or a group</source>
        <translation>Mover o foco ao longo da sua mão, de uma pilha ou de um grupo</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Cima / Baixo</translation>
    </message>
    <message>
        <source>Move the focus up or down the table as it is shown: the piles, each group, the new group, your hand</source>
        <translation>Mover o foco para cima ou para baixo na mesa, na ordem da tela: as pilhas, cada grupo, o novo grupo, a sua mão</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Leave the table for the buttons under it, and come back</source>
        <translation>Sair da mesa para os botões abaixo dela e voltar</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>Select or unselect the focused card</source>
        <translation>Selecionar ou desmarcar a carta com foco</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Pick up the selected cards (or the focused card); Enter again drops them on the focused place. On the stock or the pile: draw, take or dig</source>
        <translation>Pegar as cartas selecionadas (ou a carta com foco); Enter de novo as solta no lugar com foco. No monte ou no descarte: comprar, pegar ou escavar</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Put the picked-up cards back and clear the selection</source>
        <translation>Devolver as cartas pegas e limpar a seleção</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Draw (Pass, Knock)</source>
        <translation>Comprar (Passar, Bater)</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo, Withdraw (+3)</source>
        <translation>Desfazer, Desistir (+3)</translation>
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
        <translation>Mostre-me: faz a jogada da dica, para você confirmar ou desfazer</translation>
    </message>
    <message>
        <source>S / R</source>
        <translation>S / R</translation>
    </message>
    <message>
        <source>Sort your hand by suit / by rank</source>
        <translation>Ordenar a sua mão por naipe / por valor</translation>
    </message>
    <message>
        <source>Shift+drag</source>
        <translation>Shift+arrastar</translation>
    </message>
    <message>
        <source>Take a card with the rest of its group (split a group)</source>
        <translation>Levar uma carta com o resto do grupo (separar um grupo)</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood after discarding {card}: %n point(s)</source>
        <translation>
            <numerusform>Cartas soltas depois de descartar {card}: %n ponto</numerusform>
            <numerusform>Cartas soltas depois de descartar {card}: %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deadwood: %n point(s)</source>
        <translation>
            <numerusform>Cartas soltas: %n ponto</numerusform>
            <numerusform>Cartas soltas: %n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>knock ≤ {limit}</source>
        <translation>bater ≤ {limit}</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>só gin</translation>
    </message>
    <message>
        <source>upcard {card}</source>
        <translation>carta virada {card}</translation>
    </message>
    <message>
        <source>Show a move you can make: every card of it and where it goes (H)</source>
        <translation>Mostra uma jogada possível: cada carta dela e para onde vai (H)</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostre-me</translation>
    </message>
    <message>
        <source>Show me: make the hinted move on the table</source>
        <translation>Mostre-me: fazer a jogada da dica na mesa</translation>
    </message>
    <message>
        <source>Make the hinted move on the table, step by step, for you to confirm (M)</source>
        <translation>Faz a jogada da dica na mesa, passo a passo, para você confirmar (M)</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>The classic draw-and-discard game: make sets and runs, lay off on any meld, and be first to empty your hand. Penalty points; the last player under the ceiling wins, or play winner takes all.</source>
        <translation>O clássico jogo de comprar e descartar: forme trincas e sequências, encoste cartas em qualquer combinação e seja o primeiro a esvaziar a mão. Pontos de penalidade; vence o último abaixo do teto, ou jogue com o vencedor leva tudo.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Standard: penalty points, out at the ceiling. Winner takes all: the round winner collects everyone&apos;s penalties, doubled for a rummy.</source>
        <translation>Padrão: pontos de penalidade, sai quem chega ao teto. O vencedor leva tudo: quem vence a rodada recebe as penalidades de todos, em dobro num rummy.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Winner takes all</source>
        <translation>O vencedor leva tudo</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Ases</translation>
    </message>
    <message>
        <source>Whether an ace may also end a run high (Q-K-A). Never both, never around.</source>
        <translation>Se um Ás também pode fechar uma sequência por cima (D-R-A). Nunca os dois, nunca dando a volta.</translation>
    </message>
    <message>
        <source>Low only</source>
        <translation>Só baixo</translation>
    </message>
    <message>
        <source>High or low</source>
        <translation>Alto ou baixo</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Curingas</translation>
    </message>
    <message>
        <source>Add two wild jokers; a melded joker can be swapped for the card it stands for.</source>
        <translation>Acrescente dois curingas; um curinga na mesa pode ser trocado pela carta que representa.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Standard: a player reaching this many penalty points is out of the game. Winner takes all: the first to reach it wins.</source>
        <translation>Padrão: quem chega a estes pontos de penalidade sai do jogo. O vencedor leva tudo: vence o primeiro a chegar lá.</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 pontos</translation>
    </message>
    <message>
        <source>200 points</source>
        <translation>200 pontos</translation>
    </message>
    <message>
        <source>Rummy Multiplayer</source>
        <translation>Rummy Multijogador</translation>
    </message>
    <message>
        <source>Two to four players, one deck, aces low. Go out first to collect the cards left in the other hands, doubled for a rummy from hand. First to 100 wins.</source>
        <translation>De dois a quatro jogadores, um baralho, Ás baixo. Saia primeiro para receber as cartas que sobraram nas outras mãos, em dobro num rummy de mão. Vence o primeiro a 100.</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>Rummy 500</translation>
    </message>
    <message>
        <source>Every card you put on the table scores, every card left in your hand costs. Take the top discard, or dig deeper and meld the card at once. Play to 500.</source>
        <translation>Cada carta que você põe na mesa vale pontos, cada carta que sobra na mão custa. Pegue o topo do descarte, ou escave mais fundo e baixe a carta na hora. Jogue até 500.</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Jogar até</translation>
    </message>
    <message>
        <source>The game ends when a total reaches this; the highest total wins.</source>
        <translation>O jogo termina quando um total chega a este valor; vence o maior total.</translation>
    </message>
    <message>
        <source>250 points</source>
        <translation>250 pontos</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 pontos</translation>
    </message>
    <message>
        <source>1000 points</source>
        <translation>1000 pontos</translation>
    </message>
    <message>
        <source>Cards each (two players)</source>
        <translation>Cartas para cada um (dois jogadores)</translation>
    </message>
    <message>
        <source>How many cards each of two players is dealt.</source>
        <translation>Quantas cartas cada um dos dois jogadores recebe.</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 cartas</translation>
    </message>
    <message>
        <source>10 cards</source>
        <translation>10 cartas</translation>
    </message>
    <message>
        <source>13 cards</source>
        <translation>13 cartas</translation>
    </message>
    <message>
        <source>Play with jokers: two with one deck, four with two.</source>
        <translation>Jogar com curingas: dois com um baralho, quatro com dois.</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulação</translation>
    </message>
    <message>
        <source>Rebuild the table to be first to empty your hand. Seven cards each, aces high; draw until you can meld. Penalty points; lowest total wins at the target.</source>
        <translation>Reorganize a mesa para ser o primeiro a esvaziar a mão. Sete cartas para cada um, Ás alto; compre até poder baixar. Pontos de penalidade; no alvo vence o menor total.</translation>
    </message>
    <message>
        <source>Mandatory meld</source>
        <translation>Baixar é obrigatório</translation>
    </message>
    <message>
        <source>How &apos;you must meld if you can&apos; is checked.</source>
        <translation>Como &apos;você deve baixar se puder&apos; é verificado.</translation>
    </message>
    <message>
        <source>Remind, with hint</source>
        <translation>Lembrar, com dica</translation>
    </message>
    <message>
        <source>Draw or Pass with a play in hand shows a hint first; press again to go on.</source>
        <translation>Comprar ou Passar tendo uma jogada mostra antes uma dica; clique de novo para seguir.</translation>
    </message>
    <message>
        <source>Trust the player</source>
        <translation>Confiar no jogador</translation>
    </message>
    <message>
        <source>Draw and Pass act at once.</source>
        <translation>Comprar e Passar funcionam no primeiro clique.</translation>
    </message>
    <message>
        <source>The game ends when a total reaches this; the lowest total wins.</source>
        <translation>O jogo termina quando um total chega a este valor; vence o menor total.</translation>
    </message>
    <message>
        <source>300 points</source>
        <translation>300 pontos</translation>
    </message>
    <message>
        <source>Machiavelli</source>
        <translation>Maquiavel</translation>
    </message>
    <message>
        <source>Thirteen cards each, aces high or low. Each turn meld or draw one card. One round: first to empty the hand wins.</source>
        <translation>Treze cartas para cada um, Ás alto ou baixo. A cada vez, baixe ou compre uma carta. Uma rodada: vence quem esvaziar a mão primeiro.</translation>
    </message>
    <message>
        <source>Incomplete move</source>
        <translation>Jogada incompleta</translation>
    </message>
    <message>
        <source>What it costs to give up a rearrangement.</source>
        <translation>Quanto custa desistir de uma reorganização.</translation>
    </message>
    <message>
        <source>Undo, no penalty</source>
        <translation>Desfazer, sem penalidade</translation>
    </message>
    <message>
        <source>Undo restores everything at no cost.</source>
        <translation>Desfazer deixa tudo como estava, sem custo.</translation>
    </message>
    <message>
        <source>Withdraw, draw 3</source>
        <translation>Retirar, comprar 3</translation>
    </message>
    <message>
        <source>Once the table is touched, Undo becomes Withdraw (+3): restore, draw three, end the turn.</source>
        <translation>Depois que você mexe na mesa, Desfazer vira Desistir (+3): deixa tudo como estava, compra três cartas e encerra a vez.</translation>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>Xangai</translation>
    </message>
    <message>
        <source>Ten cards each, dealt three, three, three and one; aces low; draw until you can meld. One point per card left; play as many rounds as you like.</source>
        <translation>Dez cartas para cada um, dadas em lotes de três, três, três e uma; Ás baixo; compre até poder baixar. Um ponto por carta que sobrar; jogue quantas rodadas quiser.</translation>
    </message>
    <message>
        <source>Guadalupe</source>
        <translation>Guadalupe</translation>
    </message>
    <message>
        <source>Five cards each, aces high or low. Meld and then draw one card, or draw two. One round: first to empty the hand wins.</source>
        <translation>Cinco cartas para cada um, Ás alto ou baixo. Baixe e depois compre uma carta, ou compre duas. Uma rodada: vence quem esvaziar a mão primeiro.</translation>
    </message>
    <message>
        <source>Carousel</source>
        <translation>Carrossel</translation>
    </message>
    <message>
        <source>Ten cards each and jokers that move as the same card. Draw one, then meld or draw again, up to three. Knock with five points or fewer. Play to 150.</source>
        <translation>Dez cartas para cada um e curingas que mudam de grupo como a mesma carta. Compre uma, depois baixe ou compre de novo, até três. Bata com cinco pontos ou menos. Jogue até 150.</translation>
    </message>
    <message>
        <source>Bonus for reaching the target</source>
        <translation>Bônus por alcançar o alvo</translation>
    </message>
    <message>
        <source>Bonus for rounds won</source>
        <translation>Bônus pelas rodadas vencidas</translation>
    </message>
    <message>
        <source>Vatican</source>
        <translation>Vaticano</translation>
    </message>
    <message>
        <source>Thirteen cards each and two jokers. Open with a run of three from your hand; a joker stays beside its cards until the real card is on the table. One round: first to empty the hand wins.</source>
        <translation>Treze cartas para cada um e dois curingas. Abra com uma sequência de três da sua mão; um curinga fica junto das suas cartas até a carta verdadeira estar na mesa. Uma rodada: vence quem esvaziar a mão primeiro.</translation>
    </message>
    <message>
        <source>Tahiti</source>
        <translation>Tahiti</translation>
    </message>
    <message>
        <source>Five cards each, four loose cards on the table, four jokers. A group with a joker is frozen until the real card comes from a hand. One round; penalty points for the cards left.</source>
        <translation>Cinco cartas para cada um, quatro cartas avulsas na mesa, quatro curingas. Um grupo com curinga fica congelado até a carta verdadeira vir de uma mão. Uma rodada; pontos de penalidade pelas cartas que sobrarem.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Picks uniformly among the legal moves it can list (for testing).</source>
        <translation>Escolhe ao acaso entre as jogadas válidas que consegue listar (para testes).</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Guloso</translation>
    </message>
    <message>
        <source>Plays the most it can without rearranging; discards its worst card.</source>
        <translation>Joga o máximo que pode sem reorganizar; descarta a sua pior carta.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Plays what it sees at a glance, with simple rearrangements; digs for a meld it sees.</source>
        <translation>Joga o que vê de relance, com reorganizações simples; escava em busca de um jogo que vê.</translation>
    </message>
    <message>
        <source>Searches for the play that places the most cards, rebuilding up to three groups of the table; keeps its pairs.</source>
        <translation>Procura a jogada que baixa mais cartas, reorganizando até três grupos da mesa; guarda os seus pares.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Searches the whole table and plays for the score; remembers what the others pick up; throws its costliest cards when someone is about to go out; knocks with care.</source>
        <translation>Procura na mesa inteira e joga pelos pontos; lembra o que os outros pegam; descarta as cartas mais caras quando alguém está para bater; bate com cuidado.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Plays what Hint and Show me suggest: the move the game review judges best.</source>
        <translation>Joga o que Dica e Mostre-me sugerem: a jogada que a revisão da partida julga a melhor.</translation>
    </message>
</context>
<context>
    <name>WaitingSeat</name>
    <message>
        <source>Your seat at {table} is waiting:</source>
        <translation>Seu lugar em {table} está esperando por você:</translation>
    </message>
    <message>
        <source>Re&amp;join</source>
        <translation>&amp;Voltar à mesa</translation>
    </message>
    <message>
        <source>Rejoin {table}</source>
        <translation>Voltar a {table}</translation>
    </message>
</context>
</TS>
