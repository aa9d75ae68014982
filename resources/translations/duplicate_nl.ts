<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Terms: Flemish duplicate clubs (NTSV, ntsv.eu "Duplicate spelen"; "Aan de slag"):
     spelleider, beurt, letters trekken / trekking, zakje, bedenktijd, blanco, coördinaat,
     beurtbriefje, wedstrijdblad, top (the highest score of a turn, "maximumscore"), ranglijst (the neutral word for the Flemish klassement),
     procentuele score; woordenlijst (SWL). "scrabble" for a seven-letter play follows the
     French-rooted duplicate tradition (not found in the pages above: to be confirmed by a club). Rack: rekje (ultraboardgames.com/scrabble/nl, Dutch rules).
     Board labels 2L/3L/2W/3W (dubbele/driedubbele letterwaarde, woordwaarde).
     One word per concept: resources/translations/glossary.csv (checked by tests/test_language_quality.py). -->
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
        <translation>Leg een zet zoals tijdens het spel: klik op een vakje en typ het woord, of sleep letters van het rekje. De score en de rang verschijnen hieronder.</translation>
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
        <extracomment>The application font size the painted views&apos; default sizes were drawn for (pixels); a larger system font (16 pt) scales their size hints with it.</extracomment>
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
    <message>
        <source>double letter</source>
        <translation>dubbele letterwaarde</translation>
    </message>
    <message>
        <source>triple letter</source>
        <translation>driedubbele letterwaarde</translation>
    </message>
    <message>
        <source>double word</source>
        <translation>dubbele woordwaarde</translation>
    </message>
    <message>
        <source>triple word</source>
        <translation>driedubbele woordwaarde</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>(row, col) of a square the user clicked (or chose with Enter), 0-based from the top left. A canvas (AT-SPI &quot;canvas&quot;): a painted surface whose text is the square under the cursor. The square the keyboard and a screen reader are on (the centre to begin with).</extracomment>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Arrow keys move from square to square</source>
        <translation>De pijltjestoetsen gaan van vakje naar vakje</translation>
    </message>
    <message>
        <source>centre star</source>
        <translation>middelste ster</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>laatste zet</translation>
    </message>
    <message>
        <source>{0}, being placed</source>
        <translation>{0}, wordt gelegd</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>blank as {0}</source>
        <translation>blanco als {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0}, %n point(s)</source>
        <translation>
            <numerusform>{0}, %n punt</numerusform>
            <numerusform>{0}, %n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoriesDialog</name>
    <message>
        <source>Categories</source>
        <translation>Categorieën</translation>
    </message>
    <message>
        <source>One category a line (players keep theirs when one is removed):</source>
        <translation>Eén categorie per regel (spelers houden de hunne als die verdwijnt):</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Accept word</source>
        <extracomment>What the window may show (a mirrored screen: the question names no move).</extracomment>
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
        <extracomment>Which tables are missing, always whole: it wraps rather than being cut or squeezed.</extracomment>
        <translation>Top aan de overigen</translation>
    </message>
    <message>
        <source>No move to all remaining</source>
        <translation>Geen zet voor de overigen</translation>
    </message>
    <message>
        <source>No turn in progress</source>
        <extracomment>The missing tables (a line of their own) and the bulk entries under them, placed by the page (under the board).</extracomment>
        <translation>Geen beurt bezig</translation>
    </message>
    <message numerus="yes">
        <source>Missing entries: %n (table(s) {0})</source>
        <translation>
            <numerusform>Ontbrekende inzendingen: %n (tafel {0})</numerusform>
            <numerusform>Ontbrekende inzendingen: %n (tafels {0})</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing entries: {0}</source>
        <translation>Ontbrekende inzendingen: {0}</translation>
    </message>
    <message>
        <source>Delete the entry of table {0} ({1}) for turn {2}?</source>
        <translation>De inzending van tafel {0} ({1}) in beurt {2} wissen?</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafpunten</translation>
    </message>
    <message>
        <source>Penalty points for this turn:</source>
        <translation>Strafpunten voor deze beurt:</translation>
    </message>
    <message>
        <source>Delete an entry</source>
        <translation>Een inzending wissen</translation>
    </message>
    <message>
        <source>Delete the entry of table {0} ({1}) for turn {2}: {3}?</source>
        <translation>De inzending van tafel {0} ({1}) in beurt {2} wissen: {3}?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behouden</translation>
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
        <source>Mirrored screen: the move is masked while the players look; the check under the field says whether it is valid</source>
        <translation>Gedupliceerd scherm: de zet is gemaskeerd terwijl de spelers zoeken; de controle onder het veld zegt of de zet geldig is</translation>
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
        <source>✓ valid (its points show when time is up)</source>
        <translation>✓ geldig (de punten verschijnen als de tijd om is)</translation>
    </message>
    <message>
        <source>(written {0}, real {1}: warning)</source>
        <translation>(opgeschreven {0}, juist {1}: waarschuwing)</translation>
    </message>
    <message>
        <source>(written {0}, real {1})</source>
        <translation>(opgeschreven {0}, juist {1})</translation>
    </message>
    <message>
        <source>Mirrored screen: an entry shows in the field once time is up; type the slip again to replace it</source>
        <translation>Gedupliceerd scherm: een inzending verschijnt in het veld als de tijd om is; typ het beurtbriefje opnieuw om haar te vervangen</translation>
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
        <source>Move: {0} {1}</source>
        <translation>Zet: {0} {1}</translation>
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
    <message>
        <source>(read with blanks: {0})</source>
        <translation>(gelezen met blanco&apos;s: {0})</translation>
    </message>
    <message>
        <source>✓ valid, {0} points</source>
        <translation>✓ geldig, {0} punten</translation>
    </message>
    <message>
        <source>not a legal move</source>
        <translation>geen geldige zet</translation>
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
        <translation>Klik op een beurt om ze opnieuw te bekijken</translation>
    </message>
    <message>
        <source>This game so far (last turn first) — click a turn to review it</source>
        <translation>Deze partij tot nu toe (laatste beurt eerst) — klik op een beurt om ze opnieuw te bekijken</translation>
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
        <source>Generated game, seed {seed}</source>
        <extracomment>the games&apos; stored title, in the user&apos;s language ({seed} is the game&apos;s seed)</extracomment>
        <translation>Gegenereerde partij, startwaarde {seed}</translation>
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
        <translation>Eerste startwaarde</translation>
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
        <translation> — geen startwaarden meer om te proberen: verruim de grenzen</translation>
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
    <message>
        <source>—: not playing that turn (joined later or left; the tooltip says why).</source>
        <translation>—: speelt die beurt niet mee (later gekomen of vertrokken; de tooltip zegt waarom).</translation>
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
        <translation>Status</translation>
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
        <translation>De partij opnieuw bekijken</translation>
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
    <message>
        <source>Tops found without a hint / turns; (+N): found with hints</source>
        <translation>Tops gevonden zonder hint / beurten; (+N): gevonden met hints</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>oefening</translation>
    </message>
    <message>
        <source>In practice the live check tells whether a move is valid and its score, and hints may be asked: such games are not comparable with games played as in a competition.</source>
        <translation>Bij oefenen zegt de directe controle of een zet geldig is en wat hij scoort, en mogen hints gevraagd worden: zulke partijen zijn niet te vergelijken met partijen gespeeld zoals in een wedstrijd.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Omstandigheden</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>De geschiedenis exporteren als CSV</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-bestanden, scheidingsteken {0}, decimaalteken {1} (*.csv)</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Geschreven: {0}</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exporteren als CSV…</translation>
    </message>
    <message>
        <source>The games listed (with the filters chosen) and their figures, for a spreadsheet</source>
        <translation>De partijen in de lijst (met de gekozen filters) en hun cijfers, voor een rekenblad</translation>
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
    <message>
        <source>New players: scan this code or type the address, then the PIN, a table number and your name. With a table card: scan the card.</source>
        <translation>Nieuwe spelers: scan deze code of typ het adres, dan de pincode, een tafelnummer en je naam. Met een tafelkaart: scan de kaart.</translation>
    </message>
    <message>
        <source>Scan your table card with your phone&apos;s camera, or type the address, your table number and the code on your card.</source>
        <translation>Scan je tafelkaart met de camera van je telefoon, of typ het adres, je tafelnummer en de code op de kaart.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>Takes effect at the next start of the app</source>
        <translation>Geldt vanaf de volgende start van de app</translation>
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
        <source>Club s&amp;eason…</source>
        <translation>Clubs&amp;eizoen…</translation>
    </message>
    <message>
        <source>&amp;Merge a simultaneous game…</source>
        <translation>Si&amp;multaanpartij samenvoegen…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan a&amp;ls…</translation>
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
        <translation>Exporteren voor het &amp;ranglijstprogramma…</translation>
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
        <translation>Tijd beëin&amp;digen</translation>
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
        <translation>&amp;Ranglijst</translation>
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
        <extracomment>the sessions&apos; clock (tests give a fake one)</extracomment>
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
    <message>
        <source>Print p&amp;layer sheets…</source>
        <translation>Spelers&amp;bladen afdrukken…</translation>
    </message>
    <message>
        <source>Export player sheets as PD&amp;F…</source>
        <translation>Spelersbladen als PDF e&amp;xporteren…</translation>
    </message>
    <message>
        <source>Export master moves as &amp;GCG…</source>
        <translation>Meesterzetten als &amp;GCG exporteren…</translation>
    </message>
    <message>
        <source>End the game &amp;now…</source>
        <translation>Partij &amp;nu beëindigen…</translation>
    </message>
    <message>
        <source>&amp;Mirrored screen: hide the moves until time is up</source>
        <translation>&amp;Gedupliceerd scherm: zetten verbergen tot de tijd om is</translation>
    </message>
    <message>
        <source>Clu&amp;b roster…</source>
        <translation>Ledenl&amp;ijst…</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>&amp;Kleurenblindvriendelijke kleuren</translation>
    </message>
    <message>
        <source>Board, rack and timer in colours told apart with any colour vision (blue and orange)</source>
        <translation>Bord, letters en klok in kleuren die elk kleurenzien uit elkaar houdt (blauw en oranje)</translation>
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
        <source>First move must be horizontal</source>
        <translation>De eerste zet moet horizontaal liggen</translation>
    </message>
    <message>
        <source>A wrong written score is a warning</source>
        <translation>Een foute opgeschreven score is een waarschuwing</translation>
    </message>
    <message>
        <source>From the turn they join</source>
        <translation>Vanaf de beurt van instappen</translation>
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
        <translation>Willekeurige trekkingen, startwaarde:</translation>
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
        <extracomment>The dialog&apos;s two columns, left to right (Tab goes down the first, then the second).</extracomment>
        <translation>Partij aanmaken</translation>
    </message>
    <message>
        <source>Session {0}</source>
        <translation>Partij {0}</translation>
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
        <translation>Startwaarde</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>De startwaarde is een geheel getal (of leeg voor een willekeurige).</translation>
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
    <message>
        <source>How long before the end of the turn &quot;write now&quot; is called (0: no call)</source>
        <translation>Hoe lang voor het einde van de beurt &quot;schrijf nu op&quot; wordt omgeroepen (0: niet)</translation>
    </message>
    <message>
        <source>&quot;Write now&quot; before the end</source>
        <translation>&quot;Schrijf nu op&quot; voor het einde</translation>
    </message>
    <message>
        <source>Teams: pupils share a table, one team a line (&quot;Team Blue: Emma, Noah&quot;)</source>
        <translation>Teams: leerlingen delen een tafel, één team per regel (&quot;Team Blauw: Emma, Noah&quot;)</translation>
    </message>
    <message>
        <source>Two to four pupils a team; the sheet and the standings name them</source>
        <translation>Twee tot vier leerlingen per team; het wedstrijdblad en de ranglijst noemen ze</translation>
    </message>
    <message>
        <source>One pupil or team a line: &quot;Team Blue: Emma, Noah&quot; or &quot;Liam&quot;</source>
        <translation>Eén leerling of team per regel: &quot;Team Blauw: Emma, Noah&quot; of &quot;Liam&quot;</translation>
    </message>
    <message>
        <source>Others tonight (one a line: table and name, or just a name):</source>
        <translation>Anderen vanavond (één per regel: tafel en naam, of alleen een naam):</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Ledenlijst</translation>
    </message>
    <message>
        <source>Add these players to the club&apos;s roster?
{0}</source>
        <translation>Deze spelers aan de ledenlijst toevoegen?
{0}</translation>
    </message>
    <message>
        <source>Prepared game file</source>
        <translation>Bestand met voorbereide partij</translation>
    </message>
    <message>
        <source>Session file</source>
        <translation>Partijbestand</translation>
    </message>
</context>
<context>
    <name>PhonesCounter</name>
    <message numerus="yes">
        <source>phones: %n connected, {0} handed in</source>
        <translation>
            <numerusform>telefoons: %n verbonden, {0} ingeleverd</numerusform>
            <numerusform>telefoons: %n verbonden, {0} ingeleverd</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked (no table can be taken without its card)</source>
        <translation>Iemand raadt codes: {0} fout in de laatste minuut, {1} ongezien geweigerd (zonder kaart neemt niemand een tafel over)</translation>
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
    <message>
        <source>PIN for new players (4 to 6 digits):</source>
        <translation>Pincode voor nieuwe spelers (4 tot 6 cijfers):</translation>
    </message>
    <message>
        <source>Announced players join with their table&apos;s card: print the cards once the service runs, or from Players for one table.</source>
        <translation>Aangemelde spelers doen mee met de kaart van hun tafel: druk de kaarten af zodra de dienst loopt, of via Spelers voor één tafel.</translation>
    </message>
    <message>
        <source>Print table cards…</source>
        <translation>Tafelkaarten afdrukken…</translation>
    </message>
    <message>
        <source>A card per table with its QR code and its own code, as a PDF to print</source>
        <translation>Een kaart per tafel met haar QR-code en eigen code, als pdf om af te drukken</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Tafelkaarten</translation>
    </message>
    <message>
        <source>The session has no players yet: add them first (Players), then print their cards.</source>
        <translation>De partij heeft nog geen spelers: voeg ze eerst toe (Spelers) en druk dan hun kaarten af.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) already have a card. New cards for every table make the printed ones stop working.</source>
        <translation>
            <numerusform>%n tafel heeft al een kaart. Nieuwe kaarten voor alle tafels maken de afgedrukte ongeldig.</numerusform>
            <numerusform>%n tafels hebben al een kaart. Nieuwe kaarten voor alle tafels maken de afgedrukte ongeldig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards for the %n table(s) without one</source>
        <translation>
            <numerusform>Kaart voor %n tafel zonder kaart</numerusform>
            <numerusform>Kaarten voor %n tafels zonder kaart</numerusform>
        </translation>
    </message>
    <message>
        <source>New cards for every table</source>
        <translation>Nieuwe kaarten voor alle tafels</translation>
    </message>
    <message numerus="yes">
        <source>The cards of %n table(s) are in {0}: print it and cut along the dashed lines.</source>
        <translation>
            <numerusform>De kaart van %n tafel staat in {0}: druk het af en knip langs de stippellijnen.</numerusform>
            <numerusform>De kaarten van %n tafels staan in {0}: druk het af en knip langs de stippellijnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>PIN for new players: {0}</source>
        <translation>Pincode voor nieuwe spelers: {0}</translation>
    </message>
    <message>
        <source>Players join with their table cards</source>
        <translation>Spelers doen mee met hun tafelkaarten</translation>
    </message>
    <message>
        <source>Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked. No table can be taken without its card.</source>
        <translation>Iemand raadt codes: {0} fout in de laatste minuut, {1} ongezien geweigerd. Zonder kaart neemt niemand een tafel over.</translation>
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
        <translation>‘{0}’ is geen letter van deze editie.</translation>
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
        <source>Shuffle (F7)</source>
        <translation>Schudden (F7)</translation>
    </message>
    <message>
        <source>Sort (F8)</source>
        <translation>Sorteren (F8)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Or type the move:&lt;/b&gt; Ctrl+L goes to the move field: a reference and the word, &lt;i&gt;{0}&lt;/i&gt; (lowercase for a blank). &lt;b&gt;Enter&lt;/b&gt; plays the move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;After each turn:&lt;/b&gt; the top, your rank, every legal move (filter it, click one to see it on the board) and &quot;what would I have scored with...?&quot;. Click a turn of the game so far, or press PageUp, to review it; F6 replays it as an exercise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F2-F4 hints, F5 pause, F7 shuffle, F8 sort, Ctrl+E ends the game, Ctrl+W leaves it to resume later, F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Of typ de zet:&lt;/b&gt; Ctrl+L gaat naar het zetveld: een coördinaat en het woord, &lt;i&gt;{0}&lt;/i&gt; (kleine letter voor een blanco). &lt;b&gt;Enter&lt;/b&gt; speelt de zet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Na elke beurt:&lt;/b&gt; de top, je plaats, alle geldige zetten (filter ze, klik erop om ze op het bord te zien) en “hoeveel had ik gescoord met…?”. Klik op een beurt van de partij, of druk op PageUp, om ze te herbekijken; F6 herspeelt ze als oefening.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Toetsen:&lt;/b&gt; F2-F4 hints, F5 pauze, F7 schudden, F8 sorteren, Ctrl+E beëindigt de partij, Ctrl+W verlaat ze om later verder te spelen, F1 toont alle toetsen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>or type a reference and a word: {0} (lowercase = blank)</source>
        <translation>of typ een coördinaat en een woord: {0} (kleine letter = blanco)</translation>
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
        <translation>Letters opnieuw getrokken: {0} voldeed niet aan de trekregel en ging terug in het zakje.</translation>
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
    <message>
        <source>&lt;b&gt;Paused.&lt;/b&gt; The rack and the board are hidden until you resume the clock (F5).</source>
        <translation>&lt;b&gt;Gepauzeerd.&lt;/b&gt; Het rekje en het bord blijven verborgen tot je de klok weer start (F5).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Je score</translation>
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
        <translation>Een laatkomer speelt mee vanaf de lopende beurt. Het verschil telt de tops vanaf de instapbeurt.</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts every top from turn 1 (the turns they missed score 0).</source>
        <translation>Een laatkomer speelt mee vanaf de lopende beurt. Het verschil telt alle tops vanaf beurt 1 (gemiste beurten 0 punten).</translation>
    </message>
    <message>
        <source>{0} (table {1}) leaves: they play no more turns and stay in the standings. Go on?</source>
        <translation>{0} (tafel {1}) vertrekt: speelt geen beurten meer en blijft in de ranglijst. Doorgaan?</translation>
    </message>
    <message>
        <source>New card…</source>
        <translation>Nieuwe kaart…</translation>
    </message>
    <message>
        <source>A new card for the selected table, as a PDF to print: its old card stops working</source>
        <translation>Een nieuwe kaart voor de gekozen tafel, als pdf om af te drukken: de oude kaart werkt niet meer</translation>
    </message>
    <message>
        <source>Start the phones&apos; service first (Session &gt; Phones…): the card holds its address</source>
        <translation>Start eerst de telefoondienst (Partij &gt; Telefoons…): de kaart bevat het adres ervan</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Nieuwe kaart</translation>
    </message>
    <message>
        <source>The card of table {0} ({1}) will stop working; a phone that holds the table keeps it (Release phone frees it). Make a new card?</source>
        <translation>De kaart van tafel {0} ({1}) werkt dan niet meer; een telefoon die de tafel heeft, houdt haar (Telefoon vrijgeven maakt haar vrij). Een nieuwe kaart maken?</translation>
    </message>
    <message>
        <source>The new card of table {0} is in {1}: print it and give it to {2}.</source>
        <translation>De nieuwe kaart van tafel {0} staat in {1}: druk haar af en geef haar aan {2}.</translation>
    </message>
    <message>
        <source>From the roster</source>
        <translation>Uit de ledenlijst</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Ledenlijst</translation>
    </message>
    <message>
        <source>Add {0} to the club&apos;s roster too?</source>
        <translation>{0} ook aan de ledenlijst toevoegen?</translation>
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
    <name>ProgressChart</name>
    <message>
        <source>% of the top</source>
        <translation>% van de top</translation>
    </message>
    <message>
        <source>average {0}</source>
        <translation>gemiddeld {0}</translation>
    </message>
    <message>
        <source>best {0}</source>
        <translation>beste {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Duplicate — projector</source>
        <extracomment>Least share of the window&apos;s width the right column (rack, timer, messages, standings) takes. How long each page of the standings stays up when they take more than one.</extracomment>
        <translation>Duplicate — projector</translation>
    </message>
    <message numerus="yes">
        <source>handed in: %n of {0}</source>
        <extracomment>The hints the teacher showed the room this turn (a class).</extracomment>
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
        <translation>Ranglijst na beurt {0} (top {1})</translation>
    </message>
    <message>
        <source>{0} of {1} (page {2}/{3})</source>
        <translation>{0} van {1} (pagina {2}/{3})</translation>
    </message>
    <message>
        <source>{0}–{1} of {2} (page {3}/{4})</source>
        <translation>{0}–{1} van {2} (pagina {3}/{4})</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Hint: {0}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Standings after turn {0}</source>
        <translation>Ranglijst na beurt {0}</translation>
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
        <translation>Herstellen</translation>
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
        <translation>Letters afgekeurd en opnieuw getrokken</translation>
    </message>
    <message>
        <source>Rack</source>
        <extracomment>A label (AT-SPI &quot;label&quot;) whose text is the letters. Whether a new rack is announced (the projector&apos;s copy of the arbiter&apos;s rack is not).</extracomment>
        <translation>Letters</translation>
    </message>
    <message>
        <source>blank</source>
        <extracomment>Width of the ``+`` between leftover and new tiles, in tile widths. Height of the tiles standing in their tray, in tile heights (margins included). Room for the message line under the tray, in tile heights.</extracomment>
        <translation>blanco</translation>
    </message>
    <message>
        <source>kept: {0}, new: {1}</source>
        <translation>bewaard: {0}, nieuw: {1}</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>geen letters</translation>
    </message>
    <message>
        <source>Rack: {0}</source>
        <translation>Letters: {0}</translation>
    </message>
</context>
<context>
    <name>RankedListView</name>
    <message>
        <source>Best moves of the turn — pick one to see it on the board</source>
        <translation>Beste zetten van de beurt — kies er een om hem op het bord te zien</translation>
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
    <message>
        <source>Filter: word, square ({0}) or points</source>
        <translation>Filter: woord, vakje ({0}) of punten</translation>
    </message>
    <message>
        <source>Filter the moves</source>
        <translation>Zetten filteren</translation>
    </message>
    <message>
        <source>Best moves of the turn</source>
        <translation>Beste zetten van de beurt</translation>
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
        <translation>Alleen-lezen: deze partij is geopend als alleen-lezen (een ander venster heeft haar open, of het bestand kan hier niet beschreven worden). Je kunt kijken, afdrukken en exporteren; Bestand &gt; Opslaan als maakt een kopie waarin je verder kunt.</translation>
    </message>
    <message>
        <source>Read-only: the session file can no longer be written (its disk or folder became read-only). Nothing was lost. Use File &gt; Save as to continue in a writable place, or try saving again once the disk is writable.</source>
        <translation>Alleen-lezen: het partijbestand kan niet meer beschreven worden (de schijf of map werd alleen-lezen). Er is niets verloren. Gebruik Bestand &gt; Opslaan als om verder te gaan op een beschrijfbare plek, of probeer opnieuw op te slaan zodra de schijf weer beschrijfbaar is.</translation>
    </message>
    <message>
        <source>Nothing can be changed: the session is read-only</source>
        <translation>Er kan niets gewijzigd worden: de partij is alleen-lezen</translation>
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
        <source>&lt;b&gt;{0}&lt;/b&gt;, after the time (void)</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;, na de tijd (ongeldig)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; was handed in {1} s after the time: as in a competition, a slip handed in late is void and scores 0</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; is {1} s na de tijd ingeleverd: zoals in een wedstrijd is een te laat ingeleverd beurtbriefje ongeldig en telt 0</translation>
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
        <source>the room&apos;s moves (practice: you are not ranked)</source>
        <translation>de zetten van de zaal (oefening: je wordt niet geklasseerd)</translation>
    </message>
    <message>
        <source>top found by {0} of {1} in the room: {2}</source>
        <translation>top gevonden door {0} van {1} in de zaal: {2}</translation>
    </message>
    <message>
        <source>the room&apos;s average: {0} points</source>
        <translation>gemiddelde van de zaal: {0} punten</translation>
    </message>
    <message>
        <source>The game ended before any turn was played.</source>
        <translation>De partij eindigde voor er een beurt gespeeld werd.</translation>
    </message>
    <message>
        <source>Game summary (Enter)</source>
        <translation>Overzicht van de partij (Enter)</translation>
    </message>
    <message numerus="yes">
        <source>your move ranks %n</source>
        <translation>
            <numerusform>jouw zet staat op plaats %n</numerusform>
            <numerusform>jouw zet staat op plaats %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise (not counted): &lt;b&gt;{0}&lt;/b&gt; was handed in after the time: void, as in a competition.</source>
        <translation>Oefening (telt niet): &lt;b&gt;{0}&lt;/b&gt; is na de tijd ingeleverd: ongeldig, zoals in een wedstrijd.</translation>
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
    <message>
        <source>What would I have scored with…? ({0} WORD, Enter; or place it on the board)</source>
        <translation>Hoeveel had ik gescoord met…? ({0} WOORD, Enter; of leg hem op het bord)</translation>
    </message>
    <message>
        <source>What would I have scored with… (type a move: {0} WORD, Enter; or place it on the board before the turn)</source>
        <translation>Hoeveel had ik gescoord met… (typ een zet: {0} WOORD, Enter; of leg hem op het bord van vóór de beurt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0} points taken off&lt;/b&gt; for a warning beyond the {1} tolerated (this move {2}, this turn {3})</source>
        <translation>&lt;b&gt;{0} punten afgetrokken&lt;/b&gt; voor een waarschuwing boven de {1} toegestane (je zet {2}, deze beurt {3})</translation>
    </message>
    <message>
        <source>rank {0} of {1} in the room</source>
        <translation>plaats {0} van {1} in de zaal</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>en nog %n</numerusform>
            <numerusform>en nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody in the room found the top</source>
        <translation>niemand in de zaal vond de top</translation>
    </message>
    <message>
        <source>What would I have scored with…?</source>
        <translation>Wat had ik gescoord met…?</translation>
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
        <translation>Beurt {0} van {1} opnieuw bekeken</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <source>Finish the turn in progress first (play or pass): then any turn can be replayed.</source>
        <translation>Rond eerst de lopende beurt af (leg een zet of pas): daarna kan elke beurt opnieuw gespeeld worden.</translation>
    </message>
</context>
<context>
    <name>RoomTurnDialog</name>
    <message>
        <source>Turn {0} in the room</source>
        <translation>Beurt {0} in de zaal</translation>
    </message>
    <message>
        <source>Turn {0}: the moves of the players who were there, and yours</source>
        <translation>Beurt {0}: de zetten van de spelers die er waren, en de jouwe</translation>
    </message>
    <message>
        <source>top {0} points, found by {1} of {2}</source>
        <translation>top {0} punten, gevonden door {1} van {2}</translation>
    </message>
    <message>
        <source>the room&apos;s average: {0} points</source>
        <translation>gemiddelde van de zaal: {0} punten</translation>
    </message>
    <message>
        <source>played in practice: you are not ranked against the room</source>
        <translation>als oefening gespeeld: je wordt niet geklasseerd tegen de zaal</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Deze beurt</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Total after the turn</source>
        <translation>Totaal na de beurt</translation>
    </message>
    <message>
        <source>{0} (you)</source>
        <translation>{0} (jij)</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ongeldig)</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Junior</source>
        <translation>Jeugd</translation>
    </message>
    <message>
        <source>Senior</source>
        <translation>Senior</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteraan</translation>
    </message>
    <message>
        <source>The roster cannot be opened: {0}</source>
        <translation>De ledenlijst kan niet worden geopend: {0}</translation>
    </message>
