<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Terms: German tournament Scrabble (Scrabble Deutschland e.V., scrabble-info.de;
     the ZEIT Scrabble column by the association's players): Bänkchen (rack), Beutel (bag),
     Bingo (all seven tiles), Blanko, Zug, Runde, Punkte/Augen, der Top, Lösung (the master move),
     Spielleitung, Handy, Buchstaben ziehen; Duplikat for duplicate.
     Board labels 2B/3B/2W/3W (doppelter/dreifacher Buchstaben- bzw. Wortwert).
     One word per concept: resources/translations/glossary.csv (checked by tests/test_language_quality.py). -->
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>BoardBefore</name>
    <message>
        <source>After the turn</source>
        <translation>Nach der Runde</translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation>Vor der Runde</translation>
    </message>
    <message>
        <source>The board with the top played</source>
        <translation>Das Brett mit dem gespielten Top</translation>
    </message>
    <message>
        <source>The board as it was before the turn, with its rack: place any move on it</source>
        <translation>Das Brett, wie es vor der Runde war, mit ihrem Bänkchen: legen Sie darauf einen beliebigen Zug</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>Your move on the board before the turn</source>
        <translation>Ihr Zug auf dem Brett vor der Runde</translation>
    </message>
    <message>
        <source>The top</source>
        <translation>Der Top</translation>
    </message>
    <message>
        <source>The top on the board before the turn</source>
        <translation>Der Top auf dem Brett vor der Runde</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Place a move as in play: click a square and type the word, or drag tiles from the rack. Its score and rank appear below.</source>
        <translation>Legen Sie einen Zug wie im Spiel: ein Feld anklicken und das Wort tippen, oder Steine vom Bänkchen aufs Brett ziehen. Punkte und Rang erscheinen unten.</translation>
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
        <translation>2B</translation>
    </message>
    <message>
        <source>3L</source>
        <comment>triple letter square</comment>
        <translation>3B</translation>
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
        <translation>doppelter Buchstabenwert</translation>
    </message>
    <message>
        <source>triple letter</source>
        <translation>dreifacher Buchstabenwert</translation>
    </message>
    <message>
        <source>double word</source>
        <translation>doppelter Wortwert</translation>
    </message>
    <message>
        <source>triple word</source>
        <translation>dreifacher Wortwert</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>(row, col) of a square the user clicked (or chose with Enter), 0-based from the top left. A canvas (AT-SPI &quot;canvas&quot;): a painted surface whose text is the square under the cursor. The square the keyboard and a screen reader are on (the centre to begin with).</extracomment>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Arrow keys move from square to square</source>
        <translation>Die Pfeiltasten gehen von Feld zu Feld</translation>
    </message>
    <message>
        <source>centre star</source>
        <translation>Mittelstern</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <source>{0}, being placed</source>
        <translation>{0}, wird gelegt</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>blank as {0}</source>
        <translation>Blanko als {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0}, %n point(s)</source>
        <translation>
            <numerusform>{0}, %n Punkt</numerusform>
            <numerusform>{0}, %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoriesDialog</name>
    <message>
        <source>Categories</source>
        <translation>Kategorien</translation>
    </message>
    <message>
        <source>One category a line (players keep theirs when one is removed):</source>
        <translation>Eine Kategorie pro Zeile (Spieler behalten ihre, wenn sie entfernt wird):</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Accept word</source>
        <extracomment>What the window may show (a mirrored screen: the question names no move).</extracomment>
        <translation>Wort zulassen</translation>
    </message>
    <message>
        <source>Accept a word the word list lacks for the selected entry (recorded)</source>
        <translation>Ein Wort, das in der Wortliste fehlt, für diese Abgabe zulassen (wird protokolliert)</translation>
    </message>
    <message>
        <source>Warning +1</source>
        <translation>Verwarnung +1</translation>
    </message>
    <message>
        <source>Warning −1</source>
        <translation>Verwarnung −1</translation>
    </message>
    <message>
        <source>Penalty…</source>
        <translation>Strafe…</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Abgabe löschen</translation>
    </message>
    <message>
        <source>Top to all remaining</source>
        <extracomment>Which tables are missing, always whole: it wraps rather than being cut or squeezed.</extracomment>
        <translation>Top für alle übrigen</translation>
    </message>
    <message>
        <source>No move to all remaining</source>
        <translation>Kein Zug für alle übrigen</translation>
    </message>
    <message>
        <source>No turn in progress</source>
        <extracomment>The missing tables (a line of their own) and the bulk entries under them, placed by the page (under the board).</extracomment>
        <translation>Keine Runde läuft</translation>
    </message>
    <message numerus="yes">
        <source>Missing entries: %n (table(s) {0})</source>
        <translation>
            <numerusform>Fehlende Abgaben: %n (Tisch {0})</numerusform>
            <numerusform>Fehlende Abgaben: %n (Tische {0})</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing entries: {0}</source>
        <translation>Fehlende Abgaben: {0}</translation>
    </message>
    <message>
        <source>Delete the entry of table {0} ({1}) for turn {2}?</source>
        <translation>Die Abgabe von Tisch {0} ({1}) in Runde {2} löschen?</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Penalty points for this turn:</source>
        <translation>Strafpunkte für diese Runde:</translation>
    </message>
    <message>
        <source>Delete an entry</source>
        <translation>Eine Abgabe löschen</translation>
    </message>
    <message>
        <source>Delete the entry of table {0} ({1}) for turn {2}: {3}?</source>
        <translation>Die Abgabe von Tisch {0} ({1}) in Runde {2} löschen: {3}?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>The turn whose entries are shown and edited (past turns can be corrected)</source>
        <extracomment>The look of the entry row while a past turn is being corrected. Tentative tiles of the move being typed, for the board: list of (row, col, value), valid.</extracomment>
        <translation>Die Runde, deren Abgaben angezeigt und erfasst werden (frühere Runden lassen sich korrigieren)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Tischnummer</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>The move as written (reference and word), then the score written, if any</source>
        <translation>Der Zug wie notiert (Position und Wort), dann die notierten Punkte, falls vorhanden</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>No move (F4)</source>
        <translation>Kein Zug (F4)</translation>
    </message>
    <message>
        <source>Mirrored screen: the move is masked while the players look; the check under the field says whether it is valid</source>
        <translation>Gespiegelter Bildschirm: Der Zug ist verdeckt, solange die Spieler suchen; die Prüfung unter dem Feld zeigt, ob der Zug gültig ist</translation>
    </message>
    <message>
        <source>Correcting turn {0}: entries go to turn {0}. Esc in the table field: back to turn {1}</source>
        <translation>Runde {0} wird korrigiert: Abgaben gehen an Runde {0}. Esc im Tischfeld: zurück zu Runde {1}</translation>
    </message>
    <message>
        <source>Back to turn {0}</source>
        <translation>Zurück zu Runde {0}</translation>
    </message>
    <message>
        <source>✓ valid (its points show when time is up)</source>
        <translation>✓ gültig (die Punkte erscheinen, wenn die Zeit um ist)</translation>
    </message>
    <message>
        <source>(written {0}, real {1}: warning)</source>
        <translation>(notiert {0}, richtig {1}: Verwarnung)</translation>
    </message>
    <message>
        <source>(written {0}, real {1})</source>
        <translation>(notiert {0}, richtig {1})</translation>
    </message>
    <message>
        <source>Mirrored screen: an entry shows in the field once time is up; type the slip again to replace it</source>
        <translation>Gespiegelter Bildschirm: Eine Abgabe erscheint im Feld, wenn die Zeit um ist; tippen Sie den Zettel neu, um sie zu ersetzen</translation>
    </message>
    <message>
        <source>Editing the entry of table {0}</source>
        <translation>Abgabe von Tisch {0} wird bearbeitet</translation>
    </message>
    <message>
        <source>Turn {0} corrected; entries go to turn {1} again</source>
        <translation>Runde {0} korrigiert; Abgaben gehen wieder an Runde {1}</translation>
    </message>
    <message>
        <source>Table {0} already has this move: nothing changed</source>
        <translation>Tisch {0} hat diesen Zug schon: nichts geändert</translation>
    </message>
    <message>
        <source>Replace an entry</source>
        <translation>Eine Abgabe ersetzen</translation>
    </message>
    <message>
        <source>Table {0} already has {1}: replace it?</source>
        <translation>Tisch {0} hat schon {1}: ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Keep the old entry</source>
        <translation>Die alte Abgabe behalten</translation>
    </message>
    <message>
        <source>Kept the entry of table {0}; check the table number</source>
        <translation>Abgabe von Tisch {0} behalten; Tischnummer prüfen</translation>
    </message>
    <message>
        <source>Release phone</source>
        <translation>Handy freigeben</translation>
    </message>
    <message>
        <source>Free the selected table for another phone (the player changes phone)</source>
        <translation>Den gewählten Tisch für ein anderes Handy freigeben (der Spieler wechselt das Handy)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Move: {0} {1}</source>
        <translation>Zug: {0} {1}</translation>
    </message>
    <message>
        <source>no such table</source>
        <translation>unbekannter Tisch</translation>
    </message>
    <message>
        <source>Table {0} already has {1}</source>
        <translation>Tisch {0} hat schon {1}</translation>
    </message>
    <message>
        <source>✓ {0} points: {1}</source>
        <translation>✓ {0} Punkte: {1}</translation>
    </message>
    <message>
        <source>(read with blanks: {0})</source>
        <translation>(mit Blankos gelesen: {0})</translation>
    </message>
    <message>
        <source>✓ valid, {0} points</source>
        <translation>✓ gültig, {0} Punkte</translation>
    </message>
    <message>
        <source>not a legal move</source>
        <translation>kein gültiger Zug</translation>
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
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Click a turn to review it</source>
        <translation>Eine Runde anklicken, um sie anzusehen</translation>
    </message>
    <message>
        <source>This game so far (last turn first) — click a turn to review it</source>
        <translation>Die Partie bisher (letzte Runde zuerst) — eine Runde anklicken, um sie anzusehen</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ungültig)</translation>
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
        <translation>Vorbereitete Partien erzeugen</translation>
    </message>
    <message>
        <source>Generated game, seed {seed}</source>
        <extracomment>the games&apos; stored title, in the user&apos;s language ({seed} is the game&apos;s seed)</extracomment>
        <translation>Erzeugte Partie, Startwert {seed}</translation>
    </message>
    <message>
        <source>Turns whose master move keeps a blank on the rack</source>
        <translation>Runden, deren Lösung einen Blanko auf dem Bänkchen lässt</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Games to write</source>
        <translation>Zu schreibende Partien</translation>
    </message>
    <message>
        <source>Bingos</source>
        <translation>Bingos</translation>
    </message>
    <message>
        <source>Top total</source>
        <translation>Summe der Tops</translation>
    </message>
    <message>
        <source>Turns with a blank kept, at most</source>
        <translation>Runden mit behaltenem Blanko, höchstens</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Erster Startwert</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>{0} edition, {1} rules; games are played on {2} cores.</source>
        <translation>Ausgabe {0}, Regeln {1}; die Partien laufen auf {2} Kernen.</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Use this game</source>
        <translation>Diese Partie verwenden</translation>
    </message>
    <message>
        <source>{0} of {1} games kept, {2} played</source>
        <translation>{0} von {1} Partien behalten, {2} gespielt</translation>
    </message>
    <message>
        <source>Stopped: {0}</source>
        <translation>Angehalten: {0}</translation>
    </message>
    <message>
        <source> — cancelled</source>
        <translation> — abgebrochen</translation>
    </message>
    <message>
        <source> — no more seeds to try: widen the bounds</source>
        <translation> — keine Startwerte mehr: die Grenzen erweitern</translation>
    </message>
    <message>
        <source> — done</source>
        <translation> — fertig</translation>
    </message>
    <message>
        <source> — cancelling…</source>
        <translation> — wird abgebrochen…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Folder for the games</source>
        <translation>Ordner für die Partien</translation>
    </message>
</context>
<context>
    <name>GridDialog</name>
    <message>
        <source>Per-turn grid</source>
        <translation>Übersicht je Runde</translation>
    </message>
    <message>
        <source>Each turn&apos;s column: the player&apos;s points under the turn&apos;s number and top. Green: the top was found; +solo, −penalty, ! warning. Deviation: the total minus the tops.</source>
        <translation>Eine Spalte je Runde: die Punkte des Spielers unter Rundennummer und Top. Grün: Top gefunden; +Solo, −Strafe, ! Verwarnung. Abstand: die Summe minus die Tops.</translation>
    </message>
    <message>
        <source>—: not playing that turn (joined later or left; the tooltip says why).</source>
        <translation>—: spielt diese Runde nicht (später gekommen oder gegangen; der Tooltip sagt, warum).</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>Hints (each one is recorded)</source>
        <translation>Hinweise (jeder wird vermerkt)</translation>
    </message>
    <message>
        <source>Is there a bingo? (F2)</source>
        <translation>Gibt es ein Bingo? (F2)</translation>
    </message>
    <message>
        <source>Top score (F3)</source>
        <translation>Punkte des Tops (F3)</translation>
    </message>
    <message>
        <source>A square of the top (F4)</source>
        <translation>Ein Feld des Tops (F4)</translation>
    </message>
    <message>
        <source>There is a bingo.</source>
        <translation>Es gibt ein Bingo.</translation>
    </message>
    <message>
        <source>There is no bingo.</source>
        <translation>Es gibt kein Bingo.</translation>
    </message>
    <message>
        <source>The top scores {0}.</source>
        <translation>Der Top bringt {0} Punkte.</translation>
    </message>
    <message>
        <source>The top puts a tile on {0}.</source>
        <translation>Der Top legt einen Stein auf {0}.</translation>
    </message>
    <message>
        <source>Hints (an exercise: not recorded)</source>
        <translation>Hinweise (eine Übung: nicht vermerkt)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#6B7785&apos;&gt;No hint used this turn.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#6B7785&apos;&gt;Kein Hinweis in dieser Runde.&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Training history</source>
        <translation>Trainingsverlauf</translation>
    </message>
    <message>
        <source>average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>best game</source>
        <translation>beste Partie</translation>
    </message>
    <message>
        <source>last 5 games</source>
        <translation>letzte 5 Partien</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Count games ended early</source>
        <translation>Vorzeitig beendete Partien mitzählen</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>Tops</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>as in a competition</source>
        <translation>wie im Turnier</translation>
    </message>
    <message>
        <source>Not counted in the averages</source>
        <translation>Nicht in den Durchschnitten gezählt</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Die Partie ansehen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Tops found</source>
        <translation>Tops gefunden</translation>
    </message>
    <message>
        <source>Bingos found / missed</source>
        <translation>Bingos gefunden / verpasst</translation>
    </message>
    <message>
        <source>games counted</source>
        <translation>gezählte Partien</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n game(s), average {1}, best {2}</source>
        <translation>
            <numerusform>{0}: %n Partie, Durchschnitt {1}, beste {2}</numerusform>
            <numerusform>{0}: %n Partien, Durchschnitt {1}, beste {2}</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>vorzeitig beendet</translation>
    </message>
    <message>
        <source>in progress — resume</source>
        <translation>läuft — fortsetzen</translation>
    </message>
    <message>
        <source>Games are saved in {0}</source>
        <translation>Partien werden in {0} gespeichert</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Partie fortsetzen</translation>
    </message>
    <message>
        <source>Tops found without a hint / turns; (+N): found with hints</source>
        <translation>Tops ohne Hinweis gefunden / Runden; (+N): mit Hinweisen gefunden</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>In practice the live check tells whether a move is valid and its score, and hints may be asked: such games are not comparable with games played as in a competition.</source>
        <translation>Beim Üben zeigt die Live-Prüfung, ob ein Zug gültig ist und was er zählt, und Hinweise sind erlaubt: solche Partien sind nicht mit Partien wie im Turnier vergleichbar.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Den Verlauf als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-Dateien, Trennzeichen {0}, Dezimalzeichen {1} (*.csv)</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Geschrieben: {0}</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>The games listed (with the filters chosen) and their figures, for a spreadsheet</source>
        <translation>Die aufgelisteten Partien (mit den gewählten Filtern) und ihre Zahlen, für eine Tabellenkalkulation</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Players scan this with their phone&apos;s camera</source>
        <extracomment>Show (True) or hide the join screen on the projector. Show (True) or hide &quot;handed in: 12 of 18&quot; on the projector during the turn.</extracomment>
        <translation>Spieler scannen dies mit der Handykamera</translation>
    </message>
    <message>
        <source>Show on the projector</source>
        <translation>Auf dem Beamer zeigen</translation>
    </message>
    <message>
        <source>The address, the PIN and a large QR code on the projector</source>
        <translation>Adresse, PIN und ein großer QR-Code auf dem Beamer</translation>
    </message>
    <message>
        <source>The projector shows how many have handed in (never who)</source>
        <translation>Der Beamer zeigt, wie viele abgegeben haben (nie wer)</translation>
    </message>
    <message>
        <source>Back to the game on the projector</source>
        <translation>Zurück zur Partie auf dem Beamer</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Hand in your moves from your phone</source>
        <translation>Geben Sie Ihre Züge per Handy ab</translation>
    </message>
    <message>
        <source>Scan the code or type the address, then the PIN and your table number.</source>
        <translation>Code scannen oder Adresse eintippen, dann PIN und Tischnummer.</translation>
    </message>
    <message>
        <source>PIN {0}</source>
        <translation>PIN {0}</translation>
    </message>
    <message>
        <source>New players: scan this code or type the address, then the PIN, a table number and your name. With a table card: scan the card.</source>
        <translation>Neue Spieler: diesen Code scannen oder die Adresse eintippen, dann PIN, eine Tischnummer und den Namen. Mit Tischkarte: die Karte scannen.</translation>
    </message>
    <message>
        <source>Scan your table card with your phone&apos;s camera, or type the address, your table number and the code on your card.</source>
        <translation>Scannen Sie Ihre Tischkarte mit der Kamera des Handys, oder tippen Sie die Adresse, Ihre Tischnummer und den Code der Karte ein.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Takes effect at the next start of the app</source>
        <translation>Gilt ab dem nächsten Start der App</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the app.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start des Programms.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Solo &amp;training…</source>
        <translation>Solo-&amp;Training…</translation>
    </message>
    <message>
        <source>Club s&amp;eason…</source>
        <translation>Vereinssais&amp;on…</translation>
    </message>
    <message>
        <source>&amp;Merge a simultaneous game…</source>
        <translation>Simultanpartie &amp;zusammenführen…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Print game sheet…</source>
        <translation>Spielprotokoll &amp;drucken…</translation>
    </message>
    <message>
        <source>Export game sheet as P&amp;DF…</source>
        <translation>Spielprotokoll als PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>Ergebnisse als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export for the &amp;ranking program…</source>
        <translation>Für das &amp;Ranglistenprogramm exportieren…</translation>
    </message>
    <message>
        <source>Export game &amp;record (JSON)…</source>
        <translation>Partie&amp;aufzeichnung exportieren (JSON)…</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>Partie &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Phones…</source>
        <translation>&amp;Handys…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Draw the rack</source>
        <translation>&amp;Buchstaben ziehen</translation>
    </message>
    <message>
        <source>Start / pause the &amp;timer</source>
        <translation>&amp;Uhr starten / anhalten</translation>
    </message>
    <message>
        <source>&amp;End the time</source>
        <translation>Zeit be&amp;enden</translation>
    </message>
    <message>
        <source>&amp;Reveal the top</source>
        <translation>Top be&amp;kanntgeben</translation>
    </message>
    <message>
        <source>Enter a &amp;move</source>
        <translation>&amp;Zug erfassen</translation>
    </message>
    <message>
        <source>&amp;Filter the top list</source>
        <translation>Zugliste &amp;filtern</translation>
    </message>
    <message>
        <source>&amp;Players (latecomers, names, tables)…</source>
        <translation>&amp;Spieler (Nachzügler, Namen, Tische)…</translation>
    </message>
    <message>
        <source>&amp;Give a move to several tables…</source>
        <translation>Einen Zug an mehrere Tische &amp;geben…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Projector window</source>
        <translation>&amp;Beamerfenster</translation>
    </message>
    <message>
        <source>Projector on &amp;screen</source>
        <translation>Beamer auf Bildschir&amp;m</translation>
    </message>
    <message>
        <source>Projector &amp;full screen</source>
        <translation>Beamer im &amp;Vollbild</translation>
    </message>
    <message>
        <source>Per-turn &amp;grid</source>
        <translation>Übersicht &amp;je Runde</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>&amp;Top list</source>
        <translation>&amp;Zugliste</translation>
    </message>
    <message>
        <source>&amp;Preferences</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Undo: {0}</source>
        <extracomment>What changes the session: disabled while it is read-only.</extracomment>
        <translation>&amp;Rückgängig: {0}</translation>
    </message>
    <message>
        <source>&amp;Redo: {0}</source>
        <translation>&amp;Wiederholen: {0}</translation>
    </message>
    <message>
        <source>Enter (table field)</source>
        <translation>Eingabe (Tischfeld)</translation>
    </message>
    <message>
        <source>Go to the move field</source>
        <translation>Zum Zugfeld</translation>
    </message>
    <message>
        <source>Enter (move field)</source>
        <translation>Eingabe (Zugfeld)</translation>
    </message>
    <message>
        <source>Store the move</source>
        <translation>Den Zug speichern</translation>
    </message>
    <message>
        <source>No move for the typed or selected table</source>
        <translation>Kein Zug für den eingegebenen oder gewählten Tisch</translation>
    </message>
    <message>
        <source>Esc (move field)</source>
        <translation>Esc (Zugfeld)</translation>
    </message>
    <message>
        <source>Clear the move, back to the table field</source>
        <translation>Zug löschen, zurück zum Tischfeld</translation>
    </message>
    <message>
        <source>Esc (table field)</source>
        <translation>Esc (Tischfeld)</translation>
    </message>
    <message>
        <source>Back to the turn in play from a past turn</source>
        <translation>Von einer früheren Runde zurück zur laufenden</translation>
    </message>
    <message>
        <source>Delete (entries)</source>
        <translation>Entf (Abgaben)</translation>
    </message>
    <message>
        <source>Delete the selected entry</source>
        <translation>Die gewählte Abgabe löschen</translation>
    </message>
    <message>
        <source>F2 / Double-click (entries)</source>
        <translation>F2 / Doppelklick (Abgaben)</translation>
    </message>
    <message>
        <source>Edit the selected entry</source>
        <translation>Die gewählte Abgabe bearbeiten</translation>
    </message>
    <message>
        <source>Double-click (top list)</source>
        <translation>Doppelklick (Zugliste)</translation>
    </message>
    <message>
        <source>Make that move the master move</source>
        <translation>Diesen Zug zur Lösung machen</translation>
    </message>
    <message>
        <source>F11 / Esc (projector)</source>
        <translation>F11 / Esc (Beamer)</translation>
    </message>
    <message>
        <source>Full screen on / off</source>
        <translation>Vollbild ein / aus</translation>
    </message>
    <message>
        <source>Duplicate Scrabble</source>
        <translation>Duplikat-Scrabble</translation>
    </message>
    <message>
        <source>Read-only: nothing can be changed</source>
        <extracomment>the sessions&apos; clock (tests give a fake one)</extracomment>
        <translation>Schreibgeschützt: nichts kann geändert werden</translation>
    </message>
    <message>
        <source>{0} (read-only) — Duplicate Scrabble</source>
        <translation>{0} (schreibgeschützt) — Duplikat-Scrabble</translation>
    </message>
    <message>
        <source>{0} — Duplicate Scrabble</source>
        <translation>{0} — Duplikat-Scrabble</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Eine Partie öffnen</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0});;All files (*)</source>
        <translation>Duplikat-Partien (*{0});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opened read-only: nothing can be changed. File &gt; Save as keeps a copy you can continue in.</source>
        <translation>Schreibgeschützt geöffnet: nichts kann geändert werden. Datei &gt; Speichern unter legt eine Kopie zum Weiterspielen an.</translation>
    </message>
    <message>
        <source>Close the session</source>
        <translation>Die Partie schließen</translation>
    </message>
    <message>
        <source>A turn is in progress. Everything is saved; close the session anyway?</source>
        <translation>Eine Runde läuft. Alles ist gespeichert; die Partie trotzdem schließen?</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Nicht möglich</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Rückgängig: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Wiederholt: {0}</translation>
    </message>
    <message>
        <source>Print p&amp;layer sheets…</source>
        <translation>S&amp;pielerblätter drucken…</translation>
    </message>
    <message>
        <source>Export player sheets as PD&amp;F…</source>
        <translation>Spielerblätter als PDF &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export master moves as &amp;GCG…</source>
        <translation>Lösungen als &amp;GCG exportieren…</translation>
    </message>
    <message>
        <source>End the game &amp;now…</source>
        <translation>Partie &amp;jetzt beenden…</translation>
    </message>
    <message>
        <source>&amp;Mirrored screen: hide the moves until time is up</source>
        <translation>&amp;Gespiegelter Bildschirm: Züge bis zum Zeitende verbergen</translation>
    </message>
    <message>
        <source>Clu&amp;b roster…</source>
        <translation>Spieler&amp;liste…</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>&amp;Farben für Farbenblinde</translation>
    </message>
    <message>
        <source>Board, rack and timer in colours told apart with any colour vision (blue and orange)</source>
        <translation>Brett, Bänkchen und Uhr in Farben, die jedes Farbsehen unterscheidet (Blau und Orange)</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New duplicate session</source>
        <translation>Neue Duplikat-Partie</translation>
    </message>
    <message>
        <source>e.g. Club night, 3 December</source>
        <translation>z. B. Clubabend, 3. Dezember</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>First move must be horizontal</source>
        <translation>Der erste Zug muss waagerecht liegen</translation>
    </message>
    <message>
        <source>A wrong written score is a warning</source>
        <translation>Falsch notierte Punkte sind eine Verwarnung</translation>
    </message>
    <message>
        <source>From the turn they join</source>
        <translation>Ab der Runde des Einstiegs</translation>
    </message>
    <message>
        <source>From turn 1 (missed turns score 0)</source>
        <translation>Ab Runde 1 (verpasste Runden 0 Punkte)</translation>
    </message>
    <message>
        <source>Which tops a latecomer&apos;s deviation counts</source>
        <translation>Welche Tops der Abstand eines Nachzüglers zählt</translation>
    </message>
    <message>
        <source>Ask before revealing when players have no entry</source>
        <translation>Vor dem Bekanntgeben fragen, wenn Spieler keine Abgabe haben</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Regelvorlage</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Bedenkzeit je Runde</translation>
    </message>
    <message>
        <source>Solo bonus</source>
        <translation>Solo-Bonus</translation>
    </message>
    <message>
        <source>Solos from (players)</source>
        <translation>Solos ab (Spieler)</translation>
    </message>
    <message>
        <source>Warnings tolerated</source>
        <translation>Geduldete Verwarnungen</translation>
    </message>
    <message>
        <source>Cost of a further warning</source>
        <translation>Kosten jeder weiteren Verwarnung</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <source>Latecomer&apos;s deviation</source>
        <translation>Abstand eines Nachzüglers</translation>
    </message>
    <message>
        <source>One player a line: table number and name (&quot;12 Marie Dupont&quot;), or just names</source>
        <translation>Ein Spieler pro Zeile: Tischnummer und Name („12 Marie Dupont“) oder nur Namen</translation>
    </message>
    <message>
        <source>Random draws, seed:</source>
        <translation>Zufällige Ziehungen, Startwert:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Own letters (type each rack)</source>
        <translation>Eigene Buchstaben (jedes Bänkchen eintippen)</translation>
    </message>
    <message>
        <source>Prepared game file:</source>
        <translation>Datei einer vorbereiteten Partie:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Erzeugen…</translation>
    </message>
    <message>
        <source>Make prepared games to order: bingos, top total, blanks kept</source>
        <translation>Vorbereitete Partien nach Wunsch erzeugen: Bingos, Summe der Tops, behaltene Blankos</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Create session</source>
        <extracomment>The dialog&apos;s two columns, left to right (Tab goes down the first, then the second).</extracomment>
        <translation>Partie anlegen</translation>
    </message>
    <message>
        <source>Session {0}</source>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <source>Prepared game</source>
        <translation>Vorbereitete Partie</translation>
    </message>
    <message>
        <source>Save the session as</source>
        <translation>Die Partie speichern unter</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0})</source>
        <translation>Duplikat-Partien (*{0})</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>Der Startwert ist eine ganze Zahl (oder leer für einen zufälligen).</translation>
    </message>
    <message>
        <source>Choose where to save the session.</source>
        <translation>Wählen Sie, wo die Partie gespeichert wird.</translation>
    </message>
    <message>
        <source>{0} already exists: choose another name.</source>
        <translation>{0} gibt es schon: wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Choose the prepared game file.</source>
        <translation>Wählen Sie die Datei der vorbereiteten Partie.</translation>
    </message>
    <message>
        <source>How long before the end of the turn &quot;write now&quot; is called (0: no call)</source>
        <translation>Wie lange vor Rundenende „Jetzt aufschreiben“ angesagt wird (0: keine Ansage)</translation>
    </message>
    <message>
        <source>&quot;Write now&quot; before the end</source>
        <translation>„Jetzt aufschreiben“ vor dem Ende</translation>
    </message>
    <message>
        <source>Teams: pupils share a table, one team a line (&quot;Team Blue: Emma, Noah&quot;)</source>
        <translation>Teams: Schüler teilen sich einen Tisch, ein Team pro Zeile („Team Blau: Emma, Noah“)</translation>
    </message>
    <message>
        <source>Two to four pupils a team; the sheet and the standings name them</source>
        <translation>Zwei bis vier Schüler pro Team; Partieprotokoll und Rangliste nennen sie</translation>
    </message>
    <message>
        <source>One pupil or team a line: &quot;Team Blue: Emma, Noah&quot; or &quot;Liam&quot;</source>
        <translation>Ein Schüler oder Team pro Zeile: „Team Blau: Emma, Noah“ oder „Liam“</translation>
    </message>
    <message>
        <source>Others tonight (one a line: table and name, or just a name):</source>
        <translation>Weitere Spieler heute (einer pro Zeile: Tisch und Name oder nur der Name):</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Spielerliste</translation>
    </message>
    <message>
        <source>Add these players to the club&apos;s roster?
{0}</source>
        <translation>Diese Spieler in die Spielerliste aufnehmen?
{0}</translation>
    </message>
    <message>
        <source>Prepared game file</source>
        <translation>Datei einer vorbereiteten Partie</translation>
    </message>
    <message>
        <source>Session file</source>
        <translation>Partiedatei</translation>
    </message>
