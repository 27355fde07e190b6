<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: {credit}</source>
        <extracomment>Help &gt; About, one hosted game: its name (bold) and its entry&apos;s credit</extracomment>
        <translation>{game}&#xa0;: {credit}</translation>
    </message>
    <message>
        <source>Knaster Qt hosts these games, on sheets and boards that look and play like the printed ones:</source>
        <translation>Knaster Qt réunit ces jeux, sur des feuilles et des plateaux qui ressemblent aux imprimés et se jouent comme eux&#xa0;:</translation>
    </message>
    <message>
        <source>Knaster Qt is an unofficial companion app, made by fans. It is not affiliated with or endorsed by the games&apos; authors or publishers.</source>
        <translation>Knaster Qt est une application compagnon non officielle, faite par des fans. Elle n&apos;est ni affiliée aux auteurs ou aux éditeurs des jeux, ni approuvée par eux.</translation>
    </message>
    <message>
        <source>Knaster Qt is free software under the {0} License. &lt;i&gt;Licences…&lt;/i&gt; lists the parts it ships with and their licences.</source>
        <translation>Knaster Qt est un logiciel libre sous licence {0}. &lt;i&gt;Licences…&lt;/i&gt; liste les composants fournis et leurs licences.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licences…</translation>
    </message>
    <message>
        <source>The licence text {0} could not be read: {1}.</source>
        <translation>Le texte de licence {0} n&apos;a pas pu être lu&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>About Knaster Qt</source>
        <translation>À propos de Knaster Qt</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Pas encore de lancer</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>sum of the dice</source>
        <translation>somme des dés</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Lancer les deux dés (R)</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>{0} die, not thrown</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>dé {0}, pas lancé</translation>
    </message>
    <message>
        <source>{0} die showing {1}, last round&apos;s throw</source>
        <extracomment>Between two rounds, until the next throw. {0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;</extracomment>
        <translation>dé {0} montrant {1}, lancer du tour précédent</translation>
    </message>
    <message>
        <source>{0} die showing 1, stays</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>dé {0} montrant 1, reste</translation>
    </message>
    <message>
        <source>{0} die showing {1}, written</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>dé {0} montrant {1}, écrit</translation>
    </message>
    <message>
        <source>{0} die showing {1}</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>dé {0} montrant {1}</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>die showing {0}</source>
        <translation>dé montrant {0}</translation>
    </message>
    <message>
        <source>die, not rolled</source>
        <translation>dé, pas encore lancé</translation>
    </message>
</context>
<context>
    <name>ExactHit</name>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>black die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dé noir</translation>
    </message>
    <message>
        <source>black field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>champ noir</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>blue die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dé bleu</translation>
    </message>
    <message>
        <source>blue field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>champ bleu</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>yellow die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dé jaune</translation>
    </message>
    <message>
        <source>yellow field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>champ jaune</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>red die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dé rouge</translation>
    </message>
    <message>
        <source>red field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>champ rouge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>green die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dé vert</translation>
    </message>
    <message>
        <source>green field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>champ vert</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>white die</source>
        <extracomment>{colour:die}: the die of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte dobbelsteen&quot;)</extracomment>
        <translation>dé blanc</translation>
    </message>
    <message>
        <source>white field</source>
        <extracomment>{colour:field}: the field of this colour as it follows &quot;the&quot; (Dutch &quot;zwarte vak&quot;)</extracomment>
        <translation>champ blanc</translation>
    </message>
    <message>
        <source>This is row {0}; you write into row {1} now.</source>
        <translation>Ceci est la rangée {0}&#xa0;; vous écrivez maintenant dans la rangée {1}.</translation>
    </message>
    <message>
        <source>The {0} die is written here this turn ({key} takes it back).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Le dé {0} est écrit ici ce tour-ci ({key} le reprend).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here: an exact hit (bonus {2} → {3}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Écrivez ici le {1} {0}&#xa0;: un coup exact (bonus {2} → {3}).</translation>
    </message>
    <message>
        <source>Write the {0} {1} here (the field allows up to {2}).</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Écrivez ici le {1} {0} (le champ accepte jusqu&apos;à {2}).</translation>
    </message>
    <message>
        <source>Writing nothing this turn crosses this field (Done).</source>
        <translation>Si vous n&apos;écrivez rien ce tour-ci, ce champ est barré (Terminé).</translation>
    </message>
</context>
<context>
    <name>ExactHitController</name>
    <message>
        <source>It is not your turn to write.</source>
        <translation>Ce n&apos;est pas à vous d&apos;écrire.</translation>
    </message>
    <message>
        <source>The {0} die is written already this turn.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Le dé {0} est déjà écrit ce tour-ci.</translation>
    </message>
    <message>
        <source>Now click the {0} field of your row.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Cliquez maintenant sur le champ {0} de votre rangée.</translation>
    </message>
    <message>
        <source>Wrote the {0} {1}. Write more, take it back ({key}) or press Done.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Le {1} {0} est écrit. Écrivez-en d&apos;autres, reprenez-le ({key}) ou appuyez sur Terminé.</translation>
    </message>
    <message>
        <source>Write into your current row, row {0}.</source>
        <translation>Écrivez dans votre rangée actuelle, la rangée {0}.</translation>
    </message>
    <message>
        <source>The {0} die goes into the {0} field, not into the {1} one.</source>
        <extracomment>{0}, {1}: colours, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} and {1:field} &quot;black field&quot;</extracomment>
        <translation>Le dé {0} va dans le champ {0}, pas dans le champ {1}.</translation>
    </message>
    <message>
        <source>Took back the {0} die.</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>Dé {0} repris.</translation>
    </message>
    <message>
        <source>{0} throws again: enter the dice&apos;s new values.</source>
        <translation>{0} relance&#xa0;: saisissez les nouvelles valeurs des dés.</translation>
    </message>
</context>
<context>
    <name>ExactHitEntry</name>
    <message>
        <source>Sheet &amp;{letter}</source>
        <translation>Feuille &amp;{letter}</translation>
    </message>
    <message>
        <source>Each player has a different sheet; the thrower moves on each round and everyone answers the same dice.</source>
        <translation>Chaque joueur a une feuille différente&#xa0;; le lanceur change à chaque tour et tous utilisent les mêmes dés.</translation>
    </message>
    <message>
        <source>Thro&amp;w the Dice</source>
        <translation>&amp;Lancer les dés</translation>
    </message>
    <message>
        <source>Throw</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Lancer les six dés (R)</translation>
    </message>
    <message>
        <source>Throw the six dice: every player answers the same throw.</source>
        <translation>Lancer les six dés&#xa0;: tous les joueurs utilisent le même lancer.</translation>
    </message>
    <message>
        <source>Take back the last die written this turn ({key})</source>
        <translation>Reprendre le dernier dé écrit ce tour-ci ({key})</translation>
    </message>
    <message>
        <source>which dice to write for this throw, and whether to throw again</source>
        <extracomment>Settings, after &quot;Exact Hit: &quot; below the Hints box</extracomment>
        <translation>quels dés écrire pour ce lancer, et s&apos;il faut relancer</translation>
    </message>
    <message>
        <source>the six dice tumble, computer players throw and write at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Exact Hit: &quot;</extracomment>
        <translation>les six dés roulent, les joueurs ordinateur lancent et écrivent à un rythme visible</translation>
    </message>
    <message>
        <source>after a rulebook by {authors}, published by {publisher}; we do not know its title, and “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Exact Hit: &quot;; {authors}: two names joined with &quot;and&quot;; {name}: Exact Hit</extracomment>
        <translation>d&apos;après une règle du jeu de {authors}, publiée par {publisher}&#xa0;; nous n&apos;en connaissons pas le titre, et «&#xa0;{name}&#xa0;» est le nom que nous lui donnons</translation>
    </message>
</context>
<context>
    <name>ExactHitGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Exact Hit!&lt;/b&gt; This guide plays your first round with you. This is your sheet: five rows of six coloured fields, each with a number. You fill the top row first, with dice of the fields&apos; colours.</source>
        <translation>&lt;b&gt;Bienvenue dans Exact Hit&#xa0;!&lt;/b&gt; Ce guide joue votre première manche avec vous. Voici votre feuille&#xa0;: cinq rangées de six champs colorés, chacun avec un nombre. Vous remplissez d&apos;abord la rangée du haut, avec des dés de la couleur des champs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw the six dice&lt;/b&gt;: click &lt;i&gt;Throw&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Lancez les six dés&lt;/b&gt;&#xa0;: cliquez sur &lt;i&gt;Lancer&lt;/i&gt; ou appuyez sur R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The dice.&lt;/b&gt; Each die may go into the field of its colour in your row when its value is at most the field&apos;s number; the same value is an &lt;b&gt;exact hit&lt;/b&gt;. Unhappy with the throw? &lt;i&gt;Throw again&lt;/i&gt; throws every die not showing 1, once.</source>
        <translation>&lt;b&gt;Les dés.&lt;/b&gt; Chaque dé peut aller dans le champ de sa couleur de votre rangée si sa valeur ne dépasse pas le nombre du champ&#xa0;; la même valeur est un &lt;b&gt;coup exact&lt;/b&gt;. Le lancer ne vous plaît pas&#xa0;? &lt;i&gt;Relancer&lt;/i&gt; relance une fois tous les dés qui ne montrent pas 1.</translation>
    </message>
    <message>
        <source>No die fits your row this time: press &lt;b&gt;Done&lt;/b&gt;, and the first empty field of the row is crossed out.</source>
        <translation>Aucun dé ne va dans votre rangée cette fois&#xa0;: appuyez sur &lt;b&gt;Terminé&lt;/b&gt;, et le premier champ vide de la rangée est barré.</translation>
    </message>
    <message>
        <source>&lt;b&gt;An exact hit!&lt;/b&gt; The {colour} die shows {value}, the number of the ringed field: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>&lt;b&gt;Un coup exact&#xa0;!&lt;/b&gt; Le dé {colour} montre {value}, le nombre du champ entouré&#xa0;: cliquez sur le champ pour l&apos;écrire.</translation>
    </message>
    <message>
        <source>The {colour} die shows {value}, no more than the ringed field&apos;s {number}: click the field to write it.</source>
        <extracomment>{colour}: a colour, &quot;black&quot;; {colour:die} says &quot;black die&quot;, {colour:field} &quot;black field&quot;</extracomment>
        <translation>Le dé {colour} montre {value}, pas plus que le {number} du champ entouré&#xa0;: cliquez sur le champ pour l&apos;écrire.</translation>
    </message>
    <message>
        <source>Write more dice if you like (each into its own colour), then press &lt;b&gt;Done&lt;/b&gt;. Writing nothing would cross out the first empty field.</source>
        <translation>Écrivez d&apos;autres dés si vous voulez (chacun dans sa couleur), puis appuyez sur &lt;b&gt;Terminé&lt;/b&gt;. Sans rien écrire, le premier champ vide serait barré.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score.&lt;/b&gt; A finished row scores the dice written in it, plus a bonus for its exact hits. Play on as you like: the game ends when all five rows are full. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Votre score.&lt;/b&gt; Une rangée terminée rapporte les dés qui y sont écrits, plus un bonus pour ses coups exacts. Continuez à jouer à votre guise&#xa0;: la partie se termine quand les cinq rangées sont pleines. Aide &gt; Règles explique tout.</translation>
    </message>
</context>
<context>
    <name>ExactHitPlayArea</name>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>your sheet</source>
        <translation>votre feuille</translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation>Lancer les six dés (R)</translation>
    </message>
    <message>
        <source>Throw &amp;again</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>Throw every die not showing 1 once more (the dice showing 1 stay)</source>
        <translation>Relancer chaque dé qui ne montre pas 1 (les dés montrant 1 restent)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Garder</translation>
    </message>
    <message>
        <source>Keep these dice: no second throw this round</source>
        <translation>Garder ces dés&#xa0;: pas de second lancer ce tour-ci</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <source>Throw the dice to start (R).</source>
        <translation>Lancez les dés pour commencer (R).</translation>
    </message>
    <message>
        <source>{0} players.</source>
        <translation>{0} joueurs.</translation>
    </message>
    <message>
        <source>{0}&apos;s sheet</source>
        <translation>Feuille de {0}</translation>
    </message>
    <message>
        <source>&amp;Done: cross out a field</source>
        <translation>&amp;Terminé&#xa0;: barrer un champ</translation>
    </message>
    <message>
        <source>Sheet {0} · &lt;b&gt;{1} points&lt;/b&gt;</source>
        <translation>Feuille {0} · &lt;b&gt;{1} points&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (ordinateur)</translation>
    </message>
    <message>
        <source>sheet {0} · {1} points</source>
        <translation>feuille {0} · {1} points</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Tour {0}</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>rangée {0}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <extracomment>A network game: {0} plays on another computer; this screen waits for them</extracomment>
        <translation>En attente de {0}…</translation>
    </message>
    <message>
        <source>{0} throws: roll the real dice for them and enter the values.</source>
        <translation>{0} lance&#xa0;: lancez les vrais dés à sa place et saisissez les valeurs.</translation>
    </message>
    <message>
        <source>{0} throws again: roll the dice not showing 1 and enter them.</source>
        <translation>{0} relance&#xa0;: lancez les dés qui ne montrent pas 1 et saisissez-les.</translation>
    </message>
    <message>
        <source>{0} is playing…</source>
        <translation>{0} joue…</translation>
    </message>
    <message>
        <source>Throw the real dice and enter their values.</source>
        <translation>Lancez les vrais dés et saisissez leurs valeurs.</translation>
    </message>
    <message>
        <source>Throw the dice (R).</source>
        <translation>Lancez les dés (R).</translation>
    </message>
    <message>
        <source>{0} throws.</source>
        <translation>{0} lance.</translation>
    </message>
    <message>
        <source>Throw again (dice showing 1 stay) or keep — or write into {0} at once.</source>
        <translation>Relancez (les dés montrant 1 restent) ou gardez — ou écrivez tout de suite dans la {0}.</translation>
    </message>
    <message>
        <source>Click a die, then its field in {0} (or click the field). Done ends the turn.</source>
        <translation>Cliquez sur un dé, puis sur son champ dans la {0} (ou cliquez directement sur le champ). Terminé finit le tour.</translation>
    </message>
    <message>
        <source>End your turn with the dice written</source>
        <translation>Finir votre tour avec les dés écrits</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Finir votre tour</translation>
    </message>
    <message>
        <source>Nothing written: Done crosses out the leftmost empty field of row {0}</source>
        <translation>Rien d&apos;écrit&#xa0;: Terminé barre le premier champ vide à gauche de la rangée {0}</translation>
    </message>
    <message>
        <source>Throw again.</source>
        <translation>Relancez.</translation>
    </message>
    <message>
        <source>Keep the dice.</source>
        <translation>Gardez les dés.</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <extracomment>One die of a hint&apos;s list: &quot;black 3&quot; ({colour}: a colour; {colour:die} says &quot;black die&quot;); the list: &quot;Write black 3, blue 1 and yellow 4.&quot;</extracomment>
        <translation>{colour} {value}</translation>
    </message>
    <message>
        <source>Write {0}.</source>
        <translation>Écrivez {0}.</translation>
    </message>
    <message>
        <source>Kept, it would write {0}.</source>
        <translation>Sans relancer : écrire {0}.</translation>
    </message>
    <message>
        <source>Write nothing: cross out a field.</source>
        <translation>N&apos;écrivez rien&#xa0;: barrez un champ.</translation>
    </message>
    <message>
        <source>Expected row score: {0}.</source>
        <translation>Score attendu de la rangée&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Indice&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>ExactHitRatings</name>
    <message>
        <source>spectacular</source>
        <translation>spectaculaire</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>excellent</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bien</translation>
    </message>
</context>
<context>
    <name>ExactHitReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
</context>
<context>
    <name>ExactHitResultDialog</name>
    <message>
        <source>Exact Hit — Result</source>
        <translation>Exact Hit — Résultat</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
</context>
<context>
    <name>ExactHitRules</name>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>the dice have not been thrown yet</source>
        <translation>les dés n&apos;ont pas encore été lancés</translation>
    </message>
    <message>
        <source>the dice are six values 1-6, black blue yellow red green white</source>
        <extracomment>A programming error said plainly: the six dice&apos;s values in the colours&apos; order</extracomment>
        <translation>les dés sont six valeurs de 1 à 6&#xa0;: noir, bleu, jaune, rouge, vert, blanc</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1</extracomment>
        <translation>il n&apos;y a pas de joueur {player}</translation>
    </message>
    <message>
        <source>you have already written or crossed this round</source>
        <translation>vous avez déjà écrit ou barré ce tour-ci</translation>
    </message>
    <message>
        <source>player {player} throws this round</source>
        <extracomment>{player}: the thrower&apos;s seat, counted from 1</extracomment>
        <translation>le joueur {player} lance ce tour-ci</translation>
    </message>
    <message>
        <source>the dice have already been thrown</source>
        <translation>les dés ont déjà été lancés</translation>
    </message>
    <message>
        <source>the dice have already been thrown again; they stand</source>
        <translation>les dés ont déjà été relancés&#xa0;; ils restent tels quels</translation>
    </message>
    <message>
        <source>the dice may be thrown again only once</source>
        <translation>les dés ne peuvent être relancés qu&apos;une fois</translation>
    </message>
    <message>
        <source>the thrower has already kept the dice</source>
        <translation>le lanceur a déjà gardé les dés</translation>
    </message>
    <message>
        <source>the dice are kept once a player has written or crossed</source>
        <translation>les dés sont gardés dès qu&apos;un joueur a écrit ou barré</translation>
    </message>
    <message>
        <source>nobody may rethrow once a player has written or crossed</source>
        <translation>personne ne peut relancer dès qu&apos;un joueur a écrit ou barré</translation>
    </message>
    <message>
        <source>the {colour} die shows 1 and stays</source>
        <extracomment>{colour}: a die&apos;s colour, &quot;red&quot;; {colour:die} says &quot;red die&quot; (FORMS in games)</extracomment>
        <translation>le dé {colour} montre 1 et reste</translation>
    </message>
    <message>
        <source>choose at least one die to write, or cross a field</source>
        <translation>choisissez au moins un dé à écrire, ou barrez un champ</translation>
    </message>
    <message>
        <source>there is no die {die}</source>
        <translation>il n&apos;y a pas de dé {die}</translation>
    </message>
    <message>
        <source>the {colour} field of row {row} is already filled</source>
        <extracomment>{colour}: a colour ({colour:field}: &quot;red field&quot;); {row}: the sheet&apos;s row, 1 to 5</extracomment>
        <translation>le champ {colour} de la rangée {row} est déjà rempli</translation>
    </message>
    <message>
        <source>the {colour} die shows {value}, more than its field&apos;s {number}</source>
        <extracomment>{value}: what the die shows; {number}: the number printed in its field; {colour}: a colour, &quot;red&quot; ({colour:die}: &quot;red die&quot;)</extracomment>
        <translation>le dé {colour} montre {value}, plus que le {number} de son champ</translation>
    </message>
    <message>
        <source>you have not written or crossed this round</source>
        <translation>vous n&apos;avez ni écrit ni barré ce tour-ci</translation>
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
        <translation>Un jeu de dés pour 1 à 6 joueurs avec six dés de six couleurs — noir, bleu, jaune, rouge, vert et blanc — et six feuilles différentes, de A à F. Chaque feuille a cinq rangées de six champs colorés&#xa0;; chaque champ porte un nombre imprimé de 1 à 6, et chaque rangée contient chaque couleur une fois. Chaque joueur joue sur une feuille différente.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>The thrower throws all six dice. Once, they may throw again: every die not showing 1 is thrown again, the dice showing 1 stay. Then every player, the thrower too, answers the same dice on their current row, the topmost row that is not finished. The thrower moves on each round.</source>
        <translation>Le lanceur lance les six dés. Il peut relancer une fois : chaque dé qui ne montre pas 1 est relancé, les dés montrant 1 restent. Ensuite chaque joueur, lanceur compris, utilise les mêmes dés sur sa rangée actuelle, la plus haute rangée non terminée. Le lanceur change à chaque tour.</translation>
    </message>
    <message>
        <source>Only the thrower decides whether to throw again, and does so before anyone writes; the new dice then count for everybody. No die can be kept except those showing 1.</source>
        <translation>Seul le lanceur décide de relancer ou non, et il le fait avant que quiconque n&apos;écrive&#xa0;; les nouveaux dés valent alors pour tout le monde. Aucun dé ne peut être gardé, sauf ceux qui montrent 1.</translation>
    </message>
    <message>
        <source>A die of a colour showing a value may be written into the empty field of that colour in the current row if the value is at most the field&apos;s number. Equal is an exact hit, marked with a small x. Write any of the dice that fit, each at most once.</source>
        <translation>Un dé d&apos;une couleur peut être écrit dans le champ vide de cette couleur de la rangée actuelle si sa valeur ne dépasse pas le nombre du champ. Une valeur égale est un coup exact, marqué d&apos;un petit x. Écrivez autant de dés qui conviennent que vous voulez, chacun au plus une fois.</translation>
    </message>
    <message>
        <source>A player who writes nothing — because nothing fits, or by choice — must cross out the leftmost empty field of the current row. A row is never written into past its end: when a write finishes the row, the other dice of that round are lost to that player.</source>
        <translation>Un joueur qui n&apos;écrit rien — parce que rien ne convient, ou par choix — doit barrer le premier champ vide à gauche de sa rangée actuelle. On n&apos;écrit jamais au-delà de la fin d&apos;une rangée : quand un dé écrit termine la rangée, les autres dés de ce tour sont perdus pour ce joueur.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>A finished row scores the sum of the values written into it (a cross counts 0) plus a bonus for its exact hits: 1 for one, 3 for two, 6 for three, 10 for four, 15 for five and 21 for six.</source>
        <translation>Une rangée terminée rapporte la somme des valeurs qui y sont écrites (une croix compte 0) plus un bonus pour ses coups exacts&#xa0;: 1 pour un, 3 pour deux, 6 pour trois, 10 pour quatre, 15 pour cinq et 21 pour six.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player finishes the fifth row. Everyone else then scores their unfinished row as it stands; rows not begun score 0. The highest total wins; ties share the win.</source>
        <translation>La partie se termine après le tour où un joueur termine sa cinquième rangée. Tous les autres comptent alors leur rangée inachevée telle quelle&#xa0;; les rangées non commencées valent 0. Le total le plus élevé gagne&#xa0;; en cas d&apos;égalité, la victoire est partagée.</translation>
    </message>
    <message>
        <source>In the app</source>
        <translation>Dans l&apos;application</translation>
    </message>
    <message>
        <source>Throw (R), then Throw again or Keep. Click a die and then its field, or click a field: the die of its colour is written if it fits. Hover a field to read what a click would do. Undo ({undo}) takes back the last die of your turn; Done ends it, and with nothing written Done crosses the leftmost empty field. Hint (H) shows what the strong computer player would do; H again or {enter} does it. Each colour also has a symbol: black ●, blue ▲, yellow ★, red ■, green ◆, white ○.</source>
        <translation>Lancer (R), puis Relancer ou Garder. Cliquez sur un dé puis sur son champ, ou cliquez sur un champ&#xa0;: le dé de sa couleur y est écrit s&apos;il convient. Survolez un champ pour lire ce que ferait un clic. Annuler ({undo}) annule le dernier dé de votre tour&#xa0;; Terminé le finit, et si rien n&apos;est écrit, Terminé barre le premier champ vide à gauche. Indice (H) montre ce que ferait l&apos;ordinateur fort&#xa0;; H à nouveau ou {enter} le fait. Chaque couleur a aussi un symbole&#xa0;: noir ●, bleu ▲, jaune ★, rouge ■, vert ◆, blanc ○.</translation>
    </message>
    <message>
        <source>Exact Hit Rules</source>
        <translation>Règles d&apos;Exact Hit</translation>
    </message>