</context>
<context>
    <name>RosterLatecomers</name>
    <message>
        <source>Search the roster for a latecomer</source>
        <translation>Laatkomer zoeken in de ledenlijst</translation>
    </message>
    <message>
        <source>Players of the roster not in the session</source>
        <translation>Spelers van de lijst die niet in de partij zijn</translation>
    </message>
    <message>
        <source>No club roster yet: File &gt; Club roster… keeps the club&apos;s players from one evening to the next.</source>
        <translation>Nog geen ledenlijst: Bestand &gt; Ledenlijst… bewaart de spelers van de club van de ene avond tot de volgende.</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actief</translation>
    </message>
    <message>
        <source>Last table</source>
        <translation>Laatste tafel</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
</context>
<context>
    <name>RosterPickModel</name>
    <message>
        <source>Present</source>
        <extracomment>The remembered choice of a club whose members keep their usual tables (gaps and all). The club keeps each member at their usual table; else tonight&apos;s run 1..n without gaps. The players the last change moved to close a gap: (name, old table, new table).</extracomment>
        <translation>Aanwezig</translation>
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
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Table {0} last time</source>
        <translation>Vorige keer tafel {0}</translation>
    </message>
</context>
<context>
    <name>RosterPicker</name>
    <message>
        <source>The players can still be typed below.</source>
        <translation>De spelers kunnen nog steeds hieronder worden getypt.</translation>
    </message>
    <message>
        <source>Search the roster: name, club, category or licence</source>
        <translation>Zoeken in de lijst: naam, club, categorie of licentie</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>Zoeken in de ledenlijst</translation>
    </message>
    <message>
        <source>The club&apos;s roster: tick who is present</source>
        <translation>De ledenlijst: vink aan wie er is</translation>
    </message>
    <message>
        <source>Tick all shown</source>
        <translation>Alle getoonde aanvinken</translation>
    </message>
    <message>
        <source>Tick every player the search shows: search a category (a class) or a club, then tick them all</source>
        <translation>Alle spelers aanvinken die de zoekopdracht toont: zoek een categorie (een klas) of een club en vink ze dan allemaal aan</translation>
    </message>
    <message>
        <source>Untick all shown</source>
        <translation>Alle getoonde uitvinken</translation>
    </message>
    <message>
        <source>Fixed tables</source>
        <translation>Vaste tafels</translation>
    </message>
    <message>
        <source>Each member keeps their usual table, even with gaps; otherwise tonight&apos;s tables run from 1 without gaps</source>
        <translation>Elk lid houdt de vaste tafel, ook met gaten; anders lopen de tafels van vanavond zonder gaten vanaf 1</translation>
    </message>
    <message>
        <source>A name not in the roster</source>
        <extracomment>What the last tick or untick renumbered (who moved to close a gap).</extracomment>
        <translation>Een naam die niet in de lijst staat</translation>
    </message>
    <message>
        <source>Add to the roster</source>
        <translation>Aan de lijst toevoegen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ticked</source>
        <translation>
            <numerusform>%n speler aangevinkt</numerusform>
            <numerusform>%n spelers aangevinkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tables renumbered so that none is empty: %n player(s) moved ({0})</source>
        <translation>
            <numerusform>Tafels hernummerd zodat er geen leeg blijft: %n speler verplaatst ({0})</numerusform>
            <numerusform>Tafels hernummerd zodat er geen leeg blijft: %n spelers verplaatst ({0})</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: table {1} → {2}</source>
        <translation>{0}: tafel {1} → {2}</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Ledenlijst</translation>
    </message>
    <message>
        <source>Add {0} to the club&apos;s roster? They are ticked as present tonight.</source>
        <translation>{0} aan de ledenlijst toevoegen? Deze speler wordt vanavond als aanwezig aangevinkt.</translation>
    </message>
