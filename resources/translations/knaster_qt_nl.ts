<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: {credit}</source>
        <extracomment>Help &gt; About, one hosted game: its name (bold) and its entry&apos;s credit</extracomment>
        <translation>{game}: {credit}</translation>
    </message>
    <message>
        <source>Knaster Qt hosts these games, on sheets and boards that look and play like the printed ones:</source>
        <translation>Knaster Qt biedt deze spellen, op scorebladen en borden die eruitzien en spelen als de gedrukte:</translation>
    </message>
    <message>
        <source>Knaster Qt is an unofficial companion app, made by fans. It is not affiliated with or endorsed by the games&apos; authors or publishers.</source>
        <translation>Knaster Qt is een onofficiële begeleidende app, gemaakt door fans. Ze is niet verbonden aan en niet goedgekeurd door de auteurs of uitgevers van de spellen.</translation>
    </message>
    <message>
        <source>Knaster Qt is free software under the {0} License. &lt;i&gt;Licences…&lt;/i&gt; lists the parts it ships with and their licences.</source>
        <translation>Knaster Qt is vrije software onder de {0}-licentie. &lt;i&gt;Licenties…&lt;/i&gt; noemt de meegeleverde onderdelen en hun licenties.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licenties…</translation>
    </message>
    <message>
        <source>The licence text {0} could not be read: {1}.</source>
        <translation>De licentietekst {0} kon niet worden gelezen: {1}.</translation>
    </message>
    <message>
        <source>About Knaster Qt</source>
        <translation>Over Knaster Qt</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Nog niet gegooid</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dobbelstenen</translation>
    </message>
    <message>
        <source>sum of the dice</source>
        <translation>som van de dobbelstenen</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Gooi beide dobbelstenen (R)</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>{0} die, not thrown</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0:die}, niet gegooid</translation>
    </message>
    <message>
        <source>{0} die showing {1}, last round&apos;s throw</source>
        <extracomment>Between two rounds, until the next throw. {0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;</extracomment>
        <translation>{0:die} toont {1}, worp van de vorige ronde</translation>
    </message>
    <message>
        <source>{0} die showing 1, stays</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0:die} toont 1, blijft liggen</translation>
    </message>
    <message>
        <source>{0} die showing {1}, written</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0:die} toont {1}, ingevuld</translation>
    </message>
    <message>
        <source>{0} die showing {1}</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0:die} toont {1}</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>die showing {0}</source>
        <translation>dobbelsteen toont {0}</translation>
    </message>
    <message>
        <source>die, not rolled</source>
        <translation>dobbelsteen, niet gegooid</translation>
    </message>
</context>
<context>
    <name>ExactHit</name>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <source>black die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>zwarte dobbelsteen</translation>
    </message>
    <message>
        <source>black field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>zwarte vak</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>blue die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>blauwe dobbelsteen</translation>
    </message>
    <message>
        <source>blue field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>blauwe vak</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>yellow die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>gele dobbelsteen</translation>
    </message>
    <message>
        <source>yellow field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>gele vak</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>red die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>rode dobbelsteen</translation>
    </message>
    <message>
        <source>red field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>rode vak</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>green die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>groene dobbelsteen</translation>
    </message>
    <message>
        <source>green field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>groene vak</translation>
    </message>
    <message>
        <source>white</source>
        <translation>wit</translation>
    </message>
    <message>
        <source>white die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>witte dobbelsteen</translation>
    </message>
    <message>
        <source>white field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>witte vak</translation>
    </message>
    <message>
        <source>This is row {0}; you write into row {1} now.</source>
        <translation>Dit is rij {0}; je vult nu rij {1} in.</translation>
    </message>
    <message>
        <source>The {0} die is written here this turn ({key} takes it back).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>De {0:die} is deze beurt hier ingevuld ({key} neemt hem terug).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here: an exact hit (bonus {2} → {3}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Vul hier de {1} van de {0:die} in: een exacte treffer (bonus {2} → {3}).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here (the field allows up to {2}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Vul hier de {1} van de {0:die} in (het vak staat tot {2} toe).</translation>
    </message>
    <message>
        <source>Writing nothing this turn crosses this field (Done).</source>
        <translation>Vul je deze beurt niets in, dan wordt dit vak doorgestreept (Klaar).</translation>
    </message>
</context>
<context>
    <name>ExactHitController</name>
    <message>
        <source>It is not your turn to write.</source>
        <translation>Je bent niet aan de beurt om in te vullen.</translation>
    </message>
    <message>
        <source>The {0} die is written already this turn.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>De {0:die} is deze beurt al ingevuld.</translation>
    </message>
    <message>
        <source>Now click the {0} field of your row.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Klik nu op het {0:field} van je rij.</translation>
    </message>
    <message>
        <source>Wrote the {0} {1}. Write more, take it back ({key}) or press Done.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>De {1} van de {0:die} is ingevuld. Vul meer in, neem hem terug ({key}) of druk op Klaar.</translation>
    </message>
    <message>
        <source>Write into your current row, row {0}.</source>
        <translation>Vul je huidige rij in, rij {0}.</translation>
    </message>
    <message>
        <source>The {0} die goes into the {0} field, not into the {1} one.</source>
        <extracomment>{0}, {1}: colours, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} and {1:field} &quot;black field&quot;</extracomment>
        <translation>De {0:die} hoort in het {0:field}, niet in het {1:field}.</translation>
    </message>
    <message>
        <source>Took back the {0} die.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>De {0:die} is teruggenomen.</translation>
    </message>
    <message>
        <source>{0} throws again: enter the dice&apos;s new values.</source>
        <translation>{0} gooit opnieuw: voer de nieuwe waarden van de dobbelstenen in.</translation>
    </message>
</context>
<context>
    <name>ExactHitEntry</name>
    <message>
        <source>Sheet &amp;{letter}</source>
        <translation>Scoreblad &amp;{letter}</translation>
    </message>
    <message>
        <source>Each player has a different sheet; the thrower moves on each round and everyone answers the same dice.</source>
        <translation>Elke speler heeft een ander scoreblad; elke ronde is de volgende speler de werper en iedereen speelt met dezelfde dobbelstenen.</translation>
    </message>
    <message>
        <source>Thro&amp;w the Dice</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>Throw</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Gooi de zes dobbelstenen (R)</translation>
    </message>
    <message>
        <source>Throw the six dice: every player answers the same throw.</source>
        <translation>Gooi de zes dobbelstenen: alle spelers spelen met dezelfde worp.</translation>
    </message>
    <message>
        <source>Take back the last die written this turn ({key})</source>
        <translation>Neem de laatst ingevulde dobbelsteen van deze beurt terug ({key})</translation>
    </message>
    <message>
        <source>which dice to write for this throw, and whether to throw again</source>
        <extracomment>Settings, after &quot;Exact Hit: &quot; below the Hints box</extracomment>
        <translation>welke dobbelstenen je bij deze worp invult en of je opnieuw gooit</translation>
    </message>
    <message>
        <source>the six dice tumble, computer players throw and write at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Exact Hit: &quot;</extracomment>
        <translation>de zes dobbelstenen rollen, computerspelers gooien en vullen in op een zichtbaar tempo</translation>
    </message>
    <message>
        <source>after a rulebook by {authors}, published by {publisher}; we do not know its title, and “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Exact Hit: &quot;; {authors}: two names joined with &quot;and&quot;; {name}: Exact Hit</extracomment>
        <translation>naar spelregels van {authors}, uitgegeven door {publisher}; de titel kennen we niet, en “{name}” is onze naam ervoor</translation>
    </message>
</context>
<context>
    <name>ExactHitGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Exact Hit!&lt;/b&gt; This guide plays your first round with you. This is your sheet: five rows of six coloured fields, each with a number. You fill the top row first, with dice of the fields&apos; colours.</source>
        <translation>&lt;b&gt;Welkom bij Exact Hit!&lt;/b&gt; Deze uitleg speelt je eerste ronde met je. Dit is je scoreblad: vijf rijen van zes gekleurde vakken, elk met een getal. Je vult eerst de bovenste rij, met dobbelstenen in de kleuren van de vakken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw the six dice&lt;/b&gt;: click &lt;i&gt;Throw&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Gooi de zes dobbelstenen&lt;/b&gt;: klik op &lt;i&gt;Gooien&lt;/i&gt; of druk op R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The dice.&lt;/b&gt; Each die may go into the field of its colour in your row when its value is at most the field&apos;s number; the same value is an &lt;b&gt;exact hit&lt;/b&gt;. Unhappy with the throw? &lt;i&gt;Throw again&lt;/i&gt; throws every die not showing 1, once.</source>
        <translation>&lt;b&gt;De dobbelstenen.&lt;/b&gt; Elke dobbelsteen mag in het vak van zijn kleur in je rij als zijn waarde hoogstens het getal van het vak is; dezelfde waarde is een &lt;b&gt;exacte treffer&lt;/b&gt;. Niet blij met de worp? &lt;i&gt;Opnieuw gooien&lt;/i&gt; gooit één keer elke dobbelsteen opnieuw die geen 1 toont.</translation>
    </message>
    <message>
        <source>No die fits your row this time: press &lt;b&gt;Done&lt;/b&gt;, and the first empty field of the row is crossed out.</source>
        <translation>Deze keer past er geen dobbelsteen in je rij: druk op &lt;b&gt;Klaar&lt;/b&gt;, dan wordt het eerste lege vak van de rij doorgestreept.</translation>
    </message>
    <message>
        <source>&lt;b&gt;An exact hit!&lt;/b&gt; The {colour} die shows {value}, the number of the ringed field: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>&lt;b&gt;Een exacte treffer!&lt;/b&gt; De {colour:die} toont {value}, het getal van het omcirkelde vak: klik op het vak om hem in te vullen.</translation>
    </message>
    <message>
        <source>The {colour} die shows {value}, no more than the ringed field&apos;s {number}: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>De {colour:die} toont {value}, niet meer dan de {number} van het omcirkelde vak: klik op het vak om hem in te vullen.</translation>
    </message>
    <message>
        <source>Write more dice if you like (each into its own colour), then press &lt;b&gt;Done&lt;/b&gt;. Writing nothing would cross out the first empty field.</source>
        <translation>Vul nog meer dobbelstenen in als je wilt (elk in zijn eigen kleur) en druk dan op &lt;b&gt;Klaar&lt;/b&gt;. Vul je niets in, dan wordt het eerste lege vak doorgestreept.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score.&lt;/b&gt; A finished row scores the dice written in it, plus a bonus for its exact hits. Play on as you like: the game ends when all five rows are full. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Je score.&lt;/b&gt; Een volle rij scoort de ingevulde dobbelstenen, plus een bonus voor de exacte treffers erin. Speel verder zoals je wilt: het spel eindigt als alle vijf rijen vol zijn. Help &gt; Spelregels legt alles uit.</translation>
    </message>
</context>
<context>
    <name>ExactHitPlayArea</name>
    <message>
        <source>turn</source>
        <translation>beurt</translation>
    </message>
    <message>
        <source>your sheet</source>
        <translation>jouw scoreblad</translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Gooi de zes dobbelstenen (R)</translation>
    </message>
    <message>
        <source>Throw &amp;again</source>
        <translation>&amp;Opnieuw gooien</translation>
    </message>
    <message>
        <source>Throw every die not showing 1 once more (the dice showing 1 stay)</source>
        <translation>Gooi elke dobbelsteen die geen 1 toont nog een keer (de enen blijven liggen)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>Hou&amp;den</translation>
    </message>
    <message>
        <source>Keep these dice: no second throw this round</source>
        <translation>Houd deze dobbelstenen: deze ronde geen tweede worp</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Klaar</translation>
    </message>
    <message>
        <source>Throw the dice to start (R).</source>
        <translation>Gooi de dobbelstenen om te beginnen (R).</translation>
    </message>
    <message>
        <source>{0} players.</source>
        <translation>{0} spelers.</translation>
    </message>
    <message>
        <source>{0}&apos;s sheet</source>
        <translation>Scoreblad van {0}</translation>
    </message>
    <message>
        <source>&amp;Done: cross out a field</source>
        <translation>&amp;Klaar: een vak doorstrepen</translation>
    </message>
    <message>
        <source>Sheet {0} · &lt;b&gt;{1} points&lt;/b&gt;</source>
        <translation>Scoreblad {0} · &lt;b&gt;{1} punten&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (computer)</translation>
    </message>
    <message>
        <source>sheet {0} · {1} points</source>
        <translation>scoreblad {0} · {1} punten</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>rij {0}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <extracomment>A network game: {0} plays on another computer; this screen waits for them</extracomment>
        <translation>Wacht op {0}…</translation>
    </message>
    <message>
        <source>{0} throws: roll the real dice for them and enter the values.</source>
        <translation>{0} gooit: gooi de echte dobbelstenen voor deze speler en voer de waarden in.</translation>
    </message>
    <message>
        <source>{0} throws again: roll the dice not showing 1 and enter them.</source>
        <translation>{0} gooit opnieuw: gooi de dobbelstenen die geen 1 tonen en voer ze in.</translation>
    </message>
    <message>
        <source>{0} is playing…</source>
        <translation>{0} is aan zet…</translation>
    </message>
    <message>
        <source>Throw the real dice and enter their values.</source>
        <translation>Gooi de echte dobbelstenen en voer hun waarden in.</translation>
    </message>
    <message>
        <source>Throw the dice (R).</source>
        <translation>Gooi de dobbelstenen (R).</translation>
    </message>
    <message>
        <source>{0} throws.</source>
        <translation>{0} gooit.</translation>
    </message>
    <message>
        <source>Throw again (dice showing 1 stay) or keep — or write into {0} at once.</source>
        <translation>Gooi opnieuw (de enen blijven liggen) of houd ze — of vul meteen in bij {0}.</translation>
    </message>
    <message>
        <source>Click a die, then its field in {0} (or click the field). Done ends the turn.</source>
        <translation>Klik op een dobbelsteen en dan op zijn vak in {0} (of klik op het vak). Klaar beëindigt de beurt.</translation>
    </message>
    <message>
        <source>End your turn with the dice written</source>
        <translation>Beëindig je beurt met de ingevulde dobbelstenen</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Beëindig je beurt</translation>
    </message>
    <message>
        <source>Nothing written: Done crosses out the leftmost empty field of row {0}</source>
        <translation>Niets ingevuld: Klaar streept het meest linkse lege vak van rij {0} door</translation>
    </message>
    <message>
        <source>Throw again.</source>
        <translation>Gooi opnieuw.</translation>
    </message>
    <message>
        <source>Keep the dice.</source>
        <translation>Houd de dobbelstenen.</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <extracomment>One die of a hint&apos;s list: &quot;black 3&quot; ({colour}: a colour; {colour:die} says &quot;black die&quot;); the list: &quot;Write black 3, blue 1 and yellow 4.&quot;</extracomment>
        <translation>de {colour:die} ({value})</translation>
    </message>
    <message>
        <source>Write {0}.</source>
        <translation>Vul {0} in.</translation>
    </message>
    <message>
        <source>Kept, it would write {0}.</source>
        <translation>Zonder opnieuw te gooien: {0} invullen.</translation>
    </message>
    <message>
        <source>Write nothing: cross out a field.</source>
        <translation>Vul niets in: streep een vak door.</translation>
    </message>
    <message>
        <source>Expected row score: {0}.</source>
        <translation>Verwachte score van de rij: {0}.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Tip: {0}</translation>
    </message>
</context>
<context>
    <name>ExactHitRatings</name>
    <message>
        <source>spectacular</source>
        <translation>spectaculair</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>uitstekend</translation>
    </message>
    <message>
        <source>good</source>
        <translation>goed</translation>
    </message>
</context>
<context>
    <name>ExactHitReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Terug</translation>
    </message>
    <message>
        <source>step</source>
        <translation>stap</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Volgende</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
</context>
<context>
    <name>ExactHitResultDialog</name>
    <message>
        <source>Exact Hit — Result</source>
        <translation>Exact Hit — Uitslag</translation>
    </message>
    <message>
        <source>result</source>
        <translation>uitslag</translation>
    </message>
</context>
<context>
    <name>ExactHitRules</name>
    <message>
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message>
        <source>the dice have not been thrown yet</source>
        <translation>er is nog niet gegooid</translation>
    </message>
    <message>
        <source>the dice are six values 1-6, black blue yellow red green white</source>
        <extracomment>A programming error said plainly: the six dice&apos;s values in the colours&apos; order</extracomment>
        <translation>de dobbelstenen zijn zes waarden 1-6: zwart, blauw, geel, rood, groen, wit</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1</extracomment>
        <translation>er is geen speler {player}</translation>
    </message>
    <message>
        <source>you have already written or crossed this round</source>
        <translation>je hebt deze ronde al ingevuld of doorgestreept</translation>
    </message>
    <message>
        <source>player {player} throws this round</source>
        <extracomment>{player}: the thrower&apos;s seat, counted from 1</extracomment>
        <translation>speler {player} gooit deze ronde</translation>
    </message>
    <message>
        <source>the dice have already been thrown</source>
        <translation>er is al gegooid</translation>
    </message>
    <message>
        <source>the dice have already been thrown again; they stand</source>
        <translation>er is al opnieuw gegooid; de dobbelstenen blijven zo</translation>
    </message>
    <message>
        <source>the dice may be thrown again only once</source>
        <translation>er mag maar één keer opnieuw gegooid worden</translation>
    </message>
    <message>
        <source>the thrower has already kept the dice</source>
        <translation>de werper heeft de dobbelstenen al gehouden</translation>
    </message>
    <message>
        <source>the dice are kept once a player has written or crossed</source>
        <translation>de dobbelstenen blijven liggen zodra een speler heeft ingevuld of doorgestreept</translation>
    </message>
    <message>
        <source>nobody may rethrow once a player has written or crossed</source>
        <translation>niemand mag opnieuw gooien zodra een speler heeft ingevuld of doorgestreept</translation>
    </message>
    <message>
        <source>the {colour} die shows 1 and stays</source>
        <extracomment>{colour}: a die&apos;s colour, &quot;red&quot;; {colour:die} says &quot;red die&quot; (FORMS in games)</extracomment>
        <translation>de {colour:die} toont 1 en blijft liggen</translation>
    </message>
    <message>
        <source>choose at least one die to write, or cross a field</source>
        <translation>kies minstens één dobbelsteen om in te vullen, of streep een vak door</translation>
    </message>
    <message>
        <source>there is no die {die}</source>
        <translation>er is geen dobbelsteen {die}</translation>
    </message>
    <message>
        <source>the {colour} field of row {row} is already filled</source>
        <extracomment>{colour}: a colour ({colour:field}: &quot;red field&quot;); {row}: the sheet&apos;s row, 1 to 5</extracomment>
        <translation>het {colour:field} van rij {row} is al gevuld</translation>
    </message>
    <message>
        <source>the {colour} die shows {value}, more than its field&apos;s {number}</source>
        <extracomment>{value}: what the die shows; {number}: the number printed in its field; {colour}: a colour, &quot;red&quot; ({colour:die}: &quot;red die&quot;)</extracomment>
        <translation>de {colour:die} toont {value}, meer dan de {number} van zijn vak</translation>
    </message>
    <message>
        <source>you have not written or crossed this round</source>
        <translation>je hebt deze ronde nog niet ingevuld of doorgestreept</translation>
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
        <translation>Een dobbelspel voor 1 tot 6 spelers met zes dobbelstenen in zes kleuren — zwart, blauw, geel, rood, groen en wit — en zes verschillende scorebladen A tot F. Elk scoreblad heeft vijf rijen van zes gekleurde vakken; in elk vak staat een getal van 1 tot 6, en elke rij bevat elke kleur één keer. Elke speler speelt op een ander scoreblad.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Een ronde</translation>
    </message>
    <message>
        <source>The thrower throws all six dice. Once, they may throw again: every die not showing 1 is thrown again, the dice showing 1 stay. Then every player, the thrower too, answers the same dice on their current row, the topmost row that is not finished. The thrower moves on each round.</source>
        <translation>De werper gooit alle zes dobbelstenen. Eén keer mag hij opnieuw gooien: elke dobbelsteen die geen 1 toont wordt opnieuw gegooid, de enen blijven liggen. Daarna gebruikt elke speler, de werper ook, dezelfde dobbelstenen op zijn huidige rij, de bovenste rij die nog niet af is. Elke ronde is de volgende speler de werper.</translation>
    </message>
    <message>
        <source>Only the thrower decides whether to throw again, and does so before anyone writes; the new dice then count for everybody. No die can be kept except those showing 1.</source>
        <translation>Alleen de werper beslist of er opnieuw gegooid wordt, en doet dat voordat iemand iets invult; de nieuwe dobbelstenen gelden dan voor iedereen. Behalve de enen kan geen dobbelsteen blijven liggen.</translation>
    </message>
    <message>
        <source>A die of a colour showing a value may be written into the empty field of that colour in the current row if the value is at most the field&apos;s number. Equal is an exact hit, marked with a small x. Write any of the dice that fit, each at most once.</source>
        <translation>Een dobbelsteen van een kleur mag in het lege vak van die kleur in de huidige rij worden ingevuld als zijn waarde niet hoger is dan het getal van het vak. Gelijk is een exacte treffer, gemarkeerd met een kleine x. Vul zoveel passende dobbelstenen in als je wilt, elk hoogstens één keer.</translation>
    </message>
    <message>
        <source>A player who writes nothing — because nothing fits, or by choice — must cross out the leftmost empty field of the current row. A row is never written into past its end: when a write finishes the row, the other dice of that round are lost to that player.</source>
        <translation>Wie niets invult — omdat niets past, of uit eigen keuze — moet het meest linkse lege vak van de huidige rij doorstrepen. Er wordt nooit voorbij het einde van een rij ingevuld: maakt een invulling de rij af, dan zijn de andere dobbelstenen van die ronde voor die speler verloren.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntentelling</translation>
    </message>
    <message>
        <source>A finished row scores the sum of the values written into it (a cross counts 0) plus a bonus for its exact hits: 1 for one, 3 for two, 6 for three, 10 for four, 15 for five and 21 for six.</source>
        <translation>Een volle rij levert de som van de ingevulde waarden op (een kruis telt 0) plus een bonus voor haar exacte treffers: 1 voor één, 3 voor twee, 6 voor drie, 10 voor vier, 15 voor vijf en 21 voor zes.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Het einde</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player finishes the fifth row. Everyone else then scores their unfinished row as it stands; rows not begun score 0. The highest total wins; ties share the win.</source>
        <translation>Het spel eindigt na de ronde waarin een speler de vijfde rij afmaakt. Alle anderen tellen dan hun onafgemaakte rij zoals die is; rijen die niet begonnen zijn, tellen 0. Het hoogste totaal wint; bij gelijke stand delen de winnaars de eerste plaats.</translation>
    </message>
    <message>
        <source>In the app</source>
        <translation>In de app</translation>
    </message>
    <message>
        <source>Throw (R), then Throw again or Keep. Click a die and then its field, or click a field: the die of its colour is written if it fits. Hover a field to read what a click would do. Undo ({undo}) takes back the last die of your turn; Done ends it, and with nothing written Done crosses the leftmost empty field. Hint (H) shows what the strong computer player would do; H again or {enter} does it. Each colour also has a symbol: black ●, blue ▲, yellow ★, red ■, green ◆, white ○.</source>
        <translation>Gooien (R), dan Opnieuw gooien of Houden. Klik op een dobbelsteen en dan op zijn vak, of klik op een vak: de dobbelsteen in die kleur wordt ingevuld als hij past. Wijs een vak aan om te lezen wat een klik zou doen. Ongedaan maken ({undo}) maakt de laatste dobbelsteen van je beurt ongedaan; Klaar beëindigt de beurt, en als er niets is ingevuld, streept Klaar het meest linkse lege vak door. Tip (H) toont wat de sterke computerspeler zou doen; nog eens H of {enter} doet het. Elke kleur heeft ook een symbool: zwart ●, blauw ▲, geel ★, rood ■, groen ◆, wit ○.</translation>
    </message>
    <message>
        <source>Exact Hit Rules</source>
        <translation>Spelregels van Exact Hit</translation>
    </message>
</context>
<context>
    <name>ExactHitSheet</name>
    <message>
        <source>row {0}, {1} field, up to {2}</source>
        <extracomment>{1}: a colour, &quot;black&quot;; {1:die} says &quot;black die&quot;, {1:field} &quot;black field&quot;</extracomment>
        <translation>rij {0}, het {1:field}, tot {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>doorgestreept</translation>
    </message>
    <message>
        <source>{0}, exact hit</source>
        <translation>{0}, exacte treffer</translation>
    </message>
    <message>
        <source>row {0} score</source>
        <translation>score van rij {0}</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totaal</translation>
    </message>
    <message>
        <source>name</source>
        <comment>a blank sheet: write your name here</comment>
        <translation>naam</translation>
    </message>
    <message>
        <source>exact hits</source>
        <comment>bonus table heading: how many dice matched their field</comment>
        <translation>exacte treffers</translation>
    </message>
    <message>
        <source>bonus</source>
        <comment>bonus table heading: the points for that many exact hits</comment>
        <translation>bonus</translation>
    </message>
    <message>
        <source>total =</source>
        <comment>the sheet&apos;s total box</comment>
        <translation>totaal =</translation>
    </message>
    <message>
        <source>sheet</source>
        <comment>small caption over the sheet&apos;s letter (A to F)</comment>
        <translation>scoreblad</translation>
    </message>
</context>
<context>
    <name>FinishedGames</name>
    <message>
        <source>The finished game could not be written down: {0}.</source>
        <translation>Het afgelopen spel kon niet worden opgeslagen: {0}.</translation>
    </message>
    <message>
        <source>it could not be read back ({0})</source>
        <translation>het kon niet worden teruggelezen ({0})</translation>
    </message>
    <message>
        <source>the records are kept in memory only this session</source>
        <translation>de statistieken worden deze sessie alleen in het geheugen bewaard</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It could not be kept in the data folder either ({1}). It is kept in memory and tried again; use Game &gt; Save As… to keep it somewhere else.</source>
        <translation>Het afgelopen spel kon niet aan de statistieken worden toegevoegd: {0}. Het kon ook niet in de gegevensmap worden bewaard ({1}). Het blijft in het geheugen en er wordt opnieuw geprobeerd; gebruik Spel &gt; Opslaan als… om het ergens anders te bewaren.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It is kept as {1} in {2} and will be added to the records as soon as they can be written, at the latest at the next start.</source>
        <translation>Het afgelopen spel kon niet aan de statistieken worden toegevoegd: {0}. Het is bewaard als {1} in {2} en wordt toegevoegd zodra de statistieken geschreven kunnen worden, uiterlijk bij de volgende start.</translation>
    </message>
    <message>
        <source>The finished game was added to the records.</source>
        <translation>Het afgelopen spel is aan de statistieken toegevoegd.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) were added to the records.</source>
        <translation>
            <numerusform>%n afgelopen spel is aan de statistieken toegevoegd.</numerusform>
            <numerusform>%n afgelopen spellen zijn aan de statistieken toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is kept on disk now.</source>
        <translation>Het afgelopen spel staat nu op schijf.</translation>
    </message>
    <message>
        <source>A finished game ({0}) could not be added to the records ({1}). It stays in {2} and is tried again.</source>
        <translation>Een afgelopen spel ({0}) kon niet aan de statistieken worden toegevoegd ({1}). Het blijft in {2} en er wordt opnieuw geprobeerd.</translation>
    </message>
    <message>
        <source>it could not be read: {0}</source>
        <translation>het kon niet worden gelezen: {0}</translation>
    </message>
    <message>
        <source>the game in it is not finished</source>
        <translation>het spel erin is niet afgelopen</translation>
    </message>
    <message>
        <source>{0} could not be added to the records ({1}); it was kept as {2}.</source>
        <translation>{0} kon niet aan de statistieken worden toegevoegd ({1}); het is bewaard als {2}.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Klaar</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Volgende</translation>
    </message>
    <message>
        <source>&amp;Skip guide</source>
        <translation>Uitleg &amp;overslaan</translation>
    </message>
    <message>
        <source>End the guide and play on ({key})</source>
        <translation>Beëindig de uitleg en speel verder ({key})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Knaster!&lt;/b&gt; This guide plays a short game with you. This is your sheet: 5 × 5 empty cells. You fill them with the sums of two dice and earn points for circles and full lines.</source>
        <translation>&lt;b&gt;Welkom bij Knaster!&lt;/b&gt; Deze uitleg speelt een kort spel met je. Dit is je scoreblad: 5 × 5 lege vakken. Je vult ze met de som van twee dobbelstenen en verdient punten met cirkels en volle lijnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll the dice:&lt;/b&gt; click &lt;i&gt;Roll&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Gooi de dobbelstenen:&lt;/b&gt; klik op &lt;i&gt;Gooien&lt;/i&gt; of druk op R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll again&lt;/b&gt; (the Roll button or R).</source>
        <translation>&lt;b&gt;Gooi opnieuw&lt;/b&gt; (de knop Gooien of R).</translation>
    </message>
    <message>
        <source>Now fill &lt;b&gt;row 3&lt;/b&gt;, the middle row: roll again (the Roll button or R).</source>
        <translation>Vul nu &lt;b&gt;rij 3&lt;/b&gt;, de middelste rij: gooi opnieuw (de knop Gooien of R).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll once more.&lt;/b&gt; A line whose five numbers are all circled scores the points of its white field.</source>
        <translation>&lt;b&gt;Gooi nog een keer.&lt;/b&gt; Een lijn waarvan alle vijf getallen omcirkeld zijn, levert de punten van haar witte vak op.</translation>
    </message>
    <message>
        <source>You rolled {roll}: write it into an empty cell, or circle a cell that holds it.</source>
        <translation>Je gooide {roll}: schrijf het in een leeg vak, of omcirkel een vak waar het al in staat.</translation>
    </message>
    <message>
        <source>You rolled {roll}. &lt;b&gt;Write it&lt;/b&gt;: click the highlighted cell. (Any empty cell is allowed; the centre belongs to four lines.)</source>
        <translation>Je gooide {roll}. &lt;b&gt;Schrijf het op&lt;/b&gt;: klik op het gemarkeerde vak. (Elk leeg vak mag; het midden hoort bij vier lijnen.)</translation>
    </message>
    <message>
        <source>You rolled {roll}. Write it into the highlighted cell of row 3.</source>
        <translation>Je gooide {roll}. Schrijf het in het gemarkeerde vak van rij 3.</translation>
    </message>
    <message>
        <source>{roll} again! Instead of writing, you may &lt;b&gt;circle&lt;/b&gt; a cell that holds {roll}: click it. Every circle is a point at the end.</source>
        <translation>Weer {roll}! In plaats van te schrijven mag je een vak met {roll} &lt;b&gt;omcirkelen&lt;/b&gt;: klik erop. Elke cirkel is aan het eind een punt waard.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A full line with a combination!&lt;/b&gt; The legend says how many &lt;b&gt;bonus circles&lt;/b&gt; it earns: {count}. Click that many cells of the highlighted line now.</source>
        <translation>&lt;b&gt;Een volle lijn met een combinatie!&lt;/b&gt; De legenda zegt hoeveel &lt;b&gt;bonuscirkels&lt;/b&gt; die oplevert: {count}. Klik nu zoveel vakken van de gemarkeerde lijn aan.</translation>
    </message>
    <message>
        <source>Circle the {roll}: then all five numbers of the line are circled and its &lt;b&gt;white field&lt;/b&gt; scores.</source>
        <translation>Omcirkel de {roll}: dan zijn alle vijf getallen van de lijn omcirkeld en telt haar &lt;b&gt;witte vak&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score&lt;/b&gt;: white fields {lines} + circles {circles} = {total}. Play on as you like: when your grid is full, one more round ends the game. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Je score&lt;/b&gt;: witte vakken {lines} + cirkels {circles} = {total}. Speel verder zoals je wilt: als je raster vol is, beëindigt nog één ronde het spel. Help &gt; Spelregels legt alles uit.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The autosaved game could not be read ({0}).</source>
        <translation>Het automatisch opgeslagen spel kon niet worden gelezen ({0}).</translation>
    </message>
    <message>
        <source>It was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>Het is bewaard als {0} (Spel &gt; Herstelde spellen).</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}.</source>
        <translation>Het spel kon niet automatisch worden opgeslagen: {0}.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}. It goes on in memory.</source>
        <translation>Het spel kon niet automatisch worden opgeslagen: {0}. Het gaat verder in het geheugen.</translation>
    </message>
    <message>
        <source>The old autosave could not be removed ({0}).</source>
        <translation>De oude automatische opslag kon niet worden verwijderd ({0}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: makkelijk</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computer: gemiddeld</translation>
    </message>
    <message>
        <source>Computer: strong</source>
        <translation>Computer: sterk</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>Gooi de dobbelstenen (R)</translation>
    </message>
    <message>
        <source>Roll the dice for this round.</source>
        <translation>Gooi de dobbelstenen voor deze ronde.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H)</source>
        <translation>Wat de sterke computerspeler in jouw plaats zou doen (H)</translation>
    </message>
    <message>
        <source>Take back your last step ({key})</source>
        <translation>Neem je laatste stap terug ({key})</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <source>Hosted Network Game</source>
        <translation>Gehost netwerkspel</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Poort:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Deelnamecode:</translation>
    </message>
    <message>
        <source>Players on other computers:</source>
        <translation>Spelers op andere computers:</translation>
    </message>
    <message>
        <source>Stop Hosting</source>
        <translation>Stoppen met hosten</translation>
    </message>
