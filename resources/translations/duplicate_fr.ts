<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Terms: the words of the French-speaking duplicate clubs (FISF): coup (turn), tirage (rack),
     top, négatif (deviation from the top), solo, avertissement, pénalité, sous-top, référence,
     scrabble (a bingo), joker (blank), coup maître (the master move), feuille de partie.
     Announcement after a reveal: "Coup 3 : pour 18 points, en H4, DÉLUTE". Board labels
     MT/MD/LT/LD (mot/lettre compte triple/double).
     Sources: the French club terms listed in issue 14 (the vocabulary of the FISF duplicate
     rules); premium labels as printed on French boards.
     One word per concept: resources/translations/glossary.csv (checked by tests/test_language_quality.py). -->
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>BoardBefore</name>
    <message>
        <source>After the turn</source>
        <translation>Après le coup</translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation>Avant le coup</translation>
    </message>
    <message>
        <source>The board with the top played</source>
        <translation>La grille avec le top joué</translation>
    </message>
    <message>
        <source>The board as it was before the turn, with its rack: place any move on it</source>
        <translation>La grille telle qu&apos;elle était avant le coup, avec son tirage&#xa0;: placez-y n&apos;importe quel coup</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Votre coup</translation>
    </message>
    <message>
        <source>Your move on the board before the turn</source>
        <translation>Votre coup sur la grille d&apos;avant le coup</translation>
    </message>
    <message>
        <source>The top</source>
        <translation>Le top</translation>
    </message>
    <message>
        <source>The top on the board before the turn</source>
        <translation>Le top sur la grille d&apos;avant le coup</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Place a move as in play: click a square and type the word, or drag tiles from the rack. Its score and rank appear below.</source>
        <translation>Placez un coup comme en jeu&#xa0;: cliquez sur une case et tapez le mot, ou glissez les lettres du chevalet. Son score et son rang s&apos;affichent plus bas.</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Grille&#xa0;:</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>2L</source>
        <comment>double letter square</comment>
        <extracomment>The application font size the painted views&apos; default sizes were drawn for (pixels); a larger system font (16 pt) scales their size hints with it.</extracomment>
        <translation>LD</translation>
    </message>
    <message>
        <source>3L</source>
        <comment>triple letter square</comment>
        <translation>LT</translation>
    </message>
    <message>
        <source>2W</source>
        <comment>double word square</comment>
        <translation>MD</translation>
    </message>
    <message>
        <source>3W</source>
        <comment>triple word square</comment>
        <translation>MT</translation>
    </message>
    <message>
        <source>double letter</source>
        <translation>lettre compte double</translation>
    </message>
    <message>
        <source>triple letter</source>
        <translation>lettre compte triple</translation>
    </message>
    <message>
        <source>double word</source>
        <translation>mot compte double</translation>
    </message>
    <message>
        <source>triple word</source>
        <translation>mot compte triple</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>(row, col) of a square the user clicked (or chose with Enter), 0-based from the top left. A canvas (AT-SPI &quot;canvas&quot;): a painted surface whose text is the square under the cursor. The square the keyboard and a screen reader are on (the centre to begin with).</extracomment>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Arrow keys move from square to square</source>
        <translation>Les flèches passent d’une case à l’autre</translation>
    </message>
    <message>
        <source>centre star</source>
        <translation>étoile centrale</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>dernier coup</translation>
    </message>
    <message>
        <source>{0}, being placed</source>
        <translation>{0}, en cours de pose</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>blank as {0}</source>
        <translation>joker en {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0}, %n point(s)</source>
        <translation>
            <numerusform>{0}, %n point</numerusform>
            <numerusform>{0}, %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoriesDialog</name>
    <message>
        <source>Categories</source>
        <translation>Catégories</translation>
    </message>
    <message>
        <source>One category a line (players keep theirs when one is removed):</source>
        <translation>Une catégorie par ligne (les joueurs gardent la leur si elle est retirée) :</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Accept word</source>
        <extracomment>What the window may show (a mirrored screen: the question names no move).</extracomment>
        <translation>Accepter le mot</translation>
    </message>
    <message>
        <source>Accept a word the word list lacks for the selected entry (recorded)</source>
        <translation>Accepter pour ce bulletin un mot absent de la liste de mots (noté dans la partie)</translation>
    </message>
    <message>
        <source>Warning +1</source>
        <translation>Avertissement +1</translation>
    </message>
    <message>
        <source>Warning −1</source>
        <translation>Avertissement −1</translation>
    </message>
    <message>
        <source>Penalty…</source>
        <translation>Pénalité…</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Supprimer le bulletin</translation>
    </message>
    <message>
        <source>Top to all remaining</source>
        <extracomment>Which tables are missing, always whole: it wraps rather than being cut or squeezed.</extracomment>
        <translation>Top aux joueurs restants</translation>
    </message>
    <message>
        <source>No move to all remaining</source>
        <translation>Zéro aux joueurs restants</translation>
    </message>
    <message>
        <source>No turn in progress</source>
        <extracomment>The missing tables (a line of their own) and the bulk entries under them, placed by the page (under the board).</extracomment>
        <translation>Aucun coup en cours</translation>
    </message>
    <message numerus="yes">
        <source>Missing entries: %n (table(s) {0})</source>
        <translation>
            <numerusform>Bulletins manquants&#xa0;: %n (table {0})</numerusform>
            <numerusform>Bulletins manquants&#xa0;: %n (tables {0})</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing entries: {0}</source>
        <translation>Bulletins manquants&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Delete the entry of table {0} ({1}) for turn {2}?</source>
        <translation>Supprimer le bulletin de la table {0} ({1}) au coup {2}&#xa0;?</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Penalty points for this turn:</source>
        <translation>Points de pénalité pour ce coup&#xa0;:</translation>
    </message>
    <message>
        <source>Delete an entry</source>
        <translation>Supprimer un bulletin</translation>
    </message>
    <message>
        <source>Delete the entry of table {0} ({1}) for turn {2}: {3}?</source>
        <translation>Supprimer le bulletin de la table {0} ({1}) au coup {2}&#xa0;: {3}&#xa0;?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Le garder</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>The turn whose entries are shown and edited (past turns can be corrected)</source>
        <extracomment>The look of the entry row while a past turn is being corrected. Tentative tiles of the move being typed, for the board: list of (row, col, value), valid.</extracomment>
        <translation>Le coup dont les bulletins sont affichés et saisis (les coups passés peuvent être corrigés)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Numéro de table</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>The move as written (reference and word), then the score written, if any</source>
        <translation>La solution telle qu&apos;écrite (référence et mot), puis le score annoncé s&apos;il y en a un</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>No move (F4)</source>
        <translation>Pas de solution (F4)</translation>
    </message>
    <message>
        <source>Mirrored screen: the move is masked while the players look; the check under the field says whether it is valid</source>
        <translation>Écran dupliqué&#xa0;: la solution est masquée pendant que les joueurs cherchent&#xa0;; la vérification sous le champ dit si la solution est valable</translation>
    </message>
    <message>
        <source>Correcting turn {0}: entries go to turn {0}. Esc in the table field: back to turn {1}</source>
        <translation>Correction du coup {0}&#xa0;: les bulletins vont au coup {0}. Échap dans le champ table&#xa0;: retour au coup {1}</translation>
    </message>
    <message>
        <source>Back to turn {0}</source>
        <translation>Retour au coup {0}</translation>
    </message>
    <message>
        <source>✓ valid (its points show when time is up)</source>
        <translation>✓ valable (ses points s’affichent à la fin du temps)</translation>
    </message>
    <message>
        <source>(written {0}, real {1}: warning)</source>
        <translation>(annoncé {0}, réel {1}&#xa0;: avertissement)</translation>
    </message>
    <message>
        <source>(written {0}, real {1})</source>
        <translation>(annoncé {0}, réel {1})</translation>
    </message>
    <message>
        <source>Mirrored screen: an entry shows in the field once time is up; type the slip again to replace it</source>
        <translation>Écran dupliqué&#xa0;: un bulletin s’affiche dans le champ à la fin du temps&#xa0;; saisissez de nouveau le bulletin pour le remplacer</translation>
    </message>
    <message>
        <source>Editing the entry of table {0}</source>
        <translation>Modification du bulletin de la table {0}</translation>
    </message>
    <message>
        <source>Turn {0} corrected; entries go to turn {1} again</source>
        <translation>Coup {0} corrigé&#xa0;; les bulletins vont de nouveau au coup {1}</translation>
    </message>
    <message>
        <source>Table {0} already has this move: nothing changed</source>
        <translation>La table {0} a déjà cette solution&#xa0;: rien n&apos;a changé</translation>
    </message>
    <message>
        <source>Replace an entry</source>
        <translation>Remplacer un bulletin</translation>
    </message>
    <message>
        <source>Table {0} already has {1}: replace it?</source>
        <translation>La table {0} a déjà {1}&#xa0;: le remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Keep the old entry</source>
        <translation>Garder l&apos;ancien bulletin</translation>
    </message>
    <message>
        <source>Kept the entry of table {0}; check the table number</source>
        <translation>Bulletin de la table {0} conservé&#xa0;; vérifiez le numéro de table</translation>
    </message>
    <message>
        <source>Release phone</source>
        <translation>Libérer le téléphone</translation>
    </message>
    <message>
        <source>Free the selected table for another phone (the player changes phone)</source>
        <translation>Libérer la table choisie pour un autre téléphone (le joueur change de téléphone)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Move: {0} {1}</source>
        <translation>Solution&#xa0;: {0} {1}</translation>
    </message>
    <message>
        <source>no such table</source>
        <translation>table inconnue</translation>
    </message>
    <message>
        <source>Table {0} already has {1}</source>
        <translation>La table {0} a déjà {1}</translation>
    </message>
    <message>
        <source>✓ {0} points: {1}</source>
        <translation>✓ {0} points&#xa0;: {1}</translation>
    </message>
    <message>
        <source>(read with blanks: {0})</source>
        <translation>(lu avec des jokers&#xa0;: {0})</translation>
    </message>
    <message>
        <source>✓ valid, {0} points</source>
        <translation>✓ valable, {0} points</translation>
    </message>
    <message>
        <source>not a legal move</source>
        <translation>coup non valable</translation>
    </message>
</context>
<context>
    <name>GameSoFar</name>
    <message>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Votre coup</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Négatif</translation>
    </message>
    <message>
        <source>Click a turn to review it</source>
        <translation>Cliquez un coup pour le revoir</translation>
    </message>
    <message>
        <source>This game so far (last turn first) — click a turn to review it</source>
        <translation>La partie jusqu&apos;ici (dernier coup en tête) — cliquez un coup pour le revoir</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (non valable)</translation>
    </message>
</context>
<context>
    <name>GenerateGamesDialog</name>
    <message>
        <source>any</source>
        <extracomment>The spin boxes&apos; &quot;no bound&quot; value (shown as &quot;any&quot;).</extracomment>
        <translation>toutes</translation>
    </message>
    <message>
        <source>Generate prepared games</source>
        <translation>Générer des parties préparées</translation>
    </message>
    <message>
        <source>Generated game, seed {seed}</source>
        <extracomment>the games&apos; stored title, in the user&apos;s language ({seed} is the game&apos;s seed)</extracomment>
        <translation>Partie générée, graine {seed}</translation>
    </message>
    <message>
        <source>Turns whose master move keeps a blank on the rack</source>
        <translation>Coups dont le coup maître garde un joker sur le chevalet</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Games to write</source>
        <translation>Parties à écrire</translation>
    </message>
    <message>
        <source>Bingos</source>
        <translation>Scrabbles</translation>
    </message>
    <message>
        <source>Top total</source>
        <translation>Total des tops</translation>
    </message>
    <message>
        <source>Turns with a blank kept, at most</source>
        <translation>Coups avec un joker gardé, au plus</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Première graine</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>{0} edition, {1} rules; games are played on {2} cores.</source>
        <translation>Édition {0}, règlement {1}&#xa0;; les parties sont jouées sur {2} cœurs.</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Use this game</source>
        <translation>Utiliser cette partie</translation>
    </message>
    <message>
        <source>{0} of {1} games kept, {2} played</source>
        <translation>{0} parties gardées sur {1}, {2} jouées</translation>
    </message>
    <message>
        <source>Stopped: {0}</source>
        <translation>Arrêté&#xa0;: {0}</translation>
    </message>
    <message>
        <source> — cancelled</source>
        <translation> — annulé</translation>
    </message>
    <message>
        <source> — no more seeds to try: widen the bounds</source>
        <translation> — plus de graines à essayer&#xa0;: élargissez les bornes</translation>
    </message>
    <message>
        <source> — done</source>
        <translation> — terminé</translation>
    </message>
    <message>
        <source> — cancelling…</source>
        <translation> — annulation…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Folder for the games</source>
        <translation>Dossier des parties</translation>
    </message>
</context>
<context>
    <name>GridDialog</name>
    <message>
        <source>Per-turn grid</source>
        <translation>Grille coup par coup</translation>
    </message>
    <message>
        <source>Each turn&apos;s column: the player&apos;s points under the turn&apos;s number and top. Green: the top was found; +solo, −penalty, ! warning. Deviation: the total minus the tops.</source>
        <translation>Une colonne par coup&#xa0;: les points du joueur sous le numéro du coup et le top. Vert&#xa0;: top trouvé&#xa0;; +solo, −pénalité,&#xa0;! avertissement. Négatif&#xa0;: le total moins les tops.</translation>
    </message>
    <message>
        <source>—: not playing that turn (joined later or left; the tooltip says why).</source>
        <translation>—&#xa0;: ne joue pas ce coup-là (arrivé plus tard ou parti&#xa0;; l&apos;infobulle dit pourquoi).</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>Hints (each one is recorded)</source>
        <translation>Indices (chacun est noté)</translation>
    </message>
    <message>
        <source>Is there a bingo? (F2)</source>
        <translation>Y a-t-il un scrabble&#xa0;? (F2)</translation>
    </message>
    <message>
        <source>Top score (F3)</source>
        <translation>Score du top (F3)</translation>
    </message>
    <message>
        <source>A square of the top (F4)</source>
        <translation>Une case du top (F4)</translation>
    </message>
    <message>
        <source>There is a bingo.</source>
        <translation>Il y a un scrabble.</translation>
    </message>
    <message>
        <source>There is no bingo.</source>
        <translation>Il n&apos;y a pas de scrabble.</translation>
    </message>
    <message>
        <source>The top scores {0}.</source>
        <translation>Le top vaut {0}.</translation>
    </message>
    <message>
        <source>The top puts a tile on {0}.</source>
        <translation>Le top pose une lettre en {0}.</translation>
    </message>
    <message>
        <source>Hints (an exercise: not recorded)</source>
        <translation>Indices (un exercice&#xa0;: non notés)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#6B7785&apos;&gt;No hint used this turn.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#6B7785&apos;&gt;Aucun indice pour ce coup.&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Training history</source>
        <translation>Historique de l&apos;entraînement</translation>
    </message>
    <message>
        <source>average</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>best game</source>
        <translation>meilleure partie</translation>
    </message>
    <message>
        <source>last 5 games</source>
        <translation>5 dernières parties</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>any</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>Count games ended early</source>
        <translation>Compter les parties arrêtées avant la fin</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>Tops</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Négatif</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>as in a competition</source>
        <translation>comme en compétition</translation>
    </message>
    <message>
        <source>Not counted in the averages</source>
        <translation>Non comptée dans les moyennes</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>Tops found</source>
        <translation>Tops trouvés</translation>
    </message>
    <message>
        <source>Bingos found / missed</source>
        <translation>Scrabbles trouvés / manqués</translation>
    </message>
    <message>
        <source>games counted</source>
        <translation>parties comptées</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n game(s), average {1}, best {2}</source>
        <translation>
            <numerusform>{0}&#xa0;: %n partie, moyenne {1}, meilleure {2}</numerusform>
            <numerusform>{0}&#xa0;: %n parties, moyenne {1}, meilleure {2}</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>arrêtée avant la fin</translation>
    </message>
    <message>
        <source>in progress — resume</source>
        <translation>en cours — reprendre</translation>
    </message>
    <message>
        <source>Games are saved in {0}</source>
        <translation>Les parties sont enregistrées dans {0}</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>Tops found without a hint / turns; (+N): found with hints</source>
        <translation>Tops trouvés sans indice / coups&#xa0;; (+N)&#xa0;: trouvés avec indices</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>In practice the live check tells whether a move is valid and its score, and hints may be asked: such games are not comparable with games played as in a competition.</source>
        <translation>À l&apos;entraînement, la vérification en direct dit si une solution est valable et ce qu&apos;elle rapporte, et des indices peuvent être demandés&#xa0;: ces parties ne se comparent pas à celles jouées comme en compétition.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exporter l&apos;historique en CSV</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>Fichiers CSV, séparateur {0}, virgule décimale {1} (*.csv)</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Écrit : {0}</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>The games listed (with the filters chosen) and their figures, for a spreadsheet</source>
        <translation>Les parties de la liste (avec les filtres choisis) et leurs chiffres, pour un tableur</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Players scan this with their phone&apos;s camera</source>
        <extracomment>Show (True) or hide the join screen on the projector. Show (True) or hide &quot;handed in: 12 of 18&quot; on the projector during the turn.</extracomment>
        <translation>Les joueurs le scannent avec l&apos;appareil photo du téléphone</translation>
    </message>
    <message>
        <source>Show on the projector</source>
        <translation>Afficher au projecteur</translation>
    </message>
    <message>
        <source>The address, the PIN and a large QR code on the projector</source>
        <translation>L&apos;adresse, le code PIN et un grand code QR au projecteur</translation>
    </message>
    <message>
        <source>The projector shows how many have handed in (never who)</source>
        <translation>Le projecteur montre combien ont rendu (jamais qui)</translation>
    </message>
    <message>
        <source>Back to the game on the projector</source>
        <translation>Retour à la partie au projecteur</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Hand in your moves from your phone</source>
        <translation>Rendez vos solutions par téléphone</translation>
    </message>
    <message>
        <source>Scan the code or type the address, then the PIN and your table number.</source>
        <translation>Scannez le code QR ou tapez l&apos;adresse, puis le code PIN et votre numéro de table.</translation>
    </message>
    <message>
        <source>PIN {0}</source>
        <translation>Code PIN {0}</translation>
    </message>
    <message>
        <source>New players: scan this code or type the address, then the PIN, a table number and your name. With a table card: scan the card.</source>
        <translation>Nouveaux joueurs&#xa0;: scannez ce code ou tapez l&apos;adresse, puis le code PIN, un numéro de table et votre nom. Avec une carte de table&#xa0;: scannez la carte.</translation>
    </message>
    <message>
        <source>Scan your table card with your phone&apos;s camera, or type the address, your table number and the code on your card.</source>
        <translation>Scannez votre carte de table avec l&apos;appareil photo du téléphone, ou tapez l&apos;adresse, votre numéro de table et le code de la carte.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Takes effect at the next start of the app</source>
        <translation>S&apos;applique au prochain démarrage de l&apos;application</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the app.</source>
        <translation>La nouvelle langue s&apos;appliquera au prochain démarrage de l&apos;application.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Solo &amp;training…</source>
        <translation>En&amp;traînement solo…</translation>
    </message>
    <message>
        <source>Club s&amp;eason…</source>
        <translation>Saison du c&amp;lub…</translation>
    </message>
    <message>
        <source>&amp;Merge a simultaneous game…</source>
        <translation>Réunir une partie simult&amp;anée…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Print game sheet…</source>
        <translation>&amp;Imprimer la feuille de partie…</translation>
    </message>
    <message>
        <source>Export game sheet as P&amp;DF…</source>
        <translation>Exporter la feuille de partie en P&amp;DF…</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>Exporter les résultats en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export for the &amp;ranking program…</source>
        <translation>Exporter pour le logiciel de classe&amp;ment…</translation>
    </message>
    <message>
        <source>Export game &amp;record (JSON)…</source>
        <translation>Exporter le &amp;relevé de la partie (JSON)…</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Phones…</source>
        <translation>&amp;Téléphones…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;Draw the rack</source>
        <translation>Faire le &amp;tirage</translation>
    </message>
    <message>
        <source>Start / pause the &amp;timer</source>
        <translation>Lancer / suspendre le &amp;chrono</translation>
    </message>
    <message>
        <source>&amp;End the time</source>
        <translation>Fi&amp;n du temps</translation>
    </message>
    <message>
        <source>&amp;Reveal the top</source>
        <translation>&amp;Annoncer le top</translation>
    </message>
    <message>
        <source>Enter a &amp;move</source>
        <translation>Saisir une &amp;solution</translation>
    </message>
    <message>
        <source>&amp;Filter the top list</source>
        <translation>&amp;Filtrer la liste des coups</translation>
    </message>
    <message>
        <source>&amp;Players (latecomers, names, tables)…</source>
        <translation>&amp;Joueurs (retardataires, noms, tables)…</translation>
    </message>
    <message>
        <source>&amp;Give a move to several tables…</source>
        <translation>Attri&amp;buer une solution à plusieurs tables…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Projector window</source>
        <translation>Fenêtre du &amp;projecteur</translation>
    </message>
    <message>
        <source>Projector on &amp;screen</source>
        <translation>Projecteur sur l&apos;é&amp;cran</translation>
    </message>
    <message>
        <source>Projector &amp;full screen</source>
        <translation>Projecteur en plein écra&amp;n</translation>
    </message>
    <message>
        <source>Per-turn &amp;grid</source>
        <translation>&amp;Grille coup par coup</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>C&amp;lassement</translation>
    </message>
    <message>
        <source>&amp;Top list</source>
        <translation>Liste &amp;des coups</translation>
    </message>
    <message>
        <source>&amp;Preferences</source>
        <translation>P&amp;références</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Undo: {0}</source>
        <extracomment>What changes the session: disabled while it is read-only.</extracomment>
        <translation>&amp;Annuler&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&amp;Redo: {0}</source>
        <translation>&amp;Rétablir&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Enter (table field)</source>
        <translation>Entrée (champ table)</translation>
    </message>
    <message>
        <source>Go to the move field</source>
        <translation>Aller au champ solution</translation>
    </message>
    <message>
        <source>Enter (move field)</source>
        <translation>Entrée (champ solution)</translation>
    </message>
    <message>
        <source>Store the move</source>
        <translation>Enregistrer la solution</translation>
    </message>
    <message>
        <source>No move for the typed or selected table</source>
        <translation>Pas de solution pour la table tapée ou choisie</translation>
    </message>
    <message>
        <source>Esc (move field)</source>
        <translation>Échap (champ solution)</translation>
    </message>
    <message>
        <source>Clear the move, back to the table field</source>
        <translation>Effacer la solution, retour au champ table</translation>
    </message>
    <message>
        <source>Esc (table field)</source>
        <translation>Échap (champ table)</translation>
    </message>
    <message>
        <source>Back to the turn in play from a past turn</source>
        <translation>Retour au coup en cours depuis un coup passé</translation>
    </message>
    <message>
        <source>Delete (entries)</source>
        <translation>Suppr (bulletins)</translation>
    </message>
    <message>
        <source>Delete the selected entry</source>
        <translation>Supprimer le bulletin choisi</translation>
    </message>
    <message>
        <source>F2 / Double-click (entries)</source>
        <translation>F2 / Double-clic (bulletins)</translation>
    </message>
    <message>
        <source>Edit the selected entry</source>
        <translation>Modifier le bulletin choisi</translation>
    </message>
    <message>
        <source>Double-click (top list)</source>
        <translation>Double-clic (liste des coups)</translation>
    </message>
    <message>
        <source>Make that move the master move</source>
        <translation>En faire le coup maître</translation>
    </message>
    <message>
        <source>F11 / Esc (projector)</source>
        <translation>F11 / Échap (projecteur)</translation>
    </message>
    <message>
        <source>Full screen on / off</source>
        <translation>Plein écran oui / non</translation>
    </message>
    <message>
        <source>Duplicate Scrabble</source>
        <translation>Scrabble duplicate</translation>
    </message>
    <message>
        <source>Read-only: nothing can be changed</source>
        <extracomment>the sessions&apos; clock (tests give a fake one)</extracomment>
        <translation>Lecture seule&#xa0;: rien ne peut être modifié</translation>
    </message>
    <message>
        <source>{0} (read-only) — Duplicate Scrabble</source>
        <translation>{0} (lecture seule) — Scrabble duplicate</translation>
    </message>
    <message>
        <source>{0} — Duplicate Scrabble</source>
        <translation>{0} — Scrabble duplicate</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0});;All files (*)</source>
        <translation>Parties duplicate (*{0});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Opened read-only: nothing can be changed. File &gt; Save as keeps a copy you can continue in.</source>
        <translation>Ouverte en lecture seule&#xa0;: rien ne peut être modifié. Fichier &gt; Enregistrer sous garde une copie où continuer.</translation>
    </message>
    <message>
        <source>Close the session</source>
        <translation>Fermer la partie</translation>
    </message>
    <message>
        <source>A turn is in progress. Everything is saved; close the session anyway?</source>
        <translation>Un coup est en cours. Tout est enregistré&#xa0;; fermer la partie quand même&#xa0;?</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Impossible</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Annulé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Rétabli&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Print p&amp;layer sheets…</source>
        <translation>Imprimer les fic&amp;hes des joueurs…</translation>
    </message>
    <message>
        <source>Export player sheets as PD&amp;F…</source>
        <translation>&amp;Exporter les fiches des joueurs en PDF…</translation>
    </message>
    <message>
        <source>Export master moves as &amp;GCG…</source>
        <translation>Exporter les coups maîtres en &amp;GCG…</translation>
    </message>
    <message>
        <source>End the game &amp;now…</source>
        <translation>Terminer la &amp;partie maintenant…</translation>
    </message>
    <message>
        <source>&amp;Mirrored screen: hide the moves until time is up</source>
        <translation>Écran d&amp;upliqué&#xa0;: cacher les coups jusqu’à la fin du temps</translation>
    </message>
    <message>
        <source>Clu&amp;b roster…</source>
        <translation>Liste du clu&amp;b…</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>Couleurs adaptées aux &amp;daltoniens</translation>
    </message>
    <message>
        <source>Board, rack and timer in colours told apart with any colour vision (blue and orange)</source>
        <translation>Grille, tirage et chrono dans des couleurs que toute vision des couleurs distingue (bleu et orange)</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New duplicate session</source>
        <translation>Nouvelle partie duplicate</translation>
    </message>
    <message>
        <source>e.g. Club night, 3 December</source>
        <translation>p. ex. Soirée du club, 3 décembre</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>First move must be horizontal</source>
        <translation>Le premier coup doit être horizontal</translation>
    </message>
    <message>
        <source>A wrong written score is a warning</source>
        <translation>Un score annoncé erroné vaut un avertissement</translation>
    </message>
    <message>
        <source>From the turn they join</source>
        <translation>Depuis son coup d&apos;arrivée</translation>
    </message>
    <message>
        <source>From turn 1 (missed turns score 0)</source>
        <translation>Depuis le coup 1 (coups manqués à zéro)</translation>
    </message>
    <message>
        <source>Which tops a latecomer&apos;s deviation counts</source>
        <translation>Les tops comptés dans le négatif d&apos;un retardataire</translation>
    </message>
    <message>
        <source>Ask before revealing when players have no entry</source>
        <translation>Demander avant d&apos;annoncer si des joueurs n&apos;ont pas de bulletin</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Règlement type</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <source>Solo bonus</source>
        <translation>Prime de solo</translation>
    </message>
    <message>
        <source>Solos from (players)</source>
        <translation>Solos à partir de (joueurs)</translation>
    </message>
    <message>
        <source>Warnings tolerated</source>
        <translation>Avertissements tolérés</translation>
    </message>
    <message>
        <source>Cost of a further warning</source>
        <translation>Coût d&apos;un avertissement de plus</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <source>Latecomer&apos;s deviation</source>
        <translation>Négatif d&apos;un retardataire</translation>
    </message>
    <message>
        <source>One player a line: table number and name (&quot;12 Marie Dupont&quot;), or just names</source>
        <translation>Un joueur par ligne&#xa0;: numéro de table et nom («&#xa0;12 Marie Dupont&#xa0;»), ou juste les noms</translation>
    </message>
    <message>
        <source>Random draws, seed:</source>
        <translation>Tirages au hasard, graine&#xa0;:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>Own letters (type each rack)</source>
        <translation>Tirages saisis (taper chaque tirage)</translation>
    </message>
    <message>
        <source>Prepared game file:</source>
        <translation>Fichier de partie préparée&#xa0;:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Générer…</translation>
    </message>
    <message>
        <source>Make prepared games to order: bingos, top total, blanks kept</source>
        <translation>Fabriquer des parties préparées sur mesure&#xa0;: scrabbles, total des tops, jokers gardés</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Tirages</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Create session</source>
        <extracomment>The dialog&apos;s two columns, left to right (Tab goes down the first, then the second).</extracomment>
        <translation>Créer la partie</translation>
    </message>
    <message>
        <source>Session {0}</source>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <source>Prepared game</source>
        <translation>Partie préparée</translation>
    </message>
    <message>
        <source>Save the session as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0})</source>
        <translation>Parties duplicate (*{0})</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>La graine est un nombre entier (ou vide pour une graine au hasard).</translation>
    </message>
    <message>
        <source>Choose where to save the session.</source>
        <translation>Choisissez où enregistrer la partie.</translation>
    </message>
    <message>
        <source>{0} already exists: choose another name.</source>
        <translation>{0} existe déjà&#xa0;: choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Choose the prepared game file.</source>
        <translation>Choisissez le fichier de la partie préparée.</translation>
    </message>
    <message>
        <source>How long before the end of the turn &quot;write now&quot; is called (0: no call)</source>
        <translation>Combien de temps avant la fin du coup l’annonce «&#xa0;écrivez&#xa0;» est faite (0&#xa0;: aucune)</translation>
    </message>
    <message>
        <source>&quot;Write now&quot; before the end</source>
        <translation>«&#xa0;Écrivez&#xa0;» avant la fin</translation>
    </message>
    <message>
        <source>Teams: pupils share a table, one team a line (&quot;Team Blue: Emma, Noah&quot;)</source>
        <translation>Équipes&#xa0;: des élèves partagent une table, une équipe par ligne («&#xa0;Équipe bleue&#xa0;: Emma, Noah&#xa0;»)</translation>
    </message>
    <message>
        <source>Two to four pupils a team; the sheet and the standings name them</source>
        <translation>Deux à quatre élèves par équipe&#xa0;; la feuille de partie et le classement les nomment</translation>
    </message>
    <message>
        <source>One pupil or team a line: &quot;Team Blue: Emma, Noah&quot; or &quot;Liam&quot;</source>
        <translation>Un élève ou une équipe par ligne&#xa0;: «&#xa0;Équipe bleue&#xa0;: Emma, Noah&#xa0;» ou «&#xa0;Liam&#xa0;»</translation>
    </message>
    <message>
        <source>Others tonight (one a line: table and name, or just a name):</source>
        <translation>Autres joueurs ce soir (un par ligne : table et nom, ou seulement le nom) :</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Liste du club</translation>
    </message>
    <message>
        <source>Add these players to the club&apos;s roster?
{0}</source>
        <translation>Ajouter ces joueurs à la liste du club ?
{0}</translation>
    </message>
    <message>
        <source>Prepared game file</source>
        <translation>Fichier de partie préparée</translation>
    </message>
    <message>
        <source>Session file</source>
        <translation>Fichier de la partie</translation>
    </message>