</context>
<context>
    <name>RosterWindow</name>
    <message>
        <source>Club roster</source>
        <translation>Ledenlijst</translation>
    </message>
    <message>
        <source>Roster folder…</source>
        <translation>Map van de lijst…</translation>
    </message>
    <message>
        <source>Keep the roster in another folder, e.g. on the club&apos;s USB stick</source>
        <translation>De lijst in een andere map bewaren, bijvoorbeeld op de USB-stick van de club</translation>
    </message>
    <message>
        <source>Search: name, club, category or licence</source>
        <translation>Zoeken: naam, club, categorie of licentie</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>Zoeken in de ledenlijst</translation>
    </message>
    <message>
        <source>Show inactive players</source>
        <translation>Inactieve spelers tonen</translation>
    </message>
    <message>
        <source>The club&apos;s roster</source>
        <translation>De ledenlijst</translation>
    </message>
    <message>
        <source>Active (offered when a session starts)</source>
        <translation>Actief (aangeboden bij het begin van een partij)</translation>
    </message>
    <message>
        <source>Add as a new player</source>
        <translation>Als nieuwe speler toevoegen</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Wijzigingen opslaan</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Formulier leegmaken</translation>
    </message>
    <message>
        <source>Merge two players…</source>
        <translation>Twee spelers samenvoegen…</translation>
    </message>
    <message>
        <source>Select the two players who are one person: the first keeps its name, and the sessions played under either stay this person&apos;s</source>
        <translation>Selecteer de twee spelers die één persoon zijn: de eerste houdt zijn naam, en de partijen onder beide blijven van deze persoon</translation>
    </message>
    <message>
        <source>Categories…</source>
        <translation>Categorieën…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importeren…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Als CSV exporteren…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Licence number</source>
        <translation>Licentienummer</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Roster file: {0}</source>
        <translation>Bestand van de lijst: {0}</translation>
    </message>
    <message>
        <source>Nothing was changed there: choose another folder with Roster folder… (the club&apos;s USB stick), or move a damaged roster file away.</source>
        <translation>Daar is niets veranderd: kies een andere map met Map van de lijst… (de USB-stick van de club), of verplaats een beschadigd lijstbestand.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in the roster</source>
        <translation>
            <numerusform>%n speler in de lijst</numerusform>
            <numerusform>%n spelers in de lijst</numerusform>
        </translation>
    </message>
    <message>
        <source>Roster folder</source>
        <translation>Map van de ledenlijst</translation>
    </message>
    <message>
        <source>The roster already has {0}. Add another player of the same name?</source>
        <translation>De lijst heeft al {0}. Nog een speler met dezelfde naam toevoegen?</translation>
    </message>
    <message>
        <source>{0} added to the roster.</source>
        <translation>{0} aan de lijst toegevoegd.</translation>
    </message>
    <message>
        <source>{0} saved.</source>
        <translation>{0} opgeslagen.</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Twee spelers samenvoegen</translation>
    </message>
    <message>
        <source>Merge &quot;{1}&quot; into &quot;{0}&quot;? One player is left, named &quot;{0}&quot;; the sessions played under either stay this person&apos;s. This cannot be undone.</source>
        <translation>&quot;{1}&quot; samenvoegen met &quot;{0}&quot;? Er blijft één speler over, &quot;{0}&quot;; de partijen onder beide blijven van deze persoon. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>{0} and {1} are one player now.</source>
        <translation>{0} en {1} zijn nu één speler.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spelers importeren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-bestanden (*.csv *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Imported: {0} new, {1} updated.</source>
        <translation>Geïmporteerd: {0} nieuw, {1} bijgewerkt.</translation>
    </message>
    <message>
        <source>Export the roster</source>
        <translation>Ledenlijst exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) written to {0}.</source>
        <translation>
            <numerusform>%n speler naar {0} geschreven.</numerusform>
            <numerusform>%n spelers naar {0} geschreven.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeasonWindow</name>
    <message>
        <source>Club season</source>
        <translation>Clubseizoen</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Ranglijst van het seizoen</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Vooruitgang</translation>
    </message>
    <message>
        <source>Simultaneous game</source>
        <translation>Simultaanpartij</translation>
    </message>
    <message>
        <source>Add session files…</source>
        <translation>Partijbestanden toevoegen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Every evening</source>
        <translation>Alle avonden</translation>
    </message>
    <message>
        <source>Club season (September to June)</source>
        <translation>Clubseizoen (september tot juni)</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Van … tot …</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Avonden</translation>
    </message>
    <message>
        <source>Season starting in</source>
        <translation>Seizoen dat begint in</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Datums</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Evenings counted (the best)</source>
        <translation>Getelde avonden (de beste)</translation>
    </message>
    <message>
        <source>Session files (only read, never changed)</source>
        <translation>Partijbestanden (alleen gelezen, nooit gewijzigd)</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Exporteren als PDF…</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exporteren als CSV…</translation>
    </message>
    <message>
        <source>Choose the season&apos;s session files</source>
        <translation>Kies de partijbestanden van het seizoen</translation>
    </message>
    <message>
        <source>Session files ({0})</source>
        <translation>Partijbestanden ({0})</translation>
    </message>
    <message>
        <source>Reading {0} files…</source>
        <translation>{0} bestanden lezen…</translation>
    </message>
    <message>
        <source>Cannot read the season: {0}</source>
        <translation>Het seizoen kan niet gelezen worden: {0}</translation>
    </message>
    <message>
        <source>No evening in the dates chosen: add session files or change the dates.</source>
        <translation>Geen avond tussen deze datums: voeg partijbestanden toe of wijzig de datums.</translation>
    </message>
    <message>
        <source>Add the session files of the season&apos;s evenings.</source>
        <translation>Voeg de partijbestanden van de avonden van het seizoen toe.</translation>
    </message>
    <message>
        <source>{0} evenings, {1} players. Rule: {2}.</source>
        <translation>{0} avonden, {1} spelers. Regel: {2}.</translation>
    </message>
    <message>
        <source>Export the season standings as PDF</source>
        <translation>De ranglijst van het seizoen exporteren als PDF</translation>
    </message>
    <message>
        <source>season standings</source>
        <translation>ranglijst seizoen</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>{0} geschreven</translation>
    </message>
    <message>
        <source>Export the season standings as CSV</source>
        <translation>De ranglijst van het seizoen exporteren als CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Player&apos;s page as PDF…</source>
        <translation>Blad van de speler als PDF…</translation>
    </message>
    <message>
        <source>Class list as PDF…</source>
        <translation>Klassenlijst als PDF…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Export the player&apos;s progress as PDF</source>
        <translation>De vooruitgang van de speler exporteren als PDF</translation>
    </message>
    <message>
        <source>Export the class list as PDF</source>
        <translation>De klassenlijst exporteren als PDF</translation>
    </message>
    <message>
        <source>class list</source>
        <translation>klassenlijst</translation>
    </message>
    <message>
        <source>Add the clubs&apos; files…</source>
        <translation>Bestanden van de clubs toevoegen…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leegmaken</translation>
    </message>
    <message>
        <source>Add the session files of one prepared game, played in several clubs.</source>
        <translation>Voeg de partijbestanden toe van één voorbereide partij, gespeeld in meerdere clubs.</translation>
    </message>
    <message>
        <source>Choose the clubs&apos; session files</source>
        <translation>Kies de partijbestanden van de clubs</translation>
    </message>
    <message>
        <source>Game identity {0}: {1} clubs, {2} players, {3} turns, top total {4}.</source>
        <translation>Identiteit van de partij {0}: {1} clubs, {2} spelers, {3} beurten, toptotaal {4}.</translation>
    </message>
    <message>
        <source>Not merged: {0}</source>
        <translation>Niet samengevoegd: {0}</translation>
    </message>
    <message>
        <source>Export the ranking as PDF</source>
        <translation>De ranglijst exporteren als PDF</translation>
    </message>
    <message>
        <source>simultaneous game</source>
        <translation>simultaanpartij</translation>
    </message>
    <message>
        <source>Export the ranking as CSV</source>
        <translation>De ranglijst exporteren als CSV</translation>
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
        <source>Export for the ranking program</source>
        <translation>Exporteren voor het ranglijstprogramma</translation>
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
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-bestanden, scheidingsteken {0}, decimaalteken {1} (*.csv)</translation>
    </message>
    <message>
        <source>Export the master moves as GCG</source>
        <translation>De meesterzetten als GCG exporteren</translation>
    </message>
    <message>
        <source>GCG files (*.gcg)</source>
        <translation>GCG-bestanden (*.gcg)</translation>
    </message>
    <message>
        <source>players</source>
        <translation>spelers</translation>
    </message>
    <message>
        <source>Export the player sheets as PDF</source>
        <translation>De spelersbladen als PDF exporteren</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>End time (F6)</source>
        <extracomment>The remembered choice of a mirrored screen (the room sees the arbiter&apos;s window). What the window may show changed (a mirrored turn began or ended): menus follow.</extracomment>
        <translation>Tijd stoppen (F6)</translation>
    </message>
    <message>
        <source>Reveal (F9)</source>
        <translation>Bekendmaken (F9)</translation>
    </message>
    <message>
        <source>Filter moves (word, reference, points)</source>
        <extracomment>Over the board while a past turn is corrected: whose board and rack these are.</extracomment>
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
        <translation>Overzicht per beurt (Ctrl+G)</translation>
    </message>
    <message>
        <source>Top list</source>
        <translation>Lijst van zetten</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
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
        <source>Turn {0}: {1}</source>
        <translation>Beurt {0}: {1}</translation>
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
        <source>Select a move in the top list or an entry first</source>
        <translation>Kies eerst een zet in de lijst of een inzending</translation>
    </message>
    <message numerus="yes">
        <source>{0} given to %n table(s): {1} (turn {2})</source>
        <translation>
            <numerusform>{0} gegeven aan %n tafel: {1} (beurt {2})</numerusform>
            <numerusform>{0} gegeven aan %n tafels: {1} (beurt {2})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept the entries of %n table(s): {0}</source>
        <translation>
            <numerusform>inzending van %n tafel behouden: {0}</numerusform>
            <numerusform>inzendingen van %n tafels behouden: {0}</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n letter</numerusform>
            <numerusform>%n letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n klinker</numerusform>
            <numerusform>%n klinkers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n medeklinker</numerusform>
            <numerusform>%n medeklinkers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blank(s)</source>
        <translation>
            <numerusform>%n blanco</numerusform>
            <numerusform>%n blanco&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Bag: {0} ({1}, {2} ({4} counts as both), {3})</source>
        <translation>Zakje: {0} ({1}, {2} ({4} telt als beide), {3})</translation>
    </message>
    <message>
        <source>Bag: {0} ({1}, {2}, {3})</source>
        <translation>Zakje: {0} ({1}, {2}, {3})</translation>
    </message>
    <message numerus="yes">
        <source>Turn {5}: %n move(s) listed; top {1}; master: {2} ({3}){4}</source>
        <translation>
            <numerusform>Beurt {5}: %n zet gevonden; top {1}; meesterzet: {2} ({3}){4}</numerusform>
            <numerusform>Beurt {5}: %n zetten gevonden; top {1}; meesterzet: {2} ({3}){4}</numerusform>
        </translation>
    </message>
    <message>
        <source>No legal move exists for this rack. End the game?</source>
        <translation>Er is geen geldige zet met deze letters. De partij beëindigen?</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have no entry: Table {0}. Reveal with no move for them?</source>
        <translation>
            <numerusform>%n speler heeft geen inzending: tafel {0}. Bekendmaken zonder zet voor deze tafel?</numerusform>
            <numerusform>%n spelers hebben geen inzending: tafels {0}. Bekendmaken zonder zet voor deze tafels?</numerusform>
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
    <message>
        <source>Board and rack of turn {0}, being corrected (the turn in play is {1})</source>
        <translation>Bord en rekje van beurt {0}, die verbeterd wordt (de beurt in spel is {1})</translation>
    </message>
    <message>
        <source>Turn {0} revealed: {1}, {2} points</source>
        <translation>Beurt {0} bekendgemaakt: {1}, {2} punten</translation>
    </message>
    <message>
        <source>Turn {0}: a past turn (the turn in play is {1})</source>
        <translation>Beurt {0}: een vorige beurt (de beurt in spel is {1})</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Beurt {0}</translation>
    </message>
    <message>
        <source>Give {0} to the tables (numbers separated by spaces or commas):</source>
        <translation>{0} geven aan de tafels (nummers gescheiden door spaties of komma&apos;s):</translation>
    </message>
    <message>
        <source>Give a move to several tables: turn {0}</source>
        <translation>Eén zet aan meerdere tafels geven: beurt {0}</translation>
    </message>
    <message>
        <source>Nothing given: the entries of the tables were kept</source>
        <translation>Niets gegeven: de inzendingen van de tafels zijn behouden</translation>
    </message>
    <message>
        <source>Table {0} ({1}): {2}</source>
        <translation>Tafel {0} ({1}): {2}</translation>
    </message>
    <message>
        <source>Replace entries</source>
        <translation>Inzendingen vervangen</translation>
    </message>
    <message numerus="yes">
        <source>Turn {0}: %n table(s) already have an entry:</source>
        <translation>
            <numerusform>Beurt {0}: %n tafel heeft al een inzending:</numerusform>
            <numerusform>Beurt {0}: %n tafels hebben al een inzending:</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace them with {0}?</source>
        <translation>Vervangen door {0}?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>Keep their entries</source>
        <translation>Hun inzendingen behouden</translation>
    </message>
    <message>
        <source>Mirrored screen: the moves are hidden while the players look. The top list shows when time is up.</source>
        <extracomment>A very large font (24 points, 200 %): the board shares the left column&apos;s tabs with the lists, so the right column keeps its whole height for the entries at 1366x768. The ranked moves, or (a mirrored screen while the players look) why they are hidden.</extracomment>
        <translation>Gedupliceerd scherm: de zetten blijven verborgen terwijl de spelers zoeken. De toplijst verschijnt als de tijd om is.</translation>
    </message>
    <message>
        <source>Hint for the room</source>
        <translation>Hint voor de zaal</translation>
    </message>
    <message>
        <source>Show the room a fact about the top (never the move) on the projector</source>
        <translation>Laat de zaal op de projector iets over de top zien (nooit de zet)</translation>
    </message>
    <message>
        <source>Hints shown: {0}</source>
        <translation>Getoonde hints: {0}</translation>
    </message>
    <message>
        <source>No more hints for this turn</source>
        <translation>Geen hints meer voor deze beurt</translation>
    </message>
    <message>
        <source>On the projector: {0}</source>
        <translation>Op de projector: {0}</translation>
    </message>
    <message>
        <source>End the game now? The results stand as they are after turn {0}.</source>
        <translation>De partij nu beëindigen? De uitslag blijft zoals die na beurt {0} is.</translation>
    </message>
    <message>
        <source>Turn {0}, in play, is not counted.</source>
        <translation>Beurt {0}, die bezig is, telt niet mee.</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>Partij nu beëindigen</translation>
    </message>
    <message>
        <source>Undo takes it back.</source>
        <translation>Ongedaan maken draait het terug.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Partij beëindigen</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Filter moves</source>
        <extracomment>The room sees this window (a mirrored screen): the moves are hidden while players look. The phones&apos; service while the arbiter runs it (the main window sets it): a table&apos;s new card needs it.</extracomment>
        <translation>Zetten filteren</translation>
    </message>
    <message>
        <source>Entries of the turn</source>
        <translation>Inzendingen van de beurt</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Top list and standings</source>
        <translation>Lijst van zetten en ranglijst</translation>
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
    <name>StudyPage</name>
    <message>
        <source>The words you missed</source>
        <extracomment>How often the overview reads the deck again while it is shown (a page left open overnight counts the cards due the next morning).</extracomment>
        <translation>De woorden die je miste</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Nu aan de beurt</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Geleerd</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rekje</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Gevraagd</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Vak</translation>
    </message>
    <message>
        <source>Next time</source>
        <translation>Volgende keer</translation>
    </message>
    <message>
        <source>Export the list as text…</source>
        <translation>De lijst exporteren als tekst…</translation>
    </message>
    <message>
        <source>Export the list as CSV…</source>
        <translation>De lijst exporteren als CSV…</translation>
    </message>
    <message>
        <source>Back to training</source>
        <translation>Terug naar de training</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>De kaarten</translation>
    </message>
    <message>
        <source>Every top you did not find alone in your games, and every sub-top (the best move of another word) you did not reach, is a card: the board and the rack before the turn, and the score to find; so is every search of the word tools you keep. A card found comes back 1, 2, 4, 8 then 16 days later, from midnight of that day, and is learned after that; a card missed comes back at the end of the round and the next day.</source>
        <translation>Elke top die je in je partijen niet alleen vond, en elke subtop (de beste zet van een ander woord) die je niet haalde, wordt een kaart: het bord en de letters vóór de beurt, en de score om te vinden; net als elke zoekopdracht van de woordhulpmiddelen die je bewaart. Een gevonden kaart komt 1, 2, 4, 8 en dan 16 dagen later terug, vanaf middernacht die dag, en is daarna geleerd; een gemiste kaart komt terug aan het eind van de ronde en de volgende dag.</translation>
    </message>
    <message>
        <source>Progress per word list</source>
        <translation>Vooruitgang per woordenlijst</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antwoorden</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkomst</translation>
    </message>
    <message>
        <source>Cards in a round</source>
        <translation>Kaarten per ronde</translation>
    </message>
    <message>
        <source>Cards due a day at most</source>
        <translation>Kaarten per dag, hoogstens</translation>
    </message>
    <message>
        <source>Spread the cards due over the coming days</source>
        <translation>De kaarten over de komende dagen spreiden</translation>
    </message>
    <message>
        <source>Keep today&apos;s share of the cards due, the most overdue first, and give the others the next days, so many a day at most</source>
        <translation>Houd het deel van vandaag van de kaarten, de meest achterstallige eerst, en geef de andere aan de volgende dagen, hoogstens zoveel per dag</translation>
    </message>
    <message>
        <source>At most a day</source>
        <translation>Hoogstens per dag</translation>
    </message>
    <message>
        <source>Reading your games for the words you missed… {0} of {1}</source>
        <translation>Je partijen worden gelezen voor de gemiste woorden… {0} van {1}</translation>
    </message>
    <message>
        <source>Reading your games for the words you missed…</source>
        <translation>Je partijen worden gelezen voor de gemiste woorden…</translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) from your games.</source>
        <translation>
            <numerusform>%n nieuwe kaart uit je partijen.</numerusform>
            <numerusform>%n nieuwe kaarten uit je partijen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} could not be read: {1}</source>
        <translation>{0} kon niet gelezen worden: {1}</translation>
    </message>
    <message>
        <source>Every word list ({0} due)</source>
        <translation>Alle woordenlijsten ({0} aan de beurt)</translation>
    </message>
    <message>
        <source>{0} ({1} due)</source>
        <translation>{0} ({1} aan de beurt)</translation>
    </message>
    <message>
        <source>No word to study yet: play a training game (or replay a club&apos;s game); every top you miss comes here.</source>
        <translation>Nog geen woord om te leren: speel een trainingspartij (of speel een partij van de club opnieuw); elke gemiste top komt hier.</translation>
    </message>
    <message>
        <source>{0}, turn {1}</source>
        <translation>{0}, beurt {1}</translation>
    </message>
    <message>
        <source>search {0}, no. {1}</source>
        <translation>zoekopdracht {0}, nr. {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n woord</numerusform>
            <numerusform>%n woorden</numerusform>
        </translation>
    </message>
    <message>
        <source>now</source>
        <translation>nu</translation>
    </message>
    <message numerus="yes">
        <source>Start a round (%n card(s) due)</source>
        <translation>
            <numerusform>Een ronde beginnen (%n kaart aan de beurt)</numerusform>
            <numerusform>Een ronde beginnen (%n kaarten aan de beurt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to the coming days.</source>
        <translation>
            <numerusform>%n kaart naar de komende dagen verplaatst.</numerusform>
            <numerusform>%n kaarten naar de komende dagen verplaatst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the list as CSV</source>
        <translation>De lijst exporteren als CSV</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-bestanden, scheidingsteken {0}, decimaalteken {1} (*.csv)</translation>
    </message>
    <message>
        <source>Export the list as text</source>
        <translation>De lijst exporteren als tekst</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Tekstbestanden (*.txt)</translation>
    </message>
    <message>
        <source>Words to study</source>
        <translation>Woorden om te leren</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Geschreven: {0}</translation>
    </message>
    <message>
        <source>The letters</source>
        <translation>De letters</translation>
    </message>
    <message>
        <source>The word (or the move: H4 WORD)</source>
        <translation>Het woord (of de zet: H4 WOORD)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Je antwoord</translation>
    </message>
    <message>
        <source>The board before the turn</source>
        <translation>Het bord voor de beurt</translation>
    </message>
    <message>
        <source>The rack</source>
        <translation>Het rekje</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>Controleren (Enter)</translation>
    </message>
    <message>
        <source>I do not know</source>
        <translation>Ik weet het niet</translation>
    </message>
    <message>
        <source>Next card (Enter)</source>
        <translation>Volgende kaart (Enter)</translation>
    </message>
    <message>
        <source>Count it right</source>
        <translation>Goed rekenen</translation>
    </message>
    <message>
        <source>A typo, or a word you knew: count this answer right (it is saved so)</source>
        <translation>Een tikfout, of een woord dat je wist: dit antwoord goed rekenen (zo wordt het bewaard)</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>De ronde beëindigen</translation>
    </message>
    <message>
        <source>Card {0} · {1} right, {2} missed · {3} left</source>
        <translation>Kaart {0} · {1} goed, {2} gemist · nog {3}</translation>
    </message>
    <message>
        <source>Every word, separated by spaces</source>
        <translation>Alle woorden, gescheiden door spaties</translation>
    </message>
    <message>
        <source>Every hooked word, separated by spaces (- for none)</source>
        <translation>Alle woorden met een aanhaakletter, gescheiden door spaties (- voor geen)</translation>
    </message>
    <message>
        <source>{0} · search {1}, no. {2} by probability</source>
        <translation>{0} · zoekopdracht {1}, nr. {2} naar waarschijnlijkheid</translation>
    </message>
    <message>
        <source>game of {0}</source>
        <translation>partij van {0}</translation>
    </message>
    <message>
        <source>{0} ({1}); on the board: {2}
Next time: {3}</source>
        <translation>{0} ({1}); op het bord: {2}
Volgende keer: {3}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n zet</numerusform>
            <numerusform>%n zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find the top: %n point(s)</source>
        <translation>
            <numerusform>Vind de top: %n punt</numerusform>
            <numerusform>Vind de top: %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, turn {1} · {2}</source>
        <translation>{0}, beurt {1} · {2}</translation>
    </message>
    <message>
        <source>Not the move you played that turn: another placement or another word.</source>
        <translation>Niet de zet die je die beurt speelde: een andere plaats of een ander woord.</translation>
    </message>
    <message>
        <source>Find every word of these letters</source>
        <translation>Vind alle woorden met deze letters</translation>
    </message>
    <message>
        <source>Find every hook of {0}: the words a letter before or after it makes</source>
        <translation>Vind alle aanhaakletters van {0}: de woorden die een letter ervoor of erachter maakt</translation>
    </message>
    <message numerus="yes">
        <source>Find the sub-top (another word than the top): %n point(s)</source>
        <translation>
            <numerusform>Vind de subtop (een ander woord dan de top): %n punt</numerusform>
            <numerusform>Vind de subtop (een ander woord dan de top): %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>That is the top: this card asks for the sub-top, another word. Try again.</source>
        <translation>Dat is de top: deze kaart vraagt de subtop, een ander woord. Probeer opnieuw.</translation>
    </message>
    <message>
        <source>That is the word you played that turn: where does it score these points? Give the move with its square (H4 WORD).</source>
        <translation>Dat is het woord dat je die beurt speelde: waar scoort het deze punten? Geef de zet met zijn vakje (H4 WOORD).</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Goed!</translation>
    </message>
    <message>
        <source>Counted right.</source>
        <translation>Goed gerekend.</translation>
    </message>
    <message>
        <source>Not this time: it comes back at the end of the round.</source>
        <translation>Deze keer niet: het komt terug aan het eind van de ronde.</translation>
    </message>
    <message>
        <source>It comes back at the end of the round.</source>
        <translation>Het komt terug aan het eind van de ronde.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>The words: {0}</source>
        <translation>De woorden: {0}</translation>
    </message>
    <message>
        <source>Missing: {0}</source>
        <translation>Ontbreken: {0}</translation>
    </message>
    <message>
        <source>Not among them: {0}</source>
        <translation>Niet daarbij: {0}</translation>
    </message>
    <message>
        <source>Next time: {0}</source>
        <translation>Volgende keer: {0}</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>geleerd</translation>
    </message>
    <message>
        <source>soon</source>
        <translation>binnenkort</translation>
    </message>
    <message numerus="yes">
        <source>in %n day(s)</source>
        <translation>
            <numerusform>over %n dag</numerusform>
            <numerusform>over %n dagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Round over: {0} right, {1} missed.</source>
        <translation>Ronde voorbij: {0} goed, {1} gemist.</translation>
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
        <source>{0} (after the time: void)</source>
        <translation>{0} (na de tijd: ongeldig)</translation>
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
    <message>
        <source>played as in a competition (no hints, no live check)</source>
        <translation>gespeeld zoals in een wedstrijd (geen hints, geen directe controle)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n waarschuwing</numerusform>
            <numerusform>%n waarschuwingen</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} points taken off for warnings</source>
        <translation>{0} punten afgetrokken voor waarschuwingen</translation>
    </message>
    <message>
        <source>rank {0} of {1} among the players who were there</source>
        <translation>plaats {0} van {1} tussen de spelers die er waren</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Waarschuwingen</translation>
    </message>
    <message>
        <source>The move {0}, the warning penalty {1}</source>
        <translation>De zet {0}, de straf voor waarschuwingen {1}</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Opslaan als PDF…</translation>
    </message>
    <message>
        <source>played in practice: not ranked among the players who were there</source>
        <translation>als oefening gespeeld: niet geklasseerd tussen de spelers die er waren</translation>
    </message>
    <message>
        <source>Save the summary as PDF</source>
        <translation>De samenvatting opslaan als PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write {0}</source>
        <translation>Kon {0} niet schrijven</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Geschreven: {0}</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <source>Table cards: {0}</source>
        <extracomment>Cards across and down an A4 page, and its margin (mm). Dots per inch of the PDF&apos;s coordinates (the QR code&apos;s squares are drawn at this grain).</extracomment>
        <translation>Tafelkaarten: {0}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Scan the code with your phone&apos;s camera, or open this address and type the table and the code:</source>
        <translation>Scan de code met de camera van je telefoon, of open dit adres en typ de tafel en de code:</translation>
    </message>
    <message>
        <source>Keep this card to yourself: it is your table&apos;s key.</source>
        <translation>Houd deze kaart voor jezelf: ze is de sleutel van je tafel.</translation>
    </message>
    <message>
        <source>table cards</source>
        <translation>tafelkaarten</translation>
    </message>
    <message>
        <source>card of table {0}</source>
        <translation>kaart van tafel {0}</translation>
    </message>
    <message>
        <source>Save the table cards</source>
        <translation>Tafelkaarten opslaan</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Pdf-bestanden (*.pdf)</translation>
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
    <message>
        <source>Time left</source>
        <extracomment>A label (AT-SPI &quot;label&quot;; Qt&apos;s Clock role reaches AT-SPI as &quot;unknown&quot;) with a value. Whether the states worth hearing are announced (the projector&apos;s copy is not).</extracomment>
        <translation>Resterende tijd</translation>
    </message>
    <message>
        <source>Write now</source>
        <translation>Nu opschrijven</translation>
    </message>
</context>
<context>
    <name>TrainingGamePage</name>
    <message>
        <source>Pause (F5)</source>
        <extracomment>what the page was showing before the review: (&quot;play&quot; | &quot;results&quot; | &quot;over&quot;, turn shown) the hints asked during the exercise (kind, answer): answered, never recorded in the game</extracomment>
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
    <message numerus="yes">
        <source>Game over after %n turn(s)</source>
        <translation>
            <numerusform>Partij afgelopen na %n beurt</numerusform>
            <numerusform>Partij afgelopen na %n beurten</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Game ended early after %n turn(s)</source>
        <translation>
            <numerusform>Partij vroegtijdig beëindigd na %n beurt</numerusform>
            <numerusform>Partij vroegtijdig beëindigd na %n beurten</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {0} · {1}</source>
        <translation>Beurt {0} · {1}</translation>
    </message>
    <message>
        <source>Paused: F5 resumes</source>
        <translation>Gepauzeerd: F5 om verder te gaan</translation>
    </message>
</context>
<context>
    <name>TrainingHome</name>
    <message>
        <source>Solo training</source>
        <extracomment>A page shown in place of the game: the study mode or the word tools.</extracomment>
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
        <source>Word tools: anagrams, patterns, hooks… (Ctrl+K)</source>
        <translation>Woordhulpmiddelen: anagrammen, patronen, aanhaakletters… (Ctrl+K)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Onvoltooide partijen</translation>
    </message>
    <message numerus="yes">
        <source>{0} — {1}, %n turn(s) played, {3} of {4}</source>
        <translation>
            <numerusform>{0} — {1}, %n beurt gespeeld, {3} van {4}</numerusform>
            <numerusform>{0} — {1}, %n beurten gespeeld, {3} van {4}</numerusform>
        </translation>
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
    <message>
        <source>The words you missed, to study… (F9)</source>
        <translation>De gemiste woorden, om te leren… (F9)</translation>
    </message>
</context>
<context>
    <name>TrainingRack</name>
    <message>
        <source>Rack</source>
        <extracomment>MIME type of a rack tile being dragged: its slot number in the rack. slot of the rack tile, row, col slot of a tile clicked (not dragged) A screen reader reads it as a label whose text is the letters (ui/widgets/accessible.py).</extracomment>
        <translation>Letters</translation>
    </message>
    <message>
        <source>all tiles are on the board</source>
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
        <translation>Willekeurige letters, startwaarde:</translation>
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
        <translation>Startwaarde</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>De startwaarde is een geheel getal (of leeg voor een willekeurige).</translation>
    </message>
    <message>
        <source>Replaying a club game gives you its racks, its rules and its time (and its edition); after each turn and at the end, your rank among the players who were there.</source>
        <translation>Een clubpartij naspelen geeft je haar letters, reglement en tijd (en editie); na elke beurt en aan het eind je plaats tussen de spelers die er waren.</translation>
    </message>
    <message>
        <source>Game to replay</source>
        <translation>Partij om na te spelen</translation>
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
        <extracomment>the games&apos; clock (tests give a fake one) the study mode&apos;s clock (tests give a fixed one)</extracomment>
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
        <source>&amp;Word tools…</source>
        <translation>&amp;Woordhulpmiddelen…</translation>
    </message>
    <message>
        <source>Training &amp;folder…</source>
        <translation>Trainings&amp;map…</translation>
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
        <translation>Hint: de s&amp;core van de top</translation>
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
        <translation>Rekje sch&amp;udden</translation>
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
        <translation>Volgende &amp;beurt</translation>
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
        <source>Word tools — Solo training</source>
        <translation>Woordhulpmiddelen — Solotraining</translation>
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
        <source>Training: {0}</source>
        <translation>Training: {0}</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
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
        <translation>Deze partij kan hier niet gespeeld worden, maar de samenvatting kan bekeken worden (alleen-lezen: er verandert niets in het bestand).</translation>
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
    <message>
        <source>&amp;The words you missed, to study…</source>
        <translation>De gemiste woorden, om te &amp;leren…</translation>
    </message>
    <message>
        <source>The words you missed — Solo training</source>
        <translation>De gemiste woorden — Solotraining</translation>
    </message>
    <message>
        <source>Replay its racks with another list</source>
        <translation>De rekjes spelen met een andere lijst</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
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
    <message numerus="yes">
        <source>game over after %n turn(s) (top total {0})</source>
        <translation>
            <numerusform>partij afgelopen na %n beurt (totaal van de tops {0})</numerusform>
            <numerusform>partij afgelopen na %n beurten (totaal van de tops {0})</numerusform>
        </translation>
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
        <translation>De partij zonder spelleider slaat elke zet op en heeft het bestand dus nodig om te schrijven: sluit het andere venster, of geef --save een kopie (Bestand &gt; Opslaan als) of een nieuwe naam in een beschrijfbare map.</translation>
    </message>
    <message>
        <source>join: {0}  PIN {1}</source>
        <translation>aansluiten: {0}  pincode {1}</translation>
    </message>
    <message>
        <source>saved: {0}</source>
        <translation>bewaard: {0}</translation>
    </message>
    <message>
        <source>error: {0}; the game waits until it can save</source>
        <translation>fout: {0}; de partij wacht tot ze kan opslaan</translation>
    </message>
    <message>
        <source>someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked</source>
        <translation>iemand raadt codes: {0} fout in de laatste minuut, {1} ongezien geweigerd</translation>
    </message>
</context>
<context>
    <name>WordToolsPage</name>
    <message>
        <source>Word tools</source>
        <extracomment>The questions, in the order the box lists them (data of the box).</extracomment>
        <translation>Woordhulpmiddelen</translation>
    </message>
    <message>
        <source>Ask the word list: anagrams of a rack (? for a blank), 7+1 and 8-1, a pattern (? for one letter, * for any letters), the words containing, starting or ending with letters, a word&apos;s hooks. Any search becomes study cards, the likeliest racks first.</source>
        <translation>Vraag de woordenlijst: anagrammen van letters (? voor een blanco), 7+1 en 8-1, een patroon (? voor één letter, * voor willekeurige letters), de woorden die letters bevatten, ermee beginnen of eindigen, de aanhaakletters van een woord. Elke zoekopdracht wordt kaarten, de waarschijnlijkste letters eerst.</translation>
    </message>
    <message>
        <source>Open the word list</source>
        <translation>De woordenlijst openen</translation>
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
        <source>Anagrams of a rack</source>
        <translation>Anagrammen van letters</translation>
    </message>
    <message>
        <source>Words a rack makes</source>
        <translation>Woorden van de letters (alle lengtes)</translation>
    </message>
    <message>
        <source>7+1: a letter more</source>
        <translation>7+1: een letter meer</translation>
    </message>
    <message>
        <source>8-1: a letter less</source>
        <translation>8-1: een letter minder</translation>
    </message>
    <message>
        <source>Pattern (? one letter, * any)</source>
        <translation>Patroon (? één letter, * willekeurig)</translation>
    </message>
    <message>
        <source>Containing</source>
        <translation>Met daarin</translation>
    </message>
    <message>
        <source>Starting with</source>
        <translation>Beginnend met</translation>
    </message>
    <message>
        <source>Ending with</source>
        <translation>Eindigend op</translation>
    </message>
    <message>
        <source>Hooks of a word</source>
        <translation>Aanhaakletters van een woord</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Vraag</translation>
    </message>
    <message>
        <source>Letters, ? and * (Enter)</source>
        <translation>Letters, ? en * (Enter)</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Search (Enter)</source>
        <translation>Zoeken (Enter)</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Gevonden woorden</translation>
    </message>
    <message>
        <source>every word of the letters</source>
        <translation>alle woorden met de letters</translation>
    </message>
    <message>
        <source>the hooks of each word</source>
        <translation>de aanhaakletters van elk woord</translation>
    </message>
    <message>
        <source>Cards asking</source>
        <translation>Kaarten die vragen naar</translation>
    </message>
    <message>
        <source>The likeliest</source>
        <translation>De waarschijnlijkste</translation>
    </message>
    <message>
        <source>Add to the study cards</source>
        <translation>Aan de kaarten toevoegen</translation>
    </message>
    <message>
        <source>Back to training</source>
        <translation>Terug naar de training</translation>
    </message>
    <message>
        <source>Study cards asking</source>
        <translation>Kaarten die vragen naar</translation>
    </message>
    <message>
        <source>the likeliest</source>
        <translation>de waarschijnlijkste</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n word(s)</source>
        <translation>
            <numerusform>{0}: %n woord</numerusform>
            <numerusform>{0}: %n woorden</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the word list for patterns (once)…</source>
        <translation>De woordenlijst wordt gelezen voor patronen (één keer)…</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added to the words to study</source>
        <translation>
            <numerusform>%n kaart toegevoegd aan de woorden om te oefenen</numerusform>
            <numerusform>%n kaarten toegevoegd aan de woorden om te oefenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word card(s) due today, the others on the coming days</source>
        <translation>
            <numerusform>%n woordkaart vandaag aan de beurt, de andere de komende dagen</numerusform>
            <numerusform>%n woordkaarten vandaag aan de beurt, de andere de komende dagen</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Before: {0} · after: {1} · {2} ms</source>
        <translation>Ervoor: {0} · erachter: {1} · {2} ms</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n woord</numerusform>
            <numerusform>%n woorden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n words: the first ones are shown; narrow the search.</source>
        <translation>
            <numerusform>Meer dan %n woord: de eerste worden getoond; maak de zoekopdracht nauwer.</numerusform>
            <numerusform>Meer dan %n woorden: de eerste worden getoond; maak de zoekopdracht nauwer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Making the cards…</source>
        <translation>De kaarten worden gemaakt…</translation>
    </message>
    <message>
        <source>anagrams</source>
        <translation>anagrammen</translation>
    </message>
    <message>
        <source>words of</source>
        <translation>woorden van</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>patroon</translation>
    </message>
    <message>
        <source>containing</source>
        <translation>met daarin</translation>
    </message>
    <message>
        <source>starting with</source>
        <translation>beginnend met</translation>
    </message>
    <message>
        <source>ending with</source>
        <translation>eindigend op</translation>
    </message>
    <message>
        <source>hooks</source>
        <translation>aanhaakletters</translation>
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
        <source>Top found with a hint</source>
        <translation>Top gevonden met een hint</translation>
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
    <name>editions</name>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>bad data: the field &apos;{name}&apos; {problem}</source>
        <translation>foute gegevens: het veld &apos;{name}&apos; {problem}</translation>
    </message>
    <message>
        <source>unknown action {kind}</source>
        <translation>onbekende actie {kind}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>een speler heeft een naam nodig</translation>
    </message>
    <message>
        <source>bad data: the payload is not an object but {payload}</source>
        <translation>foute gegevens: de inhoud is geen object maar {payload}</translation>
    </message>
    <message>
        <source>table numbers start at 1</source>
        <translation>tafelnummers beginnen bij 1</translation>
    </message>
    <message>
        <source>table {table} is taken by {name}</source>
        <translation>tafel {table} is bezet door {name}</translation>
    </message>
    <message>
        <source>{player} has already left</source>
        <translation>{player} is al vertrokken</translation>
    </message>
    <message>
        <source>table {new_table} is taken by {name}</source>
        <translation>tafel {new_table} is bezet door {name}</translation>
    </message>
    <message>
        <source>a rack is already in play</source>
        <translation>er zijn al letters in het spel</translation>
    </message>
    <message>
        <source>draw for turn {turn}, expected {count}</source>
        <translation>trekking voor beurt {turn}, beurt {count} werd verwacht</translation>
    </message>
    <message>
        <source>turn {turn}: the leftover does not match the last rack</source>
        <translation>beurt {turn}: de overgebleven letters passen niet bij het laatste rekje</translation>
    </message>
    <message>
        <source>{player} does not play turn {number}</source>
        <translation>{player} speelt beurt {number} niet</translation>
    </message>
    <message>
        <source>the move is empty: type a reference and a word, or use no move</source>
        <translation>de zet is leeg: typ een coördinaat en een woord, of kies geen zet</translation>
    </message>
    <message>
        <source>bad data: the field &apos;token_sha256&apos; must be 64 hexadecimal digits</source>
        <translation>foute gegevens: het veld &apos;token_sha256&apos; moet 64 hexadecimale cijfers hebben</translation>
    </message>
    <message>
        <source>table {table} is already held by another phone</source>
        <translation>tafel {table} is al in gebruik door een andere telefoon</translation>
    </message>
    <message>
        <source>table {table} has no entry in turn {number}</source>
        <translation>tafel {table} heeft geen inzending in beurt {number}</translation>
    </message>
    <message>
        <source>warnings and penalties cannot be negative</source>
        <translation>waarschuwingen en strafpunten kunnen niet negatief zijn</translation>
    </message>
    <message>
        <source>master move for another turn</source>
        <translation>meesterzet voor een andere beurt</translation>
    </message>
    <message>
        <source>commit for another turn</source>
        <translation>afsluiting voor een andere beurt</translation>
    </message>
    <message>
        <source>a hint needs a kind</source>
        <translation>een hint heeft een soort nodig</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>de partij is al afgelopen</translation>
    </message>
    <message>
        <source>is unknown</source>
        <translation>is onbekend</translation>
    </message>
    <message>
        <source>no phone holds table {table}</source>
        <translation>geen telefoon gebruikt tafel {table}</translation>
    </message>
    <message>
        <source>table {table} does not play turn {number}</source>
        <translation>tafel {table} speelt beurt {number} niet</translation>
    </message>
    <message>
        <source>the master move {move} is not legal: {reason}</source>
        <translation>de meesterzet {move} is niet geldig: {reason}</translation>
    </message>
    <message>
        <source>must be {what}, not {found}</source>
        <translation>moet {what} zijn, niet {found}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>ontbreekt</translation>
    </message>
    <message>
        <source>no move is possible</source>
        <translation>er is geen zet mogelijk</translation>
    </message>
    <message>
        <source>no move is possible with this rack</source>
        <translation>met deze letters is geen zet mogelijk</translation>
    </message>
    <message>
        <source>the prepared game has no more racks</source>
        <translation>de voorbereide partij heeft geen letters meer</translation>
    </message>
    <message>
        <source>ended by the player</source>
        <translation>door de speler beëindigd</translation>
    </message>
    <message>
        <source>no tiles are left</source>
        <translation>er zijn geen letters meer</translation>
    </message>
    <message numerus="yes">
        <source>only %n tile(s) left (the game ends below {minimum})</source>
        <translation>
            <numerusform>nog maar %n letter over (de partij eindigt onder {minimum})</numerusform>
            <numerusform>nog maar %n letters over (de partij eindigt onder {minimum})</numerusform>
        </translation>
    </message>
    <message>
        <source>no vowel is left</source>
        <translation>er is geen klinker meer</translation>
    </message>
    <message numerus="yes">
        <source>no rack with at least {vowels} and {consonants} can be formed from the %n tile(s) left</source>
        <translation>
            <numerusform>met de %n overgebleven letter kan geen rekje met minstens {vowels} en {consonants} worden gevormd</numerusform>
            <numerusform>met de %n overgebleven letters kan geen rekje met minstens {vowels} en {consonants} worden gevormd</numerusform>
        </translation>
    </message>
    <message>
        <source>no valid rack could be drawn</source>
        <translation>er konden geen geldige letters worden getrokken</translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n klinker</numerusform>
            <numerusform>%n klinkers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n medeklinker</numerusform>
            <numerusform>%n medeklinkers</numerusform>
        </translation>
    </message>
    <message>
        <source>the rack {names} has {count} tiles; this turn&apos;s rack has {size}</source>
        <translation>het rekje {names} heeft {count} letters; het rekje van deze beurt heeft er {size}</translation>
    </message>
    <message>
        <source>not left in the bag: {names} (bag and leftover: {names2})</source>
        <translation>niet meer in de zak: {names} (zak en overgebleven letters: {names2})</translation>
    </message>
    <message>
        <source>the rack {names} breaks the draw rule of turn {turn}: it needs at least {vowels} and {consonants}</source>
        <translation>het rekje {names} voldoet niet aan de trekregel van beurt {turn}: er zijn minstens {vowels} en {consonants} nodig</translation>
    </message>
    <message>
        <source>the CGP position has {count} characters; at most {max_cgp} are read</source>
        <translation>de CGP-stelling heeft {count} tekens; er worden er hoogstens {max_cgp} gelezen</translation>
    </message>
    <message>
        <source>a CGP position has four fields (board, racks, scores, scoreless turns), this one has {count}</source>
        <translation>een CGP-stelling heeft vier velden (bord, rekjes, scores, beurten zonder score), deze heeft er {count}</translation>
    </message>
    <message>
        <source>the board has {count} rows separated by &apos;/&apos;, not {size}</source>
        <translation>het bord heeft {count} rijen gescheiden door &apos;/&apos;, niet {size}</translation>
    </message>
    <message>
        <source>the racks {racks_text} must be two racks separated by one &apos;/&apos;, like AEINRST/</source>
        <translation>de rekjes {racks_text} moeten twee rekjes zijn gescheiden door één &apos;/&apos;, zoals AEINRST/</translation>
    </message>
    <message>
        <source>the scores {scores_text} must be two numbers of at most {max_digits} digits separated by &apos;/&apos;, like 0/0</source>
        <translation>de scores {scores_text} moeten twee getallen van hoogstens {max_digits} cijfers zijn, gescheiden door &apos;/&apos;, zoals 0/0</translation>
    </message>
    <message>
        <source>the scoreless-turn count {zero_text} must be a whole number of at most {max_digits} digits</source>
        <translation>het aantal beurten zonder score {zero_text} moet een geheel getal van hoogstens {max_digits} cijfers zijn</translation>
    </message>
    <message>
        <source>row {row} {text}: {name} is not a letter of the {edition} edition</source>
        <translation>rij {row} {text}: {name} is geen letter van de editie {edition}</translation>
    </message>
    <message>
        <source>row {number} ({row_text}) covers {count} squares, not {size}</source>
        <translation>rij {number} ({row_text}) beslaat {count} vakjes, niet {size}</translation>
    </message>
    <message>
        <source>the rack {text} has a number in it</source>
        <translation>het rekje {text} bevat een cijfer</translation>
    </message>
    <message>
        <source>the rack {text} has a lowercase letter: write a blank as &apos;?&apos;</source>
        <translation>het rekje {text} bevat een kleine letter: schrijf een blanco als &apos;?&apos;</translation>
    </message>
    <message>
        <source>give either --batch or a CGP position and a MOVE</source>
        <translation>geef --batch of een CGP-stelling en een ZET</translation>
    </message>
    <message>
        <source>give the MOVE to score after the CGP position, like &quot;8D QUEEN&quot;</source>
        <translation>geef de ZET om te tellen na de CGP-stelling, zoals &quot;8D QUEEN&quot;</translation>
    </message>
    <message>
        <source>--jobs must be 1 or more</source>
        <translation>--jobs moet 1 of meer zijn</translation>
    </message>
    <message>
        <source>--limit must be from 0 to {limit}</source>
        <translation>--limit moet van 0 tot {limit} zijn</translation>
    </message>
    <message>
        <source>--players must be from 0 to {most}</source>
        <translation>--players moet van 0 tot {most} zijn</translation>
    </message>
    <message>
        <source>--games must be 1 or more</source>
        <translation>--games moet 1 of meer zijn</translation>
    </message>
    <message>
        <source>--tries must be at least --games</source>
        <translation>--tries moet minstens --games zijn</translation>
    </message>
    <message>
        <source>only {kept} of the {wanted} games asked for matched in the seeds tried; widen the bounds or give more --tries</source>
        <translation>maar {kept} van de {wanted} gevraagde partijen voldeden bij de geprobeerde startwaarden; verruim de grenzen of geef meer --tries</translation>
    </message>
    <message>
        <source>search walk: {walk}</source>
        <translation>zoekmethode: {walk}</translation>
    </message>
    <message>
        <source>walks installed: {walks} (set {variable}=1 to force the pure one)</source>
        <translation>geïnstalleerde zoekmethoden: {walks} (zet {variable}=1 om de zuivere Python-methode af te dwingen)</translation>
    </message>
    <message>
        <source>cores used by --jobs: {cores}</source>
        <translation>kernen gebruikt door --jobs: {cores}</translation>
    </message>
    <message>
        <source>word-list cache: {folder}</source>
        <translation>cache van de woordenlijsten: {folder}</translation>
    </message>
    <message>
        <source>--save, --html and --record are for one game: leave them out with --games</source>
        <translation>--save, --html en --record zijn voor één partij: laat ze weg met --games</translation>
    </message>
    <message>
        <source>the work was cancelled</source>
        <translation>het werk is geannuleerd</translation>
    </message>
    <message>
        <source>building the word list was cancelled</source>
        <translation>het opbouwen van de woordenlijst is geannuleerd</translation>
    </message>
    <message>
        <source>unknown edition {name}; known editions: {known}</source>
        <translation>onbekende editie {name}; bekende edities: {known}</translation>
    </message>
    <message>
        <source>This session is open in another program or computer. It can be opened read-only.</source>
        <translation>Deze partij is geopend in een ander programma of op een andere computer. Ze kan alleen-lezen worden geopend.</translation>
    </message>
    <message>
        <source>This session is open in another window of this program. It can be opened read-only.</source>
        <translation>Deze partij is geopend in een ander venster van dit programma. Ze kan alleen-lezen worden geopend.</translation>
    </message>
    <message>
        <source>This session is open in another window (process {pid} on this computer). It can be opened read-only.</source>
        <translation>Deze partij is geopend in een ander venster (proces {pid} op deze computer). Ze kan alleen-lezen worden geopend.</translation>
    </message>
    <message>
        <source>This session is open in another window (process {pid} on the computer {host}). It can be opened read-only.</source>
        <translation>Deze partij is geopend in een ander venster (proces {pid} op de computer {host}). Ze kan alleen-lezen worden geopend.</translation>
    </message>
    <message>
        <source>min bingos must be 0 or more, not {value}</source>
        <translation>het minimum aantal scrabbles moet 0 of meer zijn, niet {value}</translation>
    </message>
    <message>
        <source>max bingos must be 0 or more, not {value}</source>
        <translation>het maximum aantal scrabbles moet 0 of meer zijn, niet {value}</translation>
    </message>
    <message>
        <source>min total must be 0 or more, not {value}</source>
        <translation>het minimum totaal van de tops moet 0 of meer zijn, niet {value}</translation>
    </message>
    <message>
        <source>max total must be 0 or more, not {value}</source>
        <translation>het maximum totaal van de tops moet 0 of meer zijn, niet {value}</translation>
    </message>
    <message>
        <source>max unused blanks must be 0 or more, not {value}</source>
        <translation>het maximum aantal behouden blanco&apos;s moet 0 of meer zijn, niet {value}</translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: %n turn(s), bingos: {bingos}, top total {top_total}, turns with a blank kept: {unused_blanks}</source>
        <translation>
            <numerusform>startwaarde {seed}: %n beurt, scrabbles: {bingos}, totaal van de tops {top_total}, beurten met een behouden blanco: {unused_blanks}</numerusform>
            <numerusform>startwaarde {seed}: %n beurten, scrabbles: {bingos}, totaal van de tops {top_total}, beurten met een behouden blanco: {unused_blanks}</numerusform>
        </translation>
    </message>
    <message>
        <source>the number of games must be 1 or more, not {wanted}</source>
        <translation>het aantal partijen moet 1 of meer zijn, niet {wanted}</translation>
    </message>
    <message>
        <source>{tries} tries cannot give {wanted} games</source>
        <translation>{tries} pogingen kunnen geen {wanted} partijen opleveren</translation>
    </message>
    <message>
        <source>cannot create the folder {folder}: {value}</source>
        <translation>de map {folder} kan niet worden gemaakt: {value}</translation>
    </message>
    <message>
        <source>generating games was cancelled</source>
        <translation>het maken van partijen is geannuleerd</translation>
    </message>
    <message>
        <source>{what} has {count} characters; at most {limit} are read</source>
        <translation>{what} heeft {count} tekens; er worden er hoogstens {limit} gelezen</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (character {start} cannot be decoded)</source>
        <translation>{what} is geen UTF-8-tekst (teken {start} kan niet worden gedecodeerd)</translation>
    </message>
    <message>
        <source>JSON nested {depth} levels deep; at most {max_depth} are read</source>
        <translation>JSON {depth} niveaus diep genest; er worden er hoogstens {max_depth} gelezen</translation>
    </message>
    <message>
        <source>JSON nested too deeply; at most {max_depth} levels are read</source>
        <translation>JSON te diep genest; er worden hoogstens {max_depth} niveaus gelezen</translation>
    </message>
    <message>
        <source>not JSON ({reason})</source>
        <translation>geen JSON ({reason})</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>een object</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>een lijst</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {start} cannot be decoded)</source>
        <translation>geen UTF-8-tekst (byte {start} kan niet worden gedecodeerd)</translation>
    </message>
    <message>
        <source>line {number} is longer than {limit} bytes; it was skipped</source>
        <translation>regel {number} is langer dan {limit} bytes; ze is overgeslagen</translation>
    </message>
    <message>
        <source>line {number} is not UTF-8 text (byte {start} cannot be decoded)</source>
        <translation>regel {number} is geen UTF-8-tekst (byte {start} kan niet worden gedecodeerd)</translation>
    </message>
    <message>
        <source>the word list {path} is larger than {max_list_bytes} MB: it cannot be a word list</source>
        <translation>de woordenlijst {path} is groter dan {max_list_bytes} MB: dat kan geen woordenlijst zijn</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n woord</numerusform>
            <numerusform>%n woorden</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is UTF-32 text: save it as UTF-8</source>
        <translation>{name} is UTF-32-tekst: sla het op als UTF-8</translation>
    </message>
    <message>
        <source>{name} is not a text file (it contains NUL bytes)</source>
        <translation>{name} is geen tekstbestand (het bevat NUL-bytes)</translation>
    </message>
    <message>
        <source>{path} is a folder, not a word list</source>
        <translation>{path} is een map, geen woordenlijst</translation>
    </message>
    <message>
        <source>loading the word list was cancelled</source>
        <translation>het laden van de woordenlijst is geannuleerd</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles; {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n woord; overgeslagen: {letters} met letters die geen stenen zijn; {length} korter dan 2 of langer dan {size} letters (bv. {examples})</numerusform>
            <numerusform>%n woorden; overgeslagen: {letters} met letters die geen stenen zijn; {length} korter dan 2 of langer dan {size} letters (bv. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles (e.g. {examples})</source>
        <translation>
            <numerusform>%n woord; overgeslagen: {letters} met letters die geen stenen zijn (bv. {examples})</numerusform>
            <numerusform>%n woorden; overgeslagen: {letters} met letters die geen stenen zijn (bv. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n woord; overgeslagen: {length} korter dan 2 of langer dan {size} letters (bv. {examples})</numerusform>
            <numerusform>%n woorden; overgeslagen: {length} korter dan 2 of langer dan {size} letters (bv. {examples})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the word list {path}: {value}</source>
        <translation>de woordenlijst {path} kan niet worden gelezen: {value}</translation>
    </message>
    <message>
        <source>{name} looks like UTF-16 text without a byte-order mark: save it as UTF-8</source>
        <translation>{name} lijkt UTF-16-tekst zonder byte-order-mark: sla het op als UTF-8</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte {start} cannot be decoded): save it as UTF-8</source>
        <translation>{name} is geen UTF-8-tekst (byte {start} kan niet worden gedecodeerd): sla het op als UTF-8</translation>
    </message>
    <message>
        <source>the word list {path} is a damaged gzip file ({reason})</source>
        <translation>de woordenlijst {path} is een beschadigd gzip-bestand ({reason})</translation>
    </message>
    <message>
        <source>{name} is damaged UTF-16 text: save it as UTF-8</source>
        <translation>{name} is beschadigde UTF-16-tekst: sla het op als UTF-8</translation>
    </message>
    <message>
        <source>the cached copy of the word list was damaged ({reason}): it was compiled again</source>
        <translation>de gecachete kopie van de woordenlijst was beschadigd ({reason}): ze is opnieuw gecompileerd</translation>
    </message>
    <message>
        <source>cannot write the cache in {folder} ({reason}): the list is compiled each time, about {seconds} s</source>
        <translation>de cache in {folder} kan niet worden geschreven ({reason}): de lijst wordt elke keer gecompileerd, ongeveer {seconds} s</translation>
    </message>
    <message>
        <source>{stripped} is not a reference followed by a word</source>
        <translation>{stripped} is geen coördinaat gevolgd door een woord</translation>
    </message>
    <message>
        <source>{text} is not a reference: write a letter and a number, like 8D (across) or D8 (down)</source>
        <translation>{text} is geen coördinaat: schrijf een letter en een getal, zoals 8D (horizontaal) of D8 (verticaal)</translation>
    </message>
    <message>
        <source>the word is missing</source>
        <translation>het woord ontbreekt</translation>
    </message>
    <message>
        <source>{raw}: &apos;?&apos; must be followed by the blank&apos;s letter</source>
        <translation>{raw}: na &apos;?&apos; moet de letter van de blanco volgen</translation>
    </message>
    <message>
        <source>{raw}: &apos;(&apos; is not closed</source>
        <translation>{raw}: &apos;(&apos; is niet gesloten</translation>
    </message>
    <message>
        <source>{raw} has no letters</source>
        <translation>{raw} heeft geen letters</translation>
    </message>
    <message>
        <source>the move has {count} characters; a move is at most {max_move_text}</source>
        <translation>de zet heeft {count} tekens; een zet heeft er hoogstens {max_move_text}</translation>
    </message>
    <message>
        <source>the move is empty: write a reference and a word, like H4 WORD</source>
        <translation>de zet is leeg: schrijf een coördinaat en een woord, zoals H4 WOORD</translation>
    </message>
    <message>
        <source>{stripped} has a reference but no word</source>
        <translation>{stripped} heeft een coördinaat maar geen woord</translation>
    </message>
    <message>
        <source>{stripped} needs a reference and a word, like H4 WORD</source>
        <translation>{stripped} heeft een coördinaat en een woord nodig, zoals H4 WOORD</translation>
    </message>
    <message>
        <source>{bad} is not a table number: type numbers separated by spaces or commas</source>
        <translation>{bad} is geen tafelnummer: typ getallen gescheiden door spaties of komma&apos;s</translation>
    </message>
    <message>
        <source>no table number given</source>
        <translation>geen tafelnummer opgegeven</translation>
    </message>
    <message>
        <source>{text} is not a reference: write a letter and a number, like H4 (across) or 4H (down)</source>
        <translation>{text} is geen coördinaat: schrijf een letter en een getal, zoals H4 (horizontaal) of 4H (verticaal)</translation>
    </message>
    <message>
        <source>{raw}: &apos;.&apos; cannot stand inside parentheses</source>
        <translation>{raw}: &apos;.&apos; mag niet tussen haakjes staan</translation>
    </message>
    <message>
        <source>{raw}: &apos;?&apos; marks the one letter after it as a blank</source>
        <translation>{raw}: &apos;?&apos; markeert alleen de letter erna als blanco</translation>
    </message>
    <message>
        <source>{raw}: parentheses cannot be nested</source>
        <translation>{raw}: haakjes kunnen niet genest worden</translation>
    </message>
    <message>
        <source>{raw}: &apos;)&apos; without &apos;(&apos;</source>
        <translation>{raw}: &apos;)&apos; zonder &apos;(&apos;</translation>
    </message>
    <message>
        <source>{raw}: a word has no spaces</source>
        <translation>{raw}: een woord heeft geen spaties</translation>
    </message>
    <message>
        <source>the name must be text</source>
        <translation>de naam moet tekst zijn</translation>
    </message>
    <message>
        <source>a name has at most {name_limit} characters</source>
        <translation>een naam heeft hoogstens {name_limit} tekens</translation>
    </message>
    <message>
        <source>this phone has not joined: send the PIN first</source>
        <translation>deze telefoon doet nog niet mee: stuur eerst de pincode</translation>
    </message>
    <message>
        <source>this phone has not joined (or its table was released): join again</source>
        <translation>deze telefoon doet niet mee (of zijn tafel is vrijgegeven): meld je opnieuw aan</translation>
    </message>
    <message>
        <source>the table must be a whole number from 1 to 9999</source>
        <translation>de tafel moet een geheel getal van 1 tot 9999 zijn</translation>
    </message>
    <message>
        <source>&apos;move&apos; must be a reference and a word (at most {move_limit} characters)</source>
        <translation>&apos;move&apos; moet een coördinaat en een woord zijn (hoogstens {move_limit} tekens)</translation>
    </message>
    <message>
        <source>write your score with your move (the rules ask for it)</source>
        <translation>schrijf je score bij je zet (het reglement vraagt het)</translation>
    </message>
    <message>
        <source>turn {turn} is not being played</source>
        <translation>beurt {turn} wordt nu niet gespeeld</translation>
    </message>
    <message>
        <source>the time of turn {turn} is up</source>
        <translation>de tijd van beurt {turn} is om</translation>
    </message>
    <message>
        <source>there is no table {table} in this session; ask the arbiter</source>
        <translation>er is geen tafel {table} in deze partij; vraag het de spelleider</translation>
    </message>
    <message>
        <source>turn {turn} is over</source>
        <translation>beurt {turn} is voorbij</translation>
    </message>
    <message>
        <source>turn {turn} is not being played (turn {now} is)</source>
        <translation>beurt {turn} wordt nu niet gespeeld (beurt {now} wel)</translation>
    </message>
    <message>
        <source>the game was played with the word list {name}: {reason}</source>
        <translation>de partij is gespeeld met de woordenlijst {name}: {reason}</translation>
    </message>
    <message>
        <source>the game was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...</source>
        <translation>de partij is gespeeld met de woordenlijst {name} (SHA-256 {sha256}...), maar de gevonden lijst heeft SHA-256 {found}...</translation>
    </message>
    <message>
        <source>a game record is a JSON object; this is not one</source>
        <translation>een partijverslag is een JSON-object; dit is er geen</translation>
    </message>
    <message>
        <source>this is not a duplicate game record (format {get})</source>
        <translation>dit is geen verslag van een duplicate-partij (formaat {get})</translation>
    </message>
    <message>
        <source>version: the game record has no valid version number ({found})</source>
        <translation>version: het partijverslag heeft geen geldig versienummer ({found})</translation>
    </message>
    <message>
        <source>the game record was written by a newer version of this program (record version {version}, this version reads up to {record_version}); please update</source>
        <translation>het partijverslag is geschreven door een nieuwere versie van dit programma (verslagversie {version}, deze versie leest tot {record_version}); werk het programma bij</translation>
    </message>
    <message>
        <source>the game record commits turn {missing} but has no rack for it</source>
        <translation>het verslag sluit beurt {missing} af maar heeft er geen letters voor</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} bestaat niet</translation>
    </message>
    <message>
        <source>{path} is not a game record (not UTF-8 text)</source>
        <translation>{path} is geen partijverslag (geen UTF-8-tekst)</translation>
    </message>
    <message>
        <source>cannot read {path}: {value}</source>
        <translation>{path} kan niet worden gelezen: {value}</translation>
    </message>
    <message>
        <source>{path} is too large to be a game record</source>
        <translation>{path} is te groot voor een partijverslag</translation>
    </message>
    <message>
        <source>{path} is not a game record ({reason})</source>
        <translation>{path} is geen partijverslag ({reason})</translation>
    </message>
    <message>
        <source>actions[{number}] ({kind}): action {number2} of the game record is damaged ({reason})</source>
        <translation>actions[{number}] ({kind}): actie {number2} van het verslag is beschadigd ({reason})</translation>
    </message>
    <message>
        <source>a word has at least two letters</source>
        <translation>een woord heeft minstens twee letters</translation>
    </message>
    <message>
        <source>the word has {count} letters but only {room} squares are left from {square} to the edge</source>
        <translation>het woord heeft {count} letters maar er zijn maar {room} vakjes van {square} tot de rand</translation>
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
        <source>two tiles are on the same square</source>
        <translation>twee letters liggen op hetzelfde vakje</translation>
    </message>
    <message>
        <source>the tiles must be in one row or one column</source>
        <translation>de letters moeten in één rij of één kolom liggen</translation>
    </message>
    <message>
        <source>{edition} default ({list})</source>
        <translation>standaardlijst ({list})</translation>
    </message>
    <message>
        <source>the word list {name} is damaged: delete the files of the cache folder and load it again</source>
        <translation>de woordenlijst {name} is beschadigd: verwijder de bestanden in de cachemap en laad de lijst opnieuw</translation>
    </message>
    <message>
        <source>type some letters</source>
        <translation>typ een paar letters</translation>
    </message>
    <message>
        <source>at most {limit} letters</source>
        <translation>hoogstens {limit} letters</translation>
    </message>
    <message>
        <source>at most {limit} blanks in a rack</source>
        <translation>hoogstens {limit} blanco&apos;s in de letters</translation>
    </message>
    <message>
        <source>hooks are asked of a word, without ?</source>
        <translation>aanhaakletters vraag je voor een woord, zonder ?</translation>
    </message>
    <message>
        <source>{letter} is no tile of the {edition} edition</source>
        <translation>{letter} is geen letter van de {edition} editie</translation>
    </message>
    <message>
        <source>send the body with a Content-Length</source>
        <translation>stuur de inhoud met een Content-Length</translation>
    </message>
    <message>
        <source>a request body may hold at most {most} bytes</source>
        <translation>de inhoud van een verzoek mag hoogstens {most} bytes bevatten</translation>
    </message>
    <message>
        <source>the request is not HTTP/1.1</source>
        <translation>het verzoek is geen HTTP/1.1</translation>
    </message>
    <message>
        <source>the request&apos;s headers are too long</source>
        <translation>de kopregels van het verzoek zijn te lang</translation>
    </message>
    <message>
        <source>no free port from {first} to {last}: {reason}</source>
        <translation>geen vrije poort van {first} tot {last}: {reason}</translation>
    </message>
    <message>
        <source>the PIN must have 4 to 6 digits</source>
        <translation>de pincode moet 4 tot 6 cijfers hebben</translation>
    </message>
    <message>
        <source>the body must be a JSON object</source>
        <translation>de inhoud moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>too many requests: wait a second</source>
        <translation>te veel verzoeken: wacht een seconde</translation>
    </message>
    <message>
        <source>wrong PIN: ask the arbiter</source>
        <translation>verkeerde pincode: vraag het de spelleider</translation>
    </message>
    <message>
        <source>send the turn and the move</source>
        <translation>stuur de beurt en de zet</translation>
    </message>
    <message>
        <source>no such page</source>
        <translation>deze pagina bestaat niet</translation>
    </message>
    <message>
        <source>&apos;wait&apos; must be a number of seconds</source>
        <translation>&apos;wait&apos; moet een aantal seconden zijn</translation>
    </message>
    <message>
        <source>{text}: {letter} is not a {edition} tile</source>
        <translation>{text}: {letter} is geen letter van de editie {edition}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>een geheel getal</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>een eindig getal</translation>
    </message>
    <message>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true of false</translation>
    </message>
    <message>
        <source>one of {choices}</source>
        <translation>een van {choices}</translation>
    </message>
    <message>
        <source>{what} or null</source>
        <translation>{what} of null</translation>
    </message>
    <message>
        <source>a list of {what}</source>
        <translation>een lijst (elk element: {what})</translation>
    </message>
    <message>
        <source>the rack {rack_text} has {count} tiles; a rack holds at most {rack_size}</source>
        <translation>het rekje {rack_text} heeft {count} stenen; een rekje bevat hoogstens {rack_size}</translation>
    </message>
    <message>
        <source>the opponent&apos;s rack {rack_text} has {count} tiles; a rack holds at most {rack_size}</source>
        <translation>het rekje van de tegenstander {rack_text} heeft {count} stenen; een rekje bevat hoogstens {rack_size}</translation>
    </message>
    <message>
        <source>{count} tiles {name} are on the board and racks, but the {edition} edition has only {count2}</source>
        <translation>{count} letters {name} liggen op het bord en de rekjes, maar de editie {edition} heeft er maar {count2}</translation>
    </message>
    <message>
        <source>row {row} ({text}): {run} empty squares do not fit in a row of {size}</source>
        <translation>rij {row} ({text}): {run} lege vakjes passen niet in een rij van {size}</translation>
    </message>
    <message>
        <source>the rack {text}: {name} is not a letter of the {edition} edition</source>
        <translation>het rekje {text}: {name} is geen letter van de editie {edition}</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Frans</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duits</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Noors</translation>
    </message>
    <message>
        <source>the minimum bingos ({low}) is above the maximum ({high})</source>
        <translation>het minimum aantal scrabbles ({low}) ligt boven het maximum ({high})</translation>
    </message>
    <message>
        <source>the minimum top total ({low}) is above the maximum ({high})</source>
        <translation>het minimum van het toptotaal ({low}) ligt boven het maximum ({high})</translation>
    </message>
    <message>
        <source>argument {number}</source>
        <translation>argument {number}</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>regel {number}</translation>
    </message>
    <message>
        <source>line {line}: table {table} is used twice</source>
        <translation>regel {line}: tafel {table} is twee keer gebruikt</translation>
    </message>
    <message>
        <source>line {line}: table numbers start at 1</source>
        <translation>regel {line}: tafelnummers beginnen bij 1</translation>
    </message>
    <message>
        <source>{name} holds no usable {edition} words</source>
        <translation>{name} bevat geen bruikbare woorden voor de editie {edition}</translation>
    </message>
    <message>
        <source>there is no column {letter}: columns go from A to O</source>
        <translation>er is geen kolom {letter}: de kolommen gaan van A tot O</translation>
    </message>
    <message>
        <source>there is no row {number}: rows go from 1 to 15</source>
        <translation>er is geen rij {number}: de rijen gaan van 1 tot 15</translation>
    </message>
    <message>
        <source>there is no row {letter}: rows go from A to O</source>
        <translation>er is geen rij {letter}: de rijen gaan van A tot O</translation>
    </message>
    <message>
        <source>there is no column {number}: columns go from 1 to 15</source>
        <translation>er is geen kolom {number}: de kolommen gaan van 1 tot 15</translation>
    </message>
    <message>
        <source>{raw} has characters that are no {edition} tiles: {shown}</source>
        <translation>{raw} bevat tekens die geen letters van de editie {edition} zijn: {shown}</translation>
    </message>
    <message>
        <source>the game record is damaged: {reason}</source>
        <translation>het partijverslag is beschadigd: {reason}</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>is missing (the object has the unknown field {extra})</source>
        <translation>ontbreekt (de gegevens hebben het onbekende veld {extra})</translation>
    </message>
    <message>
        <source>must be at most {high}, not {value}</source>
        <translation>mag hoogstens {high} zijn, niet {value}</translation>
    </message>
    <message>
        <source>has {count} characters; at most {limit}</source>
        <translation>heeft {count} tekens; hoogstens {limit}</translation>
    </message>
    <message>
        <source>a list of {count} items ({items})</source>
        <translation>een lijst van {count} elementen ({items})</translation>
    </message>
    <message>
        <source>must be from {low} to {high}, not {value}</source>
        <translation>moet tussen {low} en {high} liggen, niet {value}</translation>
    </message>
    <message>
        <source>must be at least {low}, not {value}</source>
        <translation>moet minstens {low} zijn, niet {value}</translation>
    </message>
    <message>
        <source>not valid TOML ({reason})</source>
        <translation>geen geldige TOML ({reason})</translation>
    </message>
    <message>
        <source>{line} is not a JSON object ({reason})</source>
        <translation>{line} is geen JSON-object ({reason})</translation>
    </message>
    <message>
        <source>the file cannot be read: {detail}</source>
        <translation>het bestand kan niet gelezen worden: {detail}</translation>
    </message>
    <message>
        <source>the game record&apos;s settings are damaged: {reason}</source>
        <translation>de instellingen van het partijverslag zijn beschadigd: {reason}</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}</source>
        <translation>niet op het rekje {rack}: {names}</translation>
    </message>
    <message>
        <source>the word goes on: {square} holds {letter}; write the whole word</source>
        <translation>het woord loopt door: op {square} ligt {letter}; schrijf het hele woord</translation>
    </message>
    <message>
        <source>square {row},{col} is not on the board</source>
        <translation>vakje {row},{col} ligt niet op het bord</translation>
    </message>
    <message>
        <source>{square} is already occupied</source>
        <translation>{square} is al bezet</translation>
    </message>
    <message>
        <source>{square} is empty: the tiles must form one unbroken line</source>
        <translation>{square} is leeg: de letters moeten één ononderbroken lijn vormen</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leeg)</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names} (a blank is written as a lowercase letter)</source>
        <translation>niet op het rekje {rack}: {names} (een blanco schrijf je als kleine letter)</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}; the move asks for {used} blanks and the rack has none: a lowercase letter is a blank; in capitals it reads {capitals}</source>
        <translation>niet op het rekje {rack}: {names}; de zet vraagt {used} blanco&apos;s en het rekje heeft er geen: een kleine letter is een blanco; in hoofdletters staat er {capitals}</translation>
    </message>
    <message>
        <source>the first move must cover the centre square {square}</source>
        <translation>de eerste zet moet over het middenveld {square} gaan</translation>
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
        <source>not in the word list: {items}</source>
        <translation>niet in de woordenlijst: {items}</translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>een blanco</translation>
    </message>
    <message>
        <source>a blank x{count}</source>
        <translation>een blanco x{count}</translation>
    </message>
    <message>
        <source>{square} holds {letter}, not {letter2}</source>
        <translation>op {square} ligt {letter}, niet {letter2}</translation>
    </message>
    <message>
        <source>{square} is empty: &apos;.&apos; stands for a tile already there</source>
        <translation>{square} is leeg: &apos;.&apos; staat voor een letter die er al ligt</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}; the move asks for {used} blanks and the rack has {blanks}: a lowercase letter is a blank; in capitals it reads {capitals}</source>
        <translation>niet op het rekje {rack}: {names}; de zet vraagt {used} blanco&apos;s en het rekje heeft er {blanks}: een kleine letter is een blanco; in hoofdletters staat er {capitals}</translation>
    </message>
    <message>
        <source>unknown preset {name}; known presets: {items}</source>
        <translation>onbekend reglement {name}; bekende reglementen: {items}</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>not a rack of this edition ({count} tiles, a rack holds {size})</source>
        <translation>geen rekje van deze editie ({count} letters, een rekje heeft er {size})</translation>
    </message>
    <message>
        <source>not duplicate session settings</source>
        <translation>geen instellingen van een duplicate-partij</translation>
    </message>
    <message>
        <source>not the SHA-256 of a word list (64 hexadecimal digits)</source>
        <translation>niet de SHA-256 van een woordenlijst (64 hexadecimale cijfers)</translation>
    </message>
    <message>
        <source>cannot write {path}: it is {kind}, not a regular file</source>
        <translation>{path} kan niet worden geschreven: het is {kind}, geen gewoon bestand</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>{path} kan niet worden geschreven: {why}</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}; nothing was changed</source>
        <translation>{path} kan niet worden geschreven: {why}; er is niets veranderd</translation>
    </message>
    <message>
        <source>the study file has no answer {answer} to card {key}</source>
        <translation>het oefenbestand heeft geen antwoord {answer} op kaart {key}</translation>
    </message>
    <message>
        <source>a word card asks for no known thing (kind {kind})</source>
        <translation>een woordkaart vraagt niets bekends (soort {kind})</translation>
    </message>
    <message>
        <source>the word list {name} was compiled into an unsound automaton ({reason}): it was not cached</source>
        <translation>de woordenlijst {name} is gecompileerd tot een ondeugdelijke automaat ({reason}): ze is niet in de cache opgeslagen</translation>
    </message>
    <message>
        <source>the move search was cancelled</source>
        <translation>het zoeken naar zetten is geannuleerd</translation>
    </message>
    <message>
        <source>action {seq} ({kind}) cannot be replayed: {reason}</source>
        <translation>actie {seq} ({kind}) kan niet worden nagespeeld: {reason}</translation>
    </message>
    <message>
        <source>Simulated game, seed {seed}</source>
        <translation>Gesimuleerde partij, startwaarde {seed}</translation>
    </message>
    <message>
        <source>Player {table}</source>
        <translation>Speler {table}</translation>
    </message>
    <message>
        <source>{code} ({name})</source>
        <translation>{code} ({name})</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>de regels</translation>
    </message>
    <message>
        <source>FISF</source>
        <translation>FISF</translation>
    </message>
    <message>
        <source>Flemish</source>
        <translation>Vlaams</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Thuis</translation>
    </message>
    <message>
        <source>Federation rules: 2 vowels + 2 consonants for turns 1-15, then 1 + 1; first move horizontal; solos from 16 players; 3 warnings tolerated.</source>
        <translation>Federatiereglement: 2 klinkers + 2 medeklinkers in beurt 1-15, daarna 1 + 1; eerste zet horizontaal; solo&apos;s vanaf 16 spelers; 3 waarschuwingen toegestaan.</translation>
    </message>
    <message>
        <source>Flemish federation: draw rule as FISF, the game ends when fewer than 7 letters or no vowel remain.</source>
        <translation>Vlaamse federatie: trekregel zoals de FISF, de partij eindigt als er minder dan 7 letters of geen klinker meer over zijn.</translation>
    </message>
    <message>
        <source>Free play at home or in class: no draw rule, no solos, no penalties or warnings.</source>
        <translation>Vrij spel thuis of in de klas: geen trekregel, geen solo&apos;s, geen strafpunten of waarschuwingen.</translation>
    </message>
    <message>
        <source>start or pause the timer</source>
        <translation>de klok starten of pauzeren</translation>
    </message>
    <message>
        <source>a phone joins a table</source>
        <translation>een telefoon doet mee aan een tafel</translation>
    </message>
    <message>
        <source>release a table&apos;s phone</source>
        <translation>de telefoon van een tafel vrijgeven</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>een hint</translation>
    </message>
    <message>
        <source>add {name} at table {table}</source>
        <translation>{name} toevoegen aan tafel {table}</translation>
    </message>
    <message>
        <source>rename table {table} as {name}</source>
        <translation>tafel {table} hernoemen tot {name}</translation>
    </message>
    <message>
        <source>table {table} leaves</source>
        <translation>tafel {table} vertrekt</translation>
    </message>
    <message>
        <source>move table {table} to table {new_table}</source>
        <translation>tafel {table} verplaatsen naar tafel {new_table}</translation>
    </message>
    <message>
        <source>draw the rack of turn {turn}</source>
        <translation>de letters van beurt {turn} trekken</translation>
    </message>
    <message>
        <source>enter {move} for table {table}</source>
        <translation>{move} invoeren voor tafel {table}</translation>
    </message>
    <message>
        <source>enter {move} for tables {tables}</source>
        <translation>{move} invoeren voor tafels {tables}</translation>
    </message>
    <message>
        <source>delete the entry of table {table}</source>
        <translation>de inzending van tafel {table} wissen</translation>
    </message>
    <message>
        <source>rulings for table {table}</source>
        <translation>beslissingen voor tafel {table}</translation>
    </message>
    <message>
        <source>choose the master move {move}</source>
        <translation>{move} als meesterzet kiezen</translation>
    </message>
    <message>
        <source>reveal turn {turn}: {move}</source>
        <translation>beurt {turn} bekendmaken: {move}</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>de partij beëindigen</translation>
    </message>
    <message>
        <source>enter no move for table {table}</source>
        <translation>geen zet invoeren voor tafel {table}</translation>
    </message>
    <message>
        <source>enter no move for tables {tables}</source>
        <translation>geen zet invoeren voor tafels {tables}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>er is niets om ongedaan te maken</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>er is niets om opnieuw te doen</translation>
    </message>
    <message>
        <source>the word list is for another edition</source>
        <translation>de woordenlijst is voor een andere editie</translation>
    </message>
    <message>
        <source>{source}, line {line}: {error}</source>
        <translation>{source}, regel {line}: {error}</translation>
    </message>
    <message>
        <source>{source}: {error}</source>
        <translation>{source}: {error}</translation>
    </message>
    <message>
        <source>an object of {what}</source>
        <translation>een object (elke waarde: {what})</translation>
    </message>
    <message>
        <source>no evening of the files given was played in the dates asked</source>
        <translation>geen avond van de gegeven bestanden is gespeeld tussen de gevraagde datums</translation>
    </message>
    <message>
        <source>--limit must be 0 (every word) or more</source>
        <translation>--limit moet 0 (alle woorden) of meer zijn</translation>
    </message>
    <message>
        <source>{option} wants a date written YYYY-MM-DD, not {value}</source>
        <translation>{option} verwacht een datum als JJJJ-MM-DD, niet {value}</translation>
    </message>
    <message>
        <source>give either --season or --from and --to</source>
        <translation>geef --season of --from en --to</translation>
    </message>
    <message>
        <source>--season wants the year the season starts, such as 2025</source>
        <translation>--season verwacht het jaar waarin het seizoen begint, bijvoorbeeld 2025</translation>
    </message>
    <message>
        <source>no player named {name} in the evenings chosen</source>
        <translation>geen speler met de naam {name} in de gekozen avonden</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message numerus="yes">
        <source>more than %n words: the first ones are listed (--limit 0 lists them all)</source>
        <translation>
            <numerusform>meer dan %n woord: de eerste staan in de lijst (--limit 0 geeft ze allemaal)</numerusform>
            <numerusform>meer dan %n woorden: de eerste staan in de lijst (--limit 0 geeft ze allemaal)</numerusform>
        </translation>
    </message>
    <message>
        <source>{word}: before {front} · after {back}</source>
        <translation>{word}: ervoor {front} · erachter {back}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>no session file to merge</source>
        <translation>geen partijbestand om samen te voegen</translation>
    </message>
    <message>
        <source>turn {turn} was drawn again with other letters</source>
        <translation>beurt {turn} is opnieuw getrokken met andere letters</translation>
    </message>
    <message>
        <source>its game identity is {found}, not {wanted}: it is another game</source>
        <translation>de identiteit van de partij is {found}, niet {wanted}: het is een andere partij</translation>
    </message>
    <message>
        <source>it has played {found} turns, the first file {wanted}</source>
        <translation>er zijn {found} beurten gespeeld, in het eerste bestand {wanted}</translation>
    </message>
    <message>
        <source>the file is given twice</source>
        <translation>het bestand is twee keer gegeven</translation>
    </message>
    <message>
        <source>turn {turn} was played with the rack {rack}, not the prepared game&apos;s</source>
        <translation>beurt {turn} is gespeeld met het rekje {rack}, niet dat van de voorbereide partij</translation>
    </message>
    <message>
        <source>turn {turn}&apos;s master move is {found}, the first file&apos;s {wanted}</source>
        <translation>de meesterzet van beurt {turn} is {found}, die van het eerste bestand {wanted}</translation>
    </message>
    <message>
        <source>its turns were changed after the draw: {detail}</source>
        <translation>de beurten zijn gewijzigd na het trekken: {detail}</translation>
    </message>
    <message>
        <source>total deviation over the best evenings</source>
        <translation>totaal verschil over de beste avonden</translation>
    </message>
    <message>
        <source>average percentage of the top</source>
        <translation>gemiddeld percentage van de top</translation>
    </message>
    <message>
        <source>points by rank per evening</source>
        <translation>punten naar plaats per avond</translation>
    </message>
    <message>
        <source>no evening to rank: choose session files played in the season</source>
        <translation>geen avond om te rangschikken: kies partijbestanden die in het seizoen gespeeld zijn</translation>
    </message>
    <message>
        <source>the number of evenings counted must be 1 or more, not {value}</source>
        <translation>het aantal getelde avonden moet 1 of meer zijn, niet {value}</translation>
    </message>
    <message>
        <source>the rule of the best evenings needs their number</source>
        <translation>de regel van de beste avonden heeft hun aantal nodig</translation>
    </message>
    <message>
        <source>no evening of this player among the files chosen</source>
        <translation>geen avond van deze speler in de gekozen bestanden</translation>
    </message>
    <message>
        <source>names characters that are no tiles: {characters}</source>
        <translation>noemt tekens die geen letters van het spel zijn: {characters}</translation>
    </message>
    <message>
        <source>names no tile</source>
        <translation>noemt geen enkele letter</translation>
    </message>
    <message>
        <source>has {count} letters; at most {limit}</source>
        <translation>heeft {count} letters; hoogstens {limit}</translation>
    </message>
    <message>
        <source>names no vowel</source>
        <translation>noemt geen enkele klinker</translation>
    </message>
    <message>
        <source>{source}: cannot be read ({reason})</source>
        <translation>{source}: kan niet worden gelezen ({reason})</translation>
    </message>
    <message>
        <source>a tile&apos;s name is one or more capital letters, not {name}</source>
        <translation>de naam van een letter bestaat uit een of meer hoofdletters, niet {name}</translation>
    </message>
    <message>
        <source>is the older form of calls_before_end: give one of them, not both</source>
        <translation>is de oudere vorm van calls_before_end: geef er één, niet allebei</translation>
    </message>
    <message>
        <source>is empty: a rule set needs a name</source>
        <translation>is leeg: een reglement heeft een naam nodig</translation>
    </message>
    <message>
        <source>has {count} calls; at most {limit}</source>
        <translation>heeft {count} aankondigingen; hoogstens {limit}</translation>
    </message>
    <message>
        <source>asks for {count} tiles; a rack holds 7</source>
        <translation>vraagt {count} letters; een rekje heeft er 7</translation>
    </message>
    <message>
        <source>enter table {table}&apos;s entry</source>
        <translation>inzending van tafel {table} invoeren</translation>
    </message>
    <message>
        <source>enter the entries of tables {tables}</source>
        <translation>inzendingen van tafels {tables} invoeren</translation>
    </message>
    <message>
        <source>choose the master move</source>
        <translation>de meesterzet kiezen</translation>
    </message>
    <message>
        <source>a prepared game needs the racks of an earlier game</source>
        <translation>een voorbereide partij heeft de letters van een eerdere partij nodig</translation>
    </message>
    <message>
        <source>{name} is open read-only: nothing can be changed (open it again for writing when no other window holds it)</source>
        <translation>{name} is alleen-lezen geopend: er kan niets worden veranderd (open het opnieuw om te schrijven als geen ander venster het vasthoudt)</translation>
    </message>
    <message>
        <source>cannot draw a rack now: the session is {phase}</source>
        <translation>nu kunnen geen letters worden getrokken (status van de partij: {phase})</translation>
    </message>
    <message>
        <source>this session uses the arbiter&apos;s own letters: type the rack</source>
        <translation>deze partij gebruikt de eigen letters van de spelleider: typ de letters</translation>
    </message>
    <message>
        <source>cannot type a rack now: the session is {phase}</source>
        <translation>nu kunnen geen letters worden ingetypt (status van de partij: {phase})</translation>
    </message>
    <message>
        <source>cannot start the timer now: the session is {phase}</source>
        <translation>de klok kan nu niet worden gestart (status van de partij: {phase})</translation>
    </message>
    <message>
        <source>cannot pause the timer now: the session is {phase}</source>
        <translation>de klok kan nu niet worden gepauzeerd (status van de partij: {phase})</translation>
    </message>
    <message>
        <source>cannot resume the timer now: the session is {phase}</source>
        <translation>de klok kan nu niet worden hervat (status van de partij: {phase})</translation>
    </message>
    <message>
        <source>the timer cannot be stopped now ({phase})</source>
        <translation>de klok kan nu niet worden gestopt (status van de partij: {phase})</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>geen tafel opgegeven</translation>
    </message>
    <message>
        <source>no legal move exists for this rack: end the game instead</source>
        <translation>met deze letters bestaat geen geldige zet: beëindig in plaats daarvan de partij</translation>
    </message>
    <message>
        <source>there is no legal move to give</source>
        <translation>er is geen geldige zet om te geven</translation>
    </message>
    <message>
        <source>action {kind} has bad data ({reason})</source>
        <translation>actie {kind} heeft foute gegevens ({reason})</translation>
    </message>
    <message>
        <source>the prepared rack of turn {number} ({rack}) cannot be drawn: {reason}; the master moves must have differed from the prepared game&apos;s</source>
        <translation>de voorbereide letters van beurt {number} ({rack}) kunnen niet worden getrokken: {reason}; de meesterzetten moeten afgeweken zijn van die van de voorbereide partij</translation>
    </message>
    <message>
        <source>the session was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...</source>
        <translation>de partij is gespeeld met de woordenlijst {name} (SHA-256 {sha256}...), maar de gevonden lijst heeft SHA-256 {found}...</translation>
    </message>
    <message>
        <source>the file holds no duplicate session settings</source>
        <translation>het bestand bevat geen instellingen van een duplicate-partij</translation>
    </message>
    <message>
        <source>the session settings are damaged: {reason}</source>
        <translation>de instellingen van de partij zijn beschadigd: {reason}</translation>
    </message>
    <message>
        <source>the session settings are damaged ({reason})</source>
        <translation>de instellingen van de partij zijn beschadigd ({reason})</translation>
    </message>
    <message>
        <source>not a rack of this edition ({reason})</source>
        <translation>geen rekje van deze editie ({reason})</translation>
    </message>
    <message>
        <source>not a rack of this edition (the edition has only {count} {name})</source>
        <translation>geen rekje van deze editie (de editie heeft maar {count} {name})</translation>
    </message>
    <message>
        <source>the session was played with the word list {name}: {reason}</source>
        <translation>de partij is gespeeld met de woordenlijst {name}: {reason}</translation>
    </message>
    <message>
        <source>awaiting draw</source>
        <translation>wacht op trekking</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>getrokken</translation>
    </message>
    <message>
        <source>running</source>
        <translation>klok loopt</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>tijd verstreken</translation>
    </message>
    <message>
        <source>over</source>
        <translation>afgelopen</translation>
    </message>
    <message>
        <source>there is no turn in progress: no rack has been drawn</source>
        <translation>er is geen beurt bezig: er zijn geen letters getrokken</translation>
    </message>
    <message>
        <source>there is no turn {number} (turns so far: {count})</source>
        <translation>er is geen beurt {number} (beurten tot nu toe: {count})</translation>
    </message>
    <message>
        <source>there is no turn in progress: the game is over</source>
        <translation>er is geen beurt bezig: de partij is afgelopen</translation>
    </message>
    <message>
        <source>no player at table {table}</source>
        <translation>geen speler aan tafel {table}</translation>
    </message>
    <message>
        <source>could not save: the disk is full; nothing was lost, free space and retry</source>
        <translation>opslaan mislukt: de schijf is vol; er is niets verloren, maak ruimte vrij en probeer opnieuw</translation>
    </message>
    <message>
        <source>could not create {path}: the disk is full; free space and retry</source>
        <translation>{path} kon niet worden gemaakt: de schijf is vol; maak ruimte vrij en probeer opnieuw</translation>
    </message>
    <message>
        <source>could not open {path}: the disk is full; free space and retry</source>
        <translation>{path} kon niet worden geopend: de schijf is vol; maak ruimte vrij en probeer opnieuw</translation>
    </message>
    <message>
        <source>could not write {path}: the disk is full; free space and retry</source>
        <translation>{path} kon niet worden geschreven: de schijf is vol; maak ruimte vrij en probeer opnieuw</translation>
    </message>
    <message>
        <source>could not create {path}: a read-only folder or disk</source>
        <translation>{path} kon niet worden gemaakt: alleen-lezen map of schijf</translation>
    </message>
    <message>
        <source>could not write {path}: a read-only folder or disk</source>
        <translation>{path} kon niet worden geschreven: alleen-lezen map of schijf</translation>
    </message>
    <message>
        <source>could not create {path}: {detail}</source>
        <translation>{path} kon niet worden gemaakt: {detail}</translation>
    </message>
    <message>
        <source>could not open {path}: {detail}</source>
        <translation>{path} kon niet worden geopend: {detail}</translation>
    </message>
    <message>
        <source>could not save {path}: {detail}</source>
        <translation>{path} kon niet worden opgeslagen: {detail}</translation>
    </message>
    <message>
        <source>could not write {path}: {detail}</source>
        <translation>{path} kon niet worden geschreven: {detail}</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder does not exist</source>
        <translation>{path} kan niet worden gemaakt: de map bestaat niet</translation>
    </message>
    <message>
        <source>cannot open {path}: the folder does not exist</source>
        <translation>{path} kan niet worden geopend: de map bestaat niet</translation>
    </message>
    <message>
        <source>{path} does not exist or is not a file</source>
        <translation>{path} bestaat niet of is geen bestand</translation>
    </message>
    <message>
        <source>{path} is empty, so it is not a duplicate session file: its creation was interrupted before anything was saved. Delete it, or create a new session under this name.</source>
        <translation>{path} is leeg en dus geen duplicate-partijbestand: het maken werd onderbroken voordat er iets was opgeslagen. Verwijder het, of maak onder deze naam een nieuwe partij.</translation>
    </message>
    <message>
        <source>{path} is not a duplicate session file</source>
        <translation>{path} is geen duplicate-partijbestand</translation>
    </message>
    <message>
        <source>{path} is damaged: the session file is cut short</source>
        <translation>{path} is beschadigd: het partijbestand is afgebroken</translation>
    </message>
    <message>
        <source>could not save: {path} cannot be written (a read-only file, folder or disk); nothing was lost: use File &gt; Save as to keep the session somewhere writable</source>
        <translation>opslaan mislukt: {path} kan niet worden geschreven (alleen-lezen bestand, map of schijf); er is niets verloren: bewaar de partij met Bestand &gt; Opslaan als op een beschrijfbare plek</translation>
    </message>
    <message>
        <source>{path} cannot be written (a read-only file, folder or disk): it can be opened read-only</source>
        <translation>{path} kan niet worden geschreven (alleen-lezen bestand, map of schijf): het kan alleen-lezen worden geopend</translation>
    </message>
    <message>
        <source>{path} was removed or replaced while the session was open: this action was not saved. Use File &gt; Save as to keep the session (everything acknowledged so far) in a new file.</source>
        <translation>{path} is verwijderd of vervangen terwijl de partij open was: deze actie is niet opgeslagen. Bewaar de partij (alles wat tot nu toe bevestigd is) met Bestand &gt; Opslaan als in een nieuw bestand.</translation>
    </message>
    <message>
        <source>{target} already exists; choose another name</source>
        <translation>{target} bestaat al; kies een andere naam</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name</source>
        <translation>{path} bestaat al; kies een andere naam</translation>
    </message>
    <message>
        <source>{path} was never finished: its creation was interrupted and it holds nothing. Delete it, or create a new session under this name.</source>
        <translation>{path} is nooit afgemaakt: het maken werd onderbroken en het bevat niets. Verwijder het, of maak onder deze naam een nieuwe partij.</translation>
    </message>
    <message>
        <source>{path} is an SQLite file of another program</source>
        <translation>{path} is een SQLite-bestand van een ander programma</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of this program (file format {version}, this version reads up to {schema_version}); please update</source>
        <translation>{path} is geschreven door een nieuwere versie van dit programma (bestandsformaat {version}, deze versie leest tot {schema_version}); werk het programma bij</translation>
    </message>
    <message>
        <source>{path} is damaged ({check})</source>
        <translation>{path} is beschadigd ({check})</translation>
    </message>
    <message>
        <source>{path} is damaged (tables are missing)</source>
        <translation>{path} is beschadigd (er ontbreken tabellen)</translation>
    </message>
    <message>
        <source>{path} is damaged or not a session file ({reason})</source>
        <translation>{path} is beschadigd of geen partijbestand ({reason})</translation>
    </message>
    <message>
        <source>{path} is a read-only file: it can be opened read-only</source>
        <translation>{path} is een alleen-lezen bestand: het kan alleen-lezen worden geopend</translation>
    </message>
    <message>
        <source>{path}: the settings are damaged ({reason})</source>
        <translation>{path}: de instellingen zijn beschadigd ({reason})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged ({reason})</source>
        <translation>{path}: het actielogboek is beschadigd ({reason})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: action {seq} ({kind}) fails its checksum (its stored data changed after it was saved)</source>
        <translation>{path}: het actielogboek is beschadigd: actie {seq} ({kind}) klopt niet met haar controlesom (de gegevens zijn na het opslaan veranderd)</translation>
    </message>
    <message>
        <source>the {kind} action cannot be saved ({reason})</source>
        <translation>de actie {kind} kan niet worden opgeslagen ({reason})</translation>
    </message>
    <message>
        <source>{path} is in a read-only folder or disk: it can be opened read-only</source>
        <translation>{path} staat in een alleen-lezen map of schijf: het kan alleen-lezen worden geopend</translation>
    </message>
    <message>
        <source>{candidate} is a folder; choose another name</source>
        <translation>{candidate} is een map; kies een andere naam</translation>
    </message>
    <message>
        <source>{path} is damaged (the {table} table lacks {missing})</source>
        <translation>{path} is beschadigd (de tabel {table} mist {missing})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: action {seq} ({kind}) is not JSON ({reason})</source>
        <translation>{path}: het actielogboek is beschadigd: actie {seq} ({kind}) is geen JSON ({reason})</translation>
    </message>
    <message>
        <source>unknown hint {kind}; hints are {items}</source>
        <translation>onbekende hint {kind}; hints zijn {items}</translation>
    </message>
    <message>
        <source>{path} has no played turn whose racks could be replayed</source>
        <translation>{path} heeft geen gespeelde beurt waarvan de letters opnieuw gespeeld kunnen worden</translation>
    </message>
    <message>
        <source>there is no turn in progress</source>
        <translation>er is geen beurt bezig</translation>
    </message>
    <message>
        <source>the move is already handed in: hints are for before the move</source>
        <translation>de zet is al ingeleverd: hints zijn voor vóór de zet</translation>
    </message>
    <message>
        <source>no hints in a game played as in a competition</source>
        <translation>geen hints in een partij die als in een wedstrijd wordt gespeeld</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names} (a word typed all in lowercase reads as capitals: type a blank as ?e or (e))</source>
        <translation>niet op het rekje {rack}: {names} (een woord helemaal in kleine letters geldt als hoofdletters: typ een blanco als ?e of (e))</translation>
    </message>
    <message>
        <source>the arbiter&apos;s computer could not save this: call the arbiter</source>
        <translation>de computer van de spelleider kon dit niet opslaan: roep de spelleider</translation>
    </message>
    <message>
        <source>the service failed on this request: call the arbiter</source>
        <translation>de dienst faalde bij dit verzoek: roep de spelleider</translation>
    </message>
    <message>
        <source>too many wrong codes in the room: wait a minute and try again</source>
        <translation>te veel foute codes in de zaal: wacht een minuut en probeer het opnieuw</translation>
    </message>
    <message>
        <source>issue a table&apos;s card</source>
        <translation>de kaart van een tafel uitgeven</translation>
    </message>
    <message>
        <source>the planned number of turns was played</source>
        <translation>het geplande aantal beurten is gespeeld</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be shown ({character})</source>
        <translation>de naam bevat een teken dat niet getoond kan worden ({character})</translation>
    </message>
    <message>
        <source>this is not the code of that table&apos;s card: check both</source>
        <translation>dit is niet de code op de kaart van die tafel: controleer beide</translation>
    </message>
    <message>
        <source>table {table} joins with the code on its card: ask the arbiter for it</source>
        <translation>tafel {table} doet mee met de code op haar kaart: vraag de spelleider erom</translation>
    </message>
    <message>
        <source>there is no such address in the API</source>
        <translation>dit adres bestaat niet in de API</translation>
    </message>
    <message>
        <source>this address takes {methods} requests</source>
        <translation>dit adres neemt {methods}-verzoeken aan</translation>
    </message>
    <message>
        <source>too many joins from this device: wait a minute</source>
        <translation>te veel aansluitpogingen van dit toestel: wacht een minuut</translation>
    </message>
    <message>
        <source>too many wrong codes from this device: wait a minute</source>
        <translation>te veel foute codes van dit toestel: wacht een minuut</translation>
    </message>
    <message>
        <source>{path}: replaying the game record does not give the turns it lists (turn {first}: recorded {want}, replayed {got})</source>
        <translation>{path}: het naspelen van het verslag geeft niet de beurten die erin staan (beurt {first}: genoteerd {want}, nagespeeld {got})</translation>
    </message>
    <message>
        <source>{path}: action {number} ({kind}) of the game record cannot be replayed: {reason}</source>
        <translation>{path}: actie {number} ({kind}) van het verslag kan niet worden nagespeeld: {reason}</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: its settings (the rules, the word list, the draw) are not those it was created with; the file is refused</source>
        <translation>{path} is beschadigd of buiten dit programma gewijzigd: de instellingen (de regels, de woordenlijst, het trekken) zijn niet meer die waarmee het is aangemaakt; het bestand wordt geweigerd</translation>
    </message>
    <message>
        <source>cannot create {path}: the file system refuses locks (as some network shares do); choose a folder on a local disk</source>
        <translation>{path} kan niet worden aangemaakt: het bestandssysteem weigert vergrendelingen (zoals sommige netwerkshares); kies een map op een lokale schijf</translation>
    </message>
    <message>
        <source>{path} is no longer this session&apos;s file: another session file was copied over it while it was open. This action was not saved and nothing was written to it; this window still shows the session as it was. Put the session&apos;s own file back under this name, or close this window.</source>
        <translation>{path} is niet meer het bestand van deze partij: er is een ander partijbestand overheen gekopieerd terwijl ze open was. Deze actie is niet opgeslagen en er is niets in geschreven; dit venster toont de partij nog zoals ze was. Zet het eigen bestand van de partij terug onder deze naam, of sluit dit venster.</translation>
    </message>
    <message>
        <source>{path} is not a word list file (a device, a pipe or a socket): give the path of a word list</source>
        <translation>{path} is geen woordenlijstbestand (een apparaat, een pijp of een socket): geef het pad van een woordenlijst</translation>
    </message>
    <message>
        <source>cannot write the output: the standard output is closed</source>
        <translation>de uitvoer kan niet worden geschreven: de standaarduitvoer is gesloten</translation>
    </message>
    <message>
        <source>cannot write the output: {detail}</source>
        <translation>de uitvoer kan niet worden geschreven: {detail}</translation>
    </message>
    <message>
        <source>cannot use {path}: {detail}</source>
        <translation>{path} kan niet worden gebruikt: {detail}</translation>
    </message>
    <message>
        <source>{path}: the game record says {recorded}, its game gives {replayed}</source>
        <translation>{path}: het verslag zegt {recorded}, de partij geeft {replayed}</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a loop of symbolic links</source>
        <translation>{path} kan niet worden geschreven: het is een lus van symbolische koppelingen</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: the record of its log&apos;s chain is missing; the file is refused</source>
        <translation>{path} is beschadigd of buiten dit programma gewijzigd: de vastlegging van de keten van het logboek ontbreekt; het bestand wordt geweigerd</translation>
    </message>
    <message numerus="yes">
        <source>{path} is damaged or was changed outside this program: its log ends after %n row(s), before the end it recorded (the last rows were removed); the file is refused</source>
        <translation>
            <numerusform>{path} is beschadigd of buiten dit programma gewijzigd: het logboek houdt op na %n regel, vóór het vastgelegde einde (de laatste regels zijn verwijderd); het bestand wordt geweigerd</numerusform>
            <numerusform>{path} is beschadigd of buiten dit programma gewijzigd: het logboek houdt op na %n regels, vóór het vastgelegde einde (de laatste regels zijn verwijderd); het bestand wordt geweigerd</numerusform>
        </translation>
    </message>
    <message>
        <source>{path} was changed by another program while the session was open. This action was not saved and nothing was written to it; this window still shows the session as it was. Close it and open the file again to see what it holds now.</source>
        <translation>{path} is door een ander programma gewijzigd terwijl de partij open was. Deze actie is niet opgeslagen en er is niets in geschreven; dit venster toont de partij nog zoals ze was. Sluit het en open het bestand opnieuw om te zien wat het nu bevat.</translation>
    </message>
    <message>
        <source>{path} holds what a session file never holds ({objects}): it was changed by another program, and is refused so that nothing in it runs</source>
        <translation>{path} bevat wat een partijbestand nooit bevat ({objects}): het is door een ander programma gewijzigd en wordt geweigerd, zodat er niets in wordt uitgevoerd</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: row {seq} of its log ({kind}) is not the one saved after the row before it (a row changed, removed or moved); the file is refused</source>
        <translation>{path} is beschadigd of buiten dit programma gewijzigd: regel {seq} van het logboek ({kind}) is niet de regel die na de vorige is opgeslagen (een regel is gewijzigd, verwijderd of verplaatst); het bestand wordt geweigerd</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: row {seq} ({kind}) is not a valid mark</source>
        <translation>{path}: het actielogboek is beschadigd: regel {seq} ({kind}) is geen geldige markering</translation>
    </message>
    <message>
        <source>{path} cannot be locked for writing here (the file system refuses locks, as some network shares do): it can be opened read-only, or copied to a local disk</source>
        <translation>{path} kan hier niet voor schrijven worden vergrendeld (het bestandssysteem weigert vergrendelingen, zoals sommige netwerkshares): het kan alleen-lezen worden geopend, of naar een lokale schijf worden gekopieerd</translation>
    </message>
    <message>
        <source>{path} was changed by another program: its tables ({tables}) are not as this program makes them; the file is refused</source>
        <translation>{path} is door een ander programma gewijzigd: de tabellen ({tables}) zijn niet zoals dit programma ze maakt; het bestand wordt geweigerd</translation>
    </message>
    <message>
        <source>a study card asks for no known score (level {level})</source>
        <translation>een leerkaart vraagt geen bekende score (niveau {level})</translation>
    </message>
    <message>
        <source>a study card is not JSON</source>
        <translation>een leerkaart is geen JSON</translation>
    </message>
    <message>
        <source>the study file {path} cannot be used: {why}</source>
        <translation>het leerbestand {path} kan niet gebruikt worden: {why}</translation>
    </message>
    <message>
        <source>{path} is not a study file of this program</source>
        <translation>{path} is geen leerbestand van dit programma</translation>
    </message>
    <message>
        <source>the study file has no card {key}</source>
        <translation>het leerbestand heeft geen kaart {key}</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of the program</source>
        <translation>{path} is geschreven door een nieuwere versie van het programma</translation>
    </message>
    <message>
        <source>{path} was played with the word list {name}, which cannot be used here ({reason}). Its racks can be replayed with another list, but without the players&apos; results, and its tops may differ: to replay it as the room played it, choose that list&apos;s file as the word list of the new game.</source>
        <translation>{path} is gespeeld met de woordenlijst {name}, die hier niet gebruikt kan worden ({reason}). De rekjes kunnen met een andere lijst gespeeld worden, maar zonder de resultaten van de spelers, en de toppen kunnen verschillen: om de partij te spelen zoals de zaal ze speelde, kies je het bestand van die lijst als woordenlijst van de nieuwe partij.</translation>
    </message>
    <message>
        <source>ended early by the arbiter</source>
        <translation>vroegtijdig beëindigd door de spelleider</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klas</translation>
    </message>
    <message>
        <source>A class of pupils: points only, 5 minutes a turn, hints from the teacher, teams at a table; 2 vowels + 2 consonants for turns 1-15.</source>
        <translation>Een klas: alleen punten, 5 minuten per beurt, hints van de leraar, teams aan een tafel; 2 klinkers + 2 medeklinkers in beurt 1-15.</translation>
    </message>
    <message>
        <source>show the hint: {hint}</source>
        <translation>de hint tonen: {hint}</translation>
    </message>
    <message>
        <source>a hint for another turn</source>
        <translation>een hint voor een andere beurt</translation>
    </message>
    <message>
        <source>these rules show no hints to the room</source>
        <translation>dit reglement toont de zaal geen hints</translation>
    </message>
    <message>
        <source>this hint is already shown</source>
        <translation>deze hint wordt al getoond</translation>
    </message>
    <message>
        <source>a team has {low} to {high} members, not {count}</source>
        <translation>een team heeft {low} tot {high} leden, niet {count}</translation>
    </message>
    <message>
        <source>a member&apos;s name cannot hold &apos;{mark}&apos;</source>
        <translation>de naam van een lid mag geen &apos;{mark}&apos; bevatten</translation>
    </message>
    <message>
        <source>a team names the same member twice</source>
        <translation>een team noemt hetzelfde lid twee keer</translation>
    </message>
    <message>
        <source>There is a word worth {points} points or more</source>
        <translation>Er is een woord van {points} punten of meer</translation>
    </message>
    <message>
        <source>The top uses the letter {letter}</source>
        <translation>De top gebruikt de letter {letter}</translation>
    </message>
    <message>
        <source>The top is on row {row}</source>
        <translation>De top ligt op rij {row}</translation>
    </message>
    <message>
        <source>The top is in column {column}</source>
        <translation>De top ligt in kolom {column}</translation>
    </message>
    <message>
        <source>The top is a bingo: it uses all seven letters</source>
        <translation>De top is een scrabble: hij gebruikt alle zeven letters</translation>
    </message>
    <message>
        <source>The top is not a bingo</source>
        <translation>De top is geen scrabble</translation>
    </message>
    <message>
        <source>The top plays a blank</source>
        <translation>De top gebruikt een blanco</translation>
    </message>
    <message>
        <source>The top plays no blank</source>
        <translation>De top gebruikt geen blanco</translation>
    </message>
    <message numerus="yes">
        <source>The top places %n letter(s)</source>
        <translation>
            <numerusform>De top legt %n letter</numerusform>
            <numerusform>De top legt %n letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The top&apos;s word has %n letter(s)</source>
        <translation>
            <numerusform>Het woord van de top heeft %n letter</numerusform>
            <numerusform>Het woord van de top heeft %n letters</numerusform>
        </translation>
    </message>
    <message>
        <source>the hint {kind} cannot say {value}</source>
        <translation>de hint {kind} kan niet {value} zeggen</translation>
    </message>
    <message>
        <source>no hint {kind} for this turn</source>
        <translation>geen hint {kind} voor deze beurt</translation>
    </message>
    <message>
        <source>line {line}: table {table} is taken by a player ticked in the roster</source>
        <translation>regel {line}: tafel {table} is bezet door een in de lijst aangevinkte speler</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <translation>regel {line}: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>nothing was imported: %n line(s) of the file are wrong</source>
        <translation>
            <numerusform>er is niets geïmporteerd: %n regel van het bestand is fout</numerusform>
            <numerusform>er is niets geïmporteerd: %n regels van het bestand zijn fout</numerusform>
        </translation>
    </message>
    <message>
        <source>the file has {count} bytes; a roster file has at most {limit}</source>
        <translation>het bestand heeft {count} bytes; een lijst heeft er hoogstens {limit}</translation>
    </message>
    <message>
        <source>the file has {count} rows; at most {limit} are read</source>
        <translation>het bestand heeft {count} regels; hoogstens {limit} worden gelezen</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {position} cannot be read); save it from the spreadsheet as &quot;CSV UTF-8&quot;</source>
        <translation>het bestand is geen UTF-8-tekst (byte {position} is onleesbaar); sla het in het rekenblad op als &quot;CSV UTF-8&quot;</translation>
    </message>
    <message>
        <source>the file is not CSV ({detail})</source>
        <translation>het bestand is geen CSV ({detail})</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>{path} kan niet worden gelezen: {detail}</translation>
    </message>
    <message>
        <source>the column &quot;{column}&quot; is unknown (the columns are {columns})</source>
        <translation>de kolom &quot;{column}&quot; is onbekend (de kolommen zijn {columns})</translation>
    </message>
    <message numerus="yes">
        <source>it has %n cell(s) where the first line names {columns}</source>
        <translation>
            <numerusform>ze heeft %n cel waar de eerste regel er {columns} noemt</numerusform>
            <numerusform>ze heeft %n cellen waar de eerste regel er {columns} noemt</numerusform>
        </translation>
    </message>
    <message>
        <source>the id &quot;{id}&quot; is not a roster identity (a UUID)</source>
        <translation>de id &quot;{id}&quot; is geen identiteit van de lijst (een UUID)</translation>
    </message>
    <message>
        <source>the same licence number as line {other}</source>
        <translation>hetzelfde licentienummer als regel {other}</translation>
    </message>
    <message>
        <source>the column &quot;{column}&quot; is there twice</source>
        <translation>de kolom &quot;{column}&quot; staat er twee keer</translation>
    </message>
    <message>
        <source>the same id as line {other}</source>
        <translation>dezelfde id als regel {other}</translation>
    </message>
    <message>
        <source>licence number</source>
        <translation>licentienummer</translation>
    </message>
    <message>
        <source>category</source>
        <translation>categorie</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>the {what} has at most {limit} characters</source>
        <translation>het veld {what} heeft hoogstens {limit} tekens</translation>
    </message>
    <message>
        <source>{identity} is not a roster identity (a UUID)</source>
        <translation>{identity} is geen identiteit van de lijst (een UUID)</translation>
    </message>
    <message>
        <source>the roster has no such player</source>
        <translation>de ledenlijst heeft deze speler niet</translation>
    </message>
    <message>
        <source>a roster holds at most {limit} players</source>
        <translation>een ledenlijst heeft hoogstens {limit} spelers</translation>
    </message>
    <message>
        <source>the roster already has a player with this identity</source>
        <translation>de lijst heeft al een speler met deze identiteit</translation>
    </message>
    <message>
        <source>{name} was changed in another window meanwhile; nothing was changed: the roster now shows that edit, make yours again if it is still needed</source>
        <translation>{name} is intussen in een ander venster gewijzigd; er is niets veranderd: de lijst toont nu die wijziging, doe de uwe opnieuw als die nog nodig is</translation>
    </message>
    <message>
        <source>a roster has at most {limit} categories</source>
        <translation>een lijst heeft hoogstens {limit} categorieën</translation>
    </message>
    <message>
        <source>{path} is not a roster file of this program</source>
        <translation>{path} is geen ledenlijst van dit programma</translation>
    </message>
    <message>
        <source>{path} is damaged ({detail})</source>
        <translation>{path} is beschadigd ({detail})</translation>
    </message>
    <message>
        <source>{path} is damaged or is not a roster file ({detail})</source>
        <translation>{path} is beschadigd of geen ledenlijst ({detail})</translation>
    </message>
    <message>
        <source>{path} was replaced by another file while it was open; nothing was changed: open the roster again</source>
        <translation>{path} is vervangen door een ander bestand terwijl het open was; er is niets veranderd: open de lijst opnieuw</translation>
    </message>
    <message>
        <source>the roster is being changed in another window; nothing was changed here: try again in a moment</source>
        <translation>de ledenlijst wordt in een ander venster gewijzigd; hier is niets veranderd: probeer het zo opnieuw</translation>
    </message>
    <message>
        <source>the file is empty: its first line names the columns ({columns})</source>
        <translation>het bestand is leeg: de eerste regel noemt de kolommen ({columns})</translation>
    </message>
    <message>
        <source>there is no column &quot;{column}&quot;</source>
        <translation>er is geen kolom &quot;{column}&quot;</translation>
    </message>
    <message>
        <source>&quot;{column}&quot; is {yes} or {no}, not &quot;{value}&quot;</source>
        <translation>&quot;{column}&quot; is {yes} of {no}, niet &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>choose two different players to merge</source>
        <translation>kies twee verschillende spelers om samen te voegen</translation>
    </message>
    <message>
        <source>{name} was merged with another player in another window meanwhile; nothing was changed</source>
        <translation>{name} is intussen in een ander venster samengevoegd met een andere speler; er is niets veranderd</translation>
    </message>
    <message>
        <source>a roster identity (at most 64 letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos;)</source>
        <translation>een identiteit van de ledenlijst (hoogstens 64 letters, cijfers, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; of &apos;:&apos;)</translation>
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
        <source>a move handed in</source>
        <translation>een ingeleverde zet</translation>
    </message>
    <message>
        <source>{0} (invalid)</source>
        <translation>{0} (ongeldig)</translation>
    </message>
    <message>
        <source>written {0}, real {1}: warning</source>
        <translation>opgeschreven {0}, juist {1}: waarschuwing</translation>
    </message>
    <message>
        <source>written {0}, real {1}</source>
        <translation>opgeschreven {0}, juist {1}</translation>
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
        <extracomment>Each column&apos;s name among the engine&apos;s standings columns (``standing_columns``); None: the app&apos;s own.