</context>
<context>
    <name>HostReason</name>
    <message>
        <source>wrong join code</source>
        <translation>verkeerde deelnamecode</translation>
    </message>
    <message>
        <source>no such seat for a player on another computer</source>
        <translation>zo’n plaats voor een speler op een andere computer bestaat niet</translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation>die plaats is bezet</translation>
    </message>
    <message>
        <source>not your seat</source>
        <translation>niet jouw plaats</translation>
    </message>
    <message>
        <source>this move was already received</source>
        <translation>deze zet is al ontvangen</translation>
    </message>
    <message>
        <source>that seat is played from another computer</source>
        <translation>die plaats wordt vanaf een andere computer gespeeld</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>zo’n plaats bestaat niet</translation>
    </message>
    <message>
        <source>a move has at least one statement</source>
        <translation>een zet bevat minstens één regel</translation>
    </message>
    <message>
        <source>a move carries no comments</source>
        <translation>een zet bevat geen commentaar</translation>
    </message>
    <message>
        <source>an empty statement</source>
        <translation>een lege regel</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>de tafel is vol</translation>
    </message>
    <message>
        <source>too many messages</source>
        <translation>te veel berichten</translation>
    </message>
    <message>
        <source>goodbye</source>
        <translation>tot ziens</translation>
    </message>
    <message>
        <source>join a seat first</source>
        <translation>neem eerst een plaats in</translation>
    </message>
    <message>
        <source>already seated</source>
        <translation>je hebt al een plaats</translation>
    </message>
    <message>
        <source>a message is UTF-8 text</source>
        <translation>een bericht is UTF-8-tekst</translation>
    </message>
    <message>
        <source>a message is one JSON object</source>
        <translation>een bericht is één JSON-object</translation>
    </message>
    <message>
        <source>unknown message type</source>
        <translation>onbekend berichttype</translation>
    </message>
    <message>
        <source>not a statement this seat may send</source>
        <translation>deze plaats mag deze regel niet sturen</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>het spel is nog niet afgelopen</translation>
    </message>
    <message>
        <source>a seat sends only its own write, circle, bonus or pass, or asks to roll</source>
        <translation>een plaats stuurt alleen zijn eigen invullen, omcirkelen, bonus of passen, of vraagt om te gooien</translation>
    </message>
    <message>
        <source>a seat sends only its own write or cross, or the thrower&apos;s decisions</source>
        <translation>een plaats stuurt alleen zijn eigen invullen of doorstrepen, of de beslissingen van wie gooit</translation>
    </message>
    <message>
        <source>a seat sends only its own place, done or exchange</source>
        <translation>een plaats stuurt alleen zijn eigen leggen, klaar of ruilen</translation>
    </message>
    <message>
        <source>the host shuffles an exchange: send it without tiles</source>
        <translation>de host schudt bij een ruil: stuur hem zonder tegels</translation>
    </message>
    <message>
        <source>move {number} arrived before move {expected}</source>
        <extracomment>{number}, {expected}: the move numbers</extracomment>
        <translation>zet {number} kwam aan vóór zet {expected}</translation>
    </message>
    <message>
        <source>{roller} rolls next</source>
        <extracomment>{roller}: the player who rolls next</extracomment>
        <translation>{roller} gooit hierna</translation>
    </message>
    <message>
        <source>only {thrower}, who throws this round, decides the dice</source>
        <extracomment>{thrower}: the player who throws the dice this round</extracomment>
        <translation>alleen {thrower}, die deze ronde gooit, beslist over de dobbelstenen</translation>
    </message>
    <message>
        <source>a client does not send {kind}</source>
        <extracomment>{kind}: a message type of the protocol (a word in English)</extracomment>
        <translation>een deelnemer stuurt geen {kind}</translation>
    </message>
    <message>
        <source>this host speaks {protocol} version {version}</source>
        <extracomment>{protocol}: the protocol&apos;s name; {version}: its number</extracomment>
        <translation>deze host spreekt {protocol} versie {version}</translation>
    </message>
    <message>
        <source>the host cannot save the game ({reason}); try again</source>
        <extracomment>{reason}: why, in the host computer&apos;s words</extracomment>
        <translation>de host kan het spel niet opslaan ({reason}); probeer het opnieuw</translation>
    </message>
    <message>
        <source>a message is at most {size} bytes</source>
        <extracomment>{size}: a number of bytes</extracomment>
        <translation>een bericht is hoogstens {size} bytes</translation>
    </message>
    <message>
        <source>{kind}: the field {name} is not a valid {check}</source>
        <extracomment>{kind}: a message type; {name}: a field of it; {check}: what it must be (English)</extracomment>
        <translation>{kind}: het veld {name} is geen geldige {check}</translation>
    </message>
    <message>
        <source>{kind}: fields missing {missing} or unknown {extra}</source>
        <extracomment>{kind}: a message type; {missing}, {extra}: lists of fields (English)</extracomment>
        <translation>{kind}: ontbrekende velden {missing} of onbekende {extra}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Meedoen aan een netwerkspel</translation>
    </message>
    <message>
        <source>&amp;Games on this network:</source>
        <translation>&amp;Spellen in dit netwerk:</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Zoeken naar spellen in dit netwerk…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adres:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Poort:</translation>
    </message>
    <message>
        <source>Join c&amp;ode:</source>
        <translation>Deelname&amp;code:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Ask the host for the address, port and join code.</source>
        <translation>Vraag de host om het adres, de poort en de deelnamecode.</translation>
    </message>
</context>
<context>
    <name>KeptGamesModel</name>
    <message>
        <source>Kept</source>
        <translation>Bewaard</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Reden</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>opgegeven</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>niet hervat</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>onleesbaar</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>kan niet worden gelezen</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>ronde {0}</translation>
    </message>
