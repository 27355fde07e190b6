<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: {credit}</source>
        <extracomment>Help &gt; About, one hosted game: its name (bold) and its entry&apos;s credit</extracomment>
        <translation>{game}: {credit}</translation>
    </message>
    <message>
        <source>Knaster Qt hosts these games, on sheets and boards that look and play like the printed ones:</source>
        <translation>Knaster Qt bietet diese Spiele auf Blättern und Spielplänen, die aussehen und sich spielen lassen wie die gedruckten:</translation>
    </message>
    <message>
        <source>Knaster Qt is an unofficial companion app, made by fans. It is not affiliated with or endorsed by the games&apos; authors or publishers.</source>
        <translation>Knaster Qt ist eine inoffizielle Begleit-App, gemacht von Fans. Sie steht in keiner Verbindung zu den Autoren oder Verlagen der Spiele und wird von ihnen nicht unterstützt.</translation>
    </message>
    <message>
        <source>Knaster Qt is free software under the {0} License. &lt;i&gt;Licences…&lt;/i&gt; lists the parts it ships with and their licences.</source>
        <translation>Knaster Qt ist freie Software unter der {0}-Lizenz. &lt;i&gt;Lizenzen…&lt;/i&gt; listet die mitgelieferten Teile und ihre Lizenzen auf.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Lizenzen…</translation>
    </message>
    <message>
        <source>The licence text {0} could not be read: {1}.</source>
        <translation>Der Lizenztext {0} konnte nicht gelesen werden: {1}.</translation>
    </message>
    <message>
        <source>About Knaster Qt</source>
        <translation>Über Knaster Qt</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>sum of the dice</source>
        <translation>Augensumme</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Beide Würfel werfen (R)</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>{0} die, not thrown</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0}er Würfel, nicht geworfen</translation>
    </message>
    <message>
        <source>{0} die showing {1}, last round&apos;s throw</source>
        <extracomment>Between two rounds, until the next throw. {0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;</extracomment>
        <translation>{0}er Würfel zeigt {1}, Wurf der letzten Runde</translation>
    </message>
    <message>
        <source>{0} die showing 1, stays</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0}er Würfel zeigt 1, bleibt liegen</translation>
    </message>
    <message>
        <source>{0} die showing {1}, written</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0}er Würfel zeigt {1}, eingetragen</translation>
    </message>
    <message>
        <source>{0} die showing {1}</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>{0}er Würfel zeigt {1}</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>die showing {0}</source>
        <translation>Würfel zeigt {0}</translation>
    </message>
    <message>
        <source>die, not rolled</source>
        <translation>Würfel, nicht geworfen</translation>
    </message>
</context>
<context>
    <name>ExactHit</name>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>black die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>schwarze Würfel</translation>
    </message>
    <message>
        <source>black field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>schwarze Feld</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>blue die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>blaue Würfel</translation>
    </message>
    <message>
        <source>blue field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>blaue Feld</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>yellow die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>gelbe Würfel</translation>
    </message>
    <message>
        <source>yellow field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>gelbe Feld</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>red die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>rote Würfel</translation>
    </message>
    <message>
        <source>red field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>rote Feld</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>green die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>grüne Würfel</translation>
    </message>
    <message>
        <source>green field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>grüne Feld</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>white die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>weiße Würfel</translation>
    </message>
    <message>
        <source>white field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>weiße Feld</translation>
    </message>
    <message>
        <source>This is row {0}; you write into row {1} now.</source>
        <translation>Das ist Zeile {0}; du trägst jetzt in Zeile {1} ein.</translation>
    </message>
    <message>
        <source>The {0} die is written here this turn ({key} takes it back).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Der {0}e Würfel ist in diesem Zug hier eingetragen ({key} nimmt ihn zurück).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here: an exact hit (bonus {2} → {3}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Trage die {0}e {1} hier ein: ein Volltreffer (Bonus {2} → {3}).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here (the field allows up to {2}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Trage die {0}e {1} hier ein (das Feld erlaubt bis zu {2}).</translation>
    </message>
    <message>
        <source>Writing nothing this turn crosses this field (Done).</source>
        <translation>Trägst du in diesem Zug nichts ein, wird dieses Feld durchgestrichen (Fertig).</translation>
    </message>
</context>
<context>
    <name>ExactHitController</name>
    <message>
        <source>It is not your turn to write.</source>
        <translation>Du bist mit dem Eintragen gerade nicht dran.</translation>
    </message>
    <message>
        <source>The {0} die is written already this turn.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Der {0}e Würfel ist in diesem Zug schon eingetragen.</translation>
    </message>
    <message>
        <source>Now click the {0} field of your row.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Klicke jetzt das {0}e Feld deiner Zeile an.</translation>
    </message>
    <message>
        <source>Wrote the {0} {1}. Write more, take it back ({key}) or press Done.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Die {0}e {1} ist eingetragen. Trage weitere Würfel ein, nimm sie zurück ({key}) oder drücke Fertig.</translation>
    </message>
    <message>
        <source>Write into your current row, row {0}.</source>
        <translation>Trage in deine aktuelle Zeile ein, Zeile {0}.</translation>
    </message>
    <message>
        <source>The {0} die goes into the {0} field, not into the {1} one.</source>
        <extracomment>{0}, {1}: colours, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} and {1:field} &quot;black field&quot;</extracomment>
        <translation>Der {0}e Würfel gehört in das {0}e Feld, nicht in das {1}e.</translation>
    </message>
    <message>
        <source>Took back the {0} die.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Der {0}e Würfel wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>{0} throws again: enter the dice&apos;s new values.</source>
        <translation>{0} würfelt noch einmal: Gib die neuen Werte der Würfel ein.</translation>
    </message>
</context>
<context>
    <name>ExactHitEntry</name>
    <message>
        <source>Sheet &amp;{letter}</source>
        <translation>Blatt &amp;{letter}</translation>
    </message>
    <message>
        <source>Each player has a different sheet; the thrower moves on each round and everyone answers the same dice.</source>
        <translation>Jeder Spieler hat ein anderes Blatt; reihum würfelt jede Runde ein anderer, und alle spielen mit denselben Würfeln.</translation>
    </message>
    <message>
        <source>Thro&amp;w the Dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Throw</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Die sechs Würfel werfen (R)</translation>
    </message>
    <message>
        <source>Throw the six dice: every player answers the same throw.</source>
        <translation>Die sechs Würfel werfen: Alle Spieler nutzen denselben Wurf.</translation>
    </message>
    <message>
        <source>Take back the last die written this turn ({key})</source>
        <translation>Den zuletzt eingetragenen Würfel dieses Zuges zurücknehmen ({key})</translation>
    </message>
    <message>
        <source>which dice to write for this throw, and whether to throw again</source>
        <extracomment>Settings, after &quot;Exact Hit: &quot; below the Hints box</extracomment>
        <translation>welche Würfel du bei diesem Wurf einträgst und ob du noch einmal würfelst</translation>
    </message>
    <message>
        <source>the six dice tumble, computer players throw and write at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Exact Hit: &quot;</extracomment>
        <translation>die sechs Würfel rollen, Computerspieler würfeln und tragen so ein, dass man zusehen kann</translation>
    </message>
    <message>
        <source>after a rulebook by {authors}, published by {publisher}; we do not know its title, and “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Exact Hit: &quot;; {authors}: two names joined with &quot;and&quot;; {name}: Exact Hit</extracomment>
        <translation>nach einer Spielregel von {authors}, erschienen bei {publisher}; ihren Titel kennen wir nicht, „{name}“ ist unser Name dafür</translation>
    </message>
</context>
<context>
    <name>ExactHitGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Exact Hit!&lt;/b&gt; This guide plays your first round with you. This is your sheet: five rows of six coloured fields, each with a number. You fill the top row first, with dice of the fields&apos; colours.</source>
        <translation>&lt;b&gt;Willkommen bei Exact Hit!&lt;/b&gt; Diese Anleitung spielt deine erste Runde mit dir. Das ist dein Blatt: fünf Zeilen mit je sechs farbigen Feldern, jedes mit einer Zahl. Du füllst zuerst die oberste Zeile, mit Würfeln in den Farben der Felder.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw the six dice&lt;/b&gt;: click &lt;i&gt;Throw&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Wirf die sechs Würfel&lt;/b&gt;: Klicke auf &lt;i&gt;Würfeln&lt;/i&gt; oder drücke R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The dice.&lt;/b&gt; Each die may go into the field of its colour in your row when its value is at most the field&apos;s number; the same value is an &lt;b&gt;exact hit&lt;/b&gt;. Unhappy with the throw? &lt;i&gt;Throw again&lt;/i&gt; throws every die not showing 1, once.</source>
        <translation>&lt;b&gt;Die Würfel.&lt;/b&gt; Jeder Würfel darf in das Feld seiner Farbe in deiner Zeile, wenn sein Wert höchstens die Zahl des Feldes ist; der gleiche Wert ist ein &lt;b&gt;Volltreffer&lt;/b&gt;. Unzufrieden mit dem Wurf? &lt;i&gt;Nochmal würfeln&lt;/i&gt; wirft einmal alle Würfel neu, die keine 1 zeigen.</translation>
    </message>
    <message>
        <source>No die fits your row this time: press &lt;b&gt;Done&lt;/b&gt;, and the first empty field of the row is crossed out.</source>
        <translation>Diesmal passt kein Würfel in deine Zeile: Drücke &lt;b&gt;Fertig&lt;/b&gt;, dann wird das erste leere Feld der Zeile durchgestrichen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;An exact hit!&lt;/b&gt; The {colour} die shows {value}, the number of the ringed field: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>&lt;b&gt;Ein Volltreffer!&lt;/b&gt; Der {colour}e Würfel zeigt {value}, die Zahl des umrandeten Feldes: Klicke das Feld an, um ihn einzutragen.</translation>
    </message>
    <message>
        <source>The {colour} die shows {value}, no more than the ringed field&apos;s {number}: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>Der {colour}e Würfel zeigt {value}, nicht mehr als die {number} des umrandeten Feldes: Klicke das Feld an, um ihn einzutragen.</translation>
    </message>
    <message>
        <source>Write more dice if you like (each into its own colour), then press &lt;b&gt;Done&lt;/b&gt;. Writing nothing would cross out the first empty field.</source>
        <translation>Trage weitere Würfel ein, wenn du magst (jeden in seine Farbe), und drücke dann &lt;b&gt;Fertig&lt;/b&gt;. Trägst du nichts ein, wird das erste leere Feld durchgestrichen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score.&lt;/b&gt; A finished row scores the dice written in it, plus a bonus for its exact hits. Play on as you like: the game ends when all five rows are full. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Deine Punkte.&lt;/b&gt; Eine volle Zeile zählt die eingetragenen Würfel, plus einen Bonus für ihre Volltreffer. Spiel weiter, wie du magst: Das Spiel endet, wenn alle fünf Zeilen voll sind. Hilfe &gt; Regeln erklärt alles.</translation>
    </message>
</context>
<context>
    <name>ExactHitPlayArea</name>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>your sheet</source>
        <translation>dein Blatt</translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Die sechs Würfel werfen (R)</translation>
    </message>
    <message>
        <source>Throw &amp;again</source>
        <translation>&amp;Nochmal würfeln</translation>
    </message>
    <message>
        <source>Throw every die not showing 1 once more (the dice showing 1 stay)</source>
        <translation>Jeden Würfel, der keine 1 zeigt, noch einmal werfen (die Würfel mit 1 bleiben liegen)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>Behal&amp;ten</translation>
    </message>
    <message>
        <source>Keep these dice: no second throw this round</source>
        <translation>Diese Würfel behalten: kein zweiter Wurf in dieser Runde</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Throw the dice to start (R).</source>
        <translation>Würfle, um zu beginnen (R).</translation>
    </message>
    <message>
        <source>{0} players.</source>
        <translation>{0} Spieler.</translation>
    </message>
    <message>
        <source>{0}&apos;s sheet</source>
        <translation>Blatt von {0}</translation>
    </message>
    <message>
        <source>&amp;Done: cross out a field</source>
        <translation>&amp;Fertig: ein Feld durchstreichen</translation>
    </message>
    <message>
        <source>Sheet {0} · &lt;b&gt;{1} points&lt;/b&gt;</source>
        <translation>Blatt {0} · &lt;b&gt;{1} Punkte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (Computer)</translation>
    </message>
    <message>
        <source>sheet {0} · {1} points</source>
        <translation>Blatt {0} · {1} Punkte</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>Zeile {0}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <extracomment>A network game: {0} plays on another computer; this screen waits for them</extracomment>
        <translation>Warten auf {0}…</translation>
    </message>
    <message>
        <source>{0} throws: roll the real dice for them and enter the values.</source>
        <translation>{0} würfelt: Wirf für {0} die echten Würfel und gib die Werte ein.</translation>
    </message>
    <message>
        <source>{0} throws again: roll the dice not showing 1 and enter them.</source>
        <translation>{0} würfelt noch einmal: Wirf die Würfel, die keine 1 zeigen, und gib ihre Werte ein.</translation>
    </message>
    <message>
        <source>{0} is playing…</source>
        <translation>{0} spielt…</translation>
    </message>
    <message>
        <source>Throw the real dice and enter their values.</source>
        <translation>Wirf die echten Würfel und gib ihre Werte ein.</translation>
    </message>
    <message>
        <source>Throw the dice (R).</source>
        <translation>Würfle (R).</translation>
    </message>
    <message>
        <source>{0} throws.</source>
        <translation>{0} würfelt.</translation>
    </message>
    <message>
        <source>Throw again (dice showing 1 stay) or keep — or write into {0} at once.</source>
        <translation>Nochmal würfeln (Würfel mit 1 bleiben liegen) oder behalten – oder gleich in {0} eintragen.</translation>
    </message>
    <message>
        <source>Click a die, then its field in {0} (or click the field). Done ends the turn.</source>
        <translation>Klicke einen Würfel an, dann sein Feld in {0} (oder klicke gleich das Feld an). Fertig beendet den Zug.</translation>
    </message>
    <message>
        <source>End your turn with the dice written</source>
        <translation>Den Zug mit den eingetragenen Würfeln beenden</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Deinen Zug beenden</translation>
    </message>
    <message>
        <source>Nothing written: Done crosses out the leftmost empty field of row {0}</source>
        <translation>Nichts eingetragen: Fertig streicht in Zeile {0} das erste leere Feld von links durch</translation>
    </message>
    <message>
        <source>Throw again.</source>
        <translation>Nochmal würfeln.</translation>
    </message>
    <message>
        <source>Keep the dice.</source>
        <translation>Die Würfel behalten.</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <extracomment>One die of a hint&apos;s list: &quot;black 3&quot; ({colour}: a colour; {colour:die} says &quot;black die&quot;); the list: &quot;Write black 3, blue 1 and yellow 4.&quot;</extracomment>
        <translation>{colour} {value}</translation>
    </message>
    <message>
        <source>Write {0}.</source>
        <translation>Eintragen: {0}.</translation>
    </message>
    <message>
        <source>Kept, it would write {0}.</source>
        <translation>Beim Behalten eintragen: {0}.</translation>
    </message>
    <message>
        <source>Write nothing: cross out a field.</source>
        <translation>Nichts eintragen: ein Feld durchstreichen.</translation>
    </message>
    <message>
        <source>Expected row score: {0}.</source>
        <translation>Erwartete Punkte der Zeile: {0}.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
</context>
<context>
    <name>ExactHitRatings</name>
    <message>
        <source>spectacular</source>
        <translation>spektakulär</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>hervorragend</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
</context>
<context>
    <name>ExactHitReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
</context>
<context>
    <name>ExactHitResultDialog</name>
    <message>
        <source>Exact Hit — Result</source>
        <translation>Exact Hit — Ergebnis</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>ExactHitRules</name>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>the dice have not been thrown yet</source>
        <translation>die Würfel sind noch nicht geworfen</translation>
    </message>
    <message>
        <source>the dice are six values 1-6, black blue yellow red green white</source>
        <extracomment>A programming error said plainly: the six dice&apos;s values in the colours&apos; order</extracomment>
        <translation>die Würfel sind sechs Werte 1–6: schwarz, blau, gelb, rot, grün, weiß</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1</extracomment>
        <translation>es gibt keinen Spieler {player}</translation>
    </message>
    <message>
        <source>you have already written or crossed this round</source>
        <translation>du hast in dieser Runde schon eingetragen oder durchgestrichen</translation>
    </message>
    <message>
        <source>player {player} throws this round</source>
        <extracomment>{player}: the thrower&apos;s seat, counted from 1</extracomment>
        <translation>Spieler {player} würfelt in dieser Runde</translation>
    </message>
    <message>
        <source>the dice have already been thrown</source>
        <translation>die Würfel sind schon geworfen</translation>
    </message>
    <message>
        <source>the dice have already been thrown again; they stand</source>
        <translation>es wurde schon nachgewürfelt; die Würfel bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>the dice may be thrown again only once</source>
        <translation>es darf nur einmal nachgewürfelt werden</translation>
    </message>
    <message>
        <source>the thrower has already kept the dice</source>
        <translation>der würfelnde Spieler hat die Würfel schon behalten</translation>
    </message>
    <message>
        <source>the dice are kept once a player has written or crossed</source>
        <translation>die Würfel stehen fest, sobald ein Spieler eingetragen oder durchgestrichen hat</translation>
    </message>
    <message>
        <source>nobody may rethrow once a player has written or crossed</source>
        <translation>niemand darf nachwürfeln, sobald ein Spieler eingetragen oder durchgestrichen hat</translation>
    </message>
    <message>
        <source>the {colour} die shows 1 and stays</source>
        <extracomment>{colour}: a die&apos;s colour, &quot;red&quot;; {colour:die} says &quot;red die&quot; (FORMS in games)</extracomment>
        <translation>der {colour}e Würfel zeigt 1 und bleibt liegen</translation>
    </message>
    <message>
        <source>choose at least one die to write, or cross a field</source>
        <translation>wähle mindestens einen Würfel zum Eintragen oder streiche ein Feld durch</translation>
    </message>
    <message>
        <source>there is no die {die}</source>
        <translation>es gibt keinen Würfel {die}</translation>
    </message>
    <message>
        <source>the {colour} field of row {row} is already filled</source>
        <extracomment>{colour}: a colour ({colour:field}: &quot;red field&quot;); {row}: the sheet&apos;s row, 1 to 5</extracomment>
        <translation>das {colour}e Feld in Zeile {row} ist schon belegt</translation>
    </message>
    <message>
        <source>the {colour} die shows {value}, more than its field&apos;s {number}</source>
        <extracomment>{value}: what the die shows; {number}: the number printed in its field; {colour}: a colour, &quot;red&quot; ({colour:die}: &quot;red die&quot;)</extracomment>
        <translation>der {colour}e Würfel zeigt {value}, mehr als die {number} seines Feldes</translation>
    </message>
    <message>
        <source>you have not written or crossed this round</source>
        <translation>du hast in dieser Runde weder eingetragen noch durchgestrichen</translation>
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
        <translation>Ein Würfelspiel für 1 bis 6 Spieler mit sechs Würfeln in sechs Farben – schwarz, blau, gelb, rot, grün und weiß – und sechs verschiedenen Blättern A bis F. Jedes Blatt hat fünf Zeilen mit je sechs farbigen Feldern; jedes Feld trägt eine aufgedruckte Zahl von 1 bis 6, und jede Zeile enthält jede Farbe einmal. Jeder Spieler spielt auf einem anderen Blatt.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>The thrower throws all six dice. Once, they may throw again: every die not showing 1 is thrown again, the dice showing 1 stay. Then every player, the thrower too, answers the same dice on their current row, the topmost row that is not finished. The thrower moves on each round.</source>
        <translation>Der würfelnde Spieler wirft alle sechs Würfel. Einmal darf er nachwürfeln: Jeder Würfel, der keine 1 zeigt, wird noch einmal geworfen, die Würfel mit 1 bleiben liegen. Dann nutzen alle Spieler, auch der würfelnde, dieselben Würfel für ihre aktuelle Zeile, die oberste noch nicht fertige Zeile. Reihum würfelt jede Runde ein anderer Spieler.</translation>
    </message>
    <message>
        <source>Only the thrower decides whether to throw again, and does so before anyone writes; the new dice then count for everybody. No die can be kept except those showing 1.</source>
        <translation>Nur der würfelnde Spieler entscheidet, ob nachgewürfelt wird, und zwar bevor jemand etwas einträgt; die neuen Würfel gelten dann für alle. Außer den Würfeln mit 1 darf kein Würfel liegen bleiben.</translation>
    </message>
    <message>
        <source>A die of a colour showing a value may be written into the empty field of that colour in the current row if the value is at most the field&apos;s number. Equal is an exact hit, marked with a small x. Write any of the dice that fit, each at most once.</source>
        <translation>Ein Würfel darf in das leere Feld seiner Farbe in der aktuellen Zeile eingetragen werden, wenn sein Wert höchstens so groß ist wie die Zahl des Feldes. Ist er genau so groß, ist das ein Volltreffer, markiert mit einem kleinen x. Trage beliebig viele der passenden Würfel ein, jeden höchstens einmal.</translation>
    </message>
    <message>
        <source>A player who writes nothing — because nothing fits, or by choice — must cross out the leftmost empty field of the current row. A row is never written into past its end: when a write finishes the row, the other dice of that round are lost to that player.</source>
        <translation>Wer nichts einträgt – weil nichts passt oder freiwillig –, muss das erste leere Feld von links in der aktuellen Zeile durchstreichen. Über das Ende einer Zeile hinaus wird nie eingetragen: Füllt ein Eintrag die Zeile, verfallen die übrigen Würfel dieser Runde für diesen Spieler.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>A finished row scores the sum of the values written into it (a cross counts 0) plus a bonus for its exact hits: 1 for one, 3 for two, 6 for three, 10 for four, 15 for five and 21 for six.</source>
        <translation>Eine fertige Zeile bringt die Summe der eingetragenen Werte (ein Kreuz zählt 0) plus einen Bonus für ihre Volltreffer: 1 für einen, 3 für zwei, 6 für drei, 10 für vier, 15 für fünf und 21 für sechs.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player finishes the fifth row. Everyone else then scores their unfinished row as it stands; rows not begun score 0. The highest total wins; ties share the win.</source>
        <translation>Das Spiel endet nach der Runde, in der ein Spieler seine fünfte Zeile fertigstellt. Alle anderen werten dann ihre unfertige Zeile so, wie sie gerade steht; nicht begonnene Zeilen zählen 0. Die höchste Summe gewinnt; bei Gleichstand teilen sich die Spieler den Sieg.</translation>
    </message>
    <message>
        <source>In the app</source>
        <translation>In der App</translation>
    </message>
    <message>
        <source>Throw (R), then Throw again or Keep. Click a die and then its field, or click a field: the die of its colour is written if it fits. Hover a field to read what a click would do. Undo ({undo}) takes back the last die of your turn; Done ends it, and with nothing written Done crosses the leftmost empty field. Hint (H) shows what the strong computer player would do; H again or {enter} does it. Each colour also has a symbol: black ●, blue ▲, yellow ★, red ■, green ◆, white ○.</source>
        <translation>Würfeln (R), dann Nochmal würfeln oder Behalten. Klicke einen Würfel und dann sein Feld an, oder klicke gleich ein Feld an: Der Würfel seiner Farbe wird eingetragen, wenn er passt. Fahre mit der Maus über ein Feld, um zu sehen, was ein Klick bewirken würde. Rückgängig ({undo}) nimmt den letzten Würfel deines Zuges zurück; Fertig beendet den Zug, und wenn nichts eingetragen ist, streicht Fertig das erste leere Feld von links durch. Tipp (H) zeigt, was der starke Computerspieler tun würde; H noch einmal oder {enter} führt es aus. Jede Farbe hat auch ein Symbol: schwarz ●, blau ▲, gelb ★, rot ■, grün ◆, weiß ○.</translation>
    </message>
    <message>
        <source>Exact Hit Rules</source>
        <translation>Exact Hit – Regeln</translation>
    </message>
</context>
<context>
    <name>ExactHitSheet</name>
    <message>
        <source>row {0}, {1} field, up to {2}</source>
        <extracomment>{1}: a colour, &quot;black&quot;; {1:die} says &quot;black die&quot;, {1:field} &quot;black field&quot;</extracomment>
        <translation>Zeile {0}, {1}es Feld, bis {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>durchgestrichen</translation>
    </message>
    <message>
        <source>{0}, exact hit</source>
        <translation>{0}, Volltreffer</translation>
    </message>
    <message>
        <source>row {0} score</source>
        <translation>Punkte von Zeile {0}</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>name</source>
        <comment>a blank sheet: write your name here</comment>
        <translation>Name</translation>
    </message>
    <message>
        <source>exact hits</source>
        <comment>bonus table heading: how many dice matched their field</comment>
        <translation>Volltreffer</translation>
    </message>
    <message>
        <source>bonus</source>
        <comment>bonus table heading: the points for that many exact hits</comment>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>total =</source>
        <comment>the sheet&apos;s total box</comment>
        <translation>Summe =</translation>
    </message>
    <message>
        <source>sheet</source>
        <comment>small caption over the sheet&apos;s letter (A to F)</comment>
        <translation>Blatt</translation>
    </message>
</context>
<context>
    <name>FinishedGames</name>
    <message>
        <source>The finished game could not be written down: {0}.</source>
        <translation>Die beendete Partie konnte nicht gespeichert werden: {0}.</translation>
    </message>
    <message>
        <source>it could not be read back ({0})</source>
        <translation>sie ließ sich nicht wieder lesen ({0})</translation>
    </message>
    <message>
        <source>the records are kept in memory only this session</source>
        <translation>die Statistik wird in dieser Sitzung nur im Speicher gehalten</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It could not be kept in the data folder either ({1}). It is kept in memory and tried again; use Game &gt; Save As… to keep it somewhere else.</source>
        <translation>Die beendete Partie konnte nicht in die Statistik aufgenommen werden: {0}. Sie konnte auch nicht im Datenordner abgelegt werden ({1}). Sie bleibt im Speicher, und es wird erneut versucht; mit Spiel &gt; Speichern unter… kannst du sie anderswo sichern.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It is kept as {1} in {2} and will be added to the records as soon as they can be written, at the latest at the next start.</source>
        <translation>Die beendete Partie konnte nicht in die Statistik aufgenommen werden: {0}. Sie liegt als {1} in {2} und wird aufgenommen, sobald die Statistik geschrieben werden kann, spätestens beim nächsten Start.</translation>
    </message>
    <message>
        <source>The finished game was added to the records.</source>
        <translation>Die beendete Partie wurde in die Statistik aufgenommen.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) were added to the records.</source>
        <translation>
            <numerusform>%n beendete Partie wurde in die Statistik aufgenommen.</numerusform>
            <numerusform>%n beendete Partien wurden in die Statistik aufgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is kept on disk now.</source>
        <translation>Die beendete Partie ist jetzt auf dem Datenträger gesichert.</translation>
    </message>
    <message>
        <source>A finished game ({0}) could not be added to the records ({1}). It stays in {2} and is tried again.</source>
        <translation>Eine beendete Partie ({0}) konnte nicht in die Statistik aufgenommen werden ({1}). Sie bleibt in {2}; es wird erneut versucht.</translation>
    </message>
    <message>
        <source>it could not be read: {0}</source>
        <translation>sie konnte nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>the game in it is not finished</source>
        <translation>die Partie darin ist nicht beendet</translation>
    </message>
    <message>
        <source>{0} could not be added to the records ({1}); it was kept as {2}.</source>
        <translation>{0} konnte nicht in die Statistik aufgenommen werden ({1}); die Datei wurde als {2} aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>W&amp;eiter</translation>
    </message>
    <message>
        <source>&amp;Skip guide</source>
        <translation>Anleitung &amp;überspringen</translation>
    </message>
    <message>
        <source>End the guide and play on ({key})</source>
        <translation>Anleitung beenden und weiterspielen ({key})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Knaster!&lt;/b&gt; This guide plays a short game with you. This is your sheet: 5 × 5 empty cells. You fill them with the sums of two dice and earn points for circles and full lines.</source>
        <translation>&lt;b&gt;Willkommen bei Knaster!&lt;/b&gt; Diese Anleitung spielt eine kurze Partie mit dir. Das ist dein Blatt: 5 × 5 leere Felder. Du füllst sie mit den Augensummen zweier Würfel und bekommst Punkte für Kreise und volle Reihen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll the dice:&lt;/b&gt; click &lt;i&gt;Roll&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Würfle:&lt;/b&gt; Klicke auf &lt;i&gt;Würfeln&lt;/i&gt; oder drücke R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll again&lt;/b&gt; (the Roll button or R).</source>
        <translation>&lt;b&gt;Würfle noch einmal&lt;/b&gt; (mit „Würfeln“ oder R).</translation>
    </message>
    <message>
        <source>Now fill &lt;b&gt;row 3&lt;/b&gt;, the middle row: roll again (the Roll button or R).</source>
        <translation>Fülle jetzt &lt;b&gt;Zeile 3&lt;/b&gt;, die mittlere Zeile: Würfle noch einmal (mit „Würfeln“ oder R).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll once more.&lt;/b&gt; A line whose five numbers are all circled scores the points of its white field.</source>
        <translation>&lt;b&gt;Würfle noch einmal.&lt;/b&gt; Eine Reihe, deren fünf Zahlen alle eingekreist sind, bringt die Punkte ihres weißen Feldes.</translation>
    </message>
    <message>
        <source>You rolled {roll}: write it into an empty cell, or circle a cell that holds it.</source>
        <translation>Du hast {roll} gewürfelt: Trage die Zahl in ein leeres Feld ein oder kreise ein Feld ein, in dem sie steht.</translation>
    </message>
    <message>
        <source>You rolled {roll}. &lt;b&gt;Write it&lt;/b&gt;: click the highlighted cell. (Any empty cell is allowed; the centre belongs to four lines.)</source>
        <translation>Du hast {roll} gewürfelt. &lt;b&gt;Trag die Zahl ein&lt;/b&gt;: Klicke auf das hervorgehobene Feld. (Jedes leere Feld ist erlaubt; die Mitte gehört zu vier Reihen.)</translation>
    </message>
    <message>
        <source>You rolled {roll}. Write it into the highlighted cell of row 3.</source>
        <translation>Du hast {roll} gewürfelt. Trage die Zahl in das hervorgehobene Feld von Zeile 3 ein.</translation>
    </message>
    <message>
        <source>{roll} again! Instead of writing, you may &lt;b&gt;circle&lt;/b&gt; a cell that holds {roll}: click it. Every circle is a point at the end.</source>
        <translation>Schon wieder {roll}! Statt einzutragen, darfst du ein Feld mit der {roll} &lt;b&gt;einkreisen&lt;/b&gt;: Klicke darauf. Jeder Kreis ist am Ende einen Punkt wert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A full line with a combination!&lt;/b&gt; The legend says how many &lt;b&gt;bonus circles&lt;/b&gt; it earns: {count}. Click that many cells of the highlighted line now.</source>
        <translation>&lt;b&gt;Eine volle Reihe mit einer Kombination!&lt;/b&gt; Die Legende zeigt, wie viele &lt;b&gt;Bonuskreise&lt;/b&gt; sie bringt: {count}. Klicke jetzt so viele Felder der hervorgehobenen Reihe an.</translation>
    </message>
    <message>
        <source>Circle the {roll}: then all five numbers of the line are circled and its &lt;b&gt;white field&lt;/b&gt; scores.</source>
        <translation>Kreise die {roll} ein: Dann sind alle fünf Zahlen der Reihe eingekreist, und ihr &lt;b&gt;weißes Feld&lt;/b&gt; zählt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score&lt;/b&gt;: white fields {lines} + circles {circles} = {total}. Play on as you like: when your grid is full, one more round ends the game. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Deine Punkte&lt;/b&gt;: weiße Felder {lines} + Kreise {circles} = {total}. Spiel weiter, wie du magst: Wenn dein Raster voll ist, folgt noch eine Runde, dann ist das Spiel vorbei. Hilfe &gt; Regeln erklärt alles.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The autosaved game could not be read ({0}).</source>
        <translation>Das automatisch gesicherte Spiel konnte nicht gelesen werden ({0}).</translation>
    </message>
    <message>
        <source>It was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>Es wurde als {0} aufbewahrt (Spiel &gt; Gerettete Spiele).</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}.</source>
        <translation>Das Spiel konnte nicht automatisch gesichert werden: {0}.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}. It goes on in memory.</source>
        <translation>Das Spiel konnte nicht automatisch gesichert werden: {0}. Es läuft im Speicher weiter.</translation>
    </message>
    <message>
        <source>The old autosave could not be removed ({0}).</source>
        <translation>Die alte automatische Sicherung konnte nicht entfernt werden ({0}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computer: mittel</translation>
    </message>
    <message>
        <source>Computer: strong</source>
        <translation>Computer: stark</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>Würfeln (R)</translation>
    </message>
    <message>
        <source>Roll the dice for this round.</source>
        <translation>Die Würfel für diese Runde werfen.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H)</source>
        <translation>Was der starke Computerspieler an deiner Stelle täte (H)</translation>
    </message>
    <message>
        <source>Take back your last step ({key})</source>
        <translation>Deinen letzten Schritt zurücknehmen ({key})</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <source>Hosted Network Game</source>
        <translation>Gehostetes Netzwerkspiel</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Beitrittscode:</translation>
    </message>
    <message>
        <source>Players on other computers:</source>
        <translation>Spieler an anderen Computern:</translation>
    </message>
    <message>
        <source>Stop Hosting</source>
        <translation>Hosten beenden</translation>
    </message>
