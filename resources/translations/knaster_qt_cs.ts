<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: {credit}</source>
        <extracomment>Help &gt; About, one hosted game: its name (bold) and its entry&apos;s credit</extracomment>
        <translation>{game}: {credit}</translation>
    </message>
    <message>
        <source>Knaster Qt hosts these games, on sheets and boards that look and play like the printed ones:</source>
        <translation>Knaster Qt nabízí tyto hry; jejich listy a desky vypadají a hrají se jako ty tištěné:</translation>
    </message>
    <message>
        <source>Knaster Qt is an unofficial companion app, made by fans. It is not affiliated with or endorsed by the games&apos; authors or publishers.</source>
        <translation>Knaster Qt je neoficiální doprovodná aplikace od fanoušků. Není nijak spojena s autory ani vydavateli her a ti ji ani neschválili.</translation>
    </message>
    <message>
        <source>Knaster Qt is free software under the {0} License. &lt;i&gt;Licences…&lt;/i&gt; lists the parts it ships with and their licences.</source>
        <translation>Knaster Qt je svobodný software pod licencí {0}. &lt;i&gt;Licence…&lt;/i&gt; uvádí přibalené součásti a jejich licence.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licence…</translation>
    </message>
    <message>
        <source>The licence text {0} could not be read: {1}.</source>
        <translation>Text licence {0} se nepodařilo přečíst: {1}.</translation>
    </message>
    <message>
        <source>About Knaster Qt</source>
        <translation>O aplikaci Knaster Qt</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Zatím se neházelo</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>kostky</translation>
    </message>
    <message>
        <source>sum of the dice</source>
        <translation>součet kostek</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>Hod&amp;it</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Hodit oběma kostkami (R)</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>{0} die, not thrown</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0:die}, zatím nehozená</translation>
    </message>
    <message>
        <source>{0} die showing {1}, last round&apos;s throw</source>
        <extracomment>Between two rounds, until the next throw. {0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;</extracomment>
        <translation>{0:die} ukazuje {1}, hod z minulého kola</translation>
    </message>
    <message>
        <source>{0} die showing 1, stays</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0:die} ukazuje 1 a zůstává</translation>
    </message>
    <message>
        <source>{0} die showing {1}, written</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0:die} ukazuje {1}, zapsaná</translation>
    </message>
    <message>
        <source>{0} die showing {1}</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0:die} ukazuje {1}</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>die showing {0}</source>
        <translation>kostka ukazuje {0}</translation>
    </message>
    <message>
        <source>die, not rolled</source>
        <translation>kostka, zatím nehozená</translation>
    </message>
</context>
<context>
    <name>ExactHit</name>
    <message>
        <source>black</source>
        <translation>černá</translation>
    </message>
    <message>
        <source>black die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>černá kostka</translation>
    </message>
    <message>
        <source>black field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>černé pole</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>modrá</translation>
    </message>
    <message>
        <source>blue die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>modrá kostka</translation>
    </message>
    <message>
        <source>blue field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>modré pole</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>žlutá</translation>
    </message>
    <message>
        <source>yellow die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>žlutá kostka</translation>
    </message>
    <message>
        <source>yellow field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>žluté pole</translation>
    </message>
    <message>
        <source>red</source>
        <translation>červená</translation>
    </message>
    <message>
        <source>red die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>červená kostka</translation>
    </message>
    <message>
        <source>red field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>červené pole</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zelená</translation>
    </message>
    <message>
        <source>green die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>zelená kostka</translation>
    </message>
    <message>
        <source>green field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>zelené pole</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bílá</translation>
    </message>
    <message>
        <source>white die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>bílá kostka</translation>
    </message>
    <message>
        <source>white field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>bílé pole</translation>
    </message>
    <message>
        <source>This is row {0}; you write into row {1} now.</source>
        <translation>Tohle je řada {0}; teď zapisuješ do řady {1}.</translation>
    </message>
    <message>
        <source>The {0} die is written here this turn ({key} takes it back).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Sem je v tomto tahu zapsaná {0:die} ({key} ji vezme zpět).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here: an exact hit (bonus {2} → {3}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Sem patří {0:die} s hodnotou {1}: přesná trefa (bonus {2} → {3}).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here (the field allows up to {2}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Sem patří {0:die} s hodnotou {1} (pole dovolí nejvýš {2}).</translation>
    </message>
    <message>
        <source>Writing nothing this turn crosses this field (Done).</source>
        <translation>Když v tomto tahu nic nezapíšeš, toto pole se škrtne (Hotovo).</translation>
    </message>
</context>
<context>
    <name>ExactHitController</name>
    <message>
        <source>It is not your turn to write.</source>
        <translation>Teď nemůžeš zapisovat: nejsi na tahu.</translation>
    </message>
    <message>
        <source>The {0} die is written already this turn.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>V tomto tahu už je {0:die} zapsaná.</translation>
    </message>
    <message>
        <source>Now click the {0} field of your row.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Teď klikni ve své řadě na {0:field}.</translation>
    </message>
    <message>
        <source>Wrote the {0} {1}. Write more, take it back ({key}) or press Done.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Zapsána {0:die} s hodnotou {1}. Zapiš další kostku, vezmi tuto zpět ({key}), nebo stiskni Hotovo.</translation>
    </message>
    <message>
        <source>Write into your current row, row {0}.</source>
        <translation>Zapisuj do své aktuální řady (řada {0}).</translation>
    </message>
    <message>
        <source>The {0} die goes into the {0} field, not into the {1} one.</source>
        <extracomment>{0}, {1}: colours, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} and {1:field} &quot;black field&quot;</extracomment>
        <translation>{0:Die} patří na {0:field}, ne na {1:field}.</translation>
    </message>
    <message>
        <source>Took back the {0} die.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Vzato zpět: {0:die}.</translation>
    </message>
    <message>
        <source>{0} throws again: enter the dice&apos;s new values.</source>
        <translation>{0} hází znovu: zadej nové hodnoty kostek.</translation>
    </message>
</context>
<context>
    <name>ExactHitEntry</name>
    <message>
        <source>Sheet &amp;{letter}</source>
        <translation>Herní plán &amp;{letter}</translation>
    </message>
    <message>
        <source>Each player has a different sheet; the thrower moves on each round and everyone answers the same dice.</source>
        <translation>Každý hráč má jiný herní plán; házející se každé kolo mění a všichni využívají tytéž kostky.</translation>
    </message>
    <message>
        <source>Thro&amp;w the Dice</source>
        <translation>&amp;Hodit kostkami</translation>
    </message>
    <message>
        <source>Throw</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Hodit šesti kostkami (R)</translation>
    </message>
    <message>
        <source>Throw the six dice: every player answers the same throw.</source>
        <translation>Hodit šesti kostkami: všichni hráči využijí tentýž hod.</translation>
    </message>
    <message>
        <source>Take back the last die written this turn ({key})</source>
        <translation>Vzít zpět poslední kostku zapsanou v tomto tahu ({key})</translation>
    </message>
    <message>
        <source>which dice to write for this throw, and whether to throw again</source>
        <extracomment>Settings, after &quot;Exact Hit: &quot; below the Hints box</extracomment>
        <translation>které kostky z tohoto hodu zapsat a zda hodit znovu</translation>
    </message>
    <message>
        <source>the six dice tumble, computer players throw and write at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Exact Hit: &quot;</extracomment>
        <translation>šest kostek se kutálí a počítačoví hráči házejí a zapisují tak, aby se to dalo sledovat</translation>
    </message>
    <message>
        <source>after a rulebook by {authors}, published by {publisher}; we do not know its title, and “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Exact Hit: &quot;; {authors}: two names joined with &quot;and&quot;; {name}: Exact Hit</extracomment>
        <translation>podle pravidel, která napsali {authors} a vydal {publisher}; jejich název neznáme, „{name}“ je náš název pro tuto hru</translation>
    </message>
</context>
<context>
    <name>ExactHitGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Exact Hit!&lt;/b&gt; This guide plays your first round with you. This is your sheet: five rows of six coloured fields, each with a number. You fill the top row first, with dice of the fields&apos; colours.</source>
        <translation>&lt;b&gt;Vítej ve hře Exact Hit!&lt;/b&gt; Tento průvodce s tebou odehraje první kolo. Tohle je tvůj herní plán: pět řad po šesti barevných polích, každé s číslem. Nejdřív vyplňuješ horní řadu, kostkami v barvách polí.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw the six dice&lt;/b&gt;: click &lt;i&gt;Throw&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Hoď šesti kostkami&lt;/b&gt;: klikni na &lt;i&gt;Hodit&lt;/i&gt; nebo stiskni R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The dice.&lt;/b&gt; Each die may go into the field of its colour in your row when its value is at most the field&apos;s number; the same value is an &lt;b&gt;exact hit&lt;/b&gt;. Unhappy with the throw? &lt;i&gt;Throw again&lt;/i&gt; throws every die not showing 1, once.</source>
        <translation>&lt;b&gt;Kostky.&lt;/b&gt; Každá kostka smí na pole své barvy ve tvé řadě, když její hodnota není větší než číslo pole; stejná hodnota je &lt;b&gt;přesná trefa&lt;/b&gt;. Nelíbí se ti hod? &lt;i&gt;Hodit znovu&lt;/i&gt; jednou přehodí všechny kostky, které neukazují 1.</translation>
    </message>
    <message>
        <source>No die fits your row this time: press &lt;b&gt;Done&lt;/b&gt;, and the first empty field of the row is crossed out.</source>
        <translation>Tentokrát se do tvé řady nehodí žádná kostka: stiskni &lt;b&gt;Hotovo&lt;/b&gt; a první prázdné pole řady se škrtne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;An exact hit!&lt;/b&gt; The {colour} die shows {value}, the number of the ringed field: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>&lt;b&gt;Přesná trefa!&lt;/b&gt; {colour:Die} ukazuje {value}, číslo zakroužkovaného pole: klikni na pole a zapiš ji.</translation>
    </message>
    <message>
        <source>The {colour} die shows {value}, no more than the ringed field&apos;s {number}: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>{colour:Die} ukazuje {value}, ne víc než {number} zakroužkovaného pole: klikni na pole a zapiš ji.</translation>
    </message>
    <message>
        <source>Write more dice if you like (each into its own colour), then press &lt;b&gt;Done&lt;/b&gt;. Writing nothing would cross out the first empty field.</source>
        <translation>Zapiš další kostky, jestli chceš (každou do její barvy), a pak stiskni &lt;b&gt;Hotovo&lt;/b&gt;. Když nic nezapíšeš, škrtne se první prázdné pole.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score.&lt;/b&gt; A finished row scores the dice written in it, plus a bonus for its exact hits. Play on as you like: the game ends when all five rows are full. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Tvoje body.&lt;/b&gt; Hotová řada získá součet zapsaných kostek a navíc bonus za své přesné trefy. Hraj dál, jak chceš: hra končí, když je všech pět řad plných. Nápověda &gt; Pravidla vysvětlí všechno.</translation>
    </message>
</context>
<context>
    <name>ExactHitPlayArea</name>
    <message>
        <source>turn</source>
        <translation>tah</translation>
    </message>
    <message>
        <source>your sheet</source>
        <translation>tvůj herní plán</translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation>Hod&amp;it</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Hodit šesti kostkami (R)</translation>
    </message>
    <message>
        <source>Throw &amp;again</source>
        <translation>Hodit &amp;znovu</translation>
    </message>
    <message>
        <source>Throw every die not showing 1 once more (the dice showing 1 stay)</source>
        <translation>Hodit znovu všemi kostkami, které neukazují 1 (jedničky zůstávají)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Ponechat</translation>
    </message>
    <message>
        <source>Keep these dice: no second throw this round</source>
        <translation>Ponechat tyto kostky: v tomto kole žádný druhý hod</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>Hot&amp;ovo</translation>
    </message>
    <message>
        <source>Throw the dice to start (R).</source>
        <translation>Začni hodem kostek (R).</translation>
    </message>
    <message>
        <source>{0} players.</source>
        <translation>Hráčů: {0}.</translation>
    </message>
    <message>
        <source>{0}&apos;s sheet</source>
        <translation>Herní plán hráče {0}</translation>
    </message>
    <message>
        <source>&amp;Done: cross out a field</source>
        <translation>Hot&amp;ovo: škrtnout pole</translation>
    </message>
    <message>
        <source>Sheet {0} · &lt;b&gt;{1} points&lt;/b&gt;</source>
        <translation>Herní plán {0} · &lt;b&gt;body: {1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (počítač)</translation>
    </message>
    <message>
        <source>sheet {0} · {1} points</source>
        <translation>herní plán {0} · body: {1}</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Kolo {0}</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>řada {0}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <extracomment>A network game: {0} plays on another computer; this screen waits for them</extracomment>
        <translation>Čeká se na: {0}…</translation>
    </message>
    <message>
        <source>{0} throws: roll the real dice for them and enter the values.</source>
        <translation>Hází {0}: hoď za něj skutečnými kostkami a zadej hodnoty.</translation>
    </message>
    <message>
        <source>{0} throws again: roll the dice not showing 1 and enter them.</source>
        <translation>{0} hází znovu: hoď kostkami, které neukazují 1, a zadej jejich hodnoty.</translation>
    </message>
    <message>
        <source>{0} is playing…</source>
        <translation>{0} hraje…</translation>
    </message>
    <message>
        <source>Throw the real dice and enter their values.</source>
        <translation>Hoď skutečnými kostkami a zadej jejich hodnoty.</translation>
    </message>
    <message>
        <source>Throw the dice (R).</source>
        <translation>Hoď kostkami (R).</translation>
    </message>
    <message>
        <source>{0} throws.</source>
        <translation>Hází {0}.</translation>
    </message>
    <message>
        <source>Throw again (dice showing 1 stay) or keep — or write into {0} at once.</source>
        <translation>Hoď znovu (jedničky zůstávají), nebo kostky ponech — nebo rovnou zapisuj ({0}).</translation>
    </message>
    <message>
        <source>Click a die, then its field in {0} (or click the field). Done ends the turn.</source>
        <translation>Klikni na kostku a pak na její pole ({0}), nebo rovnou na pole. Hotovo ukončí tah.</translation>
    </message>
    <message>
        <source>End your turn with the dice written</source>
        <translation>Ukončit tah se zapsanými kostkami</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>Nothing written: Done crosses out the leftmost empty field of row {0}</source>
        <translation>Nic nezapsáno: Hotovo škrtne nejlevější prázdné pole řady {0}</translation>
    </message>
    <message>
        <source>Throw again.</source>
        <translation>Hoď znovu.</translation>
    </message>
    <message>
        <source>Keep the dice.</source>
        <translation>Ponech kostky.</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <extracomment>One die of a hint&apos;s list: &quot;black 3&quot; ({colour}: a colour; {colour:die} says &quot;black die&quot;); the list: &quot;Write black 3, blue 1 and yellow 4.&quot;</extracomment>
        <translation>{colour:die} ({value})</translation>
    </message>
    <message>
        <source>Write {0}.</source>
        <translation>Zapiš: {0}.</translation>
    </message>
    <message>
        <source>Kept, it would write {0}.</source>
        <translation>Při ponechání kostek by se zapsalo: {0}.</translation>
    </message>
    <message>
        <source>Write nothing: cross out a field.</source>
        <translation>Nic nezapisuj: škrtni pole.</translation>
    </message>
    <message>
        <source>Expected row score: {0}.</source>
        <translation>Očekávaný zisk řady: {0}.</translation>
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
        <translation>úžasné</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>výborné</translation>
    </message>
    <message>
        <source>good</source>
        <translation>dobré</translation>
    </message>
</context>
<context>
    <name>ExactHitReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Záznam hry</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>step</source>
        <translation>krok</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Další</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
</context>
<context>
    <name>ExactHitResultDialog</name>
    <message>
        <source>Exact Hit — Result</source>
        <translation>Exact Hit — Výsledek</translation>
    </message>
    <message>
        <source>result</source>
        <translation>výsledek</translation>
    </message>
</context>
<context>
    <name>ExactHitRules</name>
    <message>
        <source>the game is over</source>
        <translation>hra skončila</translation>
    </message>
    <message>
        <source>the dice have not been thrown yet</source>
        <translation>ještě se neházelo</translation>
    </message>
    <message>
        <source>the dice are six values 1-6, black blue yellow red green white</source>
        <extracomment>A programming error said plainly: the six dice&apos;s values in the colours&apos; order</extracomment>
        <translation>kostky jsou šest hodnot 1-6: černá, modrá, žlutá, červená, zelená, bílá</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1</extracomment>
        <translation>hráč {player} neexistuje</translation>
    </message>
    <message>
        <source>you have already written or crossed this round</source>
        <translation>v tomto kole už jsi zapisoval(a) nebo škrtal(a)</translation>
    </message>
    <message>
        <source>player {player} throws this round</source>
        <extracomment>{player}: the thrower&apos;s seat, counted from 1</extracomment>
        <translation>v tomto kole hází hráč {player}</translation>
    </message>
    <message>
        <source>the dice have already been thrown</source>
        <translation>kostkami už se hodilo</translation>
    </message>
    <message>
        <source>the dice have already been thrown again; they stand</source>
        <translation>kostkami už se házelo podruhé; hod platí</translation>
    </message>
    <message>
        <source>the dice may be thrown again only once</source>
        <translation>znovu se smí házet jen jednou</translation>
    </message>
    <message>
        <source>the thrower has already kept the dice</source>
        <translation>házející už kostky ponechal</translation>
    </message>
    <message>
        <source>the dice are kept once a player has written or crossed</source>
        <translation>kostky platí, jakmile některý hráč zapsal nebo škrtl</translation>
    </message>
    <message>
        <source>nobody may rethrow once a player has written or crossed</source>
        <translation>jakmile některý hráč zapsal nebo škrtl, nikdo už nesmí házet znovu</translation>
    </message>
    <message>
        <source>the {colour} die shows 1 and stays</source>
        <extracomment>{colour}: a die&apos;s colour, &quot;red&quot;; {colour:die} says &quot;red die&quot; (FORMS in games)</extracomment>
        <translation>{colour:die} ukazuje 1 a zůstává</translation>
    </message>
    <message>
        <source>choose at least one die to write, or cross a field</source>
        <translation>vyber aspoň jednu kostku k zápisu, nebo škrtni pole</translation>
    </message>
    <message>
        <source>there is no die {die}</source>
        <translation>kostka {die} neexistuje</translation>
    </message>
    <message>
        <source>the {colour} field of row {row} is already filled</source>
        <extracomment>{colour}: a colour ({colour:field}: &quot;red field&quot;); {row}: the sheet&apos;s row, 1 to 5</extracomment>
        <translation>v řadě {row} už je vyplněné {colour:field}</translation>
    </message>
    <message>
        <source>the {colour} die shows {value}, more than its field&apos;s {number}</source>
        <extracomment>{value}: what the die shows; {number}: the number printed in its field; {colour}: a colour, &quot;red&quot; ({colour:die}: &quot;red die&quot;)</extracomment>
        <translation>{colour:die} ukazuje {value}, víc než číslo {number} jejího pole</translation>
    </message>
    <message>
        <source>you have not written or crossed this round</source>
        <translation>v tomto kole jsi ještě nezapisoval(a) ani neškrtal(a)</translation>
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
        <translation>Kostková hra pro 1 až 6 hráčů se šesti kostkami šesti barev — černou, modrou, žlutou, červenou, zelenou a bílou — a šesti různými herními plány A až F. Každý herní plán má pět řad po šesti barevných polích; v každém poli je předtištěné číslo od 1 do 6 a v každé řadě je každá barva jednou. Každý hráč hraje na jiném herním plánu.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>The thrower throws all six dice. Once, they may throw again: every die not showing 1 is thrown again, the dice showing 1 stay. Then every player, the thrower too, answers the same dice on their current row, the topmost row that is not finished. The thrower moves on each round.</source>
        <translation>Házející hodí všemi šesti kostkami. Jednou smí hodit znovu: znovu se hází všemi kostkami, které neukazují 1, jedničky zůstávají. Pak každý hráč, i házející, využije tytéž kostky ve své aktuální řadě, tj. nejvyšší řadě, která ještě není dokončená. Házející se každé kolo mění.</translation>
    </message>
    <message>
        <source>Only the thrower decides whether to throw again, and does so before anyone writes; the new dice then count for everybody. No die can be kept except those showing 1.</source>
        <translation>Jen házející rozhoduje, zda se hází znovu, a to dřív, než kdokoli cokoli zapíše; nové hodnoty kostek pak platí pro všechny. Kromě kostek s jedničkou nelze žádnou kostku ponechat.</translation>
    </message>
    <message>
        <source>A die of a colour showing a value may be written into the empty field of that colour in the current row if the value is at most the field&apos;s number. Equal is an exact hit, marked with a small x. Write any of the dice that fit, each at most once.</source>
        <translation>Hodnotu kostky smíš zapsat do prázdného pole stejné barvy v aktuální řadě, pokud není vyšší než číslo pole. Je-li stejná, je to přesná trefa, označená malým x. Zapiš kterékoli kostky, které lze zapsat, každou nejvýš jednou.</translation>
    </message>
    <message>
        <source>A player who writes nothing — because nothing fits, or by choice — must cross out the leftmost empty field of the current row. A row is never written into past its end: when a write finishes the row, the other dice of that round are lost to that player.</source>
        <translation>Kdo nic nezapíše — protože nemůže, nebo nechce — musí škrtnout nejlevější prázdné pole aktuální řady. Přes konec řady se nikdy nezapisuje: když zápis řadu dokončí, ostatní kostky toho kola pro daného hráče propadají.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <source>A finished row scores the sum of the values written into it (a cross counts 0) plus a bonus for its exact hits: 1 for one, 3 for two, 6 for three, 10 for four, 15 for five and 21 for six.</source>
        <translation>Dokončená řada dává součet zapsaných hodnot (škrt se počítá jako 0) plus bonus za přesné trefy: 1 za jednu, 3 za dvě, 6 za tři, 10 za čtyři, 15 za pět a 21 za šest.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player finishes the fifth row. Everyone else then scores their unfinished row as it stands; rows not begun score 0. The highest total wins; ties share the win.</source>
        <translation>Hra končí po kole, ve kterém některý hráč dokončí pátou řadu. Všichni ostatní pak započítají svou nedokončenou řadu tak, jak je; nezačaté řady dávají 0. Vyhrává nejvyšší součet; při shodě se o výhru dělí.</translation>
    </message>
    <message>
        <source>In the app</source>
        <translation>V aplikaci</translation>
    </message>
    <message>
        <source>Throw (R), then Throw again or Keep. Click a die and then its field, or click a field: the die of its colour is written if it fits. Hover a field to read what a click would do. Undo ({undo}) takes back the last die of your turn; Done ends it, and with nothing written Done crosses the leftmost empty field. Hint (H) shows what the strong computer player would do; H again or {enter} does it. Each colour also has a symbol: black ●, blue ▲, yellow ★, red ■, green ◆, white ○.</source>
        <translation>Hodit (R), pak Hodit znovu, nebo Ponechat. Klikni na kostku a pak na její pole, nebo rovnou na pole: zapíše se kostka jeho barvy, pokud to jde. Když najedeš myší na pole, uvidíš, co by udělalo kliknutí. Zpět ({undo}) vrátí poslední kostku tvého tahu; Hotovo tah ukončí, a když nic nezapíšeš, Hotovo škrtne nejlevější prázdné pole. Tip (H) ukáže, co by udělal silný počítačový hráč; znovu H nebo {enter} to provede. Každá barva má i symbol: černá ●, modrá ▲, žlutá ★, červená ■, zelená ◆, bílá ○.</translation>
    </message>
    <message>
        <source>Exact Hit Rules</source>
        <translation>Pravidla hry Exact Hit</translation>
    </message>
</context>
<context>
    <name>ExactHitSheet</name>
    <message>
        <source>row {0}, {1} field, up to {2}</source>
        <extracomment>{1}: a colour, &quot;black&quot;; {1:die} says &quot;black die&quot;, {1:field} &quot;black field&quot;</extracomment>
        <translation>řada {0}, {1:field}, nejvýš {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>škrtnuté</translation>
    </message>
    <message>
        <source>{0}, exact hit</source>
        <translation>{0}, přesná trefa</translation>
    </message>
    <message>
        <source>row {0} score</source>
        <translation>body řady {0}</translation>
    </message>
    <message>
        <source>total</source>
        <translation>celkem</translation>
    </message>
    <message>
        <source>name</source>
        <comment>a blank sheet: write your name here</comment>
        <translation>jméno</translation>
    </message>
    <message>
        <source>exact hits</source>
        <comment>bonus table heading: how many dice matched their field</comment>
        <translation>přesné trefy</translation>
    </message>
    <message>
        <source>bonus</source>
        <comment>bonus table heading: the points for that many exact hits</comment>
        <translation>bonus</translation>
    </message>
    <message>
        <source>total =</source>
        <comment>the sheet&apos;s total box</comment>
        <translation>celkem =</translation>
    </message>
    <message>
        <source>sheet</source>
        <comment>small caption over the sheet&apos;s letter (A to F)</comment>
        <translation>herní plán</translation>
    </message>
</context>
<context>
    <name>FinishedGames</name>
    <message>
        <source>The finished game could not be written down: {0}.</source>
        <translation>Dokončenou hru se nepodařilo zapsat: {0}.</translation>
    </message>
    <message>
        <source>it could not be read back ({0})</source>
        <translation>nepodařilo se ji znovu načíst ({0})</translation>
    </message>
    <message>
        <source>the records are kept in memory only this session</source>
        <translation>statistiky se v této relaci uchovávají jen v paměti</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It could not be kept in the data folder either ({1}). It is kept in memory and tried again; use Game &gt; Save As… to keep it somewhere else.</source>
        <translation>Dokončenou hru se nepodařilo přidat do statistik: {0}. Nepodařilo se ji uložit ani do datové složky ({1}). Zůstává v paměti a přidání se zkusí znovu; přes Hra &gt; Uložit jako… si ji můžeš uložit jinam.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It is kept as {1} in {2} and will be added to the records as soon as they can be written, at the latest at the next start.</source>
        <translation>Dokončenou hru se nepodařilo přidat do statistik: {0}. Je uložená jako {1} v {2} a do statistik se přidá, jakmile je půjde zapsat, nejpozději při příštím spuštění.</translation>
    </message>
    <message>
        <source>The finished game was added to the records.</source>
        <translation>Dokončená hra byla přidána do statistik.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) were added to the records.</source>
        <translation>
            <numerusform>%n dokončená hra byla přidána do statistik.</numerusform>
            <numerusform>%n dokončené hry byly přidány do statistik.</numerusform>
            <numerusform>%n dokončených her bylo přidáno do statistik.</numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is kept on disk now.</source>
        <translation>Dokončená hra je teď uložená na disku.</translation>
    </message>
    <message>
        <source>A finished game ({0}) could not be added to the records ({1}). It stays in {2} and is tried again.</source>
        <translation>Dokončenou hru ({0}) se nepodařilo přidat do statistik ({1}). Zůstává v {2} a přidání se zkusí znovu.</translation>
    </message>
    <message>
        <source>it could not be read: {0}</source>
        <translation>nepodařilo se ji přečíst: {0}</translation>
    </message>
    <message>
        <source>the game in it is not finished</source>
        <translation>hra v souboru není dokončená</translation>
    </message>
    <message>
        <source>{0} could not be added to the records ({1}); it was kept as {2}.</source>
        <translation>{0} se nepodařilo přidat do statistik ({1}); soubor byl uschován jako {2}.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Dokončit</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Další</translation>
    </message>
    <message>
        <source>&amp;Skip guide</source>
        <translation>&amp;Přeskočit průvodce</translation>
    </message>
    <message>
        <source>End the guide and play on ({key})</source>
        <translation>Ukončit průvodce a hrát dál ({key})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Knaster!&lt;/b&gt; This guide plays a short game with you. This is your sheet: 5 × 5 empty cells. You fill them with the sums of two dice and earn points for circles and full lines.</source>
        <translation>&lt;b&gt;Vítej ve hře Knaster!&lt;/b&gt; Tento průvodce s tebou odehraje krátkou hru. Tohle je tvůj list: 5 × 5 prázdných políček. Vyplňuješ je součty dvou kostek a body získáváš za kroužky a plné řady.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll the dice:&lt;/b&gt; click &lt;i&gt;Roll&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Hoď kostkami:&lt;/b&gt; klikni na &lt;i&gt;Hodit&lt;/i&gt; nebo stiskni R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll again&lt;/b&gt; (the Roll button or R).</source>
        <translation>&lt;b&gt;Hoď znovu&lt;/b&gt; (tlačítko Hodit nebo R).</translation>
    </message>
    <message>
        <source>Now fill &lt;b&gt;row 3&lt;/b&gt;, the middle row: roll again (the Roll button or R).</source>
        <translation>Teď vyplň &lt;b&gt;řádek 3&lt;/b&gt;, prostřední řádek: hoď znovu (tlačítko Hodit nebo R).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll once more.&lt;/b&gt; A line whose five numbers are all circled scores the points of its white field.</source>
        <translation>&lt;b&gt;Hoď ještě jednou.&lt;/b&gt; Řada, jejíž všech pět čísel je zakroužkováno, získá body svého bílého pole.</translation>
    </message>
    <message>
        <source>You rolled {roll}: write it into an empty cell, or circle a cell that holds it.</source>
        <translation>Hodil(a) jsi {roll}: zapiš součet do prázdného políčka, nebo zakroužkuj políčko, kde už to číslo je.</translation>
    </message>
    <message>
        <source>You rolled {roll}. &lt;b&gt;Write it&lt;/b&gt;: click the highlighted cell. (Any empty cell is allowed; the centre belongs to four lines.)</source>
        <translation>Hodil(a) jsi {roll}. &lt;b&gt;Zapiš ho&lt;/b&gt;: klikni na zvýrazněné políčko. (Zapsat smíš do kteréhokoli prázdného políčka; prostřední patří ke čtyřem řadám.)</translation>
    </message>
    <message>
        <source>You rolled {roll}. Write it into the highlighted cell of row 3.</source>
        <translation>Hodil(a) jsi {roll}. Zapiš ho do zvýrazněného políčka řádku 3.</translation>
    </message>
    <message>
        <source>{roll} again! Instead of writing, you may &lt;b&gt;circle&lt;/b&gt; a cell that holds {roll}: click it. Every circle is a point at the end.</source>
        <translation>Zase {roll}! Místo zápisu smíš &lt;b&gt;zakroužkovat&lt;/b&gt; políčko, kde je {roll}: klikni na něj. Každý kroužek je na konci bod.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A full line with a combination!&lt;/b&gt; The legend says how many &lt;b&gt;bonus circles&lt;/b&gt; it earns: {count}. Click that many cells of the highlighted line now.</source>
        <translation>&lt;b&gt;Plná řada s kombinací!&lt;/b&gt; Legenda říká, kolik &lt;b&gt;bonusových kroužků&lt;/b&gt; přinese: {count}. Klikni teď na tolik políček zvýrazněné řady.</translation>
    </message>
    <message>
        <source>Circle the {roll}: then all five numbers of the line are circled and its &lt;b&gt;white field&lt;/b&gt; scores.</source>
        <translation>Zakroužkuj {roll}: pak je všech pět čísel řady zakroužkováno a její &lt;b&gt;bílé pole&lt;/b&gt; se počítá.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score&lt;/b&gt;: white fields {lines} + circles {circles} = {total}. Play on as you like: when your grid is full, one more round ends the game. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Tvoje body&lt;/b&gt;: bílá pole {lines} + kroužky {circles} = {total}. Hraj dál, jak chceš: když se ti zaplní mřížka, hru ukončí ještě jedno kolo. Nápověda &gt; Pravidla vysvětlí všechno.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The autosaved game could not be read ({0}).</source>
        <translation>Automaticky uloženou hru se nepodařilo přečíst ({0}).</translation>
    </message>
    <message>
        <source>It was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>Byla uschována jako {0} (Hra &gt; Obnovené hry).</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}.</source>
        <translation>Hru se nepodařilo automaticky uložit: {0}.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}. It goes on in memory.</source>
        <translation>Hru se nepodařilo automaticky uložit: {0}. Pokračuje v paměti.</translation>
    </message>
    <message>
        <source>The old autosave could not be removed ({0}).</source>
        <translation>Staré automatické uložení se nepodařilo odstranit ({0}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Computer: easy</source>
        <translation>Počítač: snadný</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Počítač: střední</translation>
    </message>
    <message>
        <source>Computer: strong</source>
        <translation>Počítač: silný</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Počítač: {level}</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Hodit kostkami</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>Hodit kostkami (R)</translation>
    </message>
    <message>
        <source>Roll the dice for this round.</source>
        <translation>Hodit kostkami pro toto kolo.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H)</source>
        <translation>Co by na tvém místě udělal silný počítačový hráč (H)</translation>
    </message>
    <message>
        <source>Take back your last step ({key})</source>
        <translation>Vzít zpět svůj poslední krok ({key})</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <source>Hosted Network Game</source>
        <translation>Pořádaná síťová hra</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresa:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Kód pro připojení:</translation>
    </message>
    <message>
        <source>Players on other computers:</source>
        <translation>Hráči na jiných počítačích:</translation>
    </message>
    <message>
        <source>Stop Hosting</source>
        <translation>Ukončit pořádání</translation>
    </message>
