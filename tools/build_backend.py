"""The project's build backend: setuptools, asking for Cython only where the search's C is missing.

A checkout has the compiled search's Cython source (``duplicate/words/_search.pyx``) and no
generated C, so building it (a wheel, an editable install, the sdist) needs Cython. The sdist
carries the generated C (``_search.c``): a wheel built from it needs a C compiler and no
Cython, so pip does not fetch Cython into the build environment, and a machine without it
(or without the index) builds the compiled search all the same. ``setup.py`` makes the same
choice of sources. (pyproject.toml: ``build-backend = "build_backend"``, ``backend-path``.)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

CYTHON = "cython>=3.0"


def __getattr__(name: str) -> Any:
    """Every other hook is setuptools' own (``build_wheel``, ``build_sdist``...), imported when a
    frontend asks for it: the three below need no setuptools (a Python 3.13 environment has none)."""
    if name.startswith("__"):  # a module attribute Python looks for (__path__, __wrapped__...)
        raise AttributeError(name)
    from setuptools import build_meta

    return getattr(build_meta, name)


def generated_c_present() -> bool:
    """True in an unpacked sdist (it has ``PKG-INFO`` at its root) holding the generated C."""
    return Path("PKG-INFO").is_file() and Path("duplicate/words/_search.c").is_file()


def _requires() -> list[str]:
    """setuptools' own hooks would run setup.py to find its ``setup_requires`` (it has none),
    before Cython is there: the build would say twice that the search is not compiled."""
    return [] if generated_c_present() else [CYTHON]


def get_requires_for_build_wheel(config_settings: dict[str, object] | None = None) -> list[str]:
    return _requires()


def get_requires_for_build_editable(config_settings: dict[str, object] | None = None) -> list[str]:
    return _requires()


def get_requires_for_build_sdist(config_settings: dict[str, object] | None = None) -> list[str]:
    return _requires()