</context>
<context>
    <name>HostReason</name>
    <message>
        <source>wrong join code</source>
        <translation>falscher Beitrittscode</translation>
    </message>
    <message>
        <source>no such seat for a player on another computer</source>
        <translation>es gibt keinen solchen Platz für jemanden an einem anderen Computer</translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation>dieser Platz ist besetzt</translation>
    </message>
    <message>
        <source>not your seat</source>
        <translation>nicht dein Platz</translation>
    </message>
    <message>
        <source>this move was already received</source>
        <translation>dieser Zug ist schon angekommen</translation>
    </message>
    <message>
        <source>that seat is played from another computer</source>
        <translation>dieser Platz wird von einem anderen Computer aus gespielt</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>es gibt keinen solchen Platz</translation>
    </message>
    <message>
        <source>a move has at least one statement</source>
        <translation>ein Zug enthält mindestens eine Angabe</translation>
    </message>
    <message>
        <source>a move carries no comments</source>
        <translation>ein Zug enthält keine Kommentare</translation>
    </message>
    <message>
        <source>an empty statement</source>
        <translation>eine leere Angabe</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>der Tisch ist voll</translation>
    </message>
    <message>
        <source>too many messages</source>
        <translation>zu viele Nachrichten</translation>
    </message>
    <message>
        <source>goodbye</source>
        <translation>auf Wiedersehen</translation>
    </message>
    <message>
        <source>join a seat first</source>
        <translation>nimm zuerst einen Platz ein</translation>
    </message>
    <message>
        <source>already seated</source>
        <translation>du hast schon einen Platz</translation>
    </message>
    <message>
        <source>a message is UTF-8 text</source>
        <translation>eine Nachricht ist UTF-8-Text</translation>
    </message>
    <message>
        <source>a message is one JSON object</source>
        <translation>eine Nachricht ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>unknown message type</source>
        <translation>unbekannte Nachrichtenart</translation>
    </message>
    <message>
        <source>not a statement this seat may send</source>
        <translation>diese Angabe darf dieser Platz nicht senden</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>das Spiel ist noch nicht vorbei</translation>
    </message>
    <message>
        <source>a seat sends only its own write, circle, bonus or pass, or asks to roll</source>
        <translation>ein Platz sendet nur sein eigenes Eintragen, Einkreisen, seinen Bonus oder sein Aussetzen, oder bittet ums Würfeln</translation>
    </message>
    <message>
        <source>a seat sends only its own write or cross, or the thrower&apos;s decisions</source>
        <translation>ein Platz sendet nur sein eigenes Eintragen oder Durchstreichen, oder die Entscheidungen dessen, der würfelt</translation>
    </message>
    <message>
        <source>a seat sends only its own place, done or exchange</source>
        <translation>ein Platz sendet nur sein eigenes Legen, Fertig oder Tauschen</translation>
    </message>
    <message>
        <source>the host shuffles an exchange: send it without tiles</source>
        <translation>der Gastgeber mischt beim Tauschen: sende es ohne Plättchen</translation>
    </message>
    <message>
        <source>move {number} arrived before move {expected}</source>
        <extracomment>{number}, {expected}: the move numbers</extracomment>
        <translation>Zug {number} kam vor Zug {expected} an</translation>
    </message>
    <message>
        <source>{roller} rolls next</source>
        <extracomment>{roller}: the player who rolls next</extracomment>
        <translation>{roller} würfelt als Nächstes</translation>
    </message>
    <message>
        <source>only {thrower}, who throws this round, decides the dice</source>
        <extracomment>{thrower}: the player who throws the dice this round</extracomment>
        <translation>nur {thrower} entscheidet über die Würfel: {thrower} würfelt in dieser Runde</translation>
    </message>
    <message>
        <source>a client does not send {kind}</source>
        <extracomment>{kind}: a message type of the protocol (a word in English)</extracomment>
        <translation>ein Mitspieler sendet kein {kind}</translation>
    </message>
    <message>
        <source>this host speaks {protocol} version {version}</source>
        <extracomment>{protocol}: the protocol&apos;s name; {version}: its number</extracomment>
        <translation>dieser Gastgeber spricht {protocol} in Version {version}</translation>
    </message>
    <message>
        <source>the host cannot save the game ({reason}); try again</source>
        <extracomment>{reason}: why, in the host computer&apos;s words</extracomment>
        <translation>der Gastgeber kann das Spiel nicht speichern ({reason}); versuche es noch einmal</translation>
    </message>
    <message>
        <source>a message is at most {size} bytes</source>
        <extracomment>{size}: a number of bytes</extracomment>
        <translation>eine Nachricht hat höchstens {size} Bytes</translation>
    </message>
    <message>
        <source>{kind}: the field {name} is not a valid {check}</source>
        <extracomment>{kind}: a message type; {name}: a field of it; {check}: what it must be (English)</extracomment>
        <translation>{kind}: das Feld {name} ist kein gültiges {check}</translation>
    </message>
    <message>
        <source>{kind}: fields missing {missing} or unknown {extra}</source>
        <extracomment>{kind}: a message type; {missing}, {extra}: lists of fields (English)</extracomment>
        <translation>{kind}: fehlende Felder {missing} oder unbekannte {extra}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Bei einem Netzwerkspiel mitspielen</translation>
    </message>
    <message>
        <source>&amp;Games on this network:</source>
        <translation>&amp;Spiele in diesem Netzwerk:</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Suche nach Spielen in diesem Netzwerk…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Join c&amp;ode:</source>
        <translation>Beitritts&amp;code:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Ask the host for the address, port and join code.</source>
        <translation>Frag den Gastgeber nach Adresse, Port und Beitrittscode.</translation>
    </message>
</context>
<context>
    <name>KeptGamesModel</name>
    <message>
        <source>Kept</source>
        <translation>Aufbewahrt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>nicht fortgesetzt</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
