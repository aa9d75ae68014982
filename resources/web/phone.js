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
  // Every text the page shows comes from the app's one catalogue (resources/translations/*.ts,
  // context "phone"), served as texts.js in every language the app speaks, with each
  // language's own name: the page writes no word of its own. A text given as [one, other]
  // is chosen by its count n (CLDR's rules, as in the app).
  var CATALOGUE = window.PHONE_TEXTS || { names: { en: 'English' }, texts: { en: {} } };
  var STRINGS = CATALOGUE.texts;
  var AUTONYMS = CATALOGUE.names;
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
  var pluralRules = null;
  try { if (window.Intl && Intl.PluralRules) { pluralRules = new Intl.PluralRules(lang === 'nb' ? 'nb-NO' : lang); } } catch (e) { pluralRules = null; }
  function pluralIndex(n) {
    // CLDR's category, as the app and the command line choose the form (French: 0 and 1 are
    // 'one'); without Intl, the service's list of the counts said in the singular
    if (pluralRules) { return pluralRules.select(n) === 'one' ? 0 : 1; }
    var singular = (CATALOGUE.singular && CATALOGUE.singular[lang]) || [1];
    return singular.indexOf(n) >= 0 ? 0 : 1;
  }
  function t(key, args) {
    var text = (STRINGS[lang] && STRINGS[lang][key]) || (STRINGS.en && STRINGS.en[key]) || key;
    if (typeof text !== 'string') {
      var count = args && typeof args.n === 'number' ? args.n : 0;
      text = text[Math.min(pluralIndex(count), text.length - 1)].replace(/%n/g, formatNumber(count));
    }
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
    focus: { row: 7, col: 7 },  // the square the keyboard and a screen reader are on
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
  // The board for screen readers and the keyboard: a grid of rows (role="row"), the
  // coordinates as column and row headers, each square a cell named as a player says it
  // ("H8, double word, centre star, empty"). One square takes Tab (roving tabindex); the arrow
  // keys move between squares, Enter or Space chooses one, a letter places that rack tile,
  // ? the blank, Backspace takes the last tile back.
  var cells = [];
  function buildBoard() {
    var board = $('board');
    board.textContent = '';
    cells = [];
    for (var r = -1; r < SIZE; r++) {
      var line = document.createElement('div');
      line.className = 'row' + (r < 0 ? ' top' : '');
      line.setAttribute('role', 'row');
      for (var c = -1; c < SIZE; c++) {
        var cell = document.createElement('div');
        if (r < 0 || c < 0) {
          cell.className = 'sq label' + (r < 0 ? ' top' : '') + (c < 0 ? ' left' : '');
          cell.setAttribute('role', r < 0 ? 'columnheader' : 'rowheader');
        } else {
          cell.setAttribute('data-row', r);
          cell.setAttribute('data-col', c);
          cell.setAttribute('role', 'gridcell');
          cell.setAttribute('tabindex', '-1');
          (function (row, col) {
            cell.addEventListener('click', function () { S.focus = { row: row, col: col }; tapSquare(row, col); });
          })(r, c);
          cells.push(cell);
        }
        line.appendChild(cell);
      }
      board.appendChild(line);
    }
    board.addEventListener('keydown', boardKey);
  }
  function boardKey(e) {
    var row = S.focus.row, col = S.focus.col;
    var moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    if (moves[e.key]) {
      row = Math.min(SIZE - 1, Math.max(0, row + moves[e.key][0]));
      col = Math.min(SIZE - 1, Math.max(0, col + moves[e.key][1]));
    } else if (e.key === 'Home' || e.key === 'End') {
      col = e.key === 'Home' ? 0 : SIZE - 1;
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      tapSquare(row, col);
      return;
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      back();
      return;
    } else if (e.key.length === 1 && e.key !== ' ') {
      var wanted = e.key === '?' ? null : e.key.toUpperCase();
      var used = rackUsed();
      for (var i = 0; i < S.rack.length; i++) {
        var tile = S.rack[i];
        if (!used[i] && (wanted === null ? tile.blank : (!tile.blank && tile.name.toUpperCase() === wanted))) {
          e.preventDefault();
          tapRackTile(i);
          return;
        }
      }
      return;
    } else {
      return;
    }
    e.preventDefault();
    S.focus = { row: row, col: col };
    renderBoard();
    cells[index(row, col)].focus();
  }
  function squareName(row, col) {
    // as the slip writes a square: H8 (European: row letter, column number) or H8 (GCG: column letter, row number)
    return european() ? LABEL_LETTERS.charAt(row) + (col + 1) : LABEL_LETTERS.charAt(col) + (row + 1);
  }
  function tileWords(name, blank) {
    return blank ? t('blank_as', { letter: name }) : t('tile_named', { letter: name, n: tileValue(name, blank) || 0 });
  }
  // a premium square of LAYOUT (d t D T): its label on the board (2L; LD in French) and its spoken name
  function premiumLabel(kind) { return { d: t('prem_dl'), t: t('prem_tl'), D: t('prem_dw'), T: t('prem_tw') }[kind]; }
  function premiumName(kind) {
    return { d: t('name_dl'), t: t('name_tl'), D: t('name_dw'), T: t('name_tw') }[kind];
  }
  function squareLabel(row, col, tile, placed) {
    // the name starts with what the square shows (WCAG 2.5.3, label in name): its premium's
    // label on an empty premium square ("3W, A1, triple word, empty"), else the tile's letter
    var kind = LAYOUT[row].charAt(col);
    var words = [squareName(row, col)];
    if (!tile && !placed && kind !== '.' && !(row === 7 && col === 7)) { words.unshift(premiumLabel(kind)); }
    if (kind !== '.') { words.push(premiumName(kind)); }
    if (row === 7 && col === 7) { words.push(t('centre_star')); }
    if (tile) {
      words.push(tileWords(tile.name, tile.blank));
      if (S.highlight[index(row, col)]) { words.push(t('last_move')); }
    } else if (placed) {
      words.push(t('being_placed', { tile: tileWords(placed.name, placed.blank) }));
    } else {
      words.push(t('empty'));
    }
    return words.join(', ');
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
      var kind = LAYOUT[row].charAt(col);
      var cls = 'sq p-' + kind;
      cell.textContent = '';
      var shown = tile || placed;
      if (shown) {
        cls = 'sq ' + (tile ? 'tile' : 'placed') + (shown.blank ? ' blank' : '') + (tile && S.highlight[i] ? ' last' : '');
        paintTile(cell, shown.name, shown.blank);
      } else if (row === 7 && col === 7) {
        cell.appendChild(document.createTextNode('\u2605'));  // the centre star
      } else if (kind !== '.') {
        // the premium's label, a second cue beside its colour (2L, 3W; LD, MT in French)
        var prem = document.createElement('span');
        prem.className = 'prem';
        prem.setAttribute('aria-hidden', 'true');
        prem.textContent = premiumLabel(kind);
        cell.appendChild(prem);
      }
      cell.setAttribute('aria-label', squareLabel(row, col, tile, placed));
      cell.setAttribute('tabindex', S.focus.row === row && S.focus.col === col ? '0' : '-1');
      cell.setAttribute('aria-selected', S.sel && S.sel.row === row && S.sel.col === col ? 'true' : 'false');
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
      b.setAttribute('aria-label', tile.blank ? t('blank') : tileWords(tile.name, false));
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
     [t('r_dev_game'), signed(final.deviation)]].filter(function (pair) {
      return pair[1] !== null && pair[1] !== undefined;  // a points-only class sends no deviation
    }).forEach(function (pair) {
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
    if (STRINGS.en && STRINGS.en.hasOwnProperty('err_' + error.code)) { return t('err_' + error.code, args); }
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
    Object.keys(AUTONYMS).forEach(function (code) {
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
