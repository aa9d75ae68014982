"""Build of the optional compiled search (everything else is in pyproject.toml).

``duplicate/words/_search.pyx`` is compiled when a C compiler is present: from a checkout,
Cython first turns it into C; from the sdist, which carries that C (``_search.c``), no Cython
is needed (``tools/build_backend.py`` asks for it only when the C is missing). The extension
is optional: without a compiler (or without Cython where the C is missing, when building
without isolation) the package installs all the same, the search uses the pure-Python walk,
and the build says so in one line. pip hides a build's output unless it fails (or runs with ``-v``),
so that line also goes to the terminal the install runs in, when there is one.
"""

import os
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.errors import CCompilerError, CompileError, ExecError, LinkError

NOT_BUILT = ("duplicate-scrabble: the compiled search was not built ({reason}); the search will use the "
             "pure-Python walk, 5 to 30 times slower (`duplicate info` says which walk is in use)")


def say_once(line: str) -> None:
    """One line on stderr and, when pip captures stderr, on the terminal itself."""
    print(line, file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        return
    try:
        with open("CON" if os.name == "nt" else "/dev/tty", "w", encoding="utf-8") as terminal:
            terminal.write(line + "\n")
    except OSError:
        pass  # no terminal (CI, a service): stderr is all there is


class OptionalSearch(build_ext):
    """build_ext where a failed compile of the search is one line, not an error or a page of it."""

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except (CCompilerError, CompileError, ExecError, LinkError):
            say_once(NOT_BUILT.format(reason="no C compiler, or it failed"))
        except Exception as exc:  # noqa: BLE001 - whatever went wrong, the pure search remains
            say_once(NOT_BUILT.format(reason=str(exc).splitlines()[0] if str(exc) else type(exc).__name__))


SEARCH = "duplicate.words._search"


def _extensions() -> list[Extension]:
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools"))
    from build_backend import generated_c_present

    if generated_c_present():  # an sdist: its C, and no Cython
        return [Extension(SEARCH, ["duplicate/words/_search.c"], optional=True)]
    try:
        from Cython.Build import cythonize
    except ImportError:
        say_once(NOT_BUILT.format(reason="Cython is not available"))
        return []
    extensions = cythonize([Extension(SEARCH, ["duplicate/words/_search.pyx"])],
                           compiler_directives={"language_level": "3"}, quiet=True)
    for extension in extensions:
        extension.optional = True  # set after cythonize, which does not carry it over
    return extensions


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalSearch})