</context>
<context>
    <name>HostReason</name>
    <message>
        <source>wrong join code</source>
        <translation>chybný kód pro připojení</translation>
    </message>
    <message>
        <source>no such seat for a player on another computer</source>
        <translation>takové místo pro hráče na jiném počítači neexistuje</translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation>toto místo je obsazené</translation>
    </message>
    <message>
        <source>not your seat</source>
        <translation>to není vaše místo</translation>
    </message>
    <message>
        <source>this move was already received</source>
        <translation>tento tah už dorazil</translation>
    </message>
    <message>
        <source>that seat is played from another computer</source>
        <translation>toto místo se hraje z jiného počítače</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>takové místo neexistuje</translation>
    </message>
    <message>
        <source>a move has at least one statement</source>
        <translation>tah obsahuje aspoň jeden zápis</translation>
    </message>
    <message>
        <source>a move carries no comments</source>
        <translation>tah neobsahuje komentáře</translation>
    </message>
    <message>
        <source>an empty statement</source>
        <translation>prázdný zápis</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>stůl je plný</translation>
    </message>
    <message>
        <source>too many messages</source>
        <translation>příliš mnoho zpráv</translation>
    </message>
    <message>
        <source>goodbye</source>
        <translation>na shledanou</translation>
    </message>
    <message>
        <source>join a seat first</source>
        <translation>nejdřív obsaďte místo</translation>
    </message>
    <message>
        <source>already seated</source>
        <translation>už máte místo</translation>
    </message>
    <message>
        <source>a message is UTF-8 text</source>
        <translation>zpráva je text v UTF-8</translation>
    </message>
    <message>
        <source>a message is one JSON object</source>
        <translation>zpráva je jeden objekt JSON</translation>
    </message>
    <message>
        <source>unknown message type</source>
        <translation>neznámý typ zprávy</translation>
    </message>
    <message>
        <source>not a statement this seat may send</source>
        <translation>tento zápis toto místo poslat nesmí</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>hra ještě neskončila</translation>
    </message>
    <message>
        <source>a seat sends only its own write, circle, bonus or pass, or asks to roll</source>
        <translation>místo posílá jen vlastní zápis, zakroužkování, bonus nebo vynechání, nebo žádá o hod</translation>
    </message>
    <message>
        <source>a seat sends only its own write or cross, or the thrower&apos;s decisions</source>
        <translation>místo posílá jen vlastní zápis nebo škrtnutí, nebo rozhodnutí toho, kdo hází</translation>
    </message>
    <message>
        <source>a seat sends only its own place, done or exchange</source>
        <translation>místo posílá jen vlastní položení, konec tahu nebo výměnu</translation>
    </message>
    <message>
        <source>the host shuffles an exchange: send it without tiles</source>
        <translation>při výměně míchá hostitel: pošlete ji bez dlaždic</translation>
    </message>
    <message>
        <source>move {number} arrived before move {expected}</source>
        <extracomment>{number}, {expected}: the move numbers</extracomment>
        <translation>tah {number} dorazil před tahem {expected}</translation>
    </message>
    <message>
        <source>{roller} rolls next</source>
        <extracomment>{roller}: the player who rolls next</extracomment>
        <translation>další hází {roller}</translation>
    </message>
    <message>
        <source>only {thrower}, who throws this round, decides the dice</source>
        <extracomment>{thrower}: the player who throws the dice this round</extracomment>
        <translation>o kostkách rozhoduje jen {thrower}, protože v tomto kole hází</translation>
    </message>
    <message>
        <source>a client does not send {kind}</source>
        <extracomment>{kind}: a message type of the protocol (a word in English)</extracomment>
        <translation>připojený hráč neposílá {kind}</translation>
    </message>
    <message>
        <source>this host speaks {protocol} version {version}</source>
        <extracomment>{protocol}: the protocol&apos;s name; {version}: its number</extracomment>
        <translation>tento hostitel mluví protokolem {protocol} verze {version}</translation>
    </message>
    <message>
        <source>the host cannot save the game ({reason}); try again</source>
        <extracomment>{reason}: why, in the host computer&apos;s words</extracomment>
        <translation>hostitel nemůže hru uložit ({reason}); zkuste to znovu</translation>
    </message>
    <message>
        <source>a message is at most {size} bytes</source>
        <extracomment>{size}: a number of bytes</extracomment>
        <translation>zpráva má nejvýš {size} bajtů</translation>
    </message>
    <message>
        <source>{kind}: the field {name} is not a valid {check}</source>
        <extracomment>{kind}: a message type; {name}: a field of it; {check}: what it must be (English)</extracomment>
        <translation>{kind}: pole {name} není platný {check}</translation>
    </message>
    <message>
        <source>{kind}: fields missing {missing} or unknown {extra}</source>
        <extracomment>{kind}: a message type; {missing}, {extra}: lists of fields (English)</extracomment>
        <translation>{kind}: chybějící pole {missing} nebo neznámá {extra}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Připojit se k síťové hře</translation>
    </message>
    <message>
        <source>&amp;Games on this network:</source>
        <translation>&amp;Hry v této síti:</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Hledám hry v této síti…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresa:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Join c&amp;ode:</source>
        <translation>&amp;Kód pro připojení:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>P&amp;řipojit</translation>
    </message>
    <message>
        <source>Ask the host for the address, port and join code.</source>
        <translation>Požádejte hostitele o adresu, port a kód pro připojení.</translation>
    </message>
</context>
<context>
    <name>KeptGamesModel</name>
    <message>
        <source>Kept</source>
        <translation>Uschováno</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Důvod</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>vzdaná</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>neobnovená</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nečitelná</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nelze přečíst</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>kolo {0}</translation>
    </message>
</context>
<context>
    <name>KnasterEntry</name>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Strana &amp;A (klasická)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Řádky 9 8 7 6 5 shora, sloupce 9 8 7 6 5 zleva</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Strana &amp;B (zrcadlená)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Řádky 5 6 7 8 9 shora, sloupce 5 6 7 8 9 zleva</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>&amp;Kolo navíc (podle pravidel)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Když se zaplní mřížka, hraje se přesně ještě jeden hod</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>&amp;Rychlý konec</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>Hra končí kolem, ve kterém se zaplní mřížka</translation>
    </message>
    <message>
        <source>Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Všichni hrají stejný hod v tomto pořadí; házející se každé kolo mění.</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Hodit kostkami</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Hodit oběma kostkami (R)</translation>
    </message>
    <message>
        <source>Roll both dice: every player uses their sum.</source>
        <translation>Hodit oběma kostkami: všichni hráči použijí jejich součet.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>Co by na tvém místě udělal silný počítačový hráč (H; další H ten tah provede)</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Vzít zpět svůj poslední krok v tomto hodu ({key})</translation>
    </message>
    <message>
        <source>the cell to write or circle for this roll, shown on the sheet; H again plays it</source>
        <extracomment>Settings, after &quot;Knaster: &quot; below the Hints box</extracomment>
        <translation>políčko, kam v tomto hodu zapsat nebo které zakroužkovat, ukázané na listu; další H ten tah provede</translation>
    </message>
    <message>
        <source>the two dice tumble, circles are drawn on the sheet, computer players take their time</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Knaster: &quot;</extracomment>
        <translation>obě kostky se kutálí, kroužky se kreslí na list, počítačoví hráči si dávají na čas</translation>
    </message>
    <message>
        <source>a game by {authors}, published by {publisher} ({year})</source>
        <extracomment>Help &gt; About, after &quot;Knaster: &quot;; {authors}: three names joined with &quot;and&quot;</extracomment>
        <translation>hra, kterou vytvořili {authors}; vydal ji {publisher} ({year})</translation>
    </message>
