<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: {credit}</source>
        <extracomment>Help &gt; About, one hosted game: its name (bold) and its entry&apos;s credit</extracomment>
        <translation>{game}: {credit}</translation>
    </message>
    <message>
        <source>Knaster Qt hosts these games, on sheets and boards that look and play like the printed ones:</source>
        <translation>O Knaster Qt reúne estes jogos, em folhas e tabuleiros que têm o aspeto dos impressos e se jogam como eles:</translation>
    </message>
    <message>
        <source>Knaster Qt is an unofficial companion app, made by fans. It is not affiliated with or endorsed by the games&apos; authors or publishers.</source>
        <translation>O Knaster Qt é uma aplicação de apoio não oficial, feita por fãs. Não tem ligação aos autores nem às editoras dos jogos, nem é aprovada por eles.</translation>
    </message>
    <message>
        <source>Knaster Qt is free software under the {0} License. &lt;i&gt;Licences…&lt;/i&gt; lists the parts it ships with and their licences.</source>
        <translation>O Knaster Qt é software livre sob a licença {0}. &lt;i&gt;Licenças…&lt;/i&gt; lista as partes incluídas e as suas licenças.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licenças…</translation>
    </message>
    <message>
        <source>The licence text {0} could not be read: {1}.</source>
        <translation>Não foi possível ler o texto da licença {0}: {1}.</translation>
    </message>
    <message>
        <source>About Knaster Qt</source>
        <translation>Sobre o Knaster Qt</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Ainda sem lançamento</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dados</translation>
    </message>
    <message>
        <source>sum of the dice</source>
        <translation>soma dos dados</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lançar</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Lançar os dois dados (R)</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>{0} die, not thrown</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>dado {0}, não lançado</translation>
    </message>
    <message>
        <source>{0} die showing {1}, last round&apos;s throw</source>
        <extracomment>Between two rounds, until the next throw. {0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;</extracomment>
        <translation>dado {0} com {1}, lançamento da ronda anterior</translation>
    </message>
    <message>
        <source>{0} die showing 1, stays</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>dado {0} com 1, fica</translation>
    </message>
    <message>
        <source>{0} die showing {1}, written</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>dado {0} com {1}, escrito</translation>
    </message>
    <message>
        <source>{0} die showing {1}</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>dado {0} com {1}</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>die showing {0}</source>
        <translation>dado com {0}</translation>
    </message>
    <message>
        <source>die, not rolled</source>
        <translation>dado, não lançado</translation>
    </message>
</context>
<context>
    <name>ExactHit</name>
    <message>
        <source>black</source>
        <translation>preto</translation>
    </message>
    <message>
        <source>black die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dado preto</translation>
    </message>
    <message>
        <source>black field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>campo preto</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>blue die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dado azul</translation>
    </message>
    <message>
        <source>blue field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>campo azul</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>yellow die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dado amarelo</translation>
    </message>
    <message>
        <source>yellow field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>campo amarelo</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>red die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dado vermelho</translation>
    </message>
    <message>
        <source>red field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>campo vermelho</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>green die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dado verde</translation>
    </message>
    <message>
        <source>green field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>campo verde</translation>
    </message>
    <message>
        <source>white</source>
        <translation>branco</translation>
    </message>
    <message>
        <source>white die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dado branco</translation>
    </message>
    <message>
        <source>white field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>campo branco</translation>
    </message>
    <message>
        <source>This is row {0}; you write into row {1} now.</source>
        <translation>Esta é a linha {0}; agora escreve na linha {1}.</translation>
    </message>
    <message>
        <source>The {0} die is written here this turn ({key} takes it back).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>O dado {0} foi escrito aqui nesta jogada ({key} retira-o).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here: an exact hit (bonus {2} → {3}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Escreva aqui o {1} {0}: um acerto exato (bónus {2} → {3}).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here (the field allows up to {2}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Escreva aqui o {1} {0} (o campo permite até {2}).</translation>
    </message>
    <message>
        <source>Writing nothing this turn crosses this field (Done).</source>
        <translation>Se não escrever nada nesta jogada, este campo fica riscado (Feito).</translation>
    </message>
</context>
<context>
    <name>ExactHitController</name>
    <message>
        <source>It is not your turn to write.</source>
        <translation>Não é a sua vez de escrever.</translation>
    </message>
    <message>
        <source>The {0} die is written already this turn.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>O dado {0} já foi escrito nesta jogada.</translation>
    </message>
    <message>
        <source>Now click the {0} field of your row.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Agora clique no campo {0} da sua linha.</translation>
    </message>
    <message>
        <source>Wrote the {0} {1}. Write more, take it back ({key}) or press Done.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Escreveu o {1} {0}. Escreva mais, retire-o ({key}) ou clique em Feito.</translation>
    </message>
    <message>
        <source>Write into your current row, row {0}.</source>
        <translation>Escreva na sua linha atual, a linha {0}.</translation>
    </message>
    <message>
        <source>The {0} die goes into the {0} field, not into the {1} one.</source>
        <extracomment>{0}, {1}: colours, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} and {1:field} &quot;black field&quot;</extracomment>
        <translation>O dado {0} vai para o campo {0}, não para o {1}.</translation>
    </message>
    <message>
        <source>Took back the {0} die.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Dado {0} retirado.</translation>
    </message>
    <message>
        <source>{0} throws again: enter the dice&apos;s new values.</source>
        <translation>{0} lança outra vez: introduza os novos valores dos dados.</translation>
    </message>
</context>
<context>
    <name>ExactHitEntry</name>
    <message>
        <source>Sheet &amp;{letter}</source>
        <translation>Folha &amp;{letter}</translation>
    </message>
    <message>
        <source>Each player has a different sheet; the thrower moves on each round and everyone answers the same dice.</source>
        <translation>Cada jogador tem uma folha diferente; quem lança muda a cada ronda e todos jogam com os mesmos dados.</translation>
    </message>
    <message>
        <source>Thro&amp;w the Dice</source>
        <translation>&amp;Lançar os dados</translation>
    </message>
    <message>
        <source>Throw</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Lançar os seis dados (R)</translation>
    </message>
    <message>
        <source>Throw the six dice: every player answers the same throw.</source>
        <translation>Lançar os seis dados: todos os jogadores jogam com o mesmo lançamento.</translation>
    </message>
    <message>
        <source>Take back the last die written this turn ({key})</source>
        <translation>Retirar o último dado escrito nesta jogada ({key})</translation>
    </message>
    <message>
        <source>which dice to write for this throw, and whether to throw again</source>
        <extracomment>Settings, after &quot;Exact Hit: &quot; below the Hints box</extracomment>
        <translation>que dados escrever neste lançamento e se deve lançar outra vez</translation>
    </message>
    <message>
        <source>the six dice tumble, computer players throw and write at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Exact Hit: &quot;</extracomment>
        <translation>os seis dados rolam, os jogadores controlados pelo computador lançam e escrevem a um ritmo visível</translation>
    </message>
    <message>
        <source>after a rulebook by {authors}, published by {publisher}; we do not know its title, and “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Exact Hit: &quot;; {authors}: two names joined with &quot;and&quot;; {name}: Exact Hit</extracomment>
        <translation>segundo um livro de regras de {authors}, publicado por {publisher}; não sabemos o seu título, e «{name}» é o nome que lhe damos</translation>
    </message>
</context>
<context>
    <name>ExactHitGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Exact Hit!&lt;/b&gt; This guide plays your first round with you. This is your sheet: five rows of six coloured fields, each with a number. You fill the top row first, with dice of the fields&apos; colours.</source>
        <translation>&lt;b&gt;Bem-vindo ao Exact Hit!&lt;/b&gt; Este guia joga consigo a sua primeira ronda. Esta é a sua folha: cinco linhas de seis campos coloridos, cada um com um número. Preencha primeiro a linha de cima, com dados das cores dos campos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw the six dice&lt;/b&gt;: click &lt;i&gt;Throw&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Lance os seis dados&lt;/b&gt;: clique em &lt;i&gt;Lançar&lt;/i&gt; ou prima R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The dice.&lt;/b&gt; Each die may go into the field of its colour in your row when its value is at most the field&apos;s number; the same value is an &lt;b&gt;exact hit&lt;/b&gt;. Unhappy with the throw? &lt;i&gt;Throw again&lt;/i&gt; throws every die not showing 1, once.</source>
        <translation>&lt;b&gt;Os dados.&lt;/b&gt; Cada dado pode ir para o campo da sua cor na sua linha quando o seu valor não passa do número do campo; o mesmo valor é um &lt;b&gt;acerto exato&lt;/b&gt;. Não gostou do lançamento? &lt;i&gt;Lançar outra vez&lt;/i&gt; lança uma vez todos os dados que não mostram 1.</translation>
    </message>
    <message>
        <source>No die fits your row this time: press &lt;b&gt;Done&lt;/b&gt;, and the first empty field of the row is crossed out.</source>
        <translation>Desta vez nenhum dado cabe na sua linha: clique em &lt;b&gt;Feito&lt;/b&gt;, e o primeiro campo vazio da linha fica riscado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;An exact hit!&lt;/b&gt; The {colour} die shows {value}, the number of the ringed field: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>&lt;b&gt;Um acerto exato!&lt;/b&gt; O dado {colour} mostra {value}, o número do campo assinalado: clique no campo para o escrever.</translation>
    </message>
    <message>
        <source>The {colour} die shows {value}, no more than the ringed field&apos;s {number}: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>O dado {colour} mostra {value}, não mais do que o {number} do campo assinalado: clique no campo para o escrever.</translation>
    </message>
    <message>
        <source>Write more dice if you like (each into its own colour), then press &lt;b&gt;Done&lt;/b&gt;. Writing nothing would cross out the first empty field.</source>
        <translation>Escreva mais dados se quiser (cada um na sua cor) e depois clique em &lt;b&gt;Feito&lt;/b&gt;. Sem escrever nada, o primeiro campo vazio ficaria riscado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score.&lt;/b&gt; A finished row scores the dice written in it, plus a bonus for its exact hits. Play on as you like: the game ends when all five rows are full. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;A sua pontuação.&lt;/b&gt; Uma linha completa vale os dados nela escritos, mais um bónus pelos seus acertos exatos. Continue a jogar à vontade: o jogo termina quando as cinco linhas estiverem cheias. Ajuda &gt; Regras explica tudo.</translation>
    </message>
</context>
<context>
    <name>ExactHitPlayArea</name>
    <message>
        <source>turn</source>
        <translation>jogada</translation>
    </message>
    <message>
        <source>your sheet</source>
        <translation>a sua folha</translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation>&amp;Lançar</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Lançar os seis dados (R)</translation>
    </message>
    <message>
        <source>Throw &amp;again</source>
        <translation>Lançar &amp;outra vez</translation>
    </message>
    <message>
        <source>Throw every die not showing 1 once more (the dice showing 1 stay)</source>
        <translation>Lançar outra vez todos os dados que não mostram 1 (os dados com 1 ficam)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Manter</translation>
    </message>
    <message>
        <source>Keep these dice: no second throw this round</source>
        <translation>Manter estes dados: sem segundo lançamento nesta ronda</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Feito</translation>
    </message>
    <message>
        <source>Throw the dice to start (R).</source>
        <translation>Lance os dados para começar (R).</translation>
    </message>
    <message>
        <source>{0} players.</source>
        <translation>{0} jogadores.</translation>
    </message>
    <message>
        <source>{0}&apos;s sheet</source>
        <translation>Folha de {0}</translation>
    </message>
    <message>
        <source>&amp;Done: cross out a field</source>
        <translation>&amp;Feito: riscar um campo</translation>
    </message>
    <message>
        <source>Sheet {0} · &lt;b&gt;{1} points&lt;/b&gt;</source>
        <translation>Folha {0} · &lt;b&gt;{1} pontos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (computador)</translation>
    </message>
    <message>
        <source>sheet {0} · {1} points</source>
        <translation>folha {0} · {1} pontos</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronda {0}</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>linha {0}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <extracomment>A network game: {0} plays on another computer; this screen waits for them</extracomment>
        <translation>À espera de {0}…</translation>
    </message>
    <message>
        <source>{0} throws: roll the real dice for them and enter the values.</source>
        <translation>{0} lança: lance os dados reais por este jogador e introduza os valores.</translation>
    </message>
    <message>
        <source>{0} throws again: roll the dice not showing 1 and enter them.</source>
        <translation>{0} lança outra vez: lance os dados que não mostram 1 e introduza-os.</translation>
    </message>
    <message>
        <source>{0} is playing…</source>
        <translation>{0} está a jogar…</translation>
    </message>
    <message>
        <source>Throw the real dice and enter their values.</source>
        <translation>Lance os dados reais e introduza os seus valores.</translation>
    </message>
    <message>
        <source>Throw the dice (R).</source>
        <translation>Lance os dados (R).</translation>
    </message>
    <message>
        <source>{0} throws.</source>
        <translation>{0} lança.</translation>
    </message>
    <message>
        <source>Throw again (dice showing 1 stay) or keep — or write into {0} at once.</source>
        <translation>Lance outra vez (os dados com 1 ficam) ou mantenha-os — ou escreva já na {0}.</translation>
    </message>
    <message>
        <source>Click a die, then its field in {0} (or click the field). Done ends the turn.</source>
        <translation>Clique num dado e depois no seu campo na {0} (ou clique logo no campo). Feito termina a jogada.</translation>
    </message>
    <message>
        <source>End your turn with the dice written</source>
        <translation>Terminar a jogada com os dados escritos</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Terminar a sua jogada</translation>
    </message>
    <message>
        <source>Nothing written: Done crosses out the leftmost empty field of row {0}</source>
        <translation>Nada escrito: Feito risca o campo vazio mais à esquerda da linha {0}</translation>
    </message>
    <message>
        <source>Throw again.</source>
        <translation>Lance outra vez.</translation>
    </message>
    <message>
        <source>Keep the dice.</source>
        <translation>Mantenha os dados.</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <extracomment>One die of a hint&apos;s list: &quot;black 3&quot; ({colour}: a colour; {colour:die} says &quot;black die&quot;); the list: &quot;Write black 3, blue 1 and yellow 4.&quot;</extracomment>
        <translation>{colour} {value}</translation>
    </message>
    <message>
        <source>Write {0}.</source>
        <translation>Escreva {0}.</translation>
    </message>
    <message>
        <source>Kept, it would write {0}.</source>
        <translation>Se mantiver os dados, escreveria {0}.</translation>
    </message>
    <message>
        <source>Write nothing: cross out a field.</source>
        <translation>Não escreva nada: risque um campo.</translation>
    </message>
    <message>
        <source>Expected row score: {0}.</source>
        <translation>Pontuação esperada da linha: {0}.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Dica: {0}</translation>
    </message>
</context>
<context>
    <name>ExactHitRatings</name>
    <message>
        <source>spectacular</source>
        <translation>espetacular</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>excelente</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bom</translation>
    </message>
</context>
<context>
    <name>ExactHitReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Recuar</translation>
    </message>
    <message>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>A&amp;vançar</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>A&amp;brir…</translation>
    </message>
</context>
<context>
    <name>ExactHitResultDialog</name>
    <message>
        <source>Exact Hit — Result</source>
        <translation>Exact Hit — Resultado</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultado</translation>
    </message>
</context>
<context>
    <name>ExactHitRules</name>
    <message>
        <source>the game is over</source>
        <translation>o jogo terminou</translation>
    </message>
    <message>
        <source>the dice have not been thrown yet</source>
        <translation>os dados ainda não foram lançados</translation>
    </message>
    <message>
        <source>the dice are six values 1-6, black blue yellow red green white</source>
        <extracomment>A programming error said plainly: the six dice&apos;s values in the colours&apos; order</extracomment>
        <translation>os dados são seis valores de 1 a 6: preto, azul, amarelo, vermelho, verde, branco</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1</extracomment>
        <translation>não há nenhum jogador {player}</translation>
    </message>
    <message>
        <source>you have already written or crossed this round</source>
        <translation>já escreveu ou riscou nesta ronda</translation>
    </message>
    <message>
        <source>player {player} throws this round</source>
        <extracomment>{player}: the thrower&apos;s seat, counted from 1</extracomment>
        <translation>o jogador {player} lança nesta ronda</translation>
    </message>
    <message>
        <source>the dice have already been thrown</source>
        <translation>os dados já foram lançados</translation>
    </message>
    <message>
        <source>the dice have already been thrown again; they stand</source>
        <translation>os dados já foram lançados outra vez; ficam como estão</translation>
    </message>
    <message>
        <source>the dice may be thrown again only once</source>
        <translation>os dados só podem ser relançados uma vez</translation>
    </message>
    <message>
        <source>the thrower has already kept the dice</source>
        <translation>quem lança já decidiu manter os dados</translation>
    </message>
    <message>
        <source>the dice are kept once a player has written or crossed</source>
        <translation>os dados ficam como estão depois de um jogador ter escrito ou riscado</translation>
    </message>
    <message>
        <source>nobody may rethrow once a player has written or crossed</source>
        <translation>ninguém pode voltar a lançar depois de um jogador ter escrito ou riscado</translation>
    </message>
    <message>
        <source>the {colour} die shows 1 and stays</source>
        <extracomment>{colour}: a die&apos;s colour, &quot;red&quot;; {colour:die} says &quot;red die&quot; (FORMS in games)</extracomment>
        <translation>o dado {colour} mostra 1 e fica</translation>
    </message>
    <message>
        <source>choose at least one die to write, or cross a field</source>
        <translation>escolha pelo menos um dado para escrever, ou risque um campo</translation>
    </message>
    <message>
        <source>there is no die {die}</source>
        <translation>não há nenhum dado {die}</translation>
    </message>
    <message>
        <source>the {colour} field of row {row} is already filled</source>
        <extracomment>{colour}: a colour ({colour:field}: &quot;red field&quot;); {row}: the sheet&apos;s row, 1 to 5</extracomment>
        <translation>o campo {colour} da linha {row} já está preenchido</translation>
    </message>
    <message>
        <source>the {colour} die shows {value}, more than its field&apos;s {number}</source>
        <extracomment>{value}: what the die shows; {number}: the number printed in its field; {colour}: a colour, &quot;red&quot; ({colour:die}: &quot;red die&quot;)</extracomment>
        <translation>o dado {colour} mostra {value}, mais do que o {number} do seu campo</translation>
    </message>
    <message>
        <source>you have not written or crossed this round</source>
        <translation>ainda não escreveu nem riscou nesta ronda</translation>
    </message>
</context>
<context>
    <name>ExactHitRulesWindow</name>
    <message>
        <source>Exact Hit</source>
        <translation>Exact Hit</translation>
    </message>
    <message>
        <source>A dice game for 1 to 6 players with six dice of six colours — black, blue, yellow, red, green and white — and six different sheets A to F. Each sheet has five rows of six coloured fields; every field has a printed number from 1 to 6, and each row holds every colour once. Each player plays on a different sheet.</source>
        <translation>Um jogo de dados para 1 a 6 jogadores com seis dados de seis cores — preto, azul, amarelo, vermelho, verde e branco — e seis folhas diferentes, de A a F. Cada folha tem cinco linhas de seis campos coloridos; cada campo tem um número impresso de 1 a 6, e cada linha tem cada cor uma vez. Cada jogador joga numa folha diferente.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Uma ronda</translation>
    </message>
    <message>
        <source>The thrower throws all six dice. Once, they may throw again: every die not showing 1 is thrown again, the dice showing 1 stay. Then every player, the thrower too, answers the same dice on their current row, the topmost row that is not finished. The thrower moves on each round.</source>
        <translation>Em cada ronda, um jogador lança os seis dados. Pode lançar outra vez, uma só vez: todos os dados que não mostram 1 são lançados de novo, os dados com 1 ficam. Depois todos os jogadores, incluindo quem lançou, usam os mesmos dados na sua linha atual, a linha mais acima que ainda não está terminada. Quem lança muda a cada ronda.</translation>
    </message>
    <message>
        <source>Only the thrower decides whether to throw again, and does so before anyone writes; the new dice then count for everybody. No die can be kept except those showing 1.</source>
        <translation>Só quem lança decide se lança outra vez, e decide-o antes de alguém escrever; os novos dados valem então para todos. Nenhum dado pode ser guardado, a não ser os que mostram 1.</translation>
    </message>
    <message>
        <source>A die of a colour showing a value may be written into the empty field of that colour in the current row if the value is at most the field&apos;s number. Equal is an exact hit, marked with a small x. Write any of the dice that fit, each at most once.</source>
        <translation>Um dado pode ser escrito no campo vazio da sua cor na linha atual se o seu valor não for maior do que o número desse campo. Um valor igual é um acerto exato, marcado com um pequeno x. Pode escrever quaisquer dados que encaixem, cada um no máximo uma vez.</translation>
    </message>
    <message>
        <source>A player who writes nothing — because nothing fits, or by choice — must cross out the leftmost empty field of the current row. A row is never written into past its end: when a write finishes the row, the other dice of that round are lost to that player.</source>
        <translation>Um jogador que não escreve nada — porque nada encaixa, ou por escolha — tem de riscar o campo vazio mais à esquerda da linha atual. Nunca se escreve para além do fim de uma linha: quando um dado escrito completa a linha, os restantes dados dessa ronda perdem-se para esse jogador.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>A finished row scores the sum of the values written into it (a cross counts 0) plus a bonus for its exact hits: 1 for one, 3 for two, 6 for three, 10 for four, 15 for five and 21 for six.</source>
        <translation>Uma linha terminada vale a soma dos valores nela escritos (uma cruz conta 0) mais um bónus pelos seus acertos exatos: 1 por um, 3 por dois, 6 por três, 10 por quatro, 15 por cinco e 21 por seis.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>O fim</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player finishes the fifth row. Everyone else then scores their unfinished row as it stands; rows not begun score 0. The highest total wins; ties share the win.</source>
        <translation>O jogo acaba depois da ronda em que um jogador termina a quinta linha. Todos os outros contam então a sua linha por terminar tal como está; as linhas não começadas valem 0. Ganha o total mais alto; em caso de empate, a vitória é partilhada.</translation>
    </message>
    <message>
        <source>In the app</source>
        <translation>Na aplicação</translation>
    </message>
    <message>
        <source>Throw (R), then Throw again or Keep. Click a die and then its field, or click a field: the die of its colour is written if it fits. Hover a field to read what a click would do. Undo ({undo}) takes back the last die of your turn; Done ends it, and with nothing written Done crosses the leftmost empty field. Hint (H) shows what the strong computer player would do; H again or {enter} does it. Each colour also has a symbol: black ●, blue ▲, yellow ★, red ■, green ◆, white ○.</source>
        <translation>Lançar (R), depois Lançar outra vez ou Manter. Clique num dado e depois no seu campo, ou clique num campo: o dado da sua cor é escrito se encaixar. Passe o rato sobre um campo para ler o que um clique faria. Anular ({undo}) desfaz o último dado da sua jogada; Feito termina-a e, sem nada escrito, Feito risca o campo vazio mais à esquerda. Dica (H) mostra o que o computador no nível forte faria; H outra vez ou {enter} fá-lo. Cada cor tem também um símbolo: preto ●, azul ▲, amarelo ★, vermelho ■, verde ◆, branco ○.</translation>
    </message>
    <message>
        <source>Exact Hit Rules</source>
        <translation>Regras do Exact Hit</translation>
    </message>
</context>
<context>
    <name>ExactHitSheet</name>
    <message>
        <source>row {0}, {1} field, up to {2}</source>
        <extracomment>{1}: a colour, &quot;black&quot;; {1:die} says &quot;black die&quot;, {1:field} &quot;black field&quot;</extracomment>
        <translation>linha {0}, campo {1}, até {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>riscado</translation>
    </message>
    <message>
        <source>{0}, exact hit</source>
        <translation>{0}, acerto exato</translation>
    </message>
    <message>
        <source>row {0} score</source>
        <translation>pontuação da linha {0}</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>name</source>
        <comment>a blank sheet: write your name here</comment>
        <translation>nome</translation>
    </message>
    <message>
        <source>exact hits</source>
        <comment>bonus table heading: how many dice matched their field</comment>
        <translation>acertos exatos</translation>
    </message>
    <message>
        <source>bonus</source>
        <comment>bonus table heading: the points for that many exact hits</comment>
        <translation>bónus</translation>
    </message>
    <message>
        <source>total =</source>
        <comment>the sheet&apos;s total box</comment>
        <translation>total =</translation>
    </message>
    <message>
        <source>sheet</source>
        <comment>small caption over the sheet&apos;s letter (A to F)</comment>
        <translation>folha</translation>
    </message>
</context>
<context>
    <name>FinishedGames</name>
    <message>
        <source>The finished game could not be written down: {0}.</source>
        <translation>Não foi possível guardar o jogo terminado: {0}.</translation>
    </message>
    <message>
        <source>it could not be read back ({0})</source>
        <translation>não foi possível voltar a lê-lo ({0})</translation>
    </message>
    <message>
        <source>the records are kept in memory only this session</source>
        <translation>as estatísticas ficam só em memória nesta sessão</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It could not be kept in the data folder either ({1}). It is kept in memory and tried again; use Game &gt; Save As… to keep it somewhere else.</source>
        <translation>Não foi possível acrescentar o jogo terminado às estatísticas: {0}. Também não foi possível guardá-lo na pasta de dados ({1}). Fica em memória e será tentado de novo; use Jogo &gt; Guardar como… para o guardar noutro lugar.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It is kept as {1} in {2} and will be added to the records as soon as they can be written, at the latest at the next start.</source>
        <translation>Não foi possível acrescentar o jogo terminado às estatísticas: {0}. Foi guardado como {1} em {2} e será acrescentado assim que as estatísticas puderem ser escritas, o mais tardar no próximo arranque.</translation>
    </message>
    <message>
        <source>The finished game was added to the records.</source>
        <translation>O jogo terminado foi acrescentado às estatísticas.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) were added to the records.</source>
        <translation>
            <numerusform>%n jogo terminado foi acrescentado às estatísticas.</numerusform>
            <numerusform>%n jogos terminados foram acrescentados às estatísticas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is kept on disk now.</source>
        <translation>O jogo terminado está agora guardado no disco.</translation>
    </message>
    <message>
        <source>A finished game ({0}) could not be added to the records ({1}). It stays in {2} and is tried again.</source>
        <translation>Não foi possível acrescentar um jogo terminado ({0}) às estatísticas ({1}). Fica em {2} e será tentado de novo.</translation>
    </message>
    <message>
        <source>it could not be read: {0}</source>
        <translation>não foi possível lê-lo: {0}</translation>
    </message>
    <message>
        <source>the game in it is not finished</source>
        <translation>o jogo que contém não está terminado</translation>
    </message>
    <message>
        <source>{0} could not be added to the records ({1}); it was kept as {2}.</source>
        <translation>Não foi possível acrescentar {0} às estatísticas ({1}); foi guardado como {2}.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Seguinte</translation>
    </message>
    <message>
        <source>&amp;Skip guide</source>
        <translation>&amp;Ignorar o guia</translation>
    </message>
    <message>
        <source>End the guide and play on ({key})</source>
        <translation>Terminar o guia e continuar a jogar ({key})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Knaster!&lt;/b&gt; This guide plays a short game with you. This is your sheet: 5 × 5 empty cells. You fill them with the sums of two dice and earn points for circles and full lines.</source>
        <translation>&lt;b&gt;Bem-vindo ao Knaster!&lt;/b&gt; Este guia joga consigo um jogo curto. Esta é a sua folha: 5 × 5 campos vazios. Preencha-os com a soma de dois dados e ganhe pontos com os círculos e as linhas completas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll the dice:&lt;/b&gt; click &lt;i&gt;Roll&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Lance os dados:&lt;/b&gt; clique em &lt;i&gt;Lançar&lt;/i&gt; ou prima R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll again&lt;/b&gt; (the Roll button or R).</source>
        <translation>&lt;b&gt;Lance outra vez&lt;/b&gt; (o botão Lançar ou R).</translation>
    </message>
    <message>
        <source>Now fill &lt;b&gt;row 3&lt;/b&gt;, the middle row: roll again (the Roll button or R).</source>
        <translation>Agora preencha a &lt;b&gt;fila 3&lt;/b&gt;, a do meio: lance outra vez (o botão Lançar ou R).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll once more.&lt;/b&gt; A line whose five numbers are all circled scores the points of its white field.</source>
        <translation>&lt;b&gt;Lance mais uma vez.&lt;/b&gt; Uma linha cujos cinco números estão todos circulados vale os pontos do seu campo branco.</translation>
    </message>
    <message>
        <source>You rolled {roll}: write it into an empty cell, or circle a cell that holds it.</source>
        <translation>Saiu {roll}: escreva-o num campo vazio ou circule um campo que o tenha.</translation>
    </message>
    <message>
        <source>You rolled {roll}. &lt;b&gt;Write it&lt;/b&gt;: click the highlighted cell. (Any empty cell is allowed; the centre belongs to four lines.)</source>
        <translation>Saiu {roll}. &lt;b&gt;Escreva-o&lt;/b&gt;: clique no campo destacado. (Qualquer campo vazio serve; o do centro pertence a quatro linhas.)</translation>
    </message>
    <message>
        <source>You rolled {roll}. Write it into the highlighted cell of row 3.</source>
        <translation>Saiu {roll}. Escreva-o no campo destacado da fila 3.</translation>
    </message>
    <message>
        <source>{roll} again! Instead of writing, you may &lt;b&gt;circle&lt;/b&gt; a cell that holds {roll}: click it. Every circle is a point at the end.</source>
        <translation>{roll} outra vez! Em vez de escrever, pode &lt;b&gt;circular&lt;/b&gt; um campo que tenha {roll}: clique nele. Cada círculo vale um ponto no fim.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A full line with a combination!&lt;/b&gt; The legend says how many &lt;b&gt;bonus circles&lt;/b&gt; it earns: {count}. Click that many cells of the highlighted line now.</source>
        <translation>&lt;b&gt;Uma linha completa com uma combinação!&lt;/b&gt; A legenda diz quantos &lt;b&gt;círculos de bónus&lt;/b&gt; ela dá: {count}. Clique agora em outros tantos campos da linha destacada.</translation>
    </message>
    <message>
        <source>Circle the {roll}: then all five numbers of the line are circled and its &lt;b&gt;white field&lt;/b&gt; scores.</source>
        <translation>Circule o {roll}: assim os cinco números da linha ficam circulados e ganha os pontos do seu &lt;b&gt;campo branco&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score&lt;/b&gt;: white fields {lines} + circles {circles} = {total}. Play on as you like: when your grid is full, one more round ends the game. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;A sua pontuação&lt;/b&gt;: campos brancos {lines} + círculos {circles} = {total}. Continue a jogar à vontade: quando a sua grelha estiver cheia, mais uma ronda termina o jogo. Ajuda &gt; Regras explica tudo.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The autosaved game could not be read ({0}).</source>
        <translation>Não foi possível ler o jogo guardado automaticamente ({0}).</translation>
    </message>
    <message>
        <source>It was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>Foi guardado como {0} (Jogo &gt; Jogos recuperados).</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}.</source>
        <translation>Não foi possível guardar o jogo automaticamente: {0}.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}. It goes on in memory.</source>
        <translation>Não foi possível guardar o jogo automaticamente: {0}. Continua em memória.</translation>
    </message>
    <message>
        <source>The old autosave could not be removed ({0}).</source>
        <translation>Não foi possível remover a gravação automática antiga ({0}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Computer: easy</source>
        <translation>Computador: fácil</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computador: médio</translation>
    </message>
    <message>
        <source>Computer: strong</source>
        <translation>Computador: forte</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computador: {level}</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Lançar os dados</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>Lançar os dados (R)</translation>
    </message>
    <message>
        <source>Roll the dice for this round.</source>
        <translation>Lançar os dados desta ronda.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H)</source>
        <translation>O que o computador no nível forte faria no seu lugar (H)</translation>
    </message>
    <message>
        <source>Take back your last step ({key})</source>
        <translation>Anular o seu último passo ({key})</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <source>Hosted Network Game</source>
        <translation>Jogo em rede hospedado</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Endereço:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Porta:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Código de entrada:</translation>
    </message>
    <message>
        <source>Players on other computers:</source>
        <translation>Jogadores noutros computadores:</translation>
    </message>
    <message>
        <source>Stop Hosting</source>
        <translation>Parar de hospedar</translation>
    </message>