</context>
<context>
    <name>ExactHitSheet</name>
    <message>
        <source>row {0}, {1} field, up to {2}</source>
        <extracomment>{1}: a colour, &quot;black&quot;; {1:die} says &quot;black die&quot;, {1:field} &quot;black field&quot;</extracomment>
        <translation>rangée {0}, champ {1}, jusqu&apos;à {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>barré</translation>
    </message>
    <message>
        <source>{0}, exact hit</source>
        <translation>{0}, coup exact</translation>
    </message>
    <message>
        <source>row {0} score</source>
        <translation>score de la rangée {0}</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>name</source>
        <comment>a blank sheet: write your name here</comment>
        <translation>nom</translation>
    </message>
    <message>
        <source>exact hits</source>
        <comment>bonus table heading: how many dice matched their field</comment>
        <translation>coups exacts</translation>
    </message>
    <message>
        <source>bonus</source>
        <comment>bonus table heading: the points for that many exact hits</comment>
        <translation>bonus</translation>
    </message>
    <message>
        <source>total =</source>
        <comment>the sheet&apos;s total box</comment>
        <translation>total =</translation>
    </message>
    <message>
        <source>sheet</source>
        <comment>small caption over the sheet&apos;s letter (A to F)</comment>
        <translation>feuille</translation>
    </message>
</context>
<context>
    <name>FinishedGames</name>
    <message>
        <source>The finished game could not be written down: {0}.</source>
        <translation>La partie terminée n&apos;a pas pu être enregistrée&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>it could not be read back ({0})</source>
        <translation>elle n&apos;a pas pu être relue ({0})</translation>
    </message>
    <message>
        <source>the records are kept in memory only this session</source>
        <translation>les statistiques ne sont gardées qu&apos;en mémoire pendant cette session</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It could not be kept in the data folder either ({1}). It is kept in memory and tried again; use Game &gt; Save As… to keep it somewhere else.</source>
        <translation>La partie terminée n&apos;a pas pu être ajoutée aux statistiques&#xa0;: {0}. Elle n&apos;a pas pu non plus être gardée dans le dossier de données ({1}). Elle est gardée en mémoire et une nouvelle tentative aura lieu&#xa0;; utilisez Partie &gt; Enregistrer sous… pour la garder ailleurs.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It is kept as {1} in {2} and will be added to the records as soon as they can be written, at the latest at the next start.</source>
        <translation>La partie terminée n&apos;a pas pu être ajoutée aux statistiques&#xa0;: {0}. Elle est gardée sous le nom {1} dans {2} et sera ajoutée dès que les statistiques pourront être écrites, au plus tard au prochain démarrage.</translation>
    </message>
    <message>
        <source>The finished game was added to the records.</source>
        <translation>La partie terminée a été ajoutée aux statistiques.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) were added to the records.</source>
        <translation>
            <numerusform>%n partie terminée a été ajoutée aux statistiques.</numerusform>
            <numerusform>%n parties terminées ont été ajoutées aux statistiques.</numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is kept on disk now.</source>
        <translation>La partie terminée est maintenant enregistrée sur le disque.</translation>
    </message>
    <message>
        <source>A finished game ({0}) could not be added to the records ({1}). It stays in {2} and is tried again.</source>
        <translation>Une partie terminée ({0}) n&apos;a pas pu être ajoutée aux statistiques ({1}). Elle reste dans {2} et une nouvelle tentative aura lieu.</translation>
    </message>
    <message>
        <source>it could not be read: {0}</source>
        <translation>elle n&apos;a pas pu être lue&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the game in it is not finished</source>
        <translation>la partie qu&apos;il contient n&apos;est pas terminée</translation>
    </message>
    <message>
        <source>{0} could not be added to the records ({1}); it was kept as {2}.</source>
        <translation>{0} n&apos;a pas pu être ajouté aux statistiques ({1})&#xa0;; il a été gardé sous le nom {2}.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Skip guide</source>
        <translation>Passer le &amp;guide</translation>
    </message>
    <message>
        <source>End the guide and play on ({key})</source>
        <translation>Quitter le guide et continuer à jouer ({key})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Knaster!&lt;/b&gt; This guide plays a short game with you. This is your sheet: 5 × 5 empty cells. You fill them with the sums of two dice and earn points for circles and full lines.</source>
        <translation>&lt;b&gt;Bienvenue dans Knaster&#xa0;!&lt;/b&gt; Ce guide joue une courte partie avec vous. Voici votre feuille&#xa0;: 5 × 5 cases vides. Vous les remplissez avec la somme de deux dés et marquez des points grâce aux cercles et aux lignes complètes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll the dice:&lt;/b&gt; click &lt;i&gt;Roll&lt;/i&gt; or press R.</source>
        <translation>&lt;b&gt;Lancez les dés&#xa0;:&lt;/b&gt; cliquez sur &lt;i&gt;Lancer&lt;/i&gt; ou appuyez sur R.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll again&lt;/b&gt; (the Roll button or R).</source>
        <translation>&lt;b&gt;Relancez&lt;/b&gt; (le bouton Lancer ou R).</translation>
    </message>
    <message>
        <source>Now fill &lt;b&gt;row 3&lt;/b&gt;, the middle row: roll again (the Roll button or R).</source>
        <translation>Remplissez maintenant la &lt;b&gt;rangée 3&lt;/b&gt;, celle du milieu&#xa0;: relancez (le bouton Lancer ou R).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll once more.&lt;/b&gt; A line whose five numbers are all circled scores the points of its white field.</source>
        <translation>&lt;b&gt;Relancez encore une fois.&lt;/b&gt; Une ligne dont les cinq nombres sont tous entourés rapporte les points de sa case blanche.</translation>
    </message>
    <message>
        <source>You rolled {roll}: write it into an empty cell, or circle a cell that holds it.</source>
        <translation>Vous avez obtenu {roll}&#xa0;: écrivez-le dans une case vide, ou entourez une case qui le contient.</translation>
    </message>
    <message>
        <source>You rolled {roll}. &lt;b&gt;Write it&lt;/b&gt;: click the highlighted cell. (Any empty cell is allowed; the centre belongs to four lines.)</source>
        <translation>Vous avez obtenu {roll}. &lt;b&gt;Écrivez-le&lt;/b&gt;&#xa0;: cliquez sur la case mise en évidence. (Toute case vide est permise&#xa0;; le centre appartient à quatre lignes.)</translation>
    </message>
    <message>
        <source>You rolled {roll}. Write it into the highlighted cell of row 3.</source>
        <translation>Vous avez obtenu {roll}. Écrivez-le dans la case mise en évidence de la rangée 3.</translation>
    </message>
    <message>
        <source>{roll} again! Instead of writing, you may &lt;b&gt;circle&lt;/b&gt; a cell that holds {roll}: click it. Every circle is a point at the end.</source>
        <translation>Encore {roll}&#xa0;! Au lieu d&apos;écrire, vous pouvez &lt;b&gt;entourer&lt;/b&gt; une case qui contient {roll}&#xa0;: cliquez dessus. Chaque cercle vaut un point à la fin.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A full line with a combination!&lt;/b&gt; The legend says how many &lt;b&gt;bonus circles&lt;/b&gt; it earns: {count}. Click that many cells of the highlighted line now.</source>
        <translation>&lt;b&gt;Une ligne complète avec une combinaison&#xa0;!&lt;/b&gt; La légende indique combien de &lt;b&gt;cercles bonus&lt;/b&gt; elle rapporte&#xa0;: {count}. Cliquez maintenant sur autant de cases de la ligne mise en évidence.</translation>
    </message>
    <message>
        <source>Circle the {roll}: then all five numbers of the line are circled and its &lt;b&gt;white field&lt;/b&gt; scores.</source>
        <translation>Entourez le {roll}&#xa0;: les cinq nombres de la ligne sont alors entourés et sa &lt;b&gt;case blanche&lt;/b&gt; compte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score&lt;/b&gt;: white fields {lines} + circles {circles} = {total}. Play on as you like: when your grid is full, one more round ends the game. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Votre score&lt;/b&gt;&#xa0;: cases blanches {lines} + cercles {circles} = {total}. Continuez à jouer à votre guise&#xa0;: quand votre grille est pleine, un dernier tour termine la partie. Aide &gt; Règles explique tout.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The autosaved game could not be read ({0}).</source>
        <translation>La partie sauvegardée automatiquement n&apos;a pas pu être lue ({0}).</translation>
    </message>
    <message>
        <source>It was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>Elle a été gardée sous le nom {0} (Partie &gt; Parties récupérées).</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}.</source>
        <translation>La partie n&apos;a pas pu être sauvegardée automatiquement&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}. It goes on in memory.</source>
        <translation>La partie n&apos;a pas pu être sauvegardée automatiquement&#xa0;: {0}. Elle continue en mémoire.</translation>
    </message>
    <message>
        <source>The old autosave could not be removed ({0}).</source>
        <translation>L&apos;ancienne sauvegarde automatique n&apos;a pas pu être supprimée ({0}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Computer: easy</source>
        <translation>Ordinateur&#xa0;: facile</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Ordinateur&#xa0;: moyen</translation>
    </message>
    <message>
        <source>Computer: strong</source>
        <translation>Ordinateur&#xa0;: fort</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur&#xa0;: {level}</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Lancer les dés</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>Lancer les dés (R)</translation>
    </message>
    <message>
        <source>Roll the dice for this round.</source>
        <translation>Lancer les dés de ce tour.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H)</source>
        <translation>Ce que ferait l&apos;ordinateur fort à votre place (H)</translation>
    </message>
    <message>
        <source>Take back your last step ({key})</source>
        <translation>Reprendre votre dernière action ({key})</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <source>Hosted Network Game</source>
        <translation>Partie en réseau hébergée</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Code d’accès :</translation>
    </message>
    <message>
        <source>Players on other computers:</source>
        <translation>Joueurs sur d’autres ordinateurs :</translation>
    </message>
    <message>
        <source>Stop Hosting</source>
        <translation>Arrêter l’hébergement</translation>
    </message>
</context>
<context>
    <name>HostReason</name>
    <message>
        <source>wrong join code</source>
        <translation>code d’accès erroné</translation>
    </message>
    <message>
        <source>no such seat for a player on another computer</source>
        <translation>aucune place de ce nom pour un joueur sur un autre ordinateur</translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation>cette place est prise</translation>
    </message>
    <message>
        <source>not your seat</source>
        <translation>ce n’est pas votre place</translation>
    </message>
    <message>
        <source>this move was already received</source>
        <translation>ce coup a déjà été reçu</translation>
    </message>
    <message>
        <source>that seat is played from another computer</source>
        <translation>cette place est jouée depuis un autre ordinateur</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>aucune place de ce nom</translation>
    </message>
    <message>
        <source>a move has at least one statement</source>
        <translation>un coup contient au moins une instruction</translation>
    </message>
    <message>
        <source>a move carries no comments</source>
        <translation>un coup ne contient pas de commentaires</translation>
    </message>
    <message>
        <source>an empty statement</source>
        <translation>une instruction vide</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>la table est complète</translation>
    </message>
    <message>
        <source>too many messages</source>
        <translation>trop de messages</translation>
    </message>
    <message>
        <source>goodbye</source>
        <translation>au revoir</translation>
    </message>
    <message>
        <source>join a seat first</source>
        <translation>prenez d’abord une place</translation>
    </message>
    <message>
        <source>already seated</source>
        <translation>vous avez déjà une place</translation>
    </message>
    <message>
        <source>a message is UTF-8 text</source>
        <translation>un message est du texte UTF-8</translation>
    </message>
    <message>
        <source>a message is one JSON object</source>
        <translation>un message est un seul objet JSON</translation>
    </message>
    <message>
        <source>unknown message type</source>
        <translation>type de message inconnu</translation>
    </message>
    <message>
        <source>not a statement this seat may send</source>
        <translation>cette place ne peut pas envoyer cette instruction</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>la partie n’est pas terminée</translation>
    </message>
    <message>
        <source>a seat sends only its own write, circle, bonus or pass, or asks to roll</source>
        <translation>une place n’envoie que sa propre écriture, son cercle, son bonus ou son passage, ou demande à lancer</translation>
    </message>
    <message>
        <source>a seat sends only its own write or cross, or the thrower&apos;s decisions</source>
        <translation>une place n’envoie que sa propre écriture ou son trait, ou les décisions de celui qui lance</translation>
    </message>
    <message>
        <source>a seat sends only its own place, done or exchange</source>
        <translation>une place n’envoie que sa propre pose, sa fin de tour ou son échange</translation>
    </message>
    <message>
        <source>the host shuffles an exchange: send it without tiles</source>
        <translation>l’hôte mélange lors d’un échange&#xa0;: envoyez-le sans tuiles</translation>
    </message>
    <message>
        <source>move {number} arrived before move {expected}</source>
        <extracomment>{number}, {expected}: the move numbers</extracomment>
        <translation>le coup {number} est arrivé avant le coup {expected}</translation>
    </message>
    <message>
        <source>{roller} rolls next</source>
        <extracomment>{roller}: the player who rolls next</extracomment>
        <translation>{roller} lance ensuite</translation>
    </message>
    <message>
        <source>only {thrower}, who throws this round, decides the dice</source>
        <extracomment>{thrower}: the player who throws the dice this round</extracomment>
        <translation>c’est {thrower}, qui lance à ce tour, qui décide des dés</translation>
    </message>
    <message>
        <source>a client does not send {kind}</source>
        <extracomment>{kind}: a message type of the protocol (a word in English)</extracomment>
        <translation>un client n’envoie pas {kind}</translation>
    </message>
    <message>
        <source>this host speaks {protocol} version {version}</source>
        <extracomment>{protocol}: the protocol&apos;s name; {version}: its number</extracomment>
        <translation>cet hôte parle {protocol} en version {version}</translation>
    </message>
    <message>
        <source>the host cannot save the game ({reason}); try again</source>
        <extracomment>{reason}: why, in the host computer&apos;s words</extracomment>
        <translation>l’hôte ne peut pas enregistrer la partie ({reason})&#xa0;; réessayez</translation>
    </message>
    <message>
        <source>a message is at most {size} bytes</source>
        <extracomment>{size}: a number of bytes</extracomment>
        <translation>un message fait au plus {size} octets</translation>
    </message>
    <message>
        <source>{kind}: the field {name} is not a valid {check}</source>
        <extracomment>{kind}: a message type; {name}: a field of it; {check}: what it must be (English)</extracomment>
        <translation>{kind}&#xa0;: le champ {name} n’est pas un {check} valide</translation>
    </message>
    <message>
        <source>{kind}: fields missing {missing} or unknown {extra}</source>
        <extracomment>{kind}: a message type; {missing}, {extra}: lists of fields (English)</extracomment>
        <translation>{kind}&#xa0;: champs manquants {missing} ou inconnus {extra}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>&amp;Games on this network:</source>
        <translation>Parties sur ce &amp;réseau :</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Recherche de parties sur ce réseau…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>Join c&amp;ode:</source>
        <translation>C&amp;ode d’accès :</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <source>Ask the host for the address, port and join code.</source>
        <translation>Demandez à l’hôte l’adresse, le port et le code d’accès.</translation>
    </message>
</context>
<context>
    <name>KeptGamesModel</name>
    <message>
        <source>Kept</source>
        <translation>Gardée</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>non reprise</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>tour {0}</translation>
    </message>
</context>
<context>
    <name>KnasterEntry</name>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Côté &amp;A (classique)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Rangées 9 8 7 6 5 de haut en bas, colonnes 9 8 7 6 5 de gauche à droite</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Côté &amp;B (inversé)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Rangées 5 6 7 8 9 de haut en bas, colonnes 5 6 7 8 9 de gauche à droite</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>&amp;Tour supplémentaire (règle)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Quand une grille est pleine, on joue exactement un lancer de plus</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>Fin ra&amp;pide</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>La partie se termine avec le tour où une grille se remplit</translation>
    </message>
    <message>
        <source>Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Tout le monde joue le même lancer, dans cet ordre&#xa0;; le lanceur change à chaque tour.</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Lancer les dés</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>The dice action&apos;s toolbar button</extracomment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Lancer les deux dés (R)</translation>
    </message>
    <message>
        <source>Roll both dice: every player uses their sum.</source>
        <translation>Lancer les deux dés : tous les joueurs jouent la somme des dés.</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>Ce que ferait l&apos;ordinateur fort à votre place (H ; un second H joue ce coup)</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Reprendre votre dernière action de ce lancer ({key})</translation>
    </message>
    <message>
        <source>the cell to write or circle for this roll, shown on the sheet; H again plays it</source>
        <extracomment>Settings, after &quot;Knaster: &quot; below the Hints box</extracomment>
        <translation>la case à remplir ou à entourer pour ce lancer, montrée sur la feuille ; un second H joue ce coup</translation>
    </message>
    <message>
        <source>the two dice tumble, circles are drawn on the sheet, computer players take their time</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Knaster: &quot;</extracomment>
        <translation>les deux dés roulent, les cercles se tracent sur la feuille, les joueurs ordinateur prennent leur temps</translation>
    </message>
    <message>
        <source>a game by {authors}, published by {publisher} ({year})</source>
        <extracomment>Help &gt; About, after &quot;Knaster: &quot;; {authors}: three names joined with &quot;and&quot;</extracomment>
        <translation>un jeu de {authors}, publié par {publisher} ({year})</translation>
    </message>
