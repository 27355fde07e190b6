<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&amp;Licences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Knaster Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No roll yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sum of the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>{0} die, not thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} die showing 1, stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} die showing {1}, written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} die showing {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>die showing {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>die, not rolled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExactHit</name>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is row {0}; you write into row {1} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0} die is written here this turn (Ctrl+Z takes it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the {0} {1} here: an exact hit (bonus {2} → {3}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the {0} {1} here (the field allows up to {2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing nothing this turn crosses this field (Done).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write into your current row, row {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0} die goes into the {0} field, not into the {1} one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExactHitController</name>
    <message>
        <source>It is not your turn to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0} die is written already this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now click the {0} field of your row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the {0} {1}. Write more, take it back (Ctrl+Z) or press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back the {0} die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} throws again: enter the dice&apos;s new values.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExactHitPlayArea</name>
    <message>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the six dice (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw every die not showing 1 once more (the dice showing 1 stay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep these dice: no second throw this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last die written this turn (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the dice to start (R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done: cross out a field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet {0} · &lt;b&gt;{1} points&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet {0} · {1} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} throws: roll the real dice for them and enter the values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} throws again: roll the dice not showing 1 and enter them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the real dice and enter their values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the dice (R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} throws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw again (dice showing 1 stay) or keep — or write into {0} at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a die, then its field in {0} (or click the field). Done ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn with the dice written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing written: Done crosses out the leftmost empty field of row {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept, it would write {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write nothing: cross out a field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected row score: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExactHitReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExactHitResultDialog</name>
    <message>
        <source>Exact Hit — Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExactHitRulesWindow</name>
    <message>
        <source>Exact Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dice game for 1 to 6 players with six dice of six colours — black, blue, yellow, red, green and white — and six different sheets A to F. Each sheet has five rows of six coloured fields; every field has a printed number from 1 to 6, and each row holds every colour once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The thrower throws all six dice. Once, they may throw again: every die not showing 1 is thrown again, the dice showing 1 stay. Then every player, the thrower too, answers the same dice on their current row, the topmost row that is not finished. The thrower moves on each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A die of a colour showing a value may be written into the empty field of that colour in the current row if the value is at most the field&apos;s number. Equal is an exact hit, marked with a small x. Write any of the dice that fit, each at most once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who writes nothing — because nothing fits, or by choice — must cross out the leftmost empty field of the current row. A row is never written into past its end: when a write finishes the row, the other dice of that round are lost to that player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished row scores the sum of the values written into it (a cross counts 0) plus a bonus for its exact hits: 1 for one, 3 for two, 6 for three, 10 for four, 15 for five and 21 for six.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends after the round in which a player finishes the fifth row. Everyone else then scores their unfinished row as it stands; rows not begun score 0. The highest total wins; ties share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw (R), then Throw again or Keep. Click a die and then its field, or click a field: the die of its colour is written if it fits. Hover a field to read what a click would do. Take back (Ctrl+Z) undoes the last die of your turn; Done ends it, and with nothing written Done crosses the leftmost empty field. Hint (H) shows what the strong computer player would do. Each colour also has a symbol: black ●, blue ▲, yellow ★, red ■, green ◆, white ○.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact Hit Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExactHitSheet</name>
    <message>
        <source>row {0}, {1} field, up to {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, exact hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {0} score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FinishedGames</name>
    <message>
        <source>The finished game could not be written down: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be read back ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the records are kept in memory only this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It could not be kept in the data folder either ({1}). It is kept in memory and tried again; use Game &gt; Save As… to keep it somewhere else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finished game could not be added to the records: {0}. It is kept as {1} in {2} and will be added to the records as soon as they can be written, at the latest at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finished game was added to the records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) were added to the records.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is kept on disk now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished game ({0}) could not be added to the records ({1}). It stays in {2} and is tried again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game in it is not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} could not be added to the records ({1}); it was kept as {2}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skip guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the guide and play on (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Knaster!&lt;/b&gt; This guide plays a short game with you. This is your sheet: 5 × 5 empty cells. You fill them with the sums of two dice and earn points for circles and full lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll the dice:&lt;/b&gt; click &lt;i&gt;Roll&lt;/i&gt; or press R.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll again&lt;/b&gt; (the Roll button or R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now fill &lt;b&gt;row 3&lt;/b&gt;, the middle row: roll again (the Roll button or R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll once more.&lt;/b&gt; A line whose five numbers are all circled scores the points of its white field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You rolled {roll}: write it into an empty cell, or circle a cell that holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You rolled {roll}. &lt;b&gt;Write it&lt;/b&gt;: click the highlighted cell. (Any empty cell is allowed; the centre belongs to four lines.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You rolled {roll}. Write it into the highlighted cell of row 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{roll} again! Instead of writing, you may &lt;b&gt;circle&lt;/b&gt; a cell that holds {roll}: click it. Every circle is a point at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A full line with a combination!&lt;/b&gt; The legend says how many &lt;b&gt;bonus circles&lt;/b&gt; it earns: {count}. Click that many cells of the highlighted line now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle the {roll}: then all five numbers of the line are circled and its &lt;b&gt;white field&lt;/b&gt; scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Your score&lt;/b&gt;: white fields {lines} + circles {circles} = {total}. Play on as you like: when your grid is full, one more round ends the game. Help &gt; Rules explains everything.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The autosaved game could not be read ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was kept as {0} (Game &gt; Recovered Games).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}. It goes on in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old autosave could not be removed ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnasterRulesWindow</name>
    <message>
        <source>Knaster Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chapter before (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next chapter (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;System Language ({0})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knaster Qt and the parts its installers carry, with their licences. Choose a part to read its licence in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parts of Knaster Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoopTilesAccessibility</name>
    <message>
        <source>{0}, value {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the held tile fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: {0} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, fits nowhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack tile {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoopTilesController</name>
    <message>
        <source>That tile cannot go there: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} taken back from {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: exchange your tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {0} on {1} scores {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} exchanged their tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} scored {1} this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} placed {1} on {2}: {3} points (this turn {4}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoopTilesPlayArea</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xchange Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xchange tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When none of your tiles fits: return them all, draw new ones, score 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fixed-turns variant is for 2 to 4 players: open game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Take a tile from your rack first (click or drag it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to {0}
{0}, click when ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}.&lt;/td&gt;&lt;td&gt;{1}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;{2}&lt;/td&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Final ranking&lt;/b&gt;&lt;table cellspacing=&apos;4&apos;&gt;{0}&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {0} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (computer) is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn: {0} points, {1} of 3 tiles placed · bag: {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoopTilesReplay</name>
    <message>
        <source>Replay of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoopTilesRules</name>
    <message>
        <source>Loop Tiles — Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Loop Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles with winding lines and a value 1–8 are laid on a 13×13 board so that their lines connect. Each player has a rack of 5 tiles; the game starts from one tile on the centre square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place up to three tiles from your rack, one after another, then end the turn; your rack is refilled from the bag. Tiles are never rotated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile may go on an empty square beside a tile when every shared edge joins line to line or blank to blank, at least one line is continued, and no line runs off the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile scores its value times the square&apos;s bonus (x2 … x6), plus the values of the tiles its lines join, tiles placed earlier in the same turn included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player none of whose tiles fits may exchange the whole rack for new tiles and score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when the bag is empty and nobody can place, or when a whole round passes without a tile. Highest total wins. Variant: a fixed number of turns (2 players 13, 3 players 9, 4 players 7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## In the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a tile from your rack to the board, or click it and then a square: the squares where it fits light up and show its points. Ctrl+Z takes the last tile of the turn back. Ctrl+wheel zooms, the middle button pans.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Knaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered &amp;Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll the Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll both dice (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last step of this roll (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the strong computer player would do in your place (H; H again makes that move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations (Dice, Sheet, Computer Players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play Knaster (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Game &amp;Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short solo game in which the app shows what to do, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Knaster Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knaster Qt was started again: this window is the one playing (one per data folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}[*] — {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play {0} (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to {1} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays? {0}, each a person at this screen or a computer player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name of player {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player {0} plays as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet of player {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt: the first sheet nobody has, in seat order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two players are called {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays? 1 to 12 players, each a person at this screen or a computer player. Everyone plays the same roll, in this order; the roller moves on each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a person who plays at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a computer player (choose its level in the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected player sits one place earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected player sits one place later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b91c1c; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what is wrong with the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side &amp;A (classic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side &amp;B (mirrored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Extra round (rulebook)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a grid is full, exactly one more roll is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends with the round in which a grid fills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app r&amp;olls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rea&amp;l dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You roll real dice at the table and enter the sum</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>⚠ Game not saved: kept in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from an earlier session added to the records.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game of {0} was kept: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume it where it stopped?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>sheet {0}, round {1} (so far {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {0} (so far {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed the game at round {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game was kept as {0} (Game &gt; Recovered Games).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the game in round {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It will be kept as a file: Game &gt; Recovered Games opens it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game not replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in round {0} could not be kept ({1}). It stays on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in round {0} was kept as {1} (Game &gt; Recovered Games).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game not in the records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game of this app replays {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>whose turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Cannot export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has no sheets to print yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print {0} Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <source>Print Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets of this &amp;game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank sheets, to play on paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number of sheets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cut marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) per page</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: blank sheets, {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuitGuard</name>
    <message>
        <source>Quit Knaster Qt?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not saved: it is kept only in memory, and quitting now loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RealDiceEntry</name>
    <message>
        <source>Keys: 2 to 9; 0 for 10, - for 11, = for 12 (or type 10, 11, 12); Enter confirms, Backspace changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the sum of the real dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice show {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone plays this number (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another number (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sum of the real dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until everyone has played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll: {0}&lt;/b&gt; — Confirm or Change?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1… then 0, 1 or 2 for 10, 11, 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the sum or type it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} die&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enter the dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay — Knaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolls of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every roll of the game; pick one to see the sheets after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first roll (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One roll back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One roll forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last roll (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved game; the game being played stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · sheet {1} · {2} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {0} of {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You scored {0} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} wins with {1} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} share the win with {1} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White fields of scored lines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circled numbers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules text could not be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Chapter {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knaster is a dice game for 1 to 12 players. Everybody has a sheet like this one: a green grid of 5 × 5 empty cells. The columns are called a to e, the rows 1 to 5, so the top left cell is a1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grid has 12 &lt;b&gt;lines&lt;/b&gt;: 5 rows, 5 columns and 2 diagonals. Each line ends in a &lt;b&gt;white field&lt;/b&gt; with its points: on side A the rows pay 9, 8, 7, 6, 5 from the top, the columns 9, 8, 7, 6, 5 from the left and each diagonal 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the left, the &lt;b&gt;legend&lt;/b&gt; lists the six combinations and how many bonus circles each earns. Below it, the &lt;b&gt;score box&lt;/b&gt; adds up your points at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new sheet, side A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round: roll, then write or circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice are rolled and everybody uses their &lt;b&gt;sum&lt;/b&gt; (2 to 12), all at the same time. In the app you roll with the Roll button or the R key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then everybody does exactly one thing: &lt;b&gt;write&lt;/b&gt; the sum into any empty cell, or &lt;b&gt;circle&lt;/b&gt; one cell that already holds that number and is not circled yet (only one, even if several cells hold it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may always write while an empty cell is left, even if you could circle. Only when your grid is full and no uncircled cell holds the number do you pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 7 was written in c3, then a 5 in b2 and a 9 in d4. When 7 came again, the 7 in c3 was circled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full lines and bonus circles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a write puts the fifth number into a line, look at its five numbers (their order and the circles do not matter). If they form a combination of the legend, you &lt;b&gt;must at once circle&lt;/b&gt; that many uncircled cells of that line, any of them. Later is too late.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind and two pairs give 1 circle; four of a kind and a full house 2; five of a kind and a straight (five numbers in a row) 3. One pair only, or five different numbers not in a row, give nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If fewer uncircled cells are left in the line, circle all that are left. One write can fill two lines at once: then you handle them one after the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7, 10, 8, 6 and 9 in the diagonal from a1 to e5 make a straight: three bonus circles in that diagonal, here a1, c3 and e5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full house is three equal numbers and two other equal numbers, in any order. The legend says it earns 2 bonus circles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You choose which cells of the line to circle. A good choice keeps numbers uncircled that you expect to roll again, because you can circle them later with a roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 2 holds 5, 5, 7, 5, 7: a full house. Two of its cells were circled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fully circled line scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When all five cells of a line hold numbers and &lt;b&gt;all five are circled&lt;/b&gt;, you earn the points of the line&apos;s white field: circle the white field. Bonus circles and circles by rolls count alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One circle can finish several lines at once. A line scores only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 4 (4, 9, 4, 9, 4) was a full house: two bonus circles. Rolls of 4, 9 and 4 circled the other three, so its white field&apos;s 6 points count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game and the count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When, after a round, a player&apos;s grid is full, &lt;b&gt;one more round&lt;/b&gt; is played. Then the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your score is the points of your circled white fields plus &lt;b&gt;1 point for every circled cell&lt;/b&gt;. The highest score wins. In a solo game above 50 is good, above 80 excellent and above 100 spectacular.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sheet scored these lines: {lines}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{lines} + {circles} = {total}&lt;/b&gt;: {lines} points for the white fields and {circles} circled cells make {total} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished sheet, the rulebook&apos;s example: {total} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a cell: the sheet shows faintly what a click would do, and the status bar says it. Click to write or circle; a click that is not allowed changes nothing, and the status bar says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the frame on the sheet, Enter or Space writes or circles, R rolls, Ctrl+Z takes back your last step of this roll and H shows a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tips: 7 is the most common sum, then 6 and 8; 2 and 12 are rare. The centre cell belongs to four lines. Circles make a large part of a good score, so balance writing new numbers and circling old ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help &gt; First Game Guide plays a short game with you, step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {letter}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagonal {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>solo games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score distribution chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of {0} by points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No {0} yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points (bands of {0}); bar height: number of {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — Knaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the next new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet &amp;side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End of the game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While playing (applies at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hints available (a suggestion for the current roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations: the dice rolling, circles drawn on the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default players (for the next new game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #a01818;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game has at most {0} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {0}: {1} is already in the list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetAccessibility</name>
    <message>
        <source>row {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagonal {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, circled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} for lines, {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Knaster sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whose records are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chart of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whose games the chart shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Nothing was changed; try again later (another program may be using the file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo games (everyone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All players, every game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: every game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results (every player, every game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solo games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best solo game: &lt;b&gt;{0}&lt;/b&gt; points ({1}, {2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solo game finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo results by the rulebook&apos;s scale: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; finished game(s) stored.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The records are kept in memory only this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export records</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {0}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replay game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be read ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics — Knaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo &amp;High Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solo high scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a player to list their games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games o&amp;f:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a game to replay it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every stored game, one row per player, as a CSV file for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Counts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>Cannot print to file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Knaster Qt is already running with the data folder {0}, but it does not answer. Close it (or end it) and start again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