</context>
<context>
    <name>HostReason</name>
    <message>
        <source>wrong join code</source>
        <translation>código de entrada errado</translation>
    </message>
    <message>
        <source>no such seat for a player on another computer</source>
        <translation>não há esse lugar para um jogador noutro computador</translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation>esse lugar está ocupado</translation>
    </message>
    <message>
        <source>not your seat</source>
        <translation>não é o seu lugar</translation>
    </message>
    <message>
        <source>this move was already received</source>
        <translation>esta jogada já foi recebida</translation>
    </message>
    <message>
        <source>that seat is played from another computer</source>
        <translation>esse lugar é jogado a partir de outro computador</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>esse lugar não existe</translation>
    </message>
    <message>
        <source>a move has at least one statement</source>
        <translation>uma jogada tem pelo menos uma instrução</translation>
    </message>
    <message>
        <source>a move carries no comments</source>
        <translation>uma jogada não leva comentários</translation>
    </message>
    <message>
        <source>an empty statement</source>
        <translation>uma instrução vazia</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>a mesa está cheia</translation>
    </message>
    <message>
        <source>too many messages</source>
        <translation>demasiadas mensagens</translation>
    </message>
    <message>
        <source>goodbye</source>
        <translation>adeus</translation>
    </message>
    <message>
        <source>join a seat first</source>
        <translation>ocupe primeiro um lugar</translation>
    </message>
    <message>
        <source>already seated</source>
        <translation>já tem um lugar</translation>
    </message>
    <message>
        <source>a message is UTF-8 text</source>
        <translation>uma mensagem é texto UTF-8</translation>
    </message>
    <message>
        <source>a message is one JSON object</source>
        <translation>uma mensagem é um único objeto JSON</translation>
    </message>
    <message>
        <source>unknown message type</source>
        <translation>tipo de mensagem desconhecido</translation>
    </message>
    <message>
        <source>not a statement this seat may send</source>
        <translation>este lugar não pode enviar esta instrução</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>o jogo ainda não acabou</translation>
    </message>
    <message>
        <source>a seat sends only its own write, circle, bonus or pass, or asks to roll</source>
        <translation>um lugar só envia a sua própria escrita, círculo, bónus ou passagem, ou pede para lançar</translation>
    </message>
    <message>
        <source>a seat sends only its own write or cross, or the thrower&apos;s decisions</source>
        <translation>um lugar só envia a sua própria escrita ou risco, ou as decisões de quem lança</translation>
    </message>
    <message>
        <source>a seat sends only its own place, done or exchange</source>
        <translation>um lugar só envia a sua própria colocação, fim de turno ou troca</translation>
    </message>
    <message>
        <source>the host shuffles an exchange: send it without tiles</source>
        <translation>o anfitrião baralha numa troca: envie-a sem fichas</translation>
    </message>
    <message>
        <source>move {number} arrived before move {expected}</source>
        <extracomment>{number}, {expected}: the move numbers</extracomment>
        <translation>a jogada {number} chegou antes da jogada {expected}</translation>
    </message>
    <message>
        <source>{roller} rolls next</source>
        <extracomment>{roller}: the player who rolls next</extracomment>
        <translation>{roller} lança a seguir</translation>
    </message>
    <message>
        <source>only {thrower}, who throws this round, decides the dice</source>
        <extracomment>{thrower}: the player who throws the dice this round</extracomment>
        <translation>só {thrower}, que lança nesta ronda, decide os dados</translation>
    </message>
    <message>
        <source>a client does not send {kind}</source>
        <extracomment>{kind}: a message type of the protocol (a word in English)</extracomment>
        <translation>um cliente não envia {kind}</translation>
    </message>
    <message>
        <source>this host speaks {protocol} version {version}</source>
        <extracomment>{protocol}: the protocol&apos;s name; {version}: its number</extracomment>
        <translation>este anfitrião fala {protocol} versão {version}</translation>
    </message>
    <message>
        <source>the host cannot save the game ({reason}); try again</source>
        <extracomment>{reason}: why, in the host computer&apos;s words</extracomment>
        <translation>o anfitrião não consegue guardar o jogo ({reason}); tente de novo</translation>
    </message>
    <message>
        <source>a message is at most {size} bytes</source>
        <extracomment>{size}: a number of bytes</extracomment>
        <translation>uma mensagem tem no máximo {size} bytes</translation>
    </message>
    <message>
        <source>{kind}: the field {name} is not a valid {check}</source>
        <extracomment>{kind}: a message type; {name}: a field of it; {check}: what it must be (English)</extracomment>
        <translation>{kind}: o campo {name} não é um {check} válido</translation>
    </message>
    <message>
        <source>{kind}: fields missing {missing} or unknown {extra}</source>
        <extracomment>{kind}: a message type; {missing}, {extra}: lists of fields (English)</extracomment>
        <translation>{kind}: campos em falta {missing} ou desconhecidos {extra}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Entrar num jogo em rede</translation>
    </message>
    <message>
        <source>&amp;Games on this network:</source>
        <translation>&amp;Jogos nesta rede:</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>À procura de jogos nesta rede…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Endereço:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>Join c&amp;ode:</source>
        <translation>Có&amp;digo de entrada:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Ligar</translation>
    </message>
    <message>
        <source>Ask the host for the address, port and join code.</source>
        <translation>Peça ao anfitrião o endereço, a porta e o código de entrada.</translation>
    </message>
</context>
<context>
    <name>KeptGamesModel</name>
    <message>
        <source>Kept</source>
        <translation>Guardado</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonado</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>não retomado</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegível</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>não se consegue ler</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>ronda {0}</translation>
    </message>