</context>
<context>
    <name>KnasterEntry</name>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Kant &amp;A (klassiek)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Rijen 9 8 7 6 5 van boven, kolommen 9 8 7 6 5 van links</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Kant &amp;B (gespiegeld)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Rijen 5 6 7 8 9 van boven, kolommen 5 6 7 8 9 van links</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>E&amp;xtra ronde (spelregels)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Als een raster vol is, wordt er precies nog één worp gespeeld</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>Snel &amp;einde</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>Het spel eindigt met de ronde waarin een raster vol raakt</translation>
    </message>
    <message>
        <source>Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Iedereen speelt dezelfde worp, in deze volgorde; wie gooit, schuift elke ronde door.</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Gooi beide dobbelstenen (R)</translation>
    </message>
    <message>
        <source>Roll both dice: every player uses their sum.</source>
        <translation>Gooi beide dobbelstenen: alle spelers gebruiken de som van de worp.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>Wat de sterke computerspeler in jouw plaats zou doen (H; nog eens H doet die zet)</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Neem je laatste stap bij deze worp terug ({key})</translation>
    </message>
    <message>
        <source>the cell to write or circle for this roll, shown on the sheet; H again plays it</source>
        <extracomment>Settings, after &quot;Knaster: &quot; below the Hints box</extracomment>
        <translation>het vak om bij deze worp in te vullen of te omcirkelen, getoond op het scoreblad; nog eens H doet die zet</translation>
    </message>
    <message>
        <source>the two dice tumble, circles are drawn on the sheet, computer players take their time</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Knaster: &quot;</extracomment>
        <translation>de twee dobbelstenen rollen, cirkels verschijnen op het scoreblad, computerspelers nemen hun tijd</translation>
    </message>
    <message>
        <source>a game by {authors}, published by {publisher} ({year})</source>
        <extracomment>Help &gt; About, after &quot;Knaster: &quot;; {authors}: three names joined with &quot;and&quot;</extracomment>
        <translation>een spel van {authors}, uitgegeven door {publisher} ({year})</translation>
    </message>
</context>
<context>
    <name>KnasterHints</name>
    <message>
        <source>write {roll} in {cell}: {why}</source>
        <extracomment>A hint: {why} says what writing there does, e.g. &quot;completes row 3 with a full house&quot;</extracomment>
        <translation>schrijf {roll} in {cell}: {why}</translation>
    </message>
    <message>
        <source>circle the {value} in {cell}: {why}</source>
        <translation>omcirkel de {value} in {cell}: {why}</translation>
    </message>
    <message>
        <source>bonus for {line}: every number in it is already circled</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>bonus voor {line}: elk getal erin is al omcirkeld</translation>
    </message>
    <message>
        <source>bonus for {line}: circle {cells}: {why}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {cells}: the cells to circle, &quot;a1 and b2&quot;</extracomment>
        <translation>bonus voor {line}: omcirkel {cells}: {why}</translation>
    </message>
    <message>
        <source>pass: the grid is full and there is no uncircled {roll} to circle</source>
        <translation>passen: het raster is vol en er is geen {roll} zonder cirkel</translation>
    </message>
    <message>
        <source>finishes {lines} (+{points} points)</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;) {lines}: &quot;row 3 and column c&quot;; {points}: the white fields&apos; points they score</extracomment>
        <translation>maakt {lines} af (+{points} punten)</translation>
    </message>
    <message>
        <source>{count} of 5 circled in {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {count}: 3 to 5 of a line&apos;s five numbers circled</extracomment>
        <translation>{count} van 5 omcirkeld in {line}</translation>
    </message>
    <message>
        <source>the {value} in {cell} would rarely be rolled again</source>
        <translation>de {value} in {cell} zou zelden nog eens gegooid worden</translation>
    </message>
    <message>
        <source>a sure point now, and the grid stays open longer</source>
        <translation>nu een zeker punt, en het raster blijft langer open</translation>
    </message>
    <message>
        <source>{line} {combination:with}</source>
        <extracomment>A completed line and its combination: &quot;row 3 with a full house&quot; ({combination:with})</extracomment>
        <translation>{line} {combination:with}</translation>
    </message>
    <message>
        <source>completes {lines} (1 bonus circle)</source>
        <translation>maakt {lines} vol (1 bonuscirkel)</translation>
    </message>
    <message>
        <source>completes {lines} ({circles} bonus circles)</source>
        <extracomment>{circles}: 2 to 6 bonus circles (Czech: 5 and 6 take the &quot;many&quot; form)</extracomment>
        <translation>maakt {lines} vol ({circles} bonuscirkels)</translation>
    </message>
    <message>
        <source>two {roll}s in {line} toward a full house</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>twee keer {roll} in {line}, op weg naar een full house</translation>
    </message>
    <message>
        <source>three {roll}s in {line} toward four of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>drie keer {roll} in {line}, op weg naar vier gelijke</translation>
    </message>
    <message>
        <source>four {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>vier keer {roll} in {line}, op weg naar vijf gelijke</translation>
    </message>
    <message>
        <source>five {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>vijf keer {roll} in {line}, op weg naar vijf gelijke</translation>
    </message>
    <message>
        <source>{numbers} in {line} toward a straight</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {numbers}: &quot;5, 6 and 8&quot;</extracomment>
        <translation>{numbers} in {line}, op weg naar een straat</translation>
    </message>
    <message>
        <source>fills {lines}, which had no combination left</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;)</extracomment>
        <translation>vult {lines}, waar geen combinatie meer mogelijk was</translation>
    </message>
    <message>
        <source>a rare {roll} goes where it spoils the fewest chances</source>
        <translation>een zeldzame {roll} gaat waar hij de minste kansen bederft</translation>
    </message>
    <message>
        <source>keeps the best chances for combinations and circles in its lines</source>
        <translation>houdt de beste kansen op combinaties en cirkels in zijn lijnen</translation>
    </message>
</context>
<context>
    <name>KnasterLevels</name>
    <message>
        <source>easy</source>
        <comment>a computer player&apos;s level</comment>
        <translation>makkelijk</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a computer player&apos;s level</comment>
        <translation>gemiddeld</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>a computer player&apos;s level</comment>
        <translation>sterk</translation>
    </message>
</context>
<context>
    <name>KnasterPlayArea</name>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n speler.</numerusform>
            <numerusform>%n spelers.</numerusform>
        </translation>
    </message>
    <message>
        <source>White fields: {lines}&lt;br&gt;Circles: {circles}&lt;br&gt;&lt;b&gt;Total: {total}&lt;/b&gt;</source>
        <extracomment>The score box beside a solo sheet: the white fields&apos; points, the circles, the total</extracomment>
        <translation>Witte vakken: {lines}&lt;br&gt;Cirkels: {circles}&lt;br&gt;&lt;b&gt;Totaal: {total}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No roll yet · {side}</source>
        <extracomment>Beside the dice before the first roll; {side}: &quot;Side A (classic)&quot;</extracomment>
        <translation>Nog niet gegooid · {side}</translation>
    </message>
    <message>
        <source>Round {round} · last round</source>
        <translation>Ronde {round} · laatste ronde</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
</context>
<context>
    <name>KnasterRatings</name>
    <message>
        <source>spectacular</source>
        <translation>spectaculair</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>uitstekend</translation>
    </message>
    <message>
        <source>good</source>
        <translation>goed</translation>
    </message>
</context>
<context>
    <name>KnasterReplay</name>
    <message>
        <source>Before the first roll</source>
        <translation>Voor de eerste worp</translation>
    </message>
    <message>
        <source>nobody acted yet</source>
        <translation>nog niemand heeft gespeeld</translation>
    </message>
    <message>
        <source>Roll {number}: {total} — {done}</source>
        <extracomment>A step of the replay: the roll&apos;s number, its sum and what the players did</extracomment>
        <translation>Worp {number}: {total} — {done}</translation>
    </message>
</context>
<context>
    <name>KnasterResult</name>
    <message>
        <source>Good: the rulebook calls a solo score above 50 good.</source>
        <translation>Goed: volgens de spelregels is een soloscore boven 50 goed.</translation>
    </message>
    <message>
        <source>Excellent! The rulebook calls a solo score above 80 excellent.</source>
        <translation>Uitstekend! Volgens de spelregels is een soloscore boven 80 uitstekend.</translation>
    </message>
    <message>
        <source>Spectacular!! Above 100 is the rulebook&apos;s best solo rating.</source>
        <translation>Spectaculair!! Boven 100 is de beste soloscore volgens de spelregels.</translation>
    </message>
    <message>
        <source>Try again: the rulebook calls a solo score above 50 good.</source>
        <translation>Probeer het nog eens: volgens de spelregels is een soloscore boven 50 goed.</translation>
    </message>
</context>
<context>
    <name>KnasterRules</name>
    <message>
        <source>nothing</source>
        <extracomment>No combination: five numbers that earn no bonus</extracomment>
        <translation>niets</translation>
    </message>
    <message>
        <source>with nothing</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with nothing&quot;</extracomment>
        <translation>zonder combinatie</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <extracomment>A combination&apos;s name (three equal numbers in a line), lower case inside sentences</extracomment>
        <translation>drie gelijke</translation>
    </message>
    <message>
        <source>with three of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with three of a kind&quot;</extracomment>
        <translation>met drie gelijke</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <extracomment>A combination&apos;s name (four equal numbers in a line)</extracomment>
        <translation>vier gelijke</translation>
    </message>
    <message>
        <source>with four of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with four of a kind&quot;</extracomment>
        <translation>met vier gelijke</translation>
    </message>
    <message>
        <source>five of a kind</source>
        <extracomment>A combination&apos;s name (five equal numbers in a line)</extracomment>
        <translation>vijf gelijke</translation>
    </message>
    <message>
        <source>with five of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with five of a kind&quot;</extracomment>
        <translation>met vijf gelijke</translation>
    </message>
    <message>
        <source>two pairs</source>
        <extracomment>A combination&apos;s name (two pairs of equal numbers in a line)</extracomment>
        <translation>twee paren</translation>
    </message>
    <message>
        <source>with two pairs</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with two pairs&quot;</extracomment>
        <translation>met twee paren</translation>
    </message>
    <message>
        <source>full house</source>
        <extracomment>A combination&apos;s name (three equal numbers and a pair in a line)</extracomment>
        <translation>full house</translation>
    </message>
    <message>
        <source>with a full house</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a full house&quot;</extracomment>
        <translation>met een full house</translation>
    </message>
    <message>
        <source>straight</source>
        <extracomment>A combination&apos;s name (five consecutive numbers in a line, in any order)</extracomment>
        <translation>straat</translation>
    </message>
    <message>
        <source>with a straight</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a straight&quot;</extracomment>
        <translation>met een straat</translation>
    </message>
    <message>
        <source>cannot roll: {reason}</source>
        <translation>kan niet gooien: {reason}</translation>
    </message>
    <message>
        <source>{player} still has to circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} moet nog de bonus voor {lines} omcirkelen</translation>
    </message>
    <message>
        <source>{player} has not acted on the {roll} yet</source>
        <extracomment>{roll}: the sum just rolled, 2 to 12</extracomment>
        <translation>{player} heeft de {roll} nog niet gespeeld</translation>
    </message>
    <message>
        <source>{players} have not acted on the {roll} yet</source>
        <extracomment>{players}: two or more names joined, &quot;Ann and Bob&quot;; {roll}: the sum rolled</extracomment>
        <translation>{players} hebben de {roll} nog niet gespeeld</translation>
    </message>
    <message>
        <source>{action} is not an action (write, circle, pass or bonus)</source>
        <extracomment>A programming error shown in plain words; {action} is Python&apos;s view of the value</extracomment>
        <translation>{action} is geen actie (schrijven, omcirkelen, passen of bonus)</translation>
    </message>
    <message>
        <source>nothing has been rolled yet</source>
        <translation>er is nog niet gegooid</translation>
    </message>
    <message>
        <source>{player} has already acted on this roll of {roll}</source>
        <translation>{player} heeft deze worp van {roll} al gespeeld</translation>
    </message>
    <message>
        <source>{cell} already holds {value}</source>
        <extracomment>{cell}: a cell of the grid such as c3 (always lower case); {value}: its number</extracomment>
        <translation>in {cell} staat al {value}</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it is empty</source>
        <translation>{player} kan {cell} niet omcirkelen: het vak is leeg</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it holds {value}, the roll is {roll}</source>
        <translation>{player} kan {cell} niet omcirkelen: er staat {value}, de worp is {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: the grid has empty cells to write the {roll} in</source>
        <translation>{player} kan niet passen: het raster heeft lege vakken voor de {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: {cell} holds {roll} and can be circled</source>
        <translation>{player} kan niet passen: in {cell} staat {roll} en dat kan omcirkeld worden</translation>
    </message>
    <message>
        <source>there is no line {line} (lines are 0 to 11, r1 to d2)</source>
        <extracomment>A programming error in plain words; {line} is Python&apos;s view of the value</extracomment>
        <translation>er is geen lijn {line} (lijnen zijn 0 tot 11, r1 tot d2)</translation>
    </message>
    <message>
        <source>the bonus for {line} names something that is not a cell</source>
        <extracomment>{line}: a line&apos;s short name: r1-r5 (rows), ca-ce (columns), d1, d2 (diagonals)</extracomment>
        <translation>de bonus voor {line} noemt iets wat geen vak is</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}; due: {due}</source>
        <extracomment>{line}: a line&apos;s short name (r3); {due}: the lines whose bonus is due</extracomment>
        <translation>{player} heeft geen bonus tegoed voor {line}; tegoed: {due}</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}</source>
        <translation>{player} heeft geen bonus tegoed voor {line}</translation>
    </message>
    <message>
        <source>the bonus for {line} names a cell twice</source>
        <translation>de bonus voor {line} noemt een vak twee keer</translation>
    </message>
    <message>
        <source>{cell} is not in {line}</source>
        <translation>{cell} ligt niet in {line}</translation>
    </message>
    <message>
        <source>the bonus for {line} is 1 circle, not {given}</source>
        <translation>de bonus voor {line} is 1 cirkel, niet {given}</translation>
    </message>
    <message>
        <source>the bonus for {line} is {required} circles, not {given}</source>
        <extracomment>{required}: 2 or 3 (a bonus is at most 3 circles); {given}: how many were named</extracomment>
        <translation>de bonus voor {line} is {required} cirkels, niet {given}</translation>
    </message>
    <message>
        <source>{player} has nothing to undo since the roll</source>
        <translation>{player} heeft sinds de worp niets om ongedaan te maken</translation>
    </message>
    <message>
        <source>{player} cannot undo now: {owing} must first circle the bonus for {lines}</source>
        <extracomment>{player} wants to undo; {owing} owes a bonus; {lines}: its lines, e.g. &quot;r3&quot;</extracomment>
        <translation>{player} kan nu niets ongedaan maken: {owing} moet eerst de bonus voor {lines} omcirkelen</translation>
    </message>
    <message>
        <source>circle 1 number {line:in}</source>
        <extracomment>{line:in}: e.g. &quot;in row 3&quot;, &quot;in column c&quot;, &quot;in diagonal d1&quot;</extracomment>
        <translation>omcirkel 1 getal {line:in}</translation>
    </message>
    <message>
        <source>circle {count} numbers {line:in}</source>
        <extracomment>{count}: 0, 2 or 3 (Czech: the form for 2-4 fits; 0 is rare); {line:in}: &quot;in row 3&quot;</extracomment>
        <translation>omcirkel {count} getallen {line:in}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <extracomment>Two or more bonus prompts in a row: &quot;circle 2 numbers in row 3; circle 1 number in d1&quot;</extracomment>
        <translation>{first}; {rest}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message>
        <source>there is no cell {cell} (cells are 0 to 24, a1 to e5)</source>
        <extracomment>A programming error in plain words; {cell} is Python&apos;s view of the value</extracomment>
        <translation>er is geen vak {cell} (vakken zijn 0 tot 24, a1 tot e5)</translation>
    </message>
    <message>
        <source>{player} must first circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, by their short names, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} moet eerst de bonus voor {lines} omcirkelen</translation>
    </message>
    <message>
        <source>{cell} is already circled</source>
        <translation>{cell} is al omcirkeld</translation>
    </message>
    <message>
        <source>row {number}</source>
        <extracomment>A row of the Knaster grid, numbered 1 to 5 (&quot;row 3&quot;); used inside sentences</extracomment>
        <translation>rij {number}</translation>
    </message>
    <message>
        <source>in row {number}</source>
        <extracomment>{line:in}: a row as a place, with its preposition (&quot;2 pairs in row 3&quot;)</extracomment>
        <translation>in rij {number}</translation>
    </message>
    <message>
        <source>of row {number}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of row 3&quot;, Czech &quot;řádku 3&quot;)</extracomment>
        <translation>van rij {number}</translation>
    </message>
    <message>
        <source>for row {number}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for row 3&quot;, Czech &quot;za řádek 3&quot;)</extracomment>
        <translation>voor rij {number}</translation>
    </message>
    <message>
        <source>column {letter}</source>
        <extracomment>A column of the Knaster grid, lettered a to e (&quot;column c&quot;); used inside sentences</extracomment>
        <translation>kolom {letter}</translation>
    </message>
    <message>
        <source>in column {letter}</source>
        <extracomment>{line:in}: a column as a place, with its preposition (&quot;in column c&quot;)</extracomment>
        <translation>in kolom {letter}</translation>
    </message>
    <message>
        <source>of column {letter}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of column c&quot;, Czech &quot;sloupce c&quot;)</extracomment>
        <translation>van kolom {letter}</translation>
    </message>
    <message>
        <source>for column {letter}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for column c&quot;, Czech &quot;za sloupec c&quot;)</extracomment>
        <translation>voor kolom {letter}</translation>
    </message>
    <message>
        <source>the diagonal from the top left</source>
        <extracomment>The diagonal from a1 (top left) to e5 (bottom right), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top left); inside sentences</extracomment>
        <translation>diagonaal vanaf linksboven</translation>
    </message>
    <message>
        <source>in the diagonal from the top left</source>
        <extracomment>{line:in}: the diagonal a1 to e5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>in de diagonaal vanaf linksboven</translation>
    </message>
    <message>
        <source>of the diagonal from the top left</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top left&quot;)</extracomment>
        <translation>van de diagonaal vanaf linksboven</translation>
    </message>
    <message>
        <source>for the diagonal from the top left</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top left&quot;)</extracomment>
        <translation>voor de diagonaal vanaf linksboven</translation>
    </message>
    <message>
        <source>the diagonal from the top right</source>
        <extracomment>The diagonal from e1 (top right) to a5 (bottom left), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top right); inside sentences</extracomment>
        <translation>diagonaal vanaf rechtsboven</translation>
    </message>
    <message>
        <source>in the diagonal from the top right</source>
        <extracomment>{line:in}: the diagonal e1 to a5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>in de diagonaal vanaf rechtsboven</translation>
    </message>
    <message>
        <source>of the diagonal from the top right</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top right&quot;)</extracomment>
        <translation>van de diagonaal vanaf rechtsboven</translation>
    </message>
    <message>
        <source>for the diagonal from the top right</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top right&quot;)</extracomment>
        <translation>voor de diagonaal vanaf rechtsboven</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1 (a programming error said plainly)</extracomment>
        <translation>er is geen speler {player}</translation>
    </message>
</context>
<context>
    <name>KnasterRulesWindow</name>
    <message>
        <source>Knaster Rules</source>
        <translation>Spelregels van Knaster</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Hoofdstukken</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Terug</translation>
    </message>
    <message>
        <source>The chapter before ({key})</source>
        <translation>Het vorige hoofdstuk ({key})</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Volgende &gt;</translation>
    </message>
    <message>
        <source>The next chapter ({key})</source>
        <translation>Het volgende hoofdstuk ({key})</translation>
    </message>