</context>
<context>
    <name>KnasterHints</name>
    <message>
        <source>write {roll} in {cell}: {why}</source>
        <extracomment>A hint: {why} says what writing there does, e.g. &quot;completes row 3 with a full house&quot;</extracomment>
        <translation>zapiš {roll} do {cell}: {why}</translation>
    </message>
    <message>
        <source>circle the {value} in {cell}: {why}</source>
        <translation>zakroužkuj {value} v {cell}: {why}</translation>
    </message>
    <message>
        <source>bonus for {line}: every number in it is already circled</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>bonus {line:for}: všechna čísla už jsou zakroužkovaná</translation>
    </message>
    <message>
        <source>bonus for {line}: circle {cells}: {why}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {cells}: the cells to circle, &quot;a1 and b2&quot;</extracomment>
        <translation>bonus {line:for}: zakroužkuj {cells}: {why}</translation>
    </message>
    <message>
        <source>pass: the grid is full and there is no uncircled {roll} to circle</source>
        <translation>vynech tento hod: mřížka je plná a žádná nezakroužkovaná {roll} nezbývá</translation>
    </message>
    <message>
        <source>finishes {lines} (+{points} points)</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;) {lines}: &quot;row 3 and column c&quot;; {points}: the white fields&apos; points they score</extracomment>
        <translation>{lines} se dokončí (+{points} b.)</translation>
    </message>
    <message>
        <source>{count} of 5 circled in {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {count}: 3 to 5 of a line&apos;s five numbers circled</extracomment>
        <translation>zakroužkováno {count} z 5 {line:in}</translation>
    </message>
    <message>
        <source>the {value} in {cell} would rarely be rolled again</source>
        <translation>{value} v {cell} by znovu padla jen zřídka</translation>
    </message>
    <message>
        <source>a sure point now, and the grid stays open longer</source>
        <translation>jistý bod hned a mřížka zůstane déle otevřená</translation>
    </message>
    <message>
        <source>{line} {combination:with}</source>
        <extracomment>A completed line and its combination: &quot;row 3 with a full house&quot; ({combination:with})</extracomment>
        <translation>{line} {combination:with}</translation>
    </message>
    <message>
        <source>completes {lines} (1 bonus circle)</source>
        <translation>{lines} se zaplní (1 bonusový kroužek)</translation>
    </message>
    <message>
        <source>completes {lines} ({circles} bonus circles)</source>
        <extracomment>{circles}: 2 to 6 bonus circles (Czech: 5 and 6 take the &quot;many&quot; form)</extracomment>
        <translation>{lines} se zaplní (bonusové kroužky: {circles})</translation>
    </message>
    <message>
        <source>two {roll}s in {line} toward a full house</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>dvakrát {roll} {line:in}, cesta k full housu</translation>
    </message>
    <message>
        <source>three {roll}s in {line} toward four of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>třikrát {roll} {line:in}, cesta ke čtveřici</translation>
    </message>
    <message>
        <source>four {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>čtyřikrát {roll} {line:in}, cesta k pětici</translation>
    </message>
    <message>
        <source>five {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>pětkrát {roll} {line:in}, pětice</translation>
    </message>
    <message>
        <source>{numbers} in {line} toward a straight</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {numbers}: &quot;5, 6 and 8&quot;</extracomment>
        <translation>{numbers} {line:in}, cesta k postupce</translation>
    </message>
    <message>
        <source>fills {lines}, which had no combination left</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;)</extracomment>
        <translation>{lines} se zaplní; kombinace už tam nebyla možná</translation>
    </message>
    <message>
        <source>a rare {roll} goes where it spoils the fewest chances</source>
        <translation>vzácné číslo {roll} patří tam, kde zkazí nejméně šancí</translation>
    </message>
    <message>
        <source>keeps the best chances for combinations and circles in its lines</source>
        <translation>zachová nejlepší šance na kombinace a kroužky v řadách tohoto políčka</translation>
    </message>
</context>
<context>
    <name>KnasterLevels</name>
    <message>
        <source>easy</source>
        <comment>a computer player&apos;s level</comment>
        <translation>snadný</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a computer player&apos;s level</comment>
        <translation>střední</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>a computer player&apos;s level</comment>
        <translation>silný</translation>
    </message>
</context>
<context>
    <name>KnasterPlayArea</name>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n hráč.</numerusform>
            <numerusform>%n hráči.</numerusform>
            <numerusform>%n hráčů.</numerusform>
        </translation>
    </message>
    <message>
        <source>White fields: {lines}&lt;br&gt;Circles: {circles}&lt;br&gt;&lt;b&gt;Total: {total}&lt;/b&gt;</source>
        <extracomment>The score box beside a solo sheet: the white fields&apos; points, the circles, the total</extracomment>
        <translation>Bílá pole: {lines}&lt;br&gt;Kroužky: {circles}&lt;br&gt;&lt;b&gt;Celkem: {total}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No roll yet · {side}</source>
        <extracomment>Beside the dice before the first roll; {side}: &quot;Side A (classic)&quot;</extracomment>
        <translation>Zatím se neházelo · {side}</translation>
    </message>
    <message>
        <source>Round {round} · last round</source>
        <translation>Kolo {round} · poslední kolo</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Kolo {round}</translation>
    </message>
</context>
<context>
    <name>KnasterRatings</name>
    <message>
        <source>spectacular</source>
        <translation>úžasné</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>výborné</translation>
    </message>
    <message>
        <source>good</source>
        <translation>dobré</translation>
    </message>
</context>
<context>
    <name>KnasterReplay</name>
    <message>
        <source>Before the first roll</source>
        <translation>Před prvním hodem</translation>
    </message>
    <message>
        <source>nobody acted yet</source>
        <translation>zatím nikdo nehrál</translation>
    </message>
    <message>
        <source>Roll {number}: {total} — {done}</source>
        <extracomment>A step of the replay: the roll&apos;s number, its sum and what the players did</extracomment>
        <translation>Hod {number}: {total} — {done}</translation>
    </message>
</context>
<context>
    <name>KnasterResult</name>
    <message>
        <source>Good: the rulebook calls a solo score above 50 good.</source>
        <translation>Dobré: podle pravidel je výsledek nad 50 ve hře pro jednoho dobrý.</translation>
    </message>
    <message>
        <source>Excellent! The rulebook calls a solo score above 80 excellent.</source>
        <translation>Výborné! Podle pravidel je výsledek nad 80 ve hře pro jednoho výborný.</translation>
    </message>
    <message>
        <source>Spectacular!! Above 100 is the rulebook&apos;s best solo rating.</source>
        <translation>Úžasné!! Nad 100 je nejlepší hodnocení hry pro jednoho podle pravidel.</translation>
    </message>
    <message>
        <source>Try again: the rulebook calls a solo score above 50 good.</source>
        <translation>Zkus to znovu: podle pravidel je výsledek nad 50 ve hře pro jednoho dobrý.</translation>
    </message>
</context>
<context>
    <name>KnasterRules</name>
    <message>
        <source>nothing</source>
        <extracomment>No combination: five numbers that earn no bonus</extracomment>
        <translation>nic</translation>
    </message>
    <message>
        <source>with nothing</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with nothing&quot;</extracomment>
        <translation>bez kombinace</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <extracomment>A combination&apos;s name (three equal numbers in a line), lower case inside sentences</extracomment>
        <translation>trojice</translation>
    </message>
    <message>
        <source>with three of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with three of a kind&quot;</extracomment>
        <translation>s trojicí</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <extracomment>A combination&apos;s name (four equal numbers in a line)</extracomment>
        <translation>čtveřice</translation>
    </message>
    <message>
        <source>with four of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with four of a kind&quot;</extracomment>
        <translation>se čtveřicí</translation>
    </message>
    <message>
        <source>five of a kind</source>
        <extracomment>A combination&apos;s name (five equal numbers in a line)</extracomment>
        <translation>pětice</translation>
    </message>
    <message>
        <source>with five of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with five of a kind&quot;</extracomment>
        <translation>s pěticí</translation>
    </message>
    <message>
        <source>two pairs</source>
        <extracomment>A combination&apos;s name (two pairs of equal numbers in a line)</extracomment>
        <translation>dva páry</translation>
    </message>
    <message>
        <source>with two pairs</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with two pairs&quot;</extracomment>
        <translation>se dvěma páry</translation>
    </message>
    <message>
        <source>full house</source>
        <extracomment>A combination&apos;s name (three equal numbers and a pair in a line)</extracomment>
        <translation>full house</translation>
    </message>
    <message>
        <source>with a full house</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a full house&quot;</extracomment>
        <translation>s full housem</translation>
    </message>
    <message>
        <source>straight</source>
        <extracomment>A combination&apos;s name (five consecutive numbers in a line, in any order)</extracomment>
        <translation>postupka</translation>
    </message>
    <message>
        <source>with a straight</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a straight&quot;</extracomment>
        <translation>s postupkou</translation>
    </message>
    <message>
        <source>cannot roll: {reason}</source>
        <translation>nelze hodit: {reason}</translation>
    </message>
    <message>
        <source>{player} still has to circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} ještě musí zakroužkovat bonus za {lines}</translation>
    </message>
    <message>
        <source>{player} has not acted on the {roll} yet</source>
        <extracomment>{roll}: the sum just rolled, 2 to 12</extracomment>
        <translation>{player} ještě nezahrál(a) hod {roll}</translation>
    </message>
    <message>
        <source>{players} have not acted on the {roll} yet</source>
        <extracomment>{players}: two or more names joined, &quot;Ann and Bob&quot;; {roll}: the sum rolled</extracomment>
        <translation>{players} ještě nezahráli hod {roll}</translation>
    </message>
    <message>
        <source>{action} is not an action (write, circle, pass or bonus)</source>
        <extracomment>A programming error shown in plain words; {action} is Python&apos;s view of the value</extracomment>
        <translation>{action} není tah (zápis, kroužek, vynechání nebo bonus)</translation>
    </message>
    <message>
        <source>nothing has been rolled yet</source>
        <translation>ještě se neházelo</translation>
    </message>
    <message>
        <source>{player} has already acted on this roll of {roll}</source>
        <translation>{player} už tento hod {roll} zahrál(a)</translation>
    </message>
    <message>
        <source>{cell} already holds {value}</source>
        <extracomment>{cell}: a cell of the grid such as c3 (always lower case); {value}: its number</extracomment>
        <translation>v {cell} už je {value}</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it is empty</source>
        <translation>{player} nemůže zakroužkovat {cell}: políčko je prázdné</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it holds {value}, the roll is {roll}</source>
        <translation>{player} nemůže zakroužkovat {cell}: je tam {value}, hozeno je {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: the grid has empty cells to write the {roll} in</source>
        <translation>{player} nemůže hod vynechat: v mřížce jsou prázdná políčka, kam lze zapsat {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: {cell} holds {roll} and can be circled</source>
        <translation>{player} nemůže hod vynechat: v {cell} je {roll} a dá se zakroužkovat</translation>
    </message>
    <message>
        <source>there is no line {line} (lines are 0 to 11, r1 to d2)</source>
        <extracomment>A programming error in plain words; {line} is Python&apos;s view of the value</extracomment>
        <translation>řada {line} neexistuje (řady jsou 0 až 11, r1 až d2)</translation>
    </message>
    <message>
        <source>the bonus for {line} names something that is not a cell</source>
        <extracomment>{line}: a line&apos;s short name: r1-r5 (rows), ca-ce (columns), d1, d2 (diagonals)</extracomment>
        <translation>bonus za {line} uvádí něco, co není políčko</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}; due: {due}</source>
        <extracomment>{line}: a line&apos;s short name (r3); {due}: the lines whose bonus is due</extracomment>
        <translation>{player} nemá za {line} nárok na bonus; nárok: {due}</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}</source>
        <translation>{player} nemá za {line} nárok na bonus</translation>
    </message>
    <message>
        <source>the bonus for {line} names a cell twice</source>
        <translation>bonus za {line} uvádí políčko dvakrát</translation>
    </message>
    <message>
        <source>{cell} is not in {line}</source>
        <translation>{cell} neleží v řadě {line}</translation>
    </message>
    <message>
        <source>the bonus for {line} is 1 circle, not {given}</source>
        <translation>bonus za {line} je 1 kroužek, ne {given}</translation>
    </message>
    <message>
        <source>the bonus for {line} is {required} circles, not {given}</source>
        <extracomment>{required}: 2 or 3 (a bonus is at most 3 circles); {given}: how many were named</extracomment>
        <translation>bonus za {line} jsou {required} kroužky, ne {given}</translation>
    </message>
    <message>
        <source>{player} has nothing to undo since the roll</source>
        <translation>{player} od hodu nemá co vracet</translation>
    </message>
    <message>
        <source>{player} cannot undo now: {owing} must first circle the bonus for {lines}</source>
        <extracomment>{player} wants to undo; {owing} owes a bonus; {lines}: its lines, e.g. &quot;r3&quot;</extracomment>
        <translation>{player} teď nemůže vracet: {owing} musí nejdřív zakroužkovat bonus za {lines}</translation>
    </message>
    <message>
        <source>circle 1 number {line:in}</source>
        <extracomment>{line:in}: e.g. &quot;in row 3&quot;, &quot;in column c&quot;, &quot;in diagonal d1&quot;</extracomment>
        <translation>zakroužkuj 1 číslo {line:in}</translation>
    </message>
    <message>
        <source>circle {count} numbers {line:in}</source>
        <extracomment>{count}: 0, 2 or 3 (Czech: the form for 2-4 fits; 0 is rare); {line:in}: &quot;in row 3&quot;</extracomment>
        <translation>zakroužkuj {count} čísla {line:in}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <extracomment>Two or more bonus prompts in a row: &quot;circle 2 numbers in row 3; circle 1 number in d1&quot;</extracomment>
        <translation>{first}; {rest}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>hra skončila</translation>
    </message>
    <message>
        <source>there is no cell {cell} (cells are 0 to 24, a1 to e5)</source>
        <extracomment>A programming error in plain words; {cell} is Python&apos;s view of the value</extracomment>
        <translation>políčko {cell} neexistuje (políčka jsou 0 až 24, a1 až e5)</translation>
    </message>
    <message>
        <source>{player} must first circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, by their short names, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} musí nejdřív zakroužkovat bonus za {lines}</translation>
    </message>
    <message>
        <source>{cell} is already circled</source>
        <translation>{cell} už je zakroužkované</translation>
    </message>
    <message>
        <source>row {number}</source>
        <extracomment>A row of the Knaster grid, numbered 1 to 5 (&quot;row 3&quot;); used inside sentences</extracomment>
        <translation>řádek {number}</translation>
    </message>
    <message>
        <source>in row {number}</source>
        <extracomment>{line:in}: a row as a place, with its preposition (&quot;2 pairs in row 3&quot;)</extracomment>
        <translation>v řádku {number}</translation>
    </message>
    <message>
        <source>of row {number}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of row 3&quot;, Czech &quot;řádku 3&quot;)</extracomment>
        <translation>řádku {number}</translation>
    </message>
    <message>
        <source>for row {number}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for row 3&quot;, Czech &quot;za řádek 3&quot;)</extracomment>
        <translation>za řádek {number}</translation>
    </message>
    <message>
        <source>column {letter}</source>
        <extracomment>A column of the Knaster grid, lettered a to e (&quot;column c&quot;); used inside sentences</extracomment>
        <translation>sloupec {letter}</translation>
    </message>
    <message>
        <source>in column {letter}</source>
        <extracomment>{line:in}: a column as a place, with its preposition (&quot;in column c&quot;)</extracomment>
        <translation>ve sloupci {letter}</translation>
    </message>
    <message>
        <source>of column {letter}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of column c&quot;, Czech &quot;sloupce c&quot;)</extracomment>
        <translation>sloupce {letter}</translation>
    </message>
    <message>
        <source>for column {letter}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for column c&quot;, Czech &quot;za sloupec c&quot;)</extracomment>
        <translation>za sloupec {letter}</translation>
    </message>
    <message>
        <source>the diagonal from the top left</source>
        <extracomment>The diagonal from a1 (top left) to e5 (bottom right), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top left); inside sentences</extracomment>
        <translation>úhlopříčka zleva shora</translation>
    </message>
    <message>
        <source>in the diagonal from the top left</source>
        <extracomment>{line:in}: the diagonal a1 to e5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>na úhlopříčce zleva shora</translation>
    </message>
    <message>
        <source>of the diagonal from the top left</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top left&quot;)</extracomment>
        <translation>úhlopříčky zleva shora</translation>
    </message>
    <message>
        <source>for the diagonal from the top left</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top left&quot;)</extracomment>
        <translation>za úhlopříčku zleva shora</translation>
    </message>
    <message>
        <source>the diagonal from the top right</source>
        <extracomment>The diagonal from e1 (top right) to a5 (bottom left), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top right); inside sentences</extracomment>
        <translation>úhlopříčka zprava shora</translation>
    </message>
    <message>
        <source>in the diagonal from the top right</source>
        <extracomment>{line:in}: the diagonal e1 to a5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>na úhlopříčce zprava shora</translation>
    </message>
    <message>
        <source>of the diagonal from the top right</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top right&quot;)</extracomment>
        <translation>úhlopříčky zprava shora</translation>
    </message>
    <message>
        <source>for the diagonal from the top right</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top right&quot;)</extracomment>
        <translation>za úhlopříčku zprava shora</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1 (a programming error said plainly)</extracomment>
        <translation>hráč {player} neexistuje</translation>
    </message>
</context>
<context>
    <name>KnasterRulesWindow</name>
    <message>
        <source>Knaster Rules</source>
        <translation>Pravidla hry Knaster</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Kapitoly</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; Z&amp;pět</translation>
    </message>
    <message>
        <source>The chapter before ({key})</source>
        <translation>Předchozí kapitola ({key})</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Další &gt;</translation>
    </message>
    <message>
        <source>The next chapter ({key})</source>
        <translation>Další kapitola ({key})</translation>
    </message>
</context>
<context>
    <name>KnasterSheet</name>
    <message>
        <source>Three of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Trojice</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Čtveřice</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Pětice</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Dva páry</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Postupka</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>legend heading over the bonus circles each combination earns</comment>
        <translation>kroužky</translation>
    </message>
    <message>
        <source>Combination</source>
        <comment>legend heading over the combinations&apos; names</comment>
        <translation>Kombinace</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>the printed sheet&apos;s score box</comment>
        <translation>Body</translation>
    </message>
    <message>
        <source>white fields</source>
        <comment>score box: the points of the lines&apos; white fields</comment>
        <translation>bílá pole</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>score box: one point per circled number</comment>
        <translation>kroužky</translation>
    </message>
    <message>
        <source>total</source>
        <comment>score box: the final score</comment>
        <translation>celkem</translation>
    </message>
    <message>
        <source>Side A (classic)</source>
        <comment>a side of the pad</comment>
        <translation>Strana A (klasická)</translation>
    </message>
    <message>
        <source>Side B (mirrored)</source>
        <comment>a side of the pad</comment>
        <extracomment>Side B&apos;s grid is side A&apos;s mirrored: the white fields&apos; points are swapped around</extracomment>
        <translation>Strana B (zrcadlená)</translation>
    </message>
    <message>
        <source>spectacular</source>
        <comment>a solo total over 100</comment>
        <translation>úžasné</translation>
    </message>
    <message>
        <source>excellent</source>
        <comment>a solo total over 80</comment>
        <translation>výborné</translation>
    </message>
    <message>
        <source>good</source>
        <comment>a solo total over 50</comment>
        <translation>dobré</translation>
    </message>
    <message>
        <source>below good (50 or less)</source>
        <translation>horší než dobré (50 a méně)</translation>
    </message>
