<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Terms: Norsk Scrabbleforbund (scrabbleforbundet.no, Turneringsreglement): legg (a
     move), bingo, brikker, brikkepose/pose (bag), stativ (rack, nn.wikipedia Scrabble),
     blank, runde, poeng, ordliste, fasit (the master move), spilleleder; duplikat for duplicate.
     Board labels DB/TB/DO/TO (dobbel/trippel bokstavverdi, ordverdi: "2O" reads as "20").
     One word per concept: resources/translations/glossary.csv (checked by tests/test_language_quality.py). -->
<TS version="2.1" language="nb" sourcelanguage="en">
<context>
    <name>BoardBefore</name>
    <message>
        <source>After the turn</source>
        <translation>Etter runden</translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation>Før runden</translation>
    </message>
    <message>
        <source>The board with the top played</source>
        <translation>Brettet med toppen lagt</translation>
    </message>
    <message>
        <source>The board as it was before the turn, with its rack: place any move on it</source>
        <translation>Brettet slik det var før runden, med stativet: legg et hvilket som helst legg på det</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ditt legg</translation>
    </message>
    <message>
        <source>Your move on the board before the turn</source>
        <translation>Ditt legg på brettet før runden</translation>
    </message>
    <message>
        <source>The top</source>
        <translation>Toppen</translation>
    </message>
    <message>
        <source>The top on the board before the turn</source>
        <translation>Toppen på brettet før runden</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Place a move as in play: click a square and type the word, or drag tiles from the rack. Its score and rank appear below.</source>
        <translation>Plasser et legg som i spillet: klikk på en rute og skriv ordet, eller dra brikker fra stativet. Poengsum og plassering vises under.</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Brett:</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>2L</source>
        <comment>double letter square</comment>
        <extracomment>The application font size the painted views&apos; default sizes were drawn for (pixels); a larger system font (16 pt) scales their size hints with it.</extracomment>
        <translation>DB</translation>
    </message>
    <message>
        <source>3L</source>
        <comment>triple letter square</comment>
        <translation>TB</translation>
    </message>
    <message>
        <source>2W</source>
        <comment>double word square</comment>
        <translation>DO</translation>
    </message>
    <message>
        <source>3W</source>
        <comment>triple word square</comment>
        <translation>TO</translation>
    </message>
    <message>
        <source>double letter</source>
        <translation>dobbel bokstavverdi</translation>
    </message>
    <message>
        <source>triple letter</source>
        <translation>trippel bokstavverdi</translation>
    </message>
    <message>
        <source>double word</source>
        <translation>dobbel ordverdi</translation>
    </message>
    <message>
        <source>triple word</source>
        <translation>trippel ordverdi</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>(row, col) of a square the user clicked (or chose with Enter), 0-based from the top left. A canvas (AT-SPI &quot;canvas&quot;): a painted surface whose text is the square under the cursor. The square the keyboard and a screen reader are on (the centre to begin with).</extracomment>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Arrow keys move from square to square</source>
        <translation>Piltastene flytter fra rute til rute</translation>
    </message>
    <message>
        <source>centre star</source>
        <translation>midtstjerne</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>siste legg</translation>
    </message>
    <message>
        <source>{0}, being placed</source>
        <translation>{0}, legges nå</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>blank as {0}</source>
        <translation>blank som {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0}, %n point(s)</source>
        <translation>
            <numerusform>{0}, %n poeng</numerusform>
            <numerusform>{0}, %n poeng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoriesDialog</name>
    <message>
        <source>Categories</source>
        <translation>Kategorier</translation>
    </message>
    <message>
        <source>One category a line (players keep theirs when one is removed):</source>
        <translation>Én kategori per linje (spillerne beholder sin om den fjernes):</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Accept word</source>
        <extracomment>What the window may show (a mirrored screen: the question names no move).</extracomment>
        <translation>Godta ordet</translation>
    </message>
    <message>
        <source>Accept a word the word list lacks for the selected entry (recorded)</source>
        <translation>Godta et ord som mangler i ordlisten for denne innleveringen (blir registrert)</translation>
    </message>
    <message>
        <source>Warning +1</source>
        <translation>Advarsel +1</translation>
    </message>
    <message>
        <source>Warning −1</source>
        <translation>Advarsel −1</translation>
    </message>
    <message>
        <source>Penalty…</source>
        <translation>Straff…</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Slett innlevering</translation>
    </message>
    <message>
        <source>Top to all remaining</source>
        <extracomment>Which tables are missing, always whole: it wraps rather than being cut or squeezed.</extracomment>
        <translation>Topp til alle gjenstående</translation>
    </message>
    <message>
        <source>No move to all remaining</source>
        <translation>Intet legg for alle gjenstående</translation>
    </message>
    <message>
        <source>No turn in progress</source>
        <extracomment>The missing tables (a line of their own) and the bulk entries under them, placed by the page (under the board).</extracomment>
        <translation>Ingen runde pågår</translation>
    </message>
    <message numerus="yes">
        <source>Missing entries: %n (table(s) {0})</source>
        <translation>
            <numerusform>Manglende innleveringer: %n (bord {0})</numerusform>
            <numerusform>Manglende innleveringer: %n (bord {0})</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing entries: {0}</source>
        <translation>Manglende innleveringer: {0}</translation>
    </message>
    <message>
        <source>Delete the entry of table {0} ({1}) for turn {2}?</source>
        <translation>Slette innleveringen til bord {0} ({1}) i runde {2}?</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <source>Penalty points for this turn:</source>
        <translation>Straffepoeng for denne runden:</translation>
    </message>
    <message>
        <source>Delete an entry</source>
        <translation>Slett en innlevering</translation>
    </message>
    <message>
        <source>Delete the entry of table {0} ({1}) for turn {2}: {3}?</source>
        <translation>Slette innleveringen til bord {0} ({1}) i runde {2}: {3}?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behold den</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>The turn whose entries are shown and edited (past turns can be corrected)</source>
        <extracomment>The look of the entry row while a past turn is being corrected. Tentative tiles of the move being typed, for the board: list of (row, col, value), valid.</extracomment>
        <translation>Runden som innleveringene vises og føres for (tidligere runder kan rettes)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Bordnummer</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Legg</translation>
    </message>
    <message>
        <source>The move as written (reference and word), then the score written, if any</source>
        <translation>Legget slik det er skrevet (koordinat og ord), deretter poengene som er notert, om noen</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Lagre</translation>
    </message>
    <message>
        <source>No move (F4)</source>
        <translation>Intet legg (F4)</translation>
    </message>
    <message>
        <source>Mirrored screen: the move is masked while the players look; the check under the field says whether it is valid</source>
        <translation>Speilet skjerm: legget er skjult mens spillerne leter; kontrollen under feltet sier om det er gyldig</translation>
    </message>
    <message>
        <source>Correcting turn {0}: entries go to turn {0}. Esc in the table field: back to turn {1}</source>
        <translation>Retter runde {0}: innleveringer går til runde {0}. Esc i bordfeltet: tilbake til runde {1}</translation>
    </message>
    <message>
        <source>Back to turn {0}</source>
        <translation>Tilbake til runde {0}</translation>
    </message>
    <message>
        <source>✓ valid (its points show when time is up)</source>
        <translation>✓ gyldig (poengene vises når tiden er ute)</translation>
    </message>
    <message>
        <source>(written {0}, real {1}: warning)</source>
        <translation>(notert {0}, riktig {1}: advarsel)</translation>
    </message>
    <message>
        <source>(written {0}, real {1})</source>
        <translation>(notert {0}, riktig {1})</translation>
    </message>
    <message>
        <source>Mirrored screen: an entry shows in the field once time is up; type the slip again to replace it</source>
        <translation>Speilet skjerm: en innlevering vises i feltet når tiden er ute; skriv lappen på nytt for å erstatte den</translation>
    </message>
    <message>
        <source>Editing the entry of table {0}</source>
        <translation>Redigerer innleveringen til bord {0}</translation>
    </message>
    <message>
        <source>Turn {0} corrected; entries go to turn {1} again</source>
        <translation>Runde {0} rettet; innleveringer går igjen til runde {1}</translation>
    </message>
    <message>
        <source>Table {0} already has this move: nothing changed</source>
        <translation>Bord {0} har allerede dette legget: ingenting endret</translation>
    </message>
    <message>
        <source>Replace an entry</source>
        <translation>Erstatt en innlevering</translation>
    </message>
    <message>
        <source>Table {0} already has {1}: replace it?</source>
        <translation>Bord {0} har allerede {1}: erstatte det?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Erstatt</translation>
    </message>
    <message>
        <source>Keep the old entry</source>
        <translation>Behold den gamle innleveringen</translation>
    </message>
    <message>
        <source>Kept the entry of table {0}; check the table number</source>
        <translation>Innleveringen til bord {0} er beholdt; sjekk bordnummeret</translation>
    </message>
    <message>
        <source>Release phone</source>
        <translation>Frigi telefon</translation>
    </message>
    <message>
        <source>Free the selected table for another phone (the player changes phone)</source>
        <translation>Frigi det valgte bordet for en annen telefon (spilleren bytter telefon)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Move: {0} {1}</source>
        <translation>Legg: {0} {1}</translation>
    </message>
    <message>
        <source>no such table</source>
        <translation>ukjent bord</translation>
    </message>
    <message>
        <source>Table {0} already has {1}</source>
        <translation>Bord {0} har allerede {1}</translation>
    </message>
    <message>
        <source>✓ {0} points: {1}</source>
        <translation>✓ {0} poeng: {1}</translation>
    </message>
    <message>
        <source>(read with blanks: {0})</source>
        <translation>(lest med blanke: {0})</translation>
    </message>
    <message>
        <source>✓ valid, {0} points</source>
        <translation>✓ gyldig, {0} poeng</translation>
    </message>
    <message>
        <source>not a legal move</source>
        <translation>ikke et gyldig legg</translation>
    </message>
</context>
<context>
    <name>GameSoFar</name>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ditt legg</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Topp</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Avvik</translation>
    </message>
    <message>
        <source>Click a turn to review it</source>
        <translation>Klikk på en runde for å se den igjen</translation>
    </message>
    <message>
        <source>This game so far (last turn first) — click a turn to review it</source>
        <translation>Partiet så langt (siste runde først) — klikk på en runde for å se den igjen</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>intet legg</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ugyldig)</translation>
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
        <translation>Lag forberedte partier</translation>
    </message>
    <message>
        <source>Generated game, seed {seed}</source>
        <extracomment>the games&apos; stored title, in the user&apos;s language ({seed} is the game&apos;s seed)</extracomment>
        <translation>Generert parti, frø {seed}</translation>
    </message>
    <message>
        <source>Turns whose master move keeps a blank on the rack</source>
        <translation>Runder der fasiten beholder en blank på stativet</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Velg…</translation>
    </message>
    <message>
        <source>from</source>
        <translation>fra</translation>
    </message>
    <message>
        <source>to</source>
        <translation>til</translation>
    </message>
    <message>
        <source>Games to write</source>
        <translation>Partier som skal skrives</translation>
    </message>
    <message>
        <source>Bingos</source>
        <translation>Bingoer</translation>
    </message>
    <message>
        <source>Top total</source>
        <translation>Sum av toppene</translation>
    </message>
    <message>
        <source>Turns with a blank kept, at most</source>
        <translation>Runder med en beholdt blank, høyst</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Første frø</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Mappe</translation>
    </message>
    <message>
        <source>{0} edition, {1} rules; games are played on {2} cores.</source>
        <translation>Utgave {0}, regler {1}; partiene spilles på {2} kjerner.</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Use this game</source>
        <translation>Bruk dette partiet</translation>
    </message>
    <message>
        <source>{0} of {1} games kept, {2} played</source>
        <translation>{0} av {1} partier beholdt, {2} spilt</translation>
    </message>
    <message>
        <source>Stopped: {0}</source>
        <translation>Stoppet: {0}</translation>
    </message>
    <message>
        <source> — cancelled</source>
        <translation> — avbrutt</translation>
    </message>
    <message>
        <source> — no more seeds to try: widen the bounds</source>
        <translation> — ingen flere frø å prøve: utvid grensene</translation>
    </message>
    <message>
        <source> — done</source>
        <translation> — ferdig</translation>
    </message>
    <message>
        <source> — cancelling…</source>
        <translation> — avbryter…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Folder for the games</source>
        <translation>Mappe for partiene</translation>
    </message>
</context>
<context>
    <name>GridDialog</name>
    <message>
        <source>Per-turn grid</source>
        <translation>Oversikt per runde</translation>
    </message>
    <message>
        <source>Each turn&apos;s column: the player&apos;s points under the turn&apos;s number and top. Green: the top was found; +solo, −penalty, ! warning. Deviation: the total minus the tops.</source>
        <translation>Én kolonne per runde: spillerens poeng under rundenummeret og toppen. Grønn: toppen funnet; +solo, −straff, ! advarsel. Avvik: summen minus toppene.</translation>
    </message>
    <message>
        <source>—: not playing that turn (joined later or left; the tooltip says why).</source>
        <translation>—: spiller ikke den runden (kom senere eller gikk; verktøytipset sier hvorfor).</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>Hints (each one is recorded)</source>
        <translation>Hint (hvert hint registreres)</translation>
    </message>
    <message>
        <source>Is there a bingo? (F2)</source>
        <translation>Finnes det en bingo? (F2)</translation>
    </message>
    <message>
        <source>Top score (F3)</source>
        <translation>Toppens poeng (F3)</translation>
    </message>
    <message>
        <source>A square of the top (F4)</source>
        <translation>En rute i toppen (F4)</translation>
    </message>
    <message>
        <source>There is a bingo.</source>
        <translation>Det finnes en bingo.</translation>
    </message>
    <message>
        <source>There is no bingo.</source>
        <translation>Det finnes ingen bingo.</translation>
    </message>
    <message>
        <source>The top scores {0}.</source>
        <translation>Toppen gir {0} poeng.</translation>
    </message>
    <message>
        <source>The top puts a tile on {0}.</source>
        <translation>Toppen legger en brikke på {0}.</translation>
    </message>
    <message>
        <source>Hints (an exercise: not recorded)</source>
        <translation>Hint (en øvelse: registreres ikke)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#6B7785&apos;&gt;No hint used this turn.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#6B7785&apos;&gt;Ingen hint brukt denne runden.&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Training history</source>
        <translation>Treningshistorikk</translation>
    </message>
    <message>
        <source>average</source>
        <translation>gjennomsnitt</translation>
    </message>
    <message>
        <source>best game</source>
        <translation>beste parti</translation>
    </message>
    <message>
        <source>last 5 games</source>
        <translation>siste 5 partier</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Utgave</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Count games ended early</source>
        <translation>Tell partier som ble avsluttet tidlig</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>Topper</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Avvik</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>as in a competition</source>
        <translation>som i en turnering</translation>
    </message>
    <message>
        <source>Not counted in the averages</source>
        <translation>Ikke tatt med i gjennomsnittene</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Se partiet igjen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Tops found</source>
        <translation>Topper funnet</translation>
    </message>
    <message>
        <source>Bingos found / missed</source>
        <translation>Bingoer funnet / bommet</translation>
    </message>
    <message>
        <source>games counted</source>
        <translation>partier telt</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n game(s), average {1}, best {2}</source>
        <translation>
            <numerusform>{0}: %n parti, gjennomsnitt {1}, beste {2}</numerusform>
            <numerusform>{0}: %n partier, gjennomsnitt {1}, beste {2}</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fullført</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>avsluttet tidlig</translation>
    </message>
    <message>
        <source>in progress — resume</source>
        <translation>pågår — fortsett</translation>
    </message>
    <message>
        <source>Games are saved in {0}</source>
        <translation>Partiene lagres i {0}</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Fortsett partiet</translation>
    </message>
    <message>
        <source>Tops found without a hint / turns; (+N): found with hints</source>
        <translation>Topper funnet uten hint / runder; (+N): funnet med hint</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>øving</translation>
    </message>
    <message>
        <source>In practice the live check tells whether a move is valid and its score, and hints may be asked: such games are not comparable with games played as in a competition.</source>
        <translation>Under øving forteller den løpende kontrollen om et legg er gyldig og hva det gir, og hint kan brukes: slike partier kan ikke sammenlignes med partier spilt som i en turnering.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Betingelser</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Eksporter historikken som CSV</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-filer, skilletegn {0}, desimaltegn {1} (*.csv)</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Skrevet: {0}</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Eksporter som CSV…</translation>
    </message>
    <message>
        <source>The games listed (with the filters chosen) and their figures, for a spreadsheet</source>
        <translation>Partiene i listen (med filtrene som er valgt) og tallene deres, for et regneark</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Players scan this with their phone&apos;s camera</source>
        <extracomment>Show (True) or hide the join screen on the projector. Show (True) or hide &quot;handed in: 12 of 18&quot; on the projector during the turn.</extracomment>
        <translation>Spillerne skanner dette med telefonkameraet</translation>
    </message>
    <message>
        <source>Show on the projector</source>
        <translation>Vis på projektoren</translation>
    </message>
    <message>
        <source>The address, the PIN and a large QR code on the projector</source>
        <translation>Adressen, PIN-en og en stor QR-kode på projektoren</translation>
    </message>
    <message>
        <source>The projector shows how many have handed in (never who)</source>
        <translation>Projektoren viser hvor mange som har levert (aldri hvem)</translation>
    </message>
    <message>
        <source>Back to the game on the projector</source>
        <translation>Tilbake til partiet på projektoren</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Hand in your moves from your phone</source>
        <translation>Lever leggene dine fra telefonen</translation>
    </message>
    <message>
        <source>Scan the code or type the address, then the PIN and your table number.</source>
        <translation>Skann koden eller skriv adressen, deretter PIN-en og bordnummeret ditt.</translation>
    </message>
    <message>
        <source>PIN {0}</source>
        <translation>PIN {0}</translation>
    </message>
    <message>
        <source>New players: scan this code or type the address, then the PIN, a table number and your name. With a table card: scan the card.</source>
        <translation>Nye spillere: skann denne koden eller skriv adressen, deretter PIN-en, et bordnummer og navnet ditt. Med bordkort: skann kortet.</translation>
    </message>
    <message>
        <source>Scan your table card with your phone&apos;s camera, or type the address, your table number and the code on your card.</source>
        <translation>Skann bordkortet med kameraet på telefonen, eller skriv adressen, bordnummeret og koden på kortet.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>Takes effect at the next start of the app</source>
        <translation>Gjelder fra neste oppstart av appen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemspråk</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the app.</source>
        <translation>Det nye språket brukes fra neste gang programmet startes.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Ny økt…</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>Å&amp;pne økt…</translation>
    </message>
    <message>
        <source>Solo &amp;training…</source>
        <translation>Solo&amp;trening…</translation>
    </message>
    <message>
        <source>Club s&amp;eason…</source>
        <translation>Klu&amp;bbsesong…</translation>
    </message>
    <message>
        <source>&amp;Merge a simultaneous game…</source>
        <translation>Slå sa&amp;mmen et simultanparti…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Lagre &amp;som…</translation>
    </message>
    <message>
        <source>&amp;Print game sheet…</source>
        <translation>Skriv &amp;ut protokoll…</translation>
    </message>
    <message>
        <source>Export game sheet as P&amp;DF…</source>
        <translation>Eksporter protokoll som P&amp;DF…</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>Eksporter resultater som &amp;CSV…</translation>
    </message>
    <message>
        <source>Export for the &amp;ranking program…</source>
        <translation>Eksporter til &amp;rankingprogrammet…</translation>
    </message>
    <message>
        <source>Export game &amp;record (JSON)…</source>
        <translation>Eksporter parti&amp;opptak (JSON)…</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>&amp;Lukk økten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>R&amp;ediger</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>Ø&amp;kt</translation>
    </message>
    <message>
        <source>&amp;Phones…</source>
        <translation>&amp;Telefoner…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Draw the rack</source>
        <translation>&amp;Trekk brikker</translation>
    </message>
    <message>
        <source>Start / pause the &amp;timer</source>
        <translation>Start / pause &amp;klokken</translation>
    </message>
    <message>
        <source>&amp;End the time</source>
        <translation>Avslutt ti&amp;den</translation>
    </message>
    <message>
        <source>&amp;Reveal the top</source>
        <translation>&amp;Vis toppen</translation>
    </message>
    <message>
        <source>Enter a &amp;move</source>
        <translation>Før inn et &amp;legg</translation>
    </message>
    <message>
        <source>&amp;Filter the top list</source>
        <translation>&amp;Filtrer listen over legg</translation>
    </message>
    <message>
        <source>&amp;Players (latecomers, names, tables)…</source>
        <translation>&amp;Spillere (etternølere, navn, bord)…</translation>
    </message>
    <message>
        <source>&amp;Give a move to several tables…</source>
        <translation>&amp;Gi et legg til flere bord…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Projector window</source>
        <translation>&amp;Projektorvindu</translation>
    </message>
    <message>
        <source>Projector on &amp;screen</source>
        <translation>Projektor på &amp;skjerm</translation>
    </message>
    <message>
        <source>Projector &amp;full screen</source>
        <translation>Projektor i &amp;fullskjerm</translation>
    </message>
    <message>
        <source>Per-turn &amp;grid</source>
        <translation>&amp;Oversikt per runde</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Resultatliste</translation>
    </message>
    <message>
        <source>&amp;Top list</source>
        <translation>&amp;Liste over legg</translation>
    </message>
    <message>
        <source>&amp;Preferences</source>
        <translation>&amp;Innstillinger</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Hurtigtaster</translation>
    </message>
    <message>
        <source>&amp;Undo: {0}</source>
        <extracomment>What changes the session: disabled while it is read-only.</extracomment>
        <translation>&amp;Angre: {0}</translation>
    </message>
    <message>
        <source>&amp;Redo: {0}</source>
        <translation>&amp;Gjør om: {0}</translation>
    </message>
    <message>
        <source>Enter (table field)</source>
        <translation>Enter (bordfeltet)</translation>
    </message>
    <message>
        <source>Go to the move field</source>
        <translation>Gå til leggfeltet</translation>
    </message>
    <message>
        <source>Enter (move field)</source>
        <translation>Enter (leggfeltet)</translation>
    </message>
    <message>
        <source>Store the move</source>
        <translation>Lagre legget</translation>
    </message>
    <message>
        <source>No move for the typed or selected table</source>
        <translation>Intet legg for bordet som er skrevet eller valgt</translation>
    </message>
    <message>
        <source>Esc (move field)</source>
        <translation>Esc (leggfeltet)</translation>
    </message>
    <message>
        <source>Clear the move, back to the table field</source>
        <translation>Tøm legget, tilbake til bordfeltet</translation>
    </message>
    <message>
        <source>Esc (table field)</source>
        <translation>Esc (bordfeltet)</translation>
    </message>
    <message>
        <source>Back to the turn in play from a past turn</source>
        <translation>Fra en tidligere runde tilbake til runden som pågår</translation>
    </message>
    <message>
        <source>Delete (entries)</source>
        <translation>Delete (innleveringer)</translation>
    </message>
    <message>
        <source>Delete the selected entry</source>
        <translation>Slett den valgte innleveringen</translation>
    </message>
    <message>
        <source>F2 / Double-click (entries)</source>
        <translation>F2 / Dobbeltklikk (innleveringer)</translation>
    </message>
    <message>
        <source>Edit the selected entry</source>
        <translation>Rediger den valgte innleveringen</translation>
    </message>
    <message>
        <source>Double-click (top list)</source>
        <translation>Dobbeltklikk (listen over legg)</translation>
    </message>
    <message>
        <source>Make that move the master move</source>
        <translation>Gjør det legget til fasit</translation>
    </message>
    <message>
        <source>F11 / Esc (projector)</source>
        <translation>F11 / Esc (projektor)</translation>
    </message>
    <message>
        <source>Full screen on / off</source>
        <translation>Fullskjerm av / på</translation>
    </message>
    <message>
        <source>Duplicate Scrabble</source>
        <translation>Duplikat-scrabble</translation>
    </message>
    <message>
        <source>Read-only: nothing can be changed</source>
        <extracomment>the sessions&apos; clock (tests give a fake one)</extracomment>
        <translation>Skrivebeskyttet: ingenting kan endres</translation>
    </message>
    <message>
        <source>{0} (read-only) — Duplicate Scrabble</source>
        <translation>{0} (skrivebeskyttet) — Duplikat-scrabble</translation>
    </message>
    <message>
        <source>{0} — Duplicate Scrabble</source>
        <translation>{0} — Duplikat-scrabble</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Ny økt</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Åpne en økt</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0});;All files (*)</source>
        <translation>Duplikatøkter (*{0});;Alle filer (*)</translation>
    </message>
    <message>
        <source>Opened read-only: nothing can be changed. File &gt; Save as keeps a copy you can continue in.</source>
        <translation>Åpnet skrivebeskyttet: ingenting kan endres. Fil &gt; Lagre som tar vare på en kopi du kan fortsette i.</translation>
    </message>
    <message>
        <source>Close the session</source>
        <translation>Lukk økten</translation>
    </message>
    <message>
        <source>A turn is in progress. Everything is saved; close the session anyway?</source>
        <translation>En runde pågår. Alt er lagret; vil du likevel lukke økten?</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Ikke mulig</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Angret: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Gjort om: {0}</translation>
    </message>
    <message>
        <source>Print p&amp;layer sheets…</source>
        <translation>Skriv ut sp&amp;illerark…</translation>
    </message>
    <message>
        <source>Export player sheets as PD&amp;F…</source>
        <translation>&amp;Eksporter spillerark som PDF…</translation>
    </message>
    <message>
        <source>Export master moves as &amp;GCG…</source>
        <translation>Eksporter fasit som &amp;GCG…</translation>
    </message>
    <message>
        <source>End the game &amp;now…</source>
        <translation>Avslutt partiet &amp;nå…</translation>
    </message>
    <message>
        <source>&amp;Mirrored screen: hide the moves until time is up</source>
        <translation>Sp&amp;eilet skjerm: skjul leggene til tiden er ute</translation>
    </message>
    <message>
        <source>Clu&amp;b roster…</source>
        <translation>&amp;Klubbens spillerliste…</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>&amp;Fargeblindvennlige farger</translation>
    </message>
    <message>
        <source>Board, rack and timer in colours told apart with any colour vision (blue and orange)</source>
        <translation>Brett, stativ og klokke i farger som alle slags fargesyn skiller (blått og oransje)</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New duplicate session</source>
        <translation>Ny duplikatøkt</translation>
    </message>
    <message>
        <source>e.g. Club night, 3 December</source>
        <translation>f.eks. Klubbkveld 3. desember</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>First move must be horizontal</source>
        <translation>Første legg må være vannrett</translation>
    </message>
    <message>
        <source>A wrong written score is a warning</source>
        <translation>Feil notert poengsum gir advarsel</translation>
    </message>
    <message>
        <source>From the turn they join</source>
        <translation>Fra runden de kommer inn</translation>
    </message>
    <message>
        <source>From turn 1 (missed turns score 0)</source>
        <translation>Fra runde 1 (runder de gikk glipp av, gir 0)</translation>
    </message>
    <message>
        <source>Which tops a latecomer&apos;s deviation counts</source>
        <translation>Hvilke topper en etternølers avvik teller</translation>
    </message>
    <message>
        <source>Ask before revealing when players have no entry</source>
        <translation>Spør før toppen vises når spillere ikke har levert</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Regelsett</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Tenketid per runde</translation>
    </message>
    <message>
        <source>Solo bonus</source>
        <translation>Solobonus</translation>
    </message>
    <message>
        <source>Solos from (players)</source>
        <translation>Solo fra (spillere)</translation>
    </message>
    <message>
        <source>Warnings tolerated</source>
        <translation>Tillatte advarsler</translation>
    </message>
    <message>
        <source>Cost of a further warning</source>
        <translation>Kostnad for en ny advarsel</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Straffepoeng</translation>
    </message>
    <message>
        <source>Latecomer&apos;s deviation</source>
        <translation>Etternølers avvik</translation>
    </message>
    <message>
        <source>One player a line: table number and name (&quot;12 Marie Dupont&quot;), or just names</source>
        <translation>Én spiller per linje: bordnummer og navn («12 Marie Dupont»), eller bare navn</translation>
    </message>
    <message>
        <source>Random draws, seed:</source>
        <translation>Tilfeldige trekninger, frø:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>tilfeldig</translation>
    </message>
    <message>
        <source>Own letters (type each rack)</source>
        <translation>Egne brikker (skriv inn hvert stativ)</translation>
    </message>
    <message>
        <source>Prepared game file:</source>
        <translation>Fil med forberedt parti:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Velg…</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Lag…</translation>
    </message>
    <message>
        <source>Make prepared games to order: bingos, top total, blanks kept</source>
        <translation>Lag forberedte partier etter ønske: bingoer, sum av toppene, beholdte blanke</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tittel</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Utgave</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Lagre som</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Create session</source>
        <extracomment>The dialog&apos;s two columns, left to right (Tab goes down the first, then the second).</extracomment>
        <translation>Opprett økt</translation>
    </message>
    <message>
        <source>Session {0}</source>
        <translation>Økt {0}</translation>
    </message>
    <message>
        <source>Prepared game</source>
        <translation>Forberedt parti</translation>
    </message>
    <message>
        <source>Save the session as</source>
        <translation>Lagre økten som</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0})</source>
        <translation>Duplikatøkter (*{0})</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Frø</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>Frøet er et heltall (eller tomt for et tilfeldig).</translation>
    </message>
    <message>
        <source>Choose where to save the session.</source>
        <translation>Velg hvor økten skal lagres.</translation>
    </message>
    <message>
        <source>{0} already exists: choose another name.</source>
        <translation>{0} finnes allerede: velg et annet navn.</translation>
    </message>
    <message>
        <source>Choose the prepared game file.</source>
        <translation>Velg filen med det forberedte partiet.</translation>
    </message>
    <message>
        <source>How long before the end of the turn &quot;write now&quot; is called (0: no call)</source>
        <translation>Hvor lenge før slutten av runden «skriv nå» ropes ut (0: ingen)</translation>
    </message>
    <message>
        <source>&quot;Write now&quot; before the end</source>
        <translation>«Skriv nå» før slutt</translation>
    </message>
    <message>
        <source>Teams: pupils share a table, one team a line (&quot;Team Blue: Emma, Noah&quot;)</source>
        <translation>Lag: elever deler et bord, ett lag per linje («Lag Blå: Emma, Noah»)</translation>
    </message>
    <message>
        <source>Two to four pupils a team; the sheet and the standings name them</source>
        <translation>To til fire elever per lag; partiprotokollen og resultatlisten navngir dem</translation>
    </message>
    <message>
        <source>One pupil or team a line: &quot;Team Blue: Emma, Noah&quot; or &quot;Liam&quot;</source>
        <translation>Én elev eller ett lag per linje: «Lag Blå: Emma, Noah» eller «Liam»</translation>
    </message>
    <message>
        <source>Others tonight (one a line: table and name, or just a name):</source>
        <translation>Andre i kveld (én per linje: bord og navn, eller bare navnet):</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Spillerliste</translation>
    </message>
    <message>
        <source>Add these players to the club&apos;s roster?
{0}</source>
        <translation>Legge disse spillerne til i spillerlisten?
{0}</translation>
    </message>
    <message>
        <source>Prepared game file</source>
        <translation>Fil med forberedt parti</translation>
    </message>
    <message>
        <source>Session file</source>
        <translation>Øktfil</translation>
    </message>