</context>
<context>
    <name>KnasterSheet</name>
    <message>
        <source>Three of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Drie gelijke</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Vier gelijke</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Vijf gelijke</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Twee paren</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Straat</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>legend heading over the bonus circles each combination earns</comment>
        <translation>cirkels</translation>
    </message>
    <message>
        <source>Combination</source>
        <comment>legend heading over the combinations&apos; names</comment>
        <translation>Combinatie</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>the printed sheet&apos;s score box</comment>
        <translation>Score</translation>
    </message>
    <message>
        <source>white fields</source>
        <comment>score box: the points of the lines&apos; white fields</comment>
        <translation>witte vakken</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>score box: one point per circled number</comment>
        <translation>cirkels</translation>
    </message>
    <message>
        <source>total</source>
        <comment>score box: the final score</comment>
        <translation>totaal</translation>
    </message>
    <message>
        <source>Side A (classic)</source>
        <comment>a side of the pad</comment>
        <translation>Kant A (klassiek)</translation>
    </message>
    <message>
        <source>Side B (mirrored)</source>
        <comment>a side of the pad</comment>
        <extracomment>Side B&apos;s grid is side A&apos;s mirrored: the white fields&apos; points are swapped around</extracomment>
        <translation>Kant B (gespiegeld)</translation>
    </message>
    <message>
        <source>spectacular</source>
        <comment>a solo total over 100</comment>
        <translation>spectaculair</translation>
    </message>
    <message>
        <source>excellent</source>
        <comment>a solo total over 80</comment>
        <translation>uitstekend</translation>
    </message>
    <message>
        <source>good</source>
        <comment>a solo total over 50</comment>
        <translation>goed</translation>
    </message>
    <message>
        <source>below good (50 or less)</source>
        <translation>nog niet goed (50 of minder)</translation>
    </message>
</context>
<context>
    <name>KnasterStatus</name>
    <message>
        <source>{line} has no bonus due.</source>
        <translation>{line} heeft geen bonus tegoed.</translation>
    </message>
    <message>
        <source>Finish the bonus of {line} first, or undo the circles picked ({key}).</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Maak eerst de bonus van {line} af, of maak de gekozen cirkels ongedaan ({key}).</translation>
    </message>
    <message>
        <source>Took back the circle in {cell}.</source>
        <translation>Cirkel in {cell} teruggenomen.</translation>
    </message>
    <message>
        <source>{combination} {line:in}</source>
        <extracomment>{combination}: a combination&apos;s name (&quot;full house&quot;); {line:in}: where, &quot;in row 3&quot;, &quot;in column c&quot;: &quot;full house in row 3&quot;, with a capital where it starts a sentence</extracomment>
        <translation>{combination} {line:in}</translation>
    </message>
    <message>
        <source>fills {line} (no combination)</source>
        <extracomment>What writing into a cell completes: &quot;fills row 3 (no combination)&quot;</extracomment>
        <translation>vult {line} (geen combinatie)</translation>
    </message>
    <message>
        <source>Click to write {roll} in {cell}</source>
        <extracomment>{roll}: the sum rolled; {cell}: a cell such as c3</extracomment>
        <translation>Klik om {roll} in {cell} te schrijven</translation>
    </message>
    <message>
        <source>{message}: {completes}</source>
        <extracomment>A click&apos;s preview, then what it completes: &quot;Click to write 7 in c3: Full house in row 3&quot;</extracomment>
        <translation>{message}: {completes}</translation>
    </message>
    <message>
        <source>Click to circle the {roll} in {cell}</source>
        <translation>Klik om de {roll} in {cell} te omcirkelen</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation>Nu niet mogelijk</translation>
    </message>
    <message>
        <source>an {number}</source>
        <extracomment>A number with its indefinite article when English says &quot;an&quot; (8, 11): &quot;an 8&quot;</extracomment>
        <translation>een {number}</translation>
    </message>
    <message>
        <source>a {number}</source>
        <extracomment>A number with its indefinite article: &quot;a 7&quot; (English says &quot;an 8&quot;; another entry)</extracomment>
        <translation>een {number}</translation>
    </message>
    <message>
        <source>{cell} or {cells}</source>
        <extracomment>Cells to choose from: &quot;b3 or c4&quot;</extracomment>
        <translation>{cell} of {cells}</translation>
    </message>
    <message>
        <source>circle {number} ({cell})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {number}: &quot;a 7&quot; (with its article); {cell}: its cell</extracomment>
        <translation>{number} ({cell}) omcirkelen</translation>
    </message>
    <message>
        <source>circle one of the {roll}s ({cells})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled; {cells}: &quot;b3 or c4&quot;</extracomment>
        <translation>een van de {roll}&apos;s ({cells}) omcirkelen</translation>
    </message>
    <message>
        <source>circle one of the {roll}s</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled</extracomment>
        <translation>een van de {roll}&apos;s omcirkelen</translation>
    </message>
    <message>
        <source>write it in an empty cell or {circle}</source>
        <extracomment>After &quot;with the 7 you can&quot;: {circle}: &quot;circle a 7 (b3)&quot;</extracomment>
        <translation>het in een leeg vak schrijven of {circle}</translation>
    </message>
    <message>
        <source>write it in an empty cell</source>
        <extracomment>After &quot;with the 7 you can&quot;</extracomment>
        <translation>het in een leeg vak schrijven</translation>
    </message>
    <message>
        <source>The {value} in {cell} is circled already</source>
        <translation>De {value} in {cell} is al omcirkeld</translation>
    </message>
    <message>
        <source>{cell} holds {value}</source>
        <translation>In {cell} staat {value}</translation>
    </message>
    <message>
        <source>{held}: with the {roll} you can {options}</source>
        <extracomment>{held}: what the cell holds; {options}: &quot;write it in an empty cell or circle a 7 (b3)&quot;</extracomment>
        <translation>{held}: met de {roll} kun je {options}</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Klik om {cell} te omcirkelen voor de bonus van {line}</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field (this cell is in more than one)</source>
        <translation>Kies eerst de lijn om te omcirkelen: klik op haar witte vak (dit vak ligt in meer dan één lijn)</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field</source>
        <translation>Kies eerst de lijn om te omcirkelen: klik op haar witte vak</translation>
    </message>
    <message>
        <source>Click to take back the circle in {cell}</source>
        <translation>Klik om de cirkel in {cell} terug te nemen</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line} ({picked} of {required})</source>
        <extracomment>{picked} of {required}: this circle&apos;s number among the bonus circles, &quot;(2 of 3)&quot; forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Klik om {cell} te omcirkelen voor de bonus van {line} ({picked} van {required})</translation>
    </message>
    <message>
        <source>{cell} cannot be circled for {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>{cell} kan niet omcirkeld worden voor {line}</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Dit spel is afgelopen.</translation>
    </message>
    <message>
        <source>the computer players are still playing</source>
        <translation>de computerspelers zijn nog aan het spelen</translation>
    </message>
    <message>
        <source>{player} rolls on another computer</source>
        <translation>{player} gooit op een andere computer</translation>
    </message>
    <message>
        <source>{player} rolled {roll}.</source>
        <translation>{player} gooide {roll}.</translation>
    </message>
    <message>
        <source>Nothing to undo since the last roll.</source>
        <translation>Niets om ongedaan te maken sinds de laatste worp.</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}.</source>
        <translation>Iedereen heeft de {roll} gespeeld.</translation>
    </message>
    <message>
        <source>{text} {player} rolls next.</source>
        <extracomment>{text}: what happened; {player} rolls the next round</extracomment>
        <translation>{text} {player} gooit hierna.</translation>
    </message>
    <message>
        <source>Cannot roll: {reason}.</source>
        <translation>Kan niet gooien: {reason}.</translation>
    </message>
    <message>
        <source>{made}: choose the line to circle first (click its white field, or a cell only in that line).</source>
        <extracomment>{made}: what the roll completed, &quot;Full house in row 3 and Straight in d1&quot;</extracomment>
        <translation>{made}: kies eerst de lijn om te omcirkelen (klik op haar witte vak, of op een vak dat alleen in die lijn ligt).</translation>
    </message>
    <message>
        <source>{circle} ({picked} chosen)</source>
        <extracomment>{circle}: &quot;circle 2 numbers&quot;; {picked}: how many of them the player has picked</extracomment>
        <translation>{circle} ({picked} gekozen)</translation>
    </message>
    <message>
        <source>{combination}: {circle}.</source>
        <extracomment>{combination}: &quot;Full house in row 3&quot;; {circle}: &quot;circle 2 numbers&quot;</extracomment>
        <translation>{combination}: {circle}.</translation>
    </message>
    <message>
        <source>{text} Then: {later}.</source>
        <extracomment>{text}: the bonus now; {later}: the other lines&apos; bonus to circle after it</extracomment>
        <translation>{text} Daarna: {later}.</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}</source>
        <translation>klik op een leeg vak om {roll} te schrijven</translation>
    </message>
    <message>
        <source>click an empty cell to write it</source>
        <translation>klik op een leeg vak om het te schrijven</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}, or {number} to circle it</source>
        <extracomment>{number}: the roll with its article, &quot;a 7&quot;</extracomment>
        <translation>klik op een leeg vak om {roll} te schrijven, of op {number} om te omcirkelen</translation>
    </message>
    <message>
        <source>click an empty cell to write it, or {number} to circle it</source>
        <translation>klik op een leeg vak om het te schrijven, of op {number} om te omcirkelen</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full, click {number} to circle it</source>
        <translation>het raster van {player} is vol, klik op {number} om te omcirkelen</translation>
    </message>
    <message>
        <source>your grid is full, click {number} to circle it</source>
        <translation>je raster is vol, klik op {number} om te omcirkelen</translation>
    </message>
    <message>
        <source>{what} ({cells})</source>
        <extracomment>{what}: &quot;click a 7 to circle it&quot;; {cells}: where, &quot;b3 or c4&quot;</extracomment>
        <translation>{what} ({cells})</translation>
    </message>
    <message>
        <source>You rolled {roll}: {what}.</source>
        <translation>Je gooide {roll}: {what}.</translation>
    </message>
    <message>
        <source>{roller} rolled {roll}. {player}&apos;s turn: {what}.</source>
        <extracomment>{roller} rolled; it is {player}&apos;s turn to use the roll; {what}: what to click</extracomment>
        <translation>{roller} gooide {roll}. {player} is aan de beurt: {what}.</translation>
    </message>
    <message>
        <source>{text} This is the last round.</source>
        <translation>{text} Dit is de laatste ronde.</translation>
    </message>
    <message>
        <source>Circled the bonus of {line}.</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Bonus van {line} omcirkeld.</translation>
    </message>
    <message>
        <source>Wrote {roll} in {cell}.</source>
        <translation>{roll} in {cell} geschreven.</translation>
    </message>
    <message>
        <source>Circled the {roll} in {cell}.</source>
        <translation>De {roll} in {cell} omcirkeld.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spel afgelopen.</translation>
    </message>
    <message>
        <source>Roll again: press R.</source>
        <translation>Gooi opnieuw: druk op R.</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <extracomment>A computer player is about to move</extracomment>
        <translation>{player} is aan zet…</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn; {later} plays later</source>
        <translation>{player} is aan de beurt; {later} speelt later</translation>
    </message>
    <message>
        <source>{player} has played this roll; waiting for {next}</source>
        <translation>{player} heeft deze worp gespeeld; wacht op {next}</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <extracomment>{players}: the names of players on other computers, joined by commas</extracomment>
        <translation>Wacht op {players}</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full</source>
        <translation>Het raster van {player} is vol</translation>
    </message>
    <message>
        <source>{first}&apos;s and {second}&apos;s grids are full</source>
        <translation>De rasters van {first} en {second} zijn vol</translation>
    </message>
    <message>
        <source>Several grids are full</source>
        <translation>Meerdere rasters zijn vol</translation>
    </message>
    <message>
        <source>{whose}: the game ends now.</source>
        <extracomment>{whose}: &quot;Ann&apos;s grid is full&quot;</extracomment>
        <translation>{whose}: het spel eindigt nu.</translation>
    </message>
    <message>
        <source>{whose}: the game is over.</source>
        <translation>{whose}: het spel is afgelopen.</translation>
    </message>
    <message>
        <source>{whose}: exactly one more roll follows, then the game ends.</source>
        <translation>{whose}: er volgt nog precies één worp, dan eindigt het spel.</translation>
    </message>
    <message>
        <source>Last round: {whose}; the game ends when everyone has played this roll.</source>
        <translation>Laatste ronde: {whose}; het spel eindigt als iedereen deze worp heeft gespeeld.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice first: type the sum or click it, then confirm</source>
        <translation>Voer eerst de worp van de echte dobbelstenen in: typ de som of klik erop, en bevestig</translation>
    </message>
    <message>
        <source>Roll the dice first: press R</source>
        <translation>Gooi eerst de dobbelstenen: druk op R</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice to start: type the sum or click it, then confirm.</source>
        <translation>Voer de worp van de echte dobbelstenen in om te beginnen: typ de som of klik erop, en bevestig.</translation>
    </message>
    <message>
        <source>Roll the dice to start: press R.</source>
        <translation>Gooi de dobbelstenen om te beginnen: druk op R.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice again: type the sum or click it, then confirm.</source>
        <translation>Voer opnieuw de worp van de echte dobbelstenen in: typ de som of klik erop, en bevestig.</translation>
    </message>
    <message>
        <source>Roll the dice again: press R.</source>
        <translation>Gooi opnieuw: druk op R.</translation>
    </message>
    <message>
        <source>{player} has played the {roll}</source>
        <translation>{player} heeft de {roll} gespeeld</translation>
    </message>
    <message>
        <source>You have played the {roll}</source>
        <translation>Je hebt de {roll} gespeeld</translation>
    </message>
    <message>
        <source>{reason}: enter the next roll</source>
        <translation>{reason}: voer de volgende worp in</translation>
    </message>
    <message>
        <source>{reason}: press R to roll again</source>
        <translation>{reason}: druk op R om opnieuw te gooien</translation>
    </message>
    <message>
        <source>Enter the next roll.</source>
        <translation>Voer de volgende worp in.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls on another computer.</source>
        <extracomment>{player}: who rolls next, on their own computer (a network game)</extracomment>
        <translation>Volgende worp: {player} gooit op een andere computer.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls by itself.</source>
        <extracomment>{player}: the computer player who rolls next, nobody presses R</extracomment>
        <translation>Volgende worp: {player} gooit vanzelf.</translation>
    </message>
    <message>
        <source>{player} has no empty cell and no {roll} left to circle, so {player} passes.</source>
        <translation>{player} heeft geen leeg vak en geen {roll} meer om te omcirkelen, dus {player} past.</translation>
    </message>
    <message>
        <source>You rolled {roll}: no empty cell and no {roll} left to circle, so you pass.</source>
        <translation>Je gooide {roll}: geen leeg vak en geen {roll} meer om te omcirkelen, dus je past.</translation>
    </message>
    <message>
        <source>Undone. {player} plays again.</source>
        <translation>Ongedaan gemaakt. {player} speelt opnieuw.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Ongedaan gemaakt.</translation>
    </message>
    <message>
        <source>The game is over: its result is final, there is nothing to undo.</source>
        <translation>Het spel is afgelopen: de uitslag staat vast, er valt niets ongedaan te maken.</translation>
    </message>
    <message>
        <source>Now it is {now}&apos;s turn: the click or key meant for {meant_for} changed nothing.</source>
        <translation>Nu is {now} aan de beurt: de klik of toets voor {meant_for} heeft niets veranderd.</translation>
    </message>
    <message>
        <source>This is {shown}&apos;s sheet, to look at only: {player}&apos;s sheet is the one to play (click its card below)</source>
        <translation>Dit is het scoreblad van {shown}, alleen om te bekijken: het scoreblad van {player} is aan de beurt (klik hieronder op de kaart)</translation>
    </message>
    <message>
        <source>Click to circle the bonus of {line} first</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Klik eerst om de bonus van {line} te omcirkelen</translation>
    </message>
    <message>
        <source>{line} has no bonus due</source>
        <translation>{line} heeft geen bonus tegoed</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;System Language ({0})</source>
        <translation>&amp;Systeemtaal ({0})</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Licenties</translation>
    </message>
    <message>
        <source>Knaster Qt and the parts its installers carry, with their licences. Choose a part to read its licence in full.</source>
        <translation>Knaster Qt en de onderdelen die de installatieprogramma&apos;s meeleveren, met hun licenties. Kies een onderdeel om de volledige licentie te lezen.</translation>
    </message>
    <message>
        <source>parts of Knaster Qt</source>
        <translation>onderdelen van Knaster Qt</translation>
    </message>
</context>
<context>
    <name>LineModel</name>
    <message numerus="yes">
        <source>{line}: %n point(s) (scored)</source>
        <translation>
            <numerusform>{line}: %n punt (gescoord)</numerusform>
            <numerusform>{line}: %n punten (gescoord)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) (circle {circles} for the bonus)</source>
        <extracomment>{circles}: the bonus circles still due in the line (1 to 3)</extracomment>
        <translation>
            <numerusform>{line}: %n punt (omcirkel {circles} voor de bonus)</numerusform>
            <numerusform>{line}: %n punten (omcirkel {circles} voor de bonus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s)</source>
        <extracomment>A line of the sheet and the points of its white field: &quot;row 3: 8 points&quot;</extracomment>
        <translation>
            <numerusform>{line}: %n punt</numerusform>
            <numerusform>{line}: %n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoopTilesAccessibility</name>
    <message>
        <source>{0}, value {1}</source>
        <extracomment>A tile as a screen reader says it: {0}: the sides its lines reach, &quot;north and east&quot;; {1}: its value</extracomment>
        <translation>{0}, waarde {1}</translation>
    </message>
    <message>
        <source>tile {0}</source>
        <translation>tegel {0}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>, the centre</source>
        <translation>, het midden</translation>
    </message>
    <message>
        <source>, the held tile fits</source>
        <translation>, de vastgehouden tegel past</translation>
    </message>
    <message>
        <source>: {0} points</source>
        <translation>: {0} punten</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>met de rug naar boven</translation>
    </message>
    <message>
        <source>, held</source>
        <translation>, vastgehouden</translation>
    </message>
    <message>
        <source>, fits nowhere</source>
        <translation>, past nergens</translation>
    </message>
    <message>
        <source>rack tile {0}</source>
        <translation>tegel {0} op het rekje</translation>
    </message>
</context>
<context>
    <name>LoopTilesController</name>
    <message>
        <source>That tile cannot go there: {0}.</source>
        <translation>Die tegel mag daar niet liggen: {0}.</translation>
    </message>
    <message>
        <source>Hint: exchange your tiles.</source>
        <translation>Tip: ruil je tegels.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Tip: beëindig je beurt.</translation>
    </message>
    <message>
        <source>Hint: the {0} tile on {1} scores {2}.</source>
        <translation>Tip: de tegel {0} op {1} levert {2} op.</translation>
    </message>
    <message>
        <source>{0} placed the {1} tile on {2}: {3} points (this turn {4}).</source>
        <translation>{0} legde de tegel {1} op {2}: {3} punten (deze beurt {4}).</translation>
    </message>
    <message>
        <source>{0} exchanged their tiles.</source>
        <translation>{0} heeft de tegels geruild.</translation>
    </message>
    <message>
        <source>The {0} tile is back on your rack from {1}.</source>
        <translation>De tegel {0} ligt weer op je rekje (van {1}).</translation>
    </message>
    <message>
        <source>{0} scored {1} this turn.</source>
        <translation>{0} scoorde deze beurt {1}.</translation>
    </message>