</context>
<context>
    <name>PhonesCounter</name>
    <message numerus="yes">
        <source>phones: %n connected, {0} handed in</source>
        <translation>
            <numerusform>Handys: %n verbunden, abgegeben: {0}</numerusform>
            <numerusform>Handys: %n verbunden, abgegeben: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked (no table can be taken without its card)</source>
        <translation>Jemand rät Codes: {0} falsch in der letzten Minute, {1} ungeprüft abgewiesen (ohne seine Karte wird kein Tisch übernommen)</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Phones</source>
        <extracomment>The service started or stopped (the new one, or None). Listen on 127.0.0.1 only (no phone can join): for tests and demonstrations on one computer.</extracomment>
        <translation>Handys</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Neue PIN</translation>
    </message>
    <message>
        <source>Players may join with a table number the session does not have yet</source>
        <translation>Spieler dürfen mit einer Tischnummer beitreten, die die Partie noch nicht hat</translation>
    </message>
    <message>
        <source>Tell phones before the reveal whether their move is valid, and its score</source>
        <translation>Handys vor dem Bekanntgeben sagen, ob ihr Zug gültig ist, und seine Punkte</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Players join at</source>
        <translation>Spieler treten bei unter</translation>
    </message>
    <message>
        <source>The PIN must have 4 to 6 digits.</source>
        <translation>Die PIN muss 4 bis 6 Ziffern haben.</translation>
    </message>
    <message>
        <source>The service could not start: {0}</source>
        <translation>Der Dienst konnte nicht starten: {0}</translation>
    </message>
    <message>
        <source>Stop the service</source>
        <translation>Den Dienst beenden</translation>
    </message>
    <message>
        <source>Start the service</source>
        <translation>Den Dienst starten</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) joined</source>
        <translation>
            <numerusform>%n Handy beigetreten</numerusform>
            <numerusform>%n Handys beigetreten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected now</source>
        <translation>
            <numerusform>%n Handy jetzt verbunden</numerusform>
            <numerusform>%n Handys jetzt verbunden</numerusform>
        </translation>
    </message>
    <message>
        <source>PIN for new players (4 to 6 digits):</source>
        <translation>PIN für neue Spieler (4 bis 6 Ziffern):</translation>
    </message>
    <message>
        <source>Announced players join with their table&apos;s card: print the cards once the service runs, or from Players for one table.</source>
        <translation>Angemeldete Spieler treten mit der Karte ihres Tisches bei: Drucken Sie die Karten, sobald der Dienst läuft, oder unter Spieler für einen Tisch.</translation>
    </message>
    <message>
        <source>Print table cards…</source>
        <translation>Tischkarten drucken…</translation>
    </message>
    <message>
        <source>A card per table with its QR code and its own code, as a PDF to print</source>
        <translation>Eine Karte pro Tisch mit QR-Code und eigenem Code, als PDF zum Drucken</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <source>The session has no players yet: add them first (Players), then print their cards.</source>
        <translation>Die Partie hat noch keine Spieler: Fügen Sie sie zuerst hinzu (Spieler) und drucken Sie dann ihre Karten.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) already have a card. New cards for every table make the printed ones stop working.</source>
        <translation>
            <numerusform>%n Tisch hat schon eine Karte. Neue Karten für alle Tische machen die gedruckten ungültig.</numerusform>
            <numerusform>%n Tische haben schon eine Karte. Neue Karten für alle Tische machen die gedruckten ungültig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards for the %n table(s) without one</source>
        <translation>
            <numerusform>Karte für %n Tisch ohne Karte</numerusform>
            <numerusform>Karten für %n Tische ohne Karte</numerusform>
        </translation>
    </message>
    <message>
        <source>New cards for every table</source>
        <translation>Neue Karten für alle Tische</translation>
    </message>
    <message numerus="yes">
        <source>The cards of %n table(s) are in {0}: print it and cut along the dashed lines.</source>
        <translation>
            <numerusform>Die Karte von %n Tisch ist in {0}: Drucken Sie sie und schneiden Sie an den gestrichelten Linien.</numerusform>
            <numerusform>Die Karten von %n Tischen sind in {0}: Drucken Sie sie und schneiden Sie an den gestrichelten Linien.</numerusform>
        </translation>
    </message>
    <message>
        <source>PIN for new players: {0}</source>
        <translation>PIN für neue Spieler: {0}</translation>
    </message>
    <message>
        <source>Players join with their table cards</source>
        <translation>Die Spieler treten mit ihren Tischkarten bei</translation>
    </message>
    <message>
        <source>Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked. No table can be taken without its card.</source>
        <translation>Jemand rät Codes: {0} falsch in der letzten Minute, {1} ungeprüft abgewiesen. Ohne seine Karte wird kein Tisch übernommen.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>There is no blank on the rack.</source>
        <translation>Auf dem Bänkchen ist kein Blanko.</translation>
    </message>
    <message>
        <source>“{0}” is not a letter of this game&apos;s tiles.</source>
        <translation>„{0}“ ist kein Buchstabe dieses Spiels.</translation>
    </message>
    <message>
        <source>Click a square first (or move the cursor with the arrow keys).</source>
        <translation>Klicken Sie zuerst ein Feld an (oder bewegen Sie den Cursor mit den Pfeiltasten).</translation>
    </message>
    <message>
        <source>No free square ahead: the word has reached the edge of the board.</source>
        <translation>Kein freies Feld mehr: Das Wort hat den Rand des Bretts erreicht.</translation>
    </message>
    <message>
        <source>There is no {0} left on the rack.</source>
        <translation>Auf dem Bänkchen ist kein {0} mehr.</translation>
    </message>
    <message>
        <source>That tile is already on the board.</source>
        <translation>Dieser Stein liegt schon auf dem Brett.</translation>
    </message>
    <message>
        <source>That square is taken.</source>
        <translation>Dieses Feld ist schon belegt.</translation>
    </message>
    <message>
        <source>Type the letter of the blank first.</source>
        <translation>Tippen Sie zuerst den Buchstaben des Blankos.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>&lt;b&gt;Place a move:&lt;/b&gt; click a square (click again or press Space to turn the direction), or move the cursor with the arrow keys; type the whole word, the letters already on the board included. Backspace takes the last tile back, Esc clears. &lt;b&gt;?&lt;/b&gt; then a letter, or &lt;b&gt;Shift+letter&lt;/b&gt;, plays the blank. Tiles can also be clicked or dragged from the rack.</source>
        <translation>&lt;b&gt;Zug legen:&lt;/b&gt; ein Feld anklicken (erneut klicken oder Leertaste ändert die Richtung) oder den Cursor mit den Pfeiltasten bewegen; das ganze Wort tippen, auch die Buchstaben, die schon liegen. Rücktaste nimmt den letzten Stein zurück, Esc löscht. &lt;b&gt;?&lt;/b&gt; und ein Buchstabe oder &lt;b&gt;Umschalt+Buchstabe&lt;/b&gt; spielt den Blanko. Steine lassen sich auch vom Bänkchen anklicken oder ziehen.</translation>
    </message>
    <message>
        <source>Shuffle (F7)</source>
        <translation>Mischen (F7)</translation>
    </message>
    <message>
        <source>Sort (F8)</source>
        <translation>Sortieren (F8)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Or type the move:&lt;/b&gt; Ctrl+L goes to the move field: a reference and the word, &lt;i&gt;{0}&lt;/i&gt; (lowercase for a blank). &lt;b&gt;Enter&lt;/b&gt; plays the move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;After each turn:&lt;/b&gt; the top, your rank, every legal move (filter it, click one to see it on the board) and &quot;what would I have scored with...?&quot;. Click a turn of the game so far, or press PageUp, to review it; F6 replays it as an exercise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F2-F4 hints, F5 pause, F7 shuffle, F8 sort, Ctrl+E ends the game, Ctrl+W leaves it to resume later, F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Oder den Zug eintippen:&lt;/b&gt; Strg+L führt zum Zugfeld: Position und Wort, &lt;i&gt;{0}&lt;/i&gt; (klein für einen Blanko). &lt;b&gt;Eingabe&lt;/b&gt; spielt den Zug.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nach jeder Runde:&lt;/b&gt; der Top, Ihr Platz, alle gültigen Züge (filtern, einen anklicken, um ihn auf dem Brett zu sehen) und „wie viel hätte ich mit … bekommen?“. Eine Runde der Partie anklicken oder Bild auf drücken, um sie anzusehen; F6 spielt sie als Übung nach.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; F2-F4 Hinweise, F5 Pause, F7 mischen, F8 sortieren, Strg+E beendet die Partie, Strg+W verlässt sie zum späteren Fortsetzen, F1 zeigt alle Tasten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>or type a reference and a word: {0} (lowercase = blank)</source>
        <translation>oder Position und Wort eintippen: {0} (Kleinbuchstabe = Blanko)</translation>
    </message>
    <message>
        <source>your score (optional)</source>
        <translation>Ihre Punkte (optional)</translation>
    </message>
    <message>
        <source>Written score:</source>
        <translation>Notierte Punkte:</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>Kein Zug</translation>
    </message>
    <message>
        <source>Hand in no move for this turn (scores 0)</source>
        <translation>Für diese Runde keinen Zug abgeben (0 Punkte)</translation>
    </message>
    <message>
        <source>Clear (Esc)</source>
        <translation>Löschen (Esc)</translation>
    </message>
    <message>
        <source>Play this move (Enter)</source>
        <translation>Diesen Zug spielen (Eingabe)</translation>
    </message>
    <message>
        <source>Rack redrawn: {0} did not meet the draw rule and went back to the bag.</source>
        <translation>Buchstaben neu gezogen: {0} erfüllte die Ziehregel nicht und kam zurück in den Beutel.</translation>
    </message>
    <message>
        <source>Type the letter the blank stands for.</source>
        <translation>Tippen Sie den Buchstaben, für den der Blanko steht.</translation>
    </message>
    <message>
        <source>Blank: type the letter it stands for.</source>
        <translation>Blanko: den Buchstaben tippen, für den er steht.</translation>
    </message>
    <message>
        <source>Your move: &lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;It is checked when you hand it in, as in a competition.</source>
        <translation>Ihr Zug: &lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;Er wird bei der Abgabe geprüft, wie im Turnier.</translation>
    </message>
    <message>
        <source> — bingo!</source>
        <translation> — Bingo!</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:15pt&apos;&gt;&lt;b&gt;{0}&lt;/b&gt; &amp;nbsp; &lt;b&gt;{1} points&lt;/b&gt;{2}&lt;/span&gt;&lt;br&gt;{3}</source>
        <translation>&lt;span style=&apos;font-size:15pt&apos;&gt;&lt;b&gt;{0}&lt;/b&gt; &amp;nbsp; &lt;b&gt;{1} Punkte&lt;/b&gt;{2}&lt;/span&gt;&lt;br&gt;{3}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not a legal move:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Kein gültiger Zug:&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Click a square where your word starts (or press an arrow key).</source>
        <translation>Klicken Sie auf das Feld, wo Ihr Wort beginnt (oder drücken Sie eine Pfeiltaste).</translation>
    </message>
    <message>
        <source>across</source>
        <translation>waagerecht</translation>
    </message>
    <message>
        <source>down</source>
        <translation>senkrecht</translation>
    </message>
    <message>
        <source>Type your word from {0}, {1} (Space turns the direction).</source>
        <translation>Tippen Sie Ihr Wort ab {0}, {1} (Leertaste ändert die Richtung).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paused.&lt;/b&gt; The rack and the board are hidden until you resume the clock (F5).</source>
        <translation>&lt;b&gt;Pausiert.&lt;/b&gt; Bänkchen und Brett bleiben verborgen, bis die Uhr weiterläuft (F5).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Ihre Punkte</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Add latecomer</source>
        <translation>Nachzügler hinzufügen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Change table number</source>
        <translation>Tischnummer ändern</translation>
    </message>
    <message>
        <source>Mark as leaving</source>
        <translation>Als gegangen markieren</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Tischnummer</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts the tops from the turn they join.</source>
        <translation>Ein Nachzügler spielt ab der laufenden Runde mit. Der Abstand zählt die Tops ab der Einstiegsrunde.</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts every top from turn 1 (the turns they missed score 0).</source>
        <translation>Ein Nachzügler spielt ab der laufenden Runde mit. Der Abstand zählt alle Tops ab Runde 1 (verpasste Runden 0 Punkte).</translation>
    </message>
    <message>
        <source>{0} (table {1}) leaves: they play no more turns and stay in the standings. Go on?</source>
        <translation>{0} (Tisch {1}) geht: spielt keine Runden mehr und bleibt in der Rangliste. Fortfahren?</translation>
    </message>
    <message>
        <source>New card…</source>
        <translation>Neue Karte…</translation>
    </message>
    <message>
        <source>A new card for the selected table, as a PDF to print: its old card stops working</source>
        <translation>Eine neue Karte für den gewählten Tisch, als PDF zum Drucken: die alte Karte wird ungültig</translation>
    </message>
    <message>
        <source>Start the phones&apos; service first (Session &gt; Phones…): the card holds its address</source>
        <translation>Starten Sie zuerst den Handy-Dienst (Partie &gt; Handys…): die Karte enthält seine Adresse</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>The card of table {0} ({1}) will stop working; a phone that holds the table keeps it (Release phone frees it). Make a new card?</source>
        <translation>Die Karte von Tisch {0} ({1}) wird ungültig; ein Handy, das den Tisch hält, behält ihn (Handy freigeben gibt ihn frei). Eine neue Karte machen?</translation>
    </message>
    <message>
        <source>The new card of table {0} is in {1}: print it and give it to {2}.</source>
        <translation>Die neue Karte von Tisch {0} ist in {1}: Drucken Sie sie und geben Sie sie {2}.</translation>
    </message>
    <message>
        <source>From the roster</source>
        <translation>Aus der Spielerliste</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Spielerliste</translation>
    </message>
    <message>
        <source>Add {0} to the club&apos;s roster too?</source>
        <translation>{0} auch in die Spielerliste aufnehmen?</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Plays from turn</source>
        <translation>Spielt ab Runde</translation>
    </message>
    <message>
        <source>Left at turn</source>
        <translation>Gegangen in Runde</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <source>% of the top</source>
        <translation>% vom Top</translation>
    </message>
    <message>
        <source>average {0}</source>
        <translation>Durchschnitt {0}</translation>
    </message>
    <message>
        <source>best {0}</source>
        <translation>bester Wert {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Duplicate — projector</source>
        <extracomment>Least share of the window&apos;s width the right column (rack, timer, messages, standings) takes. How long each page of the standings stays up when they take more than one.</extracomment>
        <translation>Duplikat — Beamer</translation>
    </message>
    <message numerus="yes">
        <source>handed in: %n of {0}</source>
        <extracomment>The hints the teacher showed the room this turn (a class).</extracomment>
        <translation>
            <numerusform>abgegeben: %n von {0}</numerusform>
            <numerusform>abgegeben: %n von {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: turn {0}, the rack is coming</source>
        <translation>Als Nächstes: Runde {0}</translation>
    </message>
    <message>
        <source>Turn {0}: get ready</source>
        <translation>Runde {0}: bereit machen</translation>
    </message>
    <message>
        <source>Turn {0}: find your move</source>
        <translation>Runde {0}: suchen Sie Ihren Zug</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Time is up: hand in your moves</source>
        <translation>Die Zeit ist um: Züge abgeben</translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Partie beendet: {0}</translation>
    </message>
    <message>
        <source>Turn {0}: for {1} points, at {2}, {3}</source>
        <translation>Runde {0}: {3} auf {2} für {1} Punkte</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Standings after turn {0} (top {1})</source>
        <translation>Rangliste nach Runde {0} (Top {1})</translation>
    </message>
    <message>
        <source>{0} of {1} (page {2}/{3})</source>
        <translation>{0} von {1} (Seite {2}/{3})</translation>
    </message>
    <message>
        <source>{0}–{1} of {2} (page {3}/{4})</source>
        <translation>{0}–{1} von {2} (Seite {3}/{4})</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Hinweis: {0}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Standings after turn {0}</source>
        <translation>Rangliste nach Runde {0}</translation>
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
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja, &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ein, keine</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>RackView</name>
    <message>
        <source>Rack rejected and redrawn</source>
        <translation>Buchstaben verworfen und neu gezogen</translation>
    </message>
    <message>
        <source>Rack</source>
        <extracomment>A label (AT-SPI &quot;label&quot;) whose text is the letters. Whether a new rack is announced (the projector&apos;s copy of the arbiter&apos;s rack is not).</extracomment>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>blank</source>
        <extracomment>Width of the ``+`` between leftover and new tiles, in tile widths. Height of the tiles standing in their tray, in tile heights (margins included). Room for the message line under the tray, in tile heights.</extracomment>
        <translation>Blanko</translation>
    </message>
    <message>
        <source>kept: {0}, new: {1}</source>
        <translation>behalten: {0}, neu: {1}</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>keine Buchstaben</translation>
    </message>
    <message>
        <source>Rack: {0}</source>
        <translation>Bänkchen: {0}</translation>
    </message>
</context>
<context>
    <name>RankedListView</name>
    <message>
        <source>Best moves of the turn — pick one to see it on the board</source>
        <translation>Beste Züge der Runde — einen wählen, um ihn auf dem Brett zu sehen</translation>
    </message>
    <message>
        <source>Show all moves</source>
        <translation>Alle Züge zeigen</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche…</translation>
    </message>
    <message>
        <source>All moves shown</source>
        <translation>Alle Züge gezeigt</translation>
    </message>
    <message>
        <source>The search failed: {0}</source>
        <translation>Die Suche ist fehlgeschlagen: {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %Ln legal move(s)</source>
        <translation>
            <numerusform>{0} von %Ln gültigen Zug</numerusform>
            <numerusform>{0} von %Ln gültigen Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln legal move(s)</source>
        <translation>
            <numerusform>%Ln gültiger Zug</numerusform>
            <numerusform>%Ln gültige Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of the best %Ln move(s)</source>
        <translation>
            <numerusform>{0} des besten Zugs (%Ln)</numerusform>
            <numerusform>{0} der besten %Ln Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best %Ln move(s)</source>
        <translation>
            <numerusform>der beste Zug (%Ln)</numerusform>
            <numerusform>die besten %Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: word, square ({0}) or points</source>
        <translation>Filter: Wort, Feld ({0}) oder Punkte</translation>
    </message>
    <message>
        <source>Filter the moves</source>
        <translation>Züge filtern</translation>
    </message>
    <message>
        <source>Best moves of the turn</source>
        <translation>Beste Züge der Runde</translation>
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
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>bingo</source>
        <translation>Bingo</translation>
    </message>
    <message>
        <source>◀ your move</source>
        <translation>◀ Ihr Zug</translation>
    </message>
    <message>
        <source>◀ what if</source>
        <translation>◀ was wäre wenn</translation>
    </message>
</context>
<context>
    <name>ReadOnlyBanner</name>
    <message>
        <source>Try saving again</source>
        <translation>Erneut speichern</translation>
    </message>
    <message>
        <source>When the disk can be written again, actions are saved again</source>
        <translation>Sobald der Datenträger wieder beschreibbar ist, werden Aktionen wieder gespeichert</translation>
    </message>
    <message>
        <source>Read-only: this session is open read-only (another window holds it, or the file cannot be written here). You can look, print and export; File &gt; Save as makes a copy you can continue in.</source>
        <translation>Schreibgeschützt: diese Partie ist schreibgeschützt geöffnet (ein anderes Fenster hält sie, oder die Datei kann hier nicht geschrieben werden). Sie können ansehen, drucken und exportieren; Datei &gt; Speichern unter legt eine Kopie an, in der Sie weitermachen können.</translation>
    </message>
    <message>
        <source>Read-only: the session file can no longer be written (its disk or folder became read-only). Nothing was lost. Use File &gt; Save as to continue in a writable place, or try saving again once the disk is writable.</source>
        <translation>Schreibgeschützt: die Partiedatei kann nicht mehr geschrieben werden (ihr Datenträger oder Ordner wurde schreibgeschützt). Nichts ging verloren. Mit Datei &gt; Speichern unter machen Sie an einem beschreibbaren Ort weiter, oder speichern Sie erneut, sobald der Datenträger wieder beschreibbar ist.</translation>
    </message>
    <message>
        <source>Nothing can be changed: the session is read-only</source>
        <translation>Nichts kann geändert werden: Die Partie ist schreibgeschützt</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>diese Runde</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>of the tops</source>
        <translation>der Tops</translation>
    </message>
    <message>
        <source>Next turn (Enter)</source>
        <translation>Nächste Runde (Eingabe)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; (not valid: {1})</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; (ungültig: {1})</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message numerus="yes">
        <source>Top found, with %n hint(s).</source>
        <translation>
            <numerusform>Top gefunden, mit %n Hinweis.</numerusform>
            <numerusform>Top gefunden, mit %n Hinweisen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top found without a hint!</source>
        <translation>Top ohne Hinweis gefunden!</translation>
    </message>
    <message>
        <source>Turn {0}: you played {1}; the top is &lt;b&gt;{2}&lt;/b&gt;. {3}</source>
        <translation>Runde {0}: Sie spielten {1}; der Top ist &lt;b&gt;{2}&lt;/b&gt;. {3}</translation>
    </message>
    <message>
        <source>Rack {0}</source>
        <translation>Bänkchen {0}</translation>
    </message>
    <message>
        <source>your move ranks below 500th</source>
        <translation>Ihr Zug steht hinter Platz 500</translation>
    </message>
    <message numerus="yes">
        <source>%n moves share the top</source>
        <translation>
            <numerusform>%n Zug teilt sich den Top</numerusform>
            <numerusform>%n Züge teilen sich den Top</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;, after the time (void)</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;, nach der Zeit (ungültig)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; was handed in {1} s after the time: as in a competition, a slip handed in late is void and scores 0</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; wurde {1} s nach der Zeit abgegeben: wie im Turnier ist ein zu spät abgegebener Zettel ungültig und zählt 0</translation>
    </message>
    <message>
        <source>hints used: {0}</source>
        <translation>genutzte Hinweise: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;written score {0}, the move scores {1}: a warning&lt;/b&gt;</source>
        <translation>&lt;b&gt;notierte Punkte {0}, der Zug bringt {1}: eine Verwarnung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>written score {0}, the move scores {1} (no warning under these rules)</source>
        <translation>notierte Punkte {0}, der Zug bringt {1} (keine Verwarnung nach diesen Regeln)</translation>
    </message>
    <message>
        <source>written score {0}: right</source>
        <translation>notierte Punkte {0}: richtig</translation>
    </message>
    <message>
        <source>game: {0} of {1}</source>
        <translation>Partie: {0} von {1}</translation>
    </message>
    <message>
        <source>the room&apos;s moves (practice: you are not ranked)</source>
        <translation>die Züge im Saal (Übung: Sie werden nicht gewertet)</translation>
    </message>
    <message>
        <source>top found by {0} of {1} in the room: {2}</source>
        <translation>Top gefunden von {0} von {1} im Saal: {2}</translation>
    </message>
    <message>
        <source>the room&apos;s average: {0} points</source>
        <translation>Durchschnitt im Saal: {0} Punkte</translation>
    </message>
    <message>
        <source>The game ended before any turn was played.</source>
        <translation>Die Partie endete vor der ersten Runde.</translation>
    </message>
    <message>
        <source>Game summary (Enter)</source>
        <translation>Zusammenfassung (Eingabe)</translation>
    </message>
    <message numerus="yes">
        <source>your move ranks %n</source>
        <translation>
            <numerusform>Ihr Zug steht auf Platz %n</numerusform>
            <numerusform>Ihr Zug steht auf Platz %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise (not counted): &lt;b&gt;{0}&lt;/b&gt; was handed in after the time: void, as in a competition.</source>
        <translation>Übung (zählt nicht): &lt;b&gt;{0}&lt;/b&gt; wurde nach der Zeit abgegeben: ungültig, wie im Turnier.</translation>
    </message>
    <message>
        <source>Hints used: {0}</source>
        <translation>Genutzte Hinweise: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Written score {0}, the move scores {1}: a warning.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Notierte Punkte {0}, der Zug bringt {1}: eine Verwarnung.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Written score {0}, the move scores {1} (no warning under these rules).</source>
        <translation>Notierte Punkte {0}, der Zug bringt {1} (keine Verwarnung nach diesen Regeln).</translation>
    </message>
    <message>
        <source>Written score {0}: right.</source>
        <translation>Notierte Punkte {0}: richtig.</translation>
    </message>
    <message>
        <source>Exercise (not counted): {0}</source>
        <translation>Übung (nicht gezählt): {0}</translation>
    </message>
    <message>
        <source>Exercise (not counted): no move was handed in.</source>
        <translation>Übung (nicht gezählt): kein Zug abgegeben.</translation>
    </message>
    <message>
        <source>Type the letter the blank stands for.</source>
        <translation>Tippen Sie den Buchstaben, für den der Blanko steht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; is not a legal move: {1}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ist kein gültiger Zug: {1}</translation>
    </message>
    <message>
        <source>These tiles are not a legal move: {0}</source>
        <translation>Diese Steine sind kein gültiger Zug: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; would have scored &lt;b&gt;{1}&lt;/b&gt; ({2} against the top), rank {3}.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; hätte &lt;b&gt;{1}&lt;/b&gt; gebracht ({2} zum Top), Platz {3}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; would have scored &lt;b&gt;{1}&lt;/b&gt; ({2} against the top), below the 500 best.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; hätte &lt;b&gt;{1}&lt;/b&gt; gebracht ({2} zum Top), hinter den besten 500.</translation>
    </message>
    <message>
        <source>What would I have scored with…? ({0} WORD, Enter; or place it on the board)</source>
        <translation>Wie viel hätte ich erzielt mit…? ({0} WORT, Enter; oder auf das Brett legen)</translation>
    </message>
    <message>
        <source>What would I have scored with… (type a move: {0} WORD, Enter; or place it on the board before the turn)</source>
        <translation>Wie viel hätte ich erzielt mit… (Zug tippen: {0} WORT, Enter; oder auf das Brett vor der Runde legen)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0} points taken off&lt;/b&gt; for a warning beyond the {1} tolerated (this move {2}, this turn {3})</source>
        <translation>&lt;b&gt;{0} Punkte abgezogen&lt;/b&gt; für eine Verwarnung über die {1} geduldeten hinaus (dein Zug {2}, diese Runde {3})</translation>
    </message>
    <message>
        <source>rank {0} of {1} in the room</source>
        <translation>Rang {0} von {1} im Saal</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody in the room found the top</source>
        <translation>niemand im Saal fand den Top</translation>
    </message>
    <message>
        <source>What would I have scored with…?</source>
        <translation>Was hätte ich mit … erzielt?</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>◀ Turn before</source>
        <translation>◀ Runde davor</translation>
    </message>
    <message>
        <source>PageUp</source>
        <translation>Bild auf</translation>
    </message>
    <message>
        <source>Turn after ▶</source>
        <translation>Runde danach ▶</translation>
    </message>
    <message>
        <source>PageDown</source>
        <translation>Bild ab</translation>
    </message>
    <message>
        <source>Replay as an exercise (F6)</source>
        <translation>Als Übung nachspielen (F6)</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Zurück zur Partie (Esc)</translation>
    </message>
    <message>
        <source>Review of turn {0} of {1}</source>
        <translation>Ansicht von Runde {0} von {1}</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <source>Finish the turn in progress first (play or pass): then any turn can be replayed.</source>
        <translation>Beenden Sie zuerst die laufende Runde (legen oder passen): danach lässt sich jede Runde wiederholen.</translation>
    </message>
</context>
<context>
    <name>RoomTurnDialog</name>
    <message>
        <source>Turn {0} in the room</source>
        <translation>Runde {0} im Saal</translation>
    </message>
    <message>
        <source>Turn {0}: the moves of the players who were there, and yours</source>
        <translation>Runde {0}: die Züge der anwesenden Spieler und deiner</translation>
    </message>
    <message>
        <source>top {0} points, found by {1} of {2}</source>
        <translation>Top {0} Punkte, gefunden von {1} von {2}</translation>
    </message>
    <message>
        <source>the room&apos;s average: {0} points</source>
        <translation>Durchschnitt im Saal: {0} Punkte</translation>
    </message>
    <message>
        <source>played in practice: you are not ranked against the room</source>
        <translation>als Übung gespielt: Sie werden nicht gegen den Saal gewertet</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Total after the turn</source>
        <translation>Gesamt nach der Runde</translation>
    </message>
    <message>
        <source>{0} (you)</source>
        <translation>{0} (du)</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ungültig)</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Junior</source>
        <translation>Jugend</translation>
    </message>
    <message>
        <source>Senior</source>
        <translation>Senioren</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteranen</translation>
    </message>
    <message>
        <source>The roster cannot be opened: {0}</source>
        <translation>Die Spielerliste kann nicht geöffnet werden: {0}</translation>
    </message>
</context>
<context>
    <name>RosterLatecomers</name>
    <message>
        <source>Search the roster for a latecomer</source>
        <translation>Nachzügler in der Spielerliste suchen</translation>
    </message>
    <message>
        <source>Players of the roster not in the session</source>
        <translation>Spieler der Liste, die nicht in der Partie sind</translation>
    </message>
    <message>
        <source>No club roster yet: File &gt; Club roster… keeps the club&apos;s players from one evening to the next.</source>
        <translation>Noch keine Spielerliste: Datei &gt; Spielerliste… behält die Spieler des Vereins von einem Abend zum nächsten.</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Last table</source>
        <translation>Letzter Tisch</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>RosterPickModel</name>
    <message>
        <source>Present</source>
        <extracomment>The remembered choice of a club whose members keep their usual tables (gaps and all). The club keeps each member at their usual table; else tonight&apos;s run 1..n without gaps. The players the last change moved to close a gap: (name, old table, new table).</extracomment>
        <translation>Anwesend</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Table {0} last time</source>
        <translation>Letztes Mal an Tisch {0}</translation>
    </message>
</context>
<context>
    <name>RosterPicker</name>
    <message>
        <source>The players can still be typed below.</source>
        <translation>Die Spieler können weiterhin unten eingetippt werden.</translation>
    </message>
    <message>
        <source>Search the roster: name, club, category or licence</source>
        <translation>In der Liste suchen: Name, Verein, Kategorie oder Lizenz</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>In der Spielerliste suchen</translation>
    </message>
    <message>
        <source>The club&apos;s roster: tick who is present</source>
        <translation>Die Spielerliste: Anwesende ankreuzen</translation>
    </message>
    <message>
        <source>Tick all shown</source>
        <translation>Alle gezeigten ankreuzen</translation>
    </message>
    <message>
        <source>Tick every player the search shows: search a category (a class) or a club, then tick them all</source>
        <translation>Alle Spieler ankreuzen, die die Suche zeigt: eine Kategorie (eine Klasse) oder einen Verein suchen, dann alle ankreuzen</translation>
    </message>
    <message>
        <source>Untick all shown</source>
        <translation>Alle gezeigten abwählen</translation>
    </message>
    <message>
        <source>Fixed tables</source>
        <translation>Feste Tische</translation>
    </message>
    <message>
        <source>Each member keeps their usual table, even with gaps; otherwise tonight&apos;s tables run from 1 without gaps</source>
        <translation>Jedes Mitglied behält den gewohnten Tisch, auch mit Lücken; sonst laufen die Tische heute Abend lückenlos ab 1</translation>
    </message>
    <message>
        <source>A name not in the roster</source>
        <extracomment>What the last tick or untick renumbered (who moved to close a gap).</extracomment>
        <translation>Ein Name, der nicht in der Liste steht</translation>
    </message>
    <message>
        <source>Add to the roster</source>
        <translation>In die Liste aufnehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ticked</source>
        <translation>
            <numerusform>%n Spieler angekreuzt</numerusform>
            <numerusform>%n Spieler angekreuzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tables renumbered so that none is empty: %n player(s) moved ({0})</source>
        <translation>
            <numerusform>Tische neu nummeriert, damit keiner leer bleibt: %n Spieler umgesetzt ({0})</numerusform>
            <numerusform>Tische neu nummeriert, damit keiner leer bleibt: %n Spieler umgesetzt ({0})</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: table {1} → {2}</source>
        <translation>{0}: Tisch {1} → {2}</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Spielerliste</translation>
    </message>
    <message>
        <source>Add {0} to the club&apos;s roster? They are ticked as present tonight.</source>
        <translation>{0} in die Spielerliste aufnehmen? Heute als anwesend angekreuzt.</translation>
    </message>
</context>
<context>
    <name>RosterWindow</name>
    <message>
        <source>Club roster</source>
        <translation>Spielerliste</translation>
    </message>
    <message>
        <source>Roster folder…</source>
        <translation>Ordner der Liste…</translation>
    </message>
    <message>
        <source>Keep the roster in another folder, e.g. on the club&apos;s USB stick</source>
        <translation>Die Liste in einem anderen Ordner aufbewahren, z. B. auf dem USB-Stick des Vereins</translation>
    </message>
    <message>
        <source>Search: name, club, category or licence</source>
        <translation>Suchen: Name, Verein, Kategorie oder Lizenz</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>In der Spielerliste suchen</translation>
    </message>
    <message>
        <source>Show inactive players</source>
        <translation>Inaktive Spieler zeigen</translation>
    </message>
    <message>
        <source>The club&apos;s roster</source>
        <translation>Die Spielerliste</translation>
    </message>
    <message>
        <source>Active (offered when a session starts)</source>
        <translation>Aktiv (beim Start einer Partie angeboten)</translation>
    </message>
    <message>
        <source>Add as a new player</source>
        <translation>Als neuen Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Formular leeren</translation>
    </message>
    <message>
        <source>Merge two players…</source>
        <translation>Zwei Spieler zusammenführen…</translation>
    </message>
    <message>
        <source>Select the two players who are one person: the first keeps its name, and the sessions played under either stay this person&apos;s</source>
        <translation>Die zwei Spieler auswählen, die eine Person sind: Der erste behält seinen Namen, und die Partien unter beiden bleiben dieser Person</translation>
    </message>
    <message>
        <source>Categories…</source>
        <translation>Kategorien…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Licence number</source>
        <translation>Lizenznummer</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Roster file: {0}</source>
        <translation>Datei der Liste: {0}</translation>
    </message>
    <message>
        <source>Nothing was changed there: choose another folder with Roster folder… (the club&apos;s USB stick), or move a damaged roster file away.</source>
        <translation>Dort wurde nichts geändert: Wählen Sie mit Ordner der Liste… einen anderen Ordner (den USB-Stick des Vereins), oder verschieben Sie eine beschädigte Listendatei.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in the roster</source>
        <translation>
            <numerusform>%n Spieler in der Liste</numerusform>
            <numerusform>%n Spieler in der Liste</numerusform>
        </translation>
    </message>
    <message>
        <source>Roster folder</source>
        <translation>Ordner der Spielerliste</translation>
    </message>
    <message>
        <source>The roster already has {0}. Add another player of the same name?</source>
        <translation>Die Liste enthält schon {0}. Einen weiteren Spieler gleichen Namens hinzufügen?</translation>
    </message>
    <message>
        <source>{0} added to the roster.</source>
        <translation>{0} in die Liste aufgenommen.</translation>
    </message>
    <message>
        <source>{0} saved.</source>
        <translation>{0} gespeichert.</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Zwei Spieler zusammenführen</translation>
    </message>
    <message>
        <source>Merge &quot;{1}&quot; into &quot;{0}&quot;? One player is left, named &quot;{0}&quot;; the sessions played under either stay this person&apos;s. This cannot be undone.</source>
        <translation>„{1}“ mit „{0}“ zusammenführen? Es bleibt ein Spieler namens „{0}“; die Partien unter beiden bleiben dieser Person. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>{0} and {1} are one player now.</source>
        <translation>{0} und {1} sind jetzt ein Spieler.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported: {0} new, {1} updated.</source>
        <translation>Importiert: {0} neu, {1} aktualisiert.</translation>
    </message>
    <message>
        <source>Export the roster</source>
        <translation>Spielerliste exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) written to {0}.</source>
        <translation>
            <numerusform>%n Spieler nach {0} geschrieben.</numerusform>
            <numerusform>%n Spieler nach {0} geschrieben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeasonWindow</name>
    <message>
        <source>Club season</source>
        <translation>Vereinssaison</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Saisonrangliste</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Simultaneous game</source>
        <translation>Simultanpartie</translation>
    </message>
    <message>
        <source>Add session files…</source>
        <translation>Partiedateien hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Every evening</source>
        <translation>Alle Abende</translation>
    </message>
    <message>
        <source>Club season (September to June)</source>
        <translation>Vereinssaison (September bis Juni)</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Von … bis …</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Season starting in</source>
        <translation>Saison ab</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Evenings counted (the best)</source>
        <translation>Gewertete Abende (die besten)</translation>
    </message>
    <message>
        <source>Session files (only read, never changed)</source>
        <translation>Partiedateien (nur gelesen, nie geändert)</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Choose the season&apos;s session files</source>
        <translation>Partiedateien der Saison wählen</translation>
    </message>
    <message>
        <source>Session files ({0})</source>
        <translation>Partiedateien ({0})</translation>
    </message>
    <message>
        <source>Reading {0} files…</source>
        <translation>{0} Dateien werden gelesen…</translation>
    </message>
    <message>
        <source>Cannot read the season: {0}</source>
        <translation>Die Saison kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>No evening in the dates chosen: add session files or change the dates.</source>
        <translation>Kein Abend in diesem Zeitraum: Partiedateien hinzufügen oder die Daten ändern.</translation>
    </message>
    <message>
        <source>Add the session files of the season&apos;s evenings.</source>
        <translation>Fügen Sie die Partiedateien der Abende der Saison hinzu.</translation>
    </message>
    <message>
        <source>{0} evenings, {1} players. Rule: {2}.</source>
        <translation>{0} Abende, {1} Spieler. Regel: {2}.</translation>
    </message>
    <message>
        <source>Export the season standings as PDF</source>
        <translation>Saisonrangliste als PDF exportieren</translation>
    </message>
    <message>
        <source>season standings</source>
        <translation>Saisonrangliste</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>{0} geschrieben</translation>
    </message>
    <message>
        <source>Export the season standings as CSV</source>
        <translation>Saisonrangliste als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Player&apos;s page as PDF…</source>
        <translation>Spielerblatt als PDF…</translation>
    </message>
    <message>
        <source>Class list as PDF…</source>
        <translation>Klassenliste als PDF…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Export the player&apos;s progress as PDF</source>
        <translation>Fortschritt des Spielers als PDF exportieren</translation>
    </message>
    <message>
        <source>Export the class list as PDF</source>
        <translation>Klassenliste als PDF exportieren</translation>
    </message>
    <message>
        <source>class list</source>
        <translation>Klassenliste</translation>
    </message>
    <message>
        <source>Add the clubs&apos; files…</source>
        <translation>Dateien der Vereine hinzufügen…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Add the session files of one prepared game, played in several clubs.</source>
        <translation>Fügen Sie die Partiedateien einer vorbereiteten Partie hinzu, die in mehreren Vereinen gespielt wurde.</translation>
    </message>
    <message>
        <source>Choose the clubs&apos; session files</source>
        <translation>Partiedateien der Vereine wählen</translation>
    </message>
    <message>
        <source>Game identity {0}: {1} clubs, {2} players, {3} turns, top total {4}.</source>
        <translation>Kennung der Partie {0}: {1} Vereine, {2} Spieler, {3} Runden, Top-Summe {4}.</translation>
    </message>
    <message>
        <source>Not merged: {0}</source>
        <translation>Nicht zusammengeführt: {0}</translation>
    </message>
    <message>
        <source>Export the ranking as PDF</source>
        <translation>Rangliste als PDF exportieren</translation>
    </message>
    <message>
        <source>simultaneous game</source>
        <translation>Simultanpartie</translation>
    </message>
    <message>
        <source>Export the ranking as CSV</source>
        <translation>Rangliste als CSV exportieren</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>The move search failed: {0}</source>
        <extracomment>How many moves the top list shows (every tied top is always included). The kind ``changed`` carries when the phase moved on by itself (the time ran out). The kind ``changed`` carries when saving became impossible (or is to be tried again). While the search computes in Python, the GUI thread waits up to the interpreter&apos;s switch interval (5 ms by default) each time it needs the GIL back; a painted board needs it hundreds of times, so the searching process uses 1 ms to keep the timer and board fluid. A save was refused because the file cannot be written any more (see ``writable``).</extracomment>
        <translation>Die Zugsuche ist fehlgeschlagen: {0}</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Save a copy of the session</source>
        <translation>Eine Kopie der Partie speichern</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0})</source>
        <translation>Duplikat-Partien (*{0})</translation>
    </message>
    <message>
        <source>Saved a copy as {0}</source>
        <translation>Kopie gespeichert als {0}</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>{0} konnte nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>{0} geschrieben</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>Export for the ranking program</source>
        <translation>Für das Ranglistenprogramm exportieren</translation>
    </message>
    <message>
        <source>Text files (*.txt *.csv)</source>
        <translation>Textdateien (*.txt *.csv)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Die Partieaufzeichnung exportieren</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partieaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-Dateien, Trennzeichen {0}, Dezimalzeichen {1} (*.csv)</translation>
    </message>
    <message>
        <source>Export the master moves as GCG</source>
        <translation>Die Lösungen als GCG exportieren</translation>
    </message>
    <message>
        <source>GCG files (*.gcg)</source>
        <translation>GCG-Dateien (*.gcg)</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Export the player sheets as PDF</source>
        <translation>Die Spielerblätter als PDF exportieren</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>End time (F6)</source>
        <extracomment>The remembered choice of a mirrored screen (the room sees the arbiter&apos;s window). What the window may show changed (a mirrored turn began or ended): menus follow.</extracomment>
        <translation>Zeit beenden (F6)</translation>
    </message>
    <message>
        <source>Reveal (F9)</source>
        <translation>Bekanntgeben (F9)</translation>
    </message>
    <message>
        <source>Filter moves (word, reference, points)</source>
        <extracomment>Over the board while a past turn is corrected: whose board and rack these are.</extracomment>
        <translation>Züge filtern (Wort, Position, Punkte)</translation>
    </message>
    <message>
        <source>Make master move</source>
        <translation>Als Lösung</translation>
    </message>
    <message>
        <source>Give to tables… (F8)</source>
        <translation>An Tische geben… (F8)</translation>
    </message>
    <message>
        <source>Enter the selected move for several tables at once</source>
        <translation>Den gewählten Zug für mehrere Tische zugleich erfassen</translation>
    </message>
    <message>
        <source>Per-turn grid (Ctrl+G)</source>
        <translation>Übersicht je Runde (Strg+G)</translation>
    </message>
    <message>
        <source>Top list</source>
        <translation>Zugliste</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Type rack (Ctrl+D)</source>
        <translation>Bänkchen tippen (Strg+D)</translation>
    </message>
    <message>
        <source>Draw rack (Ctrl+D)</source>
        <translation>Buchstaben ziehen (Strg+D)</translation>
    </message>
    <message>
        <source>Pause (F5)</source>
        <translation>Pause (F5)</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>Weiter (F5)</translation>
    </message>
    <message>
        <source>Start timer (F5)</source>
        <translation>Uhr starten (F5)</translation>
    </message>
    <message numerus="yes">
        <source>After %n turn(s) the tops add up to {0}</source>
        <translation>
            <numerusform>Nach %n Runde ergeben die Tops zusammen {0}</numerusform>
            <numerusform>Nach %n Runden ergeben die Tops zusammen {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Partie beendet: {0}</translation>
    </message>
    <message>
        <source>Turn {0}: draw the rack</source>
        <translation>Runde {0}: Buchstaben ziehen</translation>
    </message>
    <message>
        <source>Turn {0}: rack drawn, start the timer</source>
        <translation>Runde {0}: Buchstaben gezogen, Uhr starten</translation>
    </message>
    <message>
        <source>Turn {0}: time running</source>
        <translation>Runde {0}: die Zeit läuft</translation>
    </message>
    <message>
        <source>Turn {0}: paused</source>
        <translation>Runde {0}: angehalten</translation>
    </message>
    <message>
        <source>Turn {0}: time is up, enter the moves and reveal</source>
        <translation>Runde {0}: Zeit um, Züge erfassen und bekanntgeben</translation>
    </message>
    <message>
        <source>rack rejected and redrawn {0}×</source>
        <translation>Buchstaben {0}× verworfen und neu gezogen</translation>
    </message>
    <message>
        <source>Searching the moves…</source>
        <translation>Züge werden gesucht…</translation>
    </message>
    <message>
        <source>No legal move for this rack: the game will end</source>
        <translation>Kein gültiger Zug mit diesem Bänkchen: die Partie endet</translation>
    </message>
    <message>
        <source>Select a move in the top list or an entry first</source>
        <translation>Zuerst einen Zug in der Zugliste oder eine Abgabe wählen</translation>
    </message>
    <message numerus="yes">
        <source>{0} given to %n table(s): {1} (turn {2})</source>
        <translation>
            <numerusform>{0} an %n Tisch gegeben: {1} (Runde {2})</numerusform>
            <numerusform>{0} an %n Tische gegeben: {1} (Runde {2})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept the entries of %n table(s): {0}</source>
        <translation>
            <numerusform>Abgabe von %n Tisch behalten: {0}</numerusform>
            <numerusform>Abgaben von %n Tischen behalten: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the rack</source>
        <translation>Bänkchen eintippen</translation>
    </message>
    <message>
        <source>Rack of turn {0} (leftover {1}; ? for a blank):</source>
        <translation>Bänkchen der Runde {0} (Rest {1}; ? für einen Blanko):</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Bekanntgeben</translation>
    </message>
    <message>
        <source>No legal move</source>
        <translation>Kein gültiger Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n Vokal</numerusform>
            <numerusform>%n Vokale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n Konsonant</numerusform>
            <numerusform>%n Konsonanten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blank(s)</source>
        <translation>
            <numerusform>%n Blanko</numerusform>
            <numerusform>%n Blankos</numerusform>
        </translation>
    </message>
    <message>
        <source>Bag: {0} ({1}, {2} ({4} counts as both), {3})</source>
        <translation>Beutel: {0} ({1}, {2} ({4} zählt als beides), {3})</translation>
    </message>
    <message>
        <source>Bag: {0} ({1}, {2}, {3})</source>
        <translation>Beutel: {0} ({1}, {2}, {3})</translation>
    </message>
    <message numerus="yes">
        <source>Turn {5}: %n move(s) listed; top {1}; master: {2} ({3}){4}</source>
        <translation>
            <numerusform>Runde {5}: %n Zug gefunden; Top {1}; Lösung: {2} ({3}){4}</numerusform>
            <numerusform>Runde {5}: %n Züge gefunden; Top {1}; Lösung: {2} ({3}){4}</numerusform>
        </translation>
    </message>
    <message>
        <source>No legal move exists for this rack. End the game?</source>
        <translation>Mit diesem Bänkchen gibt es keinen gültigen Zug. Partie beenden?</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have no entry: Table {0}. Reveal with no move for them?</source>
        <translation>
            <numerusform>%n Spieler hat keine Abgabe: Tisch {0}. Mit keinem Zug für diesen Tisch bekanntgeben?</numerusform>
            <numerusform>%n Spieler haben keine Abgabe: Tische {0}. Mit keinem Zug für diese Tische bekanntgeben?</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to entry</source>
        <translation>Zurück zur Erfassung</translation>
    </message>
    <message>
        <source>Back to entry: the turn is not revealed</source>
        <translation>Zurück zur Erfassung: die Runde ist nicht bekanntgegeben</translation>
    </message>
    <message>
        <source>This is a past turn&apos;s list: its master move is played</source>
        <translation>Das ist die Liste einer früheren Runde: Ihre Lösung ist gespielt</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>{0}: {1}. Make it the master move anyway?</source>
        <translation>{0}: {1}. Trotzdem zur Lösung machen?</translation>
    </message>
    <message>
        <source>Board and rack of turn {0}, being corrected (the turn in play is {1})</source>
        <translation>Brett und Bänkchen von Runde {0}, die korrigiert wird (die laufende Runde ist {1})</translation>
    </message>
    <message>
        <source>Turn {0} revealed: {1}, {2} points</source>
        <translation>Runde {0} bekanntgegeben: {1}, {2} Punkte</translation>
    </message>
    <message>
        <source>Turn {0}: a past turn (the turn in play is {1})</source>
        <translation>Runde {0}: eine frühere Runde (die laufende Runde ist {1})</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Give {0} to the tables (numbers separated by spaces or commas):</source>
        <translation>{0} an die Tische geben (Nummern durch Leerzeichen oder Kommas getrennt):</translation>
    </message>
    <message>
        <source>Give a move to several tables: turn {0}</source>
        <translation>Einen Zug an mehrere Tische geben: Runde {0}</translation>
    </message>
    <message>
        <source>Nothing given: the entries of the tables were kept</source>
        <translation>Nichts vergeben: die Abgaben der Tische wurden behalten</translation>
    </message>
    <message>
        <source>Table {0} ({1}): {2}</source>
        <translation>Tisch {0} ({1}): {2}</translation>
    </message>
    <message>
        <source>Replace entries</source>
        <translation>Abgaben ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>Turn {0}: %n table(s) already have an entry:</source>
        <translation>
            <numerusform>Runde {0}: %n Tisch hat schon eine Abgabe:</numerusform>
            <numerusform>Runde {0}: %n Tische haben schon eine Abgabe:</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace them with {0}?</source>
        <translation>Durch {0} ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Keep their entries</source>
        <translation>Ihre Abgaben behalten</translation>
    </message>
    <message>
        <source>Mirrored screen: the moves are hidden while the players look. The top list shows when time is up.</source>
        <extracomment>A very large font (24 points, 200 %): the board shares the left column&apos;s tabs with the lists, so the right column keeps its whole height for the entries at 1366x768. The ranked moves, or (a mirrored screen while the players look) why they are hidden.</extracomment>
        <translation>Gespiegelter Bildschirm: Die Züge bleiben verborgen, solange die Spieler suchen. Die Top-Liste erscheint, wenn die Zeit um ist.</translation>
    </message>
    <message>
        <source>Hint for the room</source>
        <translation>Hinweis für den Saal</translation>
    </message>
    <message>
        <source>Show the room a fact about the top (never the move) on the projector</source>
        <translation>Dem Saal auf dem Projektor einen Hinweis zum Top zeigen (nie den Zug)</translation>
    </message>
    <message>
        <source>Hints shown: {0}</source>
        <translation>Gezeigte Hinweise: {0}</translation>
    </message>
    <message>
        <source>No more hints for this turn</source>
        <translation>Keine weiteren Hinweise für diese Runde</translation>
    </message>
    <message>
        <source>On the projector: {0}</source>
        <translation>Auf dem Projektor: {0}</translation>
    </message>
    <message>
        <source>End the game now? The results stand as they are after turn {0}.</source>
        <translation>Die Partie jetzt beenden? Die Ergebnisse bleiben, wie sie nach Runde {0} sind.</translation>
    </message>
    <message>
        <source>Turn {0}, in play, is not counted.</source>
        <translation>Die laufende Runde {0} zählt nicht.</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>Partie jetzt beenden</translation>
    </message>
    <message>
        <source>Undo takes it back.</source>
        <translation>Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Partie beenden</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Filter moves</source>
        <extracomment>The room sees this window (a mirrored screen): the moves are hidden while players look. The phones&apos; service while the arbiter runs it (the main window sets it): a table&apos;s new card needs it.</extracomment>
        <translation>Züge filtern</translation>
    </message>
    <message>
        <source>Entries of the turn</source>
        <translation>Abgaben der Runde</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Top list and standings</source>
        <translation>Zugliste und Rangliste</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Duplicate Scrabble</source>
        <translation>Duplikat-Scrabble</translation>
    </message>
    <message>
        <source>Run a duplicate session: draw, time, enter everyone&apos;s moves, reveal the top.</source>
        <translation>Eine Duplikat-Partie leiten: ziehen, Zeit nehmen, alle Züge erfassen, den Top bekanntgeben.</translation>
    </message>
    <message>
        <source>New session… (Ctrl+N)</source>
        <translation>Neue Partie… (Strg+N)</translation>
    </message>
    <message>
        <source>Open a session… (Ctrl+O)</source>
        <translation>Partie öffnen… (Strg+O)</translation>
    </message>
    <message>
        <source>Training… (Ctrl+T)</source>
        <translation>Training… (Strg+T)</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>Recover the last session ({0})</source>
        <translation>Letzte Partie wiederherstellen ({0})</translation>
    </message>
</context>
<context>
    <name>StudyPage</name>
    <message>
        <source>The words you missed</source>
        <extracomment>How often the overview reads the deck again while it is shown (a page left open overnight counts the cards due the next morning).</extracomment>
        <translation>Die Wörter, die Sie verpasst haben</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Jetzt fällig</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Gelernt</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Gefragt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Fach</translation>
    </message>
    <message>
        <source>Next time</source>
        <translation>Nächstes Mal</translation>
    </message>
    <message>
        <source>Export the list as text…</source>
        <translation>Die Liste als Text exportieren…</translation>
    </message>
    <message>
        <source>Export the list as CSV…</source>
        <translation>Die Liste als CSV exportieren…</translation>
    </message>
    <message>
        <source>Back to training</source>
        <translation>Zurück zum Training</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <source>Every top you did not find alone in your games, and every sub-top (the best move of another word) you did not reach, is a card: the board and the rack before the turn, and the score to find; so is every search of the word tools you keep. A card found comes back 1, 2, 4, 8 then 16 days later, from midnight of that day, and is learned after that; a card missed comes back at the end of the round and the next day.</source>
        <translation>Jeder Top, den Sie in Ihren Partien nicht allein gefunden haben, und jeder Sub-Top (der beste Zug eines anderen Wortes), den Sie nicht erreicht haben, wird eine Karte: das Brett und das Bänkchen vor der Runde und die zu findenden Punkte; ebenso jede Suche der Wortwerkzeuge, die Sie behalten. Eine gefundene Karte kommt 1, 2, 4, 8, dann 16 Tage später wieder, ab Mitternacht dieses Tages, und ist danach gelernt; eine verpasste Karte kommt am Ende der Übung und am nächsten Tag wieder.</translation>
    </message>
    <message>
        <source>Progress per word list</source>
        <translation>Fortschritt je Wortliste</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Cards in a round</source>
        <translation>Karten pro Übung</translation>
    </message>
    <message>
        <source>Cards due a day at most</source>
        <translation>Fällige Karten pro Tag, höchstens</translation>
    </message>
    <message>
        <source>Spread the cards due over the coming days</source>
        <translation>Die fälligen Karten auf die nächsten Tage verteilen</translation>
    </message>
    <message>
        <source>Keep today&apos;s share of the cards due, the most overdue first, and give the others the next days, so many a day at most</source>
        <translation>Den heutigen Teil der fälligen Karten behalten, die überfälligsten zuerst, und die anderen auf die nächsten Tage legen, höchstens so viele pro Tag</translation>
    </message>
    <message>
        <source>At most a day</source>
        <translation>Höchstens pro Tag</translation>
    </message>
    <message>
        <source>Reading your games for the words you missed… {0} of {1}</source>
        <translation>Ihre Partien werden nach verpassten Wörtern durchsucht… {0} von {1}</translation>
    </message>
    <message>
        <source>Reading your games for the words you missed…</source>
        <translation>Ihre Partien werden nach verpassten Wörtern durchsucht…</translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) from your games.</source>
        <translation>
            <numerusform>%n neue Karte aus Ihren Partien.</numerusform>
            <numerusform>%n neue Karten aus Ihren Partien.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} could not be read: {1}</source>
        <translation>{0} konnte nicht gelesen werden: {1}</translation>
    </message>
    <message>
        <source>Every word list ({0} due)</source>
        <translation>Alle Wortlisten ({0} fällig)</translation>
    </message>
    <message>
        <source>{0} ({1} due)</source>
        <translation>{0} ({1} fällig)</translation>
    </message>
    <message>
        <source>No word to study yet: play a training game (or replay a club&apos;s game); every top you miss comes here.</source>
        <translation>Noch kein Wort zum Lernen: Spielen Sie eine Trainingspartie (oder spielen Sie eine Partie des Clubs nach); jeder verpasste Top kommt hierher.</translation>
    </message>
    <message>
        <source>{0}, turn {1}</source>
        <translation>{0}, Runde {1}</translation>
    </message>
    <message>
        <source>search {0}, no. {1}</source>
        <translation>Suche {0}, Nr. {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message numerus="yes">
        <source>Start a round (%n card(s) due)</source>
        <translation>
            <numerusform>Eine Übung beginnen (%n Karte fällig)</numerusform>
            <numerusform>Eine Übung beginnen (%n Karten fällig)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to the coming days.</source>
        <translation>
            <numerusform>%n Karte auf die nächsten Tage verschoben.</numerusform>
            <numerusform>%n Karten auf die nächsten Tage verschoben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the list as CSV</source>
        <translation>Die Liste als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>CSV-Dateien, Trennzeichen {0}, Dezimalzeichen {1} (*.csv)</translation>
    </message>
    <message>
        <source>Export the list as text</source>
        <translation>Die Liste als Text exportieren</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>Words to study</source>
        <translation>Wörter zum Lernen</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Geschrieben: {0}</translation>
    </message>
    <message>
        <source>The letters</source>
        <translation>Die Buchstaben</translation>
    </message>
    <message>
        <source>The word (or the move: H4 WORD)</source>
        <translation>Das Wort (oder der Zug: H4 WORT)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>The board before the turn</source>
        <translation>Das Brett vor der Runde</translation>
    </message>
    <message>
        <source>The rack</source>
        <translation>Das Bänkchen</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>Prüfen (Eingabe)</translation>
    </message>
    <message>
        <source>I do not know</source>
        <translation>Ich weiß es nicht</translation>
    </message>
    <message>
        <source>Next card (Enter)</source>
        <translation>Nächste Karte (Eingabe)</translation>
    </message>
    <message>
        <source>Count it right</source>
        <translation>Als richtig zählen</translation>
    </message>
    <message>
        <source>A typo, or a word you knew: count this answer right (it is saved so)</source>
        <translation>Ein Tippfehler oder ein Wort, das Sie wussten: diese Antwort als richtig zählen (so wird sie gespeichert)</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Die Übung beenden</translation>
    </message>
    <message>
        <source>Card {0} · {1} right, {2} missed · {3} left</source>
        <translation>Karte {0} · {1} richtig, {2} verpasst · noch {3}</translation>
    </message>
    <message>
        <source>Every word, separated by spaces</source>
        <translation>Alle Wörter, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>Every hooked word, separated by spaces (- for none)</source>
        <translation>Alle Wörter mit einem Anhängebuchstaben, durch Leerzeichen getrennt (- für keines)</translation>
    </message>
    <message>
        <source>{0} · search {1}, no. {2} by probability</source>
        <translation>{0} · Suche {1}, Nr. {2} nach Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>game of {0}</source>
        <translation>Partie vom {0}</translation>
    </message>
    <message>
        <source>{0} ({1}); on the board: {2}
Next time: {3}</source>
        <translation>{0} ({1}); auf dem Brett: {2}
Nächstes Mal: {3}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find the top: %n point(s)</source>
        <translation>
            <numerusform>Finden Sie den Top: %n Punkt</numerusform>
            <numerusform>Finden Sie den Top: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, turn {1} · {2}</source>
        <translation>{0}, Runde {1} · {2}</translation>
    </message>
    <message>
        <source>Not the move you played that turn: another placement or another word.</source>
        <translation>Nicht der Zug, den Sie in dieser Runde gespielt haben: eine andere Stelle oder ein anderes Wort.</translation>
    </message>
    <message>
        <source>Find every word of these letters</source>
        <translation>Finden Sie alle Wörter aus diesen Buchstaben</translation>
    </message>
    <message>
        <source>Find every hook of {0}: the words a letter before or after it makes</source>
        <translation>Finden Sie alle Anhängebuchstaben von {0}: die Wörter, die ein Buchstabe davor oder dahinter bildet</translation>
    </message>
    <message numerus="yes">
        <source>Find the sub-top (another word than the top): %n point(s)</source>
        <translation>
            <numerusform>Finden Sie den Sub-Top (ein anderes Wort als der Top): %n Punkt</numerusform>
            <numerusform>Finden Sie den Sub-Top (ein anderes Wort als der Top): %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>That is the top: this card asks for the sub-top, another word. Try again.</source>
        <translation>Das ist der Top: Diese Karte fragt nach dem Sub-Top, einem anderen Wort. Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>That is the word you played that turn: where does it score these points? Give the move with its square (H4 WORD).</source>
        <translation>Das ist das Wort, das Sie in dieser Runde gespielt haben: Wo bringt es diese Punkte? Geben Sie den Zug mit seinem Feld an (H4 WORT).</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Counted right.</source>
        <translation>Als richtig gezählt.</translation>
    </message>
    <message>
        <source>Not this time: it comes back at the end of the round.</source>
        <translation>Diesmal nicht: Es kommt am Ende der Übung wieder.</translation>
    </message>
    <message>
        <source>It comes back at the end of the round.</source>
        <translation>Es kommt am Ende der Übung wieder.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The words: {0}</source>
        <translation>Die Wörter: {0}</translation>
    </message>
    <message>
        <source>Missing: {0}</source>
        <translation>Es fehlen: {0}</translation>
    </message>
    <message>
        <source>Not among them: {0}</source>
        <translation>Nicht darunter: {0}</translation>
    </message>
    <message>
        <source>Next time: {0}</source>
        <translation>Nächstes Mal: {0}</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>gelernt</translation>
    </message>
    <message>
        <source>soon</source>
        <translation>bald</translation>
    </message>
    <message numerus="yes">
        <source>in %n day(s)</source>
        <translation>
            <numerusform>in %n Tag</numerusform>
            <numerusform>in %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Round over: {0} right, {1} missed.</source>
        <translation>Übung beendet: {0} richtig, {1} verpasst.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Training game — summary</source>
        <translation>Trainingspartie — Zusammenfassung</translation>
    </message>
    <message>
        <source>Game ended early (not counted in the averages)</source>
        <translation>Partie vorzeitig beendet (nicht in den Durchschnitten gezählt)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>Game so far</source>
        <translation>Die Partie bisher</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n Hinweis genutzt</numerusform>
            <numerusform>%n Hinweise genutzt</numerusform>
        </translation>
    </message>
    <message>
        <source>racks of {0}</source>
        <translation>Bänkchen von {0}</translation>
    </message>
    <message>
        <source>ended: {0}</source>
        <translation>Ende: {0}</translation>
    </message>
    <message>
        <source>your total</source>
        <translation>Ihre Summe</translation>
    </message>
    <message>
        <source>{0} (after the time: void)</source>
        <translation>{0} (nach der Zeit: ungültig)</translation>
    </message>
    <message>
        <source>sum of the tops</source>
        <translation>Summe der Tops</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>of the tops</source>
        <translation>der Tops</translation>
    </message>
    <message>
        <source>turn {0} ({1})</source>
        <translation>Runde {0} ({1})</translation>
    </message>
    <message>
        <source>Turns lost most: {0}</source>
        <translation>Runden mit dem größten Verlust: {0}</translation>
    </message>
    <message>
        <source>Every top found: a perfect game!</source>
        <translation>Alle Tops gefunden: eine perfekte Partie!</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Top points</source>
        <translation>Punkte des Tops</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (ungültig)</translation>
    </message>
    <message>
        <source>Double-click a turn to review it</source>
        <translation>Doppelklick auf eine Runde, um sie anzusehen</translation>
    </message>
    <message>
        <source>History and progress…</source>
        <translation>Verlauf und Fortschritt…</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>played as in a competition (no hints, no live check)</source>
        <translation>wie im Turnier gespielt (keine Hinweise, keine Live-Prüfung)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Verwarnung</numerusform>
            <numerusform>%n Verwarnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} points taken off for warnings</source>
        <translation>{0} Punkte für Verwarnungen abgezogen</translation>
    </message>
    <message>
        <source>rank {0} of {1} among the players who were there</source>
        <translation>Rang {0} von {1} unter den anwesenden Spielern</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Verwarnungen</translation>
    </message>
    <message>
        <source>The move {0}, the warning penalty {1}</source>
        <translation>Der Zug {0}, die Strafe für Verwarnungen {1}</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <source>played in practice: not ranked among the players who were there</source>
        <translation>als Übung gespielt: nicht unter den anwesenden Spielern gewertet</translation>
    </message>
    <message>
        <source>Save the summary as PDF</source>
        <translation>Die Zusammenfassung als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write {0}</source>
        <translation>{0} konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Geschrieben: {0}</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <source>Table cards: {0}</source>
        <extracomment>Cards across and down an A4 page, and its margin (mm). Dots per inch of the PDF&apos;s coordinates (the QR code&apos;s squares are drawn at this grain).</extracomment>
        <translation>Tischkarten: {0}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Scan the code with your phone&apos;s camera, or open this address and type the table and the code:</source>
        <translation>Scannen Sie den Code mit der Kamera des Handys, oder öffnen Sie diese Adresse und tippen Sie Tisch und Code ein:</translation>
    </message>
    <message>
        <source>Keep this card to yourself: it is your table&apos;s key.</source>
        <translation>Behalten Sie diese Karte für sich: Sie ist der Schlüssel Ihres Tisches.</translation>
    </message>
    <message>
        <source>table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <source>card of table {0}</source>
        <translation>Karte von Tisch {0}</translation>
    </message>
    <message>
        <source>Save the table cards</source>
        <translation>Tischkarten speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>TimerView</name>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Die Zeit ist um</translation>
    </message>
    <message>
        <source>Time left</source>
        <extracomment>A label (AT-SPI &quot;label&quot;; Qt&apos;s Clock role reaches AT-SPI as &quot;unknown&quot;) with a value. Whether the states worth hearing are announced (the projector&apos;s copy is not).</extracomment>
        <translation>Verbleibende Zeit</translation>
    </message>
    <message>
        <source>Write now</source>
        <translation>Jetzt aufschreiben</translation>
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
        <translation>Runde {0} von {1}</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s)</source>
        <translation>
            <numerusform>Partie nach %n Runde beendet</numerusform>
            <numerusform>Partie nach %n Runden beendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise: turn {0} again (not counted)</source>
        <translation>Übung: Runde {0} noch einmal (nicht gezählt)</translation>
    </message>
    <message>
        <source>Review of turn {0}</source>
        <translation>Ansicht von Runde {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n Stein im Beutel</numerusform>
            <numerusform>%n Steine im Beutel</numerusform>
        </translation>
    </message>
    <message>
        <source>racks of {0}</source>
        <translation>Bänkchen von {0}</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;{0}&lt;/b&gt; of &lt;b&gt;{1}&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:{2}&apos;&gt;&lt;b&gt;{3}&lt;/b&gt;&lt;/span&gt; &amp;nbsp;·&amp;nbsp; &lt;b&gt;{4}&lt;/b&gt; of the tops</source>
        <translation>Punkte &lt;b&gt;{0}&lt;/b&gt; von &lt;b&gt;{1}&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:{2}&apos;&gt;&lt;b&gt;{3}&lt;/b&gt;&lt;/span&gt; &amp;nbsp;·&amp;nbsp; &lt;b&gt;{4}&lt;/b&gt; der Tops</translation>
    </message>
    <message>
        <source>No turn played yet: find the best move you can.</source>
        <translation>Noch keine Runde gespielt: finden Sie den besten Zug.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in.</source>
        <translation>Die Zeit ist um: Ihr Zug wurde abgegeben.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in</source>
        <translation>Die Zeit ist um: Ihr Zug wurde abgegeben</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>Weiter (F5)</translation>
    </message>
    <message numerus="yes">
        <source>Game ended early after %n turn(s)</source>
        <translation>
            <numerusform>Partie vorzeitig beendet nach %n Runde</numerusform>
            <numerusform>Partie vorzeitig beendet nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {0} · {1}</source>
        <translation>Runde {0} · {1}</translation>
    </message>
    <message>
        <source>Paused: F5 resumes</source>
        <translation>Pausiert: F5 setzt fort</translation>
    </message>
</context>
<context>
    <name>TrainingHome</name>
    <message>
        <source>Solo training</source>
        <extracomment>A page shown in place of the game: the study mode or the word tools.</extracomment>
        <translation>Solo-Training</translation>
    </message>
    <message>
        <source>Play a duplicate game alone against the top: after each move see the best moves, your deviation and your percentage of the tops.</source>
        <translation>Spielen Sie allein eine Duplikat-Partie gegen den Top: nach jedem Zug sehen Sie die besten Züge, Ihren Abstand und Ihren Prozentsatz der Tops.</translation>
    </message>
    <message>
        <source>New training game… (Ctrl+N)</source>
        <translation>Neue Trainingspartie… (Strg+N)</translation>
    </message>
    <message>
        <source>History and progress… (Ctrl+H)</source>
        <translation>Verlauf und Fortschritt… (Strg+H)</translation>
    </message>
    <message>
        <source>Word tools: anagrams, patterns, hooks… (Ctrl+K)</source>
        <translation>Wortwerkzeuge: Anagramme, Muster, Anhängebuchstaben… (Strg+K)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Nicht beendete Partien</translation>
    </message>
    <message numerus="yes">
        <source>{0} — {1}, %n turn(s) played, {3} of {4}</source>
        <translation>
            <numerusform>{0} — {1}, %n Runde gespielt, {3} von {4}</numerusform>
            <numerusform>{0} — {1}, %n Runden gespielt, {3} von {4}</numerusform>
        </translation>
    </message>
    <message>
        <source>No unfinished game: every game you leave can be resumed from here.</source>
        <translation>Keine unbeendete Partie: jede verlassene Partie lässt sich hier fortsetzen.</translation>
    </message>
    <message>
        <source>Games finished: {0}. Last one: {1} of the tops.</source>
        <translation>Beendete Partien: {0}. Letzte: {1} der Tops.</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Noch keine Partie beendet.</translation>
    </message>
    <message>
        <source>The words you missed, to study… (F9)</source>
        <translation>Die verpassten Wörter, zum Lernen… (F9)</translation>
    </message>
</context>
<context>
    <name>TrainingRack</name>
    <message>
        <source>Rack</source>
        <extracomment>MIME type of a rack tile being dragged: its slot number in the rack. slot of the rack tile, row, col slot of a tile clicked (not dragged) A screen reader reads it as a label whose text is the letters (ui/widgets/accessible.py).</extracomment>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>all tiles are on the board</source>
        <translation>alle Steine liegen auf dem Brett</translation>
    </message>
</context>
<context>
    <name>TrainingStartDialog</name>
    <message>
        <source>New training game</source>
        <translation>Neue Trainingspartie</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} Min.</translation>
    </message>
    <message>
        <source>Random racks, seed:</source>
        <translation>Zufällige Bänkchen, Startwert:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Replay the racks of a game:</source>
        <translation>Die Bänkchen einer Partie nachspielen:</translation>
    </message>
    <message>
        <source>a session file or a game record (JSON)</source>
        <translation>eine Partiedatei oder eine Partieaufzeichnung (JSON)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Bedenkzeit je Zug</translation>
    </message>
    <message>
        <source>As in a competition</source>
        <translation>Wie im Turnier</translation>
    </message>
    <message>
        <source>No check and no score while you place your move: it is judged after the time. An illegal move is accepted and scores 0, as an arbiter would rule; you may write your score (a wrong one is a warning if the rules say so). No hints.</source>
        <translation>Keine Prüfung und keine Punkte, während Sie Ihren Zug legen: Er wird nach der Zeit beurteilt. Ein ungültiger Zug wird angenommen und bringt 0, wie die Spielleitung entscheiden würde; Sie dürfen Ihre Punkte notieren (falsche sind eine Verwarnung, wenn die Regeln es so sagen). Keine Hinweise.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Loslegen</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ich</translation>
    </message>
    <message>
        <source>A game to replay</source>
        <translation>Eine Partie zum Nachspielen</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Eine Partie nachspielen</translation>
    </message>
    <message>
        <source>Choose the game whose racks to replay.</source>
        <translation>Wählen Sie die Partie, deren Bänkchen Sie nachspielen wollen.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>Der Startwert ist eine ganze Zahl (oder leer für einen zufälligen).</translation>
    </message>
    <message>
        <source>Replaying a club game gives you its racks, its rules and its time (and its edition); after each turn and at the end, your rank among the players who were there.</source>
        <translation>Das Nachspielen einer Clubpartie liefert ihre Bänkchen, Regeln und Zeit (und Ausgabe); nach jeder Runde und am Ende Ihr Rang unter den anwesenden Spielern.</translation>
    </message>
    <message>
        <source>Game to replay</source>
        <translation>Nachzuspielende Partie</translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message>
        <source>Solo training — Duplicate Scrabble</source>
        <translation>Solo-Training — Duplikat-Scrabble</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>the games&apos; clock (tests give a fake one) the study mode&apos;s clock (tests give a fixed one)</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New training game…</source>
        <translation>&amp;Neue Trainingspartie…</translation>
    </message>
    <message>
        <source>&amp;History and progress…</source>
        <translation>&amp;Verlauf und Fortschritt…</translation>
    </message>
    <message>
        <source>&amp;Word tools…</source>
        <translation>Wortwer&amp;kzeuge…</translation>
    </message>
    <message>
        <source>Training &amp;folder…</source>
        <translation>Trainings&amp;ordner…</translation>
    </message>
    <message>
        <source>&amp;End this game</source>
        <translation>Diese Partie &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Leave this game (resume later)</source>
        <translation>Diese Partie ver&amp;lassen (später fortsetzen)</translation>
    </message>
    <message>
        <source>&amp;Close the window</source>
        <translation>Fenster &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>Hint: is there a &amp;bingo?</source>
        <translation>Hinweis: gibt es ein &amp;Bingo?</translation>
    </message>
    <message>
        <source>Hint: the top&apos;s &amp;score</source>
        <translation>Hinweis: die &amp;Punkte des Tops</translation>
    </message>
    <message>
        <source>Hint: a s&amp;quare of the top</source>
        <translation>Hinweis: ein &amp;Feld des Tops</translation>
    </message>
    <message>
        <source>&amp;Pause / resume the clock</source>
        <translation>Uhr &amp;anhalten / fortsetzen</translation>
    </message>
    <message>
        <source>S&amp;huffle the rack</source>
        <translation>Bänkchen &amp;mischen</translation>
    </message>
    <message>
        <source>S&amp;ort the rack</source>
        <translation>Bänkchen s&amp;ortieren</translation>
    </message>
    <message>
        <source>&amp;No move</source>
        <translation>&amp;Kein Zug</translation>
    </message>
    <message>
        <source>Ne&amp;xt turn</source>
        <translation>Nä&amp;chste Runde</translation>
    </message>
    <message>
        <source>&amp;Type a reference</source>
        <translation>Position &amp;eintippen</translation>
    </message>
    <message>
        <source>&amp;Replay the turn shown as an exercise</source>
        <translation>Die gezeigte Runde als Übung &amp;nachspielen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasten</translation>
    </message>
    <message>
        <source>Click a square</source>
        <translation>Klick auf ein Feld</translation>
    </message>
    <message>
        <source>Put the cursor there (again: turn the direction)</source>
        <translation>Cursor dorthin (erneut: Richtung ändern)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move the cursor</source>
        <translation>Den Cursor bewegen</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <source>Put the rack tile on the cursor&apos;s square</source>
        <translation>Den Stein vom Bänkchen auf das Cursorfeld legen</translation>
    </message>
    <message>
        <source>? then a letter, Shift+letter</source>
        <translation>? und ein Buchstabe, Umschalt+Buchstabe</translation>
    </message>
    <message>
        <source>Play the blank as that letter</source>
        <translation>Den Blanko als diesen Buchstaben spielen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Turn the direction (across / down)</source>
        <translation>Richtung ändern (waagerecht / senkrecht)</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Rücktaste</translation>
    </message>
    <message>
        <source>Take the last tile back</source>
        <translation>Den letzten Stein zurücknehmen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the move</source>
        <translation>Den Zug löschen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Play the move; after the results: next turn</source>
        <translation>Den Zug spielen; nach dem Ergebnis: nächste Runde</translation>
    </message>
    <message>
        <source>Drag or click a rack tile</source>
        <translation>Einen Stein des Bänkchens ziehen oder anklicken</translation>
    </message>
    <message>
        <source>Put it on a square / on the cursor</source>
        <translation>Auf ein Feld / an den Cursor legen</translation>
    </message>
    <message>
        <source>Click a turn of the game so far</source>
        <translation>Klick auf eine Runde der Partie</translation>
    </message>
    <message>
        <source>Review that turn</source>
        <translation>Diese Runde ansehen</translation>
    </message>
    <message>
        <source>PageUp / PageDown</source>
        <translation>Bild auf / Bild ab</translation>
    </message>
    <message>
        <source>Review the turn before / after</source>
        <translation>Die Runde davor / danach ansehen</translation>
    </message>
    <message>
        <source>Esc (in a review)</source>
        <translation>Esc (in der Ansicht)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Word tools — Solo training</source>
        <translation>Wortwerkzeuge — Solotraining</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Eine Partie nachspielen</translation>
    </message>
    <message>
        <source>The game to replay is in {0}: its edition is used.</source>
        <translation>Die nachzuspielende Partie ist auf {0}: ihre Ausgabe wird verwendet.</translation>
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
        <translation>Neue Trainingspartie</translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation>Eine Partie fortsetzen</translation>
    </message>
    <message>
        <source>{0} is not a training game.</source>
        <translation>{0} ist keine Trainingspartie.</translation>
    </message>
    <message>
        <source>This game cannot be played here, but its summary can be looked at (read-only: nothing in the file changes).</source>
        <translation>Diese Partie kann hier nicht gespielt werden, aber ihre Zusammenfassung kann angesehen werden (schreibgeschützt: an der Datei ändert sich nichts).</translation>
    </message>
    <message>
        <source>Show the summary (read-only)</source>
        <translation>Zusammenfassung zeigen (schreibgeschützt)</translation>
    </message>
    <message>
        <source>{0} (read-only)</source>
        <translation>{0} (schreibgeschützt)</translation>
    </message>
    <message>
        <source>{0} — Solo training</source>
        <translation>{0} — Solo-Training</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Diese Partie beenden?</translation>
    </message>
    <message>
        <source>End this game now? The turn in progress is not counted, and the game is listed as ended early (left out of the averages). To stop for now and come back later, close the game instead (Ctrl+W).</source>
        <translation>Diese Partie jetzt beenden? Die laufende Runde zählt nicht, und die Partie gilt als vorzeitig beendet (nicht in den Durchschnitten). Um jetzt aufzuhören und später weiterzuspielen, schließen Sie die Partie lieber (Strg+W).</translation>
    </message>
    <message>
        <source>Training folder</source>
        <translation>Trainingsordner</translation>
    </message>
    <message>
        <source>&amp;The words you missed, to study…</source>
        <translation>Die verpassten &amp;Wörter, zum Lernen…</translation>
    </message>
    <message>
        <source>The words you missed — Solo training</source>
        <translation>Die verpassten Wörter — Solotraining</translation>
    </message>
    <message>
        <source>Replay its racks with another list</source>
        <translation>Die Bänkchen mit einer anderen Liste spielen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>UnattendedGame</name>
    <message>
        <source>error: {0}</source>
        <translation>Fehler: {0}</translation>
    </message>
    <message>
        <source>turn {0}: rack {1}, {2} s</source>
        <translation>Runde {0}: Bänkchen {1}, {2} s</translation>
    </message>
    <message>
        <source>turn {0}: top {1}; {2} of {3} handed in; leader {4} {5}</source>
        <translation>Runde {0}: Top {1}; {2} von {3} abgegeben; vorn {4} {5}</translation>
    </message>
    <message>
        <source>turn {0}: top {1}; {2} of {3} handed in</source>
        <translation>Runde {0}: Top {1}; {2} von {3} abgegeben</translation>
    </message>
    <message numerus="yes">
        <source>game over after %n turn(s) (top total {0})</source>
        <translation>
            <numerusform>Partie nach %n Runde beendet (Summe der Tops {0})</numerusform>
            <numerusform>Partie nach %n Runden beendet (Summe der Tops {0})</numerusform>
        </translation>
    </message>
    <message>
        <source>{0:&gt;3}. table {1} {2}: {3} ({4:+d})</source>
        <translation>{0:&gt;3}. Tisch {1} {2}: {3} ({4:+d})</translation>
    </message>
    <message>
        <source>error: the PIN must have 4 to 6 digits</source>
        <translation>Fehler: die PIN muss 4 bis 6 Ziffern haben</translation>
    </message>
    <message>
        <source>The unattended game saves every move, so it needs the file for writing: close the other window, or give --save a copy (File &gt; Save as) or a new name in a writable folder.</source>
        <translation>Die unbeaufsichtigte Partie speichert jeden Zug und braucht die Datei daher zum Schreiben: schließen Sie das andere Fenster, oder geben Sie --save eine Kopie (Datei &gt; Speichern unter) oder einen neuen Namen in einem beschreibbaren Ordner.</translation>
    </message>
    <message>
        <source>join: {0}  PIN {1}</source>
        <translation>beitreten: {0}  PIN {1}</translation>
    </message>
    <message>
        <source>saved: {0}</source>
        <translation>gespeichert: {0}</translation>
    </message>
    <message>
        <source>error: {0}; the game waits until it can save</source>
        <translation>Fehler: {0}; die Partie wartet, bis sie speichern kann</translation>
    </message>
    <message>
        <source>someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked</source>
        <translation>jemand rät Codes: {0} falsch in der letzten Minute, {1} ungeprüft abgewiesen</translation>
    </message>