----------
A points-only class shows no deviation: the total is the last column.</extracomment>
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
        <source>{0}: {1}; top {2}</source>
        <translation>{0}: {1}; top {2}</translation>
    </message>
    <message>
        <source>{0}: {1}; top {2}; deviation {3}</source>
        <translation>{0}: {1}; top {2}; verschil {3}</translation>
    </message>
    <message>
        <source>Not playing: joined at turn {0}</source>
        <translation>Speelt niet mee: kwam bij beurt {0}</translation>
    </message>
    <message>
        <source>Not playing: left before turn {0}</source>
        <translation>Speelt niet mee: vertrok vóór beurt {0}</translation>
    </message>
    <message>
        <source>The turn&apos;s top ({0}) counts in the deviation.</source>
        <translation>De top van de beurt ({0}) telt mee in het verschil.</translation>
    </message>
    <message>
        <source>The turn&apos;s top ({0}) does not count in the deviation.</source>
        <translation>De top van de beurt ({0}) telt niet mee in het verschil.</translation>
    </message>
    <message>
        <source>handed in</source>
        <extracomment>What may be shown (a mirrored screen hides the moves and ranks while players look).</extracomment>
        <translation>ingeleverd</translation>
    </message>
</context>
<context>
    <name>phone</name>
    <message>
        <source>Duplicate Scrabble</source>
        <extracomment>Each text of the page by key (phone.js asks for them by key; tests/test_phone_strings.py checks that it asks only for these and fills their placeholders).</extracomment>
        <translation>Duplicate Scrabble</translation>
    </message>
    <message>
        <source>Session PIN</source>
        <translation>Pincode van de partij</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Tafelnummer</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Meedoen</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Whole board</source>
        <translation>Hele bord</translation>
    </message>
    <message>
        <source>⌫ Back</source>
        <translation>⌫ Terug</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Hand in</source>
        <translation>Inleveren</translation>
    </message>
    <message>
        <source>Hand in again</source>
        <translation>Opnieuw inleveren</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>H4 WORD</source>
        <translation>H4 WOORD</translation>
    </message>
    <message>
        <source>WORD</source>
        <translation>WOORD</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Leave this table</source>
        <translation>Deze tafel verlaten</translation>
    </message>
    <message>
        <source>Which letter is the blank?</source>
        <translation>Welke letter stelt de blanco voor?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Result of the turn</source>
        <translation>Uitslag van de beurt</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Beurt {n}</translation>
    </message>
    <message>
        <source>Table {table} · {name}</source>
        <translation>Tafel {table} · {name}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tafel {table}</translation>
    </message>
    <message>
        <source>Waiting for the next rack</source>
        <translation>Wachten op de volgende letters</translation>
    </message>
    <message>
        <source>New rack: the clock starts soon</source>
        <translation>Nieuwe letters: de klok start zo</translation>
    </message>
    <message>
        <source>Find your move</source>
        <translation>Zoek je zet</translation>
    </message>
    <message>
        <source>The clock is paused</source>
        <translation>De klok is gepauzeerd</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>De tijd is om</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partij afgelopen</translation>
    </message>
    <message>
        <source>The turn is revealed</source>
        <translation>De beurt is bekendgemaakt</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>Verbinding verbroken: nieuwe poging…</translation>
    </message>
    <message>
        <source>First tap the square where your word starts.</source>
        <translation>Tik eerst op het vakje waar je woord begint.</translation>
    </message>
    <message>
        <source>Write or place a move first (like {example}).</source>
        <translation>Schrijf of leg eerst een zet (zoals {example}).</translation>
    </message>
    <message>
        <source>Write the score of your move.</source>
        <translation>Schrijf de score van je zet.</translation>
    </message>
    <message>
        <source>Sending {move}…</source>
        <translation>{move} wordt verstuurd…</translation>
    </message>
    <message>
        <source>Not sent yet: trying again ({move})…</source>
        <translation>Nog niet verstuurd: nieuwe poging ({move})…</translation>
    </message>
    <message>
        <source>Received {time} ✓ {move}</source>
        <translation>Ontvangen {time} ✓ {move}</translation>
    </message>
    <message>
        <source>Received ✓ {move}</source>
        <translation>Ontvangen ✓ {move}</translation>
    </message>
    <message>
        <source>Changed: hand in again to replace {move}</source>
        <translation>Gewijzigd: lever opnieuw in om {move} te vervangen</translation>
    </message>
    <message>
        <source>Too late: time was up. This move was not received.</source>
        <translation>Te laat: de tijd was om. Deze zet is niet ontvangen.</translation>
    </message>
    <message>
        <source>That turn is over; this move was not received.</source>
        <translation>Die beurt is voorbij; deze zet is niet ontvangen.</translation>
    </message>
    <message>
        <source>Not received: {message}</source>
        <translation>Niet ontvangen: {message}</translation>
    </message>
    <message>
        <source>Wrong PIN.</source>
        <translation>Verkeerde pincode.</translation>
    </message>
    <message>
        <source>Could not join: {message}</source>
        <translation>Meedoen lukt niet: {message}</translation>
    </message>
    <message>
        <source>No connection to the arbiter’s computer. Check the Wi-Fi and try again.</source>
        <translation>Geen verbinding met de computer van de spelleider. Controleer de wifi en probeer opnieuw.</translation>
    </message>
    <message>
        <source>A new table needs your name (at most 40 characters, plain text).</source>
        <translation>Een nieuwe tafel heeft je naam nodig (hoogstens 40 tekens, gewone tekst).</translation>
    </message>
    <message>
        <source>This phone is no longer at its table: join again.</source>
        <translation>Deze telefoon zit niet meer aan zijn tafel: doe opnieuw mee.</translation>
    </message>
    <message>
        <source>The table number is a whole number from 1 to 9999.</source>
        <translation>Het tafelnummer is een geheel getal van 1 tot 9999.</translation>
    </message>
    <message>
        <source>Table {table} is held by another phone: ask the arbiter to release it.</source>
        <translation>Tafel {table} is in handen van een andere telefoon: vraag de spelleider ze vrij te geven.</translation>
    </message>
    <message>
        <source>There is no table {table} in this game: ask the arbiter.</source>
        <translation>Er is geen tafel {table} in deze partij: vraag het de spelleider.</translation>
    </message>
    <message>
        <source>Write your score with your move (the rules ask for it).</source>
        <translation>Schrijf je score bij je zet (het reglement vraagt het).</translation>
    </message>
    <message>
        <source>The move is empty: write a reference and a word.</source>
        <translation>De zet is leeg: schrijf een coördinaat en een woord.</translation>
    </message>
    <message>
        <source>Your table does not play this turn.</source>
        <translation>Je tafel speelt deze beurt niet.</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Meesterzet</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Jouw score</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Deviation this turn</source>
        <translation>Verschil deze beurt</translation>
    </message>
    <message>
        <source>Deviation in the game</source>
        <translation>Verschil in de partij</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Jouw totaal</translation>
    </message>
    <message>
        <source>Your rank</source>
        <translation>Jouw rang</translation>
    </message>
    <message>
        <source>{rank} of {count}</source>
        <translation>{rank} van {count}</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>geen zet</translation>
    </message>
    <message numerus="yes">
        <source>for %n point(s), at {ref}, {word}</source>
        <translation>
            <numerusform>{word} op {ref}, voor %n punt</numerusform>
            <numerusform>{word} op {ref}, voor %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>The arbiter entered your slip: {move}</source>
        <translation>De spelleider heeft je beurtbriefje ingevoerd: {move}</translation>
    </message>
    <message numerus="yes">
        <source>valid, %n point(s)</source>
        <translation>
            <numerusform>geldig, %n punt</numerusform>
            <numerusform>geldig, %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid: {message}</source>
        <translation>ongeldig: {message}</translation>
    </message>
    <message>
        <source>Scan your table card with the phone’s camera, or type your table number and the code on the card.</source>
        <translation>Scan je tafelkaart met de camera van je telefoon, of typ je tafelnummer en de code op de kaart.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Leave this table on this phone? You will need your table card (or its code) to join again.</source>
        <translation>Deze tafel op deze telefoon verlaten? Je hebt je tafelkaart (of de code) nodig om weer mee te doen.</translation>
    </message>
    <message>
        <source>Type your table number and the code on its card.</source>
        <translation>Typ je tafelnummer en de code op de kaart.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a minute.</source>
        <translation>Te veel verkeerde codes van deze telefoon: wacht een minuut.</translation>
    </message>
    <message>
        <source>New player: type the PIN the arbiter shows, a new table number and your name.</source>
        <translation>Nieuwe speler: typ de pincode die de spelleider toont, een nieuw tafelnummer en je naam.</translation>
    </message>
    <message>
        <source>Code on your table card</source>
        <translation>Code op je tafelkaart</translation>
    </message>
    <message>
        <source>No card? Join as a new player with the room’s PIN</source>
        <translation>Geen kaart? Doe mee als nieuwe speler met de pincode van de zaal</translation>
    </message>
    <message>
        <source>I have a table card</source>
        <translation>Ik heb een tafelkaart</translation>
    </message>
    <message>
        <source>Type the PIN, a table number and your name.</source>
        <translation>Typ de pincode, een tafelnummer en je naam.</translation>
    </message>
    <message>
        <source>Code of table {table}: {code}. Keep it to join again from another phone.</source>
        <translation>Code van tafel {table}: {code}. Bewaar hem om vanaf een andere telefoon weer mee te doen.</translation>
    </message>
    <message>
        <source>That is not the code of the card of table {table}: check both.</source>
        <translation>Dat is niet de code op de kaart van tafel {table}: controleer beide.</translation>
    </message>
    <message>
        <source>Table {table} joins with the code on its card: ask the arbiter for it.</source>
        <translation>Tafel {table} doet mee met de code op de tafelkaart: vraag de spelleider erom.</translation>
    </message>
    <message>
        <source>Too many wrong codes in the room just now: wait a minute and try again.</source>
        <translation>Te veel verkeerde codes in de zaal: wacht een minuut en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Too many tries from this phone: wait a minute.</source>
        <translation>Te veel pogingen van deze telefoon: wacht een minuut.</translation>
    </message>
    <message>
        <source>The arbiter’s computer could not save this: call the arbiter.</source>
        <translation>De computer van de spelleider kon dit niet opslaan: roep de spelleider.</translation>
    </message>
    <message>
        <source>The arbiter’s computer could not answer: call the arbiter.</source>
        <translation>De computer van de spelleider kon niet antwoorden: roep de spelleider.</translation>
    </message>
    <message>
        <source>Final rank</source>
        <translation>Eindstand: plaats</translation>
    </message>
    <message>
        <source>Final total</source>
        <translation>Eindtotaal</translation>
    </message>
    <message>
        <source>The game is over: this page asks for no more news.</source>
        <translation>De partij is afgelopen: deze pagina vraagt niets meer.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Resterende tijd</translation>
    </message>
    <message>
        <source>Your move (reference and word)</source>
        <translation>Jouw zet (coördinaat en woord)</translation>
    </message>
    <message>
        <source>2L</source>
        <translation>2L</translation>
    </message>
    <message>
        <source>3L</source>
        <translation>3L</translation>
    </message>
    <message>
        <source>2W</source>
        <translation>2W</translation>
    </message>
    <message>
        <source>3W</source>
        <translation>3W</translation>
    </message>
    <message>
        <source>double letter</source>
        <translation>dubbele letterwaarde</translation>
    </message>
    <message>
        <source>triple letter</source>
        <translation>driedubbele letterwaarde</translation>
    </message>
    <message>
        <source>double word</source>
        <translation>dubbele woordwaarde</translation>
    </message>
    <message>
        <source>triple word</source>
        <translation>driedubbele woordwaarde</translation>
    </message>
    <message>
        <source>centre star</source>
        <translation>middelste ster</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message numerus="yes">
        <source>{letter}, %n point(s)</source>
        <translation>
            <numerusform>{letter}, %n punt</numerusform>
            <numerusform>{letter}, %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>blank</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>blank as {letter}</source>
        <translation>blanco als {letter}</translation>
    </message>
    <message>
        <source>{tile}, being placed</source>
        <translation>{tile}, wordt gelegd</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>laatste zet</translation>
    </message>