</context>
<context>
    <name>PhonesCounter</name>
    <message numerus="yes">
        <source>phones: %n connected, {0} handed in</source>
        <translation>
            <numerusform>telefoner: %n tilkoblet, {0} levert</numerusform>
            <numerusform>telefoner: %n tilkoblet, {0} levert</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked (no table can be taken without its card)</source>
        <translation>Noen gjetter koder: {0} feil det siste minuttet, {1} avvist uten kontroll (ingen tar et bord uten kortet)</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Phones</source>
        <extracomment>The service started or stopped (the new one, or None). Listen on 127.0.0.1 only (no phone can join): for tests and demonstrations on one computer.</extracomment>
        <translation>Telefoner</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Ny PIN</translation>
    </message>
    <message>
        <source>Players may join with a table number the session does not have yet</source>
        <translation>Spillere kan bli med med et bordnummer økten ikke har ennå</translation>
    </message>
    <message>
        <source>Tell phones before the reveal whether their move is valid, and its score</source>
        <translation>Si til telefonene før toppen vises om legget er gyldig, og poengene</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Players join at</source>
        <translation>Spillerne kobler seg til på</translation>
    </message>
    <message>
        <source>The PIN must have 4 to 6 digits.</source>
        <translation>PIN-en må ha 4 til 6 sifre.</translation>
    </message>
    <message>
        <source>The service could not start: {0}</source>
        <translation>Tjenesten kunne ikke starte: {0}</translation>
    </message>
    <message>
        <source>Stop the service</source>
        <translation>Stopp tjenesten</translation>
    </message>
    <message>
        <source>Start the service</source>
        <translation>Start tjenesten</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) joined</source>
        <translation>
            <numerusform>%n telefon har blitt med</numerusform>
            <numerusform>%n telefoner har blitt med</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected now</source>
        <translation>
            <numerusform>%n telefon tilkoblet nå</numerusform>
            <numerusform>%n telefoner tilkoblet nå</numerusform>
        </translation>
    </message>
    <message>
        <source>PIN for new players (4 to 6 digits):</source>
        <translation>PIN for nye spillere (4 til 6 sifre):</translation>
    </message>
    <message>
        <source>Announced players join with their table&apos;s card: print the cards once the service runs, or from Players for one table.</source>
        <translation>Påmeldte spillere blir med med kortet til bordet sitt: skriv ut kortene når tjenesten kjører, eller fra Spillere for ett bord.</translation>
    </message>
    <message>
        <source>Print table cards…</source>
        <translation>Skriv ut bordkort…</translation>
    </message>
    <message>
        <source>A card per table with its QR code and its own code, as a PDF to print</source>
        <translation>Ett kort per bord med QR-kode og egen kode, som PDF til utskrift</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Bordkort</translation>
    </message>
    <message>
        <source>The session has no players yet: add them first (Players), then print their cards.</source>
        <translation>Økten har ingen spillere ennå: legg dem til først (Spillere), og skriv så ut kortene deres.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) already have a card. New cards for every table make the printed ones stop working.</source>
        <translation>
            <numerusform>%n bord har allerede et kort. Nye kort for alle bord gjør de utskrevne ugyldige.</numerusform>
            <numerusform>%n bord har allerede et kort. Nye kort for alle bord gjør de utskrevne ugyldige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards for the %n table(s) without one</source>
        <translation>
            <numerusform>Kort til %n bord uten kort</numerusform>
            <numerusform>Kort til %n bord uten kort</numerusform>
        </translation>
    </message>
    <message>
        <source>New cards for every table</source>
        <translation>Nye kort for alle bord</translation>
    </message>
    <message numerus="yes">
        <source>The cards of %n table(s) are in {0}: print it and cut along the dashed lines.</source>
        <translation>
            <numerusform>Kortet til %n bord ligger i {0}: skriv det ut og klipp langs de stiplede linjene.</numerusform>
            <numerusform>Kortene til %n bord ligger i {0}: skriv det ut og klipp langs de stiplede linjene.</numerusform>
        </translation>
    </message>
    <message>
        <source>PIN for new players: {0}</source>
        <translation>PIN for nye spillere: {0}</translation>
    </message>
    <message>
        <source>Players join with their table cards</source>
        <translation>Spillerne blir med med bordkortene sine</translation>
    </message>
    <message>
        <source>Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked. No table can be taken without its card.</source>
        <translation>Noen gjetter koder: {0} feil det siste minuttet, {1} avvist uten kontroll. Ingen tar et bord uten kortet.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>There is no blank on the rack.</source>
        <translation>Det er ingen blank på stativet.</translation>
    </message>
    <message>
        <source>“{0}” is not a letter of this game&apos;s tiles.</source>
        <translation>«{0}» er ikke en bokstav blant brikkene i denne utgaven.</translation>
    </message>
    <message>
        <source>Click a square first (or move the cursor with the arrow keys).</source>
        <translation>Klikk først på en rute (eller flytt markøren med piltastene).</translation>
    </message>
    <message>
        <source>No free square ahead: the word has reached the edge of the board.</source>
        <translation>Ingen ledig rute foran: ordet har nådd kanten av brettet.</translation>
    </message>
    <message>
        <source>There is no {0} left on the rack.</source>
        <translation>Det er ingen {0} igjen på stativet.</translation>
    </message>
    <message>
        <source>That tile is already on the board.</source>
        <translation>Den brikken ligger allerede på brettet.</translation>
    </message>
    <message>
        <source>That square is taken.</source>
        <translation>Den ruten er opptatt.</translation>
    </message>
    <message>
        <source>Type the letter of the blank first.</source>
        <translation>Skriv først bokstaven til blanken.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>&lt;b&gt;Place a move:&lt;/b&gt; click a square (click again or press Space to turn the direction), or move the cursor with the arrow keys; type the whole word, the letters already on the board included. Backspace takes the last tile back, Esc clears. &lt;b&gt;?&lt;/b&gt; then a letter, or &lt;b&gt;Shift+letter&lt;/b&gt;, plays the blank. Tiles can also be clicked or dragged from the rack.</source>
        <translation>&lt;b&gt;Legg et ord:&lt;/b&gt; klikk på en rute (klikk igjen eller trykk mellomrom for å snu retningen), eller flytt markøren med piltastene; skriv hele ordet, også bokstavene som allerede ligger på brettet. Rettetasten tar tilbake den siste brikken, Esc tømmer. &lt;b&gt;?&lt;/b&gt; og så en bokstav, eller &lt;b&gt;Shift+bokstav&lt;/b&gt;, spiller blanken. Brikkene kan også klikkes eller dras fra stativet.</translation>
    </message>
    <message>
        <source>Shuffle (F7)</source>
        <translation>Stokk (F7)</translation>
    </message>
    <message>
        <source>Sort (F8)</source>
        <translation>Sorter (F8)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Or type the move:&lt;/b&gt; Ctrl+L goes to the move field: a reference and the word, &lt;i&gt;{0}&lt;/i&gt; (lowercase for a blank). &lt;b&gt;Enter&lt;/b&gt; plays the move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;After each turn:&lt;/b&gt; the top, your rank, every legal move (filter it, click one to see it on the board) and &quot;what would I have scored with...?&quot;. Click a turn of the game so far, or press PageUp, to review it; F6 replays it as an exercise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F2-F4 hints, F5 pause, F7 shuffle, F8 sort, Ctrl+E ends the game, Ctrl+W leaves it to resume later, F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Eller skriv legget:&lt;/b&gt; Ctrl+L går til leggfeltet: en koordinat og ordet, &lt;i&gt;{0}&lt;/i&gt; (liten bokstav for en blank). &lt;b&gt;Enter&lt;/b&gt; spiller legget.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Etter hver runde:&lt;/b&gt; toppen, plassen din, alle gyldige legg (filtrer dem, klikk på ett for å se det på brettet) og «hva ville jeg fått med …?». Klikk på en runde i partiet, eller trykk Page Up, for å se den igjen; F6 spiller den på nytt som øvelse.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taster:&lt;/b&gt; F2-F4 hint, F5 pause, F7 stokk, F8 sorter, Ctrl+E avslutter partiet, Ctrl+W forlater det for å fortsette senere, F1 viser alle taster.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>or type a reference and a word: {0} (lowercase = blank)</source>
        <translation>eller skriv en koordinat og et ord: {0} (liten bokstav = blank)</translation>
    </message>
    <message>
        <source>your score (optional)</source>
        <translation>poengene dine (valgfritt)</translation>
    </message>
    <message>
        <source>Written score:</source>
        <translation>Notert poengsum:</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>Intet legg</translation>
    </message>
    <message>
        <source>Hand in no move for this turn (scores 0)</source>
        <translation>Lever inget legg denne runden (0 poeng)</translation>
    </message>
    <message>
        <source>Clear (Esc)</source>
        <translation>Tøm (Esc)</translation>
    </message>
    <message>
        <source>Play this move (Enter)</source>
        <translation>Spill dette legget (Enter)</translation>
    </message>
    <message>
        <source>Rack redrawn: {0} did not meet the draw rule and went back to the bag.</source>
        <translation>Brikkene trukket på nytt: {0} fulgte ikke trekkeregelen og gikk tilbake i posen.</translation>
    </message>
    <message>
        <source>Type the letter the blank stands for.</source>
        <translation>Skriv bokstaven blanken står for.</translation>
    </message>
    <message>
        <source>Blank: type the letter it stands for.</source>
        <translation>Blank: skriv bokstaven den står for.</translation>
    </message>
    <message>
        <source>Your move: &lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;It is checked when you hand it in, as in a competition.</source>
        <translation>Ditt legg: &lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;Det sjekkes når du leverer det, som i en turnering.</translation>
    </message>
    <message>
        <source> — bingo!</source>
        <translation> — bingo!</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:15pt&apos;&gt;&lt;b&gt;{0}&lt;/b&gt; &amp;nbsp; &lt;b&gt;{1} points&lt;/b&gt;{2}&lt;/span&gt;&lt;br&gt;{3}</source>
        <translation>&lt;span style=&apos;font-size:15pt&apos;&gt;&lt;b&gt;{0}&lt;/b&gt; &amp;nbsp; &lt;b&gt;{1} poeng&lt;/b&gt;{2}&lt;/span&gt;&lt;br&gt;{3}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not a legal move:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Ikke et gyldig legg:&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Click a square where your word starts (or press an arrow key).</source>
        <translation>Klikk på ruten der ordet ditt begynner (eller trykk en piltast).</translation>
    </message>
    <message>
        <source>across</source>
        <translation>vannrett</translation>
    </message>
    <message>
        <source>down</source>
        <translation>loddrett</translation>
    </message>
    <message>
        <source>Type your word from {0}, {1} (Space turns the direction).</source>
        <translation>Skriv ordet ditt fra {0}, {1} (mellomrom snur retningen).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paused.&lt;/b&gt; The rack and the board are hidden until you resume the clock (F5).</source>
        <translation>&lt;b&gt;Pause.&lt;/b&gt; Stativet og brettet er skjult til du starter klokken igjen (F5).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Legg</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Poengene dine</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Add latecomer</source>
        <translation>Legg til etternøler</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Gi nytt navn</translation>
    </message>
    <message>
        <source>Change table number</source>
        <translation>Endre bordnummer</translation>
    </message>
    <message>
        <source>Mark as leaving</source>
        <translation>Merk som gått</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Bordnummer</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts the tops from the turn they join.</source>
        <translation>En etternøler spiller fra runden som pågår. Avviket teller toppene fra runden de kommer inn.</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts every top from turn 1 (the turns they missed score 0).</source>
        <translation>En etternøler spiller fra runden som pågår. Avviket teller alle topper fra runde 1 (runder de gikk glipp av, gir 0).</translation>
    </message>
    <message>
        <source>{0} (table {1}) leaves: they play no more turns and stay in the standings. Go on?</source>
        <translation>{0} (bord {1}) går: spiller ikke flere runder og blir stående på resultatlisten. Fortsette?</translation>
    </message>
    <message>
        <source>New card…</source>
        <translation>Nytt kort…</translation>
    </message>
    <message>
        <source>A new card for the selected table, as a PDF to print: its old card stops working</source>
        <translation>Et nytt kort for det valgte bordet, som PDF til utskrift: det gamle kortet slutter å virke</translation>
    </message>
    <message>
        <source>Start the phones&apos; service first (Session &gt; Phones…): the card holds its address</source>
        <translation>Start telefontjenesten først (Økt &gt; Telefoner…): kortet har adressen dens</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Nytt kort</translation>
    </message>
    <message>
        <source>The card of table {0} ({1}) will stop working; a phone that holds the table keeps it (Release phone frees it). Make a new card?</source>
        <translation>Kortet til bord {0} ({1}) slutter å virke; en telefon som holder bordet, beholder det (Frigi telefon frigir det). Lage et nytt kort?</translation>
    </message>
    <message>
        <source>The new card of table {0} is in {1}: print it and give it to {2}.</source>
        <translation>Det nye kortet til bord {0} ligger i {1}: skriv det ut og gi det til {2}.</translation>
    </message>
    <message>
        <source>From the roster</source>
        <translation>Fra spillerlisten</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Spillerliste</translation>
    </message>
    <message>
        <source>Add {0} to the club&apos;s roster too?</source>
        <translation>Legge {0} til i spillerlisten også?</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Plays from turn</source>
        <translation>Spiller fra runde</translation>
    </message>
    <message>
        <source>Left at turn</source>
        <translation>Gikk i runde</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <source>% of the top</source>
        <translation>% av toppen</translation>
    </message>
    <message>
        <source>average {0}</source>
        <translation>snitt {0}</translation>
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
        <translation>Duplikat — projektor</translation>
    </message>
    <message numerus="yes">
        <source>handed in: %n of {0}</source>
        <extracomment>The hints the teacher showed the room this turn (a class).</extracomment>
        <translation>
            <numerusform>levert: %n av {0}</numerusform>
            <numerusform>levert: %n av {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: turn {0}, the rack is coming</source>
        <translation>Neste: runde {0}</translation>
    </message>
    <message>
        <source>Turn {0}: get ready</source>
        <translation>Runde {0}: gjør dere klare</translation>
    </message>
    <message>
        <source>Turn {0}: find your move</source>
        <translation>Runde {0}: finn legget ditt</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Time is up: hand in your moves</source>
        <translation>Tiden er ute: lever leggene</translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Partiet er slutt: {0}</translation>
    </message>
    <message>
        <source>Turn {0}: for {1} points, at {2}, {3}</source>
        <translation>Runde {0}: {3} på {2} for {1} poeng</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Avvik</translation>
    </message>
    <message>
        <source>Standings after turn {0} (top {1})</source>
        <translation>Resultatliste etter runde {0} (topp {1})</translation>
    </message>
    <message>
        <source>{0} of {1} (page {2}/{3})</source>
        <translation>{0} av {1} (side {2}/{3})</translation>
    </message>
    <message>
        <source>{0}–{1} of {2} (page {3}/{4})</source>
        <translation>{0}–{1} av {2} (side {3}/{4})</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Hint: {0}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Standings after turn {0}</source>
        <translation>Resultatliste etter runde {0}</translation>
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
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lagre alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ei til alle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Gjenopprett standard</translation>
    </message>
</context>
<context>
    <name>RackView</name>
    <message>
        <source>Rack rejected and redrawn</source>
        <translation>Brikkene forkastet og trukket på nytt</translation>
    </message>
    <message>
        <source>Rack</source>
        <extracomment>A label (AT-SPI &quot;label&quot;) whose text is the letters. Whether a new rack is announced (the projector&apos;s copy of the arbiter&apos;s rack is not).</extracomment>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>blank</source>
        <extracomment>Width of the ``+`` between leftover and new tiles, in tile widths. Height of the tiles standing in their tray, in tile heights (margins included). Room for the message line under the tray, in tile heights.</extracomment>
        <translation>blank</translation>
    </message>
    <message>
        <source>kept: {0}, new: {1}</source>
        <translation>beholdt: {0}, nye: {1}</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>ingen brikker</translation>
    </message>
    <message>
        <source>Rack: {0}</source>
        <translation>Stativ: {0}</translation>
    </message>
</context>
<context>
    <name>RankedListView</name>
    <message>
        <source>Best moves of the turn — pick one to see it on the board</source>
        <translation>Beste legg i runden — velg ett for å se det på brettet</translation>
    </message>
    <message>
        <source>Show all moves</source>
        <translation>Vis alle legg</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Søker…</translation>
    </message>
    <message>
        <source>All moves shown</source>
        <translation>Alle legg vises</translation>
    </message>
    <message>
        <source>The search failed: {0}</source>
        <translation>Søket mislyktes: {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %Ln legal move(s)</source>
        <translation>
            <numerusform>{0} av %Ln gyldig legg</numerusform>
            <numerusform>{0} av %Ln gyldige legg</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln legal move(s)</source>
        <translation>
            <numerusform>%Ln gyldig legg</numerusform>
            <numerusform>%Ln gyldige legg</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of the best %Ln move(s)</source>
        <translation>
            <numerusform>{0} av det beste legget (%Ln)</numerusform>
            <numerusform>{0} av de %Ln beste leggene</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best %Ln move(s)</source>
        <translation>
            <numerusform>det beste legget (%Ln)</numerusform>
            <numerusform>de %Ln beste leggene</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: word, square ({0}) or points</source>
        <translation>Filter: ord, rute ({0}) eller poeng</translation>
    </message>
    <message>
        <source>Filter the moves</source>
        <translation>Filtrer legg</translation>
    </message>
    <message>
        <source>Best moves of the turn</source>
        <translation>Beste legg i runden</translation>
    </message>
</context>
<context>
    <name>RankedModel</name>
    <message>
        <source>Rank</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Legg</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Merknad</translation>
    </message>
    <message>
        <source>bingo</source>
        <translation>bingo</translation>
    </message>
    <message>
        <source>◀ your move</source>
        <translation>◀ ditt legg</translation>
    </message>
    <message>
        <source>◀ what if</source>
        <translation>◀ hva om</translation>
    </message>
</context>
<context>
    <name>ReadOnlyBanner</name>
    <message>
        <source>Try saving again</source>
        <translation>Prøv å lagre igjen</translation>
    </message>
    <message>
        <source>When the disk can be written again, actions are saved again</source>
        <translation>Når disken kan skrives til igjen, lagres handlingene igjen</translation>
    </message>
    <message>
        <source>Read-only: this session is open read-only (another window holds it, or the file cannot be written here). You can look, print and export; File &gt; Save as makes a copy you can continue in.</source>
        <translation>Skrivebeskyttet: denne økten er åpnet skrivebeskyttet (et annet vindu holder den, eller filen kan ikke skrives her). Du kan se, skrive ut og eksportere; Fil &gt; Lagre som lager en kopi du kan fortsette i.</translation>
    </message>
    <message>
        <source>Read-only: the session file can no longer be written (its disk or folder became read-only). Nothing was lost. Use File &gt; Save as to continue in a writable place, or try saving again once the disk is writable.</source>
        <translation>Skrivebeskyttet: øktfilen kan ikke lenger skrives (disken eller mappen ble skrivebeskyttet). Ingenting gikk tapt. Bruk Fil &gt; Lagre som for å fortsette et sted som kan skrives til, eller prøv å lagre igjen når disken kan skrives til.</translation>
    </message>
    <message>
        <source>Nothing can be changed: the session is read-only</source>
        <translation>Ingenting kan endres: økten er skrivebeskyttet</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>your move</source>
        <translation>ditt legg</translation>
    </message>
    <message>
        <source>top</source>
        <translation>topp</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>denne runden</translation>
    </message>
    <message>
        <source>game</source>
        <translation>parti</translation>
    </message>
    <message>
        <source>of the tops</source>
        <translation>av toppene</translation>
    </message>
    <message>
        <source>Next turn (Enter)</source>
        <translation>Neste runde (Enter)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; (not valid: {1})</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; (ugyldig: {1})</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>intet legg</translation>
    </message>
    <message numerus="yes">
        <source>Top found, with %n hint(s).</source>
        <translation>
            <numerusform>Toppen funnet, med %n hint.</numerusform>
            <numerusform>Toppen funnet, med %n hint.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top found without a hint!</source>
        <translation>Toppen funnet uten hint!</translation>
    </message>
    <message>
        <source>Turn {0}: you played {1}; the top is &lt;b&gt;{2}&lt;/b&gt;. {3}</source>
        <translation>Runde {0}: du la {1}; toppen er &lt;b&gt;{2}&lt;/b&gt;. {3}</translation>
    </message>
    <message>
        <source>Rack {0}</source>
        <translation>Stativ {0}</translation>
    </message>
    <message>
        <source>your move ranks below 500th</source>
        <translation>legget ditt er under nummer 500</translation>
    </message>
    <message numerus="yes">
        <source>%n moves share the top</source>
        <translation>
            <numerusform>%n legg deler toppen</numerusform>
            <numerusform>%n legg deler toppen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;, after the time (void)</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;, etter tiden (ugyldig)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; was handed in {1} s after the time: as in a competition, a slip handed in late is void and scores 0</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ble levert {1} s etter tiden: som i en turnering er en lapp levert for sent ugyldig og gir 0</translation>
    </message>
    <message>
        <source>hints used: {0}</source>
        <translation>hint brukt: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;written score {0}, the move scores {1}: a warning&lt;/b&gt;</source>
        <translation>&lt;b&gt;notert poengsum {0}, legget gir {1}: en advarsel&lt;/b&gt;</translation>
    </message>
    <message>
        <source>written score {0}, the move scores {1} (no warning under these rules)</source>
        <translation>notert poengsum {0}, legget gir {1} (ingen advarsel etter disse reglene)</translation>
    </message>
    <message>
        <source>written score {0}: right</source>
        <translation>notert poengsum {0}: riktig</translation>
    </message>
    <message>
        <source>game: {0} of {1}</source>
        <translation>parti: {0} av {1}</translation>
    </message>
    <message>
        <source>the room&apos;s moves (practice: you are not ranked)</source>
        <translation>leggene i salen (øving: du blir ikke rangert)</translation>
    </message>
    <message>
        <source>top found by {0} of {1} in the room: {2}</source>
        <translation>toppen funnet av {0} av {1} i salen: {2}</translation>
    </message>
    <message>
        <source>the room&apos;s average: {0} points</source>
        <translation>snittet i salen: {0} poeng</translation>
    </message>
    <message>
        <source>The game ended before any turn was played.</source>
        <translation>Partiet sluttet før noen runde var spilt.</translation>
    </message>
    <message>
        <source>Game summary (Enter)</source>
        <translation>Sammendrag (Enter)</translation>
    </message>
    <message numerus="yes">
        <source>your move ranks %n</source>
        <translation>
            <numerusform>legget ditt er nummer %n</numerusform>
            <numerusform>legget ditt er nummer %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise (not counted): &lt;b&gt;{0}&lt;/b&gt; was handed in after the time: void, as in a competition.</source>
        <translation>Øvelse (teller ikke): &lt;b&gt;{0}&lt;/b&gt; ble levert etter tiden: ugyldig, som i en turnering.</translation>
    </message>
    <message>
        <source>Hints used: {0}</source>
        <translation>Hint brukt: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Written score {0}, the move scores {1}: a warning.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Notert poengsum {0}, legget gir {1}: en advarsel.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Written score {0}, the move scores {1} (no warning under these rules).</source>
        <translation>Notert poengsum {0}, legget gir {1} (ingen advarsel etter disse reglene).</translation>
    </message>
    <message>
        <source>Written score {0}: right.</source>
        <translation>Notert poengsum {0}: riktig.</translation>
    </message>
    <message>
        <source>Exercise (not counted): {0}</source>
        <translation>Øvelse (telles ikke): {0}</translation>
    </message>
    <message>
        <source>Exercise (not counted): no move was handed in.</source>
        <translation>Øvelse (telles ikke): intet legg ble levert.</translation>
    </message>
    <message>
        <source>Type the letter the blank stands for.</source>
        <translation>Skriv bokstaven blanken står for.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; is not a legal move: {1}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; er ikke et gyldig legg: {1}</translation>
    </message>
    <message>
        <source>These tiles are not a legal move: {0}</source>
        <translation>Disse brikkene er ikke et gyldig legg: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; would have scored &lt;b&gt;{1}&lt;/b&gt; ({2} against the top), rank {3}.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ville gitt &lt;b&gt;{1}&lt;/b&gt; ({2} mot toppen), plass {3}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; would have scored &lt;b&gt;{1}&lt;/b&gt; ({2} against the top), below the 500 best.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ville gitt &lt;b&gt;{1}&lt;/b&gt; ({2} mot toppen), utenfor de 500 beste.</translation>
    </message>
    <message>
        <source>What would I have scored with…? ({0} WORD, Enter; or place it on the board)</source>
        <translation>Hvor mye ville jeg fått med…? ({0} ORD, Enter; eller legg det på brettet)</translation>
    </message>
    <message>
        <source>What would I have scored with… (type a move: {0} WORD, Enter; or place it on the board before the turn)</source>
        <translation>Hvor mye ville jeg fått med… (skriv et legg: {0} ORD, Enter; eller legg det på brettet før runden)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0} points taken off&lt;/b&gt; for a warning beyond the {1} tolerated (this move {2}, this turn {3})</source>
        <translation>&lt;b&gt;{0} poeng trukket fra&lt;/b&gt; for en advarsel utover de {1} tillatte (ditt legg {2}, denne runden {3})</translation>
    </message>
    <message>
        <source>rank {0} of {1} in the room</source>
        <translation>plass {0} av {1} i salen</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>og %n til</numerusform>
            <numerusform>og %n til</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody in the room found the top</source>
        <translation>ingen i salen fant toppen</translation>
    </message>
    <message>
        <source>What would I have scored with…?</source>
        <translation>Hva ville jeg fått med …?</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>◀ Turn before</source>
        <translation>◀ Forrige runde</translation>
    </message>
    <message>
        <source>PageUp</source>
        <translation>Page Up</translation>
    </message>
    <message>
        <source>Turn after ▶</source>
        <translation>Neste runde ▶</translation>
    </message>
    <message>
        <source>PageDown</source>
        <translation>Page Down</translation>
    </message>
    <message>
        <source>Replay as an exercise (F6)</source>
        <translation>Spill på nytt som øvelse (F6)</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Tilbake til partiet (Esc)</translation>
    </message>
    <message>
        <source>Review of turn {0} of {1}</source>
        <translation>Gjennomgang av runde {0} av {1}</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <source>Finish the turn in progress first (play or pass): then any turn can be replayed.</source>
        <translation>Fullfør først runden som pågår (legg eller pass): deretter kan enhver runde spilles på nytt.</translation>
    </message>
</context>
<context>
    <name>RoomTurnDialog</name>
    <message>
        <source>Turn {0} in the room</source>
        <translation>Runde {0} i salen</translation>
    </message>
    <message>
        <source>Turn {0}: the moves of the players who were there, and yours</source>
        <translation>Runde {0}: leggene til spillerne som var der, og ditt</translation>
    </message>
    <message>
        <source>top {0} points, found by {1} of {2}</source>
        <translation>topp {0} poeng, funnet av {1} av {2}</translation>
    </message>
    <message>
        <source>the room&apos;s average: {0} points</source>
        <translation>snittet i salen: {0} poeng</translation>
    </message>
    <message>
        <source>played in practice: you are not ranked against the room</source>
        <translation>spilt som øving: du blir ikke rangert mot salen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Denne runden</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Legg</translation>
    </message>
    <message>
        <source>Total after the turn</source>
        <translation>Totalt etter runden</translation>
    </message>
    <message>
        <source>{0} (you)</source>
        <translation>{0} (deg)</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ugyldig)</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Junior</source>
        <translation>Junior</translation>
    </message>
    <message>
        <source>Senior</source>
        <translation>Senior</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>The roster cannot be opened: {0}</source>
        <translation>Spillerlisten kan ikke åpnes: {0}</translation>
    </message>