</context>
<context>
    <name>KnasterHints</name>
    <message>
        <source>write {roll} in {cell}: {why}</source>
        <extracomment>A hint: {why} says what writing there does, e.g. &quot;completes row 3 with a full house&quot;</extracomment>
        <translation>écrire {roll} en {cell}&#xa0;: {why}</translation>
    </message>
    <message>
        <source>circle the {value} in {cell}: {why}</source>
        <translation>entourer le {value} en {cell}&#xa0;: {why}</translation>
    </message>
    <message>
        <source>bonus for {line}: every number in it is already circled</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>bonus pour la {line}&#xa0;: tous ses nombres sont déjà entourés</translation>
    </message>
    <message>
        <source>bonus for {line}: circle {cells}: {why}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {cells}: the cells to circle, &quot;a1 and b2&quot;</extracomment>
        <translation>bonus pour la {line}&#xa0;: entourer {cells}&#xa0;: {why}</translation>
    </message>
    <message>
        <source>pass: the grid is full and there is no uncircled {roll} to circle</source>
        <translation>passer&#xa0;: la grille est pleine et il n&apos;y a aucun {roll} non entouré à entourer</translation>
    </message>
    <message>
        <source>finishes {lines} (+{points} points)</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;) {lines}: &quot;row 3 and column c&quot;; {points}: the white fields&apos; points they score</extracomment>
        <translation>achève les cercles {lines:of} (+{points} points)</translation>
    </message>
    <message>
        <source>{count} of 5 circled in {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {count}: 3 to 5 of a line&apos;s five numbers circled</extracomment>
        <translation>{count} sur 5 entourés dans la {line}</translation>
    </message>
    <message>
        <source>the {value} in {cell} would rarely be rolled again</source>
        <translation>le {value} en {cell} sortirait rarement à nouveau</translation>
    </message>
    <message>
        <source>a sure point now, and the grid stays open longer</source>
        <translation>un point sûr maintenant, et la grille reste ouverte plus longtemps</translation>
    </message>
    <message>
        <source>{line} {combination:with}</source>
        <extracomment>A completed line and its combination: &quot;row 3 with a full house&quot; ({combination:with})</extracomment>
        <translation>la {line} {combination:with}</translation>
    </message>
    <message>
        <source>completes {lines} (1 bonus circle)</source>
        <translation>complète {lines} (1 cercle bonus)</translation>
    </message>
    <message>
        <source>completes {lines} ({circles} bonus circles)</source>
        <extracomment>{circles}: 2 to 6 bonus circles (Czech: 5 and 6 take the &quot;many&quot; form)</extracomment>
        <translation>complète {lines} ({circles} cercles bonus)</translation>
    </message>
    <message>
        <source>two {roll}s in {line} toward a full house</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>deux {roll} dans la {line}, vers un full</translation>
    </message>
    <message>
        <source>three {roll}s in {line} toward four of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>trois {roll} dans la {line}, vers un carré</translation>
    </message>
    <message>
        <source>four {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>quatre {roll} dans la {line}, vers cinq identiques</translation>
    </message>
    <message>
        <source>five {roll}s in {line} toward five of a kind</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>cinq {roll} dans la {line}, vers cinq identiques</translation>
    </message>
    <message>
        <source>{numbers} in {line} toward a straight</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot; {numbers}: &quot;5, 6 and 8&quot;</extracomment>
        <translation>{numbers} dans la {line}, vers une suite</translation>
    </message>
    <message>
        <source>fills {lines}, which had no combination left</source>
        <extracomment>forms: {lines:in}, {lines:of}, {lines:for} (&quot;of row 3 and of column c&quot;)</extracomment>
        <translation>remplit la dernière case {lines:of}, où plus aucune combinaison n&apos;était possible</translation>
    </message>
    <message>
        <source>a rare {roll} goes where it spoils the fewest chances</source>
        <translation>un {roll} rare va là où il gâche le moins de chances</translation>
    </message>
    <message>
        <source>keeps the best chances for combinations and circles in its lines</source>
        <translation>garde les meilleures chances de combinaisons et de cercles dans ses lignes</translation>
    </message>
</context>
<context>
    <name>KnasterLevels</name>
    <message>
        <source>easy</source>
        <comment>a computer player&apos;s level</comment>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a computer player&apos;s level</comment>
        <translation>moyen</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>a computer player&apos;s level</comment>
        <translation>fort</translation>
    </message>
</context>
<context>
    <name>KnasterPlayArea</name>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n joueur.</numerusform>
            <numerusform>%n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>White fields: {lines}&lt;br&gt;Circles: {circles}&lt;br&gt;&lt;b&gt;Total: {total}&lt;/b&gt;</source>
        <extracomment>The score box beside a solo sheet: the white fields&apos; points, the circles, the total</extracomment>
        <translation>Cases blanches&#xa0;: {lines}&lt;br&gt;Cercles&#xa0;: {circles}&lt;br&gt;&lt;b&gt;Total&#xa0;: {total}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No roll yet · {side}</source>
        <extracomment>Beside the dice before the first roll; {side}: &quot;Side A (classic)&quot;</extracomment>
        <translation>Pas encore de lancer · {side}</translation>
    </message>
    <message>
        <source>Round {round} · last round</source>
        <translation>Tour {round} · dernier tour</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Tour {round}</translation>
    </message>
</context>
<context>
    <name>KnasterRatings</name>
    <message>
        <source>spectacular</source>
        <translation>spectaculaire</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>excellent</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bien</translation>
    </message>
</context>
<context>
    <name>KnasterReplay</name>
    <message>
        <source>Before the first roll</source>
        <translation>Avant le premier lancer</translation>
    </message>
    <message>
        <source>nobody acted yet</source>
        <translation>personne n&apos;a encore joué</translation>
    </message>
    <message>
        <source>Roll {number}: {total} — {done}</source>
        <extracomment>A step of the replay: the roll&apos;s number, its sum and what the players did</extracomment>
        <translation>Lancer {number}&#xa0;: {total} — {done}</translation>
    </message>
</context>
<context>
    <name>KnasterResult</name>
    <message>
        <source>Good: the rulebook calls a solo score above 50 good.</source>
        <translation>Bien : selon la règle, plus de 50 points en solo, c&apos;est bien.</translation>
    </message>
    <message>
        <source>Excellent! The rulebook calls a solo score above 80 excellent.</source>
        <translation>Excellent ! Selon la règle, plus de 80 points en solo, c&apos;est excellent.</translation>
    </message>
    <message>
        <source>Spectacular!! Above 100 is the rulebook&apos;s best solo rating.</source>
        <translation>Spectaculaire !! Plus de 100 points, c&apos;est la meilleure note de la règle en solo.</translation>
    </message>
    <message>
        <source>Try again: the rulebook calls a solo score above 50 good.</source>
        <translation>Réessayez : selon la règle, plus de 50 points en solo, c&apos;est bien.</translation>
    </message>
</context>
<context>
    <name>KnasterRules</name>
    <message>
        <source>nothing</source>
        <extracomment>No combination: five numbers that earn no bonus</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>with nothing</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with nothing&quot;</extracomment>
        <translation>sans combinaison</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <extracomment>A combination&apos;s name (three equal numbers in a line), lower case inside sentences</extracomment>
        <translation>brelan</translation>
    </message>
    <message>
        <source>with three of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with three of a kind&quot;</extracomment>
        <translation>avec un brelan</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <extracomment>A combination&apos;s name (four equal numbers in a line)</extracomment>
        <translation>carré</translation>
    </message>
    <message>
        <source>with four of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with four of a kind&quot;</extracomment>
        <translation>avec un carré</translation>
    </message>
    <message>
        <source>five of a kind</source>
        <extracomment>A combination&apos;s name (five equal numbers in a line)</extracomment>
        <translation>cinq identiques</translation>
    </message>
    <message>
        <source>with five of a kind</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with five of a kind&quot;</extracomment>
        <translation>avec cinq identiques</translation>
    </message>
    <message>
        <source>two pairs</source>
        <extracomment>A combination&apos;s name (two pairs of equal numbers in a line)</extracomment>
        <translation>deux paires</translation>
    </message>
    <message>
        <source>with two pairs</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with two pairs&quot;</extracomment>
        <translation>avec deux paires</translation>
    </message>
    <message>
        <source>full house</source>
        <extracomment>A combination&apos;s name (three equal numbers and a pair in a line)</extracomment>
        <translation>full</translation>
    </message>
    <message>
        <source>with a full house</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a full house&quot;</extracomment>
        <translation>avec un full</translation>
    </message>
    <message>
        <source>straight</source>
        <extracomment>A combination&apos;s name (five consecutive numbers in a line, in any order)</extracomment>
        <translation>suite</translation>
    </message>
    <message>
        <source>with a straight</source>
        <extracomment>{combination:with}, what a line holds: &quot;row 3 with a straight&quot;</extracomment>
        <translation>avec une suite</translation>
    </message>
    <message>
        <source>cannot roll: {reason}</source>
        <translation>impossible de lancer&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{player} still has to circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} doit encore entourer le bonus de {lines}</translation>
    </message>
    <message>
        <source>{player} has not acted on the {roll} yet</source>
        <extracomment>{roll}: the sum just rolled, 2 to 12</extracomment>
        <translation>{player} n&apos;a pas encore joué le {roll}</translation>
    </message>
    <message>
        <source>{players} have not acted on the {roll} yet</source>
        <extracomment>{players}: two or more names joined, &quot;Ann and Bob&quot;; {roll}: the sum rolled</extracomment>
        <translation>{players} n&apos;ont pas encore joué le {roll}</translation>
    </message>
    <message>
        <source>{action} is not an action (write, circle, pass or bonus)</source>
        <extracomment>A programming error shown in plain words; {action} is Python&apos;s view of the value</extracomment>
        <translation>{action} n&apos;est pas une action (write, circle, pass ou bonus)</translation>
    </message>
    <message>
        <source>nothing has been rolled yet</source>
        <translation>rien n&apos;a encore été lancé</translation>
    </message>
    <message>
        <source>{player} has already acted on this roll of {roll}</source>
        <translation>{player} a déjà joué ce lancer de {roll}</translation>
    </message>
    <message>
        <source>{cell} already holds {value}</source>
        <extracomment>{cell}: a cell of the grid such as c3 (always lower case); {value}: its number</extracomment>
        <translation>{cell} contient déjà {value}</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it is empty</source>
        <translation>{player} ne peut pas entourer {cell}&#xa0;: la case est vide</translation>
    </message>
    <message>
        <source>{player} cannot circle {cell}: it holds {value}, the roll is {roll}</source>
        <translation>{player} ne peut pas entourer {cell}&#xa0;: elle contient {value}, le lancer est {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: the grid has empty cells to write the {roll} in</source>
        <translation>{player} ne peut pas passer&#xa0;: la grille a des cases vides pour écrire le {roll}</translation>
    </message>
    <message>
        <source>{player} cannot pass: {cell} holds {roll} and can be circled</source>
        <translation>{player} ne peut pas passer&#xa0;: {cell} contient {roll} et peut être entourée</translation>
    </message>
    <message>
        <source>there is no line {line} (lines are 0 to 11, r1 to d2)</source>
        <extracomment>A programming error in plain words; {line} is Python&apos;s view of the value</extracomment>
        <translation>il n&apos;y a pas de ligne {line} (les lignes vont de 0 à 11, r1 à d2)</translation>
    </message>
    <message>
        <source>the bonus for {line} names something that is not a cell</source>
        <extracomment>{line}: a line&apos;s short name: r1-r5 (rows), ca-ce (columns), d1, d2 (diagonals)</extracomment>
        <translation>le bonus de {line} désigne quelque chose qui n&apos;est pas une case</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}; due: {due}</source>
        <extracomment>{line}: a line&apos;s short name (r3); {due}: the lines whose bonus is due</extracomment>
        <translation>{player} n&apos;a pas de bonus dû pour {line}&#xa0;; dû&#xa0;: {due}</translation>
    </message>
    <message>
        <source>{player} has no bonus due for {line}</source>
        <translation>{player} n&apos;a pas de bonus dû pour {line}</translation>
    </message>
    <message>
        <source>the bonus for {line} names a cell twice</source>
        <translation>le bonus de {line} désigne deux fois la même case</translation>
    </message>
    <message>
        <source>{cell} is not in {line}</source>
        <translation>{cell} n&apos;est pas dans {line}</translation>
    </message>
    <message>
        <source>the bonus for {line} is 1 circle, not {given}</source>
        <translation>le bonus de {line} est de 1 cercle, pas {given}</translation>
    </message>
    <message>
        <source>the bonus for {line} is {required} circles, not {given}</source>
        <extracomment>{required}: 2 or 3 (a bonus is at most 3 circles); {given}: how many were named</extracomment>
        <translation>le bonus de {line} est de {required} cercles, pas {given}</translation>
    </message>
    <message>
        <source>{player} has nothing to undo since the roll</source>
        <translation>{player} n&apos;a rien à reprendre depuis le lancer</translation>
    </message>
    <message>
        <source>{player} cannot undo now: {owing} must first circle the bonus for {lines}</source>
        <extracomment>{player} wants to undo; {owing} owes a bonus; {lines}: its lines, e.g. &quot;r3&quot;</extracomment>
        <translation>{player} ne peut rien reprendre maintenant&#xa0;: {owing} doit d&apos;abord entourer le bonus de {lines}</translation>
    </message>
    <message>
        <source>circle 1 number {line:in}</source>
        <extracomment>{line:in}: e.g. &quot;in row 3&quot;, &quot;in column c&quot;, &quot;in diagonal d1&quot;</extracomment>
        <translation>entourer 1 nombre {line:in}</translation>
    </message>
    <message>
        <source>circle {count} numbers {line:in}</source>
        <extracomment>{count}: 0, 2 or 3 (Czech: the form for 2-4 fits; 0 is rare); {line:in}: &quot;in row 3&quot;</extracomment>
        <translation>entourer {count} nombres {line:in}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <extracomment>Two or more bonus prompts in a row: &quot;circle 2 numbers in row 3; circle 1 number in d1&quot;</extracomment>
        <translation>{first}&#xa0;; {rest}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>there is no cell {cell} (cells are 0 to 24, a1 to e5)</source>
        <extracomment>A programming error in plain words; {cell} is Python&apos;s view of the value</extracomment>
        <translation>il n&apos;y a pas de case {cell} (les cases vont de 0 à 24, a1 à e5)</translation>
    </message>
    <message>
        <source>{player} must first circle the bonus for {lines}</source>
        <extracomment>{lines}: the lines whose bonus is due, by their short names, e.g. &quot;r3 and d1&quot;</extracomment>
        <translation>{player} doit d&apos;abord entourer le bonus de {lines}</translation>
    </message>
    <message>
        <source>{cell} is already circled</source>
        <translation>{cell} est déjà entourée</translation>
    </message>
    <message>
        <source>row {number}</source>
        <extracomment>A row of the Knaster grid, numbered 1 to 5 (&quot;row 3&quot;); used inside sentences</extracomment>
        <translation>rangée {number}</translation>
    </message>
    <message>
        <source>in row {number}</source>
        <extracomment>{line:in}: a row as a place, with its preposition (&quot;2 pairs in row 3&quot;)</extracomment>
        <translation>dans la rangée {number}</translation>
    </message>
    <message>
        <source>of row {number}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of row 3&quot;, Czech &quot;řádku 3&quot;)</extracomment>
        <translation>de la rangée {number}</translation>
    </message>
    <message>
        <source>for row {number}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for row 3&quot;, Czech &quot;za řádek 3&quot;)</extracomment>
        <translation>pour la rangée {number}</translation>
    </message>
    <message>
        <source>column {letter}</source>
        <extracomment>A column of the Knaster grid, lettered a to e (&quot;column c&quot;); used inside sentences</extracomment>
        <translation>colonne {letter}</translation>
    </message>
    <message>
        <source>in column {letter}</source>
        <extracomment>{line:in}: a column as a place, with its preposition (&quot;in column c&quot;)</extracomment>
        <translation>dans la colonne {letter}</translation>
    </message>
    <message>
        <source>of column {letter}</source>
        <extracomment>{line:of}: whose (&quot;the bonus of column c&quot;, Czech &quot;sloupce c&quot;)</extracomment>
        <translation>de la colonne {letter}</translation>
    </message>
    <message>
        <source>for column {letter}</source>
        <extracomment>{line:for}: what for (&quot;the bonus for column c&quot;, Czech &quot;za sloupec c&quot;)</extracomment>
        <translation>pour la colonne {letter}</translation>
    </message>
    <message>
        <source>the diagonal from the top left</source>
        <extracomment>The diagonal from a1 (top left) to e5 (bottom right), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top left); inside sentences</extracomment>
        <translation>diagonale partant d&apos;en haut à gauche</translation>
    </message>
    <message>
        <source>in the diagonal from the top left</source>
        <extracomment>{line:in}: the diagonal a1 to e5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>dans la diagonale partant d&apos;en haut à gauche</translation>
    </message>
    <message>
        <source>of the diagonal from the top left</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top left&quot;)</extracomment>
        <translation>de la diagonale partant d&apos;en haut à gauche</translation>
    </message>
    <message>
        <source>for the diagonal from the top left</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top left&quot;)</extracomment>
        <translation>pour la diagonale partant d&apos;en haut à gauche</translation>
    </message>
    <message>
        <source>the diagonal from the top right</source>
        <extracomment>The diagonal from e1 (top right) to a5 (bottom left), named by where it starts, as a player sees it (its white field is at the sheet&apos;s top right); inside sentences</extracomment>
        <translation>diagonale partant d&apos;en haut à droite</translation>
    </message>
    <message>
        <source>in the diagonal from the top right</source>
        <extracomment>{line:in}: the diagonal e1 to a5 as a place (&quot;2 pairs in the diagonal ...&quot;)</extracomment>
        <translation>dans la diagonale partant d&apos;en haut à droite</translation>
    </message>
    <message>
        <source>of the diagonal from the top right</source>
        <extracomment>{line:of}: whose (&quot;the bonus of the diagonal from the top right&quot;)</extracomment>
        <translation>de la diagonale partant d&apos;en haut à droite</translation>
    </message>
    <message>
        <source>for the diagonal from the top right</source>
        <extracomment>{line:for}: what for (&quot;the bonus for the diagonal from the top right&quot;)</extracomment>
        <translation>pour la diagonale partant d&apos;en haut à droite</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <extracomment>{player}: a seat&apos;s number counted from 1 (a programming error said plainly)</extracomment>
        <translation>il n&apos;y a pas de joueur {player}</translation>
    </message>
</context>
<context>
    <name>KnasterRulesWindow</name>
    <message>
        <source>Knaster Rules</source>
        <translation>Règles de Knaster</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Chapitres</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Précédent</translation>
    </message>
    <message>
        <source>The chapter before ({key})</source>
        <translation>Le chapitre précédent ({key})</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Suivant &gt;</translation>
    </message>
    <message>
        <source>The next chapter ({key})</source>
        <translation>Le chapitre suivant ({key})</translation>
    </message>