</context>
<context>
    <name>KnasterStatus</name>
    <message>
        <source>{line} has no bonus due.</source>
        <translation>{line} nemá nárok na bonus.</translation>
    </message>
    <message>
        <source>Finish the bonus of {line} first, or undo the circles picked ({key}).</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Nejdřív dokonči bonus {line:for}, nebo vrať vybrané kroužky ({key}).</translation>
    </message>
    <message>
        <source>Took back the circle in {cell}.</source>
        <translation>Kroužek v {cell} vzat zpět.</translation>
    </message>
    <message>
        <source>{combination} {line:in}</source>
        <extracomment>{combination}: a combination&apos;s name (&quot;full house&quot;); {line:in}: where, &quot;in row 3&quot;, &quot;in column c&quot;: &quot;full house in row 3&quot;, with a capital where it starts a sentence</extracomment>
        <translation>{combination} {line:in}</translation>
    </message>
    <message>
        <source>fills {line} (no combination)</source>
        <extracomment>What writing into a cell completes: &quot;fills row 3 (no combination)&quot;</extracomment>
        <translation>{line} se zaplní bez kombinace</translation>
    </message>
    <message>
        <source>Click to write {roll} in {cell}</source>
        <extracomment>{roll}: the sum rolled; {cell}: a cell such as c3</extracomment>
        <translation>Kliknutím zapíšeš {roll} do {cell}</translation>
    </message>
    <message>
        <source>{message}: {completes}</source>
        <extracomment>A click&apos;s preview, then what it completes: &quot;Click to write 7 in c3: Full house in row 3&quot;</extracomment>
        <translation>{message}: {completes}</translation>
    </message>
    <message>
        <source>Click to circle the {roll} in {cell}</source>
        <translation>Kliknutím zakroužkuješ {roll} v {cell}</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation>Teď nelze</translation>
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
        <translation>{cell} nebo {cells}</translation>
    </message>
    <message>
        <source>circle {number} ({cell})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {number}: &quot;a 7&quot; (with its article); {cell}: its cell</extracomment>
        <translation>zakroužkovat {number} ({cell})</translation>
    </message>
    <message>
        <source>circle one of the {roll}s ({cells})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled; {cells}: &quot;b3 or c4&quot;</extracomment>
        <translation>zakroužkovat jedno z čísel {roll} ({cells})</translation>
    </message>
    <message>
        <source>circle one of the {roll}s</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled</extracomment>
        <translation>zakroužkovat jedno z čísel {roll}</translation>
    </message>
    <message>
        <source>write it in an empty cell or {circle}</source>
        <extracomment>After &quot;with the 7 you can&quot;: {circle}: &quot;circle a 7 (b3)&quot;</extracomment>
        <translation>zapsat součet do prázdného políčka nebo {circle}</translation>
    </message>
    <message>
        <source>write it in an empty cell</source>
        <extracomment>After &quot;with the 7 you can&quot;</extracomment>
        <translation>zapsat součet do prázdného políčka</translation>
    </message>
    <message>
        <source>The {value} in {cell} is circled already</source>
        <translation>{value} v {cell} už je zakroužkovaná</translation>
    </message>
    <message>
        <source>{cell} holds {value}</source>
        <translation>V {cell} je {value}</translation>
    </message>
    <message>
        <source>{held}: with the {roll} you can {options}</source>
        <extracomment>{held}: what the cell holds; {options}: &quot;write it in an empty cell or circle a 7 (b3)&quot;</extracomment>
        <translation>{held}: s hodem {roll} můžeš {options}</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Kliknutím zakroužkuješ {cell} jako bonus {line:for}</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field (this cell is in more than one)</source>
        <translation>Nejdřív vyber řadu ke kroužkování: klikni na její bílé pole (toto políčko leží ve více řadách)</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field</source>
        <translation>Nejdřív vyber řadu ke kroužkování: klikni na její bílé pole</translation>
    </message>
    <message>
        <source>Click to take back the circle in {cell}</source>
        <translation>Kliknutím vezmeš zpět kroužek v {cell}</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line} ({picked} of {required})</source>
        <extracomment>{picked} of {required}: this circle&apos;s number among the bonus circles, &quot;(2 of 3)&quot; forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Kliknutím zakroužkuješ {cell} jako bonus {line:for} ({picked} z {required})</translation>
    </message>
    <message>
        <source>{cell} cannot be circled for {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>{cell} nelze zakroužkovat jako bonus {line:for}</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Tato hra skončila.</translation>
    </message>
    <message>
        <source>the computer players are still playing</source>
        <translation>počítačoví hráči ještě hrají</translation>
    </message>
    <message>
        <source>{player} rolls on another computer</source>
        <translation>{player} hází na jiném počítači</translation>
    </message>
    <message>
        <source>{player} rolled {roll}.</source>
        <translation>{player} hodil(a) {roll}.</translation>
    </message>
    <message>
        <source>Nothing to undo since the last roll.</source>
        <translation>Od posledního hodu není co vracet.</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}.</source>
        <translation>Všichni zahráli hod {roll}.</translation>
    </message>
    <message>
        <source>{text} {player} rolls next.</source>
        <extracomment>{text}: what happened; {player} rolls the next round</extracomment>
        <translation>{text} Další hází {player}.</translation>
    </message>
    <message>
        <source>Cannot roll: {reason}.</source>
        <translation>Nelze hodit: {reason}.</translation>
    </message>
    <message>
        <source>{made}: choose the line to circle first (click its white field, or a cell only in that line).</source>
        <extracomment>{made}: what the roll completed, &quot;Full house in row 3 and Straight in d1&quot;</extracomment>
        <translation>{made}: nejdřív vyber řadu ke kroužkování (klikni na její bílé pole nebo na políčko, které leží jen v ní).</translation>
    </message>
    <message>
        <source>{circle} ({picked} chosen)</source>
        <extracomment>{circle}: &quot;circle 2 numbers&quot;; {picked}: how many of them the player has picked</extracomment>
        <translation>{circle} (vybráno {picked})</translation>
    </message>
    <message>
        <source>{combination}: {circle}.</source>
        <extracomment>{combination}: &quot;Full house in row 3&quot;; {circle}: &quot;circle 2 numbers&quot;</extracomment>
        <translation>{combination}: {circle}.</translation>
    </message>
    <message>
        <source>{text} Then: {later}.</source>
        <extracomment>{text}: the bonus now; {later}: the other lines&apos; bonus to circle after it</extracomment>
        <translation>{text} Potom: {later}.</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}</source>
        <translation>klikni na prázdné políčko a zapiš {roll}</translation>
    </message>
    <message>
        <source>click an empty cell to write it</source>
        <translation>klikni na prázdné políčko a zapiš ho</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}, or {number} to circle it</source>
        <extracomment>{number}: the roll with its article, &quot;a 7&quot;</extracomment>
        <translation>klikni na prázdné políčko a zapiš {roll}, nebo na {number} a zakroužkuj ji</translation>
    </message>
    <message>
        <source>click an empty cell to write it, or {number} to circle it</source>
        <translation>klikni na prázdné políčko a zapiš ho, nebo na {number} a zakroužkuj ji</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full, click {number} to circle it</source>
        <translation>mřížka hráče {player} je plná, klikni na {number} a zakroužkuj ji</translation>
    </message>
    <message>
        <source>your grid is full, click {number} to circle it</source>
        <translation>tvoje mřížka je plná, klikni na {number} a zakroužkuj ji</translation>
    </message>
    <message>
        <source>{what} ({cells})</source>
        <extracomment>{what}: &quot;click a 7 to circle it&quot;; {cells}: where, &quot;b3 or c4&quot;</extracomment>
        <translation>{what} ({cells})</translation>
    </message>
    <message>
        <source>You rolled {roll}: {what}.</source>
        <translation>Hodil(a) jsi {roll}: {what}.</translation>
    </message>
    <message>
        <source>{roller} rolled {roll}. {player}&apos;s turn: {what}.</source>
        <extracomment>{roller} rolled; it is {player}&apos;s turn to use the roll; {what}: what to click</extracomment>
        <translation>{roller} hodil(a) {roll}. Na tahu je {player}: {what}.</translation>
    </message>
    <message>
        <source>{text} This is the last round.</source>
        <translation>{text} Toto je poslední kolo.</translation>
    </message>
    <message>
        <source>Circled the bonus of {line}.</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Bonus {line:for} zakroužkován.</translation>
    </message>
    <message>
        <source>Wrote {roll} in {cell}.</source>
        <translation>Zapsáno: {roll} do {cell}.</translation>
    </message>
    <message>
        <source>Circled the {roll} in {cell}.</source>
        <translation>Zakroužkováno: {roll} v {cell}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Konec hry.</translation>
    </message>
    <message>
        <source>Roll again: press R.</source>
        <translation>Hoď znovu: stiskni R.</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <extracomment>A computer player is about to move</extracomment>
        <translation>{player} hraje…</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn; {later} plays later</source>
        <translation>Na tahu je {player}; {later} hraje později</translation>
    </message>
    <message>
        <source>{player} has played this roll; waiting for {next}</source>
        <translation>{player} už tento hod zahrál(a); čeká se na: {next}</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <extracomment>{players}: the names of players on other computers, joined by commas</extracomment>
        <translation>Čeká se na: {players}</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full</source>
        <translation>Mřížka hráče {player} je plná</translation>
    </message>
    <message>
        <source>{first}&apos;s and {second}&apos;s grids are full</source>
        <translation>Mřížky hráčů {first} a {second} jsou plné</translation>
    </message>
    <message>
        <source>Several grids are full</source>
        <translation>Několik mřížek je plných</translation>
    </message>
    <message>
        <source>{whose}: the game ends now.</source>
        <extracomment>{whose}: &quot;Ann&apos;s grid is full&quot;</extracomment>
        <translation>{whose}: hra teď končí.</translation>
    </message>
    <message>
        <source>{whose}: the game is over.</source>
        <translation>{whose}: hra skončila.</translation>
    </message>
    <message>
        <source>{whose}: exactly one more roll follows, then the game ends.</source>
        <translation>{whose}: následuje přesně ještě jeden hod, pak hra končí.</translation>
    </message>
    <message>
        <source>Last round: {whose}; the game ends when everyone has played this roll.</source>
        <translation>Poslední kolo: {whose}; hra končí, až všichni zahrají tento hod.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice first: type the sum or click it, then confirm</source>
        <translation>Nejdřív zadej hod skutečných kostek: napiš součet nebo na něj klikni a potvrď</translation>
    </message>
    <message>
        <source>Roll the dice first: press R</source>
        <translation>Nejdřív hoď kostkami: stiskni R</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice to start: type the sum or click it, then confirm.</source>
        <translation>Pro začátek zadej hod skutečných kostek: napiš součet nebo na něj klikni a potvrď.</translation>
    </message>
    <message>
        <source>Roll the dice to start: press R.</source>
        <translation>Pro začátek hoď kostkami: stiskni R.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice again: type the sum or click it, then confirm.</source>
        <translation>Zadej znovu hod skutečných kostek: napiš součet nebo na něj klikni a potvrď.</translation>
    </message>
    <message>
        <source>Roll the dice again: press R.</source>
        <translation>Hoď znovu kostkami: stiskni R.</translation>
    </message>
    <message>
        <source>{player} has played the {roll}</source>
        <translation>{player} zahrál(a) hod {roll}</translation>
    </message>
    <message>
        <source>You have played the {roll}</source>
        <translation>Hod {roll} jsi zahrál(a)</translation>
    </message>
    <message>
        <source>{reason}: enter the next roll</source>
        <translation>{reason}: zadej další hod</translation>
    </message>
    <message>
        <source>{reason}: press R to roll again</source>
        <translation>{reason}: stiskni R a hoď znovu</translation>
    </message>
    <message>
        <source>Enter the next roll.</source>
        <translation>Zadej další hod.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls on another computer.</source>
        <extracomment>{player}: who rolls next, on their own computer (a network game)</extracomment>
        <translation>Další hod: {player} hází na jiném počítači.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls by itself.</source>
        <extracomment>{player}: the computer player who rolls next, nobody presses R</extracomment>
        <translation>Další hod: {player} hází sám.</translation>
    </message>
    <message>
        <source>{player} has no empty cell and no {roll} left to circle, so {player} passes.</source>
        <translation>{player} nemá prázdné políčko ani nezakroužkovanou {roll}, a tak tento hod vynechá.</translation>
    </message>
    <message>
        <source>You rolled {roll}: no empty cell and no {roll} left to circle, so you pass.</source>
        <translation>Hodil(a) jsi {roll}: nemáš prázdné políčko ani nezakroužkovanou {roll}, a tak tento hod vynecháš.</translation>
    </message>
    <message>
        <source>Undone. {player} plays again.</source>
        <translation>Vráceno. {player} hraje znovu.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Vráceno.</translation>
    </message>
    <message>
        <source>The game is over: its result is final, there is nothing to undo.</source>
        <translation>Hra skončila: výsledek je konečný, není co vracet.</translation>
    </message>
    <message>
        <source>Now it is {now}&apos;s turn: the click or key meant for {meant_for} changed nothing.</source>
        <translation>Teď je na tahu {now}: kliknutí nebo klávesa určená pro {meant_for} nic nezměnila.</translation>
    </message>
    <message>
        <source>This is {shown}&apos;s sheet, to look at only: {player}&apos;s sheet is the one to play (click its card below)</source>
        <translation>Toto je list hráče {shown}, jen k prohlížení: hraje se na listu hráče {player} (klikni na jeho kartu dole)</translation>
    </message>
    <message>
        <source>Click to circle the bonus of {line} first</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Nejdřív zakroužkuj bonus {line:for}</translation>
    </message>
    <message>
        <source>{line} has no bonus due</source>
        <translation>{line} nemá nárok na bonus</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;System Language ({0})</source>
        <translation>&amp;Jazyk systému ({0})</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Knaster Qt and the parts its installers carry, with their licences. Choose a part to read its licence in full.</source>
        <translation>Knaster Qt a součásti, které přibalují jeho instalátory, s jejich licencemi. Vyber součást a přečti si celou její licenci.</translation>
    </message>
    <message>
        <source>parts of Knaster Qt</source>
        <translation>součásti Knaster Qt</translation>
    </message>
</context>
<context>
    <name>LineModel</name>
    <message numerus="yes">
        <source>{line}: %n point(s) (scored)</source>
        <translation>
            <numerusform>{line}: %n bod (bodováno)</numerusform>
            <numerusform>{line}: %n body (bodováno)</numerusform>
            <numerusform>{line}: %n bodů (bodováno)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) (circle {circles} for the bonus)</source>
        <extracomment>{circles}: the bonus circles still due in the line (1 to 3)</extracomment>
        <translation>
            <numerusform>{line}: %n bod (pro bonus zakroužkuj {circles})</numerusform>
            <numerusform>{line}: %n body (pro bonus zakroužkuj {circles})</numerusform>
            <numerusform>{line}: %n bodů (pro bonus zakroužkuj {circles})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s)</source>
        <extracomment>A line of the sheet and the points of its white field: &quot;row 3: 8 points&quot;</extracomment>
        <translation>
            <numerusform>{line}: %n bod</numerusform>
            <numerusform>{line}: %n body</numerusform>
            <numerusform>{line}: %n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoopTilesAccessibility</name>
    <message>
        <source>{0}, value {1}</source>
        <extracomment>A tile as a screen reader says it: {0}: the sides its lines reach, &quot;north and east&quot;; {1}: its value</extracomment>
        <translation>{0}, hodnota {1}</translation>
    </message>
    <message>
        <source>tile {0}</source>
        <translation>dlaždice {0}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
    <message>
        <source>, the centre</source>
        <translation>, střed</translation>
    </message>
    <message>
        <source>, the held tile fits</source>
        <translation>, drženou dlaždici lze položit sem</translation>
    </message>
    <message>
        <source>: {0} points</source>
        <translation>: body {0}</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>lícem dolů</translation>
    </message>
    <message>
        <source>, held</source>
        <translation>, držená</translation>
    </message>
    <message>
        <source>, fits nowhere</source>
        <translation>, nelze ji nikam položit</translation>
    </message>
    <message>
        <source>rack tile {0}</source>
        <translation>dlaždice {0} na stojánku</translation>
    </message>
</context>
<context>
    <name>LoopTilesController</name>
    <message>
        <source>That tile cannot go there: {0}.</source>
        <translation>Tuto dlaždici tam nelze položit: {0}.</translation>
    </message>
    <message>
        <source>Hint: exchange your tiles.</source>
        <translation>Tip: vyměň své dlaždice.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Tip: ukonči tah.</translation>
    </message>
    <message>
        <source>Hint: the {0} tile on {1} scores {2}.</source>
        <translation>Tip: polož dlaždici {0} na {1} (body: {2}).</translation>
    </message>
    <message>
        <source>{0} placed the {1} tile on {2}: {3} points (this turn {4}).</source>
        <translation>{0} položil(a) dlaždici {1} na {2}: body: {3} (v tomto tahu celkem {4}).</translation>
    </message>
    <message>
        <source>{0} exchanged their tiles.</source>
        <translation>{0} vyměnil(a) své dlaždice.</translation>
    </message>
    <message>
        <source>The {0} tile is back on your rack from {1}.</source>
        <translation>Dlaždice {0} je zpět na tvém stojánku (z {1}).</translation>
    </message>
    <message>
        <source>{0} scored {1} this turn.</source>
        <translation>{0} v tomto tahu získal(a) bodů: {1}.</translation>
    </message>
</context>
<context>
    <name>LoopTilesEntry</name>
    <message>
        <source>&amp;Open (rulebook)</source>
        <translation>Bez li&amp;mitu tahů (podle pravidel)</translation>
    </message>
    <message>
        <source>Until the bag is empty and no tile fits, or a round passes without a tile</source>
        <translation>Dokud není sáček prázdný a nejde položit žádná dlaždice, nebo dokud neuplyne kolo bez položené dlaždice</translation>
    </message>
    <message>
        <source>&amp;Fixed turns</source>
        <translation>Pevný počet &amp;tahů</translation>
    </message>
    <message>
        <source>2 players 13 turns each, 3 players 9, 4 players 7 (2 to 4 players)</source>
        <translation>2 hráči po 13 tazích, 3 hráči po 9, 4 hráči po 7 (2 až 4 hráči)</translation>
    </message>
    <message>
        <source>Each in turn places up to three tiles; solo is practice.</source>
        <translation>Hráči se střídají a kladou až tři dlaždice; hra pro jednoho je trénink.</translation>
    </message>
    <message>
        <source>Take back the last tile placed this turn ({key})</source>
        <translation>Vzít zpět poslední dlaždici položenou v tomto tahu ({key})</translation>
    </message>
    <message>
        <source>the tile to place first and its square, as the strong computer player would</source>
        <extracomment>Settings, after &quot;Loop Tiles: &quot; below the Hints box</extracomment>
        <translation>dlaždici, kterou položit jako první, a její pole, jak by to udělal silný počítačový hráč</translation>
    </message>
    <message>
        <source>computer players place their tiles one by one at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Loop Tiles: &quot;</extracomment>
        <translation>počítačoví hráči kladou dlaždice jednu po druhé tak, aby se to dalo sledovat</translation>
    </message>
    <message>
        <source>after the board game {original} ({publisher}, {year}); “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Loop Tiles: &quot;; {original}: Loopit, {name}: Loop Tiles</extracomment>
        <translation>podle deskové hry {original} ({publisher}, {year}); „{name}“ je náš název pro tuto hru</translation>
    </message>
