<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Terms: Flemish duplicate clubs (NTSV, ntsv.eu "Duplicate spelen"; "Aan de slag"):
     spelleider, beurt, letters trekken / trekking, zakje, bedenktijd, blanco, coördinaat,
     beurtbriefje, wedstrijdblad, top (the highest score of a turn, "maximumscore"), klassement,
     procentuele score; woordenlijst (SWL). "scrabble" for a seven-letter play follows the
     French-rooted duplicate tradition (not found in the pages above: to be confirmed by a club). Rack: rekje (ultraboardgames.com/scrabble/nl, Dutch rules).
     Board labels 2L/3L/2W/3W (dubbele/driedubbele letterwaarde, woordwaarde). -->
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>BoardBefore</name>
    <message>
        <source>After the turn</source>
        <translation>Na de beurt</translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation>Vóór de beurt</translation>
    </message>
    <message>
        <source>The board with the top played</source>
        <translation>Het bord met de top gespeeld</translation>
    </message>
    <message>
        <source>The board as it was before the turn, with its rack: place any move on it</source>
        <translation>Het bord zoals het vóór de beurt was, met de letters van de beurt: leg er elke zet op</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <source>Your move on the board before the turn</source>
        <translation>Jouw zet op het bord van vóór de beurt</translation>
    </message>
    <message>
        <source>The top</source>
        <translation>De top</translation>
    </message>
    <message>
        <source>The top on the board before the turn</source>
        <translation>De top op het bord van vóór de beurt</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Place a move as in play: click a square and type the word, or drag tiles from the rack. Its score and rank appear below.</source>
        <translation>Leg een zet zoals tijdens het spel: klik op een vakje en typ het woord, of sleep letters van het plankje. De score en de rang verschijnen hieronder.</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Bord:</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>2L</source>
        <comment>double letter square</comment>
        <translation>2L</translation>
    </message>
    <message>
        <source>3L</source>
        <comment>triple letter square</comment>
        <translation>3L</translation>
    </message>
    <message>
        <source>2W</source>
        <comment>double word square</comment>
        <translation>2W</translation>
    </message>
    <message>
        <source>3W</source>
        <comment>triple word square</comment>
        <translation>3W</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Accept word</source>
        <translation>Woord aanvaarden</translation>
    </message>
    <message>
        <source>Accept a word the word list lacks for the selected entry (recorded)</source>
        <translation>Een woord dat niet in de woordenlijst staat aanvaarden voor deze inzending (wordt bijgehouden)</translation>
    </message>
    <message>
        <source>Warning +1</source>
        <translation>Waarschuwing +1</translation>
    </message>
    <message>
        <source>Warning −1</source>
        <translation>Waarschuwing −1</translation>
    </message>
    <message>
        <source>Penalty…</source>
        <translation>Strafpunten…</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Inzending wissen</translation>
    </message>
    <message>
        <source>Top to all remaining</source>
        <translation>Top aan alle overige spelers</translation>
    </message>
    <message>
        <source>No move to all remaining</source>
        <translation>Geen zet voor alle overige spelers</translation>
    </message>
    <message>
        <source>No turn in progress</source>
        <extracomment>The missing count and the bulk entries, placed by the page (under the board).</extracomment>
        <translation>Geen beurt bezig</translation>
    </message>
    <message>
        <source>Missing entries: {0} (table {1})</source>
        <translation>Ontbrekende inzendingen: {0} (tafel {1})</translation>
    </message>
    <message>
        <source>Missing entries: {0}</source>
        <translation>Ontbrekende inzendingen: {0}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafpunten</translation>
    </message>
    <message>
        <source>Penalty points for this turn:</source>
        <translation>Strafpunten voor deze beurt:</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>The turn whose entries are shown and edited (past turns can be corrected)</source>
        <extracomment>The look of the entry row while a past turn is being corrected. Tentative tiles of the move being typed, for the board: list of (row, col, value), valid.</extracomment>
        <translation>De beurt waarvan de inzendingen getoond en ingevoerd worden (vorige beurten kunnen verbeterd worden)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Tafelnummer</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>The move as written (reference and word), then the score written, if any</source>
        <translation>De zet zoals opgeschreven (coördinaat en woord), dan de opgeschreven score, als die er is</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>No move (F4)</source>
        <translation>Geen zet (F4)</translation>
    </message>
    <message>
        <source>Move: H4 FABAcEE 80</source>
        <translation>Zet: H4 FABAcEE 80</translation>
    </message>
    <message>
        <source>Move: 8D QUEEN 28</source>
        <translation>Zet: 8D QUEEN 28</translation>
    </message>
    <message>
        <source>Correcting turn {0}: entries go to turn {0}. Esc in the table field: back to turn {1}</source>
        <translation>Beurt {0} verbeteren: inzendingen gaan naar beurt {0}. Esc in het tafelveld: terug naar beurt {1}</translation>
    </message>
    <message>
        <source>Back to turn {0}</source>
        <translation>Terug naar beurt {0}</translation>
    </message>
    <message>
        <source>(written {0}, real {1}: warning)</source>
        <translation>(opgeschreven {0}, echt {1}: waarschuwing)</translation>
    </message>
    <message>
        <source>(written {0}, real {1})</source>
        <translation>(opgeschreven {0}, echt {1})</translation>
    </message>
    <message>
        <source>Editing the entry of table {0}</source>
        <translation>Inzending van tafel {0} bewerken</translation>
    </message>
    <message>
        <source>Turn {0} corrected; entries go to turn {1} again</source>
        <translation>Beurt {0} verbeterd; inzendingen gaan weer naar beurt {1}</translation>
    </message>
    <message>
        <source>Table {0} already has this move: nothing changed</source>
        <translation>Tafel {0} heeft deze zet al: niets veranderd</translation>
    </message>
    <message>
        <source>Replace an entry</source>
        <translation>Een inzending vervangen</translation>
    </message>
    <message>
        <source>Table {0} already has {1}: replace it?</source>
        <translation>Tafel {0} heeft al {1}: vervangen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>Keep the old entry</source>
        <translation>De oude inzending behouden</translation>
    </message>
    <message>
        <source>Kept the entry of table {0}; check the table number</source>
        <translation>Inzending van tafel {0} behouden; controleer het tafelnummer</translation>
    </message>
    <message>
        <source>Release phone</source>
        <translation>Telefoon vrijgeven</translation>
    </message>
    <message>
        <source>Free the selected table for another phone (the player changes phone)</source>
        <translation>De gekozen tafel vrijmaken voor een andere telefoon (de speler wisselt van telefoon)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>no such table</source>
        <translation>onbekende tafel</translation>
    </message>
    <message>
        <source>Table {0} already has {1}</source>
        <translation>Tafel {0} heeft al {1}</translation>
    </message>
    <message>
        <source>✓ {0} points: {1}</source>
        <translation>✓ {0} punten: {1}</translation>
    </message>
</context>
<context>
    <name>GameSoFar</name>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Click a turn to review it</source>
        <translation>Klik op een beurt om ze te herbekijken</translation>
    </message>
    <message>
        <source>This game so far (last turn first) — click a turn to review it</source>
        <translation>Deze partij tot nu toe (laatste beurt eerst) — klik op een beurt om ze te herbekijken</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>geen zet</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ongeldig)</translation>
    </message>
</context>
<context>
    <name>GenerateGamesDialog</name>
    <message>
        <source>any</source>
        <extracomment>The spin boxes&apos; &quot;no bound&quot; value (shown as &quot;any&quot;).</extracomment>
        <translation>alle</translation>
    </message>
    <message>
        <source>Generate prepared games</source>
        <translation>Voorbereide partijen maken</translation>
    </message>
    <message>
        <source>Turns whose master move keeps a blank on the rack</source>
        <translation>Beurten waarvan de meesterzet een blanco op het rekje laat</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>from</source>
        <translation>van</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Games to write</source>
        <translation>Te schrijven partijen</translation>
    </message>
    <message>
        <source>Bingos</source>
        <translation>Scrabbles</translation>
    </message>
    <message>
        <source>Top total</source>
        <translation>Totaal van de tops</translation>
    </message>
    <message>
        <source>Turns with a blank kept, at most</source>
        <translation>Beurten met een behouden blanco, hoogstens</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Eerste seed</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Map</translation>
    </message>
    <message>
        <source>{0} edition, {1} rules; games are played on {2} cores.</source>
        <translation>Editie {0}, reglement {1}; de partijen worden op {2} kernen gespeeld.</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Maken</translation>
    </message>
    <message>
        <source>Use this game</source>
        <translation>Deze partij gebruiken</translation>
    </message>
    <message>
        <source>{0} of {1} games kept, {2} played</source>
        <translation>{0} van {1} partijen behouden, {2} gespeeld</translation>
    </message>
    <message>
        <source>Stopped: {0}</source>
        <translation>Gestopt: {0}</translation>
    </message>
    <message>
        <source> — cancelled</source>
        <translation> — geannuleerd</translation>
    </message>
    <message>
        <source> — no more seeds to try: widen the bounds</source>
        <translation> — geen seeds meer om te proberen: verruim de grenzen</translation>
    </message>
    <message>
        <source> — done</source>
        <translation> — klaar</translation>
    </message>
    <message>
        <source> — cancelling…</source>
        <translation> — annuleren…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Folder for the games</source>
        <translation>Map voor de partijen</translation>
    </message>