</context>
<context>
    <name>KnasterSheet</name>
    <message>
        <source>Three of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Cinq identiques</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Deux paires</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Full</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>legend of the printed sheet: a combination</comment>
        <translation>Suite</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>legend heading over the bonus circles each combination earns</comment>
        <translation>cercles</translation>
    </message>
    <message>
        <source>Combination</source>
        <comment>legend heading over the combinations&apos; names</comment>
        <translation>Combinaison</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>the printed sheet&apos;s score box</comment>
        <translation>Score</translation>
    </message>
    <message>
        <source>white fields</source>
        <comment>score box: the points of the lines&apos; white fields</comment>
        <translation>cases blanches</translation>
    </message>
    <message>
        <source>circles</source>
        <comment>score box: one point per circled number</comment>
        <translation>cercles</translation>
    </message>
    <message>
        <source>total</source>
        <comment>score box: the final score</comment>
        <translation>total</translation>
    </message>
    <message>
        <source>Side A (classic)</source>
        <comment>a side of the pad</comment>
        <translation>Côté A (classique)</translation>
    </message>
    <message>
        <source>Side B (mirrored)</source>
        <comment>a side of the pad</comment>
        <extracomment>Side B&apos;s grid is side A&apos;s mirrored: the white fields&apos; points are swapped around</extracomment>
        <translation>Côté B (inversé)</translation>
    </message>
    <message>
        <source>spectacular</source>
        <comment>a solo total over 100</comment>
        <translation>spectaculaire</translation>
    </message>
    <message>
        <source>excellent</source>
        <comment>a solo total over 80</comment>
        <translation>excellent</translation>
    </message>
    <message>
        <source>good</source>
        <comment>a solo total over 50</comment>
        <translation>bien</translation>
    </message>
    <message>
        <source>below good (50 or less)</source>
        <translation>pas encore bien (50 ou moins)</translation>
    </message>
</context>
<context>
    <name>KnasterStatus</name>
    <message>
        <source>{line} has no bonus due.</source>
        <translation>La {line} n&apos;a pas de bonus à entourer.</translation>
    </message>
    <message>
        <source>Finish the bonus of {line} first, or undo the circles picked ({key}).</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Terminez d&apos;abord le bonus de la {line}, ou reprenez les cercles choisis ({key}).</translation>
    </message>
    <message>
        <source>Took back the circle in {cell}.</source>
        <translation>Cercle en {cell} repris.</translation>
    </message>
    <message>
        <source>{combination} {line:in}</source>
        <extracomment>{combination}: a combination&apos;s name (&quot;full house&quot;); {line:in}: where, &quot;in row 3&quot;, &quot;in column c&quot;: &quot;full house in row 3&quot;, with a capital where it starts a sentence</extracomment>
        <translation>{combination} {line:in}</translation>
    </message>
    <message>
        <source>fills {line} (no combination)</source>
        <extracomment>What writing into a cell completes: &quot;fills row 3 (no combination)&quot;</extracomment>
        <translation>remplit la {line} (aucune combinaison)</translation>
    </message>
    <message>
        <source>Click to write {roll} in {cell}</source>
        <extracomment>{roll}: the sum rolled; {cell}: a cell such as c3</extracomment>
        <translation>Cliquez pour écrire {roll} en {cell}</translation>
    </message>
    <message>
        <source>{message}: {completes}</source>
        <extracomment>A click&apos;s preview, then what it completes: &quot;Click to write 7 in c3: Full house in row 3&quot;</extracomment>
        <translation>{message}&#xa0;: {completes}</translation>
    </message>
    <message>
        <source>Click to circle the {roll} in {cell}</source>
        <translation>Cliquez pour entourer le {roll} en {cell}</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation>Impossible maintenant</translation>
    </message>
    <message>
        <source>an {number}</source>
        <extracomment>A number with its indefinite article when English says &quot;an&quot; (8, 11): &quot;an 8&quot;</extracomment>
        <translation>un {number}</translation>
    </message>
    <message>
        <source>a {number}</source>
        <extracomment>A number with its indefinite article: &quot;a 7&quot; (English says &quot;an 8&quot;; another entry)</extracomment>
        <translation>un {number}</translation>
    </message>
    <message>
        <source>{cell} or {cells}</source>
        <extracomment>Cells to choose from: &quot;b3 or c4&quot;</extracomment>
        <translation>{cell} ou {cells}</translation>
    </message>
    <message>
        <source>circle {number} ({cell})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {number}: &quot;a 7&quot; (with its article); {cell}: its cell</extracomment>
        <translation>entourer {number} ({cell})</translation>
    </message>
    <message>
        <source>circle one of the {roll}s ({cells})</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled; {cells}: &quot;b3 or c4&quot;</extracomment>
        <translation>entourer l&apos;un des {roll} ({cells})</translation>
    </message>
    <message>
        <source>circle one of the {roll}s</source>
        <extracomment>After &quot;with the 7 you can&quot;: {roll}: the sum rolled</extracomment>
        <translation>entourer l&apos;un des {roll}</translation>
    </message>
    <message>
        <source>write it in an empty cell or {circle}</source>
        <extracomment>After &quot;with the 7 you can&quot;: {circle}: &quot;circle a 7 (b3)&quot;</extracomment>
        <translation>l&apos;écrire dans une case vide ou {circle}</translation>
    </message>
    <message>
        <source>write it in an empty cell</source>
        <extracomment>After &quot;with the 7 you can&quot;</extracomment>
        <translation>l&apos;écrire dans une case vide</translation>
    </message>
    <message>
        <source>The {value} in {cell} is circled already</source>
        <translation>Le {value} en {cell} est déjà entouré</translation>
    </message>
    <message>
        <source>{cell} holds {value}</source>
        <translation>{cell} contient {value}</translation>
    </message>
    <message>
        <source>{held}: with the {roll} you can {options}</source>
        <extracomment>{held}: what the cell holds; {options}: &quot;write it in an empty cell or circle a 7 (b3)&quot;</extracomment>
        <translation>{held}&#xa0;: avec le {roll}, vous pouvez {options}</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Cliquez pour entourer {cell} pour le bonus de la {line}</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field (this cell is in more than one)</source>
        <translation>Choisissez d&apos;abord la ligne à entourer&#xa0;: cliquez sur sa case blanche (cette case est dans plusieurs lignes)</translation>
    </message>
    <message>
        <source>Choose the line to circle first: click its white field</source>
        <translation>Choisissez d&apos;abord la ligne à entourer&#xa0;: cliquez sur sa case blanche</translation>
    </message>
    <message>
        <source>Click to take back the circle in {cell}</source>
        <translation>Cliquez pour reprendre le cercle en {cell}</translation>
    </message>
    <message>
        <source>Click to circle {cell} for the bonus of {line} ({picked} of {required})</source>
        <extracomment>{picked} of {required}: this circle&apos;s number among the bonus circles, &quot;(2 of 3)&quot; forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Cliquez pour entourer {cell} pour le bonus de la {line} ({picked} sur {required})</translation>
    </message>
    <message>
        <source>{cell} cannot be circled for {line}</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>{cell} ne peut pas être entourée pour la {line}</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Cette partie est terminée.</translation>
    </message>
    <message>
        <source>the computer players are still playing</source>
        <translation>les joueurs ordinateur jouent encore</translation>
    </message>
    <message>
        <source>{player} rolls on another computer</source>
        <translation>{player} lance sur un autre ordinateur</translation>
    </message>
    <message>
        <source>{player} rolled {roll}.</source>
        <translation>{player} a obtenu {roll}.</translation>
    </message>
    <message>
        <source>Nothing to undo since the last roll.</source>
        <translation>Rien à reprendre depuis le dernier lancer.</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}.</source>
        <translation>Tout le monde a joué le {roll}.</translation>
    </message>
    <message>
        <source>{text} {player} rolls next.</source>
        <extracomment>{text}: what happened; {player} rolls the next round</extracomment>
        <translation>{text} {player} lance ensuite.</translation>
    </message>
    <message>
        <source>Cannot roll: {reason}.</source>
        <translation>Impossible de lancer&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{made}: choose the line to circle first (click its white field, or a cell only in that line).</source>
        <extracomment>{made}: what the roll completed, &quot;Full house in row 3 and Straight in d1&quot;</extracomment>
        <translation>{made}&#xa0;: choisissez d&apos;abord la ligne à entourer (cliquez sur sa case blanche, ou sur une case qui n&apos;est que dans cette ligne).</translation>
    </message>
    <message>
        <source>{circle} ({picked} chosen)</source>
        <extracomment>{circle}: &quot;circle 2 numbers&quot;; {picked}: how many of them the player has picked</extracomment>
        <translation>{circle} (déjà choisis : {picked})</translation>
    </message>
    <message>
        <source>{combination}: {circle}.</source>
        <extracomment>{combination}: &quot;Full house in row 3&quot;; {circle}: &quot;circle 2 numbers&quot;</extracomment>
        <translation>{combination}&#xa0;: {circle}.</translation>
    </message>
    <message>
        <source>{text} Then: {later}.</source>
        <extracomment>{text}: the bonus now; {later}: the other lines&apos; bonus to circle after it</extracomment>
        <translation>{text} Ensuite&#xa0;: {later}.</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}</source>
        <translation>cliquez sur une case vide pour écrire {roll}</translation>
    </message>
    <message>
        <source>click an empty cell to write it</source>
        <translation>cliquez sur une case vide pour l&apos;écrire</translation>
    </message>
    <message>
        <source>click an empty cell to write {roll}, or {number} to circle it</source>
        <extracomment>{number}: the roll with its article, &quot;a 7&quot;</extracomment>
        <translation>cliquez sur une case vide pour écrire le {roll}, ou sur {number} pour l&apos;entourer</translation>
    </message>
    <message>
        <source>click an empty cell to write it, or {number} to circle it</source>
        <translation>cliquez sur une case vide pour l&apos;écrire, ou sur {number} pour l&apos;entourer</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full, click {number} to circle it</source>
        <translation>la grille de {player} est pleine, cliquez sur {number} pour l&apos;entourer</translation>
    </message>
    <message>
        <source>your grid is full, click {number} to circle it</source>
        <translation>votre grille est pleine, cliquez sur {number} pour l&apos;entourer</translation>
    </message>
    <message>
        <source>{what} ({cells})</source>
        <extracomment>{what}: &quot;click a 7 to circle it&quot;; {cells}: where, &quot;b3 or c4&quot;</extracomment>
        <translation>{what} ({cells})</translation>
    </message>
    <message>
        <source>You rolled {roll}: {what}.</source>
        <translation>Vous avez obtenu {roll}&#xa0;: {what}.</translation>
    </message>
    <message>
        <source>{roller} rolled {roll}. {player}&apos;s turn: {what}.</source>
        <extracomment>{roller} rolled; it is {player}&apos;s turn to use the roll; {what}: what to click</extracomment>
        <translation>{roller} a obtenu {roll}. Au tour de {player}&#xa0;: {what}.</translation>
    </message>
    <message>
        <source>{text} This is the last round.</source>
        <translation>{text} C&apos;est le dernier tour.</translation>
    </message>
    <message>
        <source>Circled the bonus of {line}.</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Bonus de la {line} entouré.</translation>
    </message>
    <message>
        <source>Wrote {roll} in {cell}.</source>
        <translation>{roll} écrit en {cell}.</translation>
    </message>
    <message>
        <source>Circled the {roll} in {cell}.</source>
        <translation>Le {roll} en {cell} est entouré.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Partie terminée.</translation>
    </message>
    <message>
        <source>Roll again: press R.</source>
        <translation>Relancez&#xa0;: appuyez sur R.</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <extracomment>A computer player is about to move</extracomment>
        <translation>{player} joue…</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn; {later} plays later</source>
        <translation>C&apos;est au tour de {player}&#xa0;; {later} joue ensuite</translation>
    </message>
    <message>
        <source>{player} has played this roll; waiting for {next}</source>
        <translation>{player} a joué ce lancer&#xa0;; en attente de {next}</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <extracomment>{players}: the names of players on other computers, joined by commas</extracomment>
        <translation>En attente de {players}</translation>
    </message>
    <message>
        <source>{player}&apos;s grid is full</source>
        <translation>La grille de {player} est pleine</translation>
    </message>
    <message>
        <source>{first}&apos;s and {second}&apos;s grids are full</source>
        <translation>Les grilles de {first} et de {second} sont pleines</translation>
    </message>
    <message>
        <source>Several grids are full</source>
        <translation>Plusieurs grilles sont pleines</translation>
    </message>
    <message>
        <source>{whose}: the game ends now.</source>
        <extracomment>{whose}: &quot;Ann&apos;s grid is full&quot;</extracomment>
        <translation>{whose}&#xa0;: la partie se termine maintenant.</translation>
    </message>
    <message>
        <source>{whose}: the game is over.</source>
        <translation>{whose}&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>{whose}: exactly one more roll follows, then the game ends.</source>
        <translation>{whose}&#xa0;: encore exactement un lancer, puis la partie se termine.</translation>
    </message>
    <message>
        <source>Last round: {whose}; the game ends when everyone has played this roll.</source>
        <translation>Dernier tour&#xa0;: {whose}&#xa0;; la partie se termine quand tout le monde a joué ce lancer.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice first: type the sum or click it, then confirm</source>
        <translation>Saisissez d&apos;abord le lancer des vrais dés&#xa0;: tapez la somme ou cliquez dessus, puis confirmez</translation>
    </message>
    <message>
        <source>Roll the dice first: press R</source>
        <translation>Lancez d&apos;abord les dés&#xa0;: appuyez sur R</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice to start: type the sum or click it, then confirm.</source>
        <translation>Pour commencer, saisissez le lancer des vrais dés&#xa0;: tapez la somme ou cliquez dessus, puis confirmez.</translation>
    </message>
    <message>
        <source>Roll the dice to start: press R.</source>
        <translation>Lancez les dés pour commencer&#xa0;: appuyez sur R.</translation>
    </message>
    <message>
        <source>Enter the roll of the real dice again: type the sum or click it, then confirm.</source>
        <translation>Saisissez à nouveau le lancer des vrais dés&#xa0;: tapez la somme ou cliquez dessus, puis confirmez.</translation>
    </message>
    <message>
        <source>Roll the dice again: press R.</source>
        <translation>Relancez les dés&#xa0;: appuyez sur R.</translation>
    </message>
    <message>
        <source>{player} has played the {roll}</source>
        <translation>{player} a joué le {roll}</translation>
    </message>
    <message>
        <source>You have played the {roll}</source>
        <translation>Vous avez joué le {roll}</translation>
    </message>
    <message>
        <source>{reason}: enter the next roll</source>
        <translation>{reason}&#xa0;: saisissez le lancer suivant</translation>
    </message>
    <message>
        <source>{reason}: press R to roll again</source>
        <translation>{reason}&#xa0;: appuyez sur R pour relancer</translation>
    </message>
    <message>
        <source>Enter the next roll.</source>
        <translation>Saisissez le lancer suivant.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls on another computer.</source>
        <extracomment>{player}: who rolls next, on their own computer (a network game)</extracomment>
        <translation>Lancer suivant&#xa0;: {player} lance sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>Next roll: {player} rolls by itself.</source>
        <extracomment>{player}: the computer player who rolls next, nobody presses R</extracomment>
        <translation>Lancer suivant&#xa0;: {player} lance tout seul.</translation>
    </message>
    <message>
        <source>{player} has no empty cell and no {roll} left to circle, so {player} passes.</source>
        <translation>{player} n&apos;a ni case vide ni {roll} à entourer, donc {player} passe.</translation>
    </message>
    <message>
        <source>You rolled {roll}: no empty cell and no {roll} left to circle, so you pass.</source>
        <translation>Vous avez obtenu {roll}&#xa0;: aucune case vide et aucun {roll} à entourer, vous passez donc.</translation>
    </message>
    <message>
        <source>Undone. {player} plays again.</source>
        <translation>Annulé. {player} rejoue.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The game is over: its result is final, there is nothing to undo.</source>
        <translation>La partie est terminée&#xa0;: son résultat est définitif, il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>Now it is {now}&apos;s turn: the click or key meant for {meant_for} changed nothing.</source>
        <translation>C&apos;est maintenant au tour de {now} : le clic ou la touche destinés à {meant_for} n&apos;ont rien changé.</translation>
    </message>
    <message>
        <source>This is {shown}&apos;s sheet, to look at only: {player}&apos;s sheet is the one to play (click its card below)</source>
        <translation>Ceci est la feuille de {shown}, à regarder seulement&#xa0;: c&apos;est sur la feuille de {player} qu&apos;on joue (cliquez sur sa carte en bas)</translation>
    </message>
    <message>
        <source>Click to circle the bonus of {line} first</source>
        <extracomment>forms: {line:in} &quot;in row 3&quot;, {line:of} &quot;of row 3&quot;, {line:for} &quot;for row 3&quot;</extracomment>
        <translation>Cliquez d&apos;abord pour entourer le bonus de la {line}</translation>
    </message>
    <message>
        <source>{line} has no bonus due</source>
        <translation>La {line} n&apos;a pas de bonus à entourer</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;System Language ({0})</source>
        <translation>Langue du &amp;système ({0})</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
    <message>
        <source>Knaster Qt and the parts its installers carry, with their licences. Choose a part to read its licence in full.</source>
        <translation>Knaster Qt et les composants fournis par ses installateurs, avec leurs licences. Choisissez un composant pour lire sa licence complète.</translation>
    </message>
    <message>
        <source>parts of Knaster Qt</source>
        <translation>composants de Knaster Qt</translation>
    </message>
</context>
<context>
    <name>LineModel</name>
    <message numerus="yes">
        <source>{line}: %n point(s) (scored)</source>
        <translation>
            <numerusform>{line}&#xa0;:&#xa0;%n point (marqué)</numerusform>
            <numerusform>{line}&#xa0;:&#xa0;%n points (marqués)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) (circle {circles} for the bonus)</source>
        <extracomment>{circles}: the bonus circles still due in the line (1 to 3)</extracomment>
        <translation>
            <numerusform>{line}&#xa0;:&#xa0;%n point (entourez {circles} pour le bonus)</numerusform>
            <numerusform>{line}&#xa0;:&#xa0;%n points (entourez {circles} pour le bonus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s)</source>
        <extracomment>A line of the sheet and the points of its white field: &quot;row 3: 8 points&quot;</extracomment>
        <translation>
            <numerusform>{line}&#xa0;:&#xa0;%n point</numerusform>
            <numerusform>{line}&#xa0;:&#xa0;%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoopTilesAccessibility</name>
    <message>
        <source>{0}, value {1}</source>
        <extracomment>A tile as a screen reader says it: {0}: the sides its lines reach, &quot;north and east&quot;; {1}: its value</extracomment>
        <translation>{0}, valeur {1}</translation>
    </message>
    <message>
        <source>tile {0}</source>
        <translation>tuile {0}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>, the centre</source>
        <translation>, le centre</translation>
    </message>
    <message>
        <source>, the held tile fits</source>
        <translation>, la tuile en main s&apos;y pose</translation>
    </message>
    <message>
        <source>: {0} points</source>
        <translation>&#xa0;: {0} points</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>, held</source>
        <translation>, en main</translation>
    </message>
    <message>
        <source>, fits nowhere</source>
        <translation>, ne se pose nulle part</translation>
    </message>
    <message>
        <source>rack tile {0}</source>
        <translation>tuile {0} du chevalet</translation>
    </message>