</context>
<context>
    <name>KnasterEntry</name>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Lado &amp;A (clássico)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Filas 9 8 7 6 5 de cima para baixo, colunas 9 8 7 6 5 da esquerda para a direita</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Lado &amp;B (espelhado)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Filas 5 6 7 8 9 de cima para baixo, colunas 5 6 7 8 9 da esquerda para a direita</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>R&amp;onda extra (regra oficial)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Quando uma grelha fica cheia, joga-se exatamente mais um lançamento</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>&amp;Fim rápido</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>O jogo acaba na ronda em que uma grelha fica cheia</translation>
    </message>
    <message>
        <source>Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Todos jogam o mesmo lançamento, por esta ordem; quem lança muda a cada ronda.</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Lançar os dados</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Lançar os dois dados (R)</translation>
    </message>
    <message>
        <source>Roll both dice: every player uses their sum.</source>
        <translation>Lançar os dois dados: todos os jogadores usam a sua soma.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>O que o computador no nível forte faria no seu lugar (H; H outra vez faz essa jogada)</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Anular o seu último passo neste lançamento ({key})</translation>
    </message>
    <message>
        <source>the cell to write or circle for this roll, shown on the sheet; H again plays it</source>
        <extracomment>Settings, after &quot;Knaster: &quot; below the Hints box</extracomment>
        <translation>o campo onde escrever ou que circular neste lançamento, mostrado na folha; H outra vez faz a jogada</translation>
    </message>
    <message>
        <source>the two dice tumble, circles are drawn on the sheet, computer players take their time</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Knaster: &quot;</extracomment>
        <translation>os dois dados rolam, os círculos são desenhados na folha, os jogadores controlados pelo computador jogam com calma</translation>
    </message>
    <message>
        <source>a game by {authors}, published by {publisher} ({year})</source>
        <extracomment>Help &gt; About, after &quot;Knaster: &quot;; {authors}: three names joined with &quot;and&quot;</extracomment>
        <translation>um jogo de {authors}, publicado por {publisher} ({year})</translation>
    </message>
</context>
<context>
    <name>KnasterHints</name>
    <message>
        <source>write {roll} in {cell}: {why}</source>
        <extracomment>A hint: {why} says what writing there does, e.g. &quot;completes row 3 with a full house&quot;</extracomment>
        <translation>escrever {roll} em {cell}: {why}</translation>
    </message>
    <message>
        <source>circle the {value} in {cell}: {why}</source>
        <translation>circular o {value} em {cell}: {why}</translation>
    </message>
    <message>
        <source>bonus for {line}: every number in it is already circled</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>bónus da {line}: todos os seus números já estão circulados</translation>
    </message>
    <message>
        <source>bonus for {line}: circle {cells}: {why}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {cells}: the cells to circle, &quot;a1 and b2&quot;</extracomment>
        <translation>bónus da {line}: circular {cells}: {why}</translation>
    </message>
    <message>
        <source>pass: the grid is full and there is no uncircled {roll} to circle</source>
        <translation>passar: a grelha está cheia e não há nenhum {roll} por circular</translation>
    </message>
    <message>
        <source>finishes {lines} (+{points} points)</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;) {lines}: &quot;row 3 and column c&quot;; {points}: the white fields&apos; points they score</extracomment>
        <translation>fecha os círculos {lines:of} (+{points} pontos)</translation>
    </message>
    <message>
        <source>{count} of 5 circled in {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {count}: 3 to 5 of a line&apos;s five numbers circled</extracomment>
        <translation>{count} de 5 circulados na {line}</translation>
    </message>
    <message>
        <source>the {value} in {cell} would rarely be rolled again</source>
        <translation>o {value} em {cell} raramente voltaria a sair</translation>
    </message>
    <message>
        <source>a sure point now, and the grid stays open longer</source>
        <translation>um ponto certo agora, e a grelha fica aberta mais tempo</translation>
    </message>
    <message>
        <source>{line} {combination:with}</source>
        <extracomment>A completed line and its combination: &quot;row 3 with a full house&quot; ({combination:with})</extracomment>
        <translation>a {line} {combination:with}</translation>
    </message>
    <message>
        <source>completes {lines} (1 bonus circle)</source>
        <translation>completa {lines} (1 círculo de bónus)</translation>
    </message>
    <message>
        <source>completes {lines} ({circles} bonus circles)</source>
        <extracomment>{circles}: 2 to 6 bonus circles (Czech: 5 and 6 take the &quot;many&quot; form)</extracomment>
        <translation>completa {lines} ({circles} círculos de bónus)</translation>
    </message>
    <message>
        <source>two {roll}s in {line} toward a full house</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>dois {roll} na {line}, a caminho de um Full House</translation>
    </message>
    <message>
        <source>three {roll}s in {line} toward four of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>três {roll} na {line}, a caminho de uma Quadra</translation>
    </message>
    <message>
        <source>four {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>quatro {roll} na {line}, a caminho de uma Quíntupla</translation>
    </message>
    <message>
        <source>five {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>cinco {roll} na {line}, a caminho de uma Quíntupla</translation>
    </message>
    <message>
        <source>{numbers} in {line} toward a straight</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {numbers}: &quot;5, 6 and 8&quot;</extracomment>
        <translation>{numbers} na {line}, a caminho de uma Rua</translation>
    </message>
    <message>
        <source>fills {lines}, which had no combination left</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;)</extracomment>
        <translation>preenche o que faltava {lines:of}, onde já não era possível nenhuma combinação</translation>
    </message>
    <message>
        <source>a rare {roll} goes where it spoils the fewest chances</source>
        <translation>um {roll} raro vai para onde estraga menos hipóteses</translation>
    </message>
    <message>
        <source>keeps the best chances for combinations and circles in its lines</source>
        <translation>mantém as melhores hipóteses de combinações e círculos nas suas linhas</translation>
    </message>
</context>
<context>
    <name>KnasterLevels</name>
    <message>
        <source>easy</source>
        <comment>a computer player&apos;s level</comment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a computer player&apos;s level</comment>
        <translation>médio</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>a computer player&apos;s level</comment>
        <translation>forte</translation>
    </message>
</context>
<context>
    <name>KnasterPlayArea</name>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n jogador.</numerusform>
            <numerusform>%n jogadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>White fields: {lines}&lt;br&gt;Circles: {circles}&lt;br&gt;&lt;b&gt;Total: {total}&lt;/b&gt;</source>
        <extracomment>The score box beside a solo sheet: the white fields&apos; points, the circles, the total</extracomment>
        <translation>Campos brancos: {lines}&lt;br&gt;Círculos: {circles}&lt;br&gt;&lt;b&gt;Total: {total}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No roll yet · {side}</source>
        <extracomment>Beside the dice before the first roll; {side}: &quot;Side A (classic)&quot;</extracomment>
        <translation>Ainda sem lançamento · {side}</translation>
    </message>
    <message>
        <source>Round {round} · last round</source>
        <translation>Ronda {round} · última ronda</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
</context>
<context>
    <name>KnasterRatings</name>
    <message>
        <source>spectacular</source>
        <translation>espetacular</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>excelente</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bom</translation>
    </message>
</context>
<context>
    <name>KnasterReplay</name>
    <message>
        <source>Before the first roll</source>
        <translation>Antes do primeiro lançamento</translation>
    </message>
    <message>
        <source>nobody acted yet</source>
        <translation>ainda ninguém jogou</translation>
    </message>
    <message>
        <source>Roll {number}: {total} — {done}</source>
        <extracomment>A step of the replay: the roll&apos;s number, its sum and what the players did</extracomment>
        <translation>Lançamento {number}: {total} — {done}</translation>
    </message>
</context>
<context>
    <name>KnasterResult</name>
    <message>
        <source>Good: the rulebook calls a solo score above 50 good.</source>
        <translation>Bom: segundo as regras, um resultado a solo acima de 50 é bom.</translation>
    </message>
    <message>
        <source>Excellent! The rulebook calls a solo score above 80 excellent.</source>
        <translation>Excelente! Segundo as regras, um resultado a solo acima de 80 é excelente.</translation>
    </message>
    <message>
        <source>Spectacular!! Above 100 is the rulebook&apos;s best solo rating.</source>
        <translation>Espetacular!! Acima de 100 é a melhor classificação a solo segundo as regras.</translation>
    </message>
    <message>
        <source>Try again: the rulebook calls a solo score above 50 good.</source>
        <translation>Tente outra vez: segundo as regras, um resultado a solo acima de 50 é bom.</translation>
    </message>
</context>
<context>
    <name>KnasterRules</name>
    <message>
        <source>nothing</source>
        <extracomment>No combination: five numbers that earn no bonus</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>with nothing</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with nothing&quot;</extracomment>
        <translation>sem combinação</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <extracomment>A combination&apos;s name (three equal numbers in a line), lower case inside sentences</extracomment>
        <translation>Tripla</translation>
    </message>
    <message>
        <source>with three of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with three of a kind&quot;</extracomment>
        <translation>com uma Tripla</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <extracomment>A combination&apos;s name (four equal numbers in a line)</extracomment>
        <translation>Quadra</translation>
    </message>
    <message>
        <source>with four of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with four of a kind&quot;</extracomment>
        <translation>com uma Quadra</translation>
    </message>
    <message>
        <source>five of a kind</source>
        <extracomment>A combination&apos;s name (five equal numbers in a line)</extracomment>
        <translation>Quíntupla</translation>
    </message>
    <message>
        <source>with five of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with five of a kind&quot;</extracomment>
        <translation>com uma Quíntupla</translation>
    </message>
    <message>
        <source>two pairs</source>
        <extracomment>A combination&apos;s name (two pairs of equal numbers in a line)</extracomment>
        <translation>2 duplas</translation>
    </message>
    <message>
        <source>with two pairs</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with two pairs&quot;</extracomment>
        <translation>com 2 duplas</translation>
    </message>
    <message>
        <source>full house</source>
        <extracomment>A combination&apos;s name (three equal numbers and a pair in a line)</extracomment>
        <translation>Full House</translation>
    </message>
    <message>
        <source>with a full house</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a full house&quot;</extracomment>
        <translation>com um Full House</translation>
    </message>
    <message>
        <source>straight</source>
        <extracomment>A combination&apos;s name (five consecutive numbers in a line, in any order)</extracomment>
        <translation>Rua</translation>
    </message>
    <message>
        <source>with a straight</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a straight&quot;</extracomment>
        <translation>com uma Rua</translation>
    </message>
    <message>
        <source>cannot roll: {reason}</source>
        <translation>não é possível lançar: {reason}</translation>
    </message>
    <message>
        <source>{player} still has to circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} ainda tem de circular o bónus de {lines}</translation>
    </message>
    <message>
        <source>{player} has not acted on the {roll} yet</source>
        <extracomment>{roll}: the sum just rolled, 2 to 12</extracomment>
        <translation>{player} ainda não jogou o {roll}</translation>
    </message>
    <message>
        <source>{players} have not acted on the {roll} yet</source>
        <extracomment>{players}: two or more names joined, &quot;Ann and Bob&quot;; {roll}: the sum rolled</extracomment>
        <translation>{players} ainda não jogaram o {roll}</translation>
    </message>
    <message>
        <source>{action} is not an action (write, circle, pass or bonus)</source>
        <extracomment>A programming error shown in plain words; {action} is Python&apos;s view of the value</extracomment>
        <translation>{action} não é uma ação (write, circle, pass ou bonus)</translation>
    </message>
    <message>
        <source>nothing has been rolled yet</source>
        <translation>ainda não se lançou nada</translation>
    </message>
    <message>
        <source>{player} has already acted on this roll of {roll}</source>
        <translation>{player} já jogou este lançamento ({roll})</translation>
    </message>
    <message>
        <source>{cell} already holds {value}</source>
        <extracomment>{cell}: a cell of the grid such as c3 (always lower case); {value}: its number</extracomment>
        <translation>{cell} já tem {value}</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it is empty</source>
        <translation>{player} não pode circular {cell}: está vazio</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it holds {value}, the roll is {roll}</source>
        <translation>{player} não pode circular {cell}: tem {value}, o lançamento é {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: the grid has empty cells to write the {roll} in</source>
        <translation>{player} não pode passar: a grelha tem campos vazios onde escrever o {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: {cell} holds {roll} and can be circled</source>
        <translation>{player} não pode passar: {cell} tem {roll} e pode ser circulado</translation>
    </message>
    <message>
        <source>there is no line {line} (lines are 0 to 11, r1 to d2)</source>
        <extracomment>A programming error in plain words; {line} is Python&apos;s view of the value</extracomment>
        <translation>não há nenhuma linha {line} (as linhas vão de 0 a 11, r1 a d2)</translation>
    </message>
    <message>
        <source>the bonus for {line} names something that is not a cell</source>
        <extracomment>{line}: a line&apos;s short name: r1-r5 (rows), ca-ce (columns), d1, d2 (diagonals)</extracomment>
        <translation>o bónus de {line} indica algo que não é um campo</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}; due: {due}</source>
        <extracomment>{line}: a line&apos;s short name (r3); {due}: the lines whose bonus is due</extracomment>
        <translation>{player} não tem bónus pendente em {line}; pendente: {due}</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}</source>
        <translation>{player} não tem bónus pendente em {line}</translation>
    </message>
    <message>
        <source>the bonus for {line} names a cell twice</source>
        <translation>o bónus de {line} indica um campo duas vezes</translation>
    </message>
    <message>
        <source>{cell} is not in {line}</source>
        <translation>{cell} não está em {line}</translation>
    </message>
    <message>
        <source>the bonus for {line} is 1 circle, not {given}</source>
        <translation>o bónus de {line} é 1 círculo, não {given}</translation>
    </message>
    <message>
        <source>the bonus for {line} is {required} circles, not {given}</source>
        <extracomment>{required}: 2 or 3 (a bonus is at most 3 circles); {given}: how many were named</extracomment>
        <translation>o bónus de {line} são {required} círculos, não {given}</translation>
    </message>
    <message>
        <source>{player} has nothing to undo since the roll</source>
        <translation>{player} não tem nada para anular desde o lançamento</translation>
    </message>
    <message>
        <source>{player} cannot undo now: {owing} must first circle the bonus for {lines}</source>
        <extracomment>{player} wants to undo; {owing} owes a bonus; {lines}: its lines, e.g. &quot;r3&quot;</extracomment>
        <translation>{player} não pode anular agora: {owing} tem primeiro de circular o bónus de {lines}</translation>
    </message>
    <message>
        <source>circle 1 number {line:in}</source>
        <extracomment>{line:in}: e.g. &quot;in row 3&quot;, &quot;in column c&quot;, &quot;in diagonal d1&quot;</extracomment>
        <translation>circular 1 número {line:in}</translation>
    </message>
    <message>
        <source>circle {count} numbers {line:in}</source>
        <extracomment>{count}: 0, 2 or 3 (Czech: the form for 2-4 fits; 0 is rare); {line:in}: &quot;in row 3&quot;</extracomment>
        <translation>circular {count} números {line:in}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <extracomment>Two or more bonus prompts in a row: &quot;circle 2 numbers in row 3; circle 1 number in d1&quot;</extracomment>
        <translation>{first}; {rest}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>o jogo terminou</translation>
    </message>
    <message>
        <source>there is no cell {cell} (cells are 0 to 24, a1 to e5)</source>
        <extracomment>A programming error in plain words; {cell} is Python&apos;s view of the value</extracomment>
        <translation>não há nenhum campo {cell} (os campos vão de 0 a 24, a1 a e5)</translation>
    </message>
    <message>
        <source>{player} must first circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, by their short names, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} tem primeiro de circular o bónus de {lines}</translation>
    </message>
    <message>
        <source>{cell} is already circled</source>
        <translation>{cell} já está circulado</translation>
    </message>
    <message>
        <source>row {number}</source>
        <extracomment>A row of the Knaster grid, numbered 1 to 5 (&quot;row 3&quot;); used inside sentences</extracomment>
        <translation>fila {number}</translation>
    </message>
    <message>
        <source>in row {number}</source>
        <extracomment>{line:in}: a row as a place, with its preposition (&quot;2 pairs in row 3&quot;)</extracomment>
        <translation>na fila {number}</translation>
    </message>
    <message>
        <source>of row {number}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of row 3&quot;, Czech &quot;řádku 3&quot;)</extracomment>
        <translation>da fila {number}</translation>
    </message>
    <message>
        <source>for row {number}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for row 3&quot;, Czech &quot;za řádek 3&quot;)</extracomment>
        <translation>para a fila {number}</translation>
    </message>
    <message>
        <source>column {letter}</source>
        <extracomment>A column of the Knaster grid, lettered a to e (&quot;column c&quot;); used inside sentences</extracomment>
        <translation>coluna {letter}</translation>
    </message>
    <message>
        <source>in column {letter}</source>
        <extracomment>{line:in}: a column as a place, with its preposition (&quot;in column c&quot;)</extracomment>
        <translation>na coluna {letter}</translation>
    </message>
    <message>
        <source>of column {letter}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of column c&quot;, Czech &quot;sloupce c&quot;)</extracomment>
        <translation>da coluna {letter}</translation>
    </message>
    <message>
        <source>for column {letter}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for column c&quot;, Czech &quot;za sloupec c&quot;)</extracomment>
        <translation>para a coluna {letter}</translation>
    </message>
    <message>
        <source>the diagonal from the top left</source>
        <extracomment>The diagonal from a1 (top left) to e5 (bottom right), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top left); inside sentences</extracomment>
        <translation>diagonal do canto superior esquerdo</translation>
    </message>
    <message>
        <source>in the diagonal from the top left</source>
        <extracomment>{line:in}: the diagonal a1 to e5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>na diagonal do canto superior esquerdo</translation>
    </message>
    <message>
        <source>of the diagonal from the top left</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top left&quot;)</extracomment>
        <translation>da diagonal do canto superior esquerdo</translation>
    </message>
    <message>
        <source>for the diagonal from the top left</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top left&quot;)</extracomment>
        <translation>para a diagonal do canto superior esquerdo</translation>
    </message>
    <message>
        <source>the diagonal from the top right</source>
        <extracomment>The diagonal from e1 (top right) to a5 (bottom left), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top right); inside sentences</extracomment>
        <translation>diagonal do canto superior direito</translation>
    </message>
    <message>
        <source>in the diagonal from the top right</source>
        <extracomment>{line:in}: the diagonal e1 to a5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>na diagonal do canto superior direito</translation>
    </message>
    <message>
        <source>of the diagonal from the top right</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top right&quot;)</extracomment>
        <translation>da diagonal do canto superior direito</translation>
    </message>
    <message>
        <source>for the diagonal from the top right</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top right&quot;)</extracomment>
        <translation>para a diagonal do canto superior direito</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1 (a programming error said plainly)</extracomment>
        <translation>não há nenhum jogador {player}</translation>
    </message>
</context>
<context>
    <name>KnasterRulesWindow</name>
    <message>
        <source>Knaster Rules</source>
        <translation>Regras do Knaster</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Capítulos</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Anterior</translation>
    </message>
    <message>
        <source>The chapter before ({key})</source>
        <translation>O capítulo anterior ({key})</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Seguinte &gt;</translation>
    </message>
    <message>
        <source>The next chapter ({key})</source>
        <translation>O capítulo seguinte ({key})</translation>
    </message>
</context>
<context>
    <name>KnasterSheet</name>
    <message>
        <source>Three of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Tripla</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Quadra</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Quíntupla</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>2 duplas</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Rua</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>legend heading over the bonus circles each combination earns</comment>
        <translation>círculos</translation>
    </message>
    <message>
        <source>Combination</source>
        <comment>legend heading over the combinations&apos; names</comment>
        <translation>Combinação</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>the printed sheet&apos;s score box</comment>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>white fields</source>
        <comment>score box: the points of the lines&apos; white fields</comment>
        <translation>campos brancos</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>score box: one point per circled number</comment>
        <translation>círculos</translation>
    </message>
    <message>
        <source>total</source>
        <comment>score box: the final score</comment>
        <translation>total</translation>
    </message>
    <message>
        <source>Side A (classic)</source>
        <comment>a side of the pad</comment>
        <translation>Lado A (clássico)</translation>
    </message>
    <message>
        <source>Side B (mirrored)</source>
        <comment>a side of the pad</comment>
        <extracomment>Side B&apos;s grid is side A&apos;s mirrored: the white fields&apos; points are swapped around</extracomment>
        <translation>Lado B (espelhado)</translation>
    </message>
    <message>
        <source>spectacular</source>
        <comment>a solo total over 100</comment>
        <translation>espetacular</translation>
    </message>
    <message>
        <source>excellent</source>
        <comment>a solo total over 80</comment>
        <translation>excelente</translation>
    </message>
    <message>
        <source>good</source>
        <comment>a solo total over 50</comment>
        <translation>bom</translation>
    </message>
    <message>
        <source>below good (50 or less)</source>
        <translation>abaixo de bom (50 ou menos)</translation>
    </message>
