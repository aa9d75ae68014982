"""The ``duplicate score`` command, as a subprocess and in-process."""

from __future__ import annotations

import importlib.util
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from duplicate.cli import main

REPO = Path(__file__).resolve().parents[1]
EMPTY = "/".join(["15"] * 15)
QUEENAB = f"{EMPTY} QUEENAB/ 0/0 0"
ROW8_QUEEN = "/".join(["15"] * 7 + ["3QUEEN7"] + ["15"] * 7)


#: The command speaks the user's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG): these tests
#: read its English unless they ask for another.
ENGLISH = {"LANGUAGE": "en", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}


@pytest.fixture(autouse=True)
def english(monkeypatch):
    for name, value in ENGLISH.items():
        monkeypatch.setenv(name, value)


def run(*args: str, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    import os

    return subprocess.run(
        [sys.executable, "-m", "duplicate", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(REPO), **ENGLISH, **(env or {})},
    )


def call(argv: list[str], stdin: str = "") -> tuple[int, list[dict]]:
    out = io.StringIO()
    status = main(argv, io.StringIO(stdin), out)
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def test_queenab_subprocess():
    result = run("score", "--edition", "english", "--no-lexicon", QUEENAB, "8D QUEEN")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert data["score"] == 48  # Q on D8 (DL), N on the star: (20 + 4) x 2
    assert data["move"] == "8D QUEEN"
    assert data["bingo"] is False
    assert data["words"] == [{"word": "QUEEN", "score": 48}]
    assert [p[:2] for p in data["placed"]] == [[7, c] for c in range(3, 8)]


def test_the_command_line_reads_the_standard_notation_lowercase_is_a_blank():
    """``H8 ay`` is a word of two blanks, as Eliot and GCG write it (issue 20: it was read as
    capitals, as the app reads a move typed with Caps Lock off, and refused)."""
    result = run("score", "--edition", "english", f"{EMPTY} AAENT??/ 0/0 0", "H8 ay")
    assert result.returncode == 0, result.stdout + result.stderr
    data = json.loads(result.stdout)
    assert data["word"] == "ay" and data["score"] == 0
    assert data["placed"] == [[7, 7, "a"], [8, 7, "y"]]
    # the same in a batch, and a word all in lowercase the rack cannot make with blanks is refused
    batch = "\n".join(json.dumps({"cgp": f"{EMPTY} AAENT??/ 0/0 0", "move": move})
                      for move in ("H8 ay", "H8 ant", "H8 ANT")) + "\n"
    status, lines = call(["score", "--edition", "en", "--batch"], batch)
    assert status == 1
    assert lines[0]["word"] == "ay"
    assert lines[1]["error"]["code"] == "not_on_rack"  # three blanks: the rack has two
    assert lines[2]["word"] == "ANT"


def test_queenab_in_process():
    status, lines = call(["score", "--edition", "en", "--no-lexicon", QUEENAB, "8D QUEEN"])
    assert status == 0
    assert lines[0]["score"] == 48


def test_single_refused_move_exits_1():
    status, lines = call(["score", "--edition", "en", "--no-lexicon", QUEENAB, "8D QUEENS"])
    assert status == 1
    assert lines == [{"error": {"code": "not_on_rack", "message": lines[0]["error"]["message"]}}]
    assert "S" in lines[0]["error"]["message"]


def _batch_input() -> tuple[str, list[str]]:
    requests = [
        (json.dumps({"cgp": QUEENAB, "move": "8D QUEEN"}), "score:48"),
        (json.dumps({"cgp": QUEENAB, "move": "8D QUEEn"}), "error:not_on_rack"),  # no blank on the rack
        (json.dumps({"cgp": f"{EMPTY} QUEENABS/ 0/0 0", "move": "8D QUEEN"}), "error:malformed_cgp"),
        ("this is not json", "error:malformed_input"),
        (json.dumps({"cgp": f"{ROW8_QUEEN} S/ 0/0 0", "move": "8D QUEENS"}), "score:15"),
        (json.dumps({"cgp": QUEENAB, "move": "Z9 QUEEN"}), "error:malformed_reference"),
        (json.dumps(["a", "list"]), "error:malformed_input"),
        (json.dumps({"cgp": QUEENAB}), "error:malformed_input"),
        (json.dumps({"cgp": QUEENAB, "move": "H4 QUEEN"}), "score:48"),
    ]
    return "\n".join(line for line, _ in requests) + "\n", [want for _, want in requests]


def _summary(result: dict) -> str:
    return f"error:{result['error']['code']}" if "error" in result else f"score:{result['score']}"


def test_batch_in_process():
    text, wanted = _batch_input()
    status, lines = call(["score", "--edition", "en", "--no-lexicon", "--batch"], text)
    assert [_summary(r) for r in lines] == wanted
    assert status == 1
    for result in lines:
        if "error" in result:
            assert result["error"]["message"]


def test_batch_subprocess():
    text, wanted = _batch_input()
    result = run("score", "--edition", "en", "--no-lexicon", "--batch", stdin=text)
    assert result.returncode == 1
    assert [_summary(json.loads(line)) for line in result.stdout.splitlines()] == wanted


def test_batch_all_good_exits_0():
    lines = [json.dumps({"cgp": QUEENAB, "move": m}) for m in ("8D QUEEN", "H8 QUEEN", "8H QUEEN", "8G BE")]
    status, out = call(["score", "--edition", "en", "--no-lexicon", "--batch"], "\n".join(lines) + "\n")
    assert status == 0
    # 8D: Q on D8 (DL), N on the star. 8H (across) and H8 (down): Q on the star, N on a DL
    # (rules labels H12 and L8, mirror images). 8G BE: E on the star.
    assert [r["score"] for r in out] == [48, (10 + 1 + 1 + 1 + 2) * 2, (10 + 1 + 1 + 1 + 2) * 2, (3 + 1) * 2]


def test_batch_french_notation():
    line = json.dumps({"cgp": f"{EMPTY} FABAEE?/ 0/0 0", "move": "H4 FABAcEE"})
    status, out = call(["score", "--edition", "french", "--no-lexicon", "--batch"], line + "\n")
    assert status == 0
    # Eliot's first move (rules section 6 fixtures): 80 points with the bingo.
    (result,) = out
    assert result["move"] == "H4 FABAcEE"
    assert result["score"] == 80
    assert result["bingo"] is True
    assert result["words"] == [{"word": "FABACEE", "score": 30}]  # (8+1+3+1+0+1+1) x 2
    assert [p[2] for p in result["placed"]] == list("FABAcEE")


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["score", "--edition", "klingon", "--no-lexicon", QUEENAB, "8D QUEEN"], "klingon"),
        (["score", "--edition", "en", "--no-lexicon"], "--batch"),
        (["score", "--edition", "en", "--no-lexicon", QUEENAB], "MOVE"),
        (["score", "--edition", "en", "--no-lexicon", "--batch", QUEENAB, "8D QUEEN"], "--batch"),
        (["score", "--no-lexicon", QUEENAB, "8D QUEEN"], "--edition"),
        ([], "COMMAND"),
        (["frobnicate"], "frobnicate"),
    ],
)
def test_usage_errors_exit_2(argv, fragment, capsys):
    status, lines = call(argv)
    assert status == 2
    assert lines == []
    assert fragment in capsys.readouterr().err


