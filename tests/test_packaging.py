"""The bundled data is found from the source checkout and from an installed wheel."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

from duplicate.edition import edition_codes, load_edition
from duplicate.resources import resource_path, resource_root

REPO = Path(__file__).resolve().parents[1]
EXPECTED_CODES = ["de", "en", "fr", "nb", "nl"]


def test_resources_from_the_source_checkout():
    assert resource_root() == REPO / "resources"
    assert resource_path("editions", "fr.toml") == REPO / "resources" / "editions" / "fr.toml"
    assert edition_codes() == EXPECTED_CODES


PROBE = """
import json, sys, sysconfig
import duplicate
from duplicate.edition import edition_codes, load_edition
from duplicate.resources import resource_root
editions = {code: load_edition(code).tile_total for code in edition_codes()}
print(json.dumps({
    "root": str(resource_root()),
    "package": duplicate.__file__,
    "purelib": sysconfig.get_paths()["purelib"],
    "editions": editions,
    "prefix": sys.prefix,
}))
"""


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "PIP_", "VIRTUAL_ENV"))}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def test_resources_from_an_installed_wheel(tmp_path):
    # Build from a copy, so that the checkout gets no build/ folder.
    source = tmp_path / "src"
    shutil.copytree(
        REPO,
        source,
        ignore=shutil.ignore_patterns(
            ".git", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache", "tests", "bench", ".venv"
        ),
    )
    wheels = tmp_path / "wheels"
    env = _clean_env()
    build = subprocess.run(
        # built the way pip builds it for users: in an isolated environment with the
        # setuptools that pyproject.toml asks for
        [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-w", str(wheels)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    (wheel,) = wheels.glob("duplicate_scrabble-*.whl")

    target = tmp_path / "venv"
    venv.EnvBuilder(system_site_packages=False, with_pip=False).create(target)
    python = target / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", str(wheel)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300,
    )
    assert install.returncode == 0, install.stdout + install.stderr

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    run = subprocess.run(
        [str(python), "-c", PROBE], capture_output=True, text=True, env=env, cwd=elsewhere, timeout=120
    )
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    purelib = Path(data["purelib"]).resolve()
    assert purelib.is_relative_to(target.resolve())
    assert Path(data["package"]).resolve().is_relative_to(purelib), "imported the checkout, not the wheel"
    root = Path(data["root"]).resolve()
    assert root.is_relative_to(purelib), root
    assert not root.is_relative_to(REPO)
    assert sorted(data["editions"]) == EXPECTED_CODES
    assert data["editions"] == {code: load_edition(code).tile_total for code in EXPECTED_CODES}