</context>
<context>
    <name>LoopTilesGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Loop Tiles!&lt;/b&gt; This guide plays your first turn with you. Tiles go on this board so that their lines join; the game starts from the tile on the centre square.</source>
        <translation>&lt;b&gt;Vítej ve hře Loop Tiles!&lt;/b&gt; Tento průvodce s tebou odehraje první tah. Dlaždice se kladou na tuto desku tak, aby jejich čáry navazovaly; hra začíná dlaždicí na prostředním poli.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: choose a tile.</source>
        <translation>&lt;b&gt;Tvůj stojánek&lt;/b&gt;: vyber si dlaždici.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: five tiles, each with lines and a value. Take the {value} tile: click it (or drag it to the board).</source>
        <translation>&lt;b&gt;Tvůj stojánek&lt;/b&gt;: pět dlaždic, každá s čarami a hodnotou. Vezmi dlaždici {value}: klikni na ni (nebo ji přetáhni na desku).</translation>
    </message>
    <message>
        <source>This tile fits nowhere now: click it again and take another one.</source>
        <translation>Tahle dlaždice se teď nikam nehodí: klikni na ni znovu a vezmi si jinou.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;lit squares&lt;/b&gt; are where the {value} tile fits: its lines join there, and no line is blocked. Click the ringed square: it scores {points}.</source>
        <translation>&lt;b&gt;Rozsvícená pole&lt;/b&gt; jsou ta, kam se dlaždice {value} hodí: její čáry tam navazují a žádná čára není zablokovaná. Klikni na zakroužkované pole (body: {points}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The turn&apos;s score&lt;/b&gt; so far: {points}. You may place up to three tiles in a turn, one after another; {undo} takes the last one back.</source>
        <translation>&lt;b&gt;Body tohoto tahu&lt;/b&gt; zatím: {points}. V jednom tahu smíš položit až tři dlaždice, jednu po druhé; {undo} vezme poslední zpět.</translation>
    </message>
    <message>
        <source>Place more tiles if you like, then click &lt;b&gt;End turn&lt;/b&gt;: your rack is filled up again from the bag.</source>
        <translation>Polož další dlaždice, jestli chceš, a pak klikni na &lt;b&gt;Ukončit tah&lt;/b&gt;: stojánek se znovu doplní ze sáčku.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn is written on the pad&lt;/b&gt;: {points} points in all. Play on as you like: the game ends when the bag is empty and no tile fits, or after a round without a tile. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Tvůj tah je zapsaný v bodovacím bloku&lt;/b&gt; (celkem body: {points}). Hraj dál, jak chceš: hra končí, když je sáček prázdný a žádná dlaždice se už nehodí, nebo po kole bez položené dlaždice. Nápověda &gt; Pravidla vysvětlí všechno.</translation>
    </message>
    <message>
        <source>{value} × {bonus}</source>
        <translation>{value} × {bonus}</translation>
    </message>
    <message>
        <source>&lt;b&gt;A line joined!&lt;/b&gt; A tile scores its value (times the square&apos;s bonus, if it has one) plus the value of every tile its lines join: {sum} = {points} points.</source>
        <translation>&lt;b&gt;Čára navázala!&lt;/b&gt; Dlaždice získá svou hodnotu (krát bonus pole, pokud nějaký má) plus hodnotu každé dlaždice, kterou její čáry spojují: {sum} = {points}.</translation>
    </message>
</context>
<context>
    <name>LoopTilesPad</name>
    <message>
        <source>score pad</source>
        <comment>the printed pad&apos;s title</comment>
        <translation>bodovací blok</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>heading of the turns&apos; column</comment>
        <translation>tah</translation>
    </message>
    <message>
        <source>total</source>
        <comment>the pad&apos;s last row</comment>
        <translation>celkem</translation>
    </message>
    <message>
        <source>ex</source>
        <comment>short for exchange</comment>
        <extracomment>A turn&apos;s cell: the player exchanged their tiles (a short note, 2 letters)</extracomment>
        <translation>vým.</translation>
    </message>
</context>
<context>
    <name>LoopTilesPlayArea</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Zvětšit</translation>
    </message>
    <message>
        <source>Zoom O&amp;ut</source>
        <translation>Z&amp;menšit</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>&amp;Celá deska</translation>
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
        <translation>Celá</translation>
    </message>
    <message>
        <source>En&amp;d Turn</source>
        <translation>Ukončit ta&amp;h</translation>
    </message>
    <message>
        <source>E&amp;xchange Tiles</source>
        <translation>V&amp;yměnit dlaždice</translation>
    </message>
    <message>
        <source>En&amp;d turn</source>
        <translation>&amp;Ukončit tah</translation>
    </message>
    <message>
        <source>E&amp;xchange tiles</source>
        <translation>V&amp;yměnit dlaždice</translation>
    </message>
    <message>
        <source>When none of your tiles fits: return them all, draw new ones, score 0</source>
        <translation>Když nemůžeš položit žádnou dlaždici: vrať všechny, vytáhni nové a získej 0 bodů</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Deska</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>Tvůj stojánek</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Bodovací blok</translation>
    </message>
    <message>
        <source>The fixed-turns variant is for 2 to 4 players: open game.</source>
        <translation>Varianta s pevným počtem tahů je pro 2 až 4 hráče: hraje se bez limitu tahů.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n hráč.</numerusform>
            <numerusform>%n hráči.</numerusform>
            <numerusform>%n hráčů.</numerusform>
        </translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>&amp;Go on playing</source>
        <translation>&amp;Hrát dál</translation>
    </message>
    <message>
        <source>Take a tile from your rack first (click or drag it).</source>
        <translation>Nejdřív si vezmi dlaždici ze stojánku (klikni na ni nebo ji přetáhni).</translation>
    </message>
    <message>
        <source>Pass to {0}
{0}, click when ready</source>
        <translation>Předej hráči {0}
{0}, klikni, až budeš připraven(a)</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final ranking&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</source>
        <translation>&lt;b&gt;Konečné pořadí&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Game over: {0} wins.</source>
        <translation>Konec hry: vyhrává {0}.</translation>
    </message>
    <message>
        <source>Game over: {0} share the win.</source>
        <translation>Konec hry: o výhru se dělí {0}.</translation>
    </message>
    <message>
        <source>{0} is playing on another computer…</source>
        <translation>{0} hraje na jiném počítači…</translation>
    </message>
    <message>
        <source>{0} (computer) is playing…</source>
        <translation>{0} (počítač) hraje…</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>Na tahu: {0}</translation>
    </message>
    <message>
        <source>The game is over. New Game starts another one.</source>
        <translation>Hra skončila. Nová hra začne další.</translation>
    </message>
    <message>
        <source>Hand the screen to {0}; {0} clicks the big button when ready.</source>
        <translation>Předej obrazovku hráči {0}; {0} klikne na velké tlačítko, až bude připraven(a).</translation>
    </message>
    <message>
        <source>Wait while {0} places tiles.</source>
        <translation>Počkej, než {0} položí dlaždice.</translation>
    </message>
    <message>
        <source>The {0} tile fits nowhere now: choose another tile, or end your turn ({1}).</source>
        <translation>Dlaždice {0} se teď nikam nehodí: vyber jinou dlaždici, nebo ukonči tah ({1}).</translation>
    </message>
    <message>
        <source>Place the {0} tile on a lit square (each shows its points), or click it again to put it back.</source>
        <translation>Polož dlaždici {0} na rozsvícené pole (každé ukazuje své body), nebo na ni klikni znovu a vrať ji.</translation>
    </message>
    <message>
        <source>Three tiles placed, the most in a turn: end your turn ({0}), or take the last one back ({1}).</source>
        <translation>Položeny tři dlaždice, víc v jednom tahu nejde: ukonči tah ({0}), nebo vezmi poslední zpět ({1}).</translation>
    </message>
    <message>
        <source>None of your other tiles fits now: end your turn ({0}).</source>
        <translation>Žádná z tvých dalších dlaždic se teď nehodí: ukonči tah ({0}).</translation>
    </message>
    <message>
        <source>Place another tile (up to three in a turn), or end your turn ({0}).</source>
        <translation>Polož další dlaždici (až tři za tah), nebo ukonči tah ({0}).</translation>
    </message>
    <message>
        <source>None of your tiles fits anywhere: exchange them (Exchange tiles), or end your turn.</source>
        <translation>Žádná z tvých dlaždic se nikam nehodí: vyměň je (Vyměnit dlaždice), nebo ukonči tah.</translation>
    </message>
    <message>
        <source>Choose a tile from your rack: click it (the squares where it fits light up), or drag it to the board.</source>
        <translation>Vyber si dlaždici ze stojánku: klikni na ni (pole, kam se hodí, se rozsvítí), nebo ji přetáhni na desku.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits, and a round without a tile ends the game.</source>
        <translation>Ukončit tah bez položené dlaždice? Aspoň jedna tvoje dlaždice se hodí a kolo bez dlaždice hru ukončí.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits on the board.</source>
        <translation>Ukončit tah bez položené dlaždice? Aspoň jedna tvoje dlaždice se na desku hodí.</translation>
    </message>
    <message>
        <source>This turn: {0} points, {1} of 3 tiles placed · bag: {2}</source>
        <translation>Tento tah: body {0}, položeno {1} ze 3 · v sáčku: {2}</translation>
    </message>
</context>
<context>
    <name>LoopTilesReplay</name>
    <message>
        <source>Replay of {0}</source>
        <translation>Záznam hry: {0}</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Krok {0} z {1}</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Záznam hry nelze přehrát</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Záznam hry</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Začátek</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Dál ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Konec ▶|</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Otevřít hru…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
</context>
<context>
    <name>LoopTilesRules</name>
    <message>
        <source>Loop Tiles — Rules</source>
        <translation>Loop Tiles — Pravidla</translation>
    </message>
    <message>
        <source># Loop Tiles</source>
        <translation># Loop Tiles</translation>
    </message>
    <message>
        <source>A tile game for 2 to 4 players; in the app you can also practise alone.</source>
        <translation>Hra s dlaždicemi pro 2 až 4 hráče; v aplikaci můžeš hrát i sám pro cvik.</translation>
    </message>
    <message>
        <source>Tiles with winding lines and a value 1–8 are laid on a 13×13 board so that their lines connect. Each player has a rack of 5 tiles; the game starts from one tile on the centre square.</source>
        <translation>Dlaždice s klikatými čarami a hodnotou 1–8 se kladou na desku 13×13 tak, aby na sebe jejich čáry navazovaly. Každý hráč má stojánek s 5 dlaždicemi; hra začíná jednou dlaždicí na prostředním poli.</translation>
    </message>
    <message>
        <source>## A turn</source>
        <translation>## Tah</translation>
    </message>
    <message>
        <source>Place up to three tiles from your rack, one after another, then end the turn; your rack is refilled from the bag. Tiles are never rotated.</source>
        <translation>Polož až tři dlaždice ze svého stojánku, jednu po druhé, a pak ukonči tah; stojánek se doplní ze sáčku. Dlaždice se nikdy neotáčejí.</translation>
    </message>
    <message>
        <source>A tile may go on an empty square beside a tile when every shared edge joins line to line or blank to blank, at least one line is continued, and no line runs off the board.</source>
        <translation>Dlaždici lze položit na prázdné pole vedle jiné dlaždice, když na každé společné hraně navazuje čára na čáru nebo prázdno na prázdno, aspoň jedna čára pokračuje a žádná čára nevede mimo desku.</translation>
    </message>
    <message>
        <source>A line joined: the 2 tile continues a line of the start tile and scores 2 + 7 = 9.</source>
        <translation>Navázaná čára: dlaždice 2 pokračuje v čáře startovní dlaždice a získá 2 + 7 = 9.</translation>
    </message>
    <message>
        <source>A blocked line: the 3 tile may not go above the start tile, whose line would end at its blank side.</source>
        <translation>Zablokovaná čára: dlaždice 3 nesmí nad startovní dlaždici, jejíž čára by skončila u její prázdné strany.</translation>
    </message>
    <message>
        <source>A border square: the 7 tile may not go on A7, where its line would run off the board.</source>
        <translation>Okrajové pole: dlaždice 7 nesmí na A7, kde by její čára vedla mimo desku.</translation>
    </message>
    <message>
        <source>The tiles of one turn need not touch each other. You may end your turn after fewer tiles, or none, even when another tile would fit.</source>
        <translation>Dlaždice položené v jednom tahu se nemusí dotýkat. Tah můžeš ukončit i po méně dlaždicích, nebo bez položení, i když by se další dlaždice vešla.</translation>
    </message>
    <message>
        <source>## Scoring</source>
        <translation>## Bodování</translation>
    </message>
    <message>
        <source>A tile scores its value times the square&apos;s bonus (x2 … x6), plus the values of the tiles its lines join, tiles placed earlier in the same turn included.</source>
        <translation>Dlaždice získá svou hodnotu krát bonus pole (x2 … x6) plus hodnoty dlaždic, které její čáry spojují, včetně dlaždic položených dříve ve stejném tahu.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s turn: the 2 joined to the 7 scores 9; the 3 joined to the 4 and the 5 scores 12; the 2 on a x2 square joined to the 3 placed just before scores 2 × 2 + 3 = 7. The turn scores 9 + 12 + 7 = 28.</source>
        <translation>Tah z pravidel: 2 připojená k 7 získá 9; 3 připojená ke 4 a 5 získá 12; 2 na poli x2 připojená k právě položené 3 získá 2 × 2 + 3 = 7. Tah získá 9 + 12 + 7 = 28.</translation>
    </message>
    <message>
        <source>The game ends when the bag is empty and nobody can place, or when a whole round passes without a tile. The highest total wins; players with the same total share the place.</source>
        <translation>Hra končí, když je sáček prázdný a nikdo nemůže položit, nebo když uplyne celé kolo bez položené dlaždice. Vyhrává nejvyšší součet; hráči se stejným součtem se o místo dělí.</translation>
    </message>
    <message>
        <source>End turn finishes your turn. Exchange tiles can be clicked when you are stuck: nothing placed this turn and none of your tiles fits.</source>
        <translation>Tlačítkem Ukončit tah svůj tah uzavřeš. Na Vyměnit dlaždice můžeš kliknout, když nemůžeš hrát: v tomto tahu jsi nic nepoložil(a) a žádnou ze svých dlaždic nelze nikam položit.</translation>
    </message>
    <message>
        <source>## The end</source>
        <translation>## Konec</translation>
    </message>
    <message>
        <source>Exchange: a player who has placed no tile this turn and none of whose tiles fits anywhere may return the whole rack to the bag instead; the bag is shuffled and they draw as many tiles (some may be their own again). That ends the turn and scores 0. After placing a tile, no exchange is allowed in that turn.</source>
        <translation>Výměna: hráč, který v tomto tahu ještě nepoložil žádnou dlaždici a žádnou ze svých dlaždic nemůže nikam položit, smí místo toho vrátit celý stojánek do sáčku; sáček se promíchá a hráč si vytáhne stejný počet dlaždic (mohou mezi nimi být i jeho vlastní). Tím tah končí a získá 0 bodů. Po položení dlaždice už v tom tahu měnit nelze.</translation>
    </message>
    <message>
        <source>Variant: each player plays a fixed number of turns — 13 with 2 players, 9 with 3, 7 with 4 — and only that ends the game. Before it starts, 4 tiles (2 players) or 2 tiles (3 players) are set aside unseen.</source>
        <translation>Varianta: každý hráč hraje pevný počet tahů — 13 ve dvou, 9 ve třech, 7 ve čtyřech — a jen to hru ukončí. Před začátkem se naslepo odloží stranou 4 dlaždice (2 hráči) nebo 2 dlaždice (3 hráči).</translation>
    </message>
    <message>
        <source>## In the app</source>
        <translation>## V aplikaci</translation>
    </message>
    <message>
        <source>Drag a tile from your rack to the board, or click it and then a square: the squares where it fits light up and show its points. {undo} takes the last tile of the turn back. {ctrl}+wheel zooms, the middle button pans.</source>
        <translation>Přetáhni dlaždici ze stojánku na desku, nebo na ni klikni a pak na pole: pole, kam ji lze položit, se rozsvítí a ukážou, kolik bodů by získala. {undo} vezme zpět poslední dlaždici tahu. {ctrl}+kolečko přibližuje, prostředním tlačítkem posouváš desku.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>hra skončila</translation>
    </message>
    <message>
        <source>{tile} is not on player {player}&apos;s rack</source>
        <extracomment>{tile}: a tile as players see it (&quot;the 8 tile&quot;); {player}: a seat counted from 1</extracomment>
        <translation>{tile} není na stojánku hráče {player}</translation>
    </message>
    <message>
        <source>at most {count} tiles may be placed in a turn</source>
        <translation>za tah lze položit nejvýš {count} dlaždice</translation>
    </message>
    <message>
        <source>no tile placed this turn to take back</source>
        <translation>v tomto tahu není položená dlaždice, kterou by šlo vzít zpět</translation>
    </message>
    <message>
        <source>a player who has placed a tile this turn cannot exchange</source>
        <translation>kdo v tomto tahu položil dlaždici, nemůže dlaždice vyměnit</translation>
    </message>
    <message>
        <source>only a player none of whose tiles fits may exchange</source>
        <translation>vyměnit dlaždice smí jen hráč, který nemůže položit žádnou dlaždici</translation>
    </message>
    <message>
        <source>that square is not on the board</source>
        <translation>toto pole není na desce</translation>
    </message>
    <message>
        <source>{square} is taken</source>
        <translation>{square} je obsazené</translation>
    </message>
    <message>
        <source>{square} has no tile beside it</source>
        <translation>{square} nemá vedle sebe dlaždici</translation>
    </message>
    <message>
        <source>the line to the {side} of {tile} runs into a blank side at {square}</source>
        <extracomment>{side}: north, east, south or west ({side:from}: &quot;from the north&quot;, {side:edge}: &quot;north edge&quot;); {tile}: &quot;the 8 tile&quot; ({tile:of}: &quot;of the 8 tile&quot;)</extracomment>
        <translation>čára vedoucí na {side} od {tile:of} narazí u {square} na prázdnou stranu</translation>
    </message>
    <message>
        <source>{tile} would block a line from the {side} at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;</extracomment>
        <translation>{tile} by u {square} zablokovala čáru přicházející {side:from}</translation>
    </message>
    <message>
        <source>{tile} continues no line at {square}</source>
        <translation>{tile} u {square} nepokračuje v žádné čáře</translation>
    </message>
    <message>
        <source>a line of {tile} would run off the board&apos;s {side} edge at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;; {tile:of} &quot;of the 8 tile&quot;</extracomment>
        <translation>čára z {tile:of} by u {square} vedla přes {side:edge} mimo desku</translation>
    </message>
    <message>
        <source>north</source>
        <translation>sever</translation>
    </message>
    <message>
        <source>from the north</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the north&quot;)</extracomment>
        <translation>od severu</translation>
    </message>
    <message>
        <source>north edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s north edge&quot;)</extracomment>
        <translation>severní okraj</translation>
    </message>
    <message>
        <source>east</source>
        <translation>východ</translation>
    </message>
    <message>
        <source>from the east</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the east&quot;)</extracomment>
        <translation>od východu</translation>
    </message>
    <message>
        <source>east edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s east edge&quot;)</extracomment>
        <translation>východní okraj</translation>
    </message>
    <message>
        <source>south</source>
        <translation>jih</translation>
    </message>
    <message>
        <source>from the south</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the south&quot;)</extracomment>
        <translation>od jihu</translation>
    </message>
    <message>
        <source>south edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s south edge&quot;)</extracomment>
        <translation>jižní okraj</translation>
    </message>
    <message>
        <source>west</source>
        <translation>západ</translation>
    </message>
    <message>
        <source>from the west</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the west&quot;)</extracomment>
        <translation>od západu</translation>
    </message>
    <message>
        <source>west edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s west edge&quot;)</extracomment>
        <translation>západní okraj</translation>
    </message>
    <message>
        <source>the {value} tile</source>
        <extracomment>{value}: the value printed on the tile, 1 to 8</extracomment>
        <translation>dlaždice {value}</translation>
    </message>
    <message>
        <source>of the {value} tile</source>
        <extracomment>{tile:of}: whose (&quot;a line of the 8 tile&quot;; German &quot;des Plättchens 8&quot;)</extracomment>
        <translation>dlaždice {value}</translation>
    </message>
