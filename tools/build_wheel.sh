#!/usr/bin/env bash
# The sdist, and the Linux wheel built from it and repaired by auditwheel:
#
#     tools/build_wheel.sh [PYTHON [OUTDIR]]        (default: python3, dist)
#
# OUTDIR gets the sdist (duplicate_scrabble-VERSION.tar.gz, with the compiled search's generated
# C), raw/ (the wheel as built) and wheelhouse/ (the manylinux wheel users install). The wheel
# is built from the sdist in an environment with setuptools and no Cython, without build
# isolation, so a build that needed Cython would fail here. The hosted runners
# (.github/workflows/wheels.yml) build every platform's wheels with cibuildwheel from the same
# sdist; this script is what CI runs on this machine, where no container runs.
set -euo pipefail
cd "$(dirname "$0")/.."
python=${1:-python3}
out=$(realpath -m "${2:-dist}")
tools=$(mktemp -d)/venv
rm -rf "$out"
mkdir -p "$out"

"$python" -m venv "$tools"
"$tools/bin/python" -m pip install --quiet -r tools/wheel-requirements.txt 2>&1 | grep -v "^WARNING: Location" || true
if "$tools/bin/python" -c "import Cython" 2>/dev/null; then
    echo "the wheel's build environment has Cython: it would not show that the sdist needs none" >&2
    exit 1
fi

echo "-- the sdist (Cython, in build's isolated environment, turns _search.pyx into C)"
"$tools/bin/python" -m build --sdist --outdir "$out" . >"$out/sdist.log" 2>&1 || { cat "$out/sdist.log"; exit 1; }
sdist=$(echo "$out"/duplicate_scrabble-*.tar.gz)
members=$(tar -tzf "$sdist")
for member in duplicate/words/_search.c duplicate/words/_search.pyx duplicate/words/_search.pyi PKG-INFO \
              setup.py tools/build_backend.py; do
    grep -q "^duplicate_scrabble-[^/]*/$member\$" <<<"$members" || { echo "the sdist lacks $member" >&2; exit 1; }
done
echo "$(basename "$sdist"): $(du -k "$sdist" | cut -f1) KB, with the generated C"

echo "-- the wheel, from the sdist, with no Cython"
"$tools/bin/python" -m pip wheel --quiet --no-deps --no-build-isolation -w "$out/raw" "$sdist"
wheel=$(echo "$out"/raw/duplicate_scrabble-*.whl)
"$tools/bin/python" - "$wheel" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
compiled = [n for n in names if n.startswith("duplicate/words/_search.") and n.endswith((".so", ".pyd"))]
sources = [n for n in names if n.endswith((".c", ".pyx", ".h"))]
assert compiled, f"the wheel has no compiled search: {sorted(n for n in names if '_search' in n)}"
assert not sources, f"the wheel ships sources it does not use: {sources}"
print(f"{sys.argv[1].rsplit('/', 1)[-1]}: {compiled[0]}, no .c or .pyx")
PY

if [ "$(uname -s)" = Linux ]; then
    echo "-- auditwheel: the manylinux tag, any outside library copied in"
    PATH="$tools/bin:$PATH" "$tools/bin/auditwheel" repair --wheel-dir "$out/wheelhouse" "$wheel"
    "$tools/bin/auditwheel" show "$out"/wheelhouse/duplicate_scrabble-*.whl
fi