</context>
<context>
    <name>RosterLatecomers</name>
    <message>
        <source>Search the roster for a latecomer</source>
        <translation>Søk etter en etternøler i spillerlisten</translation>
    </message>
    <message>
        <source>Players of the roster not in the session</source>
        <translation>Spillere på listen som ikke er med i økten</translation>
    </message>
    <message>
        <source>No club roster yet: File &gt; Club roster… keeps the club&apos;s players from one evening to the next.</source>
        <translation>Ingen spillerliste ennå: Fil &gt; Spillerliste… tar vare på klubbens spillere fra én kveld til den neste.</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lisens</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategori</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Last table</source>
        <translation>Siste bord</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
</context>
<context>
    <name>RosterPickModel</name>
    <message>
        <source>Present</source>
        <extracomment>The remembered choice of a club whose members keep their usual tables (gaps and all). The club keeps each member at their usual table; else tonight&apos;s run 1..n without gaps. The players the last change moved to close a gap: (name, old table, new table).</extracomment>
        <translation>Til stede</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategori</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Table {0} last time</source>
        <translation>Bord {0} sist</translation>
    </message>
</context>
<context>
    <name>RosterPicker</name>
    <message>
        <source>The players can still be typed below.</source>
        <translation>Spillerne kan fortsatt skrives inn nedenfor.</translation>
    </message>
    <message>
        <source>Search the roster: name, club, category or licence</source>
        <translation>Søk i listen: navn, klubb, kategori eller lisens</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>Søk i spillerlisten</translation>
    </message>
    <message>
        <source>The club&apos;s roster: tick who is present</source>
        <translation>Spillerlisten: kryss av dem som er til stede</translation>
    </message>
    <message>
        <source>Tick all shown</source>
        <translation>Kryss av alle som vises</translation>
    </message>
    <message>
        <source>Tick every player the search shows: search a category (a class) or a club, then tick them all</source>
        <translation>Kryss av alle spillerne søket viser: søk etter en kategori (en klasse) eller en klubb, og kryss så av alle</translation>
    </message>
    <message>
        <source>Untick all shown</source>
        <translation>Fjern krysset for alle som vises</translation>
    </message>
    <message>
        <source>Fixed tables</source>
        <translation>Faste bord</translation>
    </message>
    <message>
        <source>Each member keeps their usual table, even with gaps; otherwise tonight&apos;s tables run from 1 without gaps</source>
        <translation>Hvert medlem beholder sitt vanlige bord, også med hull; ellers går kveldens bord fra 1 uten hull</translation>
    </message>
    <message>
        <source>A name not in the roster</source>
        <extracomment>What the last tick or untick renumbered (who moved to close a gap).</extracomment>
        <translation>Et navn som ikke er på listen</translation>
    </message>
    <message>
        <source>Add to the roster</source>
        <translation>Legg til i listen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ticked</source>
        <translation>
            <numerusform>%n spiller krysset av</numerusform>
            <numerusform>%n spillere krysset av</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tables renumbered so that none is empty: %n player(s) moved ({0})</source>
        <translation>
            <numerusform>Bordene nummerert på nytt så ingen står tomme: %n spiller flyttet ({0})</numerusform>
            <numerusform>Bordene nummerert på nytt så ingen står tomme: %n spillere flyttet ({0})</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: table {1} → {2}</source>
        <translation>{0}: bord {1} → {2}</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Spillerliste</translation>
    </message>
    <message>
        <source>Add {0} to the club&apos;s roster? They are ticked as present tonight.</source>
        <translation>Legge {0} til i spillerlisten? Spilleren krysses av som til stede i kveld.</translation>
    </message>
</context>
<context>
    <name>RosterWindow</name>
    <message>
        <source>Club roster</source>
        <translation>Spillerliste</translation>
    </message>
    <message>
        <source>Roster folder…</source>
        <translation>Mappe for listen…</translation>
    </message>
    <message>
        <source>Keep the roster in another folder, e.g. on the club&apos;s USB stick</source>
        <translation>Ha listen i en annen mappe, for eksempel på klubbens minnepinne</translation>
    </message>
    <message>
        <source>Search: name, club, category or licence</source>
        <translation>Søk: navn, klubb, kategori eller lisens</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>Søk i spillerlisten</translation>
    </message>
    <message>
        <source>Show inactive players</source>
        <translation>Vis inaktive spillere</translation>
    </message>
    <message>
        <source>The club&apos;s roster</source>
        <translation>Spillerlisten</translation>
    </message>
    <message>
        <source>Active (offered when a session starts)</source>
        <translation>Aktiv (tilbys når en økt starter)</translation>
    </message>
    <message>
        <source>Add as a new player</source>
        <translation>Legg til som ny spiller</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Lagre endringene</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Tøm skjemaet</translation>
    </message>
    <message>
        <source>Merge two players…</source>
        <translation>Slå sammen to spillere…</translation>
    </message>
    <message>
        <source>Select the two players who are one person: the first keeps its name, and the sessions played under either stay this person&apos;s</source>
        <translation>Velg de to spillerne som er én person: den første beholder navnet, og øktene spilt under begge forblir denne personens</translation>
    </message>
    <message>
        <source>Categories…</source>
        <translation>Kategorier…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksporter som CSV…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Licence number</source>
        <translation>Lisensnummer</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategori</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Roster file: {0}</source>
        <translation>Listens fil: {0}</translation>
    </message>
    <message>
        <source>Nothing was changed there: choose another folder with Roster folder… (the club&apos;s USB stick), or move a damaged roster file away.</source>
        <translation>Ingenting ble endret der: velg en annen mappe med Mappe for listen… (klubbens minnepinne), eller flytt en skadet listefil.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in the roster</source>
        <translation>
            <numerusform>%n spiller på listen</numerusform>
            <numerusform>%n spillere på listen</numerusform>
        </translation>
    </message>
    <message>
        <source>Roster folder</source>
        <translation>Mappe for spillerlisten</translation>
    </message>
    <message>
        <source>The roster already has {0}. Add another player of the same name?</source>
        <translation>Listen har allerede {0}. Legge til en annen spiller med samme navn?</translation>
    </message>
    <message>
        <source>{0} added to the roster.</source>
        <translation>{0} lagt til i listen.</translation>
    </message>
    <message>
        <source>{0} saved.</source>
        <translation>{0} lagret.</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Slå sammen to spillere</translation>
    </message>
    <message>
        <source>Merge &quot;{1}&quot; into &quot;{0}&quot;? One player is left, named &quot;{0}&quot;; the sessions played under either stay this person&apos;s. This cannot be undone.</source>
        <translation>Slå sammen «{1}» med «{0}»? Én spiller blir igjen, «{0}»; øktene spilt under begge forblir denne personens. Dette kan ikke angres.</translation>
    </message>
    <message>
        <source>{0} and {1} are one player now.</source>
        <translation>{0} og {1} er nå én spiller.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer spillere</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-filer (*.csv *.txt);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Imported: {0} new, {1} updated.</source>
        <translation>Importert: {0} nye, {1} oppdatert.</translation>
    </message>
    <message>
        <source>Export the roster</source>
        <translation>Eksporter spillerlisten</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) written to {0}.</source>
        <translation>
            <numerusform>%n spiller skrevet til {0}.</numerusform>
            <numerusform>%n spillere skrevet til {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeasonWindow</name>
    <message>
        <source>Club season</source>
        <translation>Klubbsesong</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Sesongens resultatliste</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Utvikling</translation>
    </message>
    <message>
        <source>Simultaneous game</source>
        <translation>Simultanparti</translation>
    </message>
    <message>
        <source>Add session files…</source>
        <translation>Legg til øktfiler…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Every evening</source>
        <translation>Alle kvelder</translation>
    </message>
    <message>
        <source>Club season (September to June)</source>
        <translation>Klubbsesong (september til juni)</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Fra … til …</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Kvelder</translation>
    </message>
    <message>
        <source>Season starting in</source>
        <translation>Sesong som starter i</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Datoer</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Evenings counted (the best)</source>
        <translation>Kvelder som teller (de beste)</translation>
    </message>
    <message>
        <source>Session files (only read, never changed)</source>
        <translation>Øktfiler (bare lest, aldri endret)</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Eksporter som PDF…</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Eksporter som CSV…</translation>
    </message>
    <message>
        <source>Choose the season&apos;s session files</source>
        <translation>Velg sesongens øktfiler</translation>
    </message>
    <message>
        <source>Session files ({0})</source>
        <translation>Øktfiler ({0})</translation>
    </message>
    <message>
        <source>Reading {0} files…</source>
        <translation>Leser {0} filer…</translation>
    </message>
    <message>
        <source>Cannot read the season: {0}</source>
        <translation>Kan ikke lese sesongen: {0}</translation>
    </message>
    <message>
        <source>No evening in the dates chosen: add session files or change the dates.</source>
        <translation>Ingen kveld mellom disse datoene: legg til øktfiler eller endre datoene.</translation>
    </message>
    <message>
        <source>Add the session files of the season&apos;s evenings.</source>
        <translation>Legg til øktfilene fra sesongens kvelder.</translation>
    </message>
    <message>
        <source>{0} evenings, {1} players. Rule: {2}.</source>
        <translation>{0} kvelder, {1} spillere. Regel: {2}.</translation>
    </message>
    <message>
        <source>Export the season standings as PDF</source>
        <translation>Eksporter sesongens resultatliste som PDF</translation>
    </message>
    <message>
        <source>season standings</source>
        <translation>sesongens resultatliste</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Skrev {0}</translation>
    </message>
    <message>
        <source>Export the season standings as CSV</source>
        <translation>Eksporter sesongens resultatliste som CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Player&apos;s page as PDF…</source>
        <translation>Spillerens side som PDF…</translation>
    </message>
    <message>
        <source>Class list as PDF…</source>
        <translation>Klasseliste som PDF…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Export the player&apos;s progress as PDF</source>
        <translation>Eksporter spillerens utvikling som PDF</translation>
    </message>
    <message>
        <source>Export the class list as PDF</source>
        <translation>Eksporter klasselisten som PDF</translation>
    </message>
    <message>
        <source>class list</source>
        <translation>klasseliste</translation>
    </message>
    <message>
        <source>Add the clubs&apos; files…</source>
        <translation>Legg til klubbenes filer…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Add the session files of one prepared game, played in several clubs.</source>
        <translation>Legg til øktfilene fra ett forberedt parti, spilt i flere klubber.</translation>
    </message>
    <message>
        <source>Choose the clubs&apos; session files</source>
        <translation>Velg klubbenes øktfiler</translation>
    </message>
    <message>
        <source>Game identity {0}: {1} clubs, {2} players, {3} turns, top total {4}.</source>
        <translation>Partiets identitet {0}: {1} klubber, {2} spillere, {3} runder, toppsum {4}.</translation>
    </message>
    <message>
        <source>Not merged: {0}</source>
        <translation>Ikke slått sammen: {0}</translation>
    </message>
    <message>
        <source>Export the ranking as PDF</source>
        <translation>Eksporter resultatlisten som PDF</translation>
    </message>
    <message>
        <source>simultaneous game</source>
        <translation>simultanparti</translation>
    </message>
    <message>
        <source>Export the ranking as CSV</source>
        <translation>Eksporter resultatlisten som CSV</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>The move search failed: {0}</source>
        <extracomment>How many moves the top list shows (every tied top is always included). The kind ``changed`` carries when the phase moved on by itself (the time ran out). The kind ``changed`` carries when saving became impossible (or is to be tried again). While the search computes in Python, the GUI thread waits up to the interpreter&apos;s switch interval (5 ms by default) each time it needs the GIL back; a painted board needs it hundreds of times, so the searching process uses 1 ms to keep the timer and board fluid. A save was refused because the file cannot be written any more (see ``writable``).</extracomment>
        <translation>Søket etter legg mislyktes: {0}</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Save a copy of the session</source>
        <translation>Lagre en kopi av økten</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0})</source>
        <translation>Duplikatøkter (*{0})</translation>
    </message>
    <message>
        <source>Saved a copy as {0}</source>
        <translation>Kopi lagret som {0}</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Kunne ikke skrive {0}: {1}</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>{0} skrevet</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Eksporter resultater</translation>
    </message>
    <message>
        <source>Export for the ranking program</source>
        <translation>Eksporter til rankingprogrammet</translation>
    </message>
    <message>
        <source>Text files (*.txt *.csv)</source>
        <translation>Tekstfiler (*.txt *.csv)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Eksporter partiopptaket</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partiopptak (*.json)</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Eksporter som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-filer, skilletegn {0}, desimaltegn {1} (*.csv)</translation>
    </message>
    <message>
        <source>Export the master moves as GCG</source>
        <translation>Eksporter fasit som GCG</translation>
    </message>
    <message>
        <source>GCG files (*.gcg)</source>
        <translation>GCG-filer (*.gcg)</translation>
    </message>
    <message>
        <source>players</source>
        <translation>spillere</translation>
    </message>
    <message>
        <source>Export the player sheets as PDF</source>
        <translation>Eksporter spillerarkene som PDF</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>End time (F6)</source>
        <extracomment>The remembered choice of a mirrored screen (the room sees the arbiter&apos;s window). What the window may show changed (a mirrored turn began or ended): menus follow.</extracomment>
        <translation>Avslutt tiden (F6)</translation>
    </message>
    <message>
        <source>Reveal (F9)</source>
        <translation>Vis toppen (F9)</translation>
    </message>
    <message>
        <source>Filter moves (word, reference, points)</source>
        <extracomment>Over the board while a past turn is corrected: whose board and rack these are.</extracomment>
        <translation>Filtrer legg (ord, koordinat, poeng)</translation>
    </message>
    <message>
        <source>Make master move</source>
        <translation>Gjør til fasit</translation>
    </message>
    <message>
        <source>Give to tables… (F8)</source>
        <translation>Gi til bord… (F8)</translation>
    </message>
    <message>
        <source>Enter the selected move for several tables at once</source>
        <translation>Før inn det valgte legget for flere bord samtidig</translation>
    </message>
    <message>
        <source>Per-turn grid (Ctrl+G)</source>
        <translation>Oversikt per runde (Ctrl+G)</translation>
    </message>
    <message>
        <source>Top list</source>
        <translation>Liste over legg</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Resultatliste</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Type rack (Ctrl+D)</source>
        <translation>Skriv stativ (Ctrl+D)</translation>
    </message>
    <message>
        <source>Draw rack (Ctrl+D)</source>
        <translation>Trekk brikker (Ctrl+D)</translation>
    </message>
    <message>
        <source>Pause (F5)</source>
        <translation>Pause (F5)</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>Fortsett (F5)</translation>
    </message>
    <message>
        <source>Start timer (F5)</source>
        <translation>Start klokken (F5)</translation>
    </message>
    <message numerus="yes">
        <source>After %n turn(s) the tops add up to {0}</source>
        <translation>
            <numerusform>Etter %n runde er summen av toppene {0}</numerusform>
            <numerusform>Etter %n runder er summen av toppene {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Partiet er slutt: {0}</translation>
    </message>
    <message>
        <source>Turn {0}: draw the rack</source>
        <translation>Runde {0}: trekk brikker</translation>
    </message>
    <message>
        <source>Turn {0}: rack drawn, start the timer</source>
        <translation>Runde {0}: brikkene er trukket, start klokken</translation>
    </message>
    <message>
        <source>Turn {0}: time running</source>
        <translation>Runde {0}: tiden går</translation>
    </message>
    <message>
        <source>Turn {0}: paused</source>
        <translation>Runde {0}: pause</translation>
    </message>
    <message>
        <source>Turn {0}: time is up, enter the moves and reveal</source>
        <translation>Runde {0}: tiden er ute, før inn leggene og vis toppen</translation>
    </message>
    <message>
        <source>rack rejected and redrawn {0}×</source>
        <translation>brikkene forkastet og trukket på nytt {0}×</translation>
    </message>
    <message>
        <source>Searching the moves…</source>
        <translation>Søker etter legg…</translation>
    </message>
    <message>
        <source>No legal move for this rack: the game will end</source>
        <translation>Intet gyldig legg med dette stativet: partiet slutter</translation>
    </message>
    <message>
        <source>Select a move in the top list or an entry first</source>
        <translation>Velg først et legg i listen eller en innlevering</translation>
    </message>
    <message numerus="yes">
        <source>{0} given to %n table(s): {1} (turn {2})</source>
        <translation>
            <numerusform>{0} gitt til %n bord: {1} (runde {2})</numerusform>
            <numerusform>{0} gitt til %n bord: {1} (runde {2})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept the entries of %n table(s): {0}</source>
        <translation>
            <numerusform>innleveringen til %n bord beholdt: {0}</numerusform>
            <numerusform>innleveringene til %n bord beholdt: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the rack</source>
        <translation>Skriv inn stativet</translation>
    </message>
    <message>
        <source>Rack of turn {0} (leftover {1}; ? for a blank):</source>
        <translation>Stativ for runde {0} (rest {1}; ? for en blank):</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Vis toppen</translation>
    </message>
    <message>
        <source>No legal move</source>
        <translation>Intet gyldig legg</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n brikke</numerusform>
            <numerusform>%n brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n vokal</numerusform>
            <numerusform>%n vokaler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n konsonant</numerusform>
            <numerusform>%n konsonanter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blank(s)</source>
        <translation>
            <numerusform>%n blank</numerusform>
            <numerusform>%n blanke</numerusform>
        </translation>
    </message>
    <message>
        <source>Bag: {0} ({1}, {2} ({4} counts as both), {3})</source>
        <translation>Pose: {0} ({1}, {2} ({4} teller som begge), {3})</translation>
    </message>
    <message>
        <source>Bag: {0} ({1}, {2}, {3})</source>
        <translation>Pose: {0} ({1}, {2}, {3})</translation>
    </message>
    <message numerus="yes">
        <source>Turn {5}: %n move(s) listed; top {1}; master: {2} ({3}){4}</source>
        <translation>
            <numerusform>Runde {5}: %n legg funnet; topp {1}; fasit: {2} ({3}){4}</numerusform>
            <numerusform>Runde {5}: %n legg funnet; topp {1}; fasit: {2} ({3}){4}</numerusform>
        </translation>
    </message>
    <message>
        <source>No legal move exists for this rack. End the game?</source>
        <translation>Det finnes intet gyldig legg med dette stativet. Avslutte partiet?</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have no entry: Table {0}. Reveal with no move for them?</source>
        <translation>
            <numerusform>%n spiller har ikke levert: bord {0}. Vise toppen med intet legg for dem?</numerusform>
            <numerusform>%n spillere har ikke levert: bord {0}. Vise toppen med intet legg for dem?</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to entry</source>
        <translation>Tilbake til innføring</translation>
    </message>
    <message>
        <source>Back to entry: the turn is not revealed</source>
        <translation>Tilbake til innføring: runden er ikke vist</translation>
    </message>
    <message>
        <source>This is a past turn&apos;s list: its master move is played</source>
        <translation>Dette er listen for en tidligere runde: fasiten er spilt</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Fasit</translation>
    </message>
    <message>
        <source>{0}: {1}. Make it the master move anyway?</source>
        <translation>{0}: {1}. Gjøre det til fasit likevel?</translation>
    </message>
    <message>
        <source>Board and rack of turn {0}, being corrected (the turn in play is {1})</source>
        <translation>Brett og stativ for runde {0}, som rettes (runden som spilles, er {1})</translation>
    </message>
    <message>
        <source>Turn {0} revealed: {1}, {2} points</source>
        <translation>Runde {0}: toppen er vist: {1}, {2} poeng</translation>
    </message>
    <message>
        <source>Turn {0}: a past turn (the turn in play is {1})</source>
        <translation>Runde {0}: en tidligere runde (runden som spilles, er {1})</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Give {0} to the tables (numbers separated by spaces or commas):</source>
        <translation>Gi {0} til bordene (numre skilt med mellomrom eller komma):</translation>
    </message>
    <message>
        <source>Give a move to several tables: turn {0}</source>
        <translation>Gi ett legg til flere bord: runde {0}</translation>
    </message>
    <message>
        <source>Nothing given: the entries of the tables were kept</source>
        <translation>Ingenting gitt: bordenes innleveringer ble beholdt</translation>
    </message>
    <message>
        <source>Table {0} ({1}): {2}</source>
        <translation>Bord {0} ({1}): {2}</translation>
    </message>
    <message>
        <source>Replace entries</source>
        <translation>Erstatt innleveringer</translation>
    </message>
    <message numerus="yes">
        <source>Turn {0}: %n table(s) already have an entry:</source>
        <translation>
            <numerusform>Runde {0}: %n bord har allerede en innlevering:</numerusform>
            <numerusform>Runde {0}: %n bord har allerede en innlevering:</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace them with {0}?</source>
        <translation>Erstatte dem med {0}?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Erstatt</translation>
    </message>
    <message>
        <source>Keep their entries</source>
        <translation>Behold innleveringene deres</translation>
    </message>
    <message>
        <source>Mirrored screen: the moves are hidden while the players look. The top list shows when time is up.</source>
        <extracomment>A very large font (24 points, 200 %): the board shares the left column&apos;s tabs with the lists, so the right column keeps its whole height for the entries at 1366x768. The ranked moves, or (a mirrored screen while the players look) why they are hidden.</extracomment>
        <translation>Speilet skjerm: leggene er skjult mens spillerne leter. Topplisten vises når tiden er ute.</translation>
    </message>
    <message>
        <source>Hint for the room</source>
        <translation>Hint til salen</translation>
    </message>
    <message>
        <source>Show the room a fact about the top (never the move) on the projector</source>
        <translation>Vis salen et hint om toppen på projektoren (aldri legget)</translation>
    </message>
    <message>
        <source>Hints shown: {0}</source>
        <translation>Viste hint: {0}</translation>
    </message>
    <message>
        <source>No more hints for this turn</source>
        <translation>Ingen flere hint for denne runden</translation>
    </message>
    <message>
        <source>On the projector: {0}</source>
        <translation>På projektoren: {0}</translation>
    </message>
    <message>
        <source>End the game now? The results stand as they are after turn {0}.</source>
        <translation>Avslutte partiet nå? Resultatene står slik de er etter runde {0}.</translation>
    </message>
    <message>
        <source>Turn {0}, in play, is not counted.</source>
        <translation>Runde {0}, som pågår, telles ikke.</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>Avslutt partiet nå</translation>
    </message>
    <message>
        <source>Undo takes it back.</source>
        <translation>Angre tar det tilbake.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Avslutt partiet</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spill videre</translation>
    </message>
    <message>
        <source>Filter moves</source>
        <extracomment>The room sees this window (a mirrored screen): the moves are hidden while players look. The phones&apos; service while the arbiter runs it (the main window sets it): a table&apos;s new card needs it.</extracomment>
        <translation>Filtrer legg</translation>
    </message>
    <message>
        <source>Entries of the turn</source>
        <translation>Innleveringer i runden</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Top list and standings</source>
        <translation>Liste over legg og resultatliste</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Hurtigtaster</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Duplicate Scrabble</source>
        <translation>Duplikat-scrabble</translation>
    </message>
    <message>
        <source>Run a duplicate session: draw, time, enter everyone&apos;s moves, reveal the top.</source>
        <translation>Led en duplikatøkt: trekk, ta tiden, før inn alles legg, vis toppen.</translation>
    </message>
    <message>
        <source>New session… (Ctrl+N)</source>
        <translation>Ny økt… (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a session… (Ctrl+O)</source>
        <translation>Åpne en økt… (Ctrl+O)</translation>
    </message>
    <message>
        <source>Training… (Ctrl+T)</source>
        <translation>Trening… (Ctrl+T)</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Nylige økter</translation>
    </message>
    <message>
        <source>Recover the last session ({0})</source>
        <translation>Gjenopprett siste økt ({0})</translation>
    </message>
</context>
<context>
    <name>StudyPage</name>
    <message>
        <source>The words you missed</source>
        <extracomment>How often the overview reads the deck again while it is shown (a page left open overnight counts the cards due the next morning).</extracomment>
        <translation>Ordene du gikk glipp av</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Utgave</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Skal øves nå</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nye</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Lært</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Spurt om</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Boks</translation>
    </message>
    <message>
        <source>Next time</source>
        <translation>Neste gang</translation>
    </message>
    <message>
        <source>Export the list as text…</source>
        <translation>Eksporter listen som tekst…</translation>
    </message>
    <message>
        <source>Export the list as CSV…</source>
        <translation>Eksporter listen som CSV…</translation>
    </message>
    <message>
        <source>Back to training</source>
        <translation>Tilbake til treningen</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Kortene</translation>
    </message>
    <message>
        <source>Every top you did not find alone in your games, and every sub-top (the best move of another word) you did not reach, is a card: the board and the rack before the turn, and the score to find; so is every search of the word tools you keep. A card found comes back 1, 2, 4, 8 then 16 days later, from midnight of that day, and is learned after that; a card missed comes back at the end of the round and the next day.</source>
        <translation>Hver topp du ikke fant alene i partiene dine, og hver subtopp (det beste legget med et annet ord) du ikke nådde, blir et kort: brettet og stativet før runden, og poengsummen du skal finne; det samme gjør hvert søk i ordverktøyene som du tar vare på. Et kort du finner kommer tilbake 1, 2, 4, 8 og så 16 dager senere, fra midnatt den dagen, og er lært etter det; et kort du bommer på kommer tilbake på slutten av øvelsen og neste dag.</translation>
    </message>
    <message>
        <source>Progress per word list</source>
        <translation>Fremgang per ordliste</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Cards in a round</source>
        <translation>Kort per øvelse</translation>
    </message>
    <message>
        <source>Cards due a day at most</source>
        <translation>Kort per dag, høyst</translation>
    </message>
    <message>
        <source>Spread the cards due over the coming days</source>
        <translation>Fordel kortene på de neste dagene</translation>
    </message>
    <message>
        <source>Keep today&apos;s share of the cards due, the most overdue first, and give the others the next days, so many a day at most</source>
        <translation>Behold dagens andel av kortene, de mest forsinkede først, og gi de andre til de neste dagene, høyst så mange per dag</translation>
    </message>
    <message>
        <source>At most a day</source>
        <translation>Høyst per dag</translation>
    </message>
    <message>
        <source>Reading your games for the words you missed… {0} of {1}</source>
        <translation>Leser partiene dine etter ordene du gikk glipp av… {0} av {1}</translation>
    </message>
    <message>
        <source>Reading your games for the words you missed…</source>
        <translation>Leser partiene dine etter ordene du gikk glipp av…</translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) from your games.</source>
        <translation>
            <numerusform>%n nytt kort fra partiene dine.</numerusform>
            <numerusform>%n nye kort fra partiene dine.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} could not be read: {1}</source>
        <translation>{0} kunne ikke leses: {1}</translation>
    </message>
    <message>
        <source>Every word list ({0} due)</source>
        <translation>Alle ordlister ({0} skal øves)</translation>
    </message>
    <message>
        <source>{0} ({1} due)</source>
        <translation>{0} ({1} skal øves)</translation>
    </message>
    <message>
        <source>No word to study yet: play a training game (or replay a club&apos;s game); every top you miss comes here.</source>
        <translation>Ingen ord å øve på ennå: spill et treningsparti (eller spill et parti fra klubben på nytt); hver topp du går glipp av, havner her.</translation>
    </message>
    <message>
        <source>{0}, turn {1}</source>
        <translation>{0}, runde {1}</translation>
    </message>
    <message>
        <source>search {0}, no. {1}</source>
        <translation>søk {0}, nr. {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>now</source>
        <translation>nå</translation>
    </message>
    <message numerus="yes">
        <source>Start a round (%n card(s) due)</source>
        <translation>
            <numerusform>Start en øvelse (%n kort skal øves)</numerusform>
            <numerusform>Start en øvelse (%n kort skal øves)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to the coming days.</source>
        <translation>
            <numerusform>%n kort flyttet til de neste dagene.</numerusform>
            <numerusform>%n kort flyttet til de neste dagene.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the list as CSV</source>
        <translation>Eksporter listen som CSV</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-filer, skilletegn {0}, desimaltegn {1} (*.csv)</translation>
    </message>
    <message>
        <source>Export the list as text</source>
        <translation>Eksporter listen som tekst</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Tekstfiler (*.txt)</translation>
    </message>
    <message>
        <source>Words to study</source>
        <translation>Ord å øve på</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Skrevet: {0}</translation>
    </message>
    <message>
        <source>The letters</source>
        <translation>Bokstavene</translation>
    </message>
    <message>
        <source>The word (or the move: H4 WORD)</source>
        <translation>Ordet (eller trekket: H4 ORD)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Svaret ditt</translation>
    </message>
    <message>
        <source>The board before the turn</source>
        <translation>Brettet før runden</translation>
    </message>
    <message>
        <source>The rack</source>
        <translation>Stativet</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>Sjekk (Enter)</translation>
    </message>
    <message>
        <source>I do not know</source>
        <translation>Jeg vet ikke</translation>
    </message>
    <message>
        <source>Next card (Enter)</source>
        <translation>Neste kort (Enter)</translation>
    </message>
    <message>
        <source>Count it right</source>
        <translation>Regn som riktig</translation>
    </message>
    <message>
        <source>A typo, or a word you knew: count this answer right (it is saved so)</source>
        <translation>En skrivefeil, eller et ord du kunne: regn dette svaret som riktig (det lagres slik)</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Avslutt øvelsen</translation>
    </message>
    <message>
        <source>Card {0} · {1} right, {2} missed · {3} left</source>
        <translation>Kort {0} · {1} riktige, {2} bom · {3} igjen</translation>
    </message>
    <message>
        <source>Every word, separated by spaces</source>
        <translation>Alle ordene, skilt med mellomrom</translation>
    </message>
    <message>
        <source>Every hooked word, separated by spaces (- for none)</source>
        <translation>Alle ordene med en krok, skilt med mellomrom (- for ingen)</translation>
    </message>
    <message>
        <source>{0} · search {1}, no. {2} by probability</source>
        <translation>{0} · søk {1}, nr. {2} etter sannsynlighet</translation>
    </message>
    <message>
        <source>game of {0}</source>
        <translation>parti fra {0}</translation>
    </message>
    <message>
        <source>{0} ({1}); on the board: {2}
Next time: {3}</source>
        <translation>{0} ({1}); på brettet: {2}
Neste gang: {3}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n trekk</numerusform>
            <numerusform>%n trekk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find the top: %n point(s)</source>
        <translation>
            <numerusform>Finn toppen: %n poeng</numerusform>
            <numerusform>Finn toppen: %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, turn {1} · {2}</source>
        <translation>{0}, runde {1} · {2}</translation>
    </message>
    <message>
        <source>Not the move you played that turn: another placement or another word.</source>
        <translation>Ikke legget du spilte den runden: en annen plassering eller et annet ord.</translation>
    </message>
    <message>
        <source>Find every word of these letters</source>
        <translation>Finn alle ordene med disse bokstavene</translation>
    </message>
    <message>
        <source>Find every hook of {0}: the words a letter before or after it makes</source>
        <translation>Finn alle krokene til {0}: ordene en bokstav foran eller bak lager</translation>
    </message>
    <message numerus="yes">
        <source>Find the sub-top (another word than the top): %n point(s)</source>
        <translation>
            <numerusform>Finn subtoppen (et annet ord enn toppen): %n poeng</numerusform>
            <numerusform>Finn subtoppen (et annet ord enn toppen): %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>That is the top: this card asks for the sub-top, another word. Try again.</source>
        <translation>Det er toppen: dette kortet spør etter subtoppen, et annet ord. Prøv igjen.</translation>
    </message>
    <message>
        <source>That is the word you played that turn: where does it score these points? Give the move with its square (H4 WORD).</source>
        <translation>Det er ordet du spilte den runden: hvor gir det disse poengene? Gi legget med ruten (H4 ORD).</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Riktig!</translation>
    </message>
    <message>
        <source>Counted right.</source>
        <translation>Regnet som riktig.</translation>
    </message>
    <message>
        <source>Not this time: it comes back at the end of the round.</source>
        <translation>Ikke denne gangen: det kommer tilbake på slutten av øvelsen.</translation>
    </message>
    <message>
        <source>It comes back at the end of the round.</source>
        <translation>Det kommer tilbake på slutten av øvelsen.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>The words: {0}</source>
        <translation>Ordene: {0}</translation>
    </message>
    <message>
        <source>Missing: {0}</source>
        <translation>Mangler: {0}</translation>
    </message>
    <message>
        <source>Not among them: {0}</source>
        <translation>Ikke blant dem: {0}</translation>
    </message>
    <message>
        <source>Next time: {0}</source>
        <translation>Neste gang: {0}</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>lært</translation>
    </message>
    <message>
        <source>soon</source>
        <translation>snart</translation>
    </message>
    <message numerus="yes">
        <source>in %n day(s)</source>
        <translation>
            <numerusform>om %n dag</numerusform>
            <numerusform>om %n dager</numerusform>
        </translation>
    </message>
    <message>
        <source>Round over: {0} right, {1} missed.</source>
        <translation>Øvelsen er ferdig: {0} riktige, {1} bom.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Training game — summary</source>
        <translation>Treningsparti — sammendrag</translation>
    </message>
    <message>
        <source>Game ended early (not counted in the averages)</source>
        <translation>Partiet ble avsluttet tidlig (ikke tatt med i gjennomsnittene)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partiet er slutt</translation>
    </message>
    <message>
        <source>Game so far</source>
        <translation>Partiet så langt</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n hint brukt</numerusform>
            <numerusform>%n hint brukt</numerusform>
        </translation>
    </message>
    <message>
        <source>racks of {0}</source>
        <translation>stativer fra {0}</translation>
    </message>
    <message>
        <source>ended: {0}</source>
        <translation>slutt: {0}</translation>
    </message>
    <message>
        <source>your total</source>
        <translation>din sum</translation>
    </message>
    <message>
        <source>{0} (after the time: void)</source>
        <translation>{0} (etter tiden: ugyldig)</translation>
    </message>
    <message>
        <source>sum of the tops</source>
        <translation>sum av toppene</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>avvik</translation>
    </message>
    <message>
        <source>of the tops</source>
        <translation>av toppene</translation>
    </message>
    <message>
        <source>turn {0} ({1})</source>
        <translation>runde {0} ({1})</translation>
    </message>
    <message>
        <source>Turns lost most: {0}</source>
        <translation>Runder med størst tap: {0}</translation>
    </message>
    <message>
        <source>Every top found: a perfect game!</source>
        <translation>Alle toppene funnet: et perfekt parti!</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ditt legg</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Topp</translation>
    </message>
    <message>
        <source>Top points</source>
        <translation>Toppens poeng</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Avvik</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>intet legg</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ugyldig)</translation>
    </message>
    <message>
        <source>Double-click a turn to review it</source>
        <translation>Dobbeltklikk på en runde for å se den igjen</translation>
    </message>
    <message>
        <source>History and progress…</source>
        <translation>Historikk og fremgang…</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nytt parti…</translation>
    </message>
    <message>
        <source>played as in a competition (no hints, no live check)</source>
        <translation>spilt som i en turnering (ingen hint, ingen løpende kontroll)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n advarsel</numerusform>
            <numerusform>%n advarsler</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} points taken off for warnings</source>
        <translation>{0} poeng trukket fra for advarsler</translation>
    </message>
    <message>
        <source>rank {0} of {1} among the players who were there</source>
        <translation>plass {0} av {1} blant spillerne som var der</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advarsler</translation>
    </message>
    <message>
        <source>The move {0}, the warning penalty {1}</source>
        <translation>Legget {0}, straffen for advarsler {1}</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Lagre som PDF…</translation>
    </message>
    <message>
        <source>played in practice: not ranked among the players who were there</source>
        <translation>spilt som øving: ikke rangert blant spillerne som var der</translation>
    </message>
    <message>
        <source>Save the summary as PDF</source>
        <translation>Lagre sammendraget som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write {0}</source>
        <translation>Kunne ikke skrive {0}</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Skrevet: {0}</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <source>Table cards: {0}</source>
        <extracomment>Cards across and down an A4 page, and its margin (mm). Dots per inch of the PDF&apos;s coordinates (the QR code&apos;s squares are drawn at this grain).</extracomment>
        <translation>Bordkort: {0}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kode</translation>
    </message>
    <message>
        <source>Scan the code with your phone&apos;s camera, or open this address and type the table and the code:</source>
        <translation>Skann koden med kameraet på telefonen, eller åpne denne adressen og skriv bordet og koden:</translation>
    </message>
    <message>
        <source>Keep this card to yourself: it is your table&apos;s key.</source>
        <translation>Hold dette kortet for deg selv: det er nøkkelen til bordet ditt.</translation>
    </message>
    <message>
        <source>table cards</source>
        <translation>bordkort</translation>
    </message>
    <message>
        <source>card of table {0}</source>
        <translation>kort til bord {0}</translation>
    </message>
    <message>
        <source>Save the table cards</source>
        <translation>Lagre bordkortene</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