</context>
<context>
    <name>phones</name>
    <message>
        <source>Phone</source>
        <extracomment>Tables whose phone is connected now (the service&apos;s view); none when the service is off. Tables of the shown turn whose phone move arrived over a typed slip while the moves were hidden: the arbiter is asked once time is up (a neutral mark till then).</extracomment>
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
        <source>{0}; slip and phone: asked when time is up</source>
        <translation>{0}; beurtbriefje en telefoon: gevraagd als de tijd om is</translation>
    </message>
    <message>
        <source>When the move arrived from the phone: the time left on the turn&apos;s clock</source>
        <translation>Wanneer de zet van de telefoon binnenkwam: de resterende tijd op de klok van de beurt</translation>
    </message>
    <message>
        <source>Phones</source>
        <extracomment>Wrong codes checked and codes refused unchecked in the last minute, while someone seems to be guessing (the service&apos;s view); None otherwise.</extracomment>
        <translation>Telefoons</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in a move from their phone with {2} left. Which move counts?</source>
        <translation>Tafel {0} ({1}) leverde een zet in via de telefoon met nog {2} te gaan. Welke zet telt?</translation>
    </message>
    <message>
        <source>Typed slip and phone</source>
        <translation>Getypt beurtbriefje en telefoon</translation>
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
        <translation>Het getypte beurtbriefje: {0}</translation>
    </message>
    <message>
        <source>The typed slip</source>
        <translation>Het getypte beurtbriefje</translation>
    </message>
    <message>
        <source>The phone&apos;s move</source>
        <translation>De zet van de telefoon</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone; you had typed {3}. Which move counts?</source>
        <extracomment>Questions held back while the moves are hidden: (turn, table) -&gt; (slip, phone entry).</extracomment>
        <translation>Tafel {0} ({1}) leverde {2} in via de telefoon; jij had {3} getypt. Welke zet telt?</translation>
    </message>