</context>
<context>
    <name>KnasterEntry</name>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Seite &amp;A (klassisch)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Zeilen 9 8 7 6 5 von oben, Spalten 9 8 7 6 5 von links</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Seite &amp;B (gespiegelt)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Zeilen 5 6 7 8 9 von oben, Spalten 5 6 7 8 9 von links</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>&amp;Zusatzrunde (Spielregel)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Ist ein Raster voll, wird genau noch ein Wurf gespielt</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>Sc&amp;hnelles Ende</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>Das Spiel endet mit der Runde, in der ein Raster voll wird</translation>
    </message>
    <message>
        <source>Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Alle spielen denselben Wurf, in dieser Reihenfolge; reihum würfelt jede Runde ein anderer.</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Beide Würfel werfen (R)</translation>
    </message>
    <message>
        <source>Roll both dice: every player uses their sum.</source>
        <translation>Beide Würfel werfen: Alle Spieler nutzen die Augensumme.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>Was der starke Computerspieler an deiner Stelle täte (H; noch einmal H führt den Zug aus)</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Deinen letzten Schritt bei diesem Wurf zurücknehmen ({key})</translation>
    </message>
    <message>
        <source>the cell to write or circle for this roll, shown on the sheet; H again plays it</source>
        <extracomment>Settings, after &quot;Knaster: &quot; below the Hints box</extracomment>
        <translation>das Feld, in das du bei diesem Wurf eintragen oder das du einkreisen solltest, auf dem Blatt markiert; ein weiteres H führt den Zug aus</translation>
    </message>
    <message>
        <source>the two dice tumble, circles are drawn on the sheet, computer players take their time</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Knaster: &quot;</extracomment>
        <translation>die beiden Würfel rollen, Kreise werden aufs Blatt gezeichnet, Computerspieler lassen sich Zeit</translation>
    </message>
    <message>
        <source>a game by {authors}, published by {publisher} ({year})</source>
        <extracomment>Help &gt; About, after &quot;Knaster: &quot;; {authors}: three names joined with &quot;and&quot;</extracomment>
        <translation>ein Spiel von {authors}, erschienen bei {publisher} ({year})</translation>
    </message>
</context>
<context>
    <name>KnasterHints</name>
    <message>
        <source>write {roll} in {cell}: {why}</source>
        <extracomment>A hint: {why} says what writing there does, e.g. &quot;completes row 3 with a full house&quot;</extracomment>
        <translation>{roll} in {cell} eintragen: {why}</translation>
    </message>
    <message>
        <source>circle the {value} in {cell}: {why}</source>
        <translation>die {value} in {cell} einkreisen: {why}</translation>
    </message>
    <message>
        <source>bonus for {line}: every number in it is already circled</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Bonus für {line}: Alle Zahlen darin sind schon eingekreist</translation>
    </message>
    <message>
        <source>bonus for {line}: circle {cells}: {why}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {cells}: the cells to circle, &quot;a1 and b2&quot;</extracomment>
        <translation>Bonus für {line}: {cells} einkreisen: {why}</translation>
    </message>
    <message>
        <source>pass: the grid is full and there is no uncircled {roll} to circle</source>
        <translation>aussetzen: Das Raster ist voll, und es gibt keine {roll} mehr zum Einkreisen</translation>
    </message>
    <message>
        <source>finishes {lines} (+{points} points)</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;) {lines}: &quot;row 3 and column c&quot;; {points}: the white fields&apos; points they score</extracomment>
        <translation>vollendet {lines} (+{points} Punkte)</translation>
    </message>
    <message>
        <source>{count} of 5 circled in {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {count}: 3 to 5 of a line&apos;s five numbers circled</extracomment>
        <translation>{count} von 5 in {line} eingekreist</translation>
    </message>
    <message>
        <source>the {value} in {cell} would rarely be rolled again</source>
        <translation>die {value} in {cell} wird selten wieder gewürfelt</translation>
    </message>
    <message>
        <source>a sure point now, and the grid stays open longer</source>
        <translation>jetzt ein sicherer Punkt, und das Raster bleibt länger offen</translation>
    </message>
    <message>
        <source>{line} {combination:with}</source>
        <extracomment>A completed line and its combination: &quot;row 3 with a full house&quot; ({combination:with})</extracomment>
        <translation>{line} {combination:with}</translation>
    </message>
    <message>
        <source>completes {lines} (1 bonus circle)</source>
        <translation>{lines} (1 Bonuskreis)</translation>
    </message>
    <message>
        <source>completes {lines} ({circles} bonus circles)</source>
        <extracomment>{circles}: 2 to 6 bonus circles (Czech: 5 and 6 take the &quot;many&quot; form)</extracomment>
        <translation>{lines} ({circles} Bonuskreise)</translation>
    </message>
    <message>
        <source>two {roll}s in {line} toward a full house</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>zweimal {roll} in {line}, auf dem Weg zum Full House</translation>
    </message>
    <message>
        <source>three {roll}s in {line} toward four of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>dreimal {roll} in {line}, auf dem Weg zum Vierling</translation>
    </message>
    <message>
        <source>four {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>viermal {roll} in {line}, auf dem Weg zum Fünfling</translation>
    </message>
    <message>
        <source>five {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>fünfmal {roll} in {line}, auf dem Weg zum Fünfling</translation>
    </message>
    <message>
        <source>{numbers} in {line} toward a straight</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {numbers}: &quot;5, 6 and 8&quot;</extracomment>
        <translation>{numbers} in {line}, auf dem Weg zur Straße</translation>
    </message>
    <message>
        <source>fills {lines}, which had no combination left</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;)</extracomment>
        <translation>füllt {lines}, wo ohnehin keine Kombination mehr möglich war</translation>
    </message>
    <message>
        <source>a rare {roll} goes where it spoils the fewest chances</source>
        <translation>eine seltene {roll} kommt dorthin, wo sie die wenigsten Chancen verdirbt</translation>
    </message>
    <message>
        <source>keeps the best chances for combinations and circles in its lines</source>
        <translation>lässt in den Reihen dieses Feldes die besten Chancen auf Kombinationen und Kreise offen</translation>
    </message>
</context>
<context>
    <name>KnasterLevels</name>
    <message>
        <source>easy</source>
        <comment>a computer player&apos;s level</comment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a computer player&apos;s level</comment>
        <translation>mittel</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>a computer player&apos;s level</comment>
        <translation>stark</translation>
    </message>
</context>
<context>
    <name>KnasterPlayArea</name>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n Spieler.</numerusform>
            <numerusform>%n Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>White fields: {lines}&lt;br&gt;Circles: {circles}&lt;br&gt;&lt;b&gt;Total: {total}&lt;/b&gt;</source>
        <extracomment>The score box beside a solo sheet: the white fields&apos; points, the circles, the total</extracomment>
        <translation>Weiße Felder: {lines}&lt;br&gt;Kreise: {circles}&lt;br&gt;&lt;b&gt;Summe: {total}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No roll yet · {side}</source>
        <extracomment>Beside the dice before the first roll; {side}: &quot;Side A (classic)&quot;</extracomment>
        <translation>Noch nicht gewürfelt · {side}</translation>
    </message>
    <message>
        <source>Round {round} · last round</source>
        <translation>Runde {round} · letzte Runde</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
</context>
<context>
    <name>KnasterRatings</name>
    <message>
        <source>spectacular</source>
        <translation>spektakulär</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>hervorragend</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
</context>
<context>
    <name>KnasterReplay</name>
    <message>
        <source>Before the first roll</source>
        <translation>Vor dem ersten Wurf</translation>
    </message>
    <message>
        <source>nobody acted yet</source>
        <translation>noch niemand hat gespielt</translation>
    </message>
    <message>
        <source>Roll {number}: {total} — {done}</source>
        <extracomment>A step of the replay: the roll&apos;s number, its sum and what the players did</extracomment>
        <translation>Wurf {number}: {total} — {done}</translation>
    </message>
</context>
<context>
    <name>KnasterResult</name>
    <message>
        <source>Good: the rulebook calls a solo score above 50 good.</source>
        <translation>Gut: Die Spielregel nennt ein Soloergebnis über 50 gut.</translation>
    </message>
    <message>
        <source>Excellent! The rulebook calls a solo score above 80 excellent.</source>
        <translation>Hervorragend! Die Spielregel nennt ein Soloergebnis über 80 hervorragend.</translation>
    </message>
    <message>
        <source>Spectacular!! Above 100 is the rulebook&apos;s best solo rating.</source>
        <translation>Spektakulär!! Über 100 ist die beste Solowertung der Spielregel.</translation>
    </message>
    <message>
        <source>Try again: the rulebook calls a solo score above 50 good.</source>
        <translation>Versuch es noch einmal: Die Spielregel nennt ein Soloergebnis über 50 gut.</translation>
    </message>
</context>
<context>
    <name>KnasterRules</name>
    <message>
        <source>nothing</source>
        <extracomment>No combination: five numbers that earn no bonus</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>with nothing</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with nothing&quot;</extracomment>
        <translation>ohne Kombination</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <extracomment>A combination&apos;s name (three equal numbers in a line), lower case inside sentences</extracomment>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>with three of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with three of a kind&quot;</extracomment>
        <translation>mit einem Drilling</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <extracomment>A combination&apos;s name (four equal numbers in a line)</extracomment>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>with four of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with four of a kind&quot;</extracomment>
        <translation>mit einem Vierling</translation>
    </message>
    <message>
        <source>five of a kind</source>
        <extracomment>A combination&apos;s name (five equal numbers in a line)</extracomment>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>with five of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with five of a kind&quot;</extracomment>
        <translation>mit einem Fünfling</translation>
    </message>
    <message>
        <source>two pairs</source>
        <extracomment>A combination&apos;s name (two pairs of equal numbers in a line)</extracomment>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>with two pairs</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with two pairs&quot;</extracomment>
        <translation>mit zwei Paaren</translation>
    </message>
    <message>
        <source>full house</source>
        <extracomment>A combination&apos;s name (three equal numbers and a pair in a line)</extracomment>
        <translation>Full House</translation>
    </message>
    <message>
        <source>with a full house</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a full house&quot;</extracomment>
        <translation>mit einem Full House</translation>
    </message>
    <message>
        <source>straight</source>
        <extracomment>A combination&apos;s name (five consecutive numbers in a line, in any order)</extracomment>
        <translation>Straße</translation>
    </message>
    <message>
        <source>with a straight</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a straight&quot;</extracomment>
        <translation>mit einer Straße</translation>
    </message>
    <message>
        <source>cannot roll: {reason}</source>
        <translation>Würfeln nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>{player} still has to circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} muss noch den Bonus für {lines} einkreisen</translation>
    </message>
    <message>
        <source>{player} has not acted on the {roll} yet</source>
        <extracomment>{roll}: the sum just rolled, 2 to 12</extracomment>
        <translation>{player} hat die {roll} noch nicht gespielt</translation>
    </message>
    <message>
        <source>{players} have not acted on the {roll} yet</source>
        <extracomment>{players}: two or more names joined, &quot;Ann and Bob&quot;; {roll}: the sum rolled</extracomment>
        <translation>{players} haben die {roll} noch nicht gespielt</translation>
    </message>
    <message>
        <source>{action} is not an action (write, circle, pass or bonus)</source>
        <extracomment>A programming error shown in plain words; {action} is Python&apos;s view of the value</extracomment>
        <translation>{action} ist keine Aktion (write, circle, pass oder bonus)</translation>
    </message>
    <message>
        <source>nothing has been rolled yet</source>
        <translation>es wurde noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>{player} has already acted on this roll of {roll}</source>
        <translation>{player} hat diesen Wurf ({roll}) schon gespielt</translation>
    </message>
    <message>
        <source>{cell} already holds {value}</source>
        <extracomment>{cell}: a cell of the grid such as c3 (always lower case); {value}: its number</extracomment>
        <translation>in {cell} steht schon {value}</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it is empty</source>
        <translation>{player} kann {cell} nicht einkreisen: Das Feld ist leer</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it holds {value}, the roll is {roll}</source>
        <translation>{player} kann {cell} nicht einkreisen: Dort steht {value}, gewürfelt ist {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: the grid has empty cells to write the {roll} in</source>
        <translation>{player} kann nicht aussetzen: Das Raster hat noch leere Felder für die {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: {cell} holds {roll} and can be circled</source>
        <translation>{player} kann nicht aussetzen: In {cell} steht die {roll}, und sie kann eingekreist werden</translation>
    </message>
    <message>
        <source>there is no line {line} (lines are 0 to 11, r1 to d2)</source>
        <extracomment>A programming error in plain words; {line} is Python&apos;s view of the value</extracomment>
        <translation>es gibt keine Reihe {line} (Reihen sind 0 bis 11, r1 bis d2)</translation>
    </message>
    <message>
        <source>the bonus for {line} names something that is not a cell</source>
        <extracomment>{line}: a line&apos;s short name: r1-r5 (rows), ca-ce (columns), d1, d2 (diagonals)</extracomment>
        <translation>der Bonus für {line} nennt etwas, das kein Feld ist</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}; due: {due}</source>
        <extracomment>{line}: a line&apos;s short name (r3); {due}: the lines whose bonus is due</extracomment>
        <translation>{player} hat keinen Bonus für {line} offen; offen: {due}</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}</source>
        <translation>{player} hat keinen Bonus für {line} offen</translation>
    </message>
    <message>
        <source>the bonus for {line} names a cell twice</source>
        <translation>der Bonus für {line} nennt ein Feld zweimal</translation>
    </message>
    <message>
        <source>{cell} is not in {line}</source>
        <translation>{cell} liegt nicht in {line}</translation>
    </message>
    <message>
        <source>the bonus for {line} is 1 circle, not {given}</source>
        <translation>der Bonus für {line} beträgt 1 Kreis, nicht {given}</translation>
    </message>
    <message>
        <source>the bonus for {line} is {required} circles, not {given}</source>
        <extracomment>{required}: 2 or 3 (a bonus is at most 3 circles); {given}: how many were named</extracomment>
        <translation>der Bonus für {line} beträgt {required} Kreise, nicht {given}</translation>
    </message>
    <message>
        <source>{player} has nothing to undo since the roll</source>
        <translation>{player} hat seit dem Wurf nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>{player} cannot undo now: {owing} must first circle the bonus for {lines}</source>
        <extracomment>{player} wants to undo; {owing} owes a bonus; {lines}: its lines, e.g. &quot;r3&quot;</extracomment>
        <translation>{player} kann jetzt nichts zurücknehmen: {owing} muss erst den Bonus für {lines} einkreisen</translation>
    </message>
    <message>
        <source>circle 1 number {line:in}</source>
        <extracomment>{line:in}: e.g. &quot;in row 3&quot;, &quot;in column c&quot;, &quot;in diagonal d1&quot;</extracomment>
        <translation>1 Zahl {line:in} einkreisen</translation>
    </message>
    <message>
        <source>circle {count} numbers {line:in}</source>
        <extracomment>{count}: 0, 2 or 3 (Czech: the form for 2-4 fits; 0 is rare); {line:in}: &quot;in row 3&quot;</extracomment>
        <translation>{count} Zahlen {line:in} einkreisen</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <extracomment>Two or more bonus prompts in a row: &quot;circle 2 numbers in row 3; circle 1 number in d1&quot;</extracomment>
        <translation>{first}; {rest}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>there is no cell {cell} (cells are 0 to 24, a1 to e5)</source>
        <extracomment>A programming error in plain words; {cell} is Python&apos;s view of the value</extracomment>
        <translation>es gibt kein Feld {cell} (Felder sind 0 bis 24, a1 bis e5)</translation>
    </message>
    <message>
        <source>{player} must first circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, by their short names, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} muss erst den Bonus für {lines} einkreisen</translation>
    </message>
    <message>
        <source>{cell} is already circled</source>
        <translation>{cell} ist schon eingekreist</translation>
    </message>
    <message>
        <source>row {number}</source>
        <extracomment>A row of the Knaster grid, numbered 1 to 5 (&quot;row 3&quot;); used inside sentences</extracomment>
        <translation>Zeile {number}</translation>
    </message>
    <message>
        <source>in row {number}</source>
        <extracomment>{line:in}: a row as a place, with its preposition (&quot;2 pairs in row 3&quot;)</extracomment>
        <translation>in Zeile {number}</translation>
    </message>
    <message>
        <source>of row {number}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of row 3&quot;, Czech &quot;řádku 3&quot;)</extracomment>
        <translation>von Zeile {number}</translation>
    </message>
    <message>
        <source>for row {number}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for row 3&quot;, Czech &quot;za řádek 3&quot;)</extracomment>
        <translation>für Zeile {number}</translation>
    </message>
    <message>
        <source>column {letter}</source>
        <extracomment>A column of the Knaster grid, lettered a to e (&quot;column c&quot;); used inside sentences</extracomment>
        <translation>Spalte {letter}</translation>
    </message>
    <message>
        <source>in column {letter}</source>
        <extracomment>{line:in}: a column as a place, with its preposition (&quot;in column c&quot;)</extracomment>
        <translation>in Spalte {letter}</translation>
    </message>
    <message>
        <source>of column {letter}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of column c&quot;, Czech &quot;sloupce c&quot;)</extracomment>
        <translation>von Spalte {letter}</translation>
    </message>
    <message>
        <source>for column {letter}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for column c&quot;, Czech &quot;za sloupec c&quot;)</extracomment>
        <translation>für Spalte {letter}</translation>
    </message>
    <message>
        <source>the diagonal from the top left</source>
        <extracomment>The diagonal from a1 (top left) to e5 (bottom right), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top left); inside sentences</extracomment>
        <translation>Diagonale links oben</translation>
    </message>
    <message>
        <source>in the diagonal from the top left</source>
        <extracomment>{line:in}: the diagonal a1 to e5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>in der Diagonale links oben</translation>
    </message>
    <message>
        <source>of the diagonal from the top left</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top left&quot;)</extracomment>
        <translation>der Diagonale links oben</translation>
    </message>
    <message>
        <source>for the diagonal from the top left</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top left&quot;)</extracomment>
        <translation>für die Diagonale links oben</translation>
    </message>
    <message>
        <source>the diagonal from the top right</source>
        <extracomment>The diagonal from e1 (top right) to a5 (bottom left), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top right); inside sentences</extracomment>
        <translation>Diagonale rechts oben</translation>
    </message>
    <message>
        <source>in the diagonal from the top right</source>
        <extracomment>{line:in}: the diagonal e1 to a5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>in der Diagonale rechts oben</translation>
    </message>
    <message>
        <source>of the diagonal from the top right</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top right&quot;)</extracomment>
        <translation>der Diagonale rechts oben</translation>
    </message>
    <message>
        <source>for the diagonal from the top right</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top right&quot;)</extracomment>
        <translation>für die Diagonale rechts oben</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1 (a programming error said plainly)</extracomment>
        <translation>es gibt keinen Spieler {player}</translation>
    </message>
</context>
<context>
    <name>KnasterRulesWindow</name>
    <message>
        <source>Knaster Rules</source>
        <translation>Knaster-Regeln</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>The chapter before ({key})</source>
        <translation>Das vorige Kapitel ({key})</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>The next chapter ({key})</source>
        <translation>Das nächste Kapitel ({key})</translation>
    </message>
</context>
<context>
    <name>KnasterSheet</name>
    <message>
        <source>Three of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Straße</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>legend heading over the bonus circles each combination earns</comment>
        <translation>Kreise</translation>
    </message>
    <message>
        <source>Combination</source>
        <comment>legend heading over the combinations&apos; names</comment>
        <translation>Kombination</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>the printed sheet&apos;s score box</comment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>white fields</source>
        <comment>score box: the points of the lines&apos; white fields</comment>
        <translation>weiße Felder</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>score box: one point per circled number</comment>
        <translation>Kreise</translation>
    </message>
    <message>
        <source>total</source>
        <comment>score box: the final score</comment>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Side A (classic)</source>
        <comment>a side of the pad</comment>
        <translation>Seite A (klassisch)</translation>
    </message>
    <message>
        <source>Side B (mirrored)</source>
        <comment>a side of the pad</comment>
        <extracomment>Side B&apos;s grid is side A&apos;s mirrored: the white fields&apos; points are swapped around</extracomment>
        <translation>Seite B (gespiegelt)</translation>
    </message>
    <message>
        <source>spectacular</source>
        <comment>a solo total over 100</comment>
        <translation>spektakulär</translation>
    </message>
    <message>
        <source>excellent</source>
        <comment>a solo total over 80</comment>
        <translation>hervorragend</translation>
    </message>
    <message>
        <source>good</source>
        <comment>a solo total over 50</comment>
        <translation>gut</translation>
    </message>
    <message>
        <source>below good (50 or less)</source>
        <translation>unter „gut“ (50 oder weniger)</translation>
    </message>