</context>
<context>
    <name>LoopTilesController</name>
    <message>
        <source>That tile cannot go there: {0}.</source>
        <translation>Cette tuile ne peut pas être posée là : {0}.</translation>
    </message>
    <message>
        <source>Hint: exchange your tiles.</source>
        <translation>Indice&#xa0;: échangez vos tuiles.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Indice&#xa0;: terminez votre tour.</translation>
    </message>
    <message>
        <source>Hint: the {0} tile on {1} scores {2}.</source>
        <translation>Indice&#xa0;: la tuile {0} en {1} rapporte {2}.</translation>
    </message>
    <message>
        <source>{0} placed the {1} tile on {2}: {3} points (this turn {4}).</source>
        <translation>{0} a posé la tuile {1} en {2}&#xa0;: {3} points (ce tour-ci {4}).</translation>
    </message>
    <message>
        <source>{0} exchanged their tiles.</source>
        <translation>{0} a échangé ses tuiles.</translation>
    </message>
    <message>
        <source>The {0} tile is back on your rack from {1}.</source>
        <translation>La tuile {0} est revenue de {1} sur votre chevalet.</translation>
    </message>
    <message>
        <source>{0} scored {1} this turn.</source>
        <translation>{0} a marqué {1} ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>LoopTilesEntry</name>
    <message>
        <source>&amp;Open (rulebook)</source>
        <translation>Sans &amp;limite (règle)</translation>
    </message>
    <message>
        <source>Until the bag is empty and no tile fits, or a round passes without a tile</source>
        <translation>Jusqu&apos;à ce que le sac soit vide et qu&apos;aucune tuile ne se pose, ou qu&apos;un tour de table passe sans tuile</translation>
    </message>
    <message>
        <source>&amp;Fixed turns</source>
        <translation>Nombre de tours &amp;fixe</translation>
    </message>
    <message>
        <source>2 players 13 turns each, 3 players 9, 4 players 7 (2 to 4 players)</source>
        <translation>2 joueurs 13 tours chacun, 3 joueurs 9, 4 joueurs 7 (2 à 4 joueurs)</translation>
    </message>
    <message>
        <source>Each in turn places up to three tiles; solo is practice.</source>
        <translation>Chacun à son tour pose jusqu&apos;à trois tuiles&#xa0;; en solo, c&apos;est un entraînement.</translation>
    </message>
    <message>
        <source>Take back the last tile placed this turn ({key})</source>
        <translation>Reprendre la dernière tuile posée ce tour-ci ({key})</translation>
    </message>
    <message>
        <source>the tile to place first and its square, as the strong computer player would</source>
        <extracomment>Settings, after &quot;Loop Tiles: &quot; below the Hints box</extracomment>
        <translation>la tuile à poser d&apos;abord et sa case, comme le ferait l&apos;ordinateur fort</translation>
    </message>
    <message>
        <source>computer players place their tiles one by one at a visible pace</source>
        <extracomment>Settings and Edit &gt; Animations, after &quot;Loop Tiles: &quot;</extracomment>
        <translation>les joueurs ordinateur posent leurs tuiles une à une à un rythme visible</translation>
    </message>
    <message>
        <source>after the board game {original} ({publisher}, {year}); “{name}” is our name for it</source>
        <extracomment>Help &gt; About, after &quot;Loop Tiles: &quot;; {original}: Loopit, {name}: Loop Tiles</extracomment>
        <translation>d&apos;après le jeu de plateau {original} ({publisher}, {year})&#xa0;; «&#xa0;{name}&#xa0;» est le nom que nous lui donnons</translation>
    </message>
</context>
<context>
    <name>LoopTilesGuide</name>
    <message>
        <source>&lt;b&gt;Welcome to Loop Tiles!&lt;/b&gt; This guide plays your first turn with you. Tiles go on this board so that their lines join; the game starts from the tile on the centre square.</source>
        <translation>&lt;b&gt;Bienvenue dans Loop Tiles&#xa0;!&lt;/b&gt; Ce guide joue votre premier tour avec vous. Les tuiles se posent sur ce plateau de sorte que leurs lignes se rejoignent&#xa0;; la partie part de la tuile de la case centrale.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: choose a tile.</source>
        <translation>&lt;b&gt;Votre chevalet&lt;/b&gt;&#xa0;: choisissez une tuile.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your rack&lt;/b&gt;: five tiles, each with lines and a value. Take the {value} tile: click it (or drag it to the board).</source>
        <translation>&lt;b&gt;Votre chevalet&lt;/b&gt;&#xa0;: cinq tuiles, chacune avec des lignes et une valeur. Prenez la tuile {value}&#xa0;: cliquez dessus (ou faites-la glisser sur le plateau).</translation>
    </message>
    <message>
        <source>This tile fits nowhere now: click it again and take another one.</source>
        <translation>Cette tuile ne se pose nulle part pour l&apos;instant&#xa0;: cliquez de nouveau dessus et prenez-en une autre.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;lit squares&lt;/b&gt; are where the {value} tile fits: its lines join there, and no line is blocked. Click the ringed square: it scores {points}.</source>
        <translation>Les &lt;b&gt;cases allumées&lt;/b&gt; sont celles où la tuile {value} se pose&#xa0;: ses lignes s&apos;y rejoignent et aucune ligne n&apos;est bloquée. Cliquez sur la case entourée&#xa0;: elle rapporte {points}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The turn&apos;s score&lt;/b&gt; so far: {points}. You may place up to three tiles in a turn, one after another; {undo} takes the last one back.</source>
        <translation>&lt;b&gt;Le score du tour&lt;/b&gt; pour l&apos;instant&#xa0;: {points}. Vous pouvez poser jusqu&apos;à trois tuiles par tour, l&apos;une après l&apos;autre&#xa0;; {undo} reprend la dernière.</translation>
    </message>
    <message>
        <source>Place more tiles if you like, then click &lt;b&gt;End turn&lt;/b&gt;: your rack is filled up again from the bag.</source>
        <translation>Posez d&apos;autres tuiles si vous voulez, puis cliquez sur &lt;b&gt;Finir le tour&lt;/b&gt;&#xa0;: votre chevalet est complété depuis le sac.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn is written on the pad&lt;/b&gt;: {points} points in all. Play on as you like: the game ends when the bag is empty and no tile fits, or after a round without a tile. Help &gt; Rules explains everything.</source>
        <translation>&lt;b&gt;Votre tour est noté sur la feuille de score&lt;/b&gt;&#xa0;: {points} points en tout. Continuez à jouer à votre guise&#xa0;: la partie se termine quand le sac est vide et qu&apos;aucune tuile ne se pose plus, ou après un tour de table sans tuile. Aide &gt; Règles explique tout.</translation>
    </message>
    <message>
        <source>{value} × {bonus}</source>
        <translation>{value} × {bonus}</translation>
    </message>
    <message>
        <source>&lt;b&gt;A line joined!&lt;/b&gt; A tile scores its value (times the square&apos;s bonus, if it has one) plus the value of every tile its lines join: {sum} = {points} points.</source>
        <translation>&lt;b&gt;Une ligne rejointe&#xa0;!&lt;/b&gt; Une tuile rapporte sa valeur (multipliée par le bonus de la case, s&apos;il y en a un) plus la valeur de chaque tuile que ses lignes relient&#xa0;: {sum} = {points} points.</translation>
    </message>
</context>
<context>
    <name>LoopTilesPad</name>
    <message>
        <source>score pad</source>
        <comment>the printed pad&apos;s title</comment>
        <translation>feuille de score</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>heading of the turns&apos; column</comment>
        <translation>tour</translation>
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
        <translation>éc</translation>
    </message>
</context>
<context>
    <name>LoopTilesPlayArea</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Zoom avant</translation>
    </message>
    <message>
        <source>Zoom O&amp;ut</source>
        <translation>Zoo&amp;m arrière</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>A&amp;juster le plateau</translation>
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
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>En&amp;d Turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <source>E&amp;xchange Tiles</source>
        <translation>Éc&amp;hanger les tuiles</translation>
    </message>
    <message>
        <source>En&amp;d turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <source>E&amp;xchange tiles</source>
        <translation>Éc&amp;hanger les tuiles</translation>
    </message>
    <message>
        <source>When none of your tiles fits: return them all, draw new ones, score 0</source>
        <translation>Quand aucune de vos tuiles ne se pose&#xa0;: rendez-les toutes, piochez-en de nouvelles, 0 point</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>Votre chevalet</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>The fixed-turns variant is for 2 to 4 players: open game.</source>
        <translation>La variante à nombre de tours fixe est pour 2 à 4 joueurs&#xa0;: partie sans limite de tours.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n joueur.</numerusform>
            <numerusform>%n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>&amp;Go on playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>Take a tile from your rack first (click or drag it).</source>
        <translation>Prenez d&apos;abord une tuile de votre chevalet (cliquez ou faites-la glisser).</translation>
    </message>
    <message>
        <source>Pass to {0}
{0}, click when ready</source>
        <translation>Au tour de {0}
{0}, cliquez quand vous êtes prêt</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final ranking&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</source>
        <translation>&lt;b&gt;Classement final&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Game over: {0} wins.</source>
        <translation>Partie terminée&#xa0;: {0} gagne.</translation>
    </message>
    <message>
        <source>Game over: {0} share the win.</source>
        <translation>Partie terminée : {0} se partagent la victoire.</translation>
    </message>
    <message>
        <source>{0} is playing on another computer…</source>
        <translation>{0} joue sur un autre ordinateur…</translation>
    </message>
    <message>
        <source>{0} (computer) is playing…</source>
        <translation>{0} (ordinateur) joue…</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>Au tour de {0}</translation>
    </message>
    <message>
        <source>The game is over. New Game starts another one.</source>
        <translation>La partie est terminée. Nouvelle partie en commence une autre.</translation>
    </message>
    <message>
        <source>Hand the screen to {0}; {0} clicks the big button when ready.</source>
        <translation>Passez l&apos;écran à {0}&#xa0;; {0} clique sur le grand bouton quand tout est prêt.</translation>
    </message>
    <message>
        <source>Wait while {0} places tiles.</source>
        <translation>Patientez pendant que {0} pose ses tuiles.</translation>
    </message>
    <message>
        <source>The {0} tile fits nowhere now: choose another tile, or end your turn ({1}).</source>
        <translation>La tuile {0} ne se pose nulle part pour l&apos;instant&#xa0;: choisissez-en une autre, ou finissez votre tour ({1}).</translation>
    </message>
    <message>
        <source>Place the {0} tile on a lit square (each shows its points), or click it again to put it back.</source>
        <translation>Posez la tuile {0} sur une case allumée (chacune montre ses points), ou cliquez de nouveau dessus pour la reposer.</translation>
    </message>
    <message>
        <source>Three tiles placed, the most in a turn: end your turn ({0}), or take the last one back ({1}).</source>
        <translation>Trois tuiles posées, le maximum en un tour&#xa0;: finissez votre tour ({0}), ou reprenez la dernière ({1}).</translation>
    </message>
    <message>
        <source>None of your other tiles fits now: end your turn ({0}).</source>
        <translation>Aucune de vos autres tuiles ne se pose pour l&apos;instant&#xa0;: finissez votre tour ({0}).</translation>
    </message>
    <message>
        <source>Place another tile (up to three in a turn), or end your turn ({0}).</source>
        <translation>Posez une autre tuile (jusqu&apos;à trois par tour), ou finissez votre tour ({0}).</translation>
    </message>
    <message>
        <source>None of your tiles fits anywhere: exchange them (Exchange tiles), or end your turn.</source>
        <translation>Aucune de vos tuiles ne se pose nulle part&#xa0;: échangez-les (Échanger les tuiles), ou finissez votre tour.</translation>
    </message>
    <message>
        <source>Choose a tile from your rack: click it (the squares where it fits light up), or drag it to the board.</source>
        <translation>Choisissez une tuile de votre chevalet&#xa0;: cliquez dessus (les cases où elle se pose s&apos;allument), ou faites-la glisser sur le plateau.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits, and a round without a tile ends the game.</source>
        <translation>Finir votre tour sans poser de tuile&#xa0;? Au moins une de vos tuiles se pose, et un tour de table sans tuile termine la partie.</translation>
    </message>
    <message>
        <source>End your turn without placing a tile? At least one of your tiles fits on the board.</source>
        <translation>Finir votre tour sans poser de tuile&#xa0;? Au moins une de vos tuiles se pose sur le plateau.</translation>
    </message>
    <message>
        <source>This turn: {0} points, {1} of 3 tiles placed · bag: {2}</source>
        <translation>Ce tour&#xa0;: {0} points, {1}/3 tuiles · sac&#xa0;: {2}</translation>
    </message>
</context>
<context>
    <name>LoopTilesReplay</name>
    <message>
        <source>Replay of {0}</source>
        <translation>Revoir {0}</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Étape {0} sur {1}</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>LoopTilesRules</name>
    <message>
        <source>Loop Tiles — Rules</source>
        <translation>Loop Tiles — Règles</translation>
    </message>
    <message>
        <source># Loop Tiles</source>
        <translation># Loop Tiles</translation>
    </message>
    <message>
        <source>A tile game for 2 to 4 players; in the app you can also practise alone.</source>
        <translation>Un jeu de tuiles pour 2 à 4 joueurs&#xa0;; dans l&apos;application, vous pouvez aussi vous entraîner seul.</translation>
    </message>
    <message>
        <source>Tiles with winding lines and a value 1–8 are laid on a 13×13 board so that their lines connect. Each player has a rack of 5 tiles; the game starts from one tile on the centre square.</source>
        <translation>Des tuiles à lignes sinueuses, d&apos;une valeur de 1 à 8, sont posées sur un plateau de 13 × 13 cases de sorte que leurs lignes se raccordent. Chaque joueur a un chevalet de 5 tuiles&#xa0;; la partie commence par une tuile sur la case centrale.</translation>
    </message>
    <message>
        <source>## A turn</source>
        <translation>## Un tour</translation>
    </message>
    <message>
        <source>Place up to three tiles from your rack, one after another, then end the turn; your rack is refilled from the bag. Tiles are never rotated.</source>
        <translation>Posez jusqu&apos;à trois tuiles de votre chevalet, l&apos;une après l&apos;autre, puis terminez le tour&#xa0;; votre chevalet est complété depuis le sac. Les tuiles ne sont jamais tournées.</translation>
    </message>
    <message>
        <source>A tile may go on an empty square beside a tile when every shared edge joins line to line or blank to blank, at least one line is continued, and no line runs off the board.</source>
        <translation>Une tuile peut aller sur une case vide voisine d&apos;une tuile si chaque bord commun relie ligne à ligne ou vide à vide, si au moins une ligne est prolongée et si aucune ligne ne sort du plateau.</translation>
    </message>
    <message>
        <source>A line joined: the 2 tile continues a line of the start tile and scores 2 + 7 = 9.</source>
        <translation>Une ligne rejointe&#xa0;: la tuile 2 prolonge une ligne de la tuile de départ et rapporte 2 + 7 = 9.</translation>
    </message>
    <message>
        <source>A blocked line: the 3 tile may not go above the start tile, whose line would end at its blank side.</source>
        <translation>Une ligne bloquée&#xa0;: la tuile 3 ne peut pas aller au-dessus de la tuile de départ, dont la ligne finirait contre son bord vide.</translation>
    </message>
    <message>
        <source>A border square: the 7 tile may not go on A7, where its line would run off the board.</source>
        <translation>Une case de bord&#xa0;: la tuile 7 ne peut pas aller en A7, où sa ligne sortirait du plateau.</translation>
    </message>
    <message>
        <source>The tiles of one turn need not touch each other. You may end your turn after fewer tiles, or none, even when another tile would fit.</source>
        <translation>Les tuiles d&apos;un même tour n&apos;ont pas à se toucher. Vous pouvez finir votre tour après moins de tuiles, ou sans en poser, même si une autre tuile pouvait se poser.</translation>
    </message>
    <message>
        <source>## Scoring</source>
        <translation>## Décompte</translation>
    </message>
    <message>
        <source>A tile scores its value times the square&apos;s bonus (x2 … x6), plus the values of the tiles its lines join, tiles placed earlier in the same turn included.</source>
        <translation>Une tuile rapporte sa valeur multipliée par le bonus de la case (x2 … x6), plus les valeurs des tuiles que ses lignes relient, y compris celles posées plus tôt dans le même tour.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s turn: the 2 joined to the 7 scores 9; the 3 joined to the 4 and the 5 scores 12; the 2 on a x2 square joined to the 3 placed just before scores 2 × 2 + 3 = 7. The turn scores 9 + 12 + 7 = 28.</source>
        <translation>Le tour de la règle&#xa0;: le 2 relié au 7 rapporte 9&#xa0;; le 3 relié au 4 et au 5 rapporte 12&#xa0;; le 2 sur une case x2 relié au 3 posé juste avant rapporte 2 × 2 + 3 = 7. Le tour rapporte 9 + 12 + 7 = 28.</translation>
    </message>
    <message>
        <source>The game ends when the bag is empty and nobody can place, or when a whole round passes without a tile. The highest total wins; players with the same total share the place.</source>
        <translation>La partie se termine quand le sac est vide et que personne ne peut poser, ou quand un tour de table entier passe sans tuile posée. Le total le plus élevé gagne&#xa0;; les joueurs à égalité partagent la place.</translation>
    </message>
    <message>
        <source>End turn finishes your turn. Exchange tiles can be clicked when you are stuck: nothing placed this turn and none of your tiles fits.</source>
        <translation>Le bouton Finir le tour termine votre tour. Vous pouvez cliquer sur Échanger les tuiles quand vous êtes bloqué&#xa0;: aucune tuile posée pendant ce tour, et aucune des vôtres ne peut se poser.</translation>
    </message>
    <message>
        <source>## The end</source>
        <translation>## La fin</translation>
    </message>
    <message>
        <source>Exchange: a player who has placed no tile this turn and none of whose tiles fits anywhere may return the whole rack to the bag instead; the bag is shuffled and they draw as many tiles (some may be their own again). That ends the turn and scores 0. After placing a tile, no exchange is allowed in that turn.</source>
        <translation>Échange&#xa0;: un joueur qui n&apos;a posé aucune tuile pendant ce tour et dont aucune tuile ne peut se poser nulle part peut, à la place, remettre tout son chevalet dans le sac&#xa0;; on mélange le sac et il pioche autant de tuiles (il peut retrouver certaines des siennes). Cela termine son tour et rapporte 0. Après avoir posé une tuile, on ne peut plus échanger pendant ce tour.</translation>
    </message>
    <message>
        <source>Variant: each player plays a fixed number of turns — 13 with 2 players, 9 with 3, 7 with 4 — and only that ends the game. Before it starts, 4 tiles (2 players) or 2 tiles (3 players) are set aside unseen.</source>
        <translation>Variante&#xa0;: chaque joueur joue un nombre fixe de tours — 13 à 2 joueurs, 9 à 3, 7 à 4 — et seul cela termine la partie. Avant le début, on met de côté, faces cachées, 4 tuiles (2 joueurs) ou 2 tuiles (3 joueurs).</translation>
    </message>
    <message>
        <source>## In the app</source>
        <translation>## Dans l&apos;application</translation>
    </message>
    <message>
        <source>Drag a tile from your rack to the board, or click it and then a square: the squares where it fits light up and show its points. {undo} takes the last tile of the turn back. {ctrl}+wheel zooms, the middle button pans.</source>
        <translation>Faites glisser une tuile de votre chevalet sur le plateau, ou cliquez dessus puis sur une case : les cases où elle se pose s&apos;allument et montrent ses points. {undo} reprend la dernière tuile du tour. {ctrl}+molette zoome, le bouton du milieu déplace la vue.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>{tile} is not on player {player}&apos;s rack</source>
        <extracomment>{tile}: a tile as players see it (&quot;the 8 tile&quot;); {player}: a seat counted from 1</extracomment>
        <translation>{tile} n&apos;est pas sur le chevalet du joueur {player}</translation>
    </message>
    <message>
        <source>at most {count} tiles may be placed in a turn</source>
        <translation>au plus {count} tuiles peuvent être posées en un tour</translation>
    </message>
    <message>
        <source>no tile placed this turn to take back</source>
        <translation>aucune tuile posée ce tour-ci à reprendre</translation>
    </message>
    <message>
        <source>a player who has placed a tile this turn cannot exchange</source>
        <translation>un joueur qui a posé une tuile ce tour-ci ne peut pas échanger</translation>
    </message>
    <message>
        <source>only a player none of whose tiles fits may exchange</source>
        <translation>seul un joueur dont aucune tuile ne se pose peut échanger</translation>
    </message>
    <message>
        <source>that square is not on the board</source>
        <translation>cette case n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>{square} is taken</source>
        <translation>{square} est occupée</translation>
    </message>
    <message>
        <source>{square} has no tile beside it</source>
        <translation>{square} n&apos;a pas de tuile à côté</translation>
    </message>
    <message>
        <source>the line to the {side} of {tile} runs into a blank side at {square}</source>
        <extracomment>{side}: north, east, south or west ({side:from}: &quot;from the north&quot;, {side:edge}: &quot;north edge&quot;); {tile}: &quot;the 8 tile&quot; ({tile:of}: &quot;of the 8 tile&quot;)</extracomment>
        <translation>la ligne côté {side} {tile:of} bute sur un bord vide en {square}</translation>
    </message>
    <message>
        <source>{tile} would block a line from the {side} at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;</extracomment>
        <translation>{tile} bloquerait une ligne venant du côté {side} en {square}</translation>
    </message>
    <message>
        <source>{tile} continues no line at {square}</source>
        <translation>{tile} ne prolonge aucune ligne en {square}</translation>
    </message>
    <message>
        <source>a line of {tile} would run off the board&apos;s {side} edge at {square}</source>
        <extracomment>forms: {side:from} &quot;from the north&quot;, {side:edge} &quot;north edge&quot;; {tile:of} &quot;of the 8 tile&quot;</extracomment>
        <translation>une ligne {tile:of} sortirait du plateau par le bord {side} en {square}</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>from the north</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the north&quot;)</extracomment>
        <translation>du nord</translation>
    </message>
    <message>
        <source>north edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s north edge&quot;)</extracomment>
        <translation>bord nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>from the east</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the east&quot;)</extracomment>
        <translation>de l&apos;est</translation>
    </message>
    <message>
        <source>east edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s east edge&quot;)</extracomment>
        <translation>bord est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>from the south</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the south&quot;)</extracomment>
        <translation>du sud</translation>
    </message>
    <message>
        <source>south edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s south edge&quot;)</extracomment>
        <translation>bord sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>from the west</source>
        <extracomment>{side:from}: where a line comes from (&quot;a line from the west&quot;)</extracomment>
        <translation>de l&apos;ouest</translation>
    </message>
    <message>
        <source>west edge</source>
        <extracomment>{side:edge}: the board&apos;s edge on that side (&quot;the board&apos;s west edge&quot;)</extracomment>
        <translation>bord ouest</translation>
    </message>
    <message>
        <source>the {value} tile</source>
        <extracomment>{value}: the value printed on the tile, 1 to 8</extracomment>
        <translation>la tuile {value}</translation>
    </message>
    <message>
        <source>of the {value} tile</source>
        <extracomment>{tile:of}: whose (&quot;a line of the 8 tile&quot;; German &quot;des Plättchens 8&quot;)</extracomment>
        <translation>de la tuile {value}</translation>
    </message>
