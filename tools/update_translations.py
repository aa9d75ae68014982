"""Re-extract the app's texts into the translation files and compile them.

    python tools/update_translations.py            # update every .ts from ui/, then build the .qm
    python tools/update_translations.py --check    # list what is missing or unfinished (exit 1)
    python tools/update_translations.py --add sv   # start a new language (then translate it)
    python tools/update_translations.py --memory DIR   # also fill new texts from DIR/duplicate_<code>.ts

The sources of the texts are the ``self.tr(...)`` and ``QCoreApplication.translate(...)``
calls in ``ui/`` and the engine's message templates (``duplicate/``, context ``engine``:
the literal templates of ``DuplicateError``/``Message`` calls and ``QT_TRANSLATE_NOOP``
marks, see ``duplicate/base/errors.py``), which ``engine_templates`` collects into a generated
file of ``QCoreApplication.translate`` calls so that lupdate also sees their plural forms. ``pyside6-lupdate`` (shipped with PySide6) merges them into
``resources/translations/duplicate_<code>.ts``, keeping the translations already made;
texts that left the code are dropped. ``pyside6-lrelease`` compiles each ``.ts`` into the
``.qm`` the app loads; both are committed (``tests/test_translations.py`` fails when a
``.qm`` does not match its ``.ts``). Translate with Qt Linguist (``pyside6-linguist``) or
any editor: a message is finished when its ``<translation>`` has no ``type="unfinished"``.
"""

from __future__ import annotations

import argparse
import ast
import copy
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO / "ui"
FOLDER = REPO / "resources" / "translations"
LANGUAGES = ("nl", "fr", "de", "nb")  # English is the source language
#: Languages whose file holds only the texts with a count (%n): English, the source language,
#: needs its plural forms ("1 turn", "2 turns") and nothing else.
PLURAL_ONLY = ("en",)
HEADER_MARK = "<!-- Terms:"


def tool(name: str) -> str:
    """``pyside6-lupdate`` / ``pyside6-lrelease`` next to the running Python, else on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (it ships {name})")
    return found


ENGINE = REPO / "duplicate"
ENGINE_CONTEXT = "engine"
#: The app, whose engine-error raise sites (``PhoneError(...)``) are collected too.
APP = REPO / "ui"
#: Engine classes whose template is their first argument (the others: code, template).
TEMPLATE_FIRST = frozenset({"CGPError", "InputError", "TomlError", "Cancelled", "UsageError"})
#: Engine classes that choose their template themselves (from their arguments).
OWN_TEMPLATE = frozenset({"LockedError"})


def source_files() -> list[str]:
    return sorted(str(p.relative_to(REPO)) for p in SOURCES.rglob("*.py"))


def _engine_trees() -> dict[Path, ast.Module]:
    return {p: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(ENGINE.rglob("*.py"))}


def _raising_trees() -> dict[Path, ast.Module]:
    """The app's modules: some raise engine errors too (the phone service's refusals), whose
    templates are engine texts like the others."""
    return {p: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(APP.rglob("*.py"))}


def engine_message_classes(trees: dict[Path, ast.Module] | None = None) -> frozenset[str]:
    """``Message``, ``DuplicateError`` and every class of duplicate/ derived from it, and the
    command line's ``UsageError``."""
    trees = trees if trees is not None else _engine_trees()
    names = {"DuplicateError"}
    grown = True
    while grown:
        grown = False
        for tree in trees.values():
            for node in ast.walk(tree):
                if (isinstance(node, ast.ClassDef) and node.name not in names
                        and any(isinstance(b, ast.Name) and b.id in names for b in node.bases)):
                    names.add(node.name)
                    grown = True
    return frozenset(names | {"Message", "UsageError"})  # UsageError: the command line's own words


def template_argument(call: ast.Call, classes: frozenset[str]) -> ast.expr | None:
    """The template argument of an engine message call (None: not such a call)."""
    func = call.func
    if isinstance(func, ast.Name) and func.id in OWN_TEMPLATE:
        return None
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
    if name in classes:  # ``InputError(...)`` or ``inputs.InputError(...)``
        index = 0 if name in TEMPLATE_FIRST else 1
    elif (isinstance(func, ast.Attribute) and func.attr == "__init__" and isinstance(func.value, ast.Call)
          and isinstance(func.value.func, ast.Name) and func.value.func.id == "super"):
        index = 1  # super().__init__(code, template) in an error class
    else:
        return None
    return call.args[index] if len(call.args) > index else None