</context>
<context>
    <name>printable</name>
    <message>
        <source>Solo training: {0}</source>
        <translation>Solotraining: {0}</translation>
    </message>
    <message>
        <source>Your total &lt;b&gt;{0}&lt;/b&gt; · sum of the tops &lt;b&gt;{1}&lt;/b&gt; · deviation &lt;b&gt;{2}&lt;/b&gt; · &lt;b&gt;{3}&lt;/b&gt; of the tops</source>
        <translation>Je totaal &lt;b&gt;{0}&lt;/b&gt; · som van de toppen &lt;b&gt;{1}&lt;/b&gt; · verschil &lt;b&gt;{2}&lt;/b&gt; · &lt;b&gt;{3}&lt;/b&gt; van de toppen</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rekje</translation>
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
        <source>Warnings</source>
        <translation>Waarschuwingen</translation>
    </message>
    <message>
        <source>Rank in the room</source>
        <translation>Plaats in de zaal</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} van {1}</translation>
    </message>
    <message>
        <source>Rack: tiles kept + tiles drawn, ? a blank; in a word a lowercase letter is a blank. The turns lost most are shaded.</source>
        <translation>Rekje: behouden letters + getrokken letters, ? een blanco; in een woord is een kleine letter een blanco. De beurten met het meeste verlies zijn gearceerd.</translation>
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
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
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
        <source>bingo {0}</source>
        <translation>scrabble {0}</translation>
    </message>
    <message>
        <source>The board after turn {0}</source>
        <translation>Het bord na beurt {0}</translation>
    </message>
    <message>
        <source>{0}, table {1}</source>
        <translation>{0}, tafel {1}</translation>
    </message>
    <message>
        <source>Rank {0} of {1}. Total {2} of {3} ({4} %), deviation {5}; solos {6}, warnings {7}, penalties {8}.</source>
        <translation>Plaats {0} van {1}. Totaal {2} van {3} ({4} %), verschil {5}; solo&apos;s {6}, waarschuwingen {7}, straffen {8}.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>geen zet</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Ranglijst van het seizoen</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>the best {0} evenings of each player</source>
        <translation>de {0} beste avonden van elke speler</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Avonden</translation>
    </message>
    <message>
        <source>Equal figures share a rank (ex aequo); the next rank is skipped. With the best evenings rule, a player with fewer evenings than counted is ranked after those who have them all.</source>
        <translation>Gelijke cijfers delen een plaats (ex aequo); de volgende plaats vervalt. Met de regel van de beste avonden komt een speler met minder avonden dan er tellen na wie ze allemaal heeft.</translation>
    </message>
    <message>
        <source>Simultaneous game</source>
        <translation>Simultaanpartij</translation>
    </message>
    <message>
        <source>Game identity</source>
        <translation>Identiteit van de partij</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>{0} ({1} players)</source>
        <translation>{0} ({1} spelers)</translation>
    </message>
    <message>
        <source>{0} turns, top total {1}</source>
        <translation>{0} beurten, toptotaal {1}</translation>
    </message>
    <message>
        <source>Progress of {0}</source>
        <translation>Vooruitgang van {0}</translation>
    </message>
    <message>
        <source>The class&apos;s progress</source>
        <translation>De vooruitgang van de klas</translation>
    </message>
    <message>
        <source>{0} evenings; best {1}, average {2}; bingos found {3}, missed {4}.</source>
        <translation>{0} avonden; beste {1}, gemiddeld {2}; scrabbles gevonden {3}, gemist {4}.</translation>
    </message>
    <message>
        <source>The turns where most was lost</source>
        <translation>De beurten waarin het meest verloren ging</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Geteld</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Average %</source>
        <translation>Gemiddeld %</translation>
    </message>
    <message>
        <source>Best %</source>
        <translation>Beste %</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Avond</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Beurten</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>% of the top</source>
        <translation>% van de top</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>% evening by evening</source>
        <translation>% per avond</translation>
    </message>
    <message>
        <source>Bingos found</source>
        <translation>Scrabbles gevonden</translation>
    </message>
    <message>
        <source>Bingos missed</source>
        <translation>Scrabbles gemist</translation>
    </message>
    <message>
        <source>nothing handed in</source>
        <translation>niets ingeleverd</translation>
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
        <source>solo +{0}</source>
        <translation>solo +{0}</translation>
    </message>
    <message>
        <source>warnings: {0}</source>
        <translation>waarschuwingen: {0}</translation>
    </message>
    <message>
        <source>penalty −{0}</source>
        <translation>straf −{0}</translation>
    </message>
    <message>
        <source>In bold: the last move. A lowercase letter is a blank. Coloured squares: dark red triple word, pink double word, dark blue triple letter, light blue double letter.</source>
        <translation>Vet: de laatste zet. Een kleine letter is een blanco. Gekleurde vakjes: donkerrood drievoudige woordwaarde, roze dubbele woordwaarde, donkerblauw drievoudige letterwaarde, lichtblauw dubbele letterwaarde.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Meesterzet</translation>
    </message>
    <message>
        <source>{0} (tied)</source>
        <translation>{0} (gedeeld)</translation>
    </message>
    <message>
        <source>The room (every player gets this rack)</source>
        <translation>De zaal (iedereen krijgt dit rekje)</translation>
    </message>
    <message>
        <source>Master moves</source>
        <translation>Meesterzetten</translation>
    </message>
    <message>
        <source>Duplicate game, {0} edition and tiles, rule set {1}, word list {2}: each turn the room gets the rack and passes, then the master move is played</source>
        <translation>Partij in duplicaat, editie en letters {0}, reglement {1}, woordenlijst {2}: elke beurt krijgt de zaal het rekje en past, daarna wordt de meesterzet gelegd</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Opmerkingen</translation>
    </message>
    <message>
        <source>date</source>
        <translation>datum</translation>
    </message>
    <message>
        <source>edition</source>
        <translation>editie</translation>
    </message>
    <message>
        <source>word list</source>
        <translation>woordenlijst</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>reglement</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>omstandigheden</translation>
    </message>
    <message>
        <source>seconds per move</source>
        <translation>seconden per zet</translation>
    </message>
    <message>
        <source>racks of</source>
        <translation>rekjes van</translation>
    </message>
    <message>
        <source>state</source>
        <translation>stand van de partij</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>meegeteld</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>beurten</translation>
    </message>
    <message>
        <source>sum of the tops</source>
        <translation>som van de toppen</translation>
    </message>
    <message>
        <source>hints</source>
        <translation>hints</translation>
    </message>
    <message>
        <source>tops found without a hint</source>
        <translation>toppen gevonden zonder hint</translation>
    </message>
    <message>
        <source>tops found with hints</source>
        <translation>toppen gevonden met hints</translation>
    </message>
    <message>
        <source>bingos possible</source>
        <translation>scrabbles mogelijk</translation>
    </message>
    <message>
        <source>bingos found</source>
        <translation>scrabbles gevonden</translation>
    </message>
    <message>
        <source>bingos missed</source>
        <translation>scrabbles gemist</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>waarschuwingen</translation>
    </message>
    <message>
        <source>lost on missed bingos</source>
        <translation>verloren op gemiste scrabbles</translation>
    </message>
    <message>
        <source>lost on premium squares</source>
        <translation>verloren op premievakjes</translation>
    </message>
    <message>
        <source>lost elsewhere</source>
        <translation>elders verloren</translation>
    </message>
    <message>
        <source>lost on invalid moves</source>
        <translation>verloren op ongeldige zetten</translation>
    </message>
    <message>
        <source>lost with no move</source>
        <translation>verloren zonder zet</translation>
    </message>
    <message>
        <source>taken off for warnings</source>
        <translation>afgetrokken voor waarschuwingen</translation>
    </message>
    <message>
        <source>rank in the room</source>
        <translation>plaats in de zaal</translation>
    </message>
    <message>
        <source>players in the room</source>
        <translation>spelers in de zaal</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>uitgespeeld</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>vroeg beëindigd</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>oefening</translation>
    </message>
    <message>
        <source>as in a competition</source>
        <translation>zoals in een wedstrijd</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>geleerd</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>rekje</translation>
    </message>
    <message>
        <source>asked</source>
        <translation>gevraagd</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>words</source>
        <translation>woorden</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>zetten</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>jouw zet</translation>
    </message>
    <message>
        <source>your points</source>
        <translation>jouw punten</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partij</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>beurt</translation>
    </message>
    <message>
        <source>box</source>
        <translation>vak</translation>
    </message>
    <message>
        <source>due</source>
        <translation>aan de beurt op</translation>
    </message>
    <message>
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <source>sub-top</source>
        <translation>subtop</translation>
    </message>
    <message>
        <source>anagrams</source>
        <translation>anagrammen</translation>
    </message>
    <message>
        <source>hooks</source>
        <translation>aanhaakletters</translation>
    </message>
    <message>
        <source>Rank {0} of {1}. Total {2} points.</source>
        <translation>Plaats {0} van {1}. Totaal {2} punten.</translation>
    </message>