</context>
<context>
    <name>KnasterStatus</name>
    <message>
        <source>{line} has no bonus due.</source>
        <translation>{line} hat keinen offenen Bonus.</translation>
    </message>
    <message>
        <source>Finish the bonus of {line} first, or undo the circles picked ({key}).</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Schließe erst den Bonus von {line} ab oder nimm die gewählten Kreise zurück ({key}).</translation>
    </message>
    <message>
        <source>Took back the circle in {cell}.</source>
        <translation>Kreis in {cell} zurückgenommen.</translation>
    </message>
    <message>
        <source>{combination} {line:in}</source>
        <extracomment>{combination}: a combination&apos;s name (&quot;full house&quot;); {line:in}: where, &quot;in row 3&quot;, &quot;in column c&quot;: &quot;full house in row 3&quot;, with a capital where it starts a sentence</extracomment>
        <translation>{combination} {line:in}</translation>
    </message>
    <message>
        <source>fills {line} (no combination)</source>
        <extracomment>What writing into a cell completes: &quot;fills row 3 (no combination)&quot;</extracomment>
        <translation>füllt {line} (keine Kombination)</translation>
    </message>
    <message>
        <source>Click to write {roll} in {cell}</source>
        <extracomment>{roll}: the sum rolled; {cell}: a cell such as c3</extracomment>
        <translation>Klicke, um {roll} in {cell} einzutragen</translation>
    </message>
    <message>
        <source>{message}: {completes}</source>
        <extracomment>A click&apos;s preview, then what it completes: &quot;Click to write 7 in c3: Full house in row 3&quot;</extracomment>
        <translation>{message}: {completes}</translation>
    </message>
    <message>
        <source>Click to circle the {roll} in {cell}</source>
        <translation>Klicke, um die {roll} in {cell} einzukreisen</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation>Jetzt nicht möglich</translation>
    </message>
    <message>
        <source>an {number}</source>
        <extracomment>A number with its indefinite article when English says &quot;an&quot; (8, 11): &quot;an 8&quot;</extracomment>
        <translation>eine {number}</translation>
    </message>
    <message>
        <source>a {number}</source>
        <extracomment>A number with its indefinite article: &quot;a 7&quot; (English says &quot;an 8&quot;; another entry)</extracomment>
        <translation>eine {number}</translation>
    </message>
    <message>
        <source>{cell} or {cells}</source>
        <extracomment>Cells to choose from: &quot;b3 or c4&quot;</extracomment>
        <translation>{cell} oder {cells}</translation>
    </message>
    <message>
        <source>circle {number} ({cell})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {number}: &quot;a 7&quot; (with its article); {cell}: its cell</extracomment>
        <translation>{number} einkreisen ({cell})</translation>
    </message>
    <message>
        <source>circle one of the {roll}s ({cells})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled; {cells}: &quot;b3 or c4&quot;</extracomment>
        <translation>eine {roll} einkreisen ({cells})</translation>
    </message>
    <message>
        <source>circle one of the {roll}s</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled</extracomment>
        <translation>eine {roll} einkreisen</translation>
    </message>
    <message>
        <source>write it in an empty cell or {circle}</source>
        <extracomment>After &quot;with the 7 you can&quot;: {circle}: &quot;circle a 7 (b3)&quot;</extracomment>
        <translation>sie in ein leeres Feld eintragen oder {circle}</translation>
    </message>
    <message>
        <source>write it in an empty cell</source>
        <extracomment>After &quot;with the 7 you can&quot;</extracomment>
        <translation>sie in ein leeres Feld eintragen</translation>
    </message>
    <message>
        <source>The {value} in {cell} is circled already</source>
        <translation>Die {value} in {cell} ist schon eingekreist</translation>
    </message>
    <message>
        <source>{cell} holds {value}</source>
        <translation>In {cell} steht {value}</translation>
    </message>
    <message>
        <source>{held}: with the {roll} you can {options}</source>
        <extracomment>{held}: what the cell holds; {options}: &quot;write it in an empty cell or circle a 7 (b3)&quot;</extracomment>
        <translation>{held}: Mit der {roll} kannst du {options}</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Klicke, um {cell} für den Bonus von {line} einzukreisen</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field (this cell is in more than one)</source>
        <translation>Wähle zuerst die Reihe zum Einkreisen: Klicke auf ihr weißes Feld (dieses Feld liegt in mehreren)</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field</source>
        <translation>Wähle zuerst die Reihe zum Einkreisen: Klicke auf ihr weißes Feld</translation>
    </message>
    <message>
        <source>Click to take back the circle in {cell}</source>
        <translation>Klicke, um den Kreis in {cell} zurückzunehmen</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line} ({picked} of {required})</source>
        <extracomment>{picked} of {required}: this circle&apos;s number among the bonus circles, &quot;(2 of 3)&quot; forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Klicke, um {cell} für den Bonus von {line} einzukreisen ({picked} von {required})</translation>
    </message>
    <message>
        <source>{cell} cannot be circled for {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>{cell} kann für {line} nicht eingekreist werden</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Dieses Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>the computer players are still playing</source>
        <translation>die Computerspieler spielen noch</translation>
    </message>
    <message>
        <source>{player} rolls on another computer</source>
        <translation>{player} würfelt an einem anderen Computer</translation>
    </message>
    <message>
        <source>{player} rolled {roll}.</source>
        <translation>{player} hat {roll} gewürfelt.</translation>
    </message>
    <message>
        <source>Nothing to undo since the last roll.</source>
        <translation>Seit dem letzten Wurf gibt es nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}.</source>
        <translation>Alle haben die {roll} gespielt.</translation>
    </message>
    <message>
        <source>{text} {player} rolls next.</source>
        <extracomment>{text}: what happened; {player} rolls the next round</extracomment>
        <translation>{text} {player} würfelt als Nächstes.</translation>
    </message>
    <message>
        <source>Cannot roll: {reason}.</source>
        <translation>Würfeln nicht möglich: {reason}.</translation>
    </message>
    <message>
        <source>{made}: choose the line to circle first (click its white field, or a cell only in that line).</source>
        <extracomment>{made}: what the roll completed, &quot;Full house in row 3 and Straight in d1&quot;</extracomment>
        <translation>{made}: Wähle zuerst die Reihe zum Einkreisen (klicke auf ihr weißes Feld oder auf ein Feld, das nur in dieser Reihe liegt).</translation>
    </message>
    <message>
        <source>{circle} ({picked} chosen)</source>
        <extracomment>{circle}: &quot;circle 2 numbers&quot;; {picked}: how many of them the player has picked</extracomment>
        <translation>{circle} ({picked} gewählt)</translation>
    </message>
    <message>
        <source>{combination}: {circle}.</source>
        <extracomment>{combination}: &quot;Full house in row 3&quot;; {circle}: &quot;circle 2 numbers&quot;</extracomment>
        <translation>{combination}: {circle}.</translation>
    </message>
    <message>
        <source>{text} Then: {later}.</source>
        <extracomment>{text}: the bonus now; {later}: the other lines&apos; bonus to circle after it</extracomment>
        <translation>{text} Danach: {later}.</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}</source>
        <translation>Klicke auf ein leeres Feld, um die {roll} einzutragen</translation>
    </message>
    <message>
        <source>click an empty cell to write it</source>
        <translation>Klicke auf ein leeres Feld, um sie einzutragen</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}, or {number} to circle it</source>
        <extracomment>{number}: the roll with its article, &quot;a 7&quot;</extracomment>
        <translation>Klicke auf ein leeres Feld, um die {roll} einzutragen, oder auf {number}, um sie einzukreisen</translation>
    </message>
    <message>
        <source>click an empty cell to write it, or {number} to circle it</source>
        <translation>Klicke auf ein leeres Feld, um sie einzutragen, oder auf {number}, um sie einzukreisen</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full, click {number} to circle it</source>
        <translation>Das Raster von {player} ist voll, klicke auf {number}, um sie einzukreisen</translation>
    </message>
    <message>
        <source>your grid is full, click {number} to circle it</source>
        <translation>Dein Raster ist voll, klicke auf {number}, um sie einzukreisen</translation>
    </message>
    <message>
        <source>{what} ({cells})</source>
        <extracomment>{what}: &quot;click a 7 to circle it&quot;; {cells}: where, &quot;b3 or c4&quot;</extracomment>
        <translation>{what} ({cells})</translation>
    </message>
    <message>
        <source>You rolled {roll}: {what}.</source>
        <translation>Du hast {roll} gewürfelt: {what}.</translation>
    </message>
    <message>
        <source>{roller} rolled {roll}. {player}&apos;s turn: {what}.</source>
        <extracomment>{roller} rolled; it is {player}&apos;s turn to use the roll; {what}: what to click</extracomment>
        <translation>{roller} hat {roll} gewürfelt. {player} ist dran: {what}.</translation>
    </message>
    <message>
        <source>{text} This is the last round.</source>
        <translation>{text} Das ist die letzte Runde.</translation>
    </message>
    <message>
        <source>Circled the bonus of {line}.</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Bonus von {line} eingekreist.</translation>
    </message>
    <message>
        <source>Wrote {roll} in {cell}.</source>
        <translation>{roll} in {cell} eingetragen.</translation>
    </message>
    <message>
        <source>Circled the {roll} in {cell}.</source>
        <translation>Die {roll} in {cell} eingekreist.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <source>Roll again: press R.</source>
        <translation>Würfle noch einmal: Drücke R.</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <extracomment>A computer player is about to move</extracomment>
        <translation>{player} spielt…</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn; {later} plays later</source>
        <translation>{player} ist dran; {later} spielt danach</translation>
    </message>
    <message>
        <source>{player} has played this roll; waiting for {next}</source>
        <translation>{player} hat diesen Wurf gespielt; jetzt ist {next} dran</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <extracomment>{players}: the names of players on other computers, joined by commas</extracomment>
        <translation>Warten auf {players}</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full</source>
        <translation>Das Raster von {player} ist voll</translation>
    </message>
    <message>
        <source>{first}&apos;s and {second}&apos;s grids are full</source>
        <translation>Die Raster von {first} und {second} sind voll</translation>
    </message>
    <message>
        <source>Several grids are full</source>
        <translation>Mehrere Raster sind voll</translation>
    </message>
    <message>
        <source>{whose}: the game ends now.</source>
        <extracomment>{whose}: &quot;Ann&apos;s grid is full&quot;</extracomment>
        <translation>{whose}: Das Spiel endet jetzt.</translation>
    </message>
    <message>
        <source>{whose}: the game is over.</source>
        <translation>{whose}: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{whose}: exactly one more roll follows, then the game ends.</source>
        <translation>{whose}: Es folgt genau noch ein Wurf, dann endet das Spiel.</translation>
    </message>
    <message>
        <source>Last round: {whose}; the game ends when everyone has played this roll.</source>
        <translation>Letzte Runde: {whose}; das Spiel endet, wenn alle diesen Wurf gespielt haben.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice first: type the sum or click it, then confirm</source>
        <translation>Gib zuerst den Wurf der echten Würfel ein: Tippe die Summe oder klicke sie an, dann bestätige</translation>
    </message>
    <message>
        <source>Roll the dice first: press R</source>
        <translation>Würfle zuerst: Drücke R</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice to start: type the sum or click it, then confirm.</source>
        <translation>Gib zum Start den Wurf der echten Würfel ein: Tippe die Summe oder klicke sie an, dann bestätige.</translation>
    </message>
    <message>
        <source>Roll the dice to start: press R.</source>
        <translation>Würfle, um zu beginnen: Drücke R.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice again: type the sum or click it, then confirm.</source>
        <translation>Gib den Wurf der echten Würfel noch einmal ein: Tippe die Summe oder klicke sie an, dann bestätige.</translation>
    </message>
    <message>
        <source>Roll the dice again: press R.</source>
        <translation>Würfle noch einmal: Drücke R.</translation>
    </message>
    <message>
        <source>{player} has played the {roll}</source>
        <translation>{player} hat die {roll} gespielt</translation>
    </message>
    <message>
        <source>You have played the {roll}</source>
        <translation>Du hast die {roll} gespielt</translation>
    </message>
    <message>
        <source>{reason}: enter the next roll</source>
        <translation>{reason}: Gib den nächsten Wurf ein</translation>
    </message>
    <message>
        <source>{reason}: press R to roll again</source>
        <translation>{reason}: Drücke R, um weiterzuwürfeln</translation>
    </message>
    <message>
        <source>Enter the next roll.</source>
        <translation>Gib den nächsten Wurf ein.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls on another computer.</source>
        <extracomment>{player}: who rolls next, on their own computer (a network game)</extracomment>
        <translation>Nächster Wurf: {player} würfelt an einem anderen Computer.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls by itself.</source>
        <extracomment>{player}: the computer player who rolls next, nobody presses R</extracomment>
        <translation>Nächster Wurf: {player} würfelt von selbst.</translation>
    </message>
    <message>
        <source>{player} has no empty cell and no {roll} left to circle, so {player} passes.</source>
        <translation>{player} hat kein leeres Feld und keine {roll} mehr zum Einkreisen und setzt deshalb aus.</translation>
    </message>
    <message>
        <source>You rolled {roll}: no empty cell and no {roll} left to circle, so you pass.</source>
        <translation>Du hast {roll} gewürfelt: Kein leeres Feld und keine {roll} mehr zum Einkreisen, also setzt du aus.</translation>
    </message>
    <message>
        <source>Undone. {player} plays again.</source>
        <translation>Zurückgenommen. {player} spielt noch einmal.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Zurückgenommen.</translation>
    </message>
    <message>
        <source>The game is over: its result is final, there is nothing to undo.</source>
        <translation>Das Spiel ist vorbei: Das Ergebnis steht fest, es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Now it is {now}&apos;s turn: the click or key meant for {meant_for} changed nothing.</source>
        <translation>Jetzt ist {now} dran: Der Klick oder die Taste für {meant_for} hat nichts geändert.</translation>
    </message>
    <message>
        <source>This is {shown}&apos;s sheet, to look at only: {player}&apos;s sheet is the one to play (click its card below)</source>
        <translation>Das ist das Blatt von {shown}, nur zum Ansehen: Gespielt wird auf dem Blatt von {player} (klicke unten auf die Karte von {player})</translation>
    </message>
    <message>
        <source>Click to circle the bonus of {line} first</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Klicke, um zuerst den Bonus von {line} einzukreisen</translation>
    </message>
    <message>
        <source>{line} has no bonus due</source>
        <translation>{line} hat keinen offenen Bonus</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;System Language ({0})</source>
        <translation>&amp;Systemsprache ({0})</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Knaster Qt and the parts its installers carry, with their licences. Choose a part to read its licence in full.</source>
        <translation>Knaster Qt und die Teile, die seine Installationsprogramme mitbringen, mit ihren Lizenzen. Wähle einen Teil, um seine Lizenz vollständig zu lesen.</translation>
    </message>
    <message>
        <source>parts of Knaster Qt</source>
        <translation>Teile von Knaster Qt</translation>
    </message>
</context>
<context>
    <name>LineModel</name>
    <message numerus="yes">
        <source>{line}: %n point(s) (scored)</source>
        <translation>
            <numerusform>{line}: %n Punkt (gewertet)</numerusform>
            <numerusform>{line}: %n Punkte (gewertet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) (circle {circles} for the bonus)</source>
        <extracomment>{circles}: the bonus circles still due in the line (1 to 3)</extracomment>
        <translation>
            <numerusform>{line}: %n Punkt (für den Bonus {circles} einkreisen)</numerusform>
            <numerusform>{line}: %n Punkte (für den Bonus {circles} einkreisen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s)</source>
        <extracomment>A line of the sheet and the points of its white field: &quot;row 3: 8 points&quot;</extracomment>
        <translation>
            <numerusform>{line}: %n Punkt</numerusform>
            <numerusform>{line}: %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoopTilesAccessibility</name>
    <message>
        <source>{0}, value {1}</source>
        <extracomment>A tile as a screen reader says it: {0}: the sides its lines reach, &quot;north and east&quot;; {1}: its value</extracomment>
        <translation>{0}, Wert {1}</translation>
    </message>
    <message>
        <source>tile {0}</source>
        <translation>Plättchen {0}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>, the centre</source>
        <translation>, das Mittelfeld</translation>
    </message>
    <message>
        <source>, the held tile fits</source>
        <translation>, das gehaltene Plättchen passt</translation>
    </message>
    <message>
        <source>: {0} points</source>
        <translation>: {0} Punkte</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>, held</source>
        <translation>, gehalten</translation>
    </message>
    <message>
        <source>, fits nowhere</source>
        <translation>, passt nirgends</translation>
    </message>
    <message>
        <source>rack tile {0}</source>
        <translation>Plättchen {0} in der Ablage</translation>
    </message>
</context>
<context>
    <name>LoopTilesController</name>
    <message>
        <source>That tile cannot go there: {0}.</source>
        <translation>Das Plättchen kann dort nicht gelegt werden: {0}.</translation>
    </message>
    <message>
        <source>Hint: exchange your tiles.</source>
        <translation>Tipp: Tausche deine Plättchen.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Tipp: Schließe deinen Zug ab.</translation>
    </message>
    <message>
        <source>Hint: the {0} tile on {1} scores {2}.</source>
        <translation>Tipp: Das Plättchen {0} auf {1} bringt {2} Punkte.</translation>
    </message>
    <message>
        <source>{0} placed the {1} tile on {2}: {3} points (this turn {4}).</source>
        <translation>{0} hat das Plättchen {1} auf {2} gelegt: {3} Punkte (in diesem Zug {4}).</translation>
    </message>
    <message>
        <source>{0} exchanged their tiles.</source>
        <translation>{0} hat die Plättchen getauscht.</translation>
    </message>
    <message>
        <source>The {0} tile is back on your rack from {1}.</source>
        <translation>Das Plättchen {0} liegt wieder in deiner Ablage (von {1}).</translation>
    </message>
    <message>
        <source>{0} scored {1} this turn.</source>
        <translation>{0} hat in diesem Zug {1} Punkte erzielt.</translation>
    </message>
</context>
<context>
    <name>LoopTilesEntry</name>
    <message>
        <source>&amp;Open (rulebook)</source>
        <translation>Offenes En&amp;de (Spielregel)</translation>
    </message>
    <message>
        <source>Until the bag is empty and no tile fits, or a round passes without a tile</source>
        <translation>Bis der Beutel leer ist und kein Plättchen passt oder eine Runde ohne Plättchen vergeht</translation>
    </message>
    <message>
        <source>&amp;Fixed turns</source>
        <translation>&amp;Feste Zugzahl</translation>
    </message>
    <message>
        <source>2 players 13 turns each, 3 players 9, 4 players 7 (2 to 4 players)</source>
        <translation>2 Spieler je 13 Züge, 3 Spieler 9, 4 Spieler 7 (2 bis 4 Spieler)</translation>
    </message>
    <message>
        <source>Each in turn places up to three tiles; solo is practice.</source>
        <translation>Reihum legt jeder bis zu drei Plättchen; allein gespielt ist es eine Übungspartie.</translation>
    </message>
    <message>
        <source>Take back the last tile placed this turn ({key})</source>
        <translation>Das zuletzt gelegte Plättchen dieses Zuges zurücknehmen ({key})</translation>
    </message>
    <message>
        <source>the tile to place first and its square, as the strong computer player would</source>
        <extracomment>Settings, after &quot;Loop Tiles: &quot; below the Hints box</extracomment>
        <translation>das Plättchen, das du zuerst legst, und sein Feld, wie der starke Computerspieler es täte</translation>
    </message>
    <message>
        <source>computer players place their tiles one by one at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Loop Tiles: &quot;</extracomment>
        <translation>Computerspieler legen ihre Plättchen nacheinander so, dass man zusehen kann</translation>
    </message>
    <message>
        <source>after the board game {original} ({publisher}, {year}); “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Loop Tiles: &quot;; {original}: Loopit, {name}: Loop Tiles</extracomment>
        <translation>nach dem Brettspiel {original} ({publisher}, {year}); „{name}“ ist unser Name dafür</translation>
    </message>