</context>
<context>
    <name>TimerView</name>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Tiden er ute</translation>
    </message>
    <message>
        <source>Time left</source>
        <extracomment>A label (AT-SPI &quot;label&quot;; Qt&apos;s Clock role reaches AT-SPI as &quot;unknown&quot;) with a value. Whether the states worth hearing are announced (the projector&apos;s copy is not).</extracomment>
        <translation>Gjenstående tid</translation>
    </message>
    <message>
        <source>Write now</source>
        <translation>Skriv nå</translation>
    </message>
</context>
<context>
    <name>TrainingGamePage</name>
    <message>
        <source>Pause (F5)</source>
        <extracomment>what the page was showing before the review: (&quot;play&quot; | &quot;results&quot; | &quot;over&quot;, turn shown) the hints asked during the exercise (kind, answer): answered, never recorded in the game</extracomment>
        <translation>Pause (F5)</translation>
    </message>
    <message>
        <source>Turn {0} of {1}</source>
        <translation>Runde {0} av {1}</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s)</source>
        <translation>
            <numerusform>Partiet sluttet etter %n runde</numerusform>
            <numerusform>Partiet sluttet etter %n runder</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise: turn {0} again (not counted)</source>
        <translation>Øvelse: runde {0} igjen (telles ikke)</translation>
    </message>
    <message>
        <source>Review of turn {0}</source>
        <translation>Gjennomgang av runde {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n brikke i posen</numerusform>
            <numerusform>%n brikker i posen</numerusform>
        </translation>
    </message>
    <message>
        <source>racks of {0}</source>
        <translation>stativer fra {0}</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;{0}&lt;/b&gt; of &lt;b&gt;{1}&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:{2}&apos;&gt;&lt;b&gt;{3}&lt;/b&gt;&lt;/span&gt; &amp;nbsp;·&amp;nbsp; &lt;b&gt;{4}&lt;/b&gt; of the tops</source>
        <translation>Poeng &lt;b&gt;{0}&lt;/b&gt; av &lt;b&gt;{1}&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:{2}&apos;&gt;&lt;b&gt;{3}&lt;/b&gt;&lt;/span&gt; &amp;nbsp;·&amp;nbsp; &lt;b&gt;{4}&lt;/b&gt; av toppene</translation>
    </message>
    <message>
        <source>No turn played yet: find the best move you can.</source>
        <translation>Ingen runde spilt ennå: finn det beste legget du kan.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in.</source>
        <translation>Tiden er ute: legget ditt er levert.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in</source>
        <translation>Tiden er ute: legget ditt er levert</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>Fortsett (F5)</translation>
    </message>
    <message numerus="yes">
        <source>Game ended early after %n turn(s)</source>
        <translation>
            <numerusform>Partiet avsluttet tidlig etter %n runde</numerusform>
            <numerusform>Partiet avsluttet tidlig etter %n runder</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {0} · {1}</source>
        <translation>Runde {0} · {1}</translation>
    </message>
    <message>
        <source>Paused: F5 resumes</source>
        <translation>Pause: F5 fortsetter</translation>
    </message>
</context>
<context>
    <name>TrainingHome</name>
    <message>
        <source>Solo training</source>
        <extracomment>A page shown in place of the game: the study mode or the word tools.</extracomment>
        <translation>Solotrening</translation>
    </message>
    <message>
        <source>Play a duplicate game alone against the top: after each move see the best moves, your deviation and your percentage of the tops.</source>
        <translation>Spill et duplikatparti alene mot toppen: etter hvert legg ser du de beste leggene, avviket ditt og prosenten av toppene.</translation>
    </message>
    <message>
        <source>New training game… (Ctrl+N)</source>
        <translation>Nytt treningsparti… (Ctrl+N)</translation>
    </message>
    <message>
        <source>History and progress… (Ctrl+H)</source>
        <translation>Historikk og fremgang… (Ctrl+H)</translation>
    </message>
    <message>
        <source>Word tools: anagrams, patterns, hooks… (Ctrl+K)</source>
        <translation>Ordverktøy: anagrammer, mønstre, kroker… (Ctrl+K)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Uferdige partier</translation>
    </message>
    <message numerus="yes">
        <source>{0} — {1}, %n turn(s) played, {3} of {4}</source>
        <translation>
            <numerusform>{0} — {1}, %n runde spilt, {3} av {4}</numerusform>
            <numerusform>{0} — {1}, %n runder spilt, {3} av {4}</numerusform>
        </translation>
    </message>
    <message>
        <source>No unfinished game: every game you leave can be resumed from here.</source>
        <translation>Ingen uferdige partier: alle partier du forlater, kan fortsettes herfra.</translation>
    </message>
    <message>
        <source>Games finished: {0}. Last one: {1} of the tops.</source>
        <translation>Fullførte partier: {0}. Siste: {1} av toppene.</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Ingen fullførte partier ennå.</translation>
    </message>
    <message>
        <source>The words you missed, to study… (F9)</source>
        <translation>Ordene du gikk glipp av, til øving… (F9)</translation>
    </message>
</context>
<context>
    <name>TrainingRack</name>
    <message>
        <source>Rack</source>
        <extracomment>MIME type of a rack tile being dragged: its slot number in the rack. slot of the rack tile, row, col slot of a tile clicked (not dragged) A screen reader reads it as a label whose text is the letters (ui/widgets/accessible.py).</extracomment>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>all tiles are on the board</source>
        <translation>alle brikkene ligger på brettet</translation>
    </message>
</context>
<context>
    <name>TrainingStartDialog</name>
    <message>
        <source>New training game</source>
        <translation>Nytt treningsparti</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} min</translation>
    </message>
    <message>
        <source>Random racks, seed:</source>
        <translation>Tilfeldige stativer, frø:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>tilfeldig</translation>
    </message>
    <message>
        <source>Replay the racks of a game:</source>
        <translation>Spill stativene fra et parti på nytt:</translation>
    </message>
    <message>
        <source>a session file or a game record (JSON)</source>
        <translation>en øktfil eller et partiopptak (JSON)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Velg…</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Navnet ditt</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Utgave</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Tenketid per legg</translation>
    </message>
    <message>
        <source>As in a competition</source>
        <translation>Som i en turnering</translation>
    </message>
    <message>
        <source>No check and no score while you place your move: it is judged after the time. An illegal move is accepted and scores 0, as an arbiter would rule; you may write your score (a wrong one is a warning if the rules say so). No hints.</source>
        <translation>Ingen sjekk og ingen poeng mens du legger: legget bedømmes etter tiden. Et ugyldig legg godtas og gir 0, slik en spilleleder ville avgjort; du kan notere poengsummen din (feil gir advarsel hvis reglene sier det). Ingen hint.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Begynn å spille</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Meg</translation>
    </message>
    <message>
        <source>A game to replay</source>
        <translation>Et parti å spille på nytt</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Spill et parti på nytt</translation>
    </message>
    <message>
        <source>Choose the game whose racks to replay.</source>
        <translation>Velg partiet med stativene du vil spille.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Frø</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>Frøet er et heltall (eller tomt for et tilfeldig).</translation>
    </message>
    <message>
        <source>Replaying a club game gives you its racks, its rules and its time (and its edition); after each turn and at the end, your rank among the players who were there.</source>
        <translation>Å spille et klubbparti på nytt gir deg stativene, reglene og tiden (og utgaven); etter hver runde og til slutt, plassen din blant spillerne som var der.</translation>
    </message>
    <message>
        <source>Game to replay</source>
        <translation>Parti å spille på nytt</translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message>
        <source>Solo training — Duplicate Scrabble</source>
        <translation>Solotrening — Duplikat-scrabble</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>the games&apos; clock (tests give a fake one) the study mode&apos;s clock (tests give a fixed one)</extracomment>
        <translation>&amp;Parti</translation>
    </message>
    <message>
        <source>&amp;New training game…</source>
        <translation>&amp;Nytt treningsparti…</translation>
    </message>
    <message>
        <source>&amp;History and progress…</source>
        <translation>&amp;Historikk og fremgang…</translation>
    </message>
    <message>
        <source>&amp;Word tools…</source>
        <translation>&amp;Ordverktøy…</translation>
    </message>
    <message>
        <source>Training &amp;folder…</source>
        <translation>Trenings&amp;mappe…</translation>
    </message>
    <message>
        <source>&amp;End this game</source>
        <translation>&amp;Avslutt dette partiet</translation>
    </message>
    <message>
        <source>&amp;Leave this game (resume later)</source>
        <translation>&amp;Forlat dette partiet (fortsett senere)</translation>
    </message>
    <message>
        <source>&amp;Close the window</source>
        <translation>&amp;Lukk vinduet</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Legg</translation>
    </message>
    <message>
        <source>Hint: is there a &amp;bingo?</source>
        <translation>Hint: finnes det en &amp;bingo?</translation>
    </message>
    <message>
        <source>Hint: the top&apos;s &amp;score</source>
        <translation>Hint: toppens poe&amp;ng</translation>
    </message>
    <message>
        <source>Hint: a s&amp;quare of the top</source>
        <translation>Hint: en &amp;rute i toppen</translation>
    </message>
    <message>
        <source>&amp;Pause / resume the clock</source>
        <translation>&amp;Pause / fortsett klokken</translation>
    </message>
    <message>
        <source>S&amp;huffle the rack</source>
        <translation>&amp;Stokk stativet</translation>
    </message>
    <message>
        <source>S&amp;ort the rack</source>
        <translation>S&amp;orter stativet</translation>
    </message>
    <message>
        <source>&amp;No move</source>
        <translation>&amp;Intet legg</translation>
    </message>
    <message>
        <source>Ne&amp;xt turn</source>
        <translation>Nes&amp;te runde</translation>
    </message>
    <message>
        <source>&amp;Type a reference</source>
        <translation>Skriv en &amp;koordinat</translation>
    </message>
    <message>
        <source>&amp;Replay the turn shown as an exercise</source>
        <translation>Spill runden som vises på nytt som &amp;øvelse</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Taster</translation>
    </message>
    <message>
        <source>Click a square</source>
        <translation>Klikk på en rute</translation>
    </message>
    <message>
        <source>Put the cursor there (again: turn the direction)</source>
        <translation>Sett markøren der (igjen: snu retningen)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Piltaster</translation>
    </message>
    <message>
        <source>Move the cursor</source>
        <translation>Flytt markøren</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Bokstaver</translation>
    </message>
    <message>
        <source>Put the rack tile on the cursor&apos;s square</source>
        <translation>Legg brikken fra stativet på markørens rute</translation>
    </message>
    <message>
        <source>? then a letter, Shift+letter</source>
        <translation>? og så en bokstav, Shift+bokstav</translation>
    </message>
    <message>
        <source>Play the blank as that letter</source>
        <translation>Spill blanken som den bokstaven</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellomrom</translation>
    </message>
    <message>
        <source>Turn the direction (across / down)</source>
        <translation>Snu retningen (vannrett / loddrett)</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Rettetast</translation>
    </message>
    <message>
        <source>Take the last tile back</source>
        <translation>Ta tilbake den siste brikken</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the move</source>
        <translation>Tøm legget</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the move; after the results: next turn</source>
        <translation>Spill legget; etter resultatene: neste runde</translation>
    </message>
    <message>
        <source>Drag or click a rack tile</source>
        <translation>Dra eller klikk en brikke på stativet</translation>
    </message>
    <message>
        <source>Put it on a square / on the cursor</source>
        <translation>Legg den på en rute / ved markøren</translation>
    </message>
    <message>
        <source>Click a turn of the game so far</source>
        <translation>Klikk på en runde i partiet</translation>
    </message>
    <message>
        <source>Review that turn</source>
        <translation>Se den runden igjen</translation>
    </message>
    <message>
        <source>PageUp / PageDown</source>
        <translation>Page Up / Page Down</translation>
    </message>
    <message>
        <source>Review the turn before / after</source>
        <translation>Se forrige / neste runde</translation>
    </message>
    <message>
        <source>Esc (in a review)</source>
        <translation>Esc (i gjennomgang)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tilbake til partiet</translation>
    </message>
    <message>
        <source>Word tools — Solo training</source>
        <translation>Ordverktøy — Solotrening</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Spill et parti på nytt</translation>
    </message>
    <message>
        <source>The game to replay is in {0}: its edition is used.</source>
        <translation>Partiet som skal spilles er på {0}: utgaven brukes.</translation>
    </message>
    <message>
        <source>Training: {0}</source>
        <translation>Trening: {0}</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Trening</translation>
    </message>
    <message>
        <source>New training game</source>
        <translation>Nytt treningsparti</translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation>Fortsett et parti</translation>
    </message>
    <message>
        <source>{0} is not a training game.</source>
        <translation>{0} er ikke et treningsparti.</translation>
    </message>
    <message>
        <source>This game cannot be played here, but its summary can be looked at (read-only: nothing in the file changes).</source>
        <translation>Dette partiet kan ikke spilles her, men sammendraget kan ses (skrivebeskyttet: ingenting i filen endres).</translation>
    </message>
    <message>
        <source>Show the summary (read-only)</source>
        <translation>Vis sammendraget (skrivebeskyttet)</translation>
    </message>
    <message>
        <source>{0} (read-only)</source>
        <translation>{0} (skrivebeskyttet)</translation>
    </message>
    <message>
        <source>{0} — Solo training</source>
        <translation>{0} — Solotrening</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Avslutte dette partiet?</translation>
    </message>
    <message>
        <source>End this game now? The turn in progress is not counted, and the game is listed as ended early (left out of the averages). To stop for now and come back later, close the game instead (Ctrl+W).</source>
        <translation>Avslutte dette partiet nå? Runden som pågår telles ikke, og partiet føres som avsluttet tidlig (ikke med i gjennomsnittene). For å stoppe nå og komme tilbake senere, lukk heller partiet (Ctrl+W).</translation>
    </message>
    <message>
        <source>Training folder</source>
        <translation>Treningsmappe</translation>
    </message>
    <message>
        <source>&amp;The words you missed, to study…</source>
        <translation>Ordene du gikk glipp av, til ø&amp;ving…</translation>
    </message>
    <message>
        <source>The words you missed — Solo training</source>
        <translation>Ordene du gikk glipp av — Solotrening</translation>
    </message>
    <message>
        <source>Replay its racks with another list</source>
        <translation>Spill stativene med en annen liste</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>UnattendedGame</name>
    <message>
        <source>error: {0}</source>
        <translation>feil: {0}</translation>
    </message>
    <message>
        <source>turn {0}: rack {1}, {2} s</source>
        <translation>runde {0}: stativ {1}, {2} s</translation>
    </message>
    <message>
        <source>turn {0}: top {1}; {2} of {3} handed in; leader {4} {5}</source>
        <translation>runde {0}: topp {1}; {2} av {3} levert; leder {4} {5}</translation>
    </message>
    <message>
        <source>turn {0}: top {1}; {2} of {3} handed in</source>
        <translation>runde {0}: topp {1}; {2} av {3} levert</translation>
    </message>
    <message numerus="yes">
        <source>game over after %n turn(s) (top total {0})</source>
        <translation>
            <numerusform>partiet sluttet etter %n runde (sum av toppene {0})</numerusform>
            <numerusform>partiet sluttet etter %n runder (sum av toppene {0})</numerusform>
        </translation>
    </message>
    <message>
        <source>{0:&gt;3}. table {1} {2}: {3} ({4:+d})</source>
        <translation>{0:&gt;3}. bord {1} {2}: {3} ({4:+d})</translation>
    </message>
    <message>
        <source>error: the PIN must have 4 to 6 digits</source>
        <translation>feil: PIN-en må ha 4 til 6 sifre</translation>
    </message>
    <message>
        <source>The unattended game saves every move, so it needs the file for writing: close the other window, or give --save a copy (File &gt; Save as) or a new name in a writable folder.</source>
        <translation>Partiet uten spilleleder lagrer hvert legg og trenger derfor filen for å skrive: lukk det andre vinduet, eller gi --save en kopi (Fil &gt; Lagre som) eller et nytt navn i en mappe som kan skrives til.</translation>
    </message>
    <message>
        <source>join: {0}  PIN {1}</source>
        <translation>bli med: {0}  PIN {1}</translation>
    </message>
    <message>
        <source>saved: {0}</source>
        <translation>lagret: {0}</translation>
    </message>
    <message>
        <source>error: {0}; the game waits until it can save</source>
        <translation>feil: {0}; partiet venter til det kan lagre</translation>
    </message>
    <message>
        <source>someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked</source>
        <translation>noen gjetter koder: {0} feil det siste minuttet, {1} avvist uten kontroll</translation>
    </message>