</context>
<context>
    <name>KnasterStatus</name>
    <message>
        <source>{line} has no bonus due.</source>
        <translation>A {line} não tem bónus pendente.</translation>
    </message>
    <message>
        <source>Finish the bonus of {line} first, or undo the circles picked ({key}).</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Termine primeiro o bónus da {line}, ou anule os círculos escolhidos ({key}).</translation>
    </message>
    <message>
        <source>Took back the circle in {cell}.</source>
        <translation>Círculo em {cell} retirado.</translation>
    </message>
    <message>
        <source>{combination} {line:in}</source>
        <extracomment>{combination}: a combination&apos;s name (&quot;full house&quot;); {line:in}: where, &quot;in row 3&quot;, &quot;in column c&quot;: &quot;full house in row 3&quot;, with a capital where it starts a sentence</extracomment>
        <translation>{combination} {line:in}</translation>
    </message>
    <message>
        <source>fills {line} (no combination)</source>
        <extracomment>What writing into a cell completes: &quot;fills row 3 (no combination)&quot;</extracomment>
        <translation>preenche a {line} (sem combinação)</translation>
    </message>
    <message>
        <source>Click to write {roll} in {cell}</source>
        <extracomment>{roll}: the sum rolled; {cell}: a cell such as c3</extracomment>
        <translation>Clique para escrever {roll} em {cell}</translation>
    </message>
    <message>
        <source>{message}: {completes}</source>
        <extracomment>A click&apos;s preview, then what it completes: &quot;Click to write 7 in c3: Full house in row 3&quot;</extracomment>
        <translation>{message}: {completes}</translation>
    </message>
    <message>
        <source>Click to circle the {roll} in {cell}</source>
        <translation>Clique para circular o {roll} em {cell}</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation>Agora não é possível</translation>
    </message>
    <message>
        <source>an {number}</source>
        <extracomment>A number with its indefinite article when English says &quot;an&quot; (8, 11): &quot;an 8&quot;</extracomment>
        <translation>{number}</translation>
    </message>
    <message>
        <source>a {number}</source>
        <extracomment>A number with its indefinite article: &quot;a 7&quot; (English says &quot;an 8&quot;; another entry)</extracomment>
        <translation>{number}</translation>
    </message>
    <message>
        <source>{cell} or {cells}</source>
        <extracomment>Cells to choose from: &quot;b3 or c4&quot;</extracomment>
        <translation>{cell} ou {cells}</translation>
    </message>
    <message>
        <source>circle {number} ({cell})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {number}: &quot;a 7&quot; (with its article); {cell}: its cell</extracomment>
        <translation>circular o {number} ({cell})</translation>
    </message>
    <message>
        <source>circle one of the {roll}s ({cells})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled; {cells}: &quot;b3 or c4&quot;</extracomment>
        <translation>circular um dos {roll} ({cells})</translation>
    </message>
    <message>
        <source>circle one of the {roll}s</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled</extracomment>
        <translation>circular um dos {roll}</translation>
    </message>
    <message>
        <source>write it in an empty cell or {circle}</source>
        <extracomment>After &quot;with the 7 you can&quot;: {circle}: &quot;circle a 7 (b3)&quot;</extracomment>
        <translation>escrevê-lo num campo vazio ou {circle}</translation>
    </message>
    <message>
        <source>write it in an empty cell</source>
        <extracomment>After &quot;with the 7 you can&quot;</extracomment>
        <translation>escrevê-lo num campo vazio</translation>
    </message>
    <message>
        <source>The {value} in {cell} is circled already</source>
        <translation>O {value} em {cell} já está circulado</translation>
    </message>
    <message>
        <source>{cell} holds {value}</source>
        <translation>{cell} tem {value}</translation>
    </message>
    <message>
        <source>{held}: with the {roll} you can {options}</source>
        <extracomment>{held}: what the cell holds; {options}: &quot;write it in an empty cell or circle a 7 (b3)&quot;</extracomment>
        <translation>{held}: com o {roll} pode {options}</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Clique em {cell} para o circular como bónus da {line}</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field (this cell is in more than one)</source>
        <translation>Escolha primeiro a linha a circular: clique no seu campo branco (este campo pertence a mais de uma)</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field</source>
        <translation>Escolha primeiro a linha a circular: clique no seu campo branco</translation>
    </message>
    <message>
        <source>Click to take back the circle in {cell}</source>
        <translation>Clique para retirar o círculo em {cell}</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line} ({picked} of {required})</source>
        <extracomment>{picked} of {required}: this circle&apos;s number among the bonus circles, &quot;(2 of 3)&quot; forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Clique em {cell} para o circular como bónus da {line} ({picked} de {required})</translation>
    </message>
    <message>
        <source>{cell} cannot be circled for {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>{cell} não pode ser circulado para a {line}</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Este jogo terminou.</translation>
    </message>
    <message>
        <source>the computer players are still playing</source>
        <translation>os jogadores controlados pelo computador ainda estão a jogar</translation>
    </message>
    <message>
        <source>{player} rolls on another computer</source>
        <translation>{player} lança noutro computador</translation>
    </message>
    <message>
        <source>{player} rolled {roll}.</source>
        <translation>Saiu {roll} a {player}.</translation>
    </message>
    <message>
        <source>Nothing to undo since the last roll.</source>
        <translation>Nada para anular desde o último lançamento.</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}.</source>
        <translation>Todos jogaram o {roll}.</translation>
    </message>
    <message>
        <source>{text} {player} rolls next.</source>
        <extracomment>{text}: what happened; {player} rolls the next round</extracomment>
        <translation>{text} {player} lança a seguir.</translation>
    </message>
    <message>
        <source>Cannot roll: {reason}.</source>
        <translation>Não é possível lançar: {reason}.</translation>
    </message>
    <message>
        <source>{made}: choose the line to circle first (click its white field, or a cell only in that line).</source>
        <extracomment>{made}: what the roll completed, &quot;Full house in row 3 and Straight in d1&quot;</extracomment>
        <translation>{made}: escolha primeiro a linha a circular (clique no seu campo branco, ou num campo que só pertença a essa linha).</translation>
    </message>
    <message>
        <source>{circle} ({picked} chosen)</source>
        <extracomment>{circle}: &quot;circle 2 numbers&quot;; {picked}: how many of them the player has picked</extracomment>
        <translation>{circle} ({picked} escolhidos)</translation>
    </message>
    <message>
        <source>{combination}: {circle}.</source>
        <extracomment>{combination}: &quot;Full house in row 3&quot;; {circle}: &quot;circle 2 numbers&quot;</extracomment>
        <translation>{combination}: {circle}.</translation>
    </message>
    <message>
        <source>{text} Then: {later}.</source>
        <extracomment>{text}: the bonus now; {later}: the other lines&apos; bonus to circle after it</extracomment>
        <translation>{text} Depois: {later}.</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}</source>
        <translation>clique num campo vazio para escrever o {roll}</translation>
    </message>
    <message>
        <source>click an empty cell to write it</source>
        <translation>clique num campo vazio para o escrever</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}, or {number} to circle it</source>
        <extracomment>{number}: the roll with its article, &quot;a 7&quot;</extracomment>
        <translation>clique num campo vazio para escrever o {roll}, ou num {number} para o circular</translation>
    </message>
    <message>
        <source>click an empty cell to write it, or {number} to circle it</source>
        <translation>clique num campo vazio para o escrever, ou num {number} para o circular</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full, click {number} to circle it</source>
        <translation>a grelha de {player} está cheia: clique num {number} para o circular</translation>
    </message>
    <message>
        <source>your grid is full, click {number} to circle it</source>
        <translation>a sua grelha está cheia: clique num {number} para o circular</translation>
    </message>
    <message>
        <source>{what} ({cells})</source>
        <extracomment>{what}: &quot;click a 7 to circle it&quot;; {cells}: where, &quot;b3 or c4&quot;</extracomment>
        <translation>{what} ({cells})</translation>
    </message>
    <message>
        <source>You rolled {roll}: {what}.</source>
        <translation>Saiu {roll}: {what}.</translation>
    </message>
    <message>
        <source>{roller} rolled {roll}. {player}&apos;s turn: {what}.</source>
        <extracomment>{roller} rolled; it is {player}&apos;s turn to use the roll; {what}: what to click</extracomment>
        <translation>Saiu {roll} a {roller}. Vez de {player}: {what}.</translation>
    </message>
    <message>
        <source>{text} This is the last round.</source>
        <translation>{text} Esta é a última ronda.</translation>
    </message>
    <message>
        <source>Circled the bonus of {line}.</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Bónus da {line} circulado.</translation>
    </message>
    <message>
        <source>Wrote {roll} in {cell}.</source>
        <translation>{roll} escrito em {cell}.</translation>
    </message>
    <message>
        <source>Circled the {roll} in {cell}.</source>
        <translation>O {roll} em {cell} foi circulado.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Fim do jogo.</translation>
    </message>
    <message>
        <source>Roll again: press R.</source>
        <translation>Lance outra vez: prima R.</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <extracomment>A computer player is about to move</extracomment>
        <translation>{player} está a jogar…</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn; {later} plays later</source>
        <translation>É a vez de {player}; {later} joga depois</translation>
    </message>
    <message>
        <source>{player} has played this roll; waiting for {next}</source>
        <translation>{player} já jogou este lançamento; à espera de {next}</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <extracomment>{players}: the names of players on other computers, joined by commas</extracomment>
        <translation>À espera de {players}</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full</source>
        <translation>A grelha de {player} está cheia</translation>
    </message>
    <message>
        <source>{first}&apos;s and {second}&apos;s grids are full</source>
        <translation>As grelhas de {first} e de {second} estão cheias</translation>
    </message>
    <message>
        <source>Several grids are full</source>
        <translation>Várias grelhas estão cheias</translation>
    </message>
    <message>
        <source>{whose}: the game ends now.</source>
        <extracomment>{whose}: &quot;Ann&apos;s grid is full&quot;</extracomment>
        <translation>{whose}: o jogo acaba agora.</translation>
    </message>
    <message>
        <source>{whose}: the game is over.</source>
        <translation>{whose}: o jogo terminou.</translation>
    </message>
    <message>
        <source>{whose}: exactly one more roll follows, then the game ends.</source>
        <translation>{whose}: segue-se exatamente mais um lançamento e depois o jogo acaba.</translation>
    </message>
    <message>
        <source>Last round: {whose}; the game ends when everyone has played this roll.</source>
        <translation>Última ronda: {whose}; o jogo acaba quando todos tiverem jogado este lançamento.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice first: type the sum or click it, then confirm</source>
        <translation>Introduza primeiro o lançamento dos dados reais: escreva a soma ou clique nela e depois confirme</translation>
    </message>
    <message>
        <source>Roll the dice first: press R</source>
        <translation>Lance primeiro os dados: prima R</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice to start: type the sum or click it, then confirm.</source>
        <translation>Para começar, introduza o lançamento dos dados reais: escreva a soma ou clique nela e depois confirme.</translation>
    </message>
    <message>
        <source>Roll the dice to start: press R.</source>
        <translation>Lance os dados para começar: prima R.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice again: type the sum or click it, then confirm.</source>
        <translation>Introduza outra vez o lançamento dos dados reais: escreva a soma ou clique nela e depois confirme.</translation>
    </message>
    <message>
        <source>Roll the dice again: press R.</source>
        <translation>Lance os dados outra vez: prima R.</translation>
    </message>
    <message>
        <source>{player} has played the {roll}</source>
        <translation>{player} jogou o {roll}</translation>
    </message>
    <message>
        <source>You have played the {roll}</source>
        <translation>Jogou o {roll}</translation>
    </message>
    <message>
        <source>{reason}: enter the next roll</source>
        <translation>{reason}: introduza o próximo lançamento</translation>
    </message>
    <message>
        <source>{reason}: press R to roll again</source>
        <translation>{reason}: prima R para lançar outra vez</translation>
    </message>
    <message>
        <source>Enter the next roll.</source>
        <translation>Introduza o próximo lançamento.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls on another computer.</source>
        <extracomment>{player}: who rolls next, on their own computer (a network game)</extracomment>
        <translation>Próximo lançamento: {player} lança noutro computador.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls by itself.</source>
        <extracomment>{player}: the computer player who rolls next, nobody presses R</extracomment>
        <translation>Próximo lançamento: {player} lança sozinho.</translation>
    </message>
    <message>
        <source>{player} has no empty cell and no {roll} left to circle, so {player} passes.</source>
        <translation>{player} não tem campos vazios nem nenhum {roll} por circular, por isso {player} passa.</translation>
    </message>
    <message>
        <source>You rolled {roll}: no empty cell and no {roll} left to circle, so you pass.</source>
        <translation>Saiu {roll}: não há campos vazios nem nenhum {roll} por circular, por isso passa.</translation>
    </message>
    <message>
        <source>Undone. {player} plays again.</source>
        <translation>Anulado. {player} joga outra vez.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Anulado.</translation>
    </message>
    <message>
        <source>The game is over: its result is final, there is nothing to undo.</source>
        <translation>O jogo terminou: o resultado é definitivo, não há nada para anular.</translation>
    </message>
    <message>
        <source>Now it is {now}&apos;s turn: the click or key meant for {meant_for} changed nothing.</source>
        <translation>Agora é a vez de {now}: o clique ou a tecla destinados a {meant_for} não mudaram nada.</translation>
    </message>
    <message>
        <source>This is {shown}&apos;s sheet, to look at only: {player}&apos;s sheet is the one to play (click its card below)</source>
        <translation>Esta é a folha de {shown}, só para ver: a folha em jogo é a de {player} (clique no seu cartão em baixo)</translation>
    </message>
    <message>
        <source>Click to circle the bonus of {line} first</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Clique primeiro para circular o bónus da {line}</translation>
    </message>
    <message>
        <source>{line} has no bonus due</source>
        <translation>A {line} não tem bónus pendente</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;System Language ({0})</source>
        <translation>Idioma do &amp;sistema ({0})</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Licenças</translation>
    </message>
    <message>
        <source>Knaster Qt and the parts its installers carry, with their licences. Choose a part to read its licence in full.</source>
        <translation>O Knaster Qt e as partes que os seus instaladores incluem, com as respetivas licenças. Escolha uma parte para ler a sua licença completa.</translation>
    </message>
    <message>
        <source>parts of Knaster Qt</source>
        <translation>partes do Knaster Qt</translation>
    </message>
</context>
<context>
    <name>LineModel</name>
    <message numerus="yes">
        <source>{line}: %n point(s) (scored)</source>
        <translation>
            <numerusform>{line}: %n ponto (pontuada)</numerusform>
            <numerusform>{line}: %n pontos (pontuada)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) (circle {circles} for the bonus)</source>
        <extracomment>{circles}: the bonus circles still due in the line (1 to 3)</extracomment>
        <translation>
            <numerusform>{line}: %n ponto (circule {circles} para o bónus)</numerusform>
            <numerusform>{line}: %n pontos (circule {circles} para o bónus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s)</source>
        <extracomment>A line of the sheet and the points of its white field: &quot;row 3: 8 points&quot;</extracomment>
        <translation>
            <numerusform>{line}: %n ponto</numerusform>
            <numerusform>{line}: %n pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoopTilesAccessibility</name>
    <message>
        <source>{0}, value {1}</source>
        <extracomment>A tile as a screen reader says it: {0}: the sides its lines reach, &quot;north and east&quot;; {1}: its value</extracomment>
        <translation>{0}, valor {1}</translation>
    </message>
    <message>
        <source>tile {0}</source>
        <translation>ficha {0}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazia</translation>
    </message>
    <message>
        <source>, the centre</source>
        <translation>, o centro</translation>
    </message>
    <message>
        <source>, the held tile fits</source>
        <translation>, a ficha na mão encaixa aqui</translation>
    </message>
    <message>
        <source>: {0} points</source>
        <translation>: {0} pontos</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>virada para baixo</translation>
    </message>
    <message>
        <source>, held</source>
        <translation>, na mão</translation>
    </message>
    <message>
        <source>, fits nowhere</source>
        <translation>, não encaixa em lado nenhum</translation>
    </message>
    <message>
        <source>rack tile {0}</source>
        <translation>ficha {0} do suporte</translation>
    </message>
</context>
<context>
    <name>LoopTilesController</name>
    <message>
        <source>That tile cannot go there: {0}.</source>
        <translation>Essa ficha não pode ir para aí: {0}.</translation>
    </message>
    <message>
        <source>Hint: exchange your tiles.</source>
        <translation>Dica: troque as suas fichas.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Dica: termine o seu turno.</translation>
    </message>
    <message>
        <source>Hint: the {0} tile on {1} scores {2}.</source>
        <translation>Dica: a ficha {0} em {1} vale {2} pontos.</translation>
    </message>
    <message>
        <source>{0} placed the {1} tile on {2}: {3} points (this turn {4}).</source>
        <translation>{0} colocou a ficha {1} em {2}: {3} pontos (neste turno {4}).</translation>
    </message>
    <message>
        <source>{0} exchanged their tiles.</source>
        <translation>{0} trocou as suas fichas.</translation>
    </message>
    <message>
        <source>The {0} tile is back on your rack from {1}.</source>
        <translation>A ficha {0} voltou de {1} para o seu suporte.</translation>
    </message>
    <message>
        <source>{0} scored {1} this turn.</source>
        <translation>{0} marcou {1} pontos neste turno.</translation>
    </message>
</context>
<context>
    <name>LoopTilesEntry</name>
    <message>
        <source>&amp;Open (rulebook)</source>
        <translation>Sem &amp;limite de turnos (regra oficial)</translation>
    </message>
    <message>
        <source>Until the bag is empty and no tile fits, or a round passes without a tile</source>
        <translation>Até o saco ficar vazio e nenhuma ficha encaixar, ou passar uma ronda sem nenhuma ficha colocada</translation>
    </message>
    <message>
        <source>&amp;Fixed turns</source>
        <translation>Número &amp;fixo de turnos</translation>
    </message>
    <message>
        <source>2 players 13 turns each, 3 players 9, 4 players 7 (2 to 4 players)</source>
        <translation>2 jogadores: 13 turnos cada; 3 jogadores: 9; 4 jogadores: 7 (2 a 4 jogadores)</translation>
    </message>
    <message>
        <source>Each in turn places up to three tiles; solo is practice.</source>
        <translation>Cada um, no seu turno, coloca até três fichas; a solo é treino.</translation>
    </message>
    <message>
        <source>Take back the last tile placed this turn ({key})</source>
        <translation>Retirar a última ficha colocada neste turno ({key})</translation>
    </message>
    <message>
        <source>the tile to place first and its square, as the strong computer player would</source>
        <extracomment>Settings, after &quot;Loop Tiles: &quot; below the Hints box</extracomment>
        <translation>a ficha a colocar primeiro e a sua casa, como faria o computador no nível forte</translation>
    </message>
    <message>
        <source>computer players place their tiles one by one at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Loop Tiles: &quot;</extracomment>
        <translation>os jogadores controlados pelo computador colocam as fichas uma a uma, a um ritmo visível</translation>
    </message>
    <message>
        <source>after the board game {original} ({publisher}, {year}); “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Loop Tiles: &quot;; {original}: Loopit, {name}: Loop Tiles</extracomment>
        <translation>segundo o jogo de tabuleiro {original} ({publisher}, {year}); «{name}» é o nome que lhe damos</translation>
    </message>