</context>
<context>
    <name>LoopTilesSheet</name>
    <message>
        <source>{player} wins</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the winner: &quot;Ann wins&quot;</extracomment>
        <translation>{player} gagne</translation>
    </message>
    <message>
        <source>{players} win</source>
        <extracomment>A finished Loop Tiles sheet&apos;s header names the players who share the win</extracomment>
        <translation>{players} gagnent</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <source>Start a new game ({key})</source>
        <translation>Commencer une nouvelle partie ({key})</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open a saved game ({key})</source>
        <translation>Ouvrir une partie enregistrée ({key})</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the game ({key})</source>
        <translation>Enregistrer la partie ({key})</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Start a game with friends on other computers of your network</source>
        <translation>Commencer une partie avec des amis sur d’autres ordinateurs de votre réseau</translation>
    </message>
    <message>
        <source>Stop Hosting the Ga&amp;me</source>
        <translation>Arrêter l’héber&amp;gement</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimations</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>Host Networ&amp;k Game…</source>
        <translation>Hé&amp;berger une partie en réseau…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Rejoindre &amp;une partie en réseau…</translation>
    </message>
    <message>
        <source>Take a seat in a game hosted on another computer of your network</source>
        <translation>Prendre une place dans une partie hébergée sur un autre ordinateur de votre réseau</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>Quitter la partie en r&amp;éseau</translation>
    </message>
    <message>
        <source>Stop playing with the host; the game stays on this screen and your seat waits for you</source>
        <translation>Ne plus jouer avec l’hôte ; la partie reste sur cet écran et votre place vous attend</translation>
    </message>
    <message>
        <source>Stop serving the game to the other computers; it stays on this screen</source>
        <translation>Ne plus servir la partie aux autres ordinateurs ; elle reste sur cet écran</translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Recovered &amp;Games…</source>
        <translation>Parties ré&amp;cupérées…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Lancer les dés</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation>Lancer les deux dés (R)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back your last step of this roll ({key})</source>
        <translation>Reprendre votre dernière action de ce lancer ({key})</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation>Ce que ferait l&apos;ordinateur fort à votre place (H ; un second H joue ce coup)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>How to play Knaster (F1)</source>
        <translation>Comment jouer à Knaster (F1)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>First Game &amp;Guide</source>
        <translation>&amp;Guide de la première partie</translation>
    </message>
    <message>
        <source>A short solo game in which the app shows what to do, step by step</source>
        <translation>Une courte partie en solo où l&apos;application montre quoi faire, pas à pas</translation>
    </message>
    <message>
        <source>&amp;About Knaster Qt</source>
        <translation>À &amp;propos de Knaster Qt</translation>
    </message>
    <message>
        <source>cannot read the file: {0}</source>
        <translation>impossible de lire le fichier&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it?</source>
        <translation>{0} existe déjà. Le remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, ligne {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <source>Opened {0}.</source>
        <translation>{0} ouvert.</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>{0} enregistré.</translation>
    </message>
    <message>
        <source>Knaster Qt was started again: this window is the one playing (one per data folder).</source>
        <translation>Knaster Qt a été relancé&#xa0;: c&apos;est cette fenêtre qui joue (une par dossier de données).</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>{0}[*] — {1}</source>
        <translation>{0}[*] — {1}</translation>
    </message>
    <message>
        <source>{game}: {what}</source>
        <extracomment>Edit &gt; Animations&apos; status tip: the game on screen and what its animations are</extracomment>
        <translation>{game}&#xa0;: {what}</translation>
    </message>
    <message>
        <source>How to play {0} (F1)</source>
        <translation>Comment jouer à {0} (F1)</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>A move the other players have seen cannot be taken back.</source>
        <translation>Un coup que les autres joueurs ont vu ne peut pas être repris.</translation>
    </message>
    <message>
        <source>Your unfinished move no longer fits the game; play it again.</source>
        <translation>Votre coup inachevé ne convient plus à la partie ; jouez-le à nouveau.</translation>
    </message>
    <message>
        <source>The host refused the move: {reason}.</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>L’hôte a refusé le coup : {reason}.</translation>
    </message>
    <message>
        <source>{player}: free</source>
        <translation>{player} : libre</translation>
    </message>
    <message>
        <source>{player}: away</source>
        <translation>{player} : absent</translation>
    </message>
    <message>
        <source>{player}: joined, thinking</source>
        <translation>{player} : connecté, réfléchit</translation>
    </message>
    <message>
        <source>{player}: joined</source>
        <translation>{player} : connecté</translation>
    </message>
    <message>
        <source>No seat is free</source>
        <translation>Aucune place libre</translation>
    </message>
    <message>
        <source>Free: {players}</source>
        <translation>Libres : {players}</translation>
    </message>
    <message>
        <source>{game}, hosted by {host}</source>
        <translation>{game}, hébergé par {host}</translation>
    </message>
    <message>
        <source>&amp;Take Seat</source>
        <translation>Prendre la p&amp;lace</translation>
    </message>
    <message>
        <source>Click a game, then type its join code.</source>
        <translation>Cliquez sur une partie, puis tapez son code d’accès.</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Recherche de parties sur ce réseau…</translation>
    </message>
    <message>
        <source>Games on this network cannot be looked for ({reason}). Type the host&apos;s address.</source>
        <translation>Impossible de rechercher des parties sur ce réseau ({reason}). Tapez l’adresse de l’hôte.</translation>
    </message>
    <message>
        <source>Pick your seat.</source>
        <translation>Choisissez votre place.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Toutes les places de cette partie sont prises.</translation>
    </message>
    <message>
        <source>Waiting for: {players}</source>
        <translation>En attente de : {players}</translation>
    </message>
    <message>
        <source>Away: {players}</source>
        <translation>Absents : {players}</translation>
    </message>
    <message>
        <source>{game} cannot be played over the network yet.</source>
        <translation>{game} ne se joue pas encore en réseau.</translation>
    </message>
    <message>
        <source>Cannot host the game: {reason}</source>
        <translation>Impossible d’héberger la partie : {reason}</translation>
    </message>
    <message>
        <source>The game is not announced on the network ({reason}): tell your friends the address and port.</source>
        <translation>La partie n’est pas annoncée sur le réseau ({reason}) : donnez l’adresse et le port à vos amis.</translation>
    </message>
    <message>
        <source>Port {old} is taken now: the game is hosted again on port {port}. Tell the other players.</source>
        <translation>Le port {old} est désormais occupé&#xa0;: la partie est de nouveau hébergée sur le port {port}. Prévenez les autres joueurs.</translation>
    </message>
    <message>
        <source>The game is hosted again: the other players rejoin by themselves.</source>
        <translation>La partie est de nouveau hébergée&#xa0;: les autres joueurs se reconnectent d’eux-mêmes.</translation>
    </message>
    <message>
        <source>The network game could not be hosted again: its file cannot be used ({reason}). The game goes on at this screen only; the file was kept as {file}.</source>
        <extracomment>{reason}: why, in English (the file&apos;s words)</extracomment>
        <translation>La partie en réseau n’a pas pu être de nouveau hébergée&#xa0;: son fichier est inutilisable ({reason}). La partie continue sur cet écran seulement&#xa0;; le fichier a été conservé sous le nom {file}.</translation>
    </message>
    <message>
        <source>Cannot Host the Game Again</source>
        <translation>Impossible d’héberger de nouveau la partie</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Connexion perdue ; nouvel essai…</translation>
    </message>
    <message>
        <source>Connected to the host again.</source>
        <translation>De nouveau connecté à l’hôte.</translation>
    </message>
    <message>
        <source>This app does not know the host&apos;s game.</source>
        <translation>Cette application ne connaît pas le jeu de l’hôte.</translation>
    </message>
    <message>
        <source>The network game has ended: {reason}</source>
        <extracomment>{reason}: why (the host&apos;s reason, in this language when the app knows it)</extracomment>
        <translation>La partie en réseau est terminée : {reason}</translation>
    </message>
    <message>
        <source>the host did not come back</source>
        <translation>l’hôte n’est pas revenu</translation>
    </message>
    <message>
        <source>the host sent something unreadable ({error})</source>
        <extracomment>{error}: what was wrong with it, in English (the protocol&apos;s words)</extracomment>
        <translation>l’hôte a envoyé quelque chose d’illisible ({error})</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>la connexion s’est terminée</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>{0} to {1} players</source>
        <translation>{0} à {1} joueurs</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 joueur</translation>
    </message>
    <message>
        <source>Who plays? {0}, each a person at this screen or a computer player.</source>
        <translation>Qui joue&#xa0;? {0}, chacun une personne devant cet écran ou un joueur ordinateur.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>New Game — {0}</source>
        <translation>Nouvelle partie — {0}</translation>
    </message>
    <message>
        <source>name of player {0}</source>
        <translation>nom du joueur {0}</translation>
    </message>
    <message>
        <source>player {0} plays as</source>
        <translation>le joueur {0} joue en tant que</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Distribuée</translation>
    </message>
    <message>
        <source>sheet of player {0}</source>
        <translation>feuille du joueur {0}</translation>
    </message>
    <message>
        <source>Dealt: the first sheet nobody has, in seat order</source>
        <translation>Distribuée&#xa0;: la première feuille que personne n&apos;a, dans l&apos;ordre des places</translation>
    </message>
    <message>
        <source>a game has {0} to {1} players, not {2}</source>
        <translation>une partie a de {0} à {1} joueurs, pas {2}</translation>
    </message>
    <message>
        <source>two players are called {0}</source>
        <translation>deux joueurs s&apos;appellent {0}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a computer level ({1})</source>
        <translation>«&#xa0;{0}&#xa0;» n&apos;est pas un niveau d&apos;ordinateur ({1})</translation>
    </message>
    <message>
        <source>there is no sheet side &apos;{0}&apos;</source>
        <translation>il n&apos;y a pas de côté de feuille «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>there is no sheet &apos;{0}&apos;</source>
        <translation>il n&apos;y a pas de feuille «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>two players have sheet {0}</source>
        <translation>deux joueurs ont la feuille {0}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>which game</source>
        <translation>quel jeu</translation>
    </message>
    <message>
        <source>Who plays? 1 to 12 players, each a person at this screen or a computer player. Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation>Qui joue&#xa0;? 1 à 12 joueurs, chacun une personne devant cet écran ou un joueur ordinateur. Tout le monde joue le même lancer, dans cet ordre&#xa0;; le lanceur change à chaque tour.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Joue en tant que</translation>
    </message>
    <message>
        <source>Add &amp;Person</source>
        <translation>Ajouter un &amp;humain</translation>
    </message>
    <message>
        <source>Add a person who plays at this screen</source>
        <translation>Ajouter une personne qui joue devant cet écran</translation>
    </message>
    <message>
        <source>Add &amp;Computer</source>
        <translation>Ajouter un &amp;ordinateur</translation>
    </message>
    <message>
        <source>Add a computer player (choose its level in the list)</source>
        <translation>Ajouter un joueur ordinateur (choisissez son niveau dans la liste)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Retirer le joueur sélectionné</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>The selected player sits one place earlier</source>
        <translation>Faire avancer le joueur sélectionné d&apos;une place</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>The selected player sits one place later</source>
        <translation>Faire reculer le joueur sélectionné d&apos;une place</translation>
    </message>
    <message>
        <source>what is wrong with the players</source>
        <translation>ce qui ne va pas avec les joueurs</translation>
    </message>
    <message>
        <source>Sheet side</source>
        <translation>Côté de la feuille</translation>
    </message>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation>Côté &amp;A (classique)</translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation>Rangées 9 8 7 6 5 de haut en bas, colonnes 9 8 7 6 5 de gauche à droite</translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation>Côté &amp;B (inversé)</translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation>Rangées 5 6 7 8 9 de haut en bas, colonnes 5 6 7 8 9 de gauche à droite</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation>&amp;Tour supplémentaire (règle)</translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation>Quand une grille est pleine, on joue exactement un lancer de plus</translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation>Fin ra&amp;pide</translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation>La partie se termine avec le tour où une grille se remplit</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>The app r&amp;olls</source>
        <translation>L&apos;application &amp;lance</translation>
    </message>
    <message>
        <source>Rea&amp;l dice</source>
        <translation>Dés ré&amp;els</translation>
    </message>
    <message>
        <source>You roll real dice at the table and enter the sum</source>
        <translation>Vous lancez de vrais dés à la table et saisissez la somme</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>⚠ Game not saved: kept in memory</source>
        <translation>⚠ Partie non enregistrée&#xa0;: gardée en mémoire</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from an earlier session added to the records.</source>
        <translation>
            <numerusform>%n partie terminée d&apos;une session précédente ajoutée aux statistiques.</numerusform>
            <numerusform>%n parties terminées d&apos;une session précédente ajoutées aux statistiques.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept: {0}.</source>
        <translation>Une partie inachevée a été gardée&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>An unfinished game of {0} was kept: {1}.</source>
        <translation>Une partie inachevée de {0} a été gardée&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Reprendre la partie&#xa0;?</translation>
    </message>
    <message>
        <source>Resume it where it stopped?</source>
        <translation>La reprendre là où elle s&apos;est arrêtée&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>sheet {0}, round {1} (so far {2})</source>
        <translation>feuille {0}, tour {1} (jusqu&apos;ici {2})</translation>
    </message>
    <message>
        <source>round {0} (so far {1})</source>
        <translation>tour {0} (jusqu&apos;ici {1})</translation>
    </message>
    <message>
        <source>Resumed the game at round {0}.</source>
        <translation>Partie reprise au tour {0}.</translation>
    </message>
    <message>
        <source>The unfinished game was kept as {0} (Game &gt; Recovered Games).</source>
        <translation>La partie inachevée a été gardée sous le nom {0} (Partie &gt; Parties récupérées).</translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation>Abandonner la partie&#xa0;?</translation>
    </message>
    <message>
        <source>Abandon the game in round {0}?</source>
        <translation>Abandonner la partie au tour {0}&#xa0;?</translation>
    </message>
    <message>
        <source>It will be kept as a file: Game &gt; Recovered Games opens it again.</source>
        <translation>Elle sera gardée dans un fichier&#xa0;: Partie &gt; Parties récupérées la rouvre.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>Game not replaced</source>
        <translation>Partie non remplacée</translation>
    </message>
    <message>
        <source>The game in round {0} could not be kept ({1}). It stays on screen.</source>
        <translation>La partie au tour {0} n&apos;a pas pu être gardée ({1}). Elle reste à l&apos;écran.</translation>
    </message>
    <message>
        <source>The game in round {0} was kept as {1} (Game &gt; Recovered Games).</source>
        <translation>La partie au tour {0} a été gardée sous le nom {1} (Partie &gt; Parties récupérées).</translation>
    </message>
    <message>
        <source>Game not in the records</source>
        <translation>Partie absente des statistiques</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>La partie est de nouveau sauvegardée automatiquement.</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>{0} no longer exists.</source>
        <translation>{0} n&apos;existe plus.</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <source>the game on screen</source>
        <translation>la partie à l&apos;écran</translation>
    </message>
    <message>
        <source>No game of this app replays {0}.</source>
        <translation>Aucun jeu de cette application ne sait revoir {0}.</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>whose turn</source>
        <translation>à qui le tour</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>fin de partie</translation>
    </message>
    <message>
        <source>bonus prompt</source>
        <translation>demande de bonus</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>indice</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>your turn</source>
        <translation>à vous</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>A computer player&apos;s card while it is about to move</extracomment>
        <translation>joue…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>played</source>
        <translation>a joué</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>gagne&#xa0;!</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>ordinateur, {level}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>humain</translation>
    </message>
    <message numerus="yes">
        <source>{player} ({kind}): %n point(s) ({lines} for lines, {circles} circles)</source>
        <extracomment>A player&apos;s card: &quot;Ann (person): 41 points (26 for lines, 15 circles)&quot;</extracomment>
        <translation>
            <numerusform>{player} ({kind})&#xa0;:&#xa0;%n point ({lines} pour les lignes, {circles} cercles)</numerusform>
            <numerusform>{player} ({kind})&#xa0;:&#xa0;%n points ({lines} pour les lignes, {circles} cercles)</numerusform>
        </translation>
    </message>
    <message>
        <source>{text}, {state}</source>
        <translation>{text}, {state}</translation>
    </message>
    <message>
        <source>{card}. Click to see this sheet large.</source>
        <translation>{card}. Cliquez pour voir cette feuille en grand.</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Cannot export PDF</source>
        <translation>Impossible d&apos;exporter le PDF</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Rien à imprimer</translation>
    </message>
    <message>
        <source>{0} has no sheets to print yet.</source>
        <translation>{0} n&apos;a encore aucune feuille à imprimer.</translation>
    </message>
    <message>
        <source>Print {0} Sheets</source>
        <translation>Imprimer des feuilles de {0}</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Impossible d&apos;imprimer</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <source>Print Sheets</source>
        <translation>Imprimer des feuilles</translation>
    </message>
    <message>
        <source>Sheets of this &amp;game</source>
        <translation>Feuilles de cette &amp;partie</translation>
    </message>
    <message>
        <source>&amp;Blank sheets, to play on paper</source>
        <translation>Feuilles &amp;vierges, pour jouer sur papier</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>&amp;Côté de la feuille&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Number of sheets:</source>
        <translation>&amp;Nombre de feuilles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposition&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Cut marks</source>
        <translation>&amp;Traits de coupe</translation>
    </message>
    <message>
        <source>The game&apos;s choice</source>
        <translation>Au choix du jeu</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>&amp;Feuille&#xa0;:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) per page</source>
        <translation>
            <numerusform>%n feuille par page</numerusform>
            <numerusform>%n feuilles par page</numerusform>
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
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}: blank sheets, {1}</source>
        <translation>{0}&#xa0;: feuilles vierges, {1}</translation>
    </message>
</context>
<context>
    <name>QuitGuard</name>
    <message>
        <source>Quit Knaster Qt?</source>
        <translation>Quitter Knaster Qt&#xa0;?</translation>
    </message>
    <message>
        <source>The game is not saved: it is kept only in memory, and quitting now loses it.</source>
        <translation>La partie n&apos;est pas enregistrée&#xa0;: elle n&apos;est gardée qu&apos;en mémoire, et quitter maintenant la ferait perdre.</translation>
    </message>
    <message>
        <source>Why: %s</source>
        <translation>Raison&#xa0;:&#xa0;%s</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Quitter quand même</translation>
    </message>