</context>
<context>
    <name>LoopTilesEntry</name>
    <message>
        <source>&amp;Open (rulebook)</source>
        <translation>O&amp;pen (spelregels)</translation>
    </message>
    <message>
        <source>Until the bag is empty and no tile fits, or a round passes without a tile</source>
        <translation>Tot de zak leeg is en geen tegel past, of een ronde voorbijgaat zonder tegel</translation>
    </message>
    <message>
        <source>&amp;Fixed turns</source>
        <translation>Vast aantal &amp;beurten</translation>
    </message>
    <message>
        <source>2 players 13 turns each, 3 players 9, 4 players 7 (2 to 4 players)</source>
        <translation>2 spelers elk 13 beurten, 3 spelers 9, 4 spelers 7 (2 tot 4 spelers)</translation>
    </message>
    <message>
        <source>Each in turn places up to three tiles; solo is practice.</source>
        <translation>Om de beurt legt ieder maximaal drie tegels; solo is om te oefenen.</translation>
    </message>
    <message>
        <source>Take back the last tile placed this turn ({key})</source>
        <translation>Neem de laatst gelegde tegel van deze beurt terug ({key})</translation>
    </message>
    <message>
        <source>the tile to place first and its square, as the strong computer player would</source>
        <extracomment>Settings, after &quot;Loop Tiles: &quot; below the Hints box</extracomment>
        <translation>de tegel die je eerst legt en zijn veld, zoals de sterke computerspeler zou doen</translation>
    </message>
    <message>
        <source>computer players place their tiles one by one at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Loop Tiles: &quot;</extracomment>
        <translation>computerspelers leggen hun tegels een voor een op een zichtbaar tempo</translation>
    </message>
    <message>
        <source>after the board game {original} ({publisher}, {year}); “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Loop Tiles: &quot;; {original}: Loopit, {name}: Loop Tiles</extracomment>
        <translation>naar het bordspel {original} ({publisher}, {year}); “{name}” is onze naam ervoor</translation>
    </message>
</context>
<context>
    <name>LoopTilesGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Loop Tiles!&lt;/b&gt; This guide plays your first turn with you. Tiles go on this board so that their lines join; the game starts from the tile on the centre square.</source>
        <translation>&lt;b&gt;Welkom bij Loop Tiles!&lt;/b&gt; Deze uitleg speelt je eerste beurt met je. Tegels komen zo op dit bord dat hun lijnen aansluiten; het spel begint bij de tegel op het middelste veld.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: choose a tile.</source>
        <translation>&lt;b&gt;Je rekje&lt;/b&gt;: kies een tegel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: five tiles, each with lines and a value. Take the {value} tile: click it (or drag it to the board).</source>
        <translation>&lt;b&gt;Je rekje&lt;/b&gt;: vijf tegels, elk met lijnen en een waarde. Neem de tegel {value}: klik erop (of sleep hem naar het bord).</translation>
    </message>
    <message>
        <source>This tile fits nowhere now: click it again and take another one.</source>
        <translation>Deze tegel past nu nergens: klik er nog eens op en neem een andere.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;lit squares&lt;/b&gt; are where the {value} tile fits: its lines join there, and no line is blocked. Click the ringed square: it scores {points}.</source>
        <translation>De &lt;b&gt;oplichtende velden&lt;/b&gt; zijn waar de tegel {value} past: daar sluiten zijn lijnen aan en wordt geen lijn geblokkeerd. Klik op het omcirkelde veld: dat levert {points} op.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The turn&apos;s score&lt;/b&gt; so far: {points}. You may place up to three tiles in a turn, one after another; {undo} takes the last one back.</source>
        <translation>&lt;b&gt;De score van de beurt&lt;/b&gt; tot nu toe: {points}. Je mag in een beurt tot drie tegels leggen, één voor één; {undo} neemt de laatste terug.</translation>
    </message>
    <message>
        <source>Place more tiles if you like, then click &lt;b&gt;End turn&lt;/b&gt;: your rack is filled up again from the bag.</source>
        <translation>Leg nog meer tegels als je wilt en klik dan op &lt;b&gt;Beurt beëindigen&lt;/b&gt;: je rekje wordt weer aangevuld uit de zak.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn is written on the pad&lt;/b&gt;: {points} points in all. Play on as you like: the game ends when the bag is empty and no tile fits, or after a round without a tile. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Je beurt staat op het scoreblok&lt;/b&gt;: {points} punten in totaal. Speel verder zoals je wilt: het spel eindigt als de zak leeg is en geen tegel meer past, of na een ronde zonder tegel. Help &gt; Spelregels legt alles uit.</translation>
    </message>
    <message>
        <source>{value} × {bonus}</source>
        <translation>{value} × {bonus}</translation>
    </message>
    <message>
        <source>&lt;b&gt;A line joined!&lt;/b&gt; A tile scores its value (times the square&apos;s bonus, if it has one) plus the value of every tile its lines join: {sum} = {points} points.</source>
        <translation>&lt;b&gt;Een lijn aangesloten!&lt;/b&gt; Een tegel scoort zijn waarde (maal de bonus van het veld, als het die heeft) plus de waarde van elke tegel die zijn lijnen verbinden: {sum} = {points} punten.</translation>
    </message>
</context>
<context>
    <name>LoopTilesPad</name>
    <message>
        <source>score pad</source>
        <comment>the printed pad&apos;s title</comment>
        <translation>scoreblok</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>heading of the turns&apos; column</comment>
        <translation>beurt</translation>
    </message>
    <message>
        <source>total</source>
        <comment>the pad&apos;s last row</comment>
        <translation>totaal</translation>
    </message>
    <message>
        <source>ex</source>
        <comment>short for exchange</comment>
        <extracomment>A turn&apos;s cell: the player exchanged their tiles (a short note, 2 letters)</extracomment>
        <translation>ruil</translation>
    </message>
</context>
<context>
    <name>LoopTilesPlayArea</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>In&amp;zoomen</translation>
    </message>
    <message>
        <source>Zoom O&amp;ut</source>
        <translation>Uitzoo&amp;men</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>Bord &amp;passend maken</translation>
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
        <translation>Passend</translation>
    </message>
    <message>
        <source>En&amp;d Turn</source>
        <translation>&amp;Beurt beëindigen</translation>
    </message>
    <message>
        <source>E&amp;xchange Tiles</source>
        <translation>Tegels r&amp;uilen</translation>
    </message>
    <message>
        <source>En&amp;d turn</source>
        <translation>B&amp;eurt beëindigen</translation>
    </message>
    <message>
        <source>E&amp;xchange tiles</source>
        <translation>Tegels &amp;ruilen</translation>
    </message>
    <message>
        <source>When none of your tiles fits: return them all, draw new ones, score 0</source>
        <translation>Als geen van je tegels past: leg ze allemaal terug, trek nieuwe, score 0</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>Je rekje</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Scoreblok</translation>
    </message>
    <message>
        <source>The fixed-turns variant is for 2 to 4 players: open game.</source>
        <translation>De variant met een vast aantal beurten is voor 2 tot 4 spelers: open spel.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n speler.</numerusform>
            <numerusform>%n spelers.</numerusform>
        </translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <source>&amp;Go on playing</source>
        <translation>&amp;Verder spelen</translation>
    </message>
    <message>
        <source>Take a tile from your rack first (click or drag it).</source>
        <translation>Neem eerst een tegel van je rekje (klik of sleep hem).</translation>
    </message>
    <message>
        <source>Pass to {0}
{0}, click when ready</source>
        <translation>Geef door aan {0}
{0}, klik als je klaar bent</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final ranking&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</source>
        <translation>&lt;b&gt;Eindstand&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Game over: {0} wins.</source>
        <translation>Spel afgelopen: {0} wint.</translation>
    </message>
    <message>
        <source>Game over: {0} share the win.</source>
        <translation>Spel afgelopen: {0} delen de eerste plaats.</translation>
    </message>
    <message>
        <source>{0} is playing on another computer…</source>
        <translation>{0} speelt op een andere computer…</translation>
    </message>
    <message>
        <source>{0} (computer) is playing…</source>
        <translation>{0} (computer) is aan zet…</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>{0} is aan de beurt</translation>
    </message>
    <message>
        <source>The game is over. New Game starts another one.</source>
        <translation>Het spel is afgelopen. Nieuw spel begint een volgend.</translation>
    </message>
    <message>
        <source>Hand the screen to {0}; {0} clicks the big button when ready.</source>
        <translation>Geef het scherm aan {0}; {0} klikt op de grote knop zodra het zover is.</translation>
    </message>
    <message>
        <source>Wait while {0} places tiles.</source>
        <translation>Wacht terwijl {0} tegels legt.</translation>
    </message>
    <message>
        <source>The {0} tile fits nowhere now: choose another tile, or end your turn ({1}).</source>
        <translation>De tegel {0} past nu nergens: kies een andere tegel of beëindig je beurt ({1}).</translation>
    </message>
    <message>
        <source>Place the {0} tile on a lit square (each shows its points), or click it again to put it back.</source>
        <translation>Leg de tegel {0} op een oplichtend veld (elk toont zijn punten) of klik er nog eens op om hem terug te leggen.</translation>
    </message>
    <message>
        <source>Three tiles placed, the most in a turn: end your turn ({0}), or take the last one back ({1}).</source>
        <translation>Drie tegels gelegd, het maximum in een beurt: beëindig je beurt ({0}) of neem de laatste terug ({1}).</translation>
    </message>
    <message>
        <source>None of your other tiles fits now: end your turn ({0}).</source>
        <translation>Geen van je andere tegels past nu: beëindig je beurt ({0}).</translation>
    </message>
    <message>
        <source>Place another tile (up to three in a turn), or end your turn ({0}).</source>
        <translation>Leg nog een tegel (tot drie per beurt) of beëindig je beurt ({0}).</translation>
    </message>
    <message>
        <source>None of your tiles fits anywhere: exchange them (Exchange tiles), or end your turn.</source>
        <translation>Geen van je tegels past ergens: ruil ze (Tegels ruilen) of beëindig je beurt.</translation>
    </message>
    <message>
        <source>Choose a tile from your rack: click it (the squares where it fits light up), or drag it to the board.</source>
        <translation>Kies een tegel van je rekje: klik erop (de velden waar hij past lichten op) of sleep hem naar het bord.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits, and a round without a tile ends the game.</source>
        <translation>Je beurt beëindigen zonder een tegel te leggen? Minstens één van je tegels past, en een ronde zonder tegel beëindigt het spel.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits on the board.</source>
        <translation>Je beurt beëindigen zonder een tegel te leggen? Minstens één van je tegels past op het bord.</translation>
    </message>
    <message>
        <source>This turn: {0} points, {1} of 3 tiles placed · bag: {2}</source>
        <translation>Deze beurt: {0} punten, {1}/3 tegels · zak: {2}</translation>
    </message>
</context>
<context>
    <name>LoopTilesReplay</name>
    <message>
        <source>Replay of {0}</source>
        <translation>Terugkijken: {0}</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Stap {0} van {1}</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Kan spel niet terugkijken</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Begin</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vooruit ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Einde ▶|</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spel &amp;openen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
</context>
<context>
    <name>LoopTilesRules</name>
    <message>
        <source>Loop Tiles — Rules</source>
        <translation>Loop Tiles — Spelregels</translation>
    </message>
    <message>
        <source># Loop Tiles</source>
        <translation># Loop Tiles</translation>
    </message>
    <message>
        <source>A tile game for 2 to 4 players; in the app you can also practise alone.</source>
        <translation>Een tegelspel voor 2 tot 4 spelers; in de app kun je ook alleen oefenen.</translation>
    </message>
    <message>
        <source>Tiles with winding lines and a value 1–8 are laid on a 13×13 board so that their lines connect. Each player has a rack of 5 tiles; the game starts from one tile on the centre square.</source>
        <translation>Tegels met kronkelende lijnen en een waarde van 1–8 worden op een bord van 13×13 gelegd, zodat hun lijnen aansluiten. Elke speler heeft een rekje met 5 tegels; het spel begint met één tegel op het middelste veld.</translation>
    </message>
    <message>
        <source>## A turn</source>
        <translation>## Een beurt</translation>
    </message>
    <message>
        <source>Place up to three tiles from your rack, one after another, then end the turn; your rack is refilled from the bag. Tiles are never rotated.</source>
        <translation>Leg maximaal drie tegels van je rekje, één voor één, en beëindig dan je beurt; je rekje wordt aangevuld uit de zak. Tegels worden nooit gedraaid.</translation>
    </message>
    <message>
        <source>A tile may go on an empty square beside a tile when every shared edge joins line to line or blank to blank, at least one line is continued, and no line runs off the board.</source>
        <translation>Een tegel mag op een leeg veld naast een tegel als elke gedeelde rand lijn op lijn of leeg op leeg laat aansluiten, minstens één lijn wordt doorgetrokken en geen lijn van het bord af loopt.</translation>
    </message>
    <message>
        <source>A line joined: the 2 tile continues a line of the start tile and scores 2 + 7 = 9.</source>
        <translation>Een lijn aangesloten: de tegel 2 zet een lijn van de starttegel voort en scoort 2 + 7 = 9.</translation>
    </message>
    <message>
        <source>A blocked line: the 3 tile may not go above the start tile, whose line would end at its blank side.</source>
        <translation>Een geblokkeerde lijn: de tegel 3 mag niet boven de starttegel, waarvan de lijn dan op zijn lege zijde zou eindigen.</translation>
    </message>
    <message>
        <source>A border square: the 7 tile may not go on A7, where its line would run off the board.</source>
        <translation>Een randveld: de tegel 7 mag niet op A7, waar zijn lijn van het bord af zou lopen.</translation>
    </message>
    <message>
        <source>The tiles of one turn need not touch each other. You may end your turn after fewer tiles, or none, even when another tile would fit.</source>
        <translation>De tegels van één beurt hoeven elkaar niet te raken. Je mag je beurt ook na minder tegels beëindigen, of zonder te leggen, zelfs als er nog een tegel zou passen.</translation>
    </message>
    <message>
        <source>## Scoring</source>
        <translation>## Puntentelling</translation>
    </message>
    <message>
        <source>A tile scores its value times the square&apos;s bonus (x2 … x6), plus the values of the tiles its lines join, tiles placed earlier in the same turn included.</source>
        <translation>Een tegel scoort zijn waarde maal de bonus van het veld (x2 … x6), plus de waarden van de tegels die zijn lijnen verbinden, ook tegels die eerder in dezelfde beurt zijn gelegd.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s turn: the 2 joined to the 7 scores 9; the 3 joined to the 4 and the 5 scores 12; the 2 on a x2 square joined to the 3 placed just before scores 2 × 2 + 3 = 7. The turn scores 9 + 12 + 7 = 28.</source>
        <translation>De beurt uit de spelregels: de 2 aan de 7 scoort 9; de 3 aan de 4 en de 5 scoort 12; de 2 op een x2-veld aan de net gelegde 3 scoort 2 × 2 + 3 = 7. De beurt scoort 9 + 12 + 7 = 28.</translation>
    </message>
    <message>
        <source>The game ends when the bag is empty and nobody can place, or when a whole round passes without a tile. The highest total wins; players with the same total share the place.</source>
        <translation>Het spel eindigt als de zak leeg is en niemand kan leggen, of als een hele ronde voorbijgaat zonder dat er een tegel wordt gelegd. De hoogste score wint; spelers met dezelfde score delen de plaats.</translation>
    </message>
    <message>
        <source>End turn finishes your turn. Exchange tiles can be clicked when you are stuck: nothing placed this turn and none of your tiles fits.</source>
        <translation>Met Beurt beëindigen sluit je je beurt af. Tegels ruilen kun je aanklikken als je vastzit: niets gelegd deze beurt en geen van je tegels past.</translation>
    </message>
    <message>
        <source>## The end</source>
        <translation>## Het einde</translation>
    </message>
    <message>
        <source>Exchange: a player who has placed no tile this turn and none of whose tiles fits anywhere may return the whole rack to the bag instead; the bag is shuffled and they draw as many tiles (some may be their own again). That ends the turn and scores 0. After placing a tile, no exchange is allowed in that turn.</source>
        <translation>Ruilen: een speler die deze beurt nog geen tegel heeft gelegd en van wie geen enkele tegel ergens past, mag in plaats daarvan zijn hele rekje in de zak terugdoen; de zak wordt geschud en hij trekt evenveel tegels (misschien weer een paar van zijn eigen). Daarmee eindigt de beurt, en die levert 0 op. Wie in een beurt een tegel heeft gelegd, mag in die beurt niet meer ruilen.</translation>
    </message>
    <message>
        <source>Variant: each player plays a fixed number of turns — 13 with 2 players, 9 with 3, 7 with 4 — and only that ends the game. Before it starts, 4 tiles (2 players) or 2 tiles (3 players) are set aside unseen.</source>
        <translation>Variant: elke speler speelt een vast aantal beurten — 13 met 2 spelers, 9 met 3, 7 met 4 — en alleen dat beëindigt het spel. Vooraf worden 4 tegels (2 spelers) of 2 tegels (3 spelers) ongezien opzijgelegd.</translation>
    </message>
    <message>
        <source>## In the app</source>
        <translation>## In de app</translation>
    </message>
    <message>
        <source>Drag a tile from your rack to the board, or click it and then a square: the squares where it fits light up and show its points. {undo} takes the last tile of the turn back. {ctrl}+wheel zooms, the middle button pans.</source>
        <translation>Sleep een tegel van je rekje naar het bord, of klik erop en dan op een veld: de velden waar hij past lichten op en tonen zijn punten. {undo} neemt de laatste tegel van de beurt terug. {ctrl}+muiswiel zoomt, met de middelste knop schuif je het bord.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message>
        <source>{tile} is not on player {player}&apos;s rack</source>
        <extracomment>{tile}: a tile as players see it (&quot;the 8 tile&quot;); {player}: a seat counted from 1</extracomment>
        <translation>{tile} ligt niet op het rekje van speler {player}</translation>
    </message>
    <message>
        <source>at most {count} tiles may be placed in a turn</source>
        <translation>er mogen hoogstens {count} tegels per beurt gelegd worden</translation>
    </message>
    <message>
        <source>no tile placed this turn to take back</source>
        <translation>deze beurt is geen tegel gelegd om terug te nemen</translation>
    </message>
    <message>
        <source>a player who has placed a tile this turn cannot exchange</source>
        <translation>wie deze beurt een tegel heeft gelegd, kan niet ruilen</translation>
    </message>
    <message>
        <source>only a player none of whose tiles fits may exchange</source>
        <translation>alleen een speler van wie geen enkele tegel past, mag ruilen</translation>
    </message>
    <message>
        <source>that square is not on the board</source>
        <translation>dat veld ligt niet op het bord</translation>
    </message>
    <message>
        <source>{square} is taken</source>
        <translation>{square} is bezet</translation>
    </message>
    <message>
        <source>{square} has no tile beside it</source>
        <translation>{square} heeft geen tegel ernaast</translation>
    </message>
    <message>
        <source>the line to the {side} of {tile} runs into a blank side at {square}</source>
        <extracomment>{side}: north, east, south or west ({side:from}: &quot;from the north&quot;, {side:edge}: &quot;north edge&quot;); {tile}: &quot;the 8 tile&quot; ({tile:of}: &quot;of the 8 tile&quot;)</extracomment>
        <translation>de lijn naar het {side} {tile:of} stuit bij {square} op een lege zijde</translation>
    </message>
    <message>
        <source>{tile} would block a line from the {side} at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;</extracomment>
        <translation>{tile} zou bij {square} een lijn uit het {side} blokkeren</translation>
    </message>
    <message>
        <source>{tile} continues no line at {square}</source>
        <translation>{tile} zet bij {square} geen enkele lijn voort</translation>
    </message>
    <message>
        <source>a line of {tile} would run off the board&apos;s {side} edge at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;; {tile:of} &quot;of the 8 tile&quot;</extracomment>
        <translation>een lijn {tile:of} zou bij {square} aan de kant van het {side} van het bord af lopen</translation>
    </message>
    <message>
        <source>north</source>
        <translation>noorden</translation>
    </message>
    <message>
        <source>from the north</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the north&quot;)</extracomment>
        <translation>uit het noorden</translation>
    </message>
    <message>
        <source>north edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s north edge&quot;)</extracomment>
        <translation>noordrand</translation>
    </message>
    <message>
        <source>east</source>
        <translation>oosten</translation>
    </message>
    <message>
        <source>from the east</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the east&quot;)</extracomment>
        <translation>uit het oosten</translation>
    </message>
    <message>
        <source>east edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s east edge&quot;)</extracomment>
        <translation>oostrand</translation>
    </message>
    <message>
        <source>south</source>
        <translation>zuiden</translation>
    </message>
    <message>
        <source>from the south</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the south&quot;)</extracomment>
        <translation>uit het zuiden</translation>
    </message>
    <message>
        <source>south edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s south edge&quot;)</extracomment>
        <translation>zuidrand</translation>
    </message>
    <message>
        <source>west</source>
        <translation>westen</translation>
    </message>
    <message>
        <source>from the west</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the west&quot;)</extracomment>
        <translation>uit het westen</translation>
    </message>
    <message>
        <source>west edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s west edge&quot;)</extracomment>
        <translation>westrand</translation>
    </message>
    <message>
        <source>the {value} tile</source>
        <extracomment>{value}: the value printed on the tile, 1 to 8</extracomment>
        <translation>de tegel {value}</translation>
    </message>
    <message>
        <source>of the {value} tile</source>
        <extracomment>{tile:of}: whose (&quot;a line of the 8 tile&quot;; German &quot;des Plättchens 8&quot;)</extracomment>
        <translation>van de tegel {value}</translation>
    </message>