</context>
<context>
    <name>LoopTilesGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Loop Tiles!&lt;/b&gt; This guide plays your first turn with you. Tiles go on this board so that their lines join; the game starts from the tile on the centre square.</source>
        <translation>&lt;b&gt;Willkommen bei Loop Tiles!&lt;/b&gt; Diese Anleitung spielt deinen ersten Zug mit dir. Plättchen kommen so auf diesen Spielplan, dass ihre Linien aneinander anschließen; das Spiel beginnt mit dem Plättchen auf dem mittleren Feld.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: choose a tile.</source>
        <translation>&lt;b&gt;Deine Ablage&lt;/b&gt;: Wähle ein Plättchen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: five tiles, each with lines and a value. Take the {value} tile: click it (or drag it to the board).</source>
        <translation>&lt;b&gt;Deine Ablage&lt;/b&gt;: fünf Plättchen, jedes mit Linien und einem Wert. Nimm das Plättchen {value}: Klicke es an (oder ziehe es auf den Spielplan).</translation>
    </message>
    <message>
        <source>This tile fits nowhere now: click it again and take another one.</source>
        <translation>Dieses Plättchen passt jetzt nirgends: Klicke es noch einmal an und nimm ein anderes.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;lit squares&lt;/b&gt; are where the {value} tile fits: its lines join there, and no line is blocked. Click the ringed square: it scores {points}.</source>
        <translation>Die &lt;b&gt;leuchtenden Felder&lt;/b&gt; sind die, auf die das Plättchen {value} passt: Dort schließen seine Linien an, und keine Linie wird blockiert. Klicke das umrandete Feld an: Es bringt {points} Punkte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The turn&apos;s score&lt;/b&gt; so far: {points}. You may place up to three tiles in a turn, one after another; {undo} takes the last one back.</source>
        <translation>&lt;b&gt;Die Punkte des Zuges&lt;/b&gt; bisher: {points}. Du darfst in einem Zug bis zu drei Plättchen nacheinander legen; {undo} nimmt das letzte zurück.</translation>
    </message>
    <message>
        <source>Place more tiles if you like, then click &lt;b&gt;End turn&lt;/b&gt;: your rack is filled up again from the bag.</source>
        <translation>Lege noch mehr Plättchen, wenn du magst, und klicke dann &lt;b&gt;Zug abschließen&lt;/b&gt;: Deine Ablage wird aus dem Beutel wieder aufgefüllt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn is written on the pad&lt;/b&gt;: {points} points in all. Play on as you like: the game ends when the bag is empty and no tile fits, or after a round without a tile. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Dein Zug steht auf dem Punkteblock&lt;/b&gt;: insgesamt {points} Punkte. Spiel weiter, wie du magst: Das Spiel endet, wenn der Beutel leer ist und kein Plättchen mehr passt, oder nach einer Runde ohne gelegtes Plättchen. Hilfe &gt; Regeln erklärt alles.</translation>
    </message>
    <message>
        <source>{value} × {bonus}</source>
        <translation>{value} × {bonus}</translation>
    </message>
    <message>
        <source>&lt;b&gt;A line joined!&lt;/b&gt; A tile scores its value (times the square&apos;s bonus, if it has one) plus the value of every tile its lines join: {sum} = {points} points.</source>
        <translation>&lt;b&gt;Eine Linie angeschlossen!&lt;/b&gt; Ein Plättchen bringt seinen Wert (mal den Bonus des Feldes, falls es einen hat) plus den Wert jedes Plättchens, mit dem seine Linien verbunden sind: {sum} = {points} Punkte.</translation>
    </message>
</context>
<context>
    <name>LoopTilesPad</name>
    <message>
        <source>score pad</source>
        <comment>the printed pad&apos;s title</comment>
        <translation>Punkteblock</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>heading of the turns&apos; column</comment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>total</source>
        <comment>the pad&apos;s last row</comment>
        <translation>Summe</translation>
    </message>
    <message>
        <source>ex</source>
        <comment>short for exchange</comment>
        <extracomment>A turn&apos;s cell: the player exchanged their tiles (a short note, 2 letters)</extracomment>
        <translation>Ta</translation>
    </message>
</context>
<context>
    <name>LoopTilesPlayArea</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ve&amp;rgrößern</translation>
    </message>
    <message>
        <source>Zoom O&amp;ut</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>Spie&amp;lplan einpassen</translation>
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
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>En&amp;d Turn</source>
        <translation>Zug &amp;abschließen</translation>
    </message>
    <message>
        <source>E&amp;xchange Tiles</source>
        <translation>Plättchen tausc&amp;hen</translation>
    </message>
    <message>
        <source>En&amp;d turn</source>
        <translation>Zug &amp;abschließen</translation>
    </message>
    <message>
        <source>E&amp;xchange tiles</source>
        <translation>Plättchen &amp;tauschen</translation>
    </message>
    <message>
        <source>When none of your tiles fits: return them all, draw new ones, score 0</source>
        <translation>Wenn keines deiner Plättchen passt: alle zurücklegen, neue ziehen, 0 Punkte</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>Deine Ablage</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Punkteblock</translation>
    </message>
    <message>
        <source>The fixed-turns variant is for 2 to 4 players: open game.</source>
        <translation>Die Variante mit fester Zugzahl gilt nur für 2 bis 4 Spieler: Es wird mit offenem Ende gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n Spieler.</numerusform>
            <numerusform>%n Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation>Zug abschließen</translation>
    </message>
    <message>
        <source>&amp;Go on playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Take a tile from your rack first (click or drag it).</source>
        <translation>Nimm zuerst ein Plättchen aus deiner Ablage (anklicken oder ziehen).</translation>
    </message>
    <message>
        <source>Pass to {0}
{0}, click when ready</source>
        <translation>Weitergeben an {0}
{0}, klicke, wenn du bereit bist</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final ranking&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</source>
        <translation>&lt;b&gt;Endstand&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Game over: {0} wins.</source>
        <translation>Spielende: {0} gewinnt.</translation>
    </message>
    <message>
        <source>Game over: {0} share the win.</source>
        <translation>Spielende: {0} teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>{0} is playing on another computer…</source>
        <translation>{0} spielt an einem anderen Computer…</translation>
    </message>
    <message>
        <source>{0} (computer) is playing…</source>
        <translation>{0} (Computer) ist am Zug…</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>{0} ist am Zug</translation>
    </message>
    <message>
        <source>The game is over. New Game starts another one.</source>
        <translation>Das Spiel ist vorbei. Neues Spiel startet ein weiteres.</translation>
    </message>
    <message>
        <source>Hand the screen to {0}; {0} clicks the big button when ready.</source>
        <translation>Gib den Bildschirm an {0} weiter; {0} klickt auf den großen Knopf, sobald es losgehen kann.</translation>
    </message>
    <message>
        <source>Wait while {0} places tiles.</source>
        <translation>Warte, während {0} Plättchen legt.</translation>
    </message>
    <message>
        <source>The {0} tile fits nowhere now: choose another tile, or end your turn ({1}).</source>
        <translation>Das Plättchen {0} passt jetzt nirgends: Wähle ein anderes oder schließe deinen Zug ab ({1}).</translation>
    </message>
    <message>
        <source>Place the {0} tile on a lit square (each shows its points), or click it again to put it back.</source>
        <translation>Lege das Plättchen {0} auf ein leuchtendes Feld (jedes zeigt seine Punkte) oder klicke es noch einmal an, um es zurückzulegen.</translation>
    </message>
    <message>
        <source>Three tiles placed, the most in a turn: end your turn ({0}), or take the last one back ({1}).</source>
        <translation>Drei Plättchen gelegt, mehr geht in einem Zug nicht: Schließe deinen Zug ab ({0}) oder nimm das letzte zurück ({1}).</translation>
    </message>
    <message>
        <source>None of your other tiles fits now: end your turn ({0}).</source>
        <translation>Keines deiner übrigen Plättchen passt jetzt: Schließe deinen Zug ab ({0}).</translation>
    </message>
    <message>
        <source>Place another tile (up to three in a turn), or end your turn ({0}).</source>
        <translation>Lege noch ein Plättchen (bis zu drei pro Zug) oder schließe deinen Zug ab ({0}).</translation>
    </message>
    <message>
        <source>None of your tiles fits anywhere: exchange them (Exchange tiles), or end your turn.</source>
        <translation>Keines deiner Plättchen passt irgendwo: Tausche sie (Plättchen tauschen) oder schließe deinen Zug ab.</translation>
    </message>
    <message>
        <source>Choose a tile from your rack: click it (the squares where it fits light up), or drag it to the board.</source>
        <translation>Wähle ein Plättchen aus deiner Ablage: Klicke es an (die Felder, auf die es passt, leuchten auf) oder ziehe es auf den Spielplan.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits, and a round without a tile ends the game.</source>
        <translation>Zug ohne gelegtes Plättchen abschließen? Mindestens eines deiner Plättchen passt, und eine Runde ohne Plättchen beendet das Spiel.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits on the board.</source>
        <translation>Zug ohne gelegtes Plättchen abschließen? Mindestens eines deiner Plättchen passt auf den Spielplan.</translation>
    </message>
    <message>
        <source>This turn: {0} points, {1} of 3 tiles placed · bag: {2}</source>
        <translation>Dieser Zug: {0} Punkte, {1}/3 Plättchen · Beutel: {2}</translation>
    </message>
</context>
<context>
    <name>LoopTilesReplay</name>
    <message>
        <source>Replay of {0}</source>
        <translation>Nachspielen: {0}</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Schritt {0} von {1}</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Partie kann nicht nachgespielt werden</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>LoopTilesRules</name>
    <message>
        <source>Loop Tiles — Rules</source>
        <translation>Loop Tiles — Regeln</translation>
    </message>
    <message>
        <source># Loop Tiles</source>
        <translation># Loop Tiles</translation>
    </message>
    <message>
        <source>A tile game for 2 to 4 players; in the app you can also practise alone.</source>
        <translation>Ein Legespiel für 2 bis 4 Spieler; in der App kannst du auch allein üben.</translation>
    </message>
    <message>
        <source>Tiles with winding lines and a value 1–8 are laid on a 13×13 board so that their lines connect. Each player has a rack of 5 tiles; the game starts from one tile on the centre square.</source>
        <translation>Plättchen mit geschwungenen Linien und einem Wert von 1 bis 8 werden so auf einen Spielplan mit 13 × 13 Feldern gelegt, dass ihre Linien anschließen. Jeder Spieler hat eine Ablage mit 5 Plättchen; das Spiel beginnt mit einem Plättchen auf dem Mittelfeld.</translation>
    </message>
    <message>
        <source>## A turn</source>
        <translation>## Ein Zug</translation>
    </message>
    <message>
        <source>Place up to three tiles from your rack, one after another, then end the turn; your rack is refilled from the bag. Tiles are never rotated.</source>
        <translation>Lege bis zu drei Plättchen aus deiner Ablage nacheinander an und beende dann den Zug; deine Ablage wird aus dem Beutel aufgefüllt. Plättchen werden nie gedreht.</translation>
    </message>
    <message>
        <source>A tile may go on an empty square beside a tile when every shared edge joins line to line or blank to blank, at least one line is continued, and no line runs off the board.</source>
        <translation>Ein Plättchen darf auf ein leeres Feld neben einem Plättchen, wenn an jeder gemeinsamen Kante Linie auf Linie oder leer auf leer trifft, mindestens eine Linie fortgesetzt wird und keine Linie über den Rand des Spielplans läuft.</translation>
    </message>
    <message>
        <source>A line joined: the 2 tile continues a line of the start tile and scores 2 + 7 = 9.</source>
        <translation>Eine Linie angeschlossen: Das Plättchen 2 setzt eine Linie des Startplättchens fort und bringt 2 + 7 = 9.</translation>
    </message>
    <message>
        <source>A blocked line: the 3 tile may not go above the start tile, whose line would end at its blank side.</source>
        <translation>Eine blockierte Linie: Das Plättchen 3 darf nicht über das Startplättchen, dessen Linie an seiner leeren Kante enden würde.</translation>
    </message>
    <message>
        <source>A border square: the 7 tile may not go on A7, where its line would run off the board.</source>
        <translation>Ein Randfeld: Das Plättchen 7 darf nicht auf A7, wo seine Linie über den Rand des Spielplans laufen würde.</translation>
    </message>
    <message>
        <source>The tiles of one turn need not touch each other. You may end your turn after fewer tiles, or none, even when another tile would fit.</source>
        <translation>Die Plättchen eines Zuges müssen einander nicht berühren. Du darfst deinen Zug auch nach weniger Plättchen oder ganz ohne Plättchen beenden, selbst wenn noch eines passen würde.</translation>
    </message>
    <message>
        <source>## Scoring</source>
        <translation>## Wertung</translation>
    </message>
    <message>
        <source>A tile scores its value times the square&apos;s bonus (x2 … x6), plus the values of the tiles its lines join, tiles placed earlier in the same turn included.</source>
        <translation>Ein Plättchen bringt seinen Wert mal den Bonus des Feldes (x2 … x6), plus die Werte der Plättchen, mit denen es über eine Linie verbunden ist, auch der zuvor im selben Zug gelegten.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s turn: the 2 joined to the 7 scores 9; the 3 joined to the 4 and the 5 scores 12; the 2 on a x2 square joined to the 3 placed just before scores 2 × 2 + 3 = 7. The turn scores 9 + 12 + 7 = 28.</source>
        <translation>Der Zug aus der Spielregel: Die 2 an der 7 bringt 9; die 3 an der 4 und der 5 bringt 12; die 2 auf einem x2-Feld an der eben gelegten 3 bringt 2 × 2 + 3 = 7. Der Zug bringt 9 + 12 + 7 = 28.</translation>
    </message>
    <message>
        <source>The game ends when the bag is empty and nobody can place, or when a whole round passes without a tile. The highest total wins; players with the same total share the place.</source>
        <translation>Das Spiel endet, wenn der Beutel leer ist und niemand mehr legen kann oder wenn eine ganze Runde ohne gelegtes Plättchen vergeht. Die höchste Summe gewinnt; Spieler mit gleicher Summe teilen sich den Platz.</translation>
    </message>
    <message>
        <source>End turn finishes your turn. Exchange tiles can be clicked when you are stuck: nothing placed this turn and none of your tiles fits.</source>
        <translation>„Zug abschließen“ beendet deinen Zug. „Plättchen tauschen“ lässt sich anklicken, wenn du feststeckst: Du hast in diesem Zug nichts gelegt, und keines deiner Plättchen passt.</translation>
    </message>
    <message>
        <source>## The end</source>
        <translation>## Spielende</translation>
    </message>
    <message>
        <source>Exchange: a player who has placed no tile this turn and none of whose tiles fits anywhere may return the whole rack to the bag instead; the bag is shuffled and they draw as many tiles (some may be their own again). That ends the turn and scores 0. After placing a tile, no exchange is allowed in that turn.</source>
        <translation>Tauschen: Wer in diesem Zug noch kein Plättchen gelegt hat und kein Plättchen hat, das irgendwo passt, darf stattdessen die ganze Ablage in den Beutel zurücklegen; der Beutel wird gemischt, und man zieht ebenso viele Plättchen (darunter können wieder eigene sein). Damit endet der Zug, er bringt 0 Punkte. Nach dem Legen eines Plättchens ist in diesem Zug kein Tausch mehr erlaubt.</translation>
    </message>
    <message>
        <source>Variant: each player plays a fixed number of turns — 13 with 2 players, 9 with 3, 7 with 4 — and only that ends the game. Before it starts, 4 tiles (2 players) or 2 tiles (3 players) are set aside unseen.</source>
        <translation>Variante: Jeder Spieler hat eine feste Zahl von Zügen – 13 bei 2 Spielern, 9 bei 3, 7 bei 4 –, und nur das beendet das Spiel. Vor Beginn werden 4 Plättchen (2 Spieler) oder 2 Plättchen (3 Spieler) ungesehen beiseitegelegt.</translation>
    </message>
    <message>
        <source>## In the app</source>
        <translation>## In der App</translation>
    </message>
    <message>
        <source>Drag a tile from your rack to the board, or click it and then a square: the squares where it fits light up and show its points. {undo} takes the last tile of the turn back. {ctrl}+wheel zooms, the middle button pans.</source>
        <translation>Ziehe ein Plättchen aus deiner Ablage auf den Spielplan oder klicke es und dann ein Feld an: Die Felder, auf die es passt, leuchten auf und zeigen seine Punkte. {undo} nimmt das letzte Plättchen des Zuges zurück. {ctrl}+Mausrad zoomt, mit der mittleren Maustaste verschiebst du den Spielplan.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>{tile} is not on player {player}&apos;s rack</source>
        <extracomment>{tile}: a tile as players see it (&quot;the 8 tile&quot;); {player}: a seat counted from 1</extracomment>
        <translation>{tile} liegt nicht in der Ablage von Spieler {player}</translation>
    </message>
    <message>
        <source>at most {count} tiles may be placed in a turn</source>
        <translation>in einem Zug dürfen höchstens {count} Plättchen gelegt werden</translation>
    </message>
    <message>
        <source>no tile placed this turn to take back</source>
        <translation>in diesem Zug wurde kein Plättchen gelegt, das zurückgenommen werden könnte</translation>
    </message>
    <message>
        <source>a player who has placed a tile this turn cannot exchange</source>
        <translation>wer in diesem Zug ein Plättchen gelegt hat, kann nicht tauschen</translation>
    </message>
    <message>
        <source>only a player none of whose tiles fits may exchange</source>
        <translation>nur wer kein passendes Plättchen hat, darf tauschen</translation>
    </message>
    <message>
        <source>that square is not on the board</source>
        <translation>dieses Feld liegt nicht auf dem Spielplan</translation>
    </message>
    <message>
        <source>{square} is taken</source>
        <translation>{square} ist belegt</translation>
    </message>
    <message>
        <source>{square} has no tile beside it</source>
        <translation>neben {square} liegt kein Plättchen</translation>
    </message>
    <message>
        <source>the line to the {side} of {tile} runs into a blank side at {square}</source>
        <extracomment>{side}: north, east, south or west ({side:from}: &quot;from the north&quot;, {side:edge}: &quot;north edge&quot;); {tile}: &quot;the 8 tile&quot; ({tile:of}: &quot;of the 8 tile&quot;)</extracomment>
        <translation>die Linie {tile:of} nach {side} trifft bei {square} auf eine leere Kante</translation>
    </message>
    <message>
        <source>{tile} would block a line from the {side} at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;</extracomment>
        <translation>{tile} würde bei {square} eine Linie aus Richtung {side} blockieren</translation>
    </message>
    <message>
        <source>{tile} continues no line at {square}</source>
        <translation>{tile} setzt bei {square} keine Linie fort</translation>
    </message>
    <message>
        <source>a line of {tile} would run off the board&apos;s {side} edge at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;; {tile:of} &quot;of the 8 tile&quot;</extracomment>
        <translation>eine Linie {tile:of} würde bei {square} über den Rand im {side} hinauslaufen</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>from the north</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the north&quot;)</extracomment>
        <translation>aus Norden</translation>
    </message>
    <message>
        <source>north edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s north edge&quot;)</extracomment>
        <translation>Nordrand</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>from the east</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the east&quot;)</extracomment>
        <translation>aus Osten</translation>
    </message>
    <message>
        <source>east edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s east edge&quot;)</extracomment>
        <translation>Ostrand</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>from the south</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the south&quot;)</extracomment>
        <translation>aus Süden</translation>
    </message>
    <message>
        <source>south edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s south edge&quot;)</extracomment>
        <translation>Südrand</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>from the west</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the west&quot;)</extracomment>
        <translation>aus Westen</translation>
    </message>
    <message>
        <source>west edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s west edge&quot;)</extracomment>
        <translation>Westrand</translation>
    </message>
    <message>
        <source>the {value} tile</source>
        <extracomment>{value}: the value printed on the tile, 1 to 8</extracomment>
        <translation>das Plättchen {value}</translation>
    </message>
    <message>
        <source>of the {value} tile</source>
        <extracomment>{tile:of}: whose (&quot;a line of the 8 tile&quot;; German &quot;des Plättchens 8&quot;)</extracomment>
        <translation>des Plättchens {value}</translation>
    </message>
