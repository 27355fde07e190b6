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
</context>
</TS>