</context>
<context>
    <name>WordToolsPage</name>
    <message>
        <source>Word tools</source>
        <extracomment>The questions, in the order the box lists them (data of the box).</extracomment>
        <translation>Ordverktøy</translation>
    </message>
    <message>
        <source>Ask the word list: anagrams of a rack (? for a blank), 7+1 and 8-1, a pattern (? for one letter, * for any letters), the words containing, starting or ending with letters, a word&apos;s hooks. Any search becomes study cards, the likeliest racks first.</source>
        <translation>Spør ordlisten: anagrammer av et stativ (? for en blank), 7+1 og 8-1, et mønster (? for én bokstav, * for hvilke som helst bokstaver), ordene som inneholder, begynner eller slutter med bokstaver, krokene til et ord. Hvert søk blir kort, de mest sannsynlige stativene først.</translation>
    </message>
    <message>
        <source>Open the word list</source>
        <translation>Åpne ordlisten</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Utgave</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Anagrams of a rack</source>
        <translation>Anagrammer av et stativ</translation>
    </message>
    <message>
        <source>Words a rack makes</source>
        <translation>Ord av et stativ (alle lengder)</translation>
    </message>
    <message>
        <source>7+1: a letter more</source>
        <translation>7+1: én bokstav mer</translation>
    </message>
    <message>
        <source>8-1: a letter less</source>
        <translation>8-1: én bokstav mindre</translation>
    </message>
    <message>
        <source>Pattern (? one letter, * any)</source>
        <translation>Mønster (? én bokstav, * hva som helst)</translation>
    </message>
    <message>
        <source>Containing</source>
        <translation>Som inneholder</translation>
    </message>
    <message>
        <source>Starting with</source>
        <translation>Som begynner med</translation>
    </message>
    <message>
        <source>Ending with</source>
        <translation>Som slutter med</translation>
    </message>
    <message>
        <source>Hooks of a word</source>
        <translation>Kroker til et ord</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Spørsmål</translation>
    </message>
    <message>
        <source>Letters, ? and * (Enter)</source>
        <translation>Bokstaver, ? og * (Enter)</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Bokstaver</translation>
    </message>
    <message>
        <source>Search (Enter)</source>
        <translation>Søk (Enter)</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Ord funnet</translation>
    </message>
    <message>
        <source>every word of the letters</source>
        <translation>alle ordene med bokstavene</translation>
    </message>
    <message>
        <source>the hooks of each word</source>
        <translation>krokene til hvert ord</translation>
    </message>
    <message>
        <source>Cards asking</source>
        <translation>Kort som spør om</translation>
    </message>
    <message>
        <source>The likeliest</source>
        <translation>De mest sannsynlige</translation>
    </message>
    <message>
        <source>Add to the study cards</source>
        <translation>Legg til kortene</translation>
    </message>
    <message>
        <source>Back to training</source>
        <translation>Tilbake til treningen</translation>
    </message>
    <message>
        <source>Study cards asking</source>
        <translation>Kort som spør om</translation>
    </message>
    <message>
        <source>the likeliest</source>
        <translation>de mest sannsynlige</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n word(s)</source>
        <translation>
            <numerusform>{0}: %n ord</numerusform>
            <numerusform>{0}: %n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the word list for patterns (once)…</source>
        <translation>Leser ordlisten for mønstre (én gang)…</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added to the words to study</source>
        <translation>
            <numerusform>%n kort lagt til ordene å øve på</numerusform>
            <numerusform>%n kort lagt til ordene å øve på</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word card(s) due today, the others on the coming days</source>
        <translation>
            <numerusform>%n ordkort skal øves i dag, de andre de neste dagene</numerusform>
            <numerusform>%n ordkort skal øves i dag, de andre de neste dagene</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Before: {0} · after: {1} · {2} ms</source>
        <translation>Foran: {0} · bak: {1} · {2} ms</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n words: the first ones are shown; narrow the search.</source>
        <translation>
            <numerusform>Mer enn %n ord: de første vises; snevre inn søket.</numerusform>
            <numerusform>Mer enn %n ord: de første vises; snevre inn søket.</numerusform>
        </translation>
    </message>
    <message>
        <source>Making the cards…</source>
        <translation>Lager kortene…</translation>
    </message>
    <message>
        <source>anagrams</source>
        <translation>anagrammer</translation>
    </message>
    <message>
        <source>words of</source>
        <translation>ord av</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>mønster</translation>
    </message>
    <message>
        <source>containing</source>
        <translation>som inneholder</translation>
    </message>
    <message>
        <source>starting with</source>
        <translation>som begynner med</translation>
    </message>
    <message>
        <source>ending with</source>
        <translation>som slutter med</translation>
    </message>
    <message>
        <source>hooks</source>
        <translation>kroker</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Deviation from the top, turn by turn</source>
        <translation>Avvik fra toppen, runde for runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Tapte poeng</translation>
    </message>
    <message>
        <source>Top found</source>
        <translation>Toppen funnet</translation>
    </message>
    <message>
        <source>Top found with a hint</source>
        <translation>Toppen funnet med hint</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Progress: percentage of the tops, game by game</source>
        <extracomment>One colour per edition line of the progress chart.</extracomment>
        <translation>Fremgang: prosent av toppene, parti for parti</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>% of the tops</source>
        <translation>% av toppene</translation>
    </message>
    <message>
        <source>Average of the last 5 games</source>
        <translation>Gjennomsnitt av de siste 5 partiene</translation>
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
        <translation>feil i dataene: feltet &apos;{name}&apos; {problem}</translation>
    </message>
    <message>
        <source>unknown action {kind}</source>
        <translation>ukjent handling {kind}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>en spiller må ha et navn</translation>
    </message>
    <message>
        <source>bad data: the payload is not an object but {payload}</source>
        <translation>feil i dataene: innholdet er ikke et objekt, men {payload}</translation>
    </message>
    <message>
        <source>table numbers start at 1</source>
        <translation>bordnumre begynner på 1</translation>
    </message>
    <message>
        <source>table {table} is taken by {name}</source>
        <translation>bord {table} er tatt av {name}</translation>
    </message>
    <message>
        <source>{player} has already left</source>
        <translation>{player} har allerede gått</translation>
    </message>
    <message>
        <source>table {new_table} is taken by {name}</source>
        <translation>bord {new_table} er tatt av {name}</translation>
    </message>
    <message>
        <source>a rack is already in play</source>
        <translation>et stativ er allerede i spill</translation>
    </message>
    <message>
        <source>draw for turn {turn}, expected {count}</source>
        <translation>trekning for runde {turn}, runde {count} var ventet</translation>
    </message>
    <message>
        <source>turn {turn}: the leftover does not match the last rack</source>
        <translation>runde {turn}: restbrikkene stemmer ikke med det siste stativet</translation>
    </message>
    <message>
        <source>{player} does not play turn {number}</source>
        <translation>{player} spiller ikke runde {number}</translation>
    </message>
    <message>
        <source>the move is empty: type a reference and a word, or use no move</source>
        <translation>legget er tomt: skriv en koordinat og et ord, eller velg intet legg</translation>
    </message>
    <message>
        <source>bad data: the field &apos;token_sha256&apos; must be 64 hexadecimal digits</source>
        <translation>feil i dataene: feltet &apos;token_sha256&apos; må ha 64 heksadesimale sifre</translation>
    </message>
    <message>
        <source>table {table} is already held by another phone</source>
        <translation>bord {table} er allerede tatt av en annen telefon</translation>
    </message>
    <message>
        <source>table {table} has no entry in turn {number}</source>
        <translation>bord {table} har ingen innlevering i runde {number}</translation>
    </message>
    <message>
        <source>warnings and penalties cannot be negative</source>
        <translation>advarsler og straffer kan ikke være negative</translation>
    </message>
    <message>
        <source>master move for another turn</source>
        <translation>fasit for en annen runde</translation>
    </message>
    <message>
        <source>commit for another turn</source>
        <translation>avslutning for en annen runde</translation>
    </message>
    <message>
        <source>a hint needs a kind</source>
        <translation>et hint må ha en type</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>partiet er allerede slutt</translation>
    </message>
    <message>
        <source>is unknown</source>
        <translation>er ukjent</translation>
    </message>
    <message>
        <source>no phone holds table {table}</source>
        <translation>ingen telefon har bord {table}</translation>
    </message>
    <message>
        <source>table {table} does not play turn {number}</source>
        <translation>bord {table} spiller ikke runde {number}</translation>
    </message>
    <message>
        <source>the master move {move} is not legal: {reason}</source>
        <translation>fasiten {move} er ikke gyldig: {reason}</translation>
    </message>
    <message>
        <source>must be {what}, not {found}</source>
        <translation>må være {what}, ikke {found}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>mangler</translation>
    </message>
    <message>
        <source>no move is possible</source>
        <translation>ingen legg er mulig</translation>
    </message>
    <message>
        <source>no move is possible with this rack</source>
        <translation>ingen legg er mulig med dette stativet</translation>
    </message>
    <message>
        <source>the prepared game has no more racks</source>
        <translation>det forberedte partiet har ikke flere stativer</translation>
    </message>
    <message>
        <source>ended by the player</source>
        <translation>avsluttet av spilleren</translation>
    </message>
    <message>
        <source>no tiles are left</source>
        <translation>det er ingen brikker igjen</translation>
    </message>
    <message numerus="yes">
        <source>only %n tile(s) left (the game ends below {minimum})</source>
        <translation>
            <numerusform>bare %n brikke igjen (partiet slutter under {minimum})</numerusform>
            <numerusform>bare %n brikker igjen (partiet slutter under {minimum})</numerusform>
        </translation>
    </message>
    <message>
        <source>no vowel is left</source>
        <translation>det er ingen vokal igjen</translation>
    </message>
    <message numerus="yes">
        <source>no rack with at least {vowels} and {consonants} can be formed from the %n tile(s) left</source>
        <translation>
            <numerusform>ingen stativ med minst {vowels} og {consonants} kan lages av den %n gjenværende brikken</numerusform>
            <numerusform>ingen stativ med minst {vowels} og {consonants} kan lages av de %n gjenværende brikkene</numerusform>
        </translation>
    </message>
    <message>
        <source>no valid rack could be drawn</source>
        <translation>det kunne ikke trekkes gyldige brikker</translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n vokal</numerusform>
            <numerusform>%n vokaler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n konsonant</numerusform>
            <numerusform>%n konsonanter</numerusform>
        </translation>
    </message>
    <message>
        <source>the rack {names} has {count} tiles; this turn&apos;s rack has {size}</source>
        <translation>stativet {names} har {count} brikker; stativet i denne runden har {size}</translation>
    </message>
    <message>
        <source>not left in the bag: {names} (bag and leftover: {names2})</source>
        <translation>ikke igjen i posen: {names} (pose og rest: {names2})</translation>
    </message>
    <message>
        <source>the rack {names} breaks the draw rule of turn {turn}: it needs at least {vowels} and {consonants}</source>
        <translation>stativet {names} bryter trekkeregelen for runde {turn}: det trengs minst {vowels} og {consonants}</translation>
    </message>
    <message>
        <source>the CGP position has {count} characters; at most {max_cgp} are read</source>
        <translation>CGP-stillingen har {count} tegn; høyst {max_cgp} leses</translation>
    </message>
    <message>
        <source>a CGP position has four fields (board, racks, scores, scoreless turns), this one has {count}</source>
        <translation>en CGP-stilling har fire felt (brett, stativer, poeng, runder uten poeng), denne har {count}</translation>
    </message>
    <message>
        <source>the board has {count} rows separated by &apos;/&apos;, not {size}</source>
        <translation>brettet har {count} rader skilt med &apos;/&apos;, ikke {size}</translation>
    </message>
    <message>
        <source>the racks {racks_text} must be two racks separated by one &apos;/&apos;, like AEINRST/</source>
        <translation>stativene {racks_text} må være to stativer skilt med én &apos;/&apos;, som AEINRST/</translation>
    </message>
    <message>
        <source>the scores {scores_text} must be two numbers of at most {max_digits} digits separated by &apos;/&apos;, like 0/0</source>
        <translation>poengene {scores_text} må være to tall på høyst {max_digits} sifre skilt med &apos;/&apos;, som 0/0</translation>
    </message>
    <message>
        <source>the scoreless-turn count {zero_text} must be a whole number of at most {max_digits} digits</source>
        <translation>antall runder uten poeng {zero_text} må være et heltall på høyst {max_digits} sifre</translation>
    </message>
    <message>
        <source>row {row} {text}: {name} is not a letter of the {edition} edition</source>
        <translation>rad {row} {text}: {name} er ikke en bokstav i utgaven {edition}</translation>
    </message>
    <message>
        <source>row {number} ({row_text}) covers {count} squares, not {size}</source>
        <translation>rad {number} ({row_text}) dekker {count} ruter, ikke {size}</translation>
    </message>
    <message>
        <source>the rack {text} has a number in it</source>
        <translation>stativet {text} inneholder et tall</translation>
    </message>
    <message>
        <source>the rack {text} has a lowercase letter: write a blank as &apos;?&apos;</source>
        <translation>stativet {text} har en liten bokstav: skriv en blank som &apos;?&apos;</translation>
    </message>
    <message>
        <source>give either --batch or a CGP position and a MOVE</source>
        <translation>gi enten --batch eller en CGP-stilling og et LEGG</translation>
    </message>
    <message>
        <source>give the MOVE to score after the CGP position, like &quot;8D QUEEN&quot;</source>
        <translation>gi LEGGET som skal telles etter CGP-stillingen, som &quot;8D QUEEN&quot;</translation>
    </message>
    <message>
        <source>--jobs must be 1 or more</source>
        <translation>--jobs må være 1 eller mer</translation>
    </message>
    <message>
        <source>--limit must be from 0 to {limit}</source>
        <translation>--limit må være fra 0 til {limit}</translation>
    </message>
    <message>
        <source>--players must be from 0 to {most}</source>
        <translation>--players må være fra 0 til {most}</translation>
    </message>
    <message>
        <source>--games must be 1 or more</source>
        <translation>--games må være 1 eller mer</translation>
    </message>
    <message>
        <source>--tries must be at least --games</source>
        <translation>--tries må være minst --games</translation>
    </message>
    <message>
        <source>only {kept} of the {wanted} games asked for matched in the seeds tried; widen the bounds or give more --tries</source>
        <translation>bare {kept} av de {wanted} ønskede partiene passet blant frøene som ble prøvd; utvid grensene eller gi flere --tries</translation>
    </message>
    <message>
        <source>search walk: {walk}</source>
        <translation>søkemetode: {walk}</translation>
    </message>
    <message>
        <source>walks installed: {walks} (set {variable}=1 to force the pure one)</source>
        <translation>installerte søkemetoder: {walks} (sett {variable}=1 for å tvinge den rene Python-metoden)</translation>
    </message>
    <message>
        <source>cores used by --jobs: {cores}</source>
        <translation>kjerner brukt av --jobs: {cores}</translation>
    </message>
    <message>
        <source>word-list cache: {folder}</source>
        <translation>hurtiglager for ordlistene: {folder}</translation>
    </message>
    <message>
        <source>--save, --html and --record are for one game: leave them out with --games</source>
        <translation>--save, --html og --record gjelder ett parti: utelat dem med --games</translation>
    </message>
    <message>
        <source>the work was cancelled</source>
        <translation>arbeidet ble avbrutt</translation>
    </message>
    <message>
        <source>building the word list was cancelled</source>
        <translation>byggingen av ordlisten ble avbrutt</translation>
    </message>
    <message>
        <source>unknown edition {name}; known editions: {known}</source>
        <translation>ukjent utgave {name}; kjente utgaver: {known}</translation>
    </message>
    <message>
        <source>This session is open in another program or computer. It can be opened read-only.</source>
        <translation>Denne økten er åpen i et annet program eller på en annen datamaskin. Den kan åpnes skrivebeskyttet.</translation>
    </message>
    <message>
        <source>This session is open in another window of this program. It can be opened read-only.</source>
        <translation>Denne økten er åpen i et annet vindu i dette programmet. Den kan åpnes skrivebeskyttet.</translation>
    </message>
    <message>
        <source>This session is open in another window (process {pid} on this computer). It can be opened read-only.</source>
        <translation>Denne økten er åpen i et annet vindu (prosess {pid} på denne datamaskinen). Den kan åpnes skrivebeskyttet.</translation>
    </message>
    <message>
        <source>This session is open in another window (process {pid} on the computer {host}). It can be opened read-only.</source>
        <translation>Denne økten er åpen i et annet vindu (prosess {pid} på datamaskinen {host}). Den kan åpnes skrivebeskyttet.</translation>
    </message>
    <message>
        <source>min bingos must be 0 or more, not {value}</source>
        <translation>minimum antall bingoer må være 0 eller mer, ikke {value}</translation>
    </message>
    <message>
        <source>max bingos must be 0 or more, not {value}</source>
        <translation>maksimum antall bingoer må være 0 eller mer, ikke {value}</translation>
    </message>
    <message>
        <source>min total must be 0 or more, not {value}</source>
        <translation>minimum sum av toppene må være 0 eller mer, ikke {value}</translation>
    </message>
    <message>
        <source>max total must be 0 or more, not {value}</source>
        <translation>maksimum sum av toppene må være 0 eller mer, ikke {value}</translation>
    </message>
    <message>
        <source>max unused blanks must be 0 or more, not {value}</source>
        <translation>maksimum antall beholdte blanke må være 0 eller mer, ikke {value}</translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: %n turn(s), bingos: {bingos}, top total {top_total}, turns with a blank kept: {unused_blanks}</source>
        <translation>
            <numerusform>frø {seed}: %n runde, bingoer: {bingos}, sum av toppene {top_total}, runder med beholdt blank: {unused_blanks}</numerusform>
            <numerusform>frø {seed}: %n runder, bingoer: {bingos}, sum av toppene {top_total}, runder med beholdt blank: {unused_blanks}</numerusform>
        </translation>
    </message>
    <message>
        <source>the number of games must be 1 or more, not {wanted}</source>
        <translation>antall partier må være 1 eller flere, ikke {wanted}</translation>
    </message>
    <message>
        <source>{tries} tries cannot give {wanted} games</source>
        <translation>{tries} forsøk kan ikke gi {wanted} partier</translation>
    </message>
    <message>
        <source>cannot create the folder {folder}: {value}</source>
        <translation>kan ikke lage mappen {folder}: {value}</translation>
    </message>
    <message>
        <source>generating games was cancelled</source>
        <translation>genereringen av partier ble avbrutt</translation>
    </message>
    <message>
        <source>{what} has {count} characters; at most {limit} are read</source>
        <translation>{what} har {count} tegn; høyst {limit} leses</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (character {start} cannot be decoded)</source>
        <translation>{what} er ikke UTF-8-tekst (tegn {start} kan ikke dekodes)</translation>
    </message>
    <message>
        <source>JSON nested {depth} levels deep; at most {max_depth} are read</source>
        <translation>JSON nøstet {depth} nivåer dypt; høyst {max_depth} leses</translation>
    </message>
    <message>
        <source>JSON nested too deeply; at most {max_depth} levels are read</source>
        <translation>JSON nøstet for dypt; høyst {max_depth} nivåer leses</translation>
    </message>
    <message>
        <source>not JSON ({reason})</source>
        <translation>ikke JSON ({reason})</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>et objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>en liste</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {start} cannot be decoded)</source>
        <translation>ikke UTF-8-tekst (byte {start} kan ikke dekodes)</translation>
    </message>
    <message>
        <source>line {number} is longer than {limit} bytes; it was skipped</source>
        <translation>linje {number} er lengre enn {limit} byte; den ble hoppet over</translation>
    </message>
    <message>
        <source>line {number} is not UTF-8 text (byte {start} cannot be decoded)</source>
        <translation>linje {number} er ikke UTF-8-tekst (byte {start} kan ikke dekodes)</translation>
    </message>
    <message>
        <source>the word list {path} is larger than {max_list_bytes} MB: it cannot be a word list</source>
        <translation>ordlisten {path} er større enn {max_list_bytes} MB: det kan ikke være en ordliste</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is UTF-32 text: save it as UTF-8</source>
        <translation>{name} er UTF-32-tekst: lagre den som UTF-8</translation>
    </message>
    <message>
        <source>{name} is not a text file (it contains NUL bytes)</source>
        <translation>{name} er ikke en tekstfil (den inneholder NUL-byte)</translation>
    </message>
    <message>
        <source>{path} is a folder, not a word list</source>
        <translation>{path} er en mappe, ikke en ordliste</translation>
    </message>
    <message>
        <source>loading the word list was cancelled</source>
        <translation>innlastingen av ordlisten ble avbrutt</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles; {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n ord; hoppet over: {letters} med bokstaver som ikke er brikker; {length} kortere enn 2 eller lengre enn {size} bokstaver (f.eks. {examples})</numerusform>
            <numerusform>%n ord; hoppet over: {letters} med bokstaver som ikke er brikker; {length} kortere enn 2 eller lengre enn {size} bokstaver (f.eks. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles (e.g. {examples})</source>
        <translation>
            <numerusform>%n ord; hoppet over: {letters} med bokstaver som ikke er brikker (f.eks. {examples})</numerusform>
            <numerusform>%n ord; hoppet over: {letters} med bokstaver som ikke er brikker (f.eks. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n ord; hoppet over: {length} kortere enn 2 eller lengre enn {size} bokstaver (f.eks. {examples})</numerusform>
            <numerusform>%n ord; hoppet over: {length} kortere enn 2 eller lengre enn {size} bokstaver (f.eks. {examples})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the word list {path}: {value}</source>
        <translation>kan ikke lese ordlisten {path}: {value}</translation>
    </message>
    <message>
        <source>{name} looks like UTF-16 text without a byte-order mark: save it as UTF-8</source>
        <translation>{name} ser ut som UTF-16-tekst uten byte-rekkefølgemerke: lagre den som UTF-8</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte {start} cannot be decoded): save it as UTF-8</source>
        <translation>{name} er ikke UTF-8-tekst (byte {start} kan ikke dekodes): lagre den som UTF-8</translation>
    </message>
    <message>
        <source>the word list {path} is a damaged gzip file ({reason})</source>
        <translation>ordlisten {path} er en skadet gzip-fil ({reason})</translation>
    </message>
    <message>
        <source>{name} is damaged UTF-16 text: save it as UTF-8</source>
        <translation>{name} er skadet UTF-16-tekst: lagre den som UTF-8</translation>
    </message>
    <message>
        <source>the cached copy of the word list was damaged ({reason}): it was compiled again</source>
        <translation>den bufrede kopien av ordlisten var skadet ({reason}): den ble kompilert på nytt</translation>
    </message>
    <message>
        <source>cannot write the cache in {folder} ({reason}): the list is compiled each time, about {seconds} s</source>
        <translation>kan ikke skrive hurtigbufferen i {folder} ({reason}): listen kompileres hver gang, omtrent {seconds} s</translation>
    </message>
    <message>
        <source>{stripped} is not a reference followed by a word</source>
        <translation>{stripped} er ikke en koordinat fulgt av et ord</translation>
    </message>
    <message>
        <source>{text} is not a reference: write a letter and a number, like 8D (across) or D8 (down)</source>
        <translation>{text} er ikke en koordinat: skriv en bokstav og et tall, som 8D (vannrett) eller D8 (loddrett)</translation>
    </message>
    <message>
        <source>the word is missing</source>
        <translation>ordet mangler</translation>
    </message>
    <message>
        <source>{raw}: &apos;?&apos; must be followed by the blank&apos;s letter</source>
        <translation>{raw}: &apos;?&apos; må følges av bokstaven blanken står for</translation>
    </message>
    <message>
        <source>{raw}: &apos;(&apos; is not closed</source>
        <translation>{raw}: &apos;(&apos; er ikke lukket</translation>
    </message>
    <message>
        <source>{raw} has no letters</source>
        <translation>{raw} har ingen bokstaver</translation>
    </message>
    <message>
        <source>the move has {count} characters; a move is at most {max_move_text}</source>
        <translation>legget har {count} tegn; et legg har høyst {max_move_text}</translation>
    </message>
    <message>
        <source>the move is empty: write a reference and a word, like H4 WORD</source>
        <translation>legget er tomt: skriv en koordinat og et ord, som H4 ORD</translation>
    </message>
    <message>
        <source>{stripped} has a reference but no word</source>
        <translation>{stripped} har en koordinat, men ikke noe ord</translation>
    </message>
    <message>
        <source>{stripped} needs a reference and a word, like H4 WORD</source>
        <translation>{stripped} trenger en koordinat og et ord, som H4 ORD</translation>
    </message>
    <message>
        <source>{bad} is not a table number: type numbers separated by spaces or commas</source>
        <translation>{bad} er ikke et bordnummer: skriv tall skilt med mellomrom eller komma</translation>
    </message>
    <message>
        <source>no table number given</source>
        <translation>ikke noe bordnummer oppgitt</translation>
    </message>
    <message>
        <source>{text} is not a reference: write a letter and a number, like H4 (across) or 4H (down)</source>
        <translation>{text} er ikke en koordinat: skriv en bokstav og et tall, som H4 (vannrett) eller 4H (loddrett)</translation>
    </message>
    <message>
        <source>{raw}: &apos;.&apos; cannot stand inside parentheses</source>
        <translation>{raw}: &apos;.&apos; kan ikke stå i parentes</translation>
    </message>
    <message>
        <source>{raw}: &apos;?&apos; marks the one letter after it as a blank</source>
        <translation>{raw}: &apos;?&apos; markerer bokstaven rett etter som blank</translation>
    </message>
    <message>
        <source>{raw}: parentheses cannot be nested</source>
        <translation>{raw}: parenteser kan ikke nøstes</translation>
    </message>
    <message>
        <source>{raw}: &apos;)&apos; without &apos;(&apos;</source>
        <translation>{raw}: &apos;)&apos; uten &apos;(&apos;</translation>
    </message>
    <message>
        <source>{raw}: a word has no spaces</source>
        <translation>{raw}: et ord har ingen mellomrom</translation>
    </message>
    <message>
        <source>the name must be text</source>
        <translation>navnet må være tekst</translation>
    </message>
    <message>
        <source>a name has at most {name_limit} characters</source>
        <translation>et navn har høyst {name_limit} tegn</translation>
    </message>
    <message>
        <source>this phone has not joined: send the PIN first</source>
        <translation>denne telefonen er ikke med: send PIN-koden først</translation>
    </message>
    <message>
        <source>this phone has not joined (or its table was released): join again</source>
        <translation>denne telefonen er ikke med (eller bordet ble frigitt): bli med på nytt</translation>
    </message>
    <message>
        <source>the table must be a whole number from 1 to 9999</source>
        <translation>bordet må være et heltall fra 1 til 9999</translation>
    </message>
    <message>
        <source>&apos;move&apos; must be a reference and a word (at most {move_limit} characters)</source>
        <translation>&apos;move&apos; må være en koordinat og et ord (høyst {move_limit} tegn)</translation>
    </message>
    <message>
        <source>write your score with your move (the rules ask for it)</source>
        <translation>skriv poengsummen sammen med legget (reglene krever det)</translation>
    </message>
    <message>
        <source>turn {turn} is not being played</source>
        <translation>runde {turn} spilles ikke nå</translation>
    </message>
    <message>
        <source>the time of turn {turn} is up</source>
        <translation>tiden for runde {turn} er ute</translation>
    </message>
    <message>
        <source>there is no table {table} in this session; ask the arbiter</source>
        <translation>det finnes ikke noe bord {table} i denne økten; spør spillelederen</translation>
    </message>
    <message>
        <source>turn {turn} is over</source>
        <translation>runde {turn} er over</translation>
    </message>
    <message>
        <source>turn {turn} is not being played (turn {now} is)</source>
        <translation>runde {turn} spilles ikke nå (runde {now} spilles)</translation>
    </message>
    <message>
        <source>the game was played with the word list {name}: {reason}</source>
        <translation>partiet ble spilt med ordlisten {name}: {reason}</translation>
    </message>
    <message>
        <source>the game was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...</source>
        <translation>partiet ble spilt med ordlisten {name} (SHA-256 {sha256}...), men listen som ble funnet har SHA-256 {found}...</translation>
    </message>
    <message>
        <source>a game record is a JSON object; this is not one</source>
        <translation>et partiopptak er et JSON-objekt; dette er ikke det</translation>
    </message>
    <message>
        <source>this is not a duplicate game record (format {get})</source>
        <translation>dette er ikke et duplikat-partiopptak (format {get})</translation>
    </message>
    <message>
        <source>version: the game record has no valid version number ({found})</source>
        <translation>version: partiopptaket har ikke et gyldig versjonsnummer ({found})</translation>
    </message>
    <message>
        <source>the game record was written by a newer version of this program (record version {version}, this version reads up to {record_version}); please update</source>
        <translation>partiopptaket ble skrevet av en nyere versjon av programmet (opptaksversjon {version}, denne versjonen leser opp til {record_version}); oppdater programmet</translation>
    </message>
    <message>
        <source>the game record commits turn {missing} but has no rack for it</source>
        <translation>opptaket avslutter runde {missing}, men har ikke noe stativ for den</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} finnes ikke</translation>
    </message>
    <message>
        <source>{path} is not a game record (not UTF-8 text)</source>
        <translation>{path} er ikke et partiopptak (ikke UTF-8-tekst)</translation>
    </message>
    <message>
        <source>cannot read {path}: {value}</source>
        <translation>kan ikke lese {path}: {value}</translation>
    </message>
    <message>
        <source>{path} is too large to be a game record</source>
        <translation>{path} er for stor til å være et partiopptak</translation>
    </message>
    <message>
        <source>{path} is not a game record ({reason})</source>
        <translation>{path} er ikke et partiopptak ({reason})</translation>
    </message>
    <message>
        <source>actions[{number}] ({kind}): action {number2} of the game record is damaged ({reason})</source>
        <translation>actions[{number}] ({kind}): handling {number2} i opptaket er skadet ({reason})</translation>
    </message>
    <message>
        <source>a word has at least two letters</source>
        <translation>et ord har minst to bokstaver</translation>
    </message>
    <message>
        <source>the word has {count} letters but only {room} squares are left from {square} to the edge</source>
        <translation>ordet har {count} bokstaver, men det er bare {room} ruter fra {square} til kanten</translation>
    </message>
    <message>
        <source>every letter of the word is already on the board: no tile is placed</source>
        <translation>alle bokstavene i ordet ligger allerede på brettet: ingen brikke legges</translation>
    </message>
    <message>
        <source>no tile is placed</source>
        <translation>ingen brikke legges</translation>
    </message>
    <message>
        <source>two tiles are on the same square</source>
        <translation>to brikker ligger på samme rute</translation>
    </message>
    <message>
        <source>the tiles must be in one row or one column</source>
        <translation>brikkene må ligge i én rad eller én kolonne</translation>
    </message>
    <message>
        <source>{edition} default ({list})</source>
        <translation>standardliste ({list})</translation>
    </message>
    <message>
        <source>the word list {name} is damaged: delete the files of the cache folder and load it again</source>
        <translation>ordlisten {name} er skadet: slett filene i hurtiglagermappen og last den inn på nytt</translation>
    </message>
    <message>
        <source>type some letters</source>
        <translation>skriv noen bokstaver</translation>
    </message>
    <message>
        <source>at most {limit} letters</source>
        <translation>høyst {limit} bokstaver</translation>
    </message>
    <message>
        <source>at most {limit} blanks in a rack</source>
        <translation>høyst {limit} blanke i et stativ</translation>
    </message>
    <message>
        <source>hooks are asked of a word, without ?</source>
        <translation>kroker spørres for et ord, uten ?</translation>
    </message>
    <message>
        <source>{letter} is no tile of the {edition} edition</source>
        <translation>{letter} er ingen brikke i den {edition} utgaven</translation>
    </message>
    <message>
        <source>send the body with a Content-Length</source>
        <translation>send innholdet med en Content-Length</translation>
    </message>
    <message>
        <source>a request body may hold at most {most} bytes</source>
        <translation>innholdet i en forespørsel kan være høyst {most} byte</translation>
    </message>
    <message>
        <source>the request is not HTTP/1.1</source>
        <translation>forespørselen er ikke HTTP/1.1</translation>
    </message>
    <message>
        <source>the request&apos;s headers are too long</source>
        <translation>forespørselens hoder er for lange</translation>
    </message>
    <message>
        <source>no free port from {first} to {last}: {reason}</source>
        <translation>ingen ledig port fra {first} til {last}: {reason}</translation>
    </message>
    <message>
        <source>the PIN must have 4 to 6 digits</source>
        <translation>PIN-en må ha 4 til 6 sifre</translation>
    </message>
    <message>
        <source>the body must be a JSON object</source>
        <translation>innholdet må være et JSON-objekt</translation>
    </message>
    <message>
        <source>too many requests: wait a second</source>
        <translation>for mange forespørsler: vent et sekund</translation>
    </message>
    <message>
        <source>wrong PIN: ask the arbiter</source>
        <translation>feil PIN: spør spillelederen</translation>
    </message>
    <message>
        <source>send the turn and the move</source>
        <translation>send runden og legget</translation>
    </message>
    <message>
        <source>no such page</source>
        <translation>siden finnes ikke</translation>
    </message>
    <message>
        <source>&apos;wait&apos; must be a number of seconds</source>
        <translation>&apos;wait&apos; må være et antall sekunder</translation>
    </message>
    <message>
        <source>{text}: {letter} is not a {edition} tile</source>
        <translation>{text}: {letter} er ikke en brikke i utgaven {edition}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>et heltall</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>et endelig tall</translation>
    </message>
    <message>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true eller false</translation>
    </message>
    <message>
        <source>one of {choices}</source>
        <translation>én av {choices}</translation>
    </message>
    <message>
        <source>{what} or null</source>
        <translation>{what} eller null</translation>
    </message>
    <message>
        <source>a list of {what}</source>
        <translation>en liste (hvert element: {what})</translation>
    </message>
    <message>
        <source>the rack {rack_text} has {count} tiles; a rack holds at most {rack_size}</source>
        <translation>stativet {rack_text} har {count} brikker; et stativ rommer høyst {rack_size}</translation>
    </message>
    <message>
        <source>the opponent&apos;s rack {rack_text} has {count} tiles; a rack holds at most {rack_size}</source>
        <translation>motstanderens stativ {rack_text} har {count} brikker; et stativ rommer høyst {rack_size}</translation>
    </message>
    <message>
        <source>{count} tiles {name} are on the board and racks, but the {edition} edition has only {count2}</source>
        <translation>{count} brikker {name} ligger på brett og stativer, men utgaven {edition} har bare {count2}</translation>
    </message>
    <message>
        <source>row {row} ({text}): {run} empty squares do not fit in a row of {size}</source>
        <translation>rad {row} ({text}): {run} tomme ruter får ikke plass i en rad på {size}</translation>
    </message>
    <message>
        <source>the rack {text}: {name} is not a letter of the {edition} edition</source>
        <translation>stativet {text}: {name} er ikke en bokstav i utgaven {edition}</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>nederlandsk</translation>
    </message>
    <message>
        <source>English</source>
        <translation>engelsk</translation>
    </message>
    <message>
        <source>French</source>
        <translation>fransk</translation>
    </message>
    <message>
        <source>German</source>
        <translation>tysk</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norsk</translation>
    </message>
    <message>
        <source>the minimum bingos ({low}) is above the maximum ({high})</source>
        <translation>minimum antall bingoer ({low}) er over maksimum ({high})</translation>
    </message>
    <message>
        <source>the minimum top total ({low}) is above the maximum ({high})</source>
        <translation>minimum for toppsummen ({low}) er over maksimum ({high})</translation>
    </message>
    <message>
        <source>argument {number}</source>
        <translation>argument {number}</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>linje {number}</translation>
    </message>
    <message>
        <source>line {line}: table {table} is used twice</source>
        <translation>linje {line}: bord {table} er brukt to ganger</translation>
    </message>
    <message>
        <source>line {line}: table numbers start at 1</source>
        <translation>linje {line}: bordnumre begynner på 1</translation>
    </message>
    <message>
        <source>{name} holds no usable {edition} words</source>
        <translation>{name} inneholder ingen brukbare ord for utgaven {edition}</translation>
    </message>
    <message>
        <source>there is no column {letter}: columns go from A to O</source>
        <translation>det finnes ingen kolonne {letter}: kolonnene går fra A til O</translation>
    </message>
    <message>
        <source>there is no row {number}: rows go from 1 to 15</source>
        <translation>det finnes ingen rad {number}: radene går fra 1 til 15</translation>
    </message>
    <message>
        <source>there is no row {letter}: rows go from A to O</source>
        <translation>det finnes ingen rad {letter}: radene går fra A til O</translation>
    </message>
    <message>
        <source>there is no column {number}: columns go from 1 to 15</source>
        <translation>det finnes ingen kolonne {number}: kolonnene går fra 1 til 15</translation>
    </message>
    <message>
        <source>{raw} has characters that are no {edition} tiles: {shown}</source>
        <translation>{raw} har tegn som ikke er brikker i utgaven {edition}: {shown}</translation>
    </message>
    <message>
        <source>the game record is damaged: {reason}</source>
        <translation>partiopptaket er skadet: {reason}</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>is missing (the object has the unknown field {extra})</source>
        <translation>mangler (dataene har det ukjente feltet {extra})</translation>
    </message>
    <message>
        <source>must be at most {high}, not {value}</source>
        <translation>må være høyst {high}, ikke {value}</translation>
    </message>
    <message>
        <source>has {count} characters; at most {limit}</source>
        <translation>har {count} tegn; høyst {limit}</translation>
    </message>
    <message>
        <source>a list of {count} items ({items})</source>
        <translation>en liste med {count} elementer ({items})</translation>
    </message>
    <message>
        <source>must be from {low} to {high}, not {value}</source>
        <translation>må være fra {low} til {high}, ikke {value}</translation>
    </message>
    <message>
        <source>must be at least {low}, not {value}</source>
        <translation>må være minst {low}, ikke {value}</translation>
    </message>
    <message>
        <source>not valid TOML ({reason})</source>
        <translation>ikke gyldig TOML ({reason})</translation>
    </message>
    <message>
        <source>{line} is not a JSON object ({reason})</source>
        <translation>{line} er ikke et JSON-objekt ({reason})</translation>
    </message>
    <message>
        <source>the file cannot be read: {detail}</source>
        <translation>filen kan ikke leses: {detail}</translation>
    </message>
    <message>
        <source>the game record&apos;s settings are damaged: {reason}</source>
        <translation>innstillingene i partiopptaket er skadet: {reason}</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}</source>
        <translation>ikke på stativet {rack}: {names}</translation>
    </message>
    <message>
        <source>the word goes on: {square} holds {letter}; write the whole word</source>
        <translation>ordet fortsetter: på {square} ligger {letter}; skriv hele ordet</translation>
    </message>
    <message>
        <source>square {row},{col} is not on the board</source>
        <translation>rute {row},{col} er ikke på brettet</translation>
    </message>
    <message>
        <source>{square} is already occupied</source>
        <translation>{square} er allerede opptatt</translation>
    </message>
    <message>
        <source>{square} is empty: the tiles must form one unbroken line</source>
        <translation>{square} er tom: brikkene må danne en sammenhengende linje</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(tomt)</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names} (a blank is written as a lowercase letter)</source>
        <translation>ikke på stativet {rack}: {names} (en blank skrives med liten bokstav)</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}; the move asks for {used} blanks and the rack has none: a lowercase letter is a blank; in capitals it reads {capitals}</source>
        <translation>ikke på stativet {rack}: {names}; legget krever {used} blanke og stativet har ingen: en liten bokstav er en blank; med store bokstaver står det {capitals}</translation>
    </message>
    <message>
        <source>the first move must cover the centre square {square}</source>
        <translation>første legg må dekke midtruten {square}</translation>
    </message>
    <message>
        <source>the first move must be horizontal under these rules</source>
        <translation>etter disse reglene må første legg være vannrett</translation>
    </message>
    <message>
        <source>the move must touch a tile already on the board</source>
        <translation>legget må berøre en brikke som ligger på brettet</translation>
    </message>
    <message>
        <source>not in the word list: {items}</source>
        <translation>ikke i ordlisten: {items}</translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>en blank</translation>
    </message>
    <message>
        <source>a blank x{count}</source>
        <translation>en blank x{count}</translation>
    </message>
    <message>
        <source>{square} holds {letter}, not {letter2}</source>
        <translation>på {square} ligger {letter}, ikke {letter2}</translation>
    </message>
    <message>
        <source>{square} is empty: &apos;.&apos; stands for a tile already there</source>
        <translation>{square} er tom: &apos;.&apos; står for en brikke som allerede ligger der</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}; the move asks for {used} blanks and the rack has {blanks}: a lowercase letter is a blank; in capitals it reads {capitals}</source>
        <translation>ikke på stativet {rack}: {names}; legget krever {used} blanke og stativet har {blanks}: en liten bokstav er en blank; med store bokstaver står det {capitals}</translation>
    </message>
    <message>
        <source>unknown preset {name}; known presets: {items}</source>
        <translation>ukjent regelsett {name}; kjente regelsett: {items}</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>not a rack of this edition ({count} tiles, a rack holds {size})</source>
        <translation>ikke et stativ i denne utgaven ({count} brikker, et stativ har {size})</translation>
    </message>
    <message>
        <source>not duplicate session settings</source>
        <translation>ikke innstillinger for en duplikatøkt</translation>
    </message>
    <message>
        <source>not the SHA-256 of a word list (64 hexadecimal digits)</source>
        <translation>ikke SHA-256 for en ordliste (64 heksadesimale sifre)</translation>
    </message>
    <message>
        <source>cannot write {path}: it is {kind}, not a regular file</source>
        <translation>kan ikke skrive {path}: det er {kind}, ikke en vanlig fil</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>kan ikke skrive {path}: {why}</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}; nothing was changed</source>
        <translation>kan ikke skrive {path}: {why}; ingenting ble endret</translation>
    </message>
    <message>
        <source>the study file has no answer {answer} to card {key}</source>
        <translation>øvingsfilen har ikke noe svar {answer} til kortet {key}</translation>
    </message>
    <message>
        <source>a word card asks for no known thing (kind {kind})</source>
        <translation>et ordkort spør ikke om noe kjent (type {kind})</translation>
    </message>
    <message>
        <source>the word list {name} was compiled into an unsound automaton ({reason}): it was not cached</source>
        <translation>ordlisten {name} ble kompilert til en ugyldig automat ({reason}): den ble ikke lagret i hurtiglageret</translation>
    </message>
    <message>
        <source>the move search was cancelled</source>
        <translation>søket etter legg ble avbrutt</translation>
    </message>
    <message>
        <source>action {seq} ({kind}) cannot be replayed: {reason}</source>
        <translation>handling {seq} ({kind}) kan ikke spilles på nytt: {reason}</translation>
    </message>
    <message>
        <source>Simulated game, seed {seed}</source>
        <translation>Simulert parti, frø {seed}</translation>
    </message>
    <message>
        <source>Player {table}</source>
        <translation>Spiller {table}</translation>
    </message>
    <message>
        <source>{code} ({name})</source>
        <translation>{code} ({name})</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>reglene</translation>
    </message>
    <message>
        <source>FISF</source>
        <translation>FISF</translation>
    </message>
    <message>
        <source>Flemish</source>
        <translation>Flamsk</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hjemme</translation>
    </message>
    <message>
        <source>Federation rules: 2 vowels + 2 consonants for turns 1-15, then 1 + 1; first move horizontal; solos from 16 players; 3 warnings tolerated.</source>
        <translation>Forbundsregler: 2 vokaler + 2 konsonanter i runde 1-15, deretter 1 + 1; første legg vannrett; solo fra 16 spillere; 3 advarsler tillatt.</translation>
    </message>
    <message>
        <source>Flemish federation: draw rule as FISF, the game ends when fewer than 7 letters or no vowel remain.</source>
        <translation>Flamsk forbund: trekkeregel som FISF, partiet slutter når det er færre enn 7 brikker eller ingen vokal igjen.</translation>
    </message>
    <message>
        <source>Free play at home or in class: no draw rule, no solos, no penalties or warnings.</source>
        <translation>Fritt spill hjemme eller i klassen: ingen trekkeregel, ingen solo, ingen straff eller advarsler.</translation>
    </message>
    <message>
        <source>start or pause the timer</source>
        <translation>starte eller pause klokken</translation>
    </message>
    <message>
        <source>a phone joins a table</source>
        <translation>en telefon blir med ved et bord</translation>
    </message>
    <message>
        <source>release a table&apos;s phone</source>
        <translation>frigi telefonen til et bord</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>et hint</translation>
    </message>
    <message>
        <source>add {name} at table {table}</source>
        <translation>legge til {name} ved bord {table}</translation>
    </message>
    <message>
        <source>rename table {table} as {name}</source>
        <translation>gi bord {table} navnet {name}</translation>
    </message>
    <message>
        <source>table {table} leaves</source>
        <translation>bord {table} går</translation>
    </message>
    <message>
        <source>move table {table} to table {new_table}</source>
        <translation>flytte bord {table} til bord {new_table}</translation>
    </message>
    <message>
        <source>draw the rack of turn {turn}</source>
        <translation>trekke brikkene til runde {turn}</translation>
    </message>
    <message>
        <source>enter {move} for table {table}</source>
        <translation>føre inn {move} for bord {table}</translation>
    </message>
    <message>
        <source>enter {move} for tables {tables}</source>
        <translation>føre inn {move} for bordene {tables}</translation>
    </message>
    <message>
        <source>delete the entry of table {table}</source>
        <translation>slette innleveringen til bord {table}</translation>
    </message>
    <message>
        <source>rulings for table {table}</source>
        <translation>avgjørelser for bord {table}</translation>
    </message>
    <message>
        <source>choose the master move {move}</source>
        <translation>velge {move} som fasit</translation>
    </message>
    <message>
        <source>reveal turn {turn}: {move}</source>
        <translation>vise runde {turn}: {move}</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>avslutte partiet</translation>
    </message>
    <message>
        <source>enter no move for table {table}</source>
        <translation>føre inn intet legg for bord {table}</translation>
    </message>
    <message>
        <source>enter no move for tables {tables}</source>
        <translation>føre inn intet legg for bordene {tables}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>det er ingenting å angre</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>det er ingenting å gjøre om igjen</translation>
    </message>
    <message>
        <source>the word list is for another edition</source>
        <translation>ordlisten er for en annen utgave</translation>
    </message>
    <message>
        <source>{source}, line {line}: {error}</source>
        <translation>{source}, linje {line}: {error}</translation>
    </message>
    <message>
        <source>{source}: {error}</source>
        <translation>{source}: {error}</translation>
    </message>
    <message>
        <source>an object of {what}</source>
        <translation>et objekt (hver verdi: {what})</translation>
    </message>
    <message>
        <source>no evening of the files given was played in the dates asked</source>
        <translation>ingen kveld i de oppgitte filene ble spilt mellom datoene som ble bedt om</translation>
    </message>
    <message>
        <source>--limit must be 0 (every word) or more</source>
        <translation>--limit må være 0 (alle ord) eller mer</translation>
    </message>
    <message>
        <source>{option} wants a date written YYYY-MM-DD, not {value}</source>
        <translation>{option} vil ha en dato skrevet ÅÅÅÅ-MM-DD, ikke {value}</translation>
    </message>
    <message>
        <source>give either --season or --from and --to</source>
        <translation>oppgi enten --season eller --from og --to</translation>
    </message>
    <message>
        <source>--season wants the year the season starts, such as 2025</source>
        <translation>--season vil ha året sesongen starter, for eksempel 2025</translation>
    </message>
    <message>
        <source>no player named {name} in the evenings chosen</source>
        <translation>ingen spiller med navnet {name} på de valgte kveldene</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message numerus="yes">
        <source>more than %n words: the first ones are listed (--limit 0 lists them all)</source>
        <translation>
            <numerusform>mer enn %n ord: de første er listet (--limit 0 lister alle)</numerusform>
            <numerusform>mer enn %n ord: de første er listet (--limit 0 lister alle)</numerusform>
        </translation>
    </message>
    <message>
        <source>{word}: before {front} · after {back}</source>
        <translation>{word}: foran {front} · bak {back}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>no session file to merge</source>
        <translation>ingen øktfil å slå sammen</translation>
    </message>
    <message>
        <source>turn {turn} was drawn again with other letters</source>
        <translation>runde {turn} ble trukket på nytt med andre brikker</translation>
    </message>
    <message>
        <source>its game identity is {found}, not {wanted}: it is another game</source>
        <translation>partiets identitet er {found}, ikke {wanted}: det er et annet parti</translation>
    </message>
    <message>
        <source>it has played {found} turns, the first file {wanted}</source>
        <translation>den har spilt {found} runder, den første filen {wanted}</translation>
    </message>
    <message>
        <source>the file is given twice</source>
        <translation>filen er oppgitt to ganger</translation>
    </message>
    <message>
        <source>turn {turn} was played with the rack {rack}, not the prepared game&apos;s</source>
        <translation>runde {turn} ble spilt med stativet {rack}, ikke det forberedte partiets</translation>
    </message>
    <message>
        <source>turn {turn}&apos;s master move is {found}, the first file&apos;s {wanted}</source>
        <translation>fasiten i runde {turn} er {found}, den første filens {wanted}</translation>
    </message>
    <message>
        <source>its turns were changed after the draw: {detail}</source>
        <translation>rundene ble endret etter trekningen: {detail}</translation>
    </message>
    <message>
        <source>total deviation over the best evenings</source>
        <translation>samlet avvik over de beste kveldene</translation>
    </message>
    <message>
        <source>average percentage of the top</source>
        <translation>gjennomsnittlig prosent av toppen</translation>
    </message>
    <message>
        <source>points by rank per evening</source>
        <translation>poeng etter plassering per kveld</translation>
    </message>
    <message>
        <source>no evening to rank: choose session files played in the season</source>
        <translation>ingen kveld å rangere: velg øktfiler spilt i sesongen</translation>
    </message>
    <message>
        <source>the number of evenings counted must be 1 or more, not {value}</source>
        <translation>antall kvelder som teller må være 1 eller flere, ikke {value}</translation>
    </message>
    <message>
        <source>the rule of the best evenings needs their number</source>
        <translation>regelen om de beste kveldene trenger antallet</translation>
    </message>
    <message>
        <source>no evening of this player among the files chosen</source>
        <translation>ingen kveld med denne spilleren blant de valgte filene</translation>
    </message>
    <message>
        <source>names characters that are no tiles: {characters}</source>
        <translation>nevner tegn som ikke er brikker i spillet: {characters}</translation>
    </message>
    <message>
        <source>names no tile</source>
        <translation>nevner ingen brikke</translation>
    </message>
    <message>
        <source>has {count} letters; at most {limit}</source>
        <translation>har {count} bokstaver; høyst {limit}</translation>
    </message>
    <message>
        <source>names no vowel</source>
        <translation>nevner ingen vokal</translation>
    </message>
    <message>
        <source>{source}: cannot be read ({reason})</source>
        <translation>{source}: kan ikke leses ({reason})</translation>
    </message>
    <message>
        <source>a tile&apos;s name is one or more capital letters, not {name}</source>
        <translation>navnet på en brikke er én eller flere store bokstaver, ikke {name}</translation>
    </message>
    <message>
        <source>is the older form of calls_before_end: give one of them, not both</source>
        <translation>er den eldre formen av calls_before_end: oppgi én av dem, ikke begge</translation>
    </message>
    <message>
        <source>is empty: a rule set needs a name</source>
        <translation>er tom: et regelsett trenger et navn</translation>
    </message>
    <message>
        <source>has {count} calls; at most {limit}</source>
        <translation>har {count} varsler; høyst {limit}</translation>
    </message>
    <message>
        <source>asks for {count} tiles; a rack holds 7</source>
        <translation>krever {count} brikker; et stativ har 7</translation>
    </message>
    <message>
        <source>enter table {table}&apos;s entry</source>
        <translation>føre inn innleveringen til bord {table}</translation>
    </message>
    <message>
        <source>enter the entries of tables {tables}</source>
        <translation>føre inn innleveringene til bordene {tables}</translation>
    </message>
    <message>
        <source>choose the master move</source>
        <translation>velge fasit</translation>
    </message>
    <message>
        <source>a prepared game needs the racks of an earlier game</source>
        <translation>et forberedt parti trenger stativene fra et tidligere parti</translation>
    </message>
    <message>
        <source>{name} is open read-only: nothing can be changed (open it again for writing when no other window holds it)</source>
        <translation>{name} er åpnet skrivebeskyttet: ingenting kan endres (åpne den for skriving igjen når ingen andre vinduer holder den)</translation>
    </message>
    <message>
        <source>cannot draw a rack now: the session is {phase}</source>
        <translation>kan ikke trekke brikker nå (status for økten: {phase})</translation>
    </message>
    <message>
        <source>this session uses the arbiter&apos;s own letters: type the rack</source>
        <translation>denne økten bruker spillelederens egne brikker: skriv inn stativet</translation>
    </message>
    <message>
        <source>cannot type a rack now: the session is {phase}</source>
        <translation>kan ikke skrive inn et stativ nå (status for økten: {phase})</translation>
    </message>
    <message>
        <source>cannot start the timer now: the session is {phase}</source>
        <translation>kan ikke starte klokken nå (status for økten: {phase})</translation>
    </message>
    <message>
        <source>cannot pause the timer now: the session is {phase}</source>
        <translation>kan ikke pause klokken nå (status for økten: {phase})</translation>
    </message>
    <message>
        <source>cannot resume the timer now: the session is {phase}</source>
        <translation>kan ikke fortsette klokken nå (status for økten: {phase})</translation>
    </message>
    <message>
        <source>the timer cannot be stopped now ({phase})</source>
        <translation>klokken kan ikke stoppes nå (status for økten: {phase})</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>ikke noe bord oppgitt</translation>
    </message>
    <message>
        <source>no legal move exists for this rack: end the game instead</source>
        <translation>det finnes ikke noe gyldig legg med dette stativet: avslutt partiet i stedet</translation>
    </message>
    <message>
        <source>there is no legal move to give</source>
        <translation>det finnes ikke noe gyldig legg å gi</translation>
    </message>
    <message>
        <source>action {kind} has bad data ({reason})</source>
        <translation>handling {kind} har feil i dataene ({reason})</translation>
    </message>
    <message>
        <source>the prepared rack of turn {number} ({rack}) cannot be drawn: {reason}; the master moves must have differed from the prepared game&apos;s</source>
        <translation>de forberedte brikkene for runde {number} ({rack}) kan ikke trekkes: {reason}; fasitene må ha avveket fra det forberedte partiets</translation>
    </message>
    <message>
        <source>the session was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...</source>
        <translation>økten ble spilt med ordlisten {name} (SHA-256 {sha256}...), men listen som ble funnet har SHA-256 {found}...</translation>
    </message>
    <message>
        <source>the file holds no duplicate session settings</source>
        <translation>filen inneholder ingen innstillinger for en duplikatøkt</translation>
    </message>
    <message>
        <source>the session settings are damaged: {reason}</source>
        <translation>innstillingene for økten er skadet: {reason}</translation>
    </message>
    <message>
        <source>the session settings are damaged ({reason})</source>
        <translation>innstillingene for økten er skadet ({reason})</translation>
    </message>
    <message>
        <source>not a rack of this edition ({reason})</source>
        <translation>ikke et stativ i denne utgaven ({reason})</translation>
    </message>
    <message>
        <source>not a rack of this edition (the edition has only {count} {name})</source>
        <translation>ikke et stativ i denne utgaven (utgaven har bare {count} {name})</translation>
    </message>
    <message>
        <source>the session was played with the word list {name}: {reason}</source>
        <translation>økten ble spilt med ordlisten {name}: {reason}</translation>
    </message>
    <message>
        <source>awaiting draw</source>
        <translation>venter på trekning</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>trukket</translation>
    </message>
    <message>
        <source>running</source>
        <translation>klokken går</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>på pause</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>tiden er ute</translation>
    </message>
    <message>
        <source>over</source>
        <translation>slutt</translation>
    </message>
    <message>
        <source>there is no turn in progress: no rack has been drawn</source>
        <translation>ingen runde pågår: ingen brikker er trukket</translation>
    </message>
    <message>
        <source>there is no turn {number} (turns so far: {count})</source>
        <translation>det finnes ingen runde {number} (runder så langt: {count})</translation>
    </message>
    <message>
        <source>there is no turn in progress: the game is over</source>
        <translation>ingen runde pågår: partiet er slutt</translation>
    </message>
    <message>
        <source>no player at table {table}</source>
        <translation>ingen spiller ved bord {table}</translation>
    </message>
    <message>
        <source>could not save: the disk is full; nothing was lost, free space and retry</source>
        <translation>kunne ikke lagre: disken er full; ingenting gikk tapt, frigjør plass og prøv igjen</translation>
    </message>
    <message>
        <source>could not create {path}: the disk is full; free space and retry</source>
        <translation>kunne ikke lage {path}: disken er full; frigjør plass og prøv igjen</translation>
    </message>
    <message>
        <source>could not open {path}: the disk is full; free space and retry</source>
        <translation>kunne ikke åpne {path}: disken er full; frigjør plass og prøv igjen</translation>
    </message>
    <message>
        <source>could not write {path}: the disk is full; free space and retry</source>
        <translation>kunne ikke skrive {path}: disken er full; frigjør plass og prøv igjen</translation>
    </message>
    <message>
        <source>could not create {path}: a read-only folder or disk</source>
        <translation>kunne ikke lage {path}: skrivebeskyttet mappe eller disk</translation>
    </message>
    <message>
        <source>could not write {path}: a read-only folder or disk</source>
        <translation>kunne ikke skrive {path}: skrivebeskyttet mappe eller disk</translation>
    </message>
    <message>
        <source>could not create {path}: {detail}</source>
        <translation>kunne ikke lage {path}: {detail}</translation>
    </message>
    <message>
        <source>could not open {path}: {detail}</source>
        <translation>kunne ikke åpne {path}: {detail}</translation>
    </message>
    <message>
        <source>could not save {path}: {detail}</source>
        <translation>kunne ikke lagre {path}: {detail}</translation>
    </message>
    <message>
        <source>could not write {path}: {detail}</source>
        <translation>kunne ikke skrive {path}: {detail}</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder does not exist</source>
        <translation>kan ikke lage {path}: mappen finnes ikke</translation>
    </message>
    <message>
        <source>cannot open {path}: the folder does not exist</source>
        <translation>kan ikke åpne {path}: mappen finnes ikke</translation>
    </message>
    <message>
        <source>{path} does not exist or is not a file</source>
        <translation>{path} finnes ikke eller er ikke en fil</translation>
    </message>
    <message>
        <source>{path} is empty, so it is not a duplicate session file: its creation was interrupted before anything was saved. Delete it, or create a new session under this name.</source>
        <translation>{path} er tom og er derfor ikke en duplikatøktfil: opprettelsen ble avbrutt før noe ble lagret. Slett den, eller lag en ny økt med dette navnet.</translation>
    </message>
    <message>
        <source>{path} is not a duplicate session file</source>
        <translation>{path} er ikke en duplikatøktfil</translation>
    </message>
    <message>
        <source>{path} is damaged: the session file is cut short</source>
        <translation>{path} er skadet: øktfilen er avkortet</translation>
    </message>
    <message>
        <source>could not save: {path} cannot be written (a read-only file, folder or disk); nothing was lost: use File &gt; Save as to keep the session somewhere writable</source>
        <translation>kunne ikke lagre: {path} kan ikke skrives (skrivebeskyttet fil, mappe eller disk); ingenting gikk tapt: bruk Fil &gt; Lagre som for å lagre økten et sted den kan skrives</translation>
    </message>
    <message>
        <source>{path} cannot be written (a read-only file, folder or disk): it can be opened read-only</source>
        <translation>{path} kan ikke skrives (skrivebeskyttet fil, mappe eller disk): den kan åpnes skrivebeskyttet</translation>
    </message>
    <message>
        <source>{path} was removed or replaced while the session was open: this action was not saved. Use File &gt; Save as to keep the session (everything acknowledged so far) in a new file.</source>
        <translation>{path} ble fjernet eller erstattet mens økten var åpen: denne handlingen ble ikke lagret. Bruk Fil &gt; Lagre som for å lagre økten (alt som er bekreftet så langt) i en ny fil.</translation>
    </message>
    <message>
        <source>{target} already exists; choose another name</source>
        <translation>{target} finnes allerede; velg et annet navn</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name</source>
        <translation>{path} finnes allerede; velg et annet navn</translation>
    </message>
    <message>
        <source>{path} was never finished: its creation was interrupted and it holds nothing. Delete it, or create a new session under this name.</source>
        <translation>{path} ble aldri fullført: opprettelsen ble avbrutt og den inneholder ingenting. Slett den, eller lag en ny økt med dette navnet.</translation>
    </message>
    <message>
        <source>{path} is an SQLite file of another program</source>
        <translation>{path} er en SQLite-fil fra et annet program</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of this program (file format {version}, this version reads up to {schema_version}); please update</source>
        <translation>{path} ble skrevet av en nyere versjon av programmet (filformat {version}, denne versjonen leser opp til {schema_version}); oppdater programmet</translation>
    </message>
    <message>
        <source>{path} is damaged ({check})</source>
        <translation>{path} er skadet ({check})</translation>
    </message>
    <message>
        <source>{path} is damaged (tables are missing)</source>
        <translation>{path} er skadet (tabeller mangler)</translation>
    </message>
    <message>
        <source>{path} is damaged or not a session file ({reason})</source>
        <translation>{path} er skadet eller ikke en øktfil ({reason})</translation>
    </message>
    <message>
        <source>{path} is a read-only file: it can be opened read-only</source>
        <translation>{path} er en skrivebeskyttet fil: den kan åpnes skrivebeskyttet</translation>
    </message>
    <message>
        <source>{path}: the settings are damaged ({reason})</source>
        <translation>{path}: innstillingene er skadet ({reason})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged ({reason})</source>
        <translation>{path}: handlingsloggen er skadet ({reason})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: action {seq} ({kind}) fails its checksum (its stored data changed after it was saved)</source>
        <translation>{path}: handlingsloggen er skadet: handling {seq} ({kind}) stemmer ikke med kontrollsummen (dataene endret seg etter lagring)</translation>
    </message>
    <message>
        <source>the {kind} action cannot be saved ({reason})</source>
        <translation>handlingen {kind} kan ikke lagres ({reason})</translation>
    </message>
    <message>
        <source>{path} is in a read-only folder or disk: it can be opened read-only</source>
        <translation>{path} ligger i en skrivebeskyttet mappe eller disk: den kan åpnes skrivebeskyttet</translation>
    </message>
    <message>
        <source>{candidate} is a folder; choose another name</source>
        <translation>{candidate} er en mappe; velg et annet navn</translation>
    </message>
    <message>
        <source>{path} is damaged (the {table} table lacks {missing})</source>
        <translation>{path} er skadet (tabellen {table} mangler {missing})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: action {seq} ({kind}) is not JSON ({reason})</source>
        <translation>{path}: handlingsloggen er skadet: handling {seq} ({kind}) er ikke JSON ({reason})</translation>
    </message>
    <message>
        <source>unknown hint {kind}; hints are {items}</source>
        <translation>ukjent hint {kind}; hintene er {items}</translation>
    </message>
    <message>
        <source>{path} has no played turn whose racks could be replayed</source>
        <translation>{path} har ingen spilt runde der stativene kan spilles på nytt</translation>
    </message>
    <message>
        <source>there is no turn in progress</source>
        <translation>ingen runde pågår</translation>
    </message>
    <message>
        <source>the move is already handed in: hints are for before the move</source>
        <translation>legget er allerede levert: hint er for før legget</translation>
    </message>
    <message>
        <source>no hints in a game played as in a competition</source>
        <translation>ingen hint i et parti spilt som i turnering</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names} (a word typed all in lowercase reads as capitals: type a blank as ?e or (e))</source>
        <translation>ikke på stativet {rack}: {names} (et ord skrevet bare med små bokstaver leses som store bokstaver: skriv en blank som ?e eller (e))</translation>
    </message>
    <message>
        <source>the arbiter&apos;s computer could not save this: call the arbiter</source>
        <translation>spillelederens datamaskin kunne ikke lagre dette: rop på spillelederen</translation>
    </message>
    <message>
        <source>the service failed on this request: call the arbiter</source>
        <translation>tjenesten feilet på denne forespørselen: rop på spillelederen</translation>
    </message>
    <message>
        <source>too many wrong codes in the room: wait a minute and try again</source>
        <translation>for mange feil koder i lokalet: vent et minutt og prøv igjen</translation>
    </message>
    <message>
        <source>issue a table&apos;s card</source>
        <translation>lage kortet til et bord</translation>
    </message>
    <message>
        <source>the planned number of turns was played</source>
        <translation>det planlagte antallet runder er spilt</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be shown ({character})</source>
        <translation>navnet inneholder et tegn som ikke kan vises ({character})</translation>
    </message>
    <message>
        <source>this is not the code of that table&apos;s card: check both</source>
        <translation>dette er ikke koden på kortet til det bordet: sjekk begge</translation>
    </message>
    <message>
        <source>table {table} joins with the code on its card: ask the arbiter for it</source>
        <translation>bord {table} blir med med koden på kortet sitt: spør spillelederen om det</translation>
    </message>
    <message>
        <source>there is no such address in the API</source>
        <translation>denne adressen finnes ikke i API-et</translation>
    </message>
    <message>
        <source>this address takes {methods} requests</source>
        <translation>denne adressen tar {methods}-forespørsler</translation>
    </message>
    <message>
        <source>too many joins from this device: wait a minute</source>
        <translation>for mange forsøk på å bli med fra denne enheten: vent et minutt</translation>
    </message>
    <message>
        <source>too many wrong codes from this device: wait a minute</source>
        <translation>for mange feil koder fra denne enheten: vent et minutt</translation>
    </message>
    <message>
        <source>{path}: replaying the game record does not give the turns it lists (turn {first}: recorded {want}, replayed {got})</source>
        <translation>{path}: gjenspilling av opptaket gir ikke rundene den oppgir (runde {first}: notert {want}, gjenspilt {got})</translation>
    </message>
    <message>
        <source>{path}: action {number} ({kind}) of the game record cannot be replayed: {reason}</source>
        <translation>{path}: handling {number} ({kind}) i opptaket kan ikke spilles på nytt: {reason}</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: its settings (the rules, the word list, the draw) are not those it was created with; the file is refused</source>
        <translation>{path} er skadet eller ble endret utenfor dette programmet: innstillingene (reglene, ordlisten, trekningen) er ikke de den ble opprettet med; filen avvises</translation>
    </message>
    <message>
        <source>cannot create {path}: the file system refuses locks (as some network shares do); choose a folder on a local disk</source>
        <translation>kan ikke opprette {path}: filsystemet avviser låser (som noen nettverksdelinger gjør); velg en mappe på en lokal disk</translation>
    </message>
    <message>
        <source>{path} is no longer this session&apos;s file: another session file was copied over it while it was open. This action was not saved and nothing was written to it; this window still shows the session as it was. Put the session&apos;s own file back under this name, or close this window.</source>
        <translation>{path} er ikke lenger filen til denne økten: en annen øktfil ble kopiert over den mens den var åpen. Denne handlingen ble ikke lagret, og ingenting ble skrevet til den; dette vinduet viser fortsatt økten slik den var. Legg øktens egen fil tilbake under dette navnet, eller lukk dette vinduet.</translation>
    </message>
    <message>
        <source>{path} is not a word list file (a device, a pipe or a socket): give the path of a word list</source>
        <translation>{path} er ikke en ordlistefil (en enhet, et rør eller en socket): oppgi stien til en ordliste</translation>
    </message>
    <message>
        <source>cannot write the output: the standard output is closed</source>
        <translation>kan ikke skrive utdataene: standard utdata er lukket</translation>
    </message>
    <message>
        <source>cannot write the output: {detail}</source>
        <translation>kan ikke skrive utdataene: {detail}</translation>
    </message>
    <message>
        <source>cannot use {path}: {detail}</source>
        <translation>kan ikke bruke {path}: {detail}</translation>
    </message>
    <message>
        <source>{path}: the game record says {recorded}, its game gives {replayed}</source>
        <translation>{path}: opptaket sier {recorded}, partiet gir {replayed}</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a loop of symbolic links</source>
        <translation>kan ikke skrive {path}: det er en løkke av symbolske lenker</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: the record of its log&apos;s chain is missing; the file is refused</source>
        <translation>{path} er skadet eller ble endret utenfor dette programmet: registreringen av loggens kjede mangler; filen avvises</translation>
    </message>
    <message numerus="yes">
        <source>{path} is damaged or was changed outside this program: its log ends after %n row(s), before the end it recorded (the last rows were removed); the file is refused</source>
        <translation>
            <numerusform>{path} er skadet eller ble endret utenfor dette programmet: loggen slutter etter %n rad, før slutten den registrerte (de siste radene ble fjernet); filen avvises</numerusform>
            <numerusform>{path} er skadet eller ble endret utenfor dette programmet: loggen slutter etter %n rader, før slutten den registrerte (de siste radene ble fjernet); filen avvises</numerusform>
        </translation>
    </message>
    <message>
        <source>{path} was changed by another program while the session was open. This action was not saved and nothing was written to it; this window still shows the session as it was. Close it and open the file again to see what it holds now.</source>
        <translation>{path} ble endret av et annet program mens økten var åpen. Denne handlingen ble ikke lagret, og ingenting ble skrevet til den; dette vinduet viser fortsatt økten slik den var. Lukk det og åpne filen på nytt for å se hva den nå inneholder.</translation>
    </message>
    <message>
        <source>{path} holds what a session file never holds ({objects}): it was changed by another program, and is refused so that nothing in it runs</source>
        <translation>{path} inneholder noe en øktfil aldri inneholder ({objects}): den ble endret av et annet program og avvises, slik at ingenting i den kjøres</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: row {seq} of its log ({kind}) is not the one saved after the row before it (a row changed, removed or moved); the file is refused</source>
        <translation>{path} er skadet eller ble endret utenfor dette programmet: rad {seq} i loggen ({kind}) er ikke den som ble lagret etter raden før (en rad er endret, fjernet eller flyttet); filen avvises</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: row {seq} ({kind}) is not a valid mark</source>
        <translation>{path}: handlingsloggen er skadet: rad {seq} ({kind}) er ikke en gyldig markering</translation>
    </message>
    <message>
        <source>{path} cannot be locked for writing here (the file system refuses locks, as some network shares do): it can be opened read-only, or copied to a local disk</source>
        <translation>{path} kan ikke låses for skriving her (filsystemet avviser låser, som noen nettverksdelinger gjør): den kan åpnes skrivebeskyttet, eller kopieres til en lokal disk</translation>
    </message>
    <message>
        <source>{path} was changed by another program: its tables ({tables}) are not as this program makes them; the file is refused</source>
        <translation>{path} ble endret av et annet program: tabellene ({tables}) er ikke slik dette programmet lager dem; filen avvises</translation>
    </message>
    <message>
        <source>a study card asks for no known score (level {level})</source>
        <translation>et øvingskort spør ikke etter noen kjent poengsum (nivå {level})</translation>
    </message>
    <message>
        <source>a study card is not JSON</source>
        <translation>et øvingskort er ikke JSON</translation>
    </message>
    <message>
        <source>the study file {path} cannot be used: {why}</source>
        <translation>øvingsfilen {path} kan ikke brukes: {why}</translation>
    </message>
    <message>
        <source>{path} is not a study file of this program</source>
        <translation>{path} er ikke en øvingsfil fra dette programmet</translation>
    </message>
    <message>
        <source>the study file has no card {key}</source>
        <translation>øvingsfilen har ikke noe kort {key}</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of the program</source>
        <translation>{path} ble skrevet av en nyere versjon av programmet</translation>
    </message>
    <message>
        <source>{path} was played with the word list {name}, which cannot be used here ({reason}). Its racks can be replayed with another list, but without the players&apos; results, and its tops may differ: to replay it as the room played it, choose that list&apos;s file as the word list of the new game.</source>
        <translation>{path} ble spilt med ordlisten {name}, som ikke kan brukes her ({reason}). Stativene kan spilles på nytt med en annen liste, men uten spillernes resultater, og toppene kan være andre: for å spille partiet slik salen spilte det, velg filen til den listen som ordliste for det nye partiet.</translation>
    </message>
    <message>
        <source>ended early by the arbiter</source>
        <translation>avsluttet før tiden av spillelederen</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>A class of pupils: points only, 5 minutes a turn, hints from the teacher, teams at a table; 2 vowels + 2 consonants for turns 1-15.</source>
        <translation>En skoleklasse: bare poeng, 5 minutter per runde, hint fra læreren, lag ved et bord; 2 vokaler + 2 konsonanter i runde 1-15.</translation>
    </message>
    <message>
        <source>show the hint: {hint}</source>
        <translation>vise hintet: {hint}</translation>
    </message>
    <message>
        <source>a hint for another turn</source>
        <translation>et hint for en annen runde</translation>
    </message>
    <message>
        <source>these rules show no hints to the room</source>
        <translation>disse reglene viser ikke hint til salen</translation>
    </message>
    <message>
        <source>this hint is already shown</source>
        <translation>dette hintet vises allerede</translation>
    </message>
    <message>
        <source>a team has {low} to {high} members, not {count}</source>
        <translation>et lag har {low} til {high} medlemmer, ikke {count}</translation>
    </message>
    <message>
        <source>a member&apos;s name cannot hold &apos;{mark}&apos;</source>
        <translation>et medlems navn kan ikke inneholde &apos;{mark}&apos;</translation>
    </message>
    <message>
        <source>a team names the same member twice</source>
        <translation>et lag nevner samme medlem to ganger</translation>
    </message>
    <message>
        <source>There is a word worth {points} points or more</source>
        <translation>Det finnes et ord verdt {points} poeng eller mer</translation>
    </message>
    <message>
        <source>The top uses the letter {letter}</source>
        <translation>Toppen bruker bokstaven {letter}</translation>
    </message>
    <message>
        <source>The top is on row {row}</source>
        <translation>Toppen ligger på rad {row}</translation>
    </message>
    <message>
        <source>The top is in column {column}</source>
        <translation>Toppen ligger i kolonne {column}</translation>
    </message>
    <message>
        <source>The top is a bingo: it uses all seven letters</source>
        <translation>Toppen er en bingo: den bruker alle sju brikkene</translation>
    </message>
    <message>
        <source>The top is not a bingo</source>
        <translation>Toppen er ikke en bingo</translation>
    </message>
    <message>
        <source>The top plays a blank</source>
        <translation>Toppen bruker en blank</translation>
    </message>
    <message>
        <source>The top plays no blank</source>
        <translation>Toppen bruker ingen blank</translation>
    </message>
    <message numerus="yes">
        <source>The top places %n letter(s)</source>
        <translation>
            <numerusform>Toppen legger %n brikke</numerusform>
            <numerusform>Toppen legger %n brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The top&apos;s word has %n letter(s)</source>
        <translation>
            <numerusform>Toppens ord har %n bokstav</numerusform>
            <numerusform>Toppens ord har %n bokstaver</numerusform>
        </translation>
    </message>
    <message>
        <source>the hint {kind} cannot say {value}</source>
        <translation>hintet {kind} kan ikke si {value}</translation>
    </message>
    <message>
        <source>no hint {kind} for this turn</source>
        <translation>ingen hint {kind} for denne runden</translation>
    </message>
    <message>
        <source>line {line}: table {table} is taken by a player ticked in the roster</source>
        <translation>linje {line}: bord {table} er tatt av en spiller som er krysset av i listen</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <translation>linje {line}: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>nothing was imported: %n line(s) of the file are wrong</source>
        <translation>
            <numerusform>ingenting ble importert: %n linje i filen er feil</numerusform>
            <numerusform>ingenting ble importert: %n linjer i filen er feil</numerusform>
        </translation>
    </message>
    <message>
        <source>the file has {count} bytes; a roster file has at most {limit}</source>
        <translation>filen har {count} byte; en liste har høyst {limit}</translation>
    </message>
    <message>
        <source>the file has {count} rows; at most {limit} are read</source>
        <translation>filen har {count} rader; høyst {limit} leses</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {position} cannot be read); save it from the spreadsheet as &quot;CSV UTF-8&quot;</source>
        <translation>filen er ikke UTF-8-tekst (byte {position} kan ikke leses); lagre den fra regnearket som «CSV UTF-8»</translation>
    </message>
    <message>
        <source>the file is not CSV ({detail})</source>
        <translation>filen er ikke CSV ({detail})</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>kan ikke lese {path}: {detail}</translation>
    </message>
    <message>
        <source>the column &quot;{column}&quot; is unknown (the columns are {columns})</source>
        <translation>kolonnen «{column}» er ukjent (kolonnene er {columns})</translation>
    </message>
    <message numerus="yes">
        <source>it has %n cell(s) where the first line names {columns}</source>
        <translation>
            <numerusform>den har %n celle der den første linjen nevner {columns}</numerusform>
            <numerusform>den har %n celler der den første linjen nevner {columns}</numerusform>
        </translation>
    </message>
    <message>
        <source>the id &quot;{id}&quot; is not a roster identity (a UUID)</source>
        <translation>id-en «{id}» er ikke en identitet i listen (en UUID)</translation>
    </message>
    <message>
        <source>the same licence number as line {other}</source>
        <translation>samme lisensnummer som linje {other}</translation>
    </message>
    <message>
        <source>the column &quot;{column}&quot; is there twice</source>
        <translation>kolonnen «{column}» står der to ganger</translation>
    </message>
    <message>
        <source>the same id as line {other}</source>
        <translation>samme id som linje {other}</translation>
    </message>
    <message>
        <source>licence number</source>
        <translation>lisensnummer</translation>
    </message>
    <message>
        <source>category</source>
        <translation>kategori</translation>
    </message>
    <message>
        <source>club</source>
        <translation>klubb</translation>
    </message>
    <message>
        <source>the {what} has at most {limit} characters</source>
        <translation>feltet {what} har høyst {limit} tegn</translation>
    </message>
    <message>
        <source>{identity} is not a roster identity (a UUID)</source>
        <translation>{identity} er ikke en identitet i listen (en UUID)</translation>
    </message>
    <message>
        <source>the roster has no such player</source>
        <translation>spillerlisten har ikke denne spilleren</translation>
    </message>
    <message>
        <source>a roster holds at most {limit} players</source>
        <translation>en spillerliste har høyst {limit} spillere</translation>
    </message>
    <message>
        <source>the roster already has a player with this identity</source>
        <translation>listen har allerede en spiller med denne identiteten</translation>
    </message>
    <message>
        <source>{name} was changed in another window meanwhile; nothing was changed: the roster now shows that edit, make yours again if it is still needed</source>
        <translation>{name} ble endret i et annet vindu i mellomtiden; ingenting ble endret: listen viser nå den endringen, gjør din på nytt om den fortsatt trengs</translation>
    </message>
    <message>
        <source>a roster has at most {limit} categories</source>
        <translation>en liste har høyst {limit} kategorier</translation>
    </message>
    <message>
        <source>{path} is not a roster file of this program</source>
        <translation>{path} er ikke en spillerliste fra dette programmet</translation>
    </message>
    <message>
        <source>{path} is damaged ({detail})</source>
        <translation>{path} er skadet ({detail})</translation>
    </message>
    <message>
        <source>{path} is damaged or is not a roster file ({detail})</source>
        <translation>{path} er skadet eller ikke en spillerliste ({detail})</translation>
    </message>
    <message>
        <source>{path} was replaced by another file while it was open; nothing was changed: open the roster again</source>
        <translation>{path} ble erstattet av en annen fil mens den var åpen; ingenting ble endret: åpne listen på nytt</translation>
    </message>
    <message>
        <source>the roster is being changed in another window; nothing was changed here: try again in a moment</source>
        <translation>spillerlisten endres i et annet vindu; ingenting ble endret her: prøv igjen om et øyeblikk</translation>
    </message>
    <message>
        <source>the file is empty: its first line names the columns ({columns})</source>
        <translation>filen er tom: den første linjen navngir kolonnene ({columns})</translation>
    </message>
    <message>
        <source>there is no column &quot;{column}&quot;</source>
        <translation>det finnes ingen kolonne «{column}»</translation>
    </message>
    <message>
        <source>&quot;{column}&quot; is {yes} or {no}, not &quot;{value}&quot;</source>
        <translation>«{column}» er {yes} eller {no}, ikke «{value}»</translation>
    </message>
    <message>
        <source>choose two different players to merge</source>
        <translation>velg to forskjellige spillere å slå sammen</translation>
    </message>
    <message>
        <source>{name} was merged with another player in another window meanwhile; nothing was changed</source>
        <translation>{name} ble slått sammen med en annen spiller i et annet vindu i mellomtiden; ingenting ble endret</translation>
    </message>
    <message>
        <source>a roster identity (at most 64 letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos;)</source>
        <translation>en identitet i spillerlisten (høyst 64 bokstaver, sifre, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; eller &apos;:&apos;)</translation>
    </message>
