#!/usr/bin/env python3
"""Set up figs-td in a virtual environment inside the repository, then run it or its tests.

    python3 bootstrap.py app     # set up (first time / when pyproject.toml changes), open the program
    python3 bootstrap.py test    # set up with the test tools, run the whole test suite in parallel

Only the Python standard library is used here, so this works on a fresh machine with Python 3.11+.
Extra arguments after ``app`` go to ``figs-td``; after ``test`` they go to pytest (``-n 0`` runs
the tests one after the other; by default one worker per core).
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


#: What ``python3 bootstrap.py`` alone prints (issue 39: in Italian, as everything the user reads).
USAGE = """\
Uso: python3 bootstrap.py COMANDO [ARGOMENTI…]

Prepara figs-td in un ambiente virtuale (.venv) dentro la cartella del programma, poi lo avvia
o ne esegue le prove. Serve solo Python 3.11 o successivo.

  python3 bootstrap.py app [FILE.figs]   prepara l'ambiente (la prima volta, o quando
                                        pyproject.toml cambia) e apre il programma;
                                        altri argomenti vanno a figs-td
                                        (es. python3 bootstrap.py app --help)
  python3 bootstrap.py test [OPZIONI]    prepara l'ambiente con gli strumenti di prova ed esegue
                                        tutte le prove in parallelo; le opzioni vanno a pytest
                                        (-n 0: una prova dopo l'altra)

La prima volta scarica le dipendenze da Internet (pip): serve una connessione.
"""


class SetupError(Exception):
    """Setting up the environment failed: an Italian sentence saying what and what to do."""


#: The extras that include everything the application needs: an environment set up for one of
#: them (``test`` after ``bootstrap.py test``) serves ``app`` as it is, with nothing reinstalled.
SUPERSETS = {"": ("test", "installer")}


#: What ``pip install -e`` reads: a change to any of them installs again (the compiled move
#: search, ``figs_td/core/_movegen.c``, is built by that install when a C compiler is present).
_INSTALL_INPUTS = ("pyproject.toml", "setup.py", "figs_td/core/_movegen.c")


def _digest(extras: str) -> str:
    data = b"".join(
        (ROOT / name).read_bytes() for name in _INSTALL_INPUTS if (ROOT / name).is_file()
    )
    return hashlib.sha256(data + extras.encode()).hexdigest()


def _ready(extras: str) -> bool:
    stamp = VENV / f".figs-installed-{extras or 'app'}"
    return stamp.exists() and stamp.read_text() == _digest(extras)


def _ensure_venv(extras: str) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may run on an old Python
        sys.exit("figs-td richiede Python 3.11 o successivo")
    if not PY.exists():
        print("Creo l'ambiente virtuale in .venv …", flush=True)
        try:
            venv.EnvBuilder(with_pip=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as exc:
            raise SetupError(
                f"non riesco a creare l'ambiente virtuale in {VENV} ({exc}). Su Debian e Ubuntu "
                "serve il pacchetto python3-venv (sudo apt install python3-venv); poi cancellate "
                "la cartella .venv e rilanciate il comando."
            ) from None
    if any(_ready(e) for e in (extras, *SUPERSETS.get(extras, ()))):
        return
    digest = _digest(extras)
    stamp = VENV / f".figs-installed-{extras or 'app'}"
    print("Installo le dipendenze …", flush=True)
    target = f".[{extras}]" if extras else "."
    log = VENV / "installazione.log"
    with log.open("w", encoding="utf-8") as out:
        done = subprocess.run(
            [str(PY), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", target],
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
            check=False,
        )
    if done.returncode != 0:
        raise SetupError(
            "non sono riuscito a scaricare e installare le dipendenze (pip è uscito con il codice "
            f"{done.returncode}; i dettagli sono in {log}). La prima volta serve una connessione "
            "a Internet: controllate la rete (o il proxy, variabili HTTPS_PROXY e HTTP_PROXY) e "
            "rilanciate lo stesso comando; ciò che era già installato resta."
        )
    stamp.write_text(digest)


def _ensure_standin_lexicon() -> None:
    """Start building the free stand-in word list, once, in the background, if the system has the
    Italian Hunspell dictionary; the window opens at once, without waiting for it.

    It is labelled everywhere "Lessico libero (LibreOffice it_IT) — non ufficiale"; the arbiter
    loads the official list with ``figs-td lexicon import``. The build takes about a minute the
    first time (its log: ``.venv/lessico-libero.log``); meanwhile *Arbitro → Lessico libero*
    builds it in the window with a progress bar. Nothing happens when it was already tried.
    """
    stamp = VENV / ".figs-standin-tried"
    if stamp.exists():
        return
    stamp.write_text("started")
    log = (VENV / "lessico-libero.log").open("w", encoding="utf-8")
    subprocess.Popen(
        [str(PY), "-m", "figs_td", "lexicon", "standin"],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # goes on if the window is closed first
    )
    print(
        "Preparo il lessico libero (non ufficiale) in sottofondo: circa un minuto, solo la "
        "prima volta.",
        flush=True,
    )


def _pytest_args(rest: list[str]) -> list[str]:
    """The tests run in parallel, one worker per core (pytest-xdist), unless told otherwise."""
    chosen = any(
        a in ("-n", "--numprocesses", "-p") or a.startswith(("-n", "--numprocesses=")) for a in rest
    )
    return rest if chosen else ["-n", "auto", *rest]


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("app", "test"):
        if argv and argv[0] not in ("-h", "--help", "aiuto"):
            print(f"errore: comando sconosciuto '{argv[0]}' (app oppure test)\n", file=sys.stderr)
        print(USAGE)
        return 0 if argv and argv[0] in ("-h", "--help", "aiuto") else 2
    what, rest = argv[0], argv[1:]
    try:
        _ensure_venv("" if what == "app" else "test")
    except SetupError as exc:
        print(f"errore: {exc}", file=sys.stderr)
        return 1
    if what == "app":
        _ensure_standin_lexicon()
        return subprocess.call([str(PY), "-m", "figs_td", *rest], cwd=ROOT)
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    return subprocess.call([str(PY), "-m", "pytest", *_pytest_args(rest)], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