</context>
<context>
    <name>LoopTilesSheet</name>
    <message>
        <source>{player} wins</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the winner: &quot;Ann wins&quot;</extracomment>
        <translation>{player} wint</translation>
    </message>
    <message>
        <source>{players} win</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the players who share the win</extracomment>
        <translation>{players} winnen</translation>
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
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>Start a new game ({key})</source>
        <translation>Begin een nieuw spel ({key})</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Open a saved game ({key})</source>
        <translation>Open een opgeslagen spel ({key})</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Save the game ({key})</source>
        <translation>Sla het spel op ({key})</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Start a game with friends on other computers of your network</source>
        <translation>Een spel beginnen met vrienden op andere computers in je netwerk</translation>
    </message>
    <message>
        <source>Stop Hosting the Ga&amp;me</source>
        <translation>Net&amp;werkspel niet meer hosten</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Afdruk&amp;voorbeeld…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF e&amp;xporteren…</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animaties</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>Host Networ&amp;k Game…</source>
        <translation>N&amp;etwerkspel hosten…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Meedoen aan netwerkspe&amp;l…</translation>
    </message>
    <message>
        <source>Take a seat in a game hosted on another computer of your network</source>
        <translation>Een plaats innemen in een spel dat op een andere computer in je netwerk wordt gehost</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>Net&amp;werkspel verlaten</translation>
    </message>
    <message>
        <source>Stop playing with the host; the game stays on this screen and your seat waits for you</source>
        <translation>Stoppen met spelen bij de host; het spel blijft op dit scherm en je plaats wacht op je</translation>
    </message>
    <message>
        <source>Stop serving the game to the other computers; it stays on this screen</source>
        <translation>Het spel niet langer aan de andere computers aanbieden; het blijft op dit scherm</translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation>Terug&amp;kijken…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Recovered &amp;Games…</source>
        <translation>&amp;Herstelde spellen…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istieken…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>I&amp;nstellingen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Gooi beide dobbelstenen (R)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Neem je laatste stap bij deze worp terug ({key})</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>Wat de sterke computerspeler in jouw plaats zou doen (H; nog eens H doet die zet)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <source>How to play Knaster (F1)</source>
        <translation>Zo speel je Knaster (F1)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>First Game &amp;Guide</source>
        <translation>&amp;Uitleg voor het eerste spel</translation>
    </message>
    <message>
        <source>A short solo game in which the app shows what to do, step by step</source>
        <translation>Een kort solospel waarin de app stap voor stap laat zien wat je moet doen</translation>
    </message>
    <message>
        <source>&amp;About Knaster Qt</source>
        <translation>&amp;Over Knaster Qt</translation>
    </message>
    <message>
        <source>cannot read the file: {0}</source>
        <translation>kan het bestand niet lezen: {0}</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spel openen</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it?</source>
        <translation>{0} bestaat al. Vervangen?</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Kan spel niet openen</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, regel {1}: {2}</translation>
    </message>
    <message>
        <source>Opened {0}.</source>
        <translation>{0} geopend.</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Kan spel niet opslaan</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>{0} opgeslagen.</translation>
    </message>
    <message>
        <source>Knaster Qt was started again: this window is the one playing (one per data folder).</source>
        <translation>Knaster Qt werd nog een keer gestart: in dit venster wordt gespeeld (één per gegevensmap).</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>naamloos</translation>
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
        <translation>Zo speel je {0} (F1)</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>A move the other players have seen cannot be taken back.</source>
        <translation>Een zet die de andere spelers al gezien hebben, kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Your unfinished move no longer fits the game; play it again.</source>
        <translation>Je onafgemaakte zet past niet meer in het spel; speel hem opnieuw.</translation>
    </message>
    <message>
        <source>The host refused the move: {reason}.</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>De host heeft de zet geweigerd: {reason}.</translation>
    </message>
    <message>
        <source>{player}: free</source>
        <translation>{player}: vrij</translation>
    </message>
    <message>
        <source>{player}: away</source>
        <translation>{player}: afwezig</translation>
    </message>
    <message>
        <source>{player}: joined, thinking</source>
        <translation>{player}: meegedaan, denkt na</translation>
    </message>
    <message>
        <source>{player}: joined</source>
        <translation>{player}: meegedaan</translation>
    </message>
    <message>
        <source>No seat is free</source>
        <translation>Geen plaats vrij</translation>
    </message>
    <message>
        <source>Free: {players}</source>
        <translation>Vrij: {players}</translation>
    </message>
    <message>
        <source>{game}, hosted by {host}</source>
        <translation>{game}, gehost door {host}</translation>
    </message>
    <message>
        <source>&amp;Take Seat</source>
        <translation>Plaats &amp;innemen</translation>
    </message>
    <message>
        <source>Click a game, then type its join code.</source>
        <translation>Klik op een spel en typ dan de deelnamecode.</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Zoeken naar spellen in dit netwerk…</translation>
    </message>
    <message>
        <source>Games on this network cannot be looked for ({reason}). Type the host&apos;s address.</source>
        <translation>Er kan niet naar spellen in dit netwerk worden gezocht ({reason}). Typ het adres van de host.</translation>
    </message>
    <message>
        <source>Pick your seat.</source>
        <translation>Kies je plaats.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Alle plaatsen van dit spel zijn bezet.</translation>
    </message>
    <message>
        <source>Waiting for: {players}</source>
        <translation>Wacht op: {players}</translation>
    </message>
    <message>
        <source>Away: {players}</source>
        <translation>Afwezig: {players}</translation>
    </message>
    <message>
        <source>{game} cannot be played over the network yet.</source>
        <translation>{game} kan nog niet via het netwerk worden gespeeld.</translation>
    </message>
    <message>
        <source>Cannot host the game: {reason}</source>
        <translation>Kan het spel niet hosten: {reason}</translation>
    </message>
    <message>
        <source>The game is not announced on the network ({reason}): tell your friends the address and port.</source>
        <translation>Het spel wordt niet in het netwerk aangekondigd ({reason}): geef je vrienden het adres en de poort.</translation>
    </message>
    <message>
        <source>Port {old} is taken now: the game is hosted again on port {port}. Tell the other players.</source>
        <translation>Poort {old} is nu bezet: het spel wordt opnieuw gehost op poort {port}. Laat het de andere spelers weten.</translation>
    </message>
    <message>
        <source>The game is hosted again: the other players rejoin by themselves.</source>
        <translation>Het spel wordt weer gehost: de andere spelers doen vanzelf weer mee.</translation>
    </message>
    <message>
        <source>The network game could not be hosted again: its file cannot be used ({reason}). The game goes on at this screen only; the file was kept as {file}.</source>
        <extracomment>{reason}: why, in English (the file&apos;s words)</extracomment>
        <translation>Het netwerkspel kon niet opnieuw worden gehost: het bestand is onbruikbaar ({reason}). Het spel gaat alleen op dit scherm verder; het bestand is bewaard als {file}.</translation>
    </message>
    <message>
        <source>Cannot Host the Game Again</source>
        <translation>Kan het spel niet opnieuw hosten</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Verbinding verbroken; opnieuw proberen…</translation>
    </message>
    <message>
        <source>Connected to the host again.</source>
        <translation>Weer verbonden met de host.</translation>
    </message>
    <message>
        <source>This app does not know the host&apos;s game.</source>
        <translation>Deze app kent het spel van de host niet.</translation>
    </message>
    <message>
        <source>The network game has ended: {reason}</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>Het netwerkspel is beëindigd: {reason}</translation>
    </message>
    <message>
        <source>the host did not come back</source>
        <translation>de host is niet teruggekomen</translation>
    </message>
    <message>
        <source>the host sent something unreadable ({error})</source>
        <extracomment>{error}: what was wrong with it, in English (the protocol&apos;s words)</extracomment>
        <translation>de host stuurde iets onleesbaars ({error})</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>de verbinding is verbroken</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <source>{0} to {1} players</source>
        <translation>{0} tot {1} spelers</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 speler</translation>
    </message>
    <message>
        <source>Who plays? {0}, each a person at this screen or a computer player.</source>
        <translation>Wie speelt er mee? {0}, elk een mens aan dit scherm of een computerspeler.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>New Game — {0}</source>
        <translation>Nieuw spel — {0}</translation>
    </message>
    <message>
        <source>name of player {0}</source>
        <translation>naam van speler {0}</translation>
    </message>
    <message>
        <source>player {0} plays as</source>
        <translation>speler {0} speelt als</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Uitgedeeld</translation>
    </message>
    <message>
        <source>sheet of player {0}</source>
        <translation>scoreblad van speler {0}</translation>
    </message>
    <message>
        <source>Dealt: the first sheet nobody has, in seat order</source>
        <translation>Uitgedeeld: het eerste scoreblad dat nog niemand heeft, in zitvolgorde</translation>
    </message>
    <message>
        <source>a game has {0} to {1} players, not {2}</source>
        <translation>een spel heeft {0} tot {1} spelers, niet {2}</translation>
    </message>
    <message>
        <source>two players are called {0}</source>
        <translation>twee spelers heten {0}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a computer level ({1})</source>
        <translation>&apos;{0}&apos; is geen computerniveau ({1})</translation>
    </message>
    <message>
        <source>there is no sheet side &apos;{0}&apos;</source>
        <translation>het scoreblad heeft geen kant &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>there is no sheet &apos;{0}&apos;</source>
        <translation>er is geen scoreblad &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>two players have sheet {0}</source>
        <translation>twee spelers hebben scoreblad {0}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>which game</source>
        <translation>welk spel</translation>
    </message>
    <message>
        <source>Who plays? 1 to 12 players, each a person at this screen or a computer player. Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Wie speelt er mee? 1 tot 12 spelers, elk een mens aan dit scherm of een computerspeler. Iedereen speelt dezelfde worp, in deze volgorde; wie gooit, schuift elke ronde door.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>players</source>
        <translation>spelers</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Speelt als</translation>
    </message>
    <message>
        <source>Add &amp;Person</source>
        <translation>&amp;Mens toevoegen</translation>
    </message>
    <message>
        <source>Add a person who plays at this screen</source>
        <translation>Voeg een mens toe die aan dit scherm speelt</translation>
    </message>
    <message>
        <source>Add &amp;Computer</source>
        <translation>&amp;Computer toevoegen</translation>
    </message>
    <message>
        <source>Add a computer player (choose its level in the list)</source>
        <translation>Voeg een computerspeler toe (kies zijn niveau in de lijst)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Verwijder de gekozen speler</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Omhoog</translation>
    </message>
    <message>
        <source>The selected player sits one place earlier</source>
        <translation>Zet de gekozen speler een plaats naar voren</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Om&amp;laag</translation>
    </message>
    <message>
        <source>The selected player sits one place later</source>
        <translation>Zet de gekozen speler een plaats naar achteren</translation>
    </message>
    <message>
        <source>what is wrong with the players</source>
        <translation>wat er mis is met de spelers</translation>
    </message>
    <message>
        <source>Sheet side</source>
        <translation>Kant van het scoreblad</translation>
    </message>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Kant &amp;A (klassiek)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Rijen 9 8 7 6 5 van boven, kolommen 9 8 7 6 5 van links</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Kant &amp;B (gespiegeld)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Rijen 5 6 7 8 9 van boven, kolommen 5 6 7 8 9 van links</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>E&amp;xtra ronde (spelregels)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Als een raster vol is, wordt er precies nog één worp gespeeld</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>Snel &amp;einde</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>Het spel eindigt met de ronde waarin een raster vol raakt</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>The app r&amp;olls</source>
        <translation>De app &amp;gooit</translation>
    </message>
    <message>
        <source>Rea&amp;l dice</source>
        <translation>Echte &amp;dobbelstenen</translation>
    </message>
    <message>
        <source>You roll real dice at the table and enter the sum</source>
        <translation>Je gooit met echte dobbelstenen aan tafel en voert de som in</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>⚠ Game not saved: kept in memory</source>
        <translation>⚠ Spel niet opgeslagen: alleen in het geheugen</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from an earlier session added to the records.</source>
        <translation>
            <numerusform>%n afgelopen spel uit een eerdere sessie aan de statistieken toegevoegd.</numerusform>
            <numerusform>%n afgelopen spellen uit een eerdere sessie aan de statistieken toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept: {0}.</source>
        <translation>Een onafgemaakt spel is bewaard: {0}.</translation>
    </message>
    <message>
        <source>An unfinished game of {0} was kept: {1}.</source>
        <translation>Een onafgemaakt spel {0} is bewaard: {1}.</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Spel hervatten?</translation>
    </message>
    <message>
        <source>Resume it where it stopped?</source>
        <translation>Verdergaan waar het gebleven was?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>sheet {0}, round {1} (so far {2})</source>
        <translation>scoreblad {0}, ronde {1} (tot nu toe {2})</translation>
    </message>
    <message>
        <source>round {0} (so far {1})</source>
        <translation>ronde {0} (tot nu toe {1})</translation>
    </message>
    <message>
        <source>Resumed the game at round {0}.</source>
        <translation>Spel hervat in ronde {0}.</translation>
    </message>
    <message>
        <source>The unfinished game was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>Het onafgemaakte spel is bewaard als {0} (Spel &gt; Herstelde spellen).</translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation>Spel opgeven?</translation>
    </message>
    <message>
        <source>Abandon the game in round {0}?</source>
        <translation>Het spel in ronde {0} opgeven?</translation>
    </message>
    <message>
        <source>It will be kept as a file: Game &gt; Recovered Games opens it again.</source>
        <translation>Het wordt als bestand bewaard: Spel &gt; Herstelde spellen opent het weer.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Opgeven</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Verder spelen</translation>
    </message>
    <message>
        <source>Game not replaced</source>
        <translation>Spel niet vervangen</translation>
    </message>
    <message>
        <source>The game in round {0} could not be kept ({1}). It stays on screen.</source>
        <translation>Het spel in ronde {0} kon niet worden bewaard ({1}). Het blijft op het scherm.</translation>
    </message>
    <message>
        <source>The game in round {0} was kept as {1} (Game &gt; Recovered Games).</source>
        <translation>Het spel in ronde {0} is bewaard als {1} (Spel &gt; Herstelde spellen).</translation>
    </message>
    <message>
        <source>Game not in the records</source>
        <translation>Spel niet in de statistieken</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>Het spel wordt weer automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Kan spel niet openen</translation>
    </message>
    <message>
        <source>{0} no longer exists.</source>
        <translation>{0} bestaat niet meer.</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Lijst &amp;wissen</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Kan spel niet terugkijken</translation>
    </message>
    <message>
        <source>the game on screen</source>
        <translation>het spel op het scherm</translation>
    </message>
    <message>
        <source>No game of this app replays {0}.</source>
        <translation>Geen spel in deze app kan {0} afspelen.</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>whose turn</source>
        <translation>wie aan de beurt is</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>einde van het spel</translation>
    </message>
    <message>
        <source>bonus prompt</source>
        <translation>bonusmelding</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>tip</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>players</source>
        <translation>spelers</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>your turn</source>
        <translation>jouw beurt</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>A computer player&apos;s card while it is about to move</extracomment>
        <translation>speelt…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>moet nog</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespeeld</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>wint!</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computer, {level}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>mens</translation>
    </message>
    <message numerus="yes">
        <source>{player} ({kind}): %n point(s) ({lines} for lines, {circles} circles)</source>
        <extracomment>A player&apos;s card: &quot;Ann (person): 41 points (26 for lines, 15 circles)&quot;</extracomment>
        <translation>
            <numerusform>{player} ({kind}): %n punt ({lines} voor lijnen, {circles} cirkels)</numerusform>
            <numerusform>{player} ({kind}): %n punten ({lines} voor lijnen, {circles} cirkels)</numerusform>
        </translation>
    </message>
    <message>
        <source>{text}, {state}</source>
        <translation>{text}, {state}</translation>
    </message>
    <message>
        <source>{card}. Click to see this sheet large.</source>
        <translation>{card}. Klik om dit scoreblad groot te zien.</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Cannot export PDF</source>
        <translation>Kan PDF niet exporteren</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Niets om af te drukken</translation>
    </message>
    <message>
        <source>{0} has no sheets to print yet.</source>
        <translation>{0} heeft nog geen scorebladen om af te drukken.</translation>
    </message>
    <message>
        <source>Print {0} Sheets</source>
        <translation>Scorebladen van {0} afdrukken</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Kan niet afdrukken</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Afdrukvoorbeeld</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exporteren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <source>Print Sheets</source>
        <translation>Scorebladen afdrukken</translation>
    </message>
    <message>
        <source>Sheets of this &amp;game</source>
        <translation>Scorebladen van dit &amp;spel</translation>
    </message>
    <message>
        <source>&amp;Blank sheets, to play on paper</source>
        <translation>&amp;Lege scorebladen, om op papier te spelen</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>S&amp;peler:</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>&amp;Kant van het scoreblad:</translation>
    </message>
    <message>
        <source>&amp;Number of sheets:</source>
        <translation>&amp;Aantal scorebladen:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Indeling:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>Papie&amp;r:</translation>
    </message>
    <message>
        <source>&amp;Cut marks</source>
        <translation>Snij&amp;tekens</translation>
    </message>
    <message>
        <source>The game&apos;s choice</source>
        <translation>Keuze van het spel</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>Score&amp;blad:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle spelers</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) per page</source>
        <translation>
            <numerusform>%n scoreblad per pagina</numerusform>
            <numerusform>%n scorebladen per pagina</numerusform>
        </translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: blank sheets, {1}</source>
        <translation>{0}: lege scorebladen, {1}</translation>
    </message>
</context>
<context>
    <name>QuitGuard</name>
    <message>
        <source>Quit Knaster Qt?</source>
        <translation>Knaster Qt afsluiten?</translation>
    </message>
    <message>
        <source>The game is not saved: it is kept only in memory, and quitting now loses it.</source>
        <translation>Het spel is niet opgeslagen: het staat alleen in het geheugen en gaat verloren als je nu afsluit.</translation>
    </message>
    <message>
        <source>Why: %s</source>
        <translation>Reden: %s</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Toch afsluiten</translation>
    </message>