</context>
<context>
    <name>start</name>
    <message>
        <source>Duplicate Scrabble cannot open its window: Qt&apos;s X11 plugin needs libraries this system does not have: {libraries}.</source>
        <extracomment>Said on standard error before Qt starts, in the language of the environment (LANGUAGE, LANG: the app&apos;s own choice of language is kept by Qt, not started yet); then the install commands.</extracomment>
        <translation>Duplicate Scrabble kan zijn venster niet openen: de X11-plug-in van Qt heeft bibliotheken nodig die dit systeem niet heeft: {libraries}.</translation>
    </message>
    <message>
        <source>Install them, then start the program again:</source>
        <translation>Installeer ze en start het programma opnieuw:</translation>
    </message>
    <message>
        <source>The package that has {library} is not known here: {debian} (Debian, Ubuntu) or {fedora} (Fedora) names it.</source>
        <translation>Het pakket met {library} is hier niet bekend: {debian} (Debian, Ubuntu) of {fedora} (Fedora) noemt het.</translation>
    </message>
    <message>
        <source>Duplicate Scrabble cannot open its window: there is no screen (DISPLAY is not set). Start it on the desktop, not from a remote shell or a text console; a game with phones and no window runs with: duplicate-scrabble serve</source>
        <translation>Duplicate Scrabble kan zijn venster niet openen: er is geen scherm (DISPLAY is niet ingesteld). Start het vanaf het bureaublad, niet vanuit een shell op afstand of een tekstconsole; een partij met telefoons en zonder venster start met: duplicate-scrabble serve</translation>
    </message>