</context>
<context>
    <name>LoopTilesGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Loop Tiles!&lt;/b&gt; This guide plays your first turn with you. Tiles go on this board so that their lines join; the game starts from the tile on the centre square.</source>
        <translation>&lt;b&gt;Bem-vindo ao Loop Tiles!&lt;/b&gt; Este guia joga consigo o seu primeiro turno. As fichas vão para este tabuleiro de modo que as suas linhas se liguem; o jogo começa pela ficha da casa central.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: choose a tile.</source>
        <translation>&lt;b&gt;O seu suporte&lt;/b&gt;: escolha uma ficha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: five tiles, each with lines and a value. Take the {value} tile: click it (or drag it to the board).</source>
        <translation>&lt;b&gt;O seu suporte&lt;/b&gt;: cinco fichas, cada uma com linhas e um valor. Pegue na ficha {value}: clique nela (ou arraste-a para o tabuleiro).</translation>
    </message>
    <message>
        <source>This tile fits nowhere now: click it again and take another one.</source>
        <translation>Esta ficha não encaixa em lado nenhum agora: clique nela outra vez e pegue noutra.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;lit squares&lt;/b&gt; are where the {value} tile fits: its lines join there, and no line is blocked. Click the ringed square: it scores {points}.</source>
        <translation>As &lt;b&gt;casas acesas&lt;/b&gt; são onde a ficha {value} encaixa: aí as suas linhas ligam-se e nenhuma linha fica bloqueada. Clique na casa assinalada: vale {points} pontos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The turn&apos;s score&lt;/b&gt; so far: {points}. You may place up to three tiles in a turn, one after another; {undo} takes the last one back.</source>
        <translation>&lt;b&gt;A pontuação do turno&lt;/b&gt; até agora: {points}. Pode colocar até três fichas por turno, uma após outra; {undo} retira a última.</translation>
    </message>
    <message>
        <source>Place more tiles if you like, then click &lt;b&gt;End turn&lt;/b&gt;: your rack is filled up again from the bag.</source>
        <translation>Coloque mais fichas se quiser e depois clique em &lt;b&gt;Terminar o turno&lt;/b&gt;: o seu suporte é reposto a partir do saco.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn is written on the pad&lt;/b&gt;: {points} points in all. Play on as you like: the game ends when the bag is empty and no tile fits, or after a round without a tile. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;O seu turno está na folha de pontuação&lt;/b&gt;: {points} pontos no total. Continue a jogar à vontade: o jogo termina quando o saco está vazio e nenhuma ficha encaixa, ou depois de uma ronda sem fichas. Ajuda &gt; Regras explica tudo.</translation>
    </message>
    <message>
        <source>{value} × {bonus}</source>
        <translation>{value} × {bonus}</translation>
    </message>
    <message>
        <source>&lt;b&gt;A line joined!&lt;/b&gt; A tile scores its value (times the square&apos;s bonus, if it has one) plus the value of every tile its lines join: {sum} = {points} points.</source>
        <translation>&lt;b&gt;Uma linha ligada!&lt;/b&gt; Uma ficha vale o seu valor (vezes o bónus da casa, se tiver um) mais o valor de cada ficha a que as suas linhas a ligam: {sum} = {points} pontos.</translation>
    </message>
</context>
<context>
    <name>LoopTilesPad</name>
    <message>
        <source>score pad</source>
        <comment>the printed pad&apos;s title</comment>
        <translation>folha de pontuação</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>heading of the turns&apos; column</comment>
        <translation>turno</translation>
    </message>
    <message>
        <source>total</source>
        <comment>the pad&apos;s last row</comment>
        <translation>total</translation>
    </message>
    <message>
        <source>ex</source>
        <comment>short for exchange</comment>
        <extracomment>A turn&apos;s cell: the player exchanged their tiles (a short note, 2 letters)</extracomment>
        <translation>tr</translation>
    </message>
</context>
<context>
    <name>LoopTilesPlayArea</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Aumentar &amp;zoom</translation>
    </message>
    <message>
        <source>Zoom O&amp;ut</source>
        <translation>Diminuir z&amp;oom</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>Ajustar o ta&amp;buleiro</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>En&amp;d Turn</source>
        <translation>Terminar o t&amp;urno</translation>
    </message>
    <message>
        <source>E&amp;xchange Tiles</source>
        <translation>Trocar &amp;fichas</translation>
    </message>
    <message>
        <source>En&amp;d turn</source>
        <translation>&amp;Terminar o turno</translation>
    </message>
    <message>
        <source>E&amp;xchange tiles</source>
        <translation>Tro&amp;car fichas</translation>
    </message>
    <message>
        <source>When none of your tiles fits: return them all, draw new ones, score 0</source>
        <translation>Quando nenhuma das suas fichas encaixa: devolva-as todas, tire fichas novas e marque 0 pontos</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>O seu suporte</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Folha de pontuação</translation>
    </message>
    <message>
        <source>The fixed-turns variant is for 2 to 4 players: open game.</source>
        <translation>A variante de turnos fixos é para 2 a 4 jogadores: joga-se sem limite de turnos.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n jogador.</numerusform>
            <numerusform>%n jogadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation>Terminar o turno</translation>
    </message>
    <message>
        <source>&amp;Go on playing</source>
        <translation>&amp;Continuar a jogar</translation>
    </message>
    <message>
        <source>Take a tile from your rack first (click or drag it).</source>
        <translation>Primeiro escolha uma ficha do seu suporte (clique nela ou arraste-a).</translation>
    </message>
    <message>
        <source>Pass to {0}
{0}, click when ready</source>
        <translation>Passe o computador a {0}
{0}, clique quando estiver pronto</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final ranking&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</source>
        <translation>&lt;b&gt;Classificação final&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Game over: {0} wins.</source>
        <translation>Fim do jogo: {0} ganha.</translation>
    </message>
    <message>
        <source>Game over: {0} share the win.</source>
        <translation>Fim do jogo: {0} partilham a vitória.</translation>
    </message>
    <message>
        <source>{0} is playing on another computer…</source>
        <translation>{0} joga noutro computador…</translation>
    </message>
    <message>
        <source>{0} (computer) is playing…</source>
        <translation>{0} (computador) está a jogar…</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>Turno de {0}</translation>
    </message>
    <message>
        <source>The game is over. New Game starts another one.</source>
        <translation>O jogo terminou. Novo jogo começa outro.</translation>
    </message>
    <message>
        <source>Hand the screen to {0}; {0} clicks the big button when ready.</source>
        <translation>Passe o ecrã a {0}; {0} clica no botão grande quando estiver pronto.</translation>
    </message>
    <message>
        <source>Wait while {0} places tiles.</source>
        <translation>Aguarde enquanto {0} coloca fichas.</translation>
    </message>
    <message>
        <source>The {0} tile fits nowhere now: choose another tile, or end your turn ({1}).</source>
        <translation>A ficha {0} não encaixa em lado nenhum agora: escolha outra ficha ou termine o turno ({1}).</translation>
    </message>
    <message>
        <source>Place the {0} tile on a lit square (each shows its points), or click it again to put it back.</source>
        <translation>Coloque a ficha {0} numa casa acesa (cada uma mostra os seus pontos) ou clique nela outra vez para a pousar.</translation>
    </message>
    <message>
        <source>Three tiles placed, the most in a turn: end your turn ({0}), or take the last one back ({1}).</source>
        <translation>Três fichas colocadas, o máximo num turno: termine o turno ({0}) ou retire a última ({1}).</translation>
    </message>
    <message>
        <source>None of your other tiles fits now: end your turn ({0}).</source>
        <translation>Nenhuma das suas outras fichas encaixa agora: termine o turno ({0}).</translation>
    </message>
    <message>
        <source>Place another tile (up to three in a turn), or end your turn ({0}).</source>
        <translation>Coloque outra ficha (até três por turno) ou termine o turno ({0}).</translation>
    </message>
    <message>
        <source>None of your tiles fits anywhere: exchange them (Exchange tiles), or end your turn.</source>
        <translation>Nenhuma das suas fichas encaixa em lado nenhum: troque-as (Trocar fichas) ou termine o turno.</translation>
    </message>
    <message>
        <source>Choose a tile from your rack: click it (the squares where it fits light up), or drag it to the board.</source>
        <translation>Escolha uma ficha do seu suporte: clique nela (as casas onde encaixa acendem-se) ou arraste-a para o tabuleiro.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits, and a round without a tile ends the game.</source>
        <translation>Terminar o turno sem colocar nenhuma ficha? Pelo menos uma das suas fichas encaixa, e uma ronda sem fichas termina o jogo.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits on the board.</source>
        <translation>Terminar o turno sem colocar nenhuma ficha? Pelo menos uma das suas fichas encaixa no tabuleiro.</translation>
    </message>
    <message>
        <source>This turn: {0} points, {1} of 3 tiles placed · bag: {2}</source>
        <translation>Este turno: {0} pontos, {1} de 3 fichas colocadas · saco: {2}</translation>
    </message>
</context>
<context>
    <name>LoopTilesReplay</name>
    <message>
        <source>Replay of {0}</source>
        <translation>Rever {0}</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Passo {0} de {1}</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Não é possível rever o jogo</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Início</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Recuar</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avançar ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fim ▶|</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Abrir jogo…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>LoopTilesRules</name>
    <message>
        <source>Loop Tiles — Rules</source>
        <translation>Loop Tiles — Regras</translation>
    </message>
    <message>
        <source># Loop Tiles</source>
        <translation># Loop Tiles</translation>
    </message>
    <message>
        <source>A tile game for 2 to 4 players; in the app you can also practise alone.</source>
        <translation>Um jogo de fichas para 2 a 4 jogadores; na aplicação também pode praticar sozinho.</translation>
    </message>
    <message>
        <source>Tiles with winding lines and a value 1–8 are laid on a 13×13 board so that their lines connect. Each player has a rack of 5 tiles; the game starts from one tile on the centre square.</source>
        <translation>Fichas com linhas sinuosas e um valor de 1 a 8 são colocadas num tabuleiro de 13 × 13 casas de modo a que as suas linhas se liguem. Cada jogador tem um suporte com 5 fichas; o jogo começa com uma ficha na casa central.</translation>
    </message>
    <message>
        <source>## A turn</source>
        <translation>## Um turno</translation>
    </message>
    <message>
        <source>Place up to three tiles from your rack, one after another, then end the turn; your rack is refilled from the bag. Tiles are never rotated.</source>
        <translation>Coloque até três fichas do seu suporte, uma após outra, e termine o turno; o seu suporte é reposto a partir do saco. As fichas nunca se rodam.</translation>
    </message>
    <message>
        <source>A tile may go on an empty square beside a tile when every shared edge joins line to line or blank to blank, at least one line is continued, and no line runs off the board.</source>
        <translation>Uma ficha pode ir para uma casa vazia ao lado de outra ficha quando cada lado comum liga linha com linha ou lado vazio com lado vazio, pelo menos uma linha continua e nenhuma linha sai do tabuleiro.</translation>
    </message>
    <message>
        <source>A line joined: the 2 tile continues a line of the start tile and scores 2 + 7 = 9.</source>
        <translation>Uma linha ligada: a ficha 2 continua uma linha da ficha inicial e vale 2 + 7 = 9.</translation>
    </message>
    <message>
        <source>A blocked line: the 3 tile may not go above the start tile, whose line would end at its blank side.</source>
        <translation>Uma linha bloqueada: a ficha 3 não pode ir para a casa acima da ficha inicial, cuja linha acabaria no seu lado vazio.</translation>
    </message>
    <message>
        <source>A border square: the 7 tile may not go on A7, where its line would run off the board.</source>
        <translation>Uma casa da borda: a ficha 7 não pode ir para A7, onde a sua linha sairia do tabuleiro.</translation>
    </message>
    <message>
        <source>The tiles of one turn need not touch each other. You may end your turn after fewer tiles, or none, even when another tile would fit.</source>
        <translation>As fichas de um turno não precisam de se tocar. Pode terminar o turno com menos fichas, ou sem nenhuma, mesmo que outra ficha encaixasse.</translation>
    </message>
    <message>
        <source>## Scoring</source>
        <translation>## Pontuação</translation>
    </message>
    <message>
        <source>A tile scores its value times the square&apos;s bonus (x2 … x6), plus the values of the tiles its lines join, tiles placed earlier in the same turn included.</source>
        <translation>Uma ficha vale o seu valor vezes o bónus da casa (x2 … x6), mais os valores das fichas a que as suas linhas a ligam, incluindo as colocadas antes no mesmo turno.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s turn: the 2 joined to the 7 scores 9; the 3 joined to the 4 and the 5 scores 12; the 2 on a x2 square joined to the 3 placed just before scores 2 × 2 + 3 = 7. The turn scores 9 + 12 + 7 = 28.</source>
        <translation>O turno do livro de regras: o 2 ligado ao 7 vale 9; o 3 ligado ao 4 e ao 5 vale 12; o 2 numa casa x2 ligado ao 3 colocado mesmo antes vale 2 × 2 + 3 = 7. O turno vale 9 + 12 + 7 = 28.</translation>
    </message>
    <message>
        <source>The game ends when the bag is empty and nobody can place, or when a whole round passes without a tile. The highest total wins; players with the same total share the place.</source>
        <translation>O jogo acaba quando o saco está vazio e ninguém pode colocar, ou quando passa uma ronda inteira sem nenhuma ficha colocada. Ganha o total mais alto; jogadores com o mesmo total partilham o lugar.</translation>
    </message>
    <message>
        <source>End turn finishes your turn. Exchange tiles can be clicked when you are stuck: nothing placed this turn and none of your tiles fits.</source>
        <translation>O botão Terminar o turno acaba o seu turno. Pode clicar em Trocar fichas quando estiver bloqueado: nada colocado neste turno e nenhuma das suas fichas encaixa.</translation>
    </message>
    <message>
        <source>## The end</source>
        <translation>## O fim</translation>
    </message>
    <message>
        <source>Exchange: a player who has placed no tile this turn and none of whose tiles fits anywhere may return the whole rack to the bag instead; the bag is shuffled and they draw as many tiles (some may be their own again). That ends the turn and scores 0. After placing a tile, no exchange is allowed in that turn.</source>
        <translation>Troca: um jogador que não colocou nenhuma ficha neste turno e que não tem nenhuma ficha que encaixe em lado nenhum pode, em vez disso, devolver o suporte inteiro ao saco; as fichas do saco são misturadas e ele tira outras tantas (algumas podem voltar a ser as suas). Isso termina o turno e vale 0. Depois de colocar uma ficha, já não se pode trocar nesse turno.</translation>
    </message>
    <message>
        <source>Variant: each player plays a fixed number of turns — 13 with 2 players, 9 with 3, 7 with 4 — and only that ends the game. Before it starts, 4 tiles (2 players) or 2 tiles (3 players) are set aside unseen.</source>
        <translation>Variante: cada jogador joga um número fixo de turnos — 13 com 2 jogadores, 9 com 3, 7 com 4 — e só isso acaba o jogo. Antes de começar, põem-se de parte, sem as ver, 4 fichas (2 jogadores) ou 2 fichas (3 jogadores).</translation>
    </message>
    <message>
        <source>## In the app</source>
        <translation>## Na aplicação</translation>
    </message>
    <message>
        <source>Drag a tile from your rack to the board, or click it and then a square: the squares where it fits light up and show its points. {undo} takes the last tile of the turn back. {ctrl}+wheel zooms, the middle button pans.</source>
        <translation>Arraste uma ficha do seu suporte para o tabuleiro, ou clique nela e depois numa casa: as casas onde a ficha encaixa acendem-se e mostram os pontos que ela daria. {undo} retira a última ficha do turno. {ctrl}+roda do rato faz zoom, o botão do meio desloca a vista.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>o jogo terminou</translation>
    </message>
    <message>
        <source>{tile} is not on player {player}&apos;s rack</source>
        <extracomment>{tile}: a tile as players see it (&quot;the 8 tile&quot;); {player}: a seat counted from 1</extracomment>
        <translation>{tile} não está no suporte do jogador {player}</translation>
    </message>
    <message>
        <source>at most {count} tiles may be placed in a turn</source>
        <translation>podem colocar-se no máximo {count} fichas num turno</translation>
    </message>
    <message>
        <source>no tile placed this turn to take back</source>
        <translation>nenhuma ficha colocada neste turno para retirar</translation>
    </message>
    <message>
        <source>a player who has placed a tile this turn cannot exchange</source>
        <translation>um jogador que colocou uma ficha neste turno não pode trocar</translation>
    </message>
    <message>
        <source>only a player none of whose tiles fits may exchange</source>
        <translation>só um jogador sem nenhuma ficha que encaixe pode trocar</translation>
    </message>
    <message>
        <source>that square is not on the board</source>
        <translation>essa casa não está no tabuleiro</translation>
    </message>
    <message>
        <source>{square} is taken</source>
        <translation>{square} está ocupada</translation>
    </message>
    <message>
        <source>{square} has no tile beside it</source>
        <translation>{square} não tem nenhuma ficha ao lado</translation>
    </message>
    <message>
        <source>the line to the {side} of {tile} runs into a blank side at {square}</source>
        <extracomment>{side}: north, east, south or west ({side:from}: &quot;from the north&quot;, {side:edge}: &quot;north edge&quot;); {tile}: &quot;the 8 tile&quot; ({tile:of}: &quot;of the 8 tile&quot;)</extracomment>
        <translation>a linha do lado {side} {tile:of} esbarra num lado vazio em {square}</translation>
    </message>
    <message>
        <source>{tile} would block a line from the {side} at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;</extracomment>
        <translation>{tile} bloquearia uma linha vinda do lado {side} em {square}</translation>
    </message>
    <message>
        <source>{tile} continues no line at {square}</source>
        <translation>{tile} não continua nenhuma linha em {square}</translation>
    </message>
    <message>
        <source>a line of {tile} would run off the board&apos;s {side} edge at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;; {tile:of} &quot;of the 8 tile&quot;</extracomment>
        <translation>uma linha {tile:of} sairia do tabuleiro pelo lado {side} em {square}</translation>
    </message>
    <message>
        <source>north</source>
        <translation>norte</translation>
    </message>
    <message>
        <source>from the north</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the north&quot;)</extracomment>
        <translation>do norte</translation>
    </message>
    <message>
        <source>north edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s north edge&quot;)</extracomment>
        <translation>lado norte</translation>
    </message>
    <message>
        <source>east</source>
        <translation>leste</translation>
    </message>
    <message>
        <source>from the east</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the east&quot;)</extracomment>
        <translation>do este</translation>
    </message>
    <message>
        <source>east edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s east edge&quot;)</extracomment>
        <translation>lado este</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sul</translation>
    </message>
    <message>
        <source>from the south</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the south&quot;)</extracomment>
        <translation>do sul</translation>
    </message>
    <message>
        <source>south edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s south edge&quot;)</extracomment>
        <translation>lado sul</translation>
    </message>
    <message>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <source>from the west</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the west&quot;)</extracomment>
        <translation>do oeste</translation>
    </message>
    <message>
        <source>west edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s west edge&quot;)</extracomment>
        <translation>lado oeste</translation>
    </message>
    <message>
        <source>the {value} tile</source>
        <extracomment>{value}: the value printed on the tile, 1 to 8</extracomment>
        <translation>a ficha {value}</translation>
    </message>
    <message>
        <source>of the {value} tile</source>
        <extracomment>{tile:of}: whose (&quot;a line of the 8 tile&quot;; German &quot;des Plättchens 8&quot;)</extracomment>
        <translation>da ficha {value}</translation>
    </message>