</context>
<context>
    <name>LoopTilesSheet</name>
    <message>
        <source>{player} wins</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the winner: &quot;Ann wins&quot;</extracomment>
        <translation>vyhrává {player}</translation>
    </message>
    <message>
        <source>{players} win</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the players who share the win</extracomment>
        <translation>vyhrávají {players}</translation>
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
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Panel nástrojů</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nová</translation>
    </message>
    <message>
        <source>Start a new game ({key})</source>
        <translation>Začít novou hru ({key})</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Open a saved game ({key})</source>
        <translation>Otevřít uloženou hru ({key})</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Save the game ({key})</source>
        <translation>Uložit hru ({key})</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Start a game with friends on other computers of your network</source>
        <translation>Začít hru s přáteli na jiných počítačích ve vaší síti</translation>
    </message>
    <message>
        <source>Stop Hosting the Ga&amp;me</source>
        <translation>Ukon&amp;čit pořádání</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Tisk…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Náh&amp;led tisku…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportovat PDF…</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animace</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <source>Host Networ&amp;k Game…</source>
        <translation>&amp;Pořádat síťovou hru…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Připo&amp;jit se k síťové hře…</translation>
    </message>
    <message>
        <source>Take a seat in a game hosted on another computer of your network</source>
        <translation>Obsadit místo ve hře pořádané na jiném počítači ve vaší síti</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>Odej&amp;ít ze síťové hry</translation>
    </message>
    <message>
        <source>Stop playing with the host; the game stays on this screen and your seat waits for you</source>
        <translation>Přestat hrát s hostitelem; hra zůstane na této obrazovce a vaše místo na vás počká</translation>
    </message>
    <message>
        <source>Stop serving the game to the other computers; it stays on this screen</source>
        <translation>Přestat poskytovat hru ostatním počítačům; zůstane na této obrazovce</translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation>Přeh&amp;rát záznam…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Recovered &amp;Games…</source>
        <translation>Obno&amp;vené hry…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>Nastave&amp;ní…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Hodit kostkami</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Hodit oběma kostkami (R)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Vzít zpět svůj poslední krok v tomto hodu ({key})</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>Co by na tvém místě udělal silný počítačový hráč (H; další H ten tah provede)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>How to play Knaster (F1)</source>
        <translation>Jak se hraje Knaster (F1)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>First Game &amp;Guide</source>
        <translation>Průvodce první &amp;hrou</translation>
    </message>
    <message>
        <source>A short solo game in which the app shows what to do, step by step</source>
        <translation>Krátká hra pro jednoho, ve které ti aplikace krok za krokem ukáže, co dělat</translation>
    </message>
    <message>
        <source>&amp;About Knaster Qt</source>
        <translation>&amp;O aplikaci Knaster Qt</translation>
    </message>
    <message>
        <source>cannot read the file: {0}</source>
        <translation>soubor nelze přečíst: {0}</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it?</source>
        <translation>{0} již existuje. Nahradit?</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Hru nelze otevřít</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, řádek {1}: {2}</translation>
    </message>
    <message>
        <source>Opened {0}.</source>
        <translation>Otevřeno: {0}.</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Hru nelze uložit</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>Uloženo: {0}.</translation>
    </message>
    <message>
        <source>Knaster Qt was started again: this window is the one playing (one per data folder).</source>
        <translation>Knaster Qt byl spuštěn ještě jednou: hraje se v tomto okně (jedno okno na datovou složku).</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>bez názvu</translation>
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
        <translation>Jak se hraje {0} (F1)</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>A move the other players have seen cannot be taken back.</source>
        <translation>Tah, který už ostatní hráči viděli, nelze vrátit.</translation>
    </message>
    <message>
        <source>Your unfinished move no longer fits the game; play it again.</source>
        <translation>Váš nedokončený tah už do hry nezapadá; zahrajte ho znovu.</translation>
    </message>
    <message>
        <source>The host refused the move: {reason}.</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>Hostitel tah odmítl: {reason}.</translation>
    </message>
    <message>
        <source>{player}: free</source>
        <translation>{player}: volné</translation>
    </message>
    <message>
        <source>{player}: away</source>
        <translation>{player}: pryč</translation>
    </message>
    <message>
        <source>{player}: joined, thinking</source>
        <translation>{player}: připojen(a), přemýšlí</translation>
    </message>
    <message>
        <source>{player}: joined</source>
        <translation>{player}: připojen(a)</translation>
    </message>
    <message>
        <source>No seat is free</source>
        <translation>Žádné volné místo</translation>
    </message>
    <message>
        <source>Free: {players}</source>
        <translation>Volná místa: {players}</translation>
    </message>
    <message>
        <source>{game}, hosted by {host}</source>
        <translation>{game}, pořádá {host}</translation>
    </message>
    <message>
        <source>&amp;Take Seat</source>
        <translation>&amp;Obsadit místo</translation>
    </message>
    <message>
        <source>Click a game, then type its join code.</source>
        <translation>Klikněte na hru a pak zadejte její kód pro připojení.</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Hledám hry v této síti…</translation>
    </message>
    <message>
        <source>Games on this network cannot be looked for ({reason}). Type the host&apos;s address.</source>
        <translation>Hry v této síti nelze vyhledat ({reason}). Zadejte adresu hostitele.</translation>
    </message>
    <message>
        <source>Pick your seat.</source>
        <translation>Vyberte své místo.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Všechna místa této hry jsou obsazená.</translation>
    </message>
    <message>
        <source>Waiting for: {players}</source>
        <translation>Čeká se na: {players}</translation>
    </message>
    <message>
        <source>Away: {players}</source>
        <translation>Pryč: {players}</translation>
    </message>
    <message>
        <source>{game} cannot be played over the network yet.</source>
        <translation>{game} zatím nelze hrát po síti.</translation>
    </message>
    <message>
        <source>Cannot host the game: {reason}</source>
        <translation>Hru nelze pořádat: {reason}</translation>
    </message>
    <message>
        <source>The game is not announced on the network ({reason}): tell your friends the address and port.</source>
        <translation>Hra není v síti ohlášena ({reason}): sdělte přátelům adresu a port.</translation>
    </message>
    <message>
        <source>Port {old} is taken now: the game is hosted again on port {port}. Tell the other players.</source>
        <translation>Port {old} je teď obsazený: hra se znovu pořádá na portu {port}. Řekněte to ostatním hráčům.</translation>
    </message>
    <message>
        <source>The game is hosted again: the other players rejoin by themselves.</source>
        <translation>Hra se znovu pořádá: ostatní hráči se připojí sami.</translation>
    </message>
    <message>
        <source>The network game could not be hosted again: its file cannot be used ({reason}). The game goes on at this screen only; the file was kept as {file}.</source>
        <extracomment>{reason}: why, in English (the file&apos;s words)</extracomment>
        <translation>Síťovou hru nelze znovu pořádat: její soubor nelze použít ({reason}). Hra pokračuje jen na této obrazovce; soubor byl uschován jako {file}.</translation>
    </message>
    <message>
        <source>Cannot Host the Game Again</source>
        <translation>Hru nelze znovu pořádat</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Připojování…</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Spojení ztraceno; zkouším znovu…</translation>
    </message>
    <message>
        <source>Connected to the host again.</source>
        <translation>Znovu připojeno k hostiteli.</translation>
    </message>
    <message>
        <source>This app does not know the host&apos;s game.</source>
        <translation>Tato aplikace nezná hru hostitele.</translation>
    </message>
    <message>
        <source>The network game has ended: {reason}</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>Síťová hra skončila: {reason}</translation>
    </message>
    <message>
        <source>the host did not come back</source>
        <translation>hostitel se nevrátil</translation>
    </message>
    <message>
        <source>the host sent something unreadable ({error})</source>
        <extracomment>{error}: what was wrong with it, in English (the protocol&apos;s words)</extracomment>
        <translation>hostitel poslal něco nečitelného ({error})</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>spojení skončilo</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Herní plán</translation>
    </message>
    <message>
        <source>{0} to {1} players</source>
        <translation>{0} až {1} hráčů</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 hráč</translation>
    </message>
    <message>
        <source>Who plays? {0}, each a person at this screen or a computer player.</source>
        <translation>Kdo hraje? {0}, každý buď člověk u této obrazovky, nebo počítačový hráč.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>New Game — {0}</source>
        <translation>Nová hra — {0}</translation>
    </message>
    <message>
        <source>name of player {0}</source>
        <translation>jméno hráče {0}</translation>
    </message>
    <message>
        <source>player {0} plays as</source>
        <translation>hráč {0} hraje jako</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Rozdá se</translation>
    </message>
    <message>
        <source>sheet of player {0}</source>
        <translation>herní plán hráče {0}</translation>
    </message>
    <message>
        <source>Dealt: the first sheet nobody has, in seat order</source>
        <translation>Rozdá se: první herní plán, který ještě nikdo nemá, v pořadí u stolu</translation>
    </message>
    <message>
        <source>a game has {0} to {1} players, not {2}</source>
        <translation>hra má {0} až {1} hráčů, ne {2}</translation>
    </message>
    <message>
        <source>two players are called {0}</source>
        <translation>dva hráči se jmenují {0}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a computer level ({1})</source>
        <translation>„{0}“ není úroveň počítače ({1})</translation>
    </message>
    <message>
        <source>there is no sheet side &apos;{0}&apos;</source>
        <translation>strana listu „{0}“ neexistuje</translation>
    </message>
    <message>
        <source>there is no sheet &apos;{0}&apos;</source>
        <translation>herní plán „{0}“ neexistuje</translation>
    </message>
    <message>
        <source>two players have sheet {0}</source>
        <translation>dva hráči mají herní plán {0}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>which game</source>
        <translation>která hra</translation>
    </message>
    <message>
        <source>Who plays? 1 to 12 players, each a person at this screen or a computer player. Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Kdo hraje? 1 až 12 hráčů, každý buď člověk u této obrazovky, nebo počítačový hráč. Všichni hrají stejný hod v tomto pořadí; házející se každé kolo mění.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>players</source>
        <translation>hráči</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Hraje jako</translation>
    </message>
    <message>
        <source>Add &amp;Person</source>
        <translation>Přidat č&amp;lověka</translation>
    </message>
    <message>
        <source>Add a person who plays at this screen</source>
        <translation>Přidat člověka, který hraje u této obrazovky</translation>
    </message>
    <message>
        <source>Add &amp;Computer</source>
        <translation>Přidat &amp;počítač</translation>
    </message>
    <message>
        <source>Add a computer player (choose its level in the list)</source>
        <translation>Přidat počítačového hráče (jeho úroveň vyber v seznamu)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Od&amp;ebrat</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Odebrat vybraného hráče</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Posunout nah&amp;oru</translation>
    </message>
    <message>
        <source>The selected player sits one place earlier</source>
        <translation>Vybraný hráč se v pořadí posune o jedno místo dopředu</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Posunout &amp;dolů</translation>
    </message>
    <message>
        <source>The selected player sits one place later</source>
        <translation>Vybraný hráč se v pořadí posune o jedno místo dozadu</translation>
    </message>
    <message>
        <source>what is wrong with the players</source>
        <translation>co je s hráči špatně</translation>
    </message>
    <message>
        <source>Sheet side</source>
        <translation>Strana listu</translation>
    </message>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Strana &amp;A (klasická)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Řádky 9 8 7 6 5 shora, sloupce 9 8 7 6 5 zleva</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Strana &amp;B (zrcadlená)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Řádky 5 6 7 8 9 shora, sloupce 5 6 7 8 9 zleva</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>&amp;Kolo navíc (podle pravidel)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Když se zaplní mřížka, hraje se přesně ještě jeden hod</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>&amp;Rychlý konec</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>Hra končí kolem, ve kterém se zaplní mřížka</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kostky</translation>
    </message>
    <message>
        <source>The app r&amp;olls</source>
        <translation>Hází apl&amp;ikace</translation>
    </message>
    <message>
        <source>Rea&amp;l dice</source>
        <translation>&amp;Skutečné kostky</translation>
    </message>
    <message>
        <source>You roll real dice at the table and enter the sum</source>
        <translation>Házíš skutečnými kostkami u stolu a zadáváš součet</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>⚠ Game not saved: kept in memory</source>
        <translation>⚠ Hra není uložená: je jen v paměti</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from an earlier session added to the records.</source>
        <translation>
            <numerusform>%n dokončená hra z dřívější relace přidána do statistik.</numerusform>
            <numerusform>%n dokončené hry z dřívější relace přidány do statistik.</numerusform>
            <numerusform>%n dokončených her z dřívější relace přidáno do statistik.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept: {0}.</source>
        <translation>Nedokončená hra byla uschována: {0}.</translation>
    </message>
    <message>
        <source>An unfinished game of {0} was kept: {1}.</source>
        <translation>Nedokončená hra {0} byla uschována: {1}.</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Pokračovat ve hře?</translation>
    </message>
    <message>
        <source>Resume it where it stopped?</source>
        <translation>Pokračovat tam, kde skončila?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Pokračovat</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>sheet {0}, round {1} (so far {2})</source>
        <translation>herní plán {0}, kolo {1} (zatím {2})</translation>
    </message>
    <message>
        <source>round {0} (so far {1})</source>
        <translation>kolo {0} (zatím {1})</translation>
    </message>
    <message>
        <source>Resumed the game at round {0}.</source>
        <translation>Hra pokračuje v kole {0}.</translation>
    </message>
    <message>
        <source>The unfinished game was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>Nedokončená hra byla uschována jako {0} (Hra &gt; Obnovené hry).</translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation>Vzdát hru?</translation>
    </message>
    <message>
        <source>Abandon the game in round {0}?</source>
        <translation>Vzdát hru v kole {0}?</translation>
    </message>
    <message>
        <source>It will be kept as a file: Game &gt; Recovered Games opens it again.</source>
        <translation>Uschová se jako soubor: Hra &gt; Obnovené hry ji znovu otevře.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Vzdát</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Hrát dál</translation>
    </message>
    <message>
        <source>Game not replaced</source>
        <translation>Hra nebyla nahrazena</translation>
    </message>
    <message>
        <source>The game in round {0} could not be kept ({1}). It stays on screen.</source>
        <translation>Hru v kole {0} se nepodařilo uschovat ({1}). Zůstává na obrazovce.</translation>
    </message>
    <message>
        <source>The game in round {0} was kept as {1} (Game &gt; Recovered Games).</source>
        <translation>Hra v kole {0} byla uschována jako {1} (Hra &gt; Obnovené hry).</translation>
    </message>
    <message>
        <source>Game not in the records</source>
        <translation>Hra není ve statistikách</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>Hra se zase automaticky ukládá.</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Hru nelze otevřít</translation>
    </message>
    <message>
        <source>{0} no longer exists.</source>
        <translation>{0} už neexistuje.</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Vymazat seznam</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Záznam hry nelze přehrát</translation>
    </message>
    <message>
        <source>the game on screen</source>
        <translation>hra na obrazovce</translation>
    </message>
    <message>
        <source>No game of this app replays {0}.</source>
        <translation>Žádná hra této aplikace neumí přehrát {0}.</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>whose turn</source>
        <translation>kdo je na tahu</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>konec hry</translation>
    </message>
    <message>
        <source>bonus prompt</source>
        <translation>výzva k bonusu</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>tip</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kostky</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>players</source>
        <translation>hráči</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>your turn</source>
        <translation>tvůj tah</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>A computer player&apos;s card while it is about to move</extracomment>
        <translation>hraje…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>na řadě</translation>
    </message>
    <message>
        <source>played</source>
        <translation>odehráno</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>vítězí!</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>počítač, {level}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>člověk</translation>
    </message>
    <message numerus="yes">
        <source>{player} ({kind}): %n point(s) ({lines} for lines, {circles} circles)</source>
        <extracomment>A player&apos;s card: &quot;Ann (person): 41 points (26 for lines, 15 circles)&quot;</extracomment>
        <translation>
            <numerusform>{player} ({kind}): %n bod ({lines} za řady, kroužky: {circles})</numerusform>
            <numerusform>{player} ({kind}): %n body ({lines} za řady, kroužky: {circles})</numerusform>
            <numerusform>{player} ({kind}): %n bodů ({lines} za řady, kroužky: {circles})</numerusform>
        </translation>
    </message>
    <message>
        <source>{text}, {state}</source>
        <translation>{text}, {state}</translation>
    </message>
    <message>
        <source>{card}. Click to see this sheet large.</source>
        <translation>{card}. Kliknutím zobrazíš tento list ve velkém.</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Cannot export PDF</source>
        <translation>PDF nelze exportovat</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Není co tisknout</translation>
    </message>
    <message>
        <source>{0} has no sheets to print yet.</source>
        <translation>{0} zatím nemá listy k tisku.</translation>
    </message>
    <message>
        <source>Print {0} Sheets</source>
        <translation>Tisk listů: {0}</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Nelze tisknout</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Náhled tisku</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportovat PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Soubory PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <source>Print Sheets</source>
        <translation>Tisk listů</translation>
    </message>
    <message>
        <source>Sheets of this &amp;game</source>
        <translation>Listy této hr&amp;y</translation>
    </message>
    <message>
        <source>&amp;Blank sheets, to play on paper</source>
        <translation>Prázdné listy na hraní &amp;na papíře</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Hráč:</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>&amp;Strana listu:</translation>
    </message>
    <message>
        <source>&amp;Number of sheets:</source>
        <translation>&amp;Počet listů:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Rozvržení:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apír:</translation>
    </message>
    <message>
        <source>&amp;Cut marks</source>
        <translation>&amp;Ořezové značky</translation>
    </message>
    <message>
        <source>The game&apos;s choice</source>
        <translation>Volba hry</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>&amp;List:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Všichni hráči</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) per page</source>
        <translation>
            <numerusform>%n list na stránku</numerusform>
            <numerusform>%n listy na stránku</numerusform>
            <numerusform>%n listů na stránku</numerusform>
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
        <translation>{0}: prázdné listy, {1}</translation>
    </message>
</context>
<context>
    <name>QuitGuard</name>
    <message>
        <source>Quit Knaster Qt?</source>
        <translation>Ukončit Knaster Qt?</translation>
    </message>
    <message>
        <source>The game is not saved: it is kept only in memory, and quitting now loses it.</source>
        <translation>Hra není uložená: je jen v paměti, a když teď skončíš, přijdeš o ni.</translation>
    </message>
    <message>
        <source>Why: %s</source>
        <translation>Důvod: %s</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Přesto skončit</translation>
    </message>
</context>
<context>
    <name>RealDiceEntry</name>
    <message>
        <source>Keys: 2 to 9; 0 for 10, - for 11, = for 12 (or type 10, 11, 12); {enter} confirms, {backspace} changes</source>
        <translation>Klávesy: 2 až 9; 0 pro 10, - pro 11, = pro 12 (nebo napiš 10, 11, 12); {enter} potvrdí, {backspace} změní</translation>
    </message>
    <message>
        <source>Enter the sum of the real dice:</source>
        <translation>Zadej součet skutečných kostek:</translation>
    </message>
    <message>
        <source>The dice show {0}</source>
        <translation>Kostky ukazují {0}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Potvrdit</translation>
    </message>
    <message>
        <source>Everyone plays this number ({key})</source>
        <translation>Všichni hrají toto číslo ({key})</translation>
    </message>
    <message>
        <source>Ch&amp;ange</source>
        <translation>Z&amp;měnit</translation>
    </message>
    <message>
        <source>Choose another number ({key})</source>
        <translation>Vybrat jiné číslo ({key})</translation>
    </message>
    <message>
        <source>sum of the real dice</source>
        <translation>součet skutečných kostek</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Wait until everyone has played.</source>
        <translation>Počkej, až všichni odehrají.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll: {0}&lt;/b&gt; — Confirm or Change?</source>
        <translation>&lt;b&gt;Hod: {0}&lt;/b&gt; — potvrdit, nebo změnit?</translation>
    </message>
    <message>
        <source>1… then 0, 1 or 2 for 10, 11, 12</source>
        <translation>1… pak 0, 1 nebo 2 pro 10, 11, 12</translation>
    </message>
    <message>
        <source>Click the sum or type it.</source>
        <translation>Klikni na součet nebo ho napiš.</translation>
    </message>
    <message>
        <source>{0} die&apos;s value</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>hodnota, kterou ukazuje {0} kostka</translation>
    </message>
    <message>
        <source>Real dice:</source>
        <translation>Skutečné kostky:</translation>
    </message>
    <message>
        <source>E&amp;nter the dice</source>
        <translation>&amp;Zadat kostky</translation>
    </message>
