"""Build of the optional compiled search (everything else is in pyproject.toml).

``duplicate/words/_search.pyx`` is compiled with Cython when a C compiler is present. The
extension is optional: without a compiler (or without Cython, when building without
isolation) the package installs all the same and the search uses the pure-Python walk.
"""

from setuptools import Extension, setup


def _extensions() -> list[Extension]:
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("Cython is not available: the compiled search is not built (the pure-Python one is used)")
        return []
    extensions = cythonize([Extension("duplicate.words._search", ["duplicate/words/_search.pyx"])],
                           compiler_directives={"language_level": "3"}, quiet=True)
    for extension in extensions:
        extension.optional = True  # set after cythonize, which does not carry it over
    return extensions


setup(ext_modules=_extensions())