</context>
<context>
    <name>LoopTilesSheet</name>
    <message>
        <source>{player} wins</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the winner: &quot;Ann wins&quot;</extracomment>
        <translation>{player} gewinnt</translation>
    </message>
    <message>
        <source>{players} win</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the players who share the win</extracomment>
        <translation>{players} gewinnen</translation>
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
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Start a new game ({key})</source>
        <translation>Ein neues Spiel beginnen ({key})</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open a saved game ({key})</source>
        <translation>Ein gespeichertes Spiel öffnen ({key})</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the game ({key})</source>
        <translation>Das Spiel speichern ({key})</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Start a game with friends on other computers of your network</source>
        <translation>Ein Spiel mit Freunden an anderen Computern deines Netzwerks beginnen</translation>
    </message>
    <message>
        <source>Stop Hosting the Ga&amp;me</source>
        <translation>Ni&amp;cht mehr hosten</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Host Networ&amp;k Game…</source>
        <translation>Netzwerkspiel h&amp;osten…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Bei einem Netzwerkspiel &amp;mitspielen…</translation>
    </message>
    <message>
        <source>Take a seat in a game hosted on another computer of your network</source>
        <translation>Einen Platz in einem Spiel einnehmen, das ein anderer Computer deines Netzwerks hostet</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>Ni&amp;cht mehr mitspielen</translation>
    </message>
    <message>
        <source>Stop playing with the host; the game stays on this screen and your seat waits for you</source>
        <translation>Nicht mehr mit dem Gastgeber spielen; das Spiel bleibt auf diesem Bildschirm und dein Platz wartet auf dich</translation>
    </message>
    <message>
        <source>Stop serving the game to the other computers; it stays on this screen</source>
        <translation>Das Spiel den anderen Computern nicht mehr anbieten; es bleibt auf diesem Bildschirm</translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation>Partie nachs&amp;pielen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Recovered &amp;Games…</source>
        <translation>&amp;Gerettete Spiele…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Beide Würfel werfen (R)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Deinen letzten Schritt bei diesem Wurf zurücknehmen ({key})</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>Was der starke Computerspieler an deiner Stelle täte (H; noch einmal H führt den Zug aus)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>How to play Knaster (F1)</source>
        <translation>So wird Knaster gespielt (F1)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>First Game &amp;Guide</source>
        <translation>&amp;Anleitung fürs erste Spiel</translation>
    </message>
    <message>
        <source>A short solo game in which the app shows what to do, step by step</source>
        <translation>Eine kurze Solopartie, in der dir die App Schritt für Schritt zeigt, was zu tun ist</translation>
    </message>
    <message>
        <source>&amp;About Knaster Qt</source>
        <translation>Ü&amp;ber Knaster Qt</translation>
    </message>
    <message>
        <source>cannot read the file: {0}</source>
        <translation>die Datei kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it?</source>
        <translation>{0} gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, Zeile {1}: {2}</translation>
    </message>
    <message>
        <source>Opened {0}.</source>
        <translation>{0} geöffnet.</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>{0} gespeichert.</translation>
    </message>
    <message>
        <source>Knaster Qt was started again: this window is the one playing (one per data folder).</source>
        <translation>Knaster Qt wurde noch einmal gestartet: In diesem Fenster wird gespielt (eines je Datenordner).</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
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
        <translation>So wird {0} gespielt (F1)</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>A move the other players have seen cannot be taken back.</source>
        <translation>Ein Zug, den die anderen schon gesehen haben, kann nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Your unfinished move no longer fits the game; play it again.</source>
        <translation>Dein angefangener Zug passt nicht mehr zum Spiel; spiele ihn noch einmal.</translation>
    </message>
    <message>
        <source>The host refused the move: {reason}.</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>Der Gastgeber hat den Zug abgelehnt: {reason}.</translation>
    </message>
    <message>
        <source>{player}: free</source>
        <translation>{player}: frei</translation>
    </message>
    <message>
        <source>{player}: away</source>
        <translation>{player}: abwesend</translation>
    </message>
    <message>
        <source>{player}: joined, thinking</source>
        <translation>{player}: beigetreten, überlegt</translation>
    </message>
    <message>
        <source>{player}: joined</source>
        <translation>{player}: beigetreten</translation>
    </message>
    <message>
        <source>No seat is free</source>
        <translation>Kein Platz frei</translation>
    </message>
    <message>
        <source>Free: {players}</source>
        <translation>Frei: {players}</translation>
    </message>
    <message>
        <source>{game}, hosted by {host}</source>
        <translation>{game}, gehostet von {host}</translation>
    </message>
    <message>
        <source>&amp;Take Seat</source>
        <translation>Platz &amp;nehmen</translation>
    </message>
    <message>
        <source>Click a game, then type its join code.</source>
        <translation>Klicke auf ein Spiel und gib dann seinen Beitrittscode ein.</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Suche nach Spielen in diesem Netzwerk…</translation>
    </message>
    <message>
        <source>Games on this network cannot be looked for ({reason}). Type the host&apos;s address.</source>
        <translation>Spiele in diesem Netzwerk können nicht gesucht werden ({reason}). Gib die Adresse des Gastgebers ein.</translation>
    </message>
    <message>
        <source>Pick your seat.</source>
        <translation>Wähle deinen Platz.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Alle Plätze dieses Spiels sind besetzt.</translation>
    </message>
    <message>
        <source>Waiting for: {players}</source>
        <translation>Warten auf: {players}</translation>
    </message>
    <message>
        <source>Away: {players}</source>
        <translation>Abwesend: {players}</translation>
    </message>
    <message>
        <source>{game} cannot be played over the network yet.</source>
        <translation>{game} kann noch nicht im Netzwerk gespielt werden.</translation>
    </message>
    <message>
        <source>Cannot host the game: {reason}</source>
        <translation>Das Spiel kann nicht gehostet werden: {reason}</translation>
    </message>
    <message>
        <source>The game is not announced on the network ({reason}): tell your friends the address and port.</source>
        <translation>Das Spiel wird im Netzwerk nicht angekündigt ({reason}): sag deinen Freunden Adresse und Port.</translation>
    </message>
    <message>
        <source>Port {old} is taken now: the game is hosted again on port {port}. Tell the other players.</source>
        <translation>Port {old} ist inzwischen belegt: Das Spiel wird jetzt auf Port {port} gehostet. Sag den anderen Spielern Bescheid.</translation>
    </message>
    <message>
        <source>The game is hosted again: the other players rejoin by themselves.</source>
        <translation>Das Spiel wird wieder gehostet: Die anderen Spieler treten von selbst wieder bei.</translation>
    </message>
    <message>
        <source>The network game could not be hosted again: its file cannot be used ({reason}). The game goes on at this screen only; the file was kept as {file}.</source>
        <extracomment>{reason}: why, in English (the file&apos;s words)</extracomment>
        <translation>Das Netzwerkspiel konnte nicht wieder gehostet werden: Seine Datei ist nicht verwendbar ({reason}). Das Spiel geht nur an diesem Bildschirm weiter; die Datei wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>Cannot Host the Game Again</source>
        <translation>Spiel kann nicht wieder gehostet werden</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Verbindung verloren; neuer Versuch…</translation>
    </message>
    <message>
        <source>Connected to the host again.</source>
        <translation>Wieder mit dem Gastgeber verbunden.</translation>
    </message>
    <message>
        <source>This app does not know the host&apos;s game.</source>
        <translation>Diese App kennt das Spiel des Gastgebers nicht.</translation>
    </message>
    <message>
        <source>The network game has ended: {reason}</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>Das Netzwerkspiel ist beendet: {reason}</translation>
    </message>
    <message>
        <source>the host did not come back</source>
        <translation>der Gastgeber ist nicht zurückgekommen</translation>
    </message>
    <message>
        <source>the host sent something unreadable ({error})</source>
        <extracomment>{error}: what was wrong with it, in English (the protocol&apos;s words)</extracomment>
        <translation>der Gastgeber hat etwas Unlesbares gesendet ({error})</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>die Verbindung wurde beendet</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>{0} to {1} players</source>
        <translation>{0} bis {1} Spieler</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 Spieler</translation>
    </message>
    <message>
        <source>Who plays? {0}, each a person at this screen or a computer player.</source>
        <translation>Wer spielt mit? {0}, jeweils ein Mensch an diesem Bildschirm oder ein Computerspieler.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>New Game — {0}</source>
        <translation>Neues Spiel — {0}</translation>
    </message>
    <message>
        <source>name of player {0}</source>
        <translation>Name von Spieler {0}</translation>
    </message>
    <message>
        <source>player {0} plays as</source>
        <translation>Spieler {0} spielt als</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Zugeteilt</translation>
    </message>
    <message>
        <source>sheet of player {0}</source>
        <translation>Blatt von Spieler {0}</translation>
    </message>
    <message>
        <source>Dealt: the first sheet nobody has, in seat order</source>
        <translation>Zugeteilt: das erste Blatt, das noch niemand hat, in Sitzreihenfolge</translation>
    </message>
    <message>
        <source>a game has {0} to {1} players, not {2}</source>
        <translation>ein Spiel hat {0} bis {1} Spieler, nicht {2}</translation>
    </message>
    <message>
        <source>two players are called {0}</source>
        <translation>zwei Spieler heißen {0}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a computer level ({1})</source>
        <translation>&apos;{0}&apos; ist keine Computerstufe ({1})</translation>
    </message>
    <message>
        <source>there is no sheet side &apos;{0}&apos;</source>
        <translation>es gibt keine Blattseite &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>there is no sheet &apos;{0}&apos;</source>
        <translation>es gibt kein Blatt &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>two players have sheet {0}</source>
        <translation>zwei Spieler haben Blatt {0}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>which game</source>
        <translation>welches Spiel</translation>
    </message>
    <message>
        <source>Who plays? 1 to 12 players, each a person at this screen or a computer player. Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Wer spielt mit? 1 bis 12 Spieler, jeweils ein Mensch an diesem Bildschirm oder ein Computerspieler. Alle spielen denselben Wurf, in dieser Reihenfolge; reihum würfelt jede Runde ein anderer.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spielt als</translation>
    </message>
    <message>
        <source>Add &amp;Person</source>
        <translation>&amp;Mensch hinzufügen</translation>
    </message>
    <message>
        <source>Add a person who plays at this screen</source>
        <translation>Einen Menschen hinzufügen, der an diesem Bildschirm spielt</translation>
    </message>
    <message>
        <source>Add &amp;Computer</source>
        <translation>&amp;Computer hinzufügen</translation>
    </message>
    <message>
        <source>Add a computer player (choose its level in the list)</source>
        <translation>Einen Computerspieler hinzufügen (seine Stufe in der Liste wählen)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Den gewählten Spieler entfernen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>The selected player sits one place earlier</source>
        <translation>Der gewählte Spieler rückt einen Platz nach vorn</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>The selected player sits one place later</source>
        <translation>Der gewählte Spieler rückt einen Platz nach hinten</translation>
    </message>
    <message>
        <source>what is wrong with the players</source>
        <translation>was mit den Spielern nicht stimmt</translation>
    </message>
    <message>
        <source>Sheet side</source>
        <translation>Blattseite</translation>
    </message>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Seite &amp;A (klassisch)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Zeilen 9 8 7 6 5 von oben, Spalten 9 8 7 6 5 von links</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Seite &amp;B (gespiegelt)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Zeilen 5 6 7 8 9 von oben, Spalten 5 6 7 8 9 von links</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>&amp;Zusatzrunde (Spielregel)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Ist ein Raster voll, wird genau noch ein Wurf gespielt</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>Sc&amp;hnelles Ende</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>Das Spiel endet mit der Runde, in der ein Raster voll wird</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>The app r&amp;olls</source>
        <translation>Die App &amp;würfelt</translation>
    </message>
    <message>
        <source>Rea&amp;l dice</source>
        <translation>Echte Wü&amp;rfel</translation>
    </message>
    <message>
        <source>You roll real dice at the table and enter the sum</source>
        <translation>Du würfelst mit echten Würfeln am Tisch und gibst die Summe ein</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>⚠ Game not saved: kept in memory</source>
        <translation>⚠ Spiel nicht gespeichert: nur im Speicher</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from an earlier session added to the records.</source>
        <translation>
            <numerusform>%n beendete Partie aus einer früheren Sitzung in die Statistik aufgenommen.</numerusform>
            <numerusform>%n beendete Partien aus einer früheren Sitzung in die Statistik aufgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept: {0}.</source>
        <translation>Ein nicht beendetes Spiel wurde aufbewahrt: {0}.</translation>
    </message>
    <message>
        <source>An unfinished game of {0} was kept: {1}.</source>
        <translation>Ein nicht beendetes Spiel ({0}) wurde aufbewahrt: {1}.</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Resume it where it stopped?</source>
        <translation>Dort weiterspielen, wo es unterbrochen wurde?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>sheet {0}, round {1} (so far {2})</source>
        <translation>Blatt {0}, Runde {1} (bisher {2})</translation>
    </message>
    <message>
        <source>round {0} (so far {1})</source>
        <translation>Runde {0} (bisher {1})</translation>
    </message>
    <message>
        <source>Resumed the game at round {0}.</source>
        <translation>Spiel in Runde {0} fortgesetzt.</translation>
    </message>
    <message>
        <source>The unfinished game was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>Das nicht beendete Spiel wurde als {0} aufbewahrt (Spiel &gt; Gerettete Spiele).</translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation>Spiel aufgeben?</translation>
    </message>
    <message>
        <source>Abandon the game in round {0}?</source>
        <translation>Das Spiel in Runde {0} aufgeben?</translation>
    </message>
    <message>
        <source>It will be kept as a file: Game &gt; Recovered Games opens it again.</source>
        <translation>Es wird als Datei aufbewahrt: Spiel &gt; Gerettete Spiele öffnet es wieder.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Game not replaced</source>
        <translation>Spiel nicht ersetzt</translation>
    </message>
    <message>
        <source>The game in round {0} could not be kept ({1}). It stays on screen.</source>
        <translation>Das Spiel in Runde {0} konnte nicht aufbewahrt werden ({1}). Es bleibt auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>The game in round {0} was kept as {1} (Game &gt; Recovered Games).</source>
        <translation>Das Spiel in Runde {0} wurde als {1} aufbewahrt (Spiel &gt; Gerettete Spiele).</translation>
    </message>
    <message>
        <source>Game not in the records</source>
        <translation>Spiel nicht in der Statistik</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>Das Spiel wird wieder automatisch gesichert.</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{0} no longer exists.</source>
        <translation>{0} gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Partie kann nicht nachgespielt werden</translation>
    </message>
    <message>
        <source>the game on screen</source>
        <translation>das Spiel auf dem Bildschirm</translation>
    </message>
    <message>
        <source>No game of this app replays {0}.</source>
        <translation>Keines der Spiele dieser App kann {0} nachspielen.</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>whose turn</source>
        <translation>wer am Zug ist</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>bonus prompt</source>
        <translation>Bonus-Aufforderung</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>your turn</source>
        <translation>du bist dran</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>A computer player&apos;s card while it is about to move</extracomment>
        <translation>spielt…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>gewinnt!</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
    <message numerus="yes">
        <source>{player} ({kind}): %n point(s) ({lines} for lines, {circles} circles)</source>
        <extracomment>A player&apos;s card: &quot;Ann (person): 41 points (26 for lines, 15 circles)&quot;</extracomment>
        <translation>
            <numerusform>{player} ({kind}): %n Punkt ({lines} für Reihen, {circles} Kreise)</numerusform>
            <numerusform>{player} ({kind}): %n Punkte ({lines} für Reihen, {circles} Kreise)</numerusform>
        </translation>
    </message>
    <message>
        <source>{text}, {state}</source>
        <translation>{text}, {state}</translation>
    </message>
    <message>
        <source>{card}. Click to see this sheet large.</source>
        <translation>{card}. Klicke, um dieses Blatt groß zu sehen.</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Cannot export PDF</source>
        <translation>PDF kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Nichts zu drucken</translation>
    </message>
    <message>
        <source>{0} has no sheets to print yet.</source>
        <translation>{0} hat noch keine Blätter zum Drucken.</translation>
    </message>
    <message>
        <source>Print {0} Sheets</source>
        <translation>Blätter für {0} drucken</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Drucken nicht möglich</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <source>Print Sheets</source>
        <translation>Blätter drucken</translation>
    </message>
    <message>
        <source>Sheets of this &amp;game</source>
        <translation>Blätter dieses &amp;Spiels</translation>
    </message>
    <message>
        <source>&amp;Blank sheets, to play on paper</source>
        <translation>&amp;Leere Blätter, zum Spielen auf Papier</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>Bla&amp;ttseite:</translation>
    </message>
    <message>
        <source>&amp;Number of sheets:</source>
        <translation>&amp;Anzahl Blätter:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>Anor&amp;dnung:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>Pap&amp;ier:</translation>
    </message>
    <message>
        <source>&amp;Cut marks</source>
        <translation>S&amp;chnittmarken</translation>
    </message>
    <message>
        <source>The game&apos;s choice</source>
        <translation>Vorgabe des Spiels</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle Spieler</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) per page</source>
        <translation>
            <numerusform>%n Blatt pro Seite</numerusform>
            <numerusform>%n Blätter pro Seite</numerusform>
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
        <translation>{0}: leere Blätter, {1}</translation>
    </message>
</context>
<context>
    <name>QuitGuard</name>
    <message>
        <source>Quit Knaster Qt?</source>
        <translation>Knaster Qt beenden?</translation>
    </message>
    <message>
        <source>The game is not saved: it is kept only in memory, and quitting now loses it.</source>
        <translation>Das Spiel ist nicht gespeichert: Es liegt nur im Speicher, und wenn du jetzt beendest, geht es verloren.</translation>
    </message>
    <message>
        <source>Why: %s</source>
        <translation>Grund: %s</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Trotzdem beenden</translation>
    </message>