</context>
<context>
    <name>RecoveredGamesWindow</name>
    <message>
        <source>No games are kept.</source>
        <translation>Žádné hry nejsou uschovány.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n kept game(s)?</source>
        <translation>
            <numerusform>Smazat %n uschovanou hru?</numerusform>
            <numerusform>Smazat %n uschované hry?</numerusform>
            <numerusform>Smazat %n uschovaných her?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They go to the trash, from where they can still be restored.</source>
        <translation>
            <numerusform>Přesune se do koše, odkud ji lze ještě obnovit.</numerusform>
            <numerusform>Přesunou se do koše, odkud je lze ještě obnovit.</numerusform>
            <numerusform>Přesunou se do koše, odkud je lze ještě obnovit.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message numerus="yes">
        <source>The trash cannot take %n kept game(s). Delete them for good?</source>
        <translation>
            <numerusform>Koš nemůže přijmout %n uschovanou hru. Smazat ji natrvalo?</numerusform>
            <numerusform>Koš nemůže přijmout %n uschované hry. Smazat je natrvalo?</numerusform>
            <numerusform>Koš nemůže přijmout %n uschovaných her. Smazat je natrvalo?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They cannot be restored afterwards.</source>
        <translation>
            <numerusform>Potom ji nepůjde obnovit.</numerusform>
            <numerusform>Potom je nepůjde obnovit.</numerusform>
            <numerusform>Potom je nepůjde obnovit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete for &amp;Good</source>
        <translation>Smazat &amp;natrvalo</translation>
    </message>
    <message>
        <source>Delete Kept Games</source>
        <translation>Smazat uschované hry</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… a %n další</numerusform>
            <numerusform>… a %n další</numerusform>
            <numerusform>… a %n dalších</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be deleted:</source>
        <translation>
            <numerusform>%n uschovanou hru nešlo smazat:</numerusform>
            <numerusform>%n uschované hry nešlo smazat:</numerusform>
            <numerusform>%n uschovaných her nešlo smazat:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) had already been removed by another program:</source>
        <translation>
            <numerusform>%n uschovanou hru už odstranil jiný program:</numerusform>
            <numerusform>%n uschované hry už odstranil jiný program:</numerusform>
            <numerusform>%n uschovaných her už odstranil jiný program:</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>Uschované hry</translation>
    </message>
    <message>
        <source>Nothing else was changed.</source>
        <translation>Nic jiného se nezměnilo.</translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) moved to the trash.</source>
        <translation>
            <numerusform>%n uschovaná hra přesunuta do koše.</numerusform>
            <numerusform>%n uschované hry přesunuty do koše.</numerusform>
            <numerusform>%n uschovaných her přesunuto do koše.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) deleted for good.</source>
        <translation>
            <numerusform>%n uschovaná hra smazána natrvalo.</numerusform>
            <numerusform>%n uschované hry smazány natrvalo.</numerusform>
            <numerusform>%n uschovaných her smazáno natrvalo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) left as they were.</source>
        <translation>
            <numerusform>%n uschovaná hra zůstala, jak byla.</numerusform>
            <numerusform>%n uschované hry zůstaly, jak byly.</numerusform>
            <numerusform>%n uschovaných her zůstalo, jak byly.</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder {0} is read-only or may not be changed</source>
        <translation>složka {0} je jen pro čtení nebo ji nelze měnit</translation>
    </message>
    <message>
        <source>Recovered Games</source>
        <translation>Obnovené hry</translation>
    </message>
    <message>
        <source>Unfinished games you abandoned or did not resume, newest first. Open one to play on, or delete those you no longer need.</source>
        <translation>Nedohrané hry, které jsi vzdal(a) nebo v nich nepokračoval(a), nejnovější nahoře. Otevři některou a hraj dál, nebo smaž ty, které už nepotřebuješ.</translation>
    </message>
    <message>
        <source>Double-click a game to play it on</source>
        <translation>Dvojklikem na hru v ní budeš pokračovat</translation>
    </message>
    <message>
        <source>kept games</source>
        <translation>uschované hry</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <source>Play the selected game on in the main window</source>
        <translation>Pokračovat ve vybrané hře v hlavním okně</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Smazat…</translation>
    </message>
    <message>
        <source>Move the selected games to the trash ({key})</source>
        <translation>Přesunout vybrané hry do koše ({key})</translation>
    </message>
    <message>
        <source>Delete Older Than &amp;30 Days…</source>
        <translation>Smazat starší než &amp;30 dní…</translation>
    </message>
    <message>
        <source>Select the games kept more than 30 days ago and move them to the trash</source>
        <translation>Vybrat hry uschované před více než 30 dny a přesunout je do koše</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
</context>
<context>
    <name>RemoteSeatsDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Pořádat síťovou hru</translation>
    </message>
    <message>
        <source>Who plays on another computer?</source>
        <translation>Kdo hraje na jiném počítači?</translation>
    </message>
