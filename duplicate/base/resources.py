"""Find the bundled data files both in a source checkout and in an installed wheel.

In the source tree the data lives in the top-level ``resources/`` folder; the wheel ships the
same folder as the package ``duplicate_resources`` (see pyproject.toml).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

_MARKER = "editions/en.toml"  # a file of ours, so a foreign "resources" folder is not taken


def resource_root() -> Path:
    """The folder that holds ``editions/``, ``lexicons/`` and the other bundled data."""
    source = Path(__file__).resolve().parents[2] / "resources"
    if (source / _MARKER).is_file():
        return source
    spec = importlib.util.find_spec("duplicate_resources")
    if spec is not None and spec.submodule_search_locations:
        for location in spec.submodule_search_locations:
            if (Path(location) / _MARKER).is_file():
                return Path(location)
    raise FileNotFoundError(
        "the bundled resources were not found: reinstall duplicate-scrabble "
        f"(looked in {source} and for the package duplicate_resources)"
    )


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)