def test_usage_error_subprocess():
    result = run("score", "--edition", "klingon", "--no-lexicon", QUEENAB, "8D QUEEN")
    assert result.returncode == 2
    assert "klingon" in result.stderr
    assert result.stdout == ""
    result = run("score", "--edition", "en")
    assert result.returncode == 2
    assert result.stderr.strip()


def test_with_a_word_list(tmp_path):
    if importlib.util.find_spec("duplicate.words.lexicon") is None:
        pytest.skip("duplicate.words.lexicon is not written yet: scoring with a word list needs it")
    words = tmp_path / "words.txt"
    words.write_text("QUEEN\nQI\n", encoding="utf-8")
    status, out = call(["score", "--edition", "en", "--lexicon", str(words), QUEENAB, "8D QUEEN"])
    assert (status, out[0].get("score")) == (0, 48)
    status, out = call(["score", "--edition", "en", "--lexicon", str(words), QUEENAB, "8E BANE"])
    assert status == 1
    assert out[0]["error"]["code"] == "not_in_lexicon"
    assert "BANE" in out[0]["error"]["message"]


# -- the user's language ------------------------------------------------------------------------


def test_messages_for_people_follow_the_language_and_json_stays_english(monkeypatch, capsys):
    """stderr speaks the user's language (environment, or --language over it), from the same
    translations as the app; the JSON for programs keeps its English message and code."""
    monkeypatch.setenv("LANG", "fr_BE.UTF-8")
    monkeypatch.delenv("LANGUAGE")
    status, _ = call(["top", "--edition", "en", "--limit", "-1", QUEENAB])
    assert status == 2
    assert capsys.readouterr().err == "duplicate top: --limit doit aller de 0 à 10\u202f000\n"
    status, _ = call(["--language", "de", "score", "--edition", "klingon", "--no-lexicon", QUEENAB, "8D QUEEN"])
    assert status == 2
    err = capsys.readouterr().err
    assert err.startswith("duplicate score: unbekannte Ausgabe 'klingon'; bekannte Ausgaben: ") and "fr (Französisch)" in err  # edition names in German too
    status, lines = call(["--language", "nl", "score", "--edition", "en", "--no-lexicon", QUEENAB, "Z9 QUEEN"])
    assert status == 1 and lines[0]["error"]["code"] == "malformed_reference"
    assert lines[0]["error"]["message"] == "there is no column Z: columns go from A to O"  # English, for programs