</context>
<context>
    <name>formats</name>
    <message>
        <source>{0}%</source>
        <translation>{0}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>forms</name>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.gz);;All files (*)</source>
        <translation>Ordlister (*.txt *.gz);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Sessions and game records (*{0} *.json);;All files (*)</source>
        <translation>Økter og partiopptak (*{0} *.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>the edition&apos;s bundled word list</source>
        <translation>utgavens medfølgende ordliste</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Velg…</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <source>Loading the word list…</source>
        <translation>Laster inn ordlisten…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Åpne en økt</translation>
    </message>
    <message>
        <source>Read-only: you can look at the game, print it and save a copy, but not change it.</source>
        <translation>Skrivebeskyttet: du kan se på partiet, skrive det ut og lagre en kopi, men ikke endre det.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Åpne skrivebeskyttet</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>An unexpected error happened. Your session is saved.</source>
        <translation>En uventet feil oppstod. Økten din er lagret.</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>accepted word</source>
        <translation>ord godtatt</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gyldig</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ugyldig</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>intet legg</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>mangler</translation>
    </message>
    <message>
        <source>not playing</source>
        <translation>spiller ikke</translation>
    </message>
    <message>
        <source>a move handed in</source>
        <translation>et levert legg</translation>
    </message>
    <message>
        <source>{0} (invalid)</source>
        <translation>{0} (ugyldig)</translation>
    </message>
    <message>
        <source>written {0}, real {1}: warning</source>
        <translation>notert {0}, riktig {1}: advarsel</translation>
    </message>
    <message>
        <source>written {0}, real {1}</source>
        <translation>notert {0}, riktig {1}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Legg</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Notert</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>warnings: {0}</source>
        <translation>advarsler: {0}</translation>
    </message>
    <message>
        <source>penalty: {0}</source>
        <translation>straff: {0}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Koordinat</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Blanks</source>
        <translation>Blanke</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Each column&apos;s name among the engine&apos;s standings columns (``standing_columns``); None: the app&apos;s own.
----------
A points-only class shows no deviation: the total is the last column.</extracomment>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Avvik</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Denne runden</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advarsler</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Straffer</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Turn {0}
top {1}</source>
        <translation>Runde {0}
topp {1}</translation>
    </message>
    <message>
        <source>{0}: {1}; top {2}</source>
        <translation>{0}: {1}; topp {2}</translation>
    </message>
    <message>
        <source>{0}: {1}; top {2}; deviation {3}</source>
        <translation>{0}: {1}; topp {2}; avvik {3}</translation>
    </message>
    <message>
        <source>Not playing: joined at turn {0}</source>
        <translation>Spiller ikke: kom inn i runde {0}</translation>
    </message>
    <message>
        <source>Not playing: left before turn {0}</source>
        <translation>Spiller ikke: gikk før runde {0}</translation>
    </message>
    <message>
        <source>The turn&apos;s top ({0}) counts in the deviation.</source>
        <translation>Rundens topp ({0}) teller i avviket.</translation>
    </message>
    <message>
        <source>The turn&apos;s top ({0}) does not count in the deviation.</source>
        <translation>Rundens topp ({0}) teller ikke i avviket.</translation>
    </message>
    <message>
        <source>handed in</source>
        <extracomment>What may be shown (a mirrored screen hides the moves and ranks while players look).</extracomment>
        <translation>levert</translation>
    </message>
</context>
<context>
    <name>phone</name>
    <message>
        <source>Duplicate Scrabble</source>
        <extracomment>Each text of the page by key (phone.js asks for them by key; tests/test_phone_strings.py checks that it asks only for these and fills their placeholders).</extracomment>
        <translation>Duplikat-scrabble</translation>
    </message>
    <message>
        <source>Session PIN</source>
        <translation>PIN-kode for økten</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Bordnummer</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Bli med</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Kobler til…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Whole board</source>
        <translation>Hele brettet</translation>
    </message>
    <message>
        <source>⌫ Back</source>
        <translation>⌫ Tilbake</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Hand in</source>
        <translation>Lever</translation>
    </message>
    <message>
        <source>Hand in again</source>
        <translation>Lever på nytt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>H4 WORD</source>
        <translation>H4 ORD</translation>
    </message>
    <message>
        <source>WORD</source>
        <translation>ORD</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>Leave this table</source>
        <translation>Forlat dette bordet</translation>
    </message>
    <message>
        <source>Which letter is the blank?</source>
        <translation>Hvilken bokstav står blanken for?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Result of the turn</source>
        <translation>Resultat for runden</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Table {table} · {name}</source>
        <translation>Bord {table} · {name}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message>
        <source>Waiting for the next rack</source>
        <translation>Venter på neste stativ</translation>
    </message>
    <message>
        <source>New rack: the clock starts soon</source>
        <translation>Nytt stativ: klokken starter snart</translation>
    </message>
    <message>
        <source>Find your move</source>
        <translation>Finn legget ditt</translation>
    </message>
    <message>
        <source>The clock is paused</source>
        <translation>Klokken står på pause</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Tiden er ute</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partiet er slutt</translation>
    </message>
    <message>
        <source>The turn is revealed</source>
        <translation>Runden er kunngjort</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>Forbindelsen er brutt: prøver igjen…</translation>
    </message>
    <message>
        <source>First tap the square where your word starts.</source>
        <translation>Trykk først på ruten der ordet ditt begynner.</translation>
    </message>
    <message>
        <source>Write or place a move first (like {example}).</source>
        <translation>Skriv eller plasser et legg først (som {example}).</translation>
    </message>
    <message>
        <source>Write the score of your move.</source>
        <translation>Skriv poengene for legget ditt.</translation>
    </message>
    <message>
        <source>Sending {move}…</source>
        <translation>Sender {move}…</translation>
    </message>
    <message>
        <source>Not sent yet: trying again ({move})…</source>
        <translation>Ikke sendt ennå: prøver igjen ({move})…</translation>
    </message>
    <message>
        <source>Received {time} ✓ {move}</source>
        <translation>Mottatt {time} ✓ {move}</translation>
    </message>
    <message>
        <source>Received ✓ {move}</source>
        <translation>Mottatt ✓ {move}</translation>
    </message>
    <message>
        <source>Changed: hand in again to replace {move}</source>
        <translation>Endret: lever på nytt for å erstatte {move}</translation>
    </message>
    <message>
        <source>Too late: time was up. This move was not received.</source>
        <translation>For sent: tiden var ute. Dette legget ble ikke mottatt.</translation>
    </message>
    <message>
        <source>That turn is over; this move was not received.</source>
        <translation>Den runden er over; dette legget ble ikke mottatt.</translation>
    </message>
    <message>
        <source>Not received: {message}</source>
        <translation>Ikke mottatt: {message}</translation>
    </message>
    <message>
        <source>Wrong PIN.</source>
        <translation>Feil PIN-kode.</translation>
    </message>
    <message>
        <source>Could not join: {message}</source>
        <translation>Kunne ikke bli med: {message}</translation>
    </message>
    <message>
        <source>No connection to the arbiter’s computer. Check the Wi-Fi and try again.</source>
        <translation>Ingen forbindelse med spillelederens datamaskin. Sjekk wifi og prøv igjen.</translation>
    </message>
    <message>
        <source>A new table needs your name (at most 40 characters, plain text).</source>
        <translation>Et nytt bord trenger navnet ditt (høyst 40 tegn, vanlig tekst).</translation>
    </message>
    <message>
        <source>This phone is no longer at its table: join again.</source>
        <translation>Denne telefonen sitter ikke lenger ved bordet sitt: bli med på nytt.</translation>
    </message>
    <message>
        <source>The table number is a whole number from 1 to 9999.</source>
        <translation>Bordnummeret er et helt tall fra 1 til 9999.</translation>
    </message>
    <message>
        <source>Table {table} is held by another phone: ask the arbiter to release it.</source>
        <translation>Bord {table} holdes av en annen telefon: be spillelederen frigi det.</translation>
    </message>
    <message>
        <source>There is no table {table} in this game: ask the arbiter.</source>
        <translation>Det finnes ikke noe bord {table} i dette partiet: spør spillelederen.</translation>
    </message>
    <message>
        <source>Write your score with your move (the rules ask for it).</source>
        <translation>Skriv poengene sammen med legget (reglene krever det).</translation>
    </message>
    <message>
        <source>The move is empty: write a reference and a word.</source>
        <translation>Legget er tomt: skriv en koordinat og et ord.</translation>
    </message>
    <message>
        <source>Your table does not play this turn.</source>
        <translation>Bordet ditt spiller ikke denne runden.</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Fasit</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ditt legg</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Dine poeng</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Topp</translation>
    </message>
    <message>
        <source>Deviation this turn</source>
        <translation>Avvik denne runden</translation>
    </message>
    <message>
        <source>Deviation in the game</source>
        <translation>Avvik i partiet</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Din sum</translation>
    </message>
    <message>
        <source>Your rank</source>
        <translation>Din plass</translation>
    </message>
    <message>
        <source>{rank} of {count}</source>
        <translation>{rank} av {count}</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>intet legg</translation>
    </message>
    <message numerus="yes">
        <source>for %n point(s), at {ref}, {word}</source>
        <translation>
            <numerusform>{word} på {ref} for %n poeng</numerusform>
            <numerusform>{word} på {ref} for %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>The arbiter entered your slip: {move}</source>
        <translation>Spillelederen har ført inn lappen din: {move}</translation>
    </message>
    <message numerus="yes">
        <source>valid, %n point(s)</source>
        <translation>
            <numerusform>gyldig, %n poeng</numerusform>
            <numerusform>gyldig, %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid: {message}</source>
        <translation>ugyldig: {message}</translation>
    </message>
    <message>
        <source>Scan your table card with the phone’s camera, or type your table number and the code on the card.</source>
        <translation>Skann bordkortet ditt med kameraet på telefonen, eller skriv bordnummeret og koden på kortet.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Navnet ditt</translation>
    </message>
    <message>
        <source>Leave this table on this phone? You will need your table card (or its code) to join again.</source>
        <translation>Forlate dette bordet på denne telefonen? Du trenger bordkortet (eller koden) for å bli med igjen.</translation>
    </message>
    <message>
        <source>Type your table number and the code on its card.</source>
        <translation>Skriv bordnummeret og koden på kortet.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a minute.</source>
        <translation>For mange feil koder fra denne telefonen: vent et minutt.</translation>
    </message>
    <message>
        <source>New player: type the PIN the arbiter shows, a new table number and your name.</source>
        <translation>Ny spiller: skriv PIN-koden spillelederen viser, et nytt bordnummer og navnet ditt.</translation>
    </message>
    <message>
        <source>Code on your table card</source>
        <translation>Koden på bordkortet</translation>
    </message>
    <message>
        <source>No card? Join as a new player with the room’s PIN</source>
        <translation>Ikke noe kort? Bli med som ny spiller med lokalets PIN-kode</translation>
    </message>
    <message>
        <source>I have a table card</source>
        <translation>Jeg har et bordkort</translation>
    </message>
    <message>
        <source>Type the PIN, a table number and your name.</source>
        <translation>Skriv PIN-koden, et bordnummer og navnet ditt.</translation>
    </message>
    <message>
        <source>Code of table {table}: {code}. Keep it to join again from another phone.</source>
        <translation>Koden til bord {table}: {code}. Ta vare på den for å bli med igjen fra en annen telefon.</translation>
    </message>
    <message>
        <source>That is not the code of the card of table {table}: check both.</source>
        <translation>Det er ikke koden på kortet til bord {table}: sjekk begge.</translation>
    </message>
    <message>
        <source>Table {table} joins with the code on its card: ask the arbiter for it.</source>
        <translation>Bord {table} blir med med koden på bordkortet: spør spillelederen om det.</translation>
    </message>
    <message>
        <source>Too many wrong codes in the room just now: wait a minute and try again.</source>
        <translation>For mange feil koder i lokalet: vent et minutt og prøv igjen.</translation>
    </message>
    <message>
        <source>Too many tries from this phone: wait a minute.</source>
        <translation>For mange forsøk fra denne telefonen: vent et minutt.</translation>
    </message>
    <message>
        <source>The arbiter’s computer could not save this: call the arbiter.</source>
        <translation>Spillelederens datamaskin kunne ikke lagre dette: rop på spillelederen.</translation>
    </message>
    <message>
        <source>The arbiter’s computer could not answer: call the arbiter.</source>
        <translation>Spillelederens datamaskin kunne ikke svare: rop på spillelederen.</translation>
    </message>
    <message>
        <source>Final rank</source>
        <translation>Sluttplassering</translation>
    </message>
    <message>
        <source>Final total</source>
        <translation>Sluttsum</translation>
    </message>
    <message>
        <source>The game is over: this page asks for no more news.</source>
        <translation>Partiet er slutt: denne siden spør ikke etter mer.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Gjenstående tid</translation>
    </message>
    <message>
        <source>Your move (reference and word)</source>
        <translation>Ditt legg (koordinat og ord)</translation>
    </message>
    <message>
        <source>2L</source>
        <translation>DB</translation>
    </message>
    <message>
        <source>3L</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>2W</source>
        <translation>DO</translation>
    </message>
    <message>
        <source>3W</source>
        <translation>TO</translation>
    </message>
    <message>
        <source>double letter</source>
        <translation>dobbel bokstavverdi</translation>
    </message>
    <message>
        <source>triple letter</source>
        <translation>trippel bokstavverdi</translation>
    </message>
    <message>
        <source>double word</source>
        <translation>dobbel ordverdi</translation>
    </message>
    <message>
        <source>triple word</source>
        <translation>trippel ordverdi</translation>
    </message>
    <message>
        <source>centre star</source>
        <translation>midtstjerne</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message numerus="yes">
        <source>{letter}, %n point(s)</source>
        <translation>
            <numerusform>{letter}, %n poeng</numerusform>
            <numerusform>{letter}, %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>blank</source>
        <translation>blank</translation>
    </message>
    <message>
        <source>blank as {letter}</source>
        <translation>blank som {letter}</translation>
    </message>
    <message>
        <source>{tile}, being placed</source>
        <translation>{tile}, legges nå</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>siste legg</translation>
    </message>
</context>
<context>
    <name>phones</name>
    <message>
        <source>Phone</source>
        <extracomment>Tables whose phone is connected now (the service&apos;s view); none when the service is off. Tables of the shown turn whose phone move arrived over a typed slip while the moves were hidden: the arbiter is asked once time is up (a neutral mark till then).</extracomment>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Levert</translation>
    </message>
    <message>
        <source>No phone holds this table</source>
        <translation>Ingen telefon har dette bordet</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>tilkoblet</translation>
    </message>
    <message>
        <source>A phone holds this table and is connected</source>
        <translation>En telefon har dette bordet og er tilkoblet</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>ikke tilkoblet</translation>
    </message>
    <message>
        <source>A phone holds this table but has not been seen for a while</source>
        <translation>En telefon har dette bordet, men har ikke vært sett på en stund</translation>
    </message>
    <message>
        <source>phone {0}</source>
        <translation>telefon {0}</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>telefon</translation>
    </message>
    <message>
        <source>{0}; slip and phone: asked when time is up</source>
        <translation>{0}; lapp og telefon: spørres når tiden er ute</translation>
    </message>
    <message>
        <source>When the move arrived from the phone: the time left on the turn&apos;s clock</source>
        <translation>Når legget kom fra telefonen: tiden som var igjen på rundens klokke</translation>
    </message>
    <message>
        <source>Phones</source>
        <extracomment>Wrong codes checked and codes refused unchecked in the last minute, while someone seems to be guessing (the service&apos;s view); None otherwise.</extracomment>
        <translation>Telefoner</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in a move from their phone with {2} left. Which move counts?</source>
        <translation>Bord {0} ({1}) leverte et legg fra telefonen med {2} igjen. Hvilket legg gjelder?</translation>
    </message>
    <message>
        <source>Typed slip and phone</source>
        <translation>Skrevet lapp og telefon</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone with {3} left. Which move counts?</source>
        <translation>Bord {0} ({1}) leverte {2} fra telefonen med {3} igjen. Hvilket legg gjelder?</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>intet legg</translation>
    </message>
    <message>
        <source>The typed slip: {0}</source>
        <translation>Den skrevne lappen: {0}</translation>
    </message>
    <message>
        <source>The typed slip</source>
        <translation>Den skrevne lappen</translation>
    </message>
    <message>
        <source>The phone&apos;s move</source>
        <translation>Legget fra telefonen</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone; you had typed {3}. Which move counts?</source>
        <extracomment>Questions held back while the moves are hidden: (turn, table) -&gt; (slip, phone entry).</extracomment>
        <translation>Bord {0} ({1}) leverte {2} fra telefonen; du hadde skrevet {3}. Hvilket legg gjelder?</translation>
    </message>
</context>
<context>
    <name>printable</name>
    <message>
        <source>Solo training: {0}</source>
        <translation>Solotrening: {0}</translation>
    </message>
    <message>
        <source>Your total &lt;b&gt;{0}&lt;/b&gt; · sum of the tops &lt;b&gt;{1}&lt;/b&gt; · deviation &lt;b&gt;{2}&lt;/b&gt; · &lt;b&gt;{3}&lt;/b&gt; of the tops</source>
        <translation>Din sum &lt;b&gt;{0}&lt;/b&gt; · sum av toppene &lt;b&gt;{1}&lt;/b&gt; · avvik &lt;b&gt;{2}&lt;/b&gt; · &lt;b&gt;{3}&lt;/b&gt; av toppene</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ditt trekk</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Topp</translation>
    </message>
    <message>
        <source>Top points</source>
        <translation>Toppens poeng</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Avvik</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advarsler</translation>
    </message>
    <message>
        <source>Rank in the room</source>
        <translation>Plass i salen</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} av {1}</translation>
    </message>
    <message>
        <source>Rack: tiles kept + tiles drawn, ? a blank; in a word a lowercase letter is a blank. The turns lost most are shaded.</source>
        <translation>Stativ: brikker beholdt + brikker trukket, ? en blank; i et ord er en liten bokstav en blank. Rundene med mest tap er skyggelagt.</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>Duplicate game</source>
        <translation>Duplikatparti</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Utgave</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelsett</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Opprettet</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Spilte runder</translation>
    </message>
    <message>
        <source>Top total</source>
        <translation>Sum av toppene</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partiet er slutt</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Ikke spilt</translation>
    </message>
    <message>
        <source>turn {0}</source>
        <translation>runde {0}</translation>
    </message>
    <message>
        <source>Game sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Resultatliste</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Stativ</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Løsning</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Koord.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Bingo</source>
        <translation>Bingo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Avvik</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advarsler</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Straffer</translation>
    </message>
    <message>
        <source>Rack: tiles kept + tiles drawn; a leading - marks a rack drawn again after a rejected one; ? is a blank. Solution: a lowercase letter is a blank. * marks a bingo.</source>
        <translation>Stativ: beholdt + trukne brikker; en - foran betyr trukket på nytt etter forkasting; ? er en blank. Løsning: liten bokstav er en blank. * betyr bingo.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>bord</translation>
    </message>
    <message>
        <source>name</source>
        <translation>navn</translation>
    </message>
    <message>
        <source>total</source>
        <translation>sum</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>avvik</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>prosent</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>plass</translation>
    </message>
    <message>
        <source>bingo {0}</source>
        <translation>bingo {0}</translation>
    </message>
    <message>
        <source>The board after turn {0}</source>
        <translation>Brettet etter runde {0}</translation>
    </message>
    <message>
        <source>{0}, table {1}</source>
        <translation>{0}, bord {1}</translation>
    </message>
    <message>
        <source>Rank {0} of {1}. Total {2} of {3} ({4} %), deviation {5}; solos {6}, warnings {7}, penalties {8}.</source>
        <translation>Plass {0} av {1}. Sum {2} av {3} ({4} %), avvik {5}; soloer {6}, advarsler {7}, straff {8}.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>intet legg</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Sesongens resultatliste</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>the best {0} evenings of each player</source>
        <translation>de {0} beste kveldene til hver spiller</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Kvelder</translation>
    </message>
    <message>
        <source>Equal figures share a rank (ex aequo); the next rank is skipped. With the best evenings rule, a player with fewer evenings than counted is ranked after those who have them all.</source>
        <translation>Like tall deler plassering (ex aequo); neste plassering hoppes over. Med regelen om de beste kveldene rangeres en spiller med færre kvelder enn det som teller etter dem som har alle.</translation>
    </message>
    <message>
        <source>Simultaneous game</source>
        <translation>Simultanparti</translation>
    </message>
    <message>
        <source>Game identity</source>
        <translation>Partiets identitet</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klubber</translation>
    </message>
    <message>
        <source>{0} ({1} players)</source>
        <translation>{0} ({1} spillere)</translation>
    </message>
    <message>
        <source>{0} turns, top total {1}</source>
        <translation>{0} runder, toppsum {1}</translation>
    </message>
    <message>
        <source>Progress of {0}</source>
        <translation>Utviklingen til {0}</translation>
    </message>
    <message>
        <source>The class&apos;s progress</source>
        <translation>Klassens utvikling</translation>
    </message>
    <message>
        <source>{0} evenings; best {1}, average {2}; bingos found {3}, missed {4}.</source>
        <translation>{0} kvelder; beste {1}, snitt {2}; bingoer funnet {3}, bommet {4}.</translation>
    </message>
    <message>
        <source>The turns where most was lost</source>
        <translation>Rundene der mest gikk tapt</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Teller</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Average %</source>
        <translation>Snitt %</translation>
    </message>
    <message>
        <source>Best %</source>
        <translation>Beste %</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Kveld</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>% of the top</source>
        <translation>% av toppen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>% evening by evening</source>
        <translation>% kveld for kveld</translation>
    </message>
    <message>
        <source>Bingos found</source>
        <translation>Bingoer funnet</translation>
    </message>
    <message>
        <source>Bingos missed</source>
        <translation>Bingoer bommet</translation>
    </message>
    <message>
        <source>nothing handed in</source>
        <translation>ingen innlevering</translation>
    </message>
    <message>
        <source>not playing</source>
        <translation>spiller ikke</translation>
    </message>
    <message>
        <source>{0} (invalid)</source>
        <translation>{0} (ugyldig)</translation>
    </message>
    <message>
        <source>solo +{0}</source>
        <translation>solo +{0}</translation>
    </message>
    <message>
        <source>warnings: {0}</source>
        <translation>advarsler: {0}</translation>
    </message>
    <message>
        <source>penalty −{0}</source>
        <translation>straff −{0}</translation>
    </message>
    <message>
        <source>In bold: the last move. A lowercase letter is a blank. Coloured squares: dark red triple word, pink double word, dark blue triple letter, light blue double letter.</source>
        <translation>Uthevet: det siste legget. En liten bokstav er en blank. Fargede ruter: mørkerød trippel ordverdi, rosa dobbel ordverdi, mørkeblå trippel bokstavverdi, lyseblå dobbel bokstavverdi.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Legg</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Topp</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Fasit</translation>
    </message>
    <message>
        <source>{0} (tied)</source>
        <translation>{0} (delt)</translation>
    </message>
    <message>
        <source>The room (every player gets this rack)</source>
        <translation>Salen (alle får dette stativet)</translation>
    </message>
    <message>
        <source>Master moves</source>
        <translation>Fasit</translation>
    </message>
    <message>
        <source>Duplicate game, {0} edition and tiles, rule set {1}, word list {2}: each turn the room gets the rack and passes, then the master move is played</source>
        <translation>Duplikatparti, utgave og brikker {0}, regelsett {1}, ordliste {2}: hver runde får salen stativet og passer, så legges fasiten</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Merknader</translation>
    </message>
    <message>
        <source>date</source>
        <translation>dato</translation>
    </message>
    <message>
        <source>edition</source>
        <translation>utgave</translation>
    </message>
    <message>
        <source>word list</source>
        <translation>ordliste</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>regler</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>forhold</translation>
    </message>
    <message>
        <source>seconds per move</source>
        <translation>sekunder per trekk</translation>
    </message>
    <message>
        <source>racks of</source>
        <translation>stativer fra</translation>
    </message>
    <message>
        <source>state</source>
        <translation>tilstand</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>telt med</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>runder</translation>
    </message>
    <message>
        <source>sum of the tops</source>
        <translation>sum av toppene</translation>
    </message>
    <message>
        <source>hints</source>
        <translation>hint</translation>
    </message>
    <message>
        <source>tops found without a hint</source>
        <translation>topper funnet uten hint</translation>
    </message>
    <message>
        <source>tops found with hints</source>
        <translation>topper funnet med hint</translation>
    </message>
    <message>
        <source>bingos possible</source>
        <translation>bingoer mulige</translation>
    </message>
    <message>
        <source>bingos found</source>
        <translation>bingoer funnet</translation>
    </message>
    <message>
        <source>bingos missed</source>
        <translation>bingoer tapt</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>advarsler</translation>
    </message>
    <message>
        <source>lost on missed bingos</source>
        <translation>tapt på bingoer du gikk glipp av</translation>
    </message>
    <message>
        <source>lost on premium squares</source>
        <translation>tapt på premieruter</translation>
    </message>
    <message>
        <source>lost elsewhere</source>
        <translation>tapt ellers</translation>
    </message>
    <message>
        <source>lost on invalid moves</source>
        <translation>tapt på ugyldige trekk</translation>
    </message>
    <message>
        <source>lost with no move</source>
        <translation>tapt uten trekk</translation>
    </message>
    <message>
        <source>taken off for warnings</source>
        <translation>trukket for advarsler</translation>
    </message>
    <message>
        <source>rank in the room</source>
        <translation>plass i salen</translation>
    </message>
    <message>
        <source>players in the room</source>
        <translation>spillere i salen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>ferdig</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>avsluttet tidlig</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>pågår</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>øving</translation>
    </message>
    <message>
        <source>as in a competition</source>
        <translation>som i en turnering</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>lært</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>stativ</translation>
    </message>
    <message>
        <source>asked</source>
        <translation>spurt om</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poeng</translation>
    </message>
    <message>
        <source>words</source>
        <translation>ord</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>trekk</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>ditt trekk</translation>
    </message>
    <message>
        <source>your points</source>
        <translation>dine poeng</translation>
    </message>
    <message>
        <source>game</source>
        <translation>parti</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>runde</translation>
    </message>
    <message>
        <source>box</source>
        <translation>boks</translation>
    </message>
    <message>
        <source>due</source>
        <translation>skal øves</translation>
    </message>
    <message>
        <source>top</source>
        <translation>topp</translation>
    </message>
    <message>
        <source>sub-top</source>
        <translation>subtopp</translation>
    </message>
    <message>
        <source>anagrams</source>
        <translation>anagrammer</translation>
    </message>
    <message>
        <source>hooks</source>
        <translation>kroker</translation>
    </message>
    <message>
        <source>Rank {0} of {1}. Total {2} points.</source>
        <translation>Plass {0} av {1}. Sum {2} poeng.</translation>
    </message>
