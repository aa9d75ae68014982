<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Terms: English is the source language; this file holds only its plural forms (%n). -->
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <source>{0}, %n point(s)</source>
        <translation>
            <numerusform>{0}, %n point</numerusform>
            <numerusform>{0}, %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message numerus="yes">
        <source>Missing entries: %n (table(s) {0})</source>
        <translation>
            <numerusform>Missing entries: %n (table {0})</numerusform>
            <numerusform>Missing entries: %n (tables {0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>{0}: %n game(s), average {1}, best {2}</source>
        <translation>
            <numerusform>{0}: %n game, average {1}, best {2}</numerusform>
            <numerusform>{0}: %n games, average {1}, best {2}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhonesCounter</name>
    <message numerus="yes">
        <source>phones: %n connected, {0} handed in</source>
        <translation>
            <numerusform>phones: %n connected, {0} handed in</numerusform>
            <numerusform>phones: %n connected, {0} handed in</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message numerus="yes">
        <source>%n phone(s) joined</source>
        <translation>
            <numerusform>%n phone joined</numerusform>
            <numerusform>%n phones joined</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected now</source>
        <translation>
            <numerusform>%n phone connected now</numerusform>
            <numerusform>%n phones connected now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) already have a card. New cards for every table make the printed ones stop working.</source>
        <translation>
            <numerusform>%n table already has a card. New cards for every table make the printed ones stop working.</numerusform>
            <numerusform>%n tables already have a card. New cards for every table make the printed ones stop working.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards for the %n table(s) without one</source>
        <translation>
            <numerusform>A card for %n table without one</numerusform>
            <numerusform>Cards for %n tables without one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards of %n table(s) are in {0}: print it and cut along the dashed lines.</source>
        <translation>
            <numerusform>The card of %n table is in {0}: print it and cut along the dashed lines.</numerusform>
            <numerusform>The cards of %n tables are in {0}: print it and cut along the dashed lines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message numerus="yes">
        <source>handed in: %n of {0}</source>
        <extracomment>The hints the teacher showed the room this turn (a class).</extracomment>
        <translation>
            <numerusform>handed in: %n of {0}</numerusform>
            <numerusform>handed in: %n of {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankedListView</name>
    <message numerus="yes">
        <source>{0} of %Ln legal move(s)</source>
        <translation>
            <numerusform>{0} of %Ln legal move</numerusform>
            <numerusform>{0} of %Ln legal moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln legal move(s)</source>
        <translation>
            <numerusform>%Ln legal move</numerusform>
            <numerusform>%Ln legal moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of the best %Ln move(s)</source>
        <translation>
            <numerusform>{0} of the best %Ln move</numerusform>
            <numerusform>{0} of the best %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best %Ln move(s)</source>
        <translation>
            <numerusform>the best %Ln move</numerusform>
            <numerusform>the best %Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message numerus="yes">
        <source>Top found, with %n hint(s).</source>
        <translation>
            <numerusform>Top found, with %n hint.</numerusform>
            <numerusform>Top found, with %n hints.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves share the top</source>
        <translation>
            <numerusform>%n moves share the top</numerusform>
            <numerusform>%n moves share the top</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your move ranks %n</source>
        <translation>
            <numerusform>your move ranks %n</numerusform>
            <numerusform>your move ranks %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPicker</name>
    <message numerus="yes">
        <source>%n player(s) ticked</source>
        <translation>
            <numerusform>%n player ticked</numerusform>
            <numerusform>%n players ticked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tables renumbered so that none is empty: %n player(s) moved ({0})</source>
        <translation>
            <numerusform>Tables renumbered so that none is empty: %n player moved ({0})</numerusform>
            <numerusform>Tables renumbered so that none is empty: %n players moved ({0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterWindow</name>
    <message numerus="yes">
        <source>%n player(s) in the roster</source>
        <translation>
            <numerusform>%n player in the roster</numerusform>
            <numerusform>%n players in the roster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) written to {0}.</source>
        <translation>
            <numerusform>%n player written to {0}.</numerusform>
            <numerusform>%n players written to {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n vowel</numerusform>
            <numerusform>%n vowels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n consonant</numerusform>
            <numerusform>%n consonants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blank(s)</source>
        <translation>
            <numerusform>%n blank</numerusform>
            <numerusform>%n blanks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n turn(s) the tops add up to {0}</source>
        <translation>
            <numerusform>After %n turn the tops add up to {0}</numerusform>
            <numerusform>After %n turns the tops add up to {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn {5}: %n move(s) listed; top {1}; master: {2} ({3}){4}</source>
        <translation>
            <numerusform>Turn {5}: %n move listed; top {1}; master: {2} ({3}){4}</numerusform>
            <numerusform>Turn {5}: %n moves listed; top {1}; master: {2} ({3}){4}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have no entry: Table {0}. Reveal with no move for them?</source>
        <translation>
            <numerusform>%n player has no entry: Table {0}. Reveal with no move for them?</numerusform>
            <numerusform>%n players have no entry: Table {0}. Reveal with no move for them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} given to %n table(s): {1} (turn {2})</source>
        <translation>
            <numerusform>{0} given to %n table: {1} (turn {2})</numerusform>
            <numerusform>{0} given to %n tables: {1} (turn {2})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept the entries of %n table(s): {0}</source>
        <translation>
            <numerusform>kept the entry of %n table: {0}</numerusform>
            <numerusform>kept the entries of %n tables: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn {0}: %n table(s) already have an entry:</source>
        <translation>
            <numerusform>Turn {0}: %n table already has an entry:</numerusform>
            <numerusform>Turn {0}: %n tables already have an entry:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyPage</name>
    <message numerus="yes">
        <source>%n new card(s) from your games.</source>
        <translation>
            <numerusform>%n new card from your games.</numerusform>
            <numerusform>%n new cards from your games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start a round (%n card(s) due)</source>
        <translation>
            <numerusform>Start a round (%n card due)</numerusform>
            <numerusform>Start a round (%n cards due)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to the coming days.</source>
        <translation>
            <numerusform>%n card moved to the coming days.</numerusform>
            <numerusform>%n cards moved to the coming days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find the top: %n point(s)</source>
        <translation>
            <numerusform>Find the top: %n point</numerusform>
            <numerusform>Find the top: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find the sub-top (another word than the top): %n point(s)</source>
        <translation>
            <numerusform>Find the sub-top (another word than the top): %n point</numerusform>
            <numerusform>Find the sub-top (another word than the top): %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n day(s)</source>
        <translation>
            <numerusform>in %n day</numerusform>
            <numerusform>in %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n hint used</numerusform>
            <numerusform>%n hints used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingGamePage</name>
    <message numerus="yes">
        <source>Game over after %n turn(s)</source>
        <translation>
            <numerusform>Game over after %n turn</numerusform>
            <numerusform>Game over after %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n tile in the bag</numerusform>
            <numerusform>%n tiles in the bag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game ended early after %n turn(s)</source>
        <translation>
            <numerusform>Game ended early after %n turn</numerusform>
            <numerusform>Game ended early after %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingHome</name>
    <message numerus="yes">
        <source>{0} — {1}, %n turn(s) played, {3} of {4}</source>
        <translation>
            <numerusform>{0} — {1}, %n turn played, {3} of {4}</numerusform>
            <numerusform>{0} — {1}, %n turns played, {3} of {4}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnattendedGame</name>
    <message numerus="yes">
        <source>game over after %n turn(s) (top total {0})</source>
        <translation>
            <numerusform>game over after %n turn (top total {0})</numerusform>
            <numerusform>game over after %n turns (top total {0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordToolsPage</name>
    <message numerus="yes">
        <source>{0}: %n word(s)</source>
        <translation>
            <numerusform>{0}: %n word</numerusform>
            <numerusform>{0}: %n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added to the words to study</source>
        <translation>
            <numerusform>%n card added to the words to study</numerusform>
            <numerusform>%n cards added to the words to study</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word card(s) due today, the others on the coming days</source>
        <translation>
            <numerusform>%n word card due today, the others on the coming days</numerusform>
            <numerusform>%n word cards due today, the others on the coming days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n words: the first ones are shown; narrow the search.</source>
        <translation>
            <numerusform>More than %n word: the first ones are shown; narrow the search.</numerusform>
            <numerusform>More than %n words: the first ones are shown; narrow the search.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message numerus="yes">
        <source>only %n tile(s) left (the game ends below {minimum})</source>
        <translation>
            <numerusform>only %n tile left (the game ends below {minimum})</numerusform>
            <numerusform>only %n tiles left (the game ends below {minimum})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no rack with at least {vowels} and {consonants} can be formed from the %n tile(s) left</source>
        <translation>
            <numerusform>no rack with at least {vowels} and {consonants} can be formed from the %n tile left</numerusform>
            <numerusform>no rack with at least {vowels} and {consonants} can be formed from the %n tiles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n vowel</numerusform>
            <numerusform>%n vowels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n consonant</numerusform>
            <numerusform>%n consonants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: %n turn(s), bingos: {bingos}, top total {top_total}, turns with a blank kept: {unused_blanks}</source>
        <translation>
            <numerusform>seed {seed}: %n turn, bingos: {bingos}, top total {top_total}, turns with a blank kept: {unused_blanks}</numerusform>
            <numerusform>seed {seed}: %n turns, bingos: {bingos}, top total {top_total}, turns with a blank kept: {unused_blanks}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n words: the first ones are listed (--limit 0 lists them all)</source>
        <translation>
            <numerusform>more than %n word: the first ones are listed (--limit 0 lists them all)</numerusform>
            <numerusform>more than %n words: the first ones are listed (--limit 0 lists them all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles; {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n word; skipped {letters} with letters that are no tiles; {length} shorter than 2 or longer than {size} letters (e.g. {examples})</numerusform>
            <numerusform>%n words; skipped {letters} with letters that are no tiles; {length} shorter than 2 or longer than {size} letters (e.g. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles (e.g. {examples})</source>
        <translation>
            <numerusform>%n word; skipped {letters} with letters that are no tiles (e.g. {examples})</numerusform>
            <numerusform>%n words; skipped {letters} with letters that are no tiles (e.g. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n word; skipped {length} shorter than 2 or longer than {size} letters (e.g. {examples})</numerusform>
            <numerusform>%n words; skipped {length} shorter than 2 or longer than {size} letters (e.g. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{path} is damaged or was changed outside this program: its log ends after %n row(s), before the end it recorded (the last rows were removed); the file is refused</source>
        <translation>
            <numerusform>{path} is damaged or was changed outside this program: its log ends after %n row, before the end it recorded (the last rows were removed); the file is refused</numerusform>
            <numerusform>{path} is damaged or was changed outside this program: its log ends after %n rows, before the end it recorded (the last rows were removed); the file is refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The top places %n letter(s)</source>
        <translation>
            <numerusform>The top places %n letter</numerusform>
            <numerusform>The top places %n letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The top&apos;s word has %n letter(s)</source>
        <translation>
            <numerusform>The top&apos;s word has %n letter</numerusform>
            <numerusform>The top&apos;s word has %n letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nothing was imported: %n line(s) of the file are wrong</source>
        <translation>
            <numerusform>nothing was imported: %n line of the file is wrong</numerusform>
            <numerusform>nothing was imported: %n lines of the file are wrong</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it has %n cell(s) where the first line names {columns}</source>
        <translation>
            <numerusform>it has %n cell where the first line names {columns}</numerusform>
            <numerusform>it has %n cells where the first line names {columns}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>phone</name>
    <message numerus="yes">
        <source>for %n point(s), at {ref}, {word}</source>
        <translation>
            <numerusform>for %n point, at {ref}, {word}</numerusform>
            <numerusform>for %n points, at {ref}, {word}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>valid, %n point(s)</source>
        <translation>
            <numerusform>valid, %n point</numerusform>
            <numerusform>valid, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{letter}, %n point(s)</source>
        <translation>
            <numerusform>{letter}, %n point</numerusform>
            <numerusform>{letter}, %n points</numerusform>
        </translation>
    </message>
</context>
</TS>