</context>
<context>
    <name>GridDialog</name>
    <message>
        <source>Per-turn grid</source>
        <translation>Overzicht per beurt</translation>
    </message>
    <message>
        <source>Each turn&apos;s column: the player&apos;s points under the turn&apos;s number and top. Green: the top was found; +solo, −penalty, ! warning. Deviation: the total minus the tops.</source>
        <translation>Een kolom per beurt: de punten van de speler onder het beurtnummer en de top. Groen: top gevonden; +solo, −strafpunten, ! waarschuwing. Verschil: het totaal min de tops.</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>Hints (each one is recorded)</source>
        <translation>Hints (elke hint wordt bijgehouden)</translation>
    </message>
    <message>
        <source>Is there a bingo? (F2)</source>
        <translation>Is er een scrabble? (F2)</translation>
    </message>
    <message>
        <source>Top score (F3)</source>
        <translation>Score van de top (F3)</translation>
    </message>
    <message>
        <source>A square of the top (F4)</source>
        <translation>Een vakje van de top (F4)</translation>
    </message>
    <message>
        <source>There is a bingo.</source>
        <translation>Er is een scrabble.</translation>
    </message>
    <message>
        <source>There is no bingo.</source>
        <translation>Er is geen scrabble.</translation>
    </message>
    <message>
        <source>The top scores {0}.</source>
        <translation>De top is {0} punten waard.</translation>
    </message>
    <message>
        <source>The top puts a tile on {0}.</source>
        <translation>De top legt een letter op {0}.</translation>
    </message>
    <message>
        <source>Hints (an exercise: not recorded)</source>
        <translation>Hints (een oefening: niet bijgehouden)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#6B7785&apos;&gt;No hint used this turn.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#6B7785&apos;&gt;Geen hint gebruikt deze beurt.&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Training history</source>
        <translation>Trainingsgeschiedenis</translation>
    </message>
    <message>
        <source>average</source>
        <translation>gemiddelde</translation>
    </message>
    <message>
        <source>best game</source>
        <translation>beste partij</translation>
    </message>
    <message>
        <source>last 5 games</source>
        <translation>laatste 5 partijen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Count games ended early</source>
        <translation>Vroegtijdig beëindigde partijen meetellen</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Beurten</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>Tops</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>as in a competition</source>
        <translation>zoals in een wedstrijd</translation>
    </message>
    <message>
        <source>Not counted in the averages</source>
        <translation>Niet meegeteld in de gemiddelden</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>De partij herbekijken</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglement</translation>
    </message>
    <message>
        <source>Tops found</source>
        <translation>Tops gevonden</translation>
    </message>
    <message>
        <source>Bingos found / missed</source>
        <translation>Scrabbles gevonden / gemist</translation>
    </message>
    <message>
        <source>games counted</source>
        <translation>getelde partijen</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n game(s), average {1}, best {2}</source>
        <translation>
            <numerusform>{0}: %n partij, gemiddelde {1}, beste {2}</numerusform>
            <numerusform>{0}: %n partijen, gemiddelde {1}, beste {2}</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation>uitgespeeld</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>vroegtijdig beëindigd</translation>
    </message>
    <message>
        <source>in progress — resume</source>
        <translation>bezig — hervatten</translation>
    </message>
    <message>
        <source>Games are saved in {0}</source>
        <translation>Partijen worden bewaard in {0}</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Partij hervatten</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Players scan this with their phone&apos;s camera</source>
        <extracomment>Show (True) or hide the join screen on the projector. Show (True) or hide &quot;handed in: 12 of 18&quot; on the projector during the turn.</extracomment>
        <translation>Spelers scannen dit met de camera van hun telefoon</translation>
    </message>
    <message>
        <source>Show on the projector</source>
        <translation>Op de projector tonen</translation>
    </message>
    <message>
        <source>The address, the PIN and a large QR code on the projector</source>
        <translation>Het adres, de pincode en een grote QR-code op de projector</translation>
    </message>
    <message>
        <source>The projector shows how many have handed in (never who)</source>
        <translation>De projector toont hoeveel er ingeleverd hebben (nooit wie)</translation>
    </message>
    <message>
        <source>Back to the game on the projector</source>
        <translation>Terug naar de partij op de projector</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Hand in your moves from your phone</source>
        <translation>Lever je zetten in via je telefoon</translation>
    </message>
    <message>
        <source>Scan the code or type the address, then the PIN and your table number.</source>
        <translation>Scan de code of typ het adres, dan de pincode en je tafelnummer.</translation>
    </message>
    <message>
        <source>PIN {0}</source>
        <translation>Pincode {0}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Taal van het systeem</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the app.</source>
        <translation>De nieuwe taal wordt gebruikt vanaf de volgende start van het programma.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Nieuwe partij…</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>Partij &amp;openen…</translation>
    </message>
    <message>
        <source>Solo &amp;training…</source>
        <translation>Solo&amp;training…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Print game sheet…</source>
        <translation>&amp;Wedstrijdblad afdrukken…</translation>
    </message>
    <message>
        <source>Export game sheet as P&amp;DF…</source>
        <translation>Wedstrijdblad als P&amp;DF exporteren…</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>Uitslag als &amp;CSV exporteren…</translation>
    </message>
    <message>
        <source>Export for the &amp;ranking program…</source>
        <translation>Exporteren voor het &amp;klassementsprogramma…</translation>
    </message>
    <message>
        <source>Export game &amp;record (JSON)…</source>
        <translation>Partij&amp;verslag exporteren (JSON)…</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>Partij &amp;sluiten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>B&amp;ewerken</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Partij</translation>
    </message>
    <message>
        <source>&amp;Phones…</source>
        <translation>&amp;Telefoons…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>Be&amp;urt</translation>
    </message>
    <message>
        <source>&amp;Draw the rack</source>
        <translation>Letters &amp;trekken</translation>
    </message>
    <message>
        <source>Start / pause the &amp;timer</source>
        <translation>&amp;Klok starten / pauzeren</translation>
    </message>
    <message>
        <source>&amp;End the time</source>
        <translation>&amp;Tijd beëindigen</translation>
    </message>
    <message>
        <source>&amp;Reveal the top</source>
        <translation>Top &amp;bekendmaken</translation>
    </message>
    <message>
        <source>Enter a &amp;move</source>
        <translation>Een &amp;zet invoeren</translation>
    </message>
    <message>
        <source>&amp;Filter the top list</source>
        <translation>Lijst van zetten &amp;filteren</translation>
    </message>
    <message>
        <source>&amp;Players (latecomers, names, tables)…</source>
        <translation>&amp;Spelers (laatkomers, namen, tafels)…</translation>
    </message>
    <message>
        <source>&amp;Give a move to several tables…</source>
        <translation>Een zet aan meerdere tafels &amp;geven…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>&amp;Projector window</source>
        <translation>&amp;Projectorvenster</translation>
    </message>
    <message>
        <source>Projector on &amp;screen</source>
        <translation>Projector op &amp;scherm</translation>
    </message>
    <message>
        <source>Projector &amp;full screen</source>
        <translation>Projector &amp;volledig scherm</translation>
    </message>
    <message>
        <source>Per-turn &amp;grid</source>
        <translation>&amp;Overzicht per beurt</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Klassement</translation>
    </message>
    <message>
        <source>&amp;Top list</source>
        <translation>&amp;Lijst van zetten</translation>
    </message>
    <message>
        <source>&amp;Preferences</source>
        <translation>&amp;Voorkeuren</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>&amp;Undo: {0}</source>
        <extracomment>What changes the session: disabled while it is read-only.</extracomment>
        <translation>&amp;Ongedaan maken: {0}</translation>
    </message>
    <message>
        <source>&amp;Redo: {0}</source>
        <translation>Opnieuw &amp;doen: {0}</translation>
    </message>
    <message>
        <source>Enter (table field)</source>
        <translation>Enter (tafelveld)</translation>
    </message>
    <message>
        <source>Go to the move field</source>
        <translation>Naar het zetveld</translation>
    </message>
    <message>
        <source>Enter (move field)</source>
        <translation>Enter (zetveld)</translation>
    </message>
    <message>
        <source>Store the move</source>
        <translation>De zet opslaan</translation>
    </message>
    <message>
        <source>No move for the typed or selected table</source>
        <translation>Geen zet voor de getypte of gekozen tafel</translation>
    </message>
    <message>
        <source>Esc (move field)</source>
        <translation>Esc (zetveld)</translation>
    </message>
    <message>
        <source>Clear the move, back to the table field</source>
        <translation>Zet wissen, terug naar het tafelveld</translation>
    </message>
    <message>
        <source>Esc (table field)</source>
        <translation>Esc (tafelveld)</translation>
    </message>
    <message>
        <source>Back to the turn in play from a past turn</source>
        <translation>Van een vorige beurt terug naar de lopende beurt</translation>
    </message>
    <message>
        <source>Delete (entries)</source>
        <translation>Delete (inzendingen)</translation>
    </message>
    <message>
        <source>Delete the selected entry</source>
        <translation>De gekozen inzending wissen</translation>
    </message>
    <message>
        <source>F2 / Double-click (entries)</source>
        <translation>F2 / Dubbelklik (inzendingen)</translation>
    </message>
    <message>
        <source>Edit the selected entry</source>
        <translation>De gekozen inzending bewerken</translation>
    </message>
    <message>
        <source>Double-click (top list)</source>
        <translation>Dubbelklik (lijst van zetten)</translation>
    </message>
    <message>
        <source>Make that move the master move</source>
        <translation>Die zet als meesterzet kiezen</translation>
    </message>
    <message>
        <source>F11 / Esc (projector)</source>
        <translation>F11 / Esc (projector)</translation>
    </message>
    <message>
        <source>Full screen on / off</source>
        <translation>Volledig scherm aan / uit</translation>
    </message>
    <message>
        <source>Duplicate Scrabble</source>
        <translation>Duplicate Scrabble</translation>
    </message>
    <message>
        <source>Read-only: nothing can be changed</source>
        <translation>Alleen-lezen: er kan niets gewijzigd worden</translation>
    </message>
    <message>
        <source>{0} (read-only) — Duplicate Scrabble</source>
        <translation>{0} (alleen-lezen) — Duplicate Scrabble</translation>
    </message>
    <message>
        <source>{0} — Duplicate Scrabble</source>
        <translation>{0} — Duplicate Scrabble</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Een partij openen</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0});;All files (*)</source>
        <translation>Duplicate-partijen (*{0});;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Opened read-only: nothing can be changed. File &gt; Save as keeps a copy you can continue in.</source>
        <translation>Geopend als alleen-lezen: er kan niets gewijzigd worden. Bestand &gt; Opslaan als bewaart een kopie waarin je verder kunt.</translation>
    </message>
    <message>
        <source>Close the session</source>
        <translation>De partij sluiten</translation>
    </message>
    <message>
        <source>A turn is in progress. Everything is saved; close the session anyway?</source>
        <translation>Er is een beurt bezig. Alles is bewaard; de partij toch sluiten?</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Niet mogelijk</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Ongedaan gemaakt: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Opnieuw gedaan: {0}</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New duplicate session</source>
        <translation>Nieuwe duplicate-partij</translation>
    </message>
    <message>
        <source>e.g. Club night, 3 December</source>
        <translation>bv. Clubavond, 3 december</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Elapsed time of the &quot;write now&quot; call (0: none)</source>
        <translation>Verstreken tijd bij de oproep “nu opschrijven” (0: geen)</translation>
    </message>
    <message>
        <source>First move must be horizontal</source>
        <translation>De eerste zet moet horizontaal liggen</translation>
    </message>
    <message>
        <source>A wrong written score is a warning</source>
        <translation>Een foute opgeschreven score is een waarschuwing</translation>
    </message>
    <message>
        <source>From the turn they join</source>
        <translation>Vanaf de beurt waarin hij instapt</translation>
    </message>
    <message>
        <source>From turn 1 (missed turns score 0)</source>
        <translation>Vanaf beurt 1 (gemiste beurten 0 punten)</translation>
    </message>
    <message>
        <source>Which tops a latecomer&apos;s deviation counts</source>
        <translation>Welke tops meetellen in het verschil van een laatkomer</translation>
    </message>
    <message>
        <source>Ask before revealing when players have no entry</source>
        <translation>Vragen voor het bekendmaken als spelers geen inzending hebben</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglement</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Standaardreglement</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Bedenktijd per beurt</translation>
    </message>
    <message>
        <source>&quot;Write now&quot; call at</source>
        <translation>Oproep “nu opschrijven” na</translation>
    </message>
    <message>
        <source>Solo bonus</source>
        <translation>Solobonus</translation>
    </message>
    <message>
        <source>Solos from (players)</source>
        <translation>Solo&apos;s vanaf (spelers)</translation>
    </message>
    <message>
        <source>Warnings tolerated</source>
        <translation>Toegestane waarschuwingen</translation>
    </message>
    <message>
        <source>Cost of a further warning</source>
        <translation>Kost van een bijkomende waarschuwing</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpunten</translation>
    </message>
    <message>
        <source>Latecomer&apos;s deviation</source>
        <translation>Verschil van een laatkomer</translation>
    </message>
    <message>
        <source>One player a line: table number and name (&quot;12 Marie Dupont&quot;), or just names</source>
        <translation>Eén speler per regel: tafelnummer en naam (“12 Marie Dupont”), of alleen namen</translation>
    </message>
    <message>
        <source>Random draws, seed:</source>
        <translation>Willekeurige trekkingen, seed:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Own letters (type each rack)</source>
        <translation>Eigen letters (elk rekje intypen)</translation>
    </message>
    <message>
        <source>Prepared game file:</source>
        <translation>Bestand met voorbereide partij:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Maken…</translation>
    </message>
    <message>
        <source>Make prepared games to order: bingos, top total, blanks kept</source>
        <translation>Voorbereide partijen op maat maken: scrabbles, totaal van de tops, behouden blanco&apos;s</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Opslaan als</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Create session</source>
        <translation>Partij aanmaken</translation>
    </message>
    <message>
        <source>Prepared game</source>
        <translation>Voorbereide partij</translation>
    </message>
    <message>
        <source>Save the session as</source>
        <translation>De partij opslaan als</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0})</source>
        <translation>Duplicate-partijen (*{0})</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>De seed is een geheel getal (of leeg voor een willekeurige).</translation>
    </message>
    <message>
        <source>Choose where to save the session.</source>
        <translation>Kies waar de partij bewaard wordt.</translation>
    </message>
    <message>
        <source>{0} already exists: choose another name.</source>
        <translation>{0} bestaat al: kies een andere naam.</translation>
    </message>
    <message>
        <source>Choose the prepared game file.</source>
        <translation>Kies het bestand met de voorbereide partij.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Phones</source>
        <extracomment>The service started or stopped (the new one, or None). Listen on 127.0.0.1 only (no phone can join): for tests and demonstrations on one computer.</extracomment>
        <translation>Telefoons</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Nieuwe pincode</translation>
    </message>
    <message>
        <source>Players may join with a table number the session does not have yet</source>
        <translation>Spelers mogen aansluiten met een tafelnummer dat de partij nog niet heeft</translation>
    </message>
    <message>
        <source>Tell phones before the reveal whether their move is valid, and its score</source>
        <translation>Telefoons voor het bekendmaken laten weten of hun zet geldig is, en de score</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Poort:</translation>
    </message>
    <message>
        <source>PIN (4 to 6 digits):</source>
        <translation>Pincode (4 tot 6 cijfers):</translation>
    </message>
    <message>
        <source>Players join at</source>
        <translation>Spelers sluiten aan op</translation>
    </message>
    <message>
        <source>The PIN must have 4 to 6 digits.</source>
        <translation>De pincode moet 4 tot 6 cijfers hebben.</translation>
    </message>
    <message>
        <source>The service could not start: {0}</source>
        <translation>De dienst kon niet starten: {0}</translation>
    </message>
    <message>
        <source>Stop the service</source>
        <translation>De dienst stoppen</translation>
    </message>
    <message>
        <source>Start the service</source>
        <translation>De dienst starten</translation>
    </message>
    <message>
        <source>PIN: {0}</source>
        <translation>Pincode: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) joined</source>
        <translation>
            <numerusform>%n telefoon aangesloten</numerusform>
            <numerusform>%n telefoons aangesloten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected now</source>
        <translation>
            <numerusform>%n telefoon nu verbonden</numerusform>
            <numerusform>%n telefoons nu verbonden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>There is no blank on the rack.</source>
        <translation>Er is geen blanco op het rekje.</translation>
    </message>
    <message>
        <source>“{0}” is not a letter of this game&apos;s tiles.</source>
        <translation>‘{0}’ is geen letter van dit spel.</translation>
    </message>
    <message>
        <source>Click a square first (or move the cursor with the arrow keys).</source>
        <translation>Klik eerst op een vakje (of verplaats de cursor met de pijltjestoetsen).</translation>
    </message>
    <message>
        <source>No free square ahead: the word has reached the edge of the board.</source>
        <translation>Geen vrij vakje meer: het woord heeft de rand van het bord bereikt.</translation>
    </message>
    <message>
        <source>There is no {0} left on the rack (Shift+{0} plays a blank as {0}).</source>
        <translation>Er is geen {0} meer op het rekje (Shift+{0} speelt een blanco als {0}).</translation>
    </message>
    <message>
        <source>There is no {0} left on the rack.</source>
        <translation>Er is geen {0} meer op het rekje.</translation>
    </message>
    <message>
        <source>That tile is already on the board.</source>
        <translation>Die letter ligt al op het bord.</translation>
    </message>
    <message>
        <source>That square is taken.</source>
        <translation>Dat vakje is al bezet.</translation>
    </message>
    <message>
        <source>Type the letter of the blank first.</source>
        <translation>Typ eerst de letter van de blanco.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>&lt;b&gt;Place a move:&lt;/b&gt; click a square (click again or press Space to turn the direction), or move the cursor with the arrow keys; type the whole word, the letters already on the board included. Backspace takes the last tile back, Esc clears. &lt;b&gt;?&lt;/b&gt; then a letter, or &lt;b&gt;Shift+letter&lt;/b&gt;, plays the blank. Tiles can also be clicked or dragged from the rack.</source>
        <translation>&lt;b&gt;Een zet leggen:&lt;/b&gt; klik op een vakje (nog eens klikken of Spatie draait de richting), of verplaats de cursor met de pijltjestoetsen; typ het hele woord, ook de letters die al op het bord liggen. Backspace neemt de laatste letter terug, Esc wist. &lt;b&gt;?&lt;/b&gt; en dan een letter, of &lt;b&gt;Shift+letter&lt;/b&gt;, speelt de blanco. Letters kunnen ook van het rekje geklikt of gesleept worden.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Or type the move:&lt;/b&gt; Ctrl+L goes to the move field: a reference and the word, &lt;i&gt;H4 FABAcEE&lt;/i&gt; (lowercase for a blank). &lt;b&gt;Enter&lt;/b&gt; plays the move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;After each turn:&lt;/b&gt; the top, your rank, every legal move (filter it, click one to see it on the board) and &quot;what would I have scored with...?&quot;. Click a turn of the game so far, or press PageUp, to review it; F6 replays it as an exercise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F2-F4 hints, F5 pause, F7 shuffle, F8 sort, Ctrl+E ends the game, Ctrl+W leaves it to resume later, F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Of typ de zet:&lt;/b&gt; Ctrl+L gaat naar het zetveld: een coördinaat en het woord, &lt;i&gt;H4 FABAcEE&lt;/i&gt; (kleine letter voor een blanco). &lt;b&gt;Enter&lt;/b&gt; speelt de zet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Na elke beurt:&lt;/b&gt; de top, je plaats, alle geldige zetten (filter ze, klik erop om ze op het bord te zien) en “hoeveel had ik gescoord met…?”. Klik op een beurt van de partij, of druk op PageUp, om ze te herbekijken; F6 herspeelt ze als oefening.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Toetsen:&lt;/b&gt; F2-F4 hints, F5 pauze, F7 schudden, F8 sorteren, Ctrl+E beëindigt de partij, Ctrl+W verlaat ze om later verder te spelen, F1 toont alle toetsen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shuffle (F7)</source>
        <translation>Schudden (F7)</translation>
    </message>
    <message>
        <source>Sort (F8)</source>
        <translation>Sorteren (F8)</translation>
    </message>
    <message>
        <source>or type a reference and a word: H4 FABAcEE (lowercase = blank)</source>
        <translation>of typ een coördinaat en een woord: H4 FABAcEE (kleine letter = blanco)</translation>
    </message>
    <message>
        <source>your score (optional)</source>
        <translation>je score (niet verplicht)</translation>
    </message>
    <message>
        <source>Written score:</source>
        <translation>Opgeschreven score:</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>Geen zet</translation>
    </message>
    <message>
        <source>Hand in no move for this turn (scores 0)</source>
        <translation>Geen zet inleveren voor deze beurt (0 punten)</translation>
    </message>
    <message>
        <source>Clear (Esc)</source>
        <translation>Wissen (Esc)</translation>
    </message>
    <message>
        <source>Play this move (Enter)</source>
        <translation>Deze zet spelen (Enter)</translation>
    </message>
    <message>
        <source>Rack redrawn: {0} did not meet the draw rule and went back to the bag.</source>
        <translation>Letters opnieuw getrokken: {0} voldeed niet aan de trekkingsregel en ging terug in het zakje.</translation>
    </message>
    <message>
        <source>Type the letter the blank stands for.</source>
        <translation>Typ de letter die de blanco voorstelt.</translation>
    </message>
    <message>
        <source>Blank: type the letter it stands for.</source>
        <translation>Blanco: typ de letter die hij voorstelt.</translation>
    </message>
    <message>
        <source>Your move: &lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;It is checked when you hand it in, as in a competition.</source>
        <translation>Jouw zet: &lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;Hij wordt gecontroleerd als je hem inlevert, zoals in een wedstrijd.</translation>
    </message>
    <message>
        <source> — bingo!</source>
        <translation> — scrabble!</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:15pt&apos;&gt;&lt;b&gt;{0}&lt;/b&gt; &amp;nbsp; &lt;b&gt;{1} points&lt;/b&gt;{2}&lt;/span&gt;&lt;br&gt;{3}</source>
        <translation>&lt;span style=&apos;font-size:15pt&apos;&gt;&lt;b&gt;{0}&lt;/b&gt; &amp;nbsp; &lt;b&gt;{1} punten&lt;/b&gt;{2}&lt;/span&gt;&lt;br&gt;{3}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not a legal move:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Geen geldige zet:&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Click a square where your word starts (or press an arrow key).</source>
        <translation>Klik op het vakje waar je woord begint (of druk op een pijltjestoets).</translation>
    </message>
    <message>
        <source>across</source>
        <translation>horizontaal</translation>
    </message>
    <message>
        <source>down</source>
        <translation>verticaal</translation>
    </message>
    <message>
        <source>Type your word from {0}, {1} (Space turns the direction).</source>
        <translation>Typ je woord vanaf {0}, {1} (Spatie draait de richting).</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Add latecomer</source>
        <translation>Laatkomer toevoegen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Naam wijzigen</translation>
    </message>
    <message>
        <source>Change table number</source>
        <translation>Tafelnummer wijzigen</translation>
    </message>
    <message>
        <source>Mark as leaving</source>
        <translation>Als vertrokken markeren</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Tafelnummer</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts the tops from the turn they join.</source>
        <translation>Een laatkomer speelt mee vanaf de lopende beurt. Zijn verschil telt de tops vanaf de beurt waarin hij instapt.</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts every top from turn 1 (the turns they missed score 0).</source>
        <translation>Een laatkomer speelt mee vanaf de lopende beurt. Zijn verschil telt alle tops vanaf beurt 1 (gemiste beurten 0 punten).</translation>
    </message>
    <message>
        <source>{0} (table {1}) leaves: they play no more turns and stay in the standings. Go on?</source>
        <translation>{0} (tafel {1}) vertrekt: speelt geen beurten meer en blijft in het klassement. Doorgaan?</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Plays from turn</source>
        <translation>Speelt vanaf beurt</translation>
    </message>
    <message>
        <source>Left at turn</source>
        <translation>Vertrokken in beurt</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Duplicate — projector</source>
        <extracomment>Least share of the window&apos;s width the right column (rack, timer, messages, standings) takes.</extracomment>
        <translation>Duplicate — projector</translation>
    </message>
    <message numerus="yes">
        <source>handed in: %n of {0}</source>
        <translation>
            <numerusform>ingeleverd: %n van {0}</numerusform>
            <numerusform>ingeleverd: %n van {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: turn {0}, the rack is coming</source>
        <translation>Volgende: beurt {0}, de letters komen eraan</translation>
    </message>
    <message>
        <source>Turn {0}: get ready</source>
        <translation>Beurt {0}: maak je klaar</translation>
    </message>
    <message>
        <source>Turn {0}: find your move</source>
        <translation>Beurt {0}: zoek je zet</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>Time is up: hand in your moves</source>
        <translation>De tijd is om: lever je beurtbriefje in</translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Partij afgelopen: {0}</translation>
    </message>
    <message>
        <source>Turn {0}: for {1} points, at {2}, {3}</source>
        <translation>Beurt {0}: {3} op {2}, voor {1} punten</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Standings after turn {0} (top {1})</source>
        <translation>Klassement na beurt {0} (top {1})</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles opslaan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja op &amp;alles</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nee</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Nee &amp;op alles</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Afbreken</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Negeren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerpen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standaard herstellen</translation>
    </message>
</context>
<context>
    <name>RackView</name>
    <message>
        <source>Rack rejected and redrawn</source>
        <extracomment>Width of the ``+`` between leftover and new tiles, in tile widths. Height of the tiles standing in their tray, in tile heights (margins included). Room for the message line under the tray, in tile heights.</extracomment>
        <translation>Letters afgekeurd en opnieuw getrokken</translation>
    </message>
</context>
<context>
    <name>RankedListView</name>
    <message>
        <source>Best moves of the turn — pick one to see it on the board</source>
        <translation>Beste zetten van de beurt — kies er een om hem op het bord te zien</translation>
    </message>
    <message>
        <source>Filter: word, square (H4) or points</source>
        <translation>Filter: woord, vakje (H4) of punten</translation>
    </message>
    <message>
        <source>Show all moves</source>
        <translation>Alle zetten tonen</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Zoeken…</translation>
    </message>
    <message>
        <source>All moves shown</source>
        <translation>Alle zetten getoond</translation>
    </message>
    <message>
        <source>The search failed: {0}</source>
        <translation>Het zoeken is mislukt: {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %Ln legal move(s)</source>
        <translation>
            <numerusform>{0} van %Ln geldige zet</numerusform>
            <numerusform>{0} van %Ln geldige zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln legal move(s)</source>
        <translation>
            <numerusform>%Ln geldige zet</numerusform>
            <numerusform>%Ln geldige zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of the best %Ln move(s)</source>
        <translation>
            <numerusform>{0} van de beste %Ln zet</numerusform>
            <numerusform>{0} van de beste %Ln zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best %Ln move(s)</source>
        <translation>
            <numerusform>de beste zet (%Ln)</numerusform>
            <numerusform>de beste %Ln zetten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankedModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>bingo</source>
        <translation>scrabble</translation>
    </message>
    <message>
        <source>◀ your move</source>
        <translation>◀ jouw zet</translation>
    </message>
    <message>
        <source>◀ what if</source>
        <translation>◀ wat als</translation>
    </message>
</context>
<context>
    <name>ReadOnlyBanner</name>
    <message>
        <source>Try saving again</source>
        <translation>Opnieuw proberen op te slaan</translation>
    </message>
    <message>
        <source>When the disk can be written again, actions are saved again</source>
        <translation>Zodra de schijf weer beschrijfbaar is, worden acties weer opgeslagen</translation>
    </message>
    <message>
        <source>Read-only: this session is open read-only (another window holds it, or the file cannot be written here). You can look, print and export; File &gt; Save as makes a copy you can continue in.</source>
        <translation>Alleen-lezen: deze sessie is geopend als alleen-lezen (een ander venster heeft haar open, of het bestand kan hier niet beschreven worden). U kunt kijken, afdrukken en exporteren; Bestand &gt; Opslaan als maakt een kopie waarin u verder kunt gaan.</translation>
    </message>
    <message>
        <source>Read-only: the session file can no longer be written (its disk or folder became read-only). Nothing was lost. Use File &gt; Save as to continue in a writable place, or try saving again once the disk is writable.</source>
        <translation>Alleen-lezen: het sessiebestand kan niet meer beschreven worden (de schijf of map werd alleen-lezen). Er is niets verloren. Gebruik Bestand &gt; Opslaan als om verder te gaan op een beschrijfbare plek, of probeer opnieuw op te slaan zodra de schijf weer beschrijfbaar is.</translation>
    </message>
    <message>
        <source>Nothing can be changed: the session is read-only</source>
        <translation>Er kan niets gewijzigd worden: de sessie is alleen-lezen</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>your move</source>
        <translation>jouw zet</translation>
    </message>
    <message>
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>deze beurt</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partij</translation>
    </message>
    <message>
        <source>of the tops</source>
        <translation>van de tops</translation>
    </message>
    <message>
        <source>What would I have scored with…? (H4 WORD, Enter; or place it on the board)</source>
        <translation>Hoeveel had ik gescoord met…? (H4 WOORD, Enter; of leg hem op het bord)</translation>
    </message>
    <message>
        <source>What would I have scored with… (type a move: H4 WORD, Enter; or place it on the board before the turn)</source>
        <translation>Hoeveel had ik gescoord met… (typ een zet: H4 WOORD, Enter; of leg hem op het bord van vóór de beurt)</translation>
    </message>
    <message>
        <source>Next turn (Enter)</source>
        <translation>Volgende beurt (Enter)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; (not valid: {1})</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; (ongeldig: {1})</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>geen zet</translation>
    </message>
    <message numerus="yes">
        <source>Top found, with %n hint(s).</source>
        <translation>
            <numerusform>Top gevonden, met %n hint.</numerusform>
            <numerusform>Top gevonden, met %n hints.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top found without a hint!</source>
        <translation>Top gevonden zonder hint!</translation>
    </message>
    <message>
        <source>Turn {0}: you played {1}; the top is &lt;b&gt;{2}&lt;/b&gt;. {3}</source>
        <translation>Beurt {0}: je speelde {1}; de top is &lt;b&gt;{2}&lt;/b&gt;. {3}</translation>
    </message>
    <message>
        <source>Rack {0}</source>
        <translation>Letters {0}</translation>
    </message>
    <message>
        <source>your move ranks {0}</source>
        <translation>jouw zet staat op plaats {0}</translation>
    </message>
    <message>
        <source>your move ranks below 500th</source>
        <translation>jouw zet staat voorbij plaats 500</translation>
    </message>
    <message numerus="yes">
        <source>%n moves share the top</source>
        <translation>
            <numerusform>%n zet haalt de top</numerusform>
            <numerusform>%n zetten halen de top</numerusform>
        </translation>
    </message>
    <message>
        <source>hints used: {0}</source>
        <translation>gebruikte hints: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;written score {0}, the move scores {1}: a warning&lt;/b&gt;</source>
        <translation>&lt;b&gt;opgeschreven score {0}, de zet is {1} waard: een waarschuwing&lt;/b&gt;</translation>
    </message>
    <message>
        <source>written score {0}, the move scores {1} (no warning under these rules)</source>
        <translation>opgeschreven score {0}, de zet is {1} waard (geen waarschuwing volgens dit reglement)</translation>
    </message>
    <message>
        <source>written score {0}: right</source>
        <translation>opgeschreven score {0}: juist</translation>
    </message>
    <message>
        <source>game: {0} of {1}</source>
        <translation>partij: {0} van {1}</translation>
    </message>
    <message>
        <source>The game ended before any turn was played.</source>
        <translation>De partij eindigde voor er een beurt gespeeld werd.</translation>
    </message>
    <message>
        <source>Game summary (Enter)</source>
        <translation>Overzicht van de partij (Enter)</translation>
    </message>
    <message>
        <source>Hints used: {0}</source>
        <translation>Gebruikte hints: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Written score {0}, the move scores {1}: a warning.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Opgeschreven score {0}, de zet is {1} waard: een waarschuwing.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Written score {0}, the move scores {1} (no warning under these rules).</source>
        <translation>Opgeschreven score {0}, de zet is {1} waard (geen waarschuwing volgens dit reglement).</translation>
    </message>
    <message>
        <source>Written score {0}: right.</source>
        <translation>Opgeschreven score {0}: juist.</translation>
    </message>
    <message>
        <source>Exercise (not counted): {0}</source>
        <translation>Oefening (telt niet mee): {0}</translation>
    </message>
    <message>
        <source>Exercise (not counted): no move was handed in.</source>
        <translation>Oefening (telt niet mee): er werd geen zet ingeleverd.</translation>
    </message>
    <message>
        <source>Type the letter the blank stands for.</source>
        <translation>Typ de letter die de blanco voorstelt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; is not a legal move: {1}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; is geen geldige zet: {1}</translation>
    </message>
    <message>
        <source>These tiles are not a legal move: {0}</source>
        <translation>Deze letters vormen geen geldige zet: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; would have scored &lt;b&gt;{1}&lt;/b&gt; ({2} against the top), rank {3}.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; had &lt;b&gt;{1}&lt;/b&gt; opgeleverd ({2} tegenover de top), plaats {3}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; would have scored &lt;b&gt;{1}&lt;/b&gt; ({2} against the top), below the 500 best.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; had &lt;b&gt;{1}&lt;/b&gt; opgeleverd ({2} tegenover de top), buiten de beste 500.</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>◀ Turn before</source>
        <translation>◀ Vorige beurt</translation>
    </message>
    <message>
        <source>PageUp</source>
        <translation>PageUp</translation>
    </message>
    <message>
        <source>Turn after ▶</source>
        <translation>Volgende beurt ▶</translation>
    </message>
    <message>
        <source>PageDown</source>
        <translation>PageDown</translation>
    </message>
    <message>
        <source>Replay as an exercise (F6)</source>
        <translation>Als oefening herspelen (F6)</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Terug naar de partij (Esc)</translation>
    </message>
    <message>
        <source>Review of turn {0} of {1}</source>
        <translation>Herbekijken van beurt {0} van {1}</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <source>Finish the turn in progress first (play or pass): then any turn can be replayed.</source>
        <extracomment>what the page was showing before the review: (&quot;play&quot; | &quot;results&quot; | &quot;over&quot;, turn shown) the hints asked during the exercise (kind, answer): answered, never recorded in the game</extracomment>
        <translation>Rond eerst de lopende beurt af (leg een zet of pas): daarna kan elke beurt opnieuw gespeeld worden.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in</source>
        <translation>De tijd is om: je zet is ingeleverd</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>The move search failed: {0}</source>
        <extracomment>How many moves the top list shows (every tied top is always included). The kind ``changed`` carries when the phase moved on by itself (the time ran out). The kind ``changed`` carries when saving became impossible (or is to be tried again). While the search computes in Python, the GUI thread waits up to the interpreter&apos;s switch interval (5 ms by default) each time it needs the GIL back; a painted board needs it hundreds of times, so the searching process uses 1 ms to keep the timer and board fluid. A save was refused because the file cannot be written any more (see ``writable``).</extracomment>
        <translation>Het zoeken naar zetten is mislukt: {0}</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Save a copy of the session</source>
        <translation>Een kopie van de partij bewaren</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0})</source>
        <translation>Duplicate-partijen (*{0})</translation>
    </message>
    <message>
        <source>Saved a copy as {0}</source>
        <translation>Kopie bewaard als {0}</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Kon {0} niet schrijven: {1}</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>{0} geschreven</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Uitslag exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Export for the ranking program</source>
        <translation>Exporteren voor het klassementsprogramma</translation>
    </message>
    <message>
        <source>Text files (*.txt *.csv)</source>
        <translation>Tekstbestanden (*.txt *.csv)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Het partijverslag exporteren</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partijverslagen (*.json)</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exporteren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>End time (F6)</source>
        <translation>Tijd stoppen (F6)</translation>
    </message>
    <message>
        <source>Reveal (F9)</source>
        <translation>Bekendmaken (F9)</translation>
    </message>
    <message>
        <source>Filter moves (word, reference, points)</source>
        <translation>Zetten filteren (woord, coördinaat, punten)</translation>
    </message>
    <message>
        <source>Make master move</source>
        <translation>Meesterzet kiezen</translation>
    </message>
    <message>
        <source>Give to tables… (F8)</source>
        <translation>Aan tafels geven… (F8)</translation>
    </message>
    <message>
        <source>Enter the selected move for several tables at once</source>
        <translation>De gekozen zet voor meerdere tafels tegelijk invoeren</translation>
    </message>
    <message>
        <source>Per-turn grid (Ctrl+G)</source>
        <translation>Per beurt (Ctrl+G)</translation>
    </message>
    <message>
        <source>Top list</source>
        <translation>Lijst van zetten</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Klassement</translation>
    </message>
    <message>
        <source>Bag: {0} tiles ({1} vowels, {2} consonants ({4} counts as both), {3} blanks)</source>
        <translation>Zakje: {0} letters ({1} klinkers, {2} medeklinkers ({4} telt als beide), {3} blanco&apos;s)</translation>
    </message>
    <message>
        <source>Bag: {0} tiles ({1} vowels, {2} consonants, {3} blanks)</source>
        <translation>Zakje: {0} letters ({1} klinkers, {2} medeklinkers, {3} blanco&apos;s)</translation>
    </message>
    <message>
        <source>Type rack (Ctrl+D)</source>
        <translation>Letters typen (Ctrl+D)</translation>
    </message>
    <message>
        <source>Draw rack (Ctrl+D)</source>
        <translation>Letters trekken (Ctrl+D)</translation>
    </message>
    <message>
        <source>Pause (F5)</source>
        <translation>Pauze (F5)</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>Verder (F5)</translation>
    </message>
    <message>
        <source>Start timer (F5)</source>
        <translation>Klok starten (F5)</translation>
    </message>
    <message numerus="yes">
        <source>After %n turn(s) the tops add up to {0}</source>
        <translation>
            <numerusform>Na %n beurt is het totaal van de tops {0}</numerusform>
            <numerusform>Na %n beurten is het totaal van de tops {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Partij afgelopen: {0}</translation>
    </message>
    <message>
        <source>Turn {0}: draw the rack</source>
        <translation>Beurt {0}: trek de letters</translation>
    </message>
    <message>
        <source>Turn {0}: rack drawn, start the timer</source>
        <translation>Beurt {0}: letters getrokken, start de klok</translation>
    </message>
    <message>
        <source>Turn {0}: time running</source>
        <translation>Beurt {0}: de tijd loopt</translation>
    </message>
    <message>
        <source>Turn {0}: paused</source>
        <translation>Beurt {0}: gepauzeerd</translation>
    </message>
    <message>
        <source>Turn {0}: time is up, enter the moves and reveal</source>
        <translation>Beurt {0}: tijd om, voer de zetten in en maak de top bekend</translation>
    </message>
    <message>
        <source>rack rejected and redrawn {0}×</source>
        <translation>letters {0}× afgekeurd en opnieuw getrokken</translation>
    </message>
    <message>
        <source>Searching the moves…</source>
        <translation>Zetten zoeken…</translation>
    </message>
    <message>
        <source>No legal move for this rack: the game will end</source>
        <translation>Geen geldige zet met deze letters: de partij eindigt</translation>
    </message>
    <message>
        <source>Turn {5}: {0} moves listed; top {1}; master: {2} ({3}){4}</source>
        <translation>Beurt {5}: {0} zetten gevonden; top {1}; meesterzet: {2} ({3}){4}</translation>
    </message>
    <message>
        <source>Select a move in the top list or an entry first</source>
        <translation>Kies eerst een zet in de lijst of een inzending</translation>
    </message>
    <message>
        <source>Give a move to several tables</source>
        <translation>Een zet aan meerdere tafels geven</translation>
    </message>
    <message>
        <source>Give {0} (turn {1}) to the tables (numbers separated by spaces or commas):</source>
        <translation>{0} (beurt {1}) geven aan de tafels (nummers gescheiden door spaties of komma&apos;s):</translation>
    </message>
    <message>
        <source>{0} given to table {1}</source>
        <translation>{0} gegeven aan tafel {1}</translation>
    </message>
    <message>
        <source>Type the rack</source>
        <translation>Letters intypen</translation>
    </message>
    <message>
        <source>Rack of turn {0} (leftover {1}; ? for a blank):</source>
        <translation>Letters van beurt {0} (overgebleven {1}; ? voor een blanco):</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Bekendmaken</translation>
    </message>
    <message>
        <source>No legal move</source>
        <translation>Geen geldige zet</translation>
    </message>
    <message>
        <source>No legal move exists for this rack. End the game?</source>
        <translation>Er is geen geldige zet met deze letters. De partij beëindigen?</translation>
    </message>
    <message>
        <source>no move is possible</source>
        <translation>geen zet mogelijk</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have no entry: Table {0}. Reveal with no move for them?</source>
        <translation>
            <numerusform>%n speler heeft geen inzending: tafel {0}. Bekendmaken met geen zet voor hem?</numerusform>
            <numerusform>%n spelers hebben geen inzending: tafels {0}. Bekendmaken met geen zet voor hen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to entry</source>
        <translation>Terug naar invoer</translation>
    </message>
    <message>
        <source>Back to entry: the turn is not revealed</source>
        <translation>Terug naar invoer: de beurt is niet bekendgemaakt</translation>
    </message>
    <message>
        <source>This is a past turn&apos;s list: its master move is played</source>
        <translation>Dit is de lijst van een vorige beurt: de meesterzet is gespeeld</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Meesterzet</translation>
    </message>
    <message>
        <source>{0}: {1}. Make it the master move anyway?</source>
        <translation>{0}: {1}. Toch als meesterzet kiezen?</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Duplicate Scrabble</source>
        <translation>Duplicate Scrabble</translation>
    </message>
    <message>
        <source>Run a duplicate session: draw, time, enter everyone&apos;s moves, reveal the top.</source>
        <translation>Een duplicate-partij leiden: letters trekken, de tijd bewaken, alle zetten invoeren, de top bekendmaken.</translation>
    </message>
    <message>
        <source>New session… (Ctrl+N)</source>
        <translation>Nieuwe partij… (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a session… (Ctrl+O)</source>
        <translation>Partij openen… (Ctrl+O)</translation>
    </message>
    <message>
        <source>Training… (Ctrl+T)</source>
        <translation>Training… (Ctrl+T)</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Recente partijen</translation>
    </message>
    <message>
        <source>Recover the last session ({0})</source>
        <translation>Laatste partij herstellen ({0})</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Training game — summary</source>
        <translation>Trainingspartij — overzicht</translation>
    </message>
    <message>
        <source>Game ended early (not counted in the averages)</source>
        <translation>Partij vroegtijdig beëindigd (niet meegeteld in de gemiddelden)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partij afgelopen</translation>
    </message>
    <message>
        <source>Game so far</source>
        <translation>De partij tot nu toe</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n beurt</numerusform>
            <numerusform>%n beurten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n hint gebruikt</numerusform>
            <numerusform>%n hints gebruikt</numerusform>
        </translation>
    </message>
    <message>
        <source>racks of {0}</source>
        <translation>letters van {0}</translation>
    </message>
    <message>
        <source>ended: {0}</source>
        <translation>einde: {0}</translation>
    </message>
    <message>
        <source>your total</source>
        <translation>jouw totaal</translation>
    </message>
    <message>
        <source>sum of the tops</source>
        <translation>totaal van de tops</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>verschil</translation>
    </message>
    <message>
        <source>of the tops</source>
        <translation>van de tops</translation>
    </message>
    <message>
        <source>turn {0} ({1})</source>
        <translation>beurt {0} ({1})</translation>
    </message>
    <message>
        <source>Turns lost most: {0}</source>
        <translation>Beurten met het meeste verlies: {0}</translation>
    </message>
    <message>
        <source>Every top found: a perfect game!</source>
        <translation>Alle tops gevonden: een perfecte partij!</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Top points</source>
        <translation>Punten van de top</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>geen zet</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ongeldig)</translation>
    </message>
    <message>
        <source>Double-click a turn to review it</source>
        <translation>Dubbelklik op een beurt om ze te herbekijken</translation>
    </message>
    <message>
        <source>History and progress…</source>
        <translation>Geschiedenis en vooruitgang…</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nieuwe partij…</translation>
    </message>
</context>
<context>
    <name>TimerView</name>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>De tijd is om</translation>
    </message>
</context>
<context>
    <name>TrainingGamePage</name>
    <message>
        <source>Pause (F5)</source>
        <translation>Pauze (F5)</translation>
    </message>
    <message>
        <source>Turn {0} of {1}</source>
        <translation>Beurt {0} van {1}</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Beurt {0}</translation>
    </message>
    <message>
        <source>Game over after {0} turns</source>
        <translation>Partij afgelopen na {0} beurten</translation>
    </message>
    <message>
        <source>Exercise: turn {0} again (not counted)</source>
        <translation>Oefening: beurt {0} opnieuw (telt niet mee)</translation>
    </message>
    <message>
        <source>Review of turn {0}</source>
        <translation>Herbekijken van beurt {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n letter in het zakje</numerusform>
            <numerusform>%n letters in het zakje</numerusform>
        </translation>
    </message>
    <message>
        <source>racks of {0}</source>
        <translation>letters van {0}</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;{0}&lt;/b&gt; of &lt;b&gt;{1}&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:{2}&apos;&gt;&lt;b&gt;{3}&lt;/b&gt;&lt;/span&gt; &amp;nbsp;·&amp;nbsp; &lt;b&gt;{4}&lt;/b&gt; of the tops</source>
        <translation>Score &lt;b&gt;{0}&lt;/b&gt; van &lt;b&gt;{1}&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:{2}&apos;&gt;&lt;b&gt;{3}&lt;/b&gt;&lt;/span&gt; &amp;nbsp;·&amp;nbsp; &lt;b&gt;{4}&lt;/b&gt; van de tops</translation>
    </message>
    <message>
        <source>No turn played yet: find the best move you can.</source>
        <translation>Nog geen beurt gespeeld: zoek de beste zet die je kunt vinden.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in.</source>
        <translation>De tijd is om: je zet is ingeleverd.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in</source>
        <translation>De tijd is om: je zet is ingeleverd</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>Verder (F5)</translation>
    </message>
</context>
<context>
    <name>TrainingHome</name>
    <message>
        <source>Solo training</source>
        <translation>Solotraining</translation>
    </message>
    <message>
        <source>Play a duplicate game alone against the top: after each move see the best moves, your deviation and your percentage of the tops.</source>
        <translation>Speel alleen een duplicate-partij tegen de top: na elke zet zie je de beste zetten, je verschil en je percentage van de tops.</translation>
    </message>
    <message>
        <source>New training game… (Ctrl+N)</source>
        <translation>Nieuwe trainingspartij… (Ctrl+N)</translation>
    </message>
    <message>
        <source>History and progress… (Ctrl+H)</source>
        <translation>Geschiedenis en vooruitgang… (Ctrl+H)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Onvoltooide partijen</translation>
    </message>
    <message>
        <source>{0} — {1}, {2} turns played, {3} of {4}</source>
        <translation>{0} — {1}, {2} beurten gespeeld, {3} van {4}</translation>
    </message>
    <message>
        <source>No unfinished game: every game you leave can be resumed from here.</source>
        <translation>Geen onvoltooide partij: elke partij die je verlaat kun je hier hervatten.</translation>
    </message>
    <message>
        <source>Games finished: {0}. Last one: {1} of the tops.</source>
        <translation>Uitgespeelde partijen: {0}. Laatste: {1} van de tops.</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Nog geen partij uitgespeeld.</translation>
    </message>
</context>
<context>
    <name>TrainingRack</name>
    <message>
        <source>all tiles are on the board</source>
        <extracomment>MIME type of a rack tile being dragged: its slot number in the rack. slot of the rack tile, row, col slot of a tile clicked (not dragged)</extracomment>
        <translation>alle letters liggen op het bord</translation>
    </message>
</context>
<context>
    <name>TrainingStartDialog</name>
    <message>
        <source>New training game</source>
        <translation>Nieuwe trainingspartij</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} min</translation>
    </message>
    <message>
        <source>Random racks, seed:</source>
        <translation>Willekeurige letters, seed:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Replay the racks of a game:</source>
        <translation>De letters van een partij naspelen:</translation>
    </message>
    <message>
        <source>a session file or a game record (JSON)</source>
        <translation>een partijbestand of een partijverslag (JSON)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Replaying a club game gives you its racks (and its edition): compare your result with the room&apos;s.</source>
        <translation>Een clubpartij naspelen geeft je haar letters (en editie): vergelijk je resultaat met dat van de zaal.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglement</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Bedenktijd per zet</translation>
    </message>
    <message>
        <source>As in a competition</source>
        <translation>Zoals in een wedstrijd</translation>
    </message>
    <message>
        <source>No check and no score while you place your move: it is judged after the time. An illegal move is accepted and scores 0, as an arbiter would rule; you may write your score (a wrong one is a warning if the rules say so). No hints.</source>
        <translation>Geen controle en geen score terwijl je je zet legt: hij wordt na de tijd beoordeeld. Een ongeldige zet wordt aanvaard en levert 0 op, zoals een spelleider zou beslissen; je mag je score opschrijven (een foute is een waarschuwing als het reglement dat zegt). Geen hints.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ik</translation>
    </message>
    <message>
        <source>A game to replay</source>
        <translation>Een partij om na te spelen</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Een partij naspelen</translation>
    </message>
    <message>
        <source>Choose the game whose racks to replay.</source>
        <translation>Kies de partij waarvan je de letters wilt naspelen.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>De seed is een geheel getal (of leeg voor een willekeurige).</translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message>
        <source>Solo training — Duplicate Scrabble</source>
        <translation>Solotraining — Duplicate Scrabble</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partij</translation>
    </message>
    <message>
        <source>&amp;New training game…</source>
        <translation>&amp;Nieuwe trainingspartij…</translation>
    </message>
    <message>
        <source>&amp;History and progress…</source>
        <translation>&amp;Geschiedenis en vooruitgang…</translation>
    </message>
    <message>
        <source>Training &amp;folder…</source>
        <translation>Training&amp;smap…</translation>
    </message>
    <message>
        <source>&amp;End this game</source>
        <translation>Deze partij &amp;beëindigen</translation>
    </message>
    <message>
        <source>&amp;Leave this game (resume later)</source>
        <translation>Deze partij &amp;verlaten (later hervatten)</translation>
    </message>
    <message>
        <source>&amp;Close the window</source>
        <translation>Venster &amp;sluiten</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zet</translation>
    </message>
    <message>
        <source>Hint: is there a &amp;bingo?</source>
        <translation>Hint: is er een &amp;scrabble?</translation>
    </message>
    <message>
        <source>Hint: the top&apos;s &amp;score</source>
        <translation>Hint: de &amp;score van de top</translation>
    </message>
    <message>
        <source>Hint: a s&amp;quare of the top</source>
        <translation>Hint: een &amp;vakje van de top</translation>
    </message>
    <message>
        <source>&amp;Pause / resume the clock</source>
        <translation>Klok &amp;pauzeren / hervatten</translation>
    </message>
    <message>
        <source>S&amp;huffle the rack</source>
        <translation>Rekje &amp;schudden</translation>
    </message>
    <message>
        <source>S&amp;ort the rack</source>
        <translation>Rekje s&amp;orteren</translation>
    </message>
    <message>
        <source>&amp;No move</source>
        <translation>&amp;Geen zet</translation>
    </message>
    <message>
        <source>Ne&amp;xt turn</source>
        <translation>Vol&amp;gende beurt</translation>
    </message>
    <message>
        <source>&amp;Type a reference</source>
        <translation>Coördinaat &amp;typen</translation>
    </message>
    <message>
        <source>&amp;Replay the turn shown as an exercise</source>
        <translation>De getoonde beurt als oefening &amp;herspelen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Toetsen</translation>
    </message>
    <message>
        <source>Click a square</source>
        <translation>Klik op een vakje</translation>
    </message>
    <message>
        <source>Put the cursor there (again: turn the direction)</source>
        <translation>Zet de cursor daar (nog eens: richting draaien)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pijltjestoetsen</translation>
    </message>
    <message>
        <source>Move the cursor</source>
        <translation>De cursor verplaatsen</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Put the rack tile on the cursor&apos;s square</source>
        <translation>De letter van het rekje op het vakje van de cursor leggen</translation>
    </message>
    <message>
        <source>? then a letter, Shift+letter</source>
        <translation>? en dan een letter, Shift+letter</translation>
    </message>
    <message>
        <source>Play the blank as that letter</source>
        <translation>De blanco als die letter spelen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spatie</translation>
    </message>
    <message>
        <source>Turn the direction (across / down)</source>
        <translation>Richting draaien (horizontaal / verticaal)</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Take the last tile back</source>
        <translation>De laatste letter terugnemen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the move</source>
        <translation>De zet wissen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the move; after the results: next turn</source>
        <translation>De zet spelen; na de uitslag: volgende beurt</translation>
    </message>
    <message>
        <source>Drag or click a rack tile</source>
        <translation>Een letter van het rekje slepen of klikken</translation>
    </message>
    <message>
        <source>Put it on a square / on the cursor</source>
        <translation>Op een vakje / op de cursor leggen</translation>
    </message>
    <message>
        <source>Click a turn of the game so far</source>
        <translation>Klik op een beurt van de partij</translation>
    </message>
    <message>
        <source>Review that turn</source>
        <translation>Die beurt herbekijken</translation>
    </message>
    <message>
        <source>PageUp / PageDown</source>
        <translation>PageUp / PageDown</translation>
    </message>
    <message>
        <source>Review the turn before / after</source>
        <translation>De vorige / volgende beurt herbekijken</translation>
    </message>
    <message>
        <source>Esc (in a review)</source>
        <translation>Esc (bij herbekijken)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Terug naar de partij</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Een partij naspelen</translation>
    </message>
    <message>
        <source>The game to replay is in {0}: its edition is used.</source>
        <translation>De partij om na te spelen is in het {0}: haar editie wordt gebruikt.</translation>
    </message>
    <message>
        <source>New training game</source>
        <translation>Nieuwe trainingspartij</translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation>Een partij hervatten</translation>
    </message>
    <message>
        <source>{0} is not a training game.</source>
        <translation>{0} is geen trainingspartij.</translation>
    </message>
    <message>
        <source>This game cannot be played here, but its summary can be looked at (read-only: nothing in the file changes).</source>
        <translation>Dit spel kan hier niet gespeeld worden, maar de samenvatting kan bekeken worden (alleen-lezen: er verandert niets in het bestand).</translation>
    </message>
    <message>
        <source>Show the summary (read-only)</source>
        <translation>Samenvatting tonen (alleen-lezen)</translation>
    </message>
    <message>
        <source>{0} (read-only)</source>
        <translation>{0} (alleen-lezen)</translation>
    </message>
    <message>
        <source>{0} — Solo training</source>
        <translation>{0} — Solotraining</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Deze partij beëindigen?</translation>
    </message>
    <message>
        <source>End this game now? The turn in progress is not counted, and the game is listed as ended early (left out of the averages). To stop for now and come back later, close the game instead (Ctrl+W).</source>
        <translation>Deze partij nu beëindigen? De lopende beurt telt niet, en de partij staat als vroegtijdig beëindigd (buiten de gemiddelden). Om nu te stoppen en later verder te spelen, sluit je de partij beter (Ctrl+W).</translation>
    </message>
    <message>
        <source>Training folder</source>
        <translation>Trainingsmap</translation>
    </message>
</context>
<context>
    <name>UnattendedGame</name>
    <message>
        <source>error: {0}</source>
        <translation>fout: {0}</translation>
    </message>
    <message>
        <source>turn {0}: rack {1}, {2} s</source>
        <translation>beurt {0}: letters {1}, {2} s</translation>
    </message>
    <message>
        <source>turn {0}: top {1}; {2} of {3} handed in; leader {4} {5}</source>
        <translation>beurt {0}: top {1}; {2} van {3} ingeleverd; leider {4} {5}</translation>
    </message>
    <message>
        <source>turn {0}: top {1}; {2} of {3} handed in</source>
        <translation>beurt {0}: top {1}; {2} van {3} ingeleverd</translation>
    </message>
    <message>
        <source>game over after {0} turns (top total {1})</source>
        <translation>partij afgelopen na {0} beurten (totaal van de tops {1})</translation>
    </message>
    <message>
        <source>{0:&gt;3}. table {1} {2}: {3} ({4:+d})</source>
        <translation>{0:&gt;3}. tafel {1} {2}: {3} ({4:+d})</translation>
    </message>
    <message>
        <source>error: the PIN must have 4 to 6 digits</source>
        <translation>fout: de pincode moet 4 tot 6 cijfers hebben</translation>
    </message>
    <message>
        <source>The unattended game saves every move, so it needs the file for writing: close the other window, or give --save a copy (File &gt; Save as) or a new name in a writable folder.</source>
        <translation>Het spel zonder arbiter slaat elke zet op en heeft het bestand dus nodig om te schrijven: sluit het andere venster, of geef --save een kopie (Bestand &gt; Opslaan als) of een nieuwe naam in een beschrijfbare map.</translation>
    </message>
    <message>
        <source>join: {0}  PIN {1}</source>
        <translation>aansluiten: {0}  pincode {1}</translation>
    </message>
    <message>
        <source>saved: {0}</source>
        <translation>bewaard: {0}</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Deviation from the top, turn by turn</source>
        <translation>Verschil met de top, beurt per beurt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Verloren punten</translation>
    </message>
    <message>
        <source>Top found</source>
        <translation>Top gevonden</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Progress: percentage of the tops, game by game</source>
        <extracomment>One colour per edition line of the progress chart.</extracomment>
        <translation>Vooruitgang: percentage van de tops, partij per partij</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partij</translation>
    </message>
    <message>
        <source>% of the tops</source>
        <translation>% van de tops</translation>
    </message>
    <message>
        <source>Average of the last 5 games</source>
        <translation>Gemiddelde van de laatste 5 partijen</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>a word has at least two letters</source>
        <translation>een woord heeft minstens twee letters</translation>
    </message>
    <message>
        <source>every letter of the word is already on the board: no tile is placed</source>
        <translation>alle letters van het woord liggen al op het bord: er wordt geen letter gelegd</translation>
    </message>
    <message>
        <source>no tile is placed</source>
        <translation>er wordt geen letter gelegd</translation>
    </message>
    <message>
        <source>{0} is already occupied</source>
        <translation>{0} is al bezet</translation>
    </message>
    <message>
        <source>two tiles are on the same square</source>
        <translation>twee letters liggen op hetzelfde vakje</translation>
    </message>
    <message>
        <source>the tiles must be in one row or one column</source>
        <translation>de letters moeten in één rij of één kolom liggen</translation>
    </message>
    <message>
        <source>{0} is empty: the tiles must form one unbroken line</source>
        <translation>{0} is leeg: de letters moeten één ononderbroken lijn vormen</translation>
    </message>
    <message>
        <source>the word has {0} letters but only {1} squares are left from {2} to the edge</source>
        <translation>het woord heeft {0} letters maar er zijn maar {1} vakjes van {2} tot de rand</translation>
    </message>
    <message>
        <source>{0} holds {1}, not {2}</source>
        <translation>op {0} ligt {1}, niet {2}</translation>
    </message>
    <message>
        <source>{0} is empty: &apos;.&apos; stands for a tile already there</source>
        <translation>{0} is leeg: &apos;.&apos; staat voor een letter die er al ligt</translation>
    </message>
    <message>
        <source>the word goes on: {0} holds {1}; write the whole word</source>
        <translation>het woord loopt door: op {0} ligt {1}; schrijf het hele woord</translation>
    </message>
    <message>
        <source>not on the rack {0}: {1} (a blank is written as a lowercase letter)</source>
        <translation>niet op het rekje {0}: {1} (een blanco schrijf je als kleine letter)</translation>
    </message>
    <message>
        <source>not on the rack {0}: {1}</source>
        <translation>niet op het rekje {0}: {1}</translation>
    </message>
    <message>
        <source>the first move must cover the centre square {0}</source>
        <translation>de eerste zet moet over het middenveld {0} gaan</translation>
    </message>
    <message>
        <source>the first move must be horizontal under these rules</source>
        <translation>volgens dit reglement moet de eerste zet horizontaal liggen</translation>
    </message>
    <message>
        <source>the move must touch a tile already on the board</source>
        <translation>de zet moet aansluiten bij een letter op het bord</translation>
    </message>
    <message>
        <source>not in the word list: {0}</source>
        <translation>niet in de woordenlijst: {0}</translation>
    </message>
    <message>
        <source>the move is empty: write a reference and a word, like H4 WORD</source>
        <translation>de zet is leeg: schrijf een coördinaat en een woord, zoals H4 WOORD</translation>
    </message>
    <message>
        <source>the word is missing</source>
        <translation>het woord ontbreekt</translation>
    </message>
</context>
<context>
    <name>formats</name>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
</context>
<context>
    <name>forms</name>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.gz);;All files (*)</source>
        <translation>Woordenlijsten (*.txt *.gz);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Sessions and game records (*{0} *.json);;All files (*)</source>
        <translation>Partijen en partijverslagen (*{0} *.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>the edition&apos;s bundled word list</source>
        <translation>de woordenlijst die bij de editie hoort</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <source>Loading the word list…</source>
        <translation>De woordenlijst wordt geladen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Een partij openen</translation>
    </message>
    <message>
        <source>Read-only: you can look at the game, print it and save a copy, but not change it.</source>
        <translation>Alleen-lezen: je kunt de partij bekijken, afdrukken en een kopie bewaren, maar niet wijzigen.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Openen als alleen-lezen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>An unexpected error happened. Your session is saved.</source>
        <translation>Er is een onverwachte fout opgetreden. Je partij is bewaard.</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>accepted word</source>
        <translation>woord aanvaard</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>geldig</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ongeldig</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>geen zet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ontbreekt</translation>
    </message>
    <message>
        <source>not playing</source>
        <translation>speelt niet mee</translation>
    </message>
    <message>
        <source>{0} (invalid)</source>
        <translation>{0} (ongeldig)</translation>
    </message>
    <message>
        <source>written {0}, real {1}: warning</source>
        <translation>opgeschreven {0}, echt {1}: waarschuwing</translation>
    </message>
    <message>
        <source>written {0}, real {1}</source>
        <translation>opgeschreven {0}, echt {1}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Opgeschreven</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>warnings: {0}</source>
        <translation>waarschuwingen: {0}</translation>
    </message>
    <message>
        <source>penalty: {0}</source>
        <translation>strafpunten: {0}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Coördinaat</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Blanks</source>
        <translation>Blanco&apos;s</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Deze beurt</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Solo&apos;s</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Waarschuwingen</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafpunten</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Turn {0}
top {1}</source>
        <translation>Beurt {0}
top {1}</translation>
    </message>
    <message>
        <source>{0}: {1}; top {2}; deviation {3}</source>
        <translation>{0}: {1}; top {2}; verschil {3}</translation>
    </message>
</context>
<context>
    <name>phones</name>
    <message>
        <source>Phone</source>
        <extracomment>Tables whose phone is connected now (the service&apos;s view); none when the service is off.</extracomment>
        <translation>Telefoon</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Ingeleverd</translation>
    </message>
    <message>
        <source>No phone holds this table</source>
        <translation>Geen telefoon voor deze tafel</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbonden</translation>
    </message>
    <message>
        <source>A phone holds this table and is connected</source>
        <translation>Een telefoon heeft deze tafel en is verbonden</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>niet verbonden</translation>
    </message>
    <message>
        <source>A phone holds this table but has not been seen for a while</source>
        <translation>Een telefoon heeft deze tafel maar is al een tijd niet gezien</translation>
    </message>
    <message>
        <source>phone {0}</source>
        <translation>telefoon {0}</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>telefoon</translation>
    </message>
    <message>
        <source>When the move arrived from the phone: the time left on the turn&apos;s clock</source>
        <translation>Wanneer de zet van de telefoon binnenkwam: de resterende tijd op de klok van de beurt</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Telefoons</translation>
    </message>
    <message>
        <source>phones: %n connected, {0} handed in</source>
        <translation>telefoons: %n verbonden, {0} ingeleverd</translation>
    </message>
    <message>
        <source>Typed slip and phone</source>
        <translation>Getypt briefje en telefoon</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone with {3} left. Which move counts?</source>
        <translation>Tafel {0} ({1}) leverde {2} in via de telefoon met nog {3} te gaan. Welke zet telt?</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>geen zet</translation>
    </message>
    <message>
        <source>The typed slip: {0}</source>
        <translation>Het getypte briefje: {0}</translation>
    </message>
    <message>
        <source>The phone&apos;s move</source>
        <translation>De zet van de telefoon</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone; you had typed {3}. Which move counts?</source>
        <translation>Tafel {0} ({1}) leverde {2} in via de telefoon; jij had {3} getypt. Welke zet telt?</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>Federation rules: 2 vowels + 2 consonants for turns 1-15, then 1 + 1; first move horizontal; solos from 16 players; 3 warnings tolerated.</source>
        <translation>Federatiereglement: 2 klinkers + 2 medeklinkers in beurt 1-15, daarna 1 + 1; eerste zet horizontaal; solo&apos;s vanaf 16 spelers; 3 waarschuwingen toegestaan.</translation>
    </message>
    <message>
        <source>Flemish federation: draw rule as FISF, the game ends when fewer than 7 letters or no vowel remain.</source>
        <translation>Vlaamse federatie: trekkingsregel zoals de FISF, de partij eindigt als er minder dan 7 letters of geen klinker meer over zijn.</translation>
    </message>
    <message>
        <source>Free play at home or in class: no draw rule, no solos, no penalties or warnings.</source>
        <translation>Vrij spel thuis of in de klas: geen trekkingsregel, geen solo&apos;s, geen strafpunten of waarschuwingen.</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>Duplicate game</source>
        <translation>Duplicate-partij</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglement</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Gespeelde beurten</translation>
    </message>
    <message>
        <source>Top total</source>
        <translation>Totaal van de tops</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partij afgelopen</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Niet gespeeld</translation>
    </message>
    <message>
        <source>turn {0}</source>
        <translation>beurt {0}</translation>
    </message>
    <message>
        <source>Game sheet</source>
        <translation>Wedstrijdblad</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Klassement</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Oplossing</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Coörd.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Bingo</source>
        <translation>Scrabble</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Solo&apos;s</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Waarschuwingen</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafpunten</translation>
    </message>
    <message>
        <source>Rack: tiles kept + tiles drawn; a leading - marks a rack drawn again after a rejected one; ? is a blank. Solution: a lowercase letter is a blank. * marks a bingo.</source>
        <translation>Letters: overgebleven + getrokken letters; een - vooraan betekent opnieuw getrokken na afkeuring; ? is een blanco. Oplossing: een kleine letter is een blanco. * betekent een scrabble.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tafel</translation>
    </message>
    <message>
        <source>name</source>
        <translation>naam</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totaal</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>verschil</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>percentage</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>no tiles are left</source>
        <translation>er zijn geen letters meer</translation>
    </message>
    <message>
        <source>no vowel is left</source>
        <translation>er is geen klinker meer</translation>
    </message>
    <message>
        <source>bingo {0}</source>
        <translation>scrabble {0}</translation>
    </message>
</context>
<context>
    <name>training</name>
    <message>
        <source>no time limit</source>
        <extracomment>The row of a move asked about (&quot;what would I have scored with ...?&quot;). The face of the tiles kept from the last turn: grey, clearly apart from the new ones.</extracomment>
        <translation>zonder tijdslimiet</translation>
    </message>
    <message>
        <source>{0} min per move</source>
        <translation>{0} min per zet</translation>
    </message>
    <message>
        <source>{0} s per move</source>
        <translation>{0} s per zet</translation>
    </message>
    <message>
        <source>{0} on {1} {2}</source>
        <extracomment>The engine&apos;s letter premium names, as ``PREMIUMS`` writes them (the board&apos;s labels).</extracomment>
        <translation>{0} op {1} {2}</translation>
    </message>
    <message>
        <source>×{0} word</source>
        <translation>woord ×{0}</translation>
    </message>
    <message>
        <source>{0}: {1} = {2}</source>
        <translation>{0}: {1} = {2}</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>bingo {0}</source>
        <translation>scrabble {0}</translation>
    </message>
    <message>
        <source>{0} = {1}</source>
        <translation>{0} = {1}</translation>
    </message>
    <message>
        <source>No game counted yet: finish a game to see your statistics.</source>
        <translation>Nog geen partij geteld: speel een partij uit om je statistieken te zien.</translation>
    </message>
    <message>
        <source>Points lost: &lt;b&gt;{0}&lt;/b&gt; on missed bingos, &lt;b&gt;{1}&lt;/b&gt; on premium squares (letter and word) the top used better, &lt;b&gt;{2}&lt;/b&gt; elsewhere.</source>
        <translation>Verloren punten: &lt;b&gt;{0}&lt;/b&gt; op gemiste scrabbles, &lt;b&gt;{1}&lt;/b&gt; op premievakjes (letter en woord) die de top beter benutte, &lt;b&gt;{2}&lt;/b&gt; elders.</translation>
    </message>
</context>
</TS>