</context>
<context>
    <name>start</name>
    <message>
        <source>Duplicate Scrabble cannot open its window: Qt&apos;s X11 plugin needs libraries this system does not have: {libraries}.</source>
        <extracomment>Said on standard error before Qt starts, in the language of the environment (LANGUAGE, LANG: the app&apos;s own choice of language is kept by Qt, not started yet); then the install commands.</extracomment>
        <translation>Duplicate Scrabble kan ikke åpne vinduet sitt: X11-tillegget til Qt trenger biblioteker som dette systemet mangler: {libraries}.</translation>
    </message>
    <message>
        <source>Install them, then start the program again:</source>
        <translation>Installer dem, og start programmet på nytt:</translation>
    </message>
    <message>
        <source>The package that has {library} is not known here: {debian} (Debian, Ubuntu) or {fedora} (Fedora) names it.</source>
        <translation>Pakken som har {library}, er ikke kjent her: {debian} (Debian, Ubuntu) eller {fedora} (Fedora) finner den.</translation>
    </message>
    <message>
        <source>Duplicate Scrabble cannot open its window: there is no screen (DISPLAY is not set). Start it on the desktop, not from a remote shell or a text console; a game with phones and no window runs with: duplicate-scrabble serve</source>
        <translation>Duplicate Scrabble kan ikke åpne vinduet sitt: det finnes ingen skjerm (DISPLAY er ikke satt). Start det fra skrivebordet, ikke fra et eksternt skall eller en tekstkonsoll; et parti med telefoner og uten vindu startes med: duplicate-scrabble serve</translation>
    </message>