</context>
<context>
    <name>LoopTilesSheet</name>
    <message>
        <source>{player} wins</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the winner: &quot;Ann wins&quot;</extracomment>
        <translation>{player} vence</translation>
    </message>
    <message>
        <source>{players} win</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the players who share the win</extracomment>
        <translation>{players} vencem</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Knaster</source>
        <translation>Knaster</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Novo</translation>
    </message>
    <message>
        <source>Start a new game ({key})</source>
        <translation>Começar um jogo novo ({key})</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Open a saved game ({key})</source>
        <translation>Abrir um jogo guardado ({key})</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save the game ({key})</source>
        <translation>Guardar o jogo ({key})</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Start a game with friends on other computers of your network</source>
        <translation>Começar um jogo com amigos noutros computadores da sua rede</translation>
    </message>
    <message>
        <source>Stop Hosting the Ga&amp;me</source>
        <translation>Dei&amp;xar de hospedar</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Pré-visualizar impressão…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportar PDF…</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimações</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>Host Networ&amp;k Game…</source>
        <translation>&amp;Hospedar jogo em rede…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Entrar num &amp;jogo em rede…</translation>
    </message>
    <message>
        <source>Take a seat in a game hosted on another computer of your network</source>
        <translation>Ocupar um lugar num jogo hospedado noutro computador da sua rede</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>Dei&amp;xar o jogo em rede</translation>
    </message>
    <message>
        <source>Stop playing with the host; the game stays on this screen and your seat waits for you</source>
        <translation>Deixar de jogar com o anfitrião; o jogo fica neste ecrã e o seu lugar fica à sua espera</translation>
    </message>
    <message>
        <source>Stop serving the game to the other computers; it stays on this screen</source>
        <translation>Deixar de servir o jogo aos outros computadores; ele fica neste ecrã</translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation>Re&amp;ver jogo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Recovered &amp;Games…</source>
        <translation>Jogos re&amp;cuperados…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Definições…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Lançar os dados</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Lançar os dois dados (R)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anular</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anular</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Anular o seu último passo neste lançamento ({key})</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>O que o computador no nível forte faria no seu lugar (H; H outra vez faz essa jogada)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>How to play Knaster (F1)</source>
        <translation>Como jogar Knaster (F1)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>First Game &amp;Guide</source>
        <translation>&amp;Guia do primeiro jogo</translation>
    </message>
    <message>
        <source>A short solo game in which the app shows what to do, step by step</source>
        <translation>Um jogo curto a solo em que a aplicação mostra o que fazer, passo a passo</translation>
    </message>
    <message>
        <source>&amp;About Knaster Qt</source>
        <translation>&amp;Sobre o Knaster Qt</translation>
    </message>
    <message>
        <source>cannot read the file: {0}</source>
        <translation>não é possível ler o ficheiro: {0}</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir jogo</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar jogo</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it?</source>
        <translation>{0} já existe. Substituí-lo?</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Não é possível abrir o jogo</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, linha {1}: {2}</translation>
    </message>
    <message>
        <source>Opened {0}.</source>
        <translation>{0} aberto.</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Não é possível guardar o jogo</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>{0} guardado.</translation>
    </message>
    <message>
        <source>Knaster Qt was started again: this window is the one playing (one per data folder).</source>
        <translation>O Knaster Qt foi iniciado outra vez: o jogo continua nesta janela (uma por pasta de dados).</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sem título</translation>
    </message>
    <message>
        <source>{0}[*] — {1}</source>
        <translation>{0}[*] — {1}</translation>
    </message>
    <message>
        <source>{game}: {what}</source>
        <extracomment>Edit &gt; Animations&apos; status tip: the game on screen and what its animations are</extracomment>
        <translation>{game}: {what}</translation>
    </message>
    <message>
        <source>How to play {0} (F1)</source>
        <translation>Como jogar {0} (F1)</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>A move the other players have seen cannot be taken back.</source>
        <translation>Uma jogada que os outros jogadores já viram não pode ser anulada.</translation>
    </message>
    <message>
        <source>Your unfinished move no longer fits the game; play it again.</source>
        <translation>A sua jogada por acabar já não se encaixa no jogo; jogue-a de novo.</translation>
    </message>
    <message>
        <source>The host refused the move: {reason}.</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>O anfitrião recusou a jogada: {reason}.</translation>
    </message>
    <message>
        <source>{player}: free</source>
        <translation>{player}: livre</translation>
    </message>
    <message>
        <source>{player}: away</source>
        <translation>{player}: ausente</translation>
    </message>
    <message>
        <source>{player}: joined, thinking</source>
        <translation>{player}: entrou, a pensar</translation>
    </message>
    <message>
        <source>{player}: joined</source>
        <translation>{player}: entrou</translation>
    </message>
    <message>
        <source>No seat is free</source>
        <translation>Nenhum lugar livre</translation>
    </message>
    <message>
        <source>Free: {players}</source>
        <translation>Livres: {players}</translation>
    </message>
    <message>
        <source>{game}, hosted by {host}</source>
        <translation>{game}, hospedado por {host}</translation>
    </message>
    <message>
        <source>&amp;Take Seat</source>
        <translation>&amp;Ocupar o lugar</translation>
    </message>
    <message>
        <source>Click a game, then type its join code.</source>
        <translation>Clique num jogo e escreva o seu código de entrada.</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>À procura de jogos nesta rede…</translation>
    </message>
    <message>
        <source>Games on this network cannot be looked for ({reason}). Type the host&apos;s address.</source>
        <translation>Não é possível procurar jogos nesta rede ({reason}). Escreva o endereço do anfitrião.</translation>
    </message>
    <message>
        <source>Pick your seat.</source>
        <translation>Escolha o seu lugar.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Todos os lugares deste jogo estão ocupados.</translation>
    </message>
    <message>
        <source>Waiting for: {players}</source>
        <translation>À espera de: {players}</translation>
    </message>
    <message>
        <source>Away: {players}</source>
        <translation>Ausentes: {players}</translation>
    </message>
    <message>
        <source>{game} cannot be played over the network yet.</source>
        <translation>{game} ainda não pode ser jogado em rede.</translation>
    </message>
    <message>
        <source>Cannot host the game: {reason}</source>
        <translation>Não é possível hospedar o jogo: {reason}</translation>
    </message>
    <message>
        <source>The game is not announced on the network ({reason}): tell your friends the address and port.</source>
        <translation>O jogo não é anunciado na rede ({reason}): diga aos seus amigos o endereço e a porta.</translation>
    </message>
    <message>
        <source>Port {old} is taken now: the game is hosted again on port {port}. Tell the other players.</source>
        <translation>A porta {old} está agora ocupada: o jogo volta a ser hospedado na porta {port}. Avise os outros jogadores.</translation>
    </message>
    <message>
        <source>The game is hosted again: the other players rejoin by themselves.</source>
        <translation>O jogo volta a ser hospedado: os outros jogadores voltam a entrar sozinhos.</translation>
    </message>
    <message>
        <source>The network game could not be hosted again: its file cannot be used ({reason}). The game goes on at this screen only; the file was kept as {file}.</source>
        <extracomment>{reason}: why, in English (the file&apos;s words)</extracomment>
        <translation>Não foi possível voltar a hospedar o jogo em rede: o seu ficheiro não pode ser usado ({reason}). O jogo continua só neste ecrã; o ficheiro foi guardado como {file}.</translation>
    </message>
    <message>
        <source>Cannot Host the Game Again</source>
        <translation>Não é possível voltar a hospedar o jogo</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>A ligar…</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Ligação perdida; a tentar de novo…</translation>
    </message>
    <message>
        <source>Connected to the host again.</source>
        <translation>Novamente ligado ao anfitrião.</translation>
    </message>
    <message>
        <source>This app does not know the host&apos;s game.</source>
        <translation>Esta aplicação não conhece o jogo do anfitrião.</translation>
    </message>
    <message>
        <source>The network game has ended: {reason}</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>O jogo em rede terminou: {reason}</translation>
    </message>
    <message>
        <source>the host did not come back</source>
        <translation>o anfitrião não voltou</translation>
    </message>
    <message>
        <source>the host sent something unreadable ({error})</source>
        <extracomment>{error}: what was wrong with it, in English (the protocol&apos;s words)</extracomment>
        <translation>o anfitrião enviou algo ilegível ({error})</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>a ligação terminou</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Folha</translation>
    </message>
    <message>
        <source>{0} to {1} players</source>
        <translation>{0} a {1} jogadores</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 jogador</translation>
    </message>
    <message>
        <source>Who plays? {0}, each a person at this screen or a computer player.</source>
        <translation>Quem joga? {0}; cada um é uma pessoa aqui presente ou um jogador controlado pelo computador.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>New Game — {0}</source>
        <translation>Novo jogo — {0}</translation>
    </message>
    <message>
        <source>name of player {0}</source>
        <translation>nome do jogador {0}</translation>
    </message>
    <message>
        <source>player {0} plays as</source>
        <translation>o jogador {0} joga como</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Distribuída</translation>
    </message>
    <message>
        <source>sheet of player {0}</source>
        <translation>folha do jogador {0}</translation>
    </message>
    <message>
        <source>Dealt: the first sheet nobody has, in seat order</source>
        <translation>Distribuída: a primeira folha que ninguém tem, pela ordem dos lugares</translation>
    </message>
    <message>
        <source>a game has {0} to {1} players, not {2}</source>
        <translation>um jogo tem de {0} a {1} jogadores, não {2}</translation>
    </message>
    <message>
        <source>two players are called {0}</source>
        <translation>dois jogadores chamam-se {0}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a computer level ({1})</source>
        <translation>«{0}» não é um nível do computador ({1})</translation>
    </message>
    <message>
        <source>there is no sheet side &apos;{0}&apos;</source>
        <translation>não há nenhum lado da folha «{0}»</translation>
    </message>
    <message>
        <source>there is no sheet &apos;{0}&apos;</source>
        <translation>não há nenhuma folha «{0}»</translation>
    </message>
    <message>
        <source>two players have sheet {0}</source>
        <translation>dois jogadores têm a folha {0}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>which game</source>
        <translation>que jogo</translation>
    </message>
    <message>
        <source>Who plays? 1 to 12 players, each a person at this screen or a computer player. Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Quem joga? 1 a 12 jogadores; cada um é uma pessoa aqui presente ou um jogador controlado pelo computador. Todos jogam o mesmo lançamento, por esta ordem; quem lança muda a cada ronda.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>players</source>
        <translation>jogadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Joga como</translation>
    </message>
    <message>
        <source>Add &amp;Person</source>
        <translation>Adicionar &amp;pessoa</translation>
    </message>
    <message>
        <source>Add a person who plays at this screen</source>
        <translation>Adicionar uma pessoa que joga neste computador</translation>
    </message>
    <message>
        <source>Add &amp;Computer</source>
        <translation>Adicionar &amp;computador</translation>
    </message>
    <message>
        <source>Add a computer player (choose its level in the list)</source>
        <translation>Adicionar um jogador controlado pelo computador (escolha o nível na lista)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Remover o jogador selecionado</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>The selected player sits one place earlier</source>
        <translation>O jogador selecionado sobe um lugar na ordem de jogo</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descer</translation>
    </message>
    <message>
        <source>The selected player sits one place later</source>
        <translation>O jogador selecionado desce um lugar na ordem de jogo</translation>
    </message>
    <message>
        <source>what is wrong with the players</source>
        <translation>o que está errado com os jogadores</translation>
    </message>
    <message>
        <source>Sheet side</source>
        <translation>Lado da folha</translation>
    </message>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Lado &amp;A (clássico)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Filas 9 8 7 6 5 de cima para baixo, colunas 9 8 7 6 5 da esquerda para a direita</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Lado &amp;B (espelhado)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Filas 5 6 7 8 9 de cima para baixo, colunas 5 6 7 8 9 da esquerda para a direita</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>R&amp;onda extra (regra oficial)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Quando uma grelha fica cheia, joga-se exatamente mais um lançamento</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>&amp;Fim rápido</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>O jogo acaba na ronda em que uma grelha fica cheia</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>The app r&amp;olls</source>
        <translation>A aplicação &amp;lança</translation>
    </message>
    <message>
        <source>Rea&amp;l dice</source>
        <translation>Dados r&amp;eais</translation>
    </message>
    <message>
        <source>You roll real dice at the table and enter the sum</source>
        <translation>Lança dados reais na mesa e introduz a soma</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>⚠ Game not saved: kept in memory</source>
        <translation>⚠ Jogo não guardado: mantido em memória</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from an earlier session added to the records.</source>
        <translation>
            <numerusform>%n jogo terminado de uma sessão anterior acrescentado às estatísticas.</numerusform>
            <numerusform>%n jogos terminados de uma sessão anterior acrescentados às estatísticas.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept: {0}.</source>
        <translation>Um jogo por terminar foi guardado: {0}.</translation>
    </message>
    <message>
        <source>An unfinished game of {0} was kept: {1}.</source>
        <translation>Um jogo de {0} por terminar foi guardado: {1}.</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Retomar o jogo?</translation>
    </message>
    <message>
        <source>Resume it where it stopped?</source>
        <translation>Retomá-lo onde parou?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>sheet {0}, round {1} (so far {2})</source>
        <translation>folha {0}, ronda {1} (até agora {2})</translation>
    </message>
    <message>
        <source>round {0} (so far {1})</source>
        <translation>ronda {0} (até agora {1})</translation>
    </message>
    <message>
        <source>Resumed the game at round {0}.</source>
        <translation>Jogo retomado na ronda {0}.</translation>
    </message>
    <message>
        <source>The unfinished game was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>O jogo por terminar foi guardado como {0} (Jogo &gt; Jogos recuperados).</translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation>Abandonar o jogo?</translation>
    </message>
    <message>
        <source>Abandon the game in round {0}?</source>
        <translation>Abandonar o jogo na ronda {0}?</translation>
    </message>
    <message>
        <source>It will be kept as a file: Game &gt; Recovered Games opens it again.</source>
        <translation>Será guardado num ficheiro: Jogo &gt; Jogos recuperados abre-o outra vez.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuar a jogar</translation>
    </message>
    <message>
        <source>Game not replaced</source>
        <translation>Jogo não substituído</translation>
    </message>
    <message>
        <source>The game in round {0} could not be kept ({1}). It stays on screen.</source>
        <translation>Não foi possível guardar o jogo da ronda {0} ({1}). Continua no ecrã.</translation>
    </message>
    <message>
        <source>The game in round {0} was kept as {1} (Game &gt; Recovered Games).</source>
        <translation>O jogo da ronda {0} foi guardado como {1} (Jogo &gt; Jogos recuperados).</translation>
    </message>
    <message>
        <source>Game not in the records</source>
        <translation>Jogo fora das estatísticas</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>O jogo volta a ser guardado automaticamente.</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Não é possível abrir o jogo</translation>
    </message>
    <message>
        <source>{0} no longer exists.</source>
        <translation>{0} já não existe.</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Limpar lista</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Não é possível rever o jogo</translation>
    </message>
    <message>
        <source>the game on screen</source>
        <translation>o jogo no ecrã</translation>
    </message>
    <message>
        <source>No game of this app replays {0}.</source>
        <translation>{0} não é um jogo que esta aplicação consiga rever.</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>whose turn</source>
        <translation>de quem é a vez</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>fim do jogo</translation>
    </message>
    <message>
        <source>bonus prompt</source>
        <translation>pedido de bónus</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>dica</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>players</source>
        <translation>jogadores</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>your turn</source>
        <translation>a sua vez</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>A computer player&apos;s card while it is about to move</extracomment>
        <translation>a jogar…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>por jogar</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jogou</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>ganha!</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computador, {level}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>pessoa</translation>
    </message>
    <message numerus="yes">
        <source>{player} ({kind}): %n point(s) ({lines} for lines, {circles} circles)</source>
        <extracomment>A player&apos;s card: &quot;Ann (person): 41 points (26 for lines, 15 circles)&quot;</extracomment>
        <translation>
            <numerusform>{player} ({kind}): %n ponto ({lines} das linhas, {circles} círculos)</numerusform>
            <numerusform>{player} ({kind}): %n pontos ({lines} das linhas, {circles} círculos)</numerusform>
        </translation>
    </message>
    <message>
        <source>{text}, {state}</source>
        <translation>{text}, {state}</translation>
    </message>
    <message>
        <source>{card}. Click to see this sheet large.</source>
        <translation>{card}. Clique para ver esta folha em grande.</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Cannot export PDF</source>
        <translation>Não é possível exportar o PDF</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Nada para imprimir</translation>
    </message>
    <message>
        <source>{0} has no sheets to print yet.</source>
        <translation>{0} ainda não tem folhas para imprimir.</translation>
    </message>
    <message>
        <source>Print {0} Sheets</source>
        <translation>Imprimir folhas de {0}</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Não é possível imprimir</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Pré-visualizar impressão</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Ficheiros PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <source>Print Sheets</source>
        <translation>Imprimir folhas</translation>
    </message>
    <message>
        <source>Sheets of this &amp;game</source>
        <translation>Folhas deste &amp;jogo</translation>
    </message>
    <message>
        <source>&amp;Blank sheets, to play on paper</source>
        <translation>Folhas em &amp;branco, para jogar em papel</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Jo&amp;gador:</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>&amp;Lado da folha:</translation>
    </message>
    <message>
        <source>&amp;Number of sheets:</source>
        <translation>&amp;Número de folhas:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposição:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>&amp;Cut marks</source>
        <translation>&amp;Marcas de corte</translation>
    </message>
    <message>
        <source>The game&apos;s choice</source>
        <translation>À escolha do jogo</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>&amp;Folha:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Todos os jogadores</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) per page</source>
        <translation>
            <numerusform>%n folha por página</numerusform>
            <numerusform>%n folhas por página</numerusform>
        </translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: blank sheets, {1}</source>
        <translation>{0}: folhas em branco, {1}</translation>
    </message>
</context>
<context>
    <name>QuitGuard</name>
    <message>
        <source>Quit Knaster Qt?</source>
        <translation>Sair do Knaster Qt?</translation>
    </message>
    <message>
        <source>The game is not saved: it is kept only in memory, and quitting now loses it.</source>
        <translation>O jogo não está guardado: só existe em memória, e se sair agora perde-o.</translation>
    </message>
    <message>
        <source>Why: %s</source>
        <translation>Motivo: %s</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Sair mesmo assim</translation>
    </message>