def marked_texts() -> list[tuple[str, str]]:
    """Every text for people that the engine and the Qt-free readers keep (context, text), in
    source order, once each: the templates of engine messages (and of engine errors raised by
    the app), and every ``QT_TRANSLATE_NOOP(context, text)`` of duplicate/ and ui/ (the
    sheet's words, the phone page's texts...)."""
    trees = _engine_trees()
    classes = engine_message_classes(trees)
    found: dict[tuple[str, str], None] = {}
    for tree in [*trees.values(), *_raising_trees().values()]:
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            if isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP":
                context, text = node.args[:2]
                if isinstance(context, ast.Constant) and isinstance(text, ast.Constant):
                    found[(context.value, text.value)] = None
                continue
            argument = template_argument(node, classes)
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found[(ENGINE_CONTEXT, argument.value)] = None
    return list(found)


def engine_templates() -> list[str]:
    """Every message template of the engine (and of engine errors raised by the app), in
    source order, once each."""
    return [text for context, text in marked_texts() if context == ENGINE_CONTEXT]


def engine_shim(folder: Path) -> Path:
    """A generated Python file translating each marked text, for lupdate (a text with a count,
    ``%n``, is written with one so that lupdate gives it plural forms)."""
    lines = ["from PySide6.QtCore import QCoreApplication", ""]
    for context, text in marked_texts():
        count = ", None, 0" if "%n" in text else ""
        lines.append(f"QCoreApplication.translate({context!r}, {text!r}{count})")
    shim = folder / "engine_messages.py"
    shim.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return shim


def ts_path(code: str) -> Path:
    return FOLDER / f"duplicate_{code}.ts"


def qm_path(code: str) -> Path:
    return FOLDER / f"duplicate_{code}.qm"


def languages() -> list[str]:
    """Every language with a .ts file (the four above and any added since)."""
    found = {p.stem.removeprefix("duplicate_") for p in FOLDER.glob("duplicate_*.ts")}
    return sorted(found | set(LANGUAGES))


def lupdate(ts: Path, code: str, plural_only: bool = False) -> None:
    """Merge the texts of ui/ into ``ts`` (created if absent), keeping its translations.
    ``plural_only``: only the texts with a count (%n), for English, the source language."""
    header = _header(ts)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            # the generated file first: where a text of ui/ is also a mark there (the phone page's
            # texts), lupdate keeps the first reading, which knows its plural forms
            [tool("pyside6-lupdate"), str(engine_shim(Path(tmp))), *source_files(), "-locations", "none",
             "-no-obsolete", *(["-pluralonly"] if plural_only else []),
             "-source-language", "en", "-target-language", code, "-ts", str(ts.resolve())],
            cwd=REPO, check=True, capture_output=True, text=True,
        )
    if header:  # lupdate rewrites the file: put back the comment listing the terms' sources
        text = ts.read_text(encoding="utf-8")
        if HEADER_MARK not in text:
            text = text.replace("<!DOCTYPE TS>\n", "<!DOCTYPE TS>\n" + header + "\n", 1)
            ts.write_text(text, encoding="utf-8")


def _header(ts: Path) -> str:
    if not ts.exists():
        return ""
    found = re.search(r"<!-- Terms:.*?-->", ts.read_text(encoding="utf-8"), re.S)
    return found.group(0) if found else ""


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   cwd=REPO, check=True, capture_output=True, text=True)


@dataclass(frozen=True)
class Gap:
    """A text of the code without a finished translation in one language."""

    language: str
    context: str
    source: str
    why: str  # "missing" (not in the .ts) or "unfinished"

    def __str__(self) -> str:
        return f"{self.language}: [{self.context}] {self.source!r} ({self.why})"


def messages(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, comment) -> the <message> element."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "", message.findtext("comment") or "")] = message
    return found