</context>
<context>
    <name>training</name>
    <message>
        <source>no time limit</source>
        <extracomment>A top found after a hint (the summary&apos;s chart): not the green of a top found alone. The row of a move asked about (&quot;what would I have scored with ...?&quot;). The face of the tiles kept from the last turn: grey, clearly apart from the new ones.</extracomment>
        <translation>uten tidsgrense</translation>
    </message>
    <message>
        <source>{0} min per move</source>
        <translation>{0} min per legg</translation>
    </message>
    <message>
        <source>{0} s per move</source>
        <translation>{0} s per legg</translation>
    </message>
    <message>
        <source>{0} on {1} {2}</source>
        <extracomment>The engine&apos;s letter premium names, as ``PREMIUMS`` writes them (the board&apos;s labels).</extracomment>
        <translation>{0} på {1} {2}</translation>
    </message>
    <message>
        <source>×{0} word</source>
        <translation>ord ×{0}</translation>
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
        <translation>bingo {0}</translation>
    </message>
    <message>
        <source>{0} = {1}</source>
        <translation>{0} = {1}</translation>
    </message>
    <message>
        <source>No game counted yet: finish a game to see your statistics.</source>
        <translation>Ingen partier telt ennå: fullfør et parti for å se statistikken din.</translation>
    </message>
    <message>
        <source>Bingos found: &lt;b&gt;{0}&lt;/b&gt;, missed: &lt;b&gt;{1}&lt;/b&gt;, found but not the top: &lt;b&gt;{2}&lt;/b&gt;.</source>
        <translation>Bingoer funnet: &lt;b&gt;{0}&lt;/b&gt;, bommet: &lt;b&gt;{1}&lt;/b&gt;, funnet, men ikke toppen: &lt;b&gt;{2}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Tops found: &lt;b&gt;{0}&lt;/b&gt; without a hint, &lt;b&gt;{1}&lt;/b&gt; with hints (turns counted: &lt;b&gt;{2}&lt;/b&gt;).</source>
        <translation>Topper funnet: &lt;b&gt;{0}&lt;/b&gt; uten hint, &lt;b&gt;{1}&lt;/b&gt; med hint (telte runder: &lt;b&gt;{2}&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Points lost: &lt;b&gt;{0}&lt;/b&gt; on missed bingos, &lt;b&gt;{1}&lt;/b&gt; on premium squares (letter and word) the top used better, &lt;b&gt;{2}&lt;/b&gt; elsewhere, &lt;b&gt;{3}&lt;/b&gt; on invalid moves, &lt;b&gt;{4}&lt;/b&gt; with no move (passed or out of time).</source>
        <translation>Tapte poeng: &lt;b&gt;{0}&lt;/b&gt; på bingoer du bommet på, &lt;b&gt;{1}&lt;/b&gt; på premieruter (bokstav og ord) som toppen utnyttet bedre, &lt;b&gt;{2}&lt;/b&gt; ellers, &lt;b&gt;{3}&lt;/b&gt; på ugyldige legg, &lt;b&gt;{4}&lt;/b&gt; uten legg (stått over eller tiden ute).</translation>
    </message>
    <message>
        <source>Warnings: &lt;b&gt;{0}&lt;/b&gt;, &lt;b&gt;{1}&lt;/b&gt; points taken off.</source>
        <translation>Advarsler: &lt;b&gt;{0}&lt;/b&gt;, &lt;b&gt;{1}&lt;/b&gt; poeng trukket fra.</translation>
    </message>
</context>
</TS>