def test_the_language_comes_from_the_environment_in_a_real_process(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"\x00\x01\x02" * 40)
    result = run("simulate", "--edition", "fr", "--lexicon", str(empty), env={"LANGUAGE": "nb_NO:en"})
    assert result.returncode == 2
    assert result.stderr == "duplicate simulate: empty er ikke en tekstfil (den inneholder NUL-byte)\n"
    result = run("simulate", "--edition", "fr", "--lexicon", str(empty), env={"LANGUAGE": "", "LC_ALL": "C"})
    assert result.stderr == "duplicate simulate: empty is not a text file (it contains NUL bytes)\n"


def test_the_reader_of_the_translation_files_gives_plural_forms():
    from duplicate.rules.bag import END_REASONS
    from duplicate.base.errors import Message
    from duplicate.translations import say, user_language

    few = Message("few_tiles", END_REASONS[1], n=1, minimum=7)
    assert say(few, "fr") == "il ne reste que 1 lettre (la partie s'arrête sous 7)"
    assert say(Message("few_tiles", END_REASONS[1], n=5, minimum=7), "de") == "nur noch 5 Steine übrig (die Partie endet unter 7)"
    assert say(few, "en") == "only 1 tile left (the game ends below 7)"
    assert user_language(None, {"LANGUAGE": "sv:nn_NO", "LANG": "de_DE.UTF-8"}) == "nb"
    assert user_language(None, {"LANG": "C"}) == "en" and user_language("pt", {"LANG": "fr_FR"}) == "en"


def _table(text: str, rule_index: int = 0) -> list[list[str]]:
    """The rows under the ``rule_index``-th ``===`` rule of a text table, cells stripped."""
    lines = text.splitlines()
    rules = [i for i, line in enumerate(lines) if line.startswith("=")]
    rows = []
    for line in lines[rules[rule_index] + 1:]:
        if not line.strip() or "|" not in line:
            break
        rows.append([cell.strip() for cell in line.split("|")])
    return rows


def test_the_game_sheet_standings_and_info_follow_the_language_in_a_real_process():
    """``simulate`` prints the printed sheet's words in French (the app's ``records`` entries),
    with decimal commas; ``C`` keeps Eliot's English layout; the game itself is the same."""
    game = ("simulate", "--edition", "fr", "--players", "2", "--seed", "4")
    french = run(*game, env={"LANGUAGE": "fr"})
    english = run(*game, env={"LANGUAGE": "", "LC_ALL": "C"})
    assert french.returncode == english.returncode == 0, (french.stderr, english.stderr)
    for words in ("\nÉdition\u00a0: Français\n", "\nRèglement\u00a0: FISF\n", "\nPartie terminée\u00a0: ", "\nClassement\n",
                  " COUP |", "| NÉGATIF |", "| PÉNALITÉS"):
        assert words in french.stdout
    assert "French edition, word list" in english.stdout and "\nTop total: " in english.stdout
    assert "Classement" not in english.stdout and "Édition" not in english.stdout
    assert _table(french.stdout) == _table(english.stdout)  # the same turns, only the words differ
    french_standings, english_standings = _table(french.stdout, 1), _table(english.stdout, 1)
    assert [row[:2] + row[3:5] for row in french_standings] == [row[:2] + row[3:5] for row in english_standings]
    assert [row[2] for row in french_standings] == [row[2].replace("Player", "Joueur") for row in english_standings]
    assert [row[5] for row in french_standings] == [row[5].replace(".", ",") for row in english_standings]
    assert all("," in row[5] for row in french_standings)
    info = run("info", env={"LANGUAGE": "fr"}).stdout
    assert "\nparcours de recherche\u00a0: " in info and "\ncœurs utilisés par --jobs\u00a0: " in info
    assert "\nsearch walk: " in run("info", env={"LANGUAGE": "", "LC_ALL": "C"}).stdout