</context>
<context>
    <name>RealDiceEntry</name>
    <message>
        <source>Keys: 2 to 9; 0 for 10, - for 11, = for 12 (or type 10, 11, 12); {enter} confirms, {backspace} changes</source>
        <translation>Teclas: 2 a 9; 0 para 10, - para 11, = para 12 (ou escreva 10, 11, 12); {enter} confirma, {backspace} altera</translation>
    </message>
    <message>
        <source>Enter the sum of the real dice:</source>
        <translation>Introduza a soma dos dados reais:</translation>
    </message>
    <message>
        <source>The dice show {0}</source>
        <translation>Os dados mostram {0}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmar</translation>
    </message>
    <message>
        <source>Everyone plays this number ({key})</source>
        <translation>Todos jogam este número ({key})</translation>
    </message>
    <message>
        <source>Ch&amp;ange</source>
        <translation>A&amp;lterar</translation>
    </message>
    <message>
        <source>Choose another number ({key})</source>
        <translation>Escolher outro número ({key})</translation>
    </message>
    <message>
        <source>sum of the real dice</source>
        <translation>soma dos dados reais</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>Wait until everyone has played.</source>
        <translation>Espere até todos terem jogado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll: {0}&lt;/b&gt; — Confirm or Change?</source>
        <translation>&lt;b&gt;Lançamento: {0}&lt;/b&gt; — Confirmar ou Alterar?</translation>
    </message>
    <message>
        <source>1… then 0, 1 or 2 for 10, 11, 12</source>
        <translation>1… depois 0, 1 ou 2 para 10, 11, 12</translation>
    </message>
    <message>
        <source>Click the sum or type it.</source>
        <translation>Clique na soma ou escreva-a.</translation>
    </message>
    <message>
        <source>{0} die&apos;s value</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>valor do dado {0}</translation>
    </message>
    <message>
        <source>Real dice:</source>
        <translation>Dados reais:</translation>
    </message>
    <message>
        <source>E&amp;nter the dice</source>
        <translation>&amp;Introduzir os dados</translation>
    </message>
</context>
<context>
    <name>RecoveredGamesWindow</name>
    <message>
        <source>No games are kept.</source>
        <translation>Não há jogos guardados.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n kept game(s)?</source>
        <translation>
            <numerusform>Apagar %n jogo guardado?</numerusform>
            <numerusform>Apagar %n jogos guardados?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They go to the trash, from where they can still be restored.</source>
        <translation>
            <numerusform>Vai para o lixo, de onde ainda pode ser recuperado.</numerusform>
            <numerusform>Vão para o lixo, de onde ainda podem ser recuperados.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>A&amp;pagar</translation>
    </message>
    <message numerus="yes">
        <source>The trash cannot take %n kept game(s). Delete them for good?</source>
        <translation>
            <numerusform>O lixo não pode receber %n jogo guardado. Apagá-lo definitivamente?</numerusform>
            <numerusform>O lixo não pode receber %n jogos guardados. Apagá-los definitivamente?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They cannot be restored afterwards.</source>
        <translation>
            <numerusform>Depois não poderá ser recuperado.</numerusform>
            <numerusform>Depois não poderão ser recuperados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete for &amp;Good</source>
        <translation>Apagar &amp;definitivamente</translation>
    </message>
    <message>
        <source>Delete Kept Games</source>
        <translation>Apagar jogos guardados</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… e mais %n</numerusform>
            <numerusform>… e mais %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be deleted:</source>
        <translation>
            <numerusform>Não foi possível apagar %n jogo guardado:</numerusform>
            <numerusform>Não foi possível apagar %n jogos guardados:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) had already been removed by another program:</source>
        <translation>
            <numerusform>%n jogo guardado já tinha sido removido por outro programa:</numerusform>
            <numerusform>%n jogos guardados já tinham sido removidos por outro programa:</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>Jogos guardados</translation>
    </message>
    <message>
        <source>Nothing else was changed.</source>
        <translation>Nada mais foi alterado.</translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) moved to the trash.</source>
        <translation>
            <numerusform>%n jogo guardado movido para o lixo.</numerusform>
            <numerusform>%n jogos guardados movidos para o lixo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) deleted for good.</source>
        <translation>
            <numerusform>%n jogo guardado apagado definitivamente.</numerusform>
            <numerusform>%n jogos guardados apagados definitivamente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) left as they were.</source>
        <translation>
            <numerusform>%n jogo guardado ficou como estava.</numerusform>
            <numerusform>%n jogos guardados ficaram como estavam.</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder {0} is read-only or may not be changed</source>
        <translation>a pasta {0} é só de leitura ou não pode ser alterada</translation>
    </message>
    <message>
        <source>Recovered Games</source>
        <translation>Jogos recuperados</translation>
    </message>
    <message>
        <source>Unfinished games you abandoned or did not resume, newest first. Open one to play on, or delete those you no longer need.</source>
        <translation>Jogos por terminar que abandonou ou não retomou, os mais recentes primeiro. Abra um para continuar a jogar, ou apague os de que já não precisa.</translation>
    </message>
    <message>
        <source>Double-click a game to play it on</source>
        <translation>Faça duplo clique num jogo para continuar a jogá-lo</translation>
    </message>
    <message>
        <source>kept games</source>
        <translation>jogos guardados</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Play the selected game on in the main window</source>
        <translation>Continuar o jogo escolhido na janela principal</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>A&amp;pagar…</translation>
    </message>
    <message>
        <source>Move the selected games to the trash ({key})</source>
        <translation>Mover os jogos escolhidos para o lixo ({key})</translation>
    </message>
    <message>
        <source>Delete Older Than &amp;30 Days…</source>
        <translation>Apagar os guardados há mais de &amp;30 dias…</translation>
    </message>
    <message>
        <source>Select the games kept more than 30 days ago and move them to the trash</source>
        <translation>Escolher os jogos guardados há mais de 30 dias e movê-los para o lixo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>RemoteSeatsDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Hospedar jogo em rede</translation>
    </message>
    <message>
        <source>Who plays on another computer?</source>
        <translation>Quem joga noutro computador?</translation>
    </message>