</context>
<context>
    <name>RealDiceEntry</name>
    <message>
        <source>Keys: 2 to 9; 0 for 10, - for 11, = for 12 (or type 10, 11, 12); {enter} confirms, {backspace} changes</source>
        <translation>Touches&#xa0;: 2 à 9&#xa0;; 0 pour 10, - pour 11, = pour 12 (ou tapez 10, 11, 12)&#xa0;; {enter} confirme, {backspace} modifie</translation>
    </message>
    <message>
        <source>Enter the sum of the real dice:</source>
        <translation>Saisissez la somme des vrais dés&#xa0;:</translation>
    </message>
    <message>
        <source>The dice show {0}</source>
        <translation>Les dés montrent {0}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <source>Everyone plays this number ({key})</source>
        <translation>Tout le monde joue ce nombre ({key})</translation>
    </message>
    <message>
        <source>Ch&amp;ange</source>
        <translation>C&amp;hanger</translation>
    </message>
    <message>
        <source>Choose another number ({key})</source>
        <translation>Choisir un autre nombre ({key})</translation>
    </message>
    <message>
        <source>sum of the real dice</source>
        <translation>somme des vrais dés</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Wait until everyone has played.</source>
        <translation>Attendez que tout le monde ait joué.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll: {0}&lt;/b&gt; — Confirm or Change?</source>
        <translation>&lt;b&gt;Lancer&#xa0;: {0}&lt;/b&gt; — confirmer ou changer&#xa0;?</translation>
    </message>
    <message>
        <source>1… then 0, 1 or 2 for 10, 11, 12</source>
        <translation>1… puis 0, 1 ou 2 pour 10, 11, 12</translation>
    </message>
    <message>
        <source>Click the sum or type it.</source>
        <translation>Cliquez sur la somme ou tapez-la.</translation>
    </message>
    <message>
        <source>{0} die&apos;s value</source>
        <extracomment>{0}: a colour, &quot;black&quot;; {0:die} says &quot;black die&quot;, {0:field} &quot;black field&quot;</extracomment>
        <translation>valeur du dé {0}</translation>
    </message>
    <message>
        <source>Real dice:</source>
        <translation>Vrais dés&#xa0;:</translation>
    </message>
    <message>
        <source>E&amp;nter the dice</source>
        <translation>&amp;Saisir les dés</translation>
    </message>
</context>
<context>
    <name>RecoveredGamesWindow</name>
    <message>
        <source>No games are kept.</source>
        <translation>Aucune partie n&apos;est gardée.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n kept game(s)?</source>
        <translation>
            <numerusform>Supprimer %n partie gardée ?</numerusform>
            <numerusform>Supprimer %n parties gardées ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They go to the trash, from where they can still be restored.</source>
        <translation>
            <numerusform>Elle va à la corbeille, d&apos;où elle peut encore être restaurée.</numerusform>
            <numerusform>Elles vont à la corbeille, d&apos;où elles peuvent encore être restaurées.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message numerus="yes">
        <source>The trash cannot take %n kept game(s). Delete them for good?</source>
        <translation>
            <numerusform>La corbeille ne peut pas recevoir %n partie gardée. La supprimer définitivement ?</numerusform>
            <numerusform>La corbeille ne peut pas recevoir %n parties gardées. Les supprimer définitivement ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They cannot be restored afterwards.</source>
        <translation>
            <numerusform>Elle ne pourra plus être restaurée.</numerusform>
            <numerusform>Elles ne pourront plus être restaurées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete for &amp;Good</source>
        <translation>Supprimer &amp;définitivement</translation>
    </message>
    <message>
        <source>Delete Kept Games</source>
        <translation>Supprimer des parties gardées</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be deleted:</source>
        <translation>
            <numerusform>%n partie gardée n&apos;a pas pu être supprimée :</numerusform>
            <numerusform>%n parties gardées n&apos;ont pas pu être supprimées :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) had already been removed by another program:</source>
        <translation>
            <numerusform>%n partie gardée avait déjà été retirée par un autre programme :</numerusform>
            <numerusform>%n parties gardées avaient déjà été retirées par un autre programme :</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>Parties gardées</translation>
    </message>
    <message>
        <source>Nothing else was changed.</source>
        <translation>Rien d&apos;autre n&apos;a été modifié.</translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) moved to the trash.</source>
        <translation>
            <numerusform>%n partie gardée mise à la corbeille.</numerusform>
            <numerusform>%n parties gardées mises à la corbeille.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) deleted for good.</source>
        <translation>
            <numerusform>%n partie gardée supprimée définitivement.</numerusform>
            <numerusform>%n parties gardées supprimées définitivement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) left as they were.</source>
        <translation>
            <numerusform>%n partie gardée laissée telle quelle.</numerusform>
            <numerusform>%n parties gardées laissées telles quelles.</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder {0} is read-only or may not be changed</source>
        <translation>le dossier {0} est en lecture seule ou ne peut pas être modifié</translation>
    </message>
    <message>
        <source>Recovered Games</source>
        <translation>Parties récupérées</translation>
    </message>
    <message>
        <source>Unfinished games you abandoned or did not resume, newest first. Open one to play on, or delete those you no longer need.</source>
        <translation>Les parties inachevées que vous avez abandonnées ou pas reprises, les plus récentes d&apos;abord. Ouvrez-en une pour la continuer, ou supprimez celles dont vous n&apos;avez plus besoin.</translation>
    </message>
    <message>
        <source>Double-click a game to play it on</source>
        <translation>Double-cliquez sur une partie pour la continuer</translation>
    </message>
    <message>
        <source>kept games</source>
        <translation>parties gardées</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Play the selected game on in the main window</source>
        <translation>Continuer la partie choisie dans la fenêtre principale</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Move the selected games to the trash ({key})</source>
        <translation>Mettre les parties choisies à la corbeille ({key})</translation>
    </message>
    <message>
        <source>Delete Older Than &amp;30 Days…</source>
        <translation>Supprimer celles de plus de &amp;30 jours…</translation>
    </message>
    <message>
        <source>Select the games kept more than 30 days ago and move them to the trash</source>
        <translation>Choisir les parties gardées il y a plus de 30 jours et les mettre à la corbeille</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>RemoteSeatsDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>Who plays on another computer?</source>
        <translation>Qui joue sur un autre ordinateur ?</translation>
    </message>
