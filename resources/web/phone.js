/* The phone page of Duplicate Scrabble: join, build the move with the thumb, hand it in.
 *
 * Plain JavaScript for the phone browsers of the last five years: no modules, no framework,
 * no build step. The server (ui/phones/, API in the README) is the only source of truth: the
 * clock counts down from its figure, the receipt is its answer. Text from the server is only
 * ever set with textContent, never parsed as HTML.
 */
(function () {
  'use strict';

  var SIZE = 15;
  var LABEL_LETTERS = 'ABCDEFGHIJKLMNO';
  // The standard premium layout (duplicate/board.py; tests/test_phone_page.py checks they agree).
  var LAYOUT = [
    'T..d...T...d..T',
    '.D...t...t...D.',
    '..D...d.d...D..',
    'd..D...d...D..d',
    '....D.....D....',
    '.t...t...t...t.',
    '..d...d.d...d..',
    'T..d...D...d..T',
    '..d...d.d...d..',
    '.t...t...t...t.',
    '....D.....D....',
    'd..D...d...D..d',
    '..D...d.d...D..',
    '.D...t...t...D.',
    'T..d...T...d..T'
  ];
  var POLL_MS = 1000;
  var WAIT_S = 25;  // seconds the server may hold a state request (long polling)
  var STORE_KEY = 'duplicate-scrabble.phone';

  // ---- Language: the phone's (nl, fr, de, nb, en), or the one the page was opened with ----
  // Every text the page shows is in these tables. The club words are those of the app's own
  // translations (resources/translations/*.ts): French tirage, top, négatif, coup maître,
  // joker, bulletin; Dutch beurt, letters, blanco, meesterzet, verschil, beurtbriefje, spelleider;
  // German Runde, Bänkchen, Blanko, Masterzug, Abstand, Abgabe; Norwegian runde, legg, stativ,
  // blank, hovedlegg, avvik, plass. A text given as [one, other] is chosen by its count {n}.
  var STRINGS = {
    en: {
      title: 'Duplicate Scrabble', join_hint: 'Scan your table card with the phone\u2019s camera, or type your table number and the code on the card.', pin: 'Session PIN', table: 'Table number',
      name: 'Your name', join: 'Join', joining: 'Joining\u2026', languages: 'Language',
      zoom_in: 'Zoom', zoom_out: 'Whole board', back: '\u232b Back', clear: 'Clear',
      hand_in: 'Hand in', hand_in_again: 'Hand in again', score: 'Score', slip_hint: 'H4 WORD', word: 'WORD', rack: 'Rack',
      leave: 'Leave this table', leave_confirm: 'Leave this table on this phone? You will need your table card (or its code) to join again.',
      blank_question: 'Which letter is the blank?', cancel: 'Cancel',
      reveal_title: 'Result of the turn',
      turn: 'Turn {n}', who: 'Table {table} \u00b7 {name}', who_no_name: 'Table {table}',
      phase_awaiting_draw: 'Waiting for the next rack', phase_drawn: 'New rack: the clock starts soon',
      phase_running: 'Find your move', phase_paused: 'The clock is paused',
      phase_expired: 'Time is up', phase_over: 'The game is over', phase_revealed: 'The turn is revealed',
      connection_lost: 'Connection lost: trying again\u2026',
      need_square: 'First tap the square where your word starts.',
      need_move: 'Write or place a move first (like {example}).',
      need_score: 'Write the score of your move.',
      sending: 'Sending {move}\u2026', retrying: 'Not sent yet: trying again ({move})\u2026',
      received: 'Received {time} \u2713 {move}', received_no_time: 'Received \u2713 {move}',
      changed_not_sent: 'Changed: hand in again to replace {move}',
      time_up: 'Too late: time was up. This move was not received.',
      wrong_turn: 'That turn is over; this move was not received.',
      not_received: 'Not received: {message}',
      bad_pin: 'Wrong PIN.', join_failed: 'Could not join: {message}', join_missing: 'Type your table number and the code on its card.',
      no_connection: 'No connection to the arbiter\u2019s computer. Check the Wi-Fi and try again.',
      err_bad_name: 'A new table needs your name (at most 40 characters, plain text).',
      err_bad_token: 'This phone is no longer at its table: join again.',
      err_bad_table: 'The table number is a whole number from 1 to 9999.',
      err_table_taken: 'Table {table} is held by another phone: ask the arbiter to release it.',
      err_unknown_table: 'There is no table {table} in this game: ask the arbiter.',
      err_locked_out: 'Too many wrong codes from this phone: wait a minute.',
      err_score_required: 'Write your score with your move (the rules ask for it).',
      err_empty_move: 'The move is empty: write a reference and a word.',
      err_not_playing: 'Your table does not play this turn.',
      r_master: 'Master move', r_yours: 'Your move', r_your_score: 'Your score', r_top: 'Top',
      r_dev_turn: 'Deviation this turn', r_dev_game: 'Deviation in the game', r_total: 'Your total', r_rank: 'Your rank',
      r_rank_of: '{rank} of {count}', r_none: 'no move',
      master_line: ['for {n} point, at {ref}, {word}', 'for {n} points, at {ref}, {word}'],
      arbiter_entered: 'The arbiter entered your slip: {move}',
      check_valid: ['valid, {n} point', 'valid, {n} points'], check_invalid: 'not valid: {message}',
      join_hint_pin: 'New player: type the PIN the arbiter shows, a new table number and your name.',
      card_code: 'Code on your table card', mode_pin: 'No card? Join as a new player with the room\u2019s PIN',
      mode_card: 'I have a table card', join_missing_pin: 'Type the PIN, a table number and your name.',
      my_card: 'Code of table {table}: {code}. Keep it to join again from another phone.',
      err_bad_code: 'That is not the code of the card of table {table}: check both.',
      err_card_required: 'Table {table} joins with the code on its card: ask the arbiter for it.',
      err_guessing_limited: 'Too many wrong codes in the room just now: wait a minute and try again.',
      err_rate_limited: 'Too many tries from this phone: wait a minute.',
      err_save_failed: 'The arbiter\u2019s computer could not save this: call the arbiter.',
      err_internal: 'The arbiter\u2019s computer could not answer: call the arbiter.', over_title: 'The game is over',
      f_rank: 'Final rank', f_total: 'Final total', over_note: 'The game is over: this page asks for no more news.'
    },
    nl: {
      title: 'Duplicate Scrabble', join_hint: 'Scan je tafelkaart met de camera van je telefoon, of typ je tafelnummer en de code op de kaart.', pin: 'Pincode van de partij', table: 'Tafelnummer',
      name: 'Je naam', join: 'Meedoen', joining: 'Verbinden\u2026', languages: 'Taal',
      zoom_in: 'Zoom', zoom_out: 'Hele bord', back: '\u232b Terug', clear: 'Wissen',
      hand_in: 'Inleveren', hand_in_again: 'Opnieuw inleveren', score: 'Score', slip_hint: 'H4 WOORD', word: 'WOORD', rack: 'Letters',
      leave: 'Deze tafel verlaten', leave_confirm: 'Deze tafel op deze telefoon verlaten? Je hebt je tafelkaart (of de code) nodig om weer mee te doen.',
      blank_question: 'Welke letter stelt de blanco voor?', cancel: 'Annuleren',
      reveal_title: 'Uitslag van de beurt',
      turn: 'Beurt {n}', who: 'Tafel {table} \u00b7 {name}', who_no_name: 'Tafel {table}',
      phase_awaiting_draw: 'Wachten op de volgende letters', phase_drawn: 'Nieuwe letters: de klok start zo',
      phase_running: 'Zoek je zet', phase_paused: 'De klok is gepauzeerd',
      phase_expired: 'De tijd is om', phase_over: 'Partij afgelopen', phase_revealed: 'De beurt is bekendgemaakt',
      connection_lost: 'Verbinding verbroken: nieuwe poging\u2026',
      need_square: 'Tik eerst op het vakje waar je woord begint.',
      need_move: 'Schrijf of leg eerst een zet (zoals {example}).',
      need_score: 'Schrijf de score van je zet.',
      sending: '{move} wordt verstuurd\u2026', retrying: 'Nog niet verstuurd: nieuwe poging ({move})\u2026',
      received: 'Ontvangen {time} \u2713 {move}', received_no_time: 'Ontvangen \u2713 {move}',
      changed_not_sent: 'Gewijzigd: lever opnieuw in om {move} te vervangen',
      time_up: 'Te laat: de tijd was om. Deze zet is niet ontvangen.',
      wrong_turn: 'Die beurt is voorbij; deze zet is niet ontvangen.',
      not_received: 'Niet ontvangen: {message}',
      bad_pin: 'Verkeerde pincode.', join_failed: 'Meedoen lukt niet: {message}', join_missing: 'Typ je tafelnummer en de code op de kaart.',
      no_connection: 'Geen verbinding met de computer van de spelleider. Controleer de wifi en probeer opnieuw.',
      err_bad_name: 'Een nieuwe tafel heeft je naam nodig (hoogstens 40 tekens, gewone tekst).',
      err_bad_token: 'Deze telefoon zit niet meer aan zijn tafel: doe opnieuw mee.',
      err_bad_table: 'Het tafelnummer is een geheel getal van 1 tot 9999.',
      err_table_taken: 'Tafel {table} is in handen van een andere telefoon: vraag de spelleider ze vrij te geven.',
      err_unknown_table: 'Er is geen tafel {table} in deze partij: vraag het de spelleider.',
      err_locked_out: 'Te veel verkeerde codes van deze telefoon: wacht een minuut.',
      err_score_required: 'Schrijf je score bij je zet (het reglement vraagt het).',
      err_empty_move: 'De zet is leeg: schrijf een co\u00f6rdinaat en een woord.',
      err_not_playing: 'Je tafel speelt deze beurt niet.',
      r_master: 'Meesterzet', r_yours: 'Jouw zet', r_your_score: 'Jouw score', r_top: 'Top',
      r_dev_turn: 'Verschil deze beurt', r_dev_game: 'Verschil in de partij', r_total: 'Jouw totaal', r_rank: 'Jouw rang',
      r_rank_of: '{rank} van {count}', r_none: 'geen zet',
      master_line: ['{word} op {ref}, voor {n} punt', '{word} op {ref}, voor {n} punten'],
      arbiter_entered: 'De spelleider heeft je beurtbriefje ingevoerd: {move}',
      check_valid: ['geldig, {n} punt', 'geldig, {n} punten'], check_invalid: 'ongeldig: {message}',
      join_hint_pin: 'Nieuwe speler: typ de pincode die de spelleider toont, een nieuw tafelnummer en je naam.',
      card_code: 'Code op je tafelkaart', mode_pin: 'Geen kaart? Doe mee als nieuwe speler met de pincode van de zaal',
      mode_card: 'Ik heb een tafelkaart', join_missing_pin: 'Typ de pincode, een tafelnummer en je naam.',
      my_card: 'Code van tafel {table}: {code}. Bewaar hem om vanaf een andere telefoon weer mee te doen.',
      err_bad_code: 'Dat is niet de code op de kaart van tafel {table}: controleer beide.',
      err_card_required: 'Tafel {table} doet mee met de code op de tafelkaart: vraag de spelleider erom.',
      err_guessing_limited: 'Te veel verkeerde codes in de zaal: wacht een minuut en probeer het opnieuw.',
      err_rate_limited: 'Te veel pogingen van deze telefoon: wacht een minuut.',
      err_save_failed: 'De computer van de spelleider kon dit niet opslaan: roep de spelleider.',
      err_internal: 'De computer van de spelleider kon niet antwoorden: roep de spelleider.',
      over_title: 'De partij is afgelopen', f_rank: 'Eindstand: plaats', f_total: 'Eindtotaal',
      over_note: 'De partij is afgelopen: deze pagina vraagt niets meer.'
    },
    fr: {
      title: 'Scrabble duplicate', join_hint: 'Scannez votre carte de table avec l\u2019appareil photo du t\u00e9l\u00e9phone, ou tapez votre num\u00e9ro de table et le code de la carte.', pin: 'Code PIN de la partie', table: 'Num\u00e9ro de table',
      name: 'Votre nom', join: 'Rejoindre', joining: 'Connexion\u2026', languages: 'Langue',
      zoom_in: 'Zoom', zoom_out: 'Grille enti\u00e8re', back: '\u232b Retour', clear: 'Effacer',
      hand_in: 'Rendre', hand_in_again: 'Rendre \u00e0 nouveau', score: 'Score', slip_hint: 'H4 MOT', word: 'MOT', rack: 'Tirage',
      leave: 'Quitter cette table', leave_confirm: 'Quitter cette table sur ce t\u00e9l\u00e9phone\u00a0? Il faudra la carte de table (ou son code) pour revenir.',
      blank_question: 'Quelle lettre pour le joker\u00a0?', cancel: 'Annuler',
      reveal_title: 'R\u00e9sultat du coup',
      turn: 'Coup {n}', who: 'Table {table} \u00b7 {name}', who_no_name: 'Table {table}',
      phase_awaiting_draw: 'En attente du prochain tirage', phase_drawn: 'Nouveau tirage\u00a0: le chrono va partir',
      phase_running: 'Cherchez votre solution', phase_paused: 'Le chrono est en pause',
      phase_expired: 'Temps \u00e9coul\u00e9', phase_over: 'Partie termin\u00e9e', phase_revealed: 'Le coup est annonc\u00e9',
      connection_lost: 'Connexion perdue\u00a0: nouvel essai\u2026',
      need_square: 'Touchez d\u2019abord la case o\u00f9 commence votre mot.',
      need_move: '\u00c9crivez ou posez d\u2019abord une solution (comme {example}).',
      need_score: '\u00c9crivez le score de votre solution.',
      sending: 'Envoi de {move}\u2026', retrying: 'Pas encore envoy\u00e9\u00a0: nouvel essai ({move})\u2026',
      received: 'Re\u00e7u {time} \u2713 {move}', received_no_time: 'Re\u00e7u \u2713 {move}',
      changed_not_sent: 'Modifi\u00e9\u00a0: rendez \u00e0 nouveau pour remplacer {move}',
      time_up: 'Trop tard\u00a0: le temps \u00e9tait \u00e9coul\u00e9. Cette solution n\u2019a pas \u00e9t\u00e9 re\u00e7ue.',
      wrong_turn: 'Ce coup est termin\u00e9\u00a0; cette solution n\u2019a pas \u00e9t\u00e9 re\u00e7ue.',
      not_received: 'Non re\u00e7u\u00a0: {message}',
      bad_pin: 'Code PIN erron\u00e9.', join_failed: 'Impossible de rejoindre\u00a0: {message}', join_missing: 'Tapez votre num\u00e9ro de table et le code de sa carte.',
      no_connection: 'Pas de connexion avec l\u2019ordinateur de l\u2019arbitre. V\u00e9rifiez le Wi-Fi et r\u00e9essayez.',
      err_bad_name: 'Une nouvelle table demande votre nom (40 caract\u00e8res au plus, texte simple).',
      err_bad_token: 'Ce t\u00e9l\u00e9phone n\u2019est plus \u00e0 sa table\u00a0: rejoignez-la \u00e0 nouveau.',
      err_bad_table: 'Le num\u00e9ro de table est un nombre entier de 1 \u00e0 9999.',
      err_table_taken: 'La table {table} est tenue par un autre t\u00e9l\u00e9phone\u00a0: demandez \u00e0 l\u2019arbitre de la lib\u00e9rer.',
      err_unknown_table: 'Il n\u2019y a pas de table {table} dans cette partie\u00a0: demandez \u00e0 l\u2019arbitre.',
      err_locked_out: 'Trop de codes erron\u00e9s depuis ce t\u00e9l\u00e9phone\u00a0: attendez une minute.',
      err_score_required: '\u00c9crivez votre score avec votre solution (le r\u00e8glement le demande).',
      err_empty_move: 'La solution est vide\u00a0: \u00e9crivez une r\u00e9f\u00e9rence et un mot.',
      err_not_playing: 'Votre table ne joue pas ce coup.',
      r_master: 'Coup ma\u00eetre', r_yours: 'Votre coup', r_your_score: 'Votre score', r_top: 'Top',
      r_dev_turn: 'N\u00e9gatif du coup', r_dev_game: 'N\u00e9gatif de la partie', r_total: 'Votre total', r_rank: 'Votre rang',
      r_rank_of: '{rank} sur {count}', r_none: 'pas de solution',
      master_line: ['pour {n} point, en {ref}, {word}', 'pour {n} points, en {ref}, {word}'],
      arbiter_entered: 'L\u2019arbitre a saisi votre bulletin\u00a0: {move}',
      check_valid: ['valable, {n} point', 'valable, {n} points'], check_invalid: 'non valable\u00a0: {message}',
      join_hint_pin: 'Nouveau joueur\u00a0: tapez le code PIN affich\u00e9 par l\u2019arbitre, un nouveau num\u00e9ro de table et votre nom.',
      card_code: 'Code de votre carte de table',
      mode_pin: 'Pas de carte\u00a0? Rejoindre en nouveau joueur avec le code PIN de la salle',
      mode_card: 'J\u2019ai une carte de table',
      join_missing_pin: 'Tapez le code PIN, un num\u00e9ro de table et votre nom.',
      my_card: 'Code de la table {table}\u00a0: {code}. Gardez-le pour revenir depuis un autre t\u00e9l\u00e9phone.',
      err_bad_code: 'Ce n\u2019est pas le code de la carte de la table {table}\u00a0: v\u00e9rifiez les deux.',
      err_card_required: 'La table {table} se rejoint avec le code de sa carte\u00a0: demandez-la \u00e0 l\u2019arbitre.',
      err_guessing_limited: 'Trop de codes erron\u00e9s dans la salle\u00a0: attendez une minute et r\u00e9essayez.',
      err_rate_limited: 'Trop d\u2019essais depuis ce t\u00e9l\u00e9phone\u00a0: attendez une minute.',
      err_save_failed: 'L\u2019ordinateur de l\u2019arbitre n\u2019a pas pu l\u2019enregistrer\u00a0: appelez l\u2019arbitre.',
      err_internal: 'L\u2019ordinateur de l\u2019arbitre n\u2019a pas pu r\u00e9pondre\u00a0: appelez l\u2019arbitre.',
      over_title: 'Partie termin\u00e9e', f_rank: 'Classement final', f_total: 'Total final',
      over_note: 'La partie est termin\u00e9e\u00a0: cette page ne demande plus de nouvelles.'
    },
    de: {
      title: 'Duplikat-Scrabble', join_hint: 'Scannen Sie Ihre Tischkarte mit der Kamera des Telefons, oder geben Sie Ihre Tischnummer und den Code der Karte ein.', pin: 'PIN der Partie', table: 'Tischnummer',
      name: 'Ihr Name', join: 'Beitreten', joining: 'Verbinde\u2026', languages: 'Sprache',
      zoom_in: 'Zoom', zoom_out: 'Ganzes Brett', back: '\u232b Zur\u00fcck', clear: 'L\u00f6schen',
      hand_in: 'Abgeben', hand_in_again: 'Erneut abgeben', score: 'Punkte', slip_hint: 'H4 WORT', word: 'WORT', rack: 'B\u00e4nkchen',
      leave: 'Diesen Tisch verlassen', leave_confirm: 'Diesen Tisch auf diesem Telefon verlassen? Zum erneuten Beitreten brauchen Sie die Tischkarte (oder ihren Code).',
      blank_question: 'F\u00fcr welchen Buchstaben steht der Blanko?', cancel: 'Abbrechen',
      reveal_title: 'Ergebnis der Runde',
      turn: 'Runde {n}', who: 'Tisch {table} \u00b7 {name}', who_no_name: 'Tisch {table}',
      phase_awaiting_draw: 'Warten auf das n\u00e4chste B\u00e4nkchen', phase_drawn: 'Neues B\u00e4nkchen: die Uhr startet gleich',
      phase_running: 'Suchen Sie Ihren Zug', phase_paused: 'Die Uhr ist angehalten',
      phase_expired: 'Die Zeit ist um', phase_over: 'Partie beendet', phase_revealed: 'Die Runde ist bekanntgegeben',
      connection_lost: 'Verbindung verloren: neuer Versuch\u2026',
      need_square: 'Tippen Sie zuerst auf das Feld, wo Ihr Wort beginnt.',
      need_move: 'Schreiben oder legen Sie zuerst einen Zug (etwa {example}).',
      need_score: 'Schreiben Sie die Punkte Ihres Zuges.',
      sending: '{move} wird gesendet\u2026', retrying: 'Noch nicht gesendet: neuer Versuch ({move})\u2026',
      received: 'Erhalten {time} \u2713 {move}', received_no_time: 'Erhalten \u2713 {move}',
      changed_not_sent: 'Ge\u00e4ndert: erneut abgeben, um {move} zu ersetzen',
      time_up: 'Zu sp\u00e4t: Die Zeit war um. Dieser Zug wurde nicht angenommen.',
      wrong_turn: 'Diese Runde ist vorbei; dieser Zug wurde nicht angenommen.',
      not_received: 'Nicht erhalten: {message}',
      bad_pin: 'Falsche PIN.', join_failed: 'Beitritt fehlgeschlagen: {message}', join_missing: 'Geben Sie Ihre Tischnummer und den Code der Karte ein.',
      no_connection: 'Keine Verbindung zum Computer der Spielleitung. Pr\u00fcfen Sie das WLAN und versuchen Sie es erneut.',
      err_bad_name: 'Ein neuer Tisch braucht Ihren Namen (h\u00f6chstens 40 Zeichen, einfacher Text).',
      err_bad_token: 'Dieses Telefon sitzt nicht mehr an seinem Tisch: Bitte erneut beitreten.',
      err_bad_table: 'Die Tischnummer ist eine ganze Zahl von 1 bis 9999.',
      err_table_taken: 'Tisch {table} ist von einem anderen Telefon belegt: Bitten Sie die Spielleitung, ihn freizugeben.',
      err_unknown_table: 'In dieser Partie gibt es keinen Tisch {table}: Fragen Sie die Spielleitung.',
      err_locked_out: 'Zu viele falsche Codes von diesem Telefon: Warten Sie eine Minute.',
      err_score_required: 'Schreiben Sie Ihre Punkte zum Zug (die Regeln verlangen es).',
      err_empty_move: 'Der Zug ist leer: Position und Wort schreiben.',
      err_not_playing: 'Ihr Tisch spielt diese Runde nicht.',
      r_master: 'Masterzug', r_yours: 'Ihr Zug', r_your_score: 'Ihre Punkte', r_top: 'Top',
      r_dev_turn: 'Abstand in dieser Runde', r_dev_game: 'Abstand in der Partie', r_total: 'Ihre Summe', r_rank: 'Ihr Rang',
      r_rank_of: '{rank} von {count}', r_none: 'kein Zug',
      master_line: ['{word} auf {ref} f\u00fcr {n} Punkt', '{word} auf {ref} f\u00fcr {n} Punkte'],
      arbiter_entered: 'Die Spielleitung hat Ihre Abgabe erfasst: {move}',
      check_valid: ['g\u00fcltig, {n} Punkt', 'g\u00fcltig, {n} Punkte'], check_invalid: 'ung\u00fcltig: {message}',
      join_hint_pin: 'Neu dabei: Geben Sie die PIN ein, die die Spielleitung zeigt, eine neue Tischnummer und Ihren Namen.',
      card_code: 'Code Ihrer Tischkarte', mode_pin: 'Keine Karte? Mit der PIN des Saals neu beitreten',
      mode_card: 'Ich habe eine Tischkarte',
      join_missing_pin: 'Geben Sie die PIN, eine Tischnummer und Ihren Namen ein.',
      my_card: 'Code von Tisch {table}: {code}. Bewahren Sie ihn auf, um von einem anderen Telefon erneut beizutreten.',
      err_bad_code: 'Das ist nicht der Code der Karte von Tisch {table}: Pr\u00fcfen Sie beides.',
      err_card_required: 'Tisch {table} tritt mit dem Code seiner Tischkarte bei: Fragen Sie die Spielleitung danach.',
      err_guessing_limited: 'Zu viele falsche Codes im Saal: Warten Sie eine Minute und versuchen Sie es erneut.',
      err_rate_limited: 'Zu viele Versuche von diesem Telefon: Warten Sie eine Minute.',
      err_save_failed: 'Der Computer der Spielleitung konnte das nicht speichern: Rufen Sie die Spielleitung.',
      err_internal: 'Der Computer der Spielleitung konnte nicht antworten: Rufen Sie die Spielleitung.',
      over_title: 'Partie beendet', f_rank: 'Endplatzierung', f_total: 'Endstand',
      over_note: 'Die Partie ist beendet: Diese Seite fragt nicht mehr nach Neuigkeiten.'
    },
    nb: {
      title: 'Duplikat-scrabble', join_hint: 'Skann bordkortet ditt med kameraet p\u00e5 telefonen, eller skriv bordnummeret og koden p\u00e5 kortet.', pin: 'PIN-kode for partiet', table: 'Bordnummer',
      name: 'Navnet ditt', join: 'Bli med', joining: 'Kobler til\u2026', languages: 'Spr\u00e5k',
      zoom_in: 'Zoom', zoom_out: 'Hele brettet', back: '\u232b Tilbake', clear: 'T\u00f8m',
      hand_in: 'Lever', hand_in_again: 'Lever p\u00e5 nytt', score: 'Poeng', slip_hint: 'H4 ORD', word: 'ORD', rack: 'Stativ',
      leave: 'Forlat dette bordet', leave_confirm: 'Forlate dette bordet p\u00e5 denne telefonen? Du trenger bordkortet (eller koden) for \u00e5 bli med igjen.',
      blank_question: 'Hvilken bokstav st\u00e5r blanken for?', cancel: 'Avbryt',
      reveal_title: 'Resultat for runden',
      turn: 'Runde {n}', who: 'Bord {table} \u00b7 {name}', who_no_name: 'Bord {table}',
      phase_awaiting_draw: 'Venter p\u00e5 neste stativ', phase_drawn: 'Nytt stativ: klokken starter snart',
      phase_running: 'Finn legget ditt', phase_paused: 'Klokken st\u00e5r p\u00e5 pause',
      phase_expired: 'Tiden er ute', phase_over: 'Partiet er slutt', phase_revealed: 'Runden er kunngjort',
      connection_lost: 'Forbindelsen er brutt: pr\u00f8ver igjen\u2026',
      need_square: 'Trykk f\u00f8rst p\u00e5 ruten der ordet ditt begynner.',
      need_move: 'Skriv eller plasser et legg f\u00f8rst (som {example}).',
      need_score: 'Skriv poengene for legget ditt.',
      sending: 'Sender {move}\u2026', retrying: 'Ikke sendt enn\u00e5: pr\u00f8ver igjen ({move})\u2026',
      received: 'Mottatt {time} \u2713 {move}', received_no_time: 'Mottatt \u2713 {move}',
      changed_not_sent: 'Endret: lever p\u00e5 nytt for \u00e5 erstatte {move}',
      time_up: 'For sent: tiden var ute. Dette legget ble ikke mottatt.',
      wrong_turn: 'Den runden er over; dette legget ble ikke mottatt.',
      not_received: 'Ikke mottatt: {message}',
      bad_pin: 'Feil PIN-kode.', join_failed: 'Kunne ikke bli med: {message}', join_missing: 'Skriv bordnummeret og koden p\u00e5 kortet.',
      no_connection: 'Ingen forbindelse med spillelederens datamaskin. Sjekk wifi og pr\u00f8v igjen.',
      err_bad_name: 'Et nytt bord trenger navnet ditt (h\u00f8yst 40 tegn, vanlig tekst).',
      err_bad_token: 'Denne telefonen sitter ikke lenger ved bordet sitt: bli med p\u00e5 nytt.',
      err_bad_table: 'Bordnummeret er et helt tall fra 1 til 9999.',
      err_table_taken: 'Bord {table} holdes av en annen telefon: be spillelederen frigi det.',
      err_unknown_table: 'Det finnes ikke noe bord {table} i dette partiet: sp\u00f8r spillelederen.',
      err_locked_out: 'For mange feil koder fra denne telefonen: vent et minutt.',
      err_score_required: 'Skriv poengene sammen med legget (reglene krever det).',
      err_empty_move: 'Legget er tomt: skriv en koordinat og et ord.',
      err_not_playing: 'Bordet ditt spiller ikke denne runden.',
      r_master: 'Hovedlegg', r_yours: 'Ditt legg', r_your_score: 'Dine poeng', r_top: 'Topp',
      r_dev_turn: 'Avvik denne runden', r_dev_game: 'Avvik i partiet', r_total: 'Din sum', r_rank: 'Din plass',
      r_rank_of: '{rank} av {count}', r_none: 'intet legg',
      master_line: ['{word} p\u00e5 {ref} for {n} poeng', '{word} p\u00e5 {ref} for {n} poeng'],
      arbiter_entered: 'Spillelederen har f\u00f8rt inn legget ditt: {move}',
      check_valid: ['gyldig, {n} poeng', 'gyldig, {n} poeng'], check_invalid: 'ugyldig: {message}',
      join_hint_pin: 'Ny spiller: skriv PIN-koden spillelederen viser, et nytt bordnummer og navnet ditt.',
      card_code: 'Koden p\u00e5 bordkortet', mode_pin: 'Ikke noe kort? Bli med som ny spiller med lokalets PIN-kode',
      mode_card: 'Jeg har et bordkort', join_missing_pin: 'Skriv PIN-koden, et bordnummer og navnet ditt.',
      my_card: 'Koden til bord {table}: {code}. Ta vare p\u00e5 den for \u00e5 bli med igjen fra en annen telefon.',
      err_bad_code: 'Det er ikke koden p\u00e5 kortet til bord {table}: sjekk begge.',
      err_card_required: 'Bord {table} blir med med koden p\u00e5 bordkortet: sp\u00f8r spillelederen om det.',
      err_guessing_limited: 'For mange feil koder i lokalet: vent et minutt og pr\u00f8v igjen.',
      err_rate_limited: 'For mange fors\u00f8k fra denne telefonen: vent et minutt.',
      err_save_failed: 'Spillelederens datamaskin kunne ikke lagre dette: rop p\u00e5 spillelederen.',
      err_internal: 'Spillelederens datamaskin kunne ikke svare: rop p\u00e5 spillelederen.',
      over_title: 'Partiet er slutt', f_rank: 'Sluttplassering', f_total: 'Sluttsum',
      over_note: 'Partiet er slutt: denne siden sp\u00f8r ikke etter mer.'
    }
  };
  // Each language's name in itself, for the choice on the join screen (the same in every language).
  var AUTONYMS = { nl: 'Nederlands', fr: 'Fran\u00e7ais', de: 'Deutsch', nb: 'Norsk bokm\u00e5l', en: 'English' };
  var ALIASES = { no: 'nb', nn: 'nb' };  // Norwegian phones set to 'no' or nynorsk get bokmål
  var LANG_KEY = 'duplicate-scrabble.lang';
  var lang = pickLanguage();
  function known(code) {
    code = String(code || '').toLowerCase().split(/[-_]/)[0];
    code = ALIASES[code] || code;
    return STRINGS.hasOwnProperty(code) ? code : null;
  }
  function pickLanguage() {
    // ?lang=fr in the address wins (and is remembered on this phone), then the phone's languages
    var asked = /[?&]lang=([A-Za-z_-]+)/.exec(window.location.search || '');
    var chosen = asked ? known(asked[1]) : null;
    try {
      if (chosen) { window.localStorage.setItem(LANG_KEY, chosen); } else { chosen = known(window.localStorage.getItem(LANG_KEY)); }
    } catch (e) { /* no storage (private mode): the address and the phone decide */ }
    if (chosen) { return chosen; }
    var wanted = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language || navigator.userLanguage || 'en'];
    for (var i = 0; i < wanted.length; i++) {
      if (known(wanted[i])) { return known(wanted[i]); }
    }
    return 'en';
  }
  function pluralIndex(n) {
    // CLDR: French counts 0 and 1 as singular; Dutch, German, Norwegian and English only 1
    if (lang === 'fr') { return n >= 0 && n < 2 ? 0 : 1; }
    return n === 1 ? 0 : 1;
  }
  function t(key, args) {
    var text = (STRINGS[lang] && STRINGS[lang][key]) || STRINGS.en[key] || key;
    if (typeof text !== 'string') { text = text[pluralIndex(args && typeof args.n === 'number' ? args.n : 0)]; }
    return text.replace(/\{(\w+)\}/g, function (all, name) {
      if (!args || args[name] === undefined || args[name] === null) { return all; }
      // a number is a quantity, written in the language's format; identifiers (a table) come as text
      return typeof args[name] === 'number' ? formatNumber(args[name]) : String(args[name]);
    });
  }
  // Numbers in the language's format (1 234 in French, 1.234 in German): Intl where the
  // browser has it, else the separators (group, decimal, minus) written out as Intl writes them.
  var SEPARATORS = { en: [',', '.', '-'], nl: ['.', ',', '-'], fr: ['\u202f', ',', '-'], de: ['.', ',', '-'], nb: ['\u00a0', ',', '\u2212'] };
  var numberFormat = null;
  try { if (window.Intl && Intl.NumberFormat) { numberFormat = new Intl.NumberFormat(lang === 'nb' ? 'nb-NO' : lang); } } catch (e) { numberFormat = null; }
  function formatNumber(n) {
    if (typeof n !== 'number' || !isFinite(n)) { return String(n); }
    if (numberFormat) { return numberFormat.format(n); }
    var sep = SEPARATORS[lang] || SEPARATORS.en;
    var parts = String(Math.abs(n)).split('.');
    var whole = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, sep[0]);
    return (n < 0 ? sep[2] : '') + whole + (parts[1] ? sep[1] + parts[1] : '');
  }
  // the page's wording and number format, readable from outside (the tests check them in a
  // real browser engine, with and without Intl)
  window.phoneText = { lang: lang, t: t, number: formatNumber };
  function signed(n) {
    // a deviation: +5, 0, −12 (a true minus sign, as the projector writes it)
    if (typeof n !== 'number') { return n; }
    return (n > 0 ? '+' : n < 0 ? '\u2212' : '') + formatNumber(Math.abs(n));
  }

  // ---- Storage: the token survives a reload and a lost connection ----
  var memory = {};
  var storage = {
    get: function () {
      var raw = null;
      try { raw = window.localStorage.getItem(STORE_KEY); } catch (e) { raw = memory[STORE_KEY] || null; }
      try { return raw ? JSON.parse(raw) : null; } catch (e2) { return null; }
    },
    set: function (value) {
      var raw = JSON.stringify(value);
      try { window.localStorage.setItem(STORE_KEY, raw); } catch (e) { memory[STORE_KEY] = raw; }
    },
    clear: function () {
      try { window.localStorage.removeItem(STORE_KEY); } catch (e) { delete memory[STORE_KEY]; }
    }
  };

  function $(id) { return document.getElementById(id); }
  function now() { return (window.performance && performance.now) ? performance.now() : Date.now(); }

  // ---- Page state ----
  var S = {
    auth: null,          // {token, table, name, card (the code of a table this phone made)}
    joinMode: 'card',    // the join form: 'card' (a table's card) or 'pin' (a new player)
    over: false,         // the game is over: no more news to ask for
    state: null,         // the last /api/state, normalized
    board: [],           // SIZE*SIZE: null or {name, blank}
    highlight: {},       // square index -> true for the last master move
    rack: [],            // [{name, blank, isNew}]
    sel: null,           // {row, col, across}
    placed: [],          // [{row, col, rack, name, blank}]
    zoom: false,
    deadline: null,      // now() + ms_left when running
    msLeft: null,
    pending: null,       // {turn, move, score, tries}
    receipt: null,       // {turn, move, at}
    note: null,          // {text, kind} shown under the buttons
    turn: null,
    polling: false,
    version: null,       // the state's version, for long polling
    lost: false,
    blankFor: null       // rack index waiting for its letter
  };

  // ---- Reading the server's answers (one place, so the API's names live here only) ----
  function pick(obj, names) {
    if (!obj) { return undefined; }
    for (var i = 0; i < names.length; i++) {
      if (obj[names[i]] !== undefined) { return obj[names[i]]; }
    }
    return undefined;
  }
  function moveText(value) {
    if (value === null || value === undefined) { return null; }
    if (typeof value === 'string') { return value; }
    return pick(value, ['move', 'text', 'notation']) || null;
  }
  function normalizeState(raw) {
    var final = raw.final && typeof raw.final === 'object' ? raw.final : null;
    var edition = raw.edition && typeof raw.edition === 'object' ? raw.edition : {};
    var rack = raw.rack || {};
    var reveal = pick(raw, ['reveal', 'result', 'results']) || null;
    if (!reveal && raw.master !== undefined && raw.master !== null) { reveal = raw; }
    var ms = pick(raw, ['ms_left', 'time_left_ms', 'remaining_ms']);
    var board = pick(raw, ['board', 'cgp', 'board_cgp']) || '';
    return {
      turn: pick(raw, ['turn', 'turn_number']),
      phase: String(pick(raw, ['phase']) || ''),
      msLeft: typeof ms === 'number' ? ms : null,
      paused: !!pick(raw, ['paused']),
      convention: String(pick(edition, ['convention', 'coordinates']) || pick(raw, ['convention', 'coordinates']) || 'european').toLowerCase(),
      values: pick(edition, ['values', 'tile_values']) || pick(raw, ['values', 'tile_values']) || null,
      board: String(board).split(' ')[0],
      leftover: typeof rack === 'string' ? '' : (pick(rack, ['leftover', 'kept', 'old']) || ''),
      fresh: typeof rack === 'string' ? rack : (pick(rack, ['new', 'drawn', 'fresh']) || ''),
      lastMaster: pick(raw, ['last_master', 'previous_master']) || null,
      entry: pick(raw, ['entry', 'my_entry']) || null,
      reveal: reveal,
      scoreRequired: !!pick(raw, ['score_required', 'written_score_required', 'require_score']),
      table: pick(raw, ['table']),
      name: pick(raw, ['name']),
      final: final
    };
  }

  // ---- Tiles as text: CGP spelling ([CH] for a tile of several letters, ? a blank) ----
  function splitTiles(text) {
    var out = [];
    var re = /\[([^\]]*)\]|(\d+)|(.)/g;
    var m;
    while ((m = re.exec(String(text))) !== null) {
      if (m[2] !== undefined) { for (var i = 0; i < Number(m[2]); i++) { out.push(null); } continue; }
      var name = m[1] !== undefined ? m[1] : m[3];
      if (name === '?') { out.push({ name: '?', blank: true }); continue; }
      out.push({ name: name.toUpperCase(), blank: name !== name.toUpperCase() });
    }
    return out;
  }
  function readBoard(text) {
    var rows = String(text || '').split('/');
    var squares = [];
    for (var r = 0; r < SIZE; r++) {
      var row = rows[r] ? splitTiles(rows[r]) : [];
      for (var c = 0; c < SIZE; c++) { squares.push(row[c] || null); }
    }
    return squares;
  }
  function rackTiles(list) {
    if (list && typeof list === 'object' && list.length !== undefined) {
      // [{letter: "A", value: 1, blank: false}, ...] or ["A", "?"]
      return list.map(function (tile) {
        if (typeof tile === 'string') { return splitTiles(tile)[0]; }
        var blank = !!tile.blank || tile.letter === '?';
        return { name: blank ? '?' : String(tile.letter || tile.name || '').toUpperCase(), blank: blank };
      });
    }
    return splitTiles(list || '');
  }
  function tileValue(name, blank) {
    if (blank || !S.state || !S.state.values) { return null; }
    var v = S.state.values[name];
    return typeof v === 'number' ? v : null;
  }
  function letterNames() {
    var names = S.state && S.state.values ? Object.keys(S.state.values) : [];
    names = names.filter(function (n) { return n !== '?' && n !== '' && n.toUpperCase() === n; });
    if (!names.length) { names = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''); }
    return names.sort();
  }
  function writeTile(name, blank) {
    var text = blank ? name.toLowerCase() : name.toUpperCase();
    return text.length > 1 ? '(' + text + ')' : text;
  }

  // ---- References as written on a slip, in the edition's convention ----
  function european() { return S.state ? S.state.convention !== 'gcg' : true; }
  function formatReference(row, col, across) {
    var letterIsRow = european();
    var letter = LABEL_LETTERS.charAt(letterIsRow ? row : col);
    var number = (letterIsRow ? col : row) + 1;
    return across === letterIsRow ? letter + number : number + letter;
  }
  function parseSquare(name) {
    var m = /^([A-O])(\d{1,2})$/.exec(String(name || '').toUpperCase());
    if (!m) { return null; }
    var letter = LABEL_LETTERS.indexOf(m[1]), number = parseInt(m[2], 10) - 1;
    if (number < 0 || number >= SIZE) { return null; }
    return european() ? { row: letter, col: number } : { row: number, col: letter };
  }
  function parseMove(text) {
    var m = /^\s*([A-Za-z]\s*\d{1,2}|\d{1,2}\s*[A-Za-z])(?:\s+|(?=[^\s\d]))(.*?)\s*$/.exec(text || '') ||
            /^\s*([A-Za-z]\s*\d{1,2}|\d{1,2}\s*[A-Za-z])\s*$/.exec(text || '');
    if (!m) { return null; }
    var ref = m[1].replace(/\s+/g, '').toUpperCase();
    var letterFirst = /^[A-Z]/.test(ref);
    var letter = letterFirst ? ref.charAt(0) : ref.charAt(ref.length - 1);
    var number = parseInt(letterFirst ? ref.slice(1) : ref.slice(0, -1), 10);
    var letterIndex = LABEL_LETTERS.indexOf(letter);
    if (letterIndex < 0 || number < 1 || number > SIZE) { return null; }
    var letterIsRow = european();
    var row = letterIsRow ? letterIndex : number - 1;
    var col = letterIsRow ? number - 1 : letterIndex;
    return { row: row, col: col, across: letterFirst === letterIsRow, word: m[2] || '' };
  }
  function wordTokens(word) {
    var names = letterNames().slice().sort(function (a, b) { return b.length - a.length; });
    var out = [];
    var i = 0;
    while (i < word.length) {
      var ch = word.charAt(i);
      if (ch === '.') { out.push({ through: true }); i++; continue; }
      if (ch === '(') {
        var close = word.indexOf(')', i);
        if (close < 0) { break; }
        out.push({ name: word.slice(i + 1, close).toUpperCase(), blank: true });
        i = close + 1;
        continue;
      }
      if (/\s/.test(ch)) { i++; continue; }
      var matched = null;
      for (var k = 0; k < names.length; k++) {
        if (word.substr(i, names[k].length).toUpperCase() === names[k]) { matched = names[k]; break; }
      }
      var length = matched ? matched.length : 1;
      var piece = word.substr(i, length);
      out.push({ name: piece.toUpperCase(), blank: piece !== piece.toUpperCase() });
      i += length;
    }
    return out;
  }

  // ---- Building the move: the selected square, the placed tiles, the slip text ----
  function index(row, col) { return row * SIZE + col; }
  function step(sel) { return sel.across ? [0, 1] : [1, 0]; }
  function placedAt(row, col) {
    for (var i = 0; i < S.placed.length; i++) {
      if (S.placed[i].row === row && S.placed[i].col === col) { return S.placed[i]; }
    }
    return null;
  }
  function occupied(row, col) { return !!S.board[index(row, col)] || !!placedAt(row, col); }
  function nextFree() {
    if (!S.sel) { return null; }
    var d = step(S.sel);
    var row = S.sel.row, col = S.sel.col;
    if (S.placed.length) {
      var last = S.placed[S.placed.length - 1];
      row = last.row + d[0]; col = last.col + d[1];
    }
    while (row < SIZE && col < SIZE && occupied(row, col)) { row += d[0]; col += d[1]; }
    return row < SIZE && col < SIZE ? { row: row, col: col } : null;
  }
  function slipFromPlacement() {
    if (!S.sel) { return ''; }
    var d = step(S.sel);
    if (!S.placed.length) { return formatReference(S.sel.row, S.sel.col, S.sel.across) + ' '; }
    var first = S.placed[0];
    var row = first.row, col = first.col;
    while (row - d[0] >= 0 && col - d[1] >= 0 && S.board[index(row - d[0], col - d[1])]) { row -= d[0]; col -= d[1]; }
    var ref = formatReference(row, col, S.sel.across);
    var word = '';
    while (row < SIZE && col < SIZE && occupied(row, col)) {
      var tile = placedAt(row, col) || S.board[index(row, col)];
      word += writeTile(tile.name, tile.blank);
      row += d[0]; col += d[1];
    }
    return ref + ' ' + word;
  }
  function placementFromSlip(text) {
    // The typed slip shown on the board: tiles on empty squares, matched to rack tiles.
    S.placed = [];
    var move = parseMove(text);
    if (!move) { S.sel = null; return; }
    S.sel = { row: move.row, col: move.col, across: move.across };
    var d = step(S.sel);
    var tokens = wordTokens(move.word);
    var row = move.row, col = move.col;
    var used = {};
    for (var i = 0; i < tokens.length && row < SIZE && col < SIZE; i++) {
      var token = tokens[i];
      if (!S.board[index(row, col)] && !token.through) {
        var rackIndex = findRackTile(token, used);
        if (rackIndex !== null) { used[rackIndex] = true; }
        S.placed.push({ row: row, col: col, rack: rackIndex, name: token.name, blank: token.blank });
      }
      row += d[0]; col += d[1];
    }
  }
  function findRackTile(token, used) {
    for (var i = 0; i < S.rack.length; i++) {
      var tile = S.rack[i];
      if (used[i]) { continue; }
      if (token.blank ? tile.blank : (!tile.blank && tile.name === token.name)) { return i; }
    }
    return null;
  }
  function rackUsed() {
    var used = {};
    S.placed.forEach(function (p) { if (p.rack !== null && p.rack !== undefined) { used[p.rack] = true; } });
    return used;
  }
  function canBuild() {
    return !!S.state && (S.state.phase === 'running' || S.state.phase === 'paused' || S.state.phase === 'drawn');
  }
  function placementChanged() {
    $('slip').value = slipFromPlacement();
    movedSinceReceipt();
    render();
    var next = nextFree();
    if (S.zoom && next) { keepInView(next.row, next.col); }
  }
  function keepInView(row, col) {
    // zoomed in, the board follows the word as it grows: the next square stays under the thumb
    var box = $('board-scroll');
    var sq = squareSize(true) + 1;
    var left = (col + 1) * sq, top = (row + 1) * sq;
    if (left + sq > box.scrollLeft + box.clientWidth) { box.scrollLeft = left + 2 * sq - box.clientWidth; }
    if (left < box.scrollLeft + sq) { box.scrollLeft = Math.max(0, left - 2 * sq); }
    if (top + sq > box.scrollTop + box.clientHeight) { box.scrollTop = top + 2 * sq - box.clientHeight; }
    if (top < box.scrollTop + sq) { box.scrollTop = Math.max(0, top - 2 * sq); }
  }
  function movedSinceReceipt() {
    if (S.receipt && S.receipt.turn === S.turn && $('slip').value.trim() !== S.receipt.move) {
      S.note = { text: t('changed_not_sent', { move: S.receipt.move }), kind: 'wait' };
    } else if (S.receipt && S.receipt.turn === S.turn) {
      S.note = receiptNote(S.receipt);
    }
  }

  // ---- Thumb actions ----
  function tapSquare(row, col) {
    if (!S.zoom && squareSize(false) < 36) {
      S.zoom = true;
      render();
      scrollToSquare(row, col);
    }
    if (!canBuild()) { render(); return; }
    if (S.sel && S.sel.row === row && S.sel.col === col && !S.placed.length) {
      S.sel = { row: row, col: col, across: !S.sel.across };
    } else {
      S.sel = { row: row, col: col, across: S.sel ? S.sel.across : true };
      S.placed = [];
    }
    placementChanged();
  }
  function tapRackTile(i) {
    if (!canBuild() || rackUsed()[i]) { return; }
    if (!S.sel) { S.note = { text: t('need_square'), kind: 'bad' }; render(); return; }
    if (!nextFree()) { return; }
    if (S.rack[i].blank) { openBlankPicker(i); return; }
    placeTile(i, S.rack[i].name, false);
  }
  function placeTile(rackIndex, name, blank) {
    var square = nextFree();
    if (!square) { return; }
    S.placed.push({ row: square.row, col: square.col, rack: rackIndex, name: name, blank: blank });
    placementChanged();
  }
  function back() {
    if (S.placed.length) { S.placed.pop(); placementChanged(); }
  }
  function clearMove() {
    S.placed = [];
    S.sel = null;
    $('slip').value = '';
    $('score').value = '';
    movedSinceReceipt();
    render();
  }
  function openBlankPicker(rackIndex) {
    S.blankFor = rackIndex;
    var box = $('blank-letters');
    box.textContent = '';
    letterNames().forEach(function (name) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = name;
      b.setAttribute('data-letter', name);
      b.addEventListener('click', function () {
        $('blank-picker').hidden = true;
        if (S.blankFor !== null) { placeTile(S.blankFor, name, true); }
        S.blankFor = null;
      });
      box.appendChild(b);
    });
    $('blank-picker').hidden = false;
  }

  // ---- Drawing ----
  function squareSize(zoomed) {
    var width = $('board-area').clientWidth || window.innerWidth;
    if (window.matchMedia && window.matchMedia('(orientation: landscape) and (min-width: 560px)').matches) {
      width = Math.min(window.innerHeight - 16, window.innerWidth * 0.58);
    }
    var fit = Math.floor((width - 2 - SIZE) / (SIZE + 1));
    return zoomed ? Math.max(46, fit * 2) : Math.max(14, fit);
  }
  function scrollToSquare(row, col) {
    var box = $('board-scroll');
    var sq = squareSize(true) + 1;
    box.scrollLeft = Math.max(0, (col + 1.5) * sq - box.clientWidth / 2);
    box.scrollTop = Math.max(0, (row + 1.5) * sq - box.clientHeight / 2);
  }
  var cells = [];
  function buildBoard() {
    var board = $('board');
    board.textContent = '';
    cells = [];
    for (var r = -1; r < SIZE; r++) {
      for (var c = -1; c < SIZE; c++) {
        var cell = document.createElement('div');
        if (r < 0 || c < 0) {
          cell.className = 'sq label' + (r < 0 ? ' top' : '') + (c < 0 ? ' left' : '');
        } else {
          cell.setAttribute('data-row', r);
          cell.setAttribute('data-col', c);
          cell.setAttribute('role', 'gridcell');
          (function (row, col) {
            cell.addEventListener('click', function () { tapSquare(row, col); });
          })(r, c);
          cells.push(cell);
        }
        board.appendChild(cell);
      }
    }
  }
  function renderBoard() {
    var board = $('board');
    board.style.setProperty('--sq', squareSize(S.zoom) + 'px');
    var labels = board.querySelectorAll('.label');
    var letterIsRow = european();
    for (var k = 1; k <= SIZE; k++) {
      labels[k].textContent = letterIsRow ? String(k) : LABEL_LETTERS.charAt(k - 1);
      labels[SIZE + k].textContent = letterIsRow ? LABEL_LETTERS.charAt(k - 1) : String(k);
    }
    var next = nextFree();
    for (var i = 0; i < cells.length; i++) {
      var row = Math.floor(i / SIZE), col = i % SIZE;
      var cell = cells[i];
      var tile = S.board[i];
      var placed = placedAt(row, col);
      var cls = 'sq p-' + LAYOUT[row].charAt(col);
      cell.textContent = '';
      var shown = tile || placed;
      if (shown) {
        cls = 'sq ' + (tile ? 'tile' : 'placed') + (shown.blank ? ' blank' : '') + (tile && S.highlight[i] ? ' last' : '');
        paintTile(cell, shown.name, shown.blank);
      }
      if (S.sel && S.sel.row === row && S.sel.col === col) { cls += ' sel'; }
      if (S.sel && next && next.row === row && next.col === col) {
        var arrow = document.createElement('span');
        arrow.className = 'arrow';
        arrow.textContent = S.sel.across ? '\u25b6' : '\u25bc';
        cell.appendChild(arrow);
      }
      cell.className = cls;
    }
    var scroller = $('board-scroll');
    scroller.className = S.zoom ? 'zoomed' : '';
    // zoomed in, the board keeps the room it had: the page below it does not move
    scroller.style.maxHeight = S.zoom ? ((squareSize(false) + 1) * (SIZE + 1) + 1) + 'px' : '';
    var zoomButton = $('zoom-button');
    zoomButton.style.visibility = squareSize(false) >= 36 ? 'hidden' : 'visible';
    zoomButton.textContent = S.zoom ? t('zoom_out') : t('zoom_in');
  }
  function paintTile(element, letter, blank) {
    // the letter, and its value in the corner (a blank has none)
    element.appendChild(document.createTextNode(letter));
    var value = tileValue(letter, blank);
    if (value !== null) {
      var v = document.createElement('span');
      v.className = 'val';
      v.textContent = String(value);
      element.appendChild(v);
    }
  }
  function renderRack() {
    var box = $('rack');
    box.textContent = '';
    var used = rackUsed();
    S.rack.forEach(function (tile, i) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'rt ' + (tile.isNew ? 'new' : 'leftover') + (used[i] ? ' used' : '');
      b.setAttribute('data-index', i);
      paintTile(b, tile.blank ? '?' : tile.name, tile.blank);
      b.addEventListener('click', function () { tapRackTile(i); });
      box.appendChild(b);
    });
  }
  function msLeftNow() {
    return S.deadline !== null ? Math.max(0, S.deadline - now()) : S.msLeft;
  }
  function clockText(ms) {
    var seconds = Math.ceil(ms / 1000);  // rounded up, like the arbiter's clock
    return Math.floor(seconds / 60) + ':' + ('0' + (seconds % 60)).slice(-2);
  }
  function renderClock() {
    var clock = $('clock');
    var ms = msLeftNow();
    if (ms === null || ms === undefined) { clock.textContent = '--:--'; clock.className = 'over'; return; }
    var seconds = Math.ceil(ms / 1000);
    clock.textContent = clockText(ms);
    var phase = S.state ? S.state.phase : '';
    clock.className = phase === 'paused' ? 'paused' : (phase !== 'running' ? 'over' : (seconds <= 30 ? 'low' : ''));
  }
  function receiptNote(receipt) {
    // the time left on the clock when the move was received, as the player saw it count down
    var time = typeof receipt.left === 'number' ? clockText(receipt.left) : null;
    var text = time ? t('received', { time: time, move: receipt.move }) : t('received_no_time', { move: receipt.move });
    // the session may tell phones before the reveal whether the move is valid (training evenings)
    if (receipt.valid === true) { text += ' \u00b7 ' + t('check_valid', { n: receipt.points }); }
    if (receipt.valid === false) { text += ' \u00b7 ' + t('check_invalid', { message: receipt.error_text || receipt.error || '' }); }
    return { text: text, kind: 'ok' };
  }
  function announce(move, points) {
    // the master move as the club announces it: "pour 18 points, en H4, DÉLUTE"
    var m = /^(\S+)\s+(.+)$/.exec(move);
    return m ? t('master_line', { n: points, ref: m[1], word: m[2] }) : move;
  }
  function renderReveal() {
    var reveal = S.state ? S.state.reveal : null;
    var box = $('reveal');
    if (!reveal) { box.hidden = true; return; }
    var list = $('reveal-list');
    list.textContent = '';
    function row(label, value) {
      if (value === undefined || value === null || value === '') { return; }
      var dt = document.createElement('dt');
      dt.textContent = label;
      var dd = document.createElement('dd');
      dd.textContent = typeof value === 'number' ? formatNumber(value) : String(value);
      list.appendChild(dt);
      list.appendChild(dd);
    }
    var master = pick(reveal, ['master', 'master_move']);
    var masterText = moveText(master);
    var masterPoints = master && typeof master === 'object' ? pick(master, ['score', 'points']) : pick(reveal, ['master_score', 'top']);  // the master move scores the top
    row(t('r_master'), masterText ? (typeof masterPoints === 'number' ? announce(masterText, masterPoints) : masterText) : null);
    var mine = S.state.entry ? moveText(S.state.entry) : null;
    row(t('r_yours'), mine || t('r_none'));
    row(t('r_your_score'), pick(reveal, ['my_score', 'score', 'points']));
    row(t('r_top'), pick(reveal, ['top', 'top_score']));
    row(t('r_dev_turn'), signed(pick(reveal, ['deviation', 'deviation_turn', 'turn_deviation'])));
    row(t('r_dev_game'), signed(pick(reveal, ['deviation_game', 'game_deviation', 'total_deviation'])));
    row(t('r_total'), pick(reveal, ['total', 'total_score']));
    var rank = pick(reveal, ['rank']);
    var count = pick(reveal, ['players', 'player_count', 'of']);
    row(t('r_rank'), rank !== undefined && count !== undefined ? t('r_rank_of', { rank: rank, count: count }) : rank);
    box.hidden = false;
  }
  function renderFinal() {
    // the end of the game: the player's place in the final standings
    var final = S.state ? S.state.final : null;
    var box = $('final');
    if (!final || S.state.phase !== 'over') { box.hidden = true; return; }
    var list = $('final-list');
    list.textContent = '';
    [[t('f_rank'), t('r_rank_of', { rank: final.rank, count: final.players })], [t('f_total'), formatNumber(final.total)],
     [t('r_dev_game'), signed(final.deviation)]].forEach(function (pair) {
      var dt = document.createElement('dt');
      dt.textContent = pair[0];
      var dd = document.createElement('dd');
      dd.textContent = pair[1];
      list.appendChild(dt);
      list.appendChild(dd);
    });
    box.hidden = false;
  }
  function render() {
    var st = S.state;
    if (!st) { return; }
    $('turn-line').textContent = st.turn ? t('turn', { n: st.turn }) : '';
    var name = st.name || (S.auth && S.auth.name);
    var table = st.table || (S.auth && S.auth.table);
    $('who-line').textContent = name ? t('who', { table: String(table), name: name }) : t('who_no_name', { table: String(table) });
    $('phase-line').textContent = S.lost ? t('connection_lost') : t(st.phase === 'over' ? 'phase_over' : st.reveal ? 'phase_revealed' : 'phase_' + st.phase);
    renderBoard();
    renderRack();
    renderClock();
    renderReveal();
    renderFinal();
    var card = S.auth && S.auth.card;
    $('my-card').hidden = !card;
    $('my-card').textContent = card ? t('my_card', { table: String(S.auth.table), code: card }) : '';
    var building = canBuild();
    // between turns (after the reveal, before a rack) the result takes the rack's place
    var between = !!st.reveal || st.phase === 'revealed' || st.phase === 'over' || st.phase === 'awaiting_draw';
    ['rack', 'slip-row', 'tools'].forEach(function (id) { $(id).hidden = between; });
    // a scroll bar that came with the new content narrows the page: fit the board again
    if (!S.zoom && $('board').offsetWidth > $('board-scroll').clientWidth) { renderBoard(); }
    ['back-button', 'clear-button', 'slip', 'score'].forEach(function (id) { $(id).disabled = !building; });
    $('send-button').disabled = !building || st.phase !== 'running';
    $('send-button').textContent = S.receipt && S.receipt.turn === S.turn ? t('hand_in_again') : t('hand_in');
    $('score').hidden = !st.scoreRequired;
    var status = $('send-status');
    status.textContent = S.note ? S.note.text : '';
    status.className = S.note ? S.note.kind : '';
  }

  // ---- Talking to the server ----
  function request(method, path, body, done, timeout) {
    var xhr = new XMLHttpRequest();
    xhr.open(method, path, true);
    xhr.timeout = timeout || 10000;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', lang);  // the service says the engine's reasons in it
    if (S.auth && S.auth.token) { xhr.setRequestHeader('Authorization', 'Bearer ' + S.auth.token); }
    if (body !== null) { xhr.setRequestHeader('Content-Type', 'application/json'); }
    xhr.onload = function () {
      var data = null;
      try { data = JSON.parse(xhr.responseText); } catch (e) { data = null; }
      done(xhr.status, data);
    };
    xhr.onerror = xhr.ontimeout = function () { done(0, null); };
    xhr.send(body === null ? null : JSON.stringify(body));
  }
  function errorOf(data) {
    var error = data && data.error ? data.error : {};
    return { code: error.code || '', message: error.message || '', text: error.text || '' };
  }
  function errorText(error, args) {
    // the service's error in the page's language: the page's own words for the codes it knows,
    // else the engine's reason as the service said it in the page's language (Accept-Language),
    // else its English message
    if (STRINGS.en.hasOwnProperty('err_' + error.code)) { return t('err_' + error.code, args); }
    return error.text || error.message;
  }

  function showJoin(message) {
    S.auth = null;
    S.state = null;
    S.version = null;
    S.turn = null;
    $('game-view').hidden = true;
    $('join-view').hidden = false;
    $('join-error').textContent = message || '';
  }
  function setJoinMode(mode) {
    // a table's card (the usual way), or the room's PIN for a new player where the arbiter allows it
    S.joinMode = mode;
    $('card-fields').hidden = mode !== 'card';
    $('pin-fields').hidden = mode !== 'pin';
    $('join-hint').textContent = mode === 'card' ? t('join_hint') : t('join_hint_pin');
    $('mode-button').textContent = mode === 'card' ? t('mode_pin') : t('mode_card');
    $('join-error').textContent = '';
  }
  function cardInAddress() {
    // a scanned card opens the page at #t=12&c=K7P2QX (after '#': never sent to any server);
    // #pin opens the form for a new player (the projector's code)
    var hash = String(window.location.hash || '').replace(/^#/, '');
    var table = /(?:^|&)t=(\d{1,4})(?:&|$)/.exec(hash);
    var code = /(?:^|&)c=([A-Za-z0-9]{4,9})(?:&|$)/.exec(hash);
    var found = { pin: hash === 'pin', table: table ? parseInt(table[1], 10) : null, code: code ? code[1] : null };
    if (hash && window.history && history.replaceState) {
      // the code leaves the address bar (and the history) once read
      history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    return found;
  }
  function join(event) {
    if (event) { event.preventDefault(); }
    var table = parseInt($('join-table').value, 10);
    var body;
    if (S.joinMode === 'card') {
      var code = $('join-code').value.replace(/[\s-]+/g, '').toUpperCase();
      if (!code || !(table > 0)) { $('join-error').textContent = t('join_missing'); return; }
      body = { table: table, code: code };
    } else {
      var pin = $('join-pin').value.replace(/\s+/g, '');
      var name = $('join-name').value.trim();
      if (!pin || !(table > 0) || !name) { $('join-error').textContent = t('join_missing_pin'); return; }
      body = { pin: pin, table: table, name: name };
    }
    $('join-button').disabled = true;
    $('join-button').textContent = t('joining');
    request('POST', '/api/join', body, function (status, data) {
      $('join-button').disabled = false;
      $('join-button').textContent = t('join');
      if (status === 200 && data && data.token) {
        S.auth = { token: data.token, table: data.table, name: data.name, card: data.card || null };
        storage.set(S.auth);
        $('join-error').textContent = '';
        $('join-code').value = '';
        $('join-pin').value = '';
        startGame();
        return;
      }
      var error = errorOf(data);
      if (status === 0) { $('join-error').textContent = t('no_connection'); return; }
      $('join-error').textContent = error.code === 'bad_pin' ? t('bad_pin') : t('join_failed', { message: errorText(error, { table: String(table) }) || status });
    });
  }
  function leave() {
    if (!window.confirm(t('leave_confirm'))) { return; }
    storage.clear();
    showJoin('');
  }

  function startGame() {
    $('join-view').hidden = true;
    $('game-view').hidden = false;
    S.over = false;
    poll();
  }
  function poll() {
    // Long polling: the server holds the request until what this phone sees changes (a new
    // rack, a pause, the reveal, its own entry) or WAIT_S seconds pass.
    if (!S.auth || S.polling || S.over) { return; }
    S.polling = true;
    var asked = now();
    var path = '/api/state' + (S.version ? '?since=' + encodeURIComponent(S.version) + '&wait=' + WAIT_S : '');
    request('GET', path, null, function (status, data) {
      S.polling = false;
      if (status === 401 || status === 403) { storage.clear(); showJoin(errorText(errorOf(data))); return; }
      var again = POLL_MS;
      if (status === 200 && data) {
        var changed = data.version === undefined || data.version !== S.version;
        S.version = data.version;
        S.lost = false;
        applyState(normalizeState(data));
        if (S.state.phase === 'over') { S.over = true; return; }  // the end: nothing more will come
        // a changed state, or a held request that ran its time: ask again at once
        if (data.version !== undefined && (changed || now() - asked > POLL_MS)) { again = 0; }
      } else {
        S.lost = true;
        S.version = null;
        again = 2 * POLL_MS;
        render();
      }
      setTimeout(poll, again);
    }, stateTimeout());
  }
  function stateTimeout() { return (WAIT_S + 10) * 1000; }
  function applyState(st) {
    var newTurn = st.turn !== S.turn;
    S.state = st;
    if (newTurn) {
      S.turn = st.turn;
      S.sel = null;
      S.placed = [];
      S.pending = null;
      S.receipt = null;
      S.note = null;
      $('slip').value = '';
      $('score').value = '';
    }
    S.board = readBoard(st.board);
    S.highlight = {};
    var master = st.reveal ? moveText(pick(st.reveal, ['master', 'master_move'])) : null;
    var squares = st.lastMaster && st.lastMaster.squares;
    if (squares && squares.length) {
      squares.forEach(function (name) { var sq = parseSquare(name); if (sq) { S.highlight[index(sq.row, sq.col)] = true; } });
    } else {
      markMove(master || moveText(st.lastMaster), !!master);
    }
    var rack = [];
    rackTiles(st.leftover).forEach(function (tile) { tile.isNew = false; rack.push(tile); });
    rackTiles(st.fresh).forEach(function (tile) { tile.isNew = true; rack.push(tile); });
    S.rack = rack;
    S.msLeft = st.msLeft;
    S.deadline = st.phase === 'running' && st.msLeft !== null ? now() + st.msLeft : null;
    var entry = st.entry ? moveText(st.entry) : null;
    if (entry && !S.pending && st.entry.from_phone === false) {
      // the arbiter typed this table's slip (or chose it over the phone's move)
      S.receipt = null;
      S.note = { text: t('arbiter_entered', { move: entry }), kind: 'wait' };
    } else if (entry && !S.pending) {
      var at = pick(st.entry, ['at_ms', 'received_ms', 'at']);
      var kept = S.auth && S.auth.receipt;  // this phone's own receipt, with the time left then
      var same = kept && kept.turn === st.turn && kept.move === entry && kept.at === at;
      S.receipt = { turn: st.turn, move: entry, at: at, left: same ? kept.left : null,
                    valid: st.entry.valid, points: st.entry.points, error: st.entry.error, error_text: st.entry.error_text };
      if (!$('slip').value.trim() && canBuild()) {
        $('slip').value = entry;
        var score = pick(st.entry, ['score', 'written_score']);
        if (typeof score === 'number') { $('score').value = String(score); }
        placementFromSlip(entry);
      }
      movedSinceReceipt();
      if (!S.note) { S.note = receiptNote(S.receipt); }
    }
    if (st.phase !== 'running' && S.pending) {
      S.pending = null;
      S.note = { text: t('time_up'), kind: 'bad' };
    }
    if (!canBuild() && !st.reveal) { S.sel = null; S.placed = []; }
    if (st.reveal) { S.sel = null; S.placed = []; }
    render();
  }
  function markMove(text, onBoard) {
    // The master move highlighted; after the reveal it is also put on the board if the
    // server's board is still the one before it.
    var move = text ? parseMove(text) : null;
    if (!move) { return; }
    var d = move.across ? [0, 1] : [1, 0];
    var tokens = wordTokens(move.word);
    var row = move.row, col = move.col;
    for (var i = 0; i < tokens.length && row < SIZE && col < SIZE; i++) {
      var k = index(row, col);
      if (!S.board[k] && onBoard && !tokens[i].through) { S.board[k] = { name: tokens[i].name, blank: tokens[i].blank }; }
      S.highlight[k] = true;
      row += d[0]; col += d[1];
    }
  }

  function handIn() {
    var move = $('slip').value.replace(/\s+/g, ' ').trim();
    var parsed = parseMove(move);
    if (!parsed || !parsed.word) {
      S.note = { text: t('need_move', { example: formatReference(7, 3, true) + ' ' + t('word') }), kind: 'bad' };
      render();
      return;
    }
    var body = { turn: S.turn, move: move };
    if (S.state.scoreRequired || $('score').value.trim()) {
      var score = parseInt($('score').value, 10);
      if (!(score >= 0)) { S.note = { text: t('need_score'), kind: 'bad' }; render(); return; }
      body.score = score;
    }
    S.pending = { body: body, tries: 0 };
    S.note = { text: t('sending', { move: move }), kind: 'wait' };
    render();
    send(S.pending);
  }
  function send(pending) {
    request('POST', '/api/move', pending.body, function (status, data) {
      if (S.pending !== pending) { return; }  // replaced by a newer move, or the turn ended
      if (status === 200 && data && data.received) {
        S.pending = null;
        S.receipt = { turn: data.turn, move: data.move || pending.body.move, at: data.at_ms, left: msLeftNow() };
        if (S.auth) { S.auth.receipt = S.receipt; storage.set(S.auth); }
        S.note = receiptNote(S.receipt);
        render();
        return;
      }
      var error = errorOf(data);
      if (status === 409 && error.code === 'time_up') {
        S.pending = null;
        S.note = { text: t('time_up'), kind: 'bad' };
      } else if (status === 409 && error.code === 'wrong_turn') {
        S.pending = null;
        S.note = { text: t('wrong_turn'), kind: 'bad' };
      } else if (status === 401) {
        storage.clear();
        showJoin(errorText(error));
        return;
      } else if (status >= 400 && status < 500 && status !== 429 && status !== 408) {
        S.pending = null;
        S.note = { text: t('not_received', { message: errorText(error, { table: S.auth ? String(S.auth.table) : '' }) || status }), kind: 'bad' };
      } else {
        // no answer, a busy server or a rate limit: the move is sent again until a receipt comes
        pending.tries += 1;
        S.note = { text: t('retrying', { move: pending.body.move }), kind: 'wait' };
        setTimeout(function () { if (S.pending === pending) { send(pending); } }, Math.min(4000, 500 * pending.tries));
      }
      render();
    });
  }

  // ---- Start ----
  function translatePage() {
    document.documentElement.lang = lang;
    var nodes = document.querySelectorAll('[data-t]');
    for (var i = 0; i < nodes.length; i++) { nodes[i].textContent = t(nodes[i].getAttribute('data-t')); }
    nodes = document.querySelectorAll('[data-tp]');
    for (var j = 0; j < nodes.length; j++) { nodes[j].setAttribute('placeholder', t(nodes[j].getAttribute('data-tp'))); }
    nodes = document.querySelectorAll('[data-ta]');
    for (var k = 0; k < nodes.length; k++) { nodes[k].setAttribute('aria-label', t(nodes[k].getAttribute('data-ta'))); }
    document.title = t('title');
    // the other languages, each in its own words: a phone set to another language than the player's
    var box = $('languages');
    box.textContent = '';
    ['nl', 'fr', 'de', 'nb', 'en'].forEach(function (code) {
      var link = document.createElement(code === lang ? 'strong' : 'a');
      if (code !== lang) { link.href = '?lang=' + code; }
      link.setAttribute('lang', code);
      link.setAttribute('data-lang', code);
      link.textContent = AUTONYMS[code];
      box.appendChild(link);
    });
  }
  function init() {
    translatePage();
    buildBoard();
    $('join-form').addEventListener('submit', join);
    $('mode-button').addEventListener('click', function () { setJoinMode(S.joinMode === 'card' ? 'pin' : 'card'); });
    $('zoom-button').addEventListener('click', function () { S.zoom = !S.zoom; render(); if (S.zoom && S.sel) { scrollToSquare(S.sel.row, S.sel.col); } });
    $('back-button').addEventListener('click', back);
    $('clear-button').addEventListener('click', clearMove);
    $('send-button').addEventListener('click', handIn);
    $('leave-button').addEventListener('click', leave);
    $('blank-cancel').addEventListener('click', function () { $('blank-picker').hidden = true; S.blankFor = null; });
    $('slip').addEventListener('input', function () {
      placementFromSlip($('slip').value);
      movedSinceReceipt();
      render();
    });
    $('slip').addEventListener('keydown', function (e) { if (e.key === 'Enter') { e.preventDefault(); handIn(); } });
    window.addEventListener('resize', function () { if (S.state) { renderBoard(); } });
    setInterval(renderClock, 250);
    var saved = storage.get();
    var scanned = cardInAddress();
    setJoinMode(scanned.pin ? 'pin' : 'card');
    if (scanned.table && scanned.code && !(saved && saved.token && saved.table === scanned.table)) {
      // a card scanned: join its table at once (this phone may have held another one)
      storage.clear();
      showJoin('');
      $('join-table').value = String(scanned.table);
      $('join-code').value = scanned.code;
      join(null);
    } else if (saved && saved.token) { S.auth = saved; startGame(); } else { showJoin(''); }
  }
  init();
})();