</context>
<context>
    <name>ReplaySheets</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The caption over a player&apos;s sheet in the replay: &quot;Ann · 41 points&quot;</extracomment>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay of {title} — Knaster</source>
        <extracomment>The replay window&apos;s title; {title}: the game&apos;s file name</extracomment>
        <translation>Rever {title} — Knaster</translation>
    </message>
    <message>
        <source>Replay — Knaster</source>
        <translation>Rever — Knaster</translation>
    </message>
    <message>
        <source>{file}, line {line}: {problem}</source>
        <extracomment>A transcript that does not check: its file, the line and the problem</extracomment>
        <translation>{file}, linha {line}: {problem}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Step {position} of {last}</source>
        <translation>Passo {position} de {last}</translation>
    </message>
    <message>
        <source>{step} · game over</source>
        <translation>{step} · fim do jogo</translation>
    </message>
    <message>
        <source>{step} — {what}</source>
        <translation>{step} — {what}</translation>
    </message>
    <message>
        <source>Replay Game</source>
        <translation>Rever jogo</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Não é possível rever o jogo</translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation>Antes do primeiro lançamento</translation>
    </message>
    <message>
        <source>rolls of the game</source>
        <translation>lançamentos do jogo</translation>
    </message>
    <message>
        <source>Every roll of the game; pick one to see the sheets after it</source>
        <translation>Cada lançamento do jogo; escolha um para ver as folhas depois dele</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Início</translation>
    </message>
    <message>
        <source>Before the first roll ({key})</source>
        <translation>Antes do primeiro lançamento ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Recuar</translation>
    </message>
    <message>
        <source>One roll back ({key})</source>
        <translation>Um lançamento para trás ({key})</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avançar ▶</translation>
    </message>
    <message>
        <source>One roll forward ({key})</source>
        <translation>Um lançamento para a frente ({key})</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fim ▶|</translation>
    </message>
    <message>
        <source>The last roll ({key})</source>
        <translation>O último lançamento ({key})</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Abrir jogo…</translation>
    </message>
    <message>
        <source>Replay a saved game; the game being played stays as it is</source>
        <translation>Rever um jogo guardado; o jogo em curso fica como está</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Replay of {0}</source>
        <translation>Rever {0}</translation>
    </message>
    <message>
        <source>{0} · sheet {1} · {2} points</source>
        <translation>{0} · folha {1} · {2} pontos</translation>
    </message>
    <message>
        <source>Before the first throw.</source>
        <translation>Antes do primeiro lançamento.</translation>
    </message>
    <message>
        <source>Step {0} of {1}: {2}</source>
        <translation>Passo {0} de {1}: {2}</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>results</source>
        <translation>resultados</translation>
    </message>
    <message>
        <source>You scored {0} points.</source>
        <translation>Fez {0} pontos.</translation>
    </message>
    <message>
        <source>{0} wins with {1} points.</source>
        <translation>{0} ganha com {1} pontos.</translation>
    </message>
    <message>
        <source>{0} share the win with {1} points.</source>
        <translation>{0} partilham a vitória com {1} pontos.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Folha</translation>
    </message>
    <message>
        <source>Row {0}</source>
        <translation>Linha {0}</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>Spectacular!! {0} points or more: the best possible play reaches that in only 1 game out of 10.</source>
        <translation>Espetacular!! {0} pontos ou mais: o melhor jogo possível só chega lá em 1 jogo em cada 10.</translation>
    </message>
    <message>
        <source>Excellent! {0} points or more: the best possible play reaches that in half its games.</source>
        <translation>Excelente! {0} pontos ou mais: o melhor jogo possível chega lá em metade dos jogos.</translation>
    </message>
    <message>
        <source>Good: {0} points or more. The best possible play reaches that in 9 games out of 10.</source>
        <translation>Bom: {0} pontos ou mais. O melhor jogo possível chega lá em 9 jogos em cada 10.</translation>
    </message>
    <message>
        <source>Try again: {0} points or more is good (the best possible play reaches that in 9 games out of 10).</source>
        <translation>Tente outra vez: {0} pontos ou mais é bom (o melhor jogo possível chega lá em 9 jogos em cada 10).</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Círculos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>White fields of scored lines:</source>
        <translation>Campos brancos das linhas pontuadas:</translation>
    </message>
    <message>
        <source>Circled numbers:</source>
        <translation>Números circulados:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total:</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s)</source>
        <translation>
            <numerusform>Fim do jogo: %n ponto</numerusform>
            <numerusform>Fim do jogo: %n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>no line scored</source>
        <translation>nenhuma linha pontuada</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n point(s)!</source>
        <translation>
            <numerusform>{player} ganha com %n ponto!</numerusform>
            <numerusform>{player} ganha com %n pontos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} share the win with %n point(s)!</source>
        <extracomment>{players}: the winners&apos; names joined, &quot;Ann and Bob&quot;</extracomment>
        <translation>
            <numerusform>{players} partilham a vitória com %n ponto!</numerusform>
            <numerusform>{players} partilham a vitória com %n pontos!</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vencedor</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{first} and {last}</source>
        <extracomment>Two items of a list, e.g. two player names or two lines: &quot;Ann and Bob&quot;</extracomment>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <extracomment>The start of a list of three or more: &quot;Ann, Bob and Cy&quot; is &quot;Ann&quot; + &quot;, &quot; + &quot;Bob and Cy&quot;</extracomment>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>um jogador precisa de um nome</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is longer than {most} characters</source>
        <translation>«{name}» tem mais de {most} caracteres</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains a space; use letters, digits, _ or -</source>
        <translation>«{name}» contém um espaço; use letras, algarismos, _ ou -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains &apos;{char}&apos;; use letters, digits, _ or -</source>
        <extracomment>{char}: the character that may not be in a name</extracomment>
        <translation>«{name}» contém «{char}»; use letras, algarismos, _ ou -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a keyword of the transcript and cannot be a name</source>
        <translation>«{name}» é uma palavra-chave do registo do jogo e não pode ser um nome</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules text could not be read: {0}</source>
        <translation>Não foi possível ler o texto das regras: {0}</translation>
    </message>
    <message>
        <source>{game} Rules</source>
        <translation>Regras de {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Chapter {number} of {count}</source>
        <translation>Capítulo {number} de {count}</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>A sua folha</translation>
    </message>
    <message>
        <source>Knaster is a dice game for 1 to 12 players. Everybody has a sheet like this one: a green grid of 5 × 5 empty cells. The columns are called a to e, the rows 1 to 5, so the top left cell is a1.</source>
        <translation>Knaster é um jogo de dados para 1 a 12 jogadores. Cada um tem uma folha como esta: uma grelha verde de 5 × 5 campos vazios. As colunas vão de a até e, as filas de 1 até 5; assim, o campo do canto superior esquerdo é o a1.</translation>
    </message>
    <message>
        <source>The grid has 12 &lt;b&gt;lines&lt;/b&gt;: 5 rows, 5 columns and 2 diagonals. Each line ends in a &lt;b&gt;white field&lt;/b&gt; with its points: on side A the rows pay 9, 8, 7, 6, 5 from the top, the columns 9, 8, 7, 6, 5 from the left and each diagonal 10.</source>
        <translation>A grelha tem 12 &lt;b&gt;linhas&lt;/b&gt;: 5 filas (linhas horizontais), 5 colunas e 2 diagonais. Cada linha acaba num &lt;b&gt;campo branco&lt;/b&gt; com os seus pontos: no lado A, as filas valem 9, 8, 7, 6, 5 de cima para baixo, as colunas 9, 8, 7, 6, 5 da esquerda para a direita e cada diagonal 10.</translation>
    </message>
    <message>
        <source>Side B of the pad is the mirror image: there the rows pay 5, 6, 7, 8, 9 from the top and the columns 5, 6, 7, 8, 9 from the left. You choose the side in New Game.</source>
        <translation>O lado B do bloco é a imagem espelhada: aí as linhas horizontais valem 5, 6, 7, 8, 9 de cima para baixo e as colunas 5, 6, 7, 8, 9 da esquerda para a direita. O lado escolhe-se em Novo jogo.</translation>
    </message>
    <message>
        <source>On the left, the &lt;b&gt;legend&lt;/b&gt; lists the six combinations and how many bonus circles each earns. Below it, the &lt;b&gt;score box&lt;/b&gt; adds up your points at the end.</source>
        <translation>À esquerda, a &lt;b&gt;legenda&lt;/b&gt; mostra as seis combinações e quantos círculos de bónus cada uma dá. Por baixo, a &lt;b&gt;caixa de pontuação&lt;/b&gt; soma os seus pontos no fim.</translation>
    </message>
    <message>
        <source>A new sheet, side A.</source>
        <translation>Uma folha nova, lado A.</translation>
    </message>
    <message>
        <source>A round: roll, then write or circle</source>
        <translation>Ronda: lançar, escrever ou circular</translation>
    </message>
    <message>
        <source>Two dice are rolled and everybody uses their &lt;b&gt;sum&lt;/b&gt; (2 to 12), all at the same time. In the app you roll with the Roll button or the R key.</source>
        <translation>Lançam-se dois dados e todos usam a sua &lt;b&gt;soma&lt;/b&gt; (2 a 12), ao mesmo tempo. Na aplicação, lança-se com o botão Lançar ou a tecla R.</translation>
    </message>
    <message>
        <source>Then everybody does exactly one thing: &lt;b&gt;write&lt;/b&gt; the sum into any empty cell, or &lt;b&gt;circle&lt;/b&gt; one cell that already holds that number and is not circled yet (only one, even if several cells hold it).</source>
        <translation>Depois cada um faz exatamente uma coisa: &lt;b&gt;escreve&lt;/b&gt; a soma num campo vazio qualquer, ou &lt;b&gt;circula&lt;/b&gt; um campo que já tenha esse número e ainda não esteja circulado (só um, mesmo que vários campos o tenham).</translation>
    </message>
    <message>
        <source>You may always write while an empty cell is left, even if you could circle. Only when your grid is full and no uncircled cell holds the number do you pass.</source>
        <translation>Pode sempre escrever enquanto houver um campo vazio, mesmo que pudesse circular. Só passa quando a sua grelha está cheia e nenhum campo por circular tem o número.</translation>
    </message>
    <message>
        <source>A 7 was written in c3, then a 5 in b2 and a 9 in d4. When 7 came again, the 7 in c3 was circled.</source>
        <translation>Escreveu-se um 7 em c3, depois um 5 em b2 e um 9 em d4. Quando saiu outra vez 7, o 7 em c3 foi circulado.</translation>
    </message>
    <message>
        <source>Full lines and bonus circles</source>
        <translation>Linhas completas e círculos de bónus</translation>
    </message>
    <message>
        <source>When a write puts the fifth number into a line, look at its five numbers (their order and the circles do not matter). If they form a combination of the legend, you &lt;b&gt;must at once circle&lt;/b&gt; that many uncircled cells of that line, any of them. Later is too late.</source>
        <translation>Quando escreve o quinto número de uma linha, olhe para os seus cinco números (a ordem e os círculos não importam). Se formarem uma combinação da legenda, &lt;b&gt;tem de circular imediatamente&lt;/b&gt; esse número de campos por circular dessa linha, à sua escolha. Mais tarde é tarde demais.</translation>
    </message>
    <message>
        <source>Three of a kind and two pairs give 1 circle; four of a kind and a full house 2; five of a kind and a straight (five numbers in a row) 3. One pair only, or five different numbers not in a row, give nothing.</source>
        <translation>Tripla e 2 duplas dão 1 círculo; Quadra e Full House 2; Quíntupla e Rua (cinco números seguidos) 3. Só uma dupla, ou cinco números diferentes não seguidos, não dão nada.</translation>
    </message>
    <message>
        <source>If fewer uncircled cells are left in the line, circle all that are left. One write can complete 2, 3 or even 4 lines at once: then you handle them one after the other, &lt;b&gt;in the order you choose&lt;/b&gt;. A line&apos;s uncircled cells are counted when its turn comes, so circles made for the first line can leave fewer for the next.</source>
        <translation>Se restarem menos campos por circular na linha, circule todos os que restam. Um número escrito pode completar 2, 3 ou até 4 linhas de uma vez: então trata-as uma após a outra, &lt;b&gt;pela ordem que escolher&lt;/b&gt;. Os campos por circular de cada linha contam-se quando chega a vez dela, por isso os círculos feitos para a primeira linha podem deixar menos para a seguinte.</translation>
    </message>
    <message>
        <source>A house rule, Quick end in New Game, leaves out that extra round: the game then ends with the round in which the first grid fills.</source>
        <translation>Uma regra caseira, Fim rápido em Novo jogo, dispensa essa ronda extra: o jogo acaba então com a ronda em que a primeira grelha fica cheia.</translation>
    </message>
    <message>
        <source>Your score is the points of your circled white fields plus &lt;b&gt;1 point for every circled cell&lt;/b&gt;. The highest score wins; equal highest scores share the win. In a solo game above 50 is good, above 80 excellent and above 100 spectacular.</source>
        <translation>A sua pontuação são os pontos dos seus campos brancos circulados mais &lt;b&gt;1 ponto por cada campo circulado&lt;/b&gt;. Ganha a pontuação mais alta; em caso de empate, a vitória é partilhada. Num jogo a solo, mais de 50 é bom, mais de 80 excelente e mais de 100 espetacular.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the frame on the sheet, {enter} or {space} writes or circles, R rolls, {undo} takes back your last step of this roll and H shows a hint; H again or {enter} plays it.</source>
        <translation>Com o teclado: as setas movem a moldura na folha, {enter} ou {space} escreve ou circula, R lança, {undo} anula o seu último passo neste lançamento e H mostra uma dica; H outra vez ou {enter} joga-a.</translation>
    </message>
    <message>
        <source>7, 10, 8, 6 and 9 in the diagonal from a1 to e5 make a straight: three bonus circles in that diagonal, here a1, c3 and e5.</source>
        <translation>7, 10, 8, 6 e 9 na diagonal de a1 a e5 formam uma Rua: três círculos de bónus nessa diagonal, aqui a1, c3 e e5.</translation>
    </message>
    <message>
        <source>A full house</source>
        <translation>Um Full House</translation>
    </message>
    <message>
        <source>A full house is three equal numbers and two other equal numbers, in any order. The legend says it earns 2 bonus circles.</source>
        <translation>Um Full House são três números iguais e outros dois números iguais, por qualquer ordem. A legenda diz que dá 2 círculos de bónus.</translation>
    </message>
    <message>
        <source>You choose which cells of the line to circle. A good choice keeps numbers uncircled that you expect to roll again, because you can circle them later with a roll.</source>
        <translation>Escolhe quais os campos da linha a circular. Uma boa escolha deixa por circular números que espera que voltem a sair, porque pode circulá-los mais tarde com um lançamento.</translation>
    </message>
    <message>
        <source>Row 2 holds 5, 5, 7, 5, 7: a full house. Two of its cells were circled.</source>
        <translation>A fila 2 tem 5, 5, 7, 5, 7: um Full House. Dois dos seus campos foram circulados.</translation>
    </message>
    <message>
        <source>A fully circled line scores</source>
        <translation>Uma linha toda circulada pontua</translation>
    </message>
    <message>
        <source>When all five cells of a line hold numbers and &lt;b&gt;all five are circled&lt;/b&gt;, you earn the points of the line&apos;s white field: circle the white field. Bonus circles and circles by rolls count alike.</source>
        <translation>Quando os cinco campos de uma linha têm números e &lt;b&gt;os cinco estão circulados&lt;/b&gt;, ganha os pontos do campo branco da linha: circule o campo branco. Os círculos de bónus e os círculos feitos com lançamentos contam da mesma forma.</translation>
    </message>
    <message>
        <source>One circle can finish several lines at once. A line scores only once.</source>
        <translation>Um círculo pode completar várias linhas de uma vez. Cada linha pontua só uma vez.</translation>
    </message>
    <message>
        <source>Row 4 (4, 9, 4, 9, 4) was a full house: two bonus circles. Rolls of 4, 9 and 4 circled the other three, so its white field&apos;s 6 points count.</source>
        <translation>A fila 4 (4, 9, 4, 9, 4) era um Full House: dois círculos de bónus. Lançamentos de 4, 9 e 4 circularam os outros três, por isso contam os 6 pontos do seu campo branco.</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message>
        <source>The end of the game and the count</source>
        <translation>O fim do jogo e a contagem</translation>
    </message>
    <message>
        <source>When, after a round, a player&apos;s grid is full, &lt;b&gt;one more round&lt;/b&gt; is played. Then the game ends.</source>
        <translation>Quando, depois de uma ronda, a grelha de um jogador está cheia, joga-se &lt;b&gt;mais uma ronda&lt;/b&gt;. Depois o jogo acaba.</translation>
    </message>
    <message>
        <source>This sheet scored these lines: {lines}.</source>
        <translation>Esta folha pontuou estas linhas: {lines}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} points for the white fields and {circles} circled cells make {total} points.</source>
        <translation>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} pontos dos campos brancos e {circles} campos circulados dão {total} pontos.</translation>
    </message>
    <message>
        <source>A finished sheet, the rulebook&apos;s example: {total} points.</source>
        <translation>Uma folha terminada, o exemplo das regras: {total} pontos.</translation>
    </message>
    <message>
        <source>Playing in the app</source>
        <translation>Jogar na aplicação</translation>
    </message>
    <message>
        <source>Point at a cell: the sheet shows faintly what a click would do, and the status bar says it. Click to write or circle; a click that is not allowed changes nothing, and the status bar says why.</source>
        <translation>Aponte para um campo: a folha mostra em transparência o que um clique faria, e a barra de estado diz o mesmo. Clique para escrever ou circular; um clique não permitido não muda nada, e a barra de estado diz porquê.</translation>
    </message>
    <message>
        <source>When one write completes several lines with a bonus, click the white field of the line you want to handle first (or one of its cells that is in none of the other lines), then circle its bonus cells.</source>
        <translation>Quando uma escrita completa várias linhas com bónus, clique no campo branco da linha que quer tratar primeiro (ou num dos seus campos que não esteja em nenhuma das outras linhas) e depois circule os campos do bónus.</translation>
    </message>
    <message>
        <source>Tips: 7 is the most common sum, then 6 and 8; 2 and 12 are rare. The centre cell belongs to four lines. Circles make a large part of a good score, so balance writing new numbers and circling old ones.</source>
        <translation>Dicas: 7 é a soma mais frequente, depois 6 e 8; 2 e 12 são raros. O campo do centro pertence a quatro linhas. Os círculos fazem grande parte de uma boa pontuação, por isso equilibre escrever números novos e circular os antigos.</translation>
    </message>
    <message>
        <source>Help &gt; First Game Guide plays a short game with you, step by step.</source>
        <translation>Ajuda &gt; Guia do primeiro jogo joga consigo um jogo curto, passo a passo.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>solo games</source>
        <translation>jogos a solo</translation>
    </message>
    <message>
        <source>of solo games</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her pro jednoho&quot;)</extracomment>
        <translation>de jogos a solo</translation>
    </message>
    <message>
        <source>score distribution chart</source>
        <translation>gráfico da distribuição das pontuações</translation>
    </message>
    <message>
        <source>number of {0} by points</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot;; {0:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>número de {0} por pontos</translation>
    </message>
    <message>
        <source>No {0} yet.</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot; ({0:of}: &quot;of solo games&quot;)</extracomment>
        <translation>Ainda não há {0}.</translation>
    </message>
    <message>
        <source>points (bands of {0}); bar height: number of {1}</source>
        <extracomment>{1}: what a bar counts, &quot;solo games&quot;; {1:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>pontos (intervalos de {0}); altura da barra: número de {1}</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Player</source>
        <extracomment>A player&apos;s name until someone types theirs (numbered when there are more: &quot;Player2&quot;). One word of letters only, as a player&apos;s name must be</extracomment>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>A computer player&apos;s name, numbered: &quot;Computer1&quot;. One word of letters only</extracomment>
        <translation>Computador</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — Knaster</source>
        <translation>Definições — Knaster</translation>
    </message>
    <message>
        <source>For the next new game</source>
        <translation>Para o próximo jogo novo</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>&amp;Lado da folha:</translation>
    </message>
    <message>
        <source>&amp;End of the game:</source>
        <translation>&amp;Fim do jogo:</translation>
    </message>
    <message>
        <source>While playing, in every game (applies at once)</source>
        <translation>Durante o jogo, em todos os jogos (aplica-se de imediato)</translation>
    </message>
    <message>
        <source>&amp;Hints available: what the strong computer player would do in your place (H)</source>
        <translation>&amp;Dicas disponíveis: o que o computador no nível forte faria no seu lugar (H)</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Animações</translation>
    </message>
    <message>
        <source>&amp;Coordinates on Knaster&apos;s sheet (a to e, 1 to 5)</source>
        <translation>&amp;Coordenadas na folha do Knaster (a a e, 1 a 5)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Velocidade das animações:</translation>
    </message>
    <message>
        <source>Default players (for the next new game)</source>
        <translation>Jogadores predefinidos (para o próximo jogo novo)</translation>
    </message>
    <message>
        <source>default players</source>
        <translation>jogadores predefinidos</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>&amp;Add Player</source>
        <translation>Adicionar &amp;jogador</translation>
    </message>
    <message>
        <source>&amp;Remove Player</source>
        <translation>&amp;Remover jogador</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Settings — {0}</source>
        <translation>Definições — {0}</translation>
    </message>
    <message>
        <source>{game}: {what}</source>
        <extracomment>A note under a setting for every game: what it is in the game on screen</extracomment>
        <translation>{game}: {what}</translation>
    </message>
    <message>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>A game has at most {0} players.</source>
        <translation>Um jogo tem no máximo {0} jogadores.</translation>
    </message>
    <message>
        <source>Player {0}: {1}.</source>
        <translation>Jogador {0}: {1}.</translation>
    </message>
    <message>
        <source>Player {0}: {1} is already in the list.</source>
        <translation>Jogador {0}: {1} já está na lista.</translation>
    </message>
</context>
<context>
    <name>SheetAccessibility</name>
    <message>
        <source>row {0}</source>
        <translation>fila {0}</translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation>coluna {0}</translation>
    </message>
    <message>
        <source>{0} field</source>
        <translation>campo branco da {0}</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pontuação</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>{0}, circled</source>
        <translation>{0}, circulado</translation>
    </message>
    <message>
        <source>{0}, scored</source>
        <translation>{0}, linha pontuada</translation>
    </message>
    <message>
        <source>{0}: {1} for lines, {2}</source>
        <translation>{0}: {1} das linhas, {2}</translation>
    </message>
</context>
<context>
    <name>SheetHeader</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The total of a finished sheet in its printed header: &quot;87 points&quot;</extracomment>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <extracomment>The date in a printed sheet&apos;s header, as a QLocale pattern: d day, MMM month&apos;s short name</extracomment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <extracomment>The player&apos;s place among the players of a finished game: &quot;rank 1&quot;</extracomment>
        <translation>{rank}.º lugar</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>jogo em curso</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Knaster sheet</source>
        <translation>Folha de Knaster</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet · look only</source>
        <extracomment>The title over another player&apos;s sheet, shown but not played</extracomment>
        <translation>Folha de {player} · só para ver</translation>
    </message>
    <message>
        <source>{player}&apos;s turn · roll {roll}</source>
        <extracomment>The title over the sheet of the player whose turn it is, and the sum rolled</extracomment>
        <translation>Vez de {player} · lançamento {roll}</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet</source>
        <translation>Folha de {player}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Jogos a solo</translation>
    </message>
    <message>
        <source>With others</source>
        <translation>Com outros</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Folha</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vencedor</translation>
    </message>
    <message>
        <source>Players and points</source>
        <translation>Jogadores e pontos</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computador</translation>
    </message>
    <message>
        <source>over {0}</source>
        <translation>mais de {0}</translation>
    </message>
    <message>
        <source>{0}–{1}</source>
        <translation>{0}–{1}</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>whose records are shown</source>
        <translation>cujas estatísticas são mostradas</translation>
    </message>
    <message>
        <source>Cha&amp;rt of:</source>
        <translation>&amp;Gráfico de:</translation>
    </message>
    <message>
        <source>whose games the chart shows</source>
        <translation>de quem são os jogos do gráfico</translation>
    </message>
    <message>
        <source>Cannot read the records</source>
        <translation>Não é possível ler as estatísticas</translation>
    </message>
    <message>
        <source>{0} Nothing was changed; try again later (another program may be using the file).</source>
        <translation>{0} Nada foi alterado; tente mais tarde (outro programa pode estar a usar o ficheiro).</translation>
    </message>
    <message>
        <source>Statistics — {0}</source>
        <translation>Estatísticas — {0}</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Solo games (everyone)</source>
        <translation>Jogos a solo (todos)</translation>
    </message>
    <message>
        <source>All players, every game</source>
        <translation>Todos os jogadores, todos os jogos</translation>
    </message>
    <message>
        <source>{0}: every game</source>
        <translation>{0}: todos os jogos</translation>
    </message>
    <message>
        <source>results (every player, every game)</source>
        <translation>resultados (todos os jogadores, todos os jogos)</translation>
    </message>
    <message>
        <source>of results (every player, every game)</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;výsledků (...)&quot;)</extracomment>
        <translation>de resultados (todos os jogadores, todos os jogos)</translation>
    </message>
    <message>
        <source>games of {0}</source>
        <translation>jogos de {0}</translation>
    </message>
    <message>
        <source>of games of {0}</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her hráče Ann&quot;)</extracomment>
        <translation>de jogos de {0}</translation>
    </message>
    <message>
        <source>Best solo game: &lt;b&gt;{0}&lt;/b&gt; points ({1}, {2}).</source>
        <translation>Melhor jogo a solo: &lt;b&gt;{0}&lt;/b&gt; pontos ({1}, {2}).</translation>
    </message>
    <message>
        <source>No solo game finished yet.</source>
        <translation>Ainda nenhum jogo a solo terminado.</translation>
    </message>
    <message>
        <source>Solo results by rating: {0}.</source>
        <translation>Resultados a solo por classificação: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; finished game(s) stored.</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; jogo terminado guardado.</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; jogos terminados guardados.</numerusform>
        </translation>
    </message>
    <message>
        <source>The records are kept in memory only this session.</source>
        <translation>As estatísticas ficam só em memória nesta sessão.</translation>
    </message>
    <message>
        <source>Cannot export records</source>
        <translation>Não é possível exportar as estatísticas</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {0}.</source>
        <translation>
            <numerusform>%n linha exportada para {0}.</numerusform>
            <numerusform>%n linhas exportadas para {0}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Records</source>
        <translation>Exportar estatísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Não é possível rever o jogo</translation>
    </message>
    <message>
        <source>The game could not be read ({0}).</source>
        <translation>Não foi possível ler o jogo ({0}).</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>jogo {0}</translation>
    </message>
    <message>
        <source>Statistics — Knaster</source>
        <translation>Estatísticas — Knaster</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Resumo</translation>
    </message>
    <message>
        <source>Solo &amp;High Scores</source>
        <translation>&amp;Melhores pontuações a solo</translation>
    </message>
    <message>
        <source>solo high scores</source>
        <translation>melhores pontuações a solo</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Joga&amp;dores</translation>
    </message>
    <message>
        <source>Double-click a player to list their games</source>
        <translation>Faça duplo clique num jogador para ver os seus jogos</translation>
    </message>
    <message>
        <source>players</source>
        <translation>jogadores</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>J&amp;ogos</translation>
    </message>
    <message>
        <source>Games o&amp;f:</source>
        <translation>Jogos d&amp;e:</translation>
    </message>
    <message>
        <source>Double-click a game to replay it</source>
        <translation>Faça duplo clique num jogo para o rever</translation>
    </message>
    <message>
        <source>games</source>
        <translation>jogos</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <source>Every stored game, one row per player, as a CSV file for a spreadsheet</source>
        <translation>Todos os jogos guardados, uma linha por jogador, num ficheiro CSV para uma folha de cálculo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <source>Showing {player}&apos;s sheet (look only). Click the card of the player whose turn it is to go back.</source>
        <translation>Está a ver a folha de {player} (só para ver). Clique no cartão do jogador que tem a vez para voltar.</translation>
    </message>
    <message>
        <source>Hints are switched off in the settings.</source>
        <translation>As dicas estão desligadas nas definições.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is: roll first.</source>
        <translation>Uma dica é para a pessoa que tem a vez: lance primeiro.</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <extracomment>{reason}: the suggested move and why, e.g. &quot;write 7 in c3: completes row 3 ...&quot;</extracomment>
        <translation>Dica: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Game over — {player} wins with %n point(s)</source>
        <extracomment>The turn banner at the end; {player}: the winner&apos;s name (in bold)</extracomment>
        <translation>
            <numerusform>Fim do jogo — {player} ganha com %n ponto</numerusform>
            <numerusform>Fim do jogo — {player} ganha com %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over — {players} share the win with %n point(s)</source>
        <extracomment>{players}: the winners&apos; names, &quot;Ann and Bob&quot; (in bold)</extracomment>
        <translation>
            <numerusform>Fim do jogo — {players} partilham a vitória com %n ponto</numerusform>
            <numerusform>Fim do jogo — {players} partilham a vitória com %n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (computer, {level}) is playing the {roll}…</source>
        <extracomment>{player}: a computer player (in bold); {level}: easy, medium or strong</extracomment>
        <translation>{player} (computador, {level}) está a jogar o {roll}…</translation>
    </message>
    <message>
        <source>{player}, your turn — roll {roll}</source>
        <extracomment>{player}: whose turn it is (in bold); {roll}: the sum rolled (large)</extracomment>
        <translation>{player}, é a sua vez — lançamento {roll}</translation>
    </message>
    <message>
        <source>{text} · showing {player}&apos;s sheet</source>
        <extracomment>The banner, while another player&apos;s sheet is shown large</extracomment>
        <translation>{text} · a mostrar a folha de {player}</translation>
    </message>
    <message>
        <source>Waiting for {players} to play the {roll}…</source>
        <extracomment>A network game: {players} (in bold) play the roll on their own computers</extracomment>
        <translation>À espera de {players} (lançamento {roll})…</translation>
    </message>
    <message>
        <source>rolls on another computer</source>
        <extracomment>After &quot;Next roll: Bob —&quot;: a player on another computer rolls there</extracomment>
        <translation>lança noutro computador</translation>
    </message>
    <message>
        <source>enter the real dice</source>
        <translation>introduza os dados reais</translation>
    </message>
    <message>
        <source>rolls by itself</source>
        <extracomment>After &quot;Next roll: Cid —&quot;: a computer player rolls, nobody presses R</extracomment>
        <translation>lança sozinho</translation>
    </message>
    <message>
        <source>press R</source>
        <translation>prima R</translation>
    </message>
    <message>
        <source>New game: {player} rolls first — {how}</source>
        <extracomment>{player}: who rolls first (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Novo jogo: {player} lança primeiro — {how}</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}. Next roll: {player} — {how}</source>
        <extracomment>{player}: who rolls next (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Todos jogaram o {roll}. Próximo lançamento: {player} — {how}</translation>
    </message>
    <message>
        <source>{player} rolls first</source>
        <translation>{player} lança primeiro</translation>
    </message>
    <message>
        <source>{player} rolled</source>
        <extracomment>Beside the dice: who rolled them</extracomment>
        <translation>{player} lançou</translation>
    </message>
    <message>
        <source>{rolled} · next: {player}</source>
        <extracomment>Beside the dice: who rolled them, and who rolls next</extracomment>
        <translation>{rolled} · a seguir: {player}</translation>
    </message>
</context>
<context>
    <name>_Counts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n círculo</numerusform>
            <numerusform>%n círculos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>circle %n number(s)</source>
        <extracomment>The bonus circles to draw: &quot;circle 2 numbers&quot;</extracomment>
        <translation>
            <numerusform>circular %n número</numerusform>
            <numerusform>circular %n números</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Circle %n more number(s) {line:in}.</source>
        <extracomment>{line:in}: where, &quot;in row 3&quot;</extracomment>
        <translation>
            <numerusform>Circule mais %n número {line:in}.</numerusform>
            <numerusform>Circule mais %n números {line:in}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scores %n point(s)!</source>
        <translation>
            <numerusform>A {line} vale %n ponto!</numerusform>
            <numerusform>A {line} vale %n pontos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s).</source>
        <translation>
            <numerusform>Fim do jogo: %n ponto.</numerusform>
            <numerusform>Fim do jogo: %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scored %n point(s)</source>
        <extracomment>{line}: &quot;row 3&quot;; it has been fully circled and scored its white field&apos;s points</extracomment>
        <translation>
            <numerusform>a {line} valeu %n ponto</numerusform>
            <numerusform>a {line} valeu %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) once all its five numbers are circled</source>
        <translation>
            <numerusform>{line}: %n ponto quando os seus cinco números estiverem circulados</numerusform>
            <numerusform>{line}: %n pontos quando os seus cinco números estiverem circulados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>Cannot print to file</source>
        <translation>Não é possível imprimir para ficheiro</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Knaster Qt is already running with the data folder {0}, but it does not answer. Close it (or end it) and start again.</source>
        <translation>O Knaster Qt já está a correr com a pasta de dados {0}, mas não responde. Feche-o (ou termine-o) e inicie-o de novo.</translation>
    </message>
</context>
<context>
    <name>registry</name>
    <message>
        <source>{0} games ({1})</source>
        <translation>Jogos de {0} ({1})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
</context>
</TS>