</context>
<context>
    <name>ReplaySheets</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The caption over a player&apos;s sheet in the replay: &quot;Ann · 41 points&quot;</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay of {title} — Knaster</source>
        <extracomment>The replay window&apos;s title; {title}: the game&apos;s file name</extracomment>
        <translation>Revoir {title} — Knaster</translation>
    </message>
    <message>
        <source>Replay — Knaster</source>
        <translation>Revoir — Knaster</translation>
    </message>
    <message>
        <source>{file}, line {line}: {problem}</source>
        <extracomment>A transcript that does not check: its file, the line and the problem</extracomment>
        <translation>{file}, ligne {line}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Step {position} of {last}</source>
        <translation>Étape {position} sur {last}</translation>
    </message>
    <message>
        <source>{step} · game over</source>
        <translation>{step} · partie terminée</translation>
    </message>
    <message>
        <source>{step} — {what}</source>
        <translation>{step} — {what}</translation>
    </message>
    <message>
        <source>Replay Game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation>Avant le premier lancer</translation>
    </message>
    <message>
        <source>rolls of the game</source>
        <translation>lancers de la partie</translation>
    </message>
    <message>
        <source>Every roll of the game; pick one to see the sheets after it</source>
        <translation>Chaque lancer de la partie&#xa0;; choisissez-en un pour voir les feuilles après ce lancer</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <source>Before the first roll ({key})</source>
        <translation>Avant le premier lancer ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>One roll back ({key})</source>
        <translation>Un lancer en arrière ({key})</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <source>One roll forward ({key})</source>
        <translation>Un lancer en avant ({key})</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <source>The last roll ({key})</source>
        <translation>Le dernier lancer ({key})</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Replay a saved game; the game being played stays as it is</source>
        <translation>Revoir une partie enregistrée&#xa0;; la partie en cours reste telle quelle</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Replay of {0}</source>
        <translation>Revoir {0}</translation>
    </message>
    <message>
        <source>{0} · sheet {1} · {2} points</source>
        <translation>{0} · feuille {1} · {2} points</translation>
    </message>
    <message>
        <source>Before the first throw.</source>
        <translation>Avant le premier lancer.</translation>
    </message>
    <message>
        <source>Step {0} of {1}: {2}</source>
        <translation>Étape {0} sur {1}&#xa0;: {2}</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>results</source>
        <translation>résultats</translation>
    </message>
    <message>
        <source>You scored {0} points.</source>
        <translation>Vous avez marqué {0} points.</translation>
    </message>
    <message>
        <source>{0} wins with {1} points.</source>
        <translation>{0} gagne avec {1} points.</translation>
    </message>
    <message>
        <source>{0} share the win with {1} points.</source>
        <translation>{0} se partagent la victoire avec {1} points.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Row {0}</source>
        <translation>Rangée {0}</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Spectacular!! {0} points or more: the best possible play reaches that in only 1 game out of 10.</source>
        <translation>Spectaculaire&#xa0;!! {0} points ou plus&#xa0;: le meilleur jeu possible n&apos;y arrive que dans 1 partie sur 10.</translation>
    </message>
    <message>
        <source>Excellent! {0} points or more: the best possible play reaches that in half its games.</source>
        <translation>Excellent&#xa0;! {0} points ou plus&#xa0;: le meilleur jeu possible y arrive dans la moitié de ses parties.</translation>
    </message>
    <message>
        <source>Good: {0} points or more. The best possible play reaches that in 9 games out of 10.</source>
        <translation>Bien&#xa0;: {0} points ou plus. Le meilleur jeu possible y arrive dans 9 parties sur 10.</translation>
    </message>
    <message>
        <source>Try again: {0} points or more is good (the best possible play reaches that in 9 games out of 10).</source>
        <translation>Réessayez&#xa0;: {0} points ou plus, c&apos;est bien (le meilleur jeu possible y arrive dans 9 parties sur 10).</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Cercles</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>White fields of scored lines:</source>
        <translation>Cases blanches des lignes qui comptent :</translation>
    </message>
    <message>
        <source>Circled numbers:</source>
        <translation>Nombres entourés&#xa0;:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total&#xa0;:</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}&#xa0;: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s)</source>
        <translation>
            <numerusform>Partie terminée&#xa0;:&#xa0;%n point</numerusform>
            <numerusform>Partie terminée&#xa0;:&#xa0;%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>no line scored</source>
        <translation>aucune ligne ne compte</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n point(s)!</source>
        <translation>
            <numerusform>{player} gagne avec&#xa0;%n point&#xa0;!</numerusform>
            <numerusform>{player} gagne avec&#xa0;%n points&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} share the win with %n point(s)!</source>
        <extracomment>{players}: the winners&apos; names joined, &quot;Ann and Bob&quot;</extracomment>
        <translation>
            <numerusform>{players} se partagent la victoire avec %n point !</numerusform>
            <numerusform>{players} se partagent la victoire avec %n points !</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{first} and {last}</source>
        <extracomment>Two items of a list, e.g. two player names or two lines: &quot;Ann and Bob&quot;</extracomment>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <extracomment>The start of a list of three or more: &quot;Ann, Bob and Cy&quot; is &quot;Ann&quot; + &quot;, &quot; + &quot;Bob and Cy&quot;</extracomment>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un joueur a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is longer than {most} characters</source>
        <translation>«&#xa0;{name}&#xa0;» dépasse {most} caractères</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains a space; use letters, digits, _ or -</source>
        <translation>«&#xa0;{name}&#xa0;» contient une espace&#xa0;; utilisez des lettres, des chiffres, _ ou -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; contains &apos;{char}&apos;; use letters, digits, _ or -</source>
        <extracomment>{char}: the character that may not be in a name</extracomment>
        <translation>«&#xa0;{name}&#xa0;» contient «&#xa0;{char}&#xa0;»&#xa0;; utilisez des lettres, des chiffres, _ ou -</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a keyword of the transcript and cannot be a name</source>
        <translation>«&#xa0;{name}&#xa0;» est un mot-clé de la transcription et ne peut pas être un nom</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules text could not be read: {0}</source>
        <translation>Le texte des règles n&apos;a pas pu être lu&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{game} Rules</source>
        <translation>Règles de {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Chapter {number} of {count}</source>
        <translation>Chapitre {number} sur {count}</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Votre feuille</translation>
    </message>
    <message>
        <source>Knaster is a dice game for 1 to 12 players. Everybody has a sheet like this one: a green grid of 5 × 5 empty cells. The columns are called a to e, the rows 1 to 5, so the top left cell is a1.</source>
        <translation>Knaster est un jeu de dés pour 1 à 12 joueurs. Chacun a une feuille comme celle-ci&#xa0;: une grille verte de 5 × 5 cases vides. Les colonnes vont de a à e, les rangées de 1 à 5&#xa0;; la case en haut à gauche est donc a1.</translation>
    </message>
    <message>
        <source>The grid has 12 &lt;b&gt;lines&lt;/b&gt;: 5 rows, 5 columns and 2 diagonals. Each line ends in a &lt;b&gt;white field&lt;/b&gt; with its points: on side A the rows pay 9, 8, 7, 6, 5 from the top, the columns 9, 8, 7, 6, 5 from the left and each diagonal 10.</source>
        <translation>La grille a 12 &lt;b&gt;lignes&lt;/b&gt;&#xa0;: 5 rangées, 5 colonnes et 2 diagonales. Chaque ligne se termine par une &lt;b&gt;case blanche&lt;/b&gt; avec ses points&#xa0;: sur le côté A, les rangées valent 9, 8, 7, 6, 5 de haut en bas, les colonnes 9, 8, 7, 6, 5 de gauche à droite et chaque diagonale 10.</translation>
    </message>
    <message>
        <source>Side B of the pad is the mirror image: there the rows pay 5, 6, 7, 8, 9 from the top and the columns 5, 6, 7, 8, 9 from the left. You choose the side in New Game.</source>
        <translation>Le côté B du bloc est l&apos;image inversée&#xa0;: les rangées y valent 5, 6, 7, 8, 9 de haut en bas et les colonnes 5, 6, 7, 8, 9 de gauche à droite. Vous choisissez le côté dans Nouvelle partie.</translation>
    </message>
    <message>
        <source>On the left, the &lt;b&gt;legend&lt;/b&gt; lists the six combinations and how many bonus circles each earns. Below it, the &lt;b&gt;score box&lt;/b&gt; adds up your points at the end.</source>
        <translation>À gauche, la &lt;b&gt;légende&lt;/b&gt; liste les six combinaisons et le nombre de cercles bonus que chacune rapporte. En dessous, la &lt;b&gt;case de score&lt;/b&gt; additionne vos points à la fin.</translation>
    </message>
    <message>
        <source>A new sheet, side A.</source>
        <translation>Une nouvelle feuille, côté A.</translation>
    </message>
    <message>
        <source>A round: roll, then write or circle</source>
        <translation>Un tour : lancer, puis écrire ou entourer</translation>
    </message>
    <message>
        <source>Two dice are rolled and everybody uses their &lt;b&gt;sum&lt;/b&gt; (2 to 12), all at the same time. In the app you roll with the Roll button or the R key.</source>
        <translation>On lance deux dés et tout le monde utilise la &lt;b&gt;somme&lt;/b&gt; des dés (2 à 12), en même temps. Dans l&apos;application, vous lancez avec le bouton Lancer ou la touche R.</translation>
    </message>
    <message>
        <source>Then everybody does exactly one thing: &lt;b&gt;write&lt;/b&gt; the sum into any empty cell, or &lt;b&gt;circle&lt;/b&gt; one cell that already holds that number and is not circled yet (only one, even if several cells hold it).</source>
        <translation>Puis chacun fait exactement une chose&#xa0;: &lt;b&gt;écrire&lt;/b&gt; la somme dans n&apos;importe quelle case vide, ou &lt;b&gt;entourer&lt;/b&gt; une case qui contient déjà ce nombre et n&apos;est pas encore entourée (une seule, même si plusieurs cases le contiennent).</translation>
    </message>
    <message>
        <source>You may always write while an empty cell is left, even if you could circle. Only when your grid is full and no uncircled cell holds the number do you pass.</source>
        <translation>Vous pouvez toujours écrire tant qu&apos;il reste une case vide, même si vous pourriez entourer. Vous ne passez que si votre grille est pleine et qu&apos;aucune case non entourée ne contient le nombre.</translation>
    </message>
    <message>
        <source>A 7 was written in c3, then a 5 in b2 and a 9 in d4. When 7 came again, the 7 in c3 was circled.</source>
        <translation>Un 7 a été écrit en c3, puis un 5 en b2 et un 9 en d4. Quand le 7 est revenu, le 7 en c3 a été entouré.</translation>
    </message>
    <message>
        <source>Full lines and bonus circles</source>
        <translation>Lignes complètes et cercles bonus</translation>
    </message>
    <message>
        <source>When a write puts the fifth number into a line, look at its five numbers (their order and the circles do not matter). If they form a combination of the legend, you &lt;b&gt;must at once circle&lt;/b&gt; that many uncircled cells of that line, any of them. Later is too late.</source>
        <translation>Quand vous écrivez le cinquième nombre d&apos;une ligne, regardez ses cinq nombres (leur ordre et les cercles ne comptent pas). S&apos;ils forment une combinaison de la légende, vous &lt;b&gt;devez aussitôt entourer&lt;/b&gt; autant de cases non entourées de cette ligne, n&apos;importe lesquelles. Plus tard, c&apos;est trop tard.</translation>
    </message>
    <message>
        <source>Three of a kind and two pairs give 1 circle; four of a kind and a full house 2; five of a kind and a straight (five numbers in a row) 3. One pair only, or five different numbers not in a row, give nothing.</source>
        <translation>Un brelan et deux paires donnent 1 cercle&#xa0;; un carré et un full 2&#xa0;; cinq identiques et une suite (cinq nombres qui se suivent) 3. Une seule paire, ou cinq nombres différents qui ne se suivent pas, ne donnent rien.</translation>
    </message>
    <message>
        <source>If fewer uncircled cells are left in the line, circle all that are left. One write can complete 2, 3 or even 4 lines at once: then you handle them one after the other, &lt;b&gt;in the order you choose&lt;/b&gt;. A line&apos;s uncircled cells are counted when its turn comes, so circles made for the first line can leave fewer for the next.</source>
        <translation>S&apos;il reste moins de cases non entourées dans la ligne, entourez toutes celles qui restent. Un seul nombre écrit peut compléter 2, 3 ou même 4 lignes à la fois&#xa0;: vous les traitez alors l&apos;une après l&apos;autre, &lt;b&gt;dans l&apos;ordre de votre choix&lt;/b&gt;. Les cases non entourées d&apos;une ligne se comptent quand vient son tour&#xa0;; les cercles faits pour la première ligne peuvent donc en laisser moins pour la suivante.</translation>
    </message>
    <message>
        <source>A house rule, Quick end in New Game, leaves out that extra round: the game then ends with the round in which the first grid fills.</source>
        <translation>Une règle maison, Fin rapide dans Nouvelle partie, supprime ce tour supplémentaire&#xa0;: la partie se termine alors avec le tour où la première grille se remplit.</translation>
    </message>
    <message>
        <source>Your score is the points of your circled white fields plus &lt;b&gt;1 point for every circled cell&lt;/b&gt;. The highest score wins; equal highest scores share the win. In a solo game above 50 is good, above 80 excellent and above 100 spectacular.</source>
        <translation>Votre score est la somme des points de vos cases blanches entourées plus &lt;b&gt;1 point par case entourée&lt;/b&gt;. Le score le plus élevé gagne&#xa0;; en cas d&apos;égalité, la victoire est partagée. En solo, plus de 50 est bien, plus de 80 excellent et plus de 100 spectaculaire.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the frame on the sheet, {enter} or {space} writes or circles, R rolls, {undo} takes back your last step of this roll and H shows a hint; H again or {enter} plays it.</source>
        <translation>Au clavier&#xa0;: les flèches déplacent le cadre sur la feuille, {enter} ou {space} écrit ou entoure, R lance les dés, {undo} reprend votre dernière action de ce lancer et H montre un indice&#xa0;; H à nouveau ou {enter} le joue.</translation>
    </message>
    <message>
        <source>7, 10, 8, 6 and 9 in the diagonal from a1 to e5 make a straight: three bonus circles in that diagonal, here a1, c3 and e5.</source>
        <translation>7, 10, 8, 6 et 9 dans la diagonale de a1 à e5 forment une suite&#xa0;: trois cercles bonus dans cette diagonale, ici a1, c3 et e5.</translation>
    </message>
    <message>
        <source>A full house</source>
        <translation>Un full</translation>
    </message>
    <message>
        <source>A full house is three equal numbers and two other equal numbers, in any order. The legend says it earns 2 bonus circles.</source>
        <translation>Un full, ce sont trois nombres égaux et deux autres nombres égaux, dans n&apos;importe quel ordre. La légende indique qu&apos;il rapporte 2 cercles bonus.</translation>
    </message>
    <message>
        <source>You choose which cells of the line to circle. A good choice keeps numbers uncircled that you expect to roll again, because you can circle them later with a roll.</source>
        <translation>Vous choisissez quelles cases de la ligne entourer. Un bon choix laisse non entourés les nombres que vous pensez obtenir à nouveau, car vous pourrez les entourer plus tard grâce à un lancer.</translation>
    </message>
    <message>
        <source>Row 2 holds 5, 5, 7, 5, 7: a full house. Two of its cells were circled.</source>
        <translation>La rangée 2 contient 5, 5, 7, 5, 7&#xa0;: un full. Deux de ses cases ont été entourées.</translation>
    </message>
    <message>
        <source>A fully circled line scores</source>
        <translation>Une ligne toute entourée rapporte</translation>
    </message>
    <message>
        <source>When all five cells of a line hold numbers and &lt;b&gt;all five are circled&lt;/b&gt;, you earn the points of the line&apos;s white field: circle the white field. Bonus circles and circles by rolls count alike.</source>
        <translation>Quand les cinq cases d&apos;une ligne contiennent des nombres et que &lt;b&gt;les cinq sont entourées&lt;/b&gt;, vous gagnez les points de la case blanche de la ligne&#xa0;: entourez la case blanche. Les cercles bonus et les cercles obtenus par les lancers comptent de la même façon.</translation>
    </message>
    <message>
        <source>One circle can finish several lines at once. A line scores only once.</source>
        <translation>Un cercle peut compléter plusieurs lignes à la fois. Une ligne ne compte qu&apos;une fois.</translation>
    </message>
    <message>
        <source>Row 4 (4, 9, 4, 9, 4) was a full house: two bonus circles. Rolls of 4, 9 and 4 circled the other three, so its white field&apos;s 6 points count.</source>
        <translation>La rangée 4 (4, 9, 4, 9, 4) était un full&#xa0;: deux cercles bonus. Des lancers de 4, 9 et 4 ont entouré les trois autres, donc les 6 points de sa case blanche comptent.</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>The end of the game and the count</source>
        <translation>La fin de la partie et le décompte</translation>
    </message>
    <message>
        <source>When, after a round, a player&apos;s grid is full, &lt;b&gt;one more round&lt;/b&gt; is played. Then the game ends.</source>
        <translation>Quand, après un tour, la grille d&apos;un joueur est pleine, on joue &lt;b&gt;encore un tour&lt;/b&gt;. Puis la partie se termine.</translation>
    </message>
    <message>
        <source>This sheet scored these lines: {lines}.</source>
        <translation>Sur cette feuille, ces lignes comptent : {lines}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} points for the white fields and {circles} circled cells make {total} points.</source>
        <translation>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;&#xa0;: {lines} points pour les cases blanches et {circles} cases entourées font {total} points.</translation>
    </message>
    <message>
        <source>A finished sheet, the rulebook&apos;s example: {total} points.</source>
        <translation>Une feuille terminée, l&apos;exemple de la règle&#xa0;: {total} points.</translation>
    </message>
    <message>
        <source>Playing in the app</source>
        <translation>Jouer dans l&apos;application</translation>
    </message>
    <message>
        <source>Point at a cell: the sheet shows faintly what a click would do, and the status bar says it. Click to write or circle; a click that is not allowed changes nothing, and the status bar says why.</source>
        <translation>Survolez une case : la feuille montre en transparence ce que ferait un clic, et la barre d&apos;état le dit. Cliquez pour écrire ou entourer ; un clic non permis ne change rien, et la barre d&apos;état dit pourquoi.</translation>
    </message>
    <message>
        <source>When one write completes several lines with a bonus, click the white field of the line you want to handle first (or one of its cells that is in none of the other lines), then circle its bonus cells.</source>
        <translation>Quand une écriture complète plusieurs lignes avec un bonus, cliquez sur la case blanche de la ligne que vous voulez traiter d&apos;abord (ou sur une de ses cases qui n&apos;appartient à aucune des autres lignes), puis entourez ses cases de bonus.</translation>
    </message>
    <message>
        <source>Tips: 7 is the most common sum, then 6 and 8; 2 and 12 are rare. The centre cell belongs to four lines. Circles make a large part of a good score, so balance writing new numbers and circling old ones.</source>
        <translation>Conseils&#xa0;: 7 est la somme la plus fréquente, puis 6 et 8&#xa0;; 2 et 12 sont rares. La case centrale appartient à quatre lignes. Les cercles font une grande part d&apos;un bon score&#xa0;: trouvez l&apos;équilibre entre écrire de nouveaux nombres et entourer les anciens.</translation>
    </message>
    <message>
        <source>Help &gt; First Game Guide plays a short game with you, step by step.</source>
        <translation>Aide &gt; Guide de la première partie joue une courte partie avec vous, pas à pas.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>solo games</source>
        <translation>parties en solo</translation>
    </message>
    <message>
        <source>of solo games</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her pro jednoho&quot;)</extracomment>
        <translation>de parties en solo</translation>
    </message>
    <message>
        <source>score distribution chart</source>
        <translation>graphique de la répartition des scores</translation>
    </message>
    <message>
        <source>number of {0} by points</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot;; {0:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>nombre de {0} par points</translation>
    </message>
    <message>
        <source>No {0} yet.</source>
        <extracomment>{0}: what a bar counts, &quot;solo games&quot; ({0:of}: &quot;of solo games&quot;)</extracomment>
        <translation>Pas encore de {0}.</translation>
    </message>
    <message>
        <source>points (bands of {0}); bar height: number of {1}</source>
        <extracomment>{1}: what a bar counts, &quot;solo games&quot;; {1:of}: the same after &quot;number&quot; (&quot;of solo games&quot;, Czech &quot;her pro jednoho&quot;)</extracomment>
        <translation>points (tranches de {0})&#xa0;; hauteur des barres&#xa0;: nombre de {1}</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Player</source>
        <extracomment>A player&apos;s name until someone types theirs (numbered when there are more: &quot;Player2&quot;). One word of letters only, as a player&apos;s name must be</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>A computer player&apos;s name, numbered: &quot;Computer1&quot;. One word of letters only</extracomment>
        <translation>Ordinateur</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — Knaster</source>
        <translation>Paramètres — Knaster</translation>
    </message>
    <message>
        <source>For the next new game</source>
        <translation>Pour la prochaine nouvelle partie</translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation>&amp;Côté de la feuille&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;End of the game:</source>
        <translation>&amp;Fin de partie&#xa0;:</translation>
    </message>
    <message>
        <source>While playing, in every game (applies at once)</source>
        <translation>Pendant le jeu, dans tous les jeux (s&apos;applique immédiatement)</translation>
    </message>
    <message>
        <source>&amp;Hints available: what the strong computer player would do in your place (H)</source>
        <translation>&amp;Indices disponibles&#xa0;: ce que ferait l&apos;ordinateur fort à votre place (H)</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>&amp;Coordinates on Knaster&apos;s sheet (a to e, 1 to 5)</source>
        <translation>C&amp;oordonnées sur la feuille de Knaster (a à e, 1 à 5)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Vitesse des animations&#xa0;:</translation>
    </message>
    <message>
        <source>Default players (for the next new game)</source>
        <translation>Joueurs par défaut (pour la prochaine nouvelle partie)</translation>
    </message>
    <message>
        <source>default players</source>
        <translation>joueurs par défaut</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>&amp;Add Player</source>
        <translation>Ajouter un &amp;joueur</translation>
    </message>
    <message>
        <source>&amp;Remove Player</source>
        <translation>&amp;Retirer le joueur</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Settings — {0}</source>
        <translation>Paramètres — {0}</translation>
    </message>
    <message>
        <source>{game}: {what}</source>
        <extracomment>A note under a setting for every game: what it is in the game on screen</extracomment>
        <translation>{game}&#xa0;: {what}</translation>
    </message>
    <message>
        <source>{0} %</source>
        <translation>{0}&#xa0;%</translation>
    </message>
    <message>
        <source>A game has at most {0} players.</source>
        <translation>Une partie a au plus {0} joueurs.</translation>
    </message>
    <message>
        <source>Player {0}: {1}.</source>
        <translation>Joueur {0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>Player {0}: {1} is already in the list.</source>
        <translation>Joueur {0}&#xa0;: {1} est déjà dans la liste.</translation>
    </message>
</context>
<context>
    <name>SheetAccessibility</name>
    <message>
        <source>row {0}</source>
        <translation>rangée {0}</translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation>colonne {0}</translation>
    </message>
    <message>
        <source>{0} field</source>
        <translation>case blanche de la {0}</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{0}, circled</source>
        <translation>{0}, entouré</translation>
    </message>
    <message>
        <source>{0}, scored</source>
        <translation>{0}, marqué</translation>
    </message>
    <message>
        <source>{0}: {1} for lines, {2}</source>
        <translation>{0}&#xa0;: {1} pour les lignes, {2}</translation>
    </message>
</context>
<context>
    <name>SheetHeader</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The total of a finished sheet in its printed header: &quot;87 points&quot;</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
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
        <translation>rang {rank}</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>partie en cours</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Knaster sheet</source>
        <translation>Feuille de Knaster</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet · look only</source>
        <extracomment>The title over another player&apos;s sheet, shown but not played</extracomment>
        <translation>Feuille de {player} · à regarder seulement</translation>
    </message>
    <message>
        <source>{player}&apos;s turn · roll {roll}</source>
        <extracomment>The title over the sheet of the player whose turn it is, and the sum rolled</extracomment>
        <translation>Au tour de {player} · lancer {roll}</translation>
    </message>
    <message>
        <source>{player}&apos;s sheet</source>
        <translation>Feuille de {player}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Parties en solo</translation>
    </message>
    <message>
        <source>With others</source>
        <translation>Avec d&apos;autres</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Players and points</source>
        <translation>Joueurs et points</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>over {0}</source>
        <translation>plus de {0}</translation>
    </message>
    <message>
        <source>{0}–{1}</source>
        <translation>{0}–{1}</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>whose records are shown</source>
        <translation>dont les statistiques sont affichées</translation>
    </message>
    <message>
        <source>Cha&amp;rt of:</source>
        <translation>&amp;Graphique de&#xa0;:</translation>
    </message>
    <message>
        <source>whose games the chart shows</source>
        <translation>dont le graphique montre les parties</translation>
    </message>
    <message>
        <source>Cannot read the records</source>
        <translation>Impossible de lire les statistiques</translation>
    </message>
    <message>
        <source>{0} Nothing was changed; try again later (another program may be using the file).</source>
        <translation>{0} Rien n&apos;a été modifié&#xa0;; réessayez plus tard (un autre programme utilise peut-être le fichier).</translation>
    </message>
    <message>
        <source>Statistics — {0}</source>
        <translation>Statistiques — {0}</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>tout le monde</translation>
    </message>
    <message>
        <source>Solo games (everyone)</source>
        <translation>Parties en solo (tout le monde)</translation>
    </message>
    <message>
        <source>All players, every game</source>
        <translation>Tous les joueurs, toutes les parties</translation>
    </message>
    <message>
        <source>{0}: every game</source>
        <translation>{0}&#xa0;: toutes les parties</translation>
    </message>
    <message>
        <source>results (every player, every game)</source>
        <translation>résultats (tous les joueurs, toutes les parties)</translation>
    </message>
    <message>
        <source>of results (every player, every game)</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;výsledků (...)&quot;)</extracomment>
        <translation>de résultats (tous les joueurs, toutes les parties)</translation>
    </message>
    <message>
        <source>games of {0}</source>
        <translation>parties de {0}</translation>
    </message>
    <message>
        <source>of games of {0}</source>
        <extracomment>What the chart&apos;s bars count, after &quot;number&quot; (Czech genitive: &quot;her hráče Ann&quot;)</extracomment>
        <translation>de parties de {0}</translation>
    </message>
    <message>
        <source>Best solo game: &lt;b&gt;{0}&lt;/b&gt; points ({1}, {2}).</source>
        <translation>Meilleure partie en solo&#xa0;: &lt;b&gt;{0}&lt;/b&gt; points ({1}, {2}).</translation>
    </message>
    <message>
        <source>No solo game finished yet.</source>
        <translation>Aucune partie en solo terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Solo results by rating: {0}.</source>
        <translation>Résultats en solo par note&#xa0;: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; finished game(s) stored.</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; partie terminée enregistrée.</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; parties terminées enregistrées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The records are kept in memory only this session.</source>
        <translation>Les statistiques ne sont gardées qu&apos;en mémoire pendant cette session.</translation>
    </message>
    <message>
        <source>Cannot export records</source>
        <translation>Impossible d&apos;exporter les statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {0}.</source>
        <translation>
            <numerusform>%n ligne exportée vers {0}.</numerusform>
            <numerusform>%n lignes exportées vers {0}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Records</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <source>The game could not be read ({0}).</source>
        <translation>La partie n&apos;a pas pu être lue ({0}).</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>partie {0}</translation>
    </message>
    <message>
        <source>Statistics — Knaster</source>
        <translation>Statistiques — Knaster</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Vue d&apos;ensemble</translation>
    </message>
    <message>
        <source>Solo &amp;High Scores</source>
        <translation>&amp;Meilleurs scores en solo</translation>
    </message>
    <message>
        <source>solo high scores</source>
        <translation>meilleurs scores en solo</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Jou&amp;eurs</translation>
    </message>
    <message>
        <source>Double-click a player to list their games</source>
        <translation>Double-cliquez sur un joueur pour lister ses parties</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>Games o&amp;f:</source>
        <translation>Parties &amp;de&#xa0;:</translation>
    </message>
    <message>
        <source>Double-click a game to replay it</source>
        <translation>Double-cliquez sur une partie pour la revoir</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>Every stored game, one row per player, as a CSV file for a spreadsheet</source>
        <translation>Chaque partie enregistrée, une ligne par joueur, dans un fichier CSV pour un tableur</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <source>Showing {player}&apos;s sheet (look only). Click the card of the player whose turn it is to go back.</source>
        <translation>Vous voyez la feuille de {player} (à regarder seulement). Cliquez sur la carte du joueur dont c&apos;est le tour pour revenir.</translation>
    </message>
    <message>
        <source>Hints are switched off in the settings.</source>
        <translation>Les indices sont désactivés dans les paramètres.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is: roll first.</source>
        <translation>Un indice est pour la personne dont c&apos;est le tour&#xa0;: lancez d&apos;abord.</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <extracomment>{reason}: the suggested move and why, e.g. &quot;write 7 in c3: completes row 3 ...&quot;</extracomment>
        <translation>Indice&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Game over — {player} wins with %n point(s)</source>
        <extracomment>The turn banner at the end; {player}: the winner&apos;s name (in bold)</extracomment>
        <translation>
            <numerusform>Partie terminée — {player} gagne avec&#xa0;%n point</numerusform>
            <numerusform>Partie terminée — {player} gagne avec&#xa0;%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over — {players} share the win with %n point(s)</source>
        <extracomment>{players}: the winners&apos; names, &quot;Ann and Bob&quot; (in bold)</extracomment>
        <translation>
            <numerusform>Partie terminée — {players} se partagent la victoire avec %n point</numerusform>
            <numerusform>Partie terminée — {players} se partagent la victoire avec %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (computer, {level}) is playing the {roll}…</source>
        <extracomment>{player}: a computer player (in bold); {level}: easy, medium or strong</extracomment>
        <translation>{player} (ordinateur, {level}) joue le {roll}…</translation>
    </message>
    <message>
        <source>{player}, your turn — roll {roll}</source>
        <extracomment>{player}: whose turn it is (in bold); {roll}: the sum rolled (large)</extracomment>
        <translation>{player}, à vous — lancer {roll}</translation>
    </message>
    <message>
        <source>{text} · showing {player}&apos;s sheet</source>
        <extracomment>The banner, while another player&apos;s sheet is shown large</extracomment>
        <translation>{text} · feuille de {player} affichée</translation>
    </message>
    <message>
        <source>Waiting for {players} to play the {roll}…</source>
        <extracomment>A network game: {players} (in bold) play the roll on their own computers</extracomment>
        <translation>En attente de {players} (lancer {roll})…</translation>
    </message>
    <message>
        <source>rolls on another computer</source>
        <extracomment>After &quot;Next roll: Bob —&quot;: a player on another computer rolls there</extracomment>
        <translation>lance sur un autre ordinateur</translation>
    </message>
    <message>
        <source>enter the real dice</source>
        <translation>saisissez les vrais dés</translation>
    </message>
    <message>
        <source>rolls by itself</source>
        <extracomment>After &quot;Next roll: Cid —&quot;: a computer player rolls, nobody presses R</extracomment>
        <translation>lance tout seul</translation>
    </message>
    <message>
        <source>press R</source>
        <translation>appuyez sur R</translation>
    </message>
    <message>
        <source>New game: {player} rolls first — {how}</source>
        <extracomment>{player}: who rolls first (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Nouvelle partie&#xa0;: {player} lance en premier — {how}</translation>
    </message>
    <message>
        <source>Everyone has played the {roll}. Next roll: {player} — {how}</source>
        <extracomment>{player}: who rolls next (in bold); {how}: &quot;press R&quot; or &quot;enter the real dice&quot;</extracomment>
        <translation>Tout le monde a joué le {roll}. Lancer suivant&#xa0;: {player} — {how}</translation>
    </message>
    <message>
        <source>{player} rolls first</source>
        <translation>{player} lance en premier</translation>
    </message>
    <message>
        <source>{player} rolled</source>
        <extracomment>Beside the dice: who rolled them</extracomment>
        <translation>{player} a lancé</translation>
    </message>
    <message>
        <source>{rolled} · next: {player}</source>
        <extracomment>Beside the dice: who rolled them, and who rolls next</extracomment>
        <translation>{rolled} · ensuite&#xa0;: {player}</translation>
    </message>
</context>
<context>
    <name>_Counts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n cercle</numerusform>
            <numerusform>%n cercles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>circle %n number(s)</source>
        <extracomment>The bonus circles to draw: &quot;circle 2 numbers&quot;</extracomment>
        <translation>
            <numerusform>entourez %n nombre</numerusform>
            <numerusform>entourez %n nombres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Circle %n more number(s) {line:in}.</source>
        <extracomment>{line:in}: where, &quot;in row 3&quot;</extracomment>
        <translation>
            <numerusform>Entourez encore&#xa0;%n nombre {line:in}.</numerusform>
            <numerusform>Entourez encore&#xa0;%n nombres {line:in}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scores %n point(s)!</source>
        <translation>
            <numerusform>La {line} rapporte&#xa0;%n point&#xa0;!</numerusform>
            <numerusform>La {line} rapporte&#xa0;%n points&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s).</source>
        <translation>
            <numerusform>Partie terminée&#xa0;:&#xa0;%n point.</numerusform>
            <numerusform>Partie terminée&#xa0;:&#xa0;%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scored %n point(s)</source>
        <extracomment>{line}: &quot;row 3&quot;; it has been fully circled and scored its white field&apos;s points</extracomment>
        <translation>
            <numerusform>la {line} a rapporté&#xa0;%n point</numerusform>
            <numerusform>la {line} a rapporté&#xa0;%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) once all its five numbers are circled</source>
        <translation>
            <numerusform>{line}&#xa0;:&#xa0;%n point une fois ses cinq nombres entourés</numerusform>
            <numerusform>{line}&#xa0;:&#xa0;%n points une fois ses cinq nombres entourés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>Cannot print to file</source>
        <translation>Impossible d&apos;imprimer dans un fichier</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Knaster Qt is already running with the data folder {0}, but it does not answer. Close it (or end it) and start again.</source>
        <translation>Knaster Qt tourne déjà avec le dossier de données {0}, mais ne répond pas. Fermez-le (ou arrêtez-le) et relancez-le.</translation>
    </message>
</context>
<context>
    <name>registry</name>
    <message>
        <source>{0} games ({1})</source>
        <translation>Parties de {0} ({1})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
</TS>