</context>
<context>
    <name>RealDiceEntry</name>
    <message>
        <source>Keys: 2 to 9; 0 for 10, - for 11, = for 12 (or type 10, 11, 12); {enter} confirms, {backspace} changes</source>
        <translation>Tasten: 2 bis 9; 0 für 10, - für 11, = für 12 (oder 10, 11, 12 tippen); {enter} bestätigt, {backspace} ändert</translation>
    </message>
    <message>
        <source>Enter the sum of the real dice:</source>
        <translation>Augensumme der echten Würfel eingeben:</translation>
    </message>
    <message>
        <source>The dice show {0}</source>
        <translation>Die Würfel zeigen {0}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>Bes&amp;tätigen</translation>
    </message>
    <message>
        <source>Everyone plays this number ({key})</source>
        <translation>Alle spielen diese Zahl ({key})</translation>
    </message>
    <message>
        <source>Ch&amp;ange</source>
        <translation>Ä&amp;ndern</translation>
    </message>
    <message>
        <source>Choose another number ({key})</source>
        <translation>Eine andere Zahl wählen ({key})</translation>
    </message>
    <message>
        <source>sum of the real dice</source>
        <translation>Augensumme der echten Würfel</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Wait until everyone has played.</source>
        <translation>Warte, bis alle gespielt haben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll: {0}&lt;/b&gt; — Confirm or Change?</source>
        <translation>&lt;b&gt;Wurf: {0}&lt;/b&gt; — bestätigen oder ändern?</translation>
    </message>
    <message>
        <source>1… then 0, 1 or 2 for 10, 11, 12</source>
        <translation>1… dann 0, 1 oder 2 für 10, 11, 12</translation>
    </message>
    <message>
        <source>Click the sum or type it.</source>
        <translation>Klicke die Summe an oder tippe sie ein.</translation>
    </message>
    <message>
        <source>{0} die&apos;s value</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Wert des {0}en Würfels</translation>
    </message>
    <message>
        <source>Real dice:</source>
        <translation>Echte Würfel:</translation>
    </message>
    <message>
        <source>E&amp;nter the dice</source>
        <translation>Würfel &amp;eingeben</translation>
    </message>
</context>
<context>
    <name>RecoveredGamesWindow</name>
    <message>
        <source>No games are kept.</source>
        <translation>Es sind keine Spiele aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n kept game(s)?</source>
        <translation>
            <numerusform>%n aufbewahrtes Spiel löschen?</numerusform>
            <numerusform>%n aufbewahrte Spiele löschen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They go to the trash, from where they can still be restored.</source>
        <translation>
            <numerusform>Es kommt in den Papierkorb und kann von dort wiederhergestellt werden.</numerusform>
            <numerusform>Sie kommen in den Papierkorb und können von dort wiederhergestellt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message numerus="yes">
        <source>The trash cannot take %n kept game(s). Delete them for good?</source>
        <translation>
            <numerusform>Der Papierkorb kann %n aufbewahrtes Spiel nicht aufnehmen. Endgültig löschen?</numerusform>
            <numerusform>Der Papierkorb kann %n aufbewahrte Spiele nicht aufnehmen. Endgültig löschen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They cannot be restored afterwards.</source>
        <translation>
            <numerusform>Es kann danach nicht wiederhergestellt werden.</numerusform>
            <numerusform>Sie können danach nicht wiederhergestellt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete for &amp;Good</source>
        <translation>&amp;Endgültig löschen</translation>
    </message>
    <message>
        <source>Delete Kept Games</source>
        <translation>Aufbewahrte Spiele löschen</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be deleted:</source>
        <translation>
            <numerusform>%n aufbewahrtes Spiel konnte nicht gelöscht werden:</numerusform>
            <numerusform>%n aufbewahrte Spiele konnten nicht gelöscht werden:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) had already been removed by another program:</source>
        <translation>
            <numerusform>%n aufbewahrtes Spiel war schon von einem anderen Programm entfernt worden:</numerusform>
            <numerusform>%n aufbewahrte Spiele waren schon von einem anderen Programm entfernt worden:</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>Aufbewahrte Spiele</translation>
    </message>
    <message>
        <source>Nothing else was changed.</source>
        <translation>Sonst wurde nichts geändert.</translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) moved to the trash.</source>
        <translation>
            <numerusform>%n aufbewahrtes Spiel in den Papierkorb verschoben.</numerusform>
            <numerusform>%n aufbewahrte Spiele in den Papierkorb verschoben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) deleted for good.</source>
        <translation>
            <numerusform>%n aufbewahrtes Spiel endgültig gelöscht.</numerusform>
            <numerusform>%n aufbewahrte Spiele endgültig gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) left as they were.</source>
        <translation>
            <numerusform>%n aufbewahrtes Spiel bleibt, wie es war.</numerusform>
            <numerusform>%n aufbewahrte Spiele bleiben, wie sie waren.</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder {0} is read-only or may not be changed</source>
        <translation>der Ordner {0} ist schreibgeschützt oder darf nicht geändert werden</translation>
    </message>
    <message>
        <source>Recovered Games</source>
        <translation>Gerettete Spiele</translation>
    </message>
    <message>
        <source>Unfinished games you abandoned or did not resume, newest first. Open one to play on, or delete those you no longer need.</source>
        <translation>Nicht beendete Spiele, die du aufgegeben oder nicht fortgesetzt hast, die neuesten zuerst. Öffne eines, um weiterzuspielen, oder lösche die, die du nicht mehr brauchst.</translation>
    </message>
    <message>
        <source>Double-click a game to play it on</source>
        <translation>Doppelklicke auf ein Spiel, um es weiterzuspielen</translation>
    </message>
    <message>
        <source>kept games</source>
        <translation>aufbewahrte Spiele</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Play the selected game on in the main window</source>
        <translation>Das gewählte Spiel im Hauptfenster weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Move the selected games to the trash ({key})</source>
        <translation>Die gewählten Spiele in den Papierkorb verschieben ({key})</translation>
    </message>
    <message>
        <source>Delete Older Than &amp;30 Days…</source>
        <translation>Älter als &amp;30 Tage löschen…</translation>
    </message>
    <message>
        <source>Select the games kept more than 30 days ago and move them to the trash</source>
        <translation>Die vor mehr als 30 Tagen aufbewahrten Spiele wählen und in den Papierkorb verschieben</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>RemoteSeatsDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Netzwerkspiel hosten</translation>
    </message>
    <message>
        <source>Who plays on another computer?</source>
        <translation>Wer spielt an einem anderen Computer?</translation>
    </message>