</context>
<context>
    <name>ReplaySheets</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The caption over a player&apos;s sheet in the replay: &quot;Ann · 41 points&quot;</extracomment>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay of {title} — Knaster</source>
        <extracomment>The replay window&apos;s title; {title}: the game&apos;s file name</extracomment>
        <translation>Záznam hry: {title} — Knaster</translation>
    </message>
    <message>
        <source>Replay — Knaster</source>
        <translation>Záznam hry — Knaster</translation>
    </message>
    <message>
        <source>{file}, line {line}: {problem}</source>
        <extracomment>A transcript that does not check: its file, the line and the problem</extracomment>
        <translation>{file}, řádek {line}: {problem}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Step {position} of {last}</source>
        <translation>Krok {position} z {last}</translation>
    </message>
    <message>
        <source>{step} · game over</source>
        <translation>{step} · konec hry</translation>
    </message>
    <message>
        <source>{step} — {what}</source>
        <translation>{step} — {what}</translation>
    </message>
    <message>
        <source>Replay Game</source>
        <translation>Přehrát záznam hry</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Záznam hry nelze přehrát</translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation>Před prvním hodem</translation>
    </message>
    <message>
        <source>rolls of the game</source>
        <translation>hody této hry</translation>
    </message>
    <message>
        <source>Every roll of the game; pick one to see the sheets after it</source>
        <translation>Každý hod hry; vyber jeden a uvidíš listy po něm</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Začátek</translation>
    </message>
    <message>
        <source>Before the first roll ({key})</source>
        <translation>Před prvním hodem ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <source>One roll back ({key})</source>
        <translation>O hod zpět ({key})</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Dál ▶</translation>
    </message>
    <message>
        <source>One roll forward ({key})</source>
        <translation>O hod dál ({key})</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Konec ▶|</translation>
    </message>
    <message>
        <source>The last roll ({key})</source>
        <translation>Poslední hod ({key})</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Otevřít hru…</translation>
    </message>
    <message>
        <source>Replay a saved game; the game being played stays as it is</source>
        <translation>Přehrát uloženou hru; rozehraná hra zůstane, jak je</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
    <message>
        <source>Replay of {0}</source>
        <translation>Záznam hry: {0}</translation>
    </message>
    <message>
        <source>{0} · sheet {1} · {2} points</source>
        <translation>{0} · herní plán {1} · body: {2}</translation>
    </message>
    <message>
        <source>Before the first throw.</source>
        <translation>Před prvním hodem.</translation>
    </message>
    <message>
        <source>Step {0} of {1}: {2}</source>
        <translation>Krok {0} z {1}: {2}</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>results</source>
        <translation>výsledky</translation>
    </message>
    <message>
        <source>You scored {0} points.</source>
        <translation>Tvoje body: {0}.</translation>
    </message>
    <message>
        <source>{0} wins with {1} points.</source>
        <translation>Vyhrává {0} (body: {1}).</translation>
    </message>
    <message>
        <source>{0} share the win with {1} points.</source>
        <translation>O výhru se dělí {0} (body: {1}).</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Herní plán</translation>
    </message>
    <message>
        <source>Row {0}</source>
        <translation>Řada {0}</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>Spectacular!! {0} points or more: the best possible play reaches that in only 1 game out of 10.</source>
        <translation>Úžasné!! {0} bodů nebo víc: nejlepší možná hra toho dosáhne jen v 1 hře z 10.</translation>
    </message>
    <message>
        <source>Excellent! {0} points or more: the best possible play reaches that in half its games.</source>
        <translation>Výborné! {0} bodů nebo víc: nejlepší možná hra toho dosáhne v polovině her.</translation>
    </message>
    <message>
        <source>Good: {0} points or more. The best possible play reaches that in 9 games out of 10.</source>
        <translation>Dobré: {0} bodů nebo víc. Nejlepší možná hra toho dosáhne v 9 hrách z 10.</translation>
    </message>
    <message>
        <source>Try again: {0} points or more is good (the best possible play reaches that in 9 games out of 10).</source>
        <translation>Zkus to znovu: {0} bodů nebo víc je dobrý výsledek (nejlepší možná hra toho dosáhne v 9 hrách z 10).</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Řady</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Kroužky</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>White fields of scored lines:</source>
        <translation>Bílá pole bodovaných řad:</translation>
    </message>
    <message>
        <source>Circled numbers:</source>
        <translation>Zakroužkovaná čísla:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Celkem:</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s)</source>
        <translation>
            <numerusform>Konec hry: %n bod</numerusform>
            <numerusform>Konec hry: %n body</numerusform>
            <numerusform>Konec hry: %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>no line scored</source>
        <translation>žádná řada nebodovala</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n point(s)!</source>
        <translation>
            <numerusform>{player} vítězí s %n bodem!</numerusform>
            <numerusform>{player} vítězí s %n body!</numerusform>
            <numerusform>{player} vítězí s %n body!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} share the win with %n point(s)!</source>
        <extracomment>{players}: the winners&apos; names joined, &quot;Ann and Bob&quot;</extracomment>
        <translation>
            <numerusform>{players} se dělí o výhru s %n bodem!</numerusform>
            <numerusform>{players} se dělí o výhru s %n body!</numerusform>
            <numerusform>{players} se dělí o výhru s %n body!</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{first} and {last}</source>
        <extracomment>Two items of a list, e.g. two player names or two lines: &quot;Ann and Bob&quot;</extracomment>
        <translation>{first} a {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <extracomment>The start of a list of three or more: &quot;Ann, Bob and Cy&quot; is &quot;Ann&quot; + &quot;, &quot; + &quot;Bob and Cy&quot;</extracomment>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>hráč potřebuje jméno</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is longer than {most} characters</source>
        <translation>„{name}“ je delší než {most} znaků</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains a space; use letters, digits, _ or -</source>
        <translation>„{name}“ obsahuje mezeru; použij písmena, číslice, _ nebo -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains &apos;{char}&apos;; use letters, digits, _ or -</source>
        <extracomment>{char}: the character that may not be in a name</extracomment>
        <translation>„{name}“ obsahuje „{char}“; použij písmena, číslice, _ nebo -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a keyword of the transcript and cannot be a name</source>
        <translation>„{name}“ je klíčové slovo záznamu hry a nemůže být jménem</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules text could not be read: {0}</source>
        <translation>Text pravidel se nepodařilo přečíst: {0}</translation>
    </message>
    <message>
        <source>{game} Rules</source>
        <translation>Pravidla hry {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Chapter {number} of {count}</source>
        <translation>Kapitola {number} z {count}</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Tvůj list</translation>
    </message>
    <message>
        <source>Knaster is a dice game for 1 to 12 players. Everybody has a sheet like this one: a green grid of 5 × 5 empty cells. The columns are called a to e, the rows 1 to 5, so the top left cell is a1.</source>
        <translation>Knaster je kostková hra pro 1 až 12 hráčů. Každý má list jako tento: zelenou mřížku 5 × 5 prázdných políček. Sloupce se jmenují a až e, řádky 1 až 5, takže levé horní políčko je a1.</translation>
    </message>
    <message>
        <source>The grid has 12 &lt;b&gt;lines&lt;/b&gt;: 5 rows, 5 columns and 2 diagonals. Each line ends in a &lt;b&gt;white field&lt;/b&gt; with its points: on side A the rows pay 9, 8, 7, 6, 5 from the top, the columns 9, 8, 7, 6, 5 from the left and each diagonal 10.</source>
        <translation>Mřížka má 12 &lt;b&gt;řad&lt;/b&gt;: 5 řádků, 5 sloupců a 2 úhlopříčky. Každá řada končí &lt;b&gt;bílým polem&lt;/b&gt; se svými body: na straně A dávají řádky shora 9, 8, 7, 6, 5, sloupce zleva 9, 8, 7, 6, 5 a každá úhlopříčka 10.</translation>
    </message>
    <message>
        <source>Side B of the pad is the mirror image: there the rows pay 5, 6, 7, 8, 9 from the top and the columns 5, 6, 7, 8, 9 from the left. You choose the side in New Game.</source>
        <translation>Strana B bloku je zrcadlový obraz: tam dávají řádky shora 5, 6, 7, 8, 9 a sloupce zleva 5, 6, 7, 8, 9. Stranu si zvolíš v dialogu Nová hra.</translation>
    </message>
    <message>
        <source>On the left, the &lt;b&gt;legend&lt;/b&gt; lists the six combinations and how many bonus circles each earns. Below it, the &lt;b&gt;score box&lt;/b&gt; adds up your points at the end.</source>
        <translation>Vlevo &lt;b&gt;legenda&lt;/b&gt; vypisuje šest kombinací a kolik bonusových kroužků každá přinese. Pod ní na konci v &lt;b&gt;rámečku Body&lt;/b&gt; sečteš své body.</translation>
    </message>
    <message>
        <source>A new sheet, side A.</source>
        <translation>Nový list, strana A.</translation>
    </message>
    <message>
        <source>A round: roll, then write or circle</source>
        <translation>Kolo: hod, pak zápis, nebo kroužek</translation>
    </message>
    <message>
        <source>Two dice are rolled and everybody uses their &lt;b&gt;sum&lt;/b&gt; (2 to 12), all at the same time. In the app you roll with the Roll button or the R key.</source>
        <translation>Hází se dvěma kostkami a všichni zároveň použijí jejich &lt;b&gt;součet&lt;/b&gt; (2 až 12). V aplikaci házíš tlačítkem Hodit nebo klávesou R.</translation>
    </message>
    <message>
        <source>Then everybody does exactly one thing: &lt;b&gt;write&lt;/b&gt; the sum into any empty cell, or &lt;b&gt;circle&lt;/b&gt; one cell that already holds that number and is not circled yet (only one, even if several cells hold it).</source>
        <translation>Pak každý udělá právě jednu věc: &lt;b&gt;zapíše&lt;/b&gt; součet do libovolného prázdného políčka, nebo &lt;b&gt;zakroužkuje&lt;/b&gt; jedno políčko, ve kterém už to číslo je a které ještě není zakroužkované (jen jedno, i když je číslo ve více políčkách).</translation>
    </message>
    <message>
        <source>You may always write while an empty cell is left, even if you could circle. Only when your grid is full and no uncircled cell holds the number do you pass.</source>
        <translation>Zapisovat smíš vždy, dokud zbývá prázdné políčko, i když bys mohl(a) kroužkovat. Hod vynecháš, jen když je tvoje mřížka plná a žádné nezakroužkované políčko to číslo nemá.</translation>
    </message>
    <message>
        <source>A 7 was written in c3, then a 5 in b2 and a 9 in d4. When 7 came again, the 7 in c3 was circled.</source>
        <translation>Do c3 se zapsala 7, pak 5 do b2 a 9 do d4. Když zase padla 7, zakroužkovala se 7 v c3.</translation>
    </message>
    <message>
        <source>Full lines and bonus circles</source>
        <translation>Plné řady a bonusové kroužky</translation>
    </message>
    <message>
        <source>When a write puts the fifth number into a line, look at its five numbers (their order and the circles do not matter). If they form a combination of the legend, you &lt;b&gt;must at once circle&lt;/b&gt; that many uncircled cells of that line, any of them. Later is too late.</source>
        <translation>Když zápis doplní do řady páté číslo, podívej se na jejích pět čísel (na pořadí a kroužcích nezáleží). Tvoří-li kombinaci z legendy, &lt;b&gt;musíš hned zakroužkovat&lt;/b&gt; tolik nezakroužkovaných políček té řady, kterýchkoli. Později je pozdě.</translation>
    </message>
    <message>
        <source>Three of a kind and two pairs give 1 circle; four of a kind and a full house 2; five of a kind and a straight (five numbers in a row) 3. One pair only, or five different numbers not in a row, give nothing.</source>
        <translation>Trojice a dva páry dávají 1 kroužek; čtveřice a full house 2; pětice a postupka (pět čísel za sebou) 3. Jen jeden pár nebo pět různých čísel, která netvoří postupku, nedávají nic.</translation>
    </message>
    <message>
        <source>If fewer uncircled cells are left in the line, circle all that are left. One write can complete 2, 3 or even 4 lines at once: then you handle them one after the other, &lt;b&gt;in the order you choose&lt;/b&gt;. A line&apos;s uncircled cells are counted when its turn comes, so circles made for the first line can leave fewer for the next.</source>
        <translation>Zbývá-li v řadě méně nezakroužkovaných políček, zakroužkuj všechna zbývající. Jeden zápis může zaplnit 2, 3, nebo dokonce 4 řady najednou: pak je vyřešíš jednu po druhé, &lt;b&gt;v pořadí, jaké si zvolíš&lt;/b&gt;. Nezakroužkovaná políčka řady se počítají teprve ve chvíli, kdy ji řešíš; kroužky za první řadu tedy mohou nechat méně políček pro další.</translation>
    </message>
    <message>
        <source>A house rule, Quick end in New Game, leaves out that extra round: the game then ends with the round in which the first grid fills.</source>
        <translation>Domácí pravidlo Rychlý konec v dialogu Nová hra to kolo navíc vynechá: hra pak skončí kolem, ve kterém se zaplní první mřížka.</translation>
    </message>
    <message>
        <source>Your score is the points of your circled white fields plus &lt;b&gt;1 point for every circled cell&lt;/b&gt;. The highest score wins; equal highest scores share the win. In a solo game above 50 is good, above 80 excellent and above 100 spectacular.</source>
        <translation>Tvé body jsou body tvých zakroužkovaných bílých polí plus &lt;b&gt;1 bod za každé zakroužkované políčko&lt;/b&gt;. Vyhrává nejvyšší součet; při shodě se hráči o výhru dělí. Ve hře pro jednoho je přes 50 dobré, přes 80 výborné a přes 100 úžasné.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the frame on the sheet, {enter} or {space} writes or circles, R rolls, {undo} takes back your last step of this roll and H shows a hint; H again or {enter} plays it.</source>
        <translation>Klávesnicí: šipky posouvají rámeček po listu, {enter} nebo {space} zapíše nebo zakroužkuje, R hází, {undo} vezme zpět tvůj poslední krok v tomto hodu a H ukáže tip; znovu H nebo {enter} ho zahraje.</translation>
    </message>
    <message>
        <source>7, 10, 8, 6 and 9 in the diagonal from a1 to e5 make a straight: three bonus circles in that diagonal, here a1, c3 and e5.</source>
        <translation>7, 10, 8, 6 a 9 v úhlopříčce z a1 do e5 tvoří postupku: tři bonusové kroužky v této úhlopříčce, tady a1, c3 a e5.</translation>
    </message>
    <message>
        <source>A full house</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>A full house is three equal numbers and two other equal numbers, in any order. The legend says it earns 2 bonus circles.</source>
        <translation>Full house jsou tři stejná čísla a dvě jiná stejná čísla, v libovolném pořadí. Podle legendy přináší 2 bonusové kroužky.</translation>
    </message>
    <message>
        <source>You choose which cells of the line to circle. A good choice keeps numbers uncircled that you expect to roll again, because you can circle them later with a roll.</source>
        <translation>Která políčka řady zakroužkuješ, vybíráš ty. Vyplatí se nechat nezakroužkovaná čísla, u kterých čekáš, že znovu padnou: ta můžeš zakroužkovat později hodem.</translation>
    </message>
    <message>
        <source>Row 2 holds 5, 5, 7, 5, 7: a full house. Two of its cells were circled.</source>
        <translation>Řádek 2 obsahuje 5, 5, 7, 5, 7: full house. Dvě jeho políčka byla zakroužkována.</translation>
    </message>
    <message>
        <source>A fully circled line scores</source>
        <translation>Celá zakroužkovaná řada boduje</translation>
    </message>
    <message>
        <source>When all five cells of a line hold numbers and &lt;b&gt;all five are circled&lt;/b&gt;, you earn the points of the line&apos;s white field: circle the white field. Bonus circles and circles by rolls count alike.</source>
        <translation>Když je ve všech pěti políčkách řady číslo a &lt;b&gt;všech pět je zakroužkováno&lt;/b&gt;, získáš body bílého pole té řady: zakroužkuj bílé pole. Bonusové kroužky a kroužky z hodů platí stejně.</translation>
    </message>
    <message>
        <source>One circle can finish several lines at once. A line scores only once.</source>
        <translation>Jeden kroužek může dokončit několik řad najednou. Každá řada se počítá jen jednou.</translation>
    </message>
    <message>
        <source>Row 4 (4, 9, 4, 9, 4) was a full house: two bonus circles. Rolls of 4, 9 and 4 circled the other three, so its white field&apos;s 6 points count.</source>
        <translation>Řádek 4 (4, 9, 4, 9, 4) byl full house: dva bonusové kroužky. Hody 4, 9 a 4 zakroužkovaly zbylé tři, takže se počítá 6 bodů jeho bílého pole.</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message>
        <source>The end of the game and the count</source>
        <translation>Konec hry a počítání bodů</translation>
    </message>
    <message>
        <source>When, after a round, a player&apos;s grid is full, &lt;b&gt;one more round&lt;/b&gt; is played. Then the game ends.</source>
        <translation>Když je po kole mřížka některého hráče plná, hraje se &lt;b&gt;ještě jedno kolo&lt;/b&gt;. Pak hra končí.</translation>
    </message>
    <message>
        <source>This sheet scored these lines: {lines}.</source>
        <translation>Tento list bodoval v těchto řadách: {lines}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} points for the white fields and {circles} circled cells make {total} points.</source>
        <translation>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} bodů za bílá pole a {circles} zakroužkovaných políček dává {total} bodů.</translation>
    </message>
    <message>
        <source>A finished sheet, the rulebook&apos;s example: {total} points.</source>
        <translation>Hotový list, příklad z pravidel: {total} bodů.</translation>
    </message>
    <message>
        <source>Playing in the app</source>
        <translation>Hraní v aplikaci</translation>
    </message>
    <message>
        <source>Point at a cell: the sheet shows faintly what a click would do, and the status bar says it. Click to write or circle; a click that is not allowed changes nothing, and the status bar says why.</source>
        <translation>Najeď myší na políčko: list slabě ukáže, co by udělalo kliknutí, a stavový řádek to řekne. Kliknutím zapíšeš nebo zakroužkuješ; kliknutí, které není dovolené, nic nezmění a stavový řádek řekne proč.</translation>
    </message>
    <message>
        <source>When one write completes several lines with a bonus, click the white field of the line you want to handle first (or one of its cells that is in none of the other lines), then circle its bonus cells.</source>
        <translation>Když jeden zápis zaplní několik řad s bonusem, klikni na bílé pole řady, kterou chceš vyřešit jako první (nebo na některé její políčko, které neleží v žádné z ostatních řad), a pak zakroužkuj její bonusová políčka.</translation>
    </message>
    <message>
        <source>Tips: 7 is the most common sum, then 6 and 8; 2 and 12 are rare. The centre cell belongs to four lines. Circles make a large part of a good score, so balance writing new numbers and circling old ones.</source>
        <translation>Tipy: 7 je nejčastější součet, pak 6 a 8; 2 a 12 jsou vzácné. Prostřední políčko patří ke čtyřem řadám. Kroužky tvoří velkou část dobrého výsledku, takže vyvažuj zapisování nových čísel a kroužkování starých.</translation>
    </message>
    <message>
        <source>Help &gt; First Game Guide plays a short game with you, step by step.</source>
        <translation>Nápověda &gt; Průvodce první hrou s tebou krok za krokem odehraje krátkou hru.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>solo games</source>
        <translation>hry pro jednoho</translation>
    </message>
    <message>
        <source>of solo games</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her pro jednoho&quot;)</extracomment>
        <translation>her pro jednoho</translation>
    </message>
    <message>
        <source>score distribution chart</source>
        <translation>graf rozložení bodů</translation>
    </message>
    <message>
        <source>number of {0} by points</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot;; {0:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>počet {0:of} podle bodů</translation>
    </message>
    <message>
        <source>No {0} yet.</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot; ({0:of}: &quot;of solo games&quot;)</extracomment>
        <translation>Zatím žádné {0}.</translation>
    </message>
    <message>
        <source>points (bands of {0}); bar height: number of {1}</source>
        <extracomment>{1}: what a bar counts, &quot;solo games&quot;; {1:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>body (po {0}); výška sloupce: počet {1:of}</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Player</source>
        <extracomment>A player&apos;s name until someone types theirs (numbered when there are more: &quot;Player2&quot;). One word of letters only, as a player&apos;s name must be</extracomment>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>A computer player&apos;s name, numbered: &quot;Computer1&quot;. One word of letters only</extracomment>
        <translation>Počítač</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — Knaster</source>
        <translation>Nastavení — Knaster</translation>
    </message>
    <message>
        <source>For the next new game</source>
        <translation>Pro příští novou hru</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>&amp;Strana listu:</translation>
    </message>
    <message>
        <source>&amp;End of the game:</source>
        <translation>&amp;Konec hry:</translation>
    </message>
    <message>
        <source>While playing, in every game (applies at once)</source>
        <translation>Během hry, ve všech hrách (platí hned)</translation>
    </message>
    <message>
        <source>&amp;Hints available: what the strong computer player would do in your place (H)</source>
        <translation>&amp;Tipy k dispozici: co by na tvém místě udělal silný počítačový hráč (H)</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Animace</translation>
    </message>
    <message>
        <source>&amp;Coordinates on Knaster&apos;s sheet (a to e, 1 to 5)</source>
        <translation>Souřadni&amp;ce na listu Knasteru (a až e, 1 až 5)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Rychlost animací:</translation>
    </message>
    <message>
        <source>Default players (for the next new game)</source>
        <translation>Výchozí hráči (pro příští novou hru)</translation>
    </message>
    <message>
        <source>default players</source>
        <translation>výchozí hráči</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <source>&amp;Add Player</source>
        <translation>&amp;Přidat hráče</translation>
    </message>
    <message>
        <source>&amp;Remove Player</source>
        <translation>&amp;Odebrat hráče</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Settings — {0}</source>
        <translation>Nastavení — {0}</translation>
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
        <translation>Hra má nejvýš {0} hráčů.</translation>
    </message>
    <message>
        <source>Player {0}: {1}.</source>
        <translation>Hráč {0}: {1}.</translation>
    </message>
    <message>
        <source>Player {0}: {1} is already in the list.</source>
        <translation>Hráč {0}: {1} už v seznamu je.</translation>
    </message>
</context>
<context>
    <name>SheetAccessibility</name>
    <message>
        <source>row {0}</source>
        <translation>řádek {0}</translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation>sloupec {0}</translation>
    </message>
    <message>
        <source>{0} field</source>
        <translation>bílé pole: {0}</translation>
    </message>
    <message>
        <source>score</source>
        <translation>body</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
    <message>
        <source>{0}, circled</source>
        <translation>{0}, zakroužkováno</translation>
    </message>
    <message>
        <source>{0}, scored</source>
        <translation>{0}, bodováno</translation>
    </message>
    <message>
        <source>{0}: {1} for lines, {2}</source>
        <translation>{0}: {1} za řady, {2}</translation>
    </message>
</context>
<context>
    <name>SheetHeader</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The total of a finished sheet in its printed header: &quot;87 points&quot;</extracomment>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <extracomment>The date in a printed sheet&apos;s header, as a QLocale pattern: d day, MMM month&apos;s short name</extracomment>
        <translation>d. M. yyyy</translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <extracomment>The player&apos;s place among the players of a finished game: &quot;rank 1&quot;</extracomment>
        <translation>{rank}. místo</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>hra probíhá</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Knaster sheet</source>
        <translation>List hry Knaster</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet · look only</source>
        <extracomment>The title over another player&apos;s sheet, shown but not played</extracomment>
        <translation>List hráče {player} · jen k prohlížení</translation>
    </message>
    <message>
        <source>{player}&apos;s turn · roll {roll}</source>
        <extracomment>The title over the sheet of the player whose turn it is, and the sum rolled</extracomment>
        <translation>Na tahu: {player} · hod {roll}</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet</source>
        <translation>List hráče {player}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Hry pro jednoho</translation>
    </message>
    <message>
        <source>With others</source>
        <translation>S ostatními</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Průměr</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>List</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Players and points</source>
        <translation>Hráči a body</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>počítač</translation>
    </message>
    <message>
        <source>over {0}</source>
        <translation>nad {0}</translation>
    </message>
    <message>
        <source>{0}–{1}</source>
        <translation>{0}–{1}</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>whose records are shown</source>
        <translation>čí statistiky se ukazují</translation>
    </message>
    <message>
        <source>Cha&amp;rt of:</source>
        <translation>&amp;Graf pro:</translation>
    </message>
    <message>
        <source>whose games the chart shows</source>
        <translation>čí hry graf ukazuje</translation>
    </message>
    <message>
        <source>Cannot read the records</source>
        <translation>Statistiky nelze přečíst</translation>
    </message>
    <message>
        <source>{0} Nothing was changed; try again later (another program may be using the file).</source>
        <translation>{0} Nic se nezměnilo; zkus to později znovu (soubor možná používá jiný program).</translation>
    </message>
    <message>
        <source>Statistics — {0}</source>
        <translation>Statistiky — {0}</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>všichni</translation>
    </message>
    <message>
        <source>Solo games (everyone)</source>
        <translation>Hry pro jednoho (všichni)</translation>
    </message>
    <message>
        <source>All players, every game</source>
        <translation>Všichni hráči, všechny hry</translation>
    </message>
    <message>
        <source>{0}: every game</source>
        <translation>{0}: všechny hry</translation>
    </message>
    <message>
        <source>results (every player, every game)</source>
        <translation>výsledky (všichni hráči, všechny hry)</translation>
    </message>
    <message>
        <source>of results (every player, every game)</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;výsledků (...)&quot;)</extracomment>
        <translation>výsledků (všichni hráči, všechny hry)</translation>
    </message>
    <message>
        <source>games of {0}</source>
        <translation>hry hráče {0}</translation>
    </message>
    <message>
        <source>of games of {0}</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her hráče Ann&quot;)</extracomment>
        <translation>her hráče {0}</translation>
    </message>
    <message>
        <source>Best solo game: &lt;b&gt;{0}&lt;/b&gt; points ({1}, {2}).</source>
        <translation>Nejlepší hra pro jednoho: body &lt;b&gt;{0}&lt;/b&gt; ({1}, {2}).</translation>
    </message>
    <message>
        <source>No solo game finished yet.</source>
        <translation>Zatím žádná dokončená hra pro jednoho.</translation>
    </message>
    <message>
        <source>Solo results by rating: {0}.</source>
        <translation>Výsledky her pro jednoho podle hodnocení: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; finished game(s) stored.</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; dokončená hra uložena.</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; dokončené hry uloženy.</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; dokončených her uloženo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The records are kept in memory only this session.</source>
        <translation>Statistiky se v této relaci uchovávají jen v paměti.</translation>
    </message>
    <message>
        <source>Cannot export records</source>
        <translation>Statistiky nelze exportovat</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {0}.</source>
        <translation>
            <numerusform>Do {0} exportován %n řádek.</numerusform>
            <numerusform>Do {0} exportovány %n řádky.</numerusform>
            <numerusform>Do {0} exportováno %n řádků.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Records</source>
        <translation>Exportovat statistiky</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Záznam hry nelze přehrát</translation>
    </message>
    <message>
        <source>The game could not be read ({0}).</source>
        <translation>Hru se nepodařilo přečíst ({0}).</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>hra {0}</translation>
    </message>
    <message>
        <source>Statistics — Knaster</source>
        <translation>Statistiky — Knaster</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Přehled</translation>
    </message>
    <message>
        <source>Solo &amp;High Scores</source>
        <translation>&amp;Rekordy pro jednoho</translation>
    </message>
    <message>
        <source>solo high scores</source>
        <translation>rekordy her pro jednoho</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Hráč&amp;i</translation>
    </message>
    <message>
        <source>Double-click a player to list their games</source>
        <translation>Dvojklikem na hráče zobrazíš jeho hry</translation>
    </message>
    <message>
        <source>players</source>
        <translation>hráči</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>Hr&amp;y</translation>
    </message>
    <message>
        <source>Games o&amp;f:</source>
        <translation>Hry hráč&amp;e:</translation>
    </message>
    <message>
        <source>Double-click a game to replay it</source>
        <translation>Dvojklikem na hru ji přehraješ</translation>
    </message>
    <message>
        <source>games</source>
        <translation>hry</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xportovat CSV…</translation>
    </message>
    <message>
        <source>Every stored game, one row per player, as a CSV file for a spreadsheet</source>
        <translation>Každá uložená hra, jeden řádek na hráče, jako soubor CSV pro tabulkový procesor</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <source>Showing {player}&apos;s sheet (look only). Click the card of the player whose turn it is to go back.</source>
        <translation>Zobrazen list hráče {player} (jen k prohlížení). Zpět se dostaneš kliknutím na kartu hráče, který je na tahu.</translation>
    </message>
    <message>
        <source>Hints are switched off in the settings.</source>
        <translation>Tipy jsou v nastavení vypnuté.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is: roll first.</source>
        <translation>Tip je pro toho, kdo je na tahu: nejdřív hoď.</translation>
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
            <numerusform>Konec hry — {player} vítězí s %n bodem</numerusform>
            <numerusform>Konec hry — {player} vítězí s %n body</numerusform>
            <numerusform>Konec hry — {player} vítězí s %n body</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over — {players} share the win with %n point(s)</source>
        <extracomment>{players}: the winners&apos; names, &quot;Ann and Bob&quot; (in bold)</extracomment>
        <translation>
            <numerusform>Konec hry — {players} se dělí o výhru s %n bodem</numerusform>
            <numerusform>Konec hry — {players} se dělí o výhru s %n body</numerusform>
            <numerusform>Konec hry — {players} se dělí o výhru s %n body</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (computer, {level}) is playing the {roll}…</source>
        <extracomment>{player}: a computer player (in bold); {level}: easy, medium or strong</extracomment>
        <translation>{player} (počítač, {level}) hraje hod {roll}…</translation>
    </message>
    <message>
        <source>{player}, your turn — roll {roll}</source>
        <extracomment>{player}: whose turn it is (in bold); {roll}: the sum rolled (large)</extracomment>
        <translation>{player}, jsi na tahu — hod {roll}</translation>
    </message>
    <message>
        <source>{text} · showing {player}&apos;s sheet</source>
        <extracomment>The banner, while another player&apos;s sheet is shown large</extracomment>
        <translation>{text} · zobrazen list hráče {player}</translation>
    </message>
    <message>
        <source>Waiting for {players} to play the {roll}…</source>
        <extracomment>A network game: {players} (in bold) play the roll on their own computers</extracomment>
        <translation>Čeká se na: {players} (hod {roll})…</translation>
    </message>
    <message>
        <source>rolls on another computer</source>
        <extracomment>After &quot;Next roll: Bob —&quot;: a player on another computer rolls there</extracomment>
        <translation>hází na jiném počítači</translation>
    </message>
    <message>
        <source>enter the real dice</source>
        <translation>zadej skutečné kostky</translation>
    </message>
    <message>
        <source>rolls by itself</source>
        <extracomment>After &quot;Next roll: Cid —&quot;: a computer player rolls, nobody presses R</extracomment>
        <translation>hází sám</translation>
    </message>
    <message>
        <source>press R</source>
        <translation>stiskni R</translation>
    </message>
    <message>
        <source>New game: {player} rolls first — {how}</source>
        <extracomment>{player}: who rolls first (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Nová hra: první hází {player} — {how}</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}. Next roll: {player} — {how}</source>
        <extracomment>{player}: who rolls next (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Všichni zahráli hod {roll}. Další hod: {player} — {how}</translation>
    </message>
    <message>
        <source>{player} rolls first</source>
        <translation>první hází {player}</translation>
    </message>
    <message>
        <source>{player} rolled</source>
        <extracomment>Beside the dice: who rolled them</extracomment>
        <translation>{player} hodil(a)</translation>
    </message>
    <message>
        <source>{rolled} · next: {player}</source>
        <extracomment>Beside the dice: who rolled them, and who rolls next</extracomment>
        <translation>{rolled} · další: {player}</translation>
    </message>
</context>
<context>
    <name>_Counts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n kroužek</numerusform>
            <numerusform>%n kroužky</numerusform>
            <numerusform>%n kroužků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>circle %n number(s)</source>
        <extracomment>The bonus circles to draw: &quot;circle 2 numbers&quot;</extracomment>
        <translation>
            <numerusform>zakroužkuj %n číslo</numerusform>
            <numerusform>zakroužkuj %n čísla</numerusform>
            <numerusform>zakroužkuj %n čísel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Circle %n more number(s) {line:in}.</source>
        <extracomment>{line:in}: where, &quot;in row 3&quot;</extracomment>
        <translation>
            <numerusform>Zakroužkuj ještě %n číslo {line:in}.</numerusform>
            <numerusform>Zakroužkuj ještě %n čísla {line:in}.</numerusform>
            <numerusform>Zakroužkuj ještě %n čísel {line:in}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scores %n point(s)!</source>
        <translation>
            <numerusform>{line} přináší %n bod!</numerusform>
            <numerusform>{line} přináší %n body!</numerusform>
            <numerusform>{line} přináší %n bodů!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s).</source>
        <translation>
            <numerusform>Konec hry: %n bod.</numerusform>
            <numerusform>Konec hry: %n body.</numerusform>
            <numerusform>Konec hry: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scored %n point(s)</source>
        <extracomment>{line}: &quot;row 3&quot;; it has been fully circled and scored its white field&apos;s points</extracomment>
        <translation>
            <numerusform>{line}: získán %n bod</numerusform>
            <numerusform>{line}: získány %n body</numerusform>
            <numerusform>{line}: získáno %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) once all its five numbers are circled</source>
        <translation>
            <numerusform>{line}: %n bod, až bude všech pět čísel zakroužkováno</numerusform>
            <numerusform>{line}: %n body, až bude všech pět čísel zakroužkováno</numerusform>
            <numerusform>{line}: %n bodů, až bude všech pět čísel zakroužkováno</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>Cannot print to file</source>
        <translation>Do souboru nelze tisknout</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Knaster Qt is already running with the data folder {0}, but it does not answer. Close it (or end it) and start again.</source>
        <translation>Knaster Qt už běží s datovou složkou {0}, ale neodpovídá. Zavři ho (nebo ukonči) a spusť znovu.</translation>
    </message>
</context>
<context>
    <name>registry</name>
    <message>
        <source>{0} games ({1})</source>
        <translation>Hry {0} ({1})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
</context>
</TS>
