<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>FinishedGames</name>
    <message numerus="yes">
        <source>%n finished game(s) were added to the records.</source>
        <translation>
            <numerusform>%n finished game were added to the records.</numerusform>
            <numerusform>%n finished games were added to the records.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KnasterPlayArea</name>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n player.</numerusform>
            <numerusform>%n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LineModel</name>
    <message numerus="yes">
        <source>{line}: %n point(s) (scored)</source>
        <translation>
            <numerusform>{line}: %n point (scored)</numerusform>
            <numerusform>{line}: %n points (scored)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) (circle {circles} for the bonus)</source>
        <extracomment>{circles}: the bonus circles still due in the line (1 to 3)</extracomment>
        <translation>
            <numerusform>{line}: %n point (circle {circles} for the bonus)</numerusform>
            <numerusform>{line}: %n points (circle {circles} for the bonus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s)</source>
        <extracomment>A line of the sheet and the points of its white field: &quot;row 3: 8 points&quot;</extracomment>
        <translation>
            <numerusform>{line}: %n point</numerusform>
            <numerusform>{line}: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoopTilesPlayArea</name>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n player.</numerusform>
            <numerusform>%n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message numerus="yes">
        <source>%n finished game(s) from an earlier session added to the records.</source>
        <translation>
            <numerusform>%n finished game from an earlier session added to the records.</numerusform>
            <numerusform>%n finished games from an earlier session added to the records.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>{player} ({kind}): %n point(s) ({lines} for lines, {circles} circles)</source>
        <extracomment>A player&apos;s card: &quot;Ann (person): 41 points (26 for lines, 15 circles)&quot;</extracomment>
        <translation>
            <numerusform>{player} ({kind}): %n point ({lines} for lines, {circles} circles)</numerusform>
            <numerusform>{player} ({kind}): %n points ({lines} for lines, {circles} circles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message numerus="yes">
        <source>%n sheet(s) per page</source>
        <translation>
            <numerusform>%n sheet per page</numerusform>
            <numerusform>%n sheets per page</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecoveredGamesWindow</name>
    <message numerus="yes">
        <source>Delete %n kept game(s)?</source>
        <translation>
            <numerusform>Delete %n kept game?</numerusform>
            <numerusform>Delete %n kept games?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They go to the trash, from where they can still be restored.</source>
        <translation>
            <numerusform>It goes to the trash, from where it can still be restored.</numerusform>
            <numerusform>They go to the trash, from where they can still be restored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trash cannot take %n kept game(s). Delete them for good?</source>
        <translation>
            <numerusform>The trash cannot take %n kept game. Delete it for good?</numerusform>
            <numerusform>The trash cannot take %n kept games. Delete them for good?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They cannot be restored afterwards.</source>
        <translation>
            <numerusform>It cannot be restored afterwards.</numerusform>
            <numerusform>They cannot be restored afterwards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be deleted:</source>
        <translation>
            <numerusform>%n kept game could not be deleted:</numerusform>
            <numerusform>%n kept games could not be deleted:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) had already been removed by another program:</source>
        <translation>
            <numerusform>%n kept game had already been removed by another program:</numerusform>
            <numerusform>%n kept games had already been removed by another program:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) moved to the trash.</source>
        <translation>
            <numerusform>%n kept game moved to the trash.</numerusform>
            <numerusform>%n kept games moved to the trash.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) deleted for good.</source>
        <translation>
            <numerusform>%n kept game deleted for good.</numerusform>
            <numerusform>%n kept games deleted for good.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) left as they were.</source>
        <translation>
            <numerusform>%n kept game left as it was.</numerusform>
            <numerusform>%n kept games left as they were.</numerusform>
        </translation>
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
    <name>ResultDialog</name>
    <message numerus="yes">
        <source>Game over: %n point(s)</source>
        <translation>
            <numerusform>Game over: %n point</numerusform>
            <numerusform>Game over: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n point(s)!</source>
        <translation>
            <numerusform>{player} wins with %n point!</numerusform>
            <numerusform>{player} wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} share the win with %n point(s)!</source>
        <extracomment>{players}: the winners&apos; names joined, &quot;Ann and Bob&quot;</extracomment>
        <translation>
            <numerusform>{players} share the win with %n point!</numerusform>
            <numerusform>{players} share the win with %n points!</numerusform>
        </translation>
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
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; finished game(s) stored.</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; finished game stored.</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; finished games stored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {0}.</source>
        <translation>
            <numerusform>Exported %n row to {0}.</numerusform>
            <numerusform>Exported %n rows to {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message numerus="yes">
        <source>Game over — {player} wins with %n point(s)</source>
        <extracomment>The turn banner at the end; {player}: the winner&apos;s name (in bold)</extracomment>
        <translation>
            <numerusform>Game over — {player} wins with %n point</numerusform>
            <numerusform>Game over — {player} wins with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over — {players} share the win with %n point(s)</source>
        <extracomment>{players}: the winners&apos; names, &quot;Ann and Bob&quot; (in bold)</extracomment>
        <translation>
            <numerusform>Game over — {players} share the win with %n point</numerusform>
            <numerusform>Game over — {players} share the win with %n points</numerusform>
        </translation>
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
            <numerusform>%n circle</numerusform>
            <numerusform>%n circles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>circle %n number(s)</source>
        <extracomment>The bonus circles to draw: &quot;circle 2 numbers&quot;</extracomment>
        <translation>
            <numerusform>circle %n number</numerusform>
            <numerusform>circle %n numbers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Circle %n more number(s) {line:in}.</source>
        <extracomment>{line:in}: where, &quot;in row 3&quot;</extracomment>
        <translation>
            <numerusform>Circle %n more number {line:in}.</numerusform>
            <numerusform>Circle %n more numbers {line:in}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scores %n point(s)!</source>
        <translation>
            <numerusform>{line} scores %n point!</numerusform>
            <numerusform>{line} scores %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n point(s).</source>
        <translation>
            <numerusform>Game over: %n point.</numerusform>
            <numerusform>Game over: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} scored %n point(s)</source>
        <extracomment>{line}: &quot;row 3&quot;; it has been fully circled and scored its white field&apos;s points</extracomment>
        <translation>
            <numerusform>{line} scored %n point</numerusform>
            <numerusform>{line} scored %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s) once all its five numbers are circled</source>
        <translation>
            <numerusform>{line}: %n point once all its five numbers are circled</numerusform>
            <numerusform>{line}: %n points once all its five numbers are circled</numerusform>
        </translation>
    </message>
</context>
</TS>
