#!/usr/bin/env python3
"""Set up figs-td in a virtual environment inside the repository, then run it or its tests.

    python3 bootstrap.py app     # set up (first time / when pyproject.toml changes), open the program
    python3 bootstrap.py test    # set up with the test tools, run the whole test suite

Only the Python standard library is used here, so this works on a fresh machine with Python 3.11+.
Extra arguments after ``app`` go to ``figs-td``; after ``test`` they go to pytest.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")


def _ensure_venv(extras: str) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may run on an old Python
        sys.exit("figs-td richiede Python 3.11 o successivo")
    if not PY.exists():
        print("Creo l'ambiente virtuale in .venv …", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    stamp = VENV / f".figs-installed-{extras or 'app'}"
    if stamp.exists() and stamp.read_text() == digest:
        return
    print("Installo le dipendenze …", flush=True)
    target = f".[{extras}]" if extras else "."
    subprocess.run(
        [str(PY), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", target],
        cwd=ROOT,
        check=True,
    )
    stamp.write_text(digest)


def _ensure_standin_lexicon() -> None:
    """Build the free stand-in word list once, if the system has the Italian Hunspell dictionary.

    It is labelled everywhere "Lessico libero (LibreOffice it_IT) — non ufficiale"; the arbiter
    loads the official list with ``figs-td lexicon import``. Nothing happens when it already exists
    or when no dictionary is installed (the program then asks for a list when one is needed).
    """
    stamp = VENV / ".figs-standin-tried"
    if stamp.exists():
        return
    done = subprocess.run(
        [str(PY), "-m", "figs_td", "lexicon", "standin"], cwd=ROOT, capture_output=True, text=True
    )
    if done.returncode == 0:
        print("Lessico libero (non ufficiale) pronto.", flush=True)
    stamp.write_text(str(done.returncode))


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("app", "test"):
        print(__doc__)
        return 2
    what, rest = argv[0], argv[1:]
    if what == "app":
        _ensure_venv("")
        _ensure_standin_lexicon()
        return subprocess.call([str(PY), "-m", "figs_td", *rest], cwd=ROOT)
    _ensure_venv("test")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    return subprocess.call([str(PY), "-m", "pytest", *rest], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