</context>
<context>
    <name>PhonesCounter</name>
    <message numerus="yes">
        <source>phones: %n connected, {0} handed in</source>
        <translation>
            <numerusform>téléphones&#xa0;: %n connecté, coups rendus&#xa0;: {0}</numerusform>
            <numerusform>téléphones&#xa0;: %n connectés, coups rendus&#xa0;: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked (no table can be taken without its card)</source>
        <translation>Quelqu&apos;un essaie des codes&#xa0;: {0} erronés dans la dernière minute, {1} refusés sans examen (aucune table ne se prend sans sa carte)</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Phones</source>
        <extracomment>The service started or stopped (the new one, or None). Listen on 127.0.0.1 only (no phone can join): for tests and demonstrations on one computer.</extracomment>
        <translation>Téléphones</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Nouveau code PIN</translation>
    </message>
    <message>
        <source>Players may join with a table number the session does not have yet</source>
        <translation>Les joueurs peuvent rejoindre avec un numéro de table que la partie n&apos;a pas encore</translation>
    </message>
    <message>
        <source>Tell phones before the reveal whether their move is valid, and its score</source>
        <translation>Dire aux téléphones avant l&apos;annonce si leur solution est valable, et son score</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port&#xa0;:</translation>
    </message>
    <message>
        <source>Players join at</source>
        <translation>Les joueurs se connectent à</translation>
    </message>
    <message>
        <source>The PIN must have 4 to 6 digits.</source>
        <translation>Le code PIN doit avoir 4 à 6 chiffres.</translation>
    </message>
    <message>
        <source>The service could not start: {0}</source>
        <translation>Le service n&apos;a pas pu démarrer&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Stop the service</source>
        <translation>Arrêter le service</translation>
    </message>
    <message>
        <source>Start the service</source>
        <translation>Démarrer le service</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) joined</source>
        <translation>
            <numerusform>%n téléphone connecté à la partie</numerusform>
            <numerusform>%n téléphones connectés à la partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected now</source>
        <translation>
            <numerusform>%n téléphone en ligne</numerusform>
            <numerusform>%n téléphones en ligne</numerusform>
        </translation>
    </message>
    <message>
        <source>PIN for new players (4 to 6 digits):</source>
        <translation>Code PIN des nouveaux joueurs (4 à 6 chiffres)&#xa0;:</translation>
    </message>
    <message>
        <source>Announced players join with their table&apos;s card: print the cards once the service runs, or from Players for one table.</source>
        <translation>Les joueurs inscrits rejoignent avec la carte de leur table&#xa0;: imprimez les cartes une fois le service démarré, ou depuis Joueurs pour une table.</translation>
    </message>
    <message>
        <source>Print table cards…</source>
        <translation>Imprimer les cartes de table…</translation>
    </message>
    <message>
        <source>A card per table with its QR code and its own code, as a PDF to print</source>
        <translation>Une carte par table avec son code QR et son propre code, en PDF à imprimer</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Cartes de table</translation>
    </message>
    <message>
        <source>The session has no players yet: add them first (Players), then print their cards.</source>
        <translation>La partie n&apos;a pas encore de joueurs&#xa0;: ajoutez-les d&apos;abord (Joueurs), puis imprimez leurs cartes.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) already have a card. New cards for every table make the printed ones stop working.</source>
        <translation>
            <numerusform>%n table a déjà une carte. De nouvelles cartes pour toutes les tables rendent inutilisables celles imprimées.</numerusform>
            <numerusform>%n tables ont déjà une carte. De nouvelles cartes pour toutes les tables rendent inutilisables celles imprimées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards for the %n table(s) without one</source>
        <translation>
            <numerusform>Une carte pour %n table qui n&apos;en a pas</numerusform>
            <numerusform>Des cartes pour %n tables qui n&apos;en ont pas</numerusform>
        </translation>
    </message>
    <message>
        <source>New cards for every table</source>
        <translation>De nouvelles cartes pour toutes les tables</translation>
    </message>
    <message numerus="yes">
        <source>The cards of %n table(s) are in {0}: print it and cut along the dashed lines.</source>
        <translation>
            <numerusform>La carte de %n table est dans {0}&#xa0;: imprimez-la et découpez le long des pointillés.</numerusform>
            <numerusform>Les cartes de %n tables sont dans {0}&#xa0;: imprimez le fichier et découpez le long des pointillés.</numerusform>
        </translation>
    </message>
    <message>
        <source>PIN for new players: {0}</source>
        <translation>Code PIN des nouveaux joueurs&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Players join with their table cards</source>
        <translation>Les joueurs rejoignent avec leurs cartes de table</translation>
    </message>
    <message>
        <source>Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked. No table can be taken without its card.</source>
        <translation>Quelqu&apos;un essaie des codes&#xa0;: {0} erronés dans la dernière minute, {1} refusés sans examen. Aucune table ne se prend sans sa carte.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>There is no blank on the rack.</source>
        <translation>Il n&apos;y a pas de joker sur le chevalet.</translation>
    </message>
    <message>
        <source>“{0}” is not a letter of this game&apos;s tiles.</source>
        <translation>«&#xa0;{0}&#xa0;» n&apos;est pas une lettre de ce jeu.</translation>
    </message>
    <message>
        <source>Click a square first (or move the cursor with the arrow keys).</source>
        <translation>Cliquez d&apos;abord sur une case (ou déplacez le curseur avec les flèches).</translation>
    </message>
    <message>
        <source>No free square ahead: the word has reached the edge of the board.</source>
        <translation>Plus de case libre devant&#xa0;: le mot a atteint le bord de la grille.</translation>
    </message>
    <message>
        <source>There is no {0} left on the rack.</source>
        <translation>Il n&apos;y a plus de {0} sur le chevalet.</translation>
    </message>
    <message>
        <source>That tile is already on the board.</source>
        <translation>Cette lettre est déjà sur la grille.</translation>
    </message>
    <message>
        <source>That square is taken.</source>
        <translation>Cette case est déjà occupée.</translation>
    </message>
    <message>
        <source>Type the letter of the blank first.</source>
        <translation>Tapez d&apos;abord la lettre du joker.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>&lt;b&gt;Place a move:&lt;/b&gt; click a square (click again or press Space to turn the direction), or move the cursor with the arrow keys; type the whole word, the letters already on the board included. Backspace takes the last tile back, Esc clears. &lt;b&gt;?&lt;/b&gt; then a letter, or &lt;b&gt;Shift+letter&lt;/b&gt;, plays the blank. Tiles can also be clicked or dragged from the rack.</source>
        <translation>&lt;b&gt;Poser un coup&#xa0;:&lt;/b&gt; cliquez une case (cliquez encore ou appuyez sur Espace pour changer de sens), ou déplacez le curseur avec les flèches&#xa0;; tapez le mot entier, lettres déjà posées comprises. Retour arrière reprend la dernière lettre, Échap efface. &lt;b&gt;?&lt;/b&gt; puis une lettre, ou &lt;b&gt;Maj+lettre&lt;/b&gt;, joue le joker. Les lettres du chevalet peuvent aussi être cliquées ou glissées.</translation>
    </message>
    <message>
        <source>Shuffle (F7)</source>
        <translation>Mélanger (F7)</translation>
    </message>
    <message>
        <source>Sort (F8)</source>
        <translation>Trier (F8)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Or type the move:&lt;/b&gt; Ctrl+L goes to the move field: a reference and the word, &lt;i&gt;{0}&lt;/i&gt; (lowercase for a blank). &lt;b&gt;Enter&lt;/b&gt; plays the move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;After each turn:&lt;/b&gt; the top, your rank, every legal move (filter it, click one to see it on the board) and &quot;what would I have scored with...?&quot;. Click a turn of the game so far, or press PageUp, to review it; F6 replays it as an exercise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F2-F4 hints, F5 pause, F7 shuffle, F8 sort, Ctrl+E ends the game, Ctrl+W leaves it to resume later, F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ou tapez le coup&#xa0;:&lt;/b&gt; Ctrl+L va au champ du coup&#xa0;: une référence et le mot, &lt;i&gt;{0}&lt;/i&gt; (minuscule pour un joker). &lt;b&gt;Entrée&lt;/b&gt; joue le coup.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Après chaque coup&#xa0;:&lt;/b&gt; le top, votre rang, tous les coups possibles (filtrez-les, cliquez-en un pour le voir sur la grille) et «&#xa0;combien aurais-je marqué avec…&#xa0;?&#xa0;». Cliquez un coup de la partie, ou appuyez sur Page préc., pour le revoir&#xa0;; F6 le rejoue en exercice.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Touches&#xa0;:&lt;/b&gt; F2-F4 indices, F5 pause, F7 mélanger, F8 trier, Ctrl+E termine la partie, Ctrl+W la quitte pour la reprendre plus tard, F1 liste toutes les touches.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>or type a reference and a word: {0} (lowercase = blank)</source>
        <translation>ou tapez une référence et un mot&#xa0;: {0} (minuscule = joker)</translation>
    </message>
    <message>
        <source>your score (optional)</source>
        <translation>votre score (facultatif)</translation>
    </message>
    <message>
        <source>Written score:</source>
        <translation>Score annoncé&#xa0;:</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>Pas de solution</translation>
    </message>
    <message>
        <source>Hand in no move for this turn (scores 0)</source>
        <translation>Ne rien rendre pour ce coup (zéro)</translation>
    </message>
    <message>
        <source>Clear (Esc)</source>
        <translation>Effacer (Échap)</translation>
    </message>
    <message>
        <source>Play this move (Enter)</source>
        <translation>Jouer ce coup (Entrée)</translation>
    </message>
    <message>
        <source>Rack redrawn: {0} did not meet the draw rule and went back to the bag.</source>
        <translation>Tirage refait&#xa0;: {0} ne respectait pas la règle de tirage et est retourné au sac.</translation>
    </message>
    <message>
        <source>Type the letter the blank stands for.</source>
        <translation>Tapez la lettre que représente le joker.</translation>
    </message>
    <message>
        <source>Blank: type the letter it stands for.</source>
        <translation>Joker&#xa0;: tapez la lettre qu&apos;il représente.</translation>
    </message>
    <message>
        <source>Your move: &lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;It is checked when you hand it in, as in a competition.</source>
        <translation>Votre coup&#xa0;: &lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;Il est vérifié quand vous le rendez, comme en compétition.</translation>
    </message>
    <message>
        <source> — bingo!</source>
        <translation> — scrabble&#xa0;!</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:15pt&apos;&gt;&lt;b&gt;{0}&lt;/b&gt; &amp;nbsp; &lt;b&gt;{1} points&lt;/b&gt;{2}&lt;/span&gt;&lt;br&gt;{3}</source>
        <translation>&lt;span style=&apos;font-size:15pt&apos;&gt;&lt;b&gt;{0}&lt;/b&gt; &amp;nbsp; &lt;b&gt;{1} points&lt;/b&gt;{2}&lt;/span&gt;&lt;br&gt;{3}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not a legal move:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Coup non valable&#xa0;:&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Click a square where your word starts (or press an arrow key).</source>
        <translation>Cliquez la case où commence votre mot (ou appuyez sur une flèche).</translation>
    </message>
    <message>
        <source>across</source>
        <translation>horizontal</translation>
    </message>
    <message>
        <source>down</source>
        <translation>vertical</translation>
    </message>
    <message>
        <source>Type your word from {0}, {1} (Space turns the direction).</source>
        <translation>Tapez votre mot depuis {0}, {1} (Espace change de sens).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paused.&lt;/b&gt; The rack and the board are hidden until you resume the clock (F5).</source>
        <translation>&lt;b&gt;En pause.&lt;/b&gt; Le tirage et la grille restent cachés jusqu&apos;à la reprise du chrono (F5).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Votre score</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Add latecomer</source>
        <translation>Ajouter un retardataire</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Change table number</source>
        <translation>Changer le numéro de table</translation>
    </message>
    <message>
        <source>Mark as leaving</source>
        <translation>Noter le départ</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Numéro de table</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts the tops from the turn they join.</source>
        <translation>Un retardataire joue à partir du coup en cours. Son négatif compte les tops depuis son arrivée.</translation>
    </message>
    <message>
        <source>A latecomer plays from the turn in progress. Their deviation counts every top from turn 1 (the turns they missed score 0).</source>
        <translation>Un retardataire joue à partir du coup en cours. Son négatif compte tous les tops depuis le coup 1 (les coups manqués valent zéro).</translation>
    </message>
    <message>
        <source>{0} (table {1}) leaves: they play no more turns and stay in the standings. Go on?</source>
        <translation>{0} (table {1}) s&apos;en va&#xa0;: plus aucun coup joué, sa place au classement reste. Continuer&#xa0;?</translation>
    </message>
    <message>
        <source>New card…</source>
        <translation>Nouvelle carte…</translation>
    </message>
    <message>
        <source>A new card for the selected table, as a PDF to print: its old card stops working</source>
        <translation>Une nouvelle carte pour la table choisie, en PDF à imprimer&#xa0;: l&apos;ancienne ne fonctionne plus</translation>
    </message>
    <message>
        <source>Start the phones&apos; service first (Session &gt; Phones…): the card holds its address</source>
        <translation>Démarrez d&apos;abord le service des téléphones (Partie &gt; Téléphones…)&#xa0;: la carte porte son adresse</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Nouvelle carte</translation>
    </message>
    <message>
        <source>The card of table {0} ({1}) will stop working; a phone that holds the table keeps it (Release phone frees it). Make a new card?</source>
        <translation>La carte de la table {0} ({1}) ne fonctionnera plus&#xa0;; un téléphone qui tient la table la garde (Libérer le téléphone la libère). Faire une nouvelle carte&#xa0;?</translation>
    </message>
    <message>
        <source>The new card of table {0} is in {1}: print it and give it to {2}.</source>
        <translation>La nouvelle carte de la table {0} est dans {1}&#xa0;: imprimez-la et donnez-la à {2}.</translation>
    </message>
    <message>
        <source>From the roster</source>
        <translation>Depuis la liste du club</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Liste du club</translation>
    </message>
    <message>
        <source>Add {0} to the club&apos;s roster too?</source>
        <translation>Ajouter aussi {0} à la liste du club ?</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Plays from turn</source>
        <translation>Joue depuis le coup</translation>
    </message>
    <message>
        <source>Left at turn</source>
        <translation>Parti au coup</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <source>% of the top</source>
        <translation>% du top</translation>
    </message>
    <message>
        <source>average {0}</source>
        <translation>moyenne {0}</translation>
    </message>
    <message>
        <source>best {0}</source>
        <translation>meilleur {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Duplicate — projector</source>
        <extracomment>Least share of the window&apos;s width the right column (rack, timer, messages, standings) takes. How long each page of the standings stays up when they take more than one.</extracomment>
        <translation>Duplicate — projecteur</translation>
    </message>
    <message numerus="yes">
        <source>handed in: %n of {0}</source>
        <extracomment>The hints the teacher showed the room this turn (a class).</extracomment>
        <translation>
            <numerusform>rendu&#xa0;: %n sur {0}</numerusform>
            <numerusform>rendus&#xa0;: %n sur {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: turn {0}, the rack is coming</source>
        <translation>À suivre&#xa0;: coup {0}</translation>
    </message>
    <message>
        <source>Turn {0}: get ready</source>
        <translation>Coup {0}&#xa0;: préparez-vous</translation>
    </message>
    <message>
        <source>Turn {0}: find your move</source>
        <translation>Coup {0}&#xa0;: cherchez votre solution</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Time is up: hand in your moves</source>
        <translation>Temps écoulé&#xa0;: rendez vos bulletins</translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Partie terminée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Turn {0}: for {1} points, at {2}, {3}</source>
        <translation>Coup {0}&#xa0;: pour {1} points, en {2}, {3}</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Négatif</translation>
    </message>
    <message>
        <source>Standings after turn {0} (top {1})</source>
        <translation>Classement après le coup {0} (top {1})</translation>
    </message>
    <message>
        <source>{0} of {1} (page {2}/{3})</source>
        <translation>{0} sur {1} (page {2}/{3})</translation>
    </message>
    <message>
        <source>{0}–{1} of {2} (page {3}/{4})</source>
        <translation>{0}–{1} sur {2} (page {3}/{4})</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Indice&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Standings after turn {0}</source>
        <translation>Classement après le coup {0}</translation>
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
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Tout enregistrer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Oui à &amp;tout</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Non à to&amp;ut</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas tenir compte</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>RackView</name>
    <message>
        <source>Rack rejected and redrawn</source>
        <translation>Tirage rejeté et refait</translation>
    </message>
    <message>
        <source>Rack</source>
        <extracomment>A label (AT-SPI &quot;label&quot;) whose text is the letters. Whether a new rack is announced (the projector&apos;s copy of the arbiter&apos;s rack is not).</extracomment>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>blank</source>
        <extracomment>Width of the ``+`` between leftover and new tiles, in tile widths. Height of the tiles standing in their tray, in tile heights (margins included). Room for the message line under the tray, in tile heights.</extracomment>
        <translation>joker</translation>
    </message>
    <message>
        <source>kept: {0}, new: {1}</source>
        <translation>reliquat : {0}, nouvelles : {1}</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>aucune lettre</translation>
    </message>
    <message>
        <source>Rack: {0}</source>
        <translation>Tirage&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>RankedListView</name>
    <message>
        <source>Best moves of the turn — pick one to see it on the board</source>
        <translation>Meilleurs coups — choisissez-en un pour le voir sur la grille</translation>
    </message>
    <message>
        <source>Show all moves</source>
        <translation>Afficher tous les coups</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>All moves shown</source>
        <translation>Tous les coups sont affichés</translation>
    </message>
    <message>
        <source>The search failed: {0}</source>
        <translation>La recherche a échoué&#xa0;: {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %Ln legal move(s)</source>
        <translation>
            <numerusform>{0} sur %Ln coup possible</numerusform>
            <numerusform>{0} sur %Ln coups possibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln legal move(s)</source>
        <translation>
            <numerusform>%Ln coup possible</numerusform>
            <numerusform>%Ln coups possibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of the best %Ln move(s)</source>
        <translation>
            <numerusform>{0} du meilleur coup (%Ln)</numerusform>
            <numerusform>{0} des %Ln meilleurs coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best %Ln move(s)</source>
        <translation>
            <numerusform>le meilleur coup (%Ln)</numerusform>
            <numerusform>les %Ln meilleurs coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: word, square ({0}) or points</source>
        <translation>Filtre&#xa0;: mot, case ({0}) ou points</translation>
    </message>
    <message>
        <source>Filter the moves</source>
        <translation>Filtrer les coups</translation>
    </message>
    <message>
        <source>Best moves of the turn</source>
        <translation>Meilleurs coups</translation>
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
        <translation>Points</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>bingo</source>
        <translation>scrabble</translation>
    </message>
    <message>
        <source>◀ your move</source>
        <translation>◀ votre coup</translation>
    </message>
    <message>
        <source>◀ what if</source>
        <translation>◀ et si</translation>
    </message>
</context>
<context>
    <name>ReadOnlyBanner</name>
    <message>
        <source>Try saving again</source>
        <translation>Réessayer d’enregistrer</translation>
    </message>
    <message>
        <source>When the disk can be written again, actions are saved again</source>
        <translation>Quand le disque est de nouveau accessible en écriture, les actions sont de nouveau enregistrées</translation>
    </message>
    <message>
        <source>Read-only: this session is open read-only (another window holds it, or the file cannot be written here). You can look, print and export; File &gt; Save as makes a copy you can continue in.</source>
        <translation>Lecture seule&#xa0;: cette partie est ouverte en lecture seule (une autre fenêtre la tient, ou le fichier ne peut pas être écrit ici). Vous pouvez consulter, imprimer et exporter&#xa0;; Fichier &gt; Enregistrer sous fait une copie dans laquelle continuer.</translation>
    </message>
    <message>
        <source>Read-only: the session file can no longer be written (its disk or folder became read-only). Nothing was lost. Use File &gt; Save as to continue in a writable place, or try saving again once the disk is writable.</source>
        <translation>Lecture seule&#xa0;: le fichier de la partie ne peut plus être écrit (son disque ou son dossier est passé en lecture seule). Rien n’a été perdu. Utilisez Fichier &gt; Enregistrer sous pour continuer dans un endroit accessible en écriture, ou réessayez d’enregistrer quand le disque le sera de nouveau.</translation>
    </message>
    <message>
        <source>Nothing can be changed: the session is read-only</source>
        <translation>Rien ne peut être modifié&#xa0;: la partie est en lecture seule</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>your move</source>
        <translation>votre coup</translation>
    </message>
    <message>
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>ce coup</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>of the tops</source>
        <translation>des tops</translation>
    </message>
    <message>
        <source>Next turn (Enter)</source>
        <translation>Coup suivant (Entrée)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; (not valid: {1})</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; (non valable&#xa0;: {1})</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>pas de solution</translation>
    </message>
    <message numerus="yes">
        <source>Top found, with %n hint(s).</source>
        <translation>
            <numerusform>Top trouvé, avec %n indice.</numerusform>
            <numerusform>Top trouvé, avec %n indices.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top found without a hint!</source>
        <translation>Top trouvé sans indice&#xa0;!</translation>
    </message>
    <message>
        <source>Turn {0}: you played {1}; the top is &lt;b&gt;{2}&lt;/b&gt;. {3}</source>
        <translation>Coup {0}&#xa0;: vous avez joué {1}&#xa0;; le top est &lt;b&gt;{2}&lt;/b&gt;. {3}</translation>
    </message>
    <message>
        <source>Rack {0}</source>
        <translation>Tirage {0}</translation>
    </message>
    <message>
        <source>your move ranks below 500th</source>
        <translation>votre coup est au-delà du 500e</translation>
    </message>
    <message numerus="yes">
        <source>%n moves share the top</source>
        <translation>
            <numerusform>%n coup fait le top</numerusform>
            <numerusform>%n coups font le top</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;, after the time (void)</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;, après le temps (nul)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; was handed in {1} s after the time: as in a competition, a slip handed in late is void and scores 0</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; a été rendu {1}&#xa0;s après le temps&#xa0;: comme en compétition, un bulletin rendu en retard est nul et vaut 0</translation>
    </message>
    <message>
        <source>hints used: {0}</source>
        <translation>indices&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;written score {0}, the move scores {1}: a warning&lt;/b&gt;</source>
        <translation>&lt;b&gt;score annoncé {0}, le coup vaut {1}&#xa0;: un avertissement&lt;/b&gt;</translation>
    </message>
    <message>
        <source>written score {0}, the move scores {1} (no warning under these rules)</source>
        <translation>score annoncé {0}, le coup vaut {1} (pas d&apos;avertissement avec ce règlement)</translation>
    </message>
    <message>
        <source>written score {0}: right</source>
        <translation>score annoncé {0}&#xa0;: juste</translation>
    </message>
    <message>
        <source>game: {0} of {1}</source>
        <translation>partie&#xa0;: {0} sur {1}</translation>
    </message>
    <message>
        <source>the room&apos;s moves (practice: you are not ranked)</source>
        <translation>les coups de la salle (entraînement&#xa0;: vous n&apos;êtes pas classé)</translation>
    </message>
    <message>
        <source>top found by {0} of {1} in the room: {2}</source>
        <translation>top trouvé par {0} sur {1} dans la salle&#xa0;: {2}</translation>
    </message>
    <message>
        <source>the room&apos;s average: {0} points</source>
        <translation>moyenne de la salle&#xa0;: {0} points</translation>
    </message>
    <message>
        <source>The game ended before any turn was played.</source>
        <translation>La partie s&apos;est terminée avant le premier coup.</translation>
    </message>
    <message>
        <source>Game summary (Enter)</source>
        <translation>Bilan de la partie (Entrée)</translation>
    </message>
    <message numerus="yes">
        <source>your move ranks %n</source>
        <translation>
            <numerusform>votre coup est classé %ner</numerusform>
            <numerusform>votre coup est classé %ne</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise (not counted): &lt;b&gt;{0}&lt;/b&gt; was handed in after the time: void, as in a competition.</source>
        <translation>Exercice (non compté)&#xa0;: &lt;b&gt;{0}&lt;/b&gt; a été rendu après le temps&#xa0;: nul, comme en compétition.</translation>
    </message>
    <message>
        <source>Hints used: {0}</source>
        <translation>Indices&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Written score {0}, the move scores {1}: a warning.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Score annoncé {0}, le coup vaut {1}&#xa0;: un avertissement.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Written score {0}, the move scores {1} (no warning under these rules).</source>
        <translation>Score annoncé {0}, le coup vaut {1} (pas d&apos;avertissement avec ce règlement).</translation>
    </message>
    <message>
        <source>Written score {0}: right.</source>
        <translation>Score annoncé {0}&#xa0;: juste.</translation>
    </message>
    <message>
        <source>Exercise (not counted): {0}</source>
        <translation>Exercice (non compté)&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Exercise (not counted): no move was handed in.</source>
        <translation>Exercice (non compté)&#xa0;: aucun coup rendu.</translation>
    </message>
    <message>
        <source>Type the letter the blank stands for.</source>
        <translation>Tapez la lettre que représente le joker.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; is not a legal move: {1}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; n&apos;est pas un coup valable&#xa0;: {1}</translation>
    </message>
    <message>
        <source>These tiles are not a legal move: {0}</source>
        <translation>Ces lettres ne forment pas un coup valable&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; would have scored &lt;b&gt;{1}&lt;/b&gt; ({2} against the top), rank {3}.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; aurait marqué &lt;b&gt;{1}&lt;/b&gt; ({2} par rapport au top), rang {3}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; would have scored &lt;b&gt;{1}&lt;/b&gt; ({2} against the top), below the 500 best.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; aurait marqué &lt;b&gt;{1}&lt;/b&gt; ({2} par rapport au top), au-delà des 500 meilleurs.</translation>
    </message>
    <message>
        <source>What would I have scored with…? ({0} WORD, Enter; or place it on the board)</source>
        <translation>Combien aurais-je marqué avec…&#xa0;? ({0} MOT, Entrée&#xa0;; ou placez-le sur la grille)</translation>
    </message>
    <message>
        <source>What would I have scored with… (type a move: {0} WORD, Enter; or place it on the board before the turn)</source>
        <translation>Combien aurais-je marqué avec… (tapez un coup&#xa0;: {0} MOT, Entrée&#xa0;; ou placez-le sur la grille d&apos;avant le coup)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0} points taken off&lt;/b&gt; for a warning beyond the {1} tolerated (this move {2}, this turn {3})</source>
        <translation>&lt;b&gt;{0} points retirés&lt;/b&gt; pour un avertissement au-delà des {1} tolérés (votre solution {2}, ce coup {3})</translation>
    </message>
    <message>
        <source>rank {0} of {1} in the room</source>
        <translation>rang {0} sur {1} dans la salle</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody in the room found the top</source>
        <translation>personne dans la salle n&apos;a trouvé le top</translation>
    </message>
    <message>
        <source>What would I have scored with…?</source>
        <translation>Combien aurais-je marqué avec… ?</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>◀ Turn before</source>
        <translation>◀ Coup précédent</translation>
    </message>
    <message>
        <source>PageUp</source>
        <translation>Page préc.</translation>
    </message>
    <message>
        <source>Turn after ▶</source>
        <translation>Coup suivant ▶</translation>
    </message>
    <message>
        <source>PageDown</source>
        <translation>Page suiv.</translation>
    </message>
    <message>
        <source>Replay as an exercise (F6)</source>
        <translation>Rejouer en exercice (F6)</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Retour à la partie (Échap)</translation>
    </message>
    <message>
        <source>Review of turn {0} of {1}</source>
        <translation>Revue du coup {0} sur {1}</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <source>Finish the turn in progress first (play or pass): then any turn can be replayed.</source>
        <translation>Terminez d&apos;abord le coup en cours (jouez ou passez)&#xa0;: ensuite tout coup peut être rejoué.</translation>
    </message>
</context>
<context>
    <name>RoomTurnDialog</name>
    <message>
        <source>Turn {0} in the room</source>
        <translation>Coup {0} dans la salle</translation>
    </message>
    <message>
        <source>Turn {0}: the moves of the players who were there, and yours</source>
        <translation>Coup {0}&#xa0;: les coups des joueurs présents, et le vôtre</translation>
    </message>
    <message>
        <source>top {0} points, found by {1} of {2}</source>
        <translation>top {0} points, trouvé par {1} sur {2}</translation>
    </message>
    <message>
        <source>the room&apos;s average: {0} points</source>
        <translation>moyenne de la salle&#xa0;: {0} points</translation>
    </message>
    <message>
        <source>played in practice: you are not ranked against the room</source>
        <translation>joué en entraînement&#xa0;: vous n&apos;êtes pas classé avec la salle</translation>
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
        <source>This turn</source>
        <translation>Ce coup</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Total after the turn</source>
        <translation>Total après le coup</translation>
    </message>
    <message>
        <source>{0} (you)</source>
        <translation>{0} (vous)</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (non valable)</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Junior</source>
        <translation>Jeune</translation>
    </message>
    <message>
        <source>Senior</source>
        <translation>Senior</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vermeil</translation>
    </message>
    <message>
        <source>The roster cannot be opened: {0}</source>
        <translation>La liste du club ne peut pas être ouverte : {0}</translation>
    </message>
</context>
<context>
    <name>RosterLatecomers</name>
    <message>
        <source>Search the roster for a latecomer</source>
        <translation>Chercher un retardataire dans la liste du club</translation>
    </message>
    <message>
        <source>Players of the roster not in the session</source>
        <translation>Joueurs de la liste absents de la partie</translation>
    </message>
    <message>
        <source>No club roster yet: File &gt; Club roster… keeps the club&apos;s players from one evening to the next.</source>
        <translation>Pas encore de liste du club : Fichier &gt; Liste du club… garde les joueurs du club d&apos;une soirée à l&apos;autre.</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Last table</source>
        <translation>Dernière table</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>RosterPickModel</name>
    <message>
        <source>Present</source>
        <extracomment>The remembered choice of a club whose members keep their usual tables (gaps and all). The club keeps each member at their usual table; else tonight&apos;s run 1..n without gaps. The players the last change moved to close a gap: (name, old table, new table).</extracomment>
        <translation>Présent</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Table {0} last time</source>
        <translation>Table {0} la dernière fois</translation>
    </message>
</context>
<context>
    <name>RosterPicker</name>
    <message>
        <source>The players can still be typed below.</source>
        <translation>Les joueurs peuvent toujours être saisis ci-dessous.</translation>
    </message>
    <message>
        <source>Search the roster: name, club, category or licence</source>
        <translation>Chercher dans la liste : nom, club, catégorie ou licence</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>Chercher dans la liste du club</translation>
    </message>
    <message>
        <source>The club&apos;s roster: tick who is present</source>
        <translation>La liste du club : cochez les présents</translation>
    </message>
    <message>
        <source>Tick all shown</source>
        <translation>Cocher tous ceux affichés</translation>
    </message>
    <message>
        <source>Tick every player the search shows: search a category (a class) or a club, then tick them all</source>
        <translation>Cocher tous les joueurs que la recherche affiche : cherchez une catégorie (une classe) ou un club, puis cochez-les tous</translation>
    </message>
    <message>
        <source>Untick all shown</source>
        <translation>Décocher tous ceux affichés</translation>
    </message>
    <message>
        <source>Fixed tables</source>
        <translation>Tables fixes</translation>
    </message>
    <message>
        <source>Each member keeps their usual table, even with gaps; otherwise tonight&apos;s tables run from 1 without gaps</source>
        <translation>Chaque membre garde sa table habituelle, même avec des trous&#xa0;; sinon les tables de ce soir vont de 1 à n sans trou</translation>
    </message>
    <message>
        <source>A name not in the roster</source>
        <extracomment>What the last tick or untick renumbered (who moved to close a gap).</extracomment>
        <translation>Un nom absent de la liste</translation>
    </message>
    <message>
        <source>Add to the roster</source>
        <translation>Ajouter à la liste</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ticked</source>
        <translation>
            <numerusform>%n joueur coché</numerusform>
            <numerusform>%n joueurs cochés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tables renumbered so that none is empty: %n player(s) moved ({0})</source>
        <translation>
            <numerusform>Tables renumérotées pour qu&apos;aucune ne reste vide&#xa0;: %n joueur déplacé ({0})</numerusform>
            <numerusform>Tables renumérotées pour qu&apos;aucune ne reste vide&#xa0;: %n joueurs déplacés ({0})</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: table {1} → {2}</source>
        <translation>{0}&#xa0;: table {1} → {2}</translation>
    </message>
    <message>
        <source>Club roster</source>
        <translation>Liste du club</translation>
    </message>
    <message>
        <source>Add {0} to the club&apos;s roster? They are ticked as present tonight.</source>
        <translation>Ajouter {0} à la liste du club&#xa0;? Sa présence ce soir est cochée.</translation>
    </message>
</context>
<context>
    <name>RosterWindow</name>
    <message>
        <source>Club roster</source>
        <translation>Liste du club</translation>
    </message>
    <message>
        <source>Roster folder…</source>
        <translation>Dossier de la liste…</translation>
    </message>
    <message>
        <source>Keep the roster in another folder, e.g. on the club&apos;s USB stick</source>
        <translation>Garder la liste dans un autre dossier, par exemple sur la clé USB du club</translation>
    </message>
    <message>
        <source>Search: name, club, category or licence</source>
        <translation>Chercher : nom, club, catégorie ou licence</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>Chercher dans la liste du club</translation>
    </message>
    <message>
        <source>Show inactive players</source>
        <translation>Montrer les joueurs inactifs</translation>
    </message>
    <message>
        <source>The club&apos;s roster</source>
        <translation>La liste du club</translation>
    </message>
    <message>
        <source>Active (offered when a session starts)</source>
        <translation>Actif (proposé au début d&apos;une partie)</translation>
    </message>
    <message>
        <source>Add as a new player</source>
        <translation>Ajouter comme nouveau joueur</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Vider le formulaire</translation>
    </message>
    <message>
        <source>Merge two players…</source>
        <translation>Fusionner deux joueurs…</translation>
    </message>
    <message>
        <source>Select the two players who are one person: the first keeps its name, and the sessions played under either stay this person&apos;s</source>
        <translation>Sélectionnez les deux joueurs qui sont une même personne : le premier garde son nom, et les parties jouées sous l&apos;un ou l&apos;autre restent les siennes</translation>
    </message>
    <message>
        <source>Categories…</source>
        <translation>Catégories…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Licence number</source>
        <translation>Numéro de licence</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Roster file: {0}</source>
        <translation>Fichier de la liste : {0}</translation>
    </message>
    <message>
        <source>Nothing was changed there: choose another folder with Roster folder… (the club&apos;s USB stick), or move a damaged roster file away.</source>
        <translation>Rien n&apos;y a été changé : choisissez un autre dossier avec Dossier de la liste… (la clé USB du club), ou déplacez un fichier de liste endommagé.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in the roster</source>
        <translation>
            <numerusform>%n joueur dans la liste</numerusform>
            <numerusform>%n joueurs dans la liste</numerusform>
        </translation>
    </message>
    <message>
        <source>Roster folder</source>
        <translation>Dossier de la liste du club</translation>
    </message>
    <message>
        <source>The roster already has {0}. Add another player of the same name?</source>
        <translation>La liste a déjà {0}. Ajouter un autre joueur du même nom ?</translation>
    </message>
    <message>
        <source>{0} added to the roster.</source>
        <translation>{0} ajouté à la liste.</translation>
    </message>
    <message>
        <source>{0} saved.</source>
        <translation>{0} enregistré.</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Fusionner deux joueurs</translation>
    </message>
    <message>
        <source>Merge &quot;{1}&quot; into &quot;{0}&quot;? One player is left, named &quot;{0}&quot;; the sessions played under either stay this person&apos;s. This cannot be undone.</source>
        <translation>Fusionner « {1} » dans « {0} » ? Il reste un seul joueur, nommé « {0} » ; les parties jouées sous l&apos;un ou l&apos;autre restent les siennes. C&apos;est irréversible.</translation>
    </message>
    <message>
        <source>{0} and {1} are one player now.</source>
        <translation>{0} et {1} ne font plus qu&apos;un joueur.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Imported: {0} new, {1} updated.</source>
        <translation>Importé : {0} nouveaux, {1} mis à jour.</translation>
    </message>
    <message>
        <source>Export the roster</source>
        <translation>Exporter la liste du club</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) written to {0}.</source>
        <translation>
            <numerusform>%n joueur écrit dans {0}.</numerusform>
            <numerusform>%n joueurs écrits dans {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeasonWindow</name>
    <message>
        <source>Club season</source>
        <translation>Saison du club</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Classement de la saison</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Simultaneous game</source>
        <translation>Partie simultanée</translation>
    </message>
    <message>
        <source>Add session files…</source>
        <translation>Ajouter des fichiers de partie…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Every evening</source>
        <translation>Toutes les soirées</translation>
    </message>
    <message>
        <source>Club season (September to June)</source>
        <translation>Saison du club (septembre à juin)</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Du … au …</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Soirées</translation>
    </message>
    <message>
        <source>Season starting in</source>
        <translation>Saison commençant en</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Evenings counted (the best)</source>
        <translation>Soirées retenues (les meilleures)</translation>
    </message>
    <message>
        <source>Session files (only read, never changed)</source>
        <translation>Fichiers de partie (lus seulement, jamais modifiés)</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Choose the season&apos;s session files</source>
        <translation>Choisir les fichiers de partie de la saison</translation>
    </message>
    <message>
        <source>Session files ({0})</source>
        <translation>Fichiers de partie ({0})</translation>
    </message>
    <message>
        <source>Reading {0} files…</source>
        <translation>Lecture de {0} fichiers…</translation>
    </message>
    <message>
        <source>Cannot read the season: {0}</source>
        <translation>Impossible de lire la saison : {0}</translation>
    </message>
    <message>
        <source>No evening in the dates chosen: add session files or change the dates.</source>
        <translation>Aucune soirée entre ces dates : ajoutez des fichiers de partie ou changez les dates.</translation>
    </message>
    <message>
        <source>Add the session files of the season&apos;s evenings.</source>
        <translation>Ajoutez les fichiers de partie des soirées de la saison.</translation>
    </message>
    <message>
        <source>{0} evenings, {1} players. Rule: {2}.</source>
        <translation>{0} soirées, {1} joueurs. Règle : {2}.</translation>
    </message>
    <message>
        <source>Export the season standings as PDF</source>
        <translation>Exporter le classement de la saison en PDF</translation>
    </message>
    <message>
        <source>season standings</source>
        <translation>classement de la saison</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>{0} écrit</translation>
    </message>
    <message>
        <source>Export the season standings as CSV</source>
        <translation>Exporter le classement de la saison en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Player&apos;s page as PDF…</source>
        <translation>Fiche du joueur en PDF…</translation>
    </message>
    <message>
        <source>Class list as PDF…</source>
        <translation>Liste de la classe en PDF…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Export the player&apos;s progress as PDF</source>
        <translation>Exporter la progression du joueur en PDF</translation>
    </message>
    <message>
        <source>Export the class list as PDF</source>
        <translation>Exporter la liste de la classe en PDF</translation>
    </message>
    <message>
        <source>class list</source>
        <translation>liste de la classe</translation>
    </message>
    <message>
        <source>Add the clubs&apos; files…</source>
        <translation>Ajouter les fichiers des clubs…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Add the session files of one prepared game, played in several clubs.</source>
        <translation>Ajoutez les fichiers de partie d&apos;une même partie préparée, jouée dans plusieurs clubs.</translation>
    </message>
    <message>
        <source>Choose the clubs&apos; session files</source>
        <translation>Choisir les fichiers de partie des clubs</translation>
    </message>
    <message>
        <source>Game identity {0}: {1} clubs, {2} players, {3} turns, top total {4}.</source>
        <translation>Identité de la partie {0} : {1} clubs, {2} joueurs, {3} coups, total des tops {4}.</translation>
    </message>
    <message>
        <source>Not merged: {0}</source>
        <translation>Parties non réunies : {0}</translation>
    </message>
    <message>
        <source>Export the ranking as PDF</source>
        <translation>Exporter le classement en PDF</translation>
    </message>
    <message>
        <source>simultaneous game</source>
        <translation>partie simultanée</translation>
    </message>
    <message>
        <source>Export the ranking as CSV</source>
        <translation>Exporter le classement en CSV</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>The move search failed: {0}</source>
        <extracomment>How many moves the top list shows (every tied top is always included). The kind ``changed`` carries when the phase moved on by itself (the time ran out). The kind ``changed`` carries when saving became impossible (or is to be tried again). While the search computes in Python, the GUI thread waits up to the interpreter&apos;s switch interval (5 ms by default) each time it needs the GIL back; a painted board needs it hundreds of times, so the searching process uses 1 ms to keep the timer and board fluid. A save was refused because the file cannot be written any more (see ``writable``).</extracomment>
        <translation>La recherche des coups a échoué&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Save a copy of the session</source>
        <translation>Enregistrer une copie de la partie</translation>
    </message>
    <message>
        <source>Duplicate sessions (*{0})</source>
        <translation>Parties duplicate (*{0})</translation>
    </message>
    <message>
        <source>Saved a copy as {0}</source>
        <translation>Copie enregistrée sous {0}</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossible d&apos;écrire {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>{0} écrit</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <source>Export for the ranking program</source>
        <translation>Exporter pour le logiciel de classement</translation>
    </message>
    <message>
        <source>Text files (*.txt *.csv)</source>
        <translation>Fichiers texte (*.txt *.csv)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exporter le relevé de la partie</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Relevés de parties (*.json)</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>Fichiers CSV, séparateur {0}, séparateur décimal {1} (*.csv)</translation>
    </message>
    <message>
        <source>Export the master moves as GCG</source>
        <translation>Exporter les coups maîtres en GCG</translation>
    </message>
    <message>
        <source>GCG files (*.gcg)</source>
        <translation>Fichiers GCG (*.gcg)</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>Export the player sheets as PDF</source>
        <translation>Exporter les fiches des joueurs en PDF</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>End time (F6)</source>
        <extracomment>The remembered choice of a mirrored screen (the room sees the arbiter&apos;s window). What the window may show changed (a mirrored turn began or ended): menus follow.</extracomment>
        <translation>Fin du temps (F6)</translation>
    </message>
    <message>
        <source>Reveal (F9)</source>
        <translation>Annoncer (F9)</translation>
    </message>
    <message>
        <source>Filter moves (word, reference, points)</source>
        <extracomment>Over the board while a past turn is corrected: whose board and rack these are.</extracomment>
        <translation>Filtrer les coups (mot, référence, points)</translation>
    </message>
    <message>
        <source>Make master move</source>
        <translation>Coup maître</translation>
    </message>
    <message>
        <source>Give to tables… (F8)</source>
        <translation>Attribuer aux tables… (F8)</translation>
    </message>
    <message>
        <source>Enter the selected move for several tables at once</source>
        <translation>Saisir la solution choisie pour plusieurs tables à la fois</translation>
    </message>
    <message>
        <source>Per-turn grid (Ctrl+G)</source>
        <translation>Grille coup par coup (Ctrl+G)</translation>
    </message>
    <message>
        <source>Top list</source>
        <translation>Liste des coups</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Type rack (Ctrl+D)</source>
        <translation>Saisir le tirage (Ctrl+D)</translation>
    </message>
    <message>
        <source>Draw rack (Ctrl+D)</source>
        <translation>Faire le tirage (Ctrl+D)</translation>
    </message>
    <message>
        <source>Pause (F5)</source>
        <translation>Pause (F5)</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>Reprendre (F5)</translation>
    </message>
    <message>
        <source>Start timer (F5)</source>
        <translation>Lancer le chrono (F5)</translation>
    </message>
    <message numerus="yes">
        <source>After %n turn(s) the tops add up to {0}</source>
        <translation>
            <numerusform>Après %n coup, le total des tops est {0}</numerusform>
            <numerusform>Après %n coups, le total des tops est {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {0}: {1}</source>
        <translation>Coup {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Partie terminée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Turn {0}: draw the rack</source>
        <translation>Coup {0}&#xa0;: faites le tirage</translation>
    </message>
    <message>
        <source>Turn {0}: rack drawn, start the timer</source>
        <translation>Coup {0}&#xa0;: tirage fait, lancez le chrono</translation>
    </message>
    <message>
        <source>Turn {0}: time running</source>
        <translation>Coup {0}&#xa0;: chrono en marche</translation>
    </message>
    <message>
        <source>Turn {0}: paused</source>
        <translation>Coup {0}&#xa0;: en pause</translation>
    </message>
    <message>
        <source>Turn {0}: time is up, enter the moves and reveal</source>
        <translation>Coup {0}&#xa0;: temps écoulé, saisissez les bulletins puis annoncez</translation>
    </message>
    <message>
        <source>rack rejected and redrawn {0}×</source>
        <translation>tirage rejeté et refait {0}×</translation>
    </message>
    <message>
        <source>Searching the moves…</source>
        <translation>Recherche des coups…</translation>
    </message>
    <message>
        <source>No legal move for this rack: the game will end</source>
        <translation>Aucun coup possible avec ce tirage&#xa0;: la partie va s&apos;arrêter</translation>
    </message>
    <message>
        <source>Select a move in the top list or an entry first</source>
        <translation>Choisissez d&apos;abord un coup dans la liste ou un bulletin</translation>
    </message>
    <message numerus="yes">
        <source>{0} given to %n table(s): {1} (turn {2})</source>
        <translation>
            <numerusform>{0} attribué à %n table&#xa0;: {1} (coup {2})</numerusform>
            <numerusform>{0} attribué à %n tables&#xa0;: {1} (coup {2})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept the entries of %n table(s): {0}</source>
        <translation>
            <numerusform>bulletin gardé pour %n table&#xa0;: {0}</numerusform>
            <numerusform>bulletins gardés pour %n tables&#xa0;: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the rack</source>
        <translation>Saisir le tirage</translation>
    </message>
    <message>
        <source>Rack of turn {0} (leftover {1}; ? for a blank):</source>
        <translation>Tirage du coup {0} (reliquat {1}&#xa0;;&#xa0;? pour un joker)&#xa0;:</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <source>No legal move</source>
        <translation>Aucun coup possible</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n lettre</numerusform>
            <numerusform>%n lettres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n voyelle</numerusform>
            <numerusform>%n voyelles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n consonne</numerusform>
            <numerusform>%n consonnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blank(s)</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokers</numerusform>
        </translation>
    </message>
    <message>
        <source>Bag: {0} ({1}, {2} ({4} counts as both), {3})</source>
        <translation>Sac&#xa0;: {0} ({1}, {2} ({4} compte pour les deux), {3})</translation>
    </message>
    <message>
        <source>Bag: {0} ({1}, {2}, {3})</source>
        <translation>Sac&#xa0;: {0} ({1}, {2}, {3})</translation>
    </message>
    <message numerus="yes">
        <source>Turn {5}: %n move(s) listed; top {1}; master: {2} ({3}){4}</source>
        <translation>
            <numerusform>Coup {5}&#xa0;: %n coup trouvé&#xa0;; top {1}&#xa0;; coup maître&#xa0;: {2} ({3}){4}</numerusform>
            <numerusform>Coup {5}&#xa0;: %n coups trouvés&#xa0;; top {1}&#xa0;; coup maître&#xa0;: {2} ({3}){4}</numerusform>
        </translation>
    </message>
    <message>
        <source>No legal move exists for this rack. End the game?</source>
        <translation>Aucun coup n&apos;est possible avec ce tirage. Terminer la partie&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have no entry: Table {0}. Reveal with no move for them?</source>
        <translation>
            <numerusform>%n joueur n&apos;a pas de bulletin&#xa0;: table {0}. Annoncer avec zéro à cette table&#xa0;?</numerusform>
            <numerusform>%n joueurs n&apos;ont pas de bulletin&#xa0;: tables {0}. Annoncer avec zéro à ces tables&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to entry</source>
        <translation>Retour à la saisie</translation>
    </message>
    <message>
        <source>Back to entry: the turn is not revealed</source>
        <translation>Retour à la saisie&#xa0;: le coup n&apos;est pas annoncé</translation>
    </message>
    <message>
        <source>This is a past turn&apos;s list: its master move is played</source>
        <translation>C&apos;est la liste d&apos;un coup passé&#xa0;: son coup maître est joué</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Coup maître</translation>
    </message>
    <message>
        <source>{0}: {1}. Make it the master move anyway?</source>
        <translation>{0}&#xa0;: {1}. En faire quand même le coup maître&#xa0;?</translation>
    </message>
    <message>
        <source>Board and rack of turn {0}, being corrected (the turn in play is {1})</source>
        <translation>Grille et tirage du coup {0}, en correction (le coup en cours est le {1})</translation>
    </message>
    <message>
        <source>Turn {0} revealed: {1}, {2} points</source>
        <translation>Coup {0} annoncé&#xa0;: {1}, {2} points</translation>
    </message>
    <message>
        <source>Turn {0}: a past turn (the turn in play is {1})</source>
        <translation>Coup {0}&#xa0;: un coup passé (le coup en cours est le {1})</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Coup {0}</translation>
    </message>
    <message>
        <source>Give {0} to the tables (numbers separated by spaces or commas):</source>
        <translation>Attribuer {0} aux tables (numéros séparés par des espaces ou des virgules)&#xa0;:</translation>
    </message>
    <message>
        <source>Give a move to several tables: turn {0}</source>
        <translation>Attribuer une solution à plusieurs tables&#xa0;: coup {0}</translation>
    </message>
    <message>
        <source>Nothing given: the entries of the tables were kept</source>
        <translation>Rien d&apos;attribué&#xa0;: les bulletins des tables sont gardés</translation>
    </message>
    <message>
        <source>Table {0} ({1}): {2}</source>
        <translation>Table {0} ({1})&#xa0;: {2}</translation>
    </message>
    <message>
        <source>Replace entries</source>
        <translation>Remplacer des bulletins</translation>
    </message>
    <message numerus="yes">
        <source>Turn {0}: %n table(s) already have an entry:</source>
        <translation>
            <numerusform>Coup {0}&#xa0;: %n table a déjà un bulletin&#xa0;:</numerusform>
            <numerusform>Coup {0}&#xa0;: %n tables ont déjà un bulletin&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace them with {0}?</source>
        <translation>Les remplacer par {0}&#xa0;?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Keep their entries</source>
        <translation>Garder leurs bulletins</translation>
    </message>
    <message>
        <source>Mirrored screen: the moves are hidden while the players look. The top list shows when time is up.</source>
        <extracomment>A very large font (24 points, 200 %): the board shares the left column&apos;s tabs with the lists, so the right column keeps its whole height for the entries at 1366x768. The ranked moves, or (a mirrored screen while the players look) why they are hidden.</extracomment>
        <translation>Écran dupliqué&#xa0;: les coups sont cachés pendant que les joueurs cherchent. La liste des tops s’affiche à la fin du temps.</translation>
    </message>
    <message>
        <source>Hint for the room</source>
        <translation>Indice pour la salle</translation>
    </message>
    <message>
        <source>Show the room a fact about the top (never the move) on the projector</source>
        <translation>Montrer à la salle, sur le projecteur, un indice sur le top (jamais le coup)</translation>
    </message>
    <message>
        <source>Hints shown: {0}</source>
        <translation>Indices montrés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>No more hints for this turn</source>
        <translation>Plus d’indice pour ce coup</translation>
    </message>
    <message>
        <source>On the projector: {0}</source>
        <translation>Sur le projecteur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>End the game now? The results stand as they are after turn {0}.</source>
        <translation>Terminer la partie maintenant&#xa0;? Les résultats restent ceux d’après le coup {0}.</translation>
    </message>
    <message>
        <source>Turn {0}, in play, is not counted.</source>
        <translation>Le coup {0}, en cours, ne compte pas.</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>Terminer la partie maintenant</translation>
    </message>
    <message>
        <source>Undo takes it back.</source>
        <translation>Annuler revient en arrière.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Filter moves</source>
        <extracomment>The room sees this window (a mirrored screen): the moves are hidden while players look. The phones&apos; service while the arbiter runs it (the main window sets it): a table&apos;s new card needs it.</extracomment>
        <translation>Filtrer les coups</translation>
    </message>
    <message>
        <source>Entries of the turn</source>
        <translation>Saisies du coup</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Top list and standings</source>
        <translation>Liste des coups et classement</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Duplicate Scrabble</source>
        <translation>Scrabble duplicate</translation>
    </message>
    <message>
        <source>Run a duplicate session: draw, time, enter everyone&apos;s moves, reveal the top.</source>
        <translation>Arbitrer une partie duplicate&#xa0;: tirer, chronométrer, saisir les bulletins, annoncer le top.</translation>
    </message>
    <message>
        <source>New session… (Ctrl+N)</source>
        <translation>Nouvelle partie… (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a session… (Ctrl+O)</source>
        <translation>Ouvrir une partie… (Ctrl+O)</translation>
    </message>
    <message>
        <source>Training… (Ctrl+T)</source>
        <translation>Entraînement… (Ctrl+T)</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Recover the last session ({0})</source>
        <translation>Récupérer la dernière partie ({0})</translation>
    </message>
</context>
<context>
    <name>StudyPage</name>
    <message>
        <source>The words you missed</source>
        <extracomment>How often the overview reads the deck again while it is shown (a page left open overnight counts the cards due the next morning).</extracomment>
        <translation>Les mots que vous avez manqués</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>À revoir maintenant</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouvelles</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Apprises</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Demandé</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Boîte</translation>
    </message>
    <message>
        <source>Next time</source>
        <translation>Prochaine fois</translation>
    </message>
    <message>
        <source>Export the list as text…</source>
        <translation>Exporter la liste en texte…</translation>
    </message>
    <message>
        <source>Export the list as CSV…</source>
        <translation>Exporter la liste en CSV…</translation>
    </message>
    <message>
        <source>Back to training</source>
        <translation>Retour à l&apos;entraînement</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Les fiches</translation>
    </message>
    <message>
        <source>Every top you did not find alone in your games, and every sub-top (the best move of another word) you did not reach, is a card: the board and the rack before the turn, and the score to find; so is every search of the word tools you keep. A card found comes back 1, 2, 4, 8 then 16 days later, from midnight of that day, and is learned after that; a card missed comes back at the end of the round and the next day.</source>
        <translation>Chaque top que vous n&apos;avez pas trouvé seul dans vos parties, et chaque sous-top (le meilleur coup d&apos;un autre mot) que vous n&apos;avez pas atteint, devient une fiche&#xa0;: la grille et le tirage avant le coup, et le score à trouver&#xa0;; de même chaque recherche des outils de mots que vous gardez. Une fiche trouvée revient 1, 2, 4, 8 puis 16 jours plus tard, dès minuit ce jour-là, et elle est apprise ensuite&#xa0;; une fiche manquée revient à la fin de la série et le lendemain.</translation>
    </message>
    <message>
        <source>Progress per word list</source>
        <translation>Progrès par liste de mots</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Cards in a round</source>
        <translation>Fiches par série</translation>
    </message>
    <message>
        <source>Cards due a day at most</source>
        <translation>Fiches à revoir par jour, au plus</translation>
    </message>
    <message>
        <source>Spread the cards due over the coming days</source>
        <translation>Répartir les fiches à revoir sur les jours suivants</translation>
    </message>
    <message>
        <source>Keep today&apos;s share of the cards due, the most overdue first, and give the others the next days, so many a day at most</source>
        <translation>Garder pour aujourd&apos;hui la part des fiches à revoir, les plus en retard d&apos;abord, et donner les autres aux jours suivants, au plus tant par jour</translation>
    </message>
    <message>
        <source>At most a day</source>
        <translation>Au plus par jour</translation>
    </message>
    <message>
        <source>Reading your games for the words you missed… {0} of {1}</source>
        <translation>Lecture de vos parties pour les mots manqués… {0} sur {1}</translation>
    </message>
    <message>
        <source>Reading your games for the words you missed…</source>
        <translation>Lecture de vos parties pour les mots manqués…</translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) from your games.</source>
        <translation>
            <numerusform>%n nouvelle fiche tirée de vos parties.</numerusform>
            <numerusform>%n nouvelles fiches tirées de vos parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} could not be read: {1}</source>
        <translation>{0} n&apos;a pas pu être lu : {1}</translation>
    </message>
    <message>
        <source>Every word list ({0} due)</source>
        <translation>Toutes les listes de mots ({0} à revoir)</translation>
    </message>
    <message>
        <source>{0} ({1} due)</source>
        <translation>{0} ({1} à revoir)</translation>
    </message>
    <message>
        <source>No word to study yet: play a training game (or replay a club&apos;s game); every top you miss comes here.</source>
        <translation>Aucun mot à étudier pour l&apos;instant : jouez une partie d&apos;entraînement (ou rejouez une partie du club) ; chaque top manqué vient ici.</translation>
    </message>
    <message>
        <source>{0}, turn {1}</source>
        <translation>{0}, coup {1}</translation>
    </message>
    <message>
        <source>search {0}, no. {1}</source>
        <translation>recherche {0}, n° {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message numerus="yes">
        <source>Start a round (%n card(s) due)</source>
        <translation>
            <numerusform>Commencer une série (%n fiche à revoir)</numerusform>
            <numerusform>Commencer une série (%n fiches à revoir)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to the coming days.</source>
        <translation>
            <numerusform>%n fiche reportée aux jours suivants.</numerusform>
            <numerusform>%n fiches reportées aux jours suivants.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the list as CSV</source>
        <translation>Exporter la liste en CSV</translation>
    </message>
    <message>
        <source>CSV files, separator {0}, decimal mark {1} (*.csv)</source>
        <translation>Fichiers CSV, séparateur {0}, virgule décimale {1} (*.csv)</translation>
    </message>
    <message>
        <source>Export the list as text</source>
        <translation>Exporter la liste en texte</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Fichiers texte (*.txt)</translation>
    </message>
    <message>
        <source>Words to study</source>
        <translation>Mots à étudier</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Écrit : {0}</translation>
    </message>
    <message>
        <source>The letters</source>
        <translation>Les lettres</translation>
    </message>
    <message>
        <source>The word (or the move: H4 WORD)</source>
        <translation>Le mot (ou le coup : H4 MOT)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>The board before the turn</source>
        <translation>La grille avant le coup</translation>
    </message>
    <message>
        <source>The rack</source>
        <translation>Le tirage</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>Vérifier (Entrée)</translation>
    </message>
    <message>
        <source>I do not know</source>
        <translation>Je ne sais pas</translation>
    </message>
    <message>
        <source>Next card (Enter)</source>
        <translation>Fiche suivante (Entrée)</translation>
    </message>
    <message>
        <source>Count it right</source>
        <translation>Compter juste</translation>
    </message>
    <message>
        <source>A typo, or a word you knew: count this answer right (it is saved so)</source>
        <translation>Une faute de frappe, ou un mot que vous saviez&#xa0;: compter cette réponse juste (elle est enregistrée ainsi)</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Terminer la série</translation>
    </message>
    <message>
        <source>Card {0} · {1} right, {2} missed · {3} left</source>
        <translation>Fiche {0} · {1} trouvées, {2} manquées · {3} restantes</translation>
    </message>
    <message>
        <source>Every word, separated by spaces</source>
        <translation>Tous les mots, séparés par des espaces</translation>
    </message>
    <message>
        <source>Every hooked word, separated by spaces (- for none)</source>
        <translation>Tous les mots avec un raccord, séparés par des espaces (- pour aucun)</translation>
    </message>
    <message>
        <source>{0} · search {1}, no. {2} by probability</source>
        <translation>{0} · recherche {1}, n° {2} par probabilité</translation>
    </message>
    <message>
        <source>game of {0}</source>
        <translation>partie du {0}</translation>
    </message>
    <message>
        <source>{0} ({1}); on the board: {2}
Next time: {3}</source>
        <translation>{0} ({1}) ; sur la grille : {2}
Prochaine fois : {3}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find the top: %n point(s)</source>
        <translation>
            <numerusform>Trouvez le top : %n point</numerusform>
            <numerusform>Trouvez le top : %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, turn {1} · {2}</source>
        <translation>{0}, coup {1} · {2}</translation>
    </message>
    <message>
        <source>Not the move you played that turn: another placement or another word.</source>
        <translation>Pas le coup que vous avez joué&#xa0;: une autre place ou un autre mot.</translation>
    </message>
    <message>
        <source>Find every word of these letters</source>
        <translation>Trouvez tous les mots de ces lettres</translation>
    </message>
    <message>
        <source>Find every hook of {0}: the words a letter before or after it makes</source>
        <translation>Trouvez tous les raccords de {0}&#xa0;: les mots que fait une lettre devant ou derrière</translation>
    </message>
    <message numerus="yes">
        <source>Find the sub-top (another word than the top): %n point(s)</source>
        <translation>
            <numerusform>Trouvez le sous-top (un autre mot que le top) : %n point</numerusform>
            <numerusform>Trouvez le sous-top (un autre mot que le top) : %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>That is the top: this card asks for the sub-top, another word. Try again.</source>
        <translation>C&apos;est le top&#xa0;: cette fiche demande le sous-top, un autre mot. Essayez encore.</translation>
    </message>
    <message>
        <source>That is the word you played that turn: where does it score these points? Give the move with its square (H4 WORD).</source>
        <translation>C&apos;est le mot que vous avez joué à ce coup&#xa0;: où fait-il ces points&#xa0;? Donnez le coup avec sa case (H4 MOT).</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Trouvé !</translation>
    </message>
    <message>
        <source>Counted right.</source>
        <translation>Compté juste.</translation>
    </message>
    <message>
        <source>Not this time: it comes back at the end of the round.</source>
        <translation>Pas cette fois : il revient à la fin de la série.</translation>
    </message>
    <message>
        <source>It comes back at the end of the round.</source>
        <translation>Il revient à la fin de la série.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The words: {0}</source>
        <translation>Les mots&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Missing: {0}</source>
        <translation>Manquent&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Not among them: {0}</source>
        <translation>Pas parmi eux&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Next time: {0}</source>
        <translation>Prochaine fois&#xa0;: {0}</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>appris</translation>
    </message>
    <message>
        <source>soon</source>
        <translation>bientôt</translation>
    </message>
    <message numerus="yes">
        <source>in %n day(s)</source>
        <translation>
            <numerusform>dans %n jour</numerusform>
            <numerusform>dans %n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Round over: {0} right, {1} missed.</source>
        <translation>Série terminée : {0} trouvées, {1} manquées.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Training game — summary</source>
        <translation>Partie d&apos;entraînement — bilan</translation>
    </message>
    <message>
        <source>Game ended early (not counted in the averages)</source>
        <translation>Partie arrêtée avant la fin (non comptée dans les moyennes)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Game so far</source>
        <translation>La partie jusqu&apos;ici</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n indice utilisé</numerusform>
            <numerusform>%n indices utilisés</numerusform>
        </translation>
    </message>
    <message>
        <source>racks of {0}</source>
        <translation>tirages de «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>ended: {0}</source>
        <translation>fin&#xa0;: {0}</translation>
    </message>
    <message>
        <source>your total</source>
        <translation>votre total</translation>
    </message>
    <message>
        <source>{0} (after the time: void)</source>
        <translation>{0} (après le temps&#xa0;: nul)</translation>
    </message>
    <message>
        <source>sum of the tops</source>
        <translation>total des tops</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>négatif</translation>
    </message>
    <message>
        <source>of the tops</source>
        <translation>des tops</translation>
    </message>
    <message>
        <source>turn {0} ({1})</source>
        <translation>coup {0} ({1})</translation>
    </message>
    <message>
        <source>Turns lost most: {0}</source>
        <translation>Coups les plus coûteux&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Every top found: a perfect game!</source>
        <translation>Tous les tops trouvés&#xa0;: une partie parfaite&#xa0;!</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Votre coup</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Top points</source>
        <translation>Points du top</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Négatif</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <source>{0} (not valid)</source>
        <translation>{0} (non valable)</translation>
    </message>
    <message>
        <source>Double-click a turn to review it</source>
        <translation>Double-cliquez un coup pour le revoir</translation>
    </message>
    <message>
        <source>History and progress…</source>
        <translation>Historique et progrès…</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>played as in a competition (no hints, no live check)</source>
        <translation>jouée comme en compétition (sans indices ni vérification en direct)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} points taken off for warnings</source>
        <translation>{0} points retirés pour avertissements</translation>
    </message>
    <message>
        <source>rank {0} of {1} among the players who were there</source>
        <translation>rang {0} sur {1} parmi les joueurs présents</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>The move {0}, the warning penalty {1}</source>
        <translation>La solution {0}, la pénalité d&apos;avertissement {1}</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>played in practice: not ranked among the players who were there</source>
        <translation>joué en entraînement&#xa0;: pas classé parmi les joueurs présents</translation>
    </message>
    <message>
        <source>Save the summary as PDF</source>
        <translation>Enregistrer le résumé en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write {0}</source>
        <translation>Impossible d&apos;écrire {0}</translation>
    </message>
    <message>
        <source>Written {0}</source>
        <translation>Écrit : {0}</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <source>Table cards: {0}</source>
        <extracomment>Cards across and down an A4 page, and its margin (mm). Dots per inch of the PDF&apos;s coordinates (the QR code&apos;s squares are drawn at this grain).</extracomment>
        <translation>Cartes de table&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Scan the code with your phone&apos;s camera, or open this address and type the table and the code:</source>
        <translation>Scannez le code avec l&apos;appareil photo du téléphone, ou ouvrez cette adresse et tapez la table et le code&#xa0;:</translation>
    </message>
    <message>
        <source>Keep this card to yourself: it is your table&apos;s key.</source>
        <translation>Gardez cette carte pour vous&#xa0;: c&apos;est la clé de votre table.</translation>
    </message>
    <message>
        <source>table cards</source>
        <translation>cartes de table</translation>
    </message>
    <message>
        <source>card of table {0}</source>
        <translation>carte de la table {0}</translation>
    </message>
    <message>
        <source>Save the table cards</source>
        <translation>Enregistrer les cartes de table</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>TimerView</name>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>Time left</source>
        <extracomment>A label (AT-SPI &quot;label&quot;; Qt&apos;s Clock role reaches AT-SPI as &quot;unknown&quot;) with a value. Whether the states worth hearing are announced (the projector&apos;s copy is not).</extracomment>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Write now</source>
        <translation>Écrivez</translation>
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
        <translation>Coup {0} sur {1}</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Coup {0}</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s)</source>
        <translation>
            <numerusform>Partie terminée après %n coup</numerusform>
            <numerusform>Partie terminée après %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise: turn {0} again (not counted)</source>
        <translation>Exercice&#xa0;: le coup {0} à nouveau (non compté)</translation>
    </message>
    <message>
        <source>Review of turn {0}</source>
        <translation>Revue du coup {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n lettre dans le sac</numerusform>
            <numerusform>%n lettres dans le sac</numerusform>
        </translation>
    </message>
    <message>
        <source>racks of {0}</source>
        <translation>tirages de «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;{0}&lt;/b&gt; of &lt;b&gt;{1}&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:{2}&apos;&gt;&lt;b&gt;{3}&lt;/b&gt;&lt;/span&gt; &amp;nbsp;·&amp;nbsp; &lt;b&gt;{4}&lt;/b&gt; of the tops</source>
        <translation>Score &lt;b&gt;{0}&lt;/b&gt; sur &lt;b&gt;{1}&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:{2}&apos;&gt;&lt;b&gt;{3}&lt;/b&gt;&lt;/span&gt; &amp;nbsp;·&amp;nbsp; &lt;b&gt;{4}&lt;/b&gt; des tops</translation>
    </message>
    <message>
        <source>No turn played yet: find the best move you can.</source>
        <translation>Aucun coup joué&#xa0;: trouvez le meilleur coup possible.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in.</source>
        <translation>Temps écoulé&#xa0;: votre coup a été rendu.</translation>
    </message>
    <message>
        <source>Time is up: your move was handed in</source>
        <translation>Temps écoulé&#xa0;: votre coup a été rendu</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>Reprendre (F5)</translation>
    </message>
    <message numerus="yes">
        <source>Game ended early after %n turn(s)</source>
        <translation>
            <numerusform>Partie arrêtée avant la fin, après %n coup</numerusform>
            <numerusform>Partie arrêtée avant la fin, après %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {0} · {1}</source>
        <translation>Coup {0} · {1}</translation>
    </message>
    <message>
        <source>Paused: F5 resumes</source>
        <translation>En pause&#xa0;: F5 pour reprendre</translation>
    </message>
</context>
<context>
    <name>TrainingHome</name>
    <message>
        <source>Solo training</source>
        <extracomment>A page shown in place of the game: the study mode or the word tools.</extracomment>
        <translation>Entraînement solo</translation>
    </message>
    <message>
        <source>Play a duplicate game alone against the top: after each move see the best moves, your deviation and your percentage of the tops.</source>
        <translation>Jouez une partie duplicate seul contre le top&#xa0;: après chaque coup, voyez les meilleurs coups, votre négatif et votre pourcentage des tops.</translation>
    </message>
    <message>
        <source>New training game… (Ctrl+N)</source>
        <translation>Nouvelle partie d&apos;entraînement… (Ctrl+N)</translation>
    </message>
    <message>
        <source>History and progress… (Ctrl+H)</source>
        <translation>Historique et progrès… (Ctrl+H)</translation>
    </message>
    <message>
        <source>Word tools: anagrams, patterns, hooks… (Ctrl+K)</source>
        <translation>Outils de mots&#xa0;: anagrammes, motifs, raccords… (Ctrl+K)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties inachevées</translation>
    </message>
    <message numerus="yes">
        <source>{0} — {1}, %n turn(s) played, {3} of {4}</source>
        <translation>
            <numerusform>{0} — {1}, %n coup joué, {3} sur {4}</numerusform>
            <numerusform>{0} — {1}, %n coups joués, {3} sur {4}</numerusform>
        </translation>
    </message>
    <message>
        <source>No unfinished game: every game you leave can be resumed from here.</source>
        <translation>Aucune partie inachevée&#xa0;: toute partie quittée peut être reprise ici.</translation>
    </message>
    <message>
        <source>Games finished: {0}. Last one: {1} of the tops.</source>
        <translation>Parties terminées&#xa0;: {0}. Dernière&#xa0;: {1} des tops.</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The words you missed, to study… (F9)</source>
        <translation>Les mots manqués, à étudier… (F9)</translation>
    </message>
</context>
<context>
    <name>TrainingRack</name>
    <message>
        <source>Rack</source>
        <extracomment>MIME type of a rack tile being dragged: its slot number in the rack. slot of the rack tile, row, col slot of a tile clicked (not dragged) A screen reader reads it as a label whose text is the letters (ui/widgets/accessible.py).</extracomment>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>all tiles are on the board</source>
        <translation>toutes les lettres sont sur la grille</translation>
    </message>
</context>
<context>
    <name>TrainingStartDialog</name>
    <message>
        <source>New training game</source>
        <translation>Nouvelle partie d&apos;entraînement</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} min</translation>
    </message>
    <message>
        <source>Random racks, seed:</source>
        <translation>Tirages au hasard, graine&#xa0;:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>Replay the racks of a game:</source>
        <translation>Rejouer les tirages d&apos;une partie&#xa0;:</translation>
    </message>
    <message>
        <source>a session file or a game record (JSON)</source>
        <translation>un fichier de partie ou un relevé (JSON)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Tirages</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <source>As in a competition</source>
        <translation>Comme en compétition</translation>
    </message>
    <message>
        <source>No check and no score while you place your move: it is judged after the time. An illegal move is accepted and scores 0, as an arbiter would rule; you may write your score (a wrong one is a warning if the rules say so). No hints.</source>
        <translation>Ni vérification ni score pendant que vous posez votre coup&#xa0;: il est jugé après le temps. Un coup non valable est accepté et vaut zéro, comme le déciderait un arbitre&#xa0;; vous pouvez annoncer votre score (faux, c&apos;est un avertissement si le règlement le prévoit). Pas d&apos;indices.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Moi</translation>
    </message>
    <message>
        <source>A game to replay</source>
        <translation>Une partie à rejouer</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Rejouer une partie</translation>
    </message>
    <message>
        <source>Choose the game whose racks to replay.</source>
        <translation>Choisissez la partie dont rejouer les tirages.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random one).</source>
        <translation>La graine est un nombre entier (ou vide pour une graine au hasard).</translation>
    </message>
    <message>
        <source>Replaying a club game gives you its racks, its rules and its time (and its edition); after each turn and at the end, your rank among the players who were there.</source>
        <translation>Rejouer une partie du club donne ses tirages, son règlement et son temps (et son édition)&#xa0;; après chaque coup et à la fin, votre rang parmi les joueurs présents.</translation>
    </message>
    <message>
        <source>Game to replay</source>
        <translation>Partie à rejouer</translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message>
        <source>Solo training — Duplicate Scrabble</source>
        <translation>Entraînement solo — Scrabble duplicate</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>the games&apos; clock (tests give a fake one) the study mode&apos;s clock (tests give a fixed one)</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New training game…</source>
        <translation>&amp;Nouvelle partie d&apos;entraînement…</translation>
    </message>
    <message>
        <source>&amp;History and progress…</source>
        <translation>&amp;Historique et progrès…</translation>
    </message>
    <message>
        <source>&amp;Word tools…</source>
        <translation>&amp;Outils de mots…</translation>
    </message>
    <message>
        <source>Training &amp;folder…</source>
        <translation>&amp;Dossier d&apos;entraînement…</translation>
    </message>
    <message>
        <source>&amp;End this game</source>
        <translation>&amp;Terminer cette partie</translation>
    </message>
    <message>
        <source>&amp;Leave this game (resume later)</source>
        <translation>&amp;Quitter cette partie (reprendre plus tard)</translation>
    </message>
    <message>
        <source>&amp;Close the window</source>
        <translation>&amp;Fermer la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>Hint: is there a &amp;bingo?</source>
        <translation>Indice&#xa0;: y a-t-il un &amp;scrabble&#xa0;?</translation>
    </message>
    <message>
        <source>Hint: the top&apos;s &amp;score</source>
        <translation>Indice&#xa0;: le sc&amp;ore du top</translation>
    </message>
    <message>
        <source>Hint: a s&amp;quare of the top</source>
        <translation>Indice&#xa0;: une c&amp;ase du top</translation>
    </message>
    <message>
        <source>&amp;Pause / resume the clock</source>
        <translation>&amp;Pause / reprise du chrono</translation>
    </message>
    <message>
        <source>S&amp;huffle the rack</source>
        <translation>&amp;Mélanger le chevalet</translation>
    </message>
    <message>
        <source>S&amp;ort the rack</source>
        <translation>&amp;Trier le chevalet</translation>
    </message>
    <message>
        <source>&amp;No move</source>
        <translation>Pas de so&amp;lution</translation>
    </message>
    <message>
        <source>Ne&amp;xt turn</source>
        <translation>Coup s&amp;uivant</translation>
    </message>
    <message>
        <source>&amp;Type a reference</source>
        <translation>Tap&amp;er une référence</translation>
    </message>
    <message>
        <source>&amp;Replay the turn shown as an exercise</source>
        <translation>&amp;Rejouer le coup affiché en exercice</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Touches</translation>
    </message>
    <message>
        <source>Click a square</source>
        <translation>Clic sur une case</translation>
    </message>
    <message>
        <source>Put the cursor there (again: turn the direction)</source>
        <translation>Y placer le curseur (encore&#xa0;: changer de sens)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move the cursor</source>
        <translation>Déplacer le curseur</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <source>Put the rack tile on the cursor&apos;s square</source>
        <translation>Poser la lettre du chevalet sur la case du curseur</translation>
    </message>
    <message>
        <source>? then a letter, Shift+letter</source>
        <translation>? puis une lettre, Maj+lettre</translation>
    </message>
    <message>
        <source>Play the blank as that letter</source>
        <translation>Jouer le joker comme cette lettre</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Turn the direction (across / down)</source>
        <translation>Changer de sens (horizontal / vertical)</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Take the last tile back</source>
        <translation>Reprendre la dernière lettre</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Clear the move</source>
        <translation>Effacer le coup</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Play the move; after the results: next turn</source>
        <translation>Jouer le coup&#xa0;; après les résultats&#xa0;: coup suivant</translation>
    </message>
    <message>
        <source>Drag or click a rack tile</source>
        <translation>Glisser ou cliquer une lettre du chevalet</translation>
    </message>
    <message>
        <source>Put it on a square / on the cursor</source>
        <translation>La poser sur une case / au curseur</translation>
    </message>
    <message>
        <source>Click a turn of the game so far</source>
        <translation>Clic sur un coup de la partie</translation>
    </message>
    <message>
        <source>Review that turn</source>
        <translation>Revoir ce coup</translation>
    </message>
    <message>
        <source>PageUp / PageDown</source>
        <translation>Page préc. / Page suiv.</translation>
    </message>
    <message>
        <source>Review the turn before / after</source>
        <translation>Revoir le coup précédent / suivant</translation>
    </message>
    <message>
        <source>Esc (in a review)</source>
        <translation>Échap (en revue)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Word tools — Solo training</source>
        <translation>Outils de mots — Entraînement solo</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Rejouer une partie</translation>
    </message>
    <message>
        <source>The game to replay is in {0}: its edition is used.</source>
        <translation>La partie à rejouer est en {0}&#xa0;: son édition est utilisée.</translation>
    </message>
    <message>
        <source>Training: {0}</source>
        <translation>Entraînement&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>New training game</source>
        <translation>Nouvelle partie d&apos;entraînement</translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation>Reprendre une partie</translation>
    </message>
    <message>
        <source>{0} is not a training game.</source>
        <translation>{0} n&apos;est pas une partie d&apos;entraînement.</translation>
    </message>
    <message>
        <source>This game cannot be played here, but its summary can be looked at (read-only: nothing in the file changes).</source>
        <translation>Cette partie ne peut pas être jouée ici, mais son bilan peut être consulté (lecture seule&#xa0;: rien ne change dans le fichier).</translation>
    </message>
    <message>
        <source>Show the summary (read-only)</source>
        <translation>Afficher le bilan (lecture seule)</translation>
    </message>
    <message>
        <source>{0} (read-only)</source>
        <translation>{0} (lecture seule)</translation>
    </message>
    <message>
        <source>{0} — Solo training</source>
        <translation>{0} — Entraînement solo</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Terminer cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>End this game now? The turn in progress is not counted, and the game is listed as ended early (left out of the averages). To stop for now and come back later, close the game instead (Ctrl+W).</source>
        <translation>Terminer cette partie maintenant&#xa0;? Le coup en cours n&apos;est pas compté, et la partie est notée comme arrêtée avant la fin (hors des moyennes). Pour s&apos;arrêter et revenir plus tard, fermez plutôt la partie (Ctrl+W).</translation>
    </message>
    <message>
        <source>Training folder</source>
        <translation>Dossier d&apos;entraînement</translation>
    </message>
    <message>
        <source>&amp;The words you missed, to study…</source>
        <translation>Les &amp;mots manqués, à étudier…</translation>
    </message>
    <message>
        <source>The words you missed — Solo training</source>
        <translation>Les mots manqués — Entraînement solo</translation>
    </message>
    <message>
        <source>Replay its racks with another list</source>
        <translation>Rejouer ses tirages avec une autre liste</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>UnattendedGame</name>
    <message>
        <source>error: {0}</source>
        <translation>erreur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>turn {0}: rack {1}, {2} s</source>
        <translation>coup {0}&#xa0;: tirage {1}, {2} s</translation>
    </message>
    <message>
        <source>turn {0}: top {1}; {2} of {3} handed in; leader {4} {5}</source>
        <translation>coup {0}&#xa0;: top {1}&#xa0;; {2} sur {3} ont rendu&#xa0;; en tête {4} {5}</translation>
    </message>
    <message>
        <source>turn {0}: top {1}; {2} of {3} handed in</source>
        <translation>coup {0}&#xa0;: top {1}&#xa0;; {2} sur {3} ont rendu</translation>
    </message>
    <message numerus="yes">
        <source>game over after %n turn(s) (top total {0})</source>
        <translation>
            <numerusform>partie terminée après %n coup (total des tops {0})</numerusform>
            <numerusform>partie terminée après %n coups (total des tops {0})</numerusform>
        </translation>
    </message>
    <message>
        <source>{0:&gt;3}. table {1} {2}: {3} ({4:+d})</source>
        <translation>{0:&gt;3}. table {1} {2}&#xa0;: {3} ({4:+d})</translation>
    </message>
    <message>
        <source>error: the PIN must have 4 to 6 digits</source>
        <translation>erreur&#xa0;: le code doit avoir 4 à 6 chiffres</translation>
    </message>
    <message>
        <source>The unattended game saves every move, so it needs the file for writing: close the other window, or give --save a copy (File &gt; Save as) or a new name in a writable folder.</source>
        <translation>La partie sans arbitre enregistre chaque coup&#xa0;; elle a donc besoin du fichier en écriture&#xa0;: fermez l’autre fenêtre, ou donnez à --save une copie (Fichier &gt; Enregistrer sous) ou un nouveau nom dans un dossier accessible en écriture.</translation>
    </message>
    <message>
        <source>join: {0}  PIN {1}</source>
        <translation>connexion&#xa0;: {0}  code {1}</translation>
    </message>
    <message>
        <source>saved: {0}</source>
        <translation>enregistré&#xa0;: {0}</translation>
    </message>
    <message>
        <source>error: {0}; the game waits until it can save</source>
        <translation>erreur&#xa0;: {0}&#xa0;; la partie attend de pouvoir enregistrer</translation>
    </message>
    <message>
        <source>someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked</source>
        <translation>quelqu&apos;un essaie des codes&#xa0;: {0} erronés dans la dernière minute, {1} refusés sans examen</translation>
    </message>
</context>
<context>
    <name>WordToolsPage</name>
    <message>
        <source>Word tools</source>
        <extracomment>The questions, in the order the box lists them (data of the box).</extracomment>
        <translation>Outils de mots</translation>
    </message>
    <message>
        <source>Ask the word list: anagrams of a rack (? for a blank), 7+1 and 8-1, a pattern (? for one letter, * for any letters), the words containing, starting or ending with letters, a word&apos;s hooks. Any search becomes study cards, the likeliest racks first.</source>
        <translation>Interrogez la liste de mots&#xa0;: anagrammes d&apos;un tirage (? pour un joker), 7+1 et 8-1, un motif (? pour une lettre, * pour des lettres quelconques), les mots contenant des lettres, commençant ou finissant par elles, les raccords d&apos;un mot. Toute recherche devient des fiches, les tirages les plus probables d&apos;abord.</translation>
    </message>
    <message>
        <source>Open the word list</source>
        <translation>Ouvrir la liste de mots</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Anagrams of a rack</source>
        <translation>Anagrammes d&apos;un tirage</translation>
    </message>
    <message>
        <source>Words a rack makes</source>
        <translation>Mots d&apos;un tirage (toutes longueurs)</translation>
    </message>
    <message>
        <source>7+1: a letter more</source>
        <translation>7+1&#xa0;: une lettre de plus</translation>
    </message>
    <message>
        <source>8-1: a letter less</source>
        <translation>8-1&#xa0;: une lettre de moins</translation>
    </message>
    <message>
        <source>Pattern (? one letter, * any)</source>
        <translation>Motif (? une lettre, * des lettres)</translation>
    </message>
    <message>
        <source>Containing</source>
        <translation>Contenant</translation>
    </message>
    <message>
        <source>Starting with</source>
        <translation>Commençant par</translation>
    </message>
    <message>
        <source>Ending with</source>
        <translation>Finissant par</translation>
    </message>
    <message>
        <source>Hooks of a word</source>
        <translation>Raccords d&apos;un mot</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Letters, ? and * (Enter)</source>
        <translation>Lettres, ? et * (Entrée)</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <source>Search (Enter)</source>
        <translation>Chercher (Entrée)</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Mots trouvés</translation>
    </message>
    <message>
        <source>every word of the letters</source>
        <translation>tous les mots des lettres</translation>
    </message>
    <message>
        <source>the hooks of each word</source>
        <translation>les raccords de chaque mot</translation>
    </message>
    <message>
        <source>Cards asking</source>
        <translation>Fiches demandant</translation>
    </message>
    <message>
        <source>The likeliest</source>
        <translation>Les plus probables</translation>
    </message>
    <message>
        <source>Add to the study cards</source>
        <translation>Ajouter aux fiches</translation>
    </message>
    <message>
        <source>Back to training</source>
        <translation>Retour à l&apos;entraînement</translation>
    </message>
    <message>
        <source>Study cards asking</source>
        <translation>Fiches demandant</translation>
    </message>
    <message>
        <source>the likeliest</source>
        <translation>les plus probables</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n word(s)</source>
        <translation>
            <numerusform>{0}&#xa0;: %n mot</numerusform>
            <numerusform>{0}&#xa0;: %n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the word list for patterns (once)…</source>
        <translation>Lecture de la liste de mots pour les motifs (une fois)…</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added to the words to study</source>
        <translation>
            <numerusform>%n fiche ajoutée aux mots à étudier</numerusform>
            <numerusform>%n fiches ajoutées aux mots à étudier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word card(s) due today, the others on the coming days</source>
        <translation>
            <numerusform>%n fiche de mots à revoir aujourd&apos;hui, les autres les jours suivants</numerusform>
            <numerusform>%n fiches de mots à revoir aujourd&apos;hui, les autres les jours suivants</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Before: {0} · after: {1} · {2} ms</source>
        <translation>Devant&#xa0;: {0} · derrière&#xa0;: {1} · {2}&#xa0;ms</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n words: the first ones are shown; narrow the search.</source>
        <translation>
            <numerusform>Plus de %n mot&#xa0;: les premiers sont affichés&#xa0;; affinez la recherche.</numerusform>
            <numerusform>Plus de %n mots&#xa0;: les premiers sont affichés&#xa0;; affinez la recherche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Making the cards…</source>
        <translation>Création des fiches…</translation>
    </message>
    <message>
        <source>anagrams</source>
        <translation>anagrammes</translation>
    </message>
    <message>
        <source>words of</source>
        <translation>mots de</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>motif</translation>
    </message>
    <message>
        <source>containing</source>
        <translation>contenant</translation>
    </message>
    <message>
        <source>starting with</source>
        <translation>commençant par</translation>
    </message>
    <message>
        <source>ending with</source>
        <translation>finissant par</translation>
    </message>
    <message>
        <source>hooks</source>
        <translation>raccords</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Deviation from the top, turn by turn</source>
        <translation>Négatif par rapport au top, coup par coup</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <source>Top found</source>
        <translation>Top trouvé</translation>
    </message>
    <message>
        <source>Top found with a hint</source>
        <translation>Top trouvé avec un indice</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Progress: percentage of the tops, game by game</source>
        <extracomment>One colour per edition line of the progress chart.</extracomment>
        <translation>Progrès&#xa0;: pourcentage des tops, partie par partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>% of the tops</source>
        <translation>% des tops</translation>
    </message>
    <message>
        <source>Average of the last 5 games</source>
        <translation>Moyenne des 5 dernières parties</translation>
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
        <translation>données erronées&#xa0;: le champ &apos;{name}&apos; {problem}</translation>
    </message>
    <message>
        <source>unknown action {kind}</source>
        <translation>action inconnue {kind}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un joueur doit avoir un nom</translation>
    </message>
    <message>
        <source>bad data: the payload is not an object but {payload}</source>
        <translation>données erronées&#xa0;: le contenu n&apos;est pas un objet mais {payload}</translation>
    </message>
    <message>
        <source>table numbers start at 1</source>
        <translation>les numéros de table commencent à 1</translation>
    </message>
    <message>
        <source>table {table} is taken by {name}</source>
        <translation>la table {table} est prise par {name}</translation>
    </message>
    <message>
        <source>{player} has already left</source>
        <translation>{player} est déjà parti</translation>
    </message>
    <message>
        <source>table {new_table} is taken by {name}</source>
        <translation>la table {new_table} est prise par {name}</translation>
    </message>
    <message>
        <source>a rack is already in play</source>
        <translation>un tirage est déjà en jeu</translation>
    </message>
    <message>
        <source>draw for turn {turn}, expected {count}</source>
        <translation>tirage du coup {turn}, le coup {count} était attendu</translation>
    </message>
    <message>
        <source>turn {turn}: the leftover does not match the last rack</source>
        <translation>coup {turn}&#xa0;: le reliquat ne correspond pas au dernier tirage</translation>
    </message>
    <message>
        <source>{player} does not play turn {number}</source>
        <translation>{player} ne joue pas le coup {number}</translation>
    </message>
    <message>
        <source>the move is empty: type a reference and a word, or use no move</source>
        <translation>la solution est vide&#xa0;: tapez une référence et un mot, ou choisissez «&#xa0;pas de solution&#xa0;»</translation>
    </message>
    <message>
        <source>bad data: the field &apos;token_sha256&apos; must be 64 hexadecimal digits</source>
        <translation>données erronées&#xa0;: le champ &apos;token_sha256&apos; doit avoir 64 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>table {table} is already held by another phone</source>
        <translation>la table {table} est déjà tenue par un autre téléphone</translation>
    </message>
    <message>
        <source>table {table} has no entry in turn {number}</source>
        <translation>la table {table} n&apos;a pas de solution au coup {number}</translation>
    </message>
    <message>
        <source>warnings and penalties cannot be negative</source>
        <translation>les avertissements et pénalités ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <source>master move for another turn</source>
        <translation>coup maître pour un autre coup</translation>
    </message>
    <message>
        <source>commit for another turn</source>
        <translation>validation pour un autre coup</translation>
    </message>
    <message>
        <source>a hint needs a kind</source>
        <translation>un indice doit avoir un type</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>la partie est déjà terminée</translation>
    </message>
    <message>
        <source>is unknown</source>
        <translation>est inconnu</translation>
    </message>
    <message>
        <source>no phone holds table {table}</source>
        <translation>aucun téléphone ne tient la table {table}</translation>
    </message>
    <message>
        <source>table {table} does not play turn {number}</source>
        <translation>la table {table} ne joue pas le coup {number}</translation>
    </message>
    <message>
        <source>the master move {move} is not legal: {reason}</source>
        <translation>le coup maître {move} n&apos;est pas valable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>must be {what}, not {found}</source>
        <translation>doit être {what}, et non {found}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manque</translation>
    </message>
    <message>
        <source>no move is possible</source>
        <translation>aucun coup n&apos;est possible</translation>
    </message>
    <message>
        <source>no move is possible with this rack</source>
        <translation>aucun coup n&apos;est possible avec ce tirage</translation>
    </message>
    <message>
        <source>the prepared game has no more racks</source>
        <translation>la partie préparée n&apos;a plus de tirages</translation>
    </message>
    <message>
        <source>ended by the player</source>
        <translation>arrêtée par le joueur</translation>
    </message>
    <message>
        <source>no tiles are left</source>
        <translation>il ne reste plus de lettres</translation>
    </message>
    <message numerus="yes">
        <source>only %n tile(s) left (the game ends below {minimum})</source>
        <translation>
            <numerusform>il ne reste que %n lettre (la partie s&apos;arrête sous {minimum})</numerusform>
            <numerusform>il ne reste que %n lettres (la partie s&apos;arrête sous {minimum})</numerusform>
        </translation>
    </message>
    <message>
        <source>no vowel is left</source>
        <translation>il ne reste plus de voyelle</translation>
    </message>
    <message numerus="yes">
        <source>no rack with at least {vowels} and {consonants} can be formed from the %n tile(s) left</source>
        <translation>
            <numerusform>aucun tirage d&apos;au moins {vowels} et {consonants} ne peut être formé avec la %n lettre restante</numerusform>
            <numerusform>aucun tirage d&apos;au moins {vowels} et {consonants} ne peut être formé avec les %n lettres restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>no valid rack could be drawn</source>
        <translation>aucun tirage valable n&apos;a pu être tiré</translation>
    </message>
    <message numerus="yes">
        <source>%n vowel(s)</source>
        <translation>
            <numerusform>%n voyelle</numerusform>
            <numerusform>%n voyelles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n consonant(s)</source>
        <translation>
            <numerusform>%n consonne</numerusform>
            <numerusform>%n consonnes</numerusform>
        </translation>
    </message>
    <message>
        <source>the rack {names} has {count} tiles; this turn&apos;s rack has {size}</source>
        <translation>le tirage {names} a {count} lettres&#xa0;; le tirage de ce coup en a {size}</translation>
    </message>
    <message>
        <source>not left in the bag: {names} (bag and leftover: {names2})</source>
        <translation>plus dans le sac&#xa0;: {names} (sac et reliquat&#xa0;: {names2})</translation>
    </message>
    <message>
        <source>the rack {names} breaks the draw rule of turn {turn}: it needs at least {vowels} and {consonants}</source>
        <translation>le tirage {names} ne respecte pas la règle de tirage du coup {turn}&#xa0;: il faut au moins {vowels} et {consonants}</translation>
    </message>
    <message>
        <source>the CGP position has {count} characters; at most {max_cgp} are read</source>
        <translation>la position CGP a {count} caractères&#xa0;; au plus {max_cgp} sont lus</translation>
    </message>
    <message>
        <source>a CGP position has four fields (board, racks, scores, scoreless turns), this one has {count}</source>
        <translation>une position CGP a quatre champs (grille, tirages, scores, coups sans score), celle-ci en a {count}</translation>
    </message>
    <message>
        <source>the board has {count} rows separated by &apos;/&apos;, not {size}</source>
        <translation>la grille a {count} lignes séparées par &apos;/&apos;, et non {size}</translation>
    </message>
    <message>
        <source>the racks {racks_text} must be two racks separated by one &apos;/&apos;, like AEINRST/</source>
        <translation>les tirages {racks_text} doivent être deux tirages séparés par un &apos;/&apos;, comme AEINRST/</translation>
    </message>
    <message>
        <source>the scores {scores_text} must be two numbers of at most {max_digits} digits separated by &apos;/&apos;, like 0/0</source>
        <translation>les scores {scores_text} doivent être deux nombres d&apos;au plus {max_digits} chiffres séparés par &apos;/&apos;, comme 0/0</translation>
    </message>
    <message>
        <source>the scoreless-turn count {zero_text} must be a whole number of at most {max_digits} digits</source>
        <translation>le nombre de coups sans score {zero_text} doit être un entier d&apos;au plus {max_digits} chiffres</translation>
    </message>
    <message>
        <source>row {row} {text}: {name} is not a letter of the {edition} edition</source>
        <translation>ligne {row} {text}&#xa0;: {name} n&apos;est pas une lettre de l&apos;édition en {edition}</translation>
    </message>
    <message>
        <source>row {number} ({row_text}) covers {count} squares, not {size}</source>
        <translation>la ligne {number} ({row_text}) couvre {count} cases, et non {size}</translation>
    </message>
    <message>
        <source>the rack {text} has a number in it</source>
        <translation>le tirage {text} contient un chiffre</translation>
    </message>
    <message>
        <source>the rack {text} has a lowercase letter: write a blank as &apos;?&apos;</source>
        <translation>le tirage {text} contient une minuscule&#xa0;: écrivez un joker &apos;?&apos;</translation>
    </message>
    <message>
        <source>give either --batch or a CGP position and a MOVE</source>
        <translation>donnez soit --batch, soit une position CGP et un COUP</translation>
    </message>
    <message>
        <source>give the MOVE to score after the CGP position, like &quot;8D QUEEN&quot;</source>
        <translation>donnez le COUP à compter après la position CGP, comme &quot;8D QUEEN&quot;</translation>
    </message>
    <message>
        <source>--jobs must be 1 or more</source>
        <translation>--jobs doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>--limit must be from 0 to {limit}</source>
        <translation>--limit doit aller de 0 à {limit}</translation>
    </message>
    <message>
        <source>--players must be from 0 to {most}</source>
        <translation>--players doit aller de 0 à {most}</translation>
    </message>
    <message>
        <source>--games must be 1 or more</source>
        <translation>--games doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>--tries must be at least --games</source>
        <translation>--tries doit valoir au moins --games</translation>
    </message>
    <message>
        <source>only {kept} of the {wanted} games asked for matched in the seeds tried; widen the bounds or give more --tries</source>
        <translation>seulement {kept} des {wanted} parties demandées conviennent parmi les graines essayées&#xa0;; élargissez les bornes ou donnez plus de --tries</translation>
    </message>
    <message>
        <source>search walk: {walk}</source>
        <translation>parcours de recherche&#xa0;: {walk}</translation>
    </message>
    <message>
        <source>walks installed: {walks} (set {variable}=1 to force the pure one)</source>
        <translation>parcours installés&#xa0;: {walks} (mettez {variable}=1 pour imposer le parcours en Python pur)</translation>
    </message>
    <message>
        <source>cores used by --jobs: {cores}</source>
        <translation>cœurs utilisés par --jobs&#xa0;: {cores}</translation>
    </message>
    <message>
        <source>word-list cache: {folder}</source>
        <translation>cache des listes de mots&#xa0;: {folder}</translation>
    </message>
    <message>
        <source>--save, --html and --record are for one game: leave them out with --games</source>
        <translation>--save, --html et --record valent pour une seule partie&#xa0;: omettez-les avec --games</translation>
    </message>
    <message>
        <source>the work was cancelled</source>
        <translation>le travail a été annulé</translation>
    </message>
    <message>
        <source>building the word list was cancelled</source>
        <translation>la préparation de la liste de mots a été annulée</translation>
    </message>
    <message>
        <source>unknown edition {name}; known editions: {known}</source>
        <translation>édition inconnue {name}&#xa0;; éditions connues&#xa0;: {known}</translation>
    </message>
    <message>
        <source>This session is open in another program or computer. It can be opened read-only.</source>
        <translation>Cette partie est ouverte dans un autre programme ou sur un autre ordinateur. Elle peut être ouverte en lecture seule.</translation>
    </message>
    <message>
        <source>This session is open in another window of this program. It can be opened read-only.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre de ce programme. Elle peut être ouverte en lecture seule.</translation>
    </message>
    <message>
        <source>This session is open in another window (process {pid} on this computer). It can be opened read-only.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre (processus {pid} sur cet ordinateur). Elle peut être ouverte en lecture seule.</translation>
    </message>
    <message>
        <source>This session is open in another window (process {pid} on the computer {host}). It can be opened read-only.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre (processus {pid} sur l&apos;ordinateur {host}). Elle peut être ouverte en lecture seule.</translation>
    </message>
    <message>
        <source>min bingos must be 0 or more, not {value}</source>
        <translation>le minimum de scrabbles doit être 0 ou plus, et non {value}</translation>
    </message>
    <message>
        <source>max bingos must be 0 or more, not {value}</source>
        <translation>le maximum de scrabbles doit être 0 ou plus, et non {value}</translation>
    </message>
    <message>
        <source>min total must be 0 or more, not {value}</source>
        <translation>le minimum du total des tops doit être 0 ou plus, et non {value}</translation>
    </message>
    <message>
        <source>max total must be 0 or more, not {value}</source>
        <translation>le maximum du total des tops doit être 0 ou plus, et non {value}</translation>
    </message>
    <message>
        <source>max unused blanks must be 0 or more, not {value}</source>
        <translation>le maximum de jokers gardés doit être 0 ou plus, et non {value}</translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: %n turn(s), bingos: {bingos}, top total {top_total}, turns with a blank kept: {unused_blanks}</source>
        <translation>
            <numerusform>graine {seed}&#xa0;: %n coup, scrabbles&#xa0;: {bingos}, total des tops {top_total}, coups avec un joker gardé&#xa0;: {unused_blanks}</numerusform>
            <numerusform>graine {seed}&#xa0;: %n coups, scrabbles&#xa0;: {bingos}, total des tops {top_total}, coups avec un joker gardé&#xa0;: {unused_blanks}</numerusform>
        </translation>
    </message>
    <message>
        <source>the number of games must be 1 or more, not {wanted}</source>
        <translation>le nombre de parties doit être 1 ou plus, et non {wanted}</translation>
    </message>
    <message>
        <source>{tries} tries cannot give {wanted} games</source>
        <translation>{tries} essais ne peuvent pas donner {wanted} parties</translation>
    </message>
    <message>
        <source>cannot create the folder {folder}: {value}</source>
        <translation>impossible de créer le dossier {folder}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>generating games was cancelled</source>
        <translation>la génération de parties a été annulée</translation>
    </message>
    <message>
        <source>{what} has {count} characters; at most {limit} are read</source>
        <translation>{what} a {count} caractères&#xa0;; au plus {limit} sont lus</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (character {start} cannot be decoded)</source>
        <translation>{what} n&apos;est pas du texte UTF-8 (le caractère {start} ne peut pas être décodé)</translation>
    </message>
    <message>
        <source>JSON nested {depth} levels deep; at most {max_depth} are read</source>
        <translation>JSON imbriqué sur {depth} niveaux&#xa0;; au plus {max_depth} sont lus</translation>
    </message>
    <message>
        <source>JSON nested too deeply; at most {max_depth} levels are read</source>
        <translation>JSON trop imbriqué&#xa0;; au plus {max_depth} niveaux sont lus</translation>
    </message>
    <message>
        <source>not JSON ({reason})</source>
        <translation>pas du JSON ({reason})</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {start} cannot be decoded)</source>
        <translation>pas du texte UTF-8 (l&apos;octet {start} ne peut pas être décodé)</translation>
    </message>
    <message>
        <source>line {number} is longer than {limit} bytes; it was skipped</source>
        <translation>la ligne {number} dépasse {limit} octets&#xa0;; elle a été ignorée</translation>
    </message>
    <message>
        <source>line {number} is not UTF-8 text (byte {start} cannot be decoded)</source>
        <translation>la ligne {number} n&apos;est pas du texte UTF-8 (l&apos;octet {start} ne peut pas être décodé)</translation>
    </message>
    <message>
        <source>the word list {path} is larger than {max_list_bytes} MB: it cannot be a word list</source>
        <translation>la liste de mots {path} dépasse {max_list_bytes} Mo&#xa0;: ce ne peut pas être une liste de mots</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is UTF-32 text: save it as UTF-8</source>
        <translation>{name} est du texte UTF-32&#xa0;: enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>{name} is not a text file (it contains NUL bytes)</source>
        <translation>{name} n&apos;est pas un fichier texte (il contient des octets NUL)</translation>
    </message>
    <message>
        <source>{path} is a folder, not a word list</source>
        <translation>{path} est un dossier, pas une liste de mots</translation>
    </message>
    <message>
        <source>loading the word list was cancelled</source>
        <translation>le chargement de la liste de mots a été annulé</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles; {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n mot&#xa0;; écartés&#xa0;: {letters} avec des lettres absentes du jeu&#xa0;; {length} de moins de 2 ou plus de {size} lettres (par ex. {examples})</numerusform>
            <numerusform>%n mots&#xa0;; écartés&#xa0;: {letters} avec des lettres absentes du jeu&#xa0;; {length} de moins de 2 ou plus de {size} lettres (par ex. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {letters} with letters that are no tiles (e.g. {examples})</source>
        <translation>
            <numerusform>%n mot&#xa0;; écartés&#xa0;: {letters} avec des lettres absentes du jeu (par ex. {examples})</numerusform>
            <numerusform>%n mots&#xa0;; écartés&#xa0;: {letters} avec des lettres absentes du jeu (par ex. {examples})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s); skipped {length} shorter than 2 or longer than {size} letters (e.g. {examples})</source>
        <translation>
            <numerusform>%n mot&#xa0;; écartés&#xa0;: {length} de moins de 2 ou plus de {size} lettres (par ex. {examples})</numerusform>
            <numerusform>%n mots&#xa0;; écartés&#xa0;: {length} de moins de 2 ou plus de {size} lettres (par ex. {examples})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the word list {path}: {value}</source>
        <translation>impossible de lire la liste de mots {path}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{name} looks like UTF-16 text without a byte-order mark: save it as UTF-8</source>
        <translation>{name} semble être du texte UTF-16 sans indicateur d&apos;ordre des octets&#xa0;: enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte {start} cannot be decoded): save it as UTF-8</source>
        <translation>{name} n&apos;est pas du texte UTF-8 (l&apos;octet {start} ne peut pas être décodé)&#xa0;: enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>the word list {path} is a damaged gzip file ({reason})</source>
        <translation>la liste de mots {path} est un fichier gzip endommagé ({reason})</translation>
    </message>
    <message>
        <source>{name} is damaged UTF-16 text: save it as UTF-8</source>
        <translation>{name} est du texte UTF-16 endommagé&#xa0;: enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>the cached copy of the word list was damaged ({reason}): it was compiled again</source>
        <translation>la copie en cache de la liste de mots était endommagée ({reason})&#xa0;: elle a été recompilée</translation>
    </message>
    <message>
        <source>cannot write the cache in {folder} ({reason}): the list is compiled each time, about {seconds} s</source>
        <translation>impossible d&apos;écrire le cache dans {folder} ({reason})&#xa0;: la liste est compilée à chaque fois, environ {seconds} s</translation>
    </message>
    <message>
        <source>{stripped} is not a reference followed by a word</source>
        <translation>{stripped} n&apos;est pas une référence suivie d&apos;un mot</translation>
    </message>
    <message>
        <source>{text} is not a reference: write a letter and a number, like 8D (across) or D8 (down)</source>
        <translation>{text} n&apos;est pas une référence&#xa0;: écrivez une lettre et un nombre, comme 8D (horizontal) ou D8 (vertical)</translation>
    </message>
    <message>
        <source>the word is missing</source>
        <translation>le mot manque</translation>
    </message>
    <message>
        <source>{raw}: &apos;?&apos; must be followed by the blank&apos;s letter</source>
        <translation>{raw}&#xa0;: &apos;?&apos; doit être suivi de la lettre du joker</translation>
    </message>
    <message>
        <source>{raw}: &apos;(&apos; is not closed</source>
        <translation>{raw}&#xa0;: &apos;(&apos; n&apos;est pas fermée</translation>
    </message>
    <message>
        <source>{raw} has no letters</source>
        <translation>{raw} n&apos;a pas de lettres</translation>
    </message>
    <message>
        <source>the move has {count} characters; a move is at most {max_move_text}</source>
        <translation>la solution a {count} caractères&#xa0;; une solution en a au plus {max_move_text}</translation>
    </message>
    <message>
        <source>the move is empty: write a reference and a word, like H4 WORD</source>
        <translation>la solution est vide&#xa0;: écrivez une référence et un mot, comme H4 MOT</translation>
    </message>
    <message>
        <source>{stripped} has a reference but no word</source>
        <translation>{stripped} a une référence mais pas de mot</translation>
    </message>
    <message>
        <source>{stripped} needs a reference and a word, like H4 WORD</source>
        <translation>{stripped} demande une référence et un mot, comme H4 MOT</translation>
    </message>
    <message>
        <source>{bad} is not a table number: type numbers separated by spaces or commas</source>
        <translation>{bad} n&apos;est pas un numéro de table&#xa0;: tapez des nombres séparés par des espaces ou des virgules</translation>
    </message>
    <message>
        <source>no table number given</source>
        <translation>aucun numéro de table donné</translation>
    </message>
    <message>
        <source>{text} is not a reference: write a letter and a number, like H4 (across) or 4H (down)</source>
        <translation>{text} n&apos;est pas une référence&#xa0;: écrivez une lettre et un nombre, comme H4 (horizontal) ou 4H (vertical)</translation>
    </message>
    <message>
        <source>{raw}: &apos;.&apos; cannot stand inside parentheses</source>
        <translation>{raw}&#xa0;: &apos;.&apos; ne peut pas être entre parenthèses</translation>
    </message>
    <message>
        <source>{raw}: &apos;?&apos; marks the one letter after it as a blank</source>
        <translation>{raw}&#xa0;: &apos;?&apos; marque comme joker la seule lettre qui le suit</translation>
    </message>
    <message>
        <source>{raw}: parentheses cannot be nested</source>
        <translation>{raw}&#xa0;: les parenthèses ne peuvent pas être imbriquées</translation>
    </message>
    <message>
        <source>{raw}: &apos;)&apos; without &apos;(&apos;</source>
        <translation>{raw}&#xa0;: &apos;)&apos; sans &apos;(&apos;</translation>
    </message>
    <message>
        <source>{raw}: a word has no spaces</source>
        <translation>{raw}&#xa0;: un mot n&apos;a pas d&apos;espaces</translation>
    </message>
    <message>
        <source>the name must be text</source>
        <translation>le nom doit être du texte</translation>
    </message>
    <message>
        <source>a name has at most {name_limit} characters</source>
        <translation>un nom a au plus {name_limit} caractères</translation>
    </message>
    <message>
        <source>this phone has not joined: send the PIN first</source>
        <translation>ce téléphone n&apos;a pas rejoint la partie&#xa0;: envoyez d&apos;abord le code</translation>
    </message>
    <message>
        <source>this phone has not joined (or its table was released): join again</source>
        <translation>ce téléphone n&apos;a pas rejoint la partie (ou sa table a été libérée)&#xa0;: rejoignez-la à nouveau</translation>
    </message>
    <message>
        <source>the table must be a whole number from 1 to 9999</source>
        <translation>la table doit être un nombre entier de 1 à 9999</translation>
    </message>
    <message>
        <source>&apos;move&apos; must be a reference and a word (at most {move_limit} characters)</source>
        <translation>&apos;move&apos; doit être une référence et un mot (au plus {move_limit} caractères)</translation>
    </message>
    <message>
        <source>write your score with your move (the rules ask for it)</source>
        <translation>écrivez votre score avec votre solution (le règlement le demande)</translation>
    </message>
    <message>
        <source>turn {turn} is not being played</source>
        <translation>le coup {turn} n&apos;est pas en cours</translation>
    </message>
    <message>
        <source>the time of turn {turn} is up</source>
        <translation>le temps du coup {turn} est écoulé</translation>
    </message>
    <message>
        <source>there is no table {table} in this session; ask the arbiter</source>
        <translation>il n&apos;y a pas de table {table} dans cette partie&#xa0;; demandez à l&apos;arbitre</translation>
    </message>
    <message>
        <source>turn {turn} is over</source>
        <translation>le coup {turn} est terminé</translation>
    </message>
    <message>
        <source>turn {turn} is not being played (turn {now} is)</source>
        <translation>le coup {turn} n&apos;est pas en cours (c&apos;est le coup {now})</translation>
    </message>
    <message>
        <source>the game was played with the word list {name}: {reason}</source>
        <translation>la partie a été jouée avec la liste de mots {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the game was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...</source>
        <translation>la partie a été jouée avec la liste de mots {name} (SHA-256 {sha256}...), mais la liste trouvée a le SHA-256 {found}...</translation>
    </message>
    <message>
        <source>a game record is a JSON object; this is not one</source>
        <translation>un relevé de partie est un objet JSON&#xa0;; ceci n&apos;en est pas un</translation>
    </message>
    <message>
        <source>this is not a duplicate game record (format {get})</source>
        <translation>ce n&apos;est pas un relevé de partie duplicate (format {get})</translation>
    </message>
    <message>
        <source>version: the game record has no valid version number ({found})</source>
        <translation>version&#xa0;: le relevé de partie n&apos;a pas de numéro de version valable ({found})</translation>
    </message>
    <message>
        <source>the game record was written by a newer version of this program (record version {version}, this version reads up to {record_version}); please update</source>
        <translation>le relevé de partie a été écrit par une version plus récente de ce programme (version {version}, cette version lit jusqu&apos;à {record_version})&#xa0;; mettez-le à jour</translation>
    </message>
    <message>
        <source>the game record commits turn {missing} but has no rack for it</source>
        <translation>le relevé valide le coup {missing} mais n&apos;a pas de tirage pour lui</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} n&apos;existe pas</translation>
    </message>
    <message>
        <source>{path} is not a game record (not UTF-8 text)</source>
        <translation>{path} n&apos;est pas un relevé de partie (pas du texte UTF-8)</translation>
    </message>
    <message>
        <source>cannot read {path}: {value}</source>
        <translation>impossible de lire {path}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{path} is too large to be a game record</source>
        <translation>{path} est trop grand pour être un relevé de partie</translation>
    </message>
    <message>
        <source>{path} is not a game record ({reason})</source>
        <translation>{path} n&apos;est pas un relevé de partie ({reason})</translation>
    </message>
    <message>
        <source>actions[{number}] ({kind}): action {number2} of the game record is damaged ({reason})</source>
        <translation>actions[{number}] ({kind})&#xa0;: l&apos;action {number2} du relevé est endommagée ({reason})</translation>
    </message>
    <message>
        <source>a word has at least two letters</source>
        <translation>un mot a au moins deux lettres</translation>
    </message>
    <message>
        <source>the word has {count} letters but only {room} squares are left from {square} to the edge</source>
        <translation>le mot a {count} lettres mais il ne reste que {room} cases de {square} au bord</translation>
    </message>
    <message>
        <source>every letter of the word is already on the board: no tile is placed</source>
        <translation>toutes les lettres du mot sont déjà sur la grille&#xa0;: aucune lettre n&apos;est posée</translation>
    </message>
    <message>
        <source>no tile is placed</source>
        <translation>aucune lettre n&apos;est posée</translation>
    </message>
    <message>
        <source>two tiles are on the same square</source>
        <translation>deux lettres sont sur la même case</translation>
    </message>
    <message>
        <source>the tiles must be in one row or one column</source>
        <translation>les lettres doivent être sur une seule ligne ou colonne</translation>
    </message>
    <message>
        <source>{edition} default ({list})</source>
        <translation>liste par défaut ({list})</translation>
    </message>
    <message>
        <source>the word list {name} is damaged: delete the files of the cache folder and load it again</source>
        <translation>la liste de mots {name} est endommagée&#xa0;: supprimez les fichiers du dossier du cache et chargez-la de nouveau</translation>
    </message>
    <message>
        <source>type some letters</source>
        <translation>tapez des lettres</translation>
    </message>
    <message>
        <source>at most {limit} letters</source>
        <translation>au plus {limit} lettres</translation>
    </message>
    <message>
        <source>at most {limit} blanks in a rack</source>
        <translation>au plus {limit} jokers dans un tirage</translation>
    </message>
    <message>
        <source>hooks are asked of a word, without ?</source>
        <translation>les raccords se demandent pour un mot, sans ?</translation>
    </message>
    <message>
        <source>{letter} is no tile of the {edition} edition</source>
        <translation>{letter} n&apos;est pas une lettre de l&apos;édition {edition}</translation>
    </message>
    <message>
        <source>send the body with a Content-Length</source>
        <translation>envoyez le corps avec un Content-Length</translation>
    </message>
    <message>
        <source>a request body may hold at most {most} bytes</source>
        <translation>le corps d&apos;une requête contient au plus {most} octets</translation>
    </message>
    <message>
        <source>the request is not HTTP/1.1</source>
        <translation>la requête n&apos;est pas du HTTP/1.1</translation>
    </message>
    <message>
        <source>the request&apos;s headers are too long</source>
        <translation>les en-têtes de la requête sont trop longs</translation>
    </message>
    <message>
        <source>no free port from {first} to {last}: {reason}</source>
        <translation>aucun port libre de {first} à {last}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the PIN must have 4 to 6 digits</source>
        <translation>le code d&apos;accès doit avoir de 4 à 6 chiffres</translation>
    </message>
    <message>
        <source>the body must be a JSON object</source>
        <translation>le corps doit être un objet JSON</translation>
    </message>
    <message>
        <source>too many requests: wait a second</source>
        <translation>trop de requêtes&#xa0;: attendez une seconde</translation>
    </message>
    <message>
        <source>wrong PIN: ask the arbiter</source>
        <translation>code d&apos;accès erroné&#xa0;: demandez à l&apos;arbitre</translation>
    </message>
    <message>
        <source>send the turn and the move</source>
        <translation>envoyez le numéro du coup et la solution</translation>
    </message>
    <message>
        <source>no such page</source>
        <translation>page inconnue</translation>
    </message>
    <message>
        <source>&apos;wait&apos; must be a number of seconds</source>
        <translation>&apos;wait&apos; doit être un nombre de secondes</translation>
    </message>
    <message>
        <source>{text}: {letter} is not a {edition} tile</source>
        <translation>{text}&#xa0;: {letter} n&apos;est pas une lettre de l&apos;édition en {edition}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>un nombre fini</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>one of {choices}</source>
        <translation>l&apos;une des valeurs {choices}</translation>
    </message>
    <message>
        <source>{what} or null</source>
        <translation>{what} ou null</translation>
    </message>
    <message>
        <source>a list of {what}</source>
        <translation>une liste dont chaque élément est {what}</translation>
    </message>
    <message>
        <source>the rack {rack_text} has {count} tiles; a rack holds at most {rack_size}</source>
        <translation>le tirage {rack_text} a {count} lettres&#xa0;; un tirage en contient au plus {rack_size}</translation>
    </message>
    <message>
        <source>the opponent&apos;s rack {rack_text} has {count} tiles; a rack holds at most {rack_size}</source>
        <translation>le tirage de l&apos;adversaire {rack_text} a {count} lettres&#xa0;; un tirage en contient au plus {rack_size}</translation>
    </message>
    <message>
        <source>{count} tiles {name} are on the board and racks, but the {edition} edition has only {count2}</source>
        <translation>{count} lettres {name} sont sur la grille et les tirages, mais l&apos;édition en {edition} n&apos;en a que {count2}</translation>
    </message>
    <message>
        <source>row {row} ({text}): {run} empty squares do not fit in a row of {size}</source>
        <translation>ligne {row} ({text})&#xa0;: {run} cases vides ne tiennent pas dans une ligne de {size}</translation>
    </message>
    <message>
        <source>the rack {text}: {name} is not a letter of the {edition} edition</source>
        <translation>le tirage {text}&#xa0;: {name} n&apos;est pas une lettre de l&apos;édition en {edition}</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>néerlandais</translation>
    </message>
    <message>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>allemand</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norvégien</translation>
    </message>
    <message>
        <source>the minimum bingos ({low}) is above the maximum ({high})</source>
        <translation>le minimum de scrabbles ({low}) dépasse le maximum ({high})</translation>
    </message>
    <message>
        <source>the minimum top total ({low}) is above the maximum ({high})</source>
        <translation>le minimum du total des tops ({low}) dépasse le maximum ({high})</translation>
    </message>
    <message>
        <source>argument {number}</source>
        <translation>l&apos;argument {number}</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>la ligne {number}</translation>
    </message>
    <message>
        <source>line {line}: table {table} is used twice</source>
        <translation>ligne {line}&#xa0;: la table {table} est utilisée deux fois</translation>
    </message>
    <message>
        <source>line {line}: table numbers start at 1</source>
        <translation>ligne {line}&#xa0;: les numéros de table commencent à 1</translation>
    </message>
    <message>
        <source>{name} holds no usable {edition} words</source>
        <translation>{name} ne contient aucun mot utilisable pour l&apos;édition en {edition}</translation>
    </message>
    <message>
        <source>there is no column {letter}: columns go from A to O</source>
        <translation>il n&apos;y a pas de colonne {letter}&#xa0;: les colonnes vont de A à O</translation>
    </message>
    <message>
        <source>there is no row {number}: rows go from 1 to 15</source>
        <translation>il n&apos;y a pas de ligne {number}&#xa0;: les lignes vont de 1 à 15</translation>
    </message>
    <message>
        <source>there is no row {letter}: rows go from A to O</source>
        <translation>il n&apos;y a pas de ligne {letter}&#xa0;: les lignes vont de A à O</translation>
    </message>
    <message>
        <source>there is no column {number}: columns go from 1 to 15</source>
        <translation>il n&apos;y a pas de colonne {number}&#xa0;: les colonnes vont de 1 à 15</translation>
    </message>
    <message>
        <source>{raw} has characters that are no {edition} tiles: {shown}</source>
        <translation>{raw} contient des caractères qui ne sont pas des lettres de l&apos;édition en {edition}&#xa0;: {shown}</translation>
    </message>
    <message>
        <source>the game record is damaged: {reason}</source>
        <translation>le relevé de partie est endommagé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>is missing (the object has the unknown field {extra})</source>
        <translation>manque (les données contiennent à sa place le champ inconnu {extra})</translation>
    </message>
    <message>
        <source>must be at most {high}, not {value}</source>
        <translation>doit être au plus {high}, et non {value}</translation>
    </message>
    <message>
        <source>has {count} characters; at most {limit}</source>
        <translation>a {count} caractères&#xa0;; au plus {limit}</translation>
    </message>
    <message>
        <source>a list of {count} items ({items})</source>
        <translation>une liste de {count} éléments ({items})</translation>
    </message>
    <message>
        <source>must be from {low} to {high}, not {value}</source>
        <translation>doit être entre {low} et {high}, et non {value}</translation>
    </message>
    <message>
        <source>must be at least {low}, not {value}</source>
        <translation>doit être au moins {low}, et non {value}</translation>
    </message>
    <message>
        <source>not valid TOML ({reason})</source>
        <translation>pas du TOML valide ({reason})</translation>
    </message>
    <message>
        <source>{line} is not a JSON object ({reason})</source>
        <translation>{line} n&apos;est pas un objet JSON ({reason})</translation>
    </message>
    <message>
        <source>the file cannot be read: {detail}</source>
        <translation>le fichier ne peut pas être lu : {detail}</translation>
    </message>
    <message>
        <source>the game record&apos;s settings are damaged: {reason}</source>
        <translation>les réglages du relevé de partie sont endommagés&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}</source>
        <translation>absent du tirage {rack}&#xa0;: {names}</translation>
    </message>
    <message>
        <source>the word goes on: {square} holds {letter}; write the whole word</source>
        <translation>le mot continue&#xa0;: {square} porte {letter}&#xa0;; écrivez le mot entier</translation>
    </message>
    <message>
        <source>square {row},{col} is not on the board</source>
        <translation>la case {row},{col} n&apos;est pas sur la grille</translation>
    </message>
    <message>
        <source>{square} is already occupied</source>
        <translation>{square} est déjà occupée</translation>
    </message>
    <message>
        <source>{square} is empty: the tiles must form one unbroken line</source>
        <translation>{square} est vide&#xa0;: les lettres doivent former une ligne continue</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names} (a blank is written as a lowercase letter)</source>
        <translation>absent du tirage {rack}&#xa0;: {names} (un joker s&apos;écrit en minuscule)</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}; the move asks for {used} blanks and the rack has none: a lowercase letter is a blank; in capitals it reads {capitals}</source>
        <translation>absent du tirage {rack}&#xa0;: {names}&#xa0;; la solution demande {used} jokers et le tirage n&apos;en a aucun&#xa0;: une minuscule est un joker&#xa0;; en majuscules on lit {capitals}</translation>
    </message>
    <message>
        <source>the first move must cover the centre square {square}</source>
        <translation>le premier coup doit passer par la case centrale {square}</translation>
    </message>
    <message>
        <source>the first move must be horizontal under these rules</source>
        <translation>avec ce règlement, le premier coup doit être horizontal</translation>
    </message>
    <message>
        <source>the move must touch a tile already on the board</source>
        <translation>le coup doit toucher une lettre déjà posée</translation>
    </message>
    <message>
        <source>not in the word list: {items}</source>
        <translation>absent de la liste de mots&#xa0;: {items}</translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>un joker</translation>
    </message>
    <message>
        <source>a blank x{count}</source>
        <translation>un joker x{count}</translation>
    </message>
    <message>
        <source>{square} holds {letter}, not {letter2}</source>
        <translation>{square} porte {letter}, pas {letter2}</translation>
    </message>
    <message>
        <source>{square} is empty: &apos;.&apos; stands for a tile already there</source>
        <translation>{square} est vide&#xa0;: «&#xa0;.&#xa0;» désigne une lettre déjà posée</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names}; the move asks for {used} blanks and the rack has {blanks}: a lowercase letter is a blank; in capitals it reads {capitals}</source>
        <translation>absent du tirage {rack}&#xa0;: {names}&#xa0;; la solution demande {used} jokers et le tirage en a {blanks}&#xa0;: une minuscule est un joker&#xa0;; en majuscules on lit {capitals}</translation>
    </message>
    <message>
        <source>unknown preset {name}; known presets: {items}</source>
        <translation>règlement inconnu {name}&#xa0;; règlements connus&#xa0;: {items}</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>not a rack of this edition ({count} tiles, a rack holds {size})</source>
        <translation>pas un tirage de cette édition ({count} lettres, un tirage en a {size})</translation>
    </message>
    <message>
        <source>not duplicate session settings</source>
        <translation>pas des réglages de partie duplicate</translation>
    </message>
    <message>
        <source>not the SHA-256 of a word list (64 hexadecimal digits)</source>
        <translation>pas le SHA-256 d&apos;une liste de mots (64 chiffres hexadécimaux)</translation>
    </message>
    <message>
        <source>cannot write {path}: it is {kind}, not a regular file</source>
        <translation>impossible d&apos;écrire {path}&#xa0;: c&apos;est {kind}, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>impossible d&apos;écrire {path}&#xa0;: {why}</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}; nothing was changed</source>
        <translation>impossible d&apos;écrire {path}&#xa0;: {why}&#xa0;; rien n&apos;a été modifié</translation>
    </message>
    <message>
        <source>the study file has no answer {answer} to card {key}</source>
        <translation>le fichier d&apos;étude n&apos;a pas de réponse {answer} à la fiche {key}</translation>
    </message>
    <message>
        <source>a word card asks for no known thing (kind {kind})</source>
        <translation>une fiche de mots ne demande rien de connu (genre {kind})</translation>
    </message>
    <message>
        <source>the word list {name} was compiled into an unsound automaton ({reason}): it was not cached</source>
        <translation>la liste de mots {name} a été compilée en un automate incohérent ({reason})&#xa0;: elle n&apos;a pas été mise en cache</translation>
    </message>
    <message>
        <source>the move search was cancelled</source>
        <translation>la recherche des coups a été annulée</translation>
    </message>
    <message>
        <source>action {seq} ({kind}) cannot be replayed: {reason}</source>
        <translation>l&apos;action {seq} ({kind}) ne peut pas être rejouée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Simulated game, seed {seed}</source>
        <translation>Partie simulée, graine {seed}</translation>
    </message>
    <message>
        <source>Player {table}</source>
        <translation>Joueur {table}</translation>
    </message>
    <message>
        <source>{code} ({name})</source>
        <translation>{code} ({name})</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>les règles</translation>
    </message>
    <message>
        <source>FISF</source>
        <translation>FISF</translation>
    </message>
    <message>
        <source>Flemish</source>
        <translation>Flamand</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>À la maison</translation>
    </message>
    <message>
        <source>Federation rules: 2 vowels + 2 consonants for turns 1-15, then 1 + 1; first move horizontal; solos from 16 players; 3 warnings tolerated.</source>
        <translation>Règlement fédéral&#xa0;: 2 voyelles + 2 consonnes jusqu&apos;au coup 15, puis 1 + 1&#xa0;; premier coup horizontal&#xa0;; solos à partir de 16 joueurs&#xa0;; 3 avertissements tolérés.</translation>
    </message>
    <message>
        <source>Flemish federation: draw rule as FISF, the game ends when fewer than 7 letters or no vowel remain.</source>
        <translation>Fédération flamande&#xa0;: règle de tirage de la FISF, la partie s&apos;arrête quand il reste moins de 7 lettres ou plus de voyelle.</translation>
    </message>
    <message>
        <source>Free play at home or in class: no draw rule, no solos, no penalties or warnings.</source>
        <translation>Jeu libre à la maison ou en classe&#xa0;: pas de règle de tirage, ni solos, ni pénalités ni avertissements.</translation>
    </message>
    <message>
        <source>start or pause the timer</source>
        <translation>lancer ou suspendre le chrono</translation>
    </message>
    <message>
        <source>a phone joins a table</source>
        <translation>un téléphone rejoint une table</translation>
    </message>
    <message>
        <source>release a table&apos;s phone</source>
        <translation>libérer le téléphone d’une table</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>un indice</translation>
    </message>
    <message>
        <source>add {name} at table {table}</source>
        <translation>ajouter {name} à la table {table}</translation>
    </message>
    <message>
        <source>rename table {table} as {name}</source>
        <translation>renommer la table {table} en {name}</translation>
    </message>
    <message>
        <source>table {table} leaves</source>
        <translation>départ de la table {table}</translation>
    </message>
    <message>
        <source>move table {table} to table {new_table}</source>
        <translation>déplacer la table {table} vers la table {new_table}</translation>
    </message>
    <message>
        <source>draw the rack of turn {turn}</source>
        <translation>faire le tirage du coup {turn}</translation>
    </message>
    <message>
        <source>enter {move} for table {table}</source>
        <translation>saisir {move} pour la table {table}</translation>
    </message>
    <message>
        <source>enter {move} for tables {tables}</source>
        <translation>saisir {move} pour les tables {tables}</translation>
    </message>
    <message>
        <source>delete the entry of table {table}</source>
        <translation>effacer la saisie de la table {table}</translation>
    </message>
    <message>
        <source>rulings for table {table}</source>
        <translation>décisions pour la table {table}</translation>
    </message>
    <message>
        <source>choose the master move {move}</source>
        <translation>choisir le coup maître {move}</translation>
    </message>
    <message>
        <source>reveal turn {turn}: {move}</source>
        <translation>annoncer le coup {turn}&#xa0;: {move}</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>terminer la partie</translation>
    </message>
    <message>
        <source>enter no move for table {table}</source>
        <translation>saisir «&#xa0;pas de solution&#xa0;» pour la table {table}</translation>
    </message>
    <message>
        <source>enter no move for tables {tables}</source>
        <translation>saisir «&#xa0;pas de solution&#xa0;» pour les tables {tables}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>il n&apos;y a rien à annuler</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>il n&apos;y a rien à rétablir</translation>
    </message>
    <message>
        <source>the word list is for another edition</source>
        <translation>la liste de mots est pour une autre édition</translation>
    </message>
    <message>
        <source>{source}, line {line}: {error}</source>
        <translation>{source}, ligne {line}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{source}: {error}</source>
        <translation>{source}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>an object of {what}</source>
        <translation>un objet dont chaque valeur est {what}</translation>
    </message>
    <message>
        <source>no evening of the files given was played in the dates asked</source>
        <translation>aucune soirée des fichiers donnés n&apos;a été jouée entre les dates demandées</translation>
    </message>
    <message>
        <source>--limit must be 0 (every word) or more</source>
        <translation>--limit doit valoir 0 (tous les mots) ou plus</translation>
    </message>
    <message>
        <source>{option} wants a date written YYYY-MM-DD, not {value}</source>
        <translation>{option} attend une date écrite AAAA-MM-JJ, pas {value}</translation>
    </message>
    <message>
        <source>give either --season or --from and --to</source>
        <translation>donnez soit --season, soit --from et --to</translation>
    </message>
    <message>
        <source>--season wants the year the season starts, such as 2025</source>
        <translation>--season attend l&apos;année où commence la saison, par exemple 2025</translation>
    </message>
    <message>
        <source>no player named {name} in the evenings chosen</source>
        <translation>aucun joueur nommé {name} dans les soirées choisies</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message numerus="yes">
        <source>more than %n words: the first ones are listed (--limit 0 lists them all)</source>
        <translation>
            <numerusform>plus de %n mot&#xa0;: les premiers sont listés (--limit 0 les liste tous)</numerusform>
            <numerusform>plus de %n mots&#xa0;: les premiers sont listés (--limit 0 les liste tous)</numerusform>
        </translation>
    </message>
    <message>
        <source>{word}: before {front} · after {back}</source>
        <translation>{word}&#xa0;: avant {front} · après {back}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file} : {reason}</translation>
    </message>
    <message>
        <source>no session file to merge</source>
        <translation>aucun fichier de partie à réunir</translation>
    </message>
    <message>
        <source>turn {turn} was drawn again with other letters</source>
        <translation>le coup {turn} a été tiré à nouveau avec d&apos;autres lettres</translation>
    </message>
    <message>
        <source>its game identity is {found}, not {wanted}: it is another game</source>
        <translation>son identité de partie est {found}, pas {wanted} : c&apos;est une autre partie</translation>
    </message>
    <message>
        <source>it has played {found} turns, the first file {wanted}</source>
        <translation>elle a joué {found} coups, le premier fichier {wanted}</translation>
    </message>
    <message>
        <source>the file is given twice</source>
        <translation>le fichier est donné deux fois</translation>
    </message>
    <message>
        <source>turn {turn} was played with the rack {rack}, not the prepared game&apos;s</source>
        <translation>le coup {turn} a été joué avec le tirage {rack}, pas celui de la partie préparée</translation>
    </message>
    <message>
        <source>turn {turn}&apos;s master move is {found}, the first file&apos;s {wanted}</source>
        <translation>le coup maître du coup {turn} est {found}, celui du premier fichier {wanted}</translation>
    </message>
    <message>
        <source>its turns were changed after the draw: {detail}</source>
        <translation>ses coups ont été modifiés après le tirage : {detail}</translation>
    </message>
    <message>
        <source>total deviation over the best evenings</source>
        <translation>total des négatifs sur les meilleures soirées</translation>
    </message>
    <message>
        <source>average percentage of the top</source>
        <translation>pourcentage moyen du top</translation>
    </message>
    <message>
        <source>points by rank per evening</source>
        <translation>points selon le rang à chaque soirée</translation>
    </message>
    <message>
        <source>no evening to rank: choose session files played in the season</source>
        <translation>aucune soirée à classer : choisissez des fichiers de partie joués dans la saison</translation>
    </message>
    <message>
        <source>the number of evenings counted must be 1 or more, not {value}</source>
        <translation>le nombre de soirées retenues doit être 1 ou plus, pas {value}</translation>
    </message>
    <message>
        <source>the rule of the best evenings needs their number</source>
        <translation>la règle des meilleures soirées a besoin de leur nombre</translation>
    </message>
    <message>
        <source>no evening of this player among the files chosen</source>
        <translation>aucune soirée de ce joueur parmi les fichiers choisis</translation>
    </message>
    <message>
        <source>names characters that are no tiles: {characters}</source>
        <translation>nomme des caractères qui ne sont pas des lettres du jeu&#xa0;: {characters}</translation>
    </message>
    <message>
        <source>names no tile</source>
        <translation>ne nomme aucune lettre</translation>
    </message>
    <message>
        <source>has {count} letters; at most {limit}</source>
        <translation>a {count} lettres&#xa0;; au plus {limit}</translation>
    </message>
    <message>
        <source>names no vowel</source>
        <translation>ne nomme aucune voyelle</translation>
    </message>
    <message>
        <source>{source}: cannot be read ({reason})</source>
        <translation>{source}&#xa0;: illisible ({reason})</translation>
    </message>
    <message>
        <source>a tile&apos;s name is one or more capital letters, not {name}</source>
        <translation>le nom d&apos;une lettre est fait d&apos;une ou plusieurs majuscules, et non {name}</translation>
    </message>
    <message>
        <source>is the older form of calls_before_end: give one of them, not both</source>
        <translation>est l&apos;ancienne forme de calls_before_end&#xa0;: donnez l&apos;une ou l&apos;autre, pas les deux</translation>
    </message>
    <message>
        <source>is empty: a rule set needs a name</source>
        <translation>est vide&#xa0;: un règlement a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>has {count} calls; at most {limit}</source>
        <translation>a {count} annonces&#xa0;; au plus {limit}</translation>
    </message>
    <message>
        <source>asks for {count} tiles; a rack holds 7</source>
        <translation>demande {count} lettres&#xa0;; un tirage en a 7</translation>
    </message>
    <message>
        <source>enter table {table}&apos;s entry</source>
        <translation>saisir le bulletin de la table {table}</translation>
    </message>
    <message>
        <source>enter the entries of tables {tables}</source>
        <translation>saisir les bulletins des tables {tables}</translation>
    </message>
    <message>
        <source>choose the master move</source>
        <translation>choisir le coup maître</translation>
    </message>
    <message>
        <source>a prepared game needs the racks of an earlier game</source>
        <translation>une partie préparée a besoin des tirages d&apos;une partie antérieure</translation>
    </message>
    <message>
        <source>{name} is open read-only: nothing can be changed (open it again for writing when no other window holds it)</source>
        <translation>{name} est ouverte en lecture seule&#xa0;: rien ne peut être modifié (rouvrez-la en écriture quand aucune autre fenêtre ne la tient)</translation>
    </message>
    <message>
        <source>cannot draw a rack now: the session is {phase}</source>
        <translation>impossible de faire le tirage maintenant (état de la partie&#xa0;: {phase})</translation>
    </message>
    <message>
        <source>this session uses the arbiter&apos;s own letters: type the rack</source>
        <translation>cette partie utilise les lettres de l&apos;arbitre&#xa0;: tapez le tirage</translation>
    </message>
    <message>
        <source>cannot type a rack now: the session is {phase}</source>
        <translation>impossible de saisir un tirage maintenant (état de la partie&#xa0;: {phase})</translation>
    </message>
    <message>
        <source>cannot start the timer now: the session is {phase}</source>
        <translation>impossible de lancer le chrono maintenant (état de la partie&#xa0;: {phase})</translation>
    </message>
    <message>
        <source>cannot pause the timer now: the session is {phase}</source>
        <translation>impossible de suspendre le chrono maintenant (état de la partie&#xa0;: {phase})</translation>
    </message>
    <message>
        <source>cannot resume the timer now: the session is {phase}</source>
        <translation>impossible de relancer le chrono maintenant (état de la partie&#xa0;: {phase})</translation>
    </message>
    <message>
        <source>the timer cannot be stopped now ({phase})</source>
        <translation>le chrono ne peut pas être arrêté maintenant (état de la partie&#xa0;: {phase})</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>aucune table donnée</translation>
    </message>
    <message>
        <source>no legal move exists for this rack: end the game instead</source>
        <translation>aucun coup valable n&apos;existe avec ce tirage&#xa0;: terminez plutôt la partie</translation>
    </message>
    <message>
        <source>there is no legal move to give</source>
        <translation>il n&apos;y a aucun coup valable à attribuer</translation>
    </message>
    <message>
        <source>action {kind} has bad data ({reason})</source>
        <translation>l&apos;action {kind} a des données erronées ({reason})</translation>
    </message>
    <message>
        <source>the prepared rack of turn {number} ({rack}) cannot be drawn: {reason}; the master moves must have differed from the prepared game&apos;s</source>
        <translation>le tirage préparé du coup {number} ({rack}) ne peut pas être fait&#xa0;: {reason}&#xa0;; les coups maîtres ont dû différer de ceux de la partie préparée</translation>
    </message>
    <message>
        <source>the session was played with the word list {name} (SHA-256 {sha256}...), but the list found has SHA-256 {found}...</source>
        <translation>la partie a été jouée avec la liste de mots {name} (SHA-256 {sha256}...), mais la liste trouvée a le SHA-256 {found}...</translation>
    </message>
    <message>
        <source>the file holds no duplicate session settings</source>
        <translation>le fichier ne contient pas de réglages de partie duplicate</translation>
    </message>
    <message>
        <source>the session settings are damaged: {reason}</source>
        <translation>les réglages de la partie sont endommagés&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the session settings are damaged ({reason})</source>
        <translation>les réglages de la partie sont endommagés ({reason})</translation>
    </message>
    <message>
        <source>not a rack of this edition ({reason})</source>
        <translation>pas un tirage de cette édition ({reason})</translation>
    </message>
    <message>
        <source>not a rack of this edition (the edition has only {count} {name})</source>
        <translation>pas un tirage de cette édition (l&apos;édition n&apos;a que {count} {name})</translation>
    </message>
    <message>
        <source>the session was played with the word list {name}: {reason}</source>
        <translation>la partie a été jouée avec la liste de mots {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>awaiting draw</source>
        <translation>en attente du tirage</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>tirage fait</translation>
    </message>
    <message>
        <source>running</source>
        <translation>chrono en marche</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>there is no turn in progress: no rack has been drawn</source>
        <translation>aucun coup n&apos;est en cours&#xa0;: aucun tirage n&apos;a été fait</translation>
    </message>
    <message>
        <source>there is no turn {number} (turns so far: {count})</source>
        <translation>il n&apos;y a pas de coup {number} (coups jusqu&apos;ici&#xa0;: {count})</translation>
    </message>
    <message>
        <source>there is no turn in progress: the game is over</source>
        <translation>aucun coup n&apos;est en cours&#xa0;: la partie est terminée</translation>
    </message>
    <message>
        <source>no player at table {table}</source>
        <translation>aucun joueur à la table {table}</translation>
    </message>
    <message>
        <source>could not save: the disk is full; nothing was lost, free space and retry</source>
        <translation>enregistrement impossible&#xa0;: le disque est plein&#xa0;; rien n&apos;est perdu, libérez de la place et réessayez</translation>
    </message>
    <message>
        <source>could not create {path}: the disk is full; free space and retry</source>
        <translation>impossible de créer {path}&#xa0;: le disque est plein&#xa0;; libérez de la place et réessayez</translation>
    </message>
    <message>
        <source>could not open {path}: the disk is full; free space and retry</source>
        <translation>impossible d&apos;ouvrir {path}&#xa0;: le disque est plein&#xa0;; libérez de la place et réessayez</translation>
    </message>
    <message>
        <source>could not write {path}: the disk is full; free space and retry</source>
        <translation>impossible d&apos;écrire {path}&#xa0;: le disque est plein&#xa0;; libérez de la place et réessayez</translation>
    </message>
    <message>
        <source>could not create {path}: a read-only folder or disk</source>
        <translation>impossible de créer {path}&#xa0;: dossier ou disque en lecture seule</translation>
    </message>
    <message>
        <source>could not write {path}: a read-only folder or disk</source>
        <translation>impossible d&apos;écrire {path}&#xa0;: dossier ou disque en lecture seule</translation>
    </message>
    <message>
        <source>could not create {path}: {detail}</source>
        <translation>impossible de créer {path}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>could not open {path}: {detail}</source>
        <translation>impossible d&apos;ouvrir {path}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>could not save {path}: {detail}</source>
        <translation>impossible d&apos;enregistrer {path}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>could not write {path}: {detail}</source>
        <translation>impossible d&apos;écrire {path}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder does not exist</source>
        <translation>impossible de créer {path}&#xa0;: le dossier n&apos;existe pas</translation>
    </message>
    <message>
        <source>cannot open {path}: the folder does not exist</source>
        <translation>impossible d&apos;ouvrir {path}&#xa0;: le dossier n&apos;existe pas</translation>
    </message>
    <message>
        <source>{path} does not exist or is not a file</source>
        <translation>{path} n&apos;existe pas ou n&apos;est pas un fichier</translation>
    </message>
    <message>
        <source>{path} is empty, so it is not a duplicate session file: its creation was interrupted before anything was saved. Delete it, or create a new session under this name.</source>
        <translation>{path} est vide, ce n&apos;est donc pas un fichier de partie duplicate&#xa0;: sa création a été interrompue avant tout enregistrement. Supprimez-le, ou créez une nouvelle partie sous ce nom.</translation>
    </message>
    <message>
        <source>{path} is not a duplicate session file</source>
        <translation>{path} n&apos;est pas un fichier de partie duplicate</translation>
    </message>
    <message>
        <source>{path} is damaged: the session file is cut short</source>
        <translation>{path} est endommagé&#xa0;: le fichier de partie est tronqué</translation>
    </message>
    <message>
        <source>could not save: {path} cannot be written (a read-only file, folder or disk); nothing was lost: use File &gt; Save as to keep the session somewhere writable</source>
        <translation>enregistrement impossible&#xa0;: {path} ne peut pas être écrit (fichier, dossier ou disque en lecture seule)&#xa0;; rien n&apos;est perdu&#xa0;: utilisez Fichier &gt; Enregistrer sous pour garder la partie dans un endroit modifiable</translation>
    </message>
    <message>
        <source>{path} cannot be written (a read-only file, folder or disk): it can be opened read-only</source>
        <translation>{path} ne peut pas être écrit (fichier, dossier ou disque en lecture seule)&#xa0;: il peut être ouvert en lecture seule</translation>
    </message>
    <message>
        <source>{path} was removed or replaced while the session was open: this action was not saved. Use File &gt; Save as to keep the session (everything acknowledged so far) in a new file.</source>
        <translation>{path} a été supprimé ou remplacé pendant que la partie était ouverte&#xa0;: cette action n&apos;a pas été enregistrée. Utilisez Fichier &gt; Enregistrer sous pour garder la partie (tout ce qui a été confirmé jusqu&apos;ici) dans un nouveau fichier.</translation>
    </message>
    <message>
        <source>{target} already exists; choose another name</source>
        <translation>{target} existe déjà&#xa0;; choisissez un autre nom</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name</source>
        <translation>{path} existe déjà&#xa0;; choisissez un autre nom</translation>
    </message>
    <message>
        <source>{path} was never finished: its creation was interrupted and it holds nothing. Delete it, or create a new session under this name.</source>
        <translation>{path} n&apos;a jamais été terminé&#xa0;: sa création a été interrompue et il ne contient rien. Supprimez-le, ou créez une nouvelle partie sous ce nom.</translation>
    </message>
    <message>
        <source>{path} is an SQLite file of another program</source>
        <translation>{path} est un fichier SQLite d&apos;un autre programme</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of this program (file format {version}, this version reads up to {schema_version}); please update</source>
        <translation>{path} a été écrit par une version plus récente de ce programme (format {version}, cette version lit jusqu&apos;à {schema_version})&#xa0;; mettez le programme à jour</translation>
    </message>
    <message>
        <source>{path} is damaged ({check})</source>
        <translation>{path} est endommagé ({check})</translation>
    </message>
    <message>
        <source>{path} is damaged (tables are missing)</source>
        <translation>{path} est endommagé (des tables manquent)</translation>
    </message>
    <message>
        <source>{path} is damaged or not a session file ({reason})</source>
        <translation>{path} est endommagé ou n&apos;est pas un fichier de partie ({reason})</translation>
    </message>
    <message>
        <source>{path} is a read-only file: it can be opened read-only</source>
        <translation>{path} est un fichier en lecture seule&#xa0;: il peut être ouvert en lecture seule</translation>
    </message>
    <message>
        <source>{path}: the settings are damaged ({reason})</source>
        <translation>{path}&#xa0;: les réglages sont endommagés ({reason})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged ({reason})</source>
        <translation>{path}&#xa0;: le journal des actions est endommagé ({reason})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: action {seq} ({kind}) fails its checksum (its stored data changed after it was saved)</source>
        <translation>{path}&#xa0;: le journal des actions est endommagé&#xa0;: l&apos;action {seq} ({kind}) échoue à sa somme de contrôle (ses données ont changé après l&apos;enregistrement)</translation>
    </message>
    <message>
        <source>the {kind} action cannot be saved ({reason})</source>
        <translation>l&apos;action {kind} ne peut pas être enregistrée ({reason})</translation>
    </message>
    <message>
        <source>{path} is in a read-only folder or disk: it can be opened read-only</source>
        <translation>{path} est dans un dossier ou sur un disque en lecture seule&#xa0;: il peut être ouvert en lecture seule</translation>
    </message>
    <message>
        <source>{candidate} is a folder; choose another name</source>
        <translation>{candidate} est un dossier&#xa0;; choisissez un autre nom</translation>
    </message>
    <message>
        <source>{path} is damaged (the {table} table lacks {missing})</source>
        <translation>{path} est endommagé (la table {table} n&apos;a pas {missing})</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: action {seq} ({kind}) is not JSON ({reason})</source>
        <translation>{path}&#xa0;: le journal des actions est endommagé&#xa0;: l&apos;action {seq} ({kind}) n&apos;est pas du JSON ({reason})</translation>
    </message>
    <message>
        <source>unknown hint {kind}; hints are {items}</source>
        <translation>indice inconnu {kind}&#xa0;; les indices sont {items}</translation>
    </message>
    <message>
        <source>{path} has no played turn whose racks could be replayed</source>
        <translation>{path} n&apos;a aucun coup joué dont les tirages pourraient être rejoués</translation>
    </message>
    <message>
        <source>there is no turn in progress</source>
        <translation>aucun coup n&apos;est en cours</translation>
    </message>
    <message>
        <source>the move is already handed in: hints are for before the move</source>
        <translation>la solution est déjà rendue&#xa0;: les indices sont pour avant la solution</translation>
    </message>
    <message>
        <source>no hints in a game played as in a competition</source>
        <translation>pas d&apos;indices dans une partie jouée comme en tournoi</translation>
    </message>
    <message>
        <source>not on the rack {rack}: {names} (a word typed all in lowercase reads as capitals: type a blank as ?e or (e))</source>
        <translation>absent du tirage {rack} : {names} (un mot tapé tout en minuscules se lit en majuscules : tapez un joker ?e ou (e))</translation>
    </message>
    <message>
        <source>the arbiter&apos;s computer could not save this: call the arbiter</source>
        <translation>l&apos;ordinateur de l&apos;arbitre n&apos;a pas pu l&apos;enregistrer&#xa0;: appelez l&apos;arbitre</translation>
    </message>
    <message>
        <source>the service failed on this request: call the arbiter</source>
        <translation>le service a échoué sur cette requête&#xa0;: appelez l&apos;arbitre</translation>
    </message>
    <message>
        <source>too many wrong codes in the room: wait a minute and try again</source>
        <translation>trop de codes erronés dans la salle&#xa0;: attendez une minute et réessayez</translation>
    </message>
    <message>
        <source>issue a table&apos;s card</source>
        <translation>remettre la carte d’une table</translation>
    </message>
    <message>
        <source>the planned number of turns was played</source>
        <translation>le nombre de coups prévu a été joué</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be shown ({character})</source>
        <translation>le nom contient un caractère qui ne peut pas être affiché ({character})</translation>
    </message>
    <message>
        <source>this is not the code of that table&apos;s card: check both</source>
        <translation>ce n&apos;est pas le code de la carte de cette table&#xa0;: vérifiez les deux</translation>
    </message>
    <message>
        <source>table {table} joins with the code on its card: ask the arbiter for it</source>
        <translation>la table {table} se rejoint avec le code de sa carte&#xa0;: demandez-la à l&apos;arbitre</translation>
    </message>
    <message>
        <source>there is no such address in the API</source>
        <translation>cette adresse n&apos;existe pas dans l&apos;API</translation>
    </message>
    <message>
        <source>this address takes {methods} requests</source>
        <translation>cette adresse accepte les requêtes {methods}</translation>
    </message>
    <message>
        <source>too many joins from this device: wait a minute</source>
        <translation>trop de tentatives depuis cet appareil&#xa0;: attendez une minute</translation>
    </message>
    <message>
        <source>too many wrong codes from this device: wait a minute</source>
        <translation>trop de codes erronés depuis cet appareil&#xa0;: attendez une minute</translation>
    </message>
    <message>
        <source>{path}: replaying the game record does not give the turns it lists (turn {first}: recorded {want}, replayed {got})</source>
        <translation>{path}&#xa0;: rejouer le relevé ne donne pas les coups qu&apos;il indique (coup {first}&#xa0;: noté {want}, rejoué {got})</translation>
    </message>
    <message>
        <source>{path}: action {number} ({kind}) of the game record cannot be replayed: {reason}</source>
        <translation>{path}&#xa0;: l&apos;action {number} ({kind}) du relevé ne peut pas être rejouée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: its settings (the rules, the word list, the draw) are not those it was created with; the file is refused</source>
        <translation>{path} est endommagé ou a été modifié hors de ce programme&#xa0;: ses réglages (les règles, la liste de mots, le tirage) ne sont plus ceux de sa création&#xa0;; le fichier est refusé</translation>
    </message>
    <message>
        <source>cannot create {path}: the file system refuses locks (as some network shares do); choose a folder on a local disk</source>
        <translation>impossible de créer {path}&#xa0;: le système de fichiers refuse les verrous (comme certains partages réseau)&#xa0;; choisissez un dossier sur un disque local</translation>
    </message>
    <message>
        <source>{path} is no longer this session&apos;s file: another session file was copied over it while it was open. This action was not saved and nothing was written to it; this window still shows the session as it was. Put the session&apos;s own file back under this name, or close this window.</source>
        <translation>{path} n&apos;est plus le fichier de cette partie&#xa0;: un autre fichier de partie a été copié par-dessus pendant qu&apos;elle était ouverte. Cette action n&apos;a pas été enregistrée et rien n&apos;y a été écrit&#xa0;; cette fenêtre montre toujours la partie telle qu&apos;elle était. Remettez le fichier de la partie sous ce nom, ou fermez cette fenêtre.</translation>
    </message>
    <message>
        <source>{path} is not a word list file (a device, a pipe or a socket): give the path of a word list</source>
        <translation>{path} n&apos;est pas un fichier de liste de mots (un périphérique, un tube ou une socket)&#xa0;: indiquez le chemin d&apos;une liste de mots</translation>
    </message>
    <message>
        <source>cannot write the output: the standard output is closed</source>
        <translation>impossible d&apos;écrire la sortie&#xa0;: la sortie standard est fermée</translation>
    </message>
    <message>
        <source>cannot write the output: {detail}</source>
        <translation>impossible d&apos;écrire la sortie&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>cannot use {path}: {detail}</source>
        <translation>impossible d&apos;utiliser {path}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>{path}: the game record says {recorded}, its game gives {replayed}</source>
        <translation>{path}&#xa0;: le relevé indique {recorded}, sa partie donne {replayed}</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a loop of symbolic links</source>
        <translation>impossible d&apos;écrire {path}&#xa0;: c&apos;est une boucle de liens symboliques</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: the record of its log&apos;s chain is missing; the file is refused</source>
        <translation>{path} est endommagé ou a été modifié hors de ce programme&#xa0;: l&apos;enregistrement de la chaîne de son journal manque&#xa0;; le fichier est refusé</translation>
    </message>
    <message numerus="yes">
        <source>{path} is damaged or was changed outside this program: its log ends after %n row(s), before the end it recorded (the last rows were removed); the file is refused</source>
        <translation>
            <numerusform>{path} est endommagé ou a été modifié hors de ce programme&#xa0;: son journal s&apos;arrête après %n ligne, avant la fin qu&apos;il avait enregistrée (les dernières lignes ont été supprimées)&#xa0;; le fichier est refusé</numerusform>
            <numerusform>{path} est endommagé ou a été modifié hors de ce programme&#xa0;: son journal s&apos;arrête après %n lignes, avant la fin qu&apos;il avait enregistrée (les dernières lignes ont été supprimées)&#xa0;; le fichier est refusé</numerusform>
        </translation>
    </message>
    <message>
        <source>{path} was changed by another program while the session was open. This action was not saved and nothing was written to it; this window still shows the session as it was. Close it and open the file again to see what it holds now.</source>
        <translation>{path} a été modifié par un autre programme pendant que la partie était ouverte. Cette action n&apos;a pas été enregistrée et rien n&apos;y a été écrit&#xa0;; cette fenêtre montre toujours la partie telle qu&apos;elle était. Fermez-la et rouvrez le fichier pour voir ce qu&apos;il contient maintenant.</translation>
    </message>
    <message>
        <source>{path} holds what a session file never holds ({objects}): it was changed by another program, and is refused so that nothing in it runs</source>
        <translation>{path} contient ce qu&apos;un fichier de partie ne contient jamais ({objects})&#xa0;: il a été modifié par un autre programme, et il est refusé pour que rien de ce qu&apos;il contient ne s&apos;exécute</translation>
    </message>
    <message>
        <source>{path} is damaged or was changed outside this program: row {seq} of its log ({kind}) is not the one saved after the row before it (a row changed, removed or moved); the file is refused</source>
        <translation>{path} est endommagé ou a été modifié hors de ce programme&#xa0;: la ligne {seq} de son journal ({kind}) n&apos;est pas celle enregistrée après la ligne précédente (une ligne modifiée, supprimée ou déplacée)&#xa0;; le fichier est refusé</translation>
    </message>
    <message>
        <source>{path}: the action log is damaged: row {seq} ({kind}) is not a valid mark</source>
        <translation>{path}&#xa0;: le journal des actions est endommagé&#xa0;: la ligne {seq} ({kind}) n&apos;est pas une marque valable</translation>
    </message>
    <message>
        <source>{path} cannot be locked for writing here (the file system refuses locks, as some network shares do): it can be opened read-only, or copied to a local disk</source>
        <translation>{path} ne peut pas être verrouillé pour l&apos;écriture ici (le système de fichiers refuse les verrous, comme certains partages réseau)&#xa0;: il peut être ouvert en lecture seule, ou copié sur un disque local</translation>
    </message>
    <message>
        <source>{path} was changed by another program: its tables ({tables}) are not as this program makes them; the file is refused</source>
        <translation>{path} a été modifié par un autre programme&#xa0;: ses tables ({tables}) ne sont pas telles que ce programme les crée&#xa0;; le fichier est refusé</translation>
    </message>
    <message>
        <source>a study card asks for no known score (level {level})</source>
        <translation>une fiche d&apos;étude ne demande aucun score connu (niveau {level})</translation>
    </message>
    <message>
        <source>a study card is not JSON</source>
        <translation>une fiche d&apos;étude n&apos;est pas du JSON</translation>
    </message>
    <message>
        <source>the study file {path} cannot be used: {why}</source>
        <translation>le fichier d&apos;étude {path} ne peut pas être utilisé : {why}</translation>
    </message>
    <message>
        <source>{path} is not a study file of this program</source>
        <translation>{path} n&apos;est pas un fichier d&apos;étude de ce programme</translation>
    </message>
    <message>
        <source>the study file has no card {key}</source>
        <translation>le fichier d&apos;étude n&apos;a pas de fiche {key}</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of the program</source>
        <translation>{path} a été écrit par une version plus récente du programme</translation>
    </message>
    <message>
        <source>{path} was played with the word list {name}, which cannot be used here ({reason}). Its racks can be replayed with another list, but without the players&apos; results, and its tops may differ: to replay it as the room played it, choose that list&apos;s file as the word list of the new game.</source>
        <translation>{path} a été joué avec la liste de mots {name}, qui ne peut pas être utilisée ici ({reason}). Ses tirages peuvent être rejoués avec une autre liste, mais sans les résultats des joueurs, et ses tops peuvent différer : pour la rejouer comme la salle l&apos;a jouée, choisissez le fichier de cette liste comme liste de mots de la nouvelle partie.</translation>
    </message>
    <message>
        <source>ended early by the arbiter</source>
        <translation>arrêtée avant la fin par l’arbitre</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>A class of pupils: points only, 5 minutes a turn, hints from the teacher, teams at a table; 2 vowels + 2 consonants for turns 1-15.</source>
        <translation>Une classe&#xa0;: les points seuls, 5 minutes par coup, des indices du professeur, des équipes à une table&#xa0;; 2 voyelles + 2 consonnes pour les coups 1 à 15.</translation>
    </message>
    <message>
        <source>show the hint: {hint}</source>
        <translation>montrer l’indice&#xa0;: {hint}</translation>
    </message>
    <message>
        <source>a hint for another turn</source>
        <translation>un indice pour un autre coup</translation>
    </message>
    <message>
        <source>these rules show no hints to the room</source>
        <translation>ce règlement ne montre pas d’indice à la salle</translation>
    </message>
    <message>
        <source>this hint is already shown</source>
        <translation>cet indice est déjà montré</translation>
    </message>
    <message>
        <source>a team has {low} to {high} members, not {count}</source>
        <translation>une équipe a de {low} à {high} membres, pas {count}</translation>
    </message>
    <message>
        <source>a member&apos;s name cannot hold &apos;{mark}&apos;</source>
        <translation>le nom d’un membre ne peut pas contenir &apos;{mark}&apos;</translation>
    </message>
    <message>
        <source>a team names the same member twice</source>
        <translation>une équipe nomme deux fois le même membre</translation>
    </message>
    <message>
        <source>There is a word worth {points} points or more</source>
        <translation>Il y a un mot de {points} points ou plus</translation>
    </message>
    <message>
        <source>The top uses the letter {letter}</source>
        <translation>Le top utilise la lettre {letter}</translation>
    </message>
    <message>
        <source>The top is on row {row}</source>
        <translation>Le top est sur la ligne {row}</translation>
    </message>
    <message>
        <source>The top is in column {column}</source>
        <translation>Le top est dans la colonne {column}</translation>
    </message>
    <message>
        <source>The top is a bingo: it uses all seven letters</source>
        <translation>Le top est un scrabble&#xa0;: il place les sept lettres</translation>
    </message>
    <message>
        <source>The top is not a bingo</source>
        <translation>Le top n’est pas un scrabble</translation>
    </message>
    <message>
        <source>The top plays a blank</source>
        <translation>Le top utilise un joker</translation>
    </message>
    <message>
        <source>The top plays no blank</source>
        <translation>Le top n’utilise pas de joker</translation>
    </message>
    <message numerus="yes">
        <source>The top places %n letter(s)</source>
        <translation>
            <numerusform>Le top place %n lettre</numerusform>
            <numerusform>Le top place %n lettres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The top&apos;s word has %n letter(s)</source>
        <translation>
            <numerusform>Le mot du top a %n lettre</numerusform>
            <numerusform>Le mot du top a %n lettres</numerusform>
        </translation>
    </message>
    <message>
        <source>the hint {kind} cannot say {value}</source>
        <translation>l’indice {kind} ne peut pas dire {value}</translation>
    </message>
    <message>
        <source>no hint {kind} for this turn</source>
        <translation>pas d’indice {kind} pour ce coup</translation>
    </message>
    <message>
        <source>line {line}: table {table} is taken by a player ticked in the roster</source>
        <translation>ligne {line} : la table {table} est prise par un joueur coché dans la liste</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <translation>ligne {line} : {problem}</translation>
    </message>
    <message numerus="yes">
        <source>nothing was imported: %n line(s) of the file are wrong</source>
        <translation>
            <numerusform>rien n&apos;a été importé : %n ligne du fichier est fausse</numerusform>
            <numerusform>rien n&apos;a été importé : %n lignes du fichier sont fausses</numerusform>
        </translation>
    </message>
    <message>
        <source>the file has {count} bytes; a roster file has at most {limit}</source>
        <translation>le fichier fait {count} octets ; une liste en a au plus {limit}</translation>
    </message>
    <message>
        <source>the file has {count} rows; at most {limit} are read</source>
        <translation>le fichier a {count} lignes ; au plus {limit} sont lues</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {position} cannot be read); save it from the spreadsheet as &quot;CSV UTF-8&quot;</source>
        <translation>le fichier n&apos;est pas du texte UTF-8 (l&apos;octet {position} est illisible) ; enregistrez-le depuis le tableur en « CSV UTF-8 »</translation>
    </message>
    <message>
        <source>the file is not CSV ({detail})</source>
        <translation>le fichier n&apos;est pas au format CSV ({detail})</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>impossible de lire {path} : {detail}</translation>
    </message>
    <message>
        <source>the column &quot;{column}&quot; is unknown (the columns are {columns})</source>
        <translation>la colonne « {column} » est inconnue (les colonnes sont {columns})</translation>
    </message>
    <message numerus="yes">
        <source>it has %n cell(s) where the first line names {columns}</source>
        <translation>
            <numerusform>elle a %n case là où la première ligne en nomme {columns}</numerusform>
            <numerusform>elle a %n cases là où la première ligne en nomme {columns}</numerusform>
        </translation>
    </message>
    <message>
        <source>the id &quot;{id}&quot; is not a roster identity (a UUID)</source>
        <translation>l&apos;id « {id} » n&apos;est pas une identité de la liste (un UUID)</translation>
    </message>
    <message>
        <source>the same licence number as line {other}</source>
        <translation>le même numéro de licence qu&apos;à la ligne {other}</translation>
    </message>
    <message>
        <source>the column &quot;{column}&quot; is there twice</source>
        <translation>la colonne « {column} » figure deux fois</translation>
    </message>
    <message>
        <source>the same id as line {other}</source>
        <translation>le même id qu&apos;à la ligne {other}</translation>
    </message>
    <message>
        <source>licence number</source>
        <translation>numéro de licence</translation>
    </message>
    <message>
        <source>category</source>
        <translation>catégorie</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>the {what} has at most {limit} characters</source>
        <translation>le champ {what} a au plus {limit} caractères</translation>
    </message>
    <message>
        <source>{identity} is not a roster identity (a UUID)</source>
        <translation>{identity} n&apos;est pas une identité de la liste (un UUID)</translation>
    </message>
    <message>
        <source>the roster has no such player</source>
        <translation>la liste du club n&apos;a pas ce joueur</translation>
    </message>
    <message>
        <source>a roster holds at most {limit} players</source>
        <translation>une liste du club a au plus {limit} joueurs</translation>
    </message>
    <message>
        <source>the roster already has a player with this identity</source>
        <translation>la liste a déjà un joueur de cette identité</translation>
    </message>
    <message>
        <source>{name} was changed in another window meanwhile; nothing was changed: the roster now shows that edit, make yours again if it is still needed</source>
        <translation>{name} a été modifié entre-temps dans une autre fenêtre ; rien n&apos;a été changé : la liste montre maintenant cette modification, refaites la vôtre si elle est encore utile</translation>
    </message>
    <message>
        <source>a roster has at most {limit} categories</source>
        <translation>une liste a au plus {limit} catégories</translation>
    </message>
    <message>
        <source>{path} is not a roster file of this program</source>
        <translation>{path} n&apos;est pas une liste du club de ce programme</translation>
    </message>
    <message>
        <source>{path} is damaged ({detail})</source>
        <translation>{path} est endommagé ({detail})</translation>
    </message>
    <message>
        <source>{path} is damaged or is not a roster file ({detail})</source>
        <translation>{path} est endommagé ou n&apos;est pas une liste du club ({detail})</translation>
    </message>
    <message>
        <source>{path} was replaced by another file while it was open; nothing was changed: open the roster again</source>
        <translation>{path} a été remplacé par un autre fichier pendant qu&apos;il était ouvert ; rien n&apos;a été changé : rouvrez la liste</translation>
    </message>
    <message>
        <source>the roster is being changed in another window; nothing was changed here: try again in a moment</source>
        <translation>la liste du club est en cours de modification dans une autre fenêtre ; rien n&apos;a été changé ici : réessayez dans un instant</translation>
    </message>
    <message>
        <source>the file is empty: its first line names the columns ({columns})</source>
        <translation>le fichier est vide : sa première ligne nomme les colonnes ({columns})</translation>
    </message>
    <message>
        <source>there is no column &quot;{column}&quot;</source>
        <translation>il n&apos;y a pas de colonne « {column} »</translation>
    </message>
    <message>
        <source>&quot;{column}&quot; is {yes} or {no}, not &quot;{value}&quot;</source>
        <translation>« {column} » vaut {yes} ou {no}, et non « {value} »</translation>
    </message>
    <message>
        <source>choose two different players to merge</source>
        <translation>choisissez deux joueurs différents à fusionner</translation>
    </message>
    <message>
        <source>{name} was merged with another player in another window meanwhile; nothing was changed</source>
        <translation>{name} a été fusionné avec un autre joueur dans une autre fenêtre entre-temps ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>a roster identity (at most 64 letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos;)</source>
        <translation>une identité de la liste du club (au plus 64 lettres, chiffres, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; ou &apos;:&apos;)</translation>
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
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.gz);;All files (*)</source>
        <translation>Listes de mots (*.txt *.gz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Sessions and game records (*{0} *.json);;All files (*)</source>
        <translation>Parties et relevés (*{0} *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>the edition&apos;s bundled word list</source>
        <translation>la liste de mots fournie avec l&apos;édition</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <source>Loading the word list…</source>
        <translation>Chargement de la liste de mots…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Read-only: you can look at the game, print it and save a copy, but not change it.</source>
        <translation>Lecture seule&#xa0;: vous pouvez consulter la partie, l&apos;imprimer et en enregistrer une copie, mais pas la modifier.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Ouvrir en lecture seule</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>An unexpected error happened. Your session is saved.</source>
        <translation>Une erreur inattendue s&apos;est produite. Votre partie est enregistrée.</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>accepted word</source>
        <translation>mot accepté</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>valable</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>non valable</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>not playing</source>
        <translation>ne joue pas</translation>
    </message>
    <message>
        <source>a move handed in</source>
        <translation>une solution rendue</translation>
    </message>
    <message>
        <source>{0} (invalid)</source>
        <translation>{0} (non valable)</translation>
    </message>
    <message>
        <source>written {0}, real {1}: warning</source>
        <translation>annoncé {0}, réel {1}&#xa0;: avertissement</translation>
    </message>
    <message>
        <source>written {0}, real {1}</source>
        <translation>annoncé {0}, réel {1}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Annoncé</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>warnings: {0}</source>
        <translation>avertissements&#xa0;: {0}</translation>
    </message>
    <message>
        <source>penalty: {0}</source>
        <translation>pénalité&#xa0;: {0}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Blanks</source>
        <translation>Jokers</translation>
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
        <translation>Tables</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Négatif</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ce coup</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Solos</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Turn {0}
top {1}</source>
        <translation>Coup {0}
top {1}</translation>
    </message>
    <message>
        <source>{0}: {1}; top {2}</source>
        <translation>{0}&#xa0;: {1}&#xa0;; top {2}</translation>
    </message>
    <message>
        <source>{0}: {1}; top {2}; deviation {3}</source>
        <translation>{0}&#xa0;: {1}&#xa0;; top {2}&#xa0;; négatif {3}</translation>
    </message>
    <message>
        <source>Not playing: joined at turn {0}</source>
        <translation>Ne joue pas&#xa0;: arrivé au coup {0}</translation>
    </message>
    <message>
        <source>Not playing: left before turn {0}</source>
        <translation>Ne joue pas&#xa0;: parti avant le coup {0}</translation>
    </message>
    <message>
        <source>The turn&apos;s top ({0}) counts in the deviation.</source>
        <translation>Le top du coup ({0}) compte dans le négatif.</translation>
    </message>
    <message>
        <source>The turn&apos;s top ({0}) does not count in the deviation.</source>
        <translation>Le top du coup ({0}) ne compte pas dans le négatif.</translation>
    </message>
    <message>
        <source>handed in</source>
        <extracomment>What may be shown (a mirrored screen hides the moves and ranks while players look).</extracomment>
        <translation>rendu</translation>
    </message>
</context>
<context>
    <name>phone</name>
    <message>
        <source>Duplicate Scrabble</source>
        <extracomment>Each text of the page by key (phone.js asks for them by key; tests/test_phone_strings.py checks that it asks only for these and fills their placeholders).</extracomment>
        <translation>Scrabble duplicate</translation>
    </message>
    <message>
        <source>Session PIN</source>
        <translation>Code PIN de la partie</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Numéro de table</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Whole board</source>
        <translation>Grille entière</translation>
    </message>
    <message>
        <source>⌫ Back</source>
        <translation>⌫ Retour</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Hand in</source>
        <translation>Rendre</translation>
    </message>
    <message>
        <source>Hand in again</source>
        <translation>Rendre à nouveau</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>H4 WORD</source>
        <translation>H4 MOT</translation>
    </message>
    <message>
        <source>WORD</source>
        <translation>MOT</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>Leave this table</source>
        <translation>Quitter cette table</translation>
    </message>
    <message>
        <source>Which letter is the blank?</source>
        <translation>Quelle lettre pour le joker&#xa0;?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Result of the turn</source>
        <translation>Résultat du coup</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Coup {n}</translation>
    </message>
    <message>
        <source>Table {table} · {name}</source>
        <translation>Table {table} · {name}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Waiting for the next rack</source>
        <translation>En attente du prochain tirage</translation>
    </message>
    <message>
        <source>New rack: the clock starts soon</source>
        <translation>Nouveau tirage&#xa0;: le chrono va partir</translation>
    </message>
    <message>
        <source>Find your move</source>
        <translation>Cherchez votre solution</translation>
    </message>
    <message>
        <source>The clock is paused</source>
        <translation>Le chrono est en pause</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>The turn is revealed</source>
        <translation>Le coup est annoncé</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>Connexion perdue&#xa0;: nouvel essai…</translation>
    </message>
    <message>
        <source>First tap the square where your word starts.</source>
        <translation>Touchez d’abord la case où commence votre mot.</translation>
    </message>
    <message>
        <source>Write or place a move first (like {example}).</source>
        <translation>Écrivez ou posez d’abord une solution (comme {example}).</translation>
    </message>
    <message>
        <source>Write the score of your move.</source>
        <translation>Écrivez le score de votre solution.</translation>
    </message>
    <message>
        <source>Sending {move}…</source>
        <translation>Envoi de {move}…</translation>
    </message>
    <message>
        <source>Not sent yet: trying again ({move})…</source>
        <translation>Pas encore envoyé&#xa0;: nouvel essai ({move})…</translation>
    </message>
    <message>
        <source>Received {time} ✓ {move}</source>
        <translation>Reçu {time} ✓ {move}</translation>
    </message>
    <message>
        <source>Received ✓ {move}</source>
        <translation>Reçu ✓ {move}</translation>
    </message>
    <message>
        <source>Changed: hand in again to replace {move}</source>
        <translation>Modifié&#xa0;: rendez à nouveau pour remplacer {move}</translation>
    </message>
    <message>
        <source>Too late: time was up. This move was not received.</source>
        <translation>Trop tard&#xa0;: le temps était écoulé. Cette solution n’a pas été reçue.</translation>
    </message>
    <message>
        <source>That turn is over; this move was not received.</source>
        <translation>Ce coup est terminé&#xa0;; cette solution n’a pas été reçue.</translation>
    </message>
    <message>
        <source>Not received: {message}</source>
        <translation>Non reçu&#xa0;: {message}</translation>
    </message>
    <message>
        <source>Wrong PIN.</source>
        <translation>Code PIN erroné.</translation>
    </message>
    <message>
        <source>Could not join: {message}</source>
        <translation>Impossible de rejoindre&#xa0;: {message}</translation>
    </message>
    <message>
        <source>No connection to the arbiter’s computer. Check the Wi-Fi and try again.</source>
        <translation>Pas de connexion avec l’ordinateur de l’arbitre. Vérifiez le Wi-Fi et réessayez.</translation>
    </message>
    <message>
        <source>A new table needs your name (at most 40 characters, plain text).</source>
        <translation>Une nouvelle table demande votre nom (40 caractères au plus, texte simple).</translation>
    </message>
    <message>
        <source>This phone is no longer at its table: join again.</source>
        <translation>Ce téléphone n’est plus à sa table&#xa0;: rejoignez-la à nouveau.</translation>
    </message>
    <message>
        <source>The table number is a whole number from 1 to 9999.</source>
        <translation>Le numéro de table est un nombre entier de 1 à 9999.</translation>
    </message>
    <message>
        <source>Table {table} is held by another phone: ask the arbiter to release it.</source>
        <translation>La table {table} est tenue par un autre téléphone&#xa0;: demandez à l’arbitre de la libérer.</translation>
    </message>
    <message>
        <source>There is no table {table} in this game: ask the arbiter.</source>
        <translation>Il n’y a pas de table {table} dans cette partie&#xa0;: demandez à l’arbitre.</translation>
    </message>
    <message>
        <source>Write your score with your move (the rules ask for it).</source>
        <translation>Écrivez votre score avec votre solution (le règlement le demande).</translation>
    </message>
    <message>
        <source>The move is empty: write a reference and a word.</source>
        <translation>La solution est vide&#xa0;: écrivez une référence et un mot.</translation>
    </message>
    <message>
        <source>Your table does not play this turn.</source>
        <translation>Votre table ne joue pas ce coup.</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Coup maître</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Votre coup</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Votre score</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Deviation this turn</source>
        <translation>Négatif du coup</translation>
    </message>
    <message>
        <source>Deviation in the game</source>
        <translation>Négatif de la partie</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Votre total</translation>
    </message>
    <message>
        <source>Your rank</source>
        <translation>Votre rang</translation>
    </message>
    <message>
        <source>{rank} of {count}</source>
        <translation>{rank} sur {count}</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>pas de solution</translation>
    </message>
    <message numerus="yes">
        <source>for %n point(s), at {ref}, {word}</source>
        <translation>
            <numerusform>pour %n point, en {ref}, {word}</numerusform>
            <numerusform>pour %n points, en {ref}, {word}</numerusform>
        </translation>
    </message>
    <message>
        <source>The arbiter entered your slip: {move}</source>
        <translation>L’arbitre a saisi votre bulletin&#xa0;: {move}</translation>
    </message>
    <message numerus="yes">
        <source>valid, %n point(s)</source>
        <translation>
            <numerusform>valable, %n point</numerusform>
            <numerusform>valable, %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid: {message}</source>
        <translation>non valable&#xa0;: {message}</translation>
    </message>
    <message>
        <source>Scan your table card with the phone’s camera, or type your table number and the code on the card.</source>
        <translation>Scannez votre carte de table avec l’appareil photo du téléphone, ou tapez votre numéro de table et le code de la carte.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Leave this table on this phone? You will need your table card (or its code) to join again.</source>
        <translation>Quitter cette table sur ce téléphone&#xa0;? Il faudra la carte de table (ou son code) pour revenir.</translation>
    </message>
    <message>
        <source>Type your table number and the code on its card.</source>
        <translation>Tapez votre numéro de table et le code de sa carte.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a minute.</source>
        <translation>Trop de codes erronés depuis ce téléphone&#xa0;: attendez une minute.</translation>
    </message>
    <message>
        <source>New player: type the PIN the arbiter shows, a new table number and your name.</source>
        <translation>Nouveau joueur&#xa0;: tapez le code PIN affiché par l’arbitre, un nouveau numéro de table et votre nom.</translation>
    </message>
    <message>
        <source>Code on your table card</source>
        <translation>Code de votre carte de table</translation>
    </message>
    <message>
        <source>No card? Join as a new player with the room’s PIN</source>
        <translation>Pas de carte&#xa0;? Rejoindre en nouveau joueur avec le code PIN de la salle</translation>
    </message>
    <message>
        <source>I have a table card</source>
        <translation>J’ai une carte de table</translation>
    </message>
    <message>
        <source>Type the PIN, a table number and your name.</source>
        <translation>Tapez le code PIN, un numéro de table et votre nom.</translation>
    </message>
    <message>
        <source>Code of table {table}: {code}. Keep it to join again from another phone.</source>
        <translation>Code de la table {table}&#xa0;: {code}. Gardez-le pour revenir depuis un autre téléphone.</translation>
    </message>
    <message>
        <source>That is not the code of the card of table {table}: check both.</source>
        <translation>Ce n’est pas le code de la carte de la table {table}&#xa0;: vérifiez les deux.</translation>
    </message>
    <message>
        <source>Table {table} joins with the code on its card: ask the arbiter for it.</source>
        <translation>La table {table} se rejoint avec le code de sa carte&#xa0;: demandez-la à l’arbitre.</translation>
    </message>
    <message>
        <source>Too many wrong codes in the room just now: wait a minute and try again.</source>
        <translation>Trop de codes erronés dans la salle&#xa0;: attendez une minute et réessayez.</translation>
    </message>
    <message>
        <source>Too many tries from this phone: wait a minute.</source>
        <translation>Trop d’essais depuis ce téléphone&#xa0;: attendez une minute.</translation>
    </message>
    <message>
        <source>The arbiter’s computer could not save this: call the arbiter.</source>
        <translation>L’ordinateur de l’arbitre n’a pas pu l’enregistrer&#xa0;: appelez l’arbitre.</translation>
    </message>
    <message>
        <source>The arbiter’s computer could not answer: call the arbiter.</source>
        <translation>L’ordinateur de l’arbitre n’a pas pu répondre&#xa0;: appelez l’arbitre.</translation>
    </message>
    <message>
        <source>Final rank</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Final total</source>
        <translation>Total final</translation>
    </message>
    <message>
        <source>The game is over: this page asks for no more news.</source>
        <translation>La partie est terminée&#xa0;: cette page ne demande plus de nouvelles.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Your move (reference and word)</source>
        <translation>Votre coup (référence et mot)</translation>
    </message>
    <message>
        <source>2L</source>
        <translation>LD</translation>
    </message>
    <message>
        <source>3L</source>
        <translation>LT</translation>
    </message>
    <message>
        <source>2W</source>
        <translation>MD</translation>
    </message>
    <message>
        <source>3W</source>
        <translation>MT</translation>
    </message>
    <message>
        <source>double letter</source>
        <translation>lettre compte double</translation>
    </message>
    <message>
        <source>triple letter</source>
        <translation>lettre compte triple</translation>
    </message>
    <message>
        <source>double word</source>
        <translation>mot compte double</translation>
    </message>
    <message>
        <source>triple word</source>
        <translation>mot compte triple</translation>
    </message>
    <message>
        <source>centre star</source>
        <translation>étoile centrale</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message numerus="yes">
        <source>{letter}, %n point(s)</source>
        <translation>
            <numerusform>{letter}, %n point</numerusform>
            <numerusform>{letter}, %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>blank</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>blank as {letter}</source>
        <translation>joker en {letter}</translation>
    </message>
    <message>
        <source>{tile}, being placed</source>
        <translation>{tile}, en cours de pose</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>dernier coup</translation>
    </message>
</context>
<context>
    <name>phones</name>
    <message>
        <source>Phone</source>
        <extracomment>Tables whose phone is connected now (the service&apos;s view); none when the service is off. Tables of the shown turn whose phone move arrived over a typed slip while the moves were hidden: the arbiter is asked once time is up (a neutral mark till then).</extracomment>
        <translation>Téléphone</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Rendu</translation>
    </message>
    <message>
        <source>No phone holds this table</source>
        <translation>Aucun téléphone pour cette table</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>A phone holds this table and is connected</source>
        <translation>Un téléphone tient cette table et est connecté</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>non connecté</translation>
    </message>
    <message>
        <source>A phone holds this table but has not been seen for a while</source>
        <translation>Un téléphone tient cette table mais ne s&apos;est pas manifesté depuis un moment</translation>
    </message>
    <message>
        <source>phone {0}</source>
        <translation>téléphone {0}</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>téléphone</translation>
    </message>
    <message>
        <source>{0}; slip and phone: asked when time is up</source>
        <translation>{0}&#xa0;; bulletin et téléphone&#xa0;: question à la fin du temps</translation>
    </message>
    <message>
        <source>When the move arrived from the phone: the time left on the turn&apos;s clock</source>
        <translation>Quand la solution est arrivée du téléphone&#xa0;: le temps restant au chrono du coup</translation>
    </message>
    <message>
        <source>Phones</source>
        <extracomment>Wrong codes checked and codes refused unchecked in the last minute, while someone seems to be guessing (the service&apos;s view); None otherwise.</extracomment>
        <translation>Téléphones</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in a move from their phone with {2} left. Which move counts?</source>
        <translation>La table {0} ({1}) a rendu une solution par téléphone à {2} de la fin. Quelle solution compte&#xa0;?</translation>
    </message>
    <message>
        <source>Typed slip and phone</source>
        <translation>Bulletin saisi et téléphone</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone with {3} left. Which move counts?</source>
        <translation>La table {0} ({1}) a rendu {2} par téléphone à {3} de la fin. Quelle solution compte&#xa0;?</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <source>The typed slip: {0}</source>
        <translation>Le bulletin saisi&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The typed slip</source>
        <translation>Le bulletin saisi</translation>
    </message>
    <message>
        <source>The phone&apos;s move</source>
        <translation>La solution du téléphone</translation>
    </message>
    <message>
        <source>Table {0} ({1}) handed in {2} from their phone; you had typed {3}. Which move counts?</source>
        <extracomment>Questions held back while the moves are hidden: (turn, table) -&gt; (slip, phone entry).</extracomment>
        <translation>La table {0} ({1}) a rendu {2} par téléphone&#xa0;; vous aviez saisi {3}. Quelle solution compte&#xa0;?</translation>
    </message>
</context>
<context>
    <name>printable</name>
    <message>
        <source>Solo training: {0}</source>
        <translation>Entraînement solo : {0}</translation>
    </message>
    <message>
        <source>Your total &lt;b&gt;{0}&lt;/b&gt; · sum of the tops &lt;b&gt;{1}&lt;/b&gt; · deviation &lt;b&gt;{2}&lt;/b&gt; · &lt;b&gt;{3}&lt;/b&gt; of the tops</source>
        <translation>Votre total &lt;b&gt;{0}&lt;/b&gt; · total des tops &lt;b&gt;{1}&lt;/b&gt; · négatif &lt;b&gt;{2}&lt;/b&gt; · &lt;b&gt;{3}&lt;/b&gt; des tops</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Votre solution</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Top points</source>
        <translation>Points du top</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Négatif</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Rank in the room</source>
        <translation>Rang dans la salle</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <source>Rack: tiles kept + tiles drawn, ? a blank; in a word a lowercase letter is a blank. The turns lost most are shaded.</source>
        <translation>Tirage : lettres gardées + lettres tirées, ? un joker ; dans un mot, une minuscule est un joker. Les coups où vous avez le plus perdu sont grisés.</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>Duplicate game</source>
        <translation>Partie duplicate</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créée le</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <source>Top total</source>
        <translation>Total des tops</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Non joué</translation>
    </message>
    <message>
        <source>turn {0}</source>
        <translation>coup {0}</translation>
    </message>
    <message>
        <source>Game sheet</source>
        <translation>Feuille de partie</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Bingo</source>
        <translation>Scrabble</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Négatif</translation>
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
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Rack: tiles kept + tiles drawn; a leading - marks a rack drawn again after a rejected one; ? is a blank. Solution: a lowercase letter is a blank. * marks a bingo.</source>
        <translation>Tirage&#xa0;: reliquat + lettres tirées&#xa0;; un - en tête marque un tirage refait après rejet&#xa0;;&#xa0;? est un joker. Solution&#xa0;: une minuscule est un joker. * marque un scrabble.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>négatif</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>pourcentage</translation>
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
        <translation>La grille après le coup {0}</translation>
    </message>
    <message>
        <source>{0}, table {1}</source>
        <translation>{0}, table {1}</translation>
    </message>
    <message>
        <source>Rank {0} of {1}. Total {2} of {3} ({4} %), deviation {5}; solos {6}, warnings {7}, penalties {8}.</source>
        <translation>Rang {0} sur {1}. Total {2} sur {3} ({4} %), négatif {5}&#xa0;; solos {6}, avertissements {7}, pénalités {8}.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Classement de la saison</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>the best {0} evenings of each player</source>
        <translation>les {0} meilleures soirées de chaque joueur</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Soirées</translation>
    </message>
    <message>
        <source>Equal figures share a rank (ex aequo); the next rank is skipped. With the best evenings rule, a player with fewer evenings than counted is ranked after those who have them all.</source>
        <translation>Les égalités partagent un rang (ex aequo) ; le rang suivant est sauté. Avec la règle des meilleures soirées, un joueur qui a moins de soirées que le nombre retenu est classé après ceux qui les ont toutes.</translation>
    </message>
    <message>
        <source>Simultaneous game</source>
        <translation>Partie simultanée</translation>
    </message>
    <message>
        <source>Game identity</source>
        <translation>Identité de la partie</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>{0} ({1} players)</source>
        <translation>{0} ({1} joueurs)</translation>
    </message>
    <message>
        <source>{0} turns, top total {1}</source>
        <translation>{0} coups, total des tops {1}</translation>
    </message>
    <message>
        <source>Progress of {0}</source>
        <translation>Progression de {0}</translation>
    </message>
    <message>
        <source>The class&apos;s progress</source>
        <translation>La progression de la classe</translation>
    </message>
    <message>
        <source>{0} evenings; best {1}, average {2}; bingos found {3}, missed {4}.</source>
        <translation>{0} soirées ; meilleure {1}, moyenne {2} ; scrabbles trouvés {3}, manqués {4}.</translation>
    </message>
    <message>
        <source>The turns where most was lost</source>
        <translation>Les coups les plus coûteux</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Retenues</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Average %</source>
        <translation>% moyen</translation>
    </message>
    <message>
        <source>Best %</source>
        <translation>Meilleur %</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>% of the top</source>
        <translation>% du top</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>% evening by evening</source>
        <translation>% soirée par soirée</translation>
    </message>
    <message>
        <source>Bingos found</source>
        <translation>Scrabbles trouvés</translation>
    </message>
    <message>
        <source>Bingos missed</source>
        <translation>Scrabbles manqués</translation>
    </message>
    <message>
        <source>nothing handed in</source>
        <translation>pas de bulletin</translation>
    </message>
    <message>
        <source>not playing</source>
        <translation>ne joue pas</translation>
    </message>
    <message>
        <source>{0} (invalid)</source>
        <translation>{0} (invalide)</translation>
    </message>
    <message>
        <source>solo +{0}</source>
        <translation>solo +{0}</translation>
    </message>
    <message>
        <source>warnings: {0}</source>
        <translation>avertissements&#xa0;: {0}</translation>
    </message>
    <message>
        <source>penalty −{0}</source>
        <translation>pénalité −{0}</translation>
    </message>
    <message>
        <source>In bold: the last move. A lowercase letter is a blank. Coloured squares: dark red triple word, pink double word, dark blue triple letter, light blue double letter.</source>
        <translation>En gras&#xa0;: le dernier coup. Une minuscule est un joker. Cases colorées&#xa0;: rouge foncé mot compte triple, rose mot compte double, bleu foncé lettre compte triple, bleu clair lettre compte double.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Master move</source>
        <translation>Coup maître</translation>
    </message>
    <message>
        <source>{0} (tied)</source>
        <translation>{0} ex aequo</translation>
    </message>
    <message>
        <source>The room (every player gets this rack)</source>
        <translation>La salle (chaque joueur reçoit ce tirage)</translation>
    </message>
    <message>
        <source>Master moves</source>
        <translation>Coups maîtres</translation>
    </message>
    <message>
        <source>Duplicate game, {0} edition and tiles, rule set {1}, word list {2}: each turn the room gets the rack and passes, then the master move is played</source>
        <translation>Partie duplicate, édition et lettres {0}, règlement {1}, liste de mots {2}&#xa0;: à chaque coup la salle reçoit le tirage et passe, puis le coup maître est joué</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>edition</source>
        <translation>édition</translation>
    </message>
    <message>
        <source>word list</source>
        <translation>liste de mots</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>règlement</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>conditions</translation>
    </message>
    <message>
        <source>seconds per move</source>
        <translation>secondes par coup</translation>
    </message>
    <message>
        <source>racks of</source>
        <translation>tirages de</translation>
    </message>
    <message>
        <source>state</source>
        <translation>état</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>comptée</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>coups</translation>
    </message>
    <message>
        <source>sum of the tops</source>
        <translation>total des tops</translation>
    </message>
    <message>
        <source>hints</source>
        <translation>indices</translation>
    </message>
    <message>
        <source>tops found without a hint</source>
        <translation>tops trouvés sans indice</translation>
    </message>
    <message>
        <source>tops found with hints</source>
        <translation>tops trouvés avec indices</translation>
    </message>
    <message>
        <source>bingos possible</source>
        <translation>scrabbles possibles</translation>
    </message>
    <message>
        <source>bingos found</source>
        <translation>scrabbles trouvés</translation>
    </message>
    <message>
        <source>bingos missed</source>
        <translation>scrabbles manqués</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>avertissements</translation>
    </message>
    <message>
        <source>lost on missed bingos</source>
        <translation>perdu sur des scrabbles manqués</translation>
    </message>
    <message>
        <source>lost on premium squares</source>
        <translation>perdu sur les cases primées</translation>
    </message>
    <message>
        <source>lost elsewhere</source>
        <translation>perdu ailleurs</translation>
    </message>
    <message>
        <source>lost on invalid moves</source>
        <translation>perdu sur des solutions non valables</translation>
    </message>
    <message>
        <source>lost with no move</source>
        <translation>perdu sans solution</translation>
    </message>
    <message>
        <source>taken off for warnings</source>
        <translation>retiré pour avertissements</translation>
    </message>
    <message>
        <source>rank in the room</source>
        <translation>rang dans la salle</translation>
    </message>
    <message>
        <source>players in the room</source>
        <translation>joueurs dans la salle</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>arrêtée avant la fin</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>entraînement libre</translation>
    </message>
    <message>
        <source>as in a competition</source>
        <translation>comme en tournoi</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>appris</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>tirage</translation>
    </message>
    <message>
        <source>asked</source>
        <translation>demandé</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>words</source>
        <translation>mots</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>coups</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>votre solution</translation>
    </message>
    <message>
        <source>your points</source>
        <translation>vos points</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>coup</translation>
    </message>
    <message>
        <source>box</source>
        <translation>boîte</translation>
    </message>
    <message>
        <source>due</source>
        <translation>à revoir le</translation>
    </message>
    <message>
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <source>sub-top</source>
        <translation>sous-top</translation>
    </message>
    <message>
        <source>anagrams</source>
        <translation>anagrammes</translation>
    </message>
    <message>
        <source>hooks</source>
        <translation>raccords</translation>
    </message>
    <message>
        <source>Rank {0} of {1}. Total {2} points.</source>
        <translation>Rang {0} sur {1}. Total {2} points.</translation>
    </message>
</context>
<context>
    <name>start</name>
    <message>
        <source>Duplicate Scrabble cannot open its window: Qt&apos;s X11 plugin needs libraries this system does not have: {libraries}.</source>
        <extracomment>Said on standard error before Qt starts, in the language of the environment (LANGUAGE, LANG: the app&apos;s own choice of language is kept by Qt, not started yet); then the install commands.</extracomment>
        <translation>Duplicate Scrabble ne peut pas ouvrir sa fenêtre&#xa0;: le module X11 de Qt a besoin de bibliothèques absentes de ce système&#xa0;: {libraries}.</translation>
    </message>
    <message>
        <source>Install them, then start the program again:</source>
        <translation>Installez-les, puis relancez le programme&#xa0;:</translation>
    </message>
    <message>
        <source>The package that has {library} is not known here: {debian} (Debian, Ubuntu) or {fedora} (Fedora) names it.</source>
        <translation>Le paquet qui contient {library} n&apos;est pas connu ici&#xa0;: {debian} (Debian, Ubuntu) ou {fedora} (Fedora) le nomme.</translation>
    </message>
    <message>
        <source>Duplicate Scrabble cannot open its window: there is no screen (DISPLAY is not set). Start it on the desktop, not from a remote shell or a text console; a game with phones and no window runs with: duplicate-scrabble serve</source>
        <translation>Duplicate Scrabble ne peut pas ouvrir sa fenêtre&#xa0;: il n&apos;y a pas d&apos;écran (DISPLAY n&apos;est pas défini). Lancez-le depuis le bureau, pas depuis un shell distant ou une console texte&#xa0;; une partie avec les téléphones et sans fenêtre se lance avec&#xa0;: duplicate-scrabble serve</translation>
    </message>
</context>
<context>
    <name>training</name>
    <message>
        <source>no time limit</source>
        <extracomment>A top found after a hint (the summary&apos;s chart): not the green of a top found alone. The row of a move asked about (&quot;what would I have scored with ...?&quot;). The face of the tiles kept from the last turn: grey, clearly apart from the new ones.</extracomment>
        <translation>sans limite de temps</translation>
    </message>
    <message>
        <source>{0} min per move</source>
        <translation>{0} min par coup</translation>
    </message>
    <message>
        <source>{0} s per move</source>
        <translation>{0} s par coup</translation>
    </message>
    <message>
        <source>{0} on {1} {2}</source>
        <extracomment>The engine&apos;s letter premium names, as ``PREMIUMS`` writes them (the board&apos;s labels).</extracomment>
        <translation>{0} sur {1} {2}</translation>
    </message>
    <message>
        <source>×{0} word</source>
        <translation>mot ×{0}</translation>
    </message>
    <message>
        <source>{0}: {1} = {2}</source>
        <translation>{0}&#xa0;: {1} = {2}</translation>
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
        <translation>Aucune partie comptée&#xa0;: terminez une partie pour voir vos statistiques.</translation>
    </message>
    <message>
        <source>Bingos found: &lt;b&gt;{0}&lt;/b&gt;, missed: &lt;b&gt;{1}&lt;/b&gt;, found but not the top: &lt;b&gt;{2}&lt;/b&gt;.</source>
        <translation>Scrabbles trouvés&#xa0;: &lt;b&gt;{0}&lt;/b&gt;, manqués&#xa0;: &lt;b&gt;{1}&lt;/b&gt;, trouvés mais pas au top&#xa0;: &lt;b&gt;{2}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Tops found: &lt;b&gt;{0}&lt;/b&gt; without a hint, &lt;b&gt;{1}&lt;/b&gt; with hints (turns counted: &lt;b&gt;{2}&lt;/b&gt;).</source>
        <translation>Tops trouvés&#xa0;: &lt;b&gt;{0}&lt;/b&gt; sans indice, &lt;b&gt;{1}&lt;/b&gt; avec indices (coups comptés&#xa0;: &lt;b&gt;{2}&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Points lost: &lt;b&gt;{0}&lt;/b&gt; on missed bingos, &lt;b&gt;{1}&lt;/b&gt; on premium squares (letter and word) the top used better, &lt;b&gt;{2}&lt;/b&gt; elsewhere, &lt;b&gt;{3}&lt;/b&gt; on invalid moves, &lt;b&gt;{4}&lt;/b&gt; with no move (passed or out of time).</source>
        <translation>Points perdus&#xa0;: &lt;b&gt;{0}&lt;/b&gt; sur des scrabbles manqués, &lt;b&gt;{1}&lt;/b&gt; sur des cases primées (lettre et mot) mieux utilisées par le top, &lt;b&gt;{2}&lt;/b&gt; ailleurs, &lt;b&gt;{3}&lt;/b&gt; sur des solutions non valables, &lt;b&gt;{4}&lt;/b&gt; sans solution (passe ou temps écoulé).</translation>
    </message>
    <message>
        <source>Warnings: &lt;b&gt;{0}&lt;/b&gt;, &lt;b&gt;{1}&lt;/b&gt; points taken off.</source>
        <translation>Avertissements&#xa0;: &lt;b&gt;{0}&lt;/b&gt;, &lt;b&gt;{1}&lt;/b&gt; points retirés.</translation>
    </message>
</context>
</TS>