</context>
<context>
    <name>training</name>
    <message>
        <source>no time limit</source>
        <extracomment>A top found after a hint (the summary&apos;s chart): not the green of a top found alone. The row of a move asked about (&quot;what would I have scored with ...?&quot;). The face of the tiles kept from the last turn: grey, clearly apart from the new ones.</extracomment>
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
        <source>Bingos found: &lt;b&gt;{0}&lt;/b&gt;, missed: &lt;b&gt;{1}&lt;/b&gt;, found but not the top: &lt;b&gt;{2}&lt;/b&gt;.</source>
        <translation>Scrabbles gevonden: &lt;b&gt;{0}&lt;/b&gt;, gemist: &lt;b&gt;{1}&lt;/b&gt;, gevonden maar niet de top: &lt;b&gt;{2}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Tops found: &lt;b&gt;{0}&lt;/b&gt; without a hint, &lt;b&gt;{1}&lt;/b&gt; with hints (turns counted: &lt;b&gt;{2}&lt;/b&gt;).</source>
        <translation>Tops gevonden: &lt;b&gt;{0}&lt;/b&gt; zonder hint, &lt;b&gt;{1}&lt;/b&gt; met hints (getelde beurten: &lt;b&gt;{2}&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Points lost: &lt;b&gt;{0}&lt;/b&gt; on missed bingos, &lt;b&gt;{1}&lt;/b&gt; on premium squares (letter and word) the top used better, &lt;b&gt;{2}&lt;/b&gt; elsewhere, &lt;b&gt;{3}&lt;/b&gt; on invalid moves, &lt;b&gt;{4}&lt;/b&gt; with no move (passed or out of time).</source>
        <translation>Verloren punten: &lt;b&gt;{0}&lt;/b&gt; op gemiste scrabbles, &lt;b&gt;{1}&lt;/b&gt; op premievakjes (letter en woord) die de top beter benutte, &lt;b&gt;{2}&lt;/b&gt; elders, &lt;b&gt;{3}&lt;/b&gt; op ongeldige zetten, &lt;b&gt;{4}&lt;/b&gt; zonder zet (gepast of tijd om).</translation>
    </message>
    <message>
        <source>Warnings: &lt;b&gt;{0}&lt;/b&gt;, &lt;b&gt;{1}&lt;/b&gt; points taken off.</source>
        <translation>Waarschuwingen: &lt;b&gt;{0}&lt;/b&gt;, &lt;b&gt;{1}&lt;/b&gt; punten afgetrokken.</translation>
    </message>
</context>
</TS>