</context>
<context>
    <name>ReplaySheets</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The caption over a player&apos;s sheet in the replay: &quot;Ann · 41 points&quot;</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay of {title} — Knaster</source>
        <extracomment>The replay window&apos;s title; {title}: the game&apos;s file name</extracomment>
        <translation>Nachspielen: {title} — Knaster</translation>
    </message>
    <message>
        <source>Replay — Knaster</source>
        <translation>Nachspielen — Knaster</translation>
    </message>
    <message>
        <source>{file}, line {line}: {problem}</source>
        <extracomment>A transcript that does not check: its file, the line and the problem</extracomment>
        <translation>{file}, Zeile {line}: {problem}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Step {position} of {last}</source>
        <translation>Schritt {position} von {last}</translation>
    </message>
    <message>
        <source>{step} · game over</source>
        <translation>{step} · Spiel vorbei</translation>
    </message>
    <message>
        <source>{step} — {what}</source>
        <translation>{step} — {what}</translation>
    </message>
    <message>
        <source>Replay Game</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Partie kann nicht nachgespielt werden</translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation>Vor dem ersten Wurf</translation>
    </message>
    <message>
        <source>rolls of the game</source>
        <translation>Würfe des Spiels</translation>
    </message>
    <message>
        <source>Every roll of the game; pick one to see the sheets after it</source>
        <translation>Jeder Wurf des Spiels; wähle einen, um die Blätter danach zu sehen</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>Before the first roll ({key})</source>
        <translation>Vor dem ersten Wurf ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>One roll back ({key})</source>
        <translation>Einen Wurf zurück ({key})</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>One roll forward ({key})</source>
        <translation>Einen Wurf vor ({key})</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>The last roll ({key})</source>
        <translation>Der letzte Wurf ({key})</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Replay a saved game; the game being played stays as it is</source>
        <translation>Eine gespeicherte Partie nachspielen; das laufende Spiel bleibt, wie es ist</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Replay of {0}</source>
        <translation>Nachspielen: {0}</translation>
    </message>
    <message>
        <source>{0} · sheet {1} · {2} points</source>
        <translation>{0} · Blatt {1} · {2} Punkte</translation>
    </message>
    <message>
        <source>Before the first throw.</source>
        <translation>Vor dem ersten Wurf.</translation>
    </message>
    <message>
        <source>Step {0} of {1}: {2}</source>
        <translation>Schritt {0} von {1}: {2}</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>You scored {0} points.</source>
        <translation>Du hast {0} Punkte erreicht.</translation>
    </message>
    <message>
        <source>{0} wins with {1} points.</source>
        <translation>{0} gewinnt mit {1} Punkten.</translation>
    </message>
    <message>
        <source>{0} share the win with {1} points.</source>
        <translation>{0} teilen sich den Sieg mit {1} Punkten.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Row {0}</source>
        <translation>Zeile {0}</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Spectacular!! {0} points or more: the best possible play reaches that in only 1 game out of 10.</source>
        <translation>Spektakulär!! {0} Punkte oder mehr: Das bestmögliche Spiel erreicht das nur in 1 von 10 Partien.</translation>
    </message>
    <message>
        <source>Excellent! {0} points or more: the best possible play reaches that in half its games.</source>
        <translation>Hervorragend! {0} Punkte oder mehr: Das bestmögliche Spiel erreicht das in der Hälfte seiner Partien.</translation>
    </message>
    <message>
        <source>Good: {0} points or more. The best possible play reaches that in 9 games out of 10.</source>
        <translation>Gut: {0} Punkte oder mehr. Das bestmögliche Spiel erreicht das in 9 von 10 Partien.</translation>
    </message>
    <message>
        <source>Try again: {0} points or more is good (the best possible play reaches that in 9 games out of 10).</source>
        <translation>Versuch es noch einmal: {0} Punkte oder mehr sind gut (das bestmögliche Spiel erreicht das in 9 von 10 Partien).</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Kreise</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>White fields of scored lines:</source>
        <translation>Weiße Felder gewerteter Reihen:</translation>
    </message>
    <message>
        <source>Circled numbers:</source>
        <translation>Eingekreiste Zahlen:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Summe:</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s)</source>
        <translation>
            <numerusform>Spiel vorbei: %n Punkt</numerusform>
            <numerusform>Spiel vorbei: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>no line scored</source>
        <translation>keine Reihe gewertet</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n point(s)!</source>
        <translation>
            <numerusform>{player} gewinnt mit %n Punkt!</numerusform>
            <numerusform>{player} gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} share the win with %n point(s)!</source>
        <extracomment>{players}: the winners&apos; names joined, &quot;Ann and Bob&quot;</extracomment>
        <translation>
            <numerusform>{players} teilen sich den Sieg mit %n Punkt!</numerusform>
            <numerusform>{players} teilen sich den Sieg mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{first} and {last}</source>
        <extracomment>Two items of a list, e.g. two player names or two lines: &quot;Ann and Bob&quot;</extracomment>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <extracomment>The start of a list of three or more: &quot;Ann, Bob and Cy&quot; is &quot;Ann&quot; + &quot;, &quot; + &quot;Bob and Cy&quot;</extracomment>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>ein Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is longer than {most} characters</source>
        <translation>&apos;{name}&apos; ist länger als {most} Zeichen</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains a space; use letters, digits, _ or -</source>
        <translation>&apos;{name}&apos; enthält ein Leerzeichen; verwende Buchstaben, Ziffern, _ oder -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains &apos;{char}&apos;; use letters, digits, _ or -</source>
        <extracomment>{char}: the character that may not be in a name</extracomment>
        <translation>&apos;{name}&apos; enthält &apos;{char}&apos;; verwende Buchstaben, Ziffern, _ oder -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a keyword of the transcript and cannot be a name</source>
        <translation>&apos;{name}&apos; ist ein Schlüsselwort des Spielprotokolls und kann kein Name sein</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules text could not be read: {0}</source>
        <translation>Der Regeltext konnte nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>{game} Rules</source>
        <translation>{game} – Regeln</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Chapter {number} of {count}</source>
        <translation>Kapitel {number} von {count}</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Dein Blatt</translation>
    </message>
    <message>
        <source>Knaster is a dice game for 1 to 12 players. Everybody has a sheet like this one: a green grid of 5 × 5 empty cells. The columns are called a to e, the rows 1 to 5, so the top left cell is a1.</source>
        <translation>Knaster ist ein Würfelspiel für 1 bis 12 Spieler. Alle haben ein Blatt wie dieses: ein grünes Raster aus 5 × 5 leeren Feldern. Die Spalten heißen a bis e, die Zeilen 1 bis 5; das Feld oben links ist also a1.</translation>
    </message>
    <message>
        <source>The grid has 12 &lt;b&gt;lines&lt;/b&gt;: 5 rows, 5 columns and 2 diagonals. Each line ends in a &lt;b&gt;white field&lt;/b&gt; with its points: on side A the rows pay 9, 8, 7, 6, 5 from the top, the columns 9, 8, 7, 6, 5 from the left and each diagonal 10.</source>
        <translation>Das Raster hat 12 &lt;b&gt;Reihen&lt;/b&gt;: 5 Zeilen, 5 Spalten und 2 Diagonalen. Jede Reihe endet in einem &lt;b&gt;weißen Feld&lt;/b&gt; mit ihren Punkten: Auf Seite A bringen die Zeilen von oben 9, 8, 7, 6, 5, die Spalten von links 9, 8, 7, 6, 5 und jede Diagonale 10.</translation>
    </message>
    <message>
        <source>Side B of the pad is the mirror image: there the rows pay 5, 6, 7, 8, 9 from the top and the columns 5, 6, 7, 8, 9 from the left. You choose the side in New Game.</source>
        <translation>Seite B des Blocks ist das Spiegelbild: Dort bringen die Zeilen von oben 5, 6, 7, 8, 9 und die Spalten von links 5, 6, 7, 8, 9. Die Seite wählst du unter Neues Spiel.</translation>
    </message>
    <message>
        <source>On the left, the &lt;b&gt;legend&lt;/b&gt; lists the six combinations and how many bonus circles each earns. Below it, the &lt;b&gt;score box&lt;/b&gt; adds up your points at the end.</source>
        <translation>Links zählt die &lt;b&gt;Legende&lt;/b&gt; die sechs Kombinationen auf und wie viele Bonuskreise jede bringt. Darunter zählt das &lt;b&gt;Punktefeld&lt;/b&gt; am Ende deine Punkte zusammen.</translation>
    </message>
    <message>
        <source>A new sheet, side A.</source>
        <translation>Ein neues Blatt, Seite A.</translation>
    </message>
    <message>
        <source>A round: roll, then write or circle</source>
        <translation>Würfeln, eintragen oder einkreisen</translation>
    </message>
    <message>
        <source>Two dice are rolled and everybody uses their &lt;b&gt;sum&lt;/b&gt; (2 to 12), all at the same time. In the app you roll with the Roll button or the R key.</source>
        <translation>Zwei Würfel werden geworfen, und alle nutzen gleichzeitig ihre &lt;b&gt;Augensumme&lt;/b&gt; (2 bis 12). In der App würfelst du mit der Schaltfläche „Würfeln“ oder der Taste R.</translation>
    </message>
    <message>
        <source>Then everybody does exactly one thing: &lt;b&gt;write&lt;/b&gt; the sum into any empty cell, or &lt;b&gt;circle&lt;/b&gt; one cell that already holds that number and is not circled yet (only one, even if several cells hold it).</source>
        <translation>Dann tut jeder genau eines: die Summe in ein beliebiges leeres Feld &lt;b&gt;eintragen&lt;/b&gt; oder ein Feld &lt;b&gt;einkreisen&lt;/b&gt;, in dem diese Zahl schon steht und das noch nicht eingekreist ist (nur eines, auch wenn mehrere Felder sie enthalten).</translation>
    </message>
    <message>
        <source>You may always write while an empty cell is left, even if you could circle. Only when your grid is full and no uncircled cell holds the number do you pass.</source>
        <translation>Du darfst immer eintragen, solange ein Feld leer ist, auch wenn du einkreisen könntest. Nur wenn dein Raster voll ist und kein noch nicht eingekreistes Feld die Zahl enthält, setzt du aus.</translation>
    </message>
    <message>
        <source>A 7 was written in c3, then a 5 in b2 and a 9 in d4. When 7 came again, the 7 in c3 was circled.</source>
        <translation>Eine 7 wurde in c3 eingetragen, dann eine 5 in b2 und eine 9 in d4. Als wieder eine 7 kam, wurde die 7 in c3 eingekreist.</translation>
    </message>
    <message>
        <source>Full lines and bonus circles</source>
        <translation>Volle Reihen und Bonuskreise</translation>
    </message>
    <message>
        <source>When a write puts the fifth number into a line, look at its five numbers (their order and the circles do not matter). If they form a combination of the legend, you &lt;b&gt;must at once circle&lt;/b&gt; that many uncircled cells of that line, any of them. Later is too late.</source>
        <translation>Wenn ein Eintrag die fünfte Zahl in eine Reihe bringt, sieh dir ihre fünf Zahlen an (Reihenfolge und Kreise spielen keine Rolle). Bilden sie eine Kombination der Legende, &lt;b&gt;musst du sofort&lt;/b&gt; so viele noch nicht eingekreiste Felder dieser Reihe &lt;b&gt;einkreisen&lt;/b&gt;, beliebige. Später ist zu spät.</translation>
    </message>
    <message>
        <source>Three of a kind and two pairs give 1 circle; four of a kind and a full house 2; five of a kind and a straight (five numbers in a row) 3. One pair only, or five different numbers not in a row, give nothing.</source>
        <translation>Drilling und Zwei Paare bringen 1 Kreis; Vierling und Full House 2; Fünfling und Straße (fünf aufeinanderfolgende Zahlen) 3. Nur ein Paar oder fünf verschiedene Zahlen, die keine Straße bilden, bringen nichts.</translation>
    </message>
    <message>
        <source>If fewer uncircled cells are left in the line, circle all that are left. One write can complete 2, 3 or even 4 lines at once: then you handle them one after the other, &lt;b&gt;in the order you choose&lt;/b&gt;. A line&apos;s uncircled cells are counted when its turn comes, so circles made for the first line can leave fewer for the next.</source>
        <translation>Sind in der Reihe weniger nicht eingekreiste Felder übrig, kreise alle übrigen ein. Ein Eintrag kann 2, 3 oder sogar 4 Reihen auf einmal füllen: Dann behandelst du sie nacheinander, &lt;b&gt;in der Reihenfolge deiner Wahl&lt;/b&gt;. Die nicht eingekreisten Felder einer Reihe werden erst gezählt, wenn sie drankommt; Kreise für die erste Reihe können also für die nächste weniger übrig lassen.</translation>
    </message>
    <message>
        <source>A house rule, Quick end in New Game, leaves out that extra round: the game then ends with the round in which the first grid fills.</source>
        <translation>Eine Hausregel, „Schnelles Ende“ unter „Neues Spiel“, lässt diese zusätzliche Runde weg: Das Spiel endet dann mit der Runde, in der das erste Raster voll wird.</translation>
    </message>
    <message>
        <source>Your score is the points of your circled white fields plus &lt;b&gt;1 point for every circled cell&lt;/b&gt;. The highest score wins; equal highest scores share the win. In a solo game above 50 is good, above 80 excellent and above 100 spectacular.</source>
        <translation>Deine Punktzahl ist die Summe der Punkte deiner eingekreisten weißen Felder plus &lt;b&gt;1 Punkt für jedes eingekreiste Feld&lt;/b&gt;. Die höchste Punktzahl gewinnt; bei Gleichstand teilen sich die Spieler den Sieg. Im Solospiel sind mehr als 50 Punkte gut, mehr als 80 hervorragend und mehr als 100 spektakulär.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the frame on the sheet, {enter} or {space} writes or circles, R rolls, {undo} takes back your last step of this roll and H shows a hint; H again or {enter} plays it.</source>
        <translation>Mit der Tastatur: Die Pfeiltasten bewegen den Rahmen auf dem Blatt, {enter} oder {space} trägt ein bzw. kreist ein, R würfelt, {undo} nimmt deinen letzten Schritt bei diesem Wurf zurück, und H zeigt einen Tipp; H noch einmal oder {enter} spielt ihn.</translation>
    </message>
    <message>
        <source>7, 10, 8, 6 and 9 in the diagonal from a1 to e5 make a straight: three bonus circles in that diagonal, here a1, c3 and e5.</source>
        <translation>7, 10, 8, 6 und 9 in der Diagonale von a1 bis e5 ergeben eine Straße: drei Bonuskreise in dieser Diagonale, hier a1, c3 und e5.</translation>
    </message>
    <message>
        <source>A full house</source>
        <translation>Ein Full House</translation>
    </message>
    <message>
        <source>A full house is three equal numbers and two other equal numbers, in any order. The legend says it earns 2 bonus circles.</source>
        <translation>Ein Full House besteht aus drei gleichen Zahlen und zwei anderen gleichen Zahlen, in beliebiger Reihenfolge. Laut Legende bringt es 2 Bonuskreise.</translation>
    </message>
    <message>
        <source>You choose which cells of the line to circle. A good choice keeps numbers uncircled that you expect to roll again, because you can circle them later with a roll.</source>
        <translation>Du wählst, welche Felder der Reihe du einkreist. Klug ist es, Zahlen nicht einzukreisen, die du wahrscheinlich wieder würfelst, denn die kannst du später mit einem Wurf einkreisen.</translation>
    </message>
    <message>
        <source>Row 2 holds 5, 5, 7, 5, 7: a full house. Two of its cells were circled.</source>
        <translation>Zeile 2 enthält 5, 5, 7, 5, 7: ein Full House. Zwei ihrer Felder wurden eingekreist.</translation>
    </message>
    <message>
        <source>A fully circled line scores</source>
        <translation>Eine ganz eingekreiste Reihe zählt</translation>
    </message>
    <message>
        <source>When all five cells of a line hold numbers and &lt;b&gt;all five are circled&lt;/b&gt;, you earn the points of the line&apos;s white field: circle the white field. Bonus circles and circles by rolls count alike.</source>
        <translation>Wenn alle fünf Felder einer Reihe Zahlen enthalten und &lt;b&gt;alle fünf eingekreist sind&lt;/b&gt;, bekommst du die Punkte ihres weißen Feldes: Kreise das weiße Feld ein. Bonuskreise und Kreise durch Würfe zählen gleich.</translation>
    </message>
    <message>
        <source>One circle can finish several lines at once. A line scores only once.</source>
        <translation>Ein Kreis kann mehrere Reihen auf einmal vollenden. Jede Reihe wird nur einmal gewertet.</translation>
    </message>
    <message>
        <source>Row 4 (4, 9, 4, 9, 4) was a full house: two bonus circles. Rolls of 4, 9 and 4 circled the other three, so its white field&apos;s 6 points count.</source>
        <translation>Zeile 4 (4, 9, 4, 9, 4) war ein Full House: zwei Bonuskreise. Würfe von 4, 9 und 4 kreisten die anderen drei ein, also zählen die 6 Punkte ihres weißen Feldes.</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message>
        <source>The end of the game and the count</source>
        <translation>Das Spielende und die Wertung</translation>
    </message>
    <message>
        <source>When, after a round, a player&apos;s grid is full, &lt;b&gt;one more round&lt;/b&gt; is played. Then the game ends.</source>
        <translation>Wenn nach einer Runde das Raster eines Spielers voll ist, wird &lt;b&gt;noch eine Runde&lt;/b&gt; gespielt. Dann endet das Spiel.</translation>
    </message>
    <message>
        <source>This sheet scored these lines: {lines}.</source>
        <translation>Auf diesem Blatt wurden diese Reihen gewertet: {lines}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} points for the white fields and {circles} circled cells make {total} points.</source>
        <translation>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} Punkte für die weißen Felder und {circles} eingekreiste Felder ergeben {total} Punkte.</translation>
    </message>
    <message>
        <source>A finished sheet, the rulebook&apos;s example: {total} points.</source>
        <translation>Ein fertiges Blatt, das Beispiel aus der Spielregel: {total} Punkte.</translation>
    </message>
    <message>
        <source>Playing in the app</source>
        <translation>Spielen in der App</translation>
    </message>
    <message>
        <source>Point at a cell: the sheet shows faintly what a click would do, and the status bar says it. Click to write or circle; a click that is not allowed changes nothing, and the status bar says why.</source>
        <translation>Fahre mit der Maus über ein Feld: Das Blatt zeigt blass, was ein Klick bewirken würde, und die Statusleiste beschreibt es. Klicke, um einzutragen oder einzukreisen; ein nicht erlaubter Klick ändert nichts, und die Statusleiste sagt, warum.</translation>
    </message>
    <message>
        <source>When one write completes several lines with a bonus, click the white field of the line you want to handle first (or one of its cells that is in none of the other lines), then circle its bonus cells.</source>
        <translation>Füllt ein Eintrag mehrere Reihen mit Bonus, klicke auf das weiße Feld der Reihe, die du zuerst behandeln willst (oder auf eines ihrer Felder, das in keiner der anderen Reihen liegt), und kreise dann die Felder für ihren Bonus ein.</translation>
    </message>
    <message>
        <source>Tips: 7 is the most common sum, then 6 and 8; 2 and 12 are rare. The centre cell belongs to four lines. Circles make a large part of a good score, so balance writing new numbers and circling old ones.</source>
        <translation>Tipps: 7 ist die häufigste Summe, dann 6 und 8; 2 und 12 sind selten. Das mittlere Feld gehört zu vier Reihen. Kreise machen einen großen Teil einer guten Punktzahl aus, also halte das Eintragen neuer Zahlen und das Einkreisen alter im Gleichgewicht.</translation>
    </message>
    <message>
        <source>Help &gt; First Game Guide plays a short game with you, step by step.</source>
        <translation>Hilfe &gt; Anleitung fürs erste Spiel spielt Schritt für Schritt eine kurze Partie mit dir.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>solo games</source>
        <translation>Solospiele</translation>
    </message>
    <message>
        <source>of solo games</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her pro jednoho&quot;)</extracomment>
        <translation>der Solospiele</translation>
    </message>
    <message>
        <source>score distribution chart</source>
        <translation>Diagramm der Punkteverteilung</translation>
    </message>
    <message>
        <source>number of {0} by points</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot;; {0:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>Anzahl der {0} nach Punkten</translation>
    </message>
    <message>
        <source>No {0} yet.</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot; ({0:of}: &quot;of solo games&quot;)</extracomment>
        <translation>Noch keine {0}.</translation>
    </message>
    <message>
        <source>points (bands of {0}); bar height: number of {1}</source>
        <extracomment>{1}: what a bar counts, &quot;solo games&quot;; {1:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>Punkte (in Stufen zu je {0}); Balkenhöhe: Anzahl der {1}</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Player</source>
        <extracomment>A player&apos;s name until someone types theirs (numbered when there are more: &quot;Player2&quot;). One word of letters only, as a player&apos;s name must be</extracomment>
        <translation>Spieler</translation>
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
        <translation>Einstellungen — Knaster</translation>
    </message>
    <message>
        <source>For the next new game</source>
        <translation>Für das nächste neue Spiel</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>Blatt&amp;seite:</translation>
    </message>
    <message>
        <source>&amp;End of the game:</source>
        <translation>Spielen&amp;de:</translation>
    </message>
    <message>
        <source>While playing, in every game (applies at once)</source>
        <translation>Beim Spielen, in jedem Spiel (gilt sofort)</translation>
    </message>
    <message>
        <source>&amp;Hints available: what the strong computer player would do in your place (H)</source>
        <translation>&amp;Tipps verfügbar: was der starke Computerspieler an deiner Stelle täte (H)</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <source>&amp;Coordinates on Knaster&apos;s sheet (a to e, 1 to 5)</source>
        <translation>&amp;Koordinaten auf dem Knaster-Blatt (a bis e, 1 bis 5)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>Tem&amp;po der Animationen:</translation>
    </message>
    <message>
        <source>Default players (for the next new game)</source>
        <translation>Standardspieler (für das nächste neue Spiel)</translation>
    </message>
    <message>
        <source>default players</source>
        <translation>Standardspieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>&amp;Add Player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Player</source>
        <translation>Spieler &amp;entfernen</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Settings — {0}</source>
        <translation>Einstellungen — {0}</translation>
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
        <translation>Ein Spiel hat höchstens {0} Spieler.</translation>
    </message>
    <message>
        <source>Player {0}: {1}.</source>
        <translation>Spieler {0}: {1}.</translation>
    </message>
    <message>
        <source>Player {0}: {1} is already in the list.</source>
        <translation>Spieler {0}: {1} steht schon in der Liste.</translation>
    </message>
</context>
<context>
    <name>SheetAccessibility</name>
    <message>
        <source>row {0}</source>
        <translation>Zeile {0}</translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation>Spalte {0}</translation>
    </message>
    <message>
        <source>{0} field</source>
        <translation>weißes Feld der {0}</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{0}, circled</source>
        <translation>{0}, eingekreist</translation>
    </message>
    <message>
        <source>{0}, scored</source>
        <translation>{0}, gewertet</translation>
    </message>
    <message>
        <source>{0}: {1} for lines, {2}</source>
        <translation>{0}: {1} für Reihen, {2}</translation>
    </message>
</context>
<context>
    <name>SheetHeader</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The total of a finished sheet in its printed header: &quot;87 points&quot;</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <extracomment>The date in a printed sheet&apos;s header, as a QLocale pattern: d day, MMM month&apos;s short name</extracomment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <extracomment>The player&apos;s place among the players of a finished game: &quot;rank 1&quot;</extracomment>
        <translation>Platz {rank}</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>Spiel läuft</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Knaster sheet</source>
        <translation>Knaster-Blatt</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet · look only</source>
        <extracomment>The title over another player&apos;s sheet, shown but not played</extracomment>
        <translation>Blatt von {player} · nur zum Ansehen</translation>
    </message>
    <message>
        <source>{player}&apos;s turn · roll {roll}</source>
        <extracomment>The title over the sheet of the player whose turn it is, and the sum rolled</extracomment>
        <translation>{player} ist dran · Wurf {roll}</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet</source>
        <translation>Blatt von {player}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Solospiele</translation>
    </message>
    <message>
        <source>With others</source>
        <translation>Mit anderen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Players and points</source>
        <translation>Spieler und Punkte</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>over {0}</source>
        <translation>über {0}</translation>
    </message>
    <message>
        <source>{0}–{1}</source>
        <translation>{0}–{1}</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>Sp&amp;iel:</translation>
    </message>
    <message>
        <source>whose records are shown</source>
        <translation>das Spiel, dessen Statistik gezeigt wird</translation>
    </message>
    <message>
        <source>Cha&amp;rt of:</source>
        <translation>&amp;Diagramm für:</translation>
    </message>
    <message>
        <source>whose games the chart shows</source>
        <translation>wessen Spiele das Diagramm zeigt</translation>
    </message>
    <message>
        <source>Cannot read the records</source>
        <translation>Statistik kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>{0} Nothing was changed; try again later (another program may be using the file).</source>
        <translation>{0} Nichts wurde geändert; versuche es später noch einmal (vielleicht benutzt ein anderes Programm die Datei).</translation>
    </message>
    <message>
        <source>Statistics — {0}</source>
        <translation>Statistik — {0}</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Solo games (everyone)</source>
        <translation>Solospiele (alle)</translation>
    </message>
    <message>
        <source>All players, every game</source>
        <translation>Alle Spieler, alle Spiele</translation>
    </message>
    <message>
        <source>{0}: every game</source>
        <translation>{0}: alle Spiele</translation>
    </message>
    <message>
        <source>results (every player, every game)</source>
        <translation>Ergebnisse (alle Spieler, alle Spiele)</translation>
    </message>
    <message>
        <source>of results (every player, every game)</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;výsledků (...)&quot;)</extracomment>
        <translation>der Ergebnisse (alle Spieler, alle Spiele)</translation>
    </message>
    <message>
        <source>games of {0}</source>
        <translation>Partien von {0}</translation>
    </message>
    <message>
        <source>of games of {0}</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her hráče Ann&quot;)</extracomment>
        <translation>der Partien von {0}</translation>
    </message>
    <message>
        <source>Best solo game: &lt;b&gt;{0}&lt;/b&gt; points ({1}, {2}).</source>
        <translation>Bestes Solospiel: &lt;b&gt;{0}&lt;/b&gt; Punkte ({1}, {2}).</translation>
    </message>
    <message>
        <source>No solo game finished yet.</source>
        <translation>Noch kein Solospiel beendet.</translation>
    </message>
    <message>
        <source>Solo results by rating: {0}.</source>
        <translation>Soloergebnisse nach Wertung: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; finished game(s) stored.</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; beendete Partie gespeichert.</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; beendete Partien gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The records are kept in memory only this session.</source>
        <translation>Die Statistik wird in dieser Sitzung nur im Speicher gehalten.</translation>
    </message>
    <message>
        <source>Cannot export records</source>
        <translation>Statistik kann nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {0}.</source>
        <translation>
            <numerusform>%n Zeile nach {0} exportiert.</numerusform>
            <numerusform>%n Zeilen nach {0} exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Records</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Partie kann nicht nachgespielt werden</translation>
    </message>
    <message>
        <source>The game could not be read ({0}).</source>
        <translation>Das Spiel konnte nicht gelesen werden ({0}).</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <source>Statistics — Knaster</source>
        <translation>Statistik — Knaster</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Übersicht</translation>
    </message>
    <message>
        <source>Solo &amp;High Scores</source>
        <translation>Solo-&amp;Bestenliste</translation>
    </message>
    <message>
        <source>solo high scores</source>
        <translation>Solo-Bestenliste</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Spiele&amp;r</translation>
    </message>
    <message>
        <source>Double-click a player to list their games</source>
        <translation>Doppelklicke auf einen Spieler, um dessen Partien aufzulisten</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partien</translation>
    </message>
    <message>
        <source>Games o&amp;f:</source>
        <translation>Partien &amp;von:</translation>
    </message>
    <message>
        <source>Double-click a game to replay it</source>
        <translation>Doppelklicke auf eine Partie, um sie nachzuspielen</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Every stored game, one row per player, as a CSV file for a spreadsheet</source>
        <translation>Jede gespeicherte Partie, eine Zeile pro Spieler, als CSV-Datei für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <source>Showing {player}&apos;s sheet (look only). Click the card of the player whose turn it is to go back.</source>
        <translation>Hier siehst du das Blatt von {player} (nur zum Ansehen). Klicke auf die Karte des Spielers, der dran ist, um zurückzukehren.</translation>
    </message>
    <message>
        <source>Hints are switched off in the settings.</source>
        <translation>Tipps sind in den Einstellungen ausgeschaltet.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is: roll first.</source>
        <translation>Ein Tipp gilt dem Spieler, der dran ist: Würfle zuerst.</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <extracomment>{reason}: the suggested move and why, e.g. &quot;write 7 in c3: completes row 3 ...&quot;</extracomment>
        <translation>Tipp: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Game over — {player} wins with %n point(s)</source>
        <extracomment>The turn banner at the end; {player}: the winner&apos;s name (in bold)</extracomment>
        <translation>
            <numerusform>Spiel vorbei — {player} gewinnt mit %n Punkt</numerusform>
            <numerusform>Spiel vorbei — {player} gewinnt mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over — {players} share the win with %n point(s)</source>
        <extracomment>{players}: the winners&apos; names, &quot;Ann and Bob&quot; (in bold)</extracomment>
        <translation>
            <numerusform>Spiel vorbei — {players} teilen sich den Sieg mit %n Punkt</numerusform>
            <numerusform>Spiel vorbei — {players} teilen sich den Sieg mit %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (computer, {level}) is playing the {roll}…</source>
        <extracomment>{player}: a computer player (in bold); {level}: easy, medium or strong</extracomment>
        <translation>{player} (Computer, {level}) spielt die {roll}…</translation>
    </message>
    <message>
        <source>{player}, your turn — roll {roll}</source>
        <extracomment>{player}: whose turn it is (in bold); {roll}: the sum rolled (large)</extracomment>
        <translation>{player}, du bist dran — Wurf {roll}</translation>
    </message>
    <message>
        <source>{text} · showing {player}&apos;s sheet</source>
        <extracomment>The banner, while another player&apos;s sheet is shown large</extracomment>
        <translation>{text} · Blatt von {player} wird gezeigt</translation>
    </message>
    <message>
        <source>Waiting for {players} to play the {roll}…</source>
        <extracomment>A network game: {players} (in bold) play the roll on their own computers</extracomment>
        <translation>Warten auf {players} (Wurf {roll})…</translation>
    </message>
    <message>
        <source>rolls on another computer</source>
        <extracomment>After &quot;Next roll: Bob —&quot;: a player on another computer rolls there</extracomment>
        <translation>würfelt an einem anderen Computer</translation>
    </message>
    <message>
        <source>enter the real dice</source>
        <translation>gib die echten Würfel ein</translation>
    </message>
    <message>
        <source>rolls by itself</source>
        <extracomment>After &quot;Next roll: Cid —&quot;: a computer player rolls, nobody presses R</extracomment>
        <translation>würfelt von selbst</translation>
    </message>
    <message>
        <source>press R</source>
        <translation>drücke R</translation>
    </message>
    <message>
        <source>New game: {player} rolls first — {how}</source>
        <extracomment>{player}: who rolls first (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Neues Spiel: {player} würfelt zuerst — {how}</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}. Next roll: {player} — {how}</source>
        <extracomment>{player}: who rolls next (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Alle haben die {roll} gespielt. Nächster Wurf: {player} — {how}</translation>
    </message>
    <message>
        <source>{player} rolls first</source>
        <translation>{player} würfelt zuerst</translation>
    </message>
    <message>
        <source>{player} rolled</source>
        <extracomment>Beside the dice: who rolled them</extracomment>
        <translation>{player} hat gewürfelt</translation>
    </message>
    <message>
        <source>{rolled} · next: {player}</source>
        <extracomment>Beside the dice: who rolled them, and who rolls next</extracomment>
        <translation>{rolled} · als Nächstes: {player}</translation>
    </message>
</context>
<context>
    <name>_Counts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n Kreis</numerusform>
            <numerusform>%n Kreise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>circle %n number(s)</source>
        <extracomment>The bonus circles to draw: &quot;circle 2 numbers&quot;</extracomment>
        <translation>
            <numerusform>%n Zahl einkreisen</numerusform>
            <numerusform>%n Zahlen einkreisen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Circle %n more number(s) {line:in}.</source>
        <extracomment>{line:in}: where, &quot;in row 3&quot;</extracomment>
        <translation>
            <numerusform>Kreise noch %n Zahl {line:in} ein.</numerusform>
            <numerusform>Kreise noch %n Zahlen {line:in} ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scores %n point(s)!</source>
        <translation>
            <numerusform>{line} bringt %n Punkt!</numerusform>
            <numerusform>{line} bringt %n Punkte!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s).</source>
        <translation>
            <numerusform>Spiel vorbei: %n Punkt.</numerusform>
            <numerusform>Spiel vorbei: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scored %n point(s)</source>
        <extracomment>{line}: &quot;row 3&quot;; it has been fully circled and scored its white field&apos;s points</extracomment>
        <translation>
            <numerusform>{line} hat %n Punkt gebracht</numerusform>
            <numerusform>{line} hat %n Punkte gebracht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) once all its five numbers are circled</source>
        <translation>
            <numerusform>{line}: %n Punkt, sobald alle fünf Zahlen eingekreist sind</numerusform>
            <numerusform>{line}: %n Punkte, sobald alle fünf Zahlen eingekreist sind</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>Cannot print to file</source>
        <translation>Drucken in eine Datei nicht möglich</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Knaster Qt is already running with the data folder {0}, but it does not answer. Close it (or end it) and start again.</source>
        <translation>Knaster Qt läuft schon mit dem Datenordner {0}, antwortet aber nicht. Schließe es (oder beende den Prozess) und starte es neu.</translation>
    </message>
</context>
<context>
    <name>registry</name>
    <message>
        <source>{0} games ({1})</source>
        <translation>{0}: gespeicherte Spiele ({1})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
</TS>