</context>
<context>
    <name>WordToolsPage</name>
    <message>
        <source>Word tools</source>
        <extracomment>The questions, in the order the box lists them (data of the box).</extracomment>
        <translation>Wortwerkzeuge</translation>
    </message>
    <message>
        <source>Ask the word list: anagrams of a rack (? for a blank), 7+1 and 8-1, a pattern (? for one letter, * for any letters), the words containing, starting or ending with letters, a word&apos;s hooks. Any search becomes study cards, the likeliest racks first.</source>
        <translation>Fragen Sie die Wortliste: Anagramme eines Bänkchens (? für einen Blanko), 7+1 und 8-1, ein Muster (? für einen Buchstaben, * für beliebige Buchstaben), die Wörter, die Buchstaben enthalten, mit ihnen beginnen oder enden, die Anhängebuchstaben eines Wortes. Jede Suche wird zu Karten, die wahrscheinlichsten Bänkchen zuerst.</translation>
    </message>
    <message>
        <source>Open the word list</source>
        <translation>Die Wortliste öffnen</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Anagrams of a rack</source>
        <translation>Anagramme eines Bänkchens</translation>
    </message>
    <message>
        <source>Words a rack makes</source>
        <translation>Wörter aus einem Bänkchen (alle Längen)</translation>
    </message>
    <message>
        <source>7+1: a letter more</source>
        <translation>7+1: ein Buchstabe mehr</translation>
    </message>
    <message>
        <source>8-1: a letter less</source>
        <translation>8-1: ein Buchstabe weniger</translation>
    </message>
    <message>
        <source>Pattern (? one letter, * any)</source>
        <translation>Muster (? ein Buchstabe, * beliebig)</translation>
    </message>
    <message>
        <source>Containing</source>
        <translation>Enthält</translation>
    </message>
    <message>
        <source>Starting with</source>
        <translation>Beginnt mit</translation>
    </message>
    <message>
        <source>Ending with</source>
        <translation>Endet mit</translation>
    </message>
    <message>
        <source>Hooks of a word</source>
        <translation>Anhängebuchstaben eines Wortes</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Letters, ? and * (Enter)</source>
        <translation>Buchstaben, ? und * (Eingabe)</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <source>Search (Enter)</source>
        <translation>Suchen (Eingabe)</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Gefundene Wörter</translation>
    </message>
    <message>
        <source>every word of the letters</source>
        <translation>alle Wörter aus den Buchstaben</translation>
    </message>
    <message>
        <source>the hooks of each word</source>
        <translation>die Anhängebuchstaben jedes Wortes</translation>
    </message>
    <message>
        <source>Cards asking</source>
        <translation>Karten, die fragen nach</translation>
    </message>
    <message>
        <source>The likeliest</source>
        <translation>Die wahrscheinlichsten</translation>
    </message>
    <message>
        <source>Add to the study cards</source>
        <translation>Zu den Lernkarten hinzufügen</translation>
    </message>
    <message>
        <source>Back to training</source>
        <translation>Zurück zum Training</translation>
    </message>
    <message>
        <source>Study cards asking</source>
        <translation>Lernkarten, die fragen nach</translation>
    </message>
    <message>
        <source>the likeliest</source>
        <translation>die wahrscheinlichsten</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n word(s)</source>
        <translation>
            <numerusform>{0}: %n Wort</numerusform>
            <numerusform>{0}: %n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the word list for patterns (once)…</source>
        <translation>Die Wortliste wird für Muster gelesen (einmal)…</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added to the words to study</source>
        <translation>
            <numerusform>%n Karte zu den Lernwörtern hinzugefügt</numerusform>
            <numerusform>%n Karten zu den Lernwörtern hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word card(s) due today, the others on the coming days</source>
        <translation>
            <numerusform>%n Wortkarte heute fällig, die anderen an den nächsten Tagen</numerusform>
            <numerusform>%n Wortkarten heute fällig, die anderen an den nächsten Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Before: {0} · after: {1} · {2} ms</source>
        <translation>Davor: {0} · dahinter: {1} · {2} ms</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n words: the first ones are shown; narrow the search.</source>
        <translation>
            <numerusform>Mehr als %n Wort: die ersten werden gezeigt; grenzen Sie die Suche ein.</numerusform>
            <numerusform>Mehr als %n Wörter: die ersten werden gezeigt; grenzen Sie die Suche ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Making the cards…</source>
        <translation>Die Karten werden erstellt…</translation>
    </message>
    <message>
        <source>anagrams</source>
        <translation>Anagramme</translation>
    </message>
    <message>
        <source>words of</source>
        <translation>Wörter aus</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>containing</source>
        <translation>enthält</translation>
    </message>
    <message>
        <source>starting with</source>
        <translation>beginnt mit</translation>
    </message>
    <message>
        <source>ending with</source>
        <translation>endet mit</translation>
    </message>
    <message>
        <source>hooks</source>
        <translation>Anhängebuchstaben</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Deviation from the top, turn by turn</source>
        <translation>Abstand zum Top, Runde für Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <source>Top found</source>
        <translation>Top gefunden</translation>
    </message>
    <message>
        <source>Top found with a hint</source>
        <translation>Top mit Hinweis gefunden</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Progress: percentage of the tops, game by game</source>
        <extracomment>One colour per edition line of the progress chart.</extracomment>
        <translation>Fortschritt: Prozent der Tops, Partie für Partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>% of the tops</source>
        <translation>% der Tops</translation>
    </message>
    <message>
        <source>Average of the last 5 games</source>
        <translation>Durchschnitt der letzten 5 Partien</translation>
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
        <translation>fehlerhafte Daten: das Feld &apos;{name}&apos; {problem}</translation>
    </message>
    <message>
        <source>unknown action {kind}</source>
        <translation>unbekannte Aktion {kind}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>ein Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>bad data: the payload is not an object but {payload}</source>
        <translation>fehlerhafte Daten: der Inhalt ist kein Objekt, sondern {payload}</translation>
    </message>
    <message>
        <source>table numbers start at 1</source>
        <translation>Tischnummern beginnen bei 1</translation>
    </message>
    <message>
        <source>table {table} is taken by {name}</source>
        <translation>Tisch {table} ist von {name} besetzt</translation>
    </message>
    <message>
        <source>{player} has already left</source>
        <translation>{player} ist schon gegangen</translation>
    </message>
    <message>
        <source>table {new_table} is taken by {name}</source>
        <translation>Tisch {new_table} ist von {name} besetzt</translation>
    </message>
    <message>
        <source>a rack is already in play</source>
        <translation>ein Bänkchen ist schon im Spiel</translation>
    </message>
    <message>
        <source>draw for turn {turn}, expected {count}</source>
        <translation>Ziehung für Runde {turn}, erwartet war Runde {count}</translation>
    </message>
    <message>
        <source>turn {turn}: the leftover does not match the last rack</source>
        <translation>Runde {turn}: der Rest passt nicht zum letzten Bänkchen</translation>
    </message>
    <message>
        <source>{player} does not play turn {number}</source>
        <translation>{player} spielt Runde {number} nicht</translation>
    </message>
    <message>
        <source>the move is empty: type a reference and a word, or use no move</source>
        <translation>der Zug ist leer: Position und Wort eingeben oder „kein Zug“ wählen</translation>
    </message>
    <message>
        <source>bad data: the field &apos;token_sha256&apos; must be 64 hexadecimal digits</source>
        <translation>fehlerhafte Daten: das Feld &apos;token_sha256&apos; muss 64 Hexadezimalziffern haben</translation>
    </message>
    <message>
        <source>table {table} is already held by another phone</source>
        <translation>Tisch {table} ist schon mit einem anderen Handy verbunden</translation>
    </message>
    <message>
        <source>table {table} has no entry in turn {number}</source>
        <translation>Tisch {table} hat in Runde {number} keine Abgabe</translation>
    </message>
    <message>
        <source>warnings and penalties cannot be negative</source>
        <translation>Verwarnungen und Strafen können nicht negativ sein</translation>
    </message>
    <message>
        <source>master move for another turn</source>
        <translation>Lösung für eine andere Runde</translation>
    </message>
    <message>
        <source>commit for another turn</source>
        <translation>Abschluss für eine andere Runde</translation>
    </message>
    <message>
        <source>a hint needs a kind</source>
        <translation>ein Hinweis braucht eine Art</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>die Partie ist schon beendet</translation>
    </message>
    <message>
        <source>is unknown</source>
        <translation>ist unbekannt</translation>
    </message>
    <message>
        <source>no phone holds table {table}</source>
        <translation>kein Handy ist mit Tisch {table} verbunden</translation>
    </message>
    <message>
        <source>table {table} does not play turn {number}</source>
        <translation>Tisch {table} spielt Runde {number} nicht</translation>
    </message>
    <message>
        <source>the master move {move} is not legal: {reason}</source>
        <translation>die Lösung {move} ist nicht gültig: {reason}</translation>
    </message>
    <message>
        <source>must be {what}, not {found}</source>
        <translation>muss {what} sein, ist aber {found}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>no move is possible</source>
        <translation>kein Zug ist möglich</translation>
    </message>
    <message>
        <source>no move is possible with this rack</source>
        <translation>mit diesem Bänkchen ist kein Zug möglich</translation>
    </message>
    <message>
        <source>the prepared game has no more racks</source>
        <translation>die vorbereitete Partie hat keine Bänkchen mehr</translation>
    </message>
    <message>
        <source>ended by the player</source>
        <translation>vom Spieler beendet</translation>
    </message>
    <message>
        <source>no tiles are left</source>
        <translation>es sind keine Steine mehr übrig</translation>
    </message>
    <message numerus="yes">
        <source>only %n tile(s) left (the game ends below {minimum})</source>
        <translation>
            <numerusform>nur noch %n Stein übrig (die Partie endet unter {minimum})</numerusform>
            <numerusform>nur noch %n Steine übrig (die Partie endet unter {minimum})</numerusform>
        </translation>
    </message>
    <message>
        <source>no vowel is left</source>
        <translation>es ist kein Vokal mehr übrig</translation>
    </message>
    <message numerus="yes">
        <source>no rack with at least {vowels} and {consonants} can be formed from the %n tile(s) left</source>
        <translation>
            <numerusform>aus dem %n übrigen Stein lässt sich kein Bänkchen mit mindestens {vowels} und {consonants} bilden</numerusform>
            <numerusform>aus den %n übrigen Steinen lässt sich kein Bänkchen mit mindestens {vowels} und {consonants} bilden</numerusform>
        </translation>
    </message>
    <message>
        <source>no valid rack could be drawn</source>
        <translation>es konnten keine gültigen Buchstaben gezogen werden</translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n Vokal</numerusform>
            <numerusform>%n Vokale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n Konsonant</numerusform>
            <numerusform>%n Konsonanten</numerusform>
        </translation>
    </message>
    <message>
        <source>the rack {names} has {count} tiles; this turn&apos;s rack has {size}</source>
        <translation>das Bänkchen {names} hat {count} Steine; das Bänkchen dieser Runde hat {size}</translation>
    </message>
    <message>
        <source>not left in the bag: {names} (bag and leftover: {names2})</source>
        <translation>nicht mehr im Beutel: {names} (Beutel und Rest: {names2})</translation>
    </message>
    <message>
        <source>the rack {names} breaks the draw rule of turn {turn}: it needs at least {vowels} and {consonants}</source>
        <translation>das Bänkchen {names} verletzt die Ziehregel der Runde {turn}: es braucht mindestens {vowels} und {consonants}</translation>
    </message>
    <message>
        <source>the CGP position has {count} characters; at most {max_cgp} are read</source>
        <translation>die CGP-Stellung hat {count} Zeichen; höchstens {max_cgp} werden gelesen</translation>
    </message>
    <message>
        <source>a CGP position has four fields (board, racks, scores, scoreless turns), this one has {count}</source>
        <translation>eine CGP-Stellung hat vier Felder (Brett, Bänkchen, Punkte, Runden ohne Punkte), diese hat {count}</translation>
    </message>
    <message>
        <source>the board has {count} rows separated by &apos;/&apos;, not {size}</source>
        <translation>das Brett hat {count} durch &apos;/&apos; getrennte Reihen, nicht {size}</translation>
    </message>
    <message>
        <source>the racks {racks_text} must be two racks separated by one &apos;/&apos;, like AEINRST/</source>
        <translation>die Bänkchen {racks_text} müssen zwei durch ein &apos;/&apos; getrennte Bänkchen sein, etwa AEINRST/</translation>
    </message>
    <message>
        <source>the scores {scores_text} must be two numbers of at most {max_digits} digits separated by &apos;/&apos;, like 0/0</source>
        <translation>die Punkte {scores_text} müssen zwei Zahlen mit höchstens {max_digits} Ziffern sein, getrennt durch &apos;/&apos;, etwa 0/0</translation>
    </message>
    <message>
        <source>the scoreless-turn count {zero_text} must be a whole number of at most {max_digits} digits</source>
        <translation>die Zahl der Runden ohne Punkte {zero_text} muss eine ganze Zahl mit höchstens {max_digits} Ziffern sein</translation>
    </message>
    <message>
        <source>row {row} {text}: {name} is not a letter of the {edition} edition</source>
        <translation>Reihe {row} {text}: {name} ist kein Buchstabe der Ausgabe {edition}</translation>
    </message>
    <message>
        <source>row {number} ({row_text}) covers {count} squares, not {size}</source>
        <translation>Reihe {number} ({row_text}) umfasst {count} Felder, nicht {size}</translation>
    </message>
    <message>
        <source>the rack {text} has a number in it</source>
        <translation>das Bänkchen {text} enthält eine Ziffer</translation>
    </message>
    <message>
        <source>the rack {text} has a lowercase letter: write a blank as &apos;?&apos;</source>
        <translation>das Bänkchen {text} enthält einen Kleinbuchstaben: ein Blanko als &apos;?&apos; schreiben</translation>
    </message>
    <message>
        <source>give either --batch or a CGP position and a MOVE</source>
        <translation>entweder --batch oder eine CGP-Stellung und einen ZUG angeben</translation>
    </message>
    <message>
        <source>give the MOVE to score after the CGP position, like &quot;8D QUEEN&quot;</source>
        <translation>den zu wertenden ZUG nach der CGP-Stellung angeben, etwa &quot;8D QUEEN&quot;</translation>
    </message>
    <message>
        <source>--jobs must be 1 or more</source>
        <translation>--jobs muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>--limit must be from 0 to {limit}</source>
        <translation>--limit muss zwischen 0 und {limit} liegen</translation>
    </message>
    <message>
        <source>--players must be from 0 to {most}</source>
        <translation>--players muss zwischen 0 und {most} liegen</translation>
    </message>
    <message>
        <source>--games must be 1 or more</source>
        <translation>--games muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>--tries must be at least --games</source>
        <translation>--tries muss mindestens --games sein</translation>
    </message>
    <message>
        <source>only {kept} of the {wanted} games asked for matched in the seeds tried; widen the bounds or give more --tries</source>
        <translation>nur {kept} der {wanted} verlangten Partien passten bei den versuchten Startwerten; die Grenzen erweitern oder mehr --tries angeben</translation>
    </message>
    <message>
        <source>search walk: {walk}</source>
        <translation>Suchverfahren: {walk}</translation>
    </message>
    <message>
        <source>walks installed: {walks} (set {variable}=1 to force the pure one)</source>
        <translation>installierte Suchverfahren: {walks} ({variable}=1 setzen, um das reine Python-Verfahren zu erzwingen)</translation>
    </message>
    <message>
        <source>cores used by --jobs: {cores}</source>
        <translation>von --jobs genutzte Kerne: {cores}</translation>
    </message>
    <message>
        <source>word-list cache: {folder}</source>
        <translation>Cache der Wortlisten: {folder}</translation>
    </message>
    <message>
        <source>--save, --html and --record are for one game: leave them out with --games</source>
        <translation>--save, --html und --record gelten für eine Partie: mit --games weglassen</translation>
    </message>
    <message>
        <source>the work was cancelled</source>
        <translation>die Arbeit wurde abgebrochen</translation>
    </message>
    <message>
        <source>building the word list was cancelled</source>
        <translation>das Aufbauen der Wortliste wurde abgebrochen</translation>
    </message>
    <message>
        <source>unknown edition {name}; known editions: {known}</source>
        <translation>unbekannte Ausgabe {name}; bekannte Ausgaben: {known}</translation>
    </message>
    <message>
        <source>This session is open in another program or computer. It can be opened read-only.</source>
        <translation>Diese Partie ist in einem anderen Programm oder auf einem anderen Computer geöffnet. Sie kann schreibgeschützt geöffnet werden.</translation>
    </message>
    <message>
        <source>This session is open in another window of this program. It can be opened read-only.</source>
        <translation>Diese Partie ist in einem anderen Fenster dieses Programms geöffnet. Sie kann schreibgeschützt geöffnet werden.</translation>
    </message>
    <message>
        <source>This session is open in another window (process {pid} on this computer). It can be opened read-only.</source>
        <translation>Diese Partie ist in einem anderen Fenster geöffnet (Prozess {pid} auf diesem Computer). Sie kann schreibgeschützt geöffnet werden.</translation>
    </message>
    <message>
        <source>This session is open in another window (process {pid} on the computer {host}). It can be opened read-only.</source>
        <translation>Diese Partie ist in einem anderen Fenster geöffnet (Prozess {pid} auf dem Computer {host}). Sie kann schreibgeschützt geöffnet werden.</translation>
    </message>
    <message>
        <source>min bingos must be 0 or more, not {value}</source>
        <translation>das Minimum an Bingos muss 0 oder mehr sein, nicht {value}</translation>
    </message>
    <message>
        <source>max bingos must be 0 or more, not {value}</source>
        <translation>das Maximum an Bingos muss 0 oder mehr sein, nicht {value}</translation>
    </message>
    <message>
        <source>min total must be 0 or more, not {value}</source>
        <translation>das Minimum der Summe der Tops muss 0 oder mehr sein, nicht {value}</translation>
    </message>
    <message>
        <source>max total must be 0 or more, not {value}</source>
        <translation>das Maximum der Summe der Tops muss 0 oder mehr sein, nicht {value}</translation>
    </message>
    <message>
        <source>max unused blanks must be 0 or more, not {value}</source>
        <translation>das Maximum an behaltenen Blankos muss 0 oder mehr sein, nicht {value}</translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: %n turn(s), bingos: {bingos}, top total {top_total}, turns with a blank kept: {unused_blanks}</source>
        <translation>
            <numerusform>Startwert {seed}: %n Runde, Bingos: {bingos}, Summe der Tops {top_total}, Runden mit behaltenem Blanko: {unused_blanks}</numerusform>
            <numerusform>Startwert {seed}: %n Runden, Bingos: {bingos}, Summe der Tops {top_total}, Runden mit behaltenem Blanko: {unused_blanks}</numerusform>
        </translation>
    </message>
    <message>
        <source>the number of games must be 1 or more, not {wanted}</source>
        <translation>die Zahl der Partien muss 1 oder mehr sein, nicht {wanted}</translation>
    </message>
    <message>
        <source>{tries} tries cannot give {wanted} games</source>
        <translation>{tries} Versuche können keine {wanted} Partien ergeben</translation>
    </message>
    <message>
        <source>cannot create the folder {folder}: {value}</source>
        <translation>der Ordner {folder} kann nicht angelegt werden: {value}</translation>
    </message>
    <message>
        <source>generating games was cancelled</source>
        <translation>das Erzeugen von Partien wurde abgebrochen</translation>
    </message>
    <message>
        <source>{what} has {count} characters; at most {limit} are read</source>
        <translation>{what} hat {count} Zeichen; höchstens {limit} werden gelesen</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (character {start} cannot be decoded)</source>
        <translation>{what} ist kein UTF-8-Text (Zeichen {start} kann nicht dekodiert werden)</translation>
    </message>
    <message>
        <source>JSON nested {depth} levels deep; at most {max_depth} are read</source>
        <translation>JSON {depth} Ebenen tief verschachtelt; höchstens {max_depth} werden gelesen</translation>
    </message>
    <message>
        <source>JSON nested too deeply; at most {max_depth} levels are read</source>
        <translation>JSON zu tief verschachtelt; höchstens {max_depth} Ebenen werden gelesen</translation>
    </message>
    <message>
        <source>not JSON ({reason})</source>
        <translation>kein JSON ({reason})</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {start} cannot be decoded)</source>
        <translation>kein UTF-8-Text (Byte {start} kann nicht dekodiert werden)</translation>
    </message>
    <message>
        <source>line {number} is longer than {limit} bytes; it was skipped</source>
        <translation>Zeile {number} ist länger als {limit} Byte; sie wurde übersprungen</translation>
    </message>
    <message>
        <source>line {number} is not UTF-8 text (byte {start} cannot be decoded)</source>
        <translation>Zeile {number} ist kein UTF-8-Text (Byte {start} kann nicht dekodiert werden)</translation>
    </message>
    <message>
        <source>the word list {path} is larger than {max_list_bytes} MB: it cannot be a word list</source>
        <translation>die Wortliste {path} ist größer als {max_list_bytes} MB: das kann keine Wortliste sein</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is UTF-32 text: save it as UTF-8</source>
        <translation>{name} ist UTF-32-Text: als UTF-8 speichern</translation>
    </message>
    <message>
        <source>{name} is not a text file (it contains NUL bytes)</source>
        <translation>{name} ist keine Textdatei (sie enthält NUL-Bytes)</translation>
    </message>
    <message>
        <source>{path} is a folder, not a word list</source>
        <translation>{path} ist ein Ordner, keine Wortliste</translation>
    </message>
    <message>
        <source>loading the word list was cancelled</source>
        <translation>das Laden der Wortliste wurde abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles; {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n Wort; übersprungen: {letters} mit Buchstaben, die keine Steine sind; {length} kürzer als 2 oder länger als {size} Buchstaben (z. B. {examples})</numerusform>
            <numerusform>%n Wörter; übersprungen: {letters} mit Buchstaben, die keine Steine sind; {length} kürzer als 2 oder länger als {size} Buchstaben (z. B. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles (e.g. {examples})</source>
        <translation>
            <numerusform>%n Wort; übersprungen: {letters} mit Buchstaben, die keine Steine sind (z. B. {examples})</numerusform>
            <numerusform>%n Wörter; übersprungen: {letters} mit Buchstaben, die keine Steine sind (z. B. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n Wort; übersprungen: {length} kürzer als 2 oder länger als {size} Buchstaben (z. B. {examples})</numerusform>
            <numerusform>%n Wörter; übersprungen: {length} kürzer als 2 oder länger als {size} Buchstaben (z. B. {examples})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the word list {path}: {value}</source>
        <translation>die Wortliste {path} kann nicht gelesen werden: {value}</translation>
    </message>
    <message>
        <source>{name} looks like UTF-16 text without a byte-order mark: save it as UTF-8</source>
        <translation>{name} sieht nach UTF-16-Text ohne Byte-Order-Mark aus: als UTF-8 speichern</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte {start} cannot be decoded): save it as UTF-8</source>
        <translation>{name} ist kein UTF-8-Text (Byte {start} kann nicht dekodiert werden): als UTF-8 speichern</translation>
    </message>
    <message>
        <source>the word list {path} is a damaged gzip file ({reason})</source>
        <translation>die Wortliste {path} ist eine beschädigte gzip-Datei ({reason})</translation>
    </message>
    <message>
        <source>{name} is damaged UTF-16 text: save it as UTF-8</source>
        <translation>{name} ist beschädigter UTF-16-Text: als UTF-8 speichern</translation>
    </message>
    <message>
        <source>the cached copy of the word list was damaged ({reason}): it was compiled again</source>
        <translation>die zwischengespeicherte Kopie der Wortliste war beschädigt ({reason}): sie wurde neu übersetzt</translation>
    </message>
    <message>
        <source>cannot write the cache in {folder} ({reason}): the list is compiled each time, about {seconds} s</source>
        <translation>der Zwischenspeicher in {folder} kann nicht geschrieben werden ({reason}): die Liste wird jedes Mal übersetzt, etwa {seconds} s</translation>
    </message>
    <message>
        <source>{stripped} is not a reference followed by a word</source>
        <translation>{stripped} ist keine Position mit folgendem Wort</translation>
    </message>
    <message>
        <source>{text} is not a reference: write a letter and a number, like 8D (across) or D8 (down)</source>
        <translation>{text} ist keine Position: einen Buchstaben und eine Zahl schreiben, etwa 8D (waagerecht) oder D8 (senkrecht)</translation>
    </message>
    <message>
        <source>the word is missing</source>
        <translation>das Wort fehlt</translation>
    </message>
    <message>
        <source>{raw}: &apos;?&apos; must be followed by the blank&apos;s letter</source>
        <translation>{raw}: auf &apos;?&apos; muss der Buchstabe des Blankos folgen</translation>
    </message>
    <message>
        <source>{raw}: &apos;(&apos; is not closed</source>
        <translation>{raw}: &apos;(&apos; ist nicht geschlossen</translation>
    </message>
    <message>
        <source>{raw} has no letters</source>
        <translation>{raw} hat keine Buchstaben</translation>
    </message>
    <message>
        <source>the move has {count} characters; a move is at most {max_move_text}</source>
        <translation>der Zug hat {count} Zeichen; ein Zug hat höchstens {max_move_text}</translation>
    </message>
    <message>
        <source>the move is empty: write a reference and a word, like H4 WORD</source>
        <translation>der Zug ist leer: Position und Wort schreiben, etwa H4 WORT</translation>
    </message>
    <message>
        <source>{stripped} has a reference but no word</source>
        <translation>{stripped} hat eine Position, aber kein Wort</translation>
    </message>
    <message>
        <source>{stripped} needs a reference and a word, like H4 WORD</source>
        <translation>{stripped} braucht eine Position und ein Wort, etwa H4 WORT</translation>
    </message>
    <message>
        <source>{bad} is not a table number: type numbers separated by spaces or commas</source>
        <translation>{bad} ist keine Tischnummer: Zahlen durch Leerzeichen oder Kommas getrennt eingeben</translation>
    </message>
    <message>
        <source>no table number given</source>
        <translation>keine Tischnummer angegeben</translation>
    </message>
    <message>
        <source>{text} is not a reference: write a letter and a number, like H4 (across) or 4H (down)</source>
        <translation>{text} ist keine Position: einen Buchstaben und eine Zahl schreiben, etwa H4 (waagerecht) oder 4H (senkrecht)</translation>
    </message>
    <message>
        <source>{raw}: &apos;.&apos; cannot stand inside parentheses</source>
        <translation>{raw}: &apos;.&apos; darf nicht in Klammern stehen</translation>
    </message>
    <message>
        <source>{raw}: &apos;?&apos; marks the one letter after it as a blank</source>
        <translation>{raw}: &apos;?&apos; markiert den einen folgenden Buchstaben als Blanko</translation>
    </message>
    <message>
        <source>{raw}: parentheses cannot be nested</source>
        <translation>{raw}: Klammern dürfen nicht verschachtelt sein</translation>
    </message>
    <message>
        <source>{raw}: &apos;)&apos; without &apos;(&apos;</source>
        <translation>{raw}: &apos;)&apos; ohne &apos;(&apos;</translation>
    </message>
    <message>
        <source>{raw}: a word has no spaces</source>
        <translation>{raw}: ein Wort hat keine Leerzeichen</translation>
    </message>
    <message>
        <source>the name must be text</source>
        <translation>der Name muss Text sein</translation>
    </message>
    <message>
        <source>a name has at most {name_limit} characters</source>
        <translation>ein Name hat höchstens {name_limit} Zeichen</translation>
    </message>
    <message>
        <source>this phone has not joined: send the PIN first</source>
        <translation>dieses Handy ist nicht angemeldet: zuerst die PIN senden</translation>
    </message>
    <message>
        <source>this phone has not joined (or its table was released): join again</source>
        <translation>dieses Handy ist nicht angemeldet (oder sein Tisch wurde freigegeben): neu anmelden</translation>
    </message>
    <message>
        <source>the table must be a whole number from 1 to 9999</source>
        <translation>der Tisch muss eine ganze Zahl von 1 bis 9999 sein</translation>
    </message>
    <message>
        <source>&apos;move&apos; must be a reference and a word (at most {move_limit} characters)</source>
        <translation>&apos;move&apos; muss eine Position und ein Wort sein (höchstens {move_limit} Zeichen)</translation>
    </message>
    <message>
        <source>write your score with your move (the rules ask for it)</source>
        <translation>die Punktzahl zum Zug schreiben (die Regeln verlangen es)</translation>
    </message>
    <message>
        <source>turn {turn} is not being played</source>
        <translation>Runde {turn} wird gerade nicht gespielt</translation>
    </message>
    <message>
        <source>the time of turn {turn} is up</source>
        <translation>die Zeit der Runde {turn} ist abgelaufen</translation>
    </message>
    <message>
        <source>there is no table {table} in this session; ask the arbiter</source>
        <translation>in dieser Partie gibt es keinen Tisch {table}; die Spielleitung fragen</translation>
    </message>
    <message>
        <source>turn {turn} is over</source>
        <translation>Runde {turn} ist vorbei</translation>
    </message>
    <message>
        <source>turn {turn} is not being played (turn {now} is)</source>
        <translation>Runde {turn} wird gerade nicht gespielt (sondern Runde {now})</translation>
    </message>
    <message>
        <source>the game was played with the word list {name}: {reason}</source>
        <translation>die Partie wurde mit der Wortliste {name} gespielt: {reason}</translation>
    </message>
    <message>
        <source>the game was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...</source>
        <translation>die Partie wurde mit der Wortliste {name} (SHA-256 {sha256}...) gespielt, aber die gefundene Liste hat SHA-256 {found}...</translation>
    </message>
    <message>
        <source>a game record is a JSON object; this is not one</source>
        <translation>eine Partieaufzeichnung ist ein JSON-Objekt; dies ist keines</translation>
    </message>
    <message>
        <source>this is not a duplicate game record (format {get})</source>
        <translation>dies ist keine Duplikat-Partieaufzeichnung (Format {get})</translation>
    </message>
    <message>
        <source>version: the game record has no valid version number ({found})</source>
        <translation>version: die Partieaufzeichnung hat keine gültige Versionsnummer ({found})</translation>
    </message>
    <message>
        <source>the game record was written by a newer version of this program (record version {version}, this version reads up to {record_version}); please update</source>
        <translation>die Partieaufzeichnung stammt von einer neueren Version dieses Programms (Aufzeichnungsversion {version}, diese Version liest bis {record_version}); bitte aktualisieren</translation>
    </message>
    <message>
        <source>the game record commits turn {missing} but has no rack for it</source>
        <translation>die Aufzeichnung schließt Runde {missing} ab, hat aber kein Bänkchen dafür</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} gibt es nicht</translation>
    </message>
    <message>
        <source>{path} is not a game record (not UTF-8 text)</source>
        <translation>{path} ist keine Partieaufzeichnung (kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>cannot read {path}: {value}</source>
        <translation>{path} kann nicht gelesen werden: {value}</translation>
    </message>
    <message>
        <source>{path} is too large to be a game record</source>
        <translation>{path} ist zu groß für eine Partieaufzeichnung</translation>
    </message>
    <message>
        <source>{path} is not a game record ({reason})</source>
        <translation>{path} ist keine Partieaufzeichnung ({reason})</translation>
    </message>
    <message>
        <source>actions[{number}] ({kind}): action {number2} of the game record is damaged ({reason})</source>
        <translation>actions[{number}] ({kind}): Aktion {number2} der Aufzeichnung ist beschädigt ({reason})</translation>
    </message>
    <message>
        <source>a word has at least two letters</source>
        <translation>ein Wort hat mindestens zwei Buchstaben</translation>
    </message>
    <message>
        <source>the word has {count} letters but only {room} squares are left from {square} to the edge</source>
        <translation>das Wort hat {count} Buchstaben, aber von {square} bis zum Rand sind nur {room} Felder frei</translation>
    </message>
    <message>
        <source>every letter of the word is already on the board: no tile is placed</source>
        <translation>alle Buchstaben des Wortes liegen schon auf dem Brett: kein Stein wird gelegt</translation>
    </message>
    <message>
        <source>no tile is placed</source>
        <translation>kein Stein wird gelegt</translation>
    </message>
    <message>
        <source>two tiles are on the same square</source>
        <translation>zwei Steine liegen auf demselben Feld</translation>
    </message>
    <message>
        <source>the tiles must be in one row or one column</source>
        <translation>die Steine müssen in einer Reihe oder Spalte liegen</translation>
    </message>
    <message>
        <source>{edition} default ({list})</source>
        <translation>Standardliste ({list})</translation>
    </message>
    <message>
        <source>the word list {name} is damaged: delete the files of the cache folder and load it again</source>
        <translation>die Wortliste {name} ist beschädigt: löschen Sie die Dateien des Cache-Ordners und laden Sie sie erneut</translation>
    </message>
    <message>
        <source>type some letters</source>
        <translation>tippen Sie Buchstaben</translation>
    </message>
    <message>
        <source>at most {limit} letters</source>
        <translation>höchstens {limit} Buchstaben</translation>
    </message>
    <message>
        <source>at most {limit} blanks in a rack</source>
        <translation>höchstens {limit} Blankos in einem Bänkchen</translation>
    </message>
    <message>
        <source>hooks are asked of a word, without ?</source>
        <translation>Anhängebuchstaben werden für ein Wort erfragt, ohne ?</translation>
    </message>
    <message>
        <source>{letter} is no tile of the {edition} edition</source>
        <translation>{letter} ist kein Buchstabe der Ausgabe {edition}</translation>
    </message>
    <message>
        <source>send the body with a Content-Length</source>
        <translation>den Inhalt mit einer Content-Length senden</translation>
    </message>
    <message>
        <source>a request body may hold at most {most} bytes</source>
        <translation>der Inhalt einer Anfrage darf höchstens {most} Bytes umfassen</translation>
    </message>
    <message>
        <source>the request is not HTTP/1.1</source>
        <translation>die Anfrage ist kein HTTP/1.1</translation>
    </message>
    <message>
        <source>the request&apos;s headers are too long</source>
        <translation>die Kopfzeilen der Anfrage sind zu lang</translation>
    </message>
    <message>
        <source>no free port from {first} to {last}: {reason}</source>
        <translation>kein freier Port von {first} bis {last}: {reason}</translation>
    </message>
    <message>
        <source>the PIN must have 4 to 6 digits</source>
        <translation>die PIN muss 4 bis 6 Ziffern haben</translation>
    </message>
    <message>
        <source>the body must be a JSON object</source>
        <translation>der Inhalt muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>too many requests: wait a second</source>
        <translation>zu viele Anfragen: eine Sekunde warten</translation>
    </message>
    <message>
        <source>wrong PIN: ask the arbiter</source>
        <translation>falsche PIN: die Spielleitung fragen</translation>
    </message>
    <message>
        <source>send the turn and the move</source>
        <translation>Runde und Zug senden</translation>
    </message>
    <message>
        <source>no such page</source>
        <translation>diese Seite gibt es nicht</translation>
    </message>
    <message>
        <source>&apos;wait&apos; must be a number of seconds</source>
        <translation>&apos;wait&apos; muss eine Anzahl Sekunden sein</translation>
    </message>
    <message>
        <source>{text}: {letter} is not a {edition} tile</source>
        <translation>{text}: {letter} ist kein Stein der Ausgabe {edition}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>eine endliche Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>one of {choices}</source>
        <translation>einer der Werte {choices}</translation>
    </message>
    <message>
        <source>{what} or null</source>
        <translation>{what} oder null</translation>
    </message>
    <message>
        <source>a list of {what}</source>
        <translation>eine Liste (jedes Element: {what})</translation>
    </message>
    <message>
        <source>the rack {rack_text} has {count} tiles; a rack holds at most {rack_size}</source>
        <translation>das Bänkchen {rack_text} hat {count} Steine; ein Bänkchen fasst höchstens {rack_size}</translation>
    </message>
    <message>
        <source>the opponent&apos;s rack {rack_text} has {count} tiles; a rack holds at most {rack_size}</source>
        <translation>das Bänkchen des Gegners {rack_text} hat {count} Steine; ein Bänkchen fasst höchstens {rack_size}</translation>
    </message>
    <message>
        <source>{count} tiles {name} are on the board and racks, but the {edition} edition has only {count2}</source>
        <translation>{count} Steine {name} liegen auf Brett und Bänkchen, aber die Ausgabe {edition} hat nur {count2}</translation>
    </message>
    <message>
        <source>row {row} ({text}): {run} empty squares do not fit in a row of {size}</source>
        <translation>Reihe {row} ({text}): {run} leere Felder passen nicht in eine Reihe von {size}</translation>
    </message>
    <message>
        <source>the rack {text}: {name} is not a letter of the {edition} edition</source>
        <translation>das Bänkchen {text}: {name} ist kein Buchstabe der Ausgabe {edition}</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Norwegisch</translation>
    </message>
    <message>
        <source>the minimum bingos ({low}) is above the maximum ({high})</source>
        <translation>das Minimum an Bingos ({low}) liegt über dem Maximum ({high})</translation>
    </message>
    <message>
        <source>the minimum top total ({low}) is above the maximum ({high})</source>
        <translation>das Minimum der Top-Summe ({low}) liegt über dem Maximum ({high})</translation>
    </message>
    <message>
        <source>argument {number}</source>
        <translation>Argument {number}</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>Zeile {number}</translation>
    </message>
    <message>
        <source>line {line}: table {table} is used twice</source>
        <translation>Zeile {line}: Tisch {table} ist doppelt vergeben</translation>
    </message>
    <message>
        <source>line {line}: table numbers start at 1</source>
        <translation>Zeile {line}: Tischnummern beginnen bei 1</translation>
    </message>
    <message>
        <source>{name} holds no usable {edition} words</source>
        <translation>{name} enthält keine brauchbaren Wörter für die Ausgabe {edition}</translation>
    </message>
    <message>
        <source>there is no column {letter}: columns go from A to O</source>
        <translation>es gibt keine Spalte {letter}: die Spalten gehen von A bis O</translation>
    </message>
    <message>
        <source>there is no row {number}: rows go from 1 to 15</source>
        <translation>es gibt keine Reihe {number}: die Reihen gehen von 1 bis 15</translation>
    </message>
    <message>
        <source>there is no row {letter}: rows go from A to O</source>
        <translation>es gibt keine Reihe {letter}: die Reihen gehen von A bis O</translation>
    </message>
    <message>
        <source>there is no column {number}: columns go from 1 to 15</source>
        <translation>es gibt keine Spalte {number}: die Spalten gehen von 1 bis 15</translation>
    </message>
    <message>
        <source>{raw} has characters that are no {edition} tiles: {shown}</source>
        <translation>{raw} enthält Zeichen, die keine Steine der Ausgabe {edition} sind: {shown}</translation>
    </message>
    <message>
        <source>the game record is damaged: {reason}</source>
        <translation>die Partieaufzeichnung ist beschädigt: {reason}</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>is missing (the object has the unknown field {extra})</source>
        <translation>fehlt (die Daten enthalten stattdessen das unbekannte Feld {extra})</translation>
    </message>
    <message>
        <source>must be at most {high}, not {value}</source>
        <translation>darf höchstens {high} sein, ist aber {value}</translation>
    </message>
    <message>
        <source>has {count} characters; at most {limit}</source>
        <translation>hat {count} Zeichen; höchstens {limit}</translation>
    </message>
    <message>
        <source>a list of {count} items ({items})</source>
        <translation>eine Liste aus {count} Elementen ({items})</translation>
    </message>
    <message>
        <source>must be from {low} to {high}, not {value}</source>
        <translation>muss zwischen {low} und {high} liegen, ist aber {value}</translation>
    </message>
    <message>
        <source>must be at least {low}, not {value}</source>
        <translation>muss mindestens {low} sein, ist aber {value}</translation>
    </message>
    <message>
        <source>not valid TOML ({reason})</source>
        <translation>kein gültiges TOML ({reason})</translation>
    </message>
    <message>
        <source>{line} is not a JSON object ({reason})</source>
        <translation>{line} ist kein JSON-Objekt ({reason})</translation>
    </message>
    <message>
        <source>the file cannot be read: {detail}</source>
        <translation>die Datei kann nicht gelesen werden: {detail}</translation>
    </message>
    <message>
        <source>the game record&apos;s settings are damaged: {reason}</source>
        <translation>die Einstellungen der Partieaufzeichnung sind beschädigt: {reason}</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}</source>
        <translation>nicht auf dem Bänkchen {rack}: {names}</translation>
    </message>
    <message>
        <source>the word goes on: {square} holds {letter}; write the whole word</source>
        <translation>das Wort geht weiter: auf {square} liegt {letter}; das ganze Wort schreiben</translation>
    </message>
    <message>
        <source>square {row},{col} is not on the board</source>
        <translation>Feld {row},{col} liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <source>{square} is already occupied</source>
        <translation>{square} ist schon belegt</translation>
    </message>
    <message>
        <source>{square} is empty: the tiles must form one unbroken line</source>
        <translation>{square} ist leer: die Steine müssen eine lückenlose Linie bilden</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names} (a blank is written as a lowercase letter)</source>
        <translation>nicht auf dem Bänkchen {rack}: {names} (ein Blanko wird klein geschrieben)</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}; the move asks for {used} blanks and the rack has none: a lowercase letter is a blank; in capitals it reads {capitals}</source>
        <translation>nicht auf dem Bänkchen {rack}: {names}; der Zug braucht {used} Blankos und das Bänkchen hat keinen: ein Kleinbuchstabe ist ein Blanko; in Großbuchstaben heißt es {capitals}</translation>
    </message>
    <message>
        <source>the first move must cover the centre square {square}</source>
        <translation>der erste Zug muss das Mittelfeld {square} belegen</translation>
    </message>
    <message>
        <source>the first move must be horizontal under these rules</source>
        <translation>nach diesen Regeln muss der erste Zug waagerecht liegen</translation>
    </message>
    <message>
        <source>the move must touch a tile already on the board</source>
        <translation>der Zug muss einen Stein auf dem Brett berühren</translation>
    </message>
    <message>
        <source>not in the word list: {items}</source>
        <translation>nicht in der Wortliste: {items}</translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>ein Blanko</translation>
    </message>
    <message>
        <source>a blank x{count}</source>
        <translation>ein Blanko x{count}</translation>
    </message>
    <message>
        <source>{square} holds {letter}, not {letter2}</source>
        <translation>auf {square} liegt {letter}, nicht {letter2}</translation>
    </message>
    <message>
        <source>{square} is empty: &apos;.&apos; stands for a tile already there</source>
        <translation>{square} ist leer: &apos;.&apos; steht für einen Stein, der schon liegt</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}; the move asks for {used} blanks and the rack has {blanks}: a lowercase letter is a blank; in capitals it reads {capitals}</source>
        <translation>nicht auf dem Bänkchen {rack}: {names}; der Zug braucht {used} Blankos und das Bänkchen hat {blanks}: ein Kleinbuchstabe ist ein Blanko; in Großbuchstaben heißt es {capitals}</translation>
    </message>
    <message>
        <source>unknown preset {name}; known presets: {items}</source>
        <translation>unbekannte Vorgabe {name}; bekannte Vorgaben: {items}</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>not a rack of this edition ({count} tiles, a rack holds {size})</source>
        <translation>kein Bänkchen dieser Ausgabe ({count} Steine, ein Bänkchen hat {size})</translation>
    </message>
    <message>
        <source>not duplicate session settings</source>
        <translation>keine Einstellungen einer Duplikat-Partie</translation>
    </message>
    <message>
        <source>not the SHA-256 of a word list (64 hexadecimal digits)</source>
        <translation>nicht der SHA-256 einer Wortliste (64 Hexadezimalziffern)</translation>
    </message>
    <message>
        <source>cannot write {path}: it is {kind}, not a regular file</source>
        <translation>{path} kann nicht geschrieben werden: es ist {kind}, keine normale Datei</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>{path} kann nicht geschrieben werden: {why}</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}; nothing was changed</source>
        <translation>{path} kann nicht geschrieben werden: {why}; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the study file has no answer {answer} to card {key}</source>
        <translation>die Lerndatei hat keine Antwort {answer} zur Karte {key}</translation>
    </message>
    <message>
        <source>a word card asks for no known thing (kind {kind})</source>
        <translation>eine Wortkarte fragt nach nichts Bekanntem (Art {kind})</translation>
    </message>
    <message>
        <source>the word list {name} was compiled into an unsound automaton ({reason}): it was not cached</source>
        <translation>die Wortliste {name} wurde zu einem fehlerhaften Automaten übersetzt ({reason}): sie wurde nicht zwischengespeichert</translation>
    </message>
    <message>
        <source>the move search was cancelled</source>
        <translation>die Zugsuche wurde abgebrochen</translation>
    </message>
    <message>
        <source>action {seq} ({kind}) cannot be replayed: {reason}</source>
        <translation>Aktion {seq} ({kind}) kann nicht nachgespielt werden: {reason}</translation>
    </message>
    <message>
        <source>Simulated game, seed {seed}</source>
        <translation>Simulierte Partie, Startwert {seed}</translation>
    </message>
    <message>
        <source>Player {table}</source>
        <translation>Spieler {table}</translation>
    </message>
    <message>
        <source>{code} ({name})</source>
        <translation>{code} ({name})</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>die Regeln</translation>
    </message>
    <message>
        <source>FISF</source>
        <translation>FISF</translation>
    </message>
    <message>
        <source>Flemish</source>
        <translation>Flämisch</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Zu Hause</translation>
    </message>
    <message>
        <source>Federation rules: 2 vowels + 2 consonants for turns 1-15, then 1 + 1; first move horizontal; solos from 16 players; 3 warnings tolerated.</source>
        <translation>Verbandsregeln: 2 Vokale + 2 Konsonanten in Runde 1-15, danach 1 + 1; erster Zug waagerecht; Solos ab 16 Spielern; 3 Verwarnungen geduldet.</translation>
    </message>
    <message>
        <source>Flemish federation: draw rule as FISF, the game ends when fewer than 7 letters or no vowel remain.</source>
        <translation>Flämischer Verband: Ziehregel wie FISF, die Partie endet, wenn weniger als 7 Steine oder kein Vokal übrig sind.</translation>
    </message>
    <message>
        <source>Free play at home or in class: no draw rule, no solos, no penalties or warnings.</source>
        <translation>Freies Spiel zu Hause oder in der Schule: keine Ziehregel, keine Solos, keine Strafen oder Verwarnungen.</translation>
    </message>
    <message>
        <source>start or pause the timer</source>
        <translation>die Uhr starten oder anhalten</translation>
    </message>
    <message>
        <source>a phone joins a table</source>
        <translation>ein Handy tritt einem Tisch bei</translation>
    </message>
    <message>
        <source>release a table&apos;s phone</source>
        <translation>das Handy eines Tisches freigeben</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>ein Tipp</translation>
    </message>
    <message>
        <source>add {name} at table {table}</source>
        <translation>{name} an Tisch {table} hinzufügen</translation>
    </message>
    <message>
        <source>rename table {table} as {name}</source>
        <translation>Tisch {table} in {name} umbenennen</translation>
    </message>
    <message>
        <source>table {table} leaves</source>
        <translation>Tisch {table} verlässt die Partie</translation>
    </message>
    <message>
        <source>move table {table} to table {new_table}</source>
        <translation>Tisch {table} an Tisch {new_table} setzen</translation>
    </message>
    <message>
        <source>draw the rack of turn {turn}</source>
        <translation>die Buchstaben der Runde {turn} ziehen</translation>
    </message>
    <message>
        <source>enter {move} for table {table}</source>
        <translation>{move} für Tisch {table} erfassen</translation>
    </message>
    <message>
        <source>enter {move} for tables {tables}</source>
        <translation>{move} für die Tische {tables} erfassen</translation>
    </message>
    <message>
        <source>delete the entry of table {table}</source>
        <translation>die Abgabe von Tisch {table} löschen</translation>
    </message>
    <message>
        <source>rulings for table {table}</source>
        <translation>Entscheidungen für Tisch {table}</translation>
    </message>
    <message>
        <source>choose the master move {move}</source>
        <translation>{move} als Lösung wählen</translation>
    </message>
    <message>
        <source>reveal turn {turn}: {move}</source>
        <translation>Runde {turn} bekanntgeben: {move}</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>die Partie beenden</translation>
    </message>
    <message>
        <source>enter no move for table {table}</source>
        <translation>keinen Zug für Tisch {table} erfassen</translation>
    </message>
    <message>
        <source>enter no move for tables {tables}</source>
        <translation>keinen Zug für die Tische {tables} erfassen</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>es gibt nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>es gibt nichts wiederherzustellen</translation>
    </message>
    <message>
        <source>the word list is for another edition</source>
        <translation>die Wortliste gehört zu einer anderen Ausgabe</translation>
    </message>
    <message>
        <source>{source}, line {line}: {error}</source>
        <translation>{source}, Zeile {line}: {error}</translation>
    </message>
    <message>
        <source>{source}: {error}</source>
        <translation>{source}: {error}</translation>
    </message>
    <message>
        <source>an object of {what}</source>
        <translation>ein Objekt (jeder Wert: {what})</translation>
    </message>
    <message>
        <source>no evening of the files given was played in the dates asked</source>
        <translation>kein Abend der angegebenen Dateien wurde im verlangten Zeitraum gespielt</translation>
    </message>
    <message>
        <source>--limit must be 0 (every word) or more</source>
        <translation>--limit muss 0 (alle Wörter) oder mehr sein</translation>
    </message>
    <message>
        <source>{option} wants a date written YYYY-MM-DD, not {value}</source>
        <translation>{option} erwartet ein Datum im Format JJJJ-MM-TT, nicht {value}</translation>
    </message>
    <message>
        <source>give either --season or --from and --to</source>
        <translation>geben Sie entweder --season oder --from und --to an</translation>
    </message>
    <message>
        <source>--season wants the year the season starts, such as 2025</source>
        <translation>--season erwartet das Jahr, in dem die Saison beginnt, zum Beispiel 2025</translation>
    </message>
    <message>
        <source>no player named {name} in the evenings chosen</source>
        <translation>kein Spieler namens {name} in den gewählten Abenden</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>more than %n words: the first ones are listed (--limit 0 lists them all)</source>
        <translation>
            <numerusform>mehr als %n Wort: die ersten sind aufgeführt (--limit 0 führt alle auf)</numerusform>
            <numerusform>mehr als %n Wörter: die ersten sind aufgeführt (--limit 0 führt alle auf)</numerusform>
        </translation>
    </message>
    <message>
        <source>{word}: before {front} · after {back}</source>
        <translation>{word}: davor {front} · dahinter {back}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>no session file to merge</source>
        <translation>keine Partiedatei zum Zusammenführen</translation>
    </message>
    <message>
        <source>turn {turn} was drawn again with other letters</source>
        <translation>Runde {turn} wurde mit anderen Buchstaben neu gezogen</translation>
    </message>
    <message>
        <source>its game identity is {found}, not {wanted}: it is another game</source>
        <translation>ihre Kennung ist {found}, nicht {wanted}: es ist eine andere Partie</translation>
    </message>
    <message>
        <source>it has played {found} turns, the first file {wanted}</source>
        <translation>sie hat {found} Runden gespielt, die erste Datei {wanted}</translation>
    </message>
    <message>
        <source>the file is given twice</source>
        <translation>die Datei wurde zweimal angegeben</translation>
    </message>
    <message>
        <source>turn {turn} was played with the rack {rack}, not the prepared game&apos;s</source>
        <translation>Runde {turn} wurde mit dem Bänkchen {rack} gespielt, nicht mit dem der vorbereiteten Partie</translation>
    </message>
    <message>
        <source>turn {turn}&apos;s master move is {found}, the first file&apos;s {wanted}</source>
        <translation>die Lösung der Runde {turn} ist {found}, die der ersten Datei {wanted}</translation>
    </message>
    <message>
        <source>its turns were changed after the draw: {detail}</source>
        <translation>ihre Runden wurden nach dem Ziehen geändert: {detail}</translation>
    </message>
    <message>
        <source>total deviation over the best evenings</source>
        <translation>Gesamter Abstand über die besten Abende</translation>
    </message>
    <message>
        <source>average percentage of the top</source>
        <translation>durchschnittlicher Prozentsatz vom Top</translation>
    </message>
    <message>
        <source>points by rank per evening</source>
        <translation>Punkte nach Platz je Abend</translation>
    </message>
    <message>
        <source>no evening to rank: choose session files played in the season</source>
        <translation>kein Abend für die Rangliste: wählen Sie Partiedateien aus der Saison</translation>
    </message>
    <message>
        <source>the number of evenings counted must be 1 or more, not {value}</source>
        <translation>die Zahl der gewerteten Abende muss 1 oder mehr sein, nicht {value}</translation>
    </message>
    <message>
        <source>the rule of the best evenings needs their number</source>
        <translation>die Regel der besten Abende braucht deren Zahl</translation>
    </message>
    <message>
        <source>no evening of this player among the files chosen</source>
        <translation>kein Abend dieses Spielers in den gewählten Dateien</translation>
    </message>
    <message>
        <source>names characters that are no tiles: {characters}</source>
        <translation>nennt Zeichen, die keine Buchstaben des Spiels sind: {characters}</translation>
    </message>
    <message>
        <source>names no tile</source>
        <translation>nennt keinen Buchstaben</translation>
    </message>
    <message>
        <source>has {count} letters; at most {limit}</source>
        <translation>hat {count} Buchstaben; höchstens {limit}</translation>
    </message>
    <message>
        <source>names no vowel</source>
        <translation>nennt keinen Vokal</translation>
    </message>
    <message>
        <source>{source}: cannot be read ({reason})</source>
        <translation>{source}: kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>a tile&apos;s name is one or more capital letters, not {name}</source>
        <translation>der Name eines Buchstabens besteht aus einem oder mehreren Großbuchstaben, nicht {name}</translation>
    </message>
    <message>
        <source>is the older form of calls_before_end: give one of them, not both</source>
        <translation>ist die ältere Form von calls_before_end: geben Sie eine davon an, nicht beide</translation>
    </message>
    <message>
        <source>is empty: a rule set needs a name</source>
        <translation>ist leer: ein Regelwerk braucht einen Namen</translation>
    </message>
    <message>
        <source>has {count} calls; at most {limit}</source>
        <translation>hat {count} Ansagen; höchstens {limit}</translation>
    </message>
    <message>
        <source>asks for {count} tiles; a rack holds 7</source>
        <translation>verlangt {count} Buchstaben; ein Bänkchen hat 7</translation>
    </message>
    <message>
        <source>enter table {table}&apos;s entry</source>
        <translation>Abgabe von Tisch {table} erfassen</translation>
    </message>
    <message>
        <source>enter the entries of tables {tables}</source>
        <translation>Abgaben der Tische {tables} erfassen</translation>
    </message>
    <message>
        <source>choose the master move</source>
        <translation>die Lösung wählen</translation>
    </message>
    <message>
        <source>a prepared game needs the racks of an earlier game</source>
        <translation>eine vorbereitete Partie braucht die Bänkchen einer früheren Partie</translation>
    </message>
    <message>
        <source>{name} is open read-only: nothing can be changed (open it again for writing when no other window holds it)</source>
        <translation>{name} ist schreibgeschützt geöffnet: nichts kann geändert werden (zum Schreiben neu öffnen, wenn kein anderes Fenster sie hält)</translation>
    </message>
    <message>
        <source>cannot draw a rack now: the session is {phase}</source>
        <translation>jetzt kann kein Bänkchen gezogen werden (Stand der Partie: {phase})</translation>
    </message>
    <message>
        <source>this session uses the arbiter&apos;s own letters: type the rack</source>
        <translation>diese Partie nutzt die eigenen Steine der Spielleitung: das Bänkchen eingeben</translation>
    </message>
    <message>
        <source>cannot type a rack now: the session is {phase}</source>
        <translation>jetzt kann kein Bänkchen eingegeben werden (Stand der Partie: {phase})</translation>
    </message>
    <message>
        <source>cannot start the timer now: the session is {phase}</source>
        <translation>die Uhr kann jetzt nicht gestartet werden (Stand der Partie: {phase})</translation>
    </message>
    <message>
        <source>cannot pause the timer now: the session is {phase}</source>
        <translation>die Uhr kann jetzt nicht angehalten werden (Stand der Partie: {phase})</translation>
    </message>
    <message>
        <source>cannot resume the timer now: the session is {phase}</source>
        <translation>die Uhr kann jetzt nicht fortgesetzt werden (Stand der Partie: {phase})</translation>
    </message>
    <message>
        <source>the timer cannot be stopped now ({phase})</source>
        <translation>die Uhr kann jetzt nicht gestoppt werden (Stand der Partie: {phase})</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>kein Tisch angegeben</translation>
    </message>
    <message>
        <source>no legal move exists for this rack: end the game instead</source>
        <translation>mit diesem Bänkchen gibt es keinen gültigen Zug: stattdessen die Partie beenden</translation>
    </message>
    <message>
        <source>there is no legal move to give</source>
        <translation>es gibt keinen gültigen Zug, der vergeben werden kann</translation>
    </message>
    <message>
        <source>action {kind} has bad data ({reason})</source>
        <translation>Aktion {kind} hat fehlerhafte Daten ({reason})</translation>
    </message>
    <message>
        <source>the prepared rack of turn {number} ({rack}) cannot be drawn: {reason}; the master moves must have differed from the prepared game&apos;s</source>
        <translation>die vorbereiteten Buchstaben der Runde {number} ({rack}) können nicht gezogen werden: {reason}; die Lösungen müssen von denen der vorbereiteten Partie abgewichen sein</translation>
    </message>
    <message>
        <source>the session was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...</source>
        <translation>die Partie wurde mit der Wortliste {name} (SHA-256 {sha256}...) gespielt, aber die gefundene Liste hat SHA-256 {found}...</translation>
    </message>
    <message>
        <source>the file holds no duplicate session settings</source>
        <translation>die Datei enthält keine Einstellungen einer Duplikat-Partie</translation>
    </message>
    <message>
        <source>the session settings are damaged: {reason}</source>
        <translation>die Einstellungen der Partie sind beschädigt: {reason}</translation>
    </message>
    <message>
        <source>the session settings are damaged ({reason})</source>
        <translation>die Einstellungen der Partie sind beschädigt ({reason})</translation>
    </message>
    <message>
        <source>not a rack of this edition ({reason})</source>
        <translation>kein Bänkchen dieser Ausgabe ({reason})</translation>
    </message>
    <message>
        <source>not a rack of this edition (the edition has only {count} {name})</source>
        <translation>kein Bänkchen dieser Ausgabe (die Ausgabe hat nur {count} {name})</translation>
    </message>
    <message>
        <source>the session was played with the word list {name}: {reason}</source>
        <translation>die Partie wurde mit der Wortliste {name} gespielt: {reason}</translation>
    </message>
    <message>
        <source>awaiting draw</source>
        <translation>Ziehung ausstehend</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>Uhr läuft</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>over</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>there is no turn in progress: no rack has been drawn</source>
        <translation>keine Runde läuft: es wurde kein Bänkchen gezogen</translation>
    </message>
    <message>
        <source>there is no turn {number} (turns so far: {count})</source>
        <translation>es gibt keine Runde {number} (bisherige Runden: {count})</translation>
    </message>
    <message>
        <source>there is no turn in progress: the game is over</source>
        <translation>keine Runde läuft: die Partie ist beendet</translation>
    </message>
    <message>
        <source>no player at table {table}</source>
        <translation>kein Spieler an Tisch {table}</translation>
    </message>
    <message>
        <source>could not save: the disk is full; nothing was lost, free space and retry</source>
        <translation>Speichern nicht möglich: die Festplatte ist voll; nichts ging verloren, Platz schaffen und erneut versuchen</translation>
    </message>
    <message>
        <source>could not create {path}: the disk is full; free space and retry</source>
        <translation>{path} konnte nicht angelegt werden: die Festplatte ist voll; Platz schaffen und erneut versuchen</translation>
    </message>
    <message>
        <source>could not open {path}: the disk is full; free space and retry</source>
        <translation>{path} konnte nicht geöffnet werden: die Festplatte ist voll; Platz schaffen und erneut versuchen</translation>
    </message>
    <message>
        <source>could not write {path}: the disk is full; free space and retry</source>
        <translation>{path} konnte nicht geschrieben werden: die Festplatte ist voll; Platz schaffen und erneut versuchen</translation>
    </message>
    <message>
        <source>could not create {path}: a read-only folder or disk</source>
        <translation>{path} konnte nicht angelegt werden: schreibgeschützter Ordner oder Datenträger</translation>
    </message>
    <message>
        <source>could not write {path}: a read-only folder or disk</source>
        <translation>{path} konnte nicht geschrieben werden: schreibgeschützter Ordner oder Datenträger</translation>
    </message>
    <message>
        <source>could not create {path}: {detail}</source>
        <translation>{path} konnte nicht angelegt werden: {detail}</translation>
    </message>
    <message>
        <source>could not open {path}: {detail}</source>
        <translation>{path} konnte nicht geöffnet werden: {detail}</translation>
    </message>
    <message>
        <source>could not save {path}: {detail}</source>
        <translation>{path} konnte nicht gespeichert werden: {detail}</translation>
    </message>
    <message>
        <source>could not write {path}: {detail}</source>
        <translation>{path} konnte nicht geschrieben werden: {detail}</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder does not exist</source>
        <translation>{path} kann nicht angelegt werden: der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>cannot open {path}: the folder does not exist</source>
        <translation>{path} kann nicht geöffnet werden: der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>{path} does not exist or is not a file</source>
        <translation>{path} existiert nicht oder ist keine Datei</translation>
    </message>
    <message>
        <source>{path} is empty, so it is not a duplicate session file: its creation was interrupted before anything was saved. Delete it, or create a new session under this name.</source>
        <translation>{path} ist leer und daher keine Duplikat-Partiedatei: das Anlegen wurde unterbrochen, bevor etwas gespeichert war. Die Datei löschen oder unter diesem Namen eine neue Partie anlegen.</translation>
    </message>
    <message>
        <source>{path} is not a duplicate session file</source>
        <translation>{path} ist keine Duplikat-Partiedatei</translation>
    </message>
    <message>
        <source>{path} is damaged: the session file is cut short</source>
        <translation>{path} ist beschädigt: die Partiedatei ist abgeschnitten</translation>
    </message>
    <message>
        <source>could not save: {path} cannot be written (a read-only file, folder or disk); nothing was lost: use File &gt; Save as to keep the session somewhere writable</source>
        <translation>Speichern nicht möglich: {path} kann nicht geschrieben werden (schreibgeschützte Datei, Ordner oder Datenträger); nichts ging verloren: mit Datei &gt; Speichern unter die Partie an einem beschreibbaren Ort sichern</translation>
    </message>
    <message>
        <source>{path} cannot be written (a read-only file, folder or disk): it can be opened read-only</source>
        <translation>{path} kann nicht geschrieben werden (schreibgeschützte Datei, Ordner oder Datenträger): sie kann schreibgeschützt geöffnet werden</translation>
    </message>
    <message>
        <source>{path} was removed or replaced while the session was open: this action was not saved. Use File &gt; Save as to keep the session (everything acknowledged so far) in a new file.</source>
        <translation>{path} wurde entfernt oder ersetzt, während die Partie offen war: diese Aktion wurde nicht gespeichert. Mit Datei &gt; Speichern unter die Partie (alles bisher Bestätigte) in einer neuen Datei sichern.</translation>
    </message>
    <message>
        <source>{target} already exists; choose another name</source>
        <translation>{target} existiert schon; einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name</source>
        <translation>{path} existiert schon; einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>{path} was never finished: its creation was interrupted and it holds nothing. Delete it, or create a new session under this name.</source>
        <translation>{path} wurde nie fertig angelegt: das Anlegen wurde unterbrochen und sie enthält nichts. Die Datei löschen oder unter diesem Namen eine neue Partie anlegen.</translation>
    </message>
    <message>
        <source>{path} is an SQLite file of another program</source>
        <translation>{path} ist eine SQLite-Datei eines anderen Programms</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of this program (file format {version}, this version reads up to {schema_version}); please update</source>
        <translation>{path} stammt von einer neueren Version dieses Programms (Dateiformat {version}, diese Version liest bis {schema_version}); bitte aktualisieren</translation>
    </message>
    <message>
        <source>{path} is damaged ({check})</source>
        <translation>{path} ist beschädigt ({check})</translation>
    </message>
    <message>
        <source>{path} is damaged (tables are missing)</source>
        <translation>{path} ist beschädigt (Tabellen fehlen)</translation>
    </message>
    <message>
        <source>{path} is damaged or not a session file ({reason})</source>
        <translation>{path} ist beschädigt oder keine Partiedatei ({reason})</translation>
    </message>
    <message>
        <source>{path} is a read-only file: it can be opened read-only</source>
        <translation>{path} ist eine schreibgeschützte Datei: sie kann schreibgeschützt geöffnet werden</translation>
    </message>
    <message>
        <source>{path}: the settings are damaged ({reason})</source>
        <translation>{path}: die Einstellungen sind beschädigt ({reason})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged ({reason})</source>
        <translation>{path}: das Aktionsprotokoll ist beschädigt ({reason})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: action {seq} ({kind}) fails its checksum (its stored data changed after it was saved)</source>
        <translation>{path}: das Aktionsprotokoll ist beschädigt: Aktion {seq} ({kind}) besteht ihre Prüfsumme nicht (ihre Daten änderten sich nach dem Speichern)</translation>
    </message>
    <message>
        <source>the {kind} action cannot be saved ({reason})</source>
        <translation>die Aktion {kind} kann nicht gespeichert werden ({reason})</translation>
    </message>
    <message>
        <source>{path} is in a read-only folder or disk: it can be opened read-only</source>
        <translation>{path} liegt in einem schreibgeschützten Ordner oder Datenträger: sie kann schreibgeschützt geöffnet werden</translation>
    </message>
    <message>
        <source>{candidate} is a folder; choose another name</source>
        <translation>{candidate} ist ein Ordner; einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>{path} is damaged (the {table} table lacks {missing})</source>
        <translation>{path} ist beschädigt (der Tabelle {table} fehlt {missing})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: action {seq} ({kind}) is not JSON ({reason})</source>
        <translation>{path}: das Aktionsprotokoll ist beschädigt: Aktion {seq} ({kind}) ist kein JSON ({reason})</translation>
    </message>
    <message>
        <source>unknown hint {kind}; hints are {items}</source>
        <translation>unbekannter Hinweis {kind}; Hinweise sind {items}</translation>
    </message>
    <message>
        <source>{path} has no played turn whose racks could be replayed</source>
        <translation>{path} hat keine gespielte Runde, deren Bänkchen nachgespielt werden könnten</translation>
    </message>
    <message>
        <source>there is no turn in progress</source>
        <translation>keine Runde läuft</translation>
    </message>
    <message>
        <source>the move is already handed in: hints are for before the move</source>
        <translation>der Zug ist schon abgegeben: Hinweise gibt es vor dem Zug</translation>
    </message>
    <message>
        <source>no hints in a game played as in a competition</source>
        <translation>keine Hinweise in einer Partie wie im Turnier</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names} (a word typed all in lowercase reads as capitals: type a blank as ?e or (e))</source>
        <translation>nicht auf dem Bänkchen {rack}: {names} (ein ganz klein getipptes Wort gilt als großgeschrieben: einen Blanko als ?e oder (e) tippen)</translation>
    </message>
    <message>
        <source>the arbiter&apos;s computer could not save this: call the arbiter</source>
        <translation>der Computer der Spielleitung konnte das nicht speichern: die Spielleitung rufen</translation>
    </message>
    <message>
        <source>the service failed on this request: call the arbiter</source>
        <translation>der Dienst ist bei dieser Anfrage gescheitert: die Spielleitung rufen</translation>
    </message>
    <message>
        <source>too many wrong codes in the room: wait a minute and try again</source>
        <translation>zu viele falsche Codes im Saal: eine Minute warten und erneut versuchen</translation>
    </message>
    <message>
        <source>issue a table&apos;s card</source>
        <translation>die Karte eines Tisches ausgeben</translation>
    </message>
    <message>
        <source>the planned number of turns was played</source>
        <translation>die geplante Zahl der Runden wurde gespielt</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be shown ({character})</source>
        <translation>der Name enthält ein Zeichen, das nicht angezeigt werden kann ({character})</translation>
    </message>
    <message>
        <source>this is not the code of that table&apos;s card: check both</source>
        <translation>das ist nicht der Code der Karte dieses Tisches: beides prüfen</translation>
    </message>
    <message>
        <source>table {table} joins with the code on its card: ask the arbiter for it</source>
        <translation>Tisch {table} tritt mit dem Code seiner Karte bei: die Spielleitung danach fragen</translation>
    </message>
    <message>
        <source>there is no such address in the API</source>
        <translation>diese Adresse gibt es in der API nicht</translation>
    </message>
    <message>
        <source>this address takes {methods} requests</source>
        <translation>diese Adresse nimmt {methods}-Anfragen an</translation>
    </message>
    <message>
        <source>too many joins from this device: wait a minute</source>
        <translation>zu viele Beitritte von diesem Gerät: eine Minute warten</translation>
    </message>
    <message>
        <source>too many wrong codes from this device: wait a minute</source>
        <translation>zu viele falsche Codes von diesem Gerät: eine Minute warten</translation>
    </message>
    <message>
        <source>{path}: replaying the game record does not give the turns it lists (turn {first}: recorded {want}, replayed {got})</source>
        <translation>{path}: das Nachspielen der Aufzeichnung ergibt nicht die darin aufgeführten Runden (Runde {first}: notiert {want}, nachgespielt {got})</translation>
    </message>
    <message>
        <source>{path}: action {number} ({kind}) of the game record cannot be replayed: {reason}</source>
        <translation>{path}: Aktion {number} ({kind}) der Aufzeichnung kann nicht nachgespielt werden: {reason}</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: its settings (the rules, the word list, the draw) are not those it was created with; the file is refused</source>
        <translation>{path} ist beschädigt oder wurde außerhalb dieses Programms geändert: seine Einstellungen (die Regeln, die Wortliste, die Ziehung) sind nicht die, mit denen es angelegt wurde; die Datei wird abgelehnt</translation>
    </message>
    <message>
        <source>cannot create {path}: the file system refuses locks (as some network shares do); choose a folder on a local disk</source>
        <translation>{path} kann nicht angelegt werden: das Dateisystem verweigert Sperren (wie manche Netzwerkfreigaben); wählen Sie einen Ordner auf einem lokalen Datenträger</translation>
    </message>
    <message>
        <source>{path} is no longer this session&apos;s file: another session file was copied over it while it was open. This action was not saved and nothing was written to it; this window still shows the session as it was. Put the session&apos;s own file back under this name, or close this window.</source>
        <translation>{path} ist nicht mehr die Datei dieser Partie: eine andere Partiedatei wurde darüber kopiert, während sie offen war. Diese Aktion wurde nicht gespeichert und nichts wurde hineingeschrieben; dieses Fenster zeigt die Partie weiter so, wie sie war. Legen Sie die eigene Datei der Partie wieder unter diesen Namen oder schließen Sie dieses Fenster.</translation>
    </message>
    <message>
        <source>{path} is not a word list file (a device, a pipe or a socket): give the path of a word list</source>
        <translation>{path} ist keine Wortlistendatei (ein Gerät, eine Pipe oder ein Socket): geben Sie den Pfad einer Wortliste an</translation>
    </message>
    <message>
        <source>cannot write the output: the standard output is closed</source>
        <translation>die Ausgabe kann nicht geschrieben werden: die Standardausgabe ist geschlossen</translation>
    </message>
    <message>
        <source>cannot write the output: {detail}</source>
        <translation>die Ausgabe kann nicht geschrieben werden: {detail}</translation>
    </message>
    <message>
        <source>cannot use {path}: {detail}</source>
        <translation>{path} kann nicht verwendet werden: {detail}</translation>
    </message>
    <message>
        <source>{path}: the game record says {recorded}, its game gives {replayed}</source>
        <translation>{path}: die Aufzeichnung nennt {recorded}, ihre Partie ergibt {replayed}</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a loop of symbolic links</source>
        <translation>{path} kann nicht geschrieben werden: es ist eine Schleife symbolischer Links</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: the record of its log&apos;s chain is missing; the file is refused</source>
        <translation>{path} ist beschädigt oder wurde außerhalb dieses Programms geändert: der Eintrag der Kette seines Protokolls fehlt; die Datei wird abgelehnt</translation>
    </message>
    <message numerus="yes">
        <source>{path} is damaged or was changed outside this program: its log ends after %n row(s), before the end it recorded (the last rows were removed); the file is refused</source>
        <translation>
            <numerusform>{path} ist beschädigt oder wurde außerhalb dieses Programms geändert: sein Protokoll endet nach %n Zeile, vor dem gespeicherten Ende (die letzten Zeilen wurden entfernt); die Datei wird abgelehnt</numerusform>
            <numerusform>{path} ist beschädigt oder wurde außerhalb dieses Programms geändert: sein Protokoll endet nach %n Zeilen, vor dem gespeicherten Ende (die letzten Zeilen wurden entfernt); die Datei wird abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>{path} was changed by another program while the session was open. This action was not saved and nothing was written to it; this window still shows the session as it was. Close it and open the file again to see what it holds now.</source>
        <translation>{path} wurde von einem anderen Programm geändert, während die Partie offen war. Diese Aktion wurde nicht gespeichert und nichts wurde hineingeschrieben; dieses Fenster zeigt die Partie weiter so, wie sie war. Schließen Sie es und öffnen Sie die Datei erneut, um zu sehen, was sie jetzt enthält.</translation>
    </message>
    <message>
        <source>{path} holds what a session file never holds ({objects}): it was changed by another program, and is refused so that nothing in it runs</source>
        <translation>{path} enthält, was eine Partiedatei nie enthält ({objects}): sie wurde von einem anderen Programm geändert und wird abgelehnt, damit nichts darin ausgeführt wird</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: row {seq} of its log ({kind}) is not the one saved after the row before it (a row changed, removed or moved); the file is refused</source>
        <translation>{path} ist beschädigt oder wurde außerhalb dieses Programms geändert: Zeile {seq} seines Protokolls ({kind}) ist nicht die nach der vorigen Zeile gespeicherte (eine Zeile wurde geändert, entfernt oder verschoben); die Datei wird abgelehnt</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: row {seq} ({kind}) is not a valid mark</source>
        <translation>{path}: das Aktionsprotokoll ist beschädigt: Zeile {seq} ({kind}) ist keine gültige Markierung</translation>
    </message>
    <message>
        <source>{path} cannot be locked for writing here (the file system refuses locks, as some network shares do): it can be opened read-only, or copied to a local disk</source>
        <translation>{path} kann hier nicht zum Schreiben gesperrt werden (das Dateisystem verweigert Sperren, wie manche Netzwerkfreigaben): sie kann schreibgeschützt geöffnet oder auf einen lokalen Datenträger kopiert werden</translation>
    </message>
    <message>
        <source>{path} was changed by another program: its tables ({tables}) are not as this program makes them; the file is refused</source>
        <translation>{path} wurde von einem anderen Programm geändert: seine Tabellen ({tables}) sind nicht so, wie dieses Programm sie anlegt; die Datei wird abgelehnt</translation>
    </message>
    <message>
        <source>a study card asks for no known score (level {level})</source>
        <translation>eine Lernkarte fragt nach keiner bekannten Punktzahl (Stufe {level})</translation>
    </message>
    <message>
        <source>a study card is not JSON</source>
        <translation>eine Lernkarte ist kein JSON</translation>
    </message>
    <message>
        <source>the study file {path} cannot be used: {why}</source>
        <translation>die Lerndatei {path} kann nicht verwendet werden: {why}</translation>
    </message>
    <message>
        <source>{path} is not a study file of this program</source>
        <translation>{path} ist keine Lerndatei dieses Programms</translation>
    </message>
    <message>
        <source>the study file has no card {key}</source>
        <translation>die Lerndatei hat keine Karte {key}</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of the program</source>
        <translation>{path} wurde von einer neueren Version des Programms geschrieben</translation>
    </message>
    <message>
        <source>{path} was played with the word list {name}, which cannot be used here ({reason}). Its racks can be replayed with another list, but without the players&apos; results, and its tops may differ: to replay it as the room played it, choose that list&apos;s file as the word list of the new game.</source>
        <translation>{path} wurde mit der Wortliste {name} gespielt, die hier nicht verwendet werden kann ({reason}). Die Bänkchen können mit einer anderen Liste nachgespielt werden, aber ohne die Ergebnisse der Spieler, und die Tops können abweichen: Um die Partie so nachzuspielen, wie der Saal sie spielte, wählen Sie die Datei dieser Liste als Wortliste der neuen Partie.</translation>
    </message>
    <message>
        <source>ended early by the arbiter</source>
        <translation>von der Spielleitung vorzeitig beendet</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>A class of pupils: points only, 5 minutes a turn, hints from the teacher, teams at a table; 2 vowels + 2 consonants for turns 1-15.</source>
        <translation>Eine Schulklasse: nur Punkte, 5 Minuten pro Runde, Hinweise der Lehrkraft, Teams an einem Tisch; 2 Vokale + 2 Konsonanten in den Runden 1-15.</translation>
    </message>
    <message>
        <source>show the hint: {hint}</source>
        <translation>den Hinweis zeigen: {hint}</translation>
    </message>
    <message>
        <source>a hint for another turn</source>
        <translation>ein Hinweis für eine andere Runde</translation>
    </message>
    <message>
        <source>these rules show no hints to the room</source>
        <translation>dieses Regelwerk zeigt dem Saal keine Hinweise</translation>
    </message>
    <message>
        <source>this hint is already shown</source>
        <translation>dieser Hinweis wird schon gezeigt</translation>
    </message>
    <message>
        <source>a team has {low} to {high} members, not {count}</source>
        <translation>ein Team hat {low} bis {high} Mitglieder, nicht {count}</translation>
    </message>
    <message>
        <source>a member&apos;s name cannot hold &apos;{mark}&apos;</source>
        <translation>der Name eines Mitglieds darf kein &apos;{mark}&apos; enthalten</translation>
    </message>
    <message>
        <source>a team names the same member twice</source>
        <translation>ein Team nennt dasselbe Mitglied zweimal</translation>
    </message>
    <message>
        <source>There is a word worth {points} points or more</source>
        <translation>Es gibt ein Wort mit {points} Punkten oder mehr</translation>
    </message>
    <message>
        <source>The top uses the letter {letter}</source>
        <translation>Der Top verwendet den Buchstaben {letter}</translation>
    </message>
    <message>
        <source>The top is on row {row}</source>
        <translation>Der Top liegt in Zeile {row}</translation>
    </message>
    <message>
        <source>The top is in column {column}</source>
        <translation>Der Top liegt in Spalte {column}</translation>
    </message>
    <message>
        <source>The top is a bingo: it uses all seven letters</source>
        <translation>Der Top ist ein Bingo: er legt alle sieben Buchstaben</translation>
    </message>
    <message>
        <source>The top is not a bingo</source>
        <translation>Der Top ist kein Bingo</translation>
    </message>
    <message>
        <source>The top plays a blank</source>
        <translation>Der Top verwendet einen Blanko</translation>
    </message>
    <message>
        <source>The top plays no blank</source>
        <translation>Der Top verwendet keinen Blanko</translation>
    </message>
    <message numerus="yes">
        <source>The top places %n letter(s)</source>
        <translation>
            <numerusform>Der Top legt %n Buchstaben</numerusform>
            <numerusform>Der Top legt %n Buchstaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The top&apos;s word has %n letter(s)</source>
        <translation>
            <numerusform>Das Wort des Tops hat %n Buchstaben</numerusform>
            <numerusform>Das Wort des Tops hat %n Buchstaben</numerusform>
        </translation>
    </message>
    <message>
        <source>the hint {kind} cannot say {value}</source>
        <translation>der Hinweis {kind} kann nicht {value} sagen</translation>
    </message>
    <message>
        <source>no hint {kind} for this turn</source>
        <translation>kein Hinweis {kind} für diese Runde</translation>
    </message>
    <message>
        <source>line {line}: table {table} is taken by a player ticked in the roster</source>
        <translation>Zeile {line}: Tisch {table} gehört einem in der Liste angekreuzten Spieler</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <translation>Zeile {line}: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>nothing was imported: %n line(s) of the file are wrong</source>
        <translation>
            <numerusform>nichts wurde importiert: %n Zeile der Datei ist falsch</numerusform>
            <numerusform>nichts wurde importiert: %n Zeilen der Datei sind falsch</numerusform>
        </translation>
    </message>
    <message>
        <source>the file has {count} bytes; a roster file has at most {limit}</source>
        <translation>die Datei hat {count} Bytes; eine Liste hat höchstens {limit}</translation>
    </message>
    <message>
        <source>the file has {count} rows; at most {limit} are read</source>
        <translation>die Datei hat {count} Zeilen; höchstens {limit} werden gelesen</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {position} cannot be read); save it from the spreadsheet as &quot;CSV UTF-8&quot;</source>
        <translation>die Datei ist kein UTF-8-Text (Byte {position} ist nicht lesbar); in der Tabellenkalkulation als „CSV UTF-8“ speichern</translation>
    </message>
    <message>
        <source>the file is not CSV ({detail})</source>
        <translation>die Datei ist kein CSV ({detail})</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>{path} kann nicht gelesen werden: {detail}</translation>
    </message>
    <message>
        <source>the column &quot;{column}&quot; is unknown (the columns are {columns})</source>
        <translation>die Spalte „{column}“ ist unbekannt (die Spalten sind {columns})</translation>
    </message>
    <message numerus="yes">
        <source>it has %n cell(s) where the first line names {columns}</source>
        <translation>
            <numerusform>sie hat %n Zelle, die erste Zeile nennt {columns}</numerusform>
            <numerusform>sie hat %n Zellen, die erste Zeile nennt {columns}</numerusform>
        </translation>
    </message>
    <message>
        <source>the id &quot;{id}&quot; is not a roster identity (a UUID)</source>
        <translation>die id „{id}“ ist keine Kennung der Liste (eine UUID)</translation>
    </message>
    <message>
        <source>the same licence number as line {other}</source>
        <translation>dieselbe Lizenznummer wie in Zeile {other}</translation>
    </message>
    <message>
        <source>the column &quot;{column}&quot; is there twice</source>
        <translation>die Spalte „{column}“ steht zweimal da</translation>
    </message>
    <message>
        <source>the same id as line {other}</source>
        <translation>dieselbe id wie in Zeile {other}</translation>
    </message>
    <message>
        <source>licence number</source>
        <translation>Lizenznummer</translation>
    </message>
    <message>
        <source>category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>the {what} has at most {limit} characters</source>
        <translation>das Feld {what} hat höchstens {limit} Zeichen</translation>
    </message>
    <message>
        <source>{identity} is not a roster identity (a UUID)</source>
        <translation>{identity} ist keine Kennung der Liste (eine UUID)</translation>
    </message>
    <message>
        <source>the roster has no such player</source>
        <translation>die Spielerliste hat diesen Spieler nicht</translation>
    </message>
    <message>
        <source>a roster holds at most {limit} players</source>
        <translation>eine Spielerliste hat höchstens {limit} Spieler</translation>
    </message>
    <message>
        <source>the roster already has a player with this identity</source>
        <translation>die Liste hat schon einen Spieler mit dieser Kennung</translation>
    </message>
    <message>
        <source>{name} was changed in another window meanwhile; nothing was changed: the roster now shows that edit, make yours again if it is still needed</source>
        <translation>{name} wurde inzwischen in einem anderen Fenster geändert; nichts wurde geändert: Die Liste zeigt jetzt diese Änderung, machen Sie Ihre noch einmal, wenn sie noch nötig ist</translation>
    </message>
    <message>
        <source>a roster has at most {limit} categories</source>
        <translation>eine Liste hat höchstens {limit} Kategorien</translation>
    </message>
    <message>
        <source>{path} is not a roster file of this program</source>
        <translation>{path} ist keine Spielerliste dieses Programms</translation>
    </message>
    <message>
        <source>{path} is damaged ({detail})</source>
        <translation>{path} ist beschädigt ({detail})</translation>
    </message>
    <message>
        <source>{path} is damaged or is not a roster file ({detail})</source>
        <translation>{path} ist beschädigt oder keine Spielerliste ({detail})</translation>
    </message>
    <message>
        <source>{path} was replaced by another file while it was open; nothing was changed: open the roster again</source>
        <translation>{path} wurde während des Öffnens durch eine andere Datei ersetzt; nichts wurde geändert: die Liste erneut öffnen</translation>
    </message>
    <message>
        <source>the roster is being changed in another window; nothing was changed here: try again in a moment</source>
        <translation>die Spielerliste wird gerade in einem anderen Fenster geändert; hier wurde nichts geändert: gleich noch einmal versuchen</translation>
    </message>
    <message>
        <source>the file is empty: its first line names the columns ({columns})</source>
        <translation>die Datei ist leer: Ihre erste Zeile nennt die Spalten ({columns})</translation>
    </message>
    <message>
        <source>there is no column &quot;{column}&quot;</source>
        <translation>es gibt keine Spalte „{column}“</translation>
    </message>
    <message>
        <source>&quot;{column}&quot; is {yes} or {no}, not &quot;{value}&quot;</source>
        <translation>„{column}“ ist {yes} oder {no}, nicht „{value}“</translation>
    </message>
    <message>
        <source>choose two different players to merge</source>
        <translation>zwei verschiedene Spieler zum Zusammenführen wählen</translation>
    </message>
    <message>
        <source>{name} was merged with another player in another window meanwhile; nothing was changed</source>
        <translation>{name} wurde inzwischen in einem anderen Fenster mit einem anderen Spieler zusammengeführt; nichts wurde geändert</translation>
    </message>
    <message>
        <source>a roster identity (at most 64 letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos;)</source>
        <translation>eine Kennung der Spielerliste (höchstens 64 Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; oder &apos;:&apos;)</translation>
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
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.gz);;All files (*)</source>
        <translation>Wortlisten (*.txt *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Sessions and game records (*{0} *.json);;All files (*)</source>
        <translation>Partien und Partieaufzeichnungen (*{0} *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>the edition&apos;s bundled word list</source>
        <translation>die mitgelieferte Wortliste der Ausgabe</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <source>Loading the word list…</source>
        <translation>Die Wortliste wird geladen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Eine Partie öffnen</translation>
    </message>
    <message>
        <source>Read-only: you can look at the game, print it and save a copy, but not change it.</source>
        <translation>Schreibgeschützt: Sie können die Partie ansehen, drucken und eine Kopie speichern, aber nicht ändern.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>An unexpected error happened. Your session is saved.</source>
        <translation>Ein unerwarteter Fehler ist aufgetreten. Ihre Partie ist gespeichert.</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>accepted word</source>
        <translation>Wort zugelassen</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>not playing</source>
        <translation>spielt nicht mit</translation>
    </message>
    <message>
        <source>a move handed in</source>
        <translation>ein abgegebener Zug</translation>
    </message>
    <message>
        <source>{0} (invalid)</source>
        <translation>{0} (ungültig)</translation>
    </message>
    <message>
        <source>written {0}, real {1}: warning</source>
        <translation>notiert {0}, richtig {1}: Verwarnung</translation>
    </message>
    <message>
        <source>written {0}, real {1}</source>
        <translation>notiert {0}, richtig {1}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Notiert</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>warnings: {0}</source>
        <translation>Verwarnungen: {0}</translation>
    </message>
    <message>
        <source>penalty: {0}</source>
        <translation>Strafe: {0}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Blanks</source>
        <translation>Blankos</translation>
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
        <translation>Tische</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Solos</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Verwarnungen</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Turn {0}
top {1}</source>
        <translation>Runde {0}
Top {1}</translation>
    </message>
    <message>
        <source>{0}: {1}; top {2}</source>
        <translation>{0}: {1}; Top {2}</translation>
    </message>
    <message>
        <source>{0}: {1}; top {2}; deviation {3}</source>
        <translation>{0}: {1}; Top {2}; Abstand {3}</translation>
    </message>
    <message>
        <source>Not playing: joined at turn {0}</source>
        <translation>Spielt nicht: kam in Runde {0} dazu</translation>
    </message>
    <message>
        <source>Not playing: left before turn {0}</source>
        <translation>Spielt nicht: ging vor Runde {0}</translation>
    </message>
    <message>
        <source>The turn&apos;s top ({0}) counts in the deviation.</source>
        <translation>Der Top der Runde ({0}) zählt im Abstand.</translation>
    </message>
    <message>
        <source>The turn&apos;s top ({0}) does not count in the deviation.</source>
        <translation>Der Top der Runde ({0}) zählt nicht im Abstand.</translation>
    </message>
    <message>
        <source>handed in</source>
        <extracomment>What may be shown (a mirrored screen hides the moves and ranks while players look).</extracomment>
        <translation>abgegeben</translation>
    </message>
</context>
<context>
    <name>phone</name>
    <message>
        <source>Duplicate Scrabble</source>
        <extracomment>Each text of the page by key (phone.js asks for them by key; tests/test_phone_strings.py checks that it asks only for these and fills their placeholders).</extracomment>
        <translation>Duplikat-Scrabble</translation>
    </message>
    <message>
        <source>Session PIN</source>
        <translation>PIN der Partie</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Tischnummer</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Whole board</source>
        <translation>Ganzes Brett</translation>
    </message>
    <message>
        <source>⌫ Back</source>
        <translation>⌫ Zurück</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Hand in</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Hand in again</source>
        <translation>Erneut abgeben</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>H4 WORD</source>
        <translation>H4 WORT</translation>
    </message>
    <message>
        <source>WORD</source>
        <translation>WORT</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>Leave this table</source>
        <translation>Diesen Tisch verlassen</translation>
    </message>
    <message>
        <source>Which letter is the blank?</source>
        <translation>Für welchen Buchstaben steht der Blanko?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Result of the turn</source>
        <translation>Ergebnis der Runde</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Table {table} · {name}</source>
        <translation>Tisch {table} · {name}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Waiting for the next rack</source>
        <translation>Warten auf das nächste Bänkchen</translation>
    </message>
    <message>
        <source>New rack: the clock starts soon</source>
        <translation>Neues Bänkchen: die Uhr startet gleich</translation>
    </message>
    <message>
        <source>Find your move</source>
        <translation>Suchen Sie Ihren Zug</translation>
    </message>
    <message>
        <source>The clock is paused</source>
        <translation>Die Uhr ist angehalten</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Die Zeit ist um</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>The turn is revealed</source>
        <translation>Die Runde ist bekanntgegeben</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>Verbindung verloren: neuer Versuch…</translation>
    </message>
    <message>
        <source>First tap the square where your word starts.</source>
        <translation>Tippen Sie zuerst auf das Feld, wo Ihr Wort beginnt.</translation>
    </message>
    <message>
        <source>Write or place a move first (like {example}).</source>
        <translation>Schreiben oder legen Sie zuerst einen Zug (etwa {example}).</translation>
    </message>
    <message>
        <source>Write the score of your move.</source>
        <translation>Schreiben Sie die Punkte Ihres Zuges.</translation>
    </message>
    <message>
        <source>Sending {move}…</source>
        <translation>{move} wird gesendet…</translation>
    </message>
    <message>
        <source>Not sent yet: trying again ({move})…</source>
        <translation>Noch nicht gesendet: neuer Versuch ({move})…</translation>
    </message>
    <message>
        <source>Received {time} ✓ {move}</source>
        <translation>Erhalten {time} ✓ {move}</translation>
    </message>
    <message>
        <source>Received ✓ {move}</source>
        <translation>Erhalten ✓ {move}</translation>
    </message>
    <message>
        <source>Changed: hand in again to replace {move}</source>
        <translation>Geändert: erneut abgeben, um {move} zu ersetzen</translation>
    </message>
    <message>
        <source>Too late: time was up. This move was not received.</source>
        <translation>Zu spät: Die Zeit war um. Dieser Zug wurde nicht angenommen.</translation>
    </message>
    <message>
        <source>That turn is over; this move was not received.</source>
        <translation>Diese Runde ist vorbei; dieser Zug wurde nicht angenommen.</translation>
    </message>
    <message>
        <source>Not received: {message}</source>
        <translation>Nicht erhalten: {message}</translation>
    </message>
    <message>
        <source>Wrong PIN.</source>
        <translation>Falsche PIN.</translation>
    </message>
    <message>
        <source>Could not join: {message}</source>
        <translation>Beitritt fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>No connection to the arbiter’s computer. Check the Wi-Fi and try again.</source>
        <translation>Keine Verbindung zum Computer der Spielleitung. Prüfen Sie das WLAN und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>A new table needs your name (at most 40 characters, plain text).</source>
        <translation>Ein neuer Tisch braucht Ihren Namen (höchstens 40 Zeichen, einfacher Text).</translation>
    </message>
    <message>
        <source>This phone is no longer at its table: join again.</source>
        <translation>Dieses Handy ist nicht mehr mit seinem Tisch verbunden: Bitte erneut beitreten.</translation>
    </message>
    <message>
        <source>The table number is a whole number from 1 to 9999.</source>
        <translation>Die Tischnummer ist eine ganze Zahl von 1 bis 9999.</translation>
    </message>
    <message>
        <source>Table {table} is held by another phone: ask the arbiter to release it.</source>
        <translation>Tisch {table} ist von einem anderen Handy belegt: Bitten Sie die Spielleitung, ihn freizugeben.</translation>
    </message>
    <message>
        <source>There is no table {table} in this game: ask the arbiter.</source>
        <translation>In dieser Partie gibt es keinen Tisch {table}: Fragen Sie die Spielleitung.</translation>
    </message>
    <message>
        <source>Write your score with your move (the rules ask for it).</source>
        <translation>Schreiben Sie Ihre Punkte zum Zug (die Regeln verlangen es).</translation>
    </message>
    <message>
        <source>The move is empty: write a reference and a word.</source>
        <translation>Der Zug ist leer: Position und Wort schreiben.</translation>
    </message>
    <message>
        <source>Your table does not play this turn.</source>
        <translation>Ihr Tisch spielt diese Runde nicht.</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Ihre Punkte</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Deviation this turn</source>
        <translation>Abstand in dieser Runde</translation>
    </message>
    <message>
        <source>Deviation in the game</source>
        <translation>Abstand in der Partie</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Ihre Summe</translation>
    </message>
    <message>
        <source>Your rank</source>
        <translation>Ihr Rang</translation>
    </message>
    <message>
        <source>{rank} of {count}</source>
        <translation>{rank} von {count}</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message numerus="yes">
        <source>for %n point(s), at {ref}, {word}</source>
        <translation>
            <numerusform>{word} auf {ref} für %n Punkt</numerusform>
            <numerusform>{word} auf {ref} für %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>The arbiter entered your slip: {move}</source>
        <translation>Die Spielleitung hat Ihren Zettel erfasst: {move}</translation>
    </message>
    <message numerus="yes">
        <source>valid, %n point(s)</source>
        <translation>
            <numerusform>gültig, %n Punkt</numerusform>
            <numerusform>gültig, %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid: {message}</source>
        <translation>ungültig: {message}</translation>
    </message>
    <message>
        <source>Scan your table card with the phone’s camera, or type your table number and the code on the card.</source>
        <translation>Scannen Sie Ihre Tischkarte mit der Kamera des Handys, oder geben Sie Ihre Tischnummer und den Code der Karte ein.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Leave this table on this phone? You will need your table card (or its code) to join again.</source>
        <translation>Diesen Tisch auf diesem Handy verlassen? Zum erneuten Beitreten brauchen Sie die Tischkarte (oder ihren Code).</translation>
    </message>
    <message>
        <source>Type your table number and the code on its card.</source>
        <translation>Geben Sie Ihre Tischnummer und den Code der Karte ein.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a minute.</source>
        <translation>Zu viele falsche Codes von diesem Handy: Warten Sie eine Minute.</translation>
    </message>
    <message>
        <source>New player: type the PIN the arbiter shows, a new table number and your name.</source>
        <translation>Neu dabei: Geben Sie die PIN ein, die die Spielleitung zeigt, eine neue Tischnummer und Ihren Namen.</translation>
    </message>
    <message>
        <source>Code on your table card</source>
        <translation>Code Ihrer Tischkarte</translation>
    </message>
    <message>
        <source>No card? Join as a new player with the room’s PIN</source>
        <translation>Keine Karte? Mit der PIN des Saals neu beitreten</translation>
    </message>
    <message>
        <source>I have a table card</source>
        <translation>Ich habe eine Tischkarte</translation>
    </message>
    <message>
        <source>Type the PIN, a table number and your name.</source>
        <translation>Geben Sie die PIN, eine Tischnummer und Ihren Namen ein.</translation>
    </message>
    <message>
        <source>Code of table {table}: {code}. Keep it to join again from another phone.</source>
        <translation>Code von Tisch {table}: {code}. Bewahren Sie ihn auf, um von einem anderen Handy erneut beizutreten.</translation>
    </message>
    <message>
        <source>That is not the code of the card of table {table}: check both.</source>
        <translation>Das ist nicht der Code der Karte von Tisch {table}: Prüfen Sie beides.</translation>
    </message>
    <message>
        <source>Table {table} joins with the code on its card: ask the arbiter for it.</source>
        <translation>Tisch {table} tritt mit dem Code seiner Tischkarte bei: Fragen Sie die Spielleitung danach.</translation>
    </message>
    <message>
        <source>Too many wrong codes in the room just now: wait a minute and try again.</source>
        <translation>Zu viele falsche Codes im Saal: Warten Sie eine Minute und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Too many tries from this phone: wait a minute.</source>
        <translation>Zu viele Versuche von diesem Handy: Warten Sie eine Minute.</translation>
    </message>
    <message>
        <source>The arbiter’s computer could not save this: call the arbiter.</source>
        <translation>Der Computer der Spielleitung konnte das nicht speichern: Rufen Sie die Spielleitung.</translation>
    </message>
    <message>
        <source>The arbiter’s computer could not answer: call the arbiter.</source>
        <translation>Der Computer der Spielleitung konnte nicht antworten: Rufen Sie die Spielleitung.</translation>
    </message>
    <message>
        <source>Final rank</source>
        <translation>Endplatzierung</translation>
    </message>
    <message>
        <source>Final total</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>The game is over: this page asks for no more news.</source>
        <translation>Die Partie ist beendet: Diese Seite fragt nicht mehr nach Neuigkeiten.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Verbleibende Zeit</translation>
    </message>
    <message>
        <source>Your move (reference and word)</source>
        <translation>Ihr Zug (Position und Wort)</translation>
    </message>
    <message>
        <source>2L</source>
        <translation>2B</translation>
    </message>
    <message>
        <source>3L</source>
        <translation>3B</translation>
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
        <translation>doppelter Buchstabenwert</translation>
    </message>
    <message>
        <source>triple letter</source>
        <translation>dreifacher Buchstabenwert</translation>
    </message>
    <message>
        <source>double word</source>
        <translation>doppelter Wortwert</translation>
    </message>
    <message>
        <source>triple word</source>
        <translation>dreifacher Wortwert</translation>
    </message>
    <message>
        <source>centre star</source>
        <translation>Mittelstern</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>{letter}, %n point(s)</source>
        <translation>
            <numerusform>{letter}, %n Punkt</numerusform>
            <numerusform>{letter}, %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>blank</source>
        <translation>Blanko</translation>
    </message>
    <message>
        <source>blank as {letter}</source>
        <translation>Blanko als {letter}</translation>
    </message>
    <message>
        <source>{tile}, being placed</source>
        <translation>{tile}, wird gelegt</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
</context>
<context>
    <name>phones</name>
    <message>
        <source>Phone</source>
        <extracomment>Tables whose phone is connected now (the service&apos;s view); none when the service is off. Tables of the shown turn whose phone move arrived over a typed slip while the moves were hidden: the arbiter is asked once time is up (a neutral mark till then).</extracomment>
        <translation>Handy</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>No phone holds this table</source>
        <translation>Kein Handy für diesen Tisch</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>A phone holds this table and is connected</source>
        <translation>Ein Handy hält diesen Tisch und ist verbunden</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>A phone holds this table but has not been seen for a while</source>
        <translation>Ein Handy hält diesen Tisch, war aber eine Weile nicht zu sehen</translation>
    </message>
    <message>
        <source>phone {0}</source>
        <translation>Handy {0}</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>Handy</translation>
    </message>
    <message>
        <source>{0}; slip and phone: asked when time is up</source>
        <translation>{0}; Zettel und Handy: Frage, wenn die Zeit um ist</translation>
    </message>
    <message>
        <source>When the move arrived from the phone: the time left on the turn&apos;s clock</source>
        <translation>Wann der Zug vom Handy kam: die Restzeit auf der Uhr der Runde</translation>
    </message>
    <message>
        <source>Phones</source>
        <extracomment>Wrong codes checked and codes refused unchecked in the last minute, while someone seems to be guessing (the service&apos;s view); None otherwise.</extracomment>
        <translation>Handys</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in a move from their phone with {2} left. Which move counts?</source>
        <translation>Tisch {0} ({1}) gab einen Zug per Handy ab, {2} vor Schluss. Welcher Zug zählt?</translation>
    </message>
    <message>
        <source>Typed slip and phone</source>
        <translation>Getippter Zettel und Handy</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone with {3} left. Which move counts?</source>
        <translation>Tisch {0} ({1}) gab {2} per Handy ab, {3} vor Schluss. Welcher Zug zählt?</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>The typed slip: {0}</source>
        <translation>Der getippte Zettel: {0}</translation>
    </message>
    <message>
        <source>The typed slip</source>
        <translation>Der getippte Zettel</translation>
    </message>
    <message>
        <source>The phone&apos;s move</source>
        <translation>Der Zug vom Handy</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone; you had typed {3}. Which move counts?</source>
        <extracomment>Questions held back while the moves are hidden: (turn, table) -&gt; (slip, phone entry).</extracomment>
        <translation>Tisch {0} ({1}) gab {2} per Handy ab; Sie hatten {3} getippt. Welcher Zug zählt?</translation>
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
        <translation>Ihre Summe &lt;b&gt;{0}&lt;/b&gt; · Summe der Tops &lt;b&gt;{1}&lt;/b&gt; · Abstand &lt;b&gt;{2}&lt;/b&gt; · &lt;b&gt;{3}&lt;/b&gt; der Tops</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Top points</source>
        <translation>Punkte des Tops</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Verwarnungen</translation>
    </message>
    <message>
        <source>Rank in the room</source>
        <translation>Platz im Saal</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <source>Rack: tiles kept + tiles drawn, ? a blank; in a word a lowercase letter is a blank. The turns lost most are shaded.</source>
        <translation>Bänkchen: behaltene Buchstaben + gezogene Buchstaben, ? ein Blanko; in einem Wort ist ein Kleinbuchstabe ein Blanko. Die Runden mit dem größten Verlust sind hinterlegt.</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>Duplicate game</source>
        <translation>Duplikat-Partie</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <source>Top total</source>
        <translation>Summe der Tops</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Nicht gespielt</translation>
    </message>
    <message>
        <source>turn {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Game sheet</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
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
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Bingo</source>
        <translation>Bingo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Solos</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Verwarnungen</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <source>Rack: tiles kept + tiles drawn; a leading - marks a rack drawn again after a rejected one; ? is a blank. Solution: a lowercase letter is a blank. * marks a bingo.</source>
        <translation>Bänkchen: Rest + gezogene Steine; ein vorangestelltes - heißt nach Verwerfen neu gezogen; ? ist ein Blanko. Lösung: ein Kleinbuchstabe ist ein Blanko. * bedeutet Bingo.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>bingo {0}</source>
        <translation>Bingo {0}</translation>
    </message>
    <message>
        <source>The board after turn {0}</source>
        <translation>Das Brett nach Runde {0}</translation>
    </message>
    <message>
        <source>{0}, table {1}</source>
        <translation>{0}, Tisch {1}</translation>
    </message>
    <message>
        <source>Rank {0} of {1}. Total {2} of {3} ({4} %), deviation {5}; solos {6}, warnings {7}, penalties {8}.</source>
        <translation>Rang {0} von {1}. Summe {2} von {3} ({4} %), Abstand {5}; Solos {6}, Verwarnungen {7}, Strafen {8}.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Saisonrangliste</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>the best {0} evenings of each player</source>
        <translation>die {0} besten Abende jedes Spielers</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Equal figures share a rank (ex aequo); the next rank is skipped. With the best evenings rule, a player with fewer evenings than counted is ranked after those who have them all.</source>
        <translation>Gleiche Werte teilen sich einen Platz (ex aequo); der nächste Platz entfällt. Bei der Regel der besten Abende steht ein Spieler mit weniger Abenden als gewertet hinter denen, die alle haben.</translation>
    </message>
    <message>
        <source>Simultaneous game</source>
        <translation>Simultanpartie</translation>
    </message>
    <message>
        <source>Game identity</source>
        <translation>Kennung der Partie</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Vereine</translation>
    </message>
    <message>
        <source>{0} ({1} players)</source>
        <translation>{0} ({1} Spieler)</translation>
    </message>
    <message>
        <source>{0} turns, top total {1}</source>
        <translation>{0} Runden, Top-Summe {1}</translation>
    </message>
    <message>
        <source>Progress of {0}</source>
        <translation>Fortschritt von {0}</translation>
    </message>
    <message>
        <source>The class&apos;s progress</source>
        <translation>Der Fortschritt der Klasse</translation>
    </message>
    <message>
        <source>{0} evenings; best {1}, average {2}; bingos found {3}, missed {4}.</source>
        <translation>{0} Abende; bester Wert {1}, Durchschnitt {2}; Bingos gefunden {3}, verpasst {4}.</translation>
    </message>
    <message>
        <source>The turns where most was lost</source>
        <translation>Die Runden mit dem größten Verlust</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Average %</source>
        <translation>Durchschnitt %</translation>
    </message>
    <message>
        <source>Best %</source>
        <translation>Bester %</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Abend</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>% of the top</source>
        <translation>% vom Top</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>% evening by evening</source>
        <translation>% Abend für Abend</translation>
    </message>
    <message>
        <source>Bingos found</source>
        <translation>Bingos gefunden</translation>
    </message>
    <message>
        <source>Bingos missed</source>
        <translation>Bingos verpasst</translation>
    </message>
    <message>
        <source>nothing handed in</source>
        <translation>keine Abgabe</translation>
    </message>
    <message>
        <source>not playing</source>
        <translation>spielt nicht</translation>
    </message>
    <message>
        <source>{0} (invalid)</source>
        <translation>{0} (ungültig)</translation>
    </message>
    <message>
        <source>solo +{0}</source>
        <translation>Solo +{0}</translation>
    </message>
    <message>
        <source>warnings: {0}</source>
        <translation>Verwarnungen: {0}</translation>
    </message>
    <message>
        <source>penalty −{0}</source>
        <translation>Strafe −{0}</translation>
    </message>
    <message>
        <source>In bold: the last move. A lowercase letter is a blank. Coloured squares: dark red triple word, pink double word, dark blue triple letter, light blue double letter.</source>
        <translation>Fett: der letzte Zug. Ein Kleinbuchstabe ist ein Blanko. Farbige Felder: dunkelrot dreifacher Wortwert, rosa doppelter Wortwert, dunkelblau dreifacher Buchstabenwert, hellblau doppelter Buchstabenwert.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>{0} (tied)</source>
        <translation>{0} (geteilt)</translation>
    </message>
    <message>
        <source>The room (every player gets this rack)</source>
        <translation>Der Saal (alle bekommen dieses Bänkchen)</translation>
    </message>
    <message>
        <source>Master moves</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Duplicate game, {0} edition and tiles, rule set {1}, word list {2}: each turn the room gets the rack and passes, then the master move is played</source>
        <translation>Duplikat-Partie, Ausgabe und Buchstaben {0}, Regelwerk {1}, Wortliste {2}: in jeder Runde bekommt der Saal das Bänkchen und passt, dann wird die Lösung gelegt</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Bemerkungen</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <source>seconds per move</source>
        <translation>Sekunden pro Zug</translation>
    </message>
    <message>
        <source>racks of</source>
        <translation>Bänkchen von</translation>
    </message>
    <message>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>gezählt</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>sum of the tops</source>
        <translation>Summe der Tops</translation>
    </message>
    <message>
        <source>hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>tops found without a hint</source>
        <translation>Tops ohne Hinweis gefunden</translation>
    </message>
    <message>
        <source>tops found with hints</source>
        <translation>Tops mit Hinweisen gefunden</translation>
    </message>
    <message>
        <source>bingos possible</source>
        <translation>Bingos möglich</translation>
    </message>
    <message>
        <source>bingos found</source>
        <translation>Bingos gefunden</translation>
    </message>
    <message>
        <source>bingos missed</source>
        <translation>Bingos verpasst</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>Verwarnungen</translation>
    </message>
    <message>
        <source>lost on missed bingos</source>
        <translation>verloren durch verpasste Bingos</translation>
    </message>
    <message>
        <source>lost on premium squares</source>
        <translation>verloren auf Prämienfeldern</translation>
    </message>
    <message>
        <source>lost elsewhere</source>
        <translation>anderswo verloren</translation>
    </message>
    <message>
        <source>lost on invalid moves</source>
        <translation>verloren durch ungültige Züge</translation>
    </message>
    <message>
        <source>lost with no move</source>
        <translation>verloren ohne Zug</translation>
    </message>
    <message>
        <source>taken off for warnings</source>
        <translation>abgezogen für Verwarnungen</translation>
    </message>
    <message>
        <source>rank in the room</source>
        <translation>Platz im Saal</translation>
    </message>
    <message>
        <source>players in the room</source>
        <translation>Spieler im Saal</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>vorzeitig beendet</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>as in a competition</source>
        <translation>wie im Turnier</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>gelernt</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>Bänkchen</translation>
    </message>
    <message>
        <source>asked</source>
        <translation>gefragt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>your points</source>
        <translation>Ihre Punkte</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>box</source>
        <translation>Fach</translation>
    </message>
    <message>
        <source>due</source>
        <translation>fällig am</translation>
    </message>
    <message>
        <source>top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>sub-top</source>
        <translation>Sub-Top</translation>
    </message>
    <message>
        <source>anagrams</source>
        <translation>Anagramme</translation>
    </message>
    <message>
        <source>hooks</source>
        <translation>Anhängebuchstaben</translation>
    </message>
    <message>
        <source>Rank {0} of {1}. Total {2} points.</source>
        <translation>Rang {0} von {1}. Summe {2} Punkte.</translation>
    </message>
</context>
<context>
    <name>start</name>
    <message>
        <source>Duplicate Scrabble cannot open its window: Qt&apos;s X11 plugin needs libraries this system does not have: {libraries}.</source>
        <extracomment>Said on standard error before Qt starts, in the language of the environment (LANGUAGE, LANG: the app&apos;s own choice of language is kept by Qt, not started yet); then the install commands.</extracomment>
        <translation>Duplicate Scrabble kann sein Fenster nicht öffnen: Das X11-Plugin von Qt braucht Bibliotheken, die diesem System fehlen: {libraries}.</translation>
    </message>
    <message>
        <source>Install them, then start the program again:</source>
        <translation>Installieren Sie sie und starten Sie das Programm dann neu:</translation>
    </message>
    <message>
        <source>The package that has {library} is not known here: {debian} (Debian, Ubuntu) or {fedora} (Fedora) names it.</source>
        <translation>Das Paket mit {library} ist hier nicht bekannt: {debian} (Debian, Ubuntu) oder {fedora} (Fedora) nennt es.</translation>
    </message>
    <message>
        <source>Duplicate Scrabble cannot open its window: there is no screen (DISPLAY is not set). Start it on the desktop, not from a remote shell or a text console; a game with phones and no window runs with: duplicate-scrabble serve</source>
        <translation>Duplicate Scrabble kann sein Fenster nicht öffnen: Es gibt keinen Bildschirm (DISPLAY ist nicht gesetzt). Starten Sie es auf dem Desktop, nicht aus einer entfernten Shell oder einer Textkonsole; eine Partie mit Handys und ohne Fenster startet mit: duplicate-scrabble serve</translation>
    </message>
</context>
<context>
    <name>training</name>
    <message>
        <source>no time limit</source>
        <extracomment>A top found after a hint (the summary&apos;s chart): not the green of a top found alone. The row of a move asked about (&quot;what would I have scored with ...?&quot;). The face of the tiles kept from the last turn: grey, clearly apart from the new ones.</extracomment>
        <translation>ohne Zeitlimit</translation>
    </message>
    <message>
        <source>{0} min per move</source>
        <translation>{0} Min. je Zug</translation>
    </message>
    <message>
        <source>{0} s per move</source>
        <translation>{0} s je Zug</translation>
    </message>
    <message>
        <source>{0} on {1} {2}</source>
        <extracomment>The engine&apos;s letter premium names, as ``PREMIUMS`` writes them (the board&apos;s labels).</extracomment>
        <translation>{0} auf {1} {2}</translation>
    </message>
    <message>
        <source>×{0} word</source>
        <translation>Wort ×{0}</translation>
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
        <translation>Bingo {0}</translation>
    </message>
    <message>
        <source>{0} = {1}</source>
        <translation>{0} = {1}</translation>
    </message>
    <message>
        <source>No game counted yet: finish a game to see your statistics.</source>
        <translation>Noch keine Partie gezählt: beenden Sie eine Partie, um Ihre Statistik zu sehen.</translation>
    </message>
    <message>
        <source>Bingos found: &lt;b&gt;{0}&lt;/b&gt;, missed: &lt;b&gt;{1}&lt;/b&gt;, found but not the top: &lt;b&gt;{2}&lt;/b&gt;.</source>
        <translation>Bingos gefunden: &lt;b&gt;{0}&lt;/b&gt;, verpasst: &lt;b&gt;{1}&lt;/b&gt;, gefunden, aber nicht der Top: &lt;b&gt;{2}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Tops found: &lt;b&gt;{0}&lt;/b&gt; without a hint, &lt;b&gt;{1}&lt;/b&gt; with hints (turns counted: &lt;b&gt;{2}&lt;/b&gt;).</source>
        <translation>Tops gefunden: &lt;b&gt;{0}&lt;/b&gt; ohne Hinweis, &lt;b&gt;{1}&lt;/b&gt; mit Hinweisen (gezählte Runden: &lt;b&gt;{2}&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Points lost: &lt;b&gt;{0}&lt;/b&gt; on missed bingos, &lt;b&gt;{1}&lt;/b&gt; on premium squares (letter and word) the top used better, &lt;b&gt;{2}&lt;/b&gt; elsewhere, &lt;b&gt;{3}&lt;/b&gt; on invalid moves, &lt;b&gt;{4}&lt;/b&gt; with no move (passed or out of time).</source>
        <translation>Verlorene Punkte: &lt;b&gt;{0}&lt;/b&gt; durch verpasste Bingos, &lt;b&gt;{1}&lt;/b&gt; auf Prämienfeldern (Buchstabe und Wort), die der Top besser nutzte, &lt;b&gt;{2}&lt;/b&gt; anderswo, &lt;b&gt;{3}&lt;/b&gt; durch ungültige Züge, &lt;b&gt;{4}&lt;/b&gt; ohne Zug (gepasst oder Zeit abgelaufen).</translation>
    </message>
    <message>
        <source>Warnings: &lt;b&gt;{0}&lt;/b&gt;, &lt;b&gt;{1}&lt;/b&gt; points taken off.</source>
        <translation>Verwarnungen: &lt;b&gt;{0}&lt;/b&gt;, &lt;b&gt;{1}&lt;/b&gt; Punkte abgezogen.</translation>
    </message>
</context>
</TS>