</context>
<context>
    <name>RealDiceEntry</name>
    <message>
        <source>Keys: 2 to 9; 0 for 10, - for 11, = for 12 (or type 10, 11, 12); {enter} confirms, {backspace} changes</source>
        <translation>Toetsen: 2 tot 9; 0 voor 10, - voor 11, = voor 12 (of typ 10, 11, 12); {enter} bevestigt, {backspace} wijzigt</translation>
    </message>
    <message>
        <source>Enter the sum of the real dice:</source>
        <translation>Voer de som van de echte dobbelstenen in:</translation>
    </message>
    <message>
        <source>The dice show {0}</source>
        <translation>De dobbelstenen tonen {0}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>Be&amp;vestigen</translation>
    </message>
    <message>
        <source>Everyone plays this number ({key})</source>
        <translation>Iedereen speelt dit getal ({key})</translation>
    </message>
    <message>
        <source>Ch&amp;ange</source>
        <translation>&amp;Wijzigen</translation>
    </message>
    <message>
        <source>Choose another number ({key})</source>
        <translation>Kies een ander getal ({key})</translation>
    </message>
    <message>
        <source>sum of the real dice</source>
        <translation>som van de echte dobbelstenen</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Wait until everyone has played.</source>
        <translation>Wacht tot iedereen gespeeld heeft.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll: {0}&lt;/b&gt; — Confirm or Change?</source>
        <translation>&lt;b&gt;Worp: {0}&lt;/b&gt; — bevestigen of wijzigen?</translation>
    </message>
    <message>
        <source>1… then 0, 1 or 2 for 10, 11, 12</source>
        <translation>1… dan 0, 1 of 2 voor 10, 11, 12</translation>
    </message>
    <message>
        <source>Click the sum or type it.</source>
        <translation>Klik op de som of typ hem.</translation>
    </message>
    <message>
        <source>{0} die&apos;s value</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>waarde van de {0:die}</translation>
    </message>
    <message>
        <source>Real dice:</source>
        <translation>Echte dobbelstenen:</translation>
    </message>
    <message>
        <source>E&amp;nter the dice</source>
        <translation>Dobbelstenen &amp;invoeren</translation>
    </message>
</context>
<context>
    <name>RecoveredGamesWindow</name>
    <message>
        <source>No games are kept.</source>
        <translation>Er zijn geen spellen bewaard.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n kept game(s)?</source>
        <translation>
            <numerusform>%n bewaard spel verwijderen?</numerusform>
            <numerusform>%n bewaarde spellen verwijderen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They go to the trash, from where they can still be restored.</source>
        <translation>
            <numerusform>Het gaat naar de prullenbak en kan daar nog worden teruggezet.</numerusform>
            <numerusform>Ze gaan naar de prullenbak en kunnen daar nog worden teruggezet.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message numerus="yes">
        <source>The trash cannot take %n kept game(s). Delete them for good?</source>
        <translation>
            <numerusform>De prullenbak kan %n bewaard spel niet opnemen. Definitief verwijderen?</numerusform>
            <numerusform>De prullenbak kan %n bewaarde spellen niet opnemen. Definitief verwijderen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They cannot be restored afterwards.</source>
        <translation>
            <numerusform>Het kan daarna niet worden teruggezet.</numerusform>
            <numerusform>Ze kunnen daarna niet worden teruggezet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete for &amp;Good</source>
        <translation>&amp;Definitief verwijderen</translation>
    </message>
    <message>
        <source>Delete Kept Games</source>
        <translation>Bewaarde spellen verwijderen</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… en nog %n</numerusform>
            <numerusform>… en nog %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be deleted:</source>
        <translation>
            <numerusform>%n bewaard spel kon niet worden verwijderd:</numerusform>
            <numerusform>%n bewaarde spellen konden niet worden verwijderd:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) had already been removed by another program:</source>
        <translation>
            <numerusform>%n bewaard spel was al door een ander programma verwijderd:</numerusform>
            <numerusform>%n bewaarde spellen waren al door een ander programma verwijderd:</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>Bewaarde spellen</translation>
    </message>
    <message>
        <source>Nothing else was changed.</source>
        <translation>Verder is er niets veranderd.</translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) moved to the trash.</source>
        <translation>
            <numerusform>%n bewaard spel naar de prullenbak verplaatst.</numerusform>
            <numerusform>%n bewaarde spellen naar de prullenbak verplaatst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) deleted for good.</source>
        <translation>
            <numerusform>%n bewaard spel definitief verwijderd.</numerusform>
            <numerusform>%n bewaarde spellen definitief verwijderd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) left as they were.</source>
        <translation>
            <numerusform>%n bewaard spel blijft zoals het was.</numerusform>
            <numerusform>%n bewaarde spellen blijven zoals ze waren.</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder {0} is read-only or may not be changed</source>
        <translation>de map {0} is alleen-lezen of mag niet worden gewijzigd</translation>
    </message>
    <message>
        <source>Recovered Games</source>
        <translation>Herstelde spellen</translation>
    </message>
    <message>
        <source>Unfinished games you abandoned or did not resume, newest first. Open one to play on, or delete those you no longer need.</source>
        <translation>Onafgemaakte spellen die je hebt opgegeven of niet hervat, de nieuwste eerst. Open er een om verder te spelen, of verwijder de spellen die je niet meer nodig hebt.</translation>
    </message>
    <message>
        <source>Double-click a game to play it on</source>
        <translation>Dubbelklik op een spel om het verder te spelen</translation>
    </message>
    <message>
        <source>kept games</source>
        <translation>bewaarde spellen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>Play the selected game on in the main window</source>
        <translation>Het gekozen spel in het hoofdvenster verder spelen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Verwijderen…</translation>
    </message>
    <message>
        <source>Move the selected games to the trash ({key})</source>
        <translation>De gekozen spellen naar de prullenbak verplaatsen ({key})</translation>
    </message>
    <message>
        <source>Delete Older Than &amp;30 Days…</source>
        <translation>Ouder dan &amp;30 dagen verwijderen…</translation>
    </message>
    <message>
        <source>Select the games kept more than 30 days ago and move them to the trash</source>
        <translation>De spellen kiezen die meer dan 30 dagen geleden zijn bewaard en ze naar de prullenbak verplaatsen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
</context>
<context>
    <name>RemoteSeatsDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Netwerkspel hosten</translation>
    </message>
    <message>
        <source>Who plays on another computer?</source>
        <translation>Wie speelt op een andere computer?</translation>
    </message>