def finished(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform")
        return bool(forms) and all((f.text or "").strip() for f in forms)
    return bool((translation.text or "").strip())


def gaps(codes: list[str] | None = None) -> list[Gap]:
    """What the committed .ts files lack for the current code, per language."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "current.ts"
        lupdate(fresh, "en")
        wanted = messages(fresh)
    found: list[Gap] = []
    for code in codes or languages():
        have = messages(ts_path(code)) if ts_path(code).exists() else {}
        for key, fresh_message in wanted.items():
            if code in PLURAL_ONLY and fresh_message.get("numerus") != "yes":
                continue
            message = have.get(key)
            if message is None:
                found.append(Gap(code, key[0], key[1], "missing"))
            elif not finished(message):
                found.append(Gap(code, key[0], key[1], "unfinished"))
    return found


def stale(ts: Path, qm: Path) -> list[str]:
    """Where the compiled ``qm`` does not give what ``ts`` says (read back through a
    QTranslator: content, not file times, which a git checkout resets)."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not qm.exists() or not translator.load(str(qm)):
        return [f"{qm.name} is missing or unreadable"]
    found = []
    for (context, source, comment), message in messages(ts).items():
        if not finished(message):
            continue
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.findall("numerusform")]
        wanted = [(1, forms[0]), (2, forms[-1])] if forms else [(-1, translation.text or "")]
        for n, text in wanted:
            got = translator.translate(context, source, comment or None, n)
            if got != text:
                found.append(f"{qm.name} [{context}] {source!r}: {got!r} instead of {text!r}")
    return found


def fill_from_memory(ts: Path, memory: Path) -> int:
    """Finish the unfinished messages of ``ts`` whose text a memory .ts translates (same
    source and comment; the same context preferred). Returns how many were filled."""
    if not memory.exists():
        return 0
    known: dict[tuple[str, str, bool], ET.Element] = {}
    by_context: dict[tuple[str, str, str, bool], ET.Element] = {}
    for context in ET.parse(memory).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if finished(message):
                key = (message.findtext("source") or "", message.findtext("comment") or "",
                       message.get("numerus") == "yes")
                known.setdefault(key, message)
                by_context[(name, *key)] = message
    tree = ET.parse(ts)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if finished(message):
                continue
            key = (message.findtext("source") or "", message.findtext("comment") or "",
                   message.get("numerus") == "yes")
            source = by_context.get((name, *key)) or known.get(key)
            if source is None:
                continue
            translation = message.find("translation")
            message.remove(translation)
            message.append(copy.deepcopy(source.find("translation")))
            filled += 1
    if filled:
        header = _header(ts)
        tree.write(ts, encoding="utf-8", xml_declaration=True)
        text = ts.read_text(encoding="utf-8")
        if "<!DOCTYPE TS>" not in text:
            text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
        if header and HEADER_MARK not in text:
            text = text.replace("<!DOCTYPE TS>\n", "<!DOCTYPE TS>\n" + header + "\n", 1)
        ts.write_text(text, encoding="utf-8")
    return filled


def update(codes: list[str], memory: Path | None = None) -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for code in codes:
        lupdate(ts_path(code), code, plural_only=code in PLURAL_ONLY)
        if memory is not None:
            filled = fill_from_memory(ts_path(code), memory / f"duplicate_{code}.ts")
            if filled:
                lupdate(ts_path(code), code, plural_only=code in PLURAL_ONLY)  # back to lupdate's own layout
                print(f"{ts_path(code).name}: {filled} text(s) filled from {memory}")
        lrelease(ts_path(code), qm_path(code))
        print(f"{ts_path(code).relative_to(REPO)} and its .qm updated")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="list missing or unfinished translations")
    parser.add_argument("--add", metavar="CODE", help="start the translation file of a new language")
    parser.add_argument("--release-only", action="store_true", help="only compile the .ts files into .qm")
    parser.add_argument("--memory", metavar="FOLDER", type=Path,
                        help="fill untranslated texts from the duplicate_<code>.ts files of FOLDER "
                             "(translations made ahead, e.g. for a branch not merged yet)")
    args = parser.parse_args(argv)
    if args.check:
        found = gaps()
        for gap in found:
            print(gap)
        print(f"{len(found)} text(s) to translate" if found else "every text is translated")
        old = [line for code in languages() for line in stale(ts_path(code), qm_path(code))]
        for line in old:
            print(line)
        if old:
            print("compiled files out of date: python tools/update_translations.py --release-only")
        return 1 if found or old else 0
    if args.release_only:
        for code in languages():
            lrelease(ts_path(code), qm_path(code))
        return 0
    codes = languages()
    if args.add:
        if not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", args.add):
            parser.error("a language code such as sv or pt_BR")
        codes = sorted(set(codes) | {args.add})
    update(codes, args.memory)
    left = gaps(codes)
    if left:
        print(f"{len(left)} text(s) still to translate: python tools/update_translations.py --check")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