</context>
<context>
    <name>ReplaySheets</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The caption over a player&apos;s sheet in the replay: &quot;Ann · 41 points&quot;</extracomment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay of {title} — Knaster</source>
        <extracomment>The replay window&apos;s title; {title}: the game&apos;s file name</extracomment>
        <translation>Terugkijken: {title} — Knaster</translation>
    </message>
    <message>
        <source>Replay — Knaster</source>
        <translation>Terugkijken — Knaster</translation>
    </message>
    <message>
        <source>{file}, line {line}: {problem}</source>
        <extracomment>A transcript that does not check: its file, the line and the problem</extracomment>
        <translation>{file}, regel {line}: {problem}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Step {position} of {last}</source>
        <translation>Stap {position} van {last}</translation>
    </message>
    <message>
        <source>{step} · game over</source>
        <translation>{step} · spel afgelopen</translation>
    </message>
    <message>
        <source>{step} — {what}</source>
        <translation>{step} — {what}</translation>
    </message>
    <message>
        <source>Replay Game</source>
        <translation>Spel terugkijken</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Kan spel niet terugkijken</translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation>Voor de eerste worp</translation>
    </message>
    <message>
        <source>rolls of the game</source>
        <translation>worpen van het spel</translation>
    </message>
    <message>
        <source>Every roll of the game; pick one to see the sheets after it</source>
        <translation>Elke worp van het spel; kies er een om de scorebladen daarna te zien</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Begin</translation>
    </message>
    <message>
        <source>Before the first roll ({key})</source>
        <translation>Voor de eerste worp ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>One roll back ({key})</source>
        <translation>Eén worp terug ({key})</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vooruit ▶</translation>
    </message>
    <message>
        <source>One roll forward ({key})</source>
        <translation>Eén worp vooruit ({key})</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Einde ▶|</translation>
    </message>
    <message>
        <source>The last roll ({key})</source>
        <translation>De laatste worp ({key})</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spel &amp;openen…</translation>
    </message>
    <message>
        <source>Replay a saved game; the game being played stays as it is</source>
        <translation>Een opgeslagen spel terugkijken; het spel dat bezig is blijft zoals het is</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>Replay of {0}</source>
        <translation>Terugkijken: {0}</translation>
    </message>
    <message>
        <source>{0} · sheet {1} · {2} points</source>
        <translation>{0} · scoreblad {1} · {2} punten</translation>
    </message>
    <message>
        <source>Before the first throw.</source>
        <translation>Voor de eerste worp.</translation>
    </message>
    <message>
        <source>Step {0} of {1}: {2}</source>
        <translation>Stap {0} van {1}: {2}</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>results</source>
        <translation>uitslag</translation>
    </message>
    <message>
        <source>You scored {0} points.</source>
        <translation>Je scoorde {0} punten.</translation>
    </message>
    <message>
        <source>{0} wins with {1} points.</source>
        <translation>{0} wint met {1} punten.</translation>
    </message>
    <message>
        <source>{0} share the win with {1} points.</source>
        <translation>{0} delen de eerste plaats met {1} punten.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <source>Row {0}</source>
        <translation>Rij {0}</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>Spectacular!! {0} points or more: the best possible play reaches that in only 1 game out of 10.</source>
        <translation>Spectaculair!! {0} punten of meer: het best mogelijke spel haalt dat maar in 1 op de 10 spellen.</translation>
    </message>
    <message>
        <source>Excellent! {0} points or more: the best possible play reaches that in half its games.</source>
        <translation>Uitstekend! {0} punten of meer: het best mogelijke spel haalt dat in de helft van zijn spellen.</translation>
    </message>
    <message>
        <source>Good: {0} points or more. The best possible play reaches that in 9 games out of 10.</source>
        <translation>Goed: {0} punten of meer. Het best mogelijke spel haalt dat in 9 op de 10 spellen.</translation>
    </message>
    <message>
        <source>Try again: {0} points or more is good (the best possible play reaches that in 9 games out of 10).</source>
        <translation>Probeer het nog eens: {0} punten of meer is goed (het best mogelijke spel haalt dat in 9 op de 10 spellen).</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lijnen</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Cirkels</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>White fields of scored lines:</source>
        <translation>Witte vakken van gescoorde lijnen:</translation>
    </message>
    <message>
        <source>Circled numbers:</source>
        <translation>Omcirkelde getallen:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Totaal:</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s)</source>
        <translation>
            <numerusform>Spel afgelopen: %n punt</numerusform>
            <numerusform>Spel afgelopen: %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>no line scored</source>
        <translation>geen lijn gescoord</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n point(s)!</source>
        <translation>
            <numerusform>{player} wint met %n punt!</numerusform>
            <numerusform>{player} wint met %n punten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} share the win with %n point(s)!</source>
        <extracomment>{players}: the winners&apos; names joined, &quot;Ann and Bob&quot;</extracomment>
        <translation>
            <numerusform>{players} delen de eerste plaats met %n punt!</numerusform>
            <numerusform>{players} delen de eerste plaats met %n punten!</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{first} and {last}</source>
        <extracomment>Two items of a list, e.g. two player names or two lines: &quot;Ann and Bob&quot;</extracomment>
        <translation>{first} en {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <extracomment>The start of a list of three or more: &quot;Ann, Bob and Cy&quot; is &quot;Ann&quot; + &quot;, &quot; + &quot;Bob and Cy&quot;</extracomment>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>een speler heeft een naam nodig</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is longer than {most} characters</source>
        <translation>&apos;{name}&apos; is langer dan {most} tekens</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains a space; use letters, digits, _ or -</source>
        <translation>&apos;{name}&apos; bevat een spatie; gebruik letters, cijfers, _ of -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains &apos;{char}&apos;; use letters, digits, _ or -</source>
        <extracomment>{char}: the character that may not be in a name</extracomment>
        <translation>&apos;{name}&apos; bevat &apos;{char}&apos;; gebruik letters, cijfers, _ of -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a keyword of the transcript and cannot be a name</source>
        <translation>&apos;{name}&apos; is een trefwoord van het spelverslag en kan geen naam zijn</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules text could not be read: {0}</source>
        <translation>De tekst van de spelregels kon niet worden gelezen: {0}</translation>
    </message>
    <message>
        <source>{game} Rules</source>
        <translation>Spelregels van {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Chapter {number} of {count}</source>
        <translation>Hoofdstuk {number} van {count}</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Je scoreblad</translation>
    </message>
    <message>
        <source>Knaster is a dice game for 1 to 12 players. Everybody has a sheet like this one: a green grid of 5 × 5 empty cells. The columns are called a to e, the rows 1 to 5, so the top left cell is a1.</source>
        <translation>Knaster is een dobbelspel voor 1 tot 12 spelers. Iedereen heeft een scoreblad zoals dit: een groen raster van 5 × 5 lege vakken. De kolommen heten a tot e, de rijen 1 tot 5, dus het vak linksboven is a1.</translation>
    </message>
    <message>
        <source>The grid has 12 &lt;b&gt;lines&lt;/b&gt;: 5 rows, 5 columns and 2 diagonals. Each line ends in a &lt;b&gt;white field&lt;/b&gt; with its points: on side A the rows pay 9, 8, 7, 6, 5 from the top, the columns 9, 8, 7, 6, 5 from the left and each diagonal 10.</source>
        <translation>Het raster heeft 12 &lt;b&gt;lijnen&lt;/b&gt;: 5 rijen, 5 kolommen en 2 diagonalen. Elke lijn eindigt in een &lt;b&gt;wit vak&lt;/b&gt; met haar punten: op kant A leveren de rijen van boven 9, 8, 7, 6, 5 op, de kolommen van links 9, 8, 7, 6, 5 en elke diagonaal 10.</translation>
    </message>
    <message>
        <source>Side B of the pad is the mirror image: there the rows pay 5, 6, 7, 8, 9 from the top and the columns 5, 6, 7, 8, 9 from the left. You choose the side in New Game.</source>
        <translation>Kant B van het blok is het spiegelbeeld: daar leveren de rijen van boven 5, 6, 7, 8, 9 op en de kolommen van links 5, 6, 7, 8, 9. De kant kies je bij Nieuw spel.</translation>
    </message>
    <message>
        <source>On the left, the &lt;b&gt;legend&lt;/b&gt; lists the six combinations and how many bonus circles each earns. Below it, the &lt;b&gt;score box&lt;/b&gt; adds up your points at the end.</source>
        <translation>Links staat in de &lt;b&gt;legenda&lt;/b&gt; welke zes combinaties er zijn en hoeveel bonuscirkels elk oplevert. Daaronder telt het &lt;b&gt;scorevak&lt;/b&gt; aan het eind je punten op.</translation>
    </message>
    <message>
        <source>A new sheet, side A.</source>
        <translation>Een nieuw scoreblad, kant A.</translation>
    </message>
    <message>
        <source>A round: roll, then write or circle</source>
        <translation>Een ronde: gooien, dan schrijven of omcirkelen</translation>
    </message>
    <message>
        <source>Two dice are rolled and everybody uses their &lt;b&gt;sum&lt;/b&gt; (2 to 12), all at the same time. In the app you roll with the Roll button or the R key.</source>
        <translation>Er worden twee dobbelstenen gegooid en iedereen gebruikt hun &lt;b&gt;som&lt;/b&gt; (2 tot 12), allemaal tegelijk. In de app gooi je met de knop Gooien of de toets R.</translation>
    </message>
    <message>
        <source>Then everybody does exactly one thing: &lt;b&gt;write&lt;/b&gt; the sum into any empty cell, or &lt;b&gt;circle&lt;/b&gt; one cell that already holds that number and is not circled yet (only one, even if several cells hold it).</source>
        <translation>Daarna doet iedereen precies één ding: de som in een willekeurig leeg vak &lt;b&gt;schrijven&lt;/b&gt;, of één vak &lt;b&gt;omcirkelen&lt;/b&gt; waar dat getal al in staat en dat nog niet omcirkeld is (maar één, ook als het getal in meer vakken staat).</translation>
    </message>
    <message>
        <source>You may always write while an empty cell is left, even if you could circle. Only when your grid is full and no uncircled cell holds the number do you pass.</source>
        <translation>Je mag altijd schrijven zolang er een leeg vak is, ook als je zou kunnen omcirkelen. Alleen als je raster vol is en geen vak zonder cirkel het getal bevat, moet je passen.</translation>
    </message>
    <message>
        <source>A 7 was written in c3, then a 5 in b2 and a 9 in d4. When 7 came again, the 7 in c3 was circled.</source>
        <translation>Er werd een 7 in c3 geschreven, daarna een 5 in b2 en een 9 in d4. Toen er weer 7 kwam, werd de 7 in c3 omcirkeld.</translation>
    </message>
    <message>
        <source>Full lines and bonus circles</source>
        <translation>Volle lijnen en bonuscirkels</translation>
    </message>
    <message>
        <source>When a write puts the fifth number into a line, look at its five numbers (their order and the circles do not matter). If they form a combination of the legend, you &lt;b&gt;must at once circle&lt;/b&gt; that many uncircled cells of that line, any of them. Later is too late.</source>
        <translation>Als je met schrijven het vijfde getal in een lijn zet, bekijk je haar vijf getallen (volgorde en cirkels maken niet uit). Vormen ze een combinatie uit de legenda, dan &lt;b&gt;moet je meteen&lt;/b&gt; zoveel vakken zonder cirkel in die lijn &lt;b&gt;omcirkelen&lt;/b&gt;, welke je maar wilt. Later is te laat.</translation>
    </message>
    <message>
        <source>Three of a kind and two pairs give 1 circle; four of a kind and a full house 2; five of a kind and a straight (five numbers in a row) 3. One pair only, or five different numbers not in a row, give nothing.</source>
        <translation>Drie gelijke en twee paren leveren 1 cirkel op; vier gelijke en een full house 2; vijf gelijke en een straat (vijf opeenvolgende getallen) 3. Eén paar alleen, of vijf verschillende getallen die geen straat vormen, leveren niets op.</translation>
    </message>
    <message>
        <source>If fewer uncircled cells are left in the line, circle all that are left. One write can complete 2, 3 or even 4 lines at once: then you handle them one after the other, &lt;b&gt;in the order you choose&lt;/b&gt;. A line&apos;s uncircled cells are counted when its turn comes, so circles made for the first line can leave fewer for the next.</source>
        <translation>Zijn er minder vakken zonder cirkel over in de lijn, omcirkel dan alle overige. Eén keer schrijven kan 2, 3 of zelfs 4 lijnen tegelijk vol maken: dan handel je ze na elkaar af, &lt;b&gt;in de volgorde die je kiest&lt;/b&gt;. De vakken zonder cirkel van een lijn worden geteld als die lijn aan de beurt is; cirkels voor de eerste lijn kunnen er dus minder overlaten voor de volgende.</translation>
    </message>
    <message>
        <source>A house rule, Quick end in New Game, leaves out that extra round: the game then ends with the round in which the first grid fills.</source>
        <translation>Een huisregel, Snel einde bij Nieuw spel, laat die extra ronde weg: het spel eindigt dan met de ronde waarin het eerste raster vol raakt.</translation>
    </message>
    <message>
        <source>Your score is the points of your circled white fields plus &lt;b&gt;1 point for every circled cell&lt;/b&gt;. The highest score wins; equal highest scores share the win. In a solo game above 50 is good, above 80 excellent and above 100 spectacular.</source>
        <translation>Je score is de punten van je omcirkelde witte vakken plus &lt;b&gt;1 punt voor elk omcirkeld vak&lt;/b&gt;. De hoogste score wint; bij gelijke hoogste score delen de spelers de overwinning. In een solospel is boven 50 goed, boven 80 uitstekend en boven 100 spectaculair.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the frame on the sheet, {enter} or {space} writes or circles, R rolls, {undo} takes back your last step of this roll and H shows a hint; H again or {enter} plays it.</source>
        <translation>Met het toetsenbord: de pijltjestoetsen verplaatsen het kader op het scoreblad, {enter} of {space} schrijft of omcirkelt, R gooit, {undo} neemt je laatste stap bij deze worp terug en H toont een tip; nog eens H of {enter} speelt hem.</translation>
    </message>
    <message>
        <source>7, 10, 8, 6 and 9 in the diagonal from a1 to e5 make a straight: three bonus circles in that diagonal, here a1, c3 and e5.</source>
        <translation>7, 10, 8, 6 en 9 in de diagonaal van a1 tot e5 vormen een straat: drie bonuscirkels in die diagonaal, hier a1, c3 en e5.</translation>
    </message>
    <message>
        <source>A full house</source>
        <translation>Een full house</translation>
    </message>
    <message>
        <source>A full house is three equal numbers and two other equal numbers, in any order. The legend says it earns 2 bonus circles.</source>
        <translation>Een full house is drie gelijke getallen en twee andere gelijke getallen, in willekeurige volgorde. Volgens de legenda levert het 2 bonuscirkels op.</translation>
    </message>
    <message>
        <source>You choose which cells of the line to circle. A good choice keeps numbers uncircled that you expect to roll again, because you can circle them later with a roll.</source>
        <translation>Je kiest zelf welke vakken van de lijn je omcirkelt. Slim is het getallen zonder cirkel te laten die je nog eens verwacht te gooien, want die kun je later met een worp omcirkelen.</translation>
    </message>
    <message>
        <source>Row 2 holds 5, 5, 7, 5, 7: a full house. Two of its cells were circled.</source>
        <translation>Rij 2 bevat 5, 5, 7, 5, 7: een full house. Twee van haar vakken zijn omcirkeld.</translation>
    </message>
    <message>
        <source>A fully circled line scores</source>
        <translation>Een volledig omcirkelde lijn telt</translation>
    </message>
    <message>
        <source>When all five cells of a line hold numbers and &lt;b&gt;all five are circled&lt;/b&gt;, you earn the points of the line&apos;s white field: circle the white field. Bonus circles and circles by rolls count alike.</source>
        <translation>Als alle vijf vakken van een lijn een getal bevatten en &lt;b&gt;alle vijf omcirkeld zijn&lt;/b&gt;, krijg je de punten van het witte vak van die lijn: omcirkel het witte vak. Bonuscirkels en cirkels door worpen tellen hetzelfde.</translation>
    </message>
    <message>
        <source>One circle can finish several lines at once. A line scores only once.</source>
        <translation>Eén cirkel kan meerdere lijnen tegelijk voltooien. Een lijn telt maar één keer.</translation>
    </message>
    <message>
        <source>Row 4 (4, 9, 4, 9, 4) was a full house: two bonus circles. Rolls of 4, 9 and 4 circled the other three, so its white field&apos;s 6 points count.</source>
        <translation>Rij 4 (4, 9, 4, 9, 4) was een full house: twee bonuscirkels. Worpen van 4, 9 en 4 omcirkelden de andere drie, dus tellen de 6 punten van haar witte vak.</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message>
        <source>The end of the game and the count</source>
        <translation>Het einde van het spel en de telling</translation>
    </message>
    <message>
        <source>When, after a round, a player&apos;s grid is full, &lt;b&gt;one more round&lt;/b&gt; is played. Then the game ends.</source>
        <translation>Als na een ronde het raster van een speler vol is, wordt er &lt;b&gt;nog één ronde&lt;/b&gt; gespeeld. Dan eindigt het spel.</translation>
    </message>
    <message>
        <source>This sheet scored these lines: {lines}.</source>
        <translation>Op dit scoreblad scoorden deze lijnen: {lines}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} points for the white fields and {circles} circled cells make {total} points.</source>
        <translation>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} punten voor de witte vakken en {circles} omcirkelde vakken maken {total} punten.</translation>
    </message>
    <message>
        <source>A finished sheet, the rulebook&apos;s example: {total} points.</source>
        <translation>Een vol scoreblad, het voorbeeld uit de spelregels: {total} punten.</translation>
    </message>
    <message>
        <source>Playing in the app</source>
        <translation>Spelen in de app</translation>
    </message>
    <message>
        <source>Point at a cell: the sheet shows faintly what a click would do, and the status bar says it. Click to write or circle; a click that is not allowed changes nothing, and the status bar says why.</source>
        <translation>Wijs een vak aan: het scoreblad toont vaag wat een klik zou doen, en de statusbalk zegt het. Klik om te schrijven of te omcirkelen; een klik die niet mag verandert niets, en de statusbalk zegt waarom.</translation>
    </message>
    <message>
        <source>When one write completes several lines with a bonus, click the white field of the line you want to handle first (or one of its cells that is in none of the other lines), then circle its bonus cells.</source>
        <translation>Maakt één keer schrijven meerdere lijnen met een bonus vol, klik dan op het witte vak van de lijn die je eerst wilt afhandelen (of op een van haar vakken dat in geen van de andere lijnen ligt) en omcirkel daarna haar bonusvakken.</translation>
    </message>
    <message>
        <source>Tips: 7 is the most common sum, then 6 and 8; 2 and 12 are rare. The centre cell belongs to four lines. Circles make a large part of a good score, so balance writing new numbers and circling old ones.</source>
        <translation>Tips: 7 is de meest voorkomende som, dan 6 en 8; 2 en 12 zijn zeldzaam. Het middelste vak hoort bij vier lijnen. Cirkels leveren een groot deel van een goede score, dus houd nieuwe getallen schrijven en oude omcirkelen in evenwicht.</translation>
    </message>
    <message>
        <source>Help &gt; First Game Guide plays a short game with you, step by step.</source>
        <translation>Help &gt; Uitleg voor het eerste spel speelt stap voor stap een kort spel met je.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>solo games</source>
        <translation>solospellen</translation>
    </message>
    <message>
        <source>of solo games</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her pro jednoho&quot;)</extracomment>
        <translation>van solospellen</translation>
    </message>
    <message>
        <source>score distribution chart</source>
        <translation>grafiek van de scoreverdeling</translation>
    </message>
    <message>
        <source>number of {0} by points</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot;; {0:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>aantal {0} per score</translation>
    </message>
    <message>
        <source>No {0} yet.</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot; ({0:of}: &quot;of solo games&quot;)</extracomment>
        <translation>Nog geen {0}.</translation>
    </message>
    <message>
        <source>points (bands of {0}); bar height: number of {1}</source>
        <extracomment>{1}: what a bar counts, &quot;solo games&quot;; {1:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>punten (stappen van {0}); hoogte van de balk: aantal {1}</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Player</source>
        <extracomment>A player&apos;s name until someone types theirs (numbered when there are more: &quot;Player2&quot;). One word of letters only, as a player&apos;s name must be</extracomment>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>A computer player&apos;s name, numbered: &quot;Computer1&quot;. One word of letters only</extracomment>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — Knaster</source>
        <translation>Instellingen — Knaster</translation>
    </message>
    <message>
        <source>For the next new game</source>
        <translation>Voor het volgende nieuwe spel</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>&amp;Kant van het scoreblad:</translation>
    </message>
    <message>
        <source>&amp;End of the game:</source>
        <translation>&amp;Einde van het spel:</translation>
    </message>
    <message>
        <source>While playing, in every game (applies at once)</source>
        <translation>Tijdens het spel, in elk spel (geldt meteen)</translation>
    </message>
    <message>
        <source>&amp;Hints available: what the strong computer player would do in your place (H)</source>
        <translation>T&amp;ips beschikbaar: wat de sterke computerspeler in jouw plaats zou doen (H)</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Animaties</translation>
    </message>
    <message>
        <source>&amp;Coordinates on Knaster&apos;s sheet (a to e, 1 to 5)</source>
        <translation>&amp;Coördinaten op het Knaster-scoreblad (a tot e, 1 tot 5)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Snelheid van animaties:</translation>
    </message>
    <message>
        <source>Default players (for the next new game)</source>
        <translation>Standaardspelers (voor het volgende nieuwe spel)</translation>
    </message>
    <message>
        <source>default players</source>
        <translation>standaardspelers</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>&amp;Add Player</source>
        <translation>Speler &amp;toevoegen</translation>
    </message>
    <message>
        <source>&amp;Remove Player</source>
        <translation>Speler &amp;verwijderen</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Settings — {0}</source>
        <translation>Instellingen — {0}</translation>
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
        <translation>Een spel heeft hoogstens {0} spelers.</translation>
    </message>
    <message>
        <source>Player {0}: {1}.</source>
        <translation>Speler {0}: {1}.</translation>
    </message>
    <message>
        <source>Player {0}: {1} is already in the list.</source>
        <translation>Speler {0}: {1} staat al in de lijst.</translation>
    </message>
</context>
<context>
    <name>SheetAccessibility</name>
    <message>
        <source>row {0}</source>
        <translation>rij {0}</translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation>kolom {0}</translation>
    </message>
    <message>
        <source>{0} field</source>
        <translation>wit vak van {0}</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>{0}, circled</source>
        <translation>{0}, omcirkeld</translation>
    </message>
    <message>
        <source>{0}, scored</source>
        <translation>{0}, gescoord</translation>
    </message>
    <message>
        <source>{0}: {1} for lines, {2}</source>
        <translation>{0}: {1} voor lijnen, {2}</translation>
    </message>
</context>
<context>
    <name>SheetHeader</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The total of a finished sheet in its printed header: &quot;87 points&quot;</extracomment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
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
        <translation>plaats {rank}</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>spel nog bezig</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Knaster sheet</source>
        <translation>Knaster-scoreblad</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet · look only</source>
        <extracomment>The title over another player&apos;s sheet, shown but not played</extracomment>
        <translation>Scoreblad van {player} · alleen bekijken</translation>
    </message>
    <message>
        <source>{player}&apos;s turn · roll {roll}</source>
        <extracomment>The title over the sheet of the player whose turn it is, and the sum rolled</extracomment>
        <translation>{player} is aan de beurt · worp {roll}</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet</source>
        <translation>Scoreblad van {player}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Solospellen</translation>
    </message>
    <message>
        <source>With others</source>
        <translation>Met anderen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Players and points</source>
        <translation>Spelers en punten</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>over {0}</source>
        <translation>boven {0}</translation>
    </message>
    <message>
        <source>{0}–{1}</source>
        <translation>{0}–{1}</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>whose records are shown</source>
        <translation>van welk spel de statistieken getoond worden</translation>
    </message>
    <message>
        <source>Cha&amp;rt of:</source>
        <translation>&amp;Grafiek van:</translation>
    </message>
    <message>
        <source>whose games the chart shows</source>
        <translation>van wie de grafiek de spellen toont</translation>
    </message>
    <message>
        <source>Cannot read the records</source>
        <translation>Kan statistieken niet lezen</translation>
    </message>
    <message>
        <source>{0} Nothing was changed; try again later (another program may be using the file).</source>
        <translation>{0} Er is niets veranderd; probeer het later opnieuw (misschien gebruikt een ander programma het bestand).</translation>
    </message>
    <message>
        <source>Statistics — {0}</source>
        <translation>Statistieken — {0}</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>iedereen</translation>
    </message>
    <message>
        <source>Solo games (everyone)</source>
        <translation>Solospellen (iedereen)</translation>
    </message>
    <message>
        <source>All players, every game</source>
        <translation>Alle spelers, alle spellen</translation>
    </message>
    <message>
        <source>{0}: every game</source>
        <translation>{0}: alle spellen</translation>
    </message>
    <message>
        <source>results (every player, every game)</source>
        <translation>uitslagen (alle spelers, alle spellen)</translation>
    </message>
    <message>
        <source>of results (every player, every game)</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;výsledků (...)&quot;)</extracomment>
        <translation>van uitslagen (alle spelers, alle spellen)</translation>
    </message>
    <message>
        <source>games of {0}</source>
        <translation>spellen van {0}</translation>
    </message>
    <message>
        <source>of games of {0}</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her hráče Ann&quot;)</extracomment>
        <translation>van spellen van {0}</translation>
    </message>
    <message>
        <source>Best solo game: &lt;b&gt;{0}&lt;/b&gt; points ({1}, {2}).</source>
        <translation>Beste solospel: &lt;b&gt;{0}&lt;/b&gt; punten ({1}, {2}).</translation>
    </message>
    <message>
        <source>No solo game finished yet.</source>
        <translation>Nog geen solospel afgelopen.</translation>
    </message>
    <message>
        <source>Solo results by rating: {0}.</source>
        <translation>Soloscores per beoordeling: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; finished game(s) stored.</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; afgelopen spel opgeslagen.</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; afgelopen spellen opgeslagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The records are kept in memory only this session.</source>
        <translation>De statistieken worden deze sessie alleen in het geheugen bewaard.</translation>
    </message>
    <message>
        <source>Cannot export records</source>
        <translation>Kan statistieken niet exporteren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {0}.</source>
        <translation>
            <numerusform>%n regel geëxporteerd naar {0}.</numerusform>
            <numerusform>%n regels geëxporteerd naar {0}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Records</source>
        <translation>Statistieken exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Kan spel niet terugkijken</translation>
    </message>
    <message>
        <source>The game could not be read ({0}).</source>
        <translation>Het spel kon niet worden gelezen ({0}).</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>spel {0}</translation>
    </message>
    <message>
        <source>Statistics — Knaster</source>
        <translation>Statistieken — Knaster</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Overzicht</translation>
    </message>
    <message>
        <source>Solo &amp;High Scores</source>
        <translation>Solo-&amp;topscores</translation>
    </message>
    <message>
        <source>solo high scores</source>
        <translation>solo-topscores</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pelers</translation>
    </message>
    <message>
        <source>Double-click a player to list their games</source>
        <translation>Dubbelklik op een speler om de spellen van die speler te tonen</translation>
    </message>
    <message>
        <source>players</source>
        <translation>spelers</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>Sp&amp;ellen</translation>
    </message>
    <message>
        <source>Games o&amp;f:</source>
        <translation>Spellen &amp;van:</translation>
    </message>
    <message>
        <source>Double-click a game to replay it</source>
        <translation>Dubbelklik op een spel om het terug te kijken</translation>
    </message>
    <message>
        <source>games</source>
        <translation>spellen</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xporteren…</translation>
    </message>
    <message>
        <source>Every stored game, one row per player, as a CSV file for a spreadsheet</source>
        <translation>Elk opgeslagen spel, één regel per speler, als CSV-bestand voor een spreadsheet</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sl&amp;uiten</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <source>Showing {player}&apos;s sheet (look only). Click the card of the player whose turn it is to go back.</source>
        <translation>Je ziet het scoreblad van {player} (alleen bekijken). Klik op de kaart van de speler die aan de beurt is om terug te gaan.</translation>
    </message>
    <message>
        <source>Hints are switched off in the settings.</source>
        <translation>Tips staan uit in de instellingen.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is: roll first.</source>
        <translation>Een tip is voor wie aan de beurt is: gooi eerst.</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <extracomment>{reason}: the suggested move and why, e.g. &quot;write 7 in c3: completes row 3 ...&quot;</extracomment>
        <translation>Tip: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Game over — {player} wins with %n point(s)</source>
        <extracomment>The turn banner at the end; {player}: the winner&apos;s name (in bold)</extracomment>
        <translation>
            <numerusform>Spel afgelopen — {player} wint met %n punt</numerusform>
            <numerusform>Spel afgelopen — {player} wint met %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over — {players} share the win with %n point(s)</source>
        <extracomment>{players}: the winners&apos; names, &quot;Ann and Bob&quot; (in bold)</extracomment>
        <translation>
            <numerusform>Spel afgelopen — {players} delen de eerste plaats met %n punt</numerusform>
            <numerusform>Spel afgelopen — {players} delen de eerste plaats met %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (computer, {level}) is playing the {roll}…</source>
        <extracomment>{player}: a computer player (in bold); {level}: easy, medium or strong</extracomment>
        <translation>{player} (computer, {level}) speelt de {roll}…</translation>
    </message>
    <message>
        <source>{player}, your turn — roll {roll}</source>
        <extracomment>{player}: whose turn it is (in bold); {roll}: the sum rolled (large)</extracomment>
        <translation>{player}, jouw beurt — worp {roll}</translation>
    </message>
    <message>
        <source>{text} · showing {player}&apos;s sheet</source>
        <extracomment>The banner, while another player&apos;s sheet is shown large</extracomment>
        <translation>{text} · scoreblad van {player}</translation>
    </message>
    <message>
        <source>Waiting for {players} to play the {roll}…</source>
        <extracomment>A network game: {players} (in bold) play the roll on their own computers</extracomment>
        <translation>Wacht op {players} (worp {roll})…</translation>
    </message>
    <message>
        <source>rolls on another computer</source>
        <extracomment>After &quot;Next roll: Bob —&quot;: a player on another computer rolls there</extracomment>
        <translation>gooit op een andere computer</translation>
    </message>
    <message>
        <source>enter the real dice</source>
        <translation>voer de echte dobbelstenen in</translation>
    </message>
    <message>
        <source>rolls by itself</source>
        <extracomment>After &quot;Next roll: Cid —&quot;: a computer player rolls, nobody presses R</extracomment>
        <translation>gooit vanzelf</translation>
    </message>
    <message>
        <source>press R</source>
        <translation>druk op R</translation>
    </message>
    <message>
        <source>New game: {player} rolls first — {how}</source>
        <extracomment>{player}: who rolls first (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Nieuw spel: {player} gooit als eerste — {how}</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}. Next roll: {player} — {how}</source>
        <extracomment>{player}: who rolls next (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Iedereen heeft de {roll} gespeeld. Volgende worp: {player} — {how}</translation>
    </message>
    <message>
        <source>{player} rolls first</source>
        <translation>{player} gooit als eerste</translation>
    </message>
    <message>
        <source>{player} rolled</source>
        <extracomment>Beside the dice: who rolled them</extracomment>
        <translation>{player} heeft gegooid</translation>
    </message>
    <message>
        <source>{rolled} · next: {player}</source>
        <extracomment>Beside the dice: who rolled them, and who rolls next</extracomment>
        <translation>{rolled} · volgende: {player}</translation>
    </message>
</context>
<context>
    <name>_Counts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n cirkel</numerusform>
            <numerusform>%n cirkels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>circle %n number(s)</source>
        <extracomment>The bonus circles to draw: &quot;circle 2 numbers&quot;</extracomment>
        <translation>
            <numerusform>omcirkel %n getal</numerusform>
            <numerusform>omcirkel %n getallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Circle %n more number(s) {line:in}.</source>
        <extracomment>{line:in}: where, &quot;in row 3&quot;</extracomment>
        <translation>
            <numerusform>Omcirkel nog %n getal {line:in}.</numerusform>
            <numerusform>Omcirkel nog %n getallen {line:in}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scores %n point(s)!</source>
        <translation>
            <numerusform>{line} scoort %n punt!</numerusform>
            <numerusform>{line} scoort %n punten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s).</source>
        <translation>
            <numerusform>Spel afgelopen: %n punt.</numerusform>
            <numerusform>Spel afgelopen: %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scored %n point(s)</source>
        <extracomment>{line}: &quot;row 3&quot;; it has been fully circled and scored its white field&apos;s points</extracomment>
        <translation>
            <numerusform>{line} scoorde %n punt</numerusform>
            <numerusform>{line} scoorde %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) once all its five numbers are circled</source>
        <translation>
            <numerusform>{line}: %n punt zodra alle vijf getallen omcirkeld zijn</numerusform>
            <numerusform>{line}: %n punten zodra alle vijf getallen omcirkeld zijn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>Cannot print to file</source>
        <translation>Kan niet naar bestand afdrukken</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Knaster Qt is already running with the data folder {0}, but it does not answer. Close it (or end it) and start again.</source>
        <translation>Knaster Qt draait al met de gegevensmap {0}, maar reageert niet. Sluit het (of beëindig het) en start opnieuw.</translation>
    </message>
</context>
<context>
    <name>registry</name>
    <message>
        <source>{0} games ({1})</source>
        <translation>{0}-spellen ({1})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
</context>
</TS>
